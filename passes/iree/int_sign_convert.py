"""hostcall-int-sign-convert: integer converts that change signedness become a convert
that keeps the source's signedness and a bitcast_convert.

Why: IREE 3.13 turns small integer tensors in loop bodies into scalars and builds them
back with ``tensor.from_elements``; a ``convert`` between signed and unsigned integers
there (e.g. a fori_loop index made ``ui32`` by ``random.fold_in(key, i)``) leaves a
signless ``i32`` scalar where the tensor is ``ui32``, and the compile fails with
"'tensor.from_elements' op failed to verify that operand types match result element type"
(or "'arith.addi' op operand #0 must be signless" when the value is added).  A
``bitcast_convert`` between equal widths is the same reinterpretation and IREE compiles
it, so ``convert(x: sN -> uM)`` becomes ``bitcast(convert(x -> sM) -> uM)`` (the width
change first, sign-extending as the spec says for a signed source) and ``uN -> sM``
likewise with a zero-extending ``uN -> uM``.  Booleans and floats are left alone.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops
from hostcall.dialects.types import shape_dtype

from .. import register

PASS = "hostcall-int-sign-convert"


def _int_kinds(op):
    _, src = shape_dtype(op.operands[0].type)
    _, dst = shape_dtype(op.results[0].type)
    return src, dst


def _applies(op) -> bool:
    if op.name != "stablehlo.convert":
        return False
    src, dst = _int_kinds(op)
    return src.kind in "iu" and dst.kind in "iu" and src.kind != dst.kind


def _rewrite(op) -> None:
    x = op.operands[0]
    src, dst = _int_kinds(op)
    with ir.InsertionPoint(op), op.location:
        same_sign = np.dtype(f"{src.kind}{dst.itemsize}")
        widened = x if src.itemsize == dst.itemsize else hlo.convert(x, same_sign)
        value = hlo.bitcast_convert(widened, dst)
    op.results[0].replace_all_uses_with(value)
    op.erase()


@register(PASS)
def int_sign_convert(module, ctx):
    """Split signed <-> unsigned integer converts into a same-sign convert and a bitcast."""
    for op in list(nested_ops(module.operation)):
        if _applies(op):
            _rewrite(op)
