"""hostcall-kernelize-loops: small `stablehlo.while` loops run as one dispatch.

Why: IREE 3.13 keeps `stablehlo.while` control on the host and issues HAL work for every
iteration (about 1.8 us each for a one-dispatch body), so a 2000-step loop of a few
elementwise ops costs 3.5 ms where the arithmetic needs tens of microseconds.  No IREE flag
changes that.  What IREE does run in one dispatch is a loop over scalars inside a
`linalg.generic` or a `flow.dispatch.region`.  The forms, tried in this order:

- per element: every carried value and every value the loop reads from outside has one
  common shape S or is 0-d (a counter, a step size, a scalar predicate), together at most
  ``max-elements`` elements, and every op is elementwise (or a broadcast / reshape of a
  0-d value, iota, a splat constant).  "vectorized": one `flow.dispatch.region` whose
  `scf.while` carries each S-shaped value as a `vector<S x T>` and 0-d values as scalars,
  so the body is vector code.  Where S-shaped booleans are carried or read (IREE stores
  boolean tensors as i8 and rejects vector transfers of them) or everything is 0-d:
  "elementwise", a `linalg.generic` parallel over S whose body runs the whole loop as
  `scf.while` on that element's scalars (0-d carries are computed identically by every
  element, so the condition agrees across elements).  Past ~128 elements neither pays:
  the generic's scalar loop is not vectorized (300 elements x 2000 steps: 130 ms against
  the host loop's 78 ms) and large vectors compile slowly (vector<100x3xf32>: 16 s).
  "tiled" (past max-elements, up to 128 times it: a loop under vmap): an scf.for over
  tiles of 32 elements of the flattened state, each running the vectorized loop.
- scalarized: any state of at most ``max-scalars`` elements (carried, plus inputs read
  whole; inputs read by dynamic_slice stay in memory and are read where they lie, and
  so do carries only read by dynamic_slices and written by one dynamic_update_slice,
  a select of one on a scalar predicate (a scatter of one element, `.at[i, j].add`) or
  a nested loop keeping them in memory: a scan's ys, the residual stacks and the ys'
  cotangent of reverse mode, an array updated in a fori_loop nest, see _writer).
  Those are made in the kernel (filled, or copied from their input), so they live in
  its result buffers, whatever their size).  The
  loop becomes one `flow.dispatch.region` whose `scf.while` carries every element as a
  scalar: slices, concatenate, pad, reverse, broadcast, transpose, reshape, iota, dynamic_slice /
  dynamic_update_slice (with the spec's start clamping), small dot_general and reduce only
  move scalars around or emit the few ops they need.  (Carrying the state as tensors
  instead fails IREE's bufferization unless every write goes into the iter_arg itself.)
- batched (vmap of a loop too big to scalarize): every carried value leads with the batch
  dimension; each value has a batch dimension (followed op by op, BATCH_DIM_RULES) or is
  computed alike for every row, and no op mixes rows; an scf.for over tiles of 32 rows
  runs the scalarized loop with each row element a vector over the rows.  A scan's xs
  (read by dynamic_slices of whole rows) and ys (written by dynamic_update_slices of whole
  rows, starting as a splat) stay in memory, turned row element x batch, a vector of
  lanes read or written at a time.
  Nested loops, if and case take part while their condition, predicate or index reads
  no batched value.

A constant read in the loop only by gathers of single elements (a lookup table, such as
the 256-row float64 table of hostcall-reduce-trig's sin / cos / tan) is not state: the
kernel holds it as a constant tensor and reads it at the spec's clamped start indices
(`tensor.extract`; `vector.gather` in the vectorized form; the scalarized form also reads
index vectors and tables that are inputs, in place).

Both forms handle nested while / if / case.  Per-element rules follow the StableHLO spec the
way IREE's own StableHLO lowering does (integer division and remainder by zero, shift
amounts past the bit width, NaN-propagating max / min and clamp, ordered float compares
except NE), emit the same `math` ops, which IREE expands the same way in both programs, and
fuse a single-use product into the add or subtract reading it (math.fma) as LLVM fuses
the host loop's vector code, and start a dot_general's sums from the addend of an add
that alone reads it (through reshapes), as IREE folds that add into the product's
accumulator, so a kernelized loop and the host loop give the same bits.
Element types: floats, integers, booleans (not complex).  Unsigned integers run as the
signless integers of their width (MLIR's arith is signless): a bitcast_convert takes them
into and out of the kernel, and the rules whose ops differ for unsigned values (division,
remainder, ordered compares, max / min / clamp, converts, gather and slice start clamping)
pick the unsigned op through one table (_UNSIGNED_TWIN, _by_sign), so the threefry loops
of hostcall.random (uint32 keys and counters) and the sampler loops around them become
kernels.  Booleans are i1 scalars; the scalarized form holds boolean tensors (inputs,
carries, stacks kept in memory: the pivot masks reverse mode saves for det or solve) as i8,
as IREE stores them (see _held).  An optimization_barrier is its operands (fold-splats' barrier before an argmax's
iota, as in random.categorical).  Anything else stays a host loop, and so does every loop holding a host callback (callbacks keep
their order); ``classify`` says why (``hostcall inspect`` shows it).
"""
from __future__ import annotations

import re

import ml_dtypes
import numpy as np
from iree.compiler import ir, passmanager

from hostcall.dialects import names, op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import parse_dims
from hostcall.dialects.ops import block_ops, i64s, nested_ops, operation

from .. import Option, register

PASS = "hostcall-kernelize-loops"
KERNEL_ATTR = names.LOOP_KERNEL
# Past ~128 elements the per-element forms lose to the host loop (see the docstring).
DEFAULT_MAX_ELEMENTS = 128
DEFAULT_MAX_SCALARS = 128

# The tiled form (vmap of an elementwise loop): states past max-elements, up to
# TILED_FACTOR times it, run tile after tile of TILE elements (4 AVX2 vectors of f32).
TILED_FACTOR = 128
TILE = 32

_FLOATS = ("f16", "bf16", "f32", "f64")
_INTS = ("i1", "i8", "i16", "i32", "i64")
# Unsigned integers run as the signless integer of their width (see _unsigned).
_SIGNLESS = {"ui8": "i8", "ui16": "i16", "ui32": "i32", "ui64": "i64"}


class Ineligible(Exception):
    """The loop cannot be kernelized; the message says which op or value blocks it."""


# ---------------------------------------------------------------- analysis
def _tensor(v) -> ir.RankedTensorType:
    return ir.RankedTensorType(v.type)


def _shape(v) -> tuple:
    return tuple(_tensor(v).shape)


def _elem(v) -> str:
    """``v``'s element type in the kernel: unsigned integers become the signless integer
    of their width (MLIR's arith is signless; _unsigned picks the ops that differ)."""
    return _SIGNLESS.get(_raw_elem(v), _raw_elem(v))


def _raw_elem(v) -> str:
    return str(_tensor(v).element_type)


def _ty(v) -> str:
    """``v``'s tensor type in the kernel (element type as _elem gives it)."""
    return f"tensor<{''.join(f'{d}x' for d in _shape(v))}{_elem(v)}>"


def _held(v) -> str:
    """``v``'s tensor type as the scalarized form holds it: IREE 3.13 stores boolean
    tensors as i8 and rejects tensor.extract / insert / from_elements of i1 ("scalar type
    matches element type"), so booleans are held as bytes (0 or 1), _read and _stored
    convert at each access and a stablehlo.convert takes them into and out of the kernel."""
    return f"tensor<{''.join(f'{d}x' for d in _shape(v))}{_held_elem(v)}>"


def _held_elem(v) -> str:
    return "i8" if _elem(v) == "i1" else _elem(v)


def _defined_inside(v, loop) -> bool:
    """Whether ``v`` is defined in one of ``loop``'s regions (at any depth)."""
    owner = v.owner
    op = owner.owner if isinstance(owner, ir.Block) else owner
    op = operation(op)
    while op is not None:
        if op == loop:
            return True
        op = op.parent
    return False


def _outside_values(loop) -> list:
    """Values read inside ``loop``'s regions that are defined outside it, in first-use order."""
    seen, out = set(), []
    for op in nested_ops(loop):
        for v in op.operands:
            if not _defined_inside(v, loop) and v not in seen:
                seen.add(v)
                out.append(v)
    return [v for v in out if not _gathered_table(v, loop)]


def _state_shape(loop, outside) -> tuple:
    """The common non-scalar shape S of the loop's state (``()`` when all are 0-d)."""
    shapes = {_shape(v) for v in [*loop.operands, *outside]} - {()}
    if len(shapes) > 1:
        raise Ineligible(f"state of several shapes {sorted(shapes)}")
    return shapes.pop() if shapes else ()


def classify(loop, max_elements: int = DEFAULT_MAX_ELEMENTS,
             max_scalars: int = DEFAULT_MAX_SCALARS) -> str:
    """The kernel form ``loop`` (a stablehlo.while) would take ('vectorized', 'tiled',
    'elementwise', 'scalarized' or 'batched'); raises Ineligible saying why none applies."""
    return _kernel(operation(loop), max_elements, max_scalars)[0]


def _kernel(loop, max_elements: int, max_scalars: int, vectorize: bool = True):
    """(form, kernel) for ``loop``: the per-element forms first, else the scalarized one."""
    return next(_kernels(loop, max_elements, max_scalars, vectorize))


def _kernels(loop, max_elements: int, max_scalars: int, vectorize: bool = True):
    """Every (form, kernel) that applies to ``loop``, in order of preference; raises
    Ineligible (saying why) when none does."""
    if vectorize:
        for form, make in (("vectorized", _Vectorized), ("tiled", _Tiled)):
            try:
                kernel = make(loop, max_elements)
            except Ineligible:
                continue
            yield form, kernel
    try:
        kernel = "elementwise", _Kernel(loop, max_elements)
    except Ineligible as elementwise:
        try:
            kernel = "scalarized", _Scalarized(loop, max_scalars)
        except Ineligible as scalarized:
            try:
                kernel = "batched", _Batched(loop, max_scalars)
            except Ineligible as batched:
                raise Ineligible(f"{scalarized}; per element: {elementwise}; batched: "
                                 f"{batched}") from None
    yield kernel


# ---------------------------------------------------------------- emission
def _float_bits(value: np.ndarray, elem: str) -> str:
    """A float constant's exact bits as MLIR hex (NaN payloads and -0.0 kept)."""
    width = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}[elem]
    raw = np.asarray(value).tobytes()
    return f"0x{int.from_bytes(raw, 'little'):0{width // 4}X}"


