// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-guard-self-updates | filecheck %s

// An update computed from the array it updates is read through an optimization_barrier:
// IREE 3.13 otherwise copies it out of the buffer it is overwriting.

// CHECK-LABEL: func.func @shifted_copy(
// CHECK-NEXT: %[[D:.*]] = stablehlo.dynamic_slice %arg0, %arg1, sizes = [2]
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[D]] : tensor<2xf32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.dynamic_update_slice %arg0, %[[B]], %arg2
// CHECK-NEXT: return %[[U]]
func.func @shifted_copy(%x: tensor<4xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<4xf32> {
  %d = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<4xf32>, tensor<i32>) -> tensor<2xf32>
  %u = stablehlo.dynamic_update_slice %x, %d, %j : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  return %u : tensor<4xf32>
}

// -----

// A scatter whose updates are its operand, and one whose updates come from elsewhere.

// CHECK-LABEL: func.func @scatters(
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %arg0 : tensor<3xf32>
// CHECK-NEXT: "stablehlo.scatter"(%arg0, %{{.*}}, %[[B]])
// CHECK-NOT: optimization_barrier
// CHECK: "stablehlo.scatter"(%arg0, %{{.*}}, %arg1)
func.func @scatters(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %c = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %s = "stablehlo.scatter"(%a, %c, %a) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<3xf32>
  %t = "stablehlo.scatter"(%a, %c, %b) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<3xf32>
  return %s, %t : tensor<3xf32>, tensor<3xf32>
}

// -----

// An update of one loop carry read from another carry of the same loop: the two may be
// one buffer at run time, so the update goes through a barrier too; an update read from
// a value outside the loop does not.

// CHECK-LABEL: func.func @other_carry(
// CHECK: %[[D:.*]] = stablehlo.dynamic_slice %iterArg_0, %{{.*}}, sizes = [2]
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[D]] : tensor<2xf32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.dynamic_update_slice %iterArg, %[[B]]
// CHECK: %[[E:.*]] = stablehlo.dynamic_slice %arg1, %{{.*}}, sizes = [2]
// CHECK-NEXT: stablehlo.dynamic_update_slice %iterArg, %[[E]]
func.func @other_carry(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<i32>) -> tensor<4xf32> {
  %r:2 = stablehlo.while(%x = %a, %y = %a) : tensor<4xf32>, tensor<4xf32>
  cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %d = stablehlo.dynamic_slice %y, %i, sizes = [2] : (tensor<4xf32>, tensor<i32>) -> tensor<2xf32>
    %u = stablehlo.dynamic_update_slice %x, %d, %i : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
    %e = stablehlo.dynamic_slice %b, %i, sizes = [2] : (tensor<4xf32>, tensor<i32>) -> tensor<2xf32>
    %v = stablehlo.dynamic_update_slice %x, %e, %i : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
    stablehlo.return %u, %v : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}
