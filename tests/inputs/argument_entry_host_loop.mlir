// bernoulli_loop of tests/test_rejection_loops.py (PRNGKey(6)) as jit's pipeline left it
// without hostcall-guard-loop-entries when its rejection loop stayed a host loop holding
// two threefry loop kernels (before the scalarized form held boolean carries): IREE 3.13's
// VM passes one packed buffer in two block arguments out of the loop ("ref is null").
module {
  func.func @main(%arg0: tensor<3xi1>, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<3xi1>, tensor<2xui32>, tensor<i32>) {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.optimization_barrier %c : tensor<i1>
    %1:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %arg2) : tensor<3xi1>, tensor<2xui32>, tensor<i32>
    cond {
      %c_2 = stablehlo.constant dense<false> : tensor<i1>
      %2 = stablehlo.reduce(%iterArg init: %c_2) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      %3 = stablehlo.not %2 : tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %2 = stablehlo.slice %iterArg_0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
      %4 = stablehlo.slice %iterArg_0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
      %6 = stablehlo.iota dim = 0 : tensor<2xui32>
      %7 = stablehlo.reshape %6 : (tensor<2xui32>) -> tensor<2xui32>
      %8 = stablehlo.xor %3, %5 : tensor<ui32>
      %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
      %9 = stablehlo.xor %8, %c_2 : tensor<ui32>
      %10 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %c_3 = stablehlo.constant dense<0> : tensor<2xui32>
      %11 = stablehlo.add %c_3, %10 : tensor<2xui32>
      %12 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %13 = stablehlo.add %7, %12 : tensor<2xui32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c_5 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_6 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %14 = stablehlo.bitcast_convert %11 : (tensor<2xui32>) -> tensor<2xi32>
      %15 = stablehlo.bitcast_convert %13 : (tensor<2xui32>) -> tensor<2xi32>
      %16 = stablehlo.bitcast_convert %5 : (tensor<ui32>) -> tensor<i32>
      %17 = stablehlo.bitcast_convert %9 : (tensor<ui32>) -> tensor<i32>
      %18 = stablehlo.bitcast_convert %3 : (tensor<ui32>) -> tensor<i32>
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c31_i32 = arith.constant 31 : i32
      %c32_i32 = arith.constant 32 : i32
      %c5_i32 = arith.constant 5 : i32
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %19:8 = flow.dispatch.region -> (tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>) attributes {hostcall.loop_kernel = "scalarized"} {
        %extracted = tensor.extract %c_4[] : tensor<i32>
        %extracted_28 = tensor.extract %14[%c0] : tensor<2xi32>
        %extracted_29 = tensor.extract %14[%c1] : tensor<2xi32>
        %extracted_30 = tensor.extract %15[%c0] : tensor<2xi32>
        %extracted_31 = tensor.extract %15[%c1] : tensor<2xi32>
        %extracted_32 = tensor.extract %16[] : tensor<i32>
        %extracted_33 = tensor.extract %17[] : tensor<i32>
        %extracted_34 = tensor.extract %18[] : tensor<i32>
        %extracted_35 = tensor.extract %c_5[%c0] : tensor<4xi32>
        %extracted_36 = tensor.extract %c_5[%c1] : tensor<4xi32>
        %extracted_37 = tensor.extract %c_5[%c2] : tensor<4xi32>
        %extracted_38 = tensor.extract %c_5[%c3] : tensor<4xi32>
        %extracted_39 = tensor.extract %c_6[%c0] : tensor<4xi32>
        %extracted_40 = tensor.extract %c_6[%c1] : tensor<4xi32>
        %extracted_41 = tensor.extract %c_6[%c2] : tensor<4xi32>
        %extracted_42 = tensor.extract %c_6[%c3] : tensor<4xi32>
        %66:16 = scf.while (%arg3 = %extracted, %arg4 = %extracted_28, %arg5 = %extracted_29, %arg6 = %extracted_30, %arg7 = %extracted_31, %arg8 = %extracted_32, %arg9 = %extracted_33, %arg10 = %extracted_34, %arg11 = %extracted_35, %arg12 = %extracted_36, %arg13 = %extracted_37, %arg14 = %extracted_38, %arg15 = %extracted_39, %arg16 = %extracted_40, %arg17 = %extracted_41, %arg18 = %extracted_42) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          %67 = arith.cmpi slt, %arg3, %c5_i32 : i32
          scf.condition(%67) %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32):
          %67 = arith.addi %arg4, %arg6 : i32
          %68 = arith.addi %arg5, %arg7 : i32
          %69 = arith.subi %c32_i32, %arg11 : i32
          %70 = arith.cmpi ugt, %arg11, %c31_i32 : i32
          %71 = arith.shli %arg6, %arg11 : i32
          %72 = arith.select %70, %c0_i32, %71 : i32
          %73 = arith.shli %arg7, %arg11 : i32
          %74 = arith.select %70, %c0_i32, %73 : i32
          %75 = arith.cmpi ugt, %69, %c31_i32 : i32
          %76 = arith.shrui %arg6, %69 : i32
          %77 = arith.select %75, %c0_i32, %76 : i32
          %78 = arith.shrui %arg7, %69 : i32
          %79 = arith.select %75, %c0_i32, %78 : i32
          %80 = arith.ori %72, %77 : i32
          %81 = arith.ori %74, %79 : i32
          %82 = arith.xori %67, %80 : i32
          %83 = arith.xori %68, %81 : i32
          %84 = arith.addi %67, %82 : i32
          %85 = arith.addi %68, %83 : i32
          %86 = arith.subi %c32_i32, %arg12 : i32
          %87 = arith.cmpi ugt, %arg12, %c31_i32 : i32
          %88 = arith.shli %82, %arg12 : i32
          %89 = arith.select %87, %c0_i32, %88 : i32
          %90 = arith.shli %83, %arg12 : i32
          %91 = arith.select %87, %c0_i32, %90 : i32
          %92 = arith.cmpi ugt, %86, %c31_i32 : i32
          %93 = arith.shrui %82, %86 : i32
          %94 = arith.select %92, %c0_i32, %93 : i32
          %95 = arith.shrui %83, %86 : i32
          %96 = arith.select %92, %c0_i32, %95 : i32
          %97 = arith.ori %89, %94 : i32
          %98 = arith.ori %91, %96 : i32
          %99 = arith.xori %84, %97 : i32
          %100 = arith.xori %85, %98 : i32
          %101 = arith.addi %84, %99 : i32
          %102 = arith.addi %85, %100 : i32
          %103 = arith.subi %c32_i32, %arg13 : i32
          %104 = arith.cmpi ugt, %arg13, %c31_i32 : i32
          %105 = arith.shli %99, %arg13 : i32
          %106 = arith.select %104, %c0_i32, %105 : i32
          %107 = arith.shli %100, %arg13 : i32
          %108 = arith.select %104, %c0_i32, %107 : i32
          %109 = arith.cmpi ugt, %103, %c31_i32 : i32
          %110 = arith.shrui %99, %103 : i32
          %111 = arith.select %109, %c0_i32, %110 : i32
          %112 = arith.shrui %100, %103 : i32
          %113 = arith.select %109, %c0_i32, %112 : i32
          %114 = arith.ori %106, %111 : i32
          %115 = arith.ori %108, %113 : i32
          %116 = arith.xori %101, %114 : i32
          %117 = arith.xori %102, %115 : i32
          %118 = arith.addi %101, %116 : i32
          %119 = arith.addi %102, %117 : i32
          %120 = arith.subi %c32_i32, %arg14 : i32
          %121 = arith.cmpi ugt, %arg14, %c31_i32 : i32
          %122 = arith.shli %116, %arg14 : i32
          %123 = arith.select %121, %c0_i32, %122 : i32
          %124 = arith.shli %117, %arg14 : i32
          %125 = arith.select %121, %c0_i32, %124 : i32
          %126 = arith.cmpi ugt, %120, %c31_i32 : i32
          %127 = arith.shrui %116, %120 : i32
          %128 = arith.select %126, %c0_i32, %127 : i32
          %129 = arith.shrui %117, %120 : i32
          %130 = arith.select %126, %c0_i32, %129 : i32
          %131 = arith.ori %123, %128 : i32
          %132 = arith.ori %125, %130 : i32
          %133 = arith.xori %118, %131 : i32
          %134 = arith.xori %119, %132 : i32
          %135 = arith.addi %arg3, %c1_i32 : i32
          %136 = arith.addi %118, %arg8 : i32
          %137 = arith.addi %119, %arg8 : i32
          %138 = arith.addi %133, %arg9 : i32
          %139 = arith.addi %134, %arg9 : i32
          %140 = arith.addi %138, %135 : i32
          %141 = arith.addi %139, %135 : i32
          scf.yield %135, %136, %137, %140, %141, %arg9, %arg10, %arg8, %arg15, %arg16, %arg17, %arg18, %arg11, %arg12, %arg13, %arg14 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        }
        %from_elements = tensor.from_elements %66#0 : tensor<i32>
        %from_elements_43 = tensor.from_elements %66#1, %66#2 : tensor<2xi32>
        %from_elements_44 = tensor.from_elements %66#3, %66#4 : tensor<2xi32>
        %from_elements_45 = tensor.from_elements %66#5 : tensor<i32>
        %from_elements_46 = tensor.from_elements %66#6 : tensor<i32>
        %from_elements_47 = tensor.from_elements %66#7 : tensor<i32>
        %from_elements_48 = tensor.from_elements %66#8, %66#9, %66#10, %66#11 : tensor<4xi32>
        %from_elements_49 = tensor.from_elements %66#12, %66#13, %66#14, %66#15 : tensor<4xi32>
        flow.return %from_elements, %from_elements_43, %from_elements_44, %from_elements_45, %from_elements_46, %from_elements_47, %from_elements_48, %from_elements_49 : tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>
      }
      %20 = stablehlo.bitcast_convert %19#1 : (tensor<2xi32>) -> tensor<2xui32>
      %21 = stablehlo.bitcast_convert %19#2 : (tensor<2xi32>) -> tensor<2xui32>
      %22 = stablehlo.bitcast_convert %19#3 : (tensor<i32>) -> tensor<ui32>
      %23 = stablehlo.bitcast_convert %19#4 : (tensor<i32>) -> tensor<ui32>
      %24 = stablehlo.bitcast_convert %19#5 : (tensor<i32>) -> tensor<ui32>
      %25 = stablehlo.reshape %20 : (tensor<2xui32>) -> tensor<2x1xui32>
      %26 = stablehlo.reshape %21 : (tensor<2xui32>) -> tensor<2x1xui32>
      %27 = stablehlo.concatenate %25, %26, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
      %28 = stablehlo.slice %27 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %29 = stablehlo.reshape %28 : (tensor<1x2xui32>) -> tensor<2xui32>
      %30 = stablehlo.slice %27 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %31 = stablehlo.reshape %30 : (tensor<1x2xui32>) -> tensor<2xui32>
      %32 = stablehlo.slice %31 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %33 = stablehlo.reshape %32 : (tensor<1xui32>) -> tensor<ui32>
      %34 = stablehlo.slice %31 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %35 = stablehlo.reshape %34 : (tensor<1xui32>) -> tensor<ui32>
      %36 = stablehlo.iota dim = 0 : tensor<3xui32>
      %37 = stablehlo.reshape %36 : (tensor<3xui32>) -> tensor<3xui32>
      %38 = stablehlo.xor %33, %35 : tensor<ui32>
      %c_7 = stablehlo.constant dense<466688986> : tensor<ui32>
      %39 = stablehlo.xor %38, %c_7 : tensor<ui32>
      %40 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %c_8 = stablehlo.constant dense<0> : tensor<3xui32>
      %41 = stablehlo.add %c_8, %40 : tensor<3xui32>
      %42 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %43 = stablehlo.add %37, %42 : tensor<3xui32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %c_10 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_11 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %44 = stablehlo.bitcast_convert %41 : (tensor<3xui32>) -> tensor<3xi32>
      %45 = stablehlo.bitcast_convert %43 : (tensor<3xui32>) -> tensor<3xi32>
      %46 = stablehlo.bitcast_convert %35 : (tensor<ui32>) -> tensor<i32>
      %47 = stablehlo.bitcast_convert %39 : (tensor<ui32>) -> tensor<i32>
      %48 = stablehlo.bitcast_convert %33 : (tensor<ui32>) -> tensor<i32>
      %c1_i32_12 = arith.constant 1 : i32
      %c0_i32_13 = arith.constant 0 : i32
      %c31_i32_14 = arith.constant 31 : i32
      %c32_i32_15 = arith.constant 32 : i32
      %c5_i32_16 = arith.constant 5 : i32
      %c3_17 = arith.constant 3 : index
      %c2_18 = arith.constant 2 : index
      %c1_19 = arith.constant 1 : index
      %c0_20 = arith.constant 0 : index
      %49:8 = flow.dispatch.region -> (tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>) attributes {hostcall.loop_kernel = "scalarized"} {
        %extracted = tensor.extract %c_9[] : tensor<i32>
        %extracted_28 = tensor.extract %44[%c0_20] : tensor<3xi32>
        %extracted_29 = tensor.extract %44[%c1_19] : tensor<3xi32>
        %extracted_30 = tensor.extract %44[%c2_18] : tensor<3xi32>
        %extracted_31 = tensor.extract %45[%c0_20] : tensor<3xi32>
        %extracted_32 = tensor.extract %45[%c1_19] : tensor<3xi32>
        %extracted_33 = tensor.extract %45[%c2_18] : tensor<3xi32>
        %extracted_34 = tensor.extract %46[] : tensor<i32>
        %extracted_35 = tensor.extract %47[] : tensor<i32>
        %extracted_36 = tensor.extract %48[] : tensor<i32>
        %extracted_37 = tensor.extract %c_10[%c0_20] : tensor<4xi32>
        %extracted_38 = tensor.extract %c_10[%c1_19] : tensor<4xi32>
        %extracted_39 = tensor.extract %c_10[%c2_18] : tensor<4xi32>
        %extracted_40 = tensor.extract %c_10[%c3_17] : tensor<4xi32>
        %extracted_41 = tensor.extract %c_11[%c0_20] : tensor<4xi32>
        %extracted_42 = tensor.extract %c_11[%c1_19] : tensor<4xi32>
        %extracted_43 = tensor.extract %c_11[%c2_18] : tensor<4xi32>
        %extracted_44 = tensor.extract %c_11[%c3_17] : tensor<4xi32>
        %66:18 = scf.while (%arg3 = %extracted, %arg4 = %extracted_28, %arg5 = %extracted_29, %arg6 = %extracted_30, %arg7 = %extracted_31, %arg8 = %extracted_32, %arg9 = %extracted_33, %arg10 = %extracted_34, %arg11 = %extracted_35, %arg12 = %extracted_36, %arg13 = %extracted_37, %arg14 = %extracted_38, %arg15 = %extracted_39, %arg16 = %extracted_40, %arg17 = %extracted_41, %arg18 = %extracted_42, %arg19 = %extracted_43, %arg20 = %extracted_44) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
          %67 = arith.cmpi slt, %arg3, %c5_i32_16 : i32
          scf.condition(%67) %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        } do {
        ^bb0(%arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32):
          %67 = arith.addi %arg4, %arg7 : i32
          %68 = arith.addi %arg5, %arg8 : i32
          %69 = arith.addi %arg6, %arg9 : i32
          %70 = arith.subi %c32_i32_15, %arg13 : i32
          %71 = arith.cmpi ugt, %arg13, %c31_i32_14 : i32
          %72 = arith.shli %arg7, %arg13 : i32
          %73 = arith.select %71, %c0_i32_13, %72 : i32
          %74 = arith.shli %arg8, %arg13 : i32
          %75 = arith.select %71, %c0_i32_13, %74 : i32
          %76 = arith.shli %arg9, %arg13 : i32
          %77 = arith.select %71, %c0_i32_13, %76 : i32
          %78 = arith.cmpi ugt, %70, %c31_i32_14 : i32
          %79 = arith.shrui %arg7, %70 : i32
          %80 = arith.select %78, %c0_i32_13, %79 : i32
          %81 = arith.shrui %arg8, %70 : i32
          %82 = arith.select %78, %c0_i32_13, %81 : i32
          %83 = arith.shrui %arg9, %70 : i32
          %84 = arith.select %78, %c0_i32_13, %83 : i32
          %85 = arith.ori %73, %80 : i32
          %86 = arith.ori %75, %82 : i32
          %87 = arith.ori %77, %84 : i32
          %88 = arith.xori %67, %85 : i32
          %89 = arith.xori %68, %86 : i32
          %90 = arith.xori %69, %87 : i32
          %91 = arith.addi %67, %88 : i32
          %92 = arith.addi %68, %89 : i32
          %93 = arith.addi %69, %90 : i32
          %94 = arith.subi %c32_i32_15, %arg14 : i32
          %95 = arith.cmpi ugt, %arg14, %c31_i32_14 : i32
          %96 = arith.shli %88, %arg14 : i32
          %97 = arith.select %95, %c0_i32_13, %96 : i32
          %98 = arith.shli %89, %arg14 : i32
          %99 = arith.select %95, %c0_i32_13, %98 : i32
          %100 = arith.shli %90, %arg14 : i32
          %101 = arith.select %95, %c0_i32_13, %100 : i32
          %102 = arith.cmpi ugt, %94, %c31_i32_14 : i32
          %103 = arith.shrui %88, %94 : i32
          %104 = arith.select %102, %c0_i32_13, %103 : i32
          %105 = arith.shrui %89, %94 : i32
          %106 = arith.select %102, %c0_i32_13, %105 : i32
          %107 = arith.shrui %90, %94 : i32
          %108 = arith.select %102, %c0_i32_13, %107 : i32
          %109 = arith.ori %97, %104 : i32
          %110 = arith.ori %99, %106 : i32
          %111 = arith.ori %101, %108 : i32
          %112 = arith.xori %91, %109 : i32
          %113 = arith.xori %92, %110 : i32
          %114 = arith.xori %93, %111 : i32
          %115 = arith.addi %91, %112 : i32
          %116 = arith.addi %92, %113 : i32
          %117 = arith.addi %93, %114 : i32
          %118 = arith.subi %c32_i32_15, %arg15 : i32
          %119 = arith.cmpi ugt, %arg15, %c31_i32_14 : i32
          %120 = arith.shli %112, %arg15 : i32
          %121 = arith.select %119, %c0_i32_13, %120 : i32
          %122 = arith.shli %113, %arg15 : i32
          %123 = arith.select %119, %c0_i32_13, %122 : i32
          %124 = arith.shli %114, %arg15 : i32
          %125 = arith.select %119, %c0_i32_13, %124 : i32
          %126 = arith.cmpi ugt, %118, %c31_i32_14 : i32
          %127 = arith.shrui %112, %118 : i32
          %128 = arith.select %126, %c0_i32_13, %127 : i32
          %129 = arith.shrui %113, %118 : i32
          %130 = arith.select %126, %c0_i32_13, %129 : i32
          %131 = arith.shrui %114, %118 : i32
          %132 = arith.select %126, %c0_i32_13, %131 : i32
          %133 = arith.ori %121, %128 : i32
          %134 = arith.ori %123, %130 : i32
          %135 = arith.ori %125, %132 : i32
          %136 = arith.xori %115, %133 : i32
          %137 = arith.xori %116, %134 : i32
          %138 = arith.xori %117, %135 : i32
          %139 = arith.addi %115, %136 : i32
          %140 = arith.addi %116, %137 : i32
          %141 = arith.addi %117, %138 : i32
          %142 = arith.subi %c32_i32_15, %arg16 : i32
          %143 = arith.cmpi ugt, %arg16, %c31_i32_14 : i32
          %144 = arith.shli %136, %arg16 : i32
          %145 = arith.select %143, %c0_i32_13, %144 : i32
          %146 = arith.shli %137, %arg16 : i32
          %147 = arith.select %143, %c0_i32_13, %146 : i32
          %148 = arith.shli %138, %arg16 : i32
          %149 = arith.select %143, %c0_i32_13, %148 : i32
          %150 = arith.cmpi ugt, %142, %c31_i32_14 : i32
          %151 = arith.shrui %136, %142 : i32
          %152 = arith.select %150, %c0_i32_13, %151 : i32
          %153 = arith.shrui %137, %142 : i32
          %154 = arith.select %150, %c0_i32_13, %153 : i32
          %155 = arith.shrui %138, %142 : i32
          %156 = arith.select %150, %c0_i32_13, %155 : i32
          %157 = arith.ori %145, %152 : i32
          %158 = arith.ori %147, %154 : i32
          %159 = arith.ori %149, %156 : i32
          %160 = arith.xori %139, %157 : i32
          %161 = arith.xori %140, %158 : i32
          %162 = arith.xori %141, %159 : i32
          %163 = arith.addi %arg3, %c1_i32_12 : i32
          %164 = arith.addi %139, %arg10 : i32
          %165 = arith.addi %140, %arg10 : i32
          %166 = arith.addi %141, %arg10 : i32
          %167 = arith.addi %160, %arg11 : i32
          %168 = arith.addi %161, %arg11 : i32
          %169 = arith.addi %162, %arg11 : i32
          %170 = arith.addi %167, %163 : i32
          %171 = arith.addi %168, %163 : i32
          %172 = arith.addi %169, %163 : i32
          scf.yield %163, %164, %165, %166, %170, %171, %172, %arg11, %arg12, %arg10, %arg17, %arg18, %arg19, %arg20, %arg13, %arg14, %arg15, %arg16 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
        }
        %from_elements = tensor.from_elements %66#0 : tensor<i32>
        %from_elements_45 = tensor.from_elements %66#1, %66#2, %66#3 : tensor<3xi32>
        %from_elements_46 = tensor.from_elements %66#4, %66#5, %66#6 : tensor<3xi32>
        %from_elements_47 = tensor.from_elements %66#7 : tensor<i32>
        %from_elements_48 = tensor.from_elements %66#8 : tensor<i32>
        %from_elements_49 = tensor.from_elements %66#9 : tensor<i32>
        %from_elements_50 = tensor.from_elements %66#10, %66#11, %66#12, %66#13 : tensor<4xi32>
        %from_elements_51 = tensor.from_elements %66#14, %66#15, %66#16, %66#17 : tensor<4xi32>
        flow.return %from_elements, %from_elements_45, %from_elements_46, %from_elements_47, %from_elements_48, %from_elements_49, %from_elements_50, %from_elements_51 : tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>
      }
      %50 = stablehlo.bitcast_convert %49#1 : (tensor<3xi32>) -> tensor<3xui32>
      %51 = stablehlo.bitcast_convert %49#2 : (tensor<3xi32>) -> tensor<3xui32>
      %52 = stablehlo.bitcast_convert %49#3 : (tensor<i32>) -> tensor<ui32>
      %53 = stablehlo.bitcast_convert %49#4 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.bitcast_convert %49#5 : (tensor<i32>) -> tensor<ui32>
      %55 = stablehlo.xor %50, %51 : tensor<3xui32>
      %c_21 = stablehlo.constant dense<9> : tensor<3xui32>
      %56 = stablehlo.shift_right_logical %55, %c_21 : tensor<3xui32>
      %c_22 = stablehlo.constant dense<1065353216> : tensor<3xui32>
      %57 = stablehlo.or %56, %c_22 : tensor<3xui32>
      %58 = stablehlo.bitcast_convert %57 : (tensor<3xui32>) -> tensor<3xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3xf32>
      %59 = stablehlo.subtract %58, %cst : tensor<3xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<3xf32>
      %60 = stablehlo.multiply %59, %cst_23 : tensor<3xf32>
      %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
      %61 = stablehlo.add %60, %cst_24 : tensor<3xf32>
      %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
      %62 = stablehlo.maximum %cst_25, %61 : tensor<3xf32>
      %cst_26 = stablehlo.constant dense<2.000000e-01> : tensor<3xf32>
      %63 = stablehlo.compare LT, %62, %cst_26, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %64 = stablehlo.add %iterArg_1, %c_27 : tensor<i32>
      %65 = stablehlo.select %0, %iterArg, %63 : tensor<i1>, tensor<3xi1>
      stablehlo.return %65, %29, %64 : tensor<3xi1>, tensor<2xui32>, tensor<i32>
    }
    return %1#0, %1#1, %1#2 : tensor<3xi1>, tensor<2xui32>, tensor<i32>
  }
}
