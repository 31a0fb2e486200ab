"""A scatter, dynamic_update_slice or sort of a computed array, or of a loop carry, that
other ops still read gives the spec's values under jit (hostcall-guard-shared-targets works
around IREE 3.13 updating the array in place before its other reader runs)."""
from pathlib import Path

import numpy as np
import pytest

import hostcall
from hostcall import lax, passes
from hostcall import numpy as jnp
from hostcall.api import Lowered
from hostcall.runtime import get_device
from hostcall.runtime.artifact import Program
from hostcall.tools.compile_module import lower_and_compile
from hostcall.tools.differential import host_loop_pipeline

from helpers import recorded_case, run_raw, run_text

# x = a / b is scattered into (rows 1 and 0 get u's rows added) and also read, through a
# broadcast, by y = t * x, which a second scatter updates: the fuzzer's seed 402 f57 shrunk.
SHARED_SCATTER = """
module {
  func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %t: tensor<2x2x3xf32>,
                  %u: tensor<2x3xf32>, %w: tensor<2x3xf32>)
      -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>) {
    %x = stablehlo.divide %a, %b : tensor<2x3xf32>
    %xb = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %y = stablehlo.multiply %t, %xb : tensor<2x2x3xf32>
    %i = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %s = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %r = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %wb = stablehlo.broadcast_in_dim %w, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %v = stablehlo.reshape %wb : (tensor<2x2x3xf32>) -> tensor<4x3xf32>
    %j = stablehlo.constant dense<[[0, 1], [0, 0], [1, 1], [1, 0]]> : tensor<4x2xi32>
    %z = "stablehlo.scatter"(%y, %j, %v) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %r = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) : (tensor<2x2x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>) -> tensor<2x2x3xf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    return %sb, %z : tensor<2x2x3xf32>, tensor<2x2x3xf32>
  }
}
"""

RNG = np.random.default_rng(402)
A, B, U, W = (RNG.normal(size=(2, 3)).astype(np.float32) for _ in range(4))
B = B + np.float32(3.0)             # away from zero
T = RNG.normal(size=(2, 2, 3)).astype(np.float32)


def _shared_scatter_values(x_read_by_y):
    """The program's two results in numpy, ``y`` computed from ``x_read_by_y``."""
    x = A / B
    s = x.copy()
    s[[1, 0]] += U
    z = T * x_read_by_y
    z[:, [1, 0]] += W[:, None]       # every (k, r) gets w[k]
    return np.broadcast_to(s, (2, 2, 3)), z


def test_scatter_of_an_array_another_op_reads_under_the_pipeline():
    got = run_text(SHARED_SCATTER, A, B, T, U, W)
    for g, w in zip(got, _shared_scatter_values(A / B)):
        np.testing.assert_allclose(g, w, rtol=1e-6)


@pytest.mark.canary("hostcall-guard-shared-targets")
def test_canary_iree_scatters_in_place_into_an_array_read_after_it():
    """Without the pass IREE 3.13 ties the first scatter to ``x``'s buffer and computes
    ``y`` after it, from the scattered ``x``.  When this fails, IREE keeps ``x``: the pass
    can go."""
    x = A / B
    scattered = x.copy()
    scattered[[1, 0]] += U
    got = run_raw(SHARED_SCATTER, A, B, T, U, W)
    want_bad = _shared_scatter_values(scattered)
    np.testing.assert_allclose(got[0], want_bad[0], rtol=1e-6)
    np.testing.assert_allclose(got[1], want_bad[1], rtol=1e-6)
    assert not np.allclose(got[1], _shared_scatter_values(x)[1])


ROWS = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                   scatter_dims_to_operand_dims=(0,))
CELLS = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0, 1),
                                    scatter_dims_to_operand_dims=(0, 1))
IN_BOUNDS = lax.GatherScatterMode.PROMISE_IN_BOUNDS


