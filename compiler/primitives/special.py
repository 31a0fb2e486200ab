"""The incomplete gamma and beta functions: JAX's lax.igamma, igammac, igamma_grad_a,
random_gamma_grad and betainc; and bessel_i0e (Cephes' Chebyshev series).

XLA expands these into loops; here they are traced code (a power series and Lentz's
continued fractions in ``while_loop``s that run until every element has converged), so
they jit and vmap like any other function.  Derivatives come from custom JVP rules:
d/dx of igamma is the gamma density x^(a-1) e^-x / Gamma(a), and d/da is
``igamma_grad_a``, which the loops compute alongside the values (forward-mode by hand:
each recurrence carries its derivative in ``a``).  betainc's fraction carries its
derivatives in a and b the same way (JAX's betainc raises for those).  As in JAX (XLA),
a <= 0, x < 0 and NaNs give NaN.

Which expansion (as Numerical Recipes and Cephes):
  P(a, x) = x^a e^-x / Gamma(a + 1) * sum_n x^n / ((a + 1) ... (a + n))   for x < a + 1
  Q(a, x) = x^a e^-x / Gamma(a) * 1 / (x + 1 - a - 1 (1 - a) / (x + 3 - a - ...))  else
  I_x(a, b) = x^a (1 - x)^b / (a B(a, b)) * 1 / (1 + d_1 / (1 + d_2 / (1 + ...)))
             for x < (a + 1) / (a + b + 2), else 1 - I_(1-x)(b, a)
"""
from __future__ import annotations

import numpy as np

from hostcall.reference import cephes

from .. import dtypes
from ..custom_derivatives import custom_jvp
from ..core import abstractify as aval_of
from . import elementwise as ew
from .control_flow import while_loop
from .reductions import reduce_or

_MAX_ITERATIONS = 2000


def _args(name: str, *args):
    """The arguments as one float dtype and shape (JAX's lax requires equal ones)."""
    avals = [aval_of(a) for a in args]
    found = {np.dtype(a.dtype) for a in avals}
    if len(found) != 1 or dtypes.kind(next(iter(found))) != "f":
        raise TypeError(f"lax.{name} requires arguments of one floating dtype, got "
                        f"{', '.join(str(a.dtype) for a in avals)}")
    shapes = {tuple(a.shape) for a in avals}
    if len(shapes) != 1:
        raise TypeError(f"lax.{name} requires arguments of one shape, got "
                        f"{', '.join(str(tuple(a.shape)) for a in avals)}")
    return args


def _full(like, value):
    av = aval_of(like)
    return np.full(av.shape, value, av.dtype)


def _eps(like) -> float:
    return float(np.finfo(aval_of(like).dtype).eps)


def _tiny(like) -> float:
    return 1e-30 if aval_of(like).dtype == np.float32 else 1e-300


def _any(pred):
    av = aval_of(pred)
    return reduce_or(pred, tuple(range(len(av.shape)))) if av.shape else pred


def _where(pred, a, b):
    return ew.select(pred, a, b)


# ------------------------------------------------------------------ the gamma loops
def _series(a, x):
    """P(a, x) and dP/da by the power series (for x < a + 1)."""
    eps = _eps(x)

    def cond(s):
        i, t, _, total, _ = s
        return (i < _MAX_ITERATIONS) & _any(ew.abs(t) > eps * ew.abs(total))

    def body(s):
        i, t, dt, total, dtotal = s
        an = a + i.astype(a.dtype)
        t_new = t * x / an
        dt_new = dt * x / an - t_new / an
        return i + 1, t_new, dt_new, total + t_new, dtotal + dt_new

    one, zero = _full(x, 1.0), _full(x, 0.0)
    _, _, _, total, dtotal = while_loop(cond, body, (np.int32(1), one, zero, one, zero))
    log_prefactor = a * ew.log(x) - x - ew.lgamma(a + 1)
    prefactor = ew.exp(log_prefactor)
    p = prefactor * total
    dp = p * (ew.log(x) - ew.digamma(a + 1)) + prefactor * dtotal
    return p, dp


