"""Elementwise primitives, each defined by one row of a table."""
from __future__ import annotations

import enum
import operator

import numpy as np

from hostcall.dialects import stablehlo as hlo
from hostcall.reference.elementwise import convert as reference_convert

from .. import dtypes, prng
from ..array import make_array
from ..core import BY_REFERENCE, ShapedArray, abstractify, bind, defprim
from .accuracy import ACCURACY_OPS, check_accuracy
from .structural import broadcast_in_dim

_KIND_NAMES = {"b": "bool", "i": "signed integer", "u": "unsigned integer",
               "f": "floating", "c": "complex"}


def _kind(dtype) -> str:
    return dtypes.kind(dtype)


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


def _broadcast_scalars_shape(name, avals) -> tuple:
    """The shape of an n-ary op whose rank-0 operands broadcast, as in JAX's lax
    (``lax.max(x, 0.)``); other operands must agree exactly."""
    shapes = {a.shape for a in avals if a.shape}
    if len(shapes) > 1:
        raise TypeError(f"{name} requires arguments of the same shape, got "
                        f"{', '.join(x.str_short() for x in avals)}")
    d = avals[0].dtype
    if any(a.dtype != d for a in avals[1:]):
        raise TypeError(f"{name} requires arguments of the same dtype, got "
                        f"{', '.join(x.str_short() for x in avals)}")
    return shapes.pop() if shapes else ()


def _broadcast_scalars(ctx, *values):
    """Broadcast rank-0 operands to the result's shape (StableHLO needs equal shapes)."""
    shape = ctx.avals_out[0].shape
    return [v if a.shape == shape else hlo.broadcast_in_dim(v, shape, [])
            for v, a in zip(values, ctx.avals_in)]


# ------------------------------------------------------------------ unary ops
# name -> (op, accepted dtype kinds); the op is stablehlo.<op>, or the CHLO op named in
# full ("chlo.erf": special functions StableHLO lacks, which IREE expands).  Eagerly each
# primitive computes its op's reference function (hostcall.reference.ops.OPS).
UNARY = {
    "neg": ("negate", "iufc"),
    "abs": ("abs", "ifc"),
    "sign": ("sign", "iufc"),
    "floor": ("floor", "f"),
    "ceil": ("ceil", "f"),
    "round": ("round_nearest_afz", "f"),
    "round_even": ("round_nearest_even", "f"),
    "exp": ("exponential", "fc"),
    "expm1": ("exponential_minus_one", "fc"),
    "log": ("log", "fc"),
    "log1p": ("log_plus_one", "fc"),
    "sin": ("sine", "fc"),
    "cos": ("cosine", "fc"),
    "tan": ("tan", "fc"),
    "tanh": ("tanh", "fc"),
    "sqrt": ("sqrt", "fc"),
    "rsqrt": ("rsqrt", "fc"),
    "cbrt": ("cbrt", "f"),
    "logistic": ("logistic", "fc"),
    "not": ("not", "biu"),
    "population_count": ("popcnt", "iu"),
    "clz": ("count_leading_zeros", "iu"),
    "erf": ("chlo.erf", "f"),
    "erfc": ("chlo.erfc", "f"),
    "erf_inv": ("chlo.erf_inv", "f"),
    "lgamma": ("chlo.lgamma", "f"),
    "digamma": ("chlo.digamma", "f"),
    "bessel_i1e": ("chlo.bessel_i1e", "f"),
}

BINARY = {
    "add": ("add", "biufc"),
    "sub": ("subtract", "iufc"),
    "mul": ("multiply", "biufc"),
    "div": ("divide", "iufc"),
    "rem": ("remainder", "iuf"),
    "pow": ("power", "iufc"),
    "max": ("maximum", "biuf"),
    "min": ("minimum", "biuf"),
    "atan2": ("atan2", "f"),
    "and": ("and", "biu"),
    "or": ("or", "biu"),
    "xor": ("xor", "biu"),
    "shift_left": ("shift_left", "iu"),
    "shift_right_arithmetic": ("shift_right_arithmetic", "iu"),
    "shift_right_logical": ("shift_right_logical", "iu"),
    "polygamma": ("chlo.polygamma", "f"),   # polygamma(n, x)
    "zeta": ("chlo.zeta", "f"),             # Hurwitz zeta(s, q)
}

