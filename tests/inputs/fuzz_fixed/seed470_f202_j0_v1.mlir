// Fixed (found on commit 7076cbd by `fuzz_campaign.py --seed 470 --transforms
// --host-loops`; the same on the code before that stop, with either pipeline): result 1
// (the primal a * b) came out permuted.  The batched jvp computes a * b twice, returns one
// and scatters into the other; IREE 3.13 merges the two products and ran the scatter in
// place on the returned buffer.  hostcall-guard-shared-targets now counts the readers of a
// repeat of an update's operand (the same op of the same operands) as readers of it
// (tests/test_guard_shared_targets.py has the canary).
// values mismatch: result 1[0, 0]: np.float32(2.816976), expected np.float32(0.12548327)
// vmap_jvp [('jvp',), ('vmap', [0, 0, 0, 0, 0, 0], 0, 2)] of:
func.func @f202(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %v19826 = "stablehlo.multiply"(%a1, %a0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v19827 = "stablehlo.multiply"(%a1, %a0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c19828 = stablehlo.constant dense<[[1], [0], [2], [3]]> : tensor<4x1xi32>
  %v19829 = "stablehlo.scatter"(%v19827, %c19828, %v19826) ({
  ^bb0(%p19830: tensor<f32>, %q19831: tensor<f32>):
    "stablehlo.return"(%q19831) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
  return %v19829, %v19826 : tensor<4xf32>, tensor<4xf32>
}
// transformed:
func.func @f202(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.multiply %arg1, %arg0 : tensor<4xf32>
  %1 = stablehlo.multiply %arg1, %arg0 : tensor<4xf32>
  %c = stablehlo.constant dense<[[1], [0], [2], [3]]> : tensor<4x1xi32>
  %2 = "stablehlo.scatter"(%1, %c, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
  return %2, %0 : tensor<4xf32>, tensor<4xf32>
}
func.func @f202_j0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.multiply %arg1, %arg0 : tensor<4xf32>
  %1 = stablehlo.multiply %arg5, %arg0 : tensor<4xf32>
  %2 = stablehlo.multiply %arg1, %arg4 : tensor<4xf32>
  %3 = stablehlo.add %1, %2 : tensor<4xf32>
  %4 = stablehlo.multiply %arg1, %arg0 : tensor<4xf32>
  %5 = stablehlo.multiply %arg5, %arg0 : tensor<4xf32>
  %6 = stablehlo.multiply %arg1, %arg4 : tensor<4xf32>
  %7 = stablehlo.add %5, %6 : tensor<4xf32>
  %c = stablehlo.constant dense<[[1], [0], [2], [3]]> : tensor<4x1xi32>
  %8 = "stablehlo.scatter"(%4, %c, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
    stablehlo.return %arg7 : tensor<f32>
  }) : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
  %9 = stablehlo.iota dim = 0 : tensor<4xi32>
  %c_0 = stablehlo.constant dense<1> : tensor<4xi32>
  %10 = stablehlo.add %9, %c_0 : tensor<4xi32>
  %11 = stablehlo.reshape %10 : (tensor<4xi32>) -> tensor<4xi32>
  %c_1 = stablehlo.constant dense<0> : tensor<4xi32>
  %12 = "stablehlo.scatter"(%c_1, %c, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
    stablehlo.return %arg7 : tensor<i32>
  }) : (tensor<4xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<4xi32>
  %13 = "stablehlo.gather"(%12, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<4x1xi32>) -> tensor<4xi32>
  %14 = stablehlo.compare EQ, %13, %11, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %15 = stablehlo.select %14, %3, %cst : tensor<4xi1>, tensor<4xf32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %16 = "stablehlo.scatter"(%cst_2, %c, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
    %19 = stablehlo.add %arg6, %arg7 : tensor<f32>
    stablehlo.return %19 : tensor<f32>
  }) : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
  %17 = stablehlo.compare NE, %12, %c_1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %18 = stablehlo.select %17, %16, %7 : tensor<4xi1>, tensor<4xf32>
  return %8, %0, %18, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
func.func @f202_j0_v1(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2x4xf32>, %arg5: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
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
  %14 = stablehlo.iota dim = 0 : tensor<4xi32>
  %c_0 = stablehlo.constant dense<1> : tensor<4xi32>
  %15 = stablehlo.add %14, %c_0 : tensor<4xi32>
  %16 = stablehlo.reshape %15 : (tensor<4xi32>) -> tensor<4xi32>
  %c_1 = stablehlo.constant dense<0> : tensor<4xi32>
  %17 = "stablehlo.scatter"(%c_1, %c, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
    stablehlo.return %arg7 : tensor<i32>
  }) : (tensor<4xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<4xi32>
  %18 = "stablehlo.gather"(%17, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<4x1xi32>) -> tensor<4xi32>
  %19 = stablehlo.compare EQ, %18, %16, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<4xi1>) -> tensor<2x4xi1>
  %21 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %22 = stablehlo.select %20, %3, %21 : tensor<2x4xi1>, tensor<2x4xf32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %23 = stablehlo.broadcast_in_dim %cst_2, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %24 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<4x1xi32>) -> tensor<2x4x1xi32>
  %25 = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
  %26 = stablehlo.concatenate %25, %24, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x2xi32>
  %27 = stablehlo.reshape %26 : (tensor<2x4x2xi32>) -> tensor<8x2xi32>
  %28 = stablehlo.reshape %22 : (tensor<2x4xf32>) -> tensor<8xf32>
  %29 = "stablehlo.scatter"(%23, %27, %28) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
    %33 = stablehlo.add %arg6, %arg7 : tensor<f32>
    stablehlo.return %33 : tensor<f32>
  }) : (tensor<2x4xf32>, tensor<8x2xi32>, tensor<8xf32>) -> tensor<2x4xf32>
  %30 = stablehlo.compare NE, %17, %c_1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %31 = stablehlo.broadcast_in_dim %30, dims = [1] : (tensor<4xi1>) -> tensor<2x4xi1>
  %32 = stablehlo.select %31, %29, %7 : tensor<2x4xi1>, tensor<2x4xf32>
  return %13, %0, %32, %3 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}