def _shared_scatter(a, b, t, u, w):
    """SHARED_SCATTER written with hostcall.lax."""
    x = a / b
    y = t * x
    s = lax.scatter_add(x, np.array([[1], [0]], np.int32), u, ROWS, mode=IN_BOUNDS)
    v = jnp.broadcast_to(w[:, None, :], (2, 2, 3)).reshape(4, 3)
    z = lax.scatter_add(y, np.array([[0, 1], [0, 0], [1, 1], [1, 0]], np.int32), v, CELLS,
                        mode=IN_BOUNDS)
    return jnp.broadcast_to(s, (2, 2, 3)), z


def test_scatter_of_an_array_another_op_reads_eager_and_jit():
    """Under jit IREE 3.13 computed ``y`` from the scattered ``x`` (z off by up to 4)."""
    want = _shared_scatter_values(A / B)
    for fn in (_shared_scatter, hostcall.jit(_shared_scatter)):
        got = fn(jnp.asarray(A), B, T, U, W)
        for g, w in zip(got, want):
            np.testing.assert_allclose(np.asarray(g), w, rtol=1e-6)


def _scatter_rows(a0, a1):
    """The fuzzer's seed 402 f57: ``a1 / (a0**2 + 1)`` with rows 2, 0, 1 getting a0's rows
    added."""
    return (a1 / (a0 * a0 + 1.0)).at[jnp.array([2, 0, 1])].add(a0, mode="promise_in_bounds")


def test_jacfwd_of_vmap_of_a_scatter_of_a_computed_array(x64):
    """jacfwd(vmap(f)) of seed 402 f57's function (float64), eager and under jit, against
    its Jacobian written out."""
    rng = np.random.default_rng(57)
    a0 = rng.normal(size=(3, 4))
    a1 = rng.normal(size=(3, 3, 4))
    jac = hostcall.jacfwd(hostcall.vmap(_scatter_rows, in_axes=(None, 0)), argnums=(0, 1))
    d = a0 * a0 + 1.0
    # d out[b, r, c] / d a0[p, q]: the quotient's own row and column, and the row the
    # scatter adds a0[p] to
    want0 = np.zeros((3, 3, 4, 3, 4))
    for r in range(3):
        for c in range(4):
            want0[:, r, c, r, c] = -a1[:, r, c] * 2 * a0[r, c] / d[r, c] ** 2
    for p, r in enumerate([2, 0, 1]):
        for c in range(4):
            want0[:, r, c, p, c] += 1.0
    want1 = np.einsum("bB,rR,cC->brcBRC", np.eye(3), np.eye(3), np.eye(4)) \
        / d[None, :, :, None, None, None]
    for fn in (jac, hostcall.jit(jac)):
        g0, g1 = fn(a0, a1)
        assert np.asarray(g0).dtype == np.float64
        np.testing.assert_allclose(np.asarray(g0), want0, rtol=1e-12, atol=1e-14)
        np.testing.assert_allclose(np.asarray(g1), want1, rtol=1e-12, atol=1e-14)


# The fuzzer's seed 407 f472 shrunk: a loop whose body leaves its carry as it is
# (select(a1 != y, y, a1) is y) started from x = -a1, x read after the loop through the
# barrier hostcall-guard-loop-entries puts there, and row 1 of the loop's result updated.
LOOP_FORWARD = """
func.func @main(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>) {
  %x = stablehlo.negate %a1 : tensor<2x3xi32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%k = %c0, %y = %x) : tensor<i32>, tensor<2x3xi32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %m = stablehlo.compare NE, %a1, %y : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %s = stablehlo.select %m, %y, %a1 : tensor<2x3xi1>, tensor<2x3xi32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %c1 : tensor<i32>
    stablehlo.return %k1, %s : tensor<i32>, tensor<2x3xi32>
  }
  %b = stablehlo.optimization_barrier %x : tensor<2x3xi32>
  %row = stablehlo.slice %a0 [0:1, 0:3] : (tensor<2x3xi32>) -> tensor<1x3xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %d = stablehlo.dynamic_update_slice %w#1, %row, %one, %zero : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  %twice = stablehlo.add %b, %b : tensor<2x3xi32>
  return %d, %twice : tensor<2x3xi32>, tensor<2x3xi32>
}
"""
A0_F472 = np.array([[13, 2, 4], [10, 3, 5]], np.int32)
A1_F472 = np.array([[9, 3, 1], [3, 1, 4]], np.int32)


