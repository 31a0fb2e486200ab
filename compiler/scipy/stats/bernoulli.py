"""The Bernoulli distribution: 1 with probability p, 0 otherwise."""
import numpy as np

from ... import numpy as jnp
from .. import special
from ._arguments import args, neg_inf_outside


def logpmf(k, p, loc=0):
    k, p, loc = args("bernoulli.logpmf", k, p, loc)
    x = k - loc
    logp = special.xlogy(x, p) + special.xlog1py(1 - x, -p)
    return neg_inf_outside((x == 0) | (x == 1), logp)


def pmf(k, p, loc=0):
    return jnp.exp(logpmf(k, p, loc))


def cdf(k, p):
    k, p = args("bernoulli.cdf", k, p)
    out = jnp.where(k < 0, 0, jnp.where(k < 1, 1 - p, 1))
    return jnp.where((p < 0) | (p > 1), np.nan, out)


def ppf(q, p):
    q, p = args("bernoulli.ppf", q, p)
    out = jnp.where(q <= 1 - p, 0, 1)
    return jnp.where((q < 0) | (q > 1) | (p < 0) | (p > 1), np.nan, out)
