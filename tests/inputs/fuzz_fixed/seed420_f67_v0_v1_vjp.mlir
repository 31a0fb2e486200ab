// Fixed by dialects/vm_branches.py (the compile driver's rewrite of IREE's VM module):
// IREE 3.13's VM passed one packed buffer or fence in two block arguments of a branch
// and moved it out of the register one of them kept (tests/test_vm_branches.py).
// run mismatch: ValueError: Error invoking function: c/runtime/src/iree/vm/ref.h:223: INVALID_ARGUMENT; ref is null; while invoking native function hal.device.queue.copy; while calling import; [ 0] bytecode module@310:4358 -
// vjp_vmap_vmap [('vmap', [None, 0, 0, 0], 0, 3), ('vmap', [1, None, None, 0], 1, 2), ('vjp',)] of:
func.func @f67(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>) {
  %c7482 = stablehlo.constant dense<1.0> : tensor<3x4xf32>
  %v7483 = "stablehlo.multiply"(%a1, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v7484 = "stablehlo.add"(%v7483, %c7482) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v7485 = "stablehlo.divide"(%a0, %v7484) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c7486 = stablehlo.constant dense<0> : tensor<i32>
  %c7487 = stablehlo.constant dense<0> : tensor<i32>
  %w7490:2 = "stablehlo.while"(%c7487, %v7485) ({
  ^bb0(%k7488: tensor<i32>, %x7489: tensor<3x4xf32>):
  %c7491 = stablehlo.constant dense<3> : tensor<i32>
  %v7492 = "stablehlo.compare"(%k7488, %c7491) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v7492) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k7493: tensor<i32>, %x7494: tensor<3x4xf32>):
  %v7495 = "stablehlo.dynamic_slice"(%a0, %k7493, %c7486) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v7496 = "stablehlo.dynamic_slice"(%x7494, %k7493, %c7486) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %c7497 = stablehlo.constant dense<1.0> : tensor<1x4xf32>
  %v7498 = "stablehlo.multiply"(%v7496, %v7496) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %v7499 = "stablehlo.add"(%v7498, %c7497) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %v7500 = "stablehlo.divide"(%v7495, %v7499) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %v7501 = "stablehlo.dynamic_update_slice"(%x7494, %v7500, %k7493, %c7486) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c7502 = stablehlo.constant dense<1> : tensor<i32>
  %v7503 = "stablehlo.add"(%k7493, %c7502) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v7503, %v7501) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
  %c7504 = stablehlo.constant dense<0.0> : tensor<f32>
  %v7505 = "stablehlo.reduce"(%a0, %c7504) ({
  ^bb0(%p7506: tensor<f32>, %q7507: tensor<f32>):
  %v7508 = "stablehlo.add"(%p7506, %q7507) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v7508) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %v7509 = "stablehlo.broadcast_in_dim"(%v7505) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
  %v7510 = "stablehlo.multiply"(%w7490#1, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c7511 = stablehlo.constant dense<0> : tensor<i32>
  %c7512 = stablehlo.constant dense<0> : tensor<i32>
  %w7515:2 = "stablehlo.while"(%c7512, %v7510) ({
  ^bb0(%k7513: tensor<i32>, %x7514: tensor<3x4xf32>):
  %c7516 = stablehlo.constant dense<3> : tensor<i32>
  %v7517 = "stablehlo.compare"(%k7513, %c7516) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v7517) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k7518: tensor<i32>, %x7519: tensor<3x4xf32>):
  %v7520 = "stablehlo.dynamic_slice"(%a0, %k7518, %c7511) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v7521 = "stablehlo.dynamic_slice"(%x7519, %k7518, %c7511) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v7522 = "stablehlo.multiply"(%v7520, %v7521) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %v7523 = "stablehlo.dynamic_update_slice"(%x7519, %v7522, %k7518, %c7511) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c7524 = stablehlo.constant dense<1> : tensor<i32>
  %v7525 = "stablehlo.add"(%k7518, %c7524) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v7525, %v7523) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
  return %w7515#1 : tensor<3x4xf32>
}
// transformed:
func.func @f67(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x4xf32> {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
  %0 = stablehlo.multiply %arg1, %arg1 : tensor<3x4xf32>
  %1 = stablehlo.add %0, %cst : tensor<3x4xf32>
  %2 = stablehlo.divide %arg0, %1 : tensor<3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %3:2 = stablehlo.while(%iterArg = %c_0, %iterArg_4 = %2) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %8 = stablehlo.dynamic_slice %arg0, %iterArg, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %9 = stablehlo.dynamic_slice %iterArg_4, %iterArg, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<1x4xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<1x4xf32>
    %11 = stablehlo.add %10, %cst_5 : tensor<1x4xf32>
    %12 = stablehlo.divide %8, %11 : tensor<1x4xf32>
    %13 = stablehlo.dynamic_update_slice %iterArg_4, %12, %iterArg, %c : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %iterArg, %c_6 : tensor<i32>
    stablehlo.return %14, %13 : tensor<i32>, tensor<3x4xf32>
  }
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %4 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
  %6 = stablehlo.multiply %3#1, %arg0 : tensor<3x4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %7:2 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %6) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %8 = stablehlo.dynamic_slice %arg0, %iterArg, %c_2, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %9 = stablehlo.dynamic_slice %iterArg_4, %iterArg, %c_2, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<1x4xf32>
    %11 = stablehlo.dynamic_update_slice %iterArg_4, %10, %iterArg, %c_2 : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.add %iterArg, %c_5 : tensor<i32>
    stablehlo.return %12, %11 : tensor<i32>, tensor<3x4xf32>
  }
  return %7#1 : tensor<3x4xf32>
}
func.func @f67_v0(%arg0: tensor<3x4xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> tensor<3x3x4xf32> {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
  %0 = stablehlo.multiply %arg1, %arg1 : tensor<3x3x4xf32>
  %1 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
  %2 = stablehlo.add %0, %1 : tensor<3x3x4xf32>
  %3 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
  %4 = stablehlo.divide %3, %2 : tensor<3x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %5:2 = stablehlo.while(%iterArg = %c_0, %iterArg_4 = %4) : tensor<i32>, tensor<3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %11 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  } do {
    %11 = stablehlo.dynamic_slice %arg0, %iterArg, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.dynamic_slice %iterArg_4, %c_5, %iterArg, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<1x4xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<3x1x4xf32>
    %14 = stablehlo.broadcast_in_dim %cst_6, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<3x1x4xf32>
    %15 = stablehlo.add %13, %14 : tensor<3x1x4xf32>
    %16 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<3x1x4xf32>
    %17 = stablehlo.divide %16, %15 : tensor<3x1x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.dynamic_update_slice %iterArg_4, %17, %c_7, %iterArg, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %iterArg, %c_8 : tensor<i32>
    stablehlo.return %19, %18 : tensor<i32>, tensor<3x3x4xf32>
  }
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %6 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
  %8 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
  %9 = stablehlo.multiply %5#1, %8 : tensor<3x3x4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %10:2 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %9) : tensor<i32>, tensor<3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %11 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  } do {
    %11 = stablehlo.dynamic_slice %arg0, %iterArg, %c_2, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.dynamic_slice %iterArg_4, %c_5, %iterArg, %c_2, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<3x1x4xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<3x1x4xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.dynamic_update_slice %iterArg_4, %14, %c_6, %iterArg, %c_2 : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.add %iterArg, %c_7 : tensor<i32>
    stablehlo.return %16, %15 : tensor<i32>, tensor<3x3x4xf32>
  }
  return %10#1 : tensor<3x3x4xf32>
}
func.func @f67_v0_v1(%arg0: tensor<3x2x4xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<2x3xi32>) -> tensor<3x2x3x4xf32> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
  %1 = stablehlo.multiply %arg1, %arg1 : tensor<3x3x4xf32>
  %2 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
  %3 = stablehlo.add %1, %2 : tensor<3x3x4xf32>
  %4 = stablehlo.broadcast_in_dim %0, dims = [0, 2, 3] : (tensor<2x3x4xf32>) -> tensor<2x3x3x4xf32>
  %5 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3] : (tensor<3x3x4xf32>) -> tensor<2x3x3x4xf32>
  %6 = stablehlo.divide %4, %5 : tensor<2x3x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %7:2 = stablehlo.while(%iterArg = %c_0, %iterArg_4 = %6) : tensor<i32>, tensor<2x3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %14 : tensor<i1>
  } do {
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.dynamic_slice %0, %c_5, %iterArg, %c, sizes = [2, 1, 4] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.dynamic_slice %iterArg_4, %c_7, %c_6, %iterArg, %c, sizes = [2, 3, 1, 4] : (tensor<2x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x1x4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<1x4xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<2x3x1x4xf32>
    %17 = stablehlo.broadcast_in_dim %cst_8, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<3x1x4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x3x1x4xf32>
    %20 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3] : (tensor<2x1x4xf32>) -> tensor<2x3x1x4xf32>
    %21 = stablehlo.divide %20, %19 : tensor<2x3x1x4xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.dynamic_update_slice %iterArg_4, %21, %c_10, %c_9, %iterArg, %c : (tensor<2x3x3x4xf32>, tensor<2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3x4xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.add %iterArg, %c_11 : tensor<i32>
    stablehlo.return %23, %22 : tensor<i32>, tensor<2x3x3x4xf32>
  }
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %8 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
  %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
  %10 = stablehlo.broadcast_in_dim %0, dims = [0, 2, 3] : (tensor<2x3x4xf32>) -> tensor<2x3x3x4xf32>
  %11 = stablehlo.multiply %7#1, %10 : tensor<2x3x3x4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %12:2 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %11) : tensor<i32>, tensor<2x3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %14 : tensor<i1>
  } do {
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.dynamic_slice %0, %c_5, %iterArg, %c_2, sizes = [2, 1, 4] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.dynamic_slice %iterArg_4, %c_7, %c_6, %iterArg, %c_2, sizes = [2, 3, 1, 4] : (tensor<2x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x1x4xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3] : (tensor<2x1x4xf32>) -> tensor<2x3x1x4xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<2x3x1x4xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.dynamic_update_slice %iterArg_4, %17, %c_9, %c_8, %iterArg, %c_2 : (tensor<2x3x3x4xf32>, tensor<2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3x4xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %iterArg, %c_10 : tensor<i32>
    stablehlo.return %19, %18 : tensor<i32>, tensor<2x3x3x4xf32>
  }
  %13 = stablehlo.transpose %12#1, dims = [1, 0, 2, 3] : (tensor<2x3x3x4xf32>) -> tensor<3x2x3x4xf32>
  return %13 : tensor<3x2x3x4xf32>
}
func.func @f67_v0_v1_fwd(%arg0: tensor<3x2x4xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<2x3xi32>) -> (tensor<3x2x3x4xf32>, tensor<3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
  %1 = stablehlo.multiply %arg1, %arg1 : tensor<3x3x4xf32>
  %2 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
  %3 = stablehlo.add %1, %2 : tensor<3x3x4xf32>
  %4 = stablehlo.broadcast_in_dim %0, dims = [0, 2, 3] : (tensor<2x3x4xf32>) -> tensor<2x3x3x4xf32>
  %5 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3] : (tensor<3x3x4xf32>) -> tensor<2x3x3x4xf32>
  %6 = stablehlo.divide %4, %5 : tensor<2x3x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<3xi32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3x1x4xf32>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3x1x4xf32>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3x1x4xf32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %7:7 = stablehlo.while(%iterArg = %c_0, %iterArg_20 = %6, %iterArg_21 = %c_1, %iterArg_22 = %cst_2, %iterArg_23 = %cst_3, %iterArg_24 = %cst_4, %iterArg_25 = %c_6) : tensor<i32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_26 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.compare LT, %iterArg_25, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %14 : tensor<i1>
  } do {
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.dynamic_slice %0, %c_26, %iterArg, %c, sizes = [2, 1, 4] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.dynamic_slice %iterArg_20, %c_28, %c_27, %iterArg, %c, sizes = [2, 3, 1, 4] : (tensor<2x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x1x4xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<1x4xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<2x3x1x4xf32>
    %17 = stablehlo.broadcast_in_dim %cst_29, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<3x1x4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x3x1x4xf32>
    %20 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3] : (tensor<2x1x4xf32>) -> tensor<2x3x1x4xf32>
    %21 = stablehlo.divide %20, %19 : tensor<2x3x1x4xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.dynamic_update_slice %iterArg_20, %21, %c_31, %c_30, %iterArg, %c : (tensor<2x3x3x4xf32>, tensor<2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3x4xf32>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.add %iterArg, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.dynamic_update_slice %iterArg_21, %24, %iterArg_25 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.reshape %15 : (tensor<2x3x1x4xf32>) -> tensor<1x2x3x1x4xf32>
    %27 = stablehlo.dynamic_update_slice %iterArg_22, %26, %iterArg_25, %c_33, %c_33, %c_33, %c_33 : (tensor<3x2x3x1x4xf32>, tensor<1x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3x1x4xf32>
    %28 = stablehlo.reshape %19 : (tensor<2x3x1x4xf32>) -> tensor<1x2x3x1x4xf32>
    %29 = stablehlo.dynamic_update_slice %iterArg_23, %28, %iterArg_25, %c_33, %c_33, %c_33, %c_33 : (tensor<3x2x3x1x4xf32>, tensor<1x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3x1x4xf32>
    %30 = stablehlo.reshape %21 : (tensor<2x3x1x4xf32>) -> tensor<1x2x3x1x4xf32>
    %31 = stablehlo.dynamic_update_slice %iterArg_24, %30, %iterArg_25, %c_33, %c_33, %c_33, %c_33 : (tensor<3x2x3x1x4xf32>, tensor<1x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3x1x4xf32>
    %c_34 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.add %iterArg_25, %c_34 : tensor<i32>
    stablehlo.return %23, %22, %25, %27, %29, %31, %32 : tensor<i32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<i32>
  }
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %8 = stablehlo.reduce(%0 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
  %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
  %10 = stablehlo.broadcast_in_dim %0, dims = [0, 2, 3] : (tensor<2x3x4xf32>) -> tensor<2x3x3x4xf32>
  %11 = stablehlo.multiply %7#1, %10 : tensor<2x3x3x4xf32>
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<3xi32>
  %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3x1x4xf32>
  %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3x1x4xf32>
  %c_16 = stablehlo.constant dense<0> : tensor<i32>
  %c_17 = stablehlo.constant dense<0> : tensor<i32>
  %12:6 = stablehlo.while(%iterArg = %c_12, %iterArg_20 = %11, %iterArg_21 = %c_13, %iterArg_22 = %cst_14, %iterArg_23 = %cst_15, %iterArg_24 = %c_17) : tensor<i32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_25 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.compare LT, %iterArg_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %14 : tensor<i1>
  } do {
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.dynamic_slice %0, %c_25, %iterArg, %c_11, sizes = [2, 1, 4] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.dynamic_slice %iterArg_20, %c_27, %c_26, %iterArg, %c_11, sizes = [2, 3, 1, 4] : (tensor<2x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x1x4xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3] : (tensor<2x1x4xf32>) -> tensor<2x3x1x4xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<2x3x1x4xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.dynamic_update_slice %iterArg_20, %17, %c_29, %c_28, %iterArg, %c_11 : (tensor<2x3x3x4xf32>, tensor<2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3x4xf32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %iterArg, %c_30 : tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.dynamic_update_slice %iterArg_21, %20, %iterArg_24 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %22 = stablehlo.reshape %15 : (tensor<2x3x1x4xf32>) -> tensor<1x2x3x1x4xf32>
    %23 = stablehlo.dynamic_update_slice %iterArg_22, %22, %iterArg_24, %c_31, %c_31, %c_31, %c_31 : (tensor<3x2x3x1x4xf32>, tensor<1x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3x1x4xf32>
    %24 = stablehlo.reshape %16 : (tensor<2x3x1x4xf32>) -> tensor<1x2x3x1x4xf32>
    %25 = stablehlo.dynamic_update_slice %iterArg_23, %24, %iterArg_24, %c_31, %c_31, %c_31, %c_31 : (tensor<3x2x3x1x4xf32>, tensor<1x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3x1x4xf32>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.add %iterArg_24, %c_32 : tensor<i32>
    stablehlo.return %19, %18, %21, %23, %25, %26 : tensor<i32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<i32>
  }
  %c_18 = stablehlo.constant dense<0> : tensor<i32>
  %c_19 = stablehlo.constant dense<0> : tensor<i32>
  %13 = stablehlo.transpose %12#1, dims = [1, 0, 2, 3] : (tensor<2x3x3x4xf32>) -> tensor<3x2x3x4xf32>
  return %13, %arg1, %5, %6, %7#2, %7#3, %7#4, %7#5, %10, %7#1, %12#2, %12#3, %12#4 : tensor<3x2x3x4xf32>, tensor<3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>
}
func.func @f67_v0_v1_lin(%arg0: tensor<3x3x4xf32>, %arg1: tensor<2x3x3x4xf32>, %arg2: tensor<2x3x3x4xf32>, %arg3: tensor<3xi32>, %arg4: tensor<3x2x3x1x4xf32>, %arg5: tensor<3x2x3x1x4xf32>, %arg6: tensor<3x2x3x1x4xf32>, %arg7: tensor<2x3x3x4xf32>, %arg8: tensor<2x3x3x4xf32>, %arg9: tensor<3xi32>, %arg10: tensor<3x2x3x1x4xf32>, %arg11: tensor<3x2x3x1x4xf32>, %arg12: tensor<3x2x4xf32>, %arg13: tensor<3x3x4xf32>) -> tensor<3x2x3x4xf32> attributes {hostcall.num_residuals = 12 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg12, dims = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  %1 = stablehlo.multiply %arg13, %arg0 : tensor<3x3x4xf32>
  %2 = stablehlo.multiply %arg0, %arg13 : tensor<3x3x4xf32>
  %3 = stablehlo.add %1, %2 : tensor<3x3x4xf32>
  %4 = stablehlo.broadcast_in_dim %0, dims = [0, 2, 3] : (tensor<2x3x4xf32>) -> tensor<2x3x3x4xf32>
  %5 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3] : (tensor<3x3x4xf32>) -> tensor<2x3x3x4xf32>
  %6 = stablehlo.divide %4, %arg1 : tensor<2x3x3x4xf32>
  %7 = stablehlo.multiply %5, %arg2 : tensor<2x3x3x4xf32>
  %8 = stablehlo.divide %7, %arg1 : tensor<2x3x3x4xf32>
  %9 = stablehlo.negate %8 : tensor<2x3x3x4xf32>
  %10 = stablehlo.add %6, %9 : tensor<2x3x3x4xf32>
  %11:2 = stablehlo.while(%iterArg = %10, %iterArg_3 = %c_0) : tensor<2x3x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
  cond {
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %20 = stablehlo.compare LT, %iterArg_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %20 : tensor<i1>
  } do {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %arg3, %iterArg_3, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %20 : (tensor<1xi32>) -> tensor<i32>
    %22 = stablehlo.dynamic_slice %arg4, %iterArg_3, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 3, 1, 4] : (tensor<3x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x1x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x2x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %24 = stablehlo.dynamic_slice %arg5, %iterArg_3, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 3, 1, 4] : (tensor<3x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x1x4xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x2x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %26 = stablehlo.dynamic_slice %arg6, %iterArg_3, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 3, 1, 4] : (tensor<3x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x1x4xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x2x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.dynamic_slice %0, %c_5, %21, %c, sizes = [2, 1, 4] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4xf32>
    %29 = stablehlo.dynamic_slice %iterArg, %c_7, %c_6, %21, %c, sizes = [2, 3, 1, 4] : (tensor<2x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x1x4xf32>
    %30 = stablehlo.multiply %29, %23 : tensor<2x3x1x4xf32>
    %31 = stablehlo.multiply %23, %29 : tensor<2x3x1x4xf32>
    %32 = stablehlo.add %30, %31 : tensor<2x3x1x4xf32>
    %33 = stablehlo.broadcast_in_dim %28, dims = [0, 2, 3] : (tensor<2x1x4xf32>) -> tensor<2x3x1x4xf32>
    %34 = stablehlo.divide %33, %25 : tensor<2x3x1x4xf32>
    %35 = stablehlo.multiply %32, %27 : tensor<2x3x1x4xf32>
    %36 = stablehlo.divide %35, %25 : tensor<2x3x1x4xf32>
    %37 = stablehlo.negate %36 : tensor<2x3x1x4xf32>
    %38 = stablehlo.add %34, %37 : tensor<2x3x1x4xf32>
    %39 = stablehlo.dynamic_update_slice %iterArg, %38, %c_9, %c_8, %21, %c : (tensor<2x3x3x4xf32>, tensor<2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3x4xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.add %iterArg_3, %c_10 : tensor<i32>
    stablehlo.return %39, %40 : tensor<2x3x3x4xf32>, tensor<i32>
  }
  %12 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
  %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
  %14 = stablehlo.broadcast_in_dim %0, dims = [0, 2, 3] : (tensor<2x3x4xf32>) -> tensor<2x3x3x4xf32>
  %15 = stablehlo.multiply %11#0, %arg7 : tensor<2x3x3x4xf32>
  %16 = stablehlo.multiply %arg8, %14 : tensor<2x3x3x4xf32>
  %17 = stablehlo.add %15, %16 : tensor<2x3x3x4xf32>
  %18:2 = stablehlo.while(%iterArg = %17, %iterArg_3 = %c_2) : tensor<2x3x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
  cond {
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %20 = stablehlo.compare LT, %iterArg_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %20 : tensor<i1>
  } do {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %arg9, %iterArg_3, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %20 : (tensor<1xi32>) -> tensor<i32>
    %22 = stablehlo.dynamic_slice %arg10, %iterArg_3, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 3, 1, 4] : (tensor<3x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x1x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x2x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %24 = stablehlo.dynamic_slice %arg11, %iterArg_3, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 3, 1, 4] : (tensor<3x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x1x4xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x2x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.dynamic_slice %0, %c_5, %21, %c_1, sizes = [2, 1, 4] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4xf32>
    %27 = stablehlo.dynamic_slice %iterArg, %c_7, %c_6, %21, %c_1, sizes = [2, 3, 1, 4] : (tensor<2x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x1x4xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 2, 3] : (tensor<2x1x4xf32>) -> tensor<2x3x1x4xf32>
    %29 = stablehlo.multiply %28, %23 : tensor<2x3x1x4xf32>
    %30 = stablehlo.multiply %25, %27 : tensor<2x3x1x4xf32>
    %31 = stablehlo.add %29, %30 : tensor<2x3x1x4xf32>
    %32 = stablehlo.dynamic_update_slice %iterArg, %31, %c_9, %c_8, %21, %c_1 : (tensor<2x3x3x4xf32>, tensor<2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3x4xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.add %iterArg_3, %c_10 : tensor<i32>
    stablehlo.return %32, %33 : tensor<2x3x3x4xf32>, tensor<i32>
  }
  %19 = stablehlo.transpose %18#0, dims = [1, 0, 2, 3] : (tensor<2x3x3x4xf32>) -> tensor<3x2x3x4xf32>
  return %19 : tensor<3x2x3x4xf32>
}
func.func @f67_v0_v1_lin_t(%arg0: tensor<3x3x4xf32>, %arg1: tensor<2x3x3x4xf32>, %arg2: tensor<2x3x3x4xf32>, %arg3: tensor<3xi32>, %arg4: tensor<3x2x3x1x4xf32>, %arg5: tensor<3x2x3x1x4xf32>, %arg6: tensor<3x2x3x1x4xf32>, %arg7: tensor<2x3x3x4xf32>, %arg8: tensor<2x3x3x4xf32>, %arg9: tensor<3xi32>, %arg10: tensor<3x2x3x1x4xf32>, %arg11: tensor<3x2x3x1x4xf32>, %arg12: tensor<3x2x3x4xf32>) -> (tensor<3x2x4xf32>, tensor<3x3x4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg12, dims = [1, 0, 2, 3] : (tensor<3x2x3x4xf32>) -> tensor<2x3x3x4xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %1:3 = stablehlo.while(%iterArg = %0, %iterArg_14 = %cst_4, %iterArg_15 = %c_6) : tensor<2x3x3x4xf32>, tensor<2x3x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_16 = stablehlo.constant dense<3> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %c_16 = stablehlo.constant dense<2> : tensor<i32>
    %19 = stablehlo.subtract %c_16, %iterArg_15 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %arg9, %19, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %20 : (tensor<1xi32>) -> tensor<i32>
    %22 = stablehlo.dynamic_slice %arg10, %19, %c_17, %c_17, %c_17, %c_17, sizes = [1, 2, 3, 1, 4] : (tensor<3x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x1x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x2x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %24 = stablehlo.dynamic_slice %arg11, %19, %c_17, %c_17, %c_17, %c_17, sizes = [1, 2, 3, 1, 4] : (tensor<3x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x1x4xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x2x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.add %19, %c_23 : tensor<i32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x1x4xf32>
    %27 = stablehlo.dynamic_update_slice %iterArg, %cst_24, %c_22, %c_21, %21, %c_1 : (tensor<2x3x3x4xf32>, tensor<2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3x4xf32>
    %28 = stablehlo.dynamic_slice %iterArg, %c_22, %c_21, %21, %c_1, sizes = [2, 3, 1, 4] : (tensor<2x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x1x4xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<2x3x1x4xf32>
    %30 = stablehlo.multiply %28, %23 : tensor<2x3x1x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<2x3x1x4xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x3x4xf32>
    %32 = stablehlo.dynamic_update_slice %cst_26, %29, %c_20, %c_19, %21, %c_1 : (tensor<2x3x3x4xf32>, tensor<2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3x4xf32>
    %33 = stablehlo.add %27, %32 : tensor<2x3x3x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
    %34 = stablehlo.dynamic_update_slice %cst_27, %31, %c_18, %21, %c_1 : (tensor<2x3x4xf32>, tensor<2x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
    %35 = stablehlo.add %iterArg_14, %34 : tensor<2x3x4xf32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.add %iterArg_15, %c_28 : tensor<i32>
    stablehlo.return %33, %35, %36 : tensor<2x3x3x4xf32>, tensor<2x3x4xf32>, tensor<i32>
  }
  %2 = stablehlo.multiply %arg8, %1#0 : tensor<2x3x3x4xf32>
  %3 = stablehlo.multiply %1#0, %arg7 : tensor<2x3x3x4xf32>
  %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %4 = stablehlo.reduce(%2 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  %5 = stablehlo.add %1#1, %4 : tensor<2x3x4xf32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %6:3 = stablehlo.while(%iterArg = %3, %iterArg_14 = %cst_9, %iterArg_15 = %c_11) : tensor<2x3x3x4xf32>, tensor<2x3x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_16 = stablehlo.constant dense<3> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %c_16 = stablehlo.constant dense<2> : tensor<i32>
    %19 = stablehlo.subtract %c_16, %iterArg_15 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %arg3, %19, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %20 : (tensor<1xi32>) -> tensor<i32>
    %22 = stablehlo.dynamic_slice %arg4, %19, %c_17, %c_17, %c_17, %c_17, sizes = [1, 2, 3, 1, 4] : (tensor<3x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x1x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x2x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %24 = stablehlo.dynamic_slice %arg5, %19, %c_17, %c_17, %c_17, %c_17, sizes = [1, 2, 3, 1, 4] : (tensor<3x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x1x4xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x2x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %26 = stablehlo.dynamic_slice %arg6, %19, %c_17, %c_17, %c_17, %c_17, sizes = [1, 2, 3, 1, 4] : (tensor<3x2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3x1x4xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x2x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.add %19, %c_23 : tensor<i32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x1x4xf32>
    %29 = stablehlo.dynamic_update_slice %iterArg, %cst_24, %c_22, %c_21, %21, %c : (tensor<2x3x3x4xf32>, tensor<2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3x4xf32>
    %30 = stablehlo.dynamic_slice %iterArg, %c_22, %c_21, %21, %c, sizes = [2, 3, 1, 4] : (tensor<2x3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x1x4xf32>
    %31 = stablehlo.negate %30 : tensor<2x3x1x4xf32>
    %32 = stablehlo.divide %31, %25 : tensor<2x3x1x4xf32>
    %33 = stablehlo.multiply %32, %27 : tensor<2x3x1x4xf32>
    %34 = stablehlo.divide %30, %25 : tensor<2x3x1x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<2x3x1x4xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %36 = stablehlo.multiply %23, %33 : tensor<2x3x1x4xf32>
    %37 = stablehlo.multiply %33, %23 : tensor<2x3x1x4xf32>
    %38 = stablehlo.add %36, %37 : tensor<2x3x1x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x3x4xf32>
    %39 = stablehlo.dynamic_update_slice %cst_26, %38, %c_20, %c_19, %21, %c : (tensor<2x3x3x4xf32>, tensor<2x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3x4xf32>
    %40 = stablehlo.add %29, %39 : tensor<2x3x3x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf32>
    %41 = stablehlo.dynamic_update_slice %cst_27, %35, %c_18, %21, %c : (tensor<2x3x4xf32>, tensor<2x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
    %42 = stablehlo.add %iterArg_14, %41 : tensor<2x3x4xf32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %iterArg_15, %c_28 : tensor<i32>
    stablehlo.return %40, %42, %43 : tensor<2x3x3x4xf32>, tensor<2x3x4xf32>, tensor<i32>
  }
  %7 = stablehlo.add %5, %6#1 : tensor<2x3x4xf32>
  %8 = stablehlo.negate %6#0 : tensor<2x3x3x4xf32>
  %9 = stablehlo.divide %8, %arg1 : tensor<2x3x3x4xf32>
  %10 = stablehlo.multiply %9, %arg2 : tensor<2x3x3x4xf32>
  %11 = stablehlo.divide %6#0, %arg1 : tensor<2x3x3x4xf32>
  %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %12 = stablehlo.reduce(%10 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<3x3x4xf32>
  %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %13 = stablehlo.reduce(%11 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  %14 = stablehlo.add %7, %13 : tensor<2x3x4xf32>
  %15 = stablehlo.multiply %arg0, %12 : tensor<3x3x4xf32>
  %16 = stablehlo.multiply %12, %arg0 : tensor<3x3x4xf32>
  %17 = stablehlo.add %15, %16 : tensor<3x3x4xf32>
  %18 = stablehlo.transpose %14, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  return %18, %17 : tensor<3x2x4xf32>, tensor<3x3x4xf32>
}
func.func @f67_v0_v1_vjp(%arg0: tensor<3x2x4xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<2x3xi32>, %arg4: tensor<3x2x3x4xf32>) -> (tensor<3x2x4xf32>, tensor<3x3x4xf32>) {
  %0:13 = call @f67_v0_v1_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x2x4xf32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<2x3xi32>) -> (tensor<3x2x3x4xf32>, tensor<3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>)
  %1:2 = call @f67_v0_v1_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %arg4) : (tensor<3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<3xi32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x1x4xf32>, tensor<3x2x3x4xf32>) -> (tensor<3x2x4xf32>, tensor<3x3x4xf32>)
  return %1#0, %1#1 : tensor<3x2x4xf32>, tensor<3x3x4xf32>
}
// inputs: [[[ 1.4016725 , -1.4448687 ,  2.1884706 ,  0.83510405],  [ 2.6891387 ,  0.7092153 , -0.11718507, -3.3533173 ]], [[ 0.41851544,  1.8425288 ,  0.31907913, -2.0102277 ],  [ 0.04299761, -0.97424906, -0.01215063,  0.854938  ]], [[-0.41828078,  0.3036304 ,  0.3076389 , -2.0466084 ],  [-1.9209441 , -3.935351  , -0.6652293 , -1.1196411 ]]]; [[[-1.6192595 ,  0.67055136, -2.8860402 , -0.09824194],  [ 2.0632298 ,  2.1502244 , -1.1465297 , -1.1161383 ],  [-1.7188592 ,  0.20681027, -0.8812939 ,  0.9806702 ]], [[-1.3236868 , -1.5670499 , -0.21050131,  1.3125813 ],  [ 0.07122545,  0.50417274, -0.6803365 ,  0.37886494],  [ 1.0984329 ,  2.2636323 ,  0.41739187,  2.9811487 ]], [[ 1.4785875 , -0.39786685,  3.1117473 ,  0.71321785],  [-0.65067637, -0.26214895,  0.67536944, -0.97653335],  [-0.93747085,  0.6879874 ,  1.625396  ,  0.47162673]]]; [0, 0, 0]; [[2, 1, 0], [0, 1, 1]]; [[[[-4.588097  , -1.6962196 ,  2.3625267 ,  2.7097971 ],   [ 1.4530884 , -0.10987603,  2.9545276 , -0.10650456],   [ 0.00782018, -0.6215651 , -1.1530738 ,  1.1834161 ]],  [[ 0.47494483, -1.142899  , -0.471474  , -0.3028827 ],   [-2.3073094 , -1.4359437 , -0.9392285 , -1.8105923 ],   [ 0.27535287,  3.3003318 , -0.40467632, -1.2444831 ]]], [[[-1.2372158 ,  1.7553439 ,  1.4669956 ,  0.31502253],   [-0.26536122,  1.1068858 ,  0.70394105, -1.3327476 ],   [-1.0480942 ,  1.2884638 ,  1.4358903 ,  0.4802002 ]],  [[ 3.7450347 , -2.1388452 , -0.29402947, -0.44890466],   [ 1.4611355 , -0.6140818 ,  1.4971632 ,  0.7918601 ],   [-0.7583426 ,  0.6318377 ,  0.5180402 ,  0.70328957]]], [[[-3.2366972 , -0.85299176, -2.1737232 ,  0.8646413 ],   [-0.06613699,  0.12877697, -0.44889477,  0.24732357],   [-0.83628505,  0.6376379 , -1.2752761 , -0.8438198 ]],  [[-1.0764511 , -2.4280486 ,  0.45975292, -1.9888189 ],   [-0.5284065 ,  1.3891484 ,  1.2355955 , -1.2183664 ],   [-1.1745647 , -0.05314438,  0.5861564 , -1.1213413 ]]]]
// reference: [[[-4.0729095e+01,  3.6288910e+00,  3.6727302e+00,  4.1908221e+00],  [ 2.3242840e+01, -6.4062757e+00, -1.2344904e-02, -8.9621010e+00]], [[ 6.1813581e-01,  1.1635187e+00,  9.4677174e-01, -1.5077639e+00],  [-7.6427264e-03, -3.2028332e+00,  7.9425750e-04, -4.3293734e+00]], [[-9.1978049e-01,  3.6925992e-01, -3.0434522e-01,  8.8560467e+00],  [-5.4418702e+00,  2.0395452e+01,  7.4058402e-01, -1.9584116e+00]]]; [[[-1.2238110e+00,  2.2491033e+00, -1.5148755e+00, -4.8692814e-01],  [ 1.0465691e-03, -3.4575082e-02, -3.4808386e-03, -1.7608246e-01],  [ 5.2419364e-01, -9.7828751e+00, -2.3606954e-02, -4.4149785e+00]], [[-3.3936729e+01,  1.2701840e+00, -1.8729451e+00,  7.8436289e+00],  [-6.9434254e-04,  2.6232708e+00, -1.8443109e-03,  2.8009868e+00],  [ 2.6302419e+00, -1.1776636e+01, -3.6311470e-02, -2.1048421e-01]], [[-1.1687718e+01, -6.0594797e-01, -1.0260983e+00,  2.0024570e+01],  [ 6.4936565e-04,  1.6353385e-01, -1.1827853e-03,  1.2087922e+00],  [-4.1576481e+00,  6.5360236e-01, -1.0091157e-02,  2.7660754e+00]]]
