"""Read a .mlir file (or stdin) into a verified module; errors become ToolErrors.

Besides text, a file may hold MLIR bytecode, or a portable StableHLO artifact (VHLO
bytecode, what ``jax.export`` serializes), which is upgraded to StableHLO first.
"""
from __future__ import annotations

import sys

from iree.compiler import ir

from hostcall import passes
from hostcall.passes import portable

from . import interop, nesting
from .diagnostics import ToolError, from_exception


def read_text(path: str) -> str | bytes:
    """The file's text, or its bytes where it holds MLIR bytecode."""
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
        return data if data[:4] == portable.MAGIC else data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise ToolError(f"cannot read {path}: {getattr(e, 'strerror', None) or e}") from None


def parse_module(text: str | bytes, filename: str, context: ir.Context | None = None
                 ) -> ir.Module:
    """Parse and verify; the first error is raised as a ToolError at its location."""
    if isinstance(text, bytes) or portable.TEXT_VHLO.search(text):
        try:
            return passes.parse_module(text, context or ir.Context(), filename)
        except passes.ParseError as e:
            where, _, message = str(e).partition(": error: ")
            raise ToolError(message or str(e), where if message else filename) from None
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
