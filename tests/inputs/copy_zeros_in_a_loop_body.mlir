// seed434_f219 (tests/inputs/fuzz_fixed) after jit's host-loop pipeline as it was when a copy made in a
// loop body (hostcall-guard-returned-arguments') had its zeros' barrier in that body: iree-compile
// 3.13 gives up, "maximum iteration count exceeded in fixed point pipeline".
module {
  func.func @f219(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<4xf16> {
    %c = stablehlo.constant dense<3> : tensor<4x1xi32>
    %c_0 = stablehlo.constant dense<[[4], [3], [1], [1]]> : tensor<4x1xi32>
    %0 = stablehlo.compare LE, %c_0, %c, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<4x1xi32>
    %1 = stablehlo.compare GE, %c_0, %c_1, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %2 = stablehlo.and %1, %0 : tensor<4x1xi1>
    %3 = stablehlo.optimization_barrier %2 : tensor<4x1xi1>
    %4 = "stablehlo.case"(%arg3) ({
      %7 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
      %8 = stablehlo.reshape %7 : (tensor<ui32>) -> tensor<1xui32>
      %9 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
      %10 = stablehlo.reshape %9 : (tensor<ui32>) -> tensor<1xui32>
      %11 = stablehlo.concatenate %8, %10, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %12:3 = stablehlo.while(%iterArg = %c_5, %iterArg_6 = %11, %iterArg_7 = %arg1) : tensor<i32>, tensor<2xui32>, tensor<4xf16> attributes {hostcall.trip_count = 1 : i64}
      cond {
        %c_8 = stablehlo.constant dense<1> : tensor<i32>
        %13 = stablehlo.compare LT, %iterArg, %c_8 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %13 : tensor<i1>
      } do {
        %13 = stablehlo.bitcast_convert %iterArg : (tensor<i32>) -> tensor<ui32>
        %14 = stablehlo.reshape %13 : (tensor<ui32>) -> tensor<1xui32>
        %c_8 = stablehlo.constant dense<0> : tensor<1xui32>
        %15 = stablehlo.concatenate %c_8, %14, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
        %16 = stablehlo.slice %iterArg_6 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
        %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
        %18 = stablehlo.slice %iterArg_6 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
        %19 = stablehlo.reshape %18 : (tensor<1xui32>) -> tensor<ui32>
        %20 = stablehlo.slice %15 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
        %21 = stablehlo.slice %15 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
        %22 = stablehlo.xor %17, %19 : tensor<ui32>
        %c_9 = stablehlo.constant dense<466688986> : tensor<ui32>
        %23 = stablehlo.xor %22, %c_9 : tensor<ui32>
        %24 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %25 = stablehlo.add %20, %24 : tensor<1xui32>
        %26 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %27 = stablehlo.add %21, %26 : tensor<1xui32>
        %c_10 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
        %c_11 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
        %c_12 = stablehlo.constant dense<0> : tensor<i32>
        %28:8 = stablehlo.while(%iterArg_24 = %c_12, %iterArg_25 = %25, %iterArg_26 = %27, %iterArg_27 = %19, %iterArg_28 = %23, %iterArg_29 = %17, %iterArg_30 = %c_10, %iterArg_31 = %c_11) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
        cond {
          %c_32 = stablehlo.constant dense<5> : tensor<i32>
          %70 = stablehlo.compare LT, %iterArg_24, %c_32 : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %70 : tensor<i1>
        } do {
          %70 = stablehlo.slice %iterArg_30 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
          %71 = stablehlo.reshape %70 : (tensor<1xi32>) -> tensor<i32>
          %72 = stablehlo.add %iterArg_25, %iterArg_26 : tensor<1xui32>
          %73 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %74 = stablehlo.bitcast_convert %73 : (tensor<1xi32>) -> tensor<1xui32>
          %c_32 = stablehlo.constant dense<32> : tensor<i32>
          %75 = stablehlo.subtract %c_32, %71 : tensor<i32>
          %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %77 = stablehlo.bitcast_convert %76 : (tensor<1xi32>) -> tensor<1xui32>
          %78 = stablehlo.shift_left %iterArg_26, %74 : tensor<1xui32>
          %79 = stablehlo.shift_right_logical %iterArg_26, %77 : tensor<1xui32>
          %80 = stablehlo.or %78, %79 : tensor<1xui32>
          %81 = stablehlo.xor %72, %80 : tensor<1xui32>
          %82 = stablehlo.slice %iterArg_30 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
          %83 = stablehlo.reshape %82 : (tensor<1xi32>) -> tensor<i32>
          %84 = stablehlo.add %72, %81 : tensor<1xui32>
          %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %86 = stablehlo.bitcast_convert %85 : (tensor<1xi32>) -> tensor<1xui32>
          %c_33 = stablehlo.constant dense<32> : tensor<i32>
          %87 = stablehlo.subtract %c_33, %83 : tensor<i32>
          %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %89 = stablehlo.bitcast_convert %88 : (tensor<1xi32>) -> tensor<1xui32>
          %90 = stablehlo.shift_left %81, %86 : tensor<1xui32>
          %91 = stablehlo.shift_right_logical %81, %89 : tensor<1xui32>
          %92 = stablehlo.or %90, %91 : tensor<1xui32>
          %93 = stablehlo.xor %84, %92 : tensor<1xui32>
          %94 = stablehlo.slice %iterArg_30 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
          %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
          %96 = stablehlo.add %84, %93 : tensor<1xui32>
          %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %98 = stablehlo.bitcast_convert %97 : (tensor<1xi32>) -> tensor<1xui32>
          %c_34 = stablehlo.constant dense<32> : tensor<i32>
          %99 = stablehlo.subtract %c_34, %95 : tensor<i32>
          %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %101 = stablehlo.bitcast_convert %100 : (tensor<1xi32>) -> tensor<1xui32>
          %102 = stablehlo.shift_left %93, %98 : tensor<1xui32>
          %103 = stablehlo.shift_right_logical %93, %101 : tensor<1xui32>
          %104 = stablehlo.or %102, %103 : tensor<1xui32>
          %105 = stablehlo.xor %96, %104 : tensor<1xui32>
          %106 = stablehlo.slice %iterArg_30 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
          %107 = stablehlo.reshape %106 : (tensor<1xi32>) -> tensor<i32>
          %108 = stablehlo.add %96, %105 : tensor<1xui32>
          %109 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %110 = stablehlo.bitcast_convert %109 : (tensor<1xi32>) -> tensor<1xui32>
          %c_35 = stablehlo.constant dense<32> : tensor<i32>
          %111 = stablehlo.subtract %c_35, %107 : tensor<i32>
          %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %113 = stablehlo.bitcast_convert %112 : (tensor<1xi32>) -> tensor<1xui32>
          %114 = stablehlo.shift_left %105, %110 : tensor<1xui32>
          %115 = stablehlo.shift_right_logical %105, %113 : tensor<1xui32>
          %116 = stablehlo.or %114, %115 : tensor<1xui32>
          %117 = stablehlo.xor %108, %116 : tensor<1xui32>
          %c_36 = stablehlo.constant dense<1> : tensor<i32>
          %118 = stablehlo.add %iterArg_24, %c_36 : tensor<i32>
          %119 = stablehlo.broadcast_in_dim %iterArg_27, dims = [] : (tensor<ui32>) -> tensor<1xui32>
          %120 = stablehlo.add %108, %119 : tensor<1xui32>
          %121 = stablehlo.bitcast_convert %118 : (tensor<i32>) -> tensor<ui32>
          %122 = stablehlo.add %iterArg_28, %121 : tensor<ui32>
          %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<ui32>) -> tensor<1xui32>
          %124 = stablehlo.add %117, %123 : tensor<1xui32>
          stablehlo.return %118, %120, %124, %iterArg_28, %iterArg_29, %iterArg_27, %iterArg_31, %iterArg_30 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
        }
        %29 = stablehlo.concatenate %28#1, %28#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
        %30 = stablehlo.iota dim = 0 : tensor<4xui32>
        %31 = stablehlo.slice %29 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
        %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
        %33 = stablehlo.slice %29 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
        %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
        %35 = stablehlo.slice %30 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
        %36 = stablehlo.slice %30 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
        %37 = stablehlo.xor %32, %34 : tensor<ui32>
        %c_13 = stablehlo.constant dense<466688986> : tensor<ui32>
        %38 = stablehlo.xor %37, %c_13 : tensor<ui32>
        %39 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %40 = stablehlo.add %35, %39 : tensor<2xui32>
        %41 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %42 = stablehlo.add %36, %41 : tensor<2xui32>
        %c_14 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
        %c_15 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
        %c_16 = stablehlo.constant dense<0> : tensor<i32>
        %43:8 = stablehlo.while(%iterArg_24 = %c_16, %iterArg_25 = %40, %iterArg_26 = %42, %iterArg_27 = %34, %iterArg_28 = %38, %iterArg_29 = %32, %iterArg_30 = %c_14, %iterArg_31 = %c_15) : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
        cond {
          %c_32 = stablehlo.constant dense<5> : tensor<i32>
          %70 = stablehlo.compare LT, %iterArg_24, %c_32 : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %70 : tensor<i1>
        } do {
          %70 = stablehlo.slice %iterArg_30 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
          %71 = stablehlo.reshape %70 : (tensor<1xi32>) -> tensor<i32>
          %72 = stablehlo.add %iterArg_25, %iterArg_26 : tensor<2xui32>
          %73 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %74 = stablehlo.bitcast_convert %73 : (tensor<2xi32>) -> tensor<2xui32>
          %c_32 = stablehlo.constant dense<32> : tensor<i32>
          %75 = stablehlo.subtract %c_32, %71 : tensor<i32>
          %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %77 = stablehlo.bitcast_convert %76 : (tensor<2xi32>) -> tensor<2xui32>
          %78 = stablehlo.shift_left %iterArg_26, %74 : tensor<2xui32>
          %79 = stablehlo.shift_right_logical %iterArg_26, %77 : tensor<2xui32>
          %80 = stablehlo.or %78, %79 : tensor<2xui32>
          %81 = stablehlo.xor %72, %80 : tensor<2xui32>
          %82 = stablehlo.slice %iterArg_30 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
          %83 = stablehlo.reshape %82 : (tensor<1xi32>) -> tensor<i32>
          %84 = stablehlo.add %72, %81 : tensor<2xui32>
          %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %86 = stablehlo.bitcast_convert %85 : (tensor<2xi32>) -> tensor<2xui32>
          %c_33 = stablehlo.constant dense<32> : tensor<i32>
          %87 = stablehlo.subtract %c_33, %83 : tensor<i32>
          %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %89 = stablehlo.bitcast_convert %88 : (tensor<2xi32>) -> tensor<2xui32>
          %90 = stablehlo.shift_left %81, %86 : tensor<2xui32>
          %91 = stablehlo.shift_right_logical %81, %89 : tensor<2xui32>
          %92 = stablehlo.or %90, %91 : tensor<2xui32>
          %93 = stablehlo.xor %84, %92 : tensor<2xui32>
          %94 = stablehlo.slice %iterArg_30 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
          %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
          %96 = stablehlo.add %84, %93 : tensor<2xui32>
          %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %98 = stablehlo.bitcast_convert %97 : (tensor<2xi32>) -> tensor<2xui32>
          %c_34 = stablehlo.constant dense<32> : tensor<i32>
          %99 = stablehlo.subtract %c_34, %95 : tensor<i32>
          %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %101 = stablehlo.bitcast_convert %100 : (tensor<2xi32>) -> tensor<2xui32>
          %102 = stablehlo.shift_left %93, %98 : tensor<2xui32>
          %103 = stablehlo.shift_right_logical %93, %101 : tensor<2xui32>
          %104 = stablehlo.or %102, %103 : tensor<2xui32>
          %105 = stablehlo.xor %96, %104 : tensor<2xui32>
          %106 = stablehlo.slice %iterArg_30 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
          %107 = stablehlo.reshape %106 : (tensor<1xi32>) -> tensor<i32>
          %108 = stablehlo.add %96, %105 : tensor<2xui32>
          %109 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %110 = stablehlo.bitcast_convert %109 : (tensor<2xi32>) -> tensor<2xui32>
          %c_35 = stablehlo.constant dense<32> : tensor<i32>
          %111 = stablehlo.subtract %c_35, %107 : tensor<i32>
          %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %113 = stablehlo.bitcast_convert %112 : (tensor<2xi32>) -> tensor<2xui32>
          %114 = stablehlo.shift_left %105, %110 : tensor<2xui32>
          %115 = stablehlo.shift_right_logical %105, %113 : tensor<2xui32>
          %116 = stablehlo.or %114, %115 : tensor<2xui32>
          %117 = stablehlo.xor %108, %116 : tensor<2xui32>
          %c_36 = stablehlo.constant dense<1> : tensor<i32>
          %118 = stablehlo.add %iterArg_24, %c_36 : tensor<i32>
          %119 = stablehlo.broadcast_in_dim %iterArg_27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
          %120 = stablehlo.add %108, %119 : tensor<2xui32>
          %121 = stablehlo.bitcast_convert %118 : (tensor<i32>) -> tensor<ui32>
          %122 = stablehlo.add %iterArg_28, %121 : tensor<ui32>
          %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<ui32>) -> tensor<2xui32>
          %124 = stablehlo.add %117, %123 : tensor<2xui32>
          stablehlo.return %118, %120, %124, %iterArg_28, %iterArg_29, %iterArg_27, %iterArg_31, %iterArg_30 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
        }
        %44 = stablehlo.concatenate %43#1, %43#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
        %c_17 = stablehlo.constant dense<9> : tensor<4xui32>
        %45 = stablehlo.shift_right_logical %44, %c_17 : tensor<4xui32>
        %c_18 = stablehlo.constant dense<1065353216> : tensor<4xui32>
        %46 = stablehlo.or %45, %c_18 : tensor<4xui32>
        %47 = stablehlo.bitcast_convert %46 : (tensor<4xui32>) -> tensor<4xf32>
        %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
        %48 = stablehlo.subtract %47, %cst : tensor<4xf32>
        %49 = stablehlo.reshape %48 : (tensor<4xf32>) -> tensor<4xf32>
        %50 = stablehlo.convert %49 : (tensor<4xf32>) -> tensor<4xf16>
        %51 = stablehlo.maximum %iterArg_7, %50 : tensor<4xf16>
        %52 = stablehlo.iota dim = 0 : tensor<4xui32>
        %53 = stablehlo.slice %iterArg_6 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
        %54 = stablehlo.reshape %53 : (tensor<1xui32>) -> tensor<ui32>
        %55 = stablehlo.slice %iterArg_6 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
        %56 = stablehlo.reshape %55 : (tensor<1xui32>) -> tensor<ui32>
        %57 = stablehlo.slice %30 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
        %58 = stablehlo.slice %30 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
        %59 = stablehlo.xor %54, %56 : tensor<ui32>
        %c_19 = stablehlo.constant dense<466688986> : tensor<ui32>
        %60 = stablehlo.xor %59, %c_19 : tensor<ui32>
        %61 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %62 = stablehlo.add %35, %61 : tensor<2xui32>
        %63 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %64 = stablehlo.add %36, %63 : tensor<2xui32>
        %c_20 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
        %c_21 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
        %c_22 = stablehlo.constant dense<0> : tensor<i32>
        %65:8 = stablehlo.while(%iterArg_24 = %c_22, %iterArg_25 = %62, %iterArg_26 = %64, %iterArg_27 = %56, %iterArg_28 = %60, %iterArg_29 = %54, %iterArg_30 = %c_20, %iterArg_31 = %c_21) : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
        cond {
          %c_32 = stablehlo.constant dense<5> : tensor<i32>
          %70 = stablehlo.compare LT, %iterArg_24, %c_32 : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %70 : tensor<i1>
        } do {
          %70 = stablehlo.slice %iterArg_30 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
          %71 = stablehlo.reshape %70 : (tensor<1xi32>) -> tensor<i32>
          %72 = stablehlo.add %iterArg_25, %iterArg_26 : tensor<2xui32>
          %73 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %74 = stablehlo.bitcast_convert %73 : (tensor<2xi32>) -> tensor<2xui32>
          %c_32 = stablehlo.constant dense<32> : tensor<i32>
          %75 = stablehlo.subtract %c_32, %71 : tensor<i32>
          %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %77 = stablehlo.bitcast_convert %76 : (tensor<2xi32>) -> tensor<2xui32>
          %78 = stablehlo.shift_left %iterArg_26, %74 : tensor<2xui32>
          %79 = stablehlo.shift_right_logical %iterArg_26, %77 : tensor<2xui32>
          %80 = stablehlo.or %78, %79 : tensor<2xui32>
          %81 = stablehlo.xor %72, %80 : tensor<2xui32>
          %82 = stablehlo.slice %iterArg_30 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
          %83 = stablehlo.reshape %82 : (tensor<1xi32>) -> tensor<i32>
          %84 = stablehlo.add %72, %81 : tensor<2xui32>
          %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %86 = stablehlo.bitcast_convert %85 : (tensor<2xi32>) -> tensor<2xui32>
          %c_33 = stablehlo.constant dense<32> : tensor<i32>
          %87 = stablehlo.subtract %c_33, %83 : tensor<i32>
          %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %89 = stablehlo.bitcast_convert %88 : (tensor<2xi32>) -> tensor<2xui32>
          %90 = stablehlo.shift_left %81, %86 : tensor<2xui32>
          %91 = stablehlo.shift_right_logical %81, %89 : tensor<2xui32>
          %92 = stablehlo.or %90, %91 : tensor<2xui32>
          %93 = stablehlo.xor %84, %92 : tensor<2xui32>
          %94 = stablehlo.slice %iterArg_30 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
          %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
          %96 = stablehlo.add %84, %93 : tensor<2xui32>
          %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %98 = stablehlo.bitcast_convert %97 : (tensor<2xi32>) -> tensor<2xui32>
          %c_34 = stablehlo.constant dense<32> : tensor<i32>
          %99 = stablehlo.subtract %c_34, %95 : tensor<i32>
          %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %101 = stablehlo.bitcast_convert %100 : (tensor<2xi32>) -> tensor<2xui32>
          %102 = stablehlo.shift_left %93, %98 : tensor<2xui32>
          %103 = stablehlo.shift_right_logical %93, %101 : tensor<2xui32>
          %104 = stablehlo.or %102, %103 : tensor<2xui32>
          %105 = stablehlo.xor %96, %104 : tensor<2xui32>
          %106 = stablehlo.slice %iterArg_30 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
          %107 = stablehlo.reshape %106 : (tensor<1xi32>) -> tensor<i32>
          %108 = stablehlo.add %96, %105 : tensor<2xui32>
          %109 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %110 = stablehlo.bitcast_convert %109 : (tensor<2xi32>) -> tensor<2xui32>
          %c_35 = stablehlo.constant dense<32> : tensor<i32>
          %111 = stablehlo.subtract %c_35, %107 : tensor<i32>
          %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<i32>) -> tensor<2xi32>
          %113 = stablehlo.bitcast_convert %112 : (tensor<2xi32>) -> tensor<2xui32>
          %114 = stablehlo.shift_left %105, %110 : tensor<2xui32>
          %115 = stablehlo.shift_right_logical %105, %113 : tensor<2xui32>
          %116 = stablehlo.or %114, %115 : tensor<2xui32>
          %117 = stablehlo.xor %108, %116 : tensor<2xui32>
          %c_36 = stablehlo.constant dense<1> : tensor<i32>
          %118 = stablehlo.add %iterArg_24, %c_36 : tensor<i32>
          %119 = stablehlo.broadcast_in_dim %iterArg_27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
          %120 = stablehlo.add %108, %119 : tensor<2xui32>
          %121 = stablehlo.bitcast_convert %118 : (tensor<i32>) -> tensor<ui32>
          %122 = stablehlo.add %iterArg_28, %121 : tensor<ui32>
          %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<ui32>) -> tensor<2xui32>
          %124 = stablehlo.add %117, %123 : tensor<2xui32>
          stablehlo.return %118, %120, %124, %iterArg_28, %iterArg_29, %iterArg_27, %iterArg_31, %iterArg_30 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
        }
        %66 = stablehlo.concatenate %65#1, %65#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
        %67 = stablehlo.slice %66 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
        %68 = stablehlo.slice %66 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
        %c_23 = stablehlo.constant dense<1> : tensor<i32>
        %69 = stablehlo.add %iterArg, %c_23 : tensor<i32>
        stablehlo.return %69, %67, %51 : tensor<i32>, tensor<2xui32>, tensor<4xf16>
      }
      stablehlo.return %12#2 : tensor<4xf16>
    }, {
      %c_5 = stablehlo.constant dense<[[0], [0], [1], [1]]> : tensor<4x1xi32>
      %7 = stablehlo.reshape %c_5 : (tensor<4x1xi32>) -> tensor<4xi32>
      %8 = "stablehlo.torch_index_select"(%arg0, %7) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<4xf16>, tensor<4xi32>) -> tensor<4xf16>
      stablehlo.return %8 : tensor<4xf16>
    }, {
      %c_5 = stablehlo.constant dense<[[4], [3], [1], [1]]> : tensor<4x1xi32>
      %c_6 = stablehlo.constant dense<3> : tensor<4x1xi32>
      %c_7 = stablehlo.constant dense<0> : tensor<4x1xi32>
      %7 = stablehlo.compare GE, %c_5, %c_7, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
      %8 = stablehlo.compare LE, %c_5, %c_6, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
      %9 = stablehlo.and %7, %8 : tensor<4x1xi1>
      %c_8 = stablehlo.constant dense<true> : tensor<i1>
      %10 = stablehlo.reduce(%3 init: %c_8) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xi1>) -> tensor<4x1xi1>
      %c_9 = stablehlo.constant dense<4> : tensor<4x1xi32>
      %12 = stablehlo.select %11, %c_5, %c_9 : tensor<4x1xi1>, tensor<4x1xi32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %13 = stablehlo.pad %arg0, %cst, low = [0], high = [1], interior = [0] : (tensor<4xf16>, tensor<f16>) -> tensor<5xf16>
      %14 = "stablehlo.scatter"(%13, %12, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f16>, %arg5: tensor<f16>):
        %16 = stablehlo.add %arg4, %arg5 : tensor<f16>
        stablehlo.return %16 : tensor<f16>
      }) : (tensor<5xf16>, tensor<4x1xi32>, tensor<4xf16>) -> tensor<5xf16>
      %15 = stablehlo.slice %14 [0:4] : (tensor<5xf16>) -> tensor<4xf16>
      stablehlo.return %15 : tensor<4xf16>
    }) : (tensor<i32>) -> tensor<4xf16>
    %c_2 = stablehlo.constant dense<true> : tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.optimization_barrier %c_4 : tensor<i1>
    %6:4 = stablehlo.while(%iterArg = %c_3, %iterArg_5 = %arg3, %iterArg_6 = %c_2, %iterArg_7 = %arg0) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf16>
    cond {
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_8 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %8 = stablehlo.and %7, %iterArg_6 : tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %7 = stablehlo.slice %4 [2:3] : (tensor<4xf16>) -> tensor<1xf16>
      %8 = stablehlo.reshape %7 : (tensor<1xf16>) -> tensor<f16>
      %cst = stablehlo.constant dense<-1.000000e+02> : tensor<f16>
      %cst_8 = stablehlo.constant dense<1.000000e+02> : tensor<f16>
      %9 = stablehlo.clamp %cst, %8, %cst_8 : tensor<f16>
      %cst_9 = stablehlo.constant dense<-6.550400e+04> : tensor<f16>
      %cst_10 = stablehlo.constant dense<6.550400e+04> : tensor<f16>
      %10 = stablehlo.clamp %cst_9, %9, %cst_10 : tensor<f16>
      %11 = stablehlo.convert %10 : (tensor<f16>) -> tensor<i32>
      %cst_11 = stablehlo.constant dense<0x7C00> : tensor<f16>
      %12 = stablehlo.compare GE, %9, %cst_11, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<2147483647> : tensor<i32>
      %13 = stablehlo.convert %12 : (tensor<i1>) -> tensor<i32>
      %14 = stablehlo.subtract %c_12, %11 : tensor<i32>
      %15 = stablehlo.multiply %13, %14 : tensor<i32>
      %16 = stablehlo.add %11, %15 : tensor<i32>
      %cst_13 = stablehlo.constant dense<0xFC00> : tensor<f16>
      %17 = stablehlo.compare LE, %9, %cst_13, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<-2147483648> : tensor<i32>
      %18 = stablehlo.convert %17 : (tensor<i1>) -> tensor<i32>
      %19 = stablehlo.subtract %c_14, %16 : tensor<i32>
      %20 = stablehlo.multiply %18, %19 : tensor<i32>
      %21 = stablehlo.add %16, %20 : tensor<i32>
      %22 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %23 = stablehlo.convert %22 : (tensor<i1>) -> tensor<i32>
      %24 = stablehlo.subtract %c_15, %21 : tensor<i32>
      %25 = stablehlo.multiply %23, %24 : tensor<i32>
      %26 = stablehlo.add %21, %25 : tensor<i32>
      %27 = stablehlo.dynamic_slice %4, %26, sizes = [4] : (tensor<4xf16>, tensor<i32>) -> tensor<4xf16>
      %28 = stablehlo.slice %iterArg_7 [3:4] : (tensor<4xf16>) -> tensor<1xf16>
      %29 = stablehlo.reshape %28 : (tensor<1xf16>) -> tensor<f16>
      %cst_16 = stablehlo.constant dense<-1.000000e+02> : tensor<f16>
      %cst_17 = stablehlo.constant dense<1.000000e+02> : tensor<f16>
      %30 = stablehlo.clamp %cst_16, %29, %cst_17 : tensor<f16>
      %cst_18 = stablehlo.constant dense<-6.550400e+04> : tensor<f16>
      %cst_19 = stablehlo.constant dense<6.550400e+04> : tensor<f16>
      %31 = stablehlo.clamp %cst_18, %30, %cst_19 : tensor<f16>
      %32 = stablehlo.convert %31 : (tensor<f16>) -> tensor<i32>
      %cst_20 = stablehlo.constant dense<0x7C00> : tensor<f16>
      %33 = stablehlo.compare GE, %30, %cst_20, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %c_21 = stablehlo.constant dense<2147483647> : tensor<i32>
      %34 = stablehlo.convert %33 : (tensor<i1>) -> tensor<i32>
      %35 = stablehlo.subtract %c_21, %32 : tensor<i32>
      %36 = stablehlo.multiply %34, %35 : tensor<i32>
      %37 = stablehlo.add %32, %36 : tensor<i32>
      %cst_22 = stablehlo.constant dense<0xFC00> : tensor<f16>
      %38 = stablehlo.compare LE, %30, %cst_22, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %c_23 = stablehlo.constant dense<-2147483648> : tensor<i32>
      %39 = stablehlo.convert %38 : (tensor<i1>) -> tensor<i32>
      %40 = stablehlo.subtract %c_23, %37 : tensor<i32>
      %41 = stablehlo.multiply %39, %40 : tensor<i32>
      %42 = stablehlo.add %37, %41 : tensor<i32>
      %43 = stablehlo.compare NE, %30, %30, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %44 = stablehlo.convert %43 : (tensor<i1>) -> tensor<i32>
      %45 = stablehlo.subtract %c_24, %42 : tensor<i32>
      %46 = stablehlo.multiply %44, %45 : tensor<i32>
      %47 = stablehlo.add %42, %46 : tensor<i32>
      %cst_25 = stablehlo.constant dense<-0.000000e+00> : tensor<f16>
      %48 = stablehlo.optimization_barrier %cst_25 : tensor<f16>
      %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f16>) -> tensor<4xf16>
      %50 = stablehlo.add %4, %49 : tensor<4xf16>
      %51 = stablehlo.dynamic_update_slice %50, %27, %47 : (tensor<4xf16>, tensor<4xf16>, tensor<i32>) -> tensor<4xf16>
      %c_26 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_27 = stablehlo.constant dense<12345> : tensor<i32>
      %52 = stablehlo.multiply %iterArg_5, %c_26 : tensor<i32>
      %53 = stablehlo.add %52, %c_27 : tensor<i32>
      %c_28 = stablehlo.constant dense<16> : tensor<i32>
      %c_29 = stablehlo.constant dense<7> : tensor<i32>
      %54 = stablehlo.shift_right_logical %53, %c_28 : tensor<i32>
      %55 = stablehlo.and %54, %c_29 : tensor<i32>
      %c_30 = stablehlo.constant dense<0> : tensor<i32>
      %56 = stablehlo.compare NE, %55, %c_30 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.add %iterArg, %c_31 : tensor<i32>
      %58 = stablehlo.select %5, %iterArg_6, %56 : tensor<i1>, tensor<i1>
      stablehlo.return %57, %53, %58, %51 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf16>
    }
    return %6#3 : tensor<4xf16>
  }
}
