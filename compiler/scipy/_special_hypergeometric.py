"""Kernels of hostcall.scipy.special's hypergeometric family and recurrences: hyp1f1,
hyp2f1, bessel_jn (Bessel J_0 .. J_v) and sph_harm_y.

The hypergeometric series are summed in ``lax.while_loop`` until the next term is below
the dtype's epsilon relative to the sum (and past the terms' peak), at most
``MAX_TERMS`` terms; transformations bring the argument where the series converges fast.
Arguments arrive promoted to one float dtype (special.py does that).
"""
from __future__ import annotations

import math

import numpy as np

from .. import lax
from .. import numpy as jnp
from ..custom_derivatives import custom_jvp
from ._special_integrals import log1p

MAX_TERMS = 3000


def _eps(x):
    return float(np.finfo(np.dtype(x.dtype)).eps)


# ------------------------------------------------------------------ 1F1
def _kummer_series(a, b, x):
    """(M(a, b, x), dM/da, dM/db) by the series sum_k t_k, t_k = (a)_k / (b)_k x^k / k!,
    with the terms' parameter derivatives carried by the same recurrence
    (t_{k+1} = r_k t_k, r_k = (a + k) x / ((b + k)(k + 1)); exact where a is a
    non-positive integer and the t_k vanish but their derivatives do not)."""
    eps = _eps(x)

    def unfinished(c):
        k, total, term, d_a, d_b, t_a, t_b = c
        done = ((jnp.abs(term) <= eps * jnp.abs(total))
                & (jnp.abs(t_a) <= eps * jnp.abs(d_a)) & (jnp.abs(t_b) <= eps * jnp.abs(d_b))
                & (k > jnp.abs(x)))
        return jnp.any(~done) & (k < MAX_TERMS)

    def step(c):
        k, total, term, d_a, d_b, t_a, t_b = c
        ratio = (a + k) / (b + k) * x / (k + 1)
        t_a = t_a * ratio + term * x / ((b + k) * (k + 1))
        t_b = (t_b - term / (b + k)) * ratio
        term = term * ratio
        return k + 1, total + term, term, d_a + t_a, d_b + t_b, t_a, t_b

    zero = jnp.zeros_like(x)
    one = jnp.ones_like(x)
    init = (jnp.asarray(0, x.dtype), one, one, zero, zero, zero, zero)
    _, total, _, d_a, d_b, _, _ = lax.while_loop(unfinished, step, init)
    return total, d_a, d_b


def _hyp1f1_with_parameter_derivatives(a, b, x):
    """M and its a, b derivatives; x < 0 through Kummer's e^x M(b - a, b, -x)."""
    negative = x < 0
    first = jnp.where(negative, b - a, a)
    m, m_1, m_2 = _kummer_series(first, b, jnp.abs(x))
    scale = jnp.where(negative, jnp.exp(x), 1)
    value = scale * m
    d_a = scale * jnp.where(negative, -m_1, m_1)
    d_b = scale * jnp.where(negative, m_1 + m_2, m_2)
    return value, d_a, d_b


@custom_jvp
def hyp1f1(a, b, x):
    return _hyp1f1_with_parameter_derivatives(a, b, x)[0]


@hyp1f1.defjvp
def _hyp1f1_jvp(primals, tangents):
    (a, b, x), (a_dot, b_dot, x_dot) = primals, tangents
    value, d_a, d_b = _hyp1f1_with_parameter_derivatives(a, b, x)
    d_x = a / b * hyp1f1(a + 1, b + 1, x)
    return value, a_dot * d_a + b_dot * d_b + x_dot * d_x


# ------------------------------------------------------------------ 2F1
_TRANSFORM_SWITCH = 0.9
_NEAR_INTEGER = 1e-5


