"""The scalarized form of hostcall-kernelize-loops: one dispatch region whose scf.while
carries every element of a small state as a scalar, built with typed builders;
SCALARIZED_RULES move the scalars of the structural ops.  The rules emit through the
kernel's methods (apply, compare, cast, extract, insert, from_elements, index_constant,
if_rule, case_rule), so the batched form runs them on vectors of rows."""
from __future__ import annotations

import re
from contextlib import contextmanager

import numpy as np
from iree.compiler import ir
from iree.compiler.dialects import flow, func, scf, tensor

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import parse_dims
from hostcall.dialects.ops import block_ops, i64s, operation

from .common import (
    FLOATS, INTS, Ineligible, all_indices, attr_ints, dense_values, elem_of, flat_index,
    is_float, is_gathered_table, is_splat, operand_elem, outside_values, product, raw_elem,
    reads_arguments, result_elem, shape_of, size_of, unique)
from . import builders
from .elementwise import ElementwiseKernel, RULES, clamped_index, table_constant


def _window_gather(op) -> dict:
    """The dimension numbers of a gather of windows (slices of any size, collapsed dims or
    offset dims; no batching dims), for the scalarized form; Ineligible for others."""
    table, indices = op.operands
    dn = parse_dims(op.attributes["dimension_numbers"])
    dn.setdefault("index_vector_dim", 0)  # omitted from the text when 0
    if dn.get("operand_batching_dims"):
        raise Ineligible("a gather with batching dims")
    if elem_of(indices) not in INTS[1:] or elem_of(table) not in FLOATS + INTS[1:]:
        raise Ineligible(f"a gather of {elem_of(table)} by {elem_of(indices)} indices")
    dn["slice_sizes"] = i64s(op.attributes["slice_sizes"])
    return dn


def _s_gather(k, op):
    """Scalarized: every result element reads the table at its window's clamped start
    plus its offset in the window; a table that is an input or a carry kept in memory is
    read where it lies, a constant one as a constant tensor, one computed in the loop from
    its elements (tensor.from_elements)."""
    table, indices = op.operands
    dn = _window_gather(op)
    index_map, ivd = dn.get("start_index_map", []), dn["index_vector_dim"]
    sizes, offset_dims = dn["slice_sizes"], dn.get("offset_dims", [])
    ishape, shape, e = shape_of(indices), shape_of(table), elem_of(indices)
    rshape = shape_of(op.results[0])
    batch_dims = [d for d in range(len(rshape)) if d not in offset_dims]
    # the table dims a window spans, in order: the result's offset dims index them
    window_dims = [d for d in range(len(shape)) if d not in dn.get("collapsed_slice_dims", [])]
    if table in k.args and table not in k.extracted:
        src = k.args[table]
    elif is_gathered_table(table, k.loop):
        if elem_of(table) == "i1":
            raise Ineligible("a gathered boolean constant")
        src = table_constant(k, table, flat=False)
    elif table in k.tensors:   # a carry kept in memory: read where it lies
        src = k.vals(table)[0]
    else:   # computed in the loop: its scalars gathered into a small tensor
        names = [_stored(k, n, table) for n in k.vals(table)]
        names = names * int(np.prod(shape)) if len(names) == 1 else names
        src = k.from_elements(names, table)
    ivals = k.vals(indices)
    zero = k.index_constant(0)
    starts: dict = {}   # per batch position: the clamped start of each table dim
    out = []
    for r in all_indices(rshape):
        b = tuple(r[d] for d in batch_dims)
        if b not in starts:
            first = [zero] * len(shape)
            for c, d in enumerate(index_map):
                pos = b if ivd == len(ishape) else b[:ivd] + (c,) + b[ivd:]
                s = ivals[flat_index(ishape, pos)] if len(ivals) > 1 else ivals[0]
                s = clamped_index(k, s, indices, shape[d] - sizes[d])
                first[d] = k.cast("arith.index_cast", s, e, "index")
            starts[b] = first
        subs = list(starts[b])
        for d, offset in zip(window_dims, (r[d] for d in offset_dims)):
            if offset:
                subs[d] = k.apply("arith.addi", [subs[d], k.index_constant(offset)], "index")
        out.append(_read(k, src, subs, table))
    return [out]