prims: dict = {}


def _emit_op(op_name, *operands):
    """The op of a table row: ``chlo.<name>`` when named in full, else ``stablehlo.<name>``."""
    if op_name.startswith("chlo."):
        build = hlo.chlo_unary if len(operands) == 1 else hlo.chlo_binary
        return build(op_name[len("chlo."):], *operands)
    return (hlo.unary if len(operands) == 1 else hlo.binary)(op_name, *operands)


def _op_full_name(op_name) -> str:
    return op_name if "." in op_name else f"stablehlo.{op_name}"


def _unary_rules(name, hlo_name, kinds):
    def shape(x):
        _check_kinds(name, [x], kinds)
        if name == "abs" and x.dtype.kind == "c":
            return x.update(dtype=np.float32 if x.dtype == np.complex64 else np.float64)
        return x

    def emit(ctx, x):
        special = _UNARY_EMIT_FOR_KIND.get((name, ctx.avals_in[0].dtype.kind))
        return special(ctx, x) if special else _emit_op(hlo_name, x)

    return defprim(name, shape, emit, BY_REFERENCE, op_name=_op_full_name(hlo_name))


def _full(aval, value, dtype=None):
    """A constant of ``aval``'s shape (and dtype, unless given) filled with ``value``."""
    return hlo.constant(np.full(aval.shape, value, aval.dtype if dtype is None else dtype))


def _unsigned_sign_emit(ctx, x):
    """stablehlo.sign takes no unsigned integers: sign(x) = (x != 0) for them."""
    aval = ctx.avals_in[0]
    return hlo.convert(hlo.compare("NE", x, _full(aval, 0)), aval.dtype)


# (primitive, dtype kind) -> emit rule, where StableHLO's op does not take the dtype (its
# sign takes no unsigned integers).  Where IREE computes an op differently from the spec,
# the fix is hostcall-spec-math's (cbrt, power, atan2), which foreign modules get too.
_UNARY_EMIT_FOR_KIND = {("sign", "u"): _unsigned_sign_emit}


def _binary_rules(name, hlo_name, kinds):
    def shape(x, y):
        out_shape = _broadcast_scalars_shape(name, [x, y])
        _check_kinds(name, [x, y], kinds)
        return ShapedArray(out_shape, x.dtype, x.weak_type and y.weak_type)

    def emit(ctx, x, y):
        return _emit_op(hlo_name, *_broadcast_scalars(ctx, x, y))

    return defprim(name, shape, emit, BY_REFERENCE, op_name=_op_full_name(hlo_name))


for _n, (_h, _k) in UNARY.items():
    prims[_n] = _unary_rules(_n, _h, _k)
for _n, (_h, _k) in BINARY.items():
    prims[_n] = _binary_rules(_n, _h, _k)


# --------------------------------------------------------- special elementwise
def _compare_shape(x, y, *, direction):
    return ShapedArray(_broadcast_scalars_shape(f"compare {direction}", [x, y]), np.bool_)


compare_p = defprim("compare", _compare_shape,
                    lambda ctx, x, y, *, direction: hlo.compare(direction,
                                                                *_broadcast_scalars(ctx, x, y)),
                    BY_REFERENCE, op_name="stablehlo.compare",
                    attrs=lambda direction: {"comparison_direction": direction})


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


select_p = defprim("select", _select_shape, _select_emit, BY_REFERENCE,
                   op_name="stablehlo.select")


def _clamp_shape(lo, x, hi):
    for b in (lo, hi):
        if b.dtype != x.dtype or b.shape not in ((), x.shape):
            raise TypeError(f"clamp bounds {b.str_short()} do not fit operand {x.str_short()}")
    return x


clamp_p = defprim("clamp", _clamp_shape, lambda ctx, lo, x, hi: hlo.clamp(lo, x, hi),
                  BY_REFERENCE, op_name="stablehlo.clamp")


def _convert_shape(x, *, new_dtype, weak_type=False):
    dtypes.check_supported(new_dtype)
    return ShapedArray(x.shape, new_dtype, weak_type)


