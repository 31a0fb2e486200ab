"""Editing arrays by position or mask: insert, delete, append, resize, trim_zeros,
compress, extract, place, put, choose, block and broadcast_arrays.

Composed from the other hostcall.numpy functions (scatters through ``.at``, gathers,
concatenation), as jax.numpy's: where the result's shape depends on values (delete with
repeated indices, compress without ``size``, trim_zeros) the values must be concrete;
the in-place numpy forms (place, put) need ``inplace=False``.
"""
from __future__ import annotations

import math
import operator

import numpy as np

from .. import numpy as jnp
from ._base import canonical_axis, concrete_array


def _index_tuple(x):
    return tuple(operator.index(v) for v in (x if np.iterable(x) else (x,)))


def _tile_to_size(arr, size):
    if arr.size < size:
        arr = jnp.tile(arr, int(np.ceil(size / arr.size)))
    return arr[:size] if arr.size > size else arr


def _ndmin(x, nd):
    return x.reshape((1,) * (nd - x.ndim) + x.shape) if x.ndim < nd else x


def broadcast_arrays(*args):
    """The arguments broadcast to their common shape (copies, not views)."""
    arrays = [jnp.asarray(a) for a in args]
    shapes = [a.shape for a in arrays]
    if not shapes or all(s == shapes[0] for s in shapes):
        return arrays
    target = jnp.broadcast_shapes(*shapes)
    return [jnp.broadcast_to(a, target) for a in arrays]


def append(arr, values, axis=None):
    """``values`` concatenated after ``arr`` (both flattened when ``axis`` is None)."""
    if axis is None:
        return jnp.concatenate([jnp.ravel(arr), jnp.ravel(values)], 0)
    return jnp.concatenate([arr, values], axis=axis)


def insert(arr, obj, values, axis=None):
    """``values`` inserted before the indices ``obj`` (an int, a 1-D array or a slice)
    along ``axis`` (of the flattened array when None)."""
    a = jnp.asarray(arr)
    values = jnp.asarray(values)
    if axis is None:
        a, axis = jnp.ravel(a), 0
    axis = canonical_axis(operator.index(axis), a.ndim)
    indices = jnp.arange(*obj.indices(a.shape[axis])) if isinstance(obj, slice) \
        else jnp.asarray(obj)
    if indices.ndim > 1:
        raise ValueError("jnp.insert(): obj must be a slice, a one-dimensional array, or a "
                         f"scalar; got {obj}")
    if not jnp.issubdtype(indices.dtype, np.integer):
        if indices.size == 0 and not hasattr(obj, "aval"):
            indices = indices.astype(int)
        else:
            raise ValueError(f"jnp.insert(): index array must be integer typed; got {obj}")
    values = _ndmin(values.astype(a.dtype), a.ndim)
    if indices.size == 1:
        index = jnp.ravel(indices)[0]
        if indices.ndim == 0:
            values = jnp.moveaxis(values, 0, axis)
        indices = jnp.full(values.shape[axis], index)
    n_input = a.shape[axis]
    n_insert = jnp.broadcast_shapes(indices.shape, (values.shape[axis],))[0]
    out_shape = list(a.shape)
    out_shape[axis] += n_insert
    out = jnp.zeros(tuple(out_shape), a.dtype)
    indices = jnp.where(indices < 0, indices + n_input, indices)
    indices = jnp.clip(indices, 0, n_input)
    values_ind = indices.at[jnp.argsort(indices)].add(
        jnp.arange(n_insert, dtype=indices.dtype))
    arr_mask = jnp.ones(n_input + n_insert, dtype=bool).at[values_ind].set(False)
    arr_ind = jnp.nonzero(arr_mask, size=n_input)[0]
    lead = (slice(None),) * axis
    values = jnp.broadcast_to(values, tuple(out_shape[:axis]) + (n_insert,)
                              + tuple(out_shape[axis + 1:]))
    out = out.at[lead + (values_ind,)].set(values)
    return out.at[lead + (arr_ind,)].set(a)


