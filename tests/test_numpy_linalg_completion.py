"""jax.numpy.linalg's remaining names: eig / eigvals (a host callback of numpy's eig, with
JAX's eigenvalue derivative), cond, svdvals, multi_dot, tensorinv, tensorsolve, vecdot and
tensordot, against numpy."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall.test_util import check_grads

R = np.random.RandomState(0)
A = np.array([[2.0, 1, 0], [1, 3, 1], [0, 1, 4]], np.float32)
B = np.array([[0.0, 1], [-2, -3]], np.float32)


def _sorted(w):
    w = np.asarray(w)
    return w[np.lexsort((w.imag, w.real))]


def test_eigvals_and_eig_eager_jit_vmap():
    np.testing.assert_allclose(_sorted(jnp.linalg.eigvals(B)), [-2, -1], atol=1e-5)
    rot = np.array([[0.0, -1.0], [1.0, 0.0]], np.float32)
    got = hostcall.jit(jnp.linalg.eigvals)(rot)
    assert got.dtype == np.complex64
    np.testing.assert_allclose(_sorted(got), [-1j, 1j], atol=1e-6)
    w, v = jnp.linalg.eig(B)
    np.testing.assert_allclose(np.asarray(B) @ np.asarray(v), np.asarray(v) * np.asarray(w),
                               atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(np.asarray(v), axis=0), [1, 1], atol=1e-6)
    batched = hostcall.vmap(jnp.linalg.eigvals)(np.stack([B, 2 * B]))
    np.testing.assert_allclose(np.sort(np.asarray(batched).real, axis=1),
                               [[-2, -1], [-4, -2]], atol=1e-5)
    with pytest.raises(ValueError, match="square"):
        jnp.linalg.eigvals(np.ones((2, 3)))


def test_eigvals_derivative_is_jax_rule_and_eig_vectors_have_none():
    # d sum(eigvals) / dA = I (the trace); the full rule against finite differences
    g = hostcall.grad(lambda a: jnp.linalg.eigvals(a).real.sum())(B)
    np.testing.assert_allclose(g, np.eye(2), atol=1e-5)
    check_grads(lambda a: jnp.linalg.eigvals(a).real * jnp.arange(1.0, 3.0), (B,), order=1,
                modes=["fwd"], atol=1e-2, rtol=1e-2)
    with pytest.raises(NotImplementedError, match="eigenvectors"):
        hostcall.jvp(lambda a: jnp.linalg.eig(a)[1], (B,), (B,))


def test_cond_svdvals_multi_dot():
    np.testing.assert_allclose(jnp.linalg.cond(A), np.linalg.cond(A), rtol=1e-5)
    np.testing.assert_allclose(jnp.linalg.cond(A, 1), np.linalg.cond(A, 1), rtol=1e-5)
    np.testing.assert_allclose(jnp.linalg.cond(A, "fro"), np.linalg.cond(A, "fro"), rtol=1e-5)
    np.testing.assert_allclose(jnp.linalg.cond(A, -2), np.linalg.cond(A, -2), rtol=1e-5)
    with pytest.raises(ValueError, match="at least 2D"):
        jnp.linalg.cond(np.ones(3))
    np.testing.assert_allclose(jnp.linalg.svdvals(A), np.linalg.svd(A, compute_uv=False),
                               rtol=1e-5)
    v = A[0]
    np.testing.assert_allclose(jnp.linalg.multi_dot([v, A, A, v]),
                               np.linalg.multi_dot([v, A, A, v]), rtol=1e-5)
    np.testing.assert_allclose(hostcall.jit(lambda a: jnp.linalg.multi_dot([a, a, a]))(A),
                               A @ A @ A, rtol=1e-5)
    with pytest.raises(ValueError, match="at least two arrays"):
        jnp.linalg.multi_dot([A])


def test_tensorinv_tensorsolve_vecdot_tensordot():
    t = R.randn(4, 6, 24).astype(np.float32)
    np.testing.assert_allclose(jnp.linalg.tensorinv(t), np.linalg.tensorinv(t), atol=1e-3)
    with pytest.raises(ValueError, match="tensorinv is only possible"):
        jnp.linalg.tensorinv(np.ones((2, 3)), 1)
    a = R.randn(2, 3, 6).astype(np.float32)
    b = R.randn(2, 3).astype(np.float32)
    np.testing.assert_allclose(jnp.linalg.tensorsolve(a, b), np.linalg.tensorsolve(a, b),
                               atol=1e-3)
    x, y = R.randn(3, 4).astype(np.float32), R.randn(4).astype(np.float32)
    np.testing.assert_allclose(jnp.linalg.vecdot(x, y), x @ y, rtol=1e-5)
    np.testing.assert_allclose(jnp.linalg.tensordot(x, y, axes=1), np.tensordot(x, y, 1),
                               rtol=1e-5)
    # forward mode: the vjp of jnp.linalg.inv's LU loop fails in IREE's runtime today
    # (command_buffer copy_buffer OUT_OF_RANGE), as for jnp.linalg.inv itself
    check_grads(lambda m: jnp.linalg.tensorinv(m, 1), (A,), order=1, modes=["fwd"],
                atol=1e-2, rtol=1e-2)