def _convert_emit(ctx, x, *, new_dtype, weak_type=False):
    src = ctx.avals_in[0].dtype
    if src == np.dtype(new_dtype):
        return x
    if src.kind == "c" and np.dtype(new_dtype).kind != "c":
        x = hlo.real(x)
    if np.dtype(new_dtype) == np.bool_ and src != np.bool_:
        zero = hlo.constant(np.zeros(ctx.avals_in[0].shape, hlo.dtype_of(x)))
        return hlo.compare("NE", x, zero)
    # float -> int saturation (as XLA) is hostcall-spec-math's and integer -> bf16 through
    # float32 hostcall-int-to-bf16's: foreign modules get both too
    return hlo.convert(x, new_dtype)


# eagerly: the reference's stablehlo.convert, whose float -> int conversion saturates and
# sends NaN to 0 as XLA does (and hostcall-spec-math makes IREE do)
convert_element_type_p = defprim("convert_element_type", _convert_shape, _convert_emit,
                                 BY_REFERENCE, op_name="stablehlo.convert",
                                 attrs=lambda new_dtype, weak_type=False: {})


def _bitcast_shape(x, *, new_dtype):
    new = np.dtype(new_dtype)
    dtypes.check_supported(new)
    _check_kinds("bitcast_convert_type", [x], "iuf")
    _check_kinds("bitcast_convert_type", [ShapedArray((), new)], "iuf")
    if new.itemsize != x.dtype.itemsize:
        raise TypeError(f"bitcast_convert_type from {x.dtype.name} to {new.name}: hostcall "
                        f"reinterprets bits between types of the same width only "
                        f"({x.dtype.itemsize} and {new.itemsize} bytes)")
    return ShapedArray(x.shape, new)


def _bitcast_emit(ctx, x, *, new_dtype):
    return hlo.bitcast_convert(x, np.dtype(new_dtype))


bitcast_convert_type_p = defprim("bitcast_convert_type", _bitcast_shape, _bitcast_emit,
                                 BY_REFERENCE, op_name="stablehlo.bitcast_convert",
                                 attrs=lambda new_dtype: {})


def bitcast_convert_type(operand, new_dtype):
    """The bits of ``operand`` read as ``new_dtype``, a type of the same width (as
    jax.lax.bitcast_convert_type; JAX also changes widths through a trailing axis)."""
    return bind(bitcast_convert_type_p, (operand,), {"new_dtype": np.dtype(new_dtype)})


def _is_finite_shape(x):
    _check_kinds("is_finite", [x], "f")
    return ShapedArray(x.shape, np.bool_)


is_finite_p = defprim("is_finite", _is_finite_shape, lambda ctx, x: hlo.is_finite(x),
                      BY_REFERENCE, op_name="stablehlo.is_finite")


def _part_shape(x):
    _check_kinds("real/imag", [x], "c")
    return x.update(dtype=np.float32 if x.dtype == np.complex64 else np.float64)


real_p = defprim("real", _part_shape, lambda ctx, x: hlo.real(x), BY_REFERENCE,
                 op_name="stablehlo.real")
imag_p = defprim("imag", _part_shape, lambda ctx, x: hlo.imag(x), BY_REFERENCE,
                 op_name="stablehlo.imag")


def _complex_shape(x, y):
    _same_shapes_dtypes("complex", [x, y])
    _check_kinds("complex", [x, y], "f")
    return x.update(dtype=np.complex64 if x.dtype == np.float32 else np.complex128)


complex_p = defprim("complex", _complex_shape, lambda ctx, x, y: hlo.complex_(x, y),
                    BY_REFERENCE, op_name="stablehlo.complex")


def _reduce_precision_shape(x, *, exponent_bits, mantissa_bits):
    _check_kinds("reduce_precision", [x], "f")
    if exponent_bits < 1 or mantissa_bits < 0:
        raise ValueError(f"reduce_precision: exponent_bits must be >= 1 and mantissa_bits "
                         f">= 0, got {exponent_bits} and {mantissa_bits}")
    return x


def _reduce_precision_emit(ctx, x, *, exponent_bits, mantissa_bits):
    return hlo.reduce_precision(x, exponent_bits, mantissa_bits)


reduce_precision_p = defprim("reduce_precision", _reduce_precision_shape,
                             _reduce_precision_emit, BY_REFERENCE,
                             op_name="stablehlo.reduce_precision", attrs=dict)


