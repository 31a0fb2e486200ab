"""hostcall.scipy.linalg against scipy.linalg, and jnp.einsum with any number of operands,
"..." and repeated letters against numpy.einsum; derivatives by central differences, jit
and vmap against eager."""
import numpy as np
import pytest
import scipy.linalg as sl

import hostcall
import hostcall.numpy as jnp
from hostcall.scipy import linalg
from hostcall.test_util import check_grads

RS = np.random.RandomState(0)
A = RS.randn(4, 4).astype(np.float32)
B = RS.randn(4, 2).astype(np.float32)
LOWER = np.tril(A) + 4 * np.eye(4, dtype=np.float32)
UPPER = np.triu(A) + 4 * np.eye(4, dtype=np.float32)
SPD = (A @ A.T + np.eye(4)).astype(np.float32)


def _fd_grad(f, x, eps=1e-3):
    x = np.asarray(x, np.float64)
    g = np.zeros_like(x)
    for idx in np.ndindex(*x.shape):
        e = np.zeros_like(x)
        e[idx] = eps
        g[idx] = (float(f((x + e).astype(np.float32))) - float(f((x - e).astype(np.float32)))) / (2 * eps)
    return g


# -------------------------------------------------------------------- einsum
@pytest.mark.parametrize("subscripts, shapes", [
    ("ij,jk,kl->il", [(3, 4), (4, 5), (5, 2)]),
    ("ij,jk,kl", [(3, 4), (4, 5), (5, 2)]),
    ("i,i,i->", [(4,), (4,), (4,)]),
    ("bij,bjk,bkl->bl", [(2, 3, 4), (2, 4, 5), (2, 5, 6)]),
    ("ij,ij,ij->i", [(3, 4)] * 3),
    ("ab,bc,cd,de->ae", [(2, 3), (3, 4), (4, 5), (5, 2)]),
    ("ii->i", [(3, 3)]),
    ("ii", [(3, 3)]),
    ("iij->j", [(3, 3, 2)]),
    ("jii->ij", [(2, 3, 3)]),
    ("...ij,...jk->...ik", [(2, 1, 3, 4), (5, 4, 2)]),
    ("ij...->...", [(2, 3, 4)]),
    ("...ij->...", [(2, 3, 4)]),
    ("i...,...->i...", [(2, 3), (3,)]),
])
def test_einsum_matches_numpy(subscripts, shapes):
    ops = [RS.randn(*s).astype(np.float32) for s in shapes]
    np.testing.assert_allclose(np.asarray(jnp.einsum(subscripts, *ops)),
                               np.einsum(subscripts, *ops), rtol=1e-5, atol=1e-5)


def test_einsum_optimize_accepted_jit_and_grad():
    x, y, z = (RS.randn(*s).astype(np.float32) for s in [(3, 4), (4, 5), (5, 3)])
    want = np.einsum("ij,jk,ki->", x, y, z)
    got = hostcall.jit(lambda a, b, c: jnp.einsum("ij,jk,ki->", a, b, c, optimize="greedy"))(x, y, z)
    np.testing.assert_allclose(float(got), want, rtol=1e-5)
    g = np.asarray(hostcall.grad(lambda b: jnp.einsum("ij,jk,ki->", x, b, z))(y))
    np.testing.assert_allclose(g, (z @ x).T, rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match="einsum"):
        jnp.einsum("ij,jk->ik", x)


# ---------------------------------------------------------- solve_triangular
@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("trans", [0, 1, 2, "T"])
@pytest.mark.parametrize("unit_diagonal", [False, True])
def test_solve_triangular_matches_scipy(lower, trans, unit_diagonal):
    t = LOWER if lower else UPPER
    got = linalg.solve_triangular(t, B, trans=trans, lower=lower, unit_diagonal=unit_diagonal)
    want = sl.solve_triangular(t, B, trans=trans, lower=lower, unit_diagonal=unit_diagonal)
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-6)
    # only the named triangle is read
    noisy = t + (np.triu(A, 1) if lower else np.tril(A, -1))
    np.testing.assert_allclose(np.asarray(linalg.solve_triangular(
        noisy, B, trans=trans, lower=lower, unit_diagonal=unit_diagonal)), want, rtol=1e-5, atol=1e-6)


