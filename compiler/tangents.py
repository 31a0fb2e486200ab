"""Tangent values the differentiation transformations (ad, custom_derivatives) make: zeros
for outputs without a derivative, and Jacobian blocks reshaped from batched tangents.

They are built in the tracing layer (a constant Array; a transpose and a reshape emitted
in the current trace), so the transformations need no lax primitive nor numpy function,
which sit above them.
"""
from __future__ import annotations

import numpy as np

from hostcall.dialects import stablehlo as hlo

from . import core, dtypes
from .array import Array, make_array
from .core import ShapedArray, Tracer


def is_inexact(aval: ShapedArray) -> bool:
    """Whether values of ``aval`` have derivatives: floating or complex (bfloat16 too)."""
    return aval.dtype.kind in "fc" or aval.dtype == dtypes.bfloat16


def zeros_like_aval(aval: ShapedArray) -> Array:
    """The zero tangent of ``aval``'s shape and dtype (not weak): a constant that a trace
    lifts as a splat."""
    return make_array(np.zeros(aval.shape, aval.dtype), ShapedArray(aval.shape, aval.dtype))


def _staged(x, permutation, shape) -> Tracer:
    """``x`` transposed by ``permutation`` (None: kept) then reshaped to ``shape``, emitted
    in the current trace; the result keeps ``x``'s dtype and weak type."""
    trace = core.current_trace()
    t = trace.lift(x)
    value = t.value
    with trace.context, core.mlir_location(), trace.insertion_points[-1]:
        if permutation:
            value = hlo.transpose(value, permutation)
        if hlo.shape_of(value) != tuple(shape):
            value = hlo.reshape(value, shape)
    if value is t.value:
        return t
    return trace.new_tracer(ShapedArray(tuple(shape), t.aval.dtype, t.aval.weak_type), value)


def reshape_tangent(x, shape) -> Tracer:
    """``x`` (tangents or cotangents of the current trace) in ``shape``."""
    return _staged(x, None, shape)


def jacobian_block(col, in_aval: ShapedArray, out_aval: ShapedArray) -> Tracer:
    """(in.size, *out.shape) tangents of the current trace -> the Jacobian block
    out.shape + in.shape (the input axis moved last, then split)."""
    n_out = len(out_aval.shape)
    permutation = [*range(1, n_out + 1), 0] if n_out else None
    return _staged(col, permutation, out_aval.shape + in_aval.shape)
