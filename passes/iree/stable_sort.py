"""hostcall-stable-sort: a sort marked stable also compares the elements' original
positions, so elements its comparator ranks equal keep their order.

Why: IREE 3.13 ignores ``is_stable``: a stable sort of 300 keys drawn from {0, 1, 2}, with
their positions as payload, came back with ties out of order (a module from outside
hostcall through ``hostcall run`` as well as ``jnp.argsort``; the spec keeps them in
order).  The pass appends the positions as a last operand (a constant broadcast along the
sort dimension: IREE fails to compile a sort of two iotas) and makes the comparator

    less(a, b) or (not less(b, a) and position(a) < position(b))

a strict total order when ``less`` is a strict weak order, so every sorting algorithm
gives the stable result; the new sort is marked unstable, as nothing is left for the flag
to ask.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops
from hostcall.dialects.window_select import inline_region

from .. import register

PASS = "hostcall-stable-sort"


def _is_stable_sort(op) -> bool:
    return (op.name == "stablehlo.sort" and "is_stable" in op.attributes
            and ir.BoolAttr(op.attributes["is_stable"]).value)


def _positions(like, dimension: int):
    """Each element's index along ``dimension``, in ``like``'s shape."""
    shape = hlo.shape_of(like)
    n = shape[dimension]
    ranks = hlo.constant(np.arange(n, dtype=np.int32 if n < 2 ** 31 else np.int64))
    return ranks if len(shape) == 1 else hlo.broadcast_in_dim(ranks, shape, [dimension])


def _with_positions(op):
    """The results of a sort equal to the stable ``op`` whose order leaves no ties."""
    operands = list(op.operands)
    rank = len(hlo.shape_of(operands[0]))
    dimension = ir.IntegerAttr(op.attributes["dimension"]).value % rank
    comparator = op.regions[0]

    def ordered(*args):
        pairs, (pos_a, pos_b) = args[:-2], args[-2:]
        swapped = [pairs[i ^ 1] for i in range(len(pairs))]
        less = inline_region(comparator, pairs)
        greater = inline_region(comparator, swapped)
        tie_broken = hlo.binary("and", hlo.unary("not", greater),
                                hlo.compare("LT", pos_a, pos_b))
        return [hlo.binary("or", less, tie_broken)]

    results = hlo.sort(operands + [_positions(operands[0], dimension)], dimension, ordered,
                       is_stable=False)
    return results[:-1]


@register(PASS)
def stable_sort(module, ctx):
    """Give stable sorts their order of ties (IREE 3.13 ignores is_stable)."""
    for op in list(nested_ops(module.operation)):
        if not _is_stable_sort(op):
            continue
        with ir.InsertionPoint(op), op.location:
            results = _with_positions(op)
        for old, new in zip(op.results, results):
            old.replace_all_uses_with(new)
        op.erase()
