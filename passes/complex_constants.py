"""hostcall-complex-constants: complex splat constants rebuilt from two real splats in
the uses where IREE 3.13 rejects them.

Why (bisected with hostcall-opt and iree-compile; lit_tests/passes/complex-constants.mlir):

- a complex splat (``stablehlo.constant`` or a ``broadcast_in_dim`` of a complex scalar
  constant) as the destination of ``stablehlo.dynamic_update_slice``, complex64 or
  complex128: the fill of the destination becomes an ``arith.constant`` of complex type
  with an array attribute ("'arith.constant' op attribute 'value' failed to satisfy
  constraint: TypedAttr instance"). ``jnp.zeros_like(a).at[i].set(a[i])`` and the
  pullback of complex Cholesky make it.
- a complex128 splat that IREE materializes as a buffer (a loop's start, an optimization
  barrier's operand, a result, a concatenate's or gather's operand, ...): IREE splats it
  as one i128 ("'stream.async.splat' op operand #0 must be 8-bit ... or 64-bit signless
  integer, but got 'i128'"). Elementwise consumers fuse the splat into their kernel and
  compile.

Elementwise uses and every complex64 use but the update's destination compile and are
left alone: rebuilding every complex splat let IREE give two updates of one
complex(splat, splat) destination the same buffer, so the second wrote over the first
(a jvp of a complex update loop started from its tangent).

How: a dynamic_update_slice into a complex splat is split into two real ones,
complex(dus(splat re, real update), dus(splat im, imag update)); a complex128 splat
operand of any op that is not elementwise becomes complex(splat re, splat im) in that use
only. Runs after hostcall-guard-loop-entries, whose barriers are such uses.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops
from hostcall.dialects.types import shape_dtype

from . import register

PASS = "hostcall-complex-constants"

# consumers that fuse a complex128 splat operand into their kernel (IREE compiles these)
ELEMENTWISE = frozenset(
    f"stablehlo.{name}" for name in (*hlo.UNARY_SAME_TYPE, *hlo.BINARY_SAME_TYPE,
                                     "select", "compare", "clamp", "real", "imag",
                                     "convert", "is_finite"))


# ops whose complex splat results complex_splat reads through; their own consumers decide
SPLAT_OPS = frozenset({"stablehlo.constant", "stablehlo.broadcast_in_dim"})


def complex_splat(v) -> complex | None:
    """The repeated value of ``v`` if it is a complex splat constant or a broadcast_in_dim
    of one; None otherwise."""
    if not isinstance(v, ir.OpResult):
        return None
    op = v.owner
    if op.name == "stablehlo.broadcast_in_dim":
        return complex_splat(op.operands[0])
    if op.name != "stablehlo.constant" or shape_dtype(v.type)[1].kind != "c":
        return None
    attr = ir.DenseElementsAttr(op.attributes["value"])
    if not attr.is_splat:
        return None
    re, im = (ir.FloatAttr(a).value for a in ir.ArrayAttr(attr.get_splat_value()))
    return complex(re, im)


def _parts(value: complex, t: ir.Type):
    """Real splats of ``t``'s shape holding value's real and imaginary parts."""
    shape, dtype = shape_dtype(t)
    part = np.float64 if dtype == np.complex128 else np.float32
    return hlo.splat(value.real, shape, part), hlo.splat(value.imag, shape, part)


def _split_update(op) -> bool:
    """Replace a dynamic_update_slice into a complex splat by two real ones."""
    dest, update, *starts = op.operands
    value = complex_splat(dest)
    if value is None:
        return False
    with ir.InsertionPoint(op), op.location:
        re, im = (hlo.dynamic_update_slice(part, get(update), starts)
                  for part, get in zip(_parts(value, dest.type), (hlo.real, hlo.imag)))
        out = hlo.complex_(re, im)
    op.results[0].replace_all_uses_with(out)
    op.erase()
    return True


def _is_complex128(v) -> bool:
    try:
        return shape_dtype(v.type)[1] == np.complex128
    except (TypeError, ValueError, KeyError):   # tokens, tuples, unranked
        return False


def _rebuild_wide_operands(op) -> None:
    """Give a non-elementwise ``op`` its complex128 splat operands as complex(re, im)."""
    if op.name in ELEMENTWISE or op.name in SPLAT_OPS:
        return
    for i, v in enumerate(list(op.operands)):
        value = complex_splat(v) if _is_complex128(v) else None
        if value is not None:
            with ir.InsertionPoint(op), op.location:
                op.operands[i] = hlo.complex_(*_parts(value, v.type))


@register(PASS)
def complex_constants(module, ctx):
    """Rebuild complex splat constants from two real splats where IREE rejects them."""
    for op in list(nested_ops(module.operation)):
        if op.name == "stablehlo.dynamic_update_slice" and _split_update(op):
            continue
        _rebuild_wide_operands(op)
