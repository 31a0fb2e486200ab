"""The array API's names in hostcall.numpy and the smaller numpy functions: dtype_info
(iinfo, finfo, promote_types, ...), the array-API aliases, floating_point (signbit,
ldexp/frexp, ...), ranges (logspace, geomspace), shape_ops (rot90, array_split, ...),
nan_reductions (nanvar, ...) and statistics (quantile, cov, ...).

Each group runs eagerly and compiled and is compared with numpy (dtypes as JAX gives them);
the compiled runs of one group share ONE jitted function (compiles are the cost).
"""

import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from numpy_checks import MATRIX, WITH_NAN_COLUMN
from numpy_checks import check as _check, check_all as _check_all, np_result as _np

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

nan, inf = np.nan, np.inf
F32, I32 = np.dtype(np.float32), np.dtype(np.int32)


def _check_eager_and_compiled(program, want, *args, compiled_keys=None, **tol):
    """``program`` eagerly and jitted, each against ``want``; returns the eager results.
    With ``compiled_keys`` only those entries are compiled (one smaller jitted function:
    compile time grows with the program, and the rest is the same code on other inputs)."""
    eager = program(*[jnp.asarray(x) for x in args])
    _check_all(eager, want, **tol)
    if compiled_keys is None:
        compiled = hostcall.jit(program)(*args)
        _check_all(compiled, want, **tol)
    else:
        compiled = hostcall.jit(lambda *a: {k: v for k, v in program(*a).items()
                                             if k in compiled_keys})(*args)
        _check_all(compiled, {k: want[k] for k in compiled_keys}, **tol)
    return eager


def _f32(f, *args, **kw):
    """numpy's float64 result of f on float64 copies of the arguments, as float32."""
    args = [a.astype(np.float64) if isinstance(a, np.ndarray) else a for a in args]
    return _np(f, *args, dtype=np.float32, **kw)


# ------------------------------------------------------------------ dtype information
def test_iinfo_finfo():
    assert jnp.iinfo(jnp.int8).max == 127 and jnp.iinfo(jnp.int8).min == -128
    assert jnp.iinfo(np.uint16).max == 65535
    assert jnp.iinfo("int32").min == -2 ** 31
    assert jnp.iinfo(jnp.zeros(2, jnp.int32)).bits == 32              # an array's dtype
    assert jnp.finfo(jnp.bfloat16).eps == 2.0 ** -7
    assert jnp.finfo(jnp.bfloat16).bits == 16 and jnp.finfo(jnp.bfloat16).nmant == 7
    assert jnp.finfo(jnp.float16).eps == 2.0 ** -10 and jnp.finfo(jnp.float16).max == 65504
    assert jnp.finfo(np.float32).eps == np.finfo(np.float32).eps
    assert jnp.finfo("float64").tiny == np.finfo(np.float64).tiny
    assert jnp.finfo(jnp.ones(3)).dtype == F32
    assert jnp.finfo(np.complex64).dtype == F32
    with pytest.raises(ValueError, match="iinfo: float32 is not an integer"):
        jnp.iinfo(jnp.float32)
    with pytest.raises(ValueError, match="finfo: int32 is not an inexact"):
        jnp.finfo(jnp.int32)


@pytest.mark.parametrize("a,b,want", [
    (jnp.int8, jnp.uint8, np.int16), ("bfloat16", jnp.float16, np.float32),
    (int, float, np.float64), (np.int64, np.float16, np.float16), (bool, int, np.int64),
    (jnp.uint32, jnp.int32, np.int32), (float, jnp.bfloat16, ml_dtypes.bfloat16),
    (complex, jnp.float16, np.complex64), (jnp.uint64, jnp.int8, np.float64),
    (np.int64, np.int32, np.int64), (bool, bool, np.bool_), (jnp.int8, float, np.float64),
    (np.dtype("uint8"), int, np.uint8), (jnp.float32, jnp.complex64, np.complex64),
])
def test_promote_types_follows_jax_lattice(a, b, want):
    assert jnp.promote_types(a, b) == np.dtype(want)
    assert jnp.promote_types(b, a) == np.dtype(want)


