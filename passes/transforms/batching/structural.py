"""Shape ops: broadcast_in_dim, reshape, transpose, slice, concatenate, pad, reverse.

The batch dimension is axis 0, so each rule shifts the op's dimension numbers by one
and gives the new leading axis the identity treatment (kept whole, not permuted).
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import read_dot_dims

from . import attrs_of, i64s, rule, shape


@rule("stablehlo.broadcast_in_dim")
def broadcast_in_dim(bt, op, flags):
    (x,) = op.operands
    dims = [0] + [d + 1 for d in i64s(op.attributes["broadcast_dimensions"])]
    out = shape(op.results[0])
    return [(hlo.broadcast_in_dim(x, (bt.B,) + out, dims), True)]


@rule("stablehlo.reshape")
def reshape(bt, op, flags):
    return [(hlo.reshape(op.operands[0], (bt.B,) + shape(op.results[0])), True)]


@rule("stablehlo.transpose")
def transpose(bt, op, flags):
    perm = [0] + [p + 1 for p in i64s(op.attributes["permutation"])]
    return [(hlo.transpose(op.operands[0], perm), True)]


@rule("stablehlo.slice")
def slice_(bt, op, flags):
    a = op.attributes
    start = [0] + i64s(a["start_indices"])
    limit = [bt.B] + i64s(a["limit_indices"])
    strides = [1] + i64s(a["strides"])
    return [(hlo.slice_(op.operands[0], start, limit, strides), True)]


@rule("stablehlo.reverse")
def reverse(bt, op, flags):
    dims = [d + 1 for d in i64s(op.attributes["dimensions"])]
    return [(hlo.reverse(op.operands[0], dims), True)]


@rule("stablehlo.concatenate")
def concatenate(bt, op, flags):
    dim = ir.IntegerAttr(op.attributes["dimension"]).value + 1
    xs = [bt.to_batched(v, f) for v, f in zip(op.operands, flags)]
    return [(hlo.concatenate(xs, dim), True)]


@rule("stablehlo.pad")
def pad(bt, op, flags):
    x, value = op.operands
    a = op.attributes
    low, high, interior = (i64s(a[k]) for k in
                           ("edge_padding_low", "edge_padding_high", "interior_padding"))
    xb = bt.to_batched(x, flags[0])
    if not flags[1]:
        return [(hlo.pad(xb, value, [0] + low, [0] + high, [0] + interior), True)]
    # A per-element padding value: pad with anything, then select the padding positions.
    padded = hlo.pad(xb, hlo.constant(np.zeros((), hlo.dtype_of(x))), [0] + low, [0] + high,
                     [0] + interior)
    element_shape = shape(x)[1:] if flags[0] else shape(x)
    inside = hlo.pad(hlo.constant(np.ones(element_shape, bool)), hlo.constant(np.asarray(False)),
                     low, high, interior)
    full = shape(padded)
    mask = hlo.broadcast_in_dim(inside, full, range(1, len(full)))
    fill = hlo.broadcast_in_dim(value, full, [0])
    return [(hlo.select(mask, padded, fill), True)]


@rule("stablehlo.dot_general")
def dot_general(bt, op, flags):
    lhs, rhs = op.operands
    dn = read_dot_dims(op.attributes["dot_dimension_numbers"])
    lb, rb = list(dn.lhs_batching_dimensions), list(dn.rhs_batching_dimensions)
    lc, rc = list(dn.lhs_contracting_dimensions), list(dn.rhs_contracting_dimensions)
    lbat, rbat = flags
    shift = (lambda ds: [d + 1 for d in ds])
    if lbat and rbat:
        lb, rb, lc, rc = [0] + shift(lb), [0] + shift(rb), shift(lc), shift(rc)
        batch_pos = 0
    elif lbat:  # the batch axis is lhs's first free dimension
        lb, lc = shift(lb), shift(lc)
        batch_pos = len(lb)
    else:  # the batch axis is rhs's first free dimension
        rb, rc = shift(rb), shift(rc)
        lfree = len(shape(lhs)) - len(lb) - len(lc)
        batch_pos = len(rb) + lfree
    out_dtype = hlo.dtype_of(op.results[0])
    attrs = attrs_of(op, drop=("dot_dimension_numbers",))
    new = hlo.dot_general(lhs, rhs, lc, rc, lb, rb, result_dtype=out_dtype)
    for k, v in attrs.items():
        new.owner.attributes[k] = v
    if batch_pos:
        n = len(shape(new))
        perm = [batch_pos] + [i for i in range(n) if i != batch_pos]
        new = hlo.transpose(new, perm)
    return [(new, True)]
