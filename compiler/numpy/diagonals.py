"""Diagonals and triangles of matrices: diagonal, trace, diag, tri, tril and triu (a
diagonal is a strided slice of the flattened plane; triangles are masks by iota).

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import builtins
import operator

from .. import dtypes, primitives as lax
from ._base import asarray, aval_of, canonical_axis, const_like, scalar_like, shape, to_dtype
from . import reductions, shape_ops, ufuncs


def _tri_mask(n: int, m: int, k: int):
    """Boolean (n, m) mask of the entries on and below the k-th diagonal (j <= i + k)."""
    i = lax.broadcasted_iota(dtypes.default_int(), (n, m), 0)
    j = lax.broadcasted_iota(dtypes.default_int(), (n, m), 1)
    return lax.ge(lax.add(i, scalar_like(k, i)), j)


def _eye_mask(n: int, m: int, k: int):
    """Boolean (n, m) mask of the k-th diagonal (j == i + k)."""
    i = lax.broadcasted_iota(dtypes.default_int(), (n, m), 0)
    j = lax.broadcasted_iota(dtypes.default_int(), (n, m), 1)
    return lax.eq(lax.add(i, scalar_like(k, i)), j)


def diagonal(a, offset=0, axis1=0, axis2=1):
    """The ``offset`` diagonal of the (axis1, axis2) planes, as the last axis; a strided
    slice of the flattened plane, so no gather is needed."""
    a = asarray(a)
    nd = aval_of(a).ndim
    if nd < 2:
        raise ValueError("diagonal requires an array of at least two dimensions.")
    i, j = canonical_axis(axis1, nd, "axis1"), canonical_axis(axis2, nd, "axis2")
    if i == j:
        raise ValueError(f"axis1 and axis2 can not be the same. axis1={axis1}, axis2={axis2}")
    offset = operator.index(offset)
    a = shape_ops.moveaxis(a, (i, j), (-2, -1))
    *batch, n, m = aval_of(a).shape
    r0, c0 = builtins.min(builtins.max(0, -offset), n), builtins.min(builtins.max(0, offset), m)
    size = builtins.min(n - r0, m - c0)
    zeros = [0] * len(batch)
    square = lax.slice(a, zeros + [r0, c0], batch + [r0 + size, c0 + size])
    flat = lax.reshape(square, batch + [size * size])
    return lax.slice(flat, zeros + [0], batch + [size * size], [1] * len(batch) + [size + 1])


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    """Sum along a diagonal (sum's dtype rules: small ints and bools widen)."""
    if out is not None:
        raise NotImplementedError("trace: out= is not supported (arrays are immutable)")
    return reductions.sum(diagonal(a, offset, axis1, axis2), axis=-1, dtype=dtype)


def diag(v, k=0):
    """A 1-D ``v`` on the k-th diagonal of a square matrix, or the k-th diagonal of 2-D v."""
    v = asarray(v)
    s, k = shape(v), operator.index(k)
    if len(s) == 1:
        n = s[0] + abs(k)
        # padded so that column j holds v's entry for row j - k
        v = lax.pad(v, const_like(0, v), [(builtins.max(0, k), builtins.max(0, -k), 0)])
        return ufuncs.where(_eye_mask(n, n, k), v, const_like(0, v))
    if len(s) == 2:
        return diagonal(v, offset=k)
    raise ValueError("diag input must be 1d or 2d")


def tri(N, M=None, k=0, dtype=None):
    """Ones on and below the k-th diagonal of an (N, M) array (float32 by default)."""
    dtype = dtypes.canonicalize(to_dtype(dtype)) if dtype is not None else dtypes.default_float()
    M = N if M is None else M
    return lax.convert_element_type(_tri_mask(operator.index(N), operator.index(M),
                                              operator.index(k)), dtype)


def _triangle(name, m, k, lower):
    m = asarray(m)
    s = shape(m)
    if len(s) < 2:
        raise ValueError(f"Argument to hostcall.numpy.{name} must be at least 2D")
    k = operator.index(k)
    mask = _tri_mask(s[-2], s[-1], k if lower else k - 1)
    zero = const_like(0, m)
    return ufuncs.where(mask, m, zero) if lower else ufuncs.where(mask, zero, m)


def tril(m, k=0):
    """Zeros above the k-th diagonal of the last two axes."""
    return _triangle("tril", m, k, True)


def triu(m, k=0):
    """Zeros below the k-th diagonal of the last two axes."""
    return _triangle("triu", m, k, False)
