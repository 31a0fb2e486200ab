"""Elementwise primitives, each defined by one row of a table."""
from __future__ import annotations

import numpy as np

from hostcall.dialects import stablehlo as hlo

from .. import dtypes
from ..core import ShapedArray, bind, defprim

_KIND_NAMES = {"b": "bool", "i": "signed integer", "u": "unsigned integer",
               "f": "floating", "c": "complex"}


def _kind(dtype) -> str:
    d = np.dtype(dtype)
    return "f" if d == dtypes.bfloat16 else d.kind


def _check_kinds(name, avals, kinds):
    for a in avals:
        if _kind(a.dtype) not in kinds:
            allowed = ", ".join(_KIND_NAMES[k] for k in kinds)
            raise TypeError(f"{name} does not accept dtype {a.dtype.name} (accepts {allowed})")


def _same_shapes_dtypes(name, avals):
    s, d = avals[0].shape, avals[0].dtype
    for a in avals[1:]:
        if a.shape != s:
            raise TypeError(f"{name} requires arguments of the same shape, got "
                            f"{', '.join(x.str_short() for x in avals)}")
        if a.dtype != d:
            raise TypeError(f"{name} requires arguments of the same dtype, got "
                            f"{', '.join(x.str_short() for x in avals)}")


# ------------------------------------------------------------------ unary ops
def _int_trunc_div(a, b):
    with np.errstate(divide="ignore", invalid="ignore"):
        q = np.abs(a) // np.where(b == 0, 1, np.abs(b))
        return np.where((a < 0) ^ (b < 0), -q, q).astype(a.dtype)


def _div(a, b):
    if a.dtype.kind in "iu":
        return _int_trunc_div(a, b)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.true_divide(a, b)


def _rem(a, b):
    with np.errstate(divide="ignore", invalid="ignore"):
        if a.dtype.kind in "iu":
            return np.fmod(a, np.where(b == 0, 1, b)).astype(a.dtype)
        return np.fmod(a, b)


def _pow(a, b):
    with np.errstate(all="ignore"):
        if a.dtype.kind in "iu":
            return np.power(a, np.maximum(b, 0)).astype(a.dtype)
        return np.power(a, b)


def _errstate(f):
    def g(*a):
        with np.errstate(all="ignore"):
            return f(*a)
    return g


def _sign(x):
    if x.dtype.kind == "c":
        with np.errstate(all="ignore"):
            m = np.abs(x)
            return np.where(m == 0, 0, x / np.where(m == 0, 1, m)).astype(x.dtype)
    return np.sign(x)


def _round_afz(x):
    return (np.sign(x) * np.floor(np.abs(x) + 0.5)).astype(x.dtype)


def _logistic(x):
    with np.errstate(all="ignore"):
        return (1 / (1 + np.exp(-x))).astype(x.dtype)


def _rsqrt(x):
    with np.errstate(all="ignore"):
        return (1 / np.sqrt(x)).astype(x.dtype)


# name -> (stablehlo op, eager rule, accepted dtype kinds)
UNARY = {
    "neg": ("negate", np.negative, "iufc"),
    "abs": ("abs", np.abs, "iufc"),
    "sign": ("sign", _sign, "iufc"),
    "floor": ("floor", np.floor, "f"),
    "ceil": ("ceil", np.ceil, "f"),
    "round": ("round_nearest_afz", _round_afz, "f"),
    "round_even": ("round_nearest_even", np.round, "f"),
    "exp": ("exponential", _errstate(np.exp), "fc"),
    "expm1": ("exponential_minus_one", _errstate(np.expm1), "fc"),
    "log": ("log", _errstate(np.log), "fc"),
    "log1p": ("log_plus_one", _errstate(np.log1p), "fc"),
    "sin": ("sine", np.sin, "fc"),
    "cos": ("cosine", np.cos, "fc"),
    "tan": ("tan", _errstate(np.tan), "fc"),
    "tanh": ("tanh", np.tanh, "fc"),
    "sqrt": ("sqrt", _errstate(np.sqrt), "fc"),
    "rsqrt": ("rsqrt", _rsqrt, "fc"),
    "cbrt": ("cbrt", np.cbrt, "f"),
    "logistic": ("logistic", _logistic, "fc"),
    "not": ("not", lambda x: np.logical_not(x) if x.dtype == bool else np.invert(x), "biu"),
    "population_count": ("popcnt", lambda x: np.bitwise_count(x).astype(x.dtype), "iu"),
}

