"""hostcall-split-reductions: reductions along one long run of dimensions run as rows, then
row results, with the values of the one-stage reduction (exact where the monoid is; float
sums within rounding) eagerly, under jit, and against the reference evaluator."""
import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.reference import evaluate

PASS = "hostcall-split-reductions"
RNG = np.random.default_rng(7)


def _lowered(f, *args):
    return hostcall.jit(f).lower(*args).as_text("optimized")


def test_jit_splits_long_reductions_and_leaves_short_ones():
    a = RNG.standard_normal(1 << 20).astype(np.float32)
    assert "tensor<256x4096xf32>" in _lowered(lambda a: jnp.sum(a * a), a)
    assert "4096xf32>" not in _lowered(lambda a: jnp.sum(a[:1000]), a)
    assert PASS in passes.default_pipeline("cpu").split(",")
    assert PASS not in passes.default_pipeline("cuda").split(",")


@pytest.mark.parametrize("f,host,tol", [
    (lambda a: jnp.sum(a * a), lambda x: np.sum(x * x), 1e-5),
    (lambda a: jnp.mean(jnp.exp(a)), lambda x: np.mean(np.exp(x)), 1e-5),
    (jnp.max, np.max, 0), (jnp.min, np.min, 0),
    (lambda a: jnp.sum(a.reshape(-1, 8), axis=0), lambda x: x.reshape(-1, 8).sum(axis=0), 1e-4),
    (lambda a: jnp.sum(a.reshape(1024, 1024)), np.sum, 1e-5),
], ids=["sum of squares", "mean of exp", "max", "min", "column sums", "full matrix sum"])
def test_float_reductions_match_numpy(f, host, tol):
    """Within ``tol`` of the float64 value relative to the sum of magnitudes (a sum of a
    million normals cancels down to ~100, so its own relative error says little); the
    draws are the test's own, whatever ran before it."""
    a = np.random.default_rng(20).standard_normal(1 << 20).astype(np.float32)
    got = np.asarray(hostcall.jit(f)(a))
    x = a.astype(np.float64)
    scale = np.max(np.abs(host(np.abs(x))))
    np.testing.assert_allclose(got, host(x), rtol=tol, atol=tol * scale)


def test_integer_and_logical_reductions_are_exact_with_the_spec_s_wrapping():
    ints = RNG.integers(-2**31, 2**31 - 1, 1 << 18, dtype=np.int64).astype(np.int32)
    got = hostcall.jit(jnp.sum)(ints)     # wraps around in int32, in any order
    assert int(np.asarray(got)) == int(ints.astype(np.int64).sum() % 2**32) - \
        (2**32 if ints.astype(np.int64).sum() % 2**32 >= 2**31 else 0)
    bits = RNG.integers(0, 2**16, 1 << 17, dtype=np.int64).astype(np.uint16)
    assert int(np.asarray(hostcall.jit(lambda b: lax.reduce(b, np.uint16(0xFFFF),
                                                             lax.bitwise_and, (0,)))(bits))) \
        == int(np.bitwise_and.reduce(bits))
    flags = np.ones(1 << 17, bool)
    flags[12345] = False
    assert not bool(np.asarray(hostcall.jit(jnp.all)(flags)))
    assert bool(np.asarray(hostcall.jit(jnp.any)(~flags)))


def test_a_non_identity_init_is_counted_once():
    """The rows start from the monoid's identity; the init joins once, at the end."""
    a = np.ones(1 << 17, np.float32)
    got = hostcall.jit(lambda a: lax.reduce(a, np.float32(5.0), lax.add, (0,)))(a)
    assert float(np.asarray(got)) == (1 << 17) + 5.0
    got = hostcall.jit(lambda a: lax.reduce(a, np.float32(7.0), lax.max, (0,)))(a)
    assert float(np.asarray(got)) == 7.0


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16, np.int8])
def test_the_pass_keeps_the_reference_values(dtype):
    """The rewritten module evaluates (reference evaluator) as the original does where the
    monoid is exact: max of any type, sums of integers (wrapping in int8)."""
    t = {np.float16: "f16", ml_dtypes.bfloat16: "bf16", np.int8: "i8"}[dtype]
    zero = "0" if t == "i8" else "0.0"
    text = f"""
func.func @main(%a: tensor<65536x{t}>) -> (tensor<{t}>, tensor<{t}>) {{
  %z = stablehlo.constant dense<{zero}> : tensor<{t}>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.maximum across dimensions = [0] : (tensor<65536x{t}>, tensor<{t}>) -> tensor<{t}>
  %t = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<65536x{t}>, tensor<{t}>) -> tensor<{t}>
  return %s, %t : tensor<{t}>, tensor<{t}>
}}"""
    split = str(passes.run(text, PASS))
    assert "tensor<16x4096x" in split
    a = RNG.integers(-100, 101, 65536).astype(dtype)
    before, after = evaluate(text, a), evaluate(split, a)
    np.testing.assert_array_equal(np.asarray(after[0]), np.asarray(before[0]))
    if t == "i8":
        np.testing.assert_array_equal(np.asarray(after[1]), np.asarray(before[1]))
