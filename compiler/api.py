"""``hostcall.jit``: trace once per signature, run the pass pipeline, compile, call."""
from __future__ import annotations

import functools
import inspect
import re
import threading
import weakref
import zlib
from typing import Any, Callable, Sequence

import numpy as np
from iree.compiler import ir

from hostcall import passes
from hostcall.runtime import cache as compile_cache
from hostcall.runtime.arguments import device_ref, fast_caller
from hostcall.runtime.compile_driver import CompileError, largest_tensor_bytes, matmul_flops
from hostcall.runtime.executor import (Executable, get_device, on_device_lost,
                                       parallel_bytes_threshold, parallel_cpu_device,
                                       parallel_flops_threshold)

from . import core, slow_paths, staging, tree_util
from .array import Array
from .config import config as _config
from .core import ShapedArray, Tracer
from .lowering import LoopKernelsRejected, compile_lowered
from .memory import Space
from .progress import CompileProgress
from .source_info import mlir_source_line


# ------------------------------------------------------------- module stages
class TracedModule:
    """A traced StableHLO module with what is needed to call it from Python."""

    def __init__(self, trace: core.Trace, in_avals, out_avals, out_tree, name: str,
                 defined_at: str = ""):
        self.trace = trace
        self.in_avals, self.out_avals, self.out_tree = in_avals, out_avals, out_tree
        self.name = name
        self.defined_at = defined_at   # "file:line" of the traced function, where known

    @property
    def module(self):
        return self.trace.module

    @property
    def callbacks(self) -> dict:
        return self.trace.callbacks

    def text(self, debug_info: bool = False) -> str:
        with self.trace.context:
            return self.trace.module.operation.get_asm(enable_debug_info=debug_info)


def trace_to_module(fun: Callable, in_avals: Sequence[ShapedArray], in_tree, name="main",
                    static: dict | None = None, concrete: Sequence[Any] | None = None
                    ) -> TracedModule:
    """Trace ``fun`` called as in_tree.unflatten(tracers) into a new module's @main;
    with ``concrete`` (the arguments' values) in a concrete trace (core.Trace)."""
    trace = staging.new_trace(concrete is not None)
    out_tree_box = []

    def flat_fun(*tracers):
        args, kwargs = tree_util.tree_unflatten(in_tree, tracers)
        return fun(*args, **kwargs)

    def flatten_out(out):
        leaves, tree = tree_util.flatten_arrays(out)
        out_tree_box.append(tree)
        return leaves, tree

    with staging.active(trace):
        traced = staging.trace_func(trace, flat_fun, in_avals, "main", flatten_out=flatten_out,
                                    concrete=concrete)
    with trace.context:
        trace.module.operation.verify()
    return TracedModule(trace, list(in_avals), traced.out_avals, out_tree_box[0], name,
                        _defined_at(fun))


def _defined_at(fun) -> str:
    """'file:line' where ``fun`` (through partials and wrappers) is defined, else ''."""
    f = inspect.unwrap(fun)
    while isinstance(f, functools.partial):
        f = inspect.unwrap(f.func)
    code = getattr(f, "__code__", None)
    return f"{code.co_filename}:{code.co_firstlineno}" if code is not None else ""


def _fun_name(fun) -> str:
    return getattr(fun, "__name__", None) or type(fun).__name__


