"""hostcall-guard-returned-arguments: a public function's result that may be one of its
arguments, when that argument is also updated in place, is returned through a
``stablehlo.optimization_barrier``.

Why: IREE 3.13 runs a dynamic_update_slice or scatter whose operand is a function argument
in place on the argument's buffer, and then also hands that buffer back for a result that
is the argument unchanged: ``return %x, dynamic_update_slice(%x, ...)`` returned the
updated array twice (``jit(lambda x: (x, x.at[1].set(7.)))`` gave ``[1, 7, 3]`` for both);
so did a scatter, and a while loop that carries the argument through unchanged.  Behind the
barrier IREE keeps the argument's value apart.

An update whose operand may be an argument only through a select, case, if or
idempotent op (so that IREE cannot see it is the argument) writes into a copy
(``x + barrier(0)``): IREE 3.13 updated the argument's own buffer while later ops still
read the argument (the fuzzer's seed 28 f121).

A value "may be" an argument when it is one, a result of while / if / case that can
forward one (a loop carry passed through, a branch returning it), or an op IREE folds to
one (a full-size dynamic_slice of it, a full-size dynamic_update_slice by it, a select
of it, ``max(x, x)``, a bitcast_convert of it between types of one width, ...).  Only
functions without private visibility (entry points) are guarded.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import block_ops, nested_ops, operation, terminator, updated_in_place
from hostcall.dialects.types import same_width_bitcast_operand

from .. import _copies, register

PASS = "hostcall-guard-returned-arguments"

def _updated_operands(op) -> list:
    """The operands ``op`` may update in place (scatter: its inputs, the first half
    before the indices; dynamic_update_slice: its operand)."""
    return [op.operands[i] for i in updated_in_place(op)]


# Ops that IREE folds to one of their operands when that operand has the result's type
# (a full-size dynamic_slice or slice is its operand, a full-size dynamic_update_slice its
# update; a same-type reshape, convert or broadcast_in_dim its operand): the result is
# then the argument's buffer too.
_FOLDS_TO_OPERAND = {
    "stablehlo.dynamic_slice": 0,
    "stablehlo.slice": 0,
    "stablehlo.reshape": 0,
    "stablehlo.convert": 0,
    "stablehlo.broadcast_in_dim": 0,
    "stablehlo.dynamic_update_slice": 1,
}


# Ops IREE may fold to one of their operands: a select to either branch (its predicate
# folds when it compares a value with itself, as in ``select(x <= x, a, b)`` on integers:
# the fuzzer's seed 24 f135).
_MAY_FOLD_TO = {"stablehlo.select": (1, 2)}
# Idempotent ops IREE folds to x when both operands are x, also once folded themselves
# (``and(a1, dynamic_update_slice(a0, a1))`` with a full-size update: seed 29 f184): the
# result may be an argument both operands may be.
_IDEMPOTENT = frozenset(("stablehlo.maximum", "stablehlo.minimum", "stablehlo.and",
                         "stablehlo.or"))


class _Aliases:
    """Which function arguments a value may be (forwarded unchanged through control flow)."""

    def __init__(self, entry: ir.Block):
        self.arguments = list(entry.arguments)
        self.memo: dict = {}

    def of(self, value, seen=None) -> frozenset:
        if value in self.memo:
            return self.memo[value]
        seen = set() if seen is None else seen
        if value in seen:
            return frozenset()
        seen.add(value)
        found = self._compute(value, seen)
        self.memo[value] = found
        return found

    def _compute(self, value, seen) -> frozenset:
        if isinstance(value, ir.BlockArgument):
            if value in self.arguments:
                return frozenset([self.arguments.index(value)])
            owner = operation(value.owner.owner)     # block -> region's op
            if owner.name == "stablehlo.while":
                return self.of(owner.operands[value.arg_number], seen)
            return frozenset()
        op = operation(value.owner)
        i = value.result_number
        if op.name == "stablehlo.while":
            body = op.regions[1].blocks[0]
            return self.of(op.operands[i], seen) | self.of(terminator(body).operands[i], seen)
        if op.name in ("stablehlo.if", "stablehlo.case"):
            out = frozenset()
            for region in op.regions:
                out |= self.of(terminator(region.blocks[0]).operands[i], seen)
            return out
        forwarded = _FOLDS_TO_OPERAND.get(op.name)
        if forwarded is not None and op.operands[forwarded].type == value.type:
            return self.of(op.operands[forwarded], seen)
        source = same_width_bitcast_operand(op)
        if source is not None:
            # the same buffer to IREE, whose integers are signless: x.astype(int32) of a
            # uint32 x (hostcall-int-sign-convert makes it a bitcast), a round trip there
            # and back (the fuzzer's seed 520 f247)
            return self.of(source, seen)
        if op.name in _IDEMPOTENT:
            return self.of(op.operands[0], seen) & self.of(op.operands[1], seen)
        out = frozenset()
        for i in _MAY_FOLD_TO.get(op.name, ()):
            if op.operands[i].type == value.type:
                out |= self.of(op.operands[i], seen)
        return out


def _is_public(fn) -> bool:
    return "sym_visibility" not in fn.attributes or \
        ir.StringAttr(fn.attributes["sym_visibility"]).value == "public"


# Ops whose result may be an argument only because IREE folds it or forwards a branch's
# buffer: an in-place update of such a result wrote into the argument itself while
# other ops still read the argument (seed 28 f121: a reduce of the argument after a case
# returning select(a0 == a0, a0, a1) was updated).
_HIDDEN_ALIASES = frozenset(("stablehlo.select", "stablehlo.case", "stablehlo.if")) | \
    _IDEMPOTENT


def _copy_hidden_targets(fn, aliases) -> None:
    """Update a copy of targets that may be an argument through _HIDDEN_ALIASES ops."""
    for op in list(nested_ops(fn)):
        n = len(_updated_operands(op))
        for i in range(n):
            v = op.operands[i]
            if isinstance(v, ir.OpResult) and operation(v.owner).name in _HIDDEN_ALIASES \
                    and aliases.of(v) and _copies.copyable(v):
                with ir.InsertionPoint(op), op.location:
                    op.operands[i] = _copies.copies([v])[0]


def _guard(fn) -> None:
    entry = fn.regions[0].blocks[0]
    aliases = _Aliases(entry)
    _copy_hidden_targets(fn, aliases)
    aliases = _Aliases(entry)
    updated = frozenset()
    for op in nested_ops(fn):
        for v in _updated_operands(op):
            updated |= aliases.of(v)
    if not updated:
        return
    ret = terminator(entry)
    positions = [i for i, v in enumerate(ret.operands) if aliases.of(v) & updated]
    if not positions:
        return
    with ir.InsertionPoint(ret), ret.location:
        guarded = hlo.optimization_barrier([ret.operands[i] for i in positions])
    for i, v in zip(positions, guarded):
        ret.operands[i] = v


@register(PASS)
def guard_returned_arguments(module, ctx):
    """Return arguments updated in place elsewhere through an optimization_barrier (IREE
    3.13 workaround)."""
    for fn in block_ops(module.body):
        if fn.name == "func.func" and fn.regions[0].blocks and _is_public(fn):
            _guard(fn)
