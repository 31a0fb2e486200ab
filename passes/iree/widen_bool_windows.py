"""hostcall-widen-bool-windows: a reduce_window over booleans reduces bytes holding 0 or 1.

Why: IREE 3.13 turns a reduce_window whose window spans a whole axis with the padding of
a running reduction (window n, padding n - 1 on one side: every prefix, or every suffix)
into a scan, and its scan of i1 does not compile: iree-compile stops with "'arith.ori' op
requires the same type for all operands and results" (``arith.andi``, ``arith.maxui``,
``arith.minui``, ``arith.xori`` for and, maximum, minimum and xor bodies), for a module
from outside hostcall as for a cumulative or, and, max or min of booleans; without MLIR's
verifier between passes (hostcall's own compile) LLVM's verifier reported the same of
``llvm.or`` and the module compiled only on a retry.  The other boolean windows tried
(sliding, strided, padded on both sides, base and window dilated) compiled and gave the
spec's values; the pass widens every boolean window all the same, so that no program
depends on which windows IREE happens to take for scans.

How: boolean inputs and init values convert to i8 (false 0, true 1) and the body is
rebuilt on i8.  An op of ``ON_BYTES`` applies to the bytes directly (or, and, xor,
maximum and minimum of 0 and 1 stay 0 or 1; the spec's boolean add is or and its
multiply and); any other op of the body gets its boolean operands converted back to i1
and hands its results on as they are, converted to bytes where a byte is wanted.  The
results convert back to i1.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.cloning import clone_op, used_values
from hostcall.dialects.ops import attrs_of, block_ops, nested_post_order

from .. import register

PASS = "hostcall-widen-bool-windows"
_BYTE = np.dtype(np.int8)

# a body op on booleans -> the op computing it on bytes that hold 0 or 1
ON_BYTES = {
    "stablehlo.or": "stablehlo.or",
    "stablehlo.and": "stablehlo.and",
    "stablehlo.xor": "stablehlo.xor",
    "stablehlo.maximum": "stablehlo.maximum",
    "stablehlo.minimum": "stablehlo.minimum",
    "stablehlo.add": "stablehlo.or",
    "stablehlo.multiply": "stablehlo.and",
}


def _is_bool(v: ir.Value) -> bool:
    t = v.type
    return isinstance(t, ir.RankedTensorType) and isinstance(t.element_type, ir.IntegerType) \
        and t.element_type.width == 1


def _byte_body(old: ir.Block, new: ir.Block, widened: Sequence[bool]) -> None:
    """Fill ``new``, whose arguments are bytes where ``widened`` says (per input, for the
    accumulators and again for the elements), with ``old``'s computation."""
    as_bytes: dict = {}   # an old boolean value -> the byte standing for it
    as_is: dict = {}      # an old value -> the new value of its own type
    for old_arg, new_arg, wide in zip(old.arguments, new.arguments, list(widened) * 2):
        (as_bytes if wide else as_is)[old_arg] = new_arg

    def same(v):
        if v not in as_is:
            as_is[v] = hlo.convert(as_bytes[v], np.bool_) if v in as_bytes else v
        return as_is[v]

    def byte(v):
        if v not in as_bytes:
            as_bytes[v] = hlo.convert(same(v), _BYTE)
        return as_bytes[v]

    with ir.InsertionPoint(new):
        for op in block_ops(old):
            if op.name == "stablehlo.return":
                hlo.op("stablehlo.return", [byte(v) if wide else same(v)
                                            for v, wide in zip(op.operands, widened)], [])
            elif op.name in ON_BYTES and all(_is_bool(v) for v in op.operands):
                operands = [byte(v) for v in op.operands]
                as_bytes[op.results[0]] = hlo.op(ON_BYTES[op.name], operands,
                                                  [operands[0].type]).result
            else:
                for v in used_values(op):
                    same(v)
                clone_op(op, as_is)


def _widen(window) -> None:
    """Replace a reduce_window with boolean inputs by one on bytes."""
    n = len(window.operands) // 2
    widened = [_is_bool(v) for v in window.operands[:n]]
    with ir.InsertionPoint(window), window.location:
        operands = [hlo.convert(v, _BYTE) if wide else v
                    for v, wide in zip(window.operands, widened * 2)]
        new = hlo.op("stablehlo.reduce_window", operands,
                     [hlo.like(r, dtype=_BYTE) if wide else r.type
                      for r, wide in zip(window.results, widened)],
                     attrs_of(window), regions=1)
        block = new.regions[0].blocks.append(*[v.type for v in operands[n:]] * 2)
        _byte_body(window.regions[0].blocks[0], block, widened)
        for old, result, wide in zip(window.results, new.results, widened):
            old.replace_all_uses_with(hlo.convert(result, np.bool_) if wide else result)
    window.erase()


@register(PASS)
def widen_bool_windows(module, ctx):
    """Reduce boolean windows on i8 0/1 (IREE 3.13 does not compile an i1 scan)."""
    for op in nested_post_order(module.operation):   # inner windows first
        if op.name == "stablehlo.reduce_window" and \
                any(_is_bool(v) for v in op.operands[:len(op.operands) // 2]):
            _widen(op)
