"""hostcall-narrow-types: the narrow ml_dtypes types in forms IREE 3.13 compiles.

numpy (ml_dtypes) stores int2, int4, uint2, uint4, float4_e2m1fn and the float8 types one
element per byte, the value's bits in the low bits.  IREE 3.13 packs sub-byte tensors in
memory (two i4 per byte) and fails on many of them: a ``tensor<i4>`` scalar ("does not
have integral number of total bytes"), a 24-element i2 or f4E2M1FN tensor (illegal
``vector.maskedstore``/``maskedload``), a sum of f4E2M1FN (iree-compile crashes); and
its ABI would want packed buffers.  So, after callback lowering:

* Sub-byte values are computed in a wider container: the integers in ``i8`` (uint2/uint4
  as non-negative values; signless, because IREE 3.13 fails to compile an ``and`` on
  ``ui8`` feeding a ``reverse`` and a ``concatenate``) and float4_e2m1fn in ``f32``,
  every op rebuilt on the container types.  Where an op can leave the narrow type's
  range or precision (arithmetic, iota, converts), its result is wrapped back:
  sign-extend the low N bits (``shl``, ``shr_arith``), mask them (``and``), or round to
  the nearest float4 value by arithmetic (IREE's own f32 -> f4E2M1FN convert gives 0 for
  0.8, and f4 tensors in memory fail).  Data movement, selects and compares need no
  wrap (``_NO_WRAP``).
* At the boundary (public functions' arguments and results, operands and results of the
  runtime imports ``@hostcall_rt.cb<N>``) every narrow type, float8 included, is ``i8``
  holding numpy's bytes, so the runtime hands arrays over unchanged
  (``runtime/executor.py`` marshals these dtypes as int8).
"""
from __future__ import annotations

import re

import numpy as np
from iree.compiler import ir

from hostcall.dialects import names
from hostcall.dialects.editing import rebuild, replace_terminator_operands, set_function_type
from hostcall.dialects.ops import (block_ops, callee_name, function_type, is_declaration,
                                   module_functions, nested_ops, operation, terminator)
from hostcall.dialects.types import (BYTE_CARRIED, NARROW_DTYPES, bit_width, kind, shape_dtype,
                                     tensor_type)

from .. import PassError, register

PASS = "hostcall-narrow-types"
_BYTES = np.dtype(np.int8)     # signless: IREE 3.13 fails on some ui8 fusions (see below)

# sub-byte dtype name -> the container it is computed in
_CONTAINERS = {"int2": np.dtype(np.int8), "int4": np.dtype(np.int8),
               "uint2": np.dtype(np.int8), "uint4": np.dtype(np.int8),
               "float4_e2m1fn": np.dtype(np.float32)}
# the same as dtypes, and the byte-carried ones: a set lookup of a dtype costs ~0.02 us,
# reading its name ~1.5 us, and every result of every op is asked
_SUB_BYTE_DTYPES = frozenset(NARROW_DTYPES[name] for name in _CONTAINERS)
_BYTE_CARRIED_DTYPES = frozenset(NARROW_DTYPES[name] for name in BYTE_CARRIED)

# ops whose results stay in range when their operands are: no wrap needed
_NO_WRAP = frozenset(f"stablehlo.{n}" for n in (
    "reshape", "transpose", "broadcast_in_dim", "broadcast", "slice", "dynamic_slice",
    "dynamic_update_slice", "concatenate", "pad", "gather", "scatter", "select", "reverse",
    "get_tuple_element", "tuple", "optimization_barrier", "while", "if", "case", "sort",
    "reduce", "reduce_window", "select_and_scatter", "maximum", "minimum", "clamp",
    "compare", "real", "all_gather")) | {"func.call"}


def _fail(op, message: str) -> PassError:
    return PassError(f"{PASS}: {message} ({op.name} at {op.location})", location=op.location)


def _dtype(t: ir.Type):
    """The element dtype of a ranked tensor type, or None."""
    if not isinstance(t, ir.RankedTensorType):
        return None
    try:
        return shape_dtype(t)[1]
    except TypeError:
        return None


def _sub_byte(t: ir.Type):
    d = _dtype(t)
    return d if d in _SUB_BYTE_DTYPES else None


