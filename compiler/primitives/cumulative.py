"""Cumulative reductions along one axis: the primitives cumsum, cumprod, cummax and
cummin, and associative_scan for any associative function.

The primitives lower to ``stablehlo.reduce_window`` with a window spanning the axis,
padded with the monoid's identity on the side the accumulation comes from.
associative_scan is a composition of slices, pads and the user's function (the odd/even
recursion), so jit, vmap and grad see only ops they already know.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from hostcall.dialects import stablehlo as hlo
from hostcall.reference.shape_ops import reduce_window_monoid as reference_reduce_window_monoid
from hostcall.reference.values import ResultType

from .. import dtypes, tree_util
from ..core import abstractify as aval_of
from ..core import bind, defprim
from . import elementwise as ew
from . import slicing, structural
from .reductions import monoid_identity
from .structural import dims
from .sorting import wrap_axis


# name -> (monoid of the identity, stablehlo op, accepted dtype kinds)
CUMULATIVE = {
    "cumsum": ("add", "add", "biufc"),
    "cumprod": ("mul", "multiply", "biufc"),
    "cummax": ("max", "maximum", "biuf"),
    "cummin": ("min", "minimum", "biuf"),
}


# the op combining booleans: the spec's add of i1 is or and its multiply and
_BOOL_BODY = {"add": "or", "multiply": "and", "maximum": "maximum", "minimum": "minimum"}


def _body_op(name: str, dtype) -> str:
    """The stablehlo op (less its prefix) that accumulates ``name`` over ``dtype``."""
    body_op = CUMULATIVE[name][1]
    return _BOOL_BODY[body_op] if dtype == np.bool_ else body_op


def _window(n: int, rank: int, axis: int, reverse: bool):
    """(window dimensions, padding) whose windows are the prefixes (suffixes if reverse)
    of an axis of ``n`` elements."""
    window = [n if d == axis else 1 for d in range(rank)]
    padding = [((0, n - 1) if reverse else (n - 1, 0)) if d == axis else (0, 0)
               for d in range(rank)]
    return window, padding


def _cumulative_shape(x, *, name, axis, reverse):
    if not 0 <= axis < x.ndim:
        raise TypeError(f"{name} axis {axis} out of range for {x.str_short()}")
    if dtypes.kind(x.dtype) not in CUMULATIVE[name][2]:
        raise TypeError(f"{name} does not accept dtype {x.dtype.name}")
    return x


def _cumulative_emit(ctx, x, *, name, axis, reverse):
    aval = ctx.avals_in[0]
    n = aval.shape[axis]
    if n <= 1:
        return x
    window, padding = _window(n, aval.ndim, axis, reverse)
    init = hlo.constant(monoid_identity(CUMULATIVE[name][0], aval.dtype))
    body_op = _body_op(name, aval.dtype)
    return hlo.reduce_window([x], [init], window, [1] * aval.ndim, padding,
                             lambda acc, v: [hlo.binary(body_op, acc, v)])[0]


def _cumulative_eager(x, *, name, axis, reverse):
    """The reference's reduce_window by the op _cumulative_emit stages over the same
    windows (numpy's accumulate); an axis of one element is x itself, as there."""
    n = x.shape[axis]
    if n <= 1:
        return x
    window, padding = _window(n, x.ndim, axis, reverse)
    (out,) = reference_reduce_window_monoid(
        [x, monoid_identity(CUMULATIVE[name][0], x.dtype)], [ResultType(x.shape, x.dtype)],
        window_dimensions=window, window_strides=[1] * x.ndim,
        base_dilations=[1] * x.ndim, window_dilations=[1] * x.ndim, padding=padding,
        body=f"stablehlo.{_body_op(name, x.dtype)}")
    return out


cumulative_prims = {name: defprim(name, _cumulative_shape, _cumulative_emit, _cumulative_eager)
                    for name in CUMULATIVE}


def _cumulative(name):
    def f(operand, axis: int = 0, reverse: bool = False):
        ndim = len(operand.shape) if hasattr(operand, "shape") else np.ndim(operand)
        return bind(cumulative_prims[name], (operand,), {
            "name": name, "axis": wrap_axis(axis, ndim),
            "reverse": bool(reverse)})
    f.__name__ = name
    f.__doc__ = f"Cumulative {CUMULATIVE[name][0]} along ``axis`` (from the end if reverse)."
    return f


cumsum = _cumulative("cumsum")
cumprod = _cumulative("cumprod")
cummax = _cumulative("cummax")
cummin = _cumulative("cummin")


def associative_scan(fn: Callable, elems, reverse: bool = False, axis: int = 0):
    """All prefix combinations ``fn(... fn(e0, e1) ..., ek)`` along ``axis`` for an
    associative ``fn`` on pytrees, in O(log n) rounds of slicing (the odd/even
    recursion), so it vectorizes and differentiates like the ops it is made of."""
    flat, tree = tree_util.tree_flatten(elems)
    if not flat:
        return elems
    rank = len(dims(flat[0]))
    axis = axis % rank
    n = dims(flat[0])[axis]
    if any(dims(x)[axis] != n for x in flat):
        raise ValueError("associative_scan: every element needs the same length on the axis")
    if reverse:
        flat = [structural.rev(x, (axis,)) for x in flat]

    def combine(a, b):
        out = fn(tree_util.tree_unflatten(tree, a), tree_util.tree_unflatten(tree, b))
        return tree_util.tree_leaves(out)

    def take(xs, start, stop, step=1):
        return [structural.slice(x, [0] * axis + [start] + [0] * (rank - axis - 1),
                                 list(dims(x)[:axis]) + [stop] + list(dims(x)[axis + 1:]),
                                 [1] * axis + [step] + [1] * (rank - axis - 1)) for x in xs]

    def scan(xs):
        m = dims(xs[0])[axis]
        if m < 2:
            return xs
        pairs = combine(take(xs, 0, m - 1, 2), take(xs, 1, m, 2))   # e0+e1, e2+e3, ...
        odd = scan(pairs)                                          # prefixes at 1, 3, 5, ...
        rest = take(xs, 2, m, 2)                                   # e2, e4, ...
        if m % 2 == 0:
            even = combine(take(odd, 0, dims(odd[0])[axis] - 1), rest) if m > 2 else []
        else:
            even = combine(odd, rest)
        even = [structural.concatenate([f, e], axis) for f, e in zip(take(xs, 0, 1), even)] \
            if even else take(xs, 0, 1)
        return [_interleave(e, o, axis) for e, o in zip(even, odd)]

    out = scan(flat)
    if reverse:
        out = [structural.rev(x, (axis,)) for x in out]
    return tree_util.tree_unflatten(tree, out)


def _interleave(even, odd, axis: int):
    """e0, o0, e1, o1, ... along ``axis`` (``even`` may be one longer than ``odd``)."""
    e_shape, o_shape = dims(even), dims(odd)
    extra = e_shape[axis] - o_shape[axis]
    if extra:   # pad odd to even's length, interleave, drop the padding at the end
        zero = ew.convert_element_type(np.array(0), aval_of(odd).dtype)
        odd = slicing.pad(odd, zero, [(0, extra, 0) if d == axis else (0, 0, 0)
                                      for d in range(len(o_shape))])
    stacked = structural.concatenate([structural.expand_dims(even, (axis + 1,)),
                                      structural.expand_dims(odd, (axis + 1,))], axis + 1)
    shape = list(e_shape)
    shape[axis] *= 2
    flat = structural.reshape(stacked, shape)
    if extra:
        flat = structural.slice(flat, [0] * len(shape),
                                shape[:axis] + [shape[axis] - extra] + shape[axis + 1:])
    return flat


__all__: Sequence[str] = ("cumsum", "cumprod", "cummax", "cummin", "associative_scan")
