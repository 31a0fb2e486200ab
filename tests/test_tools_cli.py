"""The ``hostcall`` CLI in process: trace, inspect, run, compile (+ runtime.load), bench,
and its argument specs."""
import os
import textwrap

import ml_dtypes
import numpy as np
import pytest

import hostcall.runtime
from hostcall.runtime.artifact import ArtifactError
from hostcall.tools import cli, specs
from hostcall.tools.diagnostics import ToolError

from helpers import cli_main

CALLBACKS = """\
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "double", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
  stablehlo.custom_call @hostcall.callback(%0) {has_side_effect = true, hostcall.callback = "log", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>) -> ()
  %1 = stablehlo.custom_call @hostcall.callback(%0, %x) {has_side_effect = true, hostcall.callback = "combine", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  stablehlo.custom_call @hostcall.callback(%1) {has_side_effect = true, hostcall.callback = "show", hostcall.kind = "debug", hostcall.ordered = false} : (tensor<4xf32>) -> ()
  return %1 : tensor<4xf32>
}
"""
HANDLERS = """\
LOG = []
def double(x):
    return x * 2
def log(x):
    LOG.append(x.copy())
    print("log", x.tolist())
def combine(a, b):
    return a + b
def show(x):
    print("show", x.tolist())
"""


# ---------------------------------------------------------------------- specs
@pytest.mark.parametrize("text, shape, dtype", [
    ("f32[4]", (4,), np.float32), ("i32[]", (), np.int32), ("f64[2, 3]", (2, 3), np.float64),
    ("bf16[1]", (1,), ml_dtypes.bfloat16), ("bool[2]", (2,), np.bool_),
    ("float16[3]", (3,), np.float16), ("u8[0]", (0,), np.uint8),
])
def test_parse_spec(text, shape, dtype):
    assert specs.parse_spec(text) == (shape, np.dtype(dtype))


@pytest.mark.parametrize("text, message", [
    ("f32", "expected DTYPE[DIMS]"), ("f32[4", "expected DTYPE[DIMS]"),
    ("f32[-1]", "dimensions must be non-negative integers"), ("q7[2]", "unknown dtype 'q7'"),
])
def test_parse_spec_errors(text, message):
    with pytest.raises(ToolError, match=message.replace("[", r"\[")):
        specs.parse_spec(text)


@pytest.mark.parametrize("text, expected", [
    ("f32[4]=1,2,3,4", np.array([1, 2, 3, 4], np.float32)),
    ("f32[2,2]=0.5", np.full((2, 2), 0.5, np.float32)),
    ("i32[]=0x10", np.array(16, np.int32)),
    ("bool[3]=true,0,False", np.array([True, False, False])),
    ("c64[1]=1+2j", np.array([1 + 2j], np.complex64)),
    ("f32[0]=", np.zeros((0,), np.float32)),
])
def test_parse_input(text, expected):
    got = specs.parse_input(text)
    assert got.dtype == expected.dtype and got.shape == expected.shape
    np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("text, message", [
    ("f32[4]=1,2", "2 values for shape [4] (4 elements)"),
    ("i32[1]=x", "bad value in --input"),
    ("bool[1]=maybe", "'maybe' is not a boolean"),
    ("nothing", "expected DTYPE[DIMS]=VALUES"),
])
def test_parse_input_errors(text, message):
    with pytest.raises(ToolError) as e:
        specs.parse_input(text)
    assert message in str(e.value)


def test_parse_input_npy(tmp_path):
    np.save(tmp_path / "x.npy", np.arange(6, dtype=np.int16).reshape(2, 3))
    got = specs.parse_input(str(tmp_path / "x.npy"))
    assert got.dtype == np.int16 and got.shape == (2, 3)


@pytest.mark.parametrize("text, expected", [
    ("n=3", ("n", 3)), ("mode='fast'", ("mode", "fast")), ("mode=fast", ("mode", "fast")),
    ("axes=(0, 1)", ("axes", (0, 1))), ("flag=True", ("flag", True)),
])
def test_parse_static(text, expected):
    assert specs.parse_static(text) == expected


