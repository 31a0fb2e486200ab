"""The rest of jax.scipy.stats: the discrete distributions (binom, betabinom, geom, nbinom,
multinomial), dirichlet, gennorm, the Gumbels, pareto, truncnorm, vonmises, wrapcauchy,
poisson.entropy, mode, rankdata, sem and gaussian_kde.  Values against scipy.stats over
each support and outside it (JAX's own conventions, where they differ from scipy, as
literals from JAX 0.10.2), eagerly and under jit in float32 and float64; derivatives
against closed forms or central differences; vmap against the eager loop."""
import numpy as np
import pytest
import scipy.special as sp
import scipy.stats as st

import hostcall
import hostcall.numpy as jnp
import hostcall.random as random
import hostcall.scipy.stats.binom
from hostcall.experimental import disable_x64, enable_x64
from hostcall.scipy import stats

X = np.linspace(-4, 6, 21)
POS = np.linspace(0.2, 7, 18)
Q = np.array([0.001, 0.02, 0.1, 0.3, 0.5, 0.8, 0.97, 0.999])
K = np.arange(-2.0, 14.0)             # integer counts, some below and above each support
ANGLES = np.linspace(-1.0, 7.0, 17)   # around and beyond [0, 2 pi]



def _poisson_entropy(mu):
    """-sum p_k log p_k summed directly over mu +- 40 sd in float64 (scipy's own sum stops
    short of convergence for mu near 1e4)."""
    out = []
    for m in mu:
        k = np.arange(max(0.0, np.floor(m - 40 * np.sqrt(m))), m + 40 * np.sqrt(m) + 40)
        out.append(np.sum(sp.entr(st.poisson.pmf(k, m))))
    return np.array(out)


