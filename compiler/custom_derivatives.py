"""custom_jvp and custom_vjp: user-defined derivative rules.

Calling a custom_jvp function inside a trace stages ``func.call @f(primals...)`` of a
private function carrying ``hostcall.custom_jvp = @rule`` and ``hostcall.custom_nargs``
(the number of explicit array arguments); @rule(primals..., tangents...) ->
(outs..., out_tangents...) is traced from the user's rule, and hostcall-jvp inlines it
in place of the body.  A custom_vjp function's private function carries
``hostcall.custom_vjp_fwd = @fwd`` (primals -> outs..., residuals...) and
``hostcall.custom_vjp_bwd = @bwd`` (residuals..., cotangents... -> input cotangents).
Values the primal function or a rule closes over are extra trailing arguments; the
call passes all of them (primal's, then each rule's).  Outside any trace the
function just runs.
"""
from __future__ import annotations

import functools
import inspect
import types
from typing import Any, Callable, Sequence

import numpy as np
from iree.compiler import ir

from hostcall.dialects import names

from . import callbacks, core, staging, tree_util
from .source_info import function_name
from .tangents import is_inexact, zeros_like_aval


def _resolve_args(fun, args, kwargs):
    if not kwargs:
        return tuple(args)
    sig = inspect.signature(fun)
    bound = sig.bind(*args, **kwargs)
    bound.apply_defaults()
    return tuple(bound.args) + tuple(bound.kwargs.values())


def _split_nondiff(args, nondiff_argnums):
    nondiff = tuple(args[i] for i in nondiff_argnums)
    diff = tuple(a for i, a in enumerate(args) if i not in nondiff_argnums)
    return nondiff, diff


def _merge(nondiff_argnums, nondiff, diff):
    out, nd, d = [], iter(nondiff), iter(diff)
    for i in range(len(nondiff) + len(diff)):
        out.append(next(nd) if i in nondiff_argnums else next(d))
    return out


def _trace_private(trace, fun, avals, name, flatten_out, concrete=None,
                   reads_values=False):
    return staging.trace_func(trace, fun, avals, staging.unique_name(trace, name),
                              private=True, flatten_out=flatten_out, concrete=concrete,
                              reads_values=reads_values)


def _trace_bwd(trace, bwd, in_avals, name, concrete, ct_avals):
    """The bwd rule as a private function of ``trace``, traced on the residuals' values.

    A rule that needs a value only the backward pass knows (a cotangent's, for
    ``float(g)`` or a ``while`` on it) cannot be traced ahead; in a trace on values (a
    transformation outside jit) it becomes a pure callback that runs the rule on the
    values of its arguments when the backward pass runs, as JAX's eager backward pass
    does.  In a trace of abstract values (jit) the error propagates, as in JAX."""
    pending = dict(pending_rules(trace))
    try:
        with staging.discarded_on(trace, core.ConcretizationTypeError):
            return _trace_private(trace, bwd, in_avals, name, None, concrete,
                                  reads_values=True)
    except core.ConcretizationTypeError:
        if not trace.concrete:
            raise
        pending_rules(trace).clear()        # rules of functions the attempt staged
        pending_rules(trace).update(pending)

    def run_on_values(*arrays):
        args = [core.make_array(np.array(a), aval) for a, aval in zip(arrays, in_avals)]
        return [np.asarray(core.to_numpy(c), dtype=a.dtype)
                for c, a in zip(bwd(*args), ct_avals)]
    run_on_values.__name__ = name

    def staged(*xs):
        return callbacks.emit_callback(run_on_values, list(ct_avals), xs, {}, kind="pure",
                                       vmap_method="sequential", api="custom_vjp")
    return _trace_private(trace, staged, in_avals, name, None)


def _concretes(leaves) -> list:
    """What the leaves stand for in a concrete trace (core.Tracer), for the functions
    traced from them: under grad outside jit, Python control flow in a custom function
    or rule sees values, as in JAX."""
    out = []
    for x in leaves:
        if isinstance(x, core.Tracer):
            out.append(x._concrete)
        elif core.is_arraylike(x):
            out.append(np.asarray(core.to_numpy(x), dtype=core.abstractify(x).dtype))
        else:
            out.append(None)
    return out


