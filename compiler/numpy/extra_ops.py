"""numpy functions built on gather, scatter, sort, pad and cumulative primitives.

take, take_along_axis, put_along_axis, cumulative sums and products (nan-skipping
variants too), sort, argsort, lexsort, searchsorted, pad, diff, roll, bincount,
unravel_index and ix_. Out-of-bounds indices in ``take`` / ``take_along_axis`` read
``fill_value`` by default (NaN for floats), as in JAX; negative indices wrap as in numpy.
"""
from __future__ import annotations

import operator

import numpy as np

from .. import core, dtypes, lax
from ..core import Tracer
from ._base import aval_of, asarray, broadcast_to, canonical_axis, promote_dtypes
from . import creation, reductions, shape_ops, ufuncs
from .indexing import rewriting_take


def _axis_and_array(a, axis, where):
    a = asarray(a)
    if axis is None:
        return lax.reshape(a, (aval_of(a).size,)), 0
    nd = aval_of(a).ndim
    try:
        return a, canonical_axis(operator.index(axis), nd)
    except ValueError as e:
        raise ValueError(f"{where}: {e} (at {core.user_location_str()})") from None


# ------------------------------------------------------------------------ take
_TAKE_MODES = ("fill", "clip", "wrap")


def _check_take_mode(mode, where):
    mode = "fill" if mode is None else mode
    if mode == "raise":
        raise NotImplementedError(f"{where}: mode='raise' needs the index values on the host; "
                                  f"use 'fill', 'clip' or 'wrap'")
    if mode not in _TAKE_MODES:
        raise ValueError(f"{where}: invalid mode {mode!r}; expected one of {_TAKE_MODES}")
    return mode


def take(a, indices, axis=None, out=None, mode=None, unique_indices=False,
         indices_are_sorted=False, fill_value=None):
    """Elements of ``a`` at ``indices`` along ``axis`` (flattened when None)."""
    if out is not None:
        raise NotImplementedError("take: the 'out' argument is not supported")
    mode = _check_take_mode(mode, "take")
    a, axis = _axis_and_array(a, axis, "take")
    if mode == "wrap":
        n = aval_of(a).shape[axis]
        indices, mode = ufuncs.remainder(asarray(indices), n), "clip"
    idx = (slice(None),) * axis + (indices,)
    return rewriting_take(a, idx, mode=mode, fill_value=fill_value, where="take")


def take_along_axis(arr, indices, axis, mode=None, fill_value=None):
    """``arr`` picked along ``axis`` by ``indices`` of the same rank (numpy's rule)."""
    mode = _check_take_mode(mode, "take_along_axis")
    arr, axis = _axis_and_array(arr, axis, "take_along_axis")
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


# ---------------------------------------------------------- cumulative ops
def _cumulative(name, lax_op, nan_identity=None):
    def f(a, axis=None, dtype=None, out=None):
        if out is not None:
            raise NotImplementedError(f"{name}: the 'out' argument is not supported")
        a, axis = _axis_and_array(a, axis, name)
        av = aval_of(a)
        if dtype is not None:
            result = dtypes.canonicalize(np.dtype(dtype))
        elif av.dtype == np.bool_:
            result = dtypes.default_int()
        else:
            result = av.dtype
        if nan_identity is not None and av.dtype.kind in "fc":
            a = ufuncs.where(ufuncs.isnan(a), nan_identity, a)
        if aval_of(a).dtype != result:
            a = lax.convert_element_type(a, result)
        return lax_op(a, axis)
    f.__name__ = name
    f.__doc__ = f"numpy.{name}: along ``axis`` (of the flattened array when None)."
    return f


cumsum = _cumulative("cumsum", lax.cumsum)
cumprod = _cumulative("cumprod", lax.cumprod)
nancumsum = _cumulative("nancumsum", lax.cumsum, nan_identity=0)
nancumprod = _cumulative("nancumprod", lax.cumprod, nan_identity=1)


def _array_api_cumulative(name, f, identity):
    def g(x, /, *, axis=None, dtype=None, include_initial=False):
        x = asarray(x)
        nd = aval_of(x).ndim
        if axis is None:
            if nd > 1:
                raise ValueError(f"{name}: axis must be given for arrays of more than one "
                                 f"dimension, got shape {aval_of(x).shape}")
            axis = 0
        out = f(x, axis=axis, dtype=dtype)
        if include_initial:
            ax = canonical_axis(axis, nd)
            first = lax.convert_element_type(identity, aval_of(out).dtype)
            cfg = [(1, 0, 0) if d == ax else (0, 0, 0) for d in range(nd)]
            out = lax.pad(out, first, cfg)
        return out
    g.__name__ = name
    g.__doc__ = f"Array API {name} (optionally starting with the identity)."
    return g


cumulative_sum = _array_api_cumulative("cumulative_sum", cumsum, 0)
cumulative_prod = _array_api_cumulative("cumulative_prod", cumprod, 1)


# ------------------------------------------------------------------- sorting
def sort(a, axis=-1, kind=None, order=None, *, stable=True, descending=False):
    """Sorted copy along ``axis``; NaNs last; ``descending`` keeps ties in order."""
    if order is not None:
        raise ValueError("sort: 'order' is not supported (no structured dtypes)")
    a, axis = _axis_and_array(a, axis, "sort")
    if aval_of(a).ndim == 0:
        return a
    if descending:
        return lax.rev(lax.sort(lax.rev(a, [axis]), axis, stable), [axis])
    return lax.sort(a, axis, stable)


