"""hostcall-splat-constants: in a function that holds a host loop, a splat constant of one
or more dimensions becomes a broadcast of its scalar read through an optimization_barrier.

Why: IREE 3.13 merges equal constants into one splat and clones it into the execution
regions that read it.  When a host loop (a ``stablehlo.while`` left to run on the host)
lies between its readers, the original can stay outside every region, and IREE rejects
the program: "'stream.async.splat' op : streamable op expected to be in an execution
region".  A reverse-mode derivative makes such programs: the transpose of each
``dynamic_slice`` is a ``dynamic_update_slice`` of zeros into zeros, before, in and after
the loops of the linearized program (the fuzzer's seed 521 f122_vjp with host loops;
tests/inputs/splat_between_host_loops.mlir, reduced from it).  A broadcast of a barrier's
result is a dispatch with an input, which IREE never clones.  Each reader gets a scalar of
its own: one value read by several in-place updates would be a buffer they share, the
form hostcall-guard-shared-targets guards (and it has run by now).

Cost: IREE no longer folds those constants into their readers (each is a broadcast it
fuses instead), in functions that already run a loop on the host.  Left alone: 0-d
constants (a loop's bounds, a reduction's init), constants in loop kernels
(``flow.dispatch.region``, one dispatch each) and constants a sort reads (a broadcast
operand crashes iree-compile 3.13: hostcall-sort-copies).

The same IREE behaviour with iotas: hostcall-iota-constants.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import block_ops, nested_ops, operation
from hostcall.dialects.types import shape_dtype

from .. import register

PASS = "hostcall-splat-constants"
KEPT_FOR = frozenset({"stablehlo.sort"})


def _in_kernel(op) -> bool:
    """Whether ``op`` lies in a loop kernel (a ``flow.dispatch.region``)."""
    parent = operation(op.parent)
    while parent.name != "func.func":
        if parent.name == "flow.dispatch.region":
            return True
        parent = operation(parent.parent)
    return False


def _rewritten(op) -> bool:
    """Whether ``op`` is a splat constant of one or more dimensions to rewrite."""
    if op.name != "stablehlo.constant" or _in_kernel(op):
        return False
    attr = op.attributes["value"]
    return (isinstance(attr, ir.DenseElementsAttr) and attr.is_splat and
            ir.ShapedType(op.result.type).rank > 0 and list(op.result.uses) and
            not any(use.owner.name in KEPT_FOR for use in op.result.uses))


@register(PASS)
def splat_constants(module, ctx):
    """Splat constants as broadcasts of a barrier's scalars in functions with host loops
    (IREE 3.13 leaves a cloned splat outside every execution region)."""
    for func in module.body.operations:
        func = operation(func)
        if func.name != "func.func" or not len(func.regions[0].blocks):
            continue
        ops = list(nested_ops(func))
        if not any(op.name == "stablehlo.while" and not _in_kernel(op) for op in ops):
            continue
        splats = [op for op in ops if _rewritten(op)]
        if not splats:
            continue
        uses = [(op, use.owner, use.operand_number) for op in splats for use in op.result.uses]
        entry = func.regions[0].blocks[0]
        with ir.InsertionPoint(block_ops(entry)[0]), func.location:
            scalars = [hlo.constant(np.asarray(hlo.splat_value(op.result))
                                    .astype(shape_dtype(op.result.type)[1]).reshape(()))
                       for op, _, _ in uses]
            hidden = hlo.optimization_barrier(scalars)
        for (op, reader, position), scalar in zip(uses, hidden):
            with ir.InsertionPoint(reader), reader.location:
                reader.operands[position] = hlo.broadcast_in_dim(
                    scalar, shape_dtype(op.result.type)[0], [])
        for op in splats:
            op.erase()
        ctx.products["splat_constants"] = ctx.products.get("splat_constants", 0) + len(uses)