def _with(t: ir.Type, dtype) -> ir.Type:
    return tensor_type(shape_dtype(t)[0], dtype)


def _inner(t: ir.Type) -> ir.Type:
    """The type a value of type ``t`` has inside the program (its container if sub-byte)."""
    d = _sub_byte(t)
    return _with(t, _CONTAINERS[d.name]) if d is not None else t


def _outer(t: ir.Type) -> ir.Type:
    """The type at the boundary: i8 bytes for every narrow type."""
    d = _dtype(t)
    return _with(t, _BYTES) if d in _BYTE_CARRIED_DTYPES else t


# ------------------------------------------------------------------- op builders
def _op(name: str, operands, dtype, like: ir.Value) -> ir.Value:
    return ir.Operation.create(name, results=[_with(like.type, dtype)],
                               operands=list(operands)).result


def _splat(value, like: ir.Value) -> ir.Value:
    return _splat_of_type(value, like.type)


def _splat_of_type(value, t: ir.Type) -> ir.Value:
    dtype = shape_dtype(t)[1]
    et = t.element_type
    attr = (ir.IntegerAttr.get(et, int(value)) if kind(dtype) in "iu"
            else ir.FloatAttr.get(et, float(value)))
    return ir.Operation.create("stablehlo.constant", results=[t], attributes={
        "value": ir.DenseElementsAttr.get_splat(t, attr)}).result


def _wrap(v: ir.Value, dtype: np.dtype) -> ir.Value:
    """The container value ``v`` brought back into ``dtype``'s values."""
    width = bit_width(dtype)
    if kind(dtype) == "f":
        return _f4_round(v)
    if kind(dtype) == "u":
        return _op("stablehlo.and", [v, _splat((1 << width) - 1, v)], np.int8, v)
    shift = _splat(8 - width, v)
    left = _op("stablehlo.shift_left", [v, shift], np.int8, v)
    return _op("stablehlo.shift_right_arithmetic", [left, shift], np.int8, v)


def _compare(direction: str, x: ir.Value, y: ir.Value, compare_type: str) -> ir.Value:
    return ir.Operation.create("stablehlo.compare", results=[_with(x.type, np.bool_)],
                               operands=[x, y], attributes={
        "comparison_direction": ir.Attribute.parse(
            f"#stablehlo<comparison_direction {direction}>"),
        "compare_type": ir.Attribute.parse(f"#stablehlo<comparison_type {compare_type}>")}
    ).result


def _select(pred, a, b) -> ir.Value:
    return ir.Operation.create("stablehlo.select", results=[a.type], operands=[pred, a, b]).result


def _f32(name, *operands) -> ir.Value:
    return _op(f"stablehlo.{name}", operands, np.float32, operands[0])


# float4_e2m1fn codes by arithmetic: a tensor of f4E2M1FN (or ui4) kept in memory is what
# IREE fails on, and its bitcasts are not fused into the neighbouring elementwise code.
# Magnitude codes 0..7 are 0, .5, 1, 1.5, 2, 3, 4, 6; bit 3 is the sign.
def _f4_code(v: ir.Value) -> ir.Value:
    """An f32 holding a float4_e2m1fn value -> its code (i8)."""
    a = _f32("abs", v)
    small = _f32("multiply", a, _splat(2.0, a))                     # 0 .. 1.5 -> 0 .. 3
    middle = _f32("add", a, _splat(2.0, a))                         # 2, 3 -> 4, 5
    large = _f32("add", _f32("multiply", a, _splat(0.5, a)), _splat(4.0, a))   # 4, 6 -> 6, 7
    code = _select(_compare("LT", a, _splat(2.0, a), "FLOAT"), small,
                   _select(_compare("LT", a, _splat(4.0, a), "FLOAT"), middle, large))
    code = _op("stablehlo.convert", [code], _BYTES, v)
    signed = _op("stablehlo.bitcast_convert", [v], np.int32, v)      # -0 has its sign too
    negative = _compare("LT", signed, _splat(0, signed), "SIGNED")
    return _select(negative, _op("stablehlo.or", [code, _splat(8, code)], _BYTES, code), code)


