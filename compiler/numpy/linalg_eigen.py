"""Symmetric eigendecomposition and what is built on it: eigh, eigvalsh, svd, pinv, lstsq,
matrix_rank, matrix_power (hostcall.numpy.linalg).

IREE 3.13 compiles no LAPACK-style custom calls, so ``eigh`` is the cyclic Jacobi method:
a ``fori_loop`` over sweeps x (p, q) pairs (the pair read from index tables, so the loop
body stays one rotation whatever n is), each rotation zeroing a[p, q] by updating rows and
columns p and q.  Its derivative is the usual eigenvector perturbation rule (custom_jvp),
defined for distinct eigenvalues, not differentiated through the sweeps.  ``svd`` is the
eigh of a^H a (or a a^H): singular values below about sqrt(eps) * s_max lose relative
accuracy, as the squared matrix's condition number says.
"""
from __future__ import annotations

import operator
from typing import NamedTuple

import numpy as np

from .. import primitives as lax
from .. import numpy as jnp
from ..custom_derivatives import custom_jvp
from ..numpy.ufuncs import to_inexact

__all__ = ["eigh", "eigvalsh", "lstsq", "matrix_power", "matrix_rank", "pinv", "svd"]

_SWEEPS = 12   # Jacobi converges quadratically: float32 reaches its limit in < 10 sweeps


class EighResult(NamedTuple):
    eigenvalues: object
    eigenvectors: object


class SVDResult(NamedTuple):
    U: object
    S: object
    Vh: object


def _square(name, a):
    a = jnp.asarray(to_inexact(a))
    if a.ndim < 2 or a.shape[-1] != a.shape[-2]:
        raise ValueError(f"{name}: a must be a stack of square matrices (..., n, n), got "
                         f"shape {a.shape}")
    if jnp.iscomplexobj(a):
        raise NotImplementedError(f"{name}: complex matrices are not supported")
    return a


def _jacobi(a):
    """(eigenvalues ascending, eigenvectors as columns) of symmetric a (..., n, n)."""
    n = a.shape[-1]
    nd = a.ndim
    pairs = [(p, q) for p in range(n) for q in range(p + 1, n)]
    v = jnp.broadcast_to(jnp.eye(n, dtype=a.dtype), a.shape)
    if pairs:
        p_table = np.array([p for p, _ in pairs], np.int32)
        q_table = np.array([q for _, q in pairs], np.int32)
        idx = lax.broadcasted_iota(np.int32, (n,), 0)
        rows = jnp.reshape(idx, (n, 1))
        cols = jnp.reshape(idx, (1, n))

        def rotate(step, carry):
            a, v = carry
            k = step % len(pairs)
            p, q = jnp.asarray(p_table)[k], jnp.asarray(q_table)[k]
            row_p = lax.dynamic_index_in_dim(a, p, nd - 2, keepdims=True)      # (.., 1, n)
            row_q = lax.dynamic_index_in_dim(a, q, nd - 2, keepdims=True)
            app = lax.dynamic_index_in_dim(row_p, p, nd - 1, keepdims=True)    # (.., 1, 1)
            aqq = lax.dynamic_index_in_dim(row_q, q, nd - 1, keepdims=True)
            apq = lax.dynamic_index_in_dim(row_p, q, nd - 1, keepdims=True)
            # a negligible a[p, q] (or 0) gets no rotation: no overflow in theta**2
            zero = jnp.abs(apq) * 1e17 <= jnp.abs(aqq - app)
            theta = (aqq - app) / (2 * jnp.where(zero, 1, apq))
            theta = jnp.where(zero, 0, theta)
            t = jnp.where(theta >= 0, 1, -1) / (jnp.abs(theta) + jnp.sqrt(theta * theta + 1))
            t = jnp.where(zero, 0, t)
            c = 1 / jnp.sqrt(t * t + 1)
            s = t * c
            # rows p, q of J^T a, then columns p, q of (J^T a) J
            new_p, new_q = c * row_p - s * row_q, s * row_p + c * row_q
            a = jnp.where(rows == p, new_p, jnp.where(rows == q, new_q, a))
            col_p = lax.dynamic_index_in_dim(a, p, nd - 1, keepdims=True)      # (.., n, 1)
            col_q = lax.dynamic_index_in_dim(a, q, nd - 1, keepdims=True)
            a = jnp.where(cols == p, c * col_p - s * col_q,
                          jnp.where(cols == q, s * col_p + c * col_q, a))
            vp = lax.dynamic_index_in_dim(v, p, nd - 1, keepdims=True)
            vq = lax.dynamic_index_in_dim(v, q, nd - 1, keepdims=True)
            v = jnp.where(cols == p, c * vp - s * vq, jnp.where(cols == q, s * vp + c * vq, v))
            return a, v

        a, v = lax.fori_loop(0, _SWEEPS * len(pairs), rotate, (a, v))
    # the diagonal as a masked row sum: IREE 3.13 fails to compile ("LLVM Translation failed
    # for builtin.unrealized_conversion_cast") jnp.diagonal -> argsort -> take_along_axis
    w = jnp.sum(jnp.where(jnp.eye(n, dtype=bool), a, 0), axis=-1)
    order = jnp.argsort(w, axis=-1)
    w = jnp.take_along_axis(w, order, axis=-1)
    v = jnp.take_along_axis(v, jnp.broadcast_to(order[..., None, :], v.shape), axis=-1)
    return w, v


