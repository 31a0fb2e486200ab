// values mismatch: result 1[0]: np.float32(-17.622272), expected np.float32(-1984.7554)
// fixed by hostcall-guard-shared-targets: not the transformation (the reference's values
// match central differences of the base function in float64: result 1[0] -1984.75645)
// and not f32 rounding.  With host loops (and with none of hostcall's passes) IREE 3.13
// ran the inner loop's update of the primal carry x[k] in place before the dispatch
// computing the tangent's update read x[k]; the tangent came out of the updated x, and
// the outer loop compounded the error.  The pass now updates a copy of a carry other ops
// read.
// jvp [('jvp',)] of:
func.func @f220(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xf32>) {
  %v17983 = "stablehlo.add"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c17984 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %v17985 = "stablehlo.multiply"(%a1, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v17986 = "stablehlo.add"(%v17985, %c17984) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v17987 = "stablehlo.divide"(%a0, %v17986) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c17988 = stablehlo.constant dense<0> : tensor<i32>
  %w17992:3 = "stablehlo.while"(%c17988, %v17983, %v17987) ({
  ^bb0(%k17989: tensor<i32>, %x17990: tensor<4xf32>, %x17991: tensor<4xf32>):
  %c17993 = stablehlo.constant dense<3> : tensor<i32>
  %v17994 = "stablehlo.compare"(%k17989, %c17993) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v17994) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k17995: tensor<i32>, %x17996: tensor<4xf32>, %x17997: tensor<4xf32>):
  %c17998 = stablehlo.constant dense<[[0], [2], [2], [2]]> : tensor<4x1xi32>
  %v17999 = "stablehlo.gather"(%x17996, %c17998) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<4xf32>, tensor<4x1xi32>) -> tensor<4xf32>
  %c18000 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %v18001 = "stablehlo.multiply"(%x17996, %x17996) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v18002 = "stablehlo.add"(%v18001, %c18000) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v18003 = "stablehlo.divide"(%x17997, %v18002) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c18004 = stablehlo.constant dense<0> : tensor<i32>
  %w18007:2 = "stablehlo.while"(%c18004, %v18003) ({
  ^bb0(%k18005: tensor<i32>, %x18006: tensor<4xf32>):
  %c18008 = stablehlo.constant dense<1> : tensor<i32>
  %v18009 = "stablehlo.compare"(%k18005, %c18008) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v18009) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k18010: tensor<i32>, %x18011: tensor<4xf32>):
  %v18012 = "stablehlo.multiply"(%x17997, %x18011) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c18013 = stablehlo.constant dense<1> : tensor<i32>
  %v18014 = "stablehlo.add"(%k18010, %c18013) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v18014, %v18012) : (tensor<i32>, tensor<4xf32>) -> ()
  }) {hostcall.trip_count = 1 : i64} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  %c18015 = stablehlo.constant dense<1> : tensor<i32>
  %v18016 = "stablehlo.add"(%k17995, %c18015) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v18016, %v17999, %w18007#1) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>)
  %v18017 = "stablehlo.multiply"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c18018 = stablehlo.constant dense<true> : tensor<i1>
  %c18019 = stablehlo.constant dense<0> : tensor<i64>
  %w18020:4 = "stablehlo.while"(%c18019, %i0, %c18018, %v18017) ({
  ^bb0(%x18021: tensor<i64>, %x18022: tensor<i32>, %x18023: tensor<i1>, %x18024: tensor<4xf32>):
  %c18025 = stablehlo.constant dense<4> : tensor<i64>
  %v18026 = "stablehlo.compare"(%x18021, %c18025) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %v18027 = "stablehlo.and"(%v18026, %x18023) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v18027) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x18028: tensor<i64>, %x18029: tensor<i32>, %x18030: tensor<i1>, %x18031: tensor<4xf32>):
  %v18032 = "stablehlo.multiply"(%x18031, %w17992#1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c18033 = stablehlo.constant dense<0> : tensor<i32>
  %w18036:2 = "stablehlo.while"(%c18033, %v18032) ({
  ^bb0(%k18034: tensor<i32>, %x18035: tensor<4xf32>):
  %c18037 = stablehlo.constant dense<4> : tensor<i32>
  %v18038 = "stablehlo.compare"(%k18034, %c18037) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v18038) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k18039: tensor<i32>, %x18040: tensor<4xf32>):
  %v18041 = "stablehlo.dynamic_slice"(%x18031, %k18039) {slice_sizes = array<i64: 1>} : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
  %v18042 = "stablehlo.dynamic_slice"(%x18040, %k18039) {slice_sizes = array<i64: 1>} : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
  %v18043 = "stablehlo.multiply"(%v18041, %v18042) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v18044 = "stablehlo.dynamic_update_slice"(%x18040, %v18043, %k18039) : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
  %c18045 = stablehlo.constant dense<1> : tensor<i32>
  %v18046 = "stablehlo.add"(%k18039, %c18045) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v18046, %v18044) : (tensor<i32>, tensor<4xf32>) -> ()
  }) {hostcall.trip_count = 4 : i64} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  %c18047 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c18048 = stablehlo.constant dense<12345> : tensor<i32>
  %v18049 = "stablehlo.multiply"(%x18029, %c18047) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18050 = "stablehlo.add"(%v18049, %c18048) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c18051 = stablehlo.constant dense<16> : tensor<i32>
  %c18052 = stablehlo.constant dense<7> : tensor<i32>
  %v18053 = "stablehlo.shift_right_logical"(%v18050, %c18051) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18054 = "stablehlo.and"(%v18053, %c18052) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c18055 = stablehlo.constant dense<0> : tensor<i32>
  %v18056 = "stablehlo.compare"(%v18054, %c18055) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c18057 = stablehlo.constant dense<1> : tensor<i64>
  %v18058 = "stablehlo.add"(%x18028, %c18057) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v18058, %v18050, %v18056, %w18036#1) : (tensor<i64>, tensor<i32>, tensor<i1>, tensor<4xf32>) -> ()
  }) : (tensor<i64>, tensor<i32>, tensor<i1>, tensor<4xf32>) -> (tensor<i64>, tensor<i32>, tensor<i1>, tensor<4xf32>)
  return %w18020#3 : tensor<4xf32>
}
// transformed:
func.func @f220(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %1 = stablehlo.multiply %arg1, %arg1 : tensor<4xf32>
  %2 = stablehlo.add %1, %cst : tensor<4xf32>
  %3 = stablehlo.divide %arg0, %2 : tensor<4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %4:3 = stablehlo.while(%iterArg = %c, %iterArg_2 = %0, %iterArg_3 = %3) : tensor<i32>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %7 : tensor<i1>
  } do {
    %c_4 = stablehlo.constant dense<[[0], [2], [2], [2]]> : tensor<4x1xi32>
    %7 = "stablehlo.gather"(%iterArg_2, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %8 = stablehlo.multiply %iterArg_2, %iterArg_2 : tensor<4xf32>
    %9 = stablehlo.add %8, %cst_5 : tensor<4xf32>
    %10 = stablehlo.divide %iterArg_3, %9 : tensor<4xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %11:2 = stablehlo.while(%iterArg_8 = %c_6, %iterArg_9 = %10) : tensor<i32>, tensor<4xf32> attributes {hostcall.trip_count = 1 : i64}
    cond {
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_8, %c_10 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %13 = stablehlo.multiply %iterArg_3, %iterArg_9 : tensor<4xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_8, %c_10 : tensor<i32>
      stablehlo.return %14, %13 : tensor<i32>, tensor<4xf32>
    }
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.add %iterArg, %c_7 : tensor<i32>
    stablehlo.return %12, %7, %11#1 : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  }
  %5 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
  %c_0 = stablehlo.constant dense<true> : tensor<i1>
  %c_1 = stablehlo.constant dense<0> : tensor<i64>
  %6:4 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %arg2, %iterArg_3 = %c_0, %iterArg_4 = %5) : tensor<i64>, tensor<i32>, tensor<i1>, tensor<4xf32>
  cond {
    %c_5 = stablehlo.constant dense<4> : tensor<i64>
    %7 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.and %7, %iterArg_3 : tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %7 = stablehlo.multiply %iterArg_4, %4#1 : tensor<4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %8:2 = stablehlo.while(%iterArg_12 = %c_5, %iterArg_13 = %7) : tensor<i32>, tensor<4xf32> attributes {hostcall.trip_count = 4 : i64}
    cond {
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_12, %c_14 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %15 = stablehlo.dynamic_slice %iterArg_4, %iterArg_12, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %16 = stablehlo.dynamic_slice %iterArg_13, %iterArg_12, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %17 = stablehlo.multiply %15, %16 : tensor<1xf32>
      %18 = stablehlo.dynamic_update_slice %iterArg_13, %17, %iterArg_12 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_12, %c_14 : tensor<i32>
      stablehlo.return %19, %18 : tensor<i32>, tensor<4xf32>
    }
    %c_6 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_7 = stablehlo.constant dense<12345> : tensor<i32>
    %9 = stablehlo.multiply %iterArg_2, %c_6 : tensor<i32>
    %10 = stablehlo.add %9, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<16> : tensor<i32>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %11 = stablehlo.shift_right_logical %10, %c_8 : tensor<i32>
    %12 = stablehlo.and %11, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare NE, %12, %c_10 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<1> : tensor<i64>
    %14 = stablehlo.add %iterArg, %c_11 : tensor<i64>
    stablehlo.return %14, %10, %13, %8#1 : tensor<i64>, tensor<i32>, tensor<i1>, tensor<4xf32>
  }
  return %6#3 : tensor<4xf32>
}
func.func @f220_j0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  %1 = stablehlo.add %arg4, %arg5 : tensor<4xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %2 = stablehlo.multiply %arg1, %arg1 : tensor<4xf32>
  %3 = stablehlo.multiply %arg5, %arg1 : tensor<4xf32>
  %4 = stablehlo.multiply %arg1, %arg5 : tensor<4xf32>
  %5 = stablehlo.add %3, %4 : tensor<4xf32>
  %6 = stablehlo.add %2, %cst : tensor<4xf32>
  %7 = stablehlo.divide %arg0, %6 : tensor<4xf32>
  %8 = stablehlo.divide %arg4, %6 : tensor<4xf32>
  %9 = stablehlo.multiply %5, %7 : tensor<4xf32>
  %10 = stablehlo.divide %9, %6 : tensor<4xf32>
  %11 = stablehlo.negate %10 : tensor<4xf32>
  %12 = stablehlo.add %8, %11 : tensor<4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %13:5 = stablehlo.while(%iterArg = %c, %iterArg_2 = %0, %iterArg_3 = %7, %iterArg_4 = %1, %iterArg_5 = %12) : tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.num_primal_carries = 3 : i64, hostcall.trip_count = 3 : i64}
  cond {
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %c_6 = stablehlo.constant dense<[[0], [2], [2], [2]]> : tensor<4x1xi32>
    %19 = "stablehlo.gather"(%iterArg_2, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %20 = "stablehlo.gather"(%iterArg_4, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %21 = stablehlo.multiply %iterArg_2, %iterArg_2 : tensor<4xf32>
    %22 = stablehlo.multiply %iterArg_4, %iterArg_2 : tensor<4xf32>
    %23 = stablehlo.multiply %iterArg_2, %iterArg_4 : tensor<4xf32>
    %24 = stablehlo.add %22, %23 : tensor<4xf32>
    %25 = stablehlo.add %21, %cst_7 : tensor<4xf32>
    %26 = stablehlo.divide %iterArg_3, %25 : tensor<4xf32>
    %27 = stablehlo.divide %iterArg_5, %25 : tensor<4xf32>
    %28 = stablehlo.multiply %24, %26 : tensor<4xf32>
    %29 = stablehlo.divide %28, %25 : tensor<4xf32>
    %30 = stablehlo.negate %29 : tensor<4xf32>
    %31 = stablehlo.add %27, %30 : tensor<4xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %32:3 = stablehlo.while(%iterArg_10 = %c_8, %iterArg_11 = %26, %iterArg_12 = %31) : tensor<i32>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.num_primal_carries = 2 : i64, hostcall.trip_count = 1 : i64}
    cond {
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %34 = stablehlo.compare LT, %iterArg_10, %c_13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %34 = stablehlo.multiply %iterArg_3, %iterArg_11 : tensor<4xf32>
      %35 = stablehlo.multiply %iterArg_5, %iterArg_11 : tensor<4xf32>
      %36 = stablehlo.multiply %iterArg_3, %iterArg_12 : tensor<4xf32>
      %37 = stablehlo.add %35, %36 : tensor<4xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %38 = stablehlo.add %iterArg_10, %c_13 : tensor<i32>
      stablehlo.return %38, %34, %37 : tensor<i32>, tensor<4xf32>, tensor<4xf32>
    }
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.add %iterArg, %c_9 : tensor<i32>
    stablehlo.return %33, %19, %32#1, %20, %32#2 : tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  %14 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
  %15 = stablehlo.multiply %arg4, %arg1 : tensor<4xf32>
  %16 = stablehlo.multiply %arg0, %arg5 : tensor<4xf32>
  %17 = stablehlo.add %15, %16 : tensor<4xf32>
  %c_0 = stablehlo.constant dense<true> : tensor<i1>
  %c_1 = stablehlo.constant dense<0> : tensor<i64>
  %18:5 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %arg2, %iterArg_3 = %c_0, %iterArg_4 = %14, %iterArg_5 = %17) : tensor<i64>, tensor<i32>, tensor<i1>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
  cond {
    %c_6 = stablehlo.constant dense<4> : tensor<i64>
    %19 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %20 = stablehlo.and %19, %iterArg_3 : tensor<i1>
    stablehlo.return %20 : tensor<i1>
  } do {
    %19 = stablehlo.multiply %iterArg_4, %13#1 : tensor<4xf32>
    %20 = stablehlo.multiply %iterArg_5, %13#1 : tensor<4xf32>
    %21 = stablehlo.multiply %iterArg_4, %13#3 : tensor<4xf32>
    %22 = stablehlo.add %20, %21 : tensor<4xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %23:3 = stablehlo.while(%iterArg_13 = %c_6, %iterArg_14 = %19, %iterArg_15 = %22) : tensor<i32>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.num_primal_carries = 2 : i64, hostcall.trip_count = 4 : i64}
    cond {
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %30 = stablehlo.compare LT, %iterArg_13, %c_16 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %30 = stablehlo.dynamic_slice %iterArg_4, %iterArg_13, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %31 = stablehlo.dynamic_slice %iterArg_5, %iterArg_13, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %32 = stablehlo.dynamic_slice %iterArg_14, %iterArg_13, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %33 = stablehlo.dynamic_slice %iterArg_15, %iterArg_13, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %34 = stablehlo.multiply %30, %32 : tensor<1xf32>
      %35 = stablehlo.multiply %31, %32 : tensor<1xf32>
      %36 = stablehlo.multiply %30, %33 : tensor<1xf32>
      %37 = stablehlo.add %35, %36 : tensor<1xf32>
      %38 = stablehlo.dynamic_update_slice %iterArg_14, %34, %iterArg_13 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %39 = stablehlo.dynamic_update_slice %iterArg_15, %37, %iterArg_13 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %40 = stablehlo.add %iterArg_13, %c_16 : tensor<i32>
      stablehlo.return %40, %38, %39 : tensor<i32>, tensor<4xf32>, tensor<4xf32>
    }
    %c_7 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_8 = stablehlo.constant dense<12345> : tensor<i32>
    %24 = stablehlo.multiply %iterArg_2, %c_7 : tensor<i32>
    %25 = stablehlo.add %24, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<16> : tensor<i32>
    %c_10 = stablehlo.constant dense<7> : tensor<i32>
    %26 = stablehlo.shift_right_logical %25, %c_9 : tensor<i32>
    %27 = stablehlo.and %26, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.compare NE, %27, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %29 = stablehlo.add %iterArg, %c_12 : tensor<i64>
    stablehlo.return %29, %25, %28, %23#1, %23#2 : tensor<i64>, tensor<i32>, tensor<i1>, tensor<4xf32>, tensor<4xf32>
  }
  return %18#3, %18#4 : tensor<4xf32>, tensor<4xf32>
}
// inputs: [ 0.5960293 ,  0.846001  ,  0.44593754, -2.5632484 ]; [-1.8282517 , -0.25763044,  0.13099879, -1.9510343 ]; 2; 0; [-0.3166926 , -0.11829151, -3.0173748 ,  0.9174404 ]; [-1.2688255 , -0.91570526,  1.1958905 ,  0.01189946]
// reference: [-9.0613701e+01,  6.7734133e-15,  4.8037440e-24,  3.9976828e+07]; [-1.9847554e+03,  4.9274502e-14, -4.5899651e-23, -2.1260407e+09]
// compiled:  [-9.0613701e+01,  6.7734133e-15,  4.8037440e-24,  3.9976828e+07]; [-1.7622272e+01, -6.7553263e-14, -4.8658515e-23, -3.4504938e+15]
