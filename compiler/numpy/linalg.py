"""hostcall.numpy.linalg: jax.numpy.linalg (norms, det/slogdet, inv/solve, cholesky, qr,
tensorinv/tensorsolve, multi_dot, cond, and the array-API helpers outer, matmul,
matrix_transpose, trace, diagonal, cross, vecdot, tensordot; the eigen solvers in
linalg_eigen and linalg_nonsymmetric).

Every function is composed from hostcall.lax and the other hostcall.numpy functions (no
new primitives), so jit, vmap and grad work through them with the existing rules. The
factorizations are ``lax.fori_loop``s over the (static) matrix size, batched over the
leading axes: det, slogdet, solve and inv share one LU elimination with partial pivoting
(row swaps are selects, so they are exact), cholesky is a right-looking loop. Names,
signatures, dtype promotion and edge cases follow jax.numpy.linalg; norms that need
singular values (ord=2, -2, 'nuc' on matrices) take them from svdvals.
"""
from __future__ import annotations

import operator
from typing import NamedTuple

import numpy as np

from .. import core, primitives as lax
from ._base import (asarray, aval_of, broadcast_shapes, broadcast_to, canonical_axis, const_like,
                    promote_inexact, shape, to_inexact)
from . import diagonals, linalg_ops, reductions, shape_ops, ufuncs
from .linalg_ops import matmul  # noqa: F401  (jnp.linalg.matmul is jnp.matmul)
from .shape_ops import matrix_transpose  # jnp.linalg's is jnp's

__all__ = ["cholesky", "cond", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh",
           "inv", "lstsq", "matmul", "matrix_norm", "matrix_power", "matrix_rank",
           "matrix_transpose", "multi_dot", "norm", "outer", "pinv", "qr", "slogdet", "solve",
           "svd", "svdvals", "tensordot", "tensorinv", "tensorsolve", "trace", "vecdot",
           "vector_norm"]


class SlogdetResult(NamedTuple):
    """slogdet's result: the sign of the determinant and the log of its absolute value."""
    sign: object
    logabsdet: object


# ---------------------------------------------------------------- helpers
def _inexact(x):
    """x as an array of an inexact dtype (integers and bools promote to the default float)."""
    return to_inexact(asarray(x))


def _zero(x):
    return const_like(0, x)


def _zeros_like(x):
    return lax.broadcast_in_dim(_zero(x), shape(x), ())


def _iota(size: int, dim: int, nd: int):
    """int32 indices 0..size-1 along ``dim`` of an ``nd``-d array of ones elsewhere."""
    s = [1] * nd
    s[dim] = size
    return lax.broadcasted_iota(np.int32, s, dim)


def _check_square(name, a):
    s = shape(a)
    if len(s) < 2 or s[-1] != s[-2]:
        raise ValueError(f"{name}: argument must have shape [..., n, n] (a stack of square "
                         f"matrices), got {s} at {core.user_location_str()}")


def _row(m, k, nd):
    """Row ``k`` (traced) of the last two axes, kept as a (..., 1, w) array."""
    return lax.dynamic_index_in_dim(m, k, nd - 2, keepdims=True)


def _col(m, k, nd):
    """Column ``k`` (traced) of the last two axes, kept as a (..., n, 1) array."""
    return lax.dynamic_index_in_dim(m, k, nd - 1, keepdims=True)


