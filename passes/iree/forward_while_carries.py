"""hostcall-forward-while-carries: the body of a host loop reads every carry whose result
nothing uses.

Why: a carry that only the condition reads, its result unused (the tolerance test of a
continued fraction: ``lax.random_gamma_grad`` next to ``jnp.nanvar``), is no longer
forwarded from the condition to the body by MLIR's scf.while canonicalization inside
IREE 3.13, and IREE's stream conversion of that scf.while (fewer body than condition
arguments) fails to verify: "region branch point has 16 operands, but region successor
needs 18 inputs".  Loops kernelized by hostcall-kernelize-loops never reach it; host
loops do (past max-scalars on the CPU, every non-elementwise loop for cuda).  Using the
carry's result after the loop instead fails IREE's stream conversion too ("failed to
legalize unresolved source materialization").

How: the body reads such carries through one ``stablehlo.optimization_barrier`` together
with a body argument it already reads, and reads that argument from the barrier: every
carry is then forwarded, and the loop computes what it did.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops, operation

from .. import register

PASS = "hostcall-forward-while-carries"


def _forward_condition_carries(op) -> None:
    """Tie the unread carries whose results nothing uses to the first argument the body
    reads."""
    body = op.regions[1].blocks[0]
    args = list(body.arguments)
    read = [a for a in args if list(a.uses)]
    unread = [a for a, r in zip(args, op.results) if not list(a.uses) and not list(r.uses)]
    if not read or not unread:
        return
    with ir.InsertionPoint.at_block_begin(body), op.location:
        tied = hlo.optimization_barrier([read[0], *unread])
    read[0].replace_all_uses_except(tied[0], operation(tied[0].owner))


@register(PASS)
def forward_while_carries(module, ctx):
    """Make each stablehlo.while's body read the carries whose results nothing uses (IREE
    3.13 failed on loops whose condition alone reads one)."""
    for op in [o for o in nested_ops(module.operation) if o.name == "stablehlo.while"]:
        _forward_condition_carries(op)
