"""hostcall.image: jax.image's ``resize``, ``scale_and_translate`` and ``ResizeMethod``.

Resampling is separable: for each spatial dimension a weight matrix (input size x output
size) holds the interpolation kernel evaluated between each input pixel centre and the
point an output pixel samples, each column normalized to sum to one (zero when the sample
falls outside the input), and the image is contracted with it.  Downsampling with
``antialias`` widens the kernel by the inverse scale.  The weights are ordinary traced
arrays, so scale and translation may be traced and jit, vmap and autodiff go through.
"""
from __future__ import annotations

import enum
from typing import Sequence

import numpy as np

from . import lax
from . import numpy as jnp

__all__ = ["ResizeMethod", "resize", "scale_and_translate"]


class ResizeMethod(enum.Enum):
    """The resampling kernels: NEAREST (the closest pixel), LINEAR (triangle), LANCZOS3 and
    LANCZOS5 (windowed sinc of radius 3 or 5), CUBIC (Keys' cubic, a = -0.5)."""
    NEAREST = 0
    LINEAR = 1
    LANCZOS3 = 2
    LANCZOS5 = 3
    CUBIC = 4

    @staticmethod
    def from_string(s: str) -> "ResizeMethod":
        """The method named by ``s`` (also "bilinear", "trilinear", "triangle", "bicubic",
        "tricubic")."""
        method = _ALIASES.get(s)
        if method is None:
            raise ValueError(f"Unknown resize method: {s!r}")
        return method


_ALIASES = {
    "nearest": ResizeMethod.NEAREST,
    "linear": ResizeMethod.LINEAR, "bilinear": ResizeMethod.LINEAR,
    "trilinear": ResizeMethod.LINEAR, "triangle": ResizeMethod.LINEAR,
    "lanczos3": ResizeMethod.LANCZOS3, "lanczos5": ResizeMethod.LANCZOS5,
    "cubic": ResizeMethod.CUBIC, "bicubic": ResizeMethod.CUBIC, "tricubic": ResizeMethod.CUBIC,
}


def _triangle(x):
    return jnp.maximum(0, 1 - jnp.abs(x))


def _keys_cubic(x):
    d = jnp.abs(x)
    near = ((1.5 * d - 2.5) * d) * d + 1
    far = ((-0.5 * d + 2.5) * d - 4) * d + 2
    return jnp.where(d < 1, near, jnp.where(d < 2, far, 0))


def _lanczos(radius):
    def kernel(x):
        inside = jnp.abs(x) < radius
        safe = jnp.where(x == 0, 1, x)
        value = radius * jnp.sin(np.pi * safe) * jnp.sin(np.pi * safe / radius) / (
            np.pi ** 2 * safe * safe)
        return jnp.where(inside, jnp.where(x == 0, 1, value), 0)
    return kernel


_KERNELS = {ResizeMethod.LINEAR: _triangle, ResizeMethod.CUBIC: _keys_cubic,
            ResizeMethod.LANCZOS3: _lanczos(3), ResizeMethod.LANCZOS5: _lanczos(5)}


def _method(method) -> ResizeMethod:
    return method if isinstance(method, ResizeMethod) else ResizeMethod.from_string(method)


def _weights(in_size: int, out_size: int, scale, translation, kernel, antialias: bool, dtype):
    """The (in_size, out_size) resampling matrix of one dimension."""
    scale = jnp.asarray(scale, dtype)
    translation = jnp.asarray(translation, dtype)
    # the input coordinate (pixel centres at integers) each output pixel samples
    sample = (jnp.arange(out_size, dtype=dtype) + 0.5 - translation) / scale - 0.5
    width = jnp.maximum(1 / scale, 1) if antialias else jnp.ones((), dtype)
    distance = (jnp.arange(in_size, dtype=dtype)[:, None] - sample[None, :]) / width
    w = kernel(distance)
    total = jnp.sum(w, axis=0, keepdims=True)
    tiny = 1000 * float(np.finfo(np.dtype(dtype)).eps)
    w = w / jnp.where(jnp.abs(total) > tiny, total, 1)
    inside = (sample >= -0.5) & (sample <= in_size - 0.5)
    return jnp.where(inside[None, :], w, 0).astype(dtype)


