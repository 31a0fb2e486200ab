// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-convolution-workarounds' | filecheck %s

// A complex convolution becomes four real ones of the parts, each with the original
// attributes: (ar*br - ai*bi) + i (ar*bi + ai*br).
// CHECK-LABEL: func.func @f(%arg0: tensor<1x1x5xcomplex<f32>>, %arg1: tensor<3x1x1xcomplex<f32>>) -> tensor<1x1x7xcomplex<f32>>
// CHECK-NEXT: %[[AR:.*]] = stablehlo.real %arg0 : (tensor<1x1x5xcomplex<f32>>) -> tensor<1x1x5xf32>
// CHECK-NEXT: %[[AI:.*]] = stablehlo.imag %arg0 : (tensor<1x1x5xcomplex<f32>>) -> tensor<1x1x5xf32>
// CHECK-NEXT: %[[BR:.*]] = stablehlo.real %arg1 : (tensor<3x1x1xcomplex<f32>>) -> tensor<3x1x1xf32>
// CHECK-NEXT: %[[BI:.*]] = stablehlo.imag %arg1 : (tensor<3x1x1xcomplex<f32>>) -> tensor<3x1x1xf32>
// CHECK-NEXT: %[[RR:.*]] = stablehlo.convolution(%[[AR]], %[[BR]]) dim_numbers = [b, f, 0]x[0, i, o]->[b, f, 0], window = {stride = [1], pad = {{\[\[}}2, 2]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x5xf32>, tensor<3x1x1xf32>) -> tensor<1x1x7xf32>
// CHECK-NEXT: %[[II:.*]] = stablehlo.convolution(%[[AI]], %[[BI]])
// CHECK-NEXT: %[[RE:.*]] = stablehlo.subtract %[[RR]], %[[II]] : tensor<1x1x7xf32>
// CHECK-NEXT: %[[RI:.*]] = stablehlo.convolution(%[[AR]], %[[BI]])
// CHECK-NEXT: %[[IR:.*]] = stablehlo.convolution(%[[AI]], %[[BR]])
// CHECK-NEXT: %[[IM:.*]] = stablehlo.add %[[RI]], %[[IR]] : tensor<1x1x7xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.complex %[[RE]], %[[IM]] : tensor<1x1x7xcomplex<f32>>
// CHECK-NEXT: return %[[C]]
func.func @f(%a: tensor<1x1x5xcomplex<f32>>, %b: tensor<3x1x1xcomplex<f32>>) -> tensor<1x1x7xcomplex<f32>> {
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0]x[0, i, o]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x5xcomplex<f32>>, tensor<3x1x1xcomplex<f32>>) -> tensor<1x1x7xcomplex<f32>>
  return %0 : tensor<1x1x7xcomplex<f32>>
}

// -----

// No input features: the result is a sum over nothing, a zero constant.
// CHECK-LABEL: func.func @e(%arg0: tensor<0x3x5xf32>, %arg1: tensor<2x0x4xf32>) -> tensor<3x4x4xf32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3x4x4xf32>
// CHECK-NEXT: return %[[Z]]
func.func @e(%a: tensor<0x3x5xf32>, %b: tensor<2x0x4xf32>) -> tensor<3x4x4xf32> {
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [f, b, 0]x[0, i, o]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<0x3x5xf32>, tensor<2x0x4xf32>) -> tensor<3x4x4xf32>
  return %0 : tensor<3x4x4xf32>
}

// -----

// bf16 operands and result: computed in f32, rounded once.
// CHECK-LABEL: func.func @h(%arg0: tensor<1x2x5xbf16>, %arg1: tensor<2x2x3xbf16>) -> tensor<1x3x4xbf16>
// CHECK-NEXT: %[[A:.*]] = stablehlo.convert %arg0 : (tensor<1x2x5xbf16>) -> tensor<1x2x5xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.convert %arg1 : (tensor<2x2x3xbf16>) -> tensor<2x2x3xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%[[A]], %[[B]]) dim_numbers = [b, f, 0]x[0, i, o]->[b, f, 0], window = {stride = [1], pad = {{\[\[}}0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x5xf32>, tensor<2x2x3xf32>) -> tensor<1x3x4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.convert %[[C]] : (tensor<1x3x4xf32>) -> tensor<1x3x4xbf16>
// CHECK-NEXT: return %[[R]]
func.func @h(%a: tensor<1x2x5xbf16>, %b: tensor<2x2x3xbf16>) -> tensor<1x3x4xbf16> {
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0]x[0, i, o]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x5xbf16>, tensor<2x2x3xbf16>) -> tensor<1x3x4xbf16>
  return %0 : tensor<1x3x4xbf16>
}

// -----

// An OIHW kernel is transposed to HWIO behind an optimization_barrier (which keeps IREE
// from folding the transpose back into the convolution); lhs and result keep NCHW.
// CHECK-LABEL: func.func @k(%arg0: tensor<2x3x6x5xf32>, %arg1: tensor<4x3x3x2xf32>) -> tensor<2x4x4x4xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg1, dims = [2, 3, 1, 0] : (tensor<4x3x3x2xf32>) -> tensor<3x2x3x4xf32>
// CHECK-NEXT: %[[K:.*]] = stablehlo.optimization_barrier %[[T]] : tensor<3x2x3x4xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%arg0, %[[K]]) dim_numbers = [b, f, 0, 1]x[0, 1, i, o]->[b, f, 0, 1], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x6x5xf32>, tensor<3x2x3x4xf32>) -> tensor<2x4x4x4xf32>
// CHECK-NEXT: return %[[C]]
func.func @k(%a: tensor<2x3x6x5xf32>, %b: tensor<4x3x3x2xf32>) -> tensor<2x4x4x4xf32> {
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x6x5xf32>, tensor<4x3x3x2xf32>) -> tensor<2x4x4x4xf32>
  return %0 : tensor<2x4x4x4xf32>
}

// -----

// Real convolutions with HWIO kernels are left alone.
// CHECK-LABEL: func.func @g(%arg0: tensor<1x1x5xf32>, %arg1: tensor<3x1x1xf32>) -> tensor<1x1x7xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%arg0, %arg1)
// CHECK-NEXT: return %[[C]]
func.func @g(%a: tensor<1x1x5xf32>, %b: tensor<3x1x1xf32>) -> tensor<1x1x7xf32> {
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0]x[0, i, o]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x5xf32>, tensor<3x1x1xf32>) -> tensor<1x1x7xf32>
  return %0 : tensor<1x1x7xf32>
}
