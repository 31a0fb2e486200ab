// RUN: hostcall-opt %s --pass-pipeline='hostcall-linearize{function=f diff-args=0},hostcall-transpose{function=f_lin linear-args=1},hostcall-linearize{function=h diff-args=0}' | filecheck %s

// A call of a function marked hostcall.remat = "nothing_saveable" is rematerialized:
// the forward function saves only the call's input (cos x) next to the residuals of
// the code around it (-sin x), and the linear function and its transpose recompute
// the call's primal ops, so its debug callback runs again.  With
// "everything_saveable" the call's intermediates are residuals and the linear
// function runs no callback.  The marks the linearization uses do not stay on ops.

// CHECK-LABEL: func.func private @f_fwd(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>)
// CHECK: %[[C:.*]] = stablehlo.cosine %arg0
// CHECK: %[[S:.*]] = stablehlo.sine %arg0
// CHECK: %[[NS:.*]] = stablehlo.negate %[[S]]
// CHECK: %[[G:.*]] = stablehlo.sine %[[C]]
// CHECK: custom_call @hostcall.callback(%[[G]]) {{.*}}hostcall.callback = "dbg"
// CHECK: %[[Y:.*]] = stablehlo.multiply %[[G]], %[[C]]
// CHECK: return %[[Y]], %[[C]], %[[NS]]

// CHECK-LABEL: func.func private @f_lin(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> attributes {hostcall.num_residuals = 2 : i64}
// CHECK: %[[RG:.*]] = stablehlo.sine %arg0
// CHECK: custom_call @hostcall.callback(%[[RG]]) {{.*}}hostcall.callback = "dbg"

// CHECK-LABEL: func.func private @f_lin_t(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32>
// CHECK: %[[TG:.*]] = stablehlo.sine %arg0
// CHECK: custom_call @hostcall.callback(%[[TG]]) {{.*}}hostcall.callback = "dbg"
// CHECK: return

// CHECK-LABEL: func.func private @h_fwd(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
// CHECK: custom_call @hostcall.callback
// CHECK-LABEL: func.func private @h_lin(
// CHECK-NOT: hostcall.callback
// CHECK: return
// CHECK-NOT: hostcall.remat_group
func.func private @g(%x: tensor<f32>) -> tensor<f32> attributes {hostcall.remat = "nothing_saveable"} {
  %0 = stablehlo.sine %x : tensor<f32>
  stablehlo.custom_call @hostcall.callback(%0) {has_side_effect = true, hostcall.callback = "dbg", hostcall.kind = "debug", hostcall.ordered = false} : (tensor<f32>) -> ()
  %1 = stablehlo.multiply %0, %x : tensor<f32>
  return %1 : tensor<f32>
}
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.cosine %x : tensor<f32>
  %1 = func.call @g(%0) : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}
func.func private @k(%x: tensor<f32>) -> tensor<f32> attributes {hostcall.remat = "everything_saveable"} {
  %0 = stablehlo.sine %x : tensor<f32>
  stablehlo.custom_call @hostcall.callback(%0) {has_side_effect = true, hostcall.callback = "dbg", hostcall.kind = "debug", hostcall.ordered = false} : (tensor<f32>) -> ()
  %1 = stablehlo.multiply %0, %x : tensor<f32>
  return %1 : tensor<f32>
}
func.func @h(%x: tensor<f32>) -> tensor<f32> {
  %1 = func.call @k(%x) : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}
