"""hostcall-cuda-workarounds: ops that IREE 3.13's CUDA code generator rejects or crashes
on, rewritten to equal ones it compiles. The pipeline runs it for the cuda target only
(its row in passes/pipeline.py): the CPU and Vulkan code generators compile the originals.

Why (bisected with iree-compile --iree-hal-target-device=cuda;
lit_tests/passes/cuda-workarounds.mlir):

1. ``stablehlo.sort``: the GPU bufferization sorts in place in the kernel's output
   buffers and cannot allocate a scratch copy inside a kernel ("failed to bufferize op" at
   a ``bufferization.alloc_tensor``). It needs one when an operand is computed in the
   sort's kernel (a slice of a row, jnp.sort's iota of indices that break ties) and when
   a result nothing uses has an operand the comparator reads (the kernel then has no
   output buffer for it: jnp.sort's indices, an argsort's keys). The operands computed by
   other ops go through a copy (``passes._copies``) and an optimization_barrier, so IREE
   computes them in kernels of their own, into buffers of their own, and in the second
   case the results go through a barrier too, which keeps every result live. The copy
   matters: a barrier's result is its operand's buffer, and the in-place sort then
   sorted that buffer for every other reader (seen on an H100: ``jnp.median(m, 0)`` and
   ``jnp.corrcoef(m)`` in one program gave corrcoef of the sorted ``m``). Each sort's copy
   is tagged with the sort's number (``_copies.copies``' tag): untagged, CSE merged the
   copies of two sorts of one array into one buffer, which both sorted in place (the CPU
   code too: ``jnp.median(m, 1)`` beside ``jnp.median(m)`` read the flattened sort).
2. ``stablehlo.reduce_window``: IREE merges equal init fills (the same init value and
   result shape: two sum pools of one shape, a max pool next to an argmax pool, the jvp
   of a pool), computes the fill as an extra output of one kernel and accumulates the
   other window reduction into that buffer; the GPU bufferization then needs a copy it
   cannot allocate ("failed to bufferize op"). Each reduce_window reads its init values
   through an optimization_barrier of its own, which also holds a constant numbering the
   op: StableHLO's barrier is pure, so barriers of the same values alone would be merged
   like the fills.
3. ``stablehlo.reduce`` summing complex numbers: the GPU reduction's shared-memory
   scratch of complex element type crashes iree-compile (segmentation fault in
   ConvertSharedMemAllocOp: complex has no bit width there); the pullback of complex
   Cholesky makes such sums. The real and imaginary parts are summed apart,
   ``sum(x) = complex(sum(re x), sum(im x))``: the same additions, on each part.
4. ``stablehlo.reduce`` summing float16 or bfloat16: IREE's CPU code adds them in float32
   and rounds once (as XLA and JAX do, and as hostcall's eager sums do), its CUDA code
   adds in the 16-bit type (seen on an H100: 256 + eight bfloat16 ones gave 256, not
   264). The sum is made in float32 and converted back.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

import numpy as np

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import block_ops, enclosed_by, i64s, nested_post_order, operation
from hostcall.dialects.types import shape_dtype

from .. import register
from .._copies import copies, copyable

PASS = "hostcall-cuda-workarounds"


def _materialize_sort(op, ordinal: int) -> None:
    """Rule 1: the sort's computed operands through one barrier, and its results through
    another when a result nothing uses has an operand the comparator reads."""
    computed = [i for i, v in enumerate(op.operands) if isinstance(v, ir.OpResult)]
    if computed:
        with ir.InsertionPoint(op), op.location:
            values = [op.operands[i] for i in computed]
            fresh = copies(values, ordinal) if all(copyable(v) for v in values) \
                else values
            own = hlo.optimization_barrier(fresh)
        for i, v in zip(computed, own):
            op.operands[i] = v
    results = list(op.results)
    args = list(op.regions[0].blocks[0].arguments)
    used = [bool(list(r.uses)) for r in results]
    read = [bool(list(args[2 * i].uses) or list(args[2 * i + 1].uses))
            for i in range(len(results))]
    if any(used) and any(r and not u for r, u in zip(read, used)):
        with ir.InsertionPoint.after(op), op.location:
            tied = hlo.optimization_barrier(results)
        for old, new in zip(results, tied):
            old.replace_all_uses_except(new, operation(tied[0].owner))


def _own_init_values(op, ordinal: int) -> None:
    """Rule 2: the reduce_window's init values through a barrier of its own, tagged with
    the op's ordinal (a barrier of the same values only would be merged with the other's:
    StableHLO's barrier is pure, so CSE merges equal ones before IREE sees them)."""
    n = len(op.results)
    inits = list(op.operands[n:])
    with ir.InsertionPoint(op), op.location:
        tag = hlo.constant(np.int32(ordinal))
        own = hlo.optimization_barrier([*inits, tag])
    for i, v in enumerate(own[:-1]):
        op.operands[n + i] = v