CASES = [
    # (name, ours, scipy's, arguments); the first argument is the one that varies
    ("binom.logpmf", stats.binom.logpmf, st.binom.logpmf, (K, 10.0, 0.3)),
    ("binom.pmf", stats.binom.pmf, st.binom.pmf, (K, 8.0, 0.65, 1.0)),
    ("betabinom.logpmf", stats.betabinom.logpmf, st.betabinom.logpmf, (K, 10.0, 2.0, 3.5)),
    ("betabinom.pmf", stats.betabinom.pmf, st.betabinom.pmf, (K, 7.0, 0.5, 1.5, 2.0)),
    ("geom.logpmf", stats.geom.logpmf, st.geom.logpmf, (K, 0.3)),
    ("geom.pmf", stats.geom.pmf, st.geom.pmf, (K, 0.6, -1.0)),
    ("nbinom.logpmf", stats.nbinom.logpmf, st.nbinom.logpmf, (K, 3.0, 0.4)),
    ("nbinom.pmf", stats.nbinom.pmf, st.nbinom.pmf, (K, 2.5, 0.7, 1.0)),
    ("gennorm.logpdf", stats.gennorm.logpdf, st.gennorm.logpdf, (X, 1.5)),
    ("gennorm.pdf", stats.gennorm.pdf, st.gennorm.pdf, (X, 0.8)),
    ("gennorm.cdf", stats.gennorm.cdf, st.gennorm.cdf, (X, 2.5)),
    ("gumbel_r.logpdf", stats.gumbel_r.logpdf, st.gumbel_r.logpdf, (X, 0.5, 1.5)),
    ("gumbel_r.pdf", stats.gumbel_r.pdf, st.gumbel_r.pdf, (X,)),
    ("gumbel_r.cdf", stats.gumbel_r.cdf, st.gumbel_r.cdf, (X, 0.5, 1.5)),
    ("gumbel_r.logcdf", stats.gumbel_r.logcdf, st.gumbel_r.logcdf, (X, 0.5, 1.5)),
    ("gumbel_r.sf", stats.gumbel_r.sf, st.gumbel_r.sf, (X, 0.5, 1.5)),
    ("gumbel_r.logsf", stats.gumbel_r.logsf, st.gumbel_r.logsf, (X * 4, 0.5, 1.5)),
    ("gumbel_r.ppf", stats.gumbel_r.ppf, st.gumbel_r.ppf, (Q, 0.5, 1.5)),
    ("gumbel_l.logpdf", stats.gumbel_l.logpdf, st.gumbel_l.logpdf, (X, 0.5, 1.5)),
    ("gumbel_l.pdf", stats.gumbel_l.pdf, st.gumbel_l.pdf, (X,)),
    ("gumbel_l.cdf", stats.gumbel_l.cdf, st.gumbel_l.cdf, (X, 0.5, 1.5)),
    ("gumbel_l.logcdf", stats.gumbel_l.logcdf, st.gumbel_l.logcdf, (X * 4, 0.5, 1.5)),
    ("gumbel_l.sf", stats.gumbel_l.sf, st.gumbel_l.sf, (X, 0.5, 1.5)),
    ("gumbel_l.logsf", stats.gumbel_l.logsf, st.gumbel_l.logsf, (X, 0.5, 1.5)),
    ("gumbel_l.ppf", stats.gumbel_l.ppf, st.gumbel_l.ppf, (Q, 0.5, 1.5)),
    ("pareto.logpdf", stats.pareto.logpdf, st.pareto.logpdf, (X, 2.5, -1.0, 1.5)),
    ("pareto.pdf", stats.pareto.pdf, st.pareto.pdf, (X, 1.5)),
    ("pareto.cdf", stats.pareto.cdf, st.pareto.cdf, (X, 2.5, -1.0, 1.5)),
    ("pareto.logcdf", stats.pareto.logcdf, st.pareto.logcdf, (X, 2.5, -1.0, 1.5)),
    ("pareto.sf", stats.pareto.sf, st.pareto.sf, (X, 2.5, -1.0, 1.5)),
    ("pareto.logsf", stats.pareto.logsf, st.pareto.logsf, (X, 2.5, -1.0, 1.5)),
    ("pareto.ppf", stats.pareto.ppf, st.pareto.ppf, (np.append(Q, [0.0, 1.0, -0.5, 1.5]), 3.0, 0.5, 2.0)),
    ("truncnorm.logpdf", stats.truncnorm.logpdf, st.truncnorm.logpdf, (X, -1.0, 2.0, 0.5, 1.5)),
    ("truncnorm.pdf", stats.truncnorm.pdf, st.truncnorm.pdf, (X, 0.5, 3.0)),
    ("truncnorm.cdf", stats.truncnorm.cdf, st.truncnorm.cdf, (X, -1.0, 2.0, 0.5, 1.5)),
    ("truncnorm.logcdf", stats.truncnorm.logcdf, st.truncnorm.logcdf, (X, -1.0, 2.0, 0.5, 1.5)),
    ("truncnorm.sf", stats.truncnorm.sf, st.truncnorm.sf, (X, -1.0, 2.0, 0.5, 1.5)),
    ("truncnorm.logsf", stats.truncnorm.logsf, st.truncnorm.logsf, (X, -1.0, 2.0, 0.5, 1.5)),
    ("truncnorm.logcdf_right_tail", stats.truncnorm.logcdf, st.truncnorm.logcdf,
     (np.linspace(8.5, 13.5, 11), 9.0, 13.0)),
    ("truncnorm.logsf_left_tail", stats.truncnorm.logsf, st.truncnorm.logsf,
     (np.linspace(-13.5, -8.5, 11), -13.0, -9.0)),
    ("truncnorm.logpdf_far_tail", stats.truncnorm.logpdf, st.truncnorm.logpdf,
     (np.linspace(-16.0, -14.0, 5), -17.0, -14.5)),
    ("vonmises.logpdf", stats.vonmises.logpdf, st.vonmises.logpdf, (ANGLES, 2.0)),
    ("vonmises.logpdf_large_kappa", stats.vonmises.logpdf, st.vonmises.logpdf,
     (np.linspace(-0.3, 0.3, 7), 300.0)),
    ("vonmises.pdf", stats.vonmises.pdf, st.vonmises.pdf, (ANGLES, 0.7)),
    ("wrapcauchy.logpdf", stats.wrapcauchy.logpdf, st.wrapcauchy.logpdf, (ANGLES, 0.5)),
    ("wrapcauchy.pdf", stats.wrapcauchy.pdf, st.wrapcauchy.pdf, (ANGLES, 0.2)),
    ("poisson.entropy", stats.poisson.entropy, lambda mu: _poisson_entropy(mu),
     (np.array([0.0, 0.01, 0.5, 3.0, 9.99, 10.0, 29.9, 30.0, 50.0, 99.9, 100.0, 250.0, 1e4]),)),
]
IDS = [c[0] for c in CASES]
TOLERANCE = {np.float32: dict(rtol=2e-5, atol=2e-6), np.float64: dict(rtol=1e-9, atol=1e-12)}


