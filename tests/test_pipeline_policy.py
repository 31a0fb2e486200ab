"""jit's pipelines read off passes/pipeline.py's table: the same passes, order and options
per target as the lists written out here, and a table every row of which names a real pass
of its kind."""
import pytest

from hostcall import passes
from hostcall.passes import pipeline

# jit's default pipeline, written out (the order passes/pipeline.py's table must give).
DEFAULT = (
    "hostcall-erase-meshes", "hostcall-erase-ad-markers", "symbol-dce", "hostcall-lower-fft",
    "hostcall-lower-triangular-solve", "hostcall-split-complex-pad", "hostcall-signed-reverse",
    "hostcall-stable-sort", "hostcall-spec-indices", "hostcall-merge-pads", "hostcall-lower-select-and-scatter",
    "hostcall-spec-math", "hostcall-widen-bool-windows", "hostcall-fold-splats",
    "hostcall-fold-convert-round-trips",
    "hostcall-convolution-workarounds", "hostcall-int-to-bf16", "hostcall-loop-index-select",
    "hostcall-int-sign-convert", "hostcall-signed-regions", "hostcall-normalize-scatter",
    "hostcall-dot-products", "hostcall-split-reductions", "hostcall-reduce-trig",
    "hostcall-unroll-small-loops",
    "hostcall-kernelize-loops",
    "hostcall-table-lookups", "hostcall-round-bf16",
    "hostcall-guard-returned-arguments", "hostcall-guard-self-updates",
    "hostcall-guard-loop-barriers", "hostcall-guard-unread-carries",
    "hostcall-dce-pure-callbacks", "inline{default-pipeline=}", "hostcall-fold-splats",
    "hostcall-keep-softmax-generic", "hostcall-sort-copies",
    "hostcall-contiguous-gather-indices", "hostcall-guard-batched-gathers",
    "hostcall-guard-shared-targets",
    "hostcall-order-effects", "hostcall-lower-callbacks",
    "hostcall-guard-loop-entries", "hostcall-split-wide-fusions", "hostcall-complex-constants",
    "hostcall-iota-constants", "hostcall-splat-constants", "hostcall-distinct-wide-fills",
    "hostcall-narrow-types",
    "hostcall-stack-kernel-results")


def _edited(names, drop=(), insert=(), before=None, options=None):
    out = [n for n in names if n not in drop]
    if insert:
        at = out.index(before)
        out[at:at] = insert
    return ",".join(f"{n}{{{options[n]}}}" if n in (options or {}) else n for n in out)


EXPECTED = {
    "cpu": _edited(DEFAULT, options={"hostcall-reduce-trig": "share-above=16",
                                     "hostcall-split-reductions": "vector-bytes=64"}),
    "vulkan": _edited(DEFAULT, drop=("hostcall-keep-softmax-generic",),
                      options={"hostcall-reduce-trig": "rounding=op"}),
    "cuda": _edited(DEFAULT, drop=("hostcall-table-lookups", "hostcall-split-reductions",
                                   "hostcall-keep-softmax-generic", "hostcall-dot-products"),
                    insert=("hostcall-cuda-workarounds", "hostcall-forward-while-carries"),
                    before="hostcall-complex-constants",
                    options={"hostcall-kernelize-loops": "target=cuda"}),
    "rocm": _edited(DEFAULT),     # a target the table does not name: the default pipeline
}


def test_default_pipeline_is_the_written_out_list():
    assert passes.DEFAULT_PIPELINE == DEFAULT
    assert passes.DEFAULT_PIPELINE is pipeline.DEFAULT_PIPELINE


@pytest.mark.parametrize("target", sorted(EXPECTED))
def test_pipelines_per_target(target):
    assert passes.default_pipeline(target) == EXPECTED[target]
    assert passes.module_pipeline(target) == \
        "hostcall-import-jax-callbacks," + EXPECTED[target]
    assert passes.optimize_pipeline(passes.default_pipeline(target)) == ",".join(
        i for i in EXPECTED[target].split(",")
        if i not in ("hostcall-lower-callbacks", "hostcall-narrow-types"))
    kernels = "hostcall-kernelize-loops{target=cuda}" if target == "cuda" \
        else "hostcall-kernelize-loops"
    assert passes.without_loop_kernels(passes.module_pipeline(target)) == ",".join(
        i for i in ("hostcall-import-jax-callbacks," + EXPECTED[target]).split(",")
        if i != kernels)
    assert passes.without_loop_kernels("hostcall-fold-splats,canonicalize") is None


def test_target_tables_read_off_the_table():
    assert passes.TARGET_PASSES == {"cuda": (("hostcall-cuda-workarounds",
                                              "hostcall-forward-while-carries"),
                                             "hostcall-complex-constants")}
    assert {t: set(n) for t, n in passes.TARGET_SKIPS.items()} == \
        {"cuda": {"hostcall-table-lookups", "hostcall-split-reductions",
                  "hostcall-keep-softmax-generic", "hostcall-dot-products"},
         "vulkan": {"hostcall-keep-softmax-generic"}}
    assert passes.TARGET_OPTIONS == {"cpu": {"hostcall-reduce-trig": "share-above=16",
                                             "hostcall-split-reductions": "vector-bytes=64"},
                                     "cuda": {"hostcall-kernelize-loops": "target=cuda"},
                                     "vulkan": {"hostcall-reduce-trig": "rounding=op"}}
    assert passes.LOWERING_PASSES == ("hostcall-lower-callbacks", "hostcall-narrow-types")
    assert passes.SEMANTIC_PIPELINE == "hostcall-dce-pure-callbacks,hostcall-order-effects"
    assert passes.IMPORT_PASSES == ("hostcall-import-jax-callbacks",)


def test_each_row_names_a_pass_of_its_kind_once():
    """A pass runs once, save hostcall-fold-splats, which runs again after the inliner
    (its row says "again")."""
    names = [s.name for s in pipeline.JIT_PASSES]
    repeated = sorted({n for n in names if names.count(n) > 1})
    assert repeated == ["hostcall-fold-splats"]
    assert [s.why.split(",")[0] for s in pipeline.JIT_PASSES
            if s.name == "hostcall-fold-splats"][1] == "again"
    registered = passes.registered()
    for step in pipeline.JIT_PASSES:
        assert step.why.strip() and step.targets.split()[0] in ("all", "cuda", "vulkan", "cpu")
        if step.kind == "mlir":
            assert step.name not in registered
            passes.check_pipeline(step.name)
        else:
            assert passes.PASS_MODULES[step.name].split(".")[0] == step.kind, step.name
    listed = set(passes.LOWERING_PASSES) | set(passes.SEMANTIC_PIPELINE.split(","))
    assert listed <= set(names)


def test_steps_read_their_targets():
    only_cuda = pipeline.Step("x", "iree", "cuda", "why")
    but_cuda = pipeline.Step("x", "optimize", "all but cuda", "why")
    assert only_cuda.runs_on("cuda") and not only_cuda.runs_on("cpu")
    assert not only_cuda.everywhere_by_default and but_cuda.everywhere_by_default
    assert but_cuda.runs_on("vulkan") and not but_cuda.runs_on("cuda")
