"""Counted while loops: the carry that counts, where it starts and where it stops, read
off any stablehlo.while (a fori_loop's, or one written by another tool)."""
from __future__ import annotations

from dataclasses import dataclass

from iree.compiler import ir

from . import stablehlo as hlo
from .ops import block_ops, operation, terminator
from .types import shape_dtype

_COND_OPS = ("stablehlo.constant", "stablehlo.compare", "stablehlo.return")


@dataclass(frozen=True)
class Counted:
    """A loop whose carry ``counter`` starts at the constant ``start``, goes up by one a
    trip, and whose condition is exactly ``counter < stop`` (``stop`` a constant)."""
    counter: int
    start: int
    stop: int

    @property
    def trips(self) -> int:
        return max(0, self.stop - self.start)


def scalar_int(value: ir.Value) -> int | None:
    """The value of ``value`` if it is a 0-d integer constant, else None."""
    c = hlo.splat_value(value)
    if c is None or c.dtype.kind not in "iu" or tuple(shape_dtype(value.type)[0]) != ():
        return None
    return int(c)


def _op_named(value: ir.Value, name: str) -> ir.Operation | None:
    if not isinstance(value, ir.OpResult) or operation(value.owner).name != name:
        return None
    return operation(value.owner)


def counted(loop) -> Counted | None:
    """The Counted of a stablehlo.while, or None where it is not one."""
    loop = operation(loop)
    if loop.name != "stablehlo.while" or any(len(r.blocks) != 1 for r in loop.regions):
        return None
    cond, body = (r.blocks[0] for r in loop.regions)
    if any(o.name not in _COND_OPS for o in block_ops(cond)):
        return None
    compare = _op_named(terminator(cond).operands[0], "stablehlo.compare")
    if compare is None or "LT" not in str(compare.attributes["comparison_direction"]):
        return None
    counter, stop = compare.operands
    if not isinstance(counter, ir.BlockArgument) or counter.owner != cond:
        return None
    index = counter.arg_number
    start, stop = scalar_int(loop.operands[index]), scalar_int(stop)
    step = _op_named(terminator(body).operands[index], "stablehlo.add")
    if start is None or stop is None or step is None:
        return None
    arg = body.arguments[index]
    a, b = step.operands
    if not ((a == arg and scalar_int(b) == 1) or (b == arg and scalar_int(a) == 1)):
        return None
    return Counted(index, start, stop)
