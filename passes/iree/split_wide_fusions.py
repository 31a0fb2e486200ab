"""hostcall-split-wide-fusions: an elementwise expression that reads more than
MAX_INPUTS distinct tensors gets an optimization_barrier on its operands, so no fusion
IREE forms reads more than that many.

Why: IREE 3.13 fuses a tree of elementwise ops into one dispatch with a binding per
tensor it reads and writes, and the CPU HAL allows 32: a program combining 40 arguments
elementwise compiles, then fails to load ("hal.command_buffer.dispatch: binding count 41
> 32").  Eager reverse mode hits it: the pullback of a long series reads one residual
per term.  The barrier makes its operands materialized values that a later fusion reads
as one binding each.  Sources are counted through elementwise ops, broadcasts and
reshapes (which IREE fuses into their users, several users included); a value that
several ops read, one of them outside the fusion (a reduce, a dot, a slice), is
materialized: one source.  Constants are folded into the dispatch and not counted.
A barrier is a cut: every value crossing it becomes a result of the dispatch before it
(a barrier IREE did not need turned a gradient's one fused dispatch of 5 bindings into
one of 89, past the CPU limit of 64), so the count must not overshoot.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops

from .. import register

PASS = "hostcall-split-wide-fusions"

# Distinct tensors one fused expression may read: IREE's limit is 32 bindings per
# dispatch, results included, and a fusion can write several results.
MAX_INPUTS = 16

FUSED = op_traits.FUSED_ELEMENTWISE | {"stablehlo.broadcast_in_dim", "stablehlo.reshape"}
FREE = frozenset({"stablehlo.constant", "stablehlo.iota"})


def _key(value) -> int:
    return hash(value)


@register(PASS)
def split_wide_fusions(module, ctx):
    """Put optimization_barriers on the operands of elementwise ops whose expression
    reads more than MAX_INPUTS distinct tensors (IREE 3.13 workaround)."""
    sources: dict[int, frozenset] = {}

    def of(value) -> frozenset:
        if isinstance(value, ir.OpResult) and value.owner.name in FREE:
            return frozenset()
        if any(use.owner.name not in FUSED for use in value.uses) and \
                len(list(value.uses)) > 1:
            return frozenset({_key(value)})   # materialized for the op outside the fusion
        return sources.get(_key(value), frozenset({_key(value)}))

    for op in list(nested_ops(module.operation)):
        if op.name not in FUSED or not len(op.results):
            continue
        reads = [of(v) for v in op.operands]
        total = frozenset().union(*reads)
        if len(total) > MAX_INPUTS:
            wide = [i for i, r in enumerate(reads) if len(r) > 1]
            with ir.InsertionPoint(op), op.location:
                fresh = hlo.optimization_barrier([op.operands[i] for i in wide])
            for i, v in zip(wide, fresh):
                op.operands[i] = v
            total = frozenset().union(*(of(v) for v in op.operands))
        for r in op.results:
            sources[_key(r)] = total
