"""hostcall.scipy.linalg: jax.scipy.linalg's decompositions, solvers and matrix functions
(cholesky, cho_factor/cho_solve, solve_triangular, lu/lu_factor/lu_solve, det, inv, solve,
eigh, svd, qr, polar, hessenberg, expm, expm_frechet, solve_sylvester, ...) and its special
matrices (from ._matrices).

Triangular solves are one ``stablehlo.triangular_solve`` each (lax.linalg.triangular_solve:
jit's pipeline turns it into substitution IREE compiles, and vmap and autodiff use the
op's own rules); LU is an in-place elimination loop with partial pivoting.  Everything is
built from hostcall.lax/numpy ops, so jit, vmap and forward- and reverse-mode autodiff go
through it.
"""
from __future__ import annotations

import operator

import numpy as np

from .. import lax
from .. import numpy as jnp
from ..ad import jvp
from ..numpy._base import aval_of, shape
from ..numpy.ufuncs import to_inexact

from ._schur import funm, rsf2csf, schur  # noqa: F401
from ._matrices import (circulant, companion, convolution_matrix, dft, fiedler,  # noqa: F401
                        fiedler_companion, hadamard, hankel, helmert, hilbert, invhilbert,
                        invpascal, leslie, pascal, toeplitz)

__all__ = ["block_diag", "cho_factor", "cho_solve", "cholesky", "circulant", "companion",
           "convolution_matrix", "det", "dft", "eigh", "eigh_tridiagonal", "expm",
           "expm_frechet", "fiedler", "fiedler_companion", "funm", "hadamard", "hankel", "helmert",
           "hessenberg", "hilbert", "inv", "invhilbert", "invpascal", "leslie", "lu",
           "lu_factor", "lu_solve", "pascal", "polar", "qr", "qr_multiply", "rsf2csf", "schur",
           "solve", "solve_sylvester", "solve_triangular", "sqrtm", "svd", "toeplitz"]


def _square(name, a):
    a = jnp.asarray(to_inexact(a))
    if a.ndim < 2 or a.shape[-1] != a.shape[-2]:
        raise ValueError(f"{name}: a must be a stack of square matrices (..., n, n), got "
                         f"shape {a.shape}")
    return a


# ---------------------------------------------------------------- triangular
def solve_triangular(a, b, trans=0, lower: bool = False, unit_diagonal: bool = False,
                     overwrite_b: bool = False, debug=None, check_finite: bool = True):
    """x with op(a) @ x == b, a triangular (only its ``lower`` or upper triangle is read),
    op = identity, transpose (trans=1 or "T") or conjugate transpose (2 or "C"); b is
    (..., n) or (..., n, k)."""
    a = _square("solve_triangular", a)
    b = jnp.asarray(to_inexact(b))
    trans = {"N": 0, "T": 1, "C": 2}.get(trans, trans)
    if trans not in (0, 1, 2):
        raise ValueError(f"solve_triangular: trans must be 0, 1, 2, 'N', 'T' or 'C', got {trans!r}")
    n = a.shape[-1]
    vector = b.ndim == a.ndim - 1
    if b.ndim < 1 or (b.shape[-1] if vector else b.shape[-2]) != n:
        raise ValueError(f"solve_triangular: b must be (..., {n}) or (..., {n}, k) for a of "
                         f"shape {a.shape}, got {b.shape}")
    if vector:
        b = b[..., None]
    dtype = jnp.result_type(a, b)
    a, b = a.astype(dtype), b.astype(dtype)
    batch = jnp.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    a = jnp.broadcast_to(a, batch + a.shape[-2:])
    b = jnp.broadcast_to(b, batch + b.shape[-2:])
    x = lax.linalg.triangular_solve(a, b, left_side=True, lower=lower, transpose_a=trans > 0,
                                    conjugate_a=trans == 2, unit_diagonal=unit_diagonal)
    return x[..., 0] if vector else x


