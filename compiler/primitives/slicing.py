"""Slicing with traced positions: dynamic_slice, dynamic_update_slice, gather, scatter, pad.

Out-of-bounds positions follow JAX: ``dynamic_slice``, ``dynamic_update_slice`` and
gather in ``"clip"`` mode clamp start indices so the whole window fits (StableHLO's own
semantics); gather in ``"fill"`` mode returns ``fill_value`` for windows that do not fit;
scatter in ``"drop"`` mode skips updates whose window does not fit. StableHLO leaves
out-of-bounds scatter updates to the implementation, so the emitted code redirects them
into a padding area that is cut off afterwards: every backend behaves the same.
"""
from __future__ import annotations

import enum
from typing import NamedTuple, Sequence

import numpy as np

from hostcall.dialects import stablehlo as hlo
from hostcall.reference.shape_ops import gather as reference_gather
from hostcall.reference.shape_ops import scatter_combined as reference_scatter

from .. import dtypes, prng
from ..core import BY_REFERENCE, ShapedArray, bind, defprim
from .elementwise import convert_element_type
from .structural import reshape, slice as static_slice

INDEX_DTYPES = ("int32", "int64")


def _ints(xs) -> tuple[int, ...]:
    return tuple(int(x) for x in xs)


def _is_integer(aval: ShapedArray) -> bool:
    return aval.dtype.kind in "iu"


def _dtype_of(x) -> np.dtype:
    return np.dtype(x.dtype) if hasattr(x, "dtype") else np.asarray(x).dtype


def as_index(i):
    """``i`` as an int32/int64 index (narrower or unsigned integers become int32)."""
    aval = i.aval if hasattr(i, "aval") else ShapedArray(np.shape(i), np.asarray(i).dtype)
    if aval.dtype.kind not in "iu":
        raise TypeError(f"indices must be integers, got {aval.str_short()}")
    if aval.dtype.name in INDEX_DTYPES and not aval.weak_type:
        return i
    return convert_element_type(i, np.int32)


def default_fill_value(dtype) -> np.ndarray:
    """JAX's fill for out-of-bounds reads: NaN, the most negative int, max uint, True."""
    d = np.dtype(dtype)
    if d == np.bool_:
        return np.array(True)
    if d.kind in "fc" or d == dtypes.bfloat16:
        return np.array(np.nan, d)
    if d.kind == "i":
        return np.array(np.iinfo(d).min, d)
    return np.array(np.iinfo(d).max, d)


class GatherScatterMode(enum.Enum):
    """What gather and scatter do with windows that do not fit in the operand."""
    CLIP = "clip"
    FILL_OR_DROP = "fill"
    PROMISE_IN_BOUNDS = "promise_in_bounds"

    @staticmethod
    def from_any(mode) -> "GatherScatterMode":
        if isinstance(mode, GatherScatterMode):
            return mode
        if mode is None or mode in ("fill", "drop"):
            return GatherScatterMode.FILL_OR_DROP
        if mode == "clip":
            return GatherScatterMode.CLIP
        if mode == "promise_in_bounds":
            return GatherScatterMode.PROMISE_IN_BOUNDS
        raise ValueError(f"unknown gather/scatter mode {mode!r} (expected 'clip', 'fill', "
                         f"'drop' or 'promise_in_bounds')")


# --------------------------------------------------------------- dynamic_slice
def _check_starts(op, x, starts):
    if len(starts) != x.ndim:
        raise TypeError(f"{op} needs one start index per dimension of {x.str_short()}, "
                        f"got {len(starts)}")
    for s in starts:
        if s.ndim != 0 or not _is_integer(s):
            raise TypeError(f"{op} start indices must be integer scalars, got {s.str_short()}")
    if len({s.dtype for s in starts}) > 1:
        raise TypeError(f"{op} start indices must share one dtype, got "
                        f"{', '.join(s.str_short() for s in starts)}")


def _dynamic_slice_shape(x, *starts, slice_sizes):
    _check_starts("dynamic_slice", x, starts)
    if len(slice_sizes) != x.ndim or any(not 0 <= n <= d for n, d in zip(slice_sizes, x.shape)):
        raise TypeError(f"dynamic_slice sizes {slice_sizes} do not fit {x.str_short()}")
    return x.update(shape=slice_sizes)


