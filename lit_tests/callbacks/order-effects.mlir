// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-order-effects | filecheck %s

// Two ordered io callbacks share one token chain, the ordered debug callback has its own;
// the entry function takes and returns one token per chain, io first. Unordered and pure
// callbacks get no token.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[IO:[a-zA-Z0-9_]+]]: !stablehlo.token, %[[DBG:[a-zA-Z0-9_]+]]: !stablehlo.token, %[[X:[a-zA-Z0-9_]+]]: tensor<f32>)
// CHECK-SAME: -> (!stablehlo.token, !stablehlo.token, tensor<f32>)
// CHECK: %[[A:[0-9]+]]:2 = stablehlo.custom_call @hostcall.callback(%[[IO]], %[[X]]) {{.*}}"first"
// CHECK: %[[D:[0-9]+]] = stablehlo.custom_call @hostcall.callback(%[[DBG]], %[[A]]#1) {{.*}}"print"
// CHECK: %[[U:[0-9]+]] = stablehlo.custom_call @hostcall.callback(%[[A]]#1) {{.*}}"unordered"
// CHECK: %[[B:[0-9]+]] = stablehlo.custom_call @hostcall.callback(%[[A]]#0, %[[U]]) {{.*}}"second"
// CHECK: return %[[B]], %[[D]], %[[U]] : !stablehlo.token, !stablehlo.token, tensor<f32>
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %a = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "first", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> tensor<f32>
  stablehlo.custom_call @hostcall.callback(%a) {has_side_effect = true, hostcall.callback = "print", hostcall.kind = "debug", hostcall.ordered = true} : (tensor<f32>) -> ()
  %u = stablehlo.custom_call @hostcall.callback(%a) {has_side_effect = true, hostcall.callback = "unordered", hostcall.kind = "io", hostcall.ordered = false} : (tensor<f32>) -> tensor<f32>
  stablehlo.custom_call @hostcall.callback(%u) {has_side_effect = true, hostcall.callback = "second", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> ()
  return %u : tensor<f32>
}

// -----

// Only the chains in use get a token: here debug alone.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[T:[a-zA-Z0-9_]+]]: !stablehlo.token, %{{.*}}: tensor<f32>) -> (!stablehlo.token, tensor<f32>)
// CHECK: %[[P:[0-9]+]] = stablehlo.custom_call @hostcall.callback(%[[T]],
// CHECK: return %[[P]], %{{.*}} : !stablehlo.token, tensor<f32>
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "print", hostcall.kind = "debug", hostcall.ordered = true} : (tensor<f32>) -> ()
  return %x : tensor<f32>
}

// -----

// Nothing ordered: nothing changes.

// CHECK-LABEL: func.func @main(%{{.*}}: tensor<f32>) -> tensor<f32>
// CHECK-NOT: token
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "print", hostcall.kind = "debug", hostcall.ordered = false} : (tensor<f32>) -> ()
  return %x : tensor<f32>
}
