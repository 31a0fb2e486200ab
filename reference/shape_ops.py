"""Structural, indexing, reduction and sorting StableHLO ops with the spec's semantics.

The structural ops, gather, top_k, and reductions, sorts and scatters whose region is one
known op are functions of the operands, the result types and the op's attributes
(``ops.OPS``), called by the evaluator and by the front end's eager path alike.  The
rules of ops with any region take the op's step (its op and compiled regions), the operand
values and the evaluator, and return the result values.  Regions of reductions, scatters
and maps compute elementwise, so they run once per step on whole arrays of "scalars"
instead of once per element (reduce_window_with takes the fold as a function, so eager
lax.reduce_window shares it).  gather and dynamic_slice clamp start indices so the slice
fits; dynamic_update_slice clamps likewise; scatter skips update elements whose index
falls outside the operand.
"""
from __future__ import annotations

import functools
import itertools
import math

import ml_dtypes
import numpy as np

from hostcall.dialects.dimension_numbers import read_gather_dims, read_scatter_dims

from .elementwise import bitcast_convert, convert
from .values import (ResultType, int_attr, int_range, ints, is_float, is_int, read_elements,
                     tensor_spec, wrap)


def _spec(step, i=0):
    return tensor_spec(step.op.results[i].type)


def _index(v) -> int:
    return int(np.asarray(v).astype(np.int64)) if np.asarray(v).dtype != np.uint64 \
        else min(int(np.asarray(v)), 2 ** 62)


# --------------------------------------------------------------- structural
# These take the operands, the result types (``shape``, ``dtype``) and the op's attributes
# as keywords, and return the results: ``ops.OPS`` keys them by op name.
def constant(step, args, ev):
    return [read_elements(step.op, "value", step.op.results[0].type)]


def iota(args, results, *, iota_dimension):
    shape, dtype = results[0].shape, results[0].dtype
    d = iota_dimension
    ramp = np.arange(shape[d], dtype=np.int64)
    ramp = ramp.astype(dtype) if dtype.kind in "iuf" else convert(ramp, dtype)
    return [np.broadcast_to(ramp.reshape([-1 if i == d else 1 for i in range(len(shape))]),
                            shape)]


def broadcast_in_dim(args, results, *, broadcast_dimensions):
    shape = results[0].shape
    x = args[0]
    view = [1] * len(shape)
    for src, dst in enumerate(broadcast_dimensions):
        view[dst] = x.shape[src]
    return [np.broadcast_to(x.reshape(view), shape)]


def reshape(args, results):
    return [args[0].reshape(results[0].shape)]


def transpose(args, results, *, permutation):
    return [np.transpose(args[0], permutation)]


def slice_(args, results, *, start_indices, limit_indices, strides):
    return [args[0][tuple(slice(a, b, s) for a, b, s in
                          zip(start_indices, limit_indices, strides))]]


def _clamped_starts(starts, operand_shape, sizes):
    return [min(max(_index(s), 0), d - n) for s, d, n in zip(starts, operand_shape, sizes)]


def dynamic_slice(args, results, *, slice_sizes):
    x = args[0]
    starts = _clamped_starts(args[1:], x.shape, slice_sizes)
    return [x[tuple(slice(s, s + n) for s, n in zip(starts, slice_sizes))]]


def dynamic_update_slice(args, results):
    x, update = args[0], args[1]
    starts = _clamped_starts(args[2:], x.shape, update.shape)
    out = x.copy()
    out[tuple(slice(s, s + n) for s, n in zip(starts, update.shape))] = update
    return [out]


def concatenate(args, results, *, dimension):
    return [np.concatenate(args, axis=dimension)]


def pad(args, results, *, edge_padding_low, edge_padding_high, interior_padding):
    x, value = args
    low, interior = edge_padding_low, interior_padding
    shape, dtype = results[0].shape, results[0].dtype
    out = np.full(shape, value, dtype=dtype)
    if x.size == 0 or 0 in shape:
        return [out]
    dst, src = [], []
    for d, n in enumerate(x.shape):
        pos = low[d] + np.arange(n) * (interior[d] + 1)
        keep = (pos >= 0) & (pos < shape[d])
        dst.append(pos[keep])
        src.append(np.arange(n)[keep])
    if x.ndim:
        out[np.ix_(*dst)] = x[np.ix_(*src)]
    else:
        out[()] = x
    return [out]


