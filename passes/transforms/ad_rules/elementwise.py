"""Derivatives of elementwise StableHLO ops (unary table, binary rules, select, clamp) and of
CHLO's special functions (erf, erfc, erf_inv, lgamma, digamma, polygamma, zeta,
bessel_i1e)."""
from __future__ import annotations

import math

import numpy as np

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import attrs_of
from hostcall.dialects.stablehlo import dtype_of, shape_of
from hostcall.dialects.types import shape_dtype
from hostcall.reference import cephes

from . import JVP_RULES, ZERO_DERIVATIVE, jvp_rule, transpose_rule
from .builders import (add, add_any, div, full_like_type, is_float, mul, neg, scalar_const, sub,
                       zeros_of)
from .errors import op_error

ZERO_DERIVATIVE.update({
    "stablehlo.sign", "stablehlo.floor", "stablehlo.ceil", "stablehlo.round_nearest_even",
    "stablehlo.round_nearest_afz", "stablehlo.compare", "stablehlo.is_finite",
    "stablehlo.not", "stablehlo.and", "stablehlo.or", "stablehlo.xor", "stablehlo.popcnt",
    "stablehlo.shift_left", "stablehlo.shift_right_arithmetic",
    "stablehlo.shift_right_logical", "stablehlo.iota", "stablehlo.constant",
    "stablehlo.rng_bit_generator", "stablehlo.count_leading_zeros",
    "stablehlo.bitcast_convert",   # reinterprets bits (e.g. reads a sign bit): no derivative
})


# unary op -> d(out)/d(in) as a function of (x, y): the tangent is t * factor
def _tan_d(x, y):
    return add(scalar_const(y, 1), mul(y, y))


UNARY_DERIVATIVES = {
    "sine": lambda x, y: hlo.unary("cosine", x),
    "cosine": lambda x, y: neg(hlo.unary("sine", x)),
    "tan": _tan_d,
    "tanh": lambda x, y: sub(scalar_const(y, 1), mul(y, y)),
    "exponential": lambda x, y: y,
    "exponential_minus_one": lambda x, y: add(y, scalar_const(y, 1)),
    "log": lambda x, y: div(scalar_const(x, 1), x),
    "log_plus_one": lambda x, y: div(scalar_const(x, 1), add(x, scalar_const(x, 1))),
    "sqrt": lambda x, y: div(scalar_const(y, 0.5), y),
    "rsqrt": lambda x, y: div(mul(scalar_const(y, -0.5), y), x),
    "cbrt": lambda x, y: div(scalar_const(y, 1 / 3), mul(y, y)),
    "logistic": lambda x, y: mul(y, sub(scalar_const(y, 1), y)),
    "abs": lambda x, y: _abs_slope(x),
}


def _abs_slope(x):
    """1 where x >= 0 (0 and -0 included), else -1: JAX's slope of |x| (grad(abs)(0.) is 1)."""
    return hlo.select(hlo.compare("GE", x, zeros_of(x.type)), full_like_type(x.type, 1),
                      full_like_type(x.type, -1))


def _unary_rule(factor):
    def rule(op, ins, outs, tans):
        t = tans[0]
        if t is None or not is_float(outs[0]):
            return [None]
        return [mul(t, factor(ins[0], outs[0]))]
    return rule


def _complex_abs(op, ins, outs, tans):
    """|z|' = (re z re t + im z im t) / |z| (0 where z = 0)."""
    z, t, y = ins[0], tans[0], outs[0]
    dot = add(mul(hlo.real(z), hlo.real(t)), mul(hlo.imag(z), hlo.imag(t)))
    zero = hlo.compare("EQ", y, scalar_const(y, 0))
    return [hlo.select(zero, zeros_of(y.type), div(dot, hlo.select(zero, scalar_const(y, 1), y)))]


def _gaussian(x, scale):
    """scale * exp(-x^2): erf' is 2 / sqrt(pi) exp(-x^2)."""
    return mul(scalar_const(x, scale), hlo.unary("exponential", neg(mul(x, x))))


