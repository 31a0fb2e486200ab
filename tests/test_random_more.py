"""hostcall.random's samplers that transform uniform/normal/exponential bits (lognormal, pareto,
rayleigh, maxwell, weibull_min, triangular, wald, geometric, orthogonal, binomial,
multinomial): the values JAX 0.10.2 draws from the same key with
jax_threefry_partitionable=False, written in; the gamma-based ones (f,
generalized_normal, ball) by their distributions (test_random_partitionable.py has JAX's
default values of them); and the key helpers."""
import numpy as np
import pytest

import hostcall
import hostcall.random as R

# the draws below are JAX's classic derivation; test_random_partitionable.py checks the
# default one
pytestmark = pytest.mark.usefixtures("classic_threefry")

KEY = R.PRNGKey(3)

# jax.random.<sampler>(jax.random.PRNGKey(3), ...) with jax_threefry_partitionable=False
JAX_DRAWS = [
    ("lognormal", lambda: R.lognormal(KEY, 0.5, (4,)),
     [0.7008179426193237, 0.3188188672065735, 1.144274115562439, 0.8078764081001282]),
    ("pareto", lambda: R.pareto(KEY, 2.0, (4,)),
     [1.1459766626358032, 1.0056065320968628, 1.593624472618103, 1.2260959148406982]),
    ("rayleigh", lambda: R.rayleigh(KEY, 1.5, (4,)),
     [2.5395917892456055, 4.499533176422119, 1.5007107257843018, 2.219003438949585]),
    ("maxwell", lambda: R.maxwell(KEY, (4,)),
     [2.619108200073242, 1.5161513090133667, 1.076735019683838, 1.2623658180236816]),
    ("dsm", lambda: R.double_sided_maxwell(KEY, 1.0, 2.0, (4,)),
     [-2.047593832015991, 5.007903575897217, -3.141615390777588, 4.307404518127441]),
    ("weibull", lambda: R.weibull_min(KEY, 1.5, 2.0, (4,)),
     [0.7830439209938049, 0.15861496329307556, 1.4481192827224731, 0.9577356576919556]),
    ("triangular", lambda: R.triangular(KEY, 0.0, 0.3, 1.0, (4,)),
     [0.26750946044921875, 0.057756468653678894, 0.474995493888855, 0.31762266159057617]),
    ("wald", lambda: R.wald(KEY, 1.5, (4,)),
     [0.3333216905593872, 1.1880356073379517, 2.374066114425659, 0.8242835998535156]),
    ("geometric", lambda: R.geometric(KEY, 0.3, (4,)),
     [5, 13, 2, 4]),
    ("orthogonal", lambda: R.orthogonal(KEY, 3),
     [0.13943719863891602, -0.21677236258983612, -0.9662129282951355, -0.978943943977356, -0.17708033323287964, -0.10154575109481812, -0.14908497035503387, 0.960027277469635, -0.2368994504213333]),
    ("binomial_small", lambda: R.binomial(KEY, 5.0, 0.3, (4,)),
     [0.0, 2.0, 1.0, 2.0]),
    ("binomial_big", lambda: R.binomial(KEY, 200.0, 0.4, (4,)),
     [81.0, 77.0, 75.0, 62.0]),
    ("multinomial", lambda: R.multinomial(KEY, 10.0, np.array([0.2, 0.3, 0.5]), shape=(2, 3)),
     [2.0, 3.0, 5.0, 1.0, 1.0, 8.0]),
]


@pytest.mark.parametrize("name, draw, want", JAX_DRAWS, ids=[c[0] for c in JAX_DRAWS])
def test_samples_are_jaxs(name, draw, want):
    np.testing.assert_allclose(np.asarray(draw()).ravel(), want, rtol=2e-6, atol=2e-6)


def test_under_jit_the_samples_are_the_same():
    for name, draw, want in JAX_DRAWS[:3] + JAX_DRAWS[-3:]:
        got = hostcall.jit(lambda: draw())()
        np.testing.assert_allclose(np.asarray(got).ravel(), want, rtol=2e-6, atol=2e-6,
                                   err_msg=name)


def test_gamma_based_samplers_by_their_distribution():
    f = np.asarray(R.f(KEY, 4.0, 10.0, (4000,)))
    assert (f > 0).all() and abs(f.mean() - 10 / 8) < 0.1            # mean dfden / (dfden - 2)
    g = np.asarray(R.generalized_normal(KEY, 2.0, (4000,)))
    assert abs(g.var() - 0.5) < 0.05                                    # p = 2: N(0, 1/2)
    b = np.asarray(R.ball(KEY, 3, 2, (500,)))
    assert b.shape == (500, 3) and (np.linalg.norm(b, axis=-1) <= 1).all()
    assert abs(np.mean(np.linalg.norm(b, axis=-1) ** 3) - 0.5) < 0.06  # uniform in the ball


def test_orthogonal_is_orthogonal_and_binomial_edges():
    q = np.asarray(R.orthogonal(KEY, 4, (2,), m=3))
    assert q.shape == (2, 4, 3)
    np.testing.assert_allclose(np.swapaxes(q, -1, -2) @ q, np.broadcast_to(np.eye(3), (2, 3, 3)),
                               atol=1e-5)
    out = np.asarray(R.binomial(KEY, np.array([-1.0, np.inf, 7.0]), np.array([0.3, 0.3, 1.0])))
    assert np.isnan(out[0]) and out[1] == np.inf and out[2] == 7.0
    counts = np.asarray(R.multinomial(KEY, 20.0, np.array([0.1, 0.2, 0.7]), shape=(5, 3)))
    np.testing.assert_array_equal(counts.sum(-1), 20.0)


def test_key_helpers():
    assert R.clone(KEY) is KEY
    assert R.key_impl(KEY) == "threefry2x32"
    np.testing.assert_array_equal(R.key_data(R.wrap_key_data(R.key_data(R.split(KEY)))),
                                  R.split(KEY))
    np.testing.assert_array_equal(R.key_data(R.wrap_key_data(KEY, dtype=R.key_dtype())), KEY)
    assert str(R.key_dtype("threefry2x32")) == "key<fry>"
    with pytest.raises(ValueError):
        R.wrap_key_data(KEY, impl="rbg")