dynamic_slice_p = defprim(
    "dynamic_slice", _dynamic_slice_shape,
    lambda ctx, x, *starts, slice_sizes: hlo.dynamic_slice(x, starts, slice_sizes),
    BY_REFERENCE, op_name="stablehlo.dynamic_slice", attrs=dict)


def _index_scalars(starts) -> list:
    starts = [as_index(s) for s in starts]
    if len({_dtype_of(s) for s in starts}) > 1:
        starts = [convert_element_type(s, np.int32) for s in starts]
    return starts


@prng.on_keys("lax.dynamic_slice")
def dynamic_slice(operand, start_indices: Sequence, slice_sizes: Sequence[int]):
    """operand[start:start+size] per dimension; starts are clamped so the slice fits."""
    return bind(dynamic_slice_p, (operand, *_index_scalars(start_indices)),
                {"slice_sizes": _ints(slice_sizes)})


# -------------------------------------------------------- dynamic_update_slice
def _dus_shape(x, update, *starts):
    _check_starts("dynamic_update_slice", x, starts)
    if update.dtype != x.dtype:
        raise TypeError(f"dynamic_update_slice update {update.str_short()} must have the "
                        f"operand's dtype {x.dtype.name}")
    if update.ndim != x.ndim or any(u > d for u, d in zip(update.shape, x.shape)):
        raise TypeError(f"dynamic_update_slice update {update.str_short()} does not fit in "
                        f"operand {x.str_short()}")
    return x


dynamic_update_slice_p = defprim(
    "dynamic_update_slice", _dus_shape,
    lambda ctx, x, update, *starts: hlo.dynamic_update_slice(x, update, starts),
    BY_REFERENCE, op_name="stablehlo.dynamic_update_slice")


@prng.on_keys("lax.dynamic_update_slice")
def dynamic_update_slice(operand, update, start_indices: Sequence):
    """operand with ``update`` written at ``start_indices`` (clamped so it fits)."""
    return bind(dynamic_update_slice_p, (operand, update, *_index_scalars(start_indices)), {})


# ----------------------------------------------------------- helpers in a dim
def _starts_in_dim(ndim, index, axis):
    return [index if d == axis else 0 for d in range(ndim)]


def slice_in_dim(operand, start_index, limit_index, stride=1, axis=0):
    """Static slice along one axis (Python-style None and negative bounds)."""
    shape = operand.shape
    s, e, st = slice(start_index, limit_index, stride).indices(shape[axis])
    starts, limits, strides = [0] * len(shape), list(shape), [1] * len(shape)
    starts[axis], limits[axis], strides[axis] = s, max(s, e), st
    return static_slice(operand, starts, limits, strides)


def index_in_dim(operand, index: int, axis: int = 0, keepdims: bool = True):
    """The static ``index``-th slice along ``axis`` (negative counts from the end)."""
    size = operand.shape[axis]
    if not -size <= index < size:
        raise IndexError(f"index_in_dim: index {index} is out of bounds for axis {axis} "
                         f"with size {size}")
    index %= size
    out = slice_in_dim(operand, index, index + 1, 1, axis)
    return out if keepdims else reshape(out, [d for i, d in enumerate(out.shape) if i != axis])


def dynamic_slice_in_dim(operand, start_index, slice_size: int, axis: int = 0):
    """A slice of ``slice_size`` along ``axis`` starting at the traced ``start_index``
    (clamped into range, as in JAX).
    """
    sizes = list(operand.shape)
    sizes[axis] = slice_size
    return dynamic_slice(operand, _starts_in_dim(operand.ndim, start_index, axis), sizes)


def dynamic_index_in_dim(operand, index, axis: int = 0, keepdims: bool = True):
    """The ``index``-th slice along ``axis`` for a traced index (clamped into range)."""
    out = dynamic_slice_in_dim(operand, index, 1, axis)
    return out if keepdims else reshape(out, [d for i, d in enumerate(out.shape) if i != axis])


def dynamic_update_slice_in_dim(operand, update, start_index, axis: int):
    """``operand`` with ``update`` written along ``axis`` from the traced ``start_index``
    (clamped into range).
    """
    return dynamic_update_slice(operand, update,
                                _starts_in_dim(operand.ndim, start_index, axis))


