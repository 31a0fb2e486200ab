"""Kernels of hostcall.scipy.special's integrals of exp and the normal density: erfcx,
log_ndtr, ndtri, the exponential integrals E1 / Ei / E_n, sici, spence and owens_t.

Each kernel takes arguments already promoted to one float dtype (special.py does that)
and evaluates a power series where it converges fast and a continued fraction (summed
backwards, a fixed number of terms, in a ``lax.fori_loop``) or a transformation
elsewhere.  Derivatives are closed forms attached with ``custom_jvp``, so nothing
differentiates through a loop.
"""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from .. import lax
from .. import numpy as jnp
from ..custom_derivatives import custom_jvp

EULER_GAMMA = 0.57721566490153286061
SQRT_PI = math.sqrt(math.pi)
SQRT_2PI = math.sqrt(2 * math.pi)
PI2_6 = math.pi ** 2 / 6


# Compiled float64 log1p / expm1 lose relative accuracy for tiny arguments (log1p(-1.6e-14)
# is 8e-4 off after IREE): these are Goldberg's and Kahan's forms, exact to a few ulps
# from log / exp alone.
def log1p(x):
    """log(1 + x) as log(u) x / (u - 1), u = 1 + x (x itself where u rounds to 1)."""
    u = 1 + x
    moved = (u != 1) & ~jnp.isinf(x)
    ratio = x / jnp.where(moved, u - 1, 1)
    return jnp.where(moved, jnp.log(u) * ratio, jnp.where(jnp.isinf(x), jnp.log(u), x))


def expm1(x):
    """exp(x) - 1 as (u - 1) x / log(u), u = exp(x) (x where u rounds to 1)."""
    u = jnp.exp(x)
    general = (u != 1) & (u - 1 != -1) & ~jnp.isinf(u)
    log_u = jnp.where(general, jnp.log(u), 1)
    value = (u - 1) * (x / log_u)
    return jnp.where(general, value, jnp.where(u == 1, x, u - 1))


def backward_fraction(n_terms, partial, x, start=0.0):
    """t_n for the tail b_k + a_k / (b_{k+1} + ...) summed from term ``n_terms`` down to
    1: ``partial(k, x, t)`` returns one level's value given the deeper one ``t``."""
    def body(i, t):
        return partial(lax.convert_element_type(n_terms - i, x.dtype), x, t)
    return lax.fori_loop(0, n_terms, body, jnp.full_like(x, start))


def power_series(n_terms, term_ratio, first, x):
    """sum_{k=0}^{n_terms} c_k with c_0 = ``first`` and c_k = c_{k-1} term_ratio(k, x)."""
    def body(i, carry):
        total, term = carry
        term = term * term_ratio(lax.convert_element_type(i, x.dtype), x)
        return total + term, term
    return lax.fori_loop(1, n_terms + 1, body, (first, first))[0]


# ------------------------------------------------------------------ erfcx
_ERFCX_SWITCH = 3.0       # exp(x^2) erfc(x) below (relative error ~ x^2 eps), Laplace's
_ERFCX_TERMS = 40         # continued fraction above (40 terms: < 1e-16 for x >= 3)


@custom_jvp
def erfcx(x):
    small = x < _ERFCX_SWITCH
    xs = jnp.where(small, x, 0)
    direct = jnp.exp(xs * xs) * lax.erfc(xs)
    xl = jnp.where(small, _ERFCX_SWITCH, x)
    tail = backward_fraction(_ERFCX_TERMS, lambda k, v, t: (k / 2) / (v + t), xl)
    return jnp.where(small, direct, 1 / (SQRT_PI * (xl + tail)))


erfcx.defjvps(lambda g, ans, x: g * (2 * x * ans - 2 / SQRT_PI))


