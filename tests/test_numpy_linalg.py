"""hostcall.numpy.linalg: norms, det/slogdet, inv/solve, cholesky and the array-API helpers.

Each group runs eagerly and compiled (one shared jitted function per group, since compiles
are the cost) and is compared with numpy.linalg on fixed seeded float32 inputs: values,
shapes and dtypes (as JAX gives them). numpy computes float32 linear algebra in float64,
so the tolerances are float32's.
"""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall.numpy import linalg

# numpy's own negative-order vector norms of a vector with a zero warn (1 / 0)
pytestmark = pytest.mark.filterwarnings("ignore:divide by zero encountered:RuntimeWarning")

F32 = np.dtype(np.float32)
inf = np.inf


def _check(got, want, what="", rtol=2e-5, atol=2e-5):
    """Same shape and dtype; close values (NaN matches NaN)."""
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape, (what, got.shape, want.shape)
    assert got.dtype == want.dtype, (what, got.dtype, want.dtype)
    np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=rtol,
                               atol=atol, err_msg=str(what))


def _check_dict(got, want, **tol):
    assert set(got) == set(want)
    for k in want:
        _check(got[k], want[k], k, **tol)


def _well_conditioned(rng, shape):
    """Random float32 matrices plus n * I (diagonally dominant enough to solve stably)."""
    n = shape[-1]
    return (rng.standard_normal(shape) + n * np.eye(n)).astype(np.float32)


# ------------------------------------------------------------------ norms
def _norms(x, v):
    m = x[0]
    return {
        "all_default": linalg.norm(x),
        "all_default_keepdims": linalg.norm(x, keepdims=True),
        "vec_default": linalg.norm(v),
        "vec_1": linalg.norm(v, 1),
        "vec_inf": linalg.norm(v, inf),
        "vec_-inf": linalg.norm(v, -inf),
        "vec_0": linalg.norm(v, 0),
        "vec_3": linalg.norm(v, 3),
        "vec_-1": linalg.norm(v, -1),
        "vec_-2.5": linalg.norm(v, -2.5),
        "axis1_2": linalg.norm(x, 2, axis=1),
        "axis-1_1_keep": linalg.norm(x, 1, axis=-1, keepdims=True),
        "axis0_inf": linalg.norm(x, inf, axis=0),
        "axis2_0": linalg.norm(x, 0, axis=2),
        "mat_default": linalg.norm(m),
        "mat_fro": linalg.norm(m, "fro"),
        "mat_1": linalg.norm(m, 1),
        "mat_-1": linalg.norm(m, -1),
        "mat_inf": linalg.norm(m, inf),
        "mat_-inf": linalg.norm(m, -inf),
        "batch_fro": linalg.norm(x, "fro", axis=(1, 2)),
        "batch_1_keep": linalg.norm(x, 1, axis=(1, 2), keepdims=True),
        "batch_inf": linalg.norm(x, inf, axis=(1, 2)),
        "batch_-1_swapped": linalg.norm(x, -1, axis=(2, 1)),
        "batch_-inf_keep": linalg.norm(x, -inf, axis=(2, 0), keepdims=True),
        "vector_norm": linalg.vector_norm(x, axis=(0, 2)),
        "vector_norm_1_keep": linalg.vector_norm(x, axis=1, keepdims=True, ord=1),
        "vector_norm_all": linalg.vector_norm(x, ord=inf),
        "matrix_norm": linalg.matrix_norm(x),
        "matrix_norm_inf_keep": linalg.matrix_norm(x, keepdims=True, ord=inf),
    }