# ------------------------------------------------------------------ compiled
class Compiled:
    """An executable for one signature; calling it runs the program."""

    def __init__(self, lowered: "Lowered", executable: Executable, runtime_state=None):
        # Only what calls need is kept: the Lowered object holds an MLIR context and three
        # modules (megabytes), the executable tens of kilobytes. The lowered text stays,
        # compressed, for as_text().
        self.name = lowered.traced.name
        self._text = zlib.compress(lowered.lowered_text.encode(), 1)
        self.executable = executable
        self.in_avals = lowered.traced.in_avals
        self.out_avals = lowered.traced.out_avals
        self.out_tree = lowered.traced.out_tree
        self.device = executable.device
        self.runtime_state = runtime_state

        self.single_output = self.out_tree.node_type is None
        self.call_positional = self._fast_call()

    def call_flat(self, leaves: Sequence[Any]):
        dev = self.device
        refs = [device_ref(x, a.dtype, dev) for x, a in zip(leaves, self.in_avals)]
        outs = self.executable.invoke_refs(refs, len(self.out_avals))
        return [Array(a, None, None, dev, r) for a, r in zip(self.out_avals, outs)]

    def _fast_call(self) -> Callable:
        """``call_positional(args)``: the dispatch fast path for positional hostcall.Arrays
        and numpy arrays whose (dtype, shape) signature this executable was found for (see
        _fast_key): runtime.arguments packs and runs them with no aval or pytree work, and
        the results become Arrays here."""
        dev = self.device
        if self.single_output:   # Array(aval, None, None, dev, ref): no Python frame more
            results = functools.partial(Array, self.out_avals[0], None, None, dev)
        else:
            out_avals, out_tree, unflatten = self.out_avals, self.out_tree, \
                tree_util.tree_unflatten

            def results(outputs):
                get = outputs.get_as_ref
                return unflatten(out_tree, [Array(a, None, None, dev, get(i))
                                            for i, a in enumerate(out_avals)])
        return fast_caller(self.executable, [a.dtype for a in self.in_avals],
                           len(self.out_avals), results, self.single_output)

    def __call__(self, *args, **kwargs):
        leaves, _ = tree_util.flatten_arrays((args, kwargs))
        self._check_arguments(leaves)
        return tree_util.tree_unflatten(self.out_tree, self.call_flat(leaves))

    def _check_arguments(self, leaves):
        """Calls must match the signature the executable was compiled for, as in JAX."""
        got = [core.abstractify(x) for x in leaves]
        if len(got) != len(self.in_avals) or any(
                (g.shape, g.dtype) != (a.shape, a.dtype) for g, a in zip(got, self.in_avals)):
            want = ", ".join(a.str_short() for a in self.in_avals)
            have = ", ".join(a.str_short() for a in got)
            raise TypeError(f"{self.name}: argument types differ from the types "
                            f"this computation was compiled for: compiled for ({want}), called "
                            f"with ({have}) at {core.user_location_str()}")

    def as_text(self) -> str:
        """The lowered StableHLO this executable was compiled from."""
        return zlib.decompress(self._text).decode()


class Lowered:
    """The result of ``jit(f).lower(*args)``: StableHLO at each stage, and compile()."""

    def __init__(self, traced: TracedModule, backend: str, pipeline: str | None = None):
        self.traced = traced
        self.backend = backend
        self.pipeline = passes.default_pipeline(backend) if pipeline is None else pipeline
        self._lowered_module = None
        self._artifacts: dict = {}

    def as_text(self, stage: str = "traced", debug_info: bool = False) -> str:
        """StableHLO text: ``traced`` (as traced), or ``lowered`` (ready for IREE)."""
        if stage == "traced":
            return self.traced.text(debug_info)
        if stage in ("optimized", "lowered"):
            mod = self.lowered_module(stage)
            with mod.context:
                return mod.operation.get_asm(enable_debug_info=debug_info)
        raise ValueError(f"unknown stage {stage!r}; expected traced, optimized or lowered")

    def lowered_module(self, stage: str = "lowered"):
        from iree.compiler import ir
        if stage not in self._artifacts:
            with self.traced.trace.context:
                mod = ir.Module.parse(self.traced.text(debug_info=True))
                pipeline = self.pipeline if stage == "lowered" else passes.optimize_pipeline(
                    self.pipeline)
                pctx = passes.PassContext(callbacks=dict(self.traced.callbacks))
                passes.run(mod, pipeline, context=pctx, verify_each=False)
            self._artifacts[stage] = (mod, pctx)
        return self._artifacts[stage][0]

    @property
    def lowered_text(self) -> str:
        mod = self.lowered_module("lowered")
        with mod.context:
            return mod.operation.get_asm()

    def compile(self, progress: CompileProgress | None = None) -> Compiled:
        """Run the pipeline, compile with IREE and load; ``progress`` times the stages (and
        logs a long compile: see hostcall.progress)."""
        if progress is None:
            with CompileProgress(self.traced.name) as own:
                return self.compile(own)
        device = get_device(self.backend)
        with progress.stage("passes"):
            module = self.lowered_module("lowered")
        if self.backend == "cpu" and (
                matmul_flops(module) >= parallel_flops_threshold()
                or largest_tensor_bytes(module) >= parallel_bytes_threshold()):
            device = parallel_cpu_device()  # big contractions or arrays: multi-threaded
        text = self.lowered_text
        with progress.stage("IREE"):
            try:
                vmfb = compile_lowered(text, self.backend, self.pipeline, module=module)
            except LoopKernelsRejected as rejected:   # the host loops compile
                compiled = Lowered(self.traced, self.backend, rejected.pipeline).compile(
                    progress)
                slow_paths.host_loops(self.traced.name, self._loops("host_loops"))
                slow_paths.host_loops(self.traced.name, self._loops("kernel_loops"),
                                      kernels_rejected=rejected.error.reason)
                return compiled
            except CompileError as e:
                raise self._located_compile_error(e, text) from None
        slow_paths.host_loops(self.traced.name, self._loops("host_loops"))
        _, pctx = self._artifacts["lowered"]
        with progress.stage("load"):
            executable, state = _load_executable(text, vmfb, self.backend, device, pctx)
        executable = executable.named(self.traced.name)   # profiles name calls after it
        if progress.wants_report():
            progress.finish(_count_ops(module))
        return Compiled(self, executable, state)

    def _loops(self, which: str) -> list:
        """(location, why) of each loop hostcall-kernelize-loops left on the host
        (``host_loops``) or made a kernel (``kernel_loops``)."""
        return self._artifacts["lowered"][1].products.get(which, [])

    def _located_compile_error(self, err, text: str) -> Exception:
        """IREE's rejection named by the function, the failing op and its source line;
        IREE's whole output stays in the error's ``diagnostics``."""
        op = _op_at(self.lowered_module("lowered"), text, err.line, err.column)
        name, where = f"jit({self.traced.name})", ""
        if op is not None:
            where = f" at `{op.name}`"
            source = mlir_source_line(op.location)
            if source:
                where += f" ({source})"
        elif self.traced.defined_at:   # a crash or a hang names no op: the function then
            name += f" (defined at {self.traced.defined_at})"
        new = CompileError(
            f"{name}: IREE could not compile the program{where}: {err.reason}",
            err.diagnostics, err.line, err.column, err.reason)
        new.op_name = None if op is None else op.name
        new.module_path = err.module_path
        new.add_note("IREE's full output is in this exception's `diagnostics` attribute")
        return new