class _Kernel:
    """The text of one loop's per-element kernel, built while checking every op."""

    def __init__(self, loop, max_elements: int):
        self.loop = loop
        self.lines: list[str] = []
        self.names: dict = {}        # stablehlo value -> scalar SSA name in the kernel
        self.counter = 0
        outside = _outside_values(loop)
        self.shape = _state_shape(loop, outside)
        for v in [*loop.operands, *outside]:
            if _elem(v) not in _FLOATS + _INTS:
                raise Ineligible(f"element type {_raw_elem(v)} (floats, integers and "
                                 f"booleans only)")
        size = sum(int(np.prod(_shape(v), dtype=np.int64)) for v in [*loop.operands, *outside])
        if size > max_elements:
            raise Ineligible(f"state and inputs hold {size} elements (max-elements="
                             f"{max_elements})")
        if self.shape and int(np.prod(self.shape)) == 0:
            raise Ineligible("empty state")
        self.inputs = _unique([*loop.operands, *(v for v in outside if not _is_splat(v))])
        self.splats = [v for v in outside if _is_splat(v)]
        self.text = self._build()

    # -- helpers used by the rules
    def fresh(self) -> str:
        self.counter += 1
        return f"%k{self.counter}"

    def emit(self, rhs: str) -> str:
        name = self.fresh()
        self.lines.append(f"{name} = {rhs}")
        return name

    def const(self, value, elem: str) -> str:
        if elem in _FLOATS:
            return self.emit(f"arith.constant {_float_bits(np.asarray(value, _np(elem)), elem)}"
                             f" : {elem}")
        if elem == "i1":
            return self.emit(f"arith.constant {'true' if value else 'false'}")
        bits = _bits(elem)  # an unsigned value past the signed range: the same bits
        value = (int(value) + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))
        return self.emit(f"arith.constant {value} : {elem}")

    def scalar(self, v) -> str:
        if v in self.names:
            return self.names[v]
        c = hlo.splat_value(v)
        if c is not None:  # emitted at each use: a use may sit in a region the next one can't see
            return self.const(c, _elem(v))
        if _gathered_table(v, self.loop):  # the whole table, for the gather reading it
            return _table_constant(self, v, flat=True)
        raise Ineligible(f"value {v.get_name()} has no per-element form")

    # -- the whole kernel
    def _build(self) -> str:
        rank = len(self.shape)
        dims = ", ".join(f"d{i}" for i in range(rank))
        tensor_ins = [v for v in self.inputs if _shape(v) != ()]
        scalar_ins = [v for v in self.inputs if _shape(v) == ()]
        head = []
        args = {v: f"%a{i}" for i, v in enumerate(self.inputs)}
        for v in scalar_ins:
            name = self.fresh()
            head.append(f"{name} = tensor.extract {args[v]}[] : {_ty(v)}")
            self.names[v] = name
        carries = list(self.loop.operands)
        outs = []
        for i, v in enumerate(carries):
            outs.append(f"%e{i}")
            head.append(f"%e{i} = tensor.empty() : {self._full_type(_elem(v))}")
        block_args = [f"%in{i}: {_elem(v)}" for i, v in enumerate(tensor_ins)]
        block_args += [f"%out{i}: {_elem(v)}" for i, v in enumerate(carries)]
        for i, v in enumerate(tensor_ins):
            self.names[v] = f"%in{i}"
        self.lines = [f"%idx{d} = linalg.index {d} : index" for d in range(rank)]
        for v in self.splats:  # before the loop, so that every region sees them
            self.names[v] = self.const(hlo.splat_value(v), _elem(v))
        results = self._while(self.loop, [self.scalar(v) for v in carries])
        body = self.lines + [f"linalg.yield {', '.join(results)} : "
                             f"{', '.join(_elem(v) for v in carries)}"]
        identity = f"affine_map<({dims}) -> ({dims})>"
        maps = ", ".join([identity] * (len(tensor_ins) + len(carries)))
        iters = ", ".join(['"parallel"'] * rank)
        full_types = [self._full_type(_elem(v)) for v in carries]
        ins = (f"ins({', '.join(args[v] for v in tensor_ins)} : "
               f"{', '.join(_ty(v) for v in tensor_ins)}) ") if tensor_ins else ""
        generic = (f"%g:{len(carries)} = linalg.generic {{indexing_maps = [{maps}], "
                   f"iterator_types = [{iters}]}} {ins}"
                   f"outs({', '.join(outs)} : {', '.join(full_types)}) "
                   f"attrs = {{{KERNEL_ATTR} = \"elementwise\"}} {{\n"
                   f"^bb0({', '.join(block_args)}):\n  " + "\n  ".join(body) +
                   f"\n}} -> ({', '.join(full_types)})")
        tail, rets = [], []
        # a 0-d carry is element 0 of its result, sliced as a tensor: a tensor.extract
        # outside any dispatch makes IREE read the value back to the host, and the ops
        # after the loop then run in its VM, which has no f16 (sitofp i32 -> f16 "failed to
        # legalize", fuzz_campaign.py --seed 412 --data-indices --random, f40)
        ones, zeros = ", ".join(["1"] * rank), ", ".join(["0"] * rank)
        for i, v in enumerate(carries):
            if _shape(v) == () and rank and not list(self.loop.results[i].uses):
                rets.append(args[v])  # unused (a counter): any value of its type
            elif _shape(v) == () and rank:
                first = f"tensor<{'1x' * rank}{_elem(v)}>"
                tail.append(f"%s{i} = tensor.extract_slice %g#{i}[{zeros}] [{ones}] "
                            f"[{ones}] : {full_types[i]} to {first}")
                tail.append(f"%r{i} = tensor.collapse_shape %s{i} [] : {first} into {_ty(v)}")
                rets.append(f"%r{i}")
            else:
                rets.append(f"%g#{i}")
        sig = ", ".join(f"{args[v]}: {_ty(v)}" for v in self.inputs)
        res_types = ", ".join(_ty(v) for v in carries)
        return (f"func.func @kernel({sig}) -> ({res_types}) {{\n" +
                "\n".join([*head, generic, *tail]) +
                f"\nreturn {', '.join(rets)} : {res_types}\n}}")

    def _full_type(self, elem: str) -> str:
        return f"tensor<{''.join(f'{d}x' for d in self.shape)}{elem}>"

    # -- regions
    def _region(self, region, arg_names: list[str]) -> list[str]:
        """Emit a single-block region's ops with its arguments bound; its returned names."""
        blocks = list(region.blocks)
        if len(blocks) != 1:
            raise Ineligible("a region with several blocks")
        block = blocks[0]
        for arg, name in zip(block.arguments, arg_names):
            self.names[arg] = name
        ops = block_ops(block)
        for op in ops[:-1]:
            self.op(op)
        return [self.scalar(v) for v in ops[-1].operands]

    def _nested(self, fn):
        """Run ``fn`` collecting the lines it emits; returns (lines, fn's value)."""
        saved, self.lines = self.lines, []
        value = fn()
        lines, self.lines = self.lines, saved
        return lines, value

    def kty(self, v) -> str:
        """The kernel type of ``v``'s per-element value."""
        return _elem(v)

    def _while(self, op, inits: list[str]) -> list[str]:
        elems = [self.kty(v) for v in op.operands]
        types = ", ".join(elems)
        before = [self.fresh() for _ in elems]
        after = [self.fresh() for _ in elems]
        cond_lines, cond = self._nested(lambda: self._region(op.regions[0], before))
        body_lines, nexts = self._nested(lambda: self._region(op.regions[1], after))
        results = [self.fresh() for _ in elems]
        head = ", ".join(f"{b} = {i}" for b, i in zip(before, inits))
        self.lines.append(
            f"{results[0]}:{len(elems)} = scf.while ({head}) : ({types}) -> ({types}) {{\n"
            + "\n".join(cond_lines) +
            f"\nscf.condition({cond[0]}) {', '.join(before)} : {types}\n}} do {{\n"
            f"^bb0({', '.join(f'{a}: {t}' for a, t in zip(after, elems))}):\n"
            + "\n".join(body_lines) + f"\nscf.yield {', '.join(nexts)} : {types}\n}}")
        return [f"{results[0]}#{i}" for i in range(len(elems))]

    def op(self, op) -> None:
        if op.name == "stablehlo.constant" and (_is_splat(op.results[0]) or
                                                _gathered_table(op.results[0], self.loop)):
            return  # read through scalar() where used (a splat is one scalar, a table whole)
        for v in op.results:
            if _shape(v) not in ((), self.shape):
                raise Ineligible(f"{op.name} makes a {_shape(v)} value in a loop over "
                                 f"{self.shape} elements")
            if _elem(v) not in _FLOATS + _INTS:
                raise Ineligible(f"{op.name} makes {_elem(v)} values")
        rule = RULES.get(op.name)
        if op.name == "stablehlo.custom_call":
            target = ir.StringAttr(op.attributes["call_target_name"]).value \
                if "call_target_name" in op.attributes else "?"
            raise Ineligible(f"custom_call @{target} (host callbacks run from the host loop, "
                             "in order)")
        if rule is None:
            raise Ineligible(f"no scalar rule for {op.name}")
        if op.name == "stablehlo.constant":
            rule(self, op, [])
            return
        outs = rule(self, op, [self.scalar(v) for v in op.operands])
        for v, name in zip(op.results, outs if isinstance(outs, list) else [outs]):
            self.names[v] = name


def _np(elem: str) -> np.dtype:
    return {"f16": np.float16, "f32": np.float32, "f64": np.float64,
            "bf16": ml_dtypes.bfloat16}[elem]


def _unique(values) -> list:
    seen, out = set(), []
    for v in values:
        if v not in seen:
            seen.add(v)
            out.append(v)
    return out


def _is_splat(v) -> bool:
    return hlo.splat_value(v) is not None


# ---------------------------------------------------------------- scalar rules
def _t(op, i=0) -> str:
    return _elem(op.operands[i])


def _rt(op) -> str:
    return _elem(op.results[0])


def _is_float(e: str) -> bool:
    return e in _FLOATS


# The kernel's integers are signless (_elem).  Rules name the signed arith op or cmpi
# predicate, and _by_sign swaps in its unsigned twin when the stablehlo value it acts on is
# unsigned, or boolean (as IREE's StableHLO lowering treats i1: 1 converts to 1, not -1).
# A rule whose result does not depend on signedness (add, shifts, bitcasts) needs nothing.
_UNSIGNED_TWIN = {"arith.divsi": "arith.divui", "arith.remsi": "arith.remui",
                  "arith.maxsi": "arith.maxui", "arith.minsi": "arith.minui",
                  "arith.extsi": "arith.extui", "arith.sitofp": "arith.uitofp",
                  "arith.fptosi": "arith.fptoui", "arith.index_cast": "arith.index_castui",
                  "slt": "ult", "sle": "ule", "sgt": "ugt", "sge": "uge"}


def _unsigned(v) -> bool:
    return _raw_elem(v) in _SIGNLESS or _raw_elem(v) == "i1"


def _by_sign(name: str, v) -> str:
    """The signed op or predicate ``name``, or its unsigned twin for an unsigned ``v``."""
    return _UNSIGNED_TWIN[name] if _unsigned(v) else name


def _arith(float_op: str, int_op: str, bool_op: str | None = None):
    def rule(k: _Kernel, op, a):
        e = _t(op)
        name = float_op if _is_float(e) else (bool_op if e == "i1" and bool_op else int_op)
        if name is None:
            raise Ineligible(f"{op.name} on {e}")
        return k.emit(f"{name} {', '.join(a)} : {e}")
    return rule


def _math(name: str):
    def rule(k: _Kernel, op, a):
        e = _t(op)
        if not _is_float(e):
            raise Ineligible(f"{op.name} on {e}")
        return k.emit(f"math.{name} {a[0]} : {e}")
    return rule


def _int_math(name: str):
    def rule(k: _Kernel, op, a):
        e = _t(op)
        if _is_float(e):
            raise Ineligible(f"{op.name} on {e}")
        return k.emit(f"math.{name} {a[0]} : {e}")
    return rule


def _bits(e: str) -> int:
    return int(e[1:])


def _integer_division(name: str, float_op: str, int_op: str, on_zero, on_overflow):
    """divide / remainder with the spec's integer edge cases: x / 0 = -1 (all bits set) and
    INT_MIN / -1 = INT_MIN; x % 0 = x and INT_MIN % -1 = 0 (``on_zero`` and ``on_overflow``
    pick the result from (lhs, -1, INT_MIN, 0)); unsigned: divui / remui, x / 0 all bits
    set, x % 0 = x."""
    def rule(k: _Kernel, op, a):
        e = _t(op)
        if _is_float(e):
            return k.emit(f"{float_op} {a[0]}, {a[1]} : {e}")
        if e == "i1":
            raise Ineligible(f"{name} on i1")
        lhs, rhs = a
        zero, one, minus = k.const(0, e), k.const(1, e), k.const(-1, e)
        if _unsigned(op.operands[0]):  # no overflow: only x / 0 and x % 0 are special
            rhs_zero = k.emit(f"arith.cmpi eq, {rhs}, {zero} : {e}")
            safe = k.emit(f"arith.select {rhs_zero}, {one}, {rhs} : {e}")
            out = k.emit(f"{_by_sign(int_op, op.operands[0])} {lhs}, {safe} : {e}")
            edge = {"lhs": lhs, "minus": minus}
            return k.emit(f"arith.select {rhs_zero}, {edge[on_zero]}, {out} : {e}")
        smin = k.const(-(1 << (_bits(e) - 1)), e)
        rhs_zero = k.emit(f"arith.cmpi eq, {rhs}, {zero} : {e}")
        overflow = k.emit(f"arith.andi {k.emit(f'arith.cmpi eq, {lhs}, {smin} : {e}')}, "
                          f"{k.emit(f'arith.cmpi eq, {rhs}, {minus} : {e}')} : i1")
        unsafe = k.emit(f"arith.ori {rhs_zero}, {overflow} : i1")
        safe = k.emit(f"arith.select {unsafe}, {one}, {rhs} : {e}")
        out = k.emit(f"{int_op} {lhs}, {safe} : {e}")
        edge = {"lhs": lhs, "minus": minus, "smin": smin, "zero": zero}
        out = k.emit(f"arith.select {rhs_zero}, {edge[on_zero]}, {out} : {e}")
        return k.emit(f"arith.select {overflow}, {edge[on_overflow]}, {out} : {e}")
    return rule


_divide = _integer_division("divide", "arith.divf", "arith.divsi", "minus", "smin")
_remainder = _integer_division("remainder", "arith.remf", "arith.remsi", "lhs", "zero")


def _shift(kind: str):
    def rule(k: _Kernel, op, a):
        e = _t(op)
        if _is_float(e) or e == "i1":
            raise Ineligible(f"{op.name} on {e}")
        lhs, rhs = a
        top = k.const(_bits(e) - 1, e)
        too_far = k.emit(f"arith.cmpi ugt, {rhs}, {top} : {e}")
        if kind == "shrsi":  # spec: shifting by >= the width fills with the sign bit
            amount = k.emit(f"arith.select {too_far}, {top}, {rhs} : {e}")
            return k.emit(f"arith.shrsi {lhs}, {amount} : {e}")
        shifted = k.emit(f"arith.{kind} {lhs}, {rhs} : {e}")
        return k.emit(f"arith.select {too_far}, {k.const(0, e)}, {shifted} : {e}")
    return rule


def _negate(k: _Kernel, op, a):
    e = _t(op)
    if _is_float(e):
        return k.emit(f"arith.negf {a[0]} : {e}")
    return k.emit(f"arith.subi {k.const(0, e)}, {a[0]} : {e}")


def _abs(k: _Kernel, op, a):
    e = _t(op)
    return k.emit(f"math.{'absf' if _is_float(e) else 'absi'} {a[0]} : {e}")


def _not(k: _Kernel, op, a):
    e = _t(op)
    if _is_float(e):
        raise Ineligible(f"not on {e}")
    return k.emit(f"arith.xori {a[0]}, {k.const(-1 if e != 'i1' else 1, e)} : {e}")


def _sign(k: _Kernel, op, a):
    e = _t(op)
    x = a[0]
    if _is_float(e):  # +-1 keeping the sign; zeros and NaN pass through
        nonzero = k.emit(f"arith.cmpf one, {x}, {k.const(0, e)} : {e}")
        one = k.emit(f"math.copysign {k.const(1, e)}, {x} : {e}")
        return k.emit(f"arith.select {nonzero}, {one}, {x} : {e}")
    if e == "i1":
        return x
    neg = k.emit(f"arith.cmpi slt, {x}, {k.const(0, e)} : {e}")
    pos = k.emit(f"arith.cmpi sgt, {x}, {k.const(0, e)} : {e}")
    v = k.emit(f"arith.select {pos}, {k.const(1, e)}, {k.const(0, e)} : {e}")
    return k.emit(f"arith.select {neg}, {k.const(-1, e)}, {v} : {e}")


def _logistic(k: _Kernel, op, a):
    e = _t(op)
    if not _is_float(e):
        raise Ineligible(f"logistic on {e}")
    one = k.const(1, e)
    ex = k.emit(f"math.exp {k.emit(f'arith.negf {a[0]} : {e}')} : {e}")
    return k.emit(f"arith.divf {one}, {k.emit(f'arith.addf {one}, {ex} : {e}')} : {e}")


def _is_finite(k: _Kernel, op, a):
    e = _t(op)
    mag = k.emit(f"math.absf {a[0]} : {e}")
    return k.emit(f"arith.cmpf one, {mag}, {k.const(np.inf, e)} : {e}")


def _rsqrt(k: _Kernel, op, a):
    return k.emit(f"math.rsqrt {a[0]} : {_t(op)}")


_FLOAT_PREDICATES = {"EQ": "oeq", "NE": "une", "LT": "olt", "LE": "ole", "GT": "ogt",
                     "GE": "oge"}
_SIGNED = {"EQ": "eq", "NE": "ne", "LT": "slt", "LE": "sle", "GT": "sgt", "GE": "sge"}
_ORDERED = ("LT", "LE", "GT", "GE")


def _compare(k: _Kernel, op, a):
    e = _t(op)
    direction = str(op.attributes["comparison_direction"]).split()[-1].rstrip(">")
    kind = (str(op.attributes["compare_type"]).split()[-1].rstrip(">")
            if "compare_type" in op.attributes else "")
    if _is_float(e):
        if kind == "TOTALORDER":
            raise Ineligible("compare TOTALORDER")
        return k.emit(f"arith.cmpf {_FLOAT_PREDICATES[direction]}, {a[0]}, {a[1]} : {e}")
    predicate = _by_sign(_SIGNED[direction], op.operands[0]) if direction in _ORDERED \
        else _SIGNED[direction]
    return k.emit(f"arith.cmpi {predicate}, {a[0]}, {a[1]} : {e}")


def _select(k: _Kernel, op, a):
    return k.emit(f"arith.select {a[0]}, {a[1]}, {a[2]} : {_rt(op)}")


