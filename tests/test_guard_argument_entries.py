"""hostcall-guard-loop-entries, for host loops holding loop kernels that start from the
function's arguments (an eager ``lax.while_loop`` passes its initial values as arguments):
with their initial carries copied together, IREE 3.13's VM no longer passes one packed
buffer in two block arguments out of the body ("ref is null; while invoking native
function hal.buffer_view.create"), and the loops give JAX's values (JAX 0.10.2's default,
jax_threefry_partitionable=True)."""
import subprocess
import sys

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes, random
from hostcall.api import Lowered

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


def test_the_loop_enters_with_copies_and_holds_a_kernel():
    text = hostcall.jit(bernoulli_loop).lower(*CASES["bernoulli"][1]()).as_text("lowered")
    assert 'hostcall.loop_kernel = "scalarized"' in text
    head = text[:text.index("stablehlo.while")]
    assert "stablehlo.optimization_barrier" in head
    assert "stablehlo.or %arg0" in head and "stablehlo.add %arg1" in head \
        and "stablehlo.add %arg2" in head


# The sampler lowered by jit's pipeline without hostcall-guard-loop-entries, compiled and
# run in a child process: IREE 3.13 fails at run time.
_CANARY = """
import sys
import hostcall
import hostcall.numpy as jnp
from hostcall import passes, random
from hostcall.api import Lowered
sys.path.insert(0, sys.argv[1])
from test_guard_argument_entries import bernoulli_loop
args = (jnp.zeros(3, bool), random.PRNGKey(6), jnp.int32(0))
traced = hostcall.jit(bernoulli_loop).lower(*args).traced
pipe = ",".join(p for p in passes.default_pipeline("cpu").split(",")
                if p != "hostcall-guard-loop-entries")
try:
    Lowered(traced, "cpu", pipe).compile()(*args)
except Exception as e:
    print("FAILED:", e)
    sys.exit(3)
print("RAN")
"""


@pytest.mark.canary(PASS)
def test_iree_still_fails_the_loop_without_the_pass():
    """When this fails, IREE runs such loops: the argument-entry guard can go."""
    import pathlib
    done = subprocess.run([sys.executable, "-c", _CANARY, str(pathlib.Path(__file__).parent)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 3, done.stdout + done.stderr
    assert "ref is null" in done.stdout