def delete(arr, obj, axis=None, *, assume_unique_indices=False):
    """``arr`` without the entries ``obj`` (an int, slice, integer or boolean array) along
    ``axis`` (of the flattened array when None). Traced integer indices need
    ``assume_unique_indices=True``."""
    a = jnp.asarray(arr)
    if axis is None:
        a, axis = jnp.ravel(a), 0
    axis = canonical_axis(axis, a.ndim)
    lead = (slice(None),) * axis
    try:
        obj = canonical_axis(operator.index(obj), a.shape[axis], "index")
    except TypeError:
        pass
    else:
        return jnp.concatenate([a[lead + (slice(0, obj),)], a[lead + (slice(obj + 1, None),)]],
                               axis=axis)
    if isinstance(obj, slice):
        obj = np.arange(a.shape[axis])[obj]
        assume_unique_indices = True
    if assume_unique_indices and jnp.issubdtype(jnp.asarray(obj).dtype, np.integer):
        idx = jnp.ravel(jnp.asarray(obj))
        idx = jnp.clip(jnp.where(idx < 0, idx + a.shape[axis], idx), 0, a.shape[axis])
        idx = jnp.sort(idx)
        idx = idx - jnp.arange(idx.size, dtype=idx.dtype)
        i = jnp.arange(a.shape[axis] - idx.size, dtype=idx.dtype)
        i = i + jnp.sum(i[None, :] >= idx[:, None], axis=0, dtype=i.dtype)
        return a[lead + (i,)]
    host = concrete_array(obj, "delete", "the 'obj' array argument of jnp.delete()")
    if host.dtype.kind in "iu":
        mask = np.ones(a.shape[axis], dtype=bool)
        mask[host] = False
    elif host.dtype == bool:
        if host.shape != (a.shape[axis],):
            raise ValueError("np.delete(arr, obj): for boolean indices, obj must be "
                             "one-dimensional with length matching specified axis.")
        mask = ~host
    else:
        raise ValueError(f"np.delete(arr, obj): got obj.dtype={host.dtype}; must be integer "
                         "or bool.")
    return a[lead + (np.nonzero(mask)[0],)]


