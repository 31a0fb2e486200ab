// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-iota-constants | filecheck %s

// Small iotas of any dimension and element type become the constants they equal.

// CHECK-LABEL: func.func @small(
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<{{\[}}[0.000000e+00, 1.000000e+00, 2.000000e+00], [0.000000e+00, 1.000000e+00, 2.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %arg0, %[[F]] : tensor<2x3xf32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.constant dense<{{\[}}[0, 0, 0], [1, 1, 1]]> : tensor<2x3xui32>
// CHECK-NEXT: return %[[S]], %[[U]]
func.func @small(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xui32>) {
  %0 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  %1 = stablehlo.add %x, %0 : tensor<2x3xf32>
  %2 = stablehlo.iota dim = 0 : tensor<2x3xui32>
  return %1, %2 : tensor<2x3xf32>, tensor<2x3xui32>
}

// -----

// Above MAX_ELEMENTS (4096) the iota stays: its constant would weigh on the module.

// CHECK-LABEL: func.func @large(
// CHECK-NEXT: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<8192xi32>
// CHECK-NEXT: stablehlo.add %arg0, %[[I]]
func.func @large(%x: tensor<8192xi32>) -> tensor<8192xi32> {
  %0 = stablehlo.iota dim = 0 : tensor<8192xi32>
  %1 = stablehlo.add %x, %0 : tensor<8192xi32>
  return %1 : tensor<8192xi32>
}

// -----

// An iota in a loop kernel is the kernel's code: it stays.

// CHECK-LABEL: func.func @in_kernel(
// CHECK-NEXT: flow.dispatch.region
// CHECK-NEXT: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<4xi32>
func.func @in_kernel(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = flow.dispatch.region -> (tensor<4xi32>) {
    %1 = stablehlo.iota dim = 0 : tensor<4xi32>
    %2 = stablehlo.add %x, %1 : tensor<4xi32>
    flow.return %2 : tensor<4xi32>
  }
  return %0 : tensor<4xi32>
}

// -----

// An iota a sort reads, also through a broadcast (IREE sorts in place, and folds a
// broadcast of a constant into a constant): it stays.

// CHECK-LABEL: func.func @sorted(
// CHECK-NEXT: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT: stablehlo.sort
func.func @sorted(%x: tensor<4xf32>) -> tensor<4xi32> {
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  %1:2 = "stablehlo.sort"(%x, %0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %2 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %1#1 : tensor<4xi32>
}

// CHECK-LABEL: func.func @sorted_broadcast(
// CHECK-NEXT: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT: stablehlo.broadcast_in_dim %[[I]]
func.func @sorted_broadcast(%x: tensor<2x4xf32>) -> tensor<2x4xi32> {
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  %b = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xi32>) -> tensor<2x4xi32>
  %1:2 = "stablehlo.sort"(%x, %b) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>, %d: tensor<i32>, %e: tensor<i32>):
    %2 = stablehlo.compare LT, %a, %c, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x4xf32>, tensor<2x4xi32>) -> (tensor<2x4xf32>, tensor<2x4xi32>)
  return %1#1 : tensor<2x4xi32>
}
