// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-complex-constants | filecheck %s

// iree-compile 3.13 rejects a complex splat as the destination of a dynamic_update_slice
// ("'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr
// instance"): the update is split into two real ones.

// CHECK-LABEL: func.func @update_of_zeros(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[Z]]
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[R0:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3x3xf32>
// CHECK-NEXT: %[[I0:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3x3xf32>
// CHECK-NEXT: %[[UR:.*]] = stablehlo.real %arg0 : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xf32>
// CHECK-NEXT: %[[DR:.*]] = stablehlo.dynamic_update_slice %[[R0]], %[[UR]], %arg1, %[[C]] : (tensor<3x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
// CHECK-NEXT: %[[UI:.*]] = stablehlo.imag %arg0 : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xf32>
// CHECK-NEXT: %[[DI:.*]] = stablehlo.dynamic_update_slice %[[I0]], %[[UI]], %arg1, %[[C]]
// CHECK-NEXT: %[[D:.*]] = stablehlo.complex %[[DR]], %[[DI]] : tensor<3x3xcomplex<f32>>
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %arg2, %[[D]], %[[B]]
// CHECK-NEXT: return %[[S]]
func.func @update_of_zeros(%u: tensor<1x3xcomplex<f32>>, %i: tensor<i32>, %p: tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>> {
  %z = stablehlo.constant dense<(0.0,0.0)> : tensor<complex<f32>>
  %0 = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1 = stablehlo.dynamic_update_slice %0, %u, %i, %c : (tensor<3x3xcomplex<f32>>, tensor<1x3xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<3x3xcomplex<f32>>
  %2 = stablehlo.select %p, %1, %0 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
  return %2 : tensor<3x3xcomplex<f32>>
}

// -----

// A complex128 splat keeps its value's two parts.

// CHECK-LABEL: func.func @update_of_a_complex128_splat(
// CHECK-NEXT: stablehlo.constant dense<(1.000000e+00,-2.000000e+00)> : tensor<4xcomplex<f64>>
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf64>
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<-2.000000e+00> : tensor<4xf64>
// CHECK-NEXT: %[[UR:.*]] = stablehlo.real %arg0
// CHECK-NEXT: %[[DR:.*]] = stablehlo.dynamic_update_slice %[[R]], %[[UR]], %arg1
// CHECK-NEXT: %[[UI:.*]] = stablehlo.imag %arg0
// CHECK-NEXT: %[[DI:.*]] = stablehlo.dynamic_update_slice %[[I]], %[[UI]], %arg1
// CHECK-NEXT: %[[D:.*]] = stablehlo.complex %[[DR]], %[[DI]] : tensor<4xcomplex<f64>>
// CHECK-NEXT: return %[[D]]
func.func @update_of_a_complex128_splat(%u: tensor<2xcomplex<f64>>, %i: tensor<i32>) -> tensor<4xcomplex<f64>> {
  %0 = stablehlo.constant dense<(1.0,-2.0)> : tensor<4xcomplex<f64>>
  %1 = stablehlo.dynamic_update_slice %0, %u, %i : (tensor<4xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<i32>) -> tensor<4xcomplex<f64>>
  return %1 : tensor<4xcomplex<f64>>
}

// -----

// An update into an array that is not a constant is left alone.

// CHECK-LABEL: func.func @update_of_an_argument(
// CHECK-NEXT: %[[D:.*]] = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<i32>) -> tensor<4xcomplex<f32>>
// CHECK-NEXT: return %[[D]]
func.func @update_of_an_argument(%x: tensor<4xcomplex<f32>>, %u: tensor<2xcomplex<f32>>, %i: tensor<i32>) -> tensor<4xcomplex<f32>> {
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<i32>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// IREE splats a complex128 splat that is a buffer of its own (a loop's start, a barrier's
// operand, a returned value) as one i128, which it cannot lower: in those uses only the
// splat is built from two real ones; the add keeps the constant.

// CHECK-LABEL: func.func @complex128_loop_start(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<4xcomplex<f64>>
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4xf64>
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4xf64>
// CHECK-NEXT: %[[S:.*]] = stablehlo.complex %[[R]], %[[I]] : tensor<4xcomplex<f64>>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[S]]
// CHECK-NEXT: %[[W:.*]]:2 = stablehlo.while(%iterArg = %[[C]], %[[X:[A-Za-z0-9_]+]] = %[[B]])
// CHECK:      stablehlo.add %[[X]], %[[Z]] : tensor<4xcomplex<f64>>
func.func @complex128_loop_start(%n: tensor<i32>) -> tensor<4xcomplex<f64>> {
  %z = stablehlo.constant dense<(0.0,0.0)> : tensor<4xcomplex<f64>>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %b = stablehlo.optimization_barrier %z : tensor<4xcomplex<f64>>
  %r:2 = stablehlo.while(%i = %c0, %x = %b) : tensor<i32>, tensor<4xcomplex<f64>>
   cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y = stablehlo.add %x, %z : tensor<4xcomplex<f64>>
    stablehlo.return %i, %y : tensor<i32>, tensor<4xcomplex<f64>>
  }
  return %r#1 : tensor<4xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @complex128_result(
// CHECK-NEXT: stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f64>>
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %[[S:.*]] = stablehlo.complex %[[R]], %[[I]] : tensor<2xcomplex<f64>>
// CHECK-NEXT: return %[[S]]
func.func @complex128_result() -> tensor<2xcomplex<f64>> {
  %0 = stablehlo.constant dense<(1.0,2.0)> : tensor<2xcomplex<f64>>
  return %0 : tensor<2xcomplex<f64>>
}

// -----

// complex64 splats compile in every use but an update's destination and are left alone.

// CHECK-LABEL: func.func @complex64_result(
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>
// CHECK-NEXT: return %[[C]]
func.func @complex64_result() -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.constant dense<(1.0,2.0)> : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

// Through a broadcast: a complex128 splat concatenated (not elementwise) is rebuilt at
// the broadcast's shape; the broadcast itself and the multiply keep the constant.

// CHECK-LABEL: func.func @complex128_concatenate(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[Z]], dims = [] : (tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[B]] : tensor<2xcomplex<f64>>
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %[[S:.*]] = stablehlo.complex %[[R]], %[[I]] : tensor<2xcomplex<f64>>
// CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %[[S]], %[[M]], dim = 0
// CHECK-NEXT: return %[[C]]
func.func @complex128_concatenate(%x: tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  %z = stablehlo.constant dense<(0.0,1.0)> : tensor<complex<f64>>
  %0 = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
  %1 = stablehlo.multiply %x, %0 : tensor<2xcomplex<f64>>
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  return %2 : tensor<4xcomplex<f64>>
}

// -----

// A complex128 constant that is not a splat crashes iree-compile once it is stored: it is
// rebuilt from two real constants for every use, NaN and infinities (printed as bits)
// included; an update into it is split first.

// CHECK-LABEL: func.func @complex128_elements(
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[1.000000e+00, 0x7FF8000000000000, -2.500000e-01]> : tensor<3xf64>
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<[2.000000e+00, 0xFFF0000000000000, 0.33333333333333331]> : tensor<3xf64>
// CHECK-NEXT: %[[C:.*]] = stablehlo.complex %[[R]], %[[I]] : tensor<3xcomplex<f64>>
// CHECK-NEXT: %[[R2:.*]] = stablehlo.constant dense<[1.000000e+00, 0x7FF8000000000000, -2.500000e-01]> : tensor<3xf64>
// CHECK-NEXT: %[[I2:.*]] = stablehlo.constant dense<[2.000000e+00, 0xFFF0000000000000, 0.33333333333333331]> : tensor<3xf64>
// CHECK-NEXT: %[[UR:.*]] = stablehlo.real %arg1
// CHECK-NEXT: %[[DR:.*]] = stablehlo.dynamic_update_slice %[[R2]], %[[UR]], %arg2
// CHECK-NEXT: %[[UI:.*]] = stablehlo.imag %arg1
// CHECK-NEXT: %[[DI:.*]] = stablehlo.dynamic_update_slice %[[I2]], %[[UI]], %arg2
// CHECK-NEXT: %[[D:.*]] = stablehlo.complex %[[DR]], %[[DI]] : tensor<3xcomplex<f64>>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[C]] : tensor<3xcomplex<f64>>
// CHECK-NEXT: return %[[M]], %[[D]]
func.func @complex128_elements(%x: tensor<3xcomplex<f64>>, %u: tensor<1xcomplex<f64>>, %i: tensor<i32>) -> (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) {
  %0 = stablehlo.constant dense<[(1.0,2.0), (0x7FF8000000000000,0xFFF0000000000000), (-0.25,0.33333333333333331)]> : tensor<3xcomplex<f64>>
  %1 = stablehlo.dynamic_update_slice %0, %u, %i : (tensor<3xcomplex<f64>>, tensor<1xcomplex<f64>>, tensor<i32>) -> tensor<3xcomplex<f64>>
  %2 = stablehlo.multiply %x, %0 : tensor<3xcomplex<f64>>
  return %2, %1 : tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>
}

// -----

// Printed as hex bytes (big constants): read the same way.

// CHECK-LABEL: func.func @complex128_hex(
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf64>
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<[5.000000e-01, 0.000000e+00]> : tensor<2xf64>
// CHECK-NEXT: %[[C:.*]] = stablehlo.complex %[[R]], %[[I]] : tensor<2xcomplex<f64>>
// CHECK-NEXT: return %[[C]]
func.func @complex128_hex() -> tensor<2xcomplex<f64>> {
  %0 = stablehlo.constant dense<"0x000000000000F03F000000000000E03F00000000000000C00000000000000000"> : tensor<2xcomplex<f64>>
  return %0 : tensor<2xcomplex<f64>>
}
