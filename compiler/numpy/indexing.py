"""numpy indexing on hostcall arrays and tracers: ``x[idx]`` and ``x.at[idx].set(...)``.

An index is brought to one entry per dimension of ``x`` (Ellipsis expanded, ``None``
turned into a new size-1 dimension, concrete boolean masks into integer arrays), then:

* static slices (any step) and in-range static integers become one ``rev`` + ``slice``;
* the remaining integer indices (arrays, traced scalars, out-of-range integers) become
  one ``gather``, placed where numpy places advanced-index dimensions (in place when the
  advanced indices are adjacent, else first). Negative indices wrap; out-of-bounds
  indices are clamped (``mode="clip"``, JAX's default for reads) or read ``fill_value``
  (``mode="fill"``).

Updates (``x.at[idx].add(y)`` ...) select the flat positions of the indexed elements with
the same machinery and scatter into the flattened array; out-of-bounds updates are
dropped (JAX's default) or clamped (``mode="clip"``).
"""
from __future__ import annotations

import operator

import numpy as np

from .. import core, dtypes, primitives as lax
from ..array import Array
from ..core import Tracer
from ..primitives.slicing import GatherScatterMode, as_index
from . import creation, ufuncs
from ._base import aval_of, asarray, broadcast_shapes, broadcast_to, promote_dtypes, stack


class NonConcreteBooleanIndexError(IndexError):
    """A traced boolean mask: the result's shape would depend on the data."""


def _is_static_int(i) -> bool:
    return isinstance(i, (int, np.integer)) and not isinstance(i, (bool, np.bool_))


def _is_array_index(i) -> bool:
    return isinstance(i, (Tracer, Array, np.ndarray, np.generic))


def _as_index_array(i, where: str):
    """Lists become numpy arrays; non-integer arrays are rejected."""
    if isinstance(i, (list, tuple)):
        if any(isinstance(e, Tracer) for e in _flat(i)):
            i = stack([asarray(e) for e in i])
        else:
            i = np.asarray([np.asarray(e) for e in i]) if i else np.zeros((0,), np.int32)
    dtype = np.dtype(i.dtype)
    if dtype.kind not in "iub":
        raise IndexError(f"{where}: arrays used as indices must be of integer (or boolean) "
                         f"type, got {dtype.name} at {core.user_location_str()}")
    return i


def _flat(x):
    for e in x:
        if isinstance(e, (list, tuple)):
            yield from _flat(e)
        else:
            yield e


def _is_mask(i) -> bool:
    return _is_array_index(i) and np.dtype(i.dtype) == np.bool_ and np.ndim(i) > 0


def _check_mask_shapes(idx, shape, where):
    """numpy's rule: a boolean mask must match the dimensions it indexes."""
    consumed = [0 if i is None or i is Ellipsis else (np.ndim(i) if _is_mask(i) else 1)
                for i in idx]
    ellipsis = next((n for n, i in enumerate(idx) if i is Ellipsis), len(idx))
    for n, i in enumerate(idx):
        if _is_mask(i) and not isinstance(i, Tracer):
            start = sum(consumed[:n]) + (len(shape) - sum(consumed) if ellipsis < n else 0)
            if tuple(np.shape(i)) != tuple(shape[start:start + np.ndim(i)]):
                raise IndexError(f"{where}: boolean index of shape {np.shape(i)} does not "
                                 f"match the indexed dimensions {shape[start:]} of the array "
                                 f"(at {core.user_location_str()})")


def _expand_masks(idx, where):
    """Concrete boolean masks -> their nonzero integer arrays; traced ones -> error."""
    out = []
    for i in idx:
        if not _is_array_index(i) or np.dtype(i.dtype) != np.bool_:
            out.append(i)
            continue
        if isinstance(i, Tracer):
            raise NonConcreteBooleanIndexError(
                f"{where}: array boolean indices must be concrete; got a traced "
                f"{i.aval.str_short()} mask at {core.user_location_str()}. The result's shape "
                f"would depend on the mask's values. Use hostcall.numpy.where(mask, x, 0) "
                f"or a fixed-size selection instead.")
        mask = np.asarray(i)
        if mask.ndim == 0:
            raise IndexError(f"{where}: boolean scalar indices are not supported "
                             f"(at {core.user_location_str()})")
        out.extend(np.nonzero(mask))
    return out