def test_can_cast_and_isdtype():
    assert jnp.can_cast(jnp.int8, jnp.int16) and not jnp.can_cast(np.float32, np.int32)
    assert not jnp.can_cast(np.int64, np.float32)
    assert jnp.can_cast(np.int32, np.float32, "same_kind")
    assert jnp.can_cast(jnp.bfloat16, jnp.float32) and not jnp.can_cast(jnp.float32,
                                                                         jnp.bfloat16)
    assert jnp.can_cast(jnp.ones(2, jnp.int8), jnp.int32)
    kinds = ("bool", "signed integer", "unsigned integer", "integral", "real floating",
             "complex floating", "numeric")
    table = {jnp.float32: {"real floating", "numeric"}, jnp.bfloat16: {"real floating",
                                                                       "numeric"},
             np.int8: {"signed integer", "integral", "numeric"},
             np.uint16: {"unsigned integer", "integral", "numeric"}, np.bool_: {"bool"},
             np.complex64: {"complex floating", "numeric"}}
    for d, yes in table.items():
        for k in kinds:
            assert jnp.isdtype(d, k) == (k in yes), (d, k)
    assert jnp.isdtype(jnp.float32, np.float32) and not jnp.isdtype(jnp.float32, np.float64)
    assert jnp.isdtype(np.int8, ("bool", "integral"))
    assert not jnp.isdtype(np.float16, ("bool", np.complex64))
    with pytest.raises(ValueError, match="unrecognized kind"):
        jnp.isdtype(jnp.float32, "floating")
    with pytest.raises(ValueError, match="can_cast: casting"):
        jnp.can_cast(jnp.int8, jnp.int16, "weird")


# ------------------------------------------------------------------ elementwise
X = np.array([[-2.5, -0.0, 0.0, 1.5, nan, inf, -inf, 0.25],
              [3.0, -1.0, 0.5, nan, 2.0, -inf, 100.0, -100.0]], np.float32)
XI = np.array([[-3, 0, 2, 5], [7, -1, 0, 4]], np.int32)
# normal floats (compiled code flushes subnormals to zero, as XLA on CPU) and exponents
E = np.array([0.0, -0.0, 1.0, -3.5, 3e38, 7.0, 0.1, inf, -inf, nan, 2.0 ** -100, 1e30,
              -2.0 ** -126 * 1.5, 3.4028235e38], np.float32)
K = np.array([0, 1, -1, 3, -200, -100, 10, 2, 1, 0, 127, -130, 10, -254], np.int32)


def _elementwise(x, xi, e, k):
    return {
        "asinh": jnp.asinh(x), "acosh": jnp.acosh(jnp.abs(x) + 1), "atanh": jnp.atanh(x / 200),
        "arcsinh_small": jnp.arcsinh(x * 1e-4), "atanh_int": jnp.atanh(xi),
        "acosh_int": jnp.arccosh(xi), "arctanh": jnp.arctanh(x / 101),
        "acos": jnp.acos(x / 200), "asin": jnp.asin(x / 200), "atan": jnp.atan(x),
        "atan2": jnp.atan2(x, 2.0), "pow": jnp.pow(xi, 2), "positive": jnp.positive(xi),
        "bitwise_invert": jnp.bitwise_invert(xi), "bitwise_left_shift":
            jnp.bitwise_left_shift(xi, 2), "bitwise_right_shift": jnp.bitwise_right_shift(xi, 1),
        "signbit": jnp.signbit(x), "signbit_int": jnp.signbit(xi),
        "fix": jnp.fix(x), "fix_int": jnp.fix(xi),
        "float_power": jnp.float_power(x, 2), "float_power_int": jnp.float_power(xi, xi % 3),
        "divmod": jnp.divmod(xi, 3), "divmod_float": jnp.divmod(e[:7], -2.5),
        "modf": jnp.modf(x[:, :5] / 3), "modf_int": jnp.modf(xi),
        "ldexp": jnp.ldexp(e, k), "ldexp_int": jnp.ldexp(xi, 3), "frexp": jnp.frexp(e),
        "frexp_int": jnp.frexp(xi),
    }


def _elementwise_ref(x, xi, e, k):
    with np.errstate(all="ignore"):
        modf_x = np.modf(x[:, :5] / np.float32(3))
    return {
        "asinh": _f32(np.arcsinh, x), "acosh": _f32(np.arccosh, np.abs(x) + 1),
        "atanh": _f32(np.arctanh, x / 200), "arcsinh_small": _f32(np.arcsinh, x * 1e-4),
        "atanh_int": _f32(np.arctanh, xi), "acosh_int": _f32(np.arccosh, xi),
        "arctanh": _f32(np.arctanh, x / 101),
        "acos": _f32(np.arccos, x / 200), "asin": _f32(np.arcsin, x / 200),
        "atan": _f32(np.arctan, x), "atan2": _f32(np.arctan2, x, 2.0), "pow": xi ** 2,
        "positive": xi, "bitwise_invert": ~xi, "bitwise_left_shift": xi << 2,
        "bitwise_right_shift": xi >> 1,
        "signbit": np.signbit(x), "signbit_int": xi < 0, "fix": np.fix(x), "fix_int": xi,
        "float_power": _f32(np.float_power, x, 2),
        "float_power_int": _f32(np.float_power, xi, xi % 3),
        "divmod": np.divmod(xi, np.int32(3)), "divmod_float": np.divmod(e[:7], np.float32(-2.5)),
        "modf": modf_x, "modf_int": _f32(np.modf, xi),
        "ldexp": np.ldexp(e, k), "ldexp_int": _f32(np.ldexp, xi, 3),
        "frexp": np.frexp(e), "frexp_int": (_f32(np.frexp, xi)[0], np.frexp(xi)[1]),
    }


