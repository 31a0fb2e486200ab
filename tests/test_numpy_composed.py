"""hostcall.numpy's composed functions: arithmetic (logaddexp, ...), floating_point
(nan_to_num, ...), comparisons (isclose), diagonals (diagonal/trace/diag, tril/triu),
linalg_ops (kron, cross), ranges (meshgrid), nan_reductions, statistics (median, average)
and polynomial.

Each group runs eagerly and compiled and is compared with numpy (dtypes as JAX gives them);
the compiled runs of one group and dtype share ONE jitted function (compiles are the cost).
"""

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from numpy_checks import MATRIX, WITH_NAN_COLUMN
from numpy_checks import check as _check, check_all as _check_all, np_result as _np

# the eager rules are numpy's, which warn on inf - inf or sin(inf); JAX (and jit) do not
pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")

nan, inf = np.nan, np.inf
F32, I32 = np.dtype(np.float32), np.dtype(np.int32)


def _check_eager_and_compiled(program, want, *args):
    """``program`` eagerly and jitted, each against ``want`` and against each other; returns
    the eager results."""
    eager = program(*[jnp.asarray(x) for x in args])
    compiled = hostcall.jit(program)(*args)
    _check_all(eager, want)
    _check_all(compiled, want)
    _check_all(compiled, eager)
    return eager


# ------------------------------------------------------------------ elementwise
X = np.array([[-2.5, -0.0, 0.0, 1.5, nan, inf, -inf, 0.25],
              [3.0, -1.0, 0.5, nan, 2.0, -inf, 100.0, -100.0]], np.float32)
Y = np.array([[1.0, -3.0, -0.0, nan, inf, inf, -inf, 0.0],
              [-0.0, -1.0, 0.75, 1.0, nan, 5.0, 90.0, -100.0]], np.float32)
XI = np.array([[-3, 0, 2, 5], [7, -1, 0, 4]], np.int32)
YI = np.array([[1, -2, 0, 5], [-7, 3, 0, 0]], np.int32)
P = np.array([2.0, -1.0, 0.5], np.float32)


def _elementwise(x, y, p):
    return {
        "logaddexp": jnp.logaddexp(x, y), "logaddexp2": jnp.logaddexp2(x, y),
        "sinc": jnp.sinc(x), "nan_to_num": jnp.nan_to_num(x),
        "nan_to_num_vals": jnp.nan_to_num(x, nan=1.0, posinf=9.0, neginf=-9.0),
        "isclose": jnp.isclose(x, y), "isclose_atol": jnp.isclose(x, y, atol=1.0),
        "isclose_nan": jnp.isclose(x, y, equal_nan=True),
        "deg2rad": jnp.deg2rad(x), "radians": jnp.radians(x),
        "rad2deg": jnp.rad2deg(x), "degrees": jnp.degrees(x),
        "hypot": jnp.hypot(x, y), "copysign": jnp.copysign(x, y),
        "copysign_one": jnp.copysign(1.0, y), "heaviside": jnp.heaviside(x, y),
        "fmax": jnp.fmax(x, y), "fmin": jnp.fmin(x, y),
        "polyval": jnp.polyval(p, x),
    }


def _elementwise_ref(x, y, p):
    k = x.dtype
    fl = np.float32 if k.kind in "iu" else k       # JAX's float result for ints is float32
    x64, y64 = x.astype(np.float64), y.astype(np.float64)
    heav = _np(np.heaviside, x64, y64)   # NaN where x1 is NaN, as JAX and numpy
    info = np.finfo(fl)
    return {
        "logaddexp": _np(np.logaddexp, x64, y64, dtype=fl),
        "logaddexp2": _np(np.logaddexp2, x64, y64, dtype=fl),
        "sinc": _np(np.sinc, x64, dtype=fl),
        "nan_to_num": np.nan_to_num(x, posinf=info.max, neginf=info.min) if k.kind == "f"
        else x,
        "nan_to_num_vals": np.nan_to_num(x, nan=1.0, posinf=9.0, neginf=-9.0),
        "isclose": np.isclose(x64, y64), "isclose_atol": np.isclose(x64, y64, atol=1.0),
        "isclose_nan": np.isclose(x64, y64, equal_nan=True),
        "deg2rad": _np(np.deg2rad, x64, dtype=fl), "radians": _np(np.radians, x64, dtype=fl),
        "rad2deg": _np(np.rad2deg, x64, dtype=fl), "degrees": _np(np.degrees, x64, dtype=fl),
        "hypot": _np(np.hypot, x64, y64, dtype=fl),
        "copysign": _np(np.copysign, x64, y64, dtype=fl),
        "copysign_one": _np(np.copysign, 1.0, y64, dtype=fl),
        "heaviside": heav.astype(fl),
        "fmax": np.fmax(x, y), "fmin": np.fmin(x, y),
        "polyval": _np(np.polyval, p.astype(np.float64), x64, dtype=fl),
    }


