"""The Schur decomposition and what builds on it for hostcall.scipy.linalg: ``schur`` and
``rsf2csf`` run scipy.linalg's LAPACK routines on the host through ``pure_callback`` (JAX's
are CPU-only LAPACK calls with no derivative either), and ``funm`` evaluates a function of
a matrix by the Schur-Parlett recurrence on the complex Schur form, traced."""
from __future__ import annotations

from typing import Callable

import numpy as np
import scipy.linalg

from .. import numpy as jnp
from ..callbacks import pure_callback
from ..core import ShapeDtypeStruct
from ..numpy.ufuncs import to_inexact


def _complex_of(dtype):
    return np.dtype(np.complex128 if np.dtype(dtype) in (np.float64, np.complex128)
                    else np.complex64)


def _per_matrix(fn, arrays, dtypes):
    """fn applied to each matrix of the stacks ``arrays`` (leading axes batch), its results
    stacked and cast to ``dtypes``."""
    batch = arrays[0].shape[:-2]
    outs = [np.empty(batch + arrays[0].shape[-2:], d) for d in dtypes]
    for index in np.ndindex(*batch):
        for out, value in zip(outs, fn(*(np.asarray(a[index]) for a in arrays))):
            out[index] = value
    return tuple(outs)


def schur(a, output: str = "real"):
    """jax.scipy.linalg.schur: (T, Z) with a = Z T Z^H, Z unitary and T upper triangular
    ("complex") or quasi-triangular with 2x2 blocks for complex pairs ("real"); a stack of
    square matrices (..., n, n).  Computed on the host by scipy.linalg.schur; not
    differentiable."""
    if output not in ("real", "complex"):
        raise ValueError(f"schur: output must be 'real' or 'complex', got {output!r}")
    a = jnp.asarray(to_inexact(a))
    if a.ndim < 2 or a.shape[-1] != a.shape[-2]:
        raise ValueError(f"schur: expected a stack of square matrices, got shape {a.shape}")
    dtype = _complex_of(a.dtype) if output == "complex" else a.dtype
    a = a.astype(dtype)
    result = ShapeDtypeStruct(a.shape, dtype)
    return pure_callback(
        lambda x: _per_matrix(lambda m: scipy.linalg.schur(m, output=output), [x],
                              [dtype, dtype]),
        (result, result), a, vmap_method="expand_dims")


def rsf2csf(T, Z, check_finite: bool = True):
    """jax.scipy.linalg.rsf2csf: the complex Schur form (T, Z) of a real one (rotations
    that zero each 2x2 block's subdiagonal), by scipy.linalg.rsf2csf on the host."""
    T, Z = jnp.asarray(to_inexact(T)), jnp.asarray(to_inexact(Z))
    if T.ndim < 2 or T.shape[-1] != T.shape[-2] or T.shape != Z.shape:
        raise ValueError(f"rsf2csf: T and Z must be square matrices of one shape, got "
                         f"{T.shape} and {Z.shape}")
    dtype = _complex_of(T.dtype)
    result = ShapeDtypeStruct(T.shape, dtype)
    return pure_callback(
        lambda t, z: _per_matrix(lambda a, b: scipy.linalg.rsf2csf(
            a.real, b.real, check_finite=check_finite), [t, z], [dtype, dtype]),
        (result, result), T, Z, vmap_method="expand_dims")


def funm(A, func: Callable, disp: bool = True):
    """jax.scipy.linalg.funm: the matrix function f(A) for a scalar function ``func`` applied
    elementwise to arrays, by the Schur-Parlett recurrence: with A = Z T Z^H (complex Schur
    form; for real A scipy's, rsf2csf of the real one),
    F = f(T) is upper triangular with f on the diagonal and each superdiagonal solved from
    F T = T F; f(A) = Z F Z^H (complex).  With ``disp`` False also returns scipy's error
    estimate."""
    A = jnp.asarray(to_inexact(A))
    if A.ndim != 2 or A.shape[0] != A.shape[1]:
        raise ValueError("expected square array_like input")
    n = A.shape[0]
    if jnp.iscomplexobj(A):
        T, Z = schur(A, output="complex")
    else:     # scipy's path: the real form made complex
        T, Z = rsf2csf(*schur(A))
    diagonal = jnp.diagonal(T)
    F = jnp.diag(jnp.asarray(func(diagonal)).astype(T.dtype))
    smallest = jnp.abs(T[0, 0])         # scipy starts the smallest gap there
    rows = np.arange(n)
    for p in range(1, n):
        i, j = rows[:n - p], rows[p:]
        # F[i, j] is still zero, so these products hold exactly the terms of F T = T F
        # at (i, j) other than the unknown: T[i, j] (F[j, j] - F[i, i]) plus the sum over
        # i < k < j of T[i, k] F[k, j] - F[i, k] T[k, j]
        residual = jnp.sum(T[i, :] * F[:, j].T - F[i, :] * T[:, j].T, axis=1)
        gap = diagonal[j] - diagonal[i]
        value = jnp.where(gap != 0, residual / jnp.where(gap != 0, gap, 1), residual)
        F = F.at[i, j].set(value)
        smallest = jnp.minimum(smallest, jnp.min(jnp.abs(gap)))
    F = Z @ F @ jnp.conj(Z).T
    if disp:
        return F
    eps = float(np.finfo(T.real.dtype).eps)
    smallest = jnp.where(smallest == 0, eps, smallest)
    upper = jnp.max(jnp.sum(jnp.abs(jnp.triu(T, 1)), axis=0))
    err = jnp.minimum(1.0, jnp.maximum(eps, eps / smallest * upper))
    err = jnp.where(jnp.all(jnp.isfinite(F)), err, np.inf)
    return F, err
