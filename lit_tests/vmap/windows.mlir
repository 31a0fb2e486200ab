// RUN: hostcall-opt %s --pass-pipeline='builtin.module(hostcall-vmap{function=pool batch-size=3 in-axes=1}, hostcall-vmap{function=pool_grad batch-size=3 in-axes=none,0}, hostcall-vmap{function=topk batch-size=3 in-axes=2}, hostcall-vmap{function=cumulative batch-size=2 in-axes=0,0})' | filecheck %s

// Windowed ops keep the batch axis (moved to the front) out of their windows: window 1,
// stride 1, no padding or dilation on it; init values stay scalars.

// CHECK-LABEL: func.func @pool_batched(%arg0: tensor<4x3x4xf32>) -> tensor<3x2x2xf32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<4x3x4xf32>) -> tensor<3x4x4xf32>
// CHECK-NEXT: %[[NINF:.*]] = stablehlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT: "stablehlo.reduce_window"(%[[X]], %[[NINF]]) <{padding = dense<{{\[\[}}0, 0], [0, 0], [1, 1]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 2>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 2>}>
// CHECK: stablehlo.maximum
// CHECK: (tensor<3x4x4xf32>, tensor<f32>) -> tensor<3x2x2xf32>

// An unbatched operand is broadcast; the source keeps its batch axis.
// CHECK-LABEL: func.func @pool_grad_batched(%arg0: tensor<4x4xf32>, %arg1: tensor<3x2x2xf32>) -> tensor<3x4x4xf32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<3x4x4xf32>
// CHECK-NEXT: "stablehlo.select_and_scatter"(%[[B]], %arg1, %[[Z]]) <{padding = dense<0> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 2>}>
// CHECK: stablehlo.compare GE
// CHECK: stablehlo.add
// CHECK: (tensor<3x4x4xf32>, tensor<3x2x2xf32>, tensor<f32>) -> tensor<3x4x4xf32>

// top_k works along the last axis: the batch axis goes first, top_k is unchanged.
// CHECK-LABEL: func.func @topk_batched(%arg0: tensor<2x5x3xf32>) -> (tensor<3x2x3xf32>, tensor<3x2x3xi32>)
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x5x3xf32>) -> tensor<3x2x5xf32>
// CHECK-NEXT: %[[V:.*]], %[[I:.*]] = chlo.top_k(%[[T]], k = 3) : tensor<3x2x5xf32> -> (tensor<3x2x3xf32>, tensor<3x2x3xi32>)
// CHECK-NEXT: return %[[V]], %[[I]]

func.func @pool(%x: tensor<4x4xf32>) -> tensor<2x2xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, base_dilations = array<i64: 1, 1>, window_dilations = array<i64: 1, 2>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @pool_grad(%x: tensor<4x4xf32>, %ct: tensor<2x2xf32>) -> tensor<4x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %ct, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<0> : tensor<2x2xi64>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
func.func @topk(%x: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = chlo.top_k(%x, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}

// A reduce_window whose init value differs per batch element (vmap of the jvp of a case
// makes one) and whose body is one op: the operand padded explicitly, each element's init
// selected into its padded positions, reduced unpadded from the op's identity and then
// combined once with the element's init.
// CHECK-LABEL: func.func @cumulative_batched(%arg0: tensor<2x4xf32>, %arg1: tensor<2xf32>) -> tensor<2x4xf32>
// CHECK: %[[ID:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %arg0, %[[ID]], low = [0, 3], high = [0, 0], interior = [0, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x7xf32>
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<false> : tensor<2x4xi1>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: %[[M:.*]] = stablehlo.pad %[[F]], %[[T]], low = [0, 3], high = [0, 0], interior = [0, 0]
// CHECK-NEXT: %[[I:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<2xf32>) -> tensor<2x7xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %[[M]], %[[I]], %[[P]]
// CHECK-NEXT: %[[W:.*]] = "stablehlo.reduce_window"(%[[S]], %[[ID]]) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}>
// CHECK: (tensor<2x7xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.add %[[B]], %[[W]] : tensor<2x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @cumulative(%x: tensor<4xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  %0 = "stablehlo.reduce_window"(%x, %c) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 4>, padding = dense<[[3, 0]]> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