@custom_jvp
def _eigh(a):
    return _jacobi(a)


@_eigh.defjvp
def _eigh_jvp(primals, tangents):
    (a,), (da,) = primals, tangents
    w, v = _eigh(a)
    da = (da + jnp.swapaxes(da, -1, -2)) / 2
    vt_da_v = jnp.matmul(jnp.swapaxes(v, -1, -2), jnp.matmul(da, v))
    dw = jnp.diagonal(vt_da_v, axis1=-2, axis2=-1)
    gap = w[..., None, :] - w[..., :, None]                  # w_j - w_i
    off = ~jnp.eye(w.shape[-1], dtype=bool)
    f = jnp.where(off, 1 / jnp.where(off, gap, 1), 0)
    dv = jnp.matmul(v, f * vt_da_v)
    return (w, v), (dw, dv)


def eigh(a, UPLO: str | None = None, symmetrize_input: bool = True):
    """Eigenvalues (ascending) and eigenvectors (columns) of real symmetric matrices;
    with symmetrize_input (JAX's default) a is replaced by (a + a^T) / 2, else the
    ``UPLO`` ("L", default, or "U") triangle is read."""
    a = _square("eigh", a)
    if symmetrize_input:
        a = (a + jnp.swapaxes(a, -1, -2)) / 2
    else:
        tri = jnp.tril(a) if (UPLO or "L") == "L" else jnp.triu(a)
        a = tri + jnp.swapaxes(tri, -1, -2) - jnp.eye(a.shape[-1], dtype=a.dtype) * a
    w, v = _eigh(a)
    return EighResult(w, v)


def eigvalsh(a, UPLO: str | None = "L"):
    """The eigenvalues (ascending) of real symmetric matrices."""
    return eigh(a, UPLO).eigenvalues


def svd(a, full_matrices: bool = True, compute_uv: bool = True, hermitian: bool = False):
    """Singular values (descending) and vectors through eigh of a^T a (m >= n) or a a^T.
    Only full_matrices=False is supported with compute_uv (the reduced factors)."""
    a = jnp.asarray(to_inexact(a))
    if a.ndim < 2:
        raise ValueError(f"svd: a must have at least 2 axes, got shape {a.shape}")
    m, n = a.shape[-2:]
    tall = m >= n
    at = jnp.swapaxes(a, -1, -2)
    gram = jnp.matmul(at, a) if tall else jnp.matmul(a, at)
    w, v = _eigh((gram + jnp.swapaxes(gram, -1, -2)) / 2)
    w, v = jnp.flip(w, -1), jnp.flip(v, -1)                     # descending
    s = jnp.sqrt(jnp.maximum(w, 0))
    if not compute_uv:
        return s
    if full_matrices and m != n:
        raise NotImplementedError("svd: full_matrices=True with a non-square matrix is not "
                                  "supported; pass full_matrices=False")
    safe = jnp.where(s > 0, s, 1)[..., None, :]
    if tall:
        u = jnp.matmul(a, v) / safe                               # (.., m, n)
        return SVDResult(u, s, jnp.swapaxes(v, -1, -2))
    vh = jnp.swapaxes(jnp.matmul(at, v) / safe, -1, -2)           # (.., m, n)
    return SVDResult(v, s, vh)


