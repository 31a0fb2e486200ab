"""hostcall-guard-loop-barriers: an optimization_barrier in a while body whose operand is
an array carry of that loop (a block argument of the body) takes a copy of the carry
instead.

Why: IREE 3.13 dropped the dispatch that computes a carry from such a barrier's result
when the barrier's result also becomes a carry: a body returning ``barrier(%y)`` and
``f(barrier(%y))`` for ``(%x, %y)`` left the second carry uncomputed (zeros, or ``%y``
unchanged) under jit's default pipeline too, since IREE's VM runs such loops from the
host.  JAX's exports put barriers on a scan's carries (``jax.checkpoint`` with
``prevent_cse``); hostcall's own passes no longer do.  Behind the barrier the copy
(``y + barrier(-0.0)``, a new buffer) is a value of the body, which IREE computes.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects.ops import nested_ops, operation

from .. import _copies, register

PASS = "hostcall-guard-loop-barriers"


def _loop_carry(value) -> bool:
    """Whether ``value`` is a block argument of a while body."""
    if not isinstance(value, ir.BlockArgument):
        return False
    owner = value.owner.owner
    if owner is None:
        return False
    owner = operation(owner)
    return owner.name == "stablehlo.while" and value.owner.region == owner.regions[1]


@register(PASS)
def guard_loop_barriers(module, ctx):
    """Route while carries that go straight into an optimization_barrier through a copy
    (IREE 3.13 workaround)."""
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.optimization_barrier":
            continue
        carries = [i for i, v in enumerate(op.operands) if _loop_carry(v) and
                   _copies.copyable(v) and ir.RankedTensorType(v.type).rank]
        if not carries:
            continue
        with ir.InsertionPoint(op), op.location:
            fresh = _copies.copies([op.operands[i] for i in carries])
        for i, copy in zip(carries, fresh):
            op.operands[i] = copy
