"""hostcall.numpy.fft: discrete Fourier transforms as matrix products.

IREE 3.13 does not compile ``stablehlo.fft``, so each 1-d transform is a product with the
n x n DFT matrix (cosines and sines computed in float64 by numpy, applied to the real and
imaginary parts separately): O(n^2) per transform, fine for the small sizes it is meant for.
Multi-dimensional transforms apply it axis by axis.  norm is "backward", "ortho" or "forward".
"""
from __future__ import annotations

import operator

import numpy as np

from .. import lax
from .. import numpy as jnp

__all__ = ["fft", "fft2", "fftfreq", "fftn", "ifft", "ifft2", "ifftn", "irfft", "rfft",
           "rfftfreq"]


def _complex_dtype(x):
    return np.complex128 if x.dtype in (np.float64, np.complex128) else np.complex64


def _scale(norm, n, inverse):
    if norm in (None, "backward"):
        return 1.0 / n if inverse else 1.0
    if norm == "ortho":
        return 1.0 / np.sqrt(n)
    if norm == "forward":
        return 1.0 if inverse else 1.0 / n
    raise ValueError(f"fft: norm must be 'backward', 'ortho' or 'forward', got {norm!r}")


def _resize(x, n, axis):
    """x cut or zero-padded to length n along axis (numpy's n= argument)."""
    size = x.shape[axis]
    if n is None or n == size:
        return x
    if n < size:
        return lax.slice_in_dim(x, 0, n, axis=axis)
    pad = [(0, 0)] * x.ndim
    pad[axis] = (0, n - size)
    return jnp.pad(x, pad)


def _dft(x, n, axis, inverse, norm, out_len=None):
    """The 1-d DFT of x along axis (length n after _resize); out_len keeps the first
    frequencies only (rfft)."""
    x = jnp.asarray(x)
    axis = operator.index(axis) % x.ndim
    x = _resize(x, n, axis)
    n = x.shape[axis]
    m = n if out_len is None else out_len
    k = np.arange(m)[None, :]
    t = np.arange(n)[:, None]
    theta = 2 * np.pi * ((t * k) % n) / n
    sign = 1.0 if inverse else -1.0
    cdtype = _complex_dtype(x)
    rdtype = np.float64 if cdtype == np.complex128 else np.float32
    scale = _scale(norm, n, inverse)
    cos = (np.cos(theta) * scale).astype(rdtype)
    sin = (sign * np.sin(theta) * scale).astype(rdtype)
    if jnp.iscomplexobj(x):
        xr, xi = jnp.real(x).astype(rdtype), jnp.imag(x).astype(rdtype)
    else:
        xr, xi = x.astype(rdtype), None
    xr = jnp.moveaxis(xr, axis, -1)
    yr = jnp.matmul(xr, cos)
    yi = jnp.matmul(xr, sin)
    if xi is not None:
        xi = jnp.moveaxis(xi, axis, -1)
        yr = yr - jnp.matmul(xi, sin)
        yi = yi + jnp.matmul(xi, cos)
    return jnp.moveaxis(lax.complex(yr, yi), -1, axis)


def fft(a, n=None, axis=-1, norm=None):
    """The one-dimensional discrete Fourier transform along ``axis`` (numpy.fft.fft), as a
    product with the DFT matrix.
    """
    return _dft(a, n, axis, False, norm)


def ifft(a, n=None, axis=-1, norm=None):
    """The inverse of ``fft`` along ``axis`` (numpy.fft.ifft)."""
    return _dft(a, n, axis, True, norm)


def rfft(a, n=None, axis=-1, norm=None):
    """The non-negative frequencies (n // 2 + 1) of a real input's DFT."""
    a = jnp.asarray(a)
    if jnp.iscomplexobj(a):
        raise TypeError("rfft: the input must be real")
    axis = operator.index(axis) % a.ndim
    length = a.shape[axis] if n is None else n
    return _dft(a, n, axis, False, norm, out_len=length // 2 + 1)


def irfft(a, n=None, axis=-1, norm=None):
    """The real inverse of rfft: the Hermitian-symmetric spectrum is completed, then ifft'd."""
    a = jnp.asarray(a)
    axis = operator.index(axis) % a.ndim
    n = 2 * (a.shape[axis] - 1) if n is None else n
    half = _resize(a, n // 2 + 1, axis)
    # the negative frequencies are the conjugates of 1 .. (n - 1) // 2, reversed
    mirrored = jnp.conj(jnp.flip(lax.slice_in_dim(half, 1, (n - 1) // 2 + 1, axis=axis), axis))
    full = jnp.concatenate([half, mirrored], axis=axis)
    return jnp.real(_dft(full, n, axis, True, norm))


def _axes(a, s, axes):
    if axes is None:
        axes = tuple(range(a.ndim)) if s is None else tuple(range(a.ndim - len(s), a.ndim))
    s = [None] * len(axes) if s is None else list(s)
    return list(zip(axes, s))


def fftn(a, s=None, axes=None, norm=None):
    """The n-dimensional discrete Fourier transform over ``axes`` (numpy.fft.fftn)."""
    a = jnp.asarray(a)
    for axis, n in _axes(a, s, axes):
        a = _dft(a, n, axis, False, norm)
    return a


def ifftn(a, s=None, axes=None, norm=None):
    """The inverse of ``fftn`` (numpy.fft.ifftn)."""
    a = jnp.asarray(a)
    for axis, n in _axes(a, s, axes):
        a = _dft(a, n, axis, True, norm)
    return a


def fft2(a, s=None, axes=(-2, -1), norm=None):
    """The two-dimensional discrete Fourier transform over the last two axes
    (numpy.fft.fft2).
    """
    return fftn(a, s, axes, norm)


def ifft2(a, s=None, axes=(-2, -1), norm=None):
    """The inverse of ``fft2`` (numpy.fft.ifft2)."""
    return ifftn(a, s, axes, norm)


def fftfreq(n, d=1.0, *, dtype=None):
    """The sample frequencies of an n-point DFT with spacing d."""
    return jnp.asarray(np.fft.fftfreq(n, d), dtype or np.float32)


def rfftfreq(n, d=1.0, *, dtype=None):
    """The sample frequencies of ``rfft`` for a signal of ``n`` samples spaced ``d`` apart."""
    return jnp.asarray(np.fft.rfftfreq(n, d), dtype or np.float32)
