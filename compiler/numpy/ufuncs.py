"""Elementwise functions with numpy's names, promotion and broadcasting."""
from __future__ import annotations

import numpy as np

from .. import dtypes, prng, primitives as lax
from ..primitives import reductions as lax_reductions
from ._base import (aval_of, broadcast_shapes, broadcast_to, promote_and_broadcast,
                    promote_dtypes, scalar_like, shape, to_inexact)
from .creation import full_like, ones_like, zeros_like

_kind = dtypes.kind     # numpy's kind letter, the ml_dtypes types in their family


def _unary_float(name, lax_fn):
    def f(x, /):
        return lax_fn(to_inexact(x))
    f.__name__ = name
    f.__doc__ = f"Elementwise {name}; integers are promoted to float."
    return f


def _unary_same(name, lax_fn):
    def f(x, /):
        return lax_fn(promote_dtypes(x)[0])
    f.__name__ = name
    f.__doc__ = f"Elementwise {name}."
    return f


sin = _unary_float("sin", lax.sin)
cos = _unary_float("cos", lax.cos)
tan = _unary_float("tan", lax.tan)
tanh = _unary_float("tanh", lax.tanh)
exp = _unary_float("exp", lax.exp)
expm1 = _unary_float("expm1", lax.expm1)
log = _unary_float("log", lax.log)
log1p = _unary_float("log1p", lax.log1p)
sqrt = _unary_float("sqrt", lax.sqrt)
cbrt = _unary_float("cbrt", lax.cbrt)
negative = _unary_same("negative", lax.neg)
absolute = _unary_same("absolute", lambda x: x if _kind(aval_of(x).dtype) in "bu" else lax.abs(x))
abs = absolute  # noqa: A001 - numpy's name
sign = _unary_same("sign", lambda x: x if aval_of(x).dtype == np.bool_ else lax.sign(x))


def _float_only_or_identity(name, lax_fn):
    def f(x, /):
        x = promote_dtypes(x)[0]
        if _kind(aval_of(x).dtype) in "biu":
            return x
        return lax_fn(x)
    f.__name__ = name
    f.__doc__ = f"Elementwise numpy.{name} of floats; integers and bools come back unchanged."
    return f


floor = _float_only_or_identity("floor", lax.floor)
ceil = _float_only_or_identity("ceil", lax.ceil)
trunc = _float_only_or_identity(
    "trunc", lambda x: lax.select(lax.lt(x, scalar_like(0, x)),
                                  lax.ceil(x), lax.floor(x)))
rint = _float_only_or_identity("rint", lax.round_even)


def round(x, decimals: int = 0):  # noqa: A001 - numpy's name
    """``x`` rounded to ``decimals`` decimals, halves to even as in numpy."""
    x = promote_dtypes(x)[0]
    if _kind(aval_of(x).dtype) in "biu":
        return x
    if decimals == 0:
        return lax.round_even(x)
    factor = scalar_like(10.0 ** decimals, x)
    return lax.div(lax.round_even(lax.mul(x, factor)), factor)


around = round


def arcsin(x, /):
    """Elementwise inverse sine (NaN outside [-1, 1])."""
    x = to_inexact(x)
    one = scalar_like(1, x)
    return lax.atan2(x, lax.sqrt(lax.mul(lax.sub(one, x), lax.add(one, x))))


def arccos(x, /):
    """Elementwise inverse cosine (NaN outside [-1, 1])."""
    x = to_inexact(x)
    one = scalar_like(1, x)
    return lax.atan2(lax.sqrt(lax.mul(lax.sub(one, x), lax.add(one, x))), x)


def arctan(x, /):
    """Elementwise inverse tangent."""
    x = to_inexact(x)
    return lax.atan2(x, ones_like(x))


# past |x| = 9, e**-|x| is below float32's precision next to e**|x|, and e**|x| / 2 is
# computed as e**(|x|/2) * (e**(|x|/2) / 2), finite as long as the result is (|x| < 89.4)
_HYPERBOLIC_LARGE = 9.0


def _half_exp(a):
    h = lax.exp(lax.mul(a, scalar_like(0.5, a)))
    return lax.mul(h, lax.mul(h, scalar_like(0.5, h)))


