"""Rewrite patterns and a worklist driver for local rewrites, in the style of MLIR's greedy
pattern rewriter and xDSL's PatternRewriteWalker.

A ``RewritePattern`` looks at one op (those named by ``op_names``, or every op) and either
rewrites it through the ``PatternRewriter`` and returns True, or returns False and leaves
the IR alone.  ``apply_patterns`` visits every op of a module that some pattern looks at
once, in program order (pre-order: an op before the ops of its regions), and after each
change only the ops the change may affect: the users of replaced results, new ops the
pattern reports, the op itself when it is still there, and the definers of an erased op's
operands (which may have lost their last user).  The work is thus linear in the size of
the module plus the number of changes, where a pass that rescans the module after each
change is quadratic on chains.

Why a driver and not hand-written walks: a walk over ``list(nested_ops(...))`` misses what
its own rewrites make possible (or rescans to find it), and each pass spelled its own.
A set of patterns that keeps rewriting (a pattern that returns True without changing
anything, two patterns undoing each other) stops at a bound on the number of changes with a
PassError naming the pattern.
"""
from __future__ import annotations

import ctypes
from collections import Counter, deque
from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

from iree.compiler import ir

from hostcall.dialects.ops import nested_ops, operation

from . import PassError


class RewritePattern:
    """One local rewrite.  ``op_names`` are the ops it looks at (None: every op);
    ``match_and_rewrite`` changes the IR only through ``rewriter`` and says whether it
    did."""
    op_names: tuple[str, ...] | None = None

    @property
    def name(self) -> str:
        return type(self).__name__

    def match_and_rewrite(self, op: ir.Operation, rewriter: "PatternRewriter") -> bool:
        raise NotImplementedError


class FunctionPattern(RewritePattern):
    """A pattern from a function ``fn(op, rewriter) -> bool`` (a row of a rule table)."""

    def __init__(self, name: str, op_names: Iterable[str] | None,
                 fn: Callable[[ir.Operation, "PatternRewriter"], bool]):
        self._name = name
        self.op_names = None if op_names is None else tuple(op_names)
        self._fn = fn

    @property
    def name(self) -> str:
        return self._name

    def match_and_rewrite(self, op, rewriter) -> bool:
        return self._fn(op, rewriter)


class PatternRewriter:
    """The changes a pattern may make; each one tells the driver which ops to revisit."""

    def __init__(self, worklist: "_Worklist"):
        self._worklist = worklist
        self.erased: set[int] = set()   # keys of the ops erased since the driver cleared it

    def replace_op(self, op, values: Sequence[ir.Value]) -> None:
        """Replace the results of ``op`` by ``values`` and erase it.  The users of its
        results and the ops defining ``values`` are revisited."""
        op = operation(op)
        if len(values) != len(op.results):
            raise ValueError(f"{op.name} has {len(op.results)} results, "
                             f"{len(values)} replacements given")
        for result, value in zip(op.results, values):
            for use in list(result.uses):
                self._worklist.push(operation(use.owner))
            if isinstance(value, ir.OpResult):
                self._worklist.push(operation(value.owner))
            result.replace_all_uses_with(value)
        self.erase_op(op)

    def erase_op(self, op) -> None:
        """Erase ``op`` (its results must be unused) and revisit the definers of the
        values it and its regions used from outside."""
        op = operation(op)
        self.notify_erasing(op)
        op.erase()

    def notify_erasing(self, op) -> None:
        """Tell the driver that ``op`` and its regions are about to go, where a rewrite
        helper shared with other callers replaces and erases ``op`` itself: its queued
        visits are dropped, and the users of its results and the definers of the values it
        and its regions use from outside are revisited."""
        op = operation(op)
        inner = [op, *nested_ops(op)]
        erased = {_key(o) for o in inner}
        for o in inner:
            self._worklist.discard(o)
        self.erased |= erased
        for result in op.results:
            for use in result.uses:
                self._worklist.push(operation(use.owner))
        for o in inner:
            for v in o.operands:
                if isinstance(v, ir.OpResult) and _key(operation(v.owner)) not in erased:
                    self._worklist.push(operation(v.owner))

    def notify_inserted(self, op) -> None:
        """Visit ``op``, new in the IR, and the ops in its regions."""
        op = operation(op)
        self._worklist.push(op)
        for inner in nested_ops(op):
            self._worklist.push(inner)

    def notify_modified(self, op) -> None:
        """Revisit ``op``, changed in place (attributes, operands), and its users."""
        op = operation(op)
        self._worklist.push(op)
        for result in op.results:
            for use in result.uses:
                self._worklist.push(operation(use.owner))