# ---------------------------------------------------------------------- trace
@pytest.fixture
def user_module(tmp_path):
    path = tmp_path / "user_fns.py"
    path.write_text(textwrap.dedent("""\
        import hostcall.numpy as jnp

        def f(x, y):
            return jnp.tanh(x) + y

        def scaled(x, factor=1):
            return x * factor

        def broken(x):
            return x + jnp.ones(7)
        """))
    return path


def test_trace_prints_stablehlo(capsys, user_module):
    rc, out, err = cli_main(capsys, "trace", f"{user_module}:f", "--arg", "f32[3]",
                            "--arg", "f32[]")
    assert (rc, err) == (0, "")
    assert "func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<f32>) -> tensor<3xf32>" in out
    assert "stablehlo.tanh" in out and "stablehlo.broadcast_in_dim" in out


def test_trace_static_argument_and_stage(capsys, user_module):
    rc, out, _ = cli_main(capsys, "trace", f"{user_module}:scaled", "--arg", "i32[2]",
                          "--static", "factor=5", "--stage", "lowered")
    assert rc == 0
    assert "dense<5> : tensor<2xi32>" in out and "stablehlo.multiply" in out


@pytest.mark.parametrize("argv, message", [
    (["{m}:broken", "--arg", "f32[3]"], "{m}:10: error: tracing broken failed: ValueError"),
    (["{m}:absent", "--arg", "f32[3]"], "defines no 'absent' (functions defined there: "
                                        "broken, f, scaled)"),
    (["{m}", "--arg", "f32[3]"], "expected MODULE.py:FUNC"),
    (["{m}:f", "--arg", "f32(3)"], "bad --arg 'f32(3)'"),
    (["{m}:f", "--stage", "final"], "argument --stage: invalid choice: 'final'"),
    (["/no/such/file.py:f"], "cannot read module /no/such/file.py: no such file"),
])
def test_trace_errors_are_one_line(capsys, user_module, argv, message):
    argv = [a.format(m=user_module) for a in argv]
    rc, out, err = cli_main(capsys, "trace", *argv)
    assert rc == 1 and out == ""
    assert message.format(m=user_module) in err
    assert len(err.strip().splitlines()) == 1


def test_loading_a_file_with_syntax_error(capsys, tmp_path):
    (tmp_path / "bad.py").write_text("def f(x):\n    return x +\n")
    rc, _, err = cli_main(capsys, "trace", f"{tmp_path / 'bad.py'}:f", "--arg", "f32[1]")
    assert rc == 1 and err.startswith(f"{tmp_path / 'bad.py'}:2:")
    assert "error: invalid syntax" in err


def test_help_is_plain_text(capsys):
    """--help shows no reStructuredText markup (the docstring's ``hostcall``)."""
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    out = capsys.readouterr().out
    assert "hostcall: trace Python to StableHLO" in out and "``" not in out


# -------------------------------------------------------------------- inspect
def test_inspect_table_and_dot(capsys, tmp_path):
    path = tmp_path / "cb.mlir"
    path.write_text(CALLBACKS)
    rc, out, _ = cli_main(capsys, "inspect", str(path))
    rows = [ln.split() for ln in out.splitlines()[1:]]
    assert rc == 0
    assert [r[:5] for r in rows] == [["0", "double", "pure", "no", "-"],
                                     ["1", "log", "io", "yes", "io[0]"],
                                     ["2", "combine", "io", "yes", "io[1]"],
                                     ["3", "show", "debug", "no", "-"]]
    assert rows[2][-1] == f"{path}:4:8"
    rc, out, _ = cli_main(capsys, "inspect", str(path), "--dot")
    assert rc == 0 and out.startswith("digraph effects {")
    assert "io_entry -> cb1" in out and "cb1 -> cb2" in out and "cb2 -> io_exit" in out
    assert "cb0 -> " not in out and "style=dashed" in out


def test_inspect_without_callbacks_and_malformed_input(capsys, tmp_path):
    (tmp_path / "plain.mlir").write_text("func.func @main() { return }\n")
    assert cli_main(capsys, "inspect", str(tmp_path / "plain.mlir"))[1] == "no host callbacks\n"
    (tmp_path / "broken.mlir").write_text("func.func @main( {\n")
    rc, _, err = cli_main(capsys, "inspect", str(tmp_path / "broken.mlir"))
    assert rc == 1 and err.startswith(f"{tmp_path / 'broken.mlir'}:1:17: error: ")


