// Fixed by hostcall-guard-batched-gathers: IREE 3.13 computed the operand of the batched
// gather of the transposed vmap (fused into the gather's dispatch) only at the gathered
// rows and handed that to its other reader (tests/test_guard_batched_gathers.py).
// values mismatch: result 1[1, 0, 0]: np.float64(0.3312824036323462), expected np.float64(1.3714689338002524)
// vmap_vjp [('vjp',), ('vmap', [0, None, None, 0, None, 0], 1, 2)] of:
func.func @f80(%a0: tensor<2x3xf64>, %a1: tensor<2x3xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %v7052 = "stablehlo.add"(%a0, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c7053 = stablehlo.constant dense<[[0], [0]]> : tensor<2x1xi32>
  %v7054 = "stablehlo.scatter"(%v7052, %c7053, %a0) ({
  ^bb0(%p7055: tensor<f64>, %q7056: tensor<f64>):
  %v7057 = "stablehlo.add"(%p7055, %q7056) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v7057) : (tensor<f64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v7058 = "stablehlo.multiply"(%v7054, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c7059 = stablehlo.constant dense<0> : tensor<i32>
  %w7062:2 = "stablehlo.while"(%c7059, %v7058) ({
  ^bb0(%k7060: tensor<i32>, %x7061: tensor<2x3xf64>):
  %c7063 = stablehlo.constant dense<0> : tensor<i32>
  %v7064 = "stablehlo.compare"(%k7060, %c7063) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v7064) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k7065: tensor<i32>, %x7066: tensor<2x3xf64>):
  %v7067 = "stablehlo.add"(%x7066, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c7068 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %v7069 = "stablehlo.scatter"(%v7067, %c7068, %a1) ({
  ^bb0(%p7070: tensor<f64>, %q7071: tensor<f64>):
    "stablehlo.return"(%q7071) : (tensor<f64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c7072 = stablehlo.constant dense<1> : tensor<i32>
  %v7073 = "stablehlo.add"(%k7065, %c7072) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v7073, %v7069) : (tensor<i32>, tensor<2x3xf64>) -> ()
  }) {hostcall.trip_count = 0 : i64} : (tensor<i32>, tensor<2x3xf64>) -> (tensor<i32>, tensor<2x3xf64>)
  return %w7062#1, %v7054 : tensor<2x3xf64>, tensor<2x3xf64>
}
// transformed:
func.func @f80(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %1 = "stablehlo.scatter"(%0, %c, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    %4 = stablehlo.add %arg4, %arg5 : tensor<f64>
    stablehlo.return %4 : tensor<f64>
  }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %2 = stablehlo.multiply %1, %arg1 : tensor<2x3xf64>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %3:2 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %2) : tensor<i32>, tensor<2x3xf64> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %iterArg, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  } do {
    %4 = stablehlo.add %iterArg_1, %arg1 : tensor<2x3xf64>
    %c_2 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %5 = "stablehlo.scatter"(%4, %c_2, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.add %iterArg, %c_3 : tensor<i32>
    stablehlo.return %6, %5 : tensor<i32>, tensor<2x3xf64>
  }
  return %3#1, %1 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f80_fwd(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %1 = "stablehlo.scatter"(%0, %c, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    %4 = stablehlo.add %arg4, %arg5 : tensor<f64>
    stablehlo.return %4 : tensor<f64>
  }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %2 = stablehlo.multiply %1, %arg1 : tensor<2x3xf64>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<false> : tensor<1x2x3xi1>
  %c_2 = stablehlo.constant dense<false> : tensor<1x2x3xi1>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %3:5 = stablehlo.while(%iterArg = %c_0, %iterArg_7 = %2, %iterArg_8 = %c_1, %iterArg_9 = %c_2, %iterArg_10 = %c_4) : tensor<i32>, tensor<2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %iterArg_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  } do {
    %4 = stablehlo.add %iterArg_7, %arg1 : tensor<2x3xf64>
    %c_11 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %5 = "stablehlo.scatter"(%4, %c_11, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %6 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<6xi32>
    %7 = stablehlo.add %6, %c_12 : tensor<6xi32>
    %8 = stablehlo.reshape %7 : (tensor<6xi32>) -> tensor<2x3xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<2x3xi32>
    %9 = "stablehlo.scatter"(%c_13, %c_11, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      stablehlo.return %arg5 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %10 = "stablehlo.gather"(%9, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
    %11 = stablehlo.compare EQ, %10, %8, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %12 = stablehlo.compare NE, %9, %c_13, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.add %iterArg, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.reshape %11 : (tensor<2x3xi1>) -> tensor<1x2x3xi1>
    %15 = stablehlo.dynamic_update_slice %iterArg_8, %14, %iterArg_10, %c_16, %c_16 : (tensor<1x2x3xi1>, tensor<1x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xi1>
    %16 = stablehlo.reshape %12 : (tensor<2x3xi1>) -> tensor<1x2x3xi1>
    %17 = stablehlo.dynamic_update_slice %iterArg_9, %16, %iterArg_10, %c_16, %c_16 : (tensor<1x2x3xi1>, tensor<1x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xi1>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.add %iterArg_10, %c_17 : tensor<i32>
    stablehlo.return %13, %5, %15, %17, %18 : tensor<i32>, tensor<2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>, tensor<i32>
  }
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  return %3#1, %1, %arg1, %1, %3#2, %3#3 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>
}
func.func @f80_lin(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<1x2x3xi1>, %arg3: tensor<1x2x3xi1>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) attributes {hostcall.num_residuals = 4 : i64} {
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.add %arg4, %arg5 : tensor<2x3xf64>
  %1 = "stablehlo.scatter"(%0, %c, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
    %6 = stablehlo.add %arg6, %arg7 : tensor<f64>
    stablehlo.return %6 : tensor<f64>
  }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %2 = stablehlo.multiply %1, %arg0 : tensor<2x3xf64>
  %3 = stablehlo.multiply %arg1, %arg5 : tensor<2x3xf64>
  %4 = stablehlo.add %2, %3 : tensor<2x3xf64>
  %5:2 = stablehlo.while(%iterArg = %4, %iterArg_1 = %c_0) : tensor<2x3xf64>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 0 : i64}
  cond {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %iterArg_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %6 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.dynamic_slice %arg2, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 3] : (tensor<1x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xi1>
    %7 = stablehlo.reshape %6 : (tensor<1x2x3xi1>) -> tensor<2x3xi1>
    %8 = stablehlo.dynamic_slice %arg3, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 3] : (tensor<1x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xi1>
    %9 = stablehlo.reshape %8 : (tensor<1x2x3xi1>) -> tensor<2x3xi1>
    %c_3 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %10 = stablehlo.add %iterArg, %arg5 : tensor<2x3xf64>
    %11 = stablehlo.select %7, %arg5, %cst : tensor<2x3xi1>, tensor<2x3xf64>
    %12 = "stablehlo.scatter"(%cst_4, %c_3, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
      %15 = stablehlo.add %arg6, %arg7 : tensor<f64>
      stablehlo.return %15 : tensor<f64>
    }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %13 = stablehlo.select %9, %12, %10 : tensor<2x3xi1>, tensor<2x3xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %iterArg_1, %c_5 : tensor<i32>
    stablehlo.return %13, %14 : tensor<2x3xf64>, tensor<i32>
  }
  return %5#0, %1 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f80_lin_t(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<1x2x3xi1>, %arg3: tensor<1x2x3xi1>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %arg4, %iterArg_4 = %cst, %iterArg_5 = %c_3) : tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %c_6 = stablehlo.constant dense<-1> : tensor<i32>
    %8 = stablehlo.subtract %c_6, %iterArg_5 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.dynamic_slice %arg2, %8, %c_7, %c_7, sizes = [1, 2, 3] : (tensor<1x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xi1>
    %10 = stablehlo.reshape %9 : (tensor<1x2x3xi1>) -> tensor<2x3xi1>
    %11 = stablehlo.dynamic_slice %arg3, %8, %c_7, %c_7, sizes = [1, 2, 3] : (tensor<1x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xi1>
    %12 = stablehlo.reshape %11 : (tensor<1x2x3xi1>) -> tensor<2x3xi1>
    %c_8 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.add %8, %c_11 : tensor<i32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %14 = stablehlo.select %12, %iterArg, %cst_12 : tensor<2x3xi1>, tensor<2x3xf64>
    %15 = stablehlo.select %12, %cst_12, %iterArg : tensor<2x3xi1>, tensor<2x3xf64>
    %16 = "stablehlo.gather"(%14, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %17 = stablehlo.select %10, %16, %cst_13 : tensor<2x3xi1>, tensor<2x3xf64>
    %18 = stablehlo.add %17, %15 : tensor<2x3xf64>
    %19 = stablehlo.add %iterArg_4, %18 : tensor<2x3xf64>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.add %iterArg_5, %c_14 : tensor<i32>
    stablehlo.return %15, %19, %20 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>
  }
  %1 = stablehlo.multiply %arg1, %0#0 : tensor<2x3xf64>
  %2 = stablehlo.add %0#1, %1 : tensor<2x3xf64>
  %3 = stablehlo.multiply %0#0, %arg0 : tensor<2x3xf64>
  %4 = stablehlo.add %arg5, %3 : tensor<2x3xf64>
  %5 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
  %6 = stablehlo.add %5, %4 : tensor<2x3xf64>
  %7 = stablehlo.add %2, %4 : tensor<2x3xf64>
  return %6, %7 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f80_vjp(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %0:6 = call @f80_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>)
  %1:2 = call @f80_lin_t(%0#2, %0#3, %0#4, %0#5, %arg4, %arg5) : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>)
  return %1#0, %1#1 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f80_vjp_v1(%arg0: tensor<2x2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<2xi32>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x2x3xf64>) -> (tensor<2x2x3xf64>, tensor<2x2x3xf64>) {
  %0:6 = call @f80_fwd_batched_buub(%arg0, %arg1, %arg2, %arg3) : (tensor<2x2x3xf64>, tensor<2x3xf64>, tensor<i32>, tensor<2xi32>) -> (tensor<2x2x3xf64>, tensor<2x2x3xf64>, tensor<2x3xf64>, tensor<2x2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>)
  %1:2 = call @f80_lin_t_batched_ubuuub(%0#2, %0#3, %0#4, %0#5, %arg4, %arg5) : (tensor<2x3xf64>, tensor<2x2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>, tensor<2x3xf64>, tensor<2x2x3xf64>) -> (tensor<2x2x3xf64>, tensor<2x2x3xf64>)
  %2 = stablehlo.transpose %1#0, dims = [1, 0, 2] : (tensor<2x2x3xf64>) -> tensor<2x2x3xf64>
  %3 = stablehlo.transpose %1#1, dims = [1, 0, 2] : (tensor<2x2x3xf64>) -> tensor<2x2x3xf64>
  return %2, %3 : tensor<2x2x3xf64>, tensor<2x2x3xf64>
}
func.func @f80_fwd_batched_buub(%arg0: tensor<2x2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<2xi32>) -> (tensor<2x2x3xf64>, tensor<2x2x3xf64>, tensor<2x3xf64>, tensor<2x2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>) {
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<2x2x3xf64>
  %1 = stablehlo.add %arg0, %0 : tensor<2x2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
  %3 = stablehlo.iota dim = 0 : tensor<2x2x1xi32>
  %4 = stablehlo.concatenate %3, %2, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
  %5 = stablehlo.reshape %4 : (tensor<2x2x2xi32>) -> tensor<4x2xi32>
  %6 = stablehlo.reshape %arg0 : (tensor<2x2x3xf64>) -> tensor<4x3xf64>
  %7 = "stablehlo.scatter"(%1, %5, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    %11 = stablehlo.add %arg4, %arg5 : tensor<f64>
    stablehlo.return %11 : tensor<f64>
  }) : (tensor<2x2x3xf64>, tensor<4x2xi32>, tensor<4x3xf64>) -> tensor<2x2x3xf64>
  %8 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<2x2x3xf64>
  %9 = stablehlo.multiply %7, %8 : tensor<2x2x3xf64>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<false> : tensor<1x2x3xi1>
  %c_2 = stablehlo.constant dense<false> : tensor<1x2x3xi1>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %10:5 = stablehlo.while(%iterArg = %c_0, %iterArg_7 = %9, %iterArg_8 = %c_1, %iterArg_9 = %c_2, %iterArg_10 = %c_4) : tensor<i32>, tensor<2x2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %iterArg_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  } do {
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<2x2x3xf64>
    %12 = stablehlo.add %iterArg_7, %11 : tensor<2x2x3xf64>
    %c_11 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %13 = stablehlo.broadcast_in_dim %c_11, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<2x2x3xf64>
    %15 = stablehlo.iota dim = 0 : tensor<2x2x1xi32>
    %16 = stablehlo.concatenate %15, %13, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
    %17 = stablehlo.reshape %16 : (tensor<2x2x2xi32>) -> tensor<4x2xi32>
    %18 = stablehlo.reshape %14 : (tensor<2x2x3xf64>) -> tensor<4x3xf64>
    %19 = "stablehlo.scatter"(%12, %17, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<2x2x3xf64>, tensor<4x2xi32>, tensor<4x3xf64>) -> tensor<2x2x3xf64>
    %20 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<6xi32>
    %21 = stablehlo.add %20, %c_12 : tensor<6xi32>
    %22 = stablehlo.reshape %21 : (tensor<6xi32>) -> tensor<2x3xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<2x3xi32>
    %23 = "stablehlo.scatter"(%c_13, %c_11, %22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      stablehlo.return %arg5 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %24 = "stablehlo.gather"(%23, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %26 = stablehlo.compare NE, %23, %c_13, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.add %iterArg, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.reshape %25 : (tensor<2x3xi1>) -> tensor<1x2x3xi1>
    %29 = stablehlo.dynamic_update_slice %iterArg_8, %28, %iterArg_10, %c_16, %c_16 : (tensor<1x2x3xi1>, tensor<1x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xi1>
    %30 = stablehlo.reshape %26 : (tensor<2x3xi1>) -> tensor<1x2x3xi1>
    %31 = stablehlo.dynamic_update_slice %iterArg_9, %30, %iterArg_10, %c_16, %c_16 : (tensor<1x2x3xi1>, tensor<1x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xi1>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.add %iterArg_10, %c_17 : tensor<i32>
    stablehlo.return %27, %19, %29, %31, %32 : tensor<i32>, tensor<2x2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>, tensor<i32>
  }
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  return %10#1, %7, %arg1, %7, %10#2, %10#3 : tensor<2x2x3xf64>, tensor<2x2x3xf64>, tensor<2x3xf64>, tensor<2x2x3xf64>, tensor<1x2x3xi1>, tensor<1x2x3xi1>
}
func.func @f80_lin_t_batched_ubuuub(%arg0: tensor<2x3xf64>, %arg1: tensor<2x2x3xf64>, %arg2: tensor<1x2x3xi1>, %arg3: tensor<1x2x3xi1>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x2x3xf64>) -> (tensor<2x2x3xf64>, tensor<2x2x3xf64>) {
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %arg4, %iterArg_4 = %cst, %iterArg_5 = %c_3) : tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %12 : tensor<i1>
  } do {
    %c_6 = stablehlo.constant dense<-1> : tensor<i32>
    %12 = stablehlo.subtract %c_6, %iterArg_5 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_slice %arg2, %12, %c_7, %c_7, sizes = [1, 2, 3] : (tensor<1x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xi1>
    %14 = stablehlo.reshape %13 : (tensor<1x2x3xi1>) -> tensor<2x3xi1>
    %15 = stablehlo.dynamic_slice %arg3, %12, %c_7, %c_7, sizes = [1, 2, 3] : (tensor<1x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xi1>
    %16 = stablehlo.reshape %15 : (tensor<1x2x3xi1>) -> tensor<2x3xi1>
    %c_8 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.add %12, %c_11 : tensor<i32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %18 = stablehlo.select %16, %iterArg, %cst_12 : tensor<2x3xi1>, tensor<2x3xf64>
    %19 = stablehlo.select %16, %cst_12, %iterArg : tensor<2x3xi1>, tensor<2x3xf64>
    %20 = "stablehlo.gather"(%18, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %21 = stablehlo.select %14, %20, %cst_13 : tensor<2x3xi1>, tensor<2x3xf64>
    %22 = stablehlo.add %21, %19 : tensor<2x3xf64>
    %23 = stablehlo.add %iterArg_4, %22 : tensor<2x3xf64>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %iterArg_5, %c_14 : tensor<i32>
    stablehlo.return %19, %23, %24 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>
  }
  %1 = stablehlo.broadcast_in_dim %0#0, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<2x2x3xf64>
  %2 = stablehlo.multiply %arg1, %1 : tensor<2x2x3xf64>
  %3 = stablehlo.broadcast_in_dim %0#1, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<2x2x3xf64>
  %4 = stablehlo.add %3, %2 : tensor<2x2x3xf64>
  %5 = stablehlo.multiply %0#0, %arg0 : tensor<2x3xf64>
  %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<2x2x3xf64>
  %7 = stablehlo.add %arg5, %6 : tensor<2x2x3xf64>
  %8 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
  %9 = "stablehlo.gather"(%7, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x2x3xf64>, tensor<2x2x1xi32>) -> tensor<2x2x3xf64>
  %10 = stablehlo.add %9, %7 : tensor<2x2x3xf64>
  %11 = stablehlo.add %4, %7 : tensor<2x2x3xf64>
  return %10, %11 : tensor<2x2x3xf64>, tensor<2x2x3xf64>
}
// inputs: [[[ 2.2782119 , -0.82063114, -0.59592864],  [-0.27873024, -1.49876044, -1.59980364]], [[ 0.8777641 ,  1.39181135, -1.5070144 ],  [ 1.84722198,  1.33986747, -0.93763062]]]; [[-1.34064285, -1.58837891, -0.04197254], [ 0.82301899, -0.04981086, -1.21433071]]; 0; [1, 0]; [[-0.5648227 ,  0.39589126, -0.39433046], [ 0.60865195, -1.59728355,  1.06828762]]; [[[ 0.33771663, -0.60515223, -4.40740536],  [ 0.53925442,  1.02706937, -1.46367074]], [[ 2.12673866,  1.72499668, -3.42250172],  [-1.28681654, -0.43781622, -1.40962375]]]
// reference: [[[ 2.18988428, -2.46795512, -8.78170861],  [ 5.76792833,  2.19234269, -6.81190133]], [[ 2.13512867, -0.12734612, -7.1517795 ],  [ 2.09807974,  0.73791718, -6.11282887]]]; [[[-0.56397075, -3.10591045, -3.27346631],  [ 1.60627461,  2.09979975, -1.83113992]], [[ 1.37146893,  3.5801389 , -5.76723008],  [ 0.83936294, -2.41884038, -5.00579185]]]
// compiled:  [[[ 2.18988428, -2.46795512, -8.78170861],  [ 5.76792833,  2.19234269, -6.81190133]], [[ 2.13512867, -0.12734612, -7.1517795 ],  [ 2.09807974,  0.73791718, -6.11282887]]]; [[[  -0.56397075,   -3.10591045,   -3.27346631],  [   1.60627461,    2.09979975,   -1.83113992]], [[   0.3312824 ,   11.78537231,   -3.11301456],  [-111.00928905,   -2.06056547,   -2.30260299]]]
