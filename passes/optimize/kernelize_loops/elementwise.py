"""The per-element form of hostcall-kernelize-loops: Kernel (what every form shares, the
base of the others), ElementwiseKernel (a linalg.generic whose body runs the whole loop
on one element's scalars) and RULES, the scalar rule of each elementwise op that every
form applies."""
from __future__ import annotations

import numpy as np
from iree.compiler import ir
from iree.compiler.dialects import func, linalg, scf, tensor

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import parse_dims
from hostcall.dialects.ops import block_ops, i64s, operation

from . import builders
from .common import (
    FLOATS, INTS, Ineligible, KERNEL_ATTR, bit_width, by_sign, dense_values, elem_of,
    is_float, is_gathered_table, is_splat, is_unsigned, np_dtype, operand_elem,
    outside_values, raw_elem, result_elem, shape_of, size_of, state_shape, unique)


class Kernel:
    """One loop's kernel, built with typed builders while checking every op: what every
    form shares (the checks, reading values, applying RULES through the methods below,
    regions).  ``names`` maps each stablehlo value to its value in the kernel; the rules'
    ops go to the current insertion point, with the loop's location."""

    def __init__(self, loop, max_elements: int):
        self.loop = loop
        self.names: dict = {}        # stablehlo value -> its value in the kernel
        outside = outside_values(loop)
        self.shape = state_shape(loop, outside)
        for v in [*loop.operands, *outside]:
            if elem_of(v) not in FLOATS + INTS:
                raise Ineligible(f"element type {raw_elem(v)} (floats, integers and "
                                 f"booleans only)")
        size = sum(int(np.prod(shape_of(v), dtype=np.int64)) for v in [*loop.operands, *outside])
        if size > max_elements:
            raise Ineligible(f"state and inputs hold {size} elements (max-elements="
                             f"{max_elements})")
        if self.shape and int(np.prod(self.shape)) == 0:
            raise Ineligible("empty state")
        self.inputs = unique([*loop.operands, *(v for v in outside if not is_splat(v))])
        self.splats = [v for v in outside if is_splat(v)]
        self.built = self._build()

    def module(self) -> ir.Module:
        """The kernel: a module holding ``func.func @kernel``, verified."""
        try:
            self.built.operation.verify()
        except ir.MLIRError as e:  # a kernel this pass got wrong: the loop stays
            raise Ineligible(f"the kernel does not verify: {e}") from None
        return self.built

    # -- the ops the rules emit (a form computing on vectors makes its constants so)
    def apply(self, name: str, args: list, elem: str):
        """Op ``name`` of ``args``, all of (and giving) ``elem`` (select: its value type)."""
        return builders.apply(name, args)

    def compare(self, name: str, predicate: str, a, b, elem: str):
        """arith.cmpi / arith.cmpf ``predicate`` of two ``elem`` values."""
        return builders.compare(name, predicate, a, b)

    def cast(self, name: str, x, src: str, dst: str):
        """A conversion op from ``src`` to ``dst``."""
        return builders.cast(name, x, dst)

    def index_constant(self, value: int):
        return builders.index_constant(value)

    def extract(self, tensor_value, indices: list):
        """One element of ``tensor_value``."""
        return tensor.extract(tensor_value, indices)

    def table(self, raw: bytes, shape: tuple, elem: str):
        """A constant tensor of ``shape`` holding the row-major elements ``raw``."""
        return builders.table_constant(raw, shape, elem)

    def const(self, value, elem: str):
        return builders.scalar_constant(value, elem)

    def scalar(self, v) -> ir.Value:
        if v in self.names:
            return self.names[v]
        c = hlo.splat_value(v)
        if c is not None:  # emitted at each use: a use may sit in a region the next one can't see
            return self.const(c, elem_of(v))
        if is_gathered_table(v, self.loop):  # the whole table, for the gather reading it
            return table_constant(self, v, flat=True)
        raise Ineligible(f"value {v.get_name()} has no per-element form")

    # -- the whole kernel
    def _build(self) -> ir.Module:
        """The kernel module: each form builds its own."""
        raise NotImplementedError

    # -- regions
    def _region(self, region, arg_values: list) -> list:
        """Emit a single-block region's ops with its arguments bound to ``arg_values``; the
        values it returns."""
        blocks = list(region.blocks)
        if len(blocks) != 1:
            raise Ineligible("a region with several blocks")
        block = blocks[0]
        for arg, value in zip(block.arguments, arg_values):
            self.names[arg] = value
        ops = block_ops(block)
        for op in ops[:-1]:
            self.op(op)
        return [self.scalar(v) for v in ops[-1].operands]

    def ktype(self, v) -> ir.Type:
        """The kernel type of ``v``'s per-element value."""
        return builders.element_type(elem_of(v))

    def op(self, op) -> None:
        if op.name == "stablehlo.constant" and (is_splat(op.results[0]) or
                                                is_gathered_table(op.results[0], self.loop)):
            return  # read through scalar() where used (a splat is one scalar, a table whole)
        for v in op.results:
            if shape_of(v) not in ((), self.shape):
                raise Ineligible(f"{op.name} makes a {shape_of(v)} value in a loop over "
                                 f"{self.shape} elements")
            if elem_of(v) not in FLOATS + INTS:
                raise Ineligible(f"{op.name} makes {elem_of(v)} values")
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


