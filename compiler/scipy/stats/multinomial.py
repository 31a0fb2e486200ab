"""The multinomial distribution: counts x over the last axis from n draws with
probabilities p."""
import numpy as np

from ... import numpy as jnp
from .. import special
from ._arguments import args


def logpmf(x, n, p):
    """log n! + sum_i (x_i log p_i - log x_i!); -inf where the counts do not add up to n.
    x and n must be integers (as in JAX); the result has p's inexact dtype."""
    p, = args("multinomial.logpmf", p)
    x, n = jnp.asarray(x), jnp.asarray(n)
    if not (jnp.issubdtype(x.dtype, np.integer) and jnp.issubdtype(n.dtype, np.integer)):
        raise ValueError(f"multinomial.logpmf: x and n must be integers; got x.dtype={x.dtype}, "
                         f"n.dtype={n.dtype}")
    total = jnp.sum(x, axis=-1)
    x, n = x.astype(p.dtype), n.astype(p.dtype)
    logp = special.gammaln(n + 1) + jnp.sum(special.xlogy(x, p) - special.gammaln(x + 1), axis=-1)
    return jnp.where(total == n, logp, -np.inf)


def pmf(x, n, p):
    """exp(logpmf)."""
    return jnp.exp(logpmf(x, n, p))