def _f4_value(code: ir.Value) -> ir.Value:
    """A float4_e2m1fn code (i8, low bits) -> its value as f32."""
    m = _op("stablehlo.convert", [_op("stablehlo.and", [code, _splat(7, code)], _BYTES, code)],
            np.float32, code)
    mag = _select(_compare("LT", m, _splat(4.0, m), "FLOAT"), _f32("multiply", m, _splat(0.5, m)),
                  _select(_compare("LT", m, _splat(6.0, m), "FLOAT"),
                          _f32("subtract", m, _splat(2.0, m)),
                          _f32("subtract", _f32("multiply", m, _splat(2.0, m)), _splat(8.0, m))))
    sign = _op("stablehlo.and", [code, _splat(8, code)], _BYTES, code)
    return _select(_compare("NE", sign, _splat(0, sign), "SIGNED"), _f32("negate", mag), mag)


def _f4_round(v: ir.Value) -> ir.Value:
    """An f32 rounded to the nearest float4_e2m1fn value (ties to even, saturating at
    +-6, as ml_dtypes): |v| in steps of .5 below 2, of 1 below 4, of 2 above.  (IREE's
    own f32 -> f4E2M1FN convert gives 0 for 0.8.)"""
    a = _f32("abs", v)
    step = _select(_compare("LT", a, _splat(2.0, a), "FLOAT"), _splat(0.5, a),
                   _select(_compare("LT", a, _splat(4.0, a), "FLOAT"), _splat(1.0, a),
                           _splat(2.0, a)))
    q = _f32("multiply", _f32("round_nearest_even", _f32("divide", a, step)), step)
    q = _f32("minimum", q, _splat(6.0, a))
    signed = _op("stablehlo.bitcast_convert", [v], np.int32, v)
    negative = _compare("LT", signed, _splat(0, signed), "SIGNED")
    return _select(negative, _f32("negate", q), q)


def _bits(v: ir.Value, dtype: np.dtype) -> ir.Value:
    """The container value ``v`` of ``dtype`` as a byte holding its bits in the low bits."""
    if kind(dtype) == "f":
        return _f4_code(v)
    return _op("stablehlo.and", [v, _splat((1 << bit_width(dtype)) - 1, v)], _BYTES, v)


def _from_bits(v: ir.Value, dtype: np.dtype) -> ir.Value:
    """A byte's low bits -> the container value of sub-byte ``dtype``."""
    if kind(dtype) == "f":
        return _f4_value(v)
    return _wrap(v, dtype)


def _to_boundary(v: ir.Value, dtype: np.dtype) -> ir.Value:
    """An inside value of narrow ``dtype`` as boundary bytes."""
    if dtype.name in _CONTAINERS:
        return _bits(v, dtype)
    return _op("stablehlo.bitcast_convert", [v], _BYTES, v)


def _from_boundary(v: ir.Value, dtype: np.dtype) -> ir.Value:
    if dtype.name in _CONTAINERS:
        return _from_bits(v, dtype)
    return _op("stablehlo.bitcast_convert", [v], dtype, v)


# ------------------------------------------------------------- rules per op name
def _constant(op, dtype):
    """A constant of a sub-byte type as a constant of its container."""
    attr = ir.DenseElementsAttr(op.attributes["value"])
    t = _inner(op.result.type)
    container = _CONTAINERS[dtype.name]
    if attr.is_splat:
        value = attr.get_splat_value()
        value = ir.IntegerAttr(value).value if kind(dtype) in "iu" else ir.FloatAttr(value).value
        return [_splat_of_type(np.asarray(value).astype(dtype).astype(container), t)]
    text = str(attr)
    if "0x" in text:
        raise _fail(op, f"a {dtype.name} constant printed in hex is not supported")
    body = text[:text.rindex(" : ")]                   # dense<[...]> without its type
    values = np.array([float(x) for x in re.findall(r"[-+0-9.eE]+", body)
                       if re.search(r"[0-9]", x)], np.float64)
    values = values.astype(dtype).astype(container).reshape(shape_dtype(t)[0])
    return [ir.Operation.create("stablehlo.constant", results=[t], attributes={
        "value": ir.DenseElementsAttr.get(np.ascontiguousarray(values), type=t)}).result]


