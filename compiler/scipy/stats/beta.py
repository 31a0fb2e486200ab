"""The beta distribution on [loc, loc + scale]."""
from ... import numpy as jnp
from .. import special
from ._arguments import args, neg_inf_outside


def logpdf(x, a, b, loc=0, scale=1):
    x, a, b, loc, scale = args("beta.logpdf", x, a, b, loc, scale)
    y = (x - loc) / scale
    inside = (y >= 0) & (y <= 1)
    y_ok = jnp.where(inside, y, 0.5)
    log_beta = special.gammaln(a) + special.gammaln(b) - special.gammaln(a + b)
    logp = (special.xlogy(a - 1, y_ok) + special.xlog1py(b - 1, -y_ok) - log_beta
            - jnp.log(scale))
    return neg_inf_outside(inside, logp)


def pdf(x, a, b, loc=0, scale=1):
    return jnp.exp(logpdf(x, a, b, loc, scale))


def cdf(x, a, b, loc=0, scale=1):
    """I_y(a, b) at y = (x - loc) / scale clipped to [0, 1]."""
    x, a, b, loc, scale = args("beta.cdf", x, a, b, loc, scale)
    return special.betainc(a, b, jnp.clip((x - loc) / scale, 0, 1))


def logcdf(x, a, b, loc=0, scale=1):
    return jnp.log(cdf(x, a, b, loc, scale))


def sf(x, a, b, loc=0, scale=1):
    """I_(1-y)(b, a): the upper tail without the cancellation of 1 - cdf."""
    x, a, b, loc, scale = args("beta.sf", x, a, b, loc, scale)
    return special.betainc(b, a, 1 - jnp.clip((x - loc) / scale, 0, 1))


def logsf(x, a, b, loc=0, scale=1):
    return jnp.log(sf(x, a, b, loc, scale))
