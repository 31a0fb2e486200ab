"""hostcall-int-to-bf16: a conversion of integers or booleans to bf16 goes through float32,
with an optimization_barrier between the two conversions (also where the module converts
to a float and then to bf16 itself).

Why: IREE 3.13's CPU backend lowers an integer -> bf16 conversion to a call of
``__truncsfbf2``, which it does not provide: the compile fails to link ("failed to link
executable and generate target dylib"), or, next to other dispatches, the module links
and loading it kills the process ("symbol lookup error: undefined symbol:
__truncsfbf2").  Through float32 the rounding is ml_dtypes' (what hostcall's tracer
emits, and eager code computes); the barrier keeps IREE from folding the two conversions
back into one.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype
from hostcall.dialects.ops import nested_ops

from .. import register

PASS = "hostcall-int-to-bf16"


def _convert_types(op):
    """(source dtype, result dtype) of a stablehlo.convert, else None."""
    if op.name != "stablehlo.convert":
        return None
    try:
        return shape_dtype(op.operands[0].type)[1], shape_dtype(op.results[0].type)[1]
    except (TypeError, ValueError):      # quantized, sub-byte: not this pattern
        return None


def _from_integers(value) -> bool:
    """Whether ``value`` is a convert of integers or booleans to a float (which IREE folds
    into a following conversion to bf16)."""
    if not isinstance(value, ir.OpResult):
        return False
    types = _convert_types(value.owner)
    return types is not None and types[0].kind in "biu" and types[1].kind == "f"


@register(PASS)
def int_to_bf16(module, ctx):
    """Convert integers to bf16 through float32 (IREE 3.13 cannot link the direct one)."""
    for op in list(nested_ops(module.operation)):
        types = _convert_types(op)
        if types is None or types[1].name != "bfloat16":
            continue
        x = op.operands[0]
        if types[0].kind in "biu":
            with ir.InsertionPoint(op), op.location:
                op.operands[0] = hlo.optimization_barrier([hlo.convert(x, np.float32)])[0]
        elif _from_integers(x):     # int -> f32 / f64 -> bf16 would fold into one
            with ir.InsertionPoint(op), op.location:
                op.operands[0] = hlo.optimization_barrier([x])[0]
