"""``hostcall.vmap``: vectorizing map, done by the ``hostcall-vmap`` pass on StableHLO.

``vmap(f)(*args)`` traces ``f`` once at the *unbatched* shapes into a private func.func,
lets the pass write its batched twin into the same module, and calls that with the
batched arguments.  Outside any trace it runs as ``jit`` of exactly that, so eager and
jitted vmap behave the same (one compile per signature).
"""
from __future__ import annotations

import functools
from typing import Any, Callable

from iree.compiler import ir

from hostcall.dialects.types import shape_dtype
from hostcall.passes.transforms.batching import Batcher
from hostcall.passes.transforms.vmap import batch_function, complete_pending_rule

from . import core, custom_derivatives, dtypes, staging, tree_util
from .api import TransformCall
from .core import ShapedArray

_AXIS_LEAF = (lambda x: x is None or isinstance(x, int))


def _fun_name(fun) -> str:
    return getattr(fun, "__name__", None) or type(fun).__name__


def _broadcast_prefix(spec, tree, what: str) -> list:
    """One axis per leaf of ``tree``, from ``spec``, a pytree prefix of it of ints/None."""
    spec_leaves, spec_def = tree_util.tree_flatten(spec, is_leaf=_AXIS_LEAF)
    for s in spec_leaves:
        if s is not None and not isinstance(s, int):
            raise TypeError(f"vmap {what} must be an int, None, or a (nested) container "
                            f"of those, got {s!r} of type {type(s).__name__}")
    try:
        subtrees = tree_util.treedef_flatten_up_to(spec_def, tree)
    except ValueError as e:
        raise ValueError(f"vmap {what} specification must be a tree prefix of the "
                         f"corresponding value, got specification {spec!r} for value tree "
                         f"{tree_util.tree_structure(tree)!r} ({e})") from None
    out = []
    for axis, sub in zip(spec_leaves, subtrees):
        for leaf in tree_util.tree_leaves(sub):
            out += [_data_axis(axis, leaf, a) for a in tree_util.array_leaves(leaf)]
    return out


def _data_axis(axis, leaf, array):
    """The axis of ``array`` (one of the arrays ``leaf`` flattens to) that ``axis`` of
    ``leaf`` names: a negative axis counts from the end of the leaf's own shape, before a
    typed key array's trailing data dimension."""
    if axis is None or axis >= 0:
        return axis
    return axis - (len(getattr(array, "shape", ())) - len(getattr(leaf, "shape", ())))


def _in_axes_per_leaf(in_axes, args: tuple, kwargs: dict) -> list:
    if isinstance(in_axes, list):  # JAX reads a top-level list as the tuple
        in_axes = tuple(in_axes)
    if isinstance(in_axes, (tuple, list)) and len(in_axes) != len(args):
        raise ValueError(
            "vmap in_axes must be an int, None, or a tuple of entries corresponding to the "
            f"positional arguments passed to the function, but got len(in_axes)="
            f"{len(in_axes)}, len(args)={len(args)}")
    if not isinstance(in_axes, (tuple, list)):
        in_axes = (in_axes,) * len(args)
    axes = _broadcast_prefix(tuple(in_axes), tuple(args), "in_axes")
    return axes + [0] * len(tree_util.array_leaves(kwargs))


def _batch_size(leaves, axes, axis_size, fname: str) -> tuple[int, list]:
    """The common size of the mapped axes (checked), and the normalized axes."""
    sizes, norm = [], []
    for i, (x, axis) in enumerate(zip(leaves, axes)):
        if axis is None:
            norm.append(None)
            continue
        aval = core.abstractify(x)
        if not -aval.ndim <= axis < aval.ndim:
            raise ValueError(
                f"vmap was requested to map its argument along axis {axis}, which implies "
                f"that its rank should be at least {max(axis + 1, -axis)}, but is only "
                f"{aval.ndim} (its shape is {aval.shape})")
        axis %= aval.ndim
        norm.append(axis)
        sizes.append((aval.shape[axis], axis, i, aval))
    distinct = {s for s, *_ in sizes}
    if axis_size is not None:
        distinct.add(int(axis_size))
    if not distinct:
        raise ValueError("vmap must have at least one non-None value in in_axes")
    if len(distinct) > 1:
        lines = [f"  * one axis had size {s}: axis {a} of argument leaf {i} of type "
                 f"{aval.str_short()};" for s, a, i, aval in sizes]
        if axis_size is not None:
            lines.append(f"  * axis_size was given as {axis_size};")
        raise ValueError(f"vmap got inconsistent sizes for array axes to be mapped "
                         f"(in {fname}):\n" + "\n".join(lines))
    return distinct.pop(), norm


