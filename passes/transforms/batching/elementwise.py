"""Elementwise ops: the same op on batched operands, unbatched ones broadcast.

Operands that the op allows to be scalars while the result is not (select's predicate,
clamp's bounds) are broadcast to the result's full shape when either side is batched.
"""
from __future__ import annotations

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo

from . import attrs_of, batched_type, create, rule, shape

# every elementwise op, CHLO's of imported modules (JAX's exports) included
ELEMENTWISE = tuple(sorted(op_traits.ELEMENTWISE))


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
