// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-table-lookups | filecheck %s

// A gather of single elements of a 1-D table becomes torch_index_select of the clamped
// indices (IREE fuses it with its neighbours, where a gather is a dispatch by itself).

// CHECK-LABEL: func.func @clamped(
// CHECK-NEXT: %[[LO:.*]] = stablehlo.constant dense<0> : tensor<6xi32>
// CHECK-NEXT: %[[HI:.*]] = stablehlo.constant dense<9> : tensor<6xi32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.clamp %[[LO]], %arg1, %[[HI]] : tensor<6xi32>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.torch_index_select"(%arg0, %[[I]]) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<10xf32>, tensor<6xi32>) -> tensor<6xf32>
// CHECK-NEXT: return %[[G]]
func.func @clamped(%t: tensor<10xf32>, %i: tensor<6xi32>) -> tensor<6xf32> {
  %g = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<6xi32>) -> tensor<6xf32>
  return %g : tensor<6xf32>
}

// -----

// Indices masked to [0, 255] (hostcall-reduce-trig's exponent bits) need no clamp.
// CHECK-LABEL: func.func @masked(
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<255>
// CHECK-NEXT: %[[I:.*]] = stablehlo.and %arg1, %[[C]]
// CHECK-NEXT: %[[G:.*]] = "stablehlo.torch_index_select"(%arg0, %[[I]]) {{.*}} : (tensor<256xf64>, tensor<2x3xi32>) -> tensor<2x3xf64>
// CHECK-NEXT: return %[[G]]
func.func @masked(%t: tensor<256xf64>, %x: tensor<2x3xi32>) -> tensor<2x3xf64> {
  %c = stablehlo.constant dense<255> : tensor<2x3xi32>
  %i = stablehlo.and %x, %c : tensor<2x3xi32>
  %g = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<256xf64>, tensor<2x3xi32>) -> tensor<2x3xf64>
  return %g : tensor<2x3xf64>
}

// -----

// Index vectors of one component (jnp indexing's form) lose that dimension; unsigned
// indices are clamped in their own type.
// CHECK-LABEL: func.func @index_vectors(
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg1 : (tensor<4x1xui8>) -> tensor<4xui8>
// CHECK-NEXT: %[[LO:.*]] = stablehlo.constant dense<0> : tensor<4xui8>
// CHECK-NEXT: %[[HI:.*]] = stablehlo.constant dense<9> : tensor<4xui8>
// CHECK-NEXT: %[[I:.*]] = stablehlo.clamp %[[LO]], %[[R]], %[[HI]] : tensor<4xui8>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.torch_index_select"(%arg0, %[[I]]) {{.*}} : (tensor<10xi64>, tensor<4xui8>) -> tensor<4xi64>
// CHECK-NEXT: return %[[G]]
func.func @index_vectors(%t: tensor<10xi64>, %i: tensor<4x1xui8>) -> tensor<4xi64> {
  %g = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi64>, tensor<4x1xui8>) -> tensor<4xi64>
  return %g : tensor<4xi64>
}

// -----

// Left alone: a 2-D table, a complex table, a 0-d index, slices of two elements.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NEXT: "stablehlo.gather"(%arg0, %arg1)
// CHECK-NEXT: "stablehlo.gather"(%arg2, %arg3)
// CHECK-NEXT: "stablehlo.gather"(%arg5, %arg4)
// CHECK-NEXT: "stablehlo.gather"(%arg5, %arg6)
// CHECK-NOT: torch_index_select
func.func @left_alone(%t: tensor<4x5xf32>, %i: tensor<3x2xi32>, %u: tensor<10xcomplex<f32>>, %j: tensor<3xi32>, %s: tensor<i32>, %w: tensor<10xf32>, %v: tensor<3x1xi32>) -> (tensor<3xf32>, tensor<3xcomplex<f32>>, tensor<f32>, tensor<3x2xf32>) {
  %a = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<3x2xi32>) -> tensor<3xf32>
  %b = "stablehlo.gather"(%u, %j) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xcomplex<f32>>, tensor<3xi32>) -> tensor<3xcomplex<f32>>
  %c = "stablehlo.gather"(%w, %s) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
  %d = "stablehlo.gather"(%w, %v) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2>}> : (tensor<10xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
  return %a, %b, %c, %d : tensor<3xf32>, tensor<3xcomplex<f32>>, tensor<f32>, tensor<3x2xf32>
}
