"""checkpoint (remat): recompute a function's intermediates in the backward pass.

Inside a trace, ``checkpoint(f)(*args)`` stages ``func.call`` of a private function
traced from ``f`` and marked ``hostcall.remat = "<policy>"``.  Outside differentiation
the call behaves like any call (hostcall-erase-ad-markers inlines it before IREE).
Under reverse mode, hostcall-linearize recomputes in the backward pass the primal ops
of the call that the policy does not save, so debug callbacks inside run again (as in
JAX); an io callback inside is rejected.  Outside any trace ``f`` simply runs.

Policies are the names of ``passes.transforms.ad_rules.remat.SAVEABLE``; ``prevent_cse`` is
accepted for compatibility (recomputation lives in a separate function, so CSE across
the forward and backward passes cannot undo it).
"""
from __future__ import annotations

import functools
from types import SimpleNamespace
from typing import Any, Callable, Sequence

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import read_dot_dims
from hostcall.dialects.types import shape_dtype
from hostcall.passes.transforms.ad_rules.remat import (NAME_ATTR, NAMED, REMAT_ATTR, SAVEABLE,
                                            checkpoint_name_of, named_policy, saveable_rule)

from . import core, staging, tree_util
from .core import ShapedArray
from .source_info import function_name

DEFAULT_POLICY = "nothing_saveable"


class Policy:
    """A rematerialization policy: which intermediates the forward pass saves.  ``name``
    is what the IR carries (``passes.transforms.ad_rules.remat.saveable_rule``).  Like JAX's
    policies it may also be called as ``policy(prim, *avals, **params)`` (``call``), so
    that Python policies can combine them."""

    def __init__(self, name: str, doc: str, call: Callable | None = None):
        self.name = name
        self.__name__ = name
        self.__doc__ = doc
        self._call = call

    def __call__(self, prim, *avals, **params) -> bool:
        return bool(self._call(prim, *avals, **params))

    def __repr__(self) -> str:
        return f"checkpoint_policies.{self.name}"


def _is_dot(prim, *avals, **params) -> bool:
    """dot_general and conv_general_dilated, as JAX's dots_saveable counts them."""
    return getattr(prim, "name", None) in ("dot_general", "conv_general_dilated")


def _is_unbatched_dot(prim, *avals, **params) -> bool:
    return getattr(prim, "name", None) == "dot_general" and \
        not params.get("dimension_numbers", ((), ((), ())))[1][0]


def _named(kind: str, doc: str):
    def make(*names: str) -> Policy:
        for n in names:
            if not isinstance(n, str):
                raise TypeError(f"{kind}: names must be strings, got {n!r}")
        wanted = frozenset(names)

        def call(prim, *avals, **params):
            name = params.get("name") if prim is name_p else None
            if kind == "save_only_these_names":
                return name in wanted
            if kind == "save_any_names_but_these":
                return name is not None and name not in wanted
            return name is None or name not in wanted
        return Policy(named_policy(kind, names), doc, call)
    make.__name__ = kind
    return make


def save_from_both_policies(policy_1, policy_2) -> Policy:
    """Save what either policy saves."""
    first, second = saveable_rule(_policy_name(policy_1)), saveable_rule(_policy_name(policy_2))
    return _registered(lambda op: first(op) or second(op), (policy_1, policy_2),
                       "save_from_both_policies",
                       lambda *a, **k: bool(policy_1(*a, **k)) or bool(policy_2(*a, **k)))


checkpoint_policies = SimpleNamespace(
    everything_saveable=Policy("everything_saveable", "Save every intermediate (no remat).",
                               lambda *a, **k: True),
    nothing_saveable=Policy("nothing_saveable", "Save only the inputs; recompute the rest.",
                            lambda *a, **k: False),
    dots_saveable=Policy("dots_saveable", "Save the results of dot_general and convolution ops.",
                         _is_dot),
    dots_with_no_batch_dims_saveable=Policy(
        "dots_with_no_batch_dims_saveable",
        "Save the results of dot_general ops without batch dimensions.", _is_unbatched_dot),
    save_only_these_names=_named("save_only_these_names",
                                 "Save only the values named (checkpoint_name) so."),
    save_any_names_but_these=_named("save_any_names_but_these",
                                    "Save the named values except these names."),
    save_anything_except_these_names=_named(
        "save_anything_except_these_names", "Save everything except values named so."),
    save_from_both_policies=save_from_both_policies,
)
checkpoint_policies.checkpoint_dots = checkpoint_policies.dots_saveable
checkpoint_policies.checkpoint_dots_with_no_batch_dims = \
    checkpoint_policies.dots_with_no_batch_dims_saveable


# ------------------------------------------------------------ callable policies
def _primitive(op_name: str) -> core.Primitive:
    """The primitive that stages ``op_name`` (the first recording it as its op_name), else
    a primitive named like the op (a loop, a callback, a reduce_window)."""
    for p in core.shape_rules:
        if p.op_name == op_name:
            return p
    short = op_name.split(".", 1)[-1]
    return _OTHER_PRIMITIVES.setdefault(short, core.Primitive(short))


_OTHER_PRIMITIVES: dict[str, core.Primitive] = {}


def _dot_params(op) -> dict:
    d = read_dot_dims(op.attributes["dot_dimension_numbers"])
    return {"dimension_numbers": ((d.lhs_contracting_dimensions, d.rhs_contracting_dimensions),
                                  (d.lhs_batching_dimensions, d.rhs_batching_dimensions))}


