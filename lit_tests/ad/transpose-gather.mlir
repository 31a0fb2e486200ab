// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-transpose{function=lin linear-args=1}' | filecheck %s

// A gather reads at the spec's clamped starts, so its transpose scatter-adds the cotangent
// there: the indices are clamped to [0, rows - 1] first (a scatter would drop the windows
// of out-of-range indices instead).

// CHECK-LABEL: func.func private @lin_t(%arg0: tensor<3x1xi32>, %arg1: tensor<3xf32>) -> tensor<5xf32>
// CHECK: %[[LO:.*]] = stablehlo.constant dense<0> : tensor<3x1xi32>
// CHECK-NEXT: %[[HI:.*]] = stablehlo.constant dense<4> : tensor<3x1xi32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.clamp %[[LO]], %arg0, %[[HI]] : tensor<3x1xi32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.scatter"(%{{.*}}, %[[I]], %arg1)
// CHECK: stablehlo.add
// CHECK: return %[[S]]
func.func @lin(%i: tensor<3x1xi32>, %t: tensor<5xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<5xf32>, tensor<3x1xi32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Indices known to lie in range (a constant) are used as they are.

// CHECK-LABEL: func.func private @lin_t(%arg0: tensor<f32>, %arg1: tensor<3xf32>) -> tensor<5xf32>
// CHECK: %[[I:.*]] = stablehlo.constant dense<{{\[}}[0], [4], [2]]> : tensor<3x1xi32>
// CHECK-NOT: stablehlo.clamp
// CHECK: "stablehlo.scatter"(%{{.*}}, %[[I]], %arg1)
func.func @lin(%unused: tensor<f32>, %t: tensor<5xf32>) -> tensor<3xf32> {
  %i = stablehlo.constant dense<[[0], [4], [2]]> : tensor<3x1xi32>
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<5xf32>, tensor<3x1xi32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
