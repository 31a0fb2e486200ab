// hostcall's host-loop pipeline output for the fuzzer's seed 469 f218 (f16) before
// hostcall-contiguous-gather-indices copied a gather's indices in a loop body: its barrier
// stood in the flag loop's body (%64), and iree-compile 3.13 gives up, "maximum iteration
// count exceeded in fixed point pipeline".
module {
  func.func @f218(%arg0: tensor<3x4xf16>, %arg1: tensor<3x4xf16>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x4xf16> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.optimization_barrier %c_1 : tensor<i1>
    %1:4 = stablehlo.while(%iterArg = %c_0, %iterArg_38 = %arg3, %iterArg_39 = %c, %iterArg_40 = %arg0) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf16>
    cond {
      %c_41 = stablehlo.constant dense<4> : tensor<i32>
      %53 = stablehlo.compare LT, %iterArg, %c_41 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %54 = stablehlo.and %53, %iterArg_39 : tensor<i1>
      stablehlo.return %54 : tensor<i1>
    } do {
      %53 = stablehlo.slice %iterArg_40 [0:3, 0:1] : (tensor<3x4xf16>) -> tensor<3x1xf16>
      %cst_41 = stablehlo.constant dense<-1.000000e+02> : tensor<3x1xf16>
      %cst_42 = stablehlo.constant dense<1.000000e+02> : tensor<3x1xf16>
      %54 = stablehlo.clamp %cst_41, %53, %cst_42 : tensor<3x1xf16>
      %cst_43 = stablehlo.constant dense<-6.550400e+04> : tensor<3x1xf16>
      %cst_44 = stablehlo.constant dense<6.550400e+04> : tensor<3x1xf16>
      %55 = stablehlo.clamp %cst_43, %54, %cst_44 : tensor<3x1xf16>
      %56 = stablehlo.convert %55 : (tensor<3x1xf16>) -> tensor<3x1xi32>
      %cst_45 = stablehlo.constant dense<0x7C00> : tensor<3x1xf16>
      %57 = stablehlo.compare GE, %54, %cst_45, FLOAT : (tensor<3x1xf16>, tensor<3x1xf16>) -> tensor<3x1xi1>
      %c_46 = stablehlo.constant dense<2147483647> : tensor<3x1xi32>
      %58 = stablehlo.select %57, %c_46, %56 : tensor<3x1xi1>, tensor<3x1xi32>
      %cst_47 = stablehlo.constant dense<0xFC00> : tensor<3x1xf16>
      %59 = stablehlo.compare LE, %54, %cst_47, FLOAT : (tensor<3x1xf16>, tensor<3x1xf16>) -> tensor<3x1xi1>
      %c_48 = stablehlo.constant dense<-2147483648> : tensor<3x1xi32>
      %60 = stablehlo.select %59, %c_48, %58 : tensor<3x1xi1>, tensor<3x1xi32>
      %61 = stablehlo.compare NE, %54, %54, FLOAT : (tensor<3x1xf16>, tensor<3x1xf16>) -> tensor<3x1xi1>
      %c_49 = stablehlo.constant dense<0> : tensor<3x1xi32>
      %62 = stablehlo.select %61, %c_49, %60 : tensor<3x1xi1>, tensor<3x1xi32>
      %c_50 = stablehlo.constant dense<0> : tensor<3x1xi32>
      %c_51 = stablehlo.constant dense<2> : tensor<3x1xi32>
      %63 = stablehlo.clamp %c_50, %62, %c_51 : tensor<3x1xi32>
      %64 = stablehlo.optimization_barrier %63 : tensor<3x1xi32>
      %65 = "stablehlo.gather"(%iterArg_40, %64) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf16>, tensor<3x1xi32>) -> tensor<3x4xf16>
      %c_52 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_53 = stablehlo.constant dense<12345> : tensor<i32>
      %66 = stablehlo.multiply %iterArg_38, %c_52 : tensor<i32>
      %67 = stablehlo.add %66, %c_53 : tensor<i32>
      %c_54 = stablehlo.constant dense<16> : tensor<i32>
      %c_55 = stablehlo.constant dense<7> : tensor<i32>
      %68 = stablehlo.shift_right_logical %67, %c_54 : tensor<i32>
      %69 = stablehlo.and %68, %c_55 : tensor<i32>
      %c_56 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.compare NE, %69, %c_56 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_57 = stablehlo.constant dense<1> : tensor<i32>
      %71 = stablehlo.add %iterArg, %c_57 : tensor<i32>
      %72 = stablehlo.select %0, %iterArg_39, %70 : tensor<i1>, tensor<i1>
      stablehlo.return %71, %67, %72, %65 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf16>
    }
    %c_2 = stablehlo.constant dense<15> : tensor<i32>
    %2 = stablehlo.and %1#1, %c_2 : tensor<i32>
    %3 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f16>) -> tensor<3x4xf16>
    %5 = stablehlo.multiply %1#3, %4 : tensor<3x4xf16>
    %6 = stablehlo.slice %5 [0:1, 0:1] : (tensor<3x4xf16>) -> tensor<1x1xf16>
    %7 = stablehlo.reshape %6 : (tensor<1x1xf16>) -> tensor<f16>
    %cst = stablehlo.constant dense<-1.000000e+02> : tensor<f16>
    %cst_3 = stablehlo.constant dense<1.000000e+02> : tensor<f16>
    %8 = stablehlo.clamp %cst, %7, %cst_3 : tensor<f16>
    %cst_4 = stablehlo.constant dense<-6.550400e+04> : tensor<f16>
    %cst_5 = stablehlo.constant dense<6.550400e+04> : tensor<f16>
    %9 = stablehlo.clamp %cst_4, %8, %cst_5 : tensor<f16>
    %10 = stablehlo.convert %9 : (tensor<f16>) -> tensor<i32>
    %cst_6 = stablehlo.constant dense<0x7C00> : tensor<f16>
    %11 = stablehlo.compare GE, %8, %cst_6, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<2147483647> : tensor<i32>
    %12 = stablehlo.select %11, %c_7, %10 : tensor<i1>, tensor<i32>
    %cst_8 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %13 = stablehlo.compare LE, %8, %cst_8, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.select %13, %c_9, %12 : tensor<i1>, tensor<i32>
    %15 = stablehlo.compare NE, %8, %8, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.select %15, %c_10, %14 : tensor<i1>, tensor<i32>
    %17 = stablehlo.slice %5 [0:1, 3:4] : (tensor<3x4xf16>) -> tensor<1x1xf16>
    %18 = stablehlo.reshape %17 : (tensor<1x1xf16>) -> tensor<f16>
    %cst_11 = stablehlo.constant dense<-1.000000e+02> : tensor<f16>
    %cst_12 = stablehlo.constant dense<1.000000e+02> : tensor<f16>
    %19 = stablehlo.clamp %cst_11, %18, %cst_12 : tensor<f16>
    %cst_13 = stablehlo.constant dense<-6.550400e+04> : tensor<f16>
    %cst_14 = stablehlo.constant dense<6.550400e+04> : tensor<f16>
    %20 = stablehlo.clamp %cst_13, %19, %cst_14 : tensor<f16>
    %21 = stablehlo.convert %20 : (tensor<f16>) -> tensor<i32>
    %cst_15 = stablehlo.constant dense<0x7C00> : tensor<f16>
    %22 = stablehlo.compare GE, %19, %cst_15, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<2147483647> : tensor<i32>
    %23 = stablehlo.select %22, %c_16, %21 : tensor<i1>, tensor<i32>
    %cst_17 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %24 = stablehlo.compare LE, %19, %cst_17, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %25 = stablehlo.select %24, %c_18, %23 : tensor<i1>, tensor<i32>
    %26 = stablehlo.compare NE, %19, %19, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.select %26, %c_19, %25 : tensor<i1>, tensor<i32>
    %28 = stablehlo.dynamic_slice %arg1, %16, %27, sizes = [3, 4] : (tensor<3x4xf16>, tensor<i32>, tensor<i32>) -> tensor<3x4xf16>
    %29 = stablehlo.slice %arg1 [1:2, 3:4] : (tensor<3x4xf16>) -> tensor<1x1xf16>
    %30 = stablehlo.reshape %29 : (tensor<1x1xf16>) -> tensor<f16>
    %cst_20 = stablehlo.constant dense<-1.000000e+02> : tensor<f16>
    %cst_21 = stablehlo.constant dense<1.000000e+02> : tensor<f16>
    %31 = stablehlo.clamp %cst_20, %30, %cst_21 : tensor<f16>
    %cst_22 = stablehlo.constant dense<-6.550400e+04> : tensor<f16>
    %cst_23 = stablehlo.constant dense<6.550400e+04> : tensor<f16>
    %32 = stablehlo.clamp %cst_22, %31, %cst_23 : tensor<f16>
    %33 = stablehlo.convert %32 : (tensor<f16>) -> tensor<i32>
    %cst_24 = stablehlo.constant dense<0x7C00> : tensor<f16>
    %34 = stablehlo.compare GE, %31, %cst_24, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_25 = stablehlo.constant dense<2147483647> : tensor<i32>
    %35 = stablehlo.select %34, %c_25, %33 : tensor<i1>, tensor<i32>
    %cst_26 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %36 = stablehlo.compare LE, %31, %cst_26, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_27 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %37 = stablehlo.select %36, %c_27, %35 : tensor<i1>, tensor<i32>
    %38 = stablehlo.compare NE, %31, %31, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.select %38, %c_28, %37 : tensor<i1>, tensor<i32>
    %40 = stablehlo.slice %arg1 [2:3, 3:4] : (tensor<3x4xf16>) -> tensor<1x1xf16>
    %41 = stablehlo.reshape %40 : (tensor<1x1xf16>) -> tensor<f16>
    %cst_29 = stablehlo.constant dense<-1.000000e+02> : tensor<f16>
    %cst_30 = stablehlo.constant dense<1.000000e+02> : tensor<f16>
    %42 = stablehlo.clamp %cst_29, %41, %cst_30 : tensor<f16>
    %cst_31 = stablehlo.constant dense<-6.550400e+04> : tensor<f16>
    %cst_32 = stablehlo.constant dense<6.550400e+04> : tensor<f16>
    %43 = stablehlo.clamp %cst_31, %42, %cst_32 : tensor<f16>
    %44 = stablehlo.convert %43 : (tensor<f16>) -> tensor<i32>
    %cst_33 = stablehlo.constant dense<0x7C00> : tensor<f16>
    %45 = stablehlo.compare GE, %42, %cst_33, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<2147483647> : tensor<i32>
    %46 = stablehlo.select %45, %c_34, %44 : tensor<i1>, tensor<i32>
    %cst_35 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %47 = stablehlo.compare LE, %42, %cst_35, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_36 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %48 = stablehlo.select %47, %c_36, %46 : tensor<i1>, tensor<i32>
    %49 = stablehlo.compare NE, %42, %42, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.select %49, %c_37, %48 : tensor<i1>, tensor<i32>
    %51 = stablehlo.dynamic_update_slice %arg1, %28, %39, %50 : (tensor<3x4xf16>, tensor<3x4xf16>, tensor<i32>, tensor<i32>) -> tensor<3x4xf16>
    %52 = stablehlo.optimization_barrier %51 : tensor<3x4xf16>
    return %52 : tensor<3x4xf16>
  }
}