# ------------------------------------------------------------------ wrappers
def _wrap(p):
    if p.name in ACCURACY_OPS:
        def f(x, *, accuracy=None):
            check_accuracy(p.name, accuracy)
            return bind(p, (x,), {})
        f.__doc__ = (f"Elementwise {p.name} ({p.op_name}); ``accuracy`` is checked, and "
                     "IREE's one implementation computes it.")
    else:
        def f(*args):
            return bind(p, args, {})
        f.__doc__ = f"Elementwise {p.name} ({p.op_name})."
    f.__name__ = p.name
    return f


_EXPORT_NAMES = {"not": "bitwise_not", "and": "bitwise_and", "or": "bitwise_or",
                 "xor": "bitwise_xor"}
for _n, _p in prims.items():
    globals()[_EXPORT_NAMES.get(_n, _n)] = _wrap(_p)

_round_half_away = globals()["round"]


class RoundingMethod(enum.IntEnum):
    """How ``round`` breaks ties: away from zero (C's round) or to the even neighbour."""
    AWAY_FROM_ZERO = 0
    TO_NEAREST_EVEN = 1


def round(x, rounding_method=RoundingMethod.AWAY_FROM_ZERO):  # noqa: A001 - jax.lax's name
    """Elementwise rounding to an integral value, ties away from zero
    (stablehlo.round_nearest_afz) or to the even neighbour (round_nearest_even) as
    ``rounding_method`` says."""
    if RoundingMethod(rounding_method) == RoundingMethod.AWAY_FROM_ZERO:
        return _round_half_away(x)
    return round_even(x)  # noqa: F821 - defined by the loop above


def compare(x, y, direction: str):
    """Elementwise comparison of ``x`` and ``y`` in ``direction`` (EQ, NE, LT, LE, GT, GE):
    ``stablehlo.compare``; a bool array.
    """
    return bind(compare_p, (x, y), {"direction": direction})


def _comparison(direction: str, symbol: str):
    def f(x, y):
        return compare(x, y, direction)
    f.__name__ = direction.lower()
    f.__doc__ = f"Elementwise ``x {symbol} y`` (``stablehlo.compare {direction}``)."
    return f


eq, ne, lt, le, gt, ge = (_comparison(d, s) for d, s in (
    ("EQ", "=="), ("NE", "!="), ("LT", "<"), ("LE", "<="), ("GT", ">"), ("GE", ">=")))


@prng.on_keys("lax.select", broadcast_in_dim=broadcast_in_dim)
def select(pred, on_true, on_false):
    """Elementwise ``on_true`` where ``pred`` else ``on_false`` (``stablehlo.select``); all
    three of one shape, as in JAX.
    """
    return bind(select_p, (pred, on_true, on_false), {})


def clamp(lo, x, hi):
    """Elementwise ``min(max(x, min), max)`` (``stablehlo.clamp``); ``min`` and ``max`` may
    be scalars.
    """
    return bind(clamp_p, (lo, x, hi), {})


def convert_element_type(x, new_dtype, weak_type: bool = False):
    """``operand`` converted to ``new_dtype`` (``stablehlo.convert``): floats round to
    nearest even, float to int truncates toward zero, as in JAX.
    """
    if dtypes.is_python_scalar(x) or isinstance(x, np.generic):
        # fold conversions of constants instead of staging them
        value = reference_convert(np.asarray(x), np.dtype(new_dtype))
        return make_array(np.asarray(value), ShapedArray((), new_dtype, weak_type))
    return bind(convert_element_type_p, (x,), {"new_dtype": np.dtype(new_dtype),
                                               "weak_type": weak_type})


def integer_pow(x, y: int):
    """x ** y for a Python integer y (lax.integer_pow): multiplications by repeated
    squaring, exact for negative bases; a negative y takes the reciprocal."""
    y = operator.index(y)
    aval = abstractify(x)
    one = convert_element_type(1, aval.dtype, aval.weak_type)
    if y == 0:
        return broadcast_in_dim(one, aval.shape, ())
    acc, base, n = None, x, -y if y < 0 else y  # (abs is lax.abs here)
    while n:
        if n & 1:
            acc = base if acc is None else mul(acc, base)
        n >>= 1
        if n:
            base = mul(base, base)
    return div(one, acc) if y < 0 else acc


