"""Complex stablehlo.pad through hostcall-split-complex-pad.

iree-compile 3.13 crashed (segmentation fault) on any complex pad: jnp.pad of a complex
array, jnp.fft.fft(z, n=...) past z's length, the transpose of a complex slice.
"""
import signal

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes

from helpers import iree_compile_raw, run_raw

Z = (np.arange(6).reshape(2, 3) + 1j * np.arange(6, 12).reshape(2, 3)).astype(np.complex64)


def test_complex_pads_compile_and_match_numpy():
    got = hostcall.jit(lambda z: jnp.pad(z, [(1, 0), (0, 2)], constant_values=1 - 2j))(Z)
    np.testing.assert_array_equal(np.asarray(got),
                                  np.pad(Z, [(1, 0), (0, 2)], constant_values=1 - 2j))
    interior = hostcall.jit(lambda z: lax.pad(z, np.complex64(3j), [(0, 1, 1), (1, 0, 0)]))(Z)
    want = np.full((4, 4), 3j, np.complex64)
    want[0:3:2, 1:] = Z
    np.testing.assert_array_equal(np.asarray(interior), want)
    with hostcall.experimental.enable_x64():
        z64 = Z.astype(np.complex128)
        np.testing.assert_allclose(np.asarray(hostcall.jit(lambda z: jnp.fft.fft(z, n=5))(z64)),
                                   np.fft.fft(z64, n=5), atol=1e-12)


def test_transpose_of_a_complex_slice():
    def f(z):
        return jnp.sum(jnp.real(z[:, 1:] * np.complex64(2 - 1j)))
    g = np.asarray(hostcall.jit(hostcall.grad(f))(Z))
    # JAX's gradient of a real f(x + iy) is df/dx - i df/dy: for Re(c z), c = 2 - i, it is
    # 2 - i where z is used and 0 elsewhere
    want = np.zeros_like(Z)
    want[:, 1:] = 2 - 1j
    np.testing.assert_allclose(g, want)


def test_pass_is_in_jits_pipeline():
    assert "hostcall-split-complex-pad" in passes.default_pipeline().split(",")


COMPLEX_PAD = """
func.func @main(%z: tensor<2x3xcomplex<f32>>) -> tensor<3x5xcomplex<f32>> {
  %v = stablehlo.constant dense<(1.0, -2.0)> : tensor<complex<f32>>
  %p = stablehlo.pad %z, %v, low = [1, 0], high = [0, 2], interior = [0, 0] : (tensor<2x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x5xcomplex<f32>>
  return %p : tensor<3x5xcomplex<f32>>
}
"""


@pytest.mark.canary("hostcall-split-complex-pad")
def test_canary_iree_crashes_on_a_complex_pad(tmp_path):
    """Without the pass iree-compile 3.13 dies of SIGSEGV on the pad.  When this fails,
    IREE compiles complex pads: the pass can go."""
    done = iree_compile_raw(COMPLEX_PAD, tmp_path)
    assert done.returncode == -signal.SIGSEGV, done.stderr[-2000:]


def test_the_canary_module_through_the_pass_gives_numpy_values():
    split = str(passes.run(COMPLEX_PAD, "hostcall-split-complex-pad"))
    np.testing.assert_array_equal(run_raw(split, Z)[0],
                                  np.pad(Z, [(1, 0), (0, 2)], constant_values=1 - 2j))
