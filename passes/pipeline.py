"""Pipeline policy: which passes jit runs for each compile target, in what order, and why.

``JIT_PASSES`` is the table, read top to bottom: every pass of jit's default pipeline
after the user's transformations, its kind (the package of passes/ it lives in, or "mlir"
for MLIR's own), the targets that run it and why it runs there.  The constants and
functions below (DEFAULT_PIPELINE, TARGET_PASSES, TARGET_SKIPS, TARGET_OPTIONS,
default_pipeline, module_pipeline, ...) are all read off it; hostcall.passes re-exports
them.  A target the table does not name (any but cpu, cuda and vulkan) runs the passes
marked ALL or "all but ...".
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import load_passes, parse_item, split_items, strip_anchor

ALL = "all"


@dataclass(frozen=True)
class Step:
    """One row of the table: ``targets`` is ALL, ``"all but T ..."`` or the targets that run
    the pass (``"cuda"``); ``options`` are pipeline options a target sets on it."""
    name: str
    kind: str
    targets: str
    why: str
    options: dict[str, str] = field(default_factory=dict)

    def runs_on(self, target: str) -> bool:
        words = self.targets.split()
        if words == [ALL]:
            return True
        if words[:2] == [ALL, "but"]:
            return target not in words[2:]
        return target in words

    @property
    def everywhere_by_default(self) -> bool:
        """Whether a target the table does not name runs it (ALL or "all but ...")."""
        return self.targets.split()[0] == ALL


# hostcall-reduce-trig comes right before the loop kernels (which read its tables): it
# grows a sine into ~54 ops, and the passes before it then walk a module a few times
# smaller (a 1000-op program's passes: 0.44 -> 0.33 s).
JIT_PASSES = (
    Step("hostcall-erase-meshes", "iree", ALL,
         "IREE fails on Shardy's sdy.mesh ops of JAX exports; one device needs no mesh"),
    Step("hostcall-erase-ad-markers", "transforms", ALL,
         "what only the autodiff passes need (custom_jvp/custom_vjp calls, remat and "
         "stop_gradient markers) goes before IREE"),
    Step("symbol-dce", "mlir", ALL,
         "drops private functions nothing calls any more (the unbatched or "
         "undifferentiated originals the transformations leave), and their callbacks"),
    Step("hostcall-lower-fft", "iree", ALL, "IREE does not compile stablehlo.fft"),
    Step("hostcall-lower-triangular-solve", "iree", ALL,
         "IREE has no lowering of stablehlo.triangular_solve"),
    Step("hostcall-split-complex-pad", "iree", ALL, "iree-compile crashes on a complex pad"),
    Step("hostcall-signed-reverse", "iree", ALL,
         "IREE does not compile a reverse of unsigned integers"),
    Step("hostcall-stable-sort", "iree", ALL,
         "IREE ignores a sort's is_stable: ties come out in any order"),
    Step("hostcall-spec-indices", "iree", ALL,
         "IREE reads and writes out of bounds where the spec clamps or skips"),
    Step("hostcall-merge-pads", "iree", ALL,
         "IREE drops the interior padding of a pad padded again"),
    Step("hostcall-lower-select-and-scatter", "iree", ALL,
         "IREE selects the last of tied elements where the spec keeps the first"),
    Step("hostcall-spec-math", "iree", ALL,
         "IREE computes some elementwise ops differently from the spec"),
    Step("hostcall-widen-bool-windows", "iree", ALL,
         "IREE does not compile a boolean reduce_window it takes for a scan (a cumulative "
         "or, and, max or min)"),
    Step("hostcall-fold-splats", "iree", ALL,
         "IREE miscompiles reductions over a computed fill of one number"),
    Step("hostcall-fold-convert-round-trips", "iree", ALL,
         "iree-compile crashed on a round trip of converts through a wider type"),
    Step("hostcall-convolution-workarounds", "iree", ALL,
         "convolutions IREE cannot compile, computes less exactly or runs slowly"),
    Step("hostcall-int-to-bf16", "iree", ALL,
         "IREE's CPU backend converts integers to bf16 by a call it does not provide"),
    Step("hostcall-loop-index-select", "iree", ALL,
         "IREE miscompiles loops that select a scalar index"),
    Step("hostcall-int-sign-convert", "iree", ALL,
         "IREE fails on signedness-changing converts of scalarized loop values"),
    Step("hostcall-signed-regions", "iree", ALL,
         "IREE rejects an unsigned scatter or sort inside a while loop and an unsigned "
         "cumulative reduce_window"),
    Step("hostcall-normalize-scatter", "iree", ALL,
         "IREE mishandles scatters with some dimension numbers"),
    Step("hostcall-dot-products", "optimize", "all but cuda",
         "IREE accumulates a dot product of long vectors serially, slowly and with the "
         "rounding of every addition; as a multiply and a sum, hostcall-split-reductions "
         "lays it out"),
    Step("hostcall-split-reductions", "optimize", "all but cuda",
         "a long one-dimensional reduction is faster in two stages (checked on the CPU and "
         "Vulkan, where rows also keep each shader's loop under lavapipe's 65,535 "
         "iterations; not on CUDA); on the CPU with a vector of lanes kept innermost",
         options={"cpu": "vector-bytes=64"}),
    Step("hostcall-reduce-trig", "iree", ALL,
         "IREE's sine, cosine and tan are wrong away from zero; Vulkan rounds the "
         "quadrant by an op (reduce_trig's rounding option); on the CPU, past 16 sites "
         "each is a dispatch of one shared kernel (share-above: compile time then grows "
         "with the program, not with its sines; small programs stay fused)",
         options={"vulkan": "rounding=op", "cpu": "share-above=16"}),
    Step("hostcall-unroll-small-loops", "optimize", ALL,
         "a counted loop of a few trips inside another loop is unrolled, so the kernel "
         "made of the outer loop indexes by constants instead of selecting by a counter "
         "(the LU of a small det, solve or inv in a loop body)"),
    Step("hostcall-kernelize-loops", "optimize", ALL,
         "small while loops as one dispatch instead of HAL work per iteration; cuda gets "
         "only the kernel forms IREE compiles for it (kernelize_loops.TARGET_FORMS)",
         options={"cuda": "target=cuda"}),
    Step("hostcall-table-lookups", "optimize", "all but cuda",
         "gathers from 1-D tables fused with their neighbours (checked on the CPU and "
         "Vulkan; CUDA keeps the gathers it was checked with)"),
    Step("hostcall-round-bf16", "iree", ALL,
         "IREE's CPU backend keeps bf16 arithmetic in float32 inside fusions"),
    Step("hostcall-guard-returned-arguments", "iree", ALL,
         "IREE updates an argument in place that is also returned"),
    Step("hostcall-guard-self-updates", "iree", ALL,
         "IREE overwrites the buffer an update is copied out of"),
    Step("hostcall-guard-loop-barriers", "iree", ALL,
         "IREE dropped the dispatch computing a carry from a barrier in a loop"),
    Step("hostcall-guard-unread-carries", "iree", ALL,
         "IREE loses a host loop's carry that the body overwrites unread"),
    Step("hostcall-dce-pure-callbacks", "callbacks", ALL,
         "unused pure callbacks go, as JAX's dead-code elimination removes them"),
    Step("inline{default-pipeline=}", "mlir", ALL,
         "private functions inlined (no simplification: nothing is removed), as IREE "
         "inlines them first, so the fold below sees what IREE sees; after "
         "hostcall-dce-pure-callbacks, which keeps callbacks a function returns"),
    Step("hostcall-fold-splats", "iree", ALL,
         "again, across the inlined calls: IREE 3.13 folds selects nested on one mask "
         "inside a fused op and hands the op's other result wrong to the next dispatch "
         "(jacrev of vmap of a switch; tests/inputs/fuzz_fixed/seed302_f169_v0_vjp_v2)"),
    Step("hostcall-keep-softmax-generic", "iree", "all but cuda vulkan",
         "IREE raises a softmax to linalg.softmax, whose CPU code is 1.2-2.9x slower than "
         "the two fused dispatches of its ops (measured on the CPU only); after the "
         "inlining, which shows it softmaxes in private functions"),
    Step("hostcall-sort-copies", "iree", ALL,
         "IREE rejects a sort dispatch into which it fuses a slice of an argument or a pad "
         "of the sorted values; after inlining, where a called function's argument is the "
         "caller's value"),
    Step("hostcall-contiguous-gather-indices", "iree", ALL,
         "IREE's CPU code generator cannot lower a gather whose fused start indices read "
         "a slice with a strided innermost dimension (tests/inputs/fuzz_fixed/"
         "seed402_f95_v0_v1); after the passes that make or move gathers and their clamps"),
    Step("hostcall-guard-batched-gathers", "iree", ALL,
         "IREE computes a batched gather's fused operand only at the rows the gather reads "
         "and hands that to the operand's other readers (vmap of a vjp, the fuzzer's seed "
         "415 f80_vjp_v1)"),
    Step("hostcall-guard-shared-targets", "iree", ALL,
         "IREE updates (scatters, dynamic_update_slices, sorts) an array in place that a "
         "dispatch it runs later still reads (tests/inputs/fuzz_fixed/seed402_f57_v0_j1_v2; "
         "a loop carry read before its update in the body: seed406_f35_j0, seed406_f220_j0; "
         "a sort of an array a barrier reads: seed545_f19_v0_v1); after the passes that add "
         "barriers (hostcall-guard-batched-gathers) and after inlining, so an "
         "array passed into a function that updates it counts its readers in the caller"),
    Step("hostcall-order-effects", "callbacks", ALL,
         "ordered callbacks (io, debug) run in program order, threaded by tokens"),
    Step("hostcall-lower-callbacks", "callbacks", ALL,
         "callbacks become calls of the runtime module's imports; IREE takes no tokens"),
    Step("hostcall-guard-loop-entries", "iree", ALL,
         "IREE's stream partitioning rejects a loop's initial carry read again after it, "
         "and its analysis crashes on a constant handed to a nested loop"),
    Step("hostcall-split-wide-fusions", "iree", ALL,
         "IREE fuses past the HAL's limit of bindings per dispatch"),
    Step("hostcall-cuda-workarounds", "iree", "cuda",
         "ops only IREE's CUDA code generator rejects or crashes on"),
    Step("hostcall-forward-while-carries", "iree", "cuda",
         "IREE stops forwarding a carry that only the condition reads; cuda's only: on "
         "the CPU its barrier over a loop's counter made IREE's VM loop forever on a host "
         "loop (tests/inputs/fuzz_fixed/seed32_f72), a hang where the program it cures "
         "gets a CompileError"),
    Step("hostcall-complex-constants", "iree", ALL,
         "IREE rejects complex constants in some uses"),
    Step("hostcall-iota-constants", "iree", ALL,
         "IREE leaves a small iota's dispatch outside every execution region when a host "
         "loop lies between its readers"),
    Step("hostcall-splat-constants", "iree", ALL,
         "IREE leaves a splat constant it clones outside every execution region when a "
         "host loop lies between its readers"),
    Step("hostcall-distinct-wide-fills", "iree", ALL,
         "IREE fills only one of the buffers it fills from one 8-byte value (pads' padding, "
         "splat constants updated in place); after inlining and the guards"),
    Step("hostcall-narrow-types", "iree", ALL,
         "IREE fails on sub-byte tensors; narrow types cross the boundary as bytes"),
    Step("hostcall-stack-kernel-results", "iree", ALL,
         "IREE's canonicalization points a loop kernel's result that repeats an earlier "
         "one at the kernel's first result (tests/inputs/fuzz_fixed/seed406_f92_vjp); "
         "last, so that no pass gives a kernel two results of one type again"),
)

# The default pipeline of jit, in order: the passes a target the table does not name runs.
DEFAULT_PIPELINE = tuple(s.name for s in JIT_PASSES if s.everywhere_by_default)
# Passes a compile target leaves out of the default pipeline ("all but <target>").
TARGET_SKIPS = {t: names for t in ("cuda", "vulkan")
                if (names := tuple(s.name for s in JIT_PASSES
                                   if s.everywhere_by_default and not s.runs_on(t)))}


def _target_additions(target: str):
    """(passes only ``target`` and other named targets run, the default pass they come
    before) or None: rewrites of ops that only that target's IREE code generator rejects."""
    rows = [i for i, s in enumerate(JIT_PASSES)
            if not s.everywhere_by_default and s.runs_on(target)]
    if not rows:
        return None
    before = next(s.name for s in JIT_PASSES[rows[-1] + 1:] if s.everywhere_by_default)
    return tuple(JIT_PASSES[i].name for i in rows), before


