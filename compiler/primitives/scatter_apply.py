"""lax.scatter_apply: ``func`` applied at scattered positions, once per occurrence.

XLA's scatter with an update computation that ignores the update would apply ``func``
again at each repeat of an index; StableHLO's scatter region cannot call back into a
traced Python function, so the same result is built from ops hostcall already has: a
scatter_add of ones counts how often each element is hit (with the scatter's own
dimension numbers and mode, so dropped and clamped windows count as the scatter would
place them), then round r applies ``func`` where the count exceeds r. The rounds run as
a while loop up to the largest count (a Python loop eagerly, where the count is known).

``func`` sees the whole operand each round and must be elementwise, as in JAX, where it
is traced on scalars. Like JAX's, this function has no derivative rule to speak of: its
loop has a traced trip count, so reverse mode rejects it.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from .. import core
from ..core import abstractify
from .control_flow import while_loop
from .elementwise import add, convert_element_type, lt, select
from .reductions import reduce_max
from .slicing import as_index, scatter_add
from .structural import broadcast_in_dim

__all__ = ["scatter_apply"]


def _filled(value, shape, dtype):
    return broadcast_in_dim(np.asarray(value, dtype), shape, ())


def _applied_where(func: Callable, hit, x, dtype):
    """func(x) where ``hit``, x elsewhere; func's result kept in x's dtype and shape."""
    y = func(x)
    y_aval = abstractify(y)
    if y_aval.shape != abstractify(x).shape:
        raise TypeError(f"scatter_apply: func must be elementwise; it turned "
                        f"{abstractify(x).str_short()} into {y_aval.str_short()}")
    if y_aval.dtype != dtype or y_aval.weak_type:
        y = convert_element_type(y, dtype)
    return select(hit, y, x)


def scatter_apply(operand, scatter_indices, func: Callable, dimension_numbers, *,
                  update_shape=(), indices_are_sorted: bool = False,
                  unique_indices: bool = False, mode=None):
    """``operand`` with ``func`` applied at the positions a scatter of updates of shape
    ``update_shape`` would write, once per occurrence of a position (lax.scatter_apply)."""
    av = abstractify(operand)
    counts = scatter_add(_filled(0, av.shape, np.int32), as_index(scatter_indices),
                         _filled(1, tuple(update_shape), np.int32), dimension_numbers,
                         indices_are_sorted=indices_are_sorted, mode=mode)
    zero = np.int32(0)
    if unique_indices:
        return _applied_where(func, lt(zero, counts), operand, av.dtype)
    rounds = reduce_max(counts, tuple(range(av.ndim))) if av.ndim else counts
    if core.current_trace() is None:
        out = operand
        for r in range(int(core.to_numpy(rounds))):
            out = _applied_where(func, lt(np.int32(r), counts), out, av.dtype)
        return out

    def more(state):
        return lt(state[0], rounds)

    def once_more(state):
        r, x = state
        return add(r, np.int32(1)), _applied_where(func, lt(r, counts), x, av.dtype)
    return while_loop(more, once_more, (zero, operand))[1]
