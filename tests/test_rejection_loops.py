"""Rejection loops drawing random numbers, started from the function's arguments (an
eager ``lax.while_loop`` passes its initial values as arguments), give JAX's values (JAX
0.10.2's default, jax_threefry_partitionable=True), eagerly and under jit.  Left on the
host, such a loop's entry once read a null buffer in IREE 3.13's VM ("ref is null"):
test_vm_branches.py has that program and its canary."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, random
from hostcall.api import Lowered
from hostcall.tools.differential import host_loop_pipeline


def bernoulli_loop(x, k, n):
    """The rejection sampler: redraw three Bernoulli(0.2) until one is true."""
    def body(s):
        k, sub = random.split(s[1])
        return random.bernoulli(sub, 0.2, (3,)), k, s[2] + 1
    return lax.while_loop(lambda s: ~jnp.any(s[0]), body, (x, k, n))


def walk(x, k, n):
    """A random walk: uniform times normal steps until five steps or a sum of 3."""
    def body(s):
        x, k, n = s
        k, a, c = random.split(k, 3)
        return x + random.uniform(a, (4,)) * random.normal(c, (4,)), k, n + 1
    return lax.while_loop(lambda s: (s[2] < 5) & (jnp.sum(s[0]) < 3.0), body, (x, k, n))


def first_above(k, t):
    """Draw uniforms until one reaches t; the key is an argument, the rest constants."""
    def body(s):
        k, sub = random.split(s[0])
        return k, random.uniform(sub, ()), s[2] + 1
    return lax.while_loop(lambda s: s[1] < t, body, (k, jnp.float32(0), jnp.int32(0)))


CASES = {
    "bernoulli": (bernoulli_loop,
                  lambda: (jnp.zeros(3, bool), random.PRNGKey(20), jnp.int32(0)),
                  ([False, False, True], [3498270296, 722546993], 9)),
    "walk": (walk, lambda: (jnp.zeros(4, jnp.float32), random.PRNGKey(3), jnp.int32(0)),
             ([-0.6308353543281555, -0.5503219962120056, 0.37368401885032654,
               0.5380924940109253], [589375252, 34263155], 5)),
    "first_above": (first_above, lambda: (random.PRNGKey(11), jnp.float32(0.9)),
                    ([986018726, 3449951368], 0.9931937456130981, 10)),
}


def _check(got, want):
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("name", sorted(CASES))
def test_eagerly(name):
    fn, args, want = CASES[name]
    _check(fn(*args()), want)


@pytest.mark.parametrize("name", sorted(CASES))
def test_under_jit(name):
    fn, args, want = CASES[name]
    _check(hostcall.jit(fn)(*args()), want)


def test_the_sampler_is_one_loop_kernel():
    """The rejection loop and its threefry loops are one scalarized kernel (its boolean
    carry held as bytes), so no loop stays on the host."""
    text = hostcall.jit(bernoulli_loop).lower(*CASES["bernoulli"][1]()).as_text("lowered")
    assert 'hostcall.loop_kernel = "scalarized"' in text
    assert "stablehlo.while" not in text


@pytest.mark.parametrize("name", sorted(CASES))
def test_as_host_loops(name):
    """Every loop left on the host (jit's pipeline without loop kernels): the rejection
    loop's entry and exit are branches of IREE's VM."""
    fn, args, want = CASES[name]
    lowered = hostcall.jit(fn).lower(*args())
    host = Lowered(lowered.traced, lowered.backend, host_loop_pipeline())
    assert "flow.dispatch.region" not in host.as_text("lowered")
    _check(host.compile()(*args()), want)
