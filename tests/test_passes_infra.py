"""The pass infrastructure: registry, pipeline strings, options, errors, IR printing,
and modules from other tools (JAX exports)."""
import io
import subprocess
import sys

import pytest
from iree.compiler import ir

from hostcall import passes

MODULE = """
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %1 = stablehlo.add %a, %a : tensor<4xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
"""


@pytest.fixture
def test_pass(monkeypatch):
    """A pass ``test-tag`` that records its options on the module, registered for one test."""
    calls = []

    def tag(module, ctx, label="x", times=1, enabled=False):
        calls.append((label, times, enabled, dict(ctx.callbacks)))
        module.operation.attributes["test.tag"] = ir.StringAttr.get(f"{label}*{times}")

    info = passes.PassInfo("test-tag", tag, "tag the module", {
        "label": passes.Option(str, "x", "text of the tag"),
        "times": passes.Option(int, 1, "a count"),
        "enabled": passes.Option(lambda s: s == "true", False, "a flag"),
    })
    monkeypatch.setitem(passes._REGISTRY, "test-tag", info)
    return calls


def _ops(module):
    return [op.operation.name for op in module.body.operations[0].regions[0].blocks[0].operations]


def test_mixed_pipeline_runs_hostcall_and_mlir_passes_in_order(test_pass):
    module = passes.run(MODULE, "builtin.module(test-tag{label=hi times=3},cse,canonicalize)",
                        callbacks={"cb": print})
    assert _ops(module) == ["stablehlo.add", "stablehlo.multiply", "func.return"]
    assert str(module.operation.attributes["test.tag"]) == '"hi*3"'
    assert test_pass == [("hi", 3, False, {"cb": print})]


def test_flag_option_without_value_means_true(test_pass):
    passes.run(MODULE, "test-tag{enabled}")
    assert test_pass[0][2] is True


def test_nested_mlir_pipeline_items_are_accepted():
    module = passes.run(MODULE, "builtin.module(func.func(cse))")
    assert _ops(module).count("stablehlo.add") == 1


@pytest.mark.parametrize("pipeline, message", [
    ("cse,no-such-pass", "unknown pass 'no-such-pass' in pipeline; hostcall passes: "),
    ("hostcall-nope", "unknown pass 'hostcall-nope'"),
    ("canonicalize{bogus=1}", "bad pipeline item 'canonicalize{bogus=1}': no such option bogus"),
    ("test-tag{colour=red}", "pass test-tag has no option 'colour' (options: label, times, "
                             "enabled)"),
    ("test-tag{times=many}", "bad value 'many' for option times of test-tag"),
    ("builtin.module(cse", "unbalanced brackets in pass pipeline"),
    ("cse,,canonicalize", "empty pass name in pipeline"),
    ("test-tag{label=x", "unbalanced brackets"),
])
def test_bad_pipelines_raise_pipeline_error_before_running(test_pass, pipeline, message):
    with pytest.raises(passes.PipelineError) as e:
        passes.run(MODULE, pipeline)
    assert message in str(e.value)
    assert test_pass == []  # nothing ran
    with pytest.raises(passes.PipelineError):
        passes.check_pipeline(pipeline)


def test_unknown_pass_error_lists_registered_hostcall_passes(test_pass):
    with pytest.raises(passes.PipelineError) as e:
        passes.check_pipeline("no-such-pass")
    assert "test-tag" in str(e.value)
    assert "hostcall-dce-pure-callbacks" in str(e.value)


def test_print_ir_before_and_after_each_pass(test_pass):
    out = io.StringIO()
    passes.run(MODULE, "test-tag,cse", stream=out, print_ir_before_all=True,
               print_ir_after_all=True)
    text = out.getvalue()
    titles = [ln for ln in text.splitlines() if ln.startswith("// -----//")]
    assert titles == ["// -----// IR Dump Before test-tag //----- //",
                      "// -----// IR Dump After test-tag //----- //",
                      "// -----// IR Dump Before cse //----- //",
                      "// -----// IR Dump After cse //----- //"]
    before_cse = text.split("IR Dump Before cse")[1].split("IR Dump After cse")[0]
    after_cse = text.split("IR Dump After cse")[1]
    assert before_cse.count("stablehlo.add") == 2 and after_cse.count("stablehlo.add") == 1


def test_describe_all_lists_passes_and_options(test_pass):
    text = passes.describe_all()
    assert "test-tag: tag the module" in text
    assert "    times=1: a count" in text
    assert "hostcall-order-effects:" in text


def test_pass_error_carries_location(monkeypatch):
    def fail(module, ctx):
        op = module.body.operations[0]
        raise passes.PassError("test-fail: no", location=op.location)

    monkeypatch.setitem(passes._REGISTRY, "test-fail",
                        passes.PassInfo("test-fail", fail, "always fails"))
    with pytest.raises(passes.PassError) as e:
        passes.run(MODULE, "test-fail")
    assert 'loc("-":2:1)' == str(e.value.location)