def resize(a, new_shape):
    """``a`` flattened, repeated as often as needed and cut to ``new_shape``."""
    new_shape = _index_tuple(new_shape)
    if any(d < 0 for d in new_shape):
        raise ValueError("all elements of `new_shape` must be non-negative")
    arr = jnp.ravel(a)
    size = math.prod(new_shape)
    if arr.size == 0 or size == 0:
        return jnp.zeros(new_shape, arr.dtype)
    return jnp.reshape(jnp.tile(arr, -(-size // arr.size))[:size], new_shape)


def trim_zeros(filt, trim="fb", axis=None):
    """``filt`` without its leading ('f') and trailing ('b') all-zero slices along
    ``axis`` (all axes when None); the values must be concrete."""
    filt = jnp.asarray(filt)
    host = concrete_array(filt, "trim_zeros", "the `filt` argument of trim_zeros()")
    axes = range(filt.ndim) if axis is None else \
        [canonical_axis(ax, filt.ndim) for ax in ((axis,) if isinstance(axis, int) else axis)]
    axes = set(axes)
    if not axes or ("f" not in trim.lower() and "b" not in trim.lower()):
        return filt

    def cut(ax):
        if ax not in axes:
            return slice(None)
        mask = host.any(axis=tuple(i for i in range(host.ndim) if i != ax))
        if not mask.any():
            return slice(0, 0)
        start = int(mask.argmax()) if "f" in trim.lower() else None
        stop = host.shape[ax] - int(mask[::-1].argmax()) if "b" in trim.lower() else None
        return slice(start, stop)
    return filt[tuple(cut(ax) for ax in range(filt.ndim))]


def compress(condition, a, axis=None, *, size=None, fill_value=0, out=None):
    """The slices of ``a`` along ``axis`` where ``condition`` holds; with ``size`` (which
    jit needs) the first ``size`` of them, padded with ``fill_value``."""
    if out is not None:
        raise NotImplementedError("The 'out' argument to jnp.compress is not supported.")
    cond = jnp.asarray(condition).astype(bool)
    arr = jnp.asarray(a)
    if cond.ndim != 1:
        raise ValueError("condition must be a 1D array")
    if axis is None:
        axis, arr = 0, jnp.ravel(arr)
    else:
        arr = jnp.moveaxis(arr, axis, 0)
    cond, extra = cond[:arr.shape[0]], cond[arr.shape[0]:]
    arr = arr[:cond.shape[0]]
    if size is None:
        c = concrete_array(cond, "compress", "condition (pass size= under jit)")
        if concrete_array(extra, "compress", "condition").any():
            raise ValueError("condition contains entries that are out of bounds")
        result = arr[np.nonzero(c)[0]]
    elif not 0 <= size <= arr.shape[0]:
        raise ValueError("size must be positive and not greater than the size of the array "
                         f"axis; got size={size} for a.shape[axis]={arr.shape[0]}")
    else:
        mask = cond.reshape(cond.shape + (1,) * (arr.ndim - 1))
        arr = jnp.where(mask, arr, jnp.asarray(fill_value, dtype=arr.dtype))
        result = arr[jnp.argsort(cond, stable=True, descending=True)][:size]
    return jnp.moveaxis(result, 0, axis)


def extract(condition, arr, *, size=None, fill_value=0):
    """The entries of ``arr`` where ``condition`` holds (both flattened): compress."""
    return compress(jnp.ravel(condition), jnp.ravel(arr), size=size, fill_value=fill_value)


def place(arr, mask, vals, *, inplace=True):
    """``arr`` with the entries where ``mask`` holds set to ``vals`` in turn (repeated as
    needed); needs ``inplace=False``."""
    data, mask = jnp.asarray(arr), jnp.asarray(mask)
    vals = jnp.ravel(vals)
    if inplace:
        raise ValueError(
            "jax.numpy.place cannot modify arrays in-place, because JAX arrays are immutable. "
            "Pass inplace=False to instead return an updated array.")
    if data.size != mask.size:
        raise ValueError("place: arr and mask must be the same size")
    if not vals.size:
        raise ValueError("Cannot place values from an empty array")
    if not data.size:
        return data
    indices = jnp.nonzero(jnp.ravel(mask), size=mask.size, fill_value=mask.size)[0]
    vals = _tile_to_size(vals, indices.shape[0])
    return jnp.ravel(data).at[indices].set(vals, mode="drop").reshape(data.shape)


def put(a, ind, v, mode=None, *, inplace=True):
    """``a`` with the flat positions ``ind`` set to ``v`` (repeated as needed); ``mode``
    'clip' or 'wrap' for out-of-range indices (None drops them); needs ``inplace=False``."""
    if inplace:
        raise ValueError(
            "jax.numpy.put cannot modify arrays in-place, because JAX arrays are immutable. "
            "Pass inplace=False to instead return an updated array.")
    arr = jnp.asarray(a)
    ind = jnp.ravel(ind)
    v = jnp.ravel(v)
    if not arr.size or not ind.size or not v.size:
        return arr
    v = _tile_to_size(v, ind.shape[0])
    if mode is None:
        scatter_mode = "drop"
    elif mode == "clip":
        ind, scatter_mode = jnp.clip(ind, 0, arr.size - 1), "promise_in_bounds"
    elif mode == "wrap":
        ind, scatter_mode = ind % arr.size, "promise_in_bounds"
    elif mode == "raise":
        raise NotImplementedError("The 'raise' mode to jnp.put is not supported.")
    else:
        raise ValueError(f"mode should be one of 'wrap' or 'clip'; got mode={mode!r}")
    return arr.at[jnp.unravel_index(ind, arr.shape)].set(v, mode=scatter_mode)


def choose(a, choices, out=None, mode="raise"):
    """``choices[a[i]][i]`` for every index i, everything broadcast together; mode 'raise'
    (needs a concrete ``a``), 'wrap' or 'clip' for out-of-range entries."""
    if out is not None:
        raise NotImplementedError("The 'out' argument to jnp.choose is not supported.")
    a = jnp.asarray(a)
    choices = [jnp.asarray(c) for c in choices]
    if not jnp.issubdtype(a.dtype, np.integer):
        raise ValueError("`a` array must be integer typed")
    n = len(choices)
    if mode == "raise":
        host = concrete_array(a, "choose", "a (with mode='raise'; use mode='wrap' or "
                              "mode='clip' under jit)")
        if ((host < 0) | (host >= n)).any():
            raise ValueError("invalid entry in choice array")
    elif mode == "wrap":
        a = a % n
    elif mode == "clip":
        a = jnp.clip(a, 0, n - 1)
    else:
        raise ValueError(f"mode={mode!r} not understood. Must be 'raise', 'wrap', or 'clip'")
    a, *choices = broadcast_arrays(a, *choices)
    return jnp.stack(choices)[(a,) + jnp.indices(a.shape, sparse=True)]


def _block(xs):
    if isinstance(xs, tuple):
        raise ValueError(f"jax.numpy.block does not allow tuples, got {xs}")
    if isinstance(xs, list):
        if not xs:
            raise ValueError("jax.numpy.block does not allow empty list arguments")
        parts, depths = zip(*[_block(x) for x in xs])
        if any(d != depths[0] for d in depths[1:]):
            raise ValueError("Mismatched list depths in jax.numpy.block")
        rank = max(depths[0], max(p.ndim for p in parts))
        parts = [_ndmin(p, rank) for p in parts]
        return jnp.concatenate(parts, axis=-depths[0]), depths[0] + 1
    return jnp.asarray(xs), 1


def block(arrays):
    """An array assembled from nested lists of blocks (the innermost lists concatenate
    along the last axis, the outer ones along earlier axes)."""
    return _block(arrays)[0]
