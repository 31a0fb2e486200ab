"""hostcall.numpy against numpy: eager vs compiled vs numpy, per dtype/shape group.

Every case is written once as ``f(m, x, y)`` and evaluated with m = hostcall.numpy
(eagerly, and inside ONE jitted function per group) and with m = numpy.
"""
import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp

BF16 = np.dtype(ml_dtypes.bfloat16)

# ------------------------------------------------------------------- cases
UNARY_FLOAT = {  # float-valued math: x lies in (0.1, 0.9), so every domain is fine
    n: (lambda n: lambda m, x, y: getattr(m, n)(x))(n) for n in (
        "sin", "cos", "tan", "tanh", "exp", "expm1", "log", "log1p", "sqrt", "cbrt",
        "arcsin", "arccos", "arctan", "sinh", "cosh", "exp2", "log2", "log10", "reciprocal")}
UNARY_ANY = {
    n: (lambda n: lambda m, x, y: getattr(m, n)(y))(n) for n in (
        "negative", "absolute", "abs", "sign", "square", "floor", "ceil", "trunc", "rint",
        "round", "isfinite", "isnan", "isinf", "real", "imag", "conjugate")}
BINARY = {
    n: (lambda n: lambda m, x, y: getattr(m, n)(x, y))(n) for n in (
        "add", "subtract", "multiply", "true_divide", "divide", "maximum", "minimum",
        "equal", "not_equal", "less", "less_equal", "greater", "greater_equal",
        "logical_and", "logical_or", "logical_xor")}
BINARY.update({
    "logical_not": lambda m, x, y: m.logical_not(y),
    "where": lambda m, x, y: m.where(x > y, x, y),
    "where_scalar": lambda m, x, y: m.where(x > y, x, 0),
    "clip": lambda m, x, y: m.clip(y, -1, 1),
    "op_mix": lambda m, x, y: (x + 2) * y - x / 3,
    "rsub": lambda m, x, y: 1 - y,
})
INT_ONLY = {
    n: (lambda n: lambda m, x, y: getattr(m, n)(x, y))(n) for n in (
        "floor_divide", "remainder", "mod", "fmod", "bitwise_and", "bitwise_or",
        "bitwise_xor")}
