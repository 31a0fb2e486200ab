"""hostcall-guard-self-updates: a dynamic_update_slice or scatter whose update is computed
from the very array it updates reads that update through an optimization_barrier.

Why: IREE 3.13 runs such an update in place and copies the update straight out of the
buffer it is overwriting: ``dynamic_update_slice(x, dynamic_slice(x, i, 2), i + 1)`` on
[1, 2, 3, 4] with i = 0 gave [1, 1, 1, 4] instead of [1, 1, 2, 4] (under jit too:
``lax.dynamic_update_slice(x, lax.dynamic_slice(x, (i,), (2,)), (i + 1,))``).  Behind the
barrier the update is materialized before the write.

Two carries of one while loop may be one buffer at run time (IREE gives two carries the
body returns as one value the same buffer): an update of one carry read from another
carry of the same loop (``x = dynamic_update_slice(x, dynamic_slice(y, ...))`` where the
previous iteration made ``y`` equal to ``x``) copied in place too (columns smeared: the
differential fuzzer's ``update_shared_value``), so such an update is guarded as well.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops

from . import register

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


def _may_alias(targets) -> list:
    """``targets`` and, for a target that is a while loop's carry, every carry of that
    loop of the same type (they may share a buffer at run time)."""
    out = list(targets)
    for t in targets:
        if isinstance(t, ir.BlockArgument):
            owner = t.owner.owner
            if owner is not None and owner.name == "stablehlo.while":
                out.extend(a for a in t.owner.arguments if a not in out and a.type == t.type)
    return out


@register(PASS)
def guard_self_updates(module, ctx):
    """Materialize updates computed from the array they update, or from a carry of the
    same loop (IREE 3.13 workaround)."""
    for op in list(nested_ops(module.operation)):
        targets, positions = _targets_and_updates(op)
        aliases = _may_alias(targets) if positions else []
        for i in positions:
            update = op.operands[i]
            if _reads(update, aliases):
                with ir.InsertionPoint(op), op.location:
                    op.operands[i] = hlo.optimization_barrier([update])[0]