def _minmax(which: str):
    def rule(k: _Kernel, op, a):
        e = _t(op)
        return k.emit(f"{_minmax_name(op.operands[0], which)} {a[0]}, {a[1]} : {e}")
    return rule


_MAX, _MIN = _minmax("max"), _minmax("min")


def _clamp(k: _Kernel, op, a):
    lo, x, hi = a
    e = _t(op, 1)  # a 0-d bound of a state-shaped operand is the same scalar everywhere
    up = k.emit(f"{_minmax_name(op.operands[1], 'max')} {x}, {lo} : {e}")
    return k.emit(f"{_minmax_name(op.operands[1], 'min')} {up}, {hi} : {e}")


def _minmax_name(v, which: str) -> str:
    """max / min of ``v``'s type: NaN-propagating for floats, like the spec."""
    e = _elem(v)
    if _is_float(e):
        return "arith.maximumf" if which == "max" else "arith.minimumf"
    if e == "i1":
        return "arith.ori" if which == "max" else "arith.andi"
    return _by_sign("arith.maxsi" if which == "max" else "arith.minsi", v)


def _f32_to_bf16(k: _Kernel, x: str) -> str:
    """f32 -> bf16 rounded to nearest even with integer ops (NaN stays a quiet NaN).

    IREE 3.13 drops the rounding of an ``arith.truncf`` to bf16 that an ``arith.extf``
    widens again inside a loop kernel: ``x.astype(bfloat16).astype(float32)`` in a
    fori_loop gave x unrounded (the differential fuzzer's f32 -> bf16 -> f32 converts).
    """
    bits = k.emit(f"arith.bitcast {x} : f32 to i32")
    sixteen = k.const(16, "i32")
    low = k.emit(f"arith.shrui {bits}, {sixteen} : i32")
    lsb = k.emit(f"arith.andi {low}, {k.const(1, 'i32')} : i32")
    bias = k.emit(f"arith.addi {lsb}, {k.const(0x7FFF, 'i32')} : i32")
    rounded = k.emit(f"arith.addi {bits}, {bias} : i32")
    quiet = k.emit(f"arith.ori {bits}, {k.const(0x00400000, 'i32')} : i32")
    nan = k.emit(f"arith.cmpf uno, {x}, {x} : f32")
    chosen = k.emit(f"arith.select {nan}, {quiet}, {rounded} : i32")
    top = k.emit(f"arith.shrui {chosen}, {sixteen} : i32")
    half = k.emit(f"arith.trunci {top} : i32 to i16")
    return k.emit(f"arith.bitcast {half} : i16 to bf16")


def _convert(k: _Kernel, op, a):
    src, dst = _t(op), _rt(op)
    x = a[0]
    if src == dst:
        return x
    if _is_float(src) and _is_float(dst):
        wider = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
        if dst == "bf16" and src in ("f16", "f32"):
            if src == "f16":
                x = k.emit(f"arith.extf {x} : f16 to f32")
            return _f32_to_bf16(k, x)
        if src in ("f16", "bf16") and dst in ("f16", "bf16"):
            x = k.emit(f"arith.extf {x} : {src} to f32")
            return k.emit(f"arith.truncf {x} : f32 to {dst}")
        name = "extf" if wider[dst] > wider[src] else "truncf"
        return k.emit(f"arith.{name} {x} : {src} to {dst}")
    if _is_float(src):
        if dst == "i1":
            return k.emit(f"arith.cmpf une, {x}, {k.const(0, src)} : {src}")
        return k.emit(f"{_by_sign('arith.fptosi', op.results[0])} {x} : {src} to {dst}")
    if _is_float(dst):
        return k.emit(f"{_by_sign('arith.sitofp', op.operands[0])} {x} : {src} to {dst}")
    if dst == "i1":
        return k.emit(f"arith.cmpi ne, {x}, {k.const(0, src)} : {src}")
    if _bits(dst) > _bits(src):
        return k.emit(f"{_by_sign('arith.extsi', op.operands[0])} {x} : {src} to {dst}")
    return k.emit(f"arith.trunci {x} : {src} to {dst}")


def _bitcast(k: _Kernel, op, a):
    src, dst = _t(op), _rt(op)
    if _shape(op.operands[0]) != _shape(op.results[0]) or src == "i1" or dst == "i1":
        raise Ineligible("bitcast_convert changing the shape")
    if src == dst:  # ui32 <-> i32: the same signless value
        return a[0]
    return k.emit(f"arith.bitcast {a[0]} : {src} to {dst}")


def _constant(k: _Kernel, op, a):
    """Splat constants never get here (op() reads them where used)."""
    raise Ineligible("a non-splat constant")


def _same_value(k: _Kernel, op, a):
    """broadcast_in_dim of a 0-d value, or a shape-preserving broadcast / reshape."""
    src, dst = _shape(op.operands[0]), _shape(op.results[0])
    if _is_splat(op.operands[0]):
        return a[0]
    if src == dst or src == () or (int(np.prod(src)) == 1 and int(np.prod(dst)) == 1):
        if op.name == "stablehlo.broadcast_in_dim" and src == dst:
            dims = list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))
            if dims != list(range(len(src))):
                raise Ineligible("broadcast_in_dim permuting dimensions")
        if op.name == "stablehlo.reshape" and src != dst and src != ():
            raise Ineligible(f"reshape {src} -> {dst}")
        return a[0]
    raise Ineligible(f"{op.name} {src} -> {dst}")


def _barrier(k: _Kernel, op, a):
    """optimization_barrier: its operands.  hostcall-fold-splats puts one before a
    reduction's constant input (an argmax's iota) so that IREE computes it apart; in a
    kernel the reduction is scalar code IREE does not fuse, and the values are the same."""
    return list(a)


def _iota(k: _Kernel, op, a):
    e = _rt(op)
    if _shape(op.results[0]) != k.shape:
        raise Ineligible("iota of another shape")
    dim = ir.IntegerAttr(op.attributes["iota_dimension"]).value
    if _is_float(e):
        i = k.emit(f"arith.index_cast %idx{dim} : index to i64")
        return k.emit(f"arith.sitofp {i} : i64 to {e}")
    return k.emit(f"arith.index_cast %idx{dim} : index to {e}")


def _while(k: _Kernel, op, a):
    return k._while(op, a)


def _if(k: _Kernel, op, a):
    elems = [k.kty(v) for v in op.results]
    types = ", ".join(elems)
    then_lines, then_vals = k._nested(lambda: k._region(op.regions[0], []))
    else_lines, else_vals = k._nested(lambda: k._region(op.regions[1], []))
    res = k.fresh()
    arity = f":{len(elems)}" if len(elems) > 1 else ""
    k.lines.append(
        (f"{res}{arity} = " if elems else "") + f"scf.if {a[0]} -> ({types}) {{\n" +
        "\n".join(then_lines) + f"\nscf.yield {', '.join(then_vals)} : {types}\n}} else {{\n" +
        "\n".join(else_lines) + f"\nscf.yield {', '.join(else_vals)} : {types}\n}}")
    return [f"{res}#{i}" if len(elems) > 1 else res for i in range(len(elems))]


def _case(k: _Kernel, op, a):
    """Spec: an index outside [0, n) picks the last branch."""
    elems = [k.kty(v) for v in op.results]
    types = ", ".join(elems)
    branches = []
    for region in op.regions:
        branches.append(k._nested(lambda r=region: k._region(r, [])))
    e = _t(op)
    index = k.emit(f"arith.index_cast {a[0]} : {e} to index")
    res = k.fresh()
    arity = f":{len(elems)}" if len(elems) > 1 else ""
    cases = "".join(
        f"case {i} {{\n" + "\n".join(lines) + f"\nscf.yield {', '.join(vals)} : {types}\n}}\n"
        for i, (lines, vals) in enumerate(branches[:-1]))
    last_lines, last_vals = branches[-1]
    k.lines.append(
        (f"{res}{arity} = " if elems else "") +
        f"scf.index_switch {index} -> {types}\n{cases}default {{\n" + "\n".join(last_lines) +
        f"\nscf.yield {', '.join(last_vals)} : {types}\n}}")
    return [f"{res}#{i}" if len(elems) > 1 else res for i in range(len(elems))]


# ---------------------------------------------------------------- gathers from tables
def _inside(op, loop) -> bool:
    op = operation(op)
    while op is not None:
        if op == loop:
            return True
        op = op.parent
    return False


