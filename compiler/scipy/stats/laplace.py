"""The Laplace (double exponential) distribution."""
import numpy as np

from ... import numpy as jnp
from ._arguments import args


def logpdf(x, loc=0, scale=1):
    x, loc, scale = args("laplace.logpdf", x, loc, scale)
    return -jnp.abs(x - loc) / scale - jnp.log(2 * scale)


def pdf(x, loc=0, scale=1):
    return jnp.exp(logpdf(x, loc, scale))


def cdf(x, loc=0, scale=1):
    x, loc, scale = args("laplace.cdf", x, loc, scale)
    z = (x - loc) / scale
    half_tail = 0.5 * jnp.exp(-jnp.abs(z))
    return jnp.where(z <= 0, half_tail, 1 - half_tail)