class ScalarizedKernel(ElementwiseKernel):
    """One dispatch region whose scf.while carries every element of the state as a scalar.

    Each stablehlo value is a row-major list of kernel values; elementwise ops apply the
    per-element rules element by element, structural ops (slices, broadcasts, dot_general,
    reduce, dynamic slices...) only move values around or emit the few ops they need.
    Ops go to the current insertion point, except what the region reads once up front
    (inputs read whole, memory carries made): those go to its head, see at_head."""

    def __init__(self, loop, max_elements: int):
        self.loop = loop
        self.names, self.index = {}, 0
        self.extracted: dict = {}
        self.folded: dict = {}   # add op -> its values, made by the dot_general it reads
        outside = outside_values(loop)
        for v in [*loop.operands, *outside]:
            if elem_of(v) not in FLOATS + INTS:
                raise Ineligible(f"element type {raw_elem(v)} (floats, integers and "
                                 f"booleans only)")
        self.max_elements = max_elements
        self.memory = memory_carries(loop)
        # memory carries are made inside the region (filled with their splat, or copied
        # from their input element by element): they become the dispatch's own result
        # buffers, unbounded, where a tensor carried from an input would be copied onto
        # the dispatch's stack (bounded at 32 KiB in IREE 3.13: "exceeded stack
        # allocation limit")
        self.filled = set(self.memory)
        filled_values = {loop.operands[j] for j in self.filled if is_splat(loop.operands[j])}
        self.inputs = unique([*(v for v in loop.operands if v not in filled_values),
                               *(v for v in outside if not is_splat(v))])
        self.args = dict.fromkeys(self.inputs)   # the kernel's arguments, once built
        if not any(reads_arguments(v) for v in self.inputs):
            # IREE 3.13 binds the results of a dispatch region that reads only constants to
            # the wrong buffers (OUT_OF_RANGE at run time); such a loop stays a host loop
            raise Ineligible("a loop of constants only")
        self.updates, self.tensors = set(), set()  # writers; values held as one tensor
        self.loop_memory, self.skipped = {}, set()
        self._hold(loop, self.memory)
        self.built = self._build()
        size = sum(size_of(v) for j, v in enumerate(loop.operands) if j not in self.memory) + \
            sum(size_of(v) for v in self.extracted)
        if size > max_elements:
            raise Ineligible(f"state and inputs hold {size} elements (max-elements="
                             f"{max_elements})")

    def vals(self, v) -> list:
        if v in self.names:
            return self.names[v]
        if v in self.args:  # an input read element by element, extracted once up front
            if v not in self.extracted:
                if size_of(v) > self.max_elements:
                    raise Ineligible(f"an input of {size_of(v)} elements read whole")
                with self.at_head():
                    self.extracted[v] = [
                        _read(self, self.args[v], [self.index_constant(i) for i in idx], v)
                        for idx in all_indices(shape_of(v))]
            return self.extracted[v]
        c = hlo.splat_value(v)
        if c is not None:
            return [self.const(c, elem_of(v))] * size_of(v)
        if isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant":
            return [self.const(x, elem_of(v)) for x in dense_values(v)]
        raise Ineligible(f"value {v.get_name()} has no scalar form")

    def scalar(self, v):
        names = self.vals(v)
        return names[self.index] if len(names) > 1 else names[0]

    def dot_addend(self, op):
        """(ops, addend) when dot_general ``op``'s result goes through single-use reshapes
        and transposes that keep its elements' order (IREE drops unit dimensions: a
        matrix-vector product, or one under vmap) to a float add in the same block whose
        other operand is already known, else None.  IREE folds such an add into the
        product's accumulator (the host loop's sums start from the addend: `x + k @ v`,
        `f @ p @ f.T + q`), so the kernel's sums start there too, for the same bits.
        ``ops``: the reshapes, transposes and the add, the add last."""
        chain, value = [], op.results[0]
        while True:
            uses = list(value.uses)
            if len(uses) != 1 or uses[0].owner.parent != op.operation.parent:
                return None
            user = operation(uses[0].owner)
            chain.append(user)
            if user.name == "stablehlo.add":
                break
            if not _keeps_order(self, user):
                return None
            value = user.results[0]
        addend = user.operands[1 - uses[0].operand_number]
        known = addend in self.names or addend in self.args or is_constant(addend)
        return (chain, addend) if known and addend != value else None

    def shape(self, v) -> tuple:
        """The shape whose row-major elements ``vals(v)`` lists (the batched form: a row)."""
        return shape_of(v)

    # -- the kernel ops the scalarized rules add to the per-element ones
    def insert(self, value, tensor_value, indices: list, v):
        """``tensor_value`` (holding ``v`` as held_type says) with ``value`` at ``indices``."""
        return tensor.insert(value, tensor_value, indices)

    def from_elements(self, values: list, v):
        """A tensor holding ``v`` (as held_type says) of the row-major ``values``."""
        return tensor.from_elements(held_type(v), values)

    @contextmanager
    def at_head(self):
        """Emit at the head of the dispatch region (before the loop), where every region
        of the kernel sees what is made."""
        with ir.InsertionPoint(self.head_end):
            yield

    # -- the whole kernel (ElementwiseKernel._build calls this)
    def _kernel_func(self) -> None:
        carries = list(self.loop.operands)
        types = [held_type(v) for v in carries]
        kernel = func.FuncOp("kernel", ([held_type(v) for v in self.inputs], types))
        entry = kernel.add_entry_block()
        self.args = dict(zip(self.inputs, entry.arguments))
        with ir.InsertionPoint(entry):
            region = flow.DispatchRegionOp(types, [], [])
            func.ReturnOp(list(region.results))
        with ir.InsertionPoint(region.regions[0].blocks.append()):
            # the head's end: what at_head makes goes before it; erased once built
            self.head_end = builders.index_constant(0).owner
            filled = self._fill({j: carries[j] for j in sorted(self.filled)})
            inits = [n for j, v in enumerate(carries)
                     for n in ([filled[j]] if j in self.filled else self.vals(v))]
            results = self._while(self.loop, inits)
            rets, pos = [], 0
            for j, v in enumerate(carries):
                if j in self.memory:
                    rets.append(results[pos])
                    pos += 1
                    continue
                n = size_of(v)
                rets.append(self.from_elements(
                    [_stored(self, r, v) for r in results[pos:pos + n]], v))
                pos += n
            flow.ReturnOp(rets)
        self.head_end.operation.erase()

    def _fill(self, carries: dict) -> dict:
        """Memory carries, made inside the region: tensor.empty, then tensor.insert of each
        value (the splat, or the input's element) in one scf.for nest per tensor type. IREE
        bufferizes each into the dispatch's own result buffer, so they may be larger than
        the stack (the residual stacks of a long loop under grad). One nest carries all
        tensors of a type: nests of their own would be CSE'd into one, whose result IREE
        then copies on the stack; linalg.fill is refused there ("write affecting operations
        on global resources are restricted to workgroup distributed contexts")."""
        out = {}
        held = {j: (shape_of(v), _held_elem(v)) for j, v in carries.items()}
        for ttype in unique(held.values()):
            keys = [j for j in carries if held[j] == ttype]
            group = [carries[j] for j in keys]
            shape = shape_of(group[0])
            with self.at_head():
                # the splats; None: copied from the input, read in the innermost loop
                values = [self.const(hlo.splat_value(v), _held_elem(v)) if is_splat(v)
                          else None for v in group]
                tensors = [tensor.empty(list(shape), held_type(group[0]).element_type)] * \
                    len(group)
                zero, one = self.index_constant(0), self.index_constant(1)
            point, ivs, nest = ir.InsertionPoint(self.head_end), [], []
            for d in shape:
                with point:
                    loop = scf.ForOp(zero, self.index_constant(d), one, tensors)
                point = ir.InsertionPoint(loop.body)
                ivs.append(loop.induction_variable)
                nest.append(loop)
                tensors = list(loop.inner_iter_args)
            with point:
                inner = [self.insert(tensor.extract(self.args[v], ivs) if value is None
                                     else value, t, ivs, v)
                         for v, t, value in zip(group, tensors, values)]
            for loop in reversed(nest):
                with ir.InsertionPoint(loop.body):
                    scf.YieldOp(inner)
                inner = list(loop.results)
            out.update(zip(keys, inner))
        return out

    def _region(self, region, arg_names: list[list]) -> list[list]:
        blocks = list(region.blocks)
        if len(blocks) != 1:
            raise Ineligible("a region with several blocks")
        block = blocks[0]
        for arg, names in zip(block.arguments, arg_names):
            self.names[arg] = names
        ops = block_ops(block)
        # the writes of memory carries go last (their results are only returned), after
        # every read of the iter_arg, so IREE bufferizes them in place
        body = [op for op in ops[:-1] if op not in self.updates]
        for op in body + [op for op in ops[:-1] if op in self.updates]:
            self.op(op)
        return [self.vals(v) for v in ops[-1].operands]

    def _while_slots(self, op) -> list[list]:
        """The kernel types each carry of ``op`` takes: one tensor for a carry kept in
        memory, else one scalar per element."""
        if op not in self.loop_memory:  # a nested loop: carries passed as tensors stay so
            self._hold(op, {j for j in memory_carries(op) if op.operands[j] in self.tensors})
        memory = self.loop_memory[op]
        return [[held_type(v)] if j in memory else [self.ktype(v)] * size_of(v)
                for j, v in enumerate(op.operands)]

    def _hold(self, loop, memory: set) -> None:
        """Keep carries ``memory`` of ``loop`` in memory: their body arguments are held as
        tensors, their writers write them."""
        self.loop_memory[loop] = memory
        for j in memory:
            writer = memory_writer(loop, j)
            self.tensors.add(loop_body(loop).arguments[j])
            if writer.name != "stablehlo.while":
                self.updates.add(writer)
            if writer.name == "stablehlo.select":  # its update is written by the select
                self.skipped.add(operation(writer.operands[1].owner))

    def _while(self, op, inits: list) -> list:
        slots = self._while_slots(op)
        elems = [t for ts in slots for t in ts]

        def split(values):
            out, pos = [], 0
            for ts in slots:
                out.append(values[pos:pos + len(ts)])
                pos += len(ts)
            return out
        # tensors (carries kept in memory) first: MLIR's scf.while canonicalization drops a
        # scalar the condition forwards but nothing after it reads (a flag the condition
        # tests), and bufferization then pairs each forwarded tensor with the iter_arg at
        # its new position ("Condition arg #2 is not equivalent to the corresponding iter
        # bbArg"); scalars after the tensors leave the tensors' positions as they are
        order = sorted(range(len(elems)),
                       key=lambda i: not isinstance(elems[i], ir.RankedTensorType))
        place = {i: k for k, i in enumerate(order)}
        types = [elems[i] for i in order]
        loop = scf.WhileOp(types, [inits[i] for i in order])
        before = loop.before.blocks.append(*types)
        after = loop.after.blocks.append(*types)
        with ir.InsertionPoint(before):
            cond = self._region(op.regions[0],
                                split([before.arguments[place[i]] for i in range(len(elems))]))
            scf.ConditionOp(cond[0][0], list(before.arguments))
        with ir.InsertionPoint(after):
            nexts = self._region(op.regions[1],
                                 split([after.arguments[place[i]] for i in range(len(elems))]))
            nexts = [n for values in nexts for n in values]
            scf.YieldOp([nexts[i] for i in order])
        return [loop.results[place[i]] for i in range(len(elems))]

    def if_rule(self, op) -> list:
        """stablehlo.if as scf.if over every element of its results.  The predicate is
        read after the branches (its ops, if any, right before the scf.if)."""
        types = [self.ktype(v) for v in op.results for _ in range(product(self.shape(v)))]
        placeholder = builders.scalar_constant(True, "i1")
        branch = scf.IfOp(placeholder, types, has_else=True)
        for block, region in ((branch.then_block, op.regions[0]),
                              (branch.else_block, op.regions[1])):
            with ir.InsertionPoint(block):
                scf.YieldOp([n for values in self._region(region, []) for n in values])
        with ir.InsertionPoint(branch):
            branch.operation.operands[0] = self.vals(op.operands[0])[0]
        placeholder.owner.erase()
        return list(branch.results)

    def case_rule(self, op) -> list:
        """stablehlo.case as nested scf.if over every element of its results (an index
        outside [0, n) picks the last branch, as the spec says; builders.case_branches
        says why not scf.index_switch); the index is read after the branches."""
        types = [self.ktype(v) for v in op.results for _ in range(product(self.shape(v)))]
        regions = list(op.regions)
        return builders.case_branches(
            types, len(regions),
            lambda k: [n for values in self._region(regions[k], []) for n in values],
            lambda: self.cast("arith.index_cast", self.vals(op.operands[0])[0],
                              operand_elem(op), "index"))

    def op(self, op) -> None:
        for v in op.results:
            if elem_of(v) not in FLOATS + INTS:
                raise Ineligible(f"{op.name} makes {elem_of(v)} values")
        if op.name == "stablehlo.custom_call":
            raise Ineligible("a custom_call (host callbacks run from the host loop, in order)")
        if op.name == "stablehlo.constant":
            return  # read through vals() where used
        if op in self.updates:
            self.names[op.results[0]] = [_insert_rows(self, op)]
            return
        if op in self.skipped:  # an update its select writes
            return
        if op in self.folded:  # an add (reshape, transpose) folded into a product
            self.names[op.results[0]] = self.folded.pop(op)
            return
        rule = SCALARIZED_RULES.get(op.name)
        if rule is not None:
            outs = rule(self, op)
        elif op.name in RULES:
            outs = [[] for _ in op.results]
            for self.index in range(int(np.prod(self.shape(op.results[0])))):
                got = RULES[op.name](self, op, [self.scalar(v) for v in op.operands])
                for lst, name in zip(outs, got if isinstance(got, list) else [got]):
                    lst.append(name)
            self.index = 0
        else:
            raise Ineligible(f"no scalar rule for {op.name}")
        for v, names in zip(op.results, outs):
            self.names[v] = names