def _lentz_guard(x):
    """Lentz's guard: a value smaller in magnitude than the dtype's tiny becomes tiny, so
    no step divides by zero."""
    tiny = _tiny(x)
    return lambda v: _where(ew.abs(v) < tiny, _full(v, tiny), v)


def _lentz_running(x):
    """The loop condition of a continued fraction whose state starts (step, last delta):
    go on while a step changes the value by more than eps, at most _MAX_ITERATIONS."""
    eps = _eps(x)
    return lambda s: (s[0] < _MAX_ITERATIONS) & _any(ew.abs(s[1] - 1) > eps)


def _continued_fraction(a, x):
    """Q(a, x) and dQ/da by Lentz's continued fraction (for x >= a + 1)."""
    guard, cond = _lentz_guard(x), _lentz_running(x)

    def body(s):
        i, _, b, c, dc, d, dd, h, dh = s
        fi = i.astype(a.dtype)
        an, dan = -fi * (fi - a), fi
        b = b + 2                      # db/da = -1 throughout
        d_new = guard(an * d + b)
        dd_new = dan * d + an * dd - 1
        c_new = guard(b + an / c)
        dc_new = -1 + dan / c - an * dc / c / c
        d, dd = 1 / d_new, -dd_new / (d_new * d_new)
        delta = d * c_new
        ddelta = dd * c_new + d * dc_new
        return i + 1, delta, b, c_new, dc_new, d, dd, h * delta, dh * delta + h * ddelta

    b = x + 1 - a
    d = 1 / guard(b)
    dd = d * d                         # d(1/b)/da with db/da = -1
    c = _full(x, 1 / _tiny(x))
    state = (np.int32(1), _full(x, 2.0), b, c, _full(x, 0.0), d, dd, d, dd)
    *_, h, dh = while_loop(cond, body, state)
    prefactor = ew.exp(a * ew.log(x) - x - ew.lgamma(a))
    q = prefactor * h
    dq = q * (ew.log(x) - ew.digamma(a)) + prefactor * dh
    return q, dq


def _igamma_parts(a, x):
    """(P, Q, dP/da) with the domain's edge cases, as XLA: NaN for a <= 0, x < 0 or NaN;
    P = 0 at x = 0, P = 1 at x = inf."""
    nan = ew.ne(a, a) | ew.ne(x, x) | (a <= 0) | (x < 0)
    zero, infinite = x == 0, x == np.inf
    series = (x < a + 1) & ~nan & ~zero & ~infinite
    fraction = ~series & ~nan & ~zero & ~infinite
    # each expansion sees harmless arguments where the other one is used
    p_s, dp_s = _series(_where(series, a, _full(a, 1.0)), _where(series, x, _full(x, 0.5)))
    q_c, dq_c = _continued_fraction(_where(fraction, a, _full(a, 1.0)),
                                    _where(fraction, x, _full(x, 3.0)))
    p = _where(series, p_s, 1 - q_c)
    q = _where(series, 1 - p_s, q_c)
    dp = _where(series, dp_s, -dq_c)
    nan_v, zero_v, one_v = _full(x, np.nan), _full(x, 0.0), _full(x, 1.0)
    p = _where(nan, nan_v, _where(zero, zero_v, _where(infinite, one_v, p)))
    q = _where(nan, nan_v, _where(zero, one_v, _where(infinite, zero_v, q)))
    dp = _where(nan, nan_v, _where(zero | infinite, zero_v, dp))
    return p, q, dp


def _gamma_density(a, x):
    """d/dx P(a, x) = x^(a-1) e^-x / Gamma(a)."""
    return ew.exp((a - 1) * ew.log(x) - x - ew.lgamma(a))


@custom_jvp
def _igamma(a, x):
    return _igamma_parts(a, x)[0]


@_igamma.defjvp
def _igamma_jvp(primals, tangents):
    (a, x), (a_dot, x_dot) = primals, tangents
    p, _, dp_da = _igamma_parts(a, x)
    return p, dp_da * a_dot + _gamma_density(a, x) * x_dot


@custom_jvp
def _igammac(a, x):
    return _igamma_parts(a, x)[1]