def _np_norms(x, v):
    n = np.linalg.norm
    m = x[0]
    out = {
        "all_default": n(x), "all_default_keepdims": n(x.ravel()).reshape(1, 1, 1),
        "vec_default": n(v), "vec_1": n(v, 1), "vec_inf": n(v, inf), "vec_-inf": n(v, -inf),
        "vec_0": n(v, 0), "vec_3": n(v, 3), "vec_-1": n(v, -1), "vec_-2.5": n(v, -2.5),
        "axis1_2": n(x, 2, axis=1), "axis-1_1_keep": n(x, 1, axis=-1, keepdims=True),
        "axis0_inf": n(x, inf, axis=0), "axis2_0": n(x, 0, axis=2),
        "mat_default": n(m), "mat_fro": n(m, "fro"), "mat_1": n(m, 1), "mat_-1": n(m, -1),
        "mat_inf": n(m, inf), "mat_-inf": n(m, -inf),
        "batch_fro": n(x, "fro", axis=(1, 2)),
        "batch_1_keep": n(x, 1, axis=(1, 2), keepdims=True),
        "batch_inf": n(x, inf, axis=(1, 2)), "batch_-1_swapped": n(x, -1, axis=(2, 1)),
        "batch_-inf_keep": n(x, -inf, axis=(2, 0), keepdims=True),
        "vector_norm": np.sqrt((x.astype(np.float64) ** 2).sum(axis=(0, 2))),
        "vector_norm_1_keep": np.abs(x).sum(axis=1, keepdims=True),
        "vector_norm_all": np.abs(x).max(),
        "matrix_norm": n(x, "fro", axis=(1, 2)),
        "matrix_norm_inf_keep": n(x, inf, axis=(1, 2), keepdims=True),
    }
    return {k: np.asarray(w, F32) for k, w in out.items()}


def test_norms_eager_and_jit():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 4, 5)).astype(np.float32)
    x[1, 2, 3] = 0.0
    v = rng.standard_normal(7).astype(np.float32)
    v[2] = 0.0
    want = _np_norms(x, v)
    _check_dict(_norms(x, v), want)
    _check_dict(hostcall.jit(_norms)(x, v), want)
    # integers promote to the default float
    _check(linalg.norm(np.array([3, 4], np.int32)), np.float32(5.0))
    _check(linalg.norm(np.array([[1, 2], [3, 4]], np.int32), 1), np.float32(6.0))


@pytest.mark.parametrize("ord_", [2, -2, "nuc"])
@pytest.mark.parametrize("axis", [(1, 2), (2, 1), (0, 2)])
@pytest.mark.parametrize("keepdims", [False, True])
def test_norms_of_singular_values(ord_, axis, keepdims):
    """The spectral norm, the smallest singular value and the nuclear norm, over any two
    axes, as numpy's."""
    x = np.random.default_rng(3).standard_normal((3, 4, 5)).astype(np.float32)
    got = np.asarray(hostcall.jit(lambda a: linalg.norm(a, ord_, axis, keepdims))(x))
    want = np.linalg.norm(x, ord_, axis, keepdims)
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=2e-4, atol=1e-5)
    np.testing.assert_allclose(np.asarray(linalg.norm(x[0], ord_)), np.linalg.norm(x[0], ord_),
                               rtol=2e-4, atol=1e-5)


def test_norm_errors():
    x = np.ones((2, 3, 3), np.float32)
    with pytest.raises(ValueError, match="invalid order 'fro' for vector norm"):
        linalg.norm(x[0, 0], "fro")
    with pytest.raises(ValueError, match="invalid order '3' for matrix norm"):
        linalg.norm(x[0], 3)
    with pytest.raises(ValueError, match="improper number of axes"):
        linalg.norm(x, 1)
    with pytest.raises(ValueError, match="matrix_norm"):
        linalg.matrix_norm(x[0, 0])


# --------------------------------------------- det, slogdet, inv, solve
def _solvers(a, b, bvec, odd):
    sign, logdet = linalg.slogdet(a)
    osign, ologdet = linalg.slogdet(odd)
    return {
        "det": linalg.det(a), "sign": sign, "logdet": logdet,
        "inv": linalg.inv(a),
        "solve_mat": linalg.solve(a, b),
        "solve_vec": linalg.solve(a, bvec),
        "solve_bcast": linalg.solve(a[0, 0], b),
        "det_odd": linalg.det(odd), "sign_odd": osign, "logdet_odd": ologdet,
    }


def _np_solvers(a, b, bvec, odd):
    sign, logdet = np.linalg.slogdet(a)
    nsign, nlogdet = np.linalg.slogdet(odd[1])
    out = {
        "det": np.linalg.det(a), "sign": sign, "logdet": logdet,
        "inv": np.linalg.inv(a),
        "solve_mat": np.linalg.solve(a, b),
        "solve_vec": np.linalg.solve(a, np.broadcast_to(bvec[:, None], a.shape[:-1] + (1,)))[
            ..., 0],
        "solve_bcast": np.linalg.solve(a[0, 0], b),
        # odd[0] is singular: det 0, slogdet (0, -inf)
        "det_odd": [0.0, np.linalg.det(odd[1])], "sign_odd": [0.0, nsign],
        "logdet_odd": [-inf, nlogdet],
    }
    return {k: np.asarray(w, F32) for k, w in out.items()}


