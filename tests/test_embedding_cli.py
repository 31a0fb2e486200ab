"""``hostcall run`` / ``compile`` / ``inspect`` on modules from JAX: its lowering with Python
callbacks, and portable artifacts (VHLO bytecode).  Expected values: JAX 0.10.2's, as
literals (tests/inputs/jax/generate.py)."""
import pathlib

import pytest

import hostcall
from helpers import cli_main

JAX = pathlib.Path(__file__).parent / "inputs" / "jax"
HANDLERS = """\
import numpy as np
def jax_callback_0(a):
    print("pure", a.tolist())
    return np.cos(a)
def jax_callback_1(a):
    print("io", [round(float(v), 5) for v in a])
def jax_callback_2(a):
    print("print", a.tolist())
"""
# jax.jit(callbacks)(arange(4.)) and jax.jit(plain)(arange(4.)), printed as hostcall run does
CALLBACKS_RESULT = "result 0: float32[4] = [ 2.       ,  1.0806046, -0.8322936, -1.979985 ]"
PLAIN_RESULT = "result 0: float32[4] = [1.      , 2.682942, 2.818595, 1.28224 ]"


@pytest.fixture
def handlers(tmp_path):
    path = tmp_path / "handlers.py"
    path.write_text(HANDLERS)
    return str(path)


def _printed(capsys, *argv):
    rc, out, err = cli_main(capsys, *argv)
    hostcall.effects_barrier()
    return rc, out + capsys.readouterr().out, err


def test_run_portable_artifact(capsys):
    rc, out, err = cli_main(capsys, "run", str(JAX / "jax_export_plain.vhlo"),
                            "--input", "f32[4]=0,1,2,3")
    assert (rc, err) == (0, "")
    assert out.strip() == PLAIN_RESULT


@pytest.mark.parametrize("source", ["jax_callbacks.mlir", "jax_callbacks.vhlo"])
@pytest.mark.parametrize("reference", [False, True])
def test_run_jax_callbacks_with_handlers_in_order(capsys, handlers, source, reference):
    rc, out, err = _printed(capsys, "run", str(JAX / source), "--handlers", handlers,
                            "--input", "f32[4]=0,1,2,3", *(["--reference"] if reference else []))
    assert (rc, err) == (0, "")
    lines = out.strip().splitlines()
    assert lines[:3] == ["pure [0.0, 1.0, 2.0, 3.0]",
                         "io [1.0, 0.5403, -0.41615, -0.98999]",   # cos
                         "print [0.0, 1.0, 2.0, 3.0]"]
    assert lines[3] == CALLBACKS_RESULT


def test_run_without_handlers_names_every_missing_callback(capsys):
    rc, _, err = cli_main(capsys, "run", str(JAX / "jax_callbacks.mlir"),
                          "--input", "f32[4]=0,1,2,3")
    assert rc == 1
    assert "no handler for host callback(s) jax_callback_0, jax_callback_1, jax_callback_2" \
        in err


def test_compile_portable_artifact_with_callbacks_then_run(capsys, handlers, tmp_path):
    artifact = str(tmp_path / "f.zip")
    rc, out, _ = cli_main(capsys, "compile", str(JAX / "jax_callbacks.vhlo"), "-o", artifact)
    assert rc == 0
    assert "host callbacks: jax_callback_0, jax_callback_1, jax_callback_2" in out
    rc, out, err = _printed(capsys, "run", artifact, "--handlers", handlers,
                            "--input", "f32[4]=0,1,2,3")
    assert (rc, err) == (0, "")
    assert out.strip().splitlines()[-1] == CALLBACKS_RESULT


def test_inspect_names_jax_callbacks_as_handlers_bind_them(capsys):
    rc, out, _ = cli_main(capsys, "inspect", str(JAX / "jax_callbacks.mlir"))
    assert rc == 0
    rows = [line.split()[:5] for line in out.strip().splitlines()[1:]]
    assert rows == [["0", "jax_callback_0", "pure", "no", "-"],
                    ["1", "jax_callback_1", "io", "yes", "io[0]"],
                    ["2", "jax_callback_2", "io", "no", "-"]]
    assert "foreign" not in out


def test_inspect_lists_foreign_custom_calls_by_target(capsys, tmp_path):
    path = tmp_path / "solve.mlir"
    path.write_text(
        "func.func @main(%x: tensor<f32>) -> tensor<f32> {\n"
        "  %a = stablehlo.custom_call @lapack_sgesv_ffi(%x) : (tensor<f32>) -> tensor<f32>\n"
        "  %b = stablehlo.custom_call @lapack_sgesv_ffi(%a) : (tensor<f32>) -> tensor<f32>\n"
        "  %c = stablehlo.custom_call @Sharding(%b) : (tensor<f32>) -> tensor<f32>\n"
        "  return %c : tensor<f32>\n}\n")
    rc, out, _ = cli_main(capsys, "inspect", str(path))
    assert rc == 0
    lines = out.strip().splitlines()
    assert lines[0] == "no host callbacks"
    assert lines[2].startswith("foreign custom_calls")
    assert lines[4].split() == ["lapack_sgesv_ffi", "2", f"{path}:2:8"]
    assert lines[5].split() == ["Sharding", "1", f"{path}:4:8"]