# ------------------------------------------------------------------ cholesky
def cholesky(a, lower: bool = False, overwrite_a: bool = False, check_finite: bool = True):
    """The Cholesky factor of a Hermitian positive-definite a: upper (a == U^H U) by
    default, lower with lower=True (scipy's default differs from jnp.linalg's)."""
    a = _square("cholesky", a)
    return jnp.linalg.cholesky(a, upper=not lower)


def cho_factor(a, lower: bool = False, overwrite_a: bool = False, check_finite: bool = True):
    """(c, lower) for cho_solve; c holds the factor in its ``lower`` or upper triangle and
    zeros in the other (scipy leaves garbage there)."""
    return cholesky(a, lower=lower), lower


def cho_solve(c_and_lower, b, overwrite_b: bool = False, check_finite: bool = True):
    """x with a @ x == b from cho_factor(a)'s result: two triangular solves."""
    c, lower = c_and_lower
    c = _square("cho_solve", c)
    if lower:
        y = solve_triangular(c, b, lower=True)
        return solve_triangular(c, y, trans=2, lower=True)
    y = solve_triangular(c, b, trans=2, lower=False)
    return solve_triangular(c, y, lower=False)


# ------------------------------------------------------------------------ LU
def _lu_in_place(a):
    """LAPACK getrf's factorization of a (..., m, n): (lu, pivots, permutation) with L's
    unit-diagonal strict lower part and U in ``lu``; row k was swapped with pivots[k]."""
    m, n = a.shape[-2:]
    nd = a.ndim
    batch = a.shape[:-2]
    rows = lax.broadcasted_iota(np.int32, (1,) * (nd - 2) + (m, 1), nd - 2)
    cols = lax.broadcasted_iota(np.int32, (1,) * (nd - 2) + (1, n), nd - 1)
    k_max = min(m, n)

    def step(k, carry):
        lu, piv, perm = carry
        col = lax.dynamic_index_in_dim(lu, k, nd - 1, keepdims=True)            # (.., m, 1)
        cand = jnp.where(rows >= k, jnp.abs(col), -1)
        p = jnp.argmax(cand, axis=-2, keepdims=True).astype(np.int32)          # (.., 1, 1)
        row_k = lax.dynamic_index_in_dim(lu, k, nd - 2, keepdims=True)
        row_p = jnp.sum(jnp.where(rows == p, lu, 0), axis=-2, keepdims=True)
        lu = jnp.where(rows == k, row_p, jnp.where(rows == p, row_k, lu))
        p_vec = p[..., 0]                                                        # (.., 1)
        kk = lax.broadcasted_iota(np.int32, (1,) * (nd - 2) + (m,), nd - 2)
        perm_k = jnp.sum(jnp.where(kk == k, perm, 0), axis=-1, keepdims=True)
        perm_p = jnp.sum(jnp.where(kk == p_vec, perm, 0), axis=-1, keepdims=True)
        perm = jnp.where(kk == k, perm_p, jnp.where(kk == p_vec, perm_k, perm))
        piv = jnp.where(lax.broadcasted_iota(np.int32, (1,) * (nd - 2) + (k_max,), nd - 2) == k,
                        p_vec, piv)
        pivot = lax.dynamic_index_in_dim(row_p, k, nd - 1, keepdims=True)        # (.., 1, 1)
        safe = jnp.where(pivot == 0, 1, pivot)
        col = lax.dynamic_index_in_dim(lu, k, nd - 1, keepdims=True)
        factors = jnp.where((rows > k) & (pivot != 0), col / safe, 0)          # (.., m, 1)
        lu = lu - factors * jnp.where(cols > k, row_p, 0)
        lu = jnp.where((rows > k) & (cols == k), factors + jnp.where(pivot == 0, col, 0), lu)
        return lu, piv, perm

    piv = jnp.zeros(batch + (k_max,), np.int32)
    perm = jnp.broadcast_to(jnp.arange(m, dtype=np.int32), batch + (m,))
    if k_max == 0:
        return a, piv, perm
    return lax.fori_loop(0, k_max, step, (a, piv, perm))


