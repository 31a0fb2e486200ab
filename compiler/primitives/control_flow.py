"""Structured control flow: cond, switch, while_loop, fori_loop, scan, map, and
select_n, the elementwise switch (a chain of selects, no region).

Inside a trace every construct becomes ONE StableHLO region op -- ``stablehlo.if``
(cond), ``stablehlo.case`` (switch) or ``stablehlo.while`` (the loops) -- and each
Python function (branch, loop body) is traced exactly once, whatever the trip count.
Regions use values of the enclosing function directly; only loop carries are block
arguments.  Branch and body outputs are type-checked like JAX: same pytree structure,
shapes and dtypes; weak types may differ (a weakly typed loop input whose dtype the
body changes is promoted and the body traced again, as JAX does; a cond output is
weak only when every branch's is).

Counted loops (``scan``, ``map``, ``fori_loop`` with Python-int bounds) follow a
contract that passes over StableHLO (reverse-mode autodiff) rely on: the
``stablehlo.while`` carries ``hostcall.trip_count = N : i64`` and its FIRST carried
value is the loop index, an integer scalar (int32 for scan/map, the bounds' dtype for
fori_loop) starting at 0 and stepping by 1; the condition region is ``idx < N``.
A fori_loop body sees ``lower + idx``.  Scan carries are ``[idx, *carry, *ys]``: the
body reads ``xs[pos]`` with ``stablehlo.dynamic_slice`` of the (enclosing-scope) xs
and writes ``ys[pos]`` with ``stablehlo.dynamic_update_slice`` into buffers
preallocated before the loop, where ``pos = idx`` (``N - 1 - idx`` with ``reverse``).
Loops with traced bounds (``while_loop``, ``fori_loop`` with traced bounds) carry no
trip count.

Eagerly (no trace active) the construct first traces itself into a scratch module,
which raises exactly the type errors jit would (untaken branches and zero-trip bodies
included) and fixes the result types, then runs the Python functions on concrete
arrays: the taken branch once, the loop body once per iteration.  We run the bodies
in Python instead of compiling the construct because an IREE compile costs ~0.5-1 s
per call site and the closed-over values would be baked into each compiled module,
whereas eager primitives already agree with StableHLO semantics; host callbacks in a
body therefore run exactly as often as the loop iterates, eagerly as under jit.
"""
from __future__ import annotations

import builtins
import operator
import threading
import weakref
from typing import Any, Callable, Sequence

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects import names

from hostcall.runtime.compile_driver import CompileError

from .. import api, core, dtypes, slow_paths, staging
from ..array import make_array
from ..batching import vmap
from ..core import ShapedArray, Tracer
from ..tree_util import PyTreeDef, flatten_arrays, tree_unflatten
from .elementwise import clamp, convert_element_type, eq, lt, ne, select
from .structural import concatenate, reshape

__all__ = ["cond", "switch", "while_loop", "fori_loop", "scan", "map"]

_TRIP_COUNT_ATTR = names.TRIP_COUNT


# ---------------------------------------------------------------- type checks
def _typematch(a: ShapedArray, b: ShapedArray) -> bool:
    """Equal shapes and dtypes; weak types may differ (JAX's core.typematch)."""
    return a.shape == b.shape and a.dtype == b.dtype


def _show_diff(a: ShapedArray, b: ShapedArray) -> str:
    if _typematch(a, b):
        return a.str_short()
    return f"DIFFERENT {a.str_short()} vs. {b.str_short()}"


def _check_same_types(what: str, tree1: PyTreeDef, avals1, tree2: PyTreeDef, avals2):
    """Raise JAX's TypeError unless two flat outputs agree in structure and types."""
    if tree1 != tree2:
        raise TypeError(f"{what} must have same type structure, got {tree1} and {tree2}. "
                        f"(at {core.user_location_str()})")
    if not all(builtins.map(_typematch, avals1, avals2)):
        diff = tree_unflatten(tree1, [_show_diff(a, b) for a, b in zip(avals1, avals2)])
        raise TypeError(f"{what} must have identical types, got\n{diff}.\n"
                        f"(at {core.user_location_str()})")


def _check_carry(fun_name: str, in_tree, in_avals, out_tree, out_avals):
    """The loop body must return its input carry's type exactly (weak types aside)."""
    if in_tree != out_tree:
        raise TypeError(f"{fun_name} output and input must have same type structure, got "
                        f"{out_tree} and {in_tree}. (at {core.user_location_str()})")
    if not all(builtins.map(_typematch, in_avals, out_avals)):
        fmt = lambda avals: tree_unflatten(in_tree, [a.str_short() for a in avals])  # noqa: E731
        diffs = [f"  carry component {i}: input {a.str_short()}, output {b.str_short()}"
                 for i, (a, b) in enumerate(zip(in_avals, out_avals)) if not _typematch(a, b)]
        raise TypeError(f"{fun_name} output and input must have identical types, got\n"
                        f"{fmt(out_avals)}\nand\n{fmt(in_avals)}\n" + "\n".join(diffs) +
                        f"\n(at {core.user_location_str()})")


