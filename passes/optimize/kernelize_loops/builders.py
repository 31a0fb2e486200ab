"""Typed construction of kernel ops through the dialect bindings (arith, math, vector):
element type names (the kernel's signless spelling) to MLIR types, constants with their
exact bits, and ops built by name.  The kernels insert at the current
``ir.InsertionPoint`` with the loop's ``ir.Location``."""
from __future__ import annotations

import numpy as np
from iree.compiler import ir
from iree.compiler.dialects import arith, math, scf, vector

from .common import FLOATS, bit_width, float_bits, np_dtype

_FLOAT_TYPES = {"f16": ir.F16Type, "bf16": ir.BF16Type, "f32": ir.F32Type, "f64": ir.F64Type}
_DIALECTS = {"arith": arith, "math": math}
_BYTES = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8}


def element_type(elem: str) -> ir.Type:
    """The MLIR type of a kernel element type name ("f32", "i8", "index")."""
    if elem in _FLOAT_TYPES:
        return _FLOAT_TYPES[elem].get()
    if elem == "index":
        return ir.IndexType.get()
    return ir.IntegerType.get_signless(bit_width(elem))


def tensor_of(shape, elem: str) -> ir.RankedTensorType:
    return ir.RankedTensorType.get(list(shape), element_type(elem))


def scalar_constant(value, elem: str) -> ir.Value:
    """arith.constant of ``value`` as ``elem``: floats keep their exact bits (NaN payloads,
    -0.0), integers wrap into the signless range of their width (an unsigned value past
    the signed range keeps its bits)."""
    t = element_type(elem)
    if elem in FLOATS:
        x = np.asarray(value, np_dtype(elem))
        if np.isnan(x):  # a NaN's payload: by its bits (a double would not carry them)
            return arith.constant(t, ir.Attribute.parse(f"{float_bits(x, elem)} : {elem}"))
        return arith.constant(t, ir.FloatAttr.get(t, float(x)))
    if elem == "i1":
        return arith.constant(t, ir.IntegerAttr.get(t, 1 if value else 0))
    bits = bit_width(elem)
    value = (int(value) + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))
    return arith.constant(t, ir.IntegerAttr.get(t, value))


def index_constant(value: int) -> ir.Value:
    return arith.constant(ir.IndexType.get(), int(value))


def table_constant(raw: bytes, shape, elem: str) -> ir.Value:
    """A constant tensor of ``shape`` whose row-major elements are the bytes ``raw``."""
    return _dense(raw, tensor_of(shape, elem), elem)


def dense_constant(values: np.ndarray, shaped: ir.Type, elem: str) -> ir.Value:
    """A constant of the tensor or vector type ``shaped`` holding ``values`` (converted
    to ``elem``)."""
    dtype = np_dtype(elem) if elem in FLOATS else np.dtype(f"<i{bit_width(elem) // 8}")
    return _dense(np.asarray(values).astype(dtype).tobytes(), shaped, elem)


def splat_vector(value: ir.Value, shaped: ir.Type) -> ir.Value:
    """``value`` in every lane of the vector type ``shaped``."""
    return vector.BroadcastOp(shaped, value).result


def _dense(raw: bytes, shaped: ir.Type, elem: str) -> ir.Value:
    width = _BYTES.get(elem) or bit_width(elem) // 8
    words = np.frombuffer(raw, np.dtype(f"<u{width}")).reshape(ir.ShapedType(shaped).shape)
    return arith.constant(shaped, ir.DenseElementsAttr.get(words, type=shaped))


def apply(name: str, args: list) -> ir.Value:
    """The arith / math op ``name`` of ``args``, typed as its last operand (a select's
    value, an fma's addend)."""
    return ir.Operation.create(name, results=[args[-1].type], operands=args).result


def compare(name: str, predicate: str, a, b) -> ir.Value:
    """arith.cmpi / arith.cmpf with the predicate's assembly name ("slt", "oeq")."""
    if name == "arith.cmpf":
        return arith.cmpf(arith.CmpFPredicate[predicate.upper()], a, b)
    return arith.cmpi(arith.CmpIPredicate[predicate], a, b)


def cast(name: str, x, dst: str) -> ir.Value:
    """The arith conversion ``name`` of ``x`` to element type ``dst`` (lane by lane for a
    vector ``x``)."""
    target = element_type(dst)
    if isinstance(x.type, ir.VectorType):
        target = ir.VectorType.get(ir.VectorType(x.type).shape, target)
    return getattr(arith, name.split(".")[1])(target, x)


