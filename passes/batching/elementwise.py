"""Elementwise ops: the same op on batched operands, unbatched ones broadcast.

Operands that the op allows to be scalars while the result is not (select's predicate,
clamp's bounds) are broadcast to the result's full shape when either side is batched.
"""
from __future__ import annotations

from hostcall.dialects import stablehlo as hlo

from . import attrs_of, batched_type, create, rule, shape

ELEMENTWISE = tuple(f"stablehlo.{n}" for n in (
    *hlo.UNARY_SAME_TYPE, *hlo.BINARY_SAME_TYPE,
    "compare", "select", "clamp", "convert", "bitcast_convert", "is_finite", "real", "imag",
    "complex", "count_leading_zeros", "reduce_precision", "exponential_minus_one",
    "round_nearest_afz", "round_nearest_even", "sign", "not", "popcnt",
)) + tuple(f"chlo.{n}" for n in (
    *hlo.CHLO_UNARY_SAME_TYPE, *hlo.CHLO_BINARY_SAME_TYPE,
    # the other elementwise CHLO ops of imported modules (JAX's exports), which hostcall
    # itself does not emit
    "zeta", "bessel_i1e", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh",
    "tan", "next_after", "square", "conj", "is_inf", "is_pos_inf", "is_neg_inf"))


def _operand_to_full(bt, v, batched: bool, result_shape, single_operand: bool):
    s = shape(v)[1:] if batched else shape(v)
    if single_operand or s == result_shape:
        return bt.to_batched(v, batched)
    full = (bt.B,) + tuple(result_shape)
    if batched:  # a per-element scalar: spread it over the element's shape
        return hlo.broadcast_in_dim(v, full, [0])
    return hlo.broadcast_in_dim(v, full, [])


@rule(*ELEMENTWISE)
def elementwise(bt, op, flags):
    result_shape = shape(op.results[0])
    single = len(op.operands) == 1
    operands = [_operand_to_full(bt, v, f, result_shape, single)
                for v, f in zip(op.operands, flags)]
    new = create(op.name, operands, [batched_type(r.type, bt.B) for r in op.results],
                 attrs_of(op))
    return [(r, True) for r in new.results]


@rule("stablehlo.optimization_barrier")
def optimization_barrier(bt, op, flags):
    new = create(op.name, op.operands, [v.type for v in op.operands], attrs_of(op))
    return list(zip(new.results, flags))
