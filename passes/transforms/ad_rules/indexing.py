"""Derivatives of dynamic_slice / dynamic_update_slice / gather / scatter-add and -set / sort."""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.cloning import clone_op, clone_region
from hostcall.dialects.dimension_numbers import read_gather_dims, read_scatter_dims
from hostcall.dialects.index_clamps import gather_starts
from hostcall.dialects.ops import attrs_of, block_ops, int_attr
from hostcall.dialects.stablehlo import shape_of

from . import jvp_rule, transpose_rule
from .builders import zeros_of
from .errors import op_error


def _same_op(op, operands, result_types):
    new = hlo.op(op.name, operands, result_types,
                 attrs_of(op),
                 regions=len(op.regions))
    for old, nr in zip(op.regions, new.regions):
        clone_region(old, nr, {})
    return new


@jvp_rule("stablehlo.dynamic_slice", "stablehlo.gather")
def _index_read(op, ins, outs, tans):
    if tans[0] is None:
        return [None]
    return [_same_op(op, [tans[0], *ins[1:]], [outs[0].type]).result]


@jvp_rule("stablehlo.dynamic_update_slice")
def _dus(op, ins, outs, tans):
    if tans[0] is None and tans[1] is None:
        return [None]
    t0 = tans[0] if tans[0] is not None else zeros_of(ins[0].type)
    t1 = tans[1] if tans[1] is not None else zeros_of(ins[1].type)
    return [hlo.dynamic_update_slice(t0, t1, ins[2:])]


def scatter_combiner(op) -> str | None:
    ops = block_ops(op.regions[0].blocks[0])
    if len(ops) == 1:
        return "replace"
    if len(ops) == 2:
        return ops[0].name.split(".", 1)[1]
    return None


@jvp_rule("stablehlo.scatter")
def _scatter(op, ins, outs, tans):
    operand_t, updates_t = tans[0], tans[2]
    if operand_t is None and updates_t is None:
        return [None]
    combiner = scatter_combiner(op)
    if combiner not in ("add", "replace"):
        raise op_error(op, "differentiation of a scatter other than scatter-add or "
                           "scatter-set is not supported")
    t0 = operand_t if operand_t is not None else zeros_of(ins[0].type)
    t2 = updates_t if updates_t is not None else zeros_of(ins[2].type)
    if combiner == "replace":
        return [_scatter_set_tangent(op, ins, t0, t2)]
    return [_same_op(op, [t0, ins[1], t2], [outs[0].type]).result]


def _scatter_like(op, operand, indices, updates, combiner):
    """A scatter with ``op``'s dimension numbers (and ``indices``, the value standing for its
    indices where the new op is built) and another combiner."""
    dn = read_scatter_dims(op.attributes["scatter_dimension_numbers"])
    return hlo.scatter(operand, indices, updates, list(dn.update_window_dims),
                       list(dn.inserted_window_dims),
                       list(dn.scatter_dims_to_operand_dims), dn.index_vector_dim,
                       combiner, list(dn.input_batching_dims),
                       list(dn.scatter_indices_batching_dims))


def _scatter_set_tangent(op, ins, t_operand, t_updates):
    """x.at[i].set(u): the operand's tangent where nothing lands, the tangent of the
    update that wins each written position elsewhere (JAX's construction: scatter the
    updates' ids, read back which won).  Built from scatter-add, gather and selects
    on primal masks, so reverse mode transposes it."""
    updates_shape = shape_of(ins[2])
    count = int(np.prod(updates_shape, dtype=np.int64))
    ids = hlo.reshape(hlo.binary("add", hlo.iota((count,), np.int32, 0),
                                 hlo.constant(np.ones((count,), np.int32))), updates_shape)
    no_ids = hlo.splat(0, shape_of(ins[0]), np.int32)
    indices = ins[1]
    landed = _scatter_like(op, no_ids, indices, ids, lambda a, b: [b])
    won = hlo.compare("EQ", _gather_updates(op, landed, indices), ids)
    winners = hlo.select(won, t_updates, zeros_of(t_updates.type))
    written = _scatter_like(op, zeros_of(t_operand.type), indices, winners,
                            lambda a, b: [hlo.binary("add", a, b)])
    touched = hlo.compare("NE", landed, no_ids)
    return hlo.select(touched, written, t_operand)


