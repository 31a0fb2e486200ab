"""Typed readers of #stablehlo.dot / gather / scatter dimension numbers (dialects/)."""
import pytest
from iree.compiler import ir

from hostcall.dialects.dimension_numbers import (DotDims, GatherDims, ScatterDims,
                                                 read_dot_dims, read_gather_dims,
                                                 read_scatter_dims)


@pytest.fixture
def ctx():
    with ir.Context() as c, ir.Location.unknown():
        c.allow_unregistered_dialects = True
        yield c


def test_dot_fields_and_defaults():
    d = read_dot_dims("#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions"
                      " = [0], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions"
                      " = [1, 2]>")
    assert d == DotDims((0,), (0,), (2, 3), (1, 2))
    assert read_dot_dims("#stablehlo.dot<>") == DotDims()
    assert read_dot_dims("#stablehlo.dot<lhs_contracting_dimensions = [1]>") == \
        DotDims(lhs_contracting_dimensions=(1,))


def test_gather_index_vector_dim_defaults_to_zero(ctx):
    """The printer leaves out index_vector_dim = 0 (StableHLO's default)."""
    text = ("#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], "
            "start_index_map = [0], index_vector_dim = 0>")
    printed = str(ir.Attribute.parse(text))
    assert "index_vector_dim" not in printed
    g = read_gather_dims(ir.Attribute.parse(text))
    assert g == GatherDims(offset_dims=(1,), collapsed_slice_dims=(0,), start_index_map=(0,))
    assert g.index_vector_dim == 0 and g.operand_batching_dims == ()


@pytest.mark.parametrize("value", [
    DotDims((0,), (1,), (2,), (0,)), DotDims(),
    GatherDims((2,), (1,), (0,), (0,), (1,), 1),
    ScatterDims((1,), (0,), (2,), (1,), (0, 2), 2), ScatterDims(index_vector_dim=1),
])
def test_written_attributes_read_back(ctx, value):
    reader = {DotDims: read_dot_dims, GatherDims: read_gather_dims,
              ScatterDims: read_scatter_dims}[type(value)]
    assert reader(value.attr()) == value


def test_read_from_an_op(ctx):
    module = ir.Module.parse("""
      func.func @f(%x: tensor<5x3xf32>, %i: tensor<2x1xi32>, %u: tensor<2x3xf32>) -> tensor<5x3xf32> {
        %0 = "stablehlo.scatter"(%x, %i, %u) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          stablehlo.return %b : tensor<f32>
        }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<5x3xf32>
        return %0 : tensor<5x3xf32>
      }""")
    op = module.body.operations[0].regions[0].blocks[0].operations[0]
    s = read_scatter_dims(op.attributes["scatter_dimension_numbers"])
    assert s == ScatterDims(update_window_dims=(1,), inserted_window_dims=(0,),
                            scatter_dims_to_operand_dims=(0,), index_vector_dim=1)


@pytest.mark.parametrize("reader,text", [
    (read_dot_dims, "#stablehlo.gather<offset_dims = [1]>"),
    (read_dot_dims, "#stablehlo.dot<lhs_contracting_dims = [1]>"),
    (read_dot_dims, "#stablehlo.dot<lhs_contracting_dimensions = 1>"),
    (read_dot_dims, "#stablehlo.dot<lhs_contracting_dimensions = [a]>"),
    (read_gather_dims, "#stablehlo.gather<index_vector_dim = [1]>"),
    (read_gather_dims, "#stablehlo.gather<offset_dims = [1], offset_dims = [2]>"),
    (read_scatter_dims, "#stablehlo.scatter<update_window_dims [1]>"),
    (read_scatter_dims, "dense<1> : tensor<i32>"),
])
def test_malformed_text_is_refused_with_the_text(reader, text):
    with pytest.raises(ValueError, match="dimension numbers"):
        reader(text)
