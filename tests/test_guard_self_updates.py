"""A dynamic_update_slice whose update is a slice of the array it updates gives the spec's
values under jit (hostcall-guard-self-updates works around IREE 3.13's in-place copy)."""
import numpy as np

import hostcall
from hostcall import lax


def test_dynamic_update_slice_from_its_own_operand():
    f = hostcall.jit(lambda x, i: lax.dynamic_update_slice(
        x, lax.dynamic_slice(x, (i,), (2,)), (i + 1,)))
    x = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    np.testing.assert_array_equal(np.asarray(f(x, np.int32(0))), [1, 1, 2, 4])
    np.testing.assert_array_equal(np.asarray(f(x, np.int32(1))), [1, 2, 2, 3])


def test_update_read_from_another_carry_of_the_loop():
    """Both carries are the same array after the first iteration; IREE 3.13 gave them one
    buffer and copied the slice in place (every column became the first)."""
    def f(a):
        def body(k, s):
            x, y = s
            x = lax.dynamic_update_slice(x, lax.dynamic_slice(y, (0, k), (3, 3)), (0, 1))
            return x, x
        return lax.fori_loop(0, 2, body, (a, a))[0]
    a = np.array([[11, 0, 16, 0], [1, 6, 1, 6], [4, 15, 13, 2]], np.uint8)
    want = a.copy()
    for k in range(2):      # numpy, one iteration at a time on copies
        want = want.copy()
        want[:, 1:4] = want[:, k:k + 3].copy()
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(a)), want)
    np.testing.assert_array_equal(want, [[11, 11, 0, 16], [1, 1, 6, 1], [4, 4, 15, 13]])
