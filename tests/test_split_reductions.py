"""hostcall-split-reductions: reductions along one long run of dimensions run as rows, then
row results, with the values of the one-stage reduction (exact where the monoid is; float
sums within rounding) eagerly, under jit, and against the reference evaluator."""
import re

import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.reference import evaluate
from hostcall.runtime import compile_driver

from helpers import iree_compile_raw

PASS = "hostcall-split-reductions"
RNG = np.random.default_rng(7)


def _lowered(f, *args):
    return hostcall.jit(f).lower(*args).as_text("optimized")


def test_jit_splits_long_reductions_and_leaves_short_ones():
    a = RNG.standard_normal(1 << 20).astype(np.float32)
    assert "tensor<16x4096x16xf32>" in _lowered(lambda a: jnp.sum(a * a), a)
    assert "4096xf32>" not in _lowered(lambda a: jnp.sum(a[:1000]), a)
    assert f"{PASS}{{vector-bytes=64}}" in passes.default_pipeline("cpu").split(",")
    assert PASS in passes.default_pipeline("vulkan").split(",")
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


# (shape, axes) of the CPU's layouts: lanes of a flat array, of rows, of a run of two
# dimensions expanded in place, rows too short for parts, columns of wide rows, a middle
# dimension with wide rows kept, and a reduction the pass leaves in one stage
LAYOUTS = [((1 << 20,), None), ((512, 2048), 1), ((8, 1024, 256), (1, 2)),
           ((16384, 64), 1), ((4096, 256), 0), ((4, 1024, 128), 1), ((1 << 20, 3), 0),
           ((100_000,), None)]


@pytest.mark.parametrize("shape,axes", LAYOUTS, ids=str)
def test_cpu_layouts_keep_the_values(shape, axes):
    """Under jit on the CPU (lanes, column parts, pairs for max and min, + 0 for sums of
    products): max, min, integer sums and float sums whose every order is exact as
    numpy's; a float product within its roundings of float64."""
    rng = np.random.default_rng(len(shape) * 1000 + shape[-1])
    x = rng.standard_normal(shape).astype(np.float32)
    x.flat[rng.integers(0, x.size, 3)] = [np.inf, -np.inf, 5e3]
    y = rng.standard_normal(shape).astype(np.float32)
    ints = rng.integers(-2**31, 2**31 - 1, shape, dtype=np.int64).astype(np.int32)
    exact = {"max": (jnp.max, np.max, x), "min": (jnp.min, np.min, x),
             "int sum": (jnp.sum, lambda v, axis: np.sum(v, axis=axis, dtype=np.int32), ints)}
    for name, (ours, theirs, v) in exact.items():
        got = np.asarray(hostcall.jit(lambda v: ours(v, axis=axes))(v))
        np.testing.assert_array_equal(got, theirs(v, axis=axes), err_msg=name)
    # small whole numbers: every partial sum of up to 2^20 of them, or of their products,
    # is exact in float32, so any order of summation gives numpy's value exactly
    a, b = rng.integers(-3, 4, (2, *shape)).astype(np.float32)
    sums = {"sum": (lambda a, b: jnp.sum(a, axis=axes), lambda a, b: np.sum(a, axis=axes)),
            "sum of products": (lambda a, b: jnp.sum(a * b, axis=axes),
                                lambda a, b: np.sum(a * b, axis=axes)),
            "mean of squares": (lambda a, b: jnp.mean(a * a, axis=axes),
                                lambda a, b: np.mean(a * a, axis=axes, dtype=np.float32))}
    for name, (ours, theirs) in sums.items():
        np.testing.assert_array_equal(np.asarray(hostcall.jit(ours)(a, b)), theirs(a, b),
                                      err_msg=name)
    near_one = (1 + rng.standard_normal(shape) * 1e-6).astype(np.float32)
    got = np.asarray(hostcall.jit(lambda v: jnp.prod(v, axis=axes))(near_one))
    want = np.prod(near_one.astype(np.float64), axis=axes)
    n = near_one.size // np.size(want)     # n roundings of at most half an ulp each
    np.testing.assert_allclose(got, want, rtol=n * 2.0 ** -24)


def test_nan_propagates_through_the_paired_maximum():
    x = np.random.default_rng(3).standard_normal(1 << 20).astype(np.float32)
    for at in (0, 1, 4097, (1 << 20) - 1):       # even and odd steps, either end
        y = x.copy()
        y[at] = np.nan
        assert np.isnan(np.asarray(hostcall.jit(jnp.max)(y)))
        assert np.isnan(np.asarray(hostcall.jit(jnp.min)(y)))