class ElementwiseKernel(Kernel):
    """The per-element form: a linalg.generic parallel over the state whose body runs the
    whole loop (scf.while) on one element's scalars."""

    def position(self, dim: int):
        """The element's index along ``dim`` of the state (the generic's linalg.index)."""
        return self.positions[dim]

    # -- the whole kernel
    def _build(self) -> ir.Module:
        with self.loop.location:
            module = ir.Module.create()
            with ir.InsertionPoint(module.body):
                self._kernel_func()
        return module

    def _kernel_func(self) -> None:
        rank = len(self.shape)
        tensor_ins = [v for v in self.inputs if shape_of(v) != ()]
        scalar_ins = [v for v in self.inputs if shape_of(v) == ()]
        carries = list(self.loop.operands)
        kernel = func.FuncOp("kernel", ([self._tensor(v) for v in self.inputs],
                                        [self._tensor(v) for v in carries]))
        entry = kernel.add_entry_block()
        args = dict(zip(self.inputs, entry.arguments))
        with ir.InsertionPoint(entry):
            for v in scalar_ins:
                self.names[v] = tensor.extract(args[v], [])
            outs = [tensor.empty(list(self.shape), builders.element_type(elem_of(v)))
                    for v in carries]
            full_types = [builders.tensor_of(self.shape, elem_of(v)) for v in carries]
            identity = ir.AffineMap.get_identity(rank)
            generic = linalg.GenericOp(
                full_types, [args[v] for v in tensor_ins], outs,
                [identity] * (len(tensor_ins) + len(carries)),
                [linalg.IteratorType.parallel] * rank)
            generic.attributes[KERNEL_ATTR] = ir.StringAttr.get("elementwise")
            body = generic.regions[0].blocks.append(
                *(builders.element_type(elem_of(v)) for v in [*tensor_ins, *carries]))
            for v, arg in zip(tensor_ins, body.arguments):
                self.names[v] = arg
            with ir.InsertionPoint(body):
                self.positions = [linalg.IndexOp(d).result for d in range(rank)]
                for v in self.splats:  # before the loop, so that every region sees them
                    self.names[v] = self.const(hlo.splat_value(v), elem_of(v))
                linalg.YieldOp(self._while(self.loop, [self.scalar(v) for v in carries]))
            rets = []
            for i, v in enumerate(carries):
                if shape_of(v) == () and rank and not list(self.loop.results[i].uses):
                    rets.append(args[v])  # unused (a counter): any value of its type
                elif shape_of(v) == () and rank:
                    # element 0 of its result, sliced as a tensor: a tensor.extract outside
                    # any dispatch makes IREE read the value back to the host, and the ops
                    # after the loop then run in its VM, which has no f16 (sitofp i32 -> f16
                    # "failed to legalize", fuzz_campaign.py --seed 412 --data-indices
                    # --random, f40)
                    first = builders.tensor_of((1,) * rank, elem_of(v))
                    one = tensor.extract_slice(first, generic.results[i], [], [], [],
                                               [0] * rank, [1] * rank, [1] * rank)
                    rets.append(tensor.collapse_shape(self._tensor(v), one, []))
                else:
                    rets.append(generic.results[i])
            func.ReturnOp(rets)

    def _tensor(self, v) -> ir.RankedTensorType:
        """``v``'s tensor type in the kernel (signless element type)."""
        return builders.tensor_of(shape_of(v), elem_of(v))

    # -- regions
    def _while(self, op, inits: list) -> list:
        """stablehlo.while as scf.while on the kernel values ``inits``; its results."""
        types = [self.ktype(v) for v in op.operands]
        loop = scf.WhileOp(types, inits)
        before = loop.before.blocks.append(*types)
        after = loop.after.blocks.append(*types)
        with ir.InsertionPoint(before):
            cond = self._region(op.regions[0], list(before.arguments))
            scf.ConditionOp(cond[0], list(before.arguments))
        with ir.InsertionPoint(after):
            scf.YieldOp(self._region(op.regions[1], list(after.arguments)))
        return list(loop.results)

    def if_op(self, op, a) -> list:
        """stablehlo.if as scf.if on the predicate ``a[0]``."""
        types = [self.ktype(v) for v in op.results]
        branch = scf.IfOp(a[0], types, has_else=True)
        for block, region in ((branch.then_block, op.regions[0]),
                              (branch.else_block, op.regions[1])):
            with ir.InsertionPoint(block):
                scf.YieldOp(self._region(region, []))
        return list(branch.results)

    def case_op(self, op, a) -> list:
        """stablehlo.case as nested scf.if on the index ``a[0]`` (builders.case_branches
        says why not scf.index_switch).  Spec: an index outside [0, n) picks the last
        branch."""
        regions = list(op.regions)
        return builders.case_branches(
            [self.ktype(v) for v in op.results], len(regions),
            lambda k: self._region(regions[k], []),
            lambda: self.cast("arith.index_cast", a[0], operand_elem(op), "index"))