_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_capsule_name = ctypes.pythonapi.PyCapsule_GetName
_capsule_name.restype = ctypes.c_char_p
_capsule_name.argtypes = [ctypes.py_object]


def _key(op: ir.Operation) -> int:
    """A live op's identity: the address of its MLIR operation.  The bindings make a new
    Python object each time an op is reached, ``hash(op)`` changes with its operands, and
    an erased op's object cannot be read at all, so ops are known by this key, taken while
    they live."""
    capsule = op._CAPIPtr
    return _capsule_pointer(capsule, _capsule_name(capsule))


class _Worklist:
    """Ops waiting for a visit, first in first out, each at most once."""

    def __init__(self, ops: Iterable[ir.Operation], wanted=None):
        self._order: deque = deque()
        self._queued: dict[int, ir.Operation] = {}
        self._wanted = wanted   # op names worth a visit (None: all)
        for op in ops:
            self.push(op)

    def __len__(self) -> int:
        return len(self._queued)

    def push(self, op: ir.Operation) -> None:
        if self._wanted is not None and op.name not in self._wanted:
            return
        key = _key(op)
        if key not in self._queued:
            self._queued[key] = op
            self._order.append((key, op))

    def discard(self, op: ir.Operation) -> None:
        self._queued.pop(_key(op), None)

    def pop(self) -> tuple[int, ir.Operation] | None:
        while self._order:
            key, op = self._order.popleft()
            if self._queued.get(key) is op:     # else erased since it was queued
                del self._queued[key]
                return key, op
        return None


@dataclass
class RewriteStats:
    """What one ``apply_patterns`` run did: op visits, pattern calls, and the changes
    made by each pattern (by name)."""
    visits: int = 0
    attempts: int = 0
    rewrites: Counter = field(default_factory=Counter)

    @property
    def changes(self) -> int:
        return sum(self.rewrites.values())


def apply_patterns(module_or_op, patterns: Sequence[RewritePattern], *,
                   max_rewrites: int | None = None, pass_name: str = "rewrite"
                   ) -> RewriteStats:
    """Apply ``patterns`` to every op nested in ``module_or_op`` until none applies.

    Each visited op is offered to the patterns in order until one returns True.  More
    than ``max_rewrites`` changes (default: 8 per op of the module, plus 64) raise a
    PassError naming ``pass_name`` and the pattern that changed the IR most.
    """
    root = module_or_op.operation if isinstance(module_or_op, ir.Module) else module_or_op
    table: dict[str, list[RewritePattern]] = {n: [] for p in patterns for n in p.op_names or ()}
    for n, listed in table.items():      # an op's patterns, in the order given
        listed.extend(p for p in patterns if p.op_names is None or n in p.op_names)
    generic = [p for p in patterns if p.op_names is None]
    ops = list(nested_ops(root))
    # with no pattern for every op, only ops some pattern names are ever queued
    worklist = _Worklist(ops, wanted=None if generic else table)
    rewriter = PatternRewriter(worklist)
    stats = RewriteStats()
    bound = max_rewrites if max_rewrites is not None else 8 * len(ops) + 64
    while (popped := worklist.pop()) is not None:
        key, op = popped
        stats.visits += 1
        for pattern in table.get(op.name, generic):
            stats.attempts += 1
            rewriter.erased.clear()
            if not pattern.match_and_rewrite(op, rewriter):
                continue
            stats.rewrites[pattern.name] += 1
            if stats.changes > bound:
                worst, count = stats.rewrites.most_common(1)[0]
                raise PassError(f"{pass_name}: rewrite patterns did not converge: {count} "
                                f"changes by {worst} (at most {bound} allowed)")
            if key not in rewriter.erased:     # still there: offer it to the patterns again
                rewriter.notify_modified(op)
            break
    rewriter.erased.clear()
    return stats
