"""Differential testing: random StableHLO programs compiled by hostcall (its default
pipeline, then IREE, as ``hostcall run`` does) against the numpy reference evaluator.

Several random functions share one module, so one IREE compile serves many programs.
A mismatch (different values, a compile error, a runtime error) is kept with its program,
inputs and both results; ``shrink`` drops statements while the mismatch stays.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import ml_dtypes
import numpy as np
from iree.compiler import ir

from hostcall import passes
from hostcall.reference import evaluate
from hostcall.reference.fuzz import FEATURES, Generator, Program
from hostcall.reference.fuzz_transforms import random_inputs
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
    kind: str             # "values", "compile", "run", "reference"; for transformed
    #                       programs also "transform", "batching", "derivative"
    detail: str
    expected: list | None = None
    got: list | None = None

    def report(self) -> str:
        """The program with what differs as comments, each on one line (so that the file
        stays a module `hostcall compile` and `hostcall run` read)."""
        def flat(arrays) -> str:
            return "; ".join(np.array2string(np.asarray(a), separator=", ").replace("\n", "")
                             for a in arrays)
        lines = [f"// {self.kind} mismatch: {' '.join(self.detail.split())}"]
        if hasattr(self.program, "steps"):    # a transformed program: its base first
            lines += [f"// {self.program.transform} {self.program.steps} of:",
                      self.program.base.text(), "// transformed:"]
        lines += [self.program.text(), "// inputs: " + flat(self.program.inputs)]
        if self.expected is not None:
            lines.append("// reference: " + flat(self.expected))
        if self.got is not None:
            lines.append("// compiled:  " + flat(self.got))
        return "\n".join(lines)


# IREE errors known to hit some generated programs, with why; such compile mismatches are
# reported apart (Report.known) until the bug behind them is worked around.
KNOWN_COMPILE_ERRORS: dict[str, str] = {}
# None is open: the last, "circular dependency: input operation uses partition output" (IREE
# 3.13's stream partitioning of loops whose initial carries are read after them, seed 302
# f34_v0_vjp and f179_v0_v1_vjp), was fixed in hostcall-guard-loop-entries.


# IREE crashes known to hit programs using some statement kinds: (crash text, kinds, why).
# None is open: the last (data_while loops on a computed predicate, tests/inputs/
# fuzz_fixed/seed307_f62.mlir) was fixed in hostcall-fold-splats.
KNOWN_COMPILE_CRASHES: list[tuple[str, set, str]] = []


def known_error(mismatch: "Mismatch") -> str | None:
    """Why ``mismatch`` is a known IREE compile error, or None."""
    if mismatch.kind != "compile":
        return None
    kinds = getattr(mismatch.program, "kinds", set())
    return next((why for text, why in KNOWN_COMPILE_ERRORS.items()
                 if text in mismatch.detail), None) or \
        next((why for text, needs, why in KNOWN_COMPILE_CRASHES
              if text in mismatch.detail and needs & kinds), None)


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


def same_values(expected, got, element: str, shifted=()) -> str | None:
    """None if the results agree, else a short description of the first difference.

    Floats agree within TOLERANCE, NaN with NaN, and a reference NaN with a compiled
    infinity: IREE's CPU code contracts a product into the add that reads it (LLVM's
    fused multiply-add, which hostcall-kernelize-loops' scalar forms mirror), and one
    rounding of ``a * b + c`` with an overflowing ``c = -inf`` gives ``-inf`` where the
    reference's two roundings give ``inf - inf = NaN`` (the fuzzer's seed 418 f60_v0_j1,
    a jvp whose primal overflowed).  A compiled NaN where the reference has a number or
    an infinity still differs.  ``shifted``: the reference's results with the functions
    compilers approximate an ulp up and an ulp down (``evaluate(ulp_shift=)``); a float
    element agrees too within tolerance of one of them or between them (see check)."""
    if len(expected) != len(got):
        return f"{len(got)} results, expected {len(expected)}"
    tol = TOLERANCE.get(element)
    for i, (e, g) in enumerate(zip(expected, got)):
        e, g = np.asarray(e), np.asarray(g)
        if e.shape != g.shape or e.dtype != g.dtype:
            return f"result {i}: {g.dtype}{list(g.shape)}, expected {e.dtype}{list(e.shape)}"
        bad = e != g if tol is None else _beyond_tolerance(e, g, tol)
        if tol is not None and np.any(bad) and shifted:
            bad &= ~_within_shifts(e, g, [np.asarray(s[i]) for s in shifted], tol)
        if np.any(bad):
            at = tuple(int(x) for x in np.argwhere(bad)[0])
            return f"result {i}{list(at)}: {g[at]!r}, expected {e[at]!r}"
    return None


def _within_shifts(e: np.ndarray, g: np.ndarray, shifted: list, tol: float) -> np.ndarray:
    """The elements of ``g`` within tolerance of a shifted reference or between the
    lowest and highest of the reference and its shifts."""
    near = np.zeros(g.shape, bool)
    for s in shifted:
        near |= ~_beyond_tolerance(s, g, tol)
    with np.errstate(invalid="ignore"):
        stacked = np.stack([e, *shifted]).astype(np.float64)
        between = (stacked.min(axis=0) <= g) & (g <= stacked.max(axis=0))
    return near | between


# Absolute error every float element may have, in ulps of the result's largest magnitude:
# an element that cancels (a derivative at 1e-3 of its row) keeps the rounding of the
# large terms it came from, and the compiled program rounds in another order than the
# reference (fused multiply-adds, reassociated sums): seed 425 f146_vjp_v1, seed 429
# f56_v0_j1 and seed 431 f7_v0_vjp_v2 differed by 2-4 ulps of their rows' scale (float64
# put the reference's own float32 values 1e-5 to 2e-4 relative off there too).
ULPS_OF_SCALE = 4


def _beyond_tolerance(e: np.ndarray, g: np.ndarray, tol: float) -> np.ndarray:
    """The elements of a float result ``g`` that differ from ``e`` past ``tol`` (relative)
    and past ULPS_OF_SCALE ulps of the result's largest finite magnitude (absolute); NaN
    with NaN or, see same_values, with an infinity agrees."""
    ef, gf = e.astype(np.float64), g.astype(np.float64)
    finite = ef[np.isfinite(ef)]
    scale = max(1.0, float(np.max(np.abs(finite))) if finite.size else 1.0)
    floor = max(tol * tol * 10, ULPS_OF_SCALE * float(ml_dtypes.finfo(e.dtype).eps)) * scale
    with np.errstate(invalid="ignore"):   # inf - inf: agreeing infinities count by ==
        close = np.abs(ef - gf) <= tol * np.abs(ef) + floor
    return ~(close | (np.isnan(ef) & (np.isnan(gf) | np.isinf(gf))) | (ef == gf))


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
    if detail and program.element in TOLERANCE:
        detail = same_values(expected, got, program.element,
                             shifted_references(program.text(), program.inputs, program.name))
    return Mismatch(program, "values", detail, expected, got) if detail else None


def shifted_references(text: str, inputs, function: str) -> list:
    """The reference's results of ``@function`` on ``inputs`` with every function that
    compilers approximate (exp, log, tanh...: reference.APPROXIMATED) an ulp up, and an
    ulp down.  IREE's are correct to about an ulp, and where a program amplifies that (an
    element that cancels after a tanh) an ulp moves a result past the tolerance: seed 537
    f75_v0_j1_v2, where IREE's tanh an ulp below numpy's at one input moved an element 7
    ulps of its row's scale.  A compiled value no further off than an ulp's error in those
    functions puts it (in one direction for all of them) agrees."""
    try:
        return [evaluate(text, *inputs, function=function, ulp_shift=d) for d in (1, -1)]
    except Exception:   # noqa: BLE001 - the plain reference evaluated it: no shifts
        return []


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
    return _compile_and_check(programs, per_module, report, pipeline, progress)


def _compile_and_check(programs, per_module: int, report: "Report", pipeline, progress,
                       counted: bool = False) -> "Report":
    """Compile ``programs`` ``per_module`` to a module and compare each compiled one with
    the reference: mismatches (or known errors) go to ``report``, which counts each batch
    as it is checked unless the caller ``counted`` the programs already."""
    for start in range(0, len(programs), per_module):
        batch = programs[start:start + per_module]
        if not counted:
            report.programs += len(batch)
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


# ------------------------------------------------------------------ transformations
# Relative tolerance of a float64 derivative against central differences (step FD_STEP).
FD_STEP = 1e-6
FD_TOLERANCE = 1e-5


def _function_types(module, name) -> tuple[list, list]:
    """([(shape, element)] of the arguments, same of the results) of @name."""
    from hostcall.dialects.ops import find_func
    f = find_func(module, name)
    ftype = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)

    def spec(t):
        t = ir.RankedTensorType(t)
        return tuple(t.shape), str(t.element_type)
    return [spec(t) for t in ftype.inputs], [spec(t) for t in ftype.results]


def _signature(types) -> str:
    from hostcall.reference.fuzz import tensor
    return ", ".join(tensor(s, e) for s, e in types)


def _run_passes(text: str, pipeline: str):
    """(module, products) of ``pipeline`` run on ``text``."""
    module = passes.parse_module(text, ir.Context())
    ctx = passes.PassContext()
    passes.run(module, pipeline, context=ctx)
    return module, ctx.products


def _functions_text(module) -> str:
    """The module's functions, all public (entries for IREE and the reference)."""
    return "\n".join(str(op) for op in module.body.operations).replace(
        "func.func private @", "func.func @")