def test_solve_triangular_vector_batched_jit_vmap_and_grads():
    v = B[:, 0]
    np.testing.assert_allclose(np.asarray(linalg.solve_triangular(LOWER, v, lower=True)),
                               sl.solve_triangular(LOWER, v, lower=True), rtol=1e-5)
    stack = np.stack([LOWER, LOWER * 2])
    want = np.stack([sl.solve_triangular(m, B, lower=True) for m in stack])
    np.testing.assert_allclose(np.asarray(linalg.solve_triangular(stack, np.stack([B, B]),
                                                                  lower=True)), want, rtol=1e-5)
    # as JAX: b with one axis fewer than a is a stack of vectors
    vectors = linalg.solve_triangular(stack, np.stack([B[:, 0], B[:, 1]]), lower=True)
    np.testing.assert_allclose(np.asarray(vectors), np.stack([want[0][:, 0], want[1][:, 1]]),
                               rtol=1e-5)
    f = hostcall.jit(lambda a, b: linalg.solve_triangular(a, b, lower=True))
    np.testing.assert_allclose(np.asarray(f(LOWER, B)), want[0], rtol=1e-5)
    np.testing.assert_allclose(np.asarray(hostcall.vmap(f, in_axes=(0, None))(stack, B)), want,
                               rtol=1e-5)

    def loss_a(a):
        return jnp.sum(linalg.solve_triangular(a, B, lower=True) * np.arange(8.0).reshape(4, 2))

    def loss_b(b):
        return jnp.sum(linalg.solve_triangular(UPPER, b, trans=1) ** 2)

    np.testing.assert_allclose(np.tril(np.asarray(hostcall.grad(loss_a)(LOWER))),
                               np.tril(_fd_grad(loss_a, LOWER)), rtol=2e-2, atol=2e-3)
    np.testing.assert_allclose(np.asarray(hostcall.grad(loss_b)(B)), _fd_grad(loss_b, B),
                               rtol=2e-2, atol=2e-3)
    tangent = np.asarray(hostcall.jvp(loss_b, (B,), (np.ones_like(B),))[1])
    np.testing.assert_allclose(tangent, _fd_grad(loss_b, B).sum(), rtol=2e-2)


# ---------------------------------------------------------------- cholesky
def test_cholesky_cho_factor_cho_solve():
    np.testing.assert_allclose(np.asarray(linalg.cholesky(SPD)), sl.cholesky(SPD), rtol=1e-5,
                               atol=1e-6)
    np.testing.assert_allclose(np.asarray(linalg.cholesky(SPD, lower=True)),
                               sl.cholesky(SPD, lower=True), rtol=1e-5, atol=1e-6)
    for lower in (False, True):
        c = linalg.cho_factor(SPD, lower=lower)
        assert c[1] is lower
        np.testing.assert_allclose(np.asarray(linalg.cho_solve(c, B)), np.linalg.solve(SPD, B),
                                   rtol=1e-4, atol=1e-5)

    def loss(m):
        return jnp.sum(linalg.cholesky((m + m.T) / 2) * np.arange(16.0).reshape(4, 4))

    np.testing.assert_allclose(np.asarray(hostcall.grad(loss)(SPD)), _fd_grad(loss, SPD),
                               rtol=2e-2, atol=5e-3)


