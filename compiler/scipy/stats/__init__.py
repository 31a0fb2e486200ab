"""hostcall.scipy.stats: jax.scipy.stats' distributions, one module each (``norm.logpdf``,
``t.pdf``, ...), composed from hostcall.numpy and hostcall.scipy.special so jit, vmap and
grad go through them.  Outside its support a density is 0 (log density -inf), as scipy's.
CDFs that need the incomplete gamma or beta functions (gamma, chi2, beta, t, poisson) are
not provided yet."""
from . import (bernoulli, beta, cauchy, chi2, expon, gamma, laplace, logistic,  # noqa: F401
               multivariate_normal, norm, poisson, t, uniform)
