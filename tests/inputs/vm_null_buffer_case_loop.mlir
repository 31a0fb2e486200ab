// seed406_f256_j0.mlir after jit's pipeline without hostcall-guard-loop-entries (IREE 3.13
// at the time): the canary of that pass's rule for host loops in case branches compiles
// it with none of hostcall's passes and expects IREE's null-buffer copy at run time.
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @f256(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xf64> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
      %7 = "stablehlo.case"(%6) ({
        %8 = stablehlo.multiply %arg0, %arg1 : tensor<2x3xf64>
        stablehlo.return %8 : tensor<2x3xf64>
      }, {
        %c_6 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
        %8 = "stablehlo.gather"(%arg1, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
        stablehlo.return %8 : tensor<2x3xf64>
      }) : (tensor<i32>) -> tensor<2x3xf64>
      stablehlo.return %7 : tensor<2x3xf64>
    }, {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
      %6 = stablehlo.multiply %arg1, %arg1 : tensor<2x3xf64>
      %7 = stablehlo.add %6, %cst : tensor<2x3xf64>
      %8 = stablehlo.divide %arg0, %7 : tensor<2x3xf64>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %9:2 = flow.dispatch.region -> (tensor<i32>, tensor<2x3xf64>) attributes {hostcall.loop_kernel = "scalarized"} {
        %10 = tensor.empty() : tensor<2x3xf64>
        %11 = scf.for %arg4 = %c0 to %c2 step %c1 iter_args(%arg5 = %10) -> (tensor<2x3xf64>) {
          %13 = scf.for %arg6 = %c0 to %c3 step %c1 iter_args(%arg7 = %arg5) -> (tensor<2x3xf64>) {
            %extracted_5 = tensor.extract %8[%arg4, %arg6] : tensor<2x3xf64>
            %inserted = tensor.insert %extracted_5 into %arg7[%arg4, %arg6] : tensor<2x3xf64>
            scf.yield %inserted : tensor<2x3xf64>
          }
          scf.yield %13 : tensor<2x3xf64>
        }
        %extracted = tensor.extract %c_4[] : tensor<i32>
        %12:2 = scf.while (%arg4 = %extracted, %arg5 = %11) : (i32, tensor<2x3xf64>) -> (i32, tensor<2x3xf64>) {
          %13 = arith.cmpi slt, %arg4, %c2_i32 : i32
          scf.condition(%13) %arg4, %arg5 : i32, tensor<2x3xf64>
        } do {
        ^bb0(%arg4: i32, %arg5: tensor<2x3xf64>):
          %13 = arith.maxsi %arg4, %c0_i32 : i32
          %14 = arith.minsi %13, %c1_i32 : i32
          %15 = arith.index_cast %14 : i32 to index
          %extracted_5 = tensor.extract %0[%15, %c0] : tensor<2x3xf64>
          %extracted_6 = tensor.extract %0[%15, %c1] : tensor<2x3xf64>
          %extracted_7 = tensor.extract %0[%15, %c2] : tensor<2x3xf64>
          %extracted_8 = tensor.extract %arg5[%15, %c0] : tensor<2x3xf64>
          %extracted_9 = tensor.extract %arg5[%15, %c1] : tensor<2x3xf64>
          %extracted_10 = tensor.extract %arg5[%15, %c2] : tensor<2x3xf64>
          %16 = arith.subf %extracted_5, %extracted_8 : f64
          %17 = arith.subf %extracted_6, %extracted_9 : f64
          %18 = arith.subf %extracted_7, %extracted_10 : f64
          %19 = arith.addi %arg4, %c1_i32 : i32
          %inserted = tensor.insert %16 into %arg5[%15, %c0] : tensor<2x3xf64>
          %inserted_11 = tensor.insert %17 into %inserted[%15, %c1] : tensor<2x3xf64>
          %inserted_12 = tensor.insert %18 into %inserted_11[%15, %c2] : tensor<2x3xf64>
          scf.yield %19, %inserted_12 : i32, tensor<2x3xf64>
        }
        %from_elements = tensor.from_elements %12#0 : tensor<i32>
        flow.return %from_elements, %12#1 : tensor<i32>, tensor<2x3xf64>
      }
      stablehlo.return %9#1 : tensor<2x3xf64>
    }, {
      %6 = stablehlo.multiply %arg0, %0 : tensor<2x3xf64>
      %7 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
      %8 = stablehlo.reshape %7 : (tensor<ui32>) -> tensor<1xui32>
      %9 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
      %10 = stablehlo.reshape %9 : (tensor<ui32>) -> tensor<1xui32>
      %11 = stablehlo.concatenate %8, %10, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %c_4 = stablehlo.constant dense<0> : tensor<i64>
      %12 = stablehlo.bitcast_convert %11 : (tensor<2xui32>) -> tensor<2xi32>
      %c1_i64 = arith.constant 1 : i64
      %cst = arith.constant 1.000000e+00 : f64
      %c4607182418800017408_i64 = arith.constant 4607182418800017408 : i64
      %c12_i64 = arith.constant 12 : i64
      %c32_i64 = arith.constant 32 : i64
      %c11_i32 = arith.constant 11 : i32
      %c10_i32 = arith.constant 10 : i32
      %c9_i32 = arith.constant 9 : i32
      %c8_i32 = arith.constant 8 : i32
      %c7_i32 = arith.constant 7 : i32
      %c4_i32 = arith.constant 4 : i32
      %c3_i32 = arith.constant 3 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %c31_i32 = arith.constant 31 : i32
      %c32_i32 = arith.constant 32 : i32
      %c5_i32 = arith.constant 5 : i32
      %c24_i32 = arith.constant 24 : i32
      %c16_i32 = arith.constant 16 : i32
      %c29_i32 = arith.constant 29 : i32
      %c17_i32 = arith.constant 17 : i32
      %c6_i32 = arith.constant 6 : i32
      %c26_i32 = arith.constant 26 : i32
      %c15_i32 = arith.constant 15 : i32
      %c13_i32 = arith.constant 13 : i32
      %c466688986_i32 = arith.constant 466688986 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i64 = arith.constant 2 : i64
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %13:3 = flow.dispatch.region -> (tensor<i64>, tensor<2xi32>, tensor<2x3xf64>) attributes {hostcall.loop_kernel = "scalarized"} {
        %extracted = tensor.extract %c_4[] : tensor<i64>
        %extracted_5 = tensor.extract %12[%c0] : tensor<2xi32>
        %extracted_6 = tensor.extract %12[%c1] : tensor<2xi32>
        %extracted_7 = tensor.extract %6[%c0, %c0] : tensor<2x3xf64>
        %extracted_8 = tensor.extract %6[%c0, %c1] : tensor<2x3xf64>
        %extracted_9 = tensor.extract %6[%c0, %c2] : tensor<2x3xf64>
        %extracted_10 = tensor.extract %6[%c1, %c0] : tensor<2x3xf64>
        %extracted_11 = tensor.extract %6[%c1, %c1] : tensor<2x3xf64>
        %extracted_12 = tensor.extract %6[%c1, %c2] : tensor<2x3xf64>
        %15:7 = scf.while (%arg4 = %extracted, %arg5 = %extracted_7, %arg6 = %extracted_8, %arg7 = %extracted_9, %arg8 = %extracted_10, %arg9 = %extracted_11, %arg10 = %extracted_12) : (i64, f64, f64, f64, f64, f64, f64) -> (i64, f64, f64, f64, f64, f64, f64) {
          %16 = arith.cmpi slt, %arg4, %c2_i64 : i64
          scf.condition(%16) %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10 : i64, f64, f64, f64, f64, f64, f64
        } do {
        ^bb0(%arg4: i64, %arg5: f64, %arg6: f64, %arg7: f64, %arg8: f64, %arg9: f64, %arg10: f64):
          %16 = arith.trunci %arg4 : i64 to i32
          %17 = arith.xori %extracted_5, %extracted_6 : i32
          %18 = arith.xori %17, %c466688986_i32 : i32
          %19 = arith.addi %16, %extracted_6 : i32
          %20:14 = scf.while (%arg11 = %c0_i32, %arg12 = %extracted_5, %arg13 = %19, %arg14 = %extracted_6, %arg15 = %18, %arg16 = %extracted_5, %arg17 = %c13_i32, %arg18 = %c15_i32, %arg19 = %c26_i32, %arg20 = %c6_i32, %arg21 = %c17_i32, %arg22 = %c29_i32, %arg23 = %c16_i32, %arg24 = %c24_i32) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
            %90 = arith.cmpi slt, %arg11, %c5_i32 : i32
            scf.condition(%90) %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
          } do {
          ^bb0(%arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
            %90 = arith.addi %arg12, %arg13 : i32
            %91 = arith.subi %c32_i32, %arg17 : i32
            %92 = arith.cmpi ugt, %arg17, %c31_i32 : i32
            %93 = arith.shli %arg13, %arg17 : i32
            %94 = arith.select %92, %c0_i32, %93 : i32
            %95 = arith.cmpi ugt, %91, %c31_i32 : i32
            %96 = arith.shrui %arg13, %91 : i32
            %97 = arith.select %95, %c0_i32, %96 : i32
            %98 = arith.ori %94, %97 : i32
            %99 = arith.xori %90, %98 : i32
            %100 = arith.addi %90, %99 : i32
            %101 = arith.subi %c32_i32, %arg18 : i32
            %102 = arith.cmpi ugt, %arg18, %c31_i32 : i32
            %103 = arith.shli %99, %arg18 : i32
            %104 = arith.select %102, %c0_i32, %103 : i32
            %105 = arith.cmpi ugt, %101, %c31_i32 : i32
            %106 = arith.shrui %99, %101 : i32
            %107 = arith.select %105, %c0_i32, %106 : i32
            %108 = arith.ori %104, %107 : i32
            %109 = arith.xori %100, %108 : i32
            %110 = arith.addi %100, %109 : i32
            %111 = arith.subi %c32_i32, %arg19 : i32
            %112 = arith.cmpi ugt, %arg19, %c31_i32 : i32
            %113 = arith.shli %109, %arg19 : i32
            %114 = arith.select %112, %c0_i32, %113 : i32
            %115 = arith.cmpi ugt, %111, %c31_i32 : i32
            %116 = arith.shrui %109, %111 : i32
            %117 = arith.select %115, %c0_i32, %116 : i32
            %118 = arith.ori %114, %117 : i32
            %119 = arith.xori %110, %118 : i32
            %120 = arith.addi %110, %119 : i32
            %121 = arith.subi %c32_i32, %arg20 : i32
            %122 = arith.cmpi ugt, %arg20, %c31_i32 : i32
            %123 = arith.shli %119, %arg20 : i32
            %124 = arith.select %122, %c0_i32, %123 : i32
            %125 = arith.cmpi ugt, %121, %c31_i32 : i32
            %126 = arith.shrui %119, %121 : i32
            %127 = arith.select %125, %c0_i32, %126 : i32
            %128 = arith.ori %124, %127 : i32
            %129 = arith.xori %120, %128 : i32
            %130 = arith.addi %arg11, %c1_i32 : i32
            %131 = arith.addi %120, %arg14 : i32
            %132 = arith.addi %arg15, %130 : i32
            %133 = arith.addi %129, %132 : i32
            scf.yield %130, %131, %133, %arg15, %arg16, %arg14, %arg21, %arg22, %arg23, %arg24, %arg17, %arg18, %arg19, %arg20 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
          }
          %21 = arith.xori %20#1, %20#2 : i32
          %22 = arith.xori %21, %c466688986_i32 : i32
          %23 = arith.addi %20#1, %c1_i32 : i32
          %24 = arith.addi %20#1, %c2_i32 : i32
          %25 = arith.addi %20#1, %c3_i32 : i32
          %26 = arith.addi %20#1, %c4_i32 : i32
          %27 = arith.addi %20#1, %c5_i32 : i32
          %28 = arith.addi %20#2, %c6_i32 : i32
          %29 = arith.addi %20#2, %c7_i32 : i32
          %30 = arith.addi %20#2, %c8_i32 : i32
          %31 = arith.addi %20#2, %c9_i32 : i32
          %32 = arith.addi %20#2, %c10_i32 : i32
          %33 = arith.addi %20#2, %c11_i32 : i32
          %34:24 = scf.while (%arg11 = %c0_i32, %arg12 = %20#1, %arg13 = %23, %arg14 = %24, %arg15 = %25, %arg16 = %26, %arg17 = %27, %arg18 = %28, %arg19 = %29, %arg20 = %30, %arg21 = %31, %arg22 = %32, %arg23 = %33, %arg24 = %20#2, %arg25 = %22, %arg26 = %20#1, %arg27 = %c13_i32, %arg28 = %c15_i32, %arg29 = %c26_i32, %arg30 = %c6_i32, %arg31 = %c17_i32, %arg32 = %c29_i32, %arg33 = %c16_i32, %arg34 = %c24_i32) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
            %90 = arith.cmpi slt, %arg11, %c5_i32 : i32
            scf.condition(%90) %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
          } do {
          ^bb0(%arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32, %arg29: i32, %arg30: i32, %arg31: i32, %arg32: i32, %arg33: i32, %arg34: i32):
            %90 = arith.addi %arg12, %arg18 : i32
            %91 = arith.addi %arg13, %arg19 : i32
            %92 = arith.addi %arg14, %arg20 : i32
            %93 = arith.addi %arg15, %arg21 : i32
            %94 = arith.addi %arg16, %arg22 : i32
            %95 = arith.addi %arg17, %arg23 : i32
            %96 = arith.subi %c32_i32, %arg27 : i32
            %97 = arith.cmpi ugt, %arg27, %c31_i32 : i32
            %98 = arith.shli %arg18, %arg27 : i32
            %99 = arith.select %97, %c0_i32, %98 : i32
            %100 = arith.shli %arg19, %arg27 : i32
            %101 = arith.select %97, %c0_i32, %100 : i32
            %102 = arith.shli %arg20, %arg27 : i32
            %103 = arith.select %97, %c0_i32, %102 : i32
            %104 = arith.shli %arg21, %arg27 : i32
            %105 = arith.select %97, %c0_i32, %104 : i32
            %106 = arith.shli %arg22, %arg27 : i32
            %107 = arith.select %97, %c0_i32, %106 : i32
            %108 = arith.shli %arg23, %arg27 : i32
            %109 = arith.select %97, %c0_i32, %108 : i32
            %110 = arith.cmpi ugt, %96, %c31_i32 : i32
            %111 = arith.shrui %arg18, %96 : i32
            %112 = arith.select %110, %c0_i32, %111 : i32
            %113 = arith.shrui %arg19, %96 : i32
            %114 = arith.select %110, %c0_i32, %113 : i32
            %115 = arith.shrui %arg20, %96 : i32
            %116 = arith.select %110, %c0_i32, %115 : i32
            %117 = arith.shrui %arg21, %96 : i32
            %118 = arith.select %110, %c0_i32, %117 : i32
            %119 = arith.shrui %arg22, %96 : i32
            %120 = arith.select %110, %c0_i32, %119 : i32
            %121 = arith.shrui %arg23, %96 : i32
            %122 = arith.select %110, %c0_i32, %121 : i32
            %123 = arith.ori %99, %112 : i32
            %124 = arith.ori %101, %114 : i32
            %125 = arith.ori %103, %116 : i32
            %126 = arith.ori %105, %118 : i32
            %127 = arith.ori %107, %120 : i32
            %128 = arith.ori %109, %122 : i32
            %129 = arith.xori %90, %123 : i32
            %130 = arith.xori %91, %124 : i32
            %131 = arith.xori %92, %125 : i32
            %132 = arith.xori %93, %126 : i32
            %133 = arith.xori %94, %127 : i32
            %134 = arith.xori %95, %128 : i32
            %135 = arith.addi %90, %129 : i32
            %136 = arith.addi %91, %130 : i32
            %137 = arith.addi %92, %131 : i32
            %138 = arith.addi %93, %132 : i32
            %139 = arith.addi %94, %133 : i32
            %140 = arith.addi %95, %134 : i32
            %141 = arith.subi %c32_i32, %arg28 : i32
            %142 = arith.cmpi ugt, %arg28, %c31_i32 : i32
            %143 = arith.shli %129, %arg28 : i32
            %144 = arith.select %142, %c0_i32, %143 : i32
            %145 = arith.shli %130, %arg28 : i32
            %146 = arith.select %142, %c0_i32, %145 : i32
            %147 = arith.shli %131, %arg28 : i32
            %148 = arith.select %142, %c0_i32, %147 : i32
            %149 = arith.shli %132, %arg28 : i32
            %150 = arith.select %142, %c0_i32, %149 : i32
            %151 = arith.shli %133, %arg28 : i32
            %152 = arith.select %142, %c0_i32, %151 : i32
            %153 = arith.shli %134, %arg28 : i32
            %154 = arith.select %142, %c0_i32, %153 : i32
            %155 = arith.cmpi ugt, %141, %c31_i32 : i32
            %156 = arith.shrui %129, %141 : i32
            %157 = arith.select %155, %c0_i32, %156 : i32
            %158 = arith.shrui %130, %141 : i32
            %159 = arith.select %155, %c0_i32, %158 : i32
            %160 = arith.shrui %131, %141 : i32
            %161 = arith.select %155, %c0_i32, %160 : i32
            %162 = arith.shrui %132, %141 : i32
            %163 = arith.select %155, %c0_i32, %162 : i32
            %164 = arith.shrui %133, %141 : i32
            %165 = arith.select %155, %c0_i32, %164 : i32
            %166 = arith.shrui %134, %141 : i32
            %167 = arith.select %155, %c0_i32, %166 : i32
            %168 = arith.ori %144, %157 : i32
            %169 = arith.ori %146, %159 : i32
            %170 = arith.ori %148, %161 : i32
            %171 = arith.ori %150, %163 : i32
            %172 = arith.ori %152, %165 : i32
            %173 = arith.ori %154, %167 : i32
            %174 = arith.xori %135, %168 : i32
            %175 = arith.xori %136, %169 : i32
            %176 = arith.xori %137, %170 : i32
            %177 = arith.xori %138, %171 : i32
            %178 = arith.xori %139, %172 : i32
            %179 = arith.xori %140, %173 : i32
            %180 = arith.addi %135, %174 : i32
            %181 = arith.addi %136, %175 : i32
            %182 = arith.addi %137, %176 : i32
            %183 = arith.addi %138, %177 : i32
            %184 = arith.addi %139, %178 : i32
            %185 = arith.addi %140, %179 : i32
            %186 = arith.subi %c32_i32, %arg29 : i32
            %187 = arith.cmpi ugt, %arg29, %c31_i32 : i32
            %188 = arith.shli %174, %arg29 : i32
            %189 = arith.select %187, %c0_i32, %188 : i32
            %190 = arith.shli %175, %arg29 : i32
            %191 = arith.select %187, %c0_i32, %190 : i32
            %192 = arith.shli %176, %arg29 : i32
            %193 = arith.select %187, %c0_i32, %192 : i32
            %194 = arith.shli %177, %arg29 : i32
            %195 = arith.select %187, %c0_i32, %194 : i32
            %196 = arith.shli %178, %arg29 : i32
            %197 = arith.select %187, %c0_i32, %196 : i32
            %198 = arith.shli %179, %arg29 : i32
            %199 = arith.select %187, %c0_i32, %198 : i32
            %200 = arith.cmpi ugt, %186, %c31_i32 : i32
            %201 = arith.shrui %174, %186 : i32
            %202 = arith.select %200, %c0_i32, %201 : i32
            %203 = arith.shrui %175, %186 : i32
            %204 = arith.select %200, %c0_i32, %203 : i32
            %205 = arith.shrui %176, %186 : i32
            %206 = arith.select %200, %c0_i32, %205 : i32
            %207 = arith.shrui %177, %186 : i32
            %208 = arith.select %200, %c0_i32, %207 : i32
            %209 = arith.shrui %178, %186 : i32
            %210 = arith.select %200, %c0_i32, %209 : i32
            %211 = arith.shrui %179, %186 : i32
            %212 = arith.select %200, %c0_i32, %211 : i32
            %213 = arith.ori %189, %202 : i32
            %214 = arith.ori %191, %204 : i32
            %215 = arith.ori %193, %206 : i32
            %216 = arith.ori %195, %208 : i32
            %217 = arith.ori %197, %210 : i32
            %218 = arith.ori %199, %212 : i32
            %219 = arith.xori %180, %213 : i32
            %220 = arith.xori %181, %214 : i32
            %221 = arith.xori %182, %215 : i32
            %222 = arith.xori %183, %216 : i32
            %223 = arith.xori %184, %217 : i32
            %224 = arith.xori %185, %218 : i32
            %225 = arith.addi %180, %219 : i32
            %226 = arith.addi %181, %220 : i32
            %227 = arith.addi %182, %221 : i32
            %228 = arith.addi %183, %222 : i32
            %229 = arith.addi %184, %223 : i32
            %230 = arith.addi %185, %224 : i32
            %231 = arith.subi %c32_i32, %arg30 : i32
            %232 = arith.cmpi ugt, %arg30, %c31_i32 : i32
            %233 = arith.shli %219, %arg30 : i32
            %234 = arith.select %232, %c0_i32, %233 : i32
            %235 = arith.shli %220, %arg30 : i32
            %236 = arith.select %232, %c0_i32, %235 : i32
            %237 = arith.shli %221, %arg30 : i32
            %238 = arith.select %232, %c0_i32, %237 : i32
            %239 = arith.shli %222, %arg30 : i32
            %240 = arith.select %232, %c0_i32, %239 : i32
            %241 = arith.shli %223, %arg30 : i32
            %242 = arith.select %232, %c0_i32, %241 : i32
            %243 = arith.shli %224, %arg30 : i32
            %244 = arith.select %232, %c0_i32, %243 : i32
            %245 = arith.cmpi ugt, %231, %c31_i32 : i32
            %246 = arith.shrui %219, %231 : i32
            %247 = arith.select %245, %c0_i32, %246 : i32
            %248 = arith.shrui %220, %231 : i32
            %249 = arith.select %245, %c0_i32, %248 : i32
            %250 = arith.shrui %221, %231 : i32
            %251 = arith.select %245, %c0_i32, %250 : i32
            %252 = arith.shrui %222, %231 : i32
            %253 = arith.select %245, %c0_i32, %252 : i32
            %254 = arith.shrui %223, %231 : i32
            %255 = arith.select %245, %c0_i32, %254 : i32
            %256 = arith.shrui %224, %231 : i32
            %257 = arith.select %245, %c0_i32, %256 : i32
            %258 = arith.ori %234, %247 : i32
            %259 = arith.ori %236, %249 : i32
            %260 = arith.ori %238, %251 : i32
            %261 = arith.ori %240, %253 : i32
            %262 = arith.ori %242, %255 : i32
            %263 = arith.ori %244, %257 : i32
            %264 = arith.xori %225, %258 : i32
            %265 = arith.xori %226, %259 : i32
            %266 = arith.xori %227, %260 : i32
            %267 = arith.xori %228, %261 : i32
            %268 = arith.xori %229, %262 : i32
            %269 = arith.xori %230, %263 : i32
            %270 = arith.addi %arg11, %c1_i32 : i32
            %271 = arith.addi %225, %arg24 : i32
            %272 = arith.addi %226, %arg24 : i32
            %273 = arith.addi %227, %arg24 : i32
            %274 = arith.addi %228, %arg24 : i32
            %275 = arith.addi %229, %arg24 : i32
            %276 = arith.addi %230, %arg24 : i32
            %277 = arith.addi %arg25, %270 : i32
            %278 = arith.addi %264, %277 : i32
            %279 = arith.addi %265, %277 : i32
            %280 = arith.addi %266, %277 : i32
            %281 = arith.addi %267, %277 : i32
            %282 = arith.addi %268, %277 : i32
            %283 = arith.addi %269, %277 : i32
            scf.yield %270, %271, %272, %273, %274, %275, %276, %278, %279, %280, %281, %282, %283, %arg25, %arg26, %arg24, %arg31, %arg32, %arg33, %arg34, %arg27, %arg28, %arg29, %arg30 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
          }
          %35 = arith.extui %34#1 : i32 to i64
          %36 = arith.extui %34#2 : i32 to i64
          %37 = arith.extui %34#3 : i32 to i64
          %38 = arith.extui %34#4 : i32 to i64
          %39 = arith.extui %34#5 : i32 to i64
          %40 = arith.extui %34#6 : i32 to i64
          %41 = arith.extui %34#7 : i32 to i64
          %42 = arith.extui %34#8 : i32 to i64
          %43 = arith.extui %34#9 : i32 to i64
          %44 = arith.extui %34#10 : i32 to i64
          %45 = arith.extui %34#11 : i32 to i64
          %46 = arith.extui %34#12 : i32 to i64
          %47 = arith.shli %35, %c32_i64 : i64
          %48 = arith.shli %36, %c32_i64 : i64
          %49 = arith.shli %37, %c32_i64 : i64
          %50 = arith.shli %38, %c32_i64 : i64
          %51 = arith.shli %39, %c32_i64 : i64
          %52 = arith.shli %40, %c32_i64 : i64
          %53 = arith.ori %47, %41 : i64
          %54 = arith.ori %48, %42 : i64
          %55 = arith.ori %49, %43 : i64
          %56 = arith.ori %50, %44 : i64
          %57 = arith.ori %51, %45 : i64
          %58 = arith.ori %52, %46 : i64
          %59 = arith.shrui %53, %c12_i64 : i64
          %60 = arith.shrui %54, %c12_i64 : i64
          %61 = arith.shrui %55, %c12_i64 : i64
          %62 = arith.shrui %56, %c12_i64 : i64
          %63 = arith.shrui %57, %c12_i64 : i64
          %64 = arith.shrui %58, %c12_i64 : i64
          %65 = arith.ori %59, %c4607182418800017408_i64 : i64
          %66 = arith.ori %60, %c4607182418800017408_i64 : i64
          %67 = arith.ori %61, %c4607182418800017408_i64 : i64
          %68 = arith.ori %62, %c4607182418800017408_i64 : i64
          %69 = arith.ori %63, %c4607182418800017408_i64 : i64
          %70 = arith.ori %64, %c4607182418800017408_i64 : i64
          %71 = arith.bitcast %65 : i64 to f64
          %72 = arith.bitcast %66 : i64 to f64
          %73 = arith.bitcast %67 : i64 to f64
          %74 = arith.bitcast %68 : i64 to f64
          %75 = arith.bitcast %69 : i64 to f64
          %76 = arith.bitcast %70 : i64 to f64
          %77 = arith.subf %71, %cst : f64
          %78 = arith.subf %72, %cst : f64
          %79 = arith.subf %73, %cst : f64
          %80 = arith.subf %74, %cst : f64
          %81 = arith.subf %75, %cst : f64
          %82 = arith.subf %76, %cst : f64
          %83 = arith.subf %arg5, %77 : f64
          %84 = arith.subf %arg6, %78 : f64
          %85 = arith.subf %arg7, %79 : f64
          %86 = arith.subf %arg8, %80 : f64
          %87 = arith.subf %arg9, %81 : f64
          %88 = arith.subf %arg10, %82 : f64
          %89 = arith.addi %arg4, %c1_i64 : i64
          scf.yield %89, %83, %84, %85, %86, %87, %88 : i64, f64, f64, f64, f64, f64, f64
        }
        %from_elements = tensor.from_elements %15#0 : tensor<i64>
        %from_elements_13 = tensor.from_elements %extracted_5, %extracted_6 : tensor<2xi32>
        %from_elements_14 = tensor.from_elements %15#1, %15#2, %15#3, %15#4, %15#5, %15#6 : tensor<2x3xf64>
        flow.return %from_elements, %from_elements_13, %from_elements_14 : tensor<i64>, tensor<2xi32>, tensor<2x3xf64>
      }
      %14 = stablehlo.bitcast_convert %13#1 : (tensor<2xi32>) -> tensor<2xui32>
      stablehlo.return %13#2 : tensor<2x3xf64>
    }) : (tensor<i32>) -> tensor<2x3xf64>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %4 = stablehlo.optimization_barrier %c_3 : tensor<i1>
    %5 = "stablehlo.case"(%3) ({
      %6 = stablehlo.add %2, %0 : tensor<2x3xf64>
      %c_4 = stablehlo.constant dense<true> : tensor<i1>
      %c_5 = stablehlo.constant dense<0> : tensor<i64>
      %7:4 = stablehlo.while(%iterArg = %c_5, %iterArg_7 = %arg2, %iterArg_8 = %c_4, %iterArg_9 = %6) : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>
      cond {
        %c_10 = stablehlo.constant dense<1> : tensor<i64>
        %14 = stablehlo.compare LT, %iterArg, %c_10 : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %15 = stablehlo.and %14, %iterArg_8 : tensor<i1>
        stablehlo.return %15 : tensor<i1>
      } do {
        %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
        %14 = stablehlo.multiply %iterArg_9, %iterArg_9 : tensor<2x3xf64>
        %15 = stablehlo.add %14, %cst_10 : tensor<2x3xf64>
        %16 = stablehlo.divide %2, %15 : tensor<2x3xf64>
        %c_11 = stablehlo.constant dense<0> : tensor<i32>
        %c_12 = stablehlo.constant dense<0> : tensor<i32>
        %17 = stablehlo.clamp %c_11, %arg3, %c_12 : tensor<i32>
        %c_13 = stablehlo.constant dense<0> : tensor<i32>
        %c_14 = stablehlo.constant dense<1> : tensor<i32>
        %18 = stablehlo.clamp %c_13, %arg3, %c_14 : tensor<i32>
        %19 = stablehlo.dynamic_slice %iterArg_9, %17, %18, sizes = [2, 2] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x2xf64>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %c_16 = stablehlo.constant dense<0> : tensor<i32>
        %20 = stablehlo.clamp %c_15, %arg3, %c_16 : tensor<i32>
        %c_17 = stablehlo.constant dense<0> : tensor<i32>
        %c_18 = stablehlo.constant dense<1> : tensor<i32>
        %21 = stablehlo.clamp %c_17, %arg3, %c_18 : tensor<i32>
        %22 = stablehlo.dynamic_update_slice %16, %19, %20, %21 : (tensor<2x3xf64>, tensor<2x2xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
        %c_19 = stablehlo.constant dense<1103515245> : tensor<i32>
        %c_20 = stablehlo.constant dense<12345> : tensor<i32>
        %23 = stablehlo.multiply %iterArg_7, %c_19 : tensor<i32>
        %24 = stablehlo.add %23, %c_20 : tensor<i32>
        %c_21 = stablehlo.constant dense<16> : tensor<i32>
        %c_22 = stablehlo.constant dense<7> : tensor<i32>
        %25 = stablehlo.shift_right_logical %24, %c_21 : tensor<i32>
        %26 = stablehlo.and %25, %c_22 : tensor<i32>
        %c_23 = stablehlo.constant dense<0> : tensor<i32>
        %27 = stablehlo.compare NE, %26, %c_23 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_24 = stablehlo.constant dense<1> : tensor<i64>
        %28 = stablehlo.add %iterArg, %c_24 : tensor<i64>
        %29 = stablehlo.select %4, %iterArg_8, %27 : tensor<i1>, tensor<i1>
        stablehlo.return %28, %24, %29, %22 : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>
      }
      %c_6 = stablehlo.constant dense<15> : tensor<i32>
      %8 = stablehlo.and %7#1, %c_6 : tensor<i32>
      %9 = stablehlo.convert %8 : (tensor<i32>) -> tensor<f64>
      %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
      %11 = stablehlo.multiply %10, %10 : tensor<2x3xf64>
      %12 = stablehlo.add %11, %cst : tensor<2x3xf64>
      %13 = stablehlo.divide %7#3, %12 : tensor<2x3xf64>
      stablehlo.return %13 : tensor<2x3xf64>
    }, {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
      %6 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf64>
      %7 = stablehlo.add %6, %cst : tensor<2x3xf64>
      %8 = stablehlo.divide %2, %7 : tensor<2x3xf64>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %9:2 = stablehlo.while(%iterArg = %c_4, %iterArg_5 = %8) : tensor<i32>, tensor<2x3xf64> attributes {hostcall.trip_count = 1 : i64}
      cond {
        %c_6 = stablehlo.constant dense<1> : tensor<i32>
        %10 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %10 : tensor<i1>
      } do {
        %10 = stablehlo.add %arg1, %iterArg_5 : tensor<2x3xf64>
        %c_6 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
        %11 = "stablehlo.scatter"(%10, %c_6, %iterArg_5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
        ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
          stablehlo.return %arg5 : tensor<f64>
        }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %c_7 = stablehlo.constant dense<1> : tensor<i32>
        %12 = stablehlo.add %iterArg, %c_7 : tensor<i32>
        stablehlo.return %12, %11 : tensor<i32>, tensor<2x3xf64>
      }
      stablehlo.return %9#1 : tensor<2x3xf64>
    }, {
      %6 = stablehlo.subtract %0, %2 : tensor<2x3xf64>
      %c_4 = stablehlo.constant dense<true> : tensor<i1>
      %c_5 = stablehlo.constant dense<0> : tensor<i64>
      %c1_i64 = arith.constant 1 : i64
      %c7_i32 = arith.constant 7 : i32
      %c0_i32 = arith.constant 0 : i32
      %c16_i32 = arith.constant 16 : i32
      %c12345_i32 = arith.constant 12345 : i32
      %c1103515245_i32 = arith.constant 1103515245 : i32
      %c2_i64 = arith.constant 2 : i64
      %extracted = tensor.extract %c_5[] : tensor<i64>
      %extracted_6 = tensor.extract %arg2[] : tensor<i32>
      %extracted_7 = tensor.extract %c_4[] : tensor<i1>
      %7 = tensor.empty() : tensor<2x3xi64>
      %8 = tensor.empty() : tensor<2x3xi32>
      %9 = tensor.empty() : tensor<2x3xi1>
      %10 = tensor.empty() : tensor<2x3xf64>
      %11:4 = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %arg1 : tensor<2x3xf64>, tensor<2x3xf64>) outs(%7, %8, %9, %10 : tensor<2x3xi64>, tensor<2x3xi32>, tensor<2x3xi1>, tensor<2x3xf64>) attrs =  {hostcall.loop_kernel = "elementwise"} {
      ^bb0(%in: f64, %in_8: f64, %out: i64, %out_9: i32, %out_10: i1, %out_11: f64):
        %12:4 = scf.while (%arg4 = %extracted, %arg5 = %extracted_6, %arg6 = %extracted_7, %arg7 = %in) : (i64, i32, i1, f64) -> (i64, i32, i1, f64) {
          %13 = arith.cmpi slt, %arg4, %c2_i64 : i64
          %14 = arith.andi %13, %arg6 : i1
          scf.condition(%14) %arg4, %arg5, %arg6, %arg7 : i64, i32, i1, f64
        } do {
        ^bb0(%arg4: i64, %arg5: i32, %arg6: i1, %arg7: f64):
          %13 = arith.subf %arg7, %in_8 : f64
          %14 = arith.muli %arg5, %c1103515245_i32 : i32
          %15 = arith.addi %14, %c12345_i32 : i32
          %16 = arith.shrui %15, %c16_i32 : i32
          %17 = arith.andi %16, %c7_i32 : i32
          %18 = arith.cmpi ne, %17, %c0_i32 : i32
          %19 = arith.addi %arg4, %c1_i64 : i64
          scf.yield %19, %15, %18, %13 : i64, i32, i1, f64
        }
        linalg.yield %12#0, %12#1, %12#2, %12#3 : i64, i32, i1, f64
      } -> (tensor<2x3xi64>, tensor<2x3xi32>, tensor<2x3xi1>, tensor<2x3xf64>)
      stablehlo.return %11#3 : tensor<2x3xf64>
    }) : (tensor<i32>) -> tensor<2x3xf64>
    return %5 : tensor<2x3xf64>
  }
  func.func @f256_j0(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xf64>
    %1 = stablehlo.add %arg4, %arg4 : tensor<2x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
    %3:9 = "stablehlo.case"(%2) ({
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
      %9:2 = "stablehlo.case"(%8) ({
        %10 = stablehlo.multiply %arg0, %arg1 : tensor<2x3xf64>
        %c_11 = stablehlo.constant dense<0> : tensor<2x1xi32>
        stablehlo.return %10, %c_11 : tensor<2x3xf64>, tensor<2x1xi32>
      }, {
        %c_11 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
        %10 = "stablehlo.gather"(%arg1, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
        stablehlo.return %10, %c_11 : tensor<2x3xf64>, tensor<2x1xi32>
      }) : (tensor<i32>) -> (tensor<2x3xf64>, tensor<2x1xi32>)
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
      %c_7 = stablehlo.constant dense<0> : tensor<2xi32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %9#0, %9#1, %8, %cst, %cst_6, %c_7, %c_8, %c_9, %c_10 : tensor<2x3xf64>, tensor<2x1xi32>, tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>
    }, {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
      %8 = stablehlo.multiply %arg1, %arg1 : tensor<2x3xf64>
      %9 = stablehlo.add %8, %cst : tensor<2x3xf64>
      %10 = stablehlo.divide %arg0, %9 : tensor<2x3xf64>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %11:3 = flow.dispatch.region -> (tensor<2xi32>, tensor<2x3xf64>, tensor<2xi32>) attributes {hostcall.loop_kernel = "scalarized"} {
        %16 = tensor.empty() : tensor<2x3xf64>
        %17 = scf.for %arg6 = %c0 to %c2 step %c1 iter_args(%arg7 = %16) -> (tensor<2x3xf64>) {
          %22 = scf.for %arg8 = %c0 to %c3 step %c1 iter_args(%arg9 = %arg7) -> (tensor<2x3xf64>) {
            %extracted_14 = tensor.extract %10[%arg6, %arg8] : tensor<2x3xf64>
            %inserted = tensor.insert %extracted_14 into %arg9[%arg6, %arg8] : tensor<2x3xf64>
            scf.yield %inserted : tensor<2x3xf64>
          }
          scf.yield %22 : tensor<2x3xf64>
        }
        %18 = tensor.empty() : tensor<2xi32>
        %19 = scf.for %arg6 = %c0 to %c2 step %c1 iter_args(%arg7 = %18) -> (tensor<2xi32>) {
          %inserted = tensor.insert %c0_i32 into %arg7[%arg6] : tensor<2xi32>
          scf.yield %inserted : tensor<2xi32>
        }
        %extracted = tensor.extract %c_5[] : tensor<i32>
        %extracted_11 = tensor.extract %c_6[] : tensor<i32>
        %20:4 = scf.while (%arg6 = %extracted, %arg7 = %17, %arg8 = %19, %arg9 = %extracted_11) : (i32, tensor<2x3xf64>, tensor<2xi32>, i32) -> (i32, tensor<2x3xf64>, tensor<2xi32>, i32) {
          %22 = arith.cmpi slt, %arg9, %c2_i32 : i32
          scf.condition(%22) %arg6, %arg7, %arg8, %arg9 : i32, tensor<2x3xf64>, tensor<2xi32>, i32
        } do {
        ^bb0(%arg6: i32, %arg7: tensor<2x3xf64>, %arg8: tensor<2xi32>, %arg9: i32):
          %22 = arith.maxsi %arg6, %c0_i32 : i32
          %23 = arith.minsi %22, %c1_i32 : i32
          %24 = arith.index_cast %23 : i32 to index
          %extracted_14 = tensor.extract %0[%24, %c0] : tensor<2x3xf64>
          %extracted_15 = tensor.extract %0[%24, %c1] : tensor<2x3xf64>
          %extracted_16 = tensor.extract %0[%24, %c2] : tensor<2x3xf64>
          %extracted_17 = tensor.extract %arg7[%24, %c0] : tensor<2x3xf64>
          %extracted_18 = tensor.extract %arg7[%24, %c1] : tensor<2x3xf64>
          %extracted_19 = tensor.extract %arg7[%24, %c2] : tensor<2x3xf64>
          %25 = arith.subf %extracted_14, %extracted_17 : f64
          %26 = arith.subf %extracted_15, %extracted_18 : f64
          %27 = arith.subf %extracted_16, %extracted_19 : f64
          %28 = arith.addi %arg6, %c1_i32 : i32
          %29 = arith.addi %arg9, %c1_i32 : i32
          %inserted = tensor.insert %25 into %arg7[%24, %c0] : tensor<2x3xf64>
          %inserted_20 = tensor.insert %26 into %inserted[%24, %c1] : tensor<2x3xf64>
          %inserted_21 = tensor.insert %27 into %inserted_20[%24, %c2] : tensor<2x3xf64>
          %30 = arith.maxsi %arg9, %c0_i32 : i32
          %31 = arith.minsi %30, %c1_i32 : i32
          %32 = arith.index_cast %31 : i32 to index
          %inserted_22 = tensor.insert %arg6 into %arg8[%32] : tensor<2xi32>
          scf.yield %28, %inserted_21, %inserted_22, %29 : i32, tensor<2x3xf64>, tensor<2xi32>, i32
        }
        %from_elements = tensor.from_elements %20#0 : tensor<i32>
        %from_elements_12 = tensor.from_elements %20#3 : tensor<i32>
        %21 = tensor.empty() : tensor<2xi32>
        %inserted_slice = tensor.insert_slice %from_elements into %21[0] [1] [1] : tensor<i32> into tensor<2xi32>
        %inserted_slice_13 = tensor.insert_slice %from_elements_12 into %inserted_slice[1] [1] [1] : tensor<i32> into tensor<2xi32>
        flow.return %inserted_slice_13, %20#1, %20#2 : tensor<2xi32>, tensor<2x3xf64>, tensor<2xi32>
      }
      %12 = stablehlo.slice %11#0 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
      %13 = stablehlo.reshape %12 : (tensor<1xi32>) -> tensor<i32>
      %14 = stablehlo.slice %11#0 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
      %15 = stablehlo.reshape %14 : (tensor<1xi32>) -> tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<2x1xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %11#1, %c_8, %c_9, %9, %10, %11#2, %c_4, %c_7, %c_10 : tensor<2x3xf64>, tensor<2x1xi32>, tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>
    }, {
      %8 = stablehlo.multiply %arg0, %0 : tensor<2x3xf64>
      %9 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
      %10 = stablehlo.reshape %9 : (tensor<ui32>) -> tensor<1xui32>
      %11 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
      %12 = stablehlo.reshape %11 : (tensor<ui32>) -> tensor<1xui32>
      %13 = stablehlo.concatenate %10, %12, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %c_4 = stablehlo.constant dense<0> : tensor<i64>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.bitcast_convert %13 : (tensor<2xui32>) -> tensor<2xi32>
      %c1_i64 = arith.constant 1 : i64
      %cst = arith.constant 1.000000e+00 : f64
      %c4607182418800017408_i64 = arith.constant 4607182418800017408 : i64
      %c12_i64 = arith.constant 12 : i64
      %c32_i64 = arith.constant 32 : i64
      %c11_i32 = arith.constant 11 : i32
      %c10_i32 = arith.constant 10 : i32
      %c9_i32 = arith.constant 9 : i32
      %c8_i32 = arith.constant 8 : i32
      %c7_i32 = arith.constant 7 : i32
      %c4_i32 = arith.constant 4 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %c31_i32 = arith.constant 31 : i32
      %c32_i32 = arith.constant 32 : i32
      %c5_i32 = arith.constant 5 : i32
      %c24_i32 = arith.constant 24 : i32
      %c16_i32 = arith.constant 16 : i32
      %c29_i32 = arith.constant 29 : i32
      %c17_i32 = arith.constant 17 : i32
      %c6_i32 = arith.constant 6 : i32
      %c26_i32 = arith.constant 26 : i32
      %c15_i32 = arith.constant 15 : i32
      %c13_i32 = arith.constant 13 : i32
      %c466688986_i32 = arith.constant 466688986 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %15:4 = flow.dispatch.region -> (tensor<i64>, tensor<2xi32>, tensor<2x3xf64>, tensor<i32>) attributes {hostcall.loop_kernel = "scalarized"} {
        %extracted = tensor.extract %c_4[] : tensor<i64>
        %extracted_14 = tensor.extract %14[%c0] : tensor<2xi32>
        %extracted_15 = tensor.extract %14[%c1] : tensor<2xi32>
        %extracted_16 = tensor.extract %8[%c0, %c0] : tensor<2x3xf64>
        %extracted_17 = tensor.extract %8[%c0, %c1] : tensor<2x3xf64>
        %extracted_18 = tensor.extract %8[%c0, %c2] : tensor<2x3xf64>
        %extracted_19 = tensor.extract %8[%c1, %c0] : tensor<2x3xf64>
        %extracted_20 = tensor.extract %8[%c1, %c1] : tensor<2x3xf64>
        %extracted_21 = tensor.extract %8[%c1, %c2] : tensor<2x3xf64>
        %extracted_22 = tensor.extract %c_5[] : tensor<i32>
        %17:8 = scf.while (%arg6 = %extracted, %arg7 = %extracted_16, %arg8 = %extracted_17, %arg9 = %extracted_18, %arg10 = %extracted_19, %arg11 = %extracted_20, %arg12 = %extracted_21, %arg13 = %extracted_22) : (i64, f64, f64, f64, f64, f64, f64, i32) -> (i64, f64, f64, f64, f64, f64, f64, i32) {
          %18 = arith.cmpi slt, %arg13, %c2_i32 : i32
          scf.condition(%18) %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13 : i64, f64, f64, f64, f64, f64, f64, i32
        } do {
        ^bb0(%arg6: i64, %arg7: f64, %arg8: f64, %arg9: f64, %arg10: f64, %arg11: f64, %arg12: f64, %arg13: i32):
          %18 = arith.trunci %arg6 : i64 to i32
          %19 = arith.xori %extracted_14, %extracted_15 : i32
          %20 = arith.xori %19, %c466688986_i32 : i32
          %21 = arith.addi %18, %extracted_15 : i32
          %22:14 = scf.while (%arg14 = %c0_i32, %arg15 = %extracted_14, %arg16 = %21, %arg17 = %extracted_15, %arg18 = %20, %arg19 = %extracted_14, %arg20 = %c13_i32, %arg21 = %c15_i32, %arg22 = %c26_i32, %arg23 = %c6_i32, %arg24 = %c17_i32, %arg25 = %c29_i32, %arg26 = %c16_i32, %arg27 = %c24_i32) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
            %93 = arith.cmpi slt, %arg14, %c5_i32 : i32
            scf.condition(%93) %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
          } do {
          ^bb0(%arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32):
            %93 = arith.addi %arg15, %arg16 : i32
            %94 = arith.subi %c32_i32, %arg20 : i32
            %95 = arith.cmpi ugt, %arg20, %c31_i32 : i32
            %96 = arith.shli %arg16, %arg20 : i32
            %97 = arith.select %95, %c0_i32, %96 : i32
            %98 = arith.cmpi ugt, %94, %c31_i32 : i32
            %99 = arith.shrui %arg16, %94 : i32
            %100 = arith.select %98, %c0_i32, %99 : i32
            %101 = arith.ori %97, %100 : i32
            %102 = arith.xori %93, %101 : i32
            %103 = arith.addi %93, %102 : i32
            %104 = arith.subi %c32_i32, %arg21 : i32
            %105 = arith.cmpi ugt, %arg21, %c31_i32 : i32
            %106 = arith.shli %102, %arg21 : i32
            %107 = arith.select %105, %c0_i32, %106 : i32
            %108 = arith.cmpi ugt, %104, %c31_i32 : i32
            %109 = arith.shrui %102, %104 : i32
            %110 = arith.select %108, %c0_i32, %109 : i32
            %111 = arith.ori %107, %110 : i32
            %112 = arith.xori %103, %111 : i32
            %113 = arith.addi %103, %112 : i32
            %114 = arith.subi %c32_i32, %arg22 : i32
            %115 = arith.cmpi ugt, %arg22, %c31_i32 : i32
            %116 = arith.shli %112, %arg22 : i32
            %117 = arith.select %115, %c0_i32, %116 : i32
            %118 = arith.cmpi ugt, %114, %c31_i32 : i32
            %119 = arith.shrui %112, %114 : i32
            %120 = arith.select %118, %c0_i32, %119 : i32
            %121 = arith.ori %117, %120 : i32
            %122 = arith.xori %113, %121 : i32
            %123 = arith.addi %113, %122 : i32
            %124 = arith.subi %c32_i32, %arg23 : i32
            %125 = arith.cmpi ugt, %arg23, %c31_i32 : i32
            %126 = arith.shli %122, %arg23 : i32
            %127 = arith.select %125, %c0_i32, %126 : i32
            %128 = arith.cmpi ugt, %124, %c31_i32 : i32
            %129 = arith.shrui %122, %124 : i32
            %130 = arith.select %128, %c0_i32, %129 : i32
            %131 = arith.ori %127, %130 : i32
            %132 = arith.xori %123, %131 : i32
            %133 = arith.addi %arg14, %c1_i32 : i32
            %134 = arith.addi %123, %arg17 : i32
            %135 = arith.addi %arg18, %133 : i32
            %136 = arith.addi %132, %135 : i32
            scf.yield %133, %134, %136, %arg18, %arg19, %arg17, %arg24, %arg25, %arg26, %arg27, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
          }
          %23 = arith.xori %22#1, %22#2 : i32
          %24 = arith.xori %23, %c466688986_i32 : i32
          %25 = arith.addi %22#1, %c1_i32 : i32
          %26 = arith.addi %22#1, %c2_i32 : i32
          %27 = arith.addi %22#1, %c3_i32 : i32
          %28 = arith.addi %22#1, %c4_i32 : i32
          %29 = arith.addi %22#1, %c5_i32 : i32
          %30 = arith.addi %22#2, %c6_i32 : i32
          %31 = arith.addi %22#2, %c7_i32 : i32
          %32 = arith.addi %22#2, %c8_i32 : i32
          %33 = arith.addi %22#2, %c9_i32 : i32
          %34 = arith.addi %22#2, %c10_i32 : i32
          %35 = arith.addi %22#2, %c11_i32 : i32
          %36:24 = scf.while (%arg14 = %c0_i32, %arg15 = %22#1, %arg16 = %25, %arg17 = %26, %arg18 = %27, %arg19 = %28, %arg20 = %29, %arg21 = %30, %arg22 = %31, %arg23 = %32, %arg24 = %33, %arg25 = %34, %arg26 = %35, %arg27 = %22#2, %arg28 = %24, %arg29 = %22#1, %arg30 = %c13_i32, %arg31 = %c15_i32, %arg32 = %c26_i32, %arg33 = %c6_i32, %arg34 = %c17_i32, %arg35 = %c29_i32, %arg36 = %c16_i32, %arg37 = %c24_i32) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
            %93 = arith.cmpi slt, %arg14, %c5_i32 : i32
            scf.condition(%93) %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
          } do {
          ^bb0(%arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32, %arg29: i32, %arg30: i32, %arg31: i32, %arg32: i32, %arg33: i32, %arg34: i32, %arg35: i32, %arg36: i32, %arg37: i32):
            %93 = arith.addi %arg15, %arg21 : i32
            %94 = arith.addi %arg16, %arg22 : i32
            %95 = arith.addi %arg17, %arg23 : i32
            %96 = arith.addi %arg18, %arg24 : i32
            %97 = arith.addi %arg19, %arg25 : i32
            %98 = arith.addi %arg20, %arg26 : i32
            %99 = arith.subi %c32_i32, %arg30 : i32
            %100 = arith.cmpi ugt, %arg30, %c31_i32 : i32
            %101 = arith.shli %arg21, %arg30 : i32
            %102 = arith.select %100, %c0_i32, %101 : i32
            %103 = arith.shli %arg22, %arg30 : i32
            %104 = arith.select %100, %c0_i32, %103 : i32
            %105 = arith.shli %arg23, %arg30 : i32
            %106 = arith.select %100, %c0_i32, %105 : i32
            %107 = arith.shli %arg24, %arg30 : i32
            %108 = arith.select %100, %c0_i32, %107 : i32
            %109 = arith.shli %arg25, %arg30 : i32
            %110 = arith.select %100, %c0_i32, %109 : i32
            %111 = arith.shli %arg26, %arg30 : i32
            %112 = arith.select %100, %c0_i32, %111 : i32
            %113 = arith.cmpi ugt, %99, %c31_i32 : i32
            %114 = arith.shrui %arg21, %99 : i32
            %115 = arith.select %113, %c0_i32, %114 : i32
            %116 = arith.shrui %arg22, %99 : i32
            %117 = arith.select %113, %c0_i32, %116 : i32
            %118 = arith.shrui %arg23, %99 : i32
            %119 = arith.select %113, %c0_i32, %118 : i32
            %120 = arith.shrui %arg24, %99 : i32
            %121 = arith.select %113, %c0_i32, %120 : i32
            %122 = arith.shrui %arg25, %99 : i32
            %123 = arith.select %113, %c0_i32, %122 : i32
            %124 = arith.shrui %arg26, %99 : i32
            %125 = arith.select %113, %c0_i32, %124 : i32
            %126 = arith.ori %102, %115 : i32
            %127 = arith.ori %104, %117 : i32
            %128 = arith.ori %106, %119 : i32
            %129 = arith.ori %108, %121 : i32
            %130 = arith.ori %110, %123 : i32
            %131 = arith.ori %112, %125 : i32
            %132 = arith.xori %93, %126 : i32
            %133 = arith.xori %94, %127 : i32
            %134 = arith.xori %95, %128 : i32
            %135 = arith.xori %96, %129 : i32
            %136 = arith.xori %97, %130 : i32
            %137 = arith.xori %98, %131 : i32
            %138 = arith.addi %93, %132 : i32
            %139 = arith.addi %94, %133 : i32
            %140 = arith.addi %95, %134 : i32
            %141 = arith.addi %96, %135 : i32
            %142 = arith.addi %97, %136 : i32
            %143 = arith.addi %98, %137 : i32
            %144 = arith.subi %c32_i32, %arg31 : i32
            %145 = arith.cmpi ugt, %arg31, %c31_i32 : i32
            %146 = arith.shli %132, %arg31 : i32
            %147 = arith.select %145, %c0_i32, %146 : i32
            %148 = arith.shli %133, %arg31 : i32
            %149 = arith.select %145, %c0_i32, %148 : i32
            %150 = arith.shli %134, %arg31 : i32
            %151 = arith.select %145, %c0_i32, %150 : i32
            %152 = arith.shli %135, %arg31 : i32
            %153 = arith.select %145, %c0_i32, %152 : i32
            %154 = arith.shli %136, %arg31 : i32
            %155 = arith.select %145, %c0_i32, %154 : i32
            %156 = arith.shli %137, %arg31 : i32
            %157 = arith.select %145, %c0_i32, %156 : i32
            %158 = arith.cmpi ugt, %144, %c31_i32 : i32
            %159 = arith.shrui %132, %144 : i32
            %160 = arith.select %158, %c0_i32, %159 : i32
            %161 = arith.shrui %133, %144 : i32
            %162 = arith.select %158, %c0_i32, %161 : i32
            %163 = arith.shrui %134, %144 : i32
            %164 = arith.select %158, %c0_i32, %163 : i32
            %165 = arith.shrui %135, %144 : i32
            %166 = arith.select %158, %c0_i32, %165 : i32
            %167 = arith.shrui %136, %144 : i32
            %168 = arith.select %158, %c0_i32, %167 : i32
            %169 = arith.shrui %137, %144 : i32
            %170 = arith.select %158, %c0_i32, %169 : i32
            %171 = arith.ori %147, %160 : i32
            %172 = arith.ori %149, %162 : i32
            %173 = arith.ori %151, %164 : i32
            %174 = arith.ori %153, %166 : i32
            %175 = arith.ori %155, %168 : i32
            %176 = arith.ori %157, %170 : i32
            %177 = arith.xori %138, %171 : i32
            %178 = arith.xori %139, %172 : i32
            %179 = arith.xori %140, %173 : i32
            %180 = arith.xori %141, %174 : i32
            %181 = arith.xori %142, %175 : i32
            %182 = arith.xori %143, %176 : i32
            %183 = arith.addi %138, %177 : i32
            %184 = arith.addi %139, %178 : i32
            %185 = arith.addi %140, %179 : i32
            %186 = arith.addi %141, %180 : i32
            %187 = arith.addi %142, %181 : i32
            %188 = arith.addi %143, %182 : i32
            %189 = arith.subi %c32_i32, %arg32 : i32
            %190 = arith.cmpi ugt, %arg32, %c31_i32 : i32
            %191 = arith.shli %177, %arg32 : i32
            %192 = arith.select %190, %c0_i32, %191 : i32
            %193 = arith.shli %178, %arg32 : i32
            %194 = arith.select %190, %c0_i32, %193 : i32
            %195 = arith.shli %179, %arg32 : i32
            %196 = arith.select %190, %c0_i32, %195 : i32
            %197 = arith.shli %180, %arg32 : i32
            %198 = arith.select %190, %c0_i32, %197 : i32
            %199 = arith.shli %181, %arg32 : i32
            %200 = arith.select %190, %c0_i32, %199 : i32
            %201 = arith.shli %182, %arg32 : i32
            %202 = arith.select %190, %c0_i32, %201 : i32
            %203 = arith.cmpi ugt, %189, %c31_i32 : i32
            %204 = arith.shrui %177, %189 : i32
            %205 = arith.select %203, %c0_i32, %204 : i32
            %206 = arith.shrui %178, %189 : i32
            %207 = arith.select %203, %c0_i32, %206 : i32
            %208 = arith.shrui %179, %189 : i32
            %209 = arith.select %203, %c0_i32, %208 : i32
            %210 = arith.shrui %180, %189 : i32
            %211 = arith.select %203, %c0_i32, %210 : i32
            %212 = arith.shrui %181, %189 : i32
            %213 = arith.select %203, %c0_i32, %212 : i32
            %214 = arith.shrui %182, %189 : i32
            %215 = arith.select %203, %c0_i32, %214 : i32
            %216 = arith.ori %192, %205 : i32
            %217 = arith.ori %194, %207 : i32
            %218 = arith.ori %196, %209 : i32
            %219 = arith.ori %198, %211 : i32
            %220 = arith.ori %200, %213 : i32
            %221 = arith.ori %202, %215 : i32
            %222 = arith.xori %183, %216 : i32
            %223 = arith.xori %184, %217 : i32
            %224 = arith.xori %185, %218 : i32
            %225 = arith.xori %186, %219 : i32
            %226 = arith.xori %187, %220 : i32
            %227 = arith.xori %188, %221 : i32
            %228 = arith.addi %183, %222 : i32
            %229 = arith.addi %184, %223 : i32
            %230 = arith.addi %185, %224 : i32
            %231 = arith.addi %186, %225 : i32
            %232 = arith.addi %187, %226 : i32
            %233 = arith.addi %188, %227 : i32
            %234 = arith.subi %c32_i32, %arg33 : i32
            %235 = arith.cmpi ugt, %arg33, %c31_i32 : i32
            %236 = arith.shli %222, %arg33 : i32
            %237 = arith.select %235, %c0_i32, %236 : i32
            %238 = arith.shli %223, %arg33 : i32
            %239 = arith.select %235, %c0_i32, %238 : i32
            %240 = arith.shli %224, %arg33 : i32
            %241 = arith.select %235, %c0_i32, %240 : i32
            %242 = arith.shli %225, %arg33 : i32
            %243 = arith.select %235, %c0_i32, %242 : i32
            %244 = arith.shli %226, %arg33 : i32
            %245 = arith.select %235, %c0_i32, %244 : i32
            %246 = arith.shli %227, %arg33 : i32
            %247 = arith.select %235, %c0_i32, %246 : i32
            %248 = arith.cmpi ugt, %234, %c31_i32 : i32
            %249 = arith.shrui %222, %234 : i32
            %250 = arith.select %248, %c0_i32, %249 : i32
            %251 = arith.shrui %223, %234 : i32
            %252 = arith.select %248, %c0_i32, %251 : i32
            %253 = arith.shrui %224, %234 : i32
            %254 = arith.select %248, %c0_i32, %253 : i32
            %255 = arith.shrui %225, %234 : i32
            %256 = arith.select %248, %c0_i32, %255 : i32
            %257 = arith.shrui %226, %234 : i32
            %258 = arith.select %248, %c0_i32, %257 : i32
            %259 = arith.shrui %227, %234 : i32
            %260 = arith.select %248, %c0_i32, %259 : i32
            %261 = arith.ori %237, %250 : i32
            %262 = arith.ori %239, %252 : i32
            %263 = arith.ori %241, %254 : i32
            %264 = arith.ori %243, %256 : i32
            %265 = arith.ori %245, %258 : i32
            %266 = arith.ori %247, %260 : i32
            %267 = arith.xori %228, %261 : i32
            %268 = arith.xori %229, %262 : i32
            %269 = arith.xori %230, %263 : i32
            %270 = arith.xori %231, %264 : i32
            %271 = arith.xori %232, %265 : i32
            %272 = arith.xori %233, %266 : i32
            %273 = arith.addi %arg14, %c1_i32 : i32
            %274 = arith.addi %228, %arg27 : i32
            %275 = arith.addi %229, %arg27 : i32
            %276 = arith.addi %230, %arg27 : i32
            %277 = arith.addi %231, %arg27 : i32
            %278 = arith.addi %232, %arg27 : i32
            %279 = arith.addi %233, %arg27 : i32
            %280 = arith.addi %arg28, %273 : i32
            %281 = arith.addi %267, %280 : i32
            %282 = arith.addi %268, %280 : i32
            %283 = arith.addi %269, %280 : i32
            %284 = arith.addi %270, %280 : i32
            %285 = arith.addi %271, %280 : i32
            %286 = arith.addi %272, %280 : i32
            scf.yield %273, %274, %275, %276, %277, %278, %279, %281, %282, %283, %284, %285, %286, %arg28, %arg29, %arg27, %arg34, %arg35, %arg36, %arg37, %arg30, %arg31, %arg32, %arg33 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
          }
          %37 = arith.extui %36#1 : i32 to i64
          %38 = arith.extui %36#2 : i32 to i64
          %39 = arith.extui %36#3 : i32 to i64
          %40 = arith.extui %36#4 : i32 to i64
          %41 = arith.extui %36#5 : i32 to i64
          %42 = arith.extui %36#6 : i32 to i64
          %43 = arith.extui %36#7 : i32 to i64
          %44 = arith.extui %36#8 : i32 to i64
          %45 = arith.extui %36#9 : i32 to i64
          %46 = arith.extui %36#10 : i32 to i64
          %47 = arith.extui %36#11 : i32 to i64
          %48 = arith.extui %36#12 : i32 to i64
          %49 = arith.shli %37, %c32_i64 : i64
          %50 = arith.shli %38, %c32_i64 : i64
          %51 = arith.shli %39, %c32_i64 : i64
          %52 = arith.shli %40, %c32_i64 : i64
          %53 = arith.shli %41, %c32_i64 : i64
          %54 = arith.shli %42, %c32_i64 : i64
          %55 = arith.ori %49, %43 : i64
          %56 = arith.ori %50, %44 : i64
          %57 = arith.ori %51, %45 : i64
          %58 = arith.ori %52, %46 : i64
          %59 = arith.ori %53, %47 : i64
          %60 = arith.ori %54, %48 : i64
          %61 = arith.shrui %55, %c12_i64 : i64
          %62 = arith.shrui %56, %c12_i64 : i64
          %63 = arith.shrui %57, %c12_i64 : i64
          %64 = arith.shrui %58, %c12_i64 : i64
          %65 = arith.shrui %59, %c12_i64 : i64
          %66 = arith.shrui %60, %c12_i64 : i64
          %67 = arith.ori %61, %c4607182418800017408_i64 : i64
          %68 = arith.ori %62, %c4607182418800017408_i64 : i64
          %69 = arith.ori %63, %c4607182418800017408_i64 : i64
          %70 = arith.ori %64, %c4607182418800017408_i64 : i64
          %71 = arith.ori %65, %c4607182418800017408_i64 : i64
          %72 = arith.ori %66, %c4607182418800017408_i64 : i64
          %73 = arith.bitcast %67 : i64 to f64
          %74 = arith.bitcast %68 : i64 to f64
          %75 = arith.bitcast %69 : i64 to f64
          %76 = arith.bitcast %70 : i64 to f64
          %77 = arith.bitcast %71 : i64 to f64
          %78 = arith.bitcast %72 : i64 to f64
          %79 = arith.subf %73, %cst : f64
          %80 = arith.subf %74, %cst : f64
          %81 = arith.subf %75, %cst : f64
          %82 = arith.subf %76, %cst : f64
          %83 = arith.subf %77, %cst : f64
          %84 = arith.subf %78, %cst : f64
          %85 = arith.subf %arg7, %79 : f64
          %86 = arith.subf %arg8, %80 : f64
          %87 = arith.subf %arg9, %81 : f64
          %88 = arith.subf %arg10, %82 : f64
          %89 = arith.subf %arg11, %83 : f64
          %90 = arith.subf %arg12, %84 : f64
          %91 = arith.addi %arg6, %c1_i64 : i64
          %92 = arith.addi %arg13, %c1_i32 : i32
          scf.yield %91, %85, %86, %87, %88, %89, %90, %92 : i64, f64, f64, f64, f64, f64, f64, i32
        }
        %from_elements = tensor.from_elements %17#0 : tensor<i64>
        %from_elements_23 = tensor.from_elements %extracted_14, %extracted_15 : tensor<2xi32>
        %from_elements_24 = tensor.from_elements %17#1, %17#2, %17#3, %17#4, %17#5, %17#6 : tensor<2x3xf64>
        %from_elements_25 = tensor.from_elements %17#7 : tensor<i32>
        flow.return %from_elements, %from_elements_23, %from_elements_24, %from_elements_25 : tensor<i64>, tensor<2xi32>, tensor<2x3xf64>, tensor<i32>
      }
      %16 = stablehlo.bitcast_convert %15#1 : (tensor<2xi32>) -> tensor<2xui32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<2x1xi32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
      %c_11 = stablehlo.constant dense<0> : tensor<2xi32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %15#2, %c_7, %c_8, %cst_9, %cst_10, %c_11, %c_12, %c_13, %c_6 : tensor<2x3xf64>, tensor<2x1xi32>, tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>
    }) : (tensor<i32>) -> (tensor<2x3xf64>, tensor<2x1xi32>, tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>)
    %4 = "stablehlo.case"(%2) ({
      %8 = "stablehlo.case"(%3#2) ({
        %9 = stablehlo.multiply %arg4, %arg1 : tensor<2x3xf64>
        %10 = stablehlo.multiply %arg0, %arg5 : tensor<2x3xf64>
        %11 = stablehlo.add %9, %10 : tensor<2x3xf64>
        stablehlo.return %11 : tensor<2x3xf64>
      }, {
        %c_4 = stablehlo.constant dense<0> : tensor<2x1xi32>
        %c_5 = stablehlo.constant dense<1> : tensor<2x1xi32>
        %9 = stablehlo.clamp %c_4, %3#1, %c_5 : tensor<2x1xi32>
        %10 = "stablehlo.gather"(%arg5, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
        stablehlo.return %10 : tensor<2x3xf64>
      }) : (tensor<i32>) -> tensor<2x3xf64>
      stablehlo.return %8 : tensor<2x3xf64>
    }, {
      %8 = stablehlo.multiply %arg5, %arg1 : tensor<2x3xf64>
      %9 = stablehlo.multiply %arg1, %arg5 : tensor<2x3xf64>
      %10 = stablehlo.add %8, %9 : tensor<2x3xf64>
      %11 = stablehlo.divide %arg4, %3#3 : tensor<2x3xf64>
      %12 = stablehlo.multiply %10, %3#4 : tensor<2x3xf64>
      %13 = stablehlo.divide %12, %3#3 : tensor<2x3xf64>
      %14 = stablehlo.negate %13 : tensor<2x3xf64>
      %15 = stablehlo.add %11, %14 : tensor<2x3xf64>
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %16:2 = flow.dispatch.region -> (tensor<2x3xf64>, tensor<i32>) attributes {hostcall.loop_kernel = "scalarized"} {
        %17 = tensor.empty() : tensor<2x3xf64>
        %18 = scf.for %arg6 = %c0 to %c2 step %c1 iter_args(%arg7 = %17) -> (tensor<2x3xf64>) {
          %20 = scf.for %arg8 = %c0 to %c3 step %c1 iter_args(%arg9 = %arg7) -> (tensor<2x3xf64>) {
            %extracted_5 = tensor.extract %15[%arg6, %arg8] : tensor<2x3xf64>
            %inserted = tensor.insert %extracted_5 into %arg9[%arg6, %arg8] : tensor<2x3xf64>
            scf.yield %inserted : tensor<2x3xf64>
          }
          scf.yield %20 : tensor<2x3xf64>
        }
        %extracted = tensor.extract %3#7[] : tensor<i32>
        %extracted_4 = tensor.extract %3#6[] : tensor<i32>
        %19:2 = scf.while (%arg6 = %18, %arg7 = %extracted) : (tensor<2x3xf64>, i32) -> (tensor<2x3xf64>, i32) {
          %20 = arith.cmpi slt, %arg7, %c2_i32 : i32
          scf.condition(%20) %arg6, %arg7 : tensor<2x3xf64>, i32
        } do {
        ^bb0(%arg6: tensor<2x3xf64>, %arg7: i32):
          %20 = arith.maxsi %arg7, %c0_i32 : i32
          %21 = arith.minsi %20, %c1_i32 : i32
          %22 = arith.index_cast %21 : i32 to index
          %extracted_5 = tensor.extract %3#5[%22] : tensor<2xi32>
          %23 = arith.maxsi %extracted_5, %c0_i32 : i32
          %24 = arith.minsi %23, %c1_i32 : i32
          %25 = arith.maxsi %extracted_4, %c0_i32 : i32
          %26 = arith.minsi %25, %c0_i32 : i32
          %27 = arith.index_cast %24 : i32 to index
          %28 = arith.index_cast %26 : i32 to index
          %extracted_6 = tensor.extract %1[%27, %28] : tensor<2x3xf64>
          %29 = arith.addi %28, %c1 : index
          %extracted_7 = tensor.extract %1[%27, %29] : tensor<2x3xf64>
          %30 = arith.addi %28, %c2 : index
          %extracted_8 = tensor.extract %1[%27, %30] : tensor<2x3xf64>
          %extracted_9 = tensor.extract %arg6[%27, %28] : tensor<2x3xf64>
          %extracted_10 = tensor.extract %arg6[%27, %29] : tensor<2x3xf64>
          %extracted_11 = tensor.extract %arg6[%27, %30] : tensor<2x3xf64>
          %31 = arith.subf %extracted_6, %extracted_9 : f64
          %32 = arith.subf %extracted_7, %extracted_10 : f64
          %33 = arith.subf %extracted_8, %extracted_11 : f64
          %34 = arith.addi %arg7, %c1_i32 : i32
          %inserted = tensor.insert %31 into %arg6[%27, %28] : tensor<2x3xf64>
          %inserted_12 = tensor.insert %32 into %inserted[%27, %29] : tensor<2x3xf64>
          %inserted_13 = tensor.insert %33 into %inserted_12[%27, %30] : tensor<2x3xf64>
          scf.yield %inserted_13, %34 : tensor<2x3xf64>, i32
        }
        %from_elements = tensor.from_elements %19#1 : tensor<i32>
        flow.return %19#0, %from_elements : tensor<2x3xf64>, tensor<i32>
      }
      stablehlo.return %16#0 : tensor<2x3xf64>
    }, {
      %8 = stablehlo.multiply %arg4, %0 : tensor<2x3xf64>
      %9 = stablehlo.multiply %arg0, %1 : tensor<2x3xf64>
      %10 = stablehlo.add %8, %9 : tensor<2x3xf64>
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %11 = flow.dispatch.region -> (tensor<i32>) attributes {hostcall.loop_kernel = "vectorized"} {
        %extracted = tensor.extract %3#8[] : tensor<i32>
        %12 = scf.while (%arg6 = %extracted) : (i32) -> i32 {
          %13 = arith.cmpi slt, %arg6, %c2_i32 : i32
          scf.condition(%13) %arg6 : i32
        } do {
        ^bb0(%arg6: i32):
          %13 = arith.addi %arg6, %c1_i32 : i32
          scf.yield %13 : i32
        }
        %from_elements = tensor.from_elements %12 : tensor<i32>
        flow.return %from_elements : tensor<i32>
      }
      stablehlo.return %10 : tensor<2x3xf64>
    }) : (tensor<i32>) -> tensor<2x3xf64>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %6 = stablehlo.optimization_barrier %c_3 : tensor<i1>
    %7:2 = "stablehlo.case"(%5) ({
      %8 = stablehlo.add %3#0, %0 : tensor<2x3xf64>
      %9 = stablehlo.add %4, %1 : tensor<2x3xf64>
      %c_4 = stablehlo.constant dense<true> : tensor<i1>
      %c_5 = stablehlo.constant dense<0> : tensor<i64>
      %10:5 = stablehlo.while(%iterArg = %c_5, %iterArg_7 = %arg2, %iterArg_8 = %c_4, %iterArg_9 = %8, %iterArg_10 = %9) : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>, tensor<2x3xf64> attributes {hostcall.num_primal_carries = 4 : i64}
      cond {
        %c_11 = stablehlo.constant dense<1> : tensor<i64>
        %18 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %19 = stablehlo.and %18, %iterArg_8 : tensor<i1>
        stablehlo.return %19 : tensor<i1>
      } do {
        %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
        %18 = stablehlo.multiply %iterArg_9, %iterArg_9 : tensor<2x3xf64>
        %19 = stablehlo.multiply %iterArg_10, %iterArg_9 : tensor<2x3xf64>
        %20 = stablehlo.multiply %iterArg_9, %iterArg_10 : tensor<2x3xf64>
        %21 = stablehlo.add %19, %20 : tensor<2x3xf64>
        %22 = stablehlo.add %18, %cst_11 : tensor<2x3xf64>
        %23 = stablehlo.divide %3#0, %22 : tensor<2x3xf64>
        %24 = stablehlo.divide %4, %22 : tensor<2x3xf64>
        %25 = stablehlo.multiply %21, %23 : tensor<2x3xf64>
        %26 = stablehlo.divide %25, %22 : tensor<2x3xf64>
        %27 = stablehlo.negate %26 : tensor<2x3xf64>
        %28 = stablehlo.add %24, %27 : tensor<2x3xf64>
        %c_12 = stablehlo.constant dense<0> : tensor<i32>
        %c_13 = stablehlo.constant dense<0> : tensor<i32>
        %29 = stablehlo.clamp %c_12, %arg3, %c_13 : tensor<i32>
        %c_14 = stablehlo.constant dense<0> : tensor<i32>
        %c_15 = stablehlo.constant dense<1> : tensor<i32>
        %30 = stablehlo.clamp %c_14, %arg3, %c_15 : tensor<i32>
        %31 = stablehlo.dynamic_slice %iterArg_9, %29, %30, sizes = [2, 2] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x2xf64>
        %32 = stablehlo.dynamic_slice %iterArg_10, %29, %30, sizes = [2, 2] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x2xf64>
        %c_16 = stablehlo.constant dense<0> : tensor<i32>
        %c_17 = stablehlo.constant dense<0> : tensor<i32>
        %33 = stablehlo.clamp %c_16, %arg3, %c_17 : tensor<i32>
        %c_18 = stablehlo.constant dense<0> : tensor<i32>
        %c_19 = stablehlo.constant dense<1> : tensor<i32>
        %34 = stablehlo.clamp %c_18, %arg3, %c_19 : tensor<i32>
        %cst_20 = stablehlo.constant dense<-0.000000e+00> : tensor<f64>
        %c_21 = stablehlo.constant dense<0> : tensor<i32>
        %35:2 = stablehlo.optimization_barrier %cst_20, %c_21 : tensor<f64>, tensor<i32>
        %36 = stablehlo.broadcast_in_dim %35#0, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
        %37 = stablehlo.add %23, %36 : tensor<2x3xf64>
        %38 = stablehlo.dynamic_update_slice %37, %31, %33, %34 : (tensor<2x3xf64>, tensor<2x2xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
        %39 = stablehlo.dynamic_update_slice %28, %32, %33, %34 : (tensor<2x3xf64>, tensor<2x2xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
        %c_22 = stablehlo.constant dense<1103515245> : tensor<i32>
        %c_23 = stablehlo.constant dense<12345> : tensor<i32>
        %40 = stablehlo.multiply %iterArg_7, %c_22 : tensor<i32>
        %41 = stablehlo.add %40, %c_23 : tensor<i32>
        %c_24 = stablehlo.constant dense<16> : tensor<i32>
        %c_25 = stablehlo.constant dense<7> : tensor<i32>
        %42 = stablehlo.shift_right_logical %41, %c_24 : tensor<i32>
        %43 = stablehlo.and %42, %c_25 : tensor<i32>
        %c_26 = stablehlo.constant dense<0> : tensor<i32>
        %44 = stablehlo.compare NE, %43, %c_26 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_27 = stablehlo.constant dense<1> : tensor<i64>
        %45 = stablehlo.add %iterArg, %c_27 : tensor<i64>
        %46 = stablehlo.select %6, %iterArg_8, %44 : tensor<i1>, tensor<i1>
        stablehlo.return %45, %41, %46, %38, %39 : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>, tensor<2x3xf64>
      }
      %c_6 = stablehlo.constant dense<15> : tensor<i32>
      %11 = stablehlo.and %10#1, %c_6 : tensor<i32>
      %12 = stablehlo.convert %11 : (tensor<i32>) -> tensor<f64>
      %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
      %14 = stablehlo.multiply %13, %13 : tensor<2x3xf64>
      %15 = stablehlo.add %14, %cst : tensor<2x3xf64>
      %16 = stablehlo.divide %10#3, %15 : tensor<2x3xf64>
      %17 = stablehlo.divide %10#4, %15 : tensor<2x3xf64>
      stablehlo.return %16, %17 : tensor<2x3xf64>, tensor<2x3xf64>
    }, {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
      %8 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf64>
      %9 = stablehlo.multiply %arg4, %arg0 : tensor<2x3xf64>
      %10 = stablehlo.multiply %arg0, %arg4 : tensor<2x3xf64>
      %11 = stablehlo.add %9, %10 : tensor<2x3xf64>
      %12 = stablehlo.add %8, %cst : tensor<2x3xf64>
      %13 = stablehlo.divide %3#0, %12 : tensor<2x3xf64>
      %14 = stablehlo.divide %4, %12 : tensor<2x3xf64>
      %15 = stablehlo.multiply %11, %13 : tensor<2x3xf64>
      %16 = stablehlo.divide %15, %12 : tensor<2x3xf64>
      %17 = stablehlo.negate %16 : tensor<2x3xf64>
      %18 = stablehlo.add %14, %17 : tensor<2x3xf64>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %19:3 = stablehlo.while(%iterArg = %c_4, %iterArg_5 = %13, %iterArg_6 = %18) : tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64> attributes {hostcall.num_primal_carries = 2 : i64, hostcall.trip_count = 1 : i64}
      cond {
        %c_7 = stablehlo.constant dense<1> : tensor<i32>
        %20 = stablehlo.compare LT, %iterArg, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %20 : tensor<i1>
      } do {
        %20 = stablehlo.add %arg1, %iterArg_5 : tensor<2x3xf64>
        %21 = stablehlo.add %arg5, %iterArg_6 : tensor<2x3xf64>
        %c_7 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
        %22 = "stablehlo.scatter"(%20, %c_7, %iterArg_5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
        ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
          stablehlo.return %arg7 : tensor<f64>
        }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %23 = stablehlo.iota dim = 0 : tensor<6xi32>
        %c_8 = stablehlo.constant dense<1> : tensor<6xi32>
        %24 = stablehlo.add %23, %c_8 : tensor<6xi32>
        %25 = stablehlo.reshape %24 : (tensor<6xi32>) -> tensor<2x3xi32>
        %c_9 = stablehlo.constant dense<0> : tensor<2x3xi32>
        %26 = "stablehlo.scatter"(%c_9, %c_7, %25) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
        ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
          stablehlo.return %arg7 : tensor<i32>
        }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
        %27 = "stablehlo.gather"(%26, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
        %28 = stablehlo.compare EQ, %27, %25, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
        %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
        %29 = stablehlo.select %28, %iterArg_6, %cst_10 : tensor<2x3xi1>, tensor<2x3xf64>
        %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
        %30 = "stablehlo.scatter"(%cst_11, %c_7, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
        ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
          %34 = stablehlo.add %arg6, %arg7 : tensor<f64>
          stablehlo.return %34 : tensor<f64>
        }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %31 = stablehlo.compare NE, %26, %c_9, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
        %32 = stablehlo.select %31, %30, %21 : tensor<2x3xi1>, tensor<2x3xf64>
        %c_12 = stablehlo.constant dense<1> : tensor<i32>
        %33 = stablehlo.add %iterArg, %c_12 : tensor<i32>
        stablehlo.return %33, %22, %32 : tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>
      }
      stablehlo.return %19#1, %19#2 : tensor<2x3xf64>, tensor<2x3xf64>
    }, {
      %8 = stablehlo.subtract %0, %3#0 : tensor<2x3xf64>
      %9 = stablehlo.negate %4 : tensor<2x3xf64>
      %10 = stablehlo.add %1, %9 : tensor<2x3xf64>
      %c_4 = stablehlo.constant dense<true> : tensor<i1>
      %c_5 = stablehlo.constant dense<0> : tensor<i64>
      %c1_i64 = arith.constant 1 : i64
      %c7_i32 = arith.constant 7 : i32
      %c0_i32 = arith.constant 0 : i32
      %c16_i32 = arith.constant 16 : i32
      %c12345_i32 = arith.constant 12345 : i32
      %c1103515245_i32 = arith.constant 1103515245 : i32
      %c2_i64 = arith.constant 2 : i64
      %extracted = tensor.extract %c_5[] : tensor<i64>
      %extracted_6 = tensor.extract %arg2[] : tensor<i32>
      %extracted_7 = tensor.extract %c_4[] : tensor<i1>
      %11 = tensor.empty() : tensor<2x3xi64>
      %12 = tensor.empty() : tensor<2x3xi32>
      %13 = tensor.empty() : tensor<2x3xi1>
      %14 = tensor.empty() : tensor<2x3xf64>
      %15:5 = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map, #map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %10, %arg1, %arg5 : tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) outs(%11, %12, %13, %14, %14 : tensor<2x3xi64>, tensor<2x3xi32>, tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) attrs =  {hostcall.loop_kernel = "elementwise"} {
      ^bb0(%in: f64, %in_8: f64, %in_9: f64, %in_10: f64, %out: i64, %out_11: i32, %out_12: i1, %out_13: f64, %out_14: f64):
        %16:5 = scf.while (%arg6 = %extracted, %arg7 = %extracted_6, %arg8 = %extracted_7, %arg9 = %in, %arg10 = %in_8) : (i64, i32, i1, f64, f64) -> (i64, i32, i1, f64, f64) {
          %17 = arith.cmpi slt, %arg6, %c2_i64 : i64
          %18 = arith.andi %17, %arg8 : i1
          scf.condition(%18) %arg6, %arg7, %arg8, %arg9, %arg10 : i64, i32, i1, f64, f64
        } do {
        ^bb0(%arg6: i64, %arg7: i32, %arg8: i1, %arg9: f64, %arg10: f64):
          %17 = arith.subf %arg9, %in_9 : f64
          %18 = arith.subf %arg10, %in_10 : f64
          %19 = arith.muli %arg7, %c1103515245_i32 : i32
          %20 = arith.addi %19, %c12345_i32 : i32
          %21 = arith.shrui %20, %c16_i32 : i32
          %22 = arith.andi %21, %c7_i32 : i32
          %23 = arith.cmpi ne, %22, %c0_i32 : i32
          %24 = arith.addi %arg6, %c1_i64 : i64
          scf.yield %24, %20, %23, %17, %18 : i64, i32, i1, f64, f64
        }
        linalg.yield %16#0, %16#1, %16#2, %16#3, %16#4 : i64, i32, i1, f64, f64
      } -> (tensor<2x3xi64>, tensor<2x3xi32>, tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>)
      stablehlo.return %15#3, %15#4 : tensor<2x3xf64>, tensor<2x3xf64>
    }) : (tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>)
    return %7#0, %7#1 : tensor<2x3xf64>, tensor<2x3xf64>
  }
}