# ---------------------------------------------------------------------- LU
@pytest.mark.parametrize("shape", [(4, 4), (3, 5), (5, 3)])
def test_lu_matches_scipy(shape):
    m = RS.randn(*shape).astype(np.float32)
    p, l, u = linalg.lu(m)
    pn, ln, un = sl.lu(m)
    np.testing.assert_array_equal(np.asarray(p), pn)
    np.testing.assert_allclose(np.asarray(l), ln, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(np.asarray(u), un, rtol=1e-5, atol=1e-6)
    pl, u2 = linalg.lu(m, permute_l=True)
    np.testing.assert_allclose(np.asarray(pl) @ np.asarray(u2), m, rtol=1e-5, atol=1e-5)


def test_lu_factor_and_lu_solve():
    lu, piv = linalg.lu_factor(A)
    lun, pivn = sl.lu_factor(A)
    np.testing.assert_allclose(np.asarray(lu), lun, rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(np.asarray(piv), pivn)
    for trans in (0, 1):
        np.testing.assert_allclose(np.asarray(linalg.lu_solve((lu, piv), B, trans=trans)),
                                   sl.lu_solve((lun, pivn), B, trans=trans), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(np.asarray(linalg.lu_solve((lu, piv), B[:, 0])),
                               np.linalg.solve(A, B[:, 0]), rtol=1e-4, atol=1e-5)
    jitted = hostcall.jit(linalg.lu_factor)(A)
    np.testing.assert_allclose(np.asarray(jitted[0]), lun, rtol=1e-5, atol=1e-6)


# --------------------------------------------------------------- expm, block_diag
@pytest.mark.parametrize("scale", [0.0, 0.1, 1.0, 5.0, 20.0])
def test_expm_matches_scipy(scale):
    m = (scale * RS.randn(4, 4) / 4).astype(np.float32)
    want = sl.expm(m.astype(np.float64))
    np.testing.assert_allclose(np.asarray(linalg.expm(m)), want, rtol=2e-5 * max(1, scale),
                               atol=1e-5 * np.abs(want).max())


def test_expm_batched_and_jvp():
    ms = (RS.randn(3, 3, 3) / 2).astype(np.float32)
    np.testing.assert_allclose(np.asarray(linalg.expm(ms)), np.stack([sl.expm(m) for m in ms]),
                               rtol=1e-4, atol=1e-5)
    d = RS.randn(3, 3).astype(np.float32)
    _, tangent = hostcall.jvp(linalg.expm, (ms[0],), (d,))
    fd = (sl.expm(ms[0] + 1e-3 * d) - sl.expm(ms[0] - 1e-3 * d)) / 2e-3
    np.testing.assert_allclose(np.asarray(tangent), fd, rtol=1e-2, atol=1e-3)



@pytest.mark.parametrize("scale", [0.3, 4.0])
def test_expm_gradient_is_the_adjoint_frechet_derivative(scale):
    # d/dA sum(W * expm(A)) = L(A^T, W), scipy's Frechet derivative at the transpose;
    # scale 4 needs squarings, so the gradient goes through the squaring loop
    a = (scale * RS.randn(3, 3) / 3).astype(np.float32)
    w = RS.randn(3, 3).astype(np.float32)
    want = sl.expm_frechet(a.T.astype(np.float64), w.astype(np.float64), compute_expm=False)
    loss = lambda m: jnp.sum(w * linalg.expm(m))  # noqa: E731
    for g in (hostcall.grad(loss), hostcall.jit(hostcall.grad(loss))):
        np.testing.assert_allclose(np.asarray(g(a)), want, rtol=1e-4,
                                   atol=1e-5 * np.abs(want).max())
    check_grads(linalg.expm, (a,), order=1, modes=["rev"], rtol=2e-2)
    per = hostcall.vmap(hostcall.grad(loss))(np.stack([a, a / 2]))
    np.testing.assert_allclose(np.asarray(per[0]), want, rtol=1e-4,
                               atol=1e-5 * np.abs(want).max())

def test_block_diag():
    parts = (np.ones((2, 2)), 3 * np.ones((1, 3)), np.array(5.0), np.arange(2.0))
    np.testing.assert_array_equal(np.asarray(linalg.block_diag(*parts)), sl.block_diag(*parts))
    with pytest.raises(ValueError, match="block_diag"):
        linalg.block_diag(np.ones((2, 2, 2)))
