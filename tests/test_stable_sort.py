"""Stable sorts keep ties in order, in modules from outside hostcall (`hostcall run`) and
under jit (hostcall-stable-sort works around IREE 3.13, which ignores is_stable); eagerly
the reference sorts stably."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.tools import cli

from helpers import run_raw

N = 300
STABLE_SORT = f"""
func.func @main(%k: tensor<{N}xf32>, %p: tensor<{N}xi32>) -> tensor<{N}xi32> {{
  %r:2 = "stablehlo.sort"(%k, %p) <{{dimension = 0 : i64, is_stable = true}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }}) : (tensor<{N}xf32>, tensor<{N}xi32>) -> (tensor<{N}xf32>, tensor<{N}xi32>)
  return %r#1 : tensor<{N}xi32>
}}
"""


def _keys_with_ties(shape=(N,), seed=0):
    return np.random.default_rng(seed).integers(0, 3, shape).astype(np.float32)


def test_the_pass_is_in_jits_pipeline():
    assert "hostcall-stable-sort" in passes.default_pipeline().split(",")


def test_a_foreign_stable_sort_keeps_ties_in_order(tmp_path):
    keys = _keys_with_ties()
    (tmp_path / "m.mlir").write_text(STABLE_SORT)
    np.save(tmp_path / "k.npy", keys)
    np.save(tmp_path / "p.npy", np.arange(N, dtype=np.int32))
    assert cli.main(["run", str(tmp_path / "m.mlir"), "--save-npy", str(tmp_path / "r"),
                     "--input", str(tmp_path / "k.npy"), str(tmp_path / "p.npy")]) == 0
    np.testing.assert_array_equal(np.load(tmp_path / "r0.npy"), np.argsort(keys, kind="stable"))


@pytest.mark.parametrize("axis", [0, 1, -1])
def test_argsort_is_stable_under_jit_vmap_and_eagerly(axis):
    x = _keys_with_ties((6, 120), seed=1)
    x[0, :7] = np.nan
    x[1, :9] = -0.0
    want = np.argsort(x, axis=axis, kind="stable")

    def f(v):
        return jnp.argsort(v, axis=axis)
    for got in (hostcall.jit(f)(x), f(x)):
        np.testing.assert_array_equal(np.asarray(got), want)
    rows = hostcall.jit(hostcall.vmap(jnp.argsort))(x)
    np.testing.assert_array_equal(np.asarray(rows), np.argsort(x, axis=1, kind="stable"))


def test_lax_sort_of_a_key_and_a_payload_keeps_ties_in_order():
    keys = _keys_with_ties(seed=2)
    payload = np.arange(N, dtype=np.int32)[::-1].copy()
    order = np.argsort(keys, kind="stable")

    def f(k, p):
        return lax.sort((k, p), num_keys=1, is_stable=True)
    for got in (hostcall.jit(f)(keys, payload), f(keys, payload)):
        np.testing.assert_array_equal(np.asarray(got[1]), payload[order])


def test_the_trace_stages_the_stable_sort_as_it_is():
    """The positions that break ties are the pass's, not the trace's."""
    x = _keys_with_ties((5,))
    text = hostcall.jit(lambda v: lax.sort(v, is_stable=True)).lower(x).as_text()
    assert "is_stable = true" in text and "stablehlo.constant" not in text


@pytest.mark.canary("hostcall-stable-sort")
def test_canary_iree_ignores_is_stable():
    """Without the pass IREE 3.13 sorts 300 keys with ties, marked stable, out of order.
    When this fails, IREE honours is_stable: the pass can go."""
    keys = _keys_with_ties()
    (got,) = run_raw(STABLE_SORT, keys, np.arange(N, dtype=np.int32))
    assert not np.array_equal(got, np.argsort(keys, kind="stable"))
