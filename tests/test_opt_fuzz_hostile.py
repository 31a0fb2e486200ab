"""A fixed-seed fuzz of hostcall-opt: mutated lit inputs, deep nesting, huge shapes.

Every case must end in exit code 0 with output that parses again, or exit code 1 with
located one-line errors (``FILE:LINE:COL: error:`` or ``hostcall-opt: error:``): no
traceback, no "internal error", no crash, no hang.  Cases run in child processes (a
crash in native code kills only the child; the next child goes on after the case), all
under one time bound.
"""
import glob
import json
import os
import random
import subprocess
import sys
import textwrap
import time
from collections import Counter

import pytest

SEED = 16
N_MUTATED = 140
BOUND_S = 420
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = sorted(glob.glob(os.path.join(ROOT, "lit_tests", "**", "*.mlir"), recursive=True))
TOKENS = ["{", "}", "(", ")", "<", ">", "[", "]", "%", "@", ":", "=", ",", '"', "->", "x",
          "0", "-1", "tensor<", "f32", "i1", "stablehlo.add", "func.func", "// -----\n",
          "\n", "dense<", "^bb0", "99999999999", "9223372036854775807", "0x7FC00000",
          "tuple<", "stablehlo.while", "loc(", "\\", "#", "!", "stablehlo.iota"]
PIPELINES = [[], ["-split-input-file"], ["-p", "canonicalize,cse"],
             ["-p", "hostcall-fold-splats"], ["-p", "hostcall-reduce-trig"],
             ["-p", "hostcall-dce-pure-callbacks,hostcall-order-effects"],
             ["-p", "hostcall-lower-callbacks"],
             ["-p", "hostcall-erase-ad-markers,symbol-dce,hostcall-reduce-trig,"
                    "hostcall-fold-splats,hostcall-dce-pure-callbacks,hostcall-order-effects,"
                    "hostcall-lower-callbacks"],
             ["-split-input-file", "--verify-diagnostics"]]

HUGE = """func.func @main(%a: tensor<DIMxf32>) -> tensor<DIMxf32> {
  %c = stablehlo.constant dense<2.0> : tensor<DIMxf32>
  %i = stablehlo.iota dim = 0 : tensor<DIMxf32>
  %m = stablehlo.multiply %c, %i : tensor<DIMxf32>
  %s = stablehlo.sine %m : tensor<DIMxf32>
  %r = stablehlo.add %s, %a : tensor<DIMxf32>
  return %r : tensor<DIMxf32>
}
"""


def mutate(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 4)):
        pos = rng.randrange(len(text) + 1)
        kind = rng.choice(["insert", "delete", "duplicate", "truncate", "bignum", "nest"])
        if kind == "insert":
            text = text[:pos] + rng.choice(TOKENS) + text[pos:]
        elif kind == "delete":
            text = text[:pos] + text[pos + rng.randint(1, 40):]
        elif kind == "duplicate":
            text = text[:pos] + text[pos:pos + rng.randint(1, 200)] + text[pos:]
        elif kind == "truncate":
            text = text[:pos]
        elif kind == "bignum":
            digits = [i for i, ch in enumerate(text) if ch.isdigit()]
            if digits:
                at = rng.choice(digits)
                text = text[:at] + rng.choice(["99999999999", "4294967296", "0"]) + text[at + 1:]
        else:
            depth = rng.choice([10, 300, 5000])
            opener = rng.choice(["[", "(", "{", "tuple<"])
            closer = {"[": "]", "(": ")", "{": "}", "tuple<": ">"}[opener]
            text = text[:pos] + opener * depth + closer * depth + text[pos:]
    return text


