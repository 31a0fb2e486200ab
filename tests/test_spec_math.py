"""Values of ops IREE 3.13 computes differently from the StableHLO spec (hostcall-spec-math).

Each case comes from StableHLO's interpreter tests and is checked on foreign modules
(`hostcall run`) and, where the front end emits the op, under jit. Expected values are the
spec's (C's for atan2 and pow, mpmath for logistic); float -> int converts follow JAX
(XLA saturates; the values below are JAX 0.10's).
"""
import math

import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.tools import cli

from helpers import run_raw

BF16 = ml_dtypes.bfloat16
MLIR_TYPES = {np.dtype(np.float16): "f16", np.dtype(BF16): "bf16", np.dtype(np.float32): "f32",
              np.dtype(np.float64): "f64", np.dtype(np.bool_): "i1",
              np.dtype(np.complex64): "complex<f32>"}
INT_TYPES = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
             "ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64}


def run_foreign(tmp_path, body, args, result_type):
    """Run ``body`` (one op on %a[, %b] giving %r) in a module of its own with `hostcall run`."""
    params = ", ".join(f"%{n}: tensor<{a.size}x{MLIR_TYPES[a.dtype]}>"
                       for n, a in zip("ab", args))
    (tmp_path / "m.mlir").write_text(
        f"func.func @main({params}) -> tensor<{args[0].size}x{result_type}> {{\n"
        f"  {body}\n  return %r : tensor<{args[0].size}x{result_type}>\n}}\n")
    inputs = []
    for i, a in enumerate(args):
        path = tmp_path / f"in{i}.npy"
        np.save(path, a.view(np.int16) if a.dtype == BF16 else a)
        inputs.append(str(path) if a.dtype != BF16 else
                      f"bf16[{a.size}]=" + ",".join(repr(float(v)) for v in a))
    assert cli.main(["run", str(tmp_path / "m.mlir"), "--save-npy", str(tmp_path / "r"),
                     "--input", *inputs]) == 0
    return np.load(tmp_path / "r0.npy")


def unary(op, x, tmp_path):
    t = f"tensor<{x.size}x{MLIR_TYPES[x.dtype]}>"
    out = run_foreign(tmp_path, f"%r = stablehlo.{op} %a : {t}", [x], MLIR_TYPES[x.dtype])
    return out.view(BF16) if x.dtype == BF16 else out


def binary(op, x, y, tmp_path):
    t = f"tensor<{x.size}x{MLIR_TYPES[x.dtype]}>"
    return run_foreign(tmp_path, f"%r = stablehlo.{op} %a, %b : {t}", [x, y],
                       MLIR_TYPES[x.dtype])


FLOATS = [np.float16, BF16, np.float32, np.float64]


def smallest_subnormal(dtype):
    return ml_dtypes.finfo(dtype).smallest_subnormal


def test_the_pass_is_in_jits_pipeline():
    assert "hostcall-spec-math" in passes.default_pipeline().split(",")


def test_boolean_add_is_or(tmp_path):
    a, b = np.array([True, True, False, False]), np.array([True, False, True, False])
    got = run_foreign(tmp_path, "%r = stablehlo.add %a, %b : tensor<4xi1>", [a, b], "i1")
    np.testing.assert_array_equal(got, [True, True, True, False])
    np.testing.assert_array_equal(np.asarray(hostcall.jit(lax.add)(a, b)),
                                  [True, True, True, False])


