"""Loop benchmarks: lax loops with small bodies, kernelized (hostcall-kernelize-loops) vs
the host loop vs JAX.

One line per workload: the median of the default program (loops kernelized), and with
JAX installed (the optional `bench` extra) JAX's figure from the same run and the ratio
(the two take turns sample by sample, so a busy machine slows both alike); then the same
program with the pass switched off (every iteration a host round trip) and the compile
CPU time of both (passes plus IREE, compiled in this process with the disk cache off:
the median of ``--compiles`` compiles), and their ratio.  ``--rows`` picks rows by number
or by a word of their name; ``--repeats`` sets the timing samples.

  * fori_loop 2000 steps of x * 0.99 + sin(x) * 0.01, x f32[3]
  * scan 1000 RK4 steps of a pendulum, state f32[2] (ys: the angle per step)
  * while_loop 500 Newton steps for sqrt(2), f32[]
  * Kalman filter scan, 4x4 state, 2 observations per step, 1000 steps
  * fori_loop 200 steps over a 64-element state
  * while_loop with a data-dependent exit (Newton to tolerance, f32[])
  * the fori and RK4 rows under vmap (batch 100) and under grad
  * a random-walk Metropolis sampler, fori_loop 2000 steps of random.split + normal +
    uniform, x f32[3] (threefry's uint32 loops inside the sampler's loop)
  * loops as users write them: a scan solving a 3x3 system per step, a Kalman scan with
    linalg.inv, grad of an RK4 scan whose stacked outputs are summed, a while_loop
    carrying (value, counter), nested fori_loops 50x50 with .at[].add, cholesky +
    triangular_solve in a scan, det in a fori_loop, grad (and vmap of grad) of a Van der
    Pol scan, a scan of det of a 3x3 matrix built from the carry and its grad (the pivot
    masks reverse mode stacks are boolean)

``--jax-only`` times only JAX's figures for the picked rows (for a JAX installed in
another interpreter: run this script with that interpreter).
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

import numpy as np

from _common import jax_modules, median_us, paired_us, print_load, report

os.environ.setdefault("HOSTCALL_DISABLE_DISK_CACHE", "1")  # compile times measure compiles
# In this process, so its CPU time holds IREE's (a compile worker's would not show).
os.environ.setdefault("HOSTCALL_COMPILER", "inprocess")

HOST_LOOP = "hostcall-kernelize-loops{max-elements=0 max-scalars=0}"


def workloads(lax, np_, vmap, grad, random):
    """(name, function, arguments) for one library's lax / numpy / vmap / grad / random."""
    def fori(x):
        return lax.fori_loop(0, 2000, lambda i, x: x * 0.99 + np_.sin(x) * 0.01, x)

    def deriv(s):
        return np_.stack([s[1], -np_.sin(s[0])])

    def rk4_step(s, _):
        dt = 0.01
        k1 = deriv(s)
        k2 = deriv(s + dt / 2 * k1)
        k3 = deriv(s + dt / 2 * k2)
        k4 = deriv(s + dt * k3)
        return s + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4), s[0]

    def rk4(s):
        return lax.scan(rk4_step, s, None, length=1000)

    def rk4_final(s):
        return lax.scan(lambda s, x: (rk4_step(s, x)[0], None), s, None, length=1000)[0]

    def newton500(a):
        return lax.fori_loop(0, 500, lambda i, y: 0.5 * (y + a / y), a)

    def newton_tol(a):
        def cond(c):
            return (np_.abs(c[1] * c[1] - a) > 1e-6 * a) & (c[0] < 100)
        return lax.while_loop(cond, lambda c: (c[0] + 1, 0.5 * (c[1] + a / c[1])), (0, a))

    def kalman(zs):
        f = np_.eye(4, dtype=np_.float32) + 0.1 * np_.eye(4, k=2, dtype=np_.float32)
        h = np_.eye(2, 4, dtype=np_.float32)
        q = 0.01 * np_.eye(4, dtype=np_.float32)
        r = 0.1 * np_.eye(2, dtype=np_.float32)

        def step(c, z):
            x, p = c
            x = f @ x
            p = f @ p @ f.T + q
            s = h @ p @ h.T + r
            det = s[0, 0] * s[1, 1] - s[0, 1] * s[1, 0]
            s_inv = np_.stack([np_.stack([s[1, 1], -s[0, 1]]),
                               np_.stack([-s[1, 0], s[0, 0]])]) / det
            k = p @ h.T @ s_inv
            x = x + k @ (z - h @ x)
            p = (np_.eye(4, dtype=np_.float32) - k @ h) @ p
            return (x, p), x[0]
        return lax.scan(step, (np_.zeros(4, np_.float32), np_.eye(4, dtype=np_.float32)), zs)

    def fori64(x):
        return lax.fori_loop(0, 200, lambda i, x: np_.tanh(x * 1.01 + 0.1) * 0.9, x)

    def fori_loss(x):
        return np_.sum(fori(x) ** 2)

    def rk4_loss(s):
        return np_.sum(rk4_final(s) ** 2)

    def log_density(x):
        return -0.5 * np_.sum(x * x)

    def metropolis(key, x0):
        def step(i, c):
            key, x, lp, accepted = c
            key, k_prop, k_accept = random.split(key, 3)
            prop = x + 0.5 * random.normal(k_prop, x.shape)
            lp_prop = log_density(prop)
            ok = np_.log(random.uniform(k_accept)) < lp_prop - lp
            return key, np_.where(ok, prop, x), np_.where(ok, lp_prop, lp), accepted + ok
        return lax.fori_loop(0, 2000, step, (key, x0, log_density(x0), 0))

    def solve_scan(a0, b0):
        def step(c, _):
            x = np_.linalg.solve(a0 + 0.01 * np_.outer(c, c), b0 + c)
            return 0.5 * x, x[0]
        return lax.scan(step, np_.zeros(3, np_.float32), None, length=500)

    def kalman_inv(zs):
        f = np_.eye(4, dtype=np_.float32) + 0.1 * np_.eye(4, k=2, dtype=np_.float32)
        h = np_.eye(2, 4, dtype=np_.float32)
        q = 0.01 * np_.eye(4, dtype=np_.float32)
        r = 0.1 * np_.eye(2, dtype=np_.float32)

        def step(c, z):
            x, p = c
            x = f @ x
            p = f @ p @ f.T + q
            k = p @ h.T @ np_.linalg.inv(h @ p @ h.T + r)
            x = x + k @ (z - h @ x)
            p = (np_.eye(4, dtype=np_.float32) - k @ h) @ p
            return (x, p), x[0]
        return lax.scan(step, (np_.zeros(4, np_.float32), np_.eye(4, dtype=np_.float32)), zs)

    def rk4_ys_sum(s):
        def step(s, x):
            s = rk4_step(s, x)[0]
            return s, s
        return np_.sum(lax.scan(step, s, None, length=1000)[1])

    def newton_tuple(a):
        return lax.while_loop(lambda c: c[1] < 500,
                              lambda c: (0.5 * (c[0] + a / c[0]), c[1] + 1), (a, 0))

    def nested_at_add(x):
        def outer(i, acc):
            return lax.fori_loop(0, 50, lambda j, acc: acc.at[i, j].add(x[i] * x[j] * 0.01),
                                 acc)
        return lax.fori_loop(0, 50, outer, np_.zeros((50, 50), np_.float32))

    def chol_scan(a0, bs):
        def step(c, b):
            chol = np_.linalg.cholesky(a0 + np_.diag(c * c))
            y = lax.linalg.triangular_solve(chol, b[:, None], left_side=True,
                                            lower=True)[:, 0]
            return 0.9 * c + 0.1 * y, np_.sum(y)
        return lax.scan(step, np_.ones(3, np_.float32), bs)

    def det_loop(m):
        return lax.fori_loop(0, 200, lambda i, c: c + np_.linalg.det(
            m + 0.001 * i * np_.eye(3, dtype=np_.float32)), np_.float32(0))

    def carry_matrix(c):
        return np_.stack([c, np_.roll(c, 1) * 0.5, np_.sin(c)]) + 2 * np_.eye(3, dtype=c.dtype)

    def det_scan(c0):
        def step(c, _):
            d = np_.linalg.det(carry_matrix(c))
            return np_.tanh(0.5 * c + 0.1 * d), d
        return lax.scan(step, c0, None, length=200)

    def det_ys_sum(c0):
        return np_.sum(det_scan(c0)[1])

    def vdp_step(s, _):
        s = s + 0.01 * np_.stack([s[1], 1.5 * (1 - s[0] * s[0]) * s[1] - s[0]])
        return s, s

    def vdp_loss(s):
        return np_.sum(lax.scan(vdp_step, s, None, length=500)[1][:, 0] ** 2)

    rng = np.random.default_rng(0)
    x3 = np.float32([0.5, 1.0, 2.0])
    s2 = np.float32([0.5, 0.0])
    lin = np.random.default_rng(1)
    a3 = (np.eye(3) * 3 + lin.standard_normal((3, 3)) * 0.3).astype(np.float32)
    b3 = lin.standard_normal(3).astype(np.float32)
    spd = lin.standard_normal((3, 3)).astype(np.float32)
    spd = (spd @ spd.T + 3 * np.eye(3)).astype(np.float32)
    zs = lin.standard_normal((1000, 2)).astype(np.float32)
    bs = lin.standard_normal((200, 3)).astype(np.float32)
    s8 = lin.standard_normal((8, 2)).astype(np.float32)
    return [
        ("fori_loop 2000 steps, x f32[3]", fori, (x3,)),
        ("scan 1000 RK4 steps, state f32[2]", rk4, (s2,)),
        ("while_loop 500 Newton steps, f32[]", newton500, (np.float32(2.0),)),
        ("Kalman filter scan 4x4, 1000 steps", kalman,
         (rng.standard_normal((1000, 2)).astype(np.float32),)),
        ("fori_loop 200 steps, f32[64]", fori64,
         (rng.standard_normal(64).astype(np.float32),)),
        ("while_loop to tolerance, f32[]", newton_tol, (np.float32(3.0),)),
        ("vmap(fori_loop 2000), batch 100", vmap(fori),
         (rng.standard_normal((100, 3)).astype(np.float32),)),
        ("vmap(scan 1000 RK4), batch 100", vmap(rk4_final),
         (rng.standard_normal((100, 2)).astype(np.float32),)),
        ("grad(fori_loop 2000)", grad(fori_loss), (x3,)),
        ("grad(scan 1000 RK4)", grad(rk4_loss), (s2,)),
        ("Metropolis 2000 steps, x f32[3]", metropolis,
         (np.uint32([0, 42]), np.zeros(3, np.float32))),
        ("scan 500 steps of a 3x3 solve", solve_scan, (a3, b3)),
        ("Kalman scan 4x4 with inv, 1000 steps", kalman_inv, (zs,)),
        ("grad(RK4 scan 1000, ys summed)", grad(rk4_ys_sum), (s2,)),
        ("while_loop (value, counter) 500", newton_tuple, (np.float32(2.0),)),
        ("nested fori 50x50 .at[].add", nested_at_add,
         (np.linspace(0, 1, 50).astype(np.float32),)),
        ("scan 200 cholesky + tri solve 3x3", chol_scan, (spd, bs)),
        ("fori_loop 200 det 3x3", det_loop, (a3,)),
        ("grad(Van der Pol scan 500)", grad(vdp_loss), (np.float32([1.0, 0.0]),)),
        ("vmap(grad(Van der Pol scan 500)), 8", vmap(grad(vdp_loss)), (s8,)),
        ("scan 200 det of a 3x3 from the carry", det_scan, (np.float32([0.1, -0.2, 0.3]),)),
        ("grad(scan 200 det 3x3, ys summed)", grad(det_ys_sum), (np.float32([0.1, -0.2, 0.3]),)),
    ]


