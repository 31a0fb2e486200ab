// Fixed (found on commit 7aee1b9 by `fuzz_campaign.py --seed 534 --transforms --host-loops`):
// iree-compile 3.13 rejected it ("'stream.async.splat' op : streamable op expected to be in
// an execution region"): the splat IREE makes of a host loop's counter for the dispatches
// that read it, read in a case branch of the body too.  hostcall-splat-constants reads
// such a carry in the case through a copy made before it.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: 'stream.async.splat' op : streamable op expected to be in an execution region
// vjp_vmap [('vmap', [1, 0, 0, None], 0, 2), ('vjp',)] of:
func.func @f297(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>) {
  %v25750 = "stablehlo.add"(%a0, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v25751 = "stablehlo.subtract"(%a1, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c25752 = stablehlo.constant dense<0> : tensor<i32>
  %w25756:3 = "stablehlo.while"(%c25752, %v25750, %v25751) ({
  ^bb0(%k25753: tensor<i32>, %x25754: tensor<3x4xf32>, %x25755: tensor<3x4xf32>):
  %c25757 = stablehlo.constant dense<2> : tensor<i32>
  %v25758 = "stablehlo.compare"(%k25753, %c25757) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v25758) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k25759: tensor<i32>, %x25760: tensor<3x4xf32>, %x25761: tensor<3x4xf32>):
  %c25762 = stablehlo.constant dense<0> : tensor<i32>
  %c25763 = stablehlo.constant dense<2> : tensor<i32>
  %v25764 = "stablehlo.clamp"(%c25762, %k25759, %c25763) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v25765 = "stablehlo.case"(%v25764) ({
  %c25766 = stablehlo.constant dense<1.0> : tensor<3x4xf32>
  %v25767 = "stablehlo.multiply"(%a1, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v25768 = "stablehlo.add"(%v25767, %c25766) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v25769 = "stablehlo.divide"(%a1, %v25768) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v25769) : (tensor<3x4xf32>) -> ()
  }, {
  %v25770 = "stablehlo.add"(%x25760, %x25761) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c25771 = stablehlo.constant dense<0> : tensor<i32>
  %c25772 = stablehlo.constant dense<2> : tensor<i32>
  %v25773 = "stablehlo.clamp"(%c25771, %k25759, %c25772) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c25774 = stablehlo.constant dense<0> : tensor<i32>
  %c25775 = stablehlo.constant dense<1> : tensor<i32>
  %v25776 = "stablehlo.clamp"(%c25774, %i0, %c25775) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v25777 = "stablehlo.dynamic_slice"(%x25760, %v25773, %v25776) {slice_sizes = array<i64: 1, 3>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
  %c25778 = stablehlo.constant dense<0> : tensor<i32>
  %c25779 = stablehlo.constant dense<2> : tensor<i32>
  %v25780 = "stablehlo.clamp"(%c25778, %i1, %c25779) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c25781 = stablehlo.constant dense<0> : tensor<i32>
  %c25782 = stablehlo.constant dense<1> : tensor<i32>
  %v25783 = "stablehlo.clamp"(%c25781, %k25759, %c25782) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v25784 = "stablehlo.dynamic_update_slice"(%v25770, %v25777, %v25780, %v25783) : (tensor<3x4xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v25784) : (tensor<3x4xf32>) -> ()
  }, {
  %v25785 = "stablehlo.subtract"(%a1, %x25760) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v25785) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
  %v25786 = "stablehlo.multiply"(%x25761, %v25765) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v25787 = "stablehlo.multiply"(%x25760, %v25765) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c25788 = stablehlo.constant dense<0> : tensor<i32>
  %w25792:3 = "stablehlo.while"(%c25788, %v25786, %v25787) ({
  ^bb0(%k25789: tensor<i32>, %x25790: tensor<3x4xf32>, %x25791: tensor<3x4xf32>):
  %c25793 = stablehlo.constant dense<3> : tensor<i32>
  %v25794 = "stablehlo.compare"(%k25789, %c25793) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v25794) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k25795: tensor<i32>, %x25796: tensor<3x4xf32>, %x25797: tensor<3x4xf32>):
  %v25798 = "stablehlo.multiply"(%x25797, %x25761) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c25799 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
  %v25800 = "stablehlo.scatter"(%v25798, %c25799, %x25797) ({
  ^bb0(%p25801: tensor<f32>, %q25802: tensor<f32>):
    "stablehlo.return"(%q25802) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v25803 = "stablehlo.subtract"(%x25796, %x25797) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c25804 = stablehlo.constant dense<0> : tensor<i32>
  %c25805 = stablehlo.constant dense<1> : tensor<i32>
  %v25806 = "stablehlo.clamp"(%c25804, %k25759, %c25805) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c25807 = stablehlo.constant dense<0> : tensor<i32>
  %c25808 = stablehlo.constant dense<1> : tensor<i32>
  %v25809 = "stablehlo.clamp"(%c25807, %k25795, %c25808) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v25810 = "stablehlo.dynamic_slice"(%x25796, %v25806, %v25809) {slice_sizes = array<i64: 2, 3>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %c25811 = stablehlo.constant dense<0> : tensor<i32>
  %c25812 = stablehlo.constant dense<1> : tensor<i32>
  %v25813 = "stablehlo.clamp"(%c25811, %i1, %c25812) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c25814 = stablehlo.constant dense<0> : tensor<i32>
  %c25815 = stablehlo.constant dense<1> : tensor<i32>
  %v25816 = "stablehlo.clamp"(%c25814, %k25759, %c25815) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v25817 = "stablehlo.dynamic_update_slice"(%v25803, %v25810, %v25813, %v25816) : (tensor<3x4xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c25818 = stablehlo.constant dense<1> : tensor<i32>
  %v25819 = "stablehlo.add"(%k25795, %c25818) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v25819, %v25800, %v25817) : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>)
  %c25820 = stablehlo.constant dense<1> : tensor<i32>
  %v25821 = "stablehlo.add"(%k25759, %c25820) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v25821, %v25765, %w25792#1) : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>)
  return %w25756#1 : tensor<3x4xf32>
}
// transformed:
func.func @f297(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x4xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<3x4xf32>
  %1 = stablehlo.subtract %arg1, %arg0 : tensor<3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %2:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %0, %iterArg_1 = %1) : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.compare LT, %iterArg, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %3 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.clamp %c_2, %iterArg, %c_3 : tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
      %9 = stablehlo.multiply %arg1, %arg1 : tensor<3x4xf32>
      %10 = stablehlo.add %9, %cst : tensor<3x4xf32>
      %11 = stablehlo.divide %arg1, %10 : tensor<3x4xf32>
      stablehlo.return %11 : tensor<3x4xf32>
    }, {
      %9 = stablehlo.add %iterArg_0, %iterArg_1 : tensor<3x4xf32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<2> : tensor<i32>
      %10 = stablehlo.clamp %c_6, %iterArg, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
      %12 = stablehlo.dynamic_slice %iterArg_0, %10, %11, sizes = [1, 3] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<2> : tensor<i32>
      %13 = stablehlo.clamp %c_10, %arg3, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.clamp %c_12, %iterArg, %c_13 : tensor<i32>
      %15 = stablehlo.dynamic_update_slice %9, %12, %13, %14 : (tensor<3x4xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      stablehlo.return %15 : tensor<3x4xf32>
    }, {
      %9 = stablehlo.subtract %arg1, %iterArg_0 : tensor<3x4xf32>
      stablehlo.return %9 : tensor<3x4xf32>
    }) : (tensor<i32>) -> tensor<3x4xf32>
    %5 = stablehlo.multiply %iterArg_1, %4 : tensor<3x4xf32>
    %6 = stablehlo.multiply %iterArg_0, %4 : tensor<3x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %7:3 = stablehlo.while(%iterArg_6 = %c_4, %iterArg_7 = %5, %iterArg_8 = %6) : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_6, %c_9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = stablehlo.multiply %iterArg_8, %iterArg_1 : tensor<3x4xf32>
      %c_9 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %10 = "stablehlo.scatter"(%9, %c_9, %iterArg_8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        stablehlo.return %arg5 : tensor<f32>
      }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %11 = stablehlo.subtract %iterArg_7, %iterArg_8 : tensor<3x4xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.clamp %c_10, %iterArg, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.clamp %c_12, %iterArg_6, %c_13 : tensor<i32>
      %14 = stablehlo.dynamic_slice %iterArg_7, %12, %13, sizes = [2, 3] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.clamp %c_14, %arg3, %c_15 : tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.clamp %c_16, %iterArg, %c_17 : tensor<i32>
      %17 = stablehlo.dynamic_update_slice %11, %14, %15, %16 : (tensor<3x4xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg_6, %c_18 : tensor<i32>
      stablehlo.return %18, %10, %17 : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>
    }
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.add %iterArg, %c_5 : tensor<i32>
    stablehlo.return %8, %4, %7#1 : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
  return %2#1 : tensor<3x4xf32>
}
func.func @f297_v0(%arg0: tensor<3x2x4xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>) -> tensor<2x3x4xf32> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<2x3x4xf32>
  %2 = stablehlo.subtract %arg1, %0 : tensor<2x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %3:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %1, %iterArg_1 = %2) : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.compare LT, %iterArg, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.clamp %c_2, %iterArg, %c_3 : tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
      %10 = stablehlo.multiply %arg1, %arg1 : tensor<2x3x4xf32>
      %11 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<2x3x4xf32>
      %12 = stablehlo.add %10, %11 : tensor<2x3x4xf32>
      %13 = stablehlo.divide %arg1, %12 : tensor<2x3x4xf32>
      stablehlo.return %13 : tensor<2x3x4xf32>
    }, {
      %10 = stablehlo.add %iterArg_0, %iterArg_1 : tensor<2x3x4xf32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<2> : tensor<i32>
      %11 = stablehlo.clamp %c_6, %iterArg, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %13 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %14 = stablehlo.clamp %12, %arg2, %13 : tensor<2xi32>
      %15 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %16 = stablehlo.reshape %15 : (tensor<2xi32>) -> tensor<2x1xi32>
      %17 = stablehlo.reshape %14 : (tensor<2xi32>) -> tensor<2x1xi32>
      %18 = stablehlo.concatenate %16, %17, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
      %19 = "stablehlo.gather"(%iterArg_0, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x3x4xf32>, tensor<2x2xi32>) -> tensor<2x1x3xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<2> : tensor<i32>
      %20 = stablehlo.clamp %c_10, %arg3, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.clamp %c_12, %iterArg, %c_13 : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %22 = stablehlo.dynamic_update_slice %10, %19, %c_14, %20, %21 : (tensor<2x3x4xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      stablehlo.return %22 : tensor<2x3x4xf32>
    }, {
      %10 = stablehlo.subtract %arg1, %iterArg_0 : tensor<2x3x4xf32>
      stablehlo.return %10 : tensor<2x3x4xf32>
    }) : (tensor<i32>) -> tensor<2x3x4xf32>
    %6 = stablehlo.multiply %iterArg_1, %5 : tensor<2x3x4xf32>
    %7 = stablehlo.multiply %iterArg_0, %5 : tensor<2x3x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8:3 = stablehlo.while(%iterArg_6 = %c_4, %iterArg_7 = %6, %iterArg_8 = %7) : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_6, %c_9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = stablehlo.multiply %iterArg_8, %iterArg_1 : tensor<2x3x4xf32>
      %c_9 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %11 = stablehlo.broadcast_in_dim %c_9, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
      %12 = stablehlo.iota dim = 0 : tensor<2x3x1xi32>
      %13 = stablehlo.concatenate %12, %11, dim = 2 : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
      %14 = stablehlo.reshape %13 : (tensor<2x3x2xi32>) -> tensor<6x2xi32>
      %15 = stablehlo.reshape %iterArg_8 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
      %16 = "stablehlo.scatter"(%10, %14, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        stablehlo.return %arg5 : tensor<f32>
      }) : (tensor<2x3x4xf32>, tensor<6x2xi32>, tensor<6x4xf32>) -> tensor<2x3x4xf32>
      %17 = stablehlo.subtract %iterArg_7, %iterArg_8 : tensor<2x3x4xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.clamp %c_10, %iterArg, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.clamp %c_12, %iterArg_6, %c_13 : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.dynamic_slice %iterArg_7, %c_14, %18, %19, sizes = [2, 2, 3] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.clamp %c_15, %arg3, %c_16 : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.clamp %c_17, %iterArg, %c_18 : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %23 = stablehlo.dynamic_update_slice %17, %20, %c_19, %21, %22 : (tensor<2x3x4xf32>, tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_6, %c_20 : tensor<i32>
      stablehlo.return %24, %16, %23 : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
    }
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.add %iterArg, %c_5 : tensor<i32>
    stablehlo.return %9, %5, %8#1 : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
  }
  return %3#1 : tensor<2x3x4xf32>
}
func.func @f297_v0_fwd(%arg0: tensor<3x2x4xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>) -> (tensor<2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x3x2x3x4xf32>, tensor<2x3x6x4xi1>, tensor<2x3x6x2xi32>, tensor<2x3x2x3x4xi1>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3x4xf32>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<2x3x4xf32>
  %2 = stablehlo.subtract %arg1, %0 : tensor<2x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3x4xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3x4xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<2x2x2xi32>
  %c_2 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_3 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_4 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_5 = stablehlo.constant dense<0> : tensor<2xi32>
  %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3x4xf32>
  %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3x4xf32>
  %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3x4xf32>
  %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x2x3x4xf32>
  %c_10 = stablehlo.constant dense<false> : tensor<2x3x6x4xi1>
  %c_11 = stablehlo.constant dense<0> : tensor<2x3x6x2xi32>
  %c_12 = stablehlo.constant dense<false> : tensor<2x3x2x3x4xi1>
  %c_13 = stablehlo.constant dense<0> : tensor<2x3xi32>
  %c_14 = stablehlo.constant dense<0> : tensor<2x3xi32>
  %c_15 = stablehlo.constant dense<0> : tensor<2x3xi32>
  %c_16 = stablehlo.constant dense<0> : tensor<2x3xi32>
  %c_17 = stablehlo.constant dense<0> : tensor<i32>
  %c_18 = stablehlo.constant dense<0> : tensor<i32>
  %3:22 = stablehlo.while(%iterArg = %c, %iterArg_21 = %1, %iterArg_22 = %2, %iterArg_23 = %cst, %iterArg_24 = %cst_0, %iterArg_25 = %c_1, %iterArg_26 = %c_2, %iterArg_27 = %c_3, %iterArg_28 = %c_4, %iterArg_29 = %c_5, %iterArg_30 = %cst_6, %iterArg_31 = %cst_7, %iterArg_32 = %cst_8, %iterArg_33 = %cst_9, %iterArg_34 = %c_10, %iterArg_35 = %c_11, %iterArg_36 = %c_12, %iterArg_37 = %c_13, %iterArg_38 = %c_14, %iterArg_39 = %c_15, %iterArg_40 = %c_16, %iterArg_41 = %c_18) : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x3x2x3x4xf32>, tensor<2x3x6x4xi1>, tensor<2x3x6x2xi32>, tensor<2x3x2x3x4xi1>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_42 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.compare LT, %iterArg_41, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  } do {
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %c_43 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.clamp %c_42, %iterArg, %c_43 : tensor<i32>
    %5:7 = "stablehlo.case"(%4) ({
      %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
      %47 = stablehlo.multiply %arg1, %arg1 : tensor<2x3x4xf32>
      %48 = stablehlo.broadcast_in_dim %cst_60, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<2x3x4xf32>
      %49 = stablehlo.add %47, %48 : tensor<2x3x4xf32>
      %50 = stablehlo.divide %arg1, %49 : tensor<2x3x4xf32>
      %c_61 = stablehlo.constant dense<0> : tensor<2x2xi32>
      %c_62 = stablehlo.constant dense<0> : tensor<i32>
      %c_63 = stablehlo.constant dense<0> : tensor<i32>
      %c_64 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %50, %49, %50, %c_61, %c_62, %c_63, %c_64 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>
    }, {
      %47 = stablehlo.add %iterArg_21, %iterArg_22 : tensor<2x3x4xf32>
      %c_60 = stablehlo.constant dense<0> : tensor<i32>
      %c_61 = stablehlo.constant dense<2> : tensor<i32>
      %48 = stablehlo.clamp %c_60, %iterArg, %c_61 : tensor<i32>
      %c_62 = stablehlo.constant dense<0> : tensor<i32>
      %c_63 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %50 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %51 = stablehlo.clamp %49, %arg2, %50 : tensor<2xi32>
      %52 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %53 = stablehlo.reshape %52 : (tensor<2xi32>) -> tensor<2x1xi32>
      %54 = stablehlo.reshape %51 : (tensor<2xi32>) -> tensor<2x1xi32>
      %55 = stablehlo.concatenate %53, %54, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
      %56 = "stablehlo.gather"(%iterArg_21, %55) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x3x4xf32>, tensor<2x2xi32>) -> tensor<2x1x3xf32>
      %c_64 = stablehlo.constant dense<0> : tensor<i32>
      %c_65 = stablehlo.constant dense<2> : tensor<i32>
      %57 = stablehlo.clamp %c_64, %arg3, %c_65 : tensor<i32>
      %c_66 = stablehlo.constant dense<0> : tensor<i32>
      %c_67 = stablehlo.constant dense<1> : tensor<i32>
      %58 = stablehlo.clamp %c_66, %iterArg, %c_67 : tensor<i32>
      %c_68 = stablehlo.constant dense<0> : tensor<i32>
      %59 = stablehlo.dynamic_update_slice %47, %56, %c_68, %57, %58 : (tensor<2x3x4xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      stablehlo.return %59, %cst_69, %cst_70, %55, %c_68, %57, %58 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>
    }, {
      %47 = stablehlo.subtract %arg1, %iterArg_21 : tensor<2x3x4xf32>
      %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      %c_62 = stablehlo.constant dense<0> : tensor<2x2xi32>
      %c_63 = stablehlo.constant dense<0> : tensor<i32>
      %c_64 = stablehlo.constant dense<0> : tensor<i32>
      %c_65 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %47, %cst_60, %cst_61, %c_62, %c_63, %c_64, %c_65 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>
    }) : (tensor<i32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>)
    %6 = stablehlo.multiply %iterArg_22, %5#0 : tensor<2x3x4xf32>
    %7 = stablehlo.multiply %iterArg_21, %5#0 : tensor<2x3x4xf32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3x4xf32>
    %c_46 = stablehlo.constant dense<false> : tensor<3x6x4xi1>
    %c_47 = stablehlo.constant dense<0> : tensor<3x6x2xi32>
    %c_48 = stablehlo.constant dense<false> : tensor<3x2x3x4xi1>
    %c_49 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_50 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_51 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %8:12 = stablehlo.while(%iterArg_60 = %c_44, %iterArg_61 = %6, %iterArg_62 = %7, %iterArg_63 = %cst_45, %iterArg_64 = %c_46, %iterArg_65 = %c_47, %iterArg_66 = %c_48, %iterArg_67 = %c_49, %iterArg_68 = %c_50, %iterArg_69 = %c_51, %iterArg_70 = %c_52, %iterArg_71 = %c_54) : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<3x2x3x4xf32>, tensor<3x6x4xi1>, tensor<3x6x2xi32>, tensor<3x2x3x4xi1>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_72 = stablehlo.constant dense<3> : tensor<i32>
      %47 = stablehlo.compare LT, %iterArg_71, %c_72, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %47 : tensor<i1>
    } do {
      %47 = stablehlo.multiply %iterArg_62, %iterArg_22 : tensor<2x3x4xf32>
      %c_72 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %48 = stablehlo.broadcast_in_dim %c_72, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
      %49 = stablehlo.iota dim = 0 : tensor<2x3x1xi32>
      %50 = stablehlo.concatenate %49, %48, dim = 2 : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
      %51 = stablehlo.reshape %50 : (tensor<2x3x2xi32>) -> tensor<6x2xi32>
      %52 = stablehlo.reshape %iterArg_62 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
      %53 = "stablehlo.scatter"(%47, %51, %52) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        stablehlo.return %arg5 : tensor<f32>
      }) : (tensor<2x3x4xf32>, tensor<6x2xi32>, tensor<6x4xf32>) -> tensor<2x3x4xf32>
      %54 = stablehlo.iota dim = 0 : tensor<24xi32>
      %c_73 = stablehlo.constant dense<1> : tensor<24xi32>
      %55 = stablehlo.add %54, %c_73 : tensor<24xi32>
      %56 = stablehlo.reshape %55 : (tensor<24xi32>) -> tensor<6x4xi32>
      %c_74 = stablehlo.constant dense<0> : tensor<2x3x4xi32>
      %57 = "stablehlo.scatter"(%c_74, %51, %56) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
        stablehlo.return %arg5 : tensor<i32>
      }) : (tensor<2x3x4xi32>, tensor<6x2xi32>, tensor<6x4xi32>) -> tensor<2x3x4xi32>
      %58 = "stablehlo.gather"(%57, %51) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xi32>, tensor<6x2xi32>) -> tensor<6x4xi32>
      %59 = stablehlo.compare EQ, %58, %56, SIGNED : (tensor<6x4xi32>, tensor<6x4xi32>) -> tensor<6x4xi1>
      %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<6x4xf32>
      %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      %60 = stablehlo.compare NE, %57, %c_74, SIGNED : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi1>
      %61 = stablehlo.subtract %iterArg_61, %iterArg_62 : tensor<2x3x4xf32>
      %c_77 = stablehlo.constant dense<0> : tensor<i32>
      %c_78 = stablehlo.constant dense<1> : tensor<i32>
      %62 = stablehlo.clamp %c_77, %iterArg, %c_78 : tensor<i32>
      %c_79 = stablehlo.constant dense<0> : tensor<i32>
      %c_80 = stablehlo.constant dense<1> : tensor<i32>
      %63 = stablehlo.clamp %c_79, %iterArg_60, %c_80 : tensor<i32>
      %c_81 = stablehlo.constant dense<0> : tensor<i32>
      %64 = stablehlo.dynamic_slice %iterArg_61, %c_81, %62, %63, sizes = [2, 2, 3] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_82 = stablehlo.constant dense<0> : tensor<i32>
      %c_83 = stablehlo.constant dense<1> : tensor<i32>
      %65 = stablehlo.clamp %c_82, %arg3, %c_83 : tensor<i32>
      %c_84 = stablehlo.constant dense<0> : tensor<i32>
      %c_85 = stablehlo.constant dense<1> : tensor<i32>
      %66 = stablehlo.clamp %c_84, %iterArg, %c_85 : tensor<i32>
      %c_86 = stablehlo.constant dense<0> : tensor<i32>
      %67 = stablehlo.dynamic_update_slice %61, %64, %c_86, %65, %66 : (tensor<2x3x4xf32>, tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      %c_87 = stablehlo.constant dense<1> : tensor<i32>
      %68 = stablehlo.add %iterArg_60, %c_87 : tensor<i32>
      %c_88 = stablehlo.constant dense<0> : tensor<i32>
      %69 = stablehlo.reshape %iterArg_62 : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
      %70 = stablehlo.dynamic_update_slice %iterArg_63, %69, %iterArg_71, %c_88, %c_88, %c_88 : (tensor<3x2x3x4xf32>, tensor<1x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3x4xf32>
      %71 = stablehlo.reshape %59 : (tensor<6x4xi1>) -> tensor<1x6x4xi1>
      %72 = stablehlo.dynamic_update_slice %iterArg_64, %71, %iterArg_71, %c_88, %c_88 : (tensor<3x6x4xi1>, tensor<1x6x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x6x4xi1>
      %73 = stablehlo.reshape %51 : (tensor<6x2xi32>) -> tensor<1x6x2xi32>
      %74 = stablehlo.dynamic_update_slice %iterArg_65, %73, %iterArg_71, %c_88, %c_88 : (tensor<3x6x2xi32>, tensor<1x6x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x6x2xi32>
      %75 = stablehlo.reshape %60 : (tensor<2x3x4xi1>) -> tensor<1x2x3x4xi1>
      %76 = stablehlo.dynamic_update_slice %iterArg_66, %75, %iterArg_71, %c_88, %c_88, %c_88 : (tensor<3x2x3x4xi1>, tensor<1x2x3x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3x4xi1>
      %77 = stablehlo.reshape %62 : (tensor<i32>) -> tensor<1xi32>
      %78 = stablehlo.dynamic_update_slice %iterArg_67, %77, %iterArg_71 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %79 = stablehlo.reshape %63 : (tensor<i32>) -> tensor<1xi32>
      %80 = stablehlo.dynamic_update_slice %iterArg_68, %79, %iterArg_71 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %81 = stablehlo.reshape %65 : (tensor<i32>) -> tensor<1xi32>
      %82 = stablehlo.dynamic_update_slice %iterArg_69, %81, %iterArg_71 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %83 = stablehlo.reshape %66 : (tensor<i32>) -> tensor<1xi32>
      %84 = stablehlo.dynamic_update_slice %iterArg_70, %83, %iterArg_71 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_89 = stablehlo.constant dense<1> : tensor<i32>
      %85 = stablehlo.add %iterArg_71, %c_89 : tensor<i32>
      stablehlo.return %68, %53, %67, %70, %72, %74, %76, %78, %80, %82, %84, %85 : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<3x2x3x4xf32>, tensor<3x6x4xi1>, tensor<3x6x2xi32>, tensor<3x2x3x4xi1>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
    }
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %c_57 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.add %iterArg, %c_57 : tensor<i32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.reshape %5#1 : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
    %11 = stablehlo.dynamic_update_slice %iterArg_23, %10, %iterArg_41, %c_58, %c_58, %c_58 : (tensor<2x2x3x4xf32>, tensor<1x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3x4xf32>
    %12 = stablehlo.reshape %5#2 : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
    %13 = stablehlo.dynamic_update_slice %iterArg_24, %12, %iterArg_41, %c_58, %c_58, %c_58 : (tensor<2x2x3x4xf32>, tensor<1x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3x4xf32>
    %14 = stablehlo.reshape %5#3 : (tensor<2x2xi32>) -> tensor<1x2x2xi32>
    %15 = stablehlo.dynamic_update_slice %iterArg_25, %14, %iterArg_41, %c_58, %c_58 : (tensor<2x2x2xi32>, tensor<1x2x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2xi32>
    %16 = stablehlo.reshape %5#4 : (tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.dynamic_update_slice %iterArg_26, %16, %iterArg_41 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %18 = stablehlo.reshape %5#5 : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.dynamic_update_slice %iterArg_27, %18, %iterArg_41 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %20 = stablehlo.reshape %5#6 : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.dynamic_update_slice %iterArg_28, %20, %iterArg_41 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %22 = stablehlo.reshape %4 : (tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.dynamic_update_slice %iterArg_29, %22, %iterArg_41 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %24 = stablehlo.reshape %5#0 : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
    %25 = stablehlo.dynamic_update_slice %iterArg_30, %24, %iterArg_41, %c_58, %c_58, %c_58 : (tensor<2x2x3x4xf32>, tensor<1x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3x4xf32>
    %26 = stablehlo.reshape %iterArg_22 : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
    %27 = stablehlo.dynamic_update_slice %iterArg_31, %26, %iterArg_41, %c_58, %c_58, %c_58 : (tensor<2x2x3x4xf32>, tensor<1x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3x4xf32>
    %28 = stablehlo.reshape %iterArg_21 : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
    %29 = stablehlo.dynamic_update_slice %iterArg_32, %28, %iterArg_41, %c_58, %c_58, %c_58 : (tensor<2x2x3x4xf32>, tensor<1x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3x4xf32>
    %30 = stablehlo.reshape %8#3 : (tensor<3x2x3x4xf32>) -> tensor<1x3x2x3x4xf32>
    %31 = stablehlo.dynamic_update_slice %iterArg_33, %30, %iterArg_41, %c_58, %c_58, %c_58, %c_58 : (tensor<2x3x2x3x4xf32>, tensor<1x3x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x2x3x4xf32>
    %32 = stablehlo.reshape %8#4 : (tensor<3x6x4xi1>) -> tensor<1x3x6x4xi1>
    %33 = stablehlo.dynamic_update_slice %iterArg_34, %32, %iterArg_41, %c_58, %c_58, %c_58 : (tensor<2x3x6x4xi1>, tensor<1x3x6x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x6x4xi1>
    %34 = stablehlo.reshape %8#5 : (tensor<3x6x2xi32>) -> tensor<1x3x6x2xi32>
    %35 = stablehlo.dynamic_update_slice %iterArg_35, %34, %iterArg_41, %c_58, %c_58, %c_58 : (tensor<2x3x6x2xi32>, tensor<1x3x6x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x6x2xi32>
    %36 = stablehlo.reshape %8#6 : (tensor<3x2x3x4xi1>) -> tensor<1x3x2x3x4xi1>
    %37 = stablehlo.dynamic_update_slice %iterArg_36, %36, %iterArg_41, %c_58, %c_58, %c_58, %c_58 : (tensor<2x3x2x3x4xi1>, tensor<1x3x2x3x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x2x3x4xi1>
    %38 = stablehlo.reshape %8#7 : (tensor<3xi32>) -> tensor<1x3xi32>
    %39 = stablehlo.dynamic_update_slice %iterArg_37, %38, %iterArg_41, %c_58 : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
    %40 = stablehlo.reshape %8#8 : (tensor<3xi32>) -> tensor<1x3xi32>
    %41 = stablehlo.dynamic_update_slice %iterArg_38, %40, %iterArg_41, %c_58 : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
    %42 = stablehlo.reshape %8#9 : (tensor<3xi32>) -> tensor<1x3xi32>
    %43 = stablehlo.dynamic_update_slice %iterArg_39, %42, %iterArg_41, %c_58 : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
    %44 = stablehlo.reshape %8#10 : (tensor<3xi32>) -> tensor<1x3xi32>
    %45 = stablehlo.dynamic_update_slice %iterArg_40, %44, %iterArg_41, %c_58 : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
    %c_59 = stablehlo.constant dense<1> : tensor<i32>
    %46 = stablehlo.add %iterArg_41, %c_59 : tensor<i32>
    stablehlo.return %9, %5#0, %8#1, %11, %13, %15, %17, %19, %21, %23, %25, %27, %29, %31, %33, %35, %37, %39, %41, %43, %45, %46 : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x3x2x3x4xf32>, tensor<2x3x6x4xi1>, tensor<2x3x6x2xi32>, tensor<2x3x2x3x4xi1>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<i32>
  }
  %c_19 = stablehlo.constant dense<0> : tensor<i32>
  %c_20 = stablehlo.constant dense<0> : tensor<i32>
  return %3#1, %3#3, %3#4, %3#5, %3#6, %3#7, %3#8, %3#9, %3#10, %3#11, %3#12, %3#13, %3#14, %3#15, %3#16, %3#17, %3#18, %3#19, %3#20, %arg1 : tensor<2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x3x2x3x4xf32>, tensor<2x3x6x4xi1>, tensor<2x3x6x2xi32>, tensor<2x3x2x3x4xi1>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3x4xf32>
}
func.func @f297_v0_lin(%arg0: tensor<2x2x3x4xf32>, %arg1: tensor<2x2x3x4xf32>, %arg2: tensor<2x2x2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2xi32>, %arg7: tensor<2x2x3x4xf32>, %arg8: tensor<2x2x3x4xf32>, %arg9: tensor<2x2x3x4xf32>, %arg10: tensor<2x3x2x3x4xf32>, %arg11: tensor<2x3x6x4xi1>, %arg12: tensor<2x3x6x2xi32>, %arg13: tensor<2x3x2x3x4xi1>, %arg14: tensor<2x3xi32>, %arg15: tensor<2x3xi32>, %arg16: tensor<2x3xi32>, %arg17: tensor<2x3xi32>, %arg18: tensor<2x3x4xf32>, %arg19: tensor<3x2x4xf32>, %arg20: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> attributes {hostcall.num_residuals = 19 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg19, dims = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  %1 = stablehlo.add %0, %arg20 : tensor<2x3x4xf32>
  %2 = stablehlo.negate %0 : tensor<2x3x4xf32>
  %3 = stablehlo.add %arg20, %2 : tensor<2x3x4xf32>
  %4:3 = stablehlo.while(%iterArg = %1, %iterArg_0 = %3, %iterArg_1 = %c) : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 2 : i64, hostcall.trip_count = 2 : i64}
  cond {
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.compare LT, %iterArg_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %5 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_slice %arg0, %iterArg_1, %c_2, %c_2, %c_2, sizes = [1, 2, 3, 4] : (tensor<2x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
    %7 = stablehlo.dynamic_slice %arg1, %iterArg_1, %c_2, %c_2, %c_2, sizes = [1, 2, 3, 4] : (tensor<2x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
    %9 = stablehlo.dynamic_slice %arg2, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 2] : (tensor<2x2x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xi32>
    %10 = stablehlo.reshape %9 : (tensor<1x2x2xi32>) -> tensor<2x2xi32>
    %11 = stablehlo.dynamic_slice %arg3, %iterArg_1, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %13 = stablehlo.dynamic_slice %arg4, %iterArg_1, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.reshape %13 : (tensor<1xi32>) -> tensor<i32>
    %15 = stablehlo.dynamic_slice %arg5, %iterArg_1, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.reshape %15 : (tensor<1xi32>) -> tensor<i32>
    %17 = stablehlo.dynamic_slice %arg6, %iterArg_1, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.reshape %17 : (tensor<1xi32>) -> tensor<i32>
    %19 = stablehlo.dynamic_slice %arg7, %iterArg_1, %c_2, %c_2, %c_2, sizes = [1, 2, 3, 4] : (tensor<2x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
    %21 = stablehlo.dynamic_slice %arg8, %iterArg_1, %c_2, %c_2, %c_2, sizes = [1, 2, 3, 4] : (tensor<2x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
    %23 = stablehlo.dynamic_slice %arg9, %iterArg_1, %c_2, %c_2, %c_2, sizes = [1, 2, 3, 4] : (tensor<2x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
    %25 = stablehlo.dynamic_slice %arg10, %iterArg_1, %c_2, %c_2, %c_2, %c_2, sizes = [1, 3, 2, 3, 4] : (tensor<2x3x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3x4xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x3x2x3x4xf32>) -> tensor<3x2x3x4xf32>
    %27 = stablehlo.dynamic_slice %arg11, %iterArg_1, %c_2, %c_2, %c_2, sizes = [1, 3, 6, 4] : (tensor<2x3x6x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x6x4xi1>
    %28 = stablehlo.reshape %27 : (tensor<1x3x6x4xi1>) -> tensor<3x6x4xi1>
    %29 = stablehlo.dynamic_slice %arg12, %iterArg_1, %c_2, %c_2, %c_2, sizes = [1, 3, 6, 2] : (tensor<2x3x6x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x6x2xi32>
    %30 = stablehlo.reshape %29 : (tensor<1x3x6x2xi32>) -> tensor<3x6x2xi32>
    %31 = stablehlo.dynamic_slice %arg13, %iterArg_1, %c_2, %c_2, %c_2, %c_2, sizes = [1, 3, 2, 3, 4] : (tensor<2x3x2x3x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3x4xi1>
    %32 = stablehlo.reshape %31 : (tensor<1x3x2x3x4xi1>) -> tensor<3x2x3x4xi1>
    %33 = stablehlo.dynamic_slice %arg14, %iterArg_1, %c_2, sizes = [1, 3] : (tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %34 = stablehlo.reshape %33 : (tensor<1x3xi32>) -> tensor<3xi32>
    %35 = stablehlo.dynamic_slice %arg15, %iterArg_1, %c_2, sizes = [1, 3] : (tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %36 = stablehlo.reshape %35 : (tensor<1x3xi32>) -> tensor<3xi32>
    %37 = stablehlo.dynamic_slice %arg16, %iterArg_1, %c_2, sizes = [1, 3] : (tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %38 = stablehlo.reshape %37 : (tensor<1x3xi32>) -> tensor<3xi32>
    %39 = stablehlo.dynamic_slice %arg17, %iterArg_1, %c_2, sizes = [1, 3] : (tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %40 = stablehlo.reshape %39 : (tensor<1x3xi32>) -> tensor<3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %41 = "stablehlo.case"(%18) ({
      %50 = stablehlo.multiply %arg20, %arg18 : tensor<2x3x4xf32>
      %51 = stablehlo.multiply %arg18, %arg20 : tensor<2x3x4xf32>
      %52 = stablehlo.add %50, %51 : tensor<2x3x4xf32>
      %53 = stablehlo.divide %arg20, %6 : tensor<2x3x4xf32>
      %54 = stablehlo.multiply %52, %8 : tensor<2x3x4xf32>
      %55 = stablehlo.divide %54, %6 : tensor<2x3x4xf32>
      %56 = stablehlo.negate %55 : tensor<2x3x4xf32>
      %57 = stablehlo.add %53, %56 : tensor<2x3x4xf32>
      stablehlo.return %57 : tensor<2x3x4xf32>
    }, {
      %50 = stablehlo.add %iterArg, %iterArg_0 : tensor<2x3x4xf32>
      %51 = "stablehlo.gather"(%iterArg, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x3x4xf32>, tensor<2x2xi32>) -> tensor<2x1x3xf32>
      %52 = stablehlo.dynamic_update_slice %50, %51, %12, %14, %16 : (tensor<2x3x4xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      stablehlo.return %52 : tensor<2x3x4xf32>
    }, {
      %50 = stablehlo.negate %iterArg : tensor<2x3x4xf32>
      %51 = stablehlo.add %arg20, %50 : tensor<2x3x4xf32>
      stablehlo.return %51 : tensor<2x3x4xf32>
    }) : (tensor<i32>) -> tensor<2x3x4xf32>
    %42 = stablehlo.multiply %iterArg_0, %20 : tensor<2x3x4xf32>
    %43 = stablehlo.multiply %22, %41 : tensor<2x3x4xf32>
    %44 = stablehlo.add %42, %43 : tensor<2x3x4xf32>
    %45 = stablehlo.multiply %iterArg, %20 : tensor<2x3x4xf32>
    %46 = stablehlo.multiply %24, %41 : tensor<2x3x4xf32>
    %47 = stablehlo.add %45, %46 : tensor<2x3x4xf32>
    %48:3 = stablehlo.while(%iterArg_5 = %44, %iterArg_6 = %47, %iterArg_7 = %c_3) : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 2 : i64, hostcall.trip_count = 3 : i64}
    cond {
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %50 = stablehlo.compare LT, %iterArg_7, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %50 : tensor<i1>
    } do {
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %50 = stablehlo.dynamic_slice %26, %iterArg_7, %c_8, %c_8, %c_8, sizes = [1, 2, 3, 4] : (tensor<3x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
      %51 = stablehlo.reshape %50 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
      %52 = stablehlo.dynamic_slice %28, %iterArg_7, %c_8, %c_8, sizes = [1, 6, 4] : (tensor<3x6x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x4xi1>
      %53 = stablehlo.reshape %52 : (tensor<1x6x4xi1>) -> tensor<6x4xi1>
      %54 = stablehlo.dynamic_slice %30, %iterArg_7, %c_8, %c_8, sizes = [1, 6, 2] : (tensor<3x6x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x2xi32>
      %55 = stablehlo.reshape %54 : (tensor<1x6x2xi32>) -> tensor<6x2xi32>
      %56 = stablehlo.dynamic_slice %32, %iterArg_7, %c_8, %c_8, %c_8, sizes = [1, 2, 3, 4] : (tensor<3x2x3x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xi1>
      %57 = stablehlo.reshape %56 : (tensor<1x2x3x4xi1>) -> tensor<2x3x4xi1>
      %58 = stablehlo.dynamic_slice %34, %iterArg_7, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %59 = stablehlo.reshape %58 : (tensor<1xi32>) -> tensor<i32>
      %60 = stablehlo.dynamic_slice %36, %iterArg_7, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %61 = stablehlo.reshape %60 : (tensor<1xi32>) -> tensor<i32>
      %62 = stablehlo.dynamic_slice %38, %iterArg_7, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %63 = stablehlo.reshape %62 : (tensor<1xi32>) -> tensor<i32>
      %64 = stablehlo.dynamic_slice %40, %iterArg_7, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %65 = stablehlo.reshape %64 : (tensor<1xi32>) -> tensor<i32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<6x4xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %66 = stablehlo.multiply %iterArg_6, %22 : tensor<2x3x4xf32>
      %67 = stablehlo.multiply %51, %iterArg_0 : tensor<2x3x4xf32>
      %68 = stablehlo.add %66, %67 : tensor<2x3x4xf32>
      %69 = stablehlo.reshape %iterArg_6 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
      %70 = stablehlo.select %53, %69, %cst : tensor<6x4xi1>, tensor<6x4xf32>
      %71 = "stablehlo.scatter"(%cst_9, %55, %70) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
        %78 = stablehlo.add %arg21, %arg22 : tensor<f32>
        stablehlo.return %78 : tensor<f32>
      }) : (tensor<2x3x4xf32>, tensor<6x2xi32>, tensor<6x4xf32>) -> tensor<2x3x4xf32>
      %72 = stablehlo.select %57, %71, %68 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
      %73 = stablehlo.negate %iterArg_6 : tensor<2x3x4xf32>
      %74 = stablehlo.add %iterArg_5, %73 : tensor<2x3x4xf32>
      %75 = stablehlo.dynamic_slice %iterArg_5, %c_10, %59, %61, sizes = [2, 2, 3] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %76 = stablehlo.dynamic_update_slice %74, %75, %c_11, %63, %65 : (tensor<2x3x4xf32>, tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %77 = stablehlo.add %iterArg_7, %c_12 : tensor<i32>
      stablehlo.return %72, %76, %77 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<i32>
    }
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %49 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
    stablehlo.return %41, %48#0, %49 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<i32>
  }
  return %4#0 : tensor<2x3x4xf32>
}
func.func @f297_v0_lin_t(%arg0: tensor<2x2x3x4xf32>, %arg1: tensor<2x2x3x4xf32>, %arg2: tensor<2x2x2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2xi32>, %arg7: tensor<2x2x3x4xf32>, %arg8: tensor<2x2x3x4xf32>, %arg9: tensor<2x2x3x4xf32>, %arg10: tensor<2x3x2x3x4xf32>, %arg11: tensor<2x3x6x4xi1>, %arg12: tensor<2x3x6x2xi32>, %arg13: tensor<2x3x2x3x4xi1>, %arg14: tensor<2x3xi32>, %arg15: tensor<2x3xi32>, %arg16: tensor<2x3xi32>, %arg17: tensor<2x3xi32>, %arg18: tensor<2x3x4xf32>, %arg19: tensor<2x3x4xf32>) -> (tensor<3x2x4xf32>, tensor<2x3x4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %0:4 = stablehlo.while(%iterArg = %arg19, %iterArg_4 = %cst, %iterArg_5 = %cst_1, %iterArg_6 = %c_3) : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.compare LT, %iterArg_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %6 : tensor<i1>
  } do {
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.subtract %c_7, %iterArg_6 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_slice %arg0, %6, %c_8, %c_8, %c_8, sizes = [1, 2, 3, 4] : (tensor<2x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
    %9 = stablehlo.dynamic_slice %arg1, %6, %c_8, %c_8, %c_8, sizes = [1, 2, 3, 4] : (tensor<2x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
    %11 = stablehlo.dynamic_slice %arg2, %6, %c_8, %c_8, sizes = [1, 2, 2] : (tensor<2x2x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xi32>
    %12 = stablehlo.reshape %11 : (tensor<1x2x2xi32>) -> tensor<2x2xi32>
    %13 = stablehlo.dynamic_slice %arg3, %6, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.reshape %13 : (tensor<1xi32>) -> tensor<i32>
    %15 = stablehlo.dynamic_slice %arg4, %6, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.reshape %15 : (tensor<1xi32>) -> tensor<i32>
    %17 = stablehlo.dynamic_slice %arg5, %6, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.reshape %17 : (tensor<1xi32>) -> tensor<i32>
    %19 = stablehlo.dynamic_slice %arg6, %6, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.reshape %19 : (tensor<1xi32>) -> tensor<i32>
    %21 = stablehlo.dynamic_slice %arg7, %6, %c_8, %c_8, %c_8, sizes = [1, 2, 3, 4] : (tensor<2x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
    %23 = stablehlo.dynamic_slice %arg8, %6, %c_8, %c_8, %c_8, sizes = [1, 2, 3, 4] : (tensor<2x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
    %25 = stablehlo.dynamic_slice %arg9, %6, %c_8, %c_8, %c_8, sizes = [1, 2, 3, 4] : (tensor<2x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
    %27 = stablehlo.dynamic_slice %arg10, %6, %c_8, %c_8, %c_8, %c_8, sizes = [1, 3, 2, 3, 4] : (tensor<2x3x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3x4xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x3x2x3x4xf32>) -> tensor<3x2x3x4xf32>
    %29 = stablehlo.dynamic_slice %arg11, %6, %c_8, %c_8, %c_8, sizes = [1, 3, 6, 4] : (tensor<2x3x6x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x6x4xi1>
    %30 = stablehlo.reshape %29 : (tensor<1x3x6x4xi1>) -> tensor<3x6x4xi1>
    %31 = stablehlo.dynamic_slice %arg12, %6, %c_8, %c_8, %c_8, sizes = [1, 3, 6, 2] : (tensor<2x3x6x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x6x2xi32>
    %32 = stablehlo.reshape %31 : (tensor<1x3x6x2xi32>) -> tensor<3x6x2xi32>
    %33 = stablehlo.dynamic_slice %arg13, %6, %c_8, %c_8, %c_8, %c_8, sizes = [1, 3, 2, 3, 4] : (tensor<2x3x2x3x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3x4xi1>
    %34 = stablehlo.reshape %33 : (tensor<1x3x2x3x4xi1>) -> tensor<3x2x3x4xi1>
    %35 = stablehlo.dynamic_slice %arg14, %6, %c_8, sizes = [1, 3] : (tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %36 = stablehlo.reshape %35 : (tensor<1x3xi32>) -> tensor<3xi32>
    %37 = stablehlo.dynamic_slice %arg15, %6, %c_8, sizes = [1, 3] : (tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %38 = stablehlo.reshape %37 : (tensor<1x3xi32>) -> tensor<3xi32>
    %39 = stablehlo.dynamic_slice %arg16, %6, %c_8, sizes = [1, 3] : (tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %40 = stablehlo.reshape %39 : (tensor<1x3xi32>) -> tensor<3xi32>
    %41 = stablehlo.dynamic_slice %arg17, %6, %c_8, sizes = [1, 3] : (tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %42 = stablehlo.reshape %41 : (tensor<1x3xi32>) -> tensor<3xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %6, %c_10 : tensor<i32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %44:4 = stablehlo.while(%iterArg_17 = %iterArg_4, %iterArg_18 = %cst_11, %iterArg_19 = %cst_13, %iterArg_20 = %c_15) : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i32>
      %57 = stablehlo.compare LT, %iterArg_20, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %57 : tensor<i1>
    } do {
      %c_21 = stablehlo.constant dense<2> : tensor<i32>
      %57 = stablehlo.subtract %c_21, %iterArg_20 : tensor<i32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %58 = stablehlo.dynamic_slice %28, %57, %c_22, %c_22, %c_22, sizes = [1, 2, 3, 4] : (tensor<3x2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xf32>
      %59 = stablehlo.reshape %58 : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
      %60 = stablehlo.dynamic_slice %30, %57, %c_22, %c_22, sizes = [1, 6, 4] : (tensor<3x6x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x4xi1>
      %61 = stablehlo.reshape %60 : (tensor<1x6x4xi1>) -> tensor<6x4xi1>
      %62 = stablehlo.dynamic_slice %32, %57, %c_22, %c_22, sizes = [1, 6, 2] : (tensor<3x6x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x2xi32>
      %63 = stablehlo.reshape %62 : (tensor<1x6x2xi32>) -> tensor<6x2xi32>
      %64 = stablehlo.dynamic_slice %34, %57, %c_22, %c_22, %c_22, sizes = [1, 2, 3, 4] : (tensor<3x2x3x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x4xi1>
      %65 = stablehlo.reshape %64 : (tensor<1x2x3x4xi1>) -> tensor<2x3x4xi1>
      %66 = stablehlo.dynamic_slice %36, %57, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %67 = stablehlo.reshape %66 : (tensor<1xi32>) -> tensor<i32>
      %68 = stablehlo.dynamic_slice %38, %57, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %69 = stablehlo.reshape %68 : (tensor<1xi32>) -> tensor<i32>
      %70 = stablehlo.dynamic_slice %40, %57, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %71 = stablehlo.reshape %70 : (tensor<1xi32>) -> tensor<i32>
      %72 = stablehlo.dynamic_slice %42, %57, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %73 = stablehlo.reshape %72 : (tensor<1xi32>) -> tensor<i32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<6x4xf32>
      %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %c_26 = stablehlo.constant dense<0> : tensor<i32>
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %74 = stablehlo.add %57, %c_27 : tensor<i32>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
      %75 = stablehlo.dynamic_update_slice %iterArg_18, %cst_28, %c_26, %71, %73 : (tensor<2x3x4xf32>, tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      %76 = stablehlo.dynamic_slice %iterArg_18, %c_26, %71, %73, sizes = [2, 2, 3] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      %77 = stablehlo.dynamic_update_slice %cst_29, %76, %c_25, %67, %69 : (tensor<2x3x4xf32>, tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      %78 = stablehlo.add %77, %75 : tensor<2x3x4xf32>
      %79 = stablehlo.negate %75 : tensor<2x3x4xf32>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      %80 = stablehlo.select %65, %iterArg_17, %cst_30 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
      %81 = stablehlo.select %65, %cst_30, %iterArg_17 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
      %82 = "stablehlo.gather"(%80, %63) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf32>, tensor<6x2xi32>) -> tensor<6x4xf32>
      %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<6x4xf32>
      %83 = stablehlo.select %61, %82, %cst_31 : tensor<6x4xi1>, tensor<6x4xf32>
      %84 = stablehlo.reshape %83 : (tensor<6x4xf32>) -> tensor<2x3x4xf32>
      %85 = stablehlo.add %79, %84 : tensor<2x3x4xf32>
      %86 = stablehlo.multiply %59, %81 : tensor<2x3x4xf32>
      %87 = stablehlo.multiply %81, %24 : tensor<2x3x4xf32>
      %88 = stablehlo.add %85, %87 : tensor<2x3x4xf32>
      %89 = stablehlo.add %iterArg_19, %86 : tensor<2x3x4xf32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %90 = stablehlo.add %iterArg_20, %c_32 : tensor<i32>
      stablehlo.return %78, %88, %89, %90 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<i32>
    }
    %45 = stablehlo.multiply %26, %44#1 : tensor<2x3x4xf32>
    %46 = stablehlo.add %iterArg, %45 : tensor<2x3x4xf32>
    %47 = stablehlo.multiply %44#1, %22 : tensor<2x3x4xf32>
    %48 = stablehlo.multiply %24, %44#0 : tensor<2x3x4xf32>
    %49 = stablehlo.add %46, %48 : tensor<2x3x4xf32>
    %50 = stablehlo.multiply %44#0, %22 : tensor<2x3x4xf32>
    %51 = stablehlo.add %44#2, %50 : tensor<2x3x4xf32>
    %52:3 = "stablehlo.case"(%20) ({
      %57 = stablehlo.negate %49 : tensor<2x3x4xf32>
      %58 = stablehlo.divide %57, %8 : tensor<2x3x4xf32>
      %59 = stablehlo.multiply %58, %10 : tensor<2x3x4xf32>
      %60 = stablehlo.divide %49, %8 : tensor<2x3x4xf32>
      %61 = stablehlo.multiply %arg18, %59 : tensor<2x3x4xf32>
      %62 = stablehlo.add %60, %61 : tensor<2x3x4xf32>
      %63 = stablehlo.multiply %59, %arg18 : tensor<2x3x4xf32>
      %64 = stablehlo.add %62, %63 : tensor<2x3x4xf32>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      stablehlo.return %64, %cst_17, %cst_18 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
    }, {
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
      %57 = stablehlo.dynamic_update_slice %49, %cst_17, %14, %16, %18 : (tensor<2x3x4xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      %58 = stablehlo.dynamic_slice %49, %14, %16, %18, sizes = [2, 1, 3] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      %c_19 = stablehlo.constant dense<0> : tensor<2x2xi32>
      %c_20 = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
      %59 = stablehlo.broadcast_in_dim %c_20, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
      %60 = stablehlo.clamp %c_19, %12, %59 : tensor<2x2xi32>
      %61 = "stablehlo.scatter"(%cst_18, %60, %58) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %63 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %63 : tensor<f32>
      }) : (tensor<2x3x4xf32>, tensor<2x2xi32>, tensor<2x1x3xf32>) -> tensor<2x3x4xf32>
      %62 = stablehlo.add %61, %57 : tensor<2x3x4xf32>
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      stablehlo.return %cst_21, %62, %57 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
    }, {
      %57 = stablehlo.negate %49 : tensor<2x3x4xf32>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
      stablehlo.return %49, %57, %cst_17 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
    }) : (tensor<i32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>)
    %53 = stablehlo.add %47, %52#1 : tensor<2x3x4xf32>
    %54 = stablehlo.add %51, %52#2 : tensor<2x3x4xf32>
    %55 = stablehlo.add %iterArg_5, %52#0 : tensor<2x3x4xf32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.add %iterArg_6, %c_16 : tensor<i32>
    stablehlo.return %53, %54, %55, %56 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<i32>
  }
  %1 = stablehlo.add %0#2, %0#1 : tensor<2x3x4xf32>
  %2 = stablehlo.negate %0#1 : tensor<2x3x4xf32>
  %3 = stablehlo.add %2, %0#0 : tensor<2x3x4xf32>
  %4 = stablehlo.add %1, %0#0 : tensor<2x3x4xf32>
  %5 = stablehlo.transpose %3, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  return %5, %4 : tensor<3x2x4xf32>, tensor<2x3x4xf32>
}
func.func @f297_v0_vjp(%arg0: tensor<3x2x4xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>, %arg4: tensor<2x3x4xf32>) -> (tensor<3x2x4xf32>, tensor<2x3x4xf32>) {
  %0:20 = call @f297_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x2x4xf32>, tensor<2x3x4xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x3x2x3x4xf32>, tensor<2x3x6x4xi1>, tensor<2x3x6x2xi32>, tensor<2x3x2x3x4xi1>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3x4xf32>)
  %1:2 = call @f297_v0_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %arg4) : (tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<2x3x2x3x4xf32>, tensor<2x3x6x4xi1>, tensor<2x3x6x2xi32>, tensor<2x3x2x3x4xi1>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> (tensor<3x2x4xf32>, tensor<2x3x4xf32>)
  return %1#0, %1#1 : tensor<3x2x4xf32>, tensor<2x3x4xf32>
}
// inputs: [[[-1.013319  , -1.0730346 ,  2.9349415 ,  3.4094608 ],  [ 1.2883015 , -0.71984404, -0.74166226, -0.55825436]], [[-0.7063499 ,  0.44070655,  1.8339623 , -1.0838348 ],  [-1.0114665 ,  0.63274485,  2.2133195 ,  2.1155903 ]], [[ 0.20791413,  0.23297073, -0.17360991,  0.08049834],  [ 0.34349287, -0.2582359 , -1.7174916 ,  1.9928557 ]]]; [[[ 0.464951  ,  0.34711224, -0.87970304,  0.21381041],  [-1.0657312 ,  3.009759  , -2.1478076 ,  1.6975298 ],  [ 2.3137581 ,  0.20179988,  0.41551268, -0.3895316 ]], [[ 2.1133614 , -2.0688348 , -1.5343218 ,  1.2367284 ],  [ 0.959684  ,  0.03619144, -2.0749962 ,  1.5497919 ],  [-0.6350348 ,  0.37351584,  2.2290325 , -2.8174305 ]]]; [0, 2]; 2; [[[ 0.47734064, -1.0744087 ,  0.03056932,  0.4329473 ],  [-0.53892785, -0.6657997 , -0.7794837 , -0.79035324],  [ 0.63216984,  2.5657089 ,  0.71069217,  0.5812286 ]], [[ 3.2260056 , -0.25258285,  1.5244683 , -0.7701289 ],  [-1.4605705 ,  1.9759424 , -0.7638645 ,  3.3049042 ],  [ 3.0502992 ,  1.5173417 ,  0.03545554,  0.40952238]]]