def _gathered_table(v, loop) -> bool:
    """Whether ``v`` is a non-splat stablehlo.constant that ``loop`` reads only as the
    operand of gathers: the kernel holds it as a constant tensor and reads single elements
    (a lookup table, such as hostcall-reduce-trig's), instead of carrying it as state."""
    if not (isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant") \
            or _is_splat(v):
        return False
    uses = [u for u in v.uses if _inside(u.owner, loop)]
    return bool(uses) and all(operation(u.owner).name == "stablehlo.gather" and
                              u.operand_number == 0 for u in uses)


def _pointwise_gather(op) -> dict:
    """The dimension numbers of a gather reading one element per result element (slices of
    size 1, every table dimension collapsed); Ineligible for other gathers."""
    table, indices = op.operands
    dn = parse_dims(op.attributes["dimension_numbers"])
    dn.setdefault("index_vector_dim", 0)  # omitted from the text when 0
    rank = len(_shape(table))
    if (dn.get("offset_dims") or dn.get("operand_batching_dims")
            or sorted(dn.get("collapsed_slice_dims", [])) != list(range(rank))
            or i64s(op.attributes["slice_sizes"]) != [1] * rank):
        raise Ineligible("a gather of slices larger than one element")
    if _elem(indices) not in _INTS[1:] or _elem(table) not in _FLOATS + _INTS[1:]:
        raise Ineligible(f"a gather of {_elem(table)} by {_elem(indices)} indices")
    return dn


def _window_gather(op) -> dict:
    """The dimension numbers of a gather of windows (slices of any size, collapsed dims or
    offset dims; no batching dims), for the scalarized form; Ineligible for others."""
    table, indices = op.operands
    dn = parse_dims(op.attributes["dimension_numbers"])
    dn.setdefault("index_vector_dim", 0)  # omitted from the text when 0
    if dn.get("operand_batching_dims"):
        raise Ineligible("a gather with batching dims")
    if _elem(indices) not in _INTS[1:] or _elem(table) not in _FLOATS + _INTS[1:]:
        raise Ineligible(f"a gather of {_elem(table)} by {_elem(indices)} indices")
    dn["slice_sizes"] = i64s(op.attributes["slice_sizes"])
    return dn


def _table_constant(k, v, flat: bool) -> str:
    """A gathered constant as an `arith.constant` tensor (row-major, flattened if ``flat``),
    written by its exact bytes; emitted where used (canonicalization merges repeats)."""
    elem = _elem(v)
    values = _dense(v)
    if _size(v) != values.size:  # a splat stored once: not a table
        raise Ineligible("a gathered splat")
    raw = values.astype(_np(elem) if elem in _FLOATS else f"<i{_bits(elem) // 8}").tobytes()
    shape = (_size(v),) if flat else _shape(v)
    tensor = f"tensor<{''.join(f'{d}x' for d in shape)}{elem}>"
    return _Kernel.emit(k, f"arith.constant dense<\"0x{raw.hex().upper()}\"> : {tensor}")


def _clamped_index(k, s: str, v, top: int) -> str:
    """The spec's start index: ``s`` (of the stablehlo index ``v``) clamped into [0, top]
    (per lane in vector code)."""
    e = _elem(v)
    lo, hi = k.const(0, e), k.const(top, e)
    low = k.emit(f"{_by_sign('arith.maxsi', v)} {s}, {lo} : {e}")
    return k.emit(f"{_by_sign('arith.minsi', v)} {low}, {hi} : {e}")


def _gather(k: _Kernel, op, a):
    """Per element: a 0-d index into one table dimension (index_vector_dim past the last
    dimension), clamped, scaled by the dimension's stride into the flattened table; in
    vector code a `vector.gather` of every lane at once."""
    table, indices = op.operands
    if not _gathered_table(table, k.loop):
        raise Ineligible("a gather from a value that is not a constant table")
    dn = _pointwise_gather(op)
    index_map = dn.get("start_index_map", [])
    if dn["index_vector_dim"] != len(_shape(indices)) or len(index_map) != 1:
        raise Ineligible("a gather by index vectors (per element: one index each)")
    dim, shape, e, t = index_map[0], _shape(table), _elem(indices), _elem(table)
    stride = int(np.prod(shape[dim + 1:], dtype=np.int64))
    tensor = f"tensor<{_size(table)}x{t}>"
    i = _clamped_index(k, a[1], indices, shape[dim] - 1)
    lanes = getattr(k, "lanes", None)
    if not lanes:
        i = k.emit(f"arith.index_cast {i} : {e} to index")
        if stride != 1:
            i = k.emit(f"arith.muli {i}, {k.emit(f'arith.constant {stride} : index')} : index")
        return k.emit(f"tensor.extract {a[0]}[{i}] : {tensor}")
    emit = lambda rhs: _Kernel.emit(k, rhs)  # noqa: E731 - types spelled out here
    vi = emit(f"arith.index_cast {i} : {k.vt(e)} to {k.vt('index')}")
    if stride != 1:
        c = emit(f"arith.constant dense<{stride}> : {k.vt('index')}")
        vi = emit(f"arith.muli {vi}, {c} : {k.vt('index')}")
    # a gather by an n-D index vector fails IREE 3.13's LLVM lowering (an unrealized cast
    # is left): the lanes are gathered as one 1-D vector
    flat = lambda e: f"vector<{int(np.prod(k.lane_shape))}x{e}>"  # noqa: E731
    if len(k.lane_shape) > 1:
        vi = emit(f"vector.shape_cast {vi} : {k.vt('index')} to {flat('index')}")
    zero = emit("arith.constant 0 : index")
    mask = emit(f"arith.constant dense<true> : {flat('i1')}")
    pad = emit(f"arith.constant dense<{'0.0' if t in _FLOATS else '0'}> : {flat(t)}")
    out = emit(f"vector.gather {a[0]}[{zero}] [{vi}], {mask}, {pad} : {tensor}, "
               f"{flat('index')}, {flat('i1')}, {flat(t)} into {flat(t)}")
    if len(k.lane_shape) > 1:
        out = emit(f"vector.shape_cast {out} : {flat(t)} to {k.vt(t)}")
    return out


def _s_gather(k, op):
    """Scalarized: every result element reads the table at its window's clamped start
    plus its offset in the window; a table that is an input or a carry kept in memory is
    read where it lies, a constant one as a constant tensor, one computed in the loop from
    its elements (tensor.from_elements)."""
    table, indices = op.operands
    dn = _window_gather(op)
    index_map, ivd = dn.get("start_index_map", []), dn["index_vector_dim"]
    sizes, offset_dims = dn["slice_sizes"], dn.get("offset_dims", [])
    ishape, shape, e = _shape(indices), _shape(table), _elem(indices)
    rshape = _shape(op.results[0])
    batch_dims = [d for d in range(len(rshape)) if d not in offset_dims]
    # the table dims a window spans, in order: the result's offset dims index them
    window_dims = [d for d in range(len(shape)) if d not in dn.get("collapsed_slice_dims", [])]
    if table in k.args and table not in k.extracted:
        src = k.args[table]
    elif _gathered_table(table, k.loop):
        if _elem(table) == "i1":
            raise Ineligible("a gathered boolean constant")
        src = _table_constant(k, table, flat=False)
    elif table in k.tensors:   # a carry kept in memory: read where it lies
        src = k.vals(table)[0]
    else:   # computed in the loop: its scalars gathered into a small tensor
        names = [_stored(k, n, table) for n in k.vals(table)]
        names = names * int(np.prod(shape)) if len(names) == 1 else names
        src = k.emit(f"tensor.from_elements {', '.join(names)} : {_held(table)}")
    ivals = k.vals(indices)
    zero = k.index_const(0, k.lines)
    starts: dict = {}   # per batch position: the clamped start of each table dim
    out = []
    for r in _indices(rshape):
        b = tuple(r[d] for d in batch_dims)
        if b not in starts:
            first = [zero] * len(shape)
            for c, d in enumerate(index_map):
                pos = b if ivd == len(ishape) else b[:ivd] + (c,) + b[ivd:]
                s = ivals[_flat(ishape, pos)] if len(ivals) > 1 else ivals[0]
                s = _clamped_index(k, s, indices, shape[d] - sizes[d])
                first[d] = k.emit(f"arith.index_cast {s} : {e} to index")
            starts[b] = first
        subs = list(starts[b])
        for d, offset in zip(window_dims, (r[d] for d in offset_dims)):
            if offset:
                subs[d] = k.emit(f"arith.addi {subs[d]}, {k.index_const(offset, k.lines)} "
                                 ": index")
        out.append(_read(k, src, ", ".join(subs), table))
    return [out]


def _single_use_product(v):
    """The float multiply defining ``v`` when ``v`` has no other use, else None."""
    owner = v.owner
    if not isinstance(v, ir.OpResult) or owner.name != "stablehlo.multiply" or \
            len(list(v.uses)) != 1:
        return None
    # LLVM merges a multiply of the same operands (in either order) into one fmul, whose
    # two uses then keep it from contracting
    a, b = owner.operands
    for other in owner.operation.block.operations:
        if other.name == "stablehlo.multiply" and other.operation != owner.operation and \
                list(other.operands) in ([a, b], [b, a]):
            return None
    return operation(owner)


def _fused(plain):
    """add / subtract of a product, fused into one math.fma as LLVM fuses the host loop's
    vector code (it contracts a single-use fmul into the fadd that reads it, the left
    operand first), so both forms round the same way.  Where both operands are such
    products the host's left one need not be the written one: LLVM's Reassociate pass
    first orders a commutative op's operands by rank (canonicalizeOperands, run without
    fast-math flags too; the rank grows with the position in the block of the loads a value
    depends on), and the host dispatch's loads are IREE's to order (a take's gathered
    elements load after a value read whole), so such an add may round an ulp apart."""
    def rule(k: _Kernel, op, a):
        e = _t(op)
        if not _is_float(e):
            return plain(k, op, a)
        subtract = op.name == "stablehlo.subtract"
        left, right = ([k.scalar(x) for x in p.operands] if p is not None else None
                       for p in (_single_use_product(v) for v in op.operands))
        if left is not None:
            x, y = left
            z = k.emit(f"arith.negf {a[1]} : {e}") if subtract else a[1]
            return k.emit(f"math.fma {x}, {y}, {z} : {e}")
        if right is not None:
            x, y = right
            if subtract:
                x = k.emit(f"arith.negf {x} : {e}")
            return k.emit(f"math.fma {x}, {y}, {a[0]} : {e}")
        return plain(k, op, a)
    return rule


RULES = {
    "stablehlo.add": _fused(_arith("arith.addf", "arith.addi", "arith.ori")),
    "stablehlo.subtract": _fused(_arith("arith.subf", "arith.subi")),
    "stablehlo.multiply": _arith("arith.mulf", "arith.muli", "arith.andi"),
    "stablehlo.divide": _divide,
    "stablehlo.remainder": _remainder,
    "stablehlo.maximum": _MAX,
    "stablehlo.minimum": _MIN,
    "stablehlo.power": _arith("math.powf", None),
    "stablehlo.atan2": _arith("math.atan2", None),
    "stablehlo.and": _arith(None, "arith.andi"),
    "stablehlo.or": _arith(None, "arith.ori"),
    "stablehlo.xor": _arith(None, "arith.xori"),
    "stablehlo.shift_left": _shift("shli"),
    "stablehlo.shift_right_logical": _shift("shrui"),
    "stablehlo.shift_right_arithmetic": _shift("shrsi"),
    "stablehlo.not": _not,
    "stablehlo.negate": _negate,
    "stablehlo.abs": _abs,
    "stablehlo.sign": _sign,
    "stablehlo.exponential": _math("exp"),
    "stablehlo.exponential_minus_one": _math("expm1"),
    "stablehlo.log": _math("log"),
    "stablehlo.log_plus_one": _math("log1p"),
    "stablehlo.sqrt": _math("sqrt"),
    "stablehlo.rsqrt": _rsqrt,
    "stablehlo.cbrt": _math("cbrt"),
    "stablehlo.tanh": _math("tanh"),
    "stablehlo.sine": _math("sin"),
    "stablehlo.cosine": _math("cos"),
    "stablehlo.tan": _math("tan"),
    "stablehlo.floor": _math("floor"),
    "stablehlo.ceil": _math("ceil"),
    "stablehlo.round_nearest_even": _math("roundeven"),
    "stablehlo.round_nearest_afz": _math("round"),
    "stablehlo.logistic": _logistic,
    "stablehlo.is_finite": _is_finite,
    "stablehlo.popcnt": _int_math("ctpop"),
    "stablehlo.count_leading_zeros": _int_math("ctlz"),
    "stablehlo.compare": _compare,
    "stablehlo.select": _select,
    "stablehlo.clamp": _clamp,
    "stablehlo.convert": _convert,
    "stablehlo.bitcast_convert": _bitcast,
    "stablehlo.constant": _constant,
    "stablehlo.broadcast_in_dim": _same_value,
    "stablehlo.reshape": _same_value,
    "stablehlo.iota": _iota,
    "stablehlo.while": _while,
    "stablehlo.if": _if,
    "stablehlo.case": _case,
    "stablehlo.gather": _gather,
    "stablehlo.optimization_barrier": _barrier,
}


# ---------------------------------------------------------------- vectorized form
_ELEMENT_TYPE = re.compile(r"(: |to )(f16|bf16|f32|f64|i1|i8|i16|i32|i64)\b")
_CONTROL = ("stablehlo.while", "stablehlo.if", "stablehlo.case")


class _Vectorized(_Kernel):
    """The per-element loop over whole vectors: one dispatch region whose scf.while carries
    each state-shaped value as a `vector<S x T>` (0-d values stay scalars), so the body is
    vector code (the scalar loop inside a linalg.generic is not vectorized by IREE: 64
    elements x 200 steps took 260 us that way, 20 us this way)."""

    def __init__(self, loop, max_elements: int):
        self.lanes = None
        outside = _outside_values(loop)
        if not _state_shape(loop, outside):
            raise Ineligible("no state-shaped value")
        if any(_elem(v) == "i1" for v in [*loop.operands, *outside]
               if v in loop.operands or not _is_splat(v)):
            raise Ineligible("a boolean tensor carried or read (IREE stores them as i8)")
        if not any(_reads_arguments(v) for v in [*loop.operands, *outside]
                   if not _is_splat(v)):
            raise Ineligible("a loop of constants only")
        super().__init__(loop, max_elements)

    def vt(self, elem: str) -> str:
        return f"vector<{'x'.join(str(d) for d in self.lane_shape)}x{elem}>"

    @property
    def lane_shape(self) -> tuple:
        """The shape of the vectors the body computes on (the state's)."""
        return self.shape

    def kty(self, v) -> str:
        return self.vt(_elem(v)) if _shape(v) == self.shape else _elem(v)

    def emit(self, rhs: str) -> str:
        if self.lanes:
            rhs = _ELEMENT_TYPE.sub(lambda m: f"{m.group(1)}{self.vt(m.group(2))}", rhs)
            if rhs.startswith("arith.select "):  # a vector of conditions is spelled out
                rhs = rhs.replace(" : vector<", f" : {self.vt('i1')}, vector<")
        return super().emit(rhs)

    def const(self, value, elem: str) -> str:
        lanes, self.lanes = self.lanes, None
        name = super().const(value, elem)
        self.lanes = lanes
        if lanes:
            lanes, self.lanes = self.lanes, None
            name = self.emit(f"vector.broadcast {name} : {elem} to {self.vt(elem)}")
            self.lanes = lanes
        return name

    def scalar(self, v) -> str:
        name = super().scalar(v)
        if self.lanes and _shape(v) == () and v in self.names:
            lanes, self.lanes = self.lanes, None
            name = self.emit(f"vector.broadcast {name} : {_elem(v)} to {self.vt(_elem(v))}")
            self.lanes = lanes
        return name

    def op(self, op) -> None:
        vector = op.name not in _CONTROL and bool(op.results) and \
            _shape(op.results[0]) == self.shape
        self.lanes = vector or None
        try:
            if op.name == "stablehlo.iota" and vector:
                self.names[op.results[0]] = self._iota(op)
                return
            super().op(op)
        finally:
            self.lanes = None

    def _region(self, region, arg_names: list[str]) -> list[str]:
        """As per element, with a state-shaped splat constant yielded as a whole vector (it
        is read as one scalar, which the carry's vector type would not accept)."""
        names = super()._region(region, arg_names)
        for i, v in enumerate(block_ops(list(region.blocks)[0])[-1].operands):
            if _shape(v) == self.shape and v not in self.names and _is_splat(v):
                names[i] = self.emit(f"vector.broadcast {names[i]} : {_elem(v)} to "
                                     f"{self.vt(_elem(v))}")
        return names

    def _iota(self, op) -> str:
        e = _elem(op.results[0])
        dim = ir.IntegerAttr(op.attributes["iota_dimension"]).value
        values = np.indices(self.shape)[dim]
        literal = np.array2string(values.astype(np.float64 if e in _FLOATS else np.int64),
                                  separator=", ", threshold=1 << 30, max_line_width=1 << 30)
        lanes, self.lanes = self.lanes, None
        name = self.emit(f"arith.constant dense<{literal}> : {self.vt(e)}")
        self.lanes = lanes
        return name

    def _build(self) -> str:
        rank = len(self.shape)
        zeros = ", ".join(["%c0"] * rank)
        in_bounds = ", ".join(["true"] * rank)
        args = {v: f"%a{i}" for i, v in enumerate(self.inputs)}
        head = ["%c0 = arith.constant 0 : index"]
        for v in self.inputs:
            e = _elem(v)
            name = self.fresh()
            if _shape(v) == ():
                head.append(f"{name} = tensor.extract {args[v]}[] : {_ty(v)}")
            else:
                pad = self.fresh()
                head.append(f"{pad} = arith.constant {'0.0' if e in _FLOATS else '0'} : {e}")
                head.append(f"{name} = vector.transfer_read {args[v]}[{zeros}], {pad} "
                            f"{{in_bounds = [{in_bounds}]}} : {_ty(v)}, {self.vt(e)}")
            self.names[v] = name
        self.lines = []
        for v in self.splats:  # before the loop, so that every region sees them
            self.lanes = _shape(v) == self.shape or None
            self.names[v] = self.const(hlo.splat_value(v), _elem(v))
        self.lanes = None
        carries = list(self.loop.operands)
        results = self._while(self.loop, [self.scalar(v) for v in carries])
        tail, rets = [], []
        for i, (v, r) in enumerate(zip(carries, results)):
            if _shape(v) == ():
                tail.append(f"%r{i} = tensor.from_elements {r} : {_ty(v)}")
            else:
                tail.append(f"%e{i} = tensor.empty() : {_ty(v)}")
                tail.append(f"%r{i} = vector.transfer_write {r}, %e{i}[{zeros}] "
                            f"{{in_bounds = [{in_bounds}]}} : {self.vt(_elem(v))}, {_ty(v)}")
            rets.append(f"%r{i}")
        types = ", ".join(_ty(v) for v in carries)
        sig = ", ".join(f"{args[v]}: {_ty(v)}" for v in self.inputs)
        body = "\n".join([*head, *self.lines, *tail])
        return (f"func.func @kernel({sig}) -> ({types}) {{\n"
                f"%d:{len(carries)} = flow.dispatch.region -> ({types}) {{\n{body}\n"
                f"flow.return {', '.join(rets)} : {types}\n}}\n"
                f"return {', '.join(f'%d#{i}' for i in range(len(carries)))} : {types}\n}}")


class _Tiled(_Vectorized):
    """The vectorized loop over a state too large for one vector (a loop under vmap): the
    state is cut into tiles of ``TILE`` elements and an scf.for runs the whole loop on one
    tile after the other, each carried as a small vector (the last tile masked).  Elements
    are independent in an elementwise loop, and 0-d values are computed identically by
    every tile, so each tile's run gives its elements' results; the last tile's 0-d results
    are returned.  One big vector instead compiles slowly and runs no faster (vector<100x3
    xf32>: 16 s), a scalar loop per element is not vectorized (300 elements: 130 ms)."""

    def __init__(self, loop, max_elements: int):
        size = _state_size(loop)
        if not max_elements < size <= max_elements * TILED_FACTOR:
            raise Ineligible(f"state of {size} elements (tiled form: past max-elements="
                             f"{max_elements}, up to {TILED_FACTOR} times it)")
        super().__init__(loop, max_elements * TILED_FACTOR)

    def vt(self, elem: str) -> str:
        return f"vector<{TILE}x{elem}>"

    @property
    def lane_shape(self) -> tuple:
        return (TILE,)

    def _iota(self, op) -> str:
        raise Ineligible("a state-shaped iota (tiles see different positions)")

    def _build(self) -> str:
        n = int(np.prod(self.shape))
        flat = f"tensor<{n}x{{}}>"
        rank = len(self.shape)
        collapse = f"[[{', '.join(str(d) for d in range(rank))}]]"
        args = {v: f"%a{i}" for i, v in enumerate(self.inputs)}
        head = ["%c0 = arith.constant 0 : index", f"%cn = arith.constant {n} : index",
                f"%ct = arith.constant {TILE} : index"]
        reads = []
        for v in self.inputs:
            e = _elem(v)
            name = self.fresh()
            if _shape(v) == ():
                head.append(f"{name} = tensor.extract {args[v]}[] : {_ty(v)}")
            else:
                whole, pad = self.fresh(), self.fresh()
                head.append(f"{whole} = tensor.collapse_shape {args[v]} {collapse} : "
                            f"{_ty(v)} into {flat.format(e)}" if rank > 1 else
                            f"{whole} = tensor.cast {args[v]} : {_ty(v)} to {flat.format(e)}")
                head.append(f"{pad} = arith.constant {'0.0' if e in _FLOATS else '0'} : {e}")
                reads.append(f"{name} = vector.transfer_read {whole}[%off], {pad} "
                             f"{{in_bounds = [false]}} : {flat.format(e)}, {self.vt(e)}")
            self.names[v] = name
        self.lines = []
        for v in self.splats:
            self.lanes = _shape(v) == self.shape or None
            self.names[v] = self.const(hlo.splat_value(v), _elem(v))
        self.lanes = None
        carries = list(self.loop.operands)
        results = self._while(self.loop, [self.scalar(v) for v in carries])
        accs, inits, types, yields = [], [], [], []
        for i, (v, r) in enumerate(zip(carries, results)):
            e = _elem(v)
            accs.append(f"%acc{i}")
            if _shape(v) == ():
                head.append(f"%z{i} = arith.constant {'0.0' if e in _FLOATS else '0'} : {e}")
                inits.append(f"%z{i}")
                types.append(e)
                yields.append(r)
            else:
                head.append(f"%z{i} = tensor.empty() : {flat.format(e)}")
                inits.append(f"%z{i}")
                types.append(flat.format(e))
                yields.append(self.fresh())
                self.lines.append(f"{yields[-1]} = vector.transfer_write {r}, %acc{i}[%off] "
                                  f"{{in_bounds = [false]}} : {self.vt(e)}, {flat.format(e)}")
        loop = (f"%t:{len(carries)} = scf.for %off = %c0 to %cn step %ct iter_args("
                + ", ".join(f"{a} = {z}" for a, z in zip(accs, inits)) +
                f") -> ({', '.join(types)}) {{\n" + "\n".join([*reads, *self.lines]) +
                f"\nscf.yield {', '.join(yields)} : {', '.join(types)}\n}}")
        tail, rets = [], []
        for i, v in enumerate(carries):
            if _shape(v) == ():
                tail.append(f"%r{i} = tensor.from_elements %t#{i} : {_ty(v)}")
            elif rank > 1:
                sizes = ", ".join(str(d) for d in self.shape)
                tail.append(f"%r{i} = tensor.expand_shape %t#{i} {collapse} output_shape "
                            f"[{sizes}] : {flat.format(_elem(v))} into {_ty(v)}")
            else:
                tail.append(f"%r{i} = tensor.cast %t#{i} : {flat.format(_elem(v))} to {_ty(v)}")
            rets.append(f"%r{i}")
        types = ", ".join(_ty(v) for v in carries)
        sig = ", ".join(f"{args[v]}: {_ty(v)}" for v in self.inputs)
        body = "\n".join([*head, loop, *tail])
        return (f"func.func @kernel({sig}) -> ({types}) {{\n"
                f"%d:{len(carries)} = flow.dispatch.region -> ({types}) {{\n{body}\n"
                f"flow.return {', '.join(rets)} : {types}\n}}\n"
                f"return {', '.join(f'%d#{i}' for i in range(len(carries)))} : {types}\n}}")


def _state_size(loop) -> int:
    return sum(_size(v) for v in [*loop.operands, *_outside_values(loop)])


# ---------------------------------------------------------------- scalarized form
def _size(v) -> int:
    return int(np.prod(_shape(v), dtype=np.int64))


def _prod(xs) -> int:
    return int(np.prod(xs, dtype=np.int64))


def _attr_ints(op, name: str) -> list[int]:
    return list(ir.DenseI64ArrayAttr(op.attributes[name]))


def _indices(shape) -> list[tuple]:
    return list(np.ndindex(*shape)) if shape else [()]


def _flat(shape, index) -> int:
    return int(np.ravel_multi_index(index, shape)) if shape else 0


def _dense(v) -> np.ndarray:
    """The elements of a stablehlo.constant, row-major."""
    attr = v.owner.attributes["value"]
    elem = _elem(v)
    try:
        if elem in _FLOATS:
            arr = np.array(ir.DenseFPElementsAttr(attr))
        else:
            arr = np.array(ir.DenseIntElementsAttr(attr))
    except Exception:  # noqa: BLE001 - element types the bindings cannot hand over
        raise Ineligible(f"a {elem} constant") from None
    return arr.reshape(-1)


class _Scalarized(_Kernel):
    """One dispatch region whose scf.while carries every element of the state as a scalar.

    Each stablehlo value is a row-major list of scalar names; elementwise ops apply the
    per-element rules element by element, structural ops (slices, broadcasts, dot_general,
    reduce, dynamic slices...) only move names around or emit the few ops they need."""

    def __init__(self, loop, max_elements: int):
        self.loop = loop
        self.lines, self.head, self.names, self.counter, self.index = [], [], {}, 0, 0
        self.extracted: dict = {}
        self.folded: dict = {}   # add op -> its values, made by the dot_general it reads
        outside = _outside_values(loop)
        for v in [*loop.operands, *outside]:
            if _elem(v) not in _FLOATS + _INTS:
                raise Ineligible(f"element type {_raw_elem(v)} (floats, integers and "
                                 f"booleans only)")
        self.max_elements = max_elements
        self.memory = _memory_carries(loop)
        # memory carries are made inside the region (filled with their splat, or copied
        # from their input element by element): they become the dispatch's own result
        # buffers, unbounded, where a tensor carried from an input would be copied onto
        # the dispatch's stack (bounded at 32 KiB in IREE 3.13: "exceeded stack
        # allocation limit")
        self.filled = set(self.memory)
        filled_values = {loop.operands[j] for j in self.filled if _is_splat(loop.operands[j])}
        self.inputs = _unique([*(v for v in loop.operands if v not in filled_values),
                               *(v for v in outside if not _is_splat(v))])
        self.args = {v: f"%a{i}" for i, v in enumerate(self.inputs)}
        if not any(_reads_arguments(v) for v in self.inputs):
            # IREE 3.13 binds the results of a dispatch region that reads only constants to
            # the wrong buffers (OUT_OF_RANGE at run time); such a loop stays a host loop
            raise Ineligible("a loop of constants only")
        self.updates, self.tensors = set(), set()  # writers; values held as one tensor
        self.loop_memory, self.skipped = {}, set()
        self._hold(loop, self.memory)
        self.text = self._build()
        size = sum(_size(v) for j, v in enumerate(loop.operands) if j not in self.memory) + \
            sum(_size(v) for v in self.extracted)
        if size > max_elements:
            raise Ineligible(f"state and inputs hold {size} elements (max-elements="
                             f"{max_elements})")

    def vals(self, v) -> list[str]:
        if v in self.names:
            return self.names[v]
        if v in self.args:  # an input read element by element, extracted once up front
            if v not in self.extracted:
                if _size(v) > self.max_elements:
                    raise Ineligible(f"an input of {_size(v)} elements read whole")
                names = []
                for idx in _indices(_shape(v)):
                    subs = ", ".join(self.index_const(i, self.head) for i in idx)
                    lines, self.lines = self.lines, self.head
                    names.append(_read(self, self.args[v], subs, v))
                    self.lines = lines
                self.extracted[v] = names
            return self.extracted[v]
        c = hlo.splat_value(v)
        if c is not None:
            return [self.const(c, _elem(v))] * _size(v)
        if isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant":
            return [self.const(x, _elem(v)) for x in _dense(v)]
        raise Ineligible(f"value {v.get_name()} has no scalar form")

    def scalar(self, v) -> str:
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
        known = addend in self.names or addend in self.args or _is_constant(addend)
        return (chain, addend) if known and addend != value else None

    def shape(self, v) -> tuple:
        """The shape whose row-major elements ``vals(v)`` lists (the batched form: a row)."""
        return _shape(v)

    def index_const(self, i: int, where: list) -> str:
        name = self.fresh()
        where.append(f"{name} = arith.constant {i} : index")
        return name

    def _build(self) -> str:
        carries = list(self.loop.operands)
        filled = self._fill({j: carries[j] for j in sorted(self.filled)})
        inits = [n for j, v in enumerate(carries)
                 for n in ([filled[j]] if j in self.filled else self.vals(v))]
        results = self._while(self.loop, inits)
        tail, rets, pos = [], [], 0
        for j, v in enumerate(carries):
            if j in self.memory:
                rets.append(results[pos])
                pos += 1
                continue
            n = _size(v)
            lines, self.lines = self.lines, tail
            elements = [_stored(self, r, v) for r in results[pos:pos + n]]
            rets.append(self.emit(f"tensor.from_elements {', '.join(elements)} : {_held(v)}"))
            self.lines = lines
            pos += n
        types = ", ".join(_held(v) for v in carries)
        sig = ", ".join(f"{self.args[v]}: {_held(v)}" for v in self.inputs)
        body = "\n".join([*self.head, *self.lines, *tail])
        return (f"func.func @kernel({sig}) -> ({types}) {{\n"
                f"%d:{len(carries)} = flow.dispatch.region -> ({types}) {{\n{body}\n"
                f"flow.return {', '.join(rets)} : {types}\n}}\n"
                f"return {', '.join(f'%d#{i}' for i in range(len(carries)))} : {types}\n}}")

    def _fill(self, carries: dict) -> dict:
        """Memory carries, made inside the region: tensor.empty, then tensor.insert of
        each value (the splat, or the input's element) in one scf.for nest per tensor type.  IREE bufferizes each into
        the dispatch's own result buffer, so they may be larger than the stack (the residual
        stacks of a long loop under grad).  One nest carries all tensors of a type: nests
        of their own would be CSE'd into one, whose result IREE then copies on the stack;
        linalg.fill is refused there ("write affecting operations on global resources are
        restricted to workgroup distributed contexts")."""
        out = {}
        for ttype in _unique(_held(v) for v in carries.values()):
            keys = [j for j, v in carries.items() if _held(v) == ttype]
            group = [carries[j] for j in keys]
            shape = _shape(group[0])
            types = ", ".join(_held(v) for v in group)
            values = []
            for v in group:
                if _is_splat(v):
                    values.append(self.const(hlo.splat_value(v), _held_elem(v)))
                    self.head.append(self.lines.pop())  # before the region's other lines
                else:
                    values.append(None)  # copied from the input, read in the innermost loop
            empty = self.fresh()
            self.head.append(f"{empty} = tensor.empty() : {ttype}")
            zero, one = self.index_const(0, self.head), self.index_const(1, self.head)
            tensors, ivs, opened = [empty] * len(group), [], []
            for d in shape:
                bound, iv, res = self.index_const(d, self.head), self.fresh(), self.fresh()
                accs = [self.fresh() for _ in group]
                inits = ", ".join(f"{a} = {t}" for a, t in zip(accs, tensors))
                self.head.append(f"{res}:{len(group)} = scf.for {iv} = {zero} to {bound} step "
                                 f"{one} iter_args({inits}) -> ({types}) {{")
                ivs.append(iv)
                opened.append(res)
                tensors = accs
            inner = []
            for v, t, value in zip(group, tensors, values):
                if value is None:
                    value = self.fresh()
                    self.head.append(f"{value} = tensor.extract {self.args[v]}[{', '.join(ivs)}]"
                                     f" : {_held(v)}")
                inner.append(self.fresh())
                self.head.append(f"{inner[-1]} = tensor.insert {value} into {t}"
                                 f"[{', '.join(ivs)}] : {_held(v)}")
            for res in reversed(opened):
                self.head.append(f"scf.yield {', '.join(inner)} : {types}\n}}")
                inner = [f"{res}#{i}" for i in range(len(group))]
            out.update(zip(keys, inner))
        return out

    def _region(self, region, arg_names: list[list[str]]) -> list[list[str]]:
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

    def _while_slots(self, op) -> list[list[str]]:
        """The kernel types each carry of ``op`` takes: one memref for a carry kept in
        memory, else one scalar per element."""
        if op not in self.loop_memory:  # a nested loop: carries passed as tensors stay so
            self._hold(op, {j for j in _memory_carries(op) if op.operands[j] in self.tensors})
        memory = self.loop_memory[op]
        return [[_held(v)] if j in memory else [_elem(v)] * _size(v)
                for j, v in enumerate(op.operands)]

    def _hold(self, loop, memory: set) -> None:
        """Keep carries ``memory`` of ``loop`` in memory: their body arguments are held as
        tensors, their writers write them."""
        self.loop_memory[loop] = memory
        for j in memory:
            writer = _writer(loop, j)
            self.tensors.add(_body(loop).arguments[j])
            if writer.name != "stablehlo.while":
                self.updates.add(writer)
            if writer.name == "stablehlo.select":  # its update is written by the select
                self.skipped.add(operation(writer.operands[1].owner))

    def _while(self, op, inits: list[str]) -> list[str]:
        slots = self._while_slots(op)
        elems = [t for ts in slots for t in ts]
        types = ", ".join(elems)

        def split(names):
            out, pos = [], 0
            for ts in slots:
                out.append(names[pos:pos + len(ts)])
                pos += len(ts)
            return out
        before = [self.fresh() for _ in elems]
        after = [self.fresh() for _ in elems]
        cond_lines, cond = self._nested(lambda: self._region(op.regions[0], split(before)))
        body_lines, nexts = self._nested(lambda: self._region(op.regions[1], split(after)))
        nexts = [n for names in nexts for n in names]
        # tensors (carries kept in memory) first: MLIR's scf.while canonicalization drops a
        # scalar the condition forwards but nothing after it reads (a flag the condition
        # tests), and bufferization then pairs each forwarded tensor with the iter_arg at
        # its new position ("Condition arg #2 is not equivalent to the corresponding iter
        # bbArg"); scalars after the tensors leave the tensors' positions as they are
        order = sorted(range(len(elems)), key=lambda i: not elems[i].startswith("tensor"))
        before, after, nexts, inits, elems = ([xs[i] for i in order]
                                              for xs in (before, after, nexts, inits, elems))
        types = ", ".join(elems)
        res = self.fresh()
        head = ", ".join(f"{b} = {i}" for b, i in zip(before, inits))
        self.lines.append(
            f"{res}:{len(elems)} = scf.while ({head}) : ({types}) -> ({types}) {{\n"
            + "\n".join(cond_lines) +
            f"\nscf.condition({cond[0][0]}) {', '.join(before)} : {types}\n}} do {{\n"
            f"^bb0({', '.join(f'{a}: {t}' for a, t in zip(after, elems))}):\n"
            + "\n".join(body_lines) + f"\nscf.yield {', '.join(nexts)} : {types}\n}}")
        place = {i: k for k, i in enumerate(order)}
        return [f"{res}#{place[i]}" for i in range(len(elems))]

    def op(self, op) -> None:
        for v in op.results:
            if _elem(v) not in _FLOATS + _INTS:
                raise Ineligible(f"{op.name} makes {_elem(v)} values")
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


def _reads_arguments(v, depth: int = 0) -> bool:
    """Whether ``v`` depends on a block argument (a function's or a region's)."""
    if not isinstance(v, ir.OpResult):
        return True
    if depth > 64:
        return True
    return any(_reads_arguments(o, depth + 1) for o in v.owner.operands) or \
        bool(len(v.owner.regions))


def _body(loop) -> ir.Block:
    return list(loop.regions[1].blocks)[0]


def _memory_carries(loop) -> set[int]:
    """Carries that stay a tensor in memory: read only by dynamic_slices in the loop body
    and written by one op whose result is the carry's next value (see _writer): a scan's
    ys, the residuals a loop under grad stacks, the cotangent of a scan's ys (read row
    by row and zeroed as reverse mode walks back), an array updated by `.at[i].add` in a
    fori_loop, or in a loop nested in it.  The kernel reads them with tensor.extract and
    writes them, after every read, with tensor.insert into the iter_arg itself: the one
    way IREE bufferizes a tensor carried by scf.while in place."""
    return {j for j in range(len(loop.operands)) if _writer(loop, j) is not None}


_READS = ("stablehlo.dynamic_slice",)


def _writer(loop, j: int):
    """The op writing memory carry ``j`` of ``loop``, or None when ``j`` is not one.  A
    writer takes the carry's body argument and yields its next value (the body's j-th
    result, its only use): a dynamic_update_slice into it; a select of such an update and
    the argument itself on a 0-d predicate (broadcast), as a scatter of one element that
    drops out-of-bounds indices becomes (`.at[i, j].add`); a nested while carrying it as
    one of its own memory carries (and nothing else reads it)."""
    body = _body(loop)
    arg = body.arguments[j]
    cond_args = list(list(loop.regions[0].blocks)[0].arguments)
    if list(cond_args[j].uses) or _shape(arg) == ():
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
        if _writer(nested, n) is not None:
            writer, result = nested, nested.results[n]
    if writer is None:
        return None
    returned = list(block_ops(body)[-1].operands)
    if len(list(result.uses)) != 1 or returned[j] != result:
        return None
    return writer


def _scalar_predicate(pred):
    """The 0-d i1 value a predicate is (a broadcast of it), or None."""
    if _shape(pred) == ():
        return pred
    if isinstance(pred, ir.OpResult) and pred.owner.name == "stablehlo.broadcast_in_dim" \
            and _shape(pred.owner.operands[0]) == ():
        return pred.owner.operands[0]
    return None


def _insert_rows(k, op) -> str:
    """A write into a memory carry: tensor.insert of the update at the clamped start; a
    select on a predicate inserts the update where it holds and the element read there
    where it does not."""
    pred = None
    if op.name == "stablehlo.select":
        pred, op = k.vals(_scalar_predicate(op.operands[0]))[0], operation(op.operands[1].owner)
    operand, update = op.operands[0], op.operands[1]
    ushape = _shape(update)
    starts = _clamped_starts(k, op, operand, list(ushape), 2)
    idx = [k.emit(f"arith.index_cast {s} : {_elem(op.operands[2 + d])} to index")
           for d, s in enumerate(starts)]
    tensor, upd = k.vals(operand)[0], k.vals(update)
    subs = []
    for u in _indices(ushape):
        subs.append(", ".join(idx[d] if u[d] == 0 else k.emit(
            f"arith.addi {idx[d]}, {k.index_const(u[d], k.lines)} : index")
            for d in range(len(ushape))))
    values = [upd[_flat(ushape, u)] for u in _indices(ushape)]
    if pred is not None:  # every element read before any is written
        olds = [_read(k, tensor, sub, operand) for sub in subs]
        values = [k.emit(f"arith.select {pred}, {new}, {old} : {_elem(operand)}")
                  for new, old in zip(values, olds)]
    for sub, value in zip(subs, values):
        tensor = k.emit(f"tensor.insert {_stored(k, value, operand)} into {tensor}[{sub}] : "
                        f"{_held(operand)}")
    return tensor


def _read(k, tensor: str, subs: str, v) -> str:
    """The element at ``subs`` of ``tensor``, held as _held(v) says, as a kernel scalar."""
    name = k.emit(f"tensor.extract {tensor}[{subs}] : {_held(v)}")
    return k.emit(f"arith.trunci {name} : i8 to i1") if _elem(v) == "i1" else name


def _stored(k, name: str, v) -> str:
    """Scalar ``name`` as a tensor held as _held(v) stores it (a boolean as a byte)."""
    return k.emit(f"arith.extui {name} : i1 to i8") if _elem(v) == "i1" else name


def _s_reshape(k, op):
    return [k.vals(op.operands[0])]


def _s_broadcast(k, op):
    src = k.vals(op.operands[0])
    sshape, dshape = k.shape(op.operands[0]), k.shape(op.results[0])
    dims = list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))
    return [[src[_flat(sshape, tuple(0 if sshape[j] == 1 else idx[d]
                                     for j, d in enumerate(dims)))]
             for idx in _indices(dshape)]]