def _weak_promotions(in_avals, out_avals) -> list[ShapedArray] | None:
    """JAX's promotion of weakly typed loop inputs to the dtype the body returns."""
    if len(in_avals) != len(out_avals):
        return None
    new, changed = list(in_avals), False
    for i, (a, b) in enumerate(zip(in_avals, out_avals)):
        if a.weak_type and a.shape == b.shape and a.dtype != b.dtype:
            dtype, weak = dtypes.promote((a.dtype, True), (b.dtype, b.weak_type))
            new[i] = ShapedArray(a.shape, dtype, weak)
            changed = changed or new[i] != a   # no change: the type check reports it
    return new if changed else None


def _fun_name(f) -> str:
    return getattr(f, "__name__", None) or type(f).__name__


def _aval_of(x) -> ShapedArray:
    return core.abstractify(x)


# ------------------------------------------------------------- staging helpers
def _emit(trace, build: Callable[[], ir.Value], aval: ShapedArray) -> Tracer:
    """Run an hlo builder at the trace's insertion point; wrap its value as a tracer."""
    with trace.context, core.mlir_location(), trace.insertion_points[-1]:
        return trace.new_tracer(aval, build())


def _convert(x, aval: ShapedArray):
    """``x`` with ``aval``'s dtype (and weak bit), traced or concrete."""
    if _aval_of(x).dtype == aval.dtype:
        return x
    return convert_element_type(x, aval.dtype, weak_type=aval.weak_type)


_scratch = threading.local()


class _TypeCheckTrace(core.Trace):
    """A trace whose module is only type-checked, never run: a concrete array used
    in it becomes a zero splat of its type instead of a copy of its data."""

    def lift(self, x) -> Tracer:
        if isinstance(x, Tracer) or dtypes.is_python_scalar(x):
            return super().lift(x)
        aval = core.abstractify(x)
        with self.context, ir.Location.unknown(), self.insertion_points[-1]:
            zero = hlo.constant(np.zeros((), aval.dtype))
            value = hlo.broadcast_in_dim(zero, aval.shape, []) if aval.shape else zero
        return Tracer(self, aval, value, self.frame)


def _scratch_trace() -> core.Trace:
    """A type-checking trace into a fresh module of a per-thread MLIR context (a new
    context costs ~50 ms; eager constructs only need the module to check types)."""
    context = getattr(_scratch, "context", None)
    if context is None:
        context = _scratch.context = ir.Context()
    with context, ir.Location.unknown():
        module = ir.Module.create()
    return _TypeCheckTrace(context, module)


def _run_compiled(name: str, make: Callable, functions: tuple, static: tuple,
                  leaves: Sequence[Any]):
    """``make(*functions)(*leaves)`` (a lax loop called outside jit) compiled with jit and
    run, as JAX does: op by op, each op of each iteration would go through the reference
    evaluator.  None under ``disable_jit``, and where IREE rejects the program (said once,
    slow_paths): the caller then runs the loop op by op.

    The jitted loop is kept while the user's ``functions`` live (a loop called again with
    the same body function is not traced again, as in JAX); ``make`` must hold no
    reference to them, and ``static`` (hashable) is what else shapes the program."""
    if api.jit_disabled():
        return None
    try:
        jitted = _jitted_loop(name, make, functions, static)
        return jitted(*leaves)
    except CompileError as e:
        slow_paths.eager_loop(name, core.user_location_str(), e.reason)
        return None


_EAGER_LOOPS_KEPT = 256
_eager_loops: dict = {}     # (name, static, ids of the functions) -> (weakrefs, jitted)
_eager_loops_lock = threading.Lock()


def _jitted_loop(name: str, make: Callable, functions: tuple, static: tuple):
    """The jitted loop for these functions: the kept one, else a new one (kept when the
    functions take weak references)."""
    key = (name, static, tuple(builtins.map(id, functions)))
    with _eager_loops_lock:
        kept = _eager_loops.get(key)
        if kept is not None and all(r() is f for r, f in zip(kept[0], functions)):
            return kept[1]
    try:
        refs = tuple(weakref.ref(f, lambda _, key=key: _eager_loops.pop(key, None))
                     for f in functions)
    except TypeError:    # a callable without weak references: traced at every call
        return api.jit(_named(name, make(*functions)))

    def loop(*xs):
        return make(*(r() for r in refs))(*xs)
    jitted = api.jit(_named(name, loop))
    with _eager_loops_lock:
        if len(_eager_loops) >= _EAGER_LOOPS_KEPT:
            _eager_loops.pop(next(iter(_eager_loops)))
        _eager_loops[key] = (refs, jitted)
    return jitted


