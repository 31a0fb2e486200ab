"""hostcall-guard-batched-gathers: a gather with batching dimensions whose operand other
ops read too reads that operand through an optimization_barrier.

Why: IREE 3.13 fuses the elementwise ops computing a batched gather's operand (a gather
with ``operand_batching_dims``, as vmap makes of ``x[i]``) into the gather's dispatch and
hands that dispatch's copy of the operand to the operand's other readers, of which it
computed only the rows the gather reads: ``y = a + broadcast(b * c)``, ``g =
gather(y, 0)`` along a batched dimension and ``y + d`` gave wrong values in every row the
gather does not read (f32 and f64; the differential fuzzer's seed 415 f80_vjp_v1, vmap of
a vjp; shrunk in tests/test_guard_batched_gathers.py).  A plain gather of the same rows
compiles right, and so does the batched one behind a barrier, which makes the operand a
buffer of its own, computed whole.

Cost: one dispatch boundary per such gather; gathers in a loop kernel
(``flow.dispatch.region``) are the kernel's code and stay as they are, and so do operands
the gather alone reads, constants and arguments.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import enclosed_by, nested_ops

from .. import register

PASS = "hostcall-guard-batched-gathers"


def batched(gather) -> bool:
    """Whether a stablehlo.gather has batching dimensions."""
    return "operand_batching_dims = [" in str(gather.attributes["dimension_numbers"])


def shared_operand(gather) -> bool:
    """Whether the gather's operand is computed in the program and read by other ops."""
    operand = gather.operands[0]
    return isinstance(operand, ir.OpResult) and operand.owner.name != "stablehlo.constant" \
        and len(list(operand.uses)) > 1


@register(PASS)
def guard_batched_gathers(module, ctx):
    """Read the shared operand of each batched gather through a barrier."""
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.gather" or enclosed_by(op, ("flow.dispatch.region",)) \
                or not batched(op) or not shared_operand(op):
            continue
        with ir.InsertionPoint(op), op.location:
            op.operands[0] = hlo.optimization_barrier([op.operands[0]])[0]
