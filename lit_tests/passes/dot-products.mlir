// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-dot-products | filecheck %s

// A dot of two vectors: their product summed.

// CHECK-LABEL: func.func @vector_dot(
// CHECK-NEXT: %[[P:.*]] = stablehlo.multiply %arg0, %arg1 : tensor<65536xf32>
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.reduce(%[[P]] init: %[[ZERO]]) applies stablehlo.add across dimensions = [0] : (tensor<65536xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %[[S]]
func.func @vector_dot(%a: tensor<65536xf32>, %b: tensor<65536xf32>) -> tensor<f32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<65536xf32>, tensor<65536xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// One-element free dimensions (a row times a column) are dropped, and come back in the
// result's reshape.

// CHECK-LABEL: func.func @unit_free_dims(
// CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<1x65536xf32>) -> tensor<65536xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.reshape %arg1 : (tensor<65536x1xf32>) -> tensor<65536xf32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.multiply %[[A]], %[[B]]
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: %[[S:.*]] = stablehlo.reduce(%[[P]]
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[S]] : (tensor<f32>) -> tensor<1x1xf32>
// CHECK-NEXT: return %[[R]]
func.func @unit_free_dims(%a: tensor<1x65536xf32>, %b: tensor<65536x1xf32>) -> tensor<1x1xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x65536xf32>, tensor<65536x1xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

// -----

// A batch of dot products along the lhs's columns: the rhs is transposed to the lhs's
// order, and the sum runs over the lhs's leading dimension where it stands.

// CHECK-LABEL: func.func @batch_trailing(
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<64x1024xi32>) -> tensor<1024x64xi32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.multiply %arg0, %[[T]] : tensor<1024x64xi32>
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.reduce(%[[P]] init: %[[ZERO]]) applies stablehlo.add across dimensions = [0] : (tensor<1024x64xi32>, tensor<i32>) -> tensor<64xi32>
// CHECK-NEXT: return %[[S]]
func.func @batch_trailing(%a: tensor<1024x64xi32>, %b: tensor<64x1024xi32>) -> tensor<64xi32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [1] x [0], contracting_dims = [0] x [1] : (tensor<1024x64xi32>, tensor<64x1024xi32>) -> tensor<64xi32>
  return %0 : tensor<64xi32>
}

// -----

// Left alone: a matrix-vector product (a free dimension of 512), and a float16 dot
// product (a float16 sum would round at every step).

// CHECK-LABEL: func.func @left_alone(
// CHECK-NEXT: stablehlo.dot_general %arg0, %arg1
// CHECK-NEXT: stablehlo.dot_general %arg2, %arg2
func.func @left_alone(%m: tensor<512x512xf32>, %v: tensor<512xf32>, %h: tensor<65536xf16>) -> (tensor<512xf32>, tensor<f16>) {
  %0 = stablehlo.dot_general %m, %v, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512xf32>) -> tensor<512xf32>
  %1 = stablehlo.dot_general %h, %h, contracting_dims = [0] x [0] : (tensor<65536xf16>, tensor<65536xf16>) -> tensor<f16>
  return %0, %1 : tensor<512xf32>, tensor<f16>
}
