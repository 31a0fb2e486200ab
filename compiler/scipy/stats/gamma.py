"""The gamma distribution with shape a."""
from ... import numpy as jnp
from .. import special
from ._util import args, neg_inf_outside


def logpdf(x, a, loc=0, scale=1):
    x, a, loc, scale = args("gamma.logpdf", x, a, loc, scale)
    y = (x - loc) / scale
    inside = y >= 0
    y_ok = jnp.where(inside, y, 1)
    logp = special.xlogy(a - 1, y_ok) - y_ok - special.gammaln(a) - jnp.log(scale)
    return neg_inf_outside(inside, logp)


def pdf(x, a, loc=0, scale=1):
    return jnp.exp(logpdf(x, a, loc, scale))