def _cpu_s() -> float:
    """CPU seconds of this process and its finished children."""
    import resource
    own, kids = (resource.getrusage(w) for w in (resource.RUSAGE_SELF,
                                                  resource.RUSAGE_CHILDREN))
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def _compile_s(lowered_fn, pipeline=None):
    """CPU seconds to run the pipeline and compile (nothing cached), and the program."""
    from hostcall.api import Lowered
    from hostcall.runtime import cache
    cache.clear_memory_cache()
    t0 = _cpu_s()
    compiled = Lowered(lowered_fn.traced, lowered_fn.backend, pipeline).compile()
    return _cpu_s() - t0, compiled


def _picked(rows: list[str], index: int, name: str) -> bool:
    return not rows or any(r == str(index) if r.isdigit() else r.lower() in name.lower()
                           for r in rows)


def _jax_only(opts) -> None:
    """The JAX column alone, one line per picked row."""
    jax, jjnp, _ = jax_modules()
    if jax is None:
        raise SystemExit("JAX is not installed in this interpreter")
    print_load()
    rows = workloads(jax.lax, jjnp, jax.vmap, jax.grad, jax.random)
    for index, (name, fn, args) in enumerate(rows):
        if not _picked(opts.rows, index, name):
            continue
        g = jax.jit(fn)
        jargs = [jjnp.asarray(a) for a in args]
        us = median_us(lambda: jax.block_until_ready(g(*jargs)), repeats=opts.repeats,
                       number=5)
        print(f"{name:<38} jax {us:11.2f} us", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", nargs="*", default=[],
                        help="row numbers (from 0) or words of row names; all by default")
    parser.add_argument("--repeats", type=int, default=15, help="timing samples per row")
    parser.add_argument("--compiles", type=int, default=3,
                        help="compiles per pipeline; the median CPU time is shown")
    parser.add_argument("--jax-only", action="store_true",
                        help="time JAX alone (this interpreter's JAX; hostcall not imported)")
    opts = parser.parse_args()
    if opts.jax_only:
        return _jax_only(opts)
    import hostcall
    import hostcall.numpy as hnp
    from hostcall import lax, passes
    print_load()
    jax, jjnp, _ = jax_modules()
    ours = workloads(lax, hnp, hostcall.vmap, hostcall.grad, hostcall.random)
    theirs = workloads(jax.lax, jjnp, jax.vmap, jax.grad, jax.random) if jax is not None \
        else [None] * len(ours)
    host_pipeline = passes.default_pipeline().replace("hostcall-kernelize-loops", HOST_LOOP)
    for index, ((name, fn, args), other) in enumerate(zip(ours, theirs)):
        if not _picked(opts.rows, index, name):
            continue
        lowered = hostcall.jit(fn).lower(*args)
        kernels = lowered.lowered_text.count("hostcall.loop_kernel")
        t_kernel, t_host = [], []
        for _ in range(opts.compiles):
            t, _ = _compile_s(lowered)
            t_kernel.append(t)
            t, host = _compile_s(lowered, host_pipeline)
            t_host.append(t)
        t_kernel, t_host = statistics.median(t_kernel), statistics.median(t_host)
        jitted = hostcall.jit(fn)   # timed as a user calls it (Compiled adds its checks)
        dev = [hostcall.device_put(a) for a in args]
        got = hostcall.tree_util.tree_leaves(jitted(*dev))
        want = hostcall.tree_util.tree_leaves(host(*dev))
        same = all(np.array_equal(np.asarray(a), np.asarray(b)) for a, b in zip(got, want))
        run = lambda: hostcall.tree_util.tree_leaves(jitted(*dev))[0].block_until_ready()
        jax_run = None
        if other is not None:
            g = jax.jit(other[1])
            jargs = [jjnp.asarray(a) for a in args]
            jax_run = lambda: jax.block_until_ready(g(*jargs))
        us, *jax_us = paired_us([run, jax_run], repeats=opts.repeats, number=5)
        host_us = median_us(lambda: hostcall.tree_util.tree_leaves(host(*dev))[0]
                            .block_until_ready(), repeats=3, number=1)
        report(name, us, jax_us[0] if jax_us else None, width=38,
               extra=f"   host loop {host_us:9.1f} us   kernels {kernels}"
                     f"   compile CPU {t_kernel:5.2f} s vs {t_host:5.2f} s"
                     f" ({t_kernel / t_host - 1:+.0%})"
                     f"{'' if same else '   RESULTS DIFFER'}")


if __name__ == "__main__":
    main()