def normalize_index(idx, shape, where="indexing"):
    """One entry per dimension of the array that ``None`` entries expand ``shape`` to.

    Returns (entries, expanded shape): entries are slices, static ints and integer index
    arrays; ``None`` entries became ``slice(None)`` over a new size-1 dimension.
    """
    if not isinstance(idx, tuple):
        idx = (idx,)
    idx = [_as_index_array(i, where) if isinstance(i, (list, tuple)) or (
        _is_array_index(i) and not _is_static_int(i)) else i for i in idx]
    for i in idx:
        if isinstance(i, (bool, np.bool_)):
            raise IndexError(f"{where}: boolean scalar indices are not supported "
                             f"(at {core.user_location_str()})")
        if not (i is None or i is Ellipsis or isinstance(i, slice) or _is_static_int(i)
                or _is_array_index(i)):
            raise IndexError(f"{where}: unsupported index {i!r} of type {type(i).__name__} "
                             f"(at {core.user_location_str()}); use integers, slices, None, "
                             f"Ellipsis or integer arrays")
    if sum(1 for i in idx if i is Ellipsis) > 1:
        raise IndexError(f"{where}: an index can only have a single ellipsis ('...')")
    _check_mask_shapes(idx, shape, where)
    idx = _expand_masks(idx, where)
    used = sum(1 for i in idx if i is not None and i is not Ellipsis)
    if used > len(shape):
        raise IndexError(f"{where}: too many indices for array: array is {len(shape)}-"
                         f"dimensional, but {used} were indexed (at {core.user_location_str()})")
    k = next((n for n, i in enumerate(idx) if i is Ellipsis), None)
    if k is not None:
        idx = idx[:k] + [slice(None)] * (len(shape) - used) + idx[k + 1:]
    else:
        idx = idx + [slice(None)] * (len(shape) - used)
    entries, expanded, dims = [], [], iter(shape)
    for i in idx:
        if i is None:
            entries.append(slice(None))
            expanded.append(1)
        else:
            entries.append(i)
            expanded.append(next(dims))
    return entries, tuple(expanded)


def _static_slice_bounds(s: slice, size: int, where: str):
    try:
        bounds = [None if b is None else operator.index(b) for b in (s.start, s.stop, s.step)]
    except TypeError:
        raise IndexError(f"{where}: slice bounds must be static integers, got {s!r} at "
                         f"{core.user_location_str()}; use lax.dynamic_slice for traced "
                         f"starts") from None
    if bounds[2] == 0:
        raise ValueError(f"{where}: slice step cannot be zero")
    start, stop, step = slice(*bounds).indices(size)
    n = len(range(start, stop, step))
    if step > 0:
        return start, (start + (n - 1) * step + 1) if n else start, step, False, n
    # negative steps: bounds in the reversed array (rev comes first: IREE 3.13 fails to
    # compile a strided slice followed by a reverse)
    lo = size - 1 - start if n else 0
    return lo, (lo + (n - 1) * -step + 1) if n else 0, -step, True, n


def _wrap_negative(i, size):
    """numpy's negative indices: i + size where i < 0 (out-of-range values stay out)."""
    if isinstance(i, (np.ndarray, np.generic)) or _is_static_int(i):
        a = np.asarray(i)
        if a.dtype.kind == "i":
            a = np.where(a < 0, a + size, a)
        return a.astype(np.int32) if a.dtype.itemsize <= 4 or not dtypes.x64_enabled() else a
    i = as_index(i)
    if np.dtype(i.dtype).kind == "u":
        return i
    zero = asarray(np.zeros((), i.dtype))
    return lax.select(lax.lt(i, lax.broadcast_in_dim(zero, i.shape, ())),
                      lax.add(i, lax.broadcast_in_dim(asarray(np.array(size, i.dtype)),
                                                      i.shape, ())), i)


