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

A full-size dynamic_update_slice (the update has the operand's shape) is left alone: it is
its update, nothing overlaps, and IREE folds it to the update, so a barrier there stood on
a loop carry itself.  IREE 3.13 then dropped the dispatch computing another carry from
that barrier's result (``while(%k, %x, %y)`` returning ``barrier(%y)`` and ``f(barrier(%y))``
kept ``%y`` as it was: the fuzzer's seed 12 f230).

An update that is its target itself or a view of it (reshapes, barriers: no element
computed) is replaced by a copy (``_copies``), not put behind a barrier: IREE 3.13 sees
through neither the barrier nor the reshape to a buffer, and ran ``scatter(t, i,
barrier(reshape(t)))`` in place on ``t``'s buffer reading the updates from that same
buffer (rows swapped by the scatter came out both equal to the first: vmap(vmap(f)) of
``x.at[[1, 0]].set(x)``, the fuzzer's seed 202 f65 and f126).  Without the barrier IREE
copies; with an argument as target it copies anyway.

An update inside a while body whose operand is computed outside that body (a loop
invariant: an op's result in the enclosing function or an outer loop) updates a copy made
in the body.  IREE 3.13 ran it in place on the invariant's buffer in every
iteration without copying it first, so the next iteration started from the previous
one's update: ``fori_loop(0, 2, lambda j, u: lax.dynamic_update_slice(c, ds(v, j), (0, j)),
a)`` with ``c`` computed before the loop kept the first iteration's column (the fuzzer's
seed 12 f217).  A function argument updated in a loop body is read through an
optimization_barrier made before the outermost loop and then copied the same way: IREE
3.13 ran that update in place on the argument's own buffer too (a host loop returning
``dynamic_update_slice(a1, ...)`` kept the first iteration's element: the fuzzer's seed
407 f452), and a copy of the argument itself in the body did the same (seed 32 f72).

The array an update writes counts through the same-width bitcast_converts, reshapes
and barriers it is a view of: ``dynamic_update_slice(bitcast(bitcast(x)),
dynamic_slice(x, ...))`` (a ui16 -> i16 -> ui16 round trip that
hostcall-fold-convert-round-trips leaves as two bitcasts, which IREE folds) ran in place
on ``x``'s copy and read the update from it (the fuzzer's seed 423 f199: [19, 4, 6, 5,
14] shifted right by one came out all 19).

