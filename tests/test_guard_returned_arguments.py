"""An argument returned unchanged next to an in-place update of it keeps its value under
jit and `hostcall run` (hostcall-guard-returned-arguments works around IREE 3.13)."""
from pathlib import Path

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.reference import evaluate
from hostcall.tools.differential import compile_programs
from hostcall.reference.fuzz import Program, Statement

from helpers import iree_compile_raw, run_raw


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


def test_a_value_that_folds_to_the_argument_next_to_its_update():
    """A full-size dynamic_update_slice by a full-size dynamic_slice of the argument is the
    argument (IREE folds it so); returned beside the argument's in-place update it came
    back as the update (the differential fuzzer's seed 12, x64, program f2)."""
    lines = """  %v105 = "stablehlo.dynamic_slice"(%a0, %i0) {slice_sizes = array<i64: 3>} : (tensor<5xui8>, tensor<i32>) -> tensor<3xui8>
  %v106 = "stablehlo.dynamic_update_slice"(%a1, %v105, %i1) : (tensor<5xui8>, tensor<3xui8>, tensor<i32>) -> tensor<5xui8>
  %v123 = "stablehlo.dynamic_slice"(%a1, %i1) {slice_sizes = array<i64: 5>} : (tensor<5xui8>, tensor<i32>) -> tensor<5xui8>
  %v124 = "stablehlo.dynamic_update_slice"(%v106, %v123, %i0) : (tensor<5xui8>, tensor<5xui8>, tensor<i32>) -> tensor<5xui8>""".split("\n")
    program = Program("main", "ui8", (5,), [Statement("%v124", "%a0", lines)],
                      ["%v124", "%v106"])
    a0 = np.array([6, 12, 15, 1, 12], np.uint8)
    a1 = np.array([14, 8, 5, 17, 6], np.uint8)
    program.inputs = [a0, a1, np.int32(5), np.int32(-1)]
    expected = evaluate(program.text(), *program.inputs)
    np.testing.assert_array_equal(expected[0], a1)      # the spec: the argument itself
    np.testing.assert_array_equal(expected[1], [15, 1, 12, 17, 6])
    got = compile_programs([program])["main"](*program.inputs)
    for e, g in zip(expected, got):
        np.testing.assert_array_equal(g, e)


@pytest.mark.parametrize("view", [
    lambda x: x.astype(jnp.int32).astype(jnp.uint32),
    lambda x: x.astype(jnp.int32),
    lambda x: lax.bitcast_convert_type(x, jnp.int32),
], ids=["there and back", "to int32", "bitcast"])
def test_a_same_width_bitcast_of_the_argument_next_to_its_update(view):
    """A uint32 argument seen as int32 (hostcall-int-sign-convert makes ``astype`` a
    bitcast_convert; a round trip is two, which IREE folds) is the argument's buffer to
    IREE, whose integers are signless; beside ``x.at[0, 1].set(99)`` it came back as the
    update (the fuzzer's seed 520 f247)."""
    x = np.arange(6, dtype=np.uint32).reshape(2, 3)
    same, updated = hostcall.jit(lambda x: (view(x), x.at[0, 1].set(99)))(x)
    np.testing.assert_array_equal(np.asarray(same).view(np.uint32), x)
    want = x.copy()
    want[0, 1] = 99
    np.testing.assert_array_equal(np.asarray(updated), want)


ARGUMENT_AND_ITS_UPDATE = """
func.func @main(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %i = stablehlo.constant dense<1> : tensor<i32>
  %v = stablehlo.constant dense<7.0> : tensor<1xf32>
  %u = stablehlo.dynamic_update_slice %x, %v, %i : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
  return %x, %u : tensor<3xf32>, tensor<3xf32>
}
"""


@pytest.mark.canary("hostcall-guard-returned-arguments")
def test_canary_iree_returns_the_argument_updated_in_place():
    """Without hostcall-guard-returned-arguments IREE 3.13 updates the argument's buffer in
    place and returns it for both results: [1, 7, 3] twice.  When this fails, IREE keeps
    a returned argument apart from its update: the pass can go."""
    x, u = run_raw(ARGUMENT_AND_ITS_UPDATE, np.float32([1, 2, 3]))
    np.testing.assert_array_equal(u, [1, 7, 3])
    np.testing.assert_array_equal(x, [1, 7, 3])


ZEROS_IN_A_LOOP_BODY = Path(__file__).parent / "inputs" / "copy_zeros_in_a_loop_body.mlir"


@pytest.mark.canary("hostcall-guard-returned-arguments")
def test_canary_iree_gives_up_on_a_copys_barrier_in_a_loop_body(tmp_path):
    """When this fails, IREE's fixed-point pipeline settles on a host loop's body holding a
    barrier: the copies of passes/_copies.py could keep their zeros where they stand.  With
    the barrier moved before the loop (as _copies places it now) the module compiles."""
    text = ZEROS_IN_A_LOOP_BODY.read_text()
    done = iree_compile_raw(text, tmp_path)
    assert done.returncode != 0
    assert "maximum iteration count exceeded in fixed point pipeline" in done.stderr
    lines = text.splitlines()
    at = next(i for i, l in enumerate(lines) if "optimization_barrier %cst_25" in l)
    barrier, loop = lines[at], next(i for i, l in enumerate(lines)
                                    if "%6:4 = stablehlo.while" in l)
    moved = lines[:loop] + [lines[at - 1], barrier] + lines[loop:at - 1] + lines[at + 1:]
    done = iree_compile_raw("\n".join(moved), tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
