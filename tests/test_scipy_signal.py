"""hostcall.scipy.signal: convolve, correlate, convolve2d, correlate2d against
scipy.signal in every mode (swapped sizes, complex inputs), compiled, under vmap and
grad, and their errors."""
import numpy as np
import pytest
import scipy.signal as ss

import hostcall
from hostcall.scipy import signal
from hostcall.test_util import check_grads

rng = np.random.default_rng(0)

SHAPES = [((7,), (3,)), ((3,), (7,)), ((6,), (3,)), ((4,), (4,)), ((5, 6), (2, 3)),
          ((2, 3), (5, 6)), ((4, 4), (4, 4)), ((4, 5), (4, 2)), ((5, 4, 3), (2, 2, 2)),
          ((2, 2, 2), (5, 4, 3))]


@pytest.mark.parametrize("s1,s2", SHAPES)
@pytest.mark.parametrize("mode", ["full", "same", "valid"])
def test_matches_scipy(s1, s2, mode):
    a = rng.standard_normal(s1).astype(np.float32)
    b = rng.standard_normal(s2).astype(np.float32)
    names = ["convolve", "correlate"] + (["convolve2d", "correlate2d"] if len(s1) == 2 else [])
    for name in names:
        got = getattr(signal, name)(a, b, mode)
        want = getattr(ss, name)(a, b, mode)
        assert got.shape == want.shape, name
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-4, atol=1e-4, err_msg=name)


@pytest.mark.parametrize("mode", ["full", "same", "valid"])
def test_complex_inputs_compiled(mode):
    a = (rng.standard_normal((4, 5)) + 1j * rng.standard_normal((4, 5))).astype(np.complex64)
    b = (rng.standard_normal((2, 3)) + 1j * rng.standard_normal((2, 3))).astype(np.complex64)
    for name in ("convolve", "correlate", "convolve2d", "correlate2d"):
        f = hostcall.jit(lambda x, y: getattr(signal, name)(x, y, mode))
        for x, y in ((a, b), (b, a)):
            np.testing.assert_allclose(np.asarray(f(x, y)), getattr(ss, name)(x, y, mode),
                                       rtol=1e-4, atol=1e-4, err_msg=f"{name} {x.shape}")


def test_integers_promote_and_method_is_accepted():
    a, b = np.arange(6).reshape(2, 3), np.ones((2, 2), np.int32)
    got = signal.convolve(a, b, method="direct")
    assert got.dtype == np.float32
    np.testing.assert_array_equal(np.asarray(got), ss.convolve(a, b))
    np.testing.assert_array_equal(np.asarray(signal.correlate(a, b, method="fft")),
                                  ss.correlate(a, b))


def test_vmap_and_grad():
    images, kernel = rng.standard_normal((3, 6, 5)).astype(np.float32), \
        rng.standard_normal((3, 2)).astype(np.float32)
    got = hostcall.vmap(lambda x: signal.convolve2d(x, kernel, "same"))(images)
    np.testing.assert_allclose(np.asarray(got),
                               np.stack([ss.convolve2d(x, kernel, "same") for x in images]),
                               rtol=1e-4, atol=1e-4)
    check_grads(lambda x, k: signal.correlate(x, k, "valid"), (images[0], kernel), order=1,
                modes=("fwd", "rev"), atol=2e-2, rtol=2e-2)


def test_errors():
    with pytest.raises(ValueError, match="same number of dimensions"):
        signal.convolve(np.ones((3, 3)), np.ones(3))
    with pytest.raises(ValueError, match="smaller than the other in every dimension"):
        signal.convolve(np.ones((3, 5)), np.ones((4, 2)))
    with pytest.raises(ValueError, match="zero-size arrays"):
        signal.correlate(np.ones((3, 0)), np.ones((2, 2)))
    with pytest.raises(ValueError, match="mode must be one of"):
        signal.convolve(np.ones(3), np.ones(2), mode="wrap")
    with pytest.raises(ValueError, match="method must be one of"):
        signal.convolve(np.ones(3), np.ones(2), method="overlap-add")
    with pytest.raises(ValueError, match="only supports 2-dimensional inputs"):
        signal.convolve2d(np.ones(3), np.ones(2))
    with pytest.raises(NotImplementedError, match="boundary='fill', fillvalue=0"):
        signal.correlate2d(np.ones((3, 3)), np.ones((2, 2)), boundary="wrap")
