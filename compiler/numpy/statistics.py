"""Statistics: ptp, median, average, quantile and percentile (and their nan-ignoring
forms), cov and corrcoef, and
bincount (counts per value).

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import math
import operator

import numpy as np

from .. import core, dtypes, primitives as lax
from ..core import Tracer
from ._base import (asarray, aval_of, broadcast_to, canonical_axes, canonical_axis,
                    concrete_int, no_out, promote_dtypes, promote_inexact, scalar_like, shape)
from . import creation, diagonals, indexing_routines, linalg_ops, reductions, shape_ops, ufuncs
from .ufuncs import isnan


def ptp(a, axis=None, out=None, keepdims=False):
    """Peak to peak: max - min over the axes, in the input's dtype."""
    a = promote_dtypes(a)[0]
    return lax.sub(reductions.max(a, axis=axis, out=out, keepdims=keepdims),
                   reductions.min(a, axis=axis, keepdims=keepdims))


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    """Middle value (mean of the two middle ones) by sorting; NaN if a NaN is present."""
    if out is not None:
        raise NotImplementedError("median: out= is not supported (arrays are immutable)")
    a = promote_inexact(a)[0]
    av = aval_of(a)
    axes = canonical_axes(axis, av.ndim)
    kept = [d for d in range(av.ndim) if d not in axes]
    batch = [av.shape[d] for d in kept]
    n = math.prod(av.shape[d] for d in axes)
    x = lax.reshape(shape_ops.transpose(a, kept + list(axes)), batch + [n])
    if n == 0:
        r = creation.full(batch, np.nan, av.dtype)
    else:
        s = lax.sort(x, dimension=len(batch))
        lo = lax.index_in_dim(s, (n - 1) // 2, len(batch), keepdims=False)
        hi = lax.index_in_dim(s, n // 2, len(batch), keepdims=False)
        r = lax.mul(lax.add(lo, hi), scalar_like(0.5, lo))
        r = lax.select(reductions.any(isnan(x), axis=-1), scalar_like(np.nan, r), r)
    if keepdims:
        r = lax.reshape(r, [1 if d in axes else av.shape[d] for d in range(av.ndim)])
    return r


def average(a, axis=None, weights=None, returned=False, keepdims=False):
    """mean, or sum(a * w) / sum(w); 1-D weights apply along ``axis``."""
    if weights is None:
        avg = reductions.mean(a, axis=axis, keepdims=keepdims)
        av = aval_of(asarray(a))
        n = math.prod(av.shape[d] for d in canonical_axes(axis, av.ndim))
        wsum = creation.full(shape(avg), n, aval_of(avg).dtype)
    else:
        a, weights = promote_inexact(a, weights)
        nd, ws = len(shape(a)), shape(weights)
        if shape(a) != ws:
            if len(ws) != 1:
                raise ValueError("1D weights expected when shapes of a and weights differ.")
            if axis is None:
                raise ValueError("Axis must be specified when shapes of a and weights differ.")
            if not isinstance(axis, int) and not hasattr(axis, "__index__"):
                raise ValueError("Single axis expected when shapes of a and weights differ")
            axis = canonical_axis(operator.index(axis), nd)
            if ws[0] != shape(a)[axis]:
                raise ValueError("Length of weights not compatible with specified axis.")
            weights = shape_ops.moveaxis(broadcast_to(weights, (1,) * (nd - 1) + ws), -1, axis)
        wsum = reductions.sum(weights, axis=axis, keepdims=keepdims)
        avg = ufuncs.true_divide(
            reductions.sum(ufuncs.multiply(a, weights), axis=axis, keepdims=keepdims), wsum)
    if returned:
        return avg, broadcast_to(wsum, shape(avg))
    return avg


def _quantile(name, a, q, axis, method, keepdims, ignore_nan=False):
    if method not in ("linear", "lower", "higher", "midpoint", "nearest"):
        raise ValueError(f"{name}: method can only be 'linear', 'lower', 'higher', "
                         f"'midpoint', or 'nearest'; got {method!r}")
    a = promote_inexact(a)[0]
    av = aval_of(a)
    if av.dtype.kind == "c":
        raise ValueError(f"{name} does not support complex input, as the operation is poorly "
                         f"defined.")
    q = lax.convert_element_type(asarray(q), av.dtype)
    qs = shape(q)
    if len(qs) > 1:
        raise ValueError(f"{name}: q must be have rank <= 1, got shape {qs}")
    nq = qs[0] if qs else 1
    axes = canonical_axes(axis, av.ndim)
    kept = [d for d in range(av.ndim) if d not in axes]
    batch = [av.shape[d] for d in kept]
    n = math.prod(av.shape[d] for d in axes)
    if n == 0:
        r = creation.full(batch + [nq], np.nan, av.dtype)
    else:
        x = lax.reshape(shape_ops.transpose(a, kept + list(axes)), batch + [n])
        s = lax.sort(x, dimension=len(batch))   # NaNs sort last
        qb = broadcast_to(lax.reshape(q, [1] * len(batch) + [nq]), batch + [nq])
        if ignore_nan:
            count = reductions.sum(ufuncs.logical_not(isnan(x)), axis=-1, keepdims=True)
            last = lax.convert_element_type(ufuncs.maximum(count, 1) - 1, av.dtype)
            last = broadcast_to(last, batch + [nq])
        else:
            last = creation.full(batch + [nq], n - 1, av.dtype)
        pos = lax.mul(qb, last)
        lo, hi = lax.floor(pos), lax.ceil(pos)
        hw = lax.sub(pos, lo)
        lw = lax.sub(scalar_like(1, hw), hw)

        def gather(i):
            i = lax.clamp(scalar_like(0, i), i, scalar_like(n - 1, i))
            i = lax.convert_element_type(i, dtypes.int32)
            return indexing_routines.take_along_axis(s, i, axis=-1, mode="clip")

        lv, hv = gather(lo), gather(hi)
        if method == "linear":
            r = lax.add(lax.mul(lv, lw), lax.mul(hv, hw))
        elif method == "lower":
            r = lv
        elif method == "higher":
            r = hv
        elif method == "nearest":
            r = gather(lax.round_even(pos))
        else:
            r = lax.mul(lax.add(lv, hv), scalar_like(0.5, lv))
        if ignore_nan:
            bad = broadcast_to(count == 0, shape(r))
        else:
            bad = broadcast_to(reductions.any(isnan(x), axis=-1, keepdims=True), shape(r))
        r = lax.select(bad, scalar_like(np.nan, r), r)
    if keepdims:
        r = lax.reshape(r, [1 if d in axes else av.shape[d] for d in range(av.ndim)] + [nq])
    r = shape_ops.moveaxis(r, -1, 0)
    return lax.reshape(r, shape(r)[1:]) if not qs else r


def _check_q(name, q, top):
    if isinstance(q, Tracer):
        return
    qn = np.asarray(q)
    if qn.dtype.kind in "fiub" and not np.all((qn >= 0) & (qn <= top) | np.isnan(qn)):
        what = "Quantiles" if top == 1 else "Percentiles"
        raise ValueError(f"{name}: {what} must be in the range [0, {top}], got {q!r}")


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
             keepdims=False):
    """The q-th quantiles (q in [0, 1], a scalar or 1-D) along ``axis``, interpolated
    linearly (numpy's default); NaN where a slice holds a NaN. Result axes: q's first."""
    no_out("quantile", out)
    _check_q("quantile", q, 1)
    return _quantile("quantile", a, q, axis, method, keepdims)


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
               keepdims=False):
    """quantile with q in percent (0 to 100)."""
    no_out("percentile", out)
    _check_q("percentile", q, 100)
    q = ufuncs.true_divide(promote_inexact(q)[0], 100.0)
    return _quantile("percentile", a, q, axis, method, keepdims)


