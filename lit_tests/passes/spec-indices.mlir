// RUN: %hostcall-opt %s -split-input-file --pass-pipeline=hostcall-spec-indices | %filecheck %s

// A gather start index is clamped to [0, rows - slice rows] (spec: full_start_index).

// CHECK-LABEL: func.func @gather_rows(
// CHECK-NEXT: %[[LO:.*]] = stablehlo.constant dense<0> : tensor<3x1xi32>
// CHECK-NEXT: %[[HI:.*]] = stablehlo.constant dense<4> : tensor<3x1xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.clamp %[[LO]], %arg1, %[[HI]] : tensor<3x1xi32>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.gather"(%arg0, %[[C]])
// CHECK-NEXT: return %[[G]]
func.func @gather_rows(%x: tensor<5x2xf32>, %i: tensor<3x1xi32>) -> tensor<3x2xf32> {
  %0 = "stablehlo.gather"(%x, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Index vectors along dimension 0 with two components get one bound each; unsigned
// indices are widened to a signed type after the clamp.

// CHECK-LABEL: func.func @gather_windows_unsigned(
// CHECK-NEXT: %[[LO:.*]] = stablehlo.constant dense<0> : tensor<2x3xui32>
// CHECK-NEXT: %[[V:.*]] = stablehlo.constant dense<[2, 3]> : tensor<2xui32>
// CHECK-NEXT: %[[HI:.*]] = stablehlo.broadcast_in_dim %[[V]], dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.clamp %[[LO]], %arg1, %[[HI]] : tensor<2x3xui32>
// CHECK-NEXT: %[[W:.*]] = stablehlo.convert %[[C]] : (tensor<2x3xui32>) -> tensor<2x3xi32>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.gather"(%arg0, %[[W]])
// CHECK-NEXT: return %[[G]]
func.func @gather_windows_unsigned(%x: tensor<4x6xf32>, %i: tensor<2x3xui32>) -> tensor<3x2x3xf32> {
  %0 = "stablehlo.gather"(%x, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 0>, slice_sizes = array<i64: 2, 3>, indices_are_sorted = false} : (tensor<4x6xf32>, tensor<2x3xui32>) -> tensor<3x2x3xf32>
  return %0 : tensor<3x2x3xf32>
}

// -----

// Indices already clamped into range (as hostcall's tracer emits them), constants and
// iotas in range are left alone.

// CHECK-LABEL: func.func @in_range(
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: %[[C:.*]] = stablehlo.clamp
// CHECK-NEXT: "stablehlo.gather"(%arg0, %[[C]])
// CHECK-NEXT: %[[K:.*]] = stablehlo.constant dense<{{\[\[}}4], [0]]>
// CHECK-NEXT: "stablehlo.gather"(%arg0, %[[K]])
// CHECK-NEXT: return
func.func @in_range(%x: tensor<5x2xf32>, %i: tensor<3x1xi32>) -> (tensor<3x2xf32>, tensor<2x2xf32>) {
  %lo = stablehlo.constant dense<0> : tensor<3x1xi32>
  %hi = stablehlo.constant dense<4> : tensor<3x1xi32>
  %c = stablehlo.clamp %lo, %i, %hi : tensor<3x1xi32>
  %0 = "stablehlo.gather"(%x, %c) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
  %k = stablehlo.constant dense<[[4], [0]]> : tensor<2x1xi32>
  %1 = "stablehlo.gather"(%x, %k) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<5x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
  return %0, %1 : tensor<3x2xf32>, tensor<2x2xf32>
}

// -----

// A scatter sends index vectors with a component out of bounds to one row of padding
// past the end, then cuts the padding off: their updates are skipped.

// CHECK-LABEL: func.func @scatter_add_rows(
// CHECK-NEXT: %[[HI:.*]] = stablehlo.constant dense<4> : tensor<3x1xi32>
// CHECK-NEXT: %[[LO:.*]] = stablehlo.constant dense<0> : tensor<3x1xi32>
// CHECK-NEXT: %[[GE:.*]] = stablehlo.compare GE, %arg1, %[[LO]], SIGNED
// CHECK-NEXT: %[[LE:.*]] = stablehlo.compare LE, %arg1, %[[HI]], SIGNED
// CHECK-NEXT: %[[IN:.*]] = stablehlo.and %[[GE]], %[[LE]] : tensor<3x1xi1>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: %[[ALL:.*]] = stablehlo.reduce(%[[IN]] init: %[[T]]) applies stablehlo.and across dimensions = [1]
// CHECK-NEXT: %[[OK:.*]] = stablehlo.broadcast_in_dim %[[ALL]], dims = [0] : (tensor<3xi1>) -> tensor<3x1xi1>
// CHECK-NEXT: %[[END:.*]] = stablehlo.constant dense<5> : tensor<3x1xi32>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.select %[[OK]], %arg1, %[[END]]
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %arg0, %[[Z]], low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<5x2xf32>, tensor<f32>) -> tensor<6x2xf32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.scatter"(%[[P]], %[[IDX]], %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}>
// CHECK: stablehlo.add
// CHECK: (tensor<6x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<6x2xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.slice %[[S]] [0:5, 0:2]
// CHECK-NEXT: return %[[R]]
func.func @scatter_add_rows(%x: tensor<5x2xf32>, %i: tensor<3x1xi32>, %u: tensor<3x2xf32>) -> tensor<5x2xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
  return %0 : tensor<5x2xf32>
}