def _gauss_series(a, b, c, x):
    """(F, dF/da, dF/db, dF/dc) of sum_k t_k, t_k = (a)_k (b)_k / ((c)_k k!) x^k, for
    |x| < 1 (or a polynomial).  The terms' parameter derivatives follow the terms'
    recurrence t_{k+1} = r_k t_k, so they stay exact where a + k or b + k is 0."""
    eps = _eps(x)

    def unfinished(state):
        k, total, term, derivs, d_terms = state
        done = jnp.abs(term) <= eps * jnp.abs(total)
        for d, t in zip(derivs, d_terms):
            done = done & (jnp.abs(t) <= eps * jnp.abs(d))
        return jnp.any(~done) & (k < MAX_TERMS)

    def step(state):
        k, total, term, derivs, d_terms = state
        scale = x / ((c + k) * (k + 1))
        ratio = (a + k) * (b + k) * scale
        t_a, t_b, t_c = d_terms
        t_a = t_a * ratio + term * (b + k) * scale
        t_b = t_b * ratio + term * (a + k) * scale
        t_c = (t_c - term / (c + k)) * ratio
        term = term * ratio
        derivs = tuple(d + t for d, t in zip(derivs, (t_a, t_b, t_c)))
        return k + 1, total + term, term, derivs, (t_a, t_b, t_c)

    one, zero = jnp.ones_like(x), jnp.zeros_like(x)
    init = (jnp.asarray(0, x.dtype), one, one, (zero,) * 3, (zero,) * 3)
    _, total, _, derivs, _ = lax.while_loop(unfinished, step, init)
    return (total,) + derivs


def _signed_gamma_ratio(top, bottom):
    """prod Gamma(top) / prod Gamma(bottom), through lgamma and the signs."""
    log = sum(lax.lgamma(t) for t in top) - sum(lax.lgamma(u) for u in bottom)
    sign = 1
    for v in list(top) + list(bottom):
        sign = sign * _gamma_sign(v)
    return sign * jnp.exp(log)


def _gamma_sign(v):
    odd = lax.rem(jnp.floor(v), jnp.asarray(2, v.dtype)) != 0
    return jnp.where((v < 0) & odd, -1, 1).astype(v.dtype)


def _is_nonpositive_integer(v):
    return (v <= 0) & (v == jnp.floor(v))


def _connection(a, b, c, w):
    """2F1(a, b; c; 1 - w) and its (a, b, c) derivatives by the 1 - x connection formula
    A1 F(a, b; 1 - s; w) + w^s A2 F(c - a, c - b; 1 + s; w), s = c - a - b."""
    s = c - a - b
    psi = lax.digamma
    a1 = _signed_gamma_ratio((c, s), (c - a, c - b))
    g1, g1_p, g1_q, g1_r = _gauss_series(a, b, 1 - s, w)
    log_w = jnp.log(w)
    a2 = jnp.exp(s * log_w) * _signed_gamma_ratio((c, -s), (a, b))
    g2, g2_p, g2_q, g2_r = _gauss_series(c - a, c - b, 1 + s, w)
    value = a1 * g1 + a2 * g2
    # d log A1, d G1, d log(w^s A2), d G2 along a, b and c
    l1 = (psi(c - a) - psi(s), psi(c - b) - psi(s), psi(c) + psi(s) - psi(c - a) - psi(c - b))
    d1 = (g1_p + g1_r, g1_q + g1_r, -g1_r)
    l2 = (psi(-s) - psi(a) - log_w, psi(-s) - psi(b) - log_w, psi(c) - psi(-s) + log_w)
    d2 = (-g2_p - g2_r, -g2_q - g2_r, g2_p + g2_q + g2_r)
    derivs = tuple(a1 * (l1[i] * g1 + d1[i]) + a2 * (l2[i] * g2 + d2[i]) for i in range(3))
    return (value,) + derivs