@pytest.mark.parametrize("layout", [[], ["--directory"]])
def test_inspect_lists_the_callbacks_an_artifact_needs(capsys, tmp_path, layout):
    """A zip or folder artifact (``hostcall compile``): the callbacks from its manifest,
    as artifacts.rst says; a broken one is an error naming it."""
    (tmp_path / "cb.mlir").write_text(CALLBACKS)
    artifact = str(tmp_path / "art")
    assert cli_main(capsys, "compile", str(tmp_path / "cb.mlir"), "-o", artifact, *layout)[0] == 0
    rc, out, err = cli_main(capsys, "inspect", artifact)
    rows = [ln.split() for ln in out.splitlines()[1:]]
    assert (rc, err) == (0, "")
    assert [r[:5] for r in rows] == [["0", "double", "pure", "no", "-"],
                                     ["1", "log", "io", "yes", "io[0]"],
                                     ["2", "combine", "io", "yes", "io[1]"],
                                     ["3", "show", "debug", "no", "-"]]
    assert all(r[-1].startswith("hostcall_rt.cb") for r in rows)
    if layout:
        os.remove(os.path.join(artifact, "manifest.json"))
        rc, _, err = cli_main(capsys, "inspect", artifact)
        assert rc == 1 and "missing manifest.json" in err and artifact in err


def test_reference_runs_call_the_handlers_the_compiled_run_calls(capsys, tmp_path):
    """--reference removes unused pure callbacks and orders effects first, as the compiled
    program's pipeline does: both runs call the same handlers, in the same order."""
    (tmp_path / "m.mlir").write_text("""\
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %unused = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "expensive", hostcall.kind = "pure", hostcall.ordered = false} : (tensor<4xf32>) -> tensor<4xf32>
  %y = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "log", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>) -> tensor<4xf32>
  %z = stablehlo.custom_call @hostcall.callback(%y) {has_side_effect = true, hostcall.callback = "log2", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>) -> tensor<4xf32>
  return %z : tensor<4xf32>
}
""")
    (tmp_path / "h.py").write_text(
        "def expensive(x):\n    print('expensive'); return x\n"
        "def log(x):\n    print('log', x.tolist()); return x * 2\n"
        "def log2(x):\n    print('log2', x.tolist()); return x + 1\n")
    runs = [cli_main(capsys, "run", str(tmp_path / "m.mlir"), "--handlers", str(tmp_path / "h.py"),
                     "--input", "f32[4]=1,2,3,4", *extra) for extra in ([], ["--reference"])]
    assert runs[0] == runs[1]
    assert runs[0][1].splitlines() == ["log [1.0, 2.0, 3.0, 4.0]", "log2 [2.0, 4.0, 6.0, 8.0]",
                                       "result 0: float32[4] = [3., 5., 7., 9.]"]


# ------------------------------------------------------- run, compile, load
@pytest.fixture
def callback_files(tmp_path):
    (tmp_path / "cb.mlir").write_text(CALLBACKS)
    (tmp_path / "handlers.py").write_text(HANDLERS)
    return tmp_path


def test_run_compile_and_load_artifact(capsys, callback_files):
    d = callback_files
    rc, out, err = cli_main(capsys, "run", str(d / "cb.mlir"), "--handlers",
                            str(d / "handlers.py"), "--input", "f32[4]=1,2,3,4",
                            "--save-npy", str(d / "res"))
    assert (rc, err) == (0, "")
    assert out.splitlines() == ["log [2.0, 4.0, 6.0, 8.0]", "show [3.0, 6.0, 9.0, 12.0]",
                                "result 0: float32[4] = [ 3.,  6.,  9., 12.]"]
    np.testing.assert_array_equal(np.load(d / "res0.npy"), [3, 6, 9, 12])

    for name, extra in (("art.zip", []), ("art_dir", ["--directory"])):
        rc, out, _ = cli_main(capsys, "compile", str(d / "cb.mlir"), "-o", str(d / name),
                              *extra)
        assert rc == 0 and "host callbacks: combine, double, log, show" in out
        seen = []
        program = hostcall.runtime.load(d / name, handlers={
            "double": lambda x: x * 10, "log": seen.append,
            "combine": lambda a, b: a * b, "show": lambda x: None})
        (result,) = program(np.array([1, 2, 3, 4], np.float32))
        np.testing.assert_array_equal(result, [10, 40, 90, 160])
        np.testing.assert_array_equal(seen[0], [10, 20, 30, 40])
        assert [e["callback"] for e in program.manifest] == ["double", "log", "combine", "show"]
    assert os.path.isfile(d / "art_dir" / "module.vmfb")

    with pytest.raises(ArtifactError, match="no handler for host callback.s. combine, log, show"):
        hostcall.runtime.load(d / "art.zip", handlers={"double": abs})
    with pytest.raises(ArtifactError, match=r"handler <lambda>\(\) for host callback 'double' "
                                            r"cannot take its 1 operand"):
        hostcall.runtime.load(d / "art.zip", handlers={
            "double": lambda: 0, "log": print, "combine": max, "show": print})
    program = hostcall.runtime.load(d / "art.zip", handlers={
        "double": lambda x: x, "log": print, "combine": lambda a, b: a, "show": print})
    with pytest.raises(ArtifactError, match=r"input 0 is int64\[4\]; the program expects "
                                            r"float32\[4\]"):
        program(np.arange(4))
    with pytest.raises(ArtifactError, match="takes 1 input"):
        program()