@pytest.mark.parametrize("dtype", FLOATS, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("op, on_positive, on_negative",
                         [("ceil", 1.0, -0.0), ("floor", 0.0, -1.0), ("sign", 1.0, -1.0)])
def test_rounding_of_subnormals(tmp_path, dtype, op, on_positive, on_negative):
    tiny = smallest_subnormal(dtype)
    x = np.array([tiny, -tiny, 2.5, -2.5], dtype)
    want = np.array([on_positive, on_negative, getattr(np, op)(2.5), getattr(np, op)(-2.5)], dtype)
    got = unary(op, x, tmp_path)
    np.testing.assert_array_equal(got.astype(np.float64), want.astype(np.float64))
    np.testing.assert_array_equal(np.signbit(got.astype(np.float64)), np.signbit(want))
    if dtype != np.float64:
        jitted = np.asarray(hostcall.jit(getattr(jnp, op))(x))
        np.testing.assert_array_equal(jitted.astype(np.float64), want.astype(np.float64))


def test_complex_maximum_and_minimum_are_lexicographic(tmp_path):
    a = np.array([1 + 2j, 1 + 5j, 3 - 1j, 2 + 2j], np.complex64)
    b = np.array([1 + 3j, 0 + 9j, 3 - 2j, 2 + 2j], np.complex64)
    t = "tensor<4xcomplex<f32>>"
    for op, want in [("maximum", [1 + 3j, 1 + 5j, 3 - 1j, 2 + 2j]),
                     ("minimum", [1 + 2j, 0 + 9j, 3 - 2j, 2 + 2j])]:
        got = run_foreign(tmp_path, f"%r = stablehlo.{op} %a, %b : {t}", [a, b],
                          "complex<f32>")
        np.testing.assert_array_equal(got, np.array(want, np.complex64))


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64], ids=lambda d: d.__name__)
def test_power_of_a_negative_base(tmp_path, dtype):
    x = np.array([-2.0, -2.0, -0.0, -8.0, -1.0, 3.0], dtype)
    y = np.array([2.0, 3.0, 3.0, 1 / 3, 0.0, -2.0], dtype)
    got = binary("power", x, y, tmp_path)
    want = np.array([4.0, -8.0, -0.0, np.nan, 1.0, 1 / 9], dtype)
    np.testing.assert_array_equal(got, want)
    np.testing.assert_array_equal(np.signbit(got[:3]), [False, True, True])


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64], ids=lambda d: d.__name__)
def test_power_of_negative_bases_under_jit_eagerly_and_in_a_foreign_module(tmp_path, dtype):
    """jit stages a plain power (the pass gives it C's values, as it does a foreign
    module's); eagerly the reference computes numpy's (C's) pow."""
    inf = np.inf
    x = np.array([-2.0, -2.0, -0.0, -0.0, -8.0, -1.0, -1.0, -inf, -inf, -inf, 1.0, 0.0], dtype)
    y = np.array([2.0, 3.0, 3.0, 0.5, 1 / 3, inf, -inf, 0.5, 3.0, -3.0, np.nan, -1.0], dtype)
    want = np.array([4.0, -8.0, -0.0, 0.0, np.nan, 1.0, 1.0, inf, -inf, -0.0, 1.0, inf], dtype)
    with hostcall.experimental.enable_x64(dtype == np.float64):
        for got in (binary("power", x, y, tmp_path), np.asarray(hostcall.jit(lax.pow)(x, y)),
                    np.asarray(lax.pow(x, y))):
            np.testing.assert_array_equal(got, want)
            np.testing.assert_array_equal(np.signbit(got[:4]), [False, True, True, False])
        assert "stablehlo.select" not in hostcall.jit(lax.pow).lower(x, y).as_text()


def test_f64_power_of_integer_exponents_is_within_an_ulp(tmp_path):
    rng = np.random.default_rng(0)
    x = np.concatenate([[1e4, 10.0, 3.0, 1.5], rng.uniform(0.1, 20, 400)])
    y = np.concatenate([[10.0, -5.0, 200.0, 100.0], rng.integers(-100, 100, 400).astype(float)])
    got = binary("power", x, y, tmp_path)
    assert got[0] == 1e40  # IREE's exp(y log x) was 130 ulps off
    want = np.array([math.pow(a, b) for a, b in zip(x, y)])  # C's pow: correctly rounded here
    assert np.max(np.abs(got - want) / np.spacing(want)) <= 1
    with hostcall.experimental.enable_x64():
        assert float(hostcall.jit(lax.pow)(np.float64(1e4), np.float64(10.0))) == 1e40


