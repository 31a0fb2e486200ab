"""The polynomials of hostcall-reduce-trig: minimax fits of sin(f pi/2) / f and
cos(f pi/2) in powers of f**2 over |f| <= 0.62501 (the reduced argument's range), by
minimizing the maximum relative error with Lawson's iteration (weighted least squares
whose weights grow where the error is largest), in numpy's long double (64-bit
mantissa on x86) with float64 least-squares corrections.  Prints the float64
coefficients (of f**0 first) and the relative error before and after rounding them to
float64; passes/iree/reduce_trig.py holds the printed numbers.

    python bench/trig_minimax.py [--terms 8] [--iterations 300]
"""
from __future__ import annotations

import argparse

import numpy as np

LD = np.longdouble
HALF_PI = LD("1.5707963267948966192313216916397514")
RANGE = LD("0.62501")


def fit(kind: str, terms: int, iterations: int, points: int = 6000):
    """(float64 coefficients, log2 max relative error in long double, after rounding)."""
    f = np.linspace(LD(0), RANGE, points + 1, dtype=LD)[1:]
    u = f * f
    target = np.sin(HALF_PI * f) / f if kind == "sin" else np.cos(HALF_PI * f)
    weight = 1 / target                               # relative error
    basis = np.stack([u ** j for j in range(terms)], axis=1)
    scale = u.max() ** np.arange(terms)               # columns of similar size
    w = np.full(len(u), LD(1) / len(u))
    c = np.zeros(terms, dtype=LD)
    best = (np.inf, c)
    for _ in range(iterations):
        for _ in range(3):   # refine: residual in long double, correction in float64
            residual = (target - basis @ c) * weight
            root = np.sqrt(w)
            d, *_ = np.linalg.lstsq(((basis * (weight * root)[:, None]) / scale)
                                    .astype(np.float64), (residual * root).astype(np.float64),
                                    rcond=None)
            c = c + d.astype(LD) / scale
        err = np.abs((target - basis @ c) * weight)
        if err.max() < best[0]:
            best = (err.max(), c.copy())
        w = w * np.maximum(err, LD(2.0) ** -100)   # errors of 0 keep a weight
        w /= w.sum()
    c64 = np.array([float(v) for v in best[1]])
    rounded = np.abs((target - basis @ c64.astype(LD)) * weight).max()
    return c64, float(np.log2(best[0])), float(np.log2(rounded))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--terms", type=int, default=8)
    parser.add_argument("--iterations", type=int, default=300)
    args = parser.parse_args()
    for kind in ("sin", "cos"):
        c, exact, rounded = fit(kind, args.terms, args.iterations)
        print(f"{kind}: max relative error 2**{exact:.2f} (2**{rounded:.2f} with float64 "
              f"coefficients)")
        print("    (" + ", ".join(repr(float(v)) for v in c) + ")")


if __name__ == "__main__":
    main()