def _adapt(fn: Callable) -> Callable:
    """An op predicate from a JAX-style policy ``fn(prim, *avals, **params) -> bool``:
    a checkpoint_name marker is ``name_p`` with ``name=``; dot_general gets its
    ``dimension_numbers``."""
    def saveable(op) -> bool:
        name = checkpoint_name_of(op)
        avals = [ShapedArray(*shape_dtype(v.type)) for v in op.operands
                 if isinstance(v.type, ir.RankedTensorType)]
        if name is not None:
            return bool(fn(name_p, *avals, name=name))
        params = _dot_params(op) if op.name == "stablehlo.dot_general" else {}
        return bool(fn(_primitive(op.name), *avals, **params))
    return saveable


_CALLABLE_KEYS: dict = {}    # the callable (kept alive here) -> its policy name


def _registered(predicate: Callable, owner, label: str, call: Callable) -> Policy:
    """A Policy whose op predicate lives in SAVEABLE under a name made for ``owner``."""
    key = _CALLABLE_KEYS.get(owner)
    if key is None:
        key = _CALLABLE_KEYS[owner] = f"{label}_{len(_CALLABLE_KEYS)}"
        SAVEABLE[key] = predicate
    return Policy(key, f"{label}: a policy given as a Python callable", call)


def _policy_name(policy) -> str:
    if policy is None:
        return DEFAULT_POLICY
    if isinstance(policy, Policy):
        name = policy.name
    elif isinstance(policy, str):
        name = policy
    elif callable(policy):
        return _registered(_adapt(policy), policy, "callable_policy", policy).name
    else:
        name = None
    try:
        saveable_rule(name)
    except (KeyError, TypeError, ValueError, AttributeError):
        fixed = [n for n in sorted(SAVEABLE) if n not in _CALLABLE_KEYS.values()]
        raise NotImplementedError(
            f"checkpoint: unsupported policy {policy!r}; hostcall supports "
            f"{', '.join('checkpoint_policies.' + n for n in fixed)}, the name-based "
            f"policies ({', '.join(sorted(NAMED))}), save_from_both_policies and callables "
            f"policy(prim, *avals, **params) -> bool") from None
    return name


def _static_argnums(static_argnums, nargs: int) -> tuple[int, ...]:
    nums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)
    out = []
    for i in nums:
        if not -nargs <= i < nargs:
            raise ValueError(f"checkpoint: static_argnums {i} is out of range for a call "
                             f"with {nargs} positional arguments")
        out.append(i % nargs)
    return tuple(out)


def _stage(fun: Callable, policy: str, args: Sequence[Any], static: tuple[int, ...]):
    trace = core.current_trace()
    dynamic = tuple(a for i, a in enumerate(args) if i not in static)
    leaves, in_tree = tree_util.flatten_arrays(dynamic)
    for x in leaves:
        if not core.is_arraylike(x):
            raise TypeError(f"checkpoint of {function_name(fun)}: argument of type "
                            f"{type(x).__name__} is not an array; mark it static with "
                            f"static_argnums")
    avals = [core.abstractify(x) for x in leaves]
    out_box = []

    def flat_fun(*xs):
        it = iter(tree_util.tree_unflatten(in_tree, xs))
        full = [args[i] if i in static else next(it) for i in range(len(args))]
        return fun(*full)

    def flatten_out(out):
        out_leaves, out_tree = tree_util.flatten_arrays(out)
        out_box.append(out_tree)
        return out_leaves, out_tree

    name = staging.unique_name(trace, f"{function_name(fun)}_remat")
    traced = staging.trace_func(trace, flat_fun, avals, name, private=True,
                                flatten_out=flatten_out)
    with trace.context:
        traced.op.attributes[REMAT_ATTR] = ir.StringAttr.get(policy)
    outs = staging.call(trace, traced, leaves)
    return tree_util.tree_unflatten(out_box[0], outs)


def checkpoint(fun: Callable | None = None, *, prevent_cse: bool = True, policy=None,
               static_argnums: int | Sequence[int] = ()) -> Callable:
    """``fun`` whose intermediates are recomputed, not stored, for its gradient."""
    if fun is None:
        return functools.partial(checkpoint, prevent_cse=prevent_cse, policy=policy,
                                 static_argnums=static_argnums)
    policy_name = _policy_name(policy)

    @functools.wraps(fun)
    def remat_fun(*args, **kwargs):
        fun_k = functools.partial(fun, **kwargs) if kwargs else fun
        if core.current_trace() is None:
            return fun_k(*args)
        return _stage(fun_k, policy_name, args, _static_argnums(static_argnums, len(args)))

    return remat_fun


remat = checkpoint


def _name_emit(ctx, x, *, name):
    """An optimization_barrier marked ``hostcall.checkpoint_name``: name-based policies
    read it, the autodiff passes treat it as the identity, hostcall-erase-ad-markers
    removes it."""
    (y,) = hlo.optimization_barrier([x])
    y.owner.attributes[NAME_ATTR] = ir.StringAttr.get(name)
    return y


name_p = core.defprim("name", lambda x, *, name: x, _name_emit, lambda x, *, name: x)


def checkpoint_name(x, name: str):
    """Name an intermediate (every array leaf of ``x``) for name-based policies; the
    identity on values."""
    if not isinstance(name, str):
        raise TypeError(f"checkpoint_name: name must be a string, got {type(name).__name__}")
    return tree_util.tree_map(
        lambda v: core.bind(name_p, [v], {"name": name}) if isinstance(v, core.Tracer) else v, x)