def _arith(float_op: str, int_op: str, bool_op: str | None = None):
    def rule(k: Kernel, op, a):
        e = operand_elem(op)
        name = float_op if is_float(e) else (bool_op if e == "i1" and bool_op else int_op)
        if name is None:
            raise Ineligible(f"{op.name} on {e}")
        return k.apply(name, a, e)
    return rule


def _math(name: str):
    def rule(k: Kernel, op, a):
        e = operand_elem(op)
        if not is_float(e):
            raise Ineligible(f"{op.name} on {e}")
        return k.apply(f"math.{name}", a[:1], e)
    return rule


def _int_math(name: str):
    def rule(k: Kernel, op, a):
        e = operand_elem(op)
        if is_float(e):
            raise Ineligible(f"{op.name} on {e}")
        return k.apply(f"math.{name}", a[:1], e)
    return rule


def _integer_division(name: str, float_op: str, int_op: str, on_zero, on_overflow):
    """divide / remainder with the spec's integer edge cases: x / 0 = -1 (all bits set) and
    INT_MIN / -1 = INT_MIN; x % 0 = x and INT_MIN % -1 = 0 (``on_zero`` and ``on_overflow``
    pick the result from (lhs, -1, INT_MIN, 0)); unsigned: divui / remui, x / 0 all bits
    set, x % 0 = x."""
    def rule(k: Kernel, op, a):
        e = operand_elem(op)
        if is_float(e):
            return k.apply(float_op, a, e)
        if e == "i1":
            raise Ineligible(f"{name} on i1")
        lhs, rhs = a
        zero, one, minus = k.const(0, e), k.const(1, e), k.const(-1, e)
        if is_unsigned(op.operands[0]):  # no overflow: only x / 0 and x % 0 are special
            rhs_zero = k.compare("arith.cmpi", "eq", rhs, zero, e)
            safe = k.apply("arith.select", [rhs_zero, one, rhs], e)
            out = k.apply(by_sign(int_op, op.operands[0]), [lhs, safe], e)
            edge = {"lhs": lhs, "minus": minus}
            return k.apply("arith.select", [rhs_zero, edge[on_zero], out], e)
        smin = k.const(-(1 << (bit_width(e) - 1)), e)
        rhs_zero = k.compare("arith.cmpi", "eq", rhs, zero, e)
        lhs_min = k.compare("arith.cmpi", "eq", lhs, smin, e)
        overflow = k.apply("arith.andi", [lhs_min, k.compare("arith.cmpi", "eq", rhs, minus, e)],
                           "i1")
        unsafe = k.apply("arith.ori", [rhs_zero, overflow], "i1")
        safe = k.apply("arith.select", [unsafe, one, rhs], e)
        out = k.apply(int_op, [lhs, safe], e)
        edge = {"lhs": lhs, "minus": minus, "smin": smin, "zero": zero}
        out = k.apply("arith.select", [rhs_zero, edge[on_zero], out], e)
        return k.apply("arith.select", [overflow, edge[on_overflow], out], e)
    return rule


