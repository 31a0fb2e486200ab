"""A boolean times a number is a select, as in JAX (XLA folds the product of a converted
boolean): ``(mask == 0) * -inf`` is 0 where the mask is set, eagerly and under jit (it was
IEEE's nan eagerly).  Values are JAX 0.10.2's."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp


def masked(m):
    return (m == 0) * float("-inf")


@pytest.mark.parametrize("run", [lambda f, *a: f(*a), lambda f, *a: hostcall.jit(f)(*a)],
                         ids=["eager", "jit"])
def test_a_masked_infinity_is_zero_where_the_mask_is_false(run):
    out = run(masked, jnp.array([0, 1, 0]))
    np.testing.assert_array_equal(np.asarray(out), [-np.inf, 0.0, -np.inf])
    assert out.dtype == np.float32
    out = run(lambda b: b * jnp.nan, jnp.array([True, False]))
    np.testing.assert_array_equal(np.asarray(out), [np.nan, 0.0])
    out = run(lambda b, x: x * b, jnp.array([True, False]), jnp.array([np.inf, -np.inf]))
    np.testing.assert_array_equal(np.asarray(out), [np.inf, 0.0])


def test_types_follow_promotion_and_gradients_flow_through_the_number():
    b = jnp.array([True, False])
    assert (b * 3).dtype == np.int32 and (b * b).dtype == np.bool_
    assert (b * np.int8(3)).dtype == np.int8 and (b * jnp.float16(2)).dtype == np.float16
    np.testing.assert_array_equal(np.asarray(b * b), [True, False])
    np.testing.assert_array_equal(np.asarray(hostcall.grad(lambda x: jnp.sum(b * x))(
        jnp.array([1.0, 2.0]))), [1.0, 0.0])
    np.testing.assert_array_equal(np.asarray(hostcall.vmap(lambda c, x: c * x)(
        jnp.array([[True, False]]), jnp.array([[np.inf, np.inf]]))), [[np.inf, 0.0]])
