"""dialects/ops.py and dialects/editing.py: the one home of the small IR readers and
in-place edits the passes share."""
from iree.compiler import ir

import hostcall.dialects  # noqa: F401  (registers the stablehlo stand-ins)
from hostcall.dialects import ops
from hostcall.dialects import editing, types
from hostcall.passes.callbacks import lower_callbacks, tokens
from hostcall.passes.transforms import ad_rules, batching, jvp
from hostcall.passes.transforms.ad_rules import indexing

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
    assert ad_rules.find_func is batching.find_func is ops.find_func
    assert indexing.attrs_of is batching.attrs_of is ops.attrs_of
    assert indexing.block_ops is tokens.block_ops is ops.block_ops
    assert jvp.unique_symbol is ops.unique_symbol
    assert jvp.callee_name is ops.callee_name


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
    assert lower_callbacks.nested_ops is ops.nested_ops


def test_i64s_reads_arrays_and_dense_elements():
    with ir.Context():
        assert ops.i64s(ir.Attribute.parse("array<i64: 2, -1, 0>")) == [2, -1, 0]
        assert ops.i64s(ir.Attribute.parse("dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>")) == \
            [1, 2, 3, 4]
        assert ops.i64s(ir.Attribute.parse("array<i64>")) == []
    assert batching.i64s is ops.i64s


def test_function_readers_and_signature_edits():
    """function_type / set_function_type / edit_function_attrs keep a function's type and
    its arg_attrs in step; prepend_block_args and erase_block_args edit the entry block;
    token_positions finds the tokens among types."""
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    with ctx, ir.Location.unknown():
        m = ir.Module.parse("""
          func.func @h(%x: tensor<2xf32> {tag.a}) -> tensor<2xf32> {
            return %x : tensor<2xf32>
          }
          func.func private @d(tensor<f32>) -> tensor<f32>""")
        fns = ops.module_functions(m)
        assert sorted(fns) == ["d", "h"] and ops.is_declaration(fns["d"])
        h = fns["h"]
        assert ops.function_name(h) == "h" and not ops.is_declaration(h)
        block = h.regions[0].blocks[0]
        token = ir.Type.parse("!stablehlo.token")
        new = editing.prepend_block_args(block, [token], ir.Location.unknown())
        assert [str(a.type) for a in block.arguments] == ["!stablehlo.token", "tensor<2xf32>"]
        assert new[0] == block.arguments[0]
        inputs, results = ops.function_type(h)
        editing.set_function_type(h, [token, *inputs], results)
        editing.edit_function_attrs(h, "arg_attrs", prepend=1)
        assert types.token_positions(ops.function_type(h)[0]) == [0]
        assert str(h.attributes["arg_attrs"]) == "[{}, {tag.a}]"
        editing.erase_block_args(block, [0])
        editing.set_function_type(h, inputs, results)
        editing.edit_function_attrs(h, "arg_attrs", drop=[0])
        assert types.token_positions(list(block.arguments)) == []
        assert str(h.attributes["arg_attrs"]) == "[{tag.a}]"
        assert ops.terminator(block).name == "func.return"
        assert sorted(ops.attribute_names(h)) == ["arg_attrs", "function_type", "sym_name"]
