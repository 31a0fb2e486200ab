"""Tangent values the differentiation transformations (ad, custom_derivatives) make: zeros
for outputs without a derivative, and Jacobian blocks reshaped from batched tangents.

They are numpy-layer arrays, and the numpy layer sits above the transformations (it uses
custom_jvp), so numpy is imported inside these functions: the one place where the
transformations reach up (tests/test_architecture.py, KNOWN_CYCLE_EDGES).
"""
from __future__ import annotations

from . import dtypes
from .core import ShapedArray


def is_inexact(aval: ShapedArray) -> bool:
    """Whether values of ``aval`` have derivatives: floating or complex (bfloat16 too)."""
    return aval.dtype.kind in "fc" or aval.dtype == dtypes.bfloat16


def zeros_like_aval(aval: ShapedArray):
    """The zero tangent of ``aval``'s shape and dtype."""
    from . import numpy as jnp
    return jnp.zeros(aval.shape, aval.dtype)


def reshape_tangent(x, shape):
    """``x`` (tangents or cotangents) in ``shape``."""
    from . import numpy as jnp
    return jnp.reshape(x, shape)


def jacobian_block(col, in_aval: ShapedArray, out_aval: ShapedArray):
    """(in.size, *out.shape) tangents -> the Jacobian block out.shape + in.shape."""
    from . import numpy as jnp
    n_out = len(out_aval.shape)
    moved = jnp.moveaxis(col, 0, -1) if n_out else col
    return jnp.reshape(moved, out_aval.shape + in_aval.shape)
