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
