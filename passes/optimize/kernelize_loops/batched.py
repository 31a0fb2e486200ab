"""The batched form of hostcall-kernelize-loops: the scalarized loop under vmap, every row
element a vector over tiles of rows, built with typed builders; BATCH_DIM_RULES follow
each value's batch dimension."""
from __future__ import annotations

import numpy as np
from iree.compiler import ir
from iree.compiler.dialects import flow, func, scf, tensor, vector

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import block_ops, nested_ops, operation

from . import builders
from .common import (
    FLOATS, INTS, Ineligible, TILE, TILED_FACTOR, all_indices, attr_ints, dense_values,
    elem_of, flat_index, is_gathered_table, is_inside, is_splat, outside_values, product,
    raw_elem, reads_arguments, shape_of, unique)
from .elementwise import RULES, table_constant, table_gather
from .vectorized import CONTROL_OPS
from .scalarized import (
    SCALARIZED_RULES, ScalarizedKernel, clamped_starts, dot_dims, is_constant, loop_body,
    memory_carries, memory_writer, split_results)


# The batched form follows each batched value's batch dimension (its row index); a rule
# per op gives the result's batch dimension from its operands' (None where an operand is
# row-independent), or None when the op would mix rows.  Elementwise ops (RULES) take
# _b_same.
def _b_same(op, dims):
    found = {d for d in dims if d is not None}
    return found.pop() if len(found) == 1 else None


def _b_reshape(op, dims):
    d, src, dst = dims[0], shape_of(op.operands[0]), shape_of(op.results[0])
    for r in range(len(dst)):  # rows stay apart when the elements before them do
        if product(dst[:r]) == product(src[:d]) and dst[r] == src[d]:
            return r
    return None


def _b_slice(op, dims):
    d = dims[0]
    whole = attr_ints(op, "start_indices")[d] == 0 and attr_ints(op, "strides")[d] == 1 \
        and shape_of(op.results[0])[d] == shape_of(op.operands[0])[d]
    return d if whole else None


def _b_concatenate(op, dims):
    d = _b_same(op, dims)
    return d if d != ir.IntegerAttr(op.attributes["dimension"]).value else None


def _b_pad(op, dims):
    d = dims[0]
    untouched = all(attr_ints(op, a)[d] == 0 for a in (
        "edge_padding_low", "edge_padding_high", "interior_padding"))
    return d if untouched and dims[1] is None else None


def _b_reduce(op, dims):
    n = len(op.operands) // 2
    d = _b_same(op, dims[:n])
    reduced = attr_ints(op, "dimensions")
    if d is None or None in dims[:n] or any(x is not None for x in dims[n:]) or d in reduced:
        return None
    return d - sum(x < d for x in reduced)


def _b_dot_general(op, dims):
    ld, rd = dims
    lb, rb, lc, rc = (dot_dims(op, f"{side}_{kind}_dimensions")
                      for kind in ("batching", "contracting") for side in ("lhs", "rhs"))
    lf = [x for x in range(len(shape_of(op.operands[0]))) if x not in lb + lc]
    rf = [x for x in range(len(shape_of(op.operands[1]))) if x not in rb + rc]
    if ld is not None and ld in lb:
        p = lb.index(ld)
        return p if rd == rb[p] else None
    if ld is not None and rd is None and ld in lf:
        return len(lb) + lf.index(ld)
    if rd is not None and ld is None and rd in rf:
        return len(lb) + len(lf) + rf.index(rd)
    return None


BATCH_DIM_RULES = {
    "stablehlo.reshape": _b_reshape,
    "stablehlo.slice": _b_slice,
    "stablehlo.broadcast_in_dim": lambda op, dims: attr_ints(
        op, "broadcast_dimensions")[dims[0]],
    "stablehlo.transpose": lambda op, dims: attr_ints(op, "permutation").index(dims[0]),
    "stablehlo.concatenate": _b_concatenate,
    "stablehlo.pad": _b_pad,
    "stablehlo.reverse": lambda op, dims: None if dims[0] in attr_ints(op, "dimensions")
    else dims[0],
    "stablehlo.reduce": _b_reduce,
    "stablehlo.dot_general": _b_dot_general,
    "stablehlo.gather": lambda op, dims: dims[1],  # one element per index
    "stablehlo.optimization_barrier": lambda op, dims: dims[0] if len(dims) == 1 else None,
}


