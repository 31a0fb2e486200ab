"""hostcall.scipy.signal: jax.scipy.signal's convolutions (convolve, correlate and their 2-d
forms) as lax.conv_general_dilated over all axes, with scipy's modes and output sizes."""
from __future__ import annotations

from .. import lax
from .. import numpy as jnp
from ..numpy._base import aval_of, promote_dtypes
from ..numpy.ufuncs import to_inexact

__all__ = ["convolve", "convolve2d", "correlate", "correlate2d"]

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
