"""Memory per compiled signature and over many dropped jitted functions.

Lines: the RSS a kept compiled function adds (its executable and what calls need; target
<= 100 KiB), and RSS after every 200 of 1000 jitted functions that are created, called and
dropped (target: flat after warm-up). JAX's figures are printed beside when it is installed.
"""
from __future__ import annotations

import gc
import sys

import numpy as np

from _common import jax_modules, print_load


def rss_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20


def per_kept_function_kib(jit, numpy_module, n: int = 300) -> float:
    x = numpy_module.ones(8)
    kept = []
    for _ in range(20):
        jit(lambda a: numpy_module.sin(a) * 3 + numpy_module.cos(a))(x)
    gc.collect()
    before = rss_mib()
    for _ in range(n):
        f = jit(lambda a: numpy_module.sin(a) * 3 + numpy_module.cos(a))
        f(x)
        kept.append(f)
    gc.collect()
    return (rss_mib() - before) * 1024 / n


def dropped_curve(jit, numpy_module, n: int = 1000) -> list[str]:
    x = numpy_module.ones(8)
    out = []
    for i in range(n + 1):
        f = jit(lambda a: numpy_module.sin(a) * 3 + numpy_module.cos(a))
        f(x)
        del f
        if i % 200 == 0:
            gc.collect()
            out.append(f"{i}:{rss_mib():.0f}")
    return out


def main() -> None:
    print_load()
    which = sys.argv[1] if len(sys.argv) > 1 else "hostcall"
    if which == "hostcall":
        import hostcall
        import hostcall.numpy as jnp
        jit, np_mod = hostcall.jit, jnp
    else:
        jax, jjnp, _ = jax_modules()
        if jax is None:
            print("JAX is not installed (pip install -e '.[bench]')")
            return
        jit, np_mod = jax.jit, jjnp
    print(f"{which}: RSS per kept jitted function: {per_kept_function_kib(jit, np_mod):.1f} KiB")
    print(f"{which}: RSS MiB after n dropped jitted functions: "
          f"{' '.join(dropped_curve(jit, np_mod))}")
    if which == "hostcall":   # JAX in its own process: the two runtimes' memory apart
        import subprocess
        subprocess.call([sys.executable, __file__, "jax"])


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()
