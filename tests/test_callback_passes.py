"""The callback op builder and the callback passes (dce, order-effects, lower), on IR text."""
import json
import os
import subprocess
import tempfile

import iree.compiler
import pytest
from iree.compiler import ir

from hostcall import passes
from hostcall.dialects import callback as cb
from hostcall.dialects.types import tensor_type


def attrs(name, kind, ordered=False, vmap=None):
    side = "true" if kind != "pure" else "false"
    extra = f', hostcall.vmap_method = "{vmap}"' if vmap else ""
    return (f'{{has_side_effect = {side}, hostcall.callback = "{name}", hostcall.kind = "{kind}", '
            f'hostcall.ordered = {str(ordered).lower()}{extra}}}')


def pure(name):
    return attrs(name, "pure", vmap="sequential")


def run(text, pipeline):
    ctx = passes.PassContext()
    module = passes.run(text, pipeline, context=ctx)
    return module, ctx


def filecheck(output: str, checks: str) -> None:
    """Match ``output`` against FileCheck directives (the PyPI filecheck port)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(checks)
    try:
        proc = subprocess.run(["filecheck", f.name], input=output, text=True,
                              capture_output=True)
    finally:
        os.unlink(f.name)
    assert proc.returncode == 0, proc.stdout + proc.stderr + "\n--- input ---\n" + output


def callbacks_in(module):
    found = []

    def visit(op):
        op = op.operation
        if cb.is_callback(op):
            found.append(cb.callback_name(op))
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return found


# ------------------------------------------------------------------ the op
def test_builder_and_readers_agree_on_the_convention():
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.create()
        f32 = tensor_type((5,), "float32")
        with ir.InsertionPoint(module.body):
            fn = ir.Operation.create("func.func", regions=1, attributes={
                "sym_name": ir.StringAttr.get("main"),
                "function_type": ir.TypeAttr.get(ir.FunctionType.get([cb.token_type(), f32],
                                                                     [cb.token_type()]))})
        block = fn.regions[0].blocks.append(cb.token_type(), f32)
        with ir.InsertionPoint(block):
            tok, (r,) = cb.callback("f_host_0", [block.arguments[1]], [f32], "pure")
            assert tok is None
            _, none = cb.callback("p_1", [r], [], "debug")
            assert none == []
            tok, () = cb.callback("w_2", [r], [], "io", ordered=True, vmap_method="sequential",
                                  token=block.arguments[0])
            ir.Operation.create("func.return", operands=[tok])
        module.operation.verify()
        ops = [o.operation for o in block.operations][:3]
        assert [cb.callback_name(o) for o in ops] == ["f_host_0", "p_1", "w_2"]
        assert [cb.callback_kind(o) for o in ops] == ["pure", "debug", "io"]
        assert [cb.is_ordered(o) for o in ops] == [False, False, True]
        assert [cb.vmap_method(o) for o in ops] == ["sequential", None, "sequential"]
        assert [cb.has_token(o) for o in ops] == [False, False, True]
        assert cb.data_operands(ops[2]) == [r]
        text = str(module)
    assert '@hostcall.callback(%arg1) {hostcall.callback = "f_host_0", hostcall.kind = "pure"' in text
    assert 'has_side_effect = true, hostcall.callback = "p_1", hostcall.kind = "debug"' in text


@pytest.mark.parametrize("kwargs, message", [
    (dict(kind="impure"), "kind must be one of"),
    (dict(kind="pure", ordered=True), "pure callbacks cannot be ordered"),
    (dict(kind="pure", vmap_method="sideways"), "vmap_method must be one of"),
    (dict(kind="debug", vmap_method="sequential"), "debug callbacks take no vmap_method"),
])
def test_builder_rejects_bad_arguments(kwargs, message):
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.create()
        with ir.InsertionPoint(module.body), pytest.raises(ValueError, match=message):
            cb.callback("f", [], [], **kwargs)


# ------------------------------------------------------------------ dce
DCE_STRAIGHT = f"""
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %used = stablehlo.custom_call @hostcall.callback(%x) {pure("used")} : (tensor<4xf32>) -> tensor<4xf32>
  %dead = stablehlo.custom_call @hostcall.callback(%x) {pure("dead")} : (tensor<4xf32>) -> tensor<4xf32>
  %a = stablehlo.custom_call @hostcall.callback(%x) {pure("chain_a")} : (tensor<4xf32>) -> tensor<4xf32>
  %b = stablehlo.custom_call @hostcall.callback(%a) {pure("chain_b")} : (tensor<4xf32>) -> tensor<4xf32>
  %c = stablehlo.custom_call @hostcall.callback(%b) {pure("chain_c")} : (tensor<4xf32>) -> tensor<4xf32>
  stablehlo.custom_call @hostcall.callback(%x) {pure("no_results")} : (tensor<4xf32>) -> ()
  %io = stablehlo.custom_call @hostcall.callback(%x) {attrs("io_unused", "io")} : (tensor<4xf32>) -> tensor<4xf32>
  stablehlo.custom_call @hostcall.callback(%x) {attrs("dbg", "debug", ordered=True)} : (tensor<4xf32>) -> ()
  %j = stablehlo.custom_call @xla_ffi_python_cpu_callback(%x) {{has_side_effect = false}} : (tensor<4xf32>) -> tensor<4xf32>
  return %used : tensor<4xf32>
}}
"""


def test_dce_removes_unused_pure_callbacks_and_chains_keeps_effects():
    module, ctx = run(DCE_STRAIGHT, "hostcall-dce-pure-callbacks")
    assert callbacks_in(module) == ["used", "io_unused", "dbg"]
    assert ctx.products["dce_pure_callbacks.removed"] == 5
    assert "xla_ffi_python_cpu_callback" in str(module)  # not hostcall's: left alone


DCE_THROUGH_OPS = f"""
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %a = stablehlo.custom_call @hostcall.callback(%x) {pure("a")} : (tensor<4xf32>) -> tensor<4xf32>
  %s = stablehlo.sine %a : tensor<4xf32>
  %b = stablehlo.custom_call @hostcall.callback(%s) {pure("b")} : (tensor<4xf32>) -> tensor<4xf32>
  return %x : tensor<4xf32>
}}
"""


def test_dce_with_canonicalize_clears_callbacks_feeding_dead_ops():
    module, _ = run(DCE_THROUGH_OPS, "hostcall-dce-pure-callbacks")
    assert callbacks_in(module) == ["a"]  # the sine still uses it
    module, _ = run(DCE_THROUGH_OPS, "hostcall-dce-pure-callbacks,canonicalize,"
                                     "hostcall-dce-pure-callbacks")
    assert callbacks_in(module) == []


DCE_REGIONS = f"""
func.func @main(%x: tensor<f32>, %p: tensor<i1>, %i: tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {{
  %w = stablehlo.while(%c = %x) : tensor<f32>
  cond {{
    %dc = stablehlo.custom_call @hostcall.callback(%c) {pure("dead_in_cond")} : (tensor<f32>) -> tensor<f32>
    %z = stablehlo.constant dense<3.0> : tensor<f32>
    %lt = stablehlo.compare LT, %c, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }} do {{
    %db = stablehlo.custom_call @hostcall.callback(%c) {pure("dead_in_body")} : (tensor<f32>) -> tensor<f32>
    %carried = stablehlo.custom_call @hostcall.callback(%c) {pure("carried")} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %carried : tensor<f32>
  }}
  %f = "stablehlo.if"(%p) ({{
    %u = stablehlo.custom_call @hostcall.callback(%x) {pure("dead_in_if")} : (tensor<f32>) -> tensor<f32>
    %k = stablehlo.custom_call @hostcall.callback(%x) {pure("kept_in_if")} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %k : tensor<f32>
  }}, {{
    %e = stablehlo.custom_call @hostcall.callback(%x) {attrs("io_in_else", "io")} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %x : tensor<f32>
  }}) : (tensor<i1>) -> tensor<f32>
  %s = "stablehlo.case"(%i) ({{
    %u = stablehlo.custom_call @hostcall.callback(%x) {pure("dead_in_case")} : (tensor<f32>) -> tensor<f32>
    %v = stablehlo.custom_call @hostcall.callback(%u) {pure("dead_chain_in_case")} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %x : tensor<f32>
  }}, {{
    stablehlo.custom_call @hostcall.callback(%x) {attrs("debug_in_case", "debug")} : (tensor<f32>) -> ()
    stablehlo.return %x : tensor<f32>
  }}) : (tensor<i32>) -> tensor<f32>
  return %w, %f, %s : tensor<f32>, tensor<f32>, tensor<f32>
}}
"""


def test_dce_inside_while_if_and_case_regions():
    module, _ = run(DCE_REGIONS, "hostcall-dce-pure-callbacks")
    assert callbacks_in(module) == ["carried", "kept_in_if", "io_in_else", "debug_in_case"]


# ------------------------------------------------------------------ order-effects
ORDER_STRAIGHT = f"""
func.func @main(%x: tensor<f32>) -> tensor<f32> {{
  %a = stablehlo.custom_call @hostcall.callback(%x) {attrs("io_1", "io", ordered=True)} : (tensor<f32>) -> tensor<f32>
  stablehlo.custom_call @hostcall.callback(%a) {attrs("dbg", "debug", ordered=True)} : (tensor<f32>) -> ()
  %u = stablehlo.custom_call @hostcall.callback(%a) {attrs("io_unordered", "io")} : (tensor<f32>) -> tensor<f32>
  %p = stablehlo.custom_call @hostcall.callback(%u) {pure("pure")} : (tensor<f32>) -> tensor<f32>
  stablehlo.custom_call @hostcall.callback(%p) {attrs("io_2", "io", ordered=True)} : (tensor<f32>) -> ()
  return %p : tensor<f32>
}}
"""


def test_order_effects_threads_one_chain_per_ordered_kind():
    module, ctx = run(ORDER_STRAIGHT, "hostcall-order-effects")
    filecheck(str(module), """
CHECK-LABEL: func.func @main(
CHECK-SAME: %[[IO:[a-zA-Z0-9_]+]]: !stablehlo.token, %[[DBG:[a-zA-Z0-9_]+]]: !stablehlo.token, %[[X:[a-zA-Z0-9_]+]]: tensor<f32>) -> (!stablehlo.token, !stablehlo.token, tensor<f32>)
CHECK: %[[A:[a-zA-Z0-9_]+]]:2 = stablehlo.custom_call @hostcall.callback(%[[IO]], %[[X]]) {{.*}}"io_1"{{.*}} : (!stablehlo.token, tensor<f32>) -> (!stablehlo.token, tensor<f32>)
CHECK: %[[D:[a-zA-Z0-9_]+]] = stablehlo.custom_call @hostcall.callback(%[[DBG]], %[[A]]#1) {{.*}}"dbg"{{.*}} -> !stablehlo.token
CHECK: %[[U:[a-zA-Z0-9_]+]] = stablehlo.custom_call @hostcall.callback(%[[A]]#1) {{.*}}"io_unordered"
CHECK: %[[P:[a-zA-Z0-9_]+]] = stablehlo.custom_call @hostcall.callback(%[[U]]) {{.*}}"pure"
CHECK: %[[B:[a-zA-Z0-9_]+]] = stablehlo.custom_call @hostcall.callback(%[[A]]#0, %[[P]]) {{.*}}"io_2"
CHECK: return %[[B]], %[[D]], %[[P]] : !stablehlo.token, !stablehlo.token, tensor<f32>
""")
    assert ctx.products["token_chains"] == {"main": ["io", "debug"]}


def test_order_effects_twice_is_a_no_op_and_unordered_modules_are_untouched():
    module, _ = run(ORDER_STRAIGHT, "hostcall-order-effects")
    once = str(module)
    passes.run(module, "hostcall-order-effects")
    assert str(module) == once
    module, _ = run(DCE_REGIONS, "hostcall-order-effects")  # nothing ordered there
    assert "!stablehlo.token" not in str(module)


ORDER_CONTROL_FLOW = f"""
func.func private @leaf(%x: tensor<f32>) -> tensor<f32> {{
  %r = stablehlo.custom_call @hostcall.callback(%x) {attrs("leaf", "io", ordered=True)} : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}}
func.func private @middle(%x: tensor<f32>) -> tensor<f32> {{
  %r = func.call @leaf(%x) : (tensor<f32>) -> tensor<f32>
  stablehlo.custom_call @hostcall.callback(%r) {attrs("middle_dbg", "debug", ordered=True)} : (tensor<f32>) -> ()
  return %r : tensor<f32>
}}
func.func private @pure_helper(%x: tensor<f32>) -> tensor<f32> {{
  %r = stablehlo.custom_call @hostcall.callback(%x) {pure("helper")} : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}}
func.func @main(%x: tensor<f32>, %p: tensor<i1>, %i: tensor<i32>) -> tensor<f32> {{
  %h = func.call @pure_helper(%x) : (tensor<f32>) -> tensor<f32>
  %w = stablehlo.while(%c = %h) : tensor<f32>
  cond {{
    stablehlo.custom_call @hostcall.callback(%c) {attrs("in_cond", "debug", ordered=True)} : (tensor<f32>) -> ()
    %z = stablehlo.constant dense<3.0> : tensor<f32>
    %lt = stablehlo.compare LT, %c, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }} do {{
    %n = func.call @middle(%c) : (tensor<f32>) -> tensor<f32>
    stablehlo.return %n : tensor<f32>
  }}
  %f = "stablehlo.if"(%p) ({{
    %t = stablehlo.custom_call @hostcall.callback(%w) {attrs("in_then", "io", ordered=True)} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %t : tensor<f32>
  }}, {{
    stablehlo.return %w : tensor<f32>
  }}) : (tensor<i1>) -> tensor<f32>
  %s = "stablehlo.case"(%i) ({{
    stablehlo.custom_call @hostcall.callback(%f) {attrs("in_case0", "debug", ordered=True)} : (tensor<f32>) -> ()
    stablehlo.return %f : tensor<f32>
  }}, {{
    %l = func.call @leaf(%f) : (tensor<f32>) -> tensor<f32>
    stablehlo.return %l : tensor<f32>
  }}) : (tensor<i32>) -> tensor<f32>
  return %s : tensor<f32>
}}
"""


def test_order_effects_through_while_if_case_and_nested_calls():
    module, ctx = run(ORDER_CONTROL_FLOW, "hostcall-order-effects")
    assert ctx.products["token_chains"] == {
        "leaf": ["io"], "middle": ["io", "debug"], "main": ["io", "debug"]}
    filecheck(str(module), """
CHECK-LABEL: func.func private @leaf(
CHECK-SAME: %[[T:[a-zA-Z0-9_]+]]: !stablehlo.token, %{{.*}}: tensor<f32>) -> (!stablehlo.token, tensor<f32>)
CHECK: %[[R:[a-zA-Z0-9_]+]]:2 = stablehlo.custom_call @hostcall.callback(%[[T]],
CHECK: return %[[R]]#0, %[[R]]#1
CHECK-LABEL: func.func private @middle(
CHECK-SAME: %[[IO:[a-zA-Z0-9_]+]]: !stablehlo.token, %[[DBG:[a-zA-Z0-9_]+]]: !stablehlo.token, %[[X:[a-zA-Z0-9_]+]]: tensor<f32>) -> (!stablehlo.token, !stablehlo.token, tensor<f32>)
CHECK: %[[L:[a-zA-Z0-9_]+]]:2 = call @leaf(%[[IO]], %[[X]]) : (!stablehlo.token, tensor<f32>) -> (!stablehlo.token, tensor<f32>)
CHECK: %[[D:[a-zA-Z0-9_]+]] = stablehlo.custom_call @hostcall.callback(%[[DBG]], %[[L]]#1)
CHECK: return %[[L]]#0, %[[D]], %[[L]]#1
CHECK-LABEL: func.func private @pure_helper(%{{.*}}: tensor<f32>) -> tensor<f32>
CHECK-LABEL: func.func @main(
CHECK-SAME: %[[IO:[a-zA-Z0-9_]+]]: !stablehlo.token, %[[DBG:[a-zA-Z0-9_]+]]: !stablehlo.token, %{{.*}}: tensor<f32>, %{{.*}}: tensor<i1>, %{{.*}}: tensor<i32>) -> (!stablehlo.token, !stablehlo.token, tensor<f32>)
CHECK: %[[H:[a-zA-Z0-9_]+]] = call @pure_helper(
CHECK: %[[W:[a-zA-Z0-9_]+]]:3 = stablehlo.while(%[[WIO:[a-zA-Z0-9_]+]] = %[[IO]], %[[WDBG:[a-zA-Z0-9_]+]] = %[[DBG]], %[[C:[a-zA-Z0-9_]+]] = %[[H]]) : !stablehlo.token, !stablehlo.token, tensor<f32>
CHECK: cond {
CHECK: stablehlo.custom_call @hostcall.callback(%[[WDBG]], %[[C]])
CHECK: } do {
CHECK: %[[M:[a-zA-Z0-9_]+]]:3 = func.call @middle(%[[WIO]], %[[WDBG]], %[[C]])
CHECK: stablehlo.return %[[M]]#0, %[[M]]#1, %[[M]]#2
CHECK: %[[F:[a-zA-Z0-9_]+]]:2 = "stablehlo.if"
CHECK: %[[TH:[a-zA-Z0-9_]+]]:2 = stablehlo.custom_call @hostcall.callback(%[[W]]#0, %[[W]]#2)
CHECK: stablehlo.return %[[TH]]#0, %[[TH]]#1
CHECK: stablehlo.return %[[W]]#0, %[[W]]#2
CHECK: }) : (tensor<i1>) -> (!stablehlo.token, tensor<f32>)
CHECK: %[[S:[a-zA-Z0-9_]+]]:3 = "stablehlo.case"
CHECK: %[[C0:[a-zA-Z0-9_]+]] = stablehlo.custom_call @hostcall.callback(%[[W]]#1, %[[F]]#1)
CHECK: stablehlo.return %[[F]]#0, %[[C0]], %[[F]]#1
CHECK: %[[C1:[a-zA-Z0-9_]+]]:2 = func.call @leaf(%[[F]]#0, %[[F]]#1)
CHECK: stablehlo.return %[[C1]]#0, %[[W]]#1, %[[C1]]#1
CHECK: }) : (tensor<i32>) -> (!stablehlo.token, !stablehlo.token, tensor<f32>)
CHECK: return %[[S]]#0, %[[S]]#1, %[[S]]#2
""")


def test_order_effects_errors_name_the_op_and_its_location():
    text = f"""
func.func @main(%x: tensor<4xf32>) -> tensor<f32> {{
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {{
      stablehlo.custom_call @hostcall.callback(%a) {attrs("in_reduce", "io", ordered=True)} : (tensor<f32>) -> ()
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }}
  return %r : tensor<f32>
}}
"""
    with pytest.raises(passes.PassError, match=r"not inside this op \(stablehlo.reduce at "
                                               r"loc\(\"-\":4:\d+\)\)") as err:
        run(text, "hostcall-order-effects")
    assert '"-":4:' in str(err.value.location)
    with pytest.raises(passes.PassError, match="no entry function @main"):
        run(ORDER_STRAIGHT.replace("@main", "@other"), "hostcall-order-effects")
    module, _ = run(ORDER_STRAIGHT.replace("@main", "@other"), "hostcall-order-effects{entry=other}")
    assert "func.func @other(%arg0: !stablehlo.token" in str(module)


# ------------------------------------------------------------------ lower-callbacks
def test_lower_callbacks_manifest_and_order_values_compile_with_iree():
    """Tokens become order values (tensor<i32>) each ordered import takes and returns, so
    IREE keeps the chain's order; the public entry takes and returns none."""
    module, ctx = run(ORDER_CONTROL_FLOW, "hostcall-dce-pure-callbacks,hostcall-order-effects,"
                                          "hostcall-lower-callbacks")
    text = str(module)
    for banned in ("!stablehlo.token", "stablehlo.after_all", "custom_call"):
        assert banned not in text
    manifest = ctx.products["manifest"]
    names = [m["callback"] for m in manifest]
    assert names == ["leaf", "middle_dbg", "helper", "in_cond", "in_then", "in_case0"]
    assert [m["import"] for m in manifest] == [f"cb{i}" for i in range(6)]
    assert manifest[0] == {"import": "cb0", "callback": "leaf", "kind": "io", "ordered": True,
                           "operands": [[[], "float32"]], "results": [[[], "float32"]],
                           "token": True}
    assert manifest[1]["results"] == [] and manifest[1]["kind"] == "debug"
    assert manifest[2]["kind"] == "pure" and manifest[2]["ordered"] is False
    assert "token" not in manifest[2]
    assert json.loads(ir.StringAttr(module.operation.attributes["hostcall.manifest"]).value) \
        == manifest
    filecheck(text, """
CHECK: func.func private @hostcall_rt.cb0(tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
CHECK: func.func private @hostcall_rt.cb1(tensor<i32>, tensor<f32>) -> tensor<i32>
CHECK: func.func private @hostcall_rt.cb2(tensor<f32>) -> tensor<f32>
CHECK-LABEL: func.func private @leaf(
CHECK-SAME: %[[T:[a-zA-Z0-9_]+]]: tensor<i32>, %[[X:[a-zA-Z0-9_]+]]: tensor<f32>) -> (tensor<i32>, tensor<f32>)
CHECK-NEXT: %[[R:[a-zA-Z0-9_]+]]:2 = call @hostcall_rt.cb0(%[[T]], %[[X]])
CHECK-LABEL: func.func @main(%{{.*}}: tensor<f32>, %{{.*}}: tensor<i1>, %{{.*}}: tensor<i32>) -> tensor<f32>
CHECK-NEXT: %[[IO:[a-zA-Z0-9_]+]] = stablehlo.constant dense<0> : tensor<i32>
CHECK-NEXT: %[[DBG:[a-zA-Z0-9_]+]] = stablehlo.constant dense<0> : tensor<i32>
CHECK: stablehlo.while(%[[TI:[a-zA-Z0-9_]+]] = %[[IO]], %[[TD:[a-zA-Z0-9_]+]] = %[[DBG]], %[[C:[a-zA-Z0-9_]+]] = %{{.*}}) : tensor<i32>, tensor<i32>, tensor<f32>
CHECK: func.call @hostcall_rt.cb3(%[[TD]], %[[C]])
CHECK: func.call @middle(%[[TI]], %[[TD]], %[[C]])
""")
    iree.compiler.compile_str(text, input_type="stablehlo", extra_args=[
        "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
        "--iree-llvmcpu-target-cpu=generic"])


def test_lower_callbacks_drops_tokens_of_an_exported_entry_and_keeps_the_manifest_on_rerun():
    text = f"""
func.func @main(%t: !stablehlo.token, %x: tensor<2xi32>) -> (!stablehlo.token, tensor<2xi32>) {{
  %t1, %r = stablehlo.custom_call @hostcall.callback(%t, %x) {attrs("io", "io", ordered=True)} : (!stablehlo.token, tensor<2xi32>) -> (!stablehlo.token, tensor<2xi32>)
  %t2 = stablehlo.after_all %t1, %t : !stablehlo.token
  return %t2, %r : !stablehlo.token, tensor<2xi32>
}}
"""
    module, ctx = run(text, "hostcall-lower-callbacks")
    assert "func.func @main(%arg0: tensor<2xi32>) -> tensor<2xi32>" in str(module)
    assert "!stablehlo.token" not in str(module) and "after_all" not in str(module)
    expected = [{"import": "cb0", "callback": "io", "kind": "io", "ordered": True,
                 "operands": [[[2], "int32"]], "results": [[[2], "int32"]], "token": True}]
    assert ctx.products["manifest"] == expected
    again = passes.PassContext()
    passes.run(module, "hostcall-lower-callbacks", context=again)
    assert again.products["manifest"] == expected
    with module.context, ir.Location.unknown():  # a callback added later gets the next import
        main = [o.operation for o in module.body.operations][-1]
        block = main.regions[0].blocks[0]
        with ir.InsertionPoint(list(block.operations)[-1]):
            cb.callback("late", [block.arguments[0]], [], "debug")
    passes.run(module, "hostcall-lower-callbacks", context=again)
    assert [m["import"] for m in again.products["manifest"]] == ["cb0", "cb1"]
    assert again.products["manifest"][1]["callback"] == "late"
    assert "call @hostcall_rt.cb1(%arg0) : (tensor<2xi32>) -> ()" in str(module)


def test_lower_callbacks_rejects_jax_callbacks_with_their_location():
    text = """
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %r = stablehlo.custom_call @xla_ffi_python_cpu_callback(%x) {has_side_effect = true} : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
"""
    with pytest.raises(passes.PassError, match="not a hostcall callback") as err:
        run(text, "hostcall-lower-callbacks")
    assert '"-":3:8' in str(err.value.location)
    module, _ = run(text, "hostcall-dce-pure-callbacks,hostcall-order-effects")
    assert "xla_ffi_python_cpu_callback(%arg0)" in str(module)