def _named(name: str, fun: Callable) -> Callable:
    fun.__name__ = fun.__qualname__ = name    # jit's messages and profiles name it
    return fun


def abstract_eval(construct: Callable[..., Any], leaves: Sequence[Any]):
    """Trace ``construct(*leaves)`` into a scratch module: its result avals and tree.

    Used by the eager paths so that eager calls raise jit's type errors and produce
    jit's result types without compiling anything.
    """
    trace = _scratch_trace()
    box = []

    def flat(*args):
        out_leaves, tree = flatten_arrays(construct(*args))
        box.append(tree)
        return out_leaves

    with staging.active(trace):
        traced = staging.trace_func(trace, flat, [_aval_of(x) for x in leaves], "check")
    return traced.out_avals, box[0]


def concrete_array(x, aval: ShapedArray):
    """A hostcall.Array holding ``x`` with exactly ``aval`` (dtype, shape, weak bit)."""
    host = np.asarray(core.to_numpy(x)).astype(aval.dtype, copy=False).reshape(aval.shape)
    return make_array(host, aval)


def _check_concrete_outputs(fun_name, in_tree, in_avals, outputs):
    out_leaves, out_tree = flatten_arrays(outputs)
    _check_carry(fun_name, in_tree, in_avals, out_tree, [_aval_of(x) for x in out_leaves])
    return [concrete_array(x, a) for x, a in zip(out_leaves, in_avals)]


def _build_region_op(trace, name: str, operands: Sequence[Tracer], n_regions: int,
                     fill: Callable[[ir.Operation], list[ShapedArray]]) -> list[Tracer]:
    """Build an op whose result types are known only after tracing its regions.

    The regions are traced into a result-less placeholder op, then moved into the
    real op once ``fill`` has returned the result avals.
    """
    values = [trace.lift(t).value for t in operands]
    with trace.context, core.mlir_location(), trace.insertion_points[-1]:
        placeholder = hlo.op(name, values, [], regions=n_regions)
    try:
        out_avals = fill(placeholder)
        with trace.context, core.mlir_location(), trace.insertion_points[-1]:
            real = hlo.op(name, values, [a.ir_type() for a in out_avals], regions=n_regions)
            for src, dst in zip(placeholder.regions, real.regions):
                src.blocks[0].append_to(dst)
    finally:
        with trace.context:
            placeholder.erase()
    return [trace.new_tracer(a, v) for a, v in zip(out_avals, real.results)]


# ------------------------------------------------------------------ cond/switch
def _branch_avals(trace, region, branch, operands):
    """Trace one branch into ``region``; return (flat avals, tree)."""
    box = []

    def body():
        leaves, tree = flatten_arrays(branch(*operands))
        box.append(tree)
        return leaves

    avals = staging.trace_region(trace, region, [], body)
    return avals, box[0]


def _staged_branches(trace, op_name: str, selector: Tracer, branches, operands, what):
    """stablehlo.if / stablehlo.case over ``branches``; returns the output pytree."""
    op_leaves, op_tree = flatten_arrays(operands)
    lifted = tree_unflatten(op_tree, [trace.lift(x) for x in op_leaves])
    trees = []

    def fill(placeholder):
        results = []
        for region, branch in zip(placeholder.regions, branches):
            results.append(_branch_avals(trace, region, branch, lifted))
        first_avals, first_tree = results[0]
        for i, (avals, tree) in enumerate(results[1:], start=1):
            _check_same_types(what(i), first_tree, first_avals, tree, avals)
        trees.append(first_tree)
        return [a.update(weak_type=all(r[0][k].weak_type for r in results))
                for k, a in enumerate(first_avals)]

    outs = _build_region_op(trace, op_name, [selector], len(branches), fill)
    return tree_unflatten(trees[0], outs)


def _eager_branch(construct, selector, taken, operands):
    """Eagerly: check every branch's types as jit would, then run the taken one."""
    leaves, tree = flatten_arrays(operands)
    out_avals, out_tree = abstract_eval(
        lambda s, *xs: construct(s, *tree_unflatten(tree, xs)), [selector, *leaves])
    out_leaves, _ = flatten_arrays(taken(*operands))
    return tree_unflatten(out_tree, [concrete_array(x, a) for x, a in zip(out_leaves, out_avals)])


