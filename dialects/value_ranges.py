"""Bounds of integer tensors computed from constants, enough to prove indices in range.

``value_range(v)`` gives ``(lo, hi)``: float64 arrays of v's rank whose dimensions are 1
or v's own (numpy broadcasting), with ``lo <= v <= hi`` elementwise.  Values nothing is
known about get their dtype's whole range.  One small rule per op name; big arrays are
reduced (min of lo, max of hi) over their longest axis, which only widens the bounds.
Values past 2**52 count as unknown, so float64 rounding never narrows a bound.
"""
from __future__ import annotations

from typing import Callable

import numpy as np
from iree.compiler import ir

from .ops import i64s as _i64s
from .types import shape_dtype

Range = tuple[np.ndarray, np.ndarray]
_LIMIT = 1 << 16
_EXACT = 2.0 ** 52
RULES: dict[str, Callable] = {}


def rule(*names):
    def deco(fn):
        for n in names:
            RULES[n] = fn
        return fn
    return deco


def _full_range(v) -> Range:
    shape, dtype = shape_dtype(v.type)
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        lo, hi = float(info.min), float(info.max)
    elif dtype == np.bool_:
        lo, hi = 0.0, 1.0
    else:
        lo, hi = -np.inf, np.inf
    ones = (1,) * len(shape)
    return np.full(ones, lo), np.full(ones, hi)


def _shrink(a: np.ndarray, keep_max: bool) -> np.ndarray:
    while a.size > _LIMIT:
        axis = int(np.argmax(a.shape))
        a = a.max(axis=axis, keepdims=True) if keep_max else a.min(axis=axis, keepdims=True)
    return a


def value_range(v, cache: dict | None = None) -> Range:
    """Elementwise bounds of the integer value ``v`` (see the module docstring)."""
    cache = {} if cache is None else cache
    key = v
    if key in cache:
        return cache[key]
    out = None
    try:
        shape_dtype(v.type)
    except (TypeError, ValueError):
        return None
    if isinstance(v, ir.OpResult) and v.owner.name in RULES:
        try:
            out = RULES[v.owner.name](v.owner, v, lambda w: value_range(w, cache))
        except (TypeError, ValueError, KeyError):
            out = None
    full = _full_range(v)
    if out is None:
        out = full
    else:
        lo, hi = (np.asarray(x, np.float64) for x in out)
        if (np.any(np.abs(lo) > _EXACT) or np.any(np.abs(hi) > _EXACT)
                or np.any(lo < full[0]) or np.any(hi > full[1])):
            out = full  # would wrap, or past what float64 holds exactly
        else:
            out = (_shrink(lo, False), _shrink(hi, True))
    cache[key] = out
    return out


def _dense(attr) -> np.ndarray | None:
    dense = ir.DenseElementsAttr(attr)
    if dense.is_splat:
        return np.asarray(float(ir.IntegerAttr(dense.get_splat_value()).value))
    return np.asarray(ir.DenseIntElementsAttr(attr), np.float64)


@rule("stablehlo.constant")
def _constant(op, v, rng):
    shape, dtype = shape_dtype(v.type)
    if dtype.kind not in "iu":
        return None
    values = _dense(op.attributes["value"])
    if values.ndim == 0:
        values = values.reshape((1,) * len(shape))
    if dtype.kind == "u":
        values = np.where(values < 0, values + 2.0 ** (8 * dtype.itemsize), values)
    return values, values


@rule("stablehlo.iota")
def _iota(op, v, rng):
    shape, _ = shape_dtype(v.type)
    d = ir.IntegerAttr(op.attributes["iota_dimension"]).value
    s = [1] * len(shape)
    s[d] = shape[d]
    a = np.arange(shape[d], dtype=np.float64).reshape(s)
    return a, a


@rule("stablehlo.broadcast_in_dim")
def _broadcast(op, v, rng):
    lo, hi = rng(op.operands[0])
    rank = len(shape_dtype(v.type)[0])
    s = [1] * rank
    for i, d in enumerate(_i64s(op.attributes["broadcast_dimensions"])):
        s[d] = lo.shape[i]
    return lo.reshape(s), hi.reshape(s)


def _global(lo, hi, rank) -> Range:
    ones = (1,) * rank
    return np.full(ones, lo.min()), np.full(ones, hi.max())


