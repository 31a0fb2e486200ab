"""The IREE compile driver: which flags a module compiles with, where it compiles, and
what happens when IREE rejects it or crashes.

It owns every IREE flag and flag policy (per target, ``TARGET_FLAGS``; per module, read
off its text: ``module_flags``, ``global_flags``; the one count of contraction work,
``contraction_flops``, an IR walk of the parsed module that the data tiling and
inner-tiled lowering flags and jit's choice of CPU driver all read), gathered
for one module in a ``CompileOptions``, whose ``arguments()`` are the iree-compile
command line; the compile itself (``compile_vmfb``) in this process, the compile worker
or iree-compile (``inprocess.mode``), in two steps, to IREE's VM dialect and from there
after dialects.vm_branches' rewrite (IREE 3.13's VM lost a reference a branch passed
twice), with its fallbacks (a module the experimental
inner-tiled lowering or data tiling rejects compiles again without them) and the
verifier retry of iree-compile; and what a failure becomes: a ``CompileError`` with
IREE's first error (``first_error``), a timeout's reason, a crash's pass and saved module
(crash_reports), a target limit named.  The caches (runtime/cache.py) key entries on the
same options and call ``compile_vmfb`` on a miss; keeping the two apart lets either
change alone.
"""
from __future__ import annotations

import dataclasses
import io
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
from collections import OrderedDict
from pathlib import Path

import iree.compiler as ireec
from iree.compiler import ir
from iree.compiler.tools.binaries import find_tool

from hostcall.dialects.convolution import read_conv_dims
from hostcall.dialects.dimension_numbers import read_dot_dims
from hostcall.dialects.vm_branches import distinct_branch_refs

from . import compile_limits, compile_worker, crash_reports, inprocess
from .executor import vulkan_target

# Bumped whenever the driver's flatbuffer for the same module, IREE version and flags
# changes (the caches key entries on it): 2 since dialects.vm_branches rewrites IREE's VM
# module between its phases, 3 since it also copies references read in other blocks.
OUTPUT_REVISION = 3

# Flags per target. CPU: tuned for the host (and module_flags adds data tiling and
# microkernels where big matrix products pay for them).
# IREE demotes f64 to f32 by default, which would break enable_x64: keep f64.
# Constant subexpressions are computed once when the program loads rather than by a second
# compile-and-run inside the compiler (const-eval): compiles are faster, and IREE 3.13's
# const-eval links no libm, so f64 constants under erf/lgamma/digamma failed to compile.
NO_CONST_EVAL = "--iree-opt-const-eval=false"
TARGET_FLAGS = {
    "cpu": (
        NO_CONST_EVAL,
        "--iree-hal-target-device=local",
        "--iree-hal-local-target-device-backends=llvm-cpu",
        "--iree-llvmcpu-target-cpu=host",
        # keep 64-bit types as they are (x64 mode); 32-bit programs are unaffected
        "--iree-input-demote-f64-to-f32=false",
        "--iree-input-demote-i64-to-i32=false",
    ),
    "cuda": (
        NO_CONST_EVAL,
        "--iree-input-demote-f64-to-f32=false",
        "--iree-hal-target-device=cuda",
        "--iree-cuda-target=sm_80",
    ),
    # The SPIR-V target (--iree-vulkan-target) depends on the device and is added per
    # module (module_flags); IREE's default target gave wrong f16 and int8-reduction
    # results and rejected f64/i64.  Indirect command buffers returned 0 or stale data
    # from loops kept on the host (scalar while loops) on lavapipe.
    "vulkan": (
        NO_CONST_EVAL,
        "--iree-input-demote-f64-to-f32=false",
        "--iree-input-demote-i64-to-i32=false",
        "--iree-hal-target-device=vulkan",
        "--iree-hal-indirect-command-buffers=false",
    ),
}

# IREE's inner-tiled matmul lowering gives f32 matrix products a taller register tile than
# linalg.mmt4d (29x16 instead of 16x16 with AVX-512): 1024x1024 f32 matmuls run ~15-20% faster.
# It is experimental in IREE 3.13: it rejects batched and matrix-vector contractions and rounds
# f16 accumulators, so it is used only where every contraction is a plain f32 matrix product,
# and a module IREE still rejects with it compiles again with the standard lowering.
INNER_TILED_FLAG = "--iree-llvmcpu-enable-inner-tiled"


