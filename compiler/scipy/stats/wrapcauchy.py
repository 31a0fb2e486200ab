"""The wrapped Cauchy distribution on [0, 2 pi] with shape 0 < c < 1."""
import math

import numpy as np

from ... import numpy as jnp
from ._arguments import args, neg_inf_outside


def logpdf(x, c):
    """log(1 - c^2) - log(2 pi) - log(1 + c^2 - 2 c cos x); -inf outside [0, 2 pi], NaN
    unless 0 < c < 1."""
    x, c = args("wrapcauchy.logpdf", x, c)
    inside = (x >= 0) & (x <= 2 * math.pi)
    logp = jnp.log1p(-c * c) - math.log(2 * math.pi) - jnp.log(1 + c * c - 2 * c * jnp.cos(x))
    return jnp.where((c > 0) & (c < 1), neg_inf_outside(inside, logp), np.nan)


def pdf(x, c):
    """exp(logpdf)."""
    return jnp.exp(logpdf(x, c))
