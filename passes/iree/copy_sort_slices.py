"""hostcall-copy-sort-slices: a sort whose operand is a slice of an argument sorts a copy.

Why: IREE 3.13 sorts in place, in the buffer of the sort's result, and fuses a slice or
dynamic slice of a function's or region's argument into the sort's dispatch as a copy
from the argument's buffer, a ``linalg.generic`` its CPU code generator does not
distribute: iree-compile fails with "write affecting operations on global resources are
restricted to workgroup distributed contexts" (``jnp.sort(m[:8], axis=1)``,
``jnp.sort(lax.dynamic_slice(x, ...))``).  A slice of a computed value, or one that an
elementwise op reads first, compiles.  The operand becomes a copy (passes/_copies.py:
``x + barrier(-0.0)``, every float kept, signed zeros included), an elementwise op IREE
computes into the sort's buffer.

Only operands that are a slice or dynamic slice of a block argument, through further
slices and conversions to the same type (which IREE folds away), are copied.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops

from .. import _copies, register

PASS = "hostcall-copy-sort-slices"
VIEWS = ("stablehlo.slice", "stablehlo.dynamic_slice")


def _through_noop_converts(value):
    while (isinstance(value, ir.OpResult) and value.owner.name == "stablehlo.convert"
           and value.owner.operands[0].type == value.type):
        value = value.owner.operands[0]
    return value


def slices_an_argument(value) -> bool:
    """Whether ``value`` is a slice or dynamic slice of a block argument (see above)."""
    value = _through_noop_converts(value)
    if not (isinstance(value, ir.OpResult) and value.owner.name in VIEWS):
        return False
    while isinstance(value, ir.OpResult) and value.owner.name in VIEWS:
        value = _through_noop_converts(value.owner.operands[0])
    return isinstance(value, ir.BlockArgument)


@register(PASS)
def copy_sort_slices(module, ctx):
    """Sort copies of slices of arguments (IREE 3.13 rejects a sort that reads one)."""
    copied = 0
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.sort":
            continue
        for i, operand in enumerate(op.operands):
            if slices_an_argument(operand) and _copies.copyable(operand):
                with ir.InsertionPoint(op), op.location:
                    op.operands[i] = _copies.copies([operand])[0]
                copied += 1
    ctx.products["copy_sort_slices"] = copied