def _vjp_wrapper(name, fwd, lin_t, arg_types, out_types, fwd_types, lin_t_types) -> str:
    """@<name>_vjp(args..., out cotangents...) -> cotangents of the float arguments: calls
    @fwd and then @lin_t with its residuals."""
    n_res = len(fwd_types[1]) - len(out_types)
    params = [f"%p{i}: {_signature([t])}" for i, t in enumerate(arg_types)] + \
        [f"%c{i}: {_signature([t])}" for i, t in enumerate(out_types)]
    fwd_out, lin_out = _signature(fwd_types[1]), _signature(lin_t_types[1])
    residuals = [f"%f#{len(out_types) + i}" for i in range(n_res)]
    cts = [f"%c{i}" for i in range(len(out_types))]
    return "\n".join([
        f"func.func @{name}_vjp({', '.join(params)}) -> ({lin_out}) {{",
        f"  %f:{len(fwd_types[1])} = func.call @{fwd}("
        f"{', '.join(f'%p{i}' for i in range(len(arg_types)))}) : "
        f"({_signature(arg_types)}) -> ({fwd_out})",
        f"  %g:{len(lin_t_types[1])} = func.call @{lin_t}({', '.join(residuals + cts)}) : "
        f"({_signature(lin_t_types[0])}) -> ({lin_out})",
        f"  return {', '.join(f'%g#{i}' for i in range(len(lin_t_types[1])))} : {lin_out}",
        "}"])


