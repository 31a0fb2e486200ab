"""hostcall.primitives.fft: the ``stablehlo.fft`` primitive (FFT, IFFT, RFFT, IRFFT over the
last 1-3 axes), as JAX's lax.fft.

jit's pipeline rewrites the op into products and radix stages IREE compiles
(hostcall-lower-fft); vmap and autodiff use the op's own rules.
"""
from __future__ import annotations

import enum

import numpy as np

from hostcall.dialects import stablehlo as hlo

from ..core import BY_REFERENCE, bind, defprim

__all__ = ["FftType", "fft"]


class FftType(enum.IntEnum):
    """The kind of transform (JAX's lax.FftType)."""
    FFT = 0
    IFFT = 1
    RFFT = 2
    IRFFT = 3


_COMPLEX = {np.dtype(np.float32): np.dtype(np.complex64),
            np.dtype(np.float64): np.dtype(np.complex128)}
_REAL = {c: r for r, c in _COMPLEX.items()}


def _fft_shape(x, *, fft_type, fft_lengths):
    k = len(fft_lengths)
    if not 1 <= k <= 3 or x.ndim < k:
        raise TypeError(f"fft: fft_lengths {fft_lengths} must name 1 to 3 trailing axes of "
                        f"the operand, got {x.str_short()}")
    shape = list(x.shape)
    if fft_type == "RFFT":
        if x.dtype not in _COMPLEX:
            raise TypeError(f"fft: RFFT takes float32 or float64, got {x.str_short()}")
        if tuple(shape[-k:]) != tuple(fft_lengths):
            raise TypeError(f"fft: RFFT operand's trailing axes must be fft_lengths "
                            f"{fft_lengths}, got {x.str_short()}")
        shape[-1] = fft_lengths[-1] // 2 + 1
        return x.update(shape=shape, dtype=_COMPLEX[x.dtype], weak_type=False)
    if x.dtype not in _REAL:
        raise TypeError(f"fft: {fft_type} takes complex64 or complex128, got {x.str_short()}")
    want = list(fft_lengths)
    if fft_type == "IRFFT":
        want[-1] = fft_lengths[-1] // 2 + 1
    if shape[-k:] != want:
        raise TypeError(f"fft: {fft_type} operand's trailing axes must be {tuple(want)} for "
                        f"fft_lengths {fft_lengths}, got {x.str_short()}")
    if fft_type == "IRFFT":
        shape[-1] = fft_lengths[-1]
        return x.update(shape=shape, dtype=_REAL[x.dtype], weak_type=False)
    return x.update(weak_type=False)


def _fft_emit(ctx, x, *, fft_type, fft_lengths):
    return hlo.fft(x, fft_type, fft_lengths)


fft_p = defprim("fft", _fft_shape, _fft_emit, BY_REFERENCE, op_name="stablehlo.fft",
                attrs=lambda fft_type, fft_lengths: {"fft_type": fft_type,
                                                     "fft_length": fft_lengths})


def fft(x, fft_type, fft_lengths):
    """The FFT of kind ``fft_type`` (a FftType or its name) of x over its last
    len(fft_lengths) axes (stablehlo.fft); IFFT and IRFFT include the 1 / n scaling."""
    name = fft_type.name if isinstance(fft_type, FftType) else str(fft_type).upper()
    if name not in FftType.__members__:
        raise ValueError(f"fft: fft_type must be one of FFT, IFFT, RFFT, IRFFT, got "
                         f"{fft_type!r}")
    lengths = tuple(int(n) for n in np.atleast_1d(fft_lengths))
    return bind(fft_p, (x,), {"fft_type": name, "fft_lengths": lengths})
