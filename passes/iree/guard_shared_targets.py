"""hostcall-guard-shared-targets: a dynamic_update_slice or scatter whose operand is an
array computed in the program and read by other ops too updates a copy of it.

Why: IREE 3.13 runs such an update in place on the operand's buffer and may schedule
another reader of the operand after it, which then reads the updated values.
``s = scatter(x, i, u)`` next to ``y = t * broadcast(x)`` feeding a second scatter, with
``x = a / b``: IREE tied the first scatter's result to ``x``'s buffer and ran the
dispatch computing ``y`` after it (jacfwd of vmap of ``x.at[i].add(a)``: every tangent
of the Jacobian wrong, the fuzzer's seed 402 f57; a dynamic_update_slice of ``x`` does
the same).  IREE must copy the operand there anyway; the copy (``x + barrier(-0.0)``,
a new buffer) makes the update's buffer one nothing else reads.

Left alone: function arguments and loop carries (block arguments: the other guard passes
and hostcall-guard-returned-arguments see to those), constants (IREE never updates one in
place), operands the update alone reads, and full-size dynamic_update_slices (IREE folds
them to their update).
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects.ops import nested_ops

from .. import _copies, register

PASS = "hostcall-guard-shared-targets"


def _targets(op) -> list[int]:
    """Operand positions ``op`` may update in place (scatter: its inputs; a partial
    dynamic_update_slice: its operand)."""
    if op.name == "stablehlo.scatter":
        return list(range((len(op.operands) - 1) // 2))
    if op.name == "stablehlo.dynamic_update_slice":
        full = (ir.RankedTensorType(op.operands[1].type).shape ==
                ir.RankedTensorType(op.operands[0].type).shape)
        return [] if full else [0]
    return []


def _shared(value) -> bool:
    """Whether ``value`` is an op's result (not a constant) read more than once: by the
    update and by another op, or twice by the update."""
    if not isinstance(value, ir.OpResult) or value.owner.name == "stablehlo.constant":
        return False
    return len(list(value.uses)) > 1


@register(PASS)
def guard_shared_targets(module, ctx):
    """Update copies of arrays other ops still read (IREE 3.13 workaround)."""
    tag = 0
    for op in list(nested_ops(module.operation)):
        positions = [i for i in _targets(op)
                     if _shared(op.operands[i]) and _copies.copyable(op.operands[i])]
        if not positions:
            continue
        # a tag per update: CSE would otherwise merge two copies of one array (two
        # updates of it) back into one buffer
        with ir.InsertionPoint(op), op.location:
            fresh = _copies.copies([op.operands[i] for i in positions], tag=tag)
        tag += 1
        for i, copy in zip(positions, fresh):
            op.operands[i] = copy