def test_f64_power_of_other_exponents_is_within_two_ulps(tmp_path):
    rng = np.random.default_rng(3)
    x = np.concatenate([rng.uniform(0.01, 100, 500), np.exp(rng.uniform(-300, 300, 100))])
    y = np.concatenate([rng.uniform(-50, 50, 500), rng.uniform(-2, 2, 100)])
    got = binary("power", x, y, tmp_path)
    want = np.array([math.pow(a, b) for a, b in zip(x, y)])
    assert np.max(np.abs(got - want) / np.spacing(want)) <= 2   # IREE's: up to 175


def test_f64_power_special_values(tmp_path):
    inf, nan = np.inf, np.nan
    x = np.array([0.0, 0.0, inf, inf, nan, 2.0, 2.0, 1.0, 0.5, 4.0, 1e300, -inf, -inf, -0.0])
    y = np.array([0.5, -0.5, 0.5, -0.5, 0.5, inf, -inf, nan, inf, 0.5, 1.5, 0.5, 3.0, -1.0])
    with np.errstate(all="ignore"):
        want = np.power(x, y)   # C's pow
    np.testing.assert_array_equal(binary("power", x, y, tmp_path), want)


def test_f32_power_is_rounded_once(tmp_path):
    rng = np.random.default_rng(1)
    x = rng.uniform(0.5, 30, 2000).astype(np.float32)
    y = rng.uniform(-20, 20, 2000).astype(np.float32)
    want = np.power(x.astype(np.float64), y.astype(np.float64)).astype(np.float32)
    for got in (binary("power", x, y, tmp_path), np.asarray(hostcall.jit(jnp.power)(x, y))):
        # IREE's f32 exp(y log x) was 5 ulps off
        assert np.max(np.abs(got.view(np.int32) - want.view(np.int32))) <= 1


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64], ids=lambda d: d.__name__)
def test_atan2_of_zeros_and_infinities(tmp_path, dtype):
    inf = np.inf
    y = np.array([0.0, -0.0, 0.0, -0.0, inf, -inf, inf, 1.0], dtype)
    x = np.array([-0.0, -0.0, 0.0, 0.0, inf, -inf, -inf, -0.0], dtype)
    got = binary("atan2", y, x, tmp_path)
    want = np.arctan2(y, x)  # C's atan2
    np.testing.assert_array_equal(got, want)
    np.testing.assert_array_equal(np.signbit(got), np.signbit(want))


@pytest.mark.parametrize("dtype, tiny, huge", [(np.float32, 1e-30, 1e30),
                                               (np.float64, 1e-200, 1e200)],
                         ids=["float32", "float64"])
def test_atan2_of_negatives_whose_quotient_underflows(tmp_path, dtype, tiny, huge):
    """y / x underflows to +0 for y, x < 0: IREE gave +pi, the spec (C) -pi.  A foreign
    module gets the pass's fix, and jit the same one (its trace stages a plain atan2)."""
    y = np.array([-tiny, -tiny, tiny, -3.0], dtype)
    x = np.array([-huge, huge, -huge, -4.0], dtype)
    want = np.arctan2(y, x)
    assert want[0] == dtype(-np.pi)
    with hostcall.experimental.enable_x64(dtype == np.float64):
        for got in (binary("atan2", y, x, tmp_path), np.asarray(hostcall.jit(lax.atan2)(y, x))):
            np.testing.assert_allclose(got, want, rtol=1e-6)
            np.testing.assert_array_equal(np.signbit(got), np.signbit(want))


CBRT_IN = np.array([np.inf, -np.inf, 8.0, -27.0, 0.0, -0.0, np.nan, 1e-3, 1000.0, -0.125,
                    2.0, 3e-30])


