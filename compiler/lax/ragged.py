"""Ragged contractions: lax.ragged_dot_general (and ragged_dot, its common case) on one
device, built from dot_general and group-membership masks.

One lhs dimension (the ragged one) is cut into consecutive groups of ``group_sizes``
positions. By the kind of that dimension:

* free (not contracted): each position is contracted with its group's slice of rhs (rhs
  has a group dimension). The lhs gets a trailing group axis holding each position's
  one-hot membership, contracted together with rhs's group dimension; positions past
  the last group meet no slice and give zeros.
* contracting: one contraction per group, over that group's positions only (a leading
  group axis on the result). The lhs gets a leading group axis, masked to each group.
* batch: each batch position keeps its own rhs slice, so this is dot_general itself.

``group_sizes`` is ``[g]`` or carries leading dimensions: the lhs batch dimensions and
the dimensions of the ragged kind outer to the ragged one (in lhs order).
"""
from __future__ import annotations

import dataclasses

from .. import numpy as jnp
from .. import primitives as _p

__all__ = ["RaggedDotDimensionNumbers", "ragged_dot", "ragged_dot_general"]


@dataclasses.dataclass(frozen=True)
class RaggedDotDimensionNumbers:
    """``dot_dimension_numbers`` ((lhs_contracting, rhs_contracting), (lhs_batch,
    rhs_batch)), the lhs ragged dimension (one) and the rhs group dimension (none or
    one)."""
    dot_dimension_numbers: tuple
    lhs_ragged_dimensions: tuple
    rhs_group_dimensions: tuple

    def __post_init__(self):
        dn = tuple(tuple(tuple(int(d) for d in dims) for dims in pair)
                   for pair in self.dot_dimension_numbers)
        object.__setattr__(self, "dot_dimension_numbers", dn)
        for name in ("lhs_ragged_dimensions", "rhs_group_dimensions"):
            object.__setattr__(self, name, tuple(int(d) for d in getattr(self, name)))


def _membership(group_sizes, length: int, dtype):
    """[..., length, g]: 1 where a position along the ragged dimension is in group j."""
    ends = jnp.cumsum(group_sizes, axis=-1)
    starts = ends - group_sizes
    pos = jnp.arange(length, dtype=ends.dtype)[:, None]
    inside = (starts[..., None, :] <= pos) & (pos < ends[..., None, :])
    return inside.astype(dtype)


def _mask_on_lhs(mask, lhs_shape, lead_axes, ragged: int, group_axis: int):
    """The membership mask broadcast onto lhs's axes (its group axis at ``group_axis`` of
    an lhs with one more axis); ``lead_axes``: the lhs axes of group_sizes' leading dims."""
    g = mask.shape[-1]
    shifted = [a + (a >= group_axis) for a in lead_axes + [ragged]]
    shape = list(lhs_shape)
    shape.insert(group_axis, g)
    lead = list(mask.shape[:-2])
    if lead and len(lead) != len(lead_axes):
        raise ValueError(f"ragged_dot_general: group_sizes of shape {mask.shape[:-2] + (g,)} "
                         f"needs {len(lead_axes)} leading dimensions (lhs batch dimensions "
                         f"and those outer to the ragged one) or none")
    dims = (shifted if lead else shifted[-1:]) + [group_axis]
    order = sorted(range(len(dims)), key=dims.__getitem__)
    return _p.broadcast_in_dim(_p.transpose(mask, order), shape, sorted(dims))


def ragged_dot_general(lhs, rhs, group_sizes, ragged_dot_dimension_numbers,
                       precision=None, preferred_element_type=None, group_offset=None,
                       out_sharding=None):
    """JAX's lax.ragged_dot_general on one device (see the module docstring)."""
    if group_offset is not None:
        raise NotImplementedError("ragged_dot_general: group_offset is not supported")
    lhs, rhs = jnp.asarray(lhs), jnp.asarray(rhs)
    group_sizes = jnp.asarray(group_sizes)
    rdn = ragged_dot_dimension_numbers
    (lc, rc), (lb, rb) = rdn.dot_dimension_numbers
    if len(rdn.lhs_ragged_dimensions) != 1 or len(rdn.rhs_group_dimensions) > 1:
        raise TypeError("ragged_dot_general: lhs needs exactly one ragged dimension and rhs "
                        "at most one group dimension")
    ragged = rdn.lhs_ragged_dimensions[0] % lhs.ndim
    group = [d % rhs.ndim for d in rdn.rhs_group_dimensions]
    contract = dict(precision=precision, preferred_element_type=preferred_element_type)
    if ragged in lb:
        return _p.dot_general(lhs, rhs, rdn.dot_dimension_numbers, **contract)
    lead = list(lb) + [d for d in range(ragged) if (d in lc) == (ragged in lc)
                       and d not in lb]
    mask = _membership(group_sizes, lhs.shape[ragged], lhs.dtype)
    if ragged in lc:
        if group:
            raise TypeError("ragged_dot_general: a ragged contracting dimension takes an rhs "
                            "without a group dimension")
        masked = lhs[None] * _mask_on_lhs(mask, lhs.shape, lead, ragged, 0)
        up = tuple(d + 1 for d in lc), tuple(d + 1 for d in lb)
        out = _p.dot_general(masked, rhs, ((up[0], rc), (up[1], rb)), **contract)
        return jnp.moveaxis(out, len(lb), 0)
    if len(group) != 1:
        raise TypeError("ragged_dot_general: a ragged free dimension takes an rhs with a "
                        "group dimension")
    masked = lhs[..., None] * _mask_on_lhs(mask, lhs.shape, lead, ragged, lhs.ndim)
    dn = ((tuple(lc) + (lhs.ndim,), tuple(rc) + (group[0],)), (tuple(lb), tuple(rb)))
    return _p.dot_general(masked, rhs, dn, **contract)


_RAGGED_DOT_DN = RaggedDotDimensionNumbers((((1,), (1,)), ((), ())), (0,), (0,))


def ragged_dot(lhs, rhs, group_sizes, precision=None, preferred_element_type=None,
               group_offset=None):
    """lhs (m, k) times the group's matrix of rhs (g, k, n): the rows of lhs come in
    consecutive groups of ``group_sizes`` (g,); rows past their sum give zeros."""
    return ragged_dot_general(lhs, rhs, group_sizes, _RAGGED_DOT_DN, precision,
                              preferred_element_type, group_offset)