def _default_rtol(a, s):
    """sqrt(max(m, n) * eps): the noise floor of singular values taken from a^T a's
    eigenvalues (JAX's default, max(m, n) * eps, is below it and would count noise as rank)."""
    return float(np.sqrt(max(a.shape[-2:]) * np.finfo(np.dtype(s.dtype)).eps))


def pinv(a, rtol=None, hermitian: bool = False):
    """The Moore-Penrose pseudo-inverse: V diag(1/s) U^T over singular values above
    rtol * s_max."""
    a = jnp.asarray(to_inexact(a))
    u, s, vh = svd(a, full_matrices=False)
    rtol = _default_rtol(a, s) if rtol is None else rtol
    cutoff = rtol * jnp.max(s, axis=-1, keepdims=True)
    s_inv = jnp.where(s > cutoff, 1 / jnp.where(s > cutoff, s, 1), 0)
    return jnp.matmul(jnp.swapaxes(vh, -1, -2) * s_inv[..., None, :], jnp.swapaxes(u, -1, -2))


def matrix_rank(M, rtol=None, *, tol=None):
    """The number of singular values above rtol * s_max (or above tol)."""
    M = jnp.asarray(to_inexact(M))
    if M.ndim < 2:
        return (jnp.any(M != 0)).astype(np.int32)
    s = svd(M, compute_uv=False)
    if tol is None:
        rtol = _default_rtol(M, s) if rtol is None else rtol
        tol = rtol * jnp.max(s, axis=-1, keepdims=True)
    return jnp.sum(s > tol, axis=-1)


def lstsq(a, b, rcond=None, *, numpy_resid: bool = False):
    """(x, residuals, rank, singular values) minimizing |a x - b| by the pseudo-inverse.
    residuals is the sum of squared residuals per column where rank == n < m, else empty."""
    a = jnp.asarray(to_inexact(a))
    b = jnp.asarray(to_inexact(b))
    if a.ndim != 2 or b.ndim not in (1, 2) or b.shape[0] != a.shape[0]:
        raise ValueError(f"lstsq: a must be (m, n) and b (m,) or (m, k), got {a.shape} and "
                         f"{b.shape}")
    m, n = a.shape
    s = svd(a, compute_uv=False)
    rtol = _default_rtol(a, s) if rcond is None else rcond
    x = jnp.matmul(pinv(a, rtol), b)
    rank = jnp.sum(s > rtol * jnp.max(s))
    resid = b - jnp.matmul(a, x)
    if m > n:
        sq = jnp.sum(resid * resid, axis=0)
        residuals = jnp.where(rank == n, sq, jnp.zeros_like(sq))
        residuals = residuals.reshape(-1) if b.ndim == 2 else jnp.reshape(residuals, (1,))
    else:
        residuals = jnp.zeros((0,), a.dtype)
    return x, residuals, rank, s


def matrix_power(a, n: int):
    """a raised to the integer power n by repeated squaring (negative n: of inv(a))."""
    a = _square("matrix_power", a)
    try:
        n = operator.index(n)
    except TypeError:
        raise TypeError(f"matrix_power: exponent must be an integer, got {n!r}") from None
    if n < 0:
        a, n = jnp.linalg.inv(a), -n
    result = jnp.broadcast_to(jnp.eye(a.shape[-1], dtype=a.dtype), a.shape)
    base = a
    while n:
        if n & 1:
            result = jnp.matmul(result, base)
        n >>= 1
        if n:
            base = jnp.matmul(base, base)
    return result
