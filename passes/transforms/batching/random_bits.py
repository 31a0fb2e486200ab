"""rng_bit_generator: one generator state per batch element, so the op runs once per
element (unrolled: each state's counter advances as the unbatched op's would) and the new
states and bits are stacked."""
from __future__ import annotations

from hostcall.dialects import stablehlo as hlo

from . import attrs_of, rule, shape


@rule("stablehlo.rng_bit_generator")
def rng_bit_generator(bt, op, flags):
    states = bt.to_batched(op.operands[0], flags[0])
    state_shape = shape(op.results[0])    # the unbatched state
    bits_type = op.results[1].type
    new_states, bits = [], []
    for b in range(bt.B):
        one = hlo.reshape(hlo.slice_(states, (b,) + (0,) * len(state_shape),
                                     (b + 1,) + state_shape), state_shape)
        out = hlo.op(op.name, [one], [op.results[0].type, bits_type], attrs_of(op))
        new_states.append(hlo.reshape(out.results[0], (1,) + state_shape))
        bits.append(hlo.reshape(out.results[1], (1,) + shape(out.results[1])))
    return [(hlo.concatenate(new_states, 0), True), (hlo.concatenate(bits, 0), True)]
