"""The normal distribution N(loc, scale**2)."""
import math

import numpy as np

from ... import numpy as jnp
from .. import special
from ._arguments import args
from ._functions import log_ndtr

_HALF_LOG_2PI = 0.5 * math.log(2 * math.pi)


def logpdf(x, loc=0, scale=1):
    x, loc, scale = args("norm.logpdf", x, loc, scale)
    z = (x - loc) / scale
    return -0.5 * z * z - jnp.log(scale) - _HALF_LOG_2PI


def pdf(x, loc=0, scale=1):
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x, loc=0, scale=1):
    x, loc, scale = args("norm.cdf", x, loc, scale)
    return special.ndtr((x - loc) / scale)


def logcdf(x, loc=0, scale=1):
    x, loc, scale = args("norm.logcdf", x, loc, scale)
    return log_ndtr((x - loc) / scale)


def sf(x, loc=0, scale=1):
    x, loc, scale = args("norm.sf", x, loc, scale)
    return special.ndtr((loc - x) / scale)


def logsf(x, loc=0, scale=1):
    x, loc, scale = args("norm.logsf", x, loc, scale)
    return log_ndtr((loc - x) / scale)


def ppf(q, loc=0, scale=1):
    """loc + scale * sqrt(2) erfinv(2q - 1); NaN outside [0, 1]."""
    q, loc, scale = args("norm.ppf", q, loc, scale)
    z = np.sqrt(2) * special.erfinv(2 * q - 1)
    return jnp.where((q < 0) | (q > 1), np.nan, loc + scale * z)


def isf(q, loc=0, scale=1):
    q, loc, scale = args("norm.isf", q, loc, scale)
    return 2 * loc - ppf(q, loc, scale)          # the reflection of ppf(q) about loc
