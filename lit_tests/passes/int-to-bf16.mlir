// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-int-to-bf16 | filecheck %s

// Integers and booleans reach bf16 through float32 behind an optimization_barrier: IREE
// 3.13 cannot link a direct integer -> bf16 conversion (it calls __truncsfbf2).

// CHECK-LABEL: func.func @direct(
// CHECK-NEXT: %[[F:.*]] = stablehlo.convert %arg0 : (tensor<4xi32>) -> tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[F]] : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.convert %[[B]] : (tensor<4xf32>) -> tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = stablehlo.convert %arg1 : (tensor<4xi1>) -> tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.optimization_barrier %[[G]] : tensor<4xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.convert %[[C]] : (tensor<4xf32>) -> tensor<4xbf16>
// CHECK-NEXT: return %[[R]], %[[S]]
func.func @direct(%x: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4xbf16>, tensor<4xbf16>) {
  %r = stablehlo.convert %x : (tensor<4xi32>) -> tensor<4xbf16>
  %s = stablehlo.convert %p : (tensor<4xi1>) -> tensor<4xbf16>
  return %r, %s : tensor<4xbf16>, tensor<4xbf16>
}

// -----

// A module's own int -> f64 -> bf16 chain gets the barrier (IREE folds it into one).

// CHECK-LABEL: func.func @chain(
// CHECK-NEXT: %[[F:.*]] = stablehlo.convert %arg0 : (tensor<4xi32>) -> tensor<4xf64>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[F]] : tensor<4xf64>
// CHECK-NEXT: stablehlo.convert %[[B]] : (tensor<4xf64>) -> tensor<4xbf16>
func.func @chain(%x: tensor<4xi32>) -> tensor<4xbf16> {
  %f = stablehlo.convert %x : (tensor<4xi32>) -> tensor<4xf64>
  %r = stablehlo.convert %f : (tensor<4xf64>) -> tensor<4xbf16>
  return %r : tensor<4xbf16>
}

// -----

// Floats computed otherwise, and other targets, are left alone.

// CHECK-LABEL: func.func @kept(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @kept(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xbf16>, tensor<4xf16>) {
  %r = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xbf16>
  %s = stablehlo.convert %i : (tensor<4xi32>) -> tensor<4xf16>
  return %r, %s : tensor<4xbf16>, tensor<4xf16>
}
