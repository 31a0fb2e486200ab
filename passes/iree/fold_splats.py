"""hostcall-fold-splats: elementwise ops on splat constants become splat constants.

Why: IREE 3.13 miscompiles a sum or product over a value it can tell is one repeated
number but that reaches its code generator as a computed fill (a converted bool or int
splat, a comparison of splats, ones / 4, ...): the vectorized loop adds the number once
per vector instead of once per element (``jnp.mean(jnp.ones((4, 5), bool))`` gave 0.1).
A splat ``stablehlo.constant`` takes IREE's own constant folding instead, which is right.

1. Folding evaluates the op on one scalar with the reference evaluator
   (``hostcall.reference``, the StableHLO spec's semantics): broadcasts and reshapes,
   conversions, comparisons, select, clamp, shifts, and add / subtract / multiply /
   max / min / and / or / xor / not / negate / abs.  Values of types numpy cannot hold
   here (i2 / i4, quantized), tuples and tokens are left alone.
2. Ops whose result one operand decides, as IREE folds them, so the constants it would
   find are found here first: integer x * 0, x & 0, x | ~0, max(x, MAX), min(x, MIN),
   x rem 1, x >= MIN, x <= MAX (and their negations); integer x - x, x ^ x, x & ~x,
   x | ~x and comparisons of x with x.  And / or / max / min of x with x and
   select(p, x, x) become x, a select on a splat constant predicate the operand it picks
   (a loop carry only such a select reads is one IREE sees unread, and
   hostcall-guard-unread-carries must see it so too: tests/inputs/fuzz_fixed/
   seed307_f62.mlir), and select(p, a, select(p, x, y)) is select(p, a, y) (likewise
   select(p, select(p, x, y), b) is select(p, x, b)).  IREE 3.13 folds such nested selects
   inside the elementwise op it fuses them into, and then handed the wrong one of that
   op's results to a consumer in another dispatch (an optimization_barrier, a scatter):
   the batched gradient of a switch got the cotangent where the fold gives zeros.  Two operands count as one value
   when they are, or are computed by identical side-effect-free ops from such operands
   (two equal iotas), since IREE merges those.
   A dynamic_update_slice whose update is as large as its operand is the update (the
   start indices clamp to zero), and a slice or dynamic_slice of the whole operand is the
   operand: IREE folds both, so a loop carry that only such an update reads is one IREE
   sees overwritten unread, and hostcall-guard-unread-carries must see it so too (the
   fuzzer's seed 472 f7: ``x.at[i:i + 5].set(a[i:i + 5])`` of a five-element carry in a
   case branch; iree-compile 3.13 crashed).
   Selections from a splat (slice, dynamic_slice, gather, reverse of one, whatever the
   indices) are splats of their result's shape, and a while carry that starts as a splat
   constant and that the body returns as that same constant (or unchanged) is that
   constant in the condition, the body and after the loop: IREE folds both, and 3.13
   then made a dynamic_update_slice whose update was a slice of such a carry's gather a
   dispatch storing a slice of a larger fill, which its CPU code generator rejected
   ("write affecting operations on global resources are restricted to workgroup
   distributed contexts"; the transposed, batched loop of the fuzzer's seed 443
   f75_vjp_v1, whose cotangent carry for an unused input stays zero).  Folded here, the
   update is a splat of its own shape.
3. A reduction whose input still follows from constants alone (ones / 4, exp(zeros))
   reads it through an optimization_barrier, so IREE computes it apart; so do calls
   and loops, which may hand such a value on to a reduction.  In a loop body or branch
   the value is computed again, with its barrier, before the outermost loop or case
   holding it: IREE 3.13 gave up on a loop whose body held the barrier ("maximum
   iteration count exceeded in fixed point pipeline"; the bounds mask of a scatter at
   constant indices in a loop, tests/inputs/fuzz_fixed/seed404_f398.mlir).

Constants nothing uses any more (the scalar under a folded broadcast: one per
``x * 1.5``) are erased, as MLIR's folding erases them: later passes and IREE then have
fewer ops to read.

Steps 1 and 2 are rewrite patterns keyed by op name (``fold_patterns``), step 3 another
(``isolation_pattern``), run by ``passes/rewrite.py``'s driver one after the other.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall import reference
from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import nested_ops, operation, outside_control_flow, terminator
from hostcall.dialects.types import BYTE_CARRIED, NARROW_DTYPES, shape_dtype

from .. import register
from ..rewrite import FunctionPattern, RewritePattern, apply_patterns

PASS = "hostcall-fold-splats"

_SAME_SHAPE = ("stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.transpose")
# Ops folded on splats: exact in every element type, so a folded constant is the value
# IREE computes (transcendental functions may differ from IREE's in the last bit).
_FOLDED = tuple(sorted(op_traits.FOLDED_ON_SPLATS))


def _float_to_int_out_of_range(op, x: np.ndarray) -> bool:
    """A float to integer conversion outside the integer range: StableHLO leaves its
    result open (IREE wraps, JAX saturates), so it is left to the compiled code."""
    if op.name != "stablehlo.convert" or x.dtype.kind not in "fV":
        return False
    _, dtype = shape_dtype(op.results[0].type)
    if dtype.kind not in "iu":
        return False
    info, f = np.iinfo(dtype), float(x)
    return not (np.isfinite(f) and info.min <= f <= info.max)


_BYTE_CARRIED_DTYPES = frozenset(NARROW_DTYPES[name] for name in BYTE_CARRIED)


def _has_array_types(op) -> bool:
    """Whether every operand and result is a tensor of an element type numpy holds here
    (not i2 / i4, float8 / float4 (ml_dtypes' converts wrap where StableHLO programs
    saturate), quantized, a tuple or a token)."""
    for v in (*op.operands, *op.results):
        try:
            if shape_dtype(v.type)[1] in _BYTE_CARRIED_DTYPES:
                return False
        except (TypeError, ValueError):
            return False
    return True


def _all_ones(dtype: np.dtype) -> np.ndarray:
    """~0 of an integer or bool dtype (True for bool)."""
    return np.invert(np.zeros((), dtype))


def _extremes(dtype: np.dtype) -> tuple[np.ndarray, np.ndarray]:
    """The lowest and highest values of an integer or bool dtype, as 0-d arrays."""
    if dtype == np.bool_:
        return np.asarray(False), np.asarray(True)
    info = np.iinfo(dtype)
    return np.asarray(info.min, dtype), np.asarray(info.max, dtype)


def _absorbed(op, args, values) -> np.ndarray | None:
    """An integer or bool op whose splat operand decides the result whatever the other
    holds (x * 0, x & 0, x | ~0, max(x, MAX), min(x, MIN), x rem 1): IREE folds these too,
    and then sums the fill wrongly."""
    _, dtype = shape_dtype(op.results[0].type)
    if dtype.kind not in "biu" or len(args) != 2:
        return None
    bottom, top = _extremes(dtype)
    for i, a in enumerate(args):
        if a is None:
            continue
        if op.name in ("stablehlo.multiply", "stablehlo.and") and not a.any():
            return np.zeros((), dtype)
        if op.name == "stablehlo.or" and a == _all_ones(dtype):
            return np.asarray(a, dtype)
        if (op.name, a) in (("stablehlo.maximum", top), ("stablehlo.minimum", bottom)):
            return np.asarray(a, dtype)
        if op.name == "stablehlo.remainder" and i == 1 and dtype.kind in "iu" \
                and int(a) in (1, -1):
            return np.zeros((), dtype)
    return None


# Ops with effects or state: two of them with equal operands may still differ.
_NOT_VALUE_OPS = op_traits.WITH_EFFECTS | {"stablehlo.optimization_barrier"}
_SELF_ZERO = ("stablehlo.subtract", "stablehlo.xor")
_BITWISE = ("stablehlo.and", "stablehlo.or", "stablehlo.xor")
_SELF_IDENTITY = ("stablehlo.and", "stablehlo.or", "stablehlo.maximum", "stablehlo.minimum")
_SELF_COMPARE = {"EQ": True, "LE": True, "GE": True, "NE": False, "LT": False, "GT": False}


class _Values:
    """Facts about values, computed once each: a number, equal for values that hold equal
    arrays (one SSA value, or results of identical side-effect-free ops without regions:
    name, attributes, types, and operands with equal numbers), and whether a value follows
    from constants alone."""

    def __init__(self):
        self._numbers: dict = {}
        self._keys: dict = {}
        self._constant: dict = {}

    def same(self, a, b) -> bool:
        if a == b:
            return True
        # the numbers (walks back through both values' producers) only where they may be
        # equal: results of two value ops of one name and type, else never
        if not (self._is_value_op(a) and self._is_value_op(b)) or a.type != b.type \
                or a.owner.name != b.owner.name:
            return False
        return self._fact(a, self._numbers) == self._fact(b, self._numbers)

    def from_constants(self, v) -> bool:
        return self._fact(v, self._constant)

    def _fact(self, value, table: dict):
        stack = [value]
        while stack:          # post-order without recursion: chains can be long
            v = stack[-1]
            if v in self._numbers:
                stack.pop()
                continue
            pending = [o for o in self._operands(v) if o not in self._numbers]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            self._record(v)
        return table[value]

    @staticmethod
    def _is_value_op(v) -> bool:
        if not isinstance(v, ir.OpResult):
            return False
        op = v.owner
        name = op.name
        if not name.startswith("stablehlo.") or name in _NOT_VALUE_OPS or len(op.regions):
            return False
        # the bindings cannot read complex element attributes
        return not (name == "stablehlo.constant" and _complex(v.type))

    def _operands(self, v) -> list:
        return list(v.owner.operands) if self._is_value_op(v) else []

    def _record(self, v) -> None:
        if not self._is_value_op(v):
            constant = isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant"
            key = ("opaque", len(self._keys))
        else:
            op = v.owner
            key = (op.name, v.result_number, v.type, _attributes(op),
                   tuple(self._numbers[o] for o in op.operands))
            constant = all(self._constant[o] for o in op.operands)
        self._numbers[v] = self._keys.setdefault(key, len(self._keys))
        self._constant[v] = constant


def _complex(t: ir.Type) -> bool:
    """Whether ``t`` holds complex numbers (a tensor's element type is read, not printed:
    printing a type costs ~2.5 us)."""
    if isinstance(t, ir.ShapedType):
        return isinstance(t.element_type, ir.ComplexType)
    return "complex" in str(t)


def _attributes(op) -> tuple:
    return tuple(sorted((name, op.attributes[name]) for name in op.attributes))


def _direction(op) -> str:
    return str(op.attributes["comparison_direction"]).split()[-1].rstrip(">")


def _negates(a, b, values: _Values) -> bool:
    """Whether b is stablehlo.not of a value the same as a."""
    return isinstance(b, ir.OpResult) and b.owner.name == "stablehlo.not" \
        and values.same(a, b.owner.operands[0])


def _self_constant(op, args, values: _Values) -> np.ndarray | None:
    """Integer or bool x - x, x ^ x, comparisons of x with x (floats differ: NaN), and
    x & ~x, x | ~x, x ^ ~x."""
    if len(op.operands) != 2:
        return None
    a, b = op.operands
    _, dtype = shape_dtype(a.type)
    if dtype.kind not in "biu":
        return None
    if values.same(a, b):
        if op.name in _SELF_ZERO:
            return np.zeros((), dtype)
        if op.name == "stablehlo.compare" and _direction(op) in _SELF_COMPARE:
            return np.asarray(_SELF_COMPARE[_direction(op)])
    elif op.name in _BITWISE and (_negates(a, b, values) or _negates(b, a, values)):
        return np.zeros((), dtype) if op.name == "stablehlo.and" else _all_ones(dtype)
    return None


def _self_result(op, values: _Values):
    """The operand that and / or / max / min of x with x, or select(p, x, x), returns."""
    if op.name in _SELF_IDENTITY and len(op.operands) == 2:
        pair = op.operands[0], op.operands[1]
    elif op.name == "stablehlo.select":
        pair = op.operands[1], op.operands[2]
    else:
        return None
    return pair[0] if values.same(*pair) and pair[0].type == op.results[0].type else None


def _nested_on_the_same_predicate(op, values: _Values):
    """(i, v): operand i of select(p, a, b) is a select on the same predicate whose pick
    there is v (select(p, select(p, x, y), b) picks x, select(p, a, select(p, x, y)) picks
    y), as IREE folds it; None when neither is."""
    pred = op.operands[0]
    for i in (1, 2):
        inner = op.operands[i]
        if not (isinstance(inner, ir.OpResult) and inner.owner.name == "stablehlo.select"):
            continue
        inner_op = inner.owner
        if inner_op.operands[0].type == pred.type and values.same(inner_op.operands[0], pred):
            return i, inner_op.operands[i]
    return None


def _chosen_by_predicate(op):
    """The operand a select whose predicate is a splat constant returns: IREE folds such a
    select, so an operand only it reads (a loop carry) is unread in what IREE compiles."""
    pred = op.operands[0]
    value = hlo.splat_value(pred) if _constant(pred) else None
    if value is None:
        return None
    chosen = op.operands[1] if bool(value) else op.operands[2]
    return chosen if chosen.type == op.results[0].type else None


# For x on the left of `direction` and the type's lowest (highest) value on the right: the
# result whatever x holds, if there is one.  IREE folds these comparisons too.
_AGAINST_LOWEST = {"GE": True, "LT": False}
_AGAINST_HIGHEST = {"LE": True, "GT": False}
_MIRRORED = {"GE": "LE", "LE": "GE", "GT": "LT", "LT": "GT", "EQ": "EQ", "NE": "NE"}


def _compared_with_extreme(op, args, values) -> np.ndarray | None:
    """An integer or bool comparison with the lowest or highest value of its type."""
    if op.name != "stablehlo.compare":
        return None
    _, dtype = shape_dtype(op.operands[0].type)
    if dtype.kind not in "biu":
        return None
    lowest, highest = _extremes(dtype)
    direction = _direction(op)
    if args[1] is None and args[0] is not None:     # constant on the left: mirror
        args, direction = args[::-1], _MIRRORED.get(direction, direction)
    if args[0] is not None or args[1] is None:
        return None
    table = _AGAINST_LOWEST if args[1] == lowest else \
        _AGAINST_HIGHEST if args[1] == highest else {}
    return np.asarray(table[direction]) if direction in table else None


# Per op: the folds tried, in order, when some operand is not a splat constant (each
# ``fold(op, splat values or None, values)`` returns the result's 0-d value or None).
_PARTIAL_FOLDS = {
    "stablehlo.subtract": (_self_constant,),
    "stablehlo.xor": (_self_constant,),
    "stablehlo.and": (_self_constant, _absorbed),
    "stablehlo.or": (_self_constant, _absorbed),
    "stablehlo.compare": (_self_constant, _compared_with_extreme),
    "stablehlo.multiply": (_absorbed,),
    "stablehlo.maximum": (_absorbed,),
    "stablehlo.minimum": (_absorbed,),
    "stablehlo.remainder": (_absorbed,),
}


def _splat_fold(op, args) -> np.ndarray | None:
    """The 0-d value of ``op`` on splat operands ``args`` (all known), or None."""
    if op.name in _SAME_SHAPE:
        return args[0]
    if _float_to_int_out_of_range(op, args[0]):
        return None
    try:
        (value,) = reference.evaluate_op(op, args)
    except reference.EvaluationError:
        return None
    return value


# Ops that are their update (a dynamic_update_slice) or their operand (a slice) when it
# has the result's type.
_WHOLE_ARRAY = ("stablehlo.dynamic_update_slice", "stablehlo.dynamic_slice",
                "stablehlo.slice")
# Ops whose result holds elements of their first operand alone, whatever the others (the
# indices) hold: on a splat, a splat of the result's shape.
_SELECTIONS = ("stablehlo.slice", "stablehlo.dynamic_slice", "stablehlo.gather",
               "stablehlo.reverse")


def _constant_carries(loop) -> list[int]:
    """The carries of ``loop`` that start as a splat constant and that the body returns
    as a splat constant of the same value, or unchanged."""
    body = loop.regions[1].blocks[0]
    returned = terminator(body).operands
    found = []
    for i, start in enumerate(loop.operands):
        if not _constant(start) or not _has_array_types(start.owner):
            continue
        value = hlo.splat_value(start)
        out = returned[i]
        if value is None or not (out == body.arguments[i] or (
                _constant(out) and out.type == start.type
                and np.array_equal(hlo.splat_value(out), value, equal_nan=True))):
            continue
        found.append(i)
    return found


def _replace_by_splat(op, value, rewriter) -> bool:
    shape, dtype = shape_dtype(op.results[0].type)
    with ir.InsertionPoint(op), op.location:
        folded = hlo.constant(np.broadcast_to(np.asarray(value, dtype), shape))
    rewriter.replace_op(op, [folded])
    return True


def _single_result(op) -> bool:
    return len(op.results) == 1 and not op.regions


def _constant(v) -> bool:
    return isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant"


def _integer_operands(op) -> bool:
    """Whether the first operand is a tensor of integers or bools: the partial folds
    (_PARTIAL_FOLDS) fold nothing else."""
    t = op.operands[0].type
    return isinstance(t, ir.RankedTensorType) and isinstance(t.element_type, ir.IntegerType)


def fold_patterns(values: _Values | None = None) -> list[RewritePattern]:
    """The folds of step 1 and 2 as rewrite patterns, in the order they are tried on an
    op: an operand that is the result, all operands splats, one operand deciding; and
    the erasure of unused constants."""
    values = values or _Values()
    def same_operand(op, rewriter):
        same = _self_result(op, values) if _single_result(op) else None
        if same is None:
            return False
        rewriter.replace_op(op, [same])
        return True

    def constant_predicate(op, rewriter):
        chosen = _chosen_by_predicate(op)
        if chosen is None:
            return False
        rewriter.replace_op(op, [chosen])
        return True

    def same_predicate(op, rewriter):
        nested = _nested_on_the_same_predicate(op, values)
        if nested is None:
            return False
        i, picked = nested
        op.operands[i] = picked
        rewriter.notify_modified(op)
        return True

    def splat_operands(op, rewriter):
        # the cheap tests first: most ops have an operand that is no constant
        if not (_single_result(op) and op.operands and all(map(_constant, op.operands))
                and _has_array_types(op)):
            return False
        args = [hlo.splat_value(v) for v in op.operands]
        if any(a is None for a in args):
            return False
        value = _splat_fold(op, args)
        return value is not None and _replace_by_splat(op, value, rewriter)

    def decided(op, rewriter):
        if not (_single_result(op) and op.operands and _integer_operands(op)
                and _has_array_types(op)):
            return False
        args = [hlo.splat_value(v) for v in op.operands]
        if all(a is not None for a in args):
            return False
        for fold in _PARTIAL_FOLDS[op.name]:
            value = fold(op, args, values)
            if value is not None:
                return _replace_by_splat(op, value, rewriter)
        return False

    def whole_array(op, rewriter):
        whole = op.operands[1] if op.name == "stablehlo.dynamic_update_slice" \
            else op.operands[0]
        if whole.type != op.results[0].type:
            return False
        rewriter.replace_op(op, [whole])
        return True

    def selection_of_a_splat(op, rewriter):
        data = op.operands[0]
        if not (_single_result(op) and _constant(data) and _has_array_types(op)):
            return False
        value = hlo.splat_value(data)
        return value is not None and _replace_by_splat(op, value, rewriter)

    def constant_carry(op, rewriter):
        changed = False
        for i in _constant_carries(op):
            start = op.operands[i]
            for block in (op.regions[0].blocks[0], op.regions[1].blocks[0]):
                arg = block.arguments[i]
                if not list(arg.uses):
                    continue
                with ir.InsertionPoint.at_block_begin(block), op.location:
                    arg.replace_all_uses_with(hlo.constant(np.broadcast_to(
                        hlo.splat_value(start), shape_dtype(start.type)[0])))
                changed = True
            if list(op.results[i].uses):
                op.results[i].replace_all_uses_with(start)
                changed = True
        if changed:
            rewriter.notify_modified(op)
            for inner in nested_ops(op):
                rewriter.notify_modified(inner)
        return changed

    def unused_constant(op, rewriter):
        if any(True for _ in op.results[0].uses):
            return False
        rewriter.erase_op(op)
        return True

    return [FunctionPattern("unused-constant", ("stablehlo.constant",), unused_constant),
            FunctionPattern("same-operand", (*_SELF_IDENTITY, "stablehlo.select"),
                            same_operand),
            FunctionPattern("constant-predicate", ("stablehlo.select",), constant_predicate),
            FunctionPattern("same-predicate", ("stablehlo.select",), same_predicate),
            FunctionPattern("splat-operands", (*_SAME_SHAPE, *_FOLDED), splat_operands),
            FunctionPattern("whole-array", _WHOLE_ARRAY, whole_array),
            FunctionPattern("selection-of-a-splat", _SELECTIONS, selection_of_a_splat),
            FunctionPattern("constant-carry", ("stablehlo.while",), constant_carry),
            FunctionPattern("decided-by-an-operand", tuple(_PARTIAL_FOLDS), decided)]


_REDUCTIONS = ("stablehlo.reduce", "stablehlo.reduce_window")
# Ops that hand operands on to code IREE inlines or simplifies (a callee, a loop that may
# pass a carry through unchanged), where a reduction may meet them.
_PASSING_ON = ("func.call", "stablehlo.while")


def _guarded_operands(op) -> range:
    if op.name in _REDUCTIONS:
        return range(len(op.operands) // 2)       # the inputs; then the init values
    return range(len(op.operands)) if op.name in _PASSING_ON else range(0)


def _computed_before(value, anchor) -> ir.Value:
    """A copy, placed before ``anchor``, of the ops computing ``value`` from constants
    (region-free ops: _Values.from_constants holds for it)."""
    copies = {}
    stack = [value.owner]
    while stack:           # post-order: operands' copies first
        op = operation(stack[-1])
        pending = [o.owner for o in op.operands
                   if isinstance(o, ir.OpResult) and operation(o.owner) not in copies]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        if op in copies:
            continue
        copy = op.clone(ip=ir.InsertionPoint(anchor))
        for i, o in enumerate(op.operands):
            copy.operands[i] = copies[operation(o.owner)].results[o.result_number]
        copies[op] = copy
    return copies[operation(value.owner)].results[value.result_number]


def isolation_pattern(values: _Values | None = None) -> RewritePattern:
    """Step 3 as a pattern: put an optimization_barrier between a reduction (or a call or
    loop, which may reach one) and an input computed from constants that folding left as
    more than a constant (ones / 4, exp(zeros), ...), so IREE computes that input apart
    instead of folding it into the reduction's loop."""
    values = values or _Values()

    def isolate(op, rewriter):
        changed = False
        for i in _guarded_operands(op):
            v = op.operands[i]
            if values.from_constants(v) and v.owner.name != "stablehlo.constant":
                anchor = outside_control_flow(op)
                if anchor != operation(op):
                    v = _computed_before(v, anchor)
                with ir.InsertionPoint(anchor), op.location:
                    op.operands[i] = hlo.optimization_barrier([v])[0]
                changed = True
        return changed

    return FunctionPattern("isolate-constant-input", (*_REDUCTIONS, *_PASSING_ON), isolate)


@register(PASS)
def fold_splats(module, ctx):
    """Fold elementwise ops on splat constants into splat constants (IREE 3.13 workaround)."""
    apply_patterns(module, fold_patterns(_Values()), pass_name=PASS)
    apply_patterns(module, [isolation_pattern(_Values())],   # facts of the folded module
                   pass_name=PASS)
