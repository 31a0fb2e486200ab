"""The pass infrastructure: registry, pipeline strings, options, errors, IR printing,
and modules from other tools (JAX exports)."""
import io
import re
import subprocess
import sys
from pathlib import Path

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
    # verified once at the end (jit's way), the error still names the pass: the pipeline
    # runs again on a copy of the input, verifying after each pass
    with pytest.raises(passes.PassError) as e:
        passes.run(MODULE, "hostcall-fold-splats,test-break,hostcall-fold-splats",
                   verify_each=False)
    assert "module does not verify after test-break" in str(e.value)
    good = passes.run(MODULE, "hostcall-fold-splats", verify_each=False)
    assert "stablehlo.add" in str(good)


def test_unknown_pass_nested_in_an_mlir_anchor_is_a_pipeline_error():
    with pytest.raises(passes.PipelineError) as e:
        passes.run(MODULE, "builtin.module(func.func(no-such-nested))")
    assert "unknown pass 'func.func(no-such-nested)'" in str(e.value)


def test_optimize_pipeline_drops_lowering():
    assert passes.optimize_pipeline(
        "builtin.module(hostcall-dce-pure-callbacks,cse,hostcall-lower-callbacks)") == \
        "hostcall-dce-pure-callbacks,cse"


@pytest.fixture
def broken_pass_module(monkeypatch, tmp_path):
    """A pass module hostcall.passes.broken_fake (listed for hostcall-broken) whose import
    fails half way, as a module being edited would."""
    (tmp_path / "broken_fake.py").write_text(
        "from hostcall.passes import register\n"
        "@register('hostcall-broken', 'never registered')\n"
        "def broken(module, ctx):\n    pass\n"
        "raise ImportError('half written')\n")
    monkeypatch.setattr(passes, "__path__", [*passes.__path__, str(tmp_path)])
    monkeypatch.setitem(passes.PASS_MODULES, "hostcall-broken", "broken_fake")
    monkeypatch.delitem(sys.modules, "hostcall.passes.broken_fake", raising=False)
    yield
    passes._REGISTRY.pop("hostcall-broken", None)
    sys.modules.pop("hostcall.passes.broken_fake", None)


@pytest.mark.parametrize("load", [
    lambda: passes.registered(),
    lambda: passes.check_pipeline("cse,hostcall-broken"),
    lambda: passes.describe_all(),
])
def test_a_pass_module_that_fails_to_import_raises(broken_pass_module, load):
    with pytest.raises(passes.PassLoadError) as e:
        load()
    assert str(e.value) == ("pass module hostcall.passes.broken_fake (for hostcall-broken) "
                            "failed to import: ImportError: half written")
    assert isinstance(e.value.__cause__, ImportError)


def test_a_pass_module_that_does_not_register_its_listed_pass_raises(monkeypatch):
    monkeypatch.setitem(passes.PASS_MODULES, "hostcall-not-there", "iree.merge_pads")
    with pytest.raises(passes.PassLoadError, match="pass module hostcall.passes.iree.merge_pads "
                       "does not register hostcall-not-there"):
        passes.check_pipeline("hostcall-not-there")


def test_pass_modules_is_the_list_of_every_builtin_pass():
    """Each pass registered by hostcall's own modules is listed in PASS_MODULES with the
    module defining it, and every pass of the default pipeline is listed."""
    infos = passes.registered()
    builtin = {n: i.fn.__module__ for n, i in infos.items()
               if i.fn.__module__.startswith("hostcall.passes.")}
    assert set(builtin) == set(passes.PASS_MODULES)
    wrong = [(n, m) for n, m in builtin.items()
             if not (m + ".").startswith(f"hostcall.passes.{passes.PASS_MODULES[n]}.")]
    assert wrong == []
    hostcall_items = {p for p in passes.DEFAULT_PIPELINE if p.startswith("hostcall-")}
    assert hostcall_items <= set(passes.PASS_MODULES)
    # the CPU's pipeline is the default one with the CPU's options (TARGET_OPTIONS)
    assert passes.default_pipeline() == ",".join(passes.DEFAULT_PIPELINE).replace(
        "hostcall-reduce-trig,", "hostcall-reduce-trig{share-above=16},").replace(
        "hostcall-split-reductions,", "hostcall-split-reductions{vector-bytes=64},")