def _contract(x, dim: int, w, precision):
    """x with dimension ``dim`` replaced by its product with the weight matrix w."""
    out = jnp.tensordot(x, w.astype(x.dtype) if not jnp.iscomplexobj(x) else w, ([dim], [0]),
                        precision=precision)
    return jnp.moveaxis(out, -1, dim)


def _float_dtype(image):
    return image.dtype if jnp.issubdtype(image.dtype, jnp.inexact) else jnp.result_type(float)


def scale_and_translate(image, shape: Sequence[int], spatial_dims: Sequence[int], scale,
                        translation, method="linear", antialias: bool = True,
                        precision=lax.Precision.HIGHEST):
    """jax.image.scale_and_translate: resample ``image`` to ``shape`` along
    ``spatial_dims``, output pixel centre c sampling the input at (c - translation) / scale
    (pixel centres at half-integers), with a LINEAR, CUBIC, LANCZOS3 or LANCZOS5 kernel."""
    image = jnp.asarray(image)
    shape = tuple(int(s) for s in shape)
    if len(shape) != image.ndim:
        raise ValueError(f"shape must have length equal to the number of dimensions of x; "
                         f"{shape} vs {image.shape}")
    spatial_dims = tuple(d % image.ndim for d in spatial_dims)
    scale, translation = jnp.asarray(scale), jnp.asarray(translation)
    if scale.shape != (len(spatial_dims),) or translation.shape != (len(spatial_dims),):
        raise ValueError("scale and translation must have one value per spatial dimension")
    kind = _method(method)
    if kind is ResizeMethod.NEAREST:
        raise ValueError("Nearest neighbor resampling is not currently supported for "
                         "scale_and_translate.")
    dtype = _float_dtype(image)
    real = np.float64 if np.dtype(dtype) in (np.float64, np.complex128) else np.float32
    out = image.astype(dtype)
    for i, d in enumerate(spatial_dims):
        w = _weights(image.shape[d], shape[d], scale[i], translation[i], _KERNELS[kind],
                     antialias, real)
        out = _contract(out, d, w, precision)
    return out


def _resize_nearest(image, shape):
    """Each output pixel takes the input pixel its centre falls in."""
    out = image
    for d, (n_in, n_out) in enumerate(zip(image.shape, shape)):
        if n_in == n_out:
            continue
        index = np.floor((np.arange(n_out) + 0.5) * n_in / n_out).astype(np.int32)
        out = jnp.take(out, np.minimum(index, n_in - 1), axis=d)
    return out


def resize(image, shape: Sequence[int], method, antialias: bool = True,
           precision=lax.Precision.HIGHEST):
    """jax.image.resize: ``image`` resampled to ``shape`` (same rank) with ``method``
    ("nearest", "linear", "cubic", "lanczos3", "lanczos5" or a ResizeMethod); half-pixel
    centres, and with ``antialias`` a widened kernel when downsampling."""
    image = jnp.asarray(image)
    shape = tuple(int(s) for s in shape)
    if len(shape) != image.ndim:
        raise ValueError(f"shape must have length equal to the number of dimensions of x; "
                         f"{shape} vs {image.shape}")
    kind = _method(method)
    if kind is ResizeMethod.NEAREST:
        return _resize_nearest(image, shape)
    dims = [d for d in range(image.ndim) if image.shape[d] != shape[d]]
    if not dims:
        return image.astype(_float_dtype(image))
    scale = [shape[d] / image.shape[d] for d in dims]
    return scale_and_translate(image, shape, dims, np.asarray(scale), np.zeros(len(dims)),
                               kind, antialias, precision)
