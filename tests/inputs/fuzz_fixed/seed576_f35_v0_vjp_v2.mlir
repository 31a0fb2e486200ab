// Fixed (found on commit 126c194 by `fuzz_campaign.py --seed 576 --transforms --layout`;
// both pipelines): IREE 3.13 rejected the module, "'linalg.generic' op write affecting
// operations on global resources are restricted to workgroup distributed contexts", at
// a windowed sum padded at the end of sorted rows (IREE pads the sort's result in the
// sort's dispatch, as for a pad of sorted values).  hostcall-sort-copies now reads a
// sort's result through a barrier in a padded reduce_window too.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: 'linalg.generic' op write affecting operations on global resources are restricted to workgroup distributed contexts.
// jacrev_vmap [('vmap', [0, 1, 0, None], 0, 2), ('vjp',), ('vmap', [None, None, None, None, 0], 0, 2)] of:
func.func @f35(%a0: tensor<5xf32>, %a1: tensor<5xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xf32>) {
  %v3095:1 = "stablehlo.sort"(%a1) ({
  ^bb0(%p3093: tensor<f32>, %q3094: tensor<f32>):
  %v3096 = "stablehlo.compare"(%p3093, %q3094) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v3097 = "stablehlo.compare"(%p3093, %p3093) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v3098 = "stablehlo.compare"(%q3094, %q3094) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v3099 = "stablehlo.and"(%v3097, %v3098) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %v3100 = "stablehlo.or"(%v3096, %v3099) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v3100) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xf32>) -> (tensor<5xf32>)
  %c3101 = stablehlo.constant dense<0.0> : tensor<f32>
  %v3102 = "stablehlo.reduce_window"(%v3095#0, %c3101) ({
  ^bb0(%p3103: tensor<f32>, %q3104: tensor<f32>):
  %v3105 = "stablehlo.add"(%p3103, %q3104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v3105) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>, padding = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
  return %v3102 : tensor<5xf32>
}
// transformed:
func.func @f35(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<5xf32> {
  %0 = "stablehlo.sort"(%arg1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %2 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.and %3, %4 : tensor<i1>
    %6 = stablehlo.or %2, %5 : tensor<i1>
    stablehlo.return %6 : tensor<i1>
  }) : (tensor<5xf32>) -> tensor<5xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1 = "stablehlo.reduce_window"(%0, %cst) <{padding = dense<[[0, 1]]> : tensor<1x2xi64>, window_dimensions = array<i64: 2>}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %2 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}
func.func @f35_v0(%arg0: tensor<2x5xf32>, %arg1: tensor<5x2xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>) -> tensor<2x5xf32> {
  %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<5x2xf32>) -> tensor<2x5xf32>
  %1 = "stablehlo.sort"(%0) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %3 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.and %4, %5 : tensor<i1>
    %7 = stablehlo.or %3, %6 : tensor<i1>
    stablehlo.return %7 : tensor<i1>
  }) : (tensor<2x5xf32>) -> tensor<2x5xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %2 = "stablehlo.reduce_window"(%1, %cst) <{padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %3 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x5xf32>
  return %2 : tensor<2x5xf32>
}
func.func @f35_v0_fwd(%arg0: tensor<2x5xf32>, %arg1: tensor<5x2xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>) -> (tensor<2x5xf32>, tensor<2x5x1xi32>) {
  %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<5x2xf32>) -> tensor<2x5xf32>
  %1 = "stablehlo.sort"(%0) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %6 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.and %7, %8 : tensor<i1>
    %10 = stablehlo.or %6, %9 : tensor<i1>
    stablehlo.return %10 : tensor<i1>
  }) : (tensor<2x5xf32>) -> tensor<2x5xf32>
  %2 = stablehlo.iota dim = 1 : tensor<2x5xi32>
  %3:2 = "stablehlo.sort"(%0, %2) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
    %6 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.and %7, %8 : tensor<i1>
    %10 = stablehlo.or %6, %9 : tensor<i1>
    stablehlo.return %10 : tensor<i1>
  }) : (tensor<2x5xf32>, tensor<2x5xi32>) -> (tensor<2x5xf32>, tensor<2x5xi32>)
  %4 = stablehlo.reshape %3#1 : (tensor<2x5xi32>) -> tensor<2x5x1xi32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %5 = "stablehlo.reduce_window"(%1, %cst) <{padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %6 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %6 : tensor<f32>
  }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x5xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  return %5, %4 : tensor<2x5xf32>, tensor<2x5x1xi32>
}
func.func @f35_v0_lin(%arg0: tensor<2x5x1xi32>, %arg1: tensor<2x5xf32>, %arg2: tensor<5x2xf32>) -> tensor<2x5xf32> attributes {hostcall.num_residuals = 1 : i64} {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<5x2xf32>) -> tensor<2x5xf32>
  %1 = "stablehlo.gather"(%0, %arg0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<2x5x1xi32>) -> tensor<2x5xf32>
  %2 = "stablehlo.reduce_window"(%1, %cst) <{padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %3 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x5xf32>
  return %2 : tensor<2x5xf32>
}
func.func @f35_v0_lin_t(%arg0: tensor<2x5x1xi32>, %arg1: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<5x2xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.pad %arg1, %cst_0, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x7xf32>
  %1 = "stablehlo.reduce_window"(%0, %cst_0) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %6 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %6 : tensor<f32>
  }) : (tensor<2x7xf32>, tensor<f32>) -> tensor<2x6xf32>
  %2 = stablehlo.slice %1 [0:2, 0:5] : (tensor<2x6xf32>) -> tensor<2x5xf32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
  %c = stablehlo.constant dense<0> : tensor<2x5x1xi32>
  %c_2 = stablehlo.constant dense<4> : tensor<2x5x1xi32>
  %3 = stablehlo.clamp %c, %arg0, %c_2 : tensor<2x5x1xi32>
  %4 = "stablehlo.scatter"(%cst_1, %3, %2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %6 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %6 : tensor<f32>
  }) : (tensor<2x5xf32>, tensor<2x5x1xi32>, tensor<2x5xf32>) -> tensor<2x5xf32>
  %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
  return %cst_3, %5 : tensor<2x5xf32>, tensor<5x2xf32>
}
func.func @f35_v0_vjp(%arg0: tensor<2x5xf32>, %arg1: tensor<5x2xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>, %arg4: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<5x2xf32>) {
  %0:2 = call @f35_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x5xf32>, tensor<5x2xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<2x5xf32>, tensor<2x5x1xi32>)
  %1:2 = call @f35_v0_lin_t(%0#1, %arg4) : (tensor<2x5x1xi32>, tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<5x2xf32>)
  return %1#0, %1#1 : tensor<2x5xf32>, tensor<5x2xf32>
}
func.func @f35_v0_vjp_v2(%arg0: tensor<2x5xf32>, %arg1: tensor<5x2xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>, %arg4: tensor<2x2x5xf32>) -> (tensor<2x2x5xf32>, tensor<2x5x2xf32>) {
  %0:2 = call @f35_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x5xf32>, tensor<5x2xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<2x5xf32>, tensor<2x5x1xi32>)
  %1:2 = call @f35_v0_lin_t_batched_ub(%0#1, %arg4) : (tensor<2x5x1xi32>, tensor<2x2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5x2xf32>)
  %2 = stablehlo.broadcast_in_dim %1#0, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<2x2x5xf32>
  return %2, %1#1 : tensor<2x2x5xf32>, tensor<2x5x2xf32>
}
func.func @f35_v0_lin_t_batched_ub(%arg0: tensor<2x5x1xi32>, %arg1: tensor<2x2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5x2xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.pad %arg1, %cst_0, low = [0, 0, 1], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<2x2x5xf32>, tensor<f32>) -> tensor<2x2x7xf32>
  %1 = "stablehlo.reduce_window"(%0, %cst_0) <{padding = dense<0> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 1, 1, 1>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %10 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %10 : tensor<f32>
  }) : (tensor<2x2x7xf32>, tensor<f32>) -> tensor<2x2x6xf32>
  %2 = stablehlo.slice %1 [0:2, 0:2, 0:5] : (tensor<2x2x6xf32>) -> tensor<2x2x5xf32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
  %c = stablehlo.constant dense<0> : tensor<2x5x1xi32>
  %c_2 = stablehlo.constant dense<4> : tensor<2x5x1xi32>
  %3 = stablehlo.clamp %c, %arg0, %c_2 : tensor<2x5x1xi32>
  %4 = stablehlo.broadcast_in_dim %cst_1, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<2x2x5xf32>
  %5 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3] : (tensor<2x5x1xi32>) -> tensor<2x2x5x1xi32>
  %6 = stablehlo.iota dim = 0 : tensor<2x2x5x1xi32>
  %7 = stablehlo.concatenate %6, %5, dim = 3 : (tensor<2x2x5x1xi32>, tensor<2x2x5x1xi32>) -> tensor<2x2x5x2xi32>
  %8 = "stablehlo.scatter"(%4, %7, %2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 2], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 3>, unique_indices = false}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %10 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %10 : tensor<f32>
  }) : (tensor<2x2x5xf32>, tensor<2x2x5x2xi32>, tensor<2x2x5xf32>) -> tensor<2x2x5xf32>
  %9 = stablehlo.transpose %8, dims = [0, 2, 1] : (tensor<2x2x5xf32>) -> tensor<2x5x2xf32>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
  return %cst_3, %9 : tensor<2x5xf32>, tensor<2x5x2xf32>
}
// inputs: [[ 1.9620932 , -1.5954906 , -0.15821406,  1.8696647 , -0.2590199 ], [ 0.56795007, -1.2718735 , -1.1074656 , -1.5989449 ,  1.7941906 ]]; [[-1.3646407 , -2.007575  ], [ 2.405044  ,  1.3970716 ], [ 0.01784769, -2.1434739 ], [ 0.3961209 , -0.39429888], [ 0.89505756,  0.6863814 ]]; [4, 2]; 1; [[[ 1.8795218 ,  0.6855641 ,  0.38142028, -0.40131557, -2.6196024 ],  [-0.50813675,  0.42188096,  1.1076392 , -2.8739595 , -0.08330841]], [[ 1.3475814 ,  1.0741556 ,  1.2426307 , -1.513862  ,  0.9126905 ],  [ 0.11419451,  0.88239616,  0.04629071, -2.6310222 ,  1.9897809 ]]]
