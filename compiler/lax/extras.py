"""lax functions that are compositions of the primitives (JAX's names and semantics).

expand_dims, squeeze, select_n, batch_matmul, top_k, reduce (for the monoids hostcall
has primitives for) and associative_scan.  They add no primitive, so jit, vmap and grad
see only ops they already know.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from .. import tree_util
from ..core import abstractify as aval_of
from . import elementwise as ew
from . import reductions, slicing, sorting, structural


def _shape(x) -> tuple:
    return tuple(aval_of(x).shape)


def expand_dims(array, dimensions: Sequence[int]):
    """Insert size-1 axes at ``dimensions`` (positions in the result)."""
    shape = list(_shape(array))
    rank = len(shape) + len(dimensions)
    for d in sorted(d % rank for d in dimensions):
        shape.insert(d, 1)
    return structural.reshape(array, shape)


def squeeze(array, dimensions: Sequence[int]):
    """Remove the size-1 axes ``dimensions``."""
    shape = _shape(array)
    drop = {d % len(shape) for d in dimensions}
    for d in drop:
        if shape[d] != 1:
            raise ValueError(f"squeeze: dimension {d} of shape {shape} is not 1")
    return structural.reshape(array, [s for i, s in enumerate(shape) if i not in drop])


def select_n(which, *cases):
    """``cases[which]`` elementwise; ``which`` is bool (two cases) or an integer index."""
    if not cases:
        raise ValueError("select_n needs at least one case")
    if len(cases) == 1:
        return cases[0]
    if aval_of(which).dtype == np.bool_:
        if len(cases) != 2:
            raise ValueError(f"select_n with a bool selector takes 2 cases, got {len(cases)}")
        return ew.select(which, cases[1], cases[0])
    out = cases[-1]
    for i in range(len(cases) - 2, -1, -1):   # which == i picks cases[i]
        index = ew.convert_element_type(np.array(i), aval_of(which).dtype)
        out = ew.select(ew.eq(which, index), cases[i], out)
    return out


def batch_matmul(lhs, rhs, precision=None):
    """Matrix products over leading batch axes: [..., m, k] x [..., k, n] -> [..., m, n]."""
    rank = len(_shape(lhs))
    if rank < 2 or rank != len(_shape(rhs)):
        raise TypeError(f"batch_matmul needs operands of equal rank >= 2, got "
                        f"{_shape(lhs)} and {_shape(rhs)}")
    batch = tuple(range(rank - 2))
    return structural.dot_general(lhs, rhs, (((rank - 1,), (rank - 2,)), (batch, batch)),
                                  precision)


def top_k(operand, k: int):
    """The ``k`` largest entries along the last axis and their indices, largest first
    (ties: the lower index first, as JAX)."""
    shape = _shape(operand)
    if not 0 <= k <= shape[-1]:
        raise ValueError(f"top_k: k={k} out of range for a last axis of {shape[-1]}")
    axis = len(shape) - 1
    index = structural.broadcasted_iota(np.int32, shape, axis)
    # ascending by value, then by descending index; reversed: largest first, low index first
    values, negated, positions = sorting.sort((operand, ew.neg(index), index), axis, True,
                                              num_keys=2)
    values, positions = structural.rev(values, (axis,)), structural.rev(positions, (axis,))
    start, limit = [0] * len(shape), list(shape[:-1]) + [k]
    return structural.slice(values, start, limit), structural.slice(positions, start, limit)


_REDUCERS = {"add": reductions.reduce_sum, "mul": reductions.reduce_prod,
             "max": reductions.reduce_max, "min": reductions.reduce_min,
             "and": reductions.reduce_and, "or": reductions.reduce_or}


# The computations lax.reduce recognizes, and their monoid: lax's own here; the numpy
# layer adds its spellings (jnp.add, ...) when it loads, as lax cannot import it.
MONOIDS = {ew.add: "add", ew.mul: "mul", ew.max: "max", ew.min: "min",
           ew.bitwise_and: "and", ew.bitwise_or: "or"}


def _monoid_of(computation) -> str | None:
    return next((m for f, m in MONOIDS.items() if f is computation), None)


def reduce(operands, init_values, computation: Callable, dimensions: Sequence[int]):  # noqa: A001
    """Reduce ``operands`` over ``dimensions`` with ``computation``, one of the monoids
    add, mul, max, min, bitwise and/or (lax or numpy spelling); the init value enters
    once, as JAX's identity-valued inits do."""
    monoid = _monoid_of(computation)
    if monoid is None:
        raise NotImplementedError(
            f"hostcall.lax.reduce supports the computations lax.add, lax.mul, lax.max, "
            f"lax.min, lax.bitwise_and and lax.bitwise_or (and their numpy spellings), "
            f"not {getattr(computation, '__name__', computation)!r}")
    flat_x, tree = tree_util.tree_flatten(operands)
    flat_init, init_tree = tree_util.tree_flatten(init_values)
    if init_tree != tree:
        raise TypeError("reduce: operands and init_values must have the same structure")
    out = [computation(_REDUCERS[monoid](x, tuple(dimensions)), init)
           for x, init in zip(flat_x, flat_init)]
    return tree_util.tree_unflatten(tree, out)


