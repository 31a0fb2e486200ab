// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-contiguous-gather-indices | filecheck %s

// Start indices read from one column of a wider last dimension (a strided view IREE 3.13
// cannot gather from) come through an optimization_barrier, also when elementwise ops,
// reshapes and broadcasts lie between the slice and the gather.

// CHECK-LABEL: func.func @column(
// CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg1 [0:2, 0:3, 0:2, 0:1]
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[S]] : tensor<2x3x2x1xi32>
// CHECK-NEXT: "stablehlo.gather"(%arg0, %[[B]])
func.func @column(%a: tensor<3x2x3xf32>, %x: tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xf32> {
  %s = stablehlo.slice %x [0:2, 0:3, 0:2, 0:1] : (tensor<2x3x2x3xi32>) -> tensor<2x3x2x1xi32>
  %g = "stablehlo.gather"(%a, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<2x3x2x1xi32>) -> tensor<2x3x2x3xf32>
  return %g : tensor<2x3x2x3xf32>
}

// CHECK-LABEL: func.func @converted_and_clamped(
// CHECK: %[[C:.*]] = stablehlo.clamp
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[C]] : tensor<2x3x2x1xi64>
// CHECK-NEXT: "stablehlo.gather"(%arg0, %[[B]])
func.func @converted_and_clamped(%a: tensor<3x2x3xf32>, %x: tensor<2x3x2x3xf64>) -> tensor<2x3x2x3xf32> {
  %s = stablehlo.slice %x [0:2, 0:3, 0:2, 0:1] : (tensor<2x3x2x3xf64>) -> tensor<2x3x2x1xf64>
  %i = stablehlo.convert %s : (tensor<2x3x2x1xf64>) -> tensor<2x3x2x1xi64>
  %lo = stablehlo.constant dense<0> : tensor<i64>
  %hi = stablehlo.constant dense<1> : tensor<i64>
  %c = stablehlo.clamp %lo, %i, %hi : (tensor<i64>, tensor<2x3x2x1xi64>, tensor<i64>) -> tensor<2x3x2x1xi64>
  %g = "stablehlo.gather"(%a, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<2x3x2x1xi64>) -> tensor<2x3x2x3xf32>
  return %g : tensor<2x3x2x3xf32>
}

// CHECK-LABEL: func.func @reshaped_and_broadcast(
// CHECK: %[[R:.*]] = stablehlo.broadcast_in_dim
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[R]] : tensor<2x3x2x1xi32>
// CHECK-NEXT: "stablehlo.gather"(%arg0, %[[B]])
func.func @reshaped_and_broadcast(%a: tensor<3x2x3xf32>, %x: tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xf32> {
  %s = stablehlo.slice %x [0:2, 0:3, 0:2, 1:2] : (tensor<2x3x2x3xi32>) -> tensor<2x3x2x1xi32>
  %r = stablehlo.reshape %s : (tensor<2x3x2x1xi32>) -> tensor<2x3x2xi32>
  %b = stablehlo.broadcast_in_dim %r, dims = [0, 1, 2] : (tensor<2x3x2xi32>) -> tensor<2x3x2x1xi32>
  %g = "stablehlo.gather"(%a, %b) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<2x3x2x1xi32>) -> tensor<2x3x2x3xf32>
  return %g : tensor<2x3x2x3xf32>
}

// -----

// A slice with a stride in its last dimension is a strided view too.