def reverse(args, results, *, dimensions):
    return [np.flip(args[0], axis=tuple(dimensions)) if dimensions else args[0]]


def bitcast(args, results):
    return [bitcast_convert(args[0], results[0].dtype, results[0].shape)]


def _wide_for_dot(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    if is_int(dtype) or dtype == np.bool_:
        return x.astype(np.uint64 if dtype == np.uint64 else np.int64, copy=False)
    return x.astype(np.complex128 if dtype.kind == "c" else np.float64, copy=False)


@functools.lru_cache(maxsize=256)
def _dot_plan(lshape, rshape, lb, rb, lc, rc):
    """How to bring a dot_general to one batched matmul: the operands' permutations and
    3-d shapes, and the result's shape."""
    lfree = tuple(d for d in range(len(lshape)) if d not in lb and d not in lc)
    rfree = tuple(d for d in range(len(rshape)) if d not in rb and d not in rc)

    def size(shape, ds):
        return math.prod(shape[d] for d in ds)
    return (lb + lfree + lc, (size(lshape, lb), size(lshape, lfree), size(lshape, lc)),
            rb + rc + rfree, (size(rshape, rb), size(rshape, rc), size(rshape, rfree)),
            tuple(lshape[d] for d in lb + lfree) + tuple(rshape[d] for d in rfree))


def _dot(lhs, rhs, lb, rb, lc, rc, dtype):
    lperm, lshape, rperm, rshape, shape = _dot_plan(lhs.shape, rhs.shape, tuple(lb),
                                                    tuple(rb), tuple(lc), tuple(rc))
    a = _wide_for_dot(lhs.transpose(lperm).reshape(lshape), dtype)
    b = _wide_for_dot(rhs.transpose(rperm).reshape(rshape), dtype)
    with np.errstate(all="ignore"):
        out = np.matmul(a, b).reshape(shape)
    if dtype == np.bool_:
        return out != 0
    return wrap(out, dtype) if is_int(dtype) else convert(out, dtype)


def dot_general(args, results, *, lhs_batching_dimensions, rhs_batching_dimensions,
                lhs_contracting_dimensions, rhs_contracting_dimensions):
    """Products accumulate in float64 / complex128 / int64, rounded (or wrapped) once."""
    return [_dot(args[0], args[1], lhs_batching_dimensions, rhs_batching_dimensions,
                 lhs_contracting_dimensions, rhs_contracting_dimensions, results[0].dtype)]


def dot(args, results):
    lhs, rhs = args
    return [_dot(lhs, rhs, (), (), (lhs.ndim - 1,), (0,), results[0].dtype)]


# ---------------------------------------------------------------- reductions
def _fold(ev, region, accs, xs):
    """accs = region(accs..., xs...), elementwise on whole arrays."""
    return [np.asarray(r) for r in ev.run_region(region, [*accs, *xs])]


# the op of a reduction body that is one monoid -> its numpy reduction on bool, on others
MONOIDS = {
    "stablehlo.add": (np.logical_or, np.add),
    "stablehlo.multiply": (np.logical_and, np.multiply),
    "stablehlo.maximum": (np.logical_or, np.maximum),
    "stablehlo.minimum": (np.logical_and, np.minimum),
    "stablehlo.and": (np.logical_and, np.bitwise_and),
    "stablehlo.or": (np.logical_or, np.bitwise_or),
    "stablehlo.xor": (np.logical_xor, np.bitwise_xor),
}
_SIXTEEN_BIT_FLOATS = frozenset(map(np.dtype, (np.float16, ml_dtypes.bfloat16)))
_MONOID_DTYPES = _SIXTEEN_BIT_FLOATS | frozenset(map(np.dtype, (
    np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
    np.uint64, np.float32, np.float64, np.complex64, np.complex128)))


def reduce_monoid(args, results, *, dimensions, body, wide_16bit=False):
    """stablehlo.reduce of one input whose body is the one op ``body`` (a key of MONOIDS)
    applied to (accumulator, element): numpy's reduction with the init value folded in
    (sums pairwise: the spec leaves the order to the implementation).  ``wide_16bit``:
    16-bit float sums and products accumulate in float32 and round once, as XLA and IREE
    compute them (so JAX's values; the spec computes in the element type)."""
    x, init = args
    dtype = results[0].dtype
    on_bool, on_other = MONOIDS[body]
    ufunc = on_bool if x.dtype == np.bool_ else on_other
    if wide_16bit and x.dtype in _SIXTEEN_BIT_FLOATS and \
            body in ("stablehlo.add", "stablehlo.multiply"):
        x, init = x.astype(np.float32), init.astype(np.float32)
    with np.errstate(all="ignore"):
        if is_int(x.dtype) and x.dtype not in _MONOID_DTYPES:      # sub-byte: wrap once
            out = ufunc.reduce(x.astype(np.int64), axis=tuple(dimensions),
                               initial=int(init))
            return [wrap(out, dtype)]
        out = ufunc.reduce(x, axis=tuple(dimensions), initial=init[()])
    return [np.asarray(out).astype(dtype, copy=False)]


def _monoid_body(block) -> str | None:
    """The op of a reduction region that is one MONOIDS op on (accumulator, element)."""
    if len(block.steps) != 1 or len(block.arguments) != 2:
        return None
    step = block.steps[0]
    if step.name in MONOIDS and step.operands == block.arguments and \
            block.results == step.results:
        return step.name
    return None


def reduce(step, args, ev):
    n = len(args) // 2
    inputs, inits = args[:n], args[n:]
    dims = ints(step.op, "dimensions")
    body = _monoid_body(step.regions[0]) if n == 1 else None
    if body is not None and inputs[0].dtype in _MONOID_DTYPES:
        (_, dtype), = [tensor_spec(r.type) for r in step.op.results]
        out = reduce_monoid([inputs[0], inits[0]], [ResultType((), dtype)],
                            dimensions=dims, body=body)
        return [np.array(out[0])]
    keep = [d for d in range(inputs[0].ndim) if d not in dims]
    moved = [np.transpose(x, keep + dims).reshape(
        [inputs[0].shape[d] for d in keep] + [-1]) for x in inputs]
    out_shape = [inputs[0].shape[d] for d in keep]
    accs = [np.broadcast_to(i, out_shape).copy() for i in inits]
    for k in range(moved[0].shape[-1]):
        accs = _fold(ev, step.regions[0], accs, [m[..., k] for m in moved])
    return [np.broadcast_to(a, out_shape).astype(tensor_spec(r.type)[1])
            for a, r in zip(accs, step.op.results)]


def reduce_window_with(inputs, inits, out_shape, body, *, window_dimensions, window_strides,
                       base_dilations, window_dilations, padding) -> list:
    """stablehlo.reduce_window whose reduction ``body(accs, xs) -> arrays`` combines whole
    arrays (the evaluator runs the op's region, the front end the user's computation):
    the inputs dilated and padded with their init values (as pad), then one fold per
    window offset over the strided slice it selects.  ``padding``: (low, high) pairs."""
    padded = []
    for x, init in zip(inputs, inits):
        shape = [(d - 1) * b + 1 + lo + hi if d else lo + hi
                 for d, b, (lo, hi) in zip(x.shape, base_dilations, padding)]
        padded += pad([x, np.asarray(init)], [ResultType(tuple(shape), x.dtype)],
                      edge_padding_low=[lo for lo, _ in padding],
                      edge_padding_high=[hi for _, hi in padding],
                      interior_padding=[b - 1 for b in base_dilations])
    accs = [np.broadcast_to(i, out_shape).copy() for i in inits]
    for offset in itertools.product(*[range(w) for w in window_dimensions]):
        index = tuple(slice(o * wd, o * wd + (m - 1) * s + 1, s) if m else slice(0, 0)
                      for o, wd, m, s in zip(offset, window_dilations, out_shape,
                                             window_strides))
        accs = body(accs, [p[index] for p in padded])
    return [np.broadcast_to(a, out_shape) for a in accs]


def body_identity(body: str, dtype: np.dtype) -> np.ndarray:
    """The identity of the MONOIDS op ``body`` on ``dtype`` (maximum's is -inf, or the
    lowest value of a type without infinities)."""
    if dtype == np.bool_:
        return np.array(body in ("stablehlo.multiply", "stablehlo.minimum", "stablehlo.and"))
    if body in ("stablehlo.add", "stablehlo.or", "stablehlo.xor"):
        return np.zeros((), dtype)
    if body == "stablehlo.multiply":
        return np.ones((), dtype)
    if body == "stablehlo.and":
        return np.array(-1).astype(dtype)
    high = body == "stablehlo.minimum"
    if is_float(dtype):
        with np.errstate(all="ignore"):
            top = np.array(np.inf).astype(dtype)
        if not np.isinf(top.astype(np.float64)):
            top = np.array(ml_dtypes.finfo(dtype).max, dtype)
        return top if high else -top
    lo, hi = int_range(dtype)
    return np.array(hi if high else lo).astype(dtype)


def _prefix_axis(shape, window_dimensions, window_strides, base_dilations, window_dilations,
                 padding):
    """(axis, reverse) when each window runs from one position of an axis to its start
    (to its end: reverse), the whole axis long: a cumulative reduction; else None."""
    if any(v != 1 for v in (*window_strides, *base_dilations, *window_dilations)):
        return None
    axes = [d for d, w in enumerate(window_dimensions) if w != 1 or tuple(padding[d]) != (0, 0)]
    if len(axes) != 1 or window_dimensions[axes[0]] != shape[axes[0]]:
        return None
    axis, n = axes[0], shape[axes[0]]
    side = {(n - 1, 0): False, (0, n - 1): True}.get(tuple(padding[axis]))
    return None if side is None else (axis, side)


def reduce_window_monoid(args, results, *, window_dimensions, window_strides, base_dilations,
                         window_dilations, padding, body):
    """stablehlo.reduce_window of one input whose body is the one op ``body`` (MONOIDS):
    numpy's accumulate where the windows are the prefixes of one axis (a cumulative
    reduction) and the init value is the identity, else one ufunc fold per window offset.
    ``padding``: (low, high) pairs."""
    x, init = args
    ufunc = MONOIDS[body][0 if x.dtype == np.bool_ else 1]
    prefix = _prefix_axis(x.shape, window_dimensions, window_strides, base_dilations,
                          window_dilations, padding)
    with np.errstate(all="ignore"):
        if prefix is not None and \
                np.asarray(init).tobytes() == body_identity(body, x.dtype).tobytes():
            axis, reverse = prefix
            out = ufunc.accumulate(np.flip(x, axis) if reverse else x, axis=axis,
                                   dtype=x.dtype)
            return [np.flip(out, axis) if reverse else out]
        (out,) = reduce_window_with(
            [x], [init], results[0].shape, lambda accs, xs: [ufunc(accs[0], xs[0])],
            window_dimensions=window_dimensions, window_strides=window_strides,
            base_dilations=base_dilations, window_dilations=window_dilations,
            padding=padding)
    return [out.astype(results[0].dtype, copy=False)]


def reduce_window(step, args, ev):
    op = step.op
    n = len(args) // 2
    inputs, inits = args[:n], args[n:]
    rank = inputs[0].ndim
    flat = ints(op, "padding", [0] * (2 * rank))
    attrs = dict(window_dimensions=ints(op, "window_dimensions"),
                 window_strides=ints(op, "window_strides", [1] * rank),
                 base_dilations=ints(op, "base_dilations", [1] * rank),
                 window_dilations=ints(op, "window_dilations", [1] * rank),
                 padding=[(flat[2 * d], flat[2 * d + 1]) for d in range(rank)])
    body = _monoid_body(step.regions[0]) if n == 1 else None
    if body is not None and inputs[0].dtype in _MONOID_DTYPES:
        return reduce_window_monoid(args, [ResultType(*_spec(step))], body=body, **attrs)
    outs = reduce_window_with(inputs, inits, _spec(step)[0],
                              lambda accs, xs: _fold(ev, step.regions[0], accs, xs), **attrs)
    return [o.astype(tensor_spec(r.type)[1]) for o, r in zip(outs, op.results)]


def map_(step, args, ev):
    shape, dtype = _spec(step)
    out = ev.run_region(step.regions[0], args)
    return [np.broadcast_to(np.asarray(out[0]), shape).astype(dtype)]


def sort_by_keys(args, results, *, dimension, num_keys, is_stable=True):
    """stablehlo.sort whose comparator orders lexicographically by the first ``num_keys``
    operands, each ascending with NaN after every number and -0 equal to +0 (numpy's
    order; the comparator lax.sort stages), stably; the other operands follow."""
    keys = args[:num_keys]
    if num_keys == 1:
        perm = np.argsort(keys[0], axis=dimension, kind="stable")
    else:
        perm = np.lexsort(keys[::-1], axis=dimension)
    return [np.take_along_axis(o, perm, axis=dimension) for o in args]


def sort(step, args, ev):
    dim = int_attr(step.op, "dimension", -1)
    rank = args[0].ndim
    dim = dim + rank if dim < 0 else dim
    moved = [np.moveaxis(a, dim, -1) for a in args]
    outs = [m.copy() for m in moved]
    region = step.regions[0]

    def less(a, b, row):
        pairs = []
        for m in moved:
            pairs += [m[row + (a,)], m[row + (b,)]]
        return bool(ev.run_region(region, [np.asarray(p) for p in pairs])[0])

    for row in np.ndindex(*moved[0].shape[:-1]):
        def cmp(a, b):
            return -1 if less(a, b, row) else 1 if less(b, a, row) else 0
        order = sorted(range(moved[0].shape[-1]), key=functools.cmp_to_key(cmp))
        for o, m in zip(outs, moved):
            o[row] = m[row][order]
    return [np.moveaxis(o, -1, dim).copy() for o in outs]


# ------------------------------------------------------------- gather / scatter
def _index_vectors(indices: np.ndarray, index_vector_dim: int):
    """(batch shape, function batch position -> index vector as ints)."""
    if index_vector_dim >= indices.ndim:
        return indices.shape, lambda pos: [_index(indices[pos])]
    moved = np.moveaxis(indices, index_vector_dim, -1)
    return moved.shape[:-1], lambda pos: [_index(v) for v in moved[pos]]


def _int64_indices(indices: np.ndarray) -> np.ndarray:
    """Indices as int64; unsigned ones past 2**62 saturate (they are clamped anyway)."""
    if indices.dtype == np.uint64:
        return np.minimum(indices, np.uint64(2 ** 62)).astype(np.int64)
    return indices.astype(np.int64)


def gather(args, results, *, offset_dims, collapsed_slice_dims, start_index_map,
           index_vector_dim, slice_sizes, operand_batching_dims=(),
           start_indices_batching_dims=()):
    """stablehlo.gather: one window of ``slice_sizes`` per index vector, its start clamped
    so that it fits (batching dimensions start at the batch position), all windows read
    at once with index arrays."""
    operand, indices = args
    idx = _int64_indices(indices)
    idx = idx[..., None] if index_vector_dim >= idx.ndim else \
        np.moveaxis(idx, index_vector_dim, -1)
    batch_shape, nd = idx.shape[:-1], operand.ndim
    starts = np.zeros(batch_shape + (nd,), np.int64)
    starts[..., list(start_index_map)] = idx
    upper = np.asarray(operand.shape, np.int64) - np.asarray(slice_sizes, np.int64)
    starts = np.clip(starts, 0, upper)
    for od, sd in zip(operand_batching_dims, start_indices_batching_dims):
        axis = sd if sd < index_vector_dim else sd - 1
        starts[..., od] = np.arange(batch_shape[axis]).reshape(
            [-1 if i == axis else 1 for i in range(len(batch_shape))])
    grids = tuple(starts[..., d].reshape(batch_shape + (1,) * nd) +
                  np.arange(n).reshape([n if i == d else 1 for i in range(nd)])
                  for d, n in enumerate(slice_sizes))
    squeezed = set(collapsed_slice_dims) | set(operand_batching_dims)
    offset_shape = tuple(n for d, n in enumerate(slice_sizes) if d not in squeezed)
    window = operand[grids].reshape(batch_shape + offset_shape)
    nb = len(batch_shape)
    return [np.moveaxis(window, list(range(nb, nb + len(offset_shape))), list(offset_dims))]


def torch_index_select(args, results, *, dim, batch_dims):
    """stablehlo.torch_index_select (outside the spec): slices of ``operand`` along
    ``dim`` picked by ``index``, whose first ``batch_dims`` dimensions pair with the
    operand's; an index outside [0, size) is an error (it reads out of bounds)."""
    operand, index = args
    size = operand.shape[dim]
    idx = _int64_indices(index)
    bad = idx[(idx < 0) | (idx >= size)]
    if bad.size:
        raise ValueError(f"torch_index_select: index {int(bad[0])} out of bounds for "
                         f"dimension {dim} of size {size}")
    batch = operand.shape[:batch_dims]
    out = np.empty(results[0].shape, results[0].dtype)
    for b in np.ndindex(*batch):
        out[b] = np.take(operand[b], idx[b], axis=dim - batch_dims)
    return [out]


def gather_attributes(op) -> dict:
    """The keywords of ``gather`` read from a stablehlo.gather op."""
    dn = read_gather_dims(op.attributes["dimension_numbers"])
    return {"offset_dims": list(dn.offset_dims),
            "collapsed_slice_dims": list(dn.collapsed_slice_dims),
            "start_index_map": list(dn.start_index_map),
            "index_vector_dim": dn.index_vector_dim,
            "slice_sizes": ints(op, "slice_sizes"),
            "operand_batching_dims": list(dn.operand_batching_dims),
            "start_indices_batching_dims": list(dn.start_indices_batching_dims)}


def scatter_combined(args, results, *, update_window_dims, inserted_window_dims,
                     scatter_dims_to_operand_dims, index_vector_dim, input_batching_dims=(),
                     scatter_indices_batching_dims=(), body=None):
    """stablehlo.scatter of one operand whose update computation is the one op ``body``
    (a key of MONOIDS) on (current, update), or replaces (``body`` None): every update
    element lands at its window position, those outside the operand are skipped;
    updates to one element apply in order (ufunc.at)."""
    operand, indices, updates = args
    rank = operand.ndim
    idx = _int64_indices(indices)
    idx = idx[..., None] if index_vector_dim >= idx.ndim else \
        np.moveaxis(idx, index_vector_dim, -1)
    batch_shape = idx.shape[:-1]
    scatter_dims = [d for d in range(updates.ndim) if d not in update_window_dims]
    u = np.transpose(updates, scatter_dims + list(update_window_dims))
    window_shape = u.shape[len(batch_shape):]
    nw = len(window_shape)
    starts = np.zeros(batch_shape + (rank,), np.int64)
    starts[..., list(scatter_dims_to_operand_dims)] = idx
    for od, sd in zip(input_batching_dims, scatter_indices_batching_dims):
        axis = sd if sd < index_vector_dim else sd - 1
        starts[..., od] = np.arange(batch_shape[axis]).reshape(
            [-1 if i == axis else 1 for i in range(len(batch_shape))])
    window_operand_dims = [d for d in range(rank) if d not in inserted_window_dims
                           and d not in input_batching_dims]
    grids, inside = [], np.ones(u.shape, bool)
    for d in range(rank):
        g = starts[..., d].reshape(batch_shape + (1,) * nw)
        if d in window_operand_dims:
            k = window_operand_dims.index(d)
            g = g + np.arange(window_shape[k]).reshape([-1 if i == k else 1 for i in range(nw)])
        g = np.broadcast_to(g, u.shape)
        inside &= (g >= 0) & (g < operand.shape[d])
        grids.append(g)
    target, values = tuple(g[inside] for g in grids), u[inside]
    out = operand.copy()
    if body is None:
        out[target] = values
    else:
        on_bool, on_other = MONOIDS[body]
        with np.errstate(all="ignore"):
            (on_bool if operand.dtype == np.bool_ else on_other).at(out, target, values)
    return [out]


def _replaces(block) -> bool:
    """Whether a scatter region returns the update (its second argument) unchanged."""
    return not block.steps and len(block.arguments) == 2 and \
        block.results == [block.arguments[1]]


def scatter(step, args, ev):
    op = step.op
    n = (len(args) - 1) // 2
    operands, indices, updates = args[:n], args[n], args[n + 1:]
    dn = read_scatter_dims(op.attributes["scatter_dimension_numbers"])
    region = step.regions[0]
    body = _monoid_body(region) if n == 1 else None
    if n == 1 and operands[0].ndim and operands[0].dtype in _MONOID_DTYPES and \
            (body is not None or _replaces(region)):
        return scatter_combined(
            args, None, update_window_dims=list(dn.update_window_dims),
            inserted_window_dims=list(dn.inserted_window_dims),
            scatter_dims_to_operand_dims=list(dn.scatter_dims_to_operand_dims),
            index_vector_dim=dn.index_vector_dim,
            input_batching_dims=list(dn.input_batching_dims),
            scatter_indices_batching_dims=list(dn.scatter_indices_batching_dims), body=body)
    window_dims = list(dn.update_window_dims)
    inserted = list(dn.inserted_window_dims)
    input_batching = list(dn.input_batching_dims)
    indices_batching = list(dn.scatter_indices_batching_dims)
    to_operand = list(dn.scatter_dims_to_operand_dims)
    ivd = dn.index_vector_dim
    outs = [o.copy() for o in operands]
    rank = operands[0].ndim
    upd = updates[0]
    scatter_dims = [d for d in range(upd.ndim) if d not in window_dims]
    window_operand_dims = [d for d in range(rank) if d not in inserted and
                           d not in input_batching]
    _, vector = _index_vectors(indices, ivd)
    window_shape = [upd.shape[d] for d in window_dims]
    grid = np.indices(window_shape).reshape(len(window_shape), -1) if window_shape \
        else np.zeros((0, 1), np.int64)
    for pos in np.ndindex(*[upd.shape[d] for d in scatter_dims]):
        base = [0] * rank
        vec = vector(pos)
        for k, d in enumerate(to_operand):
            base[d] = vec[k]
        for od, sd in zip(input_batching, indices_batching):
            base[od] = pos[sd if sd < ivd else sd - 1]
        full = np.array(base, dtype=np.int64)[:, None].repeat(grid.shape[1], axis=1)
        for k, d in enumerate(window_operand_dims):
            full[d] += grid[k]
        ok = np.all((full >= 0) & (full < np.array(operands[0].shape)[:, None]), axis=0)
        if not ok.any():
            continue
        target = tuple(full[:, ok])
        where = [slice(None)] * upd.ndim
        for k, d in enumerate(scatter_dims):
            where[d] = pos[k]
        sources = [u[tuple(where)].reshape(-1)[ok] for u in updates]
        current = [o[target] for o in outs]
        new = ev.run_region(step.regions[0], [*current, *sources])
        for o, v in zip(outs, new):
            o[target] = np.broadcast_to(np.asarray(v), current[0].shape)
    return outs


def select_and_scatter(step, args, ev):
    operand, source, init = args
    op = step.op
    rank = operand.ndim
    window = ints(op, "window_dimensions", [1] * rank)
    strides = ints(op, "window_strides", [1] * rank)
    padding = ints(op, "padding", [0] * (2 * rank))
    select_region, scatter_region = step.regions
    out = np.broadcast_to(init, operand.shape).copy()
    for pos in np.ndindex(*source.shape):
        best = None
        for w in itertools.product(*[range(k) for k in window]):
            idx = tuple(p * s + o - padding[2 * d]
                        for d, (p, s, o) in enumerate(zip(pos, strides, w)))
            if any(i < 0 or i >= n for i, n in zip(idx, operand.shape)):
                continue
            if best is None or not bool(ev.run_region(
                    select_region, [operand[best], operand[idx]])[0]):
                best = idx
        if best is not None:
            out[best] = np.asarray(ev.run_region(scatter_region, [out[best], source[pos]])[0])
    return [out]


def top_k(args, results, *, k):
    x = args[0]
    key = x.astype(np.float64) if is_float(x.dtype) else x
    order = np.argsort(-key if key.dtype.kind != "u" else ~key, axis=-1, kind="stable")
    order = order[..., :k]
    return [np.take_along_axis(x, order, axis=-1), order.astype(results[1].dtype)]