# CHLO's special functions (same table shape): derivatives built from primal values only,
# so the tangent is linear in t and reverse mode goes through multiply's transpose
CHLO_UNARY_DERIVATIVES = {
    "erf": lambda x, y: _gaussian(x, 2 / math.sqrt(math.pi)),
    "erfc": lambda x, y: _gaussian(x, -2 / math.sqrt(math.pi)),
    "erf_inv": lambda x, y: mul(scalar_const(y, math.sqrt(math.pi) / 2),
                                hlo.unary("exponential", mul(y, y))),
    "lgamma": lambda x, y: hlo.chlo_unary("digamma", x),
    "digamma": lambda x, y: hlo.chlo_binary("polygamma", scalar_const(x, 1), x),
    # the elementwise CHLO ops of imported modules (JAX's exports)
    "sinh": lambda x, y: hlo.chlo_unary("cosh", x),
    "cosh": lambda x, y: hlo.chlo_unary("sinh", x),
    "tan": _tan_d,
    "asin": lambda x, y: hlo.unary("rsqrt", sub(scalar_const(x, 1), mul(x, x))),
    "acos": lambda x, y: neg(hlo.unary("rsqrt", sub(scalar_const(x, 1), mul(x, x)))),
    "atan": lambda x, y: div(scalar_const(x, 1), add(scalar_const(x, 1), mul(x, x))),
    "asinh": lambda x, y: hlo.unary("rsqrt", add(mul(x, x), scalar_const(x, 1))),
    "acosh": lambda x, y: hlo.unary("rsqrt", mul(sub(x, scalar_const(x, 1)),
                                                 add(x, scalar_const(x, 1)))),
    "atanh": lambda x, y: div(scalar_const(x, 1), sub(scalar_const(x, 1), mul(x, x))),
    "square": lambda x, y: mul(scalar_const(x, 2), x),
}
ZERO_DERIVATIVE.update({"chlo.is_inf", "chlo.is_pos_inf", "chlo.is_neg_inf"})

for _name, _factor in UNARY_DERIVATIVES.items():
    JVP_RULES[f"stablehlo.{_name}"] = _unary_rule(_factor)
for _name, _factor in CHLO_UNARY_DERIVATIVES.items():
    JVP_RULES[f"chlo.{_name}"] = _unary_rule(_factor)
_real_abs = JVP_RULES["stablehlo.abs"]


@jvp_rule("stablehlo.abs")
def _abs(op, ins, outs, tans):
    if tans[0] is not None and dtype_of(ins[0]).kind == "c":
        return _complex_abs(op, ins, outs, tans)
    return _real_abs(op, ins, outs, tans)


@jvp_rule("chlo.polygamma")
def _polygamma(op, ins, outs, tans):
    """d/dx polygamma(n, x) = polygamma(n + 1, x).  The order n is an integer: a tangent
    for it is an error (reported where that tangent is used)."""
    n, x = ins
    tn, tx = tans
    if tn is not None:
        raise op_error(op, "differentiation of polygamma with respect to its order n "
                           "not implemented")
    if tx is None:
        return [None]
    return [mul(tx, hlo.chlo_binary("polygamma", add(n, scalar_const(n, 1)), x))]


def _i0e(x):
    """Cephes' i0e of x built from StableHLO ops (CHLO has bessel_i1e but no i0e)."""
    _, d = shape_dtype(x.type)
    ax = hlo.unary("abs", x)

    def const(c):
        return scalar_const(x, c)
    A, B = cephes.i0e_coefficients(d == np.float64)
    arith = (const, add, sub, mul)
    small = cephes.chbevl(sub(mul(const(0.5), ax), const(2.0)), A, *arith)
    xb = hlo.binary("maximum", ax, const(8.0))
    big = div(cephes.chbevl(sub(div(const(32.0), xb), const(2.0)), B, *arith),
              hlo.unary("sqrt", xb))
    return hlo.select(hlo.compare("LE", ax, const(8.0)), small, big)


@jvp_rule("chlo.bessel_i1e")
def _bessel_i1e(op, ins, outs, tans):
    """d/dx i1e(x) = i0e(x) - i1e(x) (sign(x) + 1 / x), and 1/2 at |x| <= eps (JAX's)."""
    (x,), (y,), (t,) = ins, outs, tans
    if t is None:
        return [None]
    _, d = shape_dtype(x.type)
    eps = scalar_const(x, float(np.finfo(d).eps))
    not_tiny = hlo.compare("GT", hlo.unary("abs", x), eps)
    safe = hlo.select(not_tiny, x, eps)
    dy = sub(_i0e(safe), mul(y, add(hlo.unary("sign", safe), div(scalar_const(x, 1), safe))))
    return [mul(t, hlo.select(not_tiny, dy, scalar_const(x, 0.5)))]


