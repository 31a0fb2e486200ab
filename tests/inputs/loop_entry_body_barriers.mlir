// Shrunk from @f153_j0_v1 of the fuzzer's seed 429 (vmap of jvp of a rejection loop)
// as hostcall-guard-loop-entries left it before it kept its barriers out of loop bodies:
// the barriers after the two counting loops (the threefry loops, emptied) stand in the
// body of the outer loop %10, whose only result read, %10#4, is a carry it returns
// unchanged.  IREE 3.13 gives up on it ("maximum iteration count exceeded in fixed point
// pipeline"); without the barriers it compiles.
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<2xi32>, %arg4: tensor<2x4xf32>, %arg5: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
    %c = stablehlo.constant dense<0> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<2xi32>
    %0 = stablehlo.clamp %c, %arg3, %c_0 : tensor<2xi32>
    %1 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    %2 = stablehlo.add %arg4, %arg5 : tensor<2x4xf32>
    %3 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
    %4 = stablehlo.reshape %3 : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.bitcast_convert %arg3 : (tensor<2xi32>) -> tensor<2xui32>
    %6 = stablehlo.reshape %5 : (tensor<2xui32>) -> tensor<2x1xui32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
    %8 = stablehlo.concatenate %7, %6, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_2 = stablehlo.constant dense<false> : tensor<2xi1>
    %9 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %10:5 = stablehlo.while(%iterArg = %c_1, %iterArg_13 = %8, %iterArg_14 = %c_2, %iterArg_15 = %9, %iterArg_16 = %2) : tensor<2xi32>, tensor<2x2xui32>, tensor<2xi1>, tensor<2x4xf32>, tensor<2x4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
    cond {
      %26 = stablehlo.not %iterArg_14 : tensor<2xi1>
      %c_17 = stablehlo.constant dense<4> : tensor<2xi32>
      %27 = stablehlo.compare LT, %iterArg, %c_17 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %28 = stablehlo.and %27, %26 : tensor<2xi1>
      %c_18 = stablehlo.constant dense<false> : tensor<i1>
      %29 = stablehlo.reduce(%28 init: %c_18) applies stablehlo.or across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    } do {
      %26 = stablehlo.not %iterArg_14 : tensor<2xi1>
      %c_17 = stablehlo.constant dense<4> : tensor<2xi32>
      %27 = stablehlo.compare LT, %iterArg, %c_17 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %28 = stablehlo.and %27, %26 : tensor<2xi1>
      %29 = stablehlo.iota dim = 0 : tensor<4xui32>
      %30 = stablehlo.slice %iterArg_13 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
      %31 = stablehlo.reshape %30 : (tensor<2x1xui32>) -> tensor<2xui32>
      %32 = stablehlo.slice %iterArg_13 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
      %33 = stablehlo.reshape %32 : (tensor<2x1xui32>) -> tensor<2xui32>
      %34 = stablehlo.slice %29 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
      %35 = stablehlo.slice %29 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
      %36 = stablehlo.xor %31, %33 : tensor<2xui32>
      %c_18 = stablehlo.constant dense<466688986> : tensor<2xui32>
      %37 = stablehlo.xor %36, %c_18 : tensor<2xui32>
      %38 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %39 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %40 = stablehlo.add %39, %38 : tensor<2x2xui32>
      %41 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %42 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %43 = stablehlo.add %42, %41 : tensor<2x2xui32>
      %c_19 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_20 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %44:8 = stablehlo.while(%iterArg_30 = %c_21, %iterArg_31 = %40, %iterArg_32 = %43, %iterArg_33 = %33, %iterArg_34 = %37, %iterArg_35 = %31, %iterArg_36 = %c_19, %iterArg_37 = %c_20) : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_38 = stablehlo.constant dense<5> : tensor<i32>
        %78 = stablehlo.compare LT, %iterArg_30, %c_38 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %78 : tensor<i1>
      } do {
        %c_38 = stablehlo.constant dense<1> : tensor<i32>
        %78 = stablehlo.add %iterArg_30, %c_38 : tensor<i32>
        stablehlo.return %78, %iterArg_31, %iterArg_32, %iterArg_34, %iterArg_35, %iterArg_33, %iterArg_37, %iterArg_36 : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
      }
      %45:5 = stablehlo.optimization_barrier %39, %42, %34, %35, %29 : tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xui32>
      %46 = stablehlo.concatenate %44#1, %44#2, dim = 1 : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x4xui32>
      %47 = stablehlo.slice %46 [0:2, 2:4] : (tensor<2x4xui32>) -> tensor<2x2xui32>
      %48 = stablehlo.slice %47 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
      %49 = stablehlo.reshape %48 : (tensor<2x1xui32>) -> tensor<2xui32>
      %50 = stablehlo.slice %47 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
      %51 = stablehlo.reshape %50 : (tensor<2x1xui32>) -> tensor<2xui32>
      %52 = stablehlo.xor %49, %51 : tensor<2xui32>
      %c_22 = stablehlo.constant dense<466688986> : tensor<2xui32>
      %53 = stablehlo.xor %52, %c_22 : tensor<2xui32>
      %54 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %55 = stablehlo.add %45#0, %54 : tensor<2x2xui32>
      %56 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %57 = stablehlo.add %45#1, %56 : tensor<2x2xui32>
      %c_23 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_24 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %58:8 = stablehlo.while(%iterArg_30 = %c_25, %iterArg_31 = %55, %iterArg_32 = %57, %iterArg_33 = %51, %iterArg_34 = %53, %iterArg_35 = %49, %iterArg_36 = %c_23, %iterArg_37 = %c_24) : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_38 = stablehlo.constant dense<5> : tensor<i32>
        %78 = stablehlo.compare LT, %iterArg_30, %c_38 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %78 : tensor<i1>
      } do {
        %c_38 = stablehlo.constant dense<1> : tensor<i32>
        %78 = stablehlo.add %iterArg_30, %c_38 : tensor<i32>
        stablehlo.return %78, %iterArg_31, %iterArg_32, %iterArg_34, %iterArg_35, %iterArg_33, %iterArg_37, %iterArg_36 : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
      }
      %59 = stablehlo.optimization_barrier %46 : tensor<2x4xui32>
      %60 = stablehlo.slice %59 [0:2, 0:2] : (tensor<2x4xui32>) -> tensor<2x2xui32>
      %61 = stablehlo.concatenate %58#1, %58#2, dim = 1 : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x4xui32>
      %c_26 = stablehlo.constant dense<9> : tensor<2x4xui32>
      %62 = stablehlo.shift_right_logical %61, %c_26 : tensor<2x4xui32>
      %c_27 = stablehlo.constant dense<1065353216> : tensor<2x4xui32>
      %63 = stablehlo.or %62, %c_27 : tensor<2x4xui32>
      %64 = stablehlo.bitcast_convert %63 : (tensor<2x4xui32>) -> tensor<2x4xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
      %65 = stablehlo.subtract %64, %cst : tensor<2x4xf32>
      %66 = stablehlo.reshape %65 : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %67 = stablehlo.slice %66 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
      %68 = stablehlo.reshape %67 : (tensor<2x1xf32>) -> tensor<2xf32>
      %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<2xf32>
      %69 = stablehlo.compare LT, %68, %cst_28 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
      %70 = stablehlo.subtract %iterArg_15, %66 : tensor<2x4xf32>
      %c_29 = stablehlo.constant dense<1> : tensor<2xi32>
      %71 = stablehlo.add %iterArg, %c_29 : tensor<2xi32>
      %72 = stablehlo.select %28, %71, %iterArg : tensor<2xi1>, tensor<2xi32>
      %73 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
      %74 = stablehlo.select %73, %60, %iterArg_13 : tensor<2x2xi1>, tensor<2x2xui32>
      %75 = stablehlo.select %28, %69, %iterArg_14 : tensor<2xi1>, tensor<2xi1>
      %76 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<2xi1>) -> tensor<2x4xi1>
      %77 = stablehlo.select %76, %70, %iterArg_15 : tensor<2x4xi1>, tensor<2x4xf32>
      stablehlo.return %72, %74, %75, %77, %iterArg_16 : tensor<2xi32>, tensor<2x2xui32>, tensor<2xi1>, tensor<2x4xf32>, tensor<2x4xf32>
    }
    %c_3 = stablehlo.constant dense<0> : tensor<2xi32>
    %11 = stablehlo.compare LT, %0, %c_3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_4 = stablehlo.constant dense<3> : tensor<2xi32>
    %12 = stablehlo.compare GE, %0, %c_4, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %13 = stablehlo.or %11, %12 : tensor<2xi1>
    %c_5 = stablehlo.constant dense<2> : tensor<2xi32>
    %14 = stablehlo.select %13, %c_5, %0 : tensor<2xi1>, tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<2xi32>
    %15 = stablehlo.compare EQ, %14, %c_6, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<2xi1>) -> tensor<2x4xi1>
    %17 = stablehlo.select %16, %10#3, %arg4 : tensor<2x4xi1>, tensor<2x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<2xi32>
    %18 = stablehlo.compare LT, %0, %c_7, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_8 = stablehlo.constant dense<3> : tensor<2xi32>
    %19 = stablehlo.compare GE, %0, %c_8, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %20 = stablehlo.or %18, %19 : tensor<2xi1>
    %c_9 = stablehlo.constant dense<2> : tensor<2xi32>
    %21 = stablehlo.select %20, %c_9, %0 : tensor<2xi1>, tensor<2xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<2xi32>
    %22 = stablehlo.compare EQ, %21, %c_10, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<2xi1>) -> tensor<2x4xi1>
    %24 = stablehlo.select %23, %10#4, %arg5 : tensor<2x4xi1>, tensor<2x4xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_12 = stablehlo.constant dense<true> : tensor<2xi1>
    %25:5 = stablehlo.while(%iterArg = %c_11, %iterArg_13 = %arg3, %iterArg_14 = %c_12, %iterArg_15 = %arg4, %iterArg_16 = %arg5) : tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2x4xf32>, tensor<2x4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
    cond {
      %c_17 = stablehlo.constant dense<4> : tensor<2xi32>
      %26 = stablehlo.compare LT, %iterArg, %c_17 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %27 = stablehlo.and %26, %iterArg_14 : tensor<2xi1>
      %c_18 = stablehlo.constant dense<false> : tensor<i1>
      %28 = stablehlo.reduce(%27 init: %c_18) applies stablehlo.or across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %c_17 = stablehlo.constant dense<4> : tensor<2xi32>
      %26 = stablehlo.compare LT, %iterArg, %c_17 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %27 = stablehlo.and %26, %iterArg_14 : tensor<2xi1>
      %28 = stablehlo.add %iterArg_15, %17 : tensor<2x4xf32>
      %29 = stablehlo.add %iterArg_16, %24 : tensor<2x4xf32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %30 = stablehlo.clamp %c_18, %arg2, %c_19 : tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %31 = stablehlo.dynamic_slice %iterArg_15, %c_20, %30, sizes = [2, 4] : (tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.dynamic_slice %iterArg_16, %c_21, %30, sizes = [2, 4] : (tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %33 = stablehlo.clamp %c_22, %arg2, %c_23 : tensor<i32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %34 = stablehlo.dynamic_update_slice %28, %31, %c_24, %33 : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.dynamic_update_slice %29, %32, %c_25, %33 : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
      %c_26 = stablehlo.constant dense<1103515245> : tensor<2xi32>
      %36 = stablehlo.multiply %iterArg_13, %c_26 : tensor<2xi32>
      %c_27 = stablehlo.constant dense<12345> : tensor<2xi32>
      %37 = stablehlo.add %36, %c_27 : tensor<2xi32>
      %c_28 = stablehlo.constant dense<16> : tensor<2xi32>
      %38 = stablehlo.shift_right_logical %37, %c_28 : tensor<2xi32>
      %c_29 = stablehlo.constant dense<7> : tensor<2xi32>
      %39 = stablehlo.and %38, %c_29 : tensor<2xi32>
      %c_30 = stablehlo.constant dense<0> : tensor<2xi32>
      %40 = stablehlo.compare NE, %39, %c_30 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_31 = stablehlo.constant dense<1> : tensor<2xi32>
      %41 = stablehlo.add %iterArg, %c_31 : tensor<2xi32>
      %42 = stablehlo.select %27, %41, %iterArg : tensor<2xi1>, tensor<2xi32>
      %43 = stablehlo.select %27, %37, %iterArg_13 : tensor<2xi1>, tensor<2xi32>
      %44 = stablehlo.select %27, %40, %iterArg_14 : tensor<2xi1>, tensor<2xi1>
      %45 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<2xi1>) -> tensor<2x4xi1>
      %46 = stablehlo.select %45, %34, %iterArg_15 : tensor<2x4xi1>, tensor<2x4xf32>
      %47 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<2xi1>) -> tensor<2x4xi1>
      %48 = stablehlo.select %47, %35, %iterArg_16 : tensor<2x4xi1>, tensor<2x4xf32>
      stablehlo.return %42, %43, %44, %46, %48 : tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2x4xf32>, tensor<2x4xf32>
    }
    return %25#4, %25#4 : tensor<2x4xf32>, tensor<2x4xf32>
  }
}
