// RUN: hostcall-opt %s --pass-pipeline='builtin.module(hostcall-vmap{function=caller batch-size=4 in-axes=0,none}, hostcall-vmap{function=effects batch-size=2 in-axes=0,none})' | filecheck %s

// A call gets a batched copy of its callee per batching pattern of its operands; a
// result that does not depend on the batch stays unbatched inside, and out-axes=0
// broadcasts it only at the end.
// CHECK-LABEL: func.func @caller_batched(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>)
// CHECK: %[[R:.*]]:2 = call @helper_batched_bu(%arg0, %arg1) : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %[[R]]#1, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
// CHECK: return %[[R]]#0, %[[B]]
// CHECK-LABEL: func.func private @helper_batched_bu(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
// CHECK: stablehlo.multiply %arg0, %{{.*}} : tensor<4x3xf32>
// CHECK: stablehlo.exponential %arg1 : tensor<3xf32>
func.func private @helper(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = stablehlo.multiply %a, %b : tensor<3xf32>
  %1 = stablehlo.exponential %b : tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}
func.func @caller(%x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0:2 = func.call @helper(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xf32>
}

// io and debug callbacks: one loop per call site, one call per element; a callback
// with no batched operand is left alone (called once).
// CHECK-LABEL: func.func @effects_batched(%arg0: tensor<2xf32>, %arg1: tensor<f32>) -> tensor<2xf32>
// CHECK: stablehlo.while
// CHECK: stablehlo.custom_call @hostcall.callback(%{{.*}}) {has_side_effect = true, hostcall.callback = "log_a", hostcall.kind = "io", hostcall.ordered = false} : (tensor<f32>) -> ()
// CHECK: stablehlo.while
// CHECK: stablehlo.custom_call @hostcall.callback(%{{.*}}, %arg1) {has_side_effect = true, hostcall.callback = "print_b", hostcall.kind = "debug", hostcall.ordered = true} : (tensor<f32>, tensor<f32>) -> ()
// CHECK: }
// CHECK: stablehlo.custom_call @hostcall.callback(%arg1) {has_side_effect = true, hostcall.callback = "once", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> ()
func.func @effects(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "log_a", hostcall.kind = "io", hostcall.ordered = false} : (tensor<f32>) -> ()
  stablehlo.custom_call @hostcall.callback(%x, %y) {has_side_effect = true, hostcall.callback = "print_b", hostcall.kind = "debug", hostcall.ordered = true} : (tensor<f32>, tensor<f32>) -> ()
  stablehlo.custom_call @hostcall.callback(%y) {has_side_effect = true, hostcall.callback = "once", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> ()
  return %x : tensor<f32>
}
