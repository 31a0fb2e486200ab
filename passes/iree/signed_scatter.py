"""hostcall-signed-scatter: a scatter on unsigned integers scatters their bit patterns as
signed integers of the same width; its combiner still computes on the unsigned values.

Why: IREE 3.13 rejects an unsigned scatter inside a while loop ("failed to legalize
unresolved materialization from ('tensor<4xi8>') to ('tensor<4xui8>')"): it makes the
scatter signless and cannot convert back to the loop's unsigned carry.  bitcast_convert
between equal widths only reinterprets the bits, so the result is the spec's: the operands
and updates go in as sN, each combiner argument is bitcast back to uN before the original
combiner ops, its results bitcast to sN, and the scatter's results back to uN.

An operand that is a function argument, or that other ops read too, enters the scatter as
a copy: behind the bitcast IREE 3.13 no longer saw the argument it must not overwrite and
scattered in place into the argument's buffer, so a later read of that argument saw the
scattered values (`x.at[i].add(x)` on a uint16 argument, then `x[...]` again: the fuzzer's
seed 403 f35).
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.editing import rebuild, replace_terminator_operands
from hostcall.dialects.ops import block_ops, nested_ops
from hostcall.dialects.types import shape_dtype, tensor_type

from .. import _copies, register

PASS = "hostcall-signed-scatter"


def _signed(t: ir.Type) -> ir.Type | None:
    """The signed type of an unsigned integer tensor type ``t``, else None."""
    shape, dtype = shape_dtype(t)
    if dtype.kind != "u":
        return None
    return tensor_type(shape, np.dtype(f"i{dtype.itemsize}"))


def _applies(op) -> bool:
    return op.name == "stablehlo.scatter" and any(shape_dtype(r.type)[1].kind == "u"
                                                  for r in op.results)


def _as(value, t: ir.Type):
    """``value`` bitcast to ``t`` (itself when it already has that type)."""
    if value.type == t:
        return value
    return hlo.bitcast_convert(value, shape_dtype(t)[1])


def _shared(value) -> bool:
    """Whether ``value`` is a function's argument or has another use than the scatter's
    operand: an update in place of it (which the bitcast hides from IREE) would clobber a
    value still needed."""
    if isinstance(value, ir.BlockArgument):
        owner = value.owner.owner
        if owner is not None and owner.name == "func.func":
            return True
    return len(list(value.uses)) > 1


def _rewrite(op) -> None:
    n = len(op.results)
    inputs, indices, updates = (list(op.operands)[:n], op.operands[n],
                                list(op.operands)[n + 1:])
    shared = [_shared(v) for v in inputs]   # counted before the bitcasts add uses
    with ir.InsertionPoint(op), op.location:
        signed = [_signed(v.type) or v.type for v in inputs]
        new_inputs = [_as(v, t) for v, t in zip(inputs, signed)]
        new_inputs = [_copies.copies([new])[0] if new is not v and share else new
                      for v, new, share in zip(inputs, new_inputs, shared)]
        new_updates = [_as(u, tensor_type(shape_dtype(u.type)[0], shape_dtype(t)[1]))
                       for u, t in zip(updates, signed)]
    new = rebuild(op, [*new_inputs, indices, *new_updates], signed)
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
        for old, value, t in zip(op.results, new.results, inputs):
            old.replace_all_uses_with(_as(value, t.type))
    op.erase()


@register(PASS)
def signed_scatter(module, ctx):
    """Scatter unsigned integers as signed ones of the same width (IREE 3.13 workaround)."""
    for op in [op for op in nested_ops(module.operation) if _applies(op)]:
        _rewrite(op)    # (found first: a rewrite erases ops of the walk, its terminator)