# ------------------------------------------------------------------ the normal tails
def log_ndtr(x):
    """log Phi(x): log1p(-Phi(-x)) above 0, log(Phi(x)) on [-1, 0] and, below -1,
    log(erfcx(-x / sqrt 2) / 2) - x^2 / 2, which neither underflows nor cancels."""
    upper = x > 0
    lower = x < -1
    xu = jnp.where(upper, x, 1)
    xm = jnp.where(upper | lower, -0.5, x)
    xl = jnp.where(lower, x, -2)
    upper_v = log1p(-0.5 * erfcx(xu * math.sqrt(0.5)) * jnp.exp(-0.5 * xu * xu))
    middle_v = jnp.log(0.5 * lax.erfc(xm * -math.sqrt(0.5)))
    lower_v = jnp.log(0.5 * erfcx(xl * -math.sqrt(0.5))) - 0.5 * xl * xl
    return jnp.where(upper, upper_v, jnp.where(lower, lower_v, middle_v))


def _mills(x):
    """Phi(x) / phi(x) = sqrt(pi / 2) erfcx(-x / sqrt 2)."""
    return math.sqrt(math.pi / 2) * erfcx(x * -math.sqrt(0.5))


@custom_jvp
def ndtri(p):
    """The inverse of Phi.  The centre (|p - 1/2| < 0.4) polishes sqrt(2) erfinv(2p - 1)
    by one Newton step on erf; the tails take q = min(p, 1 - p), start from Abramowitz
    and Stegun 26.2.23 and take Newton steps on log Phi(x) = log q, whose slope is the
    reciprocal Mills ratio (no underflow down to the smallest subnormal)."""
    centre = jnp.abs(p - 0.5) < 0.4
    r = jnp.where(centre, 2 * p - 1, 0)
    y = lax.erf_inv(r)
    y = y - (lax.erf(y) - r) * (SQRT_PI / 2) * jnp.exp(y * y)
    centre_v = math.sqrt(2) * y
    upper = p > 0.5
    q = jnp.where(centre, 0.25, jnp.where(upper, 1 - p, p))
    q = jnp.where(q > 0, q, 0.25)
    t = jnp.sqrt(-2 * jnp.log(q))
    x = -(t - (2.515517 + t * (0.802853 + t * 0.010328))
          / (1 + t * (1.432788 + t * (0.189269 + t * 0.001308))))
    log_q = jnp.log(q)
    for _ in range(4):
        x = x - (log_ndtr(x) - log_q) * _mills(x)
    tail_v = jnp.where(upper, -x, x)
    out = jnp.where(centre, centre_v, tail_v)
    out = jnp.where(p == 0, -np.inf, jnp.where(p == 1, np.inf, out))
    return jnp.where((p < 0) | (p > 1) | jnp.isnan(p), np.nan, out)


ndtri.defjvps(lambda g, ans, p: g * SQRT_2PI * jnp.exp(0.5 * ans * ans))


# ------------------------------------------------------- exponential integrals
_EN_SERIES_TERMS = 30     # the power series of E_n for 0 < x <= 1
_EN_FRACTION_TERMS = 100  # its continued fraction for x > 1 (< 2e-15 at x = 1)
_EI_SERIES_TERMS = 140    # sum_k x^k / (k k!) up to x = 50
_EI_ASYMPTOTIC_TERMS = 40  # e^x / x sum_k k! / x^k beyond


def _en_series(n, x):
    """E_n(x) for integer n >= 1, 0 < x <= 1 (Abramowitz and Stegun 5.1.12):
    (-x)^(n-1) / (n-1)! (psi(n) - log x) - sum_{k != n-1} (-x)^k / ((k - n + 1) k!)."""
    def body(i, carry):
        total, power = carry                    # power = (-x)^k / k!
        k = lax.convert_element_type(i, x.dtype)
        skip = k == n - 1
        total = total - jnp.where(skip, 0, power / jnp.where(skip, 1, k - n + 1))
        return total, power * -x / (k + 1)
    total = lax.fori_loop(0, _EN_SERIES_TERMS, body, (jnp.zeros_like(x),
                                                     jnp.ones_like(x)))[0]
    log_x = jnp.log(x)
    odd = lax.rem(n - 1, jnp.asarray(2, x.dtype)) != 0
    special = jnp.exp((n - 1) * log_x - lax.lgamma(n)) * (lax.digamma(n) - log_x)
    return total + jnp.where(odd, -special, special)


