"""hostcall-merge-pads: a pad of a pad that a scatter or a dynamic_update_slice updates in
place compiles (IREE 3.13 rejected it when the two padding values differ) and gives
numpy's values; the canary shows IREE's rejection."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import passes

from helpers import iree_compile_raw

PASS = "hostcall-merge-pads"

UPDATED_CHAIN = """
func.func @main(%x: tensor<3xi16>, %i: tensor<4x1xi32>, %u: tensor<4xi16>, %a: tensor<i16>, %b: tensor<i16>) -> tensor<5xi16> {
  %0 = stablehlo.add %x, %x : tensor<3xi16>
  %p = stablehlo.pad %0, %a, low = [1], high = [0], interior = [0] : (tensor<3xi16>, tensor<i16>) -> tensor<4xi16>
  %q = stablehlo.pad %p, %b, low = [0], high = [1], interior = [0] : (tensor<4xi16>, tensor<i16>) -> tensor<5xi16>
  %r = "stablehlo.scatter"(%q, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%o: tensor<i16>, %n: tensor<i16>):
    stablehlo.return %n : tensor<i16>
  }) : (tensor<5xi16>, tensor<4x1xi32>, tensor<4xi16>) -> tensor<5xi16>
  return %r : tensor<5xi16>
}
"""


@pytest.mark.canary(PASS)
def test_canary_iree_rejects_an_update_of_a_pad_of_a_pad(tmp_path):
    """iree-compile 3.13 rejects a scatter into pad(pad(x, a), b); with the pass's copy
    between the two pads it compiles.  When this fails, IREE compiles such updates: the
    copies of _copy_updated_chains can go."""
    done = iree_compile_raw(UPDATED_CHAIN, tmp_path)
    assert done.returncode != 0
    assert ("write affecting operations on global resources are restricted to workgroup "
            "distributed contexts") in done.stderr
    guarded = str(passes.run(UPDATED_CHAIN, PASS))
    assert guarded.count("optimization_barrier") == 1
    done = iree_compile_raw(guarded, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]


def _at_add(target, index, updates):
    """numpy of ``target.at[index].add(updates)``: negative indices count from the end,
    others out of range are dropped."""
    out = target.copy()
    n = len(out)
    for k, v in zip(index, updates):
        k = k + n if k < 0 else k
        if 0 <= k < n:
            out[k] += v
    return out


@pytest.mark.parametrize("dtype", [np.int16, np.int32, np.float32])
def test_updating_a_padded_array_with_another_padding_value(dtype):
    """``jnp.pad(x, 1, constant_values=5).at[i].add(u)`` with computed indices: the
    update's out-of-range handling pads the target with zeros (hostcall-spec-indices), a
    pad of a pad with two values; it failed to compile (the fuzzer's seed 543 f222)."""
    f = hostcall.jit(lambda x, i, u: jnp.pad(x + 1, 1, constant_values=5).at[i].add(u))
    x = np.arange(4).astype(dtype)
    i = np.array([0, 5, 9, -1, -8, 2], np.int32)
    u = np.array([10, 20, 30, 40, 50, 60]).astype(dtype)
    got = np.asarray(f(x, i, u))
    want = _at_add(np.pad(x + 1, 1, constant_values=5), i, u)
    assert got.dtype == dtype
    np.testing.assert_array_equal(got, want)


def test_an_update_of_a_pad_of_a_pad_inside_a_loop():
    """The same chain updated in place in a fori_loop's body (copies in loop bodies keep
    their zeros outside the loop)."""
    def body(k, acc):
        return acc + jnp.pad(jnp.pad(acc[1:-1] * 2, (1, 0), constant_values=3),
                             (0, 1), constant_values=-1).at[k % 7].set(k)

    f = hostcall.jit(lambda a: hostcall.lax.fori_loop(0, 5, body, a))
    a = np.arange(6, dtype=np.float32)
    want = a.copy()
    for k in range(5):
        padded = np.pad(np.pad(want[1:-1] * 2, (1, 0), constant_values=3), (0, 1),
                        constant_values=-1)
        if k % 7 < len(padded):
            padded[k % 7] = k
        want = want + padded
    np.testing.assert_array_equal(np.asarray(f(a)), want)
