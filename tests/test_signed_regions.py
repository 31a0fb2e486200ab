"""Scatters and sorts of unsigned integers inside a while loop, and unsigned cumulative
reduce_windows anywhere, compile and give the spec's values (hostcall-signed-regions works
around IREE 3.13's "unresolved materialization i8 -> ui8")."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.reference import evaluate
from hostcall.tools import cli

from helpers import iree_compile_raw

SCATTER_LOOP = """
func.func @main(%a: tensor<4x{t}>, %u: tensor<4x{t}>) -> tensor<4x{t}> {{
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %z, %x = %a) : tensor<i32>, tensor<4x{t}>
  cond {{
    %n = stablehlo.constant dense<{trips}> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %idx = stablehlo.constant dense<[[1], [3], [0], [1]]> : tensor<4x1xi32>
    %s = "stablehlo.scatter"(%x, %idx, %u) ({{
    ^bb0(%p: tensor<{t}>, %q: tensor<{t}>):
      {combiner}
    }}) {{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [],
          inserted_window_dims = [0], scatter_dims_to_operand_dims = [0],
          index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false}}
       : (tensor<4x{t}>, tensor<4x1xi32>, tensor<4x{t}>) -> tensor<4x{t}>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %s : tensor<i32>, tensor<4x{t}>
  }}
  return %r#1 : tensor<4x{t}>
}}
"""
COMBINERS = {   # combiner region body, numpy update of x[i] with v
    "add": ("%c = stablehlo.add %p, %q : tensor<{t}>\n      stablehlo.return %c : tensor<{t}>",
            lambda x, i, v: x.__setitem__(i, x[i] + v)),
    "max": ("%c = stablehlo.maximum %p, %q : tensor<{t}>\n      "
            "stablehlo.return %c : tensor<{t}>",
            lambda x, i, v: x.__setitem__(i, max(x[i], v))),
}
DTYPES = {"ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64}
CLI_NAMES = {"ui8": "u8", "ui16": "u16", "ui32": "u32", "ui64": "u64"}


def expected(a, u, combine, trips):
    """The loop in numpy: rows 1, 3, 0, 1 updated in order, ``trips`` times (wrapping)."""
    x = a.copy()
    with np.errstate(over="ignore"):
        for _ in range(trips):
            for i, v in zip([1, 3, 0, 1], u):
                combine(x, i, v)
    return x


@pytest.mark.parametrize("t", sorted(DTYPES))
@pytest.mark.parametrize("combiner", sorted(COMBINERS))
def test_unsigned_scatter_in_a_loop(tmp_path, t, combiner):
    dtype = np.dtype(DTYPES[t])
    top = np.iinfo(dtype).max
    a = np.array([1, 2, top - 3, 4], dtype)
    u = np.array([10, top - 1, 30, top // 2 + 7], dtype)   # above the signed maximum
    body, combine = COMBINERS[combiner]
    text = SCATTER_LOOP.format(t=t, trips=2, combiner=body.format(t=t))
    (tmp_path / "m.mlir").write_text(text)
    inputs = [f"{CLI_NAMES[t]}[4]=" + ",".join(str(int(v)) for v in x) for x in (a, u)]
    assert cli.main(["run", str(tmp_path / "m.mlir"), "--save-npy", str(tmp_path / "r"),
                     "--input", *inputs]) == 0
    got = np.load(tmp_path / "r0.npy")
    want = expected(a, u, combine, 2)
    assert got.dtype == dtype
    np.testing.assert_array_equal(got, want)
    np.testing.assert_array_equal(evaluate(text, a, u)[0], want)


UNSIGNED_SCATTER_IN_A_LOOP = """
func.func @main(%x: tensor<4xui8>, %u: tensor<2xui8>) -> tensor<4xui8> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %y = %x) : tensor<i32>, tensor<4xui8>
  cond {
    %n = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %idx = stablehlo.constant dense<[[1], [3]]> : tensor<2x1xi32>
    %s = "stablehlo.scatter"(%y, %idx, %u) ({
    ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
      %q = stablehlo.add %a, %b : tensor<ui8>
      stablehlo.return %q : tensor<ui8>
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xui8>, tensor<2x1xi32>, tensor<2xui8>) -> tensor<4xui8>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %s : tensor<i32>, tensor<4xui8>
  }
  return %r#1 : tensor<4xui8>
}
"""


@pytest.mark.canary("hostcall-signed-regions")
def test_canary_iree_rejects_an_unsigned_scatter_in_a_loop(tmp_path):
    """Without hostcall-signed-regions iree-compile 3.13 fails on a ui8 scatter-add inside
    a while loop.  When this fails, IREE scatters unsigned integers in loops: the pass can
    go."""
    done = iree_compile_raw(UNSIGNED_SCATTER_IN_A_LOOP, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert ("failed to legalize unresolved materialization from ('tensor<4xi8>') to "
            "('tensor<4xui8>')") in done.stderr


UNSIGNED = [np.uint8, np.uint16, np.uint32, np.uint64]


def _spread(dtype, n=12):
    """``n`` values of ``dtype`` over its whole range, on both sides of the signed maximum,
    its extremes among them."""
    info = np.iinfo(dtype)
    values = np.random.default_rng(7).integers(0, info.max, n, dtype=dtype, endpoint=True)
    values[:4] = [0, info.max, info.max // 2, info.max // 2 + 1]
    return values


# Past hostcall-kernelize-loops' max-elements, so the loops below stay loops of arrays.
LONG = 300


@pytest.mark.parametrize("dtype", UNSIGNED)
def test_unsigned_sort_in_a_loop(x64, dtype):
    """A loop of 20 trips (a host loop: a sort has no scalar form) whose new carries are
    sorts: of uint values, and of another carry by a uint key.  IREE 3.13 rejected a sort
    whose unsigned result is the loop's carry."""
    def body(i, s):
        x, y = s
        keys = x * dtype(3) + dtype(1)
        return jnp.sort(keys), lax.sort((keys, y), num_keys=1)[1]
    x = _spread(dtype, LONG)
    y = np.arange(LONG, dtype=dtype)[::-1].copy()
    got = hostcall.jit(lambda x, y: lax.fori_loop(0, 20, body, (x, y)))(x, y)
    wx, wy = x.copy(), y.copy()
    with np.errstate(over="ignore"):
        for _ in range(20):
            keys = wx * dtype(3) + dtype(1)
            wx, wy = np.sort(keys), wy[np.argsort(keys, kind="stable")]
    assert np.asarray(got[0]).dtype == dtype
    np.testing.assert_array_equal(np.asarray(got[0]), wx)
    np.testing.assert_array_equal(np.asarray(got[1]), wy)