_PARSED_AT = re.compile(r":(\d+):(\d+)")


def _op_at(module, text: str, line, column):
    """The op of ``module`` printed at line:column of ``text`` (its printed form)."""
    if line is None:
        return None
    with module.context:
        try:
            parsed = ir.Module.parse(text)  # kept alive while its ops are read
        except ir.MLIRError:
            return None
        mine, theirs = _all_ops(module), _all_ops(parsed)
        if len(mine) != len(theirs):
            return None
        for op, printed in zip(mine, theirs):
            m = _PARSED_AT.search(str(printed.location))
            if m and (int(m.group(1)), int(m.group(2))) == (line, column):
                return op
    return None


def _all_ops(module) -> list:
    ops = []

    def visit(op):
        ops.append(op)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return ops


def _count_ops(module) -> int:
    with module.context:
        return len(_all_ops(module))


def _load_executable(text: str, vmfb, backend: str, device, pctx):
    """Load a compiled module; one with host callbacks gets the callback runtime module
    (and its own executable: the handlers are this trace's), others share the executable
    loaded for their text (runtime.cache.load)."""
    manifest = pctx.products.get("manifest")
    if manifest:
        from hostcall.runtime.callbacks import load_with_callbacks
        return load_with_callbacks(vmfb, device, manifest, pctx.callbacks)
    return compile_cache.load(text, vmfb, device, backend), None


# ----------------------------------------------------------------------- jit
def _canonical_backend(backend: str | None) -> str:
    if backend is not None:
        return backend
    from hostcall.runtime.executor import default_platform
    return default_platform()


_FAST_ENTRIES = 64   # fast-path signatures kept per jitted function
_config_values = _config._values   # read directly on the dispatch path
_trace_state = core.trace_state   # its stack is empty outside traces
_config.on_update("memory_cache_bytes", compile_cache.set_memory_limit)
# Every jitted function and transformation called outside traces: their compiled
# signatures on a device that was lost are dropped (_forget_device), so the next call
# compiles for the new device.
_compiling_callables: "weakref.WeakSet" = weakref.WeakSet()


def _forget_device(device) -> None:
    for holder in list(_compiling_callables):
        holder.forget_device(device)


on_device_lost(_forget_device)