def square(x):
    """x * x (lax.square)."""
    return mul(x, x)


def exp2(x, *, accuracy=None):
    """2 ** x, as JAX lowers lax.exp2: exp(ln 2 * x)."""
    check_accuracy("exp2", accuracy)
    aval = abstractify(x)
    _check_kinds("exp2", [aval], "fc")
    return exp(mul(convert_element_type(np.log(2.0), aval.dtype, aval.weak_type), x))


def conj(x):
    """The complex conjugate (lax.conj): complex in, complex out; a float32/float64 x
    gives the complex number x + 0j, as in JAX."""
    aval = abstractify(x)
    if aval.dtype.kind == "c":
        return complex(real(x), neg(imag(x)))
    if aval.dtype not in (np.float32, np.float64):
        raise TypeError(f"conj does not accept dtype {aval.dtype.name} (accepts float32, "
                        f"float64, complex64, complex128)")
    zeros = broadcast_in_dim(convert_element_type(0, aval.dtype), aval.shape, ())
    return complex(x, zeros)


def is_finite(x):
    """Elementwise: whether ``x`` is neither infinite nor NaN (``stablehlo.is_finite``)."""
    return bind(is_finite_p, (x,), {})


def real(x):
    """The real part of a complex array (``stablehlo.real``)."""
    return bind(real_p, (x,), {})


def imag(x):
    """The imaginary part of a complex array (``stablehlo.imag``)."""
    return bind(imag_p, (x,), {})


def complex(x, y):  # noqa: A001 - lax's name
    """The complex array ``x + i y`` from two real arrays of one dtype
    (``stablehlo.complex``).
    """
    return bind(complex_p, (x, y), {})


def reduce_precision(operand, exponent_bits: int, mantissa_bits: int):
    """``operand`` rounded (to nearest even) to a float with ``exponent_bits`` exponent and
    ``mantissa_bits`` mantissa bits, kept in its own dtype (``stablehlo.reduce_precision``);
    as jax.lax.reduce_precision."""
    return bind(reduce_precision_p, (operand,), {"exponent_bits": operator.index(exponent_bits),
                                                 "mantissa_bits": operator.index(mantissa_bits)})


def reciprocal(x):
    """1 / x (lax.reciprocal)."""
    return integer_pow(x, -1)


_UINT_OF_WIDTH = {2: np.uint16, 4: np.uint32, 8: np.uint64}


def nextafter(x1, x2):
    """The next float after ``x1`` towards ``x2``, elementwise (lax.nextafter): one step
    of the bit pattern read as an integer; NaN if either is NaN, ``x2`` where they are
    equal, the smallest subnormal of x2's sign after a zero. No derivative, as in JAX."""
    ax, ay = abstractify(x1), abstractify(x2)
    _same_shapes_dtypes("nextafter", [ax, ay])
    _check_kinds("nextafter", [ax, ay], "f")
    dt = ax.dtype
    ut = np.dtype(_UINT_OF_WIDTH[dt.itemsize])

    def full(v, t):
        return broadcast_in_dim(convert_element_type(v, t), ax.shape, ())

    bx, by = bitcast_convert_type(x1, ut), bitcast_convert_type(x2, ut)
    sign = full(1 << (8 * dt.itemsize - 1), ut)
    one = full(1, ut)
    zero_x = eq(x1, full(0, dt))
    # after a zero: the smallest subnormal with y's sign
    tiny = bitwise_or(bitwise_and(by, sign), one)
    # away from zero (|x| grows) when x and y - x have the same sign
    grow = eq(lt(x1, full(0, dt)), gt(x1, x2))
    stepped = select(grow, add(bx, one), sub(bx, one))
    out = bitcast_convert_type(select(zero_x, tiny, stepped), dt)
    out = select(eq(x1, x2), x2, out)
    nan = bitwise_or(ne(x1, x1), ne(x2, x2))
    return select(nan, add(x1, x2), out)


__all__ = [_EXPORT_NAMES.get(n, n) for n in prims] + [
    "compare", "eq", "ne", "lt", "le", "gt", "ge", "select", "clamp", "convert_element_type",
    "integer_pow", "square", "exp2", "conj",
    "is_finite", "real", "imag", "complex", "reduce_precision", "reciprocal", "nextafter",
    "RoundingMethod"]