def _check(got, want, dtype, name=""):
    got = np.asarray(got)
    assert got.dtype == dtype and got.shape == np.shape(want), (got.dtype, got.shape)
    tol = dict(TOLERANCE[dtype])
    if dtype == np.float32 and ("ppf" in name or "tail" in name):
        tol["rtol"] = 2e-4
    np.testing.assert_allclose(got, want, **tol, err_msg=name)


def _typed(a, dtype):
    return [np.asarray(v, dtype) for v in a]


@pytest.mark.parametrize("name, ours, ref, a", CASES, ids=IDS)
def test_values_match_scipy_float32(name, ours, ref, a, x32):
    _check(ours(*_typed(a, np.float32)), ref(*a), np.float32, name)


@pytest.mark.parametrize("name, ours, ref, a", CASES, ids=IDS)
def test_values_match_scipy_float64(name, ours, ref, a, x64):
    _check(ours(*_typed(a, np.float64)), ref(*a), np.float64, name)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_jit_values_match_scipy(dtype):
    """All the cases compiled as one program, in each dtype."""
    with enable_x64() if dtype == np.float64 else disable_x64():
        first_args = [_typed(a, dtype)[0] for _, _, _, a in CASES]

        def every_case(firsts):
            return [ours(x, *a[1:]) for x, (_, ours, _, a) in zip(firsts, CASES)]

        got = hostcall.jit(every_case)(first_args)
    for value, (name, _, ref, a) in zip(got, CASES):
        _check(value, ref(*a), dtype, name)


# ---------------------------------------------------------------- JAX's conventions
def test_discrete_pmfs_at_non_integers_follow_jax(x64):
    """binom, geom and nbinom interpolate through lgamma between integers, betabinom
    floors k (scipy gives -inf for all four): JAX 0.10.2's values."""
    k = np.array([1.5, 5.5])
    np.testing.assert_allclose(np.asarray(stats.binom.logpmf(k, 5.0, 0.3)),
                               [-1.0052492088077836, -7.890948211823082], rtol=1e-12)
    np.testing.assert_allclose(float(stats.geom.logpmf(1.5, 0.3)), -1.3823102762953023,
                               rtol=1e-12)
    np.testing.assert_allclose(float(stats.nbinom.logpmf(1.5, 3.0, 0.4)), -2.039204111461872,
                               rtol=1e-12)
    np.testing.assert_allclose(float(stats.betabinom.logpmf(1.5, 5.0, 2.0, 3.0)),
                               -1.4350845252893256, rtol=1e-12)
    assert float(stats.binom.logpmf(6.0, 5.0, 0.3)) == -np.inf       # k >= n + 1


def test_degenerate_probabilities_are_exact():
    np.testing.assert_array_equal(np.asarray(stats.binom.pmf(np.array([0.0, 1, 5]), 5.0, 0.0)),
                                  [1, 0, 0])
    np.testing.assert_array_equal(np.asarray(stats.binom.pmf(np.array([0.0, 4, 5]), 5.0, 1.0)),
                                  [0, 0, 1])
    assert float(stats.betabinom.pmf(0.0, 0.0, 2.0, 3.0)) == 1.0