def test_load_rejects_what_is_not_an_artifact(tmp_path):
    (tmp_path / "junk.zip").write_bytes(b"not a zip")
    with pytest.raises(ArtifactError, match="cannot read artifact"):
        hostcall.runtime.load(tmp_path / "junk.zip")
    (tmp_path / "empty").mkdir()
    with pytest.raises(ArtifactError, match="missing module.vmfb, manifest.json, meta.json"):
        hostcall.runtime.load(tmp_path / "empty")


@pytest.mark.parametrize("handlers, message", [
    ("def double(x):\n    return x\n", "no handler for host callback(s) combine, log, show; "
                                         "handlers given: double"),
    ("HANDLERS = [1]\n", "HANDLERS in {h} is a list, not a dict"),
    ("raise RuntimeError('boom')\n", "{h}:1: error: loading handlers file raised "
                                     "RuntimeError: boom"),
    ("HANDLERS = {'double': lambda x: 1 / 0, 'log': print, 'combine': max, 'show': print}\n",
     "{h}:1: error: running {d}/cb.mlir failed: ZeroDivisionError: division by zero"),
    ("HANDLERS = {'double': lambda x: x[:2], 'log': print, 'combine': max, 'show': print}\n",
     "Incorrect output shape for return value #0: Expected: (4,), Actual: (2,)"),
])
def test_run_handler_errors(capsys, callback_files, handlers, message):
    d = callback_files
    (d / "h.py").write_text(handlers)
    rc, _, err = cli_main(capsys, "run", str(d / "cb.mlir"), "--handlers", str(d / "h.py"),
                          "--input", "f32[4]=1")
    assert rc == 1
    assert message.format(h=d / "h.py", d=d) in err
    assert "Traceback" not in err


def test_run_entry_and_input_errors(capsys, callback_files):
    d = callback_files
    rc, _, err = cli_main(capsys, "run", str(d / "cb.mlir"), "--entry", "other",
                          "--handlers", str(d / "handlers.py"))
    assert rc == 1 and "the module has no function @other (functions: @main)" in err
    rc, _, err = cli_main(capsys, "run", str(d / "cb.mlir"), "--handlers",
                          str(d / "handlers.py"), "--input", "i32[4]=1")
    assert rc == 1 and "input 0 is int32[4]; the program expects float32[4]" in err


# ---------------------------------------------------------------------- bench
def test_bench_lists_runs_and_reports_failures(capfd, tmp_path):
    bench = tmp_path / "bench"
    bench.mkdir()
    (bench / "fast.py").write_text("print('fast 12.5 us')\n")
    (bench / "broken.py").write_text("raise SystemExit(3)\n")
    (bench / "_helpers.py").write_text("")
    rc, out, _ = cli_main(capfd, "bench", "--dir", str(bench), "--list")
    assert (rc, out.split()) == (0, ["broken", "fast"])
    rc, out, _ = cli_main(capfd, "bench", "--dir", str(bench), "fast")
    assert rc == 0 and "fast 12.5 us" in out
    rc, _, err = cli_main(capfd, "bench", "--dir", str(bench))
    assert rc == 1 and "benchmark(s) failed: broken" in err
    rc, _, err = cli_main(capfd, "bench", "--dir", str(bench), "slow")
    assert rc == 1 and "unknown benchmark(s) slow; available: broken, fast" in err


