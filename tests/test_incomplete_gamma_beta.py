"""The incomplete gamma and beta functions (lax.igamma, igammac, igamma_grad_a,
random_gamma_grad, betainc; scipy.special.gammainc, gammaincc, betainc) and the CDFs
and survival functions built on them, against scipy over grids, with derivative checks
(check_grads in x; d/da against central differences of scipy) and vmap.

Tolerances: float64 rtol 1e-11 or 1e-12 (values) and 1e-7 (d/da, limited by the finite
differences); float32 rtol 2e-5 for the gamma functions and 1e-4 for betainc (the
prefactors exp(a log x - x - lgamma(a)) and exp(... - log B(a, b)) round at the
magnitude of lgamma, up to ~70 on these grids).
"""
import numpy as np
import pytest
import scipy.special as sp
import scipy.stats as st

import hostcall
import hostcall.lax as lax
import hostcall.numpy as jnp
from hostcall.scipy import special, stats
from hostcall.test_util import check_grads

# a from 0.05 to 60, x from 1e-3 to 80: both the series (x < a + 1) and the fraction
A = np.array([0.05, 0.3, 0.5, 1.0, 1.7, 3.0, 7.5, 20.0, 60.0])
XS = np.array([1e-3, 0.1, 0.5, 1.0, 2.0, 4.5, 10.0, 25.0, 55.0, 80.0])
GA, GX = (g.ravel() for g in np.meshgrid(A, XS))

BA = np.array([0.2, 0.5, 1.0, 2.5, 8.0, 30.0])
BX = np.array([0.001, 0.05, 0.3, 0.5, 0.77, 0.95, 0.999])
BGA, BGB, BGX = (g.ravel() for g in np.meshgrid(BA, BA[::-1], BX))


def test_gammainc_and_gammaincc_float64(x64):
    p = hostcall.jit(special.gammainc)(GA, GX)
    q = hostcall.jit(special.gammaincc)(GA, GX)
    np.testing.assert_allclose(np.asarray(p), sp.gammainc(GA, GX), rtol=1e-12, atol=1e-300)
    np.testing.assert_allclose(np.asarray(q), sp.gammaincc(GA, GX), rtol=1e-12, atol=1e-300)
    # eager (numpy rules) and compiled agree
    np.testing.assert_allclose(np.asarray(special.gammainc(GA, GX)), np.asarray(p), rtol=1e-12)


def test_gammainc_float32():
    a, x = GA.astype(np.float32), GX.astype(np.float32)
    p = np.asarray(hostcall.jit(lax.igamma)(a, x))
    q = np.asarray(hostcall.jit(lax.igammac)(a, x))
    assert p.dtype == np.float32
    # relative where the value is above 1e-30, absolute below
    np.testing.assert_allclose(p, sp.gammainc(a, x), rtol=2e-5, atol=1e-30)
    np.testing.assert_allclose(q, sp.gammaincc(a, x), rtol=2e-5, atol=1e-30)


def test_igamma_edges(x64):
    a = np.array([1.0, 2.0, 0.0, -1.0, 2.0, np.nan, 2.0, 2.0])
    x = np.array([0.0, np.inf, 1.0, 1.0, -1.0, 1.0, np.nan, 3.0])
    p = np.asarray(hostcall.jit(lax.igamma)(a, x))
    q = np.asarray(hostcall.jit(lax.igammac)(a, x))
    # XLA's domain: NaN for a <= 0, x < 0 and NaN inputs; P(a, 0) = 0, P(a, inf) = 1
    np.testing.assert_array_equal(p[:2], [0.0, 1.0])
    np.testing.assert_array_equal(q[:2], [1.0, 0.0])
    assert np.isnan(p[2:7]).all() and np.isnan(q[2:7]).all()
    np.testing.assert_allclose(p[7], sp.gammainc(2.0, 3.0), rtol=1e-14)


def test_igamma_derivatives(x64):
    a = np.array([0.3, 1.0, 2.5, 7.5, 20.0, 0.8])
    x = np.array([0.2, 2.0, 2.5, 12.0, 18.0, 4.0])
    density = np.exp((a - 1) * np.log(x) - x - sp.gammaln(a))
    h = 1e-6
    fd_a = (sp.gammainc(a + h, x) - sp.gammainc(a - h, x)) / (2 * h)
    da, dx = hostcall.grad(lambda a, x: jnp.sum(lax.igamma(a, x)), argnums=(0, 1))(a, x)
    np.testing.assert_allclose(np.asarray(dx), density, rtol=1e-12)
    np.testing.assert_allclose(np.asarray(da), fd_a, rtol=1e-7)
    np.testing.assert_allclose(np.asarray(hostcall.jit(lax.igamma_grad_a)(a, x)), fd_a,
                               rtol=1e-7)
    dqa = hostcall.grad(lambda a: jnp.sum(lax.igammac(a, x)))(a)
    np.testing.assert_allclose(np.asarray(dqa), -fd_a, rtol=1e-7)
    # a Gamma(a) sample's derivative in a: -(dP/da) / (dP/dx)
    np.testing.assert_allclose(np.asarray(lax.random_gamma_grad(a, x)), -fd_a / density,
                               rtol=1e-7)
    check_grads(lambda x: special.gammainc(a, x), (x,), order=1, modes=["fwd", "rev"])
    check_grads(lambda x: special.gammaincc(a, x), (x,), order=1, modes=["fwd", "rev"])