def test_invalid_parameters_give_nan_as_jax():
    assert np.isnan(float(stats.betabinom.logpmf(2.0, -1.0, 2.0, 3.0)))
    assert np.isnan(float(stats.betabinom.logpmf(2.0, 3.0, 0.0, 3.0)))
    assert np.isnan(float(stats.gumbel_r.logpdf(1.0, 0.0, -1.0)))
    assert np.isnan(float(stats.gumbel_l.cdf(1.0, 0.0, 0.0)))
    assert np.isnan(float(stats.vonmises.logpdf(1.0, 0.0)))
    assert np.isnan(float(stats.vonmises.logpdf(1.0, -1.0)))
    assert np.isnan(float(stats.wrapcauchy.logpdf(1.0, 0.0)))
    assert np.isnan(float(stats.wrapcauchy.logpdf(1.0, 1.0)))
    assert np.isnan(float(stats.truncnorm.logpdf(0.0, 2.0, 1.0)))
    assert np.isnan(float(stats.truncnorm.cdf(0.0, 1.0, 1.0)))
    assert np.isnan(float(stats.poisson.entropy(-1.0)))


def test_gumbel_ppf_is_nan_at_0_and_1_as_jax():
    """scipy gives -inf and inf there; JAX (and so hostcall) NaN."""
    for dist in (stats.gumbel_r, stats.gumbel_l):
        got = np.asarray(dist.ppf(np.array([0.0, 0.5, 1.0])))
        assert np.isnan(got[0]) and np.isnan(got[2]) and np.isfinite(got[1])


def test_poisson_entropy_keeps_dtype_and_broadcasts_with_loc():
    got = stats.poisson.entropy(np.array([1.0, 2.0], np.float32), np.array([[0.0], [1.0]], np.float32))
    assert got.dtype == np.float32 and got.shape == (2, 2)
    np.testing.assert_allclose(np.asarray(got), np.broadcast_to(st.poisson.entropy([1.0, 2.0]),
                                                                (2, 2)), rtol=1e-5)


def test_norm_log_cdf_and_sf_are_accurate_to_the_far_tail_in_float64(x64):
    """log Phi shared by norm and truncnorm: erfc-based down to z = -20, the asymptotic
    series beyond; both to about 1e-15 relative."""
    z = np.array([-60.0, -38.0, -25.0, -20.5, -19.5, -12.0, -9.5, -3.0, 0.0, 2.0, 9.0])
    np.testing.assert_allclose(np.asarray(stats.norm.logcdf(z)), st.norm.logcdf(z), rtol=1e-14)
    np.testing.assert_allclose(np.asarray(stats.norm.logsf(-z)), st.norm.logsf(-z), rtol=1e-14)


# ---------------------------------------------------------------- dirichlet, multinomial
def test_dirichlet_matches_scipy(x64):
    alpha = np.array([1.5, 2.0, 3.5])
    x = np.array([[0.2, 0.5, 0.1], [0.3, 0.25, 0.6], [0.5, 0.25, 0.3]])   # 3 points, columns
    want = st.dirichlet.logpdf(x, alpha)
    np.testing.assert_allclose(np.asarray(stats.dirichlet.logpdf(x, alpha)), want, rtol=1e-12)
    np.testing.assert_allclose(np.asarray(stats.dirichlet.pdf(x[:2], alpha)), np.exp(want),
                               rtol=1e-12)                                  # the last part implied
    off = np.array([[0.2, -0.1], [0.3, 0.6], [0.6, 0.5]])                 # sum 1.1; a negative part
    np.testing.assert_array_equal(np.asarray(stats.dirichlet.logpdf(off, alpha)), [-np.inf] * 2)
    assert stats.dirichlet.logpdf(x.astype(np.float32), alpha.astype(np.float32)).dtype == np.float32
    with pytest.raises(ValueError, match="alpha"):
        stats.dirichlet.logpdf(x, np.ones((3, 1)))
    with pytest.raises(ValueError, match="entries"):
        stats.dirichlet.logpdf(np.ones(5) / 5, alpha)


