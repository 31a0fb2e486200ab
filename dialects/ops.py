"""Small readers of ops, blocks and symbols of any module: the one home of the IR helpers
that the autodiff rules, the batching rules and the callback passes each used to define.

Every function accepts an ``ir.Operation`` or an ``OpView`` and returns plain
``ir.Operation`` objects, so results compare and hash alike whichever binding made them.
"""
from __future__ import annotations

from typing import Iterator, Sequence

import numpy as np
from iree.compiler import ir


def operation(op) -> ir.Operation:
    """The ``ir.Operation`` of an op or its OpView."""
    return op.operation if hasattr(op, "operation") else op


def block_ops(block: ir.Block) -> list[ir.Operation]:
    """The ops of ``block``, in order (a list: callers may erase or move them)."""
    return [operation(o) for o in block.operations]


def nested_ops(op) -> Iterator[ir.Operation]:
    """Every op nested in ``op``'s regions, in pre-order (``op`` itself excluded)."""
    for region in operation(op).regions:
        for block in region.blocks:
            for inner in block_ops(block):
                yield inner
                yield from nested_ops(inner)


def nested_post_order(op) -> list[ir.Operation]:
    """Every op nested in ``op``'s regions, inner ops before the ops holding them."""
    out = []
    for region in operation(op).regions:
        for block in region.blocks:
            for inner in block_ops(block):
                out.extend(nested_post_order(inner))
                out.append(inner)
    return out


def attrs_of(op, drop: Sequence[str] = ()) -> dict:
    """The op's attributes as a dict, name -> attribute, less those named in ``drop``
    (to rebuild the op with other operands or types)."""
    attrs = operation(op).attributes
    out = {}
    for i in range(len(attrs)):
        named = attrs[i]
        if named.name not in drop:
            out[named.name] = named.attr
    return out


def move_regions(old, new) -> None:
    """Move every region's blocks of ``old`` into the matching region of ``new`` (an op
    rebuilt with other operands or result types keeps its bodies)."""
    for src, dst in zip(operation(old).regions, operation(new).regions):
        for block in list(src.blocks):
            block.append_to(dst)


def i64s(attr: ir.Attribute) -> list[int]:
    """An integer-array attribute as ints: ``array<i64: ...>``, or the ``dense<...>``
    elements older exports use."""
    if isinstance(attr, ir.DenseElementsAttr):
        return [int(v) for v in np.asarray(ir.DenseIntElementsAttr(attr)).reshape(-1)]
    return [int(v) for v in ir.DenseI64ArrayAttr(attr)]


def callee_name(call) -> str:
    """The symbol a ``func.call`` calls."""
    return ir.FlatSymbolRefAttr(operation(call).attributes["callee"]).value


def symbol_names(module: ir.Module) -> set[str]:
    """The names of the module's top-level symbols."""
    return {ir.StringAttr(o.attributes["sym_name"]).value
            for o in block_ops(module.body) if "sym_name" in o.attributes}


def find_func(module: ir.Module, name: str) -> ir.Operation | None:
    """The top-level ``func.func @name``, or None."""
    for o in block_ops(module.body):
        if o.name == "func.func" and ir.StringAttr(o.attributes["sym_name"]).value == name:
            return o
    return None


def unique_symbol(module: ir.Module, base: str) -> str:
    """``base``, or ``base_1``, ``base_2``, ... : the first no top-level symbol has."""
    taken = symbol_names(module)
    name, k = base, 1
    while name in taken:
        name, k = f"{base}_{k}", k + 1
    return name
