"""Differential testing: random StableHLO programs compiled by hostcall (its default
pipeline, then IREE, as ``hostcall run`` does) against the numpy reference evaluator.

Several random functions share one module, so one IREE compile serves many programs.
A mismatch (different values, a compile error, a runtime error) is kept with its program,
inputs and both results; ``shrink`` drops statements while the mismatch stays.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np
from iree.compiler import ir

from hostcall import passes
from hostcall.reference import evaluate
from hostcall.reference.fuzz import FEATURES, Generator, Program
from hostcall.runtime import get_device
from hostcall.runtime.artifact import Program as Loaded

from .compile_module import entry_signature, lower_and_compile
from .diagnostics import ToolError
from .mlir_input import parse_module

# Relative tolerance by element type; integers and bools compare exactly.
TOLERANCE = {"f16": 2e-2, "bf16": 6e-2, "f32": 1e-4, "f64": 1e-10}


@dataclass
class Mismatch:
    program: Program
    kind: str             # "values", "compile", "run", "reference"
    detail: str
    expected: list | None = None
    got: list | None = None

    def report(self) -> str:
        lines = [f"// {self.kind} mismatch: {self.detail}", self.program.text(),
                 "// inputs: " + "; ".join(np.array2string(np.asarray(a), separator=", ")
                                           for a in self.program.inputs)]
        if self.expected is not None:
            lines.append("// reference: " + "; ".join(
                np.array2string(np.asarray(a), separator=", ") for a in self.expected))
        if self.got is not None:
            lines.append("// compiled:  " + "; ".join(
                np.array2string(np.asarray(a), separator=", ") for a in self.got))
        return "\n".join(lines)


# IREE errors known to hit some generated programs, with why; such compile mismatches are
# reported apart (Report.known) until the bug behind them is worked around.
KNOWN_COMPILE_ERRORS = {
    "circular dependency: input operation uses partition output":
        "IREE 3.13 stream partitioning of while loops whose carries alias values used "
        "after the loop (the nested-loop family of issue 12 A1 / B5)",
}


def known_error(mismatch: "Mismatch") -> str | None:
    """Why ``mismatch`` is a known IREE compile error, or None."""
    if mismatch.kind != "compile":
        return None
    return next((why for text, why in KNOWN_COMPILE_ERRORS.items()
                 if text in mismatch.detail), None)


@dataclass
class Report:
    programs: int = 0
    modules: int = 0
    mismatches: list = field(default_factory=list)    # unexplained ones
    known: list = field(default_factory=list)         # known IREE compile errors
    compile_seconds: float = 0.0
    run_seconds: float = 0.0


def module_text(programs) -> str:
    return "\n".join(p.text() for p in programs)


def host_loop_pipeline() -> str:
    """The default pipeline with hostcall-kernelize-loops off: every loop stays a
    stablehlo.while run from the host (jit's fallback when IREE rejects a kernel)."""
    name = passes.KERNELIZE_LOOPS
    return passes.default_pipeline().replace(name, name + "{max-elements=0 max-scalars=0}")


def compile_programs(programs, pipeline: str | None = None) -> dict:
    """{name: callable} for each program, from one IREE compile of all of them
    (``pipeline``: hostcall's passes, by default jit's)."""
    module = parse_module(module_text(programs), "<fuzz>", ir.Context())
    names = [p.name for p in programs]
    with module.context:
        signatures = {n: entry_signature(module, n) for n in names}
    compiled = lower_and_compile(module, "<fuzz>", "cpu", names[0], pipeline)
    device = get_device("cpu")
    return {n: Loaded(compiled.vmfb, compiled.manifest, *signatures[n], {}, device, entry=n)
            for n in names}


def same_values(expected, got, element: str) -> str | None:
    """None if the results agree, else a short description of the first difference."""
    if len(expected) != len(got):
        return f"{len(got)} results, expected {len(expected)}"
    tol = TOLERANCE.get(element)
    for i, (e, g) in enumerate(zip(expected, got)):
        e, g = np.asarray(e), np.asarray(g)
        if e.shape != g.shape or e.dtype != g.dtype:
            return f"result {i}: {g.dtype}{list(g.shape)}, expected {e.dtype}{list(e.shape)}"
        if tol is None:
            bad = e != g
        else:
            ef, gf = e.astype(np.float64), g.astype(np.float64)
            finite = ef[np.isfinite(ef)]
            scale = max(1.0, float(np.max(np.abs(finite))) if finite.size else 1.0)
            close = np.abs(ef - gf) <= tol * (np.abs(ef) + scale * tol * 10)
            bad = ~(close | (np.isnan(ef) & np.isnan(gf)) | (ef == gf))
        if np.any(bad):
            at = tuple(int(x) for x in np.argwhere(bad)[0])
            return f"result {i}{list(at)}: {g[at]!r}, expected {e[at]!r}"
    return None


def check(program: Program, compiled) -> Mismatch | None:
    try:
        expected = evaluate(program.text(), *program.inputs, function=program.name)
    except Exception as e:  # the generator wrote something the reference cannot evaluate
        return Mismatch(program, "reference", f"{type(e).__name__}: {e}")
    try:
        got = compiled(*program.inputs)
    except Exception as e:
        return Mismatch(program, "run", f"{type(e).__name__}: {e}", expected)
    detail = same_values(expected, got, program.element)
    return Mismatch(program, "values", detail, expected, got) if detail else None


def check_alone(program: Program, pipeline: str | None = None) -> Mismatch | None:
    """Compile and check one program by itself."""
    try:
        compiled = compile_programs([program], pipeline)[program.name]
    except ToolError as e:
        return Mismatch(program, "compile", e.format().splitlines()[0])
    return check(program, compiled)


def run(seed: int, count: int, per_module: int = 25, features=FEATURES, known=(),
        progress=None, pipeline: str | None = None, **generator_options) -> Report:
    """Generate ``count`` programs from ``seed`` (``generator_options``: element_types,
    max_statements, max_depth), compile them ``per_module`` to a module (``pipeline``:
    hostcall's passes, by default jit's), and compare each with the reference."""
    gen = Generator(seed, features, known, **generator_options)
    report = Report()
    programs = [gen.program(f"f{i}") for i in range(count)]
    for start in range(0, count, per_module):
        batch = programs[start:start + per_module]
        t0 = time.perf_counter()
        compiled, failed = _compile_splitting(batch, report, pipeline)
        report.compile_seconds += time.perf_counter() - t0
        t0 = time.perf_counter()
        found = list(failed)
        for p in batch:
            if p.name in compiled:
                m = check(p, compiled[p.name])
                if m is not None:
                    found.append(m)
            report.programs += 1
        for m in found:
            (report.known if known_error(m) else report.mismatches).append(m)
        report.run_seconds += time.perf_counter() - t0
        if progress:
            progress(report)
    return report


def _compile_splitting(batch, report, pipeline=None) -> tuple[dict, list]:
    """Compile ``batch`` as one module; where IREE rejects it, compile halves, down to the
    programs it rejects alone (compile mismatches)."""
    report.modules += 1
    try:
        return compile_programs(batch, pipeline), []
    except ToolError as e:
        if len(batch) == 1:
            return {}, [Mismatch(batch[0], "compile", e.format().splitlines()[0])]
    half = len(batch) // 2
    left, bad_left = _compile_splitting(batch[:half], report, pipeline)
    right, bad_right = _compile_splitting(batch[half:], report, pipeline)
    return {**left, **right}, bad_left + bad_right


def shrink(mismatch: Mismatch, budget: int = 40, recheck=None) -> Mismatch:
    """Drop statements one at a time while the program still mismatches the same way
    (``recheck(program)``: by default compile and check it alone)."""
    recheck = recheck or check_alone
    best = mismatch
    i = len(best.program.statements) - 1
    while i >= 0 and budget > 0:
        candidate = best.program.without(i)
        budget -= 1
        found = recheck(candidate)
        if found is not None and found.kind == best.kind:
            best = found
        i -= 1
    return best
