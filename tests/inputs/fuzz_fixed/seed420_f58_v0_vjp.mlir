// Fixed by dialects/vm_branches.py (the compile driver's rewrite of IREE's VM module):
// IREE 3.13's VM passed one packed buffer or fence in two block arguments of a branch
// and moved it out of the register one of them kept (tests/test_vm_branches.py).
// run mismatch: ValueError: Error invoking function: c/runtime/src/iree/vm/ref.h:223: INVALID_ARGUMENT; ref is null; while invoking native function hal.device.queue.copy; while calling import; [ 0] bytecode module@187:4306 -
// vjp_vmap [('vmap', [2, 2, None, 0], 1, 3), ('vjp',)] of:
func.func @f58(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>) {
  %v6944 = "stablehlo.subtract"(%a0, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c6945 = stablehlo.constant dense<0> : tensor<i32>
  %c6946 = stablehlo.constant dense<0> : tensor<i32>
  %w6949:2 = "stablehlo.while"(%c6946, %v6944) ({
  ^bb0(%k6947: tensor<i32>, %x6948: tensor<3x4xf32>):
  %c6950 = stablehlo.constant dense<3> : tensor<i32>
  %v6951 = "stablehlo.compare"(%k6947, %c6950) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v6951) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k6952: tensor<i32>, %x6953: tensor<3x4xf32>):
  %v6954 = "stablehlo.dynamic_slice"(%a0, %k6952, %c6945) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v6955 = "stablehlo.dynamic_slice"(%x6953, %k6952, %c6945) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v6956 = "stablehlo.multiply"(%v6954, %v6955) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %v6957 = "stablehlo.dynamic_update_slice"(%x6953, %v6956, %k6952, %c6945) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c6958 = stablehlo.constant dense<1> : tensor<i32>
  %v6959 = "stablehlo.add"(%k6952, %c6958) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v6959, %v6957) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
  %c6960 = stablehlo.constant dense<0> : tensor<i32>
  %c6961 = stablehlo.constant dense<1> : tensor<i32>
  %v6962 = "stablehlo.clamp"(%c6960, %i1, %c6961) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v6963 = "stablehlo.case"(%v6962) ({
  %c6964 = stablehlo.constant dense<1.0> : tensor<3x4xf32>
  %v6965 = "stablehlo.multiply"(%a1, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v6966 = "stablehlo.add"(%v6965, %c6964) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v6967 = "stablehlo.divide"(%a0, %v6966) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c6968 = stablehlo.constant dense<0> : tensor<i32>
  %c6969 = stablehlo.constant dense<0> : tensor<i32>
  %w6972:2 = "stablehlo.while"(%c6969, %v6967) ({
  ^bb0(%k6970: tensor<i32>, %x6971: tensor<3x4xf32>):
  %c6973 = stablehlo.constant dense<3> : tensor<i32>
  %v6974 = "stablehlo.compare"(%k6970, %c6973) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v6974) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k6975: tensor<i32>, %x6976: tensor<3x4xf32>):
  %v6977 = "stablehlo.dynamic_slice"(%a1, %k6975, %c6968) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v6978 = "stablehlo.dynamic_slice"(%x6976, %k6975, %c6968) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v6979 = "stablehlo.multiply"(%v6977, %v6978) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %v6980 = "stablehlo.dynamic_update_slice"(%x6976, %v6979, %k6975, %c6968) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c6981 = stablehlo.constant dense<1> : tensor<i32>
  %v6982 = "stablehlo.add"(%k6975, %c6981) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v6982, %v6980) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
    "stablehlo.return"(%w6972#1) : (tensor<3x4xf32>) -> ()
  }, {
  %v6983 = "stablehlo.add"(%w6949#1, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c6984 = stablehlo.constant dense<0> : tensor<i32>
  %w6987:2 = "stablehlo.while"(%c6984, %v6983) ({
  ^bb0(%k6985: tensor<i32>, %x6986: tensor<3x4xf32>):
  %c6988 = stablehlo.constant dense<0> : tensor<i32>
  %v6989 = "stablehlo.compare"(%k6985, %c6988) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v6989) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k6990: tensor<i32>, %x6991: tensor<3x4xf32>):
  %c6992 = stablehlo.constant dense<1.0> : tensor<3x4xf32>
  %v6993 = "stablehlo.multiply"(%a1, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v6994 = "stablehlo.add"(%v6993, %c6992) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v6995 = "stablehlo.divide"(%x6991, %v6994) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c6996 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
  %v6997 = "stablehlo.scatter"(%v6995, %c6996, %x6991) ({
  ^bb0(%p6998: tensor<f32>, %q6999: tensor<f32>):
  %v7000 = "stablehlo.add"(%p6998, %q6999) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v7000) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c7001 = stablehlo.constant dense<1> : tensor<i32>
  %v7002 = "stablehlo.add"(%k6990, %c7001) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v7002, %v6997) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 0 : i64} : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
    "stablehlo.return"(%w6987#1) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
  %v7003 = "stablehlo.subtract"(%v6963, %w6949#1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c7004 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
  %v7005 = "stablehlo.scatter"(%v7003, %c7004, %a0) ({
  ^bb0(%p7006: tensor<f32>, %q7007: tensor<f32>):
    "stablehlo.return"(%q7007) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %v7005 : tensor<3x4xf32>
}
// transformed:
func.func @f58(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x4xf32> {
  %0 = stablehlo.subtract %arg0, %arg1 : tensor<3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.while(%iterArg = %c_0, %iterArg_4 = %0) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %6 : tensor<i1>
  } do {
    %6 = stablehlo.dynamic_slice %arg0, %iterArg, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %7 = stablehlo.dynamic_slice %iterArg_4, %iterArg, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1x4xf32>
    %9 = stablehlo.dynamic_update_slice %iterArg_4, %8, %iterArg, %c : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.add %iterArg, %c_5 : tensor<i32>
    stablehlo.return %10, %9 : tensor<i32>, tensor<3x4xf32>
  }
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<1> : tensor<i32>
  %2 = stablehlo.clamp %c_1, %arg3, %c_2 : tensor<i32>
  %3 = "stablehlo.case"(%2) ({
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
    %6 = stablehlo.multiply %arg1, %arg1 : tensor<3x4xf32>
    %7 = stablehlo.add %6, %cst : tensor<3x4xf32>
    %8 = stablehlo.divide %arg0, %7 : tensor<3x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %9:2 = stablehlo.while(%iterArg = %c_5, %iterArg_6 = %8) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = stablehlo.dynamic_slice %arg1, %iterArg, %c_4, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
      %11 = stablehlo.dynamic_slice %iterArg_6, %iterArg, %c_4, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<1x4xf32>
      %13 = stablehlo.dynamic_update_slice %iterArg_6, %12, %iterArg, %c_4 : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg, %c_7 : tensor<i32>
      stablehlo.return %14, %13 : tensor<i32>, tensor<3x4xf32>
    }
    stablehlo.return %9#1 : tensor<3x4xf32>
  }, {
    %6 = stablehlo.add %1#1, %arg0 : tensor<3x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %7:2 = stablehlo.while(%iterArg = %c_4, %iterArg_5 = %6) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 0 : i64}
    cond {
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
      %8 = stablehlo.multiply %arg1, %arg1 : tensor<3x4xf32>
      %9 = stablehlo.add %8, %cst : tensor<3x4xf32>
      %10 = stablehlo.divide %iterArg_5, %9 : tensor<3x4xf32>
      %c_6 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %11 = "stablehlo.scatter"(%10, %c_6, %iterArg_5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %13 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %13 : tensor<f32>
      }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg, %c_7 : tensor<i32>
      stablehlo.return %12, %11 : tensor<i32>, tensor<3x4xf32>
    }
    stablehlo.return %7#1 : tensor<3x4xf32>
  }) : (tensor<i32>) -> tensor<3x4xf32>
  %4 = stablehlo.subtract %3, %1#1 : tensor<3x4xf32>
  %c_3 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
  %5 = "stablehlo.scatter"(%4, %c_3, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %5 : tensor<3x4xf32>
}
func.func @f58_v0(%arg0: tensor<3x4x3xf32>, %arg1: tensor<3x4x3xf32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>) -> tensor<3x3x4xf32> {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %2 = stablehlo.subtract %0, %1 : tensor<3x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %3:2 = stablehlo.while(%iterArg = %c_0, %iterArg_11 = %2) : tensor<i32>, tensor<3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %33 = stablehlo.compare LT, %iterArg, %c_12 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %33 : tensor<i1>
  } do {
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.dynamic_slice %0, %c_12, %iterArg, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.dynamic_slice %iterArg_11, %c_13, %iterArg, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<3x1x4xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.dynamic_update_slice %iterArg_11, %35, %c_14, %iterArg, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.add %iterArg, %c_15 : tensor<i32>
    stablehlo.return %37, %36 : tensor<i32>, tensor<3x3x4xf32>
  }
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<1> : tensor<i32>
  %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %6 = stablehlo.clamp %4, %arg3, %5 : tensor<3xi32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
  %7 = stablehlo.multiply %1, %1 : tensor<3x3x4xf32>
  %8 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
  %9 = stablehlo.add %7, %8 : tensor<3x3x4xf32>
  %10 = stablehlo.divide %0, %9 : tensor<3x3x4xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %11:2 = stablehlo.while(%iterArg = %c_4, %iterArg_11 = %10) : tensor<i32>, tensor<3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %33 = stablehlo.compare LT, %iterArg, %c_12 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %33 : tensor<i1>
  } do {
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.dynamic_slice %1, %c_12, %iterArg, %c_3, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.dynamic_slice %iterArg_11, %c_13, %iterArg, %c_3, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<3x1x4xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.dynamic_update_slice %iterArg_11, %35, %c_14, %iterArg, %c_3 : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.add %iterArg, %c_15 : tensor<i32>
    stablehlo.return %37, %36 : tensor<i32>, tensor<3x3x4xf32>
  }
  %12 = stablehlo.add %3#1, %0 : tensor<3x3x4xf32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %13:2 = stablehlo.while(%iterArg = %c_5, %iterArg_11 = %12) : tensor<i32>, tensor<3x3x4xf32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.compare LT, %iterArg, %c_12 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %33 : tensor<i1>
  } do {
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
    %33 = stablehlo.multiply %1, %1 : tensor<3x3x4xf32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
    %35 = stablehlo.add %33, %34 : tensor<3x3x4xf32>
    %36 = stablehlo.divide %iterArg_11, %35 : tensor<3x3x4xf32>
    %c_13 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
    %37 = stablehlo.broadcast_in_dim %c_13, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
    %38 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
    %39 = stablehlo.concatenate %38, %37, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
    %40 = stablehlo.reshape %39 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
    %41 = stablehlo.reshape %iterArg_11 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
    %42 = "stablehlo.scatter"(%36, %40, %41) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %44 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %iterArg, %c_14 : tensor<i32>
    stablehlo.return %43, %42 : tensor<i32>, tensor<3x3x4xf32>
  }
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %15 = stablehlo.compare LT, %6, %14, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %c_7 = stablehlo.constant dense<2> : tensor<i32>
  %16 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %17 = stablehlo.compare GE, %6, %16, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %18 = stablehlo.or %15, %17 : tensor<3xi1>
  %c_8 = stablehlo.constant dense<1> : tensor<i32>
  %19 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %20 = stablehlo.select %18, %19, %6 : tensor<3xi1>, tensor<3xi32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %21 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %22 = stablehlo.compare EQ, %20, %21, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xi1>) -> tensor<3x3x4xi1>
  %24 = stablehlo.select %23, %11#1, %13#1 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
  %25 = stablehlo.subtract %24, %3#1 : tensor<3x3x4xf32>
  %c_10 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
  %26 = stablehlo.broadcast_in_dim %c_10, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %27 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
  %28 = stablehlo.concatenate %27, %26, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
  %29 = stablehlo.reshape %28 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
  %30 = stablehlo.reshape %0 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
  %31 = "stablehlo.scatter"(%25, %29, %30) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
  %32 = stablehlo.transpose %31, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  return %32 : tensor<3x3x4xf32>
}
func.func @f58_v0_fwd(%arg0: tensor<3x4x3xf32>, %arg1: tensor<3x4x3xf32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>) -> (tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x9x2xi32>, tensor<3x3x4xi1>, tensor<9x4xi1>, tensor<9x2xi32>, tensor<3x3x4xi1>) {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %2 = stablehlo.subtract %0, %1 : tensor<3x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<3xi32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x1x4xf32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x1x4xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %3:6 = stablehlo.while(%iterArg = %c_0, %iterArg_36 = %2, %iterArg_37 = %c_1, %iterArg_38 = %cst, %iterArg_39 = %cst_2, %iterArg_40 = %c_4) : tensor<i32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_41 = stablehlo.constant dense<3> : tensor<i32>
    %40 = stablehlo.compare LT, %iterArg_40, %c_41, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %40 : tensor<i1>
  } do {
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.dynamic_slice %0, %c_41, %iterArg, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.dynamic_slice %iterArg_36, %c_42, %iterArg, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<3x1x4xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.dynamic_update_slice %iterArg_36, %42, %c_43, %iterArg, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.add %iterArg, %c_44 : tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %46 = stablehlo.dynamic_update_slice %iterArg_37, %45, %iterArg_40 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %47 = stablehlo.reshape %41 : (tensor<3x1x4xf32>) -> tensor<1x3x1x4xf32>
    %48 = stablehlo.dynamic_update_slice %iterArg_38, %47, %iterArg_40, %c_45, %c_45, %c_45 : (tensor<3x3x1x4xf32>, tensor<1x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x1x4xf32>
    %49 = stablehlo.reshape %40 : (tensor<3x1x4xf32>) -> tensor<1x3x1x4xf32>
    %50 = stablehlo.dynamic_update_slice %iterArg_39, %49, %iterArg_40, %c_45, %c_45, %c_45 : (tensor<3x3x1x4xf32>, tensor<1x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x1x4xf32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %51 = stablehlo.add %iterArg_40, %c_46 : tensor<i32>
    stablehlo.return %44, %43, %46, %48, %50, %51 : tensor<i32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<i32>
  }
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %c_8 = stablehlo.constant dense<1> : tensor<i32>
  %4 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %5 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %6 = stablehlo.clamp %4, %arg3, %5 : tensor<3xi32>
  %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
  %7 = stablehlo.multiply %1, %1 : tensor<3x3x4xf32>
  %8 = stablehlo.broadcast_in_dim %cst_9, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
  %9 = stablehlo.add %7, %8 : tensor<3x3x4xf32>
  %10 = stablehlo.divide %0, %9 : tensor<3x3x4xf32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %c_12 = stablehlo.constant dense<0> : tensor<3xi32>
  %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x1x4xf32>
  %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x1x4xf32>
  %c_15 = stablehlo.constant dense<0> : tensor<i32>
  %c_16 = stablehlo.constant dense<0> : tensor<i32>
  %11:6 = stablehlo.while(%iterArg = %c_11, %iterArg_36 = %10, %iterArg_37 = %c_12, %iterArg_38 = %cst_13, %iterArg_39 = %cst_14, %iterArg_40 = %c_16) : tensor<i32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_41 = stablehlo.constant dense<3> : tensor<i32>
    %40 = stablehlo.compare LT, %iterArg_40, %c_41, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %40 : tensor<i1>
  } do {
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.dynamic_slice %1, %c_41, %iterArg, %c_10, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.dynamic_slice %iterArg_36, %c_42, %iterArg, %c_10, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<3x1x4xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.dynamic_update_slice %iterArg_36, %42, %c_43, %iterArg, %c_10 : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.add %iterArg, %c_44 : tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %46 = stablehlo.dynamic_update_slice %iterArg_37, %45, %iterArg_40 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %47 = stablehlo.reshape %41 : (tensor<3x1x4xf32>) -> tensor<1x3x1x4xf32>
    %48 = stablehlo.dynamic_update_slice %iterArg_38, %47, %iterArg_40, %c_45, %c_45, %c_45 : (tensor<3x3x1x4xf32>, tensor<1x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x1x4xf32>
    %49 = stablehlo.reshape %40 : (tensor<3x1x4xf32>) -> tensor<1x3x1x4xf32>
    %50 = stablehlo.dynamic_update_slice %iterArg_39, %49, %iterArg_40, %c_45, %c_45, %c_45 : (tensor<3x3x1x4xf32>, tensor<1x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x1x4xf32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %51 = stablehlo.add %iterArg_40, %c_46 : tensor<i32>
    stablehlo.return %44, %43, %46, %48, %50, %51 : tensor<i32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<i32>
  }
  %c_17 = stablehlo.constant dense<0> : tensor<i32>
  %c_18 = stablehlo.constant dense<0> : tensor<i32>
  %12 = stablehlo.add %3#1, %0 : tensor<3x3x4xf32>
  %c_19 = stablehlo.constant dense<0> : tensor<i32>
  %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<1x3x3x4xf32>
  %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<1x3x3x4xf32>
  %c_22 = stablehlo.constant dense<0> : tensor<1x9x2xi32>
  %c_23 = stablehlo.constant dense<0> : tensor<i32>
  %c_24 = stablehlo.constant dense<0> : tensor<i32>
  %13:6 = stablehlo.while(%iterArg = %c_19, %iterArg_36 = %12, %iterArg_37 = %cst_20, %iterArg_38 = %cst_21, %iterArg_39 = %c_22, %iterArg_40 = %c_24) : tensor<i32>, tensor<3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x9x2xi32>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.compare LT, %iterArg_40, %c_41, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %40 : tensor<i1>
  } do {
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
    %40 = stablehlo.multiply %1, %1 : tensor<3x3x4xf32>
    %41 = stablehlo.broadcast_in_dim %cst_41, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
    %42 = stablehlo.add %40, %41 : tensor<3x3x4xf32>
    %43 = stablehlo.divide %iterArg_36, %42 : tensor<3x3x4xf32>
    %c_42 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
    %44 = stablehlo.broadcast_in_dim %c_42, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
    %45 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
    %46 = stablehlo.concatenate %45, %44, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
    %47 = stablehlo.reshape %46 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
    %48 = stablehlo.reshape %iterArg_36 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
    %49 = "stablehlo.scatter"(%43, %47, %48) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %58 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %58 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.add %iterArg, %c_43 : tensor<i32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.reshape %42 : (tensor<3x3x4xf32>) -> tensor<1x3x3x4xf32>
    %52 = stablehlo.dynamic_update_slice %iterArg_37, %51, %iterArg_40, %c_44, %c_44, %c_44 : (tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3x4xf32>
    %53 = stablehlo.reshape %43 : (tensor<3x3x4xf32>) -> tensor<1x3x3x4xf32>
    %54 = stablehlo.dynamic_update_slice %iterArg_38, %53, %iterArg_40, %c_44, %c_44, %c_44 : (tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3x4xf32>
    %55 = stablehlo.reshape %47 : (tensor<9x2xi32>) -> tensor<1x9x2xi32>
    %56 = stablehlo.dynamic_update_slice %iterArg_39, %55, %iterArg_40, %c_44, %c_44 : (tensor<1x9x2xi32>, tensor<1x9x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x9x2xi32>
    %c_45 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.add %iterArg_40, %c_45 : tensor<i32>
    stablehlo.return %50, %49, %52, %54, %56, %57 : tensor<i32>, tensor<3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x9x2xi32>, tensor<i32>
  }
  %c_25 = stablehlo.constant dense<0> : tensor<i32>
  %c_26 = stablehlo.constant dense<0> : tensor<i32>
  %c_27 = stablehlo.constant dense<0> : tensor<i32>
  %14 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %15 = stablehlo.compare LT, %6, %14, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %c_28 = stablehlo.constant dense<2> : tensor<i32>
  %16 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %17 = stablehlo.compare GE, %6, %16, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %18 = stablehlo.or %15, %17 : tensor<3xi1>
  %c_29 = stablehlo.constant dense<1> : tensor<i32>
  %19 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %20 = stablehlo.select %18, %19, %6 : tensor<3xi1>, tensor<3xi32>
  %c_30 = stablehlo.constant dense<0> : tensor<i32>
  %21 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %22 = stablehlo.compare EQ, %20, %21, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xi1>) -> tensor<3x3x4xi1>
  %24 = stablehlo.select %23, %11#1, %13#1 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
  %25 = stablehlo.subtract %24, %3#1 : tensor<3x3x4xf32>
  %c_31 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
  %26 = stablehlo.broadcast_in_dim %c_31, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %27 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
  %28 = stablehlo.concatenate %27, %26, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
  %29 = stablehlo.reshape %28 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
  %30 = stablehlo.reshape %0 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
  %31 = "stablehlo.scatter"(%25, %29, %30) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
  %32 = stablehlo.iota dim = 0 : tensor<36xi32>
  %c_32 = stablehlo.constant dense<1> : tensor<36xi32>
  %33 = stablehlo.add %32, %c_32 : tensor<36xi32>
  %34 = stablehlo.reshape %33 : (tensor<36xi32>) -> tensor<9x4xi32>
  %c_33 = stablehlo.constant dense<0> : tensor<3x3x4xi32>
  %35 = "stablehlo.scatter"(%c_33, %29, %34) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
    stablehlo.return %arg5 : tensor<i32>
  }) : (tensor<3x3x4xi32>, tensor<9x2xi32>, tensor<9x4xi32>) -> tensor<3x3x4xi32>
  %36 = "stablehlo.gather"(%35, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xi32>, tensor<9x2xi32>) -> tensor<9x4xi32>
  %37 = stablehlo.compare EQ, %36, %34, SIGNED : (tensor<9x4xi32>, tensor<9x4xi32>) -> tensor<9x4xi1>
  %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
  %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %38 = stablehlo.compare NE, %35, %c_33, SIGNED : (tensor<3x3x4xi32>, tensor<3x3x4xi32>) -> tensor<3x3x4xi1>
  %39 = stablehlo.transpose %31, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  return %39, %3#2, %3#3, %3#4, %1, %9, %10, %11#2, %11#3, %11#4, %13#2, %13#3, %13#4, %23, %37, %29, %38 : tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x9x2xi32>, tensor<3x3x4xi1>, tensor<9x4xi1>, tensor<9x2xi32>, tensor<3x3x4xi1>
}
func.func @f58_v0_lin(%arg0: tensor<3xi32>, %arg1: tensor<3x3x1x4xf32>, %arg2: tensor<3x3x1x4xf32>, %arg3: tensor<3x3x4xf32>, %arg4: tensor<3x3x4xf32>, %arg5: tensor<3x3x4xf32>, %arg6: tensor<3xi32>, %arg7: tensor<3x3x1x4xf32>, %arg8: tensor<3x3x1x4xf32>, %arg9: tensor<1x3x3x4xf32>, %arg10: tensor<1x3x3x4xf32>, %arg11: tensor<1x9x2xi32>, %arg12: tensor<3x3x4xi1>, %arg13: tensor<9x4xi1>, %arg14: tensor<9x2xi32>, %arg15: tensor<3x3x4xi1>, %arg16: tensor<3x4x3xf32>, %arg17: tensor<3x4x3xf32>) -> tensor<3x3x4xf32> attributes {hostcall.num_residuals = 16 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %0 = stablehlo.transpose %arg16, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.transpose %arg17, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %2 = stablehlo.negate %1 : tensor<3x3x4xf32>
  %3 = stablehlo.add %0, %2 : tensor<3x3x4xf32>
  %4:2 = stablehlo.while(%iterArg = %3, %iterArg_5 = %c_0) : tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
  cond {
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %24 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %24 : tensor<i1>
  } do {
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.dynamic_slice %arg0, %iterArg_5, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.reshape %24 : (tensor<1xi32>) -> tensor<i32>
    %26 = stablehlo.dynamic_slice %arg1, %iterArg_5, %c_6, %c_6, %c_6, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %28 = stablehlo.dynamic_slice %arg2, %iterArg_5, %c_6, %c_6, %c_6, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.dynamic_slice %0, %c_7, %25, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %31 = stablehlo.dynamic_slice %iterArg, %c_8, %25, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %32 = stablehlo.multiply %30, %27 : tensor<3x1x4xf32>
    %33 = stablehlo.multiply %29, %31 : tensor<3x1x4xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x1x4xf32>
    %35 = stablehlo.dynamic_update_slice %iterArg, %34, %c_9, %25, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.add %iterArg_5, %c_10 : tensor<i32>
    stablehlo.return %35, %36 : tensor<3x3x4xf32>, tensor<i32>
  }
  %5 = stablehlo.multiply %1, %arg3 : tensor<3x3x4xf32>
  %6 = stablehlo.multiply %arg3, %1 : tensor<3x3x4xf32>
  %7 = stablehlo.add %5, %6 : tensor<3x3x4xf32>
  %8 = stablehlo.divide %0, %arg4 : tensor<3x3x4xf32>
  %9 = stablehlo.multiply %7, %arg5 : tensor<3x3x4xf32>
  %10 = stablehlo.divide %9, %arg4 : tensor<3x3x4xf32>
  %11 = stablehlo.negate %10 : tensor<3x3x4xf32>
  %12 = stablehlo.add %8, %11 : tensor<3x3x4xf32>
  %13:2 = stablehlo.while(%iterArg = %12, %iterArg_5 = %c_2) : tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
  cond {
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %24 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %24 : tensor<i1>
  } do {
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.dynamic_slice %arg6, %iterArg_5, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.reshape %24 : (tensor<1xi32>) -> tensor<i32>
    %26 = stablehlo.dynamic_slice %arg7, %iterArg_5, %c_6, %c_6, %c_6, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %28 = stablehlo.dynamic_slice %arg8, %iterArg_5, %c_6, %c_6, %c_6, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.dynamic_slice %1, %c_7, %25, %c_1, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %31 = stablehlo.dynamic_slice %iterArg, %c_8, %25, %c_1, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %32 = stablehlo.multiply %30, %27 : tensor<3x1x4xf32>
    %33 = stablehlo.multiply %29, %31 : tensor<3x1x4xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x1x4xf32>
    %35 = stablehlo.dynamic_update_slice %iterArg, %34, %c_9, %25, %c_1 : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.add %iterArg_5, %c_10 : tensor<i32>
    stablehlo.return %35, %36 : tensor<3x3x4xf32>, tensor<i32>
  }
  %14 = stablehlo.add %4#0, %0 : tensor<3x3x4xf32>
  %15:2 = stablehlo.while(%iterArg = %14, %iterArg_5 = %c_3) : tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 0 : i64}
  cond {
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %24 : tensor<i1>
  } do {
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.dynamic_slice %arg9, %iterArg_5, %c_6, %c_6, %c_6, sizes = [1, 3, 3, 4] : (tensor<1x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3x4xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x3x3x4xf32>) -> tensor<3x3x4xf32>
    %26 = stablehlo.dynamic_slice %arg10, %iterArg_5, %c_6, %c_6, %c_6, sizes = [1, 3, 3, 4] : (tensor<1x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3x4xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x3x3x4xf32>) -> tensor<3x3x4xf32>
    %28 = stablehlo.dynamic_slice %arg11, %iterArg_5, %c_6, %c_6, sizes = [1, 9, 2] : (tensor<1x9x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x9x2xi32>
    %29 = stablehlo.reshape %28 : (tensor<1x9x2xi32>) -> tensor<9x2xi32>
    %30 = stablehlo.multiply %1, %arg3 : tensor<3x3x4xf32>
    %31 = stablehlo.multiply %arg3, %1 : tensor<3x3x4xf32>
    %32 = stablehlo.add %30, %31 : tensor<3x3x4xf32>
    %33 = stablehlo.divide %iterArg, %25 : tensor<3x3x4xf32>
    %34 = stablehlo.multiply %32, %27 : tensor<3x3x4xf32>
    %35 = stablehlo.divide %34, %25 : tensor<3x3x4xf32>
    %36 = stablehlo.negate %35 : tensor<3x3x4xf32>
    %37 = stablehlo.add %33, %36 : tensor<3x3x4xf32>
    %38 = stablehlo.reshape %iterArg : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
    %39 = "stablehlo.scatter"(%37, %29, %38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %41 = stablehlo.add %arg18, %arg19 : tensor<f32>
      stablehlo.return %41 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.add %iterArg_5, %c_7 : tensor<i32>
    stablehlo.return %39, %40 : tensor<3x3x4xf32>, tensor<i32>
  }
  %16 = stablehlo.select %arg12, %13#0, %15#0 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
  %17 = stablehlo.negate %4#0 : tensor<3x3x4xf32>
  %18 = stablehlo.add %16, %17 : tensor<3x3x4xf32>
  %19 = stablehlo.reshape %0 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
  %20 = stablehlo.select %arg13, %19, %cst : tensor<9x4xi1>, tensor<9x4xf32>
  %21 = "stablehlo.scatter"(%cst_4, %arg14, %20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
    %24 = stablehlo.add %arg18, %arg19 : tensor<f32>
    stablehlo.return %24 : tensor<f32>
  }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
  %22 = stablehlo.select %arg15, %21, %18 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
  %23 = stablehlo.transpose %22, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  return %23 : tensor<3x3x4xf32>
}
func.func @f58_v0_lin_t(%arg0: tensor<3xi32>, %arg1: tensor<3x3x1x4xf32>, %arg2: tensor<3x3x1x4xf32>, %arg3: tensor<3x3x4xf32>, %arg4: tensor<3x3x4xf32>, %arg5: tensor<3x3x4xf32>, %arg6: tensor<3xi32>, %arg7: tensor<3x3x1x4xf32>, %arg8: tensor<3x3x1x4xf32>, %arg9: tensor<1x3x3x4xf32>, %arg10: tensor<1x3x3x4xf32>, %arg11: tensor<1x9x2xi32>, %arg12: tensor<3x3x4xi1>, %arg13: tensor<9x4xi1>, %arg14: tensor<9x2xi32>, %arg15: tensor<3x3x4xi1>, %arg16: tensor<3x3x4xf32>) -> (tensor<3x4x3xf32>, tensor<3x4x3xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %0 = stablehlo.transpose %arg16, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %1 = stablehlo.select %arg15, %0, %cst_5 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
  %2 = stablehlo.select %arg15, %cst_5, %0 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
  %3 = "stablehlo.gather"(%1, %arg14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<9x2xi32>) -> tensor<9x4xf32>
  %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
  %4 = stablehlo.select %arg13, %3, %cst_6 : tensor<9x4xi1>, tensor<9x4xf32>
  %5 = stablehlo.reshape %4 : (tensor<9x4xf32>) -> tensor<3x3x4xf32>
  %6 = stablehlo.negate %2 : tensor<3x3x4xf32>
  %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %7 = stablehlo.select %arg12, %2, %cst_7 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
  %8 = stablehlo.select %arg12, %cst_7, %2 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %9:3 = stablehlo.while(%iterArg = %8, %iterArg_20 = %cst_9, %iterArg_21 = %c_11) : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.compare LT, %iterArg_21, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %30 : tensor<i1>
  } do {
    %c_22 = stablehlo.constant dense<-1> : tensor<i32>
    %30 = stablehlo.subtract %c_22, %iterArg_21 : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.dynamic_slice %arg9, %30, %c_23, %c_23, %c_23, sizes = [1, 3, 3, 4] : (tensor<1x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3x4xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x3x3x4xf32>) -> tensor<3x3x4xf32>
    %33 = stablehlo.dynamic_slice %arg10, %30, %c_23, %c_23, %c_23, sizes = [1, 3, 3, 4] : (tensor<1x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3x4xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x3x3x4xf32>) -> tensor<3x3x4xf32>
    %35 = stablehlo.dynamic_slice %arg11, %30, %c_23, %c_23, sizes = [1, 9, 2] : (tensor<1x9x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x9x2xi32>
    %36 = stablehlo.reshape %35 : (tensor<1x9x2xi32>) -> tensor<9x2xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.add %30, %c_24 : tensor<i32>
    %38 = "stablehlo.gather"(%iterArg, %36) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<9x2xi32>) -> tensor<9x4xf32>
    %39 = stablehlo.reshape %38 : (tensor<9x4xf32>) -> tensor<3x3x4xf32>
    %40 = stablehlo.negate %iterArg : tensor<3x3x4xf32>
    %41 = stablehlo.divide %40, %32 : tensor<3x3x4xf32>
    %42 = stablehlo.multiply %41, %34 : tensor<3x3x4xf32>
    %43 = stablehlo.divide %iterArg, %32 : tensor<3x3x4xf32>
    %44 = stablehlo.add %39, %43 : tensor<3x3x4xf32>
    %45 = stablehlo.multiply %arg3, %42 : tensor<3x3x4xf32>
    %46 = stablehlo.multiply %42, %arg3 : tensor<3x3x4xf32>
    %47 = stablehlo.add %45, %46 : tensor<3x3x4xf32>
    %48 = stablehlo.add %iterArg_20, %47 : tensor<3x3x4xf32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %49 = stablehlo.add %iterArg_21, %c_25 : tensor<i32>
    stablehlo.return %44, %48, %49 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>
  }
  %10 = stablehlo.add %6, %9#0 : tensor<3x3x4xf32>
  %11 = stablehlo.add %5, %9#0 : tensor<3x3x4xf32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %c_14 = stablehlo.constant dense<0> : tensor<i32>
  %c_15 = stablehlo.constant dense<0> : tensor<i32>
  %12:3 = stablehlo.while(%iterArg = %7, %iterArg_20 = %cst_13, %iterArg_21 = %c_15) : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_22 = stablehlo.constant dense<3> : tensor<i32>
    %30 = stablehlo.compare LT, %iterArg_21, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %30 : tensor<i1>
  } do {
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %30 = stablehlo.subtract %c_22, %iterArg_21 : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.dynamic_slice %arg6, %30, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.reshape %31 : (tensor<1xi32>) -> tensor<i32>
    %33 = stablehlo.dynamic_slice %arg7, %30, %c_23, %c_23, %c_23, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %35 = stablehlo.dynamic_slice %arg8, %30, %c_23, %c_23, %c_23, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.add %30, %c_27 : tensor<i32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<3x1x4xf32>
    %38 = stablehlo.dynamic_update_slice %iterArg, %cst_28, %c_26, %32, %c_1 : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %39 = stablehlo.dynamic_slice %iterArg, %c_26, %32, %c_1, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %40 = stablehlo.multiply %36, %39 : tensor<3x1x4xf32>
    %41 = stablehlo.multiply %39, %34 : tensor<3x1x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %42 = stablehlo.dynamic_update_slice %cst_29, %40, %c_25, %32, %c_1 : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %43 = stablehlo.add %38, %42 : tensor<3x3x4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %44 = stablehlo.dynamic_update_slice %cst_30, %41, %c_24, %32, %c_1 : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %45 = stablehlo.add %iterArg_20, %44 : tensor<3x3x4xf32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %46 = stablehlo.add %iterArg_21, %c_31 : tensor<i32>
    stablehlo.return %43, %45, %46 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>
  }
  %13 = stablehlo.add %9#1, %12#1 : tensor<3x3x4xf32>
  %14 = stablehlo.negate %12#0 : tensor<3x3x4xf32>
  %15 = stablehlo.divide %14, %arg4 : tensor<3x3x4xf32>
  %16 = stablehlo.multiply %15, %arg5 : tensor<3x3x4xf32>
  %17 = stablehlo.divide %12#0, %arg4 : tensor<3x3x4xf32>
  %18 = stablehlo.add %11, %17 : tensor<3x3x4xf32>
  %19 = stablehlo.multiply %arg3, %16 : tensor<3x3x4xf32>
  %20 = stablehlo.add %13, %19 : tensor<3x3x4xf32>
  %21 = stablehlo.multiply %16, %arg3 : tensor<3x3x4xf32>
  %22 = stablehlo.add %20, %21 : tensor<3x3x4xf32>
  %c_16 = stablehlo.constant dense<0> : tensor<i32>
  %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %c_18 = stablehlo.constant dense<0> : tensor<i32>
  %c_19 = stablehlo.constant dense<0> : tensor<i32>
  %23:3 = stablehlo.while(%iterArg = %10, %iterArg_20 = %cst_17, %iterArg_21 = %c_19) : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_22 = stablehlo.constant dense<3> : tensor<i32>
    %30 = stablehlo.compare LT, %iterArg_21, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %30 : tensor<i1>
  } do {
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %30 = stablehlo.subtract %c_22, %iterArg_21 : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.dynamic_slice %arg0, %30, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.reshape %31 : (tensor<1xi32>) -> tensor<i32>
    %33 = stablehlo.dynamic_slice %arg1, %30, %c_23, %c_23, %c_23, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %35 = stablehlo.dynamic_slice %arg2, %30, %c_23, %c_23, %c_23, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.add %30, %c_27 : tensor<i32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<3x1x4xf32>
    %38 = stablehlo.dynamic_update_slice %iterArg, %cst_28, %c_26, %32, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %39 = stablehlo.dynamic_slice %iterArg, %c_26, %32, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %40 = stablehlo.multiply %36, %39 : tensor<3x1x4xf32>
    %41 = stablehlo.multiply %39, %34 : tensor<3x1x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %42 = stablehlo.dynamic_update_slice %cst_29, %40, %c_25, %32, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %43 = stablehlo.add %38, %42 : tensor<3x3x4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %44 = stablehlo.dynamic_update_slice %cst_30, %41, %c_24, %32, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %45 = stablehlo.add %iterArg_20, %44 : tensor<3x3x4xf32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %46 = stablehlo.add %iterArg_21, %c_31 : tensor<i32>
    stablehlo.return %43, %45, %46 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>
  }
  %24 = stablehlo.add %18, %23#1 : tensor<3x3x4xf32>
  %25 = stablehlo.add %24, %23#0 : tensor<3x3x4xf32>
  %26 = stablehlo.negate %23#0 : tensor<3x3x4xf32>
  %27 = stablehlo.add %22, %26 : tensor<3x3x4xf32>
  %28 = stablehlo.transpose %27, dims = [1, 2, 0] : (tensor<3x3x4xf32>) -> tensor<3x4x3xf32>
  %29 = stablehlo.transpose %25, dims = [1, 2, 0] : (tensor<3x3x4xf32>) -> tensor<3x4x3xf32>
  return %29, %28 : tensor<3x4x3xf32>, tensor<3x4x3xf32>
}
func.func @f58_v0_vjp(%arg0: tensor<3x4x3xf32>, %arg1: tensor<3x4x3xf32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>, %arg4: tensor<3x3x4xf32>) -> (tensor<3x4x3xf32>, tensor<3x4x3xf32>) {
  %0:17 = call @f58_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x4x3xf32>, tensor<3x4x3xf32>, tensor<i32>, tensor<3xi32>) -> (tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x9x2xi32>, tensor<3x3x4xi1>, tensor<9x4xi1>, tensor<9x2xi32>, tensor<3x3x4xi1>)
  %1:2 = call @f58_v0_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %arg4) : (tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x9x2xi32>, tensor<3x3x4xi1>, tensor<9x4xi1>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<3x3x4xf32>) -> (tensor<3x4x3xf32>, tensor<3x4x3xf32>)
  return %1#0, %1#1 : tensor<3x4x3xf32>, tensor<3x4x3xf32>
}
// inputs: [[[-0.5689415 ,  0.41663665,  0.16658854],  [-2.4362233 , -1.9522175 , -3.8921845 ],  [ 1.085714  , -1.1158197 ,  0.19052362],  [-1.3060429 ,  0.9097508 , -1.1852609 ]], [[-1.4673474 , -1.9660504 ,  2.5121095 ],  [-0.22393359,  1.4425693 ,  0.5361295 ],  [ 0.08423503,  2.0164564 ,  0.0820936 ],  [ 1.1561093 ,  2.243709  , -3.4280918 ]], [[ 0.77011436,  1.8840828 ,  0.88289213],  [-0.11275619, -3.3744054 , -0.393553  ],  [ 1.1694034 ,  0.39999455, -0.48942438],  [ 3.4676964 ,  2.2623937 ,  1.4407781 ]]]; [[[-1.3107855 , -2.1863222 , -0.32935318],  [-0.53947204,  2.4513235 ,  2.0422978 ],  [-4.3586826 ,  1.3769187 ,  3.412724  ],  [-0.3017197 , -1.9456019 , -1.0837033 ]], [[ 0.6489651 , -0.82288456, -1.3496039 ],  [ 1.4653195 ,  2.9934251 ,  0.5984232 ],  [-1.4479971 ,  1.5246694 ,  1.0397142 ],  [ 1.6684337 , -2.0770028 , -1.0997916 ]], [[-0.23713468, -1.4750465 , -0.6728787 ],  [ 0.2040244 , -1.8555013 , -0.7579634 ],  [-0.23156543, -0.4893063 , -2.0601227 ],  [-0.78799725,  0.22366847, -2.7554474 ]]]; 1; [0, 0, 1]; [[[-3.6467535e+00, -7.7305919e-01, -2.5714159e+00, -3.0086272e+00],  [ 7.8627503e-01, -3.6448595e-01,  1.6140611e+00,  2.4442544e+00],  [-6.9902599e-01, -2.7539711e+00,  4.4187301e-01,  1.0028203e-03]], [[ 3.1719530e-01, -2.2880883e+00,  9.1069847e-01,  2.5294039e-01],  [ 7.9224683e-02,  4.7064617e-01, -1.5277429e+00, -1.8638769e+00],  [-2.4992156e+00, -1.5371897e+00, -1.9912449e-01, -1.3773742e-01]], [[-9.0463705e-02, -7.0940572e-01, -6.7313544e-02, -2.7847135e-01],  [-7.4075091e-01, -8.1220573e-01, -1.0762008e+00, -2.4453812e+00],  [ 5.4180348e-01, -2.8022463e+00,  3.7551079e-02,  6.7861736e-01]]]
// reference: [[[-9.0463705e-02, -7.4075091e-01,  5.4180348e-01],  [-7.0940572e-01, -8.1220573e-01, -2.8022463e+00],  [-6.7313544e-02, -1.0762008e+00,  3.7551079e-02],  [-2.7847135e-01, -2.4453812e+00,  6.7861736e-01]], [[ 3.1719530e-01,  7.9224683e-02, -2.4992156e+00],  [-2.2880883e+00,  4.7064617e-01, -1.5371897e+00],  [ 9.1069847e-01, -1.5277429e+00, -1.9912449e-01],  [ 2.5294039e-01, -1.8638769e+00, -1.3773742e-01]], [[-3.6467535e+00,  7.8627503e-01, -6.9902599e-01],  [-7.7305919e-01, -3.6448595e-01, -2.7539711e+00],  [-2.5714159e+00,  1.6140611e+00,  4.4187301e-01],  [-3.0086272e+00,  2.4442544e+00,  1.0028203e-03]]]; [[[0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.]], [[0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.]], [[0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.]]]