def _s_transpose(k, op):
    src = k.vals(op.operands[0])
    sshape, dshape = k.shape(op.operands[0]), k.shape(op.results[0])
    perm = list(ir.DenseI64ArrayAttr(op.attributes["permutation"]))
    out = []
    for idx in _indices(dshape):
        s = [0] * len(sshape)
        for i, p in enumerate(perm):
            s[p] = idx[i]
        out.append(src[_flat(sshape, tuple(s))])
    return [out]


def _s_slice(k, op):
    src = k.vals(op.operands[0])
    sshape, dshape = k.shape(op.operands[0]), k.shape(op.results[0])
    start = list(ir.DenseI64ArrayAttr(op.attributes["start_indices"]))
    strides = list(ir.DenseI64ArrayAttr(op.attributes["strides"]))
    return [[src[_flat(sshape, tuple(b + i * s for i, b, s in zip(idx, start, strides)))]
             for idx in _indices(dshape)]]


def _s_concatenate(k, op):
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    dshape = k.shape(op.results[0])
    parts, offsets, off = [], [], 0
    for v in op.operands:
        parts.append((k.vals(v), k.shape(v)))
        offsets.append(off)
        off += k.shape(v)[dim]
    out = []
    for idx in _indices(dshape):
        for (names, shape), o in zip(parts, offsets):
            if o <= idx[dim] < o + shape[dim]:
                s = list(idx)
                s[dim] -= o
                out.append(names[_flat(shape, tuple(s))])
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
    for idx in _indices(dshape):
        s = []
        for i, lo, step, n in zip(idx, low, interior, sshape):
            q, r = divmod(i - lo, step + 1)
            s.append(q if r == 0 and 0 <= q < n else None)
        out.append(fill if None in s else src[_flat(sshape, tuple(s))])
    return [out]


