"""Host callbacks: ``pure_callback``, ``io_callback`` and the machinery of ``hostcall.debug``.

Under a trace a callback registers a *handler* in the trace's callback table and
stages a callback op (``hostcall.dialects.callback``) at the current insertion
point; the passes order, prune and lower it, and the runtime calls the handler
with flat read-only numpy arrays.  Outside a trace the same handler runs at once,
with the same argument conversion and result checks.

A handler is a plain callable over the flat array operands.  The one built here
rebuilds the user's argument pytrees (putting static, non-array leaves back),
calls the user's function, and flattens what it returns, converting 64-bit
results to 32 bits when x64 is off, as JAX does.
"""
from __future__ import annotations

import contextlib
import re
from typing import Callable, Sequence

import numpy as np

from hostcall.dialects import callback as cb_ir
from hostcall.runtime import callbacks as cb_rt

from . import core, dtypes, prng, tree_util
from .core import ShapedArray

VMAP_METHODS = ("sequential", "sequential_unrolled", "expand_dims", "broadcast_all",
                "legacy_vectorized")

_NARROW = {np.dtype(np.float64): np.dtype(np.float32), np.dtype(np.int64): np.dtype(np.int32),
           np.dtype(np.uint64): np.dtype(np.uint32),
           np.dtype(np.complex128): np.dtype(np.complex64)}


# ------------------------------------------------------------------ handlers
def function_name(fn) -> str:
    """A readable name for a user's callable (partials and callables included)."""
    while hasattr(fn, "func") and not hasattr(fn, "__name__"):
        fn = fn.func
    return getattr(fn, "__name__", None) or type(fn).__name__


class Handler:
    """Calls the user's function on flat arrays; returns its flat results.

    ``template`` holds the argument leaves with static ones filled in and ``slots``
    the positions of the array operands among them.
    """
    __slots__ = ("fn", "callback_name", "__name__", "in_tree", "template", "slots", "direct",
                 "n_results", "narrow", "returns", "single")

    def __init__(self, fn: Callable, in_tree, template: list, slots: Sequence[int],
                 n_results: int, narrow: bool, returns: bool, direct: bool):
        self.fn = fn
        self.callback_name = self.__name__ = function_name(fn)
        self.in_tree, self.template, self.slots = in_tree, template, tuple(slots)
        self.n_results, self.narrow, self.returns = n_results, narrow, returns
        self.direct = direct   # operands are exactly the positional arguments
        self.single = direct and returns and n_results == 1

    def __call__(self, *arrays):
        """The flat results (a single ndarray result may come back bare)."""
        if self.single:  # the common case, cheaply: f(arrays) -> one array
            out = self.fn(*arrays)
            if type(out) is np.ndarray and (not self.narrow or out.dtype not in _NARROW):
                return out
            return self.flatten_results(out)
        if self.direct:
            out = self.fn(*arrays)
        else:
            leaves = list(self.template)
            for i, a in zip(self.slots, arrays):
                leaves[i] = a
            args, kwargs = tree_util.tree_unflatten(self.in_tree, leaves)
            out = self.fn(*args, **kwargs)
        if not self.returns:
            return None
        return self.flatten_results(out)

    def flatten_results(self, out) -> list:
        if self.n_results == 1 and (isinstance(out, (np.ndarray, np.generic))
                                    or dtypes.is_python_scalar(out)):
            leaves = [out]
        else:
            leaves = tree_util.tree_leaves(out)
        if not self.narrow:
            return leaves
        result = []
        for x in leaves:
            a = x if type(x) is np.ndarray else np.asarray(x)
            wide = _NARROW.get(a.dtype)
            result.append(a if wide is None else a.astype(wide))
        return result


def _split_leaves(args, kwargs, static_ok: bool, api: str):
    """Flatten (args, kwargs): (tree, template with statics, array slots, array leaves)."""
    leaves, tree = tree_util.tree_flatten((tuple(args), dict(kwargs)))
    template, slots, operands = [], [], []
    for i, x in enumerate(leaves):
        if core.is_arraylike(x) or _has_array_interface(x):
            template.append(None)
            slots.append(i)
            operands.append(x)
        elif static_ok:
            template.append(x)
        else:
            raise TypeError(f"{api}: argument leaf {i} of type {type(x).__name__} ({x!r}) is "
                            f"not an array; callback arguments must be arrays (in pytrees)")
    direct = (not kwargs and len(operands) == len(leaves) == len(args)
              and all(a is x for a, x in zip(args, leaves)))
    return tree, template, slots, operands, direct