def associative_scan(fn: Callable, elems, reverse: bool = False, axis: int = 0):
    """All prefix combinations ``fn(... fn(e0, e1) ..., ek)`` along ``axis`` for an
    associative ``fn`` on pytrees, in O(log n) rounds of slicing (the odd/even
    recursion), so it vectorizes and differentiates like the ops it is made of."""
    flat, tree = tree_util.tree_flatten(elems)
    if not flat:
        return elems
    rank = len(_shape(flat[0]))
    axis = axis % rank
    n = _shape(flat[0])[axis]
    if any(_shape(x)[axis] != n for x in flat):
        raise ValueError("associative_scan: every element needs the same length on the axis")
    if reverse:
        flat = [structural.rev(x, (axis,)) for x in flat]

    def combine(a, b):
        out = fn(tree_util.tree_unflatten(tree, a), tree_util.tree_unflatten(tree, b))
        return tree_util.tree_leaves(out)

    def take(xs, start, stop, step=1):
        return [structural.slice(x, [0] * axis + [start] + [0] * (rank - axis - 1),
                                 list(_shape(x)[:axis]) + [stop] + list(_shape(x)[axis + 1:]),
                                 [1] * axis + [step] + [1] * (rank - axis - 1)) for x in xs]

    def scan(xs):
        m = _shape(xs[0])[axis]
        if m < 2:
            return xs
        pairs = combine(take(xs, 0, m - 1, 2), take(xs, 1, m, 2))   # e0+e1, e2+e3, ...
        odd = scan(pairs)                                          # prefixes at 1, 3, 5, ...
        rest = take(xs, 2, m, 2)                                   # e2, e4, ...
        if m % 2 == 0:
            even = combine(take(odd, 0, _shape(odd[0])[axis] - 1), rest) if m > 2 else []
        else:
            even = combine(odd, rest)
        even = [structural.concatenate([f, e], axis) for f, e in zip(take(xs, 0, 1), even)] \
            if even else take(xs, 0, 1)
        return [_interleave(e, o, axis) for e, o in zip(even, odd)]

    out = scan(flat)
    if reverse:
        out = [structural.rev(x, (axis,)) for x in out]
    return tree_util.tree_unflatten(tree, out)


def _interleave(even, odd, axis: int):
    """e0, o0, e1, o1, ... along ``axis`` (``even`` may be one longer than ``odd``)."""
    e_shape, o_shape = _shape(even), _shape(odd)
    extra = e_shape[axis] - o_shape[axis]
    if extra:   # pad odd to even's length, interleave, drop the padding at the end
        zero = ew.convert_element_type(np.array(0), aval_of(odd).dtype)
        odd = slicing.pad(odd, zero, [(0, extra, 0) if d == axis else (0, 0, 0)
                                      for d in range(len(o_shape))])
    stacked = structural.concatenate([expand_dims(even, (axis + 1,)),
                                      expand_dims(odd, (axis + 1,))], axis + 1)
    shape = list(e_shape)
    shape[axis] *= 2
    flat = structural.reshape(stacked, shape)
    if extra:
        flat = structural.slice(flat, [0] * len(shape),
                                shape[:axis] + [shape[axis] - extra] + shape[axis + 1:])
    return flat


__all__ = ["expand_dims", "squeeze", "select_n", "batch_matmul", "top_k", "reduce",
           "associative_scan"]
