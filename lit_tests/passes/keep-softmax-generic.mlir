// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-keep-softmax-generic | filecheck %s

// jax.nn.softmax along the rows: the row sums pass through maximum(sum, 0) before the
// division (IREE 3.13 raises the plain form to a slower linalg.softmax).

// CHECK-LABEL: func.func @row_softmax(
// CHECK: %[[E:.*]] = stablehlo.exponential
// CHECK: %[[S:.*]] = stablehlo.reduce(%[[E]] init: %{{.*}}) applies stablehlo.add across dimensions = [1]
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %[[K:.*]] = stablehlo.maximum %[[S]], %[[Z]] : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[K]] : (tensor<4xf32>) -> tensor<4x1xf32>
// CHECK: stablehlo.divide %[[E]], %{{.*}} : tensor<4x8xf32>
func.func @row_softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %d = stablehlo.subtract %x, %mb : tensor<4x8xf32>
  %e = stablehlo.exponential %d : tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %s1 = stablehlo.reshape %s : (tensor<4xf32>) -> tensor<4x1xf32>
  %s2 = stablehlo.reshape %s1 : (tensor<4x1xf32>) -> tensor<4xf32>
  %sb = stablehlo.broadcast_in_dim %s2, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %y = stablehlo.divide %e, %sb : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// The other readers of the sums read the same value through the maximum.

// CHECK-LABEL: func.func @sums_also_returned(
// CHECK: %[[S:.*]] = stablehlo.reduce
// CHECK: %[[K:.*]] = stablehlo.maximum %[[S]], %{{.*}} : tensor<3xf64>
// CHECK: return %{{.*}}, %[[K]] : tensor<3x5xf64>, tensor<3xf64>
func.func @sums_also_returned(%x: tensor<3x5xf64>) -> (tensor<3x5xf64>, tensor<3xf64>) {
  %e = stablehlo.exponential %x : tensor<3x5xf64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf64>, tensor<f64>) -> tensor<3xf64>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<3xf64>) -> tensor<3x5xf64>
  %y = stablehlo.divide %e, %sb : tensor<3x5xf64>
  return %y, %s : tensor<3x5xf64>, tensor<3xf64>
}

// -----

// Not a softmax's division, left alone: a sum of values that are not exponentials (a
// sum can be negative), a sum from -0.0 (an empty sum would be -0.0, which the maximum
// would turn into +0.0), a product of exponentials, and a sum of other exponentials.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: stablehlo.maximum
// CHECK: return
func.func @left_alone(%x: tensor<3x5xf32>, %x2: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %nzero = stablehlo.constant dense<-0.0> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
  %y0 = stablehlo.divide %x, %sb : tensor<3x5xf32>
  %e = stablehlo.exponential %x : tensor<3x5xf32>
  %n = stablehlo.reduce(%e init: %nzero) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
  %nb = stablehlo.broadcast_in_dim %n, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
  %y1 = stablehlo.divide %e, %nb : tensor<3x5xf32>
  %p = stablehlo.reduce(%e init: %one) applies stablehlo.multiply across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
  %pb = stablehlo.broadcast_in_dim %p, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
  %y2 = stablehlo.divide %e, %pb : tensor<3x5xf32>
  %e2 = stablehlo.exponential %x2 : tensor<3x5xf32>
  %o = stablehlo.reduce(%e2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
  %ob = stablehlo.broadcast_in_dim %o, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
  %y3 = stablehlo.divide %e, %ob : tensor<3x5xf32>
  return %y0, %y1, %y2, %y3 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>
}
