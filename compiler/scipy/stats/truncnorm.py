"""The normal distribution N(loc, scale**2) truncated to the standardized interval
[a, b]: z = (x - loc) / scale must lie in it.  a >= b gives NaN, as JAX."""
import numpy as np

from ... import numpy as jnp
from . import norm
from ._arguments import args, neg_inf_outside
from ._functions import log1mexp, log_normal_mass


def logpdf(x, a, b, loc=0, scale=1):
    """The normal log density less log(Phi(b) - Phi(a)); -inf outside [a, b]."""
    x, a, b, loc, scale = args("truncnorm.logpdf", x, a, b, loc, scale)
    z = (x - loc) / scale
    logp = norm.logpdf(x, loc, scale) - log_normal_mass(a, b)
    return jnp.where(a >= b, np.nan, neg_inf_outside((z >= a) & (z <= b), logp))


def pdf(x, a, b, loc=0, scale=1):
    """exp(logpdf)."""
    return jnp.exp(logpdf(x, a, b, loc, scale))


def _logcdf(z, a, b):
    """log P(Z <= z) of the standardized truncated normal: the mass of [a, z] over the
    mass of [a, b], or log(1 - mass of [z, b] / mass of [a, b]) where that is near 0 and
    the direct form would lose its digits.  The three masses come from one stacked call,
    a third of the program that three calls would make."""
    z, a, b = jnp.broadcast_arrays(z, a, b)
    zc = jnp.clip(z, a, b)
    masses = log_normal_mass(jnp.stack([a, a, zc]), jnp.stack([b, zc, b]))
    below, above = masses[1] - masses[0], masses[2] - masses[0]
    near_one = below > -0.1
    value = jnp.where(near_one, log1mexp(jnp.minimum(jnp.where(near_one, above, -1.0), 0.0)),
                      below)
    value = jnp.where(z >= b, 0.0, jnp.where(z <= a, -np.inf, value))
    return jnp.where(a >= b, np.nan, value)


def logcdf(x, a, b, loc=0, scale=1):
    """log P(X <= x)."""
    x, a, b, loc, scale = args("truncnorm.logcdf", x, a, b, loc, scale)
    return _logcdf((x - loc) / scale, a, b)


def cdf(x, a, b, loc=0, scale=1):
    """exp(logcdf)."""
    return jnp.exp(logcdf(x, a, b, loc, scale))


def logsf(x, a, b, loc=0, scale=1):
    """log P(X > x): the log cdf of the reflected distribution on [-b, -a] at -z."""
    x, a, b, loc, scale = args("truncnorm.logsf", x, a, b, loc, scale)
    return _logcdf((loc - x) / scale, -b, -a)


def sf(x, a, b, loc=0, scale=1):
    """exp(logsf)."""
    return jnp.exp(logsf(x, a, b, loc, scale))