# Passes a compile target adds to the default pipeline, before the pass named second.
TARGET_PASSES = {t: added for t in ("cuda",) if (added := _target_additions(t))}
# Options a compile target sets on passes of the default pipeline.
TARGET_OPTIONS = {t: {s.name: s.options[t] for s in JIT_PASSES if t in s.options}
                  for t in ("cpu", "cuda", "vulkan")}
# The passes of the default pipeline that lower: everything before them is the
# 'optimized' stage (optimize_pipeline).
LOWERING_PASSES = ("hostcall-lower-callbacks", "hostcall-narrow-types")
# The passes of DEFAULT_PIPELINE that give a module its callback semantics (unused pure
# callbacks removed, ordered effects threaded): `hostcall run --reference` runs them
# before evaluating, so it calls the handlers the compiled program calls.
SEMANTIC_PIPELINE = "hostcall-dce-pure-callbacks,hostcall-order-effects"
# What a module from outside hostcall (hostcall.compile_module, hostcall run / compile)
# goes through before the default pipeline: JAX's Python callbacks become hostcall's.
IMPORT_PASSES = ("hostcall-import-jax-callbacks",)
KERNELIZE_LOOPS = "hostcall-kernelize-loops"


def default_pipeline(target: str = "cpu") -> str:
    """jit's default pass pipeline for compile target ``target`` as a pipeline string (the
    passes after the user's transformations, up to callback lowering).
    """
    names = [n for n in DEFAULT_PIPELINE if n not in TARGET_SKIPS.get(target, ())]
    if target in TARGET_PASSES:
        extra, before = TARGET_PASSES[target]
        at = names.index(before)
        names[at:at] = extra
    load_passes(names)
    options = TARGET_OPTIONS.get(target, {})
    return ",".join(f"{n}{{{options[n]}}}" if n in options else n for n in names)


def module_pipeline(target: str = "cpu") -> str:
    """The pipeline of a StableHLO module from outside hostcall (a file, JAX's lowering):
    IMPORT_PASSES, then jit's default pipeline for ``target``."""
    load_passes(IMPORT_PASSES)
    return ",".join((*IMPORT_PASSES, default_pipeline(target)))


def without_loop_kernels(pipeline: str) -> str | None:
    """``pipeline`` without hostcall-kernelize-loops, or None when it has none.

    The compile paths fall back to it when IREE rejects a module that holds loop kernels:
    IREE 3.13 still rejects some kernel shapes (the differential fuzzer found a
    dynamic_update_slice of a row inside an i64 loop), and the host loop is always right.
    """
    items = split_items(strip_anchor(pipeline)) if pipeline.strip() else []
    kept = [i for i in items if parse_item(i)[0] != KERNELIZE_LOOPS]
    return ",".join(kept) if len(kept) < len(items) else None


def optimize_pipeline(pipeline: str) -> str:
    """The part of a pipeline before lowering (the 'optimized' stage)."""
    items = [i for i in split_items(strip_anchor(pipeline))
             if parse_item(i)[0] not in LOWERING_PASSES]
    return ",".join(items)
