"""Whole-array and tolerance comparisons: array_equal, array_equiv, isclose, and isin
(each element compared with every test element).

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import numpy as np

from .. import prng, primitives as lax
from ._base import asarray, aval_of, broadcast_shapes, inexact_broadcast, shape
from . import reductions, shape_ops, ufuncs
from .ufuncs import isnan


@prng.on_keys("numpy.array_equal")
def array_equal(a1, a2, equal_nan=False):
    """Same shape and equal elements (NaNs equal with ``equal_nan``), as a 0-d bool array."""
    a1, a2 = asarray(a1), asarray(a2)
    if shape(a1) != shape(a2):
        return asarray(False)
    eq = ufuncs.equal(a1, a2)
    if equal_nan:
        eq = lax.bitwise_or(eq, lax.bitwise_and(isnan(a1), isnan(a2)))
    return reductions.all(eq)


def array_equiv(a1, a2):
    """Equal after broadcasting to one shape (False if they do not broadcast), 0-d bool."""
    a1, a2 = asarray(a1), asarray(a2)
    try:
        broadcast_shapes(shape(a1), shape(a2))
    except ValueError:
        return asarray(False)
    return reductions.all(ufuncs.equal(a1, a2))


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """|a - b| <= atol + rtol * |b| elementwise; infinities only match themselves."""
    a, b = inexact_broadcast("isclose", a, b)
    d = aval_of(a).dtype
    real = np.dtype(np.float32 if d == np.complex64 else np.float64) if d.kind == "c" else d
    rtol, atol = (lax.convert_element_type(t, real) for t in (rtol, atol))
    in_range = ufuncs.less_equal(ufuncs.abs(lax.sub(a, b)),
                                 ufuncs.add(atol, ufuncs.multiply(rtol, ufuncs.abs(b))))
    out = lax.bitwise_or(lax.eq(a, b), lax.bitwise_and(ufuncs.isfinite(b), in_range))
    return lax.bitwise_or(out, lax.bitwise_and(isnan(a), isnan(b))) if equal_nan else out


def isin(element, test_elements, assume_unique=False, invert=False, *, method="auto"):
    """Whether each element of ``element`` occurs in ``test_elements`` (compared with all
    of them); shaped as ``element``."""
    element = asarray(element)
    test = shape_ops.ravel(asarray(test_elements))
    e = lax.reshape(element, shape(element) + (1,))
    eq = ufuncs.equal(e, test)
    r = reductions.any(eq, axis=-1)
    return lax.bitwise_not(r) if invert else r