def gather_lanes(table: ir.Value, indices: ir.Value, elem: str, stride: int,
                 lane_shape: tuple) -> ir.Value:
    """`vector.gather` of the 1-D ``table`` (of ``elem``) at the integer vector ``indices``
    (of ``lane_shape``) times ``stride``, every lane at once.  IREE 3.13's LLVM lowering
    of a gather by an n-D index vector leaves an unrealized cast behind, so the lanes are
    gathered as one 1-D vector and shaped back."""
    lanes = ir.VectorType.get(list(lane_shape), element_type("index"))
    at = cast("arith.index_cast", indices, "index")
    if stride != 1:
        step = arith.constant(lanes, ir.DenseElementsAttr.get_splat(
            lanes, ir.IntegerAttr.get(element_type("index"), stride)))
        at = apply("arith.muli", [at, step])
    n = int(np.prod(lane_shape, dtype=np.int64))
    flat = lambda e: ir.VectorType.get([n], element_type(e))  # noqa: E731
    if len(lane_shape) > 1:
        at = vector.ShapeCastOp(flat("index"), at).result
    zero = index_constant(0)
    mask = arith.constant(flat("i1"), ir.DenseElementsAttr.get_splat(
        flat("i1"), ir.IntegerAttr.get(element_type("i1"), 1)))
    pad = dense_constant(np.zeros(n), flat(elem), elem)
    out = vector.GatherOp(flat(elem), table, [zero], at, mask, pad).result
    if len(lane_shape) > 1:
        out = vector.ShapeCastOp(ir.VectorType.get(list(lane_shape), element_type(elem)),
                                 out).result
    return out


def case_branches(types, count: int, branch, index) -> list:
    """A ``stablehlo.case`` of ``count`` branches as nested ``scf.if`` (its results, of
    ``types``): branch k runs where the index is k, the last one where no earlier one
    does (an index outside [0, count), as the spec says).  ``branch(k)`` emits branch k's
    ops at the current insertion point and returns the values it yields; ``index()``,
    called once every branch is emitted, emits the index (an ``index`` value) right before
    the outermost if.  A case of one branch is that branch's ops, in place.

    Not ``scf.index_switch``: IREE 3.13's ApplyPatternsPass (iree-util-apply-patterns,
    during global optimization, while the kernels are still in their function) merges two
    adjacent switches with equal case values into one (its MergeIndexSwitchPattern).  It
    builds the merged yield with a null operand where a branch of the second switch
    yields a value defined outside that branch, and iree-compile crashes (SIGSEGV).  The
    derivative of a case is such a pair: the tangent's case on the same index right after
    the primal's, a branch yielding an input's elements or zeros (the fuzzer's seed 540
    f266_j0; tests/inputs/adjacent_index_switches.mlir).  jit then ran those loops from
    the host, ~100 times slower.  The pattern also switches the merged op on the first
    switch's index without comparing the two (two adjacent switches on different
    indices: the second took the first one's branch, no error).  MLIR merges adjacent
    ``scf.if`` on one condition itself, correctly (scf.if's canonicalization), and IREE
    turns a switch of one case into an ``scf.if`` anyway."""
    if count == 1:
        return list(branch(0))

    def branch_if(k: int):
        """An scf.if taking branch k (its condition a placeholder until the index is
        read), with its else block empty."""
        node = scf.IfOp(arith.constant(ir.IntegerType.get_signless(1), 1), types,
                        has_else=True)
        with ir.InsertionPoint(node.then_block):
            scf.YieldOp(list(branch(k)))
        return node

    chain = [branch_if(0)]   # the if of branch k, outermost first
    for k in range(1, count - 1):
        with ir.InsertionPoint(chain[-1].else_block):
            chain.append(branch_if(k))
            scf.YieldOp(list(chain[-1].results))
    with ir.InsertionPoint(chain[-1].else_block):
        scf.YieldOp(list(branch(count - 1)))
    with ir.InsertionPoint(chain[0]):
        at = index()
    for k, node in enumerate(chain):
        with ir.InsertionPoint(node):
            placeholder = node.operation.operands[0].owner
            node.operation.operands[0] = compare("arith.cmpi", "eq", at, index_constant(k))
            placeholder.erase()
    return list(chain[0].results)