def cases():
    rng = random.Random(SEED)
    out = []
    for i in range(N_MUTATED):
        path = rng.choice(CORPUS)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        out.append((f"mutated_{i}:{os.path.relpath(path, ROOT)}", mutate(rng, text),
                    rng.choice(PIPELINES)))
    for depth in (300, 3000, 100000):
        out.append((f"module_{depth}", "module {" * depth + "}" * depth, []))
        out.append((f"dense_{depth}", "func.func @f() -> tensor<1xf32> {\n %0 = "
                    "stablehlo.constant dense<" + "[" * depth + "1" + "]" * depth +
                    "> : tensor<1xf32>\n return %0 : tensor<1xf32>\n}\n", []))
        out.append((f"tuple_{depth}", "func.func @f(%a: " + "tuple<" * depth + "f32" +
                    ">" * depth + ") {\n return\n}\n", []))
    for dim in ("99999999999", "4294967296", "99999999999x99999999999", "0"):
        for pipe in PIPELINES[2:8]:
            out.append((f"huge_{dim}_{'+'.join(pipe)[:40]}", HUGE.replace("DIM", dim), pipe))
    simple = HUGE.replace("DIM", "4")
    out.append(("vmap_huge_batch", simple, ["-p", "hostcall-vmap{batch-size=99999999999}"]))
    out.append(("vmap_overflow_batch", simple,
                ["-p", "hostcall-vmap{batch-size=999999999999999999999999}"]))
    return out


CHILD = textwrap.dedent('''
    import io, json, re, sys
    from hostcall.tools import opt
    LOCATED = re.compile(r"^(\\S+:\\d+:\\d+: |hostcall-opt: )error: ")
    cases = json.load(open(sys.argv[1]))
    for index in range(int(sys.argv[2]), len(cases)):
        name, text, flags = cases[index]
        print(json.dumps({"start": index}), flush=True)
        sys.stdin, out, err = io.StringIO(text), io.StringIO(), io.StringIO()
        sys.stdout, sys.stderr = out, err
        try:
            rc = opt.main(["-", *flags])
        except BaseException as e:
            rc = f"raised {type(e).__name__}: {e}"
        sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
        errors = err.getvalue()
        if rc == 0:
            sys.stdin, sys.stdout, sys.stderr = io.StringIO(out.getvalue()), io.StringIO(), io.StringIO()
            again = opt.main(["-", "-split-input-file"])
            sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
            outcome = "output" if again == 0 else "OUTPUT DOES NOT PARSE"
        elif rc == 1:
            lines = [l for l in errors.splitlines() if "error:" in l]
            if "Traceback" in errors or "internal error" in errors:
                outcome = "UNCLEAN: " + errors[-300:]
            elif "--verify-diagnostics" in flags:
                outcome = "error"
            elif not lines or not LOCATED.match(errors.splitlines()[0]):
                outcome = "UNLOCATED: " + errors[:300]
            else:
                outcome = "error"
        else:
            outcome = f"BAD EXIT {rc}"
        print(json.dumps({"done": index, "outcome": outcome}), flush=True)
''')


def test_fuzzed_inputs_give_clean_errors_or_valid_output(tmp_path):
    all_cases = cases()
    spec = tmp_path / "cases.json"
    spec.write_text(json.dumps(all_cases))
    outcomes, start = {}, 0
    t0 = time.monotonic()
    while start < len(all_cases):
        left = BOUND_S - (time.monotonic() - t0)
        assert left > 0, f"fuzz ran past {BOUND_S} s at case {start}: {all_cases[start][0]}"
        try:
            proc = subprocess.run([sys.executable, "-c", CHILD, str(spec), str(start)],
                                  capture_output=True, text=True, timeout=left)
            stdout, rc = proc.stdout, proc.returncode
        except subprocess.TimeoutExpired as e:
            stdout = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
            rc = "timeout"
        records = [json.loads(x) for x in stdout.splitlines() if x.startswith("{")]
        for r in records:
            if "done" in r:
                outcomes[r["done"]] = r["outcome"]
        started = [r["start"] for r in records if "start" in r]
        if rc == 0:
            break
        last = started[-1] if started else start
        outcomes[last] = f"CRASH ({rc})" if rc != "timeout" else "HANG"
        if rc == "timeout":
            break
        start = last + 1
    names = {i: c[0] for i, c in enumerate(all_cases)}
    bad = {names[i]: o for i, o in outcomes.items() if o not in ("output", "error")}
    counts = Counter(o if o in ("output", "error") else o.split(":")[0]
                     for o in outcomes.values())
    print(f"\nhostcall-opt fuzz (seed {SEED}): {len(outcomes)} of {len(all_cases)} cases: "
          f"{dict(counts)} in {time.monotonic() - t0:.0f} s")
    assert not bad, bad
    assert len(outcomes) == len(all_cases)
