"""hostcall-guard-unread-carries: a while body reads each carry whose result the program
uses, through a select that always picks the carry's next value.

Why: a host loop whose body overwrites a carry without reading it, the carry's result
used after the loop (a rejection sampler: ``x = random.uniform(sub, ...)`` redrawn until
a predicate on ``x`` holds; whether the condition reads the carry does not matter), was
rejected or crashed by IREE 3.13.  Its loop-invariant code motion
(iree-global-opt-loop-invariant-code-motion) rotates an ``scf.while`` it cannot make an
``scf.for`` into an ``scf.if`` around a do-while loop whose condition region holds the
body; the canonicalizer then drops that region's argument for the unread carry, leaving
fewer condition than body arguments, and the stream conversion of such an ``scf.while``
(ScfWhileOpConversion in iree-stream-conversion) fails: "failed to legalize unresolved
source materialization from () to ('tensor<i32>')", a segmentation fault in
applySignatureConversion, or "LLVM ERROR: out of memory".  Loops kernelized by
hostcall-kernelize-loops never reach it; host loops do.

The same holds for a carry only the condition reads, its result unused (the tolerance
test of a continued fraction: ``lax.random_gamma_grad`` next to ``jnp.nanvar``): MLIR's
scf.while canonicalization stops forwarding it to the body and the stream conversion
fails to verify ("region branch point has 16 operands, but region successor needs 18
inputs").

How: the body returns ``select(never, carry, next)`` for such a carry in place of
``next``, ``never`` an optimization_barrier of ``false`` built before the loop (before the
outermost loop or case holding it): the
argument is read by an op IREE cannot fold, and the loop computes what it did.  The read
is a pure op, not a barrier in the body: IREE keeps a loop whose body holds a barrier
even when no result of the loop is used (once it folds the other carries: a ui8 round
trip of an array carry), and its stream pipeline then gave up on such a loop ("maximum
iteration count exceeded in fixed point pipeline": ElideTimepoints and the canonicalizer
adding and removing one timepoint join; tests/inputs/fuzz_fixed/seed307_f249.mlir,
seed307_f46.mlir), where it deletes the loop that reads the carry through the select.
A carry the body only hands to a nested loop as the start of a carry that nothing there
reads counts as unread (IREE drops the nested carry first; a bf16 loop of the fuzzer,
seed 403 f255, crashed iree-compile otherwise).
Only carries the body does not read are rewritten, so a loop counter never passes through
a barrier or a select (a barrier over it made IREE's VM loop forever: hostcall-forward-while-carries, cuda's older
form of this pass, on tests/inputs/fuzz_fixed/seed32_f72).
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import block_ops, nested_ops, operation, outside_control_flow

from .. import register

PASS = "hostcall-guard-unread-carries"


def _dead_carry_start(use) -> bool:
    """Whether ``use`` starts a carry of a nested while that nothing reads: neither its
    condition, nor its body (but to start dead carries of loops nested further), nor the
    code after that loop."""
    owner = operation(use.owner)
    if owner.name != "stablehlo.while":
        return False
    i = use.operand_number
    cond, body = owner.regions[0].blocks[0], owner.regions[1].blocks[0]
    return not list(cond.arguments[i].uses) and not list(owner.results[i].uses) and \
        _unread(body.arguments[i])


def _unread(arg) -> bool:
    """Whether no op reads the block argument ``arg``: it has no use, or only starts
    carries of nested loops that nothing reads (IREE drops those, and then sees ``arg``
    unread: tests/inputs/fuzz_fixed/seed403_f255.mlir), or is read only by pure ops whose
    results nothing reads in turn (IREE deletes those: a small nested loop unrolled into
    the body left a dynamic_slice of the carry feeding an update the next unrolled trip
    overwrote, the fuzzer's seed 446 f110)."""
    return all(_dead_carry_start(use) or _dead_read(use) for use in arg.uses)


# Ops whose regions run as control flow: IREE keeps such an op when its body holds a
# barrier, whether or not its results are read.
_CONTROL_FLOW = ("stablehlo.while", "stablehlo.case", "stablehlo.if")
# Ops that may have effects (a call's callee may), wherever they stand in a read.
_IMPURE = op_traits.WITH_EFFECTS | {"func.call"}


def _dead_read(use, depth: int = 0) -> bool:
    """Whether ``use`` is by an op without effects (nor control flow; a scatter's or a
    reduction's region of pure ops counts as none) none of whose results is read, but by
    such ops (followed up to 16 ops on).  A one-trip loop unrolled into the body left a
    scatter into the carry whose result only the loop's second trip would read (the
    fuzzer's seed 481 f271; iree-compile 3.13 crashed)."""
    owner = operation(use.owner)
    if depth >= 16 or owner.name in ("stablehlo.return", "func.return",
                                     "stablehlo.optimization_barrier", *_CONTROL_FLOW):
        return False
    if any(o.name in _IMPURE for o in (owner, *nested_ops(owner))):
        return False
    return all(_dead_read(u, depth + 1) for r in owner.results for u in r.uses)


def _guard(op) -> None:
    """Make the body of ``op`` read each carry it does not read, and that the condition or
    the code after the loop does, through a select that always picks the next value."""
    cond, body = op.regions[0].blocks[0], op.regions[1].blocks[0]
    ret = block_ops(body)[-1]
    unread = [i for i, (arg, tested, result) in enumerate(zip(body.arguments, cond.arguments,
                                                              op.results))
              if _unread(arg) and (list(result.uses) or list(tested.uses))]
    if not unread:
        return
    with ir.InsertionPoint(outside_control_flow(op)), op.location:
        never = hlo.optimization_barrier([hlo.constant(False)])[0]
    with ir.InsertionPoint(ret), op.location:
        for i in unread:
            ret.operands[i] = hlo.select(never, body.arguments[i], ret.operands[i])


@register(PASS)
def guard_unread_carries(module, ctx):
    """Make each stablehlo.while's body read the carries that its condition or the code
    after it reads (IREE 3.13 crashed on, or rejected, host loops whose body overwrites one
    unread)."""
    for op in [o for o in nested_ops(module.operation) if o.name == "stablehlo.while"]:
        _guard(op)
