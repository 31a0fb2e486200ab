"""The chi-square distribution with df degrees of freedom (Gamma(df/2, scale 2))."""
from ... import numpy as jnp
from . import gamma
from ._arguments import args


def logpdf(x, df, loc=0, scale=1):
    x, df, loc, scale = args("chi2.logpdf", x, df, loc, scale)
    return gamma.logpdf(x, df / 2, loc, 2 * scale)


def pdf(x, df, loc=0, scale=1):
    return jnp.exp(logpdf(x, df, loc, scale))


def cdf(x, df, loc=0, scale=1):
    x, df, loc, scale = args("chi2.cdf", x, df, loc, scale)
    return gamma.cdf(x, df / 2, loc, 2 * scale)


def logcdf(x, df, loc=0, scale=1):
    return jnp.log(cdf(x, df, loc, scale))


def sf(x, df, loc=0, scale=1):
    x, df, loc, scale = args("chi2.sf", x, df, loc, scale)
    return gamma.sf(x, df / 2, loc, 2 * scale)


def logsf(x, df, loc=0, scale=1):
    return jnp.log(sf(x, df, loc, scale))
