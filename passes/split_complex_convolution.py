"""hostcall-split-complex-convolution: a convolution of complex operands becomes four
convolutions of their real and imaginary parts,
``conv(a, b) = conv(re a, re b) - conv(im a, im b) + i (conv(re a, im b) + conv(im a, re b))``.

Why: IREE 3.13 crashes (iree-compile exits with a segmentation fault) on a complex
stablehlo.convolution with padding, such as jnp.correlate(a, v, "full") of complex64
arrays makes, while real convolutions of any padding compile.  The four real convolutions
keep every attribute of the original, so the result is the spec's value.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo

from . import register
from ._callback_util import nested_ops

PASS = "hostcall-split-complex-convolution"


def _parts(x):
    return hlo.real(x), hlo.imag(x)


@register(PASS)
def split_complex_convolution(module, ctx):
    """Rewrite complex stablehlo.convolution as real convolutions of the parts (IREE 3.13
    crashes on complex ones with padding)."""
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.convolution" or hlo.dtype_of(op.results[0]).kind != "c":
            continue
        lhs, rhs = op.operands
        attrs = {op.attributes[i].name: op.attributes[i].attr for i in range(len(op.attributes))}
        with ir.InsertionPoint(op), op.location:
            (ar, ai), (br, bi) = _parts(lhs), _parts(rhs)
            real_type = hlo.like(op.results[0], dtype=hlo.dtype_of(ar))

            def conv(x, y):
                return hlo.op("stablehlo.convolution", [x, y], [real_type], attrs).result
            re = hlo.binary("subtract", conv(ar, br), conv(ai, bi))
            im = hlo.binary("add", conv(ar, bi), conv(ai, br))
            out = hlo.complex_(re, im)
        op.results[0].replace_all_uses_with(out)
        op.erase()
