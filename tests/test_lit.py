"""Run the lit golden-file tests (lit_tests/) so that one pytest command covers them."""
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _lit_command():
    lit = shutil.which("lit", path=os.path.dirname(sys.executable)) or shutil.which("lit")
    if lit is None:
        pytest.fail("lit is not installed: pip install -e '.[test]'")
    return [lit]


def test_lit_suite_passes():
    proc = subprocess.run([*_lit_command(), "-v", os.path.join(ROOT, "lit_tests")],
                          capture_output=True, text=True, timeout=900, cwd=ROOT)
    report = proc.stdout[-20000:] + proc.stderr[-5000:]
    assert proc.returncode == 0, f"lit failed:\n{report}"
    assert "Passed" in proc.stdout and "Failed" not in proc.stdout, report
