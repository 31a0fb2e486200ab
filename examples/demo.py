"""A tour of hostcall: tracing to StableHLO, running compiled code, host callbacks, the CLI."""
import os
import subprocess
import sys
import tempfile

import numpy as np

import hostcall
import hostcall.numpy as jnp
from hostcall import lax


def section(title):
    print(f"\n=== {title} ===")


section("1. Trace a function to StableHLO and run it compiled")


@hostcall.jit
def step(a, b):
    return jnp.sin(a + b) * b


a, b = jnp.ones(4), jnp.arange(4.0)
print(step.lower(a, b).as_text())
print("step(a, b) =", step(a, b))

section("2. Host callbacks inside compiled code")


def f_host(x):
    return np.sin(x).astype(x.dtype)  # numpy, on the host


@hostcall.jit
def f(x):
    y = hostcall.pure_callback(f_host, hostcall.ShapeDtypeStruct(x.shape, x.dtype), x)
    hostcall.debug.print("intermediate value: {}", y)
    return y * 2


print("f(arange(5.)) =", f(jnp.arange(5.0)))
hostcall.effects_barrier()

log = []


@hostcall.jit
def loop(xs):
    def body(carry, x):
        hostcall.io_callback(lambda c, v: log.append((int(c), float(v))), None, carry, x,
                             ordered=True)
        return carry + 1, x * 2
    return lax.scan(body, 0, xs)


print("scan with an ordered io_callback:", loop(jnp.arange(3.0)))
hostcall.effects_barrier()
print("host log, in program order:", log)

section("3. The pipeline, stage by stage, and the CLI")
print(f.lower(jnp.arange(5.0)).as_text("lowered"))

with tempfile.TemporaryDirectory() as tmp:
    with open(os.path.join(tmp, "loop.mlir"), "w") as out:
        out.write(loop.lower(jnp.arange(3.0)).as_text("traced"))
    for cmd in (["hostcall-opt", "loop.mlir", "-p", "hostcall-order-effects,canonicalize"],
                ["hostcall", "inspect", "loop.mlir"]):
        print("$", " ".join(cmd))
        # the console scripts, run through this interpreter (works without them on PATH)
        module = {"hostcall-opt": "hostcall.tools.opt", "hostcall": "hostcall.tools.cli"}[cmd[0]]
        done = subprocess.run([sys.executable, "-m", module, *cmd[1:]], capture_output=True,
                              text=True, cwd=tmp)
        print(done.stdout or done.stderr)
