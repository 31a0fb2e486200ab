"""hostcall.random's distributions beyond uniform/normal: shapes and dtypes, determinism per
key, and Kolmogorov-Smirnov / moment checks against scipy.stats with fixed keys."""
import numpy as np
import pytest
import scipy.stats as st

import hostcall
from hostcall import random

KEY = random.PRNGKey(0)
N = 4000


def _ks(x, cdf):
    return st.kstest(np.asarray(x, np.float64), cdf).pvalue


@pytest.mark.parametrize("name, sample, dist", [
    ("truncated_normal", lambda k: random.truncated_normal(k, -1.0, 2.0, (N,)),
     st.truncnorm(-1, 2)),
    ("gamma", lambda k: random.gamma(k, 2.5, (N,)), st.gamma(2.5)),
    ("gamma_small_a", lambda k: random.gamma(k, 0.3, (N,)), st.gamma(0.3)),
    ("beta", lambda k: random.beta(k, 2.0, 3.0, (N,)), st.beta(2, 3)),
    ("laplace", lambda k: random.laplace(k, (N,)), st.laplace),
    ("logistic", lambda k: random.logistic(k, (N,)), st.logistic),
    ("cauchy", lambda k: random.cauchy(k, (N,)), st.cauchy),
    ("exponential", lambda k: random.exponential(k, (N,)), st.expon),
    ("chisquare", lambda k: random.chisquare(k, 3.0, (N,)), st.chi2(3)),
    ("t", lambda k: random.t(k, 5.0, (N,)), st.t(5)),
])
def test_continuous_samples_follow_scipy_distribution(name, sample, dist):
    x = sample(KEY)
    assert x.shape == (N,) and x.dtype == np.float32
    assert np.all(np.isfinite(np.asarray(x)))
    # a wrong sampler gives p-values far below 1e-3 with 4000 draws
    assert _ks(x, dist.cdf) > 1e-3
    np.testing.assert_array_equal(np.asarray(sample(KEY)), np.asarray(x))   # same key, same draws
    assert not np.array_equal(np.asarray(sample(random.PRNGKey(1))), np.asarray(x))


def test_truncated_normal_stays_strictly_inside_bounds():
    x = np.asarray(random.truncated_normal(KEY, 0.5, 0.6, (1000,)))
    assert x.min() > 0.5 and x.max() < 0.6
    lo = np.array([-1.0, 0.0, 2.0], np.float32)
    y = random.truncated_normal(KEY, lo, lo + 1, (5, 3))
    assert y.shape == (5, 3)
    assert np.all((np.asarray(y) > lo) & (np.asarray(y) < lo + 1))


def test_gamma_moments_broadcast_parameters_and_nan_for_nonpositive():
    a = np.array([0.5, 1.0, 4.0], np.float32)
    x = np.asarray(random.gamma(KEY, a, (N, 3)))
    np.testing.assert_allclose(x.mean(0), a, rtol=0.08)
    np.testing.assert_allclose(x.var(0), a, rtol=0.25)   # ~3 standard errors
    bad = np.asarray(random.gamma(KEY, np.array([-1.0, 0.0, 2.0], np.float32)))
    assert np.isnan(bad[0]) and np.isnan(bad[1]) and bad[2] > 0
    lg = np.asarray(random.loggamma(KEY, 1e-3, (100,)))
    assert np.all(np.isfinite(lg)) and lg.min() < -100   # exp() would underflow to 0


def test_dirichlet_simplex_and_mean():
    alpha = np.array([1.0, 2.0, 3.0], np.float32)
    x = np.asarray(random.dirichlet(KEY, alpha, (N,)))
    assert x.shape == (N, 3)
    np.testing.assert_allclose(x.sum(-1), 1, rtol=1e-5)
    np.testing.assert_allclose(x.mean(0), alpha / alpha.sum(), atol=0.015)
    assert _ks(x[:, 0], st.beta(1, 5).cdf) > 1e-3    # a marginal is Beta(a_i, sum - a_i)


@pytest.mark.parametrize("lam", [0.5, 3.0, 30.0, 400.0])
def test_poisson_moments_and_distribution(lam):
    x = np.asarray(random.poisson(KEY, lam, (N,)))
    assert x.dtype == np.int32 and x.min() >= 0
    np.testing.assert_allclose(x.mean(), lam, rtol=0.05)
    np.testing.assert_allclose(x.var(), lam, rtol=0.12)
    # chi-square goodness of fit on the central counts
    values, counts = np.unique(x, return_counts=True)
    expected = st.poisson(lam).pmf(values) * N
    keep = expected > 20
    stat = ((counts[keep] - expected[keep]) ** 2 / expected[keep]).sum()
    assert st.chi2(keep.sum()).sf(stat) > 1e-3


def test_poisson_edge_parameters():
    x = np.asarray(random.poisson(KEY, np.array([0.0, -1.0, 5.0], np.float32)))
    assert x[0] == 0 and x[1] == -1 and x[2] >= 0


def test_multivariate_normal_covariance():
    mean = np.array([1.0, -2.0], np.float32)
    cov = np.array([[2.0, 0.8], [0.8, 1.0]], np.float32)
    x = np.asarray(random.multivariate_normal(KEY, mean, cov, (N,)))
    assert x.shape == (N, 2)
    np.testing.assert_allclose(x.mean(0), mean, atol=0.08)
    np.testing.assert_allclose(np.cov(x.T), cov, atol=0.1)
    with pytest.raises(ValueError, match="multivariate_normal"):
        random.multivariate_normal(KEY, mean, np.eye(3))


def test_rademacher_values():
    x = np.asarray(random.rademacher(KEY, (N,)))
    assert set(np.unique(x)) == {-1, 1} and abs(x.mean()) < 0.05


def test_rejection_samplers_jit_and_vmap_agree_with_eager():
    def draw(k):
        return (random.gamma(k, 2.5, (64,)), random.poisson(k, np.array([1.0, 20.0]), (16, 2)),
                random.truncated_normal(k, -1.0, 1.0, (8,)))
    key = random.PRNGKey(3)
    for got, want in zip(hostcall.jit(draw)(key), draw(key)):
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-5)
    keys = random.split(key, 3)
    batched = hostcall.vmap(lambda k: random.gamma(k, 2.5, (4,)))(keys)
    np.testing.assert_allclose(np.asarray(batched)[1], np.asarray(random.gamma(keys[1], 2.5, (4,))),
                               rtol=1e-5)
