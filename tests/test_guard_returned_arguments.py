"""An argument returned unchanged next to an in-place update of it keeps its value under
jit and `hostcall run` (hostcall-guard-returned-arguments works around IREE 3.13)."""
import numpy as np

import hostcall
from hostcall import passes
from hostcall.reference import evaluate
from hostcall.tools.differential import compile_programs
from hostcall.reference.fuzz import Program, Statement


def test_jit_returns_the_argument_and_its_update():
    f = hostcall.jit(lambda x: (x, x.at[1].set(7.0)))
    x, y = f(np.array([1.0, 2.0, 3.0], np.float32))
    np.testing.assert_array_equal(np.asarray(x), [1, 2, 3])
    np.testing.assert_array_equal(np.asarray(y), [1, 7, 3])


def test_scatter_next_to_a_loop_that_forwards_the_argument():
    lines = """  %z = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%k = %z, %x = %a0) : tensor<i32>, tensor<3xf32>
    cond {
      %n = stablehlo.constant dense<2> : tensor<i32>
      %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %k1 = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %k1, %x : tensor<i32>, tensor<3xf32>
    }
  %c = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %s = "stablehlo.scatter"(%a0, %c, %a1) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<3xf32>""".split("\n")
    program = Program("main", "f32", (3,), [Statement("%s", "%a0", lines)], ["%w#1", "%s"])
    a, b = np.array([1, 2, 3], np.float32), np.array([7, 8, 9], np.float32)
    program.inputs = [a, b, np.int32(0), np.int32(0)]
    assert "hostcall-guard-returned-arguments" in passes.DEFAULT_PIPELINE
    got = compile_programs([program])["main"](*program.inputs)
    expected = evaluate(program.text(), *program.inputs)
    np.testing.assert_array_equal(expected[0], a)
    np.testing.assert_array_equal(expected[1], [8, 9, 7])
    for e, g in zip(expected, got):
        np.testing.assert_array_equal(g, e)
