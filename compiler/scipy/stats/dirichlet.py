"""The Dirichlet distribution over the simplex, components along x's first axis (as
scipy): x has alpha's K entries, or K - 1 with the last one implied."""
import numpy as np

from ... import numpy as jnp
from .. import special
from ...numpy._base import promote_inexact


def _logpdf(x, alpha):
    if alpha.ndim != 1:
        raise ValueError(f"dirichlet.logpdf: alpha must be one-dimensional, got shape {alpha.shape}")
    k = alpha.shape[0]
    if x.ndim == 0 or x.shape[0] not in (k, k - 1):
        raise ValueError(f"dirichlet.logpdf: x must have {k} or {k - 1} entries along its "
                         f"first axis for alpha of shape {alpha.shape}, got {x.shape}")
    if x.shape[0] == k - 1:
        x = jnp.concatenate([x, 1 - jnp.sum(x, axis=0, keepdims=True)], axis=0)
    alpha_b = alpha.reshape(alpha.shape + (1,) * (x.ndim - 1))
    log_norm = jnp.sum(special.gammaln(alpha)) - special.gammaln(jnp.sum(alpha))
    logp = jnp.sum(special.xlogy(alpha_b - 1, x), axis=0) - log_norm
    # on the simplex: positive parts that add up to 1 (JAX's tolerance, 1e-6)
    on_simplex = jnp.all(x > 0, axis=0) & (jnp.abs(jnp.sum(x, axis=0) - 1) < 1e-6)
    return jnp.where(on_simplex, logp, -np.inf)


def logpdf(x, alpha):
    """log Gamma(sum alpha) - sum log Gamma(alpha_i) + sum (alpha_i - 1) log x_i; -inf
    off the simplex."""
    x, alpha = (jnp.asarray(v) for v in promote_inexact(x, alpha))
    return _logpdf(x, alpha)


def pdf(x, alpha):
    """exp(logpdf)."""
    return jnp.exp(logpdf(x, alpha))
