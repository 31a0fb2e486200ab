// values mismatch: result 0[0, 0]: np.float64(-3.5443935090416665), expected np.float64(-1.7721967545208333)
// fixed by hostcall-stack-kernel-results: not the transformations (the reference's values
// are the base program's vjp: its loop has no trips); IREE 3.13 folded the transposed
// loop's scalarized kernel, two of its results became one zero constant, and its
// canonicalization of flow.dispatch.region pointed the second at the kernel's first result.
// vjp [('vjp',)] of:
func.func @f92(%a0: tensor<2x3xf64>, %a1: tensor<2x3xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %v8795 = "stablehlo.add"(%a0, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v8796 = "stablehlo.add"(%a1, %a0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c8797 = stablehlo.constant dense<0> : tensor<i32>
  %w8801:3 = "stablehlo.while"(%c8797, %v8795, %v8796) ({
  ^bb0(%k8798: tensor<i32>, %x8799: tensor<2x3xf64>, %x8800: tensor<2x3xf64>):
  %c8802 = stablehlo.constant dense<0> : tensor<i32>
  %v8803 = "stablehlo.compare"(%k8798, %c8802) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v8803) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k8804: tensor<i32>, %x8805: tensor<2x3xf64>, %x8806: tensor<2x3xf64>):
  %c8807 = stablehlo.constant dense<0.0> : tensor<f64>
  %v8808 = "stablehlo.reduce"(%a0, %c8807) ({
  ^bb0(%p8809: tensor<f64>, %q8810: tensor<f64>):
  %v8811 = "stablehlo.add"(%p8809, %q8810) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v8811) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %v8812 = "stablehlo.broadcast_in_dim"(%v8808) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3xf64>
  %v8813 = "stablehlo.subtract"(%v8812, %x8805) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v8814 = "stablehlo.multiply"(%a0, %x8805) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c8815 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %v8816 = "stablehlo.scatter"(%v8814, %c8815, %x8805) ({
  ^bb0(%p8817: tensor<f64>, %q8818: tensor<f64>):
  %v8819 = "stablehlo.add"(%p8817, %q8818) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v8819) : (tensor<f64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c8820 = stablehlo.constant dense<1> : tensor<i32>
  %v8821 = "stablehlo.add"(%k8804, %c8820) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v8821, %v8813, %v8816) : (tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>) -> ()
  }) {hostcall.trip_count = 0 : i64} : (tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>) -> (tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>)
  %c8822 = stablehlo.constant dense<0> : tensor<i32>
  %c8823 = stablehlo.constant dense<1> : tensor<i32>
  %v8824 = "stablehlo.clamp"(%c8822, %i0, %c8823) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8825 = "stablehlo.case"(%v8824) ({
  %c8826 = stablehlo.constant dense<[[1], [1]]> : tensor<2x1xi32>
  %v8827 = "stablehlo.gather"(%a0, %c8826) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
    "stablehlo.return"(%v8827) : (tensor<2x3xf64>) -> ()
  }, {
  %c8828 = stablehlo.constant dense<0.0> : tensor<f64>
  %v8829 = "stablehlo.reduce"(%a1, %c8828) ({
  ^bb0(%p8830: tensor<f64>, %q8831: tensor<f64>):
  %v8832 = "stablehlo.add"(%p8830, %q8831) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v8832) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %v8833 = "stablehlo.broadcast_in_dim"(%v8829) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3xf64>
  %c8834 = stablehlo.constant dense<1.0> : tensor<2x3xf64>
  %v8835 = "stablehlo.multiply"(%a0, %a0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v8836 = "stablehlo.add"(%v8835, %c8834) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v8837 = "stablehlo.divide"(%v8833, %v8836) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "stablehlo.return"(%v8837) : (tensor<2x3xf64>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf64>
  return %v8825, %w8801#1 : tensor<2x3xf64>, tensor<2x3xf64>
}
// transformed:
func.func @f92(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf64>
  %1 = stablehlo.add %arg1, %arg0 : tensor<2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %2:3 = stablehlo.while(%iterArg = %c, %iterArg_2 = %0, %iterArg_3 = %1) : tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %5 : tensor<i1>
  } do {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
    %7 = stablehlo.subtract %6, %iterArg_2 : tensor<2x3xf64>
    %8 = stablehlo.multiply %arg0, %iterArg_2 : tensor<2x3xf64>
    %c_4 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %9 = "stablehlo.scatter"(%8, %c_4, %iterArg_2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %11 = stablehlo.add %arg4, %arg5 : tensor<f64>
      stablehlo.return %11 : tensor<f64>
    }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.add %iterArg, %c_5 : tensor<i32>
    stablehlo.return %10, %7, %9 : tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>
  }
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %3 = stablehlo.clamp %c_0, %arg2, %c_1 : tensor<i32>
  %4 = "stablehlo.case"(%3) ({
    %c_2 = stablehlo.constant dense<1> : tensor<2x1xi32>
    %5 = "stablehlo.gather"(%arg0, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
    stablehlo.return %5 : tensor<2x3xf64>
  }, {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %7 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf64>
    %8 = stablehlo.add %7, %cst_2 : tensor<2x3xf64>
    %9 = stablehlo.divide %6, %8 : tensor<2x3xf64>
    stablehlo.return %9 : tensor<2x3xf64>
  }) : (tensor<i32>) -> tensor<2x3xf64>
  return %4, %2#1 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f92_fwd(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<1x2x3xf64>, tensor<2x3xf64>, tensor<2x1xi32>, tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf64>
  %1 = stablehlo.add %arg1, %arg0 : tensor<2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x2x3xf64>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %2:5 = stablehlo.while(%iterArg = %c, %iterArg_6 = %0, %iterArg_7 = %1, %iterArg_8 = %cst, %iterArg_9 = %c_1) : tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<1x2x3xf64>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %iterArg_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %5 : tensor<i1>
  } do {
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%arg0 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
    %7 = stablehlo.subtract %6, %iterArg_6 : tensor<2x3xf64>
    %8 = stablehlo.multiply %arg0, %iterArg_6 : tensor<2x3xf64>
    %c_12 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %9 = "stablehlo.scatter"(%8, %c_12, %iterArg_6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %14 = stablehlo.add %arg4, %arg5 : tensor<f64>
      stablehlo.return %14 : tensor<f64>
    }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.add %iterArg, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.reshape %iterArg_6 : (tensor<2x3xf64>) -> tensor<1x2x3xf64>
    %12 = stablehlo.dynamic_update_slice %iterArg_8, %11, %iterArg_9, %c_14, %c_14 : (tensor<1x2x3xf64>, tensor<1x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf64>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.add %iterArg_9, %c_15 : tensor<i32>
    stablehlo.return %10, %7, %9, %12, %13 : tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<1x2x3xf64>, tensor<i32>
  }
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<1> : tensor<i32>
  %3 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
  %4:5 = "stablehlo.case"(%3) ({
    %c_6 = stablehlo.constant dense<1> : tensor<2x1xi32>
    %5 = "stablehlo.gather"(%arg0, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    stablehlo.return %5, %c_6, %cst_7, %cst_8, %cst_9 : tensor<2x3xf64>, tensor<2x1xi32>, tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>
  }, {
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%arg1 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %7 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf64>
    %8 = stablehlo.add %7, %cst_8 : tensor<2x3xf64>
    %9 = stablehlo.divide %6, %8 : tensor<2x3xf64>
    %c_9 = stablehlo.constant dense<0> : tensor<2x1xi32>
    stablehlo.return %9, %c_9, %cst_7, %8, %9 : tensor<2x3xf64>, tensor<2x1xi32>, tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>
  }) : (tensor<i32>) -> (tensor<2x3xf64>, tensor<2x1xi32>, tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>)
  return %4#0, %2#1, %2#3, %arg0, %4#1, %4#2, %4#3, %4#4, %3 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<1x2x3xf64>, tensor<2x3xf64>, tensor<2x1xi32>, tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>
}
func.func @f92_lin(%arg0: tensor<1x2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<2x1xi32>, %arg3: tensor<f64>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x3xf64>, %arg6: tensor<i32>, %arg7: tensor<2x3xf64>, %arg8: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) attributes {hostcall.num_residuals = 7 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.add %arg7, %arg8 : tensor<2x3xf64>
  %1 = stablehlo.add %arg8, %arg7 : tensor<2x3xf64>
  %2:3 = stablehlo.while(%iterArg = %0, %iterArg_0 = %1, %iterArg_1 = %c) : tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32> attributes {hostcall.reverse_counter = 2 : i64, hostcall.trip_count = 0 : i64}
  cond {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %iterArg_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 3] : (tensor<1x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x2x3xf64>) -> tensor<2x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %c_3 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %6 = stablehlo.reduce(%arg7 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
    %8 = stablehlo.negate %iterArg : tensor<2x3xf64>
    %9 = stablehlo.add %7, %8 : tensor<2x3xf64>
    %10 = stablehlo.multiply %arg7, %5 : tensor<2x3xf64>
    %11 = stablehlo.multiply %arg1, %iterArg : tensor<2x3xf64>
    %12 = stablehlo.add %10, %11 : tensor<2x3xf64>
    %13 = "stablehlo.scatter"(%12, %c_3, %iterArg) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f64>, %arg10: tensor<f64>):
      %15 = stablehlo.add %arg9, %arg10 : tensor<f64>
      stablehlo.return %15 : tensor<f64>
    }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
    stablehlo.return %9, %13, %14 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>
  }
  %3 = "stablehlo.case"(%arg6) ({
    %4 = "stablehlo.gather"(%arg7, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
    stablehlo.return %4 : tensor<2x3xf64>
  }, {
    %4 = stablehlo.reduce(%arg8 init: %arg3) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
    %6 = stablehlo.multiply %arg7, %arg1 : tensor<2x3xf64>
    %7 = stablehlo.multiply %arg1, %arg7 : tensor<2x3xf64>
    %8 = stablehlo.add %6, %7 : tensor<2x3xf64>
    %9 = stablehlo.divide %5, %arg4 : tensor<2x3xf64>
    %10 = stablehlo.multiply %8, %arg5 : tensor<2x3xf64>
    %11 = stablehlo.divide %10, %arg4 : tensor<2x3xf64>
    %12 = stablehlo.negate %11 : tensor<2x3xf64>
    %13 = stablehlo.add %9, %12 : tensor<2x3xf64>
    stablehlo.return %13 : tensor<2x3xf64>
  }) : (tensor<i32>) -> tensor<2x3xf64>
  return %3, %2#0 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f92_lin_t(%arg0: tensor<1x2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<2x1xi32>, %arg3: tensor<f64>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x3xf64>, %arg6: tensor<i32>, %arg7: tensor<2x3xf64>, %arg8: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = "stablehlo.case"(%arg6) ({
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %c_5 = stablehlo.constant dense<0> : tensor<2x1xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<2x1xi32>
    %7 = stablehlo.clamp %c_5, %arg2, %c_6 : tensor<2x1xi32>
    %8 = "stablehlo.scatter"(%cst_4, %7, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f64>, %arg10: tensor<f64>):
      %9 = stablehlo.add %arg9, %arg10 : tensor<f64>
      stablehlo.return %9 : tensor<f64>
    }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    stablehlo.return %8, %cst_7 : tensor<2x3xf64>, tensor<2x3xf64>
  }, {
    %7 = stablehlo.negate %arg7 : tensor<2x3xf64>
    %8 = stablehlo.divide %7, %arg4 : tensor<2x3xf64>
    %9 = stablehlo.multiply %8, %arg5 : tensor<2x3xf64>
    %10 = stablehlo.divide %arg7, %arg4 : tensor<2x3xf64>
    %11 = stablehlo.multiply %arg1, %9 : tensor<2x3xf64>
    %12 = stablehlo.multiply %9, %arg1 : tensor<2x3xf64>
    %13 = stablehlo.add %11, %12 : tensor<2x3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%10 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
    stablehlo.return %13, %15 : tensor<2x3xf64>, tensor<2x3xf64>
  }) : (tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>)
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %1:4 = stablehlo.while(%iterArg = %arg8, %iterArg_4 = %cst, %iterArg_5 = %cst_1, %iterArg_6 = %c_3) : tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %iterArg_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %7 : tensor<i1>
  } do {
    %c_7 = stablehlo.constant dense<-1> : tensor<i32>
    %7 = stablehlo.subtract %c_7, %iterArg_6 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg0, %7, %c_8, %c_8, sizes = [1, 2, 3] : (tensor<1x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x2x3xf64>) -> tensor<2x3xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %c_10 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.add %7, %c_11 : tensor<i32>
    %11 = "stablehlo.gather"(%iterArg_4, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
    %12 = stablehlo.multiply %arg1, %iterArg_4 : tensor<2x3xf64>
    %13 = stablehlo.add %11, %12 : tensor<2x3xf64>
    %14 = stablehlo.multiply %iterArg_4, %9 : tensor<2x3xf64>
    %15 = stablehlo.negate %iterArg : tensor<2x3xf64>
    %16 = stablehlo.add %13, %15 : tensor<2x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.reduce(%iterArg init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
    %19 = stablehlo.add %14, %18 : tensor<2x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %20 = stablehlo.add %iterArg_5, %19 : tensor<2x3xf64>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.add %iterArg_6, %c_14 : tensor<i32>
    stablehlo.return %16, %cst_13, %20, %21 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>
  }
  %2 = stablehlo.add %0#0, %1#2 : tensor<2x3xf64>
  %3 = stablehlo.add %0#1, %1#1 : tensor<2x3xf64>
  %4 = stablehlo.add %2, %1#1 : tensor<2x3xf64>
  %5 = stablehlo.add %4, %1#0 : tensor<2x3xf64>
  %6 = stablehlo.add %3, %1#0 : tensor<2x3xf64>
  return %5, %6 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f92_vjp(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %0:9 = call @f92_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<1x2x3xf64>, tensor<2x3xf64>, tensor<2x1xi32>, tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>)
  %1:2 = call @f92_lin_t(%0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %arg4, %arg5) : (tensor<1x2x3xf64>, tensor<2x3xf64>, tensor<2x1xi32>, tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>)
  return %1#0, %1#1 : tensor<2x3xf64>, tensor<2x3xf64>
}
// inputs: [[ 0.22037084, -1.86387772,  1.30320172], [ 0.12643374,  2.77594447,  0.22958334]]; [[-0.85831057, -0.27617236, -0.20010825], [-1.18086099, -0.20760923, -0.76668748]]; 0; 1; [[-1.38954941,  0.25430848,  0.50426094], [-1.29991546,  1.50376993, -0.20150825]]; [[-1.77219675,  0.0427285 , -2.20987819], [ 0.8230259 , -0.22433622,  1.63285849]]
// reference: [[-1.77219675,  0.0427285 , -2.20987819], [-1.86643898,  1.53374219,  1.93561119]]; [[-1.77219675,  0.0427285 , -2.20987819], [ 0.8230259 , -0.22433622,  1.63285849]]
// compiled:  [[-3.54439351,  0.085457  , -4.41975638], [-1.04341308,  1.30940596,  3.56846968]]; [[-1.77219675,  0.0427285 , -2.20987819], [ 0.8230259 , -0.22433622,  1.63285849]]