def test_elementwise_eager_and_compiled():
    _check_eager_and_compiled(_elementwise, _elementwise_ref(X, XI, E, K), X, XI, E, K,
                              rtol=2e-6, atol=1e-7)


def test_elementwise_edge_values():
    # -0.0 keeps its sign through asinh / atanh; modf of +-inf is (NaN, +-inf) as in JAX
    for f in (jnp.asinh, jnp.atanh):
        assert np.signbit(np.asarray(f(np.float32(-0.0))))
    frac, whole = jnp.modf(np.array([inf, -inf, -2.5], np.float32))
    _check(frac, np.array([nan, nan, -0.5], np.float32))
    _check(whole, np.array([inf, -inf, -2.0], np.float32))
    # huge inputs do not overflow x * x
    _check(jnp.asinh(np.float32(1e30)), np.float32(np.arcsinh(1e30)))
    _check(jnp.acosh(np.float32(3e38)), np.float32(np.arccosh(3e38)))
    _check(jnp.acosh(np.array([0.5, -1e6], np.float32)), np.array([nan, nan], np.float32))
    # subnormals, eagerly exact as numpy
    sub = np.array([1e-45, 1.17e-38, -2.0 ** -130], np.float32)
    _check(jnp.frexp(sub), np.frexp(sub))
    _check(jnp.ldexp(sub, np.array([200, 5, 127], np.int32)),
           np.ldexp(sub, np.array([200, 5, 127])))
    _check(jnp.ldexp(np.float32(7.0), -149), np.ldexp(np.float32(7.0), -149))


def test_elementwise_dtypes_and_weak_types():
    h = np.array([0.0, 1.0, -3.5, 6e-8, 65504, 0.1], np.float16)
    m, e = jnp.frexp(h)
    _check(m, np.frexp(h)[0])
    _check(e, np.frexp(h)[1].astype(np.int32))
    bf = h.astype(ml_dtypes.bfloat16)
    assert jnp.frexp(bf)[0].dtype == ml_dtypes.bfloat16
    _check(jnp.ldexp(h, np.array([1, 2, 3, 4, -20, 5], np.int8)),
           np.ldexp(h.astype(np.float32), [1, 2, 3, 4, -20, 5]).astype(np.float16))
    # Python scalars stay weak: they do not widen float16
    assert jnp.float_power(h, 2).dtype == np.float16
    assert jnp.asinh(h).dtype == np.float16 and jnp.acosh(bf + 1).dtype == ml_dtypes.bfloat16
    r = jnp.float_power(2, 3)
    assert r.dtype == F32 and r.weak_type and float(r) == 8.0
    frac, whole = jnp.modf(2.5)
    assert frac.dtype == F32 and frac.weak_type and float(frac) == 0.5
    assert float(jnp.ldexp(3, 2)) == 12.0 and jnp.ldexp(3, 2).dtype == F32
    assert jnp.signbit(np.array([True, False])).dtype == np.bool_
    _check(jnp.signbit(np.array([True, False])), np.array([False, False]))
    with pytest.raises(ValueError, match="ldexp not supported"):
        jnp.ldexp(1.0, 2.0)
    with pytest.raises(TypeError, match="frexp does not support complex"):
        jnp.frexp(np.ones(2, np.complex64))
    with pytest.raises(ValueError, match="signbit is not well defined"):
        jnp.signbit(np.ones(2, np.complex64))


# ------------------------------------------------------------------ shapes and stacking
A = np.arange(12, dtype=np.float32).reshape(3, 4) - 5
A3 = np.arange(24, dtype=np.float32).reshape(2, 3, 4) * 0.5 - 3
V = np.array([2.0, -1.0, 0.5, 3.0], np.float32)