def dynamic_update_index_in_dim(operand, update, index, axis: int):
    """``operand`` with ``update`` (one index's slice) written at ``index`` along ``axis``."""
    if update.ndim == operand.ndim - 1:
        update = reshape(update, update.shape[:axis] + (1,) + update.shape[axis:])
    return dynamic_update_slice_in_dim(operand, update, index, axis)


# ------------------------------------------------------------------------- pad
def _pad_shape(x, padding_value, *, padding_config):
    if padding_value.ndim != 0 or padding_value.dtype != x.dtype:
        raise TypeError(f"pad value must be a scalar of the operand's dtype {x.dtype.name}, "
                        f"got {padding_value.str_short()}")
    if len(padding_config) != x.ndim:
        raise TypeError(f"pad needs one (low, high, interior) per dimension of "
                        f"{x.str_short()}, got {padding_config}")
    shape = []
    for d, (lo, hi, interior) in zip(x.shape, padding_config):
        if interior < 0:
            raise TypeError(f"pad interior padding must be >= 0, got {padding_config}")
        n = lo + hi + d + max(0, d - 1) * interior
        if n < 0:
            raise TypeError(f"pad config {padding_config} gives a negative dimension for "
                            f"{x.str_short()}")
        shape.append(n)
    return x.update(shape=shape)


def _pad_emit(ctx, x, padding_value, *, padding_config):
    lo, hi, interior = zip(*padding_config) if padding_config else ((), (), ())
    return hlo.pad(x, padding_value, lo, hi, interior)


def _pad_attrs(padding_config) -> dict:
    low, high, interior = zip(*padding_config) if padding_config else ((), (), ())
    return {"edge_padding_low": low, "edge_padding_high": high, "interior_padding": interior}


pad_p = defprim("pad", _pad_shape, _pad_emit, BY_REFERENCE, op_name="stablehlo.pad",
                attrs=_pad_attrs)


def pad(operand, padding_value, padding_config: Sequence[tuple[int, int, int]]):
    """Pad with (low, high, interior) per dimension; negative low/high crop.

    A Python scalar ``padding_value`` takes the operand's dtype (it is weakly typed)."""
    if dtypes.is_python_scalar(padding_value):
        padding_value = np.asarray(padding_value, _dtype_of(operand))
    return bind(pad_p, (operand, padding_value),
                {"padding_config": tuple(_ints(c) for c in padding_config)})


# ---------------------------------------------------------------------- gather
class GatherDimensionNumbers(NamedTuple):
    """As JAX's: the index vector is the last dimension of the indices."""
    offset_dims: tuple[int, ...]
    collapsed_slice_dims: tuple[int, ...]
    start_index_map: tuple[int, ...]
    operand_batching_dims: tuple[int, ...] = ()
    start_indices_batching_dims: tuple[int, ...] = ()


class ScatterDimensionNumbers(NamedTuple):
    """As JAX's: the index vector is the last dimension of the indices."""
    update_window_dims: tuple[int, ...]
    inserted_window_dims: tuple[int, ...]
    scatter_dims_to_operand_dims: tuple[int, ...]
    operand_batching_dims: tuple[int, ...] = ()
    scatter_indices_batching_dims: tuple[int, ...] = ()


def _canonical_dn(cls, dn):
    dn = cls(*(_ints(f) for f in dn))
    if dn[3] or dn[4]:
        raise NotImplementedError(f"{cls.__name__} with batching dimensions is not supported")
    return dn


def _check_index_map(op, operand, indices, index_map):
    if not _is_integer(indices) or indices.ndim < 1:
        raise TypeError(f"{op} indices must be an integer array whose last dimension is the "
                        f"index vector, got {indices.str_short()}")
    if indices.shape[-1] != len(index_map):
        raise TypeError(f"{op} index vector length {indices.shape[-1]} does not match the "
                        f"{len(index_map)} mapped operand dimensions {index_map}")
    if len(set(index_map)) != len(index_map) or any(
            not 0 <= d < operand.ndim for d in index_map):
        raise TypeError(f"{op} index map {index_map} is not a set of dimensions of "
                        f"{operand.str_short()}")


