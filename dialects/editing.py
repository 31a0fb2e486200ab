"""In-place edits of ops, blocks and function signatures of any module: rebuilding an op
with other operands or result types (its regions move over), editing block arguments and
function types, keeping ``arg_attrs`` / ``res_attrs`` in step."""
from __future__ import annotations

from typing import Sequence

from iree.compiler import ir

from .ops import attribute_names, move_regions, operation, terminator


def rebuild(op, operands: Sequence[ir.Value], result_types: Sequence[ir.Type]) -> ir.Operation:
    """A copy of ``op`` (same name, attributes and regions, which are moved) with new
    operands and result types, inserted right before ``op``.  The caller rewires the
    results and erases ``op``."""
    op = operation(op)
    attrs = {name: op.attributes[name] for name in attribute_names(op)}
    with ir.InsertionPoint(op), op.location:
        new = ir.Operation.create(op.name, results=list(result_types), operands=list(operands),
                                  attributes=attrs, regions=len(op.regions))
    move_regions(op, new)
    return new


def replace_terminator_operands(block: ir.Block, operands: Sequence[ir.Value]) -> None:
    """Rebuild the terminator of ``block`` with ``operands``."""
    term = terminator(block)
    rebuild(term, operands, [])
    term.erase()


def prepend_block_args(block: ir.Block, types: Sequence[ir.Type],
                       loc: ir.Location) -> list[ir.Value]:
    """Insert arguments of ``types`` before the existing ones; returns the new arguments."""
    old = list(block.arguments)
    new = [block.add_argument(t, loc) for t in types]
    for arg in old:
        moved = block.add_argument(arg.type, arg.location)
        arg.replace_all_uses_with(moved)
    for _ in old:
        block.erase_argument(0)
    return new


def erase_block_args(block: ir.Block, indices: Sequence[int]) -> None:
    """Erase unused block arguments at ``indices``."""
    for i in sorted(indices, reverse=True):
        block.erase_argument(i)


def set_function_type(fn, inputs: Sequence[ir.Type], results: Sequence[ir.Type]) -> None:
    """Give a ``func.func`` the type (inputs) -> results."""
    operation(fn).attributes["function_type"] = ir.TypeAttr.get(
        ir.FunctionType.get(list(inputs), list(results)))


def edit_function_attrs(fn, key: str, prepend: int = 0, drop: Sequence[int] = ()) -> None:
    """Keep ``arg_attrs``/``res_attrs`` (``key``) in step with a signature edit."""
    fn = operation(fn)
    if key not in fn.attributes:
        return
    items = list(ir.ArrayAttr(fn.attributes[key]))
    items = [ir.DictAttr.get({})] * prepend + [a for i, a in enumerate(items) if i not in drop]
    fn.attributes[key] = ir.ArrayAttr.get(items)
