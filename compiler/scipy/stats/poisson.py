"""The Poisson distribution with mean mu (shifted by loc)."""
import numpy as np

from ... import numpy as jnp
from .. import special
from ._arguments import args, neg_inf_outside


def logpmf(k, mu, loc=0):
    k, mu, loc = args("poisson.logpmf", k, mu, loc)
    x = k - loc
    inside = (x >= 0) & (x == jnp.floor(x))
    x_ok = jnp.where(inside, x, 0)
    return neg_inf_outside(inside, special.xlogy(x_ok, mu) - mu - special.gammaln(x_ok + 1))


def pmf(k, mu, loc=0):
    return jnp.exp(logpmf(k, mu, loc))


def cdf(k, mu, loc=0):
    """P(K <= k) = Q(floor(k - loc) + 1, mu); 0 below the support."""
    k, mu, loc = args("poisson.cdf", k, mu, loc)
    x = jnp.floor(k - loc)
    return jnp.where(x < 0, 0, special.gammaincc(jnp.maximum(x, 0) + 1, mu))


def sf(k, mu, loc=0):
    """P(K > k) = P(floor(k - loc) + 1, mu); 1 below the support."""
    k, mu, loc = args("poisson.sf", k, mu, loc)
    x = jnp.floor(k - loc)
    return jnp.where(x < 0, 1, special.gammainc(jnp.maximum(x, 0) + 1, mu))


_WINDOW = 256          # terms summed below the series' cut: mu +- 12 sd lies inside
# Where the asymptotic series takes over, by itemsize: its error (about 0.3 / mu^4) under
# the dtype's epsilon; float32 switches early, as its long sums of k log mu - lgamma(k + 1)
# lose digits.
_SERIES_FROM = {2: 10.0, 4: 30.0, 8: 100.0}


def entropy(mu, loc=0):
    """-sum_k p_k log p_k: summed over a window of 256 counts around mu for small mu (below
    100 in float64, 30 in float32), the asymptotic series 1/2 log(2 pi e mu) - 1/(12 mu)
    - 1/(24 mu^2) - 19/(360 mu^3) above.  0 at mu = 0, NaN for mu < 0; loc does not
    change it."""
    mu, loc = args("poisson.entropy", mu, loc)
    cut = _SERIES_FROM.get(mu.dtype.itemsize, 100.0)
    small = mu < cut
    mu_s = jnp.where(small & (mu > 0), mu, 1)
    start = jnp.maximum(jnp.floor(mu_s - 12 * jnp.sqrt(mu_s)), 0)
    k = start[..., None] + jnp.arange(_WINDOW, dtype=mu.dtype)
    log_p = special.xlogy(k, mu_s[..., None]) - mu_s[..., None] - special.gammaln(k + 1)
    summed = -jnp.sum(jnp.exp(log_p) * log_p, axis=-1)
    mu_l = jnp.where(small, cut, mu)
    w = 1 / mu_l
    series = 0.5 * jnp.log(2 * np.pi * np.e * mu_l) - w * (1 / 12 + w * (1 / 24 + w * 19 / 360))
    value = jnp.where(small, summed, series)
    return jnp.where(mu == 0, 0, jnp.where(mu < 0, np.nan, value))