def _gather_shape(operand, indices, *, dimension_numbers, slice_sizes, mode, fill_value):
    dn = dimension_numbers
    _check_index_map("gather", operand, indices, dn.start_index_map)
    if len(slice_sizes) != operand.ndim or any(
            not 0 <= n <= d for n, d in zip(slice_sizes, operand.shape)):
        raise TypeError(f"gather slice_sizes {slice_sizes} do not fit {operand.str_short()}")
    if any(slice_sizes[d] > 1 for d in dn.collapsed_slice_dims):
        raise TypeError(f"gather collapsed_slice_dims {dn.collapsed_slice_dims} must have "
                        f"slice size 1, got slice_sizes {slice_sizes}")
    kept = [slice_sizes[d] for d in range(operand.ndim) if d not in dn.collapsed_slice_dims]
    batch = list(indices.shape[:-1])
    if len(dn.offset_dims) != len(kept) or list(dn.offset_dims) != sorted(set(dn.offset_dims)):
        raise TypeError(f"gather offset_dims {dn.offset_dims} must be increasing, one per "
                        f"non-collapsed operand dimension ({len(kept)})")
    rank = len(batch) + len(kept)
    if dn.offset_dims and dn.offset_dims[-1] >= rank:
        raise TypeError(f"gather offset_dims {dn.offset_dims} out of range for rank {rank}")
    shape, kept_it, batch_it = [], iter(kept), iter(batch)
    for i in range(rank):
        shape.append(next(kept_it) if i in dn.offset_dims else next(batch_it))
    return operand.update(shape=shape)


def _full_starts(indices, index_map, ndim):
    starts = np.zeros(indices.shape[:-1] + (ndim,), np.int64)
    starts[..., list(index_map)] = indices
    return starts


def _gather_eager(operand, indices, *, dimension_numbers, slice_sizes, mode, fill_value):
    """The reference's stablehlo.gather; in fill mode, the windows that do not fit are
    ``fill_value`` (the select _gather_emit stages after the gather)."""
    dn = dimension_numbers
    (out,) = reference_gather([operand, indices], None, offset_dims=dn.offset_dims,
                              collapsed_slice_dims=dn.collapsed_slice_dims,
                              start_index_map=dn.start_index_map,
                              index_vector_dim=indices.ndim - 1, slice_sizes=slice_sizes)
    if mode is GatherScatterMode.FILL_OR_DROP:
        starts = _full_starts(indices, dn.start_index_map, operand.ndim)
        upper = np.asarray(operand.shape, np.int64) - np.asarray(slice_sizes, np.int64)
        fits = np.all((starts >= 0) & (starts <= upper), axis=-1)
        out = np.where(np.expand_dims(fits, tuple(dn.offset_dims)), out,
                       np.asarray(fill_value, operand.dtype))
    return out


def _fits_mask(indices_aval, indices, index_map, operand_shape, window):
    """bool[batch]: whether the window at each index vector lies inside the operand."""
    shape, idt = indices_aval.shape, indices_aval.dtype
    nb = len(shape) - 1
    upper = _index_vectors(indices_aval, [operand_shape[d] - window[d] for d in index_map])
    ok = hlo.compare("LE", indices, upper)
    if idt.kind == "i":
        ok = hlo.binary("and", ok, hlo.compare("GE", indices, hlo.constant(np.zeros(shape, idt))))
    return hlo.reduce([ok], [hlo.constant(np.array(True))], [nb],
                      lambda acc, v: [hlo.binary("and", acc, v)])[0]


def _index_vectors(i_aval, values):
    """A constant of the indices' shape holding ``values`` along the index vector."""
    nb = i_aval.ndim - 1
    return hlo.broadcast_in_dim(hlo.constant(np.asarray(values, i_aval.dtype)), i_aval.shape,
                                [nb])


def _clamp_indices(i_aval, indices, index_map, operand_shape, window):
    upper = _index_vectors(i_aval, [operand_shape[d] - window[d] for d in index_map])
    return hlo.clamp(_index_vectors(i_aval, [0] * len(index_map)), indices, upper)