def apply_transforms(tp) -> None:
    """Run ``tp.steps`` on ``tp.base`` with hostcall's passes: sets ``tp.module``,
    ``tp.name``, ``tp.arg_types`` and ``tp.stages`` ([(step, function before, function
    after)]).  Raises PassError / PipelineError / ADError where a pass fails."""
    text, name = tp.base.text(), tp.base.name
    tp.stages = []
    for j, step in enumerate(tp.steps):
        tp.failed_step = j      # until the step is done
        if step[0] == "vmap":
            _, axes, out_axis, size = step
            new = f"{name}_v{j}"
            in_axes = ",".join("none" if a is None else str(a) for a in axes)
            module, _ = _run_passes(text, f"hostcall-vmap{{function={name} batch-size={size} "
                                          f"in-axes={in_axes} out-axes={out_axis} "
                                          f"result={new}}}")
        elif step[0] == "jvp":
            new = f"{name}_j{j}"
            module, _ = _run_passes(text, f"hostcall-jvp{{function={name} result-name={new}}}")
        else:   # vjp
            module, products = _run_passes(text, f"hostcall-linearize{{function={name}}}")
            fwd, lin, _ = products["linearize"][name]
            module, products = _run_passes(_functions_text(module),
                                           f"hostcall-transpose{{function={lin}}}")
            lin_t = products["transpose"][lin]
            args, outs = _function_types(module, name)
            wrapper = _vjp_wrapper(name, fwd, lin_t, args, outs, _function_types(module, fwd),
                                   _function_types(module, lin_t))
            new = f"{name}_vjp"
            module = passes.parse_module(_functions_text(module) + "\n" + wrapper, ir.Context())
        tp.stages.append((step, name, new))
        text, name = _functions_text(module), new
    tp.module, tp.name, tp.failed_step = text, name, None
    with module.context:
        tp.arg_types = _function_types(module, name)[0]
    tp.types = {}
    for _, before, after in tp.stages:
        for n in (before, after):
            tp.types[n] = _function_types(module, n)


