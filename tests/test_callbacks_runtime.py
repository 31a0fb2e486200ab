"""The callback runtime: errors, reentrancy and threads, tokens, manifests."""
import json
import logging
import re
import threading
import time
import traceback

import numpy as np
import pytest
from iree.compiler import ir

import hostcall
import hostcall.numpy as jnp
from hostcall import debug, io_callback, pure_callback
from hostcall.runtime import compile_text, get_device
from hostcall.runtime.callbacks import load_with_callbacks

SDS = hostcall.ShapeDtypeStruct


def boom(*args):
    raise ValueError("boom")


# ---------------------------------------------------------------- errors
CALLBACK_SITES = {
    "pure": lambda x: pure_callback(boom, x, x),
    "io": lambda x: io_callback(boom, x, x),
    "io_ordered": lambda x: io_callback(boom, x, x, ordered=True),
    "debug": lambda x: (debug.callback(boom, x), x)[1],
}
LOG_MESSAGES = {"pure": "hostcall.pure_callback failed", "io": "hostcall.io_callback failed",
                "io_ordered": "hostcall.io_callback failed",
                "debug": "hostcall.debug.callback failed"}


@pytest.mark.parametrize("site", sorted(CALLBACK_SITES))
@pytest.mark.parametrize("mode", ["jit", "eager"])
def test_original_exception_note_traceback_and_log(caplog, site, mode):
    fn = CALLBACK_SITES[site]
    run = hostcall.jit(fn) if mode == "jit" else fn
    caplog.set_level(logging.ERROR, logger="hostcall.callbacks")
    with pytest.raises(ValueError) as info:
        run(jnp.float32(2.))
    err = info.value
    assert str(err) == "boom"
    assert any("boom" in note for note in getattr(err, "__notes__", []))
    assert "boom" in [frame.name for frame in traceback.extract_tb(err.__traceback__)]
    records = [r for r in caplog.records if r.name == "hostcall.callbacks"]
    assert [r.getMessage() for r in records] == [LOG_MESSAGES[site]]
    assert records[0].levelno == logging.ERROR and records[0].exc_info is not None
    assert "Traceback (most recent call last)" in caplog.text


def test_err_later_calls_work_after_a_failure_including_ordered_ones():
    calls = []

    def flaky(v):
        calls.append(float(v))
        if v < 0:
            raise KeyError("negative")
        return v

    @hostcall.jit
    def f(x):
        y = io_callback(flaky, x, x, ordered=True)
        return pure_callback(flaky, x, y)
    assert float(f(1.)) == 1.0
    with pytest.raises(KeyError, match="negative"):
        f(-1.)
    assert float(f(2.)) == 2.0
    assert calls == [1., 1., -1., 2., 2.]


def test_validation_errors_come_after_the_side_effects():
    calls = []

    def returns(value):
        def cb(x):
            calls.append(1)
            return value
        return cb

    @hostcall.jit
    def count(x):
        return pure_callback(returns((np.float32(1), np.float32(2))), x, x)

    @hostcall.jit
    def shape(x):
        return pure_callback(returns(np.float32(1.)), SDS((1,), np.float32), x)

    @hostcall.jit
    def dtype(x):
        return io_callback(returns(np.int32(1)), SDS((), np.float32), x)
    with pytest.raises(RuntimeError, match=r"Mismatched number of outputs from callback\. "
                       r"Expected: 1, Actual: 2"):
        count(jnp.float32(0.))
    with pytest.raises(RuntimeError, match=re.escape("Incorrect output shape for return value "
                                                     "#0: Expected: (1,), Actual: ()")):
        shape(jnp.float32(0.))
    with pytest.raises(RuntimeError, match="Incorrect output dtype for return value #0: "
                       "Expected: float32, Actual: int32") as info:
        dtype(jnp.float32(0.))
    assert "cb" in str(info.value)            # the message names the callback
    assert calls == [1, 1, 1]
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'x'"):
        hostcall.jit(lambda: pure_callback(lambda x: x, SDS((), np.float32)))()


def test_handlers_get_read_only_views():
    def write(v):
        v[0] = 1.0
        return v
    with pytest.raises(ValueError, match="read-only"):
        hostcall.jit(lambda x: pure_callback(write, x, x))(jnp.zeros(3))


def test_views_stay_valid_after_the_run_that_made_them():
    kept = []

    def keep(v):
        kept.append(v)
        return v + np.float32(1)
    f = hostcall.jit(lambda x: pure_callback(keep, x, x) * 2)
    outs = [f(jnp.full(1000, float(i))).tolist() for i in range(3)]
    assert outs == [[2. * (i + 1)] * 1000 for i in range(3)]
    assert not kept[0].flags.owndata and not kept[0].flags.writeable
    assert [k.tolist() for k in kept] == [[float(i)] * 1000 for i in range(3)]


def test_keyboard_interrupt_in_a_handler_stops_the_run_cleanly():
    state = {"interrupt": True}

    def cb(v):
        if state["interrupt"]:
            raise KeyboardInterrupt
        return v
    f = hostcall.jit(lambda x: io_callback(cb, x, x, ordered=True) + 1)
    with pytest.raises(KeyboardInterrupt):
        f(jnp.float32(1.))
    state["interrupt"] = False
    assert float(f(jnp.float32(1.))) == 2.0