def _loop_forward_values(a0, a1):
    updated = -a1
    updated[1] = a0[0]
    return updated, -2 * a1


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_update_of_a_loop_result_whose_start_is_read_after_it_under_the_pipeline(host_loops):
    """A loop kernel returns the carry it leaves unchanged; a host loop is what IREE folds."""
    c = lower_and_compile(passes.parse_module(LOOP_FORWARD), "<test>",
                          pipeline=host_loop_pipeline() if host_loops else None)
    program = Program(c.vmfb, c.manifest, c.inputs, c.results, {}, get_device("cpu"), "main")
    got = [np.asarray(r) for r in program(A0_F472, A1_F472)]
    for g, w in zip(got, _loop_forward_values(A0_F472, A1_F472)):
        np.testing.assert_array_equal(g, w)


@pytest.mark.canary("hostcall-guard-shared-targets")
def test_canary_iree_updates_the_buffer_a_loop_hands_on_in_place():
    """Without the pass IREE 3.13 folds the loop to its initial value and updates that
    buffer in place: the barrier's reader, after it, sees row 1 updated.  When this fails,
    IREE keeps ``x``: the rule for loop results can go."""
    got = run_raw(LOOP_FORWARD, A0_F472, A1_F472)
    want = _loop_forward_values(A0_F472, A1_F472)
    np.testing.assert_array_equal(got[0], want[0])
    np.testing.assert_array_equal(got[1], [-2 * A1_F472[0], 2 * A0_F472[0]])


def _update_after_an_unchanging_loop(a0, a1):
    """seed 407 f472's pattern with hostcall.lax: x = a1 through int16, a loop that leaves
    it as it is, row 1 of the result set, and x read again."""
    x = a1.astype(jnp.int16).astype(jnp.uint32)
    y = lax.fori_loop(0, 3, lambda k, y: jnp.where(a1 != y, y, a1), x)
    return y.at[1].set(a0[0]), x * 2


def test_update_after_a_loop_that_leaves_its_carry_eager_jit_and_host_loops():
    """With the loop left on the host (jit's fallback when IREE rejects a loop kernel, as
    it did for f472's second loop) IREE 3.13 gave x * 2 a row of a0 * 2."""
    a0 = A0_F472.astype(np.uint32)
    a1 = A1_F472.astype(np.uint32)
    want = (np.array([[9, 3, 1], [13, 2, 4]], np.uint32), 2 * a1)
    traced = hostcall.jit(_update_after_an_unchanging_loop).lower(a0, a1).traced
    for fn in (_update_after_an_unchanging_loop, hostcall.jit(_update_after_an_unchanging_loop),
               Lowered(traced, "cpu", host_loop_pipeline()).compile()):
        got = fn(a0, a1)
        for g, w in zip(got, want):
            assert np.asarray(g).dtype == np.uint32
            np.testing.assert_array_equal(np.asarray(g), w)


# A host loop updating two carries at index k: y[k] = -x[k], then x[k] = a[k] * x[k].  The
# update of x comes last in the body, after the update of y that reads x's old element:
# the fuzzer's seed 406 f35 / f220 (the forward derivative of a loop of x.at[i].set(...))
# shrunk.
CARRY_READ_BEFORE_ITS_UPDATE = """
module {
  func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %x0 = stablehlo.add %a, %b : tensor<4xf32>
    %y0 = stablehlo.add %c, %c : tensor<4xf32>
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:3 = stablehlo.while(%k = %c0, %x = %x0, %y = %y0) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %n = stablehlo.constant dense<4> : tensor<i32>
      %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %sa = stablehlo.dynamic_slice %a, %k, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %sx = stablehlo.dynamic_slice %x, %k, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %nx = stablehlo.multiply %sa, %sx : tensor<1xf32>
      %ny = stablehlo.negate %sx : tensor<1xf32>
      %y1 = stablehlo.dynamic_update_slice %y, %ny, %k : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %x1 = stablehlo.dynamic_update_slice %x, %nx, %k : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %k1 = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %k1, %x1, %y1 : tensor<i32>, tensor<4xf32>, tensor<4xf32>
    }
    return %r#1, %r#2 : tensor<4xf32>, tensor<4xf32>
  }
}
"""
CARRY_A = np.array([2, 3, 4, 5], np.float32)
CARRY_B = np.array([-1, 0, 1, 2], np.float32)
CARRY_C = np.array([0.5, 0.25, 2, 4], np.float32)


