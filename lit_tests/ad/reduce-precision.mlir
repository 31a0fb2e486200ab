// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-linearize{function=f diff-args=0},hostcall-transpose{function=f_lin}' | filecheck %s

// reduce_precision is linear: its tangent and its cotangent are rounded the same way.

// CHECK-LABEL: func.func private @f_lin(%arg0: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.reduce_precision %arg0, format = e5m10
// CHECK-NEXT: return %[[T]]
// CHECK-LABEL: func.func private @f_lin_t(%arg0: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.reduce_precision %arg0, format = e5m10
// CHECK-NEXT: return %[[C]]
func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.reduce_precision %x, format = e5m10 : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Times its argument: the residual multiplies the rounded tangent, and the cotangent of
// the rounded use is rounded back.

// CHECK-LABEL: func.func private @f_lin(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.reduce_precision %arg2, format = e8m7
// CHECK-NEXT: %[[A:.*]] = stablehlo.multiply %[[T]], %arg0
// CHECK-NEXT: %[[B:.*]] = stablehlo.multiply %arg1, %arg2
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[A]], %[[B]]
// CHECK-NEXT: return %[[S]]
// CHECK-LABEL: func.func private @f_lin_t(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.multiply %arg1, %arg2
// CHECK-NEXT: %[[A:.*]] = stablehlo.multiply %arg2, %arg0
// CHECK-NEXT: %[[R:.*]] = stablehlo.reduce_precision %[[A]], format = e8m7
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[B]], %[[R]]
// CHECK-NEXT: return %[[S]]
func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.reduce_precision %x, format = e8m7 : tensor<3xf32>
  %1 = stablehlo.multiply %0, %x : tensor<3xf32>
  return %1 : tensor<3xf32>
}
