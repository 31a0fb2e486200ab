// RUN: hostcall-opt %s --pass-pipeline='hostcall-transpose{function=lin linear-args=1}' | filecheck %s

// Non-linear ops (the broadcast of the residual) are copied first; cotangents of the
// two uses of %t are summed; concatenate transposes to slices, broadcast of a sum-reduce
// to a broadcast.

// CHECK-LABEL: func.func private @lin_t(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x6xf32>) -> tensor<2x3xf32>
// CHECK: %[[R:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1]
// CHECK: %[[LEFT:.*]] = stablehlo.slice %arg2 [0:2, 0:3]
// CHECK: %[[RIGHT:.*]] = stablehlo.slice %arg2 [0:2, 3:6]
// CHECK: %[[SUM:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1]
// CHECK: %[[ACC:.*]] = stablehlo.add %[[RIGHT]], %[[SUM]]
// CHECK: %[[MUL:.*]] = stablehlo.multiply %[[ACC]], %[[R]]
// CHECK: %[[CT:.*]] = stablehlo.add %[[LEFT]], %[[MUL]]
// CHECK: return %[[CT]]
func.func @lin(%r: tensor<3xf32>, %t: tensor<2x3xf32>) -> (tensor<3xf32>, tensor<2x6xf32>) {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.multiply %t, %0 : tensor<2x3xf32>
  %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  %3 = stablehlo.concatenate %t, %1, dim = 1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return %2, %3 : tensor<3xf32>, tensor<2x6xf32>
}
