"""Host-callback benchmarks: per-call latency, ordered callbacks in a loop, big round trips.

Prints one line per workload with the median microseconds (and, when JAX is installed,
JAX's figure from the same run and the ratio), then the resident memory before and after
100k callback calls.  Run: ``python bench/callbacks_bench.py``.
"""
from __future__ import annotations

import os
import time

import numpy as np

from _common import jax_modules, median_us, print_load, report


def rss_mib() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def identity(v):
    return v


def bench_pure_callback_latency(hc, jax_mods):
    f = hc.jit(lambda x: hc.pure_callback(identity, x, x))
    x = hc.numpy.zeros(4)
    ours = median_us(lambda: f(x), warmup=200, repeats=5000)
    jax, jjnp, _ = jax_mods
    theirs = None
    if jax is not None:
        g = jax.jit(lambda x: jax.pure_callback(identity, x, x))
        jx = jjnp.zeros(4)
        theirs = median_us(lambda: g(jx).block_until_ready(), warmup=200, repeats=5000)
    report("pure_callback f32[4] via jit (per call)", ours, theirs)


def bench_ordered_scan(hc, jax_mods):
    sink = []

    def record(v):
        sink.append(v)

    def step(c, x):
        hc.io_callback(record, None, x, ordered=True)
        return c + 1, None
    f = hc.jit(lambda xs: hc.lax.scan(step, 0, xs)[0])
    xs = hc.numpy.arange(1000.)
    ours = median_us(lambda: (f(xs), sink.clear()), repeats=9)
    jax, jjnp, io_callback = jax_mods
    theirs = None
    if jax is not None:
        def jstep(c, x):
            io_callback(record, None, x, ordered=True)
            return c + 1, None
        g = jax.jit(lambda xs: jax.lax.scan(jstep, 0, xs)[0])
        jxs = jjnp.arange(1000.)
        theirs = median_us(lambda: (g(jxs).block_until_ready(), jax.effects_barrier(),
                                    sink.clear()), repeats=9)
    report("scan of 1000 ordered io_callbacks (whole run)", ours, theirs,
           extra=f"   ({ours / 1000:.2f} us per callback)")


def bench_big_round_trip(hc, jax_mods):
    n = 64 * 1024 * 1024 // 4
    f = hc.jit(lambda x: hc.pure_callback(identity, x, x))
    x = hc.device_put(np.ones(n, np.float32))
    ours = median_us(lambda: f(x), repeats=9)
    jax, jjnp, _ = jax_mods
    theirs = None
    if jax is not None:
        g = jax.jit(lambda x: jax.pure_callback(identity, x, x))
        jx = jjnp.ones(n, jjnp.float32)
        theirs = median_us(lambda: g(jx).block_until_ready(), repeats=9)
    report("pure_callback round trip of f32 64 MiB", ours, theirs)


def memory_check(hc, calls: int = 100_000):
    f = hc.jit(lambda x: hc.pure_callback(identity, x, x) + 1)
    x = hc.numpy.zeros(4)
    for _ in range(1000):
        f(x)
    before = rss_mib()
    for _ in range(calls):
        f(x)
    after = rss_mib()
    print(f"{'RSS around %d pure_callback calls' % calls:<48} before {before:8.1f} MiB   "
          f"after {after:8.1f} MiB   growth {after - before:+.1f} MiB", flush=True)


def main():
    import hostcall as hc
    import hostcall.lax  # noqa: F401
    jax_mods = jax_modules()
    print_load()
    bench_pure_callback_latency(hc, jax_mods)
    bench_ordered_scan(hc, jax_mods)
    bench_big_round_trip(hc, jax_mods)
    memory_check(hc)


if __name__ == "__main__":
    main()
