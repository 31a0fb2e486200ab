"""Autodiff API: jvp, linearize, vjp, grad, value_and_grad, jacfwd, jacrev, hessian,
linear_transpose and stop_gradient.

Each transform traces the user's function into a private func.func of the module being
traced, runs the autodiff passes (hostcall-jvp, hostcall-linearize, hostcall-transpose)
on it, and emits func.call's of the functions they create.  Outside any trace the
transform runs as jit of itself (one compile per signature), so eager and jitted
calls behave the same; the backward function of an eager ``vjp``/``linearize`` is a
second jit that receives the residuals of the forward run and recomputes nothing.  It is
a pytree of those residuals (``tree_util.Partial``, as JAX's), and where it is traced
again (under jit or vmap) the function's retrace sees the primal values it keeps, so it
takes the forward run's path.
"""
from __future__ import annotations

import functools
from typing import Any, Callable, Sequence

import numpy as np
from iree.compiler import ir

from hostcall.passes.transforms.ad_rules import clone_op, find_func, lookup
from hostcall.passes.transforms.linearize import build_linearize
from hostcall.passes.transforms.jvp import build_jvp
from hostcall.passes.transforms.transpose import build_transpose
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype
from hostcall.dialects import names

from . import core, prng, staging, tree_util
from .api import TransformCall, jit
from .batching import vmap
from .core import ShapedArray, Tracer
from .custom_derivatives import materializer
from .prng import PRNGKeyArray
from .source_info import function_name
from .tangents import is_inexact, jacobian_block, reshape_tangent, zeros_like_aval


# ------------------------------------------------------------------ helpers
class _Staged:
    """Calls ``impl`` in the current trace, or, outside any trace, as a jit of itself
    traced with the arguments' values at hand (api.TransformCall)."""

    def __init__(self, impl: Callable, name: str):
        self.impl = impl
        self.__name__ = name
        self._jit = None

    def __call__(self, *args, **kwargs):
        if core.current_trace() is not None:
            return self.impl(*args, **kwargs)
        if self._jit is None:
            self._jit = TransformCall(self.impl, self.__name__)
        return self._jit(*args, **kwargs)


class _TracedFun:
    """A user function traced into a private func.func of the current trace's module."""

    def __init__(self, fun: Callable, args: Sequence[Any], name: str):
        self.trace = trace = core.current_trace()
        leaves, self.in_tree = tree_util.flatten_arrays(tuple(args))
        self.in_avals = [x.aval if isinstance(x, _AvalOnly) else core.abstractify(x)
                         for x in leaves]
        out_box = []

        def flat_fun(*tracers):
            return fun(*tree_util.tree_unflatten(self.in_tree, tracers))

        def flatten_out(out):
            out_leaves, out_tree = tree_util.flatten_arrays(out)
            out_box.append((out, out_tree))
            return out_leaves, out_tree

        fname = staging.unique_name(trace, f"{name}_ad")
        self.traced = staging.trace_func(trace, flat_fun, self.in_avals, fname, private=True,
                                         flatten_out=flatten_out,
                                         concrete=[_concrete_of(x) for x in leaves])
        self.out_tree = out_box[0][1]
        self.out_avals = self.traced.out_avals
        self.leaves = leaves
        self.operands = list(leaves) + list(self.traced.captured)
        self.name = fname

    @property
    def module(self):
        return self.trace.module

    def erase(self, *names):
        for n in names:
            f = find_func(self.module, n)
            if f is not None:
                f.operation.erase()


def _concrete_of(x):
    """What a traced function's argument stands for, as core.Tracer keeps it."""
    if isinstance(x, Tracer):
        return x._concrete
    if isinstance(x, _AvalOnly):
        return x.concrete
    return np.asarray(core.to_numpy(x), dtype=core.abstractify(x).dtype)


def _avals_of(module, name, weak_from: Sequence[ShapedArray] = ()) -> list[ShapedArray]:
    f = find_func(module, name)
    ftype = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
    out = []
    for i, t in enumerate(ftype.results):
        shape, dtype = shape_dtype(t)
        weak = weak_from[i].weak_type if i < len(weak_from) else False
        out.append(ShapedArray(shape, dtype, weak))
    return out


