"""Numerical ranges beyond arange and linspace: logspace, geomspace (exact end points, as
in numpy) and meshgrid.

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import builtins

import numpy as np

from .. import dtypes, primitives as lax
from ..core import Tracer
from ._base import (asarray, aval_of, broadcast_shapes, broadcast_to, concrete_int,
                    result_type, scalar_like, shape, to_dtype)
from . import shape_ops, ufuncs


def _lin(name, start, stop, num, endpoint, dtype):
    """numpy's linspace of (broadcast) start and stop in ``dtype``: shape (num, *bshape),
    start + i * step with the last entry exactly ``stop`` when ``endpoint``."""
    num = concrete_int(num, name, "num")
    if num < 0:
        raise ValueError(f"{name}: Number of samples, {num}, must be non-negative.")
    start = lax.convert_element_type(asarray(start), dtype)
    stop = lax.convert_element_type(asarray(stop), dtype)
    bshape = broadcast_shapes(shape(start), shape(stop))
    full = (num,) + bshape
    start, stop = (lax.broadcast_in_dim(broadcast_to(v, bshape), full,
                                        tuple(range(1, len(full)))) for v in (start, stop))
    div = (num - 1) if endpoint else num
    i = lax.broadcasted_iota(dtype, full, 0)
    step = lax.div(lax.sub(stop, start), scalar_like(builtins.max(div, 1), stop))
    out = lax.add(start, lax.mul(i, step))
    if endpoint and num > 1:
        out = lax.select(lax.eq(i, scalar_like(num - 1, i)), stop, out)
    return out


def _space_dtypes(start, stop, dtype):
    if dtype is None:
        rt = np.dtype(_result_dtype(start, stop))
        out = rt if (rt.kind in "fc" or rt == dtypes.bfloat16) else dtypes.default_float()
    else:
        out = dtypes.canonicalize(to_dtype(dtype))
    comp = out if (out.kind in "fc" or out == dtypes.bfloat16) else dtypes.default_float()
    return out, comp


def _result_dtype(*args):
    return result_type(*args)


def _to_output(x, d):
    """``x`` in dtype ``d``; for integers, values within rounding error of an integer are
    rounded to it (10 ** 2 may come out as 99.99999), the rest truncated as numpy does."""
    if d.kind in "iub":
        r = lax.round_even(x) if aval_of(x).dtype.kind != "c" else x
        close = lax.le(lax.abs(lax.sub(x, r)),
                       lax.mul(lax.abs(x), scalar_like(1e-5, lax.abs(x))))
        x = lax.select(close, r, ufuncs.trunc(x))
    return lax.convert_element_type(x, d)


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    """base ** linspace(start, stop, num): ``num`` samples evenly spaced on a log scale."""
    out, comp = _space_dtypes(start, stop, dtype)
    lin = _lin("logspace", start, stop, num, endpoint, comp)
    r = ufuncs.power(lax.convert_element_type(asarray(base), comp), lin)
    r = _to_output(lax.convert_element_type(r, comp), out)
    return shape_ops.moveaxis(r, 0, axis) if aval_of(r).ndim > 1 else r


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    """``num`` samples from start to stop in geometric progression (both of one sign);
    the end points are exact, as in numpy."""
    for v in (start, stop):
        if not isinstance(v, Tracer) and np.any(np.asarray(v) == 0):
            raise ValueError("geomspace: Geometric sequence cannot include zero")
    out, comp = _space_dtypes(start, stop, dtype)
    s = lax.convert_element_type(asarray(start), comp)
    t = lax.convert_element_type(asarray(stop), comp)
    sign = lax.sign(s)
    log_s = ufuncs.log10(lax.div(s, sign))
    log_t = ufuncs.log10(lax.div(t, sign))
    lin = _lin("geomspace", log_s, log_t, num, endpoint, comp)
    r = lax.pow(scalar_like(10.0, lin), lin)
    full = shape(r)
    i = lax.broadcasted_iota(dtypes.int32, full, 0)
    first = lax.broadcast_in_dim(broadcast_to(s, full[1:]), full, tuple(range(1, len(full))))
    r = lax.select(lax.eq(i, scalar_like(0, i)), lax.abs(first), r)
    if endpoint and full[0] > 1:
        last = lax.broadcast_in_dim(broadcast_to(t, full[1:]), full, tuple(range(1, len(full))))
        r = lax.select(lax.eq(i, scalar_like(full[0] - 1, i)), lax.abs(last), r)
    r = lax.mul(r, lax.broadcast_in_dim(broadcast_to(sign, full[1:]), full,
                                        tuple(range(1, len(full)))))
    r = _to_output(r, out)
    return shape_ops.moveaxis(r, 0, axis) if aval_of(r).ndim > 1 else r


def meshgrid(*xi, copy=True, sparse=False, indexing="xy"):
    """Coordinate arrays from 1-D vectors; 'xy' swaps the first two output axes."""
    args = [asarray(x) for x in xi]
    if builtins.any(len(shape(x)) != 1 for x in args):
        raise ValueError(f"Arguments to hostcall.numpy.meshgrid must be 1D, got shapes "
                         f"{[shape(x) for x in args]}")
    if indexing not in ("xy", "ij"):
        raise ValueError(f"Valid values for indexing are 'xy' and 'ij', got {indexing!r}")
    full = [shape(x)[0] for x in args]
    if indexing == "xy" and len(args) >= 2:
        full[0], full[1] = full[1], full[0]
    out = []
    for i, x in enumerate(args):
        d = (1 - i if i < 2 else i) if indexing == "xy" and len(args) >= 2 else i
        target = [n if e == d else 1 for e, n in enumerate(full)] if sparse else full
        out.append(lax.broadcast_in_dim(x, target, (d,)))
    return out
