"""IR helpers shared by the autodiff passes: cloning ops through a value map, zeros,
attribute readers, and the error that names an op and its source location."""
from __future__ import annotations

from typing import Callable, Iterable, Sequence

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import (attrs_of, block_ops, callee_name,  # noqa: F401
                                   find_func, i64s, unique_symbol)
from hostcall.dialects.stablehlo import dtype_of, shape_of  # noqa: F401
from hostcall.dialects.types import shape_dtype


class ADError(ValueError):
    """A value cannot be differentiated (unsupported op, effectful callback, ...)."""


class UnsupportedDerivative(ADError):
    """An op has no derivative rule for these operands.  hostcall-jvp reports it only
    when the missing tangent is used (e.g. the max value of an argmax reduce is not)."""


class Poison:
    """The tangent of a result whose derivative is unsupported: an error when used."""
    __slots__ = ("error",)

    def __init__(self, error: Exception):
        self.error = error


# ------------------------------------------------------------------ values
def is_float(v: ir.Value) -> bool:
    """Whether a value carries a tangent: a tensor of floating or complex elements."""
    try:
        _, d = shape_dtype(v.type)
    except (TypeError, ValueError):
        return False
    return d.kind in "fc" or d.name == "bfloat16"


def full_like_type(t: ir.Type, value) -> ir.Value:
    shape, dtype = shape_dtype(t)
    return hlo.splat(value, shape, dtype)


def zeros_of(t: ir.Type) -> ir.Value:
    return full_like_type(t, 0)


def scalar_const(v: ir.Value, value) -> ir.Value:
    """A constant of ``v``'s shape and dtype filled with ``value`` (a splat)."""
    return full_like_type(v.type, value)


def add_any(a: ir.Value | None, b: ir.Value | None) -> ir.Value | None:
    """a + b where None stands for a zero."""
    if a is None:
        return b
    if b is None:
        return a
    return hlo.binary("add", a, b)


def neg(a: ir.Value) -> ir.Value:
    return hlo.unary("negate", a)


def mul(a, b):
    return hlo.binary("multiply", a, b)


def div(a, b):
    return hlo.binary("divide", a, b)


def sub(a, b):
    return hlo.binary("subtract", a, b)


def add(a, b):
    return hlo.binary("add", a, b)


# -------------------------------------------------------------- attributes
def ints_attr(op, name: str) -> list[int]:
    return i64s(op.attributes[name])


def int_attr(op, name: str) -> int:
    return ir.IntegerAttr(op.attributes[name]).value


def str_attr(op, name: str, default=None):
    if name not in op.attributes:
        return default
    return ir.StringAttr(op.attributes[name]).value


def location_str(op) -> str:
    text = str(op.location)
    return text[4:-1] if text.startswith("loc(") else text


def op_error(op, message: str, exc=UnsupportedDerivative) -> Exception:
    err = exc(f"{message} (op {op.name} at {location_str(op)})")
    err.location = op.location
    return err


def located(err: Exception, op) -> Exception:
    """``err`` with the op's location attached (tools report it as FILE:LINE:COL)."""
    err.location = op.location
    return err


# ------------------------------------------------------------------ cloning
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
    from iree.compiler.dialects import func as func_d
    with ir.InsertionPoint(module.body), ir.Location.unknown():
        f = func_d.FuncOp(name, ir.FunctionType.get(list(arg_types), []))
        if private:
            f.attributes["sym_visibility"] = ir.StringAttr.get("private")
        block = f.add_entry_block()
    return f, block


def finish_func(f, block: ir.Block, results: Sequence[ir.Value]) -> None:
    from iree.compiler.dialects import func as func_d
    with ir.InsertionPoint(block), ir.Location.unknown():
        func_d.ReturnOp(list(results))
    f.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
        [a.type for a in block.arguments], [r.type for r in results]))


def func_body(f) -> ir.Block:
    return f.regions[0].blocks[0]


def return_op(block: ir.Block):
    return list(block.operations)[-1].operation
