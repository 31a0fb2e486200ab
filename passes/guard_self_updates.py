"""hostcall-guard-self-updates: a dynamic_update_slice or scatter whose update is computed
from the very array it updates reads that update through an optimization_barrier.

Why: IREE 3.13 runs such an update in place and copies the update straight out of the
buffer it is overwriting: ``dynamic_update_slice(x, dynamic_slice(x, i, 2), i + 1)`` on
[1, 2, 3, 4] with i = 0 gave [1, 1, 1, 4] instead of [1, 1, 2, 4] (under jit too:
``lax.dynamic_update_slice(x, lax.dynamic_slice(x, (i,), (2,)), (i + 1,))``).  Behind the
barrier the update is materialized before the write.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo

from . import register
from ._callback_util import nested_ops

PASS = "hostcall-guard-self-updates"
_LIMIT = 10_000     # ops looked at per update before assuming it depends on the target


def _targets_and_updates(op):
    """(arrays updated in place, update operand positions) of a DUS or scatter."""
    if op.name == "stablehlo.dynamic_update_slice":
        return [op.operands[0]], [1]
    if op.name == "stablehlo.scatter":
        n = (len(op.operands) - 1) // 2
        return list(op.operands)[:n], list(range(n + 1, 2 * n + 1))
    return [], []


def _reads(value, targets) -> bool:
    """Whether ``value`` is computed (through any ops) from one of ``targets``."""
    stack, seen = [value], set()
    while stack:
        v = stack.pop()
        if v in targets:
            return True
        if v in seen or not isinstance(v, ir.OpResult):
            continue
        seen.add(v)
        if len(seen) > _LIMIT:
            return True
        stack.extend(v.owner.operands)
    return False


@register(PASS)
def guard_self_updates(module, ctx):
    """Materialize updates computed from the array they update (IREE 3.13 workaround)."""
    for op in list(nested_ops(module.operation)):
        targets, positions = _targets_and_updates(op)
        for i in positions:
            update = op.operands[i]
            if _reads(update, targets):
                with ir.InsertionPoint(op), op.location:
                    op.operands[i] = hlo.optimization_barrier([update])[0]
