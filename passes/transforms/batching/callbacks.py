"""Host callbacks (``stablehlo.custom_call @hostcall.callback``) under vmap.

A callback with no batched operand is never reached here: it stays as it is and runs
once.  Otherwise:

* pure callbacks follow their ``hostcall.vmap_method``: ``sequential`` (a stablehlo.while
  over the batch, one call per element in element order, batched operands sliced,
  unbatched ones passed unchanged, results stacked on axis 0), ``sequential_unrolled``
  (the same calls, unrolled), ``expand_dims`` (one call; unbatched operands get a leading
  axis of size 1), ``broadcast_all`` (one call; unbatched operands tiled) and
  ``legacy_vectorized`` (one call; unbatched operands untouched);
* io and debug callbacks run once per element, in element order, in a loop per call site;
* an ordered io callback is an error unless it opted in with
  ``hostcall.vmap_method = "sequential"``, which runs it in batch order.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import callback as cbop
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype
from hostcall.dialects import names

from . import RULES, attrs_of, batched_type, create, element_at, element_start, shape
from .errors import NoBatchRuleError, OrderedIOVmapError


def callback_kind(op) -> str | None:
    """'pure', 'io' or 'debug' for a hostcall callback op, else None."""
    return cbop.callback_kind(op) if cbop.is_callback(op) else None


is_ordered = cbop.is_ordered


def opted_in_sequential(op) -> bool:
    return cbop.vmap_method(op) == "sequential"


# ----------------------------------------------------------- building blocks
def _call_like(op, operands, result_types):
    return create(op.name, operands, result_types, attrs_of(op))


def _stacks(bt, op):
    """Zero-filled [B, ...] buffers for the per-element results."""
    return [hlo.constant(np.zeros((bt.B,) + shape_dtype(r.type)[0], shape_dtype(r.type)[1]))
            for r in op.results]


def sequential(bt, op, flags):
    """One call per element inside a stablehlo.while over the batch."""
    results = list(op.results)
    stacks = _stacks(bt, op)
    if bt.B == 0:  # an empty batch makes no call
        return [(v, True) for v in stacks]
    start = hlo.constant(np.asarray(0, np.int32))
    limit = hlo.constant(np.asarray(bt.B, np.int32))

    def body(i, *accs):
        args = [element_at(x, i) if f else x for x, f in zip(op.operands, flags)]
        outs = _call_like(op, args, [r.type for r in results]).results
        new_accs = [hlo.dynamic_update_slice(acc, hlo.reshape(o, (1,) + shape(o)),
                                             element_start(i, len(shape(o))))
                    for acc, o in zip(accs, outs)]
        return [hlo.binary("add", i, hlo.constant(np.asarray(1, np.int32))), *new_accs]

    outs = hlo.while_([start, *stacks], lambda i, *_: hlo.compare("LT", i, limit), body)
    # a counted loop (index first, from 0 by 1): reverse-mode autodiff can split it
    outs[0].owner.attributes[names.TRIP_COUNT] = ir.IntegerAttr.get(
        ir.IntegerType.get_signless(64), bt.B)
    return [(v, True) for v in outs[1:]]


def sequential_unrolled(bt, op, flags):
    """The calls of ``sequential``, one after another without a loop."""
    if bt.B == 0:
        return [(v, True) for v in _stacks(bt, op)]
    per_element = []
    for k in range(bt.B):
        args = []
        for x, f in zip(op.operands, flags):
            if f:
                s = shape(x)
                x = hlo.reshape(hlo.slice_(x, [k] + [0] * (len(s) - 1), [k + 1] + list(s[1:])),
                                s[1:])
            args.append(x)
        per_element.append(_call_like(op, args, [r.type for r in op.results]).results)
    outs = []
    for j, r in enumerate(op.results):
        pieces = [hlo.reshape(e[j], (1,) + shape(r)) for e in per_element]
        outs.append((hlo.concatenate(pieces, 0) if len(pieces) > 1 else pieces[0], True))
    return outs


def _one_call(prepare_unbatched):
    def batch(bt, op, flags):
        args = [x if f else prepare_unbatched(bt, x) for x, f in zip(op.operands, flags)]
        new = _call_like(op, args, [batched_type(r.type, bt.B) for r in op.results])
        return [(v, True) for v in new.results]
    return batch


VMAP_METHODS = {
    "sequential": sequential,
    "sequential_unrolled": sequential_unrolled,
    "expand_dims": _one_call(lambda bt, x: hlo.reshape(x, (1,) + shape(x))),
    "broadcast_all": _one_call(lambda bt, x: bt.broadcast(x)),
    "legacy_vectorized": _one_call(lambda bt, x: x),
}


def _batch_callback(bt, op, flags):
    kind = callback_kind(op)
    if kind == "pure":
        method = cbop.vmap_method(op) or "sequential"
        if method not in VMAP_METHODS:
            raise NoBatchRuleError(op, f"unknown vmap_method {method!r} (expected one of "
                                       f"{', '.join(VMAP_METHODS)})")
        return VMAP_METHODS[method](bt, op, flags)
    if kind == "io" and is_ordered(op) and not opted_in_sequential(op):
        raise OrderedIOVmapError(op)
    return sequential(bt, op, flags)


def custom_call(bt, op, flags):
    if callback_kind(op) is None:
        target = ir.StringAttr(op.attributes["call_target_name"]).value
        raise NoBatchRuleError(op, f"custom_call @{target}")
    return _batch_callback(bt, op, flags)


RULES["stablehlo.custom_call"] = custom_call