def lu_factor(a, overwrite_a: bool = False, check_finite: bool = True):
    """(lu, piv) as scipy's: L (unit diagonal, strict lower part) and U in one matrix;
    row i was interchanged with row piv[i]."""
    a = jnp.asarray(to_inexact(a))
    if a.ndim < 2:
        raise ValueError(f"lu_factor: a must have at least 2 axes, got shape {a.shape}")
    lu_, piv, _ = _lu_in_place(a)
    return lu_, piv


def lu(a, permute_l: bool = False, overwrite_a: bool = False, check_finite: bool = True):
    """(p, l, u) with a == p @ l @ u (or (p @ l, u) with permute_l=True)."""
    a = jnp.asarray(to_inexact(a))
    if a.ndim < 2:
        raise ValueError(f"lu: a must have at least 2 axes, got shape {a.shape}")
    m, n = a.shape[-2:]
    k = min(m, n)
    lu_, _, perm = _lu_in_place(a)
    l = jnp.tril(lu_[..., :, :k], -1) + jnp.eye(m, k, dtype=lu_.dtype)
    u = jnp.triu(lu_[..., :k, :])
    # p[perm[i], i] = 1: row i of l @ u is row perm[i] of a
    p = (perm[..., None, :] == jnp.arange(m, dtype=np.int32)[:, None]).astype(lu_.dtype)
    if permute_l:
        return jnp.matmul(p, l), u
    return p, l, u


def lu_solve(lu_and_piv, b, trans=0, overwrite_b: bool = False, check_finite: bool = True):
    """x with op(a) @ x == b from lu_factor(a)'s (lu, piv) (trans 0, 1 or 2 as in
    solve_triangular); b is (n,) or (..., n, k)."""
    lu_, piv = lu_and_piv
    lu_ = _square("lu_solve", lu_)
    b = jnp.asarray(to_inexact(b))
    n = lu_.shape[-1]
    vector = b.ndim == 1
    if (b.shape[0] if vector else b.shape[-2]) != n:
        raise ValueError(f"lu_solve: b must be ({n},) or (..., {n}, k), got {b.shape}")
    if vector:
        b = b[:, None]
    perm = _permutation_from_pivots(jnp.asarray(piv), n)
    trans = {"N": 0, "T": 1, "C": 2}.get(trans, trans)
    if trans == 0:
        pb = jnp.take_along_axis(b, jnp.broadcast_to(perm[..., :, None], perm.shape + b.shape[-1:]),
                                 axis=-2) if perm.ndim > 1 else b[..., perm, :]
        y = solve_triangular(lu_, pb, lower=True, unit_diagonal=True)
        x = solve_triangular(lu_, y, lower=False)
    else:
        y = solve_triangular(lu_, b, trans=trans, lower=False)
        z = solve_triangular(lu_, y, trans=trans, lower=True, unit_diagonal=True)
        inverse = jnp.argsort(perm, axis=-1)
        x = z[..., inverse, :] if perm.ndim == 1 else jnp.take_along_axis(
            z, jnp.broadcast_to(inverse[..., :, None], inverse.shape + z.shape[-1:]), axis=-2)
    return x[..., 0] if vector else x


def _permutation_from_pivots(piv, n: int):
    """The row order (perm[i] = original row now at i) that LAPACK's pivots describe."""
    k = piv.shape[-1]
    perm = jnp.broadcast_to(jnp.arange(n, dtype=np.int32), piv.shape[:-1] + (n,))
    idx = jnp.arange(n, dtype=np.int32)
    for i in range(k):
        p = piv[..., i:i + 1].astype(np.int32)
        at_i = jnp.sum(jnp.where(idx == i, perm, 0), axis=-1, keepdims=True)
        at_p = jnp.sum(jnp.where(idx == p, perm, 0), axis=-1, keepdims=True)
        perm = jnp.where(idx == i, at_p, jnp.where(idx == p, at_i, perm))
    return perm


