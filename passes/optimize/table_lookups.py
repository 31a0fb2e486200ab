"""hostcall-table-lookups: a gather of single elements from a 1-D table, one index per
result element (0-d indices, or index vectors of one component), becomes ``torch_index_select`` of the table by the clamped indices.

Why: IREE 3.13 lowers ``stablehlo.gather`` to a gather op of its own that is a dispatch by
itself, with the arithmetic computing its indices in another: ``sin(a + b) * b`` (whose
sine reads hostcall-reduce-trig's table of 2/pi by the argument's exponent) compiled to two
dispatches.  ``torch_index_select`` (StableHLO's, outside the spec) becomes an elementwise
loop that reads the table with ``tensor.extract``, which IREE fuses with its neighbours:
one dispatch, 0.33 s instead of 0.37 s of iree-compile, and 1.6 instead of 2.3 ms a call
on 1e6 elements, the same values.

The spec's gather clamps each start index into [0, size - 1]; torch_index_select reads
out of bounds, so the indices are clamped first, unless their range (from constants,
masks and the ops of dialects/value_ranges.py) already lies inside the table.  Only
static shapes, integer indices (at least one dimension besides the index vector's) and
integer or float tables are rewritten.  Runs after hostcall-kernelize-loops, which
reads gathers from constant tables inside loops itself.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import GatherDims, read_gather_dims
from hostcall.dialects.ops import i64s
from hostcall.dialects.types import shape_dtype
from hostcall.dialects.value_ranges import value_range

from .. import register
from ..rewrite import RewritePattern, apply_patterns

PASS = "hostcall-table-lookups"

_POINTWISE = dict(offset_dims=(), collapsed_slice_dims=(0,), operand_batching_dims=(),
                  start_indices_batching_dims=(), start_index_map=(0,))


def _static(v) -> tuple[tuple[int, ...], np.dtype] | None:
    t = v.type
    if not (isinstance(t, ir.RankedTensorType) and t.has_static_shape):
        return None
    try:
        return shape_dtype(t)
    except (TypeError, ValueError, KeyError):
        return None   # element types numpy lacks


def _lookup_shape(op) -> tuple[int, tuple[int, ...], np.dtype] | None:
    """(table size, index shape without a one-component index vector dimension, index
    dtype) of a gather of single elements from a 1-D table (see the module docstring),
    or None for any other gather."""
    table, indices = (_static(v) for v in op.operands)
    if table is None or indices is None:
        return None
    (tshape, element), (ishape, itype) = table, indices
    if len(tshape) != 1 or not tshape[0] or not ishape or itype.kind not in "iu":
        return None
    if not (element.kind in "iuf" or str(element) == "bfloat16"):
        return None
    dims = read_gather_dims(op.attributes["dimension_numbers"])
    ivd = len(ishape) if dims.index_vector_dim == len(ishape) else len(ishape) - 1
    if ivd < len(ishape) and (ishape[ivd] != 1 or ivd == 0):
        return None   # index vectors of one component: (..., 1) indices
    if dims != GatherDims(**_POINTWISE, index_vector_dim=ivd) or \
            i64s(op.attributes["slice_sizes"]) != [1]:
        return None
    return tshape[0], ishape[:ivd], itype


def _in_bounds(indices, size: int) -> bool:
    bounds = value_range(indices)
    return bounds is not None and bool(np.all(bounds[0] >= 0) and np.all(bounds[1] < size))


class GatherToIndexSelect(RewritePattern):
    """gather(table, i) of one element per index -> torch_index_select(table, clamp(i))."""
    op_names = ("stablehlo.gather",)

    def match_and_rewrite(self, op, rewriter) -> bool:
        found = _lookup_shape(op)
        if found is None:
            return False
        size, ishape, itype = found
        table, indices = op.operands
        with ir.InsertionPoint(op), op.location:
            if hlo.shape_of(indices) != ishape:   # drop the index vector dimension
                indices = hlo.reshape(indices, ishape)
            if not _in_bounds(indices, size):
                indices = hlo.clamp(hlo.splat(0, ishape, itype), indices,
                                    hlo.splat(size - 1, ishape, itype))
            value = hlo.torch_index_select(table, indices)
        rewriter.replace_op(op, [value])
        return True


@register(PASS)
def table_lookups(module, ctx):
    """Read 1-D tables element by element with torch_index_select (IREE fuses it)."""
    apply_patterns(module, [GatherToIndexSelect()], pass_name=PASS)
