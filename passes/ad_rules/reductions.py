"""Derivatives of stablehlo.reduce with a single add / max / min / multiply body."""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo

from . import jvp_rule, transpose_rule
from .ir_utils import (add_any, attrs_of, block_ops, clone_region, div, dtype_of, ints_attr,
                       is_float, mul, op_error, shape_of, zeros_of)
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
def _window_attrs(op):
    n = len(shape_of(op.operands[0]))

    def get(name, default):
        return ints_attr(op, name) if name in op.attributes else default
    padding = [(0, 0)] * n
    if "padding" in op.attributes:
        flat = [int(v) for v in np.asarray(ir.DenseIntElementsAttr(op.attributes["padding"]))
                .reshape(-1)]
        padding = list(zip(flat[0::2], flat[1::2]))
    dil = get("base_dilations", [1] * n), get("window_dilations", [1] * n)
    return get("window_dimensions", [1] * n), get("window_strides", [1] * n), padding, dil


def _window_body(op) -> str | None:
    ops = block_ops(op.regions[0].blocks[0])
    if len(op.results) != 1 or len(ops) != 2:
        return None
    return ops[0].name.split(".", 1)[1]


@jvp_rule("stablehlo.reduce_window")
def _reduce_window(op, ins, outs, tans):
    if tans[0] is None or not is_float(outs[0]):
        return [None] * len(outs)
    body = _window_body(op)
    if body in ("maximum", "minimum") and tans[1] is None:
        return [_window_select_jvp(op, ins, tans[0], body)]
    if body == "multiply" and tans[1] is None:
        return [_window_product_jvp(op, ins, tans[0])]
    if body != "add" or tans[1] is not None:
        raise op_error(op, "differentiation of a reduce_window other than a windowed sum, "
                           "product, max or min is not supported")
    new = hlo.op(op.name, [tans[0], ins[1]], [outs[0].type], attrs_of(op), regions=1)
    clone_region(op.regions[0], new.regions[0], {})
    return [new.result]


def _window_axis(op) -> int | None:
    """The one axis a reduce_window's window spans (0 if it spans none), or None when it
    spans several, or is strided or dilated."""
    window, strides, _, (base_dil, win_dil) = _window_attrs(op)
    axes = [d for d, w in enumerate(window) if w != 1]
    if len(axes) > 1 or any(v != 1 for v in strides + base_dil + win_dil):
        return None
    return axes[0] if axes else 0


def _window_select_jvp(op, ins, t, body):
    """Windowed max/min along one axis (cummax, cummin): the tangent of the element each
    window selects (the first of ties), read with a gather, so reverse mode can
    transpose it."""
    from .indexing import take_along
    window, strides, padding, _ = _window_attrs(op)
    axis = _window_axis(op)
    if axis is None:
        raise op_error(op, "differentiation of a max/min reduce_window over more than one "
                           "axis, strided or dilated, is not supported")
    x, init = ins
    iota = hlo.iota(shape_of(x), np.int32, axis)
    better = "GT" if body == "maximum" else "LT"

    def pick(av, ai, bv, bi):
        take_b = hlo.binary("or", hlo.compare(better, bv, av), hlo.binary(
            "and", hlo.compare("EQ", bv, av), hlo.compare("LT", bi, ai)))
        return [hlo.select(take_b, bv, av), hlo.select(take_b, bi, ai)]

    big = hlo.constant(np.array(np.iinfo(np.int32).max, np.int32))
    _, idx = hlo.reduce_window([x, iota], [init, big], window, strides, padding, pick)
    return take_along(t, idx, axis)


def _window_product_jvp(op, ins, t):
    """Cumulative products (a window covering the whole axis, from one end): the tangent of
    the running product by a Hillis-Steele scan of (product, tangent) pairs,
    (a, da) * (b, db) = (a b, a db + da b), in log2(n) steps of shifts (pads), products
    and sums, so no division by x and reverse mode transposes it like any other ops."""
    window, _, padding, _ = _window_attrs(op)
    shape = shape_of(ins[0])
    axis = _window_axis(op)
    n = shape[axis] if axis is not None else 0
    if (axis is None or window[axis] == 1 or window[axis] != n
            or padding[axis] not in ((n - 1, 0), (0, n - 1))
            or any(p != (0, 0) for d, p in enumerate(padding) if d != axis)):
        raise op_error(op, "differentiation of a windowed product other than a cumulative "
                           "product along one axis is not supported")
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


@transpose_rule("stablehlo.reduce_window")
def _t_reduce_window(op, ins, linear, cts):
    window, strides, padding, (base_dil, win_dil) = _window_attrs(op)
    if any(d != 1 for d in base_dil + win_dil) or _window_body(op) != "add":
        raise op_error(op, "transpose of a dilated or non-sum reduce_window is not supported")
    in_shape = shape_of(op.operands[0])
    ct = cts[0]
    out_shape = shape_of(ct)
    before = [w - lo - 1 for w, (lo, _) in zip(window, padding)]
    after = [i + w - 1 - ((o - 1) * s + 1) - b
             for i, w, o, s, b in zip(in_shape, window, out_shape, strides, before)]
    zero = hlo.constant(np.zeros((), dtype_of(ct)))
    padded = hlo.pad(ct, zero, before, after, [s - 1 for s in strides])
    n = len(in_shape)
    r = hlo.reduce_window([padded], [zero], window, [1] * n, [(0, 0)] * n,
                          lambda a, b: [hlo.binary("add", a, b)])[0]
    return [r, None]
