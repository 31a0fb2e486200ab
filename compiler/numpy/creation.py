"""Array creation: zeros, ones, full, empty (+ _like), arange, linspace, eye."""
from __future__ import annotations

import operator

import numpy as np

from .. import core, dtypes, prng, primitives as lax
from ._base import asarray, aval_of, broadcast_to, shape as shape_of, to_dtype


def _shape(shape) -> tuple:
    if isinstance(shape, int) or hasattr(shape, "__index__"):
        return (operator.index(shape),)
    try:
        return tuple(operator.index(d) for d in shape)
    except TypeError:
        raise TypeError(f"shape must be a tuple of concrete integers, got {shape!r} "
                        f"(at {core.user_location_str()})") from None


def full(shape, fill_value, dtype=None):
    """An array of ``shape`` filled with ``fill_value`` (weak-typed for a Python scalar)."""
    shape = _shape(shape)
    if isinstance(fill_value, (list, tuple)):
        fill_value = asarray(fill_value)
    fill_aval = aval_of(fill_value)
    weak = dtype is None and fill_aval.weak_type
    dtype = fill_aval.dtype if dtype is None else dtypes.canonicalize(to_dtype(dtype))
    fill = lax.convert_element_type(fill_value, dtype, weak)
    if shape_of(fill) == shape:
        return fill
    return broadcast_to(fill, shape)


def zeros(shape, dtype=None):
    """An array of ``shape`` filled with 0 (float32 by default; float64 with x64)."""
    return full(shape, 0, dtype or dtypes.default_float())


def ones(shape, dtype=None):
    """An array of ``shape`` filled with 1."""
    return full(shape, 1, dtype or dtypes.default_float())


def empty(shape, dtype=None):
    """An array of ``shape``: filled with zeros, as in JAX (there is no uninitialized
    memory).
    """
    return zeros(shape, dtype)


@prng.on_keys("numpy.full_like")
def full_like(a, fill_value, dtype=None, shape=None):
    """An array of ``a``'s shape (or ``shape``) and dtype filled with ``fill_value``."""
    av = aval_of(a)
    return full(av.shape if shape is None else shape, fill_value,
                av.dtype if dtype is None else dtype)


@prng.on_keys("numpy.zeros_like")
def zeros_like(a, dtype=None, shape=None):
    """An array of ``a``'s shape and dtype filled with 0."""
    return full_like(a, 0, dtype, shape)


@prng.on_keys("numpy.ones_like")
def ones_like(a, dtype=None, shape=None):
    """An array of ``a``'s shape and dtype filled with 1."""
    return full_like(a, 1, dtype, shape)


@prng.on_keys("numpy.empty_like")
def empty_like(a, dtype=None, shape=None):
    """An array of ``a``'s shape and dtype filled with zeros, as in JAX."""
    return zeros_like(a, dtype, shape)


def _concrete(x, what):
    if isinstance(x, core.Tracer):
        raise core.ConcretizationTypeError(
            f"{what} must be a concrete value, got a traced array {x!r} "
            f"(at {core.user_location_str()})")
    return x


def arange(start, stop=None, step=None, dtype=None):
    """Evenly spaced values in [start, stop) by ``step``, as numpy.arange; the bounds must
    be concrete (not traced).
    """
    start = _concrete(start, "arange start")
    stop = _concrete(stop, "arange stop")
    step = _concrete(step, "arange step")
    if stop is None and step is None:
        start, stop = 0, start
    step = 1 if step is None else step
    values = [np.asarray(v).item() for v in (start, stop, step)]
    if dtype is None:
        dtype = dtypes.default_float() if any(isinstance(v, float) for v in values) \
            else dtypes.default_int()
    dtype = dtypes.canonicalize(to_dtype(dtype))
    n = int(max(0, np.ceil((values[1] - values[0]) / values[2])))
    if values[0] == 0 and values[2] == 1 and n > 0:
        return lax.iota(dtype, n)
    return asarray(np.arange(*values, dtype=dtype), dtype=dtype)


def linspace(start, stop, num: int = 50, endpoint: bool = True, retstep: bool = False,
             dtype=None, axis: int = 0):
    """``num`` evenly spaced values from ``start`` to ``stop`` (inclusive unless
    ``endpoint=False``), optionally with the step.
    """
    dtype = dtypes.canonicalize(to_dtype(dtype)) if dtype is not None else dtypes.default_float()
    if isinstance(start, core.Tracer) or isinstance(stop, core.Tracer):
        div = (num - 1) if endpoint else num
        idx = lax.convert_element_type(lax.iota(dtypes.default_int(), num), dtype)
        start_, stop_ = asarray(start, dtype), asarray(stop, dtype)
        step = (stop_ - start_) / max(div, 1)
        out = start_ + idx * step
        return (out, step) if retstep else out
    out, step = np.linspace(np.asarray(start), np.asarray(stop), num, endpoint=endpoint,
                            retstep=True, axis=axis)
    arr = asarray(out.astype(dtype), dtype=dtype)
    return (arr, asarray(step, dtype=dtype)) if retstep else arr


def eye(N: int, M: int | None = None, k: int = 0, dtype=None):
    """An N x M array with ones on the ``k``-th diagonal and zeros elsewhere."""
    dtype = dtypes.canonicalize(to_dtype(dtype)) if dtype is not None else dtypes.default_float()
    return asarray(np.eye(N, M, k, dtype=dtype), dtype=dtype)


def identity(n: int, dtype=None):
    """The n x n identity matrix."""
    return eye(n, dtype=dtype)