def _fast_key(args) -> tuple | None:
    """The dispatch fast path's key for positional arguments: the trace flags (x64 mode,
    threefry_partitionable) and, per argument, a hostcall.Array's aval or a numpy array's
    (dtype, shape); None for any other argument (the full path then flattens pytrees and
    abstractifies)."""
    key = [_config.trace_key]
    for a in args:
        t = type(a)
        if t is np.ndarray:
            key.append((a.dtype, a.shape))
        elif t is Array:
            key.append(a.aval)
        else:
            return None
    return tuple(key)


class JitFunction:
    """A function compiled per abstract signature; see ``hostcall.jit``."""

    def __init__(self, fun: Callable, static_argnums=(), static_argnames=(), backend=None,
                 donate_argnums=()):
        functools.update_wrapper(self, fun)
        self.fun = fun
        if isinstance(static_argnums, int):
            static_argnums = (static_argnums,)
        if isinstance(static_argnames, str):
            static_argnames = (static_argnames,)
        self.static_argnums = tuple(static_argnums)
        self.static_argnames = set(static_argnames)
        try:
            sig = inspect.signature(fun)
            params = list(sig.parameters)
            for n in self.static_argnames:
                if n in params and params.index(n) not in self.static_argnums:
                    self.static_argnums += (params.index(n),)
            for i in self.static_argnums:
                if i < len(params):
                    self.static_argnames.add(params[i])
        except (TypeError, ValueError):
            pass
        self.backend = backend
        self._cache: dict = {}
        self._fast_cache: dict = {}   # _fast_key(args) -> Compiled.call_positional
        self._fast_last = ((), None)  # the last key found there, and its entry
        self._positional = not self.static_argnums   # calls may take the fast path
        self._lock = threading.Lock()
        self.trace_count = 0
        _compiling_callables.add(self)

    def forget_device(self, device) -> None:
        """Drop the signatures compiled for ``device`` (lost: see executor.DeviceLostError).
        The caches are replaced, not edited, and no lock is taken: a loss met while this
        function compiles (holding its lock) drops its entries too."""
        self._cache = {k: c for k, c in list(self._cache.items()) if c.device is not device}
        self._fast_cache = {}
        self._fast_last = ((), None)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return functools.partial(self, obj)

    # -- signatures --------------------------------------------------------
    def _split(self, args, kwargs):
        """(static args as ((position or name, value), ...), dynamic args, dynamic kwargs)."""
        n = len(args)
        positions = {i % n for i in self.static_argnums if -n <= i < n} if n else set()
        static = tuple((i, _hashable(a, f"static argument {i}"))
                       for i, a in enumerate(args) if i in positions)
        dyn_args = tuple(a for i, a in enumerate(args) if i not in positions)
        dyn_kwargs = {}
        for k, v in kwargs.items():
            if k in self.static_argnames:
                static += ((k, _hashable(v, f"static argument {k!r}")),)
            else:
                dyn_kwargs[k] = v
        return static, dyn_args, dyn_kwargs

    @staticmethod
    def _rebuild(static, dyn_args, dyn_kwargs):
        positional = {k: v for k, v in static if isinstance(k, int)}
        dyn = iter(dyn_args)
        args = [positional[i] if i in positional else next(dyn)
                for i in range(len(dyn_args) + len(positional))]
        kwargs = dict(dyn_kwargs)
        kwargs.update((k, v) for k, v in static if isinstance(k, str))
        return args, kwargs

    def _flatten(self, dyn_args, dyn_kwargs):
        leaves, tree = tree_util.flatten_arrays((dyn_args, dyn_kwargs))
        avals = []
        for i, x in enumerate(leaves):
            try:
                avals.append(core.abstractify(x))
            except TypeError as e:
                raise TypeError(
                    f"{_fun_name(self.fun)}: argument leaf {i} of type {type(x).__name__} is "
                    f"not a valid array for jit ({e}), called at {core.user_location_str()}. "
                    f"Mark non-array arguments static with static_argnums / "
                    f"static_argnames.") from None
        return leaves, tree, avals

    # -- calling -----------------------------------------------------------
    def __call__(self, *args, **kwargs):
        if not kwargs and self._positional:
            # Fast path: positional Arrays and numpy arrays of a signature already compiled
            # (_fast_key, inlined: this is most of a call's Python work).
            key = [_config.trace_key]
            for a in args:
                t = type(a)
                if t is Array:
                    key.append(a.aval)
                elif t is np.ndarray:
                    key.append((a.dtype, a.shape))
                else:
                    break
            else:
                key = tuple(key)
                last_key, run = self._fast_last
                if last_key != key:   # avals compare by identity first: no hashing
                    run = self._fast_cache.get(key)
                    if run is not None:
                        self._fast_last = (key, run)
                if run is not None and not _trace_state.stack:
                    return run(args)
        if core.current_trace() is not None:
            return self._call_nested(args, kwargs)
        static, dyn_args, dyn_kwargs = self._split(args, kwargs)
        leaves, tree, avals = self._flatten(dyn_args, dyn_kwargs)
        key = (static, tree, tuple(avals), _config.trace_key)
        compiled = self._cache.get(key)
        if compiled is None:
            with self._lock:
                compiled = self._cache.get(key)
                if compiled is None:
                    with CompileProgress(_fun_name(self.fun)) as progress:
                        with progress.stage("trace"):
                            lowered = self._lower(static, dyn_args, dyn_kwargs, leaves,
                                                  tree, avals)
                        compiled = lowered.compile(progress)
                    self._cache[key] = compiled
        if not kwargs and not self.static_argnums:
            fast = _fast_key(args)
            if fast is not None and len(self._fast_cache) < _FAST_ENTRIES:
                self._fast_cache[fast] = compiled.call_positional
        return tree_util.tree_unflatten(compiled.out_tree, compiled.call_flat(leaves))

    def _lower(self, static, dyn_args, dyn_kwargs, leaves, tree, avals) -> Lowered:
        self.trace_count += 1

        @functools.wraps(self.fun)   # its __wrapped__ tells errors where self.fun stands
        def fun(*a, **k):
            full_args, full_kwargs = self._rebuild(static, a, k)
            return self.fun(*full_args, **full_kwargs)

        traced = trace_to_module(fun, avals, tree, name=_fun_name(self.fun))
        return Lowered(traced, _canonical_backend(self.backend))

    def lower(self, *args, **kwargs) -> Lowered:
        static, dyn_args, dyn_kwargs = self._split(args, kwargs)
        leaves, tree, avals = self._flatten(dyn_args, dyn_kwargs)
        return self._lower(static, dyn_args, dyn_kwargs, leaves, tree, avals)

    def _call_nested(self, args, kwargs):
        """Called while another function is traced: stage a func.call to a private func."""
        trace = core.current_trace()
        static, dyn_args, dyn_kwargs = self._split(args, kwargs)
        leaves, tree = tree_util.flatten_arrays((dyn_args, dyn_kwargs))
        avals = [core.abstractify(x) for x in leaves]
        key = (id(self), id(trace.frame.func), static, tree, tuple(avals))
        entry = trace.nested_funcs.get(key)
        if entry is None:
            out_tree_box = []

            def flat_fun(*tracers):
                a, k = tree_util.tree_unflatten(tree, tracers)
                full_args, full_kwargs = self._rebuild(static, a, k)
                return self.fun(*full_args, **full_kwargs)

            def flatten_out(out):
                out_leaves, out_tree = tree_util.flatten_arrays(out)
                out_tree_box.append(out_tree)
                return out_leaves, out_tree

            name = staging.unique_name(trace, _fun_name(self.fun))
            traced = staging.trace_func(trace, flat_fun, avals, name, private=True,
                                        flatten_out=flatten_out)
            # the entry holds self: its id is part of the key
            entry = trace.nested_funcs[key] = (traced, out_tree_box[0], self)
        traced, out_tree, _ = entry
        outs = tree_util.tree_unflatten(out_tree, staging.call(trace, traced, leaves))
        staging.attach_eager(trace, outs, self, args, kwargs)
        return outs


