"""hostcall-guard-loop-entries' sink of entry readers: ops before a loop computed from one
of its initial carries and read only after it move past it, so that the carry is read
there through the pass's barrier (IREE 3.13's stream partitioning rejected such modules:
"circular dependency: input operation uses partition output")."""
import subprocess
from pathlib import Path

import numpy as np
import pytest
from iree.compiler.tools.binaries import find_tool

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.runtime import compile_driver
from hostcall.tools.differential import host_loop_pipeline

PASS = "hostcall-guard-loop-entries"
SHRUNK = Path(__file__).parent / "inputs" / "loop_entry_reader.mlir"


def entry_then_loops(x):
    """x + y is computed before the loop that starts from y (an empty loop's result, x)
    and read after it."""
    y = lax.fori_loop(0, 0, lambda i, c: c * 2.0, x)
    s = x + y

    def outer(i, c):
        return lax.fori_loop(0, 2, lambda j, d: jnp.sin(d) * c, c)
    return s * lax.fori_loop(0, 1, outer, y)


X = np.array([[-1.0, -0.5, 0.25], [0.5, 0.75, 1.0]], np.float32)
# JAX 0.10.2: jit(entry_then_loops)(X) and jit(grad(sum . entry_then_loops))(X)
WANT = np.array([[1.4912483, 0.118711814, 0.0077264453],
                 [0.118711814, 0.55040574, 1.4912483]], np.float32)
WANT_GRAD = np.array([[-4.824032, -0.92082804, 0.12289854],
                      [0.92082804, 2.6749754, 4.824032]], np.float32)


def test_values_of_a_loop_whose_entry_is_read_before_and_after_it():
    grad = hostcall.grad(lambda x: jnp.sum(entry_then_loops(x)))
    for fn, want in ((entry_then_loops, WANT), (grad, WANT_GRAD)):
        for run in (fn, hostcall.jit(fn)):
            np.testing.assert_allclose(np.asarray(run(X)), want, rtol=2e-6, atol=1e-7)


def _iree_compile(text):
    return subprocess.run([find_tool("iree-compile"), "-", "-o", "/dev/null",
                           *compile_driver.TARGET_FLAGS["cpu"]], input=text, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.canary(PASS)
def test_iree_still_rejects_a_loop_entry_read_after_the_loop_by_an_op_before_it():
    """When this fails, IREE partitions such modules: the sink can go.  The shrunk
    transpose of seed 302 f34's loops fails without the pass and compiles with it."""
    full = host_loop_pipeline()
    without = ",".join(p for p in full.split(",") if p != PASS)
    text = SHRUNK.read_text()
    done = _iree_compile(passes.run(text, without).operation.get_asm())
    assert done.returncode != 0
    assert "circular dependency: input operation uses partition output" in done.stderr
    done = _iree_compile(passes.run(text, full).operation.get_asm())
    assert done.returncode == 0, done.stderr
