"""Shape manipulation: reshape, transpose, stacking, splitting, flipping, tiling."""
from __future__ import annotations

import builtins
import operator

import numpy as np

from .. import core, lax
from ._base import aval_of, canonical_axes, canonical_axis, promote_dtypes, shape, stack
from .indexing import rewriting_take


def reshape(a, newshape=None, order="C", *, shape_=None):
    """``a`` with a new shape of the same size (one dimension may be -1), in C order."""
    if order != "C":
        raise NotImplementedError("only C order reshape is supported")
    a = promote_dtypes(a)[0]
    av = aval_of(a)
    if isinstance(newshape, int) or hasattr(newshape, "__index__"):
        newshape = (operator.index(newshape),)
    newshape = [operator.index(d) for d in newshape]
    if newshape.count(-1) > 1:
        raise ValueError("can only specify one unknown dimension")
    if -1 in newshape:
        known = int(np.prod([d for d in newshape if d != -1], dtype=np.int64))
        if known == 0 or av.size % known:
            raise TypeError(f"cannot reshape array of shape {av.shape} (size {av.size}) into "
                            f"shape {tuple(newshape)} at {core.user_location_str()}")
        newshape[newshape.index(-1)] = av.size // known
    if tuple(newshape) == av.shape:
        return a
    return lax.reshape(a, newshape)


def ravel(a, order="C"):
    """``a`` flattened to one dimension in C order."""
    return reshape(a, (-1,), order)


def transpose(a, axes=None):
    """``a`` with its axes reversed, or permuted by ``axes``."""
    a = promote_dtypes(a)[0]
    nd = aval_of(a).ndim
    perm = tuple(range(nd))[::-1] if axes is None else tuple(canonical_axis(x, nd) for x in axes)
    if perm == tuple(range(nd)):
        return a
    return lax.transpose(a, perm)


def swapaxes(a, axis1, axis2):
    """``a`` with ``axis1`` and ``axis2`` interchanged."""
    nd = aval_of(a).ndim
    perm = list(range(nd))
    i, j = canonical_axis(axis1, nd), canonical_axis(axis2, nd)
    perm[i], perm[j] = perm[j], perm[i]
    return transpose(a, perm)


