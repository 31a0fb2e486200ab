"""Compile time against program size: hostcall's own work (trace + passes) and IREE's.

Three programs at about 10, 100, 1000 and 5000 traced ops: an unrolled Python loop of
``x = tanh(x @ x.T) + sin(x) * i`` on f32[8, 8], a long elementwise chain
``x = tanh(x) * c + x`` on f32[64], and unrolled RK4 steps of two damped pendulums
(f32[4], four sines a step: where hostcall-reduce-trig's shared kernels matter).  Each size compiles in a fresh process with the disk
cache off; a line gives hostcall's trace, passes and IREE times, its own share of the
total, and JAX's lower + compile time of the same program (own process) with the ratio
when JAX is installed.  The compiler is warm (the compile worker started, a tiny module
compiled first).  Times are wall clock; ``cpu`` is the CPU time of the process, its
children and the compile worker, steadier on a busy machine.

    python bench/compile_bench.py                  # sizes 10 100 1000 5000, all programs
    python bench/compile_bench.py 10 100 --kinds chain
    HOSTCALL_COMPILER=subprocess python bench/compile_bench.py   # iree-compile per module
    HOSTCALL_COMPILER=inprocess python bench/compile_bench.py    # IREE in this process
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

from _common import jax_modules, print_load

_PROGRAMS = """
def loop(np_mod, steps):
    def f(x):
        for i in range(steps):
            x = np_mod.tanh(x @ x.T) + np_mod.sin(x) * (i + 0.5)
        return x
    return f, np.ones((8, 8), np.float32) / 8

def chain(np_mod, steps):
    def f(x):
        for i in range(steps):
            x = np_mod.tanh(x) * (1.0 + i / 1e4) + x
        return x
    return f, np.linspace(-1, 1, 64, dtype=np.float32)

def ode(np_mod, steps):
    def field(s):   # two damped pendulums: angles, then angular velocities
        return np_mod.concatenate([s[2:], -np_mod.sin(s[:2]) - 0.1 * s[2:]])
    def f(s):
        h = 0.01
        for _ in range(steps):
            k1 = field(s)
            k2 = field(s + h / 2 * k1)
            k3 = field(s + h / 2 * k2)
            k4 = field(s + h * k3)
            s = s + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return s
    return f, np.linspace(-1, 1, 4, dtype=np.float32)
"""

_HOSTCALL = _PROGRAMS + """
import json, resource, sys, time
import numpy as np
import hostcall, hostcall.numpy as jnp
from hostcall.runtime import cache, compile_driver, compile_worker

def cpu():   # the compile worker's too: a child that runs on is not in RUSAGE_CHILDREN
    me, kids = (resource.getrusage(w) for w in (resource.RUSAGE_SELF,
                                                   resource.RUSAGE_CHILDREN))
    return (me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime +
            compile_worker.cpu_seconds())

kind, steps = sys.argv[1], int(sys.argv[2])
warm = hostcall.jit(lambda x: x + 1).lower(np.ones(2, np.float32)).lowered_text   # imports
if compile_worker.enabled():
    compile_worker.start(compile_driver.TARGET_FLAGS["cpu"], wait=True)
cache.compile_text(warm, "cpu", use_disk=False)   # and the compiler (worker, session) warm
f, x = globals()[kind](jnp, steps)
c0, t0 = cpu(), time.perf_counter()
lowered = hostcall.jit(f).lower(x)
t1 = time.perf_counter()
text = lowered.lowered_text
c2, t2 = cpu(), time.perf_counter()
vmfb = cache.compile_text(text, "cpu", use_disk=False)
c3, t3 = cpu(), time.perf_counter()
traced = lowered.as_text()
ops = sum(1 for line in traced.splitlines()
          if " = " in line or line.strip().startswith("stablehlo."))
print(json.dumps({"ops": ops, "trace": t1 - t0, "passes": t2 - t1, "iree": t3 - t2,
                  "own_cpu": c2 - c0, "iree_cpu": c3 - c2}))
"""

_JAX = _PROGRAMS + """
import json, resource, sys, time
import numpy as np
import jax, jax.numpy as jnp

def cpu():
    me = resource.getrusage(resource.RUSAGE_SELF)
    return me.ru_utime + me.ru_stime

kind, steps = sys.argv[1], int(sys.argv[2])
jax.jit(lambda x: x + 1).lower(np.ones(2, np.float32)).compile()   # backend warm
f, x = globals()[kind](jnp, steps)
c0, t0 = cpu(), time.perf_counter()
lowered = jax.jit(f).lower(x)
t1 = time.perf_counter()
lowered.compile()
c2, t2 = cpu(), time.perf_counter()
print(json.dumps({"lower": t1 - t0, "compile": t2 - t1, "cpu": c2 - c0}))
"""

# traced ops per step (constants and broadcasts included), to pick steps for a size
_OPS_PER_STEP = {"loop": 8, "chain": 5, "ode": 65}


def _run(code: str, kind: str, steps: int) -> dict:
    env = dict(os.environ, HOSTCALL_DISABLE_DISK_CACHE="1", HOSTCALL_LOG="warning")
    out = subprocess.run([sys.executable, "-c", code, kind, str(steps)], env=env,
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"{kind} x{steps} failed:\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[10, 100, 1000, 5000])
    parser.add_argument("--kinds", default="loop,chain,ode")
    args = parser.parse_args()
    print_load()
    print(f"# compiler: {os.environ.get('HOSTCALL_COMPILER', 'worker')}", flush=True)
    with_jax = jax_modules()[0] is not None
    for kind in args.kinds.split(","):
        for size in args.sizes:
            steps = max(1, round(size / _OPS_PER_STEP[kind]))
            ours = _run(_HOSTCALL, kind, steps)
            own = ours["trace"] + ours["passes"]
            total = own + ours["iree"]
            line = (f"{kind:5s} {ours['ops']:5d} ops  hostcall {total:8.2f} s (trace "
                    f"{ours['trace']:6.2f} passes {ours['passes']:6.2f} IREE {ours['iree']:7.2f}; "
                    f"own {100 * own / total:4.1f}%; cpu own {ours['own_cpu']:6.2f} IREE "
                    f"{ours['iree_cpu']:7.2f})")
            if with_jax:
                theirs = _run(_JAX, kind, steps)
                jax_total = theirs["lower"] + theirs["compile"]
                ours_cpu = ours["own_cpu"] + ours["iree_cpu"]
                line += (f"  jax {jax_total:7.2f} s (cpu {theirs['cpu']:6.2f})  ratio "
                         f"{total / jax_total:5.2f}x (cpu {ours_cpu / theirs['cpu']:5.2f}x)")
            print(line, flush=True)


if __name__ == "__main__":
    main()
