"""hostcall-distinct-wide-fills: pads of 8-byte elements that read one padding value, and
updates in place of one 8-byte splat constant, give numpy's values (IREE 3.13 left all but
one of the buffers it fills from the value unfilled); the canaries show IREE's
behaviour."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import passes

from helpers import run_raw_entry

PASS = "hostcall-distinct-wide-fills"

TWO_PADS = """
func.func @main(%a: tensor<3x4xi64>, %b: tensor<3x4xi64>) -> (tensor<3x4xi64>, tensor<3x4xi64>) {
  %s0 = stablehlo.slice %a [0:3, 2:3] : (tensor<3x4xi64>) -> tensor<3x1xi64>
  %s1 = stablehlo.slice %b [0:3, 2:3] : (tensor<3x4xi64>) -> tensor<3x1xi64>
  %c = stablehlo.constant dense<1> : tensor<i64>
  %p0 = stablehlo.pad %s0, %c, low = [0, 1], high = [0, 2], interior = [0, 0] : (tensor<3x1xi64>, tensor<i64>) -> tensor<3x4xi64>
  %p1 = stablehlo.pad %s1, %c, low = [0, 0], high = [0, 3], interior = [0, 0] : (tensor<3x1xi64>, tensor<i64>) -> tensor<3x4xi64>
  return %p0, %p1 : tensor<3x4xi64>, tensor<3x4xi64>
}
"""

TWO_UPDATES = """
func.func @main(%a: tensor<3x4xi64>, %b: tensor<3x4xi64>) -> (tensor<3x4xi64>, tensor<3x4xi64>) {
  %s0 = stablehlo.slice %a [0:3, 2:3] : (tensor<3x4xi64>) -> tensor<3x1xi64>
  %s1 = stablehlo.slice %b [0:3, 2:3] : (tensor<3x4xi64>) -> tensor<3x1xi64>
  %c = stablehlo.constant dense<1> : tensor<3x4xi64>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %o = stablehlo.constant dense<1> : tensor<i32>
  %p0 = stablehlo.dynamic_update_slice %c, %s0, %z, %o : (tensor<3x4xi64>, tensor<3x1xi64>, tensor<i32>, tensor<i32>) -> tensor<3x4xi64>
  %p1 = stablehlo.dynamic_update_slice %c, %s1, %z, %z : (tensor<3x4xi64>, tensor<3x1xi64>, tensor<i32>, tensor<i32>) -> tensor<3x4xi64>
  return %p0, %p1 : tensor<3x4xi64>, tensor<3x4xi64>
}
"""

A = np.arange(12, dtype=np.int64).reshape(3, 4) - 20
B = np.arange(12, dtype=np.int64).reshape(3, 4) * 3


@pytest.mark.canary(PASS)
def test_canary_iree_fills_one_of_two_int64_pads_of_one_value():
    """IREE 3.13 leaves the second pad's padding unfilled (not 1); with the pass's copy of
    the padding value both are right.  When this fails, IREE fills both: the pass can
    go."""
    want = [np.pad(A[:, 2:3], ((0, 0), (1, 2)), constant_values=1),
            np.pad(B[:, 2:3], ((0, 0), (0, 3)), constant_values=1)]
    got = run_raw_entry(TWO_PADS, "main", A, B)
    assert any(not np.array_equal(g, w) for g, w in zip(got, want))
    fixed = run_raw_entry(str(passes.run(TWO_PADS, PASS)), "main", A, B)
    for g, w in zip(fixed, want):
        np.testing.assert_array_equal(g, w)


@pytest.mark.canary(PASS)
def test_canary_iree_fills_one_of_two_updated_int64_splats():
    """Two dynamic_update_slices of one int64 splat of 1: IREE 3.13 leaves the second's
    other elements unfilled; with the pass's copy both are right."""
    want = [np.ones((3, 4), np.int64), np.ones((3, 4), np.int64)]
    want[0][:, 1:2], want[1][:, 0:1] = A[:, 2:3], B[:, 2:3]
    got = run_raw_entry(TWO_UPDATES, "main", A, B)
    assert any(not np.array_equal(g, w) for g, w in zip(got, want))
    fixed = run_raw_entry(str(passes.run(TWO_UPDATES, PASS)), "main", A, B)
    for g, w in zip(fixed, want):
        np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("dtype", [np.int64, np.float64])