class _Identity:
    """A cache-key stand-in for an unhashable static object: equal only to itself."""
    __slots__ = ("obj",)

    def __init__(self, obj):
        self.obj = obj

    def __eq__(self, other):
        return isinstance(other, _Identity) and other.obj is self.obj

    def __hash__(self):
        return id(self.obj)


def _static_key(x):
    try:
        hash(x)
    except TypeError:
        return _Identity(x)
    return (type(x), x)


class TransformCall:
    """A transformation (grad, vmap, ...) called outside any trace: compiled as a jit of
    itself, traced concretely (core.Trace), so Python control flow on the arguments'
    values works and eager and compiled code run the same program.

    Leaves that are not arrays (functions, strings, ...) and those ``static_leaves(args,
    kwargs, leaves)`` names (a set of leaf indices) are passed to ``impl`` as they are
    and key the cache.  A program that used a traced
    value in Python is specialised to those values and is not cached.
    """

    def __init__(self, impl: Callable, name: str, static_leaves: Callable | None = None,
                 backend=None):
        self.impl, self.__name__, self.static_leaves = impl, name, static_leaves
        self.backend = backend
        self._cache: dict = {}
        self._fast_cache: dict = {}   # _fast_key(args) -> Compiled
        self._lock = threading.Lock()
        _compiling_callables.add(self)

    def forget_device(self, device) -> None:
        """Drop the programs compiled for ``device`` (lost: see executor.DeviceLostError);
        as JitFunction.forget_device, without a lock."""
        self._cache = {k: c for k, c in list(self._cache.items()) if c.device is not device}
        self._fast_cache = {k: c for k, c in list(self._fast_cache.items())
                            if c.device is not device}

    def __call__(self, *args, **kwargs):
        if not kwargs:
            compiled = self._fast_cache.get(_fast_key(args))
            if compiled is not None:
                return compiled.call_positional(args)
        leaves, tree = tree_util.flatten_arrays((args, kwargs))
        chosen = self.static_leaves(args, kwargs, leaves) if self.static_leaves else ()
        dyn = [i for i, x in enumerate(leaves) if core.is_arraylike(x) and i not in chosen]
        dyn_set = set(dyn)
        static = tuple((i, _static_key(x)) for i, x in enumerate(leaves) if i not in dyn_set)
        avals = [core.abstractify(leaves[i]) for i in dyn]
        key = (tree, static, tuple(avals), _config.trace_key)
        compiled = self._cache.get(key)
        if compiled is None:
            def fun(*dyn_leaves):
                full = list(leaves)
                for i, x in zip(dyn, dyn_leaves):
                    full[i] = x
                a, k = tree_util.tree_unflatten(tree, full)
                return self.impl(*a, **k)

            values = [np.asarray(core.to_numpy(leaves[i]), dtype=a.dtype)
                      for i, a in zip(dyn, avals)]
            _, flat_tree = tree_util.flatten_arrays((tuple(values), {}))
            traced = trace_to_module(fun, avals, flat_tree, name=self.__name__,
                                     concrete=values)
            compiled = Lowered(traced, _canonical_backend(self.backend)).compile()
            if not traced.trace.concretized:
                with self._lock:
                    self._cache[key] = compiled
                    fast = None if kwargs else _fast_key(args)
                    if fast is not None and len(self._fast_cache) < _FAST_ENTRIES:
                        self._fast_cache[fast] = compiled
        outs = compiled.call_flat([leaves[i] for i in dyn])
        return tree_util.tree_unflatten(compiled.out_tree, outs)


