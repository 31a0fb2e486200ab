"""Read a .mlir file (or stdin) into a verified module; errors become ToolErrors."""
from __future__ import annotations

import sys

from iree.compiler import ir

from . import interop, nesting
from .diagnostics import ToolError, from_exception


def read_text(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise ToolError(f"cannot read {path}: {getattr(e, 'strerror', None) or e}") from None


def parse_module(text: str, filename: str, context: ir.Context | None = None) -> ir.Module:
    """Parse and verify; the first error is raised as a ToolError at its location."""
    try:
        nesting.check(text)
    except nesting.TooDeep as e:
        raise ToolError(str(e), f"{filename}:{e.line}:{e.col}") from None
    source, allow_unregistered = interop.prepare_source(text)
    context = context or ir.Context()
    if allow_unregistered:
        context.allow_unregistered_dialects = True
    with context:
        try:
            return ir.Module.parse(source)
        except ir.MLIRError as e:
            diags = from_exception(e, filename, drop_notes=("see current operation:",))
            first = diags[0]
            raise ToolError(interop.explain(first.message), first.where.rstrip(": ")) from None


def load_module(path: str, context: ir.Context | None = None) -> ir.Module:
    name = "<stdin>" if path == "-" else path
    return parse_module(read_text(path), name, context)