# ---------------------------------------------------------------------- misc
def block_diag(*arrs):
    """The block-diagonal matrix of the given 2-d (or lower) arrays."""
    if not arrs:
        return jnp.zeros((1, 0))
    mats = [jnp.atleast_2d(jnp.asarray(x)) for x in arrs]
    for x in mats:
        if x.ndim != 2:
            raise ValueError(f"block_diag: arguments must have at most 2 axes, got {x.shape}")
    dtype = jnp.result_type(*mats)
    total = sum(x.shape[1] for x in mats)
    rows, offset = [], 0
    for x in mats:
        w = x.shape[1]
        rows.append(jnp.pad(x.astype(dtype), ((0, 0), (offset, total - offset - w))))
        offset += w
    return jnp.concatenate(rows, axis=0)


# Padé [6/6] coefficients of exp (b_k = (12-k)! 6! / (12! k! (6-k)!))
_PADE6 = (1.0, 1 / 2, 5 / 44, 1 / 66, 1 / 792, 1 / 15840, 1 / 665280)


def expm(A, *, upper_triangular: bool = False, max_squarings: int = 16):
    """exp(A) by scaling and squaring: A / 2^s with its 1-norm at most 1/2, a [6/6] Padé
    approximant, then s squarings (s <= max_squarings, counted from the norm).  The loop
    runs max_squarings times and keeps r once i reaches s: a fixed trip count, so reverse
    mode goes through it as through a scan."""
    A = _square("expm", A)
    n = A.shape[-1]
    norm = jnp.max(jnp.sum(jnp.abs(A), axis=-2), axis=-1)                        # 1-norm
    s = jnp.clip(jnp.ceil(jnp.log2(jnp.maximum(norm, 1e-30) / 0.5)), 0, max_squarings)
    scaled = A / (2.0 ** s)[..., None, None]
    eye = jnp.broadcast_to(jnp.eye(n, dtype=A.dtype), A.shape)
    power = eye
    even, odd = eye * _PADE6[0], jnp.zeros_like(A)
    for k in range(1, 7):
        power = jnp.matmul(power, scaled)
        if k % 2:
            odd = odd + _PADE6[k] * power
        else:
            even = even + _PADE6[k] * power
    r = jnp.linalg.solve(even - odd, even + odd)

    def square(i, r):
        return jnp.where((i < s)[..., None, None], jnp.matmul(r, r), r)
    return lax.fori_loop(0, max_squarings, square, r)


def expm_frechet(A, E, *, method=None, compute_expm: bool = True):
    """(expm(A), the Frechet derivative of expm at A in direction E), or the derivative
    alone when not ``compute_expm``: the forward-mode derivative of expm, as JAX's."""
    A, E = jnp.asarray(to_inexact(A)), jnp.asarray(to_inexact(E))
    if A.ndim < 2 or A.shape[-1] != A.shape[-2]:
        raise ValueError(f"expected A to be a (batched) square matrix, got A.shape={A.shape}")
    if E.ndim < 2 or E.shape[-1] != E.shape[-2]:
        raise ValueError(f"expected E to be a (batched) square matrix, got E.shape={E.shape}")
    if A.shape != E.shape:
        raise ValueError(f"expected A and E to be the same shape, got A.shape={A.shape} "
                         f"E.shape={E.shape}")
    expm_a, frechet = jvp(expm, (A,), (E.astype(A.dtype),))
    return (expm_a, frechet) if compute_expm else frechet


# ------------------------------------------------------- jnp.linalg, scipy's way
def det(a, overwrite_a: bool = False, check_finite: bool = True):
    """The determinant of a stack of square matrices (jnp.linalg.det)."""
    return jnp.linalg.det(a)


def inv(a, overwrite_a: bool = False, check_finite: bool = True):
    """The inverse of a stack of square matrices (jnp.linalg.inv)."""
    return jnp.linalg.inv(a)


