"""A dynamic_update_slice whose update is a slice of the array it updates gives the spec's
values under jit (hostcall-guard-self-updates works around IREE 3.13's in-place copy)."""
from pathlib import Path

import numpy as np
import pytest

import hostcall
from hostcall import lax
from hostcall.runtime import cache, get_device
from hostcall.runtime.executor import Executable

from helpers import run_raw, run_raw_entry, run_text


def test_dynamic_update_slice_from_its_own_operand():
    f = hostcall.jit(lambda x, i: lax.dynamic_update_slice(
        x, lax.dynamic_slice(x, (i,), (2,)), (i + 1,)))
    x = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    np.testing.assert_array_equal(np.asarray(f(x, np.int32(0))), [1, 1, 2, 4])
    np.testing.assert_array_equal(np.asarray(f(x, np.int32(1))), [1, 2, 2, 3])


def test_update_read_from_another_carry_of_the_loop():
    """Both carries are the same array after the first iteration; IREE 3.13 gave them one
    buffer and copied the slice in place (every column became the first)."""
    def f(a):
        def body(k, s):
            x, y = s
            x = lax.dynamic_update_slice(x, lax.dynamic_slice(y, (0, k), (3, 3)), (0, 1))
            return x, x
        return lax.fori_loop(0, 2, body, (a, a))[0]
    a = np.array([[11, 0, 16, 0], [1, 6, 1, 6], [4, 15, 13, 2]], np.uint8)
    want = a.copy()
    for k in range(2):      # numpy, one iteration at a time on copies
        want = want.copy()
        want[:, 1:4] = want[:, k:k + 3].copy()
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(a)), want)
    np.testing.assert_array_equal(want, [[11, 11, 0, 16], [1, 1, 6, 1], [4, 4, 15, 13]])




ROWS = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                   scatter_dims_to_operand_dims=(0,))


def swap(r):
    """Rows 0 and 1 of ``r`` swapped by a scatter whose updates are its operand."""
    return lax.scatter(r, np.array([[1], [0]], np.int32), r, ROWS,
                       mode=lax.GatherScatterMode.PROMISE_IN_BOUNDS)


def test_scatter_whose_updates_are_its_computed_operand():
    """IREE 3.13 ran ``scatter(t, i, barrier(t))`` in place on ``t``'s buffer and read the
    updates from it (both rows became the first); the updates are now a copy."""
    y = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(lambda r: swap(r * 2))(y)),
                                  [[6, 8, 10], [0, 2, 4]])


def test_rows_swapped_by_a_scatter_under_two_vmaps():
    """vmap(vmap(swap)) scatters into the transposed operand with updates reshaped from it
    (the fuzzer's seed 202 f65 / f126)."""
    x = np.arange(36, dtype=np.float32).reshape(2, 3, 3, 2)    # examples on axes 1 and 3
    got = np.asarray(hostcall.jit(hostcall.vmap(hostcall.vmap(swap, in_axes=2),
                                                in_axes=1))(x))
    want = np.stack([np.stack([x[:, b, :, c][::-1] for c in range(2)])
                     for b in range(3)])
    np.testing.assert_array_equal(got, want)
    y = x.reshape(6, 2, 3)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(hostcall.vmap(
        lambda r: swap(r * 2)))(y)), (y * 2)[:, ::-1])


# ------------------------------------------------------------------ canary
BARRIER_SCATTER = """
func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %t = stablehlo.add %x, %x : tensor<2x3xf32>
  %b = stablehlo.optimization_barrier %t : tensor<2x3xf32>
  %i = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %s = "stablehlo.scatter"(%t, %i, %b) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}
"""