def _host_loop(fn, *args):
    """``fn`` under jit with every loop left on the host (hostcall-kernelize-loops off)."""
    lowered = hostcall.jit(fn).lower(*args)
    host = Lowered(lowered.traced, lowered.backend, host_loop_pipeline())
    assert "hostcall.loop_kernel" not in host.lowered_text
    return host.compile()(*args)


def test_host_loop_update_of_a_carry_another_update_read():
    """With every loop on the host, ``y`` gets x's elements from before x's update."""
    x0 = CARRY_A + CARRY_B
    compiled = lower_and_compile(passes.parse_module(CARRY_READ_BEFORE_ITS_UPDATE), "<test>",
                                 pipeline=host_loop_pipeline())
    assert "hostcall.loop_kernel" not in compiled.lowered_text
    got = [np.asarray(r) for r in Program(compiled.vmfb, compiled.manifest, compiled.inputs,
                                          compiled.results, {}, get_device("cpu"), "main")(
        CARRY_A, CARRY_B, CARRY_C)]
    np.testing.assert_array_equal(got[0], CARRY_A * x0)
    np.testing.assert_array_equal(got[1], -x0)


@pytest.mark.canary("hostcall-guard-shared-targets")
def test_canary_iree_updates_a_carry_in_place_before_its_readers():
    """Without the pass IREE 3.13 updates ``x`` in place before the dispatch reading its
    old element for ``y`` runs: ``y`` gets ``-a * x`` instead of ``-x``.  When this fails,
    IREE orders the readers of a carry before its update: the loop-carry rule can go."""
    x0 = CARRY_A + CARRY_B
    got = run_raw(CARRY_READ_BEFORE_ITS_UPDATE, CARRY_A, CARRY_B, CARRY_C)
    np.testing.assert_array_equal(got[0], CARRY_A * x0)
    np.testing.assert_array_equal(got[1], -(CARRY_A * x0))


def _scale_in_place(a, x):
    """x[i] = a[i] * x[i] for each i of x * 1.5, one element per iteration of a fori_loop."""
    def body(i, c):
        update = lax.dynamic_slice(a, (i,), (1,)) * lax.dynamic_slice(c, (i,), (1,))
        return lax.dynamic_update_slice(c, update, (i,))
    return lax.fori_loop(0, 4, body, x * 1.5)


def test_jvp_of_a_loop_updating_an_element_at_a_time():
    """The tangent's update reads the primal carry's element (seed 406 f35 / f220): with
    host loops the tangent came out of the updated primal, 1.5 (ta * a * x + a * tx)."""
    ta = np.array([0.25, -1, 0.5, 2], np.float32)
    tx = np.array([1, 2, -3, 0.5], np.float32)

    def jvp(a, x, ta, tx):
        return hostcall.jvp(_scale_in_place, (a, x), (ta, tx))
    want = (1.5 * CARRY_A * CARRY_B, 1.5 * (ta * CARRY_B + CARRY_A * tx))
    for got in (jvp(CARRY_A, CARRY_B, ta, tx), hostcall.jit(jvp)(CARRY_A, CARRY_B, ta, tx),
                _host_loop(jvp, CARRY_A, CARRY_B, ta, tx)):
        for g, w in zip(got, want):
            np.testing.assert_allclose(np.asarray(g), w, rtol=1e-6)


SCATTER_INTO_A_REPEAT = Path(__file__).parent / "inputs" / "scatter_into_a_repeat.mlir"


