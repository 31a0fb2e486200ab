"""hostcall-complex-constants: complex splat constants rebuilt from two real splats in
the few places where IREE 3.13 rejects them.

Why: iree-compile 3.13 fails on a complex splat constant (``stablehlo.constant`` or a
``broadcast_in_dim`` of a complex scalar constant) used

- as the destination of ``stablehlo.dynamic_update_slice`` (complex64 and complex128):
  the fill of the destination becomes an ``arith.constant`` of complex type with an array
  attribute ("'arith.constant' op attribute 'value' failed to satisfy constraint:
  TypedAttr instance"). ``jnp.zeros_like(a).at[i].set(a[i])`` and the pullback of
  complex Cholesky make it.
- as a buffer of its own, complex128 only: an operand of ``stablehlo.while``, of an
  optimization barrier (hostcall-guard-loop-entries puts loop inputs behind one, so this
  pass runs after it) or of a call, or a value a function returns; IREE splats it as one i128 ("'stream.async.splat' op
  operand #0 must be 8-bit ... or 64-bit signless integer, but got 'i128'"). The loop
  of the triangular-solve lowering starts from such a zero.

Every other use (elementwise ops, select, scatter, concatenate) compiles and is left
alone: rebuilding every complex splat made IREE miscompile other programs (a copy_buffer
OUT_OF_RANGE at run time in a jvp of a complex update loop, wrong complex Cholesky
pullbacks).

How: a dynamic_update_slice into a complex splat is split into two real ones,
complex(dus(splat re, real update), dus(splat im, imag update)); a complex128 splat
operand of a loop, call or return becomes complex(splat re, splat im) in that use only.
The constant keeps its other uses.  (Only the dynamic_update_slice is split: two of them
into one complex(splat, splat) destination each were given one buffer by IREE, and the
second wrote over the first, so a jvp of a complex update loop started from its tangent.)
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops
from hostcall.dialects.types import shape_dtype

from . import register

PASS = "hostcall-complex-constants"

ANY = frozenset({"complex64", "complex128"})
WIDE = frozenset({"complex128"})

# consumer op -> (operand positions, None for all; the complex dtypes IREE rejects there)
REJECTED_USES = {
    "stablehlo.while": (None, WIDE),
    "stablehlo.optimization_barrier": (None, WIDE),
    "func.call": (None, WIDE),
    "func.return": (None, WIDE),
}


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


def _rebuild(value: complex, t: ir.Type):
    shape, dtype = shape_dtype(t)
    part = np.float64 if dtype == np.complex128 else np.float32
    return hlo.complex_(hlo.splat(value.real, shape, part), hlo.splat(value.imag, shape, part))


def _rejected_operands(op):
    rule = REJECTED_USES.get(op.name)
    if rule is None:
        return []
    positions, dtypes = rule
    operands = list(op.operands)
    picked = range(len(operands)) if positions is None else positions
    out = []
    for i in picked:
        try:
            dtype = shape_dtype(operands[i].type)[1]
        except (TypeError, ValueError, KeyError):   # tokens, tuples, unranked
            continue
        if dtype.name in dtypes:
            out.append(i)
    return out


def _split_update(op) -> bool:
    """Replace a dynamic_update_slice into a complex splat by two real ones."""
    dest, update, *starts = op.operands
    value = complex_splat(dest)
    if value is None:
        return False
    shape, dtype = shape_dtype(dest.type)
    part = np.float64 if dtype == np.complex128 else np.float32
    with ir.InsertionPoint(op), op.location:
        re, im = (hlo.dynamic_update_slice(hlo.splat(v, shape, part), get(update), starts)
                  for v, get in ((value.real, hlo.real), (value.imag, hlo.imag)))
        out = hlo.complex_(re, im)
    op.results[0].replace_all_uses_with(out)
    op.erase()
    return True


@register(PASS)
def complex_constants(module, ctx):
    """Rebuild complex splat constants from two real splats where IREE rejects them."""
    for op in list(nested_ops(module.operation)):
        if op.name == "stablehlo.dynamic_update_slice" and _split_update(op):
            continue
        for i in _rejected_operands(op):
            v = op.operands[i]
            value = complex_splat(v)
            if value is None:
                continue
            with ir.InsertionPoint(op), op.location:
                op.operands[i] = _rebuild(value, v.type)
