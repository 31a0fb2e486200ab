"""hostcall-dce-pure-callbacks: delete pure callbacks whose results are never used.

A pure callback computes only its results, so when none of them is used the call can go,
like JAX's dead-code elimination of ``pure_callback``.  Removing one may leave another
without users (a chain of callbacks): the pattern erases one callback at a time and the
rewrite driver then revisits the callbacks that fed it, so a chain of n callbacks costs
O(n) visits, not n scans of the module.  It looks inside nested regions (while/if/case
bodies; called functions are ordinary functions).  io and debug callbacks, and any other
op, are kept: other dead ops are ``canonicalize``'s job.  A use is any use, so a callback
feeding a while-loop carry stays.
"""
from __future__ import annotations

from hostcall.dialects import callback as cb

from .. import PassError, register
from ..rewrite import RewritePattern, apply_patterns

PASS = "hostcall-dce-pure-callbacks"


def _is_pure_callback(op) -> bool:
    if not cb.is_callback(op):
        return False
    try:
        return cb.callback_kind(op) == "pure"
    except ValueError as e:
        raise PassError(f"{PASS}: {e} ({op.name} at {op.location})",
                        location=op.location) from None


class ErasePureCallback(RewritePattern):
    """A pure callback none of whose results is used: erased."""
    op_names = ("stablehlo.custom_call",)

    def match_and_rewrite(self, op, rewriter) -> bool:
        if not _is_pure_callback(op) or any(list(r.uses) for r in op.results):
            return False
        rewriter.erase_op(op)
        return True


@register(PASS)
def dce_pure_callbacks(module, ctx):
    """Remove pure callbacks whose results are all unused (to a fixed point, in regions too)."""
    stats = apply_patterns(module, [ErasePureCallback()], pass_name=PASS)
    ctx.products["dce_pure_callbacks.removed"] = stats.changes
