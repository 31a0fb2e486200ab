"""lax loops called outside jit compile, as JAX's do (primitives/control_flow.py
_run_compiled): their bodies are traced a few times, not run once per iteration;
``disable_jit`` runs them op by op, and so does a loop IREE cannot compile (said once)."""
import logging

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.config import config
from hostcall.runtime import cache, compile_driver


class Counted:
    """A loop body that counts its Python calls."""

    def __init__(self, fn):
        self.fn, self.calls = fn, 0

    def __call__(self, *args):
        self.calls += 1
        return self.fn(*args)


def _decay(n):
    y = np.ones(3, np.float32)
    for i in range(n):
        y = y * np.float32(0.999) + np.float32(0.001) * np.float32(i % 7)
    return y


def test_fori_loop_outside_jit_traces_its_body_instead_of_running_it_per_step():
    body = Counted(lambda i, y: y * 0.999 + 0.001 * (i % 7))
    out = lax.fori_loop(0, 1000, body, jnp.ones(3))
    np.testing.assert_allclose(np.asarray(out), _decay(1000), rtol=1e-5)
    assert isinstance(out, hostcall.Array) and out.dtype == np.float32
    assert body.calls <= 3       # traced (type check, then jit), not 1000 steps


def test_a_loop_called_again_with_the_same_body_is_not_traced_again():
    """As in JAX: the compiled loop is kept while its body function lives."""
    body = Counted(lambda i, y: y * 0.999 + 0.001 * (i % 7))
    lax.fori_loop(0, 1000, body, jnp.ones(3))
    traced = body.calls
    out = lax.fori_loop(0, 1000, body, jnp.ones(3))
    np.testing.assert_allclose(np.asarray(out), _decay(1000), rtol=1e-5)
    assert body.calls == traced
    lax.fori_loop(0, 1000, body, jnp.ones(4))           # a new shape: traced for it
    assert body.calls > traced
    other = Counted(lambda i, y: y * 0.999 + 0.001 * (i % 7))   # a new body: traced
    lax.fori_loop(0, 1000, other, jnp.ones(3))
    assert other.calls >= 1


def test_while_loop_and_scan_outside_jit_are_compiled_with_jit_s_values():
    cond = Counted(lambda s: s[1] < 500)
    body = Counted(lambda s: (s[0] * 0.99 + 0.5, s[1] + 1))
    x, n = lax.while_loop(cond, body, (jnp.zeros(2), 0))
    want = np.zeros(2, np.float32)
    for _ in range(500):
        want = want * np.float32(0.99) + np.float32(0.5)
    np.testing.assert_allclose(np.asarray(x), want, rtol=1e-5)
    assert int(n) == 500 and cond.calls <= 3 and body.calls <= 3

    step = Counted(lambda c, x: (c + x, c * 2.0))
    total, ys = lax.scan(step, 0.0, jnp.arange(100.0), reverse=True)
    xs = np.arange(100.0)[::-1]
    np.testing.assert_allclose(float(total), xs.sum())
    np.testing.assert_allclose(np.asarray(ys)[::-1], 2 * np.concatenate([[0], np.cumsum(xs)[:-1]]))
    assert step.calls <= 3


@pytest.mark.parametrize("how", ["block", "config"])
def test_disable_jit_runs_the_loop_and_jit_op_by_op(how):
    body = Counted(lambda i, y: y * 0.999 + 0.001 * (i % 7))
    seen = []

    @hostcall.jit
    def concrete_inside(x):
        seen.append(float(x[0]))        # a concrete value: only when run op by op
        return lax.fori_loop(0, 40, body, x)
    disabled = hostcall.disable_jit() if how == "block" else config.override(
        "disable_jit", True)
    with disabled:
        out = concrete_inside(jnp.ones(3))
    np.testing.assert_allclose(np.asarray(out), _decay(40), rtol=1e-5)
    assert body.calls >= 40 and seen == [1.0]
    with pytest.raises(hostcall.ConcretizationTypeError):    # compiled again after
        concrete_inside(jnp.ones(3))


def test_callbacks_in_an_eager_loop_run_every_iteration_in_order(capsys):
    seen = []

    def body(i, y):
        hostcall.debug.print("step {i}", i=i)
        hostcall.io_callback(lambda v: seen.append(int(v)), None, i, ordered=True)
        return y + i
    out = lax.fori_loop(0, 5, body, jnp.int32(0))
    hostcall.effects_barrier()
    assert int(out) == 10
    assert seen == [0, 1, 2, 3, 4]
    assert capsys.readouterr().out == "".join(f"step {i}\n" for i in range(5))


def test_a_loop_iree_rejects_runs_op_by_op_and_says_so(monkeypatch, caplog):
    def rejecting(text, *args, **kwargs):
        raise compile_driver.CompileError("IREE failed", "", None, None, "a made-up rejection")
    monkeypatch.setattr(cache, "compile_text", rejecting)

    def eager_halvings():
        return lax.fori_loop(0, 6, lambda i, y: y * 0.5, jnp.full(2, 64.0))  # THE LOOP
    line = eager_halvings.__code__.co_firstlineno + 1
    with caplog.at_level(logging.WARNING, logger="hostcall.performance"):
        out = eager_halvings()
    np.testing.assert_array_equal(np.asarray(out), [1.0, 1.0])
    [message] = [r.getMessage() for r in caplog.records if r.name == "hostcall.performance"]
    assert message == (f"lax.fori_loop at {__file__}:{line} runs op by op in Python, much "
                       "slower than compiled: IREE could not compile it (a made-up rejection)")


def test_type_errors_of_an_eager_loop_are_jit_s():
    with pytest.raises(TypeError, match="body_fun"):
        lax.fori_loop(0, 3, lambda i, y: y.astype(np.int32), jnp.ones(2))
