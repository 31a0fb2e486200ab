"""Handlers that wait for other threads running compiled code: each case finishes.

Every scenario runs in a child interpreter under a time bound, so a deadlock fails
the test instead of hanging the suite.
"""
import subprocess
import sys
import textwrap

import pytest

BOUND_S = 120   # a cold compile cache included; a working run takes a few seconds

PRELUDE = """
import threading, time
from concurrent.futures import ThreadPoolExecutor
import numpy as np
import hostcall, hostcall.numpy as jnp
from hostcall import io_callback, pure_callback
"""

SCENARIOS = {
    # effects_barrier in an ordered handler while another thread has dispatched an
    # ordered program that waits for this run: the barrier does not wait for it.
    "barrier_in_ordered_handler": ("""
        started = threading.Event()
        def h(v):
            started.set()
            time.sleep(0.3)
            hostcall.effects_barrier()
            return v
        f = hostcall.jit(lambda x: io_callback(h, x, x, ordered=True))
        g = hostcall.jit(lambda x: io_callback(lambda v: v + 1, x, x, ordered=True))
        g(jnp.float32(0)); f(jnp.float32(0)); started.clear()
        out = []
        t = threading.Thread(target=lambda: out.append(float(f(jnp.float32(1)))))
        t.start(); started.wait()
        out.append(float(g(jnp.float32(1))))
        t.join()
        print(sorted(out))
        """, "[1.0, 2.0]"),
    # Two handlers on two threads, each calling effects_barrier: neither waits forever.
    "barriers_in_two_handlers": ("""
        both = threading.Barrier(2)
        def h(v):
            both.wait(10)
            hostcall.effects_barrier()
            return v * 2
        f = hostcall.jit(lambda x: pure_callback(h, x, x))
        g = hostcall.jit(lambda x: io_callback(h, x, x))
        out = []
        t = threading.Thread(target=lambda: out.append(float(f(jnp.float32(1)))))
        t.start()
        out.append(float(g(jnp.float32(2))))
        t.join()
        print(sorted(out))
        """, "[2.0, 4.0]"),
    # An ordered handler starting a thread that runs an ordered program, and joining it.
    "ordered_handler_joins_ordered_run": ("""
        log = []
        g = hostcall.jit(lambda x: io_callback(lambda v: (log.append(float(v)), v + 1)[1],
                                               x, x, ordered=True))
        def h(v):
            t = threading.Thread(target=lambda: log.append(float(g(v))))
            t.start(); t.join()
            return v * 10
        f = hostcall.jit(lambda x: io_callback(h, x, x, ordered=True))
        print(float(f(jnp.float32(1))), log)
        """, "10.0 [1.0, 2.0]"),
    # The same through a thread pool and a chain of two threads.
    "ordered_handler_waits_for_pool_and_chain": ("""
        g = hostcall.jit(lambda x: io_callback(lambda v: v + 1, x, x, ordered=True))
        def h(v):
            with ThreadPoolExecutor(1) as pool:
                a = float(pool.submit(lambda: g(v)).result())
            inner = []
            def outer():
                t = threading.Thread(target=lambda: inner.append(float(g(v))))
                t.start(); t.join()
            t = threading.Thread(target=outer)
            t.start(); t.join()
            return np.float32(a + inner[0])
        f = hostcall.jit(lambda x: io_callback(h, x, x, ordered=True))
        print(float(f(jnp.float32(1))))
        """, "4.0"),
    # An unordered handler running the same jitted function on another thread.
    "handler_joins_same_function": ("""
        depth = [0]
        inner = []
        def h(v):
            if depth[0] == 0:
                depth[0] += 1
                t = threading.Thread(target=lambda: inner.append(float(f(v))))
                t.start(); t.join()
            return v + 1
        f = hostcall.jit(lambda x: pure_callback(h, x, x) * 2)
        print(float(f(jnp.float32(1))), inner)
        """, "4.0 [4.0]"),
    # Runs that merely contend for the gates still wait their turn and keep order.
    "plain_contention_still_serializes": ("""
        log, lock = [], threading.Lock()
        def rec(who, i):
            with lock:
                log.append((int(who), int(i)))
            time.sleep(0.0005)
        f = hostcall.jit(lambda w, i: (io_callback(rec, None, w, i, ordered=True),
                                       io_callback(rec, None, w, i, ordered=True), i)[2])
        f(0, 0); log.clear()
        ts = [threading.Thread(target=lambda w=w: [f(w, i) for i in range(20)])
              for w in range(1, 4)]
        [t.start() for t in ts]; [t.join() for t in ts]
        pairs = all(a == b for a, b in zip(log[::2], log[1::2]))
        orders = all([i for w2, i in log[::2] if w2 == w] == list(range(20))
                     for w in range(1, 4))
        print(len(log), pairs, orders)
        """, "120 True True"),
}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_scenario_finishes_with_the_right_result(name):
    body, expected = SCENARIOS[name]
    code = PRELUDE + textwrap.dedent(body)
    try:
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              timeout=BOUND_S)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{name} hung (no result in {BOUND_S} s)")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.strip().splitlines()[-1] == expected