def test_updates_of_one_full_array_in_x64(x64, dtype):
    """Two ``.at[...].set`` of one ``jnp.full`` of an 8-byte type."""
    def f(a, b):
        base = jnp.full((3, 4), 1, dtype)
        return base.at[:, 1:2].set(a[:, 2:3]), base.at[:, 0:1].set(b[:, 2:3])
    a, b = A.astype(dtype), B.astype(dtype)
    one, two = np.ones((3, 4), dtype), np.ones((3, 4), dtype)
    one[:, 1:2], two[:, 0:1] = a[:, 2:3], b[:, 2:3]
    got = [np.asarray(r) for r in hostcall.jit(f)(a, b)]
    for g, w in zip(got, (one, two)):
        assert g.dtype == dtype
        np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("dtype", [np.int64, np.float64])
def test_a_pad_and_an_update_of_a_full_array_of_one_value_in_x64(x64, dtype):
    """A pad with 1 and an ``.at[...].set`` of ``jnp.full(.., 1)`` fill from one value
    too: the pad's padding came out 0."""
    def f(a, b):
        return (jnp.full((3, 4), 1, dtype).at[:, 0:1].set(a[:, 2:3]),
                jnp.pad(b[:, 2:3], ((0, 0), (1, 2)), constant_values=1))
    a, b = A.astype(dtype), B.astype(dtype)
    updated = np.ones((3, 4), dtype)
    updated[:, 0:1] = a[:, 2:3]
    want = (updated, np.pad(b[:, 2:3], ((0, 0), (1, 2)), constant_values=1))
    for g, w in zip(hostcall.jit(f)(a, b), want):
        assert np.asarray(g).dtype == dtype
        np.testing.assert_array_equal(np.asarray(g), w)


@pytest.mark.parametrize("dtype", [np.int64, np.float64, np.uint64])
def test_pads_with_one_value_in_x64(x64, dtype):
    """``jnp.pad`` of two arrays to one shape with the same constant in one x64 program:
    the second's padding came out 0."""
    def f(np_, a, b):
        return (np_.pad((a * b)[:, 2:3], ((0, 0), (1, 2)), constant_values=7),
                np_.pad(b[:, 2:3], ((0, 0), (0, 3)), constant_values=7),
                np_.pad(a[0] * 2, 1, constant_values=3),
                np_.pad(b[1] + 1, (2, 0), constant_values=3))
    a, b = np.abs(A).astype(dtype), B.astype(dtype)
    got = [np.asarray(r) for r in hostcall.jit(lambda a, b: f(jnp, a, b))(a, b)]
    for g, w in zip(got, f(np, a, b)):
        assert g.dtype == dtype
        np.testing.assert_array_equal(g, w)


def test_pads_around_a_host_loop_in_x64(x64):
    """seed 546 f50's shape: one pad before a loop, one of its result, both with 1."""
    def f(a, b):
        w = hostcall.lax.while_loop(lambda s: s[0] < 3,
                                    lambda s: (s[0] + 1, s[1].at[s[0]].set(-s[1][s[0]])),
                                    (0, b))[1]
        return (jnp.pad((a * b)[:, 2:3], ((0, 0), (1, 2)), constant_values=1),
                jnp.pad(w[:, 2:3], ((0, 0), (0, 3)), constant_values=1))
    got = [np.asarray(r) for r in hostcall.jit(f)(A, B)]
    want = [np.pad((A * B)[:, 2:3], ((0, 0), (1, 2)), constant_values=1),
            np.pad(-B[:, 2:3], ((0, 0), (0, 3)), constant_values=1)]
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)
