"""Every Python and shell example of README.md and docs/ runs, and prints what it shows.

Examples are README.md's fenced ```python / ```bash / ```console blocks and the docs'
``.. code-block::`` (or ``.. code::``) ``python`` / ``console`` / ``bash`` blocks (``::`` literal blocks are
synopses and IR, not examples).  Each document's examples run in order in one fresh folder
holding the files they read (tests/doc_examples/): Python in a child interpreter, shell
lines (``$ `` prompts in console blocks, every line of a bash block) with bash.  Where a
console block shows output under a command, the command must print it.  The few examples
that cannot run here are listed in NOT_RUN with the reason.
"""
import json
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
# files the examples read that tests keep elsewhere: the name they read -> the file
FIXTURES_ELSEWHERE = {"jax_f.mlir": "tests/inputs/jax/jax_callbacks.mlir"}
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
_RST_BLOCK = re.compile(r"^([ \t]*)\.\. (?:code-block|code|sourcecode):: (\w+)\n"
                        r"((?:\1   .*\n|[ \t]*\n)+)", re.M)
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


# The child interpreter of one document: its Python examples run in one namespace, in
# order (a later example uses what an earlier one defined), its shell lines with bash; it
# stops at the first failure and says which.
DRIVER = r"""
import json, subprocess, sys, traceback
namespace = {"__name__": "__main__"}
for step in json.load(open(sys.argv[1])):
    if step["language"] == "python":
        try:
            exec(compile(step["text"], step["where"], "exec"), namespace)
        except BaseException:
            print(json.dumps({"where": step["where"], "error": traceback.format_exc()[-3000:]}),
                  file=sys.stderr)
            sys.exit(1)
        continue
    for command, shown in step["commands"]:
        sys.stdout.flush()
        done = subprocess.run(["bash", "-c", command], capture_output=True, text=True)
        printed = [ln.rstrip() for ln in done.stdout.splitlines() if ln.strip()]
        if done.returncode or (shown and printed != [ln.rstrip() for ln in shown]):
            print(json.dumps({"where": step["where"], "command": command,
                              "error": done.stderr[-3000:], "printed": printed,
                              "shown": shown}), file=sys.stderr)
            sys.exit(1)
"""


def _run_document(document: Path, folder: Path) -> int:
    """Run the document's examples (not NOT_RUN) in ``folder``; how many ran."""
    steps = [{"language": e.language, "text": e.text, "where": f"{e.document}:{e.line}",
              "commands": _commands(e) if e.language == "shell" else []}
             for e in examples(document) if (e.document, e.first_line) not in NOT_RUN]
    (folder / ".steps.json").write_text(json.dumps(steps))
    done = subprocess.run([sys.executable, "-c", DRIVER, ".steps.json"], cwd=folder,
                          capture_output=True, text=True, timeout=900, env=_env())
    if done.returncode:
        last = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "{}"
        try:
            failure = json.loads(last)
        except ValueError:
            failure = {"error": done.stderr[-3000:]}
        pytest.fail(f"{failure.get('where', document.name)}: the example failed"
                    + (f" at `{failure['command']}`" if "command" in failure else "")
                    + (f"; it printed {failure['printed']} where the document shows "
                       f"{failure['shown']}" if failure.get("shown") else "")
                    + f"\n{failure.get('error', '')}")
    return len(steps)


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
    for name, source in FIXTURES_ELSEWHERE.items():
        shutil.copy(ROOT / source, folder / name)
    _run_document(document, folder)


def test_examples_are_found_and_the_exemptions_exist():
    """The extraction finds the known examples, and every NOT_RUN entry names one."""
    found = {(e.document, e.first_line) for d in DOCUMENTS for e in examples(d)}
    assert set(NOT_RUN) <= found
    languages = {(e.document, e.language) for d in DOCUMENTS for e in examples(d)}
    assert {("README.md", "python"), ("artifacts.rst", "python"),
            ("artifacts.rst", "shell"), ("embedding.rst", "python")} <= languages


def test_an_example_that_prints_otherwise_than_shown_fails(tmp_path):
    """The checker itself: shown output that differs, and a Python example that raises,
    fail with the document's line."""
    doc = tmp_path / "wrong.rst"
    doc.write_text(".. code-block:: console\n\n   $ echo 2\n   3\n")
    with pytest.raises(pytest.fail.Exception, match=r"wrong.rst:1: the example failed at "
                                                    r"`echo 2`; it printed \['2'\]"):
        _run_document(doc, tmp_path)
    doc.write_text("Text.\n\n.. code:: python\n\n   x = 1\n   raise ValueError(x)\n")
    with pytest.raises(pytest.fail.Exception, match=r"(?s)wrong.rst:3: the example failed.*"
                                                    r"ValueError: 1"):
        _run_document(doc, tmp_path)
