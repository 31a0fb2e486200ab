"""Lower a StableHLO module (hostcall's default pipeline) and compile it with IREE."""
from __future__ import annotations

import re
from dataclasses import dataclass

from iree.compiler import ir

from hostcall import passes
from hostcall.dialects.types import shape_dtype
from hostcall.runtime import cache as compile_cache

from .diagnostics import ToolError, from_exception


@dataclass
class CompiledModule:
    vmfb: bytes
    manifest: list[dict]
    inputs: list[list]    # [[shape list, dtype name], ...] of the entry function
    results: list[list]
    lowered_text: str


def entry_signature(module: ir.Module, entry: str) -> tuple[list[list], list[list]]:
    for op in module.body.operations:
        op = op.operation
        if op.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == entry:
            fn_type = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
            return _specs(fn_type.inputs, entry), _specs(fn_type.results, entry)
    names = [ir.StringAttr(o.operation.attributes["sym_name"]).value
             for o in module.body.operations if o.operation.name == "func.func"
             and "sym_visibility" not in o.operation.attributes]
    raise ToolError(f"the module has no function @{entry} (functions: "
                    f"{', '.join('@' + n for n in names) or 'none'})")


def _specs(types, entry):
    out = []
    for t in types:
        try:
            shape, dtype = shape_dtype(t)
        except (ValueError, TypeError) as e:
            raise ToolError(f"@{entry} has a {t} argument or result, which the command line "
                            f"cannot pass: {e}") from None
        out.append([list(shape), dtype.name])
    return out


def lower_and_compile(module: ir.Module, filename: str, target: str = "cpu",
                      entry: str = "main", pipeline: str | None = None) -> CompiledModule:
    """Run the default pipeline (callbacks lowered to runtime imports), then IREE."""
    ctx = passes.PassContext()
    pipeline = passes.default_pipeline(target) if pipeline is None else pipeline
    with module.context:
        original = module.operation.get_asm(enable_debug_info=True)
        try:
            passes.run(module, pipeline, context=ctx)
        except (passes.PassError, passes.PipelineError) as e:
            d = from_exception(e, filename)[0]
            raise ToolError(d.message, d.where.rstrip(": ")) from None
        inputs, results = entry_signature(module, entry)
        carried = ctx.products.get("boundary_dtypes", {}).get(entry)
        if carried:   # int4, float8, ... cross the boundary as i8 bytes: name what they hold
            for specs, names in zip((inputs, results), carried):
                for spec, name in zip(specs, names):
                    spec[1] = name or spec[1]
        text = module.operation.get_asm()
        # With locations, IREE's errors point into the user's file.
        located = module.operation.get_asm(enable_debug_info=True)
    try:
        vmfb = compile_cache.compile_text(located, target)
    except ValueError as e:  # unknown target
        raise ToolError(str(e)) from None
    except compile_cache.CompileError as e:
        fallback = passes.without_loop_kernels(pipeline)
        if fallback is not None and "flow.dispatch.region" in text:
            # IREE rejected a loop kernel: the host loops compile (see passes)
            with module.context:
                return lower_and_compile(ir.Module.parse(original), filename, target, entry,
                                         fallback)
        raise _iree_error(e.diagnostics, filename) from None
    return CompiledModule(vmfb, list(ctx.products.get("manifest") or []), inputs, results, text)


_IREE_ERROR = re.compile(r'^(?:<stdin>|-):(\d+):(\d+): error: (.*?)(?: loc\(.*\))?$', re.M)
_LOCATION = re.compile(r'loc\("(?:-|<stdin>)":(\d+):(\d+)\)\s*$')


def _iree_error(message: str, filename: str) -> ToolError:
    """IREE's first error, at the location in the user's file when it carries one."""
    m = _IREE_ERROR.search(message)
    if not m:
        first = next((ln for ln in message.splitlines() if "error" in ln), message.strip())
        return ToolError(f"IREE failed to compile the module: {first.strip()}", filename)
    where = filename
    full_line = message[m.start():message.find("\n", m.start()) % (len(message) + 1)]
    loc = _LOCATION.search(full_line)
    if loc:
        where = f"{filename}:{loc.group(1)}:{loc.group(2)}"
    text = m.group(3).split(": %", 1)[0]
    return ToolError(f"IREE failed to compile the module: {text}", where)