def _hyp2f1_with_parameter_derivatives(a, b, c, x):
    """2F1 for x <= 1 and its a, b, c derivatives: Pfaff's (1 - x)^-a 2F1(a, c - b; c;
    x / (x - 1)) for x < 0, the series for 0 <= y <= 0.9, and above the 1 - y connection
    formula when c - a - b is not within 1e-5 of an integer (there the series, capped at
    MAX_TERMS terms: accurate to y ~ 0.99); Gauss's sum at x = 1 (+inf when
    c - a - b <= 0)."""
    polynomial = _is_nonpositive_integer(a) | _is_nonpositive_integer(b)
    pfaff = (x < 0) & ~polynomial
    y = jnp.where(pfaff, x / (x - 1), x)
    b2 = jnp.where(pfaff, c - b, b)
    log_prefactor = -log1p(-jnp.where(pfaff, x, 0))       # d log P / da
    prefactor = jnp.exp(a * log_prefactor)
    s = c - a - b2
    integer_s = jnp.abs(s - jnp.round(s)) < _NEAR_INTEGER    # the formula cancels there
    connect = (y > _TRANSFORM_SWITCH) & ~integer_s & ~polynomial & (y < 1)
    y_series = jnp.where(connect | ((y >= 1) & ~polynomial), 0, y)
    direct = _gauss_series(a, b2, c, y_series)
    w = jnp.where(connect, 1 - y, 0.5)
    s_safe = jnp.where(connect, s, 0.5)
    connected = _connection(a, c - s_safe - a, c, w)
    h = [jnp.where(connect, u, v) for u, v in zip(connected, direct)]
    at_one = _signed_gamma_ratio((c, jnp.where(s > 0, s, 1)), (c - a, c - b2))
    psi = lax.digamma
    one_derivs = (psi(c - a) - psi(s), psi(c - b2) - psi(s),
                  psi(c) + psi(s) - psi(c - a) - psi(c - b2))
    gauss = (x == 1) & ~polynomial
    h[0] = jnp.where(gauss, jnp.where(s > 0, at_one, np.inf), h[0])
    for i in range(3):
        h[i + 1] = jnp.where(gauss, jnp.where(s > 0, at_one * one_derivs[i], np.nan), h[i + 1])
    # back from (a, b2, c) to (a, b, c): b2 = c - b under Pfaff's transformation
    flip = jnp.where(pfaff, -1, 1)
    d_a = prefactor * (h[1] + log_prefactor * h[0])
    d_b = prefactor * flip * h[2]
    d_c = prefactor * (h[3] + jnp.where(pfaff, h[2], 0))
    invalid = (x > 1) | _is_nonpositive_integer(c)
    return tuple(jnp.where(invalid, np.nan, v) for v in (prefactor * h[0], d_a, d_b, d_c))


@custom_jvp
def hyp2f1(a, b, c, x):
    return _hyp2f1_with_parameter_derivatives(a, b, c, x)[0]


@hyp2f1.defjvp
def _hyp2f1_jvp(primals, tangents):
    (a, b, c, x), (a_dot, b_dot, c_dot, x_dot) = primals, tangents
    value, d_a, d_b, d_c = _hyp2f1_with_parameter_derivatives(a, b, c, x)
    d_x = (a * b / c) * hyp2f1(a + 1, b + 1, c + 1, x)
    return value, a_dot * d_a + b_dot * d_b + c_dot * d_c + x_dot * d_x


# ------------------------------------------------------------------ Bessel J_0 .. J_v
def _bessel_j_orders(z, v, n_iter):
    """J_0(z) .. J_v(z) (stacked first) by Miller's backward recurrence
    J_{m-1} = 2m / z J_m - J_{m+1} from order n_iter + v + 1, normalized by
    J_0 + 2 sum J_2k = 1 and rescaled as it grows."""
    start = n_iter + v + 1
    if start % 2:
        start += 1
    big = 1e100 if np.dtype(z.dtype) == np.float64 else 1e15
    az = jnp.abs(z)
    zs = jnp.where(az == 0, 1, az)
    rows = lax.broadcasted_iota(np.int32, (v + 1,) + tuple(z.shape), 0)

    def body(i, carry):
        upper, current, norm, out = carry          # J_{m+1}, J_m, sum so far, J_0..J_v
        m = start - i
        lower = (2 * m) / zs * current - upper     # J_{m-1}
        even = (m - 1) % 2 == 0
        weight = jnp.where(m - 1 == 0, 1, 2).astype(z.dtype)
        norm = norm + jnp.where(even, weight * lower, 0)
        out = jnp.where(rows == m - 1, lower, out)
        scale = jnp.where(jnp.abs(lower) > big, 1 / jnp.abs(lower), 1)
        return current * scale, lower * scale, norm * scale, out * scale

    zero = jnp.zeros_like(z)
    tiny = jnp.full_like(z, 1e-30 if np.dtype(z.dtype) == np.float64 else 1e-10)
    out0 = jnp.zeros((v + 1,) + tuple(z.shape), z.dtype)
    _, _, norm, out = lax.fori_loop(0, start, body, (zero, tiny, zero, out0))
    values = out / norm
    odd_rows = (rows % 2 == 1) & (z < 0)
    values = jnp.where(odd_rows, -values, values)
    at_zero = jnp.where(rows == 0, 1, 0).astype(z.dtype)
    return jnp.where(az == 0, at_zero, values)


