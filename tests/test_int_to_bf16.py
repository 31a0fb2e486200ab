"""Integer -> bf16 conversions in foreign modules and under jit compile and give ml_dtypes'
values (hostcall-int-to-bf16 works around IREE 3.13, which cannot link them), also in a
loop body IREE deletes."""
from types import SimpleNamespace

import ml_dtypes
import numpy as np
import pytest

import hostcall
from hostcall import lax
from hostcall import numpy as jnp
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


def _flag_loop_through_bf16(a, b, s):
    """The fuzzer's seed 407 f23 with hostcall.lax: one trip of a loop redrawing ``x`` as
    ``bf16(b) - bf16(x)`` (in i8) while a flag only the condition reads holds, whose result
    only ``where(a != r, a, r)`` (which is ``a``) reads."""
    def cond(c):
        k, _, flag, _ = c
        return (k < 1) & flag

    def body(c):
        k, s, _, x = c
        y = (b.astype(jnp.bfloat16) - x.astype(jnp.bfloat16)).astype(jnp.int8)
        s = s * 1103515245 + 12345
        return k + 1, s, ((s >> 16) & 7 != 0) ^ (y[0] > 0), y
    r = lax.while_loop(cond, body, (0, s, True, a))[3]
    return jnp.where(a != r, a, r)


A8 = np.array([7, -5, 12, -9, 9], np.int8)
B8 = np.array([-20, 13, -3, -3, -16], np.int8)


def test_a_loop_converting_integers_to_bf16_compiles_eager_jit_and_vmap():
    """The barrier the pass put between the conversions stood in the loop body; IREE 3.13
    kept the loop it had folded every use of, and gave up ("maximum iteration count
    exceeded in fixed point pipeline")."""
    for fn in (_flag_loop_through_bf16, hostcall.jit(_flag_loop_through_bf16)):
        got = fn(A8, B8, np.int32(3))
        assert np.asarray(got).dtype == np.int8
        np.testing.assert_array_equal(np.asarray(got), A8)
    batched = hostcall.jit(hostcall.vmap(_flag_loop_through_bf16, in_axes=(0, None, None)))
    got = batched(np.stack([A8, -A8]), B8, np.int32(3))
    np.testing.assert_array_equal(np.asarray(got), np.stack([A8, -A8]))


def test_integers_to_bf16_in_a_loop_under_jit_match_ml_dtypes():
    """The conversion in the loop body, its barrier before the loop, rounds as ml_dtypes."""
    def f(a):
        return lax.fori_loop(0, 2, lambda k, x: x + (a * (k + 1)).astype(jnp.bfloat16),
                             jnp.zeros(a.shape, jnp.bfloat16))
    a = np.array([1, -2, 301, 16777217, 2**24 + 3], np.int32)
    want = a.astype(ml_dtypes.bfloat16) + (2 * a).astype(ml_dtypes.bfloat16)
    for fn in (f, hostcall.jit(f)):
        got = np.asarray(fn(a))
        assert got.dtype == ml_dtypes.bfloat16
        np.testing.assert_array_equal(got, want)


# The old form of the pass's output in seed 407 f23's loop: the barrier over the converted
# value in the body, whose results IREE folds away (select(a0 != r, a0, r) is a0).
BODY_BARRIER = """
func.func @main(%a0: tensor<5xi8>, %a1: tensor<5xi8>, %s0: tensor<i32>) -> tensor<5xi8> {
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %never = stablehlo.optimization_barrier %false : tensor<i1>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:4 = stablehlo.while(%k = %c0, %s = %s0, %t = %true, %x = %a0) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<5xi8>
  cond {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %lt = stablehlo.compare LT, %k, %c1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %p = stablehlo.and %lt, %t : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %f = stablehlo.convert %a1 : (tensor<5xi8>) -> tensor<5xf32>
    %fb = stablehlo.optimization_barrier %f : tensor<5xf32>
    %h = stablehlo.convert %fb : (tensor<5xf32>) -> tensor<5xbf16>
    %y = stablehlo.convert %h : (tensor<5xbf16>) -> tensor<5xi8>
    %m = stablehlo.constant dense<1103515245> : tensor<i32>
    %s2 = stablehlo.multiply %s, %m : tensor<i32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %f1 = stablehlo.compare NE, %s2, %z, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %y0 = stablehlo.slice %y [0:1] : (tensor<5xi8>) -> tensor<1xi8>
    %y00 = stablehlo.reshape %y0 : (tensor<1xi8>) -> tensor<i8>
    %z8 = stablehlo.constant dense<0> : tensor<i8>
    %f2 = stablehlo.compare GT, %y00, %z8, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %t2 = stablehlo.xor %f1, %f2 : tensor<i1>
    %t3 = stablehlo.select %never, %t, %t2 : tensor<i1>, tensor<i1>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %s2, %t3, %y : tensor<i32>, tensor<i32>, tensor<i1>, tensor<5xi8>
  }
  %ne = stablehlo.compare NE, %a0, %w#3, SIGNED : (tensor<5xi8>, tensor<5xi8>) -> tensor<5xi1>
  %r = stablehlo.select %ne, %a0, %w#3 : tensor<5xi1>, tensor<5xi8>
  return %r : tensor<5xi8>
}
"""


@pytest.mark.canary("hostcall-int-to-bf16")
def test_canary_iree_gives_up_on_a_barrier_in_a_loop_it_folds_away(tmp_path):
    """When this fails, IREE 3.13's stream pipeline settles on a loop whose body holds a
    barrier and whose results are unused: the pass's barrier could stand in the body."""
    done = iree_compile_raw(BODY_BARRIER, tmp_path)
    assert done.returncode != 0
    assert "maximum iteration count exceeded in fixed point pipeline" in done.stderr
    hidden = BODY_BARRIER.replace(
        "%fb = stablehlo.optimization_barrier %f : tensor<5xf32>",
        "%zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<5xf32>\n"
        "    %fb = stablehlo.add %f, %zb : tensor<5xf32>").replace(
        "%c0 = stablehlo.constant dense<0> : tensor<i32>\n",
        "%c0 = stablehlo.constant dense<0> : tensor<i32>\n"
        "  %nz = stablehlo.constant dense<-0.0> : tensor<f32>\n"
        "  %zero = stablehlo.optimization_barrier %nz : tensor<f32>\n", 1)
    assert "%zero" in hidden and "%fb = stablehlo.add" in hidden
    done = iree_compile_raw(hidden, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
