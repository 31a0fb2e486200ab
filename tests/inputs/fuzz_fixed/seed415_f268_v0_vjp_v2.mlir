// Fixed by dialects/vm_branches.py (the compile driver's rewrite of IREE's VM module):
// IREE 3.13's VM passed one packed buffer or fence in two block arguments of a branch
// and moved it out of the register one of them kept (tests/test_vm_branches.py).
// run mismatch: IndexError: Error invoking function: c/runtime/src/iree/hal/command_buffer_validation.c:196: OUT_OF_RANGE; indirect buffer reference slot 0 is out range of the declared binding capacity of the command buffer 0; while invoking native function hal.command_buffer.copy_buffer; while calling import; [ 0] bytecode module@315:2092 -
// jacrev_vmap [('vmap', [0, 0, 0, 0], 0, 3), ('vjp',), ('vmap', [None, None, None, None, 0], 0, 2)] of:
func.func @f268(%a0: tensor<2x3xf64>, %a1: tensor<2x3xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf64>) {
  %v25680 = "stablehlo.multiply"(%a1, %a0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c25681 = stablehlo.constant dense<0> : tensor<i32>
  %w25684:2 = "stablehlo.while"(%c25681, %v25680) ({
  ^bb0(%k25682: tensor<i32>, %x25683: tensor<2x3xf64>):
  %c25685 = stablehlo.constant dense<2> : tensor<i32>
  %v25686 = "stablehlo.compare"(%k25682, %c25685) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v25686) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k25687: tensor<i32>, %x25688: tensor<2x3xf64>):
  %c25689 = stablehlo.constant dense<0> : tensor<i32>
  %c25690 = stablehlo.constant dense<1> : tensor<i32>
  %v25691 = "stablehlo.clamp"(%c25689, %k25687, %c25690) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v25692 = "stablehlo.case"(%v25691) ({
  %v25693 = "stablehlo.subtract"(%x25688, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c25694 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  %v25695 = "stablehlo.scatter"(%v25693, %c25694, %a1) ({
  ^bb0(%p25696: tensor<f64>, %q25697: tensor<f64>):
    "stablehlo.return"(%q25697) : (tensor<f64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "stablehlo.return"(%v25695) : (tensor<2x3xf64>) -> ()
  }, {
  %c25698 = stablehlo.constant dense<0.0> : tensor<f64>
  %v25699 = "stablehlo.reduce"(%a1, %c25698) ({
  ^bb0(%p25700: tensor<f64>, %q25701: tensor<f64>):
  %v25702 = "stablehlo.add"(%p25700, %q25701) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v25702) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %v25703 = "stablehlo.broadcast_in_dim"(%v25699) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3xf64>
    "stablehlo.return"(%v25703) : (tensor<2x3xf64>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf64>
  %c25704 = stablehlo.constant dense<1> : tensor<i32>
  %v25705 = "stablehlo.add"(%k25687, %c25704) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v25705, %v25692) : (tensor<i32>, tensor<2x3xf64>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<2x3xf64>) -> (tensor<i32>, tensor<2x3xf64>)
  return %w25684#1 : tensor<2x3xf64>
}
// transformed:
func.func @f268(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xf64> {
  %0 = stablehlo.multiply %arg1, %arg0 : tensor<2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %0) : tensor<i32>, tensor<2x3xf64> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.compare LT, %iterArg, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.clamp %c_1, %iterArg, %c_2 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %5 = stablehlo.subtract %iterArg_0, %arg1 : tensor<2x3xf64>
      %c_4 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
      %6 = "stablehlo.scatter"(%5, %c_4, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
      stablehlo.return %6 : tensor<2x3xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %5 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
      %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
      stablehlo.return %6 : tensor<2x3xf64>
    }) : (tensor<i32>) -> tensor<2x3xf64>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %iterArg, %c_3 : tensor<i32>
    stablehlo.return %4, %3 : tensor<i32>, tensor<2x3xf64>
  }
  return %1#1 : tensor<2x3xf64>
}
func.func @f268_v0(%arg0: tensor<3x2x3xf64>, %arg1: tensor<3x2x3xf64>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> tensor<3x2x3xf64> {
  %0 = stablehlo.multiply %arg1, %arg0 : tensor<3x2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %0) : tensor<i32>, tensor<3x2x3xf64> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.compare LT, %iterArg, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.clamp %c_1, %iterArg, %c_2 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %5 = stablehlo.subtract %iterArg_0, %arg1 : tensor<3x2x3xf64>
      %c_4 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
      %6 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
      %7 = stablehlo.iota dim = 0 : tensor<3x2x1xi32>
      %8 = stablehlo.concatenate %7, %6, dim = 2 : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x2xi32>
      %9 = stablehlo.reshape %8 : (tensor<3x2x2xi32>) -> tensor<6x2xi32>
      %10 = stablehlo.reshape %arg1 : (tensor<3x2x3xf64>) -> tensor<6x3xf64>
      %11 = "stablehlo.scatter"(%5, %9, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<3x2x3xf64>, tensor<6x2xi32>, tensor<6x3xf64>) -> tensor<3x2x3xf64>
      stablehlo.return %11 : tensor<3x2x3xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %5 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<3x2xf64>
      %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x3xf64>
      stablehlo.return %6 : tensor<3x2x3xf64>
    }) : (tensor<i32>) -> tensor<3x2x3xf64>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %iterArg, %c_3 : tensor<i32>
    stablehlo.return %4, %3 : tensor<i32>, tensor<3x2x3xf64>
  }
  return %1#1 : tensor<3x2x3xf64>
}
func.func @f268_v0_fwd(%arg0: tensor<3x2x3xf64>, %arg1: tensor<3x2x3xf64>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<2x6x3xi1>, tensor<2x6x3xf64>, tensor<2x3x2x3xf64>, tensor<2x6x2xi32>, tensor<2x3x2x3xi1>, tensor<2xf64>, tensor<2xi32>) {
  %0 = stablehlo.multiply %arg1, %arg0 : tensor<3x2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<false> : tensor<2x6x3xi1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x6x3xf64>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x2x3xf64>
  %c_2 = stablehlo.constant dense<0> : tensor<2x6x2xi32>
  %c_3 = stablehlo.constant dense<false> : tensor<2x3x2x3xi1>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
  %c_5 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %1:10 = stablehlo.while(%iterArg = %c, %iterArg_10 = %0, %iterArg_11 = %c_0, %iterArg_12 = %cst, %iterArg_13 = %cst_1, %iterArg_14 = %c_2, %iterArg_15 = %c_3, %iterArg_16 = %cst_4, %iterArg_17 = %c_5, %iterArg_18 = %c_7) : tensor<i32>, tensor<3x2x3xf64>, tensor<2x6x3xi1>, tensor<2x6x3xf64>, tensor<2x3x2x3xf64>, tensor<2x6x2xi32>, tensor<2x3x2x3xi1>, tensor<2xf64>, tensor<2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.compare LT, %iterArg_18, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  } do {
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.clamp %c_19, %iterArg, %c_20 : tensor<i32>
    %3:7 = "stablehlo.case"(%2) ({
      %20 = stablehlo.subtract %iterArg_10, %arg1 : tensor<3x2x3xf64>
      %c_24 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
      %21 = stablehlo.broadcast_in_dim %c_24, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
      %22 = stablehlo.iota dim = 0 : tensor<3x2x1xi32>
      %23 = stablehlo.concatenate %22, %21, dim = 2 : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x2xi32>
      %24 = stablehlo.reshape %23 : (tensor<3x2x2xi32>) -> tensor<6x2xi32>
      %25 = stablehlo.reshape %arg1 : (tensor<3x2x3xf64>) -> tensor<6x3xf64>
      %26 = "stablehlo.scatter"(%20, %24, %25) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<3x2x3xf64>, tensor<6x2xi32>, tensor<6x3xf64>) -> tensor<3x2x3xf64>
      %27 = stablehlo.iota dim = 0 : tensor<18xi32>
      %c_25 = stablehlo.constant dense<1> : tensor<18xi32>
      %28 = stablehlo.add %27, %c_25 : tensor<18xi32>
      %29 = stablehlo.reshape %28 : (tensor<18xi32>) -> tensor<6x3xi32>
      %c_26 = stablehlo.constant dense<0> : tensor<3x2x3xi32>
      %30 = "stablehlo.scatter"(%c_26, %24, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
        stablehlo.return %arg5 : tensor<i32>
      }) : (tensor<3x2x3xi32>, tensor<6x2xi32>, tensor<6x3xi32>) -> tensor<3x2x3xi32>
      %31 = "stablehlo.gather"(%30, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xi32>, tensor<6x2xi32>) -> tensor<6x3xi32>
      %32 = stablehlo.compare EQ, %31, %29, SIGNED : (tensor<6x3xi32>, tensor<6x3xi32>) -> tensor<6x3xi1>
      %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<6x3xf64>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
      %33 = stablehlo.compare NE, %30, %c_26, SIGNED : (tensor<3x2x3xi32>, tensor<3x2x3xi32>) -> tensor<3x2x3xi1>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      stablehlo.return %26, %32, %cst_27, %cst_28, %24, %33, %cst_29 : tensor<3x2x3xf64>, tensor<6x3xi1>, tensor<6x3xf64>, tensor<3x2x3xf64>, tensor<6x2xi32>, tensor<3x2x3xi1>, tensor<f64>
    }, {
      %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %20 = stablehlo.reduce(%arg1 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<3x2xf64>
      %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x3xf64>
      %c_26 = stablehlo.constant dense<false> : tensor<6x3xi1>
      %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<6x3xf64>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
      %c_29 = stablehlo.constant dense<0> : tensor<6x2xi32>
      %c_30 = stablehlo.constant dense<false> : tensor<3x2x3xi1>
      stablehlo.return %21, %c_26, %cst_27, %cst_28, %c_29, %c_30, %cst_25 : tensor<3x2x3xf64>, tensor<6x3xi1>, tensor<6x3xf64>, tensor<3x2x3xf64>, tensor<6x2xi32>, tensor<3x2x3xi1>, tensor<f64>
    }) : (tensor<i32>) -> (tensor<3x2x3xf64>, tensor<6x3xi1>, tensor<6x3xf64>, tensor<3x2x3xf64>, tensor<6x2xi32>, tensor<3x2x3xi1>, tensor<f64>)
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %iterArg, %c_21 : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.reshape %3#1 : (tensor<6x3xi1>) -> tensor<1x6x3xi1>
    %6 = stablehlo.dynamic_update_slice %iterArg_11, %5, %iterArg_18, %c_22, %c_22 : (tensor<2x6x3xi1>, tensor<1x6x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x6x3xi1>
    %7 = stablehlo.reshape %3#2 : (tensor<6x3xf64>) -> tensor<1x6x3xf64>
    %8 = stablehlo.dynamic_update_slice %iterArg_12, %7, %iterArg_18, %c_22, %c_22 : (tensor<2x6x3xf64>, tensor<1x6x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x6x3xf64>
    %9 = stablehlo.reshape %3#3 : (tensor<3x2x3xf64>) -> tensor<1x3x2x3xf64>
    %10 = stablehlo.dynamic_update_slice %iterArg_13, %9, %iterArg_18, %c_22, %c_22, %c_22 : (tensor<2x3x2x3xf64>, tensor<1x3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x2x3xf64>
    %11 = stablehlo.reshape %3#4 : (tensor<6x2xi32>) -> tensor<1x6x2xi32>
    %12 = stablehlo.dynamic_update_slice %iterArg_14, %11, %iterArg_18, %c_22, %c_22 : (tensor<2x6x2xi32>, tensor<1x6x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x6x2xi32>
    %13 = stablehlo.reshape %3#5 : (tensor<3x2x3xi1>) -> tensor<1x3x2x3xi1>
    %14 = stablehlo.dynamic_update_slice %iterArg_15, %13, %iterArg_18, %c_22, %c_22, %c_22 : (tensor<2x3x2x3xi1>, tensor<1x3x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x2x3xi1>
    %15 = stablehlo.reshape %3#6 : (tensor<f64>) -> tensor<1xf64>
    %16 = stablehlo.dynamic_update_slice %iterArg_16, %15, %iterArg_18 : (tensor<2xf64>, tensor<1xf64>, tensor<i32>) -> tensor<2xf64>
    %17 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.dynamic_update_slice %iterArg_17, %17, %iterArg_18 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %iterArg_18, %c_23 : tensor<i32>
    stablehlo.return %4, %3#0, %6, %8, %10, %12, %14, %16, %18, %19 : tensor<i32>, tensor<3x2x3xf64>, tensor<2x6x3xi1>, tensor<2x6x3xf64>, tensor<2x3x2x3xf64>, tensor<2x6x2xi32>, tensor<2x3x2x3xi1>, tensor<2xf64>, tensor<2xi32>, tensor<i32>
  }
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  return %1#1, %arg0, %arg1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7, %1#8 : tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<2x6x3xi1>, tensor<2x6x3xf64>, tensor<2x3x2x3xf64>, tensor<2x6x2xi32>, tensor<2x3x2x3xi1>, tensor<2xf64>, tensor<2xi32>
}
func.func @f268_v0_lin(%arg0: tensor<3x2x3xf64>, %arg1: tensor<3x2x3xf64>, %arg2: tensor<2x6x3xi1>, %arg3: tensor<2x6x3xf64>, %arg4: tensor<2x3x2x3xf64>, %arg5: tensor<2x6x2xi32>, %arg6: tensor<2x3x2x3xi1>, %arg7: tensor<2xf64>, %arg8: tensor<2xi32>, %arg9: tensor<3x2x3xf64>, %arg10: tensor<3x2x3xf64>) -> tensor<3x2x3xf64> attributes {hostcall.num_residuals = 9 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.multiply %arg10, %arg0 : tensor<3x2x3xf64>
  %1 = stablehlo.multiply %arg1, %arg9 : tensor<3x2x3xf64>
  %2 = stablehlo.add %0, %1 : tensor<3x2x3xf64>
  %3:2 = stablehlo.while(%iterArg = %2, %iterArg_0 = %c) : tensor<3x2x3xf64>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
  cond {
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.compare LT, %iterArg_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg2, %iterArg_0, %c_1, %c_1, sizes = [1, 6, 3] : (tensor<2x6x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x3xi1>
    %5 = stablehlo.reshape %4 : (tensor<1x6x3xi1>) -> tensor<6x3xi1>
    %6 = stablehlo.dynamic_slice %arg3, %iterArg_0, %c_1, %c_1, sizes = [1, 6, 3] : (tensor<2x6x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x3xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x6x3xf64>) -> tensor<6x3xf64>
    %8 = stablehlo.dynamic_slice %arg4, %iterArg_0, %c_1, %c_1, %c_1, sizes = [1, 3, 2, 3] : (tensor<2x3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x3x2x3xf64>) -> tensor<3x2x3xf64>
    %10 = stablehlo.dynamic_slice %arg5, %iterArg_0, %c_1, %c_1, sizes = [1, 6, 2] : (tensor<2x6x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x2xi32>
    %11 = stablehlo.reshape %10 : (tensor<1x6x2xi32>) -> tensor<6x2xi32>
    %12 = stablehlo.dynamic_slice %arg6, %iterArg_0, %c_1, %c_1, %c_1, sizes = [1, 3, 2, 3] : (tensor<2x3x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3xi1>
    %13 = stablehlo.reshape %12 : (tensor<1x3x2x3xi1>) -> tensor<3x2x3xi1>
    %14 = stablehlo.dynamic_slice %arg7, %iterArg_0, sizes = [1] : (tensor<2xf64>, tensor<i32>) -> tensor<1xf64>
    %15 = stablehlo.reshape %14 : (tensor<1xf64>) -> tensor<f64>
    %16 = stablehlo.dynamic_slice %arg8, %iterArg_0, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %18 = "stablehlo.case"(%17) ({
      %20 = stablehlo.negate %arg10 : tensor<3x2x3xf64>
      %21 = stablehlo.add %iterArg, %20 : tensor<3x2x3xf64>
      %22 = stablehlo.reshape %arg10 : (tensor<3x2x3xf64>) -> tensor<6x3xf64>
      %23 = stablehlo.select %5, %22, %7 : tensor<6x3xi1>, tensor<6x3xf64>
      %24 = "stablehlo.scatter"(%9, %11, %23) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg11: tensor<f64>, %arg12: tensor<f64>):
        %26 = stablehlo.add %arg11, %arg12 : tensor<f64>
        stablehlo.return %26 : tensor<f64>
      }) : (tensor<3x2x3xf64>, tensor<6x2xi32>, tensor<6x3xf64>) -> tensor<3x2x3xf64>
      %25 = stablehlo.select %13, %24, %21 : tensor<3x2x3xi1>, tensor<3x2x3xf64>
      stablehlo.return %25 : tensor<3x2x3xf64>
    }, {
      %20 = stablehlo.reduce(%arg10 init: %15) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<3x2xf64>
      %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x3xf64>
      stablehlo.return %21 : tensor<3x2x3xf64>
    }) : (tensor<i32>) -> tensor<3x2x3xf64>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
    stablehlo.return %18, %19 : tensor<3x2x3xf64>, tensor<i32>
  }
  return %3#0 : tensor<3x2x3xf64>
}
func.func @f268_v0_lin_t(%arg0: tensor<3x2x3xf64>, %arg1: tensor<3x2x3xf64>, %arg2: tensor<2x6x3xi1>, %arg3: tensor<2x6x3xf64>, %arg4: tensor<2x3x2x3xf64>, %arg5: tensor<2x6x2xi32>, %arg6: tensor<2x3x2x3xi1>, %arg7: tensor<2xf64>, %arg8: tensor<2xi32>, %arg9: tensor<3x2x3xf64>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %arg9, %iterArg_3 = %cst, %iterArg_4 = %c_2) : tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  } do {
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.subtract %c_5, %iterArg_4 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_slice %arg2, %4, %c_6, %c_6, sizes = [1, 6, 3] : (tensor<2x6x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x3xi1>
    %6 = stablehlo.reshape %5 : (tensor<1x6x3xi1>) -> tensor<6x3xi1>
    %7 = stablehlo.dynamic_slice %arg3, %4, %c_6, %c_6, sizes = [1, 6, 3] : (tensor<2x6x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x3xf64>
    %8 = stablehlo.reshape %7 : (tensor<1x6x3xf64>) -> tensor<6x3xf64>
    %9 = stablehlo.dynamic_slice %arg4, %4, %c_6, %c_6, %c_6, sizes = [1, 3, 2, 3] : (tensor<2x3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3xf64>
    %10 = stablehlo.reshape %9 : (tensor<1x3x2x3xf64>) -> tensor<3x2x3xf64>
    %11 = stablehlo.dynamic_slice %arg5, %4, %c_6, %c_6, sizes = [1, 6, 2] : (tensor<2x6x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x2xi32>
    %12 = stablehlo.reshape %11 : (tensor<1x6x2xi32>) -> tensor<6x2xi32>
    %13 = stablehlo.dynamic_slice %arg6, %4, %c_6, %c_6, %c_6, sizes = [1, 3, 2, 3] : (tensor<2x3x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3xi1>
    %14 = stablehlo.reshape %13 : (tensor<1x3x2x3xi1>) -> tensor<3x2x3xi1>
    %15 = stablehlo.dynamic_slice %arg7, %4, sizes = [1] : (tensor<2xf64>, tensor<i32>) -> tensor<1xf64>
    %16 = stablehlo.reshape %15 : (tensor<1xf64>) -> tensor<f64>
    %17 = stablehlo.dynamic_slice %arg8, %4, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.reshape %17 : (tensor<1xi32>) -> tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %4, %c_7 : tensor<i32>
    %20:2 = "stablehlo.case"(%18) ({
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
      %23 = stablehlo.select %14, %iterArg, %cst_9 : tensor<3x2x3xi1>, tensor<3x2x3xf64>
      %24 = stablehlo.select %14, %cst_9, %iterArg : tensor<3x2x3xi1>, tensor<3x2x3xf64>
      %25 = "stablehlo.gather"(%23, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf64>, tensor<6x2xi32>) -> tensor<6x3xf64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<6x3xf64>
      %26 = stablehlo.select %6, %25, %cst_10 : tensor<6x3xi1>, tensor<6x3xf64>
      %27 = stablehlo.reshape %26 : (tensor<6x3xf64>) -> tensor<3x2x3xf64>
      %28 = stablehlo.negate %24 : tensor<3x2x3xf64>
      %29 = stablehlo.add %27, %28 : tensor<3x2x3xf64>
      stablehlo.return %29, %24 : tensor<3x2x3xf64>, tensor<3x2x3xf64>
    }, {
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %23 = stablehlo.reduce(%iterArg init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<3x2xf64>
      %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x3xf64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
      stablehlo.return %24, %cst_10 : tensor<3x2x3xf64>, tensor<3x2x3xf64>
    }) : (tensor<i32>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>)
    %21 = stablehlo.add %iterArg_3, %20#0 : tensor<3x2x3xf64>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.add %iterArg_4, %c_8 : tensor<i32>
    stablehlo.return %20#1, %21, %22 : tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<i32>
  }
  %1 = stablehlo.multiply %arg1, %0#0 : tensor<3x2x3xf64>
  %2 = stablehlo.multiply %0#0, %arg0 : tensor<3x2x3xf64>
  %3 = stablehlo.add %0#1, %2 : tensor<3x2x3xf64>
  return %1, %3 : tensor<3x2x3xf64>, tensor<3x2x3xf64>
}
func.func @f268_v0_vjp(%arg0: tensor<3x2x3xf64>, %arg1: tensor<3x2x3xf64>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<3x2x3xf64>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>) {
  %0:10 = call @f268_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<2x6x3xi1>, tensor<2x6x3xf64>, tensor<2x3x2x3xf64>, tensor<2x6x2xi32>, tensor<2x3x2x3xi1>, tensor<2xf64>, tensor<2xi32>)
  %1:2 = call @f268_v0_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %arg4) : (tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<2x6x3xi1>, tensor<2x6x3xf64>, tensor<2x3x2x3xf64>, tensor<2x6x2xi32>, tensor<2x3x2x3xi1>, tensor<2xf64>, tensor<2xi32>, tensor<3x2x3xf64>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>)
  return %1#0, %1#1 : tensor<3x2x3xf64>, tensor<3x2x3xf64>
}
func.func @f268_v0_vjp_v2(%arg0: tensor<3x2x3xf64>, %arg1: tensor<3x2x3xf64>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<2x3x2x3xf64>) -> (tensor<2x3x2x3xf64>, tensor<2x3x2x3xf64>) {
  %0:10 = call @f268_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<2x6x3xi1>, tensor<2x6x3xf64>, tensor<2x3x2x3xf64>, tensor<2x6x2xi32>, tensor<2x3x2x3xi1>, tensor<2xf64>, tensor<2xi32>)
  %1:2 = call @f268_v0_lin_t_batched_uuuuuuuuub(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %arg4) : (tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<2x6x3xi1>, tensor<2x6x3xf64>, tensor<2x3x2x3xf64>, tensor<2x6x2xi32>, tensor<2x3x2x3xi1>, tensor<2xf64>, tensor<2xi32>, tensor<2x3x2x3xf64>) -> (tensor<2x3x2x3xf64>, tensor<2x3x2x3xf64>)
  return %1#0, %1#1 : tensor<2x3x2x3xf64>, tensor<2x3x2x3xf64>
}
func.func @f268_v0_lin_t_batched_uuuuuuuuub(%arg0: tensor<3x2x3xf64>, %arg1: tensor<3x2x3xf64>, %arg2: tensor<2x6x3xi1>, %arg3: tensor<2x6x3xf64>, %arg4: tensor<2x3x2x3xf64>, %arg5: tensor<2x6x2xi32>, %arg6: tensor<2x3x2x3xi1>, %arg7: tensor<2xf64>, %arg8: tensor<2xi32>, %arg9: tensor<2x3x2x3xf64>) -> (tensor<2x3x2x3xf64>, tensor<2x3x2x3xf64>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [1, 2, 3] : (tensor<3x2x3xf64>) -> tensor<2x3x2x3xf64>
  %1:3 = stablehlo.while(%iterArg = %arg9, %iterArg_3 = %0, %iterArg_4 = %c_2) : tensor<2x3x2x3xf64>, tensor<2x3x2x3xf64>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %7 : tensor<i1>
  } do {
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.subtract %c_5, %iterArg_4 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg2, %7, %c_6, %c_6, sizes = [1, 6, 3] : (tensor<2x6x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x3xi1>
    %9 = stablehlo.reshape %8 : (tensor<1x6x3xi1>) -> tensor<6x3xi1>
    %10 = stablehlo.dynamic_slice %arg3, %7, %c_6, %c_6, sizes = [1, 6, 3] : (tensor<2x6x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x3xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x6x3xf64>) -> tensor<6x3xf64>
    %12 = stablehlo.dynamic_slice %arg4, %7, %c_6, %c_6, %c_6, sizes = [1, 3, 2, 3] : (tensor<2x3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3xf64>
    %13 = stablehlo.reshape %12 : (tensor<1x3x2x3xf64>) -> tensor<3x2x3xf64>
    %14 = stablehlo.dynamic_slice %arg5, %7, %c_6, %c_6, sizes = [1, 6, 2] : (tensor<2x6x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x2xi32>
    %15 = stablehlo.reshape %14 : (tensor<1x6x2xi32>) -> tensor<6x2xi32>
    %16 = stablehlo.dynamic_slice %arg6, %7, %c_6, %c_6, %c_6, sizes = [1, 3, 2, 3] : (tensor<2x3x2x3xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3xi1>
    %17 = stablehlo.reshape %16 : (tensor<1x3x2x3xi1>) -> tensor<3x2x3xi1>
    %18 = stablehlo.dynamic_slice %arg7, %7, sizes = [1] : (tensor<2xf64>, tensor<i32>) -> tensor<1xf64>
    %19 = stablehlo.reshape %18 : (tensor<1xf64>) -> tensor<f64>
    %20 = stablehlo.dynamic_slice %arg8, %7, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %20 : (tensor<1xi32>) -> tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.add %7, %c_7 : tensor<i32>
    %23:2 = "stablehlo.case"(%21) ({
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
      %26 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<3x2x3xi1>) -> tensor<2x3x2x3xi1>
      %27 = stablehlo.broadcast_in_dim %cst_9, dims = [1, 2, 3] : (tensor<3x2x3xf64>) -> tensor<2x3x2x3xf64>
      %28 = stablehlo.select %26, %iterArg, %27 : tensor<2x3x2x3xi1>, tensor<2x3x2x3xf64>
      %29 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<3x2x3xi1>) -> tensor<2x3x2x3xi1>
      %30 = stablehlo.broadcast_in_dim %cst_9, dims = [1, 2, 3] : (tensor<3x2x3xf64>) -> tensor<2x3x2x3xf64>
      %31 = stablehlo.select %29, %30, %iterArg : tensor<2x3x2x3xi1>, tensor<2x3x2x3xf64>
      %32 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<6x2xi32>) -> tensor<2x6x2xi32>
      %33 = "stablehlo.gather"(%28, %32) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 3>}> : (tensor<2x3x2x3xf64>, tensor<2x6x2xi32>) -> tensor<2x6x3xf64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<6x3xf64>
      %34 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<6x3xi1>) -> tensor<2x6x3xi1>
      %35 = stablehlo.broadcast_in_dim %cst_10, dims = [1, 2] : (tensor<6x3xf64>) -> tensor<2x6x3xf64>
      %36 = stablehlo.select %34, %33, %35 : tensor<2x6x3xi1>, tensor<2x6x3xf64>
      %37 = stablehlo.reshape %36 : (tensor<2x6x3xf64>) -> tensor<2x3x2x3xf64>
      %38 = stablehlo.negate %31 : tensor<2x3x2x3xf64>
      %39 = stablehlo.add %37, %38 : tensor<2x3x2x3xf64>
      stablehlo.return %39, %31 : tensor<2x3x2x3xf64>, tensor<2x3x2x3xf64>
    }, {
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %26 = stablehlo.reduce(%iterArg init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x3x2x3xf64>, tensor<f64>) -> tensor<2x3x2xf64>
      %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x3x2xf64>) -> tensor<2x3x2x3xf64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
      %28 = stablehlo.broadcast_in_dim %cst_10, dims = [1, 2, 3] : (tensor<3x2x3xf64>) -> tensor<2x3x2x3xf64>
      stablehlo.return %27, %28 : tensor<2x3x2x3xf64>, tensor<2x3x2x3xf64>
    }) : (tensor<i32>) -> (tensor<2x3x2x3xf64>, tensor<2x3x2x3xf64>)
    %24 = stablehlo.add %iterArg_3, %23#0 : tensor<2x3x2x3xf64>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.add %iterArg_4, %c_8 : tensor<i32>
    stablehlo.return %23#1, %24, %25 : tensor<2x3x2x3xf64>, tensor<2x3x2x3xf64>, tensor<i32>
  }
  %2 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<3x2x3xf64>) -> tensor<2x3x2x3xf64>
  %3 = stablehlo.multiply %2, %1#0 : tensor<2x3x2x3xf64>
  %4 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3] : (tensor<3x2x3xf64>) -> tensor<2x3x2x3xf64>
  %5 = stablehlo.multiply %1#0, %4 : tensor<2x3x2x3xf64>
  %6 = stablehlo.add %1#1, %5 : tensor<2x3x2x3xf64>
  return %3, %6 : tensor<2x3x2x3xf64>, tensor<2x3x2x3xf64>
}
// inputs: [[[ 1.08767241, -0.66371408, -2.06203867],  [-1.89160237,  0.0785711 ,  0.37355231]], [[-1.46979772,  0.46359642, -0.75419257],  [ 2.65661785, -0.84158681,  2.37539708]], [[ 0.75739742,  2.23239618,  0.04084898],  [-0.39726153, -0.36802347,  2.1671121 ]]]; [[[ 1.46240604,  2.26631245, -1.85841175],  [-1.26946419,  1.05624159,  0.55550179]], [[ 1.0653405 , -3.57785046,  0.98454759],  [-0.77439412,  1.20711545, -2.0991027 ]], [[ 0.5965003 ,  0.34448999,  2.9721708 ],  [ 0.13444211,  3.5104115 , -1.41907868]]]; [0, 1, 1]; [0, 1, 1]; [[[[-2.85168848, -0.48050423, -2.40536589],   [-0.47424103,  1.74275769,  2.13372624]],  [[ 0.23405744,  3.22762499, -1.51261329],   [-0.95772941, -0.07611544,  1.51753574]],  [[-2.53132755,  0.87823427,  2.19953565],   [-0.59542668,  1.26430743,  0.61449992]]], [[[-0.51991361,  1.23694684,  1.29383236],   [-0.54598775,  1.71408719,  0.97670317]],  [[-1.19326474, -1.52711322, -0.54282201],   [-2.90179634, -0.56509018, -1.0431753 ]],  [[-1.95437954, -1.20465787,  1.18654546],   [-0.87730388, -0.84626878, -2.58022652]]]]
// reference: [[[[ 0.,  0., -0.],   [-0.,  0.,  0.]],  [[ 0., -0.,  0.],   [-0.,  0., -0.]],  [[ 0.,  0.,  0.],   [ 0.,  0., -0.]]], [[[ 0.,  0., -0.],   [-0.,  0.,  0.]],  [[ 0., -0.,  0.],   [-0.,  0., -0.]],  [[ 0.,  0.,  0.],   [ 0.,  0., -0.]]]]; [[[[-5.7375586 , -5.7375586 , -5.7375586 ],   [ 3.40224291,  3.40224291,  3.40224291]],  [[ 1.94906914,  1.94906914,  1.94906914],   [ 0.48369088,  0.48369088,  0.48369088]],  [[ 0.54644237,  0.54644237,  0.54644237],   [ 1.28338067,  1.28338067,  1.28338067]]], [[[ 2.01086559,  2.01086559,  2.01086559],   [ 2.14480262,  2.14480262,  2.14480262]],  [[-3.26319997, -3.26319997, -3.26319997],   [-4.51006182, -4.51006182, -4.51006182]],  [[-1.97249195, -1.97249195, -1.97249195],   [-4.30379917, -4.30379917, -4.30379917]]]]
