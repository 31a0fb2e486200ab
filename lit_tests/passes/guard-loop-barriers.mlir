// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-guard-loop-barriers | filecheck %s

// A barrier in a loop body over one of the loop's carries takes a copy of the carry
// (plus a -0.0 IREE cannot see through, made before the loop): IREE 3.13 otherwise dropped the dispatch
// computing the second carry from the barrier's result.  Scalar carries (the counter)
// and values computed in the body are left alone.

// CHECK-LABEL: func.func @barrier_of_a_carry(
// CHECK: %[[N:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.optimization_barrier %[[N]] : tensor<f32>
// CHECK-NEXT: stablehlo.while
// CHECK: do {
// CHECK-NEXT: %[[Zb:.*]] = stablehlo.broadcast_in_dim %[[Z]], dims = [] : (tensor<f32>) -> tensor<5xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %iterArg_1, %[[Zb]] : tensor<5xf32>
// CHECK-NEXT: %[[B:.*]]:2 = stablehlo.optimization_barrier %[[C]], %iterArg : tensor<5xf32>, tensor<i32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.negate %[[B]]#0 : tensor<5xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[Y]], %[[Y]] : tensor<5xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.optimization_barrier %[[M]] : tensor<5xf32>
func.func @barrier_of_a_carry(%a: tensor<5xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%k = %z, %x = %a, %y = %b) : tensor<i32>, tensor<5xf32>, tensor<5xf32>
  cond {
    %two = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %k, %two : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %yb:2 = stablehlo.optimization_barrier %y, %k : tensor<5xf32>, tensor<i32>
    %y2 = stablehlo.negate %yb#0 : tensor<5xf32>
    %m = stablehlo.multiply %y2, %y2 : tensor<5xf32>
    %mb = stablehlo.optimization_barrier %m : tensor<5xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %yb#0, %y2 : tensor<i32>, tensor<5xf32>, tensor<5xf32>
  }
  return %r#1 : tensor<5xf32>
}
