"""Values-dependent sizes: unique (and the array API's unique_*), nonzero, argwhere,
flatnonzero and the set routines (setdiff1d, union1d, intersect1d, setxor1d).

Their output size depends on the values, so, as in JAX, a concrete input gives the exact
result, and a traced one needs ``size=`` (the result is cut or padded with
``fill_value`` to that size); without it they raise ConcretizationTypeError. Both paths
run the same sort-and-compact program, built from existing primitives, so jit and vmap
work through it.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .. import core
from .. import primitives as lax
from ._base import asarray, aval_of, concrete_int
from . import comparisons, creation, reductions, shape_ops, sorting, ufuncs


def _need_size(name: str, x) -> None:
    if isinstance(x, core.Tracer):
        raise core.ConcretizationTypeError(
            f"{name}: the size of the result depends on the values of a traced array at "
            f"{core.user_location_str()}; pass size=... (a static int), as in JAX")


def _host(x) -> np.ndarray:
    return np.asarray(x)


def _compact(values, mask, size: int, fill_value):
    """The entries of ``values`` where ``mask`` holds, in order, in an array of ``size``
    (extra ones dropped, missing ones ``fill_value``)."""
    pos = ufuncs.where(mask, lax.cumsum(mask.astype(np.int32), 0) - 1, size)
    out = creation.full((size,), fill_value, aval_of(values).dtype)
    return out.at[pos].set(values, mode="drop")


def _distinct_mask(s, equal_nan=True):
    """True where a sorted vector's entry differs from the one before (NaNs equal with
    ``equal_nan``)."""
    first = creation.ones((1,), bool)
    if aval_of(s).shape[0] == 0:
        return creation.zeros((0,), bool)
    ne = ufuncs.not_equal(s[1:], s[:-1])
    if equal_nan and np.dtype(aval_of(s).dtype).kind in "fc":
        ne = ne & ~(ufuncs.isnan(s[1:]) & ufuncs.isnan(s[:-1]))
    return shape_ops.concatenate([first, ne])


def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None,
           *, equal_nan=True, size=None, fill_value=None, sorted=True):
    """The sorted distinct values of ``ar`` (flattened unless ``axis``), and optionally the
    first index of each, the inverse (shaped as ``ar``) and the counts. Under jit give
    ``size``; as in JAX, padding repeats the smallest value (or ``fill_value``), its
    index, and count 0."""
    del sorted
    ar = asarray(ar)
    if axis is not None:
        _need_size("unique(axis=...)", ar)
        res = np.unique(_host(ar), return_index, return_inverse, return_counts, axis=axis,
                        equal_nan=equal_nan)
        return tuple(asarray(r) for r in res) if isinstance(res, tuple) else asarray(res)
    flat = shape_ops.ravel(ar)
    n = aval_of(flat).shape[0]
    if size is None:
        _need_size("unique", ar)
        size = len(np.unique(_host(flat), equal_nan=equal_nan)) if n else 0
    size = concrete_int(size, "unique", "size")
    perm = sorting.argsort(flat)
    s = flat[perm]
    mask = _distinct_mask(s, equal_nan)
    first = s[0] if n else creation.zeros((), aval_of(s).dtype)
    fill = first if fill_value is None else fill_value
    values = _compact(s, mask, size, fill)
    out = [values]
    if return_index:
        first_pos = perm[0] if n else 0
        out.append(_compact(perm, mask, size, first_pos))
    group = lax.cumsum(mask.astype(np.int32), 0) - 1
    if return_inverse:
        inv = creation.zeros((n,), np.int32).at[perm].set(group)
        out.append(shape_ops.reshape(inv, aval_of(ar).shape))
    if return_counts:
        out.append(creation.zeros((size,), np.int32).at[group].add(1, mode="drop"))
    return out[0] if len(out) == 1 else tuple(out)


class UniqueAllResult(NamedTuple):
    values: object
    indices: object
    inverse_indices: object
    counts: object


class UniqueCountsResult(NamedTuple):
    values: object
    counts: object


class UniqueInverseResult(NamedTuple):
    values: object
    inverse_indices: object


def unique_values(x, /, *, size=None, fill_value=None):
    """The array API's unique_values: the sorted distinct values."""
    return unique(x, size=size, fill_value=fill_value)


def unique_counts(x, /, *, size=None, fill_value=None):
    """The array API's unique_counts: (values, counts)."""
    return UniqueCountsResult(*unique(x, return_counts=True, size=size,
                                      fill_value=fill_value))


def unique_inverse(x, /, *, size=None, fill_value=None):
    """The array API's unique_inverse: (values, inverse_indices shaped as x)."""
    return UniqueInverseResult(*unique(x, return_inverse=True, size=size,
                                       fill_value=fill_value))


def unique_all(x, /, *, size=None, fill_value=None):
    """The array API's unique_all: (values, indices, inverse_indices, counts)."""
    return UniqueAllResult(*unique(x, return_index=True, return_inverse=True,
                                   return_counts=True, size=size, fill_value=fill_value))


