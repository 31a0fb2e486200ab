"""vmap benchmarks: batched host callbacks, and batched programs against Python loops.

Prints one line per workload with median microseconds; with JAX installed (the optional
`bench` extra), JAX's figure from the same run and the ratio.

  * vmap over 100 rows of a pure_callback (np.sin, and a heavier row normalisation),
    vmap_method="sequential" (100 host calls in a stablehlo.while) and "expand_dims"
    (one host call on the whole batch); for "sequential" also with the loop kept in the
    compiled program instead of lowered to one host call;
  * a callback-free function batched over 1, 10, 100, 1000 rows, against a Python loop
    calling the unbatched jitted function once per row.
"""
from __future__ import annotations

import time

import numpy as np

from _common import jax_modules, median_us, print_load, report

ROWS, COLS = 100, 16


def _host_row_norm(x):
    return np.asarray(x / (np.linalg.norm(x, axis=-1, keepdims=True) + 1.0), np.float32)


def _host_sin(x):
    return np.sin(x)


def bench_callbacks():
    import hostcall
    import hostcall.numpy as jnp
    x = np.random.default_rng(0).standard_normal((ROWS, COLS)).astype(np.float32)
    jax, jjnp, _ = jax_modules()
    for label, handler in (("np.sin", _host_sin), ("row norm", _host_row_norm)):
        for method in ("sequential", "expand_dims"):
            f = hostcall.jit(hostcall.vmap(lambda r, m=method, h=handler: hostcall.pure_callback(
                h, hostcall.ShapeDtypeStruct(r.shape, r.dtype), r, vmap_method=m)))
            xs = jnp.asarray(x)
            np.testing.assert_allclose(np.asarray(f(xs)), handler(x), rtol=1e-5)
            ours = median_us(lambda: f(xs).block_until_ready(), number=20)
            theirs = None
            if jax is not None:
                g = jax.jit(jax.vmap(lambda r, m=method, h=handler: jax.pure_callback(
                    h, jax.ShapeDtypeStruct(r.shape, r.dtype), r, vmap_method=m)))
                jx = jjnp.asarray(x)
                theirs = median_us(lambda: g(jx).block_until_ready(), number=20)
            report(f"vmap {label} callback {method}, {ROWS} rows f32[{COLS}]", ours, theirs,
                   width=52)
            if method == "sequential":
                kept = _with_loop_kept_in_program(f, xs)
                report("  the same, loop kept in the program", median_us(
                    lambda: kept(xs).block_until_ready(), number=20), None, width=52)


def _with_loop_kept_in_program(f, *args):
    """``f`` compiled with hostcall-lower-callbacks{host-loops=false}: the per-row loop runs
    in IREE instead of as one host call (the comparison for the host-loop lowering)."""
    from hostcall import passes
    from hostcall.api import Lowered
    lowered = f.lower(*args)
    pipeline = passes.default_pipeline().replace(
        "hostcall-lower-callbacks", "hostcall-lower-callbacks{host-loops=false}")
    return Lowered(lowered.traced, lowered.backend, pipeline).compile()


def _model(jnp):
    w = np.random.default_rng(1).standard_normal((COLS, COLS)).astype(np.float32) / 4

    def f(r):
        h = jnp.tanh(r @ w + 0.5)
        return jnp.sum(h * h) + jnp.max(r)
    return f


def bench_scaling():
    import hostcall
    import hostcall.numpy as jnp
    jax, jjnp, _ = jax_modules()
    f = _model(jnp)
    single = hostcall.jit(f)
    batched = hostcall.jit(hostcall.vmap(f))
    jsingle = jbatched = None
    if jax is not None:
        jf = _model(jjnp)
        jsingle, jbatched = jax.jit(jf), jax.jit(jax.vmap(jf))
    for n in (1, 10, 100, 1000):
        x = np.random.default_rng(n).standard_normal((n, COLS)).astype(np.float32)
        xs = jnp.asarray(x)
        rows = [jnp.asarray(r) for r in x]
        want = np.stack([np.asarray(single(r)) for r in rows])
        np.testing.assert_allclose(np.asarray(batched(xs)), want, rtol=1e-4, atol=1e-5)
        number = max(2, 2000 // n)
        ours = median_us(lambda: batched(xs).block_until_ready(), number=number)
        loop = median_us(lambda: [single(r) for r in rows][-1].block_until_ready(),
                         number=max(1, 200 // n), repeats=5)
        theirs = None
        if jax is not None:
            jx = jjnp.asarray(x)
            theirs = median_us(lambda: jbatched(jx).block_until_ready(), number=number)
        report(f"vmap(tanh(r@W)) batch {n:>4}", ours, theirs, width=52,
               extra=f"   python loop of jit {loop:11.1f} us   loop/vmap {loop / ours:7.1f}x")


if __name__ == "__main__":
    print_load()
    bench_callbacks()
    bench_scaling()
