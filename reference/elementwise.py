"""Elementwise StableHLO / CHLO ops with the StableHLO spec's semantics, one rule per op.

Each rule maps the operand arrays and the result dtype to the result array.  Integer
arithmetic wraps (two's complement); integer x / 0 is -1 and x rem 0 is x, MIN / -1 is MIN
and MIN rem -1 is 0 (XLA's choice: the spec leaves them open).  16-bit and 8-bit floats
and float32 are computed in float64 and rounded once (exact for + - * / sqrt, and
closer than float32 arithmetic for the rest).  Shifts by an amount outside [0, bits) shift
every bit out.  Float to integer conversion truncates and saturates, NaN gives 0 (XLA and
JAX; the spec leaves it open).  Maximum / minimum propagate NaN, order -0 below +0 and
compare complex numbers lexicographically.
"""
from __future__ import annotations

import numpy as np
import scipy.special

from .values import (EvaluationError, bit_width, int_range, is_float, is_int,
                     is_signed_int, wrap)


def _native(dtype: np.dtype) -> bool:
    """Whether numpy computes on ``dtype`` itself (wrapping integers, IEEE floats)."""
    return dtype.kind in "iufcb" and dtype.itemsize * 8 == bit_width(dtype) or dtype == np.bool_


def _wide(dtype: np.dtype) -> np.dtype:
    """The dtype to compute ``dtype``'s arithmetic in."""
    if is_float(dtype) and dtype.itemsize < 8:
        return np.dtype(np.float64)
    if dtype == np.complex64:
        return np.dtype(np.complex128)
    if is_int(dtype) and not _native(dtype):
        return np.dtype(np.int64)
    return dtype


def _float_fn(fn):
    """A float / complex function computed in float64 / complex128, rounded to the type."""
    def rule(args, dtype):
        wide = [np.asarray(a).astype(_wide(a.dtype)) for a in args]
        return np.asarray(fn(*wide)).astype(dtype)
    return rule


def _int_fn(fn):
    """An integer function computed in a wide enough type, wrapped into ``dtype``."""
    def rule(args, dtype):
        if _native(dtype):
            return np.asarray(fn(*[np.asarray(a) for a in args])).astype(dtype)
        return wrap(fn(*[np.asarray(a).astype(np.int64) for a in args]), dtype)
    return rule


def _by_kind(on_bool=None, on_int=None, on_float=None, on_complex=None, name=""):
    """A rule choosing its function by the operand element kind."""
    def rule(args, dtype):
        d = args[0].dtype
        fn = on_bool if d == np.bool_ else on_int if is_int(d) else \
            on_complex if d.kind == "c" else on_float if is_float(d) else None
        if fn is None:
            raise EvaluationError(f"'{name}' does not take element type {d}")
        return fn(args, dtype)
    return rule


# ------------------------------------------------------------------ integers
def _int_divide(x, y):
    zero = y == 0
    safe_y = np.where(zero, 1, y.astype(object))
    q = np.abs(x.astype(object)) // np.abs(safe_y.astype(object))
    q = np.where(np.sign(x.astype(object)) * np.sign(safe_y.astype(object)) < 0, -q, q)
    q = np.asarray(q, dtype=object)
    q = np.where(zero, -1, q)
    return q


def _int_remainder(x, y):
    xo, yo = x.astype(object), y.astype(object)
    zero = y == 0
    safe = np.where(zero, 1, yo)
    r = np.asarray(np.abs(xo) % np.abs(safe), dtype=object)
    r = np.where(np.sign(xo) < 0, -r, r)
    return np.where(zero, xo, r)


def _wrapping(fn):
    """An integer function on Python ints (object arrays), wrapped into the type."""
    def rule(args, dtype):
        ints = [np.asarray(a).astype(np.uint64 if a.dtype == np.uint64 else np.int64)
                .astype(object) for a in args]
        return wrap(np.asarray(fn(*ints), dtype=object), dtype)
    return rule


def _int_power(x, y):
    def one(b, e):
        b, e = int(b), int(e)
        if e < 0:
            return 1 if b == 1 else (-1 if e % 2 else 1) if b == -1 else 0
        return pow(b, e, 1 << 64)
    return np.vectorize(one, otypes=[object])(x, y)


def _shift(kind):
    def rule(args, dtype):
        x, n = args
        bits = bit_width(dtype)
        lo, hi = int_range(dtype)
        def one(v, k):
            v, k = int(v), int(k)
            k = k % (1 << bits) if k < 0 else k        # a negative amount reads as unsigned
            u = v & ((1 << bits) - 1)
            if kind == "left":
                return 0 if k >= bits else (u << k)
            if kind == "logical":
                return 0 if k >= bits else (u >> k)
            s = u - (1 << bits) if u >> (bits - 1) else u  # arithmetic: on the signed bits
            return s >> min(k, bits - 1)
        return wrap(np.vectorize(one, otypes=[object])(x, n), dtype)
    return rule


