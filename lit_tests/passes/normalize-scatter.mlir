// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-normalize-scatter | filecheck %s

// A batching dimension with an update window of size 1 along the indexed dimension (the
// gradient of vmap(lambda o, t: o[t])): the batching dimension becomes an iota column and
// the window an inserted dimension.  IREE 3.13 computed wrong values for it.

// CHECK-LABEL: func.func @one_batching_dim(
// CHECK-NEXT: %[[B:.*]] = stablehlo.iota dim = 0 : tensor<5x1xi32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.concatenate %[[B]], %arg1, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.reshape %arg2 : (tensor<5x1xf32>) -> tensor<5xf32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.scatter"(%arg0, %[[I]], %[[U]]) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}>
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.return
// CHECK-NEXT: }) : (tensor<5x7xf32>, tensor<5x2xi32>, tensor<5xf32>) -> tensor<5x7xf32>
// CHECK-NEXT: return %[[S]]
func.func @one_batching_dim(%x: tensor<5x7xf32>, %i: tensor<5x1xi32>, %u: tensor<5x1xf32>) -> tensor<5x7xf32> {
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %a = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        input_batching_dims = [0], scatter_indices_batching_dims = [0],
        scatter_dims_to_operand_dims = [1], index_vector_dim = 1>,
      indices_are_sorted = false, unique_indices = false}
     : (tensor<5x7xf32>, tensor<5x1xi32>, tensor<5x1xf32>) -> tensor<5x7xf32>
  return %s : tensor<5x7xf32>
}

// -----

// Two batching dimensions (two vmaps): IREE 3.13 rejected it ("'iree_linalg_ext.scatter'
// op expected indices to be equal to batch rank or batch rank + 1").  Both become columns
// and the batch is flattened.

// CHECK-LABEL: func.func @two_batching_dims(
// CHECK-NEXT: %[[B0:.*]] = stablehlo.iota dim = 0 : tensor<2x5x1xi32>
// CHECK-NEXT: %[[B1:.*]] = stablehlo.iota dim = 1 : tensor<2x5x1xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %[[B0]], %[[B1]], %arg1, dim = 2 : (tensor<2x5x1xi32>, tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x3xi32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.reshape %[[C]] : (tensor<2x5x3xi32>) -> tensor<10x3xi32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.reshape %arg2 : (tensor<2x5x1xf32>) -> tensor<10xf32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.scatter"(%arg0, %[[I]], %[[U]]) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}>
// CHECK: }) : (tensor<2x5x7xf32>, tensor<10x3xi32>, tensor<10xf32>) -> tensor<2x5x7xf32>
// CHECK-NEXT: return %[[S]]
func.func @two_batching_dims(%x: tensor<2x5x7xf32>, %i: tensor<2x5x1xi32>, %u: tensor<2x5x1xf32>) -> tensor<2x5x7xf32> {
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %a = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2],
        input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1],
        scatter_dims_to_operand_dims = [2], index_vector_dim = 2>,
      indices_are_sorted = false, unique_indices = false}
     : (tensor<2x5x7xf32>, tensor<2x5x1xi32>, tensor<2x5x1xf32>) -> tensor<2x5x7xf32>
  return %s : tensor<2x5x7xf32>
}

// -----

// An update window before an indexed dimension, with a batching dimension: the operand is
// transposed so that the indexed dimensions lead, and the result back.

