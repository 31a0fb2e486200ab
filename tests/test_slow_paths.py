"""jit says when a lax loop runs on the host (compiler/slow_paths.py): once per loop, with
the function, the loop's source line, why no loop kernel took it, and the cost."""
import logging

import numpy as np
from iree.compiler import ir

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.runtime import cache, compile_driver
from hostcall.tools import inspect_loops
from hostcall.tools.compile_module import lower_and_compile
from hostcall.tools.mlir_input import parse_module

LOGGER = "hostcall.performance"


def _warnings(caplog):
    return [r.getMessage() for r in caplog.records
            if r.name == LOGGER and r.levelno == logging.WARNING]


def test_a_host_loop_is_named_once_with_its_line_reason_and_cost(caplog):
    def normalized_steps(x):
        return lax.fori_loop(0, 20, lambda i, y: y / (1.0 + jnp.max(jnp.abs(y))) + 0.5, x)  # LOOP
    loop_line = normalized_steps.__code__.co_firstlineno + 1
    f = hostcall.jit(normalized_steps)
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        x = np.linspace(-1, 1, 300, dtype=np.float32)
        want = x.copy()
        for _ in range(20):
            want = want / (1 + np.abs(want).max()) + 0.5
        np.testing.assert_allclose(np.asarray(f(x)), want, rtol=1e-5)
        f(np.zeros(500, np.float32))       # another signature: the same loop, no second line
    [message] = _warnings(caplog)
    assert message.startswith(f"jit(normalized_steps): the loop at {__file__}:{loop_line} "
                              "runs on the host, about 2 us or more per iteration")
    assert "300 elements" in message      # why: the state is past every kernel form's bound


def test_a_loop_that_becomes_a_kernel_says_nothing(caplog):
    def damped(x):
        return lax.fori_loop(0, 50, lambda i, y: y * 0.5 + 1.0, x)
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        np.testing.assert_allclose(np.asarray(hostcall.jit(damped)(np.zeros(4, np.float32))),
                                   np.full(4, 2.0), rtol=1e-6)
    assert _warnings(caplog) == []


def test_the_warning_is_silenced_by_the_logger_level(caplog):
    def summed_steps(x):
        return lax.fori_loop(0, 3, lambda i, y: y + jnp.sum(y), x)
    logging.getLogger(LOGGER).setLevel(logging.ERROR)
    try:
        with caplog.at_level(logging.WARNING):
            out = hostcall.jit(summed_steps)(np.ones(400, np.float32))
    finally:
        logging.getLogger(LOGGER).setLevel(logging.INFO)
    np.testing.assert_allclose(np.asarray(out), np.full(400, 401.0 ** 3), rtol=2e-5)
    assert _warnings(caplog) == []


def test_loops_whose_kernels_iree_rejects_are_named_with_iree_s_error(monkeypatch, caplog):
    """jit compiles again without loop kernels when IREE rejects one (passes.
    without_loop_kernels): each such loop now runs on the host, and jit says why."""
    real = cache.compile_text

    def rejecting_kernels(text, *args, **kwargs):
        if "flow.dispatch.region" in text:
            raise compile_driver.CompileError("IREE failed", "", None, None, "a made-up rejection")
        return real(text, *args, **kwargs)
    monkeypatch.setattr(cache, "compile_text", rejecting_kernels)

    def halvings(x):
        return lax.fori_loop(0, 10, lambda i, y: y * 0.5, x)
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        out = hostcall.jit(halvings)(np.full(3, 1024.0, np.float32))
    np.testing.assert_array_equal(np.asarray(out), np.ones(3))
    [message] = _warnings(caplog)
    assert message.startswith(f"jit(halvings): the loop at {__file__}:")
    assert message.endswith("IREE rejected its loop kernels (a made-up rejection)")


def test_inspect_and_jit_give_the_same_reason(caplog):
    """``hostcall inspect``'s loop table (tools.inspect_loops) and the warning agree."""
    def scaled_by_norm(x):
        return lax.while_loop(lambda s: s[1] < 5,
                              lambda s: (s[0] / jnp.linalg.norm(s[0]), s[1] + 1), (x, 0))[0]
    f = hostcall.jit(scaled_by_norm)
    x = np.ones(130, np.float32)
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        f(x)
    [message] = _warnings(caplog)
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse(f.lower(x).as_text("traced"))
        sites = inspect_loops.loop_sites(module)
    [site] = [s for s in sites if s.verdict == "host loop"]
    assert message.endswith(": " + site.detail)


HALVING_LOOP = """
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %y = %x) : tensor<i32>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %h = stablehlo.constant dense<0.5> : tensor<3xf32>
    %z = stablehlo.multiply %y, %h : tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %z : tensor<i32>, tensor<3xf32>
  }
  return %w#1 : tensor<3xf32>
}
"""


def test_a_module_whose_kernels_iree_rejects_says_so(monkeypatch, caplog):
    """lower_and_compile (hostcall run / compile, the Ray compile farm) compiles a module
    again without loop kernels when IREE rejects them, and says so as jit does."""
    real = cache.compile_text

    def rejecting_kernels(text, *args, **kwargs):
        if "flow.dispatch.region" in text:
            raise compile_driver.CompileError("IREE failed", "", None, None, "a made-up rejection")
        return real(text, *args, **kwargs)
    monkeypatch.setattr(cache, "compile_text", rejecting_kernels)
    module = parse_module(HALVING_LOOP, "halving_rejected.mlir", ir.Context())
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        compiled = lower_and_compile(module, "halving_rejected.mlir")
    assert "flow.dispatch.region" not in compiled.lowered_text
    [message] = _warnings(caplog)
    assert message.startswith("jit(halving_rejected.mlir:main): the loop at ")
    assert "runs on the host" in message
    assert message.endswith("IREE rejected its loop kernels (a made-up rejection)")