def sinh(x, /):
    """(e**x - e**-x) / 2, from expm1 near 0 (sinh(1e-30) is 1e-30, signed zeros kept)."""
    x = to_inexact(x)
    if _kind(aval_of(x).dtype) == "c":
        return lax.mul(lax.sub(lax.exp(x), lax.exp(lax.neg(x))), scalar_like(0.5, x))
    a = lax.abs(x)
    e = lax.expm1(a)
    near = lax.mul(scalar_like(0.5, a), lax.add(e, lax.div(e, lax.add(e, scalar_like(1, e)))))
    s = lax.select(lax.lt(a, scalar_like(_HYPERBOLIC_LARGE, a)), near, _half_exp(a))
    s = lax.select(lax.lt(x, scalar_like(0, x)), lax.neg(s), s)
    return lax.select(lax.eq(x, scalar_like(0, x)), x, s)


def cosh(x, /):
    """(e**x + e**-x) / 2, finite as long as the result is."""
    x = to_inexact(x)
    half = scalar_like(0.5, x)
    if _kind(aval_of(x).dtype) == "c":
        return lax.mul(lax.add(lax.exp(x), lax.exp(lax.neg(x))), half)
    a = lax.abs(x)
    near = lax.mul(lax.add(lax.exp(a), lax.exp(lax.neg(a))), half)
    return lax.select(lax.lt(a, scalar_like(_HYPERBOLIC_LARGE, a)), near, _half_exp(a))


def exp2(x, /):
    """Elementwise 2**x."""
    x = to_inexact(x)
    return lax.exp(lax.mul(x, scalar_like(np.log(2.0), x)))


def log2(x, /):
    """Elementwise base-2 logarithm."""
    x = to_inexact(x)
    return lax.div(lax.log(x), scalar_like(np.log(2.0), x))


def log10(x, /):
    """Elementwise base-10 logarithm."""
    x = to_inexact(x)
    return lax.div(lax.log(x), scalar_like(np.log(10.0), x))


def square(x, /):
    """Elementwise x*x (integers stay integers)."""
    x = promote_dtypes(x)[0]
    return lax.mul(x, x)


def reciprocal(x, /):
    """Elementwise 1/x."""
    x = to_inexact(x)  # JAX: integers become floats first (numpy would truncate)
    return lax.div(scalar_like(1, x), x)


# ---------------------------------------------------------------- binary ops
def _binary(name, lax_fn):
    def f(x, y, /):
        x, y = promote_and_broadcast(name, x, y)
        return lax_fn(x, y)
    f.__name__ = name
    f.__doc__ = f"Elementwise {name} with promotion and broadcasting."
    return f


add = _binary("add", lambda x, y: lax.bitwise_or(x, y) if aval_of(x).dtype == np.bool_
              else lax.add(x, y))
subtract = _binary("subtract", lax.sub)
_multiply = _binary("multiply", lambda x, y: lax.bitwise_and(x, y)
                    if aval_of(x).dtype == np.bool_ else lax.mul(x, y))


def multiply(x, y, /):
    """Elementwise multiply with promotion and broadcasting.  A boolean times a number
    selects (``b * x`` is ``x`` where ``b``, else 0), as JAX's values are: XLA folds the
    product of a converted boolean into a select, so ``(mask == 0) * -inf`` is 0 where the
    mask is set, not IEEE's 0 * -inf = nan, eagerly and under jit alike."""
    bx, by = (aval_of(v).dtype == np.bool_ for v in (x, y))
    if bx == by:
        return _multiply(x, y)
    px, py = promote_and_broadcast("multiply", x, y)
    mask, value = (x, py) if bx else (y, px)
    return lax.select(broadcast_to(mask, aval_of(value).shape), value, zeros_like(value))
maximum = _binary("maximum", lax.max)
minimum = _binary("minimum", lax.min)
bitwise_and = _binary("bitwise_and", lax.bitwise_and)
bitwise_or = _binary("bitwise_or", lax.bitwise_or)
bitwise_xor = _binary("bitwise_xor", lax.bitwise_xor)
left_shift = _binary("left_shift", lax.shift_left)
right_shift = _binary("right_shift", lambda x, y: lax.shift_right_logical(x, y)
                      if _kind(aval_of(x).dtype) == "u" else lax.shift_right_arithmetic(x, y))
bitwise_left_shift, bitwise_right_shift = left_shift, right_shift   # the array API's names


def arctan2(x, y, /):
    """Elementwise angle of the point (x2, x1) in radians, with C's signed-zero and infinity
    rules.
    """
    x, y = promote_and_broadcast("arctan2", to_inexact(x), to_inexact(y))
    return lax.atan2(x, y)