def _defer_custom_rules(trace, batcher: Batcher) -> None:
    """Batched copies of functions whose custom_jvp rule is still pending get a pending
    rule of their own: tracing it traces the original rule and batches it the same way."""
    pending = custom_derivatives.pending_rules(trace)
    for original, batched, flags, out in batcher.pending_rules:
        def thunk(original=original, batched=batched, flags=flags, out=out):
            if original in pending:
                custom_derivatives.materializer(trace)(original)
            follow_up = Batcher(trace.module, batcher.B)
            complete_pending_rule(follow_up, original, batched, flags, out)
            _defer_custom_rules(trace, follow_up)
        pending[batched] = thunk


class VmapFunction:
    """``fun`` mapped over a batch axis of its arguments; see :func:`vmap`."""

    def __init__(self, fun: Callable, in_axes, out_axes, axis_size):
        functools.update_wrapper(self, fun)
        self.fun, self.in_axes, self.out_axes, self.axis_size = fun, in_axes, out_axes, axis_size
        self._jitted = None

    def __call__(self, *args, **kwargs):
        if core.current_trace() is None:
            if self._jitted is None:
                self._jitted = TransformCall(lambda *a, **k: self._staged(a, k),
                                             f"vmap_{_fun_name(self.fun)}",
                                             static_leaves=self._unmapped_scalars)
            return self._jitted(*args, **kwargs)
        return self._staged(args, kwargs)

    def _unmapped_scalars(self, args, kwargs, leaves) -> set:
        """Python scalars with in_axes None: JAX passes them to ``fun`` unchanged."""
        axes = _in_axes_per_leaf(self.in_axes, args, kwargs)
        return {i for i, (x, a) in enumerate(zip(leaves, axes))
                if a is None and dtypes.is_python_scalar(x)}

    def _staged(self, args: tuple, kwargs: dict):
        trace = core.current_trace()
        fname = _fun_name(self.fun)
        leaves, in_tree = tree_util.flatten_arrays((args, kwargs))
        axes = _in_axes_per_leaf(self.in_axes, args, kwargs)
        size, axes = _batch_size(leaves, axes, self.axis_size, fname)
        # unmapped leaves reach ``fun`` as they are (captured where they are arrays)
        mapped = [i for i, axis in enumerate(axes) if axis is not None]
        in_avals = []
        for i in mapped:
            aval, axis = core.abstractify(leaves[i]), axes[i]
            in_avals.append(aval.update(shape=aval.shape[:axis] + aval.shape[axis + 1:]))
        out_tree_box = []

        def flat_fun(*tracers):
            full = list(leaves)
            for i, t in zip(mapped, tracers):
                full[i] = t
            a, k = tree_util.tree_unflatten(in_tree, full)
            return self.fun(*a, **k)

        def flatten_out(out):
            out_leaves, out_tree = tree_util.flatten_arrays(out)
            out_tree_box.append((out, out_tree))
            return out_leaves, out_tree

        name = staging.unique_name(trace, f"vmap_{fname}")
        traced = staging.trace_func(trace, flat_fun, in_avals, name, private=True,
                                    flatten_out=flatten_out)
        out, out_tree = out_tree_box[0]
        out_axes = _broadcast_prefix(self.out_axes, out, "out_axes")
        batcher = Batcher(trace.module, size)
        fop, _ = batch_function(trace.module, traced.name, size,
                                [axes[i] for i in mapped] + [None] * len(traced.captured),
                                out_axes,
                                result_name=staging.unique_name(trace, f"{name}_batched"),
                                batcher=batcher, private=True)
        _defer_custom_rules(trace, batcher)
        with trace.context:
            ftype = ir.FunctionType(ir.TypeAttr(fop.attributes["function_type"]).value)
            out_avals = [ShapedArray(*shape_dtype(t), weak_type=a.weak_type)
                         for t, a in zip(ftype.results, traced.out_avals)]
        batched = staging.TracedFunc(fop, in_avals, out_avals, traced.captured, out_tree)
        outs = staging.call(trace, batched, [leaves[i] for i in mapped])
        return tree_util.tree_unflatten(out_tree, outs)


def vmap(fun: Callable, in_axes: Any = 0, out_axes: Any = 0, axis_name=None,
         axis_size: int | None = None, spmd_axis_name=None) -> VmapFunction:
    """Vectorize ``fun`` over an axis of its arguments (JAX's ``vmap``).

    ``in_axes``: an int, None, or a tuple with one entry per positional argument, each
    an int/None or a pytree prefix of that argument; None leaves an argument unmapped,
    negative axes count from the end.  Keyword arguments are mapped over axis 0.
    ``out_axes``: where the batch axis goes in the results (a pytree prefix of them);
    None demands a result that does not depend on the mapped axis.  ``axis_size`` gives
    the batch size when no argument is mapped.
    """
    if not callable(fun):
        raise TypeError(f"vmap expects a callable, got {type(fun).__name__}")
    if axis_name is not None:
        raise NotImplementedError("hostcall.vmap does not support axis_name (no collectives)")
    if isinstance(in_axes, list) and not in_axes:
        in_axes = ()
    return VmapFunction(fun, in_axes, out_axes, axis_size)
