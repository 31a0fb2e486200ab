"""The geometric distribution: the trial of the first success, k = 1, 2, ..."""
from ... import numpy as jnp
from .. import special
from ._arguments import args, neg_inf_outside


def logpmf(k, p, loc=0):
    """(y - 1) log(1 - p) + log p at y = k - loc; -inf for y < 1 (JAX does not test that
    y is an integer)."""
    k, p, loc = args("geom.logpmf", k, p, loc)
    y = k - loc
    inside = y > 0
    y_ok = jnp.where(inside, y, 1)
    return neg_inf_outside(inside, special.xlog1py(y_ok - 1, -p) + jnp.log(p))


def pmf(k, p, loc=0):
    """exp(logpmf)."""
    return jnp.exp(logpmf(k, p, loc))
