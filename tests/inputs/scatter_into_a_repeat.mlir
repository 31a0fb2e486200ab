// @f202_j0_v1 of the fuzzer's seed 470 (vmap of the jvp of a scatter of a * b into a * b)
// after jit's pipeline without hostcall-guard-shared-targets: the product is computed twice,
// one copy scattered into and the other returned (result 1).  IREE 3.13 merges the two and
// runs the scatter in place on the returned buffer: result 1 comes out wrong.
module {
  func.func @main(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2x4xf32>, %arg5: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<2x4xf32>
    %1 = stablehlo.multiply %arg5, %arg0 : tensor<2x4xf32>
    %2 = stablehlo.multiply %arg1, %arg4 : tensor<2x4xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x4xf32>
    %4 = stablehlo.multiply %arg1, %arg0 : tensor<2x4xf32>
    %5 = stablehlo.multiply %arg5, %arg0 : tensor<2x4xf32>
    %6 = stablehlo.multiply %arg1, %arg4 : tensor<2x4xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x4xf32>
    %c = stablehlo.constant dense<[[1], [0], [2], [3]]> : tensor<4x1xi32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<4x1xi32>) -> tensor<2x4x1xi32>
    %9 = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
    %10 = stablehlo.concatenate %9, %8, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x2xi32>
    %11 = stablehlo.reshape %10 : (tensor<2x4x2xi32>) -> tensor<8x2xi32>
    %12 = stablehlo.reshape %0 : (tensor<2x4xf32>) -> tensor<8xf32>
    %13 = "stablehlo.scatter"(%4, %11, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<2x4xf32>, tensor<8x2xi32>, tensor<8xf32>) -> tensor<2x4xf32>
    %c_0 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<4xi32>
    %14 = stablehlo.add %c_0, %c_1 : tensor<4xi32>
    %15 = stablehlo.reshape %14 : (tensor<4xi32>) -> tensor<4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<4xi32>
    %16 = "stablehlo.scatter"(%c_2, %c, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      stablehlo.return %arg7 : tensor<i32>
    }) : (tensor<4xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<4xi32>
    %17 = stablehlo.reshape %c : (tensor<4x1xi32>) -> tensor<4xi32>
    %18 = "stablehlo.torch_index_select"(%16, %17) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %19 = stablehlo.compare EQ, %18, %15, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<4xi1>) -> tensor<2x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x4xf32>
    %21 = stablehlo.select %20, %3, %cst : tensor<2x4xi1>, tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x4xf32>
    %22 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<4x1xi32>) -> tensor<2x4x1xi32>
    %23 = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
    %24 = stablehlo.concatenate %23, %22, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x2xi32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x2xi32>) -> tensor<8x2xi32>
    %26 = stablehlo.reshape %21 : (tensor<2x4xf32>) -> tensor<8xf32>
    %27 = "stablehlo.scatter"(%cst_3, %25, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %31 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<2x4xf32>, tensor<8x2xi32>, tensor<8xf32>) -> tensor<2x4xf32>
    %28 = stablehlo.compare NE, %16, %c_2, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<4xi1>) -> tensor<2x4xi1>
    %30 = stablehlo.select %29, %27, %7 : tensor<2x4xi1>, tensor<2x4xf32>
    return %13, %0, %30, %3 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
  }
}
