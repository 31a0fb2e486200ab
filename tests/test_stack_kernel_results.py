"""A loop kernel two of whose results IREE folds to one value gives each result its own
value under jit (hostcall-stack-kernel-results works around IREE 3.13 pointing the later
of two equal flow.dispatch.region results at the region's first result)."""
import numpy as np
import pytest

import hostcall
from hostcall import lax
from hostcall import numpy as jnp

from helpers import run_raw, run_text

A = np.array([[1.5, -2.0, 0.25], [3.0, -0.5, 4.0]])


def _no_trip_loop(a):
    """A loop of no trips: it returns its initial carries, two of them equal zeros."""
    def body(i, carry):
        x, y, z = carry
        return x * a, jnp.zeros_like(y), z + x
    return lax.fori_loop(0, 0, body, (a, jnp.zeros_like(a), jnp.zeros_like(a)))


def test_loop_of_no_trips_returns_its_initial_carries_under_jit(x32):
    a = A.astype(np.float32)
    x, y, z = hostcall.jit(_no_trip_loop)(a)
    np.testing.assert_array_equal(np.asarray(x), a)
    np.testing.assert_array_equal(np.asarray(y), np.zeros_like(a))
    np.testing.assert_array_equal(np.asarray(z), np.zeros_like(a))


def test_grad_through_a_loop_of_no_trips_with_two_zero_carries(x64):
    """The cotangents of the zero carries are zero; each counted once (seed 406 f92 gave
    the gradient twice over)."""
    def f(a, b):
        def body(i, carry):
            x, y, z = carry
            return jnp.sum(a) - x, a * x + y, z + x * y
        x, y, z = lax.fori_loop(0, 0, body, (a + b, b + a, jnp.zeros_like(a)))
        return jnp.sum(x * a) + jnp.sum(y) + jnp.sum(z)
    b = A[::-1] * 0.5
    ga, gb = hostcall.jit(hostcall.grad(f, argnums=(0, 1)))(A, b)
    # f = sum((a + b) * a) + sum(a + b): d/da = 2a + b + 1, d/db = a + 1
    np.testing.assert_allclose(np.asarray(ga), 2 * A + b + 1, rtol=1e-12)
    np.testing.assert_allclose(np.asarray(gb), A + 1, rtol=1e-12)


# The transposed loop of seed 406 f92 (a scalarized kernel): three carries, the second
# two starting from zeros, the second kept at zero by the body; no trips.
NO_TRIP_TRANSPOSED = """
func.func @main(%r: tensor<1x2x3xf64>, %w: tensor<2x3xf64>, %ct: tensor<2x3xf64>)
    -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) {
  %z0 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %z1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %l:4 = stablehlo.while(%x = %ct, %y = %z0, %s = %z1, %k = %c0)
      : tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>
  cond {
    %p = stablehlo.compare LT, %k, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %r, %k, %zero, %zero, sizes = [1, 2, 3] : (tensor<1x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf64>
    %v = stablehlo.reshape %row : (tensor<1x2x3xf64>) -> tensor<2x3xf64>
    %wy = stablehlo.multiply %w, %y : tensor<2x3xf64>
    %nx = stablehlo.subtract %wy, %x : tensor<2x3xf64>
    %yv = stablehlo.multiply %y, %v : tensor<2x3xf64>
    %ns = stablehlo.add %s, %yv : tensor<2x3xf64>
    %zy = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %nk = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %nx, %zy, %ns, %nk : tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>
  }
  return %l#0, %l#1, %l#2 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>
}
"""


def test_scalarized_kernel_of_no_trips_under_the_pipeline():
    r = A[None] * 2.0
    got = run_text(NO_TRIP_TRANSPOSED, r, A[::-1].copy(), A)
    np.testing.assert_array_equal(got[0], A)
    np.testing.assert_array_equal(got[1], np.zeros_like(A))
    np.testing.assert_array_equal(got[2], np.zeros_like(A))


# The smallest form: a kernel returning a value and then one constant twice.
REPEATED_RESULT = """
func.func @main(%x: tensor<2xf64>) -> (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) {
  %zeros = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
  %0:3 = flow.dispatch.region -> (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) {
    %n = stablehlo.negate %x : tensor<2xf64>
    flow.return %n, %zeros, %zeros : tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
  }
  return %0#0, %0#1, %0#2 : tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
}
"""


def test_kernel_returning_one_value_twice_under_the_pipeline():
    x = np.array([1.5, -2.5])
    got = run_text(REPEATED_RESULT, x)
    np.testing.assert_array_equal(got[0], -x)
    np.testing.assert_array_equal(got[1], [0.0, 0.0])
    np.testing.assert_array_equal(got[2], [0.0, 0.0])


@pytest.mark.canary("hostcall-stack-kernel-results")
def test_canary_iree_points_a_repeated_kernel_result_at_the_first():
    """Without the pass IREE 3.13 gives the third result (the zeros the second also
    returns) the first result's values.  When this fails, IREE maps the repeated result
    to the earlier one: the pass can go."""
    x = np.array([1.5, -2.5])
    got = run_raw(REPEATED_RESULT, x)
    np.testing.assert_array_equal(got[1], [0.0, 0.0])
    np.testing.assert_array_equal(got[2], -x)
