"""The Poisson distribution with mean mu (shifted by loc)."""
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