# Pass errors known to hit some transformed programs: {text: (the failing step, a step
# that must come before it, why)}; reported apart (Report.known) until fixed.  None now:
# the last two (grad of a vmapped dynamic_update_slice at per-example indices; vmap of the
# jvp of a case whose branch sums) are fixed (tests/test_fuzz_findings.py).
KNOWN_TRANSFORM_ERRORS: dict[str, tuple[str, str, str]] = {}

def known_transform_error(mismatch: "Mismatch") -> str | None:
    """Why ``mismatch`` (a transformation's error) is known, or None: its text is listed,
    the step that failed is the listed one and the listed earlier step came before it."""
    if mismatch.kind != "transform":
        return None
    program = mismatch.program
    failed = getattr(program, "failed_step", None)
    if failed is None:
        return None
    kinds = [s[0] for s in program.steps]
    for text, (step, before, why) in KNOWN_TRANSFORM_ERRORS.items():
        if text in mismatch.detail and kinds[failed] == step and before in kinds[:failed]:
            return why
    return None


def _float_args(types) -> list[int]:
    return [i for i, (_, e) in enumerate(types) if e in ("f32", "f64")]


def _slice(x, axis, b):
    return x if axis is None else np.take(x, b, axis=axis)


def check_batching(tp, rng, before, after, step) -> str | None:
    """vmap's contract, on the reference: each example of the batched function's result
    is the function's result on that example's arguments."""
    _, axes, out_axis, size = step
    args = random_inputs(tp.types[after][0], rng, (0, tp.base.shape[0] - 1))
    batched = evaluate(tp.module, *args, function=after)
    for b in range(size):
        one = evaluate(tp.module, *[_slice(a, ax, b) for a, ax in zip(args, axes)],
                       function=before)
        got = [np.take(np.asarray(r), b, axis=out_axis) for r in batched]
        detail = same_values(one, got, tp.element)
        if detail:
            return f"vmap example {b}: {detail}"
    return None


def _central_difference(tp, name, args, floats, tangents):
    """(f(x + h t) - f(x - h t)) / 2h of @name on the reference, in float64."""
    def at(sign):
        moved = list(args)
        for i, t in zip(floats, tangents):
            moved[i] = args[i] + sign * FD_STEP * t
        return [np.asarray(v, np.float64) for v in evaluate(tp.module, *moved, function=name)]
    plus, minus = at(1), at(-1)
    return [(p - m) / (2 * FD_STEP) for p, m in zip(plus, minus)]