def _eliminate(m, n: int):
    """Gaussian elimination with partial pivoting of the first n columns of m (..., n, w),
    w >= n: returns (U | L^-1 P rest, number of row swaps). A zero pivot column is left
    as it is (LAPACK's getrf does the same), so a singular matrix gives a zero on U's
    diagonal instead of NaNs."""
    nd = aval_of(m).ndim
    w = shape(m)[-1]
    rows = _iota(n, nd - 2, nd)           # (1.., n, 1)
    cols = _iota(w, nd - 1, nd)           # (1.., 1, w)
    zero = _zero(m)

    def step(k, carry):
        m, swaps = carry
        # pivot: the first largest |m[i, k]| for i >= k
        mag = ufuncs.abs(_col(m, k, nd))
        cand = ufuncs.where(rows >= k, mag, const_like(-1, mag))
        p = shape_ops.expand_dims(lax.argmax(cand, nd - 2, np.int32), nd - 2)  # (.., 1, 1)
        is_p = rows == p
        row_k = _row(m, k, nd)
        row_p = reductions.sum(ufuncs.where(is_p, m, zero), axis=nd - 2, keepdims=True)
        m = ufuncs.where(rows == k, row_p, ufuncs.where(is_p, row_k, m))
        swaps = swaps + lax.convert_element_type(
            lax.reshape(p, shape(swaps)) != k, np.int32)
        # eliminate column k below the pivot (row_p is now row k)
        piv = lax.dynamic_index_in_dim(row_p, k, nd - 1, keepdims=True)  # (.., 1, 1)
        singular = piv == zero
        below = rows > k
        factor = ufuncs.where(below, _col(m, k, nd), zero) / ufuncs.where(
            singular, const_like(1, m), piv)
        m = m - ufuncs.where(singular, zero, factor) * row_p
        m = ufuncs.where(below & (cols == k), zero, m)    # exact zeros under the pivot
        return m, swaps

    swaps = lax.broadcast_in_dim(np.int32(0), shape(m)[:-2], ())
    if n == 0:      # nothing to eliminate (the body could not even be traced)
        return m, swaps
    return lax.fori_loop(0, n, step, (m, swaps))


def _diag(u):
    return diagonals.diagonal(u, 0, -2, -1)


def _back_substitute(u, c, n: int):
    """x with u @ x == c for upper-triangular u (..., n, n) and c (..., n, k)."""
    nd = aval_of(u).ndim

    def step(t, x):
        k = (n - 1) - t
        u_row = _row(u, k, nd)                                  # (.., 1, n)
        ukk = lax.dynamic_index_in_dim(u_row, k, nd - 1, keepdims=True)
        x_row = (_row(c, k, nd) - linalg_ops.matmul(u_row, x)) / ukk
        return lax.dynamic_update_index_in_dim(x, x_row, k, nd - 2)

    x = _zeros_like(c)      # rows not solved yet must be 0 (not c * 0: NaN stays NaN)
    return x if n == 0 else lax.fori_loop(0, n, step, x)


# ---------------------------------------------------------------- norms
def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    """Vector norm over ``axis`` (all axes by default): ord 2, 1, inf, -inf, 0 or any p."""
    x = _inexact(x)
    if ord is None or ord == 2:
        return ufuncs.sqrt(reductions.sum(ufuncs.real(x * ufuncs.conj(x)), axis=axis,
                                          keepdims=keepdims))
    if isinstance(ord, str):
        msg = f"norm: invalid order '{ord}' for vector norm."
        if ord in ("inf", "-inf"):
            msg += f" Use '{ord[:-3]}hostcall.numpy.inf' instead."
        raise ValueError(msg)
    if ord == np.inf:
        return reductions.max(ufuncs.abs(x), axis=axis, keepdims=keepdims, initial=0)
    if ord == -np.inf:
        return reductions.min(ufuncs.abs(x), axis=axis, keepdims=keepdims)
    if ord == 0:
        return reductions.sum(x != _zero(x), axis=axis, keepdims=keepdims,
                              dtype=aval_of(ufuncs.abs(x)).dtype)
    if ord == 1:
        return reductions.sum(ufuncs.abs(x), axis=axis, keepdims=keepdims)
    abs_x = ufuncs.abs(x)
    out = reductions.sum(ufuncs.power(abs_x, const_like(ord, abs_x)), axis=axis,
                         keepdims=keepdims)
    return ufuncs.power(out, const_like(1.0 / ord, abs_x))


