"""hostcall-forward-while-carries: host loops whose condition alone reads a carry compile
(IREE 3.13's stream conversion failed on them) and keep their values."""
import numpy as np
import pytest
from scipy import special

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.api import Lowered
from hostcall.runtime import cache, compile_driver

# 200 elements: past max-scalars, so the loops stay host loops on the CPU too
ALPHA = np.linspace(0.3, 5.0, 200, dtype=np.float32).reshape(20, 10)
SAMPLE = np.linspace(4.0, 0.2, 200, dtype=np.float32).reshape(20, 10)


def nanvar_and_gamma_grad(x, a):
    return jnp.nanvar(x), lax.random_gamma_grad(a, x)


def _gamma_grad(alpha, sample):
    """d sample / d alpha of a gamma sample: -(dP/da) / (dP/dx), P = scipy's gammainc."""
    a, x, h = alpha.astype(np.float64), sample.astype(np.float64), 1e-6
    dp_da = (special.gammainc(a + h, x) - special.gammainc(a - h, x)) / (2 * h)
    dp_dx = np.exp((a - 1) * np.log(x) - x - special.gammaln(a))
    return -dp_da / dp_dx


def test_a_condition_only_carry_next_to_nanvar_compiles_and_matches_scipy():
    """The cuda pipeline's program, run on the CPU, keeps the values."""
    traced = hostcall.jit(nanvar_and_gamma_grad, backend="cpu").lower(SAMPLE, ALPHA).traced
    var, grad = Lowered(traced, "cpu", passes.default_pipeline("cuda")).compile()(SAMPLE, ALPHA)
    np.testing.assert_allclose(np.asarray(var), np.nanvar(SAMPLE), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(grad), _gamma_grad(ALPHA, SAMPLE), rtol=2e-5)


def test_the_cpu_pipeline_compiles_it_through_guard_unread_carries():
    """On the CPU, hostcall-guard-unread-carries ties the condition-only carry to its next
    value (never a loop counter: forward-while-carries' barrier over one hung a host loop
    there, see passes.TARGET_PASSES), and the program compiles with scipy's values."""
    assert "hostcall-forward-while-carries" not in passes.default_pipeline("cpu").split(",")
    var, grad = hostcall.jit(nanvar_and_gamma_grad)(SAMPLE, ALPHA)
    np.testing.assert_allclose(np.asarray(var), np.nanvar(SAMPLE), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(grad), _gamma_grad(ALPHA, SAMPLE), rtol=2e-5)


@pytest.mark.canary("hostcall-guard-unread-carries")
@pytest.mark.canary("hostcall-forward-while-carries")
@pytest.mark.parametrize("target", ["cpu", "cuda"])
def test_without_the_passes_iree_rejects_the_loop(target):
    """The failure the passes avoid, for the CPU's host loops and for cuda (where
    iree-compile runs without a GPU); with them the program compiles.  Without
    hostcall-guard-loop-entries too: the barrier it puts after the loop on the values the
    loop's start is computed from (every value of the chain since it follows chains of any
    length) also keeps IREE off this failure."""
    traced = hostcall.jit(nanvar_and_gamma_grad, backend=target).lower(SAMPLE, ALPHA).traced
    pipeline = passes.default_pipeline(target)
    assert ("hostcall-forward-while-carries" in pipeline.split(",")) == (target == "cuda")
    without = ",".join(p for p in pipeline.split(",") if p not in (
        "hostcall-forward-while-carries", "hostcall-guard-unread-carries",
        "hostcall-guard-loop-entries"))
    with pytest.raises(compile_driver.CompileError, match="region successor needs"):
        cache.compile_text(Lowered(traced, target, without).as_text("lowered"), target)
    assert len(cache.compile_text(Lowered(traced, target).as_text("lowered"), target)) > 0