_divide = _integer_division("divide", "arith.divf", "arith.divsi", "minus", "smin")
_remainder = _integer_division("remainder", "arith.remf", "arith.remsi", "lhs", "zero")


def _shift(kind: str):
    def rule(k: Kernel, op, a):
        e = operand_elem(op)
        if is_float(e) or e == "i1":
            raise Ineligible(f"{op.name} on {e}")
        lhs, rhs = a
        top = k.const(bit_width(e) - 1, e)
        too_far = k.compare("arith.cmpi", "ugt", rhs, top, e)
        if kind == "shrsi":  # spec: shifting by >= the width fills with the sign bit
            amount = k.apply("arith.select", [too_far, top, rhs], e)
            return k.apply("arith.shrsi", [lhs, amount], e)
        shifted = k.apply(f"arith.{kind}", [lhs, rhs], e)
        return k.apply("arith.select", [too_far, k.const(0, e), shifted], e)
    return rule


def _negate(k: Kernel, op, a):
    e = operand_elem(op)
    if is_float(e):
        return k.apply("arith.negf", a, e)
    return k.apply("arith.subi", [k.const(0, e), a[0]], e)


def _abs(k: Kernel, op, a):
    e = operand_elem(op)
    return k.apply("math.absf" if is_float(e) else "math.absi", a, e)


def _not(k: Kernel, op, a):
    e = operand_elem(op)
    if is_float(e):
        raise Ineligible(f"not on {e}")
    return k.apply("arith.xori", [a[0], k.const(-1 if e != "i1" else 1, e)], e)


def _sign(k: Kernel, op, a):
    e = operand_elem(op)
    x = a[0]
    if is_float(e):  # +-1 keeping the sign; zeros and NaN pass through
        nonzero = k.compare("arith.cmpf", "one", x, k.const(0, e), e)
        one = k.apply("math.copysign", [k.const(1, e), x], e)
        return k.apply("arith.select", [nonzero, one, x], e)
    if e == "i1":
        return x
    neg = k.compare("arith.cmpi", "slt", x, k.const(0, e), e)
    pos = k.compare("arith.cmpi", "sgt", x, k.const(0, e), e)
    v = k.apply("arith.select", [pos, k.const(1, e), k.const(0, e)], e)
    return k.apply("arith.select", [neg, k.const(-1, e), v], e)


def _logistic(k: Kernel, op, a):
    e = operand_elem(op)
    if not is_float(e):
        raise Ineligible(f"logistic on {e}")
    one = k.const(1, e)
    ex = k.apply("math.exp", [k.apply("arith.negf", a, e)], e)
    return k.apply("arith.divf", [one, k.apply("arith.addf", [one, ex], e)], e)


def _is_finite(k: Kernel, op, a):
    e = operand_elem(op)
    mag = k.apply("math.absf", a, e)
    return k.compare("arith.cmpf", "one", mag, k.const(np.inf, e), e)


def _rsqrt(k: Kernel, op, a):
    return k.apply("math.rsqrt", a, operand_elem(op))


_FLOAT_PREDICATES = {"EQ": "oeq", "NE": "une", "LT": "olt", "LE": "ole", "GT": "ogt",
                     "GE": "oge"}
_SIGNED = {"EQ": "eq", "NE": "ne", "LT": "slt", "LE": "sle", "GT": "sgt", "GE": "sge"}
_ORDERED = ("LT", "LE", "GT", "GE")


