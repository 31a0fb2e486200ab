// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-int-sign-convert | filecheck %s

// Same width: the convert is a bitcast.

// CHECK-LABEL: func.func @same_width(
// CHECK-NEXT: %[[B:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<i32>) -> tensor<ui32>
// CHECK-NEXT: return %[[B]] : tensor<ui32>
func.func @same_width(%x: tensor<i32>) -> tensor<ui32> {
  %u = stablehlo.convert %x : (tensor<i32>) -> tensor<ui32>
  return %u : tensor<ui32>
}

// -----

// Signed to wider unsigned: sign-extend in the signed type first; unsigned to narrower
// signed: truncate in the unsigned type first.

// CHECK-LABEL: func.func @widths(
// CHECK-NEXT: %[[W:.*]] = stablehlo.convert %arg0 : (tensor<3xi8>) -> tensor<3xi32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.bitcast_convert %[[W]] : (tensor<3xi32>) -> tensor<3xui32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.convert %arg1 : (tensor<3xui32>) -> tensor<3xui8>
// CHECK-NEXT: %[[S:.*]] = stablehlo.bitcast_convert %[[N]] : (tensor<3xui8>) -> tensor<3xi8>
// CHECK-NEXT: return %[[U]], %[[S]]
func.func @widths(%x: tensor<3xi8>, %y: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xi8>) {
  %u = stablehlo.convert %x : (tensor<3xi8>) -> tensor<3xui32>
  %s = stablehlo.convert %y : (tensor<3xui32>) -> tensor<3xi8>
  return %u, %s : tensor<3xui32>, tensor<3xi8>
}

// -----

// Same-sign, float and boolean converts are left alone.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NEXT: stablehlo.convert %arg0 : (tensor<i32>) -> tensor<i64>
// CHECK-NEXT: stablehlo.convert %arg1 : (tensor<ui8>) -> tensor<ui32>
// CHECK-NEXT: stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT: stablehlo.convert %arg2 : (tensor<i1>) -> tensor<ui32>
func.func @left_alone(%x: tensor<i32>, %y: tensor<ui8>, %b: tensor<i1>) -> (tensor<i64>, tensor<ui32>, tensor<f32>, tensor<ui32>) {
  %a = stablehlo.convert %x : (tensor<i32>) -> tensor<i64>
  %c = stablehlo.convert %y : (tensor<ui8>) -> tensor<ui32>
  %f = stablehlo.convert %x : (tensor<i32>) -> tensor<f32>
  %d = stablehlo.convert %b : (tensor<i1>) -> tensor<ui32>
  return %a, %c, %f, %d : tensor<i64>, tensor<ui32>, tensor<f32>, tensor<ui32>
}