def rewriting_take(x, idx, mode=None, fill_value=None, where="indexing"):
    """x[idx] with numpy semantics; ``mode`` is "clip" (default) or "fill"."""
    x = promote_dtypes(x)[0]
    av = aval_of(x)
    entries, expanded = normalize_index(idx, av.shape, where)
    if expanded != av.shape:
        x = lax.reshape(x, expanded)
    mode = GatherScatterMode.CLIP if mode is None else GatherScatterMode.from_any(mode)
    has_arrays = any(_is_array_index(i) for i in entries)

    # 1. static slices and in-range static integers: one slice (after a rev)
    start, limit, strides, flips, drop, advanced = [], [], [], [], [], {}
    for d, (i, size) in enumerate(zip(entries, expanded)):
        if isinstance(i, slice):
            lo, hi, st, flip, _ = _static_slice_bounds(i, size, where)
            start.append(lo), limit.append(hi), strides.append(st)
            if flip:
                flips.append(d)
            continue
        start.append(0), limit.append(size), strides.append(1)
        if _is_static_int(i) and not has_arrays and -size <= i < size:
            start[-1], limit[-1] = i % size, i % size + 1
            drop.append(d)
        else:
            advanced[d] = i
    if flips:
        x = lax.rev(x, flips)
    if (start, limit, strides) != ([0] * len(expanded), list(expanded), [1] * len(expanded)):
        x = lax.slice(x, start, limit, strides)
    shape = aval_of(x).shape

    # 2. integer indices: one gather (or a dynamic_slice when all are scalars)
    if advanced:
        x = _take_advanced(x, shape, advanced, mode, fill_value, where)
    if drop:  # no index arrays here, so the gather above added no dimensions
        x = lax.reshape(x, [n for d, n in enumerate(shape) if d not in drop and d not in advanced])
    return x


def _take_advanced(x, shape, advanced: dict, mode, fill_value, where):
    dims = sorted(advanced)
    indices = [_wrap_negative(advanced[d], shape[d]) for d in dims]
    try:
        batch = broadcast_shapes(*[np.shape(i) for i in indices])
    except ValueError:
        raise IndexError(f"{where}: shape mismatch: indexing arrays could not be broadcast "
                         f"together with shapes {', '.join(str(np.shape(i)) for i in indices)} "
                         f"(at {core.user_location_str()})") from None
    if not batch and mode is GatherScatterMode.CLIP:
        return _take_scalars(x, shape, dict(zip(dims, indices)))
    common = np.result_type(*[np.dtype(i.dtype) for i in indices])
    columns = [lax.reshape(broadcast_to(lax.convert_element_type(i, common)
                                        if np.dtype(i.dtype) != common else i, batch),
                           batch + (1,)) for i in indices]
    stacked = columns[0] if len(columns) == 1 else lax.concatenate(columns, len(batch))
    rest = [d for d in range(len(shape)) if d not in advanced]
    nb = len(batch)
    adjacent = dims == list(range(dims[0], dims[-1] + 1))
    if adjacent:
        q = dims[0]
        offset_dims = list(range(q)) + list(range(q + nb, nb + len(rest)))
    else:
        offset_dims = list(range(nb, nb + len(rest)))
    dn = lax.GatherDimensionNumbers(offset_dims=tuple(offset_dims),
                                    collapsed_slice_dims=tuple(dims),
                                    start_index_map=tuple(dims))
    sizes = [1 if d in advanced else n for d, n in enumerate(shape)]
    return lax.gather(x, stacked, dn, sizes, mode=mode, fill_value=fill_value)


def _take_scalars(x, shape, scalars: dict):
    starts = [scalars.get(d, np.int32(0)) for d in range(len(shape))]
    common = np.result_type(*[np.dtype(s.dtype) for s in starts])
    starts = [lax.convert_element_type(s, common) if np.dtype(s.dtype) != common else s
              for s in starts]
    sizes = [1 if d in scalars else n for d, n in enumerate(shape)]
    y = lax.dynamic_slice(x, starts, sizes)
    return lax.reshape(y, [n for d, n in enumerate(shape) if d not in scalars])


def getitem(x, idx):
    """x[idx]: integers, slices, None, Ellipsis, integer arrays, concrete boolean masks."""
    return rewriting_take(x, idx, where="indexing")


# -------------------------------------------------------------------- updates
def _flat_positions(shape, idx, mode, where):
    """int32 array of the flat positions x[idx] selects (-1 where out of bounds)."""
    size = int(np.prod(shape, dtype=np.int64))
    positions = lax.reshape(lax.iota(np.int32, size), shape) if shape else np.int32(0)
    if mode is GatherScatterMode.CLIP:
        return rewriting_take(positions, idx, mode="clip", where=where)
    return rewriting_take(positions, idx, mode="fill", fill_value=-1, where=where)


