"""hostcall-contiguous-gather-indices: a gather whose start indices (or whose gathered
array) are computed from a slice that IREE would read as a strided view reads them
through an optimization_barrier.

Why: IREE 3.13 fuses the ops computing a gather's start indices into the gather's
dispatch and reads a slice there as a view of the sliced buffer.  When that view's
innermost dimension is not contiguous (a slice that keeps one column of a wider last
dimension, so the unit dimension is dropped, or a slice with a last-dimension stride), its
CPU code generator reads the indices with a ``vector.gather`` from a memref whose last
stride is not 1, which MLIR cannot lower to LLVM: iree-compile fails with "failed to
translate the MLIR LLVM dialect to the native llvm::Module" (an
``unrealized_conversion_cast`` to ``index`` left behind).  vmap(vmap(f)) of ``a[int(x[:,
0])]`` gives such indices (the differential fuzzer's seed 402 f95; the reduced form is
tests/inputs/strided_gather_indices.mlir).  Behind the barrier the indices are computed
in a dispatch of their own into a buffer of their own, which the gather reads whole.
The gathered array fails the same way when it is such a view (a 1-D gather, which
hostcall-table-lookups makes a ``torch_index_select``, of ``x[::2]``: the jvp of a sort
of a strided slice gathers its tangent so, the fuzzer's seed 511 f233_j0 with
``--layout``), and is guarded the same way.

Only gathers whose start indices reach such a slice through ops IREE fuses with it
(``FUSED_WITH_SLICE``: elementwise ops, broadcasts, reshapes, transposes, slices) are
guarded; a gather in a loop kernel (``flow.dispatch.region``) is the kernel's code and
stays as it is.  In a while body or a case branch the indices are a copy
(passes/_copies.py: ``x + barrier(0)``, the barrier before the outermost loop or case)
instead, a fresh buffer IREE computes apart just as well: a barrier in a host loop's body
made IREE 3.13's fixed-point pipeline give up ("maximum iteration count exceeded in fixed
point pipeline"; the fuzzer's seed 469 f218, a gather at ``int(x[:, 0])`` of a flag
loop's carry).
"""
from __future__ import annotations

import math

from iree.compiler import ir

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import enclosed_by, ints_attr, nested_ops, outside_control_flow

from .. import _copies, register

PASS = "hostcall-contiguous-gather-indices"
# ops IREE fuses into the gather's dispatch together with a slice they read
FUSED_WITH_SLICE = op_traits.ELEMENTWISE | frozenset({
    "stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.transpose",
    "stablehlo.slice"})
_LIMIT = 256    # ops looked at per gather; a longer chain is left alone
GATHERS = ("stablehlo.gather", "stablehlo.torch_index_select")


def strided_view(slice_op) -> bool:
    """Whether a ``stablehlo.slice`` read in place is a view whose innermost dimension of
    more than one element is not contiguous in the sliced array."""
    source = hlo.shape_of(slice_op.operands[0])
    result = hlo.shape_of(slice_op.results[0])
    strides = ints_attr(slice_op, "strides")
    wide = [d for d, n in enumerate(result) if n > 1]
    if not wide:
        return False     # one element: nothing to stride over
    last = wide[-1]
    return strides[last] * math.prod(source[last + 1:]) != 1


def reads_strided_slice(indices) -> bool:
    """Whether ``indices`` is computed, through FUSED_WITH_SLICE ops, from a strided view."""
    stack, seen = [indices], set()
    while stack:
        v = stack.pop()
        if v in seen or not isinstance(v, ir.OpResult):
            continue
        seen.add(v)
        if len(seen) > _LIMIT:
            return False
        producer = v.owner
        if producer.name not in FUSED_WITH_SLICE:
            continue
        if producer.name == "stablehlo.slice" and strided_view(producer):
            return True
        stack.extend(producer.operands)
    return False


@register(PASS)
def contiguous_gather_indices(module, ctx):
    """Put the start indices and arrays of gathers that read a strided slice behind a
    barrier."""
    for op in list(nested_ops(module.operation)):
        if op.name not in GATHERS or enclosed_by(op, ("flow.dispatch.region",)):
            continue
        for i in (0, 1):      # the gathered array, the indices
            if not reads_strided_slice(op.operands[i]):
                continue
            with ir.InsertionPoint(op), op.location:
                if outside_control_flow(op) == op:
                    op.operands[i] = hlo.optimization_barrier([op.operands[i]])[0]
                elif _copies.copyable(op.operands[i]):
                    op.operands[i] = _copies.copies([op.operands[i]])[0]
