// Fixed by hostcall-guard-loop-entries (guard_reuse_after): @f268_fwd_batched_ubbb starts
// a loop (vmap's per-example dynamic_update_slice) from an array that a scatter after the
// loop updates in place, its only read there; in-place updates were left out of the
// pass's barrier, and IREE 3.13 rejected the module with host loops.  They now update a
// copy of the barrier's result (tests/inputs/loop_entry_update_after.mlir, shrunk).
// compile mismatch: -:237:8: error: IREE failed to compile the module: circular dependency: input operation uses partition output %31 = "stream.async.dispatch"(%30, %20, %1, %1, %10, %10, %1, %1, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@f268_fwd_batched_ubbb_dispatch_5::@f268_fwd_batched_ubbb_dispatch_5_elementwise_10_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient> loc(callsite("-":237:8 at "-":204:1)) - this indicates the operation should be inside the partition
// vmap_vjp [('vjp',), ('vmap', [None, 0, 0, 0, 0], 0, 2)] of:
func.func @f268(%a0: tensor<5xf32>, %a1: tensor<5xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xf32>) {
  %c26468 = stablehlo.constant dense<0> : tensor<i32>
  %c26469 = stablehlo.constant dense<2> : tensor<i32>
  %v26470 = "stablehlo.clamp"(%c26468, %i0, %c26469) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v26471 = "stablehlo.case"(%v26470) ({
  %v26472 = "stablehlo.multiply"(%a1, %a0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c26473 = stablehlo.constant dense<0> : tensor<i32>
  %w26476:2 = "stablehlo.while"(%c26473, %v26472) ({
  ^bb0(%k26474: tensor<i32>, %x26475: tensor<5xf32>):
  %c26477 = stablehlo.constant dense<2> : tensor<i32>
  %v26478 = "stablehlo.compare"(%k26474, %c26477) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v26478) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k26479: tensor<i32>, %x26480: tensor<5xf32>):
  %c26481 = stablehlo.constant dense<[[3], [2], [3], [0], [0]]> : tensor<5x1xi32>
  %v26482 = "stablehlo.gather"(%a0, %c26481) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<5xf32>, tensor<5x1xi32>) -> tensor<5xf32>
  %c26483 = stablehlo.constant dense<1> : tensor<i32>
  %v26484 = "stablehlo.add"(%k26479, %c26483) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v26484, %v26482) : (tensor<i32>, tensor<5xf32>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
    "stablehlo.return"(%w26476#1) : (tensor<5xf32>) -> ()
  }, {
  %v26485 = "stablehlo.multiply"(%a0, %a1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c26486 = stablehlo.constant dense<0> : tensor<i32>
  %c26487 = stablehlo.constant dense<2> : tensor<i32>
  %v26488 = "stablehlo.clamp"(%c26486, %i0, %c26487) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v26489 = "stablehlo.dynamic_slice"(%a0, %v26488) {slice_sizes = array<i64: 3>} : (tensor<5xf32>, tensor<i32>) -> tensor<3xf32>
  %c26490 = stablehlo.constant dense<0> : tensor<i32>
  %c26491 = stablehlo.constant dense<2> : tensor<i32>
  %v26492 = "stablehlo.clamp"(%c26490, %i0, %c26491) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v26493 = "stablehlo.dynamic_update_slice"(%v26485, %v26489, %v26492) : (tensor<5xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5xf32>
    "stablehlo.return"(%v26493) : (tensor<5xf32>) -> ()
  }, {
  %v26494 = "stablehlo.multiply"(%a0, %a1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c26495 = stablehlo.constant dense<[[2], [3], [0], [1], [1]]> : tensor<5x1xi32>
  %v26496 = "stablehlo.scatter"(%v26494, %c26495, %a1) ({
  ^bb0(%p26497: tensor<f32>, %q26498: tensor<f32>):
  %v26499 = "stablehlo.add"(%p26497, %q26498) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v26499) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<5xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<5xf32>
    "stablehlo.return"(%v26496) : (tensor<5xf32>) -> ()
  }) : (tensor<i32>) -> tensor<5xf32>
  return %v26471 : tensor<5xf32>
}
// transformed:
func.func @f268(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<5xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %2 = stablehlo.multiply %arg1, %arg0 : tensor<5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %2) : tensor<i32>, tensor<5xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<[[3], [2], [3], [0], [0]]> : tensor<5x1xi32>
      %4 = "stablehlo.gather"(%arg0, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %5, %4 : tensor<i32>, tensor<5xf32>
    }
    stablehlo.return %3#1 : tensor<5xf32>
  }, {
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [3] : (tensor<5xf32>, tensor<i32>) -> tensor<3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.clamp %c_3, %arg2, %c_4 : tensor<i32>
    %6 = stablehlo.dynamic_update_slice %2, %4, %5 : (tensor<5xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5xf32>
    stablehlo.return %6 : tensor<5xf32>
  }, {
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<5xf32>
    %c_1 = stablehlo.constant dense<[[2], [3], [0], [1], [1]]> : tensor<5x1xi32>
    %3 = "stablehlo.scatter"(%2, %c_1, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %4 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<5xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<5xf32>
    stablehlo.return %3 : tensor<5xf32>
  }) : (tensor<i32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}
func.func @f268_fwd(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x1xi32>, tensor<i32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
  %1:5 = "stablehlo.case"(%0) ({
    %2 = stablehlo.multiply %arg1, %arg0 : tensor<5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %3:3 = stablehlo.while(%iterArg = %c_1, %iterArg_9 = %2, %iterArg_10 = %c_3) : tensor<i32>, tensor<5xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_11 = stablehlo.constant dense<2> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<[[3], [2], [3], [0], [0]]> : tensor<5x1xi32>
      %4 = "stablehlo.gather"(%arg0, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_10, %c_14 : tensor<i32>
      stablehlo.return %5, %4, %6 : tensor<i32>, tensor<5xf32>, tensor<i32>
    }
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<5x1xi32>
    stablehlo.return %3#1, %c_5, %c_6, %c_7, %c_8 : tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x1xi32>
  }, {
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [3] : (tensor<5xf32>, tensor<i32>) -> tensor<3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.clamp %c_3, %arg2, %c_4 : tensor<i32>
    %6 = stablehlo.dynamic_update_slice %2, %4, %5 : (tensor<5xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<5x1xi32>
    stablehlo.return %6, %c_5, %3, %5, %c_6 : tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x1xi32>
  }, {
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<5xf32>
    %c_1 = stablehlo.constant dense<[[2], [3], [0], [1], [1]]> : tensor<5x1xi32>
    %3 = "stablehlo.scatter"(%2, %c_1, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %4 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<5xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<5xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %3, %c_2, %c_3, %c_4, %c_1 : tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x1xi32>
  }) : (tensor<i32>) -> (tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x1xi32>)
  return %1#0, %arg0, %arg1, %1#1, %1#2, %1#3, %1#4, %0 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x1xi32>, tensor<i32>
}
func.func @f268_lin(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<5x1xi32>, %arg6: tensor<i32>, %arg7: tensor<5xf32>, %arg8: tensor<5xf32>) -> tensor<5xf32> attributes {hostcall.num_residuals = 7 : i64} {
  %0 = "stablehlo.case"(%arg6) ({
    %1 = stablehlo.multiply %arg8, %arg0 : tensor<5xf32>
    %2 = stablehlo.multiply %arg1, %arg7 : tensor<5xf32>
    %3 = stablehlo.add %1, %2 : tensor<5xf32>
    %4:2 = stablehlo.while(%iterArg = %3, %iterArg_0 = %arg2) : tensor<5xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
    cond {
      %c = stablehlo.constant dense<2> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %c_1 = stablehlo.constant dense<[[3], [2], [3], [0], [0]]> : tensor<5x1xi32>
      %5 = "stablehlo.gather"(%arg7, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %5, %6 : tensor<5xf32>, tensor<i32>
    }
    stablehlo.return %4#0 : tensor<5xf32>
  }, {
    %1 = stablehlo.multiply %arg7, %arg1 : tensor<5xf32>
    %2 = stablehlo.multiply %arg0, %arg8 : tensor<5xf32>
    %3 = stablehlo.add %1, %2 : tensor<5xf32>
    %4 = stablehlo.dynamic_slice %arg7, %arg3, sizes = [3] : (tensor<5xf32>, tensor<i32>) -> tensor<3xf32>
    %5 = stablehlo.dynamic_update_slice %3, %4, %arg4 : (tensor<5xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5xf32>
    stablehlo.return %5 : tensor<5xf32>
  }, {
    %1 = stablehlo.multiply %arg7, %arg1 : tensor<5xf32>
    %2 = stablehlo.multiply %arg0, %arg8 : tensor<5xf32>
    %3 = stablehlo.add %1, %2 : tensor<5xf32>
    %4 = "stablehlo.scatter"(%3, %arg5, %arg8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %5 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<5xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<5xf32>
    stablehlo.return %4 : tensor<5xf32>
  }) : (tensor<i32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @f268_lin_t(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<5x1xi32>, %arg6: tensor<i32>, %arg7: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %0:2 = "stablehlo.case"(%arg6) ({
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %arg7, %iterArg_2 = %cst, %iterArg_3 = %c_1) : tensor<5xf32>, tensor<5xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.subtract %c_4, %iterArg_3 : tensor<i32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %c_6 = stablehlo.constant dense<[[3], [2], [3], [0], [0]]> : tensor<5x1xi32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %5, %c_7 : tensor<i32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
      %7 = "stablehlo.scatter"(%cst_8, %c_6, %iterArg) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %10 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %10 : tensor<f32>
      }) : (tensor<5xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<5xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
      %8 = stablehlo.add %iterArg_2, %7 : tensor<5xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_3, %c_10 : tensor<i32>
      stablehlo.return %cst_9, %8, %9 : tensor<5xf32>, tensor<5xf32>, tensor<i32>
    }
    %2 = stablehlo.multiply %arg1, %1#0 : tensor<5xf32>
    %3 = stablehlo.add %1#1, %2 : tensor<5xf32>
    %4 = stablehlo.multiply %1#0, %arg0 : tensor<5xf32>
    stablehlo.return %4, %3 : tensor<5xf32>, tensor<5xf32>
  }, {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
    %1 = stablehlo.dynamic_update_slice %arg7, %cst, %arg4 : (tensor<5xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5xf32>
    %2 = stablehlo.dynamic_slice %arg7, %arg4, sizes = [3] : (tensor<5xf32>, tensor<i32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
    %3 = stablehlo.dynamic_update_slice %cst_0, %2, %arg3 : (tensor<5xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5xf32>
    %4 = stablehlo.multiply %arg0, %1 : tensor<5xf32>
    %5 = stablehlo.multiply %1, %arg1 : tensor<5xf32>
    %6 = stablehlo.add %3, %5 : tensor<5xf32>
    stablehlo.return %4, %6 : tensor<5xf32>, tensor<5xf32>
  }, {
    %1 = "stablehlo.gather"(%arg7, %arg5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %2 = stablehlo.multiply %arg0, %arg7 : tensor<5xf32>
    %3 = stablehlo.add %1, %2 : tensor<5xf32>
    %4 = stablehlo.multiply %arg7, %arg1 : tensor<5xf32>
    stablehlo.return %3, %4 : tensor<5xf32>, tensor<5xf32>
  }) : (tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>)
  return %0#1, %0#0 : tensor<5xf32>, tensor<5xf32>
}
func.func @f268_vjp(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %0:8 = call @f268_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x1xi32>, tensor<i32>)
  %1:2 = call @f268_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %arg4) : (tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x1xi32>, tensor<i32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
  return %1#0, %1#1 : tensor<5xf32>, tensor<5xf32>
}
func.func @f268_vjp_v1(%arg0: tensor<5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>) {
  %0:8 = call @f268_fwd_batched_ubbb(%arg0, %arg1, %arg2, %arg3) : (tensor<5xf32>, tensor<2x5xf32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2x5xf32>, tensor<5xf32>, tensor<2x5xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x5x1xi32>, tensor<2xi32>)
  %1:2 = call @f268_lin_t_batched_ubbbbbbb(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %arg4) : (tensor<5xf32>, tensor<2x5xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x5x1xi32>, tensor<2xi32>, tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>)
  return %1#0, %1#1 : tensor<2x5xf32>, tensor<2x5xf32>
}
func.func @f268_fwd_batched_ubbb(%arg0: tensor<5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>) -> (tensor<2x5xf32>, tensor<5xf32>, tensor<2x5xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x5x1xi32>, tensor<2xi32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %2 = stablehlo.clamp %0, %arg2, %1 : tensor<2xi32>
  %3 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
  %4 = stablehlo.multiply %arg1, %3 : tensor<2x5xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %5:3 = stablehlo.while(%iterArg = %c_1, %iterArg_47 = %4, %iterArg_48 = %c_3) : tensor<i32>, tensor<2x5xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_49 = stablehlo.constant dense<2> : tensor<i32>
    %105 = stablehlo.compare LT, %iterArg_48, %c_49, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %105 : tensor<i1>
  } do {
    %c_49 = stablehlo.constant dense<[[3], [2], [3], [0], [0]]> : tensor<5x1xi32>
    %105 = "stablehlo.gather"(%arg0, %c_49) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %106 = stablehlo.add %iterArg, %c_50 : tensor<i32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %c_52 = stablehlo.constant dense<1> : tensor<i32>
    %107 = stablehlo.add %iterArg_48, %c_52 : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %105, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
    stablehlo.return %106, %108, %107 : tensor<i32>, tensor<2x5xf32>, tensor<i32>
  }
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %c_8 = stablehlo.constant dense<0> : tensor<5x1xi32>
  %6 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
  %7 = stablehlo.multiply %6, %arg1 : tensor<2x5xf32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %c_10 = stablehlo.constant dense<2> : tensor<i32>
  %8 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %9 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %10 = stablehlo.clamp %8, %arg2, %9 : tensor<2xi32>
  %11 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
  %12 = stablehlo.reshape %10 : (tensor<2xi32>) -> tensor<2x1xi32>
  %13 = "stablehlo.gather"(%11, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x5xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %c_12 = stablehlo.constant dense<2> : tensor<i32>
  %14 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %15 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %16 = stablehlo.clamp %14, %arg2, %15 : tensor<2xi32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %c_14 = stablehlo.constant dense<1> : tensor<i32>
  %c_15 = stablehlo.constant dense<2> : tensor<i32>
  %17:2 = stablehlo.while(%iterArg = %c_13, %iterArg_47 = %7) : tensor<i32>, tensor<2x5xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %105 = stablehlo.compare LT, %iterArg, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %105 : tensor<i1>
  } do {
    %105 = stablehlo.dynamic_slice %16, %iterArg, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %106 = stablehlo.reshape %105 : (tensor<1xi32>) -> tensor<i32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %107 = stablehlo.dynamic_slice %13, %iterArg, %c_48, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %108 = stablehlo.add %iterArg, %c_14 : tensor<i32>
    %109 = stablehlo.dynamic_update_slice %iterArg_47, %107, %iterArg, %106 : (tensor<2x5xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    stablehlo.return %108, %109 : tensor<i32>, tensor<2x5xf32>
  }
  %c_16 = stablehlo.constant dense<0> : tensor<i32>
  %c_17 = stablehlo.constant dense<0> : tensor<5x1xi32>
  %18 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
  %19 = stablehlo.multiply %18, %arg1 : tensor<2x5xf32>
  %c_18 = stablehlo.constant dense<[[2], [3], [0], [1], [1]]> : tensor<5x1xi32>
  %20 = stablehlo.broadcast_in_dim %c_18, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<2x5x1xi32>
  %21 = stablehlo.iota dim = 0 : tensor<2x5x1xi32>
  %22 = stablehlo.concatenate %21, %20, dim = 2 : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x2xi32>
  %23 = stablehlo.reshape %22 : (tensor<2x5x2xi32>) -> tensor<10x2xi32>
  %24 = stablehlo.reshape %arg1 : (tensor<2x5xf32>) -> tensor<10xf32>
  %25 = "stablehlo.scatter"(%19, %23, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %105 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %105 : tensor<f32>
  }) : (tensor<2x5xf32>, tensor<10x2xi32>, tensor<10xf32>) -> tensor<2x5xf32>
  %c_19 = stablehlo.constant dense<0> : tensor<i32>
  %c_20 = stablehlo.constant dense<0> : tensor<i32>
  %c_21 = stablehlo.constant dense<0> : tensor<i32>
  %c_22 = stablehlo.constant dense<0> : tensor<i32>
  %26 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %27 = stablehlo.compare LT, %2, %26, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_23 = stablehlo.constant dense<3> : tensor<i32>
  %28 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %29 = stablehlo.compare GE, %2, %28, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %30 = stablehlo.or %27, %29 : tensor<2xi1>
  %c_24 = stablehlo.constant dense<2> : tensor<i32>
  %31 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %32 = stablehlo.select %30, %31, %2 : tensor<2xi1>, tensor<2xi32>
  %c_25 = stablehlo.constant dense<1> : tensor<i32>
  %33 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %34 = stablehlo.compare EQ, %32, %33, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<2xi1>) -> tensor<2x5xi1>
  %36 = stablehlo.select %35, %17#1, %25 : tensor<2x5xi1>, tensor<2x5xf32>
  %c_26 = stablehlo.constant dense<0> : tensor<i32>
  %37 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %38 = stablehlo.compare EQ, %32, %37, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<2xi1>) -> tensor<2x5xi1>
  %40 = stablehlo.select %39, %5#1, %36 : tensor<2x5xi1>, tensor<2x5xf32>
  %c_27 = stablehlo.constant dense<0> : tensor<i32>
  %41 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %42 = stablehlo.compare LT, %2, %41, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_28 = stablehlo.constant dense<3> : tensor<i32>
  %43 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %44 = stablehlo.compare GE, %2, %43, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %45 = stablehlo.or %42, %44 : tensor<2xi1>
  %c_29 = stablehlo.constant dense<2> : tensor<i32>
  %46 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %47 = stablehlo.select %45, %46, %2 : tensor<2xi1>, tensor<2xi32>
  %48 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %c_30 = stablehlo.constant dense<1> : tensor<i32>
  %49 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %50 = stablehlo.compare EQ, %47, %49, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %51 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %52 = stablehlo.select %50, %51, %48 : tensor<2xi1>, tensor<2xi32>
  %c_31 = stablehlo.constant dense<0> : tensor<i32>
  %53 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %54 = stablehlo.compare EQ, %47, %53, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %55 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %56 = stablehlo.select %54, %55, %52 : tensor<2xi1>, tensor<2xi32>
  %c_32 = stablehlo.constant dense<0> : tensor<i32>
  %57 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %58 = stablehlo.compare LT, %2, %57, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_33 = stablehlo.constant dense<3> : tensor<i32>
  %59 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %60 = stablehlo.compare GE, %2, %59, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %61 = stablehlo.or %58, %60 : tensor<2xi1>
  %c_34 = stablehlo.constant dense<2> : tensor<i32>
  %62 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %63 = stablehlo.select %61, %62, %2 : tensor<2xi1>, tensor<2xi32>
  %64 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %c_35 = stablehlo.constant dense<1> : tensor<i32>
  %65 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %66 = stablehlo.compare EQ, %63, %65, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %67 = stablehlo.select %66, %10, %64 : tensor<2xi1>, tensor<2xi32>
  %c_36 = stablehlo.constant dense<0> : tensor<i32>
  %68 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %69 = stablehlo.compare EQ, %63, %68, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %70 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %71 = stablehlo.select %69, %70, %67 : tensor<2xi1>, tensor<2xi32>
  %c_37 = stablehlo.constant dense<0> : tensor<i32>
  %72 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %73 = stablehlo.compare LT, %2, %72, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_38 = stablehlo.constant dense<3> : tensor<i32>
  %74 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %75 = stablehlo.compare GE, %2, %74, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %76 = stablehlo.or %73, %75 : tensor<2xi1>
  %c_39 = stablehlo.constant dense<2> : tensor<i32>
  %77 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %78 = stablehlo.select %76, %77, %2 : tensor<2xi1>, tensor<2xi32>
  %79 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %c_40 = stablehlo.constant dense<1> : tensor<i32>
  %80 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %81 = stablehlo.compare EQ, %78, %80, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %82 = stablehlo.select %81, %16, %79 : tensor<2xi1>, tensor<2xi32>
  %c_41 = stablehlo.constant dense<0> : tensor<i32>
  %83 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %84 = stablehlo.compare EQ, %78, %83, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %85 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %86 = stablehlo.select %84, %85, %82 : tensor<2xi1>, tensor<2xi32>
  %c_42 = stablehlo.constant dense<0> : tensor<i32>
  %87 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %88 = stablehlo.compare LT, %2, %87, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_43 = stablehlo.constant dense<3> : tensor<i32>
  %89 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %90 = stablehlo.compare GE, %2, %89, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %91 = stablehlo.or %88, %90 : tensor<2xi1>
  %c_44 = stablehlo.constant dense<2> : tensor<i32>
  %92 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %93 = stablehlo.select %91, %92, %2 : tensor<2xi1>, tensor<2xi32>
  %94 = stablehlo.broadcast_in_dim %c_18, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<2x5x1xi32>
  %c_45 = stablehlo.constant dense<1> : tensor<i32>
  %95 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %96 = stablehlo.compare EQ, %93, %95, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %97 = stablehlo.broadcast_in_dim %96, dims = [0] : (tensor<2xi1>) -> tensor<2x5x1xi1>
  %98 = stablehlo.broadcast_in_dim %c_17, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<2x5x1xi32>
  %99 = stablehlo.select %97, %98, %94 : tensor<2x5x1xi1>, tensor<2x5x1xi32>
  %c_46 = stablehlo.constant dense<0> : tensor<i32>
  %100 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %101 = stablehlo.compare EQ, %93, %100, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<2xi1>) -> tensor<2x5x1xi1>
  %103 = stablehlo.broadcast_in_dim %c_8, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<2x5x1xi32>
  %104 = stablehlo.select %102, %103, %99 : tensor<2x5x1xi1>, tensor<2x5x1xi32>
  return %40, %arg0, %arg1, %56, %71, %86, %104, %2 : tensor<2x5xf32>, tensor<5xf32>, tensor<2x5xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x5x1xi32>, tensor<2xi32>
}
func.func @f268_lin_t_batched_ubbbbbbb(%arg0: tensor<5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x5x1xi32>, %arg6: tensor<2xi32>, %arg7: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
  %1:3 = stablehlo.while(%iterArg = %arg7, %iterArg_20 = %0, %iterArg_21 = %c_1) : tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %51 = stablehlo.compare LT, %iterArg_21, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %51 : tensor<i1>
  } do {
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %51 = stablehlo.subtract %c_22, %iterArg_21 : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<[[3], [2], [3], [0], [0]]> : tensor<5x1xi32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %52 = stablehlo.add %51, %c_25 : tensor<i32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
    %53 = stablehlo.broadcast_in_dim %cst_26, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
    %54 = stablehlo.broadcast_in_dim %c_24, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<2x5x1xi32>
    %55 = stablehlo.iota dim = 0 : tensor<2x5x1xi32>
    %56 = stablehlo.concatenate %55, %54, dim = 2 : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x2xi32>
    %57 = stablehlo.reshape %56 : (tensor<2x5x2xi32>) -> tensor<10x2xi32>
    %58 = stablehlo.reshape %iterArg : (tensor<2x5xf32>) -> tensor<10xf32>
    %59 = "stablehlo.scatter"(%53, %57, %58) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %63 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %63 : tensor<f32>
    }) : (tensor<2x5xf32>, tensor<10x2xi32>, tensor<10xf32>) -> tensor<2x5xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
    %60 = stablehlo.add %iterArg_20, %59 : tensor<2x5xf32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.add %iterArg_21, %c_28 : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %cst_27, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
    stablehlo.return %62, %60, %61 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>
  }
  %2 = stablehlo.multiply %arg1, %1#0 : tensor<2x5xf32>
  %3 = stablehlo.add %1#1, %2 : tensor<2x5xf32>
  %4 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
  %5 = stablehlo.multiply %1#0, %4 : tensor<2x5xf32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
  %6 = stablehlo.broadcast_in_dim %cst_2, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %c_5 = stablehlo.constant dense<2> : tensor<i32>
  %7:2 = stablehlo.while(%iterArg = %c_3, %iterArg_20 = %arg7) : tensor<i32>, tensor<2x5xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %51 = stablehlo.compare LT, %iterArg, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %51 : tensor<i1>
  } do {
    %51 = stablehlo.dynamic_slice %arg4, %iterArg, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %52 = stablehlo.reshape %51 : (tensor<1xi32>) -> tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.dynamic_slice %6, %iterArg, %c_21, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %54 = stablehlo.add %iterArg, %c_4 : tensor<i32>
    %55 = stablehlo.dynamic_update_slice %iterArg_20, %53, %iterArg, %52 : (tensor<2x5xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    stablehlo.return %54, %55 : tensor<i32>, tensor<2x5xf32>
  }
  %8 = stablehlo.reshape %arg4 : (tensor<2xi32>) -> tensor<2x1xi32>
  %9 = "stablehlo.gather"(%arg7, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x5xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
  %10 = stablehlo.broadcast_in_dim %cst_6, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %c_8 = stablehlo.constant dense<1> : tensor<i32>
  %c_9 = stablehlo.constant dense<2> : tensor<i32>
  %11:2 = stablehlo.while(%iterArg = %c_7, %iterArg_20 = %10) : tensor<i32>, tensor<2x5xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %51 = stablehlo.compare LT, %iterArg, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %51 : tensor<i1>
  } do {
    %51 = stablehlo.dynamic_slice %arg3, %iterArg, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %52 = stablehlo.reshape %51 : (tensor<1xi32>) -> tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.dynamic_slice %9, %iterArg, %c_21, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %54 = stablehlo.add %iterArg, %c_8 : tensor<i32>
    %55 = stablehlo.dynamic_update_slice %iterArg_20, %53, %iterArg, %52 : (tensor<2x5xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    stablehlo.return %54, %55 : tensor<i32>, tensor<2x5xf32>
  }
  %12 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
  %13 = stablehlo.multiply %12, %7#1 : tensor<2x5xf32>
  %14 = stablehlo.multiply %7#1, %arg1 : tensor<2x5xf32>
  %15 = stablehlo.add %11#1, %14 : tensor<2x5xf32>
  %16 = "stablehlo.gather"(%arg7, %arg5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<2x5x1xi32>) -> tensor<2x5xf32>
  %17 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
  %18 = stablehlo.multiply %17, %arg7 : tensor<2x5xf32>
  %19 = stablehlo.add %16, %18 : tensor<2x5xf32>
  %20 = stablehlo.multiply %arg7, %arg1 : tensor<2x5xf32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %21 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %22 = stablehlo.compare LT, %arg6, %21, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_11 = stablehlo.constant dense<3> : tensor<i32>
  %23 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %24 = stablehlo.compare GE, %arg6, %23, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %25 = stablehlo.or %22, %24 : tensor<2xi1>
  %c_12 = stablehlo.constant dense<2> : tensor<i32>
  %26 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %27 = stablehlo.select %25, %26, %arg6 : tensor<2xi1>, tensor<2xi32>
  %c_13 = stablehlo.constant dense<1> : tensor<i32>
  %28 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %29 = stablehlo.compare EQ, %27, %28, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<2xi1>) -> tensor<2x5xi1>
  %31 = stablehlo.select %30, %13, %19 : tensor<2x5xi1>, tensor<2x5xf32>
  %c_14 = stablehlo.constant dense<0> : tensor<i32>
  %32 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %33 = stablehlo.compare EQ, %27, %32, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi1>) -> tensor<2x5xi1>
  %35 = stablehlo.select %34, %5, %31 : tensor<2x5xi1>, tensor<2x5xf32>
  %c_15 = stablehlo.constant dense<0> : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %37 = stablehlo.compare LT, %arg6, %36, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_16 = stablehlo.constant dense<3> : tensor<i32>
  %38 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %39 = stablehlo.compare GE, %arg6, %38, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %40 = stablehlo.or %37, %39 : tensor<2xi1>
  %c_17 = stablehlo.constant dense<2> : tensor<i32>
  %41 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %42 = stablehlo.select %40, %41, %arg6 : tensor<2xi1>, tensor<2xi32>
  %c_18 = stablehlo.constant dense<1> : tensor<i32>
  %43 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %44 = stablehlo.compare EQ, %42, %43, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<2xi1>) -> tensor<2x5xi1>
  %46 = stablehlo.select %45, %15, %20 : tensor<2x5xi1>, tensor<2x5xf32>
  %c_19 = stablehlo.constant dense<0> : tensor<i32>
  %47 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %48 = stablehlo.compare EQ, %42, %47, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<2xi1>) -> tensor<2x5xi1>
  %50 = stablehlo.select %49, %3, %46 : tensor<2x5xi1>, tensor<2x5xf32>
  return %50, %35 : tensor<2x5xf32>, tensor<2x5xf32>
}
// inputs: [-0.2297069 ,  0.9666605 ,  1.8776594 , -0.43646398,  0.5319152 ]; [[-1.4256608 ,  0.4118012 , -0.07783701,  0.33339435,  0.69686484], [-0.3652778 , -0.09239341,  0.60684603,  0.0338636 , -1.6939757 ]]; [3, 0]; [0, 3]; [[-1.2932776 ,  0.62665725, -1.6599143 , -0.22898035,  1.419695  ], [ 1.0170352 ,  0.18571849, -1.6668977 ,  0.10451077,  1.3892249 ]]