def _fast_matmul_flags(text: str, target: str, module: ir.Module | None = None
                       ) -> tuple[str, ...]:
    """The inner-tiled lowering's flag when every dot of the module is an f32
    matrix-matrix product without batch dimensions (see INNER_TILED_FLAG); ``module`` as
    for module_flags."""
    if target == "cpu" and _contractions(text, module).f32_matrix_products_only:
        return (INNER_TILED_FLAG,)
    return ()


# Data tiling (matrices packed into tiles) and IREE's microkernels make big matrix products
# fast, and cost compile time for every contraction: a 25-step loop of 8x8 matmuls compiled
# 4x slower with them (41 s vs 10 s of CPU), and ran no faster (tanh(a @ a), local-sync:
# 128x128 23.5 us without, 25.6 us with; 256x256 169 vs 159 us; 1024x1024 much faster
# with).  So a CPU module gets them only when a contraction reaches BIG_CONTRACTION_FLOPS
# (or where its size is unknown, or a convolution is present).  Packing copies both
# operands on every call, which pays only where each is reused many times: a dot with a
# side of fewer than MIN_TILED_SIDE rows or columns (a matrix-vector product, a skinny
# matrix) gets no data tiling, whatever its flops (iree-benchmark-module, 2 threads, a
# 4096 x 4096 float32 matrix times 4096 x N: N = 1 1.5 ms without, 21 ms with; N = 64
# 10.9 vs 35.9 ms; N = 128 40.8 vs 47.2 ms; N = 256 101 vs 66 ms; 1024^3 29.6 vs 9.4 ms).
DATA_TILING_FLAG = "--iree-dispatch-creation-data-tiling=true"
CONTRACTION_FLAGS = (DATA_TILING_FLAG, "--iree-llvmcpu-enable-ukernels=all")
BIG_CONTRACTION_FLOPS = 2 * 256 ** 3
MIN_TILED_SIDE = 256


def contraction_flops(module: ir.Module) -> list[float]:
    """Multiply-adds (x2) of each contraction of ``module`` (dot, dot_general: 2*M*N*K;
    convolution: 2 x outputs x input features x window), infinite where a shape is not
    static.  The one count of contraction work: the data tiling flags read each, and jit's
    choice of the multi-threaded CPU driver their sum (``matmul_flops``)."""
    return [flops for _, flops, _, _ in _read_contractions(module)]


def _read_contractions(module: ir.Module) -> list[tuple[str, float, bool, bool]]:
    """(op name, flops, whether an f32 matrix product, whether data tiling may pay) of
    each contraction of ``module``: the driver's one walk over its contractions."""
    found = []

    def visit(op):
        if op.name in ("stablehlo.dot", "stablehlo.dot_general", "stablehlo.convolution"):
            found.append((op.name, _op_flops(op), _is_f32_matrix_product(op),
                          not _has_narrow_side(op)))
        return ir.WalkResult.ADVANCE

    with module.context:
        module.operation.walk(visit)
    return found


def matmul_flops(module: ir.Module) -> float:
    """The contraction work of ``module`` in all (see contraction_flops): what threads
    pay off on."""
    return sum(contraction_flops(module))


