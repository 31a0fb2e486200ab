"""Derivatives of shape ops (linear: the tangent goes through the same op) and dot_general."""
from __future__ import annotations

import itertools

import numpy as np


from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import read_dot_dims
from hostcall.dialects.ops import attrs_of, int_attr, ints_attr
from hostcall.dialects.stablehlo import shape_of
from hostcall.dialects.types import shape_dtype

from . import jvp_rule, transpose_rule
from .builders import add_any, zeros_of


def _same_op(op, operands, result_types):
    """``op`` again (same name and attributes) on other operands."""
    return hlo.op(op.name, operands, result_types,
                  attrs_of(op))


@jvp_rule("stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.transpose",
          "stablehlo.slice", "stablehlo.reverse")
def _linear_single(op, ins, outs, tans):
    if tans[0] is None:
        return [None]
    return [_same_op(op, [tans[0]], [outs[0].type]).result]


@jvp_rule("stablehlo.optimization_barrier")
def _barrier(op, ins, outs, tans):
    return list(tans)


@transpose_rule("stablehlo.optimization_barrier")
def _t_barrier(op, ins, linear, cts):
    return list(cts)


@jvp_rule("stablehlo.concatenate")
def _concat(op, ins, outs, tans):
    if all(t is None for t in tans):
        return [None]
    ts = [t if t is not None else zeros_of(x.type) for x, t in zip(ins, tans)]
    return [_same_op(op, ts, [outs[0].type]).result]


@jvp_rule("stablehlo.pad")
def _pad(op, ins, outs, tans):
    if tans[0] is None and tans[1] is None:
        return [None]
    t0 = tans[0] if tans[0] is not None else zeros_of(ins[0].type)
    t1 = tans[1] if tans[1] is not None else zeros_of(ins[1].type)
    return [_same_op(op, [t0, t1], [outs[0].type]).result]


@jvp_rule("stablehlo.dot_general")
def _dot(op, ins, outs, tans):
    a, b = ins
    out = None
    if tans[0] is not None:
        out = _same_op(op, [tans[0], b], [outs[0].type]).result
    if tans[1] is not None:
        out = add_any(out, _same_op(op, [a, tans[1]], [outs[0].type]).result)
    return [out]


# ----------------------------------------------------------------- transposes
def sum_dims(x, dims):
    """reduce-sum of ``x`` over ``dims``."""
    if not dims:
        return x
    init = hlo.constant(np.zeros((), dtype=_dtype(x)))
    return hlo.reduce([x], [init], dims, lambda acc, v: [hlo.binary("add", acc, v)])[0]


def _dtype(v):
    return shape_dtype(v.type)[1]


def unbroadcast(ct, operand_shape, bdims):
    """Transpose of broadcast_in_dim: sum the broadcast dims, restore the operand layout."""
    out_shape = shape_of(ct)
    summed = [d for d in range(len(out_shape))
              if d not in bdims or (operand_shape[bdims.index(d)] == 1 and out_shape[d] != 1)]
    r = sum_dims(ct, summed)
    kept = [(d, i) for i, d in enumerate(bdims) if d not in summed]
    order = [i for _, i in sorted(kept)]          # operand dims in the reduced order
    perm = [order.index(i) for i in sorted(order)]
    if perm != sorted(perm):
        r = hlo.transpose(r, perm)
    if shape_of(r) != tuple(operand_shape):
        r = hlo.reshape(r, operand_shape)
    return r


@transpose_rule("stablehlo.broadcast_in_dim")
def _t_broadcast(op, ins, linear, cts):
    return [unbroadcast(cts[0], shape_of(op.operands[0]), ints_attr(op, "broadcast_dimensions"))]


@transpose_rule("stablehlo.reshape")
def _t_reshape(op, ins, linear, cts):
    return [hlo.reshape(cts[0], shape_of(op.operands[0]))]


@transpose_rule("stablehlo.transpose")
def _t_transpose(op, ins, linear, cts):
    perm = ints_attr(op, "permutation")
    return [hlo.transpose(cts[0], list(np.argsort(perm)))]


@transpose_rule("stablehlo.reverse")
def _t_reverse(op, ins, linear, cts):
    return [hlo.reverse(cts[0], ints_attr(op, "dimensions"))]


