"""hostcall-guard-loop-entries, constant initial carries: a loop whose array carry starts
as a constant and is handed to a nested while (a scan of Newton solves from a constant
state) enters with a copy of the constant.  Without it iree-compile 3.13 crashed
(SIGSEGV in iree-stream-refine-usage); with it such programs compile and give the spec's
values."""
import signal
import subprocess

import numpy as np
import pytest
from iree.compiler.tools.binaries import find_tool

import hostcall.numpy as jnp
from hostcall import jit, lax, passes
from hostcall.api import Lowered
from hostcall.reference import evaluate
from hostcall.runtime import cache, compile_driver, crash_reports, get_device
from hostcall.runtime.executor import Executable

PASS = "hostcall-guard-loop-entries"

# The smallest program found that crashes IREE 3.13: an outer loop starts %y from a
# non-splat constant and hands it, as it is, to a nested while (Newton's square root of
# %y, with a counter and a tolerance carried after %z).  Three outer steps take the square
# root three times: y0 ** (1/8).
MINIMAL = """
func.func @main() -> tensor<2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %y0 = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %r:2 = stablehlo.while(%i = %c0, %y = %y0) : tensor<i32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %s:3 = stablehlo.while(%z = %y, %k = %c0, %err = %one) : tensor<2xf32>, tensor<i32>, tensor<f32>
    cond {
      %tol = stablehlo.constant dense<1.0e-6> : tensor<f32>
      %p = stablehlo.compare GT, %err, %tol, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %m = stablehlo.constant dense<20> : tensor<i32>
      %q = stablehlo.compare LT, %k, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %pq = stablehlo.and %p, %q : tensor<i1>
      stablehlo.return %pq : tensor<i1>
    } do {
      %half = stablehlo.constant dense<0.5> : tensor<2xf32>
      %d = stablehlo.divide %y, %z : tensor<2xf32>
      %sum = stablehlo.add %z, %d : tensor<2xf32>
      %z2 = stablehlo.multiply %sum, %half : tensor<2xf32>
      %dz = stablehlo.subtract %z2, %z : tensor<2xf32>
      %adz = stablehlo.abs %dz : tensor<2xf32>
      %zero = stablehlo.constant dense<0.0> : tensor<f32>
      %e2 = stablehlo.reduce(%adz init: %zero) applies stablehlo.maximum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
      %kk = stablehlo.constant dense<1> : tensor<i32>
      %k2 = stablehlo.add %k, %kk : tensor<i32>
      stablehlo.return %z2, %k2, %e2 : tensor<2xf32>, tensor<i32>, tensor<f32>
    }
    %one_i = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one_i : tensor<i32>
    stablehlo.return %i2, %s#0 : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}
"""
WANT = np.float32([2.0, 3.0]) ** np.float32(1 / 8)


def _iree_compile(path, *extra):
    return subprocess.run([find_tool("iree-compile"), str(path), "--iree-input-type=stablehlo",
                           *compile_driver.TARGET_FLAGS["cpu"], *extra, "-o", str(path) + ".vmfb"],
                          capture_output=True, text=True, timeout=300)


@pytest.mark.canary(PASS)
def test_canary_iree_still_crashes_on_the_minimal_module_without_the_pass(tmp_path):
    """When this fails, IREE 3.13's crash is gone: the constant-carry part of the pass
    can go.  iree-compile runs in a subprocess (it dies of SIGSEGV)."""
    (tmp_path / "m.mlir").write_text(MINIMAL)
    done = _iree_compile(tmp_path / "m.mlir")
    assert done.returncode == -signal.SIGSEGV, done.stderr[-2000:]
    # MLIR's crash reproducer turns the crash into an error naming the pass
    named = _iree_compile(tmp_path / "m.mlir", "--mlir-pass-pipeline-crash-reproducer="
                          + str(tmp_path / "reproducer.mlir"), *crash_reports.REPRODUCER_FLAGS)
    assert "while executing `RefineUsagePass`" in named.stderr, named.stderr[-2000:]


def test_with_the_pass_iree_compiles_the_minimal_module_and_it_gives_the_spec_values():
    """The pass alone, then IREE (jit's pipeline would make the inner loop a loop
    kernel, which never reaches the crash)."""
    np.testing.assert_allclose(evaluate(MINIMAL)[0], WANT, rtol=1e-6)
    guarded = str(passes.run(MINIMAL, PASS))
    assert guarded.count("stablehlo.optimization_barrier") == 1
    assert "stablehlo.add %cst, " in guarded
    device = get_device("cpu")
    vmfb = cache.compile_text(guarded, "cpu", use_disk=False)
    out = Executable(vmfb, device).invoke([], 1)[0]
    np.testing.assert_allclose(np.array(device.view(out, np.float32)), WANT, rtol=1e-6)


def _newton(y):
    """z + 0.1 z^3 = y by Newton steps through jnp.linalg.solve (a host loop: the solve
    keeps it from becoming a loop kernel)."""
    def cond(s):
        return (s[2] > 1e-6) & (s[1] < 30)

    def body(s):
        z, k, _ = s
        dz = jnp.linalg.solve(jnp.eye(2) + 0.3 * jnp.diag(z * z), z + 0.1 * z ** 3 - y)
        return z - dz, k + 1, jnp.max(jnp.abs(dz))
    return lax.while_loop(cond, body, (y, 0, 1.0))[0]


def _fori_of_newton():
    return lax.fori_loop(0, 3, lambda i, y: _newton(y), jnp.array([0.5, 2.0]))


def _spec_fori_of_newton():
    """The real root of 0.1 z^3 + z - y (increasing in z: one real root), three times."""
    y = np.array([0.5, 2.0])
    for _ in range(3):
        y = np.array([min(np.roots([0.1, 0.0, 1.0, -v]), key=lambda r: abs(r.imag)).real
                      for v in y])
    return y


def test_the_pass_is_what_makes_jit_compile_a_loop_of_newton_solves(monkeypatch, tmp_path):
    """Without it, jit's pipeline gives IREE a module it crashes on; with it the program
    compiles and gives the spec's values."""
    monkeypatch.setenv("HOSTCALL_CRASH_DIR", str(tmp_path))
    traced = jit(_fori_of_newton).lower().traced
    full = passes.default_pipeline("cpu")
    assert PASS in full.split(",")
    # the Newton loop stays a host loop (a small one becomes a kernel, which never reaches
    # the crash)
    without = ",".join(p for p in full.split(",")
                       if p not in (PASS, "hostcall-kernelize-loops"))
    with pytest.raises(compile_driver.CompileError) as caught:
        cache.compile_text(Lowered(traced, "cpu", without).as_text("lowered"), "cpu",
                           use_disk=False)
    assert caught.value.reason.startswith("the compiler crashed (SIGSEGV) in IREE's "
                                          "RefineUsagePass")
    got = np.asarray(jit(_fori_of_newton)())
    np.testing.assert_allclose(got, _spec_fori_of_newton(), rtol=1e-5)
    host_loops = ",".join(p for p in full.split(",") if p != "hostcall-kernelize-loops")
    got = np.asarray(Lowered(traced, "cpu", host_loops).compile()())
    np.testing.assert_allclose(got, _spec_fori_of_newton(), rtol=1e-5)
