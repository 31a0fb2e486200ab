// Differential fuzzer, --seed 202 --transforms --x64, f126 under vmap_vmap [('vmap',
// [2, None, 0, 0], 0, 3), ('vmap', [None, 1, None, None], 0, 3)], shrunk to the statements
// its result reads: f126 swaps the rows of a0 (scatter(a0, [[1], [0]], a0)); batched, the
// scatter's operand is a transpose of the argument and its updates reshape it.  Behind
// hostcall-guard-self-updates' barrier IREE 3.13 ran it in place and read updates it had
// overwritten (both rows came out equal to the first).  Fixed as seed202_f65.mlir.
func.func @f126(%arg0: tensor<2x3x3xf32>) -> tensor<3x3x2x3xf32> {
  %1 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x3xf32>) -> tensor<3x2x3xf32>
  %c_2 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %12 = stablehlo.broadcast_in_dim %c_2, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %13 = stablehlo.iota dim = 0 : tensor<3x2x1xi32>
  %14 = stablehlo.concatenate %13, %12, dim = 2 : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x2xi32>
  %15 = stablehlo.reshape %14 : (tensor<3x2x2xi32>) -> tensor<6x2xi32>
  %16 = stablehlo.reshape %1 : (tensor<3x2x3xf32>) -> tensor<6x3xf32>
  %17 = "stablehlo.scatter"(%1, %15, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<3x2x3xf32>, tensor<6x2xi32>, tensor<6x3xf32>) -> tensor<3x2x3xf32>
  %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
  return %18 : tensor<3x3x2x3xf32>
}
