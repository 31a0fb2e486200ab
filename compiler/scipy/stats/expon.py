"""The exponential distribution with rate 1/scale, shifted by loc."""
import numpy as np

from ... import numpy as jnp
from ._arguments import args, neg_inf_outside


def logpdf(x, loc=0, scale=1):
    x, loc, scale = args("expon.logpdf", x, loc, scale)
    z = (x - loc) / scale
    return neg_inf_outside(z >= 0, -z - jnp.log(scale))


def pdf(x, loc=0, scale=1):
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x, loc=0, scale=1):
    x, loc, scale = args("expon.cdf", x, loc, scale)
    z = (x - loc) / scale
    return jnp.where(z > 0, -jnp.expm1(-jnp.maximum(z, 0)), 0)


def logcdf(x, loc=0, scale=1):
    return jnp.log(cdf(x, loc, scale))


def sf(x, loc=0, scale=1):
    return jnp.exp(logsf(x, loc, scale))


def logsf(x, loc=0, scale=1):
    x, loc, scale = args("expon.logsf", x, loc, scale)
    z = (x - loc) / scale
    return jnp.where(z > 0, -z, 0)


def ppf(q, loc=0, scale=1):
    q, loc, scale = args("expon.ppf", q, loc, scale)
    return jnp.where((q < 0) | (q > 1), np.nan, loc - scale * jnp.log1p(-q))