def nanquantile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
                keepdims=False):
    """quantile ignoring NaNs: each slice's quantiles over its non-NaN entries (NaN for
    an all-NaN slice)."""
    if overwrite_input or out is not None:
        raise ValueError("jax.numpy.nanquantile does not support overwrite_input=True or "
                         "out != None")
    _check_q("nanquantile", q, 1)
    return _quantile("nanquantile", a, q, axis, method, keepdims, ignore_nan=True)


def nanpercentile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
                  keepdims=False):
    """nanquantile with q in percent (0 to 100)."""
    _check_q("nanpercentile", q, 100)
    q = ufuncs.true_divide(promote_inexact(q)[0], 100.0)
    return nanquantile(a, q, axis=axis, out=out, overwrite_input=overwrite_input,
                       method=method, keepdims=keepdims)


def nanmedian(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    """median ignoring NaNs (NaN for an all-NaN slice)."""
    return nanquantile(a, 0.5, axis=axis, out=out, overwrite_input=overwrite_input,
                       keepdims=keepdims, method="midpoint")


def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None):
    """Covariance matrix of the variables in the rows of m (columns when not rowvar), with
    y's variables appended; normalized by N - 1 (N with bias, N - ddof with ddof)."""
    if y is not None:
        m, y = promote_inexact(m, y)
        if aval_of(y).ndim > 2:
            raise ValueError("cov: y has more than 2 dimensions")
    else:
        m = promote_inexact(m)[0]
    if aval_of(m).ndim > 2:
        raise ValueError("cov: m has more than 2 dimensions")
    X = shape_ops.atleast_2d(m)
    if not rowvar and shape(X)[0] != 1:
        X = shape_ops.transpose(X)
    if shape(X)[0] == 0:
        return creation.zeros((0, 0), aval_of(X).dtype)
    if y is not None:
        Y = shape_ops.atleast_2d(y)
        if not rowvar and shape(Y)[0] != 1:
            Y = shape_ops.transpose(Y)
        X = shape_ops.concatenate([X, Y], axis=0)
    if ddof is None:
        ddof = 1 if not bias else 0
    ddof = concrete_int(ddof, "cov", "ddof")
    n = shape(X)[1]
    w = None
    for arg, name in ((fweights, "fweights"), (aweights, "aweights")):
        if arg is None:
            continue
        v = asarray(arg)
        if aval_of(v).ndim > 1:
            raise RuntimeError(f"cov: cannot handle multidimensional {name}")
        if shape(v)[0] != n:
            raise RuntimeError(f"cov: incompatible numbers of samples and {name}")
        w = v if w is None else ufuncs.multiply(w, v)
    avg, w_sum = average(X, axis=1, weights=w, returned=True)
    w_sum = w_sum[0]
    if w is None:
        f = n - ddof
    elif ddof == 0:
        f = w_sum
    elif aweights is None:
        f = ufuncs.subtract(w_sum, ddof)
    else:
        f = ufuncs.subtract(w_sum, ufuncs.true_divide(
            ufuncs.multiply(ddof, reductions.sum(ufuncs.multiply(w, asarray(aweights)))),
            w_sum))
    X = ufuncs.subtract(X, lax.reshape(avg, (shape(avg)[0], 1)))
    X_T = shape_ops.transpose(X if w is None else ufuncs.multiply(X, w))
    c = ufuncs.true_divide(linalg_ops.dot(X, ufuncs.conjugate(X_T)), f)
    return shape_ops.squeeze(c)


