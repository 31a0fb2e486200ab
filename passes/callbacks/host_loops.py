"""Counted loops that do nothing but feed one host callback, row by row.

``hostcall-vmap`` batches a callback with ``vmap_method="sequential"`` (and every io or
debug callback) into a ``stablehlo.while``: take row ``i`` of each batched operand, call,
write row ``i`` of each result.  In IREE each iteration of that loop costs about a dozen
HAL calls around the import call itself.  The runtime can make the same calls, in the
same order, from a Python loop over zero-copy row views at a fraction of the cost, so
``hostcall-lower-callbacks`` lowers a loop of exactly this shape to one import whose
manifest entry says ``"loop": {"size": N, "batched": [...]}``.

``match_host_loop`` recognises the shape in any module (hostcall's or hand-written):

    %r:K = stablehlo.while(%i = 0, %acc... = ..., [%tok]) cond { %i < N }
    do {
      %row = stablehlo.dynamic_slice %x, %i, 0, ... sizes = [1, ...]   // x: [N, ...], outside
      %e = stablehlo.reshape %row                                       // drops the 1
      %out = custom_call @hostcall.callback([%tok,] %e | %outside ...)
      %u = stablehlo.reshape %out                                       // adds the 1
      %acc' = stablehlo.dynamic_update_slice %acc, %u, %i, 0, ...       // acc: [N, ...]
      return %i + 1, %acc'..., [%tok']
    }

and nothing else (constants aside).  Since the loop writes every row of every
accumulator, their initial values do not matter.
"""
from __future__ import annotations

from dataclasses import dataclass

from iree.compiler import ir

from hostcall.dialects import callback as cb
from hostcall.dialects.loops import counted, scalar_int
from hostcall.dialects.ops import block_ops, terminator
from hostcall.dialects.types import shape_dtype


@dataclass
class HostLoop:
    loop: ir.Operation          # the stablehlo.while
    callback: ir.Operation      # the one callback op in its body
    size: int                   # the trip count N
    operands: list              # per callback data operand: the value outside the loop
    batched: list               # per callback data operand: sliced by row (True) or whole
    stacks: list                # per callback data result: the while result stacking it
    counter: int                # carry index of the loop counter
    token: int | None           # carry index of the effect token, if any


def _owner(v) -> ir.Operation | None:
    """The op defining ``v`` (None for a block argument)."""
    return v.owner.operation if isinstance(v, ir.OpResult) else None


def _named(op, name: str) -> ir.Operation | None:
    """``op`` if it is a ``name`` op, else None (None stays None)."""
    return op if op is not None and op.name == name else None


def _is_int(v, value: int) -> bool:
    return scalar_int(v) == value


def _only_use(v) -> ir.Operation | None:
    uses = list(v.uses)
    return uses[0].owner.operation if len(uses) == 1 else None


def _shape(v) -> tuple:
    return tuple(shape_dtype(v.type)[0])


def _indexes_row(op, counter, first_index: int) -> bool:
    """The op's start indices (from ``first_index`` on) are (counter, 0, 0, ...)."""
    starts = list(op.operands)[first_index:]
    return bool(starts) and starts[0] == counter and all(_is_int(s, 0) for s in starts[1:])


class _Body:
    """The loop body seen from the callback: which ops feed it rows and take its rows."""

    def __init__(self, body: ir.Block, counter: int, size: int):
        self.block, self.size = body, size
        self.args, self.returned = list(body.arguments), list(terminator(body).operands)
        self.counter = self.args[counter]
        self.inside = set(block_ops(body))
        self.accounted = {_owner(self.returned[counter])}

    def is_arg(self, v) -> bool:
        return isinstance(v, ir.BlockArgument) and v.owner == self.block

    def outside(self, v) -> bool:
        return not self.is_arg(v) and _owner(v) not in self.inside

    def row_source(self, v):
        """x if ``v`` is row ``counter`` of x ([N, ...], defined outside the loop), else None."""
        reshape = _named(_owner(v), "stablehlo.reshape")
        sliced = None if reshape is None else \
            _named(_owner(reshape.operands[0]), "stablehlo.dynamic_slice")
        if sliced is None:
            return None
        x = sliced.operands[0]
        row = _shape(x)[1:]
        if (not self.outside(x) or _shape(x)[:1] != (self.size,) or _shape(v) != row
                or not _indexes_row(sliced, self.counter, 1)
                or list(ir.DenseI64ArrayAttr(sliced.attributes["slice_sizes"])) != [1, *row]):
            return None
        self.accounted |= {reshape, sliced}
        return x

    def row_sink(self, out) -> int | None:
        """The carry index whose row ``counter`` receives ``out`` (and nothing else), else None."""
        reshape = _named(_only_use(out), "stablehlo.reshape")
        update = None if reshape is None else \
            _named(_only_use(reshape.results[0]), "stablehlo.dynamic_update_slice")
        if update is None:
            return None
        acc = update.operands[0]
        if (not self.is_arg(acc) or update.operands[1] != reshape.results[0]
                or _shape(reshape.results[0]) != (1, *_shape(out))
                or _shape(acc) != (self.size, *_shape(out))
                or not _indexes_row(update, self.counter, 2)
                or self.returned[acc.arg_number] != update.results[0]):
            return None
        self.accounted |= {reshape, update}
        return acc.arg_number


def match_host_loop(loop) -> HostLoop | None:
    """The HostLoop of ``loop`` if it has the shape in the module docstring, else None."""
    loop = loop.operation if hasattr(loop, "operation") else loop
    if loop.name != "stablehlo.while" or any(len(r.blocks) != 1 for r in loop.regions):
        return None
    block = loop.regions[1].blocks[0]
    callbacks = [o for o in block_ops(block) if cb.is_callback(o)]
    found = counted(loop)
    if found is None or found.start != 0:
        return None
    counter, size = found.counter, found.stop
    if len(callbacks) != 1 or size is None or size < 1:
        return None
    call, body = callbacks[0], _Body(block, counter, size)
    token = None
    if cb.has_token(call):
        t = call.operands[0]
        if not body.is_arg(t) or body.returned[t.arg_number] != call.results[0]:
            return None
        token = t.arg_number
    operands, batched = [], []
    for v in cb.data_operands(call):
        x = v if body.outside(v) else body.row_source(v)
        if x is None:
            return None
        operands.append(x)
        batched.append(x is not v)
    stacks = [body.row_sink(out) for out in cb.data_results(call)]
    carries = [counter, *stacks] + ([token] if token is not None else [])
    if None in stacks or sorted(carries) != list(range(len(body.args))):
        return None   # a carry the callback does not account for, or one used twice
    rest = [o for o in block_ops(block)[:-1]
            if o not in body.accounted and o != call and o.name != "stablehlo.constant"]
    if rest:
        return None
    return HostLoop(loop, call, size, operands, batched, stacks, counter, token)
