"""Finite differences and their inverse: diff (n-th discrete difference) and trapezoid
(the integral by the trapezoidal rule).

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
from . import reductions, shape_ops, ufuncs


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
