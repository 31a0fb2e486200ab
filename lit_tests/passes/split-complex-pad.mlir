// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-split-complex-pad | filecheck %s

// iree-compile 3.13 crashes on a complex stablehlo.pad: the parts are padded apart.

// CHECK-LABEL: func.func @complex(
// CHECK-NEXT: %[[XR:.*]] = stablehlo.real %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[VR:.*]] = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
// CHECK-NEXT: %[[PR:.*]] = stablehlo.pad %[[XR]], %[[VR]], low = [0, 1], high = [2, 0], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x4xf32>
// CHECK-NEXT: %[[XI:.*]] = stablehlo.imag %arg0
// CHECK-NEXT: %[[VI:.*]] = stablehlo.imag %arg1
// CHECK-NEXT: %[[PI:.*]] = stablehlo.pad %[[XI]], %[[VI]], low = [0, 1], high = [2, 0], interior = [1, 0]
// CHECK-NEXT: %[[P:.*]] = stablehlo.complex %[[PR]], %[[PI]] : tensor<5x4xcomplex<f32>>
// CHECK-NEXT: return %[[P]]
func.func @complex(%x: tensor<2x3xcomplex<f32>>, %v: tensor<complex<f32>>) -> tensor<5x4xcomplex<f32>> {
  %0 = stablehlo.pad %x, %v, low = [0, 1], high = [2, 0], interior = [1, 0] : (tensor<2x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5x4xcomplex<f32>>
  return %0 : tensor<5x4xcomplex<f32>>
}

// -----

// Real pads are left alone.

// CHECK-LABEL: func.func @real(
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %arg0, %arg1, low = [1], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
// CHECK-NEXT: return %[[P]]
func.func @real(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<5xf32> {
  %0 = stablehlo.pad %x, %v, low = [1], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