# the array API's names of the inverse trigonometric functions
acos, asin, atan, atan2 = arccos, arcsin, arctan, arctan2


def true_divide(x, y, /):
    """Elementwise true division x1 / x2: integers give floats."""
    x, y = promote_and_broadcast("true_divide", x, y)
    if _kind(aval_of(x).dtype) in "biu":
        x, y = to_inexact(x), to_inexact(y)
    return lax.div(x, y)


divide = true_divide


def floor_divide(x, y, /):
    """Elementwise x1 // x2, rounding toward minus infinity."""
    x, y = promote_and_broadcast("floor_divide", x, y)
    d = aval_of(x).dtype
    if _kind(d) in "iu":
        q = lax.div(x, y)
        if _kind(d) == "u":
            return q
        zero = scalar_like(0, x)
        r = lax.rem(x, y)
        adjust = lax.bitwise_and(lax.ne(r, zero), lax.ne(lax.lt(r, zero), lax.lt(y, zero)))
        return lax.select(adjust, lax.sub(q, scalar_like(1, q)), q)
    if d == np.bool_:
        return lax.bitwise_and(x, y)
    # JAX's (and numpy's) float divmod: (x - x mod y) / y, one less where the remainder's
    # sign differs from y's; floor(x / y) would give -0.0 for -5 // inf instead of -1
    mod = lax.rem(x, y)
    div = lax.div(lax.sub(x, mod), y)
    adjust = lax.bitwise_and(lax.ne(mod, scalar_like(0, mod)),
                             lax.ne(lax.sign(y), lax.sign(mod)))
    q = lax.round(lax.select(adjust, lax.sub(div, scalar_like(1, div)), div))
    # x // 0 is x / 0 (inf, -inf or NaN), as in numpy and JAX
    return lax.select(lax.eq(y, scalar_like(0, y)), lax.div(x, y), q)


def remainder(x, y, /):
    """Elementwise x1 mod x2 with the sign of the divisor (Python's %)."""
    x, y = promote_and_broadcast("remainder", x, y)
    d = aval_of(x).dtype
    r = lax.rem(x, y)
    if _kind(d) == "u" or d == np.bool_:
        return r
    zero = scalar_like(0, r)
    fix = lax.bitwise_and(lax.ne(r, zero), lax.ne(lax.lt(r, zero), lax.lt(y, zero)))
    return lax.select(fix, lax.add(r, y), r)


mod = remainder


def fmod(x, y, /):
    """Elementwise remainder of truncated division, with the sign of the dividend (C's
    fmod).
    """
    x, y = promote_and_broadcast("fmod", x, y)
    return lax.rem(x, y)


def power(x, y, /):
    """Elementwise x1 ** x2 with numpy's dtype promotion; integer powers of integers stay
    integers.
    """
    if isinstance(y, (int, np.integer)) and not isinstance(y, (bool, np.bool_)):
        # a concrete integer exponent: multiplications, as JAX's lax.integer_pow
        return lax.integer_pow(promote_dtypes(x)[0], int(y))
    x, y = promote_and_broadcast("power", x, y)
    return lax.pow(x, y)


pow = power  # noqa: A001 - numpy's name


# -------------------------------------------------------------- comparisons
def _comparison(name, direction):
    def f(x, y, /):
        x, y = promote_and_broadcast(name, x, y)
        return lax.compare(x, y, direction)
    f.__name__ = name
    f.__doc__ = f"Elementwise numpy.{name} of broadcast, promoted operands: a bool array."
    return f


equal = _comparison("equal", "EQ")
not_equal = _comparison("not_equal", "NE")
less = _comparison("less", "LT")
less_equal = _comparison("less_equal", "LE")
greater = _comparison("greater", "GT")
greater_equal = _comparison("greater_equal", "GE")


# ------------------------------------------------------------------ logical
def as_bool(x):
    av = aval_of(x)
    if av.dtype == np.bool_:
        return promote_dtypes(x)[0]
    return lax.ne(x, scalar_like(0, x))


def logical_and(x, y, /):
    """Elementwise truth of x1 and x2 (operands read as bool)."""
    x, y = promote_and_broadcast("logical_and", as_bool(x), as_bool(y))
    return lax.bitwise_and(x, y)


def logical_or(x, y, /):
    """Elementwise truth of x1 or x2."""
    x, y = promote_and_broadcast("logical_or", as_bool(x), as_bool(y))
    return lax.bitwise_or(x, y)