def _hashable(x, what: str):
    try:
        hash(x)
    except TypeError:
        raise ValueError(f"Non-hashable static arguments are not supported: {what} is "
                         f"{type(x).__name__} {x!r}") from None
    return x


def jit_disabled() -> bool:
    """Whether jit runs functions op by op here: ``config.disable_jit``, or a
    ``disable_jit`` block open on this thread."""
    return bool(_config_values["disable_jit"] or core.trace_state.jit_disabled)


_compiled_call = JitFunction.__call__
_eager_holders = [0]            # disable_jit blocks open in any thread, plus the config
_eager_lock = threading.Lock()


def _call_unless_disabled(self, *args, **kwargs):
    """JitFunction.__call__ while jit is disabled anywhere: where it is disabled, ``fun``
    runs in Python (prints and breakpoints work); elsewhere it compiles as usual."""
    if jit_disabled():
        return self.fun(*args, **kwargs)
    return _compiled_call(self, *args, **kwargs)


def hold_eager_calls(hold: bool) -> None:
    """Count a holder of jit's checked call (a disable_jit block, or the config) in or out:
    while none holds it, jit's call is the compiled one and checks no flag."""
    with _eager_lock:
        _eager_holders[0] += 1 if hold else -1
        JitFunction.__call__ = _call_unless_disabled if _eager_holders[0] else _compiled_call