def _shapes(a, a3, v):
    seven = jnp.arange(7)
    return {
        "rot90": jnp.rot90(a), "rot90_m1": jnp.rot90(a, -1), "rot90_2": jnp.rot90(a, 2),
        "rot90_m3": jnp.rot90(a, -3), "rot90_3_axes": jnp.rot90(a3, 3, axes=(2, 1)),
        "rot90_4": jnp.rot90(a, 4), "rot90_m2_axes": jnp.rot90(a3, -2, axes=(0, -1)),
        "dstack": jnp.dstack([a, a]), "dstack_1d": jnp.dstack([v, v]),
        "column_stack": jnp.column_stack([v, v * 2]), "column_stack_2d": jnp.column_stack(
            [a, a[:, :1]]), "row_stack": jnp.row_stack([v, a[0]]),
        "array_split": jnp.array_split(seven, 3), "array_split_cols": jnp.array_split(a, 3, 1),
        "array_split_idx": jnp.array_split(a, [1, 3], axis=1),
        "array_split_many": jnp.array_split(v, 6),
        "hsplit": jnp.hsplit(a, 2), "hsplit_1d": jnp.hsplit(v, [1]), "vsplit": jnp.vsplit(a, [1]),
        "dsplit": jnp.dsplit(a3, [1, 3]),
        "atleast_3d": jnp.atleast_3d(a), "atleast_3d_1d": jnp.atleast_3d(v),
        "atleast_3d_0d": jnp.atleast_3d(v[0]), "atleast_3d_3d": jnp.atleast_3d(a3),
        "unstack": jnp.unstack(a), "unstack_1": jnp.unstack(a3, axis=-1),
        "matrix_transpose": jnp.matrix_transpose(a3), "permute_dims": jnp.permute_dims(
            a3, (2, 0, 1)), "concat": jnp.concat([a, a], axis=1),
        "vecdot": jnp.vecdot(a, v), "vecdot_axis0": jnp.vecdot(a3, a3, axis=0),
        "vander": jnp.vander(v), "vander_inc": jnp.vander(v, 3, increasing=True),
        "vander_int": jnp.vander(seven[:4] - 1),
        "select": jnp.select([a > 3, a < 0], [a, -a * 2], 7.0),
        "select_default": jnp.select([a > 100], [a]),
        "isin": jnp.isin(a, v), "isin_invert": jnp.isin(seven, seven[2:5], invert=True),
        "array_equal": jnp.array_equal(a, a), "array_equal_no": jnp.array_equal(a, a + 1),
        "array_equal_shape": jnp.array_equal(a, a[0]),
        "array_equiv": jnp.array_equiv(a[:1], jnp.concatenate([a[:1], a[:1]])),
        "array_equiv_no": jnp.array_equiv(a, a[0]), "array_equiv_bad": jnp.array_equiv(a, v[:3]),
        "logspace": jnp.logspace(0.0, 2.0, 5),
        "logspace_base": jnp.logspace(1.0, 4.0, 3, base=2.0, endpoint=False),
        "logspace_int": jnp.logspace(0, 3, 4, dtype=int),
        "logspace_traced": jnp.logspace(v[1], v[3], 4),
        "geomspace": jnp.geomspace(1.0, 1000.0, 4), "geomspace_neg": jnp.geomspace(-2.0, -32.0, 5),
        "geomspace_arr": jnp.geomspace(jnp.asarray([1.0, -1.0]), jnp.asarray([16.0, -16.0]), 5,
                                       axis=-1),
        "indices": jnp.indices((2, 3)), "indices_sparse": jnp.indices((2, 3, 4), sparse=True),
        "tril_indices": jnp.tril_indices(3), "tril_indices_km": jnp.tril_indices(3, -1, 5),
        "triu_indices": jnp.triu_indices(4, 1), "diag_indices": jnp.diag_indices(3, 3),
    }


