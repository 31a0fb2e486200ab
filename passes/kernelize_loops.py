"""hostcall-kernelize-loops: small elementwise `stablehlo.while` loops run as one dispatch.

Why: IREE 3.13 keeps `stablehlo.while` control on the host and issues HAL work for every
iteration (about 1.8 us each for a one-dispatch body), so a 2000-step loop of a few
elementwise ops costs 3.5 ms where the arithmetic needs tens of microseconds.  No IREE flag
changes that.  What IREE does run in one dispatch is a `linalg.generic` (parallel over
the elements) whose body holds an `scf.while` over scalars with `arith` / `math` ops.

The pass rewrites a loop into that form when

- every carried value and every value the loop reads from outside has one common shape S
  or is 0-d (a counter, a step size, a scalar predicate), and they hold at most
  ``max-elements`` elements together (bigger states run faster as the host loop, whose
  body dispatches are vectorized across the elements);
- every op of the condition and the body, nested while / if / case included, has a
  scalar emit rule below (elementwise math, compare / select / clamp, convert, splat
  constants, iota, broadcasts of a 0-d value, same-shape reshapes); host callbacks
  have none, so loops holding them stay host loops and keep their order;
- element types are floats, signless integers or booleans (no unsigned or complex).

Each element then runs the whole loop on its own scalars (0-d carries are computed
identically by every element, so the condition agrees across elements).  The scalar
rules follow the StableHLO spec the way IREE's own StableHLO lowering does (integer
division and remainder by zero, shift amounts past the bit width, NaN-propagating
max / min and clamp, ordered float compares except NE), and emit the same `math` ops,
which IREE expands the same way in both forms, so a kernelized loop and the host loop
give the same bits.  Loops that do not qualify stay as they are; ``classify`` says why
(``hostcall inspect`` shows it).
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
from iree.compiler import ir, passmanager

from hostcall.dialects import stablehlo as hlo

from . import Option, register
from ._callback_util import block_ops, nested_ops, operation

PASS = "hostcall-kernelize-loops"
KERNEL_ATTR = "hostcall.loop_kernel"
DEFAULT_MAX_ELEMENTS = 4096

_FLOATS = ("f16", "bf16", "f32", "f64")
_INTS = ("i1", "i8", "i16", "i32", "i64")


class Ineligible(Exception):
    """The loop cannot be kernelized; the message says which op or value blocks it."""


# ---------------------------------------------------------------- analysis
def _tensor(v) -> ir.RankedTensorType:
    return ir.RankedTensorType(v.type)


def _shape(v) -> tuple:
    return tuple(_tensor(v).shape)


def _elem(v) -> str:
    return str(_tensor(v).element_type)


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
    return out


def _state_shape(loop, outside) -> tuple:
    """The common non-scalar shape S of the loop's state (``()`` when all are 0-d)."""
    shapes = {_shape(v) for v in [*loop.operands, *outside]} - {()}
    if len(shapes) > 1:
        raise Ineligible(f"state of several shapes {sorted(shapes)}")
    return shapes.pop() if shapes else ()


def classify(loop, max_elements: int = DEFAULT_MAX_ELEMENTS) -> str:
    """'elementwise' when ``loop`` (a stablehlo.while) can be kernelized; raises Ineligible."""
    loop = operation(loop)
    _Kernel(loop, max_elements)
    return "elementwise"


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
                raise Ineligible(f"element type {_elem(v)} (floats, signless integers and "
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
        return self.emit(f"arith.constant {int(value)} : {elem}")

    def scalar(self, v) -> str:
        if v in self.names:
            return self.names[v]
        c = hlo.splat_value(v)
        if c is not None:  # emitted at each use: a use may sit in a region the next one can't see
            return self.const(c, _elem(v))
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
            head.append(f"{name} = tensor.extract {args[v]}[] : {v.type}")
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
               f"{', '.join(str(v.type) for v in tensor_ins)}) ") if tensor_ins else ""
        generic = (f"%g:{len(carries)} = linalg.generic {{indexing_maps = [{maps}], "
                   f"iterator_types = [{iters}]}} {ins}"
                   f"outs({', '.join(outs)} : {', '.join(full_types)}) "
                   f"attrs = {{{KERNEL_ATTR} = \"elementwise\"}} {{\n"
                   f"^bb0({', '.join(block_args)}):\n  " + "\n  ".join(body) +
                   f"\n}} -> ({', '.join(full_types)})")
        tail, rets = [], []
        zeros = ", ".join(["%c0"] * rank)
        if rank and any(_shape(v) == () for v in carries):
            tail.append("%c0 = arith.constant 0 : index")
        for i, v in enumerate(carries):
            if _shape(v) == () and rank and not list(self.loop.results[i].uses):
                rets.append(args[v])  # unused (a counter): any value of its type
            elif _shape(v) == () and rank:
                tail.append(f"%s{i} = tensor.extract %g#{i}[{zeros}] : {full_types[i]}")
                tail.append(f"%r{i} = tensor.from_elements %s{i} : {v.type}")
                rets.append(f"%r{i}")
            else:
                rets.append(f"%g#{i}")
        sig = ", ".join(f"{args[v]}: {v.type}" for v in self.inputs)
        res_types = ", ".join(str(v.type) for v in carries)
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

    def _while(self, op, inits: list[str]) -> list[str]:
        elems = [_elem(v) for v in op.operands]
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
        if op.name == "stablehlo.constant" and _is_splat(op.results[0]):
            return  # read through scalar() where used (any shape: a splat is one scalar)
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


