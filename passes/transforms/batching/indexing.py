"""Indexing ops: dynamic_slice, dynamic_update_slice, gather, scatter.

With unbatched start indices the batch axis is just one more whole axis.  Batched
start indices turn a dynamic_slice into a gather with StableHLO batching dimensions, and
a dynamic_update_slice into a counted loop of per-element updates (it keeps the op's
clamping of start indices; its ``hostcall.trip_count`` lets reverse mode differentiate
it).  Batched scatters address the batch axis as one more scattered dimension
(IREE does not lower scatter batching dimensions).
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import names
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import ScatterDims, read_gather_dims, read_scatter_dims

from . import attrs_of, create, element_at, element_start, i64s, move_regions, rule, shape


def _index_vector(bt, indices, flags):
    """Scalar start indices (some batched) as one [B, n] tensor of a common dtype."""
    dtype = np.dtype(np.int64) if any(hlo.dtype_of(i) == np.int64 for i in indices) \
        else np.dtype(np.int32)
    cols = []
    for idx, f in zip(indices, flags):
        if hlo.dtype_of(idx) != dtype:
            idx = hlo.convert(idx, dtype)
        col = idx if f else bt.broadcast(idx)
        cols.append(hlo.reshape(col, (bt.B, 1)))
    return hlo.concatenate(cols, 1) if len(cols) > 1 else cols[0]


@rule("stablehlo.dynamic_slice")
def dynamic_slice(bt, op, flags):
    x, *indices = op.operands
    sizes = i64s(op.attributes["slice_sizes"])
    if not any(flags[1:]):
        zero = hlo.constant(np.zeros((), hlo.dtype_of(indices[0]) if indices else np.int32))
        return [(hlo.dynamic_slice(x, [zero, *indices], [bt.B] + sizes), True)]
    xb = bt.to_batched(x, flags[0])
    starts = _index_vector(bt, indices, flags[1:])
    n = len(sizes)
    out = hlo.gather(xb, starts, offset_dims=list(range(1, n + 1)), collapsed_slice_dims=[],
                     start_index_map=list(range(1, n + 1)), index_vector_dim=1,
                     slice_sizes=[1] + sizes, result_shape=[bt.B] + sizes,
                     operand_batching_dims=[0], start_indices_batching_dims=[0])
    return [(out, True)]


@rule("stablehlo.dynamic_update_slice")
def dynamic_update_slice(bt, op, flags):
    x, update, *indices = op.operands
    xb = bt.to_batched(x, flags[0])
    ub = bt.to_batched(update, flags[1])
    if not any(flags[2:]):
        zero = hlo.constant(np.zeros((), hlo.dtype_of(indices[0]) if indices else np.int32))
        return [(hlo.dynamic_update_slice(xb, ub, [zero, *indices]), True)]
    # Per-element start indices: one dynamic_update_slice per element, in a loop over
    # the batch.
    if bt.B == 0:
        return [(xb, True)]
    index_dtype = hlo.dtype_of(indices[0])
    zero = hlo.constant(np.zeros((), index_dtype))
    one = hlo.constant(np.ones((), index_dtype))
    limit = hlo.constant(np.asarray(bt.B, index_dtype))

    def body(b, acc):
        starts = [element_at(i, b) if f else i for i, f in zip(indices, flags[2:])]
        starts = [s if hlo.dtype_of(s) == index_dtype else hlo.convert(s, index_dtype)
                  for s in starts]
        upd = hlo.dynamic_slice(ub, element_start(b, len(shape(ub)) - 1),
                                [1] + list(shape(ub))[1:])
        return [hlo.binary("add", b, one), hlo.dynamic_update_slice(acc, upd, [b, *starts])]

    loop = hlo.while_([zero, xb], lambda b, _: hlo.compare("LT", b, limit), body)
    # a counted loop (index first, from 0 by 1): reverse-mode autodiff can split it
    loop[0].owner.attributes[names.TRIP_COUNT] = ir.IntegerAttr.get(
        ir.IntegerType.get_signless(64), bt.B)
    return [(loop[1], True)]


def _prepend_batch_iota(bt, indices, index_vector_dim: int):
    """Batched indices with the element's own batch position as first index component.

    Scatters address the batch axis this way (as an ordinary scattered dimension) rather
    than with StableHLO batching dimensions, which IREE does not lower for scatter.
    """
    s = list(shape(indices))
    if index_vector_dim == len(s):
        s.append(1)
        indices = hlo.reshape(indices, s)
    iota_shape = list(s)
    iota_shape[index_vector_dim] = 1
    iota = hlo.iota(iota_shape, hlo.dtype_of(indices), 0)
    return hlo.concatenate([iota, indices], index_vector_dim)


@rule("stablehlo.gather")
def gather(bt, op, flags):
    operand, indices = op.operands
    dn = read_gather_dims(op.attributes["dimension_numbers"])
    up = (lambda ds: [d + 1 for d in ds])
    offset = up(dn.offset_dims)
    collapsed = list(dn.collapsed_slice_dims)
    obatch = list(dn.operand_batching_dims)
    ibatch = up(dn.start_indices_batching_dims)
    index_map = list(dn.start_index_map)
    ivd = dn.index_vector_dim + 1
    sizes = i64s(op.attributes["slice_sizes"])
    if flags[0]:  # the operand's batch axis pairs with a batch axis of the indices
        indices = bt.to_batched(indices, flags[1])
        collapsed, obatch, index_map = up(collapsed), [0] + up(obatch), up(index_map)
        ibatch = [0] + ibatch
        sizes = [1] + sizes
    # else: only the indices are batched; their new axis 0 is one more batch axis.
    out = hlo.gather(operand, indices, offset, collapsed, index_map, ivd, sizes,
                     (bt.B,) + shape(op.results[0]), obatch, ibatch)
    return [(out, True)]


def _collapse_scatter_dims(indices, updates, fields, ivd):
    """Fold several scattered dimensions into one (IREE lowers scatters with one).

    Applies when the index vector is the last indices dimension and the update windows
    are the trailing update dimensions, the form the batched scatters take.
    """
    si = list(shape(indices))
    n_scatter = len(si) - 1
    window = fields["update_window_dims"]
    if (n_scatter <= 1 or ivd != len(si) - 1 or fields["scatter_indices_batching_dims"]
            or any(window != list(range(len(shape(u)) - len(window), len(shape(u))))
                   or len(shape(u)) - len(window) != n_scatter for u in updates)):
        return indices, updates, ivd
    count = int(np.prod(si[:-1]))
    indices = hlo.reshape(indices, (count, si[-1]))
    updates = [hlo.reshape(u, (count,) + shape(u)[n_scatter:]) for u in updates]
    fields["update_window_dims"] = list(range(1, len(window) + 1))
    return indices, updates, 1


@rule("stablehlo.scatter")
def scatter(bt, op, flags):
    n = (len(op.operands) - 1) // 2
    inputs, indices, updates = op.operands[:n], op.operands[n], op.operands[n + 1:]
    dn = read_scatter_dims(op.attributes["scatter_dimension_numbers"])
    up = (lambda ds: [d + 1 for d in ds])
    inputs = [bt.to_batched(v, f) for v, f in zip(inputs, flags[:n])]
    indices = bt.to_batched(indices, flags[n])
    updates = [bt.to_batched(v, f) for v, f in zip(updates, flags[n + 1:])]
    ivd = dn.index_vector_dim + 1
    indices = _prepend_batch_iota(bt, indices, ivd)
    fields = {
        "update_window_dims": up(dn.update_window_dims),
        "inserted_window_dims": [0] + up(dn.inserted_window_dims),
        "input_batching_dims": up(dn.input_batching_dims),
        "scatter_indices_batching_dims": up(dn.scatter_indices_batching_dims),
        "scatter_dims_to_operand_dims": [0] + up(dn.scatter_dims_to_operand_dims),
    }
    indices, updates, ivd = _collapse_scatter_dims(indices, updates, fields, ivd)
    attrs = attrs_of(op)
    attrs["scatter_dimension_numbers"] = ScatterDims(
        **{k: tuple(v) for k, v in fields.items()}, index_vector_dim=ivd).attr()
    new = create(op.name, [*inputs, indices, *updates], [v.type for v in inputs], attrs,
                 regions=1)
    move_regions(op, new)
    return [(r, True) for r in new.results]