@pytest.mark.parametrize("x,y", [(X, Y), (XI, YI)], ids=["float32", "int32"])
def test_elementwise_eager_and_compiled(x, y):
    p = P if x.dtype == F32 else np.array([2, -1, 3], np.int32)
    eager = _check_eager_and_compiled(_elementwise, _elementwise_ref(x, y, p), x, y, p)
    # dtypes as JAX gives them: ints become float32 except where JAX keeps them
    out_int = {"nan_to_num", "nan_to_num_vals", "fmax", "fmin"}
    for k, v in eager.items():
        if k.startswith("isclose"):
            assert v.dtype == np.bool_, k
        elif x.dtype == I32 and k not in out_int:
            assert v.dtype == F32, k
        else:
            assert v.dtype == x.dtype, k


def test_copysign_reads_the_sign_of_zero_eager_and_compiled():
    y = np.array([-0.0, 0.0, -inf, inf, -1e-30, 3.0], np.float32)
    want = np.signbit(np.copysign(np.float32(2.0), y))
    for f in (jnp.copysign, hostcall.jit(jnp.copysign)):
        got = np.asarray(f(np.full(6, 2.0, np.float32), y))
        assert got.dtype == F32
        np.testing.assert_array_equal(np.signbit(got), want)
        np.testing.assert_array_equal(np.abs(got), 2.0)
    got = np.asarray(jnp.copysign(np.array([-0.0, 0.0], np.float32),
                                  np.array([1.0, -0.0], np.float32)))
    np.testing.assert_array_equal(np.signbit(got), [False, True])


def test_elementwise_float16_eager():
    x, y = X.astype(np.float16), Y.astype(np.float16)
    x[1, 6], y[1, 6] = 10.0, 9.0                     # 100 ** 2 overflows float16 in polyval
    got = _elementwise(jnp.asarray(x), jnp.asarray(y), jnp.asarray(P.astype(np.float16)))
    want = _elementwise_ref(x, y, P.astype(np.float16))
    _check_all(got, want, rtol=2e-3, atol=2e-3)
    # a Python scalar is weak: it does not widen float16
    assert jnp.logaddexp(1.0, jnp.asarray(x)).dtype == np.float16
    assert jnp.hypot(jnp.asarray(x), 2).dtype == np.float16


def test_logaddexp_edge_values():
    a = np.array([inf, -inf, inf, -inf, nan, 1e30, -1e30], np.float32)
    b = np.array([inf, -inf, -inf, 2.0, 1.0, 1e30, -1e30], np.float32)
    want = _np(np.logaddexp, a, b)
    for f in (jnp.logaddexp, hostcall.jit(jnp.logaddexp)):
        _check(f(a, b), want, f)


def test_nan_to_num_complex_and_ints():
    z = np.array([complex(nan, inf), complex(-inf, 2.0), 1 + 1j], np.complex64)
    _check(jnp.nan_to_num(z, nan=3.0, posinf=5.0, neginf=-5.0),
           np.nan_to_num(z, nan=3.0, posinf=5.0, neginf=-5.0))
    _check(jnp.nan_to_num(XI), XI)
    b = np.array([True, False])
    _check(jnp.nan_to_num(b), b)


def test_logaddexp_and_sinc_gradients():
    x = np.array([1.0, 3.0, -50.0, 0.0], np.float32)
    y = np.array([2.0, 3.0, 50.0, 0.0], np.float32)
    z = np.array([0.0, 0.5, 1.5, -0.25], np.float32)

    def f(x, y, z):
        return jnp.sum(jnp.logaddexp(x, y)) + jnp.sum(jnp.sinc(z))

    gx, gy, gz = hostcall.grad(f, argnums=(0, 1, 2))(x, y, z)
    sig = 1 / (1 + np.exp(-(x.astype(np.float64) - y)))
    _check(gx, sig.astype(np.float32))                   # 0.5 at the ties x == y
    _check(gy, (1 - sig).astype(np.float32))
    pz = np.pi * z.astype(np.float64)
    dsinc = np.where(z == 0, 0.0, (np.cos(pz) * pz - np.sin(pz)) / (np.pi * np.where(
        z == 0, 1, z.astype(np.float64)) ** 2))
    _check(gz, dsinc.astype(np.float32), rtol=1e-4, atol=1e-5)


