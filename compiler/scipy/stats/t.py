"""Student's t distribution."""
import math

from ... import numpy as jnp
from .. import special
from ._util import args


def logpdf(x, df, loc=0, scale=1):
    x, df, loc, scale = args("t.logpdf", x, df, loc, scale)
    z = (x - loc) / scale
    half = (df + 1) / 2
    return (special.gammaln(half) - special.gammaln(df / 2) - 0.5 * jnp.log(df * math.pi)
            - jnp.log(scale) - half * jnp.log1p(z * z / df))


def pdf(x, df, loc=0, scale=1):
    return jnp.exp(logpdf(x, df, loc, scale))