def test_pass_leaving_invalid_ir_is_reported_with_mlir_diagnostics(monkeypatch):
    def break_types(module, ctx):
        add = module.body.operations[0].regions[0].blocks[0].operations[0]
        with ir.InsertionPoint(add), add.location:
            ir.Operation.create("stablehlo.add", results=[ir.RankedTensorType.get(
                [3], ir.F32Type.get())], operands=[add.operands[0], add.operands[0]],
                loc=add.location)

    monkeypatch.setitem(passes._REGISTRY, "test-break",
                        passes.PassInfo("test-break", break_types, "breaks the IR"))
    with pytest.raises(passes.PassError) as e:
        passes.run(MODULE, "test-break")
    assert "module does not verify after test-break" in str(e.value)
    assert any("requires the same shape" in d.message for d in e.value.diagnostics)


def test_unknown_pass_nested_in_an_mlir_anchor_is_a_pipeline_error():
    with pytest.raises(passes.PipelineError) as e:
        passes.run(MODULE, "builtin.module(func.func(no-such-nested))")
    assert "unknown pass 'func.func(no-such-nested)'" in str(e.value)


def test_optimize_pipeline_drops_lowering():
    assert passes.optimize_pipeline(
        "builtin.module(hostcall-dce-pure-callbacks,cse,hostcall-lower-callbacks)") == \
        "hostcall-dce-pure-callbacks,cse"


def test_load_errors_are_reported_where_passes_are_missing(monkeypatch):
    monkeypatch.setitem(passes.LOAD_ERRORS, "broken_module", ImportError("half written"))
    with pytest.raises(passes.PipelineError) as e:
        passes.check_pipeline("hostcall-from-broken-module")
    assert "broken_module: ImportError: half written" in str(e.value)
    assert "pass module broken_module failed to load" in passes.describe_all()
    monkeypatch.setattr(passes, "DEFAULT_PIPELINE", ("hostcall-from-broken-module",))
    with pytest.raises(passes.PipelineError) as e:
        passes.default_pipeline()
    assert "hostcall-from-broken-module are not available" in str(e.value)


def test_each_builtin_pass_lives_in_the_module_its_name_gives():
    """A pipeline loads only the modules of the passes it names (PASS_MODULES, else the
    module the name gives: hostcall-reduce-trig, reduce_trig.py), so every built-in pass
    must live there."""
    builtin = {n: i for n, i in passes.registered().items() if n.startswith("hostcall-")}
    assert passes.pass_module("hostcall-reduce-trig") == "reduce_trig"
    assert passes.pass_module("hostcall-erase-ad-markers") == "ad_rules"
    wrong = []
    for name, info in builtin.items():
        module = f"hostcall.passes.{passes.pass_module(name)}"
        if not (info.fn.__module__ == module or info.fn.__module__.startswith(module + ".")):
            wrong.append((name, info.fn.__module__))
    assert wrong == []


def test_a_pipeline_loads_only_the_pass_modules_it_names():
    probe = ("import sys\nfrom hostcall import passes\n"
             f"passes.run({MODULE!r}, 'hostcall-reduce-trig,canonicalize')\n"
             "print(sorted(m for m in sys.modules if m.startswith('hostcall.')))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=120).stdout
    assert "'hostcall.passes.reduce_trig'" in out
    assert "hostcall.passes.fold_splats" not in out and "hostcall.reference" not in out


JAX_EXPORT = """
module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32,
                          mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=1]>
  func.func public @main(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated}",
      sdy.sharding = #sdy.sharding<@mesh, [{}]>})
      -> (tensor<4xf32> {jax.result_info = "result", mhlo.layout_mode = "default"}) {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %1 = stablehlo.sine %arg0 : tensor<4xf32>
    %2 = stablehlo.custom_call @hostcall.callback(%0) {has_side_effect = false,
      hostcall.callback = "unused", hostcall.kind = "pure", hostcall.ordered = false,
      hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = stablehlo.add %0, %1 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}
"""


def test_jax_exported_module_goes_through_passes_with_attributes_kept():
    module = passes.run(JAX_EXPORT, "hostcall-dce-pure-callbacks,cse")
    text = str(module)
    assert "hostcall.callback" not in text
    assert text.count("stablehlo.sine") == 1
    for attr in ('mhlo.num_partitions = 1 : i32', 'mhlo.sharding = "{replicated}"',
                 'jax.result_info = "result"', "sdy.sharding = #sdy.sharding<@mesh, [{}]>",
                 '"sdy.mesh"() {mesh = #sdy.mesh<["a"=1]>, sym_name = "mesh"}'):
        assert attr in text


def test_prepare_source_keeps_line_numbers():
    text, allow = passes.prepare_source(JAX_EXPORT)
    assert allow and text.count("\n") == JAX_EXPORT.count("\n")
    assert passes.prepare_source(MODULE) == (MODULE, False)
