// Fixed by dialects/vm_branches.py (the compile driver's rewrite of IREE's VM module):
// IREE 3.13's VM passed one packed buffer or fence in two block arguments of a branch
// and moved it out of the register one of them kept (tests/test_vm_branches.py).
// run mismatch: ValueError: Error invoking function: c/runtime/src/iree/vm/ref.h:223: INVALID_ARGUMENT; ref is null; while invoking native function hal.buffer_view.create; while calling import; [ 0] bytecode module@105:4734 -
// jvp_vmap [('vmap', [2, 1, None, None], 0, 3), ('jvp',)] of:
func.func @f81(%a0: tensor<2x3xf64>, %a1: tensor<2x3xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf64>) {
  %c8579 = stablehlo.constant dense<0> : tensor<i32>
  %c8580 = stablehlo.constant dense<2> : tensor<i32>
  %v8581 = "stablehlo.clamp"(%c8579, %i1, %c8580) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8582 = "stablehlo.case"(%v8581) ({
  %c8583 = stablehlo.constant dense<0> : tensor<i32>
  %c8584 = stablehlo.constant dense<1> : tensor<i32>
  %v8585 = "stablehlo.clamp"(%c8583, %i0, %c8584) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8586 = "stablehlo.case"(%v8585) ({
  %c8587 = stablehlo.constant dense<0.0> : tensor<f64>
  %v8588 = "stablehlo.reduce"(%a1, %c8587) ({
  ^bb0(%p8589: tensor<f64>, %q8590: tensor<f64>):
  %v8591 = "stablehlo.add"(%p8589, %q8590) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v8591) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %v8592 = "stablehlo.broadcast_in_dim"(%v8588) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3xf64>
    "stablehlo.return"(%v8592) : (tensor<2x3xf64>) -> ()
  }, {
  %c8593 = stablehlo.constant dense<[[0], [0]]> : tensor<2x1xi32>
  %v8594 = "stablehlo.gather"(%a1, %c8593) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
    "stablehlo.return"(%v8594) : (tensor<2x3xf64>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf64>
    "stablehlo.return"(%v8586) : (tensor<2x3xf64>) -> ()
  }, {
  %c8595 = stablehlo.constant dense<0.0> : tensor<f64>
  %v8596 = "stablehlo.reduce"(%a0, %c8595) ({
  ^bb0(%p8597: tensor<f64>, %q8598: tensor<f64>):
  %v8599 = "stablehlo.add"(%p8597, %q8598) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v8599) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %v8600 = "stablehlo.broadcast_in_dim"(%v8596) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3xf64>
  %c8601 = stablehlo.constant dense<1.0> : tensor<2x3xf64>
  %v8602 = "stablehlo.multiply"(%a0, %a0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v8603 = "stablehlo.add"(%v8602, %c8601) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v8604 = "stablehlo.divide"(%v8600, %v8603) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "stablehlo.return"(%v8604) : (tensor<2x3xf64>) -> ()
  }, {
  %v8605 = "stablehlo.multiply"(%a1, %a0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c8606 = stablehlo.constant dense<0> : tensor<i32>
  %c8607 = stablehlo.constant dense<0> : tensor<i32>
  %v8608 = "stablehlo.clamp"(%c8606, %i0, %c8607) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c8609 = stablehlo.constant dense<0> : tensor<i32>
  %c8610 = stablehlo.constant dense<2> : tensor<i32>
  %v8611 = "stablehlo.clamp"(%c8609, %i1, %c8610) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8612 = "stablehlo.dynamic_slice"(%a1, %v8608, %v8611) {slice_sizes = array<i64: 2, 1>} : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x1xf64>
  %c8613 = stablehlo.constant dense<0> : tensor<i32>
  %c8614 = stablehlo.constant dense<0> : tensor<i32>
  %v8615 = "stablehlo.clamp"(%c8613, %i1, %c8614) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c8616 = stablehlo.constant dense<0> : tensor<i32>
  %c8617 = stablehlo.constant dense<2> : tensor<i32>
  %v8618 = "stablehlo.clamp"(%c8616, %i1, %c8617) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8619 = "stablehlo.dynamic_update_slice"(%v8605, %v8612, %v8615, %v8618) : (tensor<2x3xf64>, tensor<2x1xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
    "stablehlo.return"(%v8619) : (tensor<2x3xf64>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf64>
  return %v8582 : tensor<2x3xf64>
}
// transformed:
func.func @f81(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xf64> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg3, %c_0 : tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
      %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
      stablehlo.return %5 : tensor<2x3xf64>
    }, {
      %c_3 = stablehlo.constant dense<0> : tensor<2x1xi32>
      %4 = "stablehlo.gather"(%arg1, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
      stablehlo.return %4 : tensor<2x3xf64>
    }) : (tensor<i32>) -> tensor<2x3xf64>
    stablehlo.return %3 : tensor<2x3xf64>
  }, {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf64>
    %5 = stablehlo.add %4, %cst_1 : tensor<2x3xf64>
    %6 = stablehlo.divide %3, %5 : tensor<2x3xf64>
    stablehlo.return %6 : tensor<2x3xf64>
  }, {
    %2 = stablehlo.multiply %arg1, %arg0 : tensor<2x3xf64>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.clamp %c_3, %arg3, %c_4 : tensor<i32>
    %5 = stablehlo.dynamic_slice %arg1, %3, %4, sizes = [2, 1] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x1xf64>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.clamp %c_5, %arg3, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.clamp %c_7, %arg3, %c_8 : tensor<i32>
    %8 = stablehlo.dynamic_update_slice %2, %5, %6, %7 : (tensor<2x3xf64>, tensor<2x1xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
    stablehlo.return %8 : tensor<2x3xf64>
  }) : (tensor<i32>) -> tensor<2x3xf64>
  return %1 : tensor<2x3xf64>
}
func.func @f81_v0(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x2x3xf64> {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x3xf64>) -> tensor<3x2x3xf64>
  %1 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<2x3x3xf64>) -> tensor<3x2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %2 = stablehlo.clamp %c, %arg3, %c_0 : tensor<i32>
  %3 = "stablehlo.case"(%2) ({
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<3x2xf64>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x3xf64>
      stablehlo.return %7 : tensor<3x2x3xf64>
    }, {
      %c_3 = stablehlo.constant dense<0> : tensor<2x1xi32>
      %6 = stablehlo.broadcast_in_dim %c_3, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
      %7 = "stablehlo.gather"(%1, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf64>, tensor<3x2x1xi32>) -> tensor<3x2x3xf64>
      stablehlo.return %7 : tensor<3x2x3xf64>
    }) : (tensor<i32>) -> tensor<3x2x3xf64>
    stablehlo.return %5 : tensor<3x2x3xf64>
  }, {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<3x2xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x3xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %6 = stablehlo.multiply %0, %0 : tensor<3x2x3xf64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<3x2x3xf64>
    %8 = stablehlo.add %6, %7 : tensor<3x2x3xf64>
    %9 = stablehlo.divide %5, %8 : tensor<3x2x3xf64>
    stablehlo.return %9 : tensor<3x2x3xf64>
  }, {
    %4 = stablehlo.multiply %1, %0 : tensor<3x2x3xf64>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.clamp %c_3, %arg3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_slice %1, %c_5, %5, %6, sizes = [3, 2, 1] : (tensor<3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x1xf64>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.clamp %c_6, %arg3, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %9 = stablehlo.clamp %c_8, %arg3, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %4, %7, %c_10, %8, %9 : (tensor<3x2x3xf64>, tensor<3x2x1xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3xf64>
    stablehlo.return %10 : tensor<3x2x3xf64>
  }) : (tensor<i32>) -> tensor<3x2x3xf64>
  return %3 : tensor<3x2x3xf64>
}
func.func @f81_v0_j1(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<2x3x3xf64>, %arg5: tensor<2x3x3xf64>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>) {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x3xf64>) -> tensor<3x2x3xf64>
  %1 = stablehlo.transpose %arg4, dims = [2, 0, 1] : (tensor<2x3x3xf64>) -> tensor<3x2x3xf64>
  %2 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<2x3x3xf64>) -> tensor<3x2x3xf64>
  %3 = stablehlo.transpose %arg5, dims = [1, 0, 2] : (tensor<2x3x3xf64>) -> tensor<3x2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %4 = stablehlo.clamp %c, %arg3, %c_0 : tensor<i32>
  %5:13 = "stablehlo.case"(%4) ({
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %8:3 = "stablehlo.case"(%7) ({
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %9 = stablehlo.reduce(%2 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<3x2xf64>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x3xf64>
      %c_13 = stablehlo.constant dense<0> : tensor<3x2x1xi32>
      stablehlo.return %10, %cst_12, %c_13 : tensor<3x2x3xf64>, tensor<f64>, tensor<3x2x1xi32>
    }, {
      %c_11 = stablehlo.constant dense<0> : tensor<2x1xi32>
      %9 = stablehlo.broadcast_in_dim %c_11, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
      %10 = "stablehlo.gather"(%2, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf64>, tensor<3x2x1xi32>) -> tensor<3x2x3xf64>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      stablehlo.return %10, %cst_12, %9 : tensor<3x2x3xf64>, tensor<f64>, tensor<3x2x1xi32>
    }) : (tensor<i32>) -> (tensor<3x2x3xf64>, tensor<f64>, tensor<3x2x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %8#0, %8#1, %8#2, %7, %cst, %cst_3, %cst_4, %c_5, %c_6, %c_7, %c_8, %c_9, %c_10 : tensor<3x2x3xf64>, tensor<f64>, tensor<3x2x1xi32>, tensor<i32>, tensor<f64>, tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  }, {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<3x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x3xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %9 = stablehlo.multiply %0, %0 : tensor<3x2x3xf64>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<3x2x3xf64>
    %11 = stablehlo.add %9, %10 : tensor<3x2x3xf64>
    %12 = stablehlo.divide %8, %11 : tensor<3x2x3xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %c_4 = stablehlo.constant dense<0> : tensor<3x2x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %12, %cst_3, %c_4, %c_5, %cst_1, %11, %12, %c_6, %c_7, %c_8, %c_9, %c_10, %c_11 : tensor<3x2x3xf64>, tensor<f64>, tensor<3x2x1xi32>, tensor<i32>, tensor<f64>, tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  }, {
    %7 = stablehlo.multiply %2, %0 : tensor<3x2x3xf64>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %9 = stablehlo.clamp %c_3, %arg3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_slice %2, %c_5, %8, %9, sizes = [3, 2, 1] : (tensor<3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x1xf64>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.clamp %c_6, %arg3, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %12 = stablehlo.clamp %c_8, %arg3, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_update_slice %7, %10, %c_10, %11, %12 : (tensor<3x2x3xf64>, tensor<3x2x1xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %c_11 = stablehlo.constant dense<0> : tensor<3x2x1xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x3xf64>
    stablehlo.return %13, %cst, %c_11, %c_12, %cst_13, %cst_14, %cst_15, %c_5, %8, %9, %c_10, %11, %12 : tensor<3x2x3xf64>, tensor<f64>, tensor<3x2x1xi32>, tensor<i32>, tensor<f64>, tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<3x2x3xf64>, tensor<f64>, tensor<3x2x1xi32>, tensor<i32>, tensor<f64>, tensor<3x2x3xf64>, tensor<3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
  %6 = "stablehlo.case"(%4) ({
    %7 = "stablehlo.case"(%5#3) ({
      %8 = stablehlo.reduce(%3 init: %5#1) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<3x2xf64>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x3xf64>
      stablehlo.return %9 : tensor<3x2x3xf64>
    }, {
      %8 = "stablehlo.gather"(%3, %5#2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf64>, tensor<3x2x1xi32>) -> tensor<3x2x3xf64>
      stablehlo.return %8 : tensor<3x2x3xf64>
    }) : (tensor<i32>) -> tensor<3x2x3xf64>
    stablehlo.return %7 : tensor<3x2x3xf64>
  }, {
    %7 = stablehlo.reduce(%1 init: %5#4) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<3x2xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x3xf64>
    %9 = stablehlo.multiply %1, %0 : tensor<3x2x3xf64>
    %10 = stablehlo.multiply %0, %1 : tensor<3x2x3xf64>
    %11 = stablehlo.add %9, %10 : tensor<3x2x3xf64>
    %12 = stablehlo.divide %8, %5#5 : tensor<3x2x3xf64>
    %13 = stablehlo.multiply %11, %5#6 : tensor<3x2x3xf64>
    %14 = stablehlo.divide %13, %5#5 : tensor<3x2x3xf64>
    %15 = stablehlo.negate %14 : tensor<3x2x3xf64>
    %16 = stablehlo.add %12, %15 : tensor<3x2x3xf64>
    stablehlo.return %16 : tensor<3x2x3xf64>
  }, {
    %7 = stablehlo.multiply %3, %0 : tensor<3x2x3xf64>
    %8 = stablehlo.multiply %2, %1 : tensor<3x2x3xf64>
    %9 = stablehlo.add %7, %8 : tensor<3x2x3xf64>
    %10 = stablehlo.dynamic_slice %3, %5#7, %5#8, %5#9, sizes = [3, 2, 1] : (tensor<3x2x3xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x1xf64>
    %11 = stablehlo.dynamic_update_slice %9, %10, %5#10, %5#11, %5#12 : (tensor<3x2x3xf64>, tensor<3x2x1xf64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3xf64>
    stablehlo.return %11 : tensor<3x2x3xf64>
  }) : (tensor<i32>) -> tensor<3x2x3xf64>
  return %5#0, %6 : tensor<3x2x3xf64>, tensor<3x2x3xf64>
}
// inputs: [[[-0.71574074, -0.73788207, -0.00773362],  [ 0.90707712, -2.05954672,  1.9827576 ],  [-1.73487589, -1.45516582,  1.74589466]], [[ 2.09881921, -0.16053061, -0.16236359],  [-1.38029919,  1.33817449, -0.08513107],  [-0.29279505,  1.18384057, -1.53889291]]]; [[[ 1.02939038,  2.29344312, -1.58258653],  [ 0.39574962, -0.40463237,  0.59493711],  [-0.54967461, -0.12942195,  1.82944674]], [[ 0.63834936, -1.58240479, -0.49297181],  [ 0.03436716,  1.74548196,  1.12494918],  [ 1.69097307, -0.66747392, -0.27007541]]]; 0; 1; [[[ 1.24786484, -0.78187504, -0.01572873],  [-0.34888387, -0.24531932, -0.63839001],  [-0.59424606,  0.72149286,  1.29266193]], [[ 0.66557755,  0.30430929,  0.66896591],  [ 1.54535246,  0.21396098,  1.38351384],  [-1.69929474, -0.19026964,  1.76919337]]]; [[[-0.49745201, -1.75394387,  1.4584797 ],  [ 2.46162695, -0.17825106,  0.27929947],  [-2.69671394,  0.45704967,  0.54321605]], [[ 0.51278361, -0.77443431,  2.65924326],  [ 3.2729295 ,  2.40479277, -1.08270237],  [-3.13101219,  2.41572701,  0.0564896 ]]]
// reference: [[[-1.0206672 , -0.84680102, -0.38494231],  [ 0.07876441,  0.14653765,  0.39210981]], [[-2.75343305, -0.81129559, -1.36410081],  [ 2.30215766,  0.84619456,  0.98334607]], [[ 3.72069611,  0.75454703,  0.91916562],  [-1.7405045 , -1.77353424, -0.53036997]]]; [[[-1.00409541, -0.12685514,  0.27393979],  [ 0.05394574,  0.39128771,  0.11186094]], [[ 1.85913843,  0.09807962, -1.01684369],  [ 0.53903487, -0.05610017,  0.32105052]], [[ 0.63759988,  0.51684117, -0.86713663],  [ 3.35513306,  3.3794078 ,  0.27721212]]]
