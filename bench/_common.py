"""What every benchmark script shares: the load header, medians, JAX, one report line."""
from __future__ import annotations

import os
import statistics
import time


def print_load() -> None:
    """One header line with the machine's load: figures on a busy machine run slower."""
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"# load average {load} on {os.cpu_count()} cpus", flush=True)


def median_us(fn, warmup: int = 5, repeats: int = 7, number: int = 1) -> float:
    """Median over ``repeats`` samples of the mean wall time of ``number`` calls, in us."""
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(number):
            fn()
        samples.append((time.perf_counter() - t0) / number * 1e6)
    return statistics.median(samples)


def paired_us(fns, warmup: int = 5, repeats: int = 15, number: int = 1) -> list[float]:
    """Per function, the median over ``repeats`` samples of the mean wall time of ``number``
    calls, in us, the functions taking turns sample by sample: on a busy machine each
    sees the same load, so their ratio holds better than that of separate runs."""
    fns = [f for f in fns if f is not None]
    for fn in fns:
        for _ in range(warmup):
            fn()
    samples = [[] for _ in fns]
    for _ in range(repeats):
        for fn, out in zip(fns, samples):
            t0 = time.perf_counter()
            for _ in range(number):
                fn()
            out.append((time.perf_counter() - t0) / number * 1e6)
    return [statistics.median(s) for s in samples]


def jax_modules():
    """(jax, jax.numpy, io_callback) when JAX is installed (the `bench` extra), else Nones."""
    try:
        import jax
        import jax.numpy as jjnp
        from jax.experimental import io_callback
        return jax, jjnp, io_callback
    except Exception:
        return None, None, None


def report(name: str, ours_us: float, jax_us: float | None, unit: str = "us",
           extra: str = "", width: int = 48) -> None:
    """One line: hostcall's median and, when measured, JAX's and the ratio."""
    scale = {"us": 1.0, "ms": 1e-3}[unit]
    line = f"{name:<{width}} hostcall {ours_us * scale:11.2f} {unit}"
    if jax_us is not None:
        line += f"   jax {jax_us * scale:11.2f} {unit}   ratio {ours_us / jax_us:6.2f}x"
    print(line + extra, flush=True)
