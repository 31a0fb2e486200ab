// RUN: hostcall-opt %s --pass-pipeline='hostcall-erase-ad-markers,hostcall-dce-pure-callbacks' | filecheck %s

// stop_gradient and checkpoint_name markers go; calls of custom_jvp functions are inlined so that the DCE
// pass removes the pure callback of the unused primal; the rule and the primal
// function, referenced only by autodiff attributes, are erased.

// CHECK-LABEL: func.func @main(%arg0: tensor<f32>) -> tensor<f32>
// CHECK-NOT: optimization_barrier
// CHECK-NOT: "host_sin"
// CHECK: %[[C:.*]] = stablehlo.custom_call @hostcall.callback(%arg0) {{.*}}hostcall.callback = "host_cos"
// CHECK: %[[R:.*]] = stablehlo.multiply %[[C]], %arg0
// CHECK: return %[[R]]
// CHECK-NOT: func.func private @sin
// CHECK-NOT: hostcall.custom
func.func private @sin(%x: tensor<f32>) -> tensor<f32> attributes {hostcall.custom_jvp = @sin_rule, hostcall.custom_nargs = 1 : i64} {
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "host_sin", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @sin_rule(%x: tensor<f32>, %t: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = func.call @sin(%x) : (tensor<f32>) -> tensor<f32>
  return %0, %t : tensor<f32>, tensor<f32>
}
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %s = func.call @sin(%x) : (tensor<f32>) -> tensor<f32>
  %b = "stablehlo.optimization_barrier"(%x) {hostcall.stop_gradient} : (tensor<f32>) -> tensor<f32>
  %c = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "host_cos", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>) -> tensor<f32>
  %n = "stablehlo.optimization_barrier"(%c) {hostcall.checkpoint_name = "c"} : (tensor<f32>) -> tensor<f32>
  %r = stablehlo.multiply %n, %b : tensor<f32>
  return %r : tensor<f32>
}