// CHECK-LABEL: func.func @every_other(
// CHECK: stablehlo.optimization_barrier
func.func @every_other(%a: tensor<3x2x3xf32>, %x: tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xf32> {
  %s = stablehlo.slice %x [0:2, 0:3, 0:2, 0:3:2] : (tensor<2x3x2x3xi32>) -> tensor<2x3x2x2xi32>
  %g = "stablehlo.gather"(%a, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<2x3x2x2xi32>) -> tensor<2x3x2x3xf32>
  return %g : tensor<2x3x2x3xf32>
}

// -----

// Contiguous views stay as they are: a slice keeping a run of the last dimension, a
// slice of one row of a middle dimension, indices that are an argument, a single index,
// and a gather in a loop kernel.

// CHECK-LABEL: func.func @contiguous(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @contiguous(%a: tensor<3x2x3xf32>, %x: tensor<2x3x2x3xi32>, %y: tensor<2x3x3x2xi32>, %z: tensor<2x3x2x1xi32>, %w: tensor<1x3xi32>) -> (tensor<2x3x2x3xf32>, tensor<2x3x2x3xf32>, tensor<2x3x2x3xf32>, tensor<1x3xf32>, tensor<2x3x2x3xf32>) {
  %s = stablehlo.slice %x [0:2, 0:3, 0:2, 0:2] : (tensor<2x3x2x3xi32>) -> tensor<2x3x2x2xi32>
  %g0 = "stablehlo.gather"(%a, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<2x3x2x2xi32>) -> tensor<2x3x2x3xf32>
  %m = stablehlo.slice %y [0:2, 0:3, 0:1, 0:2] : (tensor<2x3x3x2xi32>) -> tensor<2x3x1x2xi32>
  %r = stablehlo.reshape %m : (tensor<2x3x1x2xi32>) -> tensor<2x3x2x1xi32>
  %g1 = "stablehlo.gather"(%a, %r) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<2x3x2x1xi32>) -> tensor<2x3x2x3xf32>
  %g2 = "stablehlo.gather"(%a, %z) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<2x3x2x1xi32>) -> tensor<2x3x2x3xf32>
  %one = stablehlo.slice %w [0:1, 0:1] : (tensor<1x3xi32>) -> tensor<1x1xi32>
  %g3 = "stablehlo.gather"(%a, %one) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
  %k = flow.dispatch.region -> (tensor<2x3x2x3xf32>) {
    %ks = stablehlo.slice %x [0:2, 0:3, 0:2, 0:1] : (tensor<2x3x2x3xi32>) -> tensor<2x3x2x1xi32>
    %kg = "stablehlo.gather"(%a, %ks) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<2x3x2x1xi32>) -> tensor<2x3x2x3xf32>
    flow.return %kg : tensor<2x3x2x3xf32>
  }
  return %g0, %g1, %g2, %g3, %k : tensor<2x3x2x3xf32>, tensor<2x3x2x3xf32>, tensor<2x3x2x3xf32>, tensor<1x3xf32>, tensor<2x3x2x3xf32>
}

// -----

// In a loop body the indices are a copy instead, whose zero's barrier stands before the
// loop: a barrier in a host loop's body made IREE 3.13's fixed-point pipeline give up
// (the fuzzer's seed 469 f218).

// CHECK-LABEL: func.func @in_a_loop_body(
// CHECK: %[[Z:.*]] = stablehlo.optimization_barrier %{{.*}} : tensor<i32>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %{{.*}}, %[[X:.*]] = %arg0)
// CHECK: } do {
// CHECK-NEXT: %[[S:.*]] = stablehlo.slice %[[X]] [0:3, 0:1]
// CHECK-NEXT: %[[I:.*]] = stablehlo.convert %[[S]]
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[Z]], dims = []
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[I]], %[[B]] : tensor<3x1xi32>
// CHECK-NEXT: "stablehlo.gather"(%[[X]], %[[C]])
// CHECK-NOT: stablehlo.optimization_barrier
func.func @in_a_loop_body(%x0: tensor<3x4xf32>, %n: tensor<i32>) -> tensor<3x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %x = %x0) : tensor<i32>, tensor<3x4xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = stablehlo.slice %x [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %k = stablehlo.convert %s : (tensor<3x1xf32>) -> tensor<3x1xi32>
    %g = "stablehlo.gather"(%x, %k) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %g : tensor<i32>, tensor<3x4xf32>
  }
  return %w#1 : tensor<3x4xf32>
}

// -----

// The gathered array a strided slice (every other element), read at computed indices
// (as the jvp of a sort of x[::2] gathers its tangent): the array through a barrier.

// CHECK-LABEL: func.func @strided_table(
// CHECK: %[[T:.*]] = stablehlo.slice %arg0 [0:8:2]
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[T]] : tensor<4xf32>
// CHECK-NEXT: "stablehlo.torch_index_select"(%[[B]], %arg1)
func.func @strided_table(%x: tensor<8xf32>, %i: tensor<4xi32>) -> tensor<4xf32> {
  %t = stablehlo.slice %x [0:8:2] : (tensor<8xf32>) -> tensor<4xf32>
  %g = "stablehlo.torch_index_select"(%t, %i) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}
