"""Student's t distribution."""
import math

from ... import numpy as jnp
from .. import special
from ._arguments import args


def logpdf(x, df, loc=0, scale=1):
    x, df, loc, scale = args("t.logpdf", x, df, loc, scale)
    z = (x - loc) / scale
    half = (df + 1) / 2
    return (special.gammaln(half) - special.gammaln(df / 2) - 0.5 * jnp.log(df * math.pi)
            - jnp.log(scale) - half * jnp.log1p(z * z / df))


def pdf(x, df, loc=0, scale=1):
    return jnp.exp(logpdf(x, df, loc, scale))


def _lower_tail(z, df):
    """P(T <= -|z|) = I_(df / (df + z^2))(df/2, 1/2) / 2."""
    return 0.5 * special.betainc(df / 2, jnp.full_like(df, 0.5), df / (df + z * z))


def cdf(x, df, loc=0, scale=1):
    """Student's t CDF through the incomplete beta function (scipy.stats.t.cdf)."""
    x, df, loc, scale = args("t.cdf", x, df, loc, scale)
    z = (x - loc) / scale
    tail = _lower_tail(z, df)
    return jnp.where(z < 0, tail, 1 - tail)


def sf(x, df, loc=0, scale=1):
    x, df, loc, scale = args("t.sf", x, df, loc, scale)
    z = (x - loc) / scale
    tail = _lower_tail(z, df)
    return jnp.where(z > 0, tail, 1 - tail)