def _divide(k: _Kernel, op, a):
    e = _t(op)
    if _is_float(e):
        return k.emit(f"arith.divf {a[0]}, {a[1]} : {e}")
    if e == "i1":
        raise Ineligible("divide on i1")
    # spec: x / 0 = -1 (all bits set), INT_MIN / -1 = INT_MIN
    lhs, rhs = a
    zero, one, minus = k.const(0, e), k.const(1, e), k.const(-1, e)
    smin = k.const(-(1 << (_bits(e) - 1)), e)
    rhs_zero = k.emit(f"arith.cmpi eq, {rhs}, {zero} : {e}")
    overflow = k.emit(f"arith.andi {k.emit(f'arith.cmpi eq, {lhs}, {smin} : {e}')}, "
                      f"{k.emit(f'arith.cmpi eq, {rhs}, {minus} : {e}')} : i1")
    unsafe = k.emit(f"arith.ori {rhs_zero}, {overflow} : i1")
    safe = k.emit(f"arith.select {unsafe}, {one}, {rhs} : {e}")
    q = k.emit(f"arith.divsi {lhs}, {safe} : {e}")
    q = k.emit(f"arith.select {rhs_zero}, {minus}, {q} : {e}")
    return k.emit(f"arith.select {overflow}, {smin}, {q} : {e}")


def _remainder(k: _Kernel, op, a):
    e = _t(op)
    if _is_float(e):
        return k.emit(f"arith.remf {a[0]}, {a[1]} : {e}")
    if e == "i1":
        raise Ineligible("remainder on i1")
    # spec: x % 0 = x, INT_MIN % -1 = 0
    lhs, rhs = a
    zero, one, minus = k.const(0, e), k.const(1, e), k.const(-1, e)
    smin = k.const(-(1 << (_bits(e) - 1)), e)
    rhs_zero = k.emit(f"arith.cmpi eq, {rhs}, {zero} : {e}")
    overflow = k.emit(f"arith.andi {k.emit(f'arith.cmpi eq, {lhs}, {smin} : {e}')}, "
                      f"{k.emit(f'arith.cmpi eq, {rhs}, {minus} : {e}')} : i1")
    unsafe = k.emit(f"arith.ori {rhs_zero}, {overflow} : i1")
    safe = k.emit(f"arith.select {unsafe}, {one}, {rhs} : {e}")
    r = k.emit(f"arith.remsi {lhs}, {safe} : {e}")
    r = k.emit(f"arith.select {rhs_zero}, {lhs}, {r} : {e}")
    return k.emit(f"arith.select {overflow}, {zero}, {r} : {e}")


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
_UNSIGNED = {"EQ": "eq", "NE": "ne", "LT": "ult", "LE": "ule", "GT": "ugt", "GE": "uge"}


def _compare(k: _Kernel, op, a):
    e = _t(op)
    direction = str(op.attributes["comparison_direction"]).split()[-1].rstrip(">")
    kind = (str(op.attributes["compare_type"]).split()[-1].rstrip(">")
            if "compare_type" in op.attributes else "")
    if _is_float(e):
        if kind == "TOTALORDER":
            raise Ineligible("compare TOTALORDER")
        return k.emit(f"arith.cmpf {_FLOAT_PREDICATES[direction]}, {a[0]}, {a[1]} : {e}")
    table = _UNSIGNED if e == "i1" or kind == "UNSIGNED" else _SIGNED
    return k.emit(f"arith.cmpi {table[direction]}, {a[0]}, {a[1]} : {e}")


def _select(k: _Kernel, op, a):
    return k.emit(f"arith.select {a[0]}, {a[1]}, {a[2]} : {_rt(op)}")


def _minmax(which: str):
    def rule(k: _Kernel, op, a):
        e = _t(op)
        if _is_float(e):  # NaN-propagating, like the spec
            name = "maximumf" if which == "max" else "minimumf"
        elif e == "i1":
            name = "ori" if which == "max" else "andi"
        else:
            name = "maxsi" if which == "max" else "minsi"
        return k.emit(f"arith.{name} {a[0]}, {a[1]} : {e}")
    return rule


_MAX, _MIN = _minmax("max"), _minmax("min")


def _clamp(k: _Kernel, op, a):
    lo, x, hi = a
    e = _t(op, 1)  # a 0-d bound of a state-shaped operand is the same scalar everywhere
    up = k.emit(f"arith.{_minmax_name(e, 'max')} {x}, {lo} : {e}")
    return k.emit(f"arith.{_minmax_name(e, 'min')} {up}, {hi} : {e}")