@_igammac.defjvp
def _igammac_jvp(primals, tangents):
    (a, x), (a_dot, x_dot) = primals, tangents
    _, q, dp_da = _igamma_parts(a, x)
    return q, -(dp_da * a_dot + _gamma_density(a, x) * x_dot)


def igamma(a, x):
    """The regularized lower incomplete gamma function P(a, x)."""
    return _igamma(*_args("igamma", a, x))


def igammac(a, x):
    """The regularized upper incomplete gamma function Q(a, x) = 1 - P(a, x)."""
    return _igammac(*_args("igammac", a, x))


def igamma_grad_a(a, x):
    """d/da P(a, x)."""
    a, x = _args("igamma_grad_a", a, x)
    return _igamma_parts(a, x)[2]


def random_gamma_grad(a, x):
    """The derivative of a Gamma(a) sample x in a, by implicit differentiation of
    P(a, x) = u: -(dP/da) / (dP/dx)."""
    a, x = _args("random_gamma_grad", a, x)
    return -_igamma_parts(a, x)[2] / _gamma_density(a, x)


# ------------------------------------------------------------------------- betainc
# Values with their derivatives in a and b: (v, dv/da, dv/db).
def _d_mul(p, q):
    return p[0] * q[0], p[1] * q[0] + p[0] * q[1], p[2] * q[0] + p[0] * q[2]


def _d_recip(p, guard):
    v = guard(p[0])
    r = 1 / v
    return r, -p[1] * r * r, -p[2] * r * r


def _d_step(coefficient, c, d, guard):
    """One Lentz step with ``coefficient``: d = 1 / (1 + k d), c = 1 + k / c."""
    one_plus_kd = _d_mul(coefficient, d)
    d = _d_recip((1 + one_plus_kd[0], one_plus_kd[1], one_plus_kd[2]), guard)
    k_over_c = _d_mul(coefficient, _d_recip(c, guard))
    c = (guard(1 + k_over_c[0]), k_over_c[1], k_over_c[2])
    return c, d


def _beta_fraction(a, b, x):
    """The continued fraction of I_x(a, b) (Lentz), for x < (a + 1) / (a + b + 2), with
    its derivatives in a and b."""
    guard, cond = _lentz_guard(x), _lentz_running(x)

    def body(s):
        m, _, *rest = s
        c, d, h = rest[0:3], rest[3:6], rest[6:9]
        fm = m.astype(a.dtype)
        m2 = 2 * fm
        lo, hi = a + m2 - 1, a + m2
        even = fm * (b - fm) * x / (lo * hi)
        even = (even, -even * (1 / lo + 1 / hi), fm * x / (lo * hi))
        c, d = _d_step(even, c, d, guard)
        h = _d_mul(_d_mul(h, d), c)
        hi1 = a + m2 + 1
        odd = -(a + fm) * (a + b + fm) * x / (hi * hi1)
        odd = (odd, odd * (1 / (a + fm) + 1 / (a + b + fm) - 1 / hi - 1 / hi1),
               odd / (a + b + fm))
        c, d = _d_step(odd, c, d, guard)
        delta = _d_mul(d, c)
        h = _d_mul(h, delta)
        return (m + 1, delta[0], *c, *d, *h)

    u = 1 - (a + b) * x / (a + 1)
    d = _d_recip((u, (a + b) * x / ((a + 1) * (a + 1)) - x / (a + 1), -x / (a + 1)), guard)
    zero = _full(x, 0.0)
    state = (np.int32(1), _full(x, 2.0), _full(x, 1.0), zero, zero, *d, *d)
    return tuple(while_loop(cond, body, state)[-3:])


