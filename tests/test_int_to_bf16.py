"""Integer -> bf16 conversions in foreign modules compile and give ml_dtypes' values
(hostcall-int-to-bf16 works around IREE 3.13, which cannot link them)."""
from types import SimpleNamespace

import ml_dtypes
import numpy as np

from hostcall.reference import evaluate
from hostcall.tools.differential import compile_programs

_TEXT = """func.func @main(%a: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) {
  %b = stablehlo.convert %a : (tensor<4xi32>) -> tensor<4xbf16>
  %f = stablehlo.convert %a : (tensor<4xi32>) -> tensor<4xf64>
  %g = stablehlo.convert %f : (tensor<4xf64>) -> tensor<4xbf16>
  %q = stablehlo.convert %p : (tensor<4xi1>) -> tensor<4xbf16>
  return %b, %g, %q : tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>
}"""


def test_integers_to_bf16_compile_and_match_ml_dtypes():
    program = SimpleNamespace(name="main", text=lambda: _TEXT)
    a = np.array([1, -2, 301, 16777217], np.int32)
    p = np.array([True, False, True, False])
    got = compile_programs([program])["main"](a, p)
    expected = a.astype(ml_dtypes.bfloat16)
    np.testing.assert_array_equal(got[0], expected)
    np.testing.assert_array_equal(got[1], expected)
    np.testing.assert_array_equal(got[2], p.astype(ml_dtypes.bfloat16))
    for e, g in zip(evaluate(_TEXT, a, p), got):
        np.testing.assert_array_equal(e, g)
