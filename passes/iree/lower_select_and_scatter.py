"""hostcall-lower-select-and-scatter: ``stablehlo.select_and_scatter`` as a reduce_window
that finds each window's selected position, and a scatter of the source there.

Why: IREE 3.13 compiles select_and_scatter but selects the LAST of tied elements (with a
GE select, the spec keeps the first: select(current, candidate) true keeps current), and
warns that it reads uninitialized values.  Max pooling's gradient (JAX exports it as
select_and_scatter with GE and add) then goes to the wrong element on ties.

How: a reduce_window over (value, flat position) pairs with the op's window keeps, of
two candidates, the one earlier in window order (the smaller row-major position) when
the select region holds for (earlier, later), else the later one; padding carries the
position n that never wins.  The source is then scattered with the scatter region into
``init`` over n + 1 flat positions (a window wholly in padding lands on the extra one,
so no index is ever out of bounds), and the first n are the result.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops
from hostcall.dialects.window_select import inline_region, select_and_scatter_positions

from .. import register

PASS = "hostcall-lower-select-and-scatter"


def _lower(op) -> ir.Value:
    operand, source, init = op.operands
    shape = list(hlo.shape_of(operand))
    n = int(np.prod(shape, dtype=np.int64))
    idx = select_and_scatter_positions(op, operand)
    m = int(np.prod(hlo.shape_of(source), dtype=np.int64))
    start = hlo.broadcast_in_dim(init, [n + 1], [])
    scatter_region = op.regions[1]
    flat = hlo.scatter(start, hlo.reshape(idx, [m, 1]), hlo.reshape(source, [m]),
                       update_window_dims=[], inserted_window_dims=[0],
                       scatter_dims_to_operand_dims=[0], index_vector_dim=1,
                       combiner=lambda cur, new: [inline_region(scatter_region, [cur, new])])
    return hlo.reshape(hlo.slice_(flat, [0], [n]), shape)


@register(PASS)
def lower_select_and_scatter(module, ctx):
    """Rewrite select_and_scatter as a position-finding reduce_window and a scatter."""
    # collected first: erasing an op frees the ops of its regions, which a list of every
    # nested op would still hold
    targets = [op for op in nested_ops(module.operation)
               if op.name == "stablehlo.select_and_scatter"]
    for op in targets:
        with ir.InsertionPoint(op), op.location:
            value = _lower(op)
        op.results[0].replace_all_uses_with(value)
        op.erase()
