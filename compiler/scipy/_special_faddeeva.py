"""Kernels of hostcall.scipy.special built on the Faddeeva function
w(z) = exp(-z^2) erfc(-iz): wofz itself, dawsn and fresnel.

w is Weideman's rational expansion (SIAM J. Numer. Anal. 31, 1994) with 40 terms for
|z| < 6 and Laplace's continued fraction (24 levels) beyond, both in the upper half
plane; the lower half plane uses w(z) = 2 exp(-z^2) - w(-z).  Against scipy the relative
error is below 2e-14 in float64.  The expansion's coefficients are the Fourier
coefficients of exp(-t^2) (L^2 + t^2) on t = L tan(theta / 2), computed once with numpy.
"""
from __future__ import annotations

import math

import numpy as np

from .. import lax
from .. import numpy as jnp
from ..custom_derivatives import custom_jvp
from ..numpy._base import aval_of

SQRT_PI = math.sqrt(math.pi)
_WEIDEMAN_TERMS = 40
_FRACTION_SWITCH = 6.0
_FRACTION_TERMS = 24


def _weideman_coefficients(n):
    """L and the n polynomial coefficients (highest power first) of Weideman's expansion."""
    m = 2 * n
    scale = math.sqrt(n / math.sqrt(2))
    k = np.arange(-m + 1, m)
    t = scale * np.tan(k * np.pi / (2 * m))
    samples = np.concatenate([[0.0], np.exp(-t * t) * (scale * scale + t * t)])
    fourier = np.real(np.fft.fft(np.fft.fftshift(samples))) / (2 * m)
    return scale, fourier[1:n + 1][::-1]


_L, _COEFFS = _weideman_coefficients(_WEIDEMAN_TERMS)


# complex numbers as (real, imaginary) pairs of real arrays: IREE 3.13 fails to schedule
# some fusions of complex elementwise ops ("circular dependency") and loop kernels take
# real element types only
def _mul(a, b):
    return a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]


def _div(a, b):
    scale = b[0] * b[0] + b[1] * b[1]
    return (a[0] * b[0] + a[1] * b[1]) / scale, (a[1] * b[0] - a[0] * b[1]) / scale


def w_upper(x, y):
    """w(x + iy) for y >= 0, as a (real, imaginary) pair."""
    near = x * x + y * y < _FRACTION_SWITCH ** 2
    xn = jnp.where(near, x, 0)
    yn = jnp.where(near, y, 0)
    denominator = (_L + yn, -xn)                 # L - iz
    ratio = _div((_L - yn, xn), denominator)     # (L + iz) / (L - iz)
    poly = (jnp.zeros_like(x), jnp.zeros_like(x))
    for c in _COEFFS:
        poly = _mul(poly, ratio)
        poly = (poly[0] + float(c), poly[1])
    square = _mul(denominator, denominator)
    first = _div((2 * poly[0], 2 * poly[1]), square)
    second = _div((jnp.full_like(x, 1 / SQRT_PI), jnp.zeros_like(x)), denominator)
    weideman = (first[0] + second[0], first[1] + second[1])
    xf = jnp.where(near, 0, x)
    yf = jnp.where(near, 2 * _FRACTION_SWITCH, y)
    tail = (jnp.zeros_like(x), jnp.zeros_like(x))
    for k in range(_FRACTION_TERMS, 0, -1):
        tail = _div((jnp.full_like(x, k / 2), jnp.zeros_like(x)), (xf - tail[0], yf - tail[1]))
    q = (xf - tail[0], yf - tail[1])             # w = i / (sqrt(pi) q)
    scale = SQRT_PI * (q[0] * q[0] + q[1] * q[1])
    return (jnp.where(near, weideman[0], q[1] / scale),
            jnp.where(near, weideman[1], q[0] / scale))


