"""Large-array benchmarks: reductions and fused elementwise chains over 16M float32
elements (64 MiB), and a row softmax over 4096 x 4096, hostcall against JAX.

One line per workload: hostcall's median and, with JAX installed (the optional `bench`
extra), JAX's from the same run and the ratio (the two take turns sample by sample, so a
busy machine slows both alike).  ``--repeats`` sets the samples, ``--size`` the log2 of
the element count (24 by default).

  * sum(a * a)            one long reduction (hostcall-split-reductions)
  * max(a)                the same with max
  * sum(a.reshape(-1, 8), axis=0)   reduction over the leading dimension
  * sum(m, axis=0), sum(m * m, axis=1)   column sums, row sums of products (4096 x 4096)
  * vdot(a, b)            a dot product of two 16M vectors (hostcall-dot-products)
  * m @ v, v @ m          matrix-vector products (no data tiling: compile_driver)
  * row softmax           reductions along rows of 4096, then elementwise
  * exp(a) * 2 + 1        a fused elementwise chain
  * tanh(a)               one transcendental
"""
from __future__ import annotations

import argparse

import numpy as np

from _common import jax_modules, paired_us, print_load, report


def workloads(np_, nn, n: int):
    """(name, function, argument maker) for one library's numpy and nn."""
    side = 4096
    return [
        ("sum(a * a)", lambda a: np_.sum(a * a), "flat"),
        ("max(a)", lambda a: np_.max(a), "flat"),
        ("sum(a.reshape(-1, 8), axis=0)", lambda a: np_.sum(a.reshape(-1, 8), axis=0), "flat"),
        (f"sum(m, axis=0) {side}x{side}", lambda m: np_.sum(m, axis=0), "square"),
        (f"sum(m * m, axis=1) {side}x{side}", lambda m: np_.sum(m * m, axis=1), "square"),
        ("vdot(a, b)", np_.vdot, "pair"),
        (f"m @ v {side}x{side}", lambda m, v: m @ v, "matvec"),
        (f"v @ m {side}x{side}", lambda m, v: v @ m, "matvec"),
        (f"row softmax {side}x{side}", lambda m: nn.softmax(m, axis=-1), "square"),
        ("exp(a) * 2 + 1", lambda a: np_.exp(a) * 2 + 1, "flat"),
        ("tanh(a)", lambda a: np_.tanh(a), "flat"),
    ]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--repeats", type=int, default=12)
    p.add_argument("--size", type=int, default=24, help="log2 of the element count")
    args = p.parse_args(argv)
    import hostcall
    import hostcall.numpy as jnp
    jax, jjnp, _ = jax_modules()
    print_load()
    rng = np.random.default_rng(0)
    flat, square = (rng.random(1 << args.size, dtype=np.float32),
                    rng.random((4096, 4096), dtype=np.float32))
    host = {"flat": (flat,), "square": (square,),
            "pair": (flat, rng.random(1 << args.size, dtype=np.float32)),
            "matvec": (square, rng.random(4096, dtype=np.float32))}
    ours = {k: [jnp.asarray(v) for v in vs] for k, vs in host.items()}
    theirs = {k: [jjnp.asarray(v) for v in vs] for k, vs in host.items()} if jax else {}
    mine = workloads(jnp, hostcall.nn, 1 << args.size)
    other = workloads(jjnp, jax.nn, 1 << args.size) if jax else [None] * len(mine)
    for (name, f, kind), j in zip(mine, other):
        g = hostcall.jit(f)
        x = ours[kind]

        def run_ours():
            g(*x).block_until_ready()
        run_jax = None
        if j is not None:
            jf, jx = jax.jit(j[1]), theirs[kind]

            def run_jax():
                jf(*jx).block_until_ready()
            np.testing.assert_allclose(np.asarray(g(*x)), np.asarray(jf(*jx)), rtol=2e-3,
                                       atol=1e-5)
        us = paired_us([run_ours, run_jax], warmup=2, repeats=args.repeats)
        report(name, us[0], us[1] if run_jax else None, unit="ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