@jvp_rule("chlo.zeta")
def _zeta(op, ins, outs, tans):
    """d/dq zeta(s, q) = -s zeta(s + 1, q); a tangent for s is an error (as JAX's)."""
    s, q = ins
    ts, tq = tans
    if ts is not None:
        raise op_error(op, "differentiation of zeta with respect to its first argument s "
                           "not implemented")
    if tq is None:
        return [None]
    return [mul(tq, neg(mul(s, hlo.chlo_binary("zeta", add(s, scalar_const(s, 1)), q))))]


# ---------------------------------------------------------------- linear ops
@jvp_rule("stablehlo.negate", "stablehlo.real", "stablehlo.imag", "chlo.conj")
def _linear_unary(op, ins, outs, tans):
    return [None if tans[0] is None else hlo.op(op.name, [tans[0]], [outs[0].type]).result]


@jvp_rule("stablehlo.reduce_precision")
def _reduce_precision(op, ins, outs, tans):
    """Linear: the tangent rounded the same way (JAX's rule)."""
    return [None if tans[0] is None else
            hlo.op(op.name, [tans[0]], [outs[0].type], attrs_of(op)).result]


@jvp_rule("stablehlo.convert")
def _convert(op, ins, outs, tans):
    if tans[0] is None or not is_float(outs[0]) or not is_float(ins[0]):
        return [None]
    return [hlo.convert(tans[0], dtype_of(outs[0]))]


@jvp_rule("stablehlo.add", "stablehlo.subtract")
def _add_sub(op, ins, outs, tans):
    ta, tb = tans
    if tb is not None and op.name == "stablehlo.subtract":
        tb = neg(tb)
    return [add_any(ta, tb)]


@jvp_rule("stablehlo.complex")
def _complex(op, ins, outs, tans):
    ta = tans[0] if tans[0] is not None else zeros_of(ins[0].type)
    tb = tans[1] if tans[1] is not None else zeros_of(ins[1].type)
    return [hlo.complex_(ta, tb)]


# --------------------------------------------------------------- product rules
@jvp_rule("stablehlo.multiply")
def _mul(op, ins, outs, tans):
    a, b = ins
    ta, tb = tans
    return [add_any(None if ta is None else mul(ta, b), None if tb is None else mul(a, tb))]


@jvp_rule("stablehlo.divide")
def _div(op, ins, outs, tans):
    a, b = ins
    ta, tb = tans
    out = None if ta is None else div(ta, b)
    if tb is not None:
        out = add_any(out, neg(div(mul(tb, outs[0]), b)))
    return [out]


@jvp_rule("stablehlo.power")
def _pow(op, ins, outs, tans):
    x, p = ins
    tx, tp = tans
    y = outs[0]
    out = None
    if tx is not None:
        zero = scalar_const(p, 0)
        p_is_zero = hlo.compare("EQ", p, zero)
        factor = mul(p, hlo.binary("power", x, sub(p, scalar_const(p, 1))))
        out = mul(tx, hlo.select(p_is_zero, zeros_of(y.type), factor))
    if tp is not None:
        x_is_zero = hlo.compare("EQ", x, scalar_const(x, 0))
        safe_log = hlo.unary("log", hlo.select(x_is_zero, scalar_const(x, 1), x))
        term = hlo.select(x_is_zero, zeros_of(y.type), mul(y, safe_log))
        out = add_any(out, mul(tp, term))
    return [out]


@jvp_rule("stablehlo.maximum", "stablehlo.minimum")
def _max_min(op, ins, outs, tans):
    """Ties split the tangent evenly between the two operands, as JAX does."""
    if not is_float(outs[0]):
        return [None]
    x, y = ins
    gt = "GT" if op.name == "stablehlo.maximum" else "LT"
    half, one, zero = (scalar_const(x, v) for v in (0.5, 1.0, 0.0))
    x_wins = hlo.select(hlo.compare(gt, x, y), one,
                        hlo.select(hlo.compare("EQ", x, y), half, zero))
    out = None
    if tans[0] is not None:
        out = mul(tans[0], x_wins)
    if tans[1] is not None:
        out = add_any(out, mul(tans[1], sub(one, x_wins)))
    return [out]


@jvp_rule("stablehlo.atan2")
def _atan2(op, ins, outs, tans):
    x, y = ins
    denom = add(mul(x, x), mul(y, y))
    out = None
    if tans[0] is not None:
        out = div(mul(tans[0], y), denom)
    if tans[1] is not None:
        out = add_any(out, neg(div(mul(tans[1], x), denom)))
    return [out]