An update that moves elements of the array its target is laid out from (both reshapes,
broadcasts, transposes or slices of one value, neither computing an element) is copied
too: IREE 3.13 propagates the reshapes, finds the two views of one buffer and reads the
update from the buffer being updated.  vmap of vmap of ``x.at[i].add(x)`` with ``x`` an
unbatched argument and ``i`` batched scatters into ``broadcast(x)`` the rows of
``reshape(broadcast(reshape(x)))``, the same array: a row updated before another row
read it was added twice (the fuzzer's seed 511 f276); a dynamic_update_slice of
``broadcast(x)`` by a slice of ``reshape(broadcast(reshape(x)))`` smeared the same way.

An update read element by element from the window it writes (``x.at[i].set(f(x[i]))``:
elementwise ops over dynamic_slices at the update's start indices and sizes) needs no
barrier, each element being read before it is written in place; a barrier there made
IREE 3.13 give up compiling (seed 24 f222) or read a null buffer (seed 31 f133).
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops, operation, outside_control_flow
from hostcall.dialects.types import same_width_bitcast_operand

from .. import _copies, register

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


def _full_size(op) -> bool:
    """Whether ``op`` is a dynamic_update_slice whose update covers its whole operand."""
    return (op.name == "stablehlo.dynamic_update_slice" and
            ir.RankedTensorType(op.operands[1].type).shape ==
            ir.RankedTensorType(op.operands[0].type).shape)


def _loop_body(op):
    """The body region of the innermost while whose body holds ``op``, or None."""
    block = op.operation.block
    while block is not None:
        owner = operation(block.owner) if block.owner is not None else None
        if owner is None or owner.name == "func.func":
            return None
        if owner.name == "stablehlo.while" and block.region == owner.regions[1]:
            return block.region
        block = owner.block
    return None


def _defined_in(value, region) -> bool:
    """Whether ``value`` is defined inside ``region`` (a block argument or op result of
    it, or of a region nested in it)."""
    block = value.owner if isinstance(value, ir.BlockArgument) else operation(value.owner).block
    while block is not None:
        if block.region == region:
            return True
        owner = block.owner
        if owner is None or operation(owner).name == "func.func":
            return False
        block = operation(owner).block
    return False


def _function_argument(value) -> bool:
    return isinstance(value, ir.BlockArgument) and value.owner.owner is not None and \
        operation(value.owner.owner).name == "func.func"


def _behind_barriers(op, count: int) -> None:
    """Read the function arguments among ``op``'s ``count`` in-place targets, when ``op``
    lies in a loop body, through a barrier made before the outermost loop holding it: the
    copy ``_invariant_targets`` then asks for is of that barrier's result, never of the
    argument itself."""
    if _loop_body(op) is None:
        return
    for i in range(count):
        if _function_argument(op.operands[i]) and _copies.copyable(op.operands[i]):
            with ir.InsertionPoint(outside_control_flow(op)), op.location:
                op.operands[i] = hlo.optimization_barrier([op.operands[i]])[0]


def _invariant_targets(op, count: int) -> list[int]:
    """Positions among ``op``'s ``count`` in-place targets of those computed outside the
    innermost while body holding ``op``, or in it from such values alone (IREE hoists
    those out of the loop: a scatter into ``pad(argument)`` made in the body updated the
    hoisted pad in place, and the next trip read the update, the fuzzer's seed 442 f253).
    Constants are left alone (IREE never writes into those), and so are block arguments
    (outer carries; function arguments are behind barriers by now): a copy of an argument
    in the body made IREE 3.13 update the argument's own buffer (the fuzzer's seed 32
    f72)."""
    body = _loop_body(op)
    if body is None:
        return []
    return [i for i in range(count) if isinstance(op.operands[i], ir.OpResult) and
            _loop_invariant(op.operands[i], body) and _copies.copyable(op.operands[i]) and
            op.operands[i].owner.name != "stablehlo.constant"]


def _loop_invariant(value, body, depth: int = 0) -> bool:
    """Whether ``value`` is the same on every trip of the loop whose body is ``body``:
    defined outside it, or by an op in it without regions or effects whose operands all
    are (followed up to 8 ops back)."""
    if not _defined_in(value, body):
        return True
    if isinstance(value, ir.BlockArgument) or depth >= 8:
        return False
    owner = operation(value.owner)
    if len(owner.regions) or owner.name in op_traits.WITH_EFFECTS or \
            owner.name == "stablehlo.optimization_barrier":
        return False
    return all(_loop_invariant(v, body, depth + 1) for v in owner.operands)


# Ops computing each element from the elements at the same position of their operands
# (those loop kernels compute element by element; a bitcast may change the element count).
ELEMENTWISE = op_traits.SCALAR_FORM - {"stablehlo.bitcast_convert"}


def _same_window(op, aliases) -> bool:
    """Whether ``op``'s update reads the arrays it may overwrite only element by element,
    at the window it writes: elementwise ops over dynamic_slices of them with the
    update's sizes at the update's start indices (``x.at[i].set(f(x[i], y[i]))``).  In
    place, each element is read before it is written, so no barrier is needed; the
    barrier there made IREE 3.13's fixed-point pipeline give up on a boolean loop in a
    dead case (tests/inputs/fuzz_fixed/seed24_f222.mlir)."""
    if op.name != "stablehlo.dynamic_update_slice":
        return False
    update, starts = op.operands[1], list(op.operands)[2:]
    shape = ir.RankedTensorType(update.type).shape
    stack, seen = [update], set()
    while stack:
        v = stack.pop()
        if v in seen or not _reads(v, aliases):
            continue
        seen.add(v)
        if not isinstance(v, ir.OpResult) or ir.RankedTensorType(v.type).shape != shape:
            return False
        o = operation(v.owner)
        if o.name == "stablehlo.dynamic_slice" and o.operands[0] in aliases:
            if list(o.operands)[1:] != starts:
                return False
            continue
        if o.name not in ELEMENTWISE:
            return False
        stack.extend(o.operands)
    return True


VIEWS = frozenset(("stablehlo.reshape", "stablehlo.optimization_barrier"))

# The tag in the barrier of every copy of an update (passes/_copies.py): an untagged copy
# of the target, made by this or another guard pass, has an identical barrier, which CSE
# merges, and then both copies of one array are one buffer again.  Seed 531 f150_v0_v1
# (vmap of vmap of ``x.at[p].set(x)``): the copies of ``x`` and of ``reshape(x)`` became
# one, and IREE 3.13 crashed in its canonicalizer or, behind a barrier, read the updates
# from the buffer it scattered into.
UPDATE_TAG = 1 << 20


def _view_of(value, aliases) -> bool:
    """Whether ``value`` is one of ``aliases`` or reshapes / barriers of one."""
    while value not in aliases:
        if not isinstance(value, ir.OpResult) or operation(value.owner).name not in VIEWS:
            return False
        owner = operation(value.owner)
        value = owner.operands[list(owner.results).index(value)] \
            if owner.name == "stablehlo.optimization_barrier" else owner.operands[0]
    return True


# Ops whose result's elements are elements of their first operand (none computed).
MOVES = frozenset(("stablehlo.reshape", "stablehlo.broadcast_in_dim", "stablehlo.transpose",
                   "stablehlo.slice", "stablehlo.dynamic_slice"))


def _moved_from(value):
    """The value whose elements ``value`` is, through reshapes, broadcasts, transposes
    and slices."""
    while isinstance(value, ir.OpResult) and operation(value.owner).name in MOVES:
        value = operation(value.owner).operands[0]
    return value


def _same_source(update, targets) -> bool:
    """Whether ``update`` moves elements of the value a target is laid out from."""
    source = _moved_from(update)
    return any(source == _moved_from(t) for t in targets)


def _buffer_sources(value) -> list:
    """The values whose buffer ``value`` is to IREE: the operands of the same-width
    bitcast_converts, reshapes and barriers it is made from (IREE folds a chain of such
    bitcasts away, and a reshape or barrier is a view of its operand's buffer)."""
    found = []
    while isinstance(value, ir.OpResult):
        op = operation(value.owner)
        if op.name == "stablehlo.bitcast_convert":
            value = same_width_bitcast_operand(op)
        elif op.name in VIEWS:
            value = op.operands[value.result_number] \
                if op.name == "stablehlo.optimization_barrier" else op.operands[0]
        else:
            break
        if value is None:
            break
        found.append(value)
    return found


def _may_alias(targets) -> list:
    """``targets``, the values whose buffer a target is (_buffer_sources) and, for a
    target that is a while loop's carry, every carry of that loop of the same type (they
    may share a buffer at run time)."""
    out = list(targets)
    for t in targets:
        out.extend(v for v in _buffer_sources(t) if v not in out)
    for t in list(out):
        if isinstance(t, ir.BlockArgument):
            owner = t.owner.owner
            if owner is not None and owner.name == "stablehlo.while":
                out.extend(a for a in t.owner.arguments if a not in out and a.type == t.type)
    return out


def _materialized(op, update: ir.Value) -> ir.Value:
    """``update`` computed into a buffer of its own before ``op`` writes: behind a barrier,
    or, in a loop body, as a copy whose zeros' barrier stands before the outermost loop
    (a barrier in a host loop's body made IREE 3.13's fixed-point pipeline give up: the
    fuzzer's seed 430 f42, ``x.at[a:b].set(x[c:d])`` in a flag loop)."""
    if _loop_body(op) is None or not _copies.copyable(update):
        return hlo.optimization_barrier([update])[0]
    return _copies.copies([update], tag=UPDATE_TAG)[0]


@register(PASS)
def guard_self_updates(module, ctx):
    """Materialize updates computed from the array they update, or from a carry of the
    same loop; copy loop invariants updated in a loop body (IREE 3.13 workaround)."""
    for op in list(nested_ops(module.operation)):
        targets, positions = _targets_and_updates(op)
        if not positions or _full_size(op):
            continue
        _behind_barriers(op, len(targets))
        invariant = _invariant_targets(op, len(targets))
        if invariant:
            with ir.InsertionPoint(op), op.location:
                fresh = _copies.copies([op.operands[i] for i in invariant])
            for i, copy in zip(invariant, fresh):
                op.operands[i] = copy
            continue        # a fresh copy: the update cannot read it
        aliases = _may_alias(targets) if positions else []
        for i in positions:
            update = op.operands[i]
            if _view_of(update, aliases) and _copies.copyable(update):
                with ir.InsertionPoint(op), op.location:
                    op.operands[i] = _copies.copies([update], tag=UPDATE_TAG)[0]
            elif _reads(update, aliases):
                if not _same_window(op, aliases):
                    with ir.InsertionPoint(op), op.location:
                        op.operands[i] = _materialized(op, update)
            elif _same_source(update, targets) and _copies.copyable(update):
                with ir.InsertionPoint(op), op.location:
                    op.operands[i] = _copies.copies([update], tag=UPDATE_TAG,
                                                    whole_zeros=True)[0]
