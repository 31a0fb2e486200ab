// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-forward-while-carries | filecheck %s

// A carry only the condition reads (%t), its result unused: MLIR's scf.while
// canonicalization in IREE 3.13 would stop forwarding it to the body, which IREE's stream
// conversion then fails to verify. The body reads it through a barrier with the first
// argument it reads (%i), which it reads from the barrier; %v is left alone.

// CHECK-LABEL: func.func @condition_only_carry(
// CHECK: %[[W:.*]]:3 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[T:.*]] = %{{.*}}, %[[V:.*]] = %arg0)
// CHECK: } do {
// CHECK-NEXT: %[[B:.*]]:2 = stablehlo.optimization_barrier %[[I]], %[[T]] : tensor<i32>, tensor<3xf32>
// CHECK-NEXT: %[[H:.*]] = stablehlo.constant dense<5.000000e-01>
// CHECK-NEXT: %[[N:.*]] = stablehlo.multiply %[[V]], %[[H]]
// CHECK-NEXT: %[[D:.*]] = stablehlo.subtract %[[V]], %[[N]]
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1>
// CHECK-NEXT: %[[J:.*]] = stablehlo.add %[[B]]#0, %[[ONE]]
// CHECK-NEXT: stablehlo.return %[[J]], %[[D]], %[[N]]
// CHECK: return %[[W]]#2 : tensor<3xf32>
func.func @condition_only_carry(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %big = stablehlo.constant dense<1.0e+30> : tensor<3xf32>
  %r:3 = stablehlo.while(%i = %c0, %t = %big, %v = %x) : tensor<i32>, tensor<3xf32>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<20> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %z = stablehlo.constant dense<-1.0e+30> : tensor<f32>
    %m = stablehlo.reduce(%t init: %z) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %eps = stablehlo.constant dense<1.0e-6> : tensor<f32>
    %q = stablehlo.compare GT, %m, %eps, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %and = stablehlo.and %p, %q : tensor<i1>
    stablehlo.return %and : tensor<i1>
  } do {
    %h = stablehlo.constant dense<0.5> : tensor<3xf32>
    %nv = stablehlo.multiply %v, %h : tensor<3xf32>
    %d = stablehlo.subtract %v, %nv : tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %d, %nv : tensor<i32>, tensor<3xf32>, tensor<3xf32>
  }
  return %r#2 : tensor<3xf32>
}

// -----

// Every carry the body reads, or whose result is used: the loop is left as it is.

// CHECK-LABEL: func.func @all_carries_forwarded(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @all_carries_forwarded(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %t = %x, %v = %x) : tensor<i32>, tensor<3xf32>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<20> : tensor<i32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %m = stablehlo.reduce(%t init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %h = stablehlo.constant dense<0.5> : tensor<3xf32>
    %nv = stablehlo.multiply %v, %h : tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %nv, %nv : tensor<i32>, tensor<3xf32>, tensor<3xf32>
  }
  return %r#1, %r#2 : tensor<3xf32>, tensor<3xf32>
}
