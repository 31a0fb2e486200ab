"""Copying ops and regions through a value map (values defined outside the map stay as
they are), the values a region reads from outside, and the new functions the rules build."""
from __future__ import annotations

from typing import Callable, Iterable, Sequence

from iree.compiler import ir
from iree.compiler.dialects import func as func_d

from .ops import attrs_of


ValueMap = dict


def lookup(vmap: ValueMap, v: ir.Value) -> ir.Value:
    """The new value standing for ``v``; values defined outside the map stay as they are."""
    return vmap.get(v, v)


def clone_op(op, vmap: ValueMap, region_filler: Callable | None = None) -> ir.Operation:
    """Create a copy of ``op`` at the current insertion point with operands remapped.

    Regions are rebuilt block by block through ``clone_block`` (or ``region_filler``),
    so values of enclosing scopes used inside them are remapped too.  The new results
    are recorded in ``vmap``.
    """
    op = op.operation
    new = ir.Operation.create(
        op.name, results=[r.type for r in op.results],
        operands=[lookup(vmap, v) for v in op.operands],
        attributes=attrs_of(op),
        regions=len(op.regions), loc=op.location)
    with op.location:
        for old_region, new_region in zip(op.regions, new.regions):
            (region_filler or clone_region)(old_region, new_region, vmap)
    for a, b in zip(op.results, new.results):
        vmap[a] = b
    return new


def clone_region(old: ir.Region, new: ir.Region, vmap: ValueMap) -> None:
    for block in old.blocks:
        nb = new.blocks.append(*[a.type for a in block.arguments])
        for a, b in zip(block.arguments, nb.arguments):
            vmap[a] = b
        with ir.InsertionPoint(nb):
            for inner in block.operations:
                clone_op(inner, vmap)


def used_values(op) -> Iterable[ir.Value]:
    """Operands of ``op`` and of every op nested in its regions."""
    out = []

    def visit(o):
        out.extend(o.operands)
        return ir.WalkResult.ADVANCE

    op.operation.walk(visit)
    return out


def defined_inside(op) -> set:
    """Values defined by ops and block arguments nested in ``op`` (its own results excluded)."""
    inside = set()

    def visit(o):
        inside.update(o.results)
        for r in o.regions:
            for b in r.blocks:
                inside.update(b.arguments)
        return ir.WalkResult.ADVANCE

    op.operation.walk(visit)
    return inside - set(op.operation.results)


def external_uses(op) -> list[ir.Value]:
    """Values used by ``op`` or inside its regions that are defined outside it."""
    inside = defined_inside(op)
    seen, out = set(), []
    for v in used_values(op):
        if v not in inside and v not in seen:
            seen.add(v)
            out.append(v)
    return out


def captured_values(op) -> list[ir.Value]:
    """Values that ops nested in ``op``'s regions read from outside ``op``."""
    inside = defined_inside(op)
    seen, out = set(), []

    def visit(o):
        for v in o.operands:
            if v not in inside and v not in seen:
                seen.add(v)
                out.append(v)
        return ir.WalkResult.ADVANCE

    for region in op.operation.regions:
        for block in region.blocks:
            for inner in block.operations:
                inner.operation.walk(visit)
    return out


def new_func(module: ir.Module, name: str, arg_types: Sequence[ir.Type],
             private: bool = True):
    """An empty func.func appended to ``module`` (its entry block is returned too)."""
    with ir.InsertionPoint(module.body), ir.Location.unknown():
        f = func_d.FuncOp(name, ir.FunctionType.get(list(arg_types), []))
        if private:
            f.attributes["sym_visibility"] = ir.StringAttr.get("private")
        block = f.add_entry_block()
    return f, block


def finish_func(f, block: ir.Block, results: Sequence[ir.Value]) -> None:
    with ir.InsertionPoint(block), ir.Location.unknown():
        func_d.ReturnOp(list(results))
    f.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
        [a.type for a in block.arguments], [r.type for r in results]))


def func_body(f) -> ir.Block:
    return f.regions[0].blocks[0]


def return_op(block: ir.Block):
    return list(block.operations)[-1].operation
