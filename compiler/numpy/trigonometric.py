"""Trigonometric and hyperbolic functions beyond the ufuncs: arcsinh, arccosh, arctanh
(and their array-API names) written to stay accurate for large and tiny arguments,
degree/radian conversion, hypot and sinc.

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np

from .. import primitives as lax
from ._base import aval_of, inexact_broadcast, promote_inexact, scalar_like, to_inexact


def _real_unary(name, fn):
    def f(x, /):
        x = to_inexact(x)
        if aval_of(x).dtype.kind == "c":
            raise NotImplementedError(f"{name}: complex inputs are not supported")
        return fn(x)
    f.__name__ = name
    f.__doc__ = f"Elementwise numpy.{name} of real inputs (complex ones are not supported)."
    return f


def _big(x):
    """Where |x| is large enough that 1 is negligible next to x**2 (1 / sqrt(eps))."""
    return scalar_like(float(1 / np.sqrt(ml_dtypes.finfo(aval_of(x).dtype).eps)), x)


def _arcsinh(x):
    a = lax.abs(x)
    big = lax.gt(a, _big(x))
    one = scalar_like(1, x)
    s = lax.select(big, scalar_like(0, x), a)
    small = lax.log1p(lax.add(s, lax.div(lax.mul(s, s),
                                         lax.add(one, lax.sqrt(lax.add(one, lax.mul(s, s)))))))
    large = lax.add(lax.log(lax.select(big, a, one)), scalar_like(np.log(2.0), x))
    r = lax.select(big, large, small)
    r = lax.select(lax.lt(x, scalar_like(0, x)), lax.neg(r), r)
    return lax.select(lax.eq(x, scalar_like(0, x)), x, r)   # keeps -0.0 and d/dx = 1


def _arccosh(x):
    one = scalar_like(1, x)
    big = lax.gt(x, _big(x))
    t = lax.select(big, scalar_like(0, x), lax.sub(x, one))
    small = lax.log1p(lax.add(t, lax.sqrt(lax.mul(t, lax.add(t, scalar_like(2, x))))))
    large = lax.add(lax.log(lax.select(big, x, one)), scalar_like(np.log(2.0), x))
    r = lax.select(big, large, small)
    return lax.select(lax.lt(x, one), scalar_like(np.nan, x), r)


def _arctanh(x):
    a = lax.abs(x)
    one = scalar_like(1, x)
    r = lax.mul(scalar_like(0.5, x), lax.log1p(lax.div(lax.add(a, a), lax.sub(one, a))))
    r = lax.select(lax.lt(x, scalar_like(0, x)), lax.neg(r), r)
    return lax.select(lax.eq(x, scalar_like(0, x)), x, r)


arcsinh = _real_unary("arcsinh", _arcsinh)
arccosh = _real_unary("arccosh", _arccosh)
arctanh = _real_unary("arctanh", _arctanh)
acosh, asinh, atanh = arccosh, arcsinh, arctanh


def deg2rad(x, /):
    """Degrees to radians (x * pi / 180); integers become floats."""
    x = promote_inexact(x)[0]
    return lax.mul(x, scalar_like(np.pi / 180, x))


def rad2deg(x, /):
    """Radians to degrees (x * 180 / pi); integers become floats."""
    x = promote_inexact(x)[0]
    return lax.mul(x, scalar_like(180 / np.pi, x))


radians = deg2rad
degrees = rad2deg


def _no_complex(name, x):
    if aval_of(x).dtype.kind == "c":
        raise ValueError(f"{name} is not well defined for complex-valued inputs")


def hypot(x1, x2, /):
    """sqrt(x1**2 + x2**2) scaled by the larger magnitude, so it neither over- nor
    underflows; inf if either is infinite (even with a NaN)."""
    x1, x2 = inexact_broadcast("hypot", x1, x2)
    _no_complex("hypot", x1)
    x1, x2 = lax.abs(x1), lax.abs(x2)
    inf = scalar_like(np.inf, x1)
    any_inf = lax.bitwise_or(lax.eq(x1, inf), lax.eq(x2, inf))
    big, small = lax.max(x1, x2), lax.min(x1, x2)
    is_zero = lax.eq(big, scalar_like(0, big))
    ratio = lax.div(small, lax.select(is_zero, scalar_like(1, big), big))
    r = lax.select(is_zero, big,
                   lax.mul(big, lax.sqrt(lax.add(scalar_like(1, big), lax.mul(ratio, ratio)))))
    return lax.select(any_inf, inf, r)


def sinc(x, /):
    """sin(pi x) / (pi x), 1 at 0; the 0 is masked first so the gradient there is 0."""
    x = promote_inexact(x)[0]
    is_zero = lax.eq(x, scalar_like(0, x))
    safe = lax.select(is_zero, scalar_like(1, x), x)
    pi_x = lax.mul(safe, scalar_like(np.pi, x))
    return lax.select(is_zero, scalar_like(1, x), lax.div(lax.sin(pi_x), pi_x))