def _cond_predicate(pred):
    """JAX's rule: a scalar bool, or an integer scalar compared with 0."""
    aval = _aval_of(pred)
    if aval.shape:
        raise TypeError(f"cond: pred must be a scalar, got {pred!r} of shape {aval.shape} "
                        f"(at {core.user_location_str()})")
    if aval.dtype.kind == "b":
        return pred
    if aval.dtype.kind in "iu":
        return ne(pred, _convert(0, aval))
    raise TypeError(f"cond: pred type must be either boolean or number, got "
                    f"{aval.dtype.name} (at {core.user_location_str()})")


@staging.eager_values_when_concrete
def cond(pred, true_fun: Callable, false_fun: Callable, *operands):
    """``true_fun(*operands)`` if ``pred`` else ``false_fun(*operands)`` (stablehlo.if)."""
    if not (callable(true_fun) and callable(false_fun)):
        raise TypeError("cond: true_fun and false_fun arguments should be callable.")
    pred = _cond_predicate(pred)
    trace = core.current_trace()
    what = lambda i: "true_fun and false_fun output"  # noqa: E731
    if trace is not None:
        return _staged_branches(trace, "stablehlo.if", trace.lift(pred),
                                [true_fun, false_fun], operands, what)
    taken = true_fun if bool(core.to_numpy(pred)) else false_fun
    return _eager_branch(lambda p, *ops: cond(p, true_fun, false_fun, *ops), pred, taken,
                         operands)


def _switch_index(index, n: int):
    """The branch index as int32, clamped into [0, n - 1] like JAX."""
    aval = _aval_of(index)
    if aval.shape or aval.dtype.kind not in "iu":
        raise TypeError(f"switch: index must be a scalar integer, got {aval.str_short()} "
                        f"(at {core.user_location_str()})")
    index = _convert(index, ShapedArray((), np.int32))
    return clamp(np.int32(0), index, np.int32(n - 1))


@staging.eager_values_when_concrete
def switch(index, branches: Sequence[Callable], *operands):
    """``branches[clamp(index, 0, len - 1)](*operands)`` (stablehlo.case)."""
    branches = list(branches)
    if not branches:
        raise ValueError("switch: empty branch sequence")
    if not all(callable(b) for b in branches):
        raise TypeError("switch: branches argument should be a sequence of callables.")
    index = _switch_index(index, len(branches))
    if len(branches) == 1:
        return branches[0](*operands)
    trace = core.current_trace()
    what = lambda i: f"branch 0 and {i} outputs"  # noqa: E731
    if trace is not None:
        return _staged_branches(trace, "stablehlo.case", trace.lift(index), branches,
                                operands, what)
    taken = branches[int(core.to_numpy(index))]
    return _eager_branch(lambda i, *ops: switch(i, branches, *ops), index, taken, operands)


# ---------------------------------------------------------------- while loops
def _staged_while(trace, init: list[Tracer], cond_region, body_region) -> list[Tracer]:
    """One stablehlo.while over ``init``; the region callbacks fill its two regions.

    ``cond_region(region, carry_avals)`` traces the predicate, ``body_region`` the
    body.  Returns the result tracers; the op is removed again if tracing fails (or
    raises ``_Retrace`` to ask for promoted inputs).
    """
    avals = [t.aval for t in init]
    values = [t.value for t in init]
    with trace.context, core.mlir_location(), trace.insertion_points[-1]:
        op = hlo.op("stablehlo.while", values, [a.ir_type() for a in avals], regions=2)
    try:
        cond_region(op.regions[0], avals)
        body_region(op.regions[1], avals)
    except BaseException:
        with trace.context:
            op.erase()
        raise
    return [trace.new_tracer(a, v) for a, v in zip(avals, op.results)]


class _Retrace(Exception):
    """The body changed a weakly typed carry's dtype: trace again with these inputs."""

    def __init__(self, avals):
        super().__init__("retrace")
        self.avals = avals


def _check_cond_output(cond_fun, avals):
    if len(avals) != 1 or avals[0].shape != () or avals[0].dtype != np.bool_:
        got = ", ".join(a.str_short() for a in avals)
        raise TypeError(f"cond_fun must return a boolean scalar, but got output type(s) "
                        f"[{got}] from {_fun_name(cond_fun)} (at {core.user_location_str()})")


def _carry_body(fun_name, tree, call_body):
    """A region body: unflatten the carry, call, check the returned carry's type."""
    def region_fun(*carry):
        out_leaves, out_tree = flatten_arrays(call_body(tree_unflatten(tree, carry)))
        out_avals = [_aval_of(x) for x in out_leaves]
        in_avals = [c.aval for c in carry]
        promoted = _weak_promotions(in_avals, out_avals) if out_tree == tree else None
        if promoted is not None:
            raise _Retrace(promoted)
        _check_carry(fun_name, tree, in_avals, out_tree, out_avals)
        return out_leaves
    return region_fun


