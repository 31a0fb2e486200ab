"""Run the lit golden-file tests (lit_tests/) so that one pytest command covers them."""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _lit_command():
    """lit run by this interpreter, so that lit.cfg.py puts this environment's tools
    (hostcall-opt, hostcall) first on PATH, also where lit is a system package."""
    try:
        import lit.main  # noqa: F401
    except ImportError:
        pytest.fail("lit is not installed: pip install -e '.[test]'")
    return [sys.executable, "-c", "import sys, lit.main; sys.argv[0] = 'lit'; lit.main.main()"]


def test_lit_suite_passes():
    proc = subprocess.run([*_lit_command(), "-v", os.path.join(ROOT, "lit_tests")],
                          capture_output=True, text=True, timeout=900, cwd=ROOT)
    report = proc.stdout[-20000:] + proc.stderr[-5000:]
    assert proc.returncode == 0, f"lit failed:\n{report}"
    assert "Passed" in proc.stdout and "Failed" not in proc.stdout, report