def _bytes(elem: str) -> int:
    return max(1, int(elem.lstrip("bfi") or 8) // 8)


def loop_body(loop) -> ir.Block:
    return list(loop.regions[1].blocks)[0]


def memory_carries(loop) -> set[int]:
    """Carries that stay a tensor in memory: read only by dynamic_slices in the loop body
    and written by one op whose result is the carry's next value (see memory_writer): a scan's
    ys, the residuals a loop under grad stacks, the cotangent of a scan's ys (read row
    by row and zeroed as reverse mode walks back), an array updated by `.at[i].add` in a
    fori_loop, or in a loop nested in it.  The kernel reads them with tensor.extract and
    writes them, after every read, with tensor.insert into the iter_arg itself: the one
    way IREE bufferizes a tensor carried by scf.while in place."""
    return {j for j in range(len(loop.operands)) if memory_writer(loop, j) is not None}


_READS = ("stablehlo.dynamic_slice",)


def memory_writer(loop, j: int):
    """The op writing memory carry ``j`` of ``loop``, or None when ``j`` is not one.  A
    writer takes the carry's body argument and yields its next value (the body's j-th
    result, its only use): a dynamic_update_slice into it; a select of such an update and
    the argument itself on a 0-d predicate (broadcast), as a scatter of one element that
    drops out-of-bounds indices becomes (`.at[i, j].add`); a nested while carrying it as
    one of its own memory carries (and nothing else reads it)."""
    body = loop_body(loop)
    arg = body.arguments[j]
    cond_args = list(list(loop.regions[0].blocks)[0].arguments)
    if list(cond_args[j].uses) or shape_of(arg) == ():
        return None
    users = [(operation(u.owner), u.operand_number) for u in arg.uses]
    if any(user.parent != loop for user, _ in users):
        return None
    reads = [user for user, n in users if user.name in _READS and n == 0]
    others = [(user, n) for user, n in users if user not in reads]
    writer, result = None, None
    updates = [user for user, n in others if user.name == "stablehlo.dynamic_update_slice"
               and n == 0]
    if len(updates) == 1:
        update = updates[0]
        uses = list(update.results[0].uses)
        if len(uses) == 1 and operation(uses[0].owner).name == "stablehlo.select":
            select = operation(uses[0].owner)
            pred = select.operands[0]
            if uses[0].operand_number == 1 and select.operands[2] == arg and \
                    _scalar_predicate(pred) is not None and \
                    len(others) == 2 and select in [u for u, _ in others]:
                writer, result = select, select.results[0]
        elif len(others) == 1:
            writer, result = update, update.results[0]
    elif len(others) == 1 and not reads and others[0][0].name == "stablehlo.while":
        nested, n = others[0]
        if memory_writer(nested, n) is not None:
            writer, result = nested, nested.results[n]
    if writer is None:
        return None
    returned = list(block_ops(body)[-1].operands)
    if len(list(result.uses)) != 1 or returned[j] != result:
        return None
    return writer


def _scalar_predicate(pred):
    """The 0-d i1 value a predicate is (a broadcast of it), or None."""
    if shape_of(pred) == ():
        return pred
    if isinstance(pred, ir.OpResult) and pred.owner.name == "stablehlo.broadcast_in_dim" \
            and shape_of(pred.owner.operands[0]) == ():
        return pred.owner.operands[0]
    return None


def _insert_rows(k, op) -> ir.Value:
    """A write into a memory carry: tensor.insert of the update at the clamped start; a
    select on a predicate inserts the update where it holds and the element read there
    where it does not."""
    pred = None
    if op.name == "stablehlo.select":
        pred, op = k.vals(_scalar_predicate(op.operands[0]))[0], operation(op.operands[1].owner)
    operand, update = op.operands[0], op.operands[1]
    ushape = shape_of(update)
    starts = clamped_starts(k, op, operand, list(ushape), 2)
    idx = [k.cast("arith.index_cast", s, elem_of(op.operands[2 + d]), "index")
           for d, s in enumerate(starts)]
    written, upd = k.vals(operand)[0], k.vals(update)
    subs = [_offsets(k, idx, u) for u in all_indices(ushape)]
    values = [upd[flat_index(ushape, u)] for u in all_indices(ushape)]
    if pred is not None:  # every element read before any is written
        olds = [_read(k, written, sub, operand) for sub in subs]
        values = [k.apply("arith.select", [pred, new, old], elem_of(operand))
                  for new, old in zip(values, olds)]
    for sub, value in zip(subs, values):
        written = k.insert(_stored(k, value, operand), written, sub, operand)
    return written


def _offsets(k, starts: list, offset: tuple) -> list:
    """The index values ``starts`` plus ``offset`` (an index of a window), dim by dim."""
    return [s if x == 0 else k.apply("arith.addi", [s, k.index_constant(x)], "index")
            for s, x in zip(starts, offset)]


def held_type(v) -> ir.RankedTensorType:
    """``v``'s tensor type as the scalarized form holds it: IREE 3.13 stores boolean
    tensors as i8 and rejects tensor.extract / insert / from_elements of i1 ("scalar type
    matches element type"), so booleans are held as bytes (0 or 1), _read and _stored
    convert at each access and a stablehlo.convert takes them into and out of the kernel."""
    return builders.tensor_of(shape_of(v), _held_elem(v))


def _held_elem(v) -> str:
    return "i8" if elem_of(v) == "i1" else elem_of(v)


def _read(k, held, indices: list, v):
    """The element at ``indices`` of ``held`` (holding ``v`` as held_type says), as a
    kernel scalar."""
    value = k.extract(held, indices)
    return k.cast("arith.trunci", value, "i8", "i1") if elem_of(v) == "i1" else value


def _stored(k, value, v):
    """Scalar ``value`` as a tensor holding ``v`` stores it (a boolean as a byte)."""
    return k.cast("arith.extui", value, "i1", "i8") if elem_of(v) == "i1" else value


def _s_reshape(k, op):
    return [k.vals(op.operands[0])]


def _s_broadcast(k, op):
    src = k.vals(op.operands[0])
    sshape, dshape = k.shape(op.operands[0]), k.shape(op.results[0])
    dims = list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))
    return [[src[flat_index(sshape, tuple(0 if sshape[j] == 1 else idx[d]
                                     for j, d in enumerate(dims)))]
             for idx in all_indices(dshape)]]


