"""Differential fuzzing campaign: random StableHLO programs compiled by hostcall (default
pipeline + IREE) against the numpy reference evaluator (hostcall.reference).

    python bench/fuzz_campaign.py [--seed N] [--count N] [--per-module N] [--x64]
                                  [--known FLAG ...] [--dump DIR] [--no-shrink]
                                  [--host-loops] [--data-indices] [--random]
                                  [--layout] [--transforms [NAME ...]]

Prints the programs run, modules compiled, the time spent and one line per mismatch;
with --dump, writes each mismatch, shrunk to the fewest statements that still mismatch,
with its inputs and both results, to DIR/seed<S>_<name>.mlir.  --known turns on
constructs whose values IREE 3.13 still gets wrong (see KNOWN_MISMATCHES); every other
construct (reference.fuzz.FEATURES) is always on.  --host-loops compiles with
hostcall-kernelize-loops off, so every loop runs from the host (jit's fallback when IREE
rejects a loop kernel; small loops otherwise become kernels and hide host-loop bugs).
--data-indices adds gathers, scatters and dynamic slices at indices read from data;
--random adds loops whose predicates read values computed in their bodies (integer
state, threefry draws: rejection sampling) and threefry key folding / splitting in
loops; --layout adds sorts (of one value, of a second by the first, of slices of
arguments padded back), reverses, concatenations of slices, pads with interior padding,
dot products and windowed reductions (cumulative ones too; to transformed programs too); --x64 adds f64 programs and makes those constructs' indices and draws
64-bit.
--transforms runs float programs through chains of hostcall's transformations instead
(reference.fuzz_transforms.TRANSFORMS, all by default: vmap of vmap, jvp / grad /
jacfwd / jacrev of vmap, vmap of jvp / grad), checking each vmap's contract and each
float64 derivative against central differences on the reference, then compiled values.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

from _common import print_load

from hostcall.reference.fuzz import (DATA_INDEX_FEATURES, ELEMENT_TYPES, FEATURES,
                                     KNOWN_MISMATCHES, LAYOUT_FEATURES, RANDOM_FEATURES,
                                     X64_TYPES)
from hostcall.reference.fuzz_transforms import TRANSFORMS
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
    p.add_argument("--data-indices", action="store_true",
                   help="gathers / scatters / dynamic slices at indices read from data")
    p.add_argument("--random", action="store_true",
                   help="loops on computed predicates, threefry draws and keys in loops")
    p.add_argument("--layout", action="store_true",
                   help="sorts (of slices too), reverses, concatenations, pads, dot products, "
                        "windowed and cumulative reductions")
    p.add_argument("--transforms", nargs="*", choices=sorted(TRANSFORMS),
                   help="float programs through chains of transformations (all if none "
                        "named)")
    args = p.parse_args(argv)
    print_load()
    types = ELEMENT_TYPES + (X64_TYPES if args.x64 else ())
    features = FEATURES + (DATA_INDEX_FEATURES if args.data_indices else ()) + \
        (("data_while",) + RANDOM_FEATURES if args.random else ()) + \
        (LAYOUT_FEATURES if args.layout else ())
    t0 = time.perf_counter()

    shown = {"mismatches": 0, "known": 0}

    def progress(r):
        print(f"  {r.programs} programs, {len(r.mismatches)} mismatches, {len(r.known)} "
              f"known, {time.perf_counter() - t0:.0f} s", flush=True)
        for key in shown:        # new ones as they come, in case the campaign is cut short
            for m in getattr(r, key)[shown[key]:]:
                label = "mismatch" if key == "mismatches" else key
                print(f"    {label}: {m.program.name} "
                      f"({m.program.element}) {m.kind}: {m.detail[:300]}", flush=True)
            shown[key] = len(getattr(r, key))
    pipeline = differential.host_loop_pipeline() if args.host_loops else None
    if args.transforms is not None:
        report = differential.run_transforms(
            args.seed, args.count, args.per_module, args.transforms or None,
            progress=progress, pipeline=pipeline,
            element_types=("f32", "f64") if args.x64 else ("f32",), x64=args.x64,
            layout=args.layout)
    else:
        report = differential.run(args.seed, args.count, args.per_module, features=features,
                                  known=args.known, element_types=types, progress=progress,
                                  pipeline=pipeline, x64=args.x64)
    what = " (host loops)" if args.host_loops else ""
    what += f" transforms {','.join(args.transforms or ['all'])}" \
        if args.transforms is not None else ""
    what += " data-indices" if args.data_indices else ""
    what += " random" if args.random else ""
    what += " x64" if args.x64 else ""
    what += " layout" if args.layout else ""
    print(f"seed {args.seed}{what}: "
          f"{report.programs} programs in {report.modules} modules, "
          f"{len(report.mismatches)} mismatches, {len(report.known)} known IREE compile "
          f"errors; compile {report.compile_seconds:.1f} s, run + reference "
          f"{report.run_seconds:.1f} s")
    for m in report.known:
        why = differential.known_error(m) or differential.known_transform_error(m)
        print(f"  {m.program.name} ({m.program.element}) known: {why}")
    for m in report.mismatches:
        print(f"  {m.program.name} ({m.program.element}) {m.kind}: {m.detail}")
        if args.dump:
            os.makedirs(args.dump, exist_ok=True)
            keep = args.no_shrink or args.transforms is not None
            shrunk = m if keep else differential.shrink(
                m, recheck=lambda p: differential.check_alone(p, pipeline))
            path = os.path.join(args.dump, f"seed{args.seed}_{m.program.name}.mlir")
            with open(path, "w") as f:
                f.write(shrunk.report() + "\n")
            print(f"    -> {path} ({len(shrunk.program.statements)} statements)")
    return 1 if report.mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
