"""The logistic distribution."""
from ... import numpy as jnp
from .. import special
from ._arguments import args


def _log_sigmoid(z):
    """log(1 / (1 + exp(-z))) = -max(-z, 0) - log1p(exp(-|z|)): finite for large |z|."""
    return -jnp.maximum(-z, 0) - jnp.log1p(jnp.exp(-jnp.abs(z)))


def logpdf(x, loc=0, scale=1):
    x, loc, scale = args("logistic.logpdf", x, loc, scale)
    z = (x - loc) / scale
    return _log_sigmoid(z) + _log_sigmoid(-z) - jnp.log(scale)


def pdf(x, loc=0, scale=1):
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x, loc=0, scale=1):
    x, loc, scale = args("logistic.cdf", x, loc, scale)
    return special.expit((x - loc) / scale)


def sf(x, loc=0, scale=1):
    x, loc, scale = args("logistic.sf", x, loc, scale)
    return special.expit((loc - x) / scale)


def ppf(q, loc=0, scale=1):
    q, loc, scale = args("logistic.ppf", q, loc, scale)
    return loc + scale * special.logit(q)


def isf(q, loc=0, scale=1):
    q, loc, scale = args("logistic.isf", q, loc, scale)
    return loc - scale * special.logit(q)
