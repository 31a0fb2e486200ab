"""stablehlo.triangular_solve and stablehlo.fft in numpy, with the spec's semantics.

The functions take and return arrays; ``ops.OPS`` gives them to the evaluator and to the
front end's eager path (lax.linalg.triangular_solve, lax.fft).
"""
from __future__ import annotations

import numpy as np

from .values import EvaluationError


def triangular_solve(a, b, left_side: bool, lower: bool, unit_diagonal: bool,
                     transpose_a: str) -> np.ndarray:
    """x with op(a) x = b (left_side) or x op(a) = b; only a's ``lower`` (or upper)
    triangle is read, and not its diagonal when unit_diagonal.  Substitution row by row
    in a's dtype: a zero on the diagonal gives infinities or NaN, as compiled code does."""
    a, b = np.asarray(a), np.asarray(b)
    m = a.shape[-1]
    t = np.tril(a) if lower else np.triu(a)
    if unit_diagonal:
        eye = np.eye(m, dtype=bool)
        t = np.where(eye, np.ones((), a.dtype), t)
    if transpose_a != "NO_TRANSPOSE":
        t = np.swapaxes(t, -1, -2)
        t = np.conj(t) if transpose_a == "ADJOINT" else t
        lower = not lower
    if not left_side:                     # x t = b  <=>  t^T x^T = b^T
        t, b, lower = np.swapaxes(t, -1, -2), np.swapaxes(b, -1, -2), not lower
    x = np.zeros_like(b)
    order = range(m) if lower else range(m - 1, -1, -1)
    with np.errstate(all="ignore"):
        for i in order:
            r = b[..., i, :] - np.einsum("...j,...jk->...k", t[..., i, :], x)
            x[..., i, :] = r / t[..., i, i, None]
    return x if left_side else np.swapaxes(x, -1, -2)


FFTS = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn,
        "IRFFT": np.fft.irfftn}


def fft(x, fft_type: str, fft_length, dtype) -> np.ndarray:
    """stablehlo.fft of x over its last len(fft_length) axes, as ``dtype``."""
    fn = FFTS.get(fft_type)
    if fn is None:
        raise EvaluationError(f"unknown fft_type {fft_type}")
    x = np.asarray(x)
    axes = tuple(range(x.ndim - len(fft_length), x.ndim))
    return np.asarray(fn(x, s=list(fft_length), axes=axes)).astype(dtype)
