// RUN: %hostcall-opt %s -split-input-file -p hostcall-narrow-types | %filecheck %s

// int4 arguments and results cross as i8 bytes holding the low four bits; inside, the
// values are sign-extended i8, and an add is wrapped back into int4's range.

// CHECK-LABEL: func.func public @main
// CHECK-SAME: (%arg0: tensor<3xi8>) -> tensor<3xi8>
// CHECK-NEXT: %c = stablehlo.constant dense<4> : tensor<3xi8>
// CHECK-NEXT: %0 = stablehlo.shift_left %arg0, %c : tensor<3xi8>
// CHECK-NEXT: %1 = stablehlo.shift_right_arithmetic %0, %c : tensor<3xi8>
// CHECK-NEXT: %2 = stablehlo.add %1, %1 : tensor<3xi8>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<4> : tensor<3xi8>
// CHECK-NEXT: %3 = stablehlo.shift_left %2, %c_0 : tensor<3xi8>
// CHECK-NEXT: %4 = stablehlo.shift_right_arithmetic %3, %c_0 : tensor<3xi8>
// CHECK-NEXT: %c_1 = stablehlo.constant dense<15> : tensor<3xi8>
// CHECK-NEXT: %5 = stablehlo.and %4, %c_1 : tensor<3xi8>
// CHECK-NEXT: return %5 : tensor<3xi8>
func.func public @main(%arg0: tensor<3xi4>) -> tensor<3xi4> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<3xi4>
  return %0 : tensor<3xi4>
}

// -----

// A float4_e2m1fn code is decoded arithmetically into f32 (bit 3 the sign, magnitude
// codes 0..7 = 0, .5, 1, 1.5, 2, 3, 4, 6); the convert to f32 is then the identity.

// CHECK-LABEL: func.func public @main
// CHECK-SAME: (%arg0: tensor<2xi8>) -> tensor<2xf32>
// CHECK-NEXT: %c = stablehlo.constant dense<7> : tensor<2xi8>
// CHECK-NEXT: %0 = stablehlo.and %arg0, %c : tensor<2xi8>
// CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xi8>) -> tensor<2xf32>
// CHECK: %11 = stablehlo.compare NE, %10, %c_6, SIGNED : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
// CHECK-NEXT: %12 = stablehlo.negate %9 : tensor<2xf32>
// CHECK-NEXT: %13 = stablehlo.select %11, %12, %9 : tensor<2xi1>, tensor<2xf32>
// CHECK-NEXT: return %13 : tensor<2xf32>
func.func public @main(%arg0: tensor<2xf4E2M1FN>) -> tensor<2xf32> {
  %0 = stablehlo.convert %arg0 : (tensor<2xf4E2M1FN>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Runtime imports take and give bytes too; a float8 value is only bitcast.

// CHECK-LABEL: func.func private @hostcall_rt.cb0(tensor<4xi8>) -> tensor<4xi8>
// CHECK-LABEL: func.func public @main
// CHECK-SAME: (%arg0: tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT: %c = stablehlo.constant dense<3> : tensor<4xi8>
// CHECK-NEXT: %0 = stablehlo.and %arg0, %c : tensor<4xi8>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<3> : tensor<4xi8>
// CHECK-NEXT: %1 = stablehlo.and %0, %c_0 : tensor<4xi8>
// CHECK-NEXT: %2 = call @hostcall_rt.cb0(%1) : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT: %3 = stablehlo.bitcast_convert %2 : (tensor<4xi8>) -> tensor<4xf8E4M3FN>
// CHECK-NEXT: %4 = stablehlo.bitcast_convert %3 : (tensor<4xf8E4M3FN>) -> tensor<4xi8>
// CHECK-NEXT: return %4 : tensor<4xi8>
func.func private @hostcall_rt.cb0(tensor<4xui2>) -> tensor<4xf8E4M3FN>
func.func public @main(%arg0: tensor<4xui2>) -> tensor<4xf8E4M3FN> {
  %0 = func.call @hostcall_rt.cb0(%arg0) : (tensor<4xui2>) -> tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}

// -----

// A uint2 iota is wrapped (masked; unsigned values live in i8 too, as IREE 3.13 fails to
// compile an `and` on ui8 feeding a reverse and a concatenate); a scalar int4 reduction
// keeps its region on i8 and wraps each step.

// CHECK-LABEL: func.func public @main
// CHECK-SAME: (%arg0: tensor<6xi8>) -> (tensor<6xi8>, tensor<i8>)
// CHECK: %2 = stablehlo.iota dim = 0 : tensor<6xi8>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<3> : tensor<6xi8>
// CHECK-NEXT: %3 = stablehlo.and %2, %c_0 : tensor<6xi8>
// CHECK-NEXT: %c_1 = stablehlo.constant dense<0> : tensor<i8>
// CHECK-NEXT: %4 = stablehlo.reduce(%1 init: %c_1) across dimensions = [0] : (tensor<6xi8>, tensor<i8>) -> tensor<i8>
// CHECK-NEXT: reducer(%arg1: tensor<i8>, %arg2: tensor<i8>)
// CHECK-NEXT: %7 = stablehlo.add %arg1, %arg2 : tensor<i8>
// CHECK-NEXT: %c_4 = stablehlo.constant dense<4> : tensor<i8>
// CHECK-NEXT: %8 = stablehlo.shift_left %7, %c_4 : tensor<i8>
// CHECK-NEXT: %9 = stablehlo.shift_right_arithmetic %8, %c_4 : tensor<i8>
// CHECK-NEXT: stablehlo.return %9 : tensor<i8>
func.func public @main(%arg0: tensor<6xi4>) -> (tensor<6xui2>, tensor<i4>) {
  %0 = stablehlo.iota dim = 0 : tensor<6xui2>
  %c = stablehlo.constant dense<0> : tensor<i4>
  %1 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<6xi4>, tensor<i4>) -> tensor<i4>
  return %0, %1 : tensor<6xui2>, tensor<i4>
}
