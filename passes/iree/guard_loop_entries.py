"""hostcall-guard-loop-entries: an array a while loop starts a carry from and ops after
the loop read again is read there through a barrier; a loop that hands a constant
initial carry to a nested while enters with a copy of the constant.

An array a loop starts a carry from and ops after the loop read again is read there
through an optimization_barrier placed after the loop: IREE 3.13's stream partitioning
otherwise rejected the module ("circular dependency: input operation uses partition
output"; the fuzzer's seed 26 f155 and f204, with or without hostcall's other passes).
Ops before the loop computed from such a carry and read only after the loop are moved
past it first (IREE sinks them into the dispatch after the loop, which then reads the
carry there: the same error for seed 302 f34_v0_vjp, the transpose of a loop after a loop
of no trips), and the arrays computed before the loop that an initial carry is computed
from count as that carry (IREE fuses them into the dispatch making it: seed 302
f179_v0_v1_vjp, ``sum(-x)`` read after a loop started from ``select(m, -x, 0)``).  An
op after the loop that repeats one of those (same op, attributes and operands) reads the
original instead: IREE merges the two as common subexpressions, which makes the repeat a
read of the carry's source after the loop (seed 408 f40_vjp_v1, ``-b`` again after a loop
started from ``a + -b``).  An in-place update after the loop (a dynamic_update_slice's
or a scatter's operand) of such an array counts as a read too, the only one after a loop
of seed 429 f268_vjp_v1 (vmap of vjp: a scatter of the array a per-example
dynamic_update_slice's loop starts from): it updates a copy of the barrier's result, since
behind the barrier alone IREE updated the value's own buffer in place while a loop of no
trips still returned it (the fuzzer's seed 12 f284).  In another loop's body (or a case's
branch) those reads take copies of the values the body computes instead, made in the taken
branch of an ``if`` on a barrier of ``true`` (see _copy_computed), and arrays of constants
alone are not guarded (see guard_reuse_after).  The carries themselves do not go
behind a barrier: a barriered array's size is no longer a constant to IREE, so the loop
carries it as an i64 block argument beside the i32 counter, and IREE 3.13's VM branch
into the loop orders the register moves of overlapping i32 and i64 registers wrongly
("i4+5 -> i6+7" before "i6 -> i4": the counter became the size 48 and the loop never ran;
the fuzzer's seed 23 f60).

A loop whose array carry starts as a constant and is handed, as it is, to a nested while
as that loop's initial carry (a scan of Newton solves from a constant state:
``jit(lambda: implicit_euler(np.array([0.5, 1.0])))``) enters with a copy of the constant.
IREE 3.13 keeps a non-splat constant (or an expression of constants, which it hoists into
a global) as a global resource whose byte size the stream conversion carries through the
outer loop as an index; the nested while, rotated into a do-while by IREE's loop-invariant
code motion, then takes that size as an entry argument its condition does not forward,
and iree-stream-refine-usage (ResourceUsage's ``updateFromUse`` of the while's
``scf.yield``, which reads the while's result at the yield operand's position) indexes
past the while's results: a segmentation fault.  The copy is computed, of a size IREE
knows, and carries no size.  The constant may reach the loop through the arguments of a
private function that every call passes it to (IREE inlines the call).  A constant the
nested while carries with no read carry after it is left alone (IREE compiled those): its
size is the while's last entry argument.

IREE 3.13's VM passing one packed buffer in two block arguments of a loop's or a case's
merge, which this pass once avoided with copies where it was seen, is fixed for every
branch where it arises, in IREE's VM module: dialects/vm_branches.py.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import (MergeKeys, nested_ops, operation, outside_control_flow,
                                  updated_in_place)
from hostcall.dialects.types import is_token, shape_dtype

from .. import _copies, register

PASS = "hostcall-guard-loop-entries"


def _callee(call) -> str:
    return ir.FlatSymbolRefAttr(call.attributes["callee"]).value


def _ancestor_in(op, block):
    """``op`` or the op holding it that lies directly in ``block``, or None."""
    op = operation(op)
    while op is not None and op.block != block:
        parent = op.parent
        op = operation(parent) if parent is not None else None
        if op is not None and op.name == "func.func":
            return None
    return op


def _updates_in_place(op, position: int) -> bool:
    """Whether operand ``position`` of ``op`` is an array it may update in place (a
    dynamic_update_slice's operand, a scatter's inputs): behind a barrier IREE updated
    the barrier's buffer, the value's own, in place while the loop still returned it
    (the fuzzer's seed 12 f284), so such uses update a copy (or, for an array
    _copies cannot copy, are left as they are)."""
    return position in updated_in_place(op)


# Ops never moved past a loop: effects, control flow, calls.  The others, regions of a
# reduction or a scatter included, are what IREE itself sinks into the dispatches after
# the loop.
_UNMOVABLE = frozenset(("stablehlo.custom_call", "stablehlo.optimization_barrier",
                        "stablehlo.rng", "stablehlo.rng_bit_generator", "stablehlo.infeed",
                        "stablehlo.outfeed", "stablehlo.send", "stablehlo.recv",
                        "stablehlo.after_all", "stablehlo.create_token", "func.call",
                        "stablehlo.while", "stablehlo.case", "stablehlo.if"))


def _read_after(use, loop, moving: set) -> bool:
    """Whether ``use`` lies after ``loop`` in its block or belongs to an op being moved
    there."""
    user = operation(use.owner)
    if user in moving:
        return True
    outer = _ancestor_in(user, loop.block)
    return outer is not None and outer != loop and loop.is_before_in_block(outer)


def _guarded_array(v) -> bool:
    """An array value a barrier may hold: not a token, not a scalar, not a constant."""
    return not is_token(v.type) and bool(shape_dtype(v.type)[0]) \
        and hlo.splat_value(v) is None \
        and not (isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant")


def entry_sources(loop) -> list:
    """The initial array carries of ``loop`` and every array computed before it in its
    block that they are computed from (results of ops, not the function's arguments;
    through any chain of ops that are not _UNMOVABLE): IREE 3.13 fuses such chains, of any
    length, into the dispatch that makes the carry, so a read of one of those arrays after
    the loop is a read of that dispatch's inputs or results after the loop.  Three ops back
    were followed once; the linearized jvp of a vmapped loop (the fuzzer's seed 452
    f87_v0_vjp) starts its loop from ``t / a - (t * x + x * t) * b / a`` with ``t`` a
    transpose five ops back that is read again after the loop: "circular dependency"."""
    loop = operation(loop)
    found = [v for v in dict.fromkeys(loop.operands) if _guarded_array(v)]
    seen, frontier = set(found), list(found)
    while frontier:
        v = frontier.pop()
        if not isinstance(v, ir.OpResult):
            continue
        op = operation(v.owner)
        if op.block != loop.block or op.name in _UNMOVABLE:
            continue
        for u in op.operands:
            if isinstance(u, ir.OpResult) and _guarded_array(u) and u not in seen:
                seen.add(u)
                found.append(u)
                frontier.append(u)
    return found


def _repeats_after(loop):
    """The results of ops after ``loop`` (in its block or nested in an op there) that no
    region holds and that may be merged with another value."""
    loop = operation(loop)
    started = False
    for op in loop.block.operations:
        op = operation(op)
        if op == loop:
            started = True
            continue
        if not started:
            continue
        for inner in (op, *nested_ops(op)):
            if not len(inner.regions) and inner.name not in _UNMOVABLE:
                yield from inner.results


def _repeats_before(loop, sources: dict, keys: MergeKeys):
    """(earlier, source) for each entry source of ``loop`` that an op before it in
    ``loop``'s block repeats (``sources`` maps ``keys``' numbers to the sources)."""
    loop = operation(loop)
    names = {operation(v.owner).name for v in sources.values()}
    first = {}
    for op in loop.block.operations:
        op = operation(op)
        if op == loop:
            break
        if op.name not in names or len(op.regions):
            continue
        for value in op.results:
            key = keys(value)
            earlier = first.setdefault(key, value)
            source = sources.get(key)
            if source is not None and value == source and earlier != source:
                yield earlier, source


def _sources_by_key(loop, keys: MergeKeys) -> dict:
    """The entry sources of ``loop`` that ops compute, by ``keys``' numbers (the first of
    equal ones)."""
    sources = {}
    for v in entry_sources(loop):
        if isinstance(v, ir.OpResult):
            sources.setdefault(keys(v), v)
    return sources


def merge_entry_repeats(loop) -> bool:
    """Make each entry source of ``loop`` and the values that repeat it (the same op,
    attributes and operands, as MergeKeys compares them) one value; returns whether any
    changed.  IREE 3.13 merges such repeats as common subexpressions, so a repeat is a
    read of the source that guard_reuse_after and sink_entry_readers did not see:

    - after the loop, the repeat reads the source instead (seed 408 f40_vjp_v1:
      ``negate(b)`` again after a loop started from ``a + negate(b)``, "circular
      dependency"); merged here, the read goes through the barrier, and the repeat is
      left unread for IREE to drop;
    - before the source, in the loop's block, the source's readers (the loop among them)
      read the earlier repeat instead (seed 462 f13_v0_v1_vjp: a one-trip loop unrolled
      before a loop computed ``b - a`` and a scatter of ``b - (b - a)`` read only after
      the loop, and the loop started from ``b - a`` computed again); the ops computed
      from it are then entry readers that sink_entry_readers moves past the loop."""
    # one numbering for the whole merge: each replacement below swaps a value for one
    # of the same number, so no number it gave changes
    keys = MergeKeys()
    sources = _sources_by_key(loop, keys)
    changed = False
    for earlier, source in list(_repeats_before(loop, sources, keys)):
        source.replace_all_uses_with(earlier)
        changed = True
    if changed:
        sources = _sources_by_key(loop, keys)
    for value in list(_repeats_after(loop)):
        source = sources.get(keys(value))
        if source is not None and source != value and list(value.uses):
            value.replace_all_uses_with(source)
            changed = True
    return changed


def sink_entry_readers(loop) -> bool:
    """Move past ``loop`` the ops before it computed from one of its initial array
    carries whose results only ops after it (or other such ops) read; returns whether it
    moved any.  IREE 3.13 sinks such ops into the dispatches after the loop that read
    them, which then read the carry's initial buffer after the loop, and its stream
    partitioning rejected the module ("circular dependency: input operation uses
    partition output": the vjp of a loop after a loop of no trips, ``x0 + loop0(x0)``
    read after ``loop1(x0)``).  Moved, they are reads after the loop that
    guard_reuse_after puts behind its barrier."""
    loop = operation(loop)
    derived = set(entry_sources(loop))
    before = []
    for op in loop.block.operations:
        op = operation(op)
        if op == loop:
            break
        if op.name in _UNMOVABLE or not op.results:
            continue
        if any(v in derived for v in op.operands):
            derived.update(op.results)
            before.append(op)
    moving = set()
    for op in reversed(before):
        uses = [use for r in op.results for use in r.uses]
        if uses and all(_read_after(use, loop, moving) for use in uses):
            moving.add(op)
    anchor = loop
    for op in before:
        if op in moving:
            op.move_after(anchor)
            anchor = op
    return bool(moving)


def guard_reuse_after(loop, constants: "_Constants") -> bool:
    """Read the initial array carries of ``loop`` that ops after it read again through
    one optimization_barrier placed after the loop; an in-place update among those reads
    updates a copy of the barrier's result.  Returns whether it changed.

    A carry computed from constants alone (an iota and its slices: threefry's counters)
    is left alone: IREE makes it in each dispatch that reads it or hoists it into a
    global, so no dispatch before the loop is read after it; and such a barrier in a
    loop's body, over values IREE folds, made IREE 3.13's fixed-point pipeline give up
    ("maximum iteration count exceeded", the fuzzer's seed 429 f153_j0_v1: the iota
    slices two threefry loops in a vmapped rejection loop's body start from)."""
    loop = operation(loop)
    block = loop.block
    later = {}
    for v in entry_sources(loop):
        if constants.of_constants(v):
            continue
        after = []
        for use in v.uses:
            user = operation(use.owner)
            outer = _ancestor_in(user, block)
            if user != loop and outer is not None and loop.is_before_in_block(outer) \
                    and (_copies.copyable(v)
                         or not _updates_in_place(user, use.operand_number)):
                after.append((user, use.operand_number))
        if after:
            later[v] = after
    if not later:
        return False
    if outside_control_flow(loop) != loop:
        later = _copy_computed(loop, later)
        if not later:
            return True
    with ir.InsertionPoint.after(loop), loop.location:
        guarded = hlo.optimization_barrier(list(later))
        targets = [(v, g) for (v, uses), g in zip(later.items(), guarded)
                   if any(_updates_in_place(o, i) for o, i in uses)]
        fresh = dict(zip((v for v, _ in targets), _copies.copies([g for _, g in targets]))) \
            if targets else {}
    for (v, uses), g in zip(later.items(), guarded):
        for o, i in uses:
            o.operands[i] = fresh[v] if _updates_in_place(o, i) else g
    return True


def _copy_computed(loop, later: dict) -> dict:
    """For a loop in another loop's body (or a case's branch): the reads after ``loop`` of
    the values ``later`` holds that are computed in that body read copies made after the
    loop in the taken branch of an ``if`` on a barrier of ``true``, whose barrier and the
    copies' zeros' stand before the outermost loop or case holding it (passes/_copies.py:
    branch_copies); returns the rest, the body's arguments, which go behind the barrier.

    IREE 3.13's stream partitioning (iree-stream-schedule-execution, its reference
    partitioning) walks the body's block from its end and puts an op in a partition that
    reads one of its results even where the host loop, which also reads it, lies between
    them and feeds that partition: it takes the scf.while for free of effects and lets a
    direct reader override the hazard the loop carries.  So the dispatch that makes the
    loop's initial carry, with the arrays it is computed from fused into it (the entry
    sources), joins the dispatches after the loop, which read the loop's results:
    "circular dependency: input operation uses partition output" (with host loops, the
    fuzzer's seed 475 f140_v0_vjp, a loop in a transposed loop's body started from ``x +
    t`` with ``t`` read after it, and seed 534 f239_v0_vjp_v2, a loop in a case branch
    started from a select that a reduction reads after it; reduced:
    tests/inputs/loop_entry_fused_in_body.mlir, loop_entry_fused_in_branch.mlir).  A plain
    copy, ``v + barrier(-0.0)``, is one more dispatch reading that dispatch's result
    directly after the loop, or fuses into the reader, and left the error.  A barrier
    closes the open partitions (it has effects), but a barrier in a loop's body made IREE
    3.13's fixed-point pipeline give up ("maximum iteration count exceeded in fixed point
    pipeline": the key two threefry loops of a vmapped rejection sampler's body share, the
    fuzzer's seed 429 f153_j0_v1, a body IREE folds away as nothing reads what it
    computes), as other barriers in loop bodies did (hostcall-guard-unread-carries).  The
    if is the dispatch's only reader after the loop: IREE does not partition an if, and
    the copy in its branch is a block of its own; it has no effects, so a body computing
    nothing read still folds away.  The copies, fresh buffers, keep in-place updates after
    the loop off the values' own buffers (seed 12 f284).  A copy of the body's argument
    did not avoid the error (the position an HMC sampler's leapfrog loop starts from:
    "circular dependency", tests/test_kernel_unsigned.py), so arguments keep the
    barrier."""
    copied = {v: uses for v, uses in later.items()
              if isinstance(v, ir.OpResult) and _copies.copyable(v)}
    if not copied:
        return later
    with ir.InsertionPoint.after(loop), loop.location:
        fresh = _copies.branch_copies(list(copied))
    for (v, uses), copy in zip(copied.items(), fresh):
        for o, i in uses:
            o.operands[i] = copy
    return {v: uses for v, uses in later.items() if v not in copied}


# Ops whose value is not a function of their operands alone, or that IREE does not hoist:
# a value they compute is never taken for a constant.
_NOT_CONSTANT = op_traits.WITH_EFFECTS


class _Constants:
    """Which values IREE 3.13 holds as a constant global: a non-splat
    ``stablehlo.constant``, an op of constants (hoisted into a global), a barrier over a
    non-splat one (the same buffer), and an argument of a private function that every call
    passes such a value.  A splat is not (IREE splats it where it is used), and neither is
    a barrier over one: the guards' copies (``x + barrier(-0.0)``) are computed."""

    def __init__(self, module):
        self.calls: dict[str, list] = {}
        self.functions: dict[str, ir.Operation] = {}
        for op in nested_ops(module.operation):
            if op.name == "func.call":
                self.calls.setdefault(_callee(op), []).append(op)
        for f in module.body.operations:
            if f.operation.name == "func.func":
                self.functions[ir.StringAttr(f.attributes["sym_name"]).value] = f.operation
        self.memo: dict = {}

    def held(self, value) -> bool:
        """Whether ``value`` is an array IREE keeps as a constant global (not a splat)."""
        return bool(ir.RankedTensorType(value.type).rank) and hlo.splat_value(value) is None \
            and self._constant(value)

    def _constant(self, value) -> bool:
        if value in self.memo:
            return self.memo[value]
        self.memo[value] = False        # a cycle through calls is not a constant
        self.memo[value] = found = self._compute(value)
        return found

    def _compute(self, value) -> bool:
        if isinstance(value, ir.BlockArgument):
            return self._argument(value)
        op = operation(value.owner)
        if op.name == "stablehlo.constant":
            return True
        if op.name == "stablehlo.optimization_barrier":
            held = op.operands[value.result_number]
            return hlo.splat_value(held) is None and self._constant(held)
        if len(op.regions) or not op.name.startswith("stablehlo.") or \
                op.name in _NOT_CONSTANT or not len(op.operands):
            return False
        return all(self._constant(v) for v in op.operands)

    def of_constants(self, value) -> bool:
        """Whether ``value`` is computed from constants and iotas alone, by ops without
        regions or effects (whether or not IREE hoists it)."""
        if not isinstance(value, ir.OpResult):
            return False
        op = operation(value.owner)
        if op.name in ("stablehlo.constant", "stablehlo.iota"):
            return True
        if len(op.regions) or not op.name.startswith("stablehlo.") or \
                op.name in _NOT_CONSTANT or op.name == "stablehlo.optimization_barrier" \
                or not len(op.operands):
            return False
        return all(self.of_constants(v) for v in op.operands)

    def _argument(self, arg) -> bool:
        """An entry argument of a private function, a constant at every call."""
        fn = operation(arg.owner.owner)
        if fn is None or fn.name != "func.func" or arg.owner != fn.regions[0].blocks[0] or \
                "sym_visibility" not in fn.attributes or \
                ir.StringAttr(fn.attributes["sym_visibility"]).value != "private":
            return False
        calls = self.calls.get(ir.StringAttr(fn.attributes["sym_name"]).value, [])
        return bool(calls) and all(self._constant(c.operands[arg.arg_number]) for c in calls)

    def feeds_a_loop(self, value, seen=None) -> bool:
        """Whether ``value`` is the initial carry of a while that has a live carry after
        it, directly or as the argument of a function it is passed to."""
        seen = set() if seen is None else seen
        for use in value.uses:
            user = operation(use.owner)
            if user.name == "stablehlo.while" and _live_after(user, use.operand_number):
                return True
            if user.name == "func.call":
                callee = self.functions.get(_callee(user))
                if callee is None or not len(callee.regions[0].blocks) or callee in seen:
                    continue
                seen.add(callee)
                if self.feeds_a_loop(callee.regions[0].blocks[0].arguments[use.operand_number],
                                     seen):
                    return True
        return False


def _live_after(loop, position: int) -> bool:
    """Whether a carry of ``loop`` after ``position`` is read (by the condition or the body)
    or used after the loop.  IREE drops the other carries; a constant's size only crashed
    its analysis with a carry after it (not with the constant carried last)."""
    cond, body = loop.regions[0].blocks[0], loop.regions[1].blocks[0]
    return any(not is_token(loop.operands[i].type) and
               (list(cond.arguments[i].uses) or list(body.arguments[i].uses) or
                list(loop.results[i].uses))
               for i in range(position + 1, len(loop.operands)))


def guard_constant_entries(loop, constants: _Constants) -> bool:
    """Copy the initial carries of ``loop`` that are constants IREE holds as globals and
    that its body hands to a nested while as they are; returns whether it changed."""
    body = loop.regions[1].blocks[0]
    positions = [i for i, v in enumerate(loop.operands)
                 if not is_token(v.type) and _copies.copyable(v) and constants.held(v)
                 and constants.feeds_a_loop(body.arguments[i])]
    if not positions:
        return False
    with ir.InsertionPoint(loop), loop.location:
        fresh = _copies.copies([loop.operands[i] for i in positions])
    for i, copy in zip(positions, fresh):
        loop.operands[i] = copy
    return True


@register(PASS)
def guard_loop_entries(module, ctx):
    """Copy constant initial carries handed to a nested loop, and read initial carries
    reused after a loop through a barrier (IREE 3.13 workarounds)."""
    constants = _Constants(module)
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.while":
            continue
        guard_constant_entries(op, constants)
        merge_entry_repeats(op)
        sink_entry_readers(op)
        guard_reuse_after(op, constants)
