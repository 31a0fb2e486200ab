// Fixed (found on commit 7aee1b9 by `fuzz_campaign.py --seed 534 --transforms --host-loops`):
// with host loops iree-compile 3.13's stream partitioning rejected it ("circular dependency:
// input operation uses partition output"), the family of seed475_f140_v0_vjp.mlir: in a case
// branch of @f239_v0_lin_t a loop starts from a select that a reduction reads again after
// it, through hostcall-guard-loop-entries' plain copy; IREE put the select's dispatch in the
// partition of the reductions after the loop.  Fixed by the same rule: the copy is made in
// the taken branch of an ``if`` on a barrier of ``true`` (reduced:
// tests/inputs/loop_entry_fused_in_branch.mlir).  The default pipeline compiled it.
// compile mismatch: -:429:10: error: IREE failed to compile the module: circular dependency: input operation uses partition output %96:2 = "stream.async.dispatch"(%13, %27, %28, %45, %2, %2, %5, %12, %12, %12, %2, %2, %5, %2, %2, %5, %5, %5) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@f239_v0_lin_t_dispatch_5::@f239_v0_lin_t_dispatch_5_elementwise_12_i1xi1xf32xf32xf32], operandSegmentSizes = array<i32: 0, 4, 3, 3, 3, 3, 2>, tied_operands = [-1 : index, -1 : index]}> : (f32, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>) loc(callsite("-":429:10 at "-":409:1)) - this indicates the operation should be inside the partition
// jacrev_vmap [('vmap', [None, 0, 0, None], 1, 2), ('vjp',), ('vmap', [None, None, None, None, 0], 0, 2)] of:
func.func @f239(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf32>) {
  %c22161 = stablehlo.constant dense<0> : tensor<i32>
  %c22162 = stablehlo.constant dense<1> : tensor<i32>
  %v22163 = "stablehlo.clamp"(%c22161, %i1, %c22162) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v22164 = "stablehlo.case"(%v22163) ({
  %c22165 = stablehlo.constant dense<0> : tensor<i32>
  %c22166 = stablehlo.constant dense<2> : tensor<i32>
  %v22167 = "stablehlo.clamp"(%c22165, %i0, %c22166) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v22168 = "stablehlo.case"(%v22167) ({
  %c22169 = stablehlo.constant dense<0.0> : tensor<f32>
  %v22170 = "stablehlo.reduce"(%a1, %c22169) ({
  ^bb0(%p22171: tensor<f32>, %q22172: tensor<f32>):
  %v22173 = "stablehlo.add"(%p22171, %q22172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v22173) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %v22174 = "stablehlo.broadcast_in_dim"(%v22170) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v22174) : (tensor<2x3xf32>) -> ()
  }, {
  %c22175 = stablehlo.constant dense<0.0> : tensor<f32>
  %v22176 = "stablehlo.reduce"(%a0, %c22175) ({
  ^bb0(%p22177: tensor<f32>, %q22178: tensor<f32>):
  %v22179 = "stablehlo.add"(%p22177, %q22178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v22179) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %v22180 = "stablehlo.broadcast_in_dim"(%v22176) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v22180) : (tensor<2x3xf32>) -> ()
  }, {
  %v22181 = "stablehlo.multiply"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c22182 = stablehlo.constant dense<0> : tensor<i32>
  %c22183 = stablehlo.constant dense<1> : tensor<i32>
  %v22184 = "stablehlo.clamp"(%c22182, %i0, %c22183) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c22185 = stablehlo.constant dense<0> : tensor<i32>
  %c22186 = stablehlo.constant dense<0> : tensor<i32>
  %v22187 = "stablehlo.clamp"(%c22185, %i1, %c22186) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v22188 = "stablehlo.dynamic_slice"(%a1, %v22184, %v22187) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
  %c22189 = stablehlo.constant dense<0> : tensor<i32>
  %c22190 = stablehlo.constant dense<1> : tensor<i32>
  %v22191 = "stablehlo.clamp"(%c22189, %i1, %c22190) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c22192 = stablehlo.constant dense<0> : tensor<i32>
  %c22193 = stablehlo.constant dense<0> : tensor<i32>
  %v22194 = "stablehlo.clamp"(%c22192, %i0, %c22193) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v22195 = "stablehlo.dynamic_update_slice"(%v22181, %v22188, %v22191, %v22194) : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v22195) : (tensor<2x3xf32>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v22168) : (tensor<2x3xf32>) -> ()
  }, {
  %v22196 = "stablehlo.add"(%a1, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c22197 = stablehlo.constant dense<0> : tensor<i32>
  %c22198 = stablehlo.constant dense<0> : tensor<i32>
  %w22201:2 = "stablehlo.while"(%c22198, %v22196) ({
  ^bb0(%k22199: tensor<i32>, %x22200: tensor<2x3xf32>):
  %c22202 = stablehlo.constant dense<2> : tensor<i32>
  %v22203 = "stablehlo.compare"(%k22199, %c22202) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v22203) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k22204: tensor<i32>, %x22205: tensor<2x3xf32>):
  %v22206 = "stablehlo.dynamic_slice"(%a1, %k22204, %c22197) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
  %v22207 = "stablehlo.dynamic_slice"(%x22205, %k22204, %c22197) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
  %v22208 = "stablehlo.add"(%v22206, %v22207) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %v22209 = "stablehlo.dynamic_update_slice"(%x22205, %v22208, %k22204, %c22197) : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %c22210 = stablehlo.constant dense<1> : tensor<i32>
  %v22211 = "stablehlo.add"(%k22204, %c22210) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v22211, %v22209) : (tensor<i32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
    "stablehlo.return"(%w22201#1) : (tensor<2x3xf32>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf32>
  %c22212 = stablehlo.constant dense<0> : tensor<i32>
  %c22213 = stablehlo.constant dense<1> : tensor<i32>
  %v22214 = "stablehlo.clamp"(%c22212, %i1, %c22213) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v22215 = "stablehlo.case"(%v22214) ({
  %v22216 = "stablehlo.add"(%v22164, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v22216) : (tensor<2x3xf32>) -> ()
  }, {
  %v22217 = "stablehlo.subtract"(%a1, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v22217) : (tensor<2x3xf32>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf32>
  return %v22215 : tensor<2x3xf32>
}
// transformed:
func.func @f239(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg3, %c_0 : tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.clamp %c_3, %arg2, %c_4 : tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
      stablehlo.return %7 : tensor<2x3xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
      stablehlo.return %7 : tensor<2x3xf32>
    }, {
      %6 = stablehlo.multiply %arg0, %arg1 : tensor<2x3xf32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.clamp %c_5, %arg2, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.clamp %c_7, %arg3, %c_8 : tensor<i32>
      %9 = stablehlo.dynamic_slice %arg1, %7, %8, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.clamp %c_9, %arg3, %c_10 : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.clamp %c_11, %arg2, %c_12 : tensor<i32>
      %12 = stablehlo.dynamic_update_slice %6, %9, %10, %11 : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      stablehlo.return %12 : tensor<2x3xf32>
    }) : (tensor<i32>) -> tensor<2x3xf32>
    stablehlo.return %5 : tensor<2x3xf32>
  }, {
    %4 = stablehlo.add %arg1, %arg0 : tensor<2x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %5:2 = stablehlo.while(%iterArg = %c_4, %iterArg_5 = %4) : tensor<i32>, tensor<2x3xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6 = stablehlo.dynamic_slice %arg1, %iterArg, %c_3, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %7 = stablehlo.dynamic_slice %iterArg_5, %iterArg, %c_3, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %8 = stablehlo.add %6, %7 : tensor<1x3xf32>
      %9 = stablehlo.dynamic_update_slice %iterArg_5, %8, %iterArg, %c_3 : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %10, %9 : tensor<i32>, tensor<2x3xf32>
    }
    stablehlo.return %5#1 : tensor<2x3xf32>
  }) : (tensor<i32>) -> tensor<2x3xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<1> : tensor<i32>
  %2 = stablehlo.clamp %c_1, %arg3, %c_2 : tensor<i32>
  %3 = "stablehlo.case"(%2) ({
    %4 = stablehlo.add %1, %arg0 : tensor<2x3xf32>
    stablehlo.return %4 : tensor<2x3xf32>
  }, {
    %4 = stablehlo.subtract %arg1, %arg1 : tensor<2x3xf32>
    stablehlo.return %4 : tensor<2x3xf32>
  }) : (tensor<i32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}
func.func @f239_v0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>) -> tensor<2x2x3xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg3, %c_0 : tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %7 = stablehlo.clamp %5, %arg2, %6 : tensor<2xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%arg0 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %13 = stablehlo.multiply %12, %arg1 : tensor<2x2x3xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %15 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.clamp %14, %arg2, %15 : tensor<2xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.clamp %c_8, %arg3, %c_9 : tensor<i32>
    %18 = stablehlo.reshape %16 : (tensor<2xi32>) -> tensor<2x1xi32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %20 = stablehlo.reshape %19 : (tensor<2xi32>) -> tensor<2x1xi32>
    %21 = stablehlo.concatenate %18, %20, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %22 = "stablehlo.gather"(%arg1, %21) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x2x3xf32>, tensor<2x2xi32>) -> tensor<2x1x3xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.clamp %c_10, %arg3, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %25 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %26 = stablehlo.clamp %24, %arg2, %25 : tensor<2xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %c_16 = stablehlo.constant dense<2> : tensor<i32>
    %27:2 = stablehlo.while(%iterArg = %c_14, %iterArg_22 = %13) : tensor<i32>, tensor<2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %44 = stablehlo.compare LT, %iterArg, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %44 : tensor<i1>
    } do {
      %44 = stablehlo.dynamic_slice %26, %iterArg, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %45 = stablehlo.reshape %44 : (tensor<1xi32>) -> tensor<i32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %46 = stablehlo.dynamic_slice %22, %iterArg, %c_23, %c_23, sizes = [1, 1, 3] : (tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3xf32>
      %47 = stablehlo.add %iterArg, %c_15 : tensor<i32>
      %48 = stablehlo.dynamic_update_slice %iterArg_22, %46, %iterArg, %23, %45 : (tensor<2x2x3xf32>, tensor<1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      stablehlo.return %47, %48 : tensor<i32>, tensor<2x2x3xf32>
    }
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %29 = stablehlo.compare LT, %7, %28, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_18 = stablehlo.constant dense<3> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %31 = stablehlo.compare GE, %7, %30, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %32 = stablehlo.or %29, %31 : tensor<2xi1>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %34 = stablehlo.select %32, %33, %7 : tensor<2xi1>, tensor<2xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %36 = stablehlo.compare EQ, %34, %35, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
    %38 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %39 = stablehlo.select %37, %38, %27#1 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %41 = stablehlo.compare EQ, %34, %40, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
    %43 = stablehlo.select %42, %9, %39 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    stablehlo.return %43 : tensor<2x2x3xf32>
  }, {
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %6 = stablehlo.add %arg1, %5 : tensor<2x2x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %7:2 = stablehlo.while(%iterArg = %c_4, %iterArg_5 = %6) : tensor<i32>, tensor<2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.dynamic_slice %arg1, %c_6, %iterArg, %c_3, sizes = [2, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.dynamic_slice %iterArg_5, %c_7, %iterArg, %c_3, sizes = [2, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %10 = stablehlo.add %8, %9 : tensor<2x1x3xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.dynamic_update_slice %iterArg_5, %10, %c_8, %iterArg, %c_3 : (tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg, %c_9 : tensor<i32>
      stablehlo.return %12, %11 : tensor<i32>, tensor<2x2x3xf32>
    }
    stablehlo.return %7#1 : tensor<2x2x3xf32>
  }) : (tensor<i32>) -> tensor<2x2x3xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<1> : tensor<i32>
  %2 = stablehlo.clamp %c_1, %arg3, %c_2 : tensor<i32>
  %3 = "stablehlo.case"(%2) ({
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %6 = stablehlo.add %1, %5 : tensor<2x2x3xf32>
    stablehlo.return %6 : tensor<2x2x3xf32>
  }, {
    %5 = stablehlo.subtract %arg1, %arg1 : tensor<2x2x3xf32>
    stablehlo.return %5 : tensor<2x2x3xf32>
  }) : (tensor<i32>) -> tensor<2x2x3xf32>
  %4 = stablehlo.transpose %3, dims = [1, 0, 2] : (tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  return %4 : tensor<2x2x3xf32>
}
func.func @f239_v0_fwd(%arg0: tensor<2x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>) -> (tensor<2x2x3xf32>, tensor<f32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi1>, tensor<2x2x3xi1>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg3, %c_0 : tensor<i32>
  %1:14 = "stablehlo.case"(%0) ({
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %7 = stablehlo.clamp %5, %arg2, %6 : tensor<2xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%arg0 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %13 = stablehlo.multiply %12, %arg1 : tensor<2x2x3xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %15 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.clamp %14, %arg2, %15 : tensor<2xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.clamp %c_10, %arg3, %c_11 : tensor<i32>
    %18 = stablehlo.reshape %16 : (tensor<2xi32>) -> tensor<2x1xi32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %20 = stablehlo.reshape %19 : (tensor<2xi32>) -> tensor<2x1xi32>
    %21 = stablehlo.concatenate %18, %20, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %22 = "stablehlo.gather"(%arg1, %21) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x2x3xf32>, tensor<2x2xi32>) -> tensor<2x1x3xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.clamp %c_12, %arg3, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %25 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %26 = stablehlo.clamp %24, %arg2, %25 : tensor<2xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %c_18 = stablehlo.constant dense<2> : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %27:5 = stablehlo.while(%iterArg = %c_16, %iterArg_33 = %13, %iterArg_34 = %c_19, %iterArg_35 = %c_20, %iterArg_36 = %c_22) : tensor<i32>, tensor<2x2x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_37 = stablehlo.constant dense<2> : tensor<i32>
      %44 = stablehlo.compare LT, %iterArg_36, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %44 : tensor<i1>
    } do {
      %44 = stablehlo.dynamic_slice %26, %iterArg, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %45 = stablehlo.reshape %44 : (tensor<1xi32>) -> tensor<i32>
      %c_37 = stablehlo.constant dense<0> : tensor<i32>
      %46 = stablehlo.dynamic_slice %22, %iterArg, %c_37, %c_37, sizes = [1, 1, 3] : (tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3xf32>
      %47 = stablehlo.add %iterArg, %c_17 : tensor<i32>
      %48 = stablehlo.dynamic_update_slice %iterArg_33, %46, %iterArg, %23, %45 : (tensor<2x2x3xf32>, tensor<1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_38 = stablehlo.constant dense<0> : tensor<i32>
      %49 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
      %50 = stablehlo.dynamic_update_slice %iterArg_34, %49, %iterArg_36 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %51 = stablehlo.reshape %45 : (tensor<i32>) -> tensor<1xi32>
      %52 = stablehlo.dynamic_update_slice %iterArg_35, %51, %iterArg_36 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %53 = stablehlo.add %iterArg_36, %c_39 : tensor<i32>
      stablehlo.return %47, %48, %50, %52, %53 : tensor<i32>, tensor<2x2x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>
    }
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %29 = stablehlo.compare LT, %7, %28, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_26 = stablehlo.constant dense<3> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %31 = stablehlo.compare GE, %7, %30, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %32 = stablehlo.or %29, %31 : tensor<2xi1>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %34 = stablehlo.select %32, %33, %7 : tensor<2xi1>, tensor<2xi32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %36 = stablehlo.compare EQ, %34, %35, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
    %38 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %39 = stablehlo.select %37, %38, %27#1 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %41 = stablehlo.compare EQ, %34, %40, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
    %43 = stablehlo.select %42, %9, %39 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %43, %cst_5, %cst_7, %12, %21, %27#2, %27#3, %23, %c_24, %37, %42, %c_30, %c_31, %c_32 : tensor<2x2x3xf32>, tensor<f32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi1>, tensor<2x2x3xi1>, tensor<2xi32>, tensor<i32>, tensor<i32>
  }, {
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %6 = stablehlo.add %arg1, %5 : tensor<2x2x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %7:4 = stablehlo.while(%iterArg = %c_4, %iterArg_19 = %6, %iterArg_20 = %c_5, %iterArg_21 = %c_7) : tensor<i32>, tensor<2x2x3xf32>, tensor<2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_22 = stablehlo.constant dense<2> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_21, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.dynamic_slice %arg1, %c_22, %iterArg, %c_3, sizes = [2, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.dynamic_slice %iterArg_19, %c_23, %iterArg, %c_3, sizes = [2, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %10 = stablehlo.add %8, %9 : tensor<2x1x3xf32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.dynamic_update_slice %iterArg_19, %10, %c_24, %iterArg, %c_3 : (tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg, %c_25 : tensor<i32>
      %c_26 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
      %14 = stablehlo.dynamic_update_slice %iterArg_20, %13, %iterArg_21 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_21, %c_27 : tensor<i32>
      stablehlo.return %12, %11, %14, %15 : tensor<i32>, tensor<2x2x3xf32>, tensor<2xi32>, tensor<i32>
    }
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<2x2xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<false> : tensor<2x2x3xi1>
    %c_18 = stablehlo.constant dense<false> : tensor<2x2x3xi1>
    stablehlo.return %7#1, %cst, %cst_10, %cst_11, %c_12, %c_13, %c_14, %c_15, %c_16, %c_17, %c_18, %7#2, %c_3, %c_9 : tensor<2x2x3xf32>, tensor<f32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi1>, tensor<2x2x3xi1>, tensor<2xi32>, tensor<i32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<2x2x3xf32>, tensor<f32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi1>, tensor<2x2x3xi1>, tensor<2xi32>, tensor<i32>, tensor<i32>)
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<1> : tensor<i32>
  %2 = stablehlo.clamp %c_1, %arg3, %c_2 : tensor<i32>
  %3 = "stablehlo.case"(%2) ({
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %6 = stablehlo.add %1#0, %5 : tensor<2x2x3xf32>
    stablehlo.return %6 : tensor<2x2x3xf32>
  }, {
    %5 = stablehlo.subtract %arg1, %arg1 : tensor<2x2x3xf32>
    stablehlo.return %5 : tensor<2x2x3xf32>
  }) : (tensor<i32>) -> tensor<2x2x3xf32>
  %4 = stablehlo.transpose %3, dims = [1, 0, 2] : (tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  return %4, %1#1, %1#2, %arg1, %1#3, %1#4, %1#5, %1#6, %1#7, %1#8, %1#9, %1#10, %1#11, %1#12, %1#13, %0, %2 : tensor<2x2x3xf32>, tensor<f32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi1>, tensor<2x2x3xi1>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
}
func.func @f239_v0_lin(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<2x2x3xf32>, %arg3: tensor<2x2x3xf32>, %arg4: tensor<2x2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2xi32>, %arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<2x2x3xi1>, %arg10: tensor<2x2x3xi1>, %arg11: tensor<2xi32>, %arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<2x3xf32>, %arg17: tensor<2x2x3xf32>) -> tensor<2x2x3xf32> attributes {hostcall.num_residuals = 16 : i64} {
  %0 = "stablehlo.case"(%arg14) ({
    %3 = stablehlo.reduce(%arg17 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x3xf32>
    %5 = stablehlo.reduce(%arg16 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %7 = stablehlo.broadcast_in_dim %arg16, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %8 = stablehlo.multiply %7, %arg2 : tensor<2x2x3xf32>
    %9 = stablehlo.multiply %arg3, %arg17 : tensor<2x2x3xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x2x3xf32>
    %11 = "stablehlo.gather"(%arg17, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x2x3xf32>, tensor<2x2xi32>) -> tensor<2x1x3xf32>
    %12:2 = stablehlo.while(%iterArg = %10, %iterArg_0 = %arg8) : tensor<2x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
    cond {
      %c = stablehlo.constant dense<2> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.dynamic_slice %arg5, %iterArg_0, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
      %18 = stablehlo.dynamic_slice %arg6, %iterArg_0, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %19 = stablehlo.reshape %18 : (tensor<1xi32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.dynamic_slice %11, %17, %c_1, %c_1, sizes = [1, 1, 3] : (tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3xf32>
      %21 = stablehlo.dynamic_update_slice %iterArg, %20, %17, %arg7, %19 : (tensor<2x2x3xf32>, tensor<1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %21, %22 : tensor<2x2x3xf32>, tensor<i32>
    }
    %13 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %14 = stablehlo.select %arg9, %13, %12#0 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %15 = stablehlo.select %arg10, %4, %14 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    stablehlo.return %15 : tensor<2x2x3xf32>
  }, {
    %3 = stablehlo.broadcast_in_dim %arg16, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %4 = stablehlo.add %arg17, %3 : tensor<2x2x3xf32>
    %5:2 = stablehlo.while(%iterArg = %4, %iterArg_0 = %arg13) : tensor<2x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
    cond {
      %c = stablehlo.constant dense<2> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.dynamic_slice %arg11, %iterArg_0, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %7 = stablehlo.reshape %6 : (tensor<1xi32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.dynamic_slice %arg17, %c_1, %7, %arg12, sizes = [2, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %9 = stablehlo.dynamic_slice %iterArg, %c_2, %7, %arg12, sizes = [2, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %10 = stablehlo.add %8, %9 : tensor<2x1x3xf32>
      %11 = stablehlo.dynamic_update_slice %iterArg, %10, %c_3, %7, %arg12 : (tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg_0, %c_4 : tensor<i32>
      stablehlo.return %11, %12 : tensor<2x2x3xf32>, tensor<i32>
    }
    stablehlo.return %5#0 : tensor<2x2x3xf32>
  }) : (tensor<i32>) -> tensor<2x2x3xf32>
  %1 = "stablehlo.case"(%arg15) ({
    %3 = stablehlo.broadcast_in_dim %arg16, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x2x3xf32>
    stablehlo.return %4 : tensor<2x2x3xf32>
  }, {
    %3 = stablehlo.negate %arg17 : tensor<2x2x3xf32>
    %4 = stablehlo.add %arg17, %3 : tensor<2x2x3xf32>
    stablehlo.return %4 : tensor<2x2x3xf32>
  }) : (tensor<i32>) -> tensor<2x2x3xf32>
  %2 = stablehlo.transpose %1, dims = [1, 0, 2] : (tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  return %2 : tensor<2x2x3xf32>
}
func.func @f239_v0_lin_t(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<2x2x3xf32>, %arg3: tensor<2x2x3xf32>, %arg4: tensor<2x2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2xi32>, %arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<2x2x3xi1>, %arg10: tensor<2x2x3xi1>, %arg11: tensor<2xi32>, %arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<2x2x3xf32>) -> (tensor<2x3xf32>, tensor<2x2x3xf32>) {
  %0 = stablehlo.transpose %arg16, dims = [1, 0, 2] : (tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  %1:3 = "stablehlo.case"(%arg15) ({
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    stablehlo.return %5, %0, %cst_0 : tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>
  }, {
    %5 = stablehlo.negate %0 : tensor<2x2x3xf32>
    %6 = stablehlo.add %0, %5 : tensor<2x2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    stablehlo.return %cst, %cst_0, %6 : tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>
  }) : (tensor<i32>) -> (tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>)
  %2:2 = "stablehlo.case"(%arg14) ({
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %5 = stablehlo.select %arg10, %1#1, %cst : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %6 = stablehlo.select %arg10, %cst, %1#1 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %7 = stablehlo.select %arg9, %6, %cst_0 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %8 = stablehlo.select %arg9, %cst_0, %6 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10:3 = stablehlo.while(%iterArg = %8, %iterArg_11 = %cst_2, %iterArg_12 = %c_4) : tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_13 = stablehlo.constant dense<2> : tensor<i32>
      %24 = stablehlo.compare LT, %iterArg_12, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.subtract %c_13, %iterArg_12 : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %25 = stablehlo.dynamic_slice %arg5, %24, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %26 = stablehlo.reshape %25 : (tensor<1xi32>) -> tensor<i32>
      %27 = stablehlo.dynamic_slice %arg6, %24, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %28 = stablehlo.reshape %27 : (tensor<1xi32>) -> tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.add %24, %c_16 : tensor<i32>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x3xf32>
      %30 = stablehlo.dynamic_update_slice %iterArg, %cst_17, %26, %arg7, %28 : (tensor<2x2x3xf32>, tensor<1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %31 = stablehlo.dynamic_slice %iterArg, %26, %arg7, %28, sizes = [1, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
      %32 = stablehlo.dynamic_update_slice %cst_18, %31, %26, %c_15, %c_15 : (tensor<2x1x3xf32>, tensor<1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %33 = stablehlo.add %iterArg_11, %32 : tensor<2x1x3xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %34 = stablehlo.add %iterArg_12, %c_19 : tensor<i32>
      stablehlo.return %30, %33, %34 : tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>
    }
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<2x2xi32>
    %c_7 = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %11 = stablehlo.broadcast_in_dim %c_7, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
    %12 = stablehlo.clamp %c_6, %arg4, %11 : tensor<2x2xi32>
    %13 = "stablehlo.scatter"(%cst_5, %12, %10#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %24 = stablehlo.add %arg17, %arg18 : tensor<f32>
      stablehlo.return %24 : tensor<f32>
    }) : (tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
    %14 = stablehlo.multiply %arg3, %10#0 : tensor<2x2x3xf32>
    %15 = stablehlo.add %13, %14 : tensor<2x2x3xf32>
    %16 = stablehlo.multiply %10#0, %arg2 : tensor<2x2x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%9 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %20 = stablehlo.add %17, %19 : tensor<2x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%5 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x3xf32>
    %23 = stablehlo.add %15, %22 : tensor<2x2x3xf32>
    stablehlo.return %23, %20 : tensor<2x2x3xf32>, tensor<2x3xf32>
  }, {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5:3 = stablehlo.while(%iterArg = %1#1, %iterArg_3 = %cst, %iterArg_4 = %c_1) : tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.subtract %c_5, %iterArg_4 : tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.dynamic_slice %arg11, %8, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %10 = stablehlo.reshape %9 : (tensor<1xi32>) -> tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %8, %c_10 : tensor<i32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
      %12 = stablehlo.dynamic_update_slice %iterArg, %cst_11, %c_9, %10, %arg12 : (tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %13 = stablehlo.dynamic_slice %iterArg, %c_9, %10, %arg12, sizes = [2, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
      %14 = stablehlo.dynamic_update_slice %cst_12, %13, %c_8, %10, %arg12 : (tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %15 = stablehlo.add %12, %14 : tensor<2x2x3xf32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
      %16 = stablehlo.dynamic_update_slice %cst_13, %13, %c_7, %10, %arg12 : (tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %17 = stablehlo.add %iterArg_3, %16 : tensor<2x2x3xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg_4, %c_14 : tensor<i32>
      stablehlo.return %15, %17, %18 : tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<i32>
    }
    %6 = stablehlo.add %5#1, %5#0 : tensor<2x2x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5#0 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    stablehlo.return %6, %7 : tensor<2x2x3xf32>, tensor<2x3xf32>
  }) : (tensor<i32>) -> (tensor<2x2x3xf32>, tensor<2x3xf32>)
  %3 = stablehlo.add %1#2, %2#0 : tensor<2x2x3xf32>
  %4 = stablehlo.add %1#0, %2#1 : tensor<2x3xf32>
  return %4, %3 : tensor<2x3xf32>, tensor<2x2x3xf32>
}
func.func @f239_v0_vjp(%arg0: tensor<2x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>, %arg4: tensor<2x2x3xf32>) -> (tensor<2x3xf32>, tensor<2x2x3xf32>) {
  %0:17 = call @f239_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<2x2x3xf32>, tensor<f32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi1>, tensor<2x2x3xi1>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
  %1:2 = call @f239_v0_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %arg4) : (tensor<f32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi1>, tensor<2x2x3xi1>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x2x3xf32>) -> (tensor<2x3xf32>, tensor<2x2x3xf32>)
  return %1#0, %1#1 : tensor<2x3xf32>, tensor<2x2x3xf32>
}
func.func @f239_v0_vjp_v2(%arg0: tensor<2x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>, %arg4: tensor<2x2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x2x3xf32>) {
  %0:17 = call @f239_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<2x2x3xf32>, tensor<f32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi1>, tensor<2x2x3xi1>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
  %1:2 = call @f239_v0_lin_t_batched_uuuuuuuuuuuuuuuub(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %arg4) : (tensor<f32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi1>, tensor<2x2x3xi1>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x2x3xf32>)
  return %1#0, %1#1 : tensor<2x2x3xf32>, tensor<2x2x2x3xf32>
}
func.func @f239_v0_lin_t_batched_uuuuuuuuuuuuuuuub(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<2x2x3xf32>, %arg3: tensor<2x2x3xf32>, %arg4: tensor<2x2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2xi32>, %arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<2x2x3xi1>, %arg10: tensor<2x2x3xi1>, %arg11: tensor<2xi32>, %arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<2x2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x2x3xf32>) {
  %0 = stablehlo.transpose %arg16, dims = [0, 2, 1, 3] : (tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %1:3 = "stablehlo.case"(%arg15) ({
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
    stablehlo.return %5, %0, %6 : tensor<2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>
  }, {
    %5 = stablehlo.negate %0 : tensor<2x2x2x3xf32>
    %6 = stablehlo.add %0, %5 : tensor<2x2x2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
    stablehlo.return %7, %8, %6 : tensor<2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>
  }) : (tensor<i32>) -> (tensor<2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>)
  %2:2 = "stablehlo.case"(%arg14) ({
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %5 = stablehlo.broadcast_in_dim %arg10, dims = [1, 2, 3] : (tensor<2x2x3xi1>) -> tensor<2x2x2x3xi1>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %7 = stablehlo.select %5, %1#1, %6 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
    %8 = stablehlo.broadcast_in_dim %arg10, dims = [1, 2, 3] : (tensor<2x2x3xi1>) -> tensor<2x2x2x3xi1>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %10 = stablehlo.select %8, %9, %1#1 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %11 = stablehlo.broadcast_in_dim %arg9, dims = [1, 2, 3] : (tensor<2x2x3xi1>) -> tensor<2x2x2x3xi1>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
    %14 = stablehlo.broadcast_in_dim %arg9, dims = [1, 2, 3] : (tensor<2x2x3xi1>) -> tensor<2x2x2x3xi1>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %16 = stablehlo.select %14, %15, %10 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x2x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [1, 2, 3] : (tensor<2x1x3xf32>) -> tensor<2x2x1x3xf32>
    %19:3 = stablehlo.while(%iterArg = %16, %iterArg_11 = %18, %iterArg_12 = %c_4) : tensor<2x2x2x3xf32>, tensor<2x2x1x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_13 = stablehlo.constant dense<2> : tensor<i32>
      %39 = stablehlo.compare LT, %iterArg_12, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %39 : tensor<i1>
    } do {
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.subtract %c_13, %iterArg_12 : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %40 = stablehlo.dynamic_slice %arg5, %39, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %41 = stablehlo.reshape %40 : (tensor<1xi32>) -> tensor<i32>
      %42 = stablehlo.dynamic_slice %arg6, %39, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %43 = stablehlo.reshape %42 : (tensor<1xi32>) -> tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.add %39, %c_16 : tensor<i32>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x3xf32>
      %45 = stablehlo.broadcast_in_dim %cst_17, dims = [1, 2, 3] : (tensor<1x1x3xf32>) -> tensor<2x1x1x3xf32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %46 = stablehlo.dynamic_update_slice %iterArg, %45, %c_18, %41, %arg7, %43 : (tensor<2x2x2x3xf32>, tensor<2x1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %47 = stablehlo.dynamic_slice %iterArg, %c_19, %41, %arg7, %43, sizes = [2, 1, 1, 3] : (tensor<2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x3xf32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
      %48 = stablehlo.broadcast_in_dim %cst_20, dims = [1, 2, 3] : (tensor<2x1x3xf32>) -> tensor<2x2x1x3xf32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %49 = stablehlo.dynamic_update_slice %48, %47, %c_21, %41, %c_15, %c_15 : (tensor<2x2x1x3xf32>, tensor<2x1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x3xf32>
      %50 = stablehlo.add %iterArg_11, %49 : tensor<2x2x1x3xf32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_12, %c_22 : tensor<i32>
      stablehlo.return %46, %50, %51 : tensor<2x2x2x3xf32>, tensor<2x2x1x3xf32>, tensor<i32>
    }
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<2x2xi32>
    %c_7 = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
    %21 = stablehlo.clamp %c_6, %arg4, %20 : tensor<2x2xi32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<2x2xi32>) -> tensor<2x2x2xi32>
    %24 = stablehlo.iota dim = 0 : tensor<2x2x1xi32>
    %25 = stablehlo.concatenate %24, %23, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x2xi32>) -> tensor<2x2x3xi32>
    %26 = "stablehlo.scatter"(%22, %25, %19#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 2, 3], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %39 = stablehlo.add %arg17, %arg18 : tensor<f32>
      stablehlo.return %39 : tensor<f32>
    }) : (tensor<2x2x2x3xf32>, tensor<2x2x3xi32>, tensor<2x2x1x3xf32>) -> tensor<2x2x2x3xf32>
    %27 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %28 = stablehlo.multiply %27, %19#0 : tensor<2x2x2x3xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x2x2x3xf32>
    %30 = stablehlo.broadcast_in_dim %arg2, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %31 = stablehlo.multiply %19#0, %30 : tensor<2x2x2x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x2x3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%17 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x3xf32>
    %35 = stablehlo.add %32, %34 : tensor<2x2x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%7 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x2x2xf32>) -> tensor<2x2x2x3xf32>
    %38 = stablehlo.add %29, %37 : tensor<2x2x2x3xf32>
    stablehlo.return %38, %35 : tensor<2x2x2x3xf32>, tensor<2x2x3xf32>
  }, {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %6:3 = stablehlo.while(%iterArg = %1#1, %iterArg_3 = %5, %iterArg_4 = %c_1) : tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.subtract %c_5, %iterArg_4 : tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.dynamic_slice %arg11, %9, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %11 = stablehlo.reshape %10 : (tensor<1xi32>) -> tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %9, %c_10 : tensor<i32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
      %13 = stablehlo.broadcast_in_dim %cst_11, dims = [1, 2, 3] : (tensor<2x1x3xf32>) -> tensor<2x2x1x3xf32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.dynamic_update_slice %iterArg, %13, %c_12, %c_9, %11, %arg12 : (tensor<2x2x2x3xf32>, tensor<2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.dynamic_slice %iterArg, %c_13, %c_9, %11, %arg12, sizes = [2, 2, 1, 3] : (tensor<2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x3xf32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
      %16 = stablehlo.broadcast_in_dim %cst_14, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %17 = stablehlo.dynamic_update_slice %16, %15, %c_15, %c_8, %11, %arg12 : (tensor<2x2x2x3xf32>, tensor<2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      %18 = stablehlo.add %14, %17 : tensor<2x2x2x3xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
      %19 = stablehlo.broadcast_in_dim %cst_16, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.dynamic_update_slice %19, %15, %c_17, %c_7, %11, %arg12 : (tensor<2x2x2x3xf32>, tensor<2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      %21 = stablehlo.add %iterArg_3, %20 : tensor<2x2x2x3xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.add %iterArg_4, %c_18 : tensor<i32>
      stablehlo.return %18, %21, %22 : tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<i32>
    }
    %7 = stablehlo.add %6#1, %6#0 : tensor<2x2x2x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6#0 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x2x3xf32>
    stablehlo.return %7, %8 : tensor<2x2x2x3xf32>, tensor<2x2x3xf32>
  }) : (tensor<i32>) -> (tensor<2x2x2x3xf32>, tensor<2x2x3xf32>)
  %3 = stablehlo.add %1#2, %2#0 : tensor<2x2x2x3xf32>
  %4 = stablehlo.add %1#0, %2#1 : tensor<2x2x3xf32>
  return %4, %3 : tensor<2x2x3xf32>, tensor<2x2x2x3xf32>
}
// inputs: [[ 1.9288187 , -0.10610973, -0.18454932], [-1.7560521 , -0.8770189 , -0.32844022]]; [[[ 0.4997257 ,  2.327661  , -1.4693936 ],  [-0.89404154,  0.6968308 , -2.2442605 ]], [[ 1.0915082 , -0.44779658,  0.7379453 ],  [ 1.29839   ,  2.8585389 , -1.8203514 ]]]; [1, 0]; 0; [[[[ 0.9876482 ,  2.112187  ,  0.19796981],   [-0.8844081 , -0.82782334, -1.7506515 ]],  [[-0.31817698,  1.4049455 ,  0.58852583],   [ 1.6385926 , -0.7984183 , -0.63048905]]], [[[-2.6890564 , -1.8767844 , -0.6572941 ],   [-1.5647347 ,  4.0860553 , -0.10106189]],  [[-0.02438362, -0.93612033,  0.87096703],   [-1.2450844 ,  1.5902826 , -1.6775334 ]]]]
