"""Every Python and shell example of README.md and docs/ runs, and prints what it shows.

Examples are README.md's fenced ```python / ```bash / ```console blocks and the docs'
``.. code-block:: python`` / ``console`` / ``bash`` blocks (``::`` literal blocks are
synopses and IR, not examples).  Each document's examples run in order in one fresh folder
holding the files they read (tests/doc_examples/): Python in a child interpreter, shell
lines (``$ `` prompts in console blocks, every line of a bash block) with bash.  Where a
console block shows output under a command, the command must print it.  The few examples
that cannot run here are listed in NOT_RUN with the reason.
"""
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "doc_examples"
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.rst"))]

# (document, the example's first line) -> why it does not run in the test suite
NOT_RUN = {
    ("README.md", "python -m pip install -e . && python examples/demo.py"):
        "the set-up and test commands themselves: .ci/run runs them (test_integration runs "
        "the demo)",
    ("README.md", "python -m sphinx -b html docs docs/_build/html && python -m webbrowser "
                  "docs/_build/html/index.html"):
        "opens a browser; tests/test_docs.py builds the same documentation",
}


@dataclass
class Example:
    document: str
    line: int
    language: str        # "python" or "shell"
    text: str

    @property
    def first_line(self) -> str:
        """Its first command or statement, without a trailing comment."""
        first = next(ln for ln in self.text.splitlines() if ln.strip())
        return first.split("  #")[0].strip().removeprefix("$ ")


_FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)
_RST_BLOCK = re.compile(r"^([ \t]*)\.\. code-block:: (\w+)\n((?:\1   .*\n|[ \t]*\n)+)", re.M)
_LANGUAGES = {"python": "python", "bash": "shell", "sh": "shell", "console": "shell",
              "shell": "shell"}


def examples(path: Path) -> list[Example]:
    text = path.read_text()
    found = []
    if path.suffix == ".md":
        for m in _FENCE.finditer(text):
            if m.group(1) in _LANGUAGES:
                found.append(Example(path.name, text[:m.start()].count("\n") + 1,
                                     _LANGUAGES[m.group(1)], m.group(2)))
    else:
        for m in _RST_BLOCK.finditer(text):
            if m.group(2) in _LANGUAGES:
                body = "\n".join(ln[len(m.group(1)) + 3:] for ln in m.group(3).splitlines())
                found.append(Example(path.name, text[:m.start()].count("\n") + 1,
                                     _LANGUAGES[m.group(2)], body.strip("\n") + "\n"))
    return found


def _commands(example: Example) -> list[tuple[str, list[str]]]:
    """(command, the output lines shown under it) of a shell example."""
    lines = example.text.splitlines()
    if not any(ln.startswith("$ ") for ln in lines):      # a bash block: every line runs
        return [(ln, []) for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]
    out = []
    for ln in lines:
        if ln.startswith("$ "):
            out.append((ln[2:], []))
        elif out and ln.strip():
            out[-1][1].append(ln)
    return out


def _run_python(example: Example, folder: Path):
    done = subprocess.run([sys.executable, "-c", example.text], cwd=folder, capture_output=True,
                          text=True, timeout=600, env=_env())
    assert done.returncode == 0, (f"{example.document}:{example.line}: the example failed:\n"
                                  f"{done.stderr[-3000:]}")


def _run_shell(example: Example, folder: Path):
    for command, shown in _commands(example):
        done = subprocess.run(["bash", "-c", command], cwd=folder, capture_output=True,
                              text=True, timeout=600, env=_env())
        assert done.returncode == 0, (f"{example.document}:{example.line}: `{command}` "
                                      f"failed:\n{done.stderr[-3000:]}")
        if shown:
            printed = [ln.rstrip() for ln in done.stdout.splitlines() if ln.strip()]
            assert printed == [ln.rstrip() for ln in shown], (
                f"{example.document}:{example.line}: `{command}` printed\n"
                + "\n".join(printed) + "\nwhere the document shows\n" + "\n".join(shown))


def _env():
    env = dict(os.environ)
    bin_dir = os.path.dirname(sys.executable)     # hostcall, hostcall-opt of this Python
    env["PATH"] = os.pathsep.join([bin_dir, env.get("PATH", "")])
    env["HOSTCALL_LOG"] = "warning"
    return env


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_example_runs_and_prints_what_it_shows(document, tmp_path):
    folder = tmp_path / "work"
    shutil.copytree(FIXTURES, folder)
    ran = 0
    for example in examples(document):
        if (example.document, example.first_line) in NOT_RUN:
            continue
        if example.language == "python":
            _run_python(example, folder)
        else:
            _run_shell(example, folder)
        ran += 1
    assert ran or not examples(document) or all(
        (e.document, e.first_line) in NOT_RUN for e in examples(document))


def test_examples_are_found_and_the_exemptions_exist():
    """The extraction finds the known examples, and every NOT_RUN entry names one."""
    found = {(e.document, e.first_line) for d in DOCUMENTS for e in examples(d)}
    assert set(NOT_RUN) <= found
    languages = {(e.document, e.language) for d in DOCUMENTS for e in examples(d)}
    assert {("README.md", "python"), ("artifacts.rst", "python"),
            ("artifacts.rst", "shell")} <= languages