def test_every_pass_declares_a_summary_and_documented_typed_options():
    listing = passes.describe_all().splitlines()     # what hostcall-opt --list-passes prints
    for name, info in passes.registered().items():
        assert info.summary.strip() and "\n" not in info.summary, name
        assert f"{name}: {info.summary}" in listing
        for key, option in info.options.items():
            assert callable(option.type) and option.doc.strip(), (name, key)
            assert key == key.lower() and "_" not in key, (name, key)
            assert any(line.startswith(f"    {key}=") and line.endswith(option.doc)
                       for line in listing), (name, key)


def test_register_rejects_a_pass_without_summary_or_option_docs(monkeypatch):
    monkeypatch.setattr(passes, "_REGISTRY", {})
    with pytest.raises(ValueError, match="pass test-bare has no summary"):
        passes.register("test-bare")(lambda module, ctx: None)
    with pytest.raises(ValueError, match="options without a doc: n"):
        passes.register("test-opt", "s", {"n": passes.Option(int, 1, " ")})(
            lambda module, ctx, n=1: None)

    def documented(module, ctx):
        """First paragraph of the docstring,
        on two lines.

        Details.
        """
    passes.register("test-doc")(documented)
    assert passes._REGISTRY["test-doc"].summary == ("First paragraph of the docstring, on two "
                                                    "lines.")


def test_option_parse_errors_name_pass_option_and_value():
    option = passes.Option(int, 0, "a count")
    assert option.parse("p", "n", "12") == 12
    with pytest.raises(passes.PipelineError, match="bad value 'x' for option n of p: "
                       "invalid literal for int"):
        option.parse("p", "n", "x")
    with pytest.raises(passes.PipelineError, match="bad value '9223372036854775808' for "
                       "option n of p: out of the 64-bit integer range"):
        option.parse("p", "n", str(2 ** 63))


def test_a_pipeline_loads_only_the_pass_modules_it_names():
    probe = ("import sys\nfrom hostcall import passes\n"
             f"passes.run({MODULE!r}, 'hostcall-reduce-trig,canonicalize')\n"
             "print(sorted(m for m in sys.modules if m.startswith('hostcall.')))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=120).stdout
    assert "'hostcall.passes.iree.reduce_trig'" in out
    assert "hostcall.passes.iree.fold_splats" not in out and "hostcall.reference" not in out


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


def test_parse_errors_name_the_file_given_and_the_first_error():
    """passes.parse_module's errors say FILE:LINE:COL (MLIR's own say "-")."""
    with pytest.raises(passes.ParseError) as caught:
        passes.parse_module("func.func @main( {", filename="m.mlir")
    assert str(caught.value) == "m.mlir:1:17: error: expected non-function type"
    assert caught.value.diagnostics
    with pytest.raises(passes.ParseError, match=r"^<string>:2:3: error: type of return "
                                                r"operand 0 \('tensor<2xf32>'\) doesn't "
                                                r"match function result type"):
        passes.parse_module("func.func @main(%a: tensor<2xf32>) -> tensor<3xf32> {\n"
                            "  return %a : tensor<2xf32>\n}")
    assert isinstance(caught.value, ValueError)


def _canary_passes() -> set[str]:
    """The pass names the tests' ``pytest.mark.canary(...)`` markers name (a file's
    ``PASS`` constant where the marker names it)."""
    names = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        text = path.read_text()
        constant = re.search(r'^PASS = "([^"]+)"', text, re.M)
        for arg in re.findall(r"mark\.canary\(\s*([^)]*?)\s*\)", text):
            names.add(constant.group(1) if arg == "PASS" and constant else arg.strip('"'))
    return names


def test_every_iree_workaround_has_a_canary():
    """Each pass of passes/iree/ (a workaround of IREE 3.13) has a test marked
    ``canary(<its name>)`` showing the IREE behaviour it works around is still there:
    ``pytest -m canary`` after an IREE upgrade lists the workarounds to remove."""
    workarounds = {n for n, m in passes.PASS_MODULES.items() if m.startswith("iree.")}
    assert workarounds - _canary_passes() == set()
