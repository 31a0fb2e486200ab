"""Derivatives of stablehlo.reduce with a single add / max / min / multiply body."""
from __future__ import annotations

import itertools

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.cloning import clone_region
from hostcall.dialects.ops import attrs_of, block_ops, ints_attr
from hostcall.dialects.stablehlo import dtype_of, shape_of
from hostcall.dialects.window_select import (select_and_scatter_positions, take_flat,
                                             window_positions)

from . import jvp_rule, transpose_rule
from .builders import add_any, div, is_float, mul, zeros_of
from .errors import op_error
from .structural import sum_dims


def reduce_monoid(op) -> str | None:
    """The body's combining op name ('add', 'maximum', ...) of a one-operand reduce."""
    if len(op.results) != 1:
        return None
    ops = block_ops(op.regions[0].blocks[0])
    if len(ops) != 2 or ops[1].name != "stablehlo.return":
        return None
    body = ops[0]
    args = list(op.regions[0].blocks[0].arguments)
    if set(body.operands) != set(args) or body.results[0] != ops[1].operands[0]:
        return None
    return body.name.split(".", 1)[1]


def _kept_dims(op):
    dims = ints_attr(op, "dimensions")
    return dims, [d for d in range(len(shape_of(op.operands[0]))) if d not in dims]


def _bcast_back(y, x, kept):
    return hlo.broadcast_in_dim(y, shape_of(x), kept)


@jvp_rule("stablehlo.reduce")
def _reduce(op, ins, outs, tans):
    n = len(outs)
    if all(t is None for t in tans) or not any(is_float(o) for o in outs):
        return [None] * n
    monoid = reduce_monoid(op)
    if monoid is None:
        raise op_error(op, "differentiation of a multi-operand or custom-body reduce is "
                           "not supported")
    x, init = ins
    tx, tinit = tans
    y = outs[0]
    dims, kept = _kept_dims(op)
    out = None
    if monoid == "add":
        out = sum_dims(tx, dims) if tx is not None else None
        if tinit is not None:
            out = add_any(out, hlo.broadcast_in_dim(tinit, shape_of(y), []))
        return [out]
    if tinit is not None:
        raise op_error(op, f"differentiation with respect to the init value of a "
                           f"reduce-{monoid} is not supported")
    if monoid in ("maximum", "minimum"):
        # the tangent at the arg-max positions, averaged over ties (as JAX does)
        hit = hlo.compare("EQ", x, _bcast_back(y, x, kept))
        mask = hlo.convert(hit, dtype_of(x))
        count = sum_dims(mask, dims)
        return [div(sum_dims(mul(tx, mask), dims), count)]
    if monoid == "multiply":
        # d prod = sum_i t_i * prod_{j != i} x_j, computed without dividing by x
        return [_prod_jvp(x, tx, y, dims, kept)]
    raise op_error(op, f"differentiation of reduce-{monoid} is not supported")


def _prod_jvp(x, tx, y, dims, kept):
    """Exclusive products along the reduced dims via a flatten + cumulative products."""
    shape = shape_of(x)
    perm = kept + dims
    xt = hlo.transpose(x, perm) if perm != list(range(len(shape))) else x
    tt = hlo.transpose(tx, perm) if perm != list(range(len(shape))) else tx
    outer = [shape[d] for d in kept]
    m = int(np.prod([shape[d] for d in dims], dtype=np.int64))
    xf = hlo.reshape(xt, outer + [m])
    tf = hlo.reshape(tt, outer + [m])
    one = hlo.constant(np.ones((), dtype_of(x)))
    if m > _UNROLLED_PRODUCT_LIMIT:
        return _prod_jvp_windowed(xf, tf, one, m, len(outer))
    total = None
    for i in range(m):
        # product of all entries except i: product of the two slices around it
        pieces = []
        axis = len(outer)
        if i > 0:
            pieces.append(_slice_last(xf, 0, i))
        if i + 1 < m:
            pieces.append(_slice_last(xf, i + 1, m))
        prod = None
        for p in pieces:
            r = hlo.reduce([p], [one], [axis], lambda a, b: [hlo.binary("multiply", a, b)])[0]
            prod = r if prod is None else mul(prod, r)
        ti = hlo.reshape(_slice_last(tf, i, i + 1), outer)
        term = ti if prod is None else mul(ti, prod)
        total = add_any(total, term)
    return total if total is not None else zeros_of(y.type)


_UNROLLED_PRODUCT_LIMIT = 16