def _is_sum_body(op) -> bool:
    """Whether a one-operand reduce's body is ``return a + b`` of its two arguments."""
    block = op.regions[0].blocks[0]
    ops = block_ops(block)
    if len(ops) != 2 or ops[0].name != "stablehlo.add" or ops[1].name != "stablehlo.return":
        return False
    add, ret = ops
    args = set(block.arguments)
    return set(add.operands) == args and len(args) == 2 and ret.operands[0] == add.results[0]


def _split_complex_sum(op, ordinal: int) -> None:
    """Rule 3: a sum of complex numbers as two real sums."""
    if len(op.results) != 1 or shape_dtype(op.results[0].type)[1].kind != "c" \
            or not _is_sum_body(op):
        return
    x, init = op.operands
    dims = i64s(op.attributes["dimensions"])
    with ir.InsertionPoint(op), op.location:
        parts = [hlo.reduce([part(x)], [part(init)], dims,
                            lambda a, b: [hlo.binary("add", a, b)])[0]
                 for part in (hlo.real, hlo.imag)]
        out = hlo.complex_(*parts)
    op.results[0].replace_all_uses_with(out)
    op.erase()


_HALF_FLOATS = ("float16", "bfloat16")


def _wide_half_sum(op, ordinal: int) -> None:
    """Rule 4: a float16 / bfloat16 sum made in float32 and converted back once."""
    if len(op.results) != 1 or shape_dtype(op.results[0].type)[1].name not in _HALF_FLOATS \
            or not _is_sum_body(op):
        return
    x, init = op.operands
    dtype = shape_dtype(op.results[0].type)[1]
    dims = i64s(op.attributes["dimensions"])
    with ir.InsertionPoint(op), op.location:
        wide = hlo.reduce([hlo.convert(x, np.float32)], [hlo.convert(init, np.float32)], dims,
                          lambda a, b: [hlo.binary("add", a, b)])[0]
        out = hlo.convert(wide, dtype)
    op.results[0].replace_all_uses_with(out)
    op.erase()


def _rewrite_sum(op, ordinal: int) -> None:
    """Rules 3 and 4, by the sum's element type."""
    if shape_dtype(op.results[0].type)[1].kind == "c":
        _split_complex_sum(op, ordinal)
    else:
        _wide_half_sum(op, ordinal)


# op name -> rule(op, ordinal of the op among the module's ops of its name)
RULES: dict[str, Callable[[ir.Operation, int], None]] = {
    "stablehlo.sort": _materialize_sort,
    "stablehlo.reduce_window": _own_init_values,
    "stablehlo.reduce": _rewrite_sum,
}


@register(PASS)
def cuda_workarounds(module, ctx):
    """Rewrite the ops IREE's CUDA code generator rejects (see the module docstring)."""
    seen = Counter()
    for op in nested_post_order(module.operation):   # inner ops first: a rule may erase
        name = op.name
        rule = RULES.get(name)
        if rule is not None and not _in_kernel(op):
            rule(op, seen[name])
            seen[name] += 1


def _in_kernel(op) -> bool:
    """Whether ``op`` lies in a flow.dispatch.region (a loop kernel of
    hostcall-kernelize-loops): one kernel as a whole, where a barrier separates nothing."""
    return enclosed_by(op, ("flow.dispatch.region",))
