"""Polynomials: polyval (Horner's rule), vander (the Vandermonde matrix), their
arithmetic (polyadd, polysub, polymul, polydiv, polyder, polyint), poly and roots
(through the eigenvalues of the companion matrix) and polyfit (least squares).

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import builtins

import numpy as np

from .. import numpy as jnp
from .. import primitives as lax
from ._base import (aval_of, broadcast_shapes, complex_dtype, concrete_array, concrete_int,
                    promote_dtypes, promote_inexact, real_dtype, shape)
from . import convolution, creation, diagonals, reductions, shape_ops, ufuncs


def polyval(p, x, *, unroll=16):
    """Horner's rule, p[0] * x**(n-1) + ... + p[-1], unrolled over p's leading axis."""
    p, x = promote_inexact(p, x)
    ps = shape(p)
    if not ps:
        raise ValueError("polyval: p must have at least one dimension")
    y = creation.full(broadcast_shapes(ps[1:], shape(x)), 0, aval_of(x).dtype)
    for i in range(ps[0]):
        y = ufuncs.add(ufuncs.multiply(y, x), lax.index_in_dim(p, i, 0, keepdims=False))
    return y


def vander(x, N=None, increasing=False):
    """Columns x**(N-1), ..., x**0 (reversed with ``increasing``), by repeated products as
    numpy, so integer inputs stay integers."""
    x = promote_dtypes(x)[0]
    if aval_of(x).ndim != 1:
        raise ValueError("vander: x must be a one-dimensional array")
    N = shape(x)[0] if N is None else concrete_int(N, "vander", "N")
    if N < 0:
        raise ValueError("vander: N must be nonnegative")
    cols, p = [], creation.ones_like(x)
    for _ in range(N):
        cols.append(p)
        p = ufuncs.multiply(p, x)
    if not cols:
        return creation.zeros((shape(x)[0], 0), aval_of(x).dtype)
    if not increasing:
        cols = cols[::-1]
    return shape_ops.stack(cols, axis=1)


def _poly_arrays(name, *ps):
    ps = promote_inexact(*ps)
    for p in ps:
        if aval_of(p).ndim != 1:
            raise ValueError(f"{name}: polynomial coefficients must be one-dimensional, got "
                             f"shape {shape(p)}")
    return ps


def polyadd(a1, a2):
    """The sum of two polynomials (coefficients highest power first)."""
    a1, a2 = promote_dtypes(a1, a2)
    if shape(a2)[0] <= shape(a1)[0]:
        return a1.at[-shape(a2)[0]:].add(a2) if shape(a2)[0] else a1
    return a2.at[-shape(a1)[0]:].add(a1) if shape(a1)[0] else a2


def polysub(a1, a2):
    """The difference of two polynomials."""
    a1, a2 = promote_dtypes(a1, a2)
    return polyadd(a1, ufuncs.negative(a2))


def polymul(a1, a2, *, trim_leading_zeros=False):
    """The product of two polynomials (full convolution of their coefficients)."""
    a1, a2 = promote_inexact(a1, a2)
    if trim_leading_zeros and (shape(a1)[0] > 1 or shape(a2)[0] > 1):
        a1, a2 = jnp.trim_zeros(a1, trim="f"), jnp.trim_zeros(a2, trim="f")
    if shape(a1)[0] == 0:
        a1 = creation.zeros(1, aval_of(a2).dtype)
    if shape(a2)[0] == 0:
        a2 = creation.zeros(1, aval_of(a1).dtype)
    return convolution.convolve(a1, a2, mode="full")


def polyder(p, m=1):
    """The m-th derivative of a polynomial."""
    m = concrete_int(m, "polyder", "m")
    (p,) = promote_inexact(p)
    if m < 0:
        raise ValueError("Order of derivative must be positive")
    if m == 0:
        return p
    n, d = shape(p)[0], aval_of(p).dtype
    coeff = reductions.prod(creation.arange(m, n, dtype=d)[None]
                            - creation.arange(m, dtype=d)[:, None], axis=0)
    return ufuncs.multiply(p[:-m], coeff[::-1])


def polyint(p, m=1, k=None):
    """The m-th antiderivative of a polynomial, with integration constants ``k`` (a scalar
    or m of them, the first for the first integration)."""
    m = concrete_int(m, "polyint", "m")
    p, k = promote_inexact(p, 0 if k is None else k)
    if m < 0:
        raise ValueError("Order of integral must be positive (see polyder)")
    k = shape_ops.atleast_1d(k)
    if shape(k)[0] == 1:
        k = creation.full((m,), k[0])
    if shape(k) != (m,):
        raise ValueError("k must be a scalar or a rank-1 array of length 1 or m.")
    if m == 0:
        return p
    d = aval_of(p).dtype
    grid = creation.arange(shape(p)[0] + m, dtype=d)[None] - creation.arange(m, dtype=d)[:, None]
    coeff = reductions.prod(ufuncs.maximum(1, grid), axis=0)[::-1]
    return ufuncs.true_divide(shape_ops.concatenate((p, k)), coeff)


def _trim_zeros_tol(filt, tol):
    nz = np.abs(concrete_array(filt, "polydiv", "u (with trim_leading_zeros)")) < tol
    if nz.all():
        return creation.empty(0, aval_of(filt).dtype)
    return filt[int(np.argmin(nz)):]


def polydiv(u, v, *, trim_leading_zeros=False):
    """(quotient, remainder) of polynomial division by long division; the remainder keeps
    u's length unless ``trim_leading_zeros`` (which needs a concrete u)."""
    u, v = promote_inexact(u, v)
    m, n = shape(u)[0] - 1, shape(v)[0] - 1
    scale = ufuncs.true_divide(1.0, v[0])
    q = creation.zeros(builtins.max(m - n + 1, 1), aval_of(u).dtype)
    for k in range(0, m - n + 1):
        d = ufuncs.multiply(scale, u[k])
        q = q.at[k].set(d)
        u = u.at[k:k + n + 1].add(ufuncs.negative(ufuncs.multiply(d, v)))
    if trim_leading_zeros:
        u = _trim_zeros_tol(u, float(np.sqrt(np.finfo(aval_of(u).dtype).eps)))
    return q, u


