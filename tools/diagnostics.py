"""Diagnostics in mlir-opt's shape: ``FILE:LINE:COL: error: message``.

MLIR reports diagnostics as ``ir.Diagnostic`` (from handlers) or ``DiagnosticInfo``
(from ``MLIRError.error_diagnostics``); both have severity, location, message, notes.
This module turns them into plain records that outlive the MLIR context, and prints
them with the user's file name and source line like MLIR's SourceMgr handler.
"""
from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from iree.compiler import ir

# By the name of ``ir.DiagnosticSeverity``'s member: this module, which every tool imports
# at start-up, needs no MLIR (``--help`` and ``--version`` start without loading it).
SEVERITIES = {"ERROR": "error", "WARNING": "warning", "NOTE": "note", "REMARK": "remark"}

# The first file:line:col inside a printed location, e.g. loc("-":3:5) or
# loc(callsite("a.py":1:2 at "b.py":5:6)) or loc("name"("f.mlir":2:1)).
_FILE_LINE_COL = re.compile(r'"((?:[^"\\]|\\.)*)":(\d+):(\d+)')

# Source lines longer than this print as a window around the error's column.
SNIPPET_WIDTH = 160

# What MLIR calls a buffer parsed from a string.
STRING_BUFFER = "-"


class ToolError(Exception):
    """Bad input to a tool: printed as one line (``WHERE: error: message``), exit code 1."""

    def __init__(self, message: str, where: str = ""):
        super().__init__(message)
        self.where = where

    def format(self) -> str:
        return f"{self.where}: error: {self}" if self.where else f"error: {self}"


@dataclass
class Diag:
    severity: str
    message: str
    file: str | None = None
    line: int | None = None
    col: int | None = None
    notes: list["Diag"] = field(default_factory=list)

    @property
    def where(self) -> str:
        if self.file is None:
            return ""
        return f"{self.file}:{self.line}:{self.col}: "

    def format(self, source_lines: list[str] | None = None, with_snippet: bool = True) -> str:
        out = [f"{self.where}{self.severity}: {self.message}"]
        if with_snippet and source_lines and self.line and 0 < self.line <= len(source_lines):
            text = source_lines[self.line - 1].rstrip("\n")
            col = max((self.col or 1) - 1, 0)
            if len(text) > SNIPPET_WIDTH:   # a window around the column of a long line
                start = max(0, min(col - SNIPPET_WIDTH // 2, len(text) - SNIPPET_WIDTH))
                text, col = text[start:start + SNIPPET_WIDTH], col - start
            out.append(text)
            out.append(" " * col + "^")
        for n in self.notes:
            out.append(n.format(source_lines, with_snippet))
        return "\n".join(out)


def parse_location(loc: ir.Location | str | None) -> tuple[str | None, int | None, int | None]:
    """(file, line, col) of the first file location inside ``loc``, or Nones."""
    if loc is None:
        return None, None, None
    m = _FILE_LINE_COL.search(str(loc))
    if not m:
        return None, None, None
    return m.group(1), int(m.group(2)), int(m.group(3))


def from_mlir(d, filename: str | None = None, drop_notes=()) -> Diag:
    """A Diag from an MLIR diagnostic; the string buffer's name becomes ``filename``."""
    file, line, col = parse_location(d.location)
    if file == STRING_BUFFER and filename is not None:
        file = filename
    notes = [from_mlir(n, filename, drop_notes) for n in d.notes
             if not any(str(n.message).startswith(p) for p in drop_notes)]
    severity = SEVERITIES.get(getattr(d.severity, "name", None), "error")
    return Diag(severity, str(d.message), file, line, col, notes)


def from_exception(e: BaseException, filename: str | None = None, drop_notes=()) -> list[Diag]:
    """Diagnostics carried by an MLIRError or hostcall PassError/PipelineError."""
    infos = list(getattr(e, "error_diagnostics", None) or getattr(e, "diagnostics", None) or [])
    if infos:
        return [from_mlir(d, filename, drop_notes) for d in infos]
    message = str(e).strip() or type(e).__name__
    loc = getattr(e, "location", None)
    file, line, col = parse_location(loc)
    if file == STRING_BUFFER and filename is not None:
        file = filename
    return [Diag("error", message, file, line, col)]


def guarded(prog: str, fn, argv) -> int:
    """Call ``fn(argv)``; an unexpected exception becomes one line on stderr and exit 1
    (set HOSTCALL_TRACEBACK=1 to see the traceback)."""
    try:
        return fn(argv)
    except BrokenPipeError:  # e.g. piped into head: the reader has what it wanted
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 1
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return 1
    except Exception as e:
        if os.environ.get("HOSTCALL_TRACEBACK"):
            raise
        print(f"{prog}: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 1
