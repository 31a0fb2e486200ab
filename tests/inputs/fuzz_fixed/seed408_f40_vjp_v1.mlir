// Fixed by hostcall-guard-loop-entries' merge_entry_repeats: @f40_lin starts its loop from
// a + negate(b) and computes negate(b) again after it; IREE 3.13 merged the two, a read of
// the loop's entry source after the loop that the pass's barrier did not cover.
// compile mismatch: -:122:8: error: IREE failed to compile the module: circular dependency: input operation uses partition output %25:2 = "stream.async.dispatch"(%23, %24, %1, %1, %7, %7, %1, %1, %1, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@f40_lin_dispatch_0::@f40_lin_dispatch_0_elementwise_6_f64], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 2>, tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>) loc(callsite("-":122:8 at "-":115:1)) - this indicates the operation should be inside the partition
// vmap_vjp [('vjp',), ('vmap', [None, None, None, None, None, 0], 1, 3)] of:
func.func @f40(%a0: tensor<2x3xf64>, %a1: tensor<2x3xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %v2995 = "stablehlo.subtract"(%a0, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c2996 = stablehlo.constant dense<0> : tensor<i32>
  %w2999:2 = "stablehlo.while"(%c2996, %v2995) ({
  ^bb0(%k2997: tensor<i32>, %x2998: tensor<2x3xf64>):
  %c3000 = stablehlo.constant dense<3> : tensor<i32>
  %v3001 = "stablehlo.compare"(%k2997, %c3000) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v3001) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k3002: tensor<i32>, %x3003: tensor<2x3xf64>):
  %v3004 = "stablehlo.add"(%a0, %x3003) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c3005 = stablehlo.constant dense<0> : tensor<i32>
  %c3006 = stablehlo.constant dense<1> : tensor<i32>
  %v3007 = "stablehlo.clamp"(%c3005, %i0, %c3006) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c3008 = stablehlo.constant dense<0> : tensor<i32>
  %c3009 = stablehlo.constant dense<0> : tensor<i32>
  %v3010 = "stablehlo.clamp"(%c3008, %i0, %c3009) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v3011 = "stablehlo.dynamic_slice"(%a0, %v3007, %v3010) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
  %c3012 = stablehlo.constant dense<0> : tensor<i32>
  %c3013 = stablehlo.constant dense<1> : tensor<i32>
  %v3014 = "stablehlo.clamp"(%c3012, %i0, %c3013) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c3015 = stablehlo.constant dense<0> : tensor<i32>
  %c3016 = stablehlo.constant dense<0> : tensor<i32>
  %v3017 = "stablehlo.clamp"(%c3015, %i0, %c3016) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v3018 = "stablehlo.dynamic_update_slice"(%v3004, %v3011, %v3014, %v3017) : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
  %c3019 = stablehlo.constant dense<1> : tensor<i32>
  %v3020 = "stablehlo.add"(%k3002, %c3019) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v3020, %v3018) : (tensor<i32>, tensor<2x3xf64>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<2x3xf64>) -> (tensor<i32>, tensor<2x3xf64>)
  %v3021 = "stablehlo.subtract"(%a1, %a0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c3022 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %v3023 = "stablehlo.scatter"(%v3021, %c3022, %w2999#1) ({
  ^bb0(%p3024: tensor<f64>, %q3025: tensor<f64>):
    "stablehlo.return"(%q3025) : (tensor<f64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c3026 = stablehlo.constant dense<0.0> : tensor<f64>
  %v3027 = "stablehlo.reduce"(%a1, %c3026) ({
  ^bb0(%p3028: tensor<f64>, %q3029: tensor<f64>):
  %v3030 = "stablehlo.add"(%p3028, %q3029) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v3030) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %v3031 = "stablehlo.broadcast_in_dim"(%v3027) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3xf64>
  %v3032 = "stablehlo.subtract"(%v3031, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %v3032, %v3023 : tensor<2x3xf64>, tensor<2x3xf64>
}
// transformed:
func.func @f40(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %0 = stablehlo.subtract %arg0, %arg1 : tensor<2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.while(%iterArg = %c, %iterArg_1 = %0) : tensor<i32>, tensor<2x3xf64> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.compare LT, %iterArg, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %7 : tensor<i1>
  } do {
    %7 = stablehlo.add %arg0, %iterArg_1 : tensor<2x3xf64>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.clamp %c_2, %arg2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
    %10 = stablehlo.dynamic_slice %arg0, %8, %9, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.clamp %c_6, %arg2, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
    %13 = stablehlo.dynamic_update_slice %7, %10, %11, %12 : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %iterArg, %c_10 : tensor<i32>
    stablehlo.return %14, %13 : tensor<i32>, tensor<2x3xf64>
  }
  %2 = stablehlo.subtract %arg1, %arg0 : tensor<2x3xf64>
  %c_0 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %3 = "stablehlo.scatter"(%2, %c_0, %1#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    stablehlo.return %arg5 : tensor<f64>
  }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %4 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
  %6 = stablehlo.subtract %5, %arg1 : tensor<2x3xf64>
  return %6, %3 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f40_fwd(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2x3xi1>, tensor<2x3xi1>) {
  %0 = stablehlo.subtract %arg0, %arg1 : tensor<2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<3xi32>
  %c_1 = stablehlo.constant dense<0> : tensor<3xi32>
  %c_2 = stablehlo.constant dense<0> : tensor<3xi32>
  %c_3 = stablehlo.constant dense<0> : tensor<3xi32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %1:7 = stablehlo.while(%iterArg = %c, %iterArg_14 = %0, %iterArg_15 = %c_0, %iterArg_16 = %c_1, %iterArg_17 = %c_2, %iterArg_18 = %c_3, %iterArg_19 = %c_5) : tensor<i32>, tensor<2x3xf64>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_20 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.compare LT, %iterArg_19, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %14 : tensor<i1>
  } do {
    %14 = stablehlo.add %arg0, %iterArg_14 : tensor<2x3xf64>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.clamp %c_20, %arg2, %c_21 : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.clamp %c_22, %arg2, %c_23 : tensor<i32>
    %17 = stablehlo.dynamic_slice %arg0, %15, %16, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.clamp %c_24, %arg2, %c_25 : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.clamp %c_26, %arg2, %c_27 : tensor<i32>
    %20 = stablehlo.dynamic_update_slice %14, %17, %18, %19 : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.add %iterArg, %c_28 : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.reshape %15 : (tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.dynamic_update_slice %iterArg_15, %22, %iterArg_19 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.reshape %16 : (tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.dynamic_update_slice %iterArg_16, %24, %iterArg_19 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.reshape %18 : (tensor<i32>) -> tensor<1xi32>
    %27 = stablehlo.dynamic_update_slice %iterArg_17, %26, %iterArg_19 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %28 = stablehlo.reshape %19 : (tensor<i32>) -> tensor<1xi32>
    %29 = stablehlo.dynamic_update_slice %iterArg_18, %28, %iterArg_19 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.add %iterArg_19, %c_30 : tensor<i32>
    stablehlo.return %21, %20, %23, %25, %27, %29, %30 : tensor<i32>, tensor<2x3xf64>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
  }
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %2 = stablehlo.subtract %arg1, %arg0 : tensor<2x3xf64>
  %c_8 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %3 = "stablehlo.scatter"(%2, %c_8, %1#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    stablehlo.return %arg5 : tensor<f64>
  }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %4 = stablehlo.iota dim = 0 : tensor<6xi32>
  %c_9 = stablehlo.constant dense<1> : tensor<6xi32>
  %5 = stablehlo.add %4, %c_9 : tensor<6xi32>
  %6 = stablehlo.reshape %5 : (tensor<6xi32>) -> tensor<2x3xi32>
  %c_10 = stablehlo.constant dense<0> : tensor<2x3xi32>
  %7 = "stablehlo.scatter"(%c_10, %c_8, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
    stablehlo.return %arg5 : tensor<i32>
  }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %8 = "stablehlo.gather"(%7, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  %9 = stablehlo.compare EQ, %8, %6, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %10 = stablehlo.compare NE, %7, %c_10, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
  %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %11 = stablehlo.reduce(%arg1 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
  %13 = stablehlo.subtract %12, %arg1 : tensor<2x3xf64>
  return %13, %3, %1#2, %1#3, %1#4, %1#5, %9, %10 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2x3xi1>, tensor<2x3xi1>
}
func.func @f40_lin(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<2x3xi1>, %arg5: tensor<2x3xi1>, %arg6: tensor<2x3xf64>, %arg7: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) attributes {hostcall.num_residuals = 6 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %0 = stablehlo.negate %arg7 : tensor<2x3xf64>
  %1 = stablehlo.add %arg6, %0 : tensor<2x3xf64>
  %2:2 = stablehlo.while(%iterArg = %1, %iterArg_3 = %c) : tensor<2x3xf64>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
  cond {
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %12 = stablehlo.compare LT, %iterArg_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %12 : tensor<i1>
  } do {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.dynamic_slice %arg0, %iterArg_3, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.reshape %12 : (tensor<1xi32>) -> tensor<i32>
    %14 = stablehlo.dynamic_slice %arg1, %iterArg_3, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.reshape %14 : (tensor<1xi32>) -> tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %iterArg_3, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %18 = stablehlo.dynamic_slice %arg3, %iterArg_3, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.reshape %18 : (tensor<1xi32>) -> tensor<i32>
    %20 = stablehlo.add %arg6, %iterArg : tensor<2x3xf64>
    %21 = stablehlo.dynamic_slice %arg6, %13, %15, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
    %22 = stablehlo.dynamic_update_slice %20, %21, %17, %19 : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.add %iterArg_3, %c_5 : tensor<i32>
    stablehlo.return %22, %23 : tensor<2x3xf64>, tensor<i32>
  }
  %3 = stablehlo.negate %arg6 : tensor<2x3xf64>
  %4 = stablehlo.add %arg7, %3 : tensor<2x3xf64>
  %5 = stablehlo.select %arg4, %2#0, %cst : tensor<2x3xi1>, tensor<2x3xf64>
  %6 = "stablehlo.scatter"(%cst_1, %c_0, %5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg8: tensor<f64>, %arg9: tensor<f64>):
    %12 = stablehlo.add %arg8, %arg9 : tensor<f64>
    stablehlo.return %12 : tensor<f64>
  }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %7 = stablehlo.select %arg5, %6, %4 : tensor<2x3xi1>, tensor<2x3xf64>
  %8 = stablehlo.reduce(%arg7 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
  %10 = stablehlo.negate %arg7 : tensor<2x3xf64>
  %11 = stablehlo.add %9, %10 : tensor<2x3xf64>
  return %11, %7 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f40_lin_t(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<2x3xi1>, %arg5: tensor<2x3xi1>, %arg6: tensor<2x3xf64>, %arg7: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %0 = stablehlo.negate %arg6 : tensor<2x3xf64>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %1 = stablehlo.reduce(%arg6 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
  %3 = stablehlo.add %0, %2 : tensor<2x3xf64>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %4 = stablehlo.select %arg5, %arg7, %cst_4 : tensor<2x3xi1>, tensor<2x3xf64>
  %5 = stablehlo.select %arg5, %cst_4, %arg7 : tensor<2x3xi1>, tensor<2x3xf64>
  %6 = "stablehlo.gather"(%4, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
  %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %7 = stablehlo.select %arg4, %6, %cst_5 : tensor<2x3xi1>, tensor<2x3xf64>
  %8 = stablehlo.add %3, %5 : tensor<2x3xf64>
  %9 = stablehlo.negate %5 : tensor<2x3xf64>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %10:3 = stablehlo.while(%iterArg = %7, %iterArg_10 = %cst_7, %iterArg_11 = %c_9) : tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %15 = stablehlo.compare LT, %iterArg_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %15 : tensor<i1>
  } do {
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %15 = stablehlo.subtract %c_12, %iterArg_11 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.dynamic_slice %arg0, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %18 = stablehlo.dynamic_slice %arg1, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.reshape %18 : (tensor<1xi32>) -> tensor<i32>
    %20 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %20 : (tensor<1xi32>) -> tensor<i32>
    %22 = stablehlo.dynamic_slice %arg3, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %15, %c_14 : tensor<i32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<1x3xf64>
    %25 = stablehlo.dynamic_update_slice %iterArg, %cst_15, %21, %23 : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
    %26 = stablehlo.dynamic_slice %iterArg, %21, %23, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %27 = stablehlo.dynamic_update_slice %cst_16, %26, %17, %19 : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
    %28 = stablehlo.add %27, %25 : tensor<2x3xf64>
    %29 = stablehlo.add %iterArg_10, %28 : tensor<2x3xf64>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.add %iterArg_11, %c_17 : tensor<i32>
    stablehlo.return %25, %29, %30 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>
  }
  %11 = stablehlo.add %9, %10#1 : tensor<2x3xf64>
  %12 = stablehlo.add %11, %10#0 : tensor<2x3xf64>
  %13 = stablehlo.negate %10#0 : tensor<2x3xf64>
  %14 = stablehlo.add %8, %13 : tensor<2x3xf64>
  return %12, %14 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f40_vjp(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %0:8 = call @f40_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2x3xi1>, tensor<2x3xi1>)
  %1:2 = call @f40_lin_t(%0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %arg4, %arg5) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>)
  return %1#0, %1#1 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f40_vjp_v1(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<2x3xf64>, %arg5: tensor<3x2x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>) {
  %0:8 = call @f40_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2x3xi1>, tensor<2x3xi1>)
  %1:2 = call @f40_lin_t_batched_uuuuuuub(%0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %arg4, %arg5) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xf64>, tensor<3x2x3xf64>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>)
  %2 = stablehlo.transpose %1#0, dims = [1, 0, 2] : (tensor<3x2x3xf64>) -> tensor<2x3x3xf64>
  %3 = stablehlo.transpose %1#1, dims = [1, 0, 2] : (tensor<3x2x3xf64>) -> tensor<2x3x3xf64>
  return %2, %3 : tensor<2x3x3xf64>, tensor<2x3x3xf64>
}
func.func @f40_lin_t_batched_uuuuuuub(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<2x3xi1>, %arg5: tensor<2x3xi1>, %arg6: tensor<2x3xf64>, %arg7: tensor<3x2x3xf64>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %0 = stablehlo.negate %arg6 : tensor<2x3xf64>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %1 = stablehlo.reduce(%arg6 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
  %3 = stablehlo.add %0, %2 : tensor<2x3xf64>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %4 = stablehlo.broadcast_in_dim %arg5, dims = [1, 2] : (tensor<2x3xi1>) -> tensor<3x2x3xi1>
  %5 = stablehlo.broadcast_in_dim %cst_4, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<3x2x3xf64>
  %6 = stablehlo.select %4, %arg7, %5 : tensor<3x2x3xi1>, tensor<3x2x3xf64>
  %7 = stablehlo.broadcast_in_dim %arg5, dims = [1, 2] : (tensor<2x3xi1>) -> tensor<3x2x3xi1>
  %8 = stablehlo.broadcast_in_dim %cst_4, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<3x2x3xf64>
  %9 = stablehlo.select %7, %8, %arg7 : tensor<3x2x3xi1>, tensor<3x2x3xf64>
  %10 = stablehlo.broadcast_in_dim %c_0, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %11 = "stablehlo.gather"(%6, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf64>, tensor<3x2x1xi32>) -> tensor<3x2x3xf64>
  %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %12 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2] : (tensor<2x3xi1>) -> tensor<3x2x3xi1>
  %13 = stablehlo.broadcast_in_dim %cst_5, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<3x2x3xf64>
  %14 = stablehlo.select %12, %11, %13 : tensor<3x2x3xi1>, tensor<3x2x3xf64>
  %15 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<3x2x3xf64>
  %16 = stablehlo.add %15, %9 : tensor<3x2x3xf64>
  %17 = stablehlo.negate %9 : tensor<3x2x3xf64>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %18 = stablehlo.broadcast_in_dim %cst_7, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<3x2x3xf64>
  %19:3 = stablehlo.while(%iterArg = %14, %iterArg_10 = %18, %iterArg_11 = %c_9) : tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %24 = stablehlo.compare LT, %iterArg_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %24 : tensor<i1>
  } do {
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %24 = stablehlo.subtract %c_12, %iterArg_11 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.dynamic_slice %arg0, %24, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %26 = stablehlo.reshape %25 : (tensor<1xi32>) -> tensor<i32>
    %27 = stablehlo.dynamic_slice %arg1, %24, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.reshape %27 : (tensor<1xi32>) -> tensor<i32>
    %29 = stablehlo.dynamic_slice %arg2, %24, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %30 = stablehlo.reshape %29 : (tensor<1xi32>) -> tensor<i32>
    %31 = stablehlo.dynamic_slice %arg3, %24, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.reshape %31 : (tensor<1xi32>) -> tensor<i32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.add %24, %c_14 : tensor<i32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<1x3xf64>
    %34 = stablehlo.broadcast_in_dim %cst_15, dims = [1, 2] : (tensor<1x3xf64>) -> tensor<3x1x3xf64>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.dynamic_update_slice %iterArg, %34, %c_16, %30, %32 : (tensor<3x2x3xf64>, tensor<3x1x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3xf64>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.dynamic_slice %iterArg, %c_17, %30, %32, sizes = [3, 1, 3] : (tensor<3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x3xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %37 = stablehlo.broadcast_in_dim %cst_18, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<3x2x3xf64>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.dynamic_update_slice %37, %36, %c_19, %26, %28 : (tensor<3x2x3xf64>, tensor<3x1x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3xf64>
    %39 = stablehlo.add %38, %35 : tensor<3x2x3xf64>
    %40 = stablehlo.add %iterArg_10, %39 : tensor<3x2x3xf64>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.add %iterArg_11, %c_20 : tensor<i32>
    stablehlo.return %35, %40, %41 : tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<i32>
  }
  %20 = stablehlo.add %17, %19#1 : tensor<3x2x3xf64>
  %21 = stablehlo.add %20, %19#0 : tensor<3x2x3xf64>
  %22 = stablehlo.negate %19#0 : tensor<3x2x3xf64>
  %23 = stablehlo.add %16, %22 : tensor<3x2x3xf64>
  return %21, %23 : tensor<3x2x3xf64>, tensor<3x2x3xf64>
}
// inputs: [[-0.7426529 ,  0.89163451,  0.87789529], [-1.28702618, -0.87003715,  0.21180631]]; [[ 0.27726966,  2.64727632, -0.8007454 ], [ 0.71412286, -0.48268569, -2.50123979]]; 0; 1; [[ 0.02732992,  1.2513819 ,  0.118907  ], [-0.87828953,  1.71328372,  2.14868917]]; [[[ 1.18858336,  2.5167757 , -0.12623019],  [ 0.06464368, -1.69070649, -1.72890926]], [[-2.72811244, -0.7476629 ,  0.53973546],  [ 1.05900656,  1.34414371,  0.3952679 ]], [[ 2.39729904, -1.24096569,  0.21411915],  [-2.12663549, -2.47334681,  2.33698233]]]
