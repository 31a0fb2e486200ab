"""A StableHLO module from outside the tracer, lowered by hostcall's pipeline and compiled.

The one path from a module (text, MLIR bytecode, a portable VHLO artifact, or an
``ir.Module`` of IREE's bindings) to an IREE flatbuffer with its callback manifest and
entry signature: ``hostcall.compile_module``, ``hostcall run`` / ``hostcall compile`` and
the differential fuzzer all go through ``lower_and_compile``.  The pipeline is
``passes.module_pipeline(target)`` (JAX's callbacks imported, then jit's default
pipeline), the compile jit's: ``compile_lowered`` (the memory and disk caches of
``runtime.cache``, and the fallback to host loops where IREE rejects a loop kernel).
Errors: ``passes.ParseError`` (input), ``passes.PassError`` (a pass, at the op's
location), ``ModuleError`` (no such entry, a signature no program can take) and
``runtime.CompileError`` (IREE), whose message starts with the location in the module's
source where IREE's diagnostic carries one (``where``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from iree.compiler import ir

from hostcall import passes
from hostcall.dialects.types import shape_dtype
from hostcall.runtime import cache as compile_cache
from hostcall.runtime.compile_driver import CompileError

from . import slow_paths


class ModuleError(ValueError):
    """A module that cannot become a program: no such entry, or an entry whose arguments
    or results are not arrays."""


@dataclass
class Compilation:
    """What ``lower_and_compile`` gives: the flatbuffer and what is needed to call it."""
    vmfb: bytes
    manifest: list[dict]
    inputs: list[list]    # [[shape list, dtype name], ...] of the entry function
    results: list[list]
    lowered_text: str
    target: str = "cpu"
    entry: str = "main"
    name: str = "main"    # the module's sym_name (JAX: jit_f), else the entry's


def read_module(source, context: ir.Context | None = None,
                filename: str = "<module>") -> ir.Module:
    """A new module from ``source``: StableHLO text, bytes (text, MLIR bytecode or a
    portable VHLO artifact such as ``jax.export``'s ``mlir_module_serialized``), or an
    ``ir.Module`` (copied, with its locations: passes rewrite the copy)."""
    if isinstance(source, ir.Module):
        with source.context:
            text = source.operation.get_asm(enable_debug_info=True)
        return passes.parse_module(text, source.context, filename)
    if hasattr(source, "operation") and isinstance(getattr(source, "operation"),
                                                  ir.Operation):
        op = source.operation   # a builtin.module op (e.g. ir.Module.operation)
        with op.context:
            text = op.get_asm(enable_debug_info=True)
        return passes.parse_module(text, op.context, filename)
    if not isinstance(source, (str, bytes, bytearray, memoryview)):
        raise TypeError(f"expected StableHLO text, bytes or an ir.Module, got "
                        f"{type(source).__name__}")
    return passes.parse_module(source, context or ir.Context(), filename)


def entry_signature(module: ir.Module, entry: str) -> tuple[list[list], list[list]]:
    """([shape, dtype name] of each argument, of each result) of ``@entry``."""
    for op in module.body.operations:
        op = op.operation
        if op.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == entry:
            fn_type = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
            return _specs(fn_type.inputs, entry), _specs(fn_type.results, entry)
    names = [ir.StringAttr(o.operation.attributes["sym_name"]).value
             for o in module.body.operations if o.operation.name == "func.func"
             and "sym_visibility" not in o.operation.attributes]
    raise ModuleError(f"the module has no function @{entry} (functions: "
                      f"{', '.join('@' + n for n in names) or 'none'})")


def _specs(types, entry):
    out = []
    for t in types:
        try:
            shape, dtype = shape_dtype(t)
        except (ValueError, TypeError) as e:
            raise ModuleError(f"@{entry} has a {t} argument or result, which a program "
                              f"cannot pass: {e}") from None
        out.append([list(shape), dtype.name])
    return out


def module_name(module: ir.Module, entry: str) -> str:
    """The module's symbol name (``jit_f`` for JAX's), else the entry's name."""
    attrs = module.operation.attributes
    return ir.StringAttr(attrs["sym_name"]).value if "sym_name" in attrs else entry


class LoopKernelsRejected(Exception):
    """IREE rejected a lowered module that holds loop kernels (``flow.dispatch.region``s
    of hostcall-kernelize-loops) which its pipeline can leave out: lowered again with
    ``pipeline`` (the same without that pass, ``passes.without_loop_kernels``) the loops
    stay on the host, which always compiles.  ``error`` is IREE's rejection."""

    def __init__(self, error: CompileError, pipeline: str):
        super().__init__(str(error))
        self.error, self.pipeline = error, pipeline


