"""Signed <-> unsigned integer converts in loop bodies compile and keep their values
(issue 12 B5: random.fold_in with a fori_loop index failed to compile in IREE 3.13)."""
import numpy as np
import pytest

import hostcall as hc
import hostcall.numpy as jnp
from hostcall import lax, random


def test_fold_in_with_loop_index():
    key = random.PRNGKey(0)

    def looped(key):
        return lax.fori_loop(0, 3, lambda i, acc: acc + random.uniform(random.fold_in(key, i)),
                             0.0)

    def unrolled(key):
        return sum(random.uniform(random.fold_in(key, i)) for i in range(3))
    got = hc.jit(looped)(key)
    want = hc.jit(unrolled)(key)
    assert float(got) == pytest.approx(float(want), rel=1e-6)
    keys = hc.jit(lambda k: lax.fori_loop(
        0, 2, lambda i, ks: ks.at[i].set(random.fold_in(k, i)), jnp.zeros((2, 2), jnp.uint32)))(key)
    np.testing.assert_array_equal(np.asarray(keys[1]), np.asarray(random.fold_in(key, 1)))


CASES = [(np.int32, np.uint32), (np.int8, np.uint8), (np.uint8, np.int32),
         (np.int16, np.uint8), (np.uint32, np.int8), (np.int32, np.uint64),
         (np.uint32, np.int64), (np.int64, np.uint32)]


@pytest.mark.parametrize("src,dst", CASES, ids=[f"{np.dtype(a)}-{np.dtype(b)}" for a, b in CASES])
def test_sign_changing_convert_in_loop(src, dst):
    x = np.array([-7, -1, 0, 1, 100, 127], np.int64).astype(src)

    def f(x):
        def body(i, acc):
            return acc.at[i].set(lax.convert_element_type(x[i], dst))
        return lax.fori_loop(0, x.shape[0], body, jnp.zeros(x.shape, dst))
    wide = np.dtype(src).itemsize == 8 or np.dtype(dst).itemsize == 8
    with hc.config.override("enable_x64", wide):
        got = hc.jit(f)(jnp.asarray(x))
        plain = hc.jit(lambda x: lax.convert_element_type(x, dst))(jnp.asarray(x))
    want = x.astype(dst)  # wraps like the spec's integer convert
    np.testing.assert_array_equal(np.asarray(got), want)
    np.testing.assert_array_equal(np.asarray(plain), want)


@pytest.mark.parametrize("dst", [np.uint32, np.uint8, np.uint16])
def test_loop_index_made_unsigned_and_concatenated(dst):
    def f(start):
        def body(i, acc):
            pair = jnp.concatenate([jnp.zeros(1, dst), lax.convert_element_type(i, dst)[None]])
            return acc + pair
        return lax.fori_loop(0, 4, body, start)
    got = hc.jit(f)(jnp.asarray(np.array([1, 2], dst)))
    np.testing.assert_array_equal(np.asarray(got), np.array([1, 2 + 0 + 1 + 2 + 3], dst))