def _has_array_interface(x) -> bool:
    return hasattr(x, "__array__") and hasattr(x, "shape") and hasattr(x, "dtype")


# ------------------------------------------------------------- result specs
def result_avals(result_shape_dtypes, api: str):
    """(flat avals, tree) of a result spec; leaves need .shape and .dtype."""
    leaves, tree = tree_util.tree_flatten(result_shape_dtypes)
    avals = []
    for i, leaf in enumerate(leaves):
        if not (hasattr(leaf, "shape") and hasattr(leaf, "dtype")):
            # JAX fails here with AttributeError: 'int' object has no attribute 'dtype'.
            raise TypeError(
                f"{api}: result_shape_dtypes must be a pytree whose leaves have .shape and "
                f".dtype (hostcall.ShapeDtypeStruct or arrays), but leaf #{i} is {leaf!r} of "
                f"type {type(leaf).__name__}; for a shape such as (4,), write "
                f"hostcall.ShapeDtypeStruct((4,), dtype)")
        dtype = np.dtype(leaf.dtype)
        shape = leaf.shape
        dtypes.check_supported(dtype)
        if not dtypes.x64_enabled() and dtype in _NARROW:
            raise ValueError("result_shape_dtypes cannot specify 64-bit types when "
                             "`jax_enable_x64` is disabled")
        avals.append(ShapedArray(shape, dtype))
    return avals, tree


# ------------------------------------------------------------------ staging
def _table_name(trace: core.Trace, fn) -> str:
    """The callback's name in IR and in handler tables: the handler's ``__name__`` (non-word
    characters as ``_``), and ``NAME_1``, ``NAME_2``, ... for later sites of the same name in
    one program, so that ``handlers={"log": ...}`` binds a function named ``log``."""
    base = re.sub(r"\W", "_", function_name(fn)).strip("_") or "callback"
    if base not in trace.callbacks:
        return base
    n = 1
    while f"{base}_{n}" in trace.callbacks:
        n += 1
    return f"{base}_{n}"


def _stage(trace: core.Trace, handler: Handler, operands, avals_out, kind: str, ordered: bool,
           vmap_method: str | None):
    """Emit the callback op where the trace stands; return result tracers."""
    tracers = [trace.lift(x) for x in operands]
    name = _table_name(trace, handler.fn)
    trace.callbacks[name] = handler
    if ordered:
        trace.effects.add(f"ordered_{kind}")
    with trace.context, core.mlir_location(), trace.insertion_points[-1]:
        _, results = cb_ir.callback(name, [t.value for t in tracers],
                                    [a.ir_type() for a in avals_out], kind, ordered=ordered,
                                    vmap_method=vmap_method)
    return [trace.new_tracer(a, v) for a, v in zip(avals_out, results)]


def _run_eagerly(handler: Handler, operands, avals_out, kind: str, ordered: bool):
    """Call the handler now, converting arguments and checking results as compiled runs do."""
    arrays = []
    for x in operands:
        aval = core.abstractify(x)
        arrays.append(cb_rt.read_only_view(np.asarray(core.to_numpy(x), dtype=aval.dtype)))
    specs = [(a.shape, a.dtype) for a in avals_out]
    lock = cb_rt.ordered_gate().hold() if ordered else contextlib.nullcontext()
    try:
        with lock:
            out = handler(*arrays)
        if not handler.returns:
            return []
        checked = cb_rt.check_results(out, specs, handler.callback_name)
    except BaseException as e:  # noqa: B902 - the same report as compiled runs give
        cb_rt.record_failure(e, kind, handler.callback_name)
        raise
    return [core.make_array(np.array(a, copy=True), aval) for a, aval in zip(checked, avals_out)]


