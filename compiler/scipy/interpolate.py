"""hostcall.scipy.interpolate: jax.scipy.interpolate's ``RegularGridInterpolator`` (linear
and nearest interpolation on a rectilinear grid).

Each query point finds its cell along every axis with ``searchsorted`` and reads the cell's
corners; everything is traced, so construction and calls work under jit and vmap, and
gradients flow to the values and the query points.
"""
from __future__ import annotations

import itertools

import numpy as np

from .. import numpy as jnp
from ..numpy.ufuncs import to_inexact
from ..tree_util import register_pytree_node_class

__all__ = ["RegularGridInterpolator"]

_METHODS = ("linear", "nearest")


@register_pytree_node_class
class RegularGridInterpolator:
    """jax.scipy.interpolate.RegularGridInterpolator: interpolation of ``values`` given on
    the grid ``points`` (one increasing 1-d array per leading axis of values) by "linear"
    or "nearest"; queries outside the grid get ``fill_value`` (None: extrapolate from the
    edge cells).  As in JAX, ``bounds_error`` must be False, and the interpolator is a
    pytree (grid, values and fill value its leaves), so it passes through jit and vmap."""

    def __init__(self, points, values, method: str = "linear", bounds_error: bool = False,
                 fill_value=np.nan):
        if method not in _METHODS:
            raise ValueError(f"method {method!r} is not defined")
        if bounds_error:
            raise NotImplementedError("`bounds_error` takes no effect under JIT")
        self.method = method
        self.bounds_error = bounds_error
        self.grid = tuple(jnp.asarray(to_inexact(p)) for p in points)
        self.values = jnp.asarray(to_inexact(values))
        if len(self.grid) > self.values.ndim:
            raise ValueError(f"there are {len(self.grid)} point arrays, but values has "
                             f"{self.values.ndim} dimensions")
        for i, p in enumerate(self.grid):
            if p.ndim != 1 or p.shape[0] != self.values.shape[i]:
                raise ValueError(f"there are {p.shape} points and {self.values.shape[i]} "
                                 f"values in dimension {i}")
        self.fill_value = fill_value

    def tree_flatten(self):
        """(grid, values, fill value) as children; the method and bounds_error as aux data."""
        return (self.grid, self.values, self.fill_value), (self.method, self.bounds_error)

    @classmethod
    def tree_unflatten(cls, aux, children):
        """The interpolator of ``tree_flatten``'s parts, without re-checking them."""
        grid, values, fill_value = children
        new = object.__new__(cls)
        new.grid, new.values, new.fill_value = grid, values, fill_value
        new.method, new.bounds_error = aux
        return new

    def __call__(self, xi, method: str | None = None):
        """The interpolated values at the points ``xi`` (shape (..., ndim), or a tuple of
        ndim broadcastable coordinate arrays): shape (...) + the values' trailing shape."""
        method = self.method if method is None else method
        if method not in _METHODS:
            raise ValueError(f"method {method!r} is not defined")
        ndim = len(self.grid)
        if isinstance(xi, tuple):
            xi = jnp.stack(jnp.broadcast_arrays(*xi), axis=-1)
        xi = jnp.asarray(xi)
        if xi.shape[-1] != ndim:
            raise ValueError(f"the requested sample points xi have dimension {xi.shape[-1]}, "
                             f"but this RegularGridInterpolator has dimension {ndim}")
        batch = xi.shape[:-1]
        xi = xi.reshape((-1, ndim)).astype(jnp.result_type(xi.dtype, self.values.dtype))
        cells, fractions, outside = [], [], jnp.zeros(xi.shape[0], bool)
        for axis, grid in enumerate(self.grid):
            x = xi[:, axis]
            cell = jnp.clip(jnp.searchsorted(grid, x) - 1, 0, grid.shape[0] - 2)
            fraction = (x - grid[cell]) / (grid[cell + 1] - grid[cell])
            cells.append(cell)
            fractions.append(fraction)
            outside = outside | (x < grid[0]) | (x > grid[-1])
        trailing = (1,) * (self.values.ndim - ndim)
        if method == "nearest":
            index = tuple(jnp.where(f <= 0.5, c, c + 1) for c, f in zip(cells, fractions))
            result = self.values[index]
        else:
            result = None
            for corner in itertools.product((0, 1), repeat=ndim):
                index = tuple(c + k for c, k in zip(cells, corner))
                weight = 1
                for f, k in zip(fractions, corner):
                    weight = weight * (f if k else 1 - f)
                term = self.values[index] * weight.reshape((-1,) + trailing)
                result = term if result is None else result + term
        if self.fill_value is not None:
            result = jnp.where(outside.reshape((-1,) + trailing),
                               jnp.asarray(self.fill_value, result.dtype), result)
        return result.reshape(batch + self.values.shape[ndim:])
