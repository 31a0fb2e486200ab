"""Differential fuzzing campaign: random StableHLO programs compiled by hostcall (default
pipeline + IREE) against the numpy reference evaluator (hostcall.reference).

    python bench/fuzz_campaign.py [--seed N] [--count N] [--per-module N] [--x64]
                                  [--known FLAG ...] [--dump DIR] [--no-shrink]
                                  [--host-loops]

Prints the programs run, modules compiled, the time spent and one line per mismatch;
with --dump, writes each mismatch, shrunk to the fewest statements that still mismatch,
with its inputs and both results, to DIR/seed<S>_<name>.mlir.  --known turns on
constructs whose values IREE 3.13 still gets wrong (see KNOWN_MISMATCHES); every other
construct (reference.fuzz.FEATURES) is always on.  --host-loops compiles with
hostcall-kernelize-loops off, so every loop runs from the host (jit's fallback when IREE
rejects a loop kernel; small loops otherwise become kernels and hide host-loop bugs).
"""
from __future__ import annotations

import argparse
import os
import sys
import time

from _common import print_load

from hostcall.reference.fuzz import ELEMENT_TYPES, KNOWN_MISMATCHES, X64_TYPES
from hostcall.tools import differential


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--count", type=int, default=200)
    p.add_argument("--per-module", type=int, default=25,
                   help="random functions per compiled module")
    p.add_argument("--x64", action="store_true", help="also generate f64 programs")
    p.add_argument("--known", nargs="*", default=[], choices=sorted(KNOWN_MISMATCHES),
                   help="turn on constructs with known IREE mismatches")
    p.add_argument("--dump", metavar="DIR", help="write shrunk failing programs here")
    p.add_argument("--no-shrink", action="store_true")
    p.add_argument("--host-loops", action="store_true",
                   help="keep every loop a host loop (hostcall-kernelize-loops off)")
    args = p.parse_args(argv)
    print_load()
    types = ELEMENT_TYPES + (X64_TYPES if args.x64 else ())
    t0 = time.perf_counter()

    def progress(r):
        print(f"  {r.programs} programs, {len(r.mismatches)} mismatches, "
              f"{time.perf_counter() - t0:.0f} s", flush=True)
    pipeline = differential.host_loop_pipeline() if args.host_loops else None
    report = differential.run(args.seed, args.count, args.per_module, known=args.known,
                              element_types=types, progress=progress, pipeline=pipeline)
    print(f"seed {args.seed}{' (host loops)' if args.host_loops else ''}: "
          f"{report.programs} programs in {report.modules} modules, "
          f"{len(report.mismatches)} mismatches, {len(report.known)} known IREE compile "
          f"errors; compile {report.compile_seconds:.1f} s, run + reference "
          f"{report.run_seconds:.1f} s")
    for m in report.known:
        print(f"  {m.program.name} ({m.program.element}) known: {differential.known_error(m)}")
    for m in report.mismatches:
        print(f"  {m.program.name} ({m.program.element}) {m.kind}: {m.detail}")
        if args.dump:
            os.makedirs(args.dump, exist_ok=True)
            shrunk = m if args.no_shrink else differential.shrink(
                m, recheck=lambda p: differential.check_alone(p, pipeline))
            path = os.path.join(args.dump, f"seed{args.seed}_{m.program.name}.mlir")
            with open(path, "w") as f:
                f.write(shrunk.report() + "\n")
            print(f"    -> {path} ({len(shrunk.program.statements)} statements)")
    return 1 if report.mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
