"""The negative binomial distribution: k failures before the n-th success."""
from ... import numpy as jnp
from .. import special
from ._arguments import args, neg_inf_outside


def logpmf(k, n, p, loc=0):
    """log C(y + n - 1, y) + n log p + y log(1 - p) at y = k - loc, the coefficient
    through lgamma; -inf for y < 0."""
    k, n, p, loc = args("nbinom.logpmf", k, n, p, loc)
    y = k - loc
    inside = y >= 0
    y_ok = jnp.where(inside, y, 0)
    log_choose = special.gammaln(y_ok + n) - special.gammaln(n) - special.gammaln(y_ok + 1)
    logp = log_choose + special.xlogy(n, p) + special.xlog1py(y_ok, -p)
    return neg_inf_outside(inside, logp)


def pmf(k, n, p, loc=0):
    """exp(logpmf)."""
    return jnp.exp(logpmf(k, n, p, loc))
