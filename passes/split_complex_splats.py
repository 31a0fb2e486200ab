"""hostcall-split-complex-splats: splat complex constants as complex(real splat, imag splat).

Why: iree-compile 3.13 rejects a program in which a splat complex constant becomes the
fill value of a buffer (`'arith.constant' op attribute 'value' failed to satisfy
constraint: TypedAttr instance`: it emits an arith.constant of complex type), which
``jnp.zeros_like(z).at[i].set(row)`` does (a broadcast zero updated by
dynamic_update_slice), and with it the reverse mode of complex Cholesky factorizations.

How: a splat ``stablehlo.constant`` of complex elements becomes
``stablehlo.complex`` of two real splat constants of the same shape; IREE fills buffers
from real constants and builds the complex values from them.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype

from . import register
from ._callback_util import nested_ops

PASS = "hostcall-split-complex-splats"


def _complex_splat(op):
    """(shape, real dtype, real part, imaginary part) of a splat complex constant, else None."""
    if op.name != "stablehlo.constant":
        return None
    try:
        shape, dtype = shape_dtype(op.results[0].type)
    except (TypeError, ValueError, KeyError):
        return None
    if dtype.kind != "c":
        return None
    attr = ir.DenseElementsAttr(op.attributes["value"])
    if not attr.is_splat:
        return None
    re, im = (ir.FloatAttr(a).value for a in ir.ArrayAttr(attr.get_splat_value()))
    return shape, np.float32 if dtype == np.complex64 else np.float64, re, im


@register(PASS)
def split_complex_splats(module, ctx):
    """Build splat complex constants from real and imaginary splat constants."""
    for op in list(nested_ops(module.operation)):
        found = _complex_splat(op)
        if found is None:
            continue
        shape, real_dtype, re, im = found
        with ir.InsertionPoint(op), op.location:
            out = hlo.complex_(hlo.splat(re, shape, real_dtype), hlo.splat(im, shape, real_dtype))
        op.results[0].replace_all_uses_with(out)
        op.erase()
