"""Shape manipulation: reshape, transpose (and the array API's permute_dims and
matrix_transpose), stacking, splitting, flipping, rotating, rolling, tiling."""
from __future__ import annotations

import builtins
import operator

import numpy as np

from .. import core, prng, primitives as lax
from ..core import Tracer
from ._base import (asarray, aval_of, canonical_axes, canonical_axis, concrete_int, promote_dtypes,
                    shape, stack)
from . import ufuncs
from .indexing import rewriting_take


@prng.on_keys("numpy.reshape")
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


@prng.on_keys("numpy.ravel")
def ravel(a, order="C"):
    """``a`` flattened to one dimension in C order."""
    return reshape(a, (-1,), order)


@prng.on_keys("numpy.transpose")
def transpose(a, axes=None):
    """``a`` with its axes reversed, or permuted by ``axes``."""
    a = promote_dtypes(a)[0]
    nd = aval_of(a).ndim
    perm = tuple(range(nd))[::-1] if axes is None else tuple(canonical_axis(x, nd) for x in axes)
    if perm == tuple(range(nd)):
        return a
    return lax.transpose(a, perm)


@prng.on_keys("numpy.swapaxes")
def swapaxes(a, axis1, axis2):
    """``a`` with ``axis1`` and ``axis2`` interchanged."""
    nd = aval_of(a).ndim
    perm = list(range(nd))
    i, j = canonical_axis(axis1, nd), canonical_axis(axis2, nd)
    perm[i], perm[j] = perm[j], perm[i]
    return transpose(a, perm)


@prng.on_keys("numpy.moveaxis")
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


@prng.on_keys("numpy.expand_dims")
def expand_dims(a, axis):
    """``a`` with new unit axes inserted at ``axis`` (an int or a tuple)."""
    a = promote_dtypes(a)[0]
    s = list(shape(a))
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    out_nd = len(s) + len(axes)
    for ax in sorted(canonical_axis(x, out_nd) for x in axes):
        s.insert(ax, 1)
    return lax.reshape(a, s)


@prng.on_keys("numpy.squeeze")
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


@prng.on_keys("numpy.concatenate")
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


@prng.on_keys("numpy.split")
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


@prng.on_keys("numpy.flip")
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


@prng.on_keys("numpy.tile")
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


@prng.on_keys("numpy.repeat")
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


def concat(arrays, /, *, axis=0):
    """The array API's concatenate."""
    return concatenate(arrays, axis=axis)


def permute_dims(a, /, axes):
    """The array API's transpose (``axes`` is required)."""
    a = asarray(a)
    nd = aval_of(a).ndim
    axes = tuple(axes)
    if sorted(canonical_axis(operator.index(x), nd) for x in axes) != list(range(nd)):
        raise ValueError(f"permute_dims: axes {axes} is not a permutation of the {nd} axes "
                         f"of an array of shape {shape(a)}")
    return transpose(a, axes)


def matrix_transpose(x, /):
    """Swap the last two axes."""
    x = asarray(x)
    nd = aval_of(x).ndim
    if nd < 2:
        raise ValueError(f"x must be at least two-dimensional for matrix_transpose; got "
                         f"ndim={nd}")
    return swapaxes(x, -1, -2)


@prng.on_keys("numpy.unstack")
def unstack(x, /, axis=0):
    """The slices of ``x`` along ``axis``, as a tuple."""
    x = asarray(x)
    nd = aval_of(x).ndim
    if nd == 0:
        raise ValueError("Unstack requires arrays with rank > 0, however a scalar array was "
                         "passed.")
    ax = canonical_axis(axis, nd)
    return tuple(lax.index_in_dim(x, i, ax, keepdims=False) for i in range(shape(x)[ax]))


def rot90(m, k=1, axes=(0, 1)):
    """Rotate by 90 degrees k times in the plane of ``axes`` (from the first toward the
    second axis); negative k turns the other way."""
    m = asarray(m)
    nd = aval_of(m).ndim
    if nd < 2:
        raise ValueError(f"rot90 requires its first argument to have ndim at least two, but "
                         f"got first argument of shape {shape(m)}, which has ndim {nd}")
    if len(tuple(axes)) != 2:
        raise ValueError("rot90: len(axes) must be 2.")
    ax1, ax2 = (canonical_axis(operator.index(a), nd, "rot90 axis") for a in axes)
    if ax1 == ax2:
        raise ValueError("rot90: Axes must be different.")
    k = concrete_int(k, "rot90", "k") % 4
    if k == 0:
        return m
    if k == 2:
        return flip(flip(m, ax1), ax2)
    perm = list(range(nd))
    perm[ax1], perm[ax2] = ax2, ax1
    if k == 1:
        return transpose(flip(m, ax2), perm)
    return flip(transpose(m, perm), ax2)


