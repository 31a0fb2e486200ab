"""hostcall.scipy.stats: jax.scipy.stats' distributions, one module each (``norm.logpdf``,
``t.pdf``, ...), composed from hostcall.numpy and hostcall.scipy.special so jit, vmap and
grad go through them.  Outside its support a density is 0 (log density -inf), as scipy's.
The CDFs and survival functions of gamma, chi2, beta, t and poisson come from the
incomplete gamma and beta functions (hostcall.scipy.special.gammainc, gammaincc,
betainc).  Also mode, rankdata, sem and gaussian_kde, as jax.scipy.stats."""
from . import (bernoulli, beta, betabinom, binom, cauchy, chi2, dirichlet, expon,  # noqa: F401
               gamma, gennorm, geom, gumbel_l, gumbel_r, laplace, logistic, multinomial,
               multivariate_normal, nbinom, norm, pareto, poisson, t, truncnorm, uniform,
               vonmises, wrapcauchy)
from ._kde import gaussian_kde  # noqa: F401
from ._summaries import mode, rankdata, sem  # noqa: F401
