// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-fold-convert-round-trips | filecheck %s

// A lossless round trip (ui8 -> ui16 -> ui8, ui8 -> i16 -> ui8, f16 -> f32 -> f16) is its
// input: iree-compile 3.13 crashed on such a round trip of a loop carry (the differential
// fuzzer's seed 31 f72).  A narrowing first step (i32 -> i8 -> i32 wraps), an unsigned
// type of the same width (i8 -> ui8 -> i8) and int -> float -> int are left alone.

// CHECK-LABEL: func.func @round_trips(
// CHECK: %[[B8:.*]] = stablehlo.convert %arg1 : (tensor<4xi32>) -> tensor<4xi8>
// CHECK-NEXT: %[[B32:.*]] = stablehlo.convert %[[B8]] : (tensor<4xi8>) -> tensor<4xi32>
// CHECK-NEXT: %[[DU:.*]] = stablehlo.convert %arg3 : (tensor<4xi8>) -> tensor<4xui8>
// CHECK-NEXT: %[[D8:.*]] = stablehlo.convert %[[DU]] : (tensor<4xui8>) -> tensor<4xi8>
// CHECK-NEXT: %[[DF:.*]] = stablehlo.convert %arg3 : (tensor<4xi8>) -> tensor<4xf32>
// CHECK-NEXT: %[[DI:.*]] = stablehlo.convert %[[DF]] : (tensor<4xf32>) -> tensor<4xi8>
// CHECK-NEXT: return %arg0, %arg0, %arg2, %[[B32]], %[[D8]], %[[DI]] :
func.func @round_trips(%a: tensor<4xui8>, %b: tensor<4xi32>, %c: tensor<4xf16>, %d: tensor<4xi8>) -> (tensor<4xui8>, tensor<4xui8>, tensor<4xf16>, tensor<4xi32>, tensor<4xi8>, tensor<4xi8>) {
  %a16 = stablehlo.convert %a : (tensor<4xui8>) -> tensor<4xui16>
  %a8 = stablehlo.convert %a16 : (tensor<4xui16>) -> tensor<4xui8>
  %s16 = stablehlo.convert %a : (tensor<4xui8>) -> tensor<4xi16>
  %s8 = stablehlo.convert %s16 : (tensor<4xi16>) -> tensor<4xui8>
  %c32 = stablehlo.convert %c : (tensor<4xf16>) -> tensor<4xf32>
  %c16 = stablehlo.convert %c32 : (tensor<4xf32>) -> tensor<4xf16>
  %b8 = stablehlo.convert %b : (tensor<4xi32>) -> tensor<4xi8>
  %b32 = stablehlo.convert %b8 : (tensor<4xi8>) -> tensor<4xi32>
  %du = stablehlo.convert %d : (tensor<4xi8>) -> tensor<4xui8>
  %d8 = stablehlo.convert %du : (tensor<4xui8>) -> tensor<4xi8>
  %df = stablehlo.convert %d : (tensor<4xi8>) -> tensor<4xf32>
  %di = stablehlo.convert %df : (tensor<4xf32>) -> tensor<4xi8>
  return %a8, %s8, %c16, %b32, %d8, %di : tensor<4xui8>, tensor<4xui8>, tensor<4xf16>, tensor<4xi32>, tensor<4xi8>, tensor<4xi8>
}