BINARY = {
    "add": ("add", np.add, "biufc"),
    "sub": ("subtract", np.subtract, "iufc"),
    "mul": ("multiply", np.multiply, "biufc"),
    "div": ("divide", _div, "iufc"),
    "rem": ("remainder", _rem, "iuf"),
    "pow": ("power", _pow, "iufc"),
    "max": ("maximum", np.maximum, "biuf"),
    "min": ("minimum", np.minimum, "biuf"),
    "atan2": ("atan2", np.arctan2, "f"),
    "and": ("and", lambda a, b: a & b, "biu"),
    "or": ("or", lambda a, b: a | b, "biu"),
    "xor": ("xor", lambda a, b: a ^ b, "biu"),
    "shift_left": ("shift_left", lambda a, b: np.left_shift(a, b), "iu"),
    "shift_right_arithmetic": ("shift_right_arithmetic", lambda a, b: np.right_shift(a, b), "iu"),
}

prims: dict = {}


def _unary_rules(name, hlo_name, eager, kinds):
    def shape(x):
        _check_kinds(name, [x], kinds)
        if name == "abs" and x.dtype.kind == "c":
            return x.update(dtype=np.float32 if x.dtype == np.complex64 else np.float64)
        return x

    def emit(ctx, x):
        return hlo.unary(hlo_name, x)

    return defprim(name, shape, emit, lambda x: eager(x))


def _binary_rules(name, hlo_name, eager, kinds):
    def shape(x, y):
        _same_shapes_dtypes(name, [x, y])
        _check_kinds(name, [x, y], kinds)
        return ShapedArray(x.shape, x.dtype, x.weak_type and y.weak_type)

    def emit(ctx, x, y):
        return hlo.binary(hlo_name, x, y)

    return defprim(name, shape, emit, eager)


for _n, (_h, _e, _k) in UNARY.items():
    prims[_n] = _unary_rules(_n, _h, _e, _k)
for _n, (_h, _e, _k) in BINARY.items():
    prims[_n] = _binary_rules(_n, _h, _e, _k)


# --------------------------------------------------------- special elementwise
def _compare_shape(x, y, *, direction):
    _same_shapes_dtypes(f"compare {direction}", [x, y])
    return ShapedArray(x.shape, np.bool_)


_NP_COMPARE = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
               "GT": np.greater, "GE": np.greater_equal}
compare_p = defprim("compare", _compare_shape,
                    lambda ctx, x, y, *, direction: hlo.compare(direction, x, y),
                    lambda x, y, *, direction: _NP_COMPARE[direction](x, y))


def _select_shape(pred, on_true, on_false):
    if pred.dtype != np.bool_:
        raise TypeError(f"select requires a bool predicate, got {pred.str_short()}")
    _same_shapes_dtypes("select", [on_true, on_false])
    if pred.shape not in ((), on_true.shape):
        raise TypeError(f"select predicate shape {pred.shape} must be () or {on_true.shape}")
    return ShapedArray(on_true.shape, on_true.dtype, on_true.weak_type and on_false.weak_type)


def _select_emit(ctx, pred, on_true, on_false):
    if ctx.avals_in[0].shape != ctx.avals_in[1].shape:
        pred = hlo.broadcast_in_dim(pred, ctx.avals_in[1].shape, [])
    return hlo.select(pred, on_true, on_false)


select_p = defprim("select", _select_shape, _select_emit,
                   lambda p, t, f: np.where(p, t, f))


def _clamp_shape(lo, x, hi):
    for b in (lo, hi):
        if b.dtype != x.dtype or b.shape not in ((), x.shape):
            raise TypeError(f"clamp bounds {b.str_short()} do not fit operand {x.str_short()}")
    return x


clamp_p = defprim("clamp", _clamp_shape, lambda ctx, lo, x, hi: hlo.clamp(lo, x, hi),
                  lambda lo, x, hi: np.minimum(np.maximum(x, lo), hi))


def _convert_shape(x, *, new_dtype, weak_type=False):
    dtypes.check_supported(new_dtype)
    return ShapedArray(x.shape, new_dtype, weak_type)


