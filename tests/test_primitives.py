"""Every lax primitive: eager (the reference evaluator's op functions) vs compiled (IREE)
vs a numpy reference.

Compiles are the cost, so each dtype group checks all its primitives inside ONE jitted
function returning a dict; the eager run of the same function must agree with it.
"""
import ml_dtypes
import numpy as np
import pytest
import scipy.special
from hypothesis import given, settings, strategies as st

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, reference, tree_util
from hostcall.primitives.elementwise import BINARY, UNARY

BF16 = np.dtype(ml_dtypes.bfloat16)
_TOL = {np.dtype(np.float32): dict(rtol=2e-5, atol=2e-6),
        np.dtype(np.float16): dict(rtol=2e-3, atol=2e-3),
        BF16: dict(rtol=2e-2, atol=2e-2),
        np.dtype(np.complex64): dict(rtol=2e-5, atol=2e-6)}

# Which operand each primitive reads: "x" mixed signs, "p" positive, "y" second
# operand (non-zero), "s" shift amounts (0 .. bits + 2).
_UNARY_DOMAIN = {"log": "p", "log1p": "p", "sqrt": "p", "rsqrt": "p"}
_BINARY_OPERANDS = {"div": ("x", "y"), "rem": ("x", "y"), "pow": ("p", "e"),
                    "shift_left": ("x", "s"), "shift_right_arithmetic": ("x", "s"),
                    "shift_right_logical": ("x", "s")}


def _kind(dtype):
    return "f" if np.dtype(dtype) == BF16 else np.dtype(dtype).kind


def _inputs(dtype, shape, rng):
    d = np.dtype(dtype)
    k = _kind(d)
    n = int(np.prod(shape))
    if k == "b":
        x = rng.integers(0, 2, n).astype(bool)
        return dict(x=x, y=rng.integers(0, 2, n).astype(bool), p=x, e=x, s=x)
    if k in "iu":
        lo = 0 if k == "u" else -9
        x = rng.integers(lo, 10, n)
        y = rng.integers(1, 5, n) * (1 if k == "u" else rng.choice([-1, 1], n))
        e = rng.integers(-2 if k == "i" else 0, 4, n)
        s = rng.integers(0, d.itemsize * 8 + 3, n)
        p = np.abs(x) + 1
        return {k_: v.astype(d) for k_, v in dict(x=x, y=y, p=p, e=e, s=s).items()}
    x = rng.uniform(-2, 2, n)
    y = rng.uniform(0.5, 2, n) * rng.choice([-1, 1], n)
    p = rng.uniform(0.25, 3, n)
    e = rng.uniform(-2, 2, n)
    # exact halves exercise the two rounding modes
    x[:3] = [2.5, -0.5, 1.5][:min(3, n)]
    if k == "c":
        x = x + 1j * rng.uniform(-1, 1, n)
        y = y + 1j * rng.uniform(-1, 1, n)
        p = p + 0.5j
        e = e + 0.1j
    return {k_: v.astype(d) for k_, v in dict(x=x, y=y, p=p, e=e, s=x).items()}


def _reshaped(inputs, shape):
    return {k: v.reshape(shape) for k, v in inputs.items()}


def _elementwise_program(dtype):
    """A function computing every elementwise primitive that accepts ``dtype``."""
    k = _kind(dtype)
    names_u = [n for n, (_, kinds) in UNARY.items() if k in kinds]
    names_b = [n for n, (_, kinds) in BINARY.items() if k in kinds]

    def program(v):
        out = {}
        for n in names_u:
            out[n] = getattr(lax, {"not": "bitwise_not"}.get(n, n))(v[_UNARY_DOMAIN.get(n, "x")])
        for n in names_b:
            a, b = _BINARY_OPERANDS.get(n, ("x", "y"))
            fn = getattr(lax, {"and": "bitwise_and", "or": "bitwise_or",
                               "xor": "bitwise_xor"}.get(n, n))
            out[n] = fn(v[a], v[b])
        for direction in ("EQ", "NE", "LT", "LE", "GT", "GE"):
            if k != "c" or direction in ("EQ", "NE"):
                out["compare_" + direction] = lax.compare(v["x"], v["y"], direction)
        out["select"] = lax.select(lax.ne(v["x"], v["y"]), v["x"], v["y"])
        if k not in "cb":
            out["clamp"] = lax.clamp(v["y"], v["x"], v["p"])
        if k == "f":
            out["is_finite"] = lax.is_finite(v["x"])
        if k == "c":
            out["real"], out["imag"] = lax.real(v["x"]), lax.imag(v["x"])
            out["complex"] = lax.complex(lax.real(v["x"]), lax.imag(v["y"]))
        return out
    return program


