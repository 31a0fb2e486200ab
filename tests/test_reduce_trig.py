"""sin, cos and tan of float32 (and 16-bit floats) through hostcall-reduce-trig.

IREE 3.13's expansion alone gave sin(88) with a relative error of 7e-5, sin(710) 33% off,
sin(1e30) = -inf and sin(-1e-6) = -9.0e-7; the pass reduces the argument first.
"""
import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import passes

FUNCS = {"sin": (jnp.sin, np.sin), "cos": (jnp.cos, np.cos), "tan": (jnp.tan, np.tan)}


def _compiled(name, x):
    return np.asarray(hostcall.jit(FUNCS[name][0])(x))


@pytest.mark.parametrize("name", sorted(FUNCS))
def test_float32_values_are_within_an_ulp_or_so_up_to_2_to_the_23(name):
    rng = np.random.default_rng(0)
    x = np.concatenate([np.linspace(-7, 7, 20001), rng.uniform(-2.0**23, 2.0**23, 20000),
                        [88.0, 710.0, 1e4, -1e4, 2.0**20]]).astype(np.float32)
    got = _compiled(name, x).astype(np.float64)
    want = FUNCS[name][1](x.astype(np.float64))
    # absolute for sin and cos; tan relative to its size (its slope is 1 + tan^2)
    scale = 1 + want * want if name == "tan" else 1.0
    assert np.max(np.abs(got - want) / scale) < 2.5e-7


@pytest.mark.parametrize("name", ["sin", "tan"])
def test_tiny_arguments_and_signed_zeros_pass_through(name):
    x = np.array([1e-30, -1e-30, 1e-10, -1e-10, 1e-6, -1e-6, -0.0, 0.0], np.float32)
    got = _compiled(name, x)
    np.testing.assert_array_equal(got, FUNCS[name][1](x))
    np.testing.assert_array_equal(np.signbit(got), np.signbit(x))


def test_huge_arguments_stay_bounded_and_inf_gives_nan():
    x = np.array([1e30, -1e30, 3e38, np.inf, -np.inf, np.nan], np.float32)
    for name in ("sin", "cos"):
        got = _compiled(name, x)
        assert np.all(np.abs(got[:3]) <= 1), name
        assert np.all(np.isnan(got[3:])), name


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
def test_16_bit_floats_keep_their_dtype(dtype):
    x = np.linspace(-100, 100, 801).astype(dtype)
    got = _compiled("sin", x)
    assert got.dtype == dtype
    eps = float(ml_dtypes.finfo(dtype).eps)
    np.testing.assert_allclose(got.astype(np.float64), np.sin(x.astype(np.float64)),
                               atol=2 * eps)


def test_derivatives_and_batching_see_the_reduced_ops():
    x = np.array([88.0, 710.0, -1e4], np.float32)
    np.testing.assert_allclose(np.asarray(hostcall.jit(hostcall.vmap(hostcall.grad(jnp.sin)))(x)),
                               np.cos(x.astype(np.float64)), atol=2e-7)


def test_float64_is_left_to_iree_and_the_pass_is_in_jits_pipeline():
    assert "hostcall-reduce-trig" in passes.default_pipeline().split(",")
    f32 = hostcall.jit(jnp.sin).lower(np.float32(1)).as_text("optimized")
    assert "round_nearest_even" in f32
    with hostcall.experimental.enable_x64():
        f64 = hostcall.jit(jnp.sin).lower(np.float64(1)).as_text("optimized")
        assert "round_nearest_even" not in f64
        assert float(hostcall.jit(jnp.sin)(np.float64(1e22))) == pytest.approx(np.sin(1e22))
