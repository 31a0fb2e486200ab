"""hostcall-sort-copies: sorts of slices of arguments and pads of sorted values compile
and give numpy's values (under jit, in a loop body, with several operands), and the IREE
behaviours the pass is for, as canaries."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.reference import evaluate
from hostcall.runtime import compile_driver, inprocess

from helpers import iree_compile_raw

PASS = "hostcall-sort-copies"
M = np.random.default_rng(11).standard_normal((64, 48)).astype(np.float32)
M[3, 5], M[7, 1] = -0.0, np.nan


@pytest.mark.parametrize("f,want", [
    (lambda m: jnp.sort(m[:8], axis=1), lambda m: np.sort(m[:8], axis=1)),
    (lambda m: jnp.sort(m[:, 8:16], axis=0), lambda m: np.sort(m[:, 8:16], axis=0)),
    (lambda m: jnp.sort(m[::8], axis=1), lambda m: np.sort(m[::8], axis=1)),
    (lambda m: jnp.argsort(lax.dynamic_slice(m, (jnp.int32(5), jnp.int32(0)), (4, 48)), axis=1),
     lambda m: np.argsort(m[5:9], axis=1, kind="stable")),
    (lambda m: lax.sort((m[:4], m[4:8]), num_keys=1)[1],
     lambda m: np.take_along_axis(m[4:8], np.argsort(m[:4], axis=-1, kind="stable"), -1)),
    (lambda m: jnp.pad(jnp.sort(m * 2, axis=1), 1), lambda m: np.pad(np.sort(m * 2, axis=1), 1)),
    (lambda m: lax.sort((m[0], m[0]), num_keys=1)[1], lambda m: np.sort(m[0])),
    (lambda m: jnp.argsort(jnp.full(7, m[2, 3])), lambda m: np.arange(7)),
    (lambda m: lax.sort((jnp.full((3, 48), m[1, 1]), m[:3] * 2), num_keys=1)[1],
     lambda m: m[:3] * 2),
    (lambda m: jnp.pad(jnp.sort(m[:3]), ((1, 0), (2, 3)), constant_values=7.0),
     lambda m: np.pad(np.sort(m[:3]), ((1, 0), (2, 3)), constant_values=7.0)),
], ids=["rows", "columns", "strided", "argsort of a dynamic slice", "two operands",
        "padded", "a slice sorted and padded", "an operand twice", "argsort of a fill",
        "keys broadcast"])
def test_sorts_of_slices_of_arguments(f, want):
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(M)), want(M))


U = np.random.default_rng(12).integers(0, 2**32, (16, 24), dtype=np.uint32)


@pytest.mark.parametrize("f,want", [
    (lambda m: jnp.sort(m[:8], axis=1), lambda m: np.sort(m[:8], axis=1)),
    (lambda m: jnp.pad(jnp.sort(m * 3, axis=1), 1), lambda m: np.pad(np.sort(m * 3, axis=1), 1)),
    (lambda m: jnp.argsort(jnp.full(7, m[2, 3])), lambda m: np.arange(7)),
    (lambda m: lax.sort((m[:4], m[4:8]), num_keys=1)[1],
     lambda m: np.take_along_axis(m[4:8], np.argsort(m[:4], axis=-1, kind="stable"), -1)),
], ids=["rows", "padded", "argsort of a fill", "two operands"])
def test_unsigned_sorts_of_slices(f, want):
    """hostcall-signed-regions sorts unsigned values as bitcasts to signed ones: the
    copies see through the bitcasts (the fuzzer's seed 1 f8 with --layout)."""
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(U)), want(U))


def test_the_batched_jvp_of_a_sort():
    """vmap(jvp(jnp.sort)) sorts by the same iota twice (the jvp's and the stable sort's),
    operands IREE would merge into one (the fuzzer's seed 2 f10_j0_v1 with --layout)."""
    x, t = M[:4, :6], M[4:8, :6] * 2
    x = np.where(np.isnan(x), 1.0, x).astype(np.float32)
    f = hostcall.vmap(lambda x, t: hostcall.jvp(jnp.sort, (x,), (t,)))
    primal, tangent = (np.asarray(v) for v in hostcall.jit(f)(x, t))
    np.testing.assert_array_equal(primal, np.sort(x, axis=1))
    np.testing.assert_array_equal(tangent, np.take_along_axis(
        t, np.argsort(x, axis=1, kind="stable"), axis=1))


def test_argsort_of_a_fill_in_a_loop_body():
    def f(x):
        def body(i, acc):
            return acc + jnp.argsort(jnp.full(5, x * i))     # a broadcast in the body
        return lax.fori_loop(0, 4, body, jnp.zeros(5, jnp.int32))
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(np.float32(2.5))),
                                  4 * np.arange(5))