def _add_trailing_args(traced, avals) -> None:
    """Give a traced function extra (unused) trailing arguments of these avals."""
    if not avals:
        return
    fop = traced.op
    block = fop.regions[0].blocks[0]
    with fop.context, ir.Location.unknown():
        for a in avals:
            block.add_argument(a.ir_type(), ir.Location.unknown())
        ftype = ir.FunctionType(ir.TypeAttr(fop.attributes["function_type"]).value)
        fop.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
            [b.type for b in block.arguments], list(ftype.results)))


def _set_attrs(traced, attrs: dict) -> None:
    with traced.op.context:
        for k, v in attrs.items():
            if isinstance(v, int):
                v = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), v)
            elif isinstance(v, str):
                v = ir.FlatSymbolRefAttr.get(v)
            traced.op.attributes[k] = v


def _check_args(name, leaves):
    for x in leaves:
        if not core.is_arraylike(x):
            raise TypeError(f"{name}: argument of type {type(x).__name__} is not an array; "
                            f"pass non-array arguments through nondiff_argnums")


# on a function whose custom rule (custom_jvp, or custom_vjp's fwd and bwd) is traced only
# when a derivative needs it
PENDING_ATTR = names.CUSTOM_JVP_PENDING


def pending_rules(trace) -> dict:
    """custom rules of a trace not traced yet: function name -> thunk."""
    rules = getattr(trace, "_custom_jvp_rules", None)
    if rules is None:
        rules = trace._custom_jvp_rules = {}
    return rules


def materializer(trace):
    """The hook hostcall-jvp calls to trace a pending custom_jvp rule."""
    def materialize(fname: str) -> None:
        thunk = pending_rules(trace).pop(fname)
        with staging.active(trace) if core.current_trace() is not trace else _null():
            thunk()
    return materialize


class _null:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


def _stage_primal(trace, fun, nondiff_argnums, nondiff, in_tree, avals, concrete=None):
    """Trace ``fun``'s primal into a private func of ``trace``, taking the flat
    differentiable arguments (``avals``) as operands; return (the func, its out_tree)."""
    out_trees = []

    def primal(*xs):
        return fun(*_merge(nondiff_argnums, nondiff, tree_util.tree_unflatten(in_tree, xs)))

    def flat_out(out):
        ls, tree = tree_util.flatten_arrays(out)
        out_trees.append(tree)
        return ls, tree

    p = _trace_private(trace, primal, avals, function_name(fun), flat_out, concrete)
    return p, out_trees[0]


