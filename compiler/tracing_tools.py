"""Tools around tracing that JAX puts at the top level: ``eval_shape``, ``disable_jit``,
``ensure_compile_time_eval``, ``named_call`` / ``named_scope`` and ``custom_gradient``."""
from __future__ import annotations

import contextlib
import functools
from typing import Callable

from . import core, tree_util
from .api import hold_eager_calls, jit
from .custom_derivatives import custom_vjp


def eval_shape(fun: Callable, *args, **kwargs):
    """The ShapeDtypeStructs of ``fun(*args, **kwargs)``'s outputs, found by tracing
    only (nothing is compiled or run); arguments may be arrays or ShapeDtypeStructs."""
    traced = jit(fun).lower(*args, **kwargs).traced
    shapes = [core.ShapeDtypeStruct(a.shape, a.dtype, weak_type=a.weak_type)
              for a in traced.out_avals]
    return tree_util.tree_unflatten(traced.out_tree, shapes)


@contextlib.contextmanager
def disable_jit(disable: bool = True):
    """Inside the block, jit-decorated functions and lax loops run their Python eagerly on
    this thread (op by op, with print and breakpoints working) instead of compiling: for
    debugging; other threads keep compiling. ``config.update("disable_jit", True)`` does
    the same everywhere."""
    if not disable:
        yield
        return
    core.trace_state.jit_disabled += 1
    hold_eager_calls(True)
    try:
        yield
    finally:
        core.trace_state.jit_disabled -= 1
        hold_eager_calls(False)


@contextlib.contextmanager
def ensure_compile_time_eval():
    """Inside the block, operations whose operands hold no traced value compute eagerly
    even under jit, so their results are concrete (``int(jnp.sum(jnp.arange(4)))``
    works while tracing); operations on traced values are staged as usual."""
    core.trace_state.eager_consts += 1
    try:
        yield
    finally:
        core.trace_state.eager_consts -= 1


def named_call(fun: Callable, *, name: str | None = None) -> Callable:
    """``fun`` under the name ``name`` (JAX names its sub-jaxpr; hostcall's StableHLO has
    no call to name, so the function is returned wrapped, unchanged in behaviour)."""
    @functools.wraps(fun)
    def call(*args, **kwargs):
        return fun(*args, **kwargs)
    if name is not None:
        call.__name__ = call.__qualname__ = name
    return call


@contextlib.contextmanager
def named_scope(name: str):
    """A name for the operations traced inside the block (JAX prefixes op names with it;
    hostcall's ops carry source locations instead). ``name`` must be a string."""
    if not isinstance(name, str):
        raise TypeError("named_scope name argument must be a string.")
    yield


def custom_gradient(fun: Callable) -> Callable:
    """``fun`` returns ``(value, vjp)``; the result computes ``value`` and differentiates
    in reverse mode with ``vjp`` (cotangent -> one cotangent per argument, or a single
    one for one argument). Built on custom_vjp: the backward pass calls ``fun`` again on
    the saved arguments to get ``vjp``."""
    @custom_vjp
    def wrapped(*args):
        return fun(*args)[0]

    def fwd(*args):
        value, _ = fun(*args)
        return value, args

    def bwd(args, g):
        _, vjp = fun(*args)
        cts = vjp(g)
        return tuple(cts) if isinstance(cts, (tuple, list)) else (cts,)

    wrapped.defvjp(fwd, bwd)
    return wrapped