@pytest.mark.parametrize("dtype", [np.float16, BF16, np.float32], ids=lambda d: np.dtype(d).name)
def test_cbrt_of_16_and_32_bit_floats_is_rounded_once(tmp_path, dtype):
    """cbrt(+-inf) is +-inf (IREE gave NaN) and the result is cbrt's, correctly rounded
    (IREE's f32 cbrt(8) was 2.0000002): the same in a foreign module, under jit and eagerly."""
    x = CBRT_IN.astype(dtype)
    rng = np.random.default_rng(5)
    x = np.concatenate([x, rng.uniform(-100, 100, 200).astype(dtype),
                        np.exp(rng.uniform(-9, 9, 200)).astype(dtype)])
    want = np.cbrt(x.astype(np.float64)).astype(dtype)
    for got in (unary("cbrt", x, tmp_path), np.asarray(hostcall.jit(lax.cbrt)(x)),
                np.asarray(lax.cbrt(x))):
        np.testing.assert_array_equal(got.astype(np.float64), want.astype(np.float64))
        np.testing.assert_array_equal(np.signbit(got), np.signbit(want))


def test_f64_cbrt_compiles_and_is_within_an_ulp(tmp_path):
    """float64 cbrt did not compile in IREE 3.13; now it is within an ulp of C's cbrt."""
    rng = np.random.default_rng(6)
    x = np.concatenate([CBRT_IN, [1e300, -1e-300, 2.5e-308], rng.uniform(-1e3, 1e3, 300),
                        np.exp(rng.uniform(-700, 700, 300))])
    want = np.cbrt(x)
    with hostcall.experimental.enable_x64(True):
        for got in (unary("cbrt", x, tmp_path), np.asarray(hostcall.jit(jnp.cbrt)(x))):
            np.testing.assert_array_equal(got[:7], want[:7])
            np.testing.assert_array_equal(np.signbit(got[:6]), np.signbit(want[:6]))
            assert np.max(np.abs(got[7:] - want[7:]) / np.spacing(np.abs(want[7:]))) <= 1
        np.testing.assert_array_equal(np.asarray(jnp.cbrt(x)), want)   # eager: numpy's


@pytest.mark.parametrize("dtype, x, want", [
    (np.float32, -100.0, 3.783505853677006e-44),  # 1 / (1 + e^100) = 3.72e-44 rounded
    (np.float32, -88.0, 6.054601485195952e-39),
    (np.float64, -720.0, 2.0322308024e-313),
    (np.float16, -16.0, 1.1920928955078125e-07),
])
def test_logistic_of_subnormal_results(tmp_path, dtype, x, want):
    arg = np.array([x, -1000.0, 0.0, 2.0], dtype)
    got = unary("logistic", arg, tmp_path)
    expected = np.array([want, 0.0, 0.5, 1 / (1 + math.exp(-2.0))], dtype)
    np.testing.assert_allclose(got.astype(np.float64), expected.astype(np.float64), rtol=2e-3)
    assert got[0] == np.asarray(want, dtype)
    if dtype == np.float32:
        assert float(hostcall.jit(lax.logistic)(np.float32(x))) == np.float32(want)


# float32 inputs and what JAX 0.10 gives for them (XLA saturates; NaN gives 0)
CONVERT_IN = np.array([300, -300, np.nan, 1e10, -1e10, np.inf, -np.inf, 127.7, -128.9, 40000,
                       -1.5, 2.5e9, 5e9, 1e19, 2e19, -0.9], np.float32)
