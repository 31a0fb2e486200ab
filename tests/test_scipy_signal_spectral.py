"""hostcall.scipy.signal's fftconvolve, detrend, stft / istft, csd and welch against
scipy.signal, eagerly and compiled, with grad through welch."""
import numpy as np
import pytest
import scipy.signal as ss

import hostcall
from hostcall.scipy import signal

rng = np.random.default_rng(1)
X = rng.standard_normal((2, 300))
Y = rng.standard_normal((2, 300))


def close(got, want, atol=1e-5):
    got = got if isinstance(got, tuple) else (got,)
    want = want if isinstance(want, tuple) else (want,)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert np.shape(g) == np.shape(w)
        np.testing.assert_allclose(np.asarray(g), w, atol=atol, rtol=1e-4)


@pytest.mark.parametrize("kwargs", [dict(nperseg=64), dict(nperseg=64, axis=0),
                                    dict(fs=10.0, window="hamming", nperseg=50, noverlap=20,
                                         nfft=64, boundary="even", detrend="linear")])
def test_stft(kwargs):
    x = X.T if kwargs.get("axis") == 0 else X
    close(signal.stft(x, **kwargs), ss.stft(x, **kwargs))


@pytest.mark.parametrize("kwargs", [dict(nperseg=64), dict(nperseg=50, scaling="spectrum",
                                                           average="median", nfft=51),
                                    dict(fs=3.0, nperseg=40, detrend="linear")])
def test_welch_and_csd(kwargs):
    close(signal.welch(X, **kwargs), ss.welch(X, **kwargs))
    close(signal.csd(X, Y, **kwargs), ss.csd(X, Y, **kwargs))
    close(signal.csd(X.T, Y.T, axis=0, **kwargs), ss.csd(X.T, Y.T, axis=0, **kwargs))


def test_istft_inverts_stft_and_matches_scipy():
    for kw in (dict(nperseg=64), dict(nperseg=50, noverlap=30, window="hamming", nfft=60)):
        _, _, z = ss.stft(X, **kw)
        t, x = signal.istft(z.astype(np.complex64), **kw)
        want_t, want_x = ss.istft(z, **kw)
        close((t, x), (want_t, want_x))
        np.testing.assert_allclose(np.asarray(x)[:, :300], X, atol=1e-5)


def test_spectral_functions_compile_and_differentiate():
    f = hostcall.jit(lambda x: signal.welch(x, nperseg=64)[1])
    close(f(X.astype(np.float32)), ss.welch(X, nperseg=64)[1])
    total = lambda x: signal.welch(x, nperseg=32, detrend=False)[1].sum()
    x = X[0, :96].astype(np.float32)
    g = np.asarray(hostcall.grad(total)(x))
    eps, e = 1e-2, np.zeros(96, np.float32)
    e[40] = eps
    want = (ss.welch(x + e, nperseg=32, detrend=False)[1].sum()
            - ss.welch(x - e, nperseg=32, detrend=False)[1].sum()) / (2 * eps)
    assert g[40] == pytest.approx(want, rel=1e-3)


def test_detrend():
    close(signal.detrend(X), ss.detrend(X))
    close(signal.detrend(X, bp=[100, 200]), ss.detrend(X, bp=[100, 200]))
    close(signal.detrend(X, axis=0, type="constant"), ss.detrend(X, axis=0, type="constant"))
    close(hostcall.jit(signal.detrend)(X.astype(np.float32)), ss.detrend(X))
    with pytest.raises(ValueError):
        signal.detrend(X, type="cubic")


@pytest.mark.parametrize("mode", ["full", "same", "valid"])
def test_fftconvolve(mode):
    a, b = rng.standard_normal((5, 7)), rng.standard_normal((3, 4))
    close(signal.fftconvolve(a, b, mode), ss.fftconvolve(a, b, mode))
    close(signal.fftconvolve(a, b[:1], mode, axes=1), ss.fftconvolve(a, b[:1], mode, axes=1))
    close(signal.fftconvolve(b, a, mode), ss.fftconvolve(b, a, mode))
    c = a + 1j * rng.standard_normal((5, 7))
    close(hostcall.jit(lambda u, v: signal.fftconvolve(u, v, mode))(c.astype(np.complex64),
                                                                     b.astype(np.float32)),
          ss.fftconvolve(c, b, mode))
