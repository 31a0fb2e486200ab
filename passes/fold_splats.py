"""hostcall-fold-splats: elementwise ops on splat constants become splat constants.

Why: IREE 3.13 miscompiles a sum or product over a value it can tell is one repeated
number but that reaches its code generator as a computed fill (a converted bool or int
splat, a comparison of splats, ...): the vectorized loop adds the number once per vector
instead of once per element (``jnp.mean(jnp.ones((4, 5), bool))`` gave 0.1).  A splat
``stablehlo.constant`` takes IREE's own constant folding instead, which is right.  Folding
computes on one scalar with numpy in the op's element types, so it only covers ops whose
numpy meaning is StableHLO's: broadcasts and reshapes, conversions that cannot overflow,
comparisons, select, and add / subtract / multiply / max / min / and / or / xor / not /
negate; and integer ops a splat operand decides alone (x * 0, x & 0, x | ~0).  Any other
op, or a non-splat operand, is left alone.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype

from . import register
from ._callback_util import nested_ops

PASS = "hostcall-fold-splats"

_SAME_SHAPE = ("stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.transpose")
_UNARY = {"stablehlo.negate": np.negative, "stablehlo.not": np.invert,
          "stablehlo.abs": np.abs}
_BINARY = {"stablehlo.add": np.add, "stablehlo.subtract": np.subtract,
           "stablehlo.multiply": np.multiply, "stablehlo.maximum": np.maximum,
           "stablehlo.minimum": np.minimum, "stablehlo.and": np.bitwise_and,
           "stablehlo.or": np.bitwise_or, "stablehlo.xor": np.bitwise_xor}
_COMPARE = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
            "GT": np.greater, "GE": np.greater_equal}


def _convert(x: np.ndarray, dtype: np.dtype) -> np.ndarray | None:
    """x converted as stablehlo.convert does, or None where numpy's rules differ."""
    if dtype == np.bool_:
        return np.asarray(x != 0)
    if x.dtype.kind == "f" or x.dtype == ml_dtypes.bfloat16:
        if dtype.kind in "iu":   # truncation, in range only (outside, StableHLO leaves it open)
            f = float(x)
            info = np.iinfo(dtype)
            return np.asarray(int(f), dtype) if np.isfinite(f) and info.min <= f <= info.max \
                else None
    return np.asarray(x).astype(dtype)


def _absorbed(op, args) -> np.ndarray | None:
    """An integer or bool op whose splat operand decides the result whatever the other
    holds (x * 0, x & 0, x | ~0): IREE folds these too, and then sums the fill wrongly."""
    _, dtype = shape_dtype(op.results[0].type)
    if dtype.kind not in "biu" or len(args) != 2:
        return None
    for a in args:
        if a is None:
            continue
        if op.name in ("stablehlo.multiply", "stablehlo.and") and not a.any():
            return np.zeros((), dtype)
        if op.name == "stablehlo.or" and a == np.invert(np.zeros((), dtype)):
            return np.asarray(a, dtype)
    return None


def _fold_value(op) -> np.ndarray | None:
    """The folded 0-d value of ``op``'s result, or None."""
    name = op.name
    args = [hlo.splat_value(v) for v in op.operands]
    if any(a is None for a in args):
        return _absorbed(op, args)
    if not args:
        return None
    _, dtype = shape_dtype(op.results[0].type)
    with np.errstate(all="ignore"):
        if name in _SAME_SHAPE:
            return args[0]
        if name == "stablehlo.convert":
            return _convert(args[0], dtype)
        if name == "stablehlo.select":
            return args[1] if bool(args[0]) else args[2]
        if name == "stablehlo.compare":
            direction = str(op.attributes["comparison_direction"]).split()[-1].rstrip(">")
            kind = str(op.attributes["compare_type"]) if "compare_type" in op.attributes else ""
            if direction not in _COMPARE or "TOTALORDER" in kind:
                return None
            return np.asarray(_COMPARE[direction](args[0], args[1]))
        if name in _UNARY and not (name == "stablehlo.not" and dtype == np.bool_):
            return np.asarray(_UNARY[name](args[0])).astype(dtype)
        if name == "stablehlo.not":
            return np.asarray(np.logical_not(args[0]))
        if name in _BINARY:
            return np.asarray(_BINARY[name](args[0], args[1])).astype(dtype)
    return None


@register(PASS)
def fold_splats(module, ctx):
    """Fold elementwise ops on splat constants into splat constants (IREE 3.13 workaround)."""
    for op in list(nested_ops(module.operation)):
        if len(op.results) != 1 or op.regions:
            continue
        value = _fold_value(op)
        if value is None:
            continue
        shape, dtype = shape_dtype(op.results[0].type)
        with ir.InsertionPoint(op), op.location:
            folded = hlo.constant(np.broadcast_to(np.asarray(value, dtype), shape))
        op.results[0].replace_all_uses_with(folded)
        op.erase()
