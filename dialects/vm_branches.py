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

The same happens across blocks: a branch passing ``x`` to a block argument that the
allocator puts in ``x``'s own register, while a later block still reads ``x`` itself
and moves it out there, leaves the block argument null (the fuzzer's seed 428 f236, a
host loop's exit: ``vm.br ^bb16(..., %ref)`` kept in r7, then ``vm.br ^bb17(%zero,
%ref, ...)`` moved r7 out while ``^bb16``'s argument in r7 was read after).

Here each repeat of a reference among a branch's operands, and each reference operand an
op in a block reachable after the branch reads too, is replaced, before the branch, by
``select(cmp_nz(x), x, null)``: the same reference (the null case included) in a value
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
    """Whether ``value`` is a reference that can be moved away: a ``!vm.ref`` other than a
    null constant (moving a null leaves a null)."""
    if not str(value.type).startswith("!vm.ref<"):
        return False
    return not (isinstance(value, ir.OpResult) and
                operation(value.owner).name == "vm.const.ref.zero")


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


def _reachable(branch: ir.Operation) -> set:
    """The blocks control may reach after ``branch`` (its successors, theirs, ...)."""
    found, stack = set(), list(branch.successors)
    while stack:
        block = stack.pop()
        if block in found:
            continue
        found.add(block)
        stack.extend(block_ops(block)[-1].successors)
    return found


def _read_after(value: ir.Value, branch: ir.Operation, reachable: dict) -> bool:
    """Whether an op other than ``branch`` in a block reachable after it reads ``value``
    (``reachable`` memoizes _reachable per branch: most values are read in no other
    block, and then no search is made)."""
    elsewhere = {operation(use.owner).block for use in value.uses
                 if operation(use.owner) != branch} - {branch.block}
    if not elsewhere:
        return False
    if branch not in reachable:
        reachable[branch] = _reachable(branch)
    return bool(elsewhere & reachable[branch])


def distinct_branch_refs(module) -> int:
    """Give a distinct value to every reference operand that one successor of a branch in
    ``module`` receives twice (its repeats) or that an op after the branch reads as well
    (see the module docstring); the number of operands replaced.  What to replace is
    decided on the module as it is, before any copy is made."""
    chosen, reachable = [], {}
    for branch in list(_branches(operation(module))):
        for group in _operand_groups(branch):
            seen = set()
            for index in group:
                value = branch.operands[index]
                if not _is_ref(value):
                    continue
                if value in seen or _read_after(value, branch, reachable):
                    chosen.append((branch, index))
                seen.add(value)
    for branch, index in chosen:
        branch.operands[index] = _distinct_copy(branch.operands[index], branch)
    return len(chosen)
