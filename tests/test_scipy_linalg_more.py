"""hostcall.scipy.linalg's special matrices, solvers and decompositions against
scipy.linalg; jit, vmap and grad where JAX supports them."""
import numpy as np
import pytest
import scipy.linalg as sl

import hostcall
from hostcall.scipy import linalg as L
from hostcall.test_util import check_grads

RS = np.random.RandomState(1)
A = RS.randn(4, 4).astype(np.float32)
SPD = (A @ A.T + np.eye(4)).astype(np.float32)
POLY = np.array([1.0, -16, 86, -176, 105, 3, 7])


@pytest.mark.parametrize("name", ["toeplitz", "hankel", "circulant", "companion", "fiedler",
                                  "fiedler_companion"])
def test_matrices_of_a_vector_match_scipy(name):
    np.testing.assert_allclose(np.asarray(getattr(L, name)(POLY)), getattr(sl, name)(POLY),
                               rtol=1e-6)


def test_matrices_of_two_vectors_and_of_a_size():
    np.testing.assert_array_equal(L.toeplitz([1, 2, 3], [1, 5, 6, 7]),
                                  sl.toeplitz([1, 2, 3], [1, 5, 6, 7]))
    np.testing.assert_array_equal(L.hankel([1, 2, 3], [3, 5, 6, 7]),
                                  sl.hankel([1, 2, 3], [3, 5, 6, 7]))
    np.testing.assert_allclose(L.leslie([.1, 2, 1], [.2, .8]), sl.leslie([.1, 2, 1], [.2, .8]),
                               rtol=1e-6)
    for kind in ("symmetric", "lower", "upper"):
        np.testing.assert_array_equal(L.pascal(5, kind), sl.pascal(5, kind))
        np.testing.assert_array_equal(L.invpascal(5, kind), sl.invpascal(5, kind))
    np.testing.assert_allclose(L.hilbert(4), sl.hilbert(4), rtol=1e-6)
    np.testing.assert_allclose(L.invhilbert(4), sl.invhilbert(4), rtol=1e-5)
    np.testing.assert_allclose(L.helmert(5, full=True), sl.helmert(5, full=True), atol=1e-6)
    np.testing.assert_array_equal(L.hadamard(8), sl.hadamard(8))
    np.testing.assert_allclose(L.dft(5, "sqrtn"), sl.dft(5, "sqrtn"), atol=1e-6)
    for mode in ("full", "same", "valid"):
        np.testing.assert_array_equal(L.convolution_matrix([1.0, 2, 3], 5, mode),
                                      sl.convolution_matrix([1.0, 2, 3], 5, mode))
    with pytest.raises(ValueError):
        L.hadamard(6)


def test_toeplitz_batches_under_vmap_and_differentiates():
    out = hostcall.vmap(L.toeplitz)(np.arange(6.0, dtype=np.float32).reshape(2, 3))
    np.testing.assert_array_equal(out[1], sl.toeplitz([3.0, 4, 5]))
    check_grads(lambda c: L.toeplitz(c, c[::-1]), (np.array([1.0, 2, 3], np.float32),),
                order=1, modes=["rev"])


def test_solvers_and_factorizations_match_scipy():
    b = A[:, :2]
    np.testing.assert_allclose(L.solve(SPD, b, assume_a="pos"), np.linalg.solve(SPD, b),
                               rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(L.solve(A, b), np.linalg.solve(A, b), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(float(L.det(A)), np.linalg.det(A), rtol=1e-5)
    np.testing.assert_allclose(L.inv(A), np.linalg.inv(A), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(L.eigh(SPD, SPD + np.eye(4), eigvals_only=True),
                               sl.eigh(SPD, SPD + np.eye(4), eigvals_only=True), rtol=1e-5)
    w, v = L.eigh(SPD)
    np.testing.assert_allclose(np.asarray(v) @ np.diag(w) @ np.asarray(v).T, SPD, atol=1e-4)
    np.testing.assert_allclose(
        L.eigh_tridiagonal(np.array([1.0, 2, 3, 4]), np.array([1.0, 1, 1]), eigvals_only=True),
        [0.2547188, 1.8227171, 3.1772828, 4.745281], rtol=1e-5)              # JAX's example
    u, s, vh = L.svd(A)
    np.testing.assert_allclose(np.asarray(u) * np.asarray(s) @ np.asarray(vh), A, atol=1e-5)
    q, r = L.qr(A[:, :3])
    assert q.shape == (4, 4) and r.shape == (4, 3)
    np.testing.assert_allclose(np.asarray(q) @ np.asarray(r), A[:, :3], atol=1e-5)
    assert L.qr(A[:, :3], mode="economic")[0].shape == (4, 3)
    assert len(L.qr(A, mode="r")) == 1
    np.testing.assert_allclose(L.qr_multiply(A, A[:2], "right")[0],
                               sl.qr_multiply(A, A[:2], "right")[0], atol=1e-5)


def test_polar_hessenberg_sylvester_frechet_match_scipy():
    for side in ("right", "left"):
        u, p = L.polar(A, side)
        su, sp = sl.polar(A, side)
        np.testing.assert_allclose(u, su, atol=2e-5)
        np.testing.assert_allclose(p, sp, atol=2e-5)
    h, q = L.hessenberg(A, calc_q=True)
    np.testing.assert_allclose(h, sl.hessenberg(A), atol=1e-5)
    np.testing.assert_allclose(np.asarray(q) @ np.asarray(h) @ np.asarray(q).T, A, atol=1e-5)
    np.testing.assert_allclose(hostcall.jit(L.hessenberg)(A), sl.hessenberg(A), atol=1e-5)
    np.testing.assert_allclose(L.solve_sylvester(A, SPD, A), sl.solve_sylvester(A, SPD, A),
                               rtol=1e-4, atol=1e-4)
    e, f = L.expm_frechet(A * 0.3, SPD * 0.1)
    se, sf = sl.expm_frechet(A * 0.3, SPD * 0.1)
    np.testing.assert_allclose(e, se, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(f, sf, rtol=1e-4, atol=1e-5)


def test_sqrtm_matches_scipy_and_squares_back():
    for a in (SPD, np.array([[1.0, 2], [-3, 1]], np.float32), A + 4 * np.eye(4, dtype=np.float32)):
        s = np.asarray(L.sqrtm(a))
        assert s.dtype == np.complex64                       # complex, as JAX's
        np.testing.assert_allclose(s, sl.sqrtm(a), atol=2e-5)
        np.testing.assert_allclose(s @ s, a, atol=2e-5)
    got = hostcall.jit(L.sqrtm)(np.array([[1.0, 2], [-3, 1]], np.float32))
    np.testing.assert_allclose(np.asarray(got), sl.sqrtm(np.array([[1.0, 2], [-3, 1]])), atol=1e-5)