def norm(x, ord=None, axis=None, keepdims=False):
    """Vector norm (one axis) or matrix norm (two axes) as numpy.linalg.norm; with axis
    None, a 1-d input gets a vector norm, a 2-d one a matrix norm, and ord None the
    2-norm of all entries whatever the rank."""
    x = _inexact(x)
    nd = aval_of(x).ndim
    if axis is None:
        if ord is None:
            return ufuncs.sqrt(reductions.sum(ufuncs.real(x * ufuncs.conj(x)),
                                              keepdims=keepdims))
        axis = tuple(range(nd))
    elif isinstance(axis, tuple):
        axis = tuple(canonical_axis(operator.index(a), nd) for a in axis)
    else:
        axis = (canonical_axis(operator.index(axis), nd),)
    if len(axis) == 1:
        return vector_norm(x, ord=2 if ord is None else ord, axis=axis, keepdims=keepdims)
    if len(axis) != 2:
        raise ValueError(f"norm: improper number of axes: axis={axis}. Pass one axis to "
                         f"compute a vector-norm, or two axes to compute a matrix-norm.")
    row, col = axis
    if row == col:
        raise ValueError(f"norm: duplicate axes given: {axis}")
    if ord is None or (isinstance(ord, str) and ord in ("f", "fro")):
        return ufuncs.sqrt(reductions.sum(ufuncs.real(x * ufuncs.conj(x)), axis=axis,
                                          keepdims=keepdims))
    if isinstance(ord, str) and ord == "nuc" or not isinstance(ord, str) and ord in (2, -2):
        # the largest (2) or smallest (-2) singular value, or their sum (nuclear)
        s = svdvals(shape_ops.moveaxis(x, (row, col), (-2, -1)))
        out = (reductions.sum(s, axis=-1) if ord == "nuc" else
               reductions.max(s, axis=-1) if ord == 2 else reductions.min(s, axis=-1))
        return shape_ops.expand_dims(out, sorted(axis)) if keepdims else out
    if isinstance(ord, str) or ord not in (1, -1, np.inf, -np.inf):
        raise ValueError(f"norm: invalid order '{ord}' for matrix norm.")
    # 1/-1: max/min over columns of the column sums; inf/-inf: the same for rows
    summed, other = (row, col) if ord in (1, -1) else (col, row)
    if not keepdims and other > summed:
        other -= 1
    sums = reductions.sum(ufuncs.abs(x), axis=summed, keepdims=keepdims)
    if ord > 0:
        return reductions.max(sums, axis=other, keepdims=keepdims, initial=0)
    return reductions.min(sums, axis=other, keepdims=keepdims)


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    """Matrix norm of the last two axes ('fro', 'nuc', 1, -1, 2, -2, inf, -inf)."""
    x = asarray(x)
    if aval_of(x).ndim < 2:
        raise ValueError(f"matrix_norm: input must be at least 2-d, got shape {shape(x)}")
    return norm(x, ord=ord, keepdims=keepdims, axis=(-2, -1))


# ---------------------------------------------------------- determinants
def slogdet(a, *, method=None):
    """(sign, log|det|) of a stack of square matrices, from the LU diagonal; a singular
    matrix gives (0, -inf)."""
    if method not in (None, "lu"):
        raise ValueError(f"Unknown slogdet method '{method}'. Supported methods are 'lu' "
                         f"(`None`).")
    a = _inexact(a)
    _check_square("slogdet", a)
    n = shape(a)[-1]
    u, swaps = _eliminate(a, n)
    d = _diag(u)
    zero = _zero(d)
    is_zero = reductions.any(d == zero, axis=-1)
    absd = ufuncs.abs(d)
    parity = swaps
    if aval_of(d).dtype.kind == "c":
        phase = reductions.prod(d / ufuncs.where(d == zero, const_like(1, d),
                                                 lax.convert_element_type(absd, d.dtype)),
                                axis=-1)
    else:
        phase = const_like(1, d)
        parity = parity + reductions.sum(lax.convert_element_type(d < zero, np.int32), axis=-1)
    odd = lax.rem(parity, const_like(2, parity)) == 1
    sign = ufuncs.where(odd, -phase, phase)
    sign = ufuncs.where(is_zero, const_like(0, d), sign)
    logdet = reductions.sum(ufuncs.log(absd), axis=-1)
    logdet = ufuncs.where(is_zero, const_like(-np.inf, absd), logdet)
    return SlogdetResult(sign, logdet)