GROUPS = [
    (np.float32, (2, 5)), (np.float32, ()), (np.int32, (3, 4)), (np.uint32, (7,)),
    (np.bool_, (2, 3)), (np.complex64, (6,)), (np.float16, (6,)), (BF16, (6,)),
    (np.int8, (8,)), (np.uint8, (8,)),
]


@pytest.mark.parametrize("dtype, shape", GROUPS, ids=lambda v: str(np.dtype(v)) if
                         not isinstance(v, tuple) else "x".join(map(str, v)) or "scalar")
def test_elementwise_eager_matches_compiled(dtype, shape):
    rng = np.random.default_rng(0)
    n = max(int(np.prod(shape)), 1)
    v = _reshaped(_inputs(dtype, (n,), rng), shape)
    program = _elementwise_program(dtype)
    eager = program(v)
    compiled = hostcall.jit(program)(v)
    assert eager.keys() == compiled.keys()
    tol = _TOL.get(np.dtype(dtype), {})
    for name in eager:
        e, c = eager[name], compiled[name]
        assert e.dtype == c.dtype and e.shape == c.shape, name
        assert e.weak_type == c.weak_type, name
        if e.dtype.kind in "biu" or not tol:
            np.testing.assert_array_equal(np.asarray(e), np.asarray(c), err_msg=name)
        else:
            np.testing.assert_allclose(np.asarray(e).astype(np.complex128 if e.dtype.kind == "c"
                                                            else np.float64),
                                       np.asarray(c).astype(np.complex128 if c.dtype.kind == "c"
                                                            else np.float64),
                                       err_msg=name, **tol)


@pytest.mark.parametrize("dtype, shape", GROUPS, ids=lambda v: str(np.dtype(v)) if
                         not isinstance(v, tuple) else "x".join(map(str, v)) or "scalar")
def test_eager_is_the_reference_evaluator_bit_for_bit(dtype, shape):
    """Eager values are the reference evaluator's values of the staged module: one copy
    of each op's semantics (no compile: the traced module is evaluated)."""
    rng = np.random.default_rng(1)
    n = max(int(np.prod(shape)), 1)
    v = _reshaped(_inputs(dtype, (n,), rng), shape)
    program = _elementwise_program(dtype)
    eager = program(v)
    text = hostcall.jit(program).lower(v).as_text()
    args, _ = tree_util.tree_flatten(v)
    names = sorted(eager)                      # dict outputs flatten in key order
    evaluated = dict(zip(names, reference.evaluate(text, *args)))
    for name in names:
        e, w = np.asarray(eager[name]), evaluated[name]
        assert e.dtype == w.dtype and e.shape == w.shape, name
        if e.dtype == BF16:                    # numpy's NaN test takes float32
            e, w = e.astype(np.float32), w.astype(np.float32)
        np.testing.assert_array_equal(e, w, err_msg=name)
        if e.dtype.kind in "fc":
            np.testing.assert_array_equal(np.signbit(e.real), np.signbit(w.real), err_msg=name)


_EXPORTED = {"not": "bitwise_not", "and": "bitwise_and", "or": "bitwise_or",
             "xor": "bitwise_xor"}


def _elements(dtype):
    if dtype.kind == "f":
        return st.floats(width=8 * dtype.itemsize)          # NaN, infinities, -0 included
    info = np.iinfo(dtype)
    return st.integers(int(info.min), int(info.max))


@settings(max_examples=50, deadline=None)
@given(data=st.data())
def test_eager_equals_the_evaluator_on_any_values(data):
    """Any elementwise primitive, any values (NaN, infinities, -0, extreme integers): the
    eager value is the evaluator's value of the traced module, bit for bit."""
    dtype = np.dtype(data.draw(st.sampled_from(
        [np.float32, np.float16, np.int32, np.int8, np.uint8, np.uint32])))
    table = {**{n: (1, kinds) for n, (_, kinds) in UNARY.items()},
             **{n: (2, kinds) for n, (_, kinds) in BINARY.items()}}
    name = data.draw(st.sampled_from(sorted(
        n for n, (_, kinds) in table.items() if dtype.kind in kinds)))
    n = data.draw(st.integers(1, 5))
    args = tuple(np.array(data.draw(st.lists(_elements(dtype), min_size=n, max_size=n)), dtype)
                 for _ in range(table[name][0]))
    fn = getattr(lax, _EXPORTED.get(name, name))
    eager = np.asarray(fn(*args))
    (want,) = reference.evaluate(hostcall.jit(fn).lower(*args).as_text(), *args)
    np.testing.assert_array_equal(eager, want, err_msg=name)
    if want.dtype.kind == "f":
        np.testing.assert_array_equal(np.signbit(eager), np.signbit(want), err_msg=name)


