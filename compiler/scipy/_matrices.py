"""jax.scipy.linalg's special matrices (toeplitz, hankel, circulant, companion, leslie,
fiedler, pascal, hilbert, helmert, hadamard, dft, convolution_matrix, ...), as JAX builds
them: from hostcall.numpy, batched over the leading axes of array arguments where JAX's
are, and differentiable in their array arguments."""
from __future__ import annotations

import math
import operator

import numpy as np

from .. import lax
from .. import numpy as jnp
from ..numpy.ufuncs import to_inexact
from .special import gammaln


def _default_float():
    return jnp.result_type(1.0)


def toeplitz(c, r=None):
    """The Toeplitz matrix with first column ``c`` and first row ``r`` (default conj(c));
    r[0] is ignored.  Leading axes of c and r are batch axes."""
    c = jnp.atleast_1d(jnp.asarray(c))
    r = jnp.conj(c) if r is None else jnp.atleast_1d(jnp.asarray(r))
    dtype = jnp.result_type(c, r)
    c, r = c.astype(dtype), r.astype(dtype)
    batch = jnp.broadcast_shapes(c.shape[:-1], r.shape[:-1])
    m, n = c.shape[-1], r.shape[-1]
    i = np.arange(m)[:, None]
    j = np.arange(n)[None, :]
    # the values c[m-1], ..., c[1], c[0], r[1], ..., r[n-1]: entry (i, j) is vals[m-1-i+j]
    vals = jnp.concatenate([jnp.broadcast_to(jnp.flip(c, -1), batch + (m,)),
                            jnp.broadcast_to(r[..., 1:], batch + (n - 1,))], axis=-1)
    return vals[..., m - 1 - i + j]


def hankel(c, r=None):
    """The Hankel matrix with first column ``c`` and last row ``r`` (default zeros);
    r[0] is ignored."""
    c = jnp.ravel(jnp.asarray(c))
    r = jnp.zeros_like(c) if r is None else jnp.ravel(jnp.asarray(r))
    dtype = jnp.result_type(c, r)
    vals = jnp.concatenate([c.astype(dtype), r[1:].astype(dtype)])
    m, n = c.shape[0], r.shape[0]
    return vals[np.arange(m)[:, None] + np.arange(n)[None, :]]


def circulant(c):
    """The circulant matrix with first column ``c``: entry (i, j) is c[(i - j) mod n];
    leading axes are batch axes."""
    c = jnp.atleast_1d(jnp.asarray(c))
    n = c.shape[-1]
    return c[..., (np.arange(n)[:, None] - np.arange(n)[None, :]) % n]


def companion(a):
    """The companion matrix of the polynomial with coefficients ``a`` (highest first):
    first row -a[1:] / a[0], ones on the subdiagonal."""
    a = jnp.atleast_1d(jnp.asarray(to_inexact(a)))
    n = a.shape[-1]
    if n < 2:
        raise ValueError("The length of `a` must be at least 2.")
    first = -a[..., 1:] / a[..., :1]
    sub = jnp.eye(n - 2, n - 1, dtype=a.dtype)
    return jnp.concatenate([first[..., None, :],
                            jnp.broadcast_to(sub, a.shape[:-1] + sub.shape)], axis=-2)


def fiedler(a):
    """The symmetric Fiedler matrix |a[i] - a[j]|."""
    a = jnp.atleast_1d(jnp.asarray(a))
    return jnp.abs(a[..., :, None] - a[..., None, :])


def fiedler_companion(a):
    """Fiedler's pentadiagonal companion matrix of the polynomial ``a`` (highest first):
    its eigenvalues are the polynomial's roots (scipy's index pattern)."""
    a = jnp.atleast_1d(jnp.asarray(to_inexact(a)))
    if a.shape[-1] == 0:
        raise ValueError("fiedler_companion requires the last axis of 'a' to have nonzero "
                         f"length, but got an array of shape {a.shape}.")
    a = a / a[..., :1]
    n = a.shape[-1] - 1
    if n < 1:
        return jnp.zeros(a.shape[:-1] + (0, 0), a.dtype)
    # entries index the vector (0, 1, -a[1], ..., -a[n]): 0 -> 0, 1 -> 1, k + 1 -> -a[k]
    idx = np.zeros((n, n), np.int32)
    idx[range(3, n, 2), range(1, n - 2, 2)] = 1
    idx[range(2, n, 2), range(1, n - 1, 2)] = np.arange(3, n + 1, 2) + 1
    idx[range(0, n - 2, 2), range(2, n, 2)] = 1
    idx[range(0, n - 1, 2), range(1, n, 2)] = np.arange(2, n + 1, 2) + 1
    idx[0, 0] = 2
    if n > 1:
        idx[1, 0] = 1
    vals = jnp.concatenate([jnp.zeros_like(a[..., :1]), jnp.ones_like(a[..., :1]),
                            -a[..., 1:]], axis=-1)
    return vals[..., idx]


def leslie(f, s):
    """The Leslie matrix: fecundities ``f`` (n,) in the first row, survival rates ``s``
    (n - 1,) on the subdiagonal."""
    f = jnp.atleast_1d(jnp.asarray(f))
    s = jnp.atleast_1d(jnp.asarray(s))
    n = f.shape[-1]
    if s.shape[-1] != n - 1:
        raise ValueError(f"leslie: s must have length len(f) - 1 = {n - 1}, got {s.shape}")
    dtype = jnp.result_type(f, s, 1.0)
    batch = jnp.broadcast_shapes(f.shape[:-1], s.shape[:-1])
    sub = jnp.broadcast_to(s.astype(dtype), batch + (n - 1,))[..., :, None] * \
        jnp.eye(n - 1, n, dtype=dtype)
    top = jnp.broadcast_to(f.astype(dtype), batch + (n,))[..., None, :]
    return jnp.concatenate([top, sub], axis=-2)