def _compare(k: Kernel, op, a):
    e = operand_elem(op)
    direction = str(op.attributes["comparison_direction"]).split()[-1].rstrip(">")
    kind = (str(op.attributes["compare_type"]).split()[-1].rstrip(">")
            if "compare_type" in op.attributes else "")
    if is_float(e):
        if kind == "TOTALORDER":
            raise Ineligible("compare TOTALORDER")
        return k.compare("arith.cmpf", _FLOAT_PREDICATES[direction], a[0], a[1], e)
    predicate = by_sign(_SIGNED[direction], op.operands[0]) if direction in _ORDERED \
        else _SIGNED[direction]
    return k.compare("arith.cmpi", predicate, a[0], a[1], e)


def _select(k: Kernel, op, a):
    return k.apply("arith.select", a, result_elem(op))


def _minmax(which: str):
    def rule(k: Kernel, op, a):
        e = operand_elem(op)
        return k.apply(_minmax_name(op.operands[0], which), a, e)
    return rule


_MAX, _MIN = _minmax("max"), _minmax("min")


def _clamp(k: Kernel, op, a):
    lo, x, hi = a
    e = operand_elem(op, 1)  # a 0-d bound of a state-shaped operand is the same scalar everywhere
    up = k.apply(_minmax_name(op.operands[1], "max"), [x, lo], e)
    return k.apply(_minmax_name(op.operands[1], "min"), [up, hi], e)


def _minmax_name(v, which: str) -> str:
    """max / min of ``v``'s type: NaN-propagating for floats, like the spec."""
    e = elem_of(v)
    if is_float(e):
        return "arith.maximumf" if which == "max" else "arith.minimumf"
    if e == "i1":
        return "arith.ori" if which == "max" else "arith.andi"
    return by_sign("arith.maxsi" if which == "max" else "arith.minsi", v)


def _f32_to_bf16(k: Kernel, x: ir.Value) -> ir.Value:
    """f32 -> bf16 rounded to nearest even with integer ops (NaN stays a quiet NaN).

    IREE 3.13 drops the rounding of an ``arith.truncf`` to bf16 that an ``arith.extf``
    widens again inside a loop kernel: ``x.astype(bfloat16).astype(float32)`` in a
    fori_loop gave x unrounded (the differential fuzzer's f32 -> bf16 -> f32 converts).
    """
    bits = k.cast("arith.bitcast", x, "f32", "i32")
    sixteen = k.const(16, "i32")
    low = k.apply("arith.shrui", [bits, sixteen], "i32")
    lsb = k.apply("arith.andi", [low, k.const(1, "i32")], "i32")
    bias = k.apply("arith.addi", [lsb, k.const(0x7FFF, "i32")], "i32")
    rounded = k.apply("arith.addi", [bits, bias], "i32")
    quiet = k.apply("arith.ori", [bits, k.const(0x00400000, "i32")], "i32")
    nan = k.compare("arith.cmpf", "uno", x, x, "f32")
    chosen = k.apply("arith.select", [nan, quiet, rounded], "i32")
    top = k.apply("arith.shrui", [chosen, sixteen], "i32")
    half = k.cast("arith.trunci", top, "i32", "i16")
    return k.cast("arith.bitcast", half, "i16", "bf16")


def _f64_to_f32_odd(k: Kernel, x: ir.Value) -> ir.Value:
    """f64 -> f32 rounded to odd (toward zero, the last bit set when inexact), so that
    rounding the result to bf16 to nearest even gives float64's own bf16 rounding (a
    single arith.truncf to bf16 came back unrounded from IREE 3.13 in a kernel: the
    fuzzer's seed 458 f235)."""
    near = k.cast("arith.truncf", x, "f64", "f32")
    bits = k.cast("arith.bitcast", near, "f32", "i32")
    back = k.cast("arith.extf", near, "f32", "f64")
    exact = k.compare("arith.cmpf", "oeq", back, x, "f64")
    away = k.compare("arith.cmpf", "ogt", k.apply("math.absf", [back], "f64"),
                     k.apply("math.absf", [x], "f64"), "f64")
    toward = k.apply("arith.select", [away, k.apply("arith.subi", [bits, k.const(1, "i32")],
                                                    "i32"), bits], "i32")
    odd = k.apply("arith.ori", [toward, k.const(1, "i32")], "i32")
    chosen = k.apply("arith.select", [exact, bits, odd], "i32")
    return k.cast("arith.bitcast", chosen, "i32", "f32")