def compile_lowered(text: str, target: str, pipeline: str, flags: tuple[str, ...] = (),
                    module: ir.Module | None = None):
    """The flatbuffer of ``text`` (``module`` lowered by ``pipeline``, printed) for
    ``target``, through the compile caches.  The one home of the loop-kernel fallback,
    for jit and for modules from outside alike: LoopKernelsRejected where IREE rejects a module with
    loop kernels the pipeline made, CompileError for any other rejection.  (The fallback
    needs a pass, so it lives here, above the runtime's compile driver.)"""
    try:
        return compile_cache.compile_text(text, target, flags, module=module)
    except CompileError as e:
        fallback = passes.without_loop_kernels(pipeline)
        if fallback is not None and "flow.dispatch.region" in text:
            raise LoopKernelsRejected(e, fallback) from None
        raise


def lower_and_compile(module: ir.Module, filename: str = "<module>", target: str = "cpu",
                      entry: str = "main", pipeline: str | None = None,
                      flags: tuple[str, ...] = ()) -> Compilation:
    """Run ``pipeline`` (default ``passes.module_pipeline(target)``) on ``module`` in
    place, then compile it with IREE for ``target`` (through the compile caches), with
    IREE ``flags`` added to the target's (e.g. a CPU to tune for)."""
    ctx = passes.PassContext()
    pipeline = passes.module_pipeline(target) if pipeline is None else pipeline
    with module.context:
        name = module_name(module, entry)
        original = module.operation.get_asm(enable_debug_info=True)
        passes.run(module, pipeline, context=ctx)
        inputs, results = entry_signature(module, entry)
        carried = ctx.products.get("boundary_dtypes", {}).get(entry)
        if carried:   # int4, float8, ... cross the boundary as i8 bytes: name what they hold
            for specs, names in zip((inputs, results), carried):
                for spec, narrow in zip(specs, names):
                    spec[1] = narrow or spec[1]
        text = module.operation.get_asm()
        # With locations, IREE's errors point into the module's source.
        located = module.operation.get_asm(enable_debug_info=True)
    try:
        vmfb = compile_lowered(located, target, pipeline, flags, module)
    except LoopKernelsRejected as rejected:   # said once per loop, as jit says it
        slow_paths.host_loops(f"{filename}:{name}", ctx.products.get("kernel_loops", []),
                              kernels_rejected=rejected.error.reason)
        with module.context:
            return lower_and_compile(ir.Module.parse(original), filename, target, entry,
                                     rejected.pipeline, flags)
    except CompileError as e:
        raise located_error(e, filename) from None
    return Compilation(vmfb, list(ctx.products.get("manifest") or []), inputs, results, text,
                       target, entry, name)


_IREE_ERROR = re.compile(r'^(?:<stdin>|-):(\d+):(\d+): error: (.*?)(?: loc\(.*\))?$', re.M)
_LOCATION = re.compile(r'loc\("(?:-|<stdin>)":(\d+):(\d+)\)\s*$')
_SOURCE = re.compile(r'loc\((?:.*?)"([^"]+)":(\d+):(\d+)')


def located_error(err: CompileError, filename: str) -> CompileError:
    """IREE's first error, at the location in the module's source where it has one: a
    CompileError whose ``where`` is ``FILE:LINE:COL`` (or ``filename``) and ``summary`` the
    message without it; IREE's whole output stays in ``diagnostics``."""
    message = err.diagnostics or str(err)
    m = _IREE_ERROR.search(message)
    where = filename
    if not m:
        first = next((ln for ln in message.splitlines() if "error" in ln), message.strip())
        summary = f"IREE failed to compile the module: {first.strip()}"
    else:
        full_line = message[m.start():message.find("\n", m.start()) % (len(message) + 1)]
        loc = _LOCATION.search(full_line)
        source = _SOURCE.search(full_line)
        if loc:
            where = f"{filename}:{loc.group(1)}:{loc.group(2)}"
        elif source:    # a location the module brought (JAX: the user's Python source)
            where = f"{source.group(1)}:{source.group(2)}:{source.group(3)}"
        summary = f"IREE failed to compile the module: {m.group(3).split(': %', 1)[0]}"
    new = CompileError(f"{where}: {summary}", err.diagnostics, err.line, err.column,
                       err.reason)
    new.where, new.summary = where, summary
    new.module_path = getattr(err, "module_path", None)
    return new