@pytest.mark.canary("hostcall-guard-self-updates")
def test_canary_iree_scatters_updates_behind_a_barrier_from_the_buffer_it_writes():
    """Without the pass's copy (the barrier it put there before): IREE 3.13 gives both rows
    the first's values instead of swapping them.  When this fails, a barrier is enough."""
    device = get_device("cpu")
    vmfb = cache.compile_text(BARRIER_SCATTER, "cpu", use_disk=False)
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    out = Executable(vmfb, device).invoke([device.put(x)], 1)[0]
    got = np.array(device.view(out, np.float32)).reshape(2, 3)
    assert not np.array_equal(got, [[6, 8, 10], [0, 2, 4]])
    np.testing.assert_array_equal(got, [[0, 2, 4], [0, 2, 4]])


HOST_LOOP_UPDATING_AN_ARGUMENT = """
func.func @main(%a0: tensor<2x3xui16>, %a1: tensor<2x3xui16>, %i0: tensor<i32>, %i1: tensor<i32>) -> tensor<2x3xui16> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c, %x = %a0) : tensor<i32>, tensor<2x3xui16>
  cond {
    %n = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %d = stablehlo.dynamic_slice %x, %i1, %i0, sizes = [1, 1] : (tensor<2x3xui16>, tensor<i32>, tensor<i32>) -> tensor<1x1xui16>
    %u = stablehlo.dynamic_update_slice %a1, %d, %k, %i0 : (tensor<2x3xui16>, tensor<1x1xui16>, tensor<i32>, tensor<i32>) -> tensor<2x3xui16>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k1, %u : tensor<i32>, tensor<2x3xui16>
  }
  return %r#1 : tensor<2x3xui16>
}
"""
F452_INPUTS = (np.array([[4, 6, 0], [14, 12, 18]], np.uint16),
               np.array([[12, 3, 15], [7, 2, 17]], np.uint16), np.int32(1), np.int32(5))


@pytest.mark.canary("hostcall-guard-self-updates")
def test_canary_iree_updates_an_argument_in_place_in_a_host_loop():
    """Without the pass IREE 3.13 runs the loop's update of ``a1`` in place on a1's own
    buffer: the second iteration starts from the first one's element (fuzz seed 407
    f452).  The spec's value is ``a1`` unchanged.  When this fails, IREE copies the
    argument itself: the pass's barrier before the loop can go."""
    got = run_raw(HOST_LOOP_UPDATING_AN_ARGUMENT, *F452_INPUTS)[0]
    assert got[0, 1] == 12
    assert not np.array_equal(got, F452_INPUTS[1])


def test_a_host_loop_updating_an_argument_gets_the_spec_value():
    got = run_text(HOST_LOOP_UPDATING_AN_ARGUMENT, *F452_INPUTS)[0]
    np.testing.assert_array_equal(got, F452_INPUTS[1])


# The fuzzer's seed 423 f199 as jit's pipeline left it before the rule: the update's
# target is two same-width bitcasts of the argument the update is sliced from.
BITCAST_ROUND_TRIP = """
func.func @main(%a: tensor<5xui16>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<5xui16> {
  %0 = stablehlo.bitcast_convert %a : (tensor<5xui16>) -> tensor<5xi16>
  %1 = stablehlo.bitcast_convert %0 : (tensor<5xi16>) -> tensor<5xui16>
  %2 = stablehlo.dynamic_slice %a, %j, sizes = [4] : (tensor<5xui16>, tensor<i32>) -> tensor<4xui16>
  %3 = stablehlo.dynamic_update_slice %1, %2, %i : (tensor<5xui16>, tensor<4xui16>, tensor<i32>) -> tensor<5xui16>
  return %3 : tensor<5xui16>
}
"""
ROUND_TRIP_INPUTS = (np.array([19, 4, 6, 5, 14], np.uint16), np.int32(7), np.int32(-2))
ROUND_TRIP_SPEC = np.array([19, 19, 4, 6, 5], np.uint16)   # starts clamped to 1 and 0


