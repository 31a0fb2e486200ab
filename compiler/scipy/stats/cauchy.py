"""The Cauchy distribution."""
import math

import numpy as np

from ... import numpy as jnp
from ._arguments import args


def logpdf(x, loc=0, scale=1):
    x, loc, scale = args("cauchy.logpdf", x, loc, scale)
    z = (x - loc) / scale
    return -math.log(math.pi) - jnp.log(scale) - jnp.log1p(z * z)


def pdf(x, loc=0, scale=1):
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x, loc=0, scale=1):
    x, loc, scale = args("cauchy.cdf", x, loc, scale)
    return 0.5 + jnp.arctan((x - loc) / scale) / np.pi


def logcdf(x, loc=0, scale=1):
    return jnp.log(cdf(x, loc, scale))


def sf(x, loc=0, scale=1):
    x, loc, scale = args("cauchy.sf", x, loc, scale)
    return 0.5 - jnp.arctan((x - loc) / scale) / np.pi


def logsf(x, loc=0, scale=1):
    return jnp.log(sf(x, loc, scale))


def ppf(q, loc=0, scale=1):
    q, loc, scale = args("cauchy.ppf", q, loc, scale)
    out = loc + scale * jnp.tan(np.pi * (q - 0.5))
    return jnp.where((q < 0) | (q > 1), np.nan, out)


def isf(q, loc=0, scale=1):
    q, loc, scale = args("cauchy.isf", q, loc, scale)
    out = loc - scale * jnp.tan(np.pi * (q - 0.5))      # ppf(1 - q) without rounding 1 - q
    return jnp.where((q < 0) | (q > 1), np.nan, out)