def _betainc_parts(a, b, x):
    """(I_x(a, b), dI/da, dI/db) with the domain's edges: NaN outside a, b > 0 and
    0 <= x <= 1; 0 and 1 at x = 0 and 1 (derivatives 0 there)."""
    nan = ew.ne(a, a) | ew.ne(b, b) | ew.ne(x, x) | (a <= 0) | (b <= 0) | (x < 0) | (x > 1)
    edge = (x == 0) | (x == 1)
    flip = x >= (a + 1) / (a + b + 2)
    ok = ~nan & ~edge
    # the fraction converges at x < (a + 1) / (a + b + 2); beyond, I_x(a, b) = 1 - I_(1-x)(b, a)
    aa = _where(ok, _where(flip, b, a), _full(a, 1.0))
    bb = _where(ok, _where(flip, a, b), _full(b, 1.0))
    xx = _where(ok, _where(flip, 1 - x, x), _full(x, 0.25))
    log_beta = ew.lgamma(aa) + ew.lgamma(bb) - ew.lgamma(aa + bb)
    front = ew.exp(aa * ew.log(xx) + bb * ew.log1p(-xx) - log_beta) / aa
    psi_ab = ew.digamma(aa + bb)
    f, df_da, df_db = _beta_fraction(aa, bb, xx)
    part = front * f
    d_aa = part * (ew.log(xx) - ew.digamma(aa) + psi_ab - 1 / aa) + front * df_da
    d_bb = part * (ew.log1p(-xx) - ew.digamma(bb) + psi_ab) + front * df_db
    value = _where(flip, 1 - part, part)
    da, db = _where(flip, -d_bb, d_aa), _where(flip, -d_aa, d_bb)
    zero, nan_v = _full(x, 0.0), _full(x, np.nan)
    value = _where(edge, _where(x == 0, zero, _full(x, 1.0)), value)
    da, db = _where(edge, zero, da), _where(edge, zero, db)
    return tuple(_where(nan, nan_v, v) for v in (value, da, db))


@custom_jvp
def _betainc(a, b, x):
    return _betainc_parts(a, b, x)[0]


@_betainc.defjvp
def _betainc_jvp(primals, tangents):
    (a, b, x), (a_dot, b_dot, x_dot) = primals, tangents
    value, da, db = _betainc_parts(a, b, x)
    density = ew.exp((a - 1) * ew.log(x) + (b - 1) * ew.log1p(-x)
                     - (ew.lgamma(a) + ew.lgamma(b) - ew.lgamma(a + b)))
    return value, da * a_dot + db * b_dot + density * x_dot


def betainc(a, b, x):
    """The regularized incomplete beta function I_x(a, b), differentiable in a, b and x
    (JAX's in x only)."""
    return _betainc(*_args("betainc", a, b, x))


# ---------------------------------------------------------------- Bessel i0e
def _i0e_composed(x):
    """Cephes' i0e as traced code (float32 coefficients for narrower floats, computed in
    float32): StableHLO and CHLO have no i0e op (JAX lowers it the same way)."""
    d = aval_of(x).dtype
    wide = np.dtype(np.float64) if d == np.float64 else np.dtype(np.float32)
    xw = ew.abs(ew.convert_element_type(x, wide) if d != wide else x)

    def const(c):
        return _full(xw, c)
    A, B = cephes.i0e_coefficients(wide == np.float64)
    arith = (const, ew.add, ew.sub, ew.mul)
    small = cephes.chbevl(ew.sub(ew.mul(const(0.5), xw), const(2.0)), A, *arith)
    xb = ew.max(xw, const(8.0))   # the large-|x| series away from 0 (no inf / NaN there)
    big = ew.div(cephes.chbevl(ew.sub(ew.div(const(32.0), xb), const(2.0)), B, *arith),
                 ew.sqrt(xb))
    r = ew.select(ew.le(xw, const(8.0)), small, big)
    return ew.convert_element_type(r, d) if d != wide else r


@custom_jvp
def _bessel_i0e(x):
    return _i0e_composed(x)


@_bessel_i0e.defjvp
def _bessel_i0e_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    y = _bessel_i0e(x)
    return y, ew.mul(t, ew.sub(ew.bessel_i1e(x), ew.mul(ew.sign(x), y)))


def bessel_i0e(x):
    """The exponentially scaled modified Bessel function of order 0, exp(-|x|) I0(x)
    (lax.bessel_i0e)."""
    (x,) = _args("bessel_i0e", x)
    return _bessel_i0e(x)