def wofz(z):
    """The Faddeeva function of a complex (or real, made complex) array."""
    z = jnp.asarray(z)
    if np.dtype(aval_of(z).dtype).kind == "c":
        x, y = jnp.real(z), jnp.imag(z)
    else:
        x, y = z, jnp.zeros_like(z)
    lower = y < 0
    wr, wi = w_upper(jnp.where(lower, -x, x), jnp.abs(y))
    # lower half plane: w(z) = 2 exp(-z^2) - w(-z), exp(-z^2) = e^(y^2 - x^2) e^(-2ixy)
    xl = jnp.where(lower, x, 0)
    yl = jnp.where(lower, y, 0)
    magnitude = 2 * jnp.exp((yl - xl) * (yl + xl))
    re = jnp.where(lower, magnitude * jnp.cos(2 * xl * yl) - wr, wr)
    im = jnp.where(lower, -magnitude * jnp.sin(2 * xl * yl) - wi, wi)
    # on the real axis the real part is exp(-x^2) exactly (the expansions leave ~1e-16)
    re = jnp.where(y == 0, jnp.exp(-x * x), re)
    return lax.complex(re, im)


_DAWSON_SWITCH = 0.5
_DAWSON_SERIES_TERMS = 20


@custom_jvp
def dawsn(x):
    """Dawson's integral: its series sum_k (-2x^2)^k x / (2k+1)!! for |x| < 1/2,
    sqrt(pi) / 2 Im w(x) elsewhere."""
    small = jnp.abs(x) < _DAWSON_SWITCH
    xs = jnp.where(small, x, 0)
    term = xs
    total = xs
    for k in range(1, _DAWSON_SERIES_TERMS + 1):
        term = term * (-2 * xs * xs) / (2 * k + 1)
        total = total + term
    xl = jnp.where(small | jnp.isinf(x), 1, x)
    large = SQRT_PI / 2 * w_upper(xl, jnp.zeros_like(xl))[1]
    out = jnp.where(small, total, large)
    return jnp.where(jnp.isinf(x), jnp.zeros_like(x), out)


dawsn.defjvps(lambda g, ans, x: g * (1 - 2 * x * ans))


_FRESNEL_SWITCH = 1.0
_FRESNEL_SERIES_TERMS = 40     # powers (pi x^2 / 2)^j / j!, j < 40, for |x| < 1
_FRESNEL_LIMIT = 1e8           # beyond, S = C = 1/2 (the rest is below 1 / (pi x))


def _fresnel_series(x):
    """S and C by their power series, from the powers t^j x / j! with t = pi x^2 / 2."""
    t = (math.pi / 2) * x * x
    s = jnp.zeros_like(x)
    c = jnp.zeros_like(x)
    term = x
    for j in range(_FRESNEL_SERIES_TERMS):
        piece = term / (2 * j + 1)
        if j % 4 == 0:
            c = c + piece
        elif j % 4 == 1:
            s = s + piece
        elif j % 4 == 2:
            c = c - piece
        else:
            s = s - piece
        term = term * t / (j + 1)
    return s, c


def _fresnel_faddeeva(x):
    """C + iS = (1 + i) / 2 (1 - exp(i pi x^2 / 2) w(sqrt(pi) / 2 (1 + i) x)), x >= 0."""
    w = w_upper(x * (SQRT_PI / 2), x * (SQRT_PI / 2))
    phase = (math.pi / 2) * x * x
    rotated = _mul((jnp.cos(phase), jnp.sin(phase)), w)
    one_minus = (1 - rotated[0], -rotated[1])
    value = _mul((jnp.full_like(x, 0.5), jnp.full_like(x, 0.5)), one_minus)
    return value[1], value[0]


@custom_jvp
def fresnel(x):
    """(S(x), C(x)), the Fresnel integrals int_0^x sin / cos(pi t^2 / 2) dt (both odd)."""
    ax = jnp.abs(x)
    small = ax < _FRESNEL_SWITCH
    s_small, c_small = _fresnel_series(jnp.where(small, ax, 0))
    xl = jnp.where(small | (ax > _FRESNEL_LIMIT), 2, ax)
    s_large, c_large = _fresnel_faddeeva(xl)
    far = ax > _FRESNEL_LIMIT
    s = jnp.where(small, s_small, jnp.where(far, 0.5, s_large))
    c = jnp.where(small, c_small, jnp.where(far, 0.5, c_large))
    sign = jnp.sign(x)
    return sign * s, sign * c


@fresnel.defjvp
def _fresnel_jvp(primals, tangents):
    (x,), (x_dot,) = primals, tangents
    phase = (math.pi / 2) * x * x
    return fresnel(x), (x_dot * jnp.sin(phase), x_dot * jnp.cos(phase))
