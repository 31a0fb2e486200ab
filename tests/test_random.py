"""hostcall.random: Threefry-2x32 bits, JAX's derivation of keys and samples, moments,
ranges, and eager == jit.  One compiled function covers the jit side."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import random

# the draws below are JAX's classic derivation; test_random_partitionable.py checks the
# default one
pytestmark = pytest.mark.usefixtures("classic_threefry")


# ------------------------------------------------- an independent reference
def _np_threefry(k1, k2, x0, x1):
    """Threefry-2x32 (20 rounds) in plain numpy uint32 arithmetic."""
    u = np.uint32
    k1, k2 = u(k1), u(k2)
    x0, x1 = np.array(x0, u, ndmin=1), np.array(x1, u, ndmin=1)
    ks = [k1, k2, k1 ^ k2 ^ u(0x1BD11BDA)]
    rotations = [(13, 15, 26, 6), (17, 29, 16, 24)]
    x = [x0 + ks[0], x1 + ks[1]]
    for i in range(5):
        for r in rotations[i % 2]:
            x[0] = x[0] + x[1]
            x[1] = x[0] ^ ((x[1] << u(r)) | (x[1] >> u(32 - r)))
        x[0] = x[0] + ks[(i + 1) % 3]
        x[1] = x[1] + ks[(i + 2) % 3] + u(i + 1)
    return x


def _np_bits(key, n):
    """JAX's classic derivation: encipher iota(n) split into halves."""
    counts = np.arange(n + n % 2, dtype=np.uint32)
    if n % 2:
        counts[-1] = 0
    half = len(counts) // 2
    y0, y1 = _np_threefry(key[0], key[1], counts[:half], counts[half:])
    return np.concatenate([y0, y1])[:n]


# --------------------------------------------------------------- the cipher
def test_threefry_known_answer_vector():
    words = [jnp.asarray(np.array([v], np.uint32))
             for v in (0x13198A2E, 0x03707344, 0x243F6A88, 0x85A308D3)]
    y0, y1 = random.threefry2x32_block(*words)
    assert [int(y0[0]), int(y1[0])] == [0xC4923A9C, 0x483DF7A0]


@pytest.mark.parametrize("n", [1, 2, 7, 64])
def test_bits_match_independent_reference(n):
    key = np.array([0xDEADBEEF, 12345], np.uint32)
    got = random.bits(jnp.asarray(key), (n,))
    np.testing.assert_array_equal(got, _np_bits(key, n))
    assert got.dtype == np.uint32


def test_narrow_bits_are_bytes_of_the_words():
    key = jnp.asarray(np.array([3, 4], np.uint32))
    words = _np_bits(np.array([3, 4], np.uint32), 2)
    np.testing.assert_array_equal(random.bits(key, (7,), np.uint8), words.view(np.uint8)[:7])
    np.testing.assert_array_equal(random.bits(key, (3,), np.uint16), words.view(np.uint16)[:3])


# --------------------------------------------------- keys and JAX agreement
def test_keys_and_known_jax_values():
    np.testing.assert_array_equal(random.PRNGKey(0), [0, 0])
    np.testing.assert_array_equal(random.key_data(random.key(42)), [0, 42])
    np.testing.assert_array_equal(random.PRNGKey(2 ** 32 + 5), [1, 5])
    np.testing.assert_array_equal(random.PRNGKey(-1), [2 ** 32 - 1, 2 ** 32 - 1])
    np.testing.assert_array_equal(random.PRNGKey(jnp.int32(-1)), [0, 2 ** 32 - 1])
    assert random.PRNGKey(0).dtype == np.uint32
    # values JAX (classic threefry) prints for PRNGKey(0)
    assert np.float32(random.uniform(random.PRNGKey(0))) == np.float32(0.41845703)
    np.testing.assert_array_equal(random.split(random.PRNGKey(0)),
                                  [[4146024105, 967050713], [2718843009, 1272950319]])
    # JAX's quickstart: random.normal(key(0), (10,))
    np.testing.assert_allclose(
        random.normal(random.PRNGKey(0), (10,)),
        [-0.3721109, 0.26423115, -0.18252768, -0.7368197, -0.44030377, -0.1521442,
         -0.67135346, -0.5908641, 0.73168886, 0.5673026], rtol=1e-6)


def test_split_and_fold_in_follow_the_derivation():
    key = np.array([7, 11], np.uint32)
    out = np.asarray(random.split(jnp.asarray(key), 3))
    np.testing.assert_array_equal(out.reshape(-1), _np_bits(key, 6))
    assert out.shape == (3, 2)
    y0, y1 = _np_threefry(7, 11, [0], [5])
    np.testing.assert_array_equal(random.fold_in(jnp.asarray(key), 5), [y0[0], y1[0]])
    keys = {tuple(np.asarray(k)) for k in random.split(jnp.asarray(key), 50)}
    keys |= {tuple(np.asarray(random.fold_in(jnp.asarray(key), d))) for d in range(50)}
    assert len(keys) == 100 and tuple(key) not in keys


# ---------------------------------------------------------- distributions
N = 10_000