I64_MAX, U64_MAX = 2 ** 63 - 1, 2 ** 64 - 1
CONVERT_JAX = {
    "i8": [127, -128, 0, 127, -128, 127, -128, 127, -128, 127, -1, 127, 127, 127, 127, 0],
    "i16": [300, -300, 0, 32767, -32768, 32767, -32768, 127, -128, 32767, -1, 32767, 32767,
            32767, 32767, 0],
    "i32": [300, -300, 0, 2 ** 31 - 1, -2 ** 31, 2 ** 31 - 1, -2 ** 31, 127, -128, 40000, -1,
            2 ** 31 - 1, 2 ** 31 - 1, 2 ** 31 - 1, 2 ** 31 - 1, 0],
    "i64": [300, -300, 0, 10 ** 10, -10 ** 10, I64_MAX, -2 ** 63, 127, -128, 40000, -1,
            2500000000, 5000000000, I64_MAX, I64_MAX, 0],
    "ui8": [255, 0, 0, 255, 0, 255, 0, 127, 0, 255, 0, 255, 255, 255, 255, 0],
    "ui16": [300, 0, 0, 65535, 0, 65535, 0, 127, 0, 40000, 0, 65535, 65535, 65535, 65535, 0],
    "ui32": [300, 0, 0, 2 ** 32 - 1, 0, 2 ** 32 - 1, 0, 127, 0, 40000, 0, 2500000000,
             2 ** 32 - 1, 2 ** 32 - 1, 2 ** 32 - 1, 0],
    "ui64": [300, 0, 0, 10 ** 10, 0, U64_MAX, 0, 127, 0, 40000, 0, 2500000000, 5000000000,
             9999999980506447872, U64_MAX, 0],
}


@pytest.mark.parametrize("src", [np.float32, np.float64], ids=lambda d: d.__name__)
@pytest.mark.parametrize("dst", sorted(CONVERT_JAX))
def test_float_to_int_convert_saturates_like_jax(tmp_path, src, dst):
    x = CONVERT_IN.astype(src)
    body = (f"%r = stablehlo.convert %a : (tensor<16x{MLIR_TYPES[np.dtype(src)]}>) "
            f"-> tensor<16x{dst}>")
    got = run_foreign(tmp_path, body, [x], dst)
    np.testing.assert_array_equal(got, np.array(CONVERT_JAX[dst], INT_TYPES[dst]))


def test_16_bit_float_to_int_convert_saturates(tmp_path):
    x = np.array([300, -300, np.nan, np.inf, -np.inf, 65504, -65504, -1.5], np.float16)
    body = "%r = stablehlo.convert %a : (tensor<8xf16>) -> tensor<8xi8>"
    np.testing.assert_array_equal(run_foreign(tmp_path, body, [x], "i8"),
                                  [127, -128, 0, 127, -128, 127, -128, -1])
    body = "%r = stablehlo.convert %a : (tensor<8xf16>) -> tensor<8xui32>"
    np.testing.assert_array_equal(run_foreign(tmp_path, body, [x], "ui32"),
                                  [300, 0, 0, 2 ** 32 - 1, 0, 65504, 0, 0])


# JAX 0.10's values of convert_element_type (eager and jit agree there)
NARROW_CONVERT_IN = [300, -300, 100, -1.5, 6, 1]
NARROW_CONVERT_JAX = {
    ("float8_e4m3fn", "int8"): [127, -128, 96, -1, 6, 1],
    ("float8_e4m3fn", "uint8"): [255, 0, 96, 0, 6, 1],
    ("float8_e4m3fn", "int32"): [288, -288, 96, -1, 6, 1],
    ("float8_e5m2", "int8"): [127, -128, 96, -1, 6, 1],
    ("float8_e5m2", "int32"): [320, -320, 96, -1, 6, 1],
}


@pytest.mark.parametrize("src, dst", sorted(NARROW_CONVERT_JAX), ids="-".join)
def test_f8_to_int_convert_saturates_like_jax(src, dst):
    """The trace stages a plain convert; the pass reads f8 through f32 (its own
    saturation on f8 compiled f8 -> int32 to zeros)."""
    x = np.array(NARROW_CONVERT_IN, np.float32).astype(getattr(ml_dtypes, src))
    def f(v):
        return lax.convert_element_type(v, np.dtype(dst))
    want = np.array(NARROW_CONVERT_JAX[src, dst], dst)
    for got in (np.asarray(hostcall.jit(f)(x)), np.asarray(f(x))):
        np.testing.assert_array_equal(got, want)
    assert "stablehlo.clamp" not in hostcall.jit(f).lower(x).as_text()