def _call(trace, module, name, operands, out_avals) -> list[Tracer]:
    """The body of ``@name`` copied in place (not a func.call): the DCE pass then sees
    which of its results, pure callbacks included, the caller leaves unused."""
    f = find_func(module, name)
    block = f.regions[0].blocks[0]
    values = [trace.lift(x).value for x in operands]
    with trace.context, core.mlir_location(), trace.insertion_points[-1]:
        vmap = dict(zip(block.arguments, values))
        ops = [op.operation for op in block.operations]
        for op in ops[:-1]:
            clone_op(op, vmap)
        results = [lookup(vmap, v) for v in ops[-1].operands]
    return [trace.new_tracer(a, v) for a, v in zip(out_avals, results)]


def _run_passes(trace, build, *args, **kwargs):
    """Run one of the pass builders on the trace's module (inside its context)."""
    with trace.context, ir.Location.unknown():
        return build(trace.module, *args, **kwargs)


def _materializer(trace):
    return materializer(trace)


def _check_tangent(primal_aval: ShapedArray, t) -> None:
    ta = core.abstractify(t)
    if not is_inexact(primal_aval):
        return
    if ta.dtype != primal_aval.dtype:
        raise TypeError(
            "primal and tangent arguments to hostcall.jvp do not match; dtypes must be equal, "
            "or in case of int/bool primal dtype the tangent dtype must be float0."
            f"Got primal dtype {primal_aval.dtype.name} and so expected tangent dtype "
            f"{primal_aval.dtype.name}, but got tangent dtype {ta.dtype.name} instead.")
    if ta.shape != primal_aval.shape:
        raise ValueError(
            f"hostcall.jvp called with different primal and tangent shapes;Got primal shape "
            f"{primal_aval.shape} and tangent shape as {ta.shape}")


# ---------------------------------------------------------------------- jvp
def _jvp_in_trace(fun, primals, tangents):
    tf = _TracedFun(fun, primals, function_name(fun))
    t_leaves, t_tree = tree_util.flatten_arrays(tuple(tangents))
    if t_tree != tf.in_tree:
        raise TypeError(f"primal and tangent arguments to hostcall.jvp must have the same tree "
                        f"structure; primals have tree structure {tf.in_tree} whereas tangents "
                        f"have tree structure {t_tree}.")
    diff = [i for i, a in enumerate(tf.in_avals) if is_inexact(a)]
    for i, a in enumerate(tf.in_avals):
        _check_tangent(a, t_leaves[i])
    name = _run_passes(tf.trace, build_jvp, tf.name, diff,
                       materialize=_materializer(tf.trace))
    float_outs = [a for a in tf.out_avals if is_inexact(a)]
    outs = _call(tf.trace, tf.module, name, tf.operands + [t_leaves[i] for i in diff],
                 list(tf.out_avals) + [a.update(weak_type=a.weak_type) for a in float_outs])
    tf.erase(tf.name)
    n = len(tf.out_avals)
    primal_out, tan_iter = outs[:n], iter(outs[n:])
    tangent_out = [next(tan_iter) if is_inexact(a) else zeros_like_aval(a) for a in tf.out_avals]
    return (tree_util.tree_unflatten(tf.out_tree, primal_out),
            tree_util.tree_unflatten(tf.out_tree, tangent_out))


def jvp(fun: Callable, primals, tangents, has_aux: bool = False):
    """(fun(*primals), J(fun)(primals) @ tangents): forward-mode differentiation."""
    if not isinstance(primals, (tuple, list)) or not isinstance(tangents, (tuple, list)):
        raise TypeError("primal and tangent arguments to hostcall.jvp must be tuples or lists; "
                        f"found {type(primals).__name__} and {type(tangents).__name__}.")
    if len(primals) != len(tangents):
        raise TypeError("primal and tangent arguments to hostcall.jvp must have equal "
                        f"lengths; got {len(primals)} and {len(tangents)}")
    if has_aux:
        def with_aux(*args):
            out, aux = fun(*args)
            return out, stop_gradient(aux)
        (out, aux), (t_out, _) = _Staged(
            lambda p, t: _jvp_in_trace(with_aux, p, t), "jvp")(tuple(primals), tuple(tangents))
        return out, t_out, aux
    return _Staged(lambda p, t: _jvp_in_trace(fun, p, t), "jvp")(tuple(primals),
                                                                   tuple(tangents))


