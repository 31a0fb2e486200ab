// seed446_f110 (tests/inputs/fuzz_fixed) after jit's host-loop pipeline before
// hostcall-guard-unread-carries counted dead reads as no reads: the flag loop's array carry
// is read only by a dynamic_slice feeding an update nothing reads (a two-trip inner loop,
// unrolled); IREE deletes those, sees the carry overwritten unread, and iree-compile 3.13
// crashes.
module {
  func.func @f110(%arg0: tensor<2x3xi8>, %arg1: tensor<2x3xi8>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xi8>, tensor<2x3xi8>) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.optimization_barrier %arg0 : tensor<2x3xi8>
    %c_1 = stablehlo.constant dense<0> : tensor<i8>
    %1 = stablehlo.optimization_barrier %c_1 : tensor<i8>
    %2 = stablehlo.optimization_barrier %arg0 : tensor<2x3xi8>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %3 = stablehlo.optimization_barrier %c_2 : tensor<i8>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %4 = stablehlo.optimization_barrier %c_3 : tensor<i1>
    %5:4 = stablehlo.while(%iterArg = %c_0, %iterArg_6 = %arg3, %iterArg_7 = %c, %iterArg_8 = %arg1) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xi8>
    cond {
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg, %c_9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %12 = stablehlo.and %11, %iterArg_7 : tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.dynamic_slice %iterArg_8, %arg2, %arg2, sizes = [2, 2] : (tensor<2x3xi8>, tensor<i32>, tensor<i32>) -> tensor<2x2xi8>
      %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i8>) -> tensor<2x3xi8>
      %13 = stablehlo.add %0, %12 : tensor<2x3xi8>
      %14 = stablehlo.dynamic_update_slice %13, %11, %c_9, %arg3 : (tensor<2x3xi8>, tensor<2x2xi8>, tensor<i32>, tensor<i32>) -> tensor<2x3xi8>
      %15 = stablehlo.slice %arg0 [0:2, 0:1] : (tensor<2x3xi8>) -> tensor<2x1xi8>
      %16 = stablehlo.convert %15 : (tensor<2x1xi8>) -> tensor<2x1xi32>
      %c_10 = stablehlo.constant dense<0> : tensor<2x1xi32>
      %c_11 = stablehlo.constant dense<1> : tensor<2x1xi32>
      %17 = stablehlo.clamp %c_10, %16, %c_11 : tensor<2x1xi32>
      %18 = stablehlo.optimization_barrier %17 : tensor<2x1xi32>
      %19 = "stablehlo.gather"(%arg0, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xi8>, tensor<2x1xi32>) -> tensor<2x3xi8>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.dynamic_slice %19, %arg2, %arg2, sizes = [2, 2] : (tensor<2x3xi8>, tensor<i32>, tensor<i32>) -> tensor<2x2xi8>
      %21 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i8>) -> tensor<2x3xi8>
      %22 = stablehlo.add %2, %21 : tensor<2x3xi8>
      %23 = stablehlo.dynamic_update_slice %22, %20, %c_12, %arg3 : (tensor<2x3xi8>, tensor<2x2xi8>, tensor<i32>, tensor<i32>) -> tensor<2x3xi8>
      %24 = stablehlo.slice %arg0 [0:2, 0:1] : (tensor<2x3xi8>) -> tensor<2x1xi8>
      %25 = stablehlo.convert %24 : (tensor<2x1xi8>) -> tensor<2x1xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<2x1xi32>
      %c_14 = stablehlo.constant dense<1> : tensor<2x1xi32>
      %26 = stablehlo.clamp %c_13, %25, %c_14 : tensor<2x1xi32>
      %27 = stablehlo.optimization_barrier %26 : tensor<2x1xi32>
      %28 = "stablehlo.gather"(%arg0, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xi8>, tensor<2x1xi32>) -> tensor<2x3xi8>
      %c_15 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_16 = stablehlo.constant dense<12345> : tensor<i32>
      %29 = stablehlo.multiply %iterArg_6, %c_15 : tensor<i32>
      %30 = stablehlo.add %29, %c_16 : tensor<i32>
      %c_17 = stablehlo.constant dense<16> : tensor<i32>
      %c_18 = stablehlo.constant dense<7> : tensor<i32>
      %31 = stablehlo.shift_right_logical %30, %c_17 : tensor<i32>
      %32 = stablehlo.and %31, %c_18 : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %33 = stablehlo.compare NE, %32, %c_19 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %34 = stablehlo.add %iterArg, %c_20 : tensor<i32>
      %35 = stablehlo.select %4, %iterArg_7, %33 : tensor<i1>, tensor<i1>
      stablehlo.return %34, %30, %35, %23 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xi8>
    }
    %c_4 = stablehlo.constant dense<15> : tensor<i32>
    %6 = stablehlo.and %5#1, %c_4 : tensor<i32>
    %7 = stablehlo.convert %6 : (tensor<i32>) -> tensor<i8>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i8>) -> tensor<2x3xi8>
    %c_5 = stablehlo.constant dense<7> : tensor<2x3xi8>
    %9 = stablehlo.and %8, %c_5 : tensor<2x3xi8>
    %10 = stablehlo.shift_right_arithmetic %5#3, %9 : tensor<2x3xi8>
    return %10, %10 : tensor<2x3xi8>, tensor<2x3xi8>
  }
}
