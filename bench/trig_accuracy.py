"""Accuracy of float32 sin, cos and tan: hostcall (and JAX when installed) against the
correctly rounded value (float64 numpy rounded to float32), max and mean ulp error per
function and per magnitude band, for the default CPU target and for a CPU without FMA
(``--iree-llvmcpu-target-cpu=generic``).  Figures are printed, never asserted.

    python bench/trig_accuracy.py [--points N]    # N points per band (default 250000)
"""
from __future__ import annotations

import argparse
import sys

import numpy as np

import hostcall
import hostcall.numpy as hnp
from hostcall.runtime import compile_driver

from _common import jax_modules, print_load

BANDS = [(0.0, np.pi / 4), (np.pi / 4, 100.0), (100.0, 1e5), (1e5, 1e7), (1e7, 3e38)]
FUNCS = ("sin", "cos", "tan")


def sample(lo: float, hi: float, n: int, rng) -> np.ndarray:
    """n float32 points with |x| in [lo, hi), random signs; log-uniform over wide bands."""
    if hi / max(lo, 1e-30) > 1e3:
        mag = np.exp(rng.uniform(np.log(max(lo, 1e-30)), np.log(hi), n))
    else:
        mag = rng.uniform(lo, hi, n)
    return (mag * rng.choice([-1.0, 1.0], n)).astype(np.float32)


def ulp_error(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    """|got - want| in ulps of the float32 want (ordered bit distance; NaN vs NaN is 0)."""
    def ordered(v):
        i = v.astype(np.float32).view(np.int32).astype(np.int64)
        return np.where(i < 0, -(i & 0x7FFFFFFF), i)
    err = np.abs(ordered(got) - ordered(want)).astype(np.float64)
    both_nan = np.isnan(got) & np.isnan(want)
    return np.where(both_nan, 0.0, np.where(np.isnan(got) | np.isnan(want), np.inf, err))


def with_cpu(cpu: str):
    """Compile hostcall's CPU programs for ``cpu`` (the flag is part of the cache key)."""
    compile_driver.TARGET_FLAGS["cpu"] = tuple(
        f"--iree-llvmcpu-target-cpu={cpu}" if f.startswith("--iree-llvmcpu-target-cpu=") else f
        for f in compile_driver.TARGET_FLAGS["cpu"])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--points", type=int, default=250_000, help="points per band")
    args = parser.parse_args(argv)
    print_load()
    jax, jnp, _ = jax_modules()
    rng = np.random.default_rng(0)
    xs = [sample(lo, hi, args.points, rng) for lo, hi in BANDS]
    print(f"# {args.points} points per band, {args.points * len(BANDS)} per function")
    print(f"{'who':<22}{'func':<5}{'|x| band':<22}{'max ulp':>9}{'mean ulp':>11}")
    rows = []
    for cpu in ("host", "generic"):
        with_cpu(cpu)
        for name in FUNCS:
            fn = hostcall.jit(getattr(hnp, name))
            rows.append((f"hostcall cpu={cpu}", name, fn))
    if jax is not None:
        for name in FUNCS:
            rows.append(("jax", name, jax.jit(getattr(jnp, name))))
    for who, name, fn in rows:
        if who.startswith("hostcall"):
            with_cpu(who.split("=")[1])
        total = []
        for (lo, hi), x in zip(BANDS, xs):
            want = getattr(np, name)(x.astype(np.float64)).astype(np.float32)
            err = ulp_error(np.asarray(fn(x)), want)
            total.append(err)
            print(f"{who:<22}{name:<5}{f'{lo:.3g}..{hi:.3g}':<22}{err.max():>9.0f}"
                  f"{err.mean():>11.4f}", flush=True)
        err = np.concatenate(total)
        print(f"{who:<22}{name:<5}{'all':<22}{err.max():>9.0f}{err.mean():>11.4f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