def atleast_3d(*arys):
    """Views with at least three axes: (N,) -> (1, N, 1), (M, N) -> (M, N, 1); a list for
    several arguments."""
    out = []
    for x in arys:
        x = promote_dtypes(x)[0]
        s = shape(x)
        if len(s) == 0:
            x = lax.reshape(x, (1, 1, 1))
        elif len(s) == 1:
            x = lax.reshape(x, (1, s[0], 1))
        elif len(s) == 2:
            x = lax.reshape(x, s + (1,))
        out.append(x)
    return out[0] if len(out) == 1 else out


def dstack(tup, dtype=None):
    """Stack along the third axis (1-D and 2-D inputs are made 3-D first)."""
    arrays = [atleast_3d(x) for x in tup]
    if not arrays:
        raise ValueError("dstack: need at least one array to concatenate")
    return concatenate(arrays, axis=2, dtype=dtype)


def column_stack(tup):
    """1-D arrays as columns of a 2-D array; 2-D arrays are stacked as they are."""
    arrays = []
    for x in tup:
        x = promote_dtypes(x)[0]
        if aval_of(x).ndim < 2:
            x = lax.reshape(x, (aval_of(x).size, 1))
        arrays.append(x)
    if not arrays:
        raise ValueError("column_stack: need at least one array to concatenate")
    return concatenate(arrays, axis=1)


def row_stack(tup):
    """vstack's older name."""
    return vstack(tup)


@prng.on_keys("numpy.array_split")
def array_split(ary, indices_or_sections, axis=0):
    """split that allows uneven sections: n items in s sections give n % s sections of
    n // s + 1 items first, then n // s items (numpy's rule)."""
    ary = asarray(ary)
    s = shape(ary)
    ax = canonical_axis(axis, len(s))
    if isinstance(indices_or_sections, int) or (
            hasattr(indices_or_sections, "__index__") and np.ndim(indices_or_sections) == 0
            and not isinstance(indices_or_sections, Tracer)):
        sections = operator.index(indices_or_sections)
        if sections <= 0:
            raise ValueError("array_split: number sections must be larger than 0.")
        each, extra = builtins.divmod(s[ax], sections)
        sizes = [each + 1] * extra + [each] * (sections - extra)
        bounds = np.cumsum(sizes)[:-1].tolist()
    else:
        if isinstance(indices_or_sections, Tracer):
            raise TypeError("array_split: indices_or_sections must be concrete")
        bounds = [int(i) for i in np.asarray(indices_or_sections).ravel()]
    return split(ary, bounds, axis=ax)


def _split_axis(name, ary, indices_or_sections, min_nd, axis):
    ary = asarray(ary)
    nd = aval_of(ary).ndim
    if nd < min_nd:
        raise ValueError(f"{name} only works on arrays of {min_nd} or more dimensions")
    return split(ary, indices_or_sections, axis=axis(nd))


def hsplit(ary, indices_or_sections):
    """split along axis 1 (axis 0 for 1-D arrays)."""
    return _split_axis("hsplit", ary, indices_or_sections, 1, lambda nd: 1 if nd > 1 else 0)


def vsplit(ary, indices_or_sections):
    """split along axis 0 of an array of at least two dimensions."""
    return _split_axis("vsplit", ary, indices_or_sections, 2, lambda nd: 0)


def dsplit(ary, indices_or_sections):
    """split along axis 2 of an array of at least three dimensions."""
    return _split_axis("dsplit", ary, indices_or_sections, 3, lambda nd: 2)


def roll(a, shift, axis=None):
    """Elements shifted cyclically along ``axis`` (the flattened array when None);
    ``shift`` may be traced."""
    a = asarray(a)
    shape = aval_of(a).shape
    if axis is None:
        return lax.reshape(roll(lax.reshape(a, (aval_of(a).size,)), shift, 0), shape)
    axes = (axis,) if np.ndim(axis) == 0 else tuple(axis)
    shifts = (shift,) if np.ndim(shift) == 0 else tuple(shift)
    if len(shifts) == 1:
        shifts = shifts * len(axes)
    if len(axes) == 1:
        axes = axes * len(shifts)
    if len(axes) != len(shifts):
        raise ValueError(f"roll: shift {shift!r} and axis {axis!r} must broadcast together")
    for s, ax in zip(shifts, axes):
        a = _roll_one(a, s, canonical_axis(operator.index(ax), len(shape)))
    return a


def _roll_one(a, shift, axis):
    n = aval_of(a).shape[axis]
    if n == 0:
        return a
    if isinstance(shift, (int, np.integer)):
        s = int(shift) % n
        if s == 0:
            return a
        return lax.concatenate([lax.slice_in_dim(a, n - s, n, axis=axis),
                                lax.slice_in_dim(a, 0, n - s, axis=axis)], axis)
    s = ufuncs.remainder(asarray(shift), n)
    doubled = lax.concatenate([a, a], axis)
    return lax.dynamic_slice_in_dim(doubled, ufuncs.subtract(n, s), n, axis)
