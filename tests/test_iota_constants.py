"""hostcall-iota-constants: small iotas become the constants they equal, so IREE 3.13 has
no input-less dispatch to leave outside an execution region (x64 rejection samplers in
one jit were rejected); values of iotas through jit, and the canary of the IREE rejection."""
from pathlib import Path

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, random
from hostcall.passes.iree.iota_constants import MAX_ELEMENTS

from helpers import iree_compile_raw

CANARY = Path(__file__).parent / "inputs" / "iota_between_host_loops.mlir"


@pytest.mark.parametrize("shape, dimension, dtype", [
    ((5,), 0, np.int32), ((2, 3), 1, np.float32), ((3, 4, 2), 0, np.uint32),
    ((4, 3), 1, np.int64), ((64, 64), 0, np.float64), ((2, MAX_ELEMENTS), 1, np.int32)])
def test_iotas_under_jit_equal_numpy(x64, shape, dimension, dtype):
    line = np.arange(shape[dimension]).astype(dtype)
    view = [1] * len(shape)
    view[dimension] = shape[dimension]
    want = np.broadcast_to(line.reshape(view), shape)
    got = hostcall.jit(lambda x: lax.broadcasted_iota(dtype, shape, dimension) + x)(
        np.zeros((), dtype))
    assert np.asarray(got).dtype == np.dtype(dtype)
    np.testing.assert_array_equal(got, want)


def test_the_iota_read_around_a_host_loop_compiles_and_counts(x32):
    """An arange read before and after a while loop with a host callback."""
    def f(x):
        i = jnp.arange(6, dtype=jnp.int32)
        seen = []

        def body(s):
            k, v = s
            v = hostcall.pure_callback(lambda a: np.asarray(a) * 2, v, v)
            return k + 1, v + i
        _, v = lax.while_loop(lambda s: s[0] < 3, body, (0, x + i))
        return v - i
    x = np.ones(6, np.int32)
    i = np.arange(6)
    want = x + i
    for _ in range(3):
        want = want * 2 + i
    np.testing.assert_array_equal(hostcall.jit(f)(x), want - i)


def test_x64_samplers_with_rejection_loops_compile_in_one_program(x64, classic_threefry):
    """The program the rejection was found in: the draws equal the eager ones."""
    def draws(k):
        return (random.gamma(k, 2.5, (64,)), random.dirichlet(k, jnp.array([1.0, 2.0, 3.0]), (64,)),
                random.chisquare(k, 3.0, (64,)))
    key = random.PRNGKey(5)
    for got, want in zip(hostcall.jit(draws)(key), draws(key)):
        assert np.asarray(got).dtype == np.float64
        np.testing.assert_allclose(got, want, rtol=1e-12)


@pytest.mark.canary("hostcall-iota-constants")
def test_canary_iree_leaves_an_iota_dispatch_outside_every_execution_region(tmp_path):
    """Without hostcall-iota-constants iree-compile 3.13 rejects the reduced program.  When
    this fails, IREE places such dispatches: the pass can go."""
    done = iree_compile_raw(CANARY.read_text(), tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "streamable op expected to be in an execution region" in done.stderr
