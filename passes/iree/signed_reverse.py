"""hostcall-signed-reverse: a reverse of unsigned integers reverses their bit patterns as
signed integers of the same width.

Why: IREE 3.13 does not compile ``stablehlo.reverse`` of unsigned integers ("failed to
legalize operation 'linalg.generic' that was explicitly marked illegal", a ui32 reverse of
a module from outside hostcall as well as hostcall's own ``lax.rev``).  A reverse only
moves elements and bitcast_convert between equal widths only reinterprets bits, so the
result is the spec's.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import ints_attr, nested_ops
from hostcall.dialects.types import shape_dtype

from .. import register

PASS = "hostcall-signed-reverse"


def _unsigned(op) -> np.dtype | None:
    """The unsigned element type of a reverse's result, else None."""
    if op.name != "stablehlo.reverse":
        return None
    try:
        dtype = shape_dtype(op.results[0].type)[1]
    except (TypeError, ValueError):
        return None
    return dtype if dtype.kind == "u" else None


@register(PASS)
def signed_reverse(module, ctx):
    """Reverse unsigned integers as signed ones of the same width (IREE 3.13 workaround)."""
    for op in list(nested_ops(module.operation)):
        dtype = _unsigned(op)
        if dtype is None:
            continue
        with ir.InsertionPoint(op), op.location:
            signed = hlo.bitcast_convert(op.operands[0], np.dtype(f"i{dtype.itemsize}"))
            flipped = hlo.reverse(signed, ints_attr(op, "dimensions"))
            op.results[0].replace_all_uses_with(hlo.bitcast_convert(flipped, dtype))
        op.erase()
