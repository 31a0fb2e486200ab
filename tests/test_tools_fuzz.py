"""Fuzz hostcall-opt's front door: truncated and mutated lit inputs must give exit code
0 or 1 with diagnostics, never an exception, a crash or a hang."""
import glob
import io
import os
import subprocess
import sys
import tempfile
from datetime import timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hostcall.tools import opt

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = {os.path.relpath(p, ROOT): open(p, encoding="utf-8").read()
          for p in sorted(glob.glob(os.path.join(ROOT, "lit_tests", "**", "*.mlir"),
                                    recursive=True))}
TOKENS = ["{", "}", "(", ")", "<", ">", "[", "]", "%", "@", ":", "=", ",", '"', "#", "!",
          "->", "x", "0", "-1", "tensor<", "f32", "i1", "stablehlo.add", "func.func",
          "// -----\n", "// expected-error @+1 {{", "}}", "\n", " ", "loc(", "\\", "\x00",
          "dense<", "stablehlo.while", "^bb0", "sdy.", "#sdy.mesh<", "\u00e9"]
FLAG_SETS = [[], ["-split-input-file"], ["-split-input-file", "--verify-diagnostics"],
             ["-p", "cse,canonicalize"], ["-p", "hostcall-dce-pure-callbacks,cse"],
             ["--mlir-print-op-generic", "-split-input-file"]]

mutation = st.one_of(
    st.tuples(st.just("insert"), st.floats(0, 1), st.sampled_from(TOKENS)),
    st.tuples(st.just("delete"), st.floats(0, 1), st.integers(1, 40)),
    st.tuples(st.just("duplicate"), st.floats(0, 1), st.integers(1, 80)),
    st.tuples(st.just("insert"), st.floats(0, 1), st.text(max_size=8)),
)


def mutate(text: str, keep: float, edits) -> str:
    text = text[:int(len(text) * keep)]
    for kind, where, arg in edits:
        pos = int(len(text) * where)
        if kind == "insert":
            text = text[:pos] + arg + text[pos:]
        elif kind == "delete":
            text = text[:pos] + text[pos + arg:]
        else:
            text = text[:pos] + text[pos:pos + arg] + text[pos:]
    return text


@settings(max_examples=60, deadline=timedelta(seconds=15), derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(CORPUS)), keep=st.floats(0, 1),
       edits=st.lists(mutation, max_size=4), flags=st.sampled_from(FLAG_SETS))
def test_mutated_inputs_exit_cleanly(name, keep, edits, flags):
    text = mutate(CORPUS[name], keep, edits)
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False,
                                     encoding="utf-8", errors="surrogatepass") as f:
        f.write(text)
    old_out, old_err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = io.StringIO(), io.StringIO()
    try:
        rc = opt.main([f.name, *flags])
        err = sys.stderr.getvalue()
    finally:
        sys.stdout, sys.stderr = old_out, old_err
        os.unlink(f.name)
    assert rc in (0, 1)
    assert "internal error" not in err, err
    if rc == 1 and "--verify-diagnostics" not in flags:
        assert ": error: " in err or err.startswith("error: "), err


def test_truncations_in_a_subprocess_never_hang_or_crash(tmp_path):
    """A few inputs through the console entry point: exit status 0/1 within a time bound
    (a crash in native code would show up here as a signal)."""
    text = CORPUS[os.path.join("lit_tests", "tools", "round-trip.mlir")]
    for i, cut in enumerate((0.37, 0.8)):
        path = tmp_path / f"cut{i}.mlir"
        path.write_text(text[:int(len(text) * cut)])
        proc = subprocess.run([sys.executable, "-m", "hostcall.tools.opt", str(path)],
                              capture_output=True, text=True, timeout=120)
        assert proc.returncode in (0, 1), proc.stderr
        assert "Traceback" not in proc.stderr
