"""lax.mulhi, lax.round's rounding_method (RoundingMethod), nn.initializers.Initializer
and hostcall.Device: JAX 0.10.2's values written in, and exhaustive checks against Python
integers."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.nn import initializers


def test_mulhi_gives_jaxs_values():
    # jax.lax.mulhi on these operands (JAX 0.10.2): -1, 2793967723, -40
    assert int(lax.mulhi(jnp.int32(-7), jnp.int32(123456789))) == -1
    assert int(lax.mulhi(jnp.uint32(4000000000), jnp.uint32(3000000000))) == 2793967723
    assert int(lax.mulhi(jnp.int8(-100), jnp.int8(100))) == -40


@pytest.mark.parametrize("dtype", [np.int8, np.uint8, np.int16, np.uint16, np.int32,
                                   np.uint32], ids=lambda d: d.__name__)
def test_mulhi_is_the_high_half_of_the_exact_product(dtype):
    info = np.iinfo(dtype)
    rng = np.random.default_rng(7)
    a = rng.integers(info.min, info.max, 500, endpoint=True).astype(dtype)
    b = rng.integers(info.min, info.max, 500, endpoint=True).astype(dtype)
    a[:4], b[:4] = [info.min, info.max, info.min, 0], [info.min, info.max, info.max, info.min]
    bits = 8 * np.dtype(dtype).itemsize
    want = np.array([(int(x) * int(y)) >> bits for x, y in zip(a, b)]).astype(dtype)
    for got in (lax.mulhi(a, b), hostcall.jit(lax.mulhi)(a, b),
                hostcall.vmap(lax.mulhi)(a, b)):
        np.testing.assert_array_equal(np.asarray(got), want)


def test_mulhi_of_64_bit_integers_in_x64():
    rng = np.random.default_rng(3)
    with hostcall.experimental.enable_x64(True):
        for dtype in (np.int64, np.uint64):
            info = np.iinfo(dtype)
            a = rng.integers(info.min, info.max, 100, endpoint=True, dtype=dtype)
            b = rng.integers(info.min, info.max, 100, endpoint=True, dtype=dtype)
            want = np.array([((int(x) * int(y)) >> 64) % 2**64 for x, y in zip(a, b)],
                            np.uint64).view(dtype)
            np.testing.assert_array_equal(np.asarray(hostcall.jit(lax.mulhi)(a, b)), want)


def test_mulhi_refuses_floats_and_mixed_dtypes():
    with pytest.raises(TypeError, match="mulhi"):
        lax.mulhi(jnp.float32(1), jnp.float32(2))
    with pytest.raises(TypeError, match="int32 and int16"):
        lax.mulhi(jnp.int32(1), jnp.int16(2))


def test_round_with_a_rounding_method():
    x = np.array([0.5, 1.5, 2.5, -0.5, -2.5, 0.4], np.float32)
    assert [m.name for m in lax.RoundingMethod] == ["AWAY_FROM_ZERO", "TO_NEAREST_EVEN"]
    np.testing.assert_array_equal(np.asarray(lax.round(x)), [1, 2, 3, -1, -3, 0])
    for method in (lax.RoundingMethod.TO_NEAREST_EVEN, 1):
        got = hostcall.jit(lambda v, m=method: lax.round(v, m))(x)
        np.testing.assert_array_equal(np.asarray(got), np.round(x))  # numpy rounds to even


def test_initializers_are_initializers_and_device_is_the_device_type():
    assert isinstance(initializers.normal(), initializers.Initializer)
    assert isinstance(initializers.zeros, initializers.Initializer)
    assert not isinstance(3, initializers.Initializer)
    assert all(isinstance(d, hostcall.Device) for d in hostcall.devices())