def argsort(a, axis=-1, kind=None, order=None, *, stable=True, descending=False):
    """Indices that sort ``a`` along ``axis`` (ties keep their order)."""
    if order is not None:
        raise ValueError("argsort: 'order' is not supported (no structured dtypes)")
    a, axis = _axis_and_array(a, axis, "argsort")
    shape = aval_of(a).shape
    iota = lax.broadcasted_iota(dtypes.default_int(), shape, axis) if shape else \
        asarray(0, dtypes.default_int())
    if not shape:
        return iota
    if descending:
        _, idx = lax.sort_key_val(lax.rev(a, [axis]), lax.rev(iota, [axis]), axis, stable)
        return lax.rev(idx, [axis])
    return lax.sort_key_val(a, iota, axis, stable)[1]


# ----------------------------------------------------------------------- pad
_INDEX_MODES = ("edge", "wrap", "reflect", "symmetric")


def _pad_widths(pad_width, nd):
    if isinstance(pad_width, Tracer):
        raise TypeError("pad: pad_width must be static integers, got a traced value")
    pw = np.asarray(pad_width)
    if pw.dtype.kind not in "iu":
        raise TypeError(f"pad: pad_width must be integers, got {pad_width!r}")
    try:
        pw = np.broadcast_to(pw, (nd, 2))
    except ValueError:
        raise ValueError(f"pad: pad_width {pad_width!r} does not fit an array of {nd} "
                         f"dimensions") from None
    if (pw < 0).any():
        raise ValueError(f"pad: index can't contain negative values, got {pad_width!r}")
    return [(int(lo), int(hi)) for lo, hi in pw]


def pad(array, pad_width, mode="constant", **kwargs):
    """numpy.pad for modes constant/empty (any constant_values) and edge, wrap,
    reflect, symmetric (even reflect_type)."""
    a = asarray(array)
    av = aval_of(a)
    widths = _pad_widths(pad_width, av.ndim)
    if callable(mode):
        raise NotImplementedError("pad: a callable mode is not supported")
    if mode in ("constant", "empty"):
        return _pad_constant(a, av, widths, kwargs.get("constant_values", 0))
    if mode in _INDEX_MODES:
        if kwargs.get("reflect_type", "even") != "even":
            raise NotImplementedError("pad: only reflect_type='even' is supported")
        for d, (lo, hi) in enumerate(widths):
            if lo or hi:
                src = np.pad(np.arange(aval_of(a).shape[d], dtype=np.int32), (lo, hi),
                             mode=mode)
                a = rewriting_take(a, (slice(None),) * d + (src,), mode="clip", where="pad")
        return a
    raise NotImplementedError(f"pad: mode {mode!r} is not supported (supported: constant, "
                              f"empty, {', '.join(_INDEX_MODES)})")


def _pad_constant(a, av, widths, values):
    if isinstance(values, Tracer) or np.ndim(values) == 0:
        v = asarray(values)
        if aval_of(v).ndim == 0:
            v = lax.convert_element_type(v, av.dtype)
            return lax.pad(a, v, [(lo, hi, 0) for lo, hi in widths])
    values = asarray(values)
    values = broadcast_to(values, (av.ndim, 2))
    for d, (lo, hi) in enumerate(widths):
        for side, width in ((0, lo), (1, hi)):
            if width:
                v = lax.convert_element_type(values[d, side], av.dtype)
                cfg = [((width, 0, 0) if side == 0 else (0, width, 0)) if i == d else (0, 0, 0)
                       for i in range(av.ndim)]
                a = lax.pad(a, v, cfg)
    return a


# ---------------------------------------------------------------------- diff
def diff(a, n=1, axis=-1, prepend=None, append=None):
    """n-th discrete difference along ``axis`` (not_equal for booleans, as numpy)."""
    a = asarray(a)
    nd = aval_of(a).ndim
    if nd == 0:
        raise ValueError("diff requires input that is at least one dimensional")
    axis = canonical_axis(axis, nd)
    n = operator.index(n)
    if n < 0:
        raise ValueError(f"diff: order must be non-negative but got {n}")
    if n == 0:
        return a

    def along_axis(extra):
        e = asarray(extra)
        if aval_of(e).ndim == 0:
            shape = list(aval_of(a).shape)
            shape[axis] = 1
            e = broadcast_to(e, shape)
        return e

    parts = ([along_axis(prepend)] if prepend is not None else []) + [a] + (
        [along_axis(append)] if append is not None else [])
    if len(parts) > 1:
        a = shape_ops.concatenate(parts, axis=axis)
    a = promote_dtypes(a)[0]
    for _ in range(n):
        size = aval_of(a).shape[axis]
        hi = lax.slice_in_dim(a, 1, size, axis=axis) if size else a
        lo = lax.slice_in_dim(a, 0, max(size - 1, 0), axis=axis)
        a = ufuncs.not_equal(hi, lo) if aval_of(a).dtype == np.bool_ else ufuncs.subtract(hi, lo)
    return a


# ------------------------------------------------------ index helpers on top
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


def put_along_axis(arr, indices, values, axis, inplace=True, mode=None):
    """``arr`` with ``values`` written at ``indices`` along ``axis`` (needs inplace=False:
    hostcall arrays are immutable)."""
    if inplace:
        raise ValueError("put_along_axis: hostcall arrays are immutable; pass inplace=False")
    arr, axis = _axis_and_array(arr, axis, "put_along_axis")
    shape = aval_of(arr).shape
    if np.ndim(indices) != len(shape):
        raise ValueError(f"put_along_axis: indices and arr must have the same number of "
                         f"dimensions; got {np.shape(indices)} for {shape}")
    idx = tuple(indices if d == axis else np.arange(n, dtype=np.int32).reshape(
        tuple(n if i == d else 1 for i in range(len(shape)))) for d, n in enumerate(shape))
    return arr.at[idx].set(values, mode=mode)