def corrcoef(x, y=None, rowvar=True):
    """Pearson correlation coefficients: cov normalized by the standard deviations,
    clipped to [-1, 1]."""
    c = cov(x, y, rowvar)
    if len(shape(c)) == 0:
        return ufuncs.true_divide(c, c)
    d = diagonals.diag(c)
    std = lax.convert_element_type(ufuncs.sqrt(ufuncs.real(d)), aval_of(c).dtype)
    n = shape(std)[0]
    c = ufuncs.true_divide(ufuncs.true_divide(c, lax.reshape(std, (n, 1))),
                           lax.reshape(std, (1, n)))
    re = ufuncs.clip(ufuncs.real(c), -1, 1)
    if aval_of(c).dtype.kind == "c":
        return lax.complex(re, ufuncs.clip(ufuncs.imag(c), -1, 1))
    return re


def bincount(x, weights=None, minlength=0, *, length=None):
    """Counts (or summed weights) per non-negative integer value; under jit ``length``
    fixes the output size. As in JAX, negative values count in bin 0 and values past
    the end are dropped."""
    x = asarray(x)
    if np.dtype(aval_of(x).dtype).kind not in "iu" or aval_of(x).ndim != 1:
        raise TypeError(f"bincount: x must be a 1-D integer array, got "
                        f"{aval_of(x).str_short()}")
    if length is None:
        if isinstance(x, Tracer):
            raise core.ConcretizationTypeError(
                f"bincount: the output size depends on the values of a traced x at "
                f"{core.user_location_str()}; pass length=... (a static int)")
        host = np.asarray(x)
        length = max(int(minlength), int(host.max()) + 1 if host.size else 0)
    length = operator.index(length)
    w = asarray(1 if weights is None else weights)
    dtype = dtypes.default_int() if weights is None else aval_of(w).dtype
    return creation.zeros(length, dtype).at[ufuncs.maximum(x, 0)].add(w, mode="drop")
