"""What every kernel form of hostcall-kernelize-loops shares: the limits, Ineligible,
readers of a loop's values and types (signless kernel element types), and the
row-major index helpers."""
from __future__ import annotations

import ml_dtypes
import numpy as np
from iree.compiler import ir

from hostcall.dialects import names
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import defined_inside, nested_ops, operation


KERNEL_ATTR = names.LOOP_KERNEL
# Past ~128 elements the per-element forms lose to the host loop (see the package's docstring).
DEFAULT_MAX_ELEMENTS = 128
DEFAULT_MAX_SCALARS = 128

# The tiled form (vmap of an elementwise loop): states past max-elements, up to
# TILED_FACTOR times it, run tile after tile of TILE elements (4 AVX2 vectors of f32).
TILED_FACTOR = 128
TILE = 32

FLOATS = ("f16", "bf16", "f32", "f64")
INTS = ("i1", "i8", "i16", "i32", "i64")
# Unsigned integers run as the signless integer of their width (see is_unsigned).
_SIGNLESS = {"ui8": "i8", "ui16": "i16", "ui32": "i32", "ui64": "i64"}


class Ineligible(Exception):
    """The loop cannot be kernelized; the message says which op or value blocks it."""


def _tensor(v) -> ir.RankedTensorType:
    return ir.RankedTensorType(v.type)


def shape_of(v) -> tuple:
    return tuple(_tensor(v).shape)


def elem_of(v) -> str:
    """``v``'s element type in the kernel: unsigned integers become the signless integer
    of their width (MLIR's arith is signless; is_unsigned picks the ops that differ)."""
    return _SIGNLESS.get(raw_elem(v), raw_elem(v))


def raw_elem(v) -> str:
    return str(_tensor(v).element_type)


def outside_values(loop) -> list:
    """Values read inside ``loop``'s regions that are defined outside it, in first-use order."""
    seen, out = set(), []
    for op in nested_ops(loop):
        for v in op.operands:
            if not defined_inside(v, loop) and v not in seen:
                seen.add(v)
                out.append(v)
    return [v for v in out if not is_gathered_table(v, loop)]


def state_shape(loop, outside) -> tuple:
    """The common non-scalar shape S of the loop's state (``()`` when all are 0-d)."""
    shapes = {shape_of(v) for v in [*loop.operands, *outside]} - {()}
    if len(shapes) > 1:
        raise Ineligible(f"state of several shapes {sorted(shapes)}")
    return shapes.pop() if shapes else ()


def float_bits(value: np.ndarray, elem: str) -> str:
    """A float constant's exact bits as MLIR hex (NaN payloads and -0.0 kept)."""
    width = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}[elem]
    raw = np.asarray(value).tobytes()
    return f"0x{int.from_bytes(raw, 'little'):0{width // 4}X}"


def np_dtype(elem: str) -> np.dtype:
    return {"f16": np.float16, "f32": np.float32, "f64": np.float64,
            "bf16": ml_dtypes.bfloat16}[elem]


def unique(values) -> list:
    seen, out = set(), []
    for v in values:
        if v not in seen:
            seen.add(v)
            out.append(v)
    return out


def is_splat(v) -> bool:
    return hlo.splat_value(v) is not None


def operand_elem(op, i=0) -> str:
    return elem_of(op.operands[i])


def result_elem(op) -> str:
    return elem_of(op.results[0])


def is_float(e: str) -> bool:
    return e in FLOATS


# The kernel's integers are signless (elem_of).  Rules name the signed arith op or cmpi
# predicate, and by_sign swaps in its unsigned twin when the stablehlo value it acts on is
# unsigned, or boolean (as IREE's StableHLO lowering treats i1: 1 converts to 1, not -1).
# A rule whose result does not depend on signedness (add, shifts, bitcasts) needs nothing.
_UNSIGNED_TWIN = {"arith.divsi": "arith.divui", "arith.remsi": "arith.remui",
                  "arith.maxsi": "arith.maxui", "arith.minsi": "arith.minui",
                  "arith.extsi": "arith.extui", "arith.sitofp": "arith.uitofp",
                  "arith.fptosi": "arith.fptoui", "arith.index_cast": "arith.index_castui",
                  "slt": "ult", "sle": "ule", "sgt": "ugt", "sge": "uge"}


def is_unsigned(v) -> bool:
    return raw_elem(v) in _SIGNLESS or raw_elem(v) == "i1"


def by_sign(name: str, v) -> str:
    """The signed op or predicate ``name``, or its unsigned twin for an unsigned ``v``."""
    return _UNSIGNED_TWIN[name] if is_unsigned(v) else name


def bit_width(e: str) -> int:
    return int(e[1:])


def is_inside(op, loop) -> bool:
    op = operation(op)
    while op is not None:
        if op == loop:
            return True
        op = op.parent
    return False


def is_gathered_table(v, loop) -> bool:
    """Whether ``v`` is a non-splat stablehlo.constant that ``loop`` reads only as the
    operand of gathers: the kernel holds it as a constant tensor and reads single elements
    (a lookup table, such as hostcall-reduce-trig's), instead of carrying it as state."""
    if not (isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant") \
            or is_splat(v):
        return False
    uses = [u for u in v.uses if is_inside(u.owner, loop)]
    return bool(uses) and all(operation(u.owner).name == "stablehlo.gather" and
                              u.operand_number == 0 for u in uses)


def state_size(loop) -> int:
    return sum(size_of(v) for v in [*loop.operands, *outside_values(loop)])


def size_of(v) -> int:
    return int(np.prod(shape_of(v), dtype=np.int64))


def product(xs) -> int:
    return int(np.prod(xs, dtype=np.int64))


def attr_ints(op, name: str) -> list[int]:
    return list(ir.DenseI64ArrayAttr(op.attributes[name]))


def all_indices(shape) -> list[tuple]:
    return list(np.ndindex(*shape)) if shape else [()]


def flat_index(shape, index) -> int:
    return int(np.ravel_multi_index(index, shape)) if shape else 0


def dense_values(v) -> np.ndarray:
    """The elements of a stablehlo.constant, row-major."""
    attr = v.owner.attributes["value"]
    elem = elem_of(v)
    try:
        if elem in FLOATS:
            arr = np.array(ir.DenseFPElementsAttr(attr))
        else:
            arr = np.array(ir.DenseIntElementsAttr(attr))
    except Exception:  # noqa: BLE001 - element types the bindings cannot hand over
        raise Ineligible(f"a {elem} constant") from None
    return arr.reshape(-1)


def reads_arguments(v, depth: int = 0) -> bool:
    """Whether ``v`` depends on a block argument (a function's or a region's)."""
    if not isinstance(v, ir.OpResult):
        return True
    if depth > 64:
        return True
    return any(reads_arguments(o, depth + 1) for o in v.owner.operands) or \
        bool(len(v.owner.regions))
