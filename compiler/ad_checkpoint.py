"""checkpoint (remat): recompute a function's intermediates in the backward pass.

Inside a trace, ``checkpoint(f)(*args)`` stages ``func.call`` of a private function
traced from ``f`` and marked ``hostcall.remat = "<policy>"``.  Outside differentiation
the call behaves like any call (hostcall-erase-ad-markers inlines it before IREE).
Under reverse mode, hostcall-linearize recomputes in the backward pass the primal ops
of the call that the policy does not save, so debug callbacks inside run again (as in
JAX); an io callback inside is rejected.  Outside any trace ``f`` simply runs.

Policies are the names of ``passes.ad_rules.remat.SAVEABLE``; ``prevent_cse`` is
accepted for compatibility (recomputation lives in a separate function, so CSE across
the forward and backward passes cannot undo it).
"""
from __future__ import annotations

import functools
from types import SimpleNamespace
from typing import Any, Callable, Sequence

from iree.compiler import ir

from hostcall.passes.ad_rules.remat import REMAT_ATTR, SAVEABLE

from . import core, staging, tree_util
from .ad import _fun_name

DEFAULT_POLICY = "nothing_saveable"


class Policy:
    """A named rematerialization policy: which intermediates the forward pass saves."""

    def __init__(self, name: str, doc: str):
        self.name = name
        self.__name__ = name
        self.__doc__ = doc

    def __repr__(self) -> str:
        return f"checkpoint_policies.{self.name}"


checkpoint_policies = SimpleNamespace(
    everything_saveable=Policy("everything_saveable", "Save every intermediate (no remat)."),
    nothing_saveable=Policy("nothing_saveable", "Save only the inputs; recompute the rest."),
    dots_saveable=Policy("dots_saveable", "Save the results of dot_general ops."),
    dots_with_no_batch_dims_saveable=Policy(
        "dots_with_no_batch_dims_saveable",
        "Save the results of dot_general ops without batch dimensions."),
)
checkpoint_policies.checkpoint_dots = checkpoint_policies.dots_saveable
checkpoint_policies.checkpoint_dots_with_no_batch_dims = \
    checkpoint_policies.dots_with_no_batch_dims_saveable


def _policy_name(policy) -> str:
    if policy is None:
        return DEFAULT_POLICY
    name = policy.name if isinstance(policy, Policy) else policy
    if not isinstance(name, str) or name not in SAVEABLE:
        raise NotImplementedError(
            f"checkpoint: unsupported policy {policy!r}; hostcall supports "
            f"{', '.join('checkpoint_policies.' + n for n in sorted(SAVEABLE))}")
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
    leaves, in_tree = tree_util.tree_flatten(dynamic)
    for x in leaves:
        if not core.is_arraylike(x):
            raise TypeError(f"checkpoint of {_fun_name(fun)}: argument of type "
                            f"{type(x).__name__} is not an array; mark it static with "
                            f"static_argnums")
    avals = [core.abstractify(x) for x in leaves]
    out_box = []

    def flat_fun(*xs):
        it = iter(tree_util.tree_unflatten(in_tree, xs))
        full = [args[i] if i in static else next(it) for i in range(len(args))]
        return fun(*full)

    def flatten_out(out):
        out_leaves, out_tree = tree_util.tree_flatten(out)
        out_box.append(out_tree)
        return out_leaves, out_tree

    name = staging.unique_name(trace, f"{_fun_name(fun)}_remat")
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


def checkpoint_name(x, name: str):
    """Name an intermediate for name-based policies; the identity on values."""
    if not isinstance(name, str):
        raise TypeError(f"checkpoint_name: name must be a string, got {type(name).__name__}")
    return x
