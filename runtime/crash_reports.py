"""What a user needs to report a crash of IREE's compiler: the module saved to a file, the
command that crashes on it, and the IREE pass that crashed.

A crash (iree-compile killed by a signal) names no op and no line, and the module that
crashed exists only in memory.  ``save`` writes it, with the exact iree-compile command
in its header, to ``$HOSTCALL_CRASH_DIR`` (default: ``crashes/`` in the compile cache
folder), one file per module text; ``crashed_pass`` compiles it once more with MLIR's
crash reproducer, which catches the crash and names the pass that was running.  Both
run only after a crash, so a good compile pays nothing for them.
"""
from __future__ import annotations

import hashlib
import os
import re
import shlex
import tempfile
from pathlib import Path

from iree.compiler.version import VERSION as IREE_VERSION

# MLIR's crash recovery: "Pipeline failed while executing `ConvertToStreamPass` on ..."
_FAILED_PASS = re.compile(r"while executing `([^`]+)`")
REPRODUCER_FLAGS = ("--mlir-pass-pipeline-local-reproducer", "--mlir-disable-threading")


def crash_dir(cache_dir: Path) -> Path:
    env = os.environ.get("HOSTCALL_CRASH_DIR")
    return Path(env) if env else cache_dir / "crashes"


def save(text: str, command: list[str], folder: Path, crash: str) -> Path | None:
    """``text`` written to ``folder`` as ``module-<hash>.mlir`` under a header that says
    how the compiler crashed (``crash``) and the command reproducing it (``-`` replaced by the file); None where
    the folder cannot be written (the error still says what crashed)."""
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    path = folder / f"module-{digest}.mlir"
    args = [str(path) if a == "-" else a for a in command]
    header = (f"// iree-compile {IREE_VERSION} on this module: {crash}\n"
              f"// reproduce: {shlex.join(args)}\n")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / f".{path.name}.{os.getpid()}.tmp"
        tmp.write_text(header + text)
        os.replace(tmp, path)
    except OSError:
        return None
    return path


def crashed_pass(run, text: str, args: list[str]) -> str:
    """The IREE pass that crashed on ``text`` ('' where the rerun does not say): ``run``
    (text, args) compiles again with MLIR's crash reproducer on, which turns the crash into
    an error naming the pass; its exception's text is searched."""
    with tempfile.TemporaryDirectory(prefix="hostcall-crash-") as tmp:
        reproducer = os.path.join(tmp, "reproducer.mlir")
        try:
            run(text, [*args, f"--mlir-pass-pipeline-crash-reproducer={reproducer}",
                       *REPRODUCER_FLAGS])
        except Exception as e:   # noqa: BLE001 - any failure: read what it said
            found = _FAILED_PASS.search(str(e))
            return found.group(1) if found else ""
    return ""
