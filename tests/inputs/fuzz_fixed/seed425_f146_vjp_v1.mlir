// Not a compiler bug: a float32 cotangent cancelling to 1e-3 of its row; in float64 the
// program gives -9.5898100e-04, the reference's float32 value is 1.6e-4 off and the
// compiled one 3.3e-4 (4.7e-7 absolute, 4 ulps of the row's scale).  The checker allows
// ULPS_OF_SCALE ulps of a result's largest magnitude (tools/differential.py;
// tests/test_fuzz_findings.py).
// values mismatch: result 0[1, 2]: np.float32(-0.00095930096), expected np.float32(-0.00095882936)
// vmap_vjp [('vjp',), ('vmap', [None, 0, 0, 0, None], 0, 2)] of:
func.func @f146(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xf32>) {
  %v16749 = "stablehlo.add"(%a1, %a0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c16750 = stablehlo.constant dense<[[1], [1], [2], [1]]> : tensor<4x1xi32>
  %v16751 = "stablehlo.scatter"(%v16749, %c16750, %a0) ({
  ^bb0(%p16752: tensor<f32>, %q16753: tensor<f32>):
  %v16754 = "stablehlo.add"(%p16752, %q16753) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v16754) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
  %v16755 = "stablehlo.tanh"(%v16751) : (tensor<4xf32>) -> tensor<4xf32>
  %v16756 = "stablehlo.exponential"(%v16755) : (tensor<4xf32>) -> tensor<4xf32>
  %v16757 = "stablehlo.subtract"(%v16756, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c16758 = stablehlo.constant dense<0> : tensor<i32>
  %w16761:2 = "stablehlo.while"(%c16758, %v16757) ({
  ^bb0(%k16759: tensor<i32>, %x16760: tensor<4xf32>):
  %c16762 = stablehlo.constant dense<2> : tensor<i32>
  %v16763 = "stablehlo.compare"(%k16759, %c16762) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v16763) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k16764: tensor<i32>, %x16765: tensor<4xf32>):
  %v16766 = "stablehlo.add"(%x16765, %a0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c16767 = stablehlo.constant dense<[[2], [3], [0], [1]]> : tensor<4x1xi32>
  %v16768 = "stablehlo.scatter"(%v16766, %c16767, %x16765) ({
  ^bb0(%p16769: tensor<f32>, %q16770: tensor<f32>):
    "stablehlo.return"(%q16770) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
  %c16771 = stablehlo.constant dense<1> : tensor<i32>
  %v16772 = "stablehlo.add"(%k16764, %c16771) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v16772, %v16768) : (tensor<i32>, tensor<4xf32>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  return %w16761#1 : tensor<4xf32>
}
// transformed:
func.func @f146(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg1, %arg0 : tensor<4xf32>
  %c = stablehlo.constant dense<[[1], [1], [2], [1]]> : tensor<4x1xi32>
  %1 = "stablehlo.scatter"(%0, %c, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %6 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %6 : tensor<f32>
  }) : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.tanh %1 : tensor<4xf32>
  %3 = stablehlo.exponential %2 : tensor<4xf32>
  %4 = stablehlo.subtract %3, %arg1 : tensor<4xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %5:2 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %4) : tensor<i32>, tensor<4xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.compare LT, %iterArg, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %6 : tensor<i1>
  } do {
    %6 = stablehlo.add %iterArg_1, %arg0 : tensor<4xf32>
    %c_2 = stablehlo.constant dense<[[2], [3], [0], [1]]> : tensor<4x1xi32>
    %7 = "stablehlo.scatter"(%6, %c_2, %iterArg_1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.add %iterArg, %c_3 : tensor<i32>
    stablehlo.return %8, %7 : tensor<i32>, tensor<4xf32>
  }
  return %5#1 : tensor<4xf32>
}
func.func @f146_fwd(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4xi1>, tensor<2x4xi1>) {
  %0 = stablehlo.add %arg1, %arg0 : tensor<4xf32>
  %c = stablehlo.constant dense<[[1], [1], [2], [1]]> : tensor<4x1xi32>
  %1 = "stablehlo.scatter"(%0, %c, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %8 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %8 : tensor<f32>
  }) : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.tanh %1 : tensor<4xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %3 = stablehlo.multiply %2, %2 : tensor<4xf32>
  %4 = stablehlo.subtract %cst, %3 : tensor<4xf32>
  %5 = stablehlo.exponential %2 : tensor<4xf32>
  %6 = stablehlo.subtract %5, %arg1 : tensor<4xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<false> : tensor<2x4xi1>
  %c_2 = stablehlo.constant dense<false> : tensor<2x4xi1>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %7:5 = stablehlo.while(%iterArg = %c_0, %iterArg_7 = %6, %iterArg_8 = %c_1, %iterArg_9 = %c_2, %iterArg_10 = %c_4) : tensor<i32>, tensor<4xf32>, tensor<2x4xi1>, tensor<2x4xi1>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %8 = stablehlo.add %iterArg_7, %arg0 : tensor<4xf32>
    %c_11 = stablehlo.constant dense<[[2], [3], [0], [1]]> : tensor<4x1xi32>
    %9 = "stablehlo.scatter"(%8, %c_11, %iterArg_7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<4xi32>
    %11 = stablehlo.add %10, %c_12 : tensor<4xi32>
    %12 = stablehlo.reshape %11 : (tensor<4xi32>) -> tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<4xi32>
    %13 = "stablehlo.scatter"(%c_13, %c_11, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      stablehlo.return %arg5 : tensor<i32>
    }) : (tensor<4xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<4xi32>
    %14 = "stablehlo.gather"(%13, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<4x1xi32>) -> tensor<4xi32>
    %15 = stablehlo.compare EQ, %14, %12, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %16 = stablehlo.compare NE, %13, %c_13, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.add %iterArg, %c_16 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.reshape %15 : (tensor<4xi1>) -> tensor<1x4xi1>
    %19 = stablehlo.dynamic_update_slice %iterArg_8, %18, %iterArg_10, %c_17 : (tensor<2x4xi1>, tensor<1x4xi1>, tensor<i32>, tensor<i32>) -> tensor<2x4xi1>
    %20 = stablehlo.reshape %16 : (tensor<4xi1>) -> tensor<1x4xi1>
    %21 = stablehlo.dynamic_update_slice %iterArg_9, %20, %iterArg_10, %c_17 : (tensor<2x4xi1>, tensor<1x4xi1>, tensor<i32>, tensor<i32>) -> tensor<2x4xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.add %iterArg_10, %c_18 : tensor<i32>
    stablehlo.return %17, %9, %19, %21, %22 : tensor<i32>, tensor<4xf32>, tensor<2x4xi1>, tensor<2x4xi1>, tensor<i32>
  }
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  return %7#1, %4, %5, %7#2, %7#3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4xi1>, tensor<2x4xi1>
}
func.func @f146_lin(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2x4xi1>, %arg3: tensor<2x4xi1>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>) -> tensor<4xf32> attributes {hostcall.num_residuals = 4 : i64} {
  %c = stablehlo.constant dense<[[1], [1], [2], [1]]> : tensor<4x1xi32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.add %arg5, %arg4 : tensor<4xf32>
  %1 = "stablehlo.scatter"(%0, %c, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
    %7 = stablehlo.add %arg6, %arg7 : tensor<f32>
    stablehlo.return %7 : tensor<f32>
  }) : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.multiply %1, %arg0 : tensor<4xf32>
  %3 = stablehlo.multiply %2, %arg1 : tensor<4xf32>
  %4 = stablehlo.negate %arg5 : tensor<4xf32>
  %5 = stablehlo.add %3, %4 : tensor<4xf32>
  %6:2 = stablehlo.while(%iterArg = %5, %iterArg_1 = %c_0) : tensor<4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
  cond {
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.compare LT, %iterArg_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %7 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_slice %arg2, %iterArg_1, %c_2, sizes = [1, 4] : (tensor<2x4xi1>, tensor<i32>, tensor<i32>) -> tensor<1x4xi1>
    %8 = stablehlo.reshape %7 : (tensor<1x4xi1>) -> tensor<4xi1>
    %9 = stablehlo.dynamic_slice %arg3, %iterArg_1, %c_2, sizes = [1, 4] : (tensor<2x4xi1>, tensor<i32>, tensor<i32>) -> tensor<1x4xi1>
    %10 = stablehlo.reshape %9 : (tensor<1x4xi1>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<[[2], [3], [0], [1]]> : tensor<4x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %11 = stablehlo.add %iterArg, %arg4 : tensor<4xf32>
    %12 = stablehlo.select %8, %iterArg, %cst : tensor<4xi1>, tensor<4xf32>
    %13 = "stablehlo.scatter"(%cst_4, %c_3, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %16 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<4xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = stablehlo.select %10, %13, %11 : tensor<4xi1>, tensor<4xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.add %iterArg_1, %c_5 : tensor<i32>
    stablehlo.return %14, %15 : tensor<4xf32>, tensor<i32>
  }
  return %6#0 : tensor<4xf32>
}
func.func @f146_lin_t(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2x4xi1>, %arg3: tensor<2x4xi1>, %arg4: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = stablehlo.constant dense<[[1], [1], [2], [1]]> : tensor<4x1xi32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %arg4, %iterArg_4 = %cst, %iterArg_5 = %c_3) : tensor<4xf32>, tensor<4xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.subtract %c_6, %iterArg_5 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.dynamic_slice %arg2, %8, %c_7, sizes = [1, 4] : (tensor<2x4xi1>, tensor<i32>, tensor<i32>) -> tensor<1x4xi1>
    %10 = stablehlo.reshape %9 : (tensor<1x4xi1>) -> tensor<4xi1>
    %11 = stablehlo.dynamic_slice %arg3, %8, %c_7, sizes = [1, 4] : (tensor<2x4xi1>, tensor<i32>, tensor<i32>) -> tensor<1x4xi1>
    %12 = stablehlo.reshape %11 : (tensor<1x4xi1>) -> tensor<4xi1>
    %c_8 = stablehlo.constant dense<[[2], [3], [0], [1]]> : tensor<4x1xi32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.add %8, %c_11 : tensor<i32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %14 = stablehlo.select %12, %iterArg, %cst_12 : tensor<4xi1>, tensor<4xf32>
    %15 = stablehlo.select %12, %cst_12, %iterArg : tensor<4xi1>, tensor<4xf32>
    %16 = "stablehlo.gather"(%14, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %17 = stablehlo.select %10, %16, %cst_13 : tensor<4xi1>, tensor<4xf32>
    %18 = stablehlo.add %17, %15 : tensor<4xf32>
    %19 = stablehlo.add %iterArg_4, %15 : tensor<4xf32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.add %iterArg_5, %c_14 : tensor<i32>
    stablehlo.return %18, %19, %20 : tensor<4xf32>, tensor<4xf32>, tensor<i32>
  }
  %1 = stablehlo.negate %0#0 : tensor<4xf32>
  %2 = stablehlo.multiply %0#0, %arg1 : tensor<4xf32>
  %3 = stablehlo.multiply %2, %arg0 : tensor<4xf32>
  %4 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<4x1xi32>) -> tensor<4xf32>
  %5 = stablehlo.add %0#1, %4 : tensor<4xf32>
  %6 = stablehlo.add %1, %3 : tensor<4xf32>
  %7 = stablehlo.add %5, %3 : tensor<4xf32>
  return %7, %6 : tensor<4xf32>, tensor<4xf32>
}
func.func @f146_vjp(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:5 = call @f146_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4xi1>, tensor<2x4xi1>)
  %1:2 = call @f146_lin_t(%0#1, %0#2, %0#3, %0#4, %arg4) : (tensor<4xf32>, tensor<4xf32>, tensor<2x4xi1>, tensor<2x4xi1>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>
}
func.func @f146_vjp_v1(%arg0: tensor<4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0:5 = call @f146_fwd_batched_ubbb(%arg0, %arg1, %arg2, %arg3) : (tensor<4xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xi1>, tensor<2x4xi1>)
  %1:2 = call @f146_lin_t_batched_bbuuu(%0#1, %0#2, %0#3, %0#4, %arg4) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xi1>, tensor<2x4xi1>, tensor<4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
  return %1#0, %1#1 : tensor<2x4xf32>, tensor<2x4xf32>
}
func.func @f146_fwd_batched_ubbb(%arg0: tensor<4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xi1>, tensor<2x4xi1>) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.add %arg1, %0 : tensor<2x4xf32>
  %c = stablehlo.constant dense<[[1], [1], [2], [1]]> : tensor<4x1xi32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<4x1xi32>) -> tensor<2x4x1xi32>
  %3 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %4 = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
  %5 = stablehlo.concatenate %4, %2, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x2xi32>
  %6 = stablehlo.reshape %5 : (tensor<2x4x2xi32>) -> tensor<8x2xi32>
  %7 = stablehlo.reshape %3 : (tensor<2x4xf32>) -> tensor<8xf32>
  %8 = "stablehlo.scatter"(%1, %6, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %16 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %16 : tensor<f32>
  }) : (tensor<2x4xf32>, tensor<8x2xi32>, tensor<8xf32>) -> tensor<2x4xf32>
  %9 = stablehlo.tanh %8 : tensor<2x4xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %10 = stablehlo.multiply %9, %9 : tensor<2x4xf32>
  %11 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %12 = stablehlo.subtract %11, %10 : tensor<2x4xf32>
  %13 = stablehlo.exponential %9 : tensor<2x4xf32>
  %14 = stablehlo.subtract %13, %arg1 : tensor<2x4xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<false> : tensor<2x4xi1>
  %c_2 = stablehlo.constant dense<false> : tensor<2x4xi1>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %15:5 = stablehlo.while(%iterArg = %c_0, %iterArg_7 = %14, %iterArg_8 = %c_1, %iterArg_9 = %c_2, %iterArg_10 = %c_4) : tensor<i32>, tensor<2x4xf32>, tensor<2x4xi1>, tensor<2x4xi1>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.compare LT, %iterArg_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %16 : tensor<i1>
  } do {
    %16 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %17 = stablehlo.add %iterArg_7, %16 : tensor<2x4xf32>
    %c_11 = stablehlo.constant dense<[[2], [3], [0], [1]]> : tensor<4x1xi32>
    %18 = stablehlo.broadcast_in_dim %c_11, dims = [1, 2] : (tensor<4x1xi32>) -> tensor<2x4x1xi32>
    %19 = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
    %20 = stablehlo.concatenate %19, %18, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x2xi32>
    %21 = stablehlo.reshape %20 : (tensor<2x4x2xi32>) -> tensor<8x2xi32>
    %22 = stablehlo.reshape %iterArg_7 : (tensor<2x4xf32>) -> tensor<8xf32>
    %23 = "stablehlo.scatter"(%17, %21, %22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<2x4xf32>, tensor<8x2xi32>, tensor<8xf32>) -> tensor<2x4xf32>
    %24 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<4xi32>
    %25 = stablehlo.add %24, %c_12 : tensor<4xi32>
    %26 = stablehlo.reshape %25 : (tensor<4xi32>) -> tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<4xi32>
    %27 = "stablehlo.scatter"(%c_13, %c_11, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      stablehlo.return %arg5 : tensor<i32>
    }) : (tensor<4xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<4xi32>
    %28 = "stablehlo.gather"(%27, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<4x1xi32>) -> tensor<4xi32>
    %29 = stablehlo.compare EQ, %28, %26, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %30 = stablehlo.compare NE, %27, %c_13, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %31 = stablehlo.add %iterArg, %c_16 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.reshape %29 : (tensor<4xi1>) -> tensor<1x4xi1>
    %33 = stablehlo.dynamic_update_slice %iterArg_8, %32, %iterArg_10, %c_17 : (tensor<2x4xi1>, tensor<1x4xi1>, tensor<i32>, tensor<i32>) -> tensor<2x4xi1>
    %34 = stablehlo.reshape %30 : (tensor<4xi1>) -> tensor<1x4xi1>
    %35 = stablehlo.dynamic_update_slice %iterArg_9, %34, %iterArg_10, %c_17 : (tensor<2x4xi1>, tensor<1x4xi1>, tensor<i32>, tensor<i32>) -> tensor<2x4xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.add %iterArg_10, %c_18 : tensor<i32>
    stablehlo.return %31, %23, %33, %35, %36 : tensor<i32>, tensor<2x4xf32>, tensor<2x4xi1>, tensor<2x4xi1>, tensor<i32>
  }
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  return %15#1, %12, %13, %15#2, %15#3 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xi1>, tensor<2x4xi1>
}
func.func @f146_lin_t_batched_bbuuu(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x4xi1>, %arg3: tensor<2x4xi1>, %arg4: tensor<4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %c = stablehlo.constant dense<[[1], [1], [2], [1]]> : tensor<4x1xi32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %arg4, %iterArg_4 = %cst, %iterArg_5 = %c_3) : tensor<4xf32>, tensor<4xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %12 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %12 : tensor<i1>
  } do {
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.subtract %c_6, %iterArg_5 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_slice %arg2, %12, %c_7, sizes = [1, 4] : (tensor<2x4xi1>, tensor<i32>, tensor<i32>) -> tensor<1x4xi1>
    %14 = stablehlo.reshape %13 : (tensor<1x4xi1>) -> tensor<4xi1>
    %15 = stablehlo.dynamic_slice %arg3, %12, %c_7, sizes = [1, 4] : (tensor<2x4xi1>, tensor<i32>, tensor<i32>) -> tensor<1x4xi1>
    %16 = stablehlo.reshape %15 : (tensor<1x4xi1>) -> tensor<4xi1>
    %c_8 = stablehlo.constant dense<[[2], [3], [0], [1]]> : tensor<4x1xi32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.add %12, %c_11 : tensor<i32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %18 = stablehlo.select %16, %iterArg, %cst_12 : tensor<4xi1>, tensor<4xf32>
    %19 = stablehlo.select %16, %cst_12, %iterArg : tensor<4xi1>, tensor<4xf32>
    %20 = "stablehlo.gather"(%18, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %21 = stablehlo.select %14, %20, %cst_13 : tensor<4xi1>, tensor<4xf32>
    %22 = stablehlo.add %21, %19 : tensor<4xf32>
    %23 = stablehlo.add %iterArg_4, %19 : tensor<4xf32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %iterArg_5, %c_14 : tensor<i32>
    stablehlo.return %22, %23, %24 : tensor<4xf32>, tensor<4xf32>, tensor<i32>
  }
  %1 = stablehlo.negate %0#0 : tensor<4xf32>
  %2 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %3 = stablehlo.multiply %2, %arg1 : tensor<2x4xf32>
  %4 = stablehlo.multiply %3, %arg0 : tensor<2x4xf32>
  %5 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<4x1xi32>) -> tensor<2x4x1xi32>
  %6 = "stablehlo.gather"(%4, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x4xf32>, tensor<2x4x1xi32>) -> tensor<2x4xf32>
  %7 = stablehlo.broadcast_in_dim %0#1, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %8 = stablehlo.add %7, %6 : tensor<2x4xf32>
  %9 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %10 = stablehlo.add %9, %4 : tensor<2x4xf32>
  %11 = stablehlo.add %8, %4 : tensor<2x4xf32>
  return %11, %10 : tensor<2x4xf32>, tensor<2x4xf32>
}
// inputs: [ 0.6944598 , -0.3116259 , -0.50384486,  2.1767778 ]; [[-1.9916689 , -0.05780578, -1.0173764 ,  1.2825141 ], [-0.6512412 , -0.35427558, -3.26288   , -0.68200415]]; [2, 2]; [1, 0]; [ 0.93670976, -1.8659093 , -1.6687232 , -1.209834  ]
// reference: [[-1.3929948e-01, -4.8345971e-01, -8.5526653e-02, -2.5469133e-01], [ 5.5580270e-01, -8.4085423e-01, -9.5882936e-04, -9.6555138e-01]]; [[-0.8342794 ,  1.6241795 ,  1.6259599 ,  1.1968725 ], [ 0.03952003,  1.4454823 ,  1.6682438 ,  0.66470975]]
// compiled:  [[-1.3929942e-01, -4.8345959e-01, -8.5526921e-02, -2.5469136e-01], [ 5.5580223e-01, -8.4085512e-01, -9.5930096e-04, -9.6555197e-01]]; [[-0.8342794 ,  1.6241796 ,  1.6259598 ,  1.1968725 ], [ 0.03952003,  1.4454818 ,  1.6682435 ,  0.66470957]]
