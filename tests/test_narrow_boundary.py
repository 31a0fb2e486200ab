"""Every narrow dtype jit supports (sub-byte integers, float4, every float8) crosses the CLI
and artifact boundaries with its value and its type: ``hostcall run`` prints what the
reference evaluator prints (``--reference``), and a saved artifact returns arrays of the
narrow dtype (hostcall-narrow-types carries them as i8 bytes; the signature names them).

The programs follow StableHLO's interpreter tests of these types: constants, arithmetic
that wraps or rounds in the narrow type, and an argument passed through."""
import ml_dtypes
import numpy as np
import pytest

from hostcall import runtime
from helpers import cli_main

# MLIR spelling, numpy name, a constant's values, an argument's values
INTEGERS = [("i2", "int2", "[-2, -1, 0, 1]", "1,-2,0,1"),
            ("i4", "int4", "[-8, -1, 0, 1, 7]", "7,-8,3,-3,0"),
            ("ui2", "uint2", "[0, 1, 2, 3]", "3,2,1,0"),
            ("ui4", "uint4", "[0, 1, 7, 8, 15]", "15,0,9,4,1")]
FLOATS = [("f4E2M1FN", "float4_e2m1fn", "[0.0, -0.5, 1.5, 6.0]", "1,-2,3,0.5"),
          ("f8E4M3FN", "float8_e4m3fn", "[0.0, -0.0, 1.0, 448.0]", "1.5,-2,0.125,3"),
          ("f8E5M2", "float8_e5m2", "[0.0, -1.5, 2.5, 57344.0]", "1.5,-2,0.125,3"),
          ("f8E4M3FNUZ", "float8_e4m3fnuz", "[0.0, -1.0, 1.75, 240.0]", "1.5,-2,0.125,3"),
          ("f8E5M2FNUZ", "float8_e5m2fnuz", "[0.0, -1.5, 2.5, 57344.0]", "1.5,-2,0.125,3"),
          ("f8E4M3B11FNUZ", "float8_e4m3b11fnuz", "[0.0, -1.0, 1.75, 30.0]",
           "1.5,-2,0.125,3"),
          ("f8E4M3", "float8_e4m3", "[0.0, -0.0, 1.0, 240.0]", "1.5,-2,0.125,3"),
          ("f8E3M4", "float8_e3m4", "[0.0, -0.0, 1.0, 15.5]", "1.5,-2,0.125,3")]


def _program(spelling: str, constant: str, n_arg: int) -> str:
    n = constant.count(",") + 1
    t, a = f"tensor<{n}x{spelling}>", f"tensor<{n_arg}x{spelling}>"
    return f"""func.func @main(%x: {a}) -> ({t}, {t}, {a}) {{
  %c = stablehlo.constant dense<{constant}> : {t}
  %neg = stablehlo.negate %c : {t}
  %sum = stablehlo.add %c, %neg : {t}
  %twice = stablehlo.add %x, %x : {a}
  return %neg, %sum, %twice : {t}, {t}, {a}
}}
"""


def _results(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("result ")]


@pytest.mark.parametrize("spelling,name,constant,arg", INTEGERS + FLOATS,
                         ids=[c[1] for c in INTEGERS + FLOATS])
def test_hostcall_run_prints_the_reference_values_and_types(capsys, tmp_path, spelling, name,
                                                          constant, arg):
    path = tmp_path / "m.mlir"
    path.write_text(_program(spelling, constant, arg.count(",") + 1))
    n_arg = arg.count(",") + 1
    given = ["--input", f"{spelling}[{n_arg}]={arg}"]
    rc, out, err = cli_main(capsys, "run", str(path), *given)
    assert (rc, err) == (0, "")
    rc, reference, err = cli_main(capsys, "run", str(path), *given, "--reference")
    assert (rc, err) == (0, "")
    assert _results(out) == _results(reference)
    assert all(f": {name}[" in line for line in _results(out))
    # the spec's values, computed with ml_dtypes: negation wraps (ints) or flips the sign
    dtype = np.dtype(getattr(ml_dtypes, name))
    c = np.array(eval(constant), np.float64).astype(dtype)
    if name.startswith(("int", "uint")):
        negated = _wrap(-c.astype(np.int64), dtype)
    else:
        negated = (-c.astype(np.float64)).astype(dtype)
    assert _results(out)[0] == f"result 0: {name}[{c.size}] = " + _text(negated)


def _wrap(values: np.ndarray, dtype) -> np.ndarray:
    info = ml_dtypes.iinfo(dtype)
    span = int(info.max) - int(info.min) + 1
    return ((values - int(info.min)) % span + int(info.min)).astype(dtype)


def _text(a: np.ndarray) -> str:
    return np.array2string(a, separator=", ")


@pytest.mark.parametrize("spelling,name,constant,arg", [INTEGERS[1], FLOATS[1]],
                         ids=["int4", "float8_e4m3fn"])
def test_a_saved_artifact_returns_the_narrow_dtype(capsys, tmp_path, spelling, name,
                                                  constant, arg):
    path = tmp_path / "m.mlir"
    n_arg = arg.count(",") + 1
    path.write_text(_program(spelling, constant, n_arg))
    artifact = str(tmp_path / "m.zip")
    assert cli_main(capsys, "compile", str(path), "-o", artifact)[0] == 0
    program = runtime.load(artifact)
    dtype = np.dtype(getattr(ml_dtypes, name))
    x = np.array([float(v) for v in arg.split(",")]).astype(dtype)
    neg, total, twice = program(x)
    assert neg.dtype == total.dtype == twice.dtype == dtype
    np.testing.assert_array_equal(total.astype(np.float64), 0.0)
    want = x.astype(np.float64) * 2
    if name == "int4":
        want = _wrap(want.astype(np.int64), dtype).astype(np.float64)
    else:
        want = want.astype(dtype).astype(np.float64)
    np.testing.assert_array_equal(twice.astype(np.float64), want)
    with pytest.raises(runtime.artifact.ArtifactError, match=f"input 0 is int8.*expects {name}"):
        program(x.view(np.int8))
