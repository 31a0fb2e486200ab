"""Integer -> bf16 conversions in foreign modules compile and give ml_dtypes' values
(hostcall-int-to-bf16 works around IREE 3.13, which cannot link them)."""
from types import SimpleNamespace

import ml_dtypes
import numpy as np
import pytest

from hostcall.reference import evaluate
from hostcall.runtime import compile_driver
from hostcall.tools.differential import compile_programs

from helpers import iree_compile_raw

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


INT_TO_BF16 = """func.func @main(%a: tensor<4xi32>) -> tensor<4xbf16> {
  %b = stablehlo.convert %a : (tensor<4xi32>) -> tensor<4xbf16>
  return %b : tensor<4xbf16>
}"""


@pytest.mark.canary("hostcall-int-to-bf16")
def test_canary_iree_calls_a_truncsfbf2_it_does_not_link(tmp_path):
    """Without hostcall-int-to-bf16 iree-compile 3.13 fails to link an i32 -> bf16 convert
    for an x86-64 CPU without bf16 instructions (``generic``: hosts with AVX512-BF16, like
    this test's, convert in hardware and link).  When this fails, IREE provides
    ``__truncsfbf2`` or converts without it: the pass can go."""
    flags = [f for f in compile_driver.TARGET_FLAGS["cpu"]
             if not f.startswith("--iree-llvmcpu-target-cpu=")]
    done = iree_compile_raw(INT_TO_BF16, tmp_path,
                            flags=[*flags, "--iree-llvmcpu-target-cpu=generic"])
    assert done.returncode == 1, done.stderr[-2000:]
    assert "undefined symbol: __truncsfbf2" in done.stderr
    assert "failed to link executable and generate target dylib" in done.stderr
