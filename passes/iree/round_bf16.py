"""hostcall-round-bf16: each rounding bf16 arithmetic op is computed in float32 and rounded
to bf16 (to nearest, ties to even) with integer ops before its result is converted to bf16.

Why: IREE 3.13's CPU backend computes bf16 arithmetic in float32 and, inside a fused
chain, keeps the float32 values between ops: only the chain's end is rounded.  With
``b = x.astype(bfloat16)``, ``jit(lambda x: (b / (abs(b) + 1)).astype(float32))`` of
[-3.6967, 0.2417, 1.3499] gave [-0.7870858, 0.19463213, 0.57444966], values that are not
even bf16 numbers; the spec, eager code, numpy with ml_dtypes and JAX on CPU give
[-0.7890625, 0.19433594, 0.578125] (the differential fuzzer's x64 seeds 18 and 21).
``stablehlo.reduce_precision`` is no cure: IREE rounds its ties up, not to even.

A float32 -> bf16 conversion in such a chain was truncated, not rounded (1.3499 became
1.34375): conversions to bf16 round on the bf16 grid first too, float64 sources through
float32 rounded to odd (so that the two roundings give the one the spec asks for).

After the rewrite each op's float32 result already holds a bf16 value, so whether IREE
keeps or drops the conversions around it, every op sees its operands rounded as the spec
says.  Ops whose bf16 result is exact (negate, abs, max, min, floor, compare, select,
...) are left alone, and so are the ops of reduction and scatter bodies: IREE, like XLA,
adds a bf16 reduction in float32 and rounds once (the fuzzer's documented ``half_precision_sum``).  Runs after
hostcall-kernelize-loops, whose kernels round bf16 themselves.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import enclosed_by, nested_ops
from hostcall.dialects.types import shape_dtype

from .. import register

PASS = "hostcall-round-bf16"

# Elementwise ops whose exact result generally needs rounding to the bf16 grid.
ROUNDING_OPS = op_traits.ROUNDS_BF16


def _is_bf16(value) -> bool:
    try:
        return shape_dtype(value.type)[1].name == "bfloat16"
    except (TypeError, ValueError):
        return False


def round_to_bf16_grid(x):
    """float32 ``x`` rounded to the nearest bf16 value (ties to even), still float32:
    add 0x7fff plus the kept part's lowest bit, then clear the 16 low bits.  NaNs stay
    NaNs; values past bf16's largest round to infinity, as the conversion does."""
    shape = hlo.shape_of(x)
    bits = hlo.bitcast_convert(x, np.uint32)

    def u32(v):
        return hlo.splat(v, shape, np.uint32)
    lowest_kept = hlo.binary("and", hlo.binary("shift_right_logical", bits, u32(16)), u32(1))
    rounded = hlo.binary("add", bits, hlo.binary("add", lowest_kept, u32(0x7FFF)))
    cleared = hlo.binary("and", rounded, u32(0xFFFF0000))
    is_nan = hlo.compare("NE", x, x)
    return hlo.select(is_nan, x, hlo.bitcast_convert(cleared, np.float32))


def _round_op(op) -> None:
    with ir.InsertionPoint(op), op.location:
        wide = [hlo.convert(v, np.float32) for v in op.operands]
        result = hlo.op(op.name, wide, [hlo.like(op.results[0], dtype=np.float32)],
                        {a.name: a.attr for a in op.attributes}).result
        narrow = hlo.convert(round_to_bf16_grid(result), shape_dtype(op.results[0].type)[1])
    op.results[0].replace_all_uses_with(narrow)
    op.erase()


def to_float32_rounding_to_odd(d):
    """float64 ``d`` as float32 rounded to odd (toward zero, the lowest bit set when
    inexact): rounding that to bf16 then equals rounding ``d`` to bf16 directly, as
    rounding twice to nearest would not."""
    shape = hlo.shape_of(d)
    f = hlo.convert(d, np.float32)
    back = hlo.convert(f, np.float64)
    bits = hlo.bitcast_convert(f, np.uint32)
    one = hlo.splat(1, shape, np.uint32)
    overshoot = hlo.compare("GT", hlo.unary("abs", back), hlo.unary("abs", d))
    toward_zero = hlo.select(overshoot, hlo.binary("subtract", bits, one), bits)
    inexact = hlo.binary("and", hlo.compare("NE", back, d), hlo.compare("EQ", d, d))
    odd = hlo.select(inexact, hlo.binary("or", toward_zero, one), bits)
    return hlo.bitcast_convert(odd, np.float32)


def _round_convert(op) -> None:
    """A float -> bf16 conversion rounds on the bf16 grid first (in fused code IREE
    truncated it: 1.3499 became 1.34375, not 1.3515625)."""
    with ir.InsertionPoint(op), op.location:
        x = op.operands[0]
        source = shape_dtype(x.type)[1]
        if source == np.float64:
            x = to_float32_rounding_to_odd(x)
        elif source != np.float32:
            x = hlo.convert(x, np.float32)
        op.operands[0] = round_to_bf16_grid(x)


def _narrowing_float_convert(op) -> bool:
    if op.name != "stablehlo.convert" or not _is_bf16(op.results[0]):
        return False
    try:
        source = shape_dtype(op.operands[0].type)[1]
    except (TypeError, ValueError):
        return False
    return source in (np.float64, np.float32, np.float16)


# Ops whose regions combine elements: their bf16 adds are the reduction's own (left as
# IREE and XLA compute them, in float32 rounded once).
COMBINING_OPS = frozenset({"stablehlo.reduce", "stablehlo.reduce_window", "stablehlo.scatter",
                           "stablehlo.select_and_scatter"})


@register(PASS)
def round_bf16(module, ctx):
    """Round every bf16 arithmetic result to bf16 explicitly (IREE 3.13 workaround)."""
    for op in list(nested_ops(module.operation)):
        if op.name in ROUNDING_OPS and len(op.results) == 1 and _is_bf16(op.results[0]) \
                and all(_is_bf16(v) for v in op.operands) and not enclosed_by(op, COMBINING_OPS):
            _round_op(op)
        elif _narrowing_float_convert(op):
            _round_convert(op)