@jvp_rule("stablehlo.remainder")
def _rem(op, ins, outs, tans):
    x, y = ins
    out = tans[0]
    if tans[1] is not None:
        q = div(x, y)
        trunc = mul(hlo.unary("sign", q), hlo.unary("floor", hlo.unary("abs", q)))
        out = add_any(out, neg(mul(tans[1], trunc)))
    return [out]


@jvp_rule("stablehlo.select")
def _select(op, ins, outs, tans):
    _, tt, tf = tans
    if tt is None and tf is None:
        return [None]
    tt = tt if tt is not None else zeros_of(outs[0].type)
    tf = tf if tf is not None else zeros_of(outs[0].type)
    return [hlo.select(ins[0], tt, tf)]


@jvp_rule("stablehlo.clamp")
def _clamp(op, ins, outs, tans):
    lo, x, hi = ins
    y = outs[0]

    def bcast(v):
        return v if shape_of(v) == shape_of(y) else hlo.broadcast_in_dim(v, shape_of(y), [])

    out = None
    if tans[1] is not None:
        inside = hlo.binary("and", hlo.compare("GT", x, bcast(lo)), hlo.compare("LT", x, bcast(hi)))
        out = hlo.select(inside, tans[1], zeros_of(y.type))
    if tans[0] is not None:
        out = add_any(out, hlo.select(hlo.compare("LT", x, bcast(lo)), bcast(tans[0]),
                                      zeros_of(y.type)))
    if tans[2] is not None:
        out = add_any(out, hlo.select(hlo.compare("GT", x, bcast(hi)), bcast(tans[2]),
                                      zeros_of(y.type)))
    return [out]


# ----------------------------------------------------------------- transposes
@transpose_rule("stablehlo.add")
def _t_add(op, ins, linear, cts):
    return [cts[0] if linear[0] else None, cts[0] if linear[1] else None]


@transpose_rule("stablehlo.subtract")
def _t_sub(op, ins, linear, cts):
    return [cts[0] if linear[0] else None, neg(cts[0]) if linear[1] else None]


@transpose_rule("stablehlo.negate")
def _t_neg(op, ins, linear, cts):
    return [neg(cts[0])]


@transpose_rule("chlo.conj")
def _t_conj(op, ins, linear, cts):
    return [hlo.op(op.name, [cts[0]], [op.operands[0].type]).result]


@transpose_rule("stablehlo.reduce_precision")
def _t_reduce_precision(op, ins, linear, cts):
    """The cotangent rounded the same way (JAX's rule)."""
    return [hlo.op(op.name, [cts[0]], [op.operands[0].type], attrs_of(op)).result]


@transpose_rule("stablehlo.multiply")
def _t_mul(op, ins, linear, cts):
    if linear[0] and linear[1]:
        raise ValueError("multiply of two linear values is not linear")
    if linear[0]:
        return [mul(cts[0], ins[1]), None]
    return [None, mul(ins[0], cts[0])]


@transpose_rule("stablehlo.divide")
def _t_div(op, ins, linear, cts):
    if linear[1]:
        raise ValueError("division by a linear value is not linear")
    return [div(cts[0], ins[1]), None]


@transpose_rule("stablehlo.convert")
def _t_convert(op, ins, linear, cts):
    src = op.operands[0].type
    return [hlo.convert(cts[0], shape_dtype(src)[1])]


@transpose_rule("stablehlo.select")
def _t_select(op, ins, linear, cts):
    if linear[0]:
        raise ValueError("select with a linear predicate is not linear")
    ct = cts[0]
    zeros = zeros_of(ct.type)
    return [None, hlo.select(ins[0], ct, zeros) if linear[1] else None,
            hlo.select(ins[0], zeros, ct) if linear[2] else None]


@transpose_rule("stablehlo.real")
def _t_real(op, ins, linear, cts):
    return [hlo.complex_(cts[0], zeros_of(cts[0].type))]


@transpose_rule("stablehlo.imag")
def _t_imag(op, ins, linear, cts):
    return [hlo.complex_(zeros_of(cts[0].type), neg(cts[0]))]


@transpose_rule("stablehlo.complex")
def _t_complex(op, ins, linear, cts):
    ct = cts[0]
    return [hlo.real(ct) if linear[0] else None,
            neg(hlo.imag(ct)) if linear[1] else None]



