// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-stack-carry-cycles | filecheck %s

// Three 0-d carries rotating (%a, %b, %c) -> (%b, %c, %a), as threefry's key words do; the
// body reads %a. They ride as one tensor<3xui32>, row r being the r-th carry; the body
// returns rows 1, 2, 0; the result of %b, used after the loop, is row 1 of the stack.

// CHECK-LABEL: func.func @rotate_three(
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<ui32>
// CHECK: %[[ACC0:.*]] = stablehlo.broadcast_in_dim %arg0
// CHECK-NEXT: %[[R0:.*]] = stablehlo.reshape %arg0 : (tensor<ui32>) -> tensor<1xui32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.reshape %arg1 : (tensor<ui32>) -> tensor<1xui32>
// CHECK-NEXT: %[[R2:.*]] = stablehlo.reshape %[[Z]] : (tensor<ui32>) -> tensor<1xui32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.concatenate %[[R0]], %[[R1]], %[[R2]], dim = 0 : (tensor<1xui32>, tensor<1xui32>, tensor<1xui32>) -> tensor<3xui32>
// CHECK-NEXT: %[[W:.*]]:3 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[ACC:.*]] = %[[ACC0]], %[[K:.*]] = %[[S]]) : tensor<i32>, tensor<1xui32>, tensor<3xui32>
// CHECK: } do {
// CHECK-NEXT: %[[A1:.*]] = stablehlo.slice %[[K]] [0:1] : (tensor<3xui32>) -> tensor<1xui32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %[[A1]] : (tensor<1xui32>) -> tensor<ui32>
// CHECK-NEXT: %[[AB:.*]] = stablehlo.broadcast_in_dim %[[A]]
// CHECK-NEXT: %[[ACC2:.*]] = stablehlo.add %[[ACC]], %[[AB]]
// CHECK-NEXT: stablehlo.constant dense<1>
// CHECK-NEXT: %[[J:.*]] = stablehlo.add %[[I]]
// CHECK-NEXT: %[[N1:.*]] = stablehlo.slice %[[K]] [1:2]
// CHECK-NEXT: %[[N2:.*]] = stablehlo.slice %[[K]] [2:3]
// CHECK-NEXT: %[[N0:.*]] = stablehlo.slice %[[K]] [0:1]
// CHECK-NEXT: %[[K2:.*]] = stablehlo.concatenate %[[N1]], %[[N2]], %[[N0]], dim = 0
// CHECK-NEXT: stablehlo.return %[[J]], %[[ACC2]], %[[K2]] : tensor<i32>, tensor<1xui32>, tensor<3xui32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[B1:.*]] = stablehlo.slice %[[W]]#2 [1:2] : (tensor<3xui32>) -> tensor<1xui32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.reshape %[[B1]] : (tensor<1xui32>) -> tensor<ui32>
// CHECK-NEXT: return %[[W]]#1, %[[B]] : tensor<1xui32>, tensor<ui32>

func.func @rotate_three(%k: tensor<ui32>, %x: tensor<ui32>) -> (tensor<1xui32>, tensor<ui32>) {
  %z = stablehlo.constant dense<0> : tensor<ui32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %acc0 = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<ui32>) -> tensor<1xui32>
  %w:5 = stablehlo.while(%i = %c0, %acc = %acc0, %a = %k, %b = %x, %c = %z) : tensor<i32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %ab = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %acc2 = stablehlo.add %acc, %ab : tensor<1xui32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %acc2, %b, %c, %a : tensor<i32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>
  }
  return %w#1, %w#3 : tensor<1xui32>, tensor<ui32>
}

// -----

// A swap (a cycle of two) ran correctly: left as it is.

// CHECK-LABEL: func.func @swap_two(
// CHECK: stablehlo.while(%[[I:.*]] = %{{.*}}, %[[A:.*]] = %arg0, %[[B:.*]] = %arg1) : tensor<i32>, tensor<ui32>, tensor<ui32>
// CHECK: stablehlo.return %{{.*}}, %[[B]], %[[A]] : tensor<i32>, tensor<ui32>, tensor<ui32>
// CHECK-NOT: stablehlo.concatenate

func.func @swap_two(%k: tensor<ui32>, %x: tensor<ui32>) -> tensor<ui32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:3 = stablehlo.while(%i = %c0, %a = %k, %b = %x) : tensor<i32>, tensor<ui32>, tensor<ui32>
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %b, %a : tensor<i32>, tensor<ui32>, tensor<ui32>
  }
  return %w#1 : tensor<ui32>
}

