"""hostcall-copy-sort-slices: sorts of slices of arguments compile and sort as numpy does
(under jit, in a loop body, with several operands), and the IREE behaviour the pass is
for, as a canary."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.reference import evaluate

from helpers import iree_compile_raw

PASS = "hostcall-copy-sort-slices"
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
], ids=["rows", "columns", "strided", "argsort of a dynamic slice", "two operands"])
def test_sorts_of_slices_of_arguments(f, want):
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(M)), want(M))


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


def test_the_copy_keeps_the_reference_values():
    copied = str(passes.run(SORT_OF_SLICE, PASS))
    assert "stablehlo.optimization_barrier" in copied
    m = np.abs(M)
    np.testing.assert_array_equal(np.asarray(evaluate(copied, m)[0]),
                                  np.asarray(evaluate(SORT_OF_SLICE, m)[0]))


@pytest.mark.canary(PASS)
def test_canary_iree_rejects_a_sort_of_a_slice_of_an_argument(tmp_path):
    """When this compiles, drop the pass."""
    done = iree_compile_raw(SORT_OF_SLICE, tmp_path)
    assert done.returncode != 0
    assert "restricted to workgroup distributed contexts" in done.stderr
