// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-order-effects,hostcall-lower-callbacks | filecheck %s
// RUN: hostcall-opt %s -split-input-file --pass-pipeline="hostcall-order-effects,hostcall-lower-callbacks{host-loops=false}" | filecheck %s --check-prefix=KEEP

// A counted loop that only feeds one callback row by row (what hostcall-vmap makes of a
// sequential callback) becomes one import over the whole batch; the manifest entry says
// how the runtime loops: {"size": N, "batched": [per operand]}.  host-loops=false keeps
// the loop.

// CHECK: \22operands\22: [[[4, 3], \22float32\22], [[], \22float32\22]], \22results\22: [[[4, 3], \22float32\22], [[4], \22float32\22]], \22loop\22: {\22size\22: 4, \22batched\22: [true, false]}}]"}
// CHECK: func.func private @hostcall_rt.cb0(tensor<4x3xf32>, tensor<f32>) -> (tensor<4x3xf32>, tensor<4xf32>)
// CHECK-LABEL: func.func @rows(
// CHECK-SAME: %[[X:[a-zA-Z0-9_]+]]: tensor<4x3xf32>, %[[S:[a-zA-Z0-9_]+]]: tensor<f32>)
// CHECK-NOT: stablehlo.while
// CHECK: %[[R:[0-9]+]]:2 = call @hostcall_rt.cb0(%[[X]], %[[S]])
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1
// KEEP-LABEL: func.func @rows(
// KEEP: stablehlo.while
// KEEP: func.call @hostcall_rt.cb0(%{{.*}}, %{{.*}}) : (tensor<3xf32>, tensor<f32>) -> (tensor<3xf32>, tensor<f32>)
func.func @rows(%x: tensor<4x3xf32>, %s: tensor<f32>) -> (tensor<4x3xf32>, tensor<4xf32>) {
  %acc0 = stablehlo.constant dense<0.0> : tensor<4x3xf32>
  %acc1 = stablehlo.constant dense<0.0> : tensor<4xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<4> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %a = %acc0, %b = %acc1) : tensor<i32>, tensor<4x3xf32>, tensor<4xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %x, %i, %z, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %e = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
    %o:2 = stablehlo.custom_call @hostcall.callback(%e, %s) {has_side_effect = false, hostcall.callback = "scale", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<3xf32>, tensor<f32>) -> (tensor<3xf32>, tensor<f32>)
    %u0 = stablehlo.reshape %o#0 : (tensor<3xf32>) -> tensor<1x3xf32>
    %a2 = stablehlo.dynamic_update_slice %a, %u0, %i, %z : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    %u1 = stablehlo.reshape %o#1 : (tensor<f32>) -> tensor<1xf32>
    %b2 = stablehlo.dynamic_update_slice %b, %u1, %i : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %a2, %b2 : tensor<i32>, tensor<4x3xf32>, tensor<4xf32>
  }
  return %r#1, %r#2 : tensor<4x3xf32>, tensor<4xf32>
}

// -----

// An ordered io callback (after hostcall-order-effects, the token is a loop carry):
// one host call that takes and returns the loop's order value.

// CHECK: \22kind\22: \22io\22, \22ordered\22: true, \22operands\22: [[[2], \22int32\22]], \22results\22: [], \22token\22: true, \22loop\22: {\22size\22: 2, \22batched\22: [true]}}]"}
// CHECK: func.func private @hostcall_rt.cb0(tensor<i32>, tensor<2xi32>) -> tensor<i32>
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:[a-zA-Z0-9_]+]]: tensor<2xi32>) -> tensor<2xi32>
// CHECK-NEXT: %[[T:[a-zA-Z0-9_]+]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NOT: stablehlo.while
// CHECK: call @hostcall_rt.cb0(%[[T]], %[[X]]) : (tensor<i32>, tensor<2xi32>) -> tensor<i32>
// CHECK-NEXT: return %[[X]]
// CHECK-NOT: !stablehlo.token
// KEEP-LABEL: func.func @main(
// KEEP: stablehlo.while
func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<2> : tensor<i32>
  %r = stablehlo.while(%i = %c0) : tensor<i32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %row = stablehlo.dynamic_slice %x, %i, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %e = stablehlo.reshape %row : (tensor<1xi32>) -> tensor<i32>
    stablehlo.custom_call @hostcall.callback(%e) {has_side_effect = true, hostcall.callback = "log", hostcall.kind = "io", hostcall.ordered = true, hostcall.vmap_method = "sequential"} : (tensor<i32>) -> ()
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next : tensor<i32>
  }
  return %x : tensor<2xi32>
}

// -----

// Not this shape (the row is negated before the call): the loop stays.

// CHECK-NOT: \22loop\22
// CHECK-LABEL: func.func @negated(
// CHECK: stablehlo.while
// CHECK: stablehlo.negate
// CHECK: func.call @hostcall_rt.cb0(
func.func @negated(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %acc = stablehlo.constant dense<0.0> : tensor<4x3xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<4> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %a = %acc) : tensor<i32>, tensor<4x3xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %x, %i, %z, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %e = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
    %neg = stablehlo.negate %e : tensor<3xf32>
    %o = stablehlo.custom_call @hostcall.callback(%neg) {has_side_effect = false, hostcall.callback = "f", hostcall.kind = "pure", hostcall.ordered = false} : (tensor<3xf32>) -> tensor<3xf32>
    %u = stablehlo.reshape %o : (tensor<3xf32>) -> tensor<1x3xf32>
    %a2 = stablehlo.dynamic_update_slice %a, %u, %i, %z : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %a2 : tensor<i32>, tensor<4x3xf32>
  }
  return %r#1 : tensor<4x3xf32>
}
