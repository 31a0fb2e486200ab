// seed403_f255 after jit's host-loop pipeline before hostcall-guard-unread-carries counted
// a carry handed only to a dead carry of a nested loop as unread; iree-compile 3.13
// crashes on it (SIGSEGV or SIGABRT).
module {
  func.func @f255(%arg0: tensor<2x3xbf16>, %arg1: tensor<2x3xbf16>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xbf16> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.optimization_barrier %c_1 : tensor<i1>
    %1:4 = stablehlo.while(%iterArg = %c_0, %iterArg_2 = %arg3, %iterArg_3 = %c, %iterArg_4 = %arg1) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xbf16>
    cond {
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.and %2, %iterArg_3 : tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %2:3 = stablehlo.while(%iterArg_12 = %c_5, %iterArg_13 = %arg0, %iterArg_14 = %iterArg_4) : tensor<i32>, tensor<2x3xbf16>, tensor<2x3xbf16>
      cond {
        %c_15 = stablehlo.constant dense<3> : tensor<i32>
        %10 = stablehlo.compare LT, %iterArg_12, %c_15 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %10 : tensor<i1>
      } do {
        %c_15 = stablehlo.constant dense<0> : tensor<2x1xi32>
        %10 = "stablehlo.gather"(%arg0, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xbf16>, tensor<2x1xi32>) -> tensor<2x3xbf16>
        %11 = stablehlo.convert %iterArg_13 : (tensor<2x3xbf16>) -> tensor<2x3xf32>
        %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
        %12 = stablehlo.abs %11 : tensor<2x3xf32>
        %13 = stablehlo.add %12, %cst : tensor<2x3xf32>
        %14 = stablehlo.divide %11, %13 : tensor<2x3xf32>
        %15 = stablehlo.bitcast_convert %14 : (tensor<2x3xf32>) -> tensor<2x3xui32>
        %c_16 = stablehlo.constant dense<16> : tensor<2x3xui32>
        %16 = stablehlo.shift_right_logical %15, %c_16 : tensor<2x3xui32>
        %c_17 = stablehlo.constant dense<1> : tensor<2x3xui32>
        %17 = stablehlo.and %16, %c_17 : tensor<2x3xui32>
        %c_18 = stablehlo.constant dense<32767> : tensor<2x3xui32>
        %18 = stablehlo.add %17, %c_18 : tensor<2x3xui32>
        %19 = stablehlo.add %15, %18 : tensor<2x3xui32>
        %c_19 = stablehlo.constant dense<4294901760> : tensor<2x3xui32>
        %20 = stablehlo.and %19, %c_19 : tensor<2x3xui32>
        %21 = stablehlo.compare NE, %14, %14, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
        %22 = stablehlo.bitcast_convert %20 : (tensor<2x3xui32>) -> tensor<2x3xf32>
        %23 = stablehlo.select %21, %14, %22 : tensor<2x3xi1>, tensor<2x3xf32>
        %24 = stablehlo.convert %23 : (tensor<2x3xf32>) -> tensor<2x3xbf16>
        %c_20 = stablehlo.constant dense<1> : tensor<i32>
        %25 = stablehlo.add %iterArg_12, %c_20 : tensor<i32>
        stablehlo.return %25, %10, %24 : tensor<i32>, tensor<2x3xbf16>, tensor<2x3xbf16>
      }
      %c_6 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_7 = stablehlo.constant dense<12345> : tensor<i32>
      %3 = stablehlo.multiply %iterArg_2, %c_6 : tensor<i32>
      %4 = stablehlo.add %3, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<16> : tensor<i32>
      %c_9 = stablehlo.constant dense<7> : tensor<i32>
      %5 = stablehlo.shift_right_logical %4, %c_8 : tensor<i32>
      %6 = stablehlo.and %5, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %7 = stablehlo.compare NE, %6, %c_10 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      %9 = stablehlo.select %0, %iterArg_3, %7 : tensor<i1>, tensor<i1>
      stablehlo.return %8, %4, %9, %2#1 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xbf16>
    }
    return %1#3 : tensor<2x3xbf16>
  }
}
