"""The gamma distribution with shape a."""
from ... import numpy as jnp
from .. import special
from ._arguments import args, neg_inf_outside


def logpdf(x, a, loc=0, scale=1):
    x, a, loc, scale = args("gamma.logpdf", x, a, loc, scale)
    y = (x - loc) / scale
    inside = y >= 0
    y_ok = jnp.where(inside, y, 1)
    logp = special.xlogy(a - 1, y_ok) - y_ok - special.gammaln(a) - jnp.log(scale)
    return neg_inf_outside(inside, logp)


def pdf(x, a, loc=0, scale=1):
    return jnp.exp(logpdf(x, a, loc, scale))


def cdf(x, a, loc=0, scale=1):
    """P(a, y) at y = (x - loc) / scale, 0 below the support."""
    x, a, loc, scale = args("gamma.cdf", x, a, loc, scale)
    return special.gammainc(a, jnp.maximum((x - loc) / scale, 0))


def logcdf(x, a, loc=0, scale=1):
    return jnp.log(cdf(x, a, loc, scale))


def sf(x, a, loc=0, scale=1):
    """Q(a, y), 1 below the support; no cancellation where the cdf is near 1."""
    x, a, loc, scale = args("gamma.sf", x, a, loc, scale)
    y = (x - loc) / scale
    return jnp.where(y < 0, 1, special.gammaincc(a, jnp.maximum(y, 0)))


def logsf(x, a, loc=0, scale=1):
    return jnp.log(sf(x, a, loc, scale))