_SOURCE_ATTR = names.NARROW_SOURCE


def _convert(op, dtype):
    """A convert into a sub-byte type: into the container, then wrapped."""
    v = op.operands[0]
    container = _CONTAINERS[dtype.name]
    if _dtype(v.type) != container:
        v = _op("stablehlo.convert", [v], container, v)
    return [_wrap(v, dtype)]


def _bitcast(op, dtype):
    """A bitcast between sub-byte types of one width, through their bits."""
    source = NARROW_DTYPES.get(ir.StringAttr(op.attributes[_SOURCE_ATTR]).value) \
        if _SOURCE_ATTR in op.attributes else None
    if source is None or bit_width(source) != bit_width(dtype):
        raise _fail(op, f"bitcast_convert to {dtype.name} from another width is not supported")
    v = op.operands[0]
    bits = _bits(v, source) if source.name in _CONTAINERS else \
        _op("stablehlo.bitcast_convert", [v], _BYTES, v)
    return [_from_bits(bits, dtype)]


def _low_bits(x: ir.Value, dtype: np.dtype) -> ir.Value:
    """The container value ``x`` with only the narrow type's bits kept."""
    return _op("stablehlo.and", [x, _splat((1 << bit_width(dtype)) - 1, x)], _dtype(x.type), x)


def _shift_right_logical(op, dtype):
    """A logical shift of a signed narrow value shifts in zeros above its own bits."""
    x, n = op.operands
    if kind(dtype) == "i":
        x = _low_bits(x, dtype)
    return [_wrap(_op(op.name, [x, n], _dtype(x.type), x), dtype)]


def _masked_count(op, dtype):
    """popcnt and count_leading_zeros look at the narrow type's bits only."""
    bits = _low_bits(op.operands[0], dtype)
    count = _op(op.name, [bits], _dtype(bits.type), bits)
    if op.name == "stablehlo.count_leading_zeros":
        count = _op("stablehlo.subtract", [count, _splat(8 - bit_width(dtype), count)],
                    _dtype(bits.type), bits)
    return [count]


# ops with their own rule: rule(op, its sub-byte result dtype) -> the new results
_RULES = {
    "stablehlo.constant": lambda op, dtype: _constant(op, dtype),
    "stablehlo.convert": _convert,
    "stablehlo.bitcast_convert": _bitcast,
    "stablehlo.shift_right_logical": _shift_right_logical,
    "stablehlo.popcnt": _masked_count,
    "stablehlo.count_leading_zeros": _masked_count,
}


def _rewrite_op(op) -> None:
    """Rebuild ``op`` on container types, wrapping its sub-byte results where needed."""
    op = operation(op)
    narrow = [_sub_byte(r.type) for r in op.results]
    if not any(d is not None for d in narrow):
        if op.name == "stablehlo.convert" and op.operands[0].type == op.result.type:
            op.result.replace_all_uses_with(op.operands[0])   # from a float4 container
            op.erase()
        return
    with ir.InsertionPoint(op), op.location:
        if op.name in _RULES:
            outs = _RULES[op.name](op, narrow[0])
        else:
            new = rebuild(op, list(op.operands), [_inner(r.type) for r in op.results])
            outs = list(new.results)
            if op.name not in _NO_WRAP:
                outs = [_wrap(r, d) if d is not None else r for r, d in zip(outs, narrow)]
    for old, v in zip(op.results, outs):
        old.replace_all_uses_with(v)
    op.erase()


def _retype_block_args(op) -> None:
    for region in operation(op).regions:
        for block in region.blocks:
            for arg in block.arguments:
                if _sub_byte(arg.type) is not None:
                    arg.set_type(_inner(arg.type))


# ----------------------------------------------------------------- the boundary
def _is_public(fn) -> bool:
    attrs = operation(fn).attributes
    return ("sym_visibility" not in attrs
            or ir.StringAttr(attrs["sym_visibility"]).value == "public")


def _set_signature(fn, of) -> bool:
    inputs, results = function_type(fn)
    new_in, new_out = [of(t) for t in inputs], [of(t) for t in results]
    if new_in == inputs and new_out == results:
        return False
    set_function_type(fn, new_in, new_out)
    return True