def _lift_all(trace, leaves, avals):
    """Loop inputs as tracers of exactly ``avals`` (converted where promoted)."""
    out = []
    for x, aval in zip(leaves, avals):
        t = trace.lift(_convert(x, aval))
        out.append(t if t.aval == aval else Tracer(trace, aval, t.value, t.frame))
    return out


def _staged_while_loop(trace, cond_fun, body_fun, init_val):
    leaves, tree = flatten_arrays(init_val)
    avals = [_aval_of(x) for x in leaves]
    while True:
        init = _lift_all(trace, leaves, avals)

        def cond_region(region, carry_avals):
            out = staging.trace_region(
                trace, region, carry_avals,
                lambda *c: flatten_arrays(cond_fun(tree_unflatten(tree, c)))[0])
            _check_cond_output(cond_fun, out)

        def body_region(region, carry_avals):
            staging.trace_region(trace, region, carry_avals,
                                 _carry_body("body_fun", tree, body_fun))

        try:
            outs = _staged_while(trace, init, cond_region, body_region)
        except _Retrace as r:
            avals = r.avals
            continue
        return tree_unflatten(tree, outs)


@staging.eager_values_when_concrete
def while_loop(cond_fun: Callable, body_fun: Callable, init_val):
    """Repeat ``val = body_fun(val)`` while ``cond_fun(val)`` (stablehlo.while)."""
    if not (callable(cond_fun) and callable(body_fun)):
        raise TypeError("while_loop: cond_fun and body_fun arguments should be callable.")
    trace = core.current_trace()
    if trace is not None:
        return _staged_while_loop(trace, cond_fun, body_fun, init_val)
    leaves, tree = flatten_arrays(init_val)
    compiled = _run_compiled("while_loop", lambda cond, body: lambda *xs: while_loop(
        cond, body, tree_unflatten(tree, xs)), (cond_fun, body_fun), (tree,), leaves)
    if compiled is not None:
        return compiled
    out_avals, _ = abstract_eval(
        lambda *xs: while_loop(cond_fun, body_fun, tree_unflatten(tree, xs)), leaves)
    carry = [concrete_array(_convert(x, a), a) for x, a in zip(leaves, out_avals)]
    while bool(core.to_numpy(cond_fun(tree_unflatten(tree, carry)))):
        carry = _check_concrete_outputs("body_fun", tree, out_avals,
                                        body_fun(tree_unflatten(tree, carry)))
    return tree_unflatten(tree, carry)


# -------------------------------------------------------------- counted loops
def _index_value(trace, idx: Tracer, length: int, reverse: bool) -> Tracer:
    """The position a counted loop reads and writes at step ``idx``."""
    if not reverse:
        return idx
    last = _emit(trace, lambda: hlo.constant(np.asarray(length - 1, idx.dtype)), idx.aval)
    return _emit(trace, lambda: hlo.binary("subtract", last.value, idx.value), idx.aval)


def _slice_leading(trace, x: Tracer, pos: Tracer) -> Tracer:
    """``x[pos]`` for a traced scalar ``pos`` (stablehlo.dynamic_slice + reshape)."""
    x = trace.lift(x)
    rest = x.shape[1:]

    def build():
        zeros = [hlo.constant(np.zeros((), pos.dtype))] * len(rest) if rest else []
        sl = hlo.dynamic_slice(x.value, [pos.value] + zeros, (1, *rest))
        return hlo.reshape(sl, rest)
    return _emit(trace, build, ShapedArray(rest, x.dtype))


def _update_leading(trace, buf: Tracer, y: Tracer, pos: Tracer) -> Tracer:
    """``buf.at[pos].set(y)`` (stablehlo.dynamic_update_slice)."""
    y = trace.lift(y)

    def build():
        zeros = [hlo.constant(np.zeros((), pos.dtype))] * y.ndim if y.ndim else []
        upd = hlo.reshape(y.value, (1, *y.shape))
        return hlo.dynamic_update_slice(buf.value, upd, [pos.value] + zeros)
    return _emit(trace, build, buf.aval)


def _zeros(trace, aval: ShapedArray) -> Tracer:
    def build():
        return hlo.broadcast_in_dim(hlo.constant(np.zeros((), aval.dtype)), aval.shape, [])
    return _emit(trace, build, aval)