def det(a):
    """Determinant of a stack of square matrices: the product of the LU diagonal, signed
    by the parity of the row swaps."""
    a = _inexact(a)
    _check_square("det", a)
    u, swaps = _eliminate(a, shape(a)[-1])
    odd = lax.rem(swaps, const_like(2, swaps)) == 1
    prod = reductions.prod(_diag(u), axis=-1)
    return ufuncs.where(odd, -prod, prod)


# ------------------------------------------------------------- solving
def solve(a, b):
    """x with a @ x == b: b is a vector (n,) or a stack of matrices (..., n, k) whose
    leading axes broadcast with a's; LU with partial pivoting, then back substitution."""
    a, b = promote_inexact(a, b)
    sa, sb = shape(a), shape(b)
    if len(sa) < 2:
        raise ValueError(f"solve: left hand array must be at least two dimensional; got "
                         f"a.shape={sa}")
    _check_square("solve", a)
    n = sa[-1]
    if len(sb) == 0:
        raise ValueError(f"solve: right hand side must be at least one dimensional; got "
                         f"b.shape={sb}")
    if len(sb) > 1 and len(sa) == len(sb) + 1 and sa[-1] == sb[-1] and sa[-1] != sb[-2]:
        raise ValueError(f"Invalid shapes for solve: {sa}, {sb}. For a batch of vector "
                         f"right hand sides use solve(a, b[..., None])[..., 0].")
    vector = len(sb) == 1
    if (sb[0] if vector else sb[-2]) != n:
        raise ValueError(f"solve: shapes {sa} and {sb} do not match (a is (..., n, n), b "
                         f"must be (n,) or (..., n, k) with n = {n})")
    if vector:
        b = lax.reshape(b, (n, 1))
    sb2 = shape(b)
    try:
        batch = broadcast_shapes(sa[:-2], sb2[:-2])
    except ValueError:
        raise ValueError(f"solve: the batch axes of a {sa} and b {sb} do not broadcast "
                         f"together") from None
    a = broadcast_to(a, batch + (n, n))
    b = broadcast_to(b, batch + sb2[-2:])
    # eliminate [a | I] -> [U | L^-1 P], then x = U^-1 (L^-1 P b): b enters only through
    # a product and the back substitution, so solve is linear in b op by op and reverse
    # mode can transpose it (a custom_jvp rule that solves for tangents, as JAX's do)
    eye = broadcast_to(lax.convert_element_type(
        _iota(n, 0, 2) == _iota(n, 1, 2), aval_of(a).dtype), batch + (n, n))
    m, _ = _eliminate(shape_ops.concatenate([a, eye], axis=-1), n)
    nd = len(batch) + 2
    u = lax.slice(m, [0] * nd, batch + (n, n))
    lp = lax.slice(m, [0] * (nd - 1) + [n], batch + (n, 2 * n))
    x = _back_substitute(u, linalg_ops.matmul(lp, b), n)
    return lax.reshape(x, batch + (n,)) if vector else x


def inv(a):
    """Inverse of a stack of square matrices: solve(a, I)."""
    a = _inexact(a)
    _check_square("inv", a)
    s = shape(a)
    eye = lax.convert_element_type(
        lax.broadcasted_iota(np.int32, s[-2:], 0) == lax.broadcasted_iota(np.int32, s[-2:], 1),
        aval_of(a).dtype)
    return solve(a, broadcast_to(eye, s))


