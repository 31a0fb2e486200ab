"""hostcall.profile: compiled calls and host callbacks recorded with counts, nesting, bytes and
threads; the summary table; Chrome trace-event files; HOSTCALL_PROFILE for a whole process."""
import json
import os
import subprocess
import sys
import threading

import numpy as np

import hostcall
import hostcall.numpy as jnp
from hostcall import lax

SDS = hostcall.ShapeDtypeStruct


def log(i, v):
    pass


def scale(v):
    return (v * 2).astype(v.dtype)


@hostcall.jit
def stepper(x):
    def body(i, c):
        hostcall.io_callback(log, None, i, c, ordered=True)
        return hostcall.pure_callback(scale, SDS(c.shape, c.dtype), c)
    return lax.fori_loop(0, 4, body, x)


def test_records_each_call_and_callback_nested_in_its_call():
    x = jnp.ones(8)
    stepper(x)   # compile outside the profile
    with hostcall.profile() as p:
        for _ in range(3):
            stepper(x)
    assert [e.name for e in p.calls] == ["stepper"] * 3
    assert sorted({e.name for e in p.callbacks}) == ["log", "scale"]
    assert sum(e.name == "scale" for e in p.callbacks) == 12
    logs = [e for e in p.callbacks if e.name == "log"]
    assert len(logs) == 12 and all(e.kind == "io" and e.ordered for e in logs)
    scales = [e for e in p.callbacks if e.name == "scale"]
    assert all(e.kind == "pure" and not e.ordered for e in scales)
    assert all(e.bytes == 2 * 8 * 4 for e in scales)     # operand and result, f32[8]
    assert all(e.bytes == 4 + 8 * 4 for e in logs)       # i32[] and f32[8]
    for call in p.calls:   # every callback runs inside a call, on its thread
        inside = [e for e in p.callbacks if call.start_ns <= e.start_ns and
                  e.start_ns + e.duration_ns <= call.start_ns + call.duration_ns]
        assert len(inside) == 8 and {e.thread_id for e in inside} == {call.thread_id}
        assert call.bytes == 2 * 8 * 4   # argument and result
    with hostcall.profile() as quiet:
        pass
    stepper(x)
    assert quiet.events == [] and len(p.calls) == 3   # nothing recorded outside the block


def test_summary_table_has_a_row_per_callback_and_function():
    x = jnp.ones(4)
    stepper(x)
    with hostcall.profile() as p:
        stepper(x)
    lines = p.summary().splitlines()
    assert lines[0].split() == ["name", "kind", "count", "total", "ms", "mean", "us", "p50",
                                "us", "p99", "us", "bytes", "share"]
    rows = {line.split()[0]: line.split() for line in lines[2:]}
    assert set(rows) == {"log", "scale", "stepper"}
    assert rows["scale"][1:3] == ["pure", "4"] and rows["log"][1:4] == ["io", "ordered", "4"]
    assert rows["stepper"][1:3] == ["call", "1"]
    share = float(rows["scale"][-1].rstrip("%"))
    assert 0 < share < 100


def test_saved_trace_has_a_track_per_thread_and_ordered_flows(tmp_path):
    x = jnp.ones(4)
    stepper(x)
    both = threading.Barrier(2)

    def work():
        stepper(x)
        both.wait()   # alive until both are done: a finished thread's id can be reused

    with hostcall.profile() as p:
        threads = [threading.Thread(target=work, name=f"worker-{i}") for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    path = tmp_path / "trace.json"
    p.save(path)
    events = json.loads(path.read_text())["traceEvents"]
    spans = [e for e in events if e["ph"] == "X"]
    assert len(spans) == 2 + 2 * 8
    names = {e["args"]["name"] for e in events if e["ph"] == "M"}
    assert names == {"worker-0", "worker-1"}
    assert len({e["tid"] for e in spans}) == 2
    starts = [e for e in events if e["ph"] == "s"]
    finishes = [e for e in events if e["ph"] == "f"]
    assert len(starts) == len(finishes) == 2 * 4 - 1   # one chain of the 8 ordered io calls
    assert all(e["ts"] >= 0 and e["dur"] >= 0 for e in spans)


def test_hostcall_profile_environment_variable_writes_the_trace_at_exit(tmp_path):
    out = tmp_path / "whole.json"
    code = ("import numpy as np, hostcall\n"
            "f = hostcall.jit(lambda a: hostcall.pure_callback(lambda v: v + 1, a, a) * 2)\n"
            "f(np.ones(3, np.float32)); f(np.ones(3, np.float32))\n")
    env = dict(os.environ, HOSTCALL_PROFILE=str(out))
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr
    spans = [e for e in json.loads(out.read_text())["traceEvents"] if e["ph"] == "X"]
    assert [e["cat"] for e in spans].count("call") == 2
    assert [e["cat"] for e in spans].count("callback") == 2
    assert np.all([e["name"] == "lambda" for e in spans if e["cat"] == "callback"])