def test_dirichlet_float32():
    alpha = np.array([1.5, 2.0, 3.5], np.float32)
    x = np.array([0.2, 0.3, 0.5], np.float32)
    got = stats.dirichlet.logpdf(x, alpha)
    assert got.dtype == np.float32
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(float(got), st.dirichlet.logpdf(x64 / x64.sum(), alpha),
                               rtol=2e-5)


def test_multinomial_matches_scipy():
    p = np.array([0.2, 0.3, 0.5], np.float32)
    p64 = p.astype(np.float64) / p.astype(np.float64).sum()
    x = np.array([[1, 2, 3], [0, 0, 6], [2, 2, 2]])
    np.testing.assert_allclose(np.asarray(stats.multinomial.logpmf(x, 6, p)),
                               st.multinomial.logpmf(x, 6, p64), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(stats.multinomial.pmf(x[0], 6, p)),
                               st.multinomial.pmf(x[0], 6, p64), rtol=1e-5)
    assert float(stats.multinomial.logpmf(x[0], 7, p)) == -np.inf        # counts add to 6
    with pytest.raises(ValueError, match="integer"):
        stats.multinomial.logpmf(x[0].astype(np.float32), 6, p)


# ---------------------------------------------------------------- derivatives
def _central_difference(f, x, eps=1e-5):
    return np.array([(float(f(v + eps)) - float(f(v - eps))) / (2 * eps) for v in x])


GRAD_CASES = [
    # (name, f of one float, its closed-form derivative or None for central differences)
    ("gumbel_r.logpdf dx", lambda x: stats.gumbel_r.logpdf(x, 0.5, 1.5),
     lambda x: (np.exp(-(x - 0.5) / 1.5) - 1) / 1.5),
    ("gumbel_l.logsf dx", lambda x: stats.gumbel_l.logsf(x, 0.5, 1.5),
     lambda x: -np.exp((x - 0.5) / 1.5) / 1.5),
    ("pareto.logpdf db", lambda b: stats.pareto.logpdf(3.0, b, 0.0, 1.5),
     lambda b: 1 / b - np.log(2.0)),
    ("binom.logpmf dp", lambda p: stats.binom.logpmf(3.0, 10.0, p / 4),
     lambda p: (3 / (p / 4) - 7 / (1 - p / 4)) / 4),
    ("nbinom.logpmf dp", lambda p: stats.nbinom.logpmf(4.0, 3.0, p / 4),
     lambda p: (3 / (p / 4) - 4 / (1 - p / 4)) / 4),
    ("vonmises.logpdf dkappa", lambda k: stats.vonmises.logpdf(0.7, k),
     lambda k: np.cos(0.7) - sp.i1e(k) / sp.i0e(k)),
    ("wrapcauchy.logpdf dx", lambda x: stats.wrapcauchy.logpdf(x, 0.4),
     lambda x: -0.8 * np.sin(x) / (1.16 - 0.8 * np.cos(x))),
    ("gennorm.logpdf dx", lambda x: stats.gennorm.logpdf(x, 1.5),
     lambda x: -1.5 * np.abs(x) ** 0.5 * np.sign(x)),
    ("truncnorm.logpdf dx", lambda x: stats.truncnorm.logpdf(x, -1.0, 3.0, 0.5, 1.5),
     lambda x: -(x - 0.5) / 1.5 ** 2),
    ("truncnorm.logcdf dx", lambda x: stats.truncnorm.logcdf(x, -1.0, 3.0, 0.5, 1.5), None),
    ("betabinom.logpmf da", lambda a: stats.betabinom.logpmf(3.0, 8.0, a, 2.0), None),
    ("poisson.entropy dmu", lambda mu: stats.poisson.entropy(mu), None),
]


