"""Log-space pieces several distributions share: log B(a, b), log(1 - e^x) and
log(Phi(b) - Phi(a)), written stably so the tails of a density stay finite."""
import math

import numpy as np

from ... import numpy as jnp
from .. import special

_LOG_HALF = float(np.log(0.5))
_HALF_LOG_2PI = 0.5 * math.log(2 * math.pi)
# Below this z, Phi(z) leaves the dtype's normal range soon (float32: Phi(-13) ~ 1e-38);
# the asymptotic series takes over, its error there under the dtype's epsilon.
_SERIES_BELOW = {2: -5.0, 4: -9.0, 8: -20.0}
_SERIES_TERMS = 7


def log_ndtr(z):
    """log Phi(z): log1p(-Phi(-z)) above 0, log Phi(z) down to a dtype-dependent cut, then
    -z^2/2 - log(-z sqrt(2 pi)) + log(sum_n (-1)^n (2n-1)!! / z^(2n)) in the far tail."""
    z = jnp.asarray(z)
    cut = _SERIES_BELOW.get(z.dtype.itemsize, -9.0)
    tail = z < cut
    zt = jnp.where(tail, z, cut)
    w = 1 / (zt * zt)
    series = jnp.zeros_like(zt)
    for n in range(_SERIES_TERMS, 0, -1):          # Horner: 1 - w(1 - 3w(1 - 5w(...)))
        series = (2 * n - 1) * w * (1 - series)
    far = -0.5 * zt * zt - jnp.log(-zt) - _HALF_LOG_2PI + jnp.log1p(-series)
    upper = z > 0
    near = jnp.where(tail, cut, z)
    mid = jnp.where(upper, jnp.log1p(-special.ndtr(-jnp.abs(near))),
                    jnp.log(special.ndtr(-jnp.abs(near))))
    return jnp.where(tail, far, mid)


def log_beta(a, b):
    """log B(a, b) = lgamma(a) + lgamma(b) - lgamma(a + b)."""
    return special.gammaln(a) + special.gammaln(b) - special.gammaln(a + b)


def log1mexp(x):
    """log(1 - exp(x)) for x <= 0: log(-expm1(x)) near 0, log1p(-exp(x)) below log 1/2,
    each where it loses no digits."""
    near_zero = x > _LOG_HALF
    return jnp.where(near_zero, jnp.log(-jnp.expm1(jnp.where(near_zero, x, _LOG_HALF))),
                     jnp.log1p(-jnp.exp(jnp.where(near_zero, _LOG_HALF, x))))


def log_normal_mass(a, b):
    """log(Phi(b) - Phi(a)) for a <= b.  An interval inside one half-line is a difference
    of two lower tails (reflected when it lies right of 0), taken in log space; one that
    straddles 0 is 1 minus its two tails."""
    a, b = jnp.broadcast_arrays(a, b)
    right = a > 0
    straddles = (a <= 0) & (b > 0)
    # the interval's image in the lower half-line: [lo, hi] with hi <= 0 in the tail cases
    lo = jnp.where(right, -b, a)
    hi = jnp.where(right, -a, b)
    log_hi = log_ndtr(jnp.where(straddles, 0.0, hi))
    log_lo = log_ndtr(jnp.where(straddles, -1.0, lo))
    tail = log_hi + log1mexp(jnp.minimum(log_lo - log_hi, 0.0))
    middle = jnp.log1p(-special.ndtr(jnp.where(straddles, a, -1.0))
                       - special.ndtr(jnp.where(straddles, -b, -1.0)))
    return jnp.where(straddles, middle, tail)
