"""hostcall.scipy.fft: jax.scipy.fft's discrete cosine transforms dct / idct and their
n-dimensional forms, with scipy's definitions (types 1 to 4; JAX itself has type 2 only)
and norm None ("backward") or "ortho".

Each transform of a real vector of length N is read off one FFT of length 2N (2N - 2 for
type 1) of the vector, pre-twiddled where the type needs it (hostcall.numpy.fft, so jit,
vmap and autodiff go through the FFT's own rules); a complex input transforms its real and
imaginary parts separately.
"""
from __future__ import annotations

import operator

import numpy as np

from .. import lax
from .. import numpy as jnp
from ..numpy.ufuncs import to_inexact

__all__ = ["dct", "dctn", "idct", "idctn"]

# the inverse of each type (idct of type t is a dct of this type, rescaled)
_INVERSE_TYPE = {1: 1, 2: 3, 3: 2, 4: 4}


def _check(name, type, norm):
    if type not in (1, 2, 3, 4):
        raise ValueError(f"{name}: type must be 1, 2, 3 or 4, got {type!r}")
    if norm not in (None, "backward", "ortho"):
        raise ValueError(f"{name}: norm={norm!r} is not implemented")


def _resize(x, n, axis):
    """x cut or zero-padded to length n along axis."""
    size = x.shape[axis]
    if n is None or n == size:
        return x
    if n < 1:
        raise ValueError(f"invalid number of data points ({n}) specified")
    if n < size:
        return lax.slice_in_dim(x, 0, n, axis=axis)
    pad = [(0, 0)] * x.ndim
    pad[axis] = (0, n - size)
    return jnp.pad(x, pad)


def _along_last(x, values):
    """``values`` (numpy, last-axis length) as a broadcastable factor of x's dtype."""
    real = np.float64 if x.dtype in (np.float64, np.complex128) else np.float32
    return np.asarray(values).astype(real if np.isrealobj(values) else
                                     np.result_type(real, np.complex64))


def _dct_last(x, type):
    """scipy's unnormalized DCT of the given type along the last axis of a real array."""
    n = x.shape[-1]
    if type == 1:
        if n < 2:
            raise ValueError("DCT-I is not defined for size < 2")
        mirrored = jnp.concatenate([x, jnp.flip(x[..., 1:-1], axis=-1)], axis=-1)
        return jnp.fft.rfft(mirrored)[..., :n].real.astype(x.dtype)
    k = np.arange(n)
    if type == 2:
        spectrum = jnp.fft.fft(x, n=2 * n)[..., :n]
        return 2 * (spectrum * _along_last(x, np.exp(-0.5j * np.pi * k / n))).real
    if type == 3:
        weights = np.where(k == 0, 1.0, 2.0) * np.exp(0.5j * np.pi * k / n)
        inverse = jnp.fft.ifft(x * _along_last(x, weights), n=2 * n)[..., :n]
        return (2 * n) * inverse.real
    spectrum = jnp.fft.fft(x * _along_last(x, np.exp(-0.5j * np.pi * k / n)), n=2 * n)[..., :n]
    return 2 * (spectrum * _along_last(x, np.exp(-0.25j * np.pi * (2 * k + 1) / n))).real


def _ortho_in(type, n):
    """The factor on the input of an orthonormal transform, by position (None: none)."""
    if type == 1:
        f = np.ones(n)
        f[[0, -1]] = np.sqrt(2)
        return f
    if type == 3:
        f = np.full(n, np.sqrt(1 / (2 * n)))
        f[0] = np.sqrt(1 / n)
        return f
    return None


def _ortho_out(type, n):
    """The factor on the output of an orthonormal transform, by position."""
    if type == 1:
        f = np.full(n, np.sqrt(1 / (2 * (n - 1))))
        f[[0, -1]] /= np.sqrt(2)
        return f
    if type == 2:
        f = np.full(n, np.sqrt(1 / (2 * n)))
        f[0] = np.sqrt(1 / (4 * n))
        return f
    if type == 4:
        return np.full(n, np.sqrt(1 / (2 * n)))
    return None


def _transform(x, type, n, axis, norm, inverse):
    x = jnp.asarray(to_inexact(x))
    if jnp.iscomplexobj(x):
        return (_transform(x.real, type, n, axis, norm, inverse)
                + 1j * _transform(x.imag, type, n, axis, norm, inverse)).astype(x.dtype)
    axis = operator.index(axis) % x.ndim
    x = jnp.moveaxis(_resize(x, n, axis), axis, -1)
    size = x.shape[-1]
    kind = _INVERSE_TYPE[type] if inverse else type
    if norm == "ortho":
        before, after = _ortho_in(kind, size), _ortho_out(kind, size)
        if before is not None:
            x = x * _along_last(x, before)
        out = _dct_last(x, kind)
        if after is not None:
            out = out * _along_last(out, after)
    else:
        out = _dct_last(x, kind)
        if inverse:
            out = out / (2 * (size - 1) if type == 1 else 2 * size)
    return jnp.moveaxis(out.astype(x.dtype), -1, axis)


def dct(x, type: int = 2, n: int | None = None, axis: int = -1, norm: str | None = None):
    """jax.scipy.fft.dct: the discrete cosine transform of ``type`` (1-4, scipy's
    definitions) along ``axis``, x first cut or zero-padded to length ``n``; norm None or
    "ortho" (orthonormal)."""
    _check("dct", type, norm)
    return _transform(x, type, n, axis, norm, inverse=False)


def idct(x, type: int = 2, n: int | None = None, axis: int = -1, norm: str | None = None):
    """jax.scipy.fft.idct: the inverse of ``dct`` of the same type and norm along ``axis``."""
    _check("idct", type, norm)
    return _transform(x, type, n, axis, norm, inverse=True)


def _axes_and_sizes(x, s, axes):
    nd = jnp.ndim(x)
    if axes is None:
        axes = tuple(range(nd)) if s is None else tuple(range(nd - len(s), nd))
    axes = tuple(np.atleast_1d(axes))
    sizes = [None] * len(axes) if s is None else list(np.atleast_1d(s))
    if len(sizes) != len(axes):
        raise ValueError(f"s {tuple(sizes)} and axes {axes} must have the same length")
    return axes, sizes


def dctn(x, type: int = 2, s=None, axes=None, norm: str | None = None):
    """jax.scipy.fft.dctn: ``dct`` over each of ``axes`` (all by default) in turn, with
    lengths ``s``."""
    _check("dctn", type, norm)
    axes, sizes = _axes_and_sizes(x, s, axes)
    for axis, n in zip(axes, sizes):
        x = _transform(x, type, n, axis, norm, inverse=False)
    return jnp.asarray(x)


def idctn(x, type: int = 2, s=None, axes=None, norm: str | None = None):
    """jax.scipy.fft.idctn: the inverse of ``dctn``, ``idct`` over each of ``axes``."""
    _check("idctn", type, norm)
    axes, sizes = _axes_and_sizes(x, s, axes)
    for axis, n in zip(axes, sizes):
        x = _transform(x, type, n, axis, norm, inverse=True)
    return jnp.asarray(x)