def _gather_updates(op, values, indices):
    """What a scatter like ``op`` (at ``indices``) would write, read back from ``values``
    (operand shaped): the gather that is the scatter's transpose."""
    dn = read_scatter_dims(op.attributes["scatter_dimension_numbers"])
    operand_shape, updates_shape = shape_of(op.operands[0]), shape_of(op.operands[2])
    window = list(dn.update_window_dims)
    inserted = set(dn.inserted_window_dims) | set(dn.input_batching_dims)
    sizes, w = [], iter(window)
    for d in range(len(operand_shape)):
        sizes.append(1 if d in inserted else updates_shape[next(w)])
    return hlo.gather(values, indices, window, list(dn.inserted_window_dims),
                      list(dn.scatter_dims_to_operand_dims), dn.index_vector_dim,
                      sizes, updates_shape, list(dn.input_batching_dims),
                      list(dn.scatter_indices_batching_dims))


# ----------------------------------------------------------------- transposes
@transpose_rule("stablehlo.dynamic_slice")
def _t_dynamic_slice(op, ins, linear, cts):
    zeros = zeros_of(op.operands[0].type)
    return [hlo.dynamic_update_slice(zeros, cts[0], ins[1:])] + [None] * (len(ins) - 1)


@transpose_rule("stablehlo.dynamic_update_slice")
def _t_dus(op, ins, linear, cts):
    ct = cts[0]
    idx = ins[2:]
    upd_shape = shape_of(op.operands[1])
    operand_ct = hlo.dynamic_update_slice(ct, zeros_of(op.operands[1].type), idx) \
        if linear[0] else None
    update_ct = hlo.dynamic_slice(ct, idx, upd_shape) if linear[1] else None
    return [operand_ct, update_ct] + [None] * len(idx)


@transpose_rule("stablehlo.gather")
def _t_gather(op, ins, linear, cts):
    """A scatter-add of the cotangent at the starts the gather read: the spec's clamped
    ones (a scatter drops out-of-range windows instead)."""
    dn = read_gather_dims(op.attributes["dimension_numbers"])
    zeros = zeros_of(op.operands[0].type)
    r = hlo.scatter(zeros, gather_starts(op, ins[1]), cts[0], list(dn.offset_dims),
                    list(dn.collapsed_slice_dims), list(dn.start_index_map),
                    dn.index_vector_dim, lambda a, b: [hlo.binary("add", a, b)],
                    list(dn.operand_batching_dims),
                    list(dn.start_indices_batching_dims))
    return [r, None]


@transpose_rule("stablehlo.scatter")
def _t_scatter(op, ins, linear, cts):
    if scatter_combiner(op) != "add":
        raise op_error(op, "only scatter-add is linear")
    ct = cts[0]
    updates_ct = _gather_updates(op, ct, ins[1]) if linear[2] else None
    return [ct if linear[0] else None, None, updates_ct]





# ------------------------------------------------------------------------ sort
def take_along(x, perm, dim: int):
    """x gathered at ``perm`` along ``dim``: an int32 tensor of x's shape except, maybe,
    along ``dim`` (top_k's k indices of n)."""
    shape = list(shape_of(perm))
    rank = len(shape)
    others = [d for d in range(rank) if d != dim]
    idx = hlo.reshape(perm, shape + [1])
    return hlo.gather(x, idx, offset_dims=[], collapsed_slice_dims=[dim],
                      start_index_map=[dim], index_vector_dim=rank, slice_sizes=[1] * rank,
                      result_shape=shape, operand_batching_dims=others,
                      start_indices_batching_dims=others)


@jvp_rule("stablehlo.sort")
def _sort(op, ins, outs, tans):
    """Sort again with an iota operand to learn the permutation, then permute tangents."""
    dim = int_attr(op, "dimension")
    iota = hlo.iota(shape_of(ins[0]), np.int32, dim)
    new = hlo.op("stablehlo.sort", list(ins) + [iota], [v.type for v in outs] + [iota.type],
                 attrs_of(op), regions=1)
    old_block = op.regions[0].blocks[0]
    index_scalar = ir.RankedTensorType.get([], ir.IntegerType.get_signless(32))
    block = new.regions[0].blocks.append(*[a.type for a in old_block.arguments],
                                         index_scalar, index_scalar)
    vmap = dict(zip(old_block.arguments, block.arguments))
    with ir.InsertionPoint(block):
        for inner in old_block.operations:       # the comparator ignores the indices
            clone_op(inner, vmap)
    perm = new.results[len(outs)]
    return [None if t is None else take_along(t, perm, dim) for t in tans]


@jvp_rule("chlo.top_k")
def _top_k(op, ins, outs, tans):
    """The tangents of the selected entries (the indices have none)."""
    if tans[0] is None:
        return [None, None]
    values, indices = outs
    last = len(shape_of(values)) - 1
    return [take_along(tans[0], indices, last), None]