def test_determinism_and_independence_of_split_keys():
    k1, k2 = random.split(random.PRNGKey(1))
    a, b = np.asarray(random.uniform(k1, (N,))), np.asarray(random.uniform(k1, (N,)))
    np.testing.assert_array_equal(a, b)
    c = np.asarray(random.uniform(k2, (N,)))
    assert not np.array_equal(a, c)
    assert abs(np.corrcoef(a, c)[0, 1]) < 0.05
    assert abs(np.corrcoef(a[:-1], a[1:])[0, 1]) < 0.05


def test_uniform_moments_and_range():
    u = np.asarray(random.uniform(random.PRNGKey(3), (N,)))
    assert u.dtype == np.float32 and u.min() >= 0.0 and u.max() < 1.0
    assert abs(u.mean() - 0.5) < 0.01 and abs(u.var() - 1 / 12) < 0.005
    v = np.asarray(random.uniform(random.PRNGKey(4), (100, 100), minval=-3.0, maxval=5.0))
    assert v.shape == (100, 100) and v.min() >= -3.0 and v.max() < 5.0
    assert abs(v.mean() - 1.0) < 0.1
    lo = jnp.asarray(np.array([0.0, 10.0, 100.0], np.float32))
    w = np.asarray(random.uniform(random.PRNGKey(5), (2000, 3), minval=lo, maxval=lo + 1))
    assert np.all((w >= [0, 10, 100]) & (w < [1, 11, 101]))


@pytest.mark.parametrize("dtype", [np.float16, jnp.bfloat16])
def test_uniform_narrow_floats(dtype):
    u = np.asarray(random.uniform(random.PRNGKey(6), (2000,), dtype)).astype(np.float32)
    assert random.uniform(random.PRNGKey(6), (2,), dtype).dtype == np.dtype(dtype)
    assert u.min() >= 0.0 and u.max() < 1.0 and abs(u.mean() - 0.5) < 0.03


def test_normal_moments():
    z = np.asarray(random.normal(random.PRNGKey(7), (N,)), np.float64)
    assert abs(z.mean()) < 0.03 and abs(z.var() - 1.0) < 0.05
    assert abs(np.mean(z ** 3)) < 0.1 and abs(np.mean(z ** 4) - 3.0) < 0.2
    assert np.isfinite(z).all()


def test_erf_inv_polynomials_match_scipy(x64):
    import scipy.special
    x = np.linspace(-0.999999, 0.999999, 2001)
    want = scipy.special.erfinv(x)
    np.testing.assert_allclose(random._erf_inv(jnp.asarray(x)), want, rtol=1e-11, atol=1e-15)
    x32 = x.astype(np.float32)
    got = random._erf_inv(jnp.asarray(x32))
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, scipy.special.erfinv(x32.astype(np.float64)), rtol=4e-6,
                               atol=1e-7)
    np.testing.assert_array_equal(random._erf_inv(jnp.asarray([-1.0, 1.0])), [-np.inf, np.inf])


def test_normal_under_vmap_matches_per_key_samples():
    keys = random.split(random.PRNGKey(25), 3)
    batched = hostcall.vmap(lambda k: random.normal(k, (4,)))(keys)
    for k, row in zip(keys, np.asarray(batched)):
        np.testing.assert_allclose(row, random.normal(k, (4,)), rtol=2e-6, atol=1e-6)


def test_randint_range_and_uniformity():
    r = np.asarray(random.randint(random.PRNGKey(8), (N,), -3, 7))
    assert r.dtype == np.int32 and r.min() == -3 and r.max() == 6
    counts = np.bincount(r + 3, minlength=10)
    assert np.all(np.abs(counts - N / 10) < 5 * np.sqrt(N / 10))
    same = np.asarray(random.randint(random.PRNGKey(8), (5,), 4, 4))
    np.testing.assert_array_equal(same, [4] * 5)
    full = np.asarray(random.randint(random.PRNGKey(9), (N,), -2 ** 31, 2 ** 31 - 1))
    assert full.min() < -2 ** 30 and full.max() > 2 ** 30


def test_bernoulli_mean():
    b = np.asarray(random.bernoulli(random.PRNGKey(10), 0.3, (N,)))
    assert b.dtype == np.bool_ and abs(b.mean() - 0.3) < 0.02
    p = jnp.asarray(np.array([0.0, 1.0], np.float32))
    np.testing.assert_array_equal(random.bernoulli(random.PRNGKey(11), p), [False, True])


def test_exponential_gumbel_categorical_moments():
    e = np.asarray(random.exponential(random.PRNGKey(15), (N,)), np.float64)
    assert e.min() >= 0 and abs(e.mean() - 1) < 0.04 and abs(e.var() - 1) < 0.1
    g = np.asarray(random.gumbel(random.PRNGKey(16), (N,)), np.float64)
    assert abs(g.mean() - np.euler_gamma) < 0.04 and abs(g.var() - np.pi ** 2 / 6) < 0.12
    probs = np.array([0.1, 0.2, 0.7], np.float32)
    c = np.asarray(random.categorical(random.PRNGKey(17), jnp.log(jnp.asarray(probs)),
                                      shape=(N,)))
    np.testing.assert_allclose(np.bincount(c, minlength=3) / N, probs, atol=0.015)
    logits = jnp.asarray(np.array([[0.0, 0.0, -np.inf], [-np.inf, -np.inf, 0.0]], np.float32))
    batched = np.asarray(random.categorical(random.PRNGKey(18), logits, axis=1, shape=(50, 2)))
    assert batched.shape == (50, 2)
    assert set(batched[:, 0]) == {0, 1} and set(batched[:, 1]) == {2}