@pytest.mark.canary("hostcall-guard-self-updates")
def test_canary_iree_updates_a_bitcast_round_trip_from_its_own_source():
    """Without the pass IREE 3.13 folds the bitcasts, runs the update in place and copies
    the update out of the buffer it writes: the first element smears.  When this fails,
    IREE copies first: the rule for targets behind bitcasts can go."""
    got = run_raw(BITCAST_ROUND_TRIP, *ROUND_TRIP_INPUTS)[0]
    np.testing.assert_array_equal(got, np.full(5, 19, np.uint16))


def test_a_bitcast_round_trip_updated_from_its_source_gets_the_spec_value():
    np.testing.assert_array_equal(run_text(BITCAST_ROUND_TRIP, *ROUND_TRIP_INPUTS)[0],
                                  ROUND_TRIP_SPEC)


def test_jit_of_an_update_of_a_signedness_round_trip():
    """Through the public API: ``x`` viewed as int16 and back, updated with a slice of
    ``x`` (numpy's values)."""
    f = hostcall.jit(lambda x, i, j: lax.dynamic_update_slice(
        x.astype(np.int16).astype(np.uint16), lax.dynamic_slice(x, (j,), (4,)), (i,)))
    x = np.array([19, 4, 6, 5, 14], np.uint16)
    want = x.copy()
    want[1:] = x[:4]
    np.testing.assert_array_equal(np.asarray(f(x, np.int32(1), np.int32(0))), want)


HOISTED_TARGET = Path(__file__).parent / "inputs" / "hoisted_scatter_target.mlir"


@pytest.mark.canary("hostcall-guard-self-updates")
def test_canary_iree_updates_a_hoisted_scatter_target_in_place():
    """When this fails, IREE no longer updates in place a scatter target it hoisted out of
    a loop body (pad of an argument): the copies of such targets can go.  The module is
    seed 442 f253 as jit's host-loop pipeline left it before they were made."""
    a0 = np.array([9, 11, 7, -11, -15], np.int8)
    a1 = np.array([3, -16, 6, -7, -16], np.int8)
    got = run_raw_entry(HOISTED_TARGET.read_text(), "f253", a0, a1, np.int32(2),
                        np.int32(2))[0]
    assert got[3] == 0      # the spec (and jit now): -7
    np.testing.assert_array_equal(np.delete(got, 3), [6, -16, 6, -16])


# A scatter of ``x`` into ``broadcast(x)``: the updates are a layout of the target's
# source (vmap of vmap of ``x.at[i].add(x)``, ``x`` unbatched, ``i`` batched).
LAID_OUT_TWICE = """
func.func @main(%x: tensor<2x2x3xf32>, %i: tensor<8x3xi32>) -> tensor<2x2x2x3xf32> {
  %lo = stablehlo.constant dense<0> : tensor<8x3xi32>
  %hi = stablehlo.constant dense<1> : tensor<8x3xi32>
  %j = stablehlo.clamp %lo, %i, %hi : tensor<8x3xi32>
  %t = stablehlo.broadcast_in_dim %x, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %r = stablehlo.reshape %x : (tensor<2x2x3xf32>) -> tensor<4x3xf32>
  %b = stablehlo.broadcast_in_dim %r, dims = [1, 2] : (tensor<4x3xf32>) -> tensor<2x4x3xf32>
  %u = stablehlo.reshape %b : (tensor<2x4x3xf32>) -> tensor<8x3xf32>
  %s = "stablehlo.scatter"(%t, %j, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %a = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x2x2x3xf32>, tensor<8x3xi32>, tensor<8x3xf32>) -> tensor<2x2x2x3xf32>
  return %s : tensor<2x2x2x3xf32>
}
"""
LAID_OUT_INPUTS = (np.arange(12, dtype=np.float32).reshape(2, 2, 3),
                   np.array([[1, 1, 1], [0, 0, 0], [0, 0, 0], [1, 1, 1], [1, 1, 1], [1, 1, 1],
                             [1, 1, 0], [1, 1, 0]], np.int32))