def _shapes_ref(a, a3, v):
    seven = np.arange(7, dtype=np.int32)
    i32 = np.int32
    return {
        "rot90": np.rot90(a), "rot90_m1": np.rot90(a, -1), "rot90_2": np.rot90(a, 2),
        "rot90_m3": np.rot90(a, -3), "rot90_3_axes": np.rot90(a3, 3, axes=(2, 1)),
        "rot90_4": a, "rot90_m2_axes": np.rot90(a3, -2, axes=(0, -1)),
        "dstack": np.dstack([a, a]), "dstack_1d": np.dstack([v, v]),
        "column_stack": np.column_stack([v, v * 2]),
        "column_stack_2d": np.column_stack([a, a[:, :1]]), "row_stack": np.vstack([v, a[0]]),
        "array_split": np.array_split(seven, 3), "array_split_cols": np.array_split(a, 3, 1),
        "array_split_idx": np.array_split(a, [1, 3], axis=1),
        "array_split_many": np.array_split(v, 6),
        "hsplit": np.hsplit(a, 2), "hsplit_1d": np.hsplit(v, [1]), "vsplit": np.vsplit(a, [1]),
        "dsplit": np.dsplit(a3, [1, 3]),
        "atleast_3d": np.atleast_3d(a), "atleast_3d_1d": np.atleast_3d(v),
        "atleast_3d_0d": np.atleast_3d(v[0]), "atleast_3d_3d": a3,
        "unstack": tuple(a), "unstack_1": tuple(np.moveaxis(a3, -1, 0)),
        "matrix_transpose": np.swapaxes(a3, -1, -2), "permute_dims": np.transpose(a3, (2, 0, 1)),
        "concat": np.concatenate([a, a], axis=1),
        "vecdot": _f32(np.vecdot, a, v), "vecdot_axis0": _f32(np.vecdot, a3, a3, axis=0),
        "vander": np.vander(v).astype(np.float32),
        "vander_inc": np.vander(v, 3, increasing=True).astype(np.float32),
        "vander_int": np.vander(seven[:4] - 1).astype(i32),
        "select": np.select([a > 3, a < 0], [a, -a * 2], 7.0),
        "select_default": np.select([a > 100], [a]),
        "isin": np.isin(a, v), "isin_invert": np.isin(seven, seven[2:5], invert=True),
        "array_equal": np.bool_(True), "array_equal_no": np.bool_(False),
        "array_equal_shape": np.bool_(False), "array_equiv": np.bool_(True),
        "array_equiv_no": np.bool_(False), "array_equiv_bad": np.bool_(False),
        "logspace": np.logspace(0.0, 2.0, 5, dtype=np.float32),
        "logspace_base": np.logspace(1.0, 4.0, 3, base=2.0, endpoint=False, dtype=np.float32),
        "logspace_int": np.array([1, 10, 100, 1000], i32),
        "logspace_traced": _f32(np.logspace, -1.0, 3.0, 4),
        "geomspace": np.geomspace(1.0, 1000.0, 4, dtype=np.float32),
        "geomspace_neg": np.geomspace(-2.0, -32.0, 5, dtype=np.float32),
        "geomspace_arr": _f32(np.geomspace, np.array([1.0, -1.0]), np.array([16.0, -16.0]), 5,
                              axis=-1),
        "indices": np.indices((2, 3), dtype=i32),
        "indices_sparse": np.indices((2, 3, 4), dtype=i32, sparse=True),
        "tril_indices": _np(np.tril_indices, 3, dtype=i32),
        "tril_indices_km": _np(np.tril_indices, 3, -1, 5, dtype=i32),
        "triu_indices": _np(np.triu_indices, 4, 1, dtype=i32),
        "diag_indices": _np(np.diag_indices, 3, 3, dtype=i32),
    }


def test_shapes_eager_and_compiled():
    compiled = {"rot90_m1", "rot90_3_axes", "dstack_1d", "column_stack", "array_split",
                "array_split_idx", "dsplit", "atleast_3d_1d", "unstack_1", "permute_dims",
                "vecdot", "vander_int", "select", "isin", "array_equal_no",
                "array_equiv", "logspace_traced", "geomspace_arr", "indices_sparse",
                "tril_indices_km"}
    eager = _check_eager_and_compiled(_shapes, _shapes_ref(A, A3, V), A, A3, V, rtol=2e-6,
                                      compiled_keys=compiled)
    assert [x.shape for x in eager["array_split"]] == [(3,), (2,), (2,)]   # uneven
    assert [x.shape for x in eager["array_split_many"]] == [(1,)] * 4 + [(0,)] * 2
    assert isinstance(eager["unstack"], tuple)


