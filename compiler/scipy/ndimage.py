"""hostcall.scipy.ndimage: jax.scipy.ndimage's ``map_coordinates`` (spline orders 0 and 1).

Each output value is a weighted sum over the 2**ndim corners of the input cell its
coordinate falls in (one corner, weight one, for order 0); out-of-range corner indices
are mapped back into the array by ``mode``, or, for "constant", replaced by ``cval``.
The gathers are array indexing, so jit, vmap and autodiff (in the input and the
coordinates) go through.
"""
from __future__ import annotations

import itertools

import numpy as np

from .. import numpy as jnp

__all__ = ["map_coordinates"]


def _reflect(index, size):
    """Symmetric about the edge pixels' outer edges: ... 1 0 | 0 1 ... n-1 | n-1 n-2 ..."""
    period = 2 * size
    i = jnp.mod(index, period)
    return jnp.where(i >= size, period - 1 - i, i)


def _mirror(index, size):
    """Symmetric about the edge pixels' centres: ... 2 1 | 0 1 ... n-1 | n-2 ..."""
    if size == 1:
        return jnp.zeros_like(index)
    period = 2 * (size - 1)
    i = jnp.mod(jnp.abs(index), period)
    return jnp.where(i >= size, period - i, i)


_INDEX_MODES = {
    "nearest": lambda index, size: jnp.clip(index, 0, size - 1),
    "wrap": lambda index, size: jnp.mod(index, size),
    "mirror": _mirror,
    "reflect": _reflect,
}


def _round_half_away(x):
    return jnp.sign(x) * jnp.floor(jnp.abs(x) + 0.5)


def _corners(coordinate, order):
    """[(integer index, weight)] of the points one coordinate reads."""
    if order == 0:
        return [(_round_half_away(coordinate).astype(np.int32), None)]
    lower = jnp.floor(coordinate)
    upper_weight = coordinate - lower
    lower = lower.astype(np.int32)
    return [(lower, 1 - upper_weight), (lower + 1, upper_weight)]


def map_coordinates(input, coordinates, order: int, mode: str = "constant", cval=0.0):
    """jax.scipy.ndimage.map_coordinates: ``input`` sampled at ``coordinates`` (one array
    of positions per input dimension, all of one shape) by nearest-pixel (order 0) or linear
    (order 1) interpolation; positions outside are handled by ``mode`` ("constant" with
    ``cval``, "nearest", "wrap", "mirror", "reflect")."""
    input = jnp.asarray(input)
    coordinates = [jnp.asarray(c) for c in coordinates]
    if len(coordinates) != input.ndim:
        raise ValueError(f"coordinates must be a sequence of length input.ndim, but "
                         f"{len(coordinates)} != {input.ndim}")
    if order not in (0, 1):
        raise NotImplementedError("jax.scipy.ndimage.map_coordinates currently requires "
                                  "order<=1")
    if mode not in _INDEX_MODES and mode != "constant":
        raise NotImplementedError(f"map_coordinates does not support mode {mode!r}")
    dtype = input.dtype if jnp.issubdtype(input.dtype, jnp.inexact) else \
        jnp.result_type(float)
    coordinates = [c.astype(dtype) if not jnp.issubdtype(c.dtype, jnp.floating) else c
                   for c in coordinates]
    per_axis = []
    for coordinate, size in zip(coordinates, input.shape):
        points = []
        for index, weight in _corners(coordinate, order):
            if mode == "constant":
                valid = (index >= 0) & (index < size)
                points.append((jnp.clip(index, 0, size - 1), weight, valid))
            else:
                points.append((_INDEX_MODES[mode](index, size), weight, None))
        per_axis.append(points)
    total = None
    for corner in itertools.product(*per_axis):
        value = input[tuple(index for index, _, _ in corner)].astype(dtype)
        valid = [v for _, _, v in corner if v is not None]
        if valid:
            value = jnp.where(jnp.all(jnp.stack(valid), axis=0), value,
                              jnp.asarray(cval, dtype))
        for _, weight, _ in corner:
            if weight is not None:
                value = value * weight.astype(dtype)
        total = value if total is None else total + value
    if not jnp.issubdtype(input.dtype, jnp.inexact):
        total = jnp.round(total)
    return total.astype(input.dtype)
