"""hostcall-convolution-workarounds: stablehlo.convolution ops that IREE 3.13 cannot
compile, computes less exactly or runs slowly, rewritten to ones it compiles well with the
same value.

1. A convolution of complex operands becomes four convolutions of the real and imaginary
   parts, ``conv(a, b) = conv(re a, re b) - conv(im a, im b) + i (conv(re a, im b) +
   conv(im a, re b))``, each with the original attributes.  Why: iree-compile exits with a
   segmentation fault on a complex convolution with padding (complex jnp.correlate in
   "full" mode), while real convolutions of any padding compile.
2. A convolution with no input features (a zero-size kernel input feature dimension) and
   a non-empty result becomes a zero constant: every output element is an empty sum.
   Why: iree-compile crashes on it ("reads uninitialized values from an operand produced
   by a tensor.empty op", then exit code -8); the gradient w.r.t. the kernel of a
   convolution over an empty batch is such a convolution.
3. A convolution of f16 or bf16 operands with a result of the same type computes in f32
   and rounds the result once.  Why: IREE 3.13 accumulates such convolutions in the half
   type, one rounding per term (a 576-term bf16 sum was off by 2.7 where a rounding of the
   exact sum is off by 0.2), while it accumulates dot_general in f32; JAX on CPU and
   hostcall's eager rule round the f32 sum once.
4. Every remaining convolution whose kernel is not laid out (spatial..., input features,
   output features) (HWIO) gets its kernel transposed to that layout, behind an
   optimization_barrier so that IREE does not fold the transpose back.  Why: IREE 3.13's
   CPU code for other kernel layouts is far slower (an NCHW/OIHW 3x3 convolution of
   16x64x32x32: 0.80 s as traced, 12 ms with an HWIO kernel; a small CNN's gradient step
   147 -> 37 ms, since the convolutions of the backward pass have OIHW-like kernels).
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.convolution import ConvDims, read_conv_dims
from hostcall.dialects.ops import nested_ops

from .. import register

PASS = "hostcall-convolution-workarounds"


def _split_complex(op) -> ir.Value:
    lhs, rhs = op.operands
    attrs = {op.attributes[i].name: op.attributes[i].attr for i in range(len(op.attributes))}
    ar, ai, br, bi = hlo.real(lhs), hlo.imag(lhs), hlo.real(rhs), hlo.imag(rhs)
    real_type = hlo.like(op.results[0], dtype=hlo.dtype_of(ar))

    def conv(x, y):
        return hlo.op("stablehlo.convolution", [x, y], [real_type], attrs).result
    re = hlo.binary("subtract", conv(ar, br), conv(ai, bi))
    im = hlo.binary("add", conv(ar, bi), conv(ai, br))
    return hlo.complex_(re, im)


_HALF = ("float16", "bfloat16")


def _in_f32(op) -> ir.Value:
    lhs, rhs = op.operands
    attrs = {op.attributes[i].name: op.attributes[i].attr for i in range(len(op.attributes))}
    wide = hlo.op("stablehlo.convolution",
                  [hlo.convert(lhs, np.float32), hlo.convert(rhs, np.float32)],
                  [hlo.like(op.results[0], dtype=np.float32)], attrs).result
    return hlo.convert(wide, hlo.dtype_of(op.results[0]))


def _half_accumulation(op) -> bool:
    return hlo.dtype_of(op.results[0]).name in _HALF and \
        hlo.dtype_of(op.operands[0]) == hlo.dtype_of(op.results[0])


def _no_input_features(op) -> bool:
    rhs_shape = hlo.shape_of(op.operands[1])
    feature = read_conv_dims(op.attributes["dimension_numbers"]).rhs[1]
    return rhs_shape[feature] == 0 and 0 not in hlo.shape_of(op.results[0])


def _kernel_layout(op):
    """The convolution with its kernel transposed to (spatial..., in, out) behind an
    optimization_barrier, or None when it already is in that layout."""
    dims = read_conv_dims(op.attributes["dimension_numbers"])
    n = dims.n_spatial
    want = (n + 1, n) + tuple(range(n))
    if dims.rhs == want:
        return None
    lhs, rhs = op.operands
    perm = (*dims.rhs[2:], dims.rhs[1], dims.rhs[0])
    kernel = hlo.optimization_barrier([hlo.transpose(rhs, perm)])[0]
    attrs = {op.attributes[i].name: op.attributes[i].attr for i in range(len(op.attributes))}
    attrs["dimension_numbers"] = ConvDims(dims.lhs, want, dims.out).attr()
    return hlo.op("stablehlo.convolution", [lhs, kernel], [op.results[0].type], attrs).result


@register(PASS)
def convolution_workarounds(module, ctx):
    """Rewrite convolutions IREE 3.13 crashes on, rounds or runs slowly (IREE workaround).

    Complex ones become real ones of the parts, empty sums zero constants, half-precision
    ones sum in f32, and kernels get the HWIO layout."""
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.convolution":
            continue
        result = op.results[0]
        with ir.InsertionPoint(op), op.location:
            if _no_input_features(op):
                new = hlo.splat(0, hlo.shape_of(result), hlo.dtype_of(result))
            elif hlo.dtype_of(result).kind == "c":
                new = _split_complex(op)
            elif _half_accumulation(op):
                new = _in_f32(op)
            else:
                continue
        result.replace_all_uses_with(new)
        op.erase()
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.convolution":
            continue
        with ir.InsertionPoint(op), op.location:
            new = _kernel_layout(op)
        if new is not None:
            op.results[0].replace_all_uses_with(new)
            op.erase()