def test_shape_dtypes_and_weak_types():
    h = np.arange(6, dtype=np.float16).reshape(2, 3)
    i8 = h.astype(np.int8)
    b = h > 2
    assert jnp.vecdot(i8, i8).dtype == np.int8 and jnp.vecdot(h, h).dtype == np.float16
    _check(jnp.vecdot(b, b), np.array([False, True]))
    z = np.array([1j, 2.0, 1 - 1j], np.complex64)
    _check(jnp.vecdot(z, z * 2), np.vecdot(z, z * 2))                   # x1 is conjugated
    _check(jnp.vecdot(h, np.ones((4, 1, 3), np.float32)), np.full((4, 2), [3, 12], np.float32))
    r = jnp.select([b], [h], 3)                                           # weak default
    _check(r, np.select([b], [h], 3).astype(np.float16))
    r = jnp.select([b, ~b], [XI[:, :3] * 0 + 1, 1.5])
    assert r.dtype == F32
    assert jnp.vander(i8[0]).dtype == np.int8
    assert jnp.logspace(0, 2, 3, dtype=jnp.float16).dtype == np.float16
    assert jnp.geomspace(1, 8, 4).dtype == F32
    assert jnp.indices((3,), dtype=np.int8).dtype == np.int8
    assert jnp.isin(3, h).shape == () and bool(jnp.isin(3, h))
    assert bool(jnp.array_equal(np.array([1.0, nan]), np.array([1.0, nan]), equal_nan=True))
    assert jnp.atleast_3d(1.0, h)[0].shape == (1, 1, 1)
    assert jnp.dstack([b, h]).dtype == np.float16


def test_array_equal_traces_to_a_bool_array():
    f = hostcall.jit(lambda x, y: (jnp.array_equal(x, y), jnp.array_equiv(x, y[0])))
    eq, equiv = f(A, A)
    assert np.asarray(eq).dtype == np.bool_ and np.asarray(eq).shape == () and bool(eq)
    assert not bool(equiv)


# ------------------------------------------------------------------ reductions and statistics
R, M = WITH_NAN_COLUMN, MATRIX
Q = np.array([0.1, 0.5, 1.0], np.float32)


def _stats(r, m, q):
    xs = jnp.asarray([0.0, 1.0, 3.0, 4.0, 7.0])
    return {
        "nanargmax0": jnp.nanargmax(r, axis=0), "nanargmin1": jnp.nanargmin(r, axis=1),
        "nanargmax": jnp.nanargmax(r), "nanargmin_keep": jnp.nanargmin(r, axis=0, keepdims=True),
        "nanargmax_int": jnp.nanargmax(m.astype(jnp.int32), axis=1),
        "nanvar0": jnp.nanvar(r, axis=0), "nanvar": jnp.nanvar(r),
        "nanvar_ddof": jnp.nanvar(r, axis=1, ddof=1, keepdims=True),
        "nanstd1": jnp.nanstd(r, axis=1), "nanstd_int": jnp.nanstd(m.astype(jnp.int32), axis=0),
        "nanprod0": jnp.nanprod(r, axis=0), "nanprod": jnp.nanprod(r),
        "nanprod_int": jnp.nanprod(m.astype(jnp.int32), axis=1),
        "trapezoid": jnp.trapezoid(m), "trapezoid_x": jnp.trapezoid(m, x=xs),
        "trapezoid_dx": jnp.trapezoid(m, dx=0.5, axis=0),
        "trapezoid_x2d": jnp.trapezoid(m, x=m * 0 + xs, axis=1),
        "quantile": jnp.quantile(m, 0.3), "quantile_q": jnp.quantile(m, q, axis=1),
        "quantile_keep": jnp.quantile(m, q[:2], axis=0, keepdims=True),
        "quantile_keep_all": jnp.quantile(m, 0.7, keepdims=True),
        "quantile_axes": jnp.quantile(m[None], q, axis=(0, 2)),
        "quantile_nan": jnp.quantile(r, 0.5, axis=0),
        "quantile_int": jnp.quantile(m.astype(jnp.int32), 0.4),
        "quantile_lower": jnp.quantile(m, 0.3, axis=1, method="lower"),
        "quantile_higher": jnp.quantile(m, 0.3, axis=1, method="higher"),
        "quantile_midpoint": jnp.quantile(m, 0.3, axis=1, method="midpoint"),
        "percentile": jnp.percentile(m, 40.0, axis=0),
        "percentile_q": jnp.percentile(m, q * 100),
        "cov": jnp.cov(m), "cov_cols": jnp.cov(m, rowvar=False), "cov_bias": jnp.cov(m, bias=True),
        "cov_ddof": jnp.cov(m, ddof=0), "cov_y": jnp.cov(m[0], m[1]), "cov_1d": jnp.cov(m[0]),
        "cov_int": jnp.cov(m.astype(jnp.int32)),
        "cov_fweights": jnp.cov(m, fweights=jnp.asarray([1, 2, 1, 3, 1])),
        "cov_aweights": jnp.cov(m, aweights=jnp.asarray([0.5, 2.0, 1.0, 3.0, 1.0])),
        "corrcoef": jnp.corrcoef(m), "corrcoef_1d": jnp.corrcoef(m[0]),
        "corrcoef_y": jnp.corrcoef(m[0], m[2]), "corrcoef_cols": jnp.corrcoef(m, rowvar=False),
    }