def _close(expected, got) -> bool:
    expected, got = np.asarray(expected, np.float64), np.asarray(got, np.float64)
    if not (np.all(np.isfinite(expected)) and np.all(np.isfinite(got))):
        return True     # overflowed: no derivative to compare (counted as unchecked)
    scale = max(1.0, float(np.max(np.abs(expected), initial=0.0)))
    return bool(np.all(np.abs(expected - got) <= FD_TOLERANCE * (np.abs(expected) + scale)))


def check_derivative(tp, rng, before, after, step) -> str | None:
    """A float64 jvp's out tangents / a vjp's cotangents (``<ct, J t> == <J^T ct, t>``)
    against central differences of the function (``before``) on the reference."""
    arg_types, out_types = tp.types[before]
    args = random_inputs(arg_types, rng, (0, tp.base.shape[0] - 1))
    floats = _float_args(arg_types)
    tangents = [rng.standard_normal(arg_types[i][0]) for i in floats]
    fd = _central_difference(tp, before, args, floats, tangents)
    if step[0] == "jvp":
        got = evaluate(tp.module, *args, *tangents, function=after)[len(out_types):]
        for i, (e, g) in enumerate(zip(fd, got)):
            if not _close(e, g):
                return f"jvp tangent {i}: {np.asarray(g).ravel()[:4]}, central " \
                       f"differences {np.asarray(e).ravel()[:4]}"
        return None
    cts = [rng.standard_normal(s) for s, _ in out_types]
    grads = evaluate(tp.module, *args, *cts, function=after)
    lhs = sum(float(np.sum(c * e)) for c, e in zip(cts, fd))
    rhs = sum(float(np.sum(np.asarray(g, np.float64) * t)) for g, t in zip(grads, tangents))
    if not _close(lhs, rhs):
        return f"vjp: <J^T ct, t> = {rhs!r}, <ct, J t> by central differences = {lhs!r}"
    return None


def check_transforms(tp, seed: int) -> Mismatch | None:
    """Every vmap step's contract and, for float64 programs, every jvp / vjp step's
    derivative, on the reference."""
    rng = np.random.default_rng(seed)
    for step, before, after in tp.stages:
        try:
            if step[0] == "vmap":
                detail = check_batching(tp, rng, before, after, step)
                kind = "batching"
            elif tp.element == "f64":
                detail = check_derivative(tp, rng, before, after, step)
                kind = "derivative"
            else:
                continue
        except Exception as e:
            return Mismatch(tp, "reference", f"@{after}: {type(e).__name__}: {e}")
        if detail:
            return Mismatch(tp, kind, f"@{after} ({step[0]} of @{before}): {detail}")
    return None


def run_transforms(seed: int, count: int, per_module: int = 25, transforms=None,
                   progress=None, pipeline: str | None = None, **generator_options) -> Report:
    """``count`` float programs from ``seed``, each transformed by a random chain
    (``transforms``: names from reference.fuzz_transforms.TRANSFORMS); each is checked on
    the reference (check_transforms) and compiled ``per_module`` to a module and compared
    with the reference."""
    from hostcall.reference.fuzz_transforms import TRANSFORMS, TransformGenerator
    gen = TransformGenerator(seed, transforms or tuple(TRANSFORMS), **generator_options)
    report = Report()
    ready = []
    for i in range(count):
        tp = gen.program(f"f{i}")
        tp.name = tp.base.name
        report.programs += 1
        try:
            apply_transforms(tp)
        except Exception as e:
            m = Mismatch(tp, "transform", f"{type(e).__name__}: {str(e).splitlines()[0]}")
            (report.known if known_transform_error(m) else report.mismatches).append(m)
            continue
        tp.inputs = random_inputs(tp.arg_types, np.random.default_rng(seed * 7919 + i),
                                  (0, tp.base.shape[0] - 1))
        t0 = time.perf_counter()
        m = check_transforms(tp, seed * 7919 + i)
        report.run_seconds += time.perf_counter() - t0
        if m is not None:
            report.mismatches.append(m)
        ready.append(tp)
    return _compile_and_check(ready, per_module, report, pipeline, progress, counted=True)
