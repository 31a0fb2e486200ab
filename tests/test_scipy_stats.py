"""hostcall.scipy.stats against scipy.stats: values over each support (and outside it),
derivatives by central differences, and the same values under jit and vmap."""
import numpy as np
import pytest
import scipy.stats as st

import hostcall
import hostcall.numpy as jnp
from hostcall.scipy import stats

X = np.linspace(-4, 6, 41).astype(np.float32)
POS = np.linspace(0.05, 8, 33).astype(np.float32)
UNIT = np.linspace(0.01, 0.99, 25).astype(np.float32)
Q = np.array([0.001, 0.02, 0.1, 0.3, 0.5, 0.8, 0.97, 0.999], np.float32)

CASES = [
    # (name, ours, scipy's, arguments)
    ("norm.logpdf", stats.norm.logpdf, st.norm.logpdf, (X, 0.5, 2.0)),
    ("norm.pdf", stats.norm.pdf, st.norm.pdf, (X, -1.0, 0.7)),
    ("norm.cdf", stats.norm.cdf, st.norm.cdf, (X, 0.5, 2.0)),
    ("norm.logcdf", stats.norm.logcdf, st.norm.logcdf, (np.linspace(-30, 5, 36).astype(np.float32),)),
    ("norm.sf", stats.norm.sf, st.norm.sf, (X, 0.5, 2.0)),
    ("norm.logsf", stats.norm.logsf, st.norm.logsf, (np.linspace(-5, 30, 36).astype(np.float32),)),
    ("norm.ppf", stats.norm.ppf, st.norm.ppf, (Q, 1.0, 3.0)),
    ("norm.isf", stats.norm.isf, st.norm.isf, (Q,)),
    ("t.logpdf", stats.t.logpdf, st.t.logpdf, (X, 3.5, 0.5, 1.5)),
    ("t.pdf", stats.t.pdf, st.t.pdf, (X, 1.0)),
    ("gamma.logpdf", stats.gamma.logpdf, st.gamma.logpdf, (X, 2.5, -0.5, 1.5)),
    ("gamma.pdf", stats.gamma.pdf, st.gamma.pdf, (POS, 0.7)),
    ("chi2.logpdf", stats.chi2.logpdf, st.chi2.logpdf, (POS, 3.0)),
    ("chi2.pdf", stats.chi2.pdf, st.chi2.pdf, (X, 4.0, 0.0, 2.0)),
    ("beta.logpdf", stats.beta.logpdf, st.beta.logpdf, (UNIT, 2.0, 3.5)),
    ("beta.pdf", stats.beta.pdf, st.beta.pdf, (X, 0.5, 1.5, -2.0, 5.0)),
    ("uniform.logpdf", stats.uniform.logpdf, st.uniform.logpdf, (X, -1.0, 3.0)),
    ("uniform.pdf", stats.uniform.pdf, st.uniform.pdf, (X, -1.0, 3.0)),
    ("uniform.cdf", stats.uniform.cdf, st.uniform.cdf, (X, -1.0, 3.0)),
    ("uniform.ppf", stats.uniform.ppf, st.uniform.ppf, (Q, -1.0, 3.0)),
    ("expon.logpdf", stats.expon.logpdf, st.expon.logpdf, (X, -1.0, 2.0)),
    ("expon.pdf", stats.expon.pdf, st.expon.pdf, (X,)),
    ("expon.cdf", stats.expon.cdf, st.expon.cdf, (X, -1.0, 2.0)),
    ("expon.sf", stats.expon.sf, st.expon.sf, (X, -1.0, 2.0)),
    ("expon.ppf", stats.expon.ppf, st.expon.ppf, (Q, 0.5, 2.0)),
    ("laplace.logpdf", stats.laplace.logpdf, st.laplace.logpdf, (X, 1.0, 0.5)),
    ("laplace.pdf", stats.laplace.pdf, st.laplace.pdf, (X,)),
    ("laplace.cdf", stats.laplace.cdf, st.laplace.cdf, (X, 1.0, 0.5)),
    ("logistic.logpdf", stats.logistic.logpdf, st.logistic.logpdf, (X * 10, 1.0, 0.5)),
    ("logistic.pdf", stats.logistic.pdf, st.logistic.pdf, (X,)),
    ("logistic.cdf", stats.logistic.cdf, st.logistic.cdf, (X, 1.0, 0.5)),
    ("logistic.sf", stats.logistic.sf, st.logistic.sf, (X, 1.0, 0.5)),
    ("logistic.ppf", stats.logistic.ppf, st.logistic.ppf, (Q, 1.0, 0.5)),
    ("logistic.isf", stats.logistic.isf, st.logistic.isf, (Q, 1.0, 0.5)),
    ("cauchy.logpdf", stats.cauchy.logpdf, st.cauchy.logpdf, (X, 1.0, 0.5)),
    ("cauchy.pdf", stats.cauchy.pdf, st.cauchy.pdf, (X,)),
    ("cauchy.cdf", stats.cauchy.cdf, st.cauchy.cdf, (X, 1.0, 0.5)),
    ("cauchy.logcdf", stats.cauchy.logcdf, st.cauchy.logcdf, (X, 1.0, 0.5)),
    ("cauchy.sf", stats.cauchy.sf, st.cauchy.sf, (X, 1.0, 0.5)),
    ("cauchy.logsf", stats.cauchy.logsf, st.cauchy.logsf, (X, 1.0, 0.5)),
    ("cauchy.ppf", stats.cauchy.ppf, st.cauchy.ppf, (Q, 1.0, 0.5)),
    ("cauchy.isf", stats.cauchy.isf, st.cauchy.isf, (Q, 1.0, 0.5)),
    ("poisson.logpmf", stats.poisson.logpmf, st.poisson.logpmf,
     (np.arange(-2, 25).astype(np.float32), 6.5)),
    ("poisson.pmf", stats.poisson.pmf, st.poisson.pmf, (np.arange(0, 10).astype(np.float32), 2.0, 1.0)),
    ("bernoulli.logpmf", stats.bernoulli.logpmf, st.bernoulli.logpmf,
     (np.array([-1, 0, 1, 2], np.float32), 0.3)),
    ("bernoulli.pmf", stats.bernoulli.pmf, st.bernoulli.pmf, (np.array([0, 1, 3], np.float32), 0.3)),
    ("bernoulli.cdf", stats.bernoulli.cdf, st.bernoulli.cdf,
     (np.array([-1, 0, 0.5, 1, 2], np.float32), 0.3)),
    ("bernoulli.ppf", stats.bernoulli.ppf, st.bernoulli.ppf, (Q, 0.3)),
]