def test_permutation_and_choice():
    perm = np.asarray(random.permutation(random.PRNGKey(19), 50))
    assert sorted(perm) == list(range(50)) and not np.array_equal(perm, np.arange(50))
    np.testing.assert_array_equal(perm, random.permutation(random.PRNGKey(19), 50))
    rows = np.asarray(random.permutation(random.PRNGKey(20), jnp.arange(12).reshape(6, 2)))
    assert sorted(map(tuple, rows)) == [(2 * i, 2 * i + 1) for i in range(6)]
    draws = np.asarray(random.choice(random.PRNGKey(21), 7, (1000,)))
    assert draws.min() == 0 and draws.max() == 6
    unique = np.asarray(random.choice(random.PRNGKey(22), 7, (7,), replace=False))
    assert sorted(unique) == list(range(7))
    p = jnp.asarray(np.array([0.5, 0.0, 0.5, 0.0], np.float32))
    picked = np.asarray(random.choice(random.PRNGKey(23), jnp.arange(4.0) * 10, (2000,), p=p))
    assert set(picked) == {0.0, 20.0} and abs((picked == 0).mean() - 0.5) < 0.04
    two = np.asarray(random.choice(random.PRNGKey(24), 4, (2,), replace=False, p=p))
    assert sorted(two) == [0, 2]
    with pytest.raises(ValueError, match="without replacement"):
        random.choice(random.PRNGKey(0), 3, (4,), replace=False)


def test_x64_dtypes(x64):
    u = np.asarray(random.uniform(random.PRNGKey(12), (N,), np.float64))
    assert u.dtype == np.float64 and 0.0 <= u.min() and u.max() < 1.0
    assert abs(u.mean() - 0.5) < 0.01 and len(np.unique(u)) == N
    r = np.asarray(random.randint(random.PRNGKey(13), (N,), 0, 2 ** 40, np.int64))
    assert r.dtype == np.int64 and r.min() >= 0 and r.max() < 2 ** 40 and r.max() > 2 ** 39
    z = np.asarray(random.normal(random.PRNGKey(14), (N,), np.float64))
    assert abs(z.mean()) < 0.03 and abs(z.var() - 1.0) < 0.05


def test_bad_arguments():
    with pytest.raises(TypeError, match="uint32\\[2\\] PRNG key"):
        random.uniform(jnp.zeros(2), (3,))
    with pytest.raises(TypeError, match="float dtype"):
        random.uniform(random.PRNGKey(0), (3,), jnp.int32)
    with pytest.raises(TypeError, match="integer dtype"):
        random.randint(random.PRNGKey(0), (3,), 0, 5, jnp.float32)
    with pytest.raises(TypeError, match="integer scalar"):
        random.PRNGKey(jnp.zeros(3, jnp.int32))


# ------------------------------------------------------------ eager == jit
def _samples(seed, data):
    key = random.PRNGKey(seed)
    k1, k2 = random.split(key)
    folded = random.fold_in(key, data)
    return {
        "key": key,
        "split": (k1, k2),
        "fold_in": folded,
        "uniform": random.uniform(k1, (257,)),
        "randint": random.randint(k2, (3, 5), -10, 10),
        "bernoulli": random.bernoulli(k1, 0.25, (31,)),
        "normal": random.normal(folded, (1000,)),
        "vector": random.threefry2x32_block(
            *[jnp.full((1,), v, jnp.uint32)
              for v in (0x13198A2E, 0x03707344, 0x243F6A88, 0x85A308D3)]),
    }


def test_eager_equals_jit_bit_for_bit():
    jitted = hostcall.jit(_samples)
    for seed, data in ((0, 3), (2 ** 31 - 1, -5)):
        got = jitted(jnp.int32(seed), jnp.int32(data))
        want = _samples(jnp.int32(seed), jnp.int32(data))
        for name in want:
            g, w = hostcall.tree_util.tree_leaves(got[name]), hostcall.tree_util.tree_leaves(
                want[name])
            for gl, wl in zip(g, w):
                assert gl.dtype == wl.dtype and gl.shape == wl.shape, name
                if name == "normal":   # erf_inv: compiled chlo polynomial vs numpy, ~1 ulp
                    np.testing.assert_allclose(gl, wl, rtol=2e-6, atol=1e-6)
                else:
                    np.testing.assert_array_equal(gl, wl, err_msg=name)
        assert [int(v[0]) for v in got["vector"]] == [0xC4923A9C, 0x483DF7A0]
    assert jitted.trace_count == 1