# ------------------------------------------------ StableHLO semantics, against numpy
def test_integer_semantics_match_stablehlo():
    x = np.array([7, -7, 7, -7, 0, 5], np.int32)
    y = np.array([2, 2, -2, -2, 3, -1], np.int32)
    s = np.array([0, 1, 31, 32, 33, 4], np.int32)
    e = np.array([2, -1, 0, -2, 3, 1], np.int32)
    base = np.array([3, 1, -1, -1, 2, 5], np.int32)

    def program(x, y, s, e, base):
        return dict(div=lax.div(x, y), rem=lax.rem(x, y), shl=lax.shift_left(x, s),
                    sra=lax.shift_right_arithmetic(x, s), pow=lax.pow(base, e))

    want = dict(
        div=[3, -3, -3, 3, 0, -5],                  # truncates toward zero
        rem=[1, -1, 1, -1, 0, 0],                   # sign of the dividend
        shl=[7, -14, np.int32(7) << 31, 0, 0, 80],  # shifts >= 32 give 0
        sra=[7, -4, 0, -1, 0, 0],                   # ... or the sign bit
        pow=[9, 1, 1, 1, 8, 5],                     # x**-n is 0 but for x = +-1
    )
    for out in (program(x, y, s, e, base), hostcall.jit(program)(x, y, s, e, base)):
        for k, w in want.items():
            np.testing.assert_array_equal(np.asarray(out[k]), np.array(w, np.int32), err_msg=k)


def test_float_rounding_and_rem():
    x = np.array([2.5, -2.5, 0.5, -1.5, 3.7, -3.7], np.float32)

    two = np.full_like(x, 2)

    def program(x, two):
        return dict(afz=lax.round(x), even=lax.round_even(x), rem=lax.rem(x, two),
                    floor=lax.floor(x), ceil=lax.ceil(x), sign=lax.sign(x))

    for out in (program(x, two), hostcall.jit(program)(x, two)):
        np.testing.assert_array_equal(out["afz"], [3, -3, 1, -2, 4, -4])
        np.testing.assert_array_equal(out["even"], [2, -2, 0, -2, 4, -4])
        np.testing.assert_allclose(out["rem"], np.fmod(x, 2), rtol=1e-6)
        np.testing.assert_array_equal(out["floor"], np.floor(x))
        np.testing.assert_array_equal(out["ceil"], np.ceil(x))
        np.testing.assert_array_equal(out["sign"], np.sign(x))


def test_round_just_below_a_half_and_complex_to_bool():
    """Eager values are the reference's (round adds no half; complex -> bool reads the
    real part), and compiled code agrees (JAX: round(0.49999997) == 0)."""
    x = np.array([0.49999997, -0.49999997, 0.5, -2.5], np.float32)
    z = np.array([3j, 1 + 0j, 0j], np.complex64)

    def program(x, z):
        return lax.round(x), lax.convert_element_type(z, np.bool_)

    for r, b in (program(x, z), hostcall.jit(program)(x, z)):
        np.testing.assert_array_equal(r, [0, 0, 1, -3])
        np.testing.assert_array_equal(b, [False, True, False])


def test_16_bit_float_sums_accumulate_in_float32():
    """16-bit float sums add in float32 and round once eagerly (the reference's
    ``wide_16bit`` reduction): 256 + 1 is 256 in bf16, eight ones add 8 to 256.  Compiled
    bf16 sums do the same (hostcall-round-bf16 leaves reduction bodies to IREE)."""
    x = np.array([256] + [1] * 8, BF16)
    for out in (lax.reduce_sum(x, (0,)), hostcall.jit(lambda v: lax.reduce_sum(v, (0,)))(x)):
        assert out.dtype == BF16 and float(out) == 264, float(out)
    half = lax.reduce_sum(np.array([2048] + [1] * 8, np.float16), (0,))
    assert half.dtype == np.float16 and float(half) == 2056


