"""hostcall-guard-loop-entries, for host loops holding loop kernels that start from the
function's arguments (an eager ``lax.while_loop`` passes its initial values as arguments):
with their initial carries copied together, IREE 3.13's VM no longer passes one packed
buffer in two block arguments out of the body ("ref is null; while invoking native
function hal.buffer_view.create"), and the loops give JAX's values (JAX 0.10.2's default,
jax_threefry_partitionable=True)."""
from pathlib import Path

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes, random

from helpers import run_raw

PASS = "hostcall-guard-loop-entries"


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
    carry held as bytes), so no host loop is left to guard."""
    text = hostcall.jit(bernoulli_loop).lower(*CASES["bernoulli"][1]()).as_text("lowered")
    assert 'hostcall.loop_kernel = "scalarized"' in text
    assert "stablehlo.while" not in text


# bernoulli_loop as jit lowered it while the rejection loop stayed on the host, holding
# two loop kernels and starting from the function's arguments, without this pass.
HOST_LOOP = Path(__file__).parent / "inputs" / "argument_entry_host_loop.mlir"
HOST_LOOP_ARGS = (np.zeros(3, bool), np.array([0, 6], np.uint32), np.int32(0))
# JAX 0.10.2: lax.while_loop of the same body from random.PRNGKey(6)
HOST_LOOP_WANT = ([True, False, True], [2216260512, 580592727], 1)


def test_the_host_loop_enters_with_copies_and_gives_jax_values():
    text = str(passes.run(HOST_LOOP.read_text(), PASS))
    head = text[:text.index("stablehlo.while")]
    assert "stablehlo.optimization_barrier" in head
    assert 'hostcall.loop_kernel = "scalarized"' in text
    _check(run_raw(text, *HOST_LOOP_ARGS), HOST_LOOP_WANT)


@pytest.mark.canary(PASS)
def test_iree_still_fails_the_loop_without_the_pass():
    """When this fails, IREE runs such loops: the argument-entry guard can go."""
    with pytest.raises(Exception, match="ref is null"):
        run_raw(HOST_LOOP.read_text(), *HOST_LOOP_ARGS)
