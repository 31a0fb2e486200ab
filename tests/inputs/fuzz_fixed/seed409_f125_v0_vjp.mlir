// Fixed by dialects/vm_branches.py (the compile driver's rewrite of IREE's VM module):
// IREE 3.13's VM passed one packed buffer or fence in two block arguments of a branch
// and moved it out of the register one of them kept (tests/test_vm_branches.py).
// run mismatch: IndexError: Error invoking function: c/runtime/src/iree/hal/command_buffer_validation.c:196: OUT_OF_RANGE; indirect buffer reference slot 0 is out range of the declared binding capacity of the command buffer 0; while invoking native function hal.command_buffer.copy_buffer; while calling import; [ 0] bytecode module@55:3934 -
// vjp_vmap [('vmap', [0, 0, None, 0], 1, 2), ('vjp',)] of:
func.func @f125(%a0: tensor<5xf32>, %a1: tensor<5xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %v10988 = "stablehlo.add"(%a1, %a0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c10989 = stablehlo.constant dense<0> : tensor<i32>
  %w10992:2 = "stablehlo.while"(%c10989, %v10988) ({
  ^bb0(%k10990: tensor<i32>, %x10991: tensor<5xf32>):
  %c10993 = stablehlo.constant dense<5> : tensor<i32>
  %v10994 = "stablehlo.compare"(%k10990, %c10993) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v10994) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k10995: tensor<i32>, %x10996: tensor<5xf32>):
  %v10997 = "stablehlo.dynamic_slice"(%a1, %k10995) {slice_sizes = array<i64: 1>} : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
  %v10998 = "stablehlo.dynamic_slice"(%x10996, %k10995) {slice_sizes = array<i64: 1>} : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
  %v10999 = "stablehlo.subtract"(%v10997, %v10998) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v11000 = "stablehlo.dynamic_update_slice"(%x10996, %v10999, %k10995) : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
  %c11001 = stablehlo.constant dense<1> : tensor<i32>
  %v11002 = "stablehlo.add"(%k10995, %c11001) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v11002, %v11000) : (tensor<i32>, tensor<5xf32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
  %v11003 = "stablehlo.subtract"(%a0, %w10992#1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c11004 = stablehlo.constant dense<0> : tensor<i32>
  %w11007:2 = "stablehlo.while"(%c11004, %v11003) ({
  ^bb0(%k11005: tensor<i32>, %x11006: tensor<5xf32>):
  %c11008 = stablehlo.constant dense<5> : tensor<i32>
  %v11009 = "stablehlo.compare"(%k11005, %c11008) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v11009) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k11010: tensor<i32>, %x11011: tensor<5xf32>):
  %v11012 = "stablehlo.dynamic_slice"(%a0, %k11010) {slice_sizes = array<i64: 1>} : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
  %v11013 = "stablehlo.dynamic_slice"(%x11011, %k11010) {slice_sizes = array<i64: 1>} : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
  %c11014 = stablehlo.constant dense<1.0> : tensor<1xf32>
  %v11015 = "stablehlo.multiply"(%v11013, %v11013) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v11016 = "stablehlo.add"(%v11015, %c11014) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v11017 = "stablehlo.divide"(%v11012, %v11016) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v11018 = "stablehlo.dynamic_update_slice"(%x11011, %v11017, %k11010) : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
  %c11019 = stablehlo.constant dense<1> : tensor<i32>
  %v11020 = "stablehlo.add"(%k11010, %c11019) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v11020, %v11018) : (tensor<i32>, tensor<5xf32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
  %c11021 = stablehlo.constant dense<0> : tensor<i32>
  %c11022 = stablehlo.constant dense<2> : tensor<i32>
  %v11023 = "stablehlo.clamp"(%c11021, %i0, %c11022) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v11024 = "stablehlo.case"(%v11023) ({
  %v11025 = "stablehlo.subtract"(%w11007#1, %a0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v11026 = "stablehlo.multiply"(%a0, %w10992#1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c11027 = stablehlo.constant dense<0> : tensor<i32>
  %w11031:3 = "stablehlo.while"(%c11027, %v11025, %v11026) ({
  ^bb0(%k11028: tensor<i32>, %x11029: tensor<5xf32>, %x11030: tensor<5xf32>):
  %c11032 = stablehlo.constant dense<3> : tensor<i32>
  %v11033 = "stablehlo.compare"(%k11028, %c11032) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v11033) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k11034: tensor<i32>, %x11035: tensor<5xf32>, %x11036: tensor<5xf32>):
  %c11037 = stablehlo.constant dense<[[1], [1], [4], [3], [3]]> : tensor<5x1xi32>
  %v11038 = "stablehlo.gather"(%x11036, %c11037) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<5xf32>, tensor<5x1xi32>) -> tensor<5xf32>
  %v11039 = "stablehlo.add"(%x11036, %v11038) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c11040 = stablehlo.constant dense<0> : tensor<i32>
  %c11041 = stablehlo.constant dense<0> : tensor<i32>
  %v11042 = "stablehlo.clamp"(%c11040, %k11034, %c11041) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v11043 = "stablehlo.dynamic_slice"(%a1, %v11042) {slice_sizes = array<i64: 5>} : (tensor<5xf32>, tensor<i32>) -> tensor<5xf32>
  %c11044 = stablehlo.constant dense<0> : tensor<i32>
  %c11045 = stablehlo.constant dense<0> : tensor<i32>
  %v11046 = "stablehlo.clamp"(%c11044, %k11034, %c11045) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v11047 = "stablehlo.dynamic_update_slice"(%v11039, %v11043, %v11046) : (tensor<5xf32>, tensor<5xf32>, tensor<i32>) -> tensor<5xf32>
  %c11048 = stablehlo.constant dense<1> : tensor<i32>
  %v11049 = "stablehlo.add"(%k11034, %c11048) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v11049, %v11038, %v11047) : (tensor<i32>, tensor<5xf32>, tensor<5xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>, tensor<5xf32>)
    "stablehlo.return"(%w11031#1) : (tensor<5xf32>) -> ()
  }, {
  %c11050 = stablehlo.constant dense<1.0> : tensor<5xf32>
  %v11051 = "stablehlo.multiply"(%a1, %a1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v11052 = "stablehlo.add"(%v11051, %c11050) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v11053 = "stablehlo.divide"(%w10992#1, %v11052) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c11054 = stablehlo.constant dense<0> : tensor<i32>
  %c11055 = stablehlo.constant dense<4> : tensor<i32>
  %v11056 = "stablehlo.clamp"(%c11054, %i0, %c11055) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v11057 = "stablehlo.dynamic_slice"(%w10992#1, %v11056) {slice_sizes = array<i64: 1>} : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
  %c11058 = stablehlo.constant dense<0> : tensor<i32>
  %c11059 = stablehlo.constant dense<4> : tensor<i32>
  %v11060 = "stablehlo.clamp"(%c11058, %i0, %c11059) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v11061 = "stablehlo.dynamic_update_slice"(%v11053, %v11057, %v11060) : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    "stablehlo.return"(%v11061) : (tensor<5xf32>) -> ()
  }, {
  %v11062 = "stablehlo.add"(%a1, %a0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c11063 = stablehlo.constant dense<[[2], [2], [1], [3], [2]]> : tensor<5x1xi32>
  %v11064 = "stablehlo.scatter"(%v11062, %c11063, %a1) ({
  ^bb0(%p11065: tensor<f32>, %q11066: tensor<f32>):
  %v11067 = "stablehlo.add"(%p11065, %q11066) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v11067) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<5xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<5xf32>
    "stablehlo.return"(%v11064) : (tensor<5xf32>) -> ()
  }) : (tensor<i32>) -> tensor<5xf32>
  return %v11024, %w11007#1 : tensor<5xf32>, tensor<5xf32>
}
// transformed:
func.func @f125(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %0 = stablehlo.add %arg1, %arg0 : tensor<5xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.while(%iterArg = %c, %iterArg_3 = %0) : tensor<i32>, tensor<5xf32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %6 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %6 : tensor<i1>
  } do {
    %6 = stablehlo.dynamic_slice %arg1, %iterArg, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %7 = stablehlo.dynamic_slice %iterArg_3, %iterArg, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<1xf32>
    %9 = stablehlo.dynamic_update_slice %iterArg_3, %8, %iterArg : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.add %iterArg, %c_4 : tensor<i32>
    stablehlo.return %10, %9 : tensor<i32>, tensor<5xf32>
  }
  %2 = stablehlo.subtract %arg0, %1#1 : tensor<5xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %3:2 = stablehlo.while(%iterArg = %c_0, %iterArg_3 = %2) : tensor<i32>, tensor<5xf32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %6 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %6 : tensor<i1>
  } do {
    %6 = stablehlo.dynamic_slice %arg0, %iterArg, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %7 = stablehlo.dynamic_slice %iterArg_3, %iterArg, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<1xf32>
    %9 = stablehlo.add %8, %cst : tensor<1xf32>
    %10 = stablehlo.divide %6, %9 : tensor<1xf32>
    %11 = stablehlo.dynamic_update_slice %iterArg_3, %10, %iterArg : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.add %iterArg, %c_4 : tensor<i32>
    stablehlo.return %12, %11 : tensor<i32>, tensor<5xf32>
  }
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<2> : tensor<i32>
  %4 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
  %5 = "stablehlo.case"(%4) ({
    %6 = stablehlo.subtract %3#1, %arg0 : tensor<5xf32>
    %7 = stablehlo.multiply %arg0, %1#1 : tensor<5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8:3 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %6, %iterArg_5 = %7) : tensor<i32>, tensor<5xf32>, tensor<5xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<[[1], [1], [4], [3], [3]]> : tensor<5x1xi32>
      %9 = "stablehlo.gather"(%iterArg_5, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %10 = stablehlo.add %iterArg_5, %9 : tensor<5xf32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.clamp %c_7, %iterArg, %c_8 : tensor<i32>
      %12 = stablehlo.dynamic_slice %arg1, %11, sizes = [5] : (tensor<5xf32>, tensor<i32>) -> tensor<5xf32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.clamp %c_9, %iterArg, %c_10 : tensor<i32>
      %14 = stablehlo.dynamic_update_slice %10, %12, %13 : (tensor<5xf32>, tensor<5xf32>, tensor<i32>) -> tensor<5xf32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      stablehlo.return %15, %9, %14 : tensor<i32>, tensor<5xf32>, tensor<5xf32>
    }
    stablehlo.return %8#1 : tensor<5xf32>
  }, {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
    %6 = stablehlo.multiply %arg1, %arg1 : tensor<5xf32>
    %7 = stablehlo.add %6, %cst : tensor<5xf32>
    %8 = stablehlo.divide %1#1, %7 : tensor<5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.clamp %c_3, %arg2, %c_4 : tensor<i32>
    %10 = stablehlo.dynamic_slice %1#1, %9, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %11 = stablehlo.clamp %c_5, %arg2, %c_6 : tensor<i32>
    %12 = stablehlo.dynamic_update_slice %8, %10, %11 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    stablehlo.return %12 : tensor<5xf32>
  }, {
    %6 = stablehlo.add %arg1, %arg0 : tensor<5xf32>
    %c_3 = stablehlo.constant dense<[[2], [2], [1], [3], [2]]> : tensor<5x1xi32>
    %7 = "stablehlo.scatter"(%6, %c_3, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %8 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<5xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<5xf32>
    stablehlo.return %7 : tensor<5xf32>
  }) : (tensor<i32>) -> tensor<5xf32>
  return %5, %3#1 : tensor<5xf32>, tensor<5xf32>
}
func.func @f125_v0(%arg0: tensor<2x5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<i32>, %arg3: tensor<2xi32>) -> (tensor<5x2xf32>, tensor<5x2xf32>) {
  %0 = stablehlo.add %arg1, %arg0 : tensor<2x5xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.while(%iterArg = %c, %iterArg_3 = %0) : tensor<i32>, tensor<2x5xf32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg1, %c_4, %iterArg, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.dynamic_slice %iterArg_3, %c_5, %iterArg, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<2x1xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.dynamic_update_slice %iterArg_3, %10, %c_6, %iterArg : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.add %iterArg, %c_7 : tensor<i32>
    stablehlo.return %12, %11 : tensor<i32>, tensor<2x5xf32>
  }
  %2 = stablehlo.subtract %arg0, %1#1 : tensor<2x5xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %3:2 = stablehlo.while(%iterArg = %c_0, %iterArg_3 = %2) : tensor<i32>, tensor<2x5xf32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg0, %c_4, %iterArg, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.dynamic_slice %iterArg_3, %c_5, %iterArg, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<2x1xf32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<1xf32>) -> tensor<2x1xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x1xf32>
    %13 = stablehlo.divide %8, %12 : tensor<2x1xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.dynamic_update_slice %iterArg_3, %13, %c_6, %iterArg : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.add %iterArg, %c_7 : tensor<i32>
    stablehlo.return %15, %14 : tensor<i32>, tensor<2x5xf32>
  }
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<2> : tensor<i32>
  %4 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
  %5 = "stablehlo.case"(%4) ({
    %8 = stablehlo.subtract %3#1, %arg0 : tensor<2x5xf32>
    %9 = stablehlo.multiply %arg0, %1#1 : tensor<2x5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10:3 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %8, %iterArg_5 = %9) : tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<[[1], [1], [4], [3], [3]]> : tensor<5x1xi32>
      %11 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<2x5x1xi32>
      %12 = "stablehlo.gather"(%iterArg_5, %11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<2x5x1xi32>) -> tensor<2x5xf32>
      %13 = stablehlo.add %iterArg_5, %12 : tensor<2x5xf32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.clamp %c_7, %iterArg, %c_8 : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.dynamic_slice %arg1, %c_9, %14, sizes = [2, 5] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.clamp %c_10, %iterArg, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %17 = stablehlo.dynamic_update_slice %13, %15, %c_12, %16 : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg, %c_13 : tensor<i32>
      stablehlo.return %18, %12, %17 : tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>
    }
    stablehlo.return %10#1 : tensor<2x5xf32>
  }, {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
    %8 = stablehlo.multiply %arg1, %arg1 : tensor<2x5xf32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x5xf32>
    %11 = stablehlo.divide %1#1, %10 : tensor<2x5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %12 = stablehlo.clamp %c_3, %arg2, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_slice %1#1, %c_5, %12, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %14 = stablehlo.clamp %c_6, %arg2, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.dynamic_update_slice %11, %13, %c_8, %14 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    stablehlo.return %15 : tensor<2x5xf32>
  }, {
    %8 = stablehlo.add %arg1, %arg0 : tensor<2x5xf32>
    %c_3 = stablehlo.constant dense<[[2], [2], [1], [3], [2]]> : tensor<5x1xi32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<2x5x1xi32>
    %10 = stablehlo.iota dim = 0 : tensor<2x5x1xi32>
    %11 = stablehlo.concatenate %10, %9, dim = 2 : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x2xi32>
    %12 = stablehlo.reshape %11 : (tensor<2x5x2xi32>) -> tensor<10x2xi32>
    %13 = stablehlo.reshape %arg1 : (tensor<2x5xf32>) -> tensor<10xf32>
    %14 = "stablehlo.scatter"(%8, %12, %13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %15 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<2x5xf32>, tensor<10x2xi32>, tensor<10xf32>) -> tensor<2x5xf32>
    stablehlo.return %14 : tensor<2x5xf32>
  }) : (tensor<i32>) -> tensor<2x5xf32>
  %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
  %7 = stablehlo.transpose %3#1, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
  return %6, %7 : tensor<5x2xf32>, tensor<5x2xf32>
}
func.func @f125_v0_fwd(%arg0: tensor<2x5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<i32>, %arg3: tensor<2xi32>) -> (tensor<5x2xf32>, tensor<5x2xf32>, tensor<5xi32>, tensor<5xi32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<3x2x5x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<10x2xi32>, tensor<i32>) {
  %0 = stablehlo.add %arg1, %arg0 : tensor<2x5xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<5xi32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %1:4 = stablehlo.while(%iterArg = %c, %iterArg_15 = %0, %iterArg_16 = %c_0, %iterArg_17 = %c_2) : tensor<i32>, tensor<2x5xf32>, tensor<5xi32>, tensor<i32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_18 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg_17, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg1, %c_18, %iterArg, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.dynamic_slice %iterArg_15, %c_19, %iterArg, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<2x1xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.dynamic_update_slice %iterArg_15, %10, %c_20, %iterArg : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.add %iterArg, %c_21 : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.dynamic_update_slice %iterArg_16, %13, %iterArg_17 : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.add %iterArg_17, %c_23 : tensor<i32>
    stablehlo.return %12, %11, %14, %15 : tensor<i32>, tensor<2x5xf32>, tensor<5xi32>, tensor<i32>
  }
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %2 = stablehlo.subtract %arg0, %1#1 : tensor<2x5xf32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<5xi32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x2x1xf32>
  %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<5x2x1xf32>
  %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<5x2x1xf32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %3:7 = stablehlo.while(%iterArg = %c_5, %iterArg_15 = %2, %iterArg_16 = %c_6, %iterArg_17 = %cst, %iterArg_18 = %cst_7, %iterArg_19 = %cst_8, %iterArg_20 = %c_10) : tensor<i32>, tensor<2x5xf32>, tensor<5xi32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<i32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_21 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg_20, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg0, %c_21, %iterArg, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.dynamic_slice %iterArg_15, %c_22, %iterArg, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<2x1xf32>
    %11 = stablehlo.broadcast_in_dim %cst_23, dims = [1] : (tensor<1xf32>) -> tensor<2x1xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x1xf32>
    %13 = stablehlo.divide %8, %12 : tensor<2x1xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.dynamic_update_slice %iterArg_15, %13, %c_24, %iterArg : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.add %iterArg, %c_25 : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.dynamic_update_slice %iterArg_16, %16, %iterArg_20 : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    %18 = stablehlo.reshape %9 : (tensor<2x1xf32>) -> tensor<1x2x1xf32>
    %19 = stablehlo.dynamic_update_slice %iterArg_17, %18, %iterArg_20, %c_26, %c_26 : (tensor<5x2x1xf32>, tensor<1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x1xf32>
    %20 = stablehlo.reshape %12 : (tensor<2x1xf32>) -> tensor<1x2x1xf32>
    %21 = stablehlo.dynamic_update_slice %iterArg_18, %20, %iterArg_20, %c_26, %c_26 : (tensor<5x2x1xf32>, tensor<1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x1xf32>
    %22 = stablehlo.reshape %13 : (tensor<2x1xf32>) -> tensor<1x2x1xf32>
    %23 = stablehlo.dynamic_update_slice %iterArg_19, %22, %iterArg_20, %c_26, %c_26 : (tensor<5x2x1xf32>, tensor<1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x1xf32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %iterArg_20, %c_27 : tensor<i32>
    stablehlo.return %15, %14, %17, %19, %21, %23, %24 : tensor<i32>, tensor<2x5xf32>, tensor<5xi32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<i32>
  }
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %c_14 = stablehlo.constant dense<2> : tensor<i32>
  %4 = stablehlo.clamp %c_13, %arg2, %c_14 : tensor<i32>
  %5:12 = "stablehlo.case"(%4) ({
    %8 = stablehlo.subtract %3#1, %arg0 : tensor<2x5xf32>
    %9 = stablehlo.multiply %arg0, %1#1 : tensor<2x5xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<3x2x5x1xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %10:7 = stablehlo.while(%iterArg = %c_15, %iterArg_30 = %8, %iterArg_31 = %9, %iterArg_32 = %c_16, %iterArg_33 = %c_17, %iterArg_34 = %c_18, %iterArg_35 = %c_20) : tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<3x2x5x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_36 = stablehlo.constant dense<3> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_35, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_36 = stablehlo.constant dense<[[1], [1], [4], [3], [3]]> : tensor<5x1xi32>
      %11 = stablehlo.broadcast_in_dim %c_36, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<2x5x1xi32>
      %12 = "stablehlo.gather"(%iterArg_31, %11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<2x5x1xi32>) -> tensor<2x5xf32>
      %13 = stablehlo.add %iterArg_31, %12 : tensor<2x5xf32>
      %c_37 = stablehlo.constant dense<0> : tensor<i32>
      %c_38 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.clamp %c_37, %iterArg, %c_38 : tensor<i32>
      %c_39 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.dynamic_slice %arg1, %c_39, %14, sizes = [2, 5] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
      %c_40 = stablehlo.constant dense<0> : tensor<i32>
      %c_41 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.clamp %c_40, %iterArg, %c_41 : tensor<i32>
      %c_42 = stablehlo.constant dense<0> : tensor<i32>
      %17 = stablehlo.dynamic_update_slice %13, %15, %c_42, %16 : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg, %c_43 : tensor<i32>
      %c_44 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.reshape %11 : (tensor<2x5x1xi32>) -> tensor<1x2x5x1xi32>
      %20 = stablehlo.dynamic_update_slice %iterArg_32, %19, %iterArg_35, %c_44, %c_44, %c_44 : (tensor<3x2x5x1xi32>, tensor<1x2x5x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x5x1xi32>
      %21 = stablehlo.reshape %14 : (tensor<i32>) -> tensor<1xi32>
      %22 = stablehlo.dynamic_update_slice %iterArg_33, %21, %iterArg_35 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %23 = stablehlo.reshape %16 : (tensor<i32>) -> tensor<1xi32>
      %24 = stablehlo.dynamic_update_slice %iterArg_34, %23, %iterArg_35 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_45 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_35, %c_45 : tensor<i32>
      stablehlo.return %18, %12, %17, %20, %22, %24, %25 : tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<3x2x5x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
    }
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<10x2xi32>
    stablehlo.return %10#1, %10#3, %10#4, %10#5, %c_22, %cst_23, %cst_24, %c_25, %c_26, %c_27, %c_28, %c_29 : tensor<2x5xf32>, tensor<3x2x5x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<10x2xi32>
  }, {
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
    %8 = stablehlo.multiply %arg1, %arg1 : tensor<2x5xf32>
    %9 = stablehlo.broadcast_in_dim %cst_15, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x5xf32>
    %11 = stablehlo.divide %1#1, %10 : tensor<2x5xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<4> : tensor<i32>
    %12 = stablehlo.clamp %c_16, %arg2, %c_17 : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_slice %1#1, %c_18, %12, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<4> : tensor<i32>
    %14 = stablehlo.clamp %c_19, %arg2, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.dynamic_update_slice %11, %13, %c_21, %14 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<3x2x5x1xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<10x2xi32>
    stablehlo.return %15, %c_22, %c_23, %c_24, %c_25, %10, %11, %c_18, %12, %c_21, %14, %c_26 : tensor<2x5xf32>, tensor<3x2x5x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<10x2xi32>
  }, {
    %8 = stablehlo.add %arg1, %arg0 : tensor<2x5xf32>
    %c_15 = stablehlo.constant dense<[[2], [2], [1], [3], [2]]> : tensor<5x1xi32>
    %9 = stablehlo.broadcast_in_dim %c_15, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<2x5x1xi32>
    %10 = stablehlo.iota dim = 0 : tensor<2x5x1xi32>
    %11 = stablehlo.concatenate %10, %9, dim = 2 : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x2xi32>
    %12 = stablehlo.reshape %11 : (tensor<2x5x2xi32>) -> tensor<10x2xi32>
    %13 = stablehlo.reshape %arg1 : (tensor<2x5xf32>) -> tensor<10xf32>
    %14 = "stablehlo.scatter"(%8, %12, %13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %15 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<2x5xf32>, tensor<10x2xi32>, tensor<10xf32>) -> tensor<2x5xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<3x2x5x1xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %14, %c_16, %c_17, %c_18, %c_19, %cst_20, %cst_21, %c_22, %c_23, %c_24, %c_25, %12 : tensor<2x5xf32>, tensor<3x2x5x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<10x2xi32>
  }) : (tensor<i32>) -> (tensor<2x5xf32>, tensor<3x2x5x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<10x2xi32>)
  %6 = stablehlo.transpose %5#0, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
  %7 = stablehlo.transpose %3#1, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
  return %6, %7, %1#2, %3#2, %3#3, %3#4, %3#5, %1#1, %arg0, %5#1, %5#2, %5#3, %5#4, %arg1, %5#5, %5#6, %5#7, %5#8, %5#9, %5#10, %5#11, %4 : tensor<5x2xf32>, tensor<5x2xf32>, tensor<5xi32>, tensor<5xi32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<3x2x5x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<10x2xi32>, tensor<i32>
}
func.func @f125_v0_lin(%arg0: tensor<5xi32>, %arg1: tensor<5xi32>, %arg2: tensor<5x2x1xf32>, %arg3: tensor<5x2x1xf32>, %arg4: tensor<5x2x1xf32>, %arg5: tensor<2x5xf32>, %arg6: tensor<2x5xf32>, %arg7: tensor<3x2x5x1xi32>, %arg8: tensor<3xi32>, %arg9: tensor<3xi32>, %arg10: tensor<i32>, %arg11: tensor<2x5xf32>, %arg12: tensor<2x5xf32>, %arg13: tensor<2x5xf32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<10x2xi32>, %arg19: tensor<i32>, %arg20: tensor<2x5xf32>, %arg21: tensor<2x5xf32>) -> (tensor<5x2xf32>, tensor<5x2xf32>) attributes {hostcall.num_residuals = 20 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.add %arg21, %arg20 : tensor<2x5xf32>
  %1:2 = stablehlo.while(%iterArg = %0, %iterArg_1 = %c) : tensor<2x5xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 5 : i64}
  cond {
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg0, %iterArg_1, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_slice %arg21, %c_3, %9, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %11 = stablehlo.dynamic_slice %iterArg, %c_4, %9, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %12 = stablehlo.negate %11 : tensor<2x1xf32>
    %13 = stablehlo.add %10, %12 : tensor<2x1xf32>
    %14 = stablehlo.dynamic_update_slice %iterArg, %13, %c_5, %9 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.add %iterArg_1, %c_6 : tensor<i32>
    stablehlo.return %14, %15 : tensor<2x5xf32>, tensor<i32>
  }
  %2 = stablehlo.negate %1#0 : tensor<2x5xf32>
  %3 = stablehlo.add %arg20, %2 : tensor<2x5xf32>
  %4:2 = stablehlo.while(%iterArg = %3, %iterArg_1 = %c_0) : tensor<2x5xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 5 : i64}
  cond {
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg1, %iterArg_1, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
    %10 = stablehlo.dynamic_slice %arg2, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 1] : (tensor<5x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x2x1xf32>) -> tensor<2x1xf32>
    %12 = stablehlo.dynamic_slice %arg3, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 1] : (tensor<5x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x2x1xf32>) -> tensor<2x1xf32>
    %14 = stablehlo.dynamic_slice %arg4, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 1] : (tensor<5x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x2x1xf32>) -> tensor<2x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.dynamic_slice %arg20, %c_3, %9, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %17 = stablehlo.dynamic_slice %iterArg, %c_4, %9, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %18 = stablehlo.multiply %17, %11 : tensor<2x1xf32>
    %19 = stablehlo.multiply %11, %17 : tensor<2x1xf32>
    %20 = stablehlo.add %18, %19 : tensor<2x1xf32>
    %21 = stablehlo.divide %16, %13 : tensor<2x1xf32>
    %22 = stablehlo.multiply %20, %15 : tensor<2x1xf32>
    %23 = stablehlo.divide %22, %13 : tensor<2x1xf32>
    %24 = stablehlo.negate %23 : tensor<2x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<2x1xf32>
    %26 = stablehlo.dynamic_update_slice %iterArg, %25, %c_5, %9 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.add %iterArg_1, %c_6 : tensor<i32>
    stablehlo.return %26, %27 : tensor<2x5xf32>, tensor<i32>
  }
  %5 = "stablehlo.case"(%arg19) ({
    %8 = stablehlo.negate %arg20 : tensor<2x5xf32>
    %9 = stablehlo.add %4#0, %8 : tensor<2x5xf32>
    %10 = stablehlo.multiply %arg20, %arg5 : tensor<2x5xf32>
    %11 = stablehlo.multiply %arg6, %1#0 : tensor<2x5xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x5xf32>
    %13:3 = stablehlo.while(%iterArg = %9, %iterArg_1 = %12, %iterArg_2 = %arg10) : tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32> attributes {hostcall.reverse_counter = 2 : i64, hostcall.trip_count = 3 : i64}
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.dynamic_slice %arg7, %iterArg_2, %c_3, %c_3, %c_3, sizes = [1, 2, 5, 1] : (tensor<3x2x5x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x5x1xi32>
      %15 = stablehlo.reshape %14 : (tensor<1x2x5x1xi32>) -> tensor<2x5x1xi32>
      %16 = stablehlo.dynamic_slice %arg8, %iterArg_2, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
      %18 = stablehlo.dynamic_slice %arg9, %iterArg_2, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %19 = stablehlo.reshape %18 : (tensor<1xi32>) -> tensor<i32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %20 = "stablehlo.gather"(%iterArg_1, %15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<2x5x1xi32>) -> tensor<2x5xf32>
      %21 = stablehlo.add %iterArg_1, %20 : tensor<2x5xf32>
      %22 = stablehlo.dynamic_slice %arg21, %c_4, %17, sizes = [2, 5] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
      %23 = stablehlo.dynamic_update_slice %21, %22, %c_5, %19 : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_2, %c_6 : tensor<i32>
      stablehlo.return %20, %23, %24 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>
    }
    stablehlo.return %13#0 : tensor<2x5xf32>
  }, {
    %8 = stablehlo.multiply %arg21, %arg11 : tensor<2x5xf32>
    %9 = stablehlo.multiply %arg11, %arg21 : tensor<2x5xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x5xf32>
    %11 = stablehlo.divide %1#0, %arg12 : tensor<2x5xf32>
    %12 = stablehlo.multiply %10, %arg13 : tensor<2x5xf32>
    %13 = stablehlo.divide %12, %arg12 : tensor<2x5xf32>
    %14 = stablehlo.negate %13 : tensor<2x5xf32>
    %15 = stablehlo.add %11, %14 : tensor<2x5xf32>
    %16 = stablehlo.dynamic_slice %1#0, %arg14, %arg15, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %17 = stablehlo.dynamic_update_slice %15, %16, %arg16, %arg17 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    stablehlo.return %17 : tensor<2x5xf32>
  }, {
    %8 = stablehlo.add %arg21, %arg20 : tensor<2x5xf32>
    %9 = stablehlo.reshape %arg21 : (tensor<2x5xf32>) -> tensor<10xf32>
    %10 = "stablehlo.scatter"(%8, %arg18, %9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %11 = stablehlo.add %arg22, %arg23 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<2x5xf32>, tensor<10x2xi32>, tensor<10xf32>) -> tensor<2x5xf32>
    stablehlo.return %10 : tensor<2x5xf32>
  }) : (tensor<i32>) -> tensor<2x5xf32>
  %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
  %7 = stablehlo.transpose %4#0, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
  return %6, %7 : tensor<5x2xf32>, tensor<5x2xf32>
}
func.func @f125_v0_lin_t(%arg0: tensor<5xi32>, %arg1: tensor<5xi32>, %arg2: tensor<5x2x1xf32>, %arg3: tensor<5x2x1xf32>, %arg4: tensor<5x2x1xf32>, %arg5: tensor<2x5xf32>, %arg6: tensor<2x5xf32>, %arg7: tensor<3x2x5x1xi32>, %arg8: tensor<3xi32>, %arg9: tensor<3xi32>, %arg10: tensor<i32>, %arg11: tensor<2x5xf32>, %arg12: tensor<2x5xf32>, %arg13: tensor<2x5xf32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<10x2xi32>, %arg19: tensor<i32>, %arg20: tensor<5x2xf32>, %arg21: tensor<5x2xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<5x2xf32>) -> tensor<2x5xf32>
  %1 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<5x2xf32>) -> tensor<2x5xf32>
  %2:4 = "stablehlo.case"(%arg19) ({
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %13:4 = stablehlo.while(%iterArg = %1, %iterArg_13 = %cst_8, %iterArg_14 = %cst_10, %iterArg_15 = %c_12) : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<2> : tensor<i32>
      %18 = stablehlo.subtract %c_16, %iterArg_15 : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.dynamic_slice %arg7, %18, %c_17, %c_17, %c_17, sizes = [1, 2, 5, 1] : (tensor<3x2x5x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x5x1xi32>
      %20 = stablehlo.reshape %19 : (tensor<1x2x5x1xi32>) -> tensor<2x5x1xi32>
      %21 = stablehlo.dynamic_slice %arg8, %18, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %22 = stablehlo.reshape %21 : (tensor<1xi32>) -> tensor<i32>
      %23 = stablehlo.dynamic_slice %arg9, %18, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %24 = stablehlo.reshape %23 : (tensor<1xi32>) -> tensor<i32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %18, %c_20 : tensor<i32>
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
      %26 = stablehlo.dynamic_update_slice %iterArg_13, %cst_21, %c_19, %24 : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
      %27 = stablehlo.dynamic_slice %iterArg_13, %c_19, %24, sizes = [2, 5] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
      %28 = stablehlo.dynamic_update_slice %cst_22, %27, %c_18, %22 : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
      %29 = stablehlo.add %iterArg, %26 : tensor<2x5xf32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
      %c_24 = stablehlo.constant dense<0> : tensor<2x5x1xi32>
      %c_25 = stablehlo.constant dense<4> : tensor<2x5x1xi32>
      %30 = stablehlo.clamp %c_24, %20, %c_25 : tensor<2x5x1xi32>
      %31 = "stablehlo.scatter"(%cst_23, %30, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
      ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
        %35 = stablehlo.add %arg22, %arg23 : tensor<f32>
        stablehlo.return %35 : tensor<f32>
      }) : (tensor<2x5xf32>, tensor<2x5x1xi32>, tensor<2x5xf32>) -> tensor<2x5xf32>
      %32 = stablehlo.add %26, %31 : tensor<2x5xf32>
      %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
      %33 = stablehlo.add %iterArg_14, %28 : tensor<2x5xf32>
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %34 = stablehlo.add %iterArg_15, %c_27 : tensor<i32>
      stablehlo.return %cst_26, %32, %33, %34 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>
    }
    %14 = stablehlo.multiply %arg6, %13#1 : tensor<2x5xf32>
    %15 = stablehlo.multiply %13#1, %arg5 : tensor<2x5xf32>
    %16 = stablehlo.negate %13#0 : tensor<2x5xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x5xf32>
    stablehlo.return %17, %13#0, %14, %13#2 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>
  }, {
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x1xf32>
    %13 = stablehlo.dynamic_update_slice %1, %cst_8, %arg16, %arg17 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %14 = stablehlo.dynamic_slice %1, %arg16, %arg17, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %15 = stablehlo.dynamic_update_slice %cst_9, %14, %arg14, %arg15 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %16 = stablehlo.negate %13 : tensor<2x5xf32>
    %17 = stablehlo.divide %16, %arg12 : tensor<2x5xf32>
    %18 = stablehlo.multiply %17, %arg13 : tensor<2x5xf32>
    %19 = stablehlo.divide %13, %arg12 : tensor<2x5xf32>
    %20 = stablehlo.add %15, %19 : tensor<2x5xf32>
    %21 = stablehlo.multiply %arg11, %18 : tensor<2x5xf32>
    %22 = stablehlo.multiply %18, %arg11 : tensor<2x5xf32>
    %23 = stablehlo.add %21, %22 : tensor<2x5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    stablehlo.return %cst_10, %cst_11, %20, %23 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>
  }, {
    %13 = "stablehlo.gather"(%1, %arg18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %14 = stablehlo.reshape %13 : (tensor<10xf32>) -> tensor<2x5xf32>
    %15 = stablehlo.add %14, %1 : tensor<2x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    stablehlo.return %1, %cst_8, %cst_9, %15 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>
  }) : (tensor<i32>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>)
  %3 = stablehlo.add %0, %2#1 : tensor<2x5xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %4:3 = stablehlo.while(%iterArg = %3, %iterArg_8 = %cst, %iterArg_9 = %c_3) : tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.compare LT, %iterArg_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %13 : tensor<i1>
  } do {
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %13 = stablehlo.subtract %c_10, %iterArg_9 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.dynamic_slice %arg1, %13, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.reshape %14 : (tensor<1xi32>) -> tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %13, %c_11, %c_11, sizes = [1, 2, 1] : (tensor<5x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x2x1xf32>) -> tensor<2x1xf32>
    %18 = stablehlo.dynamic_slice %arg3, %13, %c_11, %c_11, sizes = [1, 2, 1] : (tensor<5x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x2x1xf32>) -> tensor<2x1xf32>
    %20 = stablehlo.dynamic_slice %arg4, %13, %c_11, %c_11, sizes = [1, 2, 1] : (tensor<5x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x2x1xf32>) -> tensor<2x1xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.add %13, %c_15 : tensor<i32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x1xf32>
    %23 = stablehlo.dynamic_update_slice %iterArg, %cst_16, %c_14, %15 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %24 = stablehlo.dynamic_slice %iterArg, %c_14, %15, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %25 = stablehlo.negate %24 : tensor<2x1xf32>
    %26 = stablehlo.divide %25, %19 : tensor<2x1xf32>
    %27 = stablehlo.multiply %26, %21 : tensor<2x1xf32>
    %28 = stablehlo.divide %24, %19 : tensor<2x1xf32>
    %29 = stablehlo.multiply %17, %27 : tensor<2x1xf32>
    %30 = stablehlo.multiply %27, %17 : tensor<2x1xf32>
    %31 = stablehlo.add %29, %30 : tensor<2x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %32 = stablehlo.dynamic_update_slice %cst_17, %31, %c_13, %15 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %33 = stablehlo.add %23, %32 : tensor<2x5xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %34 = stablehlo.dynamic_update_slice %cst_18, %28, %c_12, %15 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %35 = stablehlo.add %iterArg_8, %34 : tensor<2x5xf32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.add %iterArg_9, %c_19 : tensor<i32>
    stablehlo.return %33, %35, %36 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>
  }
  %5 = stablehlo.add %2#0, %4#1 : tensor<2x5xf32>
  %6 = stablehlo.add %5, %4#0 : tensor<2x5xf32>
  %7 = stablehlo.negate %4#0 : tensor<2x5xf32>
  %8 = stablehlo.add %2#2, %7 : tensor<2x5xf32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %9:3 = stablehlo.while(%iterArg = %8, %iterArg_8 = %cst_5, %iterArg_9 = %c_7) : tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.compare LT, %iterArg_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %13 : tensor<i1>
  } do {
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %13 = stablehlo.subtract %c_10, %iterArg_9 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.dynamic_slice %arg0, %13, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.reshape %14 : (tensor<1xi32>) -> tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.add %13, %c_15 : tensor<i32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x1xf32>
    %17 = stablehlo.dynamic_update_slice %iterArg, %cst_16, %c_14, %15 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %18 = stablehlo.dynamic_slice %iterArg, %c_14, %15, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %19 = stablehlo.negate %18 : tensor<2x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %20 = stablehlo.dynamic_update_slice %cst_17, %19, %c_13, %15 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %21 = stablehlo.add %17, %20 : tensor<2x5xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %22 = stablehlo.dynamic_update_slice %cst_18, %18, %c_12, %15 : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
    %23 = stablehlo.add %iterArg_8, %22 : tensor<2x5xf32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %iterArg_9, %c_19 : tensor<i32>
    stablehlo.return %21, %23, %24 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>
  }
  %10 = stablehlo.add %2#3, %9#1 : tensor<2x5xf32>
  %11 = stablehlo.add %10, %9#0 : tensor<2x5xf32>
  %12 = stablehlo.add %6, %9#0 : tensor<2x5xf32>
  return %12, %11 : tensor<2x5xf32>, tensor<2x5xf32>
}
func.func @f125_v0_vjp(%arg0: tensor<2x5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<i32>, %arg3: tensor<2xi32>, %arg4: tensor<5x2xf32>, %arg5: tensor<5x2xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>) {
  %0:22 = call @f125_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<2xi32>) -> (tensor<5x2xf32>, tensor<5x2xf32>, tensor<5xi32>, tensor<5xi32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<3x2x5x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<10x2xi32>, tensor<i32>)
  %1:2 = call @f125_v0_lin_t(%0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %arg4, %arg5) : (tensor<5xi32>, tensor<5xi32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<5x2x1xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<3x2x5x1xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<10x2xi32>, tensor<i32>, tensor<5x2xf32>, tensor<5x2xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>)
  return %1#0, %1#1 : tensor<2x5xf32>, tensor<2x5xf32>
}
// inputs: [[ 0.86799824, -2.2315    , -1.2236654 , -1.3109064 ,  1.0574838 ], [-1.8367714 ,  0.32279143,  3.3365963 ,  1.2677102 ,  0.573256  ]]; [[ 3.109653  ,  2.5370007 , -1.8564377 ,  1.4705385 , -0.7399559 ], [ 1.2232243 , -0.45760897, -2.9211373 ,  2.2288985 ,  2.510278  ]]; 3; [0, 2]; [[ 1.681093  , -0.53365636], [-1.5430467 ,  0.21411237], [-0.9253043 , -0.37257057], [ 1.2086595 , -0.1844888 ], [ 1.5286218 , -0.48025537]]; [[ 0.7332026 ,  1.1044496 ], [-2.4060042 ,  0.27726188], [ 0.4604613 ,  1.9056207 ], [-1.2545338 ,  1.2045479 ], [ 1.9137809 ,  1.3916177 ]]
// reference: [[ 1.5894437, -1.4390248, -0.9723327,  1.3275177,  1.306729 ], [-0.5993386,  0.2946728, -0.412585 , -0.3029857, -0.5619542]]; [[ 0.7557887 , -2.468351  , -2.468351  ,  2.417319  ,  0.6033175 ], [-0.90622693, -0.1584582 , -0.1584582 , -0.3689776 , -0.85282594]]
