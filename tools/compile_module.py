"""``hostcall run`` / ``hostcall compile``'s compile step: ``hostcall.lowering`` (the one
path from a module to a program, shared with ``hostcall.compile_module``), its errors as
ToolErrors at ``FILE:LINE:COL``."""
from __future__ import annotations

from iree.compiler import ir

from hostcall import lowering, passes
from hostcall.runtime.compile_driver import CompileError

from .diagnostics import ToolError, from_exception

CompiledModule = lowering.Compilation


def entry_signature(module: ir.Module, entry: str) -> tuple[list[list], list[list]]:
    try:
        return lowering.entry_signature(module, entry)
    except lowering.ModuleError as e:
        raise ToolError(str(e)) from None


def lower_and_compile(module: ir.Module, filename: str, target: str = "cpu",
                      entry: str = "main", pipeline: str | None = None) -> CompiledModule:
    """Run the module pipeline (JAX's callbacks imported, callbacks lowered to runtime
    imports), then IREE."""
    try:
        return lowering.lower_and_compile(module, filename, target, entry, pipeline)
    except (passes.PassError, passes.PipelineError) as e:
        d = from_exception(e, filename)[0]
        raise ToolError(d.message, d.where.rstrip(": ")) from None
    except lowering.ModuleError as e:
        raise ToolError(str(e)) from None
    except CompileError as e:
        raise ToolError(e.summary, e.where) from None
    except ValueError as e:  # unknown target
        raise ToolError(str(e)) from None
