"""Summaries of samples: mode, rankdata and sem, as jax.scipy.stats has them.  Ties are
found on the sorted sample: a run of equal values spans [first, last], both read off with
a cumulative max (min) of the run's start (end) positions, so no step is quadratic."""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from ... import lax
from ... import numpy as jnp
from ...numpy.ufuncs import to_inexact

_NAN_POLICIES = ("propagate", "omit", "raise")
_RANK_METHODS = ("average", "min", "max", "dense", "ordinal")


class ModeResult(NamedTuple):
    """mode's result: the most frequent value and how many times it occurs."""
    mode: object
    count: object


def _check_nan_policy(name, nan_policy, supported):
    if nan_policy not in _NAN_POLICIES:
        raise ValueError(f"{name}: nan_policy must be one of {_NAN_POLICIES}, got {nan_policy!r}")
    if nan_policy not in supported:
        raise NotImplementedError(f"{name}: nan_policy={nan_policy!r} is not supported")


def _runs(s):
    """For a sorted last axis: each position's run of equal values as (first, last) indices
    and the run's 1-based number.  NaN equals nothing, so each NaN is a run of its own."""
    n = s.shape[-1]
    idx = jnp.broadcast_to(jnp.arange(n), s.shape)
    differs = s[..., 1:] != s[..., :-1]
    edge = jnp.ones(s.shape[:-1] + (1,), bool)
    starts = jnp.concatenate([edge, differs], axis=-1)
    ends = jnp.concatenate([differs, edge], axis=-1)
    first = lax.cummax(jnp.where(starts, idx, 0), axis=s.ndim - 1)
    last = lax.cummin(jnp.where(ends, idx, n - 1), axis=s.ndim - 1, reverse=True)
    number = jnp.cumsum(starts.astype(idx.dtype), axis=-1)
    return first, last, number


def mode(a, axis: int | None = 0, nan_policy: str = "propagate", keepdims: bool = False):
    """The most frequent value along ``axis`` (the smallest of equally frequent ones) and
    its count, as ``ModeResult(mode, count)``; ``axis=None`` uses the flattened array.
    Only nan_policy='propagate' is supported (NaNs count as distinct values), as in JAX."""
    _check_nan_policy("mode", nan_policy, ("propagate",))
    a = jnp.asarray(a)
    if axis is None:
        x = a.ravel()
        out_axis = None
    else:
        out_axis = axis % max(a.ndim, 1)
        x = jnp.moveaxis(a, out_axis, -1)
    if x.shape[-1] == 0:
        raise ValueError("mode: the axis has no elements")
    s = jnp.sort(x, axis=-1)
    first, last, _ = _runs(s)
    counts = last - first + 1
    best = jnp.argmax(counts, axis=-1)[..., None]
    value = jnp.take_along_axis(s, best, axis=-1)[..., 0]
    count = jnp.take_along_axis(counts, best, axis=-1)[..., 0]
    if keepdims:
        if out_axis is None:
            value, count = value.reshape((1,) * a.ndim), count.reshape((1,) * a.ndim)
        else:
            value, count = jnp.expand_dims(value, out_axis), jnp.expand_dims(count, out_axis)
    return ModeResult(value, count)


def rankdata(a, method: str = "average", *, axis: int | None = None,
             nan_policy: str = "propagate"):
    """Ranks 1..n of the values along ``axis`` (flattened for ``axis=None``), ties resolved
    by ``method``: 'average', 'min', 'max', 'dense' (consecutive ranks of the distinct
    values) or 'ordinal' (order of appearance).  Floats of the default dtype; a slice with
    a NaN ranks as all NaN (nan_policy='propagate', the only one supported)."""
    _check_nan_policy("rankdata", nan_policy, ("propagate",))
    if method not in _RANK_METHODS:
        raise ValueError(f"rankdata: unknown method {method!r}; expected one of {_RANK_METHODS}")
    a = jnp.asarray(a)
    x = a.ravel() if axis is None else jnp.moveaxis(a, axis, -1)
    order = jnp.argsort(x, axis=-1, stable=True)
    s = jnp.take_along_axis(x, order, axis=-1)
    first, last, number = _runs(s)
    dtype = jnp.result_type(float)
    if method == "average":
        sorted_ranks = (first + last).astype(dtype) / 2 + 1
    elif method == "ordinal":
        sorted_ranks = jnp.broadcast_to(jnp.arange(1, x.shape[-1] + 1, dtype=dtype), x.shape)
    elif method == "min":
        sorted_ranks = (first + 1).astype(dtype)
    elif method == "max":
        sorted_ranks = (last + 1).astype(dtype)
    else:                                         # dense: the run's number
        sorted_ranks = number.astype(dtype)
    ranks = jnp.take_along_axis(sorted_ranks, jnp.argsort(order, axis=-1), axis=-1)
    if jnp.issubdtype(x.dtype, np.inexact):
        ranks = jnp.where(jnp.any(jnp.isnan(x), axis=-1, keepdims=True), np.nan, ranks)
    return ranks if axis is None else jnp.moveaxis(ranks, -1, axis)


def sem(a, axis: int | None = 0, ddof: int = 1, nan_policy: str = "propagate", *,
        keepdims: bool = False):
    """The standard error of the mean, std(a, ddof) / sqrt(n), along ``axis`` (all of a for
    ``axis=None``).  nan_policy='omit' leaves NaNs out of both std and n; 'propagate'
    gives NaN for a slice with one."""
    if nan_policy not in ("propagate", "omit"):
        raise ValueError(f"sem: nan_policy {nan_policy!r} is not supported "
                         "(only 'propagate' and 'omit')")
    a = jnp.asarray(to_inexact(a))
    if nan_policy == "omit":
        count = jnp.sum(~jnp.isnan(a), axis=axis, keepdims=keepdims)
        spread = jnp.nanstd(a, axis=axis, ddof=ddof, keepdims=keepdims)
    else:
        count = a.size if axis is None else a.shape[axis]
        spread = jnp.std(a, axis=axis, ddof=ddof, keepdims=keepdims)
    return spread / jnp.sqrt(jnp.asarray(count, spread.dtype))