# ------------------------------------------------------------------ matrices
A = np.arange(12, dtype=np.float32).reshape(3, 4) - 5
B = np.arange(24, dtype=np.float32).reshape(2, 3, 4) * 0.5 - 3
C1 = np.array([[1, 0, 0], [1, 2, 3], [-1, 4, 2], [0, 0, 5]], np.float32)
C2 = np.array([[0, 1, 0], [3, 2, 1], [2, -2, 7], [1, 1, 1]], np.float32)


def _matrix(a, b, c1, c2):
    v = a[0]
    return {
        "diagonal": jnp.diagonal(a), "diagonal_1": jnp.diagonal(a, 1),
        "diagonal_m1": jnp.diagonal(a, -1), "diagonal_empty": jnp.diagonal(a, 5),
        "diagonal_3d": jnp.diagonal(b, 0, 1, 2), "diagonal_3d_axes": jnp.diagonal(b, -1, 2, 0),
        "diagonal_method": a.diagonal(1),
        "trace": jnp.trace(a), "trace_m1": jnp.trace(a, -1), "trace_3d": jnp.trace(b, 1, 1, 2),
        "trace_3d_axes": jnp.trace(b, axis1=2, axis2=0),
        "diag_1d": jnp.diag(v), "diag_1d_k2": jnp.diag(v, 2), "diag_1d_km1": jnp.diag(v, -1),
        "diag_2d": jnp.diag(a), "diag_2d_k1": jnp.diag(a, 1), "diag_2d_km2": jnp.diag(a, -2),
        "tril": jnp.tril(a), "tril_1": jnp.tril(a, 1), "tril_m1": jnp.tril(a, -1),
        "tril_3d": jnp.tril(b, 3), "triu": jnp.triu(a), "triu_2": jnp.triu(a, 2),
        "triu_3d": jnp.triu(b, -1),
        "tri": jnp.tri(3), "tri_rect": jnp.tri(3, 5, 1), "tri_int": jnp.tri(4, k=-1, dtype=int),
        "kron": jnp.kron(a[:2, :2], a[1:, :3]), "kron_ranks": jnp.kron(v, a),
        "cross": jnp.cross(c1, c2), "cross_axis0": jnp.cross(c1.T, c2.T, axis=0),
        "cross_2d": jnp.cross(c1[:, :2], c2[:, :2]),
        "cross_2_3": jnp.cross(c1[:, :2], c2),
        "meshgrid": jnp.meshgrid(v, c1[0]),
        "meshgrid_ij": jnp.meshgrid(v, c1[0], indexing="ij"),
        "meshgrid_sparse": jnp.meshgrid(v, c1[0], a[1, :2], sparse=True),
        "meshgrid_3": jnp.meshgrid(v, c1[0], a[1, :2]),
    }


def _matrix_ref(a, b, c1, c2):
    v = a[0]
    t = a.dtype                               # numpy's trace of int32 widens; JAX's does not
    return {
        "diagonal": np.diagonal(a), "diagonal_1": np.diagonal(a, 1),
        "diagonal_m1": np.diagonal(a, -1), "diagonal_empty": np.diagonal(a, 5),
        "diagonal_3d": np.diagonal(b, 0, 1, 2), "diagonal_3d_axes": np.diagonal(b, -1, 2, 0),
        "diagonal_method": np.diagonal(a, 1),
        "trace": np.trace(a).astype(t), "trace_m1": np.trace(a, -1).astype(t),
        "trace_3d": np.trace(b, 1, 1, 2).astype(t),
        "trace_3d_axes": np.trace(b, axis1=2, axis2=0).astype(t),
        "diag_1d": np.diag(v), "diag_1d_k2": np.diag(v, 2), "diag_1d_km1": np.diag(v, -1),
        "diag_2d": np.diag(a), "diag_2d_k1": np.diag(a, 1), "diag_2d_km2": np.diag(a, -2),
        "tril": np.tril(a), "tril_1": np.tril(a, 1), "tril_m1": np.tril(a, -1),
        "tril_3d": np.tril(b, 3), "triu": np.triu(a), "triu_2": np.triu(a, 2),
        "triu_3d": np.triu(b, -1),
        "tri": np.tri(3, dtype=np.float32), "tri_rect": np.tri(3, 5, 1, dtype=np.float32),
        "tri_int": np.tri(4, k=-1, dtype=np.int32),
        "kron": np.kron(a[:2, :2], a[1:, :3]), "kron_ranks": np.kron(v, a),
        "cross": np.cross(c1, c2), "cross_axis0": np.cross(c1.T, c2.T, axis=0),
        "cross_2d": c1[:, 0] * c2[:, 1] - c1[:, 1] * c2[:, 0],
        "cross_2_3": np.cross(np.pad(c1[:, :2], ((0, 0), (0, 1))), c2),
        "meshgrid": np.meshgrid(v, c1[0]),
        "meshgrid_ij": np.meshgrid(v, c1[0], indexing="ij"),
        "meshgrid_sparse": np.meshgrid(v, c1[0], a[1, :2], sparse=True),
        "meshgrid_3": np.meshgrid(v, c1[0], a[1, :2]),
    }


