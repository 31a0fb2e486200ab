// tests/inputs/loop_entry_reader.mlir (the shrunk transpose of seed 302 f34's loops) after
// jit's host-loop pipeline without hostcall-guard-loop-entries, as it was before
// hostcall-unroll-small-loops (which unrolls its inner loop): IREE 3.13 rejects it,
// "circular dependency: input operation uses partition output".
module {
  func.func @f34_v0_lin_t(%arg0: tensor<1x2x3x5xf32>, %arg1: tensor<1x2x3x5xf32>, %arg2: tensor<1x2x15xi1>, %arg3: tensor<1x2x15x2xi32>, %arg4: tensor<1x2x3x5xi1>, %arg5: tensor<1x2x15x2xi32>, %arg6: tensor<1x3x5xf32>, %arg7: tensor<1x3x5xf32>, %arg8: tensor<3x5xf32>, %arg9: tensor<3x5xf32>, %arg10: tensor<3x5xf32>, %arg11: tensor<3x5xf32>, %arg12: tensor<3x1xi32>, %arg13: tensor<3xi32>, %arg14: tensor<3xi32>, %arg15: tensor<3x5xf32>, %arg16: tensor<3x5xf32>) -> (tensor<5x3xf32>, tensor<3x5xf32>) {
    %0 = stablehlo.negate %arg15 : tensor<3x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
    %1 = stablehlo.add %cst, %0 : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:3 = stablehlo.while(%iterArg = %0, %iterArg_1 = %cst_0, %iterArg_2 = %c) : tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32> attributes {hostcall.trip_count = 1 : i64}
    cond {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %4 = stablehlo.subtract %c_3, %iterArg_2 : tensor<i32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.dynamic_slice %arg0, %4, %c_4, %c_4, %c_4, sizes = [1, 2, 3, 5] : (tensor<1x2x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x5xf32>
      %6 = stablehlo.reshape %5 : (tensor<1x2x3x5xf32>) -> tensor<2x3x5xf32>
      %7 = stablehlo.dynamic_slice %arg1, %4, %c_4, %c_4, %c_4, sizes = [1, 2, 3, 5] : (tensor<1x2x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x5xf32>
      %8 = stablehlo.reshape %7 : (tensor<1x2x3x5xf32>) -> tensor<2x3x5xf32>
      %9 = stablehlo.dynamic_slice %arg2, %4, %c_4, %c_4, sizes = [1, 2, 15] : (tensor<1x2x15xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x15xi1>
      %10 = stablehlo.reshape %9 : (tensor<1x2x15xi1>) -> tensor<2x15xi1>
      %11 = stablehlo.dynamic_slice %arg3, %4, %c_4, %c_4, %c_4, sizes = [1, 2, 15, 2] : (tensor<1x2x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x15x2xi32>
      %12 = stablehlo.reshape %11 : (tensor<1x2x15x2xi32>) -> tensor<2x15x2xi32>
      %13 = stablehlo.dynamic_slice %arg4, %4, %c_4, %c_4, %c_4, sizes = [1, 2, 3, 5] : (tensor<1x2x3x5xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x5xi1>
      %14 = stablehlo.reshape %13 : (tensor<1x2x3x5xi1>) -> tensor<2x3x5xi1>
      %15 = stablehlo.dynamic_slice %arg5, %4, %c_4, %c_4, %c_4, sizes = [1, 2, 15, 2] : (tensor<1x2x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x15x2xi32>
      %16 = stablehlo.reshape %15 : (tensor<1x2x15x2xi32>) -> tensor<2x15x2xi32>
      %17 = stablehlo.dynamic_slice %arg6, %4, %c_4, %c_4, sizes = [1, 3, 5] : (tensor<1x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %4, %c_5 : tensor<i32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %20:4 = stablehlo.while(%iterArg_10 = %iterArg, %iterArg_11 = %cst_6, %iterArg_12 = %cst_7, %iterArg_13 = %c_8) : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
      cond {
        %c_14 = stablehlo.constant dense<2> : tensor<i32>
        %27 = stablehlo.compare LT, %iterArg_13, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %27 : tensor<i1>
      } do {
        %c_14 = stablehlo.constant dense<1> : tensor<i32>
        %27 = stablehlo.subtract %c_14, %iterArg_13 : tensor<i32>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %28 = stablehlo.dynamic_slice %6, %27, %c_15, %c_15, sizes = [1, 3, 5] : (tensor<2x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
        %29 = stablehlo.reshape %28 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
        %30 = stablehlo.dynamic_slice %8, %27, %c_15, %c_15, sizes = [1, 3, 5] : (tensor<2x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
        %31 = stablehlo.reshape %30 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
        %32 = stablehlo.dynamic_slice %10, %27, %c_15, sizes = [1, 15] : (tensor<2x15xi1>, tensor<i32>, tensor<i32>) -> tensor<1x15xi1>
        %33 = stablehlo.reshape %32 : (tensor<1x15xi1>) -> tensor<15xi1>
        %34 = stablehlo.dynamic_slice %12, %27, %c_15, %c_15, sizes = [1, 15, 2] : (tensor<2x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x15x2xi32>
        %35 = stablehlo.reshape %34 : (tensor<1x15x2xi32>) -> tensor<15x2xi32>
        %36 = stablehlo.dynamic_slice %14, %27, %c_15, %c_15, sizes = [1, 3, 5] : (tensor<2x3x5xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xi1>
        %37 = stablehlo.reshape %36 : (tensor<1x3x5xi1>) -> tensor<3x5xi1>
        %38 = stablehlo.dynamic_slice %16, %27, %c_15, %c_15, sizes = [1, 15, 2] : (tensor<2x15x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x15x2xi32>
        %39 = stablehlo.reshape %38 : (tensor<1x15x2xi32>) -> tensor<15x2xi32>
        %c_16 = stablehlo.constant dense<1> : tensor<i32>
        %40 = stablehlo.add %27, %c_16 : tensor<i32>
        %c_17 = stablehlo.constant dense<0> : tensor<15x2xi32>
        %c_18 = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
        %41 = stablehlo.broadcast_in_dim %c_18, dims = [1] : (tensor<2xi32>) -> tensor<15x2xi32>
        %42 = stablehlo.clamp %c_17, %39, %41 : tensor<15x2xi32>
        %43 = "stablehlo.gather"(%iterArg_11, %42) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x5xf32>, tensor<15x2xi32>) -> tensor<15xf32>
        %44 = stablehlo.reshape %43 : (tensor<15xf32>) -> tensor<3x5xf32>
        %45 = stablehlo.add %iterArg_10, %44 : tensor<3x5xf32>
        %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
        %46 = stablehlo.select %37, %45, %cst_19 : tensor<3x5xi1>, tensor<3x5xf32>
        %47 = stablehlo.select %37, %cst_19, %45 : tensor<3x5xi1>, tensor<3x5xf32>
        %c_20 = stablehlo.constant dense<0> : tensor<15x2xi32>
        %c_21 = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
        %48 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<2xi32>) -> tensor<15x2xi32>
        %49 = stablehlo.clamp %c_20, %35, %48 : tensor<15x2xi32>
        %50 = "stablehlo.gather"(%46, %49) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x5xf32>, tensor<15x2xi32>) -> tensor<15xf32>
        %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<15xf32>
        %51 = stablehlo.select %33, %50, %cst_22 : tensor<15xi1>, tensor<15xf32>
        %52 = stablehlo.reshape %51 : (tensor<15xf32>) -> tensor<3x5xf32>
        %53 = stablehlo.negate %47 : tensor<3x5xf32>
        %54 = stablehlo.divide %53, %29 : tensor<3x5xf32>
        %55 = stablehlo.multiply %54, %31 : tensor<3x5xf32>
        %56 = stablehlo.divide %47, %29 : tensor<3x5xf32>
        %57 = stablehlo.add %iterArg_11, %56 : tensor<3x5xf32>
        %58 = stablehlo.multiply %18, %55 : tensor<3x5xf32>
        %59 = stablehlo.add %52, %58 : tensor<3x5xf32>
        %60 = stablehlo.multiply %55, %18 : tensor<3x5xf32>
        %61 = stablehlo.add %59, %60 : tensor<3x5xf32>
        %62 = stablehlo.add %iterArg_12, %61 : tensor<3x5xf32>
        %c_23 = stablehlo.constant dense<1> : tensor<i32>
        %63 = stablehlo.add %iterArg_13, %c_23 : tensor<i32>
        stablehlo.return %57, %iterArg_11, %62, %63 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32>
      }
      %21 = stablehlo.add %20#2, %20#1 : tensor<3x5xf32>
      %22 = stablehlo.add %20#1, %20#0 : tensor<3x5xf32>
      %23 = stablehlo.negate %20#0 : tensor<3x5xf32>
      %24 = stablehlo.add %21, %23 : tensor<3x5xf32>
      %25 = stablehlo.add %iterArg_1, %22 : tensor<3x5xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %iterArg_2, %c_9 : tensor<i32>
      stablehlo.return %24, %25, %26 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32>
    }
    %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
    return %3, %2#1 : tensor<5x3xf32>, tensor<3x5xf32>
  }
}
