"""What IREE 3.13 allows one loop kernel (``flow.dispatch.region``): how many buffers it
binds and which of its results leave it stacked in one tensor.

Two passes of different kinds read this: hostcall-kernelize-loops refuses a kernel that
would bind more buffers than the HAL allows (it would compile and then fail to load), and
hostcall-stack-kernel-results stacks the results grouped here.  One copy, so that the
count the first makes is the count the second leaves.
"""
from __future__ import annotations

import math

from iree.compiler import ir

from .ops import defined_inside, operation, terminator

# Buffers one dispatch may bind, its inputs and results together: IREE 3.13's CPU HAL
# refuses more when it loads the program ("binding count 40 > 32"), after a compile that
# succeeded.
MAX_BINDINGS = 32

# Stacks past this many bytes are not made (their results stay results of their own):
# IREE 3.13 builds a stack of memory carries (a scan's residual stacks under grad) in the
# dispatch's stack memory and rejects the kernel past 32 KiB ("exceeded stack allocation
# limit of 32768 bytes"), and a rejected kernel sends the whole function's loops to the
# host.
MAX_STACKED_BYTES = 4096

CONSTANTS = frozenset({"stablehlo.constant", "arith.constant"})


def _bytes(value) -> int:
    t = ir.RankedTensorType(value.type)
    return math.prod(t.shape) * max(1, t.element_type.width // 8)


def result_groups(values: dict) -> list[list[int]]:
    """The positions of ``values`` ({position: value}, what a kernel computes and returns)
    grouped by type, in order of first position, each group one stacked result; a type
    whose stack would pass MAX_STACKED_BYTES gives a group per value."""
    by_type: dict = {}
    for i, v in values.items():
        by_type.setdefault(str(v.type), []).append(i)
    groups = []
    for group in by_type.values():
        if len(group) * _bytes(values[group[0]]) <= MAX_STACKED_BYTES:
            groups.append(group)
        else:
            groups.extend([i] for i in group)
    return sorted(groups)


def computed_results(kernel) -> dict:
    """{position: value} of the values ``kernel`` yields that its body computes (the
    others are read outside it, see hostcall-stack-kernel-results)."""
    kernel = operation(kernel)
    yielded = terminator(kernel.regions[0].blocks[0]).operands
    return {i: v for i, v in enumerate(yielded) if defined_inside(v, kernel)}


def bindings(kernel, skip=frozenset()) -> int:
    """The buffers ``kernel`` binds once its results are stacked: the tensors it reads from
    outside (constants are cloned in; so are the values of ``skip``) and its stacked
    results."""
    kernel = operation(kernel)
    read = set()
    for region in kernel.regions:
        for block in region.blocks:
            _outside_tensors(block, kernel, read)
    return len(read - set(skip)) + len(result_groups(computed_results(kernel)))


def _outside_tensors(block, kernel, found: set) -> None:
    for op in block.operations:
        for v in op.operands:
            constant = isinstance(v, ir.OpResult) and v.owner.name in CONSTANTS
            if isinstance(v.type, ir.RankedTensorType) and not constant and \
                    not defined_inside(v, kernel):
                found.add(v)
        for region in op.regions:
            for inner in region.blocks:
                _outside_tensors(inner, kernel, found)