def test_sub_byte_int_converts_saturate(tmp_path):
    x = np.array([-3.7, -1, 0, 2.5, 9, -20, np.nan, 7.9], np.float32)
    body = ("%t = stablehlo.convert %a : (tensor<8xf32>) -> tensor<8xi4>\n"
            "  %r = stablehlo.convert %t : (tensor<8xi4>) -> tensor<8xi8>")
    got = run_foreign(tmp_path, body, [x], "i8")
    np.testing.assert_array_equal(got, [-3, -1, 0, 2, 7, -8, 0, 7])
    for dst, want in [("int4", [-3, -1, 0, 2, 7, -8, 0, 7]), ("uint2", [0, 0, 0, 2, 3, 0, 0, 3])]:
        def f(v):
            return lax.convert_element_type(v, getattr(ml_dtypes, dst))
        for out in (hostcall.jit(f)(x), f(x)):
            np.testing.assert_array_equal(np.asarray(out).astype(np.int8), want)


def test_unsigned_sign_is_staged_without_stablehlo_sign():
    """StableHLO's sign takes no unsigned integers (its verifier rejects them), so the
    trace stages x != 0 for them: the one emit rule that adds ops, and not a fix of IREE."""
    from iree.compiler import ir
    text = ("func.func @main(%a: tensor<2xui32>) -> tensor<2xui32> {\n"
            "  %r = stablehlo.sign %a : tensor<2xui32>\n  return %r : tensor<2xui32>\n}\n")
    with ir.Context(), pytest.raises(ir.MLIRError, match="signless integer"):
        ir.Module.parse(text)
    x = np.array([0, 1, 7, 2 ** 32 - 1], np.uint32)
    for got in (hostcall.jit(lax.sign)(x), lax.sign(x)):
        np.testing.assert_array_equal(np.asarray(got), np.array([0, 1, 1, 1], np.uint32))
    assert "stablehlo.sign" not in hostcall.jit(lax.sign).lower(x).as_text()


def test_constant_arguments_fold_to_the_same_values():
    # splat constants go through hostcall-fold-splats and IREE's folders after the rewrite
    jit = hostcall.jit
    assert float(jit(lambda: jnp.ceil(jnp.float32(1e-45)))()) == 1.0
    np.testing.assert_array_equal(
        np.asarray(jit(lambda: jnp.sign(jnp.full(3, -1e-45, jnp.float32)))()), [-1, -1, -1])
    want = np.float32(3.783505853677006e-44)
    assert float(jit(lambda: lax.logistic(jnp.float32(-100)))()) == want
    assert int(jit(lambda: lax.convert_element_type(jnp.float32(300), jnp.int8))()) == 127
    assert float(jit(lambda: jnp.arctan2(jnp.float32(0), jnp.float32(-0.0)))()) == np.float32(np.pi)
    assert float(jit(lambda: lax.pow(jnp.float32(-2), jnp.float32(3)))()) == -8.0
    np.testing.assert_array_equal(
        np.asarray(jit(lambda: lax.add(jnp.ones(3, bool), jnp.ones(3, bool)))()), [True] * 3)


F64_SMALL = np.array([-1.6e-14, 1e-73, -1e-300, 1e-10, 1e-5, 0.3, -0.5, 5.0, 700.0, 710.0,
                      -50.0, -800.0, -1.0, -2.0, np.inf, -np.inf, np.nan, -0.0, 0.0, 1e300])


@pytest.mark.parametrize("op, reference", [("log_plus_one", np.log1p),
                                           ("exponential_minus_one", np.expm1)])