def _s_reverse(k, op):
    src, shape = k.vals(op.operands[0]), k.shape(op.operands[0])
    dims = _attr_ints(op, "dimensions")
    return [[src[_flat(shape, tuple(shape[d] - 1 - x if d in dims else x
                                     for d, x in enumerate(idx)))]
             for idx in _indices(shape)]]


def _s_iota(k, op):
    e = _rt(op)
    dim = ir.IntegerAttr(op.attributes["iota_dimension"]).value
    return [[k.const(idx[dim], e) for idx in _indices(k.shape(op.results[0]))]]


def _dot_dims(op, key: str) -> list[int]:
    found = re.search(key + r" = \[([0-9, ]*)\]", str(op.attributes["dot_dimension_numbers"]))
    return [int(x) for x in found.group(1).split(",") if x.strip()] if found else []


def _is_constant(v) -> bool:
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
    e = _rt(op)
    if not _is_float(e) or _t(op) != e or _t(op, 1) != e:
        raise Ineligible("dot_general of mixed or integer types")
    dims = [_dot_dims(op, f"{side}_{kind}_dimensions")
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
    for n, idx in enumerate(_indices(k.shape(op.results[0]))):
        b, li, ri = idx[:len(lb)], idx[len(lb):len(lb) + len(lf)], idx[len(lb) + len(lf):]
        acc = None if init is None else init[n if len(init) > 1 else 0]
        for c in _indices(tuple(ls[d] for d in lc)):
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
            a, bb = lhs[_flat(ls, tuple(lidx))], rhs[_flat(rs, tuple(ridx))]
            acc = k.emit(f"arith.mulf {a}, {bb} : {e}") if acc is None else \
                k.emit(f"math.fma {a}, {bb}, {acc} : {e}")
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
    for idx in _indices(tuple(shape[d] for d in keep)):
        acc = [k.vals(v)[0] for v in inits]
        for r in _indices(tuple(shape[d] for d in dims)):
            full = [0] * len(shape)
            for d, x in zip(keep, idx):
                full[d] = x
            for d, x in zip(dims, r):
                full[d] = x
            f = _flat(shape, tuple(full))
            got = k._region(op.regions[0], [[a] for a in acc] + [[v[f]] for v in vals])
            acc = [g[0] for g in got]
        for lst, a in zip(outs, acc):
            lst.append(a)
    return outs


def _clamped_starts(k, op, operand, sizes, first: int) -> list[str]:
    """The spec's start indices: each clamped into [0, dim - size], as index values."""
    out = []
    for d, v in enumerate(op.operands[first:first + len(sizes)]):
        out.append(_clamped_index(k, k.vals(v)[0], v, _shape(operand)[d] - sizes[d]))
    return out


def _s_dynamic_slice(k, op):
    operand = op.operands[0]
    sizes = list(ir.DenseI64ArrayAttr(op.attributes["slice_sizes"]))
    starts = _clamped_starts(k, op, operand, sizes, 1)
    in_memory = operand in k.args and operand not in k.extracted  # read where it lies
    if in_memory or operand in k.tensors:  # or a carry kept in memory
        tensor = k.args[operand] if in_memory else k.vals(operand)[0]
        idx = [k.emit(f"arith.index_cast {s} : {_elem(op.operands[1 + d])} to index")
               for d, s in enumerate(starts)]
        out = []
        for u in _indices(tuple(sizes)):
            subs = [idx[d] if u[d] == 0 else k.emit(
                f"arith.addi {idx[d]}, {k.index_const(u[d], k.lines)} : index")
                for d in range(len(sizes))]
            out.append(_read(k, tensor, ", ".join(subs), operand))
        return [out]
    src, shape, e = k.vals(operand), _shape(operand), _elem(operand)
    out = []
    for u in _indices(tuple(sizes)):
        value = None
        for start in _indices(tuple(shape[d] - sizes[d] + 1 for d in range(len(shape)))):
            name = src[_flat(shape, tuple(s + x for s, x in zip(start, u)))]
            if value is None:
                value = name
                continue
            hit = _all_equal(k, op, starts, start, 1)
            value = k.emit(f"arith.select {hit}, {name}, {value} : {e}")
        out.append(value)
    return [out]


def _all_equal(k, op, starts, want, first) -> str:
    """An i1 that holds when every clamped start index equals the one in ``want``."""
    conds = []
    for d, (s, w) in enumerate(zip(starts, want)):
        e = _elem(op.operands[first + d])
        conds.append(k.emit(f"arith.cmpi eq, {s}, {k.const(w, e)} : {e}"))
    c = conds[0]
    for other in conds[1:]:
        c = k.emit(f"arith.andi {c}, {other} : i1")
    return c


def _s_dynamic_update_slice(k, op):
    operand, update = op.operands[0], op.operands[1]
    shape, ushape, e = _shape(operand), _shape(update), _elem(operand)
    starts = _clamped_starts(k, op, operand, list(ushape), 2)
    src, upd = k.vals(operand), k.vals(update)
    out = []
    for idx in _indices(shape):
        value = src[_flat(shape, idx)]
        for start in _indices(tuple(shape[d] - ushape[d] + 1 for d in range(len(shape)))):
            u = tuple(i - s for i, s in zip(idx, start))
            if all(0 <= x < n for x, n in zip(u, ushape)):
                hit = _all_equal(k, op, starts, start, 2)
                value = k.emit(f"arith.select {hit}, {upd[_flat(ushape, u)]}, {value} : {e}")
        out.append(value)
    return [out]


def _s_if(k, op):
    elems = [k.kty(v) for v in op.results for _ in range(_prod(k.shape(v)))]
    types = ", ".join(elems)
    branches = [k._nested(lambda r=r: k._region(r, [])) for r in op.regions]
    flat = [[n for names in vals for n in names] for _, vals in branches]
    pred = k.vals(op.operands[0])[0]
    res = k.fresh()
    (tl, _), (el, _) = branches
    k.lines.append(f"{res}:{len(elems)} = scf.if {pred} -> ({types}) {{\n" + "\n".join(tl) +
                   f"\nscf.yield {', '.join(flat[0])} : {types}\n}} else {{\n" +
                   "\n".join(el) + f"\nscf.yield {', '.join(flat[1])} : {types}\n}}")
    return _split_results(op, [f"{res}#{i}" for i in range(len(elems))], k)


def _s_case(k, op):
    elems = [k.kty(v) for v in op.results for _ in range(_prod(k.shape(v)))]
    types = ", ".join(elems)
    branches = [k._nested(lambda r=r: k._region(r, [])) for r in op.regions]
    e = _t(op)
    index = k.emit(f"arith.index_cast {k.vals(op.operands[0])[0]} : {e} to index")
    res = k.fresh()
    text = []
    for i, (lines, vals) in enumerate(branches):
        flat = ", ".join(n for names in vals for n in names)
        label = "default" if i == len(branches) - 1 else f"case {i}"
        text.append(f"{label} {{\n" + "\n".join(lines) + f"\nscf.yield {flat} : {types}\n}}")
    k.lines.append(f"{res}:{len(elems)} = scf.index_switch {index} -> {types}\n" +
                   "\n".join(text))
    return _split_results(op, [f"{res}#{i}" for i in range(len(elems))], k)


def _split_results(op, names, k):
    out, pos = [], 0
    for v in op.results:
        n = _prod(k.shape(v))
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
    elems = [_elem(v) for v in op.operands]
    other = [d for d in range(len(shape)) if d != dim]
    for idx in _indices(tuple(shape[d] for d in other)):
        row = []
        for j in range(n):
            full = [0] * len(shape)
            for d, x in zip(other, idx):
                full[d] = x
            full[dim] = j
            row.append(_flat(shape, tuple(full)))
        for step in range(n):
            for left in range(step % 2, n - 1, 2):
                a, b = row[left], row[left + 1]
                swap = k._region(op.regions[0], [[v[i]] for v in vals for i in (b, a)])[0][0]
                for v, e in zip(vals, elems):
                    v[a], v[b] = (k.emit(f"arith.select {swap}, {v[b]}, {v[a]} : {e}"),
                                  k.emit(f"arith.select {swap}, {v[a]}, {v[b]} : {e}"))
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


# ---------------------------------------------------------------- batched form
# The batched form follows each batched value's batch dimension (its row index); a rule
# per op gives the result's batch dimension from its operands' (None where an operand is
# row-independent), or None when the op would mix rows.  Elementwise ops (RULES) take
# _b_same.
def _b_same(op, dims):
    found = {d for d in dims if d is not None}
    return found.pop() if len(found) == 1 else None


def _b_reshape(op, dims):
    d, src, dst = dims[0], _shape(op.operands[0]), _shape(op.results[0])
    for r in range(len(dst)):  # rows stay apart when the elements before them do
        if _prod(dst[:r]) == _prod(src[:d]) and dst[r] == src[d]:
            return r
    return None


def _b_slice(op, dims):
    d = dims[0]
    whole = _attr_ints(op, "start_indices")[d] == 0 and _attr_ints(op, "strides")[d] == 1 \
        and _shape(op.results[0])[d] == _shape(op.operands[0])[d]
    return d if whole else None


def _b_concatenate(op, dims):
    d = _b_same(op, dims)
    return d if d != ir.IntegerAttr(op.attributes["dimension"]).value else None


def _b_pad(op, dims):
    d = dims[0]
    untouched = all(_attr_ints(op, a)[d] == 0 for a in (
        "edge_padding_low", "edge_padding_high", "interior_padding"))
    return d if untouched and dims[1] is None else None


def _b_reduce(op, dims):
    n = len(op.operands) // 2
    d = _b_same(op, dims[:n])
    reduced = _attr_ints(op, "dimensions")
    if d is None or None in dims[:n] or any(x is not None for x in dims[n:]) or d in reduced:
        return None
    return d - sum(x < d for x in reduced)


def _b_dot_general(op, dims):
    ld, rd = dims
    lb, rb, lc, rc = (_dot_dims(op, f"{side}_{kind}_dimensions")
                      for kind in ("batching", "contracting") for side in ("lhs", "rhs"))
    lf = [x for x in range(len(_shape(op.operands[0]))) if x not in lb + lc]
    rf = [x for x in range(len(_shape(op.operands[1]))) if x not in rb + rc]
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
    "stablehlo.broadcast_in_dim": lambda op, dims: _attr_ints(
        op, "broadcast_dimensions")[dims[0]],
    "stablehlo.transpose": lambda op, dims: _attr_ints(op, "permutation").index(dims[0]),
    "stablehlo.concatenate": _b_concatenate,
    "stablehlo.pad": _b_pad,
    "stablehlo.reverse": lambda op, dims: None if dims[0] in _attr_ints(op, "dimensions")
    else dims[0],
    "stablehlo.reduce": _b_reduce,
    "stablehlo.dot_general": _b_dot_general,
    "stablehlo.gather": lambda op, dims: dims[1],  # one element per index
    "stablehlo.optimization_barrier": lambda op, dims: dims[0] if len(dims) == 1 else None,
}