def _gather_emit(ctx, operand, indices, *, dimension_numbers, slice_sizes, mode, fill_value):
    dn = dimension_numbers
    x_aval, i_aval = ctx.avals_in
    out = ctx.avals_out[0]
    nb = i_aval.ndim - 1
    # StableHLO clamps start indices (IREE 3.13 does not: hostcall-spec-indices clamps them)
    y = hlo.gather(operand, indices, dn.offset_dims, dn.collapsed_slice_dims,
                   dn.start_index_map, nb, slice_sizes, out.shape)
    if mode is not GatherScatterMode.FILL_OR_DROP:
        return y
    fits = _fits_mask(i_aval, indices, dn.start_index_map, x_aval.shape, slice_sizes)
    batch_positions = [i for i in range(out.ndim) if i not in dn.offset_dims]
    fits = hlo.broadcast_in_dim(fits, out.shape, batch_positions)
    fill = hlo.constant(np.full(out.shape, fill_value, out.dtype))
    return hlo.select(fits, y, fill)


gather_p = defprim("gather", _gather_shape, _gather_emit, _gather_eager,
                   op_name="stablehlo.gather")


def gather(operand, start_indices, dimension_numbers: GatherDimensionNumbers,
           slice_sizes: Sequence[int], *, unique_indices: bool = False,
           indices_are_sorted: bool = False, mode=None, fill_value=None):
    """stablehlo.gather with JAX's conventions (index vector last; mode: clip or fill)."""
    mode = GatherScatterMode.from_any(mode)
    dtype = _dtype_of(operand)
    fill = default_fill_value(dtype) if fill_value is None else np.asarray(fill_value)
    return bind(gather_p, (operand, as_index(start_indices)), {
        "dimension_numbers": _canonical_dn(GatherDimensionNumbers, dimension_numbers),
        "slice_sizes": _ints(slice_sizes), "mode": mode,
        "fill_value": fill.astype(dtype).item() if mode is GatherScatterMode.FILL_OR_DROP
        else None})


# --------------------------------------------------------------------- scatter
# combiner -> the stablehlo op of the update computation (None: the update replaces)
COMBINERS = {"set": None, "add": "add", "mul": "multiply", "min": "minimum", "max": "maximum"}


def _scatter_window(operand_ndim, dn, updates_shape):
    """The update window as a full operand-rank shape (inserted dims are 1)."""
    window = [1] * operand_ndim
    kept = [d for d in range(operand_ndim) if d not in dn.inserted_window_dims]
    for d, ud in zip(kept, dn.update_window_dims):
        window[d] = updates_shape[ud]
    return window


def _scatter_shape(operand, indices, updates, *, dimension_numbers, mode, combiner):
    dn = dimension_numbers
    _check_index_map("scatter", operand, indices, dn.scatter_dims_to_operand_dims)
    if updates.dtype != operand.dtype:
        raise TypeError(f"scatter updates {updates.str_short()} must have the operand's dtype "
                        f"{operand.dtype.name}")
    if combiner != "set" and operand.dtype.kind == "c" and combiner in ("min", "max"):
        raise TypeError(f"scatter_{combiner} does not accept complex operands")
    kept = [d for d in range(operand.ndim) if d not in dn.inserted_window_dims]
    if len(kept) != len(dn.update_window_dims) or any(
            not 0 <= d < updates.ndim for d in dn.update_window_dims):
        raise TypeError(f"scatter update_window_dims {dn.update_window_dims} must name one "
                        f"dimension of updates {updates.str_short()} per operand dimension "
                        f"not in inserted_window_dims {dn.inserted_window_dims}")
    scatter_dims = [updates.shape[d] for d in range(updates.ndim)
                    if d not in dn.update_window_dims]
    if scatter_dims != list(indices.shape[:-1]):
        raise TypeError(f"scatter updates {updates.str_short()} do not match indices "
                        f"{indices.str_short()}: update scatter dims {scatter_dims} must equal "
                        f"the index batch shape {list(indices.shape[:-1])}")
    window = _scatter_window(operand.ndim, dn, updates.shape)
    if any(w > d for w, d in zip(window, operand.shape)):
        raise TypeError(f"scatter update window {window} does not fit in {operand.str_short()}")
    return operand