class custom_jvp:
    """A function with a user-defined JVP rule (JAX's ``jax.custom_jvp``)."""

    def __init__(self, fun: Callable, nondiff_argnums: Sequence[int] = ()):
        functools.update_wrapper(self, fun)
        self.fun = fun
        self.nondiff_argnums = tuple(nondiff_argnums)
        self.jvp = None
        self._rule_depth = 0

    def defjvp(self, jvp: Callable, symbolic_zeros: bool = False) -> Callable:
        self.jvp = jvp
        return jvp

    def defjvps(self, *jvps: Callable | None) -> None:
        """One rule per argument: ``rule(tangent, ans, *primals) -> out tangent``."""
        def jvp(primals, tangents):
            ans = self(*primals)
            out_t = None
            for rule, t in zip(jvps, tangents):
                if rule is None:
                    continue
                term = rule(t, ans, *primals)
                out_t = term if out_t is None else tree_util.tree_map(
                    lambda a, b: a + b, out_t, term)
            if out_t is None:
                out_t = tree_util.tree_map(lambda a: zeros_like_aval(core.abstractify(a)), ans)
            return ans, out_t
        self.jvp = jvp

    def __call__(self, *args, **kwargs):
        args = _resolve_args(self.fun, args, kwargs)
        if self.jvp is None:
            raise AttributeError(f"No JVP defined for custom_jvp function {function_name(self.fun)} "
                                 f"using defjvp.")
        trace = core.current_trace()
        if trace is None:
            return self.fun(*args)
        nondiff, diff = _split_nondiff(args, self.nondiff_argnums)
        leaves, in_tree = tree_util.flatten_arrays(diff)
        _check_args(function_name(self.fun), leaves)
        avals = [core.abstractify(x) for x in leaves]
        values = _concretes(leaves)
        p, out_tree = _stage_primal(trace, self.fun, self.nondiff_argnums, nondiff, in_tree,
                                    avals, values)
        n = len(avals)
        name = function_name(self.fun)

        def rule(*xs):
            ps = tree_util.tree_unflatten(in_tree, xs[:n])
            ts = tree_util.tree_unflatten(in_tree, xs[n:])
            res = self.jvp(*nondiff, tuple(ps), tuple(ts))
            if not (isinstance(res, (tuple, list)) and len(res) == 2):
                raise TypeError(f"Custom JVP rule {function_name(self.jvp)} must produce a pair "
                                f"(list or tuple of length two) representing primal and "
                                f"tangent outputs, but got {res!r}.")
            out, t_out = res
            o_leaves, o_tree = tree_util.flatten_arrays(out)
            t_leaves, t_tree = tree_util.flatten_arrays(t_out)
            if o_tree != out_tree:
                raise TypeError(f"Custom JVP rule {function_name(self.jvp)} must produce primal "
                                f"outputs with the same container structure as the custom_jvp"
                                f"-decorated function {name}: got {o_tree}, expected "
                                f"{out_tree}.")
            if t_tree != o_tree:
                raise TypeError(f"Custom JVP rule {function_name(self.jvp)} must produce primal "
                                f"and tangent outputs with equal container (pytree) "
                                f"structures, but got {o_tree} and {t_tree} respectively.")
            fixed = []
            for o, t, a in zip(o_leaves, t_leaves, p.out_avals):
                ta = core.abstractify(t)
                if is_inexact(a) and (ta.shape != a.shape):
                    raise ValueError(f"Custom JVP rule {function_name(self.jvp)} must produce "
                                     f"primal and tangent outputs with equal shapes, but got "
                                     f"{a.shape} and {ta.shape}.")
                fixed.append(t if ta.dtype == a.dtype else t.astype(a.dtype)
                             if is_inexact(a) else t)
            return list(o_leaves) + fixed

        def trace_rule():
            return _trace_private(trace, rule, avals + avals, f"{name}_jvp_rule", None,
                                  values + [None] * n)

        _set_attrs(p, {names.CUSTOM_NARGS: n})
        if self._rule_depth:
            # called from inside its own rule: trace that rule only when a derivative
            # needs it (rules such as the Bessel recurrence call the function itself)
            def trace_later():
                r = trace_rule()
                if r.captured:
                    raise TypeError(f"the custom_jvp rule {function_name(self.jvp)} of {name}, "
                                    f"called from its own rule, closes over traced values; "
                                    f"pass them as arguments instead")
                _set_attrs(p, {names.CUSTOM_JVP: r.name})
                with p.op.context:
                    del p.op.attributes[PENDING_ATTR]
            with p.op.context:
                p.op.attributes[PENDING_ATTR] = ir.UnitAttr.get()
            pending_rules(trace)[p.name] = trace_later
            rule_captures = []
        else:
            self._rule_depth += 1
            try:
                r = trace_rule()
            finally:
                self._rule_depth -= 1
            _set_attrs(p, {names.CUSTOM_JVP: r.name})
            rule_captures = list(r.captured)
            _add_trailing_args(p, [c.aval for c in rule_captures])
        traced = staging.TracedFunc(p.op, avals, p.out_avals, [], None)
        outs = staging.call(trace, traced, list(leaves) + list(p.captured) + rule_captures)
        return tree_util.tree_unflatten(out_tree, outs)