def _row_slice(op, batch: int) -> bool:
    """Whether ``op`` is a dynamic_slice of whole rows (every row of the batch)."""
    return op.name == "stablehlo.dynamic_slice" and \
        _attr_ints(op, "slice_sizes")[0] == batch


class _Batched(_Scalarized, _Vectorized):
    """The scalarized loop under vmap: every value leads with the batch dimension B (or is
    0-d, computed alike for every row), and every op maps row b to row b, so one row's
    elements can be carried as scalars, and B rows at once as vectors: one dispatch region
    whose scf.for runs tiles of ``TILE`` rows (the last one masked), each running the
    scalarized loop with every row element a vector<TILE x T> over the rows (lanes).  A
    linalg.generic over the rows running the scalar loop instead is not vectorized by IREE
    (the per-element form's 130 ms for 300 elements x 2000 steps)."""

    def __init__(self, loop, max_elements: int):
        self.loop, self.lanes = loop, None
        outside = _outside_values(loop)
        batch = {_shape(v)[0] for v in loop.operands if _shape(v) != ()}
        if len(batch) != 1 or min(batch) < 2:
            raise Ineligible("no common batch dimension leading the carried values")
        self.batch = batch.pop()
        # batched values lead with the batch dimension and differ by row; all others are
        # computed alike for every row and read whole
        self.batched = {v: 0 for v in [*loop.operands, *outside]
                        if _shape(v)[:1] == (self.batch,) and
                        (v in loop.operands or not _is_splat(v))}
        # batched inputs read only by dynamic_slices of whole rows (a scan's xs) stay in
        # memory, turned row element x batch, and are read a vector of lanes at a time
        self.in_memory = {v for v in outside if _shape(v) != () and not _is_splat(v) and
                          all(_row_slice(operation(u.owner), self.batch) and
                              u.operand_number == 0
                              for u in v.uses if _inside(u.owner, loop))}
        self.turned: dict = {}
        for j, v in enumerate(loop.operands):
            if v in self.batched:
                self.batched.update((list(r.blocks)[0].arguments[j], 0) for r in loop.regions)
        # a scan's ys under vmap: written only by a dynamic_update_slice of whole rows,
        # starting as a splat; kept in memory (turned), each write one vector of lanes
        self.memory = {j for j in _memory_carries(loop) if _is_splat(loop.operands[j]) and
                       len(list(_body(loop).arguments[j].uses)) == 1 and
                       _writer(loop, j).name == "stablehlo.dynamic_update_slice"}
        self.tensors, self.skipped = set(), set()
        self.updates = {operation(list(_body(loop).arguments[j].uses)[0].owner)
                        for j in self.memory}
        self.updates = {op for op in self.updates
                        if _shape(op.operands[1])[:1] == (self.batch,)}
        self.memory = {j for j in self.memory
                       if operation(list(_body(loop).arguments[j].uses)[0].owner)
                       in self.updates}
        for op in nested_ops(loop):
            self._check(op)
        if any(_shape(v) != () and v not in self.batched for v in loop.operands):
            raise Ineligible("a carried value besides the batch")
        for v, d in self.batched.items():
            if d >= 0 and _shape(v)[d] != self.batch:
                raise Ineligible(f"a value of shape {_shape(v)} besides a batch of "
                                 f"{self.batch}")
        kept = self.in_memory | {loop.operands[j] for j in self.memory}
        row = sum(_prod(_shape(v)) // (self.batch if v in self.batched else 1)
                  for v in [*loop.operands, *outside] if _shape(v) != () and v not in kept)
        if row > max_elements:
            raise Ineligible(f"rows of {row} elements (max-scalars={max_elements})")
        if row * self.batch > max_elements * TILED_FACTOR:  # as the tiled form's bound
            raise Ineligible(f"{self.batch} rows of {row} elements (batched form: up to "
                             f"{TILED_FACTOR} x max-scalars={max_elements})")
        self.lines, self.head, self.names, self.counter, self.index = [], [], {}, 0, 0
        self.extracted, self.max_elements, self.folded = {}, max_elements, {}
        self.filled = set(self.memory)
        self.inputs = _unique([*(v for j, v in enumerate(loop.operands) if j not in self.memory),
                               *(v for v in outside if not _is_splat(v))])
        self.args = {v: f"%a{i}" for i, v in enumerate(self.inputs)}
        for v in [*loop.operands, *outside]:
            if _elem(v) not in _FLOATS + _INTS[1:]:
                raise Ineligible(f"element type {_raw_elem(v)} carried or read (floats and "
                                 f"integers only)")
        if not any(_reads_arguments(v) for v in self.inputs):
            raise Ineligible("a loop of constants only")
        self.text = self._build()

    def dot_addend(self, op):
        """As the scalarized form's, when the addend is a constant or batched as the
        product is (a row-independent addend of a batched product would add scalars to
        vectors)."""
        found = _Scalarized.dot_addend(self, op)
        if found is None or _is_constant(found[1]) or \
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
        if op.name in _CONTROL or op.name == "stablehlo.custom_call":
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
        if op.name == "stablehlo.gather" and not _gathered_table(op.operands[0], self.loop):
            raise Ineligible("a gather from a value that is not a constant table")
        dims = [self.batched.get(v) for v in op.operands]
        if op.name == "stablehlo.broadcast_in_dim" and dims[0] is None and \
                _shape(op.results[0])[:1] == (self.batch,) and \
                0 not in _attr_ints(op, "broadcast_dimensions"):
            self.batched[op.results[0]] = 0  # a row-independent value made into every row
            return
        if all(d is None for d in dims):
            return
        for i, (v, d) in enumerate(zip(op.operands, dims)):
            if d is not None or _shape(v) == () or _is_splat(v) or \
                    op.name in ("stablehlo.dot_general", "stablehlo.gather"):
                continue  # read whole (a matrix, a table) or alike in every lane
            if isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant" and \
                    _shape(v)[0] == self.batch:
                rows = _dense(v).reshape(_shape(v))
                if (rows == rows[:1]).all():
                    self.batched[v] = dims[i] = 0  # every row the same: read as one row
                    continue
            raise Ineligible(f"{op.name} reads a {_shape(v)} value that differs by row "
                             f"and is not batched")
        d = rule(op, dims)
        if d is None:
            raise Ineligible(f"{op.name} mixes the rows of the batch")
        if op.name == "stablehlo.reduce":  # its body combines one row's elements, per lane
            self.batched.update((a, -1) for a in list(op.regions[0].blocks)[0].arguments)
        self.batched.update((r, d) for r in op.results)

    @property
    def lane_shape(self) -> tuple:
        return (TILE,)

    def shape(self, v) -> tuple:
        s = _shape(v)
        d = self.batched.get(v, -1)
        return s if d < 0 else (*s[:d], 1, *s[d + 1:])

    def kty(self, v) -> str:
        return self.vt(_elem(v)) if v in self.batched else _elem(v)

    def vals(self, v) -> list[str]:
        if v in self.args and v not in self.batched and v not in self.names:
            lanes, self.lanes = self.lanes, None
            self.names[v] = _Scalarized.vals(self, v)  # a row-independent input, read whole
            self.lanes = lanes
        if v in self.names:
            names = self.names[v]
            if self.lanes and v not in self.batched:  # read by a row op: in every lane
                self.lanes = None
                names = [self.emit(f"vector.broadcast {n} : {_elem(v)} to "
                                   f"{self.vt(_elem(v))}") for n in names]
                self.lanes = True
            return names
        size = int(np.prod(self.shape(v)))
        c = hlo.splat_value(v)
        saved, self.lanes = self.lanes, bool(self.lanes) or None
        try:
            if c is not None:
                return [self.const(c, _elem(v))] * size
            if isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant":
                return [self.const(x, _elem(v)) for x in _dense(v)[:size]]
        finally:
            self.lanes = saved
        raise Ineligible(f"value {v.get_name()} has no batched form")

    def scalar(self, v) -> str:
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
                if not _gathered_table(op.operands[0], self.loop):
                    raise Ineligible("a gather from a value that is not a constant table")
                names = []
                for self.index in range(int(np.prod(self.shape(op.results[0])))):
                    names.append(_gather(self, op, [_table_constant(self, op.operands[0], True),
                                                    self.scalar(op.operands[1])]))
                self.index = 0
                self.names[op.results[0]] = names
                return
            _Scalarized.op(self, op)
        finally:
            self.lanes = saved

    def _read_rows(self, op) -> list[str]:
        """A dynamic_slice of whole rows of an input in memory: one vector read of the
        turned input per element of the slice's row."""
        operand = op.operands[0]
        turned, ttype, pad = self.turned[operand]
        return [self.emit(f"vector.transfer_read {turned}[{col}, %off], {pad} "
                          f"{{in_bounds = [false]}} : {ttype}, {self.vt(_elem(operand))}")
                for col in self._columns(op, operand, _attr_ints(op, "slice_sizes"), 1)]

    def _columns(self, op, operand, sizes, first: int) -> list[str]:
        """The columns of the turned ``operand`` (row element x batch) that a dynamic slice
        or update of whole rows touches, row-major over its row: the spec's clamped
        starts plus each offset."""
        rshape = _shape(operand)[1:]
        starts = _clamped_starts(self, op, operand, sizes, first)[1:]
        idx = [self.emit(f"arith.index_cast {s} : {_elem(op.operands[first + 1 + d])} to "
                         f"index") for d, s in enumerate(starts)]
        strides = [int(np.prod(rshape[d + 1:], dtype=np.int64)) for d in range(len(rshape))]
        cols = []
        for u in _indices(tuple(sizes[1:])):
            col = self.index_const(_flat(rshape, u), self.lines)
            for d, i in enumerate(idx):
                scaled = self.emit(f"arith.muli {i}, {self.index_const(strides[d], self.lines)}"
                                   f" : index") if strides[d] != 1 else i
                col = self.emit(f"arith.addi {col}, {scaled} : index")
            cols.append(col)
        return cols

    def _write_rows(self, op) -> str:
        """A dynamic_update_slice of whole rows into a carry in memory: one vector write of
        the lanes per element of the update's row, into the carried tensor itself."""
        operand, update = op.operands[0], op.operands[1]
        tensor, ttype = self.vals(operand)[0], self._turned_type(operand)
        for col, value in zip(self._columns(op, operand, list(_shape(update)), 2),
                              self.vals(update)):
            tensor = self.emit(f"vector.transfer_write {value}, {tensor}[{col}, %off] "
                               f"{{in_bounds = [false]}} : {self.vt(_elem(operand))}, {ttype}")
        return tensor

    def _turned_type(self, v) -> str:
        rows = int(np.prod(_shape(v)[1:], dtype=np.int64))
        return f"tensor<{rows}x{self.batch}x{_elem(v)}>"

    def _s_while(self, op) -> list[list[str]]:
        """A nested loop: batched carries start as vectors (a splat made one), the others
        as scalars."""
        inits, saved = [], self.lanes
        for v in op.operands:
            self.lanes = v in self.batched or None
            inits.extend(self.vals(v))
        self.lanes = None
        try:
            return _split_results(op, self._while(op, inits), self)
        finally:
            self.lanes = saved

    def _region(self, region, arg_names):
        """As scalarized, with a splat yielded as rows (to a batched carry of a loop, or a
        batched result of if / case) made one row of vectors."""
        names = _Scalarized._region(self, region, arg_names)
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
                    if not _is_splat(v):  # its rows may differ: no row of its own
                        raise Ineligible("a row-independent value yielded as rows")
                    self.lanes = True
                    names[j] = self.vals(v)[:_prod(self.shape(slots[j]))]
                    self.lanes = None
        return names

    def _while_slots(self, op) -> list[list[str]]:
        memory = self.memory if op == self.loop else set()
        return [[self._turned_type(v)] if j in memory else
                [self.kty(v)] * int(np.prod(self.shape(v))) for j, v in enumerate(op.operands)]

    def _build(self) -> str:
        """Row elements lie across the rows in memory: each batched input is made an R x B
        tensor (reshape, transpose) so that an element's lanes are read as one contiguous
        vector, and results are written so and turned back.  (A transfer_read / write with
        a permutation map across the rows came back wrong from IREE 3.13.)"""
        b = self.batch
        outer = []  # ops before the region: the inputs turned R x B
        head = ["%c0 = arith.constant 0 : index", f"%cn = arith.constant {b} : index",
                f"%ct = arith.constant {TILE} : index"]
        cols: dict = {}

        def col(j: int) -> str:
            if j not in cols:
                cols[j] = f"%col{j}"
                head.append(f"%col{j} = arith.constant {j} : index")
            return cols[j]

        def across(v) -> str:
            return f"tensor<{int(np.prod(self.shape(v)))}x{b}x{_elem(v)}>"
        reads = []
        for v in self.inputs:
            e = _elem(v)
            if v not in self.batched:  # read whole: extracted where first read
                continue
            n = int(np.prod(self.shape(v)))
            rows, turned, pad = self.args[v], self.fresh(), self.fresh()
            if len(_shape(v)) != 2:
                rows = self.fresh()
                outer.append(f"{rows} = stablehlo.reshape {self.args[v]} : ({_ty(v)}) -> "
                             f"tensor<{b}x{n}x{e}>")
            outer.append(f"{turned} = stablehlo.transpose {rows}, dims = [1, 0] : "
                         f"(tensor<{b}x{n}x{e}>) -> {across(v)}")
            head.append(f"{pad} = arith.constant {'0.0' if e in _FLOATS else '0'} : {e}")
            if v in self.in_memory:
                self.turned[v] = (turned, across(v), pad)
                continue
            names = []
            for j in range(n):
                names.append(self.fresh())
                reads.append(f"{names[-1]} = vector.transfer_read {turned}[{col(j)}, %off], "
                             f"{pad} {{in_bounds = [false]}} : {across(v)}, {self.vt(e)}")
            self.names[v] = names
        carries = list(self.loop.operands)
        fills, filled = [], {}
        for j in sorted(self.memory):  # the splat start, written lanes by lanes per tile
            v, t = carries[j], self._turned_type(carries[j])
            value = self.const(hlo.splat_value(v), _elem(v))
            fills.append(self.lines.pop())
            splat = self.fresh()
            fills.append(f"{splat} = vector.broadcast {value} : {_elem(v)} to "
                         f"{self.vt(_elem(v))}")
            tensor = f"%acc{j}"
            for r in range(int(np.prod(_shape(v)[1:]))):
                written = self.fresh()
                fills.append(f"{written} = vector.transfer_write {splat}, {tensor}"
                             f"[{col(r)}, %off] {{in_bounds = [false]}} : "
                             f"{self.vt(_elem(v))}, {t}")
                tensor = written
            filled[j] = tensor
        results = self._while(self.loop, [n for j, v in enumerate(carries)
                                          for n in ([filled[j]] if j in self.memory
                                                    else self.vals(v))])
        self.lines = [*fills, *self.lines]
        accs, inits, types, yields, pos = [], [], [], [], 0
        for i, v in enumerate(carries):
            e, n = _elem(v), int(np.prod(self.shape(v)))
            accs.append(f"%acc{i}")
            if i in self.memory:
                head.append(f"%z{i} = tensor.empty() : {across(v)}")
                types.append(across(v))
                yields.append(results[pos])
                inits.append(f"%z{i}")
                pos += 1
                continue
            if _shape(v) == ():
                head.append(f"%z{i} = arith.constant {'0.0' if e in _FLOATS else '0'} : {e}")
                types.append(e)
                yields.append(results[pos])
            else:
                head.append(f"%z{i} = tensor.empty() : {across(v)}")
                types.append(across(v))
                acc = f"%acc{i}"
                for j in range(n):
                    written = self.fresh()
                    self.lines.append(f"{written} = vector.transfer_write {results[pos + j]}, "
                                      f"{acc}[{col(j)}, %off] {{in_bounds = [false]}} : "
                                      f"{self.vt(e)}, {across(v)}")
                    acc = written
                yields.append(acc)
            inits.append(f"%z{i}")
            pos += n
        loop = (f"%t:{len(carries)} = scf.for %off = %c0 to %cn step %ct iter_args("
                + ", ".join(f"{a} = {z}" for a, z in zip(accs, inits)) +
                f") -> ({', '.join(types)}) {{\n" + "\n".join([*reads, *self.lines]) +
                f"\nscf.yield {', '.join(yields)} : {', '.join(types)}\n}}")
        head += self.head
        tail, rets, after = [], [], []
        for i, v in enumerate(carries):
            if _shape(v) == ():
                tail.append(f"%r{i} = tensor.from_elements %t#{i} : {_ty(v)}")
                rets.append(f"%d#{i}")
            else:
                tail.append(f"%r{i} = tensor.cast %t#{i} : {types[i]} to {types[i]}")
                n = int(np.prod(self.shape(v)))
                after.append(f"%u{i} = stablehlo.transpose %d#{i}, dims = [1, 0] : "
                             f"({types[i]}) -> tensor<{b}x{n}x{_elem(v)}>")
                if len(_shape(v)) == 2:
                    rets.append(f"%u{i}")
                    continue
                after.append(f"%v{i} = stablehlo.reshape %u{i} : (tensor<{b}x{n}x{_elem(v)}>)"
                             f" -> {_ty(v)}")
                rets.append(f"%v{i}")
        region_types = ", ".join(_ty(v) if _shape(v) == () else across(v)
                                 for v in carries)
        rtypes = ", ".join(_ty(v) for v in carries)
        sig = ", ".join(f"{self.args[v]}: {_ty(v)}" for v in self.inputs)
        body = "\n".join([*head, loop, *tail])
        return (f"func.func @kernel({sig}) -> ({rtypes}) {{\n" + "\n".join(outer) +
                f"\n%d:{len(carries)} = flow.dispatch.region -> ({region_types}) {{\n{body}\n"
                f"flow.return {', '.join(f'%r{i}' for i in range(len(carries)))} : "
                f"{region_types}\n}}\n" + "\n".join(after) +
                f"\nreturn {', '.join(rets)} : {rtypes}\n}}")


