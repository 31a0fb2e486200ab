"""hostcall-keep-softmax-generic: the row sums a softmax divides by pass through
``maximum(sum, 0)``, so that IREE does not raise the softmax to ``linalg.softmax``.

Why: IREE 3.13 recognises ``exp(x - max(x)) / sum(exp(x - max(x)))`` along a dimension
(jax.nn.softmax's form) and raises it to one ``linalg.softmax`` dispatch, whose CPU code
is slower at every size measured than the two fused dispatches it forms from the same ops
when it does not (a row max with the exponentials, a row sum with the division): 1.2x at
64 x 128, 2.3x at 8 x 128 x 128 and 1024 x 1024, 1.8x at 4096 x 4096, 2.9x at
256 x 50000 (bench/large_arrays_bench.py's row softmax was 1.15x JAX's time, now below
it).  The maximum stands between the sum and the division, where the raising pattern
wants the sum itself.

Same values: a sum of exponentials from +0 is +0 or more, or NaN, and ``maximum`` returns
its first operand for those (it propagates NaN).  The pass matches ``divide(e,
broadcast(s))`` with ``s`` a reduce of ``e`` by add from +0 and ``e`` an exponential, the
broadcast and reshapes between ``s`` and the division looked through.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import monoids
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops

from .. import register

PASS = "hostcall-keep-softmax-generic"
_PASSING = ("stablehlo.broadcast_in_dim", "stablehlo.reshape")


def _producer(value, name: str):
    """The op of ``name`` making ``value``, else None."""
    if isinstance(value, ir.OpResult) and value.owner.name == name:
        return value.owner
    return None


def _sum_of(divisor, exponentials):
    """The reduce by add from +0 of ``exponentials`` that ``divisor`` broadcasts (through
    broadcasts and reshapes), else None."""
    while isinstance(divisor, ir.OpResult) and divisor.owner.name in _PASSING:
        divisor = divisor.owner.operands[0]
    reduce = _producer(divisor, "stablehlo.reduce")
    if reduce is None or len(reduce.operands) != 2 or reduce.operands[0] != exponentials:
        return None
    init = hlo.splat_value(reduce.operands[1])
    if monoids.of_reduce(reduce) != "add" or init is None or init.tobytes() != bytes(
            init.dtype.itemsize):
        return None
    return reduce


@register(PASS)
def keep_softmax_generic(module, ctx):
    """Put ``maximum(s, 0)`` between each softmax's row sums ``s`` and its division."""
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.divide":
            continue
        exponentials = op.operands[0]
        if _producer(exponentials, "stablehlo.exponential") is None:
            continue
        reduce = _sum_of(op.operands[1], exponentials)
        if reduce is None:
            continue
        total = reduce.results[0]
        with ir.InsertionPoint.after(reduce), reduce.location:
            zero = hlo.splat(0, hlo.shape_of(total), hlo.dtype_of(total))
            kept = hlo.binary("maximum", total, zero)
        for use in list(total.uses):
            if use.owner != kept.owner:
                use.owner.operands[use.operand_number] = kept