// CHECK-LABEL: func.func @window_before_index(
// CHECK-NEXT: %[[B:.*]] = stablehlo.iota dim = 0 : tensor<3x1xi32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.concatenate %[[B]], %arg1, dim = 1
// CHECK-NEXT: %[[X:.*]] = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<3x5x7xf32>) -> tensor<3x7x5xf32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.scatter"(%[[X]], %[[I]], %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}>
// CHECK: }) : (tensor<3x7x5xf32>, tensor<3x2xi32>, tensor<3x5xf32>) -> tensor<3x7x5xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.transpose %[[S]], dims = [0, 2, 1] : (tensor<3x7x5xf32>) -> tensor<3x5x7xf32>
// CHECK-NEXT: return %[[R]]
func.func @window_before_index(%x: tensor<3x5x7xf32>, %i: tensor<3x1xi32>, %u: tensor<3x5xf32>) -> tensor<3x5x7xf32> {
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %a = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [2], input_batching_dims = [0], scatter_indices_batching_dims = [0],
        scatter_dims_to_operand_dims = [2], index_vector_dim = 1>,
      indices_are_sorted = false, unique_indices = false}
     : (tensor<3x5x7xf32>, tensor<3x1xi32>, tensor<3x5xf32>) -> tensor<3x5x7xf32>
  return %s : tensor<3x5x7xf32>
}

// -----

// A window of size 2 along the indexed dimension: its positions become batch positions,
// index = start + offset.

// CHECK-LABEL: func.func @long_window_along_index(
// CHECK-NEXT: %[[S0:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<4x1xi32>) -> tensor<4x2x1xi32>
// CHECK-NEXT: %[[O:.*]] = stablehlo.iota dim = 1 : tensor<4x2x1xi32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[S0]], %[[O]] : tensor<4x2x1xi32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.reshape %[[A]] : (tensor<4x2x1xi32>) -> tensor<8x1xi32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.reshape %arg2 : (tensor<4x2xf32>) -> tensor<8xf32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.scatter"(%arg0, %[[I]], %[[U]]) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}>
// CHECK: return %[[S]]
func.func @long_window_along_index(%x: tensor<7xf32>, %i: tensor<4x1xi32>, %u: tensor<4x2xf32>) -> tensor<7xf32> {
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %a = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      indices_are_sorted = false, unique_indices = false}
     : (tensor<7xf32>, tensor<4x1xi32>, tensor<4x2xf32>) -> tensor<7xf32>
  return %s : tensor<7xf32>
}

// -----

// Forms IREE handles are left alone: rows (x.at[i].add(u)) ...

// CHECK-LABEL: func.func @rows_left_alone(
// CHECK-NEXT: "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}>
func.func @rows_left_alone(%x: tensor<5x7xf32>, %i: tensor<3x1xi32>, %u: tensor<3x7xf32>) -> tensor<5x7xf32> {
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %a = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      indices_are_sorted = false, unique_indices = false}
     : (tensor<5x7xf32>, tensor<3x1xi32>, tensor<3x7xf32>) -> tensor<5x7xf32>
  return %s : tensor<5x7xf32>
}

// -----

// ... and batched points without windows.

// CHECK-LABEL: func.func @batched_points_left_alone(
// CHECK-NEXT: "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}>
func.func @batched_points_left_alone(%x: tensor<2x5x7xf32>, %i: tensor<2x5xi32>, %u: tensor<2x5xf32>) -> tensor<2x5x7xf32> {
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %a = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2],
        input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1],
        scatter_dims_to_operand_dims = [2], index_vector_dim = 2>,
      indices_are_sorted = false, unique_indices = false}
     : (tensor<2x5x7xf32>, tensor<2x5xi32>, tensor<2x5xf32>) -> tensor<2x5x7xf32>
  return %s : tensor<2x5x7xf32>
}

// -----

// An inserted dimension that is not indexed (a window of size 1 at 0) gets a zero column.

// CHECK-LABEL: func.func @inserted_not_indexed(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<2x1xi32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.concatenate %[[Z]], %arg1, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.scatter"(%arg0, %[[I]], %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}>
// CHECK: }) : (tensor<3x5x4xf32>, tensor<2x2xi32>, tensor<2x4xf32>) -> tensor<3x5x4xf32>
// CHECK-NEXT: return %[[S]]
func.func @inserted_not_indexed(%x: tensor<3x5x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) -> tensor<3x5x4xf32> {
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %a = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>,
      indices_are_sorted = false, unique_indices = false}
     : (tensor<3x5x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x5x4xf32>
  return %s : tensor<3x5x4xf32>
}
