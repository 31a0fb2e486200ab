// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-signed-reverse | filecheck %s

// An unsigned reverse reverses the bit patterns as signed integers of the same width:
// IREE 3.13 does not compile stablehlo.reverse of unsigned integers.

// CHECK-LABEL: func.func @reverse_ui32(
// CHECK-NEXT: %[[S:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<2x3xui32>) -> tensor<2x3xi32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reverse %[[S]], dims = [1] : tensor<2x3xi32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.bitcast_convert %[[R]] : (tensor<2x3xi32>) -> tensor<2x3xui32>
// CHECK-NEXT: return %[[U]]
func.func @reverse_ui32(%a: tensor<2x3xui32>) -> tensor<2x3xui32> {
  %r = stablehlo.reverse %a, dims = [1] : tensor<2x3xui32>
  return %r : tensor<2x3xui32>
}

// -----

// Signed, float and boolean reverses compile as they are: left alone.

// CHECK-LABEL: func.func @reverse_others(
// CHECK-NEXT: %[[A:.*]] = stablehlo.reverse %arg0, dims = [0] : tensor<4xi8>
// CHECK-NEXT: %[[B:.*]] = stablehlo.reverse %arg1, dims = [0, 1] : tensor<2x2xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.reverse %arg2, dims = [0] : tensor<3xi1>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
func.func @reverse_others(%a: tensor<4xi8>, %b: tensor<2x2xf32>, %c: tensor<3xi1>)
    -> (tensor<4xi8>, tensor<2x2xf32>, tensor<3xi1>) {
  %ra = stablehlo.reverse %a, dims = [0] : tensor<4xi8>
  %rb = stablehlo.reverse %b, dims = [0, 1] : tensor<2x2xf32>
  %rc = stablehlo.reverse %c, dims = [0] : tensor<3xi1>
  return %ra, %rb, %rc : tensor<4xi8>, tensor<2x2xf32>, tensor<3xi1>
}