# ---------------------------------------------------------------- rewriting
def _replace(loop, form: str, kernel: _Kernel) -> None:
    """Put the kernel's ops where ``loop`` is and wire its results in."""
    with loop.location:
        try:
            tmp = ir.Module.parse(f"module {{\n{kernel.text}\n}}")
        except ir.MLIRError as e:  # a kernel this pass got wrong: the loop stays
            raise Ineligible(f"the kernel does not parse: {e}") from None
    # drop what the rules emit for nothing (products fused into fma, unused indices).
    # IREE 3.13's canonicalizer merges repeated dispatch-region results wrongly (two carries
    # that both stay their common initial value came back as the counter: "type of return
    # operand 2 ('tensor<i32>') doesn't match function result type"); such a loop stays a
    # host loop (nothing has been moved yet).
    try:
        passmanager.PassManager.parse("builtin.module(canonicalize,cse)").run(tmp.operation)
    except ir.MLIRError as e:
        raise Ineligible(f"IREE's canonicalizer rejected the kernel: {e}") from None
    func = operation(block_ops(tmp.body)[0])
    block = list(func.regions[0].blocks)[0]
    ops = block_ops(block)
    inputs = [_retyped(loop, value, arg.type)
              for arg, value in zip(block.arguments, kernel.inputs)]
    if any(inner.name == "flow.dispatch.region" for inner in ops):
        inputs = [_uncloned(loop, value) for value in inputs]
    for inner in ops[:-1]:
        inner.move_before(loop)
        if inner.name == "flow.dispatch.region":
            inner.attributes[KERNEL_ATTR] = ir.StringAttr.get(form)
    for arg, value in zip(block.arguments, inputs):
        arg.replace_all_uses_with(value)
    for result, value in zip(loop.results, ops[-1].operands):
        result.replace_all_uses_with(_retyped(loop, value, result.type))
    loop.erase()


# Ops IREE 3.13 lowers to the same parallel linalg.generic as elementwise ops, whose
# operands count as its inputs in _widened: a gather (an int64 table gathered at int32
# start indices; a broadcast of a widened value was not cloned).
_CLONED_LIKE_ELEMENTWISE = frozenset({"stablehlo.gather"})


def _widened(value) -> bool:
    """Whether elementwise ops compute ``value`` from a tensor of narrower elements (within
    a few ops): a convert to a wider type (int16 to int32, int8 to float32, a boolean held
    as bytes), or a chain IREE fuses into one such op (float32 clamped, converted to uint64
    and selected; see also _CLONED_LIKE_ELEMENTWISE).  IREE 3.13 calls the fused op a
    bit-extend op and clones it."""
    width = _width(value)
    todo, seen = [value], set()
    while todo and width is not None and len(seen) < 32:
        owner = todo.pop().owner
        if isinstance(owner, ir.Block) or (owner.name not in op_traits.ELEMENTWISE and
                                           owner.name not in _CLONED_LIKE_ELEMENTWISE):
            continue
        for operand in owner.operands:
            if operand in seen or _is_splat(operand):
                continue
            seen.add(operand)
            if (_width(operand) or width) < width:
                return True
            todo.append(operand)
    return False


def _width(v) -> int | None:
    """The bits of ``v``'s element type, if a float or integer type the kernels take."""
    bits = re.fullmatch(r"b?f(\d+)|u?i(\d+)", _raw_elem(v))
    return int(bits.group(1) or bits.group(2)) if bits else None


def _uncloned(loop, value):
    """``value``, as a dispatch-region kernel reads it: behind a stablehlo.optimization_barrier
    where it is _widened.  IREE 3.13 clones such an op into every dispatch region that
    reads it; there it becomes the dispatch's root, tiled over workgroups, and the kernel's
    stores of its results fall outside them ("'memref.store' op write affecting operations
    on global resources are restricted to workgroup distributed contexts": an int16 table
    widened to uint32 and read at a computed row, tests/inputs/fuzz_fixed/seed407_f472)."""
    if not _widened(value):
        return value
    with loop.location, ir.InsertionPoint(loop):
        return hlo.optimization_barrier([value])[0]


def _retyped(loop, value, type_):
    """``value`` as ``type_`` (an unsigned tensor and its signless kernel twin: a
    stablehlo.bitcast_convert, which IREE folds away; a boolean tensor and the bytes the
    scalarized form holds it as: a stablehlo.convert, 0 / 1 in and nonzero-is-true out)."""
    if value.type == type_:
        return value
    widths = {ir.RankedTensorType(t).element_type.width for t in (value.type, type_)}
    name = "stablehlo.convert" if widths == {1, 8} else "stablehlo.bitcast_convert"
    with loop.location, ir.InsertionPoint(loop):
        return ir.Operation.create(name, results=[type_], operands=[value]).result


def _flag(text: str) -> bool:
    if text.lower() not in ("true", "false", "1", "0"):
        raise ValueError(f"expected true or false, got {text!r}")
    return text.lower() in ("true", "1")


# The forms each compile target's IREE code generator compiles (a target not listed: all).
# IREE 3.13 for cuda (iree-compile --iree-hal-target-device=cuda, the lit inputs of every
# form through the cuda pipeline) compiles only the per-element linalg.generic: the
# vectorized and scalarized kernels fail to translate to LLVM IR ("failed to translate the
# MLIR LLVM dialect") or to legalize vector.transfer_read, and the tiled and batched ones
# crash the compiler (a double free in ConvertToNVVMPass, segmentation faults).  Loops of
# the other forms stay host loops there, and the program compiles once.
TARGET_FORMS = {"cuda": ("elementwise",)}
ALL_FORMS = ("vectorized", "tiled", "elementwise", "scalarized", "batched")


def _target(text: str) -> str:
    if text not in ("any", *TARGET_FORMS):
        raise ValueError(f"expected any or one of {', '.join(sorted(TARGET_FORMS))}")
    return text


def _first_replacing(loop, limits: tuple, forms=ALL_FORMS) -> tuple[str | None, str]:
    """Replace ``loop`` by the first of its kernels of ``forms`` that IREE's canonicalizer
    accepts: (the form used, ''), or (None, why) when the loop stays a host loop."""
    why = ""
    try:
        for form, kernel in _kernels(loop, *limits):
            if form not in forms:
                why = why or f"its {form} kernel does not compile for this target"
                continue
            try:
                _replace(loop, form, kernel)
                return form, ""
            except Ineligible as e:
                why = why or str(e)
    except Ineligible as e:
        why = why or str(e)
    return None, why


def _walk(op, limits: tuple, done: list, forms=ALL_FORMS, host: list | None = None) -> None:
    """Kernelize the loops under ``op``: (form, location) of each goes to ``done``, and
    (location, why) of each loop left on the host to ``host``."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block_ops(block):
                if inner.name == "stablehlo.while":
                    location = str(inner.location)
                    form, why = _first_replacing(inner, limits, forms)
                    if form is None:
                        if host is not None:
                            host.append((location, why))
                        _walk(inner, limits, done, forms, host)
                    else:
                        done.append((form, location))
                else:
                    _walk(inner, limits, done, forms, host)


@register(PASS, options={
    "max-elements": Option(int, DEFAULT_MAX_ELEMENTS,
                           "the most elements a loop's carried state and the values it reads "
                           "from outside may hold together for the per-element form"),
    "max-scalars": Option(int, DEFAULT_MAX_SCALARS,
                          "the most elements the scalarized form carries and reads as "
                          "scalars (its code grows with them)"),
    "vectorize": Option(_flag, True, "carry state-shaped values as vectors (else per element "
                        "in a linalg.generic)"),
    "target": Option(_target, "any", "the compile target (cuda) whose IREE code generator "
                     "the kernels are for: only the forms it compiles (TARGET_FORMS)")})
def kernelize_loops(module, ctx, max_elements: int = DEFAULT_MAX_ELEMENTS,
                    max_scalars: int = DEFAULT_MAX_SCALARS, vectorize: bool = True,
                    target: str = "any"):
    """Run small while loops as one kernel: per element (linalg.generic + scf.while) or
    scalarized (one dispatch region, scf.while over every element as a scalar).  For jit's
    warnings, ``ctx.products`` lists the loops left on the host (``host_loops``: location,
    why) and the loops made kernels (``kernel_loops``: location, '')."""
    done: list = []
    _walk(module.operation, (max_elements, max_scalars, vectorize), done,
          TARGET_FORMS.get(target, ALL_FORMS), ctx.products.setdefault("host_loops", []))
    ctx.products.setdefault("loop_kernels", []).extend(form for form, _ in done)
    ctx.products.setdefault("kernel_loops", []).extend((where, "") for _, where in done)
