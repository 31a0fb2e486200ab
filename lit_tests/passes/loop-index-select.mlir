// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-loop-index-select | filecheck %s

// A 0-d integer select in a while body (the normalisation of a negative index) becomes
// b + convert(p) * (a - b).

// CHECK-LABEL: func.func @index_in_loop(
// CHECK: do {
// CHECK: %[[P:.*]] = stablehlo.compare LT, %[[I:.*]], %{{.*}}, SIGNED
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[I]], %{{.*}} : tensor<i32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convert %[[P]] : (tensor<i1>) -> tensor<i32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.subtract %[[A]], %[[I]] : tensor<i32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[C]], %[[D]] : tensor<i32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.add %[[I]], %[[M]] : tensor<i32>
// CHECK-NEXT: stablehlo.dynamic_slice %{{.*}}, %[[R]], sizes = [1]
// CHECK-NOT: stablehlo.select
func.func @index_in_loop(%x: tensor<5xf32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r:2 = stablehlo.while(%t = %c0, %acc = %z) : tensor<i32>, tensor<f32>
  cond {
    %c4 = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %t, %c4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c5 = stablehlo.constant dense<5> : tensor<i32>
    %neg = stablehlo.compare LT, %t, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %w = stablehlo.add %t, %c5 : tensor<i32>
    %i = stablehlo.select %neg, %w, %t : tensor<i1>, tensor<i32>
    %s = stablehlo.dynamic_slice %x, %i, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %v = stablehlo.reshape %s : (tensor<1xf32>) -> tensor<f32>
    %a = stablehlo.add %acc, %v : tensor<f32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %t1 = stablehlo.add %t, %c1 : tensor<i32>
    stablehlo.return %t1, %a : tensor<i32>, tensor<f32>
  }
  return %r#1 : tensor<f32>
}

// -----

// Selects outside loops, of i1, of floats and of non-scalar tensors are left alone.

// CHECK-LABEL: func.func @left_alone(
// CHECK: stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
// CHECK: do {
// CHECK: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<i1>, tensor<f32>
// CHECK-NEXT: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<i1>, tensor<i1>
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<2xi1>, tensor<2xi32>
func.func @left_alone(%p: tensor<i1>, %a: tensor<i32>, %b: tensor<i32>, %v: tensor<2xi32>) -> tensor<i32> {
  %s = stablehlo.select %p, %a, %b : tensor<i1>, tensor<i32>
  %r:2 = stablehlo.while(%t = %s, %f = %p) : tensor<i32>, tensor<i1>
  cond {
    stablehlo.return %f : tensor<i1>
  } do {
    %x = stablehlo.constant dense<1.0> : tensor<f32>
    %y = stablehlo.constant dense<2.0> : tensor<f32>
    %fs = stablehlo.select %f, %x, %y : tensor<i1>, tensor<f32>
    %bs = stablehlo.select %f, %f, %p : tensor<i1>, tensor<i1>
    %pv = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %vs = stablehlo.select %pv, %v, %v : tensor<2xi1>, tensor<2xi32>
    stablehlo.return %t, %bs : tensor<i32>, tensor<i1>
  }
  return %r#0 : tensor<i32>
}