def _prod_jvp_windowed(xf, tf, one, m, axis):
    """sum_i t_i * (product of x before i) * (product of x after i), with the two
    exclusive products as windowed products (linear in m ops, O(m^2) work)."""
    n = axis + 1

    def exclusive_prefix(v):
        window = [1] * axis + [m]
        # shift right by one along the axis, filling with ones
        shifted = hlo.pad(v, one, [0] * axis + [1], [0] * axis + [-1], [0] * n)
        return hlo.reduce_window([shifted], [one], window, [1] * n,
                                 [(0, 0)] * axis + [(m - 1, 0)],
                                 lambda a, b: [hlo.binary("multiply", a, b)])[0]

    before = exclusive_prefix(xf)
    after = hlo.reverse(exclusive_prefix(hlo.reverse(xf, [axis])), [axis])
    return sum_dims(mul(tf, mul(before, after)), [axis])


def _slice_last(x, lo, hi):
    s = shape_of(x)
    return hlo.slice_(x, [0] * (len(s) - 1) + [lo], list(s[:-1]) + [hi])


@transpose_rule("stablehlo.reduce")
def _t_reduce(op, ins, linear, cts):
    if reduce_monoid(op) != "add":
        raise op_error(op, "only a sum reduce is linear")
    _, kept = _kept_dims(op)
    x = op.operands[0]
    ct_x = hlo.broadcast_in_dim(cts[0], shape_of(x), kept) if linear[0] else None
    ct_init = sum_dims(cts[0], list(range(len(shape_of(cts[0]))))) if linear[1] else None
    return [ct_x, ct_init]


# ------------------------------------------------------------ reduce_window
def _window_with(op, operands, inits) -> ir.Value:
    """A copy of the one-operand reduce_window ``op`` (window, body) on other values."""
    new = hlo.op(op.name, [*operands, *inits], [op.results[0].type], attrs_of(op), regions=1)
    clone_region(op.regions[0], new.regions[0], {})
    return new.result


@jvp_rule("stablehlo.reduce_window")
def _reduce_window(op, ins, outs, tans):
    if all(t is None for t in tans) or not any(is_float(o) for o in outs):
        return [None] * len(outs)
    body = reduce_monoid(op)
    if body == "add":
        # linear in (operand, init) together: padding and holes hold the init value
        x, init = ins
        tx = tans[0] if tans[0] is not None else zeros_of(x.type)
        tinit = tans[1] if tans[1] is not None else zeros_of(init.type)
        return [_window_with(op, [tx], [tinit])]
    if tans[1] is not None:
        raise op_error(op, f"differentiation with respect to the init value of a "
                           f"reduce_window-{body} is not supported")
    if tans[0] is None:
        return [None]
    if body in ("maximum", "minimum"):
        return [_window_select_jvp(op, ins, tans[0], body)]
    if body == "multiply":
        return [_window_product_jvp(op, ins, tans[0])]
    raise op_error(op, f"differentiation of a reduce_window with a {body} body is not "
                       f"supported")


def _window_axis(op) -> int | None:
    """The one axis a reduce_window's window spans (0 if it spans none), or None when it
    spans several, or is strided or dilated."""
    w = hlo.window_of(op)
    axes = [d for d, n in enumerate(w.dimensions) if n != 1]
    if len(axes) > 1 or any(v != 1 for v in w.strides + w.base_dilations + w.window_dilations):
        return None
    return axes[0] if axes else 0


def _window_select_jvp(op, ins, t, body):
    """Windowed max/min (pooling, cummax) with any window: the tangent of each window's
    selected element, the first extremum in window order (as select_and_scatter with
    GE/LE picks; the init value competes too, so a window it wins has tangent 0), read
    with a gather, which reverse mode transposes into a scatter-add (select_and_scatter's
    job)."""
    x, init = ins
    better = "GT" if body == "maximum" else "LT"

    def pick(av, ai, bv, bi, nowhere):
        take_b = hlo.binary("or", hlo.compare(better, bv, av), hlo.binary(
            "and", hlo.compare("EQ", bv, av), hlo.compare("LT", bi, ai)))
        return [hlo.select(take_b, bv, av), hlo.select(take_b, bi, ai)]

    try:
        idx = window_positions(x, init, hlo.window_of(op), pick)
    except ValueError as e:
        raise op_error(op, f"differentiation of a reduce_window-{body}: {e}") from None
    return take_flat(t, idx)


