"""IREE VM branches that pass one reference twice, given a distinct value for each repeat.

IREE 3.13's VM register allocator maps each branch operand to its destination block
argument's register and marks the operand MOVE where it is the value's last use.  When
one reference is passed in two arguments (IREE packs several results of one stream
execution into one allocation, so a loop's or a case's merge block receives the same
``!hal.buffer`` or ``!hal.fence`` twice) and one destination happens to be the value's
own register, the other occurrence is still moved out of that register: the block
argument that kept it reads a null reference ("ref is null" in
hal.buffer_view.create or hal.device.queue.copy, "indirect buffer reference slot 0 is
out range of the declared binding capacity" in hal.command_buffer.copy_buffer).  IREE's
fix (iree-org/iree#24781 for #24753, open upstream at IREE 3.13) forbids the MOVE for
the other occurrences of a coalesced operand.

Here each repeat of a reference among a branch's operands is replaced, before the branch,
by ``select(cmp_nz(x), x, null)``: the same reference (the null case included) in a value
of its own, which the allocator gives its own register, so no move can clear another
argument.  IREE's canonicalizer does not fold it (``select.ref`` folds only a constant
condition or equal arms).  It costs two VM instructions per repeat per branch taken.
The compile driver (runtime/compile_driver.py) runs it between IREE's ``vm`` phase and
serialization; ``hostcall-distinct-branch-refs`` runs it on a VM module (hostcall-opt).
"""
from __future__ import annotations

from iree.compiler import ir

from .ops import block_ops, operation


def _is_ref(value: ir.Value) -> bool:
    return str(value.type).startswith("!vm.ref<")


def _distinct_copy(value: ir.Value, before: ir.Operation) -> ir.Value:
    """``select(cmp_nz(value), value, null)``, built right before ``before``."""
    with ir.InsertionPoint(before), before.location:
        null = ir.Operation.create("vm.const.ref.zero", results=[value.type]).result
        nonzero = ir.Operation.create("vm.cmp.nz.ref", results=[ir.IntegerType.get_signless(32)],
                                      operands=[value]).result
        return ir.Operation.create("vm.select.ref", results=[value.type],
                                   operands=[nonzero, value, null]).result


def _branches(op: ir.Operation):
    """The terminators with successors in ``op``'s regions, at any depth of regions that
    hold more than one block (a branch needs a block to go to)."""
    for region in op.regions:
        blocks = list(region.blocks)
        for block in blocks:
            ops = block_ops(block)
            if len(blocks) > 1 and len(ops[-1].successors):
                yield ops[-1]
            for inner in ops:
                if len(inner.regions):
                    yield from _branches(inner)


def _operand_groups(branch: ir.Operation) -> list[range]:
    """The positions of ``branch``'s operands per segment (a conditional branch's
    condition, then each successor's operands: ``operandSegmentSizes``), or all in one."""
    if "operandSegmentSizes" not in branch.attributes:
        return [range(len(branch.operands))]
    groups, start = [], 0
    for size in ir.DenseI32ArrayAttr(branch.attributes["operandSegmentSizes"]):
        groups.append(range(start, start + size))
        start += size
    return groups


def distinct_branch_refs(module) -> int:
    """Give every reference operand that one successor of a branch in ``module`` receives
    twice a distinct value for its repeats (see the module docstring); the number of
    repeats replaced."""
    replaced = 0
    for branch in list(_branches(operation(module))):
        for group in _operand_groups(branch):
            seen = set()
            for index in group:
                value = branch.operands[index]
                if not _is_ref(value):
                    continue
                if value in seen:
                    branch.operands[index] = _distinct_copy(value, branch)
                    replaced += 1
                else:
                    seen.add(value)
    return replaced
