"""hostcall-cuda-workarounds: ops that IREE 3.13's CUDA code generator rejects or crashes
on, rewritten to equal ones it compiles. The pipeline runs it for the cuda target only
(passes.TARGET_PASSES): the CPU and Vulkan code generators compile the originals.

Why (bisected with iree-compile --iree-hal-target-device=cuda;
lit_tests/passes/cuda-workarounds.mlir):

1. ``stablehlo.sort`` with a result nothing uses whose operand the comparator reads
   (jnp.sort's index operand that breaks ties; an argsort's keys): the dispatch has no
   output buffer for that result, so sorting in place needs a scratch copy of the operand
   inside the kernel, which the GPU bufferization cannot allocate ("failed to bufferize
   op" at a ``bufferization.alloc_tensor``). The results go through one
   optimization_barrier that keeps the unused ones live, so each gets an output buffer.
2. ``stablehlo.reduce_window`` whose init fill IREE shares with another reduction's (the
   same init value and result shape, as in a max pool next to an argmax pool or the jvp
   of a pool): IREE CSEs the two fills, computes the fill in one kernel and passes it to
   the other as a read-only input that the window reduction then accumulates into; the
   GPU bufferization cannot allocate the writable copy ("failed to bufferize op"). Each
   reduce_window reads its init values through its own optimization_barrier, so no two
   fills are the same value to IREE.
3. ``stablehlo.reduce`` summing complex numbers: the GPU reduction's shared-memory
   scratch of complex element type crashes iree-compile (segmentation fault in
   ConvertSharedMemAllocOp: complex has no bit width there); the pullback of complex
   Cholesky makes such sums. The real and imaginary parts are summed apart,
   ``sum(x) = complex(sum(re x), sum(im x))``: the same additions, on each part.
"""
from __future__ import annotations

from typing import Callable

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import block_ops, i64s, nested_post_order, operation
from hostcall.dialects.types import shape_dtype

from . import register

PASS = "hostcall-cuda-workarounds"


def _tie_unused_sort_results(op) -> bool:
    """Rule 1: the sort's results through one barrier when a result nothing uses has an
    operand the comparator reads (and some result is used)."""
    results = list(op.results)
    args = list(op.regions[0].blocks[0].arguments)
    used = [bool(list(r.uses)) for r in results]
    read = [bool(list(args[2 * i].uses) or list(args[2 * i + 1].uses))
            for i in range(len(results))]
    if not any(used) or not any(r and not u for r, u in zip(read, used)):
        return False
    with ir.InsertionPoint.after(op), op.location:
        tied = hlo.optimization_barrier(results)
    for old, new in zip(results, tied):
        old.replace_all_uses_except(new, operation(tied[0].owner))
    return True


def _own_init_values(op) -> bool:
    """Rule 2: the reduce_window's init values through a barrier of its own."""
    n = len(op.results)
    inits = list(op.operands[n:])
    if inits and all(isinstance(v, ir.OpResult) and v.owner.name ==
                     "stablehlo.optimization_barrier" and len(list(v.uses)) == 1
                     for v in inits):
        return False   # already its own (the pass ran before)
    with ir.InsertionPoint(op), op.location:
        own = hlo.optimization_barrier(inits)
    for i, v in enumerate(own):
        op.operands[n + i] = v
    return True


def _is_sum_body(op) -> bool:
    """Whether a one-operand reduce's body is ``return a + b`` of its two arguments."""
    block = op.regions[0].blocks[0]
    ops = block_ops(block)
    if len(ops) != 2 or ops[0].name != "stablehlo.add" or ops[1].name != "stablehlo.return":
        return False
    add, ret = ops
    args = set(block.arguments)
    return set(add.operands) == args and len(args) == 2 and ret.operands[0] == add.results[0]


def _split_complex_sum(op) -> bool:
    """Rule 3: a sum of complex numbers as two real sums."""
    if len(op.results) != 1 or shape_dtype(op.results[0].type)[1].kind != "c" \
            or not _is_sum_body(op):
        return False
    x, init = op.operands
    dims = i64s(op.attributes["dimensions"])
    with ir.InsertionPoint(op), op.location:
        parts = [hlo.reduce([part(x)], [part(init)], dims,
                            lambda a, b: [hlo.binary("add", a, b)])[0]
                 for part in (hlo.real, hlo.imag)]
        out = hlo.complex_(*parts)
    op.results[0].replace_all_uses_with(out)
    op.erase()
    return True


# op name -> rule(op) -> whether it rewrote the op
RULES: dict[str, Callable[[ir.Operation], bool]] = {
    "stablehlo.sort": _tie_unused_sort_results,
    "stablehlo.reduce_window": _own_init_values,
    "stablehlo.reduce": _split_complex_sum,
}


@register(PASS)
def cuda_workarounds(module, ctx):
    """Rewrite the ops IREE's CUDA code generator rejects (see the module docstring)."""
    for op in nested_post_order(module.operation):   # inner ops first: a rule may erase
        rule = RULES.get(op.name)
        if rule is not None:
            rule(op)
