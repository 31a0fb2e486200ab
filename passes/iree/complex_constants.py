"""hostcall-complex-constants: complex constants rebuilt from two real ones in the uses
where IREE 3.13 rejects them.

Why (bisected with hostcall-opt and iree-compile; lit_tests/passes/complex-constants.mlir):

- a complex splat (``stablehlo.constant`` or a ``broadcast_in_dim`` of a complex scalar
  constant) as the destination of ``stablehlo.dynamic_update_slice``, complex64 or
  complex128: the fill of the destination becomes an ``arith.constant`` of complex type
  with an array attribute ("'arith.constant' op attribute 'value' failed to satisfy
  constraint: TypedAttr instance"). ``jnp.zeros_like(a).at[i].set(a[i])`` and the
  pullback of complex Cholesky make it.
- a complex128 constant that IREE materializes as a buffer (a loop's start, an
  optimization barrier's operand, a result, a concatenate's or gather's operand, ...): a
  splat becomes one i128 ("'stream.async.splat' op operand #0 must be 8-bit ... or 64-bit
  signless integer, but got 'i128'"); elementwise consumers fuse a splat into their
  kernel and compile. Other complex128 constants crash iree-compile (segmentation fault
  sizing complex<f64> storage in PackConstants) in any use once they are big enough to
  be stored rather than inlined.

Elementwise uses and every complex64 use but the update's destination compile and are
left alone: rebuilding every complex splat let IREE give two updates of one
complex(splat, splat) destination the same buffer, so the second wrote over the first
(a jvp of a complex update loop started from its tangent).

How: a dynamic_update_slice into a complex splat (or any complex128 constant) is split
into two real ones, complex(dus(re, real update), dus(im, imag update)); a complex128
splat operand of any op that is not elementwise becomes complex(re, im) of two real
splats in that use only, and a complex128 constant that is not a splat becomes
complex(re, im) of two real constants everywhere. Runs after
hostcall-guard-loop-entries, whose barriers are such uses.
"""
from __future__ import annotations

import re

import numpy as np
from iree.compiler import ir

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops
from hostcall.dialects.types import shape_dtype

from .. import register

PASS = "hostcall-complex-constants"

# consumers that fuse a complex128 splat operand into their kernel (IREE compiles these)
ELEMENTWISE = op_traits.FUSED_ELEMENTWISE


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


_PAIR = re.compile(r"\(([^,()]+),([^,()]+)\)")


def _number(text: str, part: np.dtype) -> float:
    """One printed float: decimal, or the hex bits MLIR prints for NaN and infinities."""
    text = text.strip()
    if text.startswith("0x"):
        bits = np.dtype(f"u{part.itemsize}")
        return float(np.asarray(int(text, 16), bits).view(part))
    return float(text)


def complex_elements(v) -> np.ndarray | None:
    """The elements of a complex ``stablehlo.constant`` ``v`` that is not a splat, read
    from its printed form (the bindings cannot read complex elements); None otherwise."""
    if not isinstance(v, ir.OpResult) or v.owner.name != "stablehlo.constant":
        return None
    shape, dtype = shape_dtype(v.type)
    attr = v.owner.attributes["value"]
    if dtype.kind != "c" or ir.DenseElementsAttr(attr).is_splat:
        return None
    text = str(attr)
    body = text[text.index("<") + 1:text.rindex("> :")]
    if body.startswith('"0x'):
        return np.frombuffer(bytes.fromhex(body[3:-1]), dtype).reshape(shape)
    part = np.dtype(np.float64 if dtype == np.complex128 else np.float32)
    pairs = _PAIR.findall(body)
    if len(pairs) != int(np.prod(shape)):
        return None
    return np.array([complex(_number(re_, part), _number(im, part)) for re_, im in pairs],
                    dtype).reshape(shape)


def _constant_value(v, dense: bool):
    """v's splat value (a complex), its elements (an array, where ``dense``) or None."""
    value = complex_splat(v)
    return complex_elements(v) if value is None and dense else value


def _parts(value, t: ir.Type):
    """Real constants of ``t``'s shape holding value's real and imaginary parts."""
    shape, dtype = shape_dtype(t)
    part = np.float64 if dtype == np.complex128 else np.float32
    if isinstance(value, np.ndarray):
        return hlo.constant(value.real.astype(part)), hlo.constant(value.imag.astype(part))
    return hlo.splat(value.real, shape, part), hlo.splat(value.imag, shape, part)


def _split_update(op) -> bool:
    """Replace a dynamic_update_slice into a complex constant by two real ones."""
    dest, update, *starts = op.operands
    value = _constant_value(dest, _is_complex128(dest))
    if value is None:
        return False
    with ir.InsertionPoint(op), op.location:
        re_, im = (hlo.dynamic_update_slice(part, get(update), starts)
                   for part, get in zip(_parts(value, dest.type), (hlo.real, hlo.imag)))
        out = hlo.complex_(re_, im)
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


def _rebuild_wide_elements(op) -> None:
    """Replace a complex128 constant that is not a splat by complex(re, im) everywhere."""
    if op.name != "stablehlo.constant" or not _is_complex128(op.result):
        return
    value = complex_elements(op.result)
    if value is not None:
        with ir.InsertionPoint(op), op.location:
            out = hlo.complex_(*_parts(value, op.result.type))
        op.result.replace_all_uses_with(out)
        op.erase()


@register(PASS)
def complex_constants(module, ctx):
    """Rebuild complex constants from two real ones where IREE rejects them."""
    for op in list(nested_ops(module.operation)):
        if op.name == "stablehlo.dynamic_update_slice" and _split_update(op):
            continue
        _rebuild_wide_operands(op)
    for op in list(nested_ops(module.operation)):
        _rebuild_wide_elements(op)
