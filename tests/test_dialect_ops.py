"""dialects/ops.py: the one home of the small IR readers the passes share."""
from iree.compiler import ir

import hostcall.dialects  # noqa: F401  (registers the stablehlo stand-ins)
from hostcall.dialects import ops
from hostcall.passes import _callback_util, batching
from hostcall.passes.ad_rules import ir_utils

TEXT = """
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.negate %x : tensor<2xf32>
  %1 = func.call @g(%0) {tag = 3 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
func.func private @g(%x: tensor<2xf32>) -> tensor<2xf32>
func.func private @g_1(%x: tensor<2xf32>) -> tensor<2xf32>
"""


def _module():
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    with ctx:
        return ctx, ir.Module.parse(TEXT)


def test_find_func_block_ops_and_callee():
    ctx, m = _module()
    with ctx:
        f = ops.find_func(m, "f")
        assert isinstance(f, ir.Operation) and f.name == "func.func"
        assert ops.find_func(m, "missing") is None
        body = ops.block_ops(f.regions[0].blocks[0])
        assert [o.name for o in body] == ["stablehlo.negate", "func.call", "func.return"]
        assert ops.callee_name(body[1]) == "g"
        assert ops.operation(body[1].opview) == body[1]


def test_attrs_of_and_drop():
    ctx, m = _module()
    with ctx:
        call = ops.block_ops(ops.find_func(m, "f").regions[0].blocks[0])[1]
        attrs = ops.attrs_of(call)
        assert sorted(attrs) == ["callee", "tag"]
        assert ir.IntegerAttr(attrs["tag"]).value == 3
        assert sorted(ops.attrs_of(call, drop=("tag",))) == ["callee"]


def test_unique_symbol_counts_past_taken_names():
    ctx, m = _module()
    with ctx:
        assert ops.symbol_names(m) == {"f", "g", "g_1"}
        assert ops.unique_symbol(m, "h") == "h"
        assert ops.unique_symbol(m, "g") == "g_2"


def test_passes_share_the_one_definition():
    assert ir_utils.find_func is batching.find_func is ops.find_func
    assert ir_utils.attrs_of is batching.attrs_of is ops.attrs_of
    assert ir_utils.block_ops is _callback_util.block_ops is ops.block_ops
    assert ir_utils.unique_symbol is ops.unique_symbol
    assert _callback_util.callee is ir_utils.callee_name is ops.callee_name


def test_nested_ops_pre_and_post_order():
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    with ctx:
        m = ir.Module.parse("""
          func.func @w(%n: tensor<i32>) -> tensor<i32> {
            %0 = stablehlo.while(%i = %n) : tensor<i32>
             cond {
              %c = stablehlo.compare LT, %i, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
              stablehlo.return %c : tensor<i1>
            } do {
              %a = stablehlo.add %i, %i : tensor<i32>
              stablehlo.return %a : tensor<i32>
            }
            return %0 : tensor<i32>
          }""")
        f = ops.find_func(m, "w")
        assert [o.name for o in ops.nested_ops(f)] == [
            "stablehlo.while", "stablehlo.compare", "stablehlo.return", "stablehlo.add",
            "stablehlo.return", "func.return"]
        assert [o.name for o in ops.nested_post_order(f)] == [
            "stablehlo.compare", "stablehlo.return", "stablehlo.add", "stablehlo.return",
            "stablehlo.while", "func.return"]
    assert _callback_util.nested_ops is ops.nested_ops


def test_i64s_reads_arrays_and_dense_elements():
    with ir.Context():
        assert ops.i64s(ir.Attribute.parse("array<i64: 2, -1, 0>")) == [2, -1, 0]
        assert ops.i64s(ir.Attribute.parse("dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>")) == \
            [1, 2, 3, 4]
        assert ops.i64s(ir.Attribute.parse("array<i64>")) == []
    assert batching.i64s is ops.i64s