def _nanarg(f, r, axis=None, keepdims=False):
    """numpy's nanargmax/min with JAX's -1 for all-NaN slices (numpy raises there)."""
    all_nan = np.all(np.isnan(r), axis=axis, keepdims=keepdims)
    filled = np.where(np.isnan(r) & np.all(np.isnan(r), axis=axis, keepdims=True), 0, r)
    return np.where(all_nan, -1, f(filled, axis=axis, keepdims=keepdims)).astype(np.int32)


def _stats_ref(r, m, q):
    xs = np.array([0.0, 1.0, 3.0, 4.0, 7.0])
    mi = m.astype(np.int32)
    aw = np.array([0.5, 2.0, 1.0, 3.0, 1.0])
    return {
        "nanargmax0": _nanarg(np.nanargmax, r, 0), "nanargmin1": _nanarg(np.nanargmin, r, 1),
        "nanargmax": np.asarray(np.nanargmax(r), np.int32),
        "nanargmin_keep": _nanarg(np.nanargmin, r, 0, True),
        "nanargmax_int": np.argmax(mi, axis=1).astype(np.int32),
        "nanvar0": _f32(np.nanvar, r, axis=0), "nanvar": _f32(np.nanvar, r),
        "nanvar_ddof": _f32(np.nanvar, r, axis=1, ddof=1, keepdims=True),
        "nanstd1": _f32(np.nanstd, r, axis=1), "nanstd_int": _f32(np.nanstd, mi, axis=0),
        "nanprod0": np.nanprod(r, axis=0), "nanprod": np.nanprod(r),
        "nanprod_int": np.prod(mi, axis=1).astype(np.int32),
        "trapezoid": _f32(np.trapezoid, m), "trapezoid_x": _f32(np.trapezoid, m, x=xs),
        "trapezoid_dx": _f32(np.trapezoid, m, dx=0.5, axis=0),
        "trapezoid_x2d": _f32(np.trapezoid, m, x=m * 0 + xs, axis=1),
        "quantile": _f32(np.quantile, m, 0.3), "quantile_q": _f32(np.quantile, m, q, axis=1),
        "quantile_keep": _f32(np.quantile, m, q[:2], axis=0, keepdims=True),
        "quantile_keep_all": _f32(np.quantile, m, 0.7, keepdims=True),
        "quantile_axes": _f32(np.quantile, m[None], q, axis=(0, 2)),
        "quantile_nan": _f32(np.quantile, r, 0.5, axis=0),
        "quantile_int": _f32(np.quantile, mi, 0.4),
        "quantile_lower": np.quantile(m, 0.3, axis=1, method="lower"),
        "quantile_higher": np.quantile(m, 0.3, axis=1, method="higher"),
        "quantile_midpoint": _f32(np.quantile, m, 0.3, axis=1, method="midpoint"),
        "percentile": _f32(np.percentile, m, 40.0, axis=0),
        "percentile_q": _f32(np.percentile, m, q.astype(np.float64) * 100),
        "cov": _f32(np.cov, m), "cov_cols": _f32(np.cov, m, rowvar=False),
        "cov_bias": _f32(np.cov, m, bias=True), "cov_ddof": _f32(np.cov, m, ddof=0),
        "cov_y": _f32(np.cov, m[0], m[1]), "cov_1d": _f32(np.cov, m[0]),
        "cov_int": _f32(np.cov, mi),
        "cov_fweights": _f32(np.cov, m, fweights=np.array([1, 2, 1, 3, 1])),
        "cov_aweights": _f32(np.cov, m, aweights=aw),
        "corrcoef": _f32(np.corrcoef, m), "corrcoef_1d": _f32(np.corrcoef, m[0]),
        "corrcoef_y": _f32(np.corrcoef, m[0], m[2]),
        "corrcoef_cols": _f32(np.corrcoef, m, rowvar=False),
    }


def test_statistics_eager_and_compiled():
    compiled = {"nanargmax0", "nanargmin_keep", "nanvar_ddof", "nanstd_int", "nanprod0",
                "trapezoid_x2d", "quantile_keep", "quantile_nan", "quantile_midpoint",
                "percentile_q", "cov_y", "cov_aweights", "corrcoef"}
    _check_eager_and_compiled(_stats, _stats_ref(R, M, Q), R, M, Q, rtol=2e-5, atol=2e-5,
                              compiled_keys=compiled)