@rule("stablehlo.reshape")
def _reshape(op, v, rng):
    src, _ = shape_dtype(op.operands[0].type)
    dst, _ = shape_dtype(v.type)
    lo, hi = rng(op.operands[0])
    if (lo.size == 1 and hi.size == 1) or int(np.prod(src)) > _LIMIT:
        return _global(lo, hi, len(dst))
    return np.broadcast_to(lo, src).reshape(dst), np.broadcast_to(hi, src).reshape(dst)


@rule("stablehlo.transpose")
def _transpose(op, v, rng):
    perm = _i64s(op.attributes["permutation"])
    lo, hi = rng(op.operands[0])
    return np.transpose(lo, perm), np.transpose(hi, perm)


@rule("stablehlo.slice")
def _slice(op, v, rng):
    starts, limits, strides = (_i64s(op.attributes[k])
                               for k in ("start_indices", "limit_indices", "strides"))

    def cut(a):
        return a[tuple(slice(None) if a.shape[i] == 1 else slice(s, e, st)
                       for i, (s, e, st) in enumerate(zip(starts, limits, strides)))]
    lo, hi = rng(op.operands[0])
    return cut(lo), cut(hi)


@rule("stablehlo.concatenate")
def _concatenate(op, v, rng):
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    shape = shape_dtype(v.type)[0]
    ranges = [rng(x) for x in op.operands]
    if int(np.prod(shape)) > _LIMIT:
        return (_global(np.concatenate([r[0].ravel() for r in ranges]),
                        np.concatenate([r[1].ravel() for r in ranges]), len(shape)))
    parts = [shape_dtype(x.type)[0] for x in op.operands]
    return tuple(np.concatenate([np.broadcast_to(r[k], s) for r, s in zip(ranges, parts)], dim)
                 for k in (0, 1))


@rule("stablehlo.convert")
def _convert(op, v, rng):
    if shape_dtype(op.operands[0].type)[1].kind not in "iu":
        return None
    return rng(op.operands[0])  # out-of-range results are widened by value_range


@rule("stablehlo.clamp")
def _clamp(op, v, rng):
    (mn_lo, mn_hi), (x_lo, x_hi), (mx_lo, mx_hi) = (rng(x) for x in op.operands)
    return (np.minimum(np.maximum(x_lo, mn_lo), mx_lo),
            np.minimum(np.maximum(x_hi, mn_hi), mx_hi))


@rule("stablehlo.select")
def _select(op, v, rng):
    (a_lo, a_hi), (b_lo, b_hi) = rng(op.operands[1]), rng(op.operands[2])
    return np.minimum(a_lo, b_lo), np.maximum(a_hi, b_hi)


def _corners(f):
    def interval(op, v, rng):
        (a_lo, a_hi), (b_lo, b_hi) = rng(op.operands[0]), rng(op.operands[1])
        with np.errstate(all="ignore"):
            c = [f(a, b) for a in (a_lo, a_hi) for b in (b_lo, b_hi)]
        return np.minimum.reduce(c), np.maximum.reduce(c)
    return interval


RULES["stablehlo.add"] = _corners(np.add)
RULES["stablehlo.multiply"] = _corners(np.multiply)
RULES["stablehlo.maximum"] = _corners(np.maximum)
RULES["stablehlo.minimum"] = _corners(np.minimum)


@rule("stablehlo.subtract")
def _subtract(op, v, rng):
    (a_lo, a_hi), (b_lo, b_hi) = rng(op.operands[0]), rng(op.operands[1])
    return a_lo - b_hi, a_hi - b_lo


def component_bounds(v, axis: int | None, cache: dict | None = None) -> Range:
    """Bounds per index vector component: ``v``'s range reduced over every axis but
    ``axis`` (a 1-element vector when ``axis`` is None: one component)."""
    lo, hi = value_range(v, cache)
    if np.any(np.isnan(lo)) or np.any(np.isnan(hi)):
        return np.array([-np.inf]), np.array([np.inf])
    axes = tuple(i for i in range(lo.ndim) if i != axis)
    return (np.atleast_1d(lo.min(axis=axes) if axes else lo).reshape(-1),
            np.atleast_1d(hi.max(axis=axes) if axes else hi).reshape(-1))


@rule("stablehlo.and")
def _and(op, v, rng):
    """x & y lies in [0, y] for y >= 0 (two's complement): a mask bounds the result."""
    bounds = [rng(x) for x in op.operands]
    his = [hi for lo, hi in bounds if np.all(lo >= 0)]
    if not his:
        return None
    hi = np.minimum.reduce(np.broadcast_arrays(*his)) if len(his) > 1 else his[0]
    return np.zeros_like(hi), hi
