// seed409_f86.mlir (tests/inputs/fuzz_fixed/) after the host-loop pipeline without
// hostcall-guard-loop-entries' copies for a rejection loop in a loop body, reduced (the
// threefry rounds cut down, the flag's select dropped): the canary of that rule
// (tests/test_fuzz_findings.py) compiles it with IREE 3.13 alone.  The rejection loop %14
// starts from %13 (the key) and %8 (the shifted carry), computed in one execution region;
// IREE packs them into one buffer and its VM's branch into the loop passes that buffer in
// two block arguments, keeping it in place for one and moving it out for the other:
// "indirect buffer reference slot 0 is out range of the declared binding capacity" in
// hal.command_buffer.copy_buffer.  The hazard depends on IREE's register allocation:
// cutting the first inner loop's body further, or the outer loop's select, hides it.
module {
  func.func @main(%arg0: tensor<2x3xi8>, %arg1: tensor<2x3xi8>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xi8> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.optimization_barrier %c_0 : tensor<i1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.optimization_barrier %c_1 : tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %2 = stablehlo.optimization_barrier %c_2 : tensor<i8>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i8>) -> tensor<2x3xi8>
    %4 = stablehlo.add %arg1, %3 : tensor<2x3xi8>
    %5:3 = stablehlo.while(%iterArg = %c, %iterArg_3 = %arg1, %iterArg_4 = %4) : tensor<i32>, tensor<2x3xi8>, tensor<2x3xi8>
    cond {
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<7> : tensor<2x3xi8>
      %7 = stablehlo.and %arg0, %c_5 : tensor<2x3xi8>
      %8 = stablehlo.shift_right_arithmetic %iterArg_4, %7 : tensor<2x3xi8>
      %9 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
      %10 = stablehlo.reshape %9 : (tensor<ui32>) -> tensor<1xui32>
      %11 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
      %12 = stablehlo.reshape %11 : (tensor<ui32>) -> tensor<1xui32>
      %13 = stablehlo.concatenate %10, %12, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<false> : tensor<i1>
      %14:4 = stablehlo.while(%iterArg_9 = %c_6, %iterArg_10 = %13, %iterArg_11 = %c_7, %iterArg_12 = %8) : tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<2x3xi8>
      cond {
        %18 = stablehlo.not %iterArg_11 : tensor<i1>
        %c_13 = stablehlo.constant dense<1> : tensor<i32>
        %19 = stablehlo.compare LT, %iterArg_9, %c_13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %20 = stablehlo.and %19, %18 : tensor<i1>
        stablehlo.return %20 : tensor<i1>
      } do {
        %18 = stablehlo.iota dim = 0 : tensor<4xui32>
        %19 = stablehlo.slice %iterArg_10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
        %20 = stablehlo.reshape %19 : (tensor<1xui32>) -> tensor<ui32>
        %21 = stablehlo.slice %iterArg_10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
        %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
        %23 = stablehlo.slice %18 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
        %24 = stablehlo.slice %18 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
        %25 = stablehlo.xor %20, %22 : tensor<ui32>
        %c_13 = stablehlo.constant dense<466688986> : tensor<ui32>
        %26 = stablehlo.xor %25, %c_13 : tensor<ui32>
        %27 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %28 = stablehlo.add %23, %27 : tensor<2xui32>
        %29 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %30 = stablehlo.add %24, %29 : tensor<2xui32>
        %c_14 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
        %c_15 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
        %c_16 = stablehlo.constant dense<0> : tensor<i32>
        %31 = stablehlo.reshape %22 : (tensor<ui32>) -> tensor<1xui32>
        %32 = stablehlo.reshape %26 : (tensor<ui32>) -> tensor<1xui32>
        %33 = stablehlo.reshape %20 : (tensor<ui32>) -> tensor<1xui32>
        %34 = stablehlo.concatenate %31, %32, %33, dim = 0 : (tensor<1xui32>, tensor<1xui32>, tensor<1xui32>) -> tensor<3xui32>
        %35:3 = stablehlo.while(%iterArg_33 = %c_16, %iterArg_34 = %28, %iterArg_35 = %30) : tensor<i32>, tensor<2xui32>, tensor<2xui32>
        cond {
          %c_39 = stablehlo.constant dense<5> : tensor<i32>
          %78 = stablehlo.compare LT, %iterArg_33, %c_39 : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %78 : tensor<i1>
        } do {
          %b1 = stablehlo.add %iterArg_34, %iterArg_35 : tensor<2xui32>
          %b2 = stablehlo.xor %iterArg_35, %b1 : tensor<2xui32>
          %bc = stablehlo.constant dense<1> : tensor<i32>
          %bn = stablehlo.add %iterArg_33, %bc : tensor<i32>
          stablehlo.return %bn, %b1, %b2 : tensor<i32>, tensor<2xui32>, tensor<2xui32>
        }
        %36 = stablehlo.concatenate %35#1, %35#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
        %37 = stablehlo.slice %36 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
        %38 = stablehlo.slice %36 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
        %39 = stablehlo.iota dim = 0 : tensor<6xui32>
        %40 = stablehlo.slice %38 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
        %41 = stablehlo.reshape %40 : (tensor<1xui32>) -> tensor<ui32>
        %42 = stablehlo.slice %38 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
        %43 = stablehlo.reshape %42 : (tensor<1xui32>) -> tensor<ui32>
        %44 = stablehlo.slice %39 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
        %45 = stablehlo.slice %39 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
        %46 = stablehlo.xor %41, %43 : tensor<ui32>
        %c_17 = stablehlo.constant dense<466688986> : tensor<ui32>
        %47 = stablehlo.xor %46, %c_17 : tensor<ui32>
        %48 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %49 = stablehlo.add %44, %48 : tensor<3xui32>
        %50 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %51 = stablehlo.add %45, %50 : tensor<3xui32>
        %c_18 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
        %c_19 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
        %c_20 = stablehlo.constant dense<0> : tensor<i32>
        %52 = stablehlo.reshape %43 : (tensor<ui32>) -> tensor<1xui32>
        %53 = stablehlo.reshape %47 : (tensor<ui32>) -> tensor<1xui32>
        %54 = stablehlo.reshape %41 : (tensor<ui32>) -> tensor<1xui32>
        %55 = stablehlo.concatenate %52, %53, %54, dim = 0 : (tensor<1xui32>, tensor<1xui32>, tensor<1xui32>) -> tensor<3xui32>
        %56:6 = stablehlo.while(%iterArg_33 = %c_20, %iterArg_34 = %49, %iterArg_35 = %51, %iterArg_36 = %c_18, %iterArg_37 = %c_19, %iterArg_38 = %55) : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>, tensor<3xui32> attributes {hostcall.trip_count = 5 : i64}
        cond {
          %c_39 = stablehlo.constant dense<5> : tensor<i32>
          %78 = stablehlo.compare LT, %iterArg_33, %c_39 : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %78 : tensor<i1>
        } do {
          %78 = stablehlo.slice %iterArg_38 [0:1] : (tensor<3xui32>) -> tensor<1xui32>
          %79 = stablehlo.reshape %78 : (tensor<1xui32>) -> tensor<ui32>
          %80 = stablehlo.slice %iterArg_38 [1:2] : (tensor<3xui32>) -> tensor<1xui32>
          %81 = stablehlo.reshape %80 : (tensor<1xui32>) -> tensor<ui32>
          %82 = stablehlo.slice %iterArg_36 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
          %83 = stablehlo.reshape %82 : (tensor<1xi32>) -> tensor<i32>
          %84 = stablehlo.add %iterArg_34, %iterArg_35 : tensor<3xui32>
          %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<3xi32>
          %86 = stablehlo.bitcast_convert %85 : (tensor<3xi32>) -> tensor<3xui32>
          %c_39 = stablehlo.constant dense<32> : tensor<i32>
          %87 = stablehlo.subtract %c_39, %83 : tensor<i32>
          %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<3xi32>
          %89 = stablehlo.bitcast_convert %88 : (tensor<3xi32>) -> tensor<3xui32>
          %90 = stablehlo.shift_left %iterArg_35, %86 : tensor<3xui32>
          %91 = stablehlo.shift_right_logical %iterArg_35, %89 : tensor<3xui32>
          %92 = stablehlo.or %90, %91 : tensor<3xui32>
          %93 = stablehlo.xor %84, %92 : tensor<3xui32>
          %96 = stablehlo.add %84, %93 : tensor<3xui32>
          %c_43 = stablehlo.constant dense<1> : tensor<i32>
          %130 = stablehlo.add %iterArg_33, %c_43 : tensor<i32>
          %137 = stablehlo.slice %iterArg_38 [1:2] : (tensor<3xui32>) -> tensor<1xui32>
          %138 = stablehlo.slice %iterArg_38 [2:3] : (tensor<3xui32>) -> tensor<1xui32>
          %139 = stablehlo.slice %iterArg_38 [0:1] : (tensor<3xui32>) -> tensor<1xui32>
          %140 = stablehlo.concatenate %137, %138, %139, dim = 0 : (tensor<1xui32>, tensor<1xui32>, tensor<1xui32>) -> tensor<3xui32>
          stablehlo.return %130, %96, %93, %iterArg_37, %iterArg_36, %140 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>, tensor<3xui32>
        }
        %57 = stablehlo.concatenate %56#1, %56#2, dim = 0 : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
        %r57 = stablehlo.reshape %57 : (tensor<6xui32>) -> tensor<2x3xui32>
        %74 = stablehlo.convert %r57 : (tensor<2x3xui32>) -> tensor<2x3xi8>
        %s57 = stablehlo.slice %57 [0:1] : (tensor<6xui32>) -> tensor<1xui32>
        %t57 = stablehlo.reshape %s57 : (tensor<1xui32>) -> tensor<ui32>
        %h57 = stablehlo.constant dense<2147483648> : tensor<ui32>
        %65 = stablehlo.compare LT, %t57, %h57 : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
        %75 = stablehlo.minimum %iterArg_12, %74 : tensor<2x3xi8>
        %c_32 = stablehlo.constant dense<1> : tensor<i32>
        %76 = stablehlo.add %iterArg_9, %c_32 : tensor<i32>
        %77 = stablehlo.select %1, %iterArg_11, %65 : tensor<i1>, tensor<i1>
        stablehlo.return %76, %37, %65, %75 : tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<2x3xi8>
      }
      %15 = stablehlo.optimization_barrier %8 : tensor<2x3xi8>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg, %c_8 : tensor<i32>
      %17 = stablehlo.select %0, %iterArg_3, %15 : tensor<i1>, tensor<2x3xi8>
      stablehlo.return %16, %17, %14#3 : tensor<i32>, tensor<2x3xi8>, tensor<2x3xi8>
    }
    return %5#1 : tensor<2x3xi8>
  }
}