def emit_callback(fn: Callable, result_shape_dtypes, args, kwargs, *, kind: str,
                  ordered: bool = False, vmap_method: str | None = None, api: str):
    """Stage (under a trace) or run (eagerly) one callback; returns the result pytree."""
    if result_shape_dtypes is None:
        avals_out, out_tree = [], None
    else:
        avals_out, out_tree = result_avals(result_shape_dtypes, api)
    args, kwargs = prng.keys_as_data((tuple(args), dict(kwargs)))
    tree, template, slots, operands, direct = _split_leaves(args, kwargs, kind == "debug", api)
    # An io_callback declared with no results must return none (JAX 0.10: "Mismatched
    # number of outputs from callback"); what a debug callback returns is ignored.
    handler = Handler(fn, tree, template, slots, len(avals_out), not dtypes.x64_enabled(),
                      returns=kind == "io" or (kind != "debug" and bool(avals_out)),
                      direct=direct)
    trace = core.current_trace()
    if trace is None:
        for x in operands:
            if isinstance(x, core.Tracer):
                raise core.UnexpectedTracerError(core.leak_message(x))
        outs = _run_eagerly(handler, operands, avals_out, kind, ordered)
    else:
        outs = _stage(trace, handler, operands, avals_out, kind, ordered, vmap_method)
    if out_tree is None:
        return None
    return tree_util.tree_unflatten(out_tree, outs)


# ---------------------------------------------------------------- public API
def pure_callback(callback: Callable, result_shape_dtypes, *args, sharding=None,
                  vmap_method: str | None = None, vectorized: bool = False, **kwargs):
    """Call a pure host function from (compiled) code; JAX's ``jax.pure_callback``.

    ``callback`` gets read-only numpy arrays (pytrees as passed) and returns arrays
    matching ``result_shape_dtypes``.  It is assumed free of side effects: a call
    whose results are unused is removed, and one with no results never runs.
    ``vmap_method`` says how ``vmap`` batches it (None behaves as "sequential");
    ``vectorized=True`` means ``vmap_method="legacy_vectorized"``.
    """
    del sharding  # single-device
    if vmap_method is not None and vmap_method not in VMAP_METHODS:
        raise ValueError(f"vmap_method must be one of the allowed methods "
                         f"{[*VMAP_METHODS, None]}, but got: {vmap_method}")
    if vectorized:
        if vmap_method is not None:
            raise ValueError("the vectorized and vmap_method arguments of pure_callback "
                             "cannot be used together")
        vmap_method = "legacy_vectorized"
    if not callable(callback):
        raise TypeError(f"first argument to hostcall.pure_callback must be callable, but got "
                        f"an object of type {type(callback)}")
    if result_shape_dtypes is None or not tree_util.tree_leaves(result_shape_dtypes):
        # No results: nothing can observe the call, so it never runs.
        result_avals(result_shape_dtypes, "pure_callback")
        return result_shape_dtypes
    return emit_callback(callback, result_shape_dtypes, args, kwargs, kind="pure",
                         vmap_method=vmap_method or "sequential", api="pure_callback")


def io_callback(callback: Callable, result_shape_dtypes, *args, sharding=None,
                ordered: bool = False, vmap_method: str | None = None, **kwargs):
    """Call an impure host function; JAX's ``jax.experimental.io_callback``.

    It always runs, once per execution of its site.  ``ordered=True`` runs it in
    program order with the other ordered io callbacks, across runs in dispatch
    order.  ``vmap_method="sequential"`` lets ``vmap`` batch an ordered one as calls
    in batch order (without it, vmapping an ordered io_callback is an error).
    """
    del sharding  # single-device
    if vmap_method not in (None, "sequential"):
        raise ValueError(f"io_callback supports vmap_method='sequential' only (calls in batch "
                         f"order), but got: {vmap_method}")
    if not callable(callback):
        raise TypeError(f"first argument to hostcall.io_callback must be callable, but got "
                        f"an object of type {type(callback)}")
    return emit_callback(callback, result_shape_dtypes, args, kwargs, kind="io",
                         ordered=bool(ordered), vmap_method=vmap_method, api="io_callback")


def effects_barrier() -> None:
    """Wait until every host callback dispatched so far has finished."""
    cb_rt.effects_barrier()