def _en_fraction(n, x):
    """E_n(x) = e^-x / (x + n - 1 n / (x + n + 2 - 2 (n + 1) / (x + n + 4 - ...)))."""
    def level(k, v, t):
        return k * (n + k - 1) / (v + n + 2 * k - t)
    tail = backward_fraction(_EN_FRACTION_TERMS, level, x)
    return jnp.exp(-x) / (x + n - tail)


def _en_positive(n, x):
    """E_n(x) for integer n >= 1 and x > 0."""
    small = x <= 1
    xs = jnp.where(small, x, 0.5)
    xl = jnp.where(small, 2, x)
    return jnp.where(small, _en_series(n, xs), _en_fraction(n, xl))


@custom_jvp
def exp1(x):
    out = _en_positive(jnp.ones_like(x), jnp.where(x > 0, x, 1))
    out = jnp.where(x == 0, np.inf, jnp.where(jnp.isinf(x), 0, out))
    return jnp.where((x < 0) | jnp.isnan(x), np.nan, out)


exp1.defjvps(lambda g, ans, x: -g * jnp.exp(-x) / x)


def _ei_positive(x):
    """Ei(x) for x > 0: the series to x = 50, the asymptotic sum beyond."""
    small = x <= 50
    xs = jnp.where(small, x, 1)

    def body(i, carry):
        total, power = carry
        k = lax.convert_element_type(i, x.dtype)
        power = power * xs / k
        return total + power / k, power
    series = lax.fori_loop(1, _EI_SERIES_TERMS + 1, body,
                           (jnp.zeros_like(x), jnp.ones_like(x)))[0]
    series = EULER_GAMMA + jnp.log(xs) + series
    xl = jnp.where(small, 100, x)
    asym = power_series(_EI_ASYMPTOTIC_TERMS, lambda k, v: k / v, jnp.ones_like(x), xl)
    # e^x / x sum, split as e^(x/2) twice so it overflows only where the value does
    half = jnp.exp(xl / 2)
    return jnp.where(small, series, half * (half * asym / xl))


@custom_jvp
def expi(x):
    pos = x > 0
    out_pos = _ei_positive(jnp.where(pos & ~jnp.isinf(x), x, 1))
    out_neg = -exp1(jnp.where(pos | (x == 0), 1, -x))
    out = jnp.where(pos, jnp.where(jnp.isinf(x), np.inf, out_pos), out_neg)
    return jnp.where(x == 0, -np.inf, out)


expi.defjvps(lambda g, ans, x: g * jnp.exp(x) / x)


def _expn(n, x):
    """E_n(x) for integer n >= 0 and x >= 0 (NaN elsewhere); e^-x / x for n = 0."""
    valid = (n >= 0) & (x >= 0) & (n == jnp.floor(n))
    xp = jnp.where((x > 0) & ~jnp.isinf(x), x, 1)
    n_pos = jnp.where(n >= 1, n, 1)
    out = jnp.where(n == 0, jnp.exp(-xp) / xp, _en_positive(n_pos, xp))
    at_zero = jnp.where(n <= 1, np.inf, 1 / jnp.where(n <= 1, 1, n - 1))
    out = jnp.where(x == 0, at_zero, jnp.where(jnp.isinf(x), 0, out))
    return jnp.where(valid, out, np.nan)


@custom_jvp
def expn(n, x):
    return _expn(n, x)


@expn.defjvp
def _expn_jvp(primals, tangents):
    (n, x), (_, x_dot) = primals, tangents
    return expn(n, x), -x_dot * _expn(n - 1, x)


# -------------------------------------------------------------- sine/cosine integrals
_SICI_SWITCH = 4.0
_SICI_SERIES_TERMS = 20
_SICI_FRACTION_TERMS = 60


def _sici_series(x):
    """Si and Ci - gamma - log x by their power series (|x| <= 4)."""
    def body(i, carry):
        si, ci, odd = carry             # odd = (-1)^(k-1) x^(2k-1) / (2k-1)!
        k = lax.convert_element_type(i, x.dtype)
        even = -odd * x / (2 * k)       # (-1)^k x^(2k) / (2k)!
        odd = even * x / (2 * k + 1)
        return si + odd / (2 * k + 1), ci + even / (2 * k), odd
    si, ci, _ = lax.fori_loop(1, _SICI_SERIES_TERMS + 1, body, (x, jnp.zeros_like(x), x))
    return si, ci


