"""hostcall-guard-batched-gathers: a batched gather (operand_batching_dims, as vmap makes)
whose computed operand other ops read too gives the spec's values, and IREE 3.13 alone
still gets them wrong (the canary)."""
import numpy as np
import pytest

import hostcall
from hostcall import lax, passes
from hostcall import numpy as jnp
from hostcall.reference import evaluate

from helpers import run_raw

PASS = "hostcall-guard-batched-gathers"

# The fuzzer's seed 415 f80_vjp_v1 (vmap of a vjp) shrunk: y = a5 + broadcast(a4 * a0),
# gathered at row 0 of its batched dimension 1, and read by y + a1 * broadcast(a4).
BATCHED_GATHER = """
func.func @main(%a0: tensor<2x3xf64>, %a1: tensor<2x2x3xf64>, %a4: tensor<2x3xf64>, %a5: tensor<2x2x3xf64>) -> (tensor<2x2x3xf64>, tensor<2x2x3xf64>) {
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %b4 = stablehlo.broadcast_in_dim %a4, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<2x2x3xf64>
  %p = stablehlo.multiply %a1, %b4 : tensor<2x2x3xf64>
  %m = stablehlo.multiply %a4, %a0 : tensor<2x3xf64>
  %bm = stablehlo.broadcast_in_dim %m, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<2x2x3xf64>
  %y = stablehlo.add %a5, %bm : tensor<2x2x3xf64>
  %i = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
  %g = "stablehlo.gather"(%y, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x2x3xf64>, tensor<2x2x1xi32>) -> tensor<2x2x3xf64>
  %s = stablehlo.add %p, %y : tensor<2x2x3xf64>
  return %g, %s : tensor<2x2x3xf64>, tensor<2x2x3xf64>
}
"""
RNG = np.random.default_rng(415)
ARGS = (RNG.normal(size=(2, 3)), RNG.normal(size=(2, 2, 3)), RNG.normal(size=(2, 3)),
        RNG.normal(size=(2, 2, 3)))


def _numpy(a0, a1, a4, a5):
    y = a5 + a4 * a0
    return np.broadcast_to(y[:, :1], y.shape), a1 * a4 + y


def test_the_shrunk_program_under_the_pass():
    want = _numpy(*ARGS)
    for w, r in zip(want, evaluate(BATCHED_GATHER, *ARGS)):
        np.testing.assert_allclose(r, w, rtol=1e-12)
    guarded = str(passes.run(BATCHED_GATHER, PASS))
    assert "stablehlo.optimization_barrier" in guarded
    for w, g in zip(want, run_raw(guarded, *ARGS)):
        np.testing.assert_allclose(g, w, rtol=1e-12)


@pytest.mark.canary(PASS)
def test_canary_iree_computes_a_batched_gathers_shared_operand_only_where_gathered():
    """When this fails, IREE computes the shared operand whole: the pass can go."""
    got = run_raw(BATCHED_GATHER, *ARGS)
    want = _numpy(*ARGS)
    np.testing.assert_allclose(got[0], want[0], rtol=1e-12)
    assert not np.allclose(got[1], want[1])


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_vmap_of_an_indexed_value_also_used_whole(dtype, x64):
    """vmap of ``y[i]`` beside ``y`` itself (y computed): jit gives numpy's values."""
    def f(a, b, i):
        y = a * b + 1.0
        return y[i] * 2.0, y + b

    a = np.arange(12, dtype=dtype).reshape(4, 3) / 7
    b = np.linspace(-1, 1, 12).astype(dtype).reshape(4, 3)
    i = np.array([0, 2, 1, 0], np.int32)
    batched = hostcall.jit(hostcall.vmap(f, in_axes=(0, 0, 0)))
    rows, whole = batched(a, b, i)
    y = a * b + 1.0
    np.testing.assert_allclose(np.asarray(rows), y[np.arange(4), i] * 2.0, rtol=1e-6)
    np.testing.assert_allclose(np.asarray(whole), y + b, rtol=1e-6)


def test_a_gather_its_operand_alone_reads_is_left_alone():
    text = BATCHED_GATHER.replace("%s = stablehlo.add %p, %y", "%s = stablehlo.add %p, %p")
    assert "optimization_barrier" not in str(passes.run(text, PASS))
