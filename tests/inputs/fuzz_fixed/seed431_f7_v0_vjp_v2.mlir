// Not a compiler bug: float32 rounding, 4.5e-7 on an element cancelling to 2e-4 of a row of scale 2.8 (2 ulps of the
// scale); the checker allows ULPS_OF_SCALE (4) ulps of a result's largest magnitude
// (tools/differential._beyond_tolerance; tests/test_fuzz_findings.py).
// values mismatch: result 0[0, 0, 1, 1]: np.float32(-0.0005347653), expected np.float32(-0.0005352141)
// jacrev_vmap [('vmap', [0, None, 0, None], 0, 3), ('vjp',), ('vmap', [None, None, None, None, 0, 0], 0, 3)] of:
func.func @f7(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %v841 = "stablehlo.subtract"(%a1, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c842 = stablehlo.constant dense<[[1], [1]]> : tensor<2x1xi32>
  %v843 = "stablehlo.scatter"(%v841, %c842, %a1) ({
  ^bb0(%p844: tensor<f32>, %q845: tensor<f32>):
  %v846 = "stablehlo.add"(%p844, %q845) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v846) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v847 = "stablehlo.tanh"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %c848 = stablehlo.constant dense<0> : tensor<i32>
  %c849 = stablehlo.constant dense<1> : tensor<i32>
  %v850 = "stablehlo.clamp"(%c848, %i1, %c849) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v851 = "stablehlo.case"(%v850) ({
  %v852 = "stablehlo.subtract"(%a0, %v843) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c853 = stablehlo.constant dense<0> : tensor<i32>
  %w856:2 = "stablehlo.while"(%c853, %v852) ({
  ^bb0(%k854: tensor<i32>, %x855: tensor<2x3xf32>):
  %c857 = stablehlo.constant dense<0> : tensor<i32>
  %v858 = "stablehlo.compare"(%k854, %c857) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v858) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k859: tensor<i32>, %x860: tensor<2x3xf32>):
  %c861 = stablehlo.constant dense<0.0> : tensor<f32>
  %v862 = "stablehlo.reduce"(%a0, %c861) ({
  ^bb0(%p863: tensor<f32>, %q864: tensor<f32>):
  %v865 = "stablehlo.add"(%p863, %q864) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v865) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %v866 = "stablehlo.broadcast_in_dim"(%v862) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
  %c867 = stablehlo.constant dense<1> : tensor<i32>
  %v868 = "stablehlo.add"(%k859, %c867) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v868, %v866) : (tensor<i32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 0 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
    "stablehlo.return"(%w856#1) : (tensor<2x3xf32>) -> ()
  }, {
  %v869 = "stablehlo.add"(%v843, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c870 = stablehlo.constant dense<0> : tensor<i32>
  %w873:2 = "stablehlo.while"(%c870, %v869) ({
  ^bb0(%k871: tensor<i32>, %x872: tensor<2x3xf32>):
  %c874 = stablehlo.constant dense<3> : tensor<i32>
  %v875 = "stablehlo.compare"(%k871, %c874) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v875) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k876: tensor<i32>, %x877: tensor<2x3xf32>):
  %v878 = "stablehlo.multiply"(%v847, %x877) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c879 = stablehlo.constant dense<0> : tensor<i32>
  %c880 = stablehlo.constant dense<0> : tensor<i32>
  %v881 = "stablehlo.clamp"(%c879, %i0, %c880) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c882 = stablehlo.constant dense<0> : tensor<i32>
  %c883 = stablehlo.constant dense<1> : tensor<i32>
  %v884 = "stablehlo.clamp"(%c882, %i1, %c883) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v885 = "stablehlo.dynamic_slice"(%v847, %v881, %v884) {slice_sizes = array<i64: 2, 2>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  %c886 = stablehlo.constant dense<0> : tensor<i32>
  %c887 = stablehlo.constant dense<0> : tensor<i32>
  %v888 = "stablehlo.clamp"(%c886, %i1, %c887) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c889 = stablehlo.constant dense<0> : tensor<i32>
  %c890 = stablehlo.constant dense<1> : tensor<i32>
  %v891 = "stablehlo.clamp"(%c889, %i0, %c890) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v892 = "stablehlo.dynamic_update_slice"(%v878, %v885, %v888, %v891) : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %c893 = stablehlo.constant dense<1> : tensor<i32>
  %v894 = "stablehlo.add"(%k876, %c893) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v894, %v892) : (tensor<i32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
    "stablehlo.return"(%w873#1) : (tensor<2x3xf32>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf32>
  return %v851, %v847 : tensor<2x3xf32>, tensor<2x3xf32>
}
// transformed:
func.func @f7(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = stablehlo.subtract %arg1, %arg0 : tensor<2x3xf32>
  %c = stablehlo.constant dense<1> : tensor<2x1xi32>
  %1 = "stablehlo.scatter"(%0, %c, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %5 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %5 : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.tanh %arg0 : tensor<2x3xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %3 = stablehlo.clamp %c_0, %arg3, %c_1 : tensor<i32>
  %4 = "stablehlo.case"(%3) ({
    %5 = stablehlo.subtract %arg0, %1 : tensor<2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6:2 = stablehlo.while(%iterArg = %c_2, %iterArg_3 = %5) : tensor<i32>, tensor<2x3xf32> attributes {hostcall.trip_count = 0 : i64}
    cond {
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %9, %8 : tensor<i32>, tensor<2x3xf32>
    }
    stablehlo.return %6#1 : tensor<2x3xf32>
  }, {
    %5 = stablehlo.add %1, %arg0 : tensor<2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6:2 = stablehlo.while(%iterArg = %c_2, %iterArg_3 = %5) : tensor<i32>, tensor<2x3xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7 = stablehlo.multiply %2, %iterArg_3 : tensor<2x3xf32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.clamp %c_6, %arg3, %c_7 : tensor<i32>
      %10 = stablehlo.dynamic_slice %2, %8, %9, sizes = [2, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.clamp %c_8, %arg3, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.clamp %c_10, %arg2, %c_11 : tensor<i32>
      %13 = stablehlo.dynamic_update_slice %7, %10, %11, %12 : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %14, %13 : tensor<i32>, tensor<2x3xf32>
    }
    stablehlo.return %6#1 : tensor<2x3xf32>
  }) : (tensor<i32>) -> tensor<2x3xf32>
  return %4, %2 : tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @f7_v0(%arg0: tensor<3x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>) -> (tensor<3x2x3xf32>, tensor<3x2x3xf32>) {
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
  %1 = stablehlo.subtract %0, %arg0 : tensor<3x2x3xf32>
  %c = stablehlo.constant dense<1> : tensor<2x1xi32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %3 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
  %4 = stablehlo.iota dim = 0 : tensor<3x2x1xi32>
  %5 = stablehlo.concatenate %4, %2, dim = 2 : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x2xi32>
  %6 = stablehlo.reshape %5 : (tensor<3x2x2xi32>) -> tensor<6x2xi32>
  %7 = stablehlo.reshape %3 : (tensor<3x2x3xf32>) -> tensor<6x3xf32>
  %8 = "stablehlo.scatter"(%1, %6, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %12 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %12 : tensor<f32>
  }) : (tensor<3x2x3xf32>, tensor<6x2xi32>, tensor<6x3xf32>) -> tensor<3x2x3xf32>
  %9 = stablehlo.tanh %arg0 : tensor<3x2x3xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %10 = stablehlo.clamp %c_0, %arg3, %c_1 : tensor<i32>
  %11 = "stablehlo.case"(%10) ({
    %12 = stablehlo.subtract %arg0, %8 : tensor<3x2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13:2 = stablehlo.while(%iterArg = %c_2, %iterArg_3 = %12) : tensor<i32>, tensor<3x2x3xf32> attributes {hostcall.trip_count = 0 : i64}
    cond {
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf32>, tensor<f32>) -> tensor<3x2xf32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<3x2xf32>) -> tensor<3x2x3xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %16, %15 : tensor<i32>, tensor<3x2x3xf32>
    }
    stablehlo.return %13#1 : tensor<3x2x3xf32>
  }, {
    %12 = stablehlo.add %8, %arg0 : tensor<3x2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13:2 = stablehlo.while(%iterArg = %c_2, %iterArg_3 = %12) : tensor<i32>, tensor<3x2x3xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = stablehlo.multiply %9, %iterArg_3 : tensor<3x2x3xf32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %17 = stablehlo.clamp %15, %arg2, %16 : tensor<3xi32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.clamp %c_6, %arg3, %c_7 : tensor<i32>
      %19 = stablehlo.reshape %17 : (tensor<3xi32>) -> tensor<3x1xi32>
      %20 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %21 = stablehlo.reshape %20 : (tensor<3xi32>) -> tensor<3x1xi32>
      %22 = stablehlo.concatenate %19, %21, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %23 = "stablehlo.gather"(%9, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 2>}> : (tensor<3x2x3xf32>, tensor<3x2xi32>) -> tensor<3x2x2xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.clamp %c_8, %arg3, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %26 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %27 = stablehlo.clamp %25, %arg2, %26 : tensor<3xi32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %28:2 = stablehlo.while(%iterArg_16 = %c_12, %iterArg_17 = %14) : tensor<i32>, tensor<3x2x3xf32> attributes {hostcall.trip_count = 3 : i64}
      cond {
        %30 = stablehlo.compare LT, %iterArg_16, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %30 : tensor<i1>
      } do {
        %30 = stablehlo.dynamic_slice %27, %iterArg_16, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %31 = stablehlo.reshape %30 : (tensor<1xi32>) -> tensor<i32>
        %c_18 = stablehlo.constant dense<0> : tensor<i32>
        %32 = stablehlo.dynamic_slice %23, %iterArg_16, %c_18, %c_18, sizes = [1, 2, 2] : (tensor<3x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xf32>
        %33 = stablehlo.add %iterArg_16, %c_13 : tensor<i32>
        %34 = stablehlo.dynamic_update_slice %iterArg_17, %32, %iterArg_16, %24, %31 : (tensor<3x2x3xf32>, tensor<1x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3xf32>
        stablehlo.return %33, %34 : tensor<i32>, tensor<3x2x3xf32>
      }
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.add %iterArg, %c_15 : tensor<i32>
      stablehlo.return %29, %28#1 : tensor<i32>, tensor<3x2x3xf32>
    }
    stablehlo.return %13#1 : tensor<3x2x3xf32>
  }) : (tensor<i32>) -> tensor<3x2x3xf32>
  return %11, %9 : tensor<3x2x3xf32>, tensor<3x2x3xf32>
}
func.func @f7_v0_fwd(%arg0: tensor<3x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>) -> (tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<6x2xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<i32>) {
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
  %1 = stablehlo.subtract %0, %arg0 : tensor<3x2x3xf32>
  %c = stablehlo.constant dense<1> : tensor<2x1xi32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %3 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
  %4 = stablehlo.iota dim = 0 : tensor<3x2x1xi32>
  %5 = stablehlo.concatenate %4, %2, dim = 2 : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x2xi32>
  %6 = stablehlo.reshape %5 : (tensor<3x2x2xi32>) -> tensor<6x2xi32>
  %7 = stablehlo.reshape %3 : (tensor<3x2x3xf32>) -> tensor<6x3xf32>
  %8 = "stablehlo.scatter"(%1, %6, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %14 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %14 : tensor<f32>
  }) : (tensor<3x2x3xf32>, tensor<6x2xi32>, tensor<6x3xf32>) -> tensor<3x2x3xf32>
  %9 = stablehlo.tanh %arg0 : tensor<3x2x3xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x2x3xf32>
  %10 = stablehlo.multiply %9, %9 : tensor<3x2x3xf32>
  %11 = stablehlo.subtract %cst, %10 : tensor<3x2x3xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %12 = stablehlo.clamp %c_0, %arg3, %c_1 : tensor<i32>
  %13:8 = "stablehlo.case"(%12) ({
    %14 = stablehlo.subtract %arg0, %8 : tensor<3x2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15:3 = stablehlo.while(%iterArg = %c_2, %iterArg_13 = %14, %iterArg_14 = %c_4) : tensor<i32>, tensor<3x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
    cond {
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_14, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.reduce(%arg0 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf32>, tensor<f32>) -> tensor<3x2xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<3x2xf32>) -> tensor<3x2x3xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg, %c_17 : tensor<i32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_14, %c_19 : tensor<i32>
      stablehlo.return %18, %17, %19 : tensor<i32>, tensor<3x2x3xf32>, tensor<i32>
    }
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x2x3xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<3x3x2xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<3x3xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<3x3xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %15#1, %c_6, %cst_7, %c_8, %c_9, %c_10, %c_11, %c_12 : tensor<3x2x3xf32>, tensor<i32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<i32>
  }, {
    %14 = stablehlo.add %8, %arg0 : tensor<3x2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x2x3xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<3x3x2xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<3x3xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<3x3xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %15:8 = stablehlo.while(%iterArg = %c_2, %iterArg_13 = %14, %iterArg_14 = %cst_3, %iterArg_15 = %c_4, %iterArg_16 = %c_5, %iterArg_17 = %c_6, %iterArg_18 = %c_7, %iterArg_19 = %c_9) : tensor<i32>, tensor<3x2x3xf32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_20 = stablehlo.constant dense<3> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_19, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %16 = stablehlo.multiply %9, %iterArg_13 : tensor<3x2x3xf32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %18 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %19 = stablehlo.clamp %17, %arg2, %18 : tensor<3xi32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.clamp %c_22, %arg3, %c_23 : tensor<i32>
      %21 = stablehlo.reshape %19 : (tensor<3xi32>) -> tensor<3x1xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %23 = stablehlo.reshape %22 : (tensor<3xi32>) -> tensor<3x1xi32>
      %24 = stablehlo.concatenate %21, %23, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %25 = "stablehlo.gather"(%9, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 2>}> : (tensor<3x2x3xf32>, tensor<3x2xi32>) -> tensor<3x2x2xf32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %26 = stablehlo.clamp %c_24, %arg3, %c_25 : tensor<i32>
      %c_26 = stablehlo.constant dense<0> : tensor<i32>
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %28 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %29 = stablehlo.clamp %27, %arg2, %28 : tensor<3xi32>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %c_29 = stablehlo.constant dense<1> : tensor<i32>
      %c_30 = stablehlo.constant dense<3> : tensor<i32>
      %c_31 = stablehlo.constant dense<0> : tensor<3xi32>
      %c_32 = stablehlo.constant dense<0> : tensor<3xi32>
      %c_33 = stablehlo.constant dense<0> : tensor<i32>
      %c_34 = stablehlo.constant dense<0> : tensor<i32>
      %30:5 = stablehlo.while(%iterArg_40 = %c_28, %iterArg_41 = %16, %iterArg_42 = %c_31, %iterArg_43 = %c_32, %iterArg_44 = %c_34) : tensor<i32>, tensor<3x2x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
      cond {
        %c_45 = stablehlo.constant dense<3> : tensor<i32>
        %43 = stablehlo.compare LT, %iterArg_44, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %43 : tensor<i1>
      } do {
        %43 = stablehlo.dynamic_slice %29, %iterArg_40, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %44 = stablehlo.reshape %43 : (tensor<1xi32>) -> tensor<i32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %45 = stablehlo.dynamic_slice %25, %iterArg_40, %c_45, %c_45, sizes = [1, 2, 2] : (tensor<3x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xf32>
        %46 = stablehlo.add %iterArg_40, %c_29 : tensor<i32>
        %47 = stablehlo.dynamic_update_slice %iterArg_41, %45, %iterArg_40, %26, %44 : (tensor<3x2x3xf32>, tensor<1x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3xf32>
        %c_46 = stablehlo.constant dense<0> : tensor<i32>
        %48 = stablehlo.reshape %iterArg_40 : (tensor<i32>) -> tensor<1xi32>
        %49 = stablehlo.dynamic_update_slice %iterArg_42, %48, %iterArg_44 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
        %50 = stablehlo.reshape %44 : (tensor<i32>) -> tensor<1xi32>
        %51 = stablehlo.dynamic_update_slice %iterArg_43, %50, %iterArg_44 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
        %c_47 = stablehlo.constant dense<1> : tensor<i32>
        %52 = stablehlo.add %iterArg_44, %c_47 : tensor<i32>
        stablehlo.return %46, %47, %49, %51, %52 : tensor<i32>, tensor<3x2x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
      }
      %c_35 = stablehlo.constant dense<0> : tensor<i32>
      %c_36 = stablehlo.constant dense<0> : tensor<i32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %31 = stablehlo.add %iterArg, %c_37 : tensor<i32>
      %c_38 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.reshape %iterArg_13 : (tensor<3x2x3xf32>) -> tensor<1x3x2x3xf32>
      %33 = stablehlo.dynamic_update_slice %iterArg_14, %32, %iterArg_19, %c_38, %c_38, %c_38 : (tensor<3x3x2x3xf32>, tensor<1x3x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2x3xf32>
      %34 = stablehlo.reshape %24 : (tensor<3x2xi32>) -> tensor<1x3x2xi32>
      %35 = stablehlo.dynamic_update_slice %iterArg_15, %34, %iterArg_19, %c_38, %c_38 : (tensor<3x3x2xi32>, tensor<1x3x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2xi32>
      %36 = stablehlo.reshape %30#2 : (tensor<3xi32>) -> tensor<1x3xi32>
      %37 = stablehlo.dynamic_update_slice %iterArg_16, %36, %iterArg_19, %c_38 : (tensor<3x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x3xi32>
      %38 = stablehlo.reshape %30#3 : (tensor<3xi32>) -> tensor<1x3xi32>
      %39 = stablehlo.dynamic_update_slice %iterArg_17, %38, %iterArg_19, %c_38 : (tensor<3x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x3xi32>
      %40 = stablehlo.reshape %26 : (tensor<i32>) -> tensor<1xi32>
      %41 = stablehlo.dynamic_update_slice %iterArg_18, %40, %iterArg_19 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.add %iterArg_19, %c_39 : tensor<i32>
      stablehlo.return %31, %30#1, %33, %35, %37, %39, %41, %42 : tensor<i32>, tensor<3x2x3xf32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<i32>
    }
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %15#1, %c_12, %15#2, %15#3, %15#4, %15#5, %15#6, %c_11 : tensor<3x2x3xf32>, tensor<i32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<3x2x3xf32>, tensor<i32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<i32>)
  return %13#0, %9, %6, %11, %13#1, %13#2, %13#3, %13#4, %13#5, %13#6, %9, %13#7, %12 : tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<6x2xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<i32>
}
func.func @f7_v0_lin(%arg0: tensor<6x2xi32>, %arg1: tensor<3x2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<3x3x2x3xf32>, %arg4: tensor<3x3x2xi32>, %arg5: tensor<3x3xi32>, %arg6: tensor<3x3xi32>, %arg7: tensor<3xi32>, %arg8: tensor<3x2x3xf32>, %arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<3x2x3xf32>, %arg12: tensor<2x3xf32>) -> (tensor<3x2x3xf32>, tensor<3x2x3xf32>) attributes {hostcall.num_residuals = 11 : i64} {
  %0 = stablehlo.broadcast_in_dim %arg12, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
  %1 = stablehlo.negate %arg11 : tensor<3x2x3xf32>
  %2 = stablehlo.add %0, %1 : tensor<3x2x3xf32>
  %3 = stablehlo.broadcast_in_dim %arg12, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
  %4 = stablehlo.reshape %3 : (tensor<3x2x3xf32>) -> tensor<6x3xf32>
  %5 = "stablehlo.scatter"(%2, %arg0, %4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
    %8 = stablehlo.add %arg13, %arg14 : tensor<f32>
    stablehlo.return %8 : tensor<f32>
  }) : (tensor<3x2x3xf32>, tensor<6x2xi32>, tensor<6x3xf32>) -> tensor<3x2x3xf32>
  %6 = stablehlo.multiply %arg11, %arg1 : tensor<3x2x3xf32>
  %7 = "stablehlo.case"(%arg10) ({
    %8 = stablehlo.negate %5 : tensor<3x2x3xf32>
    %9 = stablehlo.add %arg11, %8 : tensor<3x2x3xf32>
    %10:2 = stablehlo.while(%iterArg = %9, %iterArg_0 = %arg2) : tensor<3x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 0 : i64}
    cond {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.reduce(%arg11 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf32>, tensor<f32>) -> tensor<3x2xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x2xf32>) -> tensor<3x2x3xf32>
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      stablehlo.return %12, %13 : tensor<3x2x3xf32>, tensor<i32>
    }
    stablehlo.return %10#0 : tensor<3x2x3xf32>
  }, {
    %8 = stablehlo.add %5, %arg11 : tensor<3x2x3xf32>
    %9:2 = stablehlo.while(%iterArg = %8, %iterArg_0 = %arg9) : tensor<3x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
    cond {
      %c = stablehlo.constant dense<3> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.dynamic_slice %arg3, %iterArg_0, %c, %c, %c, sizes = [1, 3, 2, 3] : (tensor<3x3x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3xf32>
      %11 = stablehlo.reshape %10 : (tensor<1x3x2x3xf32>) -> tensor<3x2x3xf32>
      %12 = stablehlo.dynamic_slice %arg4, %iterArg_0, %c, %c, sizes = [1, 3, 2] : (tensor<3x3x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xi32>
      %13 = stablehlo.reshape %12 : (tensor<1x3x2xi32>) -> tensor<3x2xi32>
      %14 = stablehlo.dynamic_slice %arg5, %iterArg_0, %c, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
      %15 = stablehlo.reshape %14 : (tensor<1x3xi32>) -> tensor<3xi32>
      %16 = stablehlo.dynamic_slice %arg6, %iterArg_0, %c, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
      %17 = stablehlo.reshape %16 : (tensor<1x3xi32>) -> tensor<3xi32>
      %18 = stablehlo.dynamic_slice %arg7, %iterArg_0, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %19 = stablehlo.reshape %18 : (tensor<1xi32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.multiply %6, %11 : tensor<3x2x3xf32>
      %21 = stablehlo.multiply %arg8, %iterArg : tensor<3x2x3xf32>
      %22 = stablehlo.add %20, %21 : tensor<3x2x3xf32>
      %23 = "stablehlo.gather"(%6, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 2>}> : (tensor<3x2x3xf32>, tensor<3x2xi32>) -> tensor<3x2x2xf32>
      %24:2 = stablehlo.while(%iterArg_3 = %22, %iterArg_4 = %c_1) : tensor<3x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
      cond {
        %c_5 = stablehlo.constant dense<3> : tensor<i32>
        %26 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %26 : tensor<i1>
      } do {
        %c_5 = stablehlo.constant dense<0> : tensor<i32>
        %26 = stablehlo.dynamic_slice %15, %iterArg_4, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %27 = stablehlo.reshape %26 : (tensor<1xi32>) -> tensor<i32>
        %28 = stablehlo.dynamic_slice %17, %iterArg_4, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
        %c_6 = stablehlo.constant dense<0> : tensor<i32>
        %30 = stablehlo.dynamic_slice %23, %27, %c_6, %c_6, sizes = [1, 2, 2] : (tensor<3x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xf32>
        %31 = stablehlo.dynamic_update_slice %iterArg_3, %30, %27, %19, %29 : (tensor<3x2x3xf32>, tensor<1x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3xf32>
        %c_7 = stablehlo.constant dense<1> : tensor<i32>
        %32 = stablehlo.add %iterArg_4, %c_7 : tensor<i32>
        stablehlo.return %31, %32 : tensor<3x2x3xf32>, tensor<i32>
      }
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %24#0, %25 : tensor<3x2x3xf32>, tensor<i32>
    }
    stablehlo.return %9#0 : tensor<3x2x3xf32>
  }) : (tensor<i32>) -> tensor<3x2x3xf32>
  return %7, %6 : tensor<3x2x3xf32>, tensor<3x2x3xf32>
}
func.func @f7_v0_lin_t(%arg0: tensor<6x2xi32>, %arg1: tensor<3x2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<3x3x2x3xf32>, %arg4: tensor<3x3x2xi32>, %arg5: tensor<3x3xi32>, %arg6: tensor<3x3xi32>, %arg7: tensor<3xi32>, %arg8: tensor<3x2x3xf32>, %arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<3x2x3xf32>, %arg12: tensor<3x2x3xf32>) -> (tensor<3x2x3xf32>, tensor<2x3xf32>) {
  %0:3 = "stablehlo.case"(%arg10) ({
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %11:3 = stablehlo.while(%iterArg = %arg11, %iterArg_5 = %cst_1, %iterArg_6 = %c_3) : tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
    cond {
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<-1> : tensor<i32>
      %14 = stablehlo.subtract %c_7, %iterArg_6 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %14, %c_10 : tensor<i32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.reduce(%iterArg init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf32>, tensor<f32>) -> tensor<3x2xf32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<3x2xf32>) -> tensor<3x2x3xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf32>
      %18 = stablehlo.add %iterArg_5, %17 : tensor<3x2x3xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_6, %c_13 : tensor<i32>
      stablehlo.return %cst_12, %18, %19 : tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<i32>
    }
    %12 = stablehlo.add %11#1, %11#0 : tensor<3x2x3xf32>
    %13 = stablehlo.negate %11#0 : tensor<3x2x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf32>
    stablehlo.return %13, %12, %cst_4 : tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<3x2x3xf32>
  }, {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %11:3 = stablehlo.while(%iterArg = %arg11, %iterArg_4 = %cst_1, %iterArg_5 = %c_3) : tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %12 = stablehlo.subtract %c_6, %iterArg_5 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.dynamic_slice %arg3, %12, %c_7, %c_7, %c_7, sizes = [1, 3, 2, 3] : (tensor<3x3x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3xf32>
      %14 = stablehlo.reshape %13 : (tensor<1x3x2x3xf32>) -> tensor<3x2x3xf32>
      %15 = stablehlo.dynamic_slice %arg4, %12, %c_7, %c_7, sizes = [1, 3, 2] : (tensor<3x3x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xi32>
      %16 = stablehlo.reshape %15 : (tensor<1x3x2xi32>) -> tensor<3x2xi32>
      %17 = stablehlo.dynamic_slice %arg5, %12, %c_7, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
      %18 = stablehlo.reshape %17 : (tensor<1x3xi32>) -> tensor<3xi32>
      %19 = stablehlo.dynamic_slice %arg6, %12, %c_7, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
      %20 = stablehlo.reshape %19 : (tensor<1x3xi32>) -> tensor<3xi32>
      %21 = stablehlo.dynamic_slice %arg7, %12, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %22 = stablehlo.reshape %21 : (tensor<1xi32>) -> tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %12, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x2xf32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %24:3 = stablehlo.while(%iterArg_18 = %iterArg, %iterArg_19 = %cst_11, %iterArg_20 = %c_13) : tensor<3x2x3xf32>, tensor<3x2x2xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
      cond {
        %c_21 = stablehlo.constant dense<3> : tensor<i32>
        %33 = stablehlo.compare LT, %iterArg_20, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %33 : tensor<i1>
      } do {
        %c_21 = stablehlo.constant dense<2> : tensor<i32>
        %33 = stablehlo.subtract %c_21, %iterArg_20 : tensor<i32>
        %c_22 = stablehlo.constant dense<0> : tensor<i32>
        %34 = stablehlo.dynamic_slice %18, %33, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %35 = stablehlo.reshape %34 : (tensor<1xi32>) -> tensor<i32>
        %36 = stablehlo.dynamic_slice %20, %33, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %37 = stablehlo.reshape %36 : (tensor<1xi32>) -> tensor<i32>
        %c_23 = stablehlo.constant dense<0> : tensor<i32>
        %c_24 = stablehlo.constant dense<1> : tensor<i32>
        %38 = stablehlo.add %33, %c_24 : tensor<i32>
        %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<1x2x2xf32>
        %39 = stablehlo.dynamic_update_slice %iterArg_18, %cst_25, %35, %22, %37 : (tensor<3x2x3xf32>, tensor<1x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3xf32>
        %40 = stablehlo.dynamic_slice %iterArg_18, %35, %22, %37, sizes = [1, 2, 2] : (tensor<3x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xf32>
        %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x2xf32>
        %41 = stablehlo.dynamic_update_slice %cst_26, %40, %35, %c_23, %c_23 : (tensor<3x2x2xf32>, tensor<1x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x2xf32>
        %42 = stablehlo.add %iterArg_19, %41 : tensor<3x2x2xf32>
        %c_27 = stablehlo.constant dense<1> : tensor<i32>
        %43 = stablehlo.add %iterArg_20, %c_27 : tensor<i32>
        stablehlo.return %39, %42, %43 : tensor<3x2x3xf32>, tensor<3x2x2xf32>, tensor<i32>
      }
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf32>
      %c_15 = stablehlo.constant dense<0> : tensor<3x2xi32>
      %c_16 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
      %25 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
      %26 = stablehlo.clamp %c_15, %16, %25 : tensor<3x2xi32>
      %27 = "stablehlo.scatter"(%cst_14, %26, %24#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
        %33 = stablehlo.add %arg13, %arg14 : tensor<f32>
        stablehlo.return %33 : tensor<f32>
      }) : (tensor<3x2x3xf32>, tensor<3x2xi32>, tensor<3x2x2xf32>) -> tensor<3x2x3xf32>
      %28 = stablehlo.multiply %arg8, %24#0 : tensor<3x2x3xf32>
      %29 = stablehlo.multiply %24#0, %14 : tensor<3x2x3xf32>
      %30 = stablehlo.add %27, %29 : tensor<3x2x3xf32>
      %31 = stablehlo.add %iterArg_4, %30 : tensor<3x2x3xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg_5, %c_17 : tensor<i32>
      stablehlo.return %28, %31, %32 : tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<i32>
    }
    stablehlo.return %11#0, %11#0, %11#1 : tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<3x2x3xf32>
  }) : (tensor<i32>) -> (tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<3x2x3xf32>)
  %1 = stablehlo.add %arg12, %0#2 : tensor<3x2x3xf32>
  %2 = stablehlo.multiply %1, %arg1 : tensor<3x2x3xf32>
  %3 = stablehlo.add %0#1, %2 : tensor<3x2x3xf32>
  %4 = "stablehlo.gather"(%0#0, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<6x2xi32>) -> tensor<6x3xf32>
  %5 = stablehlo.reshape %4 : (tensor<6x3xf32>) -> tensor<3x2x3xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %7 = stablehlo.negate %0#0 : tensor<3x2x3xf32>
  %8 = stablehlo.add %3, %7 : tensor<3x2x3xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %9 = stablehlo.reduce(%0#0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %10 = stablehlo.add %6, %9 : tensor<2x3xf32>
  return %8, %10 : tensor<3x2x3xf32>, tensor<2x3xf32>
}
func.func @f7_v0_vjp(%arg0: tensor<3x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>, %arg4: tensor<3x2x3xf32>, %arg5: tensor<3x2x3xf32>) -> (tensor<3x2x3xf32>, tensor<2x3xf32>) {
  %0:13 = call @f7_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x2x3xf32>, tensor<2x3xf32>, tensor<3xi32>, tensor<i32>) -> (tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<6x2xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<i32>)
  %1:2 = call @f7_v0_lin_t(%0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %arg4, %arg5) : (tensor<6x2xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<i32>, tensor<3x2x3xf32>, tensor<3x2x3xf32>) -> (tensor<3x2x3xf32>, tensor<2x3xf32>)
  return %1#0, %1#1 : tensor<3x2x3xf32>, tensor<2x3xf32>
}
func.func @f7_v0_vjp_v2(%arg0: tensor<3x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>, %arg4: tensor<3x3x2x3xf32>, %arg5: tensor<3x3x2x3xf32>) -> (tensor<3x3x2x3xf32>, tensor<3x2x3xf32>) {
  %0:13 = call @f7_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x2x3xf32>, tensor<2x3xf32>, tensor<3xi32>, tensor<i32>) -> (tensor<3x2x3xf32>, tensor<3x2x3xf32>, tensor<6x2xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<i32>)
  %1:2 = call @f7_v0_lin_t_batched_uuuuuuuuuuubb(%0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %arg4, %arg5) : (tensor<6x2xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<3x3x2x3xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3xi32>, tensor<3x2x3xf32>, tensor<i32>, tensor<i32>, tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>) -> (tensor<3x3x2x3xf32>, tensor<3x2x3xf32>)
  return %1#0, %1#1 : tensor<3x3x2x3xf32>, tensor<3x2x3xf32>
}
func.func @f7_v0_lin_t_batched_uuuuuuuuuuubb(%arg0: tensor<6x2xi32>, %arg1: tensor<3x2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<3x3x2x3xf32>, %arg4: tensor<3x3x2xi32>, %arg5: tensor<3x3xi32>, %arg6: tensor<3x3xi32>, %arg7: tensor<3xi32>, %arg8: tensor<3x2x3xf32>, %arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<3x3x2x3xf32>, %arg12: tensor<3x3x2x3xf32>) -> (tensor<3x3x2x3xf32>, tensor<3x2x3xf32>) {
  %0:3 = "stablehlo.case"(%arg10) ({
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
    %14:3 = stablehlo.while(%iterArg = %arg11, %iterArg_5 = %13, %iterArg_6 = %c_3) : tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
    cond {
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<-1> : tensor<i32>
      %18 = stablehlo.subtract %c_7, %iterArg_6 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %18, %c_10 : tensor<i32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.reduce(%iterArg init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<3x3x2x3xf32>, tensor<f32>) -> tensor<3x3x2xf32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<3x3x2xf32>) -> tensor<3x3x2x3xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf32>
      %22 = stablehlo.add %iterArg_5, %21 : tensor<3x3x2x3xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_6, %c_13 : tensor<i32>
      %24 = stablehlo.broadcast_in_dim %cst_12, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
      stablehlo.return %24, %22, %23 : tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>, tensor<i32>
    }
    %15 = stablehlo.add %14#1, %14#0 : tensor<3x3x2x3xf32>
    %16 = stablehlo.negate %14#0 : tensor<3x3x2x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
    stablehlo.return %16, %15, %17 : tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>
  }, {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
    %14:3 = stablehlo.while(%iterArg = %arg11, %iterArg_4 = %13, %iterArg_5 = %c_3) : tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %15 = stablehlo.subtract %c_6, %iterArg_5 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.dynamic_slice %arg3, %15, %c_7, %c_7, %c_7, sizes = [1, 3, 2, 3] : (tensor<3x3x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2x3xf32>
      %17 = stablehlo.reshape %16 : (tensor<1x3x2x3xf32>) -> tensor<3x2x3xf32>
      %18 = stablehlo.dynamic_slice %arg4, %15, %c_7, %c_7, sizes = [1, 3, 2] : (tensor<3x3x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xi32>
      %19 = stablehlo.reshape %18 : (tensor<1x3x2xi32>) -> tensor<3x2xi32>
      %20 = stablehlo.dynamic_slice %arg5, %15, %c_7, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
      %21 = stablehlo.reshape %20 : (tensor<1x3xi32>) -> tensor<3xi32>
      %22 = stablehlo.dynamic_slice %arg6, %15, %c_7, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
      %23 = stablehlo.reshape %22 : (tensor<1x3xi32>) -> tensor<3xi32>
      %24 = stablehlo.dynamic_slice %arg7, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %25 = stablehlo.reshape %24 : (tensor<1xi32>) -> tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %15, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x2xf32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.broadcast_in_dim %cst_11, dims = [1, 2, 3] : (tensor<3x2x2xf32>) -> tensor<3x3x2x2xf32>
      %28:3 = stablehlo.while(%iterArg_18 = %iterArg, %iterArg_19 = %27, %iterArg_20 = %c_13) : tensor<3x3x2x3xf32>, tensor<3x3x2x2xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
      cond {
        %c_21 = stablehlo.constant dense<3> : tensor<i32>
        %43 = stablehlo.compare LT, %iterArg_20, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %43 : tensor<i1>
      } do {
        %c_21 = stablehlo.constant dense<2> : tensor<i32>
        %43 = stablehlo.subtract %c_21, %iterArg_20 : tensor<i32>
        %c_22 = stablehlo.constant dense<0> : tensor<i32>
        %44 = stablehlo.dynamic_slice %21, %43, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %45 = stablehlo.reshape %44 : (tensor<1xi32>) -> tensor<i32>
        %46 = stablehlo.dynamic_slice %23, %43, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %47 = stablehlo.reshape %46 : (tensor<1xi32>) -> tensor<i32>
        %c_23 = stablehlo.constant dense<0> : tensor<i32>
        %c_24 = stablehlo.constant dense<1> : tensor<i32>
        %48 = stablehlo.add %43, %c_24 : tensor<i32>
        %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<1x2x2xf32>
        %49 = stablehlo.broadcast_in_dim %cst_25, dims = [1, 2, 3] : (tensor<1x2x2xf32>) -> tensor<3x1x2x2xf32>
        %c_26 = stablehlo.constant dense<0> : tensor<i32>
        %50 = stablehlo.dynamic_update_slice %iterArg_18, %49, %c_26, %45, %25, %47 : (tensor<3x3x2x3xf32>, tensor<3x1x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2x3xf32>
        %c_27 = stablehlo.constant dense<0> : tensor<i32>
        %51 = stablehlo.dynamic_slice %iterArg_18, %c_27, %45, %25, %47, sizes = [3, 1, 2, 2] : (tensor<3x3x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x2x2xf32>
        %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x2xf32>
        %52 = stablehlo.broadcast_in_dim %cst_28, dims = [1, 2, 3] : (tensor<3x2x2xf32>) -> tensor<3x3x2x2xf32>
        %c_29 = stablehlo.constant dense<0> : tensor<i32>
        %53 = stablehlo.dynamic_update_slice %52, %51, %c_29, %45, %c_23, %c_23 : (tensor<3x3x2x2xf32>, tensor<3x1x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2x2xf32>
        %54 = stablehlo.add %iterArg_19, %53 : tensor<3x3x2x2xf32>
        %c_30 = stablehlo.constant dense<1> : tensor<i32>
        %55 = stablehlo.add %iterArg_20, %c_30 : tensor<i32>
        stablehlo.return %50, %54, %55 : tensor<3x3x2x3xf32>, tensor<3x3x2x2xf32>, tensor<i32>
      }
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf32>
      %c_15 = stablehlo.constant dense<0> : tensor<3x2xi32>
      %c_16 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
      %29 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
      %30 = stablehlo.clamp %c_15, %19, %29 : tensor<3x2xi32>
      %31 = stablehlo.broadcast_in_dim %cst_14, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
      %32 = stablehlo.broadcast_in_dim %30, dims = [1, 2] : (tensor<3x2xi32>) -> tensor<3x3x2xi32>
      %33 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
      %34 = stablehlo.concatenate %33, %32, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x2xi32>) -> tensor<3x3x3xi32>
      %35 = "stablehlo.scatter"(%31, %34, %28#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 2, 3], index_vector_dim = 2>, unique_indices = false}> ({
      ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
        %43 = stablehlo.add %arg13, %arg14 : tensor<f32>
        stablehlo.return %43 : tensor<f32>
      }) : (tensor<3x3x2x3xf32>, tensor<3x3x3xi32>, tensor<3x3x2x2xf32>) -> tensor<3x3x2x3xf32>
      %36 = stablehlo.broadcast_in_dim %arg8, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
      %37 = stablehlo.multiply %36, %28#0 : tensor<3x3x2x3xf32>
      %38 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
      %39 = stablehlo.multiply %28#0, %38 : tensor<3x3x2x3xf32>
      %40 = stablehlo.add %35, %39 : tensor<3x3x2x3xf32>
      %41 = stablehlo.add %iterArg_4, %40 : tensor<3x3x2x3xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.add %iterArg_5, %c_17 : tensor<i32>
      stablehlo.return %37, %41, %42 : tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>, tensor<i32>
    }
    stablehlo.return %14#0, %14#0, %14#1 : tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>
  }) : (tensor<i32>) -> (tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>, tensor<3x3x2x3xf32>)
  %1 = stablehlo.add %arg12, %0#2 : tensor<3x3x2x3xf32>
  %2 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
  %3 = stablehlo.multiply %1, %2 : tensor<3x3x2x3xf32>
  %4 = stablehlo.add %0#1, %3 : tensor<3x3x2x3xf32>
  %5 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<6x2xi32>) -> tensor<3x6x2xi32>
  %6 = "stablehlo.gather"(%0#0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 3>}> : (tensor<3x3x2x3xf32>, tensor<3x6x2xi32>) -> tensor<3x6x3xf32>
  %7 = stablehlo.reshape %6 : (tensor<3x6x3xf32>) -> tensor<3x3x2x3xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x3x2x3xf32>, tensor<f32>) -> tensor<3x2x3xf32>
  %9 = stablehlo.negate %0#0 : tensor<3x3x2x3xf32>
  %10 = stablehlo.add %4, %9 : tensor<3x3x2x3xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %11 = stablehlo.reduce(%0#0 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<3x3x2x3xf32>, tensor<f32>) -> tensor<3x2x3xf32>
  %12 = stablehlo.add %8, %11 : tensor<3x2x3xf32>
  return %10, %12 : tensor<3x3x2x3xf32>, tensor<3x2x3xf32>
}
// inputs: [[[ 1.595362  , -0.67203754,  2.8406565 ],  [-1.1460221 ,  4.7267284 , -2.7773476 ]], [[-3.0679824 , -0.28138772,  1.9820807 ],  [-0.4404123 , -1.4134413 ,  1.887367  ]], [[ 0.7878367 , -1.7248641 , -0.9552995 ],  [-1.1386101 ,  1.9483507 , -0.41965786]]]; [[ 2.9864829 , -0.85818726, -1.259185  ], [-0.43769643,  0.5491742 ,  0.21103334]]; [1, 0, 0]; 1; [[[[-2.310378  , -0.29310706, -0.24069875],   [ 1.4662282 ,  0.37927875,  0.3920459 ]],  [[-2.6696963 , -1.1278218 , -2.692733  ],   [-0.7385764 ,  0.17015687,  0.31517988]],  [[-0.70427144, -0.4823701 ,  0.08654134],   [-2.901575  ,  0.18775357, -0.35623524]]], [[[ 1.5671076 , -0.17199726,  2.4539578 ],   [-1.1076478 ,  1.2696128 , -0.9214091 ]],  [[-0.08272037,  3.817405  , -2.0706563 ],   [-2.2555115 , -0.46240872, -2.7347083 ]],  [[ 2.089707  ,  0.17311025,  0.01860048],   [ 0.65281224, -0.9400106 ,  1.4384203 ]]], [[[ 1.6787395 , -1.1388692 ,  2.199677  ],   [ 0.11611089,  0.9568524 , -0.91266644]],  [[ 1.0598125 , -1.1572696 , -0.74231654],   [ 1.5425841 , -0.8985128 ,  1.9862895 ]],  [[-1.2335806 , -0.6238335 ,  3.0787086 ],   [ 1.9027843 ,  0.3623594 , -0.40012866]]]]; [[[[ 7.5155866e-01, -3.1643643e+00, -1.2465662e+00],   [-3.3282569e-01, -2.0857406e+00, -1.2359540e+00]],  [[-1.0496476e+00,  1.4155495e+00,  5.7915455e-01],   [-1.0231706e+00,  1.4947460e+00,  1.4444960e+00]],  [[ 2.6578251e-01,  3.0045905e+00, -5.5455315e-01],   [-3.0579085e+00,  1.4272664e+00,  1.3109699e+00]]], [[[ 3.3202088e-01,  4.5054066e-01,  2.2947237e-01],   [ 1.7775561e+00, -7.0234340e-01, -1.5639682e+00]],  [[-8.8844818e-01,  1.3065065e+00, -2.0484841e+00],   [ 3.7558505e-01,  1.2455474e+00,  6.8570939e-03]],  [[-7.8664422e-01, -1.5238231e-03,  2.0899153e+00],   [-2.0586634e+00,  8.4866108e-03, -1.9498606e-01]]], [[[-3.0831156e-02,  4.9456301e-01, -3.5305399e-01],   [-1.8205359e+00, -4.2146153e+00,  2.0251520e+00]],  [[-3.0236971e-01,  1.1361150e-01, -1.5517226e-01],   [ 2.0594513e-01,  8.9348930e-01,  3.9918718e-01]],  [[ 1.1320688e+00, -1.8936664e+00,  8.4583539e-01],   [ 1.0227550e+00, -2.1746275e+00,  6.0661310e-01]]]]
// reference: [[[[-2.5514016e+00, -2.2688985e+00, -2.0143196e-02],   [ 1.9529092e+00, -5.3521409e-04, -1.2960668e-02]],  [[-9.0450468e-03, -1.1598606e+00,  6.4937377e-01],   [-8.4781498e-01,  1.5959750e-01,  7.8278124e-02]],  [[ 1.5099426e-01,  2.7447185e-01, -5.4664898e-01],   [-1.0320216e+00, -1.1504539e-01,  1.3815418e+00]]], [[[ 1.8583925e+00,  1.8278870e-01,  3.6343802e-02],   [-9.6643662e-01,  1.7791816e-04, -3.8170204e-02]],  [[-7.6559554e-03,  1.1317824e+00,  6.5957701e-01],   [ 3.1121558e-01, -2.1316350e-01,  5.0954604e-01]],  [[-4.4690207e-01,  2.4915998e-01,  9.9912006e-01],   [-6.9478375e-01,  5.1603429e-02, -1.4353409e+00]]], [[[ 1.9320949e+00, -4.2281342e-01,  2.5010264e-02],   [-4.4359773e-01, -1.0217635e-03,  1.7085453e-02]],  [[-2.6055870e-03,  1.0852065e+00,  9.4094515e-02],   [ 1.7064933e-01,  5.1415879e-01, -4.4290733e-01]],  [[ 6.4314193e-01, -3.7314004e-01, -2.7777421e+00],   [ 3.4517229e-01, -2.1212861e-02,  9.4974768e-01]]]]; [[[-2.602669  ,  0.        , -2.1413198 ],  [-1.5958483 ,  0.        ,  0.5937388 ]], [[ 1.8269254 ,  0.        , -4.3280306 ],  [ 1.2055681 ,  0.        , -4.9454293 ]], [[ 1.2481546 ,  0.        , -0.16521025],  [-0.12637554,  0.        ,  3.5115414 ]]]
// compiled:  [[[[-2.5514016e+00, -2.2688982e+00, -2.0143051e-02],   [ 1.9529091e+00, -5.3476531e-04, -1.2960669e-02]],  [[-9.0448102e-03, -1.1598606e+00,  6.4937401e-01],   [-8.4781498e-01,  1.5959749e-01,  7.8278154e-02]],  [[ 1.5099426e-01,  2.7447185e-01, -5.4664886e-01],   [-1.0320214e+00, -1.1504539e-01,  1.3815418e+00]]], [[[ 1.8583925e+00,  1.8278868e-01,  3.6343541e-02],   [-9.6643651e-01,  1.7776899e-04, -3.8170211e-02]],  [[-7.6557552e-03,  1.1317824e+00,  6.5957725e-01],   [ 3.1121558e-01, -2.1316348e-01,  5.0954604e-01]],  [[-4.4690207e-01,  2.4915998e-01,  9.9911982e-01],   [-6.9478363e-01,  5.1603429e-02, -1.4353409e+00]]], [[[ 1.9320952e+00, -4.2281339e-01,  2.5010085e-02],   [-4.4359773e-01, -1.0209068e-03,  1.7085457e-02]],  [[-2.6055188e-03,  1.0852065e+00,  9.4094515e-02],   [ 1.7064933e-01,  5.1415873e-01, -4.4290745e-01]],  [[ 6.4314193e-01, -3.7314004e-01, -2.7777419e+00],   [ 3.4517223e-01, -2.1212861e-02,  9.4974762e-01]]]]; [[[-2.602669  ,  0.        , -2.1413198 ],  [-1.5958483 ,  0.        ,  0.5937388 ]], [[ 1.8269254 ,  0.        , -4.3280306 ],  [ 1.2055681 ,  0.        , -4.9454293 ]], [[ 1.2481546 ,  0.        , -0.16521049],  [-0.12637554,  0.        ,  3.5115414 ]]]
