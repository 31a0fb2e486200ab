// seed428_f236.mlir (fuzz_fixed) as jit's host-loop pipeline lowers it: IREE 3.13's VM
// branch out of the rejection loop passes a buffer to a block argument kept in the
// buffer's own register, and a later block moves that buffer out of it
// (tests/test_vm_branches.py: the canary and the value test).
module {
  func.func @f236(%arg0: tensor<3x4xf16>, %arg1: tensor<3x4xf16>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x4xf16> {
    %0 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.reshape %0 : (tensor<ui32>) -> tensor<1xui32>
    %2 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
    %3 = stablehlo.reshape %2 : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:3 = stablehlo.while(%iterArg = %c, %iterArg_6 = %4, %iterArg_7 = %arg0) : tensor<i32>, tensor<2xui32>, tensor<3x4xf16> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg, %c_8 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %18 = stablehlo.bitcast_convert %iterArg : (tensor<i32>) -> tensor<ui32>
      %19 = stablehlo.reshape %18 : (tensor<ui32>) -> tensor<1xui32>
      %c_8 = stablehlo.constant dense<0> : tensor<1xui32>
      %20 = stablehlo.concatenate %c_8, %19, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %21 = stablehlo.slice %iterArg_6 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
      %23 = stablehlo.slice %iterArg_6 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %24 = stablehlo.reshape %23 : (tensor<1xui32>) -> tensor<ui32>
      %25 = stablehlo.slice %20 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %26 = stablehlo.slice %20 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %27 = stablehlo.xor %22, %24 : tensor<ui32>
      %c_9 = stablehlo.constant dense<466688986> : tensor<ui32>
      %28 = stablehlo.xor %27, %c_9 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %30 = stablehlo.add %25, %29 : tensor<1xui32>
      %31 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %32 = stablehlo.add %26, %31 : tensor<1xui32>
      %c_10 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_11 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %33:8 = stablehlo.while(%iterArg_21 = %c_12, %iterArg_22 = %30, %iterArg_23 = %32, %iterArg_24 = %24, %iterArg_25 = %28, %iterArg_26 = %22, %iterArg_27 = %c_10, %iterArg_28 = %c_11) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_29 = stablehlo.constant dense<5> : tensor<i32>
        %58 = stablehlo.compare LT, %iterArg_21, %c_29 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %58 : tensor<i1>
      } do {
        %58 = stablehlo.slice %iterArg_27 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %59 = stablehlo.reshape %58 : (tensor<1xi32>) -> tensor<i32>
        %60 = stablehlo.add %iterArg_22, %iterArg_23 : tensor<1xui32>
        %61 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %62 = stablehlo.bitcast_convert %61 : (tensor<1xi32>) -> tensor<1xui32>
        %c_29 = stablehlo.constant dense<32> : tensor<i32>
        %63 = stablehlo.subtract %c_29, %59 : tensor<i32>
        %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %65 = stablehlo.bitcast_convert %64 : (tensor<1xi32>) -> tensor<1xui32>
        %66 = stablehlo.shift_left %iterArg_23, %62 : tensor<1xui32>
        %67 = stablehlo.shift_right_logical %iterArg_23, %65 : tensor<1xui32>
        %68 = stablehlo.or %66, %67 : tensor<1xui32>
        %69 = stablehlo.xor %60, %68 : tensor<1xui32>
        %70 = stablehlo.slice %iterArg_27 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %71 = stablehlo.reshape %70 : (tensor<1xi32>) -> tensor<i32>
        %72 = stablehlo.add %60, %69 : tensor<1xui32>
        %73 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %74 = stablehlo.bitcast_convert %73 : (tensor<1xi32>) -> tensor<1xui32>
        %c_30 = stablehlo.constant dense<32> : tensor<i32>
        %75 = stablehlo.subtract %c_30, %71 : tensor<i32>
        %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %77 = stablehlo.bitcast_convert %76 : (tensor<1xi32>) -> tensor<1xui32>
        %78 = stablehlo.shift_left %69, %74 : tensor<1xui32>
        %79 = stablehlo.shift_right_logical %69, %77 : tensor<1xui32>
        %80 = stablehlo.or %78, %79 : tensor<1xui32>
        %81 = stablehlo.xor %72, %80 : tensor<1xui32>
        %82 = stablehlo.slice %iterArg_27 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %83 = stablehlo.reshape %82 : (tensor<1xi32>) -> tensor<i32>
        %84 = stablehlo.add %72, %81 : tensor<1xui32>
        %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %86 = stablehlo.bitcast_convert %85 : (tensor<1xi32>) -> tensor<1xui32>
        %c_31 = stablehlo.constant dense<32> : tensor<i32>
        %87 = stablehlo.subtract %c_31, %83 : tensor<i32>
        %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %89 = stablehlo.bitcast_convert %88 : (tensor<1xi32>) -> tensor<1xui32>
        %90 = stablehlo.shift_left %81, %86 : tensor<1xui32>
        %91 = stablehlo.shift_right_logical %81, %89 : tensor<1xui32>
        %92 = stablehlo.or %90, %91 : tensor<1xui32>
        %93 = stablehlo.xor %84, %92 : tensor<1xui32>
        %94 = stablehlo.slice %iterArg_27 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
        %96 = stablehlo.add %84, %93 : tensor<1xui32>
        %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %98 = stablehlo.bitcast_convert %97 : (tensor<1xi32>) -> tensor<1xui32>
        %c_32 = stablehlo.constant dense<32> : tensor<i32>
        %99 = stablehlo.subtract %c_32, %95 : tensor<i32>
        %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %101 = stablehlo.bitcast_convert %100 : (tensor<1xi32>) -> tensor<1xui32>
        %102 = stablehlo.shift_left %93, %98 : tensor<1xui32>
        %103 = stablehlo.shift_right_logical %93, %101 : tensor<1xui32>
        %104 = stablehlo.or %102, %103 : tensor<1xui32>
        %105 = stablehlo.xor %96, %104 : tensor<1xui32>
        %c_33 = stablehlo.constant dense<1> : tensor<i32>
        %106 = stablehlo.add %iterArg_21, %c_33 : tensor<i32>
        %107 = stablehlo.broadcast_in_dim %iterArg_24, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %108 = stablehlo.add %96, %107 : tensor<1xui32>
        %109 = stablehlo.bitcast_convert %106 : (tensor<i32>) -> tensor<ui32>
        %110 = stablehlo.add %iterArg_25, %109 : tensor<ui32>
        %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %112 = stablehlo.add %105, %111 : tensor<1xui32>
        stablehlo.return %106, %108, %112, %iterArg_25, %iterArg_26, %iterArg_24, %iterArg_28, %iterArg_27 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %34 = stablehlo.concatenate %33#1, %33#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %35 = stablehlo.iota dim = 0 : tensor<12xui32>
      %36 = stablehlo.slice %34 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %37 = stablehlo.reshape %36 : (tensor<1xui32>) -> tensor<ui32>
      %38 = stablehlo.slice %34 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %39 = stablehlo.reshape %38 : (tensor<1xui32>) -> tensor<ui32>
      %40 = stablehlo.slice %35 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
      %41 = stablehlo.slice %35 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
      %42 = stablehlo.xor %37, %39 : tensor<ui32>
      %c_13 = stablehlo.constant dense<466688986> : tensor<ui32>
      %43 = stablehlo.xor %42, %c_13 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %45 = stablehlo.add %40, %44 : tensor<6xui32>
      %46 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %47 = stablehlo.add %41, %46 : tensor<6xui32>
      %c_14 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_15 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %48:8 = stablehlo.while(%iterArg_21 = %c_16, %iterArg_22 = %45, %iterArg_23 = %47, %iterArg_24 = %39, %iterArg_25 = %43, %iterArg_26 = %37, %iterArg_27 = %c_14, %iterArg_28 = %c_15) : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_29 = stablehlo.constant dense<5> : tensor<i32>
        %58 = stablehlo.compare LT, %iterArg_21, %c_29 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %58 : tensor<i1>
      } do {
        %58 = stablehlo.slice %iterArg_27 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %59 = stablehlo.reshape %58 : (tensor<1xi32>) -> tensor<i32>
        %60 = stablehlo.add %iterArg_22, %iterArg_23 : tensor<6xui32>
        %61 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %62 = stablehlo.bitcast_convert %61 : (tensor<6xi32>) -> tensor<6xui32>
        %c_29 = stablehlo.constant dense<32> : tensor<i32>
        %63 = stablehlo.subtract %c_29, %59 : tensor<i32>
        %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %65 = stablehlo.bitcast_convert %64 : (tensor<6xi32>) -> tensor<6xui32>
        %66 = stablehlo.shift_left %iterArg_23, %62 : tensor<6xui32>
        %67 = stablehlo.shift_right_logical %iterArg_23, %65 : tensor<6xui32>
        %68 = stablehlo.or %66, %67 : tensor<6xui32>
        %69 = stablehlo.xor %60, %68 : tensor<6xui32>
        %70 = stablehlo.slice %iterArg_27 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %71 = stablehlo.reshape %70 : (tensor<1xi32>) -> tensor<i32>
        %72 = stablehlo.add %60, %69 : tensor<6xui32>
        %73 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %74 = stablehlo.bitcast_convert %73 : (tensor<6xi32>) -> tensor<6xui32>
        %c_30 = stablehlo.constant dense<32> : tensor<i32>
        %75 = stablehlo.subtract %c_30, %71 : tensor<i32>
        %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %77 = stablehlo.bitcast_convert %76 : (tensor<6xi32>) -> tensor<6xui32>
        %78 = stablehlo.shift_left %69, %74 : tensor<6xui32>
        %79 = stablehlo.shift_right_logical %69, %77 : tensor<6xui32>
        %80 = stablehlo.or %78, %79 : tensor<6xui32>
        %81 = stablehlo.xor %72, %80 : tensor<6xui32>
        %82 = stablehlo.slice %iterArg_27 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %83 = stablehlo.reshape %82 : (tensor<1xi32>) -> tensor<i32>
        %84 = stablehlo.add %72, %81 : tensor<6xui32>
        %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %86 = stablehlo.bitcast_convert %85 : (tensor<6xi32>) -> tensor<6xui32>
        %c_31 = stablehlo.constant dense<32> : tensor<i32>
        %87 = stablehlo.subtract %c_31, %83 : tensor<i32>
        %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %89 = stablehlo.bitcast_convert %88 : (tensor<6xi32>) -> tensor<6xui32>
        %90 = stablehlo.shift_left %81, %86 : tensor<6xui32>
        %91 = stablehlo.shift_right_logical %81, %89 : tensor<6xui32>
        %92 = stablehlo.or %90, %91 : tensor<6xui32>
        %93 = stablehlo.xor %84, %92 : tensor<6xui32>
        %94 = stablehlo.slice %iterArg_27 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
        %96 = stablehlo.add %84, %93 : tensor<6xui32>
        %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %98 = stablehlo.bitcast_convert %97 : (tensor<6xi32>) -> tensor<6xui32>
        %c_32 = stablehlo.constant dense<32> : tensor<i32>
        %99 = stablehlo.subtract %c_32, %95 : tensor<i32>
        %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %101 = stablehlo.bitcast_convert %100 : (tensor<6xi32>) -> tensor<6xui32>
        %102 = stablehlo.shift_left %93, %98 : tensor<6xui32>
        %103 = stablehlo.shift_right_logical %93, %101 : tensor<6xui32>
        %104 = stablehlo.or %102, %103 : tensor<6xui32>
        %105 = stablehlo.xor %96, %104 : tensor<6xui32>
        %c_33 = stablehlo.constant dense<1> : tensor<i32>
        %106 = stablehlo.add %iterArg_21, %c_33 : tensor<i32>
        %107 = stablehlo.broadcast_in_dim %iterArg_24, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %108 = stablehlo.add %96, %107 : tensor<6xui32>
        %109 = stablehlo.bitcast_convert %106 : (tensor<i32>) -> tensor<ui32>
        %110 = stablehlo.add %iterArg_25, %109 : tensor<ui32>
        %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %112 = stablehlo.add %105, %111 : tensor<6xui32>
        stablehlo.return %106, %108, %112, %iterArg_25, %iterArg_26, %iterArg_24, %iterArg_28, %iterArg_27 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %49 = stablehlo.concatenate %48#1, %48#2, dim = 0 : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
      %c_17 = stablehlo.constant dense<9> : tensor<12xui32>
      %50 = stablehlo.shift_right_logical %49, %c_17 : tensor<12xui32>
      %c_18 = stablehlo.constant dense<1065353216> : tensor<12xui32>
      %51 = stablehlo.or %50, %c_18 : tensor<12xui32>
      %52 = stablehlo.bitcast_convert %51 : (tensor<12xui32>) -> tensor<12xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<12xf32>
      %53 = stablehlo.subtract %52, %cst_19 : tensor<12xf32>
      %54 = stablehlo.reshape %53 : (tensor<12xf32>) -> tensor<3x4xf32>
      %55 = stablehlo.convert %54 : (tensor<3x4xf32>) -> tensor<3x4xf16>
      %56 = stablehlo.maximum %iterArg_7, %55 : tensor<3x4xf16>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.add %iterArg, %c_20 : tensor<i32>
      stablehlo.return %57, %iterArg_6, %56 : tensor<i32>, tensor<2xui32>, tensor<3x4xf16>
    }
    %6 = stablehlo.optimization_barrier %arg0 : tensor<3x4xf16>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.optimization_barrier %c_2 : tensor<i1>
    %8:4 = stablehlo.while(%iterArg = %c_1, %iterArg_6 = %arg3, %iterArg_7 = %c_0, %iterArg_8 = %6) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf16>
    cond {
      %c_9 = stablehlo.constant dense<5> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg, %c_9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = stablehlo.and %18, %iterArg_7 : tensor<i1>
      stablehlo.return %19 : tensor<i1>
    } do {
      %18 = stablehlo.negate %iterArg_8 : tensor<3x4xf16>
      %c_9 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_10 = stablehlo.constant dense<12345> : tensor<i32>
      %19 = stablehlo.multiply %iterArg_6, %c_9 : tensor<i32>
      %20 = stablehlo.add %19, %c_10 : tensor<i32>
      %c_11 = stablehlo.constant dense<16> : tensor<i32>
      %c_12 = stablehlo.constant dense<7> : tensor<i32>
      %21 = stablehlo.shift_right_logical %20, %c_11 : tensor<i32>
      %22 = stablehlo.and %21, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %23 = stablehlo.compare NE, %22, %c_13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg, %c_14 : tensor<i32>
      %25 = stablehlo.select %7, %iterArg_7, %23 : tensor<i1>, tensor<i1>
      stablehlo.return %24, %20, %25, %18 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf16>
    }
    %9 = stablehlo.optimization_barrier %6 : tensor<3x4xf16>
    %c_3 = stablehlo.constant dense<15> : tensor<i32>
    %10 = stablehlo.and %8#1, %c_3 : tensor<i32>
    %11 = stablehlo.convert %10 : (tensor<i32>) -> tensor<f16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f16>) -> tensor<3x4xf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf16>
    %13 = stablehlo.abs %12 : tensor<3x4xf16>
    %14 = stablehlo.add %13, %cst : tensor<3x4xf16>
    %15 = stablehlo.divide %8#3, %14 : tensor<3x4xf16>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16:2 = stablehlo.while(%iterArg = %c_5, %iterArg_6 = %9) : tensor<i32>, tensor<3x4xf16>
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %18 = stablehlo.dynamic_slice %15, %iterArg, %c_4, sizes = [1, 4] : (tensor<3x4xf16>, tensor<i32>, tensor<i32>) -> tensor<1x4xf16>
      %19 = stablehlo.dynamic_slice %iterArg_6, %iterArg, %c_4, sizes = [1, 4] : (tensor<3x4xf16>, tensor<i32>, tensor<i32>) -> tensor<1x4xf16>
      %20 = stablehlo.add %18, %19 : tensor<1x4xf16>
      %21 = stablehlo.dynamic_update_slice %iterArg_6, %20, %iterArg, %c_4 : (tensor<3x4xf16>, tensor<1x4xf16>, tensor<i32>, tensor<i32>) -> tensor<3x4xf16>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.add %iterArg, %c_7 : tensor<i32>
      stablehlo.return %22, %21 : tensor<i32>, tensor<3x4xf16>
    }
    %17 = stablehlo.optimization_barrier %16#1 : tensor<3x4xf16>
    return %17 : tensor<3x4xf16>
  }
}
