// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-splat-constants | filecheck %s

// In a function with a host loop, each reader of a splat constant of one or more
// dimensions reads a broadcast of a scalar of its own, all behind one barrier at the top
// of the function: IREE 3.13 left a merged splat outside every execution region.  0-d
// constants stay.

// CHECK-LABEL: func.func @zeros_around_a_loop(
// CHECK-NEXT: %[[Z0:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[Z1:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[Z2:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[H:.*]]:3 = stablehlo.optimization_barrier %[[Z0]], %[[Z1]], %[[Z2]]
// CHECK-NEXT: %[[B0:.*]] = stablehlo.broadcast_in_dim %[[H]]#{{[0-2]}}, dims = [] : (tensor<f32>) -> tensor<1xf32>
// CHECK-NEXT: stablehlo.dynamic_update_slice %arg0, %[[B0]], %arg1
// CHECK: stablehlo.while
// CHECK: } do {
// CHECK-NEXT: %[[B1:.*]] = stablehlo.broadcast_in_dim %[[H]]#{{[0-2]}}, dims = [] : (tensor<f32>) -> tensor<1xf32>
// CHECK-NEXT: stablehlo.dynamic_update_slice %{{.*}}, %[[B1]], %{{.*}}
// CHECK: %[[B2:.*]] = stablehlo.broadcast_in_dim %[[H]]#{{[0-2]}}, dims = [] : (tensor<f32>) -> tensor<1xf32>
// CHECK-NEXT: stablehlo.dynamic_update_slice %{{.*}}, %[[B2]], %arg1
func.func @zeros_around_a_loop(%x: tensor<5xf32>, %i: tensor<i32>) -> tensor<5xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<1xf32>
  %a = stablehlo.dynamic_update_slice %x, %z, %i : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c0, %y = %a) : tensor<i32>, tensor<5xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y2 = stablehlo.dynamic_update_slice %y, %z, %k : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %y2 : tensor<i32>, tensor<5xf32>
  }
  %b = stablehlo.dynamic_update_slice %r#1, %z, %i : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
  return %b : tensor<5xf32>
}

// -----

// A function without a host loop is left alone; in one with a host loop, readers other
// than in-place updates (an elementwise op, a sort) keep the constant, which IREE folds
// into their dispatch.

// CHECK-LABEL: func.func @no_loop(
// CHECK-NEXT: stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
// CHECK-NOT: optimization_barrier
// CHECK-LABEL: func.func @other_readers(
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: "stablehlo.sort"(%arg0, %[[C]])
// CHECK-NOT: optimization_barrier
// CHECK: stablehlo.multiply %{{.*}}, %[[C]]
func.func @no_loop(%x: tensor<5xf32>, %i: tensor<i32>) -> tensor<5xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<1xf32>
  %a = stablehlo.dynamic_update_slice %x, %z, %i : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
  return %a : tensor<5xf32>
}
func.func @other_readers(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = stablehlo.constant dense<1.0> : tensor<4xf32>
  %s:2 = "stablehlo.sort"(%x, %c) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>, %u: tensor<f32>, %v: tensor<f32>):
    %l = stablehlo.compare LT, %p, %q, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %l : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c0, %y = %s#1) : tensor<i32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y2 = stablehlo.multiply %y, %c : tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %y2 : tensor<i32>, tensor<4xf32>
  }
  return %s#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A loop's 0-d carry (its counter) read in a case branch of the body is read there through
// a copy made before the case (IREE 3.13 made a splat of the scalar counter for the branch
// and left it outside every execution region); the case's own index and reads outside
// the case keep the carry.

// CHECK-LABEL: func.func @counter_in_a_case(
// CHECK: %[[Z:.*]] = stablehlo.optimization_barrier %{{.*}} : tensor<i32>
// CHECK-NEXT: stablehlo.while(%[[K:.*]] = %{{.*}}, %[[X:.*]] = %arg0)
// CHECK: } do {
// CHECK: %[[C:.*]] = stablehlo.add %[[K]], %[[Z]] : tensor<i32>
// CHECK-NEXT: "stablehlo.case"(%{{.*}}) ({
// CHECK: stablehlo.convert %[[C]] : (tensor<i32>) -> tensor<f32>
// CHECK: stablehlo.add %[[K]], %{{.*}} : tensor<i32>
func.func @counter_in_a_case(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c0, %y = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %lo = stablehlo.constant dense<0> : tensor<i32>
    %hi = stablehlo.constant dense<1> : tensor<i32>
    %b = stablehlo.clamp %lo, %k, %hi : tensor<i32>
    %y2 = "stablehlo.case"(%b) ({
      stablehlo.return %y : tensor<4xf32>
    }, {
      %f = stablehlo.convert %k : (tensor<i32>) -> tensor<f32>
      %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %s = stablehlo.add %y, %fb : tensor<4xf32>
      stablehlo.return %s : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %y2 : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// A token carry (an ordered effect's chain) is no array: left alone beside the counter.

// CHECK-LABEL: func.func @token_carry(
// CHECK: stablehlo.while
// CHECK: "stablehlo.case"
func.func @token_carry(%t: !stablehlo.token, %x: tensor<4xf32>) -> (!stablehlo.token, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%k = %c0, %tk = %t, %y = %x) : tensor<i32>, !stablehlo.token, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %lo = stablehlo.constant dense<0> : tensor<i32>
    %hi = stablehlo.constant dense<1> : tensor<i32>
    %b = stablehlo.clamp %lo, %k, %hi : tensor<i32>
    %t2 = "stablehlo.case"(%b) ({
      stablehlo.return %tk : !stablehlo.token
    }, {
      %a = stablehlo.after_all %tk : !stablehlo.token
      stablehlo.return %a : !stablehlo.token
    }) : (tensor<i32>) -> !stablehlo.token
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %t2, %y : tensor<i32>, !stablehlo.token, tensor<4xf32>
  }
  return %r#1, %r#2 : !stablehlo.token, tensor<4xf32>
}