@pytest.mark.parametrize("dtype", UNSIGNED)
def test_unsigned_key_sorts_a_carried_permutation(x64, dtype):
    """``sort_key_val`` of uint random-like bits and the carried permutation, as a shuffle
    per epoch draws it; the permutation is both a carry and the sort's result."""
    def body(i, s):
        bits, perm = s
        bits = bits * dtype(5) + dtype(3)
        return lax.sort_key_val(bits, perm)
    bits = _spread(dtype, LONG)
    perm = np.arange(LONG, dtype=dtype)
    got = hostcall.jit(lambda b, p: lax.fori_loop(0, 9, body, (b, p)))(bits, perm)
    wb, wp = bits.copy(), perm.copy()
    with np.errstate(over="ignore"):
        for _ in range(9):
            wb = wb * dtype(5) + dtype(3)
            order = np.argsort(wb, kind="stable")
            wb, wp = wb[order], wp[order]
    np.testing.assert_array_equal(np.asarray(got[0]), wb)
    np.testing.assert_array_equal(np.asarray(got[1]), wp)


@pytest.mark.parametrize("dtype", UNSIGNED)
@pytest.mark.parametrize("name", ["cumsum", "cumprod", "cummax", "cummin"])
def test_unsigned_cumulative_reductions(x64, dtype, name):
    """jnp.cumsum / cumprod and lax.cummax / cummin of uint arrays, wrapping as numpy
    does, under jit and inside a loop."""
    ops = {"cumsum": (jnp.cumsum, np.cumsum), "cumprod": (jnp.cumprod, np.cumprod),
           "cummax": (lax.cummax, np.maximum.accumulate),
           "cummin": (lax.cummin, np.minimum.accumulate)}
    ours, numpys = ops[name]
    x = _spread(dtype)
    with np.errstate(over="ignore"):
        want = numpys(x, dtype=dtype) if name in ("cumsum", "cumprod") else numpys(x)
        twice = numpys(want, dtype=dtype) if name in ("cumsum", "cumprod") else numpys(want)
    got = np.asarray(hostcall.jit(ours)(x))
    assert got.dtype == dtype
    np.testing.assert_array_equal(got, want)
    looped = hostcall.jit(lambda x: lax.fori_loop(0, 2, lambda i, y: ours(y), x))(x)
    np.testing.assert_array_equal(np.asarray(looped), twice)


UNSIGNED_SORT_IN_A_LOOP = """
func.func @main(%x: tensor<4xui32>) -> tensor<4xui32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %y = %x) : tensor<i32>, tensor<4xui32>
  cond {
    %n = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = "stablehlo.sort"(%y) ({
    ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):
      %q = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    }) {dimension = 0 : i64} : (tensor<4xui32>) -> tensor<4xui32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %s : tensor<i32>, tensor<4xui32>
  }
  return %r#1 : tensor<4xui32>
}
"""

UNSIGNED_CUMSUM = """
func.func @main(%x: tensor<4xui32>) -> tensor<4xui32> {
  %z = stablehlo.constant dense<0> : tensor<ui32>
  %r = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):
    %q = stablehlo.add %a, %b : tensor<ui32>
    stablehlo.return %q : tensor<ui32>
  }) {window_dimensions = array<i64: 4>, padding = dense<[[3, 0]]> : tensor<1x2xi64>} : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  return %r : tensor<4xui32>
}
"""


@pytest.mark.canary("hostcall-signed-regions")
def test_canary_iree_rejects_an_unsigned_sort_in_a_loop(tmp_path):
    """Without hostcall-signed-regions iree-compile 3.13 fails on a ui32 sort inside a
    while loop.  When this fails, IREE sorts unsigned integers in loops."""
    done = iree_compile_raw(UNSIGNED_SORT_IN_A_LOOP, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert ("failed to legalize unresolved materialization from ('tensor<4xi32>') to "
            "('tensor<4xui32>')") in done.stderr


@pytest.mark.canary("hostcall-signed-regions")
def test_canary_iree_rejects_an_unsigned_cumulative_reduce_window(tmp_path):
    """Without hostcall-signed-regions iree-compile 3.13 fails on a ui32 cumulative sum
    (no loop needed).  When this fails, IREE scans unsigned integers."""
    done = iree_compile_raw(UNSIGNED_CUMSUM, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert ("failed to legalize unresolved target materialization from ('ui32') to "
            "('i32')") in done.stderr