def _staged_counted_loop(trace, length: int, idx_dtype, init_leaves, carry_tree, step,
                         fun_name: str, reverse: bool = False):
    """A stablehlo.while with ``hostcall.trip_count = length`` and index first.

    ``step(pos, carry)`` (pos: the position for this step; carry: the carry pytree)
    returns ``(new_carry, ys)``; ``ys`` leaves are stacked along a new leading axis.
    Returns (carry leaves, ys leaves, ys tree).
    """
    idx_aval = ShapedArray((), idx_dtype)
    avals = [_aval_of(x) for x in init_leaves]
    n_carry = len(avals)
    while True:
        ys_info = []

        def body(*args, avals=avals):
            idx, carry = args[0], list(args[1:1 + n_carry])
            pos = _index_value(trace, idx, length, reverse)
            new_carry, ys = step(pos, tree_unflatten(carry_tree, carry))
            out_leaves, out_tree = flatten_arrays(new_carry)
            out_avals = [_aval_of(x) for x in out_leaves]
            promoted = _weak_promotions(avals, out_avals) if out_tree == carry_tree else None
            if promoted is not None:
                raise _Retrace(promoted)
            _check_carry(fun_name, carry_tree, avals, out_tree, out_avals)
            y_leaves, y_tree = flatten_arrays(ys)
            y_tracers = [trace.lift(y) for y in y_leaves]
            ys_info.append((y_tree, [t.aval for t in y_tracers]))
            block = idx.value.owner
            with trace.context, ir.Location.unknown():
                bufs = [Tracer(trace, y.aval.update(shape=(length, *y.shape), weak_type=False),
                               block.add_argument(
                                   ShapedArray((length, *y.shape), y.dtype).ir_type(),
                                   ir.Location.unknown()), idx.frame)
                        for y in y_tracers]
            one = _emit(trace, lambda: hlo.constant(np.asarray(1, idx_dtype)), idx_aval)
            nxt = _emit(trace, lambda: hlo.binary("add", idx.value, one.value), idx_aval)
            # A zero-trip loop never runs its body, but its IR must still verify.
            return [nxt, *out_leaves,
                    *[_update_leading(trace, b, y, pos) if length else b
                      for b, y in zip(bufs, y_tracers)]]

        init = _lift_all(trace, [np.asarray(0, idx_dtype), *init_leaves], [idx_aval, *avals])
        try:
            outs = _build_counted_while(trace, init, length, body, ys_info)
        except _Retrace as r:
            avals = r.avals
            continue
        return outs[1:1 + n_carry], outs[1 + n_carry:], ys_info[0][0]


def _build_counted_while(trace, init, length, body, ys_info):
    """Trace ``body`` into a placeholder while, then build the real while with ys."""
    with trace.context, core.mlir_location(), trace.insertion_points[-1]:
        placeholder = hlo.op("stablehlo.while", [], [], regions=2)
    try:
        staging.trace_region(trace, placeholder.regions[1], [t.aval for t in init], body)
        _, y_avals = ys_info[0]
        bufs = [_zeros(trace, ShapedArray((length, *a.shape), a.dtype)) for a in y_avals]
        operands = init + bufs
        idx_aval = init[0].aval

        def cond(*args):
            bound = _emit(trace, lambda: hlo.constant(np.asarray(length, idx_aval.dtype)),
                          idx_aval)
            return [_emit(trace, lambda: hlo.compare("LT", args[0].value, bound.value),
                          ShapedArray((), np.bool_))]

        with trace.context, core.mlir_location(), trace.insertion_points[-1]:
            op = hlo.op("stablehlo.while", [t.value for t in operands],
                        [t.aval.ir_type() for t in operands], regions=2)
            op.attributes[_TRIP_COUNT_ATTR] = ir.IntegerAttr.get(
                ir.IntegerType.get_signless(64), int(length))
        staging.trace_region(trace, op.regions[0], [t.aval for t in operands], cond)
        with trace.context:
            placeholder.regions[1].blocks[0].append_to(op.regions[1])
    finally:
        with trace.context:
            placeholder.erase()
    return [trace.new_tracer(t.aval, v) for t, v in zip(operands, op.results)]


# ------------------------------------------------------------------------ scan
def _scan_length(xs_leaves, length) -> int:
    lengths = []
    for x in xs_leaves:
        aval = _aval_of(x)
        if not aval.shape:
            raise ValueError(f"scan got value with no leading axis to scan over: "
                             f"{aval.str_short()} (at {core.user_location_str()})")
        lengths.append(aval.shape[0])
    if length is not None:
        length = operator.index(length)
        if any(n != length for n in lengths):
            raise ValueError(f"scan got `length` argument of {length} which disagrees with "
                             f"leading axis sizes {lengths}.")
        return length
    if not lengths:
        raise ValueError("scan got no values to scan over and `length` not provided.")
    if len(set(lengths)) != 1:
        raise ValueError(f"scan got values with different leading axis sizes: {lengths}.")
    return lengths[0]


def _split_scan_output(out, f):
    if not (isinstance(out, (tuple, list)) and len(out) == 2):
        raise TypeError(f"scan body output must be a pair, got {type(out).__name__} from "
                        f"{_fun_name(f)}: the body returns (carry, y).")
    return out[0], out[1]


