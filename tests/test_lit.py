"""Run the lit golden-file tests (lit_tests/) so that one pytest command covers them.

Each lit file is its own pytest item (``pytest tests/test_lit.py -k fold-splats`` runs
one), collected as lit_tests/lit.cfg.py does: ``.mlir`` and ``.py`` files outside
``Inputs`` and ``Output`` folders.
"""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIT_ROOT = os.path.join(ROOT, "lit_tests")
_SKIPPED_DIRS = {"Inputs", "Output", "__pycache__"}


def _lit_files():
    found = []
    for folder, dirs, files in os.walk(LIT_ROOT):
        dirs[:] = sorted(d for d in dirs if d not in _SKIPPED_DIRS)
        for name in sorted(files):
            if name.endswith((".mlir", ".py")) and name != "lit.cfg.py":
                found.append(os.path.relpath(os.path.join(folder, name), LIT_ROOT))
    return found


def _lit_command():
    """lit run by this interpreter, so that lit.cfg.py puts this environment's tools
    (hostcall-opt, hostcall) first on PATH, also where lit is a system package."""
    try:
        import lit.main  # noqa: F401
    except ImportError:
        pytest.fail("lit is not installed: pip install -e '.[test]'")
    return [sys.executable, "-c", "import sys, lit.main; sys.argv[0] = 'lit'; lit.main.main()"]


def test_lit_files_found():
    assert len(_lit_files()) >= 40


@pytest.mark.parametrize("path", _lit_files())
def test_lit_file_passes(path):
    # --skip-test-time-recording: lit would otherwise rewrite lit_tests/Output/
    # .lit_test_times.txt, which parallel workers' lit runs read half-written (a fatal error)
    proc = subprocess.run([*_lit_command(), "-v", "--skip-test-time-recording",
                           os.path.join(LIT_ROOT, path)],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    report = proc.stdout[-20000:] + proc.stderr[-5000:]
    assert proc.returncode == 0, f"lit failed:\n{report}"
    assert "Passed: 1" in proc.stdout, report