def moveaxis(a, source, destination):
    """``a`` with axes moved from ``source`` to ``destination``; the others keep their
    order.
    """
    nd = aval_of(a).ndim
    src = canonical_axes(source, nd)
    dst = canonical_axes(destination, nd)
    if len(src) != len(dst):
        raise ValueError("moveaxis: source and destination must have the same length")
    order = [i for i in range(nd) if i not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return transpose(a, order)


def expand_dims(a, axis):
    """``a`` with new unit axes inserted at ``axis`` (an int or a tuple)."""
    a = promote_dtypes(a)[0]
    s = list(shape(a))
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    out_nd = len(s) + len(axes)
    for ax in sorted(canonical_axis(x, out_nd) for x in axes):
        s.insert(ax, 1)
    return lax.reshape(a, s)


def squeeze(a, axis=None):
    """``a`` without its unit axes (or only those in ``axis``; a non-unit one is an error)."""
    a = promote_dtypes(a)[0]
    s = shape(a)
    if axis is None:
        axes = tuple(i for i, d in enumerate(s) if d == 1)
    else:
        axes = canonical_axes(axis, len(s))
        for i in axes:
            if s[i] != 1:
                raise ValueError(f"cannot select an axis to squeeze out which has size not "
                                 f"equal to one (axis {i} of shape {s})")
    if not axes:
        return a
    return lax.reshape(a, [d for i, d in enumerate(s) if i not in axes])


def concatenate(arrays, axis=0, dtype=None):
    """The arrays joined along an existing ``axis`` (``axis=None`` flattens them first),
    with dtype promotion.
    """
    if not len(arrays):
        raise ValueError("need at least one array to concatenate")
    arrays = promote_dtypes(*arrays)
    if dtype is not None:
        arrays = [lax.convert_element_type(x, dtype) for x in arrays]
    if axis is None:
        arrays = [ravel(x) for x in arrays]
        axis = 0
    nd = aval_of(arrays[0]).ndim
    if nd == 0:
        raise ValueError("zero-dimensional arrays cannot be concatenated")
    if len(arrays) == 1:
        return arrays[0]
    return lax.concatenate(arrays, canonical_axis(axis, nd))


def vstack(arrays):
    """The arrays (at least 2-d) joined along axis 0."""
    arrays = [x if aval_of(x).ndim >= 2 else reshape(x, (1, -1)) for x in promote_dtypes(*arrays)]
    return concatenate(arrays, 0)


def hstack(arrays):
    """The arrays joined along axis 1 (axis 0 for 1-d arrays)."""
    arrays = promote_dtypes(*arrays)
    return concatenate(arrays, 0 if aval_of(arrays[0]).ndim == 1 else 1)


def split(ary, indices_or_sections, axis=0):
    """``ary`` split into equal sections or at the given indices along ``axis``; the split
    points must be concrete.
    """
    ary = promote_dtypes(ary)[0]
    s = shape(ary)
    ax = canonical_axis(axis, len(s))
    n = s[ax]
    if isinstance(indices_or_sections, int):
        if n % indices_or_sections:
            raise ValueError("array split does not result in an equal division")
        step = n // indices_or_sections
        bounds = list(range(0, n + 1, step)) if step else [0] * (indices_or_sections + 1)
    else:
        bounds = [0] + [builtins.min(builtins.max(int(i), 0), n) for i in indices_or_sections] + [n]
    out = []
    for lo, hi in zip(bounds[:-1], bounds[1:]):
        start = [0] * len(s)
        limit = list(s)
        start[ax], limit[ax] = lo, builtins.max(lo, hi)
        out.append(lax.slice(ary, start, limit))
    return out


def flip(m, axis=None):
    """``m`` reversed along ``axis`` (all axes by default)."""
    m = promote_dtypes(m)[0]
    axes = canonical_axes(axis, aval_of(m).ndim)
    if not axes:
        return m
    return lax.rev(m, axes)


def fliplr(m):
    """``m`` reversed along axis 1."""
    return flip(m, 1)


def flipud(m):
    """``m`` reversed along axis 0."""
    return flip(m, 0)


def tile(A, reps):
    """``A`` repeated ``reps`` times along each axis."""
    A = promote_dtypes(A)[0]
    reps = (reps,) if isinstance(reps, int) else tuple(reps)
    s = shape(A)
    nd = builtins.max(len(s), len(reps))
    s = (1,) * (nd - len(s)) + tuple(s)
    reps = (1,) * (nd - len(reps)) + reps
    A = lax.reshape(A, s)
    # broadcast to (r0, s0, r1, s1, ...) then merge pairs
    big = []
    dims = []
    for i, (r, d) in enumerate(zip(reps, s)):
        big += [r, d]
        dims.append(2 * i + 1)
    return lax.reshape(lax.broadcast_in_dim(A, big, dims), [r * d for r, d in zip(reps, s)])


def repeat(a, repeats, axis=None, total_repeat_length=None):
    """Each element of ``a`` repeated ``repeats`` times along ``axis``; ``repeats`` must be
    concrete (JAX's ``total_repeat_length`` is accepted).
    """
    a = promote_dtypes(a)[0]
    if axis is None:
        a = ravel(a)
        axis = 0
    s = shape(a)
    ax = canonical_axis(axis, len(s))
    if not isinstance(repeats, int):
        reps = np.asarray(repeats)
        if reps.ndim == 0:
            repeats = int(reps)
        else:
            idx = np.repeat(np.arange(s[ax]), reps)
            return rewriting_take(a, (slice(None),) * ax + (idx,), where="repeat")
    expanded = list(s[:ax + 1]) + [repeats] + list(s[ax + 1:])
    dims = list(range(ax + 1)) + list(range(ax + 2, len(s) + 1))
    b = lax.broadcast_in_dim(a, expanded, dims)
    out = list(s)
    out[ax] *= repeats
    return lax.reshape(b, out)


def atleast_1d(x):
    """The arrays with at least one dimension (scalars become shape (1,))."""
    x = promote_dtypes(x)[0]
    return reshape(x, (1,)) if aval_of(x).ndim == 0 else x


def atleast_2d(x):
    """The arrays with at least two dimensions (new axes in front)."""
    x = promote_dtypes(x)[0]
    nd = aval_of(x).ndim
    return reshape(x, (1,) * (2 - nd) + shape(x)) if nd < 2 else x