INT_ONLY.update({
    "power": lambda m, x, y: m.power(x, m.abs(y)),
    "invert": lambda m, x, y: m.invert(x),
    "left_shift": lambda m, x, y: m.left_shift(x, m.abs(y)),
    "right_shift": lambda m, x, y: m.right_shift(x, m.abs(y)),
    "operators": lambda m, x, y: (x // y) + (x % y) * 10 + (x ** 2) - (x & 3) + (x | 4),
})
FLOAT_BINARY = {
    "floor_divide": lambda m, x, y: m.floor_divide(x, y),
    "remainder": lambda m, x, y: m.remainder(x, y),
    "fmod": lambda m, x, y: m.fmod(x, y),
    "power": lambda m, x, y: m.power(x, y),
    "arctan2": lambda m, x, y: m.arctan2(x, y),
    "round2": lambda m, x, y: m.round(y, 2),
    "operators": lambda m, x, y: (x // y) + (x % y) + x ** 2 - abs(y) ** 0.5,
    "int_powers": lambda m, x, y: y ** 2 + y ** 3 - y ** -1 + m.power(y, 2.0),
    "floor_divide_inf": lambda m, x, y: m.floor_divide(-x, m.inf * y),
}
BOOL_CASES = {
    n: (lambda n: lambda m, x, y: getattr(m, n)(x, y))(n) for n in (
        "add", "multiply", "maximum", "minimum", "logical_and", "logical_or", "logical_xor",
        "bitwise_and", "bitwise_or", "bitwise_xor", "equal", "not_equal", "less", "greater")}
BOOL_CASES.update({"invert": lambda m, x, y: m.invert(x),
                   "logical_not": lambda m, x, y: m.logical_not(x),
                   "where": lambda m, x, y: m.where(x, y, False),
                   "operators": lambda m, x, y: (x & y) | ~x ^ y})
COMPLEX_CASES = {
    n: (lambda n: lambda m, x, y: getattr(m, n)(x, y))(n) for n in (
        "add", "subtract", "multiply", "divide", "equal", "not_equal")}
COMPLEX_CASES.update({
    n: (lambda n: lambda m, x, y: getattr(m, n)(x))(n) for n in (
        "negative", "exp", "log", "sin", "cos", "tanh", "sqrt", "absolute", "real", "imag",
        "conjugate", "square", "isfinite", "sign")})

_FLOAT_CASES = {**UNARY_FLOAT, **UNARY_ANY, **BINARY, **FLOAT_BINARY}
_INT_CASES = {**{k: v for k, v in UNARY_ANY.items()}, **BINARY, **INT_ONLY,
              "sqrt_of_int": lambda m, x, y: m.sqrt(m.abs(x)),
              "sin_of_int": lambda m, x, y: m.sin(x)}
_SMALL_FLOAT = {k: _FLOAT_CASES[k] for k in (
    "sin", "exp", "log", "sqrt", "add", "multiply", "true_divide", "maximum", "less",
    "negative", "absolute", "floor", "round", "where", "op_mix", "isfinite", "square")}
_SMALL_INT = {k: _INT_CASES[k] for k in (
    "add", "subtract", "multiply", "floor_divide", "remainder", "maximum", "less", "negative",
    "absolute", "bitwise_and", "where", "true_divide", "op_mix", "sign")}


def _data(dtype, shape_x, shape_y, rng):
    d = np.dtype(dtype)
    k = "f" if d == BF16 else d.kind
    if k == "f":
        x = rng.uniform(0.1, 0.9, shape_x)
        y = rng.uniform(-2.5, 2.5, shape_y)
        y = np.where(np.abs(y) < 0.2, 0.7, y)
    elif k == "i":
        x = rng.integers(-20, 20, shape_x)
        y = rng.integers(1, 6, shape_y) * rng.choice([-1, 1], shape_y)
    elif k == "u":
        x = rng.integers(0, 40, shape_x)
        y = rng.integers(1, 6, shape_y)
    elif k == "b":
        x = rng.integers(0, 2, shape_x).astype(bool)
        y = rng.integers(0, 2, shape_y).astype(bool)
    else:
        x = rng.uniform(0.1, 0.9, shape_x) + 1j * rng.uniform(-1, 1, shape_x)
        y = rng.uniform(-2, 2, shape_y) + 1j * rng.uniform(0.2, 1, shape_y)
    return np.asarray(x).astype(d), np.asarray(y).astype(d)


GROUPS = {
    "f32_2d_bcast": (np.float32, (3, 4), (4,), _FLOAT_CASES),
    "f32_scalar": (np.float32, (), (), _FLOAT_CASES),
    "f32_col_bcast": (np.float32, (3, 1), (1, 5), {**UNARY_FLOAT, **BINARY}),
    "i32_2d": (np.int32, (2, 5), (2, 5), _INT_CASES),
    "i32_bcast_scalar": (np.int32, (4,), (), _INT_CASES),
    "u32": (np.uint32, (6,), (6,), {k: v for k, v in _INT_CASES.items() if k not in (
        "negative", "rsub", "clip", "op_mix")}),
    "bool": (np.bool_, (2, 3), (3,), BOOL_CASES),
    "c64": (np.complex64, (5,), (5,), COMPLEX_CASES),
    "f16": (np.float16, (6,), (6,), _SMALL_FLOAT),
    "bf16": (BF16, (6,), (6,), _SMALL_FLOAT),
    "i8": (np.int8, (6,), (6,), _SMALL_INT),
    "u8": (np.uint8, (6,), (6,), {k: v for k, v in _SMALL_INT.items()
                                  if k not in ("negative", "op_mix", "sign")}),
}
_TOL = {np.dtype(np.float16): dict(rtol=3e-3, atol=3e-3),
        BF16: dict(rtol=3e-2, atol=3e-2)}
_DEFAULT_TOL = dict(rtol=2e-5, atol=2e-6)


def _as_ref(a):
    a = np.asarray(a)
    if a.dtype == BF16 or a.dtype == np.float16:
        return a.astype(np.float32)
    return a


def _numpy_reference(fn, x, y):
    # numpy computes in the (exact) operand dtype, widened for half floats; JAX's dtype
    # rules are checked separately in test_dtypes.
    with np.errstate(all="ignore"):
        return np.asarray(fn(np, _as_ref(x), _as_ref(y)))


def _compare(name, got, want, tol):
    got = np.asarray(got)
    if got.dtype.kind in "biu" and want.dtype.kind in "biu":
        np.testing.assert_array_equal(got, want.astype(got.dtype), err_msg=name)
    else:
        kind = np.complex128 if "c" in (got.dtype.kind, want.dtype.kind) else np.float64
        np.testing.assert_allclose(got.astype(kind), want.astype(kind), err_msg=name,
                                   equal_nan=True, **tol)


@pytest.mark.parametrize("group", GROUPS)
def test_ufuncs_eager_compiled_numpy(group):
    dtype, sx, sy, cases = GROUPS[group]
    x, y = _data(dtype, sx, sy, np.random.default_rng(0))

    def program(x, y):
        return {name: fn(jnp, x, y) for name, fn in cases.items()}

    eager = program(jnp.asarray(x), jnp.asarray(y))
    compiled = hostcall.jit(program)(x, y)
    tol = _TOL.get(np.dtype(dtype), _DEFAULT_TOL)
    for name, fn in cases.items():
        e, c = eager[name], compiled[name]
        assert (e.dtype, e.shape, e.weak_type) == (c.dtype, c.shape, c.weak_type), name
        want = _numpy_reference(fn, x, y)
        assert e.shape == want.shape, name
        _compare(name + " (eager)", e, want, tol)
        _compare(name + " (compiled)", c, want, tol)


@pytest.mark.parametrize("name, fn, dtype", [
    ("int_true_divide", lambda: jnp.arange(3) / 2, np.float32),
    ("sqrt_int", lambda: jnp.sqrt(jnp.arange(3)), np.float32),
    ("bool_add", lambda: jnp.add(jnp.asarray([True]), jnp.asarray([True])), np.bool_),
    ("abs_c64", lambda: jnp.abs(jnp.asarray([3 + 4j], jnp.complex64)), np.float32),
    ("real_c64", lambda: jnp.real(jnp.asarray([3 + 4j], jnp.complex64)), np.float32),
    ("int8_sum", lambda: jnp.sum(jnp.ones(3, jnp.int8)), np.int32),
    ("uint8_sum", lambda: jnp.sum(jnp.ones(3, jnp.uint8)), np.uint32),
    ("bool_sum", lambda: jnp.sum(jnp.ones(3, bool)), np.int32),
    ("int_mean", lambda: jnp.mean(jnp.arange(4)), np.float32),
    ("f16_mean", lambda: jnp.mean(jnp.ones(4, jnp.float16)), np.float16),
    ("argmax", lambda: jnp.argmax(jnp.arange(4.0)), np.int32),
    ("u8_compare", lambda: jnp.ones(2, jnp.uint8) < 3, np.bool_),
    ("i8_floor_divide", lambda: jnp.ones(2, jnp.int8) // 2, np.int8),
    ("int_reciprocal", lambda: jnp.reciprocal(jnp.arange(1, 3)), np.float32),
    ("int_pow_float", lambda: jnp.arange(3) ** 2.0, np.float32),
])
def test_result_dtypes_follow_jax(x32, name, fn, dtype):
    assert fn().dtype == np.dtype(dtype), name


# --------------------------------------------------------------- reductions
_REDUCTION_AXES = [None, 0, -1, (0, 2)]


def _reduction_program(m, x):
    out = {}
    for i, axis in enumerate(_REDUCTION_AXES):
        for keep in ((False, True) if axis in (None, (0, 2)) else (False,)):
            tag = f"{i}_{int(keep)}"
            for n in ("sum", "prod", "max", "min", "mean", "var", "std", "any", "all"):
                out[f"{n}_{tag}"] = getattr(m, n)(x, axis=axis, keepdims=keep)
        if axis is None or isinstance(axis, int):
            out[f"argmax_{i}"] = m.argmax(x, axis=axis)
            out[f"argmin_{i}"] = m.argmin(x, axis=axis)
    out["var_ddof"] = m.var(x, axis=1, ddof=1)
    out["sum_dtype"] = m.sum(x, axis=0, dtype=np.float32)
    out["max_initial"] = m.max(x, axis=1, initial=0)
    out["amax"] = m.amax(x, axis=2)
    out["method_sum"] = x.sum(axis=1)
    out["method_mean"] = x.mean()
    return out


@pytest.mark.parametrize("dtype", [np.float32, np.int32])
def test_reductions(dtype):
    rng = np.random.default_rng(2)
    x = (rng.uniform(-3, 3, (2, 3, 4)) if dtype == np.float32
         else rng.integers(-4, 5, (2, 3, 4))).astype(dtype)
    eager = _reduction_program(jnp, jnp.asarray(x))
    compiled = hostcall.jit(lambda x: _reduction_program(jnp, x))(x)
    want = _reduction_program(np, x)
    for k, w in want.items():
        e, c = eager[k], compiled[k]
        assert e.dtype == c.dtype and e.shape == c.shape == np.shape(w), k
        _compare(k + " (eager)", e, np.asarray(w), dict(rtol=2e-5, atol=2e-5))
        _compare(k + " (compiled)", c, np.asarray(w), dict(rtol=2e-5, atol=2e-5))


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
def test_half_float_sums_accumulate_in_float32(dtype):
    def program(x):
        return jnp.sum(x), jnp.mean(x), jnp.sum(x, axis=0, keepdims=True)

    x = jnp.ones((4096, 2), dtype)
    for total, mean, cols in (program(x), hostcall.jit(program)(x)):
        assert total.dtype == mean.dtype == cols.dtype == np.dtype(dtype)
        assert float(total) == 8192 and float(mean) == 1.0
        assert np.asarray(cols).astype(np.float32).tolist() == [[4096, 4096]]


def test_reduction_of_0d_and_empty():
    z = jnp.asarray(3.0)
    assert float(jnp.sum(z)) == 3.0 and jnp.sum(z).shape == ()
    assert jnp.sum(jnp.zeros((0, 2)), axis=0).tolist() == [0.0, 0.0]
    assert float(jnp.prod(jnp.zeros((0,)))) == 1.0
    with pytest.raises(ValueError, match="zero-size array to reduction operation max"):
        jnp.max(jnp.zeros((0,)))
    with pytest.raises(ValueError, match="argmax of an empty sequence"):
        jnp.argmax(jnp.zeros((0,)))
    with pytest.raises(ValueError, match="axis 3 is out of bounds"):
        jnp.sum(jnp.ones((2, 2)), axis=3)


# ------------------------------------------------------------ shape ops
def _shape_program(m, x, v):
    """x: [2,3,4]; v: [3]."""
    a, b, c = m.split(x, 3, axis=1)
    p, q = m.split(v, [1], axis=0)
    return dict(
        reshape=m.reshape(x, (4, 6)), reshape_neg=m.reshape(x, (-1, 4)), ravel=m.ravel(x),
        method_reshape=x.reshape(6, -1), transpose=m.transpose(x),
        transpose_axes=m.transpose(x, (1, 0, 2)), T=x.T, swapaxes=m.swapaxes(x, 0, 2),
        moveaxis=m.moveaxis(x, 0, -1), expand_dims=m.expand_dims(x, (0, 2)),
        squeeze=m.squeeze(m.expand_dims(v, 0)), squeeze_axis=m.squeeze(x[:, :1], axis=1),
        concat=m.concatenate([x, x], axis=2), concat_none=m.concatenate([v, v[::-1]]),
        stack=m.stack([v, v, v]), stack_axis=m.stack([v, v], axis=1),
        vstack=m.vstack([v, v]), hstack=m.hstack([v, v]), split_a=a, split_c=c,
        split_p=p, split_q=q, flip=m.flip(x, 1), flip_all=m.flip(x),
        fliplr=m.fliplr(x[0]), flipud=m.flipud(x[0]), tile=m.tile(v, (2, 2)),
        repeat=m.repeat(v, 2), repeat_axis=m.repeat(x, 2, axis=0),
        repeat_counts=m.repeat(x, np.array([2, 0, 1]), axis=1),
        atleast_1d=m.atleast_1d(v[0]), atleast_2d=m.atleast_2d(v),
        broadcast_to=m.broadcast_to(v, (2, 3)), indexing=x[1, :, ::2],
        zeros_like=m.zeros_like(x), ones_like=m.ones_like(v), full_like=m.full_like(v, 7),
    )


@pytest.mark.parametrize("dtype", [np.float32, np.bool_])
def test_shape_ops(dtype):
    x = (np.arange(24).reshape(2, 3, 4) % 5).astype(dtype)
    v = np.array([1, 0, 3]).astype(dtype)
    eager = _shape_program(jnp, jnp.asarray(x), jnp.asarray(v))
    compiled = hostcall.jit(lambda x, v: _shape_program(jnp, x, v))(x, v)
    for k, w in _shape_program(np, x, v).items():
        for tag, got in (("eager", eager[k]), ("compiled", compiled[k])):
            assert got.shape == w.shape, (k, tag)
            assert got.dtype == w.dtype, (k, tag)
            np.testing.assert_array_equal(np.asarray(got), w, err_msg=f"{k} ({tag})")


# ---------------------------------------------------------------- linalg
def _linalg_program(m, a, b, v, w, t):
    """a: [3,4], b: [4,2], v: [4], w: [3], t: [2,3,4]."""
    return dict(
        dot_vv=m.dot(v, v), dot_mm=m.dot(a, b), dot_mv=m.dot(a, v), dot_vm=m.dot(w, a),
        dot_scalar=m.dot(a, 2), matmul=m.matmul(a, b), matmul_op=a @ b,
        matmul_batch=m.matmul(t, b), matmul_vec=m.matmul(v, b), matmul_mv=m.matmul(t, v),
        vdot=m.vdot(a, a), inner=m.inner(a, a), inner_v=m.inner(v, v), outer=m.outer(v, w),
        tensordot1=m.tensordot(a, b, axes=1), tensordot2=m.tensordot(t, a, axes=2),
        tensordot_pairs=m.tensordot(t, b, axes=([2], [0])),
        einsum_mm=m.einsum("ij,jk->ik", a, b), einsum_rows=m.einsum("ij,ij->i", a, a),
        einsum_inner=m.einsum("i,i->", v, v), einsum_batch=m.einsum("bij,jk->bik", t, b),
        einsum_outer=m.einsum("i,j->ij", v, w),
        einsum_t=m.einsum("ij->ji", a), einsum_sum=m.einsum("bij->j", t),
        einsum_implicit=m.einsum("ij,jk", a, b),
    )


@pytest.mark.parametrize("dtype", [np.float32, np.int32])
def test_linalg(dtype):
    rng = np.random.default_rng(3)
    mk = (lambda s: rng.uniform(-1, 1, s).astype(dtype)) if dtype == np.float32 else \
        (lambda s: rng.integers(-3, 4, s).astype(dtype))
    args = (mk((3, 4)), mk((4, 2)), mk((4,)), mk((3,)), mk((2, 3, 4)))
    eager = _linalg_program(jnp, *[jnp.asarray(a) for a in args])
    compiled = hostcall.jit(lambda *a: _linalg_program(jnp, *a))(*args)
    for k, w in _linalg_program(np, *args).items():
        w = np.asarray(w)
        for tag, got in (("eager", eager[k]), ("compiled", compiled[k])):
            assert got.shape == w.shape, (k, tag)
            assert got.dtype == np.dtype(dtype), (k, tag)
            _compare(f"{k} ({tag})", got, w, dict(rtol=1e-5, atol=1e-5))


def test_linalg_shape_errors():
    with pytest.raises(TypeError, match=r"dot_general.*f32\[3,4\].*f32\[3\]"):
        jnp.dot(jnp.ones((3, 4)), jnp.ones(3))
    with pytest.raises((TypeError, ValueError), match="matmul"):
        jnp.matmul(jnp.ones((2, 3)), jnp.ones((2, 3)))


# -------------------------------------------------------------- creation
def _creation_program(m):
    return dict(
        zeros=m.zeros((2, 3)), ones_i=m.ones(4, dtype=np.int32), full=m.full((2,), 3.5),
        full_int=m.full((3,), 7), arange=m.arange(5), arange_f=m.arange(0.0, 1.0, 0.25),
        arange_step=m.arange(10, 2, -3), linspace=m.linspace(0, 1, 5),
        linspace_open=m.linspace(0.0, 2.0, 4, endpoint=False), eye=m.eye(3),
        eye_k=m.eye(2, 4, k=1, dtype=np.int32), identity=m.identity(2),
        array=m.array([[1, 2], [3, 4]]), asarray_f=m.asarray([1.5, 2.5]),
        empty_shape=m.zeros((0, 3)),
    )


def test_creation(x32):
    eager = _creation_program(jnp)
    compiled = hostcall.jit(lambda: _creation_program(jnp))()
    for k, w in _creation_program(np).items():
        w = np.asarray(w)
        want_dtype = {np.dtype(np.float64): np.float32, np.dtype(np.int64): np.int32}.get(
            w.dtype, w.dtype)
        for tag, got in (("eager", eager[k]), ("compiled", compiled[k])):
            assert got.shape == w.shape, (k, tag)
            assert got.dtype == want_dtype, (k, tag)
            np.testing.assert_allclose(np.asarray(got), w, rtol=1e-6, err_msg=f"{k} ({tag})")