def solve(a, b, lower: bool = False, overwrite_a: bool = False, overwrite_b: bool = False,
          debug: bool = False, check_finite: bool = True, assume_a: str = "gen"):
    """x with a @ x == b; ``assume_a`` "gen", "sym" or "her" solve by LU, "pos" by
    Cholesky reading the ``lower`` or upper triangle."""
    valid = ["gen", "sym", "her", "pos"]
    if assume_a not in valid:
        raise ValueError(f"Expected assume_a to be one of {valid}; got {assume_a!r}")
    if assume_a != "pos":
        return jnp.linalg.solve(a, b)
    a = _square("solve", a)
    b = jnp.asarray(to_inexact(b))
    tri = jnp.tril(a) if lower else jnp.triu(a)
    sym = tri + jnp.swapaxes(jnp.conj(tri), -1, -2) - \
        jnp.eye(a.shape[-1], dtype=a.dtype) * tri
    return cho_solve(cho_factor(sym, lower=lower), b)


def eigh(a, b=None, lower: bool = True, eigvals_only: bool = False,
         overwrite_a: bool = False, overwrite_b: bool = False, turbo: bool = True,
         eigvals=None, type: int = 1, check_finite: bool = True):
    """Eigenvalues (ascending) and eigenvectors of a symmetric ``a``, reading its
    ``lower`` or upper triangle; with ``b`` (positive definite) the generalized problem
    a v = w b v, through b's Cholesky factor (type=1 only, as JAX)."""
    if eigvals is not None:
        raise NotImplementedError("Only the eigvals=None case of eigh is implemented.")
    if type != 1:
        raise NotImplementedError("Only the type=1 case of eigh is implemented.")
    a = _square("eigh", a)
    uplo = "L" if lower else "U"
    if b is None:
        w, v = jnp.linalg.eigh(a, UPLO=uplo, symmetrize_input=False)
    else:
        b = _square("eigh", b)
        tri = jnp.tril(b) if lower else jnp.triu(b)
        b = tri + jnp.swapaxes(jnp.conj(tri), -1, -2) - jnp.eye(b.shape[-1], dtype=b.dtype) * tri
        l = jnp.linalg.cholesky(b)
        tri = jnp.tril(a) if lower else jnp.triu(a)
        a = tri + jnp.swapaxes(jnp.conj(tri), -1, -2) - jnp.eye(a.shape[-1], dtype=a.dtype) * tri
        c = solve_triangular(l, jnp.swapaxes(solve_triangular(l, a, lower=True), -1, -2),
                             lower=True)
        w, v = jnp.linalg.eigh(c)
        v = solve_triangular(l, v, trans=2, lower=True)
    return w if eigvals_only else (w, v)


def eigh_tridiagonal(d, e, *, eigvals_only: bool = False, select: str = "a",
                     select_range=None, tol=None, key=None):
    """The eigenvalues (ascending) of the symmetric tridiagonal matrix with diagonal
    ``d`` and off-diagonal ``e``; select "a" (all) or "i" (indices select_range[0] ..
    select_range[1] inclusive).  As in JAX, only eigvals_only=True is implemented."""
    if not eigvals_only:
        raise NotImplementedError("Calculation of eigenvectors is not implemented")
    d = jnp.asarray(to_inexact(d))
    e = jnp.asarray(e).astype(d.dtype)
    n = d.shape[-1]
    if e.shape[-1] != n - 1:
        raise ValueError(f"e must have length len(d) - 1 = {n - 1}, got {e.shape}")
    t = jnp.eye(n, dtype=d.dtype) * d[..., None, :]
    if n > 1:
        t = t + jnp.eye(n, n, 1, dtype=d.dtype) * jnp.pad(e, [(0, 0)] * (e.ndim - 1) + [(1, 0)])[..., None, :] \
            + jnp.eye(n, n, -1, dtype=d.dtype) * jnp.pad(e, [(0, 0)] * (e.ndim - 1) + [(0, 1)])[..., None, :]
    w = jnp.linalg.eigvalsh(t)
    if select == "a":
        return w
    if select == "i":
        lo, hi = select_range
        return w[..., int(lo):int(hi) + 1]
    raise ValueError(f"'select' must be 'a' or 'i' (JAX does not implement 'v'), got "
                     f"{select!r}")


