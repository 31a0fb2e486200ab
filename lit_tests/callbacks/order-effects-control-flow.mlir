// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-order-effects | filecheck %s

// A while loop carries the token; a callback in its condition takes the carried token.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[T:[a-zA-Z0-9_]+]]: !stablehlo.token, %[[X:[a-zA-Z0-9_]+]]: tensor<f32>) -> (!stablehlo.token, tensor<f32>)
// CHECK: %[[W:[0-9]+]]:2 = stablehlo.while(%[[WT:[a-zA-Z0-9_]+]] = %[[T]], %[[C:[a-zA-Z0-9_]+]] = %[[X]]) : !stablehlo.token, tensor<f32>
// CHECK: cond {
// CHECK: stablehlo.custom_call @hostcall.callback(%[[WT]], %[[C]]) {{.*}}"in_cond"
// CHECK: } do {
// CHECK: %[[B:[0-9]+]]:2 = stablehlo.custom_call @hostcall.callback(%[[WT]], %[[C]]) {{.*}}"in_body"
// CHECK: stablehlo.return %[[B]]#0, %[[B]]#1 : !stablehlo.token, tensor<f32>
// CHECK: return %[[W]]#0, %[[W]]#1
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %w = stablehlo.while(%c = %x) : tensor<f32>
  cond {
    stablehlo.custom_call @hostcall.callback(%c) {has_side_effect = true, hostcall.callback = "in_cond", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> ()
    %z = stablehlo.constant dense<3.0> : tensor<f32>
    %lt = stablehlo.compare LT, %c, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = stablehlo.custom_call @hostcall.callback(%c) {has_side_effect = true, hostcall.callback = "in_body", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %n : tensor<f32>
  }
  return %w : tensor<f32>
}

// -----

// if and case: the token enters each branch implicitly and leaves as a leading result;
// a branch without callbacks passes the incoming token on.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[T:[a-zA-Z0-9_]+]]: !stablehlo.token,
// CHECK: %[[F:[0-9]+]]:2 = "stablehlo.if"
// CHECK: %[[A:[0-9]+]]:2 = stablehlo.custom_call @hostcall.callback(%[[T]], {{.*}}"then"
// CHECK: stablehlo.return %[[A]]#0, %[[A]]#1
// CHECK: }, {
// CHECK: stablehlo.return %[[T]], %{{.*}} : !stablehlo.token, tensor<f32>
// CHECK: }) : (tensor<i1>) -> (!stablehlo.token, tensor<f32>)
// CHECK: %[[S:[0-9]+]]:2 = "stablehlo.case"
// CHECK: stablehlo.return %[[F]]#0, %[[F]]#1
// CHECK: %[[B:[0-9]+]] = stablehlo.custom_call @hostcall.callback(%[[F]]#0, %[[F]]#1) {{.*}}"branch1"
// CHECK: stablehlo.return %[[B]], %[[F]]#1
// CHECK: return %[[S]]#0, %[[S]]#1
func.func @main(%x: tensor<f32>, %p: tensor<i1>, %i: tensor<i32>) -> tensor<f32> {
  %f = "stablehlo.if"(%p) ({
    %t = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "then", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %t : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %s = "stablehlo.case"(%i) ({
    stablehlo.return %f : tensor<f32>
  }, {
    stablehlo.custom_call @hostcall.callback(%f) {has_side_effect = true, hostcall.callback = "branch1", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> ()
    stablehlo.return %f : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// Functions holding ordered callbacks, directly or through calls, take and return a token
// per chain they use; a function without ordered callbacks keeps its signature.

// CHECK-LABEL: func.func private @leaf(
// CHECK-SAME: %[[T:[a-zA-Z0-9_]+]]: !stablehlo.token, %{{.*}}: tensor<f32>) -> (!stablehlo.token, tensor<f32>)
// CHECK-LABEL: func.func private @middle(
// CHECK-SAME: %[[T:[a-zA-Z0-9_]+]]: !stablehlo.token, %[[X:[a-zA-Z0-9_]+]]: tensor<f32>) -> (!stablehlo.token, tensor<f32>)
// CHECK: %[[R:[0-9]+]]:2 = call @leaf(%[[T]], %[[X]]) : (!stablehlo.token, tensor<f32>) -> (!stablehlo.token, tensor<f32>)
// CHECK: return %[[R]]#0, %[[R]]#1
// CHECK-LABEL: func.func private @pure_only(%{{.*}}: tensor<f32>) -> tensor<f32>
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[T:[a-zA-Z0-9_]+]]: !stablehlo.token, %[[X:[a-zA-Z0-9_]+]]: tensor<f32>)
// CHECK: %[[P:[0-9]+]] = call @pure_only(%[[X]]) : (tensor<f32>) -> tensor<f32>
// CHECK: %[[M:[0-9]+]]:2 = call @middle(%[[T]], %[[P]])
// CHECK: return %[[M]]#0, %[[M]]#1
func.func private @leaf(%x: tensor<f32>) -> tensor<f32> {
  %r = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "leaf", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func private @middle(%x: tensor<f32>) -> tensor<f32> {
  %r = func.call @leaf(%x) : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func private @pure_only(%x: tensor<f32>) -> tensor<f32> {
  %r = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "p", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %p = func.call @pure_only(%x) : (tensor<f32>) -> tensor<f32>
  %r = func.call @middle(%p) : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
