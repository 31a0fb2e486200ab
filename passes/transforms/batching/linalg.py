"""triangular_solve and fft: both act on trailing axes, so the batch axis (axis 0) is one
more leading axis; an unbatched operand of triangular_solve is broadcast first (the op
wants equal batch dimensions on a and b)."""
from __future__ import annotations

from hostcall.dialects import stablehlo as hlo

from . import attrs_of, batched_type, rule


@rule("stablehlo.triangular_solve")
def triangular_solve(bt, op, flags):
    a, b = (bt.to_batched(v, f) for v, f in zip(op.operands, flags))
    out = hlo.op(op.name, [a, b], [b.type], attrs_of(op)).result
    return [(out, True)]


@rule("stablehlo.fft")
def fft(bt, op, flags):
    out = hlo.op(op.name, [op.operands[0]], [batched_type(op.results[0].type, bt.B)],
                 attrs_of(op)).result
    return [(out, True)]
