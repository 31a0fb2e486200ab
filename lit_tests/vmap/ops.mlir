// RUN: hostcall-opt %s --pass-pipeline='builtin.module(hostcall-vmap{function=ew batch-size=4 in-axes=0,none}, hostcall-vmap{function=dot batch-size=4 in-axes=none,1}, hostcall-vmap{function=red batch-size=4 in-axes=0 out-axes=0}, hostcall-vmap{function=ds batch-size=4 in-axes=none,0})' | filecheck %s

// Unbatched operands are broadcast once; the batch axis is dimension 0.
// CHECK-LABEL: func.func @ew_batched(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>) -> tensor<4x3xf32>
// CHECK: %[[Y:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %arg0, %[[Y]] : tensor<4x3xf32>
// CHECK: stablehlo.sine %[[M]] : tensor<4x3xf32>
func.func @ew(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<3xf32>
  %1 = stablehlo.sine %0 : tensor<3xf32>
  return %1 : tensor<3xf32>
}

// Only the rhs is batched (at axis 1): its batch axis is moved to 0 on entry, stays a
// free dimension of the dot, and is moved to the front of the result.
// CHECK-LABEL: func.func @dot_batched(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4x5xf32>) -> tensor<4x2x5xf32>
// CHECK: %[[R:.*]] = stablehlo.transpose %arg1, dims = [1, 0, 2]
// CHECK: %[[D:.*]] = stablehlo.dot_general %arg0, %[[R]], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<4x3x5xf32>) -> tensor<2x4x5xf32>
// CHECK: stablehlo.transpose %[[D]], dims = [1, 0, 2] : (tensor<2x4x5xf32>) -> tensor<4x2x5xf32>
func.func @dot(%a: tensor<2x3xf32>, %b: tensor<3x5xf32>) -> tensor<2x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// Reductions keep the batch axis: their dimensions shift by one.
// CHECK-LABEL: func.func @red_batched(%arg0: tensor<4x2x3xf32>) -> tensor<4x3xf32>
// CHECK: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.maximum across dimensions = [1] : (tensor<4x2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
func.func @red(%x: tensor<2x3xf32>) -> tensor<3xf32> {
  %c = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// Per-element start indices turn a dynamic_slice into a gather with batching dims.
// CHECK-LABEL: func.func @ds_batched(%arg0: tensor<5xf32>, %arg1: tensor<4xi32>) -> tensor<4x2xf32>
// CHECK: %[[X:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xf32>) -> tensor<4x5xf32>
// CHECK: %[[I:.*]] = stablehlo.reshape %arg1 : (tensor<4xi32>) -> tensor<4x1xi32>
// CHECK: "stablehlo.gather"(%[[X]], %[[I]])
// CHECK-SAME: operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1
// CHECK-SAME: slice_sizes = array<i64: 1, 2>
func.func @ds(%x: tensor<5xf32>, %i: tensor<i32>) -> tensor<2xf32> {
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<5xf32>, tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
