"""Batching of StableHLO functions: the engine behind the ``hostcall-vmap`` pass.

A :class:`Batcher` rewrites ops in place, in program order.  Every value is either
*unbatched* (its type is what the function computed before) or *batched* (its type has
the batch dimension first, at axis 0).  An op whose operands (and values its regions
capture) are all unbatched is left alone; any other op is replaced by what its rule in
:data:`RULES` builds.  A rule gets the batcher, the op and one flag per operand, builds
new ops at the op's position, and returns one ``(value, batched)`` pair per result.

Region-carrying ops (while, if/case) decide which of their results are batched before
their regions are rewritten; :meth:`Batcher.predict_block` computes that conservatively
(a value is batched when something it depends on is), and region terminators broadcast
whatever turned out less batched than predicted.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import (attrs_of, find_func, i64s, move_regions,  # noqa: F401
                                   unique_symbol)
from hostcall.dialects.types import shape_dtype, tensor_type

from .errors import NoBatchRuleError

Rule = Callable[["Batcher", ir.Operation, list], list]
RULES: dict[str, Rule] = {}
TERMINATORS = ("func.return", "stablehlo.return")


def rule(*names: str):
    """Register a batching rule for the named ops."""
    def deco(fn):
        for n in names:
            RULES[n] = fn
        return fn
    return deco


# ------------------------------------------------------------------- helpers
def shape(v) -> tuple[int, ...]:
    return shape_dtype(v.type)[0]


def batched_type(t: ir.Type, batch_size: int) -> ir.Type:
    s, d = shape_dtype(t)
    return tensor_type((batch_size,) + s, d)


def create(name: str, operands, result_types, attributes: dict, regions: int = 0):
    return ir.Operation.create(name, results=list(result_types), operands=list(operands),
                               attributes=attributes, regions=regions)


def nested_operands(op):
    """Operands of every op nested in ``op``'s regions (values they may capture)."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                inner = inner.operation
                yield from inner.operands
                yield from nested_operands(inner)


def contains_op(op, pred: Callable) -> ir.Operation | None:
    """The first op nested in ``op``'s regions satisfying ``pred``, or None."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                inner = inner.operation
                if pred(inner):
                    return inner
                found = contains_op(inner, pred)
                if found is not None:
                    return found
    return None


def element_start(i, rank: int) -> list:
    """Start indices (i, 0, ..., 0) of element ``i`` (a scalar index value) of a batched
    value whose elements have ``rank`` dimensions."""
    if rank == 0:
        return [i]
    return [i] + [hlo.constant(np.zeros((), hlo.dtype_of(i)))] * rank


def element_at(v, i):
    """Element ``i`` (a scalar index value) of a batched value."""
    s = shape(v)[1:]
    return hlo.reshape(hlo.dynamic_slice(v, element_start(i, len(s)), [1] + list(s)), s)


# ------------------------------------------------------------------- batcher
class Batcher:
    """Rewrites ops for one batch size, remembering which values are batched."""

    def __init__(self, module: ir.Module, batch_size: int):
        self.module = module
        self.B = int(batch_size)
        self.batched: set = set()
        self._callees: dict = {}
        self._predicted_calls: dict = {}
        # (function, its batched copy, operand flags, result flags) whose custom_jvp rule
        # is not traced yet; see calls.complete_pending_rule
        self.pending_rules: list = []

    # -- values ---------------------------------------------------------------
    def is_batched(self, v) -> bool:
        return v in self.batched

    def broadcast(self, v):
        """An unbatched value repeated along a new leading batch axis."""
        s = shape(v)
        return hlo.broadcast_in_dim(v, (self.B,) + s, range(1, len(s) + 1))

    def to_batched(self, v, batched: bool):
        return v if batched else self.broadcast(v)

    # -- rewriting --------------------------------------------------------------
    def batch_ops(self, ops) -> None:
        for op in ops:
            self.batch_op(op.operation)

    def batch_op(self, op) -> None:
        if op.name in TERMINATORS:
            return
        flags = [self.is_batched(v) for v in op.operands]
        if not any(flags) and not any(self.is_batched(v) for v in nested_operands(op)):
            return
        fn = RULES.get(op.name)
        if fn is None:
            raise NoBatchRuleError(op)
        with op.location, ir.InsertionPoint(op):
            outs = fn(self, op, flags)
        for old, (new, b) in zip(op.results, outs):
            old.replace_all_uses_with(new)
            if b:
                self.batched.add(new)
        op.erase()

    def conform_terminator(self, term, flags: Sequence[bool]) -> None:
        """Broadcast the terminator's unbatched operands where ``flags`` asks for batched."""
        for i, (v, want) in enumerate(zip(list(term.operands), flags)):
            if want and not self.is_batched(v):
                with term.location, ir.InsertionPoint(term):
                    term.operands[i] = self.broadcast(v)

    # -- prediction ---------------------------------------------------------------
    def predict_block(self, block, arg_flags: Sequence[bool], outer: set) -> list[bool]:
        """Which terminator operands of ``block`` batching would make batched."""
        known = set(outer)
        known.update(a for a, f in zip(block.arguments, arg_flags) if f)
        for op in block.operations:
            op = op.operation
            if op.name in TERMINATORS:
                return [v in known for v in op.operands]
            for r, f in zip(op.results, self.predict_op(op, known)):
                if f:
                    known.add(r)
        return []

    def predict_op(self, op, known: set) -> list[bool]:
        special = PREDICTORS.get(op.name)
        if special is not None:
            return special(self, op, known)
        any_batched = any(v in known for v in op.operands) or any(
            v in known for v in nested_operands(op))
        return [any_batched] * len(op.results)

    # -- functions ------------------------------------------------------------------
    def predict_call(self, callee: str, flags: Sequence[bool]) -> list[bool]:
        key = (callee, tuple(flags))
        if key not in self._predicted_calls:
            fop = find_func(self.module, callee)
            if fop is None:
                raise ValueError(f"hostcall-vmap: no function @{callee} in the module")
            self._predicted_calls[key] = self.predict_block(
                fop.regions[0].blocks[0], flags, set())
        return self._predicted_calls[key]

    def batched_callee(self, callee: str, flags: Sequence[bool],
                       forced: Sequence[bool | None] | None = None) -> tuple[str, list[bool]]:
        """A batched copy of @callee for this operand pattern: (its name, result flags)."""
        key = (callee, tuple(flags), None if forced is None else tuple(forced))
        if key not in self._callees:
            pattern = "".join("b" if f else "u" for f in flags)
            name = unique_symbol(self.module, f"{callee}_batched_{pattern}")
            fop, out_flags = functions.batch_function(
                self.module, callee, self.B, [0 if f else None for f in flags],
                out_axes=None, result_name=name, forced_out=forced, batcher=self,
                private=True)
            self._callees[key] = (name, out_flags)
            calls.rebatch_function_rules(self, find_func(self.module, callee), fop, flags,
                                         out_flags)
        return self._callees[key]


PREDICTORS: dict[str, Callable] = {}


def predictor(*names: str):
    def deco(fn):
        for n in names:
            PREDICTORS[n] = fn
        return fn
    return deco


from . import linalg  # noqa: E402,F401  (triangular_solve, fft)

from . import elementwise, structural, indexing, reductions, control_flow, calls, callbacks  # noqa: E402,F401,I001
from . import convolution  # noqa: E402,F401
from . import random_bits  # noqa: E402,F401  (rng_bit_generator)
from . import functions  # noqa: E402,F401  (batch_function, for batched callees)