def _popcnt(args, dtype):
    bits = bit_width(dtype)
    return wrap(np.vectorize(lambda v: bin(int(v) & ((1 << bits) - 1)).count("1"),
                             otypes=[object])(args[0]), dtype)


def _clz(args, dtype):
    bits = bit_width(dtype)
    return wrap(np.vectorize(lambda v: bits - (int(v) & ((1 << bits) - 1)).bit_length(),
                             otypes=[object])(args[0]), dtype)


# -------------------------------------------------------------------- floats
def _max_min(pick_max: bool):
    """IEEE maximum / minimum: NaN propagates, -0 < +0; complex lexicographic."""
    def floats(args, dtype):
        x, y = (np.asarray(a).astype(_wide(a.dtype)) for a in args)
        if pick_max:
            first = (x > y) | ((x == y) & np.signbit(y) & ~np.signbit(x))
        else:
            first = (x < y) | ((x == y) & np.signbit(x) & ~np.signbit(y))
        out = np.where(first, x, y)
        out = np.where(np.isnan(x), x, np.where(np.isnan(y), y, out))
        return out.astype(dtype)

    def complexes(args, dtype):
        x, y = args
        greater = (x.real > y.real) | ((x.real == y.real) & (x.imag > y.imag))
        less = (x.real < y.real) | ((x.real == y.real) & (x.imag < y.imag))
        out = np.where(greater if pick_max else less, x, y)
        nan = np.isnan(x.real) | np.isnan(x.imag)
        out = np.where(nan, x, np.where(np.isnan(y.real) | np.isnan(y.imag), y, out))
        return out.astype(dtype)

    ints = _int_fn(np.maximum if pick_max else np.minimum)
    return _by_kind(lambda a, d: np.asarray(a[0] | a[1] if pick_max else a[0] & a[1]),
                    ints, floats, complexes, "maximum" if pick_max else "minimum")


def _round_afz(x):
    t = np.trunc(x)
    return np.where(np.abs(x - t) >= 0.5, t + np.sign(x), t)


def _sign(args, dtype):
    x = args[0]
    if x.dtype.kind == "c":
        a = np.abs(x)
        with np.errstate(all="ignore"):
            out = np.where(a == 0, 0, x / np.where(a == 0, 1, a))
        nan = np.isnan(x.real) | np.isnan(x.imag)
        return np.where(nan, complex(np.nan, np.nan), out).astype(dtype)
    if is_int(x.dtype):
        return wrap(np.sign(x.astype(np.int64)), dtype)
    w = x.astype(_wide(x.dtype))
    return np.where(w == 0, w, np.sign(w)).astype(dtype)


def _logistic(x):
    # 1 / (1 + exp(-x)) computed without overflow warnings; scipy's expit is exact enough
    return scipy.special.expit(x)


def _cbrt(x):
    return np.cbrt(x) if x.dtype.kind != "c" else x ** (1 / 3)


def _rsqrt(x):
    return 1 / np.sqrt(x)


def _erf_inv(x):
    return scipy.special.erfinv(x)


def _complex_abs(args, dtype):
    return np.abs(args[0]).astype(dtype)