def largest_tensor_bytes(module: ir.Module) -> int:
    """The bytes of the largest statically shaped tensor the compiled code of ``module``
    makes or reads (an op's result, or a function's argument an op reads): what the
    program streams through memory, which threads pay off on too (a reduction or an
    elementwise chain over 16M floats runs in about half the time on two cores).  What
    only host callbacks (custom calls) make or read does not count: they run on the host
    either way (custom calls, calls of the functions the runtime provides)."""
    largest = 0
    with module.context:
        host = {ir.StringAttr(f.attributes["sym_name"]).value for f in module.body.operations
                if f.operation.name == "func.func" and not len(f.regions[0].blocks)}

    def on_host(op) -> bool:
        return op.name == "stablehlo.custom_call" or (
            op.name == "func.call" and ir.FlatSymbolRefAttr(op.attributes["callee"]).value in host)

    def consider(value):
        nonlocal largest
        shape = _static_shape(value)
        if shape is not None:
            bits = getattr(ir.RankedTensorType(value.type).element_type, "width", 32)
            largest = max(largest, math.prod(shape) * max(1, bits // 8))

    def computed(user) -> bool:
        return user.name != "func.return" and not on_host(user)

    def visit(op):
        if op.name == "func.func" and len(op.regions[0].blocks):
            for arg in op.regions[0].blocks[0].arguments:
                if any(computed(use.owner) for use in arg.uses):
                    consider(arg)
        elif not on_host(op):
            for result in op.results:
                consider(result)
        return ir.WalkResult.ADVANCE

    with module.context:
        module.operation.walk(visit)
    return largest


def _op_flops(op) -> float:
    lhs, rhs, out = (_static_shape(v) for v in (op.operands[0], op.operands[1],
                                                 op.results[0]))
    if op.name == "stablehlo.convolution":   # each output: input features x window
        if rhs is None or out is None:
            return float("inf")
        window = read_conv_dims(op.attributes["dimension_numbers"]).rhs[1:]
        return 2.0 * math.prod(out) * math.prod(rhs[d] for d in window)
    if lhs is None or out is None:
        return float("inf")
    contracting = read_dot_dims(op.attributes["dot_dimension_numbers"]) \
        .lhs_contracting_dimensions if op.name == "stablehlo.dot_general" \
        else [len(lhs) - 1]   # stablehlo.dot contracts the lhs's last dimension
    return 2.0 * math.prod(out) * math.prod(lhs[d] for d in contracting)


def _has_narrow_side(op) -> bool:
    """Whether a dot's lhs rows or rhs columns (the product of its free dimensions) are
    fewer than MIN_TILED_SIDE; False for a convolution or a shape that is not static."""
    if op.name == "stablehlo.convolution":
        return False
    lhs, rhs = _static_shape(op.operands[0]), _static_shape(op.operands[1])
    if lhs is None or rhs is None:
        return False
    if op.name == "stablehlo.dot":     # (M, K) or (K) times (K, N) or (K)
        rows, columns = math.prod(lhs[:-1]), math.prod(rhs[1:])
    else:
        dims = read_dot_dims(op.attributes["dot_dimension_numbers"])
        rows, columns = (math.prod(shape[d] for d in range(len(shape))
                                   if d not in batch and d not in summed)
                         for shape, batch, summed in (
                             (lhs, dims.lhs_batching_dimensions, dims.lhs_contracting_dimensions),
                             (rhs, dims.rhs_batching_dimensions, dims.rhs_contracting_dimensions)))
    return min(rows, columns) < MIN_TILED_SIDE


def _static_shape(value) -> tuple[int, ...] | None:
    """The shape of a tensor value, None where it is unranked or has a dynamic size."""
    t = value.type
    if t.typeid != ir.RankedTensorType.static_typeid:
        return None
    ranked = ir.RankedTensorType(t)
    return tuple(ranked.shape) if ranked.has_static_shape else None


def _is_f32_matrix_product(op) -> bool:
    """A dot of f32 matrices without unit dimensions (IREE makes those matrix-vector
    products) or batch dimensions: what the inner-tiled lowering takes."""
    if op.name == "stablehlo.convolution":
        return False
    if op.name == "stablehlo.dot_general" and read_dot_dims(
            op.attributes["dot_dimension_numbers"]).lhs_batching_dimensions:
        return False
    return all(_is_f32_matrix(v.type) for v in (op.operands[0], op.operands[1],
                                                 op.results[0]))


def _is_f32_matrix(t) -> bool:
    """Whether type ``t`` is a static f32 tensor of two dimensions, neither of size 1."""
    if t.typeid != ir.RankedTensorType.static_typeid:
        return False
    ranked = ir.RankedTensorType(t)
    return (ranked.has_static_shape and ranked.rank == 2 and 1 not in ranked.shape
            and ranked.element_type.typeid == ir.F32Type.static_typeid)


@dataclasses.dataclass(frozen=True)
class _Contractions:
    """What the flags read off a module's contractions: the flops of the largest that
    data tiling may pay for (no narrow side; infinite where a shape is not static or the
    text does not parse) and whether it has dots, all f32 matrix products (see
    INNER_TILED_FLAG; convolutions are not dots)."""
    largest_tiled_flops: float
    f32_matrix_products_only: bool


_KEPT = 8   # texts whose contractions are remembered (a compile, its load)
_kept: "OrderedDict[str, _Contractions]" = OrderedDict()
_kept_lock = threading.Lock()


def _contractions(text: str, module: ir.Module | None = None) -> _Contractions:
    """The contractions of the module printed as ``text``, read on ``module`` where the
    caller has it parsed, else on ``text`` parsed; remembered for the last few texts,
    which the caches ask again."""
    with _kept_lock:
        if text in _kept:
            _kept.move_to_end(text)
            return _kept[text]
    if module is None:
        try:
            module = ir.Module.parse(text, ir.Context())
        except ir.MLIRError:
            module = None
    if module is None:
        found = _Contractions(float("inf"), False)
    else:
        read = _read_contractions(module)
        dots = [plain for name, _, plain, _ in read if name != "stablehlo.convolution"]
        found = _Contractions(max((flops for _, flops, _, wide in read if wide), default=0.0),
                              bool(dots) and all(dots))
    with _kept_lock:
        _kept[text] = found
        while len(_kept) > _KEPT:
            _kept.popitem(last=False)
    return found


def _contraction_flags(text: str, target: str, module: ir.Module | None = None
                       ) -> tuple[str, ...]:
    """Data tiling and microkernels for a CPU module with a big contraction (see above)."""
    if target != "cpu":
        return ()
    if "stablehlo.convolution" in text or ("stablehlo.dot" in text and _contractions(
            text, module).largest_tiled_flops >= BIG_CONTRACTION_FLOPS):
        return CONTRACTION_FLAGS
    return ()


def global_flags(text: str) -> tuple[str, ...]:
    """inprocess.GLOBAL_FLAGS for a module without vector types, else none: IREE 3.13 then
    hoists the vector constants of hostcall-kernelize-loops' kernels (``arith.constant
    dense<...> : vector<3xf64>``, folded from broadcasts) out of the dispatch as operands,
    and iree-compile crashed converting them to streams (a fori_loop of sin).  Such
    modules compile in iree-compile without the global flags; sessions, which hold them
    for the whole process, never see them."""
    return () if "vector<" in text else inprocess.GLOBAL_FLAGS


def _needs_system_libm(text: str, target: str) -> bool:
    """IREE's embedded CPU executables have no libm: f64 math (sin, exp, ...) only links
    as a system shared library, which needs the host's linker."""
    return target == "cpu" and "f64" in text and shutil.which("ld") is not None


def module_flags(text: str, target: str, module: ir.Module | None = None
                 ) -> tuple[str, ...]:
    """Flags a module needs beyond its target's, read off its text (part of the cache key);
    ``module``, the same module parsed, where the caller has it (read instead of the
    text parsed again: see _contractions)."""
    libm = ("--iree-llvmcpu-link-embedded=false",) if _needs_system_libm(text, target) else ()
    spirv = (f"--iree-vulkan-target={vulkan_target()}",) if target == "vulkan" else ()
    tiling = _contraction_flags(text, target, module)
    # the inner-tiled lowering tiles data-tiled code
    inner = _fast_matmul_flags(text, target, module) if tiling else ()
    return (*libm, *spirv, *tiling, *inner)


@dataclasses.dataclass(frozen=True)
class CompileOptions:
    """What iree-compile is asked to do for one module: its ``target`` (a key of
    TARGET_FLAGS, whose flags it always gets), ``flags`` beyond the target's (the
    caller's, then the module's: ``module_flags``) and ``global_flags`` (those IREE reads
    from its global command line only: ``global_flags``).  ``for_text`` derives them from a
    module's text; the caches key entries on them (IREE's CompilerOptions likewise holds
    one compile's choices in one object)."""
    target: str = "cpu"
    flags: tuple[str, ...] = ()
    global_flags: tuple[str, ...] = ()

    def __post_init__(self):
        if self.target not in TARGET_FLAGS:
            raise ValueError(f"unknown target {self.target!r}; known: {sorted(TARGET_FLAGS)}")

    @classmethod
    def for_text(cls, text: str, target: str = "cpu", flags=(),
                 module: ir.Module | None = None) -> CompileOptions:
        """The options a module's text compiles with for ``target``, with the caller's
        ``flags`` added (``module``: the same module parsed, where the caller has it)."""
        return cls(target, (*flags, *module_flags(text, target, module)), global_flags(text))

    def arguments(self) -> list[str]:
        """The iree-compile arguments these options give (besides its fixed ones)."""
        return [*self.global_flags, *TARGET_FLAGS[self.target], *self.flags]

    def session_arguments(self) -> tuple[str, ...]:
        """The arguments of one compile in a session (inprocess, compile_worker), which
        holds the global flags for the whole process."""
        return (*TARGET_FLAGS[self.target], *self.flags)

    def without(self, flag: str) -> CompileOptions:
        """These options less ``flag`` (a fallback's compile)."""
        return dataclasses.replace(self, flags=tuple(f for f in self.flags if f != flag))


class CompileError(RuntimeError):
    """IREE rejected a module.

    The message gives IREE's first error; ``diagnostics`` holds IREE's whole output
    (every diagnostic and the command line), ``line`` and ``column`` the position of the
    first error in the compiled module's text (None when IREE gave none) and ``reason``
    its text; ``op_name`` the failing op's name where the caller located it;
    ``module_path`` where the module was saved when the compiler crashed (crash_reports).
    """

    def __init__(self, message: str, diagnostics: str = "", line: int | None = None,
                 column: int | None = None, reason: str = ""):
        super().__init__(message)
        self.diagnostics = diagnostics
        self.line, self.column, self.reason = line, column, reason
        self.op_name: str | None = None
        self.module_path: Path | None = None


_FIRST_ERROR = re.compile(r"^(?:<stdin>|-):(\d+):(\d+): error: (.*)$", re.M)


def first_error(diagnostics: str) -> tuple[int | None, int | None, str]:
    """(line, column, text) of the first error in IREE's output."""
    m = _FIRST_ERROR.search(diagnostics)
    if m:
        return int(m.group(1)), int(m.group(2)), m.group(3).strip()
    first = next((ln for ln in diagnostics.splitlines() if "error" in ln), diagnostics.strip())
    return None, None, first.strip()[:500]


# IREE 3.13's data tiling rejects some fusions it makes itself (e.g. "'vector.store' op write
# affecting operations on global resources are restricted to workgroup distributed contexts"
# for a gradient with a weight broadcast over a leading axis); such a module compiles again
# without it (its matrix products then run untiled, which is correct, only slower).


def compile_vmfb(text: str, options: CompileOptions, crash_folder: Path) -> bytes:
    """The IREE VM flatbuffer of a StableHLO module's text, compiled with ``options``: in
    this process or the compile worker where inprocess.mode() says so and the module takes
    the global flags, else (or where a session fails, for its diagnostics or a fallback)
    in iree-compile.  CompileError when IREE rejects it, hangs or crashes (a crashed
    module is saved in ``crash_folder``)."""
    where = inprocess.mode()
    try:
        if where != "subprocess" and options.global_flags == inprocess.GLOBAL_FLAGS:
            session = inprocess if where == "inprocess" else compile_worker
            vmfb = session.compile_text(text, options.session_arguments())
            if vmfb is not None:
                return vmfb   # else iree-compile again, for its diagnostics or a fallback
        return _iree_compile(text, options.arguments())
    except TimeoutError as e:
        reason = (f"the compiler did not finish within {e.args[0]:g} s (a hang or a crash "
                  f"that never ended; $HOSTCALL_COMPILE_TIMEOUT sets the limit)")
        raise CompileError(f"IREE failed to compile the module for {options.target}: "
                           f"{reason}", "", None, None, reason) from None
    except ireec.CompilerToolError as e:
        # the experimental lowering first, then data tiling: the standard lowering remains
        for fallback in (INNER_TILED_FLAG, DATA_TILING_FLAG):
            if fallback in options.flags:
                return compile_vmfb(text, options.without(fallback), crash_folder)
        line, column, reason = first_error(str(e))
        crash = _crash(str(e))
        saved = None
        if crash and line is None:   # not IREE's diagnostics, LLVM's crash report
            reason, saved = _report_crash(crash, text, options.arguments(), crash_folder)
        reason = _known_limit(options.target, str(e)) + reason
        error = CompileError(f"IREE failed to compile the module for {options.target}: "
                             f"{reason}", str(e), line, column, reason)
        error.module_path = saved
        raise error from None


def _report_crash(crash: str, text: str, args: list[str], folder: Path
                  ) -> tuple[str, Path | None]:
    """The reason for a compiler crash, naming the IREE pass that crashed and the file
    in ``folder`` the module is saved in (crash_reports), and that file."""
    where = crash_reports.crashed_pass(_run_iree_compile, text, args)
    if where:
        crash += f" in IREE's {where}"
    command = [find_tool("iree-compile"), "-", *_COMPILE_FLAGS, *args, "-o", os.devnull]
    saved = crash_reports.save(text, command, folder, crash)
    if saved is not None:
        crash += f"; the module is saved in {saved} with the command that reproduces it"
    return crash, saved


# What compile_str passes iree-compile besides the caller's flags.
_COMPILE_FLAGS = ("--iree-input-type=stablehlo",
                  "--iree-vm-bytecode-module-output-format=flatbuffer-binary",
                  "--mlir-print-debuginfo", "--mlir-print-op-on-diagnostic=false")


def _iree_compile(text: str, args) -> bytes:
    """``iree-compile`` on a StableHLO module's text: its flatbuffer; CompilerToolError
    when it fails or crashes, TimeoutError(seconds) past compile_limits.timeout() (then it
    and anything it started are killed: it runs in a process group of its own).  It runs
    without the verifier between passes for the CPU (inprocess.NO_VERIFY_FLAG), and where
    that fails, again with it: the error is the one a verified compile reports.
    """
    if not inprocess.skips_verifier(args):
        return _run_iree_compile(text, args)
    try:
        return _run_iree_compile(text, [*args, inprocess.NO_VERIFY_FLAG])
    except ireec.CompilerToolError:
        return _run_iree_compile(text, args)


def _run_iree_compile(text: str, args) -> bytes:
    """One compile in iree-compile (see _iree_compile), in two runs as a session compiles
    (inprocess.compile_text): to IREE's VM dialect as MLIR bytecode, and from there, after
    dialects.vm_branches' rewrite, to the flatbuffer."""
    vm = _run_phase(text.encode(), [*args, f"--compile-to={inprocess.VM_PHASE}",
                                    "--emit-mlir-bytecode"])
    with ir.Context():
        module = ir.Module.parse(vm)
        if distinct_branch_refs(module):
            written = io.BytesIO()
            module.operation.write_bytecode(written)
            vm = written.getvalue()
    return _run_phase(vm, [*args, f"--compile-from={inprocess.VM_PHASE}"])


def _run_phase(source: bytes, args) -> bytes:
    """One ``iree-compile`` run on ``source`` (MLIR text or bytecode): its output."""
    timeout = compile_limits.timeout()
    cmd = [find_tool("iree-compile"), "-", *_COMPILE_FLAGS, *args]
    with subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=compile_limits.environment(),
                          start_new_session=True) as proc:
        try:
            out, err = proc.communicate(source, timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            proc.communicate()
            raise TimeoutError(timeout) from None
        except BaseException:
            _kill_group(proc)
            raise
    done = subprocess.CompletedProcess(cmd, proc.returncode, out, err)
    if done.returncode != 0:
        raise ireec.CompilerToolError(done)
    if err:
        sys.stderr.write(err.decode(errors="replace"))   # its warnings, as compile_str does
    return out


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()


_SIGNAL = re.compile(r"^Error code: (-\d+)$", re.M)
_CRASH_REPORT = ("Please report issues", "Stack dump", "PLEASE submit", "Invoked with:")


def _crash(diagnostics: str) -> str:
    """'the compiler crashed (SIGABRT: double free or corruption)' where iree-compile died
    of a signal (with the first line it printed before LLVM's crash report), else ''."""
    found = _SIGNAL.search(diagnostics)
    if not found:
        return ""
    try:
        name = signal.Signals(-int(found.group(1))).name
    except ValueError:
        name = f"signal {-int(found.group(1))}"
    printed = diagnostics.split("Diagnostics:\n", 1)[-1].splitlines()
    said = next((ln.strip() for ln in printed if ln.strip()), "")
    if said.startswith(_CRASH_REPORT):
        said = ""
    return f"the compiler crashed ({name}{': ' + said[:200] if said else ''})"


# SPIR-V's GLSL instruction set has 16- and 32-bit float math only: 64-bit sin, exp, log, ...
# cannot run on Vulkan, which IREE reports as an operand type error of a spirv.GL op.
_SPIRV_F64_MATH = re.compile(r"'spirv\.(?:GL|CL)\.(\w+)' op operand #\d+ must be 16/32-bit float"
                             r".*?but got '(?:vector<\d+x)?f64")


def _known_limit(target: str, diagnostics: str) -> str:
    """A first line naming a target limit the diagnostics show, or ''."""
    found = _SPIRV_F64_MATH.search(diagnostics)
    if target == "vulkan" and found:
        return (f"{target} cannot compute 64-bit float {found.group(1)} (SPIR-V has no 64-bit "
                f"transcendental math): compute it in float32, or run on cpu; IREE: ")
    return ""