# ---------------------------------------------------------------- reverse mode
class _Linearized:
    """The pieces of reverse mode for one traced function in the current module."""

    def __init__(self, fun, primals, diff_mask, transpose: bool):
        tf = self.tf = _TracedFun(fun, primals, function_name(fun))
        self.diff = [i for i, a in enumerate(tf.in_avals) if diff_mask[i] and is_inexact(a)]
        self.fwd, self.lin, self.n_res = _run_passes(
            tf.trace, build_linearize, tf.name, self.diff, materialize=_materializer(tf.trace))
        self.float_outs = [i for i, a in enumerate(tf.out_avals) if is_inexact(a)]
        n_lin_args = self.n_res + len(self.diff)
        self.lin_t = _run_passes(tf.trace, build_transpose, self.lin,
                                 list(range(self.n_res, n_lin_args))) if transpose else None
        fwd_avals = _avals_of(tf.module, self.fwd, tf.out_avals)
        self.res_avals = fwd_avals[len(tf.out_avals):]

    def forward(self):
        tf = self.tf
        outs = _call(tf.trace, tf.module, self.fwd, tf.operands,
                     list(tf.out_avals) + self.res_avals)
        n = len(tf.out_avals)
        return outs[:n], outs[n:]

    def cleanup(self, keep=()):
        names = [self.tf.name, self.fwd, self.lin, self.lin_t]
        self.tf.erase(*[n for n in names if n and n not in keep])


def _ct_for(aval: ShapedArray, ct):
    """Check a cotangent leaf against its output's aval (JAX's vjp messages)."""
    ca = core.abstractify(ct)
    if ca.shape != aval.shape:
        raise ValueError(f"unexpected cotangent shape: expected {aval.shape}, got {ca.shape} "
                         f"(cotangent of an output {aval.str_short()})")
    if ca.dtype != aval.dtype:
        raise TypeError(f"unexpected cotangent dtype: expected {aval.dtype.name}, got "
                        f"{ca.dtype.name} (cotangent of an output {aval.str_short()})")
    return ct


def _pullback_in_trace(fun, primal_avals, in_tree, diff_mask, residuals, cts, values=None):
    """Trace ``fun`` again for its structure and emit only its transposed linear part."""
    trace = core.current_trace()
    with staging.retrace_with_values(trace):
        lz = _Linearized(fun, _abstract_args(primal_avals, in_tree, values), diff_mask,
                         transpose=True)
    tf = lz.tf
    ct_args = [cts[i] for i in lz.float_outs]
    in_avals = [tf.in_avals[i] for i in lz.diff]
    outs = _call(trace, tf.module, lz.lin_t, list(residuals) + ct_args, in_avals)
    lz.cleanup(keep=(lz.lin_t,))
    return _scatter_cts(tf.in_avals, lz.diff, outs)


class _AvalOnly:
    """Stands for an argument known by its aval (a retrace for structure), and by the
    value the first trace saw, if any, so that the retrace takes the same path."""

    def __init__(self, aval: ShapedArray, concrete=None):
        self.aval, self.concrete = aval, concrete


def _abstract_args(avals, in_tree, values=None):
    """Arguments standing for the primals in a retrace."""
    values = values if values is not None else [None] * len(avals)
    return tree_util.tree_unflatten(in_tree, [_AvalOnly(a, v) for a, v in zip(avals, values)])


def _scatter_cts(in_avals, diff, outs):
    """One cotangent per input leaf: the computed ones, zeros for the others."""
    res = [None] * len(in_avals)
    for i, o in zip(diff, outs):
        res[i] = o
    return [r if r is not None else zeros_like_aval(a) for r, a in zip(res, in_avals)]


def vjp(fun: Callable, *primals, has_aux: bool = False):
    """(fun(*primals), pullback[, aux]): reverse-mode differentiation."""
    target = _aux_wrapper(fun) if has_aux else fun
    leaves, in_tree = tree_util.flatten_arrays(tuple(primals))
    diff_mask = [True] * len(leaves)
    if core.current_trace() is not None:
        lz = _Linearized(target, primals, diff_mask, transpose=True)
        outs, res = lz.forward()
        lz.cleanup(keep=(lz.lin_t, lz.fwd))
        return _vjp_result(lz.tf, outs, res, lz, has_aux)

    avals = [core.abstractify(x) for x in leaves]
    box = {}

    def forward_impl(*args):
        lz = _Linearized(target, args, diff_mask, transpose=False)
        outs, res = lz.forward()
        box["out_tree"], box["out_avals"] = lz.tf.out_tree, lz.tf.out_avals
        lz.cleanup(keep=(lz.fwd,))
        return outs, res

    outs, res = TransformCall(forward_impl, f"vjp_{function_name(fun)}")(*primals)
    out_avals = box["out_avals"]
    values = _values_of(leaves, avals)

    def pullback_impl(residuals, cts):
        return _pullback_in_trace(target, avals, in_tree, diff_mask, residuals, cts, values)

    pb_jit = _Staged(pullback_impl, f"vjp_{function_name(fun)}_pullback")
    out_tree = box["out_tree"]

    def pullback(res, ct):
        ct_tree_target = _main_out_tree(out_tree) if has_aux else out_tree
        ct_leaves, ct_tree = tree_util.flatten_arrays(ct)
        if ct_tree != ct_tree_target:
            raise TypeError(f"Tree structure of cotangent input {ct_tree}, does not match "
                            f"structure of primal output {ct_tree_target}.")
        if has_aux:
            ct_leaves = ct_leaves + [zeros_like_aval(a) for a in out_avals[len(ct_leaves):]]
        ct_leaves = [_ct_for(a, c) for a, c in zip(out_avals, ct_leaves)]
        cts = pb_jit(res, ct_leaves)
        return prng.key_cotangents(tree_util.tree_unflatten(in_tree, cts))

    # a pytree holding the residuals, as JAX's: it passes through jit and vmap
    return _package_vjp(outs, out_tree, tree_util.Partial(pullback, list(res)), has_aux)


