"""hostcall-fold-convert-round-trips: ``convert(convert(x, W), T)`` where ``x`` has type
``T`` and ``W`` holds every value of ``T`` (a wider integer of the same signedness, a
wider signed integer for an unsigned one, a wider float) is ``x``.

Why: iree-compile 3.13 crashed (segmentation fault) on a while loop whose body converted
its ui8 carry to ui16 and back, with a nested case reading the loop's result (the
differential fuzzer's seed 31 f72, with or without hostcall's other passes).  With the
lossless round trip folded away before IREE, the module compiles.  The values are the same
by construction: the widening convert is exact and the narrowing one returns it.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects.ops import nested_ops, operation
from hostcall.dialects.types import shape_dtype

from .. import register
from .._copies import is_float

PASS = "hostcall-fold-convert-round-trips"


def _holds(wide, narrow) -> bool:
    """Whether every value of dtype ``narrow`` is one of dtype ``wide``."""
    if narrow.kind in "iu" and wide.kind in "iu":
        if narrow.kind == wide.kind:
            return wide.itemsize >= narrow.itemsize
        return narrow.kind == "u" and wide.kind == "i" and wide.itemsize > narrow.itemsize
    if is_float(narrow) and is_float(wide):
        return wide.itemsize > narrow.itemsize and not narrow.name.startswith("float8")
    return False


def _dtype(value):
    try:
        return shape_dtype(value.type)[1]
    except (ValueError, TypeError, KeyError):
        return None


@register(PASS)
def fold_convert_round_trips(module, ctx):
    """Replace lossless convert round trips by their input (IREE 3.13 workaround)."""
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.convert":
            continue
        inner = op.operands[0]
        if not isinstance(inner, ir.OpResult) or \
                operation(inner.owner).name != "stablehlo.convert":
            continue
        x = inner.owner.operands[0]
        if x.type != op.result.type:
            continue
        narrow, wide = _dtype(x), _dtype(inner)
        if narrow is not None and wide is not None and _holds(wide, narrow):
            op.result.replace_all_uses_with(x)
