// Fixed (found on commit 9688afa by `fuzz_campaign.py --seed 511 --layout --transforms`;
// ce9d782 failed on it too, with "write affecting operations on global resources"): vmap
// of the vjp of a product, a sort of a strided slice and a pad, the same gather as
// seed511_f233_j0; hostcall-contiguous-gather-indices guards its gathered array.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: failed to translate the MLIR LLVM dialect to the native llvm::Module
// vmap_vjp [('vjp',), ('vmap', [0, 0, 0, None, None, 0], 1, 3)] of:
func.func @f176(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %v8731 = "stablehlo.multiply"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v8732 = "stablehlo.slice"(%a1) {start_indices = array<i64: 1>, limit_indices = array<i64: 4>, strides = array<i64: 2>} : (tensor<4xf32>) -> tensor<2xf32>
  %v8735:1 = "stablehlo.sort"(%v8732) ({
  ^bb0(%p8733: tensor<f32>, %q8734: tensor<f32>):
  %v8736 = "stablehlo.compare"(%p8733, %q8734) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v8737 = "stablehlo.compare"(%p8733, %p8733) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v8738 = "stablehlo.compare"(%q8734, %q8734) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v8739 = "stablehlo.and"(%v8737, %v8738) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %v8740 = "stablehlo.or"(%v8736, %v8739) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v8740) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2xf32>) -> (tensor<2xf32>)
  %c8741 = stablehlo.constant dense<0.5> : tensor<f32>
  %v8742 = "stablehlo.pad"(%v8735#0, %c8741) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %v8742, %v8731 : tensor<4xf32>, tensor<4xf32>
}
// transformed:
func.func @f176(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
  %1 = stablehlo.slice %arg1 [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>
  %2 = "stablehlo.sort"(%1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %4 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.and %5, %6 : tensor<i1>
    %8 = stablehlo.or %4, %7 : tensor<i1>
    stablehlo.return %8 : tensor<i1>
  }) : (tensor<2xf32>) -> tensor<2xf32>
  %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %3 = stablehlo.pad %2, %cst, low = [0], high = [2], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %3, %0 : tensor<4xf32>, tensor<4xf32>
}
func.func @f176_fwd(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x1xi32>) {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
  %1 = stablehlo.slice %arg1 [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>
  %2 = "stablehlo.sort"(%1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %7 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = stablehlo.and %8, %9 : tensor<i1>
    %11 = stablehlo.or %7, %10 : tensor<i1>
    stablehlo.return %11 : tensor<i1>
  }) : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.iota dim = 0 : tensor<2xi32>
  %4:2 = "stablehlo.sort"(%1, %3) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
    %7 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = stablehlo.and %8, %9 : tensor<i1>
    %11 = stablehlo.or %7, %10 : tensor<i1>
    stablehlo.return %11 : tensor<i1>
  }) : (tensor<2xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2xi32>)
  %5 = stablehlo.reshape %4#1 : (tensor<2xi32>) -> tensor<2x1xi32>
  %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %6 = stablehlo.pad %2, %cst, low = [0], high = [2], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  return %6, %0, %arg1, %arg0, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x1xi32>
}
func.func @f176_lin(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2x1xi32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {hostcall.num_residuals = 3 : i64} {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.multiply %arg3, %arg0 : tensor<4xf32>
  %1 = stablehlo.multiply %arg1, %arg4 : tensor<4xf32>
  %2 = stablehlo.add %0, %1 : tensor<4xf32>
  %3 = stablehlo.slice %arg4 [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>
  %4 = "stablehlo.gather"(%3, %arg2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<2x1xi32>) -> tensor<2xf32>
  %5 = stablehlo.pad %4, %cst, low = [0], high = [2], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %5, %2 : tensor<4xf32>, tensor<4xf32>
}
func.func @f176_lin_t(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2x1xi32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.slice %arg3 [0:2] : (tensor<4xf32>) -> tensor<2xf32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %c_2 = stablehlo.constant dense<1> : tensor<2x1xi32>
  %1 = stablehlo.clamp %c, %arg2, %c_2 : tensor<2x1xi32>
  %2 = "stablehlo.scatter"(%cst_1, %1, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %7 = stablehlo.add %arg5, %arg6 : tensor<f32>
    stablehlo.return %7 : tensor<f32>
  }) : (tensor<2xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<2xf32>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %3 = stablehlo.pad %2, %cst_3, low = [1], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  %4 = stablehlo.multiply %arg1, %arg4 : tensor<4xf32>
  %5 = stablehlo.add %3, %4 : tensor<4xf32>
  %6 = stablehlo.multiply %arg4, %arg0 : tensor<4xf32>
  return %6, %5 : tensor<4xf32>, tensor<4xf32>
}
func.func @f176_vjp(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:5 = call @f176_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x1xi32>)
  %1:2 = call @f176_lin_t(%0#2, %0#3, %0#4, %arg4, %arg5) : (tensor<4xf32>, tensor<4xf32>, tensor<2x1xi32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>
}
func.func @f176_vjp_v1(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<3x4xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %0:5 = call @f176_fwd_batched_bbbu(%arg0, %arg1, %arg2, %arg3) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3xi32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x2x1xi32>)
  %1:2 = call @f176_lin_t_batched_bbbub(%0#2, %0#3, %0#4, %arg4, %arg5) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x2x1xi32>, tensor<4xf32>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>)
  %2 = stablehlo.transpose %1#0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
  %3 = stablehlo.transpose %1#1, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
  return %2, %3 : tensor<4x3xf32>, tensor<4x3xf32>
}
func.func @f176_fwd_batched_bbbu(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x2x1xi32>) {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<3x4xf32>
  %1 = stablehlo.slice %arg1 [0:3, 1:4:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
  %2 = "stablehlo.sort"(%1) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %8 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %11 = stablehlo.and %9, %10 : tensor<i1>
    %12 = stablehlo.or %8, %11 : tensor<i1>
    stablehlo.return %12 : tensor<i1>
  }) : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %3 = stablehlo.iota dim = 0 : tensor<2xi32>
  %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
  %5:2 = "stablehlo.sort"(%1, %4) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
    %8 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %11 = stablehlo.and %9, %10 : tensor<i1>
    %12 = stablehlo.or %8, %11 : tensor<i1>
    stablehlo.return %12 : tensor<i1>
  }) : (tensor<3x2xf32>, tensor<3x2xi32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
  %6 = stablehlo.reshape %5#1 : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
  %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %7 = stablehlo.pad %2, %cst, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  return %7, %0, %arg1, %arg0, %6 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x2x1xi32>
}
func.func @f176_lin_t_batched_bbbub(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3x2x1xi32>, %arg3: tensor<4xf32>, %arg4: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.slice %arg3 [0:2] : (tensor<4xf32>) -> tensor<2xf32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %c_2 = stablehlo.constant dense<1> : tensor<2x1xi32>
  %1 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %2 = stablehlo.broadcast_in_dim %c_2, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %3 = stablehlo.clamp %1, %arg2, %2 : tensor<3x2x1xi32>
  %4 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
  %5 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
  %6 = stablehlo.iota dim = 0 : tensor<3x2x1xi32>
  %7 = stablehlo.concatenate %6, %3, dim = 2 : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x2xi32>
  %8 = stablehlo.reshape %7 : (tensor<3x2x2xi32>) -> tensor<6x2xi32>
  %9 = stablehlo.reshape %5 : (tensor<3x2xf32>) -> tensor<6xf32>
  %10 = "stablehlo.scatter"(%4, %8, %9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %15 = stablehlo.add %arg5, %arg6 : tensor<f32>
    stablehlo.return %15 : tensor<f32>
  }) : (tensor<3x2xf32>, tensor<6x2xi32>, tensor<6xf32>) -> tensor<3x2xf32>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %11 = stablehlo.pad %10, %cst_3, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
  %12 = stablehlo.multiply %arg1, %arg4 : tensor<3x4xf32>
  %13 = stablehlo.add %11, %12 : tensor<3x4xf32>
  %14 = stablehlo.multiply %arg4, %arg0 : tensor<3x4xf32>
  return %14, %13 : tensor<3x4xf32>, tensor<3x4xf32>
}
// inputs: [[-1.9179131 , -0.7485757 , -0.21416438, -0.14659056], [ 2.1912198 , -0.41413942,  0.09048806, -3.387     ], [ 1.1962439 , -0.70100623, -0.48072997, -3.4608657 ]]; [[ 2.3780158 , -1.445863  ,  1.5570886 ,  0.6876523 ], [-0.00947157, -2.6678002 , -0.17315964, -0.64097476], [ 3.280454  , -1.5413333 , -0.37552568, -0.3811527 ]]; [1, 1, 3]; 1; [-1.6877947, -0.888117 , -1.6906141, -1.1799366]; [[-1.6986114 , -1.3836415 , -0.45478046,  0.19975777], [ 1.1541178 , -3.0304637 , -1.5162369 , -0.68643016], [-1.1153008 , -2.306184  ,  0.25815895, -2.6637547 ]]