def _values_of(leaves, avals):
    """The primals' values, for retraces that must take the forward trace's path."""
    return [np.asarray(core.to_numpy(x), dtype=a.dtype) if core.is_arraylike(x) else None
            for x, a in zip(leaves, avals)]


def _aux_wrapper(fun):
    def with_aux(*args):
        out = fun(*args)
        if not (isinstance(out, tuple) and len(out) == 2):
            raise TypeError("has_aux=True requires the function to return a pair (out, aux), "
                            f"got {type(out).__name__}")
        return out[0], stop_gradient(out[1])
    with_aux.__name__ = function_name(fun)
    return with_aux


def _main_out_tree(pair_tree):
    return pair_tree.children[0]


def _package_vjp(outs, out_tree, pullback, has_aux):
    full = tree_util.tree_unflatten(out_tree, outs)
    if has_aux:
        return full[0], pullback, full[1]
    return full, pullback


def _vjp_result(tf, outs, res, lz, has_aux):
    trace = tf.trace
    out_avals = tf.out_avals
    in_tree = tf.in_tree

    def pullback(ct):
        ct_leaves, _ = tree_util.flatten_arrays(ct)
        if has_aux:
            ct_leaves = ct_leaves + [zeros_like_aval(a) for a in out_avals[len(ct_leaves):]]
        ct_leaves = [_ct_for(a, c) for a, c in zip(out_avals, ct_leaves)]
        cts = [ct_leaves[i] for i in lz.float_outs]
        in_avals = [tf.in_avals[i] for i in lz.diff]
        got = _call(trace, tf.module, lz.lin_t, list(res) + cts, in_avals)
        full = _scatter_cts(tf.in_avals, lz.diff, got)
        return prng.key_cotangents(tree_util.tree_unflatten(in_tree, full[:in_tree.num_leaves]))

    return _package_vjp(outs, tf.out_tree, pullback, has_aux)


# --------------------------------------------------------------------- grad
_GRAD_INT_ERROR = ("grad requires real- or complex-valued inputs (input dtype that is a "
                   "sub-dtype of np.inexact), but got {}. If you want to use Boolean- or "
                   "integer-valued inputs, use vjp or set allow_int to True.")


def _argnums_tuple(argnums, nargs, who="grad"):
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    for a in nums:
        if not -nargs <= a < nargs:
            raise ValueError(f"{who}: argnums {argnums} out of range for a function called "
                             f"with {nargs} positional arguments")
    return tuple(a % nargs for a in nums)


def _is_complex(aval: ShapedArray) -> bool:
    return aval.dtype.kind == "c"


def _check_rev_input(name, holomorphic, allow_int, aval: ShapedArray) -> None:
    """JAX's checks of a differentiated input of grad/jacrev."""
    if holomorphic and not _is_complex(aval):
        raise TypeError(f"{name} with holomorphic=True requires inputs with complex dtype, "
                        f"but got {aval.dtype.name}.")
    if not is_inexact(aval) and not allow_int:
        raise TypeError(_GRAD_INT_ERROR.format(aval.dtype.name).replace("grad", name, 1))


def _check_rev_output(name, holomorphic, aval: ShapedArray) -> None:
    """JAX's checks of an output of grad/jacrev: complex only when holomorphic."""
    if holomorphic:
        if not _is_complex(aval):
            raise TypeError(f"{name} with holomorphic=True requires outputs with complex "
                            f"dtype, but got {aval.dtype.name}.")
    elif _is_complex(aval):
        raise TypeError(f"{name} requires real-valued outputs (output dtype that is a "
                        f"sub-dtype of np.floating), but got {aval.dtype.name}. For "
                        f"holomorphic differentiation, pass holomorphic=True. For "
                        f"differentiation of non-holomorphic functions involving complex "
                        f"outputs, use hostcall.vjp directly.")


