"""lax.scaled_dot: a dot_general of block-scaled operands, ``(lhs * lhs_scale) @ (rhs *
rhs_scale)``.

Each scale holds one factor per block of an operand's contracting dimensions (its other
dimensions match the operand's), so it is repeated along them up to the operand's size.
As JAX computes it, operands and scales are rounded to bfloat16 and multiplied there, and
the contraction gives ``preferred_element_type`` (bfloat16 by default).
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from .. import numpy as jnp
from .. import primitives as _p

__all__ = ["scaled_dot"]


def _check_scale(side: str, operand, scale, contracting) -> None:
    if scale.ndim != operand.ndim:
        raise TypeError(f"scaled_dot: {side} scale of rank {scale.ndim} must have the "
                        f"operand's rank {operand.ndim}")
    for d, (n, s) in enumerate(zip(operand.shape, scale.shape)):
        if d in contracting:
            if n % s or n // s < 2:
                raise TypeError(f"scaled_dot: {side} contracting dim {d} of size {n} must be "
                                f"a multiple (at least twice) of its scale's size {s}")
        elif n != s:
            raise TypeError(f"scaled_dot: {side} dim {d} of size {n} does not match its "
                            f"scale's size {s}")


def _spread(scale, operand_shape, contracting):
    """The scale repeated along the contracting dimensions to the operand's shape."""
    for d in contracting:
        scale = jnp.repeat(scale, operand_shape[d] // scale.shape[d], axis=d)
    return scale


def _scaled(side: str, operand, scale, contracting):
    bf16 = dtypes.bfloat16
    operand = operand.astype(bf16)
    if scale is None:
        return operand
    _check_scale(side, operand, scale, contracting)
    return operand * _spread(scale.astype(bf16), operand.shape, contracting)


def scaled_dot(lhs, rhs, *, lhs_scale=None, rhs_scale=None, dimension_numbers=None,
               preferred_element_type=None):
    """``(lhs * lhs_scale) @ (rhs * rhs_scale)`` by dot_general's ``dimension_numbers``
    (default: a batched matrix product over leading dimensions), in bfloat16."""
    lhs, rhs = jnp.asarray(lhs), jnp.asarray(rhs)
    if dimension_numbers is None:
        if lhs.ndim < 2:
            raise TypeError("scaled_dot does not support 0-rank and 1-rank operands.")
        n = lhs.ndim
        batch = tuple(range(n - 2))
        dimension_numbers = (((n - 1,), (n - 2,)), (batch, batch))
    (lc, rc), _ = dimension_numbers
    lhs_s = _scaled("lhs", lhs, None if lhs_scale is None else jnp.asarray(lhs_scale), tuple(lc))
    rhs_s = _scaled("rhs", rhs, None if rhs_scale is None else jnp.asarray(rhs_scale), tuple(rc))
    out = np.dtype(dtypes.bfloat16 if preferred_element_type is None
                   else preferred_element_type)
    return _p.dot_general(lhs_s, rhs_s, dimension_numbers, preferred_element_type=out)