def bessel_jn(z, v, n_iter):
    """J_0(z) .. J_v(z), differentiable in z."""
    return _bessel_jn_static(v, n_iter)(z)


_BESSEL_CACHE = {}


def _bessel_jn_static(v, n_iter):
    """The custom_jvp function of z for one (v, n_iter): J_n' = (J_{n-1} - J_{n+1}) / 2,
    with J_{v+1} from the recurrence itself (a rule that called the custom function of
    order v + 1 would trace that one's rule, and so on without end)."""
    key = (v, n_iter)
    if key not in _BESSEL_CACHE:
        @custom_jvp
        def orders(z):
            return _bessel_j_orders(z, v, n_iter)

        @orders.defjvp
        def _orders_jvp(primals, tangents):
            (z,), (z_dot,) = primals, tangents
            more = _bessel_j_orders(z, v + 1, n_iter)
            below = jnp.concatenate([-more[1:2], more[:v]], axis=0)
            return orders(z), z_dot * (below - more[1:v + 2]) / 2
        _BESSEL_CACHE[key] = orders
    return _BESSEL_CACHE[key]


# ------------------------------------------------------------------ spherical harmonics
def sph_harm_y(n, m, theta, phi, n_max):
    """Y_n^m(theta, phi) with the Condon-Shortley phase: the normalized associated
    Legendre function by its three-term recurrence in the degree (stable for all
    orders), started from P_|m|^|m| = (-1)^m sqrt((2m+1)/4pi (2m-1)!!/(2m)!!) sin^m."""
    dtype = theta.dtype
    n = jnp.minimum(n, n_max).astype(dtype)
    mm = jnp.abs(m).astype(dtype)
    x, s = jnp.cos(theta), jnp.sin(theta)
    log_start = 0.5 * (lax.lgamma(2 * mm + 1) - 2 * lax.lgamma(mm + 1)
                       - 2 * mm * math.log(2) + jnp.log((2 * mm + 1) / (4 * math.pi)))
    s_abs = jnp.abs(s)
    power = jnp.where(mm == 0, 1, jnp.exp(mm * jnp.log(jnp.where(s_abs > 0, s_abs, 1))))
    power = jnp.where((s_abs == 0) & (mm > 0), 0, power)
    odd_m = lax.rem(mm, jnp.asarray(2, dtype)) != 0
    p_mm = jnp.where(odd_m, -1, 1) * jnp.exp(log_start) * power

    def a_of(l_value):
        den = l_value * l_value - mm * mm
        return jnp.sqrt((4 * l_value * l_value - 1) / jnp.where(den > 0, den, 1))

    def body(l, carry):
        prev2, prev1, result = carry
        lf = lax.convert_element_type(l, dtype)
        active = lf > mm
        first = lf == mm + 1
        back = jnp.where(first, 0, prev2 / a_of(lf - 1))
        new = a_of(lf) * (x * prev1 - back)
        prev2 = jnp.where(active, prev1, prev2)
        prev1 = jnp.where(active, new, prev1)
        result = jnp.where(active & (lf == n), new, result)
        return prev2, prev1, result

    init = (jnp.zeros_like(p_mm), p_mm, jnp.where(n == mm, p_mm, 0))
    _, _, legendre = lax.fori_loop(1, n_max + 1, body, init)
    legendre = jnp.where(mm > n, 0, legendre)
    m_f = m.astype(dtype)
    sign = jnp.where((m_f < 0) & odd_m, -1, 1)
    magnitude = sign * legendre
    return lax.complex(magnitude * jnp.cos(m_f * phi), magnitude * jnp.sin(m_f * phi))
