// seed442_f253 (tests/inputs/fuzz_fixed) after jit's host-loop pipeline before
// hostcall-guard-self-updates copied targets computed in a loop body from invariants:
// the last loop scatters into pad(%arg1) made in its body, which IREE 3.13 hoists and
// updates in place (result 0[3] comes out 0, the spec's value is -7).
module {
  func.func @f253(%arg0: tensor<5xi8>, %arg1: tensor<5xi8>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<5xi8>, tensor<5xi8>) {
    %0 = stablehlo.reshape %arg0 : (tensor<5xi8>) -> tensor<5x1xi8>
    %1 = stablehlo.convert %0 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %c = stablehlo.constant dense<4> : tensor<5x1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<5x1xi32>
    %2 = stablehlo.compare GE, %1, %c_0, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %3 = stablehlo.compare LE, %1, %c, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %4 = stablehlo.and %2, %3 : tensor<5x1xi1>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c_1) applies stablehlo.and across dimensions = [1] : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<5x1xi32>
    %7 = stablehlo.select %6, %1, %c_2 : tensor<5x1xi1>, tensor<5x1xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %8 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
    %9 = stablehlo.reshape %8 : (tensor<ui32>) -> tensor<1xui32>
    %10 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
    %11 = stablehlo.reshape %10 : (tensor<ui32>) -> tensor<1xui32>
    %12 = stablehlo.concatenate %9, %11, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13:3 = stablehlo.while(%iterArg = %c_4, %iterArg_11 = %12, %iterArg_12 = %arg1) : tensor<i32>, tensor<2xui32>, tensor<5xi8> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_13 = stablehlo.constant dense<2> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg, %c_13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %32 = stablehlo.bitcast_convert %iterArg : (tensor<i32>) -> tensor<ui32>
      %33 = stablehlo.reshape %32 : (tensor<ui32>) -> tensor<1xui32>
      %c_13 = stablehlo.constant dense<0> : tensor<1xui32>
      %34 = stablehlo.concatenate %c_13, %33, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %35 = stablehlo.slice %iterArg_11 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %36 = stablehlo.reshape %35 : (tensor<1xui32>) -> tensor<ui32>
      %37 = stablehlo.slice %iterArg_11 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %38 = stablehlo.reshape %37 : (tensor<1xui32>) -> tensor<ui32>
      %39 = stablehlo.slice %34 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %40 = stablehlo.slice %34 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %41 = stablehlo.xor %36, %38 : tensor<ui32>
      %c_14 = stablehlo.constant dense<466688986> : tensor<ui32>
      %42 = stablehlo.xor %41, %c_14 : tensor<ui32>
      %43 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %44 = stablehlo.add %39, %43 : tensor<1xui32>
      %45 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %46 = stablehlo.add %40, %45 : tensor<1xui32>
      %c_15 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_16 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %47:8 = stablehlo.while(%iterArg_35 = %c_17, %iterArg_36 = %44, %iterArg_37 = %46, %iterArg_38 = %38, %iterArg_39 = %42, %iterArg_40 = %36, %iterArg_41 = %c_15, %iterArg_42 = %c_16) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_43 = stablehlo.constant dense<5> : tensor<i32>
        %83 = stablehlo.compare LT, %iterArg_35, %c_43 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %83 : tensor<i1>
      } do {
        %83 = stablehlo.slice %iterArg_41 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %84 = stablehlo.reshape %83 : (tensor<1xi32>) -> tensor<i32>
        %85 = stablehlo.add %iterArg_36, %iterArg_37 : tensor<1xui32>
        %86 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %87 = stablehlo.bitcast_convert %86 : (tensor<1xi32>) -> tensor<1xui32>
        %c_43 = stablehlo.constant dense<32> : tensor<i32>
        %88 = stablehlo.subtract %c_43, %84 : tensor<i32>
        %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %90 = stablehlo.bitcast_convert %89 : (tensor<1xi32>) -> tensor<1xui32>
        %91 = stablehlo.shift_left %iterArg_37, %87 : tensor<1xui32>
        %92 = stablehlo.shift_right_logical %iterArg_37, %90 : tensor<1xui32>
        %93 = stablehlo.or %91, %92 : tensor<1xui32>
        %94 = stablehlo.xor %85, %93 : tensor<1xui32>
        %95 = stablehlo.slice %iterArg_41 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %96 = stablehlo.reshape %95 : (tensor<1xi32>) -> tensor<i32>
        %97 = stablehlo.add %85, %94 : tensor<1xui32>
        %98 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %99 = stablehlo.bitcast_convert %98 : (tensor<1xi32>) -> tensor<1xui32>
        %c_44 = stablehlo.constant dense<32> : tensor<i32>
        %100 = stablehlo.subtract %c_44, %96 : tensor<i32>
        %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %102 = stablehlo.bitcast_convert %101 : (tensor<1xi32>) -> tensor<1xui32>
        %103 = stablehlo.shift_left %94, %99 : tensor<1xui32>
        %104 = stablehlo.shift_right_logical %94, %102 : tensor<1xui32>
        %105 = stablehlo.or %103, %104 : tensor<1xui32>
        %106 = stablehlo.xor %97, %105 : tensor<1xui32>
        %107 = stablehlo.slice %iterArg_41 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %108 = stablehlo.reshape %107 : (tensor<1xi32>) -> tensor<i32>
        %109 = stablehlo.add %97, %106 : tensor<1xui32>
        %110 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %111 = stablehlo.bitcast_convert %110 : (tensor<1xi32>) -> tensor<1xui32>
        %c_45 = stablehlo.constant dense<32> : tensor<i32>
        %112 = stablehlo.subtract %c_45, %108 : tensor<i32>
        %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %114 = stablehlo.bitcast_convert %113 : (tensor<1xi32>) -> tensor<1xui32>
        %115 = stablehlo.shift_left %106, %111 : tensor<1xui32>
        %116 = stablehlo.shift_right_logical %106, %114 : tensor<1xui32>
        %117 = stablehlo.or %115, %116 : tensor<1xui32>
        %118 = stablehlo.xor %109, %117 : tensor<1xui32>
        %119 = stablehlo.slice %iterArg_41 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %120 = stablehlo.reshape %119 : (tensor<1xi32>) -> tensor<i32>
        %121 = stablehlo.add %109, %118 : tensor<1xui32>
        %122 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %123 = stablehlo.bitcast_convert %122 : (tensor<1xi32>) -> tensor<1xui32>
        %c_46 = stablehlo.constant dense<32> : tensor<i32>
        %124 = stablehlo.subtract %c_46, %120 : tensor<i32>
        %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %126 = stablehlo.bitcast_convert %125 : (tensor<1xi32>) -> tensor<1xui32>
        %127 = stablehlo.shift_left %118, %123 : tensor<1xui32>
        %128 = stablehlo.shift_right_logical %118, %126 : tensor<1xui32>
        %129 = stablehlo.or %127, %128 : tensor<1xui32>
        %130 = stablehlo.xor %121, %129 : tensor<1xui32>
        %c_47 = stablehlo.constant dense<1> : tensor<i32>
        %131 = stablehlo.add %iterArg_35, %c_47 : tensor<i32>
        %132 = stablehlo.broadcast_in_dim %iterArg_38, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %133 = stablehlo.add %121, %132 : tensor<1xui32>
        %134 = stablehlo.bitcast_convert %131 : (tensor<i32>) -> tensor<ui32>
        %135 = stablehlo.add %iterArg_39, %134 : tensor<ui32>
        %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %137 = stablehlo.add %130, %136 : tensor<1xui32>
        stablehlo.return %131, %133, %137, %iterArg_39, %iterArg_40, %iterArg_38, %iterArg_42, %iterArg_41 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %48 = stablehlo.concatenate %47#1, %47#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %49 = stablehlo.iota dim = 0 : tensor<5xui32>
      %c_18 = stablehlo.constant dense<0> : tensor<1xui32>
      %50 = stablehlo.concatenate %49, %c_18, dim = 0 : (tensor<5xui32>, tensor<1xui32>) -> tensor<6xui32>
      %51 = stablehlo.slice %48 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %52 = stablehlo.reshape %51 : (tensor<1xui32>) -> tensor<ui32>
      %53 = stablehlo.slice %48 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %54 = stablehlo.reshape %53 : (tensor<1xui32>) -> tensor<ui32>
      %55 = stablehlo.slice %50 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
      %56 = stablehlo.slice %50 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
      %57 = stablehlo.xor %52, %54 : tensor<ui32>
      %c_19 = stablehlo.constant dense<466688986> : tensor<ui32>
      %58 = stablehlo.xor %57, %c_19 : tensor<ui32>
      %59 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %60 = stablehlo.add %55, %59 : tensor<3xui32>
      %61 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %62 = stablehlo.add %56, %61 : tensor<3xui32>
      %c_20 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_21 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %63:8 = stablehlo.while(%iterArg_35 = %c_22, %iterArg_36 = %60, %iterArg_37 = %62, %iterArg_38 = %54, %iterArg_39 = %58, %iterArg_40 = %52, %iterArg_41 = %c_20, %iterArg_42 = %c_21) : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_43 = stablehlo.constant dense<5> : tensor<i32>
        %83 = stablehlo.compare LT, %iterArg_35, %c_43 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %83 : tensor<i1>
      } do {
        %83 = stablehlo.slice %iterArg_41 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %84 = stablehlo.reshape %83 : (tensor<1xi32>) -> tensor<i32>
        %85 = stablehlo.add %iterArg_36, %iterArg_37 : tensor<3xui32>
        %86 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %87 = stablehlo.bitcast_convert %86 : (tensor<3xi32>) -> tensor<3xui32>
        %c_43 = stablehlo.constant dense<32> : tensor<i32>
        %88 = stablehlo.subtract %c_43, %84 : tensor<i32>
        %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %90 = stablehlo.bitcast_convert %89 : (tensor<3xi32>) -> tensor<3xui32>
        %91 = stablehlo.shift_left %iterArg_37, %87 : tensor<3xui32>
        %92 = stablehlo.shift_right_logical %iterArg_37, %90 : tensor<3xui32>
        %93 = stablehlo.or %91, %92 : tensor<3xui32>
        %94 = stablehlo.xor %85, %93 : tensor<3xui32>
        %95 = stablehlo.slice %iterArg_41 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %96 = stablehlo.reshape %95 : (tensor<1xi32>) -> tensor<i32>
        %97 = stablehlo.add %85, %94 : tensor<3xui32>
        %98 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %99 = stablehlo.bitcast_convert %98 : (tensor<3xi32>) -> tensor<3xui32>
        %c_44 = stablehlo.constant dense<32> : tensor<i32>
        %100 = stablehlo.subtract %c_44, %96 : tensor<i32>
        %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %102 = stablehlo.bitcast_convert %101 : (tensor<3xi32>) -> tensor<3xui32>
        %103 = stablehlo.shift_left %94, %99 : tensor<3xui32>
        %104 = stablehlo.shift_right_logical %94, %102 : tensor<3xui32>
        %105 = stablehlo.or %103, %104 : tensor<3xui32>
        %106 = stablehlo.xor %97, %105 : tensor<3xui32>
        %107 = stablehlo.slice %iterArg_41 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %108 = stablehlo.reshape %107 : (tensor<1xi32>) -> tensor<i32>
        %109 = stablehlo.add %97, %106 : tensor<3xui32>
        %110 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %111 = stablehlo.bitcast_convert %110 : (tensor<3xi32>) -> tensor<3xui32>
        %c_45 = stablehlo.constant dense<32> : tensor<i32>
        %112 = stablehlo.subtract %c_45, %108 : tensor<i32>
        %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %114 = stablehlo.bitcast_convert %113 : (tensor<3xi32>) -> tensor<3xui32>
        %115 = stablehlo.shift_left %106, %111 : tensor<3xui32>
        %116 = stablehlo.shift_right_logical %106, %114 : tensor<3xui32>
        %117 = stablehlo.or %115, %116 : tensor<3xui32>
        %118 = stablehlo.xor %109, %117 : tensor<3xui32>
        %119 = stablehlo.slice %iterArg_41 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %120 = stablehlo.reshape %119 : (tensor<1xi32>) -> tensor<i32>
        %121 = stablehlo.add %109, %118 : tensor<3xui32>
        %122 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %123 = stablehlo.bitcast_convert %122 : (tensor<3xi32>) -> tensor<3xui32>
        %c_46 = stablehlo.constant dense<32> : tensor<i32>
        %124 = stablehlo.subtract %c_46, %120 : tensor<i32>
        %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %126 = stablehlo.bitcast_convert %125 : (tensor<3xi32>) -> tensor<3xui32>
        %127 = stablehlo.shift_left %118, %123 : tensor<3xui32>
        %128 = stablehlo.shift_right_logical %118, %126 : tensor<3xui32>
        %129 = stablehlo.or %127, %128 : tensor<3xui32>
        %130 = stablehlo.xor %121, %129 : tensor<3xui32>
        %c_47 = stablehlo.constant dense<1> : tensor<i32>
        %131 = stablehlo.add %iterArg_35, %c_47 : tensor<i32>
        %132 = stablehlo.broadcast_in_dim %iterArg_38, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %133 = stablehlo.add %121, %132 : tensor<3xui32>
        %134 = stablehlo.bitcast_convert %131 : (tensor<i32>) -> tensor<ui32>
        %135 = stablehlo.add %iterArg_39, %134 : tensor<ui32>
        %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %137 = stablehlo.add %130, %136 : tensor<3xui32>
        stablehlo.return %131, %133, %137, %iterArg_39, %iterArg_40, %iterArg_38, %iterArg_42, %iterArg_41 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %64 = stablehlo.concatenate %63#1, %63#2, dim = 0 : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
      %65 = stablehlo.slice %64 [0:5] : (tensor<6xui32>) -> tensor<5xui32>
      %c_23 = stablehlo.constant dense<9> : tensor<5xui32>
      %66 = stablehlo.shift_right_logical %65, %c_23 : tensor<5xui32>
      %c_24 = stablehlo.constant dense<1065353216> : tensor<5xui32>
      %67 = stablehlo.or %66, %c_24 : tensor<5xui32>
      %68 = stablehlo.bitcast_convert %67 : (tensor<5xui32>) -> tensor<5xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
      %69 = stablehlo.subtract %68, %cst : tensor<5xf32>
      %70 = stablehlo.reshape %69 : (tensor<5xf32>) -> tensor<5xf32>
      %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<5xf32>
      %71 = stablehlo.multiply %70, %cst_25 : tensor<5xf32>
      %cst_26 = stablehlo.constant dense<-1.280000e+02> : tensor<5xf32>
      %cst_27 = stablehlo.constant dense<127.999992> : tensor<5xf32>
      %72 = stablehlo.clamp %cst_26, %71, %cst_27 : tensor<5xf32>
      %73 = stablehlo.convert %72 : (tensor<5xf32>) -> tensor<5xi8>
      %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<5xf32>
      %74 = stablehlo.compare GE, %71, %cst_28, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %c_29 = stablehlo.constant dense<127> : tensor<5xi8>
      %75 = stablehlo.select %74, %c_29, %73 : tensor<5xi1>, tensor<5xi8>
      %cst_30 = stablehlo.constant dense<-1.280000e+02> : tensor<5xf32>
      %76 = stablehlo.compare LE, %71, %cst_30, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %c_31 = stablehlo.constant dense<-128> : tensor<5xi8>
      %77 = stablehlo.select %76, %c_31, %75 : tensor<5xi1>, tensor<5xi8>
      %78 = stablehlo.compare NE, %71, %71, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %c_32 = stablehlo.constant dense<0> : tensor<5xi8>
      %79 = stablehlo.select %78, %c_32, %77 : tensor<5xi1>, tensor<5xi8>
      %c_33 = stablehlo.constant dense<7> : tensor<5xi8>
      %80 = stablehlo.and %79, %c_33 : tensor<5xi8>
      %81 = stablehlo.shift_right_logical %iterArg_12, %80 : tensor<5xi8>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %82 = stablehlo.add %iterArg, %c_34 : tensor<i32>
      stablehlo.return %82, %iterArg_11, %81 : tensor<i32>, tensor<2xui32>, tensor<5xi8>
    }
    %14:4 = stablehlo.optimization_barrier %12, %arg1, %9, %11 : tensor<2xui32>, tensor<5xi8>, tensor<1xui32>, tensor<1xui32>
    %15 = stablehlo.pad %14#1, %c_3, low = [0], high = [1], interior = [0] : (tensor<5xi8>, tensor<i8>) -> tensor<6xi8>
    %16 = "stablehlo.scatter"(%15, %7, %14#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i8>, %arg5: tensor<i8>):
      %32 = stablehlo.maximum %arg4, %arg5 : tensor<i8>
      stablehlo.return %32 : tensor<i8>
    }) : (tensor<6xi8>, tensor<5x1xi32>, tensor<5xi8>) -> tensor<6xi8>
    %17 = stablehlo.slice %16 [0:5] : (tensor<6xi8>) -> tensor<5xi8>
    %18 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
    %19 = stablehlo.reshape %18 : (tensor<ui32>) -> tensor<1xui32>
    %20 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
    %21 = stablehlo.reshape %20 : (tensor<ui32>) -> tensor<1xui32>
    %22 = stablehlo.concatenate %14#2, %14#3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %23:3 = stablehlo.while(%iterArg = %c_5, %iterArg_11 = %14#0, %iterArg_12 = %17) : tensor<i32>, tensor<2xui32>, tensor<5xi8> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_13 = stablehlo.constant dense<3> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg, %c_13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %32 = stablehlo.bitcast_convert %iterArg : (tensor<i32>) -> tensor<ui32>
      %33 = stablehlo.reshape %32 : (tensor<ui32>) -> tensor<1xui32>
      %c_13 = stablehlo.constant dense<0> : tensor<1xui32>
      %34 = stablehlo.concatenate %c_13, %33, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %35 = stablehlo.slice %iterArg_11 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %36 = stablehlo.reshape %35 : (tensor<1xui32>) -> tensor<ui32>
      %37 = stablehlo.slice %iterArg_11 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %38 = stablehlo.reshape %37 : (tensor<1xui32>) -> tensor<ui32>
      %39 = stablehlo.slice %34 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %40 = stablehlo.slice %34 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %41 = stablehlo.xor %36, %38 : tensor<ui32>
      %c_14 = stablehlo.constant dense<466688986> : tensor<ui32>
      %42 = stablehlo.xor %41, %c_14 : tensor<ui32>
      %43 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %44 = stablehlo.add %39, %43 : tensor<1xui32>
      %45 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %46 = stablehlo.add %40, %45 : tensor<1xui32>
      %c_15 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_16 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %47:8 = stablehlo.while(%iterArg_38 = %c_17, %iterArg_39 = %44, %iterArg_40 = %46, %iterArg_41 = %38, %iterArg_42 = %42, %iterArg_43 = %36, %iterArg_44 = %c_15, %iterArg_45 = %c_16) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_46 = stablehlo.constant dense<5> : tensor<i32>
        %99 = stablehlo.compare LT, %iterArg_38, %c_46 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %99 : tensor<i1>
      } do {
        %99 = stablehlo.slice %iterArg_44 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %100 = stablehlo.reshape %99 : (tensor<1xi32>) -> tensor<i32>
        %101 = stablehlo.add %iterArg_39, %iterArg_40 : tensor<1xui32>
        %102 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %103 = stablehlo.bitcast_convert %102 : (tensor<1xi32>) -> tensor<1xui32>
        %c_46 = stablehlo.constant dense<32> : tensor<i32>
        %104 = stablehlo.subtract %c_46, %100 : tensor<i32>
        %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %106 = stablehlo.bitcast_convert %105 : (tensor<1xi32>) -> tensor<1xui32>
        %107 = stablehlo.shift_left %iterArg_40, %103 : tensor<1xui32>
        %108 = stablehlo.shift_right_logical %iterArg_40, %106 : tensor<1xui32>
        %109 = stablehlo.or %107, %108 : tensor<1xui32>
        %110 = stablehlo.xor %101, %109 : tensor<1xui32>
        %111 = stablehlo.slice %iterArg_44 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %112 = stablehlo.reshape %111 : (tensor<1xi32>) -> tensor<i32>
        %113 = stablehlo.add %101, %110 : tensor<1xui32>
        %114 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %115 = stablehlo.bitcast_convert %114 : (tensor<1xi32>) -> tensor<1xui32>
        %c_47 = stablehlo.constant dense<32> : tensor<i32>
        %116 = stablehlo.subtract %c_47, %112 : tensor<i32>
        %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %118 = stablehlo.bitcast_convert %117 : (tensor<1xi32>) -> tensor<1xui32>
        %119 = stablehlo.shift_left %110, %115 : tensor<1xui32>
        %120 = stablehlo.shift_right_logical %110, %118 : tensor<1xui32>
        %121 = stablehlo.or %119, %120 : tensor<1xui32>
        %122 = stablehlo.xor %113, %121 : tensor<1xui32>
        %123 = stablehlo.slice %iterArg_44 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %124 = stablehlo.reshape %123 : (tensor<1xi32>) -> tensor<i32>
        %125 = stablehlo.add %113, %122 : tensor<1xui32>
        %126 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %127 = stablehlo.bitcast_convert %126 : (tensor<1xi32>) -> tensor<1xui32>
        %c_48 = stablehlo.constant dense<32> : tensor<i32>
        %128 = stablehlo.subtract %c_48, %124 : tensor<i32>
        %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %130 = stablehlo.bitcast_convert %129 : (tensor<1xi32>) -> tensor<1xui32>
        %131 = stablehlo.shift_left %122, %127 : tensor<1xui32>
        %132 = stablehlo.shift_right_logical %122, %130 : tensor<1xui32>
        %133 = stablehlo.or %131, %132 : tensor<1xui32>
        %134 = stablehlo.xor %125, %133 : tensor<1xui32>
        %135 = stablehlo.slice %iterArg_44 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %136 = stablehlo.reshape %135 : (tensor<1xi32>) -> tensor<i32>
        %137 = stablehlo.add %125, %134 : tensor<1xui32>
        %138 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %139 = stablehlo.bitcast_convert %138 : (tensor<1xi32>) -> tensor<1xui32>
        %c_49 = stablehlo.constant dense<32> : tensor<i32>
        %140 = stablehlo.subtract %c_49, %136 : tensor<i32>
        %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %142 = stablehlo.bitcast_convert %141 : (tensor<1xi32>) -> tensor<1xui32>
        %143 = stablehlo.shift_left %134, %139 : tensor<1xui32>
        %144 = stablehlo.shift_right_logical %134, %142 : tensor<1xui32>
        %145 = stablehlo.or %143, %144 : tensor<1xui32>
        %146 = stablehlo.xor %137, %145 : tensor<1xui32>
        %c_50 = stablehlo.constant dense<1> : tensor<i32>
        %147 = stablehlo.add %iterArg_38, %c_50 : tensor<i32>
        %148 = stablehlo.broadcast_in_dim %iterArg_41, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %149 = stablehlo.add %137, %148 : tensor<1xui32>
        %150 = stablehlo.bitcast_convert %147 : (tensor<i32>) -> tensor<ui32>
        %151 = stablehlo.add %iterArg_42, %150 : tensor<ui32>
        %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %153 = stablehlo.add %146, %152 : tensor<1xui32>
        stablehlo.return %147, %149, %153, %iterArg_42, %iterArg_43, %iterArg_41, %iterArg_45, %iterArg_44 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %48 = stablehlo.concatenate %47#1, %47#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %49 = stablehlo.iota dim = 0 : tensor<5xui32>
      %c_18 = stablehlo.constant dense<0> : tensor<1xui32>
      %50 = stablehlo.concatenate %49, %c_18, dim = 0 : (tensor<5xui32>, tensor<1xui32>) -> tensor<6xui32>
      %51 = stablehlo.slice %48 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %52 = stablehlo.reshape %51 : (tensor<1xui32>) -> tensor<ui32>
      %53 = stablehlo.slice %48 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %54 = stablehlo.reshape %53 : (tensor<1xui32>) -> tensor<ui32>
      %55 = stablehlo.slice %50 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
      %56 = stablehlo.slice %50 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
      %57 = stablehlo.xor %52, %54 : tensor<ui32>
      %c_19 = stablehlo.constant dense<466688986> : tensor<ui32>
      %58 = stablehlo.xor %57, %c_19 : tensor<ui32>
      %59 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %60 = stablehlo.add %55, %59 : tensor<3xui32>
      %61 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %62 = stablehlo.add %56, %61 : tensor<3xui32>
      %c_20 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_21 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %63:8 = stablehlo.while(%iterArg_38 = %c_22, %iterArg_39 = %60, %iterArg_40 = %62, %iterArg_41 = %54, %iterArg_42 = %58, %iterArg_43 = %52, %iterArg_44 = %c_20, %iterArg_45 = %c_21) : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_46 = stablehlo.constant dense<5> : tensor<i32>
        %99 = stablehlo.compare LT, %iterArg_38, %c_46 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %99 : tensor<i1>
      } do {
        %99 = stablehlo.slice %iterArg_44 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %100 = stablehlo.reshape %99 : (tensor<1xi32>) -> tensor<i32>
        %101 = stablehlo.add %iterArg_39, %iterArg_40 : tensor<3xui32>
        %102 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %103 = stablehlo.bitcast_convert %102 : (tensor<3xi32>) -> tensor<3xui32>
        %c_46 = stablehlo.constant dense<32> : tensor<i32>
        %104 = stablehlo.subtract %c_46, %100 : tensor<i32>
        %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %106 = stablehlo.bitcast_convert %105 : (tensor<3xi32>) -> tensor<3xui32>
        %107 = stablehlo.shift_left %iterArg_40, %103 : tensor<3xui32>
        %108 = stablehlo.shift_right_logical %iterArg_40, %106 : tensor<3xui32>
        %109 = stablehlo.or %107, %108 : tensor<3xui32>
        %110 = stablehlo.xor %101, %109 : tensor<3xui32>
        %111 = stablehlo.slice %iterArg_44 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %112 = stablehlo.reshape %111 : (tensor<1xi32>) -> tensor<i32>
        %113 = stablehlo.add %101, %110 : tensor<3xui32>
        %114 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %115 = stablehlo.bitcast_convert %114 : (tensor<3xi32>) -> tensor<3xui32>
        %c_47 = stablehlo.constant dense<32> : tensor<i32>
        %116 = stablehlo.subtract %c_47, %112 : tensor<i32>
        %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %118 = stablehlo.bitcast_convert %117 : (tensor<3xi32>) -> tensor<3xui32>
        %119 = stablehlo.shift_left %110, %115 : tensor<3xui32>
        %120 = stablehlo.shift_right_logical %110, %118 : tensor<3xui32>
        %121 = stablehlo.or %119, %120 : tensor<3xui32>
        %122 = stablehlo.xor %113, %121 : tensor<3xui32>
        %123 = stablehlo.slice %iterArg_44 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %124 = stablehlo.reshape %123 : (tensor<1xi32>) -> tensor<i32>
        %125 = stablehlo.add %113, %122 : tensor<3xui32>
        %126 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %127 = stablehlo.bitcast_convert %126 : (tensor<3xi32>) -> tensor<3xui32>
        %c_48 = stablehlo.constant dense<32> : tensor<i32>
        %128 = stablehlo.subtract %c_48, %124 : tensor<i32>
        %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %130 = stablehlo.bitcast_convert %129 : (tensor<3xi32>) -> tensor<3xui32>
        %131 = stablehlo.shift_left %122, %127 : tensor<3xui32>
        %132 = stablehlo.shift_right_logical %122, %130 : tensor<3xui32>
        %133 = stablehlo.or %131, %132 : tensor<3xui32>
        %134 = stablehlo.xor %125, %133 : tensor<3xui32>
        %135 = stablehlo.slice %iterArg_44 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %136 = stablehlo.reshape %135 : (tensor<1xi32>) -> tensor<i32>
        %137 = stablehlo.add %125, %134 : tensor<3xui32>
        %138 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %139 = stablehlo.bitcast_convert %138 : (tensor<3xi32>) -> tensor<3xui32>
        %c_49 = stablehlo.constant dense<32> : tensor<i32>
        %140 = stablehlo.subtract %c_49, %136 : tensor<i32>
        %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %142 = stablehlo.bitcast_convert %141 : (tensor<3xi32>) -> tensor<3xui32>
        %143 = stablehlo.shift_left %134, %139 : tensor<3xui32>
        %144 = stablehlo.shift_right_logical %134, %142 : tensor<3xui32>
        %145 = stablehlo.or %143, %144 : tensor<3xui32>
        %146 = stablehlo.xor %137, %145 : tensor<3xui32>
        %c_50 = stablehlo.constant dense<1> : tensor<i32>
        %147 = stablehlo.add %iterArg_38, %c_50 : tensor<i32>
        %148 = stablehlo.broadcast_in_dim %iterArg_41, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %149 = stablehlo.add %137, %148 : tensor<3xui32>
        %150 = stablehlo.bitcast_convert %147 : (tensor<i32>) -> tensor<ui32>
        %151 = stablehlo.add %iterArg_42, %150 : tensor<ui32>
        %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %153 = stablehlo.add %146, %152 : tensor<3xui32>
        stablehlo.return %147, %149, %153, %iterArg_42, %iterArg_43, %iterArg_41, %iterArg_45, %iterArg_44 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %64 = stablehlo.concatenate %63#1, %63#2, dim = 0 : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
      %65 = stablehlo.slice %64 [0:5] : (tensor<6xui32>) -> tensor<5xui32>
      %c_23 = stablehlo.constant dense<9> : tensor<5xui32>
      %66 = stablehlo.shift_right_logical %65, %c_23 : tensor<5xui32>
      %c_24 = stablehlo.constant dense<1065353216> : tensor<5xui32>
      %67 = stablehlo.or %66, %c_24 : tensor<5xui32>
      %68 = stablehlo.bitcast_convert %67 : (tensor<5xui32>) -> tensor<5xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
      %69 = stablehlo.subtract %68, %cst : tensor<5xf32>
      %70 = stablehlo.reshape %69 : (tensor<5xf32>) -> tensor<5xf32>
      %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<5xf32>
      %71 = stablehlo.multiply %70, %cst_25 : tensor<5xf32>
      %cst_26 = stablehlo.constant dense<-1.280000e+02> : tensor<5xf32>
      %cst_27 = stablehlo.constant dense<127.999992> : tensor<5xf32>
      %72 = stablehlo.clamp %cst_26, %71, %cst_27 : tensor<5xf32>
      %73 = stablehlo.convert %72 : (tensor<5xf32>) -> tensor<5xi8>
      %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<5xf32>
      %74 = stablehlo.compare GE, %71, %cst_28, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %c_29 = stablehlo.constant dense<127> : tensor<5xi8>
      %75 = stablehlo.select %74, %c_29, %73 : tensor<5xi1>, tensor<5xi8>
      %cst_30 = stablehlo.constant dense<-1.280000e+02> : tensor<5xf32>
      %76 = stablehlo.compare LE, %71, %cst_30, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %c_31 = stablehlo.constant dense<-128> : tensor<5xi8>
      %77 = stablehlo.select %76, %c_31, %75 : tensor<5xi1>, tensor<5xi8>
      %78 = stablehlo.compare NE, %71, %71, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %c_32 = stablehlo.constant dense<0> : tensor<5xi8>
      %79 = stablehlo.select %78, %c_32, %77 : tensor<5xi1>, tensor<5xi8>
      %80 = stablehlo.and %iterArg_12, %79 : tensor<5xi8>
      %81 = stablehlo.iota dim = 0 : tensor<4xui32>
      %82 = stablehlo.slice %iterArg_11 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %83 = stablehlo.reshape %82 : (tensor<1xui32>) -> tensor<ui32>
      %84 = stablehlo.slice %iterArg_11 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %85 = stablehlo.reshape %84 : (tensor<1xui32>) -> tensor<ui32>
      %86 = stablehlo.slice %81 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
      %87 = stablehlo.slice %81 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
      %88 = stablehlo.xor %83, %85 : tensor<ui32>
      %c_33 = stablehlo.constant dense<466688986> : tensor<ui32>
      %89 = stablehlo.xor %88, %c_33 : tensor<ui32>
      %90 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %91 = stablehlo.add %86, %90 : tensor<2xui32>
      %92 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %93 = stablehlo.add %87, %92 : tensor<2xui32>
      %c_34 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_35 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_36 = stablehlo.constant dense<0> : tensor<i32>
      %94:8 = stablehlo.while(%iterArg_38 = %c_36, %iterArg_39 = %91, %iterArg_40 = %93, %iterArg_41 = %85, %iterArg_42 = %89, %iterArg_43 = %83, %iterArg_44 = %c_34, %iterArg_45 = %c_35) : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_46 = stablehlo.constant dense<5> : tensor<i32>
        %99 = stablehlo.compare LT, %iterArg_38, %c_46 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %99 : tensor<i1>
      } do {
        %99 = stablehlo.slice %iterArg_44 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %100 = stablehlo.reshape %99 : (tensor<1xi32>) -> tensor<i32>
        %101 = stablehlo.add %iterArg_39, %iterArg_40 : tensor<2xui32>
        %102 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %103 = stablehlo.bitcast_convert %102 : (tensor<2xi32>) -> tensor<2xui32>
        %c_46 = stablehlo.constant dense<32> : tensor<i32>
        %104 = stablehlo.subtract %c_46, %100 : tensor<i32>
        %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %106 = stablehlo.bitcast_convert %105 : (tensor<2xi32>) -> tensor<2xui32>
        %107 = stablehlo.shift_left %iterArg_40, %103 : tensor<2xui32>
        %108 = stablehlo.shift_right_logical %iterArg_40, %106 : tensor<2xui32>
        %109 = stablehlo.or %107, %108 : tensor<2xui32>
        %110 = stablehlo.xor %101, %109 : tensor<2xui32>
        %111 = stablehlo.slice %iterArg_44 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %112 = stablehlo.reshape %111 : (tensor<1xi32>) -> tensor<i32>
        %113 = stablehlo.add %101, %110 : tensor<2xui32>
        %114 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %115 = stablehlo.bitcast_convert %114 : (tensor<2xi32>) -> tensor<2xui32>
        %c_47 = stablehlo.constant dense<32> : tensor<i32>
        %116 = stablehlo.subtract %c_47, %112 : tensor<i32>
        %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %118 = stablehlo.bitcast_convert %117 : (tensor<2xi32>) -> tensor<2xui32>
        %119 = stablehlo.shift_left %110, %115 : tensor<2xui32>
        %120 = stablehlo.shift_right_logical %110, %118 : tensor<2xui32>
        %121 = stablehlo.or %119, %120 : tensor<2xui32>
        %122 = stablehlo.xor %113, %121 : tensor<2xui32>
        %123 = stablehlo.slice %iterArg_44 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %124 = stablehlo.reshape %123 : (tensor<1xi32>) -> tensor<i32>
        %125 = stablehlo.add %113, %122 : tensor<2xui32>
        %126 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %127 = stablehlo.bitcast_convert %126 : (tensor<2xi32>) -> tensor<2xui32>
        %c_48 = stablehlo.constant dense<32> : tensor<i32>
        %128 = stablehlo.subtract %c_48, %124 : tensor<i32>
        %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %130 = stablehlo.bitcast_convert %129 : (tensor<2xi32>) -> tensor<2xui32>
        %131 = stablehlo.shift_left %122, %127 : tensor<2xui32>
        %132 = stablehlo.shift_right_logical %122, %130 : tensor<2xui32>
        %133 = stablehlo.or %131, %132 : tensor<2xui32>
        %134 = stablehlo.xor %125, %133 : tensor<2xui32>
        %135 = stablehlo.slice %iterArg_44 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %136 = stablehlo.reshape %135 : (tensor<1xi32>) -> tensor<i32>
        %137 = stablehlo.add %125, %134 : tensor<2xui32>
        %138 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %139 = stablehlo.bitcast_convert %138 : (tensor<2xi32>) -> tensor<2xui32>
        %c_49 = stablehlo.constant dense<32> : tensor<i32>
        %140 = stablehlo.subtract %c_49, %136 : tensor<i32>
        %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %142 = stablehlo.bitcast_convert %141 : (tensor<2xi32>) -> tensor<2xui32>
        %143 = stablehlo.shift_left %134, %139 : tensor<2xui32>
        %144 = stablehlo.shift_right_logical %134, %142 : tensor<2xui32>
        %145 = stablehlo.or %143, %144 : tensor<2xui32>
        %146 = stablehlo.xor %137, %145 : tensor<2xui32>
        %c_50 = stablehlo.constant dense<1> : tensor<i32>
        %147 = stablehlo.add %iterArg_38, %c_50 : tensor<i32>
        %148 = stablehlo.broadcast_in_dim %iterArg_41, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %149 = stablehlo.add %137, %148 : tensor<2xui32>
        %150 = stablehlo.bitcast_convert %147 : (tensor<i32>) -> tensor<ui32>
        %151 = stablehlo.add %iterArg_42, %150 : tensor<ui32>
        %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %153 = stablehlo.add %146, %152 : tensor<2xui32>
        stablehlo.return %147, %149, %153, %iterArg_42, %iterArg_43, %iterArg_41, %iterArg_45, %iterArg_44 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %95 = stablehlo.concatenate %94#1, %94#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
      %96 = stablehlo.slice %95 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
      %97 = stablehlo.slice %95 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %98 = stablehlo.add %iterArg, %c_37 : tensor<i32>
      stablehlo.return %98, %96, %80 : tensor<i32>, tensor<2xui32>, tensor<5xi8>
    }
    %24:2 = stablehlo.optimization_barrier %15, %14#1 : tensor<6xi8>, tensor<5xi8>
    %c_6 = stablehlo.constant dense<0> : tensor<i8>
    %25 = stablehlo.optimization_barrier %c_6 : tensor<i8>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i8>) -> tensor<6xi8>
    %27 = stablehlo.add %24#0, %26 : tensor<6xi8>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i8>
    %28 = stablehlo.optimization_barrier %c_8 : tensor<i8>
    %c_9 = stablehlo.constant dense<0> : tensor<i8>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %29:2 = stablehlo.optimization_barrier %c_9, %c_10 : tensor<i8>, tensor<i32>
    %30:3 = stablehlo.while(%iterArg = %c_7, %iterArg_11 = %13#2, %iterArg_12 = %24#1) : tensor<i32>, tensor<5xi8>, tensor<5xi8>
    cond {
      %c_13 = stablehlo.constant dense<2> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg, %c_13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %32 = stablehlo.reshape %iterArg_12 : (tensor<5xi8>) -> tensor<5x1xi8>
      %33 = stablehlo.convert %32 : (tensor<5x1xi8>) -> tensor<5x1xi32>
      %c_13 = stablehlo.constant dense<4> : tensor<5x1xi32>
      %c_14 = stablehlo.constant dense<0> : tensor<5x1xi32>
      %34 = stablehlo.compare GE, %33, %c_14, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
      %35 = stablehlo.compare LE, %33, %c_13, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
      %36 = stablehlo.and %34, %35 : tensor<5x1xi1>
      %c_15 = stablehlo.constant dense<true> : tensor<i1>
      %37 = stablehlo.reduce(%36 init: %c_15) applies stablehlo.and across dimensions = [1] : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
      %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
      %c_16 = stablehlo.constant dense<5> : tensor<5x1xi32>
      %39 = stablehlo.select %38, %33, %c_16 : tensor<5x1xi1>, tensor<5x1xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i8>
      %40 = stablehlo.pad %24#1, %c_17, low = [0], high = [1], interior = [0] : (tensor<5xi8>, tensor<i8>) -> tensor<6xi8>
      %41 = "stablehlo.scatter"(%27, %39, %iterArg_11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<i8>, %arg5: tensor<i8>):
        %56 = stablehlo.maximum %arg4, %arg5 : tensor<i8>
        stablehlo.return %56 : tensor<i8>
      }) : (tensor<6xi8>, tensor<5x1xi32>, tensor<5xi8>) -> tensor<6xi8>
      %42 = stablehlo.slice %41 [0:5] : (tensor<6xi8>) -> tensor<5xi8>
      %43 = stablehlo.slice %iterArg_11 [1:2] : (tensor<5xi8>) -> tensor<1xi8>
      %44 = stablehlo.reshape %43 : (tensor<1xi8>) -> tensor<i8>
      %45 = stablehlo.convert %44 : (tensor<i8>) -> tensor<i32>
      %46 = stablehlo.dynamic_slice %42, %45, sizes = [2] : (tensor<5xi8>, tensor<i32>) -> tensor<2xi8>
      %47 = stablehlo.slice %24#1 [3:4] : (tensor<5xi8>) -> tensor<1xi8>
      %48 = stablehlo.reshape %47 : (tensor<1xi8>) -> tensor<i8>
      %49 = stablehlo.convert %48 : (tensor<i8>) -> tensor<i32>
      %50 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i8>) -> tensor<2xi8>
      %51 = stablehlo.add %46, %50 : tensor<2xi8>
      %52 = stablehlo.broadcast_in_dim %29#0, dims = [] : (tensor<i8>) -> tensor<5xi8>
      %53 = stablehlo.add %iterArg_11, %52 : tensor<5xi8>
      %54 = stablehlo.dynamic_update_slice %53, %51, %49 : (tensor<5xi8>, tensor<2xi8>, tensor<i32>) -> tensor<5xi8>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %55, %42, %54 : tensor<i32>, tensor<5xi8>, tensor<5xi8>
    }
    %31 = stablehlo.optimization_barrier %30#1 : tensor<5xi8>
    return %31, %23#2 : tensor<5xi8>, tensor<5xi8>
  }
}
