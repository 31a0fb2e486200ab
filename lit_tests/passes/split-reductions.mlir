// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-split-reductions | filecheck %s

// A sum of 2^20 elements: rows of 4096 summed from the identity, then the 256 row sums
// from the original init.

// CHECK-LABEL: func.func @long_sum(
// CHECK-NEXT: %[[INIT:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[ROWS:.*]] = stablehlo.reshape %arg0 : (tensor<1048576xf32>) -> tensor<256x4096xf32>
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[PARTS:.*]] = stablehlo.reduce(%[[ROWS]] init: %[[ZERO]]) applies stablehlo.add across dimensions = [1] : (tensor<256x4096xf32>, tensor<f32>) -> tensor<256xf32>
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.reduce(%[[PARTS]] init: %[[INIT]]) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %[[SUM]]
func.func @long_sum(%a: tensor<1048576xf32>) -> tensor<f32> {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %s = stablehlo.reduce(%a init: %one) applies stablehlo.add across dimensions = [0] : (tensor<1048576xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// A max over the leading dimension of a 2-D array: the kept trailing dimension stays.
// 100000 = 25 x 4000 (the largest divisor up to 4096).

// CHECK-LABEL: func.func @leading_max(
// CHECK: stablehlo.reshape %arg0 : (tensor<100000x3xi32>) -> tensor<25x4000x3xi32>
// CHECK: stablehlo.constant dense<-2147483648> : tensor<i32>
// CHECK: applies stablehlo.maximum across dimensions = [1] : (tensor<25x4000x3xi32>, tensor<i32>) -> tensor<25x3xi32>
// CHECK: applies stablehlo.maximum across dimensions = [0] : (tensor<25x3xi32>, tensor<i32>) -> tensor<3xi32>
func.func @leading_max(%a: tensor<100000x3xi32>, %init: tensor<i32>) -> tensor<3xi32> {
  %s = stablehlo.reduce(%a init: %init) applies stablehlo.maximum across dimensions = [0] : (tensor<100000x3xi32>, tensor<i32>) -> tensor<3xi32>
  return %s : tensor<3xi32>
}

// -----

// A full reduction of a 2-D array (a contiguous run of dimensions): one reshape to rows.

// CHECK-LABEL: func.func @all_dims(
// CHECK: stablehlo.reshape %arg0 : (tensor<512x512xf32>) -> tensor<64x4096xf32>
// CHECK: across dimensions = [1]
// CHECK: across dimensions = [0]
func.func @all_dims(%a: tensor<512x512xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// Left alone: short rows, a length with no divisor in [256, 4096] (a prime), dimensions
// that are not one run, and a body that is not one monoid op.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: stablehlo.reshape
// CHECK: return
func.func @left_alone(%a: tensor<4096x16xf32>, %p: tensor<65537xf32>, %q: tensor<256x4x256xf32>) -> (tensor<16xf32>, tensor<f32>, tensor<4xf32>, tensor<f32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4096x16xf32>, tensor<f32>) -> tensor<16xf32>
  %s1 = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [0] : (tensor<65537xf32>, tensor<f32>) -> tensor<f32>
  %s2 = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0, 2] : (tensor<256x4x256xf32>, tensor<f32>) -> tensor<4xf32>
  %s3 = stablehlo.reduce(%p init: %z) across dimensions = [0] : (tensor<65537xf32>, tensor<f32>) -> tensor<f32>
    reducer(%x: tensor<f32>, %y: tensor<f32>) {
      %d = stablehlo.subtract %x, %y : tensor<f32>
      stablehlo.return %d : tensor<f32>
    }
  return %s0, %s1, %s2, %s3 : tensor<16xf32>, tensor<f32>, tensor<4xf32>, tensor<f32>
}