def _sici_fraction(x):
    """E1(ix) by its continued fraction, in (real, imaginary) pairs:
    Ci = -Re E1(ix), Si = pi/2 + Im E1(ix)."""
    def body(i, tail):
        k = lax.convert_element_type(_SICI_FRACTION_TERMS - i, x.dtype)
        re, im = 2 * k + 1 - tail[0], x - tail[1]          # z + 2k + 1 - t, z = ix
        scale = k * k / (re * re + im * im)
        return re * scale, -im * scale
    zero = jnp.zeros_like(x)
    tail = lax.fori_loop(0, _SICI_FRACTION_TERMS, body, (zero, zero))
    re, im = 1 - tail[0], x - tail[1]                       # z + 1 - t
    scale = re * re + im * im
    c, s = jnp.cos(x), jnp.sin(x)                           # e^-ix = c - i s
    e1_re = (c * re - s * im) / scale
    e1_im = (-s * re - c * im) / scale
    return math.pi / 2 + e1_im, -e1_re


def sici(x):
    """(Si(x), Ci(x)); Ci(-x) is Ci(|x|) (the real part), as scipy's real version."""
    ax = jnp.abs(x)
    small = ax <= _SICI_SWITCH
    xs = jnp.where(small, ax, 1)
    si_s, ci_s = _sici_series(xs)
    ci_s = EULER_GAMMA + jnp.log(xs) + ci_s
    xl = jnp.where(small | jnp.isinf(ax), 2 * _SICI_SWITCH, ax)
    si_l, ci_l = _sici_fraction(xl)
    si = jnp.where(small, si_s, si_l)
    ci = jnp.where(small, ci_s, ci_l)
    si = jnp.where(jnp.isinf(ax), math.pi / 2, si)
    ci = jnp.where(jnp.isinf(ax), jnp.where(x > 0, 0, np.nan), jnp.where(ax == 0, -np.inf, ci))
    return jnp.sign(x) * si, ci


# ------------------------------------------------------------------ spence
# Li2(1 - e^-u) = u - u^2/4 + sum_k B_2k u^(2k+1) / (2k+1)!, for 0 <= u <= log 2
def bernoulli_numbers(n):
    """B_0 .. B_n exactly (B_1 = -1/2), from sum_{j<=m} C(m+1, j) B_j = 0."""
    b = [Fraction(1)]
    for m in range(1, n + 1):
        b.append(-sum(Fraction(math.comb(m + 1, j)) * b[j] for j in range(m)) / (m + 1))
    return b


def _dilog_coefficients(n):
    b = bernoulli_numbers(2 * n)
    return [float(b[2 * k] / math.factorial(2 * k + 1)) for k in range(1, n + 1)]


_DILOG_COEFFS = _dilog_coefficients(12)


def _dilog_of_u(u):
    u2 = u * u
    acc = jnp.zeros_like(u)
    for c in reversed(_DILOG_COEFFS):
        acc = (acc + c) * u2
    return u - u2 / 4 + u * acc


