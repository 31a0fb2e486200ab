// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-guard-batched-gathers | filecheck %s

// A batched gather (operand_batching_dims) whose computed operand another op reads too
// reads it through a barrier: IREE 3.13 computed the fused operand only at the gathered
// rows and handed that to the other reader.

// CHECK-LABEL: func.func @shared_operand(
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<0> : tensor<2x2x1xi32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.add %arg0, %arg1 : tensor<2x2x3xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[Y]] : tensor<2x2x3xf32>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.gather"(%[[B]], %[[C]])
// CHECK-NEXT: %[[S:.*]] = stablehlo.multiply %[[Y]], %arg1 : tensor<2x2x3xf32>
// CHECK-NEXT: return %[[G]], %[[S]]
func.func @shared_operand(%a: tensor<2x2x3xf32>, %b: tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>) {
  %c = stablehlo.constant dense<0> : tensor<2x2x1xi32>
  %y = stablehlo.add %a, %b : tensor<2x2x3xf32>
  %g = "stablehlo.gather"(%y, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x2x3xf32>, tensor<2x2x1xi32>) -> tensor<2x2x3xf32>
  %s = stablehlo.multiply %y, %b : tensor<2x2x3xf32>
  return %g, %s : tensor<2x2x3xf32>, tensor<2x2x3xf32>
}

// -----

// Left alone: a plain gather (no batching dimensions), a batched gather its operand alone
// feeds, and one of an argument.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @left_alone(%a: tensor<2x2x3xf32>, %b: tensor<2x2x3xf32>) -> (tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>) {
  %c = stablehlo.constant dense<0> : tensor<2x2x1xi32>
  %i = stablehlo.constant dense<[0]> : tensor<1xi32>
  %y = stablehlo.add %a, %b : tensor<2x2x3xf32>
  %p = "stablehlo.gather"(%y, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 0>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 3>}> : (tensor<2x2x3xf32>, tensor<1xi32>) -> tensor<2x3xf32>
  %s = stablehlo.multiply %y, %b : tensor<2x2x3xf32>
  %z = stablehlo.subtract %a, %b : tensor<2x2x3xf32>
  %g = "stablehlo.gather"(%z, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x2x3xf32>, tensor<2x2x1xi32>) -> tensor<2x2x3xf32>
  %h = "stablehlo.gather"(%a, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x2x3xf32>, tensor<2x2x1xi32>) -> tensor<2x2x3xf32>
  return %p, %s, %g, %h : tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>
}
