// Fixed finding (was tools/differential.py KNOWN_COMPILE_ERRORS["circular dependency: input
// operation uses partition output"]): `fuzz_campaign.py --seed 302 --transforms --x64`, f34
// (vjp_vmap): the transpose of a loop after a loop of no trips (hostcall.trip_count = 0)
// computes `loop0(x0)#1 + loop0(x0)#0` before `loop1(x0)` and reads it after; IREE folds the
// empty loop, sinks the sum into the dispatch after loop1 and its stream partitioning
// rejected the module.  hostcall-guard-loop-entries now moves such ops past the loop and
// reads the initial carry there through its barrier.  Only the functions @f34_v0_vjp calls.
func.func @f34_v0_fwd(%arg0: tensor<5x3xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x15xi1>, tensor<1x2x15x2xi32>, tensor<1x2x3x5xi1>, tensor<1x2x15x2xi32>, tensor<1x3x5xf32>, tensor<1x3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x1xi32>, tensor<3xi32>, tensor<3xi32>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.subtract %arg1, %0 : tensor<3x5xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x2x3x5xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x2x3x5xf32>
  %c_1 = stablehlo.constant dense<false> : tensor<1x2x15xi1>
  %c_2 = stablehlo.constant dense<0> : tensor<1x2x15x2xi32>
  %c_3 = stablehlo.constant dense<false> : tensor<1x2x3x5xi1>
  %c_4 = stablehlo.constant dense<0> : tensor<1x2x15x2xi32>
  %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<1x3x5xf32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %2:10 = stablehlo.while(%iterArg = %c, %iterArg_30 = %1, %iterArg_31 = %cst, %iterArg_32 = %cst_0, %iterArg_33 = %c_1, %iterArg_34 = %c_2, %iterArg_35 = %c_3, %iterArg_36 = %c_4, %iterArg_37 = %cst_5, %iterArg_38 = %c_7) : tensor<i32>, tensor<3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x15xi1>, tensor<1x2x15x2xi32>, tensor<1x2x3x5xi1>, tensor<1x2x15x2xi32>, tensor<1x3x5xf32>, tensor<i32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_39 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.compare LT, %iterArg_38, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %18 : tensor<i1>
  } do {
    %18 = stablehlo.subtract %arg1, %iterArg_30 : tensor<3x5xf32>
    %19 = stablehlo.add %iterArg_30, %arg1 : tensor<3x5xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x5xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x5xf32>
    %c_42 = stablehlo.constant dense<false> : tensor<2x15xi1>
    %c_43 = stablehlo.constant dense<0> : tensor<2x15x2xi32>
    %c_44 = stablehlo.constant dense<false> : tensor<2x3x5xi1>
    %c_45 = stablehlo.constant dense<0> : tensor<2x15x2xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %20:10 = stablehlo.while(%iterArg_53 = %c_39, %iterArg_54 = %18, %iterArg_55 = %19, %iterArg_56 = %cst_40, %iterArg_57 = %cst_41, %iterArg_58 = %c_42, %iterArg_59 = %c_43, %iterArg_60 = %c_44, %iterArg_61 = %c_45, %iterArg_62 = %c_47) : tensor<i32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<2x15xi1>, tensor<2x15x2xi32>, tensor<2x3x5xi1>, tensor<2x15x2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_63 = stablehlo.constant dense<2> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_62, %c_63, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    } do {
      %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
      %37 = stablehlo.multiply %iterArg_30, %iterArg_30 : tensor<3x5xf32>
      %38 = stablehlo.broadcast_in_dim %cst_63, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
      %39 = stablehlo.add %37, %38 : tensor<3x5xf32>
      %40 = stablehlo.divide %iterArg_54, %39 : tensor<3x5xf32>
      %c_64 = stablehlo.constant dense<[[4], [1], [0], [2], [3]]> : tensor<5x1xi32>
      %41 = stablehlo.broadcast_in_dim %c_64, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<3x5x1xi32>
      %42 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
      %43 = stablehlo.concatenate %42, %41, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
      %44 = stablehlo.reshape %43 : (tensor<3x5x2xi32>) -> tensor<15x2xi32>
      %45 = stablehlo.reshape %iterArg_30 : (tensor<3x5xf32>) -> tensor<15xf32>
      %46 = "stablehlo.scatter"(%40, %44, %45) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        stablehlo.return %arg5 : tensor<f32>
      }) : (tensor<3x5xf32>, tensor<15x2xi32>, tensor<15xf32>) -> tensor<3x5xf32>
      %47 = stablehlo.iota dim = 0 : tensor<15xi32>
      %c_65 = stablehlo.constant dense<1> : tensor<15xi32>
      %48 = stablehlo.add %47, %c_65 : tensor<15xi32>
      %49 = stablehlo.reshape %48 : (tensor<15xi32>) -> tensor<15xi32>
      %c_66 = stablehlo.constant dense<0> : tensor<3x5xi32>
      %50 = "stablehlo.scatter"(%c_66, %44, %49) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
        stablehlo.return %arg5 : tensor<i32>
      }) : (tensor<3x5xi32>, tensor<15x2xi32>, tensor<15xi32>) -> tensor<3x5xi32>
      %51 = "stablehlo.gather"(%50, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x5xi32>, tensor<15x2xi32>) -> tensor<15xi32>
      %52 = stablehlo.compare EQ, %51, %49, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
      %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<15xf32>
      %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
      %53 = stablehlo.compare NE, %50, %c_66, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
      %54 = stablehlo.add %iterArg_54, %iterArg_55 : tensor<3x5xf32>
      %c_69 = stablehlo.constant dense<[[2], [2], [1], [3], [2]]> : tensor<5x1xi32>
      %55 = stablehlo.broadcast_in_dim %c_69, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<3x5x1xi32>
      %56 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
      %57 = stablehlo.concatenate %56, %55, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
      %58 = stablehlo.reshape %57 : (tensor<3x5x2xi32>) -> tensor<15x2xi32>
      %59 = stablehlo.reshape %46 : (tensor<3x5xf32>) -> tensor<15xf32>
      %60 = "stablehlo.scatter"(%54, %58, %59) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %75 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %75 : tensor<f32>
      }) : (tensor<3x5xf32>, tensor<15x2xi32>, tensor<15xf32>) -> tensor<3x5xf32>
      %c_70 = stablehlo.constant dense<1> : tensor<i32>
      %61 = stablehlo.add %iterArg_53, %c_70 : tensor<i32>
      %c_71 = stablehlo.constant dense<0> : tensor<i32>
      %62 = stablehlo.reshape %39 : (tensor<3x5xf32>) -> tensor<1x3x5xf32>
      %63 = stablehlo.dynamic_update_slice %iterArg_56, %62, %iterArg_62, %c_71, %c_71 : (tensor<2x3x5xf32>, tensor<1x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x5xf32>
      %64 = stablehlo.reshape %40 : (tensor<3x5xf32>) -> tensor<1x3x5xf32>
      %65 = stablehlo.dynamic_update_slice %iterArg_57, %64, %iterArg_62, %c_71, %c_71 : (tensor<2x3x5xf32>, tensor<1x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x5xf32>
      %66 = stablehlo.reshape %52 : (tensor<15xi1>) -> tensor<1x15xi1>
      %67 = stablehlo.dynamic_update_slice %iterArg_58, %66, %iterArg_62, %c_71 : (tensor<2x15xi1>, tensor<1x15xi1>, tensor<i32>, tensor<i32>) -> tensor<2x15xi1>
      %68 = stablehlo.reshape %44 : (tensor<15x2xi32>) -> tensor<1x15x2xi32>
      %69 = stablehlo.dynamic_update_slice %iterArg_59, %68, %iterArg_62, %c_71, %c_71 : (tensor<2x15x2xi32>, tensor<1x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x15x2xi32>
      %70 = stablehlo.reshape %53 : (tensor<3x5xi1>) -> tensor<1x3x5xi1>
      %71 = stablehlo.dynamic_update_slice %iterArg_60, %70, %iterArg_62, %c_71, %c_71 : (tensor<2x3x5xi1>, tensor<1x3x5xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x5xi1>
      %72 = stablehlo.reshape %58 : (tensor<15x2xi32>) -> tensor<1x15x2xi32>
      %73 = stablehlo.dynamic_update_slice %iterArg_61, %72, %iterArg_62, %c_71, %c_71 : (tensor<2x15x2xi32>, tensor<1x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x15x2xi32>
      %c_72 = stablehlo.constant dense<1> : tensor<i32>
      %74 = stablehlo.add %iterArg_62, %c_72 : tensor<i32>
      stablehlo.return %61, %46, %60, %63, %65, %67, %69, %71, %73, %74 : tensor<i32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<2x15xi1>, tensor<2x15x2xi32>, tensor<2x3x5xi1>, tensor<2x15x2xi32>, tensor<i32>
    }
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.add %iterArg, %c_50 : tensor<i32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.reshape %20#3 : (tensor<2x3x5xf32>) -> tensor<1x2x3x5xf32>
    %23 = stablehlo.dynamic_update_slice %iterArg_31, %22, %iterArg_38, %c_51, %c_51, %c_51 : (tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x5xf32>
    %24 = stablehlo.reshape %20#4 : (tensor<2x3x5xf32>) -> tensor<1x2x3x5xf32>
    %25 = stablehlo.dynamic_update_slice %iterArg_32, %24, %iterArg_38, %c_51, %c_51, %c_51 : (tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x5xf32>
    %26 = stablehlo.reshape %20#5 : (tensor<2x15xi1>) -> tensor<1x2x15xi1>
    %27 = stablehlo.dynamic_update_slice %iterArg_33, %26, %iterArg_38, %c_51, %c_51 : (tensor<1x2x15xi1>, tensor<1x2x15xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x15xi1>
    %28 = stablehlo.reshape %20#6 : (tensor<2x15x2xi32>) -> tensor<1x2x15x2xi32>
    %29 = stablehlo.dynamic_update_slice %iterArg_34, %28, %iterArg_38, %c_51, %c_51, %c_51 : (tensor<1x2x15x2xi32>, tensor<1x2x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x15x2xi32>
    %30 = stablehlo.reshape %20#7 : (tensor<2x3x5xi1>) -> tensor<1x2x3x5xi1>
    %31 = stablehlo.dynamic_update_slice %iterArg_35, %30, %iterArg_38, %c_51, %c_51, %c_51 : (tensor<1x2x3x5xi1>, tensor<1x2x3x5xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x5xi1>
    %32 = stablehlo.reshape %20#8 : (tensor<2x15x2xi32>) -> tensor<1x2x15x2xi32>
    %33 = stablehlo.dynamic_update_slice %iterArg_36, %32, %iterArg_38, %c_51, %c_51, %c_51 : (tensor<1x2x15x2xi32>, tensor<1x2x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x15x2xi32>
    %34 = stablehlo.reshape %iterArg_30 : (tensor<3x5xf32>) -> tensor<1x3x5xf32>
    %35 = stablehlo.dynamic_update_slice %iterArg_37, %34, %iterArg_38, %c_51, %c_51 : (tensor<1x3x5xf32>, tensor<1x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %c_52 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.add %iterArg_38, %c_52 : tensor<i32>
    stablehlo.return %21, %20#1, %23, %25, %27, %29, %31, %33, %35, %36 : tensor<i32>, tensor<3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x15xi1>, tensor<1x2x15x2xi32>, tensor<1x2x3x5xi1>, tensor<1x2x15x2xi32>, tensor<1x3x5xf32>, tensor<i32>
  }
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %3 = stablehlo.add %2#1, %0 : tensor<3x5xf32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<1x3x5xf32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %4:4 = stablehlo.while(%iterArg = %c_10, %iterArg_30 = %3, %iterArg_31 = %cst_11, %iterArg_32 = %c_13) : tensor<i32>, tensor<3x5xf32>, tensor<1x3x5xf32>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare LT, %iterArg_32, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %18 : tensor<i1>
  } do {
    %18 = stablehlo.multiply %0, %iterArg_30 : tensor<3x5xf32>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %iterArg, %c_33 : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.reshape %iterArg_30 : (tensor<3x5xf32>) -> tensor<1x3x5xf32>
    %21 = stablehlo.dynamic_update_slice %iterArg_31, %20, %iterArg_32, %c_34, %c_34 : (tensor<1x3x5xf32>, tensor<1x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.add %iterArg_32, %c_35 : tensor<i32>
    stablehlo.return %19, %18, %21, %22 : tensor<i32>, tensor<3x5xf32>, tensor<1x3x5xf32>, tensor<i32>
  }
  %c_14 = stablehlo.constant dense<0> : tensor<i32>
  %c_15 = stablehlo.constant dense<0> : tensor<i32>
  %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
  %5 = stablehlo.multiply %4#1, %4#1 : tensor<3x5xf32>
  %6 = stablehlo.broadcast_in_dim %cst_16, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
  %7 = stablehlo.add %5, %6 : tensor<3x5xf32>
  %8 = stablehlo.divide %arg1, %7 : tensor<3x5xf32>
  %c_17 = stablehlo.constant dense<0> : tensor<i32>
  %c_18 = stablehlo.constant dense<1> : tensor<i32>
  %9 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %10 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %11 = stablehlo.clamp %9, %arg2, %10 : tensor<3xi32>
  %12 = stablehlo.reshape %11 : (tensor<3xi32>) -> tensor<3x1xi32>
  %13 = "stablehlo.gather"(%arg1, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x5xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  %c_19 = stablehlo.constant dense<0> : tensor<i32>
  %c_20 = stablehlo.constant dense<1> : tensor<i32>
  %14 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %15 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %16 = stablehlo.clamp %14, %arg2, %15 : tensor<3xi32>
  %c_21 = stablehlo.constant dense<0> : tensor<i32>
  %c_22 = stablehlo.constant dense<1> : tensor<i32>
  %c_23 = stablehlo.constant dense<3> : tensor<i32>
  %c_24 = stablehlo.constant dense<0> : tensor<3xi32>
  %c_25 = stablehlo.constant dense<0> : tensor<3xi32>
  %c_26 = stablehlo.constant dense<0> : tensor<i32>
  %c_27 = stablehlo.constant dense<0> : tensor<i32>
  %17:5 = stablehlo.while(%iterArg = %c_21, %iterArg_30 = %8, %iterArg_31 = %c_24, %iterArg_32 = %c_25, %iterArg_33 = %c_27) : tensor<i32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_34 = stablehlo.constant dense<3> : tensor<i32>
    %18 = stablehlo.compare LT, %iterArg_33, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %18 : tensor<i1>
  } do {
    %18 = stablehlo.dynamic_slice %16, %iterArg, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.reshape %18 : (tensor<1xi32>) -> tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %13, %iterArg, %c_34, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %21 = stablehlo.add %iterArg, %c_22 : tensor<i32>
    %22 = stablehlo.dynamic_update_slice %iterArg_30, %20, %iterArg, %19 : (tensor<3x5xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.dynamic_update_slice %iterArg_31, %23, %iterArg_33 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %25 = stablehlo.reshape %19 : (tensor<i32>) -> tensor<1xi32>
    %26 = stablehlo.dynamic_update_slice %iterArg_32, %25, %iterArg_33 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.add %iterArg_33, %c_36 : tensor<i32>
    stablehlo.return %21, %22, %24, %26, %27 : tensor<i32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
  }
  %c_28 = stablehlo.constant dense<0> : tensor<i32>
  %c_29 = stablehlo.constant dense<0> : tensor<i32>
  return %17#1, %4#1, %2#2, %2#3, %2#4, %2#5, %2#6, %2#7, %2#8, %4#2, %0, %4#1, %7, %8, %12, %17#2, %17#3 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x15xi1>, tensor<1x2x15x2xi32>, tensor<1x2x3x5xi1>, tensor<1x2x15x2xi32>, tensor<1x3x5xf32>, tensor<1x3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x1xi32>, tensor<3xi32>, tensor<3xi32>
}
func.func @f34_v0_lin_t(%arg0: tensor<1x2x3x5xf32>, %arg1: tensor<1x2x3x5xf32>, %arg2: tensor<1x2x15xi1>, %arg3: tensor<1x2x15x2xi32>, %arg4: tensor<1x2x3x5xi1>, %arg5: tensor<1x2x15x2xi32>, %arg6: tensor<1x3x5xf32>, %arg7: tensor<1x3x5xf32>, %arg8: tensor<3x5xf32>, %arg9: tensor<3x5xf32>, %arg10: tensor<3x5xf32>, %arg11: tensor<3x5xf32>, %arg12: tensor<3x1xi32>, %arg13: tensor<3xi32>, %arg14: tensor<3xi32>, %arg15: tensor<3x5xf32>, %arg16: tensor<3x5xf32>) -> (tensor<5x3xf32>, tensor<3x5xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x4xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %arg15, %iterArg_14 = %cst, %iterArg_15 = %c_4) : tensor<3x5xf32>, tensor<3x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_16 = stablehlo.constant dense<3> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %c_16 = stablehlo.constant dense<2> : tensor<i32>
    %19 = stablehlo.subtract %c_16, %iterArg_15 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %arg13, %19, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %20 : (tensor<1xi32>) -> tensor<i32>
    %22 = stablehlo.dynamic_slice %arg14, %19, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %19, %c_19 : tensor<i32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<1x4xf32>
    %25 = stablehlo.dynamic_update_slice %iterArg, %cst_20, %21, %23 : (tensor<3x5xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>
    %26 = stablehlo.dynamic_slice %iterArg, %21, %23, sizes = [1, 4] : (tensor<3x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<3x4xf32>
    %27 = stablehlo.dynamic_update_slice %cst_21, %26, %21, %c_18 : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %28 = stablehlo.add %iterArg_14, %27 : tensor<3x4xf32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %29 = stablehlo.add %iterArg_15, %c_22 : tensor<i32>
    stablehlo.return %25, %28, %29 : tensor<3x5xf32>, tensor<3x4xf32>, tensor<i32>
  }
  %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
  %1 = "stablehlo.scatter"(%cst_5, %arg12, %0#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
    %19 = stablehlo.add %arg17, %arg18 : tensor<f32>
    stablehlo.return %19 : tensor<f32>
  }) : (tensor<3x5xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x5xf32>
  %2 = stablehlo.negate %0#0 : tensor<3x5xf32>
  %3 = stablehlo.divide %2, %arg10 : tensor<3x5xf32>
  %4 = stablehlo.multiply %3, %arg11 : tensor<3x5xf32>
  %5 = stablehlo.divide %0#0, %arg10 : tensor<3x5xf32>
  %6 = stablehlo.add %1, %5 : tensor<3x5xf32>
  %7 = stablehlo.multiply %arg9, %4 : tensor<3x5xf32>
  %8 = stablehlo.add %arg16, %7 : tensor<3x5xf32>
  %9 = stablehlo.multiply %4, %arg9 : tensor<3x5xf32>
  %10 = stablehlo.add %8, %9 : tensor<3x5xf32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %11:3 = stablehlo.while(%iterArg = %10, %iterArg_14 = %cst_7, %iterArg_15 = %c_9) : tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %c_16 = stablehlo.constant dense<-1> : tensor<i32>
    %19 = stablehlo.subtract %c_16, %iterArg_15 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %arg7, %19, %c_17, %c_17, sizes = [1, 3, 5] : (tensor<1x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.add %19, %c_18 : tensor<i32>
    %23 = stablehlo.multiply %arg8, %iterArg : tensor<3x5xf32>
    %24 = stablehlo.multiply %iterArg, %21 : tensor<3x5xf32>
    %25 = stablehlo.add %iterArg_14, %24 : tensor<3x5xf32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.add %iterArg_15, %c_19 : tensor<i32>
    stablehlo.return %23, %25, %26 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32>
  }
  %12 = stablehlo.add %11#1, %11#0 : tensor<3x5xf32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %13:3 = stablehlo.while(%iterArg = %11#0, %iterArg_14 = %cst_11, %iterArg_15 = %c_13) : tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.subtract %c_16, %iterArg_15 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %arg0, %19, %c_17, %c_17, %c_17, sizes = [1, 2, 3, 5] : (tensor<1x2x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x5xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x2x3x5xf32>) -> tensor<2x3x5xf32>
    %22 = stablehlo.dynamic_slice %arg1, %19, %c_17, %c_17, %c_17, sizes = [1, 2, 3, 5] : (tensor<1x2x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x5xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x2x3x5xf32>) -> tensor<2x3x5xf32>
    %24 = stablehlo.dynamic_slice %arg2, %19, %c_17, %c_17, sizes = [1, 2, 15] : (tensor<1x2x15xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x15xi1>
    %25 = stablehlo.reshape %24 : (tensor<1x2x15xi1>) -> tensor<2x15xi1>
    %26 = stablehlo.dynamic_slice %arg3, %19, %c_17, %c_17, %c_17, sizes = [1, 2, 15, 2] : (tensor<1x2x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x15x2xi32>
    %27 = stablehlo.reshape %26 : (tensor<1x2x15x2xi32>) -> tensor<2x15x2xi32>
    %28 = stablehlo.dynamic_slice %arg4, %19, %c_17, %c_17, %c_17, sizes = [1, 2, 3, 5] : (tensor<1x2x3x5xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x5xi1>
    %29 = stablehlo.reshape %28 : (tensor<1x2x3x5xi1>) -> tensor<2x3x5xi1>
    %30 = stablehlo.dynamic_slice %arg5, %19, %c_17, %c_17, %c_17, sizes = [1, 2, 15, 2] : (tensor<1x2x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x15x2xi32>
    %31 = stablehlo.reshape %30 : (tensor<1x2x15x2xi32>) -> tensor<2x15x2xi32>
    %32 = stablehlo.dynamic_slice %arg6, %19, %c_17, %c_17, sizes = [1, 3, 5] : (tensor<1x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.add %19, %c_19 : tensor<i32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %35:4 = stablehlo.while(%iterArg_26 = %iterArg, %iterArg_27 = %cst_20, %iterArg_28 = %cst_22, %iterArg_29 = %c_24) : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_30 = stablehlo.constant dense<2> : tensor<i32>
      %42 = stablehlo.compare LT, %iterArg_29, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %42 : tensor<i1>
    } do {
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.subtract %c_30, %iterArg_29 : tensor<i32>
      %c_31 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.dynamic_slice %21, %42, %c_31, %c_31, sizes = [1, 3, 5] : (tensor<2x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
      %44 = stablehlo.reshape %43 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
      %45 = stablehlo.dynamic_slice %23, %42, %c_31, %c_31, sizes = [1, 3, 5] : (tensor<2x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
      %46 = stablehlo.reshape %45 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
      %47 = stablehlo.dynamic_slice %25, %42, %c_31, sizes = [1, 15] : (tensor<2x15xi1>, tensor<i32>, tensor<i32>) -> tensor<1x15xi1>
      %48 = stablehlo.reshape %47 : (tensor<1x15xi1>) -> tensor<15xi1>
      %49 = stablehlo.dynamic_slice %27, %42, %c_31, %c_31, sizes = [1, 15, 2] : (tensor<2x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x15x2xi32>
      %50 = stablehlo.reshape %49 : (tensor<1x15x2xi32>) -> tensor<15x2xi32>
      %51 = stablehlo.dynamic_slice %29, %42, %c_31, %c_31, sizes = [1, 3, 5] : (tensor<2x3x5xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xi1>
      %52 = stablehlo.reshape %51 : (tensor<1x3x5xi1>) -> tensor<3x5xi1>
      %53 = stablehlo.dynamic_slice %31, %42, %c_31, %c_31, sizes = [1, 15, 2] : (tensor<2x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x15x2xi32>
      %54 = stablehlo.reshape %53 : (tensor<1x15x2xi32>) -> tensor<15x2xi32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<15xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %42, %c_34 : tensor<i32>
      %56 = "stablehlo.gather"(%iterArg_27, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x5xf32>, tensor<15x2xi32>) -> tensor<15xf32>
      %57 = stablehlo.reshape %56 : (tensor<15xf32>) -> tensor<3x5xf32>
      %58 = stablehlo.add %iterArg_26, %57 : tensor<3x5xf32>
      %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
      %59 = stablehlo.select %52, %58, %cst_35 : tensor<3x5xi1>, tensor<3x5xf32>
      %60 = stablehlo.select %52, %cst_35, %58 : tensor<3x5xi1>, tensor<3x5xf32>
      %61 = "stablehlo.gather"(%59, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x5xf32>, tensor<15x2xi32>) -> tensor<15xf32>
      %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<15xf32>
      %62 = stablehlo.select %48, %61, %cst_36 : tensor<15xi1>, tensor<15xf32>
      %63 = stablehlo.reshape %62 : (tensor<15xf32>) -> tensor<3x5xf32>
      %64 = stablehlo.negate %60 : tensor<3x5xf32>
      %65 = stablehlo.divide %64, %44 : tensor<3x5xf32>
      %66 = stablehlo.multiply %65, %46 : tensor<3x5xf32>
      %67 = stablehlo.divide %60, %44 : tensor<3x5xf32>
      %68 = stablehlo.add %iterArg_27, %67 : tensor<3x5xf32>
      %69 = stablehlo.multiply %33, %66 : tensor<3x5xf32>
      %70 = stablehlo.add %63, %69 : tensor<3x5xf32>
      %71 = stablehlo.multiply %66, %33 : tensor<3x5xf32>
      %72 = stablehlo.add %70, %71 : tensor<3x5xf32>
      %73 = stablehlo.add %iterArg_28, %72 : tensor<3x5xf32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %74 = stablehlo.add %iterArg_29, %c_37 : tensor<i32>
      stablehlo.return %68, %iterArg_27, %73, %74 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32>
    }
    %36 = stablehlo.add %35#2, %35#1 : tensor<3x5xf32>
    %37 = stablehlo.add %35#1, %35#0 : tensor<3x5xf32>
    %38 = stablehlo.negate %35#0 : tensor<3x5xf32>
    %39 = stablehlo.add %36, %38 : tensor<3x5xf32>
    %40 = stablehlo.add %iterArg_14, %37 : tensor<3x5xf32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.add %iterArg_15, %c_25 : tensor<i32>
    stablehlo.return %39, %40, %41 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32>
  }
  %14 = stablehlo.add %6, %13#1 : tensor<3x5xf32>
  %15 = stablehlo.add %14, %13#0 : tensor<3x5xf32>
  %16 = stablehlo.negate %13#0 : tensor<3x5xf32>
  %17 = stablehlo.add %12, %16 : tensor<3x5xf32>
  %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
  return %18, %15 : tensor<5x3xf32>, tensor<3x5xf32>
}
func.func @f34_v0_vjp(%arg0: tensor<5x3xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<3x5xf32>, %arg5: tensor<3x5xf32>) -> (tensor<5x3xf32>, tensor<3x5xf32>) {
  %0:17 = call @f34_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<5x3xf32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x15xi1>, tensor<1x2x15x2xi32>, tensor<1x2x3x5xi1>, tensor<1x2x15x2xi32>, tensor<1x3x5xf32>, tensor<1x3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x1xi32>, tensor<3xi32>, tensor<3xi32>)
  %1:2 = call @f34_v0_lin_t(%0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %arg4, %arg5) : (tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x15xi1>, tensor<1x2x15x2xi32>, tensor<1x2x3x5xi1>, tensor<1x2x15x2xi32>, tensor<1x3x5xf32>, tensor<1x3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3x5xf32>, tensor<3x5xf32>) -> (tensor<5x3xf32>, tensor<3x5xf32>)
  return %1#0, %1#1 : tensor<5x3xf32>, tensor<3x5xf32>
}
// inputs: [[-1.7760547 , -1.378273  , -1.7538342 ],  [ 0.20964862, -0.8828193 ,  2.4575422 ],  [-1.8254755 , -2.7110515 , -1.0288734 ],  [ 0.5105058 , -1.8229719 ,  0.28855017],  [ 1.1865593 , -1.3885    , -0.67638886]]; [[-1.4431748 , -1.2664363 ,  0.66887   , -0.68701285, -0.23825383],  [ 2.5469108 , -0.3419019 , -3.478532  ,  1.3291031 ,  1.7038162 ],  [ 1.8656023 , -1.9955145 ,  1.5704597 , -0.50402915, -0.42592928]]; [4, 4, 4]; [0, 1, 4]; [[-8.2225955e-01,  4.0670647e-03,  1.3180526e+00,  5.2165139e-01,  2.3548053e-01],  [-2.4032280e+00, -5.5742180e-01, -1.2549076e+00, -2.5273039e+00, -3.3104711e+00],  [ 2.3599381e-03, -9.6865749e-01,  6.8423975e-01,  1.1857495e+00, -2.0801840e+00]]; [[-0.46081793 ,  0.6062648  ,  1.6533928  ,  0.66430193 , -0.512262   ],  [-2.0726895  , -0.8405994  ,  0.20796588 ,  0.66495335 ,  2.1044874  ],  [-0.101476915,  0.187217   , -1.4739468  ,  2.017013   ,  0.20110835 ]]
