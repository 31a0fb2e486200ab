// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-jvp{function=f}' | filecheck %s

// Convolution is bilinear: the tangent is conv(t_x, w) + conv(x, t_w), each with the
// primal op's attributes (precision included).
// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<1x5x5x2xf32>, %arg1: tensor<3x3x2x4xf32>, %arg2: tensor<1x5x5x2xf32>, %arg3: tensor<3x3x2x4xf32>) -> (tensor<1x5x5x4xf32>, tensor<1x5x5x4xf32>)
// CHECK-NEXT: %[[Y:.*]] = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
// CHECK-NEXT: %[[TX:.*]] = stablehlo.convolution(%arg2, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}
// CHECK-NEXT: %[[TW:.*]] = stablehlo.convolution(%arg0, %arg3)
// CHECK-NEXT: %[[T:.*]] = stablehlo.add %[[TX]], %[[TW]] : tensor<1x5x5x4xf32>
// CHECK-NEXT: return %[[Y]], %[[T]]
func.func @f(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x5x5x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x5x5x4xf32>
  return %0 : tensor<1x5x5x4xf32>
}

// -----

// A constant kernel has no tangent: only conv(t_x, w) remains.
// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<2x3x6xf32>, %arg1: tensor<2x3x6xf32>) -> (tensor<2x4x3xf32>, tensor<2x4x3xf32>)
// CHECK-NEXT: %[[W:.*]] = stablehlo.constant dense<5.000000e-01> : tensor<4x3x2xf32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.convolution(%arg0, %[[W]])
// CHECK-NEXT: %[[T:.*]] = stablehlo.convolution(%arg1, %[[W]]) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = {{\[\[}}0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x6xf32>, tensor<4x3x2xf32>) -> tensor<2x4x3xf32>
// CHECK-NEXT: return %[[Y]], %[[T]]
func.func @f(%x: tensor<2x3x6xf32>) -> tensor<2x4x3xf32> {
  %w = stablehlo.constant dense<0.5> : tensor<4x3x2xf32>
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x6xf32>, tensor<4x3x2xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}