def _convert(k: Kernel, op, a):
    src, dst = operand_elem(op), result_elem(op)
    x = a[0]
    if src == dst:
        return x
    if is_float(src) and is_float(dst):
        wider = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
        if dst == "bf16" and src in ("f16", "f32", "f64"):
            if src == "f16":
                x = k.cast("arith.extf", x, "f16", "f32")
            if src == "f64":
                x = _f64_to_f32_odd(k, x)
            return _f32_to_bf16(k, x)
        if src in ("f16", "bf16") and dst in ("f16", "bf16"):
            x = k.cast("arith.extf", x, src, "f32")
            return k.cast("arith.truncf", x, "f32", dst)
        name = "extf" if wider[dst] > wider[src] else "truncf"
        return k.cast(f"arith.{name}", x, src, dst)
    if is_float(src):
        if dst == "i1":
            return k.compare("arith.cmpf", "une", x, k.const(0, src), src)
        return k.cast(by_sign("arith.fptosi", op.results[0]), x, src, dst)
    if is_float(dst):
        return k.cast(by_sign("arith.sitofp", op.operands[0]), x, src, dst)
    if dst == "i1":
        return k.compare("arith.cmpi", "ne", x, k.const(0, src), src)
    if bit_width(dst) > bit_width(src):
        return k.cast(by_sign("arith.extsi", op.operands[0]), x, src, dst)
    return k.cast("arith.trunci", x, src, dst)


def _bitcast(k: Kernel, op, a):
    src, dst = operand_elem(op), result_elem(op)
    if shape_of(op.operands[0]) != shape_of(op.results[0]) or src == "i1" or dst == "i1":
        raise Ineligible("bitcast_convert changing the shape")
    if src == dst:  # ui32 <-> i32: the same signless value
        return a[0]
    return k.cast("arith.bitcast", a[0], src, dst)


def _constant(k: Kernel, op, a):
    """Splat constants never get here (op() reads them where used)."""
    raise Ineligible("a non-splat constant")


def _same_value(k: Kernel, op, a):
    """broadcast_in_dim of a 0-d value, or a shape-preserving broadcast / reshape."""
    src, dst = shape_of(op.operands[0]), shape_of(op.results[0])
    if is_splat(op.operands[0]):
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


def _barrier(k: Kernel, op, a):
    """optimization_barrier: its operands.  hostcall-fold-splats puts one before a
    reduction's constant input (an argmax's iota) so that IREE computes it apart; in a
    kernel the reduction is scalar code IREE does not fuse, and the values are the same."""
    return list(a)


def _iota(k: Kernel, op, a):
    e = result_elem(op)
    if shape_of(op.results[0]) != k.shape:
        raise Ineligible("iota of another shape")
    dim = ir.IntegerAttr(op.attributes["iota_dimension"]).value
    if is_float(e):
        i = k.cast("arith.index_cast", k.position(dim), "index", "i64")
        return k.cast("arith.sitofp", i, "i64", e)
    return k.cast("arith.index_cast", k.position(dim), "index", e)


def _while(k: Kernel, op, a):
    return k._while(op, a)


def _if(k: Kernel, op, a):
    return k.if_op(op, a)


def _case(k: Kernel, op, a):
    return k.case_op(op, a)


def _pointwise_gather(op) -> dict:
    """The dimension numbers of a gather reading one element per result element (slices of
    size 1, every table dimension collapsed); Ineligible for other gathers."""
    table, indices = op.operands
    dn = parse_dims(op.attributes["dimension_numbers"])
    dn.setdefault("index_vector_dim", 0)  # omitted from the text when 0
    rank = len(shape_of(table))
    if (dn.get("offset_dims") or dn.get("operand_batching_dims")
            or sorted(dn.get("collapsed_slice_dims", [])) != list(range(rank))
            or i64s(op.attributes["slice_sizes"]) != [1] * rank):
        raise Ineligible("a gather of slices larger than one element")
    if elem_of(indices) not in INTS[1:] or elem_of(table) not in FLOATS + INTS[1:]:
        raise Ineligible(f"a gather of {elem_of(table)} by {elem_of(indices)} indices")
    return dn