@staging.eager_values_when_concrete
def scan(f: Callable, init, xs=None, length: int | None = None, reverse: bool = False,
         unroll: int | bool = 1):
    """Loop ``carry, y = f(carry, x)`` over the leading axis of ``xs``; stack the ys.

    ``unroll`` is accepted for JAX compatibility; the loop always stays one
    stablehlo.while (IREE decides about unrolling).
    """
    if not callable(f):
        raise TypeError("scan: f argument should be callable.")
    if not isinstance(unroll, bool) and (not isinstance(unroll, int) or unroll < 1):
        raise ValueError(f"scan: unroll must be a positive int or a bool, got {unroll!r}")
    xs_leaves, xs_tree = flatten_arrays(xs)
    n = _scan_length(xs_leaves, length)
    init_leaves, carry_tree = flatten_arrays(init)
    trace = core.current_trace()
    if trace is None:
        return _eager_scan(f, init_leaves, carry_tree, xs_leaves, xs_tree, n, length,
                           reverse)
    xs_tracers = [trace.lift(x) for x in xs_leaves]

    def step(pos, carry):
        x = tree_unflatten(xs_tree, [
            _slice_leading(trace, t, pos) if n else _zeros(trace, t.aval.update(shape=t.shape[1:]))
            for t in xs_tracers])
        return _split_scan_output(f(carry, x), f)

    carry, ys, y_tree = _staged_counted_loop(trace, n, np.int32, init_leaves, carry_tree,
                                             step, "scan body function carry", reverse)
    return tree_unflatten(carry_tree, carry), tree_unflatten(y_tree, ys)


def _eager_scan(f, init_leaves, carry_tree, xs_leaves, xs_tree, n, length, reverse):
    n_init = len(init_leaves)
    compiled = _run_compiled("scan", lambda step: lambda *a: scan(
        step, tree_unflatten(carry_tree, a[:n_init]), tree_unflatten(xs_tree, a[n_init:]),
        length=n, reverse=reverse), (f,), (carry_tree, xs_tree, n, reverse),
        [*init_leaves, *xs_leaves])
    if compiled is not None:
        return compiled
    out_avals, out_tree = abstract_eval(
        lambda *a: scan(f, tree_unflatten(carry_tree, a[:n_init]),
                        tree_unflatten(xs_tree, a[n_init:]), length=n, reverse=reverse),
        [*init_leaves, *xs_leaves])
    carry_avals = out_avals[:n_init]
    y_avals = out_avals[n_init:]
    carry = [concrete_array(_convert(x, a), a) for x, a in zip(init_leaves, carry_avals)]
    xs_host = [np.asarray(core.to_numpy(x)) for x in xs_leaves]
    ys_host = [np.zeros(a.shape, a.dtype) for a in y_avals]
    for i in (reversed(range(n)) if reverse else range(n)):
        x = tree_unflatten(xs_tree, [concrete_array(h[i], _aval_of(h[i])) for h in xs_host])
        new_carry, ys = _split_scan_output(f(tree_unflatten(carry_tree, carry), x), f)
        carry = _check_concrete_outputs("scan body function carry", carry_tree,
                                        carry_avals, new_carry)
        for buf, y in zip(ys_host, flatten_arrays(ys)[0]):
            buf[i] = core.to_numpy(y)
    ys_out = [concrete_array(h, a) for h, a in zip(ys_host, y_avals)]
    return tree_unflatten(out_tree, carry + ys_out)


def map(f: Callable, xs, *, batch_size: int | None = None):  # noqa: A001 - lax's name
    """``f`` applied to each slice of ``xs`` along its leading axis, stacked (a scan).

    With ``batch_size``, the scan runs over batches of that many slices, each mapped
    with ``hostcall.vmap(f)``; a remainder that does not fill a batch follows it.
    """
    if batch_size is None:
        _, ys = scan(lambda carry, x: (carry, f(x)), (), xs)
        return ys
    batch_size = operator.index(batch_size)
    if batch_size < 1:
        raise ValueError(f"map: batch_size must be a positive int, got {batch_size}")
    leaves, tree = flatten_arrays(xs)
    n = _scan_length(leaves, None)
    batches, remainder = divmod(n, batch_size)
    head = batches * batch_size
    parts = []
    if batches:
        batched = tree_unflatten(tree, [
            reshape(x[:head], (batches, batch_size, *_aval_of(x).shape[1:]))
            for x in leaves])
        _, ys = scan(lambda carry, x: (carry, vmap(f)(x)), (), batched)
        ys_leaves, ys_tree = flatten_arrays(ys)
        parts.append([reshape(y, (head, *_aval_of(y).shape[2:])) for y in ys_leaves])
    if remainder:
        rest = vmap(f)(tree_unflatten(tree, [x[head:] for x in leaves]))
        rest_leaves, ys_tree = flatten_arrays(rest)
        parts.append(rest_leaves)
    if len(parts) == 1:
        return tree_unflatten(ys_tree, parts[0])
    return tree_unflatten(ys_tree, [concatenate(pair, 0) for pair in zip(*parts)])


