"""The Pareto distribution with shape b: sf z^-b for z = (x - loc) / scale >= 1."""
import numpy as np

from ... import numpy as jnp
from ._arguments import args, neg_inf_outside
from ._functions import log1mexp


def _log_z(name, x, b, loc, scale):
    """b, scale, log z (0 below the support) and whether x is in the support."""
    x, b, loc, scale = args(name, x, b, loc, scale)
    z = (x - loc) / scale
    inside = z >= 1
    return b, scale, jnp.log(jnp.where(inside, z, 1)), inside


def logpdf(x, b, loc=0, scale=1):
    """log b - log scale - (b + 1) log z; -inf below loc + scale."""
    b, scale, log_z, inside = _log_z("pareto.logpdf", x, b, loc, scale)
    return neg_inf_outside(inside, jnp.log(b) - jnp.log(scale) - (b + 1) * log_z)


def pdf(x, b, loc=0, scale=1):
    """exp(logpdf)."""
    return jnp.exp(logpdf(x, b, loc, scale))


def logsf(x, b, loc=0, scale=1):
    """-b log z; 0 below the support."""
    b, _, log_z, inside = _log_z("pareto.logsf", x, b, loc, scale)
    return jnp.where(inside, -b * log_z, 0)


def sf(x, b, loc=0, scale=1):
    """z^-b; 1 below the support."""
    return jnp.exp(logsf(x, b, loc, scale))


def logcdf(x, b, loc=0, scale=1):
    """log(1 - z^-b); -inf below the support."""
    b, _, log_z, inside = _log_z("pareto.logcdf", x, b, loc, scale)
    return neg_inf_outside(inside, log1mexp(-b * log_z))


def cdf(x, b, loc=0, scale=1):
    """1 - z^-b as -expm1(-b log z); 0 below the support."""
    b, _, log_z, inside = _log_z("pareto.cdf", x, b, loc, scale)
    return jnp.where(inside, -jnp.expm1(-b * log_z), 0)


def ppf(q, b, loc=0, scale=1):
    """loc + scale (1 - q)^(-1/b); NaN outside [0, 1]."""
    q, b, loc, scale = args("pareto.ppf", q, b, loc, scale)
    value = loc + scale * jnp.exp(-jnp.log1p(-q) / b)
    return jnp.where(jnp.isnan(q) | (q < 0) | (q > 1), np.nan, value)
