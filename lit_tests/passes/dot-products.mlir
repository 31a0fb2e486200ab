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

// -----

// A vector times a matrix along the matrix's leading dimension (v @ m, as jnp traces it:
// the vector with a unit free dimension): the vector broadcast down the rows, multiplied
// and summed along the rows.

// CHECK-LABEL: func.func @vector_matrix(
// CHECK-NEXT: %[[V:.*]] = stablehlo.reshape %arg0 : (tensor<1x512xf32>) -> tensor<512xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[V]], dims = [0] : (tensor<512xf32>) -> tensor<512x256xf32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.multiply %[[B]], %arg1 : tensor<512x256xf32>
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.reduce(%[[P]] init: %[[ZERO]]) applies stablehlo.add across dimensions = [0] : (tensor<512x256xf32>, tensor<f32>) -> tensor<256xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[S]] : (tensor<256xf32>) -> tensor<1x256xf32>
// CHECK-NEXT: return %[[R]]
func.func @vector_matrix(%v: tensor<1x512xf32>, %m: tensor<512x256xf32>) -> tensor<1x256xf32> {
  %0 = stablehlo.dot_general %v, %m, contracting_dims = [1] x [0] : (tensor<1x512xf32>, tensor<512x256xf32>) -> tensor<1x256xf32>
  return %0 : tensor<1x256xf32>
}

// -----

// Two contracting dimensions paired in the other order: the vector is transposed to the
// matrix's order first.  The vector as the rhs gives the same.

// CHECK-LABEL: func.func @two_leading_dims(
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[T]], dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1024xf32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.multiply %[[B]], %arg0 : tensor<8x16x1024xf32>
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.reduce(%[[P]] init: %{{.*}}) applies stablehlo.add across dimensions = [0, 1]
func.func @two_leading_dims(%m: tensor<8x16x1024xf32>, %v: tensor<16x8xf32>) -> tensor<1024xf32> {
  %0 = stablehlo.dot_general %m, %v, contracting_dims = [0, 1] x [1, 0] : (tensor<8x16x1024xf32>, tensor<16x8xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// -----

// A product contracting the matrix's innermost dimension (m @ v), or a leading and an
// inner one, is left alone: IREE's own code runs at memory speed there.

// CHECK-LABEL: func.func @matrix_vector(
// CHECK-NEXT: stablehlo.dot_general
// CHECK-LABEL: func.func @trailing_contraction(
// CHECK-NEXT: stablehlo.dot_general
func.func @matrix_vector(%m: tensor<512x256xf32>, %v: tensor<256xf32>) -> tensor<512xf32> {
  %0 = stablehlo.dot_general %m, %v, contracting_dims = [1] x [0] : (tensor<512x256xf32>, tensor<256xf32>) -> tensor<512xf32>
  return %0 : tensor<512xf32>
}
func.func @trailing_contraction(%m: tensor<8x128x128xf32>, %v: tensor<128x128xf32>) -> tensor<8xf32> {
  %0 = stablehlo.dot_general %m, %v, contracting_dims = [1, 2] x [0, 1] : (tensor<8x128x128xf32>, tensor<128x128xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
