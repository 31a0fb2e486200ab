// Differential fuzzer, --seed 202 --transforms --x64, f65 under vmap_vmap [('vmap',
// [0, None, None, None], 0, 3), ('vmap', [1, 1, None, 0], 0, 3)], shrunk to its second
// result: hostcall-vmap batches f65's scatter(a0, i, a0) (max at indices read from a1)
// into a scatter whose operand is a transpose of the argument and whose updates reshape
// that transpose.  hostcall-guard-self-updates put the updates behind a barrier, and
// IREE 3.13 then ran the scatter in place on the transpose's buffer, reading updates it
// had already overwritten.  Fixed by giving such updates a copy (x + barrier(-0.0)).
func.func @f65(%arg0: tensor<3x3x3x4xf64>, %arg1: tensor<3x3x4xf64>) -> tensor<3x3x3x4xf64> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<3x3x3x4xf64>) -> tensor<3x3x3x4xf64>
  %1 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<3x3x4xf64>) -> tensor<3x3x4xf64>
  %2 = stablehlo.slice %1 [0:3, 0:3, 0:1] : (tensor<3x3x4xf64>) -> tensor<3x3x1xf64>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<3x1xf64>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<3x1xf64>
  %3 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x1xf64>) -> tensor<3x3x1xf64>
  %4 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2] : (tensor<3x1xf64>) -> tensor<3x3x1xf64>
  %5 = stablehlo.clamp %3, %2, %4 : tensor<3x3x1xf64>
  %6 = stablehlo.convert %5 : (tensor<3x3x1xf64>) -> tensor<3x3x1xi64>
  %c = stablehlo.constant dense<0> : tensor<3x1xi64>
  %c_1 = stablehlo.constant dense<2> : tensor<3x1xi64>
  %7 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<3x1xi64>) -> tensor<3x3x1xi64>
  %8 = stablehlo.broadcast_in_dim %c_1, dims = [1, 2] : (tensor<3x1xi64>) -> tensor<3x3x1xi64>
  %9 = stablehlo.clamp %7, %6, %8 : tensor<3x3x1xi64>
  %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2, 3] : (tensor<3x3x1xi64>) -> tensor<3x3x3x1xi64>
  %11 = stablehlo.iota dim = 0 : tensor<3x3x1xi64>
  %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2, 3] : (tensor<3x3x1xi64>) -> tensor<3x3x3x1xi64>
  %13 = stablehlo.concatenate %12, %10, dim = 3 : (tensor<3x3x3x1xi64>, tensor<3x3x3x1xi64>) -> tensor<3x3x3x2xi64>
  %14 = stablehlo.reshape %13 : (tensor<3x3x3x2xi64>) -> tensor<3x9x2xi64>
  %15 = stablehlo.reshape %0 : (tensor<3x3x3x4xf64>) -> tensor<3x9x4xf64>
  %16 = stablehlo.iota dim = 0 : tensor<3x9x1xi64>
  %17 = stablehlo.concatenate %16, %14, dim = 2 : (tensor<3x9x1xi64>, tensor<3x9x2xi64>) -> tensor<3x9x3xi64>
  %18 = stablehlo.reshape %17 : (tensor<3x9x3xi64>) -> tensor<27x3xi64>
  %19 = stablehlo.reshape %15 : (tensor<3x9x4xf64>) -> tensor<27x4xf64>
  %20 = "stablehlo.scatter"(%0, %18, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    %29 = stablehlo.maximum %arg4, %arg5 : tensor<f64>
    stablehlo.return %29 : tensor<f64>
  }) : (tensor<3x3x3x4xf64>, tensor<27x3xi64>, tensor<27x4xf64>) -> tensor<3x3x3x4xf64>
  return %20 : tensor<3x3x3x4xf64>
}
