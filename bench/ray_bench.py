"""hostcall.ray sweep throughput: tasks/s on a local Ray cluster of 1 and 2 worker CPUs.

One sweep (N inputs of f32[64] through a function with a pure_callback) runs as:
a plain Python loop of ``jit(f)`` on this process (the baseline), ``hostcall.ray.map``
(chunksize 1 and 16), plain Ray tasks calling ``f`` eagerly (op by op, no jit), and plain
Ray tasks calling ``jit(f)`` (each worker traces and compiles, from its disk cache after the
first).  The Ray figures are steady state (a first sweep has loaded the program on every
worker); per-task overhead = Ray's time per input minus the loop's.  Prints figures, asserts
nothing.  Run: ``python bench/ray_bench.py [N]``.
"""
from __future__ import annotations

import sys
import time

import numpy as np
import ray

import hostcall
import hostcall.numpy as jnp
import hostcall.ray as hray

from _common import print_load


def scale(x):
    return x * 0.5


def f(x):
    y = hostcall.pure_callback(scale, hostcall.ShapeDtypeStruct(x.shape, x.dtype), x)
    return jnp.sum(jnp.sin(y) * jnp.cos(x)) + jnp.max(y)


def eager_task(x):
    return np.asarray(f(x))


def jit_task(x):
    return np.asarray(hostcall.jit(f)(x))


def timed(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def line(label: str, n: int, seconds: float, baseline: float | None = None) -> None:
    extra = ""
    if baseline is not None:
        extra = f"   overhead {(seconds - baseline) / n * 1e3:7.2f} ms/task"
    print(f"{label:<46} {n / seconds:9.1f} tasks/s   {seconds / n * 1e3:7.2f} ms/task{extra}",
          flush=True)


def main(n: int) -> None:
    print_load()
    xs = [np.linspace(0, 1, 64, dtype=np.float32) + i for i in range(n)]
    local = hostcall.jit(f)
    local(xs[0])
    loop = timed(lambda: [np.asarray(local(x)) for x in xs])
    line("plain loop, jit(f), this process", n, loop)
    eager_loop = timed(lambda: [np.asarray(f(x)) for x in xs[:20]]) * n / 20
    line("plain loop, f eagerly, this process", n, eager_loop)
    for cpus in (1, 2):
        ray.init(num_cpus=cpus, include_dashboard=False, _node_ip_address="127.0.0.1",
                 log_to_driver=False, configure_logging=False)
        print(f"# Ray, {cpus} worker CPU(s)", flush=True)
        cold = timed(lambda: hray.map(f, xs))
        line("  hostcall.ray.map, first sweep (compile+load)", n, cold)
        for chunk in (1, 16):
            hray.map(f, xs, chunksize=chunk)
            got = []
            t = timed(lambda: got.append(hray.map(f, xs, chunksize=chunk)))
            line(f"  hostcall.ray.map, chunksize {chunk}", n, t, loop)
        np.testing.assert_allclose(np.asarray(got[0]), [np.asarray(local(x)) for x in xs],
                                   rtol=1e-5)
        eager = ray.remote(eager_task)
        ray.get([eager.remote(x) for x in xs[:2 * cpus]])
        m = min(n, 40)
        t = timed(lambda: ray.get([eager.remote(x) for x in xs[:m]]))
        line("  plain Ray tasks, f eagerly", m, t, loop / n * m)
        jitted = ray.remote(jit_task)
        ray.get([jitted.remote(x) for x in xs[:4 * cpus]])
        t = timed(lambda: ray.get([jitted.remote(x) for x in xs]))
        line("  plain Ray tasks, jit(f) in each task", n, t, loop)
        ray.shutdown()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)
