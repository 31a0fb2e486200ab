"""Sorting and searching: sort, argsort, lexsort, searchsorted, partition / argpartition
(through top_k) and sort_complex (NaNs sort last, as in
numpy), on lax's sort.

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import numpy as np

from .. import dtypes, primitives as lax
from ..batching import vmap
from ._base import (array_and_axis, asarray, aval_of, canonical_axis, complex_dtype,
                    promote_dtypes)
from . import creation, reductions, shape_ops, ufuncs
from .indexing_routines import take, take_along_axis


def sort(a, axis=-1, kind=None, order=None, *, stable=True, descending=False):
    """Sorted copy along ``axis``; NaNs last; ``descending`` keeps ties in order."""
    if order is not None:
        raise ValueError("sort: 'order' is not supported (no structured dtypes)")
    a, axis = array_and_axis(a, axis, "sort")
    if aval_of(a).ndim == 0:
        return a
    if descending:
        return lax.rev(lax.sort(lax.rev(a, [axis]), axis, stable), [axis])
    return lax.sort(a, axis, stable)


def argsort(a, axis=-1, kind=None, order=None, *, stable=True, descending=False):
    """Indices that sort ``a`` along ``axis`` (ties keep their order)."""
    if order is not None:
        raise ValueError("argsort: 'order' is not supported (no structured dtypes)")
    a, axis = array_and_axis(a, axis, "argsort")
    shape = aval_of(a).shape
    iota = lax.broadcasted_iota(dtypes.default_int(), shape, axis) if shape else \
        asarray(0, dtypes.default_int())
    if not shape:
        return iota
    if descending:
        _, idx = lax.sort_key_val(lax.rev(a, [axis]), lax.rev(iota, [axis]), axis, stable)
        return lax.rev(idx, [axis])
    return lax.sort_key_val(a, iota, axis, stable)[1]


def lexsort(keys, axis=-1):
    """Indices sorting by several keys, the last one primary (stable)."""
    keys = [asarray(k) for k in keys]
    if not keys:
        raise TypeError("lexsort: need at least one key")
    shape = aval_of(keys[0]).shape
    if any(aval_of(k).shape != shape for k in keys):
        raise ValueError(f"lexsort: all keys need the same shape, got "
                         f"{[aval_of(k).shape for k in keys]}")
    axis = canonical_axis(axis, len(shape))
    iota = lax.broadcasted_iota(dtypes.default_int(), shape, axis)
    return lax.sort((*keys[::-1], iota), axis, num_keys=len(keys))[-1]


def _nan_last_less(a, b):
    """a < b in sort order: NaN after every number."""
    if np.dtype(aval_of(a).dtype).kind not in "fc":
        return ufuncs.less(a, b)
    b_nan_a_not = ufuncs.logical_and(ufuncs.isnan(b), ufuncs.logical_not(ufuncs.isnan(a)))
    return ufuncs.logical_or(ufuncs.less(a, b), b_nan_a_not)


def searchsorted(a, v, side="left", sorter=None, method="compare_all"):
    """Insertion points of ``v`` into the sorted 1-D ``a`` (NaNs sort last, as numpy)."""
    if side not in ("left", "right"):
        raise ValueError(f"searchsorted: side must be 'left' or 'right', got {side!r}")
    a = asarray(a)
    if aval_of(a).ndim != 1:
        raise ValueError(f"searchsorted: a must be one-dimensional, got shape "
                         f"{aval_of(a).shape}")
    if sorter is not None:
        a = take(a, sorter, mode="clip")
    a, v = promote_dtypes(a, v)
    v_shape = aval_of(v).shape
    ae = lax.broadcast_in_dim(a, v_shape + aval_of(a).shape, (len(v_shape),))
    ve = lax.broadcast_in_dim(v, v_shape + aval_of(a).shape, tuple(range(len(v_shape))))
    if side == "left":
        before = _nan_last_less(ae, ve)
    else:
        before = ufuncs.logical_not(_nan_last_less(ve, ae))
    return reductions.sum(before, axis=-1, dtype=dtypes.default_int())


def _partition_setup(name, a, kth, axis):
    a = asarray(a)
    if aval_of(a).dtype.kind == "c":
        raise NotImplementedError(f"jnp.{name} for complex dtype is not implemented.")
    axis = canonical_axis(axis, aval_of(a).ndim)
    n = aval_of(a).shape[axis]
    kth = canonical_axis(kth, n, "kth")
    return shape_ops.swapaxes(a, axis, -1), axis, kth, n


def partition(a, kth, axis=-1):
    """``a`` with its kth smallest element along ``axis`` in place, the smaller ones before
    it and the larger ones after (each side in JAX's order, from top_k)."""
    arr, axis, kth, n = _partition_setup("partition", a, kth, axis)
    if aval_of(arr).dtype.kind == "u":
        bottom = ufuncs.negative(lax.top_k(ufuncs.negative(arr + 1), kth + 1)[0]) - 1
    else:
        bottom = ufuncs.negative(lax.top_k(ufuncs.negative(arr), kth + 1)[0])
    top = lax.top_k(arr, n - kth - 1)[0]
    out = lax.concatenate([bottom, top], aval_of(arr).ndim - 1)
    return shape_ops.swapaxes(out, -1, axis)


def argpartition(a, kth, axis=-1):
    """The indices that partition ``a`` around its kth smallest element along ``axis``."""
    arr, axis, kth, n = _partition_setup("argpartition", a, kth, axis)
    if aval_of(arr).dtype.kind == "u":
        bottom = lax.top_k(ufuncs.negative(arr + 1), kth + 1)[1]
    else:
        bottom = lax.top_k(ufuncs.negative(arr), kth + 1)[1]
    # the rest: positions not in bottom, found through a proxy of ones zeroed there
    set_to_zero = lambda p, i: p.at[i].set(0)  # noqa: E731
    for _ in range(aval_of(arr).ndim - 1):
        set_to_zero = vmap(set_to_zero)
    proxy = set_to_zero(creation.ones(aval_of(arr).shape, np.float32), bottom)
    top = lax.top_k(proxy, n - kth - 1)[1]
    out = lax.concatenate([bottom, top], aval_of(arr).ndim - 1)
    return shape_ops.swapaxes(out, -1, axis)


def sort_complex(a):
    """``a`` sorted along its last axis (real part first, then imaginary), as complex."""
    a = asarray(a)
    d = aval_of(a).dtype
    if not aval_of(a).ndim:
        return lax.convert_element_type(a, complex_dtype(d))
    if d.kind != "c":
        return lax.convert_element_type(sort(a), complex_dtype(d))
    order = lexsort((ufuncs.imag(a), ufuncs.real(a)), axis=-1)
    return take_along_axis(a, order, axis=-1)