def cholesky(a, *, upper=False, symmetrize_input=True):
    """Lower Cholesky factor L (a == L @ L^H) of a stack of Hermitian positive-definite
    matrices; a matrix that is not positive definite gives NaN on and below the diagonal
    (as JAX). upper=True returns L^H instead."""
    a = _inexact(a)
    _check_square("cholesky", a)
    if symmetrize_input:
        a = (a + ufuncs.conj(matrix_transpose(a))) / const_like(2, a)
    s = shape(a)
    nd, n = len(s), s[-1]
    rows, cols = _iota(n, nd - 2, nd), _iota(n, nd - 1, nd)
    zero = _zero(a)

    def step(k, carry):
        a, l, ok = carry
        col = _col(a, k, nd)                                          # (.., n, 1)
        akk = ufuncs.real(lax.dynamic_index_in_dim(col, k, nd - 2, keepdims=True))
        ok = ok & lax.reshape(akk > _zero(akk), shape(ok))
        d = ufuncs.sqrt(akk)
        dd = lax.convert_element_type(d, aval_of(a).dtype)
        lcol = ufuncs.where(rows == k, dd, ufuncs.where(rows > k, col / dd, zero))
        l = ufuncs.where(cols == k, lcol, l)
        a = a - lcol * ufuncs.conj(matrix_transpose(lcol))
        return a, l, ok

    ok = lax.broadcast_in_dim(np.bool_(True), s[:-2], ())
    l = _zeros_like(a)
    if n == 0:
        return l
    _, l, ok = lax.fori_loop(0, n, step, (a, l, ok))
    failed = diagonals.tril(lax.broadcast_in_dim(const_like(np.nan, a), s, ()))
    l = ufuncs.where(lax.reshape(ok, s[:-2] + (1, 1)), l, failed)
    return ufuncs.conj(matrix_transpose(l)) if upper else l


# ---------------------------------------------- array-API helpers (jnp's)
def outer(x1, x2, /):
    """Outer product of two 1-d arrays (hostcall.numpy.outer, restricted to 1-d)."""
    n1, n2 = aval_of(x1).ndim, aval_of(x2).ndim
    if n1 != 1 or n2 != 1:
        raise ValueError(f"outer: input arrays must be one-dimensional, but they are "
                         f"x1.ndim={n1} x2.ndim={n2}")
    return linalg_ops.outer(x1, x2)


def trace(x, /, *, offset=0, dtype=None):
    """Trace of the last two axes (hostcall.numpy.trace with axis1=-2, axis2=-1)."""
    return diagonals.trace(x, offset=offset, axis1=-2, axis2=-1, dtype=dtype)


def diagonal(x, /, *, offset=0):
    """Diagonal of the last two axes (hostcall.numpy.diagonal with axis1=-2, axis2=-1)."""
    return diagonals.diagonal(x, offset=offset, axis1=-2, axis2=-1)


def cross(x1, x2, /, *, axis=-1):
    """Cross product of 3-vectors along ``axis`` (hostcall.numpy.cross)."""
    s1, s2 = shape(x1), shape(x2)
    if not (-min(len(s1), len(s2)) <= axis < min(len(s1), len(s2))) \
            or s1[axis] != 3 or s2[axis] != 3:
        raise ValueError(f"cross: both input arrays must be (arrays of) 3-dimensional "
                         f"vectors along axis {axis}, got shapes {s1} and {s2}")
    return linalg_ops.cross(x1, x2, axis=axis)



# ---------------------------------------------------------------- QR
class QRResult(NamedTuple):
    Q: object
    R: object


