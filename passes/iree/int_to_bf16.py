"""hostcall-int-to-bf16: a conversion of integers or booleans to bf16 goes through float32,
plus a -0.0 hidden behind an optimization_barrier between the two conversions (also where
the module converts to a float and then to bf16 itself).

Why: IREE 3.13's CPU backend lowers an integer -> bf16 conversion to a call of
``__truncsfbf2``, which it does not provide: the compile fails to link ("failed to link
executable and generate target dylib"), or, next to other dispatches, the module links
and loading it kills the process ("symbol lookup error: undefined symbol:
__truncsfbf2").  Through float32 the rounding is ml_dtypes' (what hostcall's tracer
emits, and eager code computes); the added zero, which IREE cannot see through, keeps it
from folding the two conversions back into one.  Adding -0.0 changes no float.

The barrier holds the zero, not the converted value, and stands before the outermost loop
or case holding the conversion: IREE keeps a loop whose body holds a barrier even when it
has folded away every use of the loop's results, and its stream pipeline then gave up
("maximum iteration count exceeded in fixed point pipeline"; the fuzzer's seed 407 f23:
an i8 -> bf16 conversion in a case branch of a loop whose result only
``select(a != r, a, r)``, which is ``a``, read).  hostcall-fold-splats' step 3 and
hostcall-guard-unread-carries keep their barriers out of loop bodies for the same reason.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype
from hostcall.dialects.ops import nested_ops, outside_control_flow

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


def _hidden_zero_added(x, anchor):
    """``x + barrier(-0.0)``: the barrier built right before ``anchor`` (out of every loop
    body and branch), the sum at the insertion point."""
    shape, dtype = shape_dtype(x.type)
    with ir.InsertionPoint(anchor), anchor.location:
        zero = hlo.optimization_barrier([hlo.constant(np.asarray(-0.0, dtype))])[0]
    if shape:
        zero = hlo.broadcast_in_dim(zero, shape, [])
    return hlo.binary("add", x, zero)


@register(PASS)
def int_to_bf16(module, ctx):
    """Convert integers to bf16 through float32 (IREE 3.13 cannot link the direct one)."""
    for op in list(nested_ops(module.operation)):
        types = _convert_types(op)
        if types is None or types[1].name != "bfloat16":
            continue
        x = op.operands[0]
        from_integers = types[0].kind in "biu"
        if not from_integers and not _from_integers(x):
            continue        # a float computed otherwise: nothing to fold
        with ir.InsertionPoint(op), op.location:
            if from_integers:
                x = hlo.convert(x, np.float32)
            # (int -> f32 / f64 -> bf16 would fold into one)
            op.operands[0] = _hidden_zero_added(x, outside_control_flow(op))
