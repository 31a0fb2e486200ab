"""jnp.linalg.eigh (Jacobi), eigvalsh, svd, pinv, lstsq, matrix_rank, matrix_power against
numpy.linalg; eigh's derivative against central differences; jit and vmap against eager."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp

RS = np.random.RandomState(0)


def _sym(n, seed=0):
    a = np.random.RandomState(seed).randn(n, n).astype(np.float32)
    return (a + a.T) / 2


@pytest.mark.parametrize("n", [1, 2, 3, 6, 9])
def test_eigh_matches_numpy(n):
    a = _sym(n, n)
    w, v = jnp.linalg.eigh(a)
    w, v = np.asarray(w), np.asarray(v)
    np.testing.assert_allclose(w, np.linalg.eigvalsh(a), rtol=1e-5, atol=2e-6 * n)
    np.testing.assert_allclose(a @ v, v * w, atol=1e-5 * n)
    np.testing.assert_allclose(v.T @ v, np.eye(n), atol=2e-6 * n)
    np.testing.assert_allclose(np.asarray(jnp.linalg.eigvalsh(a)), w, rtol=1e-6, atol=1e-6)


def test_eigh_repeated_eigenvalues_uplo_and_diagonal():
    d = np.diag([3.0, 1.0, 1.0, -2.0]).astype(np.float32)
    w, v = jnp.linalg.eigh(d)
    np.testing.assert_allclose(np.asarray(w), [-2, 1, 1, 3])
    np.testing.assert_allclose(d @ np.asarray(v), np.asarray(v) * np.asarray(w), atol=1e-6)
    a = _sym(4)
    lower_only = np.tril(a) + np.triu(RS.randn(4, 4).astype(np.float32), 1)
    np.testing.assert_allclose(
        np.asarray(jnp.linalg.eigh(lower_only, UPLO="L", symmetrize_input=False)[0]),
        np.linalg.eigvalsh(a), rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match="eigh"):
        jnp.linalg.eigh(np.ones((2, 3)))


def test_eigh_jit_and_vmap():
    stack = np.stack([_sym(4, s) for s in range(3)])
    want = np.linalg.eigvalsh(stack)
    np.testing.assert_allclose(np.asarray(jnp.linalg.eigh(stack)[0]), want, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(np.asarray(hostcall.jit(jnp.linalg.eigvalsh)(stack)), want,
                               rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(np.asarray(hostcall.vmap(jnp.linalg.eigvalsh)(stack)), want,
                               rtol=1e-5, atol=1e-5)


def _fd(f, x, eps=1e-3):
    """Central differences of f at x, entry by entry (f compiled once: 2 * x.size calls)."""
    f = hostcall.jit(f)
    x = np.asarray(x, np.float64)
    g = np.zeros_like(x)
    for idx in np.ndindex(*x.shape):
        e = np.zeros_like(x)
        e[idx] = eps
        g[idx] = (float(f((x + e).astype(np.float32))) - float(f((x - e).astype(np.float32)))) / (2 * eps)
    return g


def test_eigh_gradients_distinct_eigenvalues():
    a = _sym(4, 7)
    weights = np.array([1.0, -2.0, 0.5, 3.0], np.float32)

    def values(m):
        return jnp.sum(jnp.linalg.eigh(m)[0] * weights)

    def top_projector(m):          # sign-invariant function of an eigenvector
        v = jnp.linalg.eigh(m)[1][:, -1]
        return jnp.sum(jnp.outer(v, v) * np.arange(16.0).reshape(4, 4))

    for f in (values, top_projector):
        g = np.asarray(hostcall.grad(f)(a))
        fd = _fd(f, a)
        # eigh symmetrizes its input: compare the symmetric parts
        np.testing.assert_allclose((g + g.T) / 2, (fd + fd.T) / 2, rtol=2e-2, atol=2e-2)
    _, tangent = hostcall.jvp(values, (a,), (np.eye(4, dtype=np.float32),))
    np.testing.assert_allclose(float(tangent), weights.sum(), rtol=1e-4)   # shift by I


@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (4, 4), (2, 4, 3)])
def test_svd_pinv_matrix_rank(shape):
    a = RS.randn(*shape).astype(np.float32)
    u, s, vh = jnp.linalg.svd(a, full_matrices=False)
    np.testing.assert_allclose(np.asarray(s), np.linalg.svd(a, compute_uv=False), rtol=1e-4,
                               atol=1e-5)
    np.testing.assert_allclose(np.asarray(u) * np.asarray(s)[..., None, :] @ np.asarray(vh), a,
                               atol=1e-4)
    np.testing.assert_allclose(np.asarray(jnp.linalg.svd(a, compute_uv=False)),
                               np.linalg.svd(a, compute_uv=False), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(np.asarray(jnp.linalg.pinv(a)), np.linalg.pinv(a), rtol=1e-3,
                               atol=1e-4)
    np.testing.assert_array_equal(np.asarray(jnp.linalg.matrix_rank(a)), np.linalg.matrix_rank(a))


def test_matrix_rank_deficient_and_lstsq():
    low = np.outer(np.arange(1.0, 5.0), np.arange(1.0, 4.0)).astype(np.float32)
    assert int(jnp.linalg.matrix_rank(low)) == 1
    a = RS.randn(6, 3).astype(np.float32)
    b = RS.randn(6, 2).astype(np.float32)
    x, res, rank, s = jnp.linalg.lstsq(a, b)
    xn, resn, rankn, sn = np.linalg.lstsq(a, b, rcond=None)
    np.testing.assert_allclose(np.asarray(x), xn, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(np.asarray(res), resn, rtol=1e-4)
    assert int(rank) == rankn
    np.testing.assert_allclose(np.asarray(s), sn, rtol=1e-4)
    x1 = jnp.linalg.lstsq(a, b[:, 0])[0]
    np.testing.assert_allclose(np.asarray(x1), xn[:, 0], rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("k", [0, 1, 2, 5, -1, -3])
def test_matrix_power(k):
    m = (RS.randn(2, 3, 3) / 2 + np.eye(3)).astype(np.float32)
    np.testing.assert_allclose(np.asarray(jnp.linalg.matrix_power(m, k)),
                               np.linalg.matrix_power(m, k), rtol=1e-4, atol=1e-5)
    with pytest.raises(TypeError, match="integer"):
        jnp.linalg.matrix_power(m, 1.5)