def _grad_impl(fun, argnums, has_aux, allow_int, args, holomorphic=False):
    nums = _argnums_tuple(argnums, len(args))
    diff_args = tuple(args[i] for i in nums)
    for leaf in tree_util.tree_leaves(diff_args):  # a key array is checked as a key
        _check_rev_input("grad", holomorphic, allow_int,
                         leaf if isinstance(leaf, PRNGKeyArray) else core.abstractify(leaf))

    def partial_fun(*dargs):
        full = list(args)
        for i, d in zip(nums, dargs):
            full[i] = d
        out = fun(*full)
        if has_aux:
            if not (isinstance(out, (tuple, list)) and len(out) == 2):
                raise TypeError("has_aux=True requires the function to return a pair "
                                f"(out, aux), got {type(out).__name__}")
            return out[0], stop_gradient(out[1])
        return out

    # differentiating first makes callback errors win over output checks, as in JAX
    lz = _Linearized(partial_fun, diff_args, [True] * len(tree_util.array_leaves(diff_args)),
                     transpose=True)
    tf = lz.tf
    main_tree = tf.out_tree.children[0] if has_aux else tf.out_tree
    _check_scalar_output(main_tree, tf.out_avals[:main_tree.num_leaves])
    _check_rev_output("grad", holomorphic, tf.out_avals[0])
    outs, res = lz.forward()
    main_aval = tf.out_avals[0]
    one = np.ones(main_aval.shape, main_aval.dtype)
    cts = [one] + [np.zeros(a.shape, a.dtype) for a in tf.out_avals[1:]]
    cts = [cts[i] for i in lz.float_outs]
    got = _call(tf.trace, tf.module, lz.lin_t, list(res) + cts,
                [tf.in_avals[i] for i in lz.diff])
    lz.cleanup(keep=(lz.fwd, lz.lin_t))
    grads = prng.key_cotangents(
        tree_util.tree_unflatten(tf.in_tree, _scatter_cts(tf.in_avals, lz.diff, got)))
    g = grads[0] if isinstance(argnums, int) else tuple(grads)
    value = tree_util.tree_unflatten(tf.out_tree, outs)
    return value, g


def fwd_and_bwd(fun: Callable, argnums, has_aux: bool = False, jitted: bool = True):
    """(fwd, bwd): ``fwd(*args)`` gives ``(fun(*args), residuals)`` (``aux`` third with
    ``has_aux``) and ``bwd(residuals, ct)`` the cotangents of the ``argnums`` arguments
    (one for an int, a tuple otherwise), as ``vjp``'s pullback would. The residuals are
    the arguments themselves: bwd runs the forward pass again inside its own program, so
    one compiled bwd serves every call (both are jitted unless ``jitted=False``)."""
    def fwd(*args):
        out = fun(*args)
        if has_aux:
            return out[0], tuple(args), out[1]
        return out, tuple(args)

    def bwd(residuals, ct):
        nums = _argnums_tuple(argnums, len(residuals), "fwd_and_bwd")

        def of_chosen(*chosen):
            full = list(residuals)
            for n, x in zip(nums, chosen):
                full[n] = x
            return fun(*full)
        pullback = vjp(of_chosen, *(residuals[n] for n in nums), has_aux=has_aux)[1]
        cts = pullback(ct)
        return cts[0] if isinstance(argnums, int) else cts

    if jitted:
        return jit(fwd), jit(bwd)
    return fwd, bwd


def _check_scalar_output(tree, avals):
    if len(avals) != 1:
        raise TypeError("Gradient only defined for scalar-output functions. Output was "
                        f"a pytree {tree} of {len(avals)} arrays.")
    a = avals[0]
    if a.shape != ():
        raise TypeError("Gradient only defined for scalar-output functions. Output had shape: "
                        f"{list(a.shape)}.")
    if not is_inexact(a):
        raise TypeError("grad requires real- or complex-valued outputs (output dtype that is "
                        f"a sub-dtype of np.inexact), but got {a.dtype.name}.")


