"""``hostcall.compile_module``: a StableHLO module from anywhere, as a callable program.

For compiler researchers whose StableHLO comes from their own tools: text, MLIR bytecode,
a portable artifact (``jax.export``'s ``mlir_module_serialized``), an ``ir.Module`` built
with IREE's MLIR bindings, or JAX's lowering (``jax.jit(f).lower(x).as_text()``, whose
Python callbacks become hostcall callbacks named ``jax_callback_<N>``)::

    program = hostcall.compile_module(text, handlers={"log": print})
    y = program(np.ones(4, np.float32))      # a hostcall.Array, as jit returns
    program.in_specs, program.out_specs      # ShapeDtypeStructs of @main
    program.save("f.zip")                    # hostcall.runtime.load("f.zip", handlers)

It takes the path ``hostcall run`` and ``hostcall compile`` take (``hostcall.lowering``:
the module pipeline, jit's compile caches, located errors), and runs on jit's executors:
``hostcall.profile`` records its calls under the module's name.
"""
from __future__ import annotations

from typing import Callable, Mapping

from hostcall.runtime import artifact
from hostcall.runtime.executor import Device, get_device

from . import lowering
from .array import Array
from .core import ShapedArray, ShapeDtypeStruct


class Program(artifact.Program):
    """A compiled module: ``program(*arrays)`` runs ``@entry`` on numpy arrays, scalars or
    hostcall Arrays (of the signature's shapes and dtypes) and returns hostcall Arrays: one
    for a single result, else a tuple.  ``bind(handlers)`` gives a program with more
    handlers bound by callback name; calling a program that lacks some raises an
    ArtifactError naming every missing one."""

    def __init__(self, compilation: lowering.Compilation, handlers=None,
                 device: Device | None = None):
        super().__init__(compilation.vmfb, compilation.manifest, compilation.inputs,
                         compilation.results, handlers, device, compilation.entry,
                         source=compilation.lowered_text, name=compilation.name,
                         bind_later=True)
        self.compilation = compilation
        self._out_avals = [ShapedArray(s, d) for s, d in self.results]

    def _rebound(self, handlers) -> "Program":
        return Program(self.compilation, handlers, self.device)

    @property
    def in_specs(self) -> list[ShapeDtypeStruct]:
        """The entry function's arguments (tokens left out)."""
        return [ShapeDtypeStruct(s, d) for s, d in self.inputs]

    @property
    def out_specs(self) -> list[ShapeDtypeStruct]:
        """The entry function's results (tokens left out)."""
        return [ShapeDtypeStruct(s, d) for s, d in self.results]

    def as_text(self) -> str:
        """The lowered StableHLO IREE compiled (callbacks as ``hostcall_rt`` imports)."""
        return self.source

    def _type_text(self, shape, dtype) -> str:
        """A type as input errors name it: hostcall's short names, as an Array's (f32[4])."""
        return ShapedArray(shape, dtype).str_short()

    def __call__(self, *arrays):
        self._check_bound()
        outs = self._run(self._refs(arrays))
        results = tuple(Array(a, None, bv, self.device) for a, bv in
                        zip(self._out_avals, outs))
        return results[0] if len(results) == 1 else results

    def __repr__(self):
        sig = ", ".join(ShapedArray(s, d).str_short() for s, d in self.inputs)
        return (f"<hostcall.Program {self.name} @{self.entry}({sig}) on {self.device}; "
                f"callbacks: {', '.join(self.callbacks) or 'none'}>")


def compile_module(module, target: str = "cpu", *, pipeline: str | None = None,
                   entry: str = "main", handlers: Mapping[str, Callable] | None = None,
                   filename: str = "<module>", device: Device | None = None) -> Program:
    """Compile a StableHLO module with hostcall's pipeline and IREE; returns a Program.

    ``module``: StableHLO text, bytes (text, MLIR bytecode or a portable VHLO artifact such
    as ``jax.export``'s ``mlir_module_serialized``) or an ``ir.Module`` of IREE's bindings
    (copied: the passes rewrite the copy).  ``pipeline``: a pass pipeline string instead of
    ``hostcall.passes.module_pipeline(target)`` (it must lower the callbacks, as that one
    does with hostcall-lower-callbacks).  ``handlers``: {callback name: function}; more can
    be bound later with ``program.bind``.  ``filename`` names the source in errors.

    Errors: ``hostcall.passes.ParseError`` and ``PassError`` (at the op's location),
    ``hostcall.lowering.ModuleError`` (no such entry), ``hostcall.runtime.CompileError``
    (IREE; its message starts with the location it names).
    """
    parsed = lowering.read_module(module, filename=filename)
    compilation = lowering.lower_and_compile(parsed, filename, target, entry, pipeline)
    return Program(compilation, handlers, device or get_device(target))

