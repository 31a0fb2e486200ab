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