# ---------------------------------------------------------------- reentrancy
def test_callbacks_may_call_compiled_code():
    jf = hostcall.jit(lambda x: jnp.sin(x) * 2)
    expected = [0., 1.6829419, 1.8185948]
    out = hostcall.jit(lambda x: pure_callback(lambda v: np.asarray(jf(v)), x, x))(jnp.arange(3.))
    np.testing.assert_allclose(np.asarray(out), expected, rtol=1e-6)
    out = hostcall.jit(lambda x: io_callback(lambda v: np.asarray(jf(v)), x, x, ordered=True))(
        jnp.arange(3.))
    np.testing.assert_allclose(np.asarray(out), expected, rtol=1e-6)
    seen = []
    hostcall.jit(lambda x: (debug.callback(lambda v: seen.append(np.asarray(jf(v))), x), x)[1])(
        jnp.arange(3.))
    hostcall.effects_barrier()
    np.testing.assert_allclose(seen[0], expected, rtol=1e-6)
    out = pure_callback(lambda v: np.asarray(2 * jnp.log(jnp.asarray(v) + 1)),
                        SDS((), np.float32), jnp.float32(1.))
    assert float(out) == pytest.approx(2 * np.log(2.))


def test_nested_callbacks_through_a_handler_and_loops_of_calls():
    inner = hostcall.jit(lambda x: io_callback(lambda v: v * 3, x, x, ordered=True) + 1)
    outer = hostcall.jit(lambda x: io_callback(lambda v: np.asarray(inner(v)), x, x,
                                               ordered=True))
    assert float(outer(jnp.float32(2.))) == 7.0
    for _ in range(30):
        assert float(outer(jnp.float32(1.))) == 4.0


# ---------------------------------------------------------------- threads
def test_effects_barrier_waits_for_other_threads_runs():
    started, done = threading.Event(), []

    def slow(v):
        started.set()
        time.sleep(0.2)
        done.append(float(v))
    f = hostcall.jit(lambda x: (io_callback(slow, None, x), x)[1])
    f(jnp.float32(0.))
    done.clear()
    started.clear()
    t = threading.Thread(target=f, args=(jnp.float32(1.),))
    t.start()
    started.wait(5)
    hostcall.effects_barrier()
    assert done == [1.0]
    t.join()


def test_ordered_runs_from_threads_never_interleave():
    log, lock = [], threading.Lock()

    def record(tag):
        def cb(who, i):
            with lock:
                log.append((tag, int(who), int(i)))
            time.sleep(0.001)
        return cb

    @hostcall.jit
    def f(who, i):
        io_callback(record("a"), None, who, i, ordered=True)
        io_callback(record("b"), None, who, i, ordered=True)
        return i
    f(0, 0)
    log.clear()

    def work(who):
        for i in range(15):
            f(who, i)
    threads = [threading.Thread(target=work, args=(w,)) for w in range(1, 4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    hostcall.effects_barrier()
    assert len(log) == 90
    for first, second in zip(log[::2], log[1::2]):      # each run's pair stays together
        assert (first[0], second[0]) == ("a", "b") and first[1:] == second[1:]
    for who in range(1, 4):                              # each thread keeps its order
        assert [e[2] for e in log if e[1] == who and e[0] == "a"] == list(range(15))


# ---------------------------------------------------------------- tokens
def test_one_token_per_ordered_effect_kind():
    def both(x):
        io_callback(lambda v: None, None, x, ordered=True)
        debug.print("{}", x, ordered=True)
        return x

    def unordered(x):
        io_callback(lambda v: None, None, x)
        debug.callback(lambda v: None, x)
        return pure_callback(lambda v: v, x, x)
    x = jnp.float32(1.)
    text = hostcall.jit(both).lower(x).as_text("optimized")
    main = next(line for line in text.splitlines() if "func.func @main" in line)
    assert main.count("!stablehlo.token") == 4           # two parameters, two results
    assert 'hostcall.kind = "io", hostcall.ordered = true' in text
    assert 'hostcall.kind = "debug", hostcall.ordered = true' in text
    text = hostcall.jit(unordered).lower(x).as_text("optimized")
    assert "!stablehlo.token" not in text
    assert text.count("has_side_effect = true") == 2


# ---------------------------------------------------------------- manifests
def test_lowered_module_carries_its_manifest_and_binds_handlers_by_name():
    def f(x):
        return pure_callback(np.sin, x, x) + io_callback(np.cos, x, x, ordered=True)
    lowered = hostcall.jit(f).lower(jnp.zeros(4))
    text = lowered.as_text("lowered")
    module = lowered.lowered_module()
    with module.context:
        manifest = json.loads(ir.StringAttr(module.operation.attributes["hostcall.manifest"]).value)
    assert [(m["callback"], m["kind"], m["ordered"]) for m in manifest] == [
        ("sin", "pure", False), ("cos", "io", True)]
    assert manifest[0]["operands"] == [[[4], "float32"]]
    device = get_device("cpu")
    vmfb = compile_text(text, "cpu")
    handlers = {"sin": lambda v: np.full(4, 10, np.float32),
                "cos": lambda v: [np.full(4, 1, np.float32)]}
    exe, _ = load_with_callbacks(vmfb, device, manifest, handlers)
    out = exe.invoke([device.put(np.zeros(4, np.float32))], 1)[0]
    assert device.view(out, np.float32).tolist() == [11.] * 4
    with pytest.raises(KeyError, match="no handler for host callback 'cos'"):
        load_with_callbacks(vmfb, device, manifest, {"sin": handlers["sin"]})
