// Fixed (found on commit 5c3c4e2 by `fuzz_campaign.py --seed 452 --transforms
// --host-loops`): with host loops, IREE 3.13's stream partitioning rejected the module
// ("circular dependency: input operation uses partition output"), in @f87_v0_lin, the
// linearized jvp: its loop starts from ``t / a - (t * x + x * t) * b / a`` with ``t`` a
// transpose five ops back, and ``t`` and ``t * x + x * t`` are computed again after the
// loop.  hostcall-guard-loop-entries followed a carry's sources three ops back; it now
// follows chains of any length (tests/test_guard_entry_readers.py has the canary).
// compile mismatch: -:226:8: error: IREE failed to compile the module: circular dependency: input operation uses partition output %28:2 = "stream.async.dispatch"(%27, %16, %26, %15, %17, %4, %4, %4, %4, %4, %11, %11, %11, %11, %11, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@f87_v0_lin_dispatch_0::@f87_v0_lin_dispatch_0_elementwise_transpose_3x5_f32], operandSegmentSizes = array<i32: 0, 5, 5, 5, 5, 5, 2>, tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>) loc(callsite("-":226:8 at "-":216:1)) - this indicates the operation should be inside the partition
// vjp_vmap [('vmap', [1, 0, None, 0], 1, 3), ('vjp',)] of:
func.func @f87(%a0: tensor<5xf32>, %a1: tensor<5xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xf32>) {
  %c7481 = stablehlo.constant dense<0> : tensor<i32>
  %c7482 = stablehlo.constant dense<1> : tensor<i32>
  %v7483 = "stablehlo.clamp"(%c7481, %i1, %c7482) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v7484 = "stablehlo.case"(%v7483) ({
  %c7485 = stablehlo.constant dense<1.0> : tensor<5xf32>
  %v7486 = "stablehlo.multiply"(%a0, %a0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v7487 = "stablehlo.add"(%v7486, %c7485) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v7488 = "stablehlo.divide"(%a1, %v7487) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c7489 = stablehlo.constant dense<0> : tensor<i32>
  %w7492:2 = "stablehlo.while"(%c7489, %v7488) ({
  ^bb0(%k7490: tensor<i32>, %x7491: tensor<5xf32>):
  %c7493 = stablehlo.constant dense<3> : tensor<i32>
  %v7494 = "stablehlo.compare"(%k7490, %c7493) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v7494) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k7495: tensor<i32>, %x7496: tensor<5xf32>):
  %v7497 = "stablehlo.subtract"(%x7496, %a0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c7498 = stablehlo.constant dense<0> : tensor<i32>
  %c7499 = stablehlo.constant dense<2> : tensor<i32>
  %v7500 = "stablehlo.clamp"(%c7498, %i0, %c7499) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v7501 = "stablehlo.dynamic_slice"(%x7496, %v7500) {slice_sizes = array<i64: 3>} : (tensor<5xf32>, tensor<i32>) -> tensor<3xf32>
  %c7502 = stablehlo.constant dense<0> : tensor<i32>
  %c7503 = stablehlo.constant dense<2> : tensor<i32>
  %v7504 = "stablehlo.clamp"(%c7502, %i1, %c7503) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v7505 = "stablehlo.dynamic_update_slice"(%v7497, %v7501, %v7504) : (tensor<5xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5xf32>
  %c7506 = stablehlo.constant dense<1> : tensor<i32>
  %v7507 = "stablehlo.add"(%k7495, %c7506) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v7507, %v7505) : (tensor<i32>, tensor<5xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
    "stablehlo.return"(%w7492#1) : (tensor<5xf32>) -> ()
  }, {
  %c7508 = stablehlo.constant dense<1.0> : tensor<5xf32>
  %v7509 = "stablehlo.multiply"(%a0, %a0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v7510 = "stablehlo.add"(%v7509, %c7508) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v7511 = "stablehlo.divide"(%a0, %v7510) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "stablehlo.return"(%v7511) : (tensor<5xf32>) -> ()
  }) : (tensor<i32>) -> tensor<5xf32>
  return %v7484 : tensor<5xf32>
}
// transformed:
func.func @f87(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<5xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg3, %c_0 : tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<5xf32>
    %3 = stablehlo.add %2, %cst : tensor<5xf32>
    %4 = stablehlo.divide %arg1, %3 : tensor<5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5:2 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %4) : tensor<i32>, tensor<5xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6 = stablehlo.subtract %iterArg_2, %arg0 : tensor<5xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %7 = stablehlo.clamp %c_3, %arg2, %c_4 : tensor<i32>
      %8 = stablehlo.dynamic_slice %iterArg_2, %7, sizes = [3] : (tensor<5xf32>, tensor<i32>) -> tensor<3xf32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %9 = stablehlo.clamp %c_5, %arg3, %c_6 : tensor<i32>
      %10 = stablehlo.dynamic_update_slice %6, %8, %9 : (tensor<5xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_7 : tensor<i32>
      stablehlo.return %11, %10 : tensor<i32>, tensor<5xf32>
    }
    stablehlo.return %5#1 : tensor<5xf32>
  }, {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<5xf32>
    %3 = stablehlo.add %2, %cst : tensor<5xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<5xf32>
    stablehlo.return %4 : tensor<5xf32>
  }) : (tensor<i32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}
func.func @f87_v0(%arg0: tensor<5x3xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>) -> tensor<5x3xf32> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %3 = stablehlo.clamp %1, %arg3, %2 : tensor<3xi32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
  %4 = stablehlo.multiply %0, %0 : tensor<3x5xf32>
  %5 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
  %6 = stablehlo.add %4, %5 : tensor<3x5xf32>
  %7 = stablehlo.divide %arg1, %6 : tensor<3x5xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %8:2 = stablehlo.while(%iterArg = %c_1, %iterArg_7 = %7) : tensor<i32>, tensor<3x5xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.compare LT, %iterArg, %c_8 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %25 : tensor<i1>
  } do {
    %25 = stablehlo.subtract %iterArg_7, %0 : tensor<3x5xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %26 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.dynamic_slice %iterArg_7, %c_10, %26, sizes = [3, 3] : (tensor<3x5xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %30 = stablehlo.clamp %28, %arg3, %29 : tensor<3xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %c_15 = stablehlo.constant dense<3> : tensor<i32>
    %31:2 = stablehlo.while(%iterArg_17 = %c_13, %iterArg_18 = %25) : tensor<i32>, tensor<3x5xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %33 = stablehlo.compare LT, %iterArg_17, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %33 : tensor<i1>
    } do {
      %33 = stablehlo.dynamic_slice %30, %iterArg_17, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %34 = stablehlo.reshape %33 : (tensor<1xi32>) -> tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.dynamic_slice %27, %iterArg_17, %c_19, sizes = [1, 3] : (tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %36 = stablehlo.add %iterArg_17, %c_14 : tensor<i32>
      %37 = stablehlo.dynamic_update_slice %iterArg_18, %35, %iterArg_17, %34 : (tensor<3x5xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>
      stablehlo.return %36, %37 : tensor<i32>, tensor<3x5xf32>
    }
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.add %iterArg, %c_16 : tensor<i32>
    stablehlo.return %32, %31#1 : tensor<i32>, tensor<3x5xf32>
  }
  %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
  %9 = stablehlo.multiply %0, %0 : tensor<3x5xf32>
  %10 = stablehlo.broadcast_in_dim %cst_2, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
  %11 = stablehlo.add %9, %10 : tensor<3x5xf32>
  %12 = stablehlo.divide %0, %11 : tensor<3x5xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %14 = stablehlo.compare LT, %3, %13, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %c_4 = stablehlo.constant dense<2> : tensor<i32>
  %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %16 = stablehlo.compare GE, %3, %15, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %17 = stablehlo.or %14, %16 : tensor<3xi1>
  %c_5 = stablehlo.constant dense<1> : tensor<i32>
  %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %19 = stablehlo.select %17, %18, %3 : tensor<3xi1>, tensor<3xi32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %21 = stablehlo.compare EQ, %19, %20, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi1>) -> tensor<3x5xi1>
  %23 = stablehlo.select %22, %8#1, %12 : tensor<3x5xi1>, tensor<3x5xf32>
  %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
  return %24 : tensor<5x3xf32>
}
func.func @f87_v0_fwd(%arg0: tensor<5x3xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>) -> (tensor<5x3xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xi1>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %3 = stablehlo.clamp %1, %arg3, %2 : tensor<3xi32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
  %4 = stablehlo.multiply %0, %0 : tensor<3x5xf32>
  %5 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
  %6 = stablehlo.add %4, %5 : tensor<3x5xf32>
  %7 = stablehlo.divide %arg1, %6 : tensor<3x5xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<3xi32>
  %c_3 = stablehlo.constant dense<0> : tensor<3x3xi32>
  %c_4 = stablehlo.constant dense<0> : tensor<3x3xi32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %8:6 = stablehlo.while(%iterArg = %c_1, %iterArg_14 = %7, %iterArg_15 = %c_2, %iterArg_16 = %c_3, %iterArg_17 = %c_4, %iterArg_18 = %c_6) : tensor<i32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_19 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.compare LT, %iterArg_18, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %25 : tensor<i1>
  } do {
    %25 = stablehlo.subtract %iterArg_14, %0 : tensor<3x5xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %26 = stablehlo.clamp %c_19, %arg2, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.dynamic_slice %iterArg_14, %c_21, %26, sizes = [3, 3] : (tensor<3x5xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %c_23 = stablehlo.constant dense<2> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %30 = stablehlo.clamp %28, %arg3, %29 : tensor<3xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %c_26 = stablehlo.constant dense<3> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_28 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %31:5 = stablehlo.while(%iterArg_36 = %c_24, %iterArg_37 = %25, %iterArg_38 = %c_27, %iterArg_39 = %c_28, %iterArg_40 = %c_30) : tensor<i32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_41 = stablehlo.constant dense<3> : tensor<i32>
      %40 = stablehlo.compare LT, %iterArg_40, %c_41, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %40 : tensor<i1>
    } do {
      %40 = stablehlo.dynamic_slice %30, %iterArg_36, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %41 = stablehlo.reshape %40 : (tensor<1xi32>) -> tensor<i32>
      %c_41 = stablehlo.constant dense<0> : tensor<i32>
      %42 = stablehlo.dynamic_slice %27, %iterArg_36, %c_41, sizes = [1, 3] : (tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %43 = stablehlo.add %iterArg_36, %c_25 : tensor<i32>
      %44 = stablehlo.dynamic_update_slice %iterArg_37, %42, %iterArg_36, %41 : (tensor<3x5xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>
      %c_42 = stablehlo.constant dense<0> : tensor<i32>
      %45 = stablehlo.reshape %iterArg_36 : (tensor<i32>) -> tensor<1xi32>
      %46 = stablehlo.dynamic_update_slice %iterArg_38, %45, %iterArg_40 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %47 = stablehlo.reshape %41 : (tensor<i32>) -> tensor<1xi32>
      %48 = stablehlo.dynamic_update_slice %iterArg_39, %47, %iterArg_40 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_40, %c_43 : tensor<i32>
      stablehlo.return %43, %44, %46, %48, %49 : tensor<i32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
    }
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.add %iterArg, %c_33 : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.reshape %26 : (tensor<i32>) -> tensor<1xi32>
    %34 = stablehlo.dynamic_update_slice %iterArg_15, %33, %iterArg_18 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %35 = stablehlo.reshape %31#2 : (tensor<3xi32>) -> tensor<1x3xi32>
    %36 = stablehlo.dynamic_update_slice %iterArg_16, %35, %iterArg_18, %c_34 : (tensor<3x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x3xi32>
    %37 = stablehlo.reshape %31#3 : (tensor<3xi32>) -> tensor<1x3xi32>
    %38 = stablehlo.dynamic_update_slice %iterArg_17, %37, %iterArg_18, %c_34 : (tensor<3x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x3xi32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.add %iterArg_18, %c_35 : tensor<i32>
    stablehlo.return %32, %31#1, %34, %36, %38, %39 : tensor<i32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<i32>
  }
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
  %9 = stablehlo.multiply %0, %0 : tensor<3x5xf32>
  %10 = stablehlo.broadcast_in_dim %cst_9, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
  %11 = stablehlo.add %9, %10 : tensor<3x5xf32>
  %12 = stablehlo.divide %0, %11 : tensor<3x5xf32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %13 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %14 = stablehlo.compare LT, %3, %13, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %c_11 = stablehlo.constant dense<2> : tensor<i32>
  %15 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %16 = stablehlo.compare GE, %3, %15, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %17 = stablehlo.or %14, %16 : tensor<3xi1>
  %c_12 = stablehlo.constant dense<1> : tensor<i32>
  %18 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %19 = stablehlo.select %17, %18, %3 : tensor<3xi1>, tensor<3xi32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %20 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %21 = stablehlo.compare EQ, %19, %20, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi1>) -> tensor<3x5xi1>
  %23 = stablehlo.select %22, %8#1, %12 : tensor<3x5xi1>, tensor<3x5xf32>
  %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
  return %24, %0, %6, %7, %8#2, %8#3, %8#4, %11, %12, %22 : tensor<5x3xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xi1>
}
func.func @f87_v0_lin(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>, %arg3: tensor<3xi32>, %arg4: tensor<3x3xi32>, %arg5: tensor<3x3xi32>, %arg6: tensor<3x5xf32>, %arg7: tensor<3x5xf32>, %arg8: tensor<3x5xi1>, %arg9: tensor<5x3xf32>, %arg10: tensor<3x5xf32>) -> tensor<5x3xf32> attributes {hostcall.num_residuals = 9 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.multiply %0, %arg0 : tensor<3x5xf32>
  %2 = stablehlo.multiply %arg0, %0 : tensor<3x5xf32>
  %3 = stablehlo.add %1, %2 : tensor<3x5xf32>
  %4 = stablehlo.divide %arg10, %arg1 : tensor<3x5xf32>
  %5 = stablehlo.multiply %3, %arg2 : tensor<3x5xf32>
  %6 = stablehlo.divide %5, %arg1 : tensor<3x5xf32>
  %7 = stablehlo.negate %6 : tensor<3x5xf32>
  %8 = stablehlo.add %4, %7 : tensor<3x5xf32>
  %9:2 = stablehlo.while(%iterArg = %8, %iterArg_0 = %c) : tensor<3x5xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
  cond {
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %20 = stablehlo.compare LT, %iterArg_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %20 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %arg3, %iterArg_0, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %20 : (tensor<1xi32>) -> tensor<i32>
    %22 = stablehlo.dynamic_slice %arg4, %iterArg_0, %c_1, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %23 = stablehlo.reshape %22 : (tensor<1x3xi32>) -> tensor<3xi32>
    %24 = stablehlo.dynamic_slice %arg5, %iterArg_0, %c_1, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %25 = stablehlo.reshape %24 : (tensor<1x3xi32>) -> tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.negate %0 : tensor<3x5xf32>
    %27 = stablehlo.add %iterArg, %26 : tensor<3x5xf32>
    %28 = stablehlo.dynamic_slice %iterArg, %c_2, %21, sizes = [3, 3] : (tensor<3x5xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
    %29:2 = stablehlo.while(%iterArg_5 = %27, %iterArg_6 = %c_3) : tensor<3x5xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %31 = stablehlo.compare LT, %iterArg_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %31 = stablehlo.dynamic_slice %23, %iterArg_6, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %32 = stablehlo.reshape %31 : (tensor<1xi32>) -> tensor<i32>
      %33 = stablehlo.dynamic_slice %25, %iterArg_6, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %34 = stablehlo.reshape %33 : (tensor<1xi32>) -> tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.dynamic_slice %28, %32, %c_8, sizes = [1, 3] : (tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %36 = stablehlo.dynamic_update_slice %iterArg_5, %35, %32, %34 : (tensor<3x5xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_6, %c_9 : tensor<i32>
      stablehlo.return %36, %37 : tensor<3x5xf32>, tensor<i32>
    }
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.add %iterArg_0, %c_4 : tensor<i32>
    stablehlo.return %29#0, %30 : tensor<3x5xf32>, tensor<i32>
  }
  %10 = stablehlo.multiply %0, %arg0 : tensor<3x5xf32>
  %11 = stablehlo.multiply %arg0, %0 : tensor<3x5xf32>
  %12 = stablehlo.add %10, %11 : tensor<3x5xf32>
  %13 = stablehlo.divide %0, %arg6 : tensor<3x5xf32>
  %14 = stablehlo.multiply %12, %arg7 : tensor<3x5xf32>
  %15 = stablehlo.divide %14, %arg6 : tensor<3x5xf32>
  %16 = stablehlo.negate %15 : tensor<3x5xf32>
  %17 = stablehlo.add %13, %16 : tensor<3x5xf32>
  %18 = stablehlo.select %arg8, %9#0, %17 : tensor<3x5xi1>, tensor<3x5xf32>
  %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
  return %19 : tensor<5x3xf32>
}
func.func @f87_v0_lin_t(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>, %arg3: tensor<3xi32>, %arg4: tensor<3x3xi32>, %arg5: tensor<3x3xi32>, %arg6: tensor<3x5xf32>, %arg7: tensor<3x5xf32>, %arg8: tensor<3x5xi1>, %arg9: tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3x5xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
  %1 = stablehlo.select %arg8, %0, %cst : tensor<3x5xi1>, tensor<3x5xf32>
  %2 = stablehlo.select %arg8, %cst, %0 : tensor<3x5xi1>, tensor<3x5xf32>
  %3 = stablehlo.negate %2 : tensor<3x5xf32>
  %4 = stablehlo.divide %3, %arg6 : tensor<3x5xf32>
  %5 = stablehlo.multiply %4, %arg7 : tensor<3x5xf32>
  %6 = stablehlo.divide %2, %arg6 : tensor<3x5xf32>
  %7 = stablehlo.multiply %arg0, %5 : tensor<3x5xf32>
  %8 = stablehlo.add %6, %7 : tensor<3x5xf32>
  %9 = stablehlo.multiply %5, %arg0 : tensor<3x5xf32>
  %10 = stablehlo.add %8, %9 : tensor<3x5xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %11:3 = stablehlo.while(%iterArg = %1, %iterArg_4 = %cst_1, %iterArg_5 = %c_3) : tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %22 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %22 : tensor<i1>
  } do {
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.subtract %c_6, %iterArg_5 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.dynamic_slice %arg3, %22, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.reshape %23 : (tensor<1xi32>) -> tensor<i32>
    %25 = stablehlo.dynamic_slice %arg4, %22, %c_7, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %26 = stablehlo.reshape %25 : (tensor<1x3xi32>) -> tensor<3xi32>
    %27 = stablehlo.dynamic_slice %arg5, %22, %c_7, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %28 = stablehlo.reshape %27 : (tensor<1x3xi32>) -> tensor<3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %29 = stablehlo.add %22, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<3x3xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %30:3 = stablehlo.while(%iterArg_17 = %iterArg, %iterArg_18 = %cst_12, %iterArg_19 = %c_14) : tensor<3x5xf32>, tensor<3x3xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_20 = stablehlo.constant dense<3> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_19, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %36 : tensor<i1>
    } do {
      %c_20 = stablehlo.constant dense<2> : tensor<i32>
      %36 = stablehlo.subtract %c_20, %iterArg_19 : tensor<i32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %37 = stablehlo.dynamic_slice %26, %36, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %38 = stablehlo.reshape %37 : (tensor<1xi32>) -> tensor<i32>
      %39 = stablehlo.dynamic_slice %28, %36, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %40 = stablehlo.reshape %39 : (tensor<1xi32>) -> tensor<i32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %41 = stablehlo.add %36, %c_23 : tensor<i32>
      %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<1x3xf32>
      %42 = stablehlo.dynamic_update_slice %iterArg_17, %cst_24, %38, %40 : (tensor<3x5xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>
      %43 = stablehlo.dynamic_slice %iterArg_17, %38, %40, sizes = [1, 3] : (tensor<3x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<3x3xf32>
      %44 = stablehlo.dynamic_update_slice %cst_25, %43, %38, %c_22 : (tensor<3x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
      %45 = stablehlo.add %iterArg_18, %44 : tensor<3x3xf32>
      %c_26 = stablehlo.constant dense<1> : tensor<i32>
      %46 = stablehlo.add %iterArg_19, %c_26 : tensor<i32>
      stablehlo.return %42, %45, %46 : tensor<3x5xf32>, tensor<3x3xf32>, tensor<i32>
    }
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
    %31 = stablehlo.dynamic_update_slice %cst_15, %30#1, %c_8, %24 : (tensor<3x5xf32>, tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>
    %32 = stablehlo.add %31, %30#0 : tensor<3x5xf32>
    %33 = stablehlo.negate %30#0 : tensor<3x5xf32>
    %34 = stablehlo.add %iterArg_4, %33 : tensor<3x5xf32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.add %iterArg_5, %c_16 : tensor<i32>
    stablehlo.return %32, %34, %35 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32>
  }
  %12 = stablehlo.add %10, %11#1 : tensor<3x5xf32>
  %13 = stablehlo.negate %11#0 : tensor<3x5xf32>
  %14 = stablehlo.divide %13, %arg1 : tensor<3x5xf32>
  %15 = stablehlo.multiply %14, %arg2 : tensor<3x5xf32>
  %16 = stablehlo.divide %11#0, %arg1 : tensor<3x5xf32>
  %17 = stablehlo.multiply %arg0, %15 : tensor<3x5xf32>
  %18 = stablehlo.add %12, %17 : tensor<3x5xf32>
  %19 = stablehlo.multiply %15, %arg0 : tensor<3x5xf32>
  %20 = stablehlo.add %18, %19 : tensor<3x5xf32>
  %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
  return %21, %16 : tensor<5x3xf32>, tensor<3x5xf32>
}
func.func @f87_v0_vjp(%arg0: tensor<5x3xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>, %arg4: tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3x5xf32>) {
  %0:10 = call @f87_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<5x3xf32>, tensor<3x5xf32>, tensor<i32>, tensor<3xi32>) -> (tensor<5x3xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xi1>)
  %1:2 = call @f87_v0_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %arg4) : (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xi1>, tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3x5xf32>)
  return %1#0, %1#1 : tensor<5x3xf32>, tensor<3x5xf32>
}
// inputs: [[ 0.7373603 ,  0.33589256,  0.46976995], [-3.1621358 ,  1.3225545 , -0.7045657 ], [ 3.5791452 , -0.98833835,  3.1801453 ], [-0.3034939 , -1.7220497 ,  0.05160767], [ 2.4502296 , -0.3565051 , -1.2375659 ]]; [[-1.342971  ,  3.868339  , -0.41455507, -2.79196   , -0.9524873 ], [ 0.76494384, -0.7677059 , -0.21497335, -0.07428931, -0.05243445], [ 1.2803054 ,  0.39522815,  2.566357  , -1.2511109 , -0.7366641 ]]; 2; [3, 0, 2]; [[ 0.13153327, -2.2205145 , -0.27831694], [ 1.4880943 , -1.3424525 , -1.3870027 ], [ 0.20271708,  0.06911522,  0.31522626], [-1.0701954 , -1.7394663 ,  0.22850184], [ 1.6460783 ,  0.21425726,  1.0363457 ]]