@pytest.mark.parametrize("dtype", [np.float32, np.int32])
def test_matrix_functions_eager_and_compiled(dtype):
    args = [x.astype(dtype) for x in (A, B if dtype == np.float32 else B * 2, C1, C2)]
    _check_eager_and_compiled(_matrix, _matrix_ref(*args), *args)


def test_trace_dtypes_follow_sum():
    assert jnp.trace(np.eye(3, dtype=np.int8)).dtype == I32
    assert int(jnp.trace(np.eye(3, dtype=bool))) == 3
    assert jnp.trace(np.eye(3, dtype=bool)).dtype == I32
    assert jnp.trace(A, dtype=np.int32).dtype == I32
    assert jnp.trace(A.astype(np.float16)).dtype == np.float16
    _check(jnp.diag(np.array([True, False])), np.diag(np.array([True, False])))


def test_vmap_of_matrix_functions():
    def f(m):
        return jnp.trace(m), jnp.diagonal(m, 1), jnp.tril(m, -1)

    tr, dg, lo = hostcall.vmap(f)(B)
    _check(tr, np.trace(B, axis1=1, axis2=2))
    _check(dg, np.diagonal(B, 1, axis1=1, axis2=2))
    _check(lo, np.tril(B, -1))


# ------------------------------------------------------------------ reductions
R, M = WITH_NAN_COLUMN, MATRIX
W1 = np.array([1.0, 2.0, 0.5, 3.0, 1.5], np.float32)


def _reductions(r, m, w1, w2):
    return {
        "nansum": jnp.nansum(r), "nansum0": jnp.nansum(r, axis=0),
        "nansum1_keep": jnp.nansum(r, axis=1, keepdims=True),
        "nanmean": jnp.nanmean(r), "nanmean0": jnp.nanmean(r, axis=0),
        "nanmean1_keep": jnp.nanmean(r, axis=1, keepdims=True),
        "nanmax0": jnp.nanmax(r, axis=0), "nanmax": jnp.nanmax(r),
        "nanmin1": jnp.nanmin(r, axis=1), "nanmin0_keep": jnp.nanmin(r, axis=0, keepdims=True),
        "median": jnp.median(m), "median0": jnp.median(m, axis=0),
        "median1": jnp.median(m, axis=1), "median_keep": jnp.median(m, axis=1, keepdims=True),
        "median_tuple": jnp.median(m, axis=(0, 1)), "median_nan": jnp.median(r, axis=1),
        "count_nonzero": jnp.count_nonzero(r), "count_nonzero0": jnp.count_nonzero(m, axis=0),
        "count_nonzero_keep": jnp.count_nonzero(r, axis=1, keepdims=True),
        "ptp": jnp.ptp(m), "ptp1": jnp.ptp(m, axis=1), "ptp0_keep": jnp.ptp(m, 0, keepdims=True),
        "average": jnp.average(m), "average0": jnp.average(m, axis=0),
        "average_w1": jnp.average(m, axis=1, weights=w1),
        "average_w2": jnp.average(m, weights=w2),
        "average_ret": jnp.average(m, axis=-1, weights=w1, returned=True),
        "average_ret_none": jnp.average(m, axis=0, returned=True),
    }


