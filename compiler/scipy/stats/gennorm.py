"""The generalized normal distribution with shape beta: density proportional to
exp(-|x|^beta) (beta = 2 a normal, beta = 1 a Laplace)."""
import math

from ... import lax
from ... import numpy as jnp
from .. import special
from ._arguments import args


def logpdf(x, beta):
    """log(beta / 2) - lgamma(1 / beta) - |x|^beta."""
    x, beta = args("gennorm.logpdf", x, beta)
    return jnp.log(beta) - math.log(2) - lax.lgamma(1 / beta) - jnp.abs(x) ** beta


def pdf(x, beta):
    """exp(logpdf)."""
    return jnp.exp(logpdf(x, beta))


def cdf(x, beta):
    """(1 + sign(x) P(1 / beta, |x|^beta)) / 2, P the regularized lower incomplete gamma."""
    x, beta = args("gennorm.cdf", x, beta)
    return 0.5 + 0.5 * jnp.sign(x) * special.gammainc(1 / beta, jnp.abs(x) ** beta)
