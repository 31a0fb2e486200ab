"""hostcall-guard-shared-targets: a dynamic_update_slice, scatter or sort whose operand is
an array computed in the program and read by other ops too updates a copy of it.

Why: IREE 3.13 runs such an update in place on the operand's buffer and may schedule
another reader of the operand after it, which then reads the updated values.
``s = scatter(x, i, u)`` next to ``y = t * broadcast(x)`` feeding a second scatter, with
``x = a / b``: IREE tied the first scatter's result to ``x``'s buffer and ran the
dispatch computing ``y`` after it (jacfwd of vmap of ``x.at[i].add(a)``: every tangent
of the Jacobian wrong, the fuzzer's seed 402 f57; a dynamic_update_slice of ``x`` does
the same).  IREE must copy the operand there anyway; the copy (``x + barrier(-0.0)``,
a new buffer) makes the update's buffer one nothing else reads.

A sort is such an update of every operand: IREE 3.13 sorts in place, in the operand's
buffer when the operand's other readers go through an optimization_barrier, whose readers
then see the sorted values.  ``b = optimization_barrier(x)`` and ``sort(x)``, with ``x =
-a``: ``b`` came out sorted; vmap of vmap of a switch between a gather of rows of ``x``
and a sort of ``x`` (hostcall-guard-batched-gathers' barrier over the gathered ``x``)
gave the gathered rows sorted (the fuzzer's seed 545 f19_v0_v1).  Sorting a copy (an
elementwise op, fused into the sort's dispatch: hostcall-sort-copies) keeps ``x``.

An update of a while's result counts the readers of the carry's initial value too, and
likewise through a same-width bitcast_convert (IREE's integers are signless) and a loop
kernel's dispatch region that returns an outside value as it is: IREE hands such a
result on as the very buffer it starts from when it folds the loop body to leave the
carry unchanged.  The fuzzer's seed 407 f472: a loop over ``select(a != x, x, a)`` (which
is ``x``) started from ``x = convert(a)``, a dynamic_update_slice of its result, and ``x``
read after the loop (through hostcall-guard-loop-entries' barrier): IREE 3.13 updated
``x``'s buffer in place and the later reader got the update.  Shrunk, IREE runs
``dynamic_update_slice(x, ...)`` in place even with ``optimization_barrier(x)`` read
after it: a barrier's reader does not keep the buffer from being overwritten.

A carry of the while body the update lies in is copied when an op other than the update's
own computation reads it: IREE 3.13 runs the update in place on the carry's buffer before
the dispatches reading the carry that come before the update in the body, whatever they
compute (a dynamic_slice, a reduce, elementwise ops).  The forward derivative of
``x.at[i].set(a[i] * x[i])`` in a loop reads the primal ``x[i]`` in the tangent's update
``t.at[i].set(b[i] * x[i] + a[i] * t[i])``, which then read the updated ``x[i]`` (the
fuzzer's seed 406 f35 and f220, host loops).  Reads only the update's own computation
makes (``x.at[i].set(f(x[i]))``) are left alone: IREE reads them before it writes.

An operand that another op computes again (the same op of the same operands) counts the
readers of the repeat too: IREE merges the two.

Left alone: function arguments and carries of an enclosing loop (block arguments the
other guard passes and hostcall-guard-returned-arguments see to), constants (IREE never
updates one in place), operands the update alone reads, and full-size
dynamic_update_slices (IREE folds them to their update).
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects.ops import MergeKeys, nested_ops, operation, terminator
from hostcall.dialects.types import same_width_bitcast_operand

from .. import _copies, register

PASS = "hostcall-guard-shared-targets"


def _targets(op) -> list[int]:
    """Operand positions ``op`` may update in place (scatter: its inputs; a partial
    dynamic_update_slice: its operand; sort: every operand)."""
    if op.name == "stablehlo.scatter":
        return list(range((len(op.operands) - 1) // 2))
    if op.name == "stablehlo.sort":
        return list(range(len(op.operands)))
    if op.name == "stablehlo.dynamic_update_slice":
        full = (ir.RankedTensorType(op.operands[1].type).shape ==
                ir.RankedTensorType(op.operands[0].type).shape)
        return [] if full else [0]
    return []


def _returned_from_outside(op, result: int):
    """What a dispatch region returns at ``result`` when it is defined outside it."""
    returned = terminator(op.regions[0].blocks[0]).operands[result]
    inside = isinstance(returned, ir.OpResult) and _holds(op, operation(returned.owner))
    return None if inside else returned


def _holds(outer, op) -> bool:
    """Whether ``op`` is ``outer`` or nested in it."""
    while op is not None:
        if op == outer:
            return True
        op = operation(op.parent) if op.parent is not None else None
    return False


# Ops whose result IREE may hand on as the buffer of an operand, by op name: (op, result
# number) -> that operand, or None.  A while's carry is its initial value when IREE folds
# the body to leave the carry unchanged.
_FORWARDS = {
    "stablehlo.while": lambda op, result: op.operands[result],
    "stablehlo.bitcast_convert": lambda op, _result: same_width_bitcast_operand(op),
    "flow.dispatch.region": _returned_from_outside,
}


def _buffers(value):
    """``value`` and the values whose buffer it may be (through _FORWARDS)."""
    while isinstance(value, ir.OpResult):
        yield value
        op = operation(value.owner)
        rule = _FORWARDS.get(op.name)
        value = rule(op, value.result_number) if rule else None


class _Repeats:
    """The results of a module's ops grouped by MergeKeys (dialects.ops), to find the
    values IREE's common-subexpression merging makes one with a given value.  Keys are
    computed once per value, and only for values of an op name and type some target has
    (the first time such a target is asked about)."""

    def __init__(self, module):
        self.by_kind: dict = {}
        for op in nested_ops(module.operation):
            if not len(op.regions):
                for r in op.results:
                    self.by_kind.setdefault((op.name, str(r.type)), []).append(r)
        self.groups: dict = {}      # (name, type) -> key -> values
        self.keys = MergeKeys()

    def read(self, value) -> bool:
        """Whether another value that IREE may merge with ``value`` has a reader."""
        kind = (value.owner.name, str(value.type))
        if kind not in self.groups:
            groups = self.groups[kind] = {}
            for other in self.by_kind.get(kind, []):
                groups.setdefault(self.keys(other), []).append(other)
        same = self.groups[kind].get(self.keys(value), [])
        return any(other != value and list(other.uses) for other in same)


def _shared(value, repeats: _Repeats) -> bool:
    """Whether ``value``, or a value whose buffer it may be, is an op's result (not a
    constant) read more than once: by the update (or the op handing it on) and by another
    op, or twice; or read once while a repeat of it (the same op of the same operands,
    which IREE merges with it) is read too (the fuzzer's seed 470 f202_j0_v1: the jvp of
    ``x.at[p].set(x)`` for ``x = a * b`` computes ``a * b`` twice, returns one and
    scatters into the other; IREE 3.13 merged them and scattered into the returned
    buffer)."""
    return any(v.owner.name != "stablehlo.constant" and
               (len(list(v.uses)) > 1 or repeats.read(v))
               for v in _buffers(value))


def _body_carry(value, op) -> bool:
    """Whether ``value`` is a carry of the while body whose block holds ``op`` itself."""
    if not isinstance(value, ir.BlockArgument) or value.owner != operation(op).block:
        return False
    loop = value.owner.owner
    return loop is not None and operation(loop).name == "stablehlo.while" and \
        value.owner.region == operation(loop).regions[1]


def _in_block(op, block):
    """``op``, or the op of ``block`` holding it (in a region, at any depth), or None."""
    o = operation(op)
    while o is not None and o.block != block:
        o = operation(o.parent) if o.parent is not None else None
        if o is not None and o.name == "func.func":
            return None
    return o


def _computation(op, targets) -> set:
    """The ops of ``op``'s block that ``op``'s operands other than ``targets`` (its update,
    indices) are computed from."""
    block, cone = operation(op).block, set()
    stack = [v for i, v in enumerate(op.operands) if i not in targets]
    while stack:
        v = stack.pop()
        if not isinstance(v, ir.OpResult):
            continue
        owner = operation(v.owner)
        if owner.block != block or owner in cone:
            continue
        cone.add(owner)
        stack.extend(owner.operands)
    return cone


def _read_elsewhere(carry, op, computation) -> bool:
    """Whether an op other than ``op`` reads ``carry`` (through any ops) without being
    part of ``computation``, ``op``'s own inputs: a reader whose values live on past the
    update."""
    block, op, seen = operation(op).block, operation(op), set()
    stack = [carry]
    while stack:
        for use in stack.pop().uses:
            reader = _in_block(use.owner, block)
            if reader == op:
                continue
            if reader is None or reader not in computation:
                return True
            if reader not in seen:
                seen.add(reader)
                stack.extend(reader.results)
    return False


def _shared_carries(op, positions) -> list[int]:
    """Those of ``positions`` (in-place targets of ``op``) that are carries of the loop body
    holding ``op`` read by ops other than its own computation."""
    carries = [i for i in positions if _body_carry(op.operands[i], op)]
    if not carries:
        return []
    computation = _computation(op, positions)
    return [i for i in carries
            if _copies.copyable(op.operands[i]) and
            _read_elsewhere(op.operands[i], op, computation)]


@register(PASS)
def guard_shared_targets(module, ctx):
    """Update copies of arrays other ops still read (IREE 3.13 workaround)."""
    tag, repeats = 0, _Repeats(module)
    for op in list(nested_ops(module.operation)):
        targets = _targets(op)
        positions = [i for i in targets
                     if _shared(op.operands[i], repeats) and _copies.copyable(op.operands[i])]
        positions += _shared_carries(op, targets)
        if not positions:
            continue
        # a tag per update: CSE would otherwise merge two copies of one array (two
        # updates of it) back into one buffer
        with ir.InsertionPoint(op), op.location:
            fresh = _copies.copies([op.operands[i] for i in positions], tag=tag)
        tag += 1
        for i, copy in zip(positions, fresh):
            op.operands[i] = copy
