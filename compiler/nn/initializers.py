"""hostcall.nn.initializers: jax.nn.initializers' parameter initializers.

Each initializer is a function ``init(key, shape, dtype=float32) -> array``; the factories
(``normal(stddev)``, ``variance_scaling(scale, mode, distribution)``, ...) return one.
Built on hostcall.random, so an initializer draws the same values eagerly and under jit.
"""
from __future__ import annotations

import math
import operator
from typing import Any, Protocol, Sequence, runtime_checkable

import numpy as np

from .. import dtypes, random
from .. import numpy as jnp

__all__ = ["Initializer", "constant", "delta_orthogonal", "glorot_normal", "glorot_uniform", "he_normal",
           "he_uniform", "kaiming_normal", "kaiming_uniform", "lecun_normal", "lecun_uniform",
           "normal", "ones", "orthogonal", "truncated_normal", "uniform", "variance_scaling",
           "xavier_normal", "xavier_uniform", "zeros"]

@runtime_checkable
class Initializer(Protocol):
    """What every initializer here is: called with a PRNG key, a shape and a dtype, it
    returns an array of that shape and dtype (a typing protocol, as jax.nn.initializers')."""

    def __call__(self, key: Any, shape: Sequence[int], dtype: Any = np.float32) -> Any:
        ...


# the standard deviation of a standard normal truncated to (-2, 2)
_TRUNCATED_STDDEV = 0.87962566103423978


def _dtype(dtype):
    return dtypes.canonicalize(np.dtype(dtype))


def _shape(shape) -> tuple[int, ...]:
    if isinstance(shape, (int, np.integer)):
        return (int(shape),)
    return tuple(operator.index(d) for d in shape)


def zeros(key, shape, dtype=np.float32):
    """All zeros (the key is unused)."""
    return jnp.zeros(_shape(shape), _dtype(dtype))


def ones(key, shape, dtype=np.float32):
    """All ones (the key is unused)."""
    return jnp.ones(_shape(shape), _dtype(dtype))


def constant(value, dtype=np.float32):
    """An initializer filling the shape with ``value``."""
    def init(key, shape, dtype=dtype):
        return jnp.full(_shape(shape), value, _dtype(dtype))
    return init


def uniform(scale=1e-2, dtype=np.float32):
    """An initializer drawing uniformly from ``[0, scale)``."""
    def init(key, shape, dtype=dtype):
        dtype = _dtype(dtype)
        return random.uniform(key, _shape(shape), dtype) * jnp.asarray(scale, dtype)
    return init


def normal(stddev=1e-2, dtype=np.float32):
    """An initializer drawing from N(0, stddev**2)."""
    def init(key, shape, dtype=dtype):
        dtype = _dtype(dtype)
        return random.normal(key, _shape(shape), dtype) * jnp.asarray(stddev, dtype)
    return init


def truncated_normal(stddev=1e-2, dtype=np.float32, lower=-2.0, upper=2.0):
    """An initializer drawing ``stddev`` times a standard normal truncated to (lower, upper)."""
    def init(key, shape, dtype=dtype):
        dtype = _dtype(dtype)
        sample = random.truncated_normal(key, lower, upper, _shape(shape), dtype)
        return sample * jnp.asarray(stddev, dtype)
    return init


def _axes(axes, ndim) -> tuple[int, ...]:
    axes = (axes,) if isinstance(axes, (int, np.integer)) else tuple(axes)
    return tuple(operator.index(a) % ndim for a in axes)


def _fans(shape, in_axis, out_axis, batch_axis) -> tuple[float, float]:
    """(fan_in, fan_out): the in/out axes' sizes times the receptive field (the other
    non-batch axes)."""
    if len(shape) < 2:
        raise ValueError(f"variance_scaling: the shape must have at least 2 axes to tell "
                         f"fan in from fan out, got {shape}")
    ndim = len(shape)
    in_axes, out_axes = _axes(in_axis, ndim), _axes(out_axis, ndim)
    batch = _axes(batch_axis, ndim)
    in_size = math.prod(shape[a] for a in in_axes)
    out_size = math.prod(shape[a] for a in out_axes)
    field = math.prod(shape) / in_size / out_size / math.prod(shape[a] for a in batch)
    return in_size * field, out_size * field


