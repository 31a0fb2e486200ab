"""The element each window selects, as a flat row-major position of the operand, and
reading values there.

Shared by the derivative rules of windowed max/min and of select_and_scatter and by the
lowering of select_and_scatter: a reduce_window over (value, position) pairs whose pick
keeps one candidate of two, then a gather from the flattened values with one zero
appended at position n, the position padding and dilation holes carry (so a window that
selects nothing reads zero and no index is ever out of bounds).
"""
from __future__ import annotations

from typing import Callable

import numpy as np
from iree.compiler import ir

from . import stablehlo as hlo
from .cloning import clone_op
from .ops import block_ops

Value = ir.Value


def window_positions(x: Value, fill: Value, window: hlo.Window,
                     pick: Callable[[Value, Value, Value, Value, Value], list]) -> Value:
    """The flat position each window of ``x`` selects: ``pick(av, ai, bv, bi, nowhere)``
    returns the kept (value, position) of two candidates; padding holds (fill, n)."""
    shape = list(hlo.shape_of(x))
    n = int(np.prod(shape, dtype=np.int64))
    if n >= np.iinfo(np.int32).max:
        raise ValueError(f"a window selection over {n} elements needs more than int32 "
                         f"positions")
    positions = hlo.reshape(hlo.iota([n], np.int32, 0), shape)
    nowhere = hlo.constant(np.array(n, np.int32))
    _, idx = hlo.reduce_window([x, positions], [fill, nowhere], window.dimensions,
                               window.strides, window.padding,
                               lambda av, ai, bv, bi: pick(av, ai, bv, bi, nowhere),
                               window.base_dilations, window.window_dilations)
    return idx


def take_flat(t: Value, idx: Value) -> Value:
    """``t`` (the operand's shape) read at the flat positions ``idx``; zero at n."""
    n = int(np.prod(hlo.shape_of(t), dtype=np.int64))
    zero = hlo.constant(np.zeros((), hlo.dtype_of(t)))
    flat = hlo.pad(hlo.reshape(t, [n]), zero, [0], [1], [0])
    out_shape = list(hlo.shape_of(idx))
    return hlo.gather(flat, hlo.reshape(idx, out_shape + [1]), offset_dims=[],
                      collapsed_slice_dims=[0], start_index_map=[0],
                      index_vector_dim=len(out_shape), slice_sizes=[1],
                      result_shape=out_shape)


def inline_region(region: ir.Region, args) -> Value:
    """The value a one-block region returns for ``args``, its ops copied to the current
    insertion point."""
    block = region.blocks[0]
    vmap = dict(zip(block.arguments, args))
    ops = block_ops(block)
    for inner in ops[:-1]:
        clone_op(inner, vmap)
    out = ops[-1].operands[0]
    return vmap.get(out, out)


def select_and_scatter_positions(op, operand: Value) -> Value:
    """The position the select_and_scatter ``op``'s select region picks in each window of
    ``operand`` (the op's operand, or the value standing for it), as the spec orders it:
    of two candidates the earlier one (smaller position) stays when select(earlier,
    later) holds; padding (position n) never wins."""
    select_region = op.regions[0]

    def pick(av, ai, bv, bi, nowhere):
        a_first = hlo.compare("LT", ai, bi)
        first_v, first_i = hlo.select(a_first, av, bv), hlo.select(a_first, ai, bi)
        second_v, second_i = hlo.select(a_first, bv, av), hlo.select(a_first, bi, ai)
        keep = inline_region(select_region, [first_v, second_v])
        first_real = hlo.compare("NE", first_i, nowhere)
        second_pad = hlo.compare("EQ", second_i, nowhere)
        keep = hlo.binary("or", hlo.binary("and", keep, first_real), second_pad)
        return [hlo.select(keep, first_v, second_v), hlo.select(keep, first_i, second_i)]

    filler = hlo.constant(np.zeros((), hlo.dtype_of(operand)))
    return window_positions(operand, filler, hlo.window_of(op), pick)
