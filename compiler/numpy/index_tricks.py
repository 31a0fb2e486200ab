"""Index helpers: the r_ / c_ / mgrid / ogrid / s_ / index_exp objects, the *_indices_from
functions, mask_indices, ravel_multi_index, and writing or building diagonals
(fill_diagonal, diagflat).

Composed from the other hostcall.numpy functions; the grid objects take static slices
(``start:stop:step``, a complex step giving a point count, as numpy's), like jax.numpy's.
"""
from __future__ import annotations

import math
import operator

import numpy as np

from .. import numpy as jnp
from ._base import concrete_array

s_ = np.s_
index_exp = np.index_exp


def _grid_1d(s: slice):
    start = 0 if s.start is None else operator.index(s.start) if not isinstance(
        s.start, (float, complex)) else s.start
    step = 1 if s.step is None else s.step
    stop = s.stop
    if isinstance(step, complex) or np.iscomplexobj(step):
        return jnp.linspace(start, stop, int(abs(step)), endpoint=True)
    return jnp.arange(start, stop, step)


class _Grid:
    """mgrid / ogrid: dense or open index grids from slices."""

    def __init__(self, sparse: bool, name: str):
        self.sparse, self.name = sparse, name

    def __getitem__(self, key):
        if isinstance(key, slice):
            return _grid_1d(key)
        grids = [_grid_1d(k) for k in key]
        if not grids:
            return jnp.zeros((0,)) if not self.sparse else []
        dt = jnp.result_type(*grids)
        grids = [g.astype(dt) for g in grids]
        out = jnp.meshgrid(*grids, indexing="ij", sparse=self.sparse)
        return list(out) if self.sparse else jnp.stack(out, 0)

    def __repr__(self):
        return f"<hostcall.numpy.{self.name}>"


mgrid = _Grid(False, "mgrid")
mgrid.__doc__ = "Dense index grids: mgrid[0:3, 0:4] has shape (2, 3, 4) (numpy's mgrid)."
ogrid = _Grid(True, "ogrid")
ogrid.__doc__ = "Open index grids: ogrid[0:3, 0:4] is [(3, 1), (1, 4)] arrays (numpy's ogrid)."


class _AxisConcat:
    """r_ / c_: concatenation of arrays, scalars and slices (ranges) along an axis, with
    numpy's leading string directives ('r', 'c', 'axis,ndmin,trans1d')."""

    def __init__(self, axis, ndmin, trans1d, name):
        self.axis, self.ndmin, self.trans1d, self.name = axis, ndmin, trans1d, name

    def __getitem__(self, key):
        key = key if isinstance(key, tuple) else (key,)
        params = [self.axis, self.ndmin, self.trans1d, -1]
        if key and isinstance(key[0], str):
            directive, key = key[0], key[1:]
            if directive == "r":
                params[-1] = 0
            elif directive == "c":
                params[-1] = 1
            else:
                vec = directive.split(",")
                k = len(vec)
                if k < 4:
                    vec += params[k:]
                else:
                    raise ValueError(f"could not understand directive {directive!r}")
                try:
                    params = list(map(int, vec))
                except ValueError as e:
                    raise ValueError(f"could not understand directive {directive!r}") from e
        axis, ndmin, trans1d, matrix = params
        out = []
        for item in key:
            if isinstance(item, slice):
                new, item_ndim = _grid_1d(item), 0
            elif isinstance(item, str):
                raise ValueError("string directive must be placed at the beginning")
            else:
                new = jnp.asarray(item)
                item_ndim = new.ndim
            if new.ndim < ndmin:
                new = new.reshape((1,) * (ndmin - new.ndim) + new.shape)
            if trans1d != -1 and ndmin - item_ndim > 0:
                order = tuple(range(ndmin))
                shift = ndmin - abs(ndmin + trans1d + 1) % ndmin
                new = jnp.transpose(new, order[shift:] + order[:shift])
            out.append(new)
        res = jnp.concatenate(out, axis=axis)
        if matrix != -1 and res.ndim == 1:
            res = jnp.expand_dims(res, matrix)
        return res

    def __len__(self):
        return 0

    def __repr__(self):
        return f"<hostcall.numpy.{self.name}>"


r_ = _AxisConcat(0, 1, -1, "r_")
r_.__doc__ = ("Concatenation along the first axis from index notation: r_[a, 0, 1:4] "
              "(numpy's r_).")
c_ = _AxisConcat(-1, 2, 0, "c_")
c_.__doc__ = ("Concatenation along the last axis, 1-D items as columns: c_[a, b] "
              "(numpy's c_).")


