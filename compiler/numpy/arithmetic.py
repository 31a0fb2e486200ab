"""Arithmetic ufuncs composed from the basic ones: positive, float_power, divmod, the
NaN-ignoring fmax and fmin, heaviside, logaddexp / logaddexp2 (log-sum-exp without
overflow), and gcd / lcm.

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import numpy as np

from .. import primitives as lax
from ._base import aval_of, inexact_broadcast, promote_and_broadcast, promote_dtypes, promote_inexact, scalar_like
from . import reductions, ufuncs
from .ufuncs import isnan


def positive(x, /):
    """+x: the input, as an array of its (canonical) dtype."""
    return promote_dtypes(x)[0]


def float_power(x, y, /):
    """x ** y in the inexact dtype of x and y (integers become the default float)."""
    x, y = promote_and_broadcast("float_power", *promote_inexact(x, y))
    return lax.pow(x, y)


def divmod(x1, x2, /):  # noqa: A001 - numpy's name
    """(floor_divide(x1, x2), remainder(x1, x2))."""
    return ufuncs.floor_divide(x1, x2), ufuncs.remainder(x1, x2)


def fmax(x1, x2):
    """Elementwise maximum that ignores NaNs (NaN only where both are NaN)."""
    return ufuncs.where(ufuncs.logical_or(ufuncs.greater(x1, x2), isnan(x2)), x1, x2)


def fmin(x1, x2):
    """Elementwise minimum that ignores NaNs (NaN only where both are NaN)."""
    return ufuncs.where(ufuncs.logical_or(ufuncs.less(x1, x2), isnan(x2)), x1, x2)


def heaviside(x1, x2, /):
    """0 where x1 < 0, 1 where x1 > 0, x2 where x1 is 0, NaN where x1 is NaN."""
    x1, x2 = inexact_broadcast("heaviside", x1, x2)
    zero = scalar_like(0, x1)
    return lax.select(lax.lt(x1, zero), zero, lax.select(
        lax.gt(x1, zero), scalar_like(1, x1), lax.select(isnan(x1), x1, x2)))


def _min_minus_max(x1, x2):
    """-|x1 - x2|, with the slopes of min and max (1/2 each at a tie) instead of abs's."""
    return lax.sub(lax.min(x1, x2), lax.max(x1, x2))


def logaddexp(x1, x2, /):
    """log(exp(x1) + exp(x2)) without overflow: max + log1p(exp(min - max)).  (min - max
    rather than -|x1 - x2|: at x1 == x2 their slopes cancel, so each input gets 1/2.)"""
    x1, x2 = inexact_broadcast("logaddexp", x1, x2)
    delta = lax.sub(x1, x2)
    tail = lax.log1p(lax.exp(_min_minus_max(x1, x2)))
    # delta is NaN for a NaN input or infinities of one sign: x1 + x2 is then the answer
    return lax.select(isnan(delta), lax.add(x1, x2), lax.add(lax.max(x1, x2), tail))


def logaddexp2(x1, x2, /):
    """log2(2**x1 + 2**x2) without overflow: max + log1p(2**-|x1 - x2|) / ln 2."""
    x1, x2 = inexact_broadcast("logaddexp2", x1, x2)
    delta = lax.sub(x1, x2)
    tail = lax.div(lax.log1p(ufuncs.exp2(_min_minus_max(x1, x2))),
                   scalar_like(np.log(2.0), delta))
    return lax.select(isnan(delta), lax.add(x1, x2), lax.add(lax.max(x1, x2), tail))


def gcd(x1, x2):
    """The greatest common divisor of integer arrays, elementwise (Euclid's algorithm in
    a while loop, so it traces), non-negative as numpy's."""
    x1, x2 = promote_args_int("gcd", x1, x2)
    a, b = ufuncs.abs(x1), ufuncs.abs(x2)

    def cond(c):
        return reductions.any(c[1] != 0)

    def body(c):
        a, b = c
        nz = b != 0
        safe = ufuncs.where(nz, b, 1)
        return ufuncs.where(nz, b, a), ufuncs.where(nz, ufuncs.remainder(a, safe), 0)
    return lax.while_loop(cond, body, (a, b))[0]


def lcm(x1, x2):
    """The least common multiple of integer arrays, elementwise (0 where either is 0)."""
    x1, x2 = promote_args_int("lcm", x1, x2)
    g = gcd(x1, x2)
    safe = ufuncs.where(g == 0, 1, g)
    return ufuncs.where(g == 0, 0, ufuncs.abs(x1 // safe * x2))


def promote_args_int(name, x1, x2):
    """x1 and x2 promoted to one integer dtype and broadcast (TypeError otherwise)."""
    x1, x2 = promote_and_broadcast(name, x1, x2)
    if np.dtype(aval_of(x1).dtype).kind not in "iu":
        raise ValueError(f"{name} only accepts integer arguments, got {aval_of(x1).dtype}")
    return x1, x2
