"""hostcall-merge-pads: a pad of a pad with the same padding value becomes one pad.

Why: IREE 3.13 drops the interior padding of a pad whose result is padded again at the
edges: ``pad(pad(x, 0, interior = [1]), 0, low = [1], high = [1])`` of [1, 2, 3] gave
[0, 1, 2, 3, 0, 0, 0] instead of [0, 1, 0, 2, 0, 3, 0].  Reverse mode makes exactly this
chain (the transpose of a strided slice is an interior pad, the transpose of a windowed
sum pads it at the edges), so second derivatives of strided or base-dilated windowed
sums came out wrong.  One pad with the summed edges and the inner interior is the same
value and IREE compiles it right.

Only chains whose edge paddings are all non-negative (no cropping, which would not
commute with the other pad) and whose outer pad has no interior padding merge; the
padding values must be the same value or equal splat constants.

A chain that does not merge (two padding values) and that a scatter or a
dynamic_update_slice updates in place reads the inner pad through a copy
(passes/_copies.py).  IREE 3.13 rejected the module otherwise, whatever the element type:
"'linalg.generic' op write affecting operations on global resources are restricted to
workgroup distributed contexts" (the fuzzer's seed 543 f222: hostcall-spec-indices pads a
scatter's target by a row for its out-of-range indices, and the target was a pad with
another value, ``jnp.pad(x, 1, constant_values=1).at[i].add(u)``).  One pad, or a copy
between the two, compiles.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import ints_attr, nested_ops, updated_in_place

from .. import _copies, register

PASS = "hostcall-merge-pads"


def _pads(op):
    return (ints_attr(op, "edge_padding_low"), ints_attr(op, "edge_padding_high"),
            ints_attr(op, "interior_padding"))


def _same_value(a, b) -> bool:
    if a == b:
        return True
    va, vb = hlo.splat_value(a), hlo.splat_value(b)
    return va is not None and vb is not None and va.dtype == vb.dtype and (
        va.tobytes() == vb.tobytes())


def _inner_pad(op):
    """The pad feeding the pad ``op`` when the two can merge, else None."""
    inner = op.operands[0].owner
    if not hasattr(inner, "name") or inner.name != "stablehlo.pad":
        return None
    low, high, interior = _pads(op)
    ilow, ihigh, _ = _pads(inner)
    if any(interior) or min(low + high + ilow + ihigh, default=0) < 0:
        return None
    return inner if _same_value(op.operands[1], inner.operands[1]) else None


def _pad_of(value):
    """The pad ``value`` is, or is what IREE folds it to (a reshape, convert or full slice
    of the operand's type: jnp's traces hold such reshapes), else None."""
    while True:
        owner = value.owner
        name = getattr(owner, "name", None)
        if name == "stablehlo.pad":
            return owner
        if name not in ("stablehlo.reshape", "stablehlo.convert", "stablehlo.slice") or (
                owner.operands[0].type != value.type):
            return None
        value = owner.operands[0]


def _copy_updated_chains(module) -> None:
    """What the outer pad of a pad of a pad that an op updates in place reads is
    copied."""
    for op in list(nested_ops(module.operation)):
        for position in updated_in_place(op):
            outer = _pad_of(op.operands[position])
            if outer is None:
                continue
            inner = outer.operands[0]
            if _pad_of(inner) is not None and _copies.copyable(inner):
                with ir.InsertionPoint(outer), outer.location:
                    outer.operands[0] = _copies.copies([inner])[0]


@register(PASS)
def merge_pads(module, ctx):
    """Merge pad(pad(x)) with one padding value into one pad; copy the inner pad of a
    chain that does not merge and is updated in place."""
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.pad":
            continue
        inner = _inner_pad(op)
        if inner is None:
            continue
        low, high, _ = _pads(op)
        ilow, ihigh, iinterior = _pads(inner)
        with ir.InsertionPoint(op), op.location:
            merged = hlo.pad(inner.operands[0], op.operands[1],
                             [a + b for a, b in zip(low, ilow)],
                             [a + b for a, b in zip(high, ihigh)], iinterior)
        op.results[0].replace_all_uses_with(merged)
        op.erase()
        if not list(inner.results[0].uses):
            inner.erase()
    _copy_updated_chains(module)