class custom_vjp:
    """A function with user-defined forward and backward passes (``jax.custom_vjp``)."""

    def __init__(self, fun: Callable, nondiff_argnums: Sequence[int] = ()):
        functools.update_wrapper(self, fun)
        self.fun = fun
        self.nondiff_argnums = tuple(nondiff_argnums)
        self.fwd = self.bwd = None
        self._rule_depth = 0

    def defvjp(self, fwd: Callable, bwd: Callable, symbolic_zeros: bool = False) -> None:
        self.fwd, self.bwd = fwd, bwd

    def __call__(self, *args, **kwargs):
        args = _resolve_args(self.fun, args, kwargs)
        if self.fwd is None:
            raise AttributeError(f"No VJP defined for custom_vjp function {function_name(self.fun)} "
                                 f"using defvjp.")
        trace = core.current_trace()
        if trace is None:
            return self.fun(*args)
        nondiff, diff = _split_nondiff(args, self.nondiff_argnums)
        leaves, in_tree = tree_util.flatten_arrays(diff)
        _check_args(function_name(self.fun), leaves)
        avals = [core.abstractify(x) for x in leaves]
        values = _concretes(leaves)
        p, out_tree = _stage_primal(trace, self.fun, self.nondiff_argnums, nondiff, in_tree,
                                    avals, values)
        n = len(avals)
        name = function_name(self.fun)
        box: dict[str, Any] = {}
        m = len(p.out_avals)

        def fwd(*xs):
            res = self.fwd(*_merge(self.nondiff_argnums, nondiff,
                                   tree_util.tree_unflatten(in_tree, xs)))
            if not (isinstance(res, (tuple, list)) and len(res) == 2):
                raise TypeError(f"Custom VJP fwd rule {function_name(self.fwd)} must produce a "
                                f"pair (list or tuple of length two) where the first element "
                                f"represents the primal output and the second element "
                                f"represents residuals, but got {res!r}.")
            out, residuals = res
            o_leaves, o_tree = tree_util.flatten_arrays(out)
            if o_tree != out_tree:
                raise TypeError(f"Custom VJP fwd rule {function_name(self.fwd)} must produce "
                                f"primal outputs with the same container structure as the "
                                f"custom_vjp-decorated function {name}: got {o_tree}, "
                                f"expected {out_tree}.")
            r_leaves, r_tree = tree_util.flatten_arrays(residuals)
            arrays = [core.is_arraylike(x) for x in r_leaves]
            box["res_tree"], box["res_static"] = r_tree, [
                None if a else x for a, x in zip(arrays, r_leaves)]
            box["res_values"] = _concretes([x for x, a in zip(r_leaves, arrays) if a])
            return list(o_leaves) + [x for x, a in zip(r_leaves, arrays) if a]

        out_avals = p.out_avals
        res_avals: list = []

        def bwd(*xs):
            it = iter(xs[:len(res_avals)])
            r_leaves = [next(it) if s is None else s for s in box["res_static"]]
            residuals = tree_util.tree_unflatten(box["res_tree"], r_leaves)
            ct = tree_util.tree_unflatten(out_tree, xs[len(res_avals):])
            cts = self.bwd(*nondiff, residuals, ct)
            if not isinstance(cts, (tuple, list)):
                raise TypeError(f"Custom VJP bwd rule must produce a tuple of length equal to "
                                f"the number of primal inputs ({len(diff)}), but got "
                                f"{type(cts).__name__}.")
            if len(cts) != len(diff):
                raise ValueError(f"Custom VJP bwd rule must produce an output with the same "
                                 f"container (pytree) structure as the args tuple of the "
                                 f"primal function, and in particular must produce a tuple "
                                 f"of length equal to the number of arguments to the primal "
                                 f"function, but got bwd output of length {len(cts)} for "
                                 f"{len(diff)} arguments.")
            out = []
            for d, c in zip(diff, cts):
                d_leaves = tree_util.array_leaves(d)
                if c is None:
                    out += [zeros_like_aval(core.abstractify(x)) for x in d_leaves]
                    continue
                c_leaves = tree_util.array_leaves(c)
                for x, cl in zip(d_leaves, c_leaves):
                    xa = core.abstractify(x)
                    ca = core.abstractify(cl)
                    if ca.shape != xa.shape:
                        raise ValueError(f"Custom VJP bwd rule must produce an output with "
                                         f"shapes/dtypes as args tuple of the primal function: "
                                         f"got {ca.str_short()} for an argument "
                                         f"{xa.str_short()}.")
                    out.append(cl if ca.dtype == xa.dtype else cl.astype(xa.dtype))
            return out

        def trace_rules():
            self._rule_depth += 1
            try:
                f = _trace_private(trace, fwd, avals, f"{name}_fwd", None, values,
                                   reads_values=True)
                res_avals[:] = f.out_avals[m:]
                b = _trace_bwd(trace, bwd, list(res_avals) + list(out_avals),
                               f"{name}_bwd", box["res_values"] + [None] * len(out_avals),
                               avals)
            finally:
                self._rule_depth -= 1
            _set_attrs(p, {names.CUSTOM_VJP_FWD: f.name,
                           names.CUSTOM_VJP_BWD: b.name})
            return f, b

        _set_attrs(p, {names.CUSTOM_NARGS: n})
        if self._rule_depth:
            # called from inside its own fwd/bwd (the fixed_point of JAX's docs): trace
            # the rules only when a derivative needs them, as custom_jvp does
            def trace_later():
                f, b = trace_rules()
                if f.captured or b.captured:
                    raise TypeError(f"the custom_vjp rules of {name}, called from its own "
                                    f"rules, close over traced values; pass them as "
                                    f"arguments instead")
                with p.op.context:
                    del p.op.attributes[PENDING_ATTR]
            with p.op.context:
                p.op.attributes[PENDING_ATTR] = ir.UnitAttr.get()
            pending_rules(trace)[p.name] = trace_later
            rule_captures = []
        else:
            f, b = trace_rules()
            rule_captures = list(f.captured) + list(b.captured)
            _add_trailing_args(p, [c.aval for c in rule_captures])
        traced = staging.TracedFunc(p.op, avals, p.out_avals, [], None)
        outs = staging.call(trace, traced, list(leaves) + list(p.captured) + rule_captures)
        return tree_util.tree_unflatten(out_tree, outs)