@custom_jvp
def spence(x):
    """scipy's spence: int_1^x log t / (1 - t) dt = Li2(1 - x), for x >= 0.  Every case
    reduces to Li2(1 - e^-u) with 0 <= u <= log 2 (reflection, Landen and inversion),
    written in terms of x itself so that 1 - x is never rounded."""
    xp = jnp.where(x > 0, x, 1.0)
    case_a = (x >= 0.5) & (x <= 1)     # Li2(y), y = 1 - x in [0, 1/2]
    case_b = x < 0.5                   # pi^2/6 - log(y) log(x) - Li2(x)
    case_c = (x > 1) & (x <= 2)        # -Li2((x - 1)/x) - log(x)^2 / 2
    u = jnp.where(case_a, -jnp.log(xp),
                  jnp.where(case_b, -log1p(-jnp.where(case_b, xp, 0.25)),
                            jnp.where(case_c, jnp.log(xp), -log1p(-1 / xp))))
    core = _dilog_of_u(u)
    log_x = jnp.log(xp)
    a = core
    b = PI2_6 - log1p(-jnp.where(case_b, xp, 0.25)) * log_x - core
    c = -core - 0.5 * log_x * log_x
    log_xm1 = jnp.log(jnp.where(x > 2, xp - 1, 1))
    d = -PI2_6 - 0.5 * log_xm1 * log_xm1 + core + 0.5 * u * u
    out = jnp.where(case_a, a, jnp.where(case_b, b, jnp.where(case_c, c, d)))
    out = jnp.where(x == 0, PI2_6, out)
    return jnp.where((x < 0) | jnp.isnan(x) | jnp.isinf(x), np.nan, out)


def _spence_slope(x):
    near_one = jnp.abs(x - 1) < 1e-4
    xs = jnp.where(near_one, 2, x)
    d = x - 1
    return jnp.where(near_one, -1 + d / 2 - d * d / 3, jnp.log(xs) / (1 - xs))


spence.defjvps(lambda g, ans, x: g * _spence_slope(x))


# ------------------------------------------------------------------ owens_t
_OWENS_NODES, _OWENS_WEIGHTS = (np.asarray(v) for v in np.polynomial.legendre.leggauss(64))
_OWENS_NODES = (_OWENS_NODES + 1) / 2
_OWENS_WEIGHTS = _OWENS_WEIGHTS / 2


def _owens_t_quadrature(h, a):
    """T(h, a) for 0 <= a <= 1: a / 2pi int_0^1 exp(-h^2 (1 + a^2 t^2) / 2) / (1 + a^2 t^2)
    dt by 64-point Gauss-Legendre (the integrand is smooth and at most as narrow as a
    Gaussian of width 1 / h)."""
    nodes = jnp.asarray(_OWENS_NODES.astype(np.dtype(h.dtype)))
    weights = jnp.asarray(_OWENS_WEIGHTS.astype(np.dtype(h.dtype)))
    s = (jnp.expand_dims(a, -1) * nodes) ** 2 + 1
    hh = jnp.expand_dims(h * h, -1)
    f = jnp.exp(-0.5 * hh * s) / s
    return a * jnp.sum(f * weights, axis=-1) / (2 * math.pi)


def _upper_tail(x):
    return 0.5 * lax.erfc(x * math.sqrt(0.5))


@custom_jvp
def owens_t(h, a):
    """Owen's T: quadrature for |a| <= 1; above, Owen's identity
    T(h, a) = (Q(h) + Q(ah)) / 2 - Q(h) Q(ah) - T(ah, 1/a) with upper tails Q (h >= 0),
    written without the 1 - Phi cancellations."""
    h_abs = jnp.abs(h)
    a_abs = jnp.abs(a)
    inner = a_abs <= 1
    a_in = jnp.where(inner, a_abs, 1)
    a_out = jnp.where(inner | jnp.isinf(a_abs), 2, a_abs)
    direct = _owens_t_quadrature(h_abs, a_in)
    ah = a_out * h_abs
    q_h, q_ah = _upper_tail(h_abs), _upper_tail(ah)
    reflected = 0.5 * (q_h + q_ah) - q_h * q_ah - _owens_t_quadrature(ah, 1 / a_out)
    reflected = jnp.where(jnp.isinf(a_abs), 0.5 * q_h, reflected)
    out = jnp.sign(a) * jnp.where(inner, direct, reflected)
    return jnp.where(jnp.isinf(h_abs), 0, out)


@owens_t.defjvp
def _owens_t_jvp(primals, tangents):
    (h, a), (h_dot, a_dot) = primals, tangents
    s = 1 + a * a
    d_a = jnp.exp(-0.5 * h * h * s) / (2 * math.pi * s)
    d_h = -jnp.exp(-0.5 * h * h) / SQRT_2PI * 0.5 * lax.erf(a * h * math.sqrt(0.5))
    return owens_t(h, a), a_dot * d_a + h_dot * d_h