def _follow_disable_jit_config(value, _held=[False]) -> None:
    if bool(value) != _held[0]:
        _held[0] = bool(value)
        hold_eager_calls(_held[0])


_config.on_update("disable_jit", _follow_disable_jit_config)


def jit(fun: Callable | None = None, *, static_argnums=(), static_argnames=(), backend=None,
        donate_argnums=(), in_shardings=None, out_shardings=None, donate_argnames=(),
        keep_unused=False, device=None, inline=False, abstracted_axes=None,
        compiler_options=None) -> JitFunction:
    """Compile ``fun`` with IREE, once per abstract signature of its arguments.

    JAX's other keywords (shardings, ``inline``, ...) are accepted and ignored; any
    other keyword is a TypeError, as in JAX, so a typo such as ``static_argnum``
    is not silently dropped.
    """
    del in_shardings, out_shardings, donate_argnames, keep_unused, device, inline
    del abstracted_axes, compiler_options
    if fun is None:
        return lambda f: jit(f, static_argnums=static_argnums, static_argnames=static_argnames,
                             backend=backend, donate_argnums=donate_argnums)
    if not callable(fun):
        raise TypeError(f"jit expects a callable, got {type(fun).__name__}")
    return JitFunction(fun, static_argnums, static_argnames, backend, donate_argnums)


def device_put(x, device=None):
    """Move arrays (in a pytree) to a device; a memory space (``hostcall.memory.Space``)
    names the default device, or with ``Host`` the arrays' host copies."""
    from hostcall.runtime.executor import get_device as _get
    to_host = device is Space.Host
    if isinstance(device, Space):
        device = None
    dev = device if device is not None else _get(_canonical_backend(None))

    def put(v):
        aval = core.abstractify(v)
        arr = v if isinstance(v, Array) else Array(aval, host=np.array(
            core.to_numpy(v), dtype=aval.dtype))
        if to_host:
            arr.copy_to_host_async()
        else:
            arr.buffer_on(dev)
        return arr
    leaves, tree = tree_util.flatten_arrays(x)   # a key array moves as its data
    return tree_util.tree_unflatten(tree, [put(v) for v in leaves])


class TracedProgram:
    """What ``make_jaxpr`` returns: the traced program.  hostcall traces to StableHLO, not
    to a jaxpr, so ``str()`` shows the ``func.func @main`` module (``as_text(stage)``
    also shows it after hostcall's passes); ``in_avals`` / ``out_avals`` as on a jaxpr."""

    def __init__(self, lowered: Lowered):
        self.lowered = lowered
        self.in_avals = list(lowered.traced.in_avals)
        self.out_avals = list(lowered.traced.out_avals)

    def as_text(self, stage: str = "traced", debug_info: bool = False) -> str:
        return self.lowered.as_text(stage, debug_info)

    def pretty_print(self, **unused) -> str:
        return self.as_text()

    @property
    def ops(self) -> list[str]:
        """The names of the ops of @main, in order (the analog of a jaxpr's eqns)."""
        with self.lowered.traced.trace.context:
            main = next(op for op in self.lowered.traced.module.body.operations
                        if ir.StringAttr(op.attributes["sym_name"]).value == "main")
            return [op.operation.name for op in main.regions[0].blocks[0].operations]

    def __str__(self):
        return self.as_text()

    __repr__ = __str__


def make_jaxpr(fun: Callable, static_argnums=(), axis_env=None, return_shape: bool = False,
               abstracted_axes=None):
    """``make_jaxpr(f)(*args)``: the program ``f`` traces to at these arguments' shapes
    and dtypes (a TracedProgram showing StableHLO, where JAX shows a jaxpr); with
    ``return_shape`` also the output's ShapeDtypeStructs."""
    if axis_env or abstracted_axes is not None:
        raise NotImplementedError("make_jaxpr: axis_env and abstracted_axes are not "
                                  "supported by hostcall (no named axes, no dynamic shapes)")
    jitted = jit(fun, static_argnums=static_argnums)

    @functools.wraps(fun)
    def make(*args, **kwargs):
        program = TracedProgram(jitted.lower(*args, **kwargs))
        if not return_shape:
            return program
        shapes = [core.ShapeDtypeStruct(a.shape, a.dtype, weak_type=a.weak_type)
                  for a in program.out_avals]
        return program, tree_util.tree_unflatten(program.lowered.traced.out_tree, shapes)
    return make