def value_and_grad(fun: Callable, argnums=0, has_aux: bool = False,
                   holomorphic: bool = False, allow_int: bool = False):
    """A function returning (fun(*args), grad(fun)(*args)), or ((value, aux), grad)."""
    def impl(*args):
        return _grad_impl(fun, argnums, has_aux, allow_int, args, holomorphic)
    staged = _Staged(impl, f"value_and_grad_{function_name(fun)}")

    @functools.wraps(fun)
    def value_and_grad_f(*args, **kwargs):
        if kwargs:
            return value_and_grad(functools.partial(fun, **kwargs), argnums, has_aux,
                                  holomorphic, allow_int)(*args)
        return staged(*args)
    return value_and_grad_f


def grad(fun: Callable, argnums=0, has_aux: bool = False, holomorphic: bool = False,
         allow_int: bool = False):
    """The gradient of a scalar-valued ``fun`` with respect to the ``argnums`` arguments;
    with ``holomorphic`` the complex derivative of a complex function of complex inputs.
    For a real function of complex inputs it is JAX's: the conjugate of df/dz times 2
    (``grad(lambda z: abs(z) ** 2)(z) == 2 * conj(z)``)."""
    def impl(*args):
        value, g = _grad_impl(fun, argnums, has_aux, allow_int, args, holomorphic)
        return (g, value[1]) if has_aux else g      # the value itself stays unused
    staged = _Staged(impl, f"grad_{function_name(fun)}")

    @functools.wraps(fun)
    def grad_f(*args, **kwargs):
        if kwargs:
            return grad(functools.partial(fun, **kwargs), argnums, has_aux, holomorphic,
                        allow_int)(*args)
        return staged(*args)
    return grad_f


# ------------------------------------------------------------------ linearize
def linearize(fun: Callable, *primals):
    """(fun(*primals), f_jvp) where f_jvp(*tangents) applies the linearized function."""
    leaves, in_tree = tree_util.flatten_arrays(tuple(primals))
    diff_mask = [True] * len(leaves)
    avals = [core.abstractify(x) for x in leaves]
    if core.current_trace() is not None:
        lz = _Linearized(fun, primals, diff_mask, transpose=False)
        outs, res = lz.forward()
        lz.cleanup(keep=(lz.fwd, lz.lin))
        tf = lz.tf

        def f_jvp_traced(*tangents):
            t_leaves = tree_util.array_leaves(tuple(tangents))
            lin_avals = [tf.out_avals[i] for i in lz.float_outs]
            got = _call(tf.trace, tf.module, lz.lin, list(res) + [t_leaves[i] for i in lz.diff],
                        lin_avals)
            return _unflatten_tangents(tf, lz, got)
        return tree_util.tree_unflatten(tf.out_tree, outs), f_jvp_traced

    box = {}

    def forward_impl(*args):
        lz = _Linearized(fun, args, diff_mask, transpose=False)
        outs, res = lz.forward()
        box["out_tree"] = lz.tf.out_tree
        lz.cleanup(keep=(lz.fwd,))
        return outs, res

    outs, res = TransformCall(forward_impl, f"linearize_{function_name(fun)}")(*primals)
    values = _values_of(leaves, avals)

    def lin_impl(residuals, tangents):
        with staging.retrace_with_values(core.current_trace()):
            lz = _Linearized(fun, _abstract_args(avals, in_tree, values), diff_mask,
                             transpose=False)
        tf = lz.tf
        lin_avals = [tf.out_avals[i] for i in lz.float_outs]
        got = _call(tf.trace, tf.module, lz.lin, list(residuals) +
                    [tangents[i] for i in lz.diff], lin_avals)
        lz.cleanup(keep=(lz.lin,))
        return _unflatten_tangents(tf, lz, got)

    lin_jit = _Staged(lin_impl, f"linearize_{function_name(fun)}_jvp")

    def f_jvp(res, *tangents):
        t_leaves = tree_util.array_leaves(tuple(tangents))
        for a, t in zip(avals, t_leaves):
            _check_tangent(a, t)
        return lin_jit(res, t_leaves)

    return (tree_util.tree_unflatten(box["out_tree"], outs),
            tree_util.Partial(f_jvp, list(res)))


def _unflatten_tangents(tf, lz, got):
    it = iter(got)
    full = [next(it) if i in lz.float_outs else zeros_like_aval(a) for i, a in enumerate(tf.out_avals)]
    return tree_util.tree_unflatten(tf.out_tree, full)


