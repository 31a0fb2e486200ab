"""Tracing Python functions into func.func ops of a StableHLO module."""
from __future__ import annotations

import contextlib
import functools
from typing import Any, Callable, Sequence

import numpy as np
from iree.compiler import ir
from iree.compiler.dialects import func as func_d

from . import core, tree_util
from .core import FuncScope, ShapedArray, Trace, Tracer


def new_trace(concrete: bool = False) -> Trace:
    context = ir.Context()
    with context, ir.Location.unknown():
        module = ir.Module.create()
    return Trace(context, module, concrete)


@contextlib.contextmanager
def active(trace: Trace):
    stack = core.trace_stack()
    stack.append(trace)
    try:
        yield trace
    finally:
        stack.pop()


@contextlib.contextmanager
def outside_traces():
    """Run eagerly for a moment, as if no function were being traced."""
    stack = core.trace_stack()
    saved = stack[:]
    stack.clear()
    try:
        yield
    finally:
        stack[:] = saved


@contextlib.contextmanager
def retrace_with_values(trace: Trace):
    """Let ``trace`` use known argument values for a moment, as a concrete trace does:
    the pullback of an eager vjp (or linearize), called under jit, traces the user's
    function again from the primal values it keeps, so it takes the forward run's path.
    The values are constants of that pullback, so the trace stays cacheable."""
    if trace.concrete:
        yield trace
        return
    concretized = trace.concretized
    trace.concrete = True
    try:
        yield trace
    finally:
        trace.concrete, trace.concretized = False, concretized


@contextlib.contextmanager
def discarded_on(trace: Trace, errors: type[BaseException] | tuple):
    """Trace an attempt that may fail with ``errors``: on such a failure, what it added to
    the module (half-built functions included) and to the trace's tables is removed
    again, and the error propagates for the caller to catch."""
    ops_before = {op.operation for op in trace.module.body.operations}
    callbacks, nested = dict(trace.callbacks), dict(trace.nested_funcs)
    effects = set(trace.effects)
    try:
        yield
    except errors:
        for op in list(trace.module.body.operations):
            if op.operation not in ops_before:
                op.operation.erase()
        trace.callbacks, trace.nested_funcs, trace.effects = callbacks, nested, effects
        raise


def attach_eager(trace: Trace, out, fun: Callable, args: tuple, kwargs: dict) -> None:
    """In a concrete trace, let the tracers in ``out`` (the staged result of
    ``fun(*args, **kwargs)``: a nested jit, a loop, a cond) know their values: on demand,
    ``fun`` runs eagerly on the values of its arguments.  Callbacks inside it then run
    a second time, only when Python asks for such a value."""
    if not trace.concrete:
        return
    out_leaves = tree_util.array_leaves(out)
    if not out_leaves or not all(isinstance(t, Tracer) and t.trace is trace
                                 for t in out_leaves):
        return
    leaves, tree = tree_util.flatten_arrays((args, kwargs))
    tracers = [x for x in leaves if isinstance(x, Tracer)]
    if any(t.trace is not trace or t._concrete is None for t in tracers):
        return

    def run(*values):
        it = iter(values)
        a, k = tree_util.tree_unflatten(
            tree, [next(it) if isinstance(x, Tracer) else x for x in leaves])
        with outside_traces():
            result = fun(*a, **k)
        return [np.asarray(core.to_numpy(r)) for r in tree_util.array_leaves(result)]

    node = core.Pending(run, tracers)
    for i, t in enumerate(out_leaves):
        if t._concrete is None:
            t._concrete = (node, i)


def eager_values_when_concrete(fun: Callable) -> Callable:
    """``fun`` (a control-flow function) whose staged results, in a concrete trace, know
    their values (attach_eager)."""
    @functools.wraps(fun)
    def wrapper(*args, **kwargs):
        out = fun(*args, **kwargs)
        trace = core.current_trace()
        if trace is not None and trace.concrete:
            attach_eager(trace, out, fun, args, kwargs)
        return out
    return wrapper


def _check_output(x, fun_name: str, index: int):
    if isinstance(x, Tracer) or core.is_arraylike(x):
        return x
    raise TypeError(f"{fun_name}: output {index} is a {type(x).__name__} ({x!r}), "
                    f"not an array; traced functions must return arrays (in pytrees)")


class TracedFunc:
    """A func.func built by tracing: its op, result avals and captured outer values."""

    def __init__(self, op, in_avals, out_avals, captured: Sequence[Tracer], out_tree_info):
        self.op, self.in_avals, self.out_avals = op, in_avals, out_avals
        self.captured, self.out_tree_info = captured, out_tree_info

    @property
    def name(self) -> str:
        return ir.StringAttr(self.op.attributes["sym_name"]).value


