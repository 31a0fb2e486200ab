"""jax.numpy's unique / nonzero / set routines, histograms, interp, digitize, gcd/lcm and
windows, and jax.nn's newer activations, with JAX 0.10.2's values written in."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import nn
from hostcall.example_libraries import stax

X = np.array([3, 1, 3, 7, 1, 1], np.int32)


def test_unique_eager_and_under_jit_with_size():
    np.testing.assert_array_equal(jnp.unique(X), [1, 3, 7])
    want = ([1, 3, 7, 1, 1], [1, 0, 3, 1, 1], [1, 0, 1, 2, 0, 0], [3, 2, 1, 0, 0])
    f = lambda x: jnp.unique(x, return_index=True, return_inverse=True,  # noqa: E731
                             return_counts=True, size=5)
    for run in (f, hostcall.jit(f)):
        for got, w in zip(run(X), want):
            np.testing.assert_array_equal(got, w)
    np.testing.assert_array_equal(jnp.unique(X, size=5, fill_value=-1), [1, 3, 7, -1, -1])
    inv = jnp.unique(np.array([[1, 2], [1, 2], [0, 5]]), return_inverse=True)[1]
    np.testing.assert_array_equal(inv, [[1, 2], [1, 2], [0, 3]])
    np.testing.assert_array_equal(jnp.unique(np.array([1.0, np.nan, np.nan, 0.0])),
                                  [0.0, 1.0, np.nan])
    with pytest.raises(hostcall.ConcretizationTypeError, match="size"):
        hostcall.jit(jnp.unique)(X)
    batched = hostcall.vmap(lambda r: jnp.unique(r, size=2))(np.array([[2, 2, 1], [5, 4, 4]]))
    np.testing.assert_array_equal(batched, [[1, 2], [4, 5]])


def test_array_api_unique_functions():
    r = jnp.unique_all(X)
    for got, w in zip(r, ([1, 3, 7], [1, 0, 3], [1, 0, 1, 2, 0, 0], [3, 2, 1])):
        np.testing.assert_array_equal(got, w)
    assert r._fields == ("values", "indices", "inverse_indices", "counts")
    np.testing.assert_array_equal(jnp.unique_counts(X).counts, [3, 2, 1])
    np.testing.assert_array_equal(jnp.unique_inverse(np.array([[2, 1], [2, 3]])).inverse_indices,
                                  [[1, 0], [1, 2]])
    np.testing.assert_array_equal(jnp.unique_values(X, size=4), [1, 3, 7, 1])


def test_nonzero_argwhere_flatnonzero():
    a = np.array([[0, 2], [3, 0]])
    for got, w in zip(jnp.nonzero(a), np.nonzero(a)):
        np.testing.assert_array_equal(got, w)
    got = hostcall.jit(lambda a: jnp.nonzero(a, size=3))(a)
    np.testing.assert_array_equal(got[0], [0, 1, 0])
    np.testing.assert_array_equal(got[1], [1, 0, 0])
    np.testing.assert_array_equal(jnp.argwhere(np.array([0, 2, 3]), size=3, fill_value=-1),
                                  [[1], [2], [-1]])
    np.testing.assert_array_equal(jnp.argwhere(a), np.argwhere(a))
    np.testing.assert_array_equal(hostcall.jit(lambda v: jnp.flatnonzero(v, size=3))(
        np.array([0, 2, 3])), [1, 2, 0])
    with pytest.raises(hostcall.ConcretizationTypeError):
        hostcall.jit(jnp.nonzero)(a)


def test_set_routines():
    np.testing.assert_array_equal(jnp.setdiff1d(X, np.array([1])), [3, 7])
    np.testing.assert_array_equal(jnp.setdiff1d(X, np.array([1]), size=4), [3, 7, 0, 0])
    np.testing.assert_array_equal(jnp.union1d(X, np.array([9]), size=6), [1, 3, 7, 9, 1, 1])
    np.testing.assert_array_equal(jnp.intersect1d(X, np.array([1, 7, 8]), size=3), [1, 7, 1])
    np.testing.assert_array_equal(jnp.setxor1d(X, np.array([1, 8]), size=4), [3, 7, 8, 3])
    vals, i1, i2 = jnp.intersect1d(X, np.array([1, 7, 8]), return_indices=True)
    for got, w in zip((vals, i1, i2), ([1, 7], [1, 3], [0, 1])):
        np.testing.assert_array_equal(got, w)
    f = hostcall.jit(lambda a, b: jnp.setxor1d(a, b, size=4))
    np.testing.assert_array_equal(f(X, np.array([1, 8])), [3, 7, 8, 3])
    with pytest.raises(hostcall.ConcretizationTypeError):
        hostcall.jit(jnp.union1d)(X, X)


def test_interp_digitize_histograms():
    xp, fp = np.array([0.0, 1.0, 2.0]), np.array([0.0, 10.0, 40.0])
    x = np.array([-1.0, 0.5, 1.5, 5.0], np.float32)
    np.testing.assert_allclose(jnp.interp(x, xp, fp), np.interp(x, xp, fp))
    np.testing.assert_allclose(hostcall.jit(jnp.interp)(x, xp, fp), [0, 5, 25, 40])
    np.testing.assert_allclose(jnp.interp(x, xp, fp, left=-1, right=99), [-1, 5, 25, 99])
    np.testing.assert_allclose(hostcall.grad(lambda v: jnp.interp(v, xp, fp))(1.5), 30.0)
    np.testing.assert_allclose(jnp.interp(np.array([2.5]), np.array([0.0, 1, 2]),
                                          np.array([0.0, 1, 4]), period=3),
                               np.interp([2.5], [0, 1, 2], [0, 1, 4], period=3), rtol=1e-6)
    bins = np.array([0.0, 1.0, 2.5, 4.0, 10.0])
    v = np.array([0.2, 6.4, 3.0, 1.6, 1.0])
    for right in (False, True):
        np.testing.assert_array_equal(jnp.digitize(v, bins, right), np.digitize(v, bins, right))
        np.testing.assert_array_equal(jnp.digitize(v, bins[::-1], right),
                                      np.digitize(v, bins[::-1], right))
    a = np.array([1, 2, 2, 3, 3, 3, 9.5], np.float32)
    c, e = hostcall.jit(lambda a: jnp.histogram(a, 4))(a)
    wc, we = np.histogram(a, 4)
    np.testing.assert_array_equal(c, wc)
    np.testing.assert_allclose(e, we)
    np.testing.assert_allclose(jnp.histogram_bin_edges(a, 4), we)
    np.testing.assert_allclose(jnp.histogram(a, 3, range=(0, 6), density=True)[0],
                               np.histogram(a, 3, range=(0, 6), density=True)[0], rtol=1e-6)
    np.testing.assert_array_equal(jnp.histogram(a, bins=np.array([0.0, 2, 10]),
                                                weights=np.arange(7.0))[0], [0.0, 21.0])
    np.testing.assert_array_equal(jnp.histogram2d(a, a[::-1], 2)[0],
                                  np.histogram2d(a, a[::-1], 2)[0])
    s = np.stack([a, a * 2, a[::-1]], 1)
    np.testing.assert_array_equal(jnp.histogramdd(s, 2)[0], np.histogramdd(s, 2)[0])


def test_gcd_lcm():
    a, b = np.array([12, -18, 0, 7]), np.array([8, 12, 5, 0])
    np.testing.assert_array_equal(jnp.gcd(a, b), np.gcd(a, b))
    np.testing.assert_array_equal(hostcall.jit(jnp.lcm)(a, b), np.lcm(a, b))
    np.testing.assert_array_equal(hostcall.vmap(jnp.gcd)(a, b), np.gcd(a, b))
    with pytest.raises(ValueError):
        jnp.gcd(1.5, 2.0)


@pytest.mark.parametrize("name", ["bartlett", "blackman", "hamming", "hanning"])
def test_windows(name):
    for m in (0, 1, 2, 7):
        np.testing.assert_allclose(getattr(jnp, name)(m), getattr(np, name)(m), atol=1e-6)


def test_kaiser():
    np.testing.assert_allclose(jnp.kaiser(9, 3.0), np.kaiser(9, 3.0), rtol=1e-5)
    np.testing.assert_allclose(jnp.kaiser(6, 14.0), np.kaiser(6, 14.0), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(hostcall.jit(lambda b: jnp.kaiser(5, b))(3.0),
                               [0.20488475, 0.7269255, 1.0, 0.7269255, 0.20488475], rtol=1e-5)


# JAX 0.10.2's values at x and of grad(sum(f)) at x
NN_X = np.array([-2.0, -0.5, 0.0, 0.5, 2.0], np.float32)
NN = {
    "mish": ([-0.25250146, -0.22074378, 0.0, 0.37524524, 1.943959],
             [-0.10835509, 0.28951067, 0.6, 0.8864244, 1.0693178]),
    "squareplus": ([0.41421354, 0.7807764, 1.0, 1.2807764, 2.4142137],
                   [0.14644662, 0.37873217, 0.5, 0.6212678, 0.8535534]),
    "sparse_plus": ([0.0, 0.0625, 0.25, 0.5625, 2.0], [0.0, 0.25, 0.5, 0.75, 1.0]),
    "sparse_sigmoid": ([0.0, 0.25, 0.5, 0.75, 1.0], [0.0, 0.5, 0.5, 0.5, 0.0]),
    "tanh": ([-0.9640276, -0.46211717, 0.0, 0.46211717, 0.9640276],
             [0.07065082, 0.78644776, 1.0, 0.7864477, 0.07065082]),
    "identity": (NN_X, [1.0] * 5),
}


@pytest.mark.parametrize("name", sorted(NN))
def test_nn_activations(name):
    f = getattr(nn, name)
    value, grad = NN[name]
    np.testing.assert_allclose(f(NN_X), value, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(hostcall.jit(f)(NN_X), value, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(hostcall.grad(lambda v: f(v).sum())(NN_X), grad,
                               rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(hostcall.vmap(f)(NN_X), value, rtol=1e-5, atol=1e-7)


def test_nn_log1mexp_logmeanexp_glu():
    np.testing.assert_allclose(nn.log1mexp(np.array([0.1, 1.0, 5.0], np.float32)),
                               [-2.3521686, -0.45867515, -0.00676075], rtol=1e-5)
    np.testing.assert_allclose(
        hostcall.jit(lambda x: nn.logmeanexp(x, axis=1))(np.array([[1.0, 2], [3, 4]],
                                                                  np.float32)),
        [1.6201143, 3.6201143], rtol=1e-6)
    np.testing.assert_allclose(nn.glu(np.array([1.0, 2, 3, 4], np.float32)),
                               [0.95257413, 1.9640275], rtol=1e-6)
    with pytest.raises(AssertionError):
        nn.glu(np.ones(3))


def test_stax_aliases():
    np.testing.assert_allclose(stax.logsoftmax(np.array([1.0, 2.0], np.float32)),
                               [-1.3132616, -0.31326166], rtol=1e-6)
    assert stax.randn is stax.normal
    w = stax.glorot()(hostcall.random.PRNGKey(0), (4, 3))
    assert w.shape == (4, 3)