def _seed470_inputs():
    fixed = SCATTER_INTO_A_REPEAT.parent / "fuzz_fixed" / "seed470_f202_j0_v1.mlir"
    _, inputs, want = recorded_case(fixed, "f202_j0_v1")
    return inputs, want


@pytest.mark.canary("hostcall-guard-shared-targets")
def test_canary_iree_scatters_into_a_repeat_of_a_returned_value():
    """When this fails, IREE no longer merges a scattered product with its returned repeat
    (or no longer scatters in place there): repeats need not count."""
    inputs, want = _seed470_inputs()
    got = run_raw(SCATTER_INTO_A_REPEAT.read_text(), *inputs)
    assert not np.allclose(got[1], want[1])


def test_a_scatter_into_a_repeat_of_a_returned_value_updates_a_copy():
    """The pass copies the scattered product (its repeat is read), and every result is the
    reference's."""
    text = SCATTER_INTO_A_REPEAT.read_text()
    guarded = passes.run(text, "hostcall-guard-shared-targets").operation.get_asm()
    assert guarded.count("stablehlo.optimization_barrier") == 1
    inputs, want = _seed470_inputs()
    for g, w in zip(run_raw(guarded, *inputs), want):
        np.testing.assert_allclose(g, w, rtol=1e-6)


# A sort of x = -a next to an optimization_barrier of x (the fuzzer's seed 545 f19_v0_v1
# shrunk: there the barrier was hostcall-guard-batched-gathers', over the array a batched
# gather reads).
SORT_OF_A_BARRIERED_ARRAY = """
func.func @main(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %x = stablehlo.negate %a : tensor<2x3xf32>
  %b = stablehlo.optimization_barrier %x : tensor<2x3xf32>
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = false}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %lt = stablehlo.compare LT, %p, %q, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %b, %s : tensor<2x3xf32>, tensor<2x3xf32>
}
"""
A545 = np.array([[0.5, -1.25, 2.0], [3.0, 0.75, -2.5]], np.float32)


@pytest.mark.canary("hostcall-guard-shared-targets")
def test_canary_iree_sorts_in_place_an_array_a_barrier_reads():
    """Without the pass IREE 3.13 sorts ``x`` in its own buffer, and the barrier's result
    is the sorted ``x``.  When this fails, IREE sorts a copy: sorts need not count."""
    got = run_raw(SORT_OF_A_BARRIERED_ARRAY, A545)
    np.testing.assert_array_equal(got[0], np.sort(-A545, axis=1))
    np.testing.assert_array_equal(got[1], np.sort(-A545, axis=1))


def test_a_sort_of_an_array_a_barrier_reads_sorts_a_copy():
    guarded = passes.run(SORT_OF_A_BARRIERED_ARRAY, "hostcall-guard-shared-targets") \
        .operation.get_asm()
    assert guarded.count("stablehlo.optimization_barrier") == 2
    for got in (run_raw(guarded, A545), run_text(SORT_OF_A_BARRIERED_ARRAY, A545)):
        np.testing.assert_array_equal(got[0], -A545)
        np.testing.assert_array_equal(got[1], np.sort(-A545, axis=1))


def _row_minus_sorted(a, i):
    """A row of ``x = -a`` less ``x`` sorted along its last axis: under vmap the row is a
    batched gather, which reads ``x`` through hostcall-guard-batched-gathers' barrier."""
    x = -a
    return x[i] - jnp.sort(x)


def test_vmap_of_a_row_and_a_sort_of_one_array_eager_and_jit():
    """Under jit IREE 3.13 sorted ``x`` in place and the gather read sorted rows (every
    difference off by up to 2.2 here)."""
    a = np.random.default_rng(545).normal(size=(3, 2, 4)).astype(np.float32)
    i = np.array([1, 0, 1], np.int32)
    x = -a
    want = x[np.arange(3), i][:, None, :] - np.sort(x, axis=-1)
    for fn in (hostcall.vmap(_row_minus_sorted),
               hostcall.jit(hostcall.vmap(_row_minus_sorted))):
        np.testing.assert_allclose(np.asarray(fn(a, i)), want, rtol=1e-6, atol=1e-6)