def test_sign_and_round_keep_the_sign_of_zero():
    """sign(-0.0) and round(-0.4) are -0.0 (the spec; JAX and compiled code agree), eagerly
    too (numpy's sign gives +0.0)."""
    x = np.array([-0.0, 0.0, -0.4, -3.0], np.float32)

    def program(x):
        return lax.sign(x), lax.round(x)

    for sign, rounded in (program(x), hostcall.jit(program)(x)):
        np.testing.assert_array_equal(np.signbit(sign), [True, False, True, True])
        np.testing.assert_array_equal(np.signbit(rounded), [True, False, True, True])
        np.testing.assert_array_equal(rounded, [0, 0, 0, -3])


def test_logistic_keeps_float32_subnormals():
    """logistic(-100) is a float32 subnormal (expit in float64, rounded): eagerly (the
    reference computes it in float64) as compiled (hostcall-spec-math)."""
    x = np.array([-100, -90, 3], np.float32)
    want = scipy.special.expit(x.astype(np.float64)).astype(np.float32)
    assert want[0] > 0
    for out in (lax.logistic(x), hostcall.jit(lax.logistic)(x)):
        np.testing.assert_array_equal(out, want)


def test_special_float_values():
    x = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0], np.float32)
    y = np.array([1.0, np.nan, 2.0, -0.0, 0.0, np.inf], np.float32)

    zy = np.array([0.0, 0.0, -1.0, 1.0], np.float32)
    zx = np.array([-1.0, 1.0, -0.0, 0.0], np.float32)

    def program(x, y, zy, zx):
        return dict(fin=lax.is_finite(x), mx=lax.max(x, y), mn=lax.min(x, y),
                    eq=lax.eq(x, x), ne=lax.ne(x, x), div=lax.div(lax.sign(x), y),
                    atan2=lax.atan2(zy, zx))

    with np.errstate(all="ignore"):
        ref = dict(fin=np.isfinite(x), mx=np.maximum(x, y), mn=np.minimum(x, y),
                   eq=x == x, ne=x != x, div=np.sign(x) / y, atan2=np.arctan2(zy, zx))
    for out in (program(x, y, zy, zx), hostcall.jit(program)(x, y, zy, zx)):
        for k, w in ref.items():
            np.testing.assert_array_equal(np.asarray(out[k]), w, err_msg=k)


def test_convert_element_type_table():
    f = np.array([-2.7, -0.5, 0.0, 0.5, 1.0, 3.9, 200.0], np.float32)
    i = np.array([-3, -1, 0, 1, 2, 127, 300], np.int32)
    targets = [np.bool_, np.int8, np.int32, np.uint8, np.float16, BF16, np.float32,
               np.complex64]

    def program(f, i):
        out = {}
        for t in targets:
            name = np.dtype(t).name
            if np.dtype(t).kind not in "iu" or np.dtype(t) == np.int32:
                out["f_" + name] = lax.convert_element_type(f, t)
            out["i_" + name] = lax.convert_element_type(i, t)
        out["c_f32"] = lax.convert_element_type(lax.complex(f, f), np.float32)
        return out

    eager, compiled = program(f, i), hostcall.jit(program)(f, i)
    for k in eager:
        assert eager[k].dtype == compiled[k].dtype, k
        np.testing.assert_array_equal(np.asarray(eager[k]), np.asarray(compiled[k]), err_msg=k)
    np.testing.assert_array_equal(eager["f_int32"], [-2, 0, 0, 0, 1, 3, 200])   # truncation
    np.testing.assert_array_equal(eager["f_bool"], f != 0)
    np.testing.assert_array_equal(eager["i_int8"], i.astype(np.int8))         # wraps
    np.testing.assert_array_equal(eager["c_f32"], f)                         # real part


@pytest.mark.parametrize("dtype", [np.float32, np.float16])
def test_pow_of_negative_bases(dtype):
    x = np.array([-7.5, -2.0, -2.0, -5.0, -0.5, 3.0, 0.0, -3.0], dtype)
    y = np.array([2.0, 3.0, 0.5, np.inf, -np.inf, -2.0, 2.0, 0.0], dtype)

    def program(x, y):
        return lax.pow(x, y), lax.integer_pow(x, 3), lax.integer_pow(x, -2), \
            lax.integer_pow(x, 0)

    with np.errstate(all="ignore"):
        want = (np.power(x, y), x ** 3, x ** -2.0, np.ones_like(x))
    for out in (program(x, y), hostcall.jit(program)(x, y)):
        for got, w in zip(out, want):
            assert got.dtype == dtype
            np.testing.assert_allclose(np.asarray(got), w, rtol=2e-3 if dtype == np.float16
                                       else 1e-6, equal_nan=True)