def test_igamma_vmap(x64):
    out = hostcall.jit(hostcall.vmap(lax.igammac))(GA, GX)
    np.testing.assert_allclose(np.asarray(out), sp.gammaincc(GA, GX), rtol=1e-12, atol=1e-300)
    # one a for every row of x
    rows = hostcall.vmap(lambda x: special.gammainc(2.5, x))(GX.reshape(10, 9))
    np.testing.assert_allclose(np.asarray(rows), sp.gammainc(2.5, GX).reshape(10, 9),
                               rtol=1e-12)


def test_betainc_float64(x64):
    out = np.asarray(hostcall.jit(special.betainc)(BGA, BGB, BGX))
    np.testing.assert_allclose(out, sp.betainc(BGA, BGB, BGX), rtol=1e-11, atol=1e-300)
    edges = special.betainc(np.array([2.0, 2.0, -1.0, 2.0]), np.array([3.0, 3.0, 1.0, 3.0]),
                            np.array([0.0, 1.0, 0.5, 1.5]))
    np.testing.assert_array_equal(np.asarray(edges)[:2], [0.0, 1.0])
    assert np.isnan(np.asarray(edges)[2:]).all()


def test_betainc_float32_and_vmap():
    a, b, x = (v.astype(np.float32) for v in (BGA, BGB, BGX))
    out = np.asarray(hostcall.jit(hostcall.vmap(lax.betainc))(a, b, x))
    assert out.dtype == np.float32
    np.testing.assert_allclose(out, sp.betainc(a, b, x), rtol=1e-4, atol=1e-30)


def test_betainc_derivatives(x64):
    a, b = np.array([0.5, 2.0, 3.0, 8.0, 0.3]), np.array([0.5, 2.0, 1.5, 20.0, 0.3])
    x = np.array([0.3, 0.5, 0.8, 0.25, 0.99])     # both sides of the symmetry switch
    density = np.exp((a - 1) * np.log(x) + (b - 1) * np.log1p(-x) - sp.betaln(a, b))
    da, db, dx = hostcall.grad(lambda a, b, x: jnp.sum(special.betainc(a, b, x)),
                               argnums=(0, 1, 2))(a, b, x)
    np.testing.assert_allclose(np.asarray(dx), density, rtol=1e-12)
    # in a and b (JAX raises): against central differences of scipy
    h = 1e-6
    fd_a = (sp.betainc(a + h, b, x) - sp.betainc(a - h, b, x)) / (2 * h)
    fd_b = (sp.betainc(a, b + h, x) - sp.betainc(a, b - h, x)) / (2 * h)
    np.testing.assert_allclose(np.asarray(da), fd_a, rtol=1e-7)
    np.testing.assert_allclose(np.asarray(db), fd_b, rtol=1e-7)
    check_grads(lambda x: special.betainc(a[:4], b[:4], x), (x[:4],), order=1,
                modes=["fwd", "rev"])


STAT_X = np.array([-1.0, 0.0, 0.3, 1.5, 3.0, 7.0, 20.0])


@pytest.mark.parametrize("name, ours, theirs, args", [
    ("gamma.cdf", stats.gamma.cdf, st.gamma.cdf, (STAT_X, 2.5, -0.5, 1.5)),
    ("gamma.sf", stats.gamma.sf, st.gamma.sf, (STAT_X, 0.7)),
    ("gamma.logcdf", stats.gamma.logcdf, st.gamma.logcdf, (STAT_X[2:], 3.0)),
    ("gamma.logsf", stats.gamma.logsf, st.gamma.logsf, (STAT_X, 3.0)),
    ("chi2.cdf", stats.chi2.cdf, st.chi2.cdf, (STAT_X, 3.0)),
    ("chi2.sf", stats.chi2.sf, st.chi2.sf, (STAT_X, 5.0, 0.5, 2.0)),
    ("beta.cdf", stats.beta.cdf, st.beta.cdf, (STAT_X / 8, 2.0, 3.0)),
    ("beta.sf", stats.beta.sf, st.beta.sf, (STAT_X, 0.5, 4.0, -1.0, 22.0)),
    ("t.cdf", stats.t.cdf, st.t.cdf, (STAT_X, 4.0, 1.0, 2.0)),
    ("t.sf", stats.t.sf, st.t.sf, (-STAT_X, 2.5)),
    ("poisson.cdf", stats.poisson.cdf, st.poisson.cdf, (STAT_X, 2.0)),
    ("poisson.sf", stats.poisson.sf, st.poisson.sf, (STAT_X, 6.5, 1.0)),
])
def test_distribution_tails(x64, name, ours, theirs, args):
    out = np.asarray(hostcall.jit(ours)(*args))
    # rtol 1e-9: log(cdf) near cdf = 1 keeps cdf's absolute error, as in JAX
    np.testing.assert_allclose(out, theirs(*args), rtol=1e-9, atol=1e-300, err_msg=name)


def test_cdf_gradient_is_the_density(x64):
    x = np.array([0.5, 1.5, 4.0])
    g = hostcall.grad(lambda x: jnp.sum(stats.gamma.cdf(x, 2.5, 0.0, 1.5)))(x)
    np.testing.assert_allclose(np.asarray(g), st.gamma.pdf(x, 2.5, 0.0, 1.5), rtol=1e-12)
    g = hostcall.grad(lambda x: jnp.sum(stats.t.cdf(x, 4.0)))(x - 2)
    np.testing.assert_allclose(np.asarray(g), st.t.pdf(x - 2, 4.0), rtol=1e-12)


def test_bad_arguments_are_named():
    with pytest.raises(TypeError, match="lax.igamma requires arguments of one floating dtype"):
        lax.igamma(np.int32(2), np.int32(3))
    with pytest.raises(TypeError, match="lax.betainc requires arguments of one shape"):
        lax.betainc(np.ones(2, np.float32), np.ones(3, np.float32), np.ones(2, np.float32))