def _minmax_name(e: str, which: str) -> str:
    if _is_float(e):
        return "maximumf" if which == "max" else "minimumf"
    if e == "i1":
        return "ori" if which == "max" else "andi"
    return "maxsi" if which == "max" else "minsi"


def _convert(k: _Kernel, op, a):
    src, dst = _t(op), _rt(op)
    x = a[0]
    if src == dst:
        return x
    if _is_float(src) and _is_float(dst):
        wider = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
        if src in ("f16", "bf16") and dst in ("f16", "bf16"):
            x = k.emit(f"arith.extf {x} : {src} to f32")
            return k.emit(f"arith.truncf {x} : f32 to {dst}")
        name = "extf" if wider[dst] > wider[src] else "truncf"
        return k.emit(f"arith.{name} {x} : {src} to {dst}")
    if _is_float(src):
        if dst == "i1":
            return k.emit(f"arith.cmpf une, {x}, {k.const(0, src)} : {src}")
        return k.emit(f"arith.fptosi {x} : {src} to {dst}")
    if _is_float(dst):
        name = "uitofp" if src == "i1" else "sitofp"
        return k.emit(f"arith.{name} {x} : {src} to {dst}")
    if dst == "i1":
        return k.emit(f"arith.cmpi ne, {x}, {k.const(0, src)} : {src}")
    if _bits(dst) > _bits(src):
        return k.emit(f"arith.{'extui' if src == 'i1' else 'extsi'} {x} : {src} to {dst}")
    return k.emit(f"arith.trunci {x} : {src} to {dst}")


def _bitcast(k: _Kernel, op, a):
    src, dst = _t(op), _rt(op)
    if _shape(op.operands[0]) != _shape(op.results[0]) or src == "i1" or dst == "i1":
        raise Ineligible("bitcast_convert changing the shape")
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
    elems = [_elem(v) for v in op.results]
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
    elems = [_elem(v) for v in op.results]
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


def _single_use_product(v):
    """The float multiply defining ``v`` when ``v`` has no other use, else None."""
    owner = v.owner
    if not isinstance(v, ir.OpResult) or owner.name != "stablehlo.multiply" or \
            len(list(v.uses)) != 1:
        return None
    return operation(owner)


def _fused(plain):
    """add / subtract of a product, fused into one math.fma as LLVM fuses the host loop's
    vector code (it contracts a single-use fmul into the fadd that reads it, the left
    operand first), so both forms round the same way."""
    def rule(k: _Kernel, op, a):
        e = _t(op)
        if not _is_float(e):
            return plain(k, op, a)
        subtract = op.name == "stablehlo.subtract"
        left, right = (_single_use_product(v) for v in op.operands)
        if left is not None:
            x, y = (k.scalar(v) for v in left.operands)
            z = k.emit(f"arith.negf {a[1]} : {e}") if subtract else a[1]
            return k.emit(f"math.fma {x}, {y}, {z} : {e}")
        if right is not None:
            x, y = (k.scalar(v) for v in right.operands)
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
}


# ---------------------------------------------------------------- rewriting
def _replace(loop, kernel: _Kernel) -> None:
    """Put the kernel's ops where ``loop`` is and wire its results in."""
    with loop.location:
        tmp = ir.Module.parse(f"module {{\n{kernel.text}\n}}")
    # drop what the rules emit for nothing (products fused into fma, unused indices)
    passmanager.PassManager.parse("builtin.module(canonicalize,cse)").run(tmp.operation)
    func = operation(block_ops(tmp.body)[0])
    block = list(func.regions[0].blocks)[0]
    ops = block_ops(block)
    for inner in ops[:-1]:
        inner.move_before(loop)
    for arg, value in zip(block.arguments, kernel.inputs):
        arg.replace_all_uses_with(value)
    for result, value in zip(loop.results, ops[-1].operands):
        result.replace_all_uses_with(value)
    loop.erase()


def _walk(op, max_elements: int, done: list) -> None:
    for region in op.regions:
        for block in region.blocks:
            for inner in block_ops(block):
                if inner.name == "stablehlo.while":
                    try:
                        kernel = _Kernel(inner, max_elements)
                    except Ineligible:
                        _walk(inner, max_elements, done)
                        continue
                    _replace(inner, kernel)
                    done.append(kernel)
                else:
                    _walk(inner, max_elements, done)


@register(PASS, options={
    "max-elements": Option(int, DEFAULT_MAX_ELEMENTS,
                           "the most elements a loop's carried state and the values it reads "
                           "from outside may hold together to be kernelized")})
def kernelize_loops(module, ctx, max_elements: int = DEFAULT_MAX_ELEMENTS):
    """Run small elementwise while loops as one per-element kernel (linalg.generic + scf.while)."""
    done: list = []
    _walk(module.operation, max_elements, done)
    ctx.products.setdefault("loop_kernels", []).extend(k.shape for k in done)