def variance_scaling(scale, mode: str, distribution: str, in_axis: int | Sequence[int] = -2,
                     out_axis: int | Sequence[int] = -1, batch_axis: Sequence[int] = (),
                     dtype=np.float32):
    """An initializer with variance ``scale / n``, n the fan in, fan out, their average
    ("fan_avg") or geometric mean ("fan_geo_avg"); ``distribution`` is "truncated_normal"
    (to +-2 standard deviations, rescaled), "normal" or "uniform"."""
    modes = {"fan_in": lambda fi, fo: fi, "fan_out": lambda fi, fo: fo,
             "fan_avg": lambda fi, fo: (fi + fo) / 2, "fan_geo_avg": lambda fi, fo: math.sqrt(fi * fo)}
    if mode not in modes:
        raise ValueError(f"variance_scaling: mode must be one of {sorted(modes)}, got {mode!r}")
    if distribution not in ("truncated_normal", "normal", "uniform"):
        raise ValueError("variance_scaling: distribution must be 'truncated_normal', 'normal' "
                         f"or 'uniform', got {distribution!r}")

    def init(key, shape, dtype=dtype):
        shape, dtype = _shape(shape), _dtype(dtype)
        variance = scale / modes[mode](*_fans(shape, in_axis, out_axis, batch_axis))
        if distribution == "truncated_normal":
            std = math.sqrt(variance) / _TRUNCATED_STDDEV
            return random.truncated_normal(key, -2.0, 2.0, shape, dtype) * jnp.asarray(std, dtype)
        if distribution == "normal":
            return random.normal(key, shape, dtype) * jnp.asarray(math.sqrt(variance), dtype)
        limit = math.sqrt(3 * variance)
        return random.uniform(key, shape, dtype, -limit, limit)
    return init


def _preset(scale, mode, distribution):
    def factory(in_axis=-2, out_axis=-1, batch_axis=(), dtype=np.float32):
        return variance_scaling(scale, mode, distribution, in_axis, out_axis, batch_axis, dtype)
    factory.__doc__ = (f"variance_scaling({scale}, {mode!r}, {distribution!r}, ...)")
    return factory


glorot_uniform = xavier_uniform = _preset(1.0, "fan_avg", "uniform")
glorot_normal = xavier_normal = _preset(1.0, "fan_avg", "truncated_normal")
lecun_uniform = _preset(1.0, "fan_in", "uniform")
lecun_normal = _preset(1.0, "fan_in", "truncated_normal")
he_uniform = kaiming_uniform = _preset(2.0, "fan_in", "uniform")
he_normal = kaiming_normal = _preset(2.0, "fan_in", "truncated_normal")
for _name in ("glorot_uniform", "glorot_normal", "lecun_uniform", "lecun_normal", "he_uniform",
              "he_normal"):
    globals()[_name].__name__ = _name


def orthogonal(scale=1.0, column_axis=-1, dtype=np.float32):
    """An initializer giving ``scale`` times a uniformly random matrix with orthonormal rows or
    columns (the Q of a Gaussian matrix's QR, signs fixed by R's diagonal); the other axes are
    flattened into the rows."""
    def init(key, shape, dtype=dtype):
        shape, dtype = _shape(shape), _dtype(dtype)
        if len(shape) < 2:
            raise ValueError(f"orthogonal: the shape must have at least 2 axes, got {shape}")
        axis = operator.index(column_axis) % len(shape)
        n_cols = shape[axis]
        n_rows = math.prod(shape) // n_cols
        tall = (max(n_rows, n_cols), min(n_rows, n_cols))
        a = random.normal(key, tall, dtype)
        q, r = jnp.linalg.qr(a)
        q = q * jnp.sign(jnp.diagonal(r))
        if n_rows < n_cols:
            q = q.T
        rest = shape[:axis] + shape[axis + 1:]
        q = jnp.reshape(q, rest + (n_cols,))
        return jnp.moveaxis(q, -1, axis) * jnp.asarray(scale, dtype)
    return init


def delta_orthogonal(scale=1.0, column_axis=-1, dtype=np.float32):
    """An initializer for 3-5 dimensional convolution kernels: zero except an orthogonal
    matrix at the spatial centre (Xiao et al. 2018)."""
    def init(key, shape, dtype=dtype):
        shape, dtype = _shape(shape), _dtype(dtype)
        if len(shape) not in (3, 4, 5):
            raise ValueError(f"delta_orthogonal: the shape must have 3, 4 or 5 axes, got {shape}")
        if shape[-2] > shape[-1]:
            raise ValueError(f"delta_orthogonal: input channels {shape[-2]} must not exceed "
                             f"output channels {shape[-1]}")
        ortho = orthogonal(scale, column_axis, dtype)(key, shape[-2:], dtype)
        centre = tuple(d // 2 for d in shape[:-2])
        return jnp.zeros(shape, dtype).at[centre].set(ortho)
    return init
