"""Small StableHLO builders the derivative rules emit: constants and zeros of a value's
type, the tangent sum with None for a zero, and the arithmetic of tangents."""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype


def is_float(v: ir.Value) -> bool:
    """Whether a value carries a tangent: a tensor of floating or complex elements."""
    try:
        _, d = shape_dtype(v.type)
    except (TypeError, ValueError):
        return False
    return d.kind in "fc" or d.name == "bfloat16"


def full_like_type(t: ir.Type, value) -> ir.Value:
    """A splat of ``value`` with tensor type ``t``."""
    shape, dtype = shape_dtype(t)
    return hlo.splat(value, shape, dtype)


def zeros_of(t: ir.Type) -> ir.Value:
    """Zeros of tensor type ``t``."""
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
