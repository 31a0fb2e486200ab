"""The last names of JAX 0.10.2's single-device API: scatter_apply and ``.at[].apply`` with
repeated indices, the rng, ragged, local-convolution and block-scaled dot functions, the
dot-algorithm classes, and the top-level, dtypes and tree_util odds and ends.

Expected values come from numpy or are JAX 0.10.2's, written in as literals.
"""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax

FLAT_DN = lax.ScatterDimensionNumbers(update_window_dims=(), inserted_window_dims=(0,),
                                      scatter_dims_to_operand_dims=(0,))
ROW_DN = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                     scatter_dims_to_operand_dims=(0,))


# ---------------------------------------------------------------- scatter_apply
def test_at_apply_applies_the_function_once_per_occurrence_of_an_index():
    x = jnp.arange(4.)
    np.testing.assert_array_equal(x.at[jnp.array([1, 1])].apply(lambda v: v * 10),
                                  [0., 100., 2., 3.])
    f = hostcall.jit(lambda x, i: x.at[i].apply(lambda v: v * 10))
    np.testing.assert_array_equal(f(x, jnp.array([1, 1, 3])), [0., 100., 2., 30.])
    np.testing.assert_array_equal(f(x, jnp.array([2, 2, 2])), [0., 1., 2000., 3.])
    got = jnp.arange(5).at[jnp.array([[0, 4], [4, 4]])].apply(lambda v: v * 3)
    assert got.dtype == np.int32
    np.testing.assert_array_equal(got, [0, 1, 2, 3, 108])


def test_at_apply_on_a_box_or_under_vmap():
    x = jnp.arange(4.)
    np.testing.assert_allclose(x.at[1:3].apply(jnp.sin), [0., np.sin(1.), np.sin(2.), 3.],
                               rtol=1e-6)
    got = hostcall.vmap(lambda r: r.at[jnp.array([0, 0])].apply(lambda v: v * 2))(
        jnp.ones((2, 3)))
    np.testing.assert_array_equal(got, [[4., 1., 1.], [4., 1., 1.]])


@pytest.mark.parametrize("mode, want", [(None, [1., 1., 4., 3.]), ("clip", [1., 1., 4., 4.])])
def test_scatter_apply_drops_or_clips_out_of_bounds_indices(mode, want):
    x = jnp.arange(4.)
    idx = jnp.array([[0], [2], [2], [9]])

    def f(x, idx):
        return lax.scatter_apply(x, idx, lambda v: v + 1, FLAT_DN, update_shape=(4,), mode=mode)
    np.testing.assert_array_equal(f(x, idx), want)
    np.testing.assert_array_equal(hostcall.jit(f)(x, idx), want)


def test_scatter_apply_with_row_windows():
    y = jnp.arange(6.).reshape(2, 3)
    idx = jnp.array([[1], [1], [0]])

    def f(y, idx):
        return lax.scatter_apply(y, idx, lambda v: v * 2, ROW_DN, update_shape=(3, 3))
    want = [[0., 2., 4.], [12., 16., 20.]]
    np.testing.assert_array_equal(f(y, idx), want)
    np.testing.assert_array_equal(hostcall.jit(f)(y, idx), want)
    once = lax.scatter_apply(y, jnp.array([[1]]), lambda v: v * 2, ROW_DN, update_shape=(1, 3),
                             unique_indices=True)
    np.testing.assert_array_equal(once, [[0., 1., 2.], [6., 8., 10.]])


def test_scatter_apply_rejects_a_function_that_is_not_elementwise():
    with pytest.raises(TypeError, match="elementwise"):
        lax.scatter_apply(jnp.arange(3.), jnp.array([[0]]), jnp.sum, FLAT_DN, update_shape=(1,))
