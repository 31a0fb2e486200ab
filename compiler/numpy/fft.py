"""hostcall.numpy.fft: discrete Fourier transforms, as jax.numpy.fft.

Each transform is one ``stablehlo.fft`` (lax.fft) per group of up to three axes, the axes
moved last first; jit's pipeline lowers the op to products and radix stages IREE compiles
(hostcall-lower-fft), and vmap and autodiff use the op's own rules.  ``n`` / ``s`` cut or
zero-pad the input as numpy does; norm is "backward" (default), "ortho" or "forward".
"""
from __future__ import annotations

import math
import operator

import numpy as np

from .. import primitives as lax
from .. import numpy as jnp

__all__ = ["fft", "fft2", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifft2", "ifftn",
           "ifftshift", "ihfft", "irfft", "irfft2", "irfftn", "rfft", "rfft2", "rfftfreq", "rfftn"]

_MAX_AXES = 3   # stablehlo.fft transforms at most three trailing axes at once


def _check_norm(name, norm):
    if norm not in (None, "backward", "ortho", "forward"):
        raise ValueError(f"{name}: norm must be 'backward', 'ortho' or 'forward', got "
                         f"{norm!r}")


def _norm_factor(norm, n, inverse):
    """The factor applied after stablehlo.fft (unscaled forward, 1 / n inverse)."""
    if norm in (None, "backward"):
        return None
    if norm == "ortho":
        return np.sqrt(n) if inverse else 1 / np.sqrt(n)
    return n if inverse else 1 / n          # "forward"


def _resize(x, n, axis):
    """x cut or zero-padded to length n along axis (numpy's n= / s= arguments)."""
    size = x.shape[axis]
    if n == size:
        return x
    if n < size:
        return lax.slice_in_dim(x, 0, n, axis=axis)
    pad = [(0, 0)] * x.ndim
    pad[axis] = (0, n - size)
    return jnp.pad(x, pad)


def _complex_dtype(x):
    return np.complex128 if x.dtype in (np.float64, np.complex128) else np.complex64


def _axes_and_sizes(name, a, s, axes, inverse_real=False):
    """(axes, output lengths) as numpy's fftn family reads s and axes."""
    if axes is None:
        axes = tuple(range(a.ndim)) if s is None else tuple(range(a.ndim - len(s), a.ndim))
    axes = tuple(operator.index(ax) for ax in ((axes,) if np.ndim(axes) == 0 else axes))
    for ax in axes:
        if not -a.ndim <= ax < a.ndim:
            raise ValueError(f"{name}: axis {ax} is out of bounds for an array of shape "
                             f"{a.shape}")
    axes = tuple(ax % a.ndim for ax in axes)
    if len(set(axes)) != len(axes):
        raise ValueError(f"{name}: axes {axes} must be distinct")
    if s is None:
        s = [a.shape[ax] for ax in axes]
        if inverse_real and axes:
            s[-1] = 2 * (a.shape[axes[-1]] - 1)
    s = [operator.index(n) for n in np.atleast_1d(s)]
    if len(s) != len(axes):
        raise ValueError(f"{name}: s {tuple(s)} and axes {axes} must have the same length")
    for n in s:
        if n < 1:
            raise ValueError(f"{name}: invalid number of data points ({n}) specified")
    return axes, s