POW_EDGES = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, np.inf, -np.inf, np.nan,
             2.5, -2.5]


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_float_power_at_zeros_ones_infinities_and_nans_is_cs(dtype):
    """0 ** 0, inf ** 0, nan ** 0, 1 ** nan and (-1) ** inf are 1; (-0) ** -1 is -inf;
    (-0) ** 2.5 is 0 and (-inf) ** 0.5 is inf (IREE's exp(y log x) gave NaN or wrong signs)."""
    x = np.array([a for a in POW_EDGES for _ in POW_EDGES], dtype)
    y = np.array([b for _ in POW_EDGES for b in POW_EDGES], dtype)
    with np.errstate(all="ignore"):
        want = np.power(x, y)
    with hostcall.experimental.enable_x64(dtype == np.float64):
        for got in (lax.pow(x, y), hostcall.jit(lax.pow)(x, y)):
            got = np.asarray(got)
            np.testing.assert_allclose(got, want, rtol=1e-6, equal_nan=True)
            assert (np.signbit(got) == np.signbit(want))[~np.isnan(want)].all()


ATAN2_EDGES = [(0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (0.0, -1.0), (-0.0, -1.0),
               (-0.0, 1.0), (np.inf, np.inf), (np.inf, -np.inf), (-np.inf, np.inf),
               (-np.inf, -np.inf), (1.0, -np.inf), (-1.0, -np.inf), (-1e-30, -1e30),
               (-1e-20, -1e20), (3.0, -4.0), (-3.0, -4.0), (np.nan, -1.0), (1.0, 0.0)]


@pytest.mark.parametrize("dtype", [np.float32, np.float16, np.float64])
def test_atan2_at_zeros_infinities_and_underflowing_quotients(dtype):
    if dtype == np.float16:
        edges = [(y, x) for y, x in ATAN2_EDGES if abs(y) in (0, 1, 3, np.inf) or np.isnan(y)]
    else:
        edges = ATAN2_EDGES
    y = np.array([e[0] for e in edges], dtype)
    x = np.array([e[1] for e in edges], dtype)
    want = np.arctan2(y, x)
    with hostcall.experimental.enable_x64(dtype == np.float64):
        for got in (lax.atan2(y, x), hostcall.jit(lax.atan2)(y, x)):
            got = np.asarray(got)
            np.testing.assert_allclose(got, want, rtol=2e-3 if dtype == np.float16 else 1e-6,
                                       equal_nan=True)
            assert (np.signbit(got) == np.signbit(want))[~np.isnan(want)].all()


def test_atan2_derivatives_at_the_branch_cut_are_atan2s():
    dy = hostcall.grad(lambda y: lax.atan2(y, -1.0))
    for y in (-0.0, 0.0, -1e-30):
        assert float(dy(y)) == pytest.approx(-1.0)
    assert float(hostcall.grad(lambda x: lax.atan2(2.0, x))(1.0)) == pytest.approx(-0.4)


def test_right_shifts_on_bits():
    u = np.array([0x80000000, 0xFFFFFFFF, 8], np.uint32)
    i = np.array([-8, -1, 8], np.int32)
    s = np.array([1, 4, 40], np.uint32)

    def program(u, i, s):
        return dict(u_logical=lax.shift_right_logical(u, s),
                    u_arith=lax.shift_right_arithmetic(u, s),      # fills with the top bit
                    i_logical=lax.shift_right_logical(i, s.astype(np.int32)),
                    u_numpy=u >> s)                               # jnp: logical for unsigned

    for out in (program(u, i, s), hostcall.jit(program)(u, i, s)):
        np.testing.assert_array_equal(out["u_logical"], [0x40000000, 0x0FFFFFFF, 0])
        np.testing.assert_array_equal(out["u_arith"], [0xC0000000, 0xFFFFFFFF, 0])
        np.testing.assert_array_equal(out["i_logical"], [0x7FFFFFFC, 0x0FFFFFFF, 0])
        np.testing.assert_array_equal(out["u_numpy"], [0x40000000, 0x0FFFFFFF, 0])


def test_rank_0_operands_broadcast_as_in_jax_lax():
    x = np.array([[-1.5, 2.0, 0.5]], np.float32)

    def program(x):
        return dict(relu=lax.max(x, 0.0), shifted=lax.add(1.0, x), gt=lax.gt(x, 0.5),
                    atan2=lax.atan2(x, np.float32(-1)), both=lax.mul(2.0, 3.0))

    for out in (program(x), hostcall.jit(program)(x)):
        np.testing.assert_array_equal(out["relu"], np.maximum(x, 0))
        np.testing.assert_array_equal(out["shifted"], x + 1)
        np.testing.assert_array_equal(out["gt"], x > 0.5)
        np.testing.assert_allclose(out["atan2"], np.arctan2(x, -1), rtol=1e-6)
        assert out["relu"].shape == (1, 3) and not out["relu"].weak_type
        assert out["both"].shape == () and out["both"].weak_type and float(out["both"]) == 6
    with pytest.raises(TypeError, match=r"add requires arguments of the same shape, got "
                       r"f32\[1,3\], f32\[3\]"):
        lax.add(x, x[0])
    with pytest.raises(TypeError, match=r"add requires arguments of the same dtype, got "
                       r"f32\[1,3\], i32\[\]"):
        lax.add(x, np.int32(1))


@pytest.mark.parametrize("dtype", [np.int32, np.int8, np.uint32])
def test_integer_division_edge_cases_follow_xla(dtype):
    # x / 0 has all bits set, x % 0 = x, INT_MIN / -1 wraps (XLA's and IREE's semantics)
    info = np.iinfo(dtype)
    signed = info.min < 0
    x = np.array([7, 0, info.max] + ([-7, info.min, info.min] if signed else []), dtype)
    y = np.array([0, 0, 2] + ([0, -1, 3] if signed else []), dtype)
    all_ones = np.array(-1).astype(dtype)
    want_div = [all_ones, all_ones, info.max // 2] + (
        [all_ones, info.min, -(-info.min // 3)] if signed else [])
    want_rem = [7, 0, 1] + ([-7, 0, -(-info.min % 3)] if signed else [])

    def program(x, y):
        return lax.div(x, y), lax.rem(x, y)

    for div, rem in (program(x, y), hostcall.jit(program)(x, y)):
        np.testing.assert_array_equal(np.asarray(div), np.array(want_div).astype(dtype))
        np.testing.assert_array_equal(np.asarray(rem), np.array(want_rem).astype(dtype))


def test_float_to_int_saturates_and_nan_is_zero():
    # XLA's conversion (and so JAX's): out-of-range values clamp, NaN gives 0
    x = np.array([np.nan, np.inf, -np.inf, 3e9, -3e9, -1.5, 300.7], np.float32)
    targets = {np.int32: [0, 2**31 - 1, -2**31, 2**31 - 1, -2**31, -1, 300],
               np.uint8: [0, 255, 0, 255, 0, 0, 255],
               np.int16: [0, 32767, -32768, 32767, -32768, -1, 300]}

    def program(x, h):
        out = {np.dtype(t).name: lax.convert_element_type(x, t) for t in targets}
        out["f16_i32"] = lax.convert_element_type(h, np.int32)
        return out

    with np.errstate(over="ignore"):
        h = x.astype(np.float16)                 # +-3e9 become +-inf
    for out in (program(x, h), hostcall.jit(program)(x, h)):
        for t, want in targets.items():
            np.testing.assert_array_equal(np.asarray(out[np.dtype(t).name]),
                                          np.array(want, t), err_msg=np.dtype(t).name)
        np.testing.assert_array_equal(np.asarray(out["f16_i32"]), targets[np.int32])


# ------------------------------------------------------- structural primitives
def _structural_program(x, y, b):
    """x: f32[2,3,4], y: f32[4,5], b: f32[2,4,3]."""
    out = dict(
        bcast=lax.broadcast_in_dim(y, (3, 4, 5), (1, 2)),
        bcast1=lax.broadcast_in_dim(lax.slice(y, (0, 0), (1, 5)), (3, 5), (0, 1)),
        prepend=lax.broadcast(y, (2,)),
        reshape=lax.reshape(x, (6, 4)),
        transpose=lax.transpose(x, (2, 0, 1)),
        iota=lax.iota(np.int32, 5),
        biota=lax.broadcasted_iota(np.float32, (2, 3), 1),
        slice=lax.slice(x, (0, 1, 0), (2, 3, 4), (1, 1, 2)),
        concat=lax.concatenate([y, y], 0),
        dot=lax.dot_general(x, y, (((2,), (0,)), ((), ()))),
        bdot=lax.dot_general(x, b, (((2,), (1,)), ((0,), (0,)))),
        rev=lax.rev(x, (0, 2)),
        sum=lax.reduce_sum(x, (0, 2)),
        prod=lax.reduce_prod(x, (1,)),
        max=lax.reduce_max(x, (2,)),
        min=lax.reduce_min(x, (0, 1, 2)),
        argmax=lax.argmax(x, 1),
        argmin=lax.argmin(x, 2),
    )
    ib = lax.convert_element_type(x > 0.0, np.int32)
    out.update(iand=lax.reduce_and(x > -5.0, (1,)), ior=lax.reduce_or(x > 1.5, (2,)),
               ibits=lax.reduce_or(ib, (0,)))
    return out


def test_structural_eager_matches_compiled_and_numpy():
    rng = np.random.default_rng(1)
    x = rng.uniform(-2, 2, (2, 3, 4)).astype(np.float32)
    y = rng.uniform(-1, 1, (4, 5)).astype(np.float32)
    b = rng.uniform(-1, 1, (2, 4, 3)).astype(np.float32)
    ref = dict(
        bcast=np.broadcast_to(y, (3, 4, 5)), bcast1=np.broadcast_to(y[0:1], (3, 5)),
        prepend=np.broadcast_to(y, (2, 4, 5)), reshape=x.reshape(6, 4),
        transpose=x.transpose(2, 0, 1), iota=np.arange(5),
        biota=np.broadcast_to(np.arange(3.0), (2, 3)), slice=x[0:2, 1:3, 0:4:2],
        concat=np.concatenate([y, y]), dot=np.einsum("abc,cd->abd", x, y),
        bdot=np.einsum("abc,acd->abd", x, b), rev=x[::-1, :, ::-1], sum=x.sum((0, 2)),
        prod=x.prod(1), max=x.max(2), min=x.min(), argmax=x.argmax(1), argmin=x.argmin(2),
        iand=(x > -5).all(1), ior=(x > 1.5).any(2), ibits=(x > 0).astype(np.int32).max(0))
    eager = _structural_program(x, y, b)
    compiled = hostcall.jit(_structural_program)(x, y, b)
    for k, want in ref.items():
        e, c = eager[k], compiled[k]
        assert e.dtype == c.dtype and e.shape == c.shape == want.shape, k
        np.testing.assert_allclose(np.asarray(e), want, rtol=1e-5, atol=1e-6, err_msg=k)
        np.testing.assert_allclose(np.asarray(c), want, rtol=1e-5, atol=1e-6, err_msg=k)
    assert eager["argmax"].dtype == np.int32 and eager["iota"].dtype == np.int32


def test_structural_eager_is_the_reference_evaluator_bit_for_bit():
    """The structural primitives' and reductions' eager values are the evaluator's values
    of the traced module (argmax and argmin, which keep their own eager rule, agree too)."""
    rng = np.random.default_rng(2)
    args = (rng.uniform(-2, 2, (2, 3, 4)).astype(np.float32),
            rng.uniform(-1, 1, (4, 5)).astype(np.float32),
            rng.uniform(-1, 1, (2, 4, 3)).astype(np.float32))
    eager = _structural_program(*args)
    text = hostcall.jit(_structural_program).lower(*args).as_text()
    names = sorted(eager)
    for name, w in zip(names, reference.evaluate(text, *args)):
        e = np.asarray(eager[name])
        assert e.dtype == w.dtype and e.shape == w.shape, name
        np.testing.assert_array_equal(e, w, err_msg=name)


def test_sort_eager_is_the_evaluator_of_its_comparator():
    """Eager sort (the reference's sort by keys in numpy's order) equals the evaluator
    running the comparator region lax.sort stages: NaN last, -0 equal to +0, stable."""
    x = np.array([[3, np.nan, -0.0, 0.0, 1, np.nan, -np.inf, 0.0],
                  [1, 1, 2, 2, 1, 0, 2, 1]], np.float32)
    y = np.array([[5, 2, 2, 1, 5, 0, 1, 1], [3, 2, 1, 0, 1, 2, 3, 4]], np.int32)

    def program(x, y):
        return dict(one=lax.sort(x, dimension=1), two=lax.sort((x, y), 1, num_keys=2),
                    carried=lax.sort_key_val(y, x, 0))

    eager = tree_util.tree_leaves(program(x, y))
    text = hostcall.jit(program).lower(x, y).as_text()
    evaluated = reference.evaluate(text, x, y)
    assert len(eager) == len(evaluated) == 5
    for e, w in zip(eager, evaluated):
        np.testing.assert_array_equal(np.asarray(e), w)
        if w.dtype.kind == "f":
            np.testing.assert_array_equal(np.signbit(np.asarray(e)), np.signbit(w))


def test_gather_scatter_eager_is_the_evaluator_bit_for_bit():
    """Eager gather and scatter (the reference's ops after JAX's modes) equal the
    evaluator running the staged module: clip, fill/drop with out-of-bounds indices,
    repeated indices, windows of two rows."""
    x = np.arange(20, dtype=np.float32).reshape(5, 4)
    v = np.arange(1, 13, dtype=np.float32).reshape(3, 4)
    i = np.array([1, 7, 1], np.int32)

    def program(x, v):
        a = jnp.asarray(x)
        return dict(take_clip=a.at[i].get(mode="clip"),
                    take_fill=a.at[i].get(mode="fill", fill_value=-1),
                    add_drop=a.at[i].add(v, mode="drop"), set_clip=a.at[i].set(v, mode="clip"),
                    max_drop=a.at[i].max(v, mode="drop"), mul_clip=a.at[i].multiply(v, mode="clip"),
                    rows=lax.dynamic_slice(a, (np.int32(4), np.int32(0)), (2, 4)))

    eager = program(x, v)
    text = hostcall.jit(program).lower(x, v).as_text()
    for name, w in zip(sorted(eager), reference.evaluate(text, x, v)):
        np.testing.assert_array_equal(np.asarray(eager[name]), w, err_msg=name)
    np.testing.assert_array_equal(eager["add_drop"][1], x[1] + v[0] + v[2])
    np.testing.assert_array_equal(eager["take_fill"][1], [-1] * 4)


def test_cumulative_eager_is_the_evaluator_bit_for_bit():
    """cumsum / cumprod / cummax / cummin, forward and reverse, on floats with a NaN, ints
    and bools: eager values (the reference's accumulate) equal the evaluator running the
    reduce_window they stage."""
    f = np.array([[1.5, -2.0, np.nan, 4.0], [0.5, 3.0, -1.0, 2.0]], np.float32)
    i = np.array([[3, -1, 4, 1], [5, 9, -2, 6]], np.int32)
    b = np.array([[True, False, False, True], [False, False, True, False]])

    def program(f, i, b):
        out = {}
        for name in ("cumsum", "cumprod", "cummax", "cummin"):
            fn = getattr(lax, name)
            for tag, x in (("f", f), ("i", i), ("b", b)):
                out[f"{name}_{tag}"] = fn(x, axis=1)
                out[f"{name}_{tag}_rev"] = fn(x, axis=1, reverse=True)
        return out

    eager = program(f, i, b)
    text = hostcall.jit(program).lower(f, i, b).as_text()
    for name, w in zip(sorted(eager), reference.evaluate(text, f, i, b)):
        np.testing.assert_array_equal(np.asarray(eager[name]), w, err_msg=name)
    np.testing.assert_array_equal(eager["cumsum_i"], np.cumsum(i, axis=1))


def test_argmax_ties_and_nan_pick_first():
    x = np.array([[1.0, 3.0, 3.0, 0.0], [np.nan, 1.0, np.nan, 2.0]], np.float32)

    def program(x):
        return lax.argmax(x, 1), lax.argmin(x, 1)

    for amax, amin in (program(x), hostcall.jit(program)(x)):
        np.testing.assert_array_equal(amax, [1, 0])
        np.testing.assert_array_equal(amin, [3, 0])


@pytest.mark.parametrize("monoid, fn, dtype", [
    ("sum", lax.reduce_sum, np.int8), ("prod", lax.reduce_prod, np.uint8),
    ("max", lax.reduce_max, np.float16), ("min", lax.reduce_min, np.int32),
    ("max", lax.reduce_max, np.bool_), ("min", lax.reduce_min, np.bool_)])
def test_reductions_of_empty_axes_give_identities(monoid, fn, dtype):
    x = np.zeros((0, 3), dtype)
    out = fn(x, (0,))
    want = {"sum": 0, "prod": 1}.get(monoid)
    if want is None:
        d = np.dtype(dtype)
        if d == np.bool_:
            want = monoid == "min"
        elif d.kind == "f":
            want = -np.inf if monoid == "max" else np.inf
        else:
            want = np.iinfo(d).max if monoid == "min" else np.iinfo(d).min
    np.testing.assert_array_equal(np.asarray(out), np.full(3, want, dtype))
    assert out.dtype == np.dtype(dtype)