@pytest.mark.parametrize("name, f, df", GRAD_CASES, ids=[c[0] for c in GRAD_CASES])
def test_gradients(name, f, df, x64):
    pts = np.array([0.6, 1.3, 2.7])
    grads = np.array([float(hostcall.grad(f)(p)) for p in pts])
    want = df(pts) if df is not None else _central_difference(f, pts)
    np.testing.assert_allclose(grads, want, rtol=1e-6 if df is not None else 1e-5, atol=1e-9)


# ---------------------------------------------------------------- vmap
def test_vmap_over_parameters_matches_the_loop():
    k = np.arange(0.0, 8.0, dtype=np.float32)
    ps = np.linspace(0.1, 0.9, 5).astype(np.float32)
    a = np.linspace(-2.0, 0.5, 5).astype(np.float32)
    alphas = np.array([[1.0, 2.0, 3.0], [0.5, 0.5, 4.0], [2.0, 2.0, 2.0], [1.0, 1.0, 1.0],
                       [3.0, 1.0, 0.7]], np.float32)
    xd = np.array([0.2, 0.3, 0.5], np.float32)

    def f(p, lo, alpha):
        return (stats.binom.pmf(k, 7.0, p), stats.geom.logpmf(k, p),
                stats.truncnorm.logcdf(k / 4, lo, 2.0), stats.gumbel_r.logsf(k, p),
                stats.dirichlet.logpdf(xd, alpha), stats.vonmises.logpdf(k, p * 10))

    batched = hostcall.vmap(f)(ps, a, alphas)
    for i in range(5):
        for got, want in zip(batched, f(ps[i], a[i], alphas[i])):
            np.testing.assert_allclose(np.asarray(got)[i], np.asarray(want), rtol=1e-5, atol=1e-6)


# ---------------------------------------------------------------- mode, rankdata, sem
def test_mode_matches_scipy():
    rs = np.random.RandomState(1)
    x = rs.randint(0, 5, size=(4, 9)).astype(np.float32)
    for axis in (0, 1, -1, None):
        got = stats.mode(x, axis=axis)
        want = st.mode(x, axis=axis)
        np.testing.assert_array_equal(np.asarray(got.mode), want.mode)
        np.testing.assert_array_equal(np.asarray(got.count), want.count)
    kept = stats.mode(x, axis=1, keepdims=True)
    assert kept.mode.shape == (4, 1) and kept.count.shape == (4, 1)
    jitted = hostcall.jit(lambda v: stats.mode(v, axis=0))(x)
    np.testing.assert_array_equal(np.asarray(jitted.mode), st.mode(x, axis=0).mode)


def test_mode_ties_and_nans_as_jax():
    """Among equally frequent values the smallest; each NaN counts once (JAX's values)."""
    x = np.array([[1.0, 2, 2, 3, 3, 0], [np.nan, np.nan, 1, 1, 5, 5]])
    got = stats.mode(x, axis=1)
    np.testing.assert_array_equal(np.asarray(got.mode), [2.0, 1.0])
    np.testing.assert_array_equal(np.asarray(got.count), [2, 2])
    flat = stats.mode(x, axis=None)
    assert float(flat.mode) == 1.0 and int(flat.count) == 3
    with pytest.raises(NotImplementedError):
        stats.mode(x, nan_policy="omit")
    with pytest.raises(ValueError):
        stats.mode(x, nan_policy="ignore")


@pytest.mark.parametrize("method", ["average", "min", "max", "dense", "ordinal"])
def test_rankdata_matches_scipy(method):
    rs = np.random.RandomState(2)
    x = rs.randint(0, 6, size=(3, 8)).astype(np.float32)
    np.testing.assert_array_equal(np.asarray(stats.rankdata(x, method)), st.rankdata(x, method))
    for axis in (0, 1):
        np.testing.assert_array_equal(np.asarray(stats.rankdata(x, method, axis=axis)),
                                      st.rankdata(x, method, axis=axis))
    jitted = hostcall.jit(lambda v: stats.rankdata(v, method, axis=1))(x)
    np.testing.assert_array_equal(np.asarray(jitted), st.rankdata(x, method, axis=1))


