// Reduced from the fuzzer's seed 534 f297_v0 (vmap of a loop whose body switches on its
// counter and reads it in the branches; after hostcall's host-loop passes but
// hostcall-splat-constants): iree-compile 3.13 leaves the splat of the loop's counter
// outside every execution region.  tests/test_splat_constants.py compiles it raw (the
// canary) and through hostcall-splat-constants.
module {
  func.func @main(%arg0: tensor<3x2x4xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<2x3x4xf32>, %arg6: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
    %0:3 = stablehlo.while(%iterArg = %arg4, %iterArg_0 = %arg6, %iterArg_1 = %arg5) : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c = stablehlo.constant dense<2> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %c_2 = stablehlo.constant dense<2> : tensor<i32>
      %1 = stablehlo.clamp %c, %iterArg, %c_2 : tensor<i32>
      %2 = "stablehlo.case"(%1) ({
        %39 = stablehlo.multiply %arg1, %arg1 : tensor<2x3x4xf32>
        %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3x4xf32>
        %40 = stablehlo.add %39, %cst : tensor<2x3x4xf32>
        %41 = stablehlo.divide %arg1, %40 : tensor<2x3x4xf32>
        stablehlo.return %41 : tensor<2x3x4xf32>
      }, {
        %39 = stablehlo.add %iterArg_0, %iterArg_1 : tensor<2x3x4xf32>
        %c_25 = stablehlo.constant dense<0> : tensor<i32>
        %c_26 = stablehlo.constant dense<2> : tensor<i32>
        %40 = stablehlo.clamp %c_25, %iterArg, %c_26 : tensor<i32>
        %c_27 = stablehlo.constant dense<0> : tensor<2xi32>
        %c_28 = stablehlo.constant dense<1> : tensor<2xi32>
        %41 = stablehlo.clamp %c_27, %arg2, %c_28 : tensor<2xi32>
        %42 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %43 = stablehlo.reshape %42 : (tensor<2xi32>) -> tensor<2x1xi32>
        %44 = stablehlo.reshape %41 : (tensor<2xi32>) -> tensor<2x1xi32>
        %45 = stablehlo.concatenate %43, %44, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
        %46 = "stablehlo.gather"(%iterArg_0, %45) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x3x4xf32>, tensor<2x2xi32>) -> tensor<2x1x3xf32>
        %c_29 = stablehlo.constant dense<0> : tensor<i32>
        %c_30 = stablehlo.constant dense<2> : tensor<i32>
        %47 = stablehlo.clamp %c_29, %arg3, %c_30 : tensor<i32>
        %c_31 = stablehlo.constant dense<0> : tensor<i32>
        %c_32 = stablehlo.constant dense<1> : tensor<i32>
        %48 = stablehlo.clamp %c_31, %iterArg, %c_32 : tensor<i32>
        %c_33 = stablehlo.constant dense<0> : tensor<i32>
        %49 = stablehlo.dynamic_update_slice %39, %46, %c_33, %47, %48 : (tensor<2x3x4xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
        stablehlo.return %49 : tensor<2x3x4xf32>
      }, {
        %39 = stablehlo.subtract %arg1, %iterArg_0 : tensor<2x3x4xf32>
        stablehlo.return %39 : tensor<2x3x4xf32>
      }) : (tensor<i32>) -> tensor<2x3x4xf32>
      %3 = stablehlo.multiply %iterArg_1, %2 : tensor<2x3x4xf32>
      %4 = stablehlo.multiply %iterArg_0, %2 : tensor<2x3x4xf32>
      %5 = stablehlo.multiply %4, %iterArg_1 : tensor<2x3x4xf32>
      %c_3 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %6 = stablehlo.broadcast_in_dim %c_3, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
      %7 = stablehlo.iota dim = 0 : tensor<2x3x1xi32>
      %8 = stablehlo.concatenate %7, %6, dim = 2 : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
      %9 = stablehlo.reshape %8 : (tensor<2x3x2xi32>) -> tensor<6x2xi32>
      %10 = stablehlo.reshape %4 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
      %11 = "stablehlo.scatter"(%5, %9, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
        stablehlo.return %arg8 : tensor<f32>
      }) : (tensor<2x3x4xf32>, tensor<6x2xi32>, tensor<6x4xf32>) -> tensor<2x3x4xf32>
      %12 = stablehlo.subtract %3, %4 : tensor<2x3x4xf32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.clamp %c_4, %iterArg, %c_5 : tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.dynamic_slice %3, %c_7, %13, %c_6, sizes = [2, 2, 3] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.clamp %c_8, %arg3, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.clamp %c_10, %iterArg, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %17 = stablehlo.dynamic_update_slice %12, %14, %c_12, %15, %16 : (tensor<2x3x4xf32>, tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      %18 = stablehlo.multiply %17, %iterArg_1 : tensor<2x3x4xf32>
      %c_13 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %19 = stablehlo.broadcast_in_dim %c_13, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
      %20 = stablehlo.iota dim = 0 : tensor<2x3x1xi32>
      %21 = stablehlo.concatenate %20, %19, dim = 2 : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
      %22 = stablehlo.reshape %21 : (tensor<2x3x2xi32>) -> tensor<6x2xi32>
      %23 = stablehlo.reshape %17 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
      %24 = "stablehlo.scatter"(%18, %22, %23) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
        stablehlo.return %arg8 : tensor<f32>
      }) : (tensor<2x3x4xf32>, tensor<6x2xi32>, tensor<6x4xf32>) -> tensor<2x3x4xf32>
      %25 = stablehlo.subtract %11, %17 : tensor<2x3x4xf32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.clamp %c_14, %iterArg, %c_15 : tensor<i32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.dynamic_slice %11, %c_17, %26, %c_16, sizes = [2, 2, 3] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.clamp %c_18, %arg3, %c_19 : tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.clamp %c_20, %iterArg, %c_21 : tensor<i32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %30 = stablehlo.dynamic_update_slice %25, %27, %c_22, %28, %29 : (tensor<2x3x4xf32>, tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
      %31 = stablehlo.multiply %30, %iterArg_1 : tensor<2x3x4xf32>
      %c_23 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %32 = stablehlo.broadcast_in_dim %c_23, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
      %33 = stablehlo.iota dim = 0 : tensor<2x3x1xi32>
      %34 = stablehlo.concatenate %33, %32, dim = 2 : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
      %35 = stablehlo.reshape %34 : (tensor<2x3x2xi32>) -> tensor<6x2xi32>
      %36 = stablehlo.reshape %30 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
      %37 = "stablehlo.scatter"(%31, %35, %36) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
        stablehlo.return %arg8 : tensor<f32>
      }) : (tensor<2x3x4xf32>, tensor<6x2xi32>, tensor<6x4xf32>) -> tensor<2x3x4xf32>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %38 = stablehlo.add %iterArg, %c_24 : tensor<i32>
      stablehlo.return %38, %2, %37 : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
    }
    return %0#1 : tensor<2x3x4xf32>
  }
}