def _laid_out_twice_expected():
    """numpy: every update row is row k % 4 of x, added at its index into 2 copies of x."""
    x, i = LAID_OUT_INPUTS
    want = np.broadcast_to(x, (2, 2, 2, 3)).copy()
    np.add.at(want, tuple(i.T), x.reshape(4, 3)[np.arange(8) % 4])
    return want


def test_update_laid_out_from_the_targets_source():
    np.testing.assert_array_equal(run_text(LAID_OUT_TWICE, *LAID_OUT_INPUTS)[0],
                                  _laid_out_twice_expected())


@pytest.mark.canary("hostcall-guard-self-updates")
def test_canary_iree_merges_an_update_with_its_targets_layout():
    """Without the pass's copy, IREE 3.13 finds ``reshape(broadcast(reshape(x)))`` and
    ``broadcast(x)`` the same array and reads updates from the buffer it is updating: the
    last update, row 7 of ``u`` (``x[1, 1]``), is read from the target's flat row 7, i.e.
    (1, 1, 1), after four updates were added to it, so (1, 1, 0) gets their sum too.
    When this fails, the copy is no longer needed."""
    want = _laid_out_twice_expected()
    got = run_raw(LAID_OUT_TWICE, *LAID_OUT_INPUTS)[0]
    assert not np.array_equal(got, want)
    wrong = np.argwhere(got != want)
    assert {tuple(w[:3]) for w in wrong} == {(1, 1, 0)}
    added_to_row_7 = want[1, 1, 1] - LAID_OUT_INPUTS[0][1, 1]
    np.testing.assert_array_equal(got[1, 1, 0] - want[1, 1, 0], added_to_row_7)


# A dynamic_update_slice of ``broadcast(x)`` by a slice of another layout of ``x``.
SLICE_OF_ANOTHER_LAYOUT = """
func.func @main(%x: tensor<2x3xf32>, %k: tensor<i32>) -> tensor<2x2x3xf32> {
  %t = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %f = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
  %b = stablehlo.broadcast_in_dim %f, dims = [1] : (tensor<6xf32>) -> tensor<2x6xf32>
  %r = stablehlo.reshape %b : (tensor<2x6xf32>) -> tensor<4x3xf32>
  %s = stablehlo.slice %r [1:3, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
  %u = stablehlo.reshape %s : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %d = stablehlo.dynamic_update_slice %t, %u, %k, %z, %z : (tensor<2x2x3xf32>, tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
  return %d : tensor<2x2x3xf32>
}
"""


def _slice_of_another_layout_expected(x, k):
    """numpy: rows 1 and 2 of [x0, x1, x0, x1] written over block ``k``."""
    want = np.broadcast_to(x, (2, 2, 3)).copy()
    want[k] = np.concatenate([x, x])[1:3]
    return want


@pytest.mark.parametrize("k", [0, 1])
def test_update_sliced_from_another_layout_of_the_targets_source(k):
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(run_text(SLICE_OF_ANOTHER_LAYOUT, x, np.int32(k))[0],
                                  _slice_of_another_layout_expected(x, k))


@pytest.mark.canary("hostcall-guard-self-updates")
def test_canary_iree_updates_a_broadcast_from_a_slice_of_its_own_buffer():
    """Without the pass's copy, IREE 3.13 writes [x1, x0] over block 1 of [x0, x1, x0, x1]
    reading the update from the buffer it writes: the second row reads the first row's
    write and comes out x1.  When this fails, the copy is no longer needed."""
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    got = run_raw(SLICE_OF_ANOTHER_LAYOUT, x, np.int32(1))[0]
    want = _slice_of_another_layout_expected(x, 1)
    assert not np.array_equal(got, want)
    np.testing.assert_array_equal(got[1], [x[1], x[1]])
    np.testing.assert_array_equal(got[0], want[0])