def test_f64_log1p_and_expm1_keep_small_arguments(tmp_path, op, reference):
    """IREE computed float64 log1p / expm1 as log(1 + x) / exp(x) - 1: small arguments lost
    their digits (log1p(1e-73) was 0).  Within 2 ulps of numpy's (the C library's), signs
    of zeros, infinities and NaN as C; a foreign module and jit alike."""
    with np.errstate(all="ignore"):
        want = reference(F64_SMALL)
    fn = {"log_plus_one": jnp.log1p, "exponential_minus_one": jnp.expm1}[op]
    with hostcall.experimental.enable_x64(True):
        for got in (unary(op, F64_SMALL, tmp_path), np.asarray(hostcall.jit(fn)(F64_SMALL))):
            np.testing.assert_allclose(got, want, rtol=4.5e-16, atol=0)
            numbers = ~np.isnan(want)   # a NaN's sign is not specified
            np.testing.assert_array_equal(np.signbit(got[numbers]), np.signbit(want[numbers]))


def run_without_the_pass(body, args, result_type):
    """Compile ``body`` (one op on %a[, %b] giving %r) with IREE alone and run it."""
    n = args[0].size
    params = ", ".join(f"%{name}: tensor<{n}x{MLIR_TYPES[a.dtype]}>"
                       for name, a in zip("ab", args))
    (out,) = run_raw(f"func.func @main({params}) -> tensor<{n}x{result_type}> {{\n  {body}\n"
                     f"  return %r : tensor<{n}x{result_type}>\n}}\n", *args)
    return out


@pytest.mark.canary("hostcall-spec-math")
@pytest.mark.parametrize("op", ["log_plus_one", "exponential_minus_one"])
def test_canary_iree_computes_f64_log1p_and_expm1_naively(op):
    """Without the pass IREE 3.13 gives 0 for log1p(1e-73) and expm1(1e-73) in float64.
    When this fails, IREE computes them accurately and the two rules can go."""
    got = run_without_the_pass(f"%r = stablehlo.{op} %a : tensor<1xf64>",
                               [np.array([1e-73])], "f64")
    assert got[0] == 0.0


@pytest.mark.canary("hostcall-spec-math")
def test_canary_iree_wraps_float_to_int_converts():
    """Without the pass IREE 3.13 converts 300.0 to i8 as 44 (wrapping), not 127."""
    got = run_without_the_pass("%r = stablehlo.convert %a : (tensor<1xf32>) -> tensor<1xi8>",
                               [np.array([300.0], np.float32)], "i8")
    assert got[0] == 44


@pytest.mark.canary("hostcall-spec-math")
def test_canary_iree_gives_nan_for_the_cbrt_of_infinities():
    """Without the pass IREE 3.13's f32 cbrt gives NaN for +-inf and 2.0000002 for 8."""
    x = np.array([np.inf, -np.inf, 8.0], np.float32)
    got = run_without_the_pass("%r = stablehlo.cbrt %a : tensor<3xf32>", [x], "f32")
    assert np.isnan(got[:2]).all()
    assert got[2] != 2.0


@pytest.mark.canary("hostcall-spec-math")
def test_canary_iree_does_not_compile_f64_cbrt():
    from hostcall.runtime.compile_driver import CompileError
    with pytest.raises(CompileError, match="math.cbrt"):
        run_without_the_pass("%r = stablehlo.cbrt %a : tensor<1xf64>", [np.array([8.0])], "f64")


@pytest.mark.canary("hostcall-spec-math")
def test_canary_iree_gives_nan_for_powers_of_negative_bases():
    """Without the pass IREE 3.13 computes power as exp(y log x): (-2)^2, (-2)^3 and
    (-1)^inf are NaN, and (-0)^3 is +0."""
    x = np.array([-2.0, -2.0, -1.0, -0.0], np.float32)
    y = np.array([2.0, 3.0, np.inf, 3.0], np.float32)
    got = run_without_the_pass("%r = stablehlo.power %a, %b : tensor<4xf32>", [x, y], "f32")
    assert np.isnan(got[:3]).all()
    assert got[3] == 0.0 and not np.signbit(got[3])
