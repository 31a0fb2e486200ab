// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-linearize{function=f diff-args=0}' | filecheck %s

// save_only_these_names: the value named "a" (an optimization_barrier marked
// hostcall.checkpoint_name) is a residual, so the linear function recomputes only what
// follows it (sin a) and not what computed it (sin x).

// CHECK-LABEL: func.func private @f_fwd(%arg0: tensor<f32>)
// CHECK: %[[S:.*]] = stablehlo.sine %arg0
// CHECK: stablehlo.optimization_barrier {hostcall.checkpoint_name = "a"} %[[S]]
// CHECK-LABEL: func.func private @f_lin(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>)
// CHECK-NEXT: stablehlo.cosine %arg0
// CHECK-NEXT: %[[R:.*]] = stablehlo.sine %arg1
// CHECK-NEXT: stablehlo.cosine %arg1
// CHECK-NEXT: stablehlo.cosine %[[R]]
// CHECK-NOT: stablehlo.sine
// CHECK: return
func.func private @g(%x: tensor<f32>) -> tensor<f32> attributes {hostcall.remat = "save_only_these_names:[\"a\"]"} {
  %0 = stablehlo.sine %x : tensor<f32>
  %1 = "stablehlo.optimization_barrier"(%0) {hostcall.checkpoint_name = "a"} : (tensor<f32>) -> tensor<f32>
  %2 = stablehlo.sine %1 : tensor<f32>
  %3 = stablehlo.sine %2 : tensor<f32>
  return %3 : tensor<f32>
}
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %0 = func.call @g(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// save_any_names_but_these("a"): "a" is not saved, so the linear function recomputes
// sin x as well; the debug callback, which the policy does not save, runs again.

// CHECK-LABEL: func.func private @f_lin(%arg0: tensor<f32>, %arg1: tensor<f32>)
// CHECK-NEXT: %[[S:.*]] = stablehlo.sine %arg0
// CHECK-NEXT: stablehlo.cosine %arg0
// CHECK-NEXT: %[[A:.*]] = stablehlo.optimization_barrier {hostcall.checkpoint_name = "a"} %[[S]]
// CHECK-NEXT: stablehlo.custom_call @hostcall.callback(%[[A]])
// CHECK-NEXT: stablehlo.sine %[[A]]
func.func private @g(%x: tensor<f32>) -> tensor<f32> attributes {hostcall.remat = "save_any_names_but_these:[\"a\"]"} {
  %0 = stablehlo.sine %x : tensor<f32>
  %1 = "stablehlo.optimization_barrier"(%0) {hostcall.checkpoint_name = "a"} : (tensor<f32>) -> tensor<f32>
  stablehlo.custom_call @hostcall.callback(%1) {has_side_effect = true, hostcall.callback = "dbg", hostcall.kind = "debug", hostcall.ordered = false} : (tensor<f32>) -> ()
  %2 = stablehlo.sine %1 : tensor<f32>
  %3 = stablehlo.sine %2 : tensor<f32>
  return %3 : tensor<f32>
}
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %0 = func.call @g(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