// -----

// A window along an indexed dimension becomes batch positions (start + offset), so
// each update element is kept or skipped on its own, as the spec says.

// CHECK-LABEL: func.func @scatter_window_on_indexed_dim(
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<3x1xi32>) -> tensor<3x2x1xi32>
// CHECK-NEXT: %[[IOTA:.*]] = stablehlo.iota dim = 1 : tensor<3x2x1xi32>
// CHECK-NEXT: stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %[[HOT:.*]] = stablehlo.broadcast_in_dim
// CHECK-NEXT: %[[OFF:.*]] = stablehlo.multiply %[[IOTA]], %[[HOT]]
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.add %[[B]], %[[OFF]] : tensor<3x2x1xi32>
// CHECK: %[[SEL:.*]] = stablehlo.select %{{.*}}, %[[IDX]], %{{.*}} : tensor<3x2x1xi1>, tensor<3x2x1xi32>
// CHECK: %[[P:.*]] = stablehlo.pad %arg0
// CHECK-NEXT: "stablehlo.scatter"(%[[P]], %[[SEL]], %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}>
// CHECK: stablehlo.slice %{{.*}} [0:5, 0:2]
func.func @scatter_window_on_indexed_dim(%x: tensor<5x2xf32>, %i: tensor<3x1xi32>, %u: tensor<3x2x2xf32>) -> tensor<5x2xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2x2xf32>) -> tensor<5x2xf32>
  return %0 : tensor<5x2xf32>
}

// -----

// dynamic_slice / dynamic_update_slice: i32 and i64 starts are left to IREE (it clamps
// them); other integer types are clamped here and widened to i64.

// CHECK-LABEL: func.func @dynamic_slices(
// CHECK-NEXT: %[[D:.*]] = stablehlo.dynamic_slice %arg0, %arg1, sizes = [2]
// CHECK-NEXT: %[[LO:.*]] = stablehlo.constant dense<0> : tensor<i8>
// CHECK-NEXT: %[[HI:.*]] = stablehlo.constant dense<127> : tensor<i8>
// CHECK-NEXT: %[[C:.*]] = stablehlo.clamp %[[LO]], %arg2, %[[HI]] : tensor<i8>
// CHECK-NEXT: %[[W:.*]] = stablehlo.convert %[[C]] : (tensor<i8>) -> tensor<i64>
// CHECK-NEXT: %[[U:.*]] = stablehlo.dynamic_update_slice %arg0, %arg3, %[[W]]
// CHECK-NEXT: return %[[D]], %[[U]]
func.func @dynamic_slices(%x: tensor<300xf32>, %i: tensor<i32>, %j: tensor<i8>, %u: tensor<2xf32>) -> (tensor<2xf32>, tensor<300xf32>) {
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<300xf32>, tensor<i32>) -> tensor<2xf32>
  %1 = stablehlo.dynamic_update_slice %x, %u, %j : (tensor<300xf32>, tensor<2xf32>, tensor<i8>) -> tensor<300xf32>
  return %0, %1 : tensor<2xf32>, tensor<300xf32>
}
