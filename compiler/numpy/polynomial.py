"""Polynomials: polyval (Horner's rule) and vander (the Vandermonde matrix).

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

from .. import primitives as lax
from ._base import aval_of, broadcast_shapes, concrete_int, promote_dtypes, promote_inexact, shape
from . import creation, shape_ops, ufuncs


def polyval(p, x, *, unroll=16):
    """Horner's rule, p[0] * x**(n-1) + ... + p[-1], unrolled over p's leading axis."""
    p, x = promote_inexact(p, x)
    ps = shape(p)
    if not ps:
        raise ValueError("polyval: p must have at least one dimension")
    y = creation.full(broadcast_shapes(ps[1:], shape(x)), 0, aval_of(x).dtype)
    for i in range(ps[0]):
        y = ufuncs.add(ufuncs.multiply(y, x), lax.index_in_dim(p, i, 0, keepdims=False))
    return y


def vander(x, N=None, increasing=False):
    """Columns x**(N-1), ..., x**0 (reversed with ``increasing``), by repeated products as
    numpy, so integer inputs stay integers."""
    x = promote_dtypes(x)[0]
    if aval_of(x).ndim != 1:
        raise ValueError("vander: x must be a one-dimensional array")
    N = shape(x)[0] if N is None else concrete_int(N, "vander", "N")
    if N < 0:
        raise ValueError("vander: N must be nonnegative")
    cols, p = [], creation.ones_like(x)
    for _ in range(N):
        cols.append(p)
        p = ufuncs.multiply(p, x)
    if not cols:
        return creation.zeros((shape(x)[0], 0), aval_of(x).dtype)
    if not increasing:
        cols = cols[::-1]
    return shape_ops.stack(cols, axis=1)