def test_the_cpu_layouts_keep_the_reference_values():
    """The module the pass writes with vector-bytes=64 evaluates (reference evaluator) as
    the original does for the exact monoids."""
    text = """
func.func @main(%a: tensor<64x1024xi32>, %b: tensor<2048x64xf32>, %c: tensor<2048x64xf32>) -> (tensor<64xi32>, tensor<f32>, tensor<64xf32>) {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %m = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x1024xi32>, tensor<i32>) -> tensor<64xi32>
  %t = stablehlo.reduce(%b init: %m) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2048x64xf32>, tensor<f32>) -> tensor<f32>
  %u = stablehlo.reduce(%c init: %m) applies stablehlo.minimum across dimensions = [0] : (tensor<2048x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %s, %t, %u : tensor<64xi32>, tensor<f32>, tensor<64xf32>
}"""
    split = str(passes.run(text, f"{PASS}{{vector-bytes=64 min-length=4096}}"))
    assert "tensor<64x64x16xi32>" in split and "x2x16xf32>" in split
    assert "tensor<32x64x64xf32>" in split
    a = RNG.integers(-2**31, 2**31 - 1, (64, 1024), dtype=np.int64).astype(np.int32)
    b, c = RNG.standard_normal((2, 2048, 64)).astype(np.float32)
    for before, after in zip(evaluate(text, a, b, c), evaluate(split, a, b, c)):
        np.testing.assert_array_equal(np.asarray(after), np.asarray(before))


def test_shared_operands_keep_the_rows_layout():
    """A softmax's reductions read operands that other ops read too: they keep the rows
    layout, in which IREE fuses each reduction with the op that reads its operand."""
    m = np.zeros((64, 65536), np.float32)
    text = _lowered(lambda m: hostcall.nn.softmax(m, axis=-1), m)
    assert "64x16x4096xf32>" in text and "x4096x16xf32>" not in text


def _dispatch_llvm(text, tmp_path):
    dump = tmp_path / "files"
    done = iree_compile_raw(text, tmp_path, flags=[*compile_driver.TARGET_FLAGS["cpu"],
                                                   f"--iree-hal-dump-executable-files-to={dump}"])
    assert done.returncode == 0, done.stderr
    return "\n".join(p.read_text() for p in dump.glob("*.codegen.ll"))


SUM_OF_SQUARES = """
func.func @main(%a: tensor<64x4096x16xf32>) -> tensor<64x16xf32> {
  %p = stablehlo.multiply %a, %a : tensor<64x4096x16xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x4096x16xf32>, tensor<f32>) -> tensor<64x16xf32>
  return %s : tensor<64x16xf32>
}"""
VECTOR_PRODUCT = re.compile(r"fmul [a-z ]*<\d+ x float>")
SCALAR_PRODUCT = re.compile(r"fmul [a-z ]*float ")


def test_a_sum_of_products_is_vector_code(tmp_path):
    """With + 0 between them, the products and their sum are vector code."""
    llvm = _dispatch_llvm(str(passes.run(SUM_OF_SQUARES, f"{PASS}{{vector-bytes=64}}")),
                          tmp_path)
    assert VECTOR_PRODUCT.search(llvm) and not SCALAR_PRODUCT.search(llvm)


@pytest.mark.canary(PASS)
def test_canary_iree_lowers_a_sum_of_products_to_scalar_code(tmp_path):
    """IREE 3.13 makes reduce(add, a * a) a vector.contract and lowers it element by
    element to scalar multiplies (14.7 ms against 1.3 ms for 16M float32).  When this
    fails, drop the + 0 of sums of products and measure bench/large_arrays_bench.py."""
    llvm = _dispatch_llvm(SUM_OF_SQUARES, tmp_path)
    assert SCALAR_PRODUCT.search(llvm) and not VECTOR_PRODUCT.search(llvm)


def test_complex_sums_in_the_lanes_layout():
    """complex64 sums (8 lanes of 8 bytes) of whole numbers, exact in any order; a sum of
    complex products gets no + 0 (its zero would be a dense constant of the full shape)."""
    rng = np.random.default_rng(2)
    z = (rng.integers(-3, 4, 1 << 20) + 1j * rng.integers(-3, 4, 1 << 20)).astype(np.complex64)
    assert "x4096x8xcomplex<f32>>" in _lowered(jnp.sum, z)
    assert complex(np.asarray(hostcall.jit(jnp.sum)(z))) == complex(z.sum())
    assert complex(np.asarray(hostcall.jit(lambda z: jnp.sum(z * z))(z))) == complex((z * z).sum())