def _transform(name, a, s, axes, norm, kind):
    """The numpy-style transform ``kind`` (FFT, IFFT, RFFT, IRFFT) of a."""
    _check_norm(name, norm)
    a = jnp.asarray(a)
    if kind == "RFFT" and jnp.iscomplexobj(a):
        raise TypeError(f"{name}: the input must be real, got {a.dtype}")
    axes, sizes = _axes_and_sizes(name, a, s, axes, inverse_real=kind == "IRFFT")
    if not axes:
        return a.astype(_complex_dtype(a)) if kind != "IRFFT" else a
    if kind == "RFFT":
        a = a.astype(np.float64 if _complex_dtype(a) == np.complex128 else np.float32)
    else:
        a = a.astype(_complex_dtype(a))
    for ax, n in zip(axes, sizes):   # cut or pad to the lengths the transform reads
        a = _resize(a, n // 2 + 1 if kind == "IRFFT" and ax == axes[-1] else n, ax)
    # move the axes last, in order; groups of three (the real transform's group last)
    nd = a.ndim
    rest = [d for d in range(nd) if d not in axes]
    a = _permute(a, rest + list(axes))
    k = len(axes)
    groups = [list(range(max(0, stop - _MAX_AXES), stop))
              for stop in range(k, 0, -_MAX_AXES)]           # last group first
    if kind == "IRFFT":
        groups = groups[::-1]
        for g in groups:
            if g[-1] == k - 1:
                a = _apply(a, k, g, "IRFFT", sizes)
            else:
                a = _apply(a, k, g, "IFFT", sizes)
    else:
        for i, g in enumerate(groups):
            a = _apply(a, k, g, kind if i == 0 else ("FFT" if kind == "RFFT" else kind),
                       sizes)
    a = _permute(a, list(np.argsort(rest + list(axes))))
    factor = _norm_factor(norm, math.prod(sizes), kind in ("IFFT", "IRFFT"))
    if factor is not None:
        wide = a.dtype in (np.float64, np.complex128)
        a = a * np.asarray(factor, np.float64 if wide else np.float32)
    return a


def _permute(a, perm):
    return a if list(perm) == list(range(a.ndim)) else jnp.transpose(a, perm)


def _apply(a, k, group, kind, sizes):
    """lax.fft over the transformed axes ``group`` (indices into the k moved-last axes)."""
    nd = a.ndim
    positions = [nd - k + g for g in group]
    others = [d for d in range(nd) if d not in positions]
    a = _permute(a, others + positions)
    a = lax.fft(a, kind, [sizes[g] for g in group])
    return _permute(a, list(np.argsort(others + positions)))


def fft(a, n=None, axis=-1, norm=None):
    """The one-dimensional discrete Fourier transform along ``axis`` (numpy.fft.fft)."""
    return _transform("fft", a, None if n is None else [n], (axis,), norm, "FFT")


def ifft(a, n=None, axis=-1, norm=None):
    """The inverse of ``fft`` along ``axis`` (numpy.fft.ifft)."""
    return _transform("ifft", a, None if n is None else [n], (axis,), norm, "IFFT")


def rfft(a, n=None, axis=-1, norm=None):
    """The n // 2 + 1 non-negative frequencies of a real input's DFT (numpy.fft.rfft)."""
    return _transform("rfft", a, None if n is None else [n], (axis,), norm, "RFFT")


def irfft(a, n=None, axis=-1, norm=None):
    """The real inverse of ``rfft``: n (default 2 (m - 1)) real values from m frequencies
    (numpy.fft.irfft)."""
    return _transform("irfft", a, None if n is None else [n], (axis,), norm, "IRFFT")


# hfft / ihfft scale as the opposite direction of irfft / rfft
_OPPOSITE_NORM = {None: "forward", "backward": "forward", "ortho": "ortho", "forward": "backward"}


def hfft(a, n=None, axis=-1, norm=None):
    """The n real values (default 2 (m - 1)) of the FFT of a signal with Hermitian symmetry
    given by its m first values (numpy.fft.hfft): irfft of the conjugate, unscaled."""
    _check_norm("hfft", norm)
    return _transform("hfft", jnp.conj(jnp.asarray(a)), None if n is None else [n], (axis,),
                      _OPPOSITE_NORM[norm], "IRFFT")


def ihfft(a, n=None, axis=-1, norm=None):
    """The inverse of ``hfft``: the n // 2 + 1 first values of the inverse FFT of a real
    signal (numpy.fft.ihfft)."""
    _check_norm("ihfft", norm)
    return jnp.conj(_transform("ihfft", a, None if n is None else [n], (axis,),
                               _OPPOSITE_NORM[norm], "RFFT"))


def fftn(a, s=None, axes=None, norm=None):
    """The n-dimensional discrete Fourier transform over ``axes`` (numpy.fft.fftn)."""
    return _transform("fftn", a, s, axes, norm, "FFT")


def ifftn(a, s=None, axes=None, norm=None):
    """The inverse of ``fftn`` (numpy.fft.ifftn)."""
    return _transform("ifftn", a, s, axes, norm, "IFFT")


def rfftn(a, s=None, axes=None, norm=None):
    """The n-dimensional FFT of a real input, half of the last axis's frequencies
    (numpy.fft.rfftn)."""
    return _transform("rfftn", a, s, axes, norm, "RFFT")


def irfftn(a, s=None, axes=None, norm=None):
    """The inverse of ``rfftn`` (numpy.fft.irfftn)."""
    return _transform("irfftn", a, s, axes, norm, "IRFFT")


def fft2(a, s=None, axes=(-2, -1), norm=None):
    """The two-dimensional FFT over ``axes`` (numpy.fft.fft2)."""
    return _transform("fft2", a, s, axes, norm, "FFT")


def ifft2(a, s=None, axes=(-2, -1), norm=None):
    """The inverse of ``fft2`` (numpy.fft.ifft2)."""
    return _transform("ifft2", a, s, axes, norm, "IFFT")


def rfft2(a, s=None, axes=(-2, -1), norm=None):
    """The two-dimensional FFT of a real input (numpy.fft.rfft2)."""
    return _transform("rfft2", a, s, axes, norm, "RFFT")


def irfft2(a, s=None, axes=(-2, -1), norm=None):
    """The inverse of ``rfft2`` (numpy.fft.irfft2)."""
    return _transform("irfft2", a, s, axes, norm, "IRFFT")


def fftfreq(n, d=1.0, *, dtype=None):
    """The sample frequencies of an n-point DFT with spacing d."""
    return jnp.asarray(np.fft.fftfreq(n, d), dtype or np.float32)


def rfftfreq(n, d=1.0, *, dtype=None):
    """The sample frequencies of ``rfft`` for a signal of ``n`` samples spaced ``d`` apart."""
    return jnp.asarray(np.fft.rfftfreq(n, d), dtype or np.float32)


def fftshift(x, axes=None):
    """x with the zero frequency moved to the middle of each of ``axes`` (all by default)."""
    x = jnp.asarray(x)
    axes = tuple(range(x.ndim)) if axes is None else tuple(np.atleast_1d(axes))
    return jnp.roll(x, [x.shape[ax] // 2 for ax in axes], axes)


def ifftshift(x, axes=None):
    """The inverse of ``fftshift``."""
    x = jnp.asarray(x)
    axes = tuple(range(x.ndim)) if axes is None else tuple(np.atleast_1d(axes))
    return jnp.roll(x, [-(x.shape[ax] // 2) for ax in axes], axes)