def test_det_slogdet_inv_solve_eager_and_jit():
    rng = np.random.default_rng(1)
    a = _well_conditioned(rng, (2, 3, 4, 4))
    b = rng.standard_normal((2, 3, 4, 2)).astype(np.float32)
    bvec = rng.standard_normal(4).astype(np.float32)
    # rank 2 (row 1 is twice row 0), and one with a negative determinant (needs pivoting)
    singular = np.array([[1, 2, 3], [2, 4, 6], [1, 0, 1]], np.float32)
    negative = np.array([[0, 2, 1], [3, 1, 0], [1, 1, 1]], np.float32)
    assert np.linalg.det(negative) < 0
    args = (a, b, bvec, np.stack([singular, negative]))
    want = _np_solvers(*args)
    _check_dict(_solvers(*args), want, rtol=1e-4, atol=1e-5)
    _check_dict(hostcall.jit(_solvers)(*args), want, rtol=1e-4, atol=1e-5)
    # slogdet is a namedtuple like JAX's; integer input promotes to float32
    res = linalg.slogdet(np.array([[1, 2], [3, 4]], np.int32))
    assert type(res).__name__ == "SlogdetResult" and res._fields == ("sign", "logabsdet")
    _check(res.sign, np.float32(-1.0))
    _check(res.logabsdet, np.float32(np.log(2.0)))
    _check(linalg.det(np.array([[1, 2], [3, 4]], np.int32)), np.float32(-2.0))
    _check(linalg.solve(np.array([[2, 0], [0, 4]], np.int32), np.array([2, 2], np.int32)),
           np.array([1.0, 0.5], np.float32))


def test_solver_errors():
    sq = np.eye(3, dtype=np.float32)
    with pytest.raises(ValueError, match=r"det: .*\(3, 2\)"):
        linalg.det(np.ones((3, 2), np.float32))
    with pytest.raises(ValueError, match=r"slogdet: .*\(3,\)"):
        linalg.slogdet(np.ones(3, np.float32))
    with pytest.raises(ValueError, match=r"inv: .*\(2, 3, 4\)"):
        linalg.inv(np.ones((2, 3, 4), np.float32))
    with pytest.raises(ValueError, match=r"cholesky: .*\(2, 3\)"):
        linalg.cholesky(np.ones((2, 3), np.float32))
    with pytest.raises(ValueError, match=r"solve: left hand array .*\(3,\)"):
        linalg.solve(np.ones(3, np.float32), np.ones(3, np.float32))
    with pytest.raises(ValueError, match=r"solve: .*\(4, 3\)"):
        linalg.solve(np.ones((4, 3), np.float32), np.ones(4, np.float32))
    with pytest.raises(ValueError, match=r"solve: shapes \(3, 3\) and \(2,\)"):
        linalg.solve(sq, np.ones(2, np.float32))
    with pytest.raises(ValueError, match=r"solve: shapes \(3, 3\) and \(2, 2\)"):
        linalg.solve(sq, np.ones((2, 2), np.float32))
    with pytest.raises(ValueError, match=r"solve: the batch axes .*\(2, 3, 3\).*\(4, 3, 1\)"):
        linalg.solve(np.ones((2, 3, 3), np.float32), np.ones((4, 3, 1), np.float32))
    with pytest.raises(ValueError, match="Invalid shapes for solve"):
        linalg.solve(np.ones((2, 3, 3), np.float32), np.ones((2, 3), np.float32))


