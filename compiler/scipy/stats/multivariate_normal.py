"""The multivariate normal distribution N(mean, cov) over the last axis."""
import math

import numpy as np

from ... import numpy as jnp
from ...numpy.ufuncs import to_inexact


def logpdf(x, mean, cov, allow_singular=None):
    """log N(x; mean, cov) through cov's Cholesky factor L: -|L^-1 (x - mean)|^2 / 2
    - sum log diag L - n/2 log 2 pi.  A scalar or 1-d cov means a (diagonal) scaled identity
    as in scipy."""
    if allow_singular is not None:
        raise NotImplementedError("multivariate_normal.logpdf: allow_singular is not supported")
    x, mean, cov = (jnp.asarray(to_inexact(a)) for a in (x, mean, cov))
    dtype = jnp.result_type(x, mean, cov)
    x, mean, cov = x.astype(dtype), mean.astype(dtype), cov.astype(dtype)
    if mean.ndim == 0:
        raise ValueError("multivariate_normal.logpdf: mean must have at least one axis")
    n = mean.shape[-1]
    if cov.ndim < 2:
        cov = jnp.eye(n, dtype=dtype) * cov
    if cov.shape[-2:] != (n, n):
        raise ValueError(f"multivariate_normal.logpdf: cov must be (..., {n}, {n}) for mean "
                         f"{mean.shape}, got {cov.shape}")
    factor = jnp.linalg.cholesky(cov)
    diff = x - mean
    # L^-1 diff by solving L y = diff (jnp.linalg.solve on the lower-triangular factor)
    y = jnp.linalg.solve(factor, diff[..., None])[..., 0]
    log_det = jnp.sum(jnp.log(jnp.diagonal(factor, axis1=-2, axis2=-1)), axis=-1)
    return -0.5 * jnp.sum(y * y, axis=-1) - log_det - 0.5 * n * math.log(2 * np.pi)


def pdf(x, mean, cov):
    return jnp.exp(logpdf(x, mean, cov))
