"""hostcall-dce-pure-callbacks: delete pure callbacks whose results are never used.

A pure callback computes only its results, so when none of them is used the call can go,
like JAX's dead-code elimination of ``pure_callback``.  Removing one may leave another
without users (a chain of callbacks), so the pass repeats until nothing changes.  It looks
inside nested regions (while/if/case bodies, called functions are ordinary functions).
io and debug callbacks, and any other op, are kept: other dead ops are ``canonicalize``'s job.
A use is any use, so a callback feeding a while-loop carry stays.
"""
from __future__ import annotations

from hostcall.dialects import callback as cb
from hostcall.dialects.ops import nested_ops

from . import PassError, register

PASS = "hostcall-dce-pure-callbacks"


def _is_pure_callback(op) -> bool:
    if not cb.is_callback(op):
        return False
    try:
        return cb.callback_kind(op) == "pure"
    except ValueError as e:
        raise PassError(f"{PASS}: {e} ({op.name} at {op.location})",
                        location=op.location) from None


def _dead_pure_callbacks(module):
    return [op for op in nested_ops(module.operation)
            if _is_pure_callback(op) and all(not list(r.uses) for r in op.results)]


@register(PASS)
def dce_pure_callbacks(module, ctx):
    """Remove pure callbacks whose results are all unused (to a fixed point, in regions too)."""
    removed = 0
    while dead := _dead_pure_callbacks(module):
        for op in dead:
            op.erase()
        removed += len(dead)
    ctx.products["dce_pure_callbacks.removed"] = removed
