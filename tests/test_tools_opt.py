"""hostcall-opt in process: printing, splitting, diagnostics, --verify-diagnostics."""
import io
import subprocess
import sys

import pytest

from hostcall import passes
from hostcall.tools import opt
from hostcall.tools.verify_diagnostics import parse_expectations

GOOD = """func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %1 = stablehlo.add %a, %a : tensor<4xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
"""
BAD_SHAPES = """func.func @g(%a: tensor<4xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def run_opt(monkeypatch, capsys, text, *args, path=None):
    if path is None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(text))
        argv = ["-", *args]
    else:
        path.write_text(text)
        argv = [str(path), *args]
    rc = opt.main(argv)
    out, err = capsys.readouterr()
    return rc, out, err


def test_prints_parsed_module_and_runs_pipeline(monkeypatch, capsys):
    rc, out, err = run_opt(monkeypatch, capsys, GOOD, "--pass-pipeline=builtin.module(cse)")
    assert rc == 0 and err == ""
    assert out.count("stablehlo.add") == 1
    assert out.startswith("module {\n  func.func @f(")


def test_pass_flags_build_the_pipeline_in_order(monkeypatch, capsys):
    calls = []
    monkeypatch.setitem(passes._REGISTRY, "test-record", passes.PassInfo(
        "test-record", lambda m, ctx, label="": calls.append((label, str(m).count("add"))),
        "records", {"label": passes.Option(str, "", "a label")}))
    rc, out, _ = run_opt(monkeypatch, capsys, GOOD, "--test-record=label=first", "-cse",
                         "--test-record=label=second")
    assert rc == 0 and out.count("stablehlo.add") == 1
    assert calls == [("first", 2), ("second", 1)]


def test_generic_form_and_output_file(monkeypatch, capsys, tmp_path):
    target = tmp_path / "out.mlir"
    rc, out, _ = run_opt(monkeypatch, capsys, GOOD, "--mlir-print-op-generic", "-o", str(target))
    assert rc == 0 and out == ""
    assert '"stablehlo.add"' in target.read_text()


def test_error_has_file_line_column_and_source_line(monkeypatch, capsys, tmp_path):
    rc, out, err = run_opt(monkeypatch, capsys, BAD_SHAPES, path=tmp_path / "bad.mlir")
    assert rc == 1 and out == ""
    first, source, caret = err.splitlines()[:3]
    assert first == (f"{tmp_path / 'bad.mlir'}:2:8: error: 'stablehlo.add' op requires the "
                     f"same shape for all operands and results")
    assert source == "  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>"
    assert caret == "       ^"


def test_split_input_file_numbers_lines_of_the_whole_file(monkeypatch, capsys):
    text = GOOD + "// -----\n" + BAD_SHAPES + "// -----\n" + GOOD
    rc, out, err = run_opt(monkeypatch, capsys, text, "-split-input-file")
    assert rc == 1
    assert err.startswith("<stdin>:9:8: error: 'stablehlo.add' op requires the same shape")
    assert out.count("// -----\n") == 1 and out.count("func.func @f") == 2


def test_verify_diagnostics_passes_and_fails(monkeypatch, capsys):
    annotated = BAD_SHAPES.replace(
        "  %0 =", "  // expected-error @+1 {{requires the same shape}}\n  %0 =")
    rc, _, err = run_opt(monkeypatch, capsys, annotated, "--verify-diagnostics")
    assert (rc, err) == (0, "")
    rc, _, err = run_opt(monkeypatch, capsys, BAD_SHAPES, "--verify-diagnostics")
    assert rc == 1 and "<stdin>:2:8: error: unexpected error: 'stablehlo.add' op" in err
    missing = GOOD.replace("  return", "  // expected-error @below {{never}}\n  return")
    rc, _, err = run_opt(monkeypatch, capsys, missing, "--verify-diagnostics")
    assert rc == 1 and err.strip() == '<stdin>:5:6: error: expected error "never" was not produced'


def test_expectation_designators():
    lines = ["op a",                                   # 1
             "// expected-error @below {{x}}",         # 2 -> 4 (3 is annotated too)
             "// expected-note @above {{y}}",          # 3 -> 1
             "op b",                                   # 4
             "op c // expected-warning {{z}}",         # 5 -> 5
             "// expected-remark @-5 {{w}}",           # 6 -> 1
             "// expected-error @+9 {{out}}"]          # 7 -> outside
    found, problems = parse_expectations(lines, 1, len(lines))
    assert [(e.severity, e.text, e.line) for e in found] == [
        ("error", "x", 4), ("note", "y", 1), ("warning", "z", 5), ("remark", "w", 1)]
    assert len(problems) == 1 and "outside the input" in problems[0]


@pytest.fixture
def located_failure(monkeypatch):
    def fail(module, ctx):
        block = module.body.operations[0].regions[0].blocks[0]
        add, mul = block.operations[0], block.operations[2]
        add.location.emit_error("this add is suspicious")
        raise passes.PassError("test-fail: cannot handle this op", location=mul.location)

    monkeypatch.setitem(passes._REGISTRY, "test-fail",
                        passes.PassInfo("test-fail", fail, "always fails"))


def test_pass_error_becomes_diagnostic_at_op_location(monkeypatch, capsys, located_failure):
    rc, out, err = run_opt(monkeypatch, capsys, GOOD, "-p", "test-fail")
    assert rc == 1 and out == ""
    lines = err.splitlines()
    assert lines[0] == "<stdin>:2:8: error: this add is suspicious"
    assert "<stdin>:4:8: error: test-fail: cannot handle this op" in lines


def test_pass_diagnostics_are_verified(monkeypatch, capsys, located_failure):
    annotated = GOOD.replace(
        "  %2 =", "  // expected-error @+1 {{cannot handle}}\n  %2 =").replace(
        "  %0 = stablehlo.add %a, %a : tensor<4xf32>",
        "  %0 = stablehlo.add %a, %a : tensor<4xf32> // expected-error {{suspicious}}")
    rc, _, err = run_opt(monkeypatch, capsys, annotated, "-p", "test-fail",
                         "--verify-diagnostics")
    assert (rc, err) == (0, "")


def test_crashing_pass_is_reported_without_traceback(monkeypatch, capsys):
    def crash(module, ctx):
        raise KeyError("oops")

    monkeypatch.setitem(passes._REGISTRY, "test-crash",
                        passes.PassInfo("test-crash", crash, "crashes"))
    rc, _, err = run_opt(monkeypatch, capsys, GOOD, "-p", "test-crash")
    assert rc == 1
    assert err.splitlines()[0] == ("<stdin>:1:1: error: internal error while running the "
                                   "pass pipeline: KeyError: 'oops'")
    assert "Traceback" not in err


@pytest.mark.parametrize("args, message", [
    (["-p", "nosuch"], "hostcall-opt: error: unknown pass 'nosuch'"),
    (["--bogus-flag"], "hostcall-opt: error: unknown option '--bogus-flag': neither an "
                       "option nor a pass; see --help"),
    (["--print-ir-afer-all"], "hostcall-opt: error: unknown option '--print-ir-afer-all': "
                              "neither an option nor a pass (did you mean "
                              "'--print-ir-after-all'?)"),
    (["--hostcall-vamp"], "hostcall-opt: error: unknown option '--hostcall-vamp': neither an "
                          "option nor a pass (did you mean '--hostcall-vmap'?)"),
    (["-p", "hostcall-fold-splat"], "hostcall-opt: error: unknown pass 'hostcall-fold-splat' "
                                    "(did you mean 'hostcall-fold-splats'?)"),
    (["-p", "hostcall-vmap{batch-sise=3}"], "hostcall-opt: error: pass hostcall-vmap has no "
                                            "option 'batch-sise' (did you mean "
                                            "'batch-size'?)"),
    (["-cse", "-p", "cse"], "hostcall-opt: error: pass flags (-cse) cannot be combined with "
                            "--pass-pipeline"),
    (["--order-effects-entry", "x"], "hostcall-opt: error: unknown option "
                                     "'--order-effects-entry'"),
])
def test_bad_command_lines(monkeypatch, capsys, args, message):
    rc, _, err = run_opt(monkeypatch, capsys, GOOD, *args)
    assert rc == 1 and err.startswith(message)


def test_version(capsys):
    from hostcall import __version__
    with pytest.raises(SystemExit) as info:
        opt.main(["--version"])
    assert info.value.code == 0 and capsys.readouterr().out == f"hostcall-opt {__version__}\n"


def test_unreadable_input(capsys, tmp_path):
    (tmp_path / "bin.mlir").write_bytes(b"\xff\xfe\x00")
    assert opt.main([str(tmp_path / "bin.mlir")]) == 1
    assert "cannot read" in capsys.readouterr().err


def test_list_passes(capsys):
    assert opt.main(["--list-passes"]) == 0
    out = capsys.readouterr().out
    assert "hostcall-order-effects:" in out and "entry='main'" in out


def test_console_script_exit_codes(tmp_path):
    (tmp_path / "bad.mlir").write_text(BAD_SHAPES)
    proc = subprocess.run([sys.executable, "-m", "hostcall.tools.opt", str(tmp_path / "bad.mlir")],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "bad.mlir:2:8: error:" in proc.stderr
