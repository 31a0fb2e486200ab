"""Small readers of ops, blocks, functions and symbols of any module: the one home of the
IR helpers that the autodiff rules, the batching rules and the callback passes each used
to define (their in-place edits are in dialects/editing.py).

Every function accepts an ``ir.Operation`` or an ``OpView`` and returns plain
``ir.Operation`` objects, so results compare and hash alike whichever binding made them.
"""
from __future__ import annotations

from typing import Iterator, Sequence

import numpy as np
from iree.compiler import ir

from . import op_traits


def operation(op) -> ir.Operation:
    """The ``ir.Operation`` of an op or its OpView."""
    return op.operation if hasattr(op, "operation") else op


def enclosed_by(op, names) -> bool:
    """Whether an op named in ``names`` holds ``op`` (in one of its regions, at any depth)."""
    parent = operation(op).parent
    while parent is not None:
        parent = operation(parent)
        if parent.name in names:
            return True
        parent = parent.parent
    return False


def defined_inside(value, op) -> bool:
    """Whether ``value`` is defined in one of ``op``'s regions (at any depth)."""
    owner = value.owner
    at = operation(owner.owner if isinstance(owner, ir.Block) else owner)
    while at is not None:
        if at == op:
            return True
        at = at.parent
    return False


LOOPS_AND_CASES = ("stablehlo.while", "stablehlo.case")


def outside_control_flow(op, holders=LOOPS_AND_CASES) -> ir.Operation:
    """``op``, or the outermost op of ``holders`` (by default a while or case) holding
    it: what goes right before it is computed once, in no loop body or branch."""
    anchor = operation(op)
    parent = anchor.parent
    while parent is not None and operation(parent).name in holders:
        anchor = operation(parent)
        parent = anchor.parent
    return anchor


def updated_in_place(op) -> list[int]:
    """The operand positions ``op`` may update in place: a scatter's inputs (the first
    half of its operands, before the indices), a dynamic_update_slice's operand."""
    if op.name == "stablehlo.scatter":
        return list(range((len(op.operands) - 1) // 2))
    if op.name == "stablehlo.dynamic_update_slice":
        return [0]
    return []


def block_ops(block: ir.Block) -> list[ir.Operation]:
    """The ops of ``block``, in order (a list: callers may erase or move them)."""
    return [o.operation for o in block.operations]   # an Operation's .operation is itself


def nested_ops(op) -> Iterator[ir.Operation]:
    """Every op nested in ``op``'s regions, in pre-order (``op`` itself excluded)."""
    for region in operation(op).regions:
        for block in region.blocks:
            for inner in block_ops(block):
                yield inner
                if len(inner.regions):    # no generator per op without regions: most ops
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


def terminator(block: ir.Block) -> ir.Operation:
    """The last op of ``block``."""
    return block_ops(block)[-1]


def attribute_names(op) -> list[str]:
    """The names of the op's attributes, in order."""
    return [a if isinstance(a, str) else a.name for a in operation(op).attributes]


# How deep MergeKeys compares two values op by op before taking them for different ones.
MERGE_KEY_DEPTH = 8
# Ops IREE never merges with another of the same operands: ops with effects or state
# (custom calls among them) and calls (the callee may have effects).
_NEVER_MERGED = op_traits.WITH_EFFECTS | {"func.call"}


class MergeKeys:
    """Numbers for values, equal for values IREE's common-subexpression merging may make
    one: the same op, attributes, result and operands, compared MERGE_KEY_DEPTH ops deep;
    block arguments, ops with regions and ops in _NEVER_MERGED (and values at that depth)
    are equal only to themselves.  The guard passes read them to see the reads IREE will
    see.  Each (value, depth) is numbered once and keys are small ints, so a long chain of
    ops that read one value twice costs its length, not 2 ** MERGE_KEY_DEPTH.  Numbers
    describe the IR as it was when first asked: make a new MergeKeys after changing the
    operands of ops whose values were numbered."""

    def __init__(self):
        self._memo: dict = {}
        self._ids: dict = {}

    def __call__(self, value, depth: int = 0) -> int:
        memo = (value, depth)
        if memo in self._memo:
            return self._memo[memo]
        op = value.owner if isinstance(value, ir.OpResult) else None
        if op is None or depth >= MERGE_KEY_DEPTH or len(op.regions) or \
                op.name in _NEVER_MERGED:
            key = ("value", value)
        else:
            attrs = tuple(sorted((n, str(op.attributes[n])) for n in attribute_names(op)))
            key = (op.name, attrs, value.result_number, str(value.type),
                   tuple(self(v, depth + 1) for v in op.operands))
        number = self._memo[memo] = self._ids.setdefault(key, len(self._ids))
        return number


def function_name(fn) -> str:
    """The symbol name of a ``func.func``."""
    return ir.StringAttr(operation(fn).attributes["sym_name"]).value


def function_type(fn) -> tuple[list[ir.Type], list[ir.Type]]:
    """(input types, result types) of a ``func.func``."""
    ft = ir.FunctionType(ir.TypeAttr(operation(fn).attributes["function_type"]).value)
    return list(ft.inputs), list(ft.results)


def is_declaration(fn) -> bool:
    """Whether a ``func.func`` has no body (an external function)."""
    return len(list(operation(fn).regions[0].blocks)) == 0


def module_functions(module: ir.Module) -> dict[str, ir.Operation]:
    """The top-level ``func.func`` ops of ``module``, by name."""
    return {function_name(o): o for o in block_ops(module.body) if o.name == "func.func"}


def ints_attr(op, name: str) -> list[int]:
    """The integer-array attribute ``name`` of ``op``, as ints."""
    return i64s(op.attributes[name])


def int_attr(op, name: str) -> int:
    """The integer attribute ``name`` of ``op``."""
    return ir.IntegerAttr(op.attributes[name]).value


def str_attr(op, name: str, default=None):
    """The string attribute ``name`` of ``op``, or ``default`` when it has none."""
    if name not in op.attributes:
        return default
    return ir.StringAttr(op.attributes[name]).value