def _s_transpose(k, op):
    src = k.vals(op.operands[0])
    sshape, dshape = k.shape(op.operands[0]), k.shape(op.results[0])
    perm = list(ir.DenseI64ArrayAttr(op.attributes["permutation"]))
    out = []
    for idx in all_indices(dshape):
        s = [0] * len(sshape)
        for i, p in enumerate(perm):
            s[p] = idx[i]
        out.append(src[flat_index(sshape, tuple(s))])
    return [out]


def _s_slice(k, op):
    src = k.vals(op.operands[0])
    sshape, dshape = k.shape(op.operands[0]), k.shape(op.results[0])
    start = list(ir.DenseI64ArrayAttr(op.attributes["start_indices"]))
    strides = list(ir.DenseI64ArrayAttr(op.attributes["strides"]))
    return [[src[flat_index(sshape, tuple(b + i * s for i, b, s in zip(idx, start, strides)))]
             for idx in all_indices(dshape)]]


def _s_concatenate(k, op):
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    dshape = k.shape(op.results[0])
    parts, offsets, off = [], [], 0
    for v in op.operands:
        parts.append((k.vals(v), k.shape(v)))
        offsets.append(off)
        off += k.shape(v)[dim]
    out = []
    for idx in all_indices(dshape):
        for (names, shape), o in zip(parts, offsets):
            if o <= idx[dim] < o + shape[dim]:
                s = list(idx)
                s[dim] -= o
                out.append(names[flat_index(shape, tuple(s))])
                break
    return [out]