def test_rankdata_nan_and_errors():
    got = np.asarray(stats.rankdata(np.array([[3.0, np.nan, 1.0], [2.0, 1.0, 2.0]]), axis=1))
    assert np.isnan(got[0]).all()
    np.testing.assert_array_equal(got[1], [2.5, 1.0, 2.5])
    assert stats.rankdata(np.array([3, 1, 2])).dtype == np.float32
    with pytest.raises(ValueError, match="method"):
        stats.rankdata(np.ones(3), "first")


def test_sem_matches_scipy(x64):
    x = np.array([[1.0, 2, 4, 7], [3, np.nan, 0, 1], [2, 2, 5, 1]])
    for axis in (0, 1, None):
        for policy in ("propagate", "omit"):
            np.testing.assert_allclose(np.asarray(stats.sem(x, axis=axis, nan_policy=policy)),
                                       st.sem(x, axis=axis, nan_policy=policy), rtol=1e-12)
    np.testing.assert_allclose(np.asarray(stats.sem(x[[0, 2]], axis=1, ddof=0, keepdims=True)),
                               st.sem(x[[0, 2]], axis=1, ddof=0, keepdims=True), rtol=1e-12)
    jitted = hostcall.jit(lambda v: stats.sem(v, axis=1, nan_policy="omit"))(x)
    np.testing.assert_allclose(np.asarray(jitted), st.sem(x, axis=1, nan_policy="omit"), rtol=1e-12)
    with pytest.raises(ValueError):
        stats.sem(x, nan_policy="raise")


# ---------------------------------------------------------------- gaussian_kde
def _data(d=2, n=40, seed=0):
    rs = np.random.RandomState(seed)
    return rs.randn(d, n), rs.rand(n) + 0.2


@pytest.mark.parametrize("bw_method", [None, "scott", "silverman", 0.4,
                                       lambda kde: 0.5 * kde.neff ** (-1 / 6)])
def test_kde_matches_scipy(bw_method, x64):
    data, w = _data()
    ours = stats.gaussian_kde(data, bw_method=bw_method, weights=w)
    theirs = st.gaussian_kde(data, bw_method=bw_method, weights=w)
    pts = np.random.RandomState(3).randn(2, 7) * 2
    np.testing.assert_allclose(np.asarray(ours.evaluate(pts)), theirs.evaluate(pts), rtol=1e-10)
    np.testing.assert_allclose(np.asarray(ours(pts)), theirs(pts), rtol=1e-10)
    np.testing.assert_allclose(np.asarray(ours.pdf(pts)), theirs.pdf(pts), rtol=1e-10)
    np.testing.assert_allclose(np.asarray(ours.logpdf(pts)), theirs.logpdf(pts), rtol=1e-10)
    np.testing.assert_allclose(np.asarray(ours.covariance), theirs.covariance, rtol=1e-10)
    np.testing.assert_allclose(np.asarray(ours.inv_cov), theirs.inv_cov, rtol=1e-10)
    np.testing.assert_allclose(float(ours.neff), theirs.neff, rtol=1e-12)
    np.testing.assert_allclose(np.asarray(ours.weights), theirs.weights, rtol=1e-12)
    assert (ours.d, ours.n) == (2, 40)
    mean, cov = np.array([0.3, -0.2]), np.array([[1.0, 0.3], [0.3, 0.5]])
    np.testing.assert_allclose(float(ours.integrate_gaussian(mean, cov)),
                               theirs.integrate_gaussian(mean, cov), rtol=1e-10)
    other_data, _ = _data(n=25, seed=4)
    np.testing.assert_allclose(
        float(ours.integrate_kde(stats.gaussian_kde(other_data))),
        theirs.integrate_kde(st.gaussian_kde(other_data)), rtol=1e-10)


