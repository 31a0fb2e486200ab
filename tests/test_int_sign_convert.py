"""Signed <-> unsigned integer converts in loop bodies compile and keep their values
(issue 12 B5: random.fold_in with a fori_loop index failed to compile in IREE 3.13)."""
import numpy as np
import pytest

import hostcall as hc
import hostcall.numpy as jnp
from hostcall import lax, random

from helpers import iree_compile_raw


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


SIGN_CHANGE_IN_A_LOOP = """
func.func @main(%n: tensor<i32>) -> tensor<ui32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<0> : tensor<ui32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %z) : tensor<i32>, tensor<ui32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %u = stablehlo.convert %i : (tensor<i32>) -> tensor<ui32>
    %a2 = stablehlo.add %acc, %u : tensor<ui32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %a2 : tensor<i32>, tensor<ui32>
  }
  return %r#1 : tensor<ui32>
}
"""


@pytest.mark.canary("hostcall-int-sign-convert")
def test_canary_iree_rejects_a_sign_changing_convert_in_a_loop(tmp_path):
    """Without hostcall-int-sign-convert iree-compile 3.13 rejects a loop that adds its
    index, converted i32 -> ui32, to a ui32 carry.  When this fails, IREE converts between
    signed and unsigned integers in loop bodies: the pass can go."""
    done = iree_compile_raw(SIGN_CHANGE_IN_A_LOOP, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "'arith.addi' op operand #0 must be signless" in done.stderr
