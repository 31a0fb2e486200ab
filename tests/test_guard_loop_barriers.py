"""A while body that puts one of its carries through an optimization_barrier (as JAX's
exports do under ``jax.checkpoint``) and returns the barrier's result as a carry gives
the spec's values: IREE 3.13 dropped the dispatch computing the other carry from it
(hostcall-guard-loop-barriers)."""
import numpy as np
import pytest

from hostcall.reference import evaluate
from hostcall.tools import cli

from helpers import run_raw

LOOP = """
func.func @main(%a: tensor<5xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r:3 = stablehlo.while(%k = %z, %x = %a, %y = %b) : tensor<i32>, tensor<5xf32>, tensor<5xf32>
    cond {
      %q = stablehlo.compare LT, %k, %two : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %yb = stablehlo.optimization_barrier %y : tensor<5xf32>
      BODY
      %k2 = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %k2, %yb, %y2 : tensor<i32>, tensor<5xf32>, tensor<5xf32>
    }
  return %r#1 : tensor<5xf32>
}
"""
BODIES = {   # the new second carry from the barrier's result, and numpy's value of it
    "negate": ("%y2 = stablehlo.negate %yb : tensor<5xf32>", lambda y: -y),
    "max": ("%m = stablehlo.reduce(%yb init: %ninf) applies stablehlo.maximum across "
            "dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>\n"
            "%y2 = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<f32>) -> tensor<5xf32>",
            lambda y: np.full_like(y, y.max())),
}


@pytest.mark.parametrize("body", sorted(BODIES))
def test_carry_returned_through_a_barrier(tmp_path, body):
    text = LOOP.replace("BODY", BODIES[body][0])
    a = np.float32([1, 2, 3, 4, 5])
    b = np.float32([-3, 7, 2, 0, 1])
    want = BODIES[body][1](b)       # two iterations: x = barrier(y) of the second one
    np.testing.assert_array_equal(evaluate(text, a, b)[0], want)
    (tmp_path / "m.mlir").write_text(text)
    assert cli.main(["run", str(tmp_path / "m.mlir"), "--save-npy", str(tmp_path / "r"),
                     "--input", "f32[5]=1,2,3,4,5", "f32[5]=-3,7,2,0,1"]) == 0
    np.testing.assert_array_equal(np.load(tmp_path / "r0.npy"), want)


@pytest.mark.canary("hostcall-guard-loop-barriers")
@pytest.mark.parametrize("body", sorted(BODIES))
def test_canary_iree_drops_the_carry_computed_from_a_barrier(body):
    """Without hostcall-guard-loop-barriers IREE 3.13 returns zeros for the carry that
    comes from the barrier's result.  When this fails, IREE computes such carries: the
    pass can go."""
    got = run_raw(LOOP.replace("BODY", BODIES[body][0]), np.float32([1, 2, 3, 4, 5]),
                  np.float32([-3, 7, 2, 0, 1]))[0]
    np.testing.assert_array_equal(got, np.zeros(5, np.float32))