def poly(seq_of_zeros):
    """The coefficients of the monic polynomial with the given roots (of a square matrix:
    of its characteristic polynomial, from its eigenvalues)."""
    (z,) = promote_inexact(seq_of_zeros)
    z = shape_ops.atleast_1d(z)
    sh = shape(z)
    if len(sh) == 2 and sh[0] == sh[1] and sh[0] != 0:
        z = jnp.linalg.eigvals(z)
    if aval_of(z).ndim != 1:
        raise ValueError("input must be 1d or non-empty square 2d array.")
    d = aval_of(z).dtype
    if sh[0] == 0:
        return creation.ones((), d)
    a = creation.ones((1,), d)
    for k in range(shape(z)[0]):
        a = convolution.convolve(a, shape_ops.stack([creation.ones((), d), -z[k]]), mode="full")
    return a


def _roots_no_zeros(p):
    d = aval_of(p).dtype
    if shape(p)[0] < 2:
        return creation.zeros((0,), complex_dtype(d))
    A = diagonals.diag(creation.ones((shape(p)[0] - 2,), d), -1)
    A = A.at[0, :].set(ufuncs.negative(ufuncs.true_divide(p[1:], p[0])))
    return jnp.linalg.eigvals(A)


def roots(p, *, strip_zeros=True):
    """The roots of a polynomial: the eigenvalues of its companion matrix (complex).
    Leading zeros are stripped (p must then be concrete); with ``strip_zeros=False``
    under jit, the roots they stand for are NaN, as in JAX."""
    (p,) = promote_inexact(p)
    p = shape_ops.atleast_1d(p)
    if aval_of(p).ndim != 1:
        raise ValueError("Input must be a rank-1 array.")
    n = shape(p)[0]
    if n < 2:
        return creation.zeros((0,), complex_dtype(aval_of(p).dtype))
    is_zero = ufuncs.equal(p, 0)
    lead = ufuncs.where(reductions.all(is_zero), n, reductions.argmin(is_zero))
    if strip_zeros:
        lead = int(concrete_array(
            lead, "roots", "p (to use roots under jit, pass strip_zeros=False; leading "
            "zeros then give NaN roots)"))
        return _roots_no_zeros(p[lead:])
    p = ufuncs.where(lead == n, creation.ones_like(p), p)
    r = _roots_no_zeros(shape_ops.roll(p, -lead))
    r = lax.sort_key_val(ufuncs.equal(r, 0), r)[1]
    nan = lax.complex(*(creation.full((), np.nan, real_dtype(aval_of(r).dtype)),) * 2)
    return ufuncs.where(creation.arange(n - 1) < n - 1 - lead, r, nan)