def _window_product_jvp(op, ins, t):
    """Cumulative products (a window covering the whole axis, from one end): the tangent of
    the running product by a Hillis-Steele scan of (product, tangent) pairs,
    (a, da) * (b, db) = (a b, a db + da b), in log2(n) steps of shifts (pads), products
    and sums, so no division by x and reverse mode transposes it like any other ops."""
    w = hlo.window_of(op)
    window, padding = w.dimensions, w.padding
    shape = shape_of(ins[0])
    axis = _window_axis(op)
    n = shape[axis] if axis is not None else 0
    if (axis is None or window[axis] == 1 or window[axis] != n
            or padding[axis] not in ((n - 1, 0), (0, n - 1))
            or any(p != (0, 0) for d, p in enumerate(padding) if d != axis)):
        return _window_offsets_product_jvp(op, ins, t)
    forward = padding[axis] == (n - 1, 0)
    one = hlo.constant(np.ones((), dtype_of(t)))
    zero = hlo.constant(np.zeros((), dtype_of(t)))

    def shifted(v, d, fill):
        """v moved d places along the axis (towards the end when forward), filled in."""
        low = [0] * len(shape)
        high = [0] * len(shape)
        low[axis], high[axis] = (d, -d) if forward else (-d, d)
        return hlo.pad(v, fill, low, high, [0] * len(shape))

    a, da = ins[0], t
    d = 1
    while d < n:
        a_before, da_before = shifted(a, d, one), shifted(da, d, zero)
        da = add_any(mul(a_before, da), mul(da_before, a))
        if 2 * d < n:   # the last step needs no running product
            a = mul(a_before, a)
        d *= 2
    return da


_PRODUCT_OFFSETS_LIMIT = 64


def _window_offsets_product_jvp(op, ins, t):
    """Any other windowed product: with s_k the operand (padded and dilated with init, as
    the op sees it) read at window offset k, d(init prod_k s_k) = init sum_k ds_k
    prod_{j != k} s_j, the exclusive products built from running products from both
    ends: about 4 ops per offset, no division by x."""
    w = hlo.window_of(op)
    x, init = ins
    offsets = list(itertools.product(*[range(k) for k in w.dimensions]))
    if len(offsets) > _PRODUCT_OFFSETS_LIMIT:
        raise op_error(op, f"differentiation of a windowed product with {len(offsets)} "
                           f"window offsets (more than {_PRODUCT_OFFSETS_LIMIT}) other than "
                           f"a cumulative product is not supported")
    zero = hlo.constant(np.zeros((), dtype_of(t)))
    out_shape = list(shape_of(op.results[0]))
    low = [lo for lo, _ in w.padding]
    high = [hi for _, hi in w.padding]
    interior = [b - 1 for b in w.base_dilations]
    padded = any(low + high + interior)
    xp = hlo.pad(x, init, low, high, interior) if padded else x
    tp = hlo.pad(t, zero, low, high, interior) if padded else t

    def at(v, offset):
        start = [k * d for k, d in zip(offset, w.window_dilations)]
        limit = [a + (m - 1) * s + 1 for a, m, s in zip(start, out_shape, w.strides)]
        return hlo.slice_(v, start, limit, list(w.strides))

    xs = [at(xp, k) for k in offsets]
    before = [None]
    for v in xs[:-1]:
        before.append(v if before[-1] is None else mul(before[-1], v))
    after = [None]
    for v in reversed(xs[1:]):
        after.append(v if after[-1] is None else mul(after[-1], v))
    after.reverse()
    total = None
    for k, offset in enumerate(offsets):
        term = at(tp, offset)
        for other in (before[k], after[k]):
            if other is not None:
                term = mul(term, other)
        total = add_any(total, term)
    return mul(total, hlo.broadcast_in_dim(init, out_shape, []))