def trace_func(trace: Trace, fun: Callable[..., Any], in_avals: Sequence[ShapedArray],
               name: str, private: bool = False,
               flatten_out: Callable[[Any], tuple[list, Any]] | None = None,
               concrete: Sequence[Any] | None = None,
               reads_values: bool = False) -> TracedFunc:
    """Trace ``fun`` (taking one tracer per aval) into a new func.func of the module.

    ``flatten_out`` turns the Python result into a list of leaves plus whatever the
    caller needs to rebuild it; without it the result must be a list of arrays.
    ``concrete`` gives, in a concrete trace, the values the arguments stand for (see
    core.Tracer); without it they are abstract.  ``reads_values`` lets Python read those
    values as numbers (``float(x)``), as a custom rule may (core.FuncScope).
    """
    parent = trace.frame.func if trace.frames else None
    with trace.context, ir.Location.unknown():
        ftype = ir.FunctionType.get([a.ir_type() for a in in_avals], [])
        with ir.InsertionPoint(trace.module.body):
            fop = func_d.FuncOp(name, ftype)
        if private:
            fop.attributes["sym_visibility"] = ir.StringAttr.get("private")
        block = fop.add_entry_block()
    scope = FuncScope(trace, block, parent, reads_values)
    trace.push_frame(scope.entry_frame, ir.InsertionPoint(block))
    try:
        known = concrete if concrete is not None and trace.concrete else [None] * len(in_avals)
        args = [Tracer(trace, a, v, scope.entry_frame, c)
                for a, v, c in zip(in_avals, block.arguments, known)]
        out = fun(*args)
        leaves, info = flatten_out(out) if flatten_out else (list(out), None)
        leaves = [_check_output(x, name, i) for i, x in enumerate(leaves)]
        outs = [trace.lift(x) for x in leaves]
        with trace.context, ir.Location.unknown(), ir.InsertionPoint(block):
            func_d.ReturnOp([t.value for t in outs])
            arg_types = [a.type for a in block.arguments]
            fop.attributes["function_type"] = ir.TypeAttr.get(
                ir.FunctionType.get(arg_types, [t.value.type for t in outs]))
    finally:
        trace.pop_frame()
    return TracedFunc(fop, list(in_avals), [t.aval for t in outs], scope.captured, info)


def call(trace: Trace, traced: TracedFunc, args: Sequence[Any]) -> list[Tracer]:
    """Emit func.call of a traced function at the current point of ``trace``."""
    operands = [trace.lift(a) for a in args] + [trace.lift(c) for c in traced.captured]
    with trace.context, core.mlir_location(), trace.insertion_points[-1]:
        result_types = [a.ir_type() for a in traced.out_avals]
        op = func_d.CallOp(result_types, ir.FlatSymbolRefAttr.get(traced.name),
                           [t.value for t in operands])
    return [trace.new_tracer(a, v) for a, v in zip(traced.out_avals, op.results)]


def unique_name(trace: Trace, base: str) -> str:
    base = "".join(c if c.isalnum() or c == "_" else "_" for c in base) or "fn"
    existing = {ir.StringAttr(op.attributes["sym_name"]).value
                for op in trace.module.body.operations if "sym_name" in op.attributes}
    if base not in existing:
        return base
    for i in range(1, 1 << 30):
        if f"{base}_{i}" not in existing:
            return f"{base}_{i}"
    raise RuntimeError("unreachable")


def trace_region(trace: Trace, region: ir.Region, arg_avals: Sequence[ShapedArray],
                 fun: Callable[..., Sequence[Any]]) -> list[ShapedArray]:
    """Fill ``region`` (of an op being built) by tracing ``fun``; return result avals.

    The block gets one argument per aval; ``fun`` returns a list of array-likes, which
    become the operands of the block's stablehlo.return.  Values of enclosing regions
    may be used directly (StableHLO regions see their parents' values).
    """
    with trace.context, ir.Location.unknown():
        block = region.blocks.append(*[a.ir_type() for a in arg_avals])
    frame = core.Frame(trace.frame.func)
    trace.push_frame(frame, ir.InsertionPoint(block))
    try:
        args = [Tracer(trace, a, v, frame) for a, v in zip(arg_avals, block.arguments)]
        outs = [trace.lift(x) for x in fun(*args)]
        with trace.context, ir.Location.unknown(), ir.InsertionPoint(block):
            ir.Operation.create("stablehlo.return", results=[],
                                operands=[t.value for t in outs])
    finally:
        trace.pop_frame()
    return [t.aval for t in outs]
