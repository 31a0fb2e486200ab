// RUN: hostcall-opt %s --pass-pipeline=hostcall-lower-select-and-scatter | filecheck %s

// select_and_scatter (max pooling's gradient, JAX's form): a reduce_window over (value,
// flat position) keeps, of two candidates, the earlier one (smaller position) when the
// select region holds for (earlier, later); padding (position 16) never wins.  The
// source is scattered with the scatter region into init over 17 flat positions and the
// first 16 are the result.

// CHECK-LABEL: func.func @pool_grad(%arg0: tensor<4x4xf32>, %arg1: tensor<2x2xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %[[INIT:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[FILL:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<16xi32>
// CHECK-NEXT: %[[POS:.*]] = stablehlo.reshape %[[IOTA]] : (tensor<16xi32>) -> tensor<4x4xi32>
// CHECK-NEXT: %[[NOWHERE:.*]] = stablehlo.constant dense<16> : tensor<i32>
// CHECK-NEXT: %[[SEL:.*]]:2 = "stablehlo.reduce_window"(%arg0, %[[POS]], %[[FILL]], %[[NOWHERE]]) <{padding = dense<{{\[\[}}0, 0], [1, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}>
// CHECK-NEXT: ^bb0(%[[AV:.*]]: tensor<f32>, %[[AI:.*]]: tensor<i32>, %[[BV:.*]]: tensor<f32>, %[[BI:.*]]: tensor<i32>):
// CHECK-NEXT: %[[AFIRST:.*]] = stablehlo.compare LT, %[[AI]], %[[BI]], SIGNED
// CHECK-NEXT: %[[FV:.*]] = stablehlo.select %[[AFIRST]], %[[AV]], %[[BV]]
// CHECK-NEXT: %[[FI:.*]] = stablehlo.select %[[AFIRST]], %[[AI]], %[[BI]]
// CHECK-NEXT: %[[SV:.*]] = stablehlo.select %[[AFIRST]], %[[BV]], %[[AV]]
// CHECK-NEXT: %[[SI:.*]] = stablehlo.select %[[AFIRST]], %[[BI]], %[[AI]]
// CHECK-NEXT: %[[GE:.*]] = stablehlo.compare GE, %[[FV]], %[[SV]], FLOAT
// CHECK-NEXT: %[[REAL:.*]] = stablehlo.compare NE, %[[FI]], %[[NOWHERE]], SIGNED
// CHECK-NEXT: %[[PAD:.*]] = stablehlo.compare EQ, %[[SI]], %[[NOWHERE]], SIGNED
// CHECK-NEXT: %[[K1:.*]] = stablehlo.and %[[GE]], %[[REAL]]
// CHECK-NEXT: %[[KEEP:.*]] = stablehlo.or %[[K1]], %[[PAD]]
// CHECK-NEXT: %[[V:.*]] = stablehlo.select %[[KEEP]], %[[FV]], %[[SV]]
// CHECK-NEXT: %[[I:.*]] = stablehlo.select %[[KEEP]], %[[FI]], %[[SI]]
// CHECK-NEXT: stablehlo.return %[[V]], %[[I]]
// CHECK: %[[START:.*]] = stablehlo.broadcast_in_dim %[[INIT]], dims = [] : (tensor<f32>) -> tensor<17xf32>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.reshape %[[SEL]]#1 : (tensor<2x2xi32>) -> tensor<4x1xi32>
// CHECK-NEXT: %[[SRC:.*]] = stablehlo.reshape %arg1 : (tensor<2x2xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[OUT:.*]] = "stablehlo.scatter"(%[[START]], %[[IDX]], %[[SRC]])
// CHECK: stablehlo.add
// CHECK: %[[KEPT:.*]] = stablehlo.slice %[[OUT]] [0:16] : (tensor<17xf32>) -> tensor<16xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[KEPT]] : (tensor<16xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: select_and_scatter
func.func @pool_grad(%x: tensor<4x4xf32>, %ct: tensor<2x2xf32>) -> tensor<4x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %ct, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