def _s_pad(k, op):
    """Each result element is the operand element it lands on (low + i * (interior + 1),
    negative edges cropping) or the padding value: index arithmetic, no ops emitted."""
    src, fill = k.vals(op.operands[0]), k.vals(op.operands[1])[0]
    sshape, dshape = k.shape(op.operands[0]), k.shape(op.results[0])
    low, interior = (list(ir.DenseI64ArrayAttr(op.attributes[a]))
                     for a in ("edge_padding_low", "interior_padding"))
    out = []
    for idx in all_indices(dshape):
        s = []
        for i, lo, step, n in zip(idx, low, interior, sshape):
            q, r = divmod(i - lo, step + 1)
            s.append(q if r == 0 and 0 <= q < n else None)
        out.append(fill if None in s else src[flat_index(sshape, tuple(s))])
    return [out]


def _s_reverse(k, op):
    src, shape = k.vals(op.operands[0]), k.shape(op.operands[0])
    dims = attr_ints(op, "dimensions")
    return [[src[flat_index(shape, tuple(shape[d] - 1 - x if d in dims else x
                                     for d, x in enumerate(idx)))]
             for idx in all_indices(shape)]]


def _s_iota(k, op):
    e = result_elem(op)
    dim = ir.IntegerAttr(op.attributes["iota_dimension"]).value
    return [[k.const(idx[dim], e) for idx in all_indices(k.shape(op.results[0]))]]