# ------------------------------------------------------------------ fori_loop
def _is_static_int(x) -> bool:
    return isinstance(x, (int, np.integer)) and not isinstance(x, bool)


def _bound_dtype(lower, upper):
    avals = [_aval_of(b) for b in (lower, upper)]
    for a in avals:
        if a.shape or a.dtype.kind not in "iu":
            raise TypeError(f"fori_loop: lower and upper must be integer scalars, got "
                            f"{avals[0].str_short()} and {avals[1].str_short()} "
                            f"(at {core.user_location_str()})")
    dtype, _ = dtypes.promote(*[(a.dtype, a.weak_type) for a in avals])
    return dtypes.canonicalize(dtype)


@staging.eager_values_when_concrete
def fori_loop(lower, upper, body_fun: Callable, init_val, unroll: int | bool | None = None):
    """``for i in range(lower, upper): val = body_fun(i, val)`` as one stablehlo.while.

    Python-int bounds give a counted loop (``hostcall.trip_count``); traced bounds a
    while loop over ``(i, val)`` testing ``i < upper``.  ``unroll`` is accepted for JAX
    compatibility and does not change the IR.
    """
    if not callable(body_fun):
        raise TypeError("fori_loop: body_fun argument should be callable.")
    dtype = _bound_dtype(lower, upper)
    trace = core.current_trace()
    static = _is_static_int(lower) and _is_static_int(upper)
    if unroll not in (None, False) and trace is not None and not static:
        raise ValueError("Can only use `unroll` in `fori_loop` if the loop bounds are "
                         f"statically known. (at {core.user_location_str()})")
    if trace is None:
        return _eager_fori(lower, upper, body_fun, init_val, dtype)
    if static:
        lo = int(lower)
        leaves, tree = flatten_arrays(init_val)

        def step(pos, carry):
            i = pos if lo == 0 else _emit(trace, lambda: hlo.binary(
                "add", pos.value, hlo.constant(np.asarray(lo, dtype))), pos.aval)
            return body_fun(i, carry), ()

        carry, _, _ = _staged_counted_loop(trace, max(int(upper) - lo, 0), dtype, leaves,
                                           tree, step, "body_fun")
        return tree_unflatten(tree, carry)
    lo, hi = _convert(lower, ShapedArray((), dtype)), _convert(upper, ShapedArray((), dtype))

    _, result = while_loop(lambda c: lt(c[0], hi),
                           lambda c: (c[0] + np.asarray(1, dtype), body_fun(c[0], c[1])),
                           (lo, init_val))
    return result


def _eager_fori(lower, upper, body_fun, init_val, dtype):
    leaves, tree = flatten_arrays(init_val)
    if _is_static_int(lower) and _is_static_int(upper):
        lo, hi = int(lower), int(upper)
        compiled = _run_compiled("fori_loop", lambda body: lambda *xs: fori_loop(
            lo, hi, body, tree_unflatten(tree, xs)), (body_fun,), (tree, lo, hi, dtype),
            leaves)
        if compiled is not None:
            return compiled
    out_avals, _ = abstract_eval(
        lambda lo, hi, *xs: fori_loop(lo, hi, body_fun, tree_unflatten(tree, xs)),
        [concrete_array(lower, ShapedArray((), dtype)), concrete_array(upper, ShapedArray((), dtype)),
         *leaves])
    carry = [concrete_array(_convert(x, a), a) for x, a in zip(leaves, out_avals)]
    lo, hi = int(core.to_numpy(lower)), int(core.to_numpy(upper))
    for i in range(lo, hi):
        carry = _check_concrete_outputs(
            "body_fun", tree, out_avals,
            body_fun(concrete_array(i, ShapedArray((), dtype)), tree_unflatten(tree, carry)))
    return tree_unflatten(tree, carry)


def select_n(which, *cases):
    """``cases[which]`` elementwise; ``which`` is bool (two cases) or an integer index."""
    if not cases:
        raise ValueError("select_n needs at least one case")
    if len(cases) == 1:
        return cases[0]
    if core.abstractify(which).dtype == np.bool_:
        if len(cases) != 2:
            raise ValueError(f"select_n with a bool selector takes 2 cases, got {len(cases)}")
        return select(which, cases[1], cases[0])
    out = cases[-1]
    for i in range(len(cases) - 2, -1, -1):   # which == i picks cases[i]
        index = convert_element_type(np.array(i), core.abstractify(which).dtype)
        out = select(eq(which, index), cases[i], out)
    return out
