"""hostcall.scipy.stats: jax.scipy.stats' distributions, one module each (``norm.logpdf``,
``t.pdf``, ...), composed from hostcall.numpy and hostcall.scipy.special so jit, vmap and
grad go through them.  Outside its support a density is 0 (log density -inf), as scipy's.
The CDFs and survival functions of gamma, chi2, beta, t and poisson come from the
incomplete gamma and beta functions (hostcall.scipy.special.gammainc, gammaincc,
betainc)."""
from . import (bernoulli, beta, cauchy, chi2, expon, gamma, laplace, logistic,  # noqa: F401
               multivariate_normal, norm, poisson, t, uniform)