def dot_dims(op, key: str) -> list[int]:
    found = re.search(key + r" = \[([0-9, ]*)\]", str(op.attributes["dot_dimension_numbers"]))
    return [int(x) for x in found.group(1).split(",") if x.strip()] if found else []


def is_constant(v) -> bool:
    return hlo.splat_value(v) is not None or \
        (isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant")


def _keeps_order(k, op) -> bool:
    """Whether reshape or transpose ``op`` lists its operand's elements (``k.vals``) in the
    same order: a reshape always; a transpose that moves only dimensions of size 1."""
    if op.name == "stablehlo.reshape":
        return True
    if op.name != "stablehlo.transpose":
        return False
    shape = k.shape(op.operands[0])
    moved = [p for p in ir.DenseI64ArrayAttr(op.attributes["permutation"]) if shape[p] != 1]
    return moved == sorted(moved)


def _s_dot_general(k, op):
    e = result_elem(op)
    if not is_float(e) or operand_elem(op) != e or operand_elem(op, 1) != e:
        raise Ineligible("dot_general of mixed or integer types")
    dims = [dot_dims(op, f"{side}_{kind}_dimensions")
            for kind in ("batching", "contracting") for side in ("lhs", "rhs")]
    folded = k.dot_addend(op)
    if folded is None:
        return [_dot(k, op, *dims, e)]
    chain, addend = folded
    k.folded.update((o, []) for o in chain[:-1])
    k.folded[chain[-1]] = _dot(k, op, *dims, e, k.vals(addend))
    return [[]]   # read only by the add (through reshapes), which takes the sums made here


def _dot(k, op, lb, rb, lc, rc, e, init=None):
    """The products' sums, left to right with fma, each starting from ``init``'s element
    (an addend folded in) or from the first product."""
    lhs, rhs = k.vals(op.operands[0]), k.vals(op.operands[1])
    ls, rs = k.shape(op.operands[0]), k.shape(op.operands[1])
    lf = [d for d in range(len(ls)) if d not in lb + lc]
    rf = [d for d in range(len(rs)) if d not in rb + rc]
    out = []
    for n, idx in enumerate(all_indices(k.shape(op.results[0]))):
        b, li, ri = idx[:len(lb)], idx[len(lb):len(lb) + len(lf)], idx[len(lb) + len(lf):]
        acc = None if init is None else init[n if len(init) > 1 else 0]
        for c in all_indices(tuple(ls[d] for d in lc)):
            lidx, ridx = [0] * len(ls), [0] * len(rs)
            for d, x in zip(lb, b):
                lidx[d] = x
            for d, x in zip(rb, b):
                ridx[d] = x
            for d, x in zip(lf, li):
                lidx[d] = x
            for d, x in zip(rf, ri):
                ridx[d] = x
            for d, x in zip(lc, c):
                lidx[d] = x
            for d, x in zip(rc, c):
                ridx[d] = x
            a, bb = lhs[flat_index(ls, tuple(lidx))], rhs[flat_index(rs, tuple(ridx))]
            acc = k.apply("arith.mulf", [a, bb], e) if acc is None else \
                k.apply("math.fma", [a, bb, acc], e)
        out.append(acc if acc is not None else k.const(0, e))
    return out


def _s_reduce(k, op):
    n = len(op.operands) // 2
    inputs, inits = op.operands[:n], op.operands[n:]
    dims = list(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
    shape = k.shape(inputs[0])
    keep = [d for d in range(len(shape)) if d not in dims]
    vals = [k.vals(v) for v in inputs]
    outs = [[] for _ in range(n)]
    for idx in all_indices(tuple(shape[d] for d in keep)):
        acc = [k.vals(v)[0] for v in inits]
        for r in all_indices(tuple(shape[d] for d in dims)):
            full = [0] * len(shape)
            for d, x in zip(keep, idx):
                full[d] = x
            for d, x in zip(dims, r):
                full[d] = x
            f = flat_index(shape, tuple(full))
            got = k._region(op.regions[0], [[a] for a in acc] + [[v[f]] for v in vals])
            acc = [g[0] for g in got]
        for lst, a in zip(outs, acc):
            lst.append(a)
    return outs


def clamped_starts(k, op, operand, sizes, first: int) -> list:
    """The spec's start indices: each clamped into [0, dim - size], as index values."""
    out = []
    for d, v in enumerate(op.operands[first:first + len(sizes)]):
        out.append(clamped_index(k, k.vals(v)[0], v, shape_of(operand)[d] - sizes[d]))
    return out


def _s_dynamic_slice(k, op):
    operand = op.operands[0]
    sizes = list(ir.DenseI64ArrayAttr(op.attributes["slice_sizes"]))
    starts = clamped_starts(k, op, operand, sizes, 1)
    in_memory = operand in k.args and operand not in k.extracted  # read where it lies
    if in_memory or operand in k.tensors:  # or a carry kept in memory
        held = k.args[operand] if in_memory else k.vals(operand)[0]
        idx = [k.cast("arith.index_cast", s, elem_of(op.operands[1 + d]), "index")
               for d, s in enumerate(starts)]
        return [[_read(k, held, _offsets(k, idx, u), operand)
                 for u in all_indices(tuple(sizes))]]
    src, shape, e = k.vals(operand), shape_of(operand), elem_of(operand)
    out = []
    for u in all_indices(tuple(sizes)):
        value = None
        for start in all_indices(tuple(shape[d] - sizes[d] + 1 for d in range(len(shape)))):
            name = src[flat_index(shape, tuple(s + x for s, x in zip(start, u)))]
            if value is None:
                value = name
                continue
            hit = _all_equal(k, op, starts, start, 1)
            value = k.apply("arith.select", [hit, name, value], e)
        out.append(value)
    return [out]


def _all_equal(k, op, starts, want, first) -> ir.Value:
    """An i1 that holds when every clamped start index equals the one in ``want``."""
    conds = []
    for d, (s, w) in enumerate(zip(starts, want)):
        e = elem_of(op.operands[first + d])
        conds.append(k.compare("arith.cmpi", "eq", s, k.const(w, e), e))
    c = conds[0]
    for other in conds[1:]:
        c = k.apply("arith.andi", [c, other], "i1")
    return c


def _s_dynamic_update_slice(k, op):
    operand, update = op.operands[0], op.operands[1]
    shape, ushape, e = shape_of(operand), shape_of(update), elem_of(operand)
    starts = clamped_starts(k, op, operand, list(ushape), 2)
    src, upd = k.vals(operand), k.vals(update)
    out = []
    for idx in all_indices(shape):
        value = src[flat_index(shape, idx)]
        for start in all_indices(tuple(shape[d] - ushape[d] + 1 for d in range(len(shape)))):
            u = tuple(i - s for i, s in zip(idx, start))
            if all(0 <= x < n for x, n in zip(u, ushape)):
                hit = _all_equal(k, op, starts, start, 2)
                value = k.apply("arith.select", [hit, upd[flat_index(ushape, u)], value], e)
        out.append(value)
    return [out]


def _s_if(k, op):
    return split_results(op, k.if_rule(op), k)


def _s_case(k, op):
    return split_results(op, k.case_rule(op), k)


def split_results(op, names, k):
    out, pos = [], 0
    for v in op.results:
        n = product(k.shape(v))
        out.append(names[pos:pos + n])
        pos += n
    return out


# Rows a sorting network orders inside a kernel: an odd-even transposition network has
# n (n - 1) / 2 comparisons, so longer rows stay on the host.
MAX_SORTED_ROW = 32


def _s_sort(k, op):
    """Each row along ``dimension`` through an odd-even transposition network of the
    comparator: an adjacent pair swaps only when the right one compares strictly first, so
    equal keys keep their order (stable, as ``is_stable`` asks, and the spec allows)."""
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    shape = k.shape(op.operands[0])
    n = shape[dim]
    if n > MAX_SORTED_ROW:
        raise Ineligible(f"stablehlo.sort of rows of {n} (a kernel sorts up to "
                         f"{MAX_SORTED_ROW})")
    vals = [list(k.vals(v)) for v in op.operands]
    elems = [elem_of(v) for v in op.operands]
    other = [d for d in range(len(shape)) if d != dim]
    for idx in all_indices(tuple(shape[d] for d in other)):
        row = []
        for j in range(n):
            full = [0] * len(shape)
            for d, x in zip(other, idx):
                full[d] = x
            full[dim] = j
            row.append(flat_index(shape, tuple(full)))
        for step in range(n):
            for left in range(step % 2, n - 1, 2):
                a, b = row[left], row[left + 1]
                swap = k._region(op.regions[0], [[v[i]] for v in vals for i in (b, a)])[0][0]
                for v, e in zip(vals, elems):
                    v[a], v[b] = (k.apply("arith.select", [swap, v[b], v[a]], e),
                                  k.apply("arith.select", [swap, v[a], v[b]], e))
    return vals


def _s_while(k, op):
    names = k._while(op, [n for v in op.operands for n in k.vals(v)])
    out, pos = [], 0
    for slots in k._while_slots(op):  # a carry held as a tensor: one name
        out.append(names[pos:pos + len(slots)])
        pos += len(slots)
    return out


SCALARIZED_RULES = {
    "stablehlo.reshape": _s_reshape,
    "stablehlo.broadcast_in_dim": _s_broadcast,
    "stablehlo.transpose": _s_transpose,
    "stablehlo.slice": _s_slice,
    "stablehlo.concatenate": _s_concatenate,
    "stablehlo.pad": _s_pad,
    "stablehlo.reverse": _s_reverse,
    "stablehlo.iota": _s_iota,
    "stablehlo.dot_general": _s_dot_general,
    "stablehlo.reduce": _s_reduce,
    "stablehlo.dynamic_slice": _s_dynamic_slice,
    "stablehlo.dynamic_update_slice": _s_dynamic_update_slice,
    "stablehlo.while": _s_while,
    "stablehlo.if": _s_if,
    "stablehlo.case": _s_case,
    "stablehlo.gather": _s_gather,
    "stablehlo.optimization_barrier": lambda k, op: [k.vals(v) for v in op.operands],
    "stablehlo.sort": _s_sort,
}
