"""Copies of arrays that IREE can neither fold away nor merge with the original.

``x + barrier(-0.0)`` (``x | barrier(false)`` for booleans): IREE cannot see through the
barrier, so the sum is a new buffer, computed where it stands.  -0.0 keeps every float,
signed zeros included.  Shared by the guard passes that work around IREE 3.13's buffer
reuse (hostcall-guard-loop-entries, hostcall-guard-self-updates).  ``branch_copies`` makes
them in the taken branch of an ``if`` (hostcall-guard-loop-entries' reads after a loop in
a loop body).
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import outside_control_flow
from hostcall.dialects.types import shape_dtype


def is_float(dtype) -> bool:
    """numpy's floats and ml_dtypes' (bfloat16, float8_*), whose numpy kind is "V"."""
    return dtype.kind == "f" or dtype.name == "bfloat16" or dtype.name.startswith("float8")


def copyable(value) -> bool:
    """Whether ``copies`` can copy ``value`` (booleans, integers, floats, complex)."""
    try:
        _, dtype = shape_dtype(value.type)
    except (ValueError, TypeError, KeyError):
        return False        # quantized or other element types
    return dtype == np.bool_ or dtype.kind in "iuc" or is_float(dtype)


def _zero(value, whole: bool):
    """(a zero of ``value``'s type, 0-d or, ``whole``, of its shape; the op adding it)."""
    shape, dtype = shape_dtype(value.type)
    shape = shape if whole else ()
    if dtype == np.bool_:
        return hlo.splat(False, shape, dtype), "or"
    if dtype.kind == "c":
        part = np.float32 if dtype == np.complex64 else np.float64
        z = hlo.splat(-0.0, shape, part)
        return hlo.complex_(z, z), "add"
    return hlo.splat(-0.0 if is_float(dtype) else 0, shape, dtype), "add"


def _hidden_zeros(values, tag, whole: bool):
    """(one barrier's results: a zero per value, then the tag; the op adding each zero)."""
    zeros, ops = zip(*(_zero(v, whole) for v in values))
    tags = [] if tag is None else [hlo.constant(np.int32(tag))]
    return hlo.optimization_barrier([*zeros, *tags]), ops


_CONTROL_FLOW = ("stablehlo.while", "stablehlo.case", "stablehlo.if")


def _outside_control_flow(make):
    """``make()`` right before the outermost while, case or if holding the insertion point
    (at the insertion point when none holds it): computed once, in no loop body or
    branch."""
    holder = ir.InsertionPoint.current.block.owner
    if holder is None or holder.name not in _CONTROL_FLOW:
        return make()
    outermost = outside_control_flow(holder, _CONTROL_FLOW)
    with ir.InsertionPoint(outermost), outermost.location:
        return make()


def branch_copies(values) -> list:
    """Copies of ``values`` (all ``copyable``) made in the taken branch of an ``if`` on a
    barrier of ``true``, whose other branch returns ``values`` as they are: the if's results
    are the copies.  The barrier, like the copies' zeros, stands before the outermost
    while, case or if holding the insertion point.  After a loop in a loop body, the
    dispatch that computes ``values`` then has one reader there, the if, which IREE 3.13's
    stream partitioning leaves out of every partition (hostcall-guard-loop-entries'
    _copy_computed); the if has no effects, so IREE still removes it with a body whose
    results nothing reads."""
    taken = _outside_control_flow(
        lambda: hlo.optimization_barrier([hlo.constant(np.bool_(True))])[0])
    return hlo.if_(taken, [v.type for v in values], lambda: copies(values),
                   lambda: list(values))


def copies(values, tag: int | None = None, whole_zeros: bool = False) -> list:
    """Copies of ``values`` (all ``copyable``) at the insertion point, through one barrier
    over their zeros: its results are distinct values, so copies of one array stay
    distinct arrays.  ``tag``, a number the barrier also holds, keeps the copies made at
    different places apart: StableHLO's barrier is pure, so CSE merges two barriers of
    the same zeros, and then two copies of one array into one buffer.  Inside a while,
    case or if, the zeros and their barrier go before the outermost while, case or if
    holding the insertion point: a barrier in a host loop's body made IREE 3.13's
    fixed-point pipeline give up ("maximum iteration count exceeded in fixed point
    pipeline": the fuzzer's seed 430 f42 and seed 434 f219, a copy of a case's result
    updated in a loop body); the zeros are the same wherever they are computed, and each
    copy is still computed where it stands.  ``whole_zeros``: zeros of each value's shape
    behind the barrier, not broadcast 0-d ones, where IREE must not see a broadcast: it
    folds the sum of two broadcasts back into one (hostcall-sort-copies)."""
    hidden, ops = _outside_control_flow(lambda: _hidden_zeros(values, tag, whole_zeros))
    out = []
    for v, zero, op in zip(values, hidden, ops):
        shape, _ = shape_dtype(v.type)
        if shape and not whole_zeros:
            zero = hlo.broadcast_in_dim(zero, shape, [])
        out.append(hlo.binary(op, v, zero))
    return out