# --------------------------------------------------------------- conversions
def convert(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """stablehlo.convert: bool <-> anything as 0 / 1 and != 0, integers wrap, floats to
    integers truncate and saturate (NaN -> 0), complex to real drops the imaginary part."""
    src = x.dtype
    with np.errstate(all="ignore"):
        if dtype == np.bool_:
            return np.asarray(x != 0)
        if src == np.bool_:
            return x.astype(np.int64 if is_int(dtype) else np.float32).astype(dtype)
        if is_int(dtype):
            if is_int(src):
                return wrap(x.astype(np.int64) if not src == np.uint64 else x.astype(object),
                            dtype)
            v = np.real(x).astype(np.float64)
            lo, hi = int_range(dtype)
            v = np.clip(np.where(np.isnan(v), 0, np.trunc(v)), float(lo), float(hi))
            ints = [min(max(int(f), lo), hi) for f in np.asarray(v).reshape(-1)]
            return wrap(np.array(ints, dtype=object).reshape(np.shape(v)), dtype)
        if dtype.kind == "c":
            if is_int(src):
                return x.astype(np.float64).astype(dtype)
            return x.astype(dtype)
        if src.kind == "c":
            x = np.real(x)
        if is_int(x.dtype) and not _native(x.dtype):
            x = x.astype(np.int64)
        return x.astype(dtype)


def _convert_rule(args, dtype):
    return convert(args[0], dtype)


def bitcast_convert(x: np.ndarray, dtype: np.dtype, shape) -> np.ndarray:
    if bit_width(x.dtype) % 8 or bit_width(dtype) % 8:
        raise EvaluationError(f"bitcast_convert of sub-byte types ({x.dtype} -> {dtype}) is "
                              f"not supported")
    src = np.dtype(bool) if x.dtype == np.bool_ else x.dtype
    return np.ascontiguousarray(x.astype(src)).view(dtype).reshape(shape)


def _reduce_precision(exponent_bits: int, mantissa_bits: int):
    """Round to a float with the given exponent and mantissa widths (spec reduce_precision)."""
    def rule(args, dtype):
        x = args[0]
        wide = np.dtype(np.float64) if dtype == np.float64 else np.dtype(np.float32)
        w = x.astype(wide)
        ubits = np.dtype(f"u{wide.itemsize}")
        m_total = 52 if wide == np.float64 else 23
        e_total = 11 if wide == np.float64 else 8
        u = w.view(ubits).astype(object)
        out = []
        for v, f in zip(u.reshape(-1), w.reshape(-1)):
            v = int(v)
            if np.isnan(f):
                out.append(f)
                continue
            if mantissa_bits < m_total:
                shift = m_total - mantissa_bits
                last = (v >> shift) & 1
                v = v + ((1 << (shift - 1)) - 1) + last
                v &= ~((1 << shift) - 1)
            if exponent_bits < e_total:
                sign = v >> (m_total + e_total)
                exp = (v >> m_total) & ((1 << e_total) - 1)
                bias = (1 << (e_total - 1)) - 1
                new_bias = (1 << (exponent_bits - 1)) - 1
                e = exp - bias
                if e > new_bias:
                    v = (sign << (m_total + e_total)) | (((1 << e_total) - 1) << m_total)
                elif e <= -new_bias:
                    v = sign << (m_total + e_total)
            out.append(np.asarray(v, ubits).view(wide)[()])
        return np.asarray(out, wide).reshape(x.shape).astype(dtype)
    return rule


# ------------------------------------------------------------------ compare
_COMPARE = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
            "GT": np.greater, "GE": np.greater_equal}


def _total_order_key(x: np.ndarray) -> np.ndarray:
    """Integers ordering floats as IEEE totalOrder does (-NaN < -inf < ... < +NaN)."""
    wide = np.dtype(np.float64) if x.dtype == np.float64 else np.dtype(np.float32)
    w = x.astype(wide)
    signed = w.view(np.dtype(f"i{wide.itemsize}")).astype(object)
    top = (1 << (wide.itemsize * 8 - 1)) - 1
    return np.where(np.asarray(signed) < 0, np.asarray(signed) ^ top, signed)


def compare(x: np.ndarray, y: np.ndarray, direction: str, compare_type: str | None):
    if direction not in _COMPARE:
        raise EvaluationError(f"unknown comparison direction {direction}")
    if compare_type == "TOTALORDER" and is_float(x.dtype):
        x, y = _total_order_key(x), _total_order_key(y)
    elif is_int(x.dtype) and not _native(x.dtype):
        x, y = x.astype(np.int64), y.astype(np.int64)
    elif is_float(x.dtype) and x.dtype.itemsize < 4:
        x, y = x.astype(np.float32), y.astype(np.float32)
    return np.asarray(_COMPARE[direction](x, y))


# -------------------------------------------------------------------- table
def _floating(fn, name):
    f = _float_fn(fn)
    return _by_kind(on_float=f, on_complex=f, name=name)


def _real_only(fn, name):
    return _by_kind(on_float=_float_fn(fn), name=name)


