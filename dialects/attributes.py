"""Reading dense element attributes of every element type from MLIR's Python bindings.

Why: IREE 3.13's bindings turn a ``DenseElementsAttr`` read from an op into
``DenseIntElementsAttr`` or ``DenseFPElementsAttr`` by its element type and raise
"Can't cast unknown element type" for any other (complex constants such as
``dense<(0.0,1.0)> : tensor<complex<f32>>``).  Where the read happens inside the bindings'
C++ (``NamedAttribute.attr``, used to copy an op's attributes) the error cannot be caught
and the process aborts with std::terminate.  The caster registered here keeps the
bindings' choice for integer, index and float elements and gives every other element type
the plain ``DenseElementsAttr``.
"""
from __future__ import annotations

from iree.compiler import ir


def _dense_elements(attr: ir.Attribute) -> ir.Attribute:
    element = ir.ShapedType(attr.type).element_type
    if isinstance(element, (ir.IntegerType, ir.IndexType)):
        return ir.DenseIntElementsAttr(attr)
    if isinstance(element, ir.FloatType):
        return ir.DenseFPElementsAttr(attr)
    return ir.DenseElementsAttr(attr)


def _register() -> None:
    with ir.Context(), ir.Location.unknown():
        typeid = ir.DenseElementsAttr.get_splat(
            ir.RankedTensorType.get([1], ir.F32Type.get()), ir.FloatAttr.get_f32(0.0)).typeid
    ir.register_type_caster(typeid, replace=True)(_dense_elements)


_register()
