"""Windowed reductions: ``reduce_window`` (JAX's signature) and its padding helpers.

Inside a trace a call becomes ONE ``stablehlo.reduce_window`` whose body is the traced
``computation`` on scalars (``lax.add`` gives a one-op body, which the batching and
derivative rules of ``stablehlo.reduce_window`` recognize); any pytree of operands with
a matching pytree of scalar init values reduces in one op.  Eagerly the reference's
reduce_window pads and dilates the operands with their init values and folds one window
offset at a time, ``computation`` combining whole concrete arrays: the fold the spec
describes, elementwise, after the call has been traced once into a scratch module so
that eager calls raise jit's type errors.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from hostcall.dialects import stablehlo as hlo
from hostcall.reference.shape_ops import reduce_window_with as reference_reduce_window

from .. import core, dtypes, staging
from ..core import ShapedArray
from ..tree_util import tree_flatten, tree_unflatten
from .control_flow import abstract_eval, concrete_array
from .elementwise import convert_element_type

__all__ = ["reduce_window", "padtype_to_pads", "reduce_window_shape_tuple"]


def padtype_to_pads(in_shape, window_shape, window_strides, padding) -> list[tuple[int, int]]:
    """(low, high) pads per axis for 'VALID', 'SAME' (the extra element at the high end)
    or 'SAME_LOWER' (at the low end): SAME keeps ceil(in / stride) outputs."""
    kind = padding.upper() if isinstance(padding, str) else padding
    if kind == "VALID":
        return [(0, 0)] * len(in_shape)
    if kind not in ("SAME", "SAME_LOWER"):
        raise ValueError(f"unknown padding {padding!r}: expected 'SAME', 'SAME_LOWER', "
                         f"'VALID' or a sequence of (low, high) pairs")
    pads = []
    for d, w, s in zip(in_shape, window_shape, window_strides):
        out = -(-d // s)
        total = max(0, (out - 1) * s + w - d)
        small, big = total // 2, total - total // 2
        pads.append((small, big) if kind == "SAME" else (big, small))
    return pads


def reduce_window_shape_tuple(operand_shape, window_dimensions, window_strides, padding,
                              base_dilation=None, window_dilation=None) -> tuple[int, ...]:
    """The result shape of a reduce_window (the StableHLO spec's formula)."""
    window = hlo.Window.make(window_dimensions, window_strides, padding, base_dilation,
                             window_dilation)
    return tuple(window.output_shape(operand_shape))


def _ints(name: str, values, rank: int) -> tuple[int, ...]:
    values = tuple(int(v) for v in values)
    if len(values) != rank:
        raise TypeError(f"reduce_window: {name} {values} needs one entry per operand axis "
                        f"({rank})")
    if any(v < 1 for v in values):
        raise TypeError(f"reduce_window: {name} {values} must be positive")
    return values


def _init_values(flat_init, operand_avals) -> list:
    """Scalar inits of the operands' dtypes: Python scalars take the operand's dtype."""
    out = []
    for i, (init, x) in enumerate(zip(flat_init, operand_avals)):
        aval = core.abstractify(init)
        if aval.shape:
            raise TypeError(f"reduce_window expected init_values to be scalars but "
                            f"init_value {i} has shape {aval.shape}")
        if aval.dtype != x.dtype:
            if not (aval.weak_type or dtypes.is_python_scalar(init)):
                raise TypeError(f"reduce_window got inconsistent dtypes for operands and "
                                f"init_values: operand {i} is {x.dtype.name}, its "
                                f"init_value {aval.dtype.name}")
            init = convert_element_type(init, x.dtype)
        out.append(init)
    return out


@staging.eager_values_when_concrete
def reduce_window(operand, init_value, computation: Callable, window_dimensions,
                  window_strides, padding, base_dilation=None, window_dilation=None):
    """Reduce every window of ``operand`` with ``computation`` (a function of two scalars,
    or of two pytrees of scalars for a pytree of operands), starting from ``init_value``.

    ``padding`` is a sequence of (low, high) pairs or 'VALID' / 'SAME' / 'SAME_LOWER'
    (computed for the window as dilated by ``window_dilation``, as JAX does); padded and
    dilation positions hold the init value.
    """
    flat_x, tree = tree_flatten(operand)
    flat_init, init_tree = tree_flatten(init_value)
    if tree != init_tree:
        raise ValueError(f"Operands must have the same tree structure as init_values: "
                         f"{tree} vs. {init_tree}")
    if not flat_x:
        raise ValueError("reduce_window must have at least one operand.")
    avals = [core.abstractify(x) for x in flat_x]
    shape = avals[0].shape
    if any(a.shape != shape for a in avals):
        raise TypeError(f"reduce_window operands must have the same shape, got "
                        f"{', '.join(a.str_short() for a in avals)}")
    rank = len(shape)
    window = _ints("window_dimensions", window_dimensions, rank)
    strides = _ints("window_strides", window_strides, rank)
    base = _ints("base_dilation", base_dilation or (1,) * rank, rank)
    wdil = _ints("window_dilation", window_dilation or (1,) * rank, rank)
    if isinstance(padding, str):
        spans = [(w - 1) * d + 1 for w, d in zip(window, wdil)]
        pads = padtype_to_pads(shape, spans, strides, padding)
    else:
        pads = [tuple(int(v) for v in p) for p in padding]
        if len(pads) != rank or any(len(p) != 2 for p in pads):
            raise TypeError(f"reduce_window: padding {padding} needs one (low, high) pair per "
                            f"operand axis ({rank})")
    spec = hlo.Window.make(window, strides, pads, base, wdil)
    inits = _init_values(flat_init, avals)
    trace = core.current_trace()
    if trace is not None:
        out = _staged(trace, flat_x, inits, computation, spec, tree)
    else:
        out = _eager(flat_x, inits, computation, spec, tree)
    return tree_unflatten(tree, out)


def _check_body(out, tree, init_avals):
    leaves, out_tree = tree_flatten(out)
    if out_tree != tree:
        raise ValueError(f"reduce_window output must have the same tree structure as the "
                         f"operands {tree} vs. {out_tree}")
    for i, (x, want) in enumerate(zip(leaves, init_avals)):
        got = core.abstractify(x)
        if got.shape != want.shape or got.dtype != want.dtype:
            raise TypeError(f"reduce_window computation output {i} is {got.str_short()}, "
                            f"expected {want.str_short()} like its init_value")
    return leaves


def _staged(trace, flat_x, inits, computation, spec, tree):
    xs = [trace.lift(x) for x in flat_x]
    ins = [trace.lift(i) for i in inits]
    init_avals = [ShapedArray((), t.aval.dtype) for t in ins]
    out_avals = [ShapedArray(tuple(spec.output_shape(t.aval.shape)), t.aval.dtype)
                 for t in xs]
    with trace.context, core.mlir_location(), trace.insertion_points[-1]:
        op = hlo.op("stablehlo.reduce_window", [t.value for t in xs + ins],
                    [a.ir_type() for a in out_avals], spec.attributes(), regions=1)
    n = len(xs)
    problem = []

    def body(*scalars):
        accs = tree_unflatten(tree, list(scalars[:n]))
        vals = tree_unflatten(tree, list(scalars[n:]))
        out = computation(accs, vals)
        try:
            return _check_body(out, tree, init_avals)
        except (TypeError, ValueError) as e:
            # kept as type and text: the exception's frames hold tracers of this region
            problem.append((type(e), str(e)))
            return list(scalars[:n])

    # A type error is raised after the region is closed and the op erased, when no
    # Python object points into its body any more (erasing an op under live tracers of
    # its region corrupted the heap).  Any other exception from ``computation``
    # propagates with the op left in place, for the same reason; the trace fails with it.
    staging.trace_region(trace, op.regions[0], init_avals * 2, body)
    if problem:
        with trace.context:
            op.erase()
        kind, message = problem[0]
        raise kind(message)
    return [trace.new_tracer(a, v) for a, v in zip(out_avals, op.results)]


def _eager(flat_x, inits, computation, spec, tree):
    """The reference's reduce_window, ``computation`` combining whole concrete arrays."""
    windows = spec

    def construct(*leaves):
        n = len(leaves) // 2
        return reduce_window(tree_unflatten(tree, list(leaves[:n])),
                             tree_unflatten(tree, list(leaves[n:])), computation,
                             windows.dimensions, windows.strides, windows.padding,
                             windows.base_dilations, windows.window_dilations)

    out_avals, _ = abstract_eval(construct, [*flat_x, *inits])

    def arrays(values):
        return tree_unflatten(tree, [concrete_array(v, a) for v, a in zip(values, out_avals)])

    def body(accs, xs):
        out = computation(arrays(accs), arrays(xs))
        return [np.asarray(core.to_numpy(v)) for v in tree_flatten(out)[0]]

    outs = reference_reduce_window(
        [np.asarray(core.to_numpy(x)) for x in flat_x],
        [np.asarray(core.to_numpy(i)) for i in inits], out_avals[0].shape, body,
        window_dimensions=spec.dimensions, window_strides=spec.strides,
        base_dilations=spec.base_dilations, window_dilations=spec.window_dilations,
        padding=spec.padding)
    return [concrete_array(o, a) for o, a in zip(outs, out_avals)]