def test_version(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["--version"])
    assert e.value.code == 0
    assert capsys.readouterr().out.startswith("hostcall ")


def test_run_inputs_may_be_given_together_or_repeated():
    args = cli.build_parser().parse_args(
        ["run", "m.mlir", "--input", "f32[1]=1", "f32[1]=2", "--input", "x.npy"])
    assert args.input == ["f32[1]=1", "f32[1]=2", "x.npy"]


def test_compile_errors_point_into_the_users_file(capsys, tmp_path):
    (tmp_path / "foreign.mlir").write_text(
        "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
        "  %0 = stablehlo.custom_call @some_kernel(%x) : (tensor<2xf32>) -> tensor<2xf32>\n"
        "  return %0 : tensor<2xf32>\n}\n")
    rc, _, err = cli_main(capsys, "compile", str(tmp_path / "foreign.mlir"), "-o",
                          str(tmp_path / "f.zip"))
    assert rc == 1
    assert err.startswith(f"{tmp_path / 'foreign.mlir'}:2:8: error: IREE failed to compile "
                          f"the module: failed to legalize operation 'stablehlo.custom_call'")
    rc, _, err = cli_main(capsys, "compile", str(tmp_path / "foreign.mlir"), "-o",
                          str(tmp_path / "f.zip"), "--target", "tpu")
    assert rc == 1 and "unknown target 'tpu'" in err


def test_trace_warns_when_it_narrows_64_bit_arguments_and_x64_keeps_them(tmp_path, capsys, x32):
    (tmp_path / "m.py").write_text("def f(x, n):\n    return x * 2 + n\n")
    target = f"{tmp_path / 'm.py'}:f"
    rc, out, err = cli_main(capsys, "trace", target, "--arg", "f64[2]", "--arg", "i32[]")
    assert rc == 0 and "tensor<2xf32>" in out
    assert "warning: f64[2] traced with 32-bit types" in err and "--x64" in err
    rc, out, err = cli_main(capsys, "trace", target, "--arg", "f64[2]", "--arg", "i32[]", "--x64")
    assert rc == 0 and "tensor<2xf64>" in out and "warning" not in err


def test_inspect_dot_says_how_to_render_when_graphviz_is_missing(tmp_path, capsys, monkeypatch):
    path = tmp_path / "m.mlir"
    path.write_text(CALLBACKS)
    monkeypatch.setattr(cli.shutil, "which", lambda name: None)
    rc, out, err = cli_main(capsys, "inspect", str(path), "--dot")
    assert rc == 0 and out.startswith("digraph")
    assert "Graphviz" in err and "not found on PATH" in err
    monkeypatch.setattr(cli.shutil, "which", lambda name: "/usr/bin/dot")
    rc, out, err = cli_main(capsys, "inspect", str(path), "--dot")
    assert rc == 0 and err == ""


UNSIGNED_MODULE = """
func.func @main(%a: tensor<3xui16>, %b: tensor<3xui16>) -> tensor<3xui16> {
  %s = stablehlo.add %a, %b : tensor<3xui16>
  return %s : tensor<3xui16>
}
"""


def test_compiled_unsigned_program_runs_from_its_file_and_compiles_to_dev_null(capsys, tmp_path):
    """An unsigned tensor is signless at IREE's ABI: the artifact's check reads its
    encoding (uint16, not int16); and the archive can be written to a device."""
    src = tmp_path / "u.mlir"
    src.write_text(UNSIGNED_MODULE)
    rc, out, err = cli_main(capsys, "compile", str(src), "-o", os.devnull)
    assert rc == 0, err
    assert f"wrote {os.devnull}" in out
    art = tmp_path / "u.hcz"
    rc, _, err = cli_main(capsys, "compile", str(src), "-o", str(art))
    assert rc == 0, err
    rc, out, err = cli_main(capsys, "run", str(art), "--input", "ui16[3]=1,2,65535",
                            "ui16[3]=3,4,1")
    assert rc == 0, err
    assert "uint16[3] = [4, 6, 0]" in out