# ---------------------------------------------------------------- cholesky
def test_cholesky_eager_and_jit():
    rng = np.random.default_rng(2)
    m = rng.standard_normal((2, 4, 4)).astype(np.float32)
    spd = (m @ np.swapaxes(m, -1, -2) + 4 * np.eye(4)).astype(np.float32)
    not_pd = np.array([[1, 2], [2, 1]], np.float32)
    want_l = np.linalg.cholesky(spd).astype(np.float32)
    # JAX: a matrix that is not positive definite gives NaN on and below the diagonal
    want_bad = np.array([[np.nan, 0], [np.nan, np.nan]], np.float32)

    def f(spd, not_pd):
        return {"lower": linalg.cholesky(spd), "upper": linalg.cholesky(spd, upper=True),
                "not_pd": linalg.cholesky(not_pd)}

    want = {"lower": want_l, "upper": np.swapaxes(want_l, -1, -2), "not_pd": want_bad}
    _check_dict(f(spd, not_pd), want, rtol=1e-5, atol=1e-5)
    _check_dict(hostcall.jit(f)(spd, not_pd), want, rtol=1e-5, atol=1e-5)


# ----------------------------------------------------------- grad and vmap
def test_grad_of_det():
    rng = np.random.default_rng(3)
    a = _well_conditioned(rng, (4, 4))
    a[0] *= -1  # a negative determinant, to exercise the sign through the row swaps
    want = (np.linalg.det(a.astype(np.float64)) * np.linalg.inv(a.astype(np.float64)).T)
    # (importing the submodule above makes jnp.linalg available either way)
    g = hostcall.grad(lambda a: jnp.linalg.det(a))(a)
    _check(g, want.astype(F32), rtol=1e-4, atol=1e-4)


def test_vmap_of_solve_eager_and_jit():
    rng = np.random.default_rng(4)
    a = _well_conditioned(rng, (5, 3, 3))
    b = rng.standard_normal((5, 3)).astype(np.float32)
    want = np.linalg.solve(a, b[..., None])[..., 0]
    vsolve = hostcall.vmap(linalg.solve)
    _check(vsolve(a, b), want, rtol=1e-4, atol=1e-5)
    _check(hostcall.jit(vsolve)(a, b), want, rtol=1e-4, atol=1e-5)


# --------------------------------------------------------------- helpers
def _helpers(x, u, w):
    return {"trace": linalg.trace(x), "trace_off": linalg.trace(x, offset=1),
            "diagonal": linalg.diagonal(x), "diagonal_off": linalg.diagonal(x, offset=-1),
            "transpose": linalg.matrix_transpose(x), "matmul": linalg.matmul(x, u[:4]),
            "outer": linalg.outer(u, w), "cross": linalg.cross(x[..., :3], w)}


def test_array_api_helpers_eager_and_jit():
    rng = np.random.default_rng(5)
    x = rng.standard_normal((2, 3, 4)).astype(np.float32)
    u = rng.standard_normal(5).astype(np.float32)
    w = rng.standard_normal(3).astype(np.float32)
    want = {"trace": np.trace(x, axis1=-2, axis2=-1),
            "trace_off": np.trace(x, offset=1, axis1=-2, axis2=-1),
            "diagonal": np.diagonal(x, axis1=-2, axis2=-1),
            "diagonal_off": np.diagonal(x, offset=-1, axis1=-2, axis2=-1),
            "transpose": np.swapaxes(x, -1, -2), "matmul": x @ u[:4],
            "outer": np.outer(u, w), "cross": np.cross(x[..., :3], w)}
    _check_dict(_helpers(x, u, w), want)
    _check_dict(hostcall.jit(_helpers)(x, u, w), want)
    with pytest.raises(ValueError, match="outer"):
        linalg.outer(x, u)
    with pytest.raises(ValueError, match="cross"):
        linalg.cross(x, w)
    with pytest.raises(ValueError, match="matrix_transpose"):
        linalg.matrix_transpose(u)


def test_slogdet_and_det_in_x64_mode_under_jit(x64):
    """In x64 mode the parity count sums to int64 (numpy's rule for int32 sums); its
    remainder by 2 is taken in that type (it raised "rem requires arguments of the same
    dtype").  A matrix whose elimination swaps rows and has a negative pivot."""
    a = np.array([[0.0, 2, 1], [1, -1, 3], [2, 0, -1]]) * np.array([1, 1, -1])
    sign, logdet = hostcall.jit(jnp.linalg.slogdet)(a)
    want_sign, want_logdet = np.linalg.slogdet(a)
    assert np.asarray(sign).dtype == np.float64
    assert float(sign) == want_sign
    np.testing.assert_allclose(float(logdet), want_logdet, rtol=1e-14)
    np.testing.assert_allclose(float(hostcall.jit(jnp.linalg.det)(a)), np.linalg.det(a),
                               rtol=1e-14)