def test_kde_one_dimensional_float32():
    data = np.random.RandomState(5).gamma(2.0, size=60).astype(np.float32)
    ours, theirs = stats.gaussian_kde(data), st.gaussian_kde(data.astype(np.float64))
    x = np.linspace(-1, 8, 11).astype(np.float32)
    got = ours(x)
    assert got.dtype == np.float32 and got.shape == (11,)
    np.testing.assert_allclose(np.asarray(got), theirs(x), rtol=1e-4, atol=1e-7)
    np.testing.assert_allclose(np.asarray(ours.logpdf(x)), theirs.logpdf(x), rtol=1e-4)
    np.testing.assert_allclose(float(ours.integrate_box_1d(0.5, 3.0)),
                               theirs.integrate_box_1d(0.5, 3.0), rtol=1e-5)
    far = float(ours.logpdf(np.float32(40.0))[0])   # the density underflows, its log does not
    assert np.isfinite(far) and far < -100


def test_kde_is_a_pytree_under_jit_and_vmap():
    data, w = _data()
    kde = stats.gaussian_kde(data.astype(np.float32), weights=w.astype(np.float32))
    pts = np.random.RandomState(6).randn(2, 5).astype(np.float32)
    eager = np.asarray(kde.logpdf(pts))
    np.testing.assert_allclose(np.asarray(hostcall.jit(lambda k, p: k.logpdf(p))(kde, pts)),
                               eager, rtol=1e-5)
    by_point = hostcall.vmap(lambda p: kde.logpdf(p[:, None])[0], in_axes=1)(pts)
    np.testing.assert_allclose(np.asarray(by_point), eager, rtol=1e-5)


def test_kde_resample_has_the_mixtures_moments():
    data, w = _data(n=30)
    kde = stats.gaussian_kde(data.astype(np.float32), weights=w.astype(np.float32))
    draws = np.asarray(kde.resample(random.PRNGKey(0), (20000,)))
    assert draws.shape == (2, 20000)
    wn = w / w.sum()
    mean = data @ wn
    cov = np.asarray(kde.covariance) + (data - mean[:, None]) * wn @ (data - mean[:, None]).T
    np.testing.assert_allclose(draws.mean(axis=1), mean, atol=0.05)
    np.testing.assert_allclose(np.cov(draws), cov, atol=0.08)
    assert kde.resample(random.PRNGKey(1)).shape == (2,)
    again = hostcall.jit(lambda k, key: k.resample(key, (3, 4)))(kde, random.PRNGKey(0))
    assert again.shape == (2, 3, 4)


def test_kde_errors():
    data, _ = _data()
    kde = stats.gaussian_kde(data)
    with pytest.raises(ValueError, match="dimension"):
        kde.evaluate(np.ones((3, 4)))
    with pytest.raises(ValueError, match="1-d"):
        kde.integrate_box_1d(0.0, 1.0)
    with pytest.raises(ValueError, match="mean"):
        kde.integrate_gaussian(np.zeros(3), np.eye(2))
    with pytest.raises(NotImplementedError):
        kde.integrate_box(np.zeros(2), np.ones(2))
    with pytest.raises(NotImplementedError):
        kde.set_bandwidth("scott")
    with pytest.raises(ValueError, match="weights"):
        stats.gaussian_kde(data, weights=np.ones(5))
    with pytest.raises(ValueError, match="bw_method"):
        stats.gaussian_kde(data, bw_method="widest")
    with pytest.raises(ValueError, match="more than one"):
        stats.gaussian_kde(np.ones(1))


def test_distribution_submodules_import_by_name():
    assert hostcall.scipy.stats.binom.pmf is stats.binom.pmf
    names = ["betabinom", "binom", "dirichlet", "gennorm", "geom", "gumbel_l", "gumbel_r",
             "multinomial", "nbinom", "pareto", "truncnorm", "vonmises", "wrapcauchy"]
    assert all(callable(getattr(getattr(stats, n), "pdf", None) or getattr(stats, n).pmf)
               for n in names)
