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

Only the readers that update in place (``READERS``: dynamic_update_slice and scatter, at
any operand) get a broadcast; the rest keep the constant.  Left alone: 0-d constants (a
loop's bounds, a reduction's init) and constants in loop kernels
(``flow.dispatch.region``, one dispatch each).

The same IREE behaviour with a loop's 0-d carries: IREE 3.13 carries a 0-d array of a
host loop as a scalar and makes a splat of it for the dispatches that read it; one read
in a ``case`` branch of the body too stayed outside every execution region (the fuzzer's
seed 534 f297_v0_vjp: vmap of a loop whose body switches on the counter and reads it in
the branches).  A 0-d carry read in a case branch of its loop's body is read there
through a copy computed in the body before the case (passes/_copies.py), a dispatch's
result rather than a splat.

The same IREE behaviour with iotas: hostcall-iota-constants.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import block_ops, nested_ops, operation
from hostcall.dialects.types import is_token, shape_dtype

from .. import _copies, register

PASS = "hostcall-splat-constants"
# The readers that get a broadcast: the updates in place whose zeros a derivative makes
# (IREE runs them in the splat's buffer or copies the splat into theirs).  Other readers
# keep the constant, which IREE folds into their dispatch (a barrier's scalar is an operand
# instead: the elementwise chains of x64 random.multivariate_normal then read 38 buffers,
# past the CPU HAL's 32 bindings per dispatch).
READERS = frozenset({"stablehlo.dynamic_update_slice", "stablehlo.scatter"})


def _in_kernel(op) -> bool:
    """Whether ``op`` lies in a loop kernel (a ``flow.dispatch.region``)."""
    parent = operation(op.parent)
    while parent.name != "func.func":
        if parent.name == "flow.dispatch.region":
            return True
        parent = operation(parent.parent)
    return False


def _splat(op) -> bool:
    """Whether ``op`` is a splat constant of one or more dimensions outside loop kernels."""
    if op.name != "stablehlo.constant" or _in_kernel(op):
        return False
    attr = op.attributes["value"]
    return isinstance(attr, ir.DenseElementsAttr) and attr.is_splat and \
        ir.ShapedType(op.result.type).rank > 0


def _within(op, outer) -> bool:
    """Whether ``op`` lies in a region of ``outer`` (at any depth)."""
    while op.parent is not None:
        op = operation(op.parent)
        if op == outer:
            return True
    return False


def _copy_carries_read_in_cases(loop) -> int:
    """Read the 0-d carries of ``loop`` that a case in its body reads in a branch through
    a copy made before that case; returns how many copies."""
    body = loop.regions[1].blocks[0]
    carries = [a for a in body.arguments if not is_token(a.type)
               and not ir.RankedTensorType(a.type).shape and _copies.copyable(a)]
    made = 0
    for case in [op for op in block_ops(body) if op.name == "stablehlo.case"]:
        for carry in carries:
            uses = [(u.owner, u.operand_number) for u in carry.uses
                    if _within(operation(u.owner), case)]
            if not uses:
                continue
            with ir.InsertionPoint(case), case.location:
                copy = _copies.copies([carry])[0]
            for reader, position in uses:
                reader.operands[position] = copy
            made += 1
    return made


@register(PASS)
def splat_constants(module, ctx):
    """Splat constants as broadcasts of a barrier's scalars in functions with host loops
    (IREE 3.13 leaves a cloned splat outside every execution region)."""
    for func in module.body.operations:
        func = operation(func)
        if func.name != "func.func" or not len(func.regions[0].blocks):
            continue
        ops = list(nested_ops(func))
        loops = [op for op in ops if op.name == "stablehlo.while" and not _in_kernel(op)]
        if not loops:
            continue
        for loop in loops:
            _copy_carries_read_in_cases(loop)
        splats = [op for op in ops if _splat(op)]
        uses = [(op, use.owner, use.operand_number) for op in splats
                for use in op.result.uses if use.owner.name in READERS]
        if not uses:
            continue
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
            if not list(op.result.uses):
                op.erase()
        ctx.products["splat_constants"] = ctx.products.get("splat_constants", 0) + len(uses)
