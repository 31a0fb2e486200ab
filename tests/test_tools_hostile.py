"""The command-line tools under hostile input: located one-line errors, no crash.

Deep nesting runs through the console scripts in child processes: MLIR's parser would
die with SIGSEGV on it, which only a child process can show.
"""
import io
import logging
import os
import re
import subprocess
import sys

import numpy as np
import pytest

from hostcall import __version__, passes
from hostcall.tools import opt

from helpers import cli_main

BIN = os.path.dirname(sys.executable)
LOCATED = re.compile(r"^\S+:\d+:\d+: error: ")


def deep_module(n):
    return "module {" * n + "}" * n


def deep_case(n):
    body = '%z = stablehlo.constant dense<1.0> : tensor<f32>\n"stablehlo.return"(%z) : (tensor<f32>) -> ()'
    for _ in range(n):
        body = ('%r = "stablehlo.case"(%i) ({\n' + body + '\n}) : (tensor<i32>) -> tensor<f32>\n'
                '"stablehlo.return"(%r) : (tensor<f32>) -> ()')
    return ("func.func @main(%i: tensor<i32>) -> tensor<f32> {\n" +
            body.rsplit('"stablehlo.return"', 1)[0] + "return %r : tensor<f32>\n}\n")


def deep_attribute(n):
    return ("func.func @main() -> tensor<1xf32> {\n  %0 = stablehlo.constant dense<" + "[" * n
            + "1" + "]" * n + "> : tensor<1xf32>\n  return %0 : tensor<1xf32>\n}\n")


def deep_tuple(n):
    return ("func.func @main(%a: " + "tuple<" * n + "tensor<f32>" + ">" * n + ") -> () {\n"
            "  return\n}\n")


DEEP = {"module_10000": (deep_module, 10000), "case_3000": (deep_case, 3000),
        "attribute_100000": (deep_attribute, 100000), "tuple_100000": (deep_tuple, 100000)}


@pytest.mark.parametrize("name", sorted(DEEP))
@pytest.mark.parametrize("tool", ["hostcall-opt", "hostcall inspect"])
def test_deep_nesting_is_refused_with_a_located_error(tmp_path, name, tool):
    build, depth = DEEP[name]
    path = tmp_path / f"{name}.mlir"
    path.write_text(build(depth))
    exe, *sub = tool.split()
    proc = subprocess.run([os.path.join(BIN, exe), *sub, str(path)], capture_output=True,
                          text=True, timeout=120)
    first = proc.stderr.splitlines()[0]
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert first.startswith(f"{path}:") and LOCATED.match(first), first
    assert "nesting deeper than 256 levels" in first
    assert all(len(line) <= 400 for line in proc.stderr.splitlines())   # windowed snippet


def test_nesting_within_the_limit_still_parses(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(deep_module(200)))
    assert opt.main(["-"]) == 0
    assert capsys.readouterr().out.count("module {") == 200


@pytest.mark.parametrize("error, wording", [
    (RecursionError("maximum recursion depth exceeded"), "nests too deeply"),
    (MemoryError(), "needs more memory than there is"),
    (OverflowError("int too large"), "has sizes too large")])
def test_a_pass_running_out_of_stack_or_memory_gives_a_located_error(monkeypatch, capsys,
                                                                     error, wording):
    def blow_up(module, ctx):
        raise error
    monkeypatch.setitem(passes._REGISTRY, "test-blow-up",
                        passes.PassInfo("test-blow-up", blow_up, "fails"))
    text = "// a comment\n// -----\nfunc.func @f() {\n  return\n}\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    assert opt.main(["-", "-split-input-file", "-p", "test-blow-up"]) == 1
    err = capsys.readouterr().err
    assert err.splitlines()[0] == (f"<stdin>:1:1: error: the module {wording} for the pass "
                                   f"pipeline ({type(error).__name__}: {str(error)})")
    assert "Traceback" not in err and "internal error" not in err


