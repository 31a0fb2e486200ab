"""Shared argument handling of the distributions."""
from __future__ import annotations

import numpy as np

from ... import numpy as jnp
from ..special import promote_args_inexact


def args(name, *values):
    """The arguments in one inexact dtype, broadcast to one shape (JAX's
    promote_args_inexact), with ``name`` in any error."""
    return promote_args_inexact(name, *values)


def neg_inf_outside(inside, logp):
    """log-density ``logp`` where ``inside`` holds, -inf elsewhere."""
    return jnp.where(inside, logp, -np.inf)


def standardized(name, x, loc, scale):
    """(z = (x - loc) / scale, scale), the arguments promoted as ``args`` does."""
    x, loc, scale = args(name, x, loc, scale)
    return (x - loc) / scale, scale


def nan_unless_positive(scale, value):
    """``value`` where ``scale`` > 0, NaN elsewhere (JAX's answer for a bad scale)."""
    return jnp.where(scale > 0, value, np.nan)
