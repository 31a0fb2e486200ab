"""The uniform distribution on [loc, loc + scale]."""
import numpy as np

from ... import numpy as jnp
from ._arguments import args, neg_inf_outside


def logpdf(x, loc=0, scale=1):
    x, loc, scale = args("uniform.logpdf", x, loc, scale)
    return neg_inf_outside((x >= loc) & (x <= loc + scale), -jnp.log(scale))


def pdf(x, loc=0, scale=1):
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x, loc=0, scale=1):
    x, loc, scale = args("uniform.cdf", x, loc, scale)
    return jnp.clip((x - loc) / scale, 0, 1)


def ppf(q, loc=0, scale=1):
    q, loc, scale = args("uniform.ppf", q, loc, scale)
    return jnp.where((q < 0) | (q > 1), np.nan, loc + q * scale)
