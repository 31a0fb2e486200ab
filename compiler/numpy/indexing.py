"""Indexing: basic (static ints, slices, None, Ellipsis)."""
from __future__ import annotations

import operator

from .. import core, lax
from ._base import aval_of, promote_dtypes


def _expand_index(idx, nd):
    if not isinstance(idx, tuple):
        idx = (idx,)
    n_ell = sum(1 for i in idx if i is Ellipsis)
    if n_ell > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    used = sum(1 for i in idx if i is not None and i is not Ellipsis)
    if used > nd:
        raise IndexError(f"too many indices for array: array is {nd}-dimensional, but {used} "
                         f"were indexed")
    if n_ell:
        k = idx.index(Ellipsis)
        idx = idx[:k] + (slice(None),) * (nd - used) + idx[k + 1:]
    else:
        idx = idx + (slice(None),) * (nd - used)
    return idx


def getitem(x, idx):
    """x[idx] for static integers, slices, None and Ellipsis."""
    x = promote_dtypes(x)[0]
    av = aval_of(x)
    idx = _expand_index(idx, av.ndim)
    start, limit, strides, out_shape, flips = [], [], [], [], []
    dim = 0
    for i in idx:
        if i is None:
            out_shape.append(("new", 1))
            continue
        size = av.shape[dim]
        if isinstance(i, slice):
            s, e, st = i.indices(size)
            if st > 0:
                n = len(range(s, e, st))
                start.append(s)
                limit.append(s + (n - 1) * st + 1 if n else s)
                strides.append(st)
            else:
                n = len(range(s, e, st))
                lo = s + (n - 1) * st if n else 0
                start.append(lo)
                limit.append(s + 1 if n else 0)
                strides.append(-st)
                flips.append(len(start) - 1)
            out_shape.append(("keep", n))
        else:
            if isinstance(i, core.Tracer) or not hasattr(i, "__index__"):
                raise IndexError(f"unsupported index {i!r} (at {core.user_location_str()})")
            k = operator.index(i)
            if not -size <= k < size:
                raise IndexError(f"index {k} is out of bounds for axis {dim} with size {size}")
            k %= size
            start.append(k)
            limit.append(k + 1)
            strides.append(1)
            out_shape.append(("drop", 1))
        dim += 1
    y = x
    if (start, limit, strides) != ([0] * av.ndim, list(av.shape), [1] * av.ndim):
        y = lax.slice(x, start, limit, strides)
    if flips:
        y = lax.rev(y, flips)
    final = [n for kind, n in out_shape if kind != "drop"]
    if tuple(final) != tuple(aval_of(y).shape):
        y = lax.reshape(y, final)
    return y
