"""hostcall.numpy.fft (DFT as matrix products) against numpy.fft; jit, vmap, derivatives."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp

RS = np.random.RandomState(0)
X = RS.randn(3, 8).astype(np.float32)
Z = (RS.randn(3, 8) + 1j * RS.randn(3, 8)).astype(np.complex64)


@pytest.mark.parametrize("name, ours, want", [
    ("fft", lambda: jnp.fft.fft(X), lambda: np.fft.fft(X)),
    ("fft_complex", lambda: jnp.fft.fft(Z), lambda: np.fft.fft(Z)),
    ("fft_n_pad", lambda: jnp.fft.fft(X, n=11), lambda: np.fft.fft(X, n=11)),
    ("fft_n_cut_axis0", lambda: jnp.fft.fft(Z, n=2, axis=0), lambda: np.fft.fft(Z, n=2, axis=0)),
    ("ifft", lambda: jnp.fft.ifft(Z), lambda: np.fft.ifft(Z)),
    ("ortho", lambda: jnp.fft.fft(X, norm="ortho"), lambda: np.fft.fft(X, norm="ortho")),
    ("forward", lambda: jnp.fft.ifft(Z, norm="forward"), lambda: np.fft.ifft(Z, norm="forward")),
    ("rfft", lambda: jnp.fft.rfft(X), lambda: np.fft.rfft(X)),
    ("rfft_odd", lambda: jnp.fft.rfft(X[:, :7]), lambda: np.fft.rfft(X[:, :7])),
    ("irfft", lambda: jnp.fft.irfft(np.fft.rfft(X).astype(np.complex64)), lambda: X),
    ("irfft_n7", lambda: jnp.fft.irfft(np.fft.rfft(X[:, :7]).astype(np.complex64), n=7),
     lambda: X[:, :7]),
    ("fft2", lambda: jnp.fft.fft2(Z), lambda: np.fft.fft2(Z)),
    ("ifft2", lambda: jnp.fft.ifft2(Z), lambda: np.fft.ifft2(Z)),
    ("fftn", lambda: jnp.fft.fftn(Z, s=(2, 5), axes=(0, 1)),
     lambda: np.fft.fftn(Z, s=(2, 5), axes=(0, 1))),
    ("ifftn", lambda: jnp.fft.ifftn(Z), lambda: np.fft.ifftn(Z)),
    ("fftfreq", lambda: jnp.fft.fftfreq(7, 0.5), lambda: np.fft.fftfreq(7, 0.5)),
    ("rfftfreq", lambda: jnp.fft.rfftfreq(8), lambda: np.fft.rfftfreq(8)),
])
def test_values_match_numpy(name, ours, want):
    got, ref = np.asarray(ours()), want()
    assert got.shape == ref.shape
    np.testing.assert_allclose(got, ref, rtol=1e-5, atol=2e-6 * max(1, np.abs(ref).max()))


def test_fft_jit_vmap_and_derivative():
    np.testing.assert_allclose(np.asarray(hostcall.jit(jnp.fft.fft)(Z)), np.fft.fft(Z), atol=2e-6)
    np.testing.assert_allclose(np.asarray(hostcall.vmap(jnp.fft.rfft)(X)), np.fft.rfft(X),
                               atol=2e-6)
    w = RS.randn(5).astype(np.float32)

    def f(x):
        return jnp.sum(jnp.real(jnp.fft.rfft(x)) * w)

    g = np.asarray(hostcall.grad(f)(X[0]))
    # d/dx_t of sum_k w_k Re X_k = sum_k w_k cos(2 pi k t / 8)
    t, k = np.arange(8)[:, None], np.arange(5)[None, :]
    np.testing.assert_allclose(g, (np.cos(2 * np.pi * t * k / 8) * w).sum(1), rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match="norm"):
        jnp.fft.fft(X, norm="sideways")
