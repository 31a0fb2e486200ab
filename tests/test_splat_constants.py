"""hostcall-splat-constants: in a function with a host loop, splat constants become
broadcasts of a barrier's scalars, so IREE 3.13 has no cloned splat to leave outside an
execution region; the reduced program compiles and keeps the reference's values, and the
canary of the IREE rejection."""
from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir

from hostcall import passes
from hostcall.reference import evaluate
from hostcall.tools.compile_module import entry_signature
from hostcall.tools.mlir_input import parse_module

from hostcall.runtime import compile_driver, inprocess

from helpers import iree_compile_raw, run_raw_entry

PASS = "hostcall-splat-constants"
CANARY = Path(__file__).parent / "inputs" / "splat_between_host_loops.mlir"
MESSAGE = "'stream.async.splat' op : streamable op expected to be in an execution region"


def _inputs(text):
    """Random arguments for @main: floats, and integers that are in-range indices."""
    module = parse_module(text, "main", ir.Context())
    with module.context:
        arguments, _ = entry_signature(module, "main")
    rng = np.random.default_rng(4)
    return [rng.integers(0, 5, shape).astype(dtype) if np.dtype(dtype).kind == "i"
            else rng.standard_normal(shape).astype(dtype) for shape, dtype in arguments]


def test_the_splat_read_around_a_host_loop_compiles_with_the_reference_values():
    text = CANARY.read_text()
    rewritten = str(passes.run(text, PASS))
    assert "stablehlo.constant dense<0.000000e+00> : tensor<1xf32>" not in rewritten
    args = _inputs(text)
    want = evaluate(text, *args)
    got = run_raw_entry(rewritten, "main", *args)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-6, atol=1e-6)


@pytest.mark.canary(PASS)
def test_canary_iree_leaves_a_splat_outside_every_execution_region(tmp_path):
    """Without hostcall-splat-constants iree-compile 3.13 rejects the reduced program (with
    hostcall's flags: constants not inlined into dispatches).
    When this fails, IREE places the splat: the pass can go."""
    flags = [*compile_driver.TARGET_FLAGS["cpu"], *inprocess.GLOBAL_FLAGS]
    done = iree_compile_raw(CANARY.read_text(), tmp_path, flags=flags)
    assert done.returncode == 1, done.stderr[-2000:]
    assert MESSAGE in done.stderr


def test_constants_of_elementwise_readers_stay_folded(x64):
    """x64 random.multivariate_normal (its cholesky a host loop): with every splat of the
    function behind the barrier, its elementwise chains read 38 buffers, past the CPU HAL's
    32 bindings per dispatch, and the call failed; only in-place updates read them now.
    The draw is JAX's: mean + normal(key) @ cholesky(cov).T."""
    import hostcall
    import hostcall.numpy as jnp
    from hostcall import random
    key = random.PRNGKey(0)
    cov = np.array([[2.0, 0.3, 0.0], [0.3, 1.0, 0.2], [0.0, 0.2, 1.5]])
    mean = np.array([1.0, -1.0, 0.5])
    got = np.asarray(hostcall.jit(
        lambda k: random.multivariate_normal(k, jnp.asarray(mean), jnp.asarray(cov), (2,)))(key))
    z = np.asarray(hostcall.jit(lambda k: random.normal(k, (2, 3), jnp.float64))(key))
    assert got.dtype == np.float64
    np.testing.assert_allclose(got, mean + z @ np.linalg.cholesky(cov).T, rtol=1e-12, atol=1e-12)


COUNTER_IN_A_CASE = Path(__file__).parent / "inputs" / "counter_read_in_a_case.mlir"


def test_a_counter_read_in_a_case_compiles_with_the_reference_values():
    text = COUNTER_IN_A_CASE.read_text()
    rewritten = str(passes.run(text, PASS))
    args = _inputs(text)
    want = evaluate(text, *args)
    got = run_raw_entry(rewritten, "main", *args)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-6, atol=1e-6)


@pytest.mark.canary(PASS)
def test_canary_iree_leaves_a_counters_splat_outside_every_execution_region(tmp_path):
    """Without hostcall-splat-constants' copy of the counter read in the case, iree-compile
    3.13 rejects the reduced program.  When this fails, the copy can go."""
    flags = [*compile_driver.TARGET_FLAGS["cpu"], *inprocess.GLOBAL_FLAGS]
    done = iree_compile_raw(COUNTER_IN_A_CASE.read_text(), tmp_path, flags=flags)
    assert done.returncode == 1, done.stderr[-2000:]
    assert MESSAGE in done.stderr
