// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-dce-pure-callbacks | filecheck %s

// Unused pure callbacks go, chains of them too; io and debug callbacks stay even when
// their results are unused.

// CHECK-LABEL: func.func @straight_line
// CHECK-NOT: "dead
// CHECK: hostcall.callback = "used"
// CHECK-NOT: "dead
// CHECK: hostcall.callback = "io_unused"
// CHECK: hostcall.callback = "debug"
// CHECK-NOT: "dead
// CHECK: return
func.func @straight_line(%x: tensor<4xf32>) -> tensor<4xf32> {
  %used = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "used", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
  %a = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "dead_a", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
  %b = stablehlo.custom_call @hostcall.callback(%a) {has_side_effect = false, hostcall.callback = "dead_b", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
  %io = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "io_unused", hostcall.kind = "io", hostcall.ordered = false} : (tensor<4xf32>) -> tensor<4xf32>
  stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "debug", hostcall.kind = "debug", hostcall.ordered = false} : (tensor<4xf32>) -> ()
  stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "dead_no_results", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> ()
  return %used : tensor<4xf32>
}

// -----

// Inside loop and branch bodies; a callback whose result is carried by the loop stays.

// CHECK-LABEL: func.func @regions
// CHECK: stablehlo.while
// CHECK-NOT: "dead
// CHECK: hostcall.callback = "carried"
// CHECK: "stablehlo.if"
// CHECK-NOT: "dead
// CHECK: hostcall.callback = "kept"
// CHECK: "stablehlo.case"
// CHECK-NOT: "dead
// CHECK: return
func.func @regions(%x: tensor<f32>, %p: tensor<i1>, %i: tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %w = stablehlo.while(%c = %x) : tensor<f32>
  cond {
    %z = stablehlo.constant dense<3.0> : tensor<f32>
    %lt = stablehlo.compare LT, %c, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %d = stablehlo.custom_call @hostcall.callback(%c) {has_side_effect = false, hostcall.callback = "dead_in_body", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>) -> tensor<f32>
    %n = stablehlo.custom_call @hostcall.callback(%c) {has_side_effect = false, hostcall.callback = "carried", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %n : tensor<f32>
  }
  %f = "stablehlo.if"(%p) ({
    %d = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "dead_in_then", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>) -> tensor<f32>
    %k = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "kept", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %k : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %s = "stablehlo.case"(%i) ({
    %d = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "dead_in_case", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %w, %f, %s : tensor<f32>, tensor<f32>, tensor<f32>
}
