// Reduced from jit of x64 random.gamma, dirichlet and chisquare in one program (threefry
// counters read before and after the rejection loops).  iree-compile 3.13 rejects it:
// "streamable op expected to be in an execution region" (see hostcall-iota-constants).
module {
  func.func @main(%arg0: tensor<2xui32>) -> (tensor<64x3xf64>, tensor<64xf64>) {
    %cst = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<2xui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %c, %2 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_2 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %4 = stablehlo.bitcast_convert %3 : (tensor<2xui32>) -> tensor<2xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c31_i32 = arith.constant 31 : i32
    %c32_i32 = arith.constant 32 : i32
    %c5_i32 = arith.constant 5 : i32
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %5:8 = flow.dispatch.region -> (tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>) attributes {hostcall.loop_kernel = "scalarized"} {
      %extracted = tensor.extract %c_0[] : tensor<i32>
      %extracted_74 = tensor.extract %4[%c0] : tensor<2xi32>
      %extracted_75 = tensor.extract %4[%c1] : tensor<2xi32>
      %extracted_76 = tensor.extract %c_3[%c0] : tensor<2xi32>
      %extracted_77 = tensor.extract %c_3[%c1] : tensor<2xi32>
      %extracted_78 = tensor.extract %c_4[] : tensor<i32>
      %extracted_79 = tensor.extract %c_5[] : tensor<i32>
      %extracted_80 = tensor.extract %c_6[] : tensor<i32>
      %extracted_81 = tensor.extract %c_1[%c0] : tensor<4xi32>
      %extracted_82 = tensor.extract %c_1[%c1] : tensor<4xi32>
      %extracted_83 = tensor.extract %c_1[%c2] : tensor<4xi32>
      %extracted_84 = tensor.extract %c_1[%c3] : tensor<4xi32>
      %extracted_85 = tensor.extract %c_2[%c0] : tensor<4xi32>
      %extracted_86 = tensor.extract %c_2[%c1] : tensor<4xi32>
      %extracted_87 = tensor.extract %c_2[%c2] : tensor<4xi32>
      %extracted_88 = tensor.extract %c_2[%c3] : tensor<4xi32>
      %126:16 = scf.while (%arg1 = %extracted, %arg2 = %extracted_74, %arg3 = %extracted_75, %arg4 = %extracted_76, %arg5 = %extracted_77, %arg6 = %extracted_78, %arg7 = %extracted_79, %arg8 = %extracted_80, %arg9 = %extracted_81, %arg10 = %extracted_82, %arg11 = %extracted_83, %arg12 = %extracted_84, %arg13 = %extracted_85, %arg14 = %extracted_86, %arg15 = %extracted_87, %arg16 = %extracted_88) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
        %127 = arith.cmpi slt, %arg1, %c5_i32 : i32
        scf.condition(%127) %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
      } do {
      ^bb0(%arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32):
        %127 = arith.addi %arg2, %arg4 : i32
        %128 = arith.addi %arg3, %arg5 : i32
        %129 = arith.subi %c32_i32, %arg9 : i32
        %130 = arith.cmpi ugt, %arg9, %c31_i32 : i32
        %131 = arith.shli %arg4, %arg9 : i32
        %132 = arith.select %130, %c0_i32, %131 : i32
        %133 = arith.shli %arg5, %arg9 : i32
        %134 = arith.select %130, %c0_i32, %133 : i32
        %135 = arith.cmpi ugt, %129, %c31_i32 : i32
        %136 = arith.shrui %arg4, %129 : i32
        %137 = arith.select %135, %c0_i32, %136 : i32
        %138 = arith.shrui %arg5, %129 : i32
        %139 = arith.select %135, %c0_i32, %138 : i32
        %140 = arith.ori %132, %137 : i32
        %141 = arith.ori %134, %139 : i32
        %142 = arith.xori %127, %140 : i32
        %143 = arith.xori %128, %141 : i32
        %144 = arith.addi %127, %142 : i32
        %145 = arith.addi %128, %143 : i32
        %146 = arith.subi %c32_i32, %arg10 : i32
        %147 = arith.cmpi ugt, %arg10, %c31_i32 : i32
        %148 = arith.shli %142, %arg10 : i32
        %149 = arith.select %147, %c0_i32, %148 : i32
        %150 = arith.shli %143, %arg10 : i32
        %151 = arith.select %147, %c0_i32, %150 : i32
        %152 = arith.cmpi ugt, %146, %c31_i32 : i32
        %153 = arith.shrui %142, %146 : i32
        %154 = arith.select %152, %c0_i32, %153 : i32
        %155 = arith.shrui %143, %146 : i32
        %156 = arith.select %152, %c0_i32, %155 : i32
        %157 = arith.ori %149, %154 : i32
        %158 = arith.ori %151, %156 : i32
        %159 = arith.xori %144, %157 : i32
        %160 = arith.xori %145, %158 : i32
        %161 = arith.addi %144, %159 : i32
        %162 = arith.addi %145, %160 : i32
        %163 = arith.subi %c32_i32, %arg11 : i32
        %164 = arith.cmpi ugt, %arg11, %c31_i32 : i32
        %165 = arith.shli %159, %arg11 : i32
        %166 = arith.select %164, %c0_i32, %165 : i32
        %167 = arith.shli %160, %arg11 : i32
        %168 = arith.select %164, %c0_i32, %167 : i32
        %169 = arith.cmpi ugt, %163, %c31_i32 : i32
        %170 = arith.shrui %159, %163 : i32
        %171 = arith.select %169, %c0_i32, %170 : i32
        %172 = arith.shrui %160, %163 : i32
        %173 = arith.select %169, %c0_i32, %172 : i32
        %174 = arith.ori %166, %171 : i32
        %175 = arith.ori %168, %173 : i32
        %176 = arith.xori %161, %174 : i32
        %177 = arith.xori %162, %175 : i32
        %178 = arith.addi %161, %176 : i32
        %179 = arith.addi %162, %177 : i32
        %180 = arith.subi %c32_i32, %arg12 : i32
        %181 = arith.cmpi ugt, %arg12, %c31_i32 : i32
        %182 = arith.shli %176, %arg12 : i32
        %183 = arith.select %181, %c0_i32, %182 : i32
        %184 = arith.shli %177, %arg12 : i32
        %185 = arith.select %181, %c0_i32, %184 : i32
        %186 = arith.cmpi ugt, %180, %c31_i32 : i32
        %187 = arith.shrui %176, %180 : i32
        %188 = arith.select %186, %c0_i32, %187 : i32
        %189 = arith.shrui %177, %180 : i32
        %190 = arith.select %186, %c0_i32, %189 : i32
        %191 = arith.ori %183, %188 : i32
        %192 = arith.ori %185, %190 : i32
        %193 = arith.xori %178, %191 : i32
        %194 = arith.xori %179, %192 : i32
        %195 = arith.addi %arg1, %c1_i32 : i32
        %196 = arith.addi %178, %arg6 : i32
        %197 = arith.addi %179, %arg6 : i32
        %198 = arith.addi %193, %arg7 : i32
        %199 = arith.addi %194, %arg7 : i32
        %200 = arith.addi %198, %195 : i32
        %201 = arith.addi %199, %195 : i32
        scf.yield %195, %196, %197, %200, %201, %arg7, %arg8, %arg6, %arg13, %arg14, %arg15, %arg16, %arg9, %arg10, %arg11, %arg12 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
      }
      %from_elements = tensor.from_elements %126#0 : tensor<i32>
      %from_elements_89 = tensor.from_elements %126#1, %126#2 : tensor<2xi32>
      %from_elements_90 = tensor.from_elements %126#3, %126#4 : tensor<2xi32>
      %from_elements_91 = tensor.from_elements %126#5 : tensor<i32>
      %from_elements_92 = tensor.from_elements %126#6 : tensor<i32>
      %from_elements_93 = tensor.from_elements %126#7 : tensor<i32>
      %from_elements_94 = tensor.from_elements %126#8, %126#9, %126#10, %126#11 : tensor<4xi32>
      %from_elements_95 = tensor.from_elements %126#12, %126#13, %126#14, %126#15 : tensor<4xi32>
      flow.return %from_elements, %from_elements_89, %from_elements_90, %from_elements_91, %from_elements_92, %from_elements_93, %from_elements_94, %from_elements_95 : tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>
    }
    %6 = stablehlo.bitcast_convert %5#1 : (tensor<2xi32>) -> tensor<2xui32>
    %c_7 = stablehlo.constant dense<0> : tensor<2xui32>
    %7 = stablehlo.concatenate %6, %c_7, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %8 = stablehlo.reshape %7 : (tensor<4xui32>) -> tensor<4xui32>
    %9 = stablehlo.reshape %8 : (tensor<4xui32>) -> tensor<2x2xui32>
    %10 = stablehlo.slice %9 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %12 = stablehlo.divide %cst, %cst_8 : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<64xf64>
    %14 = stablehlo.slice %11 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
    %c_10 = stablehlo.constant dense<0> : tensor<64xui32>
    %c_11 = stablehlo.constant dense<0> : tensor<64xui32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %17 = stablehlo.add %c_10, %16 : tensor<64xui32>
    %18 = stablehlo.concatenate %c_11, %17, dim = 0 : (tensor<64xui32>, tensor<64xui32>) -> tensor<128xui32>
    %19 = stablehlo.reshape %18 : (tensor<128xui32>) -> tensor<128xui32>
    %20 = stablehlo.reshape %19 : (tensor<128xui32>) -> tensor<64x2xui32>
    %c_12 = stablehlo.constant dense<false> : tensor<64xi1>
    %21 = stablehlo.slice %20 [0:64, 1:2] : (tensor<64x2xui32>) -> tensor<64x1xui32>
    %22 = stablehlo.reshape %21 : (tensor<64x1xui32>) -> tensor<64xui32>
    %c_13 = stablehlo.constant dense<0> : tensor<64x2xui32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<64xui32>) -> tensor<64x2xui32>
    %c_14 = stablehlo.constant dense<0> : tensor<64x2xui32>
    %24 = stablehlo.add %c_14, %23 : tensor<64x2xui32>
    %25 = stablehlo.concatenate %c_13, %24, dim = 1 : (tensor<64x2xui32>, tensor<64x2xui32>) -> tensor<64x4xui32>
    %26 = stablehlo.reshape %25 : (tensor<64x4xui32>) -> tensor<64x4xui32>
    %27 = stablehlo.reshape %26 : (tensor<64x4xui32>) -> tensor<64x2x2xui32>
    %28 = stablehlo.slice %27 [0:64, 1:2, 0:2] : (tensor<64x2x2xui32>) -> tensor<64x1x2xui32>
    %29 = stablehlo.reshape %28 : (tensor<64x1x2xui32>) -> tensor<64x2xui32>
    %30 = stablehlo.slice %29 [0:64, 0:1] : (tensor<64x2xui32>) -> tensor<64x1xui32>
    %31 = stablehlo.reshape %30 : (tensor<64x1xui32>) -> tensor<64xui32>
    %32 = stablehlo.iota dim = 0 : tensor<2xui32>
    %33 = stablehlo.reshape %32 : (tensor<2xui32>) -> tensor<2xui32>
    %34 = stablehlo.slice %33 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %35 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<64xui32>) -> tensor<64x1xui32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<1xui32>) -> tensor<64x1xui32>
    %37 = stablehlo.add %36, %35 : tensor<64x1xui32>
    %c_15 = stablehlo.constant dense<0> : tensor<64x1xui32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_18 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<3x64xui32>
    %38:6 = stablehlo.while(%iterArg = %c_16, %iterArg_74 = %37, %iterArg_75 = %c_15, %iterArg_76 = %c_17, %iterArg_77 = %c_18, %iterArg_78 = %c_19) : tensor<i32>, tensor<64x1xui32>, tensor<64x1xui32>, tensor<4xi32>, tensor<4xi32>, tensor<3x64xui32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_79 = stablehlo.constant dense<5> : tensor<i32>
      %126 = stablehlo.compare LT, %iterArg, %c_79, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %126 : tensor<i1>
    } do {
      %c_79 = stablehlo.constant dense<0> : tensor<64x1xui32>
      %c_80 = stablehlo.constant dense<0> : tensor<64x1xui32>
      %126 = stablehlo.xor %c_79, %c_80 : tensor<64x1xui32>
      %127 = stablehlo.add %c_79, %126 : tensor<64x1xui32>
      %c_81 = stablehlo.constant dense<0> : tensor<64x1xui32>
      %128 = stablehlo.add %127, %c_81 : tensor<64x1xui32>
      %c_82 = stablehlo.constant dense<0> : tensor<64x1xui32>
      %c_83 = stablehlo.constant dense<0> : tensor<i32>
      %c_84 = stablehlo.constant dense<0> : tensor<3x64xui32>
      stablehlo.return %c_83, %128, %c_82, %iterArg_77, %iterArg_76, %c_84 : tensor<i32>, tensor<64x1xui32>, tensor<64x1xui32>, tensor<4xi32>, tensor<4xi32>, tensor<3x64xui32>
    }
    %39 = stablehlo.concatenate %38#1, %38#2, dim = 1 : (tensor<64x1xui32>, tensor<64x1xui32>) -> tensor<64x2xui32>
    %40 = stablehlo.reshape %39 : (tensor<64x2xui32>) -> tensor<64x2xui32>
    %41 = stablehlo.slice %40 [0:64, 0:1] : (tensor<64x2xui32>) -> tensor<64x1xui32>
    %42 = stablehlo.convert %41 : (tensor<64x1xui32>) -> tensor<64x1xui64>
    %c_20 = stablehlo.constant dense<0> : tensor<64x1xui64>
    %c_21 = stablehlo.constant dense<32> : tensor<64x1xui64>
    %43 = stablehlo.shift_left %42, %c_21 : tensor<64x1xui64>
    %44 = stablehlo.or %43, %c_20 : tensor<64x1xui64>
    %45 = stablehlo.reshape %44 : (tensor<64x1xui64>) -> tensor<64xui64>
    %c_22 = stablehlo.constant dense<12> : tensor<64xui64>
    %46 = stablehlo.shift_right_logical %45, %c_22 : tensor<64xui64>
    %c_23 = stablehlo.constant dense<4607182418800017408> : tensor<64xui64>
    %47 = stablehlo.or %46, %c_23 : tensor<64xui64>
    %48 = stablehlo.bitcast_convert %47 : (tensor<64xui64>) -> tensor<64xf64>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<64xf64>
    %49 = stablehlo.subtract %48, %cst_24 : tensor<64xf64>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<64xf64>
    %50 = stablehlo.multiply %49, %cst_25 : tensor<64xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<64xf64>
    %51 = stablehlo.add %50, %cst_26 : tensor<64xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<64xf64>
    %52 = stablehlo.maximum %cst_27, %51 : tensor<64xf64>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<64xf64>
    %53 = stablehlo.subtract %cst_28, %52 : tensor<64xf64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<64xf64>
    %54 = stablehlo.bitcast_convert %53 : (tensor<64xf64>) -> tensor<64xi64>
    %c_30 = stablehlo.constant dense<0> : tensor<64xi64>
    %55 = stablehlo.compare LT, %54, %c_30, SIGNED : (tensor<64xi64>, tensor<64xi64>) -> tensor<64xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<64xf64>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<64xf64>
    %c_33 = stablehlo.constant dense<false> : tensor<64xi1>
    %cst_34 = stablehlo.constant dense<0x7FF8000000000000> : tensor<64xf64>
    %56 = stablehlo.select %c_33, %cst_32, %cst_34 : tensor<64xi1>, tensor<64xf64>
    %57 = stablehlo.select %55, %56, %cst_31 : tensor<64xi1>, tensor<64xf64>
    %c_35 = stablehlo.constant dense<false> : tensor<64xi1>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<64xf64>
    %58 = stablehlo.select %c_35, %cst_36, %57 : tensor<64xi1>, tensor<64xf64>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<64xf64>
    %59 = stablehlo.select %c_12, %cst_37, %58 : tensor<64xi1>, tensor<64xf64>
    %60 = stablehlo.multiply %cst_29, %59 : tensor<64xf64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<64xf64>
    %61 = stablehlo.compare GT, %13, %cst_38, FLOAT : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xi1>
    %cst_39 = stablehlo.constant dense<0x7FF8000000000000> : tensor<64xf64>
    %62 = stablehlo.select %61, %60, %cst_39 : tensor<64xi1>, tensor<64xf64>
    %63 = stablehlo.divide %13, %62 : tensor<64xf64>
    %64 = stablehlo.sqrt %63 : tensor<64xf64>
    %65 = stablehlo.multiply %cst_9, %64 : tensor<64xf64>
    %cst_40 = stablehlo.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf64>
    %66 = stablehlo.broadcast_in_dim %cst_40, dims = [1] : (tensor<3xf64>) -> tensor<64x3xf64>
    %67 = stablehlo.reshape %66 : (tensor<64x3xf64>) -> tensor<192xf64>
    %68 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %69 = stablehlo.reshape %68 : (tensor<1xui32>) -> tensor<ui32>
    %c_41 = stablehlo.constant dense<0> : tensor<192xui32>
    %c_42 = stablehlo.constant dense<0> : tensor<192xui32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<ui32>) -> tensor<192xui32>
    %71 = stablehlo.add %c_41, %70 : tensor<192xui32>
    %72 = stablehlo.concatenate %c_42, %71, dim = 0 : (tensor<192xui32>, tensor<192xui32>) -> tensor<384xui32>
    %73 = stablehlo.reshape %72 : (tensor<384xui32>) -> tensor<384xui32>
    %74 = stablehlo.reshape %73 : (tensor<384xui32>) -> tensor<192x2xui32>
    %75 = stablehlo.slice %74 [0:192, 1:2] : (tensor<192x2xui32>) -> tensor<192x1xui32>
    %76 = stablehlo.reshape %75 : (tensor<192x1xui32>) -> tensor<192xui32>
    %c_43 = stablehlo.constant dense<0> : tensor<192x2xui32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<192xui32>) -> tensor<192x2xui32>
    %c_44 = stablehlo.constant dense<0> : tensor<192x2xui32>
    %78 = stablehlo.add %c_44, %77 : tensor<192x2xui32>
    %79 = stablehlo.concatenate %c_43, %78, dim = 1 : (tensor<192x2xui32>, tensor<192x2xui32>) -> tensor<192x4xui32>
    %80 = stablehlo.reshape %79 : (tensor<192x4xui32>) -> tensor<192x4xui32>
    %81 = stablehlo.reshape %80 : (tensor<192x4xui32>) -> tensor<192x2x2xui32>
    %c_45 = stablehlo.constant dense<0> : tensor<192x2xui32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<192xf64>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<192xf64>
    %c_49 = stablehlo.constant dense<0> : tensor<192xi32>
    %82:5 = stablehlo.while(%iterArg = %c_45, %iterArg_74 = %cst_46, %iterArg_75 = %cst_47, %iterArg_76 = %cst_48, %iterArg_77 = %c_49) : tensor<192x2xui32>, tensor<192xf64>, tensor<192xf64>, tensor<192xf64>, tensor<192xi32>
    cond {
      %c_78 = stablehlo.constant dense<false> : tensor<192xi1>
      %c_79 = stablehlo.constant dense<false> : tensor<i1>
      %126 = stablehlo.reduce(%c_78 init: %c_79) applies stablehlo.or across dimensions = [0] : (tensor<192xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %126 : tensor<i1>
    } do {
      %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
      %126 = stablehlo.compare GE, %iterArg_76, %cst_78, FLOAT : (tensor<192xf64>, tensor<192xf64>) -> tensor<192xi1>
      %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
      %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
      %127 = stablehlo.compare GE, %cst_79, %cst_80, FLOAT : (tensor<192xf64>, tensor<192xf64>) -> tensor<192xi1>
      %128 = stablehlo.and %126, %127 : tensor<192xi1>
      %c_81 = stablehlo.constant dense<1000> : tensor<192xi32>
      %129 = stablehlo.compare LT, %iterArg_77, %c_81, SIGNED : (tensor<192xi32>, tensor<192xi32>) -> tensor<192xi1>
      %130 = stablehlo.and %128, %129 : tensor<192xi1>
      %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
      %131 = stablehlo.iota dim = 0 : tensor<2xui32>
      %132 = stablehlo.reshape %131 : (tensor<2xui32>) -> tensor<2xui32>
      %133 = stablehlo.slice %132 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %c_83 = stablehlo.constant dense<0> : tensor<192x1xui32>
      %c_84 = stablehlo.constant dense<0> : tensor<192x1xui32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<1xui32>) -> tensor<192x1xui32>
      %135 = stablehlo.add %134, %c_84 : tensor<192x1xui32>
      %136 = stablehlo.concatenate %c_83, %135, dim = 1 : (tensor<192x1xui32>, tensor<192x1xui32>) -> tensor<192x2xui32>
      %137 = stablehlo.reshape %136 : (tensor<192x2xui32>) -> tensor<192x2xui32>
      %138 = stablehlo.slice %137 [0:192, 1:2] : (tensor<192x2xui32>) -> tensor<192x1xui32>
      %139 = stablehlo.convert %138 : (tensor<192x1xui32>) -> tensor<192x1xui64>
      %c_85 = stablehlo.constant dense<0> : tensor<192x1xui64>
      %140 = stablehlo.or %c_85, %139 : tensor<192x1xui64>
      %141 = stablehlo.reshape %140 : (tensor<192x1xui64>) -> tensor<192xui64>
      %c_86 = stablehlo.constant dense<12> : tensor<192xui64>
      %142 = stablehlo.shift_right_logical %141, %c_86 : tensor<192xui64>
      %c_87 = stablehlo.constant dense<4607182418800017408> : tensor<192xui64>
      %143 = stablehlo.or %142, %c_87 : tensor<192xui64>
      %144 = stablehlo.bitcast_convert %143 : (tensor<192xui64>) -> tensor<192xf64>
      %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<192xf64>
      %145 = stablehlo.subtract %144, %cst_88 : tensor<192xf64>
      %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<192xf64>
      %146 = stablehlo.multiply %145, %cst_89 : tensor<192xf64>
      %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
      %147 = stablehlo.add %146, %cst_90 : tensor<192xf64>
      %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
      %148 = stablehlo.maximum %cst_91, %147 : tensor<192xf64>
      %c_92 = stablehlo.constant dense<0> : tensor<192x2xui32>
      %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
      %149 = stablehlo.select %130, %cst_82, %iterArg_75 : tensor<192xi1>, tensor<192xf64>
      %150 = stablehlo.select %130, %148, %iterArg_76 : tensor<192xi1>, tensor<192xf64>
      %c_94 = stablehlo.constant dense<0> : tensor<192xi32>
      stablehlo.return %c_92, %cst_93, %149, %150, %c_94 : tensor<192x2xui32>, tensor<192xf64>, tensor<192xf64>, tensor<192xf64>, tensor<192xi32>
    }
    %83 = stablehlo.slice %81 [0:192, 1:2, 0:2] : (tensor<192x2x2xui32>) -> tensor<192x1x2xui32>
    %84 = stablehlo.reshape %83 : (tensor<192x1x2xui32>) -> tensor<192x2xui32>
    %85 = stablehlo.slice %84 [0:192, 1:2] : (tensor<192x2xui32>) -> tensor<192x1xui32>
    %86 = stablehlo.reshape %85 : (tensor<192x1xui32>) -> tensor<192xui32>
    %87 = stablehlo.iota dim = 0 : tensor<2xui32>
    %88 = stablehlo.reshape %87 : (tensor<2xui32>) -> tensor<2xui32>
    %89 = stablehlo.slice %88 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %c_50 = stablehlo.constant dense<0> : tensor<192x1xui32>
    %90 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<192xui32>) -> tensor<192x1xui32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [1] : (tensor<1xui32>) -> tensor<192x1xui32>
    %92 = stablehlo.add %91, %90 : tensor<192x1xui32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %c_52 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_53 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_54 = stablehlo.constant dense<0> : tensor<3x192xui32>
    %93:6 = stablehlo.while(%iterArg = %c_51, %iterArg_74 = %c_50, %iterArg_75 = %92, %iterArg_76 = %c_52, %iterArg_77 = %c_53, %iterArg_78 = %c_54) : tensor<i32>, tensor<192x1xui32>, tensor<192x1xui32>, tensor<4xi32>, tensor<4xi32>, tensor<3x192xui32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_79 = stablehlo.constant dense<5> : tensor<i32>
      %126 = stablehlo.compare LT, %iterArg, %c_79, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %126 : tensor<i1>
    } do {
      %c_79 = stablehlo.constant dense<0> : tensor<1xi32>
      %126 = stablehlo.bitcast_convert %c_79 : (tensor<1xi32>) -> tensor<1xui32>
      %c_80 = stablehlo.constant dense<0> : tensor<192x1xui32>
      %c_81 = stablehlo.constant dense<0> : tensor<192x1xui32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<1xui32>) -> tensor<192x1xui32>
      %128 = stablehlo.add %c_81, %127 : tensor<192x1xui32>
      %c_82 = stablehlo.constant dense<1> : tensor<i32>
      %129 = stablehlo.add %iterArg, %c_82 : tensor<i32>
      %c_83 = stablehlo.constant dense<0> : tensor<3x192xui32>
      stablehlo.return %129, %c_80, %128, %iterArg_77, %iterArg_76, %c_83 : tensor<i32>, tensor<192x1xui32>, tensor<192x1xui32>, tensor<4xi32>, tensor<4xi32>, tensor<3x192xui32>
    }
    %94 = stablehlo.concatenate %93#1, %93#2, dim = 1 : (tensor<192x1xui32>, tensor<192x1xui32>) -> tensor<192x2xui32>
    %95 = stablehlo.reshape %94 : (tensor<192x2xui32>) -> tensor<192x2xui32>
    %96 = stablehlo.slice %95 [0:192, 0:1] : (tensor<192x2xui32>) -> tensor<192x1xui32>
    %97 = stablehlo.convert %96 : (tensor<192x1xui32>) -> tensor<192x1xui64>
    %c_55 = stablehlo.constant dense<0> : tensor<192x1xui64>
    %c_56 = stablehlo.constant dense<32> : tensor<192x1xui64>
    %98 = stablehlo.shift_left %97, %c_56 : tensor<192x1xui64>
    %99 = stablehlo.or %98, %c_55 : tensor<192x1xui64>
    %100 = stablehlo.reshape %99 : (tensor<192x1xui64>) -> tensor<192xui64>
    %c_57 = stablehlo.constant dense<12> : tensor<192xui64>
    %101 = stablehlo.shift_right_logical %100, %c_57 : tensor<192xui64>
    %c_58 = stablehlo.constant dense<4607182418800017408> : tensor<192xui64>
    %102 = stablehlo.or %101, %c_58 : tensor<192xui64>
    %103 = stablehlo.bitcast_convert %102 : (tensor<192xui64>) -> tensor<192xf64>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<192xf64>
    %104 = stablehlo.subtract %103, %cst_59 : tensor<192xf64>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<192xf64>
    %105 = stablehlo.multiply %104, %cst_60 : tensor<192xf64>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
    %106 = stablehlo.add %105, %cst_61 : tensor<192xf64>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
    %107 = stablehlo.maximum %cst_62, %106 : tensor<192xf64>
    %108 = stablehlo.negate %107 : tensor<192xf64>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<192xf64>
    %109 = stablehlo.add %cst_63, %108 : tensor<192xf64>
    %110 = stablehlo.log %109 : tensor<192xf64>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
    %cst_65 = stablehlo.constant dense<0x7FF0000000000000> : tensor<192xf64>
    %111 = stablehlo.compare EQ, %109, %cst_65, FLOAT : (tensor<192xf64>, tensor<192xf64>) -> tensor<192xi1>
    %112 = stablehlo.select %111, %110, %cst_64 : tensor<192xi1>, tensor<192xf64>
    %113 = stablehlo.negate %112 : tensor<192xf64>
    %114 = stablehlo.negate %113 : tensor<192xf64>
    %c_66 = stablehlo.constant dense<false> : tensor<192xi1>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
    %115 = stablehlo.multiply %114, %cst_67 : tensor<192xf64>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
    %116 = stablehlo.select %c_66, %cst_68, %115 : tensor<192xi1>, tensor<192xf64>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
    %117 = stablehlo.log %82#2 : tensor<192xf64>
    %118 = stablehlo.add %cst_69, %117 : tensor<192xf64>
    %119 = stablehlo.add %118, %116 : tensor<192xf64>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<192xf64>
    %120 = stablehlo.compare GT, %67, %cst_70, FLOAT : (tensor<192xf64>, tensor<192xf64>) -> tensor<192xi1>
    %cst_71 = stablehlo.constant dense<0x7FF8000000000000> : tensor<192xf64>
    %121 = stablehlo.select %120, %119, %cst_71 : tensor<192xi1>, tensor<192xf64>
    %122 = stablehlo.reshape %121 : (tensor<192xf64>) -> tensor<64x3xf64>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<64x3xf64>
    %123 = stablehlo.subtract %122, %cst_72 : tensor<64x3xf64>
    %124 = stablehlo.exponential %123 : tensor<64x3xf64>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<64x3xf64>
    %125 = stablehlo.divide %124, %cst_73 : tensor<64x3xf64>
    return %125, %65 : tensor<64x3xf64>, tensor<64xf64>
  }
}
