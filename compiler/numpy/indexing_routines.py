"""numpy's indexing routines: take, take_along_axis and put_along_axis (on indexing's
gather and scatter), the index builders ix_, unravel_index, indices, tril_indices,
triu_indices and diag_indices, and select. Out-of-bounds indices in ``take`` /
``take_along_axis`` read ``fill_value`` by default (NaN for floats), as in JAX; negative
indices wrap as in numpy.

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import operator

import numpy as np

from .. import core, dtypes, prng, primitives as lax
from ..core import Tracer
from ._base import (array_and_axis, asarray, aval_of, broadcast_shapes, broadcast_to,
                    concrete_int, promote_dtypes, shape, to_dtype)
from . import creation, shape_ops, ufuncs
from .indexing import rewriting_take
from .ufuncs import as_bool


_TAKE_MODES = ("fill", "clip", "wrap")


def _check_take_mode(mode, where):
    mode = "fill" if mode is None else mode
    if mode == "raise":
        raise NotImplementedError(f"{where}: mode='raise' needs the index values on the host; "
                                  f"use 'fill', 'clip' or 'wrap'")
    if mode not in _TAKE_MODES:
        raise ValueError(f"{where}: invalid mode {mode!r}; expected one of {_TAKE_MODES}")
    return mode


@prng.on_keys("numpy.take")
def take(a, indices, axis=None, out=None, mode=None, unique_indices=False,
         indices_are_sorted=False, fill_value=None):
    """Elements of ``a`` at ``indices`` along ``axis`` (flattened when None)."""
    if out is not None:
        raise NotImplementedError("take: the 'out' argument is not supported")
    mode = _check_take_mode(mode, "take")
    a, axis = array_and_axis(a, axis, "take")
    if mode == "wrap":
        n = aval_of(a).shape[axis]
        indices, mode = ufuncs.remainder(asarray(indices), n), "clip"
    idx = (slice(None),) * axis + (indices,)
    return rewriting_take(a, idx, mode=mode, fill_value=fill_value, where="take")


def take_along_axis(arr, indices, axis, mode=None, fill_value=None):
    """``arr`` picked along ``axis`` by ``indices`` of the same rank (numpy's rule)."""
    mode = _check_take_mode(mode, "take_along_axis")
    arr, axis = array_and_axis(arr, axis, "take_along_axis")
    shape = aval_of(arr).shape
    ishape = np.shape(indices) if not isinstance(indices, list) else np.shape(np.asarray(indices))
    if len(ishape) != len(shape):
        raise ValueError(f"take_along_axis: indices and arr must have the same number of "
                         f"dimensions; got indices {ishape} for arr {shape} "
                         f"(at {core.user_location_str()})")
    if mode == "wrap":
        indices, mode = ufuncs.remainder(asarray(indices), shape[axis]), "clip"
    idx = []
    for d, n in enumerate(shape):
        if d == axis:
            idx.append(indices)
            continue
        grid = np.arange(n, dtype=np.int32) if n != 1 else np.zeros(1, np.int32)
        idx.append(grid.reshape(tuple(n if i == d else 1 for i in range(len(shape)))))
    return rewriting_take(arr, tuple(idx), mode=mode, fill_value=fill_value,
                          where="take_along_axis")


def put_along_axis(arr, indices, values, axis, inplace=True, mode=None):
    """``arr`` with ``values`` written at ``indices`` along ``axis`` (needs inplace=False:
    hostcall arrays are immutable)."""
    if inplace:
        raise ValueError("put_along_axis: hostcall arrays are immutable; pass inplace=False")
    arr, axis = array_and_axis(arr, axis, "put_along_axis")
    shape = aval_of(arr).shape
    if np.ndim(indices) != len(shape):
        raise ValueError(f"put_along_axis: indices and arr must have the same number of "
                         f"dimensions; got {np.shape(indices)} for {shape}")
    idx = tuple(indices if d == axis else np.arange(n, dtype=np.int32).reshape(
        tuple(n if i == d else 1 for i in range(len(shape)))) for d, n in enumerate(shape))
    return arr.at[idx].set(values, mode=mode)


def ix_(*args):
    """Open mesh of index arrays: args[k] along dimension k (booleans -> nonzero)."""
    out = []
    for k, a in enumerate(args):
        if isinstance(a, Tracer) and np.dtype(a.dtype) == np.bool_:
            raise TypeError("ix_: boolean arrays must be concrete")
        if not isinstance(a, Tracer) and np.asarray(a).dtype == np.bool_:
            a = np.nonzero(np.asarray(a))[0]
        a = asarray(a)
        if aval_of(a).ndim != 1:
            raise ValueError(f"ix_: arguments must be one-dimensional, got shape "
                             f"{aval_of(a).shape}")
        out.append(lax.reshape(a, tuple(aval_of(a).size if i == k else 1
                                        for i in range(len(args)))))
    return tuple(out)


def unravel_index(indices, shape):
    """Flat indices -> a tuple of coordinate arrays (negative indices wrap, others clip)."""
    shape = tuple(operator.index(d) for d in shape)
    idx = asarray(indices)
    total = int(np.prod(shape, dtype=np.int64))
    idx = ufuncs.clip(ufuncs.where(idx < 0, idx + total, idx), 0, max(total - 1, 0))
    out = []
    for d in reversed(shape):
        out.append(ufuncs.remainder(idx, d) if d else idx)
        idx = ufuncs.floor_divide(idx, d) if d else idx
    return tuple(reversed(out))


def _static_index_arrays(arrays):
    return tuple(asarray(np.asarray(a), dtype=dtypes.default_int()) for a in arrays)


def tril_indices(n, k=0, m=None):
    """Row and column indices of the lower triangle (at and below diagonal k) of (n, m)."""
    n, k = concrete_int(n, "tril_indices", "n"), concrete_int(k, "tril_indices", "k")
    m = n if m is None else concrete_int(m, "tril_indices", "m")
    return _static_index_arrays(np.tril_indices(n, k, m))


def triu_indices(n, k=0, m=None):
    """Row and column indices of the upper triangle (at and above diagonal k) of (n, m)."""
    n, k = concrete_int(n, "triu_indices", "n"), concrete_int(k, "triu_indices", "k")
    m = n if m is None else concrete_int(m, "triu_indices", "m")
    return _static_index_arrays(np.triu_indices(n, k, m))


def diag_indices(n, ndim=2):
    """``ndim`` copies of arange(n): the indices of the main diagonal of an n**ndim array."""
    n, ndim = concrete_int(n, "diag_indices", "n"), concrete_int(ndim, "diag_indices", "ndim")
    if n < 0:
        raise ValueError(f"n argument to diag_indices must be nonnegative, got {n}")
    if ndim < 0:
        raise ValueError(f"ndim argument to diag_indices must be nonnegative, got {ndim}")
    return (creation.arange(n, dtype=dtypes.default_int()),) * ndim


def indices(dimensions, dtype=None, sparse=False):
    """The index grid of an array of shape ``dimensions``: one array of shape
    (len(dimensions), *dimensions), or with ``sparse`` a tuple of broadcastable arrays."""
    dims = tuple(concrete_int(d, "indices", "dimensions") for d in dimensions)
    dtype = dtypes.default_int() if dtype is None else dtypes.canonicalize(to_dtype(dtype))
    out = []
    for i, n in enumerate(dims):
        s = tuple(n if j == i else 1 for j in range(len(dims))) if sparse else dims
        out.append(lax.broadcasted_iota(dtype, s, i))
    if sparse:
        return tuple(out)
    if not out:
        return creation.zeros((0,), dtype)
    return shape_ops.stack(out)


def select(condlist, choicelist, default=0):
    """choicelist[i] where condlist[i] is the first true condition, else ``default``."""
    if len(condlist) != len(choicelist):
        raise ValueError(f"select: condlist must have length equal to choicelist "
                         f"({len(condlist)} vs {len(choicelist)})")
    if len(condlist) == 0:
        raise ValueError("select: condlist must be non-empty")
    choices = promote_dtypes(default, *choicelist)
    conds = [as_bool(c) for c in condlist]
    out = broadcast_shapes(*[shape(v) for v in choices + conds])
    r = broadcast_to(choices[0], out)
    for c, v in zip(conds[::-1], choices[:0:-1]):
        r = lax.select(broadcast_to(c, out), broadcast_to(v, out), r)
    return r
