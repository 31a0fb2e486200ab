"""Loops that draw random numbers in their body: rejection samplers (a while_loop whose
predicate reads the values drawn), counted draws, scans carrying the key.  jit compiles
them (the rejection samplers crashed IREE 3.13 before hostcall-guard-unread-carries) and
gives JAX's values (JAX 0.10.2's default, jax_threefry_partitionable=True), eagerly too."""
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


# name: (function, PRNGKey seed, JAX's values); seeds chosen so that loops run several times
CASES = {
    "uniform_pair": (uniform_pair, 0, ([0.9664394855499268, 0.6674493551254272], 13)),
    "normal": (normal_above_one, 0, (1.8308629989624023, 13)),
    "bernoulli": (bernoulli_any, 20, ([False, False, True], 9)),
    "randint": (randint_sum, 5, ([8, 6, 6], 12)),
    "fold_in": (fold_in_counter, 1, ([0.7928290367126465, 0.9307811260223389], 7)),
    "vmap": (vmapped_sampler, 11,
             ([0.9931937456130981, 0.8173389434814453, 0.8207346200942993,
               0.9495270252227783], [9, 5, 7, 8])),
    "scan": (scan_carrying_the_key, 8,
             ([3.4153716564178467, 0.7795263528823853],
              [[2.139277696609497, 0.26040107011795044],
               [0.7292899489402771, 0.604585587978363],
               [-0.7135373950004578, -1.3699218034744263],
               [0.31002289056777954, 0.18134117126464844],
               [0.9503186345100403, 1.1031204462051392]],
              [4276438251, 1914193143])),
    "per_element": (per_element_rejection, 0,
                    ([0.42145252227783203, 0.7807871103286743, 0.5814265012741089,
                      0.3618379831314087, 0.19408643245697021, 0.20982849597930908,
                      0.8265048265457153, 0.6168299913406372], 6)),
    "counted": (counted_overwrite, 10,
                [0.6219128370285034, 0.25964879989624023, 0.7442471981048584]),
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
    want = np.float32([0.4622831344604492, 0.08024406433105469])   # all 100 draws rejected
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
