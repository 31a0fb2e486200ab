"""stablehlo.case in loop kernels: a chain of scf.if on the index, not scf.index_switch
(passes/optimize/kernelize_loops/builders.py, case_branches, says why).  The derivative
of a loop switching on its counter (a case and its tangent on one index, one after the
other) compiles as a kernel with the reference's values, through the compile API and
through jvp; and the canary of IREE 3.13's crash on the switches' form."""
import signal
from pathlib import Path

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.reference import evaluate
from hostcall.runtime import compile_driver, get_device
from hostcall.runtime.artifact import Program
from hostcall.tools.compile_module import lower_and_compile

from helpers import iree_compile_raw
from test_kernelize_loops import _assert_same, _run_both

PASS = "hostcall-kernelize-loops"
KERNEL = "flow.dispatch.region"
CANARY = Path(__file__).parent / "inputs" / "adjacent_index_switches.mlir"

# The loop of the canary's kernel in StableHLO: a case on the counter plus %k (out of
# [0, 3) picks the last branch) and its tangent; branch 0 of each returns an input row.
PRIMAL_AND_TANGENT_CASES = """
func.func @main(%x: tensor<2xf32>, %t: tensor<2xf32>, %a: tensor<3x2xf32>, %ta: tensor<3x2xf32>, %k: tensor<i32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:3 = stablehlo.while(%i = %c0, %p = %x, %q = %t) : tensor<i32>, tensor<2xf32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %j = stablehlo.add %i, %k : tensor<i32>
    %s0 = stablehlo.slice %a [0:1, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %a0 = stablehlo.reshape %s0 : (tensor<1x2xf32>) -> tensor<2xf32>
    %s1 = stablehlo.slice %a [1:2, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %a1 = stablehlo.reshape %s1 : (tensor<1x2xf32>) -> tensor<2xf32>
    %s2 = stablehlo.slice %a [2:3, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %a2 = stablehlo.reshape %s2 : (tensor<1x2xf32>) -> tensor<2xf32>
    %u0 = stablehlo.slice %ta [0:1, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %t0 = stablehlo.reshape %u0 : (tensor<1x2xf32>) -> tensor<2xf32>
    %u1 = stablehlo.slice %ta [1:2, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %t1 = stablehlo.reshape %u1 : (tensor<1x2xf32>) -> tensor<2xf32>
    %u2 = stablehlo.slice %ta [2:3, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %t2 = stablehlo.reshape %u2 : (tensor<1x2xf32>) -> tensor<2xf32>
    %y = "stablehlo.case"(%j) ({
      stablehlo.return %a0 : tensor<2xf32>
    }, {
      %m = stablehlo.multiply %p, %a1 : tensor<2xf32>
      stablehlo.return %m : tensor<2xf32>
    }, {
      %m = stablehlo.add %p, %a2 : tensor<2xf32>
      stablehlo.return %m : tensor<2xf32>
    }) : (tensor<i32>) -> tensor<2xf32>
    %dy = "stablehlo.case"(%j) ({
      stablehlo.return %t0 : tensor<2xf32>
    }, {
      %d = stablehlo.multiply %q, %a1 : tensor<2xf32>
      %e = stablehlo.multiply %p, %t1 : tensor<2xf32>
      %f = stablehlo.add %d, %e : tensor<2xf32>
      stablehlo.return %f : tensor<2xf32>
    }, {
      %d = stablehlo.add %q, %t2 : tensor<2xf32>
      stablehlo.return %d : tensor<2xf32>
    }) : (tensor<i32>) -> tensor<2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %n1, %y, %dy : tensor<i32>, tensor<2xf32>, tensor<2xf32>
  }
  return %w#1, %w#2 : tensor<2xf32>, tensor<2xf32>
}
"""


def _inputs(k):
    rng = np.random.default_rng(5)
    x, t = rng.standard_normal((2, 2)).astype(np.float32)
    a, ta = rng.standard_normal((2, 3, 2)).astype(np.float32)
    return [x, t, a, ta, np.int32(k)]