ELEMENTWISE = {
    "add": _by_kind(lambda a, d: np.asarray(a[0] | a[1]), _int_fn(np.add),
                    _float_fn(np.add), _float_fn(np.add), "add"),
    "subtract": _by_kind(None, _int_fn(np.subtract), _float_fn(np.subtract),
                         _float_fn(np.subtract), "subtract"),
    "multiply": _by_kind(lambda a, d: np.asarray(a[0] & a[1]), _int_fn(np.multiply),
                         _float_fn(np.multiply), _float_fn(np.multiply), "multiply"),
    "divide": _by_kind(None, _wrapping(_int_divide), _float_fn(np.true_divide),
                       _float_fn(np.true_divide), "divide"),
    "remainder": _by_kind(None, _wrapping(_int_remainder), _float_fn(np.fmod), None,
                          "remainder"),
    "power": _by_kind(None, _wrapping(_int_power), _float_fn(np.power), _float_fn(np.power),
                      "power"),
    "maximum": _max_min(True),
    "minimum": _max_min(False),
    "atan2": _floating(np.arctan2, "atan2"),
    "and": _by_kind(lambda a, d: np.asarray(a[0] & a[1]), _int_fn(np.bitwise_and), name="and"),
    "or": _by_kind(lambda a, d: np.asarray(a[0] | a[1]), _int_fn(np.bitwise_or), name="or"),
    "xor": _by_kind(lambda a, d: np.asarray(a[0] ^ a[1]), _int_fn(np.bitwise_xor), name="xor"),
    "not": _by_kind(lambda a, d: np.asarray(~a[0]), _int_fn(np.invert), name="not"),
    "shift_left": _by_kind(on_int=_shift("left"), name="shift_left"),
    "shift_right_logical": _by_kind(on_int=_shift("logical"), name="shift_right_logical"),
    "shift_right_arithmetic": _by_kind(on_int=_shift("arithmetic"),
                                       name="shift_right_arithmetic"),
    "popcnt": _by_kind(on_int=_popcnt, name="popcnt"),
    "count_leading_zeros": _by_kind(on_int=_clz, name="count_leading_zeros"),
    "negate": _by_kind(None, _int_fn(np.negative), _float_fn(np.negative),
                       _float_fn(np.negative), "negate"),
    "abs": _by_kind(None, _int_fn(np.abs), _float_fn(np.abs), _complex_abs, "abs"),
    "sign": _sign,
    "floor": _real_only(np.floor, "floor"),
    "ceil": _real_only(np.ceil, "ceil"),
    "round_nearest_even": _real_only(np.rint, "round_nearest_even"),
    "round_nearest_afz": _real_only(_round_afz, "round_nearest_afz"),
    "exponential": _floating(np.exp, "exponential"),
    "exponential_minus_one": _floating(np.expm1, "exponential_minus_one"),
    "log": _floating(np.log, "log"),
    "log_plus_one": _floating(np.log1p, "log_plus_one"),
    "logistic": _floating(_logistic, "logistic"),
    "sine": _floating(np.sin, "sine"),
    "cosine": _floating(np.cos, "cosine"),
    "tan": _floating(np.tan, "tan"),
    "tanh": _floating(np.tanh, "tanh"),
    "sqrt": _floating(np.sqrt, "sqrt"),
    "rsqrt": _floating(_rsqrt, "rsqrt"),
    "cbrt": _floating(_cbrt, "cbrt"),
    "is_finite": lambda a, d: np.asarray(np.isfinite(a[0].astype(_wide(a[0].dtype)))),
    "real": lambda a, d: np.real(a[0]).astype(d),
    "imag": lambda a, d: (np.imag(a[0]) if a[0].dtype.kind == "c"
                          else np.zeros_like(a[0])).astype(d),
    "complex": lambda a, d: (a[0].astype(d) + 1j * a[1].astype(d)).astype(d),
    "convert": _convert_rule,
}

CHLO_ELEMENTWISE = {
    "erf": _real_only(scipy.special.erf, "erf"),
    "erfc": _real_only(scipy.special.erfc, "erfc"),
    "erf_inv": _real_only(_erf_inv, "erf_inv"),
    "lgamma": _real_only(scipy.special.gammaln, "lgamma"),
    "digamma": _real_only(scipy.special.digamma, "digamma"),
    "polygamma": _real_only(lambda n, x: scipy.special.polygamma(n.astype(np.int64), x),
                            "polygamma"),
    "zeta": _real_only(scipy.special.zeta, "zeta"),
    "bessel_i1e": _real_only(scipy.special.i1e, "bessel_i1e"),
    "sinh": _floating(np.sinh, "sinh"),
    "cosh": _floating(np.cosh, "cosh"),
    "asin": _floating(np.arcsin, "asin"),
    "acos": _floating(np.arccos, "acos"),
    "atan": _floating(np.arctan, "atan"),
    "asinh": _floating(np.arcsinh, "asinh"),
    "acosh": _floating(np.arccosh, "acosh"),
    "atanh": _floating(np.arctanh, "atanh"),
    "tan": _floating(np.tan, "tan"),
    "next_after": _real_only(np.nextafter, "next_after"),
    "square": _floating(np.square, "square"),
    "conj": _by_kind(on_complex=lambda a, d: np.conj(a[0]).astype(d), name="conj"),
    "is_inf": lambda a, d: np.asarray(np.isinf(a[0].astype(_wide(a[0].dtype)))),
    "is_pos_inf": lambda a, d: np.asarray(np.isposinf(a[0].astype(_wide(a[0].dtype)))),
    "is_neg_inf": lambda a, d: np.asarray(np.isneginf(a[0].astype(_wide(a[0].dtype)))),
}