SIMPLE = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
RAISING = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @hostcall.callback(%a) {has_side_effect = false, hostcall.callback = "double", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


@pytest.fixture
def simple(tmp_path):
    path = tmp_path / "simple.mlir"
    path.write_text(SIMPLE)
    return str(path)


@pytest.mark.parametrize("argv, first_line", [
    (["run", "{f}", "--input", "f32[99999999999]=1"],
     "hostcall run: error: bad --input 'f32[99999999999]=1': shape [99999999999] of float32 "
     "needs 399,999,999,996 bytes, more than the limit of 17,179,869,184"),
    (["run", "{f}", "--input", "f32[4]=a"],
     "hostcall run: error: bad value in --input 'f32[4]=a': could not convert string to "
     "float: 'a'"),
    (["run", "{f}", "--input", "f32[4"],
     "hostcall run: error: bad --input 'f32[4': expected DTYPE[DIMS]=VALUES"),
    (["trace", "{py}:main", "--arg", "f32[a]"],
     "hostcall trace: error: bad --arg 'f32[a]': dimensions must be non-negative integers"),
    (["compile", "{f}"], "hostcall compile: error: the following arguments are required: "
                         "-o/--output"),
])
def test_every_bad_command_line_says_where(capsys, simple, argv, first_line):
    py = os.path.join(os.path.dirname(simple), "mod.py")
    with open(py, "w") as f:
        f.write("def main(x):\n    return x * 2\n")
    rc, _, err = cli_main(capsys, *[a.replace("{f}", simple).replace("{py}", py)
                                    for a in argv])
    assert rc == 1 and err.splitlines()[0].startswith(first_line), err


def test_npy_headers_with_overflowing_shapes_are_refused_before_reading(capsys, simple,
                                                                        tmp_path):
    good = tmp_path / "x.npy"
    np.save(good, np.arange(4, dtype=np.float32))
    data = good.read_bytes()
    for i, shape in enumerate([b"(99999999999, 99999999999)", b"(9223372036854775807,)",
                               b"(4, -1)"]):
        bad = tmp_path / f"bad{i}.npy"
        bad.write_bytes(data.replace(b"(4,)", shape.ljust(4)))
        rc, _, err = cli_main(capsys, "run", simple, "--input", str(bad))
        assert rc == 1 and err.startswith(f"hostcall run: error: cannot load --input "
                                          f"'{bad}'"), err
        assert len(err.splitlines()) == 1
    rc, out, _ = cli_main(capsys, "run", simple, "--input", str(good))
    assert rc == 0 and out == "result 0: float32[4] = [0., 2., 4., 6.]\n"


@pytest.fixture
def raising(tmp_path):
    (tmp_path / "m.mlir").write_text(RAISING)
    (tmp_path / "h.py").write_text("def double(x):\n    raise ValueError('no doubling')\n")
    return str(tmp_path / "m.mlir"), str(tmp_path / "h.py")


def _restore_callback_logger():
    log = logging.getLogger("hostcall.callbacks")
    log.handlers = [h for h in log.handlers if not isinstance(h, logging.NullHandler)]
    log.propagate = True


def test_a_raising_handler_prints_one_line(capsys, raising, monkeypatch):
    monkeypatch.delenv("HOSTCALL_TRACEBACK", raising=False)
    module, handlers = raising
    try:
        rc, _, err = cli_main(capsys, "run", module, "--handlers", handlers,
                              "--input", "f32[4]=1")
    finally:
        _restore_callback_logger()
    assert rc == 1
    assert err == (f"{handlers}:2: error: running {module} failed: ValueError: "
                   f"no doubling\n")


@pytest.mark.parametrize("how", ["flag", "env"])
def test_the_traceback_comes_on_request(capsys, raising, monkeypatch, how):
    module, handlers = raising
    argv = ["run", module, "--handlers", handlers, "--input", "f32[4]=1"]
    if how == "flag":
        argv.append("--traceback")
    else:
        monkeypatch.setenv("HOSTCALL_TRACEBACK", "1")
    rc, _, err = cli_main(capsys, *argv)
    assert rc == 1 and "Traceback (most recent call last)" in err
    assert 'raise ValueError(\'no doubling\')' in err
    assert err.splitlines()[-1] == (f"{handlers}:2: error: running {module} failed: "
                                    f"ValueError: no doubling")


@pytest.mark.parametrize("exe", ["hostcall", "hostcall-opt"])
def test_version(exe):
    proc = subprocess.run([os.path.join(BIN, exe), "--version"], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0 and proc.stdout == f"{exe} {__version__}\n"


HUGE_SINE = """func.func @main(%a: tensor<4294967296xf32>) -> tensor<4294967296xf32> {
  %s = stablehlo.sine %a : tensor<4294967296xf32>
  return %s : tensor<4294967296xf32>
}
"""


def test_reduce_trig_on_a_huge_shape_builds_splats_without_allocating(monkeypatch, capsys):
    # 2**32 elements: a full-shape numpy constant would need 16 GiB per constant
    monkeypatch.setattr(sys, "stdin", io.StringIO(HUGE_SINE))
    assert opt.main(["-", "-p", "hostcall-reduce-trig"]) == 0
    out = capsys.readouterr().out
    assert "stablehlo.constant dense<1.57" in out and ": tensor<4294967296xf32>" in out


def test_integer_pass_options_must_fit_int64(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(SIMPLE))
    assert opt.main(["-", "-p", "hostcall-vmap{batch-size=999999999999999999999999}"]) == 1
    assert capsys.readouterr().err == (
        "hostcall-opt: error: bad value '999999999999999999999999' for option batch-size of "
        "hostcall-vmap: out of the 64-bit integer range\n")