def svd(a, full_matrices: bool = True, compute_uv: bool = True, overwrite_a: bool = False,
        check_finite: bool = True, lapack_driver: str = "gesdd"):
    """The singular value decomposition (u, s, vh) with a == u @ diag(s) @ vh, or s
    alone; scipy's default keeps full square u and vh."""
    return jnp.linalg.svd(a, full_matrices=full_matrices, compute_uv=compute_uv)


def qr(a, overwrite_a: bool = False, lwork=None, mode: str = "full",
       pivoting: bool = False, check_finite: bool = True):
    """The QR decomposition, scipy's modes: "full" (square Q, R), "economic" (reduced),
    "r" ((R,), full height) ; column pivoting is not implemented."""
    if pivoting:
        raise NotImplementedError("qr: column pivoting is not implemented")
    if mode in ("full", "r"):
        q, r = jnp.linalg.qr(a, mode="complete")
    elif mode == "economic":
        q, r = jnp.linalg.qr(a, mode="reduced")
    else:
        raise ValueError(f"Unsupported QR decomposition mode '{mode}'")
    return (r,) if mode == "r" else (q, r)


def qr_multiply(a, c, mode: str = "right", pivoting: bool = False,
                conjugate: bool = False, overwrite_a: bool = False,
                overwrite_c: bool = False):
    """(Q @ c, R) for mode "left", (c @ Q, R) for "right", with a's reduced QR (Q
    conjugated when ``conjugate``); a 1-d c is a column (left) or row (right)."""
    if mode not in ("left", "right"):
        raise ValueError(f"mode must be 'left' or 'right', got {mode!r}")
    if pivoting:
        raise NotImplementedError("qr_multiply: column pivoting is not implemented")
    q, r = jnp.linalg.qr(a, mode="reduced")
    if conjugate:
        q = jnp.conj(q)
    c = jnp.asarray(c)
    vector = c.ndim == 1
    if mode == "left":
        out = jnp.matmul(q, c[:, None] if vector else c)
        return (out[..., 0] if vector else out), r
    out = jnp.matmul(c[None, :] if vector else c, q)
    return (out[..., 0, :] if vector else out), r


def polar(a, side: str = "right", *, method: str = "qdwh", eps=None, max_iterations=None):
    """(u, p) with a == u @ p (side "right") or p @ u ("left"), u with orthonormal
    columns and p positive semi-definite, from the SVD (every ``method`` gives the same
    factors)."""
    if side not in ("right", "left"):
        raise ValueError(f"side={side!r} is not one of ('right', 'left').")
    a = jnp.asarray(to_inexact(a))
    if a.ndim != 2:
        raise ValueError("polar: the input must be a matrix.")
    u_, s, vh = jnp.linalg.svd(a, full_matrices=False)
    u = jnp.matmul(u_, vh)
    if side == "right":
        p = jnp.matmul(jnp.conj(vh.T) * s, vh)
    else:
        p = jnp.matmul(u_ * s, jnp.conj(u_.T))
    return u, p


