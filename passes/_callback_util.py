"""IR surgery shared by the callback passes.

Rebuilding an op with other operands or results (moving its regions over), editing block
arguments and function signatures, and listing nested ops.  Everything works on plain
``ir.Operation`` objects of any module.
"""
from __future__ import annotations

from typing import Sequence

from iree.compiler import ir

from hostcall.dialects.ops import (block_ops, move_regions, nested_ops,  # noqa: F401
                                   nested_post_order, operation)
from hostcall.dialects.ops import callee_name as callee  # noqa: F401
from hostcall.dialects.types import is_token

CONTROL_FLOW = ("stablehlo.while", "stablehlo.if", "stablehlo.case")


def only_block(region: ir.Region, what: str) -> ir.Block:
    blocks = list(region.blocks)
    if len(blocks) != 1:
        raise ValueError(f"{what} has {len(blocks)} blocks; only single-block regions are "
                         "supported")
    return blocks[0]


def terminator(block: ir.Block) -> ir.Operation:
    return block_ops(block)[-1]


def attribute_names(op) -> list[str]:
    return [a if isinstance(a, str) else a.name for a in operation(op).attributes]


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


def token_positions(values_or_types) -> list[int]:
    return [i for i, v in enumerate(values_or_types)
            if is_token(v if isinstance(v, ir.Type) else v.type)]


# ------------------------------------------------------------- functions
def function_name(fn) -> str:
    return ir.StringAttr(operation(fn).attributes["sym_name"]).value


def function_type(fn) -> tuple[list[ir.Type], list[ir.Type]]:
    ft = ir.FunctionType(ir.TypeAttr(operation(fn).attributes["function_type"]).value)
    return list(ft.inputs), list(ft.results)


def set_function_type(fn, inputs: Sequence[ir.Type], results: Sequence[ir.Type]) -> None:
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


def is_declaration(fn) -> bool:
    return len(list(operation(fn).regions[0].blocks)) == 0


def module_functions(module: ir.Module) -> dict[str, ir.Operation]:
    return {function_name(o): o for o in block_ops(module.body) if o.name == "func.func"}
