"""Loops that draw random numbers in their body: rejection samplers (a while_loop whose
predicate reads the values drawn), counted draws, scans carrying the key.  jit compiles
them (the rejection samplers crashed IREE 3.13 before hostcall-guard-unread-carries) and
gives JAX's values (JAX 0.10.2, jax_threefry_partitionable=False: the classic threefry
derivation hostcall implements), eagerly too."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, random, vmap


def issue_sampler(x, key):
    """The reported program: redraw two uniforms until their sum reaches 1.9, at most 100
    times."""
    def cond(s):
        return (s[2] < 100) & (jnp.sum(s[0]) < 1.9)

    def body(s):
        k, sub = random.split(s[1])
        return random.uniform(sub, (2,)), k, s[2] + 1
    return lax.while_loop(cond, body, (x, key, 0))[0]


def uniform_pair(key):
    def cond(s):
        return (s[2] < 100) & (jnp.sum(s[0]) < 1.5)

    def body(s):
        k, sub = random.split(s[1])
        return random.uniform(sub, (2,)), k, s[2] + 1
    x, _, n = lax.while_loop(cond, body, (jnp.zeros(2), key, 0))
    return x, n


def normal_above_one(key):
    def body(s):
        k, sub = random.split(s[1])
        return random.normal(sub, ()), k, s[2] + 1
    x, _, n = lax.while_loop(lambda s: s[0] < 1.0, body, (jnp.float32(-1.0), key, 0))
    return x, n


def bernoulli_any(key):
    def body(s):
        k, sub = random.split(s[1])
        return random.bernoulli(sub, 0.2, (3,)), k, s[2] + 1
    x, _, n = lax.while_loop(lambda s: ~jnp.any(s[0]), body, (jnp.zeros(3, bool), key, 0))
    return x, n


def randint_sum(key):
    def body(s):
        k, sub = random.split(s[1])
        return random.randint(sub, (3,), 0, 10), k, s[2] + 1
    x, _, n = lax.while_loop(lambda s: (jnp.sum(s[0]) < 20) & (s[2] < 500), body,
                             (jnp.zeros(3, jnp.int32), key, 0))
    return x, n


def fold_in_counter(key):
    def body(s):
        return random.uniform(random.fold_in(key, s[1]), (2,)), s[1] + 1
    x, n = lax.while_loop(lambda s: jnp.sum(s[0]) < 1.5, body, (jnp.zeros(2), 0))
    return x, n


def scalar_sampler(key):
    def body(s):
        k, sub = random.split(s[1])
        return random.uniform(sub, ()), k, s[2] + 1
    x, _, n = lax.while_loop(lambda s: s[0] < 0.8, body, (jnp.float32(0.0), key, 0))
    return x, n


def vmapped_sampler(key):
    return vmap(scalar_sampler)(random.split(key, 4))


def scan_carrying_the_key(key):
    def step(c, _):
        k, acc = c
        k, sub = random.split(k)
        z = random.normal(sub, (2,))
        return (k, acc + z), z
    (k, acc), zs = lax.scan(step, (key, jnp.zeros(2)), None, length=5)
    return acc, zs, k


def per_element_rejection(key):
    """Samples of the density 2x on [0, 1] by rejection against a uniform proposal
    (bound 2); each element keeps its first accepted proposal."""
    def body(s):
        x, accepted, k, n = s
        k, k1, k2 = random.split(k, 3)
        proposal = random.uniform(k1, (8,))
        ok = random.uniform(k2, (8,)) < proposal
        return jnp.where(ok & ~accepted, proposal, x), accepted | ok, k, n + 1
    x, _, _, n = lax.while_loop(lambda s: ~jnp.all(s[1]), body,
                                (jnp.zeros(8), jnp.zeros(8, bool), key, 0))
    return x, n


def counted_overwrite(key):
    return lax.fori_loop(0, 7, lambda i, x: random.uniform(random.fold_in(key, i), (3,)),
                         jnp.zeros(3))


# name: (function, PRNGKey seed, JAX's values)
CASES = {
    "uniform_pair": (uniform_pair, 1, ([0.9638186693191528, 0.9071952104568481], 4)),
    "normal": (normal_above_one, 2, (1.2102446556091309, 10)),
    "bernoulli": (bernoulli_any, 6, ([False, False, True], 12)),
    "randint": (randint_sum, 1, ([7, 8, 5], 13)),
    "fold_in": (fold_in_counter, 3, ([0.8464018106460571, 0.7936685085296631], 26)),
    "vmap": (vmapped_sampler, 10,
             ([0.8815888166427612, 0.8944532871246338, 0.8367133140563965,
               0.8518974781036377], [9, 8, 5, 7])),
    "scan": (scan_carrying_the_key, 8,
             ([-3.3638312816619873, -0.9371313452720642],
              [[-0.9580007195472717, -0.5888234376907349],
               [0.7591434717178345, 0.5086832642555237],
               [0.6597282886505127, 0.24106045067310333],
               [-2.379746913909912, 0.03800094500184059],
               [-1.4449552297592163, -1.1360526084899902]],
              [655462132, 4077277105])),
    "per_element": (per_element_rejection, 3,
                    ([0.22571170330047607, 0.6555812358856201, 0.954106330871582,
                      0.5044515132904053, 0.5741132497787476, 0.910569429397583,
                      0.4648820161819458, 0.9454425573348999], 7)),
    "counted": (counted_overwrite, 10,
                [0.5545368194580078, 0.9351747035980225, 0.20094084739685059]),
}


def _check(got, want):
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape
    if want.dtype.kind == "f":
        # the scan's running sum may round its last bit differently from XLA's
        np.testing.assert_allclose(got, want, rtol=1e-6)
    else:
        np.testing.assert_array_equal(got, want.astype(got.dtype))


def test_the_reported_sampler_compiles_and_gives_jax_values():
    want = np.float32([0.4125901460647583, 0.9243171215057373])   # all 100 draws rejected
    x, key = jnp.zeros(2), random.PRNGKey(1)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(issue_sampler)(x, key)), want)
    np.testing.assert_array_equal(np.asarray(issue_sampler(x, key)), want)


@pytest.mark.parametrize("name", sorted(CASES))
def test_random_loops_give_jax_values_under_jit_and_eagerly(name):
    fn, seed, want = CASES[name]
    key = random.PRNGKey(seed)
    for got in (hostcall.jit(fn)(key), fn(key)):
        if isinstance(want, tuple):
            assert len(got) == len(want)
            for g, w in zip(got, want):
                _check(g, w)
        else:
            _check(got, want)