def hessenberg(a, *, calc_q: bool = False, overwrite_a: bool = False,
               check_finite: bool = True):
    """The upper Hessenberg form h = q^H a q of a square matrix by Householder
    reflections (LAPACK gehrd's), and q when ``calc_q``."""
    a = _square("hessenberg", a)
    n = a.shape[-1]
    q = jnp.broadcast_to(jnp.eye(n, dtype=a.dtype), a.shape)
    h = a
    idx = np.arange(n)
    for k in range(n - 2):
        x = jnp.where(idx > k, h[..., :, k], 0)                            # (.., n)
        alpha = x[..., k + 1]
        norm = jnp.sqrt(jnp.sum(jnp.abs(x) ** 2, axis=-1))
        sign = jnp.where(jnp.real(alpha) >= 0, 1.0, -1.0).astype(a.dtype)
        beta = -sign * norm
        v = x - jnp.where(idx == k + 1, beta[..., None], 0)
        vnorm2 = jnp.sum(jnp.abs(v) ** 2, axis=-1)
        safe = jnp.where(vnorm2 == 0, 1, vnorm2)
        scale = jnp.where(vnorm2 == 0, 0, 2 / safe)[..., None, None]
        vv = v[..., :, None] * jnp.conj(v[..., None, :]) * scale             # 2 v v^H / |v|^2
        h = h - jnp.matmul(vv, h)
        h = h - jnp.matmul(h, vv)
        q = q - jnp.matmul(q, vv)
    if n > 2:
        h = jnp.where(idx[:, None] > idx[None, :] + 1, 0, h)
    return (h, q) if calc_q else h


def solve_sylvester(A, B, C, *, method: str = "schur", tol: float = 1e-8):
    """X with A X + X B == C, as one linear system (I kron B^T + A kron I) vec(X) ==
    vec(C) over X's row-major entries; NaN where some eigenvalues of A and -B are
    within ``tol`` (the system is then singular)."""
    if method not in ("schur", "eigen"):
        raise ValueError(f"method must be 'schur' or 'eigen', got {method!r}")
    A, B, C = (jnp.asarray(to_inexact(x)) for x in (A, B, C))
    dtype = jnp.result_type(A, B, C)
    A, B, C = A.astype(dtype), B.astype(dtype), C.astype(dtype)
    m, n = A.shape[-1], B.shape[-1]
    if C.shape[-2:] != (m, n):
        raise ValueError(f"solve_sylvester: C must be ({m}, {n}), got {C.shape}")
    batch = jnp.broadcast_shapes(A.shape[:-2], B.shape[:-2], C.shape[:-2])
    A = jnp.broadcast_to(A, batch + (m, m))
    B = jnp.broadcast_to(B, batch + (n, n))
    C = jnp.broadcast_to(C, batch + (m, n))
    eye_m, eye_n = jnp.eye(m, dtype=dtype), jnp.eye(n, dtype=dtype)
    big = (A[..., :, None, :, None] * eye_n[:, None, :] +
           eye_m[:, None, :, None] * jnp.swapaxes(B, -1, -2)[..., None, :, None, :])
    big = big.reshape(batch + (m * n, m * n))
    x = jnp.linalg.solve(big, C.reshape(batch + (m * n, 1)))
    return x.reshape(batch + (m, n))


def sqrtm(A, blocksize: int = 1):
    """The principal square root of a square matrix, complex as JAX's: Denman and
    Beavers' coupled Newton iteration (Y <- (Y + Z^-1) / 2, Z <- (Z + Y^-1) / 2 from
    Y = A, Z = I) with determinant scaling, a fixed 40 steps.  It needs A nonsingular
    with no eigenvalue on the negative real axis (JAX's Schur method also takes singular
    matrices)."""
    if blocksize > 1:
        raise NotImplementedError("Blocked version is not implemented yet.")
    A = _square("sqrtm", A)
    dtype = jnp.result_type(A, 1j)
    y = A.astype(dtype)
    n = A.shape[-1]
    z = jnp.broadcast_to(jnp.eye(n, dtype=dtype), y.shape)

    def step(i, yz):
        y, z = yz
        y_inv, z_inv = jnp.linalg.inv(y), jnp.linalg.inv(z)
        # scaling |det Y det Z|^(-1/2n) speeds the early steps; 1 near convergence
        log_det = jnp.log(jnp.abs(jnp.linalg.det(y) * jnp.linalg.det(z)))
        mu = jnp.where(i < 8, jnp.exp(-log_det / (2 * n)), 1.0).astype(dtype)[..., None, None]
        return (mu * y + z_inv / mu) / 2, (mu * z + y_inv / mu) / 2
    y, _ = lax.fori_loop(0, 40, step, (y, z))
    return y