def _hoistable(x) -> bool:
    """A value a derivative could flow through: a tracer of a floating or complex type."""
    return isinstance(x, core.Tracer) and is_inexact(x.aval)


class _HoistedCell:
    """A closure cell's pytree whose hoisted leaves come from the consts of each call."""

    def __init__(self, tree, leaves, slots):
        self.tree, self.leaves, self.slots = tree, leaves, slots

    def cell(self, consts):
        return types.CellType(tree_util.tree_unflatten(self.tree, [
            v if s is None else consts[s] for v, s in zip(self.leaves, self.slots)]))


def _conversion_plan(fun: types.FunctionType, found: list) -> tuple:
    """(fun, cells): each of fun's closure cells kept, or a _HoistedCell whose tracer
    leaves were appended to ``found``, or the plan of a function it holds."""
    cells = []
    for cell in fun.__closure__ or ():
        try:
            value = cell.cell_contents
        except ValueError:          # a cell not assigned yet
            cells.append(cell)
            continue
        if isinstance(value, types.FunctionType) and value.__closure__:
            cells.append(_conversion_plan(value, found))
            continue
        leaves, tree = tree_util.flatten_arrays(value)
        if not any(_hoistable(v) for v in leaves):
            cells.append(cell)
            continue
        slots = []
        for v in leaves:
            slots.append(len(found) if _hoistable(v) else None)
            if _hoistable(v):
                found.append(v)
        cells.append(_HoistedCell(tree, leaves, slots))
    return fun, cells


def _built(plan: tuple, consts) -> types.FunctionType:
    """The plan's function with its hoisted values taken from ``consts``."""
    fun, cells = plan
    closure = []
    for c in cells:
        if isinstance(c, _HoistedCell):
            closure.append(c.cell(consts))
        elif isinstance(c, tuple):
            closure.append(types.CellType(_built(c, consts)))
        else:
            closure.append(c)
    built = types.FunctionType(fun.__code__, fun.__globals__, fun.__name__, fun.__defaults__,
                               tuple(closure) or None)
    built.__kwdefaults__ = fun.__kwdefaults__
    return built


def closure_convert(fun: Callable, *example_args):
    """(converted, consts): ``converted(*args, *consts)`` is ``fun(*args)`` with the
    floating-point tracers ``fun`` closes over passed as the explicit ``consts``, so a
    custom_vjp rule can give their cotangents. Tracers are looked for in the closure cells
    of ``fun`` (and of the functions it closes over); ``example_args`` are accepted for
    JAX's signature, since hostcall reads the closure instead of tracing ``fun``. Outside
    any trace, or for a callable that is not a Python function, consts is empty."""
    if not isinstance(fun, types.FunctionType):
        return fun, []
    found: list = []
    plan = _conversion_plan(fun, found)
    if not found:
        return fun, []
    n_consts = len(found)

    @functools.wraps(fun)
    def converted(*args):
        split = len(args) - n_consts
        return _built(plan, args[split:])(*args[:split])
    return converted, found
