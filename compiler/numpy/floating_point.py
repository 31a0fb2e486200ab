"""Floating-point decomposition: signbit and copysign (the sign bit itself, so -0.0
and -NaN count as negative), ldexp and frexp (exact powers of two), modf and fix,
nan_to_num, nextafter and spacing, isposinf / isneginf, fabs and i0.

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np

from .. import dtypes, primitives as lax
from ._base import (asarray, aval_of, broadcast_pair, inexact_broadcast, is_inexact, no_out,
                    promote_dtypes, promote_inexact, scalar_like, shape, to_inexact)
from . import creation, ufuncs
from .ufuncs import isnan


def _signbit(x):
    """The sign bit of float ``x``, read through a bitcast (so -0.0 and -NaN count as
    negative)."""
    width = np.dtype(f"int{aval_of(x).dtype.itemsize * 8}")
    return lax.lt(lax.bitcast_convert_type(x, width), lax.convert_element_type(0, width))


def signbit(x, /):
    """Whether the sign bit is set: x < 0 for integers, False for bools; for floats the
    bit itself, so -0.0 and -NaN count as negative."""
    x = promote_dtypes(x)[0]
    d = aval_of(x).dtype
    if d == np.bool_:
        return creation.full_like(x, False, dtype=bool)
    if d.kind in "iu":
        return lax.lt(x, scalar_like(0, x))
    if d.kind == "c":
        raise ValueError(f"signbit is not well defined for {d}")
    return _signbit(x)


def copysign(x1, x2, /):
    """|x1| with the sign of x2; -0.0 in x2 counts as negative, as in numpy."""
    x1, x2 = inexact_broadcast("copysign", x1, x2)
    if aval_of(x1).dtype.kind == "c":
        raise TypeError("copysign does not support complex-valued inputs")
    mag = lax.abs(x1)
    return lax.select(_signbit(x2), lax.neg(mag), mag)


def fix(x, out=None):
    """Round toward zero (numpy's fix; integers are returned unchanged)."""
    no_out("fix", out)
    return ufuncs.trunc(x)


def modf(x, /, out=None):
    """(fractional part, integral part), both with x's sign; as in JAX the fractional part
    of +-inf is NaN (numpy gives 0)."""
    no_out("modf", out)
    x = promote_inexact(x)[0]
    whole = lax.select(lax.ge(x, scalar_like(0, x)), ufuncs.floor(x), ufuncs.ceil(x))
    return lax.sub(x, whole), whole


def _exact_dtype(d):
    """The float dtype exact powers of two are built in: float64 for float64, else float32."""
    return dtypes.float64 if d == dtypes.float64 else dtypes.float32


def _pow2(k, d):
    """2.0 ** k exactly, for int32 ``k`` with |k| <= finfo(d).maxexp - 2 (so the result is
    a normal number, which compiled code does not flush to zero): binary powering by the
    bits of |k| (lax.pow may go through exp(y log x), which is not exact)."""
    nbits = {dtypes.float32: 7, dtypes.float64: 10}[d]
    neg = lax.lt(k, scalar_like(0, k))
    m = lax.abs(k)
    acc = creation.full(shape(k), 1, d)
    for b in range(nbits):
        bit = lax.ne(lax.bitwise_and(m, scalar_like(1 << b, m)), scalar_like(0, m))
        acc = lax.select(bit, lax.mul(acc, scalar_like(2.0 ** (2 ** b), acc)), acc)
    return lax.select(neg, lax.div(scalar_like(1, acc), acc), acc)


def ldexp(x1, x2, /):
    """x1 * 2 ** x2 for integer x2, exact: x2 is split into three exactly representable
    powers of two, so neither a huge x2 with a tiny x1 nor the reverse overflows early."""
    d1, d2 = aval_of(x1).dtype, aval_of(x2).dtype
    if d1.kind == "c" or d2.kind in "fc" or d2 == dtypes.bfloat16:
        raise ValueError(f"ldexp not supported for input types {(d1, d2)}")
    x1 = to_inexact(x1)
    x2 = asarray(x2)
    x1, x2 = broadcast_pair(x1, x2)
    d = aval_of(x1).dtype
    cd = _exact_dtype(d)
    lim = int(ml_dtypes.finfo(cd).maxexp) - 2      # 2 ** -lim stays normal (no flush to 0)
    k = x2
    if aval_of(k).dtype == np.bool_:
        k = lax.convert_element_type(k, dtypes.int32)
    if aval_of(k).dtype.kind == "i":
        k = lax.max(k, scalar_like(-3 * lim, k))
    k = lax.convert_element_type(lax.min(k, scalar_like(3 * lim, k)), dtypes.int32)
    y = lax.convert_element_type(x1, cd)
    for _ in range(3):
        part = lax.clamp(scalar_like(-lim, k), k, scalar_like(lim, k))
        y = lax.mul(y, _pow2(part, cd))
        k = lax.sub(k, part)
    return lax.convert_element_type(y, d)


def frexp(x, /):
    """(mantissa, exponent) with x == mantissa * 2 ** exponent and 0.5 <= |mantissa| < 1
    (exponent int32); 0, inf and NaN give (x, 0). Arithmetic, as hostcall.lax has no
    bitcast: floor(log2|x|) guessed, then corrected by exact scalings by two. Compiled code
    flushes subnormal inputs to zero (as XLA on CPU does); eager results are numpy's."""
    x = to_inexact(x)
    d = aval_of(x).dtype
    if d.kind == "c":
        raise TypeError("frexp does not support complex-valued inputs")
    cd = _exact_dtype(d)
    info = ml_dtypes.finfo(cd)
    y = lax.convert_element_type(x, cd)
    special = lax.bitwise_or(lax.bitwise_not(lax.is_finite(y)),
                             lax.eq(y, scalar_like(0, y)))
    a = lax.select(special, scalar_like(1, y), lax.abs(y))
    sub = lax.lt(a, scalar_like(float(info.smallest_normal), a))
    nm = int(info.nmant) + 1
    a = lax.select(sub, lax.mul(a, scalar_like(2.0 ** nm, a)), a)
    adj = lax.select(sub, creation.full(shape(a), -nm, dtypes.int32),
                     creation.full(shape(a), 0, dtypes.int32))
    guess = lax.floor(lax.div(lax.log(a), scalar_like(np.log(2.0), a)))
    e = lax.convert_element_type(
        lax.clamp(scalar_like(float(info.minexp), guess), guess,
                  scalar_like(float(info.maxexp - 1), guess)), dtypes.int32)
    half = lax.div(e, scalar_like(2, e))
    # a * 2 ** -e in two normal factors; in [1, 2) unless the guess was off by one
    m = lax.mul(lax.mul(a, _pow2(lax.neg(half), cd)), _pow2(lax.sub(half, e), cd))
    one = scalar_like(1, e)
    high = lax.ge(m, scalar_like(2, m))
    m, e = lax.select(high, lax.mul(m, scalar_like(0.5, m)), m), lax.select(high, e + one, e)
    low = lax.lt(m, scalar_like(1, m))
    m, e = lax.select(low, lax.mul(m, scalar_like(2, m)), m), lax.select(low, e - one, e)
    m = lax.mul(m, scalar_like(0.5, m))
    e = lax.add(lax.add(e, one), adj)
    m = lax.select(lax.lt(y, scalar_like(0, y)), lax.neg(m), m)
    mant = lax.select(special, x, lax.convert_element_type(m, d))
    return mant, lax.select(special, creation.full(shape(e), 0, dtypes.int32), e)


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    """NaN -> ``nan``, +inf -> ``posinf`` (dtype max), -inf -> ``neginf`` (dtype min)."""
    x = promote_dtypes(x)[0]
    d = aval_of(x).dtype
    if not is_inexact(x):
        return x
    if d.kind == "c":
        return lax.complex(nan_to_num(lax.real(x), copy, nan, posinf, neginf),
                           nan_to_num(lax.imag(x), copy, nan, posinf, neginf))
    info = ml_dtypes.finfo(d)
    posinf = float(info.max) if posinf is None else posinf
    neginf = float(info.min) if neginf is None else neginf
    x = lax.select(isnan(x), scalar_like(nan, x), x)
    x = lax.select(lax.eq(x, scalar_like(np.inf, x)), scalar_like(posinf, x), x)
    return lax.select(lax.eq(x, scalar_like(-np.inf, x)), scalar_like(neginf, x), x)


def nextafter(x1, x2, /):
    """The next float after ``x1`` towards ``x2``, elementwise (lax.nextafter after
    promotion)."""
    x1, x2 = inexact_broadcast("nextafter", x1, x2)
    return lax.nextafter(x1, x2)


def spacing(x, /):
    """The distance from ``x`` to the next float away from zero (numpy's spacing; for
    float16 towards +inf, as numpy and JAX)."""
    (x,) = promote_inexact(x)
    d = aval_of(x).dtype
    if d.kind == "c":
        raise ValueError("jnp.spacing is not defined for complex inputs.")
    inf = creation.full(shape(x), np.inf, d)
    if d == np.float16:
        return lax.sub(lax.nextafter(x, inf), x)
    result = lax.sub(lax.nextafter(x, copysign(inf, x)), x)
    tiny = copysign(creation.full(shape(x), float(ml_dtypes.finfo(d).smallest_subnormal), d), x)
    return ufuncs.where(result == 0, tiny, result)


def _is_inf_of_sign(name, x, sign):
    x = asarray(x)
    if aval_of(x).dtype.kind == "c":
        raise ValueError(f"jnp.{name} is not defined for complex inputs")
    if not is_inexact(x):
        return creation.zeros(shape(x), bool)
    return lax.eq(x, scalar_like(sign * np.inf, x))


def isposinf(x, /, out=None):
    """Whether each element is +inf."""
    no_out("isposinf", out)
    return _is_inf_of_sign("isposinf", x, 1)


def isneginf(x, /, out=None):
    """Whether each element is -inf."""
    no_out("isneginf", out)
    return _is_inf_of_sign("isneginf", x, -1)


def fabs(x, /):
    """|x| for real numbers, as a float (numpy's fabs: no complex input)."""
    (x,) = promote_inexact(x)
    if aval_of(x).dtype.kind == "c":
        raise TypeError("ufunc 'fabs' does not support complex dtypes")
    return lax.abs(x)


def i0(x):
    """The modified Bessel function of the first kind, order 0: exp(|x|) i0e(x)."""
    (x,) = promote_inexact(x)
    if aval_of(x).dtype.kind != "f":
        raise ValueError(f"Unsupported input type to jax.numpy.i0: {aval_of(x).dtype}")
    return lax.mul(lax.exp(lax.abs(x)), lax.bessel_i0e(x))
