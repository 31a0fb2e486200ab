"""Ctrl-C (a real SIGINT) during a long scan with ordered callbacks is KeyboardInterrupt.

The signal lands at a random bytecode boundary: inside a handler, in the runtime's
marshaling, or on the first instruction of the import function that IREE calls; each
time the caller must see KeyboardInterrupt, never IREE's RuntimeError.
"""
import signal
import subprocess
import sys
import time

import pytest

CHILD = """
import hostcall, hostcall.numpy as jnp
from hostcall import io_callback, lax

def body(c, _):
    y = io_callback(lambda v: v, c, c, ordered=True)
    return jnp.sin(y) + c * 2 + 1, y

f = hostcall.jit(lambda c: lax.scan(body, c, None, length=5_000_000)[0])
hostcall.jit(lambda c: lax.scan(body, c, None, length=3)[0])(jnp.float32(0))
print("ready", flush=True)
try:
    f(jnp.float32(0))
    print("finished")
except KeyboardInterrupt:
    print("KeyboardInterrupt")
except BaseException as e:
    print("other", type(e).__name__, repr(str(e)[-300:]))
# the executable stays usable after the interrupt
print(float(hostcall.jit(lambda c: lax.scan(body, c, None, length=3)[0])(jnp.float32(0))))
"""

RUNS = 8


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_sigint_during_a_scan_of_ordered_callbacks_is_keyboard_interrupt_every_time():
    outcomes = []
    for i in range(RUNS):
        child = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        try:
            assert child.stdout.readline().strip() == "ready", child.stderr.read()[-2000:]
            time.sleep(0.2 + 0.037 * i)     # land at different points of the loop
            child.send_signal(signal.SIGINT)
            out, err = child.communicate(timeout=120)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
        lines = out.strip().splitlines()
        outcomes.append(lines[0] if lines else f"no output, rc={child.returncode}: {err[-500:]}")
        assert abs(float(lines[-1]) - 8.038817) < 1e-5, (out, err[-2000:])   # numpy float32
    assert outcomes == ["KeyboardInterrupt"] * RUNS
