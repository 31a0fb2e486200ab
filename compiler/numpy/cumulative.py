"""Cumulative sums and products along an axis: cumsum, cumprod and the array API's
cumulative_sum and cumulative_prod (optionally starting with the identity); ``cumulative``
builds them, and the NaN-skipping variants in nan_reductions.

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import numpy as np

from .. import dtypes, primitives as lax
from ._base import array_and_axis, asarray, aval_of, canonical_axis
from . import ufuncs


def cumulative(name, lax_op, nan_identity=None):
    """The numpy function ``name`` on the lax cumulative ``lax_op``; with ``nan_identity``,
    NaNs count as that identity (nancumsum, nancumprod)."""
    def f(a, axis=None, dtype=None, out=None):
        if out is not None:
            raise NotImplementedError(f"{name}: the 'out' argument is not supported")
        a, axis = array_and_axis(a, axis, name)
        av = aval_of(a)
        if dtype is not None:
            result = dtypes.canonicalize(np.dtype(dtype))
        elif av.dtype == np.bool_:
            result = dtypes.default_int()
        else:
            result = av.dtype
        if nan_identity is not None and av.dtype.kind in "fc":
            a = ufuncs.where(ufuncs.isnan(a), nan_identity, a)
        if aval_of(a).dtype != result:
            a = lax.convert_element_type(a, result)
        return lax_op(a, axis)
    f.__name__ = name
    f.__doc__ = f"numpy.{name}: along ``axis`` (of the flattened array when None)."
    return f


cumsum = cumulative("cumsum", lax.cumsum)
cumprod = cumulative("cumprod", lax.cumprod)


def _array_api_cumulative(name, f, identity):
    def g(x, /, *, axis=None, dtype=None, include_initial=False):
        x = asarray(x)
        nd = aval_of(x).ndim
        if axis is None:
            if nd > 1:
                raise ValueError(f"{name}: axis must be given for arrays of more than one "
                                 f"dimension, got shape {aval_of(x).shape}")
            axis = 0
        out = f(x, axis=axis, dtype=dtype)
        if include_initial:
            ax = canonical_axis(axis, nd)
            first = lax.convert_element_type(identity, aval_of(out).dtype)
            cfg = [(1, 0, 0) if d == ax else (0, 0, 0) for d in range(nd)]
            out = lax.pad(out, first, cfg)
        return out
    g.__name__ = name
    g.__doc__ = f"Array API {name} (optionally starting with the identity)."
    return g


cumulative_sum = _array_api_cumulative("cumulative_sum", cumsum, 0)
cumulative_prod = _array_api_cumulative("cumulative_prod", cumprod, 1)