_COMBINE = {"add": lax.add, "mul": lax.mul, "min": lax.min, "max": lax.max}


def _updates(y, dtype, weak, shape, where):
    y = asarray(y)
    if np.dtype(y.dtype) != dtype:
        y = lax.convert_element_type(y, dtype, weak)
    try:
        return broadcast_to(y, shape)
    except ValueError:
        raise ValueError(f"{where}: cannot broadcast update of shape {aval_of(y).shape} to "
                         f"indexed shape {tuple(shape)} at {core.user_location_str()}") from None


def _window_of_basic_index(entries, expanded):
    """(starts, sizes, dropped dims, traced dims) when ``entries`` select one box: only
    unit-step slices and (static in-range or traced scalar) integers; else None."""
    starts, sizes, dropped, traced = [], [], [], []
    for d, (i, size) in enumerate(zip(entries, expanded)):
        if isinstance(i, slice):
            if i.step not in (None, 1) or not all(
                    b is None or _is_static_int(b) for b in (i.start, i.stop)):
                return None
            lo, hi, _ = i.indices(size)
            starts.append(np.int32(lo))
            sizes.append(max(hi - lo, 0))
        elif _is_static_int(i):
            if not -size <= i < size:
                return None
            starts.append(np.int32(i % size))
            sizes.append(1)
            dropped.append(d)
        elif np.ndim(i) == 0 and np.dtype(i.dtype).kind in "iu":
            starts.append(_wrap_negative(i, size))
            sizes.append(1)
            dropped.append(d)
            traced.append(d)
        else:
            return None
    return starts, sizes, dropped, traced


def _update_window(x, av, entries, expanded, window, y, combiner, mode, where):
    """x.at[idx] for a box-shaped idx: dynamic_update_slice, no gather or scatter."""
    starts, sizes, dropped, traced = window
    y = _updates(y, av.dtype, av.weak_type, [n for d, n in enumerate(sizes) if d not in dropped],
                 where)
    y = lax.reshape(y, sizes)
    xe = lax.reshape(x, expanded) if expanded != av.shape else x
    common = np.result_type(*[np.dtype(s.dtype) for s in starts])
    starts = [lax.convert_element_type(s, common) if np.dtype(s.dtype) != common else s
              for s in starts]
    if combiner != "set":
        y = _COMBINE[combiner](lax.dynamic_slice(xe, starts, sizes), y)
    out = lax.dynamic_update_slice(xe, y, starts)
    if traced and mode is not GatherScatterMode.CLIP:
        # an out-of-bounds traced integer drops the update (dynamic_update_slice clamps)
        fits = None
        for d in traced:
            s = starts[d]
            ok = lax.bitwise_and(lax.ge(s, np.zeros((), s.dtype)),
                                 lax.lt(s, np.asarray(expanded[d], s.dtype)))
            fits = ok if fits is None else lax.bitwise_and(fits, ok)
        out = lax.select(fits, out, xe)
    return lax.reshape(out, av.shape) if expanded != av.shape else out


def scatter_update(x, idx, y, combiner: str, mode=None, where="at"):
    """x with x[idx] combined with y ("set", "add", "mul", "min", "max")."""
    x = asarray(x)
    av = aval_of(x)
    mode = GatherScatterMode.FILL_OR_DROP if mode is None else GatherScatterMode.from_any(mode)
    entries, expanded = normalize_index(idx, av.shape, where)
    window = _window_of_basic_index(entries, expanded)
    if window is not None:
        return _update_window(x, av, entries, expanded, window, y, combiner, mode, where)
    positions = _flat_positions(av.shape, idx, mode, where)
    pshape = aval_of(positions).shape
    y = _updates(y, av.dtype, av.weak_type, pshape, where)
    n = int(np.prod(pshape, dtype=np.int64))
    flat = lax.reshape(x, (av.size,))
    dn = lax.ScatterDimensionNumbers(update_window_dims=(), inserted_window_dims=(0,),
                                     scatter_dims_to_operand_dims=(0,))
    scatter = {"set": lax.scatter, "add": lax.scatter_add, "mul": lax.scatter_mul,
               "min": lax.scatter_min, "max": lax.scatter_max}[combiner]
    out = scatter(flat, lax.reshape(positions, (n, 1)), lax.reshape(y, (n,)), dn, mode=mode)
    return lax.reshape(out, av.shape)


