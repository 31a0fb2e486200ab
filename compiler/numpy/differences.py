"""Finite differences and their inverse: diff (n-th discrete difference), ediff1d,
gradient (central differences), unwrap (phase unwrapping) and trapezoid (the integral by
the trapezoidal rule).

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import builtins
import operator

import numpy as np

from .. import primitives as lax
from ._base import asarray, aval_of, broadcast_to, canonical_axis, promote_dtypes, promote_inexact, shape
from . import cumulative, reductions, shape_ops, ufuncs


def diff(a, n=1, axis=-1, prepend=None, append=None):
    """n-th discrete difference along ``axis`` (not_equal for booleans, as numpy)."""
    a = asarray(a)
    nd = aval_of(a).ndim
    if nd == 0:
        raise ValueError("diff requires input that is at least one dimensional")
    axis = canonical_axis(axis, nd)
    n = operator.index(n)
    if n < 0:
        raise ValueError(f"diff: order must be non-negative but got {n}")
    if n == 0:
        return a

    def along_axis(extra):
        e = asarray(extra)
        if aval_of(e).ndim == 0:
            shape = list(aval_of(a).shape)
            shape[axis] = 1
            e = broadcast_to(e, shape)
        return e

    parts = ([along_axis(prepend)] if prepend is not None else []) + [a] + (
        [along_axis(append)] if append is not None else [])
    if len(parts) > 1:
        a = shape_ops.concatenate(parts, axis=axis)
    a = promote_dtypes(a)[0]
    for _ in range(n):
        size = aval_of(a).shape[axis]
        hi = lax.slice_in_dim(a, 1, size, axis=axis) if size else a
        lo = lax.slice_in_dim(a, 0, max(size - 1, 0), axis=axis)
        a = ufuncs.not_equal(hi, lo) if aval_of(a).dtype == np.bool_ else ufuncs.subtract(hi, lo)
    return a


def trapezoid(y, x=None, dx=1.0, axis=-1):
    """Integral of y by the trapezoidal rule along ``axis``, with sample points x (1-D, or
    shaped as y) or the spacing dx."""
    if x is None:
        y = promote_inexact(y)[0]
        dxa = dx
    else:
        y, x = promote_inexact(y, x)
        if aval_of(x).ndim == 1:
            dxa = diff(x)
        else:
            dxa = shape_ops.moveaxis(diff(x, axis=axis), axis, -1)
    y = shape_ops.moveaxis(y, axis, -1)
    n = shape(y)[-1]
    nd = len(shape(y))
    lo = lax.slice_in_dim(y, 0, builtins.max(n - 1, 0), axis=nd - 1)
    hi = lax.slice_in_dim(y, builtins.min(1, n), n, axis=nd - 1)
    s = ufuncs.multiply(dxa, ufuncs.add(hi, lo))
    return ufuncs.multiply(0.5, reductions.sum(s, axis=-1))


def ediff1d(ary, to_end=None, to_begin=None):
    """The differences of the flattened ``ary``, with ``to_begin`` / ``to_end`` (cast to
    its dtype) around them."""
    arr = shape_ops.ravel(asarray(ary))
    d = aval_of(arr).dtype
    result = lax.sub(arr[1:], arr[:-1])
    if to_begin is not None:
        result = shape_ops.concatenate((shape_ops.ravel(asarray(to_begin, dtype=d)), result))
    if to_end is not None:
        result = shape_ops.concatenate((result, shape_ops.ravel(asarray(to_end, dtype=d))))
    return result


def _gradient_along(a, h, axis):
    def cut(lo, hi, x=a):
        return lax.slice_in_dim(x, lo, hi, axis=axis)
    n = shape(a)[axis]
    upper = cut(1, 2) - cut(0, 1)
    lower = cut(n - 1, n) - cut(n - 2, n - 1)
    if aval_of(asarray(h)).ndim == 0:
        inner = (cut(2, n) - cut(0, n - 2)) * 0.5 / h
        return shape_ops.concatenate((upper / h, inner, lower / h), axis=axis)
    if aval_of(h).ndim != 1:
        raise ValueError("Spacing arrays must be 1D arrays or scalars.")
    if shape(h)[0] != n:
        raise ValueError("Spacing arrays must have the same length as the dimension along "
                         "which the gradient is calculated.")
    hs = [1] * aval_of(a).ndim
    hs[axis] = n
    h = lax.reshape(h, hs)
    upper = upper / (cut(1, 2, h) - cut(0, 1, h))
    lower = lower / (cut(n - 1, n, h) - cut(n - 2, n - 1, h))
    dx1 = cut(1, n - 1, h) - cut(0, n - 2, h)
    dx2 = cut(2, n, h) - cut(1, n - 1, h)
    wa = -dx2 / (dx1 * (dx1 + dx2))
    wb = (dx2 - dx1) / (dx1 * dx2)
    wc = dx1 / (dx2 * (dx1 + dx2))
    inner = wa * cut(0, n - 2) + wb * cut(1, n - 1) + wc * cut(2, n)
    return shape_ops.concatenate((upper, inner, lower), axis=axis)


def gradient(f, *varargs, axis=None, edge_order=None):
    """The gradient of sampled ``f`` by second-order central differences inside and
    first-order ones at the edges, per axis (one array for one axis, else a list);
    ``varargs`` give scalar spacings or 1-D coordinates per axis."""
    if edge_order is not None:
        raise NotImplementedError("The 'edge_order' argument to jnp.gradient is not "
                                  "supported.")
    a, *spacing = promote_inexact(f, *varargs)
    nd = aval_of(a).ndim
    if axis is None:
        axes = tuple(range(nd))
    else:
        axes = tuple(canonical_axis(operator.index(i), nd)
                     for i in (axis if isinstance(axis, (tuple, list)) else (axis,)))
    if not axes:
        return []
    if builtins.min(shape(a)[i] for i in axes) < 2:
        raise ValueError("Shape of array too small to calculate a numerical gradient, "
                         "at least 2 elements are required.")
    if not spacing:
        dx = [1.0] * len(axes)
    elif len(spacing) == 1:
        dx = spacing * len(axes)
    elif len(spacing) == len(axes):
        dx = spacing
    else:
        raise TypeError(f"Invalid number of spacing arguments {len(spacing)} for "
                        f"axis={axis}")
    grads = [_gradient_along(a, h, ax) for ax, h in zip(axes, dx)]
    return grads[0] if len(axes) == 1 else grads


def unwrap(p, discont=None, axis=-1, period=2 * np.pi):
    """``p`` with jumps between neighbours larger than ``discont`` (period / 2 by default)
    replaced by their complement modulo ``period``, along ``axis``."""
    p, period = promote_dtypes(p, period)
    if aval_of(p).dtype.kind == "c":
        raise ValueError("jnp.unwrap does not support complex inputs.")
    axis = canonical_axis(axis, aval_of(p).ndim)
    if shape(p)[axis] == 0:
        return p
    if discont is None:
        discont = period / 2
    interval = period // 2 if aval_of(p).dtype.kind in "iu" else period / 2
    dd = diff(p, axis=axis)
    ddmod = ufuncs.mod(dd + interval, period) - interval
    ddmod = ufuncs.where(ufuncs.logical_and(ddmod == -interval, dd > 0), interval, ddmod)
    correct = ufuncs.where(ufuncs.abs(dd) < discont, 0, ddmod - dd)
    n = shape(p)[axis]
    return shape_ops.concatenate((
        lax.slice_in_dim(p, 0, 1, axis=axis),
        lax.slice_in_dim(p, 1, n, axis=axis) + cumulative.cumsum(correct, axis=axis)),
        axis=axis)
