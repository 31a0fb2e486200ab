"""hostcall-distinct-wide-fills: 8-byte values IREE would fill into several buffers from
one value are copies, one per buffer.

Why: IREE 3.13 fills an array of an 8-byte element type (int64, uint64, float64) with a
value for only one of the ops that each need a buffer filled with it (seen with results of
one type): the others' elements are left as they were in memory (zeros or stale bits).
Two such fills are

- the padding of pads reading one padding value: ``pad(x[:, 2:3], 1)`` and
  ``pad(y[:, 2:3], 1)`` of int64 in one function gave 0 at the second's padding; the
  fuzzer's seed 546 f50 (x64, two pads with ``1``, one of a product, one of a loop's
  result) gave float bit patterns there;
- a splat constant that two ops update in place (two dynamic_update_slices of one
  ``jnp.full((3, 4), 1, jnp.int64)``): the second's result kept 0 around its update.

Equal constants count as one value (IREE merges them; a pad's padding value and a splat
array of it too: a pad with 1 and an update of ``jnp.full((3, 4), 1)`` interfere), and a
computed padding value (an argument's convert) shared by two pads fails the same way; 4-byte and narrower elements,
or two different values, come out right.

How: every such reader after the first reads a copy of the value (passes/_copies.py),
each through a barrier of its own (a tag), so the copies stay distinct after CSE.  Ops in
loop kernels (``flow.dispatch.region``) are left alone: a kernel is one dispatch of
scalar code.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import enclosed_by, nested_ops, updated_in_place
from hostcall.dialects.types import shape_dtype

from .. import _copies, register

PASS = "hostcall-distinct-wide-fills"
# The barrier tags of the copies (the n-th copy of a group: TAG_BASE + n), apart from the
# other passes' tags.
TAG_BASE = 1 << 21


def _filled(op) -> list[int]:
    """The operand positions of ``op`` whose value IREE fills a buffer with: a pad's
    padding value, the splat constants an op updates in place."""
    if op.name == "stablehlo.pad":
        return [1]
    return [i for i in updated_in_place(op) if hlo.splat_value(op.operands[i]) is not None]


def _value_key(value):
    """What IREE takes for one fill value: a splat constant's element type and bits (a
    pad's 0-d padding value and a splat array of the same value are one: a pad and an
    update of the splat interfere too), else the value."""
    splat = hlo.splat_value(value)
    if splat is not None:
        return (shape_dtype(value.type)[1].str, np.asarray(splat).tobytes())
    return value


@register(PASS)
def distinct_wide_fills(module, ctx):
    """Copy the 8-byte value of every fill after the first that reads it."""
    groups: dict = {}
    for op in nested_ops(module.operation):
        if enclosed_by(op, ("flow.dispatch.region",)):
            continue
        for position in _filled(op):
            value = op.operands[position]
            if shape_dtype(value.type)[1].itemsize >= 8 and _copies.copyable(value):
                groups.setdefault(_value_key(value), []).append((op, position))
    copied = 0
    for readers in groups.values():
        for n, (op, position) in enumerate(readers[1:], start=1):
            with ir.InsertionPoint(op), op.location:
                op.operands[position] = _copies.copies([op.operands[position]],
                                                       tag=TAG_BASE + n)[0]
            copied += 1
    if copied:
        ctx.products["distinct_wide_fills"] = copied
