"""The binomial distribution: k successes in n trials of probability p."""
from ... import numpy as jnp
from .. import special
from ._arguments import args, neg_inf_outside


def logpmf(k, n, p, loc=0):
    """log C(n, y) + y log p + (n - y) log(1 - p) at y = k - loc, the binomial
    coefficient through lgamma (so, as JAX, it interpolates between integers);
    -inf outside 0 <= y < n + 1."""
    k, n, p, loc = args("binom.logpmf", k, n, p, loc)
    y = k - loc
    inside = (y >= 0) & (y < n + 1)
    y_ok = jnp.where(inside, y, 0)
    log_choose = special.gammaln(n + 1) - special.gammaln(y_ok + 1) - special.gammaln(n - y_ok + 1)
    log_powers = special.xlogy(y_ok, p) + special.xlog1py(n - y_ok, -p)
    # p = 0 or 1 at its certain outcome: exactly log 1, not lgamma's rounding of it
    logp = jnp.where(log_powers == 0, 0, log_choose + log_powers)
    return neg_inf_outside(inside, logp)


def pmf(k, n, p, loc=0):
    """exp(logpmf)."""
    return jnp.exp(logpmf(k, n, p, loc))