def _row_slice(op, batch: int) -> bool:
    """Whether ``op`` is a dynamic_slice of whole rows (every row of the batch)."""
    return op.name == "stablehlo.dynamic_slice" and \
        attr_ints(op, "slice_sizes")[0] == batch


class BatchedKernel(ScalarizedKernel):
    """The scalarized loop under vmap: every value leads with the batch dimension B (or is
    0-d, computed alike for every row), and every op maps row b to row b, so one row's
    elements can be carried as scalars, and B rows at once as vectors: one dispatch region
    whose scf.for runs tiles of ``TILE`` rows (the last one masked), each running the
    scalarized loop with every row element a vector<TILE x T> over the rows (lanes).  A
    linalg.generic over the rows running the scalar loop instead is not vectorized by IREE
    (the per-element form's 130 ms for 300 elements x 2000 steps).  While ``lanes`` is set
    (an op making a batched value) constants and row-independent values are broadcast, so
    the scalar rules build vector ops, their types following their operands."""

    def __init__(self, loop, max_elements: int):
        self.loop, self.lanes = loop, None
        outside = outside_values(loop)
        batch = {shape_of(v)[0] for v in loop.operands if shape_of(v) != ()}
        if len(batch) != 1 or min(batch) < 2:
            raise Ineligible("no common batch dimension leading the carried values")
        self.batch = batch.pop()
        # batched values lead with the batch dimension and differ by row; all others are
        # computed alike for every row and read whole
        self.batched = {v: 0 for v in [*loop.operands, *outside]
                        if shape_of(v)[:1] == (self.batch,) and
                        (v in loop.operands or not is_splat(v))}
        # batched inputs read only by dynamic_slices of whole rows (a scan's xs) stay in
        # memory, turned row element x batch, and are read a vector of lanes at a time
        self.in_memory = {v for v in outside if shape_of(v) != () and not is_splat(v) and
                          all(_row_slice(operation(u.owner), self.batch) and
                              u.operand_number == 0
                              for u in v.uses if is_inside(u.owner, loop))}
        self.turned: dict = {}
        for j, v in enumerate(loop.operands):
            if v in self.batched:
                self.batched.update((list(r.blocks)[0].arguments[j], 0) for r in loop.regions)
        # a scan's ys under vmap: written only by a dynamic_update_slice of whole rows,
        # starting as a splat; kept in memory (turned), each write one vector of lanes
        self.memory = {j for j in memory_carries(loop) if is_splat(loop.operands[j]) and
                       len(list(loop_body(loop).arguments[j].uses)) == 1 and
                       memory_writer(loop, j).name == "stablehlo.dynamic_update_slice"}
        self.tensors, self.skipped = set(), set()
        self.updates = {operation(list(loop_body(loop).arguments[j].uses)[0].owner)
                        for j in self.memory}
        self.updates = {op for op in self.updates
                        if shape_of(op.operands[1])[:1] == (self.batch,)}
        self.memory = {j for j in self.memory
                       if operation(list(loop_body(loop).arguments[j].uses)[0].owner)
                       in self.updates}
        for op in nested_ops(loop):
            self._check(op)
        if any(shape_of(v) != () and v not in self.batched for v in loop.operands):
            raise Ineligible("a carried value besides the batch")
        for v, d in self.batched.items():
            if d >= 0 and shape_of(v)[d] != self.batch:
                raise Ineligible(f"a value of shape {shape_of(v)} besides a batch of "
                                 f"{self.batch}")
        kept = self.in_memory | {loop.operands[j] for j in self.memory}
        row = sum(product(shape_of(v)) // (self.batch if v in self.batched else 1)
                  for v in [*loop.operands, *outside] if shape_of(v) != () and v not in kept)
        if row > max_elements:
            raise Ineligible(f"rows of {row} elements (max-scalars={max_elements})")
        if row * self.batch > max_elements * TILED_FACTOR:  # as the tiled form's bound
            raise Ineligible(f"{self.batch} rows of {row} elements (batched form: up to "
                             f"{TILED_FACTOR} x max-scalars={max_elements})")
        self.names, self.index = {}, 0
        self.extracted, self.max_elements, self.folded = {}, max_elements, {}
        self.filled = set(self.memory)
        self.inputs = unique([*(v for j, v in enumerate(loop.operands) if j not in self.memory),
                               *(v for v in outside if not is_splat(v))])
        self.args = dict.fromkeys(self.inputs)   # the kernel's arguments, once built
        for v in [*loop.operands, *outside]:
            if elem_of(v) not in FLOATS + INTS[1:]:
                raise Ineligible(f"element type {raw_elem(v)} carried or read (floats and "
                                 f"integers only)")
        if not any(reads_arguments(v) for v in self.inputs):
            raise Ineligible("a loop of constants only")
        self.built = self._build()

    def dot_addend(self, op):
        """As the scalarized form's, when the addend is a constant or batched as the
        product is (a row-independent addend of a batched product would add scalars to
        vectors)."""
        found = ScalarizedKernel.dot_addend(self, op)
        if found is None or is_constant(found[1]) or \
                (found[1] in self.batched) == (op.results[0] in self.batched):
            return found
        return None

    def _check(self, op) -> None:
        """Mark ``op``'s results batched (with their batch dimension) when it reads a
        batched value, and check that it keeps rows apart; Ineligible if not."""
        if op.name == "stablehlo.while":  # a nested loop: its carries batched as its inits
            for j, v in enumerate(op.operands):
                if v in self.batched:
                    self.batched.update((list(r.blocks)[0].arguments[j], self.batched[v])
                                        for r in op.regions)
                    self.batched[op.results[j]] = self.batched[v]
            return
        if op.name in ("stablehlo.if", "stablehlo.case"):
            if op.operands[0] in self.batched:
                raise Ineligible(f"a {op.name} whose branch depends on the row")
            return  # results batched as their branches return them (below)
        if op.name in CONTROL_OPS or op.name == "stablehlo.custom_call":
            raise Ineligible(f"{op.name} in a batched loop")
        if op.name == "stablehlo.return":
            parent = operation(op.parent)
            if parent.name in ("stablehlo.if", "stablehlo.case"):
                for v, r in zip(op.operands, parent.results):
                    if v in self.batched:
                        if self.batched.setdefault(r, self.batched[v]) != self.batched[v]:
                            raise Ineligible("branches returning rows in different layouts")
            if parent.name == "stablehlo.while":
                cond = op in block_ops(list(parent.regions[0].blocks)[0])
                args = list(list(parent.regions[1].blocks)[0].arguments)
                for j, v in enumerate(op.operands):
                    if parent == self.loop and j in self.memory and not cond:
                        continue
                    want = None if cond else self.batched.get(args[j])
                    if v in self.batched and self.batched[v] != want:
                        raise Ineligible("a loop whose condition or carry layout depends "
                                         "on the rows")
            return
        if op.name == "stablehlo.constant":
            return
        if op in self.updates:
            self.batched[op.results[0]] = 0
            return
        if op.name == "stablehlo.dynamic_slice":
            if op.operands[0] not in self.in_memory:
                raise Ineligible("a dynamic_slice of a value other than a batched input")
            self.batched[op.results[0]] = 0
            return
        rule = BATCH_DIM_RULES.get(op.name, _b_same if op.name in RULES else None)
        if rule is None:
            raise Ineligible(f"no batched rule for {op.name}")
        if op.name == "stablehlo.gather" and not is_gathered_table(op.operands[0], self.loop):
            raise Ineligible("a gather from a value that is not a constant table")
        dims = [self.batched.get(v) for v in op.operands]
        if op.name == "stablehlo.broadcast_in_dim" and dims[0] is None and \
                shape_of(op.results[0])[:1] == (self.batch,) and \
                0 not in attr_ints(op, "broadcast_dimensions"):
            self.batched[op.results[0]] = 0  # a row-independent value made into every row
            return
        if all(d is None for d in dims):
            return
        for i, (v, d) in enumerate(zip(op.operands, dims)):
            if d is not None or shape_of(v) == () or is_splat(v) or \
                    op.name in ("stablehlo.dot_general", "stablehlo.gather"):
                continue  # read whole (a matrix, a table) or alike in every lane
            if isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant" and \
                    shape_of(v)[0] == self.batch:
                rows = dense_values(v).reshape(shape_of(v))
                if (rows == rows[:1]).all():
                    self.batched[v] = dims[i] = 0  # every row the same: read as one row
                    continue
            raise Ineligible(f"{op.name} reads a {shape_of(v)} value that differs by row "
                             f"and is not batched")
        d = rule(op, dims)
        if d is None:
            raise Ineligible(f"{op.name} mixes the rows of the batch")
        if op.name == "stablehlo.reduce":  # its body combines one row's elements, per lane
            self.batched.update((a, -1) for a in list(op.regions[0].blocks)[0].arguments)
        self.batched.update((r, d) for r in op.results)

    def vt(self, elem: str) -> ir.VectorType:
        """The vector of ``elem`` over a tile's rows."""
        return ir.VectorType.get([TILE], builders.element_type(elem))

    def shape(self, v) -> tuple:
        s = shape_of(v)
        d = self.batched.get(v, -1)
        return s if d < 0 else (*s[:d], 1, *s[d + 1:])

    def ktype(self, v) -> ir.Type:
        return self.vt(elem_of(v)) if v in self.batched else builders.element_type(elem_of(v))

    def const(self, value, elem: str):
        c = builders.scalar_constant(value, elem)
        return builders.splat_vector(c, self.vt(elem)) if self.lanes else c

    def gather_lanes(self, table, i, t: str, stride: int):
        """A gather's lanes at once: `vector.gather` of the table (of ``t``) at the index
        vector ``i`` times ``stride``."""
        return builders.gather_lanes(table, i, t, stride, (TILE,))

    def vals(self, v) -> list:
        if v in self.args and v not in self.batched and v not in self.names:
            lanes, self.lanes = self.lanes, None
            self.names[v] = ScalarizedKernel.vals(self, v)  # a row-independent input, read whole
            self.lanes = lanes
        if v in self.names:
            names = self.names[v]
            if self.lanes and v not in self.batched:  # read by a row op: in every lane
                names = [builders.splat_vector(n, self.vt(elem_of(v))) for n in names]
            return names
        size = int(np.prod(self.shape(v)))
        c = hlo.splat_value(v)
        saved, self.lanes = self.lanes, bool(self.lanes) or None
        try:
            if c is not None:
                return [self.const(c, elem_of(v))] * size
            if isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant":
                return [self.const(x, elem_of(v)) for x in dense_values(v)[:size]]
        finally:
            self.lanes = saved
        raise Ineligible(f"value {v.get_name()} has no batched form")

    def scalar(self, v):
        names = self.vals(v)
        return names[self.index] if len(names) > 1 else names[0]

    def op(self, op) -> None:
        if op.name == "stablehlo.dynamic_slice":
            self.names[op.results[0]] = self._read_rows(op)
            return
        if op in self.updates:
            self.names[op.results[0]] = [self._write_rows(op)]
            return
        if op.name == "stablehlo.while":
            for v, names in zip(op.results, self._s_while(op)):
                self.names[v] = names
            return
        if op.name in ("stablehlo.if", "stablehlo.case"):  # a scalar predicate or index
            for v, names in zip(op.results, SCALARIZED_RULES[op.name](self, op)):
                self.names[v] = names
            return
        saved = self.lanes  # a reducer's body runs inside its reduce's rule
        self.lanes = (bool(op.results) and op.results[0] in self.batched) or None
        try:
            if op.name == "stablehlo.gather" and self.lanes:  # per lane: vector.gather
                if not is_gathered_table(op.operands[0], self.loop):
                    raise Ineligible("a gather from a value that is not a constant table")
                names = []
                for self.index in range(int(np.prod(self.shape(op.results[0])))):
                    table = table_constant(self, op.operands[0], True)
                    names.append(table_gather(self, op, [table, self.scalar(op.operands[1])]))
                self.index = 0
                self.names[op.results[0]] = names
                return
            ScalarizedKernel.op(self, op)
        finally:
            self.lanes = saved

    def _read_rows(self, op) -> list:
        """A dynamic_slice of whole rows of an input in memory: one vector read of the
        turned input per element of the slice's row."""
        operand = op.operands[0]
        turned, pad = self.turned[operand]
        return [self._read_lanes(turned, col, pad)
                for col in self._columns(op, operand, attr_ints(op, "slice_sizes"), 1)]

    def _read_lanes(self, turned, col, pad):
        """Column ``col`` of the tile's rows of ``turned`` (row element x batch), rows
        past the batch read as ``pad``."""
        return vector.TransferReadOp(
            ir.VectorType.get([TILE], ir.RankedTensorType(turned.type).element_type), turned,
            [col, self.offset], ir.AffineMap.get_minor_identity(2, 1), pad, [False]).result

    def _write_lanes(self, lanes, turned, col):
        """``turned`` with column ``col`` of the tile's rows set to ``lanes``."""
        return vector.TransferWriteOp(turned.type, lanes, turned, [col, self.offset],
                                      ir.AffineMap.get_minor_identity(2, 1), [False]).result

    def _columns(self, op, operand, sizes, first: int) -> list:
        """The columns of the turned ``operand`` (row element x batch) that a dynamic slice
        or update of whole rows touches, row-major over its row: the spec's clamped
        starts plus each offset."""
        rshape = shape_of(operand)[1:]
        starts = clamped_starts(self, op, operand, sizes, first)[1:]
        idx = [self.cast("arith.index_cast", s, elem_of(op.operands[first + 1 + d]), "index")
               for d, s in enumerate(starts)]
        strides = [int(np.prod(rshape[d + 1:], dtype=np.int64)) for d in range(len(rshape))]
        cols = []
        for u in all_indices(tuple(sizes[1:])):
            col = self.index_constant(flat_index(rshape, u))
            for d, i in enumerate(idx):
                scaled = self.apply("arith.muli", [i, self.index_constant(strides[d])],
                                    "index") if strides[d] != 1 else i
                col = self.apply("arith.addi", [col, scaled], "index")
            cols.append(col)
        return cols

    def _write_rows(self, op):
        """A dynamic_update_slice of whole rows into a carry in memory: one vector write of
        the lanes per element of the update's row, into the carried tensor itself."""
        operand, update = op.operands[0], op.operands[1]
        written = self.vals(operand)[0]
        for col, value in zip(self._columns(op, operand, list(shape_of(update)), 2),
                              self.vals(update)):
            written = self._write_lanes(value, written, col)
        return written

    def _turned_type(self, v) -> ir.RankedTensorType:
        """Batch-leading ``v`` as the kernel holds it in memory: row element x batch."""
        rows = int(np.prod(shape_of(v)[1:], dtype=np.int64))
        return builders.tensor_of((rows, self.batch), elem_of(v))

    def _s_while(self, op) -> list[list]:
        """A nested loop: batched carries start as vectors (a splat made one), the others
        as scalars."""
        inits, saved = [], self.lanes
        for v in op.operands:
            self.lanes = v in self.batched or None
            inits.extend(self.vals(v))
        self.lanes = None
        try:
            return split_results(op, self._while(op, inits), self)
        finally:
            self.lanes = saved

    def _region(self, region, arg_names):
        """As scalarized, with a splat yielded as rows (to a batched carry of a loop, or a
        batched result of if / case) made one row of vectors."""
        names = ScalarizedKernel._region(self, region, arg_names)
        parent = operation(region.owner)
        returned = block_ops(list(region.blocks)[0])[-1].operands
        slots = []  # the values whose kernel type the returned ones must have
        if parent.name == "stablehlo.while" and region == parent.regions[1]:
            slots = list(list(region.blocks)[0].arguments)
        elif parent.name in ("stablehlo.if", "stablehlo.case"):
            slots = list(parent.results)
        if slots:
            for j, v in enumerate(returned):
                if parent == self.loop and j in self.memory:
                    continue
                if slots[j] in self.batched and v not in self.batched:
                    if not is_splat(v):  # its rows may differ: no row of its own
                        raise Ineligible("a row-independent value yielded as rows")
                    self.lanes = True
                    names[j] = self.vals(v)[:product(self.shape(slots[j]))]
                    self.lanes = None
        return names

    def _while_slots(self, op) -> list[list]:
        memory = self.memory if op == self.loop else set()
        return [[self._turned_type(v)] if j in memory else
                [self.ktype(v)] * int(np.prod(self.shape(v))) for j, v in enumerate(op.operands)]

    def _kernel_func(self) -> None:
        """Row elements lie across the rows in memory: each batched input is made an R x B
        tensor (reshape, transpose) so that an element's lanes are read as one contiguous
        vector, and results are written so and turned back.  (A transfer_read / write with
        a permutation map across the rows came back wrong from IREE 3.13.)"""
        b, carries = self.batch, list(self.loop.operands)
        rows_in = [v for v in self.inputs if v in self.batched]  # others: read whole
        kernel = func.FuncOp("kernel", ([_tensor(v) for v in self.inputs],
                                        [_tensor(v) for v in carries]))
        entry = kernel.add_entry_block()
        self.args = dict(zip(self.inputs, entry.arguments))
        with ir.InsertionPoint(entry):
            turned = {}
            for v in rows_in:
                rows = self.args[v] if len(shape_of(v)) == 2 else \
                    hlo.reshape(self.args[v], (b, product(self.shape(v))))
                turned[v] = hlo.transpose(rows, (1, 0))
            region = flow.DispatchRegionOp(
                [_tensor(v) if shape_of(v) == () else self._turned_type(v) for v in carries],
                [], [])
            rets = []
            for v, result in zip(carries, region.results):
                if shape_of(v) != ():  # turned back
                    result = hlo.transpose(result, (1, 0))
                    if len(shape_of(v)) != 2:
                        result = hlo.reshape(result, shape_of(v))
                rets.append(result)
            func.ReturnOp(rets)
        with ir.InsertionPoint(region.regions[0].blocks.append()):
            zero, count, step = (builders.index_constant(c) for c in (0, b, TILE))
            # before cols_end: paddings, column indices and the tiles' initial values;
            # before head_end (at_head): what the rows share, read whole; both erased
            cols_end = builders.index_constant(0).owner
            self.head_end = builders.index_constant(0).owner
            cols: dict = {}

            def col(j: int):
                if j not in cols:
                    with ir.InsertionPoint(cols_end):
                        cols[j] = builders.index_constant(j)
                return cols[j]
            with ir.InsertionPoint(cols_end):
                inits = [builders.scalar_constant(0, elem_of(v)) if shape_of(v) == () else
                         tensor.empty([product(self.shape(v)), b],
                                      builders.element_type(elem_of(v))) for v in carries]
            tiles = scf.ForOp(zero, count, step, inits)
            self.offset, accs = tiles.induction_variable, list(tiles.inner_iter_args)
            with ir.InsertionPoint(tiles.body):
                for v in rows_in:
                    with ir.InsertionPoint(cols_end):
                        pad = builders.scalar_constant(0, elem_of(v))
                    if v in self.in_memory:
                        self.turned[v] = (turned[v], pad)
                        continue
                    self.names[v] = [self._read_lanes(turned[v], col(j), pad)
                                     for j in range(product(self.shape(v)))]
                filled = {}
                for j in sorted(self.memory):  # the splat start, written lanes by lanes per tile
                    v = carries[j]
                    splat = builders.splat_vector(builders.scalar_constant(
                        hlo.splat_value(v), elem_of(v)), self.vt(elem_of(v)))
                    filled[j] = accs[j]
                    for r in range(product(shape_of(v)[1:])):
                        filled[j] = self._write_lanes(splat, filled[j], col(r))
                results = self._while(self.loop, [n for j, v in enumerate(carries)
                                                  for n in ([filled[j]] if j in self.memory
                                                            else self.vals(v))])
                yields, pos = [], 0
                for i, v in enumerate(carries):
                    inits[i].owner.move_before(cols_end)  # each before its columns
                    n = 1 if i in self.memory else product(self.shape(v))
                    if i in self.memory or shape_of(v) == ():
                        yields.append(results[pos])
                    else:
                        acc = accs[i]
                        for j in range(n):
                            acc = self._write_lanes(results[pos + j], acc, col(j))
                        yields.append(acc)
                    pos += n
                scf.YieldOp(yields)
            flow.ReturnOp([tensor.from_elements(_tensor(v), [t]) if shape_of(v) == () else t
                           for v, t in zip(carries, tiles.results)])
        cols_end.operation.erase()
        self.head_end.operation.erase()


def _tensor(v) -> ir.RankedTensorType:
    """``v``'s tensor type in the kernel (signless element type)."""
    return builders.tensor_of(shape_of(v), elem_of(v))
