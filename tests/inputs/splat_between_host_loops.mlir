// Reduced from the fuzzer's seed 521 f122_vjp (host loops, after hostcall's passes but
// hostcall-splat-constants): iree-compile 3.13 leaves the merged zero splat outside every
// execution region.  tests/test_splat_constants.py compiles it raw (the canary) and
// through hostcall-splat-constants.
module {
  func.func @main(%arg0: tensor<5xi32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<5xf32>, %arg7: tensor<5xf32>, %arg8: tensor<5xf32>, %arg9: tensor<5xf32>, %arg10: tensor<1xf32>, %arg11: tensor<i32>, %arg12: tensor<5xf32>, %arg13: tensor<5xf32>, %arg14: tensor<1xf32>, %arg15: tensor<i32>, %arg16: tensor<5xf32>, %arg17: tensor<5xf32>, %arg18: tensor<1xf32>, %arg19: tensor<i32>, %arg20: tensor<5xf32>, %arg21: tensor<i32>, %arg22: tensor<f32>, %arg23: tensor<i32>, %arg24: tensor<5xf32>, %arg25: tensor<i32>, %arg26: tensor<5xf32>, %arg27: tensor<5xf32>, %arg28: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %0 = stablehlo.dynamic_update_slice %arg1, %cst, %arg25 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %1 = stablehlo.add %0, %arg24 : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %2:2 = stablehlo.optimization_barrier %arg22, %arg21 : tensor<f32>, tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2#0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.add %1, %3 : tensor<5xf32>
    %5 = stablehlo.dynamic_update_slice %4, %cst_0, %arg23 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %6 = stablehlo.add %5, %arg20 : tensor<5xf32>
    %7 = stablehlo.add %6, %arg17 : tensor<5xf32>
    %8 = stablehlo.dynamic_update_slice %7, %arg18, %arg19 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %9 = stablehlo.add %8, %arg16 : tensor<5xf32>
    %10 = stablehlo.add %9, %arg13 : tensor<5xf32>
    %11 = stablehlo.dynamic_update_slice %10, %arg14, %arg15 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %12 = stablehlo.add %11, %arg12 : tensor<5xf32>
    %13 = stablehlo.add %12, %arg9 : tensor<5xf32>
    %14 = stablehlo.dynamic_update_slice %13, %arg10, %arg11 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %15 = stablehlo.add %14, %arg8 : tensor<5xf32>
    %16 = stablehlo.negate %15 : tensor<5xf32>
    %17 = stablehlo.divide %16, %arg27 : tensor<5xf32>
    %18 = stablehlo.multiply %17, %arg26 : tensor<5xf32>
    %19 = stablehlo.multiply %arg28, %18 : tensor<5xf32>
    %20 = stablehlo.add %19, %arg7 : tensor<5xf32>
    %21:3 = stablehlo.while(%iterArg = %20, %iterArg_1 = %arg6, %iterArg_2 = %arg5) : tensor<5xf32>, tensor<5xf32>, tensor<i32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c = stablehlo.constant dense<5> : tensor<i32>
      %24 = stablehlo.compare LT, %iterArg_2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<4> : tensor<i32>
      %24 = stablehlo.subtract %c, %iterArg_2 : tensor<i32>
      %25 = stablehlo.dynamic_slice %arg0, %24, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %26 = stablehlo.reshape %25 : (tensor<1xi32>) -> tensor<i32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
      %27 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %28 = stablehlo.add %iterArg, %27 : tensor<5xf32>
      %29 = stablehlo.dynamic_update_slice %28, %cst_3, %26 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      %30 = stablehlo.dynamic_slice %iterArg, %26, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
      %31 = stablehlo.dynamic_update_slice %cst_4, %30, %26 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      %32 = stablehlo.add %29, %31 : tensor<5xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
      %33 = stablehlo.dynamic_update_slice %cst_5, %30, %26 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      %34 = stablehlo.add %iterArg_1, %33 : tensor<5xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %35 = stablehlo.add %iterArg_2, %c_6 : tensor<i32>
      stablehlo.return %32, %34, %35 : tensor<5xf32>, tensor<5xf32>, tensor<i32>
    }
    %22 = stablehlo.add %21#1, %21#0 : tensor<5xf32>
    %23 = stablehlo.add %22, %arg3 : tensor<5xf32>
    return %23, %arg2 : tensor<5xf32>, tensor<5xf32>
  }
}