def polyfit(x, y, deg, rcond=None, full=False, w=None, cov=False):
    """Least-squares polynomial fit of degree ``deg`` (coefficients highest power first);
    ``full`` adds (residuals, rank, singular values, rcond), ``cov`` the covariance."""
    x, y = promote_inexact(x, y)
    deg = concrete_int(deg, "polyfit", "deg")
    order = deg + 1
    if deg < 0:
        raise ValueError("expected deg >= 0")
    if aval_of(x).ndim != 1:
        raise TypeError("expected 1D vector for x")
    if shape(x)[0] == 0:
        raise TypeError("expected non-empty vector for x")
    if aval_of(y).ndim < 1 or aval_of(y).ndim > 2:
        raise TypeError("expected 1D or 2D array for y")
    if shape(x)[0] != shape(y)[0]:
        raise TypeError("expected x and y to have same length")
    if rcond is None:
        rcond = shape(x)[0] * float(np.finfo(aval_of(x).dtype).eps)
    lhs, rhs = vander(x, order), y
    if w is not None:
        (w,) = promote_inexact(w)
        if aval_of(w).ndim != 1:
            raise TypeError("expected a 1-d array for weights")
        if shape(w)[0] != shape(y)[0]:
            raise TypeError("expected w and y to have the same length")
        lhs = ufuncs.multiply(lhs, w[:, None])
        rhs = ufuncs.multiply(rhs, w[:, None] if aval_of(rhs).ndim == 2 else w)
    scale = ufuncs.sqrt(reductions.sum(ufuncs.multiply(lhs, lhs), axis=0))
    lhs = ufuncs.true_divide(lhs, scale[None, :])
    c, resids, rank, s = jnp.linalg.lstsq(lhs, rhs, rcond)
    c = ufuncs.true_divide(c.T, scale[None, :]).T if aval_of(c).ndim > 1 else \
        ufuncs.true_divide(c, scale)
    if full:
        return c, resids, rank, s, creation.full((), rcond, aval_of(x).dtype)
    if cov:
        vbase = ufuncs.true_divide(jnp.linalg.inv(jnp.dot(lhs.T, lhs)),
                                   jnp.outer(scale, scale))
        if cov == "unscaled":
            fac = creation.ones((), aval_of(x).dtype)
        else:
            if shape(x)[0] <= order:
                raise ValueError("the number of data points must exceed order"
                                 " to scale the covariance matrix")
            fac = ufuncs.true_divide(resids, shape(x)[0] - order)
        if aval_of(y).ndim == 1:
            return c, ufuncs.multiply(vbase, shape_ops.atleast_1d(fac)[None])
        return c, ufuncs.multiply(vbase[:, :, None], shape_ops.atleast_1d(fac)[None, None, :])
    return c
