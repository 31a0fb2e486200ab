"""hostcall-distinct-pad-values: pads of 8-byte elements that read one padding value read
copies of it, one each.

Why: IREE 3.13 fills the padding of only one of two pads of an 8-byte element type
(int64, uint64, float64) that read the same padding value (seen with pads of one result
type): the other's padding is left as it was in memory (zeros or stale bits).  ``pad(x[:, 2:3], 1)`` and ``pad(y[:, 2:3], 1)``
of int64 in one function gave 0 at the second's padding; the fuzzer's seed 546 f50 (x64,
two pads with ``1``, one of a product, one of a loop's result) gave float bit patterns
there.  Equal constants count as one value (IREE merges them), and a computed value (an
argument's convert) shared by two pads fails the same way; 4-byte and narrower elements,
or two different values, come out right.

How: every pad after the first of such a group reads a copy of the value
(passes/_copies.py), each with a barrier of its own (a tag), so the values stay distinct
after CSE.  Pads in loop kernels (``flow.dispatch.region``) are left alone: a kernel is
one dispatch of scalar code.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import enclosed_by, nested_ops
from hostcall.dialects.types import shape_dtype

from .. import _copies, register

PASS = "hostcall-distinct-pad-values"
# The barrier tags of the copies (the n-th copy of a group: TAG_BASE + n), apart from the
# other passes' tags.
TAG_BASE = 1 << 21


def _value_key(value):
    """What IREE takes for one padding value: a splat constant's type and bits, else the
    value itself."""
    splat = hlo.splat_value(value)
    if splat is not None:
        return (str(value.type), np.asarray(splat).tobytes())
    return value


@register(PASS)
def distinct_pad_values(module, ctx):
    """Copy the padding value of every pad of 8-byte elements after the first that reads
    it."""
    groups: dict = {}
    for op in nested_ops(module.operation):
        if op.name != "stablehlo.pad" or enclosed_by(op, ("flow.dispatch.region",)):
            continue
        value = op.operands[1]
        if shape_dtype(value.type)[1].itemsize < 8 or not _copies.copyable(value):
            continue
        groups.setdefault(_value_key(value), []).append(op)
    copied = 0
    for pads in groups.values():
        for n, pad in enumerate(pads[1:], start=1):
            with ir.InsertionPoint(pad), pad.location:
                pad.operands[1] = _copies.copies([pad.operands[1]], tag=TAG_BASE + n)[0]
            copied += 1
    if copied:
        ctx.products["distinct_pad_values"] = copied
