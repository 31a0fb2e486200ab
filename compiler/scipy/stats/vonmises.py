"""The von Mises distribution on the circle with concentration kappa."""
import math

import numpy as np

from ... import lax
from ... import numpy as jnp
from ._arguments import args


def logpdf(x, kappa):
    """kappa (cos x - 1) - log(2 pi I0e(kappa)): the exponentially scaled Bessel function
    keeps large kappa finite.  NaN unless kappa > 0, as JAX."""
    x, kappa = args("vonmises.logpdf", x, kappa)
    logp = kappa * (jnp.cos(x) - 1) - jnp.log(lax.bessel_i0e(kappa)) - math.log(2 * math.pi)
    return jnp.where(kappa > 0, logp, np.nan)


def pdf(x, kappa):
    """exp(logpdf)."""
    return jnp.exp(logpdf(x, kappa))
