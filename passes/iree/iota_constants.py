"""hostcall-iota-constants: a small ``stablehlo.iota`` outside the loop kernels becomes the
dense constant it equals.

Why: an iota reads no operand, so IREE 3.13 makes it a dispatch of its own with no
inputs, which its stream partitioning clones into the execution regions that read it.
When a host loop lies between two of its readers, the clone for the earlier region is
made and the original stays outside every region, which IREE then rejects:
"'stream.async.dispatch' op : streamable op expected to be in an execution region".
The rejection needs a whole program around it (threefry counters read before and after
the rejection loops of x64 ``random.gamma`` / ``dirichlet`` / ``chisquare`` in one jit;
tests/inputs/iota_between_host_loops.mlir, reduced from one); a constant
is a global IREE loads, not a dispatch, so no such clone exists.

Cost: the constant's bytes in the module, hence only for iotas of at most
``MAX_ELEMENTS`` elements (a larger one stays an iota).  Iotas inside a loop kernel
(``flow.dispatch.region``) and iotas read in loops or branches stay, and so do iotas
that reach, through ops IREE folds over a constant (``FOLDED``), an op for which a
constant operand trips another IREE 3.13 bug (``KEPT_FOR``): an op IREE computes in the
buffer of an operand writes into the constant ("write affecting operations on global
resources are restricted to workgroup distributed contexts", the broadcast iota of an
argsort under vmap), and a compare of two constant iotas folds into a constant boolean
mask that IREE then selects with wrongly typed values or crashes on (the triangular
masks of cholesky and triangular solves).
"""
from __future__ import annotations

import numpy as np

from iree.compiler import ir

from hostcall import reference
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops, operation

from .. import register

PASS = "hostcall-iota-constants"
MAX_ELEMENTS = 4096
# ops IREE writes into the buffer of an operand (the first four), and compares, whose
# constant masks IREE mishandles
KEPT_FOR = frozenset({"stablehlo.sort", "stablehlo.scatter", "stablehlo.dynamic_update_slice",
                      "stablehlo.select_and_scatter", "stablehlo.compare"})
# ops IREE folds into a new constant when their operand is one
FOLDED = frozenset({"stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.transpose",
                    "stablehlo.convert", "stablehlo.bitcast_convert", "stablehlo.slice",
                    "stablehlo.concatenate"})


def _reaches_kept_op(value) -> bool:
    """Whether ``value`` is, or folds into, an operand of a KEPT_FOR op."""
    for use in value.uses:
        user = use.owner
        if user.name in KEPT_FOR or (
                user.name in FOLDED and _reaches_kept_op(user.results[0])):
            return True
    return False


def _in_a_region(op) -> bool:
    """Whether ``op`` lies in a loop, branch or kernel rather than a function's body."""
    return operation(op.parent).name != "func.func"


@register(PASS)
def iota_constants(module, ctx):
    """Replace small iotas outside loop kernels with equal dense constants."""
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.iota" or _in_a_region(op) or _reaches_kept_op(op.results[0]) \
                or any(_in_a_region(use.owner) for use in op.results[0].uses):
            continue
        shape, dtype = hlo.shape_dtype(op.results[0].type)
        if dtype.kind not in "iuf" or min(shape, default=0) < 0 or (
                int(np.prod(shape)) > MAX_ELEMENTS):
            continue
        (value,) = reference.evaluate_op(op, [])      # the spec's iota, one copy
        with ir.InsertionPoint(op), op.location:
            op.results[0].replace_all_uses_with(hlo.constant(value))
        op.erase()