def table_constant(k, v, flat: bool) -> ir.Value:
    """A gathered constant as an `arith.constant` tensor (row-major, flattened if ``flat``),
    written by its exact bytes; emitted where used (canonicalization merges repeats)."""
    elem = elem_of(v)
    values = dense_values(v)
    if size_of(v) != values.size:  # a splat stored once: not a table
        raise Ineligible("a gathered splat")
    raw = values.astype(np_dtype(elem) if elem in FLOATS else
                        f"<i{bit_width(elem) // 8}").tobytes()
    return k.table(raw, (size_of(v),) if flat else shape_of(v), elem)


def clamped_index(k, s: ir.Value, v, top: int) -> ir.Value:
    """The spec's start index: ``s`` (of the stablehlo index ``v``) clamped into [0, top]
    (per lane in vector code)."""
    e = elem_of(v)
    lo, hi = k.const(0, e), k.const(top, e)
    low = k.apply(by_sign("arith.maxsi", v), [s, lo], e)
    return k.apply(by_sign("arith.minsi", v), [low, hi], e)


def table_gather(k: Kernel, op, a):
    """Per element: a 0-d index into one table dimension (index_vector_dim past the last
    dimension), clamped, scaled by the dimension's stride into the flattened table; in
    vector code a `vector.gather` of every lane at once."""
    table, indices = op.operands
    if not is_gathered_table(table, k.loop):
        raise Ineligible("a gather from a value that is not a constant table")
    dn = _pointwise_gather(op)
    index_map = dn.get("start_index_map", [])
    if dn["index_vector_dim"] != len(shape_of(indices)) or len(index_map) != 1:
        raise Ineligible("a gather by index vectors (per element: one index each)")
    dim, shape, e, t = index_map[0], shape_of(table), elem_of(indices), elem_of(table)
    stride = int(np.prod(shape[dim + 1:], dtype=np.int64))
    i = clamped_index(k, a[1], indices, shape[dim] - 1)
    lanes = getattr(k, "lanes", None)
    if not lanes:
        i = k.cast("arith.index_cast", i, e, "index")
        if stride != 1:
            i = k.apply("arith.muli", [i, k.index_constant(stride)], "index")
        return k.extract(a[0], [i])
    return k.gather_lanes(a[0], i, t, stride)


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
    def rule(k: Kernel, op, a):
        e = operand_elem(op)
        if not is_float(e) or e == "bf16":   # a bf16 product is rounded before the sum
            return plain(k, op, a)
        subtract = op.name == "stablehlo.subtract"
        left, right = ([k.scalar(x) for x in p.operands] if p is not None else None
                       for p in (_single_use_product(v) for v in op.operands))
        if left is not None:
            x, y = left
            z = k.apply("arith.negf", a[1:], e) if subtract else a[1]
            return k.apply("math.fma", [x, y, z], e)
        if right is not None:
            x, y = right
            if subtract:
                x = k.apply("arith.negf", [x], e)
            return k.apply("math.fma", [x, y, a[0]], e)
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
    "stablehlo.gather": table_gather,
    "stablehlo.optimization_barrier": _barrier,
}


def _rounded_to_bf16(rule):
    """``rule`` with its bf16 results rounded to the bf16 grid by integer ops.

    IREE 3.13 computes bf16 arithmetic in float32 and keeps the float32 value between ops
    of one kernel (as hostcall-round-bf16 says of its fusions): in a loop kernel,
    ``(x.astype(bfloat16) ** 2).astype(uint64)`` of 17 gave 289, not bf16's 288 (the
    differential fuzzer's seed 438 f228)."""
    def rounded(k: Kernel, op, a):
        outs = rule(k, op, a)
        if result_elem(op) != "bf16":
            return outs
        wide = [k.cast("arith.extf", x, "bf16", "f32")
                for x in (outs if isinstance(outs, list) else [outs])]
        done = [_f32_to_bf16(k, x) for x in wide]
        return done if isinstance(outs, list) else done[0]
    return rounded


RULES.update({name: _rounded_to_bf16(rule) for name, rule in RULES.items()
              if name in op_traits.ROUNDS_BF16})