@transpose_rule("stablehlo.slice")
def _t_slice(op, ins, linear, cts):
    start, limit = ints_attr(op, "start_indices"), ints_attr(op, "limit_indices")
    strides = ints_attr(op, "strides")
    in_shape, out_shape = shape_of(op.operands[0]), shape_of(cts[0])
    high = [d - (s + (n - 1) * st + 1) if n else d - s
            for d, s, n, st in zip(in_shape, start, out_shape, strides)]
    interior = [st - 1 if n > 1 else 0 for n, st in zip(out_shape, strides)]
    zero = hlo.constant(np.zeros((), _dtype(cts[0])))
    return [hlo.pad(cts[0], zero, start, high, interior)]


@transpose_rule("stablehlo.pad")
def _t_pad(op, ins, linear, cts):
    low, high = ints_attr(op, "edge_padding_low"), ints_attr(op, "edge_padding_high")
    interior = ints_attr(op, "interior_padding")
    ct = cts[0]
    shape = shape_of(ct)
    # negative edge padding cropped the operand: pad the cotangent back first
    zero = hlo.constant(np.zeros((), _dtype(ct)))
    if any(v < 0 for v in low + high):
        ct = hlo.pad(ct, zero, [max(0, -v) for v in low], [max(0, -v) for v in high],
                     [0] * len(low))
        shape = shape_of(ct)
        low, high = [max(0, v) for v in low], [max(0, v) for v in high]
    operand_ct = hlo.slice_(ct, low, [d - h for d, h in zip(shape, high)],
                            [i + 1 for i in interior]) if linear[0] else None
    pad_ct = None
    if linear[1]:
        total = sum_dims(cts[0], list(range(len(shape_of(cts[0])))))
        inner = sum_dims(operand_ct, list(range(len(shape)))) if operand_ct is not None else None
        pad_ct = total if inner is None else hlo.binary("subtract", total, inner)
    return [operand_ct, pad_ct]


@transpose_rule("stablehlo.concatenate")
def _t_concat(op, ins, linear, cts):
    dim = int_attr(op, "dimension")
    ct = cts[0]
    shape = list(shape_of(ct))
    out, offset = [], 0
    for v, lin in zip(op.operands, linear):
        n = shape_of(v)[dim]
        if lin:
            start = [0] * len(shape)
            limit = list(shape)
            start[dim], limit[dim] = offset, offset + n
            out.append(hlo.slice_(ct, start, limit))
        else:
            out.append(None)
        offset += n
    return out


def _dot_dims(op):
    d = read_dot_dims(op.attributes["dot_dimension_numbers"])
    return (list(d.lhs_contracting_dimensions), list(d.rhs_contracting_dimensions),
            list(d.lhs_batching_dimensions), list(d.rhs_batching_dimensions))


def _remaining(n, *removed):
    gone = set(itertools.chain(*removed))
    return [i for i in range(n) if i not in gone]


def _ranges_like(*xs):
    start = 0
    for x in xs:
        yield list(range(start, start + len(x)))
        start += len(x)


def _dot_transpose_lhs(g, x_shape, y, x_contract, y_contract, x_batch, y_batch,
                       swap_ans=False):
    y_ndim = len(shape_of(y))
    x_kept = _remaining(len(x_shape), x_contract, x_batch)
    y_kept = _remaining(y_ndim, y_contract, y_batch)
    if swap_ans:
        ans_batch, ans_y, _ = _ranges_like(x_batch, y_kept, x_kept)
    else:
        ans_batch, _, ans_y = _ranges_like(x_batch, x_kept, y_kept)
    x_contract_sorted_by_y = list(np.take(x_contract, np.argsort(y_contract))) if x_contract else []
    out_axes = list(np.argsort(list(x_batch) + x_kept + x_contract_sorted_by_y))
    r = hlo.dot_general(g, y, ans_y, y_kept, ans_batch, y_batch)
    if out_axes != sorted(out_axes):
        r = hlo.transpose(r, [int(a) for a in out_axes])
    return r


@transpose_rule("stablehlo.dot_general")
def _t_dot(op, ins, linear, cts):
    lc, rc, lb, rb = _dot_dims(op)
    g = cts[0]
    if linear[0] and linear[1]:
        raise ValueError("dot_general of two linear values is not linear")
    if linear[0]:
        return [_dot_transpose_lhs(g, shape_of(op.operands[0]), ins[1], lc, rc, lb, rb), None]
    return [None, _dot_transpose_lhs(g, shape_of(op.operands[1]), ins[0], rc, lc, rb, lb,
                                     swap_ans=True)]