@pytest.mark.parametrize("k", [-1, 0, 1, 5])
def test_a_case_and_its_tangent_in_a_loop_compile_as_a_kernel_with_the_reference_values(k):
    """Indices -1..2 (k=-1), 0..3, 1..4 and 5..8: every branch, and indices past both ends
    taking the last one."""
    compiled = lower_and_compile(passes.parse_module(PRIMAL_AND_TANGENT_CASES), "<test>")
    assert KERNEL in compiled.lowered_text    # IREE took the kernel: no host-loop fallback
    assert "scf.index_switch" not in compiled.lowered_text
    args = _inputs(k)
    program = Program(compiled.vmfb, compiled.manifest, compiled.inputs, compiled.results,
                      {}, get_device("cpu"), "main")
    got = [np.asarray(r) for r in program(*args)]
    want = evaluate(PRIMAL_AND_TANGENT_CASES, *args)
    assert len(got) == 2
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-6, atol=1e-6)


def _switch_loop(x, a):
    def body(i, c):
        return lax.switch(jnp.minimum(i, 2),
                          [lambda c: a[0], lambda c: c * a[1], lambda c: c + jnp.sum(a[2])], c)
    return lax.fori_loop(0, 3, body, x)


def _numpy_jvp(x, a, tx, ta):
    p, t = x.astype(np.float64), tx.astype(np.float64)
    a, ta = a.astype(np.float64), ta.astype(np.float64)
    for i in range(3):
        k = min(i, 2)
        if k == 0:
            p, t = a[0], ta[0]
        elif k == 1:
            p, t = p * a[1], t * a[1] + p * ta[1]
        else:
            p, t = p + a[2].sum(), t + ta[2].sum()
    return p, t


def test_jvp_of_a_loop_switching_on_its_counter_is_one_kernel():
    """The scalarized kernel (rows of ``a`` read in the body): before, iree-compile crashed
    on it and jit ran the loop from the host."""
    rng = np.random.default_rng(0)
    x, tx = rng.standard_normal((2, 4)).astype(np.float32)
    a, ta = rng.standard_normal((2, 3, 4)).astype(np.float32)
    k, h, n = _run_both(lambda x, a, tx, ta: hostcall.jvp(_switch_loop, (x, a), (tx, ta)),
                        x, a, tx, ta)
    assert n == 1
    _assert_same(k, h)
    for got, want in zip(k, _numpy_jvp(x, a, tx, ta)):
        np.testing.assert_allclose(got, want, rtol=2e-5, atol=1e-5)


def test_jvp_of_an_elementwise_loop_switching_on_its_counter_is_one_kernel():
    """The same in a per-element kernel (every value the loop reads has the carry's shape)."""
    def f(x, b):
        def body(i, c):
            return lax.switch(jnp.minimum(i, 2), [lambda c: b, lambda c: c * b, jnp.sin], c)
        return lax.fori_loop(0, 3, body, x)
    rng = np.random.default_rng(1)
    x, b, tx, tb = rng.standard_normal((4, 5)).astype(np.float32)
    k, h, n = _run_both(lambda x, b, tx, tb: hostcall.jvp(f, (x, b), (tx, tb)), x, b, tx, tb)
    assert n == 1
    _assert_same(k, h)
    p, t = b.astype(np.float64), tb.astype(np.float64)
    p, t = p * b, t * b + p * tb
    p, t = np.sin(p), np.cos(p) * t
    np.testing.assert_allclose(k[0], p, rtol=2e-5, atol=1e-5)
    np.testing.assert_allclose(k[1], t, rtol=2e-5, atol=1e-5)


@pytest.mark.canary(PASS)
def test_canary_iree_crashes_merging_a_case_with_its_tangent_as_index_switches(tmp_path):
    """Without case_branches' scf.if chains (the kernel as scf.index_switch), iree-compile
    3.13 crashes merging the two switches; the kernel the pass makes now of the same loop
    compiles.  When this fails, IREE merges such switches (check two on different indices
    too, see case_branches): cases may be scf.index_switch again."""
    done = iree_compile_raw(CANARY.read_text(), tmp_path)
    assert done.returncode == -signal.SIGSEGV, done.stderr[-2000:]
    assert "MergeIndexSwitchPattern" in done.stderr
    kernel = str(passes.run(PRIMAL_AND_TANGENT_CASES, PASS))
    assert KERNEL in kernel and "scf.index_switch" not in kernel
    done = iree_compile_raw(kernel, tmp_path, flags=compile_driver.TARGET_FLAGS["cpu"])
    assert done.returncode == 0, done.stderr[-2000:]