def _scatter_eager(operand, indices, updates, *, dimension_numbers, mode, combiner):
    """The reference's stablehlo.scatter, after JAX's mode: clip clamps each window's start
    into the operand, drop sends the windows that do not fit past the end, where the
    reference skips every element of them (as _scatter_emit's padding area does)."""
    dn = dimension_numbers
    window = _scatter_window(operand.ndim, dn, updates.shape)
    sdims = dn.scatter_dims_to_operand_dims
    idx = indices.astype(np.int64)
    upper = np.asarray([operand.shape[d] - window[d] for d in sdims], np.int64)
    if mode is GatherScatterMode.CLIP:
        idx = np.clip(idx, 0, upper)
    elif mode is GatherScatterMode.FILL_OR_DROP:
        fits = np.all((idx >= 0) & (idx <= upper), axis=-1, keepdims=True)
        idx = np.where(fits, idx, np.asarray([operand.shape[d] for d in sdims], np.int64))
    body = COMBINERS[combiner]
    (out,) = reference_scatter(
        [operand, idx, updates], None, update_window_dims=dn.update_window_dims,
        inserted_window_dims=dn.inserted_window_dims, scatter_dims_to_operand_dims=sdims,
        index_vector_dim=indices.ndim - 1, body=body and f"stablehlo.{body}")
    return out


def _scatter_emit(ctx, operand, indices, updates, *, dimension_numbers, mode, combiner):
    dn = dimension_numbers
    x_aval, i_aval, u_aval = ctx.avals_in
    sdims = dn.scatter_dims_to_operand_dims
    window = _scatter_window(x_aval.ndim, dn, u_aval.shape)
    body_op = COMBINERS[combiner]
    region = (lambda cur, new: [new]) if body_op is None else (
        lambda cur, new: [hlo.binary(body_op, cur, new)])
    nb = i_aval.ndim - 1

    def scatter_into(target, idx):
        return hlo.scatter(target, idx, updates, dn.update_window_dims,
                           dn.inserted_window_dims, sdims, nb, region)

    if mode is GatherScatterMode.CLIP:
        return scatter_into(operand, _clamp_indices(i_aval, indices, sdims, x_aval.shape, window))
    if mode is GatherScatterMode.PROMISE_IN_BOUNDS:
        return scatter_into(operand, indices)
    # drop: send windows that do not fit to a padding area past the end, then cut it off
    fits = _fits_mask(i_aval, indices, sdims, x_aval.shape, window)
    fits = hlo.broadcast_in_dim(fits, i_aval.shape, list(range(nb)))
    past_end = _index_vectors(i_aval, [x_aval.shape[d] for d in sdims])
    # (clamped as well, which changes nothing but shows hostcall-spec-indices the range)
    redirected = hlo.clamp(_index_vectors(i_aval, [0] * len(sdims)),
                           hlo.select(fits, indices, past_end), past_end)
    high = [window[d] if d in sdims else 0 for d in range(x_aval.ndim)]
    zero = hlo.constant(np.zeros((), x_aval.dtype))
    padded = hlo.pad(operand, zero, [0] * x_aval.ndim, high, [0] * x_aval.ndim)
    out = scatter_into(padded, redirected)
    return hlo.slice_(out, [0] * x_aval.ndim, x_aval.shape)


scatter_p = defprim("scatter", _scatter_shape, _scatter_emit, _scatter_eager,
                    op_name="stablehlo.scatter")


def _scatter(combiner):
    def f(operand, scatter_indices, updates, dimension_numbers: ScatterDimensionNumbers, *,
          indices_are_sorted: bool = False, unique_indices: bool = False, mode=None):
        return bind(scatter_p, (operand, as_index(scatter_indices), updates), {
            "dimension_numbers": _canonical_dn(ScatterDimensionNumbers, dimension_numbers),
            "mode": GatherScatterMode.from_any(mode), "combiner": combiner})
    f.__name__ = "scatter" if combiner == "set" else f"scatter_{combiner}"
    f.__doc__ = (f"stablehlo.scatter ({combiner}) with JAX's conventions; out-of-bounds "
                 f"windows are dropped (mode 'drop', the default) or clamped ('clip').")
    return f


scatter = _scatter("set")
scatter_add = _scatter("add")
scatter_mul = _scatter("mul")
scatter_min = _scatter("min")
scatter_max = _scatter("max")
