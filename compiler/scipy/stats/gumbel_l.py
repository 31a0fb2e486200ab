"""The left-skewed Gumbel (minimum extreme value) distribution:
sf exp(-exp(z)) at z = (x - loc) / scale.  scale <= 0 gives NaN, as JAX."""
import numpy as np

from ... import numpy as jnp
from ._arguments import args, nan_unless_positive, standardized
from ._functions import log1mexp


def logpdf(x, loc=0, scale=1):
    """z - exp(z) - log(scale)."""
    z, scale = standardized("gumbel_l.logpdf", x, loc, scale)
    return nan_unless_positive(scale, z - jnp.exp(z) - jnp.log(scale))


def pdf(x, loc=0, scale=1):
    """exp(logpdf)."""
    return jnp.exp(logpdf(x, loc, scale))


def logsf(x, loc=0, scale=1):
    """-exp(z)."""
    z, scale = standardized("gumbel_l.logsf", x, loc, scale)
    return nan_unless_positive(scale, -jnp.exp(z))


def sf(x, loc=0, scale=1):
    """exp(-exp(z))."""
    return jnp.exp(logsf(x, loc, scale))


def logcdf(x, loc=0, scale=1):
    """log(1 - exp(-exp(z))), without cancellation in either tail."""
    z, scale = standardized("gumbel_l.logcdf", x, loc, scale)
    return nan_unless_positive(scale, log1mexp(-jnp.exp(z)))


def cdf(x, loc=0, scale=1):
    """1 - exp(-exp(z)) as -expm1(-exp(z))."""
    z, scale = standardized("gumbel_l.cdf", x, loc, scale)
    return nan_unless_positive(scale, -jnp.expm1(-jnp.exp(z)))


def ppf(p, loc=0, scale=1):
    """loc + scale log(-log(1 - p)); NaN outside the open interval (0, 1), as JAX."""
    p, loc, scale = args("gumbel_l.ppf", p, loc, scale)
    inside = (p > 0) & (p < 1)
    p_ok = jnp.where(inside, p, 0.5)
    return jnp.where(inside, loc + scale * jnp.log(-jnp.log1p(-p_ok)), np.nan)