def diag_indices_from(arr):
    """diag_indices of an array whose dimensions are all equal."""
    s = jnp.shape(arr)
    if len(s) < 2:
        raise ValueError("input array must be at least 2-d")
    if len(set(s)) != 1:
        raise ValueError("All dimensions of input must be of equal length")
    return jnp.diag_indices(s[0], ndim=len(s))


def _check_2d(arr):
    if jnp.ndim(arr) != 2:
        raise ValueError("input array must be 2-d")
    return jnp.shape(arr)


def tril_indices_from(arr, k=0):
    """tril_indices for the shape of the 2-D ``arr``."""
    n, m = _check_2d(arr)
    return jnp.tril_indices(n, k=k, m=m)


def triu_indices_from(arr, k=0):
    """triu_indices for the shape of the 2-D ``arr``."""
    n, m = _check_2d(arr)
    return jnp.triu_indices(n, k=k, m=m)


def mask_indices(n, mask_func, k=0, *, size=None):
    """The indices where ``mask_func(ones((n, n)), k)`` is nonzero (``size`` under jit)."""
    i, j = jnp.nonzero(mask_func(jnp.ones((n, n)), k), size=size)
    return i, j


def ravel_multi_index(multi_index, dims, mode="raise", order="C", *, dtype=None):
    """The flat indices of the index arrays ``multi_index`` into an array of shape ``dims``;
    ``mode`` 'raise' (needs concrete indices), 'wrap', 'clip' or 'ignore'."""
    if len(multi_index) != len(dims):
        raise ValueError(f"len(multi_index)={len(multi_index)} != len(dims)={len(dims)}")
    dims = tuple(operator.index(d) for d in dims)
    idx = [jnp.asarray(i) for i in multi_index]
    dtype = jnp.result_type(int, *idx) if dtype is None else np.dtype(dtype)
    if not jnp.issubdtype(dtype, np.integer):
        raise ValueError(f"dtype={dtype} is not an integer type.")
    if math.prod(dims) - 1 > jnp.iinfo(dtype).max:
        raise ValueError(f"jnp.ravel_multi_index: dtype={dtype} not large enough to hold "
                         f"flattened index for dims={dims}.")
    for i in idx:
        if not jnp.issubdtype(i.dtype, np.integer):
            raise TypeError("only int indices permitted")
    if mode == "raise":
        for i, d in zip(idx, dims):
            host = concrete_array(i, "ravel_multi_index", "multi_index (with mode='raise'; "
                                  "use mode='wrap' or mode='clip' under jit)")
            if ((host < 0) | (host >= d)).any():
                raise ValueError("invalid entry in coordinates array")
    elif mode == "clip":
        idx = [jnp.clip(i, 0, d - 1) for i, d in zip(idx, dims)]
    elif mode == "wrap":
        idx = [i % d for i, d in zip(idx, dims)]
    elif mode != "ignore":
        raise ValueError(f"invalid mode={mode!r}. Expected 'raise', 'wrap', 'clip', or "
                         "'ignore'.")
    if order == "F":
        strides = np.cumprod((1,) + dims[:-1])
    elif order == "C":
        strides = np.cumprod((1,) + dims[1:][::-1])[::-1]
    else:
        raise ValueError(f"invalid order={order!r}. Expected 'C' or 'F'")
    result = jnp.zeros((), dtype)
    for i, s in zip(idx, strides):
        result = result + i.astype(dtype) * int(s)
    return result


def fill_diagonal(a, val, wrap=False, *, inplace=True):
    """``a`` with its main diagonal set to ``val`` (repeated as needed); needs
    ``inplace=False``."""
    if inplace:
        raise NotImplementedError("JAX arrays are immutable, must use inplace=False")
    if wrap:
        raise NotImplementedError("wrap=True is not implemented, must use wrap=False")
    a, val = jnp.asarray(a), jnp.asarray(val)
    if a.ndim < 2:
        raise ValueError("array must be at least 2-d")
    if a.ndim > 2 and not all(n == a.shape[0] for n in a.shape[1:]):
        raise ValueError("All dimensions of input must be of equal length")
    n = min(a.shape)
    idx = jnp.diag_indices(n, a.ndim)
    if val.ndim:
        val = jnp.ravel(val)
        val = jnp.tile(val, -(-n // val.size))[:n]
    return a.at[idx].set(val)


def diagflat(v, k=0):
    """A 2-D array with the flattened ``v`` on its k-th diagonal."""
    v = jnp.ravel(v)
    n = v.shape[0] + abs(k)
    i = jnp.arange(0, n - abs(k))
    fi = i + k + i * n if k >= 0 else i + (i - k) * n
    return jnp.zeros(n * n, v.dtype).at[fi].set(v).reshape(n, n)