def _reductions_ref(r, m, w1, w2):
    k = m.dtype
    fl = np.float32 if k.kind in "iu" else k
    i32 = np.int32
    sum_dt = k                                                # int32 sums stay int32 (x64 off)
    avg_w1 = np.average(m.astype(np.float64), axis=-1, weights=w1, returned=True)
    return {
        "nansum": _np(np.nansum, r, dtype=sum_dt), "nansum0": _np(np.nansum, r, axis=0,
                                                                  dtype=sum_dt),
        "nansum1_keep": _np(np.nansum, r, axis=1, keepdims=True, dtype=sum_dt),
        "nanmean": _np(np.nanmean, r, dtype=fl), "nanmean0": _np(np.nanmean, r, axis=0,
                                                                 dtype=fl),
        "nanmean1_keep": _np(np.nanmean, r, axis=1, keepdims=True, dtype=fl),
        "nanmax0": _np(np.nanmax, r, axis=0), "nanmax": _np(np.nanmax, r),
        "nanmin1": _np(np.nanmin, r, axis=1), "nanmin0_keep": _np(np.nanmin, r, axis=0,
                                                                  keepdims=True),
        "median": _np(np.median, m, dtype=fl), "median0": _np(np.median, m, axis=0, dtype=fl),
        "median1": _np(np.median, m, axis=1, dtype=fl),
        "median_keep": _np(np.median, m, axis=1, keepdims=True, dtype=fl),
        "median_tuple": _np(np.median, m, axis=(0, 1), dtype=fl),
        "median_nan": _np(np.median, r, axis=1, dtype=fl),
        "count_nonzero": np.asarray(np.count_nonzero(r), i32),
        "count_nonzero0": np.count_nonzero(m, axis=0).astype(i32),
        "count_nonzero_keep": np.count_nonzero(r, axis=1, keepdims=True).astype(i32),
        "ptp": np.ptp(m), "ptp1": np.ptp(m, axis=1), "ptp0_keep": np.ptp(m, 0, keepdims=True),
        "average": _np(np.average, m, dtype=fl), "average0": _np(np.average, m, axis=0,
                                                                 dtype=fl),
        "average_w1": avg_w1[0].astype(fl),
        "average_w2": _np(np.average, m, weights=w2, dtype=fl),
        "average_ret": (avg_w1[0].astype(fl), avg_w1[1].astype(fl)),
        "average_ret_none": (_np(np.average, m, axis=0, dtype=fl), np.full(5, 4.0, fl)),
    }


@pytest.mark.parametrize("dtype", [np.float32, np.int32])
def test_reductions_eager_and_compiled(dtype):
    if dtype == np.float32:
        args = (R, M, W1, np.abs(M) % 3 + 0.5)
    else:     # integers have no NaNs: the nan_* functions are the plain reductions
        args = (np.nan_to_num(R, nan=3).astype(np.int32), M.astype(np.int32),
                np.array([1, 2, 0, 3, 1], np.int32), (np.abs(M) % 3 + 1).astype(np.int32))
    _check_eager_and_compiled(_reductions, _reductions_ref(*args), *args)


def test_reductions_float16_eager():
    m = M.astype(np.float16)
    _check(jnp.median(m, axis=0), np.median(m, axis=0), rtol=1e-3)
    _check(jnp.nansum(R.astype(np.float16), axis=1), np.nansum(R.astype(np.float16), axis=1))
    _check(jnp.nanmax(R.astype(np.float16), axis=1), np.nanmax(R.astype(np.float16), axis=1))
    _check(jnp.ptp(m), np.ptp(m))


# ------------------------------------------------------------------ errors
@pytest.mark.parametrize("call,error,message", [
    (lambda: jnp.diag(np.zeros((2, 2, 2))), ValueError, "1d or 2d"),
    (lambda: jnp.diagonal(np.zeros(3)), ValueError, "at least two dimensions"),
    (lambda: jnp.diagonal(np.zeros((2, 2)), 0, 1, -1), ValueError, "can not be the same"),
    (lambda: jnp.tril(np.zeros(3)), ValueError, "at least 2D"),
    (lambda: jnp.meshgrid(np.zeros((2, 2))), ValueError, "must be 1D"),
    (lambda: jnp.meshgrid(np.zeros(2), indexing="xz"), ValueError, "'xy' and 'ij'"),
    (lambda: jnp.cross(np.zeros(4), np.zeros(4)), ValueError, "either 2 or 3"),
    (lambda: jnp.copysign(np.ones(2, np.complex64), 1.0), TypeError, "complex"),
    (lambda: jnp.hypot(np.ones(2, np.complex64), 1.0), ValueError, "complex"),
    (lambda: jnp.average(M, weights=W1), ValueError, "Axis must be specified"),
    (lambda: jnp.average(M, axis=0, weights=W1), ValueError, "Length of weights"),
    (lambda: jnp.average(M, axis=1, weights=np.ones((2, 5))), ValueError, "1D weights"),
])
def test_errors(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_allclose_is_a_traceable_bool_array():
    a = np.array([1.0, 2.0, np.nan], np.float32)
    b = a + np.float32(1e-7)
    f = hostcall.jit(lambda x, y: jnp.allclose(x, y, equal_nan=True))
    for out in (jnp.allclose(a, b, equal_nan=True), f(a, b)):
        assert np.asarray(out).dtype == np.bool_ and np.asarray(out).shape == ()
        assert bool(out)
    assert not bool(jnp.allclose(a, b))             # NaN != NaN without equal_nan
    assert not bool(f(a, a * 2))