def _householder(a):
    """Householder QR of a (..., m, n): (Q (..., m, m), R (..., m, n)) with LAPACK's sign
    convention (R[j, j] = -sign(a_jj) * |column below j|), one reflection per column in a
    fori_loop; a column already zero below the diagonal is left as is, and so is the last
    row's one-entry column (as LAPACK's geqrf), so Q and R match numpy's."""
    nd = aval_of(a).ndim
    m, n = shape(a)[-2:]
    rows = _iota(m, nd - 2, nd)
    cols = _iota(n, nd - 1, nd)
    zero, one = _zero(a), const_like(1, a)
    q0 = lax.broadcast_in_dim(
        lax.convert_element_type(_iota(m, nd - 2, nd) == _iota(m, nd - 1, nd), a.dtype),
        shape(a)[:-2] + (m, m), tuple(range(nd)))

    def step(j, carry):
        q, r = carry
        x = ufuncs.where(rows >= j, _col(r, j, nd), zero)                      # (.., m, 1)
        x_j = reductions.sum(ufuncs.where(rows == j, x, zero), axis=nd - 2, keepdims=True)
        norm = ufuncs.sqrt(reductions.sum(x * x, axis=nd - 2, keepdims=True))
        alpha = -ufuncs.where(x_j < 0, -one, one) * norm
        v = x - ufuncs.where(rows == j, alpha, zero)
        v2 = reductions.sum(v * v, axis=nd - 2, keepdims=True)
        skip = v2 == zero
        scale = ufuncs.where(skip, zero, 2 / ufuncs.where(skip, one, v2))
        vt = matrix_transpose(v)
        r = r - scale * v * linalg_ops.matmul(vt, r)
        r = ufuncs.where((rows > j) & (cols == j), zero, r)       # exact zeros below
        q = q - scale * linalg_ops.matmul(linalg_ops.matmul(q, v), vt)
        return q, r

    steps = min(m - 1, n)       # a one-entry column gets no reflection (LAPACK's tau = 0)
    if steps <= 0:
        return q0, a
    return lax.fori_loop(0, steps, step, (q0, a))


def qr(a, mode: str = "reduced"):
    """QR factorization of a (..., m, n) by Householder reflections; mode "reduced"
    (Q (.., m, k), R (.., k, n), k = min(m, n)), "complete" (Q square) or "r" (R only)."""
    if mode not in ("reduced", "complete", "r"):
        raise ValueError(f"qr: mode must be 'reduced', 'complete' or 'r', got {mode!r}")
    a = _inexact(a)
    if aval_of(a).ndim < 2:
        raise ValueError(f"qr: argument must have at least 2 axes, got shape {shape(a)}")
    m, n = shape(a)[-2:]
    q, r = _householder(a)
    if mode == "complete":
        return QRResult(q, r)
    k = min(m, n)
    r = lax.slice_in_dim(r, 0, k, axis=aval_of(r).ndim - 2)
    if mode == "r":
        return r
    return QRResult(lax.slice_in_dim(q, 0, k, axis=aval_of(q).ndim - 1), r)


from .linalg_eigen import (EighResult, SVDResult, eigh, eigvalsh, lstsq,  # noqa: E402,F401
                           matrix_power, matrix_rank, pinv, svd)
from .linalg_nonsymmetric import EigResult, eig, eigvals  # noqa: E402,F401


def svdvals(x, /):
    """The singular values of ``x`` (..., m, n), descending."""
    return svd(x, compute_uv=False, hermitian=False)


def cond(x, p=None):
    """The condition number of ``x`` in the norm ``p`` (None or 2: the ratio of extreme
    singular values); inf, not NaN, for a singular matrix without NaNs."""
    x = asarray(x)
    s_ = shape(x)
    if len(s_) < 2:
        raise ValueError(f"jnp.linalg.cond: input array must be at least 2D; got "
                         f"arr.shape={s_}")
    if s_[-1] == 0 or s_[-2] == 0:
        raise ValueError(f"jnp.linalg.cond: input array must not be empty; got "
                         f"arr.shape={s_}")
    if p is None or p == 2:
        s = svdvals(x)
        return s[..., 0] / s[..., -1]
    if p == -2:
        s = svdvals(x)
        r = s[..., -1] / s[..., 0]
    else:
        if s_[-2] != s_[-1]:
            raise ValueError(f"jnp.linalg.cond: for p={p!r}, array must be square; got "
                             f"arr.shape={s_}")
        r = norm(x, ord=p, axis=(-2, -1)) * norm(inv(x), ord=p, axis=(-2, -1))
    nan_free = ufuncs.logical_not(reductions.any(ufuncs.isnan(x), axis=(-2, -1)))
    return ufuncs.where(ufuncs.logical_and(ufuncs.isnan(r), nan_free), np.inf, r)