# ----------------------------------------------------------- linear_transpose
def linear_transpose(fun: Callable, *primals):
    """The transpose of a linear ``fun`` at arguments shaped like ``primals``."""
    leaves, in_tree = tree_util.flatten_arrays(tuple(primals))
    avals = [core.abstractify(x) for x in leaves]

    def impl(cts):
        tf = _TracedFun(fun, _abstract_args(avals, in_tree), function_name(fun))
        ct_leaves = tree_util.array_leaves(cts)
        n_user = len(leaves)
        name = _run_passes(tf.trace, build_transpose, tf.name, list(range(n_user)))
        got = _call(tf.trace, tf.module, name, list(tf.traced.captured) + list(ct_leaves),
                    avals)
        tf.erase(tf.name)
        return tree_util.tree_unflatten(in_tree, got)

    staged = _Staged(impl, "linear_transpose")

    def transposed(*cts):
        out = staged(cts[0] if len(cts) == 1 else cts)
        return out
    return transposed


# ---------------------------------------------------------------- jacobians
def _batched(fun, batch):
    """vmap of ``fun`` (returning a list of arrays) over the leading axis of ``batch``."""
    return list(vmap(lambda e: list(fun(e)))(batch))


def _jacobian_target(fun, args, nums, has_aux):
    """``fun`` as a function of the arguments at ``nums`` only (aux outputs held constant)."""
    def partial_fun(*d):
        full = list(args)
        for i, x in zip(nums, d):
            full[i] = x
        out = fun(*full)
        return (out[0], stop_gradient(out[1])) if has_aux else out
    return partial_fun


def _check_jacfwd_input(holomorphic, aval: ShapedArray) -> None:
    if holomorphic:
        if not _is_complex(aval):
            raise TypeError(f"jacfwd with holomorphic=True requires inputs with complex "
                            f"dtype, but got {aval.dtype.name}.")
    elif not is_inexact(aval) or _is_complex(aval):
        raise TypeError(f"jacfwd requires real-valued inputs (input dtype that is a "
                        f"sub-dtype of np.floating), but got {aval.dtype.name}. For "
                        f"holomorphic differentiation, pass holomorphic=True. For "
                        f"differentiation of non-holomorphic functions involving complex "
                        f"inputs or integer inputs, use hostcall.jvp directly.")


def jacfwd(fun: Callable, argnums=0, has_aux: bool = False, holomorphic: bool = False):
    """The Jacobian of ``fun`` by forward mode: one jvp per input element."""
    def impl(*args):
        nums = _argnums_tuple(argnums, len(args), "jacfwd")
        dargs = tuple(args[i] for i in nums)
        partial_fun = _jacobian_target(fun, args, nums, has_aux)

        tf = _TracedFun(partial_fun, dargs, function_name(fun))
        for a in tf.in_avals:
            _check_jacfwd_input(holomorphic, a)
        n_main_outs = tf.out_tree.children[0].num_leaves if has_aux else len(tf.out_avals)
        for a in tf.out_avals[:n_main_outs] if holomorphic else ():
            if not _is_complex(a):
                raise TypeError(f"jacfwd with holomorphic=True requires outputs with "
                                f"complex dtype, but got {a.dtype.name}.")
        name = _run_passes(tf.trace, build_jvp, tf.name, list(range(len(tf.in_avals))),
                           materialize=_materializer(tf.trace))
        float_outs = [i for i, a in enumerate(tf.out_avals) if is_inexact(a)]
        n_out = len(tf.out_avals)
        out_avals = list(tf.out_avals) + [tf.out_avals[i] for i in float_outs]
        outs_main = aux = None
        n_main = n_out if not has_aux else tf.out_tree.children[0].num_leaves
        # one batched jvp per input j over its standard basis: tangents of every output
        outs_main = None
        blocks = [[None] * len(tf.in_avals) for _ in range(n_main)]
        for j, a in enumerate(tf.in_avals):
            basis = np.eye(a.size, dtype=a.dtype).reshape((a.size,) + a.shape)

            def push(e, j=j):
                tans = [e if k == j else zeros_like_aval(b) for k, b in enumerate(tf.in_avals)]
                res = _call(tf.trace, tf.module, name, tf.operands + tans, out_avals)
                return res[n_out:]

            tans_out = _batched(push, basis) if float_outs else []
            tan_of = dict(zip(float_outs, tans_out))
            for o in range(n_main):
                oa = tf.out_avals[o]
                col = tan_of.get(o)
                blocks[o][j] = jacobian_block(col, a, oa) if col is not None else \
                    zeros_like_aval(ShapedArray(oa.shape + a.shape, oa.dtype))
        if has_aux:
            outs_main = _call(tf.trace, tf.module, tf.name, tf.operands, tf.out_avals)
        else:
            tf.erase(tf.name)
        jac = _assemble(blocks, tf, argnums, n_main, has_aux)
        if has_aux:
            aux = tree_util.tree_unflatten(tf.out_tree, outs_main)[1]
            return jac, aux
        return jac

    return _Staged(impl, f"jacfwd_{function_name(fun)}")