def _binom(n, k):
    """C(n, k) through gammaln, as JAX's pascal (0 where k > n)."""
    out = jnp.exp(gammaln(n + 1) - gammaln(k + 1) - gammaln(n - k + 1))
    return jnp.where(k > n, 0.0, jnp.round(out))


def pascal(n: int, kind: str | None = None):
    """The Pascal matrix of order n: "symmetric" (default), "lower" or "upper"."""
    kind = "symmetric" if kind is None else kind
    if kind not in ("symmetric", "lower", "upper"):
        raise ValueError(f"Expected kind to be on of: ['symmetric', 'lower', 'upper']; "
                         f"got {kind}")
    a = jnp.arange(n, dtype=np.float32)
    lower = _binom(a[:, None], a[None, :])
    if kind == "lower":
        return lower
    if kind == "upper":
        return lower.T
    return jnp.dot(lower, lower.T)


def invpascal(n: int, kind: str | None = None):
    """The inverse of pascal(n, kind): (-1)^(i-j) C(i, j) for "lower"."""
    kind = "symmetric" if kind is None else kind
    if kind not in ("symmetric", "lower", "upper"):
        raise ValueError(f"Expected kind to be one of: ['symmetric', 'lower', 'upper']; "
                         f"got {kind}")
    a = jnp.arange(n, dtype=_default_float())
    i, j = a[:, None], a[None, :]
    l_inv = ((-1.0) ** (i - j)) * _binom(i, j)
    if kind == "lower":
        return l_inv
    if kind == "upper":
        return l_inv.T
    return jnp.dot(l_inv.T, l_inv)


def hilbert(n: int):
    """The Hilbert matrix 1 / (i + j + 1)."""
    a = lax.broadcasted_iota(_default_float(), (n, 1), 0)
    return 1 / (a + a.T + 1)


def invhilbert(n: int):
    """The inverse of hilbert(n), from its closed form in binomial coefficients (in
    floating point: scipy's exact=True is not offered, as in JAX)."""
    a = jnp.arange(n, dtype=_default_float())
    i, j = a[:, None], a[None, :]
    s = i + j
    return ((-1.0) ** s * (s + 1.0) * _binom(n + i, n - j - 1) * _binom(n + j, n - i - 1)
            * _binom(s, i) ** 2)


def helmert(n: int, full: bool = False):
    """The Helmert matrix: (n - 1, n) orthonormal contrasts, with the row 1/sqrt(n)
    first when ``full``."""
    if n < 1:
        raise ValueError(f"n must be a positive integer; got {n}.")
    i = np.arange(n - 1)[:, None]
    j = np.arange(n)[None, :]
    k = (i + 1).astype(np.float64)
    denom = np.sqrt(k * (k + 1))
    h = np.where(j <= i, 1.0 / denom, np.where(j == i + 1, -k / denom, 0.0))
    if full:
        h = np.concatenate([np.full((1, n), 1.0 / np.sqrt(n)), h], axis=0)
    return jnp.asarray(h.astype(_default_float()))


def hadamard(n: int, dtype=int):
    """The n x n Sylvester Hadamard matrix (n a power of 2): H H^T = n I."""
    if n < 1 or not math.log2(n).is_integer():
        raise ValueError(f"n must be a positive power of 2; got {n}.")
    h = np.ones((1, 1), dtype=np.int64)
    for _ in range(int(math.log2(n))):
        h = np.block([[h, h], [h, -h]])
    return jnp.asarray(h).astype(dtype)


def dft(n: int, scale: str | None = None, *, dtype=None):
    """The n x n DFT matrix exp(-2 pi i j k / n), unscaled, or scaled by 1/sqrt(n)
    ("sqrtn") or 1/n ("n")."""
    if scale is not None and scale not in ("sqrtn", "n"):
        raise ValueError(f"scale must be None, 'sqrtn', or 'n'; got {scale!r}.")
    dtype = jnp.result_type(1j) if dtype is None else np.dtype(dtype)
    if not np.issubdtype(dtype, np.complexfloating):
        raise ValueError(f"dtype must be a complex floating-point type; got {dtype}.")
    a = np.arange(n)
    w = np.exp(-2j * np.pi * ((a[:, None] * a[None, :]) % max(n, 1)) / max(n, 1))
    if scale == "sqrtn":
        w = w / np.sqrt(n)
    elif scale == "n":
        w = w / n
    return jnp.asarray(w.astype(dtype))


def convolution_matrix(a, n: int, mode: str = "full"):
    """The Toeplitz matrix A with A @ v == jnp.convolve(a, v, mode) for v of length n."""
    n = operator.index(n)
    if n <= 0:
        raise ValueError(f"n must be a positive integer; got {n}.")
    a = jnp.asarray(a)
    if a.ndim == 0:
        raise ValueError("convolution_matrix: a must be at least 1-dimensional, got a scalar.")
    m = a.shape[-1]
    if m < 1:
        raise ValueError(f"len(a) must be at least 1; got shape {a.shape}.")
    if mode not in ("full", "valid", "same"):
        raise ValueError(f"mode must be one of 'full', 'valid', 'same'; got {mode!r}.")
    pad = [(0, 0)] * (a.ndim - 1) + [(0, n - 1)]
    az = jnp.pad(a, pad)
    raz = jnp.pad(jnp.flip(a, axis=-1), pad)
    total = m + n - 1
    if mode == "same":
        trim = min(n, m) - 1
        tb, te = trim // 2, trim - trim // 2
    elif mode == "valid":
        tb = te = min(n, m) - 1
    else:
        tb = te = 0
    return toeplitz(az[..., tb:total - te], raz[..., total - n - tb:total - tb])