def test_sorts_of_slices_of_a_loop_carry():
    def f(m):
        def body(i, acc):
            row = lax.dynamic_slice(m, (i, jnp.int32(0)), (1, 48))   # of the body's argument
            return acc + jnp.sort(row, axis=1)[0]
        return lax.fori_loop(0, 6, body, jnp.zeros(48, jnp.float32))
    m = np.abs(M) + 1
    want = sum(np.sort(m[i], axis=0) for i in range(6))
    np.testing.assert_allclose(np.asarray(hostcall.jit(f)(m)), want, rtol=1e-6)


SORT_OF_SLICE = """
func.func @main(%m: tensor<64x48xf32>) -> tensor<8x48xf32> {
  %x = stablehlo.slice %m [0:8, 0:48] : (tensor<64x48xf32>) -> tensor<8x48xf32>
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<8x48xf32>) -> tensor<8x48xf32>
  return %s : tensor<8x48xf32>
}"""


@pytest.mark.parametrize("f,want", [
    (lambda x: lax.reduce_window(jnp.sort(x, axis=1), 0., lax.add, (1, 2), (1, 1),
                                 [(0, 0), (0, 1)]),
     lambda s: np.pad(s, ((0, 0), (0, 1)))[:, :-1] + np.pad(s, ((0, 0), (0, 1)))[:, 1:]),
    (lambda x: jnp.cumsum(jnp.sort(x, axis=1), axis=1), lambda s: np.cumsum(s, axis=1)),
], ids=["padded_window", "cumsum"])
def test_windowed_sums_of_sorted_rows(f, want):
    """A reduce_window with padding pads the sorted values first: it failed to compile
    (the fuzzer's seed 576 f35_v0_vjp_v2, jacrev of vmap of a windowed sum of a sort).  A
    cumulative sum, which IREE runs as a scan, compiled and still does."""
    x = np.abs(M[:8, :10])
    np.testing.assert_allclose(np.asarray(hostcall.jit(f)(x)), want(np.sort(x, axis=1)),
                               rtol=1e-6)


def test_the_copy_keeps_the_reference_values():
    copied = str(passes.run(SORT_OF_SLICE, PASS))
    assert "stablehlo.optimization_barrier" in copied
    m = np.abs(M)
    np.testing.assert_array_equal(np.asarray(evaluate(copied, m)[0]),
                                  np.asarray(evaluate(SORT_OF_SLICE, m)[0]))


# The rows of m * m sorted, as %s (the start of the canaries' modules below).
SORTED_SQUARES = """
  %x = stablehlo.multiply %m, %m : tensor<8x48xf32>
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<8x48xf32>) -> tensor<8x48xf32>
"""

PAD_OF_SORT = """
func.func @main(%m: tensor<8x48xf32>) -> tensor<10x50xf32> {""" + SORTED_SQUARES + """  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %s, %z, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<8x48xf32>, tensor<f32>) -> tensor<10x50xf32>
  return %p : tensor<10x50xf32>
}"""


WINDOWED_SUM_OF_SORT = """
func.func @main(%m: tensor<8x48xf32>) -> tensor<8x48xf32> {""" + SORTED_SQUARES + """  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %w = "stablehlo.reduce_window"(%s, %z) <{padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) : (tensor<8x48xf32>, tensor<f32>) -> tensor<8x48xf32>
  return %w : tensor<8x48xf32>
}"""


@pytest.mark.canary(PASS)
@pytest.mark.parametrize("text", [SORT_OF_SLICE, PAD_OF_SORT, WINDOWED_SUM_OF_SORT],
                         ids=["slice", "pad", "padded_window"])
def test_canary_iree_rejects_a_sort_fused_with_a_slice_or_a_pad(tmp_path, text):
    """When one compiles, drop that half of the pass."""
    done = iree_compile_raw(text, tmp_path)
    assert done.returncode != 0
    assert "restricted to workgroup distributed contexts" in done.stderr


ARGSORT_OF_A_FILL = """
func.func @main(%s: tensor<i8>) -> tensor<5xi32> {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i8>) -> tensor<5xi8>
  %i = stablehlo.iota dim = 0 : tensor<5xi32>
  %r:2 = "stablehlo.sort"(%b, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%p: tensor<i8>, %q: tensor<i8>, %u: tensor<i32>, %v: tensor<i32>):
    %c = stablehlo.compare LT, %p, %q, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<5xi8>, tensor<5xi32>) -> (tensor<5xi8>, tensor<5xi32>)
  return %r#1 : tensor<5xi32>
}"""


@pytest.mark.canary(PASS)
def test_canary_iree_compile_crashes_on_a_sort_with_a_broadcast_operand(tmp_path):
    """With the flags hostcall compiles with (inprocess.GLOBAL_FLAGS among them).  When
    this compiles, drop the barrier of broadcast operands."""
    flags = [*compile_driver.TARGET_FLAGS["cpu"], *inprocess.GLOBAL_FLAGS]
    done = iree_compile_raw(ARGSORT_OF_A_FILL, tmp_path, flags=flags)
    assert done.returncode != 0 and "Stack dump" in done.stderr