@pytest.mark.parametrize("name, ours, ref, a", CASES, ids=[c[0] for c in CASES])
def test_values_match_scipy(name, ours, ref, a):
    got = np.asarray(ours(*a))
    want = ref(*[np.asarray(v, np.float64) for v in a])
    assert got.dtype == np.float32 and got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=2e-4 if "ppf" in name or "isf" in name else 2e-5, atol=1e-6)


def test_poisson_logpmf_non_integer_is_minus_inf():
    assert float(stats.poisson.logpmf(2.5, 3.0)) == -np.inf


def test_multivariate_normal_matches_scipy():
    rs = np.random.RandomState(0)
    a = rs.randn(3, 3)
    cov = (a @ a.T + 3 * np.eye(3)).astype(np.float32)
    mean = np.array([1.0, -1.0, 0.5], np.float32)
    x = rs.randn(5, 3).astype(np.float32)
    want = st.multivariate_normal(mean, cov).logpdf(x)
    np.testing.assert_allclose(np.asarray(stats.multivariate_normal.logpdf(x, mean, cov)), want,
                               rtol=1e-5)
    np.testing.assert_allclose(np.asarray(stats.multivariate_normal.pdf(x, mean, cov)),
                               np.exp(want), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(stats.multivariate_normal.logpdf(x, mean, 2.0)),
                               st.multivariate_normal(mean, 2.0).logpdf(x), rtol=1e-5)
    with pytest.raises(ValueError, match="cov"):
        stats.multivariate_normal.logpdf(x, mean, np.eye(2))


def _central_difference(f, x, eps=1e-3):
    x = np.asarray(x, np.float64)
    return np.array([(float(f(np.float32(v + eps))) - float(f(np.float32(v - eps)))) / (2 * eps)
                     for v in x])


@pytest.mark.parametrize("name, f", [
    ("norm.logpdf", lambda x: stats.norm.logpdf(x, 0.5, 2.0)),
    ("norm.logcdf", lambda x: stats.norm.logcdf(x)),
    ("t.logpdf", lambda x: stats.t.logpdf(1.5, x)),            # derivative in df
    ("gamma.logpdf", lambda x: stats.gamma.logpdf(2.0, x)),     # derivative in the shape
    ("beta.logpdf", lambda x: stats.beta.logpdf(0.3, x, 2.0)),
    ("logistic.cdf", lambda x: stats.logistic.cdf(x, 1.0, 0.5)),
    ("cauchy.logpdf", lambda x: stats.cauchy.logpdf(x, 1.0, 0.5)),
])
def test_gradients_match_central_differences(name, f):
    pts = np.array([0.6, 1.3, 2.7], np.float32)
    grads = np.array([float(hostcall.grad(f)(p)) for p in pts])
    np.testing.assert_allclose(grads, _central_difference(f, pts), rtol=5e-3, atol=5e-3)


def test_jit_and_vmap_agree_with_eager():
    def f(x, loc):
        return (stats.norm.logcdf(x, loc), stats.gamma.logpdf(x, 2.0), stats.t.pdf(x, 4.0, loc),
                stats.beta.logpdf(x / 10, 2.0, 3.0))
    x = POS[:8]
    loc = np.linspace(-1, 1, 8).astype(np.float32)
    eager = f(x, loc)
    for got in (hostcall.jit(f)(x, loc), hostcall.vmap(f)(x, loc)):
        for g, e in zip(got, eager):
            np.testing.assert_allclose(np.asarray(g), np.asarray(e), rtol=1e-5, atol=1e-6)


def test_mvn_logpdf_gradient_in_mean():
    cov = np.array([[2.0, 0.5], [0.5, 1.0]], np.float32)
    x = np.array([0.3, -0.2], np.float32)
    g = np.asarray(hostcall.grad(lambda m: stats.multivariate_normal.logpdf(x, m, cov))(
        jnp.zeros(2)))
    np.testing.assert_allclose(g, np.linalg.solve(cov, x), rtol=1e-5)