// -----

// Four carries of shape [2] in the order (%a, %c, %d, %b) -> ... : %a takes %c's value, %c
// %d's, %d %b's and %b %a's. The cycle's rows follow it from its first carry: %a, %c, %d,
// %b. The condition reads %d (row 2); %e, which takes %a's value without passing its own
// on, stays a carry of its own (it is not in the cycle) and takes row 0.

// CHECK-LABEL: func.func @cycle_of_four(
// CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.reshape %arg2 : (tensor<2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.reshape %arg3 : (tensor<2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.reshape %arg1 : (tensor<2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.concatenate %[[A]], %[[C]], %[[D]], %[[B]], dim = 0 : {{.*}} -> tensor<4x2xf32>
// CHECK-NEXT: %[[W:.*]]:2 = stablehlo.while(%[[E:.*]] = %arg0, %[[K:.*]] = %[[S]]) : tensor<2xf32>, tensor<4x2xf32>
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[D1:.*]] = stablehlo.slice %[[K]] [2:3, 0:2] : (tensor<4x2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[DV:.*]] = stablehlo.reshape %[[D1]] : (tensor<1x2xf32>) -> tensor<2xf32>
// CHECK-NEXT: stablehlo.slice %[[DV]] [0:1]
// CHECK: } do {
// CHECK-NEXT: %[[A1:.*]] = stablehlo.slice %[[K]] [0:1, 0:2]
// CHECK-NEXT: %[[AV:.*]] = stablehlo.reshape %[[A1]] : (tensor<1x2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[N1:.*]] = stablehlo.slice %[[K]] [1:2, 0:2]
// CHECK-NEXT: %[[N2:.*]] = stablehlo.slice %[[K]] [2:3, 0:2]
// CHECK-NEXT: %[[N3:.*]] = stablehlo.slice %[[K]] [3:4, 0:2]
// CHECK-NEXT: %[[N0:.*]] = stablehlo.slice %[[K]] [0:1, 0:2]
// CHECK-NEXT: %[[K2:.*]] = stablehlo.concatenate %[[N1]], %[[N2]], %[[N3]], %[[N0]], dim = 0
// CHECK-NEXT: stablehlo.return %[[AV]], %[[K2]] : tensor<2xf32>, tensor<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[W]]#0 : tensor<2xf32>

func.func @cycle_of_four(%a0: tensor<2xf32>, %b0: tensor<2xf32>, %c0: tensor<2xf32>, %d0: tensor<2xf32>) -> tensor<2xf32> {
  %w:5 = stablehlo.while(%a = %a0, %b = %b0, %c = %c0, %d = %d0, %e = %a0) : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  cond {
    %s = stablehlo.slice %d [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %r = stablehlo.reshape %s : (tensor<1xf32>) -> tensor<f32>
    %lim = stablehlo.constant dense<4.0e+01> : tensor<f32>
    %p = stablehlo.compare LT, %r, %lim, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    stablehlo.return %c, %a, %d, %b, %a : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  }
  return %w#4 : tensor<2xf32>
}

// -----

// %t takes %a's value and leads into the cycle (%a, %b, %c) without being in it: the cycle
// is found from %t too.

// CHECK-LABEL: func.func @tail_into_a_cycle(
// CHECK: %[[S:.*]] = stablehlo.concatenate %{{.*}}, %{{.*}}, %{{.*}}, dim = 0 : {{.*}} -> tensor<3xf32>
// CHECK-NEXT: %[[W:.*]]:3 = stablehlo.while(%{{.*}} = %{{.*}}, %[[T:.*]] = %arg0, %[[K:.*]] = %[[S]]) : tensor<i32>, tensor<f32>, tensor<3xf32>
// CHECK: } do {
// CHECK-NEXT: %[[A1:.*]] = stablehlo.slice %[[K]] [0:1]
// CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %[[A1]] : (tensor<1xf32>) -> tensor<f32>
// CHECK: stablehlo.return %{{.*}}, %[[A]], %{{.*}} : tensor<i32>, tensor<f32>, tensor<3xf32>
// CHECK: return %[[W]]#1 : tensor<f32>
func.func @tail_into_a_cycle(%a0: tensor<f32>, %b0: tensor<f32>, %c0: tensor<f32>, %d0: tensor<f32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %w:5 = stablehlo.while(%i = %z, %t = %a0, %a = %b0, %b = %c0, %c = %d0) : tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %a, %b, %c, %a : tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
  }
  return %w#1 : tensor<f32>
}
