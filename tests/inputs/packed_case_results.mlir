// seed409_f283_v0_vjp.mlir as jit's default pipeline left it without hostcall-guard-loop-entries' rule for case results (the entry function alone): IREE 3.13's VM reads a null buffer in hal.command_buffer.dispatch.
module {
  func.func @f283_v0_vjp(%arg0: tensor<3x4x3xf32>, %arg1: tensor<3x4x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<3x3x4xf32>) -> (tensor<3x4x3xf32>, tensor<3x4x3xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
    %1 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
    %c = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
    %3 = "stablehlo.gather"(%0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.clamp %c_0, %arg3, %c_1 : tensor<i32>
    %5:17 = "stablehlo.case"(%4) ({
      %17 = stablehlo.add %0, %3 : tensor<3x3x4xf32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %17, %c_6, %c_7, %c_8, %c_9, %c_10, %c_11, %cst_12, %cst_13, %c_14, %c_15, %c_16, %c_17, %c_18, %c_19, %c_20, %c_21 : tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>, tensor<i32>
    }, {
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.clamp %c_6, %arg2, %c_7 : tensor<i32>
      %18:16 = "stablehlo.case"(%17) ({
        %19 = stablehlo.subtract %1, %3 : tensor<3x3x4xf32>
        %c_8 = stablehlo.constant dense<0> : tensor<i32>
        %c_9 = stablehlo.constant dense<0> : tensor<i32>
        %20 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
        %c_10 = stablehlo.constant dense<0> : tensor<i32>
        %c_11 = stablehlo.constant dense<2> : tensor<i32>
        %21 = stablehlo.clamp %c_10, %arg2, %c_11 : tensor<i32>
        %c_12 = stablehlo.constant dense<0> : tensor<i32>
        %22 = stablehlo.dynamic_slice %3, %c_12, %20, %21, sizes = [3, 3, 2] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2xf32>
        %c_13 = stablehlo.constant dense<0> : tensor<i32>
        %c_14 = stablehlo.constant dense<0> : tensor<i32>
        %23 = stablehlo.clamp %c_13, %arg3, %c_14 : tensor<i32>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %c_16 = stablehlo.constant dense<2> : tensor<i32>
        %24 = stablehlo.clamp %c_15, %arg3, %c_16 : tensor<i32>
        %c_17 = stablehlo.constant dense<0> : tensor<i32>
        %25 = stablehlo.dynamic_update_slice %19, %22, %c_17, %23, %24 : (tensor<3x3x4xf32>, tensor<3x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
        %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %c_20 = stablehlo.constant dense<0> : tensor<i32>
        %c_21 = stablehlo.constant dense<0> : tensor<i32>
        %c_22 = stablehlo.constant dense<0> : tensor<i32>
        %c_23 = stablehlo.constant dense<0> : tensor<i32>
        %c_24 = stablehlo.constant dense<0> : tensor<i32>
        %c_25 = stablehlo.constant dense<0> : tensor<i32>
        %c_26 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
        stablehlo.return %25, %c_12, %20, %21, %c_17, %23, %24, %cst_18, %cst_19, %c_20, %c_21, %c_22, %c_23, %c_24, %c_25, %c_26 : tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>
      }, {
        %19 = stablehlo.multiply %0, %0 : tensor<3x3x4xf32>
        %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<3x3x4xf32>
        %20 = stablehlo.add %19, %cst_8 : tensor<3x3x4xf32>
        %21 = stablehlo.divide %1, %20 : tensor<3x3x4xf32>
        %c_9 = stablehlo.constant dense<0> : tensor<i32>
        %c_10 = stablehlo.constant dense<0> : tensor<i32>
        %22 = stablehlo.clamp %c_9, %arg2, %c_10 : tensor<i32>
        %c_11 = stablehlo.constant dense<0> : tensor<i32>
        %c_12 = stablehlo.constant dense<0> : tensor<i32>
        %23 = stablehlo.clamp %c_11, %arg2, %c_12 : tensor<i32>
        %c_13 = stablehlo.constant dense<0> : tensor<i32>
        %24 = stablehlo.dynamic_slice %1, %c_13, %22, %23, sizes = [3, 3, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
        %c_14 = stablehlo.constant dense<0> : tensor<i32>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %25 = stablehlo.clamp %c_14, %arg2, %c_15 : tensor<i32>
        %c_16 = stablehlo.constant dense<0> : tensor<i32>
        %c_17 = stablehlo.constant dense<0> : tensor<i32>
        %26 = stablehlo.clamp %c_16, %arg2, %c_17 : tensor<i32>
        %c_18 = stablehlo.constant dense<0> : tensor<i32>
        %27 = stablehlo.dynamic_update_slice %21, %24, %c_18, %25, %26 : (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
        %c_19 = stablehlo.constant dense<0> : tensor<i32>
        %c_20 = stablehlo.constant dense<0> : tensor<i32>
        %c_21 = stablehlo.constant dense<0> : tensor<i32>
        %c_22 = stablehlo.constant dense<0> : tensor<i32>
        %c_23 = stablehlo.constant dense<0> : tensor<i32>
        %c_24 = stablehlo.constant dense<0> : tensor<i32>
        %c_25 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
        stablehlo.return %27, %c_19, %c_20, %c_21, %c_22, %c_23, %c_24, %20, %21, %c_13, %22, %23, %c_18, %25, %26, %c_25 : tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>
      }, {
        %c_8 = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
        %19 = stablehlo.broadcast_in_dim %c_8, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
        %20 = "stablehlo.gather"(%1, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
        %c_9 = stablehlo.constant dense<0> : tensor<i32>
        %c_10 = stablehlo.constant dense<0> : tensor<i32>
        %c_11 = stablehlo.constant dense<0> : tensor<i32>
        %c_12 = stablehlo.constant dense<0> : tensor<i32>
        %c_13 = stablehlo.constant dense<0> : tensor<i32>
        %c_14 = stablehlo.constant dense<0> : tensor<i32>
        %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %c_17 = stablehlo.constant dense<0> : tensor<i32>
        %c_18 = stablehlo.constant dense<0> : tensor<i32>
        %c_19 = stablehlo.constant dense<0> : tensor<i32>
        %c_20 = stablehlo.constant dense<0> : tensor<i32>
        %c_21 = stablehlo.constant dense<0> : tensor<i32>
        %c_22 = stablehlo.constant dense<0> : tensor<i32>
        stablehlo.return %20, %c_9, %c_10, %c_11, %c_12, %c_13, %c_14, %cst_15, %cst_16, %c_17, %c_18, %c_19, %c_20, %c_21, %c_22, %19 : tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>
      }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>)
      stablehlo.return %18#0, %18#1, %18#2, %18#3, %18#4, %18#5, %18#6, %18#7, %18#8, %18#9, %18#10, %18#11, %18#12, %18#13, %18#14, %18#15, %17 : tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>, tensor<i32>
    }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>, tensor<i32>)
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.clamp %c_2, %arg3, %c_3 : tensor<i32>
    %7:11 = "stablehlo.case"(%6) ({
      %17 = stablehlo.negate %5#0 : tensor<3x3x4xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<9x2xi32>
      %c_9 = stablehlo.constant dense<false> : tensor<9x4xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_12 = stablehlo.constant dense<0> : tensor<9x2xi32>
      %c_13 = stablehlo.constant dense<false> : tensor<3x3x4xi1>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %17, %cst_6, %cst_7, %c_8, %c_9, %cst_10, %cst_11, %c_12, %c_13, %cst_14, %c_15 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>
    }, {
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.clamp %c_6, %arg2, %c_7 : tensor<i32>
      %18:10 = "stablehlo.case"(%17) ({
        %19 = stablehlo.multiply %0, %0 : tensor<3x3x4xf32>
        %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<3x3x4xf32>
        %20 = stablehlo.add %19, %cst_8 : tensor<3x3x4xf32>
        %21 = stablehlo.divide %3, %20 : tensor<3x3x4xf32>
        %c_9 = stablehlo.constant dense<[[1], [1], [0]]> : tensor<3x1xi32>
        %22 = stablehlo.broadcast_in_dim %c_9, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
        %23 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
        %24 = stablehlo.concatenate %23, %22, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
        %25 = stablehlo.reshape %24 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
        %26 = stablehlo.reshape %0 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
        %cst_10 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
        %c_11 = stablehlo.constant dense<2> : tensor<i32>
        %27:2 = stablehlo.optimization_barrier %cst_10, %c_11 : tensor<f32>, tensor<i32>
        %28 = stablehlo.broadcast_in_dim %27#0, dims = [] : (tensor<f32>) -> tensor<3x3x4xf32>
        %29 = stablehlo.add %21, %28 : tensor<3x3x4xf32>
        %30 = "stablehlo.scatter"(%29, %25, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
        ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
          %31 = stablehlo.add %arg5, %arg6 : tensor<f32>
          stablehlo.return %31 : tensor<f32>
        }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
        %c_12 = stablehlo.constant dense<false> : tensor<9x4xi1>
        %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
        %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %c_15 = stablehlo.constant dense<0> : tensor<9x2xi32>
        %c_16 = stablehlo.constant dense<false> : tensor<3x3x4xi1>
        %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        stablehlo.return %30, %20, %21, %25, %c_12, %cst_13, %cst_14, %c_15, %c_16, %cst_17 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>
      }, {
        %19 = stablehlo.add %3, %0 : tensor<3x3x4xf32>
        %c_8 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
        %20 = stablehlo.broadcast_in_dim %c_8, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
        %21 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
        %22 = stablehlo.concatenate %21, %20, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
        %23 = stablehlo.reshape %22 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
        %24 = stablehlo.reshape %3 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
        %25 = "stablehlo.scatter"(%19, %23, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
        ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
          stablehlo.return %arg6 : tensor<f32>
        }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
        %26 = stablehlo.iota dim = 0 : tensor<36xi32>
        %c_9 = stablehlo.constant dense<1> : tensor<36xi32>
        %27 = stablehlo.add %26, %c_9 : tensor<36xi32>
        %28 = stablehlo.reshape %27 : (tensor<36xi32>) -> tensor<9x4xi32>
        %c_10 = stablehlo.constant dense<0> : tensor<3x3x4xi32>
        %29 = "stablehlo.scatter"(%c_10, %23, %28) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
        ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
          stablehlo.return %arg6 : tensor<i32>
        }) : (tensor<3x3x4xi32>, tensor<9x2xi32>, tensor<9x4xi32>) -> tensor<3x3x4xi32>
        %30 = "stablehlo.gather"(%29, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xi32>, tensor<9x2xi32>) -> tensor<9x4xi32>
        %31 = stablehlo.compare EQ, %30, %28, SIGNED : (tensor<9x4xi32>, tensor<9x4xi32>) -> tensor<9x4xi1>
        %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
        %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %32 = stablehlo.compare NE, %29, %c_10, SIGNED : (tensor<3x3x4xi32>, tensor<3x3x4xi32>) -> tensor<3x3x4xi1>
        %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %c_15 = stablehlo.constant dense<0> : tensor<9x2xi32>
        %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        stablehlo.return %25, %cst_13, %cst_14, %c_15, %31, %cst_11, %cst_12, %23, %32, %cst_16 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>
      }, {
        %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %19 = stablehlo.reduce(%0 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
        %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
        %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %c_12 = stablehlo.constant dense<0> : tensor<9x2xi32>
        %c_13 = stablehlo.constant dense<false> : tensor<9x4xi1>
        %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
        %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %c_16 = stablehlo.constant dense<0> : tensor<9x2xi32>
        %c_17 = stablehlo.constant dense<false> : tensor<3x3x4xi1>
        stablehlo.return %20, %cst_10, %cst_11, %c_12, %c_13, %cst_14, %cst_15, %c_16, %c_17, %cst_9 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>
      }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>)
      stablehlo.return %18#0, %18#1, %18#2, %18#3, %18#4, %18#5, %18#6, %18#7, %18#8, %18#9, %17 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>
    }, {
      %17 = stablehlo.subtract %0, %0 : tensor<3x3x4xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<9x2xi32>
      %c_9 = stablehlo.constant dense<false> : tensor<9x4xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_12 = stablehlo.constant dense<0> : tensor<9x2xi32>
      %c_13 = stablehlo.constant dense<false> : tensor<3x3x4xi1>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %17, %cst_6, %cst_7, %c_8, %c_9, %cst_10, %cst_11, %c_12, %c_13, %cst_14, %c_15 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>
    }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>)
    %8:3 = "stablehlo.case"(%6) ({
      %17 = stablehlo.negate %arg4 : tensor<3x3x4xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      stablehlo.return %17, %cst_6, %cst_7 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }, {
      %17:2 = "stablehlo.case"(%7#10) ({
        %c_7 = stablehlo.constant dense<0> : tensor<9x2xi32>
        %c_8 = stablehlo.constant dense<2> : tensor<9x2xi32>
        %18 = stablehlo.clamp %c_7, %7#3, %c_8 : tensor<9x2xi32>
        %19 = "stablehlo.gather"(%arg4, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<9x2xi32>) -> tensor<9x4xf32>
        %20 = stablehlo.reshape %19 : (tensor<9x4xf32>) -> tensor<3x3x4xf32>
        %21 = stablehlo.negate %arg4 : tensor<3x3x4xf32>
        %22 = stablehlo.divide %21, %7#1 : tensor<3x3x4xf32>
        %23 = stablehlo.multiply %22, %7#2 : tensor<3x3x4xf32>
        %24 = stablehlo.divide %arg4, %7#1 : tensor<3x3x4xf32>
        %25 = stablehlo.multiply %0, %23 : tensor<3x3x4xf32>
        %26 = stablehlo.add %20, %25 : tensor<3x3x4xf32>
        %27 = stablehlo.multiply %23, %0 : tensor<3x3x4xf32>
        %28 = stablehlo.add %26, %27 : tensor<3x3x4xf32>
        stablehlo.return %28, %24 : tensor<3x3x4xf32>, tensor<3x3x4xf32>
      }, {
        %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %18 = stablehlo.select %7#8, %arg4, %cst_7 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
        %19 = stablehlo.select %7#8, %cst_7, %arg4 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
        %c_8 = stablehlo.constant dense<0> : tensor<9x2xi32>
        %c_9 = stablehlo.constant dense<2> : tensor<9x2xi32>
        %20 = stablehlo.clamp %c_8, %7#7, %c_9 : tensor<9x2xi32>
        %21 = "stablehlo.gather"(%18, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<9x2xi32>) -> tensor<9x4xf32>
        %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
        %22 = stablehlo.select %7#4, %21, %cst_10 : tensor<9x4xi1>, tensor<9x4xf32>
        %23 = stablehlo.reshape %22 : (tensor<9x4xf32>) -> tensor<3x3x4xf32>
        %24 = stablehlo.add %23, %19 : tensor<3x3x4xf32>
        stablehlo.return %19, %24 : tensor<3x3x4xf32>, tensor<3x3x4xf32>
      }, {
        %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %18 = stablehlo.reduce(%arg4 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
        %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
        %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        stablehlo.return %19, %cst_8 : tensor<3x3x4xf32>, tensor<3x3x4xf32>
      }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>)
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      stablehlo.return %cst_6, %17#0, %17#1 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }, {
      %17 = stablehlo.negate %arg4 : tensor<3x3x4xf32>
      %18 = stablehlo.add %arg4, %17 : tensor<3x3x4xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      stablehlo.return %cst_6, %18, %cst_7 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>)
    %9:3 = "stablehlo.case"(%4) ({
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      stablehlo.return %8#0, %8#0, %cst_6 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }, {
      %17:3 = "stablehlo.case"(%5#16) ({
        %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x2xf32>
        %cst_7 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
        %c_8 = stablehlo.constant dense<3> : tensor<i32>
        %18:2 = stablehlo.optimization_barrier %cst_7, %c_8 : tensor<f32>, tensor<i32>
        %19 = stablehlo.broadcast_in_dim %18#0, dims = [] : (tensor<f32>) -> tensor<3x3x4xf32>
        %20 = stablehlo.add %8#0, %19 : tensor<3x3x4xf32>
        %21 = stablehlo.dynamic_update_slice %20, %cst_6, %5#4, %5#5, %5#6 : (tensor<3x3x4xf32>, tensor<3x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
        %22 = stablehlo.dynamic_slice %8#0, %5#4, %5#5, %5#6, sizes = [3, 3, 2] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2xf32>
        %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %23 = stablehlo.dynamic_update_slice %cst_9, %22, %5#1, %5#2, %5#3 : (tensor<3x3x4xf32>, tensor<3x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
        %24 = stablehlo.negate %21 : tensor<3x3x4xf32>
        %25 = stablehlo.add %23, %24 : tensor<3x3x4xf32>
        %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        stablehlo.return %25, %21, %cst_10 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
      }, {
        %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %18 = stablehlo.dynamic_update_slice %8#0, %cst_6, %5#12, %5#13, %5#14 : (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
        %19 = stablehlo.dynamic_slice %8#0, %5#12, %5#13, %5#14, sizes = [3, 3, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
        %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %20 = stablehlo.dynamic_update_slice %cst_7, %19, %5#9, %5#10, %5#11 : (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
        %21 = stablehlo.negate %18 : tensor<3x3x4xf32>
        %22 = stablehlo.divide %21, %5#7 : tensor<3x3x4xf32>
        %23 = stablehlo.multiply %22, %5#8 : tensor<3x3x4xf32>
        %24 = stablehlo.divide %18, %5#7 : tensor<3x3x4xf32>
        %25 = stablehlo.add %20, %24 : tensor<3x3x4xf32>
        %26 = stablehlo.multiply %0, %23 : tensor<3x3x4xf32>
        %27 = stablehlo.multiply %23, %0 : tensor<3x3x4xf32>
        %28 = stablehlo.add %26, %27 : tensor<3x3x4xf32>
        %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        stablehlo.return %cst_8, %25, %28 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
      }, {
        %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %c_7 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
        %c_8 = stablehlo.constant dense<2> : tensor<3x3x1xi32>
        %18 = stablehlo.clamp %c_7, %5#15, %c_8 : tensor<3x3x1xi32>
        %19 = "stablehlo.scatter"(%cst_6, %18, %8#0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
        ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
          %20 = stablehlo.add %arg5, %arg6 : tensor<f32>
          stablehlo.return %20 : tensor<f32>
        }) : (tensor<3x3x4xf32>, tensor<3x3x1xi32>, tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
        %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
        stablehlo.return %cst_9, %19, %cst_10 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
      }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>)
      stablehlo.return %17#2, %17#0, %17#1 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>)
    %10 = stablehlo.add %8#1, %9#0 : tensor<3x3x4xf32>
    %11 = stablehlo.add %8#2, %9#1 : tensor<3x3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
    %c_5 = stablehlo.constant dense<2> : tensor<3x3x1xi32>
    %12 = stablehlo.clamp %c_4, %2, %c_5 : tensor<3x3x1xi32>
    %13 = "stablehlo.scatter"(%cst, %12, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %17 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<3x3x1xi32>, tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %14 = stablehlo.add %10, %13 : tensor<3x3x4xf32>
    %15 = stablehlo.transpose %9#2, dims = [1, 2, 0] : (tensor<3x3x4xf32>) -> tensor<3x4x3xf32>
    %16 = stablehlo.transpose %14, dims = [1, 2, 0] : (tensor<3x3x4xf32>) -> tensor<3x4x3xf32>
    return %16, %15 : tensor<3x4x3xf32>, tensor<3x4x3xf32>
  }
}