def nonzero(a, *, size=None, fill_value=None):
    """One index array per dimension of the nonzero entries of ``a``, in C order; under jit
    give ``size`` (missing entries are ``fill_value``, 0 by default; one per dimension
    when a tuple)."""
    a = asarray(a)
    shp = aval_of(a).shape
    if not shp:
        raise ValueError("Calling nonzero on 0d arrays is not allowed. Use "
                         "jnp.atleast_1d(scalar).nonzero() instead.")
    mask = shape_ops.ravel(ufuncs.not_equal(a, 0))
    if size is None:
        _need_size("nonzero", a)
        size = int(np.count_nonzero(_host(a)))
    size = concrete_int(size, "nonzero", "size")
    fills = fill_value if isinstance(fill_value, (tuple, list)) else \
        (0 if fill_value is None else fill_value,) * len(shp)
    if len(fills) != len(shp):
        raise ValueError(f"nonzero: fill_value must be a scalar or a tuple of length "
                         f"{len(shp)}; got {fill_value}")
    out = []
    for d in range(len(shp)):
        coord = shape_ops.ravel(lax.broadcasted_iota(np.int32, shp, d))
        out.append(_compact(coord, mask, size, fills[d]))
    return tuple(out)


def flatnonzero(a, *, size=None, fill_value=None):
    """The indices of the nonzero entries of ``ravel(a)`` (``size`` under jit)."""
    return nonzero(shape_ops.ravel(a), size=size, fill_value=fill_value)[0]


def argwhere(a, *, size=None, fill_value=None):
    """The indices of the nonzero entries as rows of an (N, a.ndim) array."""
    a = asarray(a)
    if aval_of(a).ndim == 0:
        got = nonzero(shape_ops.atleast_1d(a), size=size, fill_value=fill_value)[0]
        return shape_ops.reshape(got, (aval_of(got).shape[0], 0))
    return shape_ops.stack(nonzero(a, size=size, fill_value=fill_value), axis=1)


def _set_result(name, values, mask, size, fill_value, default_fill):
    """Compact ``values`` where ``mask`` holds: to the exact count when concrete."""
    if size is None:
        _need_size(name, mask)
        size = int(np.count_nonzero(_host(mask)))
    size = concrete_int(size, name, "size")
    return _compact(values, mask, size, default_fill if fill_value is None else fill_value)


def _sorted_distinct(x):
    s = sorting.sort(shape_ops.ravel(asarray(x)))
    return s, _distinct_mask(s)


def setdiff1d(ar1, ar2, assume_unique=False, *, size=None, fill_value=None):
    """The sorted distinct values of ``ar1`` not in ``ar2`` (padding 0 under ``size``)."""
    s, mask = _sorted_distinct(ar1)
    keep = mask & ~comparisons.isin(s, ar2)
    return _set_result("setdiff1d", s, keep, size, fill_value, 0)


def union1d(ar1, ar2, *, size=None, fill_value=None):
    """The sorted distinct values of both arrays (padding: the smallest value)."""
    both = shape_ops.concatenate([shape_ops.ravel(asarray(ar1)), shape_ops.ravel(asarray(ar2))])
    s, mask = _sorted_distinct(both)
    return _set_result("union1d", s, mask, size, fill_value, s[0])


def intersect1d(ar1, ar2, assume_unique=False, return_indices=False, *, size=None,
                fill_value=None):
    """The sorted distinct values in both arrays; with ``return_indices`` also the first
    index of each in ``ar1`` and in ``ar2`` (padding: the smallest value, index 0)."""
    a1, a2 = shape_ops.ravel(asarray(ar1)), shape_ops.ravel(asarray(ar2))
    p1 = sorting.argsort(a1)
    s = a1[p1]
    keep = _distinct_mask(s) & comparisons.isin(s, a2)
    vals = _set_result("intersect1d", s, keep, size, fill_value, s[0])
    if not return_indices:
        return vals
    n = aval_of(vals).shape[0]
    i1 = _compact(p1, keep, n, 0)
    p2 = sorting.argsort(a2)
    s2 = a2[p2]
    where2 = sorting.searchsorted(s2, vals)
    i2 = p2[ufuncs.minimum(where2, aval_of(s2).shape[0] - 1)]
    return vals, i1, i2


def setxor1d(ar1, ar2, assume_unique=False, *, size=None, fill_value=None):
    """The sorted distinct values in exactly one of the arrays (padding: the smallest)."""
    u1, m1 = _sorted_distinct(ar1)
    u2, m2 = _sorted_distinct(ar2)
    both = shape_ops.concatenate([u1, u2])
    keep = shape_ops.concatenate([m1 & ~comparisons.isin(u1, u2),
                                  m2 & ~comparisons.isin(u2, u1)])
    perm = sorting.argsort(both)
    s = both[perm]
    keep = keep[perm]
    first = s[reductions.argmax(keep)] if aval_of(s).shape[0] else 0
    return _set_result("setxor1d", s, keep, size, fill_value, first)
