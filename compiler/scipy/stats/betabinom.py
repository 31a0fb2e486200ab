"""The beta-binomial distribution: binomial draws whose p is Beta(a, b)."""
import numpy as np

from ... import numpy as jnp
from ._arguments import args, neg_inf_outside
from ._functions import log_beta


def logpmf(k, n, a, b, loc=0):
    """log C(n, y) + log B(y + a, n - y + b) - log B(a, b) at y = floor(k) - loc, with
    C(n, y) = 1 / ((n + 1) B(n - y + 1, y + 1)); -inf outside 0 <= y <= n, NaN for
    n < 0, a <= 0 or b <= 0."""
    k, n, a, b, loc = args("betabinom.logpmf", k, n, a, b, loc)
    y = jnp.floor(k) - loc
    inside = (y >= 0) & (y <= n)
    y_ok = jnp.where(inside, y, 0)
    log_choose = -jnp.log1p(n) - log_beta(n - y_ok + 1, y_ok + 1)
    logp = log_choose + log_beta(y_ok + a, n - y_ok + b) - log_beta(a, b)
    logp = jnp.where((y_ok == 0) & (n == 0), 0, logp)      # the one outcome of 0 trials
    bad = (n < 0) | (a <= 0) | (b <= 0)
    return jnp.where(bad, np.nan, neg_inf_outside(inside, logp))


def pmf(k, n, a, b, loc=0):
    """exp(logpmf)."""
    return jnp.exp(logpmf(k, n, a, b, loc))