def _assemble(blocks, tf, argnums, n_main, has_aux):
    """Nest Jacobian blocks: output pytree of (input pytree of blocks)."""
    main_tree = tf.out_tree.children[0] if has_aux else tf.out_tree
    per_out = []
    for o in range(n_main):
        by_arg = tree_util.tree_unflatten(tf.in_tree, blocks[o])
        per_out.append(by_arg[0] if isinstance(argnums, int) else tuple(by_arg))
    return tree_util.tree_unflatten(main_tree, per_out)


def jacrev(fun: Callable, argnums=0, has_aux: bool = False, holomorphic: bool = False,
           allow_int: bool = False):
    """The Jacobian of ``fun`` by reverse mode: one pullback per output element."""
    def impl(*args):
        nums = _argnums_tuple(argnums, len(args), "jacrev")
        dargs = tuple(args[i] for i in nums)
        partial_fun = _jacobian_target(fun, args, nums, has_aux)

        lz = _Linearized(partial_fun, dargs, [True] * len(tree_util.array_leaves(dargs)),
                         transpose=True)
        tf = lz.tf
        for a in tf.in_avals:
            _check_rev_input("jacrev", holomorphic, allow_int, a)
        outs, res = lz.forward()
        n_main = tf.out_tree.children[0].num_leaves if has_aux else len(tf.out_avals)
        for a in tf.out_avals[:n_main]:
            _check_rev_output("jacrev", holomorphic, a)
        in_avals = [tf.in_avals[i] for i in lz.diff]
        blocks = [[None] * len(tf.in_avals) for _ in range(n_main)]
        for o in range(n_main):
            oa = tf.out_avals[o]
            if not is_inexact(oa):
                for j, a in enumerate(tf.in_avals):
                    blocks[o][j] = zeros_like_aval(ShapedArray(oa.shape + a.shape, a.dtype))
                continue
            basis = np.eye(oa.size, dtype=oa.dtype).reshape((oa.size,) + oa.shape)

            def pull(e, o=o):
                cts = [e if k == o else zeros_like_aval(b) for k, b in enumerate(tf.out_avals)]
                cts = [cts[k] for k in lz.float_outs]
                got = _call(tf.trace, tf.module, lz.lin_t, list(res) + cts, in_avals)
                return _scatter_cts(tf.in_avals, lz.diff, got)

            rows = _batched(pull, basis)
            for j, a in enumerate(tf.in_avals):
                blocks[o][j] = reshape_tangent(rows[j], oa.shape + a.shape)
        lz.cleanup(keep=(lz.fwd, lz.lin_t))
        jac = _assemble(blocks, tf, argnums, n_main, has_aux)
        if has_aux:
            return jac, tree_util.tree_unflatten(tf.out_tree, outs)[1]
        return jac

    return _Staged(impl, f"jacrev_{function_name(fun)}")


jacobian = jacrev


def hessian(fun: Callable, argnums=0, has_aux: bool = False, holomorphic: bool = False):
    """The Hessian of a scalar ``fun``: jacfwd(jacrev(fun))."""
    return jacfwd(jacrev(fun, argnums, has_aux=has_aux, holomorphic=holomorphic), argnums,
                  has_aux=has_aux, holomorphic=holomorphic)


# ------------------------------------------------------------ stop_gradient
def _stop_gradient_emit(ctx, x):
    """An optimization_barrier marked ``hostcall.stop_gradient``: the autodiff passes give
    it a zero derivative, hostcall-erase-ad-markers removes it, other passes see an op
    they already know."""
    (y,) = hlo.optimization_barrier([x])
    y.owner.attributes[names.STOP_GRADIENT] = ir.UnitAttr.get()
    return y


stop_gradient_p = core.defprim("stop_gradient", lambda x: x, _stop_gradient_emit,
                               lambda x: x)


def stop_gradient(x):
    """The identity whose derivative is zero (applied to every leaf of a pytree)."""
    def one(leaf):
        if leaf is None or not core.is_arraylike(leaf):
            return leaf
        a = core.abstractify(leaf)
        if not is_inexact(a) or not isinstance(leaf, Tracer):
            return leaf
        return core.bind(stop_gradient_p, [leaf], {})
    return tree_util.tree_map(one, x)