def logical_xor(x, y, /):
    """Elementwise truth of exactly one of x1 and x2."""
    x, y = promote_and_broadcast("logical_xor", as_bool(x), as_bool(y))
    return lax.bitwise_xor(x, y)


def logical_not(x, /):
    """Elementwise truth of not x."""
    return lax.bitwise_not(as_bool(x))


def bitwise_not(x, /):
    """Elementwise bitwise complement (logical not for bools)."""
    return lax.bitwise_not(promote_dtypes(x)[0])


invert = bitwise_not
bitwise_invert = bitwise_not   # the array API's name


def isfinite(x, /):
    """Elementwise: whether x is neither infinite nor NaN (always true for integers)."""
    x = promote_dtypes(x)[0]
    av = aval_of(x)
    if _kind(av.dtype) in "biu":
        return full_like(x, True, dtype=bool)
    if _kind(av.dtype) == "c":
        return lax.bitwise_and(lax.is_finite(lax.real(x)), lax.is_finite(lax.imag(x)))
    return lax.is_finite(x)


def isnan(x, /):
    """Elementwise: whether x is NaN."""
    x = promote_dtypes(x)[0]
    if _kind(aval_of(x).dtype) in "biu":
        return full_like(x, False, dtype=bool)
    return lax.ne(x, x)


def isinf(x, /):
    """Elementwise: whether x is +inf or -inf."""
    x = promote_dtypes(x)[0]
    av = aval_of(x)
    if _kind(av.dtype) in "biu":
        return full_like(x, False, dtype=bool)
    if _kind(av.dtype) == "c":
        return lax.bitwise_or(isinf(lax.real(x)), isinf(lax.imag(x)))
    return lax.eq(lax.abs(x), scalar_like(np.inf, x))


@prng.on_keys("numpy.where")
def where(condition, x=None, y=None, /):
    """``x`` where ``condition`` else ``y``, broadcast and promoted; with only
    ``condition``, its nonzero indices (which needs a concrete array or ``size=``, as in
    JAX).
    """
    if x is None or y is None:
        raise NotImplementedError("hostcall.numpy.where needs x and y (the one-argument form "
                                  "has a data-dependent shape)")
    c = as_bool(condition)
    x, y = promote_dtypes(x, y)
    c, x, y = _broadcast_all(c, x, y)
    return lax.select(c, x, y)


def _broadcast_all(*args):
    out = broadcast_shapes(*[shape(a) for a in args])
    return [broadcast_to(a, out) for a in args]


def clip(a, a_min=None, a_max=None, *, min=None, max=None):  # noqa: A002
    """``a`` limited to [a_min, a_max] elementwise (either bound may be None); JAX's
    ``min``/``max`` names are accepted too.
    """
    a_min = a_min if a_min is not None else min
    a_max = a_max if a_max is not None else max
    if a_min is not None:
        a = maximum(a, a_min)
    if a_max is not None:
        a = minimum(a, a_max)
    return a


def real(x, /):
    """The real part (the input itself for real arrays)."""
    x = promote_dtypes(x)[0]
    return lax.real(x) if _kind(aval_of(x).dtype) == "c" else x


def imag(x, /):
    """The imaginary part (zeros for real arrays)."""
    x = promote_dtypes(x)[0]
    if _kind(aval_of(x).dtype) == "c":
        return lax.imag(x)
    return zeros_like(x)


def conjugate(x, /):
    """Elementwise complex conjugate (the input itself for real arrays)."""
    x = promote_dtypes(x)[0]
    if _kind(aval_of(x).dtype) != "c":
        return x
    return lax.complex(lax.real(x), lax.neg(lax.imag(x)))


conj = conjugate


def angle(z, deg=False):
    """The argument of complex ``z`` (atan2 of its imaginary and real parts); 0 or pi for
    real ``z``; in degrees with ``deg=True``."""
    z = to_inexact(promote_dtypes(z)[0])
    re, im = real(z), imag(z)
    out = lax.atan2(im, re)
    return lax.mul(out, lax.convert_element_type(180 / np.pi, aval_of(out).dtype)) if deg \
        else out


# numpy's spellings of the monoids lax.reduce recognizes
lax_reductions.REDUCE_COMPUTATIONS.update({add: "add", multiply: "mul", maximum: "max",
                                           minimum: "min"})
