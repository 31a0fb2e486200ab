"""Scatters on unsigned integers inside a while loop compile and give the spec's values
(hostcall-signed-scatter works around IREE 3.13's "unresolved materialization i8 -> ui8")."""
import numpy as np
import pytest

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


@pytest.mark.canary("hostcall-signed-scatter")
def test_canary_iree_rejects_an_unsigned_scatter_in_a_loop(tmp_path):
    """Without hostcall-signed-scatter iree-compile 3.13 fails on a ui8 scatter-add inside
    a while loop.  When this fails, IREE scatters unsigned integers in loops: the pass can
    go."""
    done = iree_compile_raw(UNSIGNED_SCATTER_IN_A_LOOP, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert ("failed to legalize unresolved materialization from ('tensor<4xi8>') to "
            "('tensor<4xui8>')") in done.stderr
