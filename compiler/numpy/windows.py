"""Window functions (bartlett, blackman, hamming, hanning, kaiser), as numpy's: the
formulas evaluated on a static ``M`` in the default float dtype."""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ._base import asarray, concrete_int
from . import creation, ufuncs


def _n(M, name):
    M = concrete_int(M, name, "M")
    return M, creation.arange(M, dtype=dtypes.default_float())


def bartlett(M):
    """The triangular (Bartlett) window of ``M`` points."""
    M, n = _n(M, "bartlett")
    if M <= 1:
        return creation.ones(max(M, 0), dtypes.default_float())
    return 1 - ufuncs.abs(2 * n / (M - 1) - 1)


def _cosine(M, name, coeffs):
    M, n = _n(M, name)
    if M <= 1:
        return creation.ones(max(M, 0), dtypes.default_float())
    w = creation.zeros(M, dtypes.default_float())
    for k, c in enumerate(coeffs):
        w = w + c * ufuncs.cos(2 * np.pi * k * n / (M - 1))
    return w


def blackman(M):
    """The Blackman window of ``M`` points."""
    return _cosine(M, "blackman", (0.42, -0.5, 0.08))


def hamming(M):
    """The Hamming window of ``M`` points."""
    return _cosine(M, "hamming", (0.54, -0.46))


def hanning(M):
    """The Hann window of ``M`` points."""
    return _cosine(M, "hanning", (0.5, -0.5))


def _i0(x, terms=60):
    """The modified Bessel function I0 by its power series sum ((x/2)**k / k!)**2: exact
    to float32 for the |x| <= 40 of Kaiser windows."""
    q = (x / 2) * (x / 2)
    term, total = creation.ones_like(x), creation.ones_like(x)
    for k in range(1, terms):
        term = term * q / (k * k)
        total = total + term
    return total


def kaiser(M, beta):
    """The Kaiser window of ``M`` points and shape ``beta`` (traced ``beta`` allowed)."""
    M, n = _n(M, "kaiser")
    if M <= 1:
        return creation.ones(max(M, 0), dtypes.default_float())
    beta = asarray(beta, dtypes.default_float())
    alpha = (M - 1) / 2.0
    r = (n - alpha) / alpha
    return _i0(beta * ufuncs.sqrt(1 - r * r)) / _i0(beta)