// inputs: [[-0.37907165, -1.3085047 , -0.37638524,  0.10674603], [ 0.64622915, -0.13820887, -0.6345059 , -0.21457036]]; [[-0.33102787, -2.1528208 , -1.7479061 , -2.8625684 ], [ 1.7151656 ,  1.0752462 , -1.4960674 ,  0.9571018 ]]; [1, 2]; [3, 0]; [[-2.0948944 ,  1.1139119 , -1.4056643 ,  1.7070922 ], [ 0.11324739,  0.49993375,  1.0481782 ,  2.0383332 ]]; [[ 0.15280327, -2.0194335 ,  1.133263  ,  1.3178257 ], [ 1.1339412 ,  0.6941082 , -1.2208515 , -0.21022777]]
// reference: [[ 2.816976  ,  0.12548327,  0.657886  , -0.3055678 ], [-0.14860857,  1.10839   ,  0.94926363, -0.20536569]]; [[ 0.12548327,  2.816976  ,  0.657886  , -0.3055678 ], [ 1.10839   , -0.14860857,  0.94926363, -0.20536569]]; [[ 0.24438548,  0.6355451 ,  2.0304258 , -4.7459955 ], [ 0.44162   ,  0.9270239 , -0.79350775,  1.9960011 ]]; [[ 0.6355451 ,  0.24438548,  2.0304258 , -4.7459955 ], [ 0.9270239 ,  0.44162   , -0.79350775,  1.9960011 ]]
// compiled:  [[ 2.816976  ,  0.12548327,  0.657886  , -0.3055678 ], [-0.14860857,  1.10839   ,  0.94926363, -0.20536569]]; [[ 2.816976  ,  0.12548327,  0.657886  , -0.3055678 ], [-0.14860857,  1.10839   ,  0.94926363, -0.20536569]]; [[ 0.24438553,  0.6355451 ,  2.0304258 , -4.7459955 ], [ 0.44161996,  0.9270239 , -0.79350775,  1.9960011 ]]; [[ 0.6355451 ,  0.24438553,  2.0304258 , -4.7459955 ], [ 0.9270239 ,  0.44161996, -0.79350775,  1.9960011 ]]