def multi_dot(arrays, *, precision=None):
    """The product of a chain of matrices (the first and last may be vectors)."""
    arrs = [asarray(a) for a in arrays]
    if len(arrs) < 2:
        raise ValueError(f"multi_dot requires at least two arrays; got "
                         f"len(arrays)={len(arrs)}")
    nds = [aval_of(a).ndim for a in arrs]
    if not (nds[0] in (1, 2) and nds[-1] in (1, 2) and all(n == 2 for n in nds[1:-1])):
        raise ValueError("multi_dot: input arrays must all be two-dimensional, except for"
                         " the first and last array which may be 1 or 2 dimensional."
                         f" Got array shapes {[shape(a) for a in arrs]}")
    if any(shape(a)[-1] != shape(b)[0] for a, b in zip(arrs[:-1], arrs[1:])):
        raise ValueError("multi_dot: last dimension of each array must match first dimension"
                         f" of following array. Got array shapes {[shape(a) for a in arrs]}")
    out = arrs[0]
    for b in arrs[1:]:
        out = linalg_ops.matmul(out, b, precision=precision)
    return out


def tensorinv(a, ind=2):
    """The inverse of ``a`` seen as a matrix of its first ``ind`` axes by the others, shaped
    back as a.shape[ind:] + a.shape[:ind]."""
    a = asarray(a)
    ind = operator.index(ind)
    if ind <= 0:
        raise ValueError(f"ind must be a positive integer; got ind={ind}")
    contracting, batch = shape(a)[:ind], shape(a)[ind:]
    flat = (int(np.prod(contracting)), int(np.prod(batch)))
    if flat[0] != flat[1]:
        raise ValueError("tensorinv is only possible when the product of the first"
                         " `ind` dimensions equals that of the remaining dimensions."
                         f" got arr.shape={shape(a)} with ind={ind}.")
    return lax.reshape(inv(lax.reshape(a, flat)), (*batch, *contracting))


def tensorsolve(a, b, axes=None):
    """The x with tensordot(a, x, x.ndim) == b (``axes`` of a moved to the end first)."""
    a, b = asarray(a), asarray(b)
    if axes is not None:
        a = shape_ops.moveaxis(a, axes, len(axes) * (aval_of(a).ndim - 1,))
    out_shape = shape(a)[aval_of(b).ndim:]
    if shape(a)[:aval_of(b).ndim] != shape(b):
        raise ValueError("After moving axes to end, leading shape of a must match shape of b."
                         f" got a.shape={shape(a)}, b.shape={shape(b)}")
    size = int(np.prod(shape(b)))
    if size != int(np.prod(out_shape)):
        raise ValueError("Input arrays must have prod(a.shape[:b.ndim]) == "
                         f"prod(a.shape[b.ndim:]); got a.shape={shape(a)}, "
                         f"b.ndim={aval_of(b).ndim}.")
    a = lax.reshape(a, (size, int(np.prod(out_shape))))
    return lax.reshape(solve(a, lax.reshape(b, (size,))), out_shape)


def vecdot(x1, x2, /, *, axis=-1, precision=None, preferred_element_type=None):
    """sum(conj(x1) * x2) along ``axis`` (jnp.vecdot)."""
    return linalg_ops.vecdot(x1, x2, axis=axis, precision=precision,
                             preferred_element_type=preferred_element_type)


def tensordot(x1, x2, /, *, axes=2, precision=None, preferred_element_type=None):
    """jnp.tensordot with the array API's keyword-only ``axes``."""
    return linalg_ops.tensordot(x1, x2, axes, precision=precision,
                                preferred_element_type=preferred_element_type)