def _call_import(call, signature) -> None:
    """A call of an import: operands to bytes, results back from bytes (``signature``: the
    import's declared (inputs, results) types)."""
    call = operation(call)
    operand_dtypes = [_dtype(t) for t in signature[0]]
    result_dtypes = [_dtype(t) for t in signature[1]]
    if not any(d is not None and d.name in BYTE_CARRIED
               for d in operand_dtypes + result_dtypes):
        return
    with ir.InsertionPoint(call), call.location:
        operands = [_to_boundary(v, d) if d is not None and d.name in BYTE_CARRIED else v
                    for v, d in zip(call.operands, operand_dtypes)]
        new = rebuild(call, operands, [_outer(r.type) for r in call.results])
        for old, r, d in zip(call.results, new.results, result_dtypes):
            old.replace_all_uses_with(_from_boundary(r, d)
                                      if d is not None and d.name in BYTE_CARRIED else r)
    call.erase()


def _entry_from_boundary(fn, original_inputs) -> None:
    entry = list(operation(fn).regions[0].blocks)[0]
    first = block_ops(entry)[0]
    for arg, t in zip(list(entry.arguments), original_inputs):
        dtype = _dtype(t)
        if dtype is None or dtype.name not in BYTE_CARRIED:
            continue
        uses = [(u.owner, u.operand_number) for u in arg.uses]
        arg.set_type(_outer(t))
        with ir.InsertionPoint(first), operation(fn).location:
            inside = _from_boundary(arg, dtype)
        for owner, index in uses:
            owner.operands[index] = inside


def _returns_to_boundary(fn, original_results) -> None:
    for block in operation(fn).regions[0].blocks:
        term = terminator(block)
        if term.name != "func.return":
            continue
        with ir.InsertionPoint(term), term.location:
            outs = []
            for v, t in zip(term.operands, original_results):
                d = _dtype(t)
                outs.append(_to_boundary(v, d) if d is not None and d.name in BYTE_CARRIED
                            else v)
        replace_terminator_operands(block, outs)


def _carried_name(t) -> str | None:
    """The dtype name of a narrow type that now crosses the boundary as i8, else None."""
    d = _dtype(t)
    return d.name if d is not None and d.name in BYTE_CARRIED else None


@register(PASS, "compute sub-byte types in wider containers; narrow types cross the "
                "program boundary as i8 bytes")
def narrow_types(module, ctx) -> None:
    """Rewrite as the module docstring says; for each public function whose signature
    changed, ``ctx.products["boundary_dtypes"][name]`` holds (inputs, results): the narrow
    dtype name each i8 argument and result carries, None for the others."""
    with module.context, ir.Location.unknown():
        functions = module_functions(module)
        imports = {name: function_type(fn) for name, fn in functions.items()
                   if is_declaration(fn)}
        for name, fn in functions.items():
            if is_declaration(fn):
                _set_signature(fn, _outer)
                continue
            inputs, results = function_type(fn)
            for op in nested_ops(fn):   # a bitcast's source type, before it is rewritten
                if op.name == "stablehlo.bitcast_convert":
                    d = _dtype(op.operands[0].type)
                    if d is not None and d.name in BYTE_CARRIED:
                        op.attributes[_SOURCE_ATTR] = ir.StringAttr.get(d.name)
            # the body on containers: block arguments first, then every op, in order
            _retype_block_args(fn)
            for op in list(nested_ops(fn)):
                _retype_block_args(op)
            for op in list(nested_ops(fn)):
                if op.name == "func.call" and callee_name(op) in imports:
                    _call_import(op, imports[callee_name(op)])
                else:
                    _rewrite_op(op)
            for op in nested_ops(fn):
                if _SOURCE_ATTR in op.attributes:
                    del op.attributes[_SOURCE_ATTR]
            if _is_public(fn):
                _entry_from_boundary(fn, inputs)
                _returns_to_boundary(fn, results)
                if _set_signature(fn, _outer):
                    ctx.products.setdefault("boundary_dtypes", {})[name] = (
                        [_carried_name(t) for t in inputs], [_carried_name(t) for t in results])
            else:
                _set_signature(fn, _inner)
