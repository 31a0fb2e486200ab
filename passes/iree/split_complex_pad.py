"""hostcall-split-complex-pad: ``stablehlo.pad`` of complex values as two real pads.

Why: iree-compile 3.13 crashes (segmentation fault) on a stablehlo.pad whose elements
are complex, which ``jnp.pad`` of a complex array, ``jnp.fft.fft(x, n=...)`` past x's
length and the transpose of a complex slice all produce.

How: pad(x, v) becomes complex(pad(real x, real v), pad(imag x, imag v)) with the same
edge and interior padding.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype
from hostcall.dialects.ops import nested_ops

from .. import register

PASS = "hostcall-split-complex-pad"


def _is_complex_pad(op) -> bool:
    if op.name != "stablehlo.pad":
        return False
    try:
        return shape_dtype(op.operands[0].type)[1].kind == "c"
    except (TypeError, ValueError, KeyError):
        return False


@register(PASS)
def split_complex_pad(module, ctx):
    """Pad the real and imaginary parts of complex values apart."""
    for op in list(nested_ops(module.operation)):
        if not _is_complex_pad(op):
            continue
        x, value = op.operands
        a = op.attributes
        low, high, interior = (list(ir.DenseI64ArrayAttr(a[k])) for k in
                               ("edge_padding_low", "edge_padding_high", "interior_padding"))
        with ir.InsertionPoint(op), op.location:
            parts = [hlo.pad(part(x), part(value), low, high, interior)
                     for part in (hlo.real, hlo.imag)]
            out = hlo.complex_(*parts)
        op.results[0].replace_all_uses_with(out)
        op.erase()