def apply_update(x, idx, func, mode=None, unique_indices=False):
    """x with ``func`` applied at x[idx], once per occurrence (lax.scatter_apply); a box
    of unit-step slices and integers selects each element once, so it needs no count."""
    x = asarray(x)
    av = aval_of(x)
    mode = GatherScatterMode.FILL_OR_DROP if mode is None else GatherScatterMode.from_any(mode)
    entries, expanded = normalize_index(idx, av.shape, "at[].apply")
    if _window_of_basic_index(entries, expanded) is not None:
        selected = rewriting_take(x, idx, mode=mode, where="at[].apply")
        return scatter_update(x, idx, func(selected), "set", mode, "at[].apply")
    positions = _flat_positions(av.shape, idx, mode, "at[].apply")
    n = int(np.prod(aval_of(positions).shape, dtype=np.int64))
    dn = lax.ScatterDimensionNumbers(update_window_dims=(), inserted_window_dims=(0,),
                                     scatter_dims_to_operand_dims=(0,))
    out = lax.scatter_apply(lax.reshape(x, (av.size,)), lax.reshape(positions, (n, 1)), func,
                            dn, update_shape=(n,), unique_indices=unique_indices, mode=mode)
    return lax.reshape(out, av.shape)


class _IndexUpdateRef:
    """``x.at[idx]``: functional versions of ``x[idx] = y``, ``x[idx] += y``, ..."""
    __slots__ = ("array", "index")

    def __init__(self, array, index):
        self.array, self.index = array, index

    def __repr__(self):
        return f"_IndexUpdateRef({self.array!r}, {self.index!r})"

    def get(self, *, indices_are_sorted=False, unique_indices=False, mode=None,
            fill_value=None):
        """x[idx]; mode "fill" reads ``fill_value`` at out-of-bounds indices."""
        return rewriting_take(self.array, self.index, mode=mode, fill_value=fill_value,
                              where="at[].get")

    def set(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        """x[idx] = values (out of place)."""
        return scatter_update(self.array, self.index, values, "set", mode, "at[].set")

    def add(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        """x[idx] += values; repeated indices accumulate."""
        return scatter_update(self.array, self.index, values, "add", mode, "at[].add")

    def subtract(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        """x[idx] -= values; repeated indices accumulate."""
        return scatter_update(self.array, self.index, ufuncs.negative(asarray(values)), "add", mode,
                              "at[].subtract")

    def multiply(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        """x[idx] *= values; repeated indices accumulate."""
        return scatter_update(self.array, self.index, values, "mul", mode, "at[].multiply")

    mul = multiply

    def divide(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        """x[idx] /= values."""
        denominators = scatter_update(creation.ones_like(self.array), self.index, values,
                                      "mul", mode, "at[].divide")
        return ufuncs.divide(self.array, denominators)

    def power(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        """x[idx] **= values."""
        exponents = scatter_update(creation.ones_like(self.array), self.index, values, "mul", mode,
                                   "at[].power")
        return ufuncs.power(self.array, exponents)

    def apply(self, func, *, indices_are_sorted=False, unique_indices=False, mode=None):
        """x[idx] = func(x[idx]) for an elementwise ``func``, applied once per occurrence
        of an element in idx (a repeated index applies it again, as in JAX)."""
        return apply_update(self.array, self.index, func, mode, unique_indices)

    def min(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        """x[idx] = minimum(x[idx], values)."""
        return scatter_update(self.array, self.index, values, "min", mode, "at[].min")

    def max(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        """x[idx] = maximum(x[idx], values)."""
        return scatter_update(self.array, self.index, values, "max", mode, "at[].max")


class IndexUpdateHelper:
    """The object ``x.at`` returns; indexing it gives an _IndexUpdateRef."""
    __slots__ = ("array",)

    def __init__(self, array):
        self.array = array

    def __getitem__(self, index):
        return _IndexUpdateRef(self.array, index)

    def __repr__(self):
        return f"IndexUpdateHelper({self.array!r})"
