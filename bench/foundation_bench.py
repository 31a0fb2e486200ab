"""Foundation benchmarks: dispatch latency, matmul throughput, compile time (cold / cached).

Prints one line per workload: median microseconds (or milliseconds), and JAX's figure from the
same run with the ratio when JAX is installed (the optional `bench` extra).
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

from _common import jax_modules, median_us, paired_us, print_load, report


def bench_dispatch():
    import hostcall
    import hostcall.numpy as jnp
    f = hostcall.jit(lambda a, b: jnp.sin(a + b) * b)
    a, b = jnp.ones(4), jnp.arange(4.0)
    f(a, b).block_until_ready()
    na, nb = np.ones(4, np.float32), np.arange(4.0, dtype=np.float32)
    f(na, nb).block_until_ready()
    jax, jjnp, _ = jax_modules()
    theirs = theirs_np = None
    if jax is not None:
        g = jax.jit(lambda a, b: jjnp.sin(a + b) * b)
        ja, jb = jjnp.ones(4), jjnp.arange(4.0)
        g(na, nb).block_until_ready()
        theirs = lambda: g(ja, jb).block_until_ready()   # noqa: E731
        theirs_np = lambda: g(na, nb).block_until_ready()   # noqa: E731
    ours, theirs = (paired_us([lambda: f(a, b).block_until_ready(), theirs],
                              number=1000) + [None])[:2]
    ours_np, theirs_np = (paired_us([lambda: f(na, nb).block_until_ready(), theirs_np],
                                    number=1000) + [None])[:2]
    report("dispatch sin(a+b)*b f32[4]", ours, theirs)
    report("dispatch sin(a+b)*b f32[4], numpy arguments", ours_np, theirs_np)


_MATMUL_SNIPPET = """
import statistics, sys, time
import numpy as np
if sys.argv[1] == "jax":
    import jax, jax.numpy as jnp
    jit = jax.jit
else:
    import hostcall, hostcall.numpy as jnp
    jit = hostcall.jit
x = jnp.asarray(np.random.default_rng(0).standard_normal((1024, 1024), dtype=np.float32))
f = jit(lambda a: jnp.tanh(a @ a))
for _ in range(3):
    f(x).block_until_ready()
samples = []
for _ in range(25):
    t0 = time.perf_counter()
    f(x).block_until_ready()
    samples.append((time.perf_counter() - t0) * 1e6)
print(min(samples), statistics.median(samples))
"""


def bench_matmul(rounds: int = 3):
    """Each framework in its own processes, taking turns: in one process the other's
    worker threads keep spinning after a call and slow down the next one."""
    jax = jax_modules()[0]
    frameworks = ["hostcall", "jax"] if jax is not None else ["hostcall"]
    runs = {name: [] for name in frameworks}
    for _ in range(rounds):
        for name in frameworks:
            out = subprocess.run([sys.executable, "-c", _MATMUL_SNIPPET, name],
                                 capture_output=True, text=True, check=True).stdout.split()
            runs[name].append((float(out[0]), float(out[1])))
    theirs = runs.get("jax")
    for label, pick in (("median", lambda r: statistics.median(m for _, m in r)),
                        ("best", lambda r: min(b for b, _ in r))):
        report(f"matmul 1024x1024 f32 + tanh ({label})", pick(runs["hostcall"]),
               pick(theirs) if theirs else None, unit="ms")


_COMPILE_SNIPPET = """
import time, sys
t0 = time.perf_counter()
import hostcall, hostcall.numpy as jnp
from hostcall.runtime import cache
f = hostcall.jit(lambda x: jnp.cos(x) * 3 + {salt})
lowered = f.lower(jnp.ones(8))
text = lowered.lowered_text
t1 = time.perf_counter()
cache.compile_text(text, "cpu")
t2 = time.perf_counter()
print((t2 - t1) * 1e6, cache.stats["disk_hits"], cache.stats["compiles"])
"""


def bench_compile():
    salt = repr(time.time() % 1000)
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, HOSTCALL_CACHE_DIR=d)
        code = _COMPILE_SNIPPET.replace("{salt}", salt)
        cold = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                              text=True, check=True).stdout.split()
        warm = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                              text=True, check=True).stdout.split()
    jax, jjnp, _ = jax_modules()
    theirs = None
    if jax is not None:
        g = jax.jit(lambda x: jjnp.cos(x) * 3 + float(salt))
        t0 = time.perf_counter()
        g.lower(jjnp.ones(8)).compile()
        theirs = (time.perf_counter() - t0) * 1e6
    report(f"compile small fn, cold (compiles={cold[2]})", float(cold[0]), theirs, unit="ms")
    report(f"compile small fn, disk cache (hits={warm[1]})", float(warm[0]), None, unit="ms")


_COMPILERS_SNIPPET = """
import json, resource, statistics, sys, time
import hostcall, hostcall.numpy as jnp
from hostcall.runtime import cache

from hostcall.runtime import compile_worker

def cpu():
    me, kids = (resource.getrusage(w) for w in (resource.RUSAGE_SELF,
                                                   resource.RUSAGE_CHILDREN))
    return (me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime +
            compile_worker.cpu_seconds())

texts = [hostcall.jit(lambda x: jnp.cos(x) * 3 + (i + 0.25 + float(sys.argv[1]))).lower(
    jnp.ones(8)).lowered_text for i in range(10)]
wall, used = [], []
for text in texts:
    c0, t0 = cpu(), time.perf_counter()
    cache.compile_text(text, "cpu", use_disk=False)
    wall.append(time.perf_counter() - t0)
    used.append(cpu() - c0)
print(json.dumps([wall[0], statistics.median(wall[5:]), used[0], statistics.median(used[5:])]))
"""


def bench_compilers(rounds: int = 2):
    """IREE's sessions in the compile worker (the default) against iree-compile per module
    (HOSTCALL_COMPILER=subprocess) and a session in the process itself (inprocess): ten
    small modules per fresh process, the modes taking turns; the first compile of a
    process apart from the median of the 6th to 10th (the worker starts at the second
    and takes over once ready; CPU time includes the worker's)."""
    import json
    runs = {"worker": [], "subprocess": [], "inprocess": []}
    for r in range(rounds):
        for mode in runs:
            env = dict(os.environ, HOSTCALL_COMPILER=mode)
            out = subprocess.run([sys.executable, "-c", _COMPILERS_SNIPPET,
                                  repr(time.time() % 1000 + r)], env=env,
                                 capture_output=True, text=True, check=True).stdout
            runs[mode].append(json.loads(out.strip().splitlines()[-1]))
    for mode, results in runs.items():
        first, later, first_cpu, later_cpu = (statistics.median(x) for x in zip(*results))
        report(f"compile small fn, {mode}: first / 6th-10th", first * 1e6, None, unit="ms",
               extra=f"  / {later * 1e3:7.2f} ms   (cpu {first_cpu * 1e3:.0f} / "
                     f"{later_cpu * 1e3:.0f} ms)")


def bench_memory_cache():
    import hostcall
    import hostcall.numpy as jnp
    from hostcall.runtime import cache
    text = hostcall.jit(lambda x: x * 5).lower(jnp.ones(3)).lowered_text
    cache.compile_text(text, "cpu")
    ours = median_us(lambda: cache.compile_text(text, "cpu"), number=1000)
    report("compile small fn, memory cache", ours, None)


if __name__ == "__main__":
    which = sys.argv[1:] or ["dispatch", "matmul", "compile", "compilers", "memory_cache"]
    print_load()
    for w in which:
        globals()[f"bench_{w}"]()
