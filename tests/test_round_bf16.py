"""bf16 arithmetic under jit rounds every op to bf16 as the spec, eager code and numpy with
ml_dtypes do (hostcall-round-bf16 works around IREE 3.13 keeping float32 values inside
fused bf16 chains and truncating float32 -> bf16 conversions there)."""
import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import passes

from helpers import run_raw

BF16 = ml_dtypes.bfloat16


def _chain(x):
    b = x.astype(jnp.bfloat16)
    return (b / (jnp.abs(b) + jnp.bfloat16(1))).astype(jnp.float32)


def test_the_default_pipeline_rounds_bf16():
    assert "hostcall-round-bf16" in passes.DEFAULT_PIPELINE


def test_a_bf16_chain_rounds_each_op():
    x = np.array([-3.69672734, 0.2416686, 1.34989806], np.float32)
    b = x.astype(BF16)
    want = (b / (np.abs(b) + BF16(1))).astype(np.float32)
    np.testing.assert_array_equal(want, np.array([-0.7890625, 0.1943359375, 0.578125], np.float32))
    np.testing.assert_array_equal(np.asarray(hostcall.jit(_chain)(x)), want)
    np.testing.assert_array_equal(np.asarray(_chain(x)), want)


def _longer_chain(x):
    b = x.astype(jnp.bfloat16)
    y = b * b / (jnp.abs(b) + jnp.bfloat16(1.5)) - jnp.sqrt(jnp.abs(b))
    return (jnp.exp(y / jnp.bfloat16(64)) + jnp.tanh(b)).astype(jnp.float32)


def test_random_chains_match_numpy_bit_for_bit():
    x = (np.random.RandomState(0).randn(4096) * 10).astype(np.float32)
    b = x.astype(BF16)
    y = (b * b / (np.abs(b) + BF16(1.5)) - np.sqrt(np.abs(b))).astype(BF16)
    want = (np.exp((y / BF16(64)).astype(np.float32)).astype(BF16)
            + np.tanh(b.astype(np.float32)).astype(BF16)).astype(np.float32)
    got = np.asarray(hostcall.jit(_longer_chain)(x))
    # exp and tanh are within an ulp of the true value in both; the arithmetic is exact
    close = np.isclose(got, want, rtol=2 ** -7, atol=0)
    assert close.all()
    np.testing.assert_array_equal(got, np.asarray(_longer_chain(x)))


@pytest.mark.parametrize("values", [
    [1.0039062, 1.0117188, 2.3515625, -2.3515625, 1.34989806],          # ties, RNE
    [np.inf, -np.inf, np.nan, 3.3895314e38, 3.4028235e38, -3.4e38],      # edges, overflow
    [1e-40, -1e-42, 0.0, -0.0, 9.2e-41, 1.1754944e-38],                  # subnormals
])
def test_float32_to_bf16_conversions_round_to_nearest_even(values):
    x = np.array(values, np.float32)
    f = hostcall.jit(lambda x: (x.astype(jnp.bfloat16) * jnp.bfloat16(1)).astype(jnp.float32))
    want = x.astype(BF16).astype(np.float32)
    np.testing.assert_array_equal(np.asarray(f(x)), want)


def test_float64_to_bf16_rounds_once(x64):
    """1 + 2**-8 + 2**-30 lies just above a bf16 tie: rounded directly it goes up to
    1 + 2**-7; through float32 rounded to nearest it would become the tie 1 + 2**-8 and
    then 1.0 (ties to even). The division chain is seed 21's program."""
    d = np.array([1 + 2.0 ** -8 + 2.0 ** -30, -(1 + 2.0 ** -8 + 2.0 ** -30), 1 + 2.0 ** -8,
                  -3.69672734, 1.34989806, 1e300, np.nan], np.float64)
    f = hostcall.jit(lambda d: d.astype(jnp.bfloat16).astype(jnp.float64))
    got = np.asarray(f(d))
    np.testing.assert_array_equal(got[:6], [1 + 2.0 ** -7, -(1 + 2.0 ** -7), 1.0, -3.703125,
                                            1.3515625, np.inf])
    assert np.isnan(got[6])
    chain = hostcall.jit(lambda d: (lambda b: (b / (jnp.abs(b) + jnp.bfloat16(1))).astype(
        jnp.float64))(d.astype(jnp.bfloat16)))
    np.testing.assert_array_equal(np.asarray(chain(d[3:5])), [-0.7890625, 0.578125])


BF16_CHAIN = """
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %b = stablehlo.convert %x : (tensor<3xf32>) -> tensor<3xbf16>
  %a = stablehlo.abs %b : tensor<3xbf16>
  %one = stablehlo.constant dense<1.0> : tensor<3xbf16>
  %s = stablehlo.add %a, %one : tensor<3xbf16>
  %d = stablehlo.divide %b, %s : tensor<3xbf16>
  %r = stablehlo.convert %d : (tensor<3xbf16>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
"""


@pytest.mark.canary("hostcall-round-bf16")
def test_canary_iree_keeps_float32_values_inside_a_bf16_chain():
    """Without hostcall-round-bf16 IREE 3.13 computes ``b / (abs(b) + 1)`` in bf16 as one
    float32 chain: its results are not bf16 numbers (the spec: [-0.7890625, 0.19433594,
    0.578125]).  When this fails, IREE rounds each bf16 op: the pass can go."""
    got = run_raw(BF16_CHAIN, np.float32([-3.6967, 0.2417, 1.3499]))[0]
    on_the_grid = got.astype(ml_dtypes.bfloat16).astype(np.float32)
    assert not np.array_equal(got, on_the_grid), got
    assert not np.array_equal(got, np.float32([-0.7890625, 0.19433594, 0.578125]))