@transpose_rule("stablehlo.reduce_window")
def _t_reduce_window(op, ins, linear, cts):
    """The cotangent of a windowed sum: every operand element collects the cotangents of
    the windows that cover it.  Spread the cotangent at the window strides (interior
    padding), sum windows of the reversed reach (the window's dilation kept) at every
    position of the padded, base-dilated operand, then read the operand's positions
    (a strided slice, zeros where the padding cropped the operand)."""
    if reduce_monoid(op) != "add":
        raise op_error(op, "reverse-mode differentiation of a reduce_window with a custom or "
                           "multi-operand body is not supported (forward mode is); only a "
                           "windowed sum (an add body) is linear")
    w = hlo.window_of(op)
    x, init = op.operands
    in_shape = shape_of(x)
    ct = cts[0]
    out_shape = shape_of(ct)
    zero = hlo.constant(np.zeros((), dtype_of(ct)))
    full = [(d - 1) * b + 1 if d else 0 for d, b in zip(in_shape, w.base_dilations)]
    padded = [f + lo + hi for f, (lo, hi) in zip(full, w.padding)]
    reach = [(k - 1) * wd for k, wd in zip(w.dimensions, w.window_dilations)]
    spread = [(o - 1) * s + 1 if o else 0 for o, s in zip(out_shape, w.strides)]
    ct_x = None
    if linear[0]:
        rank = len(in_shape)
        z = hlo.pad(ct, zero, reach, [p - s for p, s in zip(padded, spread)],
                    [s - 1 for s in w.strides])
        y = hlo.reduce_window([z], [zero], w.dimensions, [1] * rank, [(0, 0)] * rank,
                              lambda a, b: [hlo.binary("add", a, b)],
                              window_dilations=w.window_dilations)[0]
        ct_x = _read_positions(y, in_shape, w, zero)
    ct_init = None
    if linear[1]:
        # each output adds init once, plus once per padding or hole position it covers
        one = hlo.constant(np.ones((), dtype_of(ct)))
        counts = _window_with(op, [zeros_of(x.type)], [one])
        ct_init = sum_dims(mul(ct, counts), list(range(len(out_shape))))
    return [ct_x, ct_init]


def _read_positions(y, in_shape, w, zero):
    """y at the positions lo + i * base_dilation of the operand's elements, zero where
    negative padding cut them off.  A slice rather than a cropping pad: IREE 3.13 fails
    to compile a negative pad fused after a window-dilated reduce_window ("write
    affecting operations on global resources are restricted to workgroup distributed
    contexts")."""
    size = shape_of(y)
    start, limit, low, high = [], [], [], []
    for n, p, b, (lo, _) in zip(in_shape, size, w.base_dilations, w.padding):
        first = max(0, -(lo // b)) if lo < 0 else 0
        last = min(n - 1, (p - 1 - lo) // b)
        if last < first:
            return zeros_of(hlo.like(y, shape=in_shape))
        start.append(lo + first * b)
        limit.append(lo + last * b + 1)
        low.append(first)
        high.append(n - 1 - last)
    out = hlo.slice_(y, start, limit, list(w.base_dilations))
    if any(low) or any(high):
        out = hlo.pad(out, zero, low, high, [0] * len(low))
    return out


# ------------------------------------------------------------- select_and_scatter
def _scatter_adds(op) -> bool:
    ops = block_ops(op.regions[1].blocks[0])
    args = list(op.regions[1].blocks[0].arguments)
    return (len(ops) == 2 and ops[0].name == "stablehlo.add"
            and set(ops[0].operands) == set(args) and ops[1].operands[0] == ops[0].result)


@jvp_rule("stablehlo.select_and_scatter")
def _select_and_scatter(op, ins, outs, tans):
    """With an add scatter the result is linear in (source, init); the operand only
    chooses positions, which do not move under a small change (ties aside)."""
    if (tans[1] is None and tans[2] is None) or not is_float(outs[0]):
        return [None]
    if not _scatter_adds(op):
        raise op_error(op, "differentiation of a select_and_scatter whose scatter is not "
                           "an add is not supported")
    _, source, init = ins
    ts = tans[1] if tans[1] is not None else zeros_of(source.type)
    ti = tans[2] if tans[2] is not None else zeros_of(init.type)
    new = hlo.op(op.name, [ins[0], ts, ti], [outs[0].type], attrs_of(op), regions=2)
    for old, region in zip(op.regions, new.regions):
        clone_region(old, region, {})
    return [new.result]


@transpose_rule("stablehlo.select_and_scatter")
def _t_select_and_scatter(op, ins, linear, cts):
    """Each source value landed on its window's selected position: its cotangent is
    read back there; every result element started from init once."""
    if linear[0] or not _scatter_adds(op):
        raise op_error(op, "only a select_and_scatter with an add scatter is linear, and "
                           "only in its source and init")
    ct = cts[0]
    ct_source = take_flat(ct, select_and_scatter_positions(op, ins[0])) if linear[1] else None
    ct_init = sum_dims(ct, list(range(len(shape_of(ct))))) if linear[2] else None
    return [None, ct_source, ct_init]