def _convert_eager(x, *, new_dtype, weak_type=False):
    new_dtype = np.dtype(new_dtype)
    with np.errstate(all="ignore"):
        if x.dtype.kind == "c" and new_dtype.kind != "c":
            x = np.real(x)
        if new_dtype == np.bool_:
            return x != 0
        return x.astype(new_dtype)


def _convert_emit(ctx, x, *, new_dtype, weak_type=False):
    src = ctx.avals_in[0].dtype
    if src == np.dtype(new_dtype):
        return x
    if src.kind == "c" and np.dtype(new_dtype).kind != "c":
        x = hlo.real(x)
    if np.dtype(new_dtype) == np.bool_ and src != np.bool_:
        zero = hlo.constant(np.zeros(ctx.avals_in[0].shape, hlo.dtype_of(x)))
        return hlo.compare("NE", x, zero)
    return hlo.convert(x, new_dtype)


convert_element_type_p = defprim("convert_element_type", _convert_shape, _convert_emit,
                                 _convert_eager)


def _is_finite_shape(x):
    _check_kinds("is_finite", [x], "f")
    return ShapedArray(x.shape, np.bool_)


is_finite_p = defprim("is_finite", _is_finite_shape, lambda ctx, x: hlo.is_finite(x),
                      np.isfinite)


def _part_shape(x):
    _check_kinds("real/imag", [x], "c")
    return x.update(dtype=np.float32 if x.dtype == np.complex64 else np.float64)


real_p = defprim("real", _part_shape, lambda ctx, x: hlo.real(x), np.real)
imag_p = defprim("imag", _part_shape, lambda ctx, x: hlo.imag(x), np.imag)


def _complex_shape(x, y):
    _same_shapes_dtypes("complex", [x, y])
    _check_kinds("complex", [x, y], "f")
    return x.update(dtype=np.complex64 if x.dtype == np.float32 else np.complex128)


complex_p = defprim("complex", _complex_shape, lambda ctx, x, y: hlo.complex_(x, y),
                    lambda x, y: x + 1j * y)


# ------------------------------------------------------------------ wrappers
def _wrap(p):
    def f(*args):
        return bind(p, args, {})
    f.__name__ = p.name
    f.__doc__ = f"Elementwise {p.name} (stablehlo.{(UNARY.get(p.name) or BINARY[p.name])[0]})."
    return f


_EXPORT_NAMES = {"not": "bitwise_not", "and": "bitwise_and", "or": "bitwise_or",
                 "xor": "bitwise_xor"}
for _n, _p in prims.items():
    globals()[_EXPORT_NAMES.get(_n, _n)] = _wrap(_p)


def compare(x, y, direction: str):
    return bind(compare_p, (x, y), {"direction": direction})


def eq(x, y): return compare(x, y, "EQ")
def ne(x, y): return compare(x, y, "NE")
def lt(x, y): return compare(x, y, "LT")
def le(x, y): return compare(x, y, "LE")
def gt(x, y): return compare(x, y, "GT")
def ge(x, y): return compare(x, y, "GE")


def select(pred, on_true, on_false):
    return bind(select_p, (pred, on_true, on_false), {})


def clamp(lo, x, hi):
    return bind(clamp_p, (lo, x, hi), {})


def convert_element_type(x, new_dtype, weak_type: bool = False):
    if dtypes.is_python_scalar(x) or isinstance(x, np.generic):
        # fold conversions of constants instead of staging them
        from ..array import make_array
        value = _convert_eager(np.asarray(x), new_dtype=np.dtype(new_dtype))
        return make_array(np.asarray(value), ShapedArray((), new_dtype, weak_type))
    return bind(convert_element_type_p, (x,), {"new_dtype": np.dtype(new_dtype),
                                               "weak_type": weak_type})


def is_finite(x):
    return bind(is_finite_p, (x,), {})


def real(x):
    return bind(real_p, (x,), {})


def imag(x):
    return bind(imag_p, (x,), {})


def complex(x, y):  # noqa: A001 - lax's name
    return bind(complex_p, (x, y), {})


__all__ = [_EXPORT_NAMES.get(n, n) for n in prims] + [
    "compare", "eq", "ne", "lt", "le", "gt", "ge", "select", "clamp", "convert_element_type",
    "is_finite", "real", "imag", "complex"]