def test_statistics_dtypes():
    h = M.astype(np.float16)
    assert jnp.nanvar(h).dtype == np.float16 and jnp.quantile(h, 0.5).dtype == np.float16
    assert jnp.quantile(h, np.float32(0.5)).dtype == np.float16      # q takes a's dtype
    assert jnp.cov(h).dtype == np.float16 and jnp.trapezoid(h).dtype == np.float16
    assert jnp.nanprod(h.astype(np.int8)).dtype == I32                 # prod's widening
    assert jnp.nanprod(np.array([True, False])).dtype == I32
    z = np.array([1 + 1j, nan, 2 - 1j], np.complex64)
    _check(jnp.nanvar(z), np.float32(np.nanvar(z.astype(np.complex128))))
    _check(jnp.nanargmax(np.array([nan, nan], np.float32)), np.int32(-1))
    _check(jnp.nanvar(np.array([nan, 1.0], np.float32), ddof=1), np.float32(nan))


def test_grad_and_vmap_through_statistics():
    x = np.array([0.0, 1.0, -2.0, 0.5], np.float32)
    g = hostcall.grad(lambda x: jnp.quantile(x, 0.3) + jnp.sum(jnp.asinh(x)))(x)
    # quantile 0.3 of 4 points sits 0.9 of the way from the smallest (-2) to the next (0)
    want = 1 / np.sqrt(1 + x.astype(np.float64) ** 2) + np.array([0.9, 0.0, 0.1, 0.0])
    _check(g, want.astype(np.float32))
    r = np.array([[1.0, nan, 3.0], [nan, nan, nan]], np.float32)
    am, q = hostcall.vmap(lambda row: (jnp.nanargmax(row), jnp.nanvar(row)))(r)
    _check(am, np.array([2, -1], np.int32))
    _check(q, np.array([1.0, nan], np.float32))


# ------------------------------------------------------------------ errors
@pytest.mark.parametrize("call,error,message", [
    (lambda: jnp.rot90(np.zeros(3)), ValueError, "ndim at least two"),
    (lambda: jnp.rot90(np.zeros((2, 2)), axes=(1, -1)), ValueError, "Axes must be different"),
    (lambda: jnp.array_split(np.zeros(3), 0), ValueError, "larger than 0"),
    (lambda: jnp.vsplit(np.zeros(3), 1), ValueError, "vsplit only works"),
    (lambda: jnp.dsplit(np.zeros((2, 2)), 1), ValueError, "dsplit only works"),
    (lambda: jnp.quantile(np.zeros(3), 0.5, method="bogus"), ValueError,
     "method can only be 'linear', 'lower', 'higher', 'midpoint', or 'nearest'; got 'bogus'"),
    (lambda: jnp.quantile(np.zeros(3), 1.5), ValueError, r"range \[0, 1\]"),
    (lambda: jnp.percentile(np.zeros(3), -1), ValueError, r"range \[0, 100\]"),
    (lambda: jnp.quantile(np.zeros(3), np.full((2, 2), 0.5)), ValueError, "rank <= 1"),
    (lambda: jnp.vecdot(np.zeros(3), np.zeros(4)), ValueError, "axes must match"),
    (lambda: jnp.unstack(1.0), ValueError, "rank > 0"),
    (lambda: jnp.matrix_transpose(np.zeros(3)), ValueError, "at least two-dimensional"),
    (lambda: jnp.select([np.zeros(2) > 0], []), ValueError, "length equal to choicelist"),
    (lambda: jnp.select([], []), ValueError, "non-empty"),
    (lambda: jnp.vander(np.zeros((2, 2))), ValueError, "one-dimensional"),
    (lambda: jnp.cov(np.zeros((2, 2, 2))), ValueError, "more than 2 dimensions"),
    (lambda: jnp.geomspace(0.0, 1.0), ValueError, "cannot include zero"),
    (lambda: jnp.permute_dims(np.zeros((2, 3)), (0, 0)), ValueError, "not a permutation"),
    (lambda: jnp.diag_indices(-1), ValueError, "nonnegative"),
    (lambda: jnp.logspace(0, 1, -2), ValueError, "non-negative"),
    (lambda: jnp.asinh(np.ones(2, np.complex64)), NotImplementedError, "complex"),
    (lambda: jnp.promote_types("S3", int), TypeError, "promote_types"),
    (lambda: jnp.finfo(object()), TypeError, "finfo: dtype must be"),
])
def test_errors(call, error, message):
    with pytest.raises(error, match=message):
        call()
