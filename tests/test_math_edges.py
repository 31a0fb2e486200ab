"""Elementwise functions at the edges where IREE's expansions (or a naive formula) went
wrong: values compared with numpy, eagerly and compiled, signs of zero included."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")


def _both(fn, *args):
    return [np.asarray(fn(*args)), np.asarray(hostcall.jit(fn)(*args))]


def _same(got, want, rtol=3e-7):
    ok = (got == want) | np.isclose(got, want, rtol=rtol) | (np.isnan(got) & np.isnan(want))
    assert ok.all(), list(zip(got[~ok], want[~ok]))
    assert (np.signbit(got) == np.signbit(want))[~np.isnan(want)].all()


def test_sinh_and_cosh_near_zero_and_up_to_the_largest_finite_result():
    """sinh(1e-30) was 0 and sinh(1e-5) 0.1% off (e**x - e**-x); sinh(89) was inf."""
    x = np.array([1e-30, -1e-30, -0.0, 0.0, 1e-5, -1e-5, 0.5, -2.0, 8.9, 9.1, 20.0, -50.0,
                  89.0, -89.0, 89.5, np.inf, -np.inf, np.nan], np.float32)
    for name in ("sinh", "cosh"):
        for got in _both(getattr(jnp, name), x):
            _same(got, getattr(np, name)(x))


def test_cbrt_of_infinities():
    x = np.array([np.inf, -np.inf, 8.0, -0.0, np.nan], np.float32)
    for got in _both(jnp.cbrt, x):
        _same(got, np.cbrt(x), rtol=1e-6)


def test_floor_divide_by_zero_is_division_by_zero():
    x = np.array([1.0, -1.0, 0.0, 5.0, -5.0, 7.0], np.float32)
    y = np.array([0.0, 0.0, 0.0, np.inf, np.inf, -2.0], np.float32)
    for got in _both(jnp.floor_divide, x, y):
        _same(got, np.floor_divide(x, y))


def test_heaviside_of_nan_is_nan():
    x = np.array([np.nan, -1.0, 0.0, 2.0], np.float32)
    for got in _both(jnp.heaviside, x, np.float32(0.5)):
        _same(got, np.heaviside(x, np.float32(0.5)))


def test_slopes_of_sinh_and_cosh():
    for x in (0.0, 2.0, -12.0):
        assert float(hostcall.grad(jnp.sinh)(x)) == pytest.approx(np.cosh(x), rel=1e-6)
        assert float(hostcall.grad(jnp.cosh)(x)) == pytest.approx(np.sinh(x), rel=1e-6, abs=1e-7)


def test_bitcast_convert_type_reads_the_bits():
    from hostcall import lax
    x = np.array([1.0, -0.0, np.nan, -np.nan, -2.5, -np.inf], np.float32)
    for got in _both(lambda v: lax.bitcast_convert_type(v, np.int32), x):
        np.testing.assert_array_equal(got, x.view(np.int32))
    back = hostcall.jit(lambda v: lax.bitcast_convert_type(v, np.float32))(x.view(np.int32))
    np.testing.assert_array_equal(np.asarray(back).view(np.int32), x.view(np.int32))
    batched = hostcall.jit(hostcall.vmap(lambda v: lax.bitcast_convert_type(v, np.uint32)))
    np.testing.assert_array_equal(np.asarray(batched(x.reshape(3, 2))),
                                  x.view(np.uint32).reshape(3, 2))
    with pytest.raises(TypeError, match="same width"):
        lax.bitcast_convert_type(x, np.int64)


def test_signbit_and_copysign_read_the_sign_of_nan():
    x = np.array([1.0, -0.0, np.nan, -np.nan, -2.5, -np.inf], np.float32)
    for got in _both(jnp.signbit, x):
        np.testing.assert_array_equal(got, np.signbit(x))
    for got in _both(jnp.copysign, np.float32(2.0), x):
        np.testing.assert_array_equal(got, np.copysign(np.float32(2.0), x))
