"""Eigenvalues and eigenvectors of general (non-symmetric) matrices: eig and eigvals
(hostcall.numpy.linalg).

IREE 3.13 compiles no LAPACK-style custom calls and a Hessenberg-QR iteration with
complex shifts is out of reach of the Jacobi loop ``eigh`` uses, so ``eig`` runs on the
host: a pure callback of numpy.linalg.eig (JAX's eig also runs on the CPU through LAPACK).
The callback batches with ``broadcast_all`` (numpy's eig takes stacks of matrices).
Eigenvalue derivatives follow JAX's rule, dw = diag(V^-1 dA V); eigenvector derivatives
are not defined, as in JAX without enable_eigvec_derivs.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .. import numpy as jnp
from ..callbacks import pure_callback
from ..core import ShapedArray
from ..custom_derivatives import custom_jvp
from ._base import complex_dtype
from .ufuncs import to_inexact


class EigResult(NamedTuple):
    eigenvalues: object
    eigenvectors: object


def _general_square(name, a):
    a = jnp.asarray(to_inexact(a))
    if a.ndim < 2 or a.shape[-1] != a.shape[-2]:
        raise ValueError(f"{name}: a must be a stack of square matrices (..., n, n), got "
                         f"shape {a.shape}")
    return a


def _eig_host(a):
    cd = complex_dtype(a.dtype)
    out = (ShapedArray(a.shape[:-1], cd), ShapedArray(a.shape, cd))

    def host(m):
        w, v = np.linalg.eig(np.asarray(m))
        return w.astype(cd), v.astype(cd)
    return pure_callback(host, out, a, vmap_method="broadcast_all")


@custom_jvp
def _eigvals(a):
    return _eig_host(a)[0]


@_eigvals.defjvp
def _eigvals_jvp(primals, tangents):
    (a,), (da,) = primals, tangents
    w, v = _eig_host(a)
    da = da.astype(v.dtype)
    return w, jnp.sum(jnp.linalg.solve(v, jnp.matmul(da, v)) * jnp.eye(a.shape[-1],
                                                                        dtype=v.dtype),
                      axis=-1)


def eigvals(a):
    """The eigenvalues of square matrices ``a`` (..., n, n), complex, unordered."""
    return _eigvals(_general_square("eigvals", a))


def _no_eigvec_derivs(a):
    return _eig_host(a)


_eig = custom_jvp(_no_eigvec_derivs)


@_eig.defjvp
def _eig_jvp(primals, tangents):
    raise NotImplementedError(
        "Derivatives of non-symmetric eigenvectors are only valid under assumptions on "
        "the input that cannot be checked; differentiate eigvals instead")


def eig(a):
    """(eigenvalues, right eigenvectors as columns) of square matrices ``a``, complex, with
    unit-norm eigenvectors (numpy's normalization)."""
    return EigResult(*_eig(_general_square("eig", a)))
