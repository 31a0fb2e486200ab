"""hostcall-signed-regions: a scatter, sort or reduce_window on unsigned integers computes
on their bit patterns as signed integers of the same width; its region still computes on
the unsigned values.

Why: IREE 3.13 makes such an op signless and then cannot convert its region or its
results back to the unsigned type: it rejects an unsigned scatter or sort inside a while
loop ("failed to legalize unresolved materialization from ('tensor<4xi8>') to
('tensor<4xui8>')"; ``fori_loop(0, n, lambda i, x: jnp.sort(x), bits)``, the fuzzer's
seed 520 f216) and an unsigned cumulative reduce_window anywhere (``jnp.cumsum`` of a
uint32 array: "failed to legalize unresolved target materialization from ('ui32') to
('i32')").  bitcast_convert between equal widths only reinterprets the bits, so the result
is the spec's: the data operands go in as sN, each region argument is bitcast back to uN
before the original region ops, its unsigned results bitcast to sN, and the op's results
back to uN.  IREE still runs a cumulative reduce_window rewritten so as a scan (1M uint32
elements: the same 4 ms as int32).

An operand the op updates in place (a scatter's inputs, a sort's operands) that is a
function argument, or that other ops read too, enters the op as a copy: behind the bitcast
IREE 3.13 no longer saw the argument it must not overwrite and scattered in place into
the argument's buffer, so a later read of that argument saw the scattered values
(`x.at[i].add(x)` on a uint16 argument, then `x[...]` again: the fuzzer's seed 403 f35).

Per op, one rule: which operands carry the data (not a scatter's indices) and which of
those IREE updates in place.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.editing import rebuild, replace_terminator_operands
from hostcall.dialects.ops import block_ops, nested_ops, operation
from hostcall.dialects.types import shape_dtype, tensor_type

from .. import _copies, register

PASS = "hostcall-signed-regions"


class Operands(NamedTuple):
    data: list[int]         # positions of the operands of the region's element types
    in_place: list[int]     # positions among them IREE may update in place


def _scatter(op) -> Operands:
    n = (len(op.operands) - 1) // 2
    return Operands([*range(n), *range(n + 1, 2 * n + 1)], list(range(n)))


def _sort(op) -> Operands:
    return Operands(list(range(len(op.operands))), list(range(len(op.operands))))


def _reduce_window(op) -> Operands:
    return Operands(list(range(len(op.operands))), [])


RULES: dict[str, Callable[[ir.Operation], Operands]] = {
    "stablehlo.scatter": _scatter,
    "stablehlo.sort": _sort,
    "stablehlo.reduce_window": _reduce_window,
}


def _signed(t: ir.Type) -> ir.Type | None:
    """The signed type of an unsigned integer tensor type ``t``, else None."""
    shape, dtype = shape_dtype(t)
    if dtype.kind != "u":
        return None
    return tensor_type(shape, np.dtype(f"i{dtype.itemsize}"))


def _applies(op) -> bool:
    return op.name in RULES and any(shape_dtype(r.type)[1].kind == "u" for r in op.results)


def _as(value, t: ir.Type):
    """``value`` bitcast to ``t`` (itself when it already has that type)."""
    if value.type == t:
        return value
    return hlo.bitcast_convert(value, shape_dtype(t)[1])


def _shared(value) -> bool:
    """Whether ``value`` is a function's argument or has another use than the op's
    operand: an update in place of it (which the bitcast hides from IREE) would clobber a
    value still needed."""
    if isinstance(value, ir.BlockArgument):
        owner = value.owner.owner
        if owner is not None and operation(owner).name == "func.func":
            return True
    return len(list(value.uses)) > 1


def _rewrite(op) -> None:
    data, in_place = RULES[op.name](op)
    operands = list(op.operands)
    shared = {i: _shared(operands[i]) for i in in_place}   # before the bitcasts add uses
    with ir.InsertionPoint(op), op.location:
        for i in data:
            signed = _signed(operands[i].type)
            if signed is None:
                continue
            operands[i] = _as(operands[i], signed)
            if shared.get(i):
                operands[i] = _copies.copies([operands[i]])[0]
    with op.location:
        new = rebuild(op, operands, [_signed(r.type) or r.type for r in op.results])
    block = new.regions[0].blocks[0]
    first = block_ops(block)[0]
    with op.location:
        for arg in list(block.arguments):
            unsigned = arg.type
            s = _signed(unsigned)
            if s is None:
                continue
            arg.set_type(s)
            with ir.InsertionPoint(first):
                back = _as(arg, unsigned)
            arg.replace_all_uses_except(back, back.owner.operation)
        term = block_ops(block)[-1]
        with ir.InsertionPoint(term):
            out = [_as(v, _signed(v.type) or v.type) for v in term.operands]
    replace_terminator_operands(block, out)
    with ir.InsertionPoint(op), op.location:
        for old, value in zip(op.results, new.results):
            old.replace_all_uses_with(_as(value, old.type))
    op.erase()


@register(PASS)
def signed_regions(module, ctx):
    """Compute unsigned scatters, sorts and reduce_windows on signed bit patterns (IREE
    3.13 workaround)."""
    for op in [op for op in nested_ops(module.operation) if _applies(op)]:
        _rewrite(op)    # (found first: a rewrite erases ops of the walk, its terminator)
