"""The NaN-aware reductions, all in one place: nansum, nanprod, nanmean, nanvar, nanstd,
nanmax, nanmin, nanargmax, nanargmin, and the cumulative nancumsum and nancumprod. Each
replaces NaNs by the reduction's identity (or masks them) and, where numpy does, gives NaN
for an all-NaN slice.

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import numpy as np

from .. import dtypes, primitives as lax
from ._base import (HALF_FLOATS, aval_of, broadcast_to, canonical_axes, is_inexact, no_out,
                    no_where, promote_dtypes, real_dtype, scalar_like, shape, to_dtype,
                    to_inexact)
from . import reductions, ufuncs
from .cumulative import cumulative
from .ufuncs import isnan


def nansum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    """sum with NaNs counted as zero."""
    a = promote_dtypes(a)[0]
    if is_inexact(a):
        a = lax.select(isnan(a), scalar_like(0, a), a)
    return reductions.sum(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims,
                          initial=initial, where=where)


def nanmean(a, axis=None, dtype=None, out=None, keepdims=False, where=None):
    """mean of the non-NaN entries (NaN where all are NaN)."""
    a = promote_dtypes(a)[0]
    if not is_inexact(a):
        return reductions.mean(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims,
                               where=where)
    dtype = aval_of(a).dtype if dtype is None else dtypes.canonicalize(to_dtype(dtype))
    count = reductions.sum(lax.bitwise_not(isnan(a)), axis=axis, dtype=dtype,
                           keepdims=keepdims)
    total = nansum(a, axis=axis, dtype=dtype, keepdims=keepdims, where=where)
    return lax.div(total, count)


def _nan_extreme(name, reduction, fill):
    def f(a, axis=None, out=None, keepdims=False, initial=None, where=None):
        a = promote_dtypes(a)[0]
        if not is_inexact(a):
            return reduction(a, axis=axis, out=out, keepdims=keepdims, initial=initial,
                             where=where)
        nans = isnan(a)
        r = reduction(lax.select(nans, scalar_like(fill, a), a), axis=axis, out=out,
                      keepdims=keepdims, initial=initial, where=where)
        all_nan = reductions.all(nans, axis=axis, keepdims=keepdims)
        return lax.select(all_nan, scalar_like(np.nan, r), r)
    f.__name__ = name
    f.__doc__ = f"{reduction.__name__} that skips NaNs (NaN only where all are NaN)."
    return f


nanmax = _nan_extreme("nanmax", reductions.max, -np.inf)
nanmin = _nan_extreme("nanmin", reductions.min, np.inf)


def _nan_arg(name, arg):
    def f(a, axis=None, out=None, keepdims=False):
        no_out(name, out)
        a = promote_dtypes(a)[0]
        if not is_inexact(a):
            return arg(a, axis=axis, keepdims=keepdims)
        nans = isnan(a)
        fill = -np.inf if name == "nanargmax" else np.inf
        r = arg(lax.select(nans, scalar_like(fill, a), a), axis=axis, keepdims=keepdims)
        all_nan = reductions.all(nans, axis=axis, keepdims=keepdims)
        return lax.select(all_nan, scalar_like(-1, r), r)
    f.__name__ = name
    f.__doc__ = (f"{arg.__name__} ignoring NaNs; -1 where a slice is all NaN (JAX's rule; "
                 f"numpy raises).")
    return f


nanargmax = _nan_arg("nanargmax", reductions.argmax)
nanargmin = _nan_arg("nanargmin", reductions.argmin)


def nanprod(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    """prod with NaNs counted as one."""
    a = promote_dtypes(a)[0]
    if is_inexact(a):
        a = lax.select(isnan(a), scalar_like(1, a), a)
    return reductions.prod(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims,
                           initial=initial, where=where)


def nanvar(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None):
    """Variance of the non-NaN entries (NaN where fewer than ddof + 1 remain); integers
    give the default float, complex its real dtype; half floats are computed in float32."""
    no_out("nanvar", out)
    no_where("nanvar", where)
    x = to_inexact(promote_dtypes(a)[0])
    d = aval_of(x).dtype
    out_dtype = real_dtype(d) if dtype is None else dtypes.canonicalize(to_dtype(dtype))
    if d in HALF_FLOATS:
        x = lax.convert_element_type(x, dtypes.float32)
    axes = canonical_axes(axis, aval_of(x).ndim)
    nans = isnan(x)
    mean = nanmean(x, axis=axes, keepdims=True)
    centered = lax.select(nans, scalar_like(0, x), lax.sub(x, broadcast_to(mean, shape(x))))
    sq = ufuncs.real(lax.mul(centered, ufuncs.conjugate(centered)))
    total = reductions.sum(sq, axis=axes, keepdims=keepdims)
    count = reductions.sum(lax.bitwise_not(nans), axis=axes, keepdims=keepdims,
                           dtype=dtypes.default_int())
    n = lax.sub(count, scalar_like(ddof, count))
    empty = lax.le(n, scalar_like(0, n))
    n = lax.convert_element_type(lax.select(empty, scalar_like(1, n), n), aval_of(total).dtype)
    r = lax.select(empty, scalar_like(np.nan, total), lax.div(total, n))
    return lax.convert_element_type(r, out_dtype)


def nanstd(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None):
    """Standard deviation of the non-NaN entries (sqrt of nanvar)."""
    return ufuncs.sqrt(nanvar(a, axis=axis, dtype=dtype, out=out, ddof=ddof,
                              keepdims=keepdims, where=where))


nancumsum = cumulative("nancumsum", lax.cumsum, nan_identity=0)
nancumprod = cumulative("nancumprod", lax.cumprod, nan_identity=1)
