"""hostcall.scipy.signal: jax.scipy.signal's convolutions (convolve, correlate and their 2-d
forms) as lax.conv_general_dilated over all axes, with scipy's modes and output sizes;
fftconvolve as a product of FFTs; detrend; and the spectral estimates stft / istft, csd
and welch (segments gathered with static indices, windows from scipy.signal.get_window).
"""
from __future__ import annotations

import numpy as np
import scipy.signal as scipy_signal

from .. import lax
from .. import numpy as jnp
from ..numpy._base import aval_of, promote_dtypes
from ..numpy.ufuncs import to_inexact

__all__ = ["convolve", "convolve2d", "correlate", "correlate2d", "csd", "detrend", "fftconvolve",
           "istft", "stft", "welch"]

_METHODS = ("auto", "direct", "fft")


def _convolve_nd(in1, in2, mode: str, precision, name: str):
    """The n-d convolution of scipy.signal.convolve; "same" is the size of ``in1``."""
    if mode not in ("full", "same", "valid"):
        raise ValueError(f"{name}: mode must be one of ['full', 'same', 'valid'], got {mode!r}")
    s1, s2 = aval_of(in1).shape, aval_of(in2).shape
    if len(s1) != len(s2):
        raise ValueError(f"{name}: in1 and in2 must have the same number of dimensions, got "
                         f"shapes {s1} and {s2}")
    if 0 in s1 or 0 in s2:
        raise ValueError(f"{name}: zero-size arrays not supported in convolutions, got shapes "
                         f"{s1} and {s2}")
    in1, in2 = (to_inexact(x) for x in promote_dtypes(in1, in2))
    larger = all(a >= b for a, b in zip(s1, s2))
    smaller = all(a <= b for a, b in zip(s1, s2))
    if not (larger or smaller):
        raise ValueError(f"{name}: one input must be smaller than the other in every "
                         f"dimension, got shapes {s1} and {s2}")
    if not larger:
        in1, in2 = in2, in1
    kernel = aval_of(in2).shape
    if mode == "valid":
        padding = [(0, 0)] * len(kernel)
    elif mode == "full":
        padding = [(k - 1, k - 1) for k in kernel]
    else:   # the centred window of the full result with in1's original size
        padding = [(k - 1 - (o - 1) // 2, k - o + (o - 1) // 2) for k, o in zip(kernel, s2)]
    out = lax.conv_general_dilated(in1[None, None], jnp.flip(in2)[None, None],
                                   (1,) * len(kernel), padding, precision=precision)
    return out[0, 0]


def _check_method(method, name):
    if method not in _METHODS:
        raise ValueError(f"{name}: method must be one of {list(_METHODS)}, got {method!r}")


def convolve(in1, in2, mode: str = "full", method: str = "auto", precision=None):
    """jax.scipy.signal.convolve: the n-d convolution of two arrays of the same rank
    ("full", "same" as in1, or "valid"); every ``method`` convolves directly."""
    _check_method(method, "convolve")
    return _convolve_nd(in1, in2, mode, precision, "convolve")


def correlate(in1, in2, mode: str = "full", method: str = "auto", precision=None):
    """jax.scipy.signal.correlate: the n-d cross-correlation, convolve(in1, conj(flip(in2)))."""
    _check_method(method, "correlate")
    return _convolve_nd(in1, jnp.flip(jnp.conj(jnp.asarray(in2))), mode, precision,
                        "correlate")


def _check_2d(name, in1, in2, boundary, fillvalue):
    if aval_of(in1).ndim != 2 or aval_of(in2).ndim != 2:
        raise ValueError(f"{name}() only supports 2-dimensional inputs, got shapes "
                         f"{aval_of(in1).shape} and {aval_of(in2).shape}")
    if boundary != "fill" or fillvalue != 0:
        raise NotImplementedError(f"{name}() only supports boundary='fill', fillvalue=0")


def convolve2d(in1, in2, mode: str = "full", boundary: str = "fill", fillvalue=0,
               precision=None):
    """jax.scipy.signal.convolve2d: convolve of two 2-d arrays (zero fill only)."""
    _check_2d("convolve2d", in1, in2, boundary, fillvalue)
    return _convolve_nd(in1, in2, mode, precision, "convolve2d")


def correlate2d(in1, in2, mode: str = "full", boundary: str = "fill", fillvalue=0,
                precision=None):
    """jax.scipy.signal.correlate2d: the cross-correlation of two 2-d arrays (zero fill
    only), as scipy.signal.correlate2d: "same" centres from the far corner, and "valid"
    with the larger in2 correlates in2 with in1 and reverses the result."""
    _check_2d("correlate2d", in1, in2, boundary, fillvalue)
    in1, in2 = jnp.asarray(in1), jnp.asarray(in2)
    if mode == "same":
        return jnp.flip(_convolve_nd(jnp.flip(in1), jnp.conj(in2), mode, precision,
                                     "correlate2d"))
    if mode == "valid" and in1.shape != in2.shape and \
            all(a <= b for a, b in zip(in1.shape, in2.shape)):
        return jnp.flip(_convolve_nd(in2, jnp.flip(jnp.conj(in1)), mode, precision,
                                     "correlate2d"))
    return _convolve_nd(in1, jnp.flip(jnp.conj(in2)), mode, precision, "correlate2d")


# ---------------------------------------------------------------- FFT convolution
def fftconvolve(in1, in2, mode: str = "full", axes=None):
    """jax.scipy.signal.fftconvolve: the convolution of in1 and in2 over ``axes`` (all by
    default; the other axes broadcast) computed as a product of FFTs, with scipy's modes."""
    if mode not in ("full", "same", "valid"):
        raise ValueError(f"fftconvolve: mode must be one of ['full', 'same', 'valid'], got "
                         f"{mode!r}")
    in1, in2 = (to_inexact(x) for x in promote_dtypes(in1, in2))
    if in1.ndim != in2.ndim:
        raise ValueError(f"fftconvolve: in1 and in2 should have the same dimensionality, got "
                         f"shapes {in1.shape} and {in2.shape}")
    if in1.size == 0 or in2.size == 0:
        return jnp.zeros((0,) * in1.ndim, in1.dtype)
    axes = tuple(range(in1.ndim)) if axes is None else \
        tuple(a % in1.ndim for a in np.atleast_1d(axes))
    for a in range(in1.ndim):
        if a not in axes and in1.shape[a] != in2.shape[a] and 1 not in (in1.shape[a],
                                                                           in2.shape[a]):
            raise ValueError(f"fftconvolve: incompatible shapes {in1.shape} and {in2.shape} "
                             f"on axis {a}")
    if mode == "valid":
        larger = all(in1.shape[a] >= in2.shape[a] for a in axes)
        if not larger:
            if not all(in1.shape[a] <= in2.shape[a] for a in axes):
                raise ValueError("fftconvolve: for 'valid' mode, one must be at least as large "
                                 "as the other in every dimension")
            in1, in2 = in2, in1
    full = [in1.shape[a] + in2.shape[a] - 1 for a in axes]
    if jnp.iscomplexobj(in1):
        out = jnp.fft.ifftn(jnp.fft.fftn(in1, full, axes) * jnp.fft.fftn(in2, full, axes),
                            full, axes)
    else:
        out = jnp.fft.irfftn(jnp.fft.rfftn(in1, full, axes) * jnp.fft.rfftn(in2, full, axes),
                             full, axes)
    out = out.astype(in1.dtype)
    if mode == "full":
        return out
    index = [slice(None)] * out.ndim
    for a, n in zip(axes, full):
        size = in1.shape[a] if mode == "same" else in1.shape[a] - in2.shape[a] + 1
        start = (n - size) // 2
        index[a] = slice(start, start + size)
    return out[tuple(index)]


# ---------------------------------------------------------------- detrending
def detrend(data, axis: int = -1, type: str = "linear", bp=0, overwrite_data=None):
    """jax.scipy.signal.detrend: ``data`` less its mean (type "constant") or less its
    least-squares line along ``axis`` ("linear"), fitted separately between the breakpoints
    ``bp`` (static indices)."""
    if type not in ("constant", "linear", "c", "l"):
        raise ValueError(f"detrend: trend type must be 'linear' or 'constant', got {type!r}")
    data = to_inexact(data)
    if type in ("constant", "c"):
        return data - jnp.mean(data, axis=axis, keepdims=True)
    x = jnp.moveaxis(data, axis, -1)
    n = x.shape[-1]
    edges = sorted({0, n, *(int(b) for b in np.atleast_1d(bp))})
    if edges[0] < 0 or edges[-1] > n:
        raise ValueError("detrend: breakpoints must be within the data's length")
    pieces = []
    for start, stop in zip(edges[:-1], edges[1:]):
        seg = x[..., start:stop]
        pieces.append(seg - _least_squares_line(seg))
    return jnp.moveaxis(jnp.concatenate(pieces, axis=-1), -1, axis)


def _least_squares_line(seg):
    """The values on the last axis of the line fitted to ``seg`` by least squares."""
    m = seg.shape[-1]
    ramp = np.arange(m, dtype=np.float64)
    centred = (ramp - ramp.mean()) if m > 1 else np.zeros(1)
    denom = float((centred ** 2).sum()) or 1.0
    mean = jnp.mean(seg, axis=-1, keepdims=True)
    slope = jnp.sum(seg * centred.astype(seg.real.dtype), axis=-1, keepdims=True) / denom
    return mean + slope * centred.astype(seg.real.dtype)


# ---------------------------------------------------------------- spectral analysis
def _window(window, nperseg: int, dtype):
    """The window as an array of nperseg values: a scipy.signal.get_window spec, or the
    values themselves."""
    if isinstance(window, (str, tuple)):
        return np.asarray(scipy_signal.get_window(window, nperseg), dtype)
    win = np.asarray(window, dtype)
    if win.ndim != 1 or win.shape[0] != nperseg:
        raise ValueError(f"window must be 1-d with nperseg = {nperseg} values, got shape "
                         f"{win.shape}")
    return win


def _extend(x, width: int, boundary):
    """x extended by ``width`` values at both ends of its last axis (scipy's boundary)."""
    if boundary == "zeros":
        return jnp.pad(x, [(0, 0)] * (x.ndim - 1) + [(width, width)])
    if boundary == "even":
        return jnp.pad(x, [(0, 0)] * (x.ndim - 1) + [(width, width)], mode="reflect")
    if boundary == "constant":
        return jnp.pad(x, [(0, 0)] * (x.ndim - 1) + [(width, width)], mode="edge")
    if boundary == "odd":
        reflected = jnp.pad(x, [(0, 0)] * (x.ndim - 1) + [(width, width)], mode="reflect")
        edged = jnp.pad(x, [(0, 0)] * (x.ndim - 1) + [(width, width)], mode="edge")
        return 2 * edged - reflected
    raise ValueError(f"Unknown boundary option '{boundary}', must be one of: "
                     f"['even', 'odd', 'constant', 'zeros', None]")


def _segment_trend(segments, kind):
    if kind in (False, None):
        return segments
    if callable(kind):
        return kind(segments)
    return detrend(segments, axis=-1, type=kind)


def _spectral(x, y, fs, window, nperseg, noverlap, nfft, detrend_kind, return_onesided,
              scaling, axis, mode, boundary, padded, name):
    """scipy.signal's shared spectral helper: (freqs, times, per-segment result with the
    frequencies at ``axis`` and the segments last); mode "stft" or "psd" (cross spectral
    density of x and y, y None for x's own)."""
    same = y is None
    x = to_inexact(x)
    y = x if same else to_inexact(y)
    x, y = promote_dtypes(x, y)
    ndim = max(x.ndim, y.ndim)
    x, y = jnp.moveaxis(x, axis, -1), jnp.moveaxis(y, axis, -1)
    batch = np.broadcast_shapes(x.shape[:-1], y.shape[:-1])
    if x.shape[-1] != y.shape[-1]:
        length = max(x.shape[-1], y.shape[-1])
        x, y = (jnp.pad(v, [(0, 0)] * (v.ndim - 1) + [(0, length - v.shape[-1])])
                for v in (x, y))
    x, y = jnp.broadcast_to(x, batch + x.shape[-1:]), jnp.broadcast_to(y, batch + y.shape[-1:])
    n = x.shape[-1]
    if nperseg is not None:
        nperseg = int(nperseg)
        if nperseg < 1:
            raise ValueError(f"{name}: nperseg must be a positive integer")
    nperseg = min(n, 256 if nperseg is None else nperseg)
    real_dtype = np.float64 if x.dtype in (np.float64, np.complex128) else np.float32
    win = _window(window, nperseg, real_dtype)
    nfft = nperseg if nfft is None else int(nfft)
    if nfft < nperseg:
        raise ValueError(f"{name}: nfft must be greater than or equal to nperseg.")
    noverlap = nperseg // 2 if noverlap is None else int(noverlap)
    if noverlap >= nperseg:
        raise ValueError(f"{name}: noverlap must be less than nperseg.")
    step = nperseg - noverlap
    if boundary is not None:
        x, y = _extend(x, nperseg // 2, boundary), _extend(y, nperseg // 2, boundary)
    if padded:
        extra = (-(x.shape[-1] - nperseg) % step) % nperseg
        pad = [(0, 0)] * (x.ndim - 1) + [(0, extra)]
        x, y = jnp.pad(x, pad), jnp.pad(y, pad)
    count = (x.shape[-1] - nperseg) // step + 1
    index = (np.arange(count) * step)[:, None] + np.arange(nperseg)[None, :]
    complex_input = jnp.iscomplexobj(x)
    onesided = return_onesided and not complex_input
    if scaling == "density":
        scale = 1.0 / (fs * float((win * win).sum()))
    elif scaling == "spectrum":
        scale = 1.0 / float(win.sum()) ** 2
    else:
        raise ValueError(f"Unknown scaling: {scaling!r}")
    if mode == "stft":
        scale = np.sqrt(scale)

    def transform(v):
        segments = _segment_trend(v[..., index], detrend_kind) * win
        if onesided:
            return jnp.fft.rfft(segments, n=nfft)
        return jnp.fft.fft(segments, n=nfft)

    result = transform(x)
    if mode == "psd":
        result = jnp.conj(result) * (result if same else transform(y)) * scale
        if onesided:
            double = np.ones(result.shape[-1])
            double[1:(nfft - 1) // 2 + 1 if nfft % 2 else -1] = 2
            result = result * double.astype(real_dtype)
    else:
        result = result * np.asarray(scale, real_dtype)
    freqs = np.fft.rfftfreq(nfft, 1 / fs) if onesided else np.fft.fftfreq(nfft, 1 / fs)
    times = np.arange(nperseg / 2, x.shape[-1] - nperseg / 2 + 1, step) / fs
    if boundary is not None:
        times = times - (nperseg / 2) / fs
    result = jnp.moveaxis(result, -2, -1)          # (..., freqs, segments)
    if axis % ndim != ndim - 1:      # the frequencies go where the data's axis was
        result = jnp.moveaxis(result, -2, axis if axis >= 0 else axis - 1)
    return freqs.astype(real_dtype), times.astype(real_dtype), result


def stft(x, fs=1.0, window="hann", nperseg=256, noverlap=None, nfft=None, detrend=False,
         return_onesided=True, boundary="zeros", padded=True, axis=-1):
    """jax.scipy.signal.stft: the short-time Fourier transform of x along ``axis``, as
    scipy.signal.stft: (frequencies, segment times, Zxx with frequencies then segments)."""
    freqs, times, zxx = _spectral(x, None, fs, window, nperseg, noverlap, nfft, detrend,
                                  return_onesided, "spectrum", axis, "stft", boundary, padded,
                                  "stft")
    return jnp.asarray(freqs), jnp.asarray(times), zxx


def _average(result, average):
    """The mean or (bias-corrected) median over the segments (the last axis)."""
    if result.shape[-1] == 1:
        return result[..., 0]
    if average == "mean":
        return jnp.mean(result, axis=-1)
    if average == "median":
        n = result.shape[-1]
        evens = 2 * np.arange(1, (n - 1) // 2 + 1)
        bias = 1 + np.sum(1 / (evens + 1) - 1 / evens)
        if jnp.iscomplexobj(result):
            return (jnp.median(result.real, axis=-1)
                    + 1j * jnp.median(result.imag, axis=-1)) / bias
        return jnp.median(result, axis=-1) / bias
    raise ValueError(f"average must be 'median' or 'mean', got {average!r}")


def csd(x, y, fs=1.0, window="hann", nperseg=None, noverlap=None, nfft=None,
        detrend="constant", return_onesided=True, scaling="density", axis=-1,
        average="mean"):
    """jax.scipy.signal.csd: the cross power spectral density of x and y by Welch's method
    (averaged periodograms of overlapping windowed segments): (frequencies, Pxy)."""
    freqs, _, pxy = _spectral(x, y, fs, window, nperseg, noverlap, nfft, detrend,
                              return_onesided, scaling, axis, "psd", None, False, "csd")
    pxy = _average(pxy, average)
    return jnp.asarray(freqs), pxy


def welch(x, fs=1.0, window="hann", nperseg=None, noverlap=None, nfft=None,
          detrend="constant", return_onesided=True, scaling="density", axis=-1,
          average="mean"):
    """jax.scipy.signal.welch: the power spectral density of x by Welch's method:
    (frequencies, Pxx), real."""
    freqs, pxx = csd(x, None, fs, window, nperseg, noverlap, nfft, detrend, return_onesided,
                     scaling, axis, average)
    return freqs, pxx.real


def istft(Zxx, fs=1.0, window="hann", nperseg=None, noverlap=None, nfft=None,
          input_onesided=True, boundary=True, time_axis=-1, freq_axis=-2):
    """jax.scipy.signal.istft: the inverse of ``stft`` by weighted overlap-add:
    (times, x)."""
    zxx = jnp.asarray(Zxx)
    if zxx.ndim < 2:
        raise ValueError("istft: input stft must be at least 2d")
    zxx = jnp.moveaxis(zxx, (freq_axis % zxx.ndim, time_axis % zxx.ndim), (-2, -1))
    nfreq, count = zxx.shape[-2], zxx.shape[-1]
    nfft_default = 2 * (nfreq - 1) if input_onesided else nfreq
    nperseg = nfft_default if nperseg is None else int(nperseg)
    nfft = nperseg if nfft is None else int(nfft)
    if nfft < nperseg:
        raise ValueError("istft: nfft must be greater than or equal to nperseg.")
    noverlap = nperseg // 2 if noverlap is None else int(noverlap)
    if noverlap >= nperseg:
        raise ValueError("istft: noverlap must be less than nperseg.")
    step = nperseg - noverlap
    real_dtype = np.float64 if zxx.dtype in (np.float64, np.complex128) else np.float32
    win = _window(window, nperseg, real_dtype)
    frames = jnp.moveaxis(zxx, -1, -2)                # (..., segments, freqs)
    if input_onesided:
        frames = jnp.fft.irfft(frames, n=nfft)
    else:
        frames = jnp.fft.ifft(frames, n=nfft)
    frames = frames[..., :nperseg] * (win * float(win.sum()))
    length = nperseg + (count - 1) * step
    index = (np.arange(count) * step)[:, None] + np.arange(nperseg)[None, :]
    out = jnp.zeros(frames.shape[:-2] + (length,), frames.dtype)
    out = out.at[..., index].add(frames)
    norm = np.zeros(length, real_dtype)
    np.add.at(norm, index, np.broadcast_to(win * win, index.shape))
    if boundary:
        out = out[..., nperseg // 2:length - nperseg // 2]
        norm = norm[nperseg // 2:length - nperseg // 2]
    out = out / np.where(norm > 1e-10, norm, 1.0).astype(real_dtype)
    times = np.arange(out.shape[0]) / fs      # the first axis, as JAX and scipy count it
    return jnp.asarray(times.astype(real_dtype)), out
