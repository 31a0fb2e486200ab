// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-transpose{function=lin linear-args=1}' | filecheck %s

// Transpose w.r.t. lhs: the cotangent is correlated with the reversed kernel whose
// feature groups moved from its output into its input features ([i, o] roles swapped);
// the window stride 2 becomes lhs dilation 2, and the padding gives lhs's 6x5 back.
// CHECK-LABEL: func.func private @lin_t(%arg0: tensor<4x2x2x2xf32>, %arg1: tensor<2x4x3x5xf32>) -> tensor<2x4x6x5xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.reshape %arg0 : (tensor<4x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[S]], dims = [1, 0, 2, 3, 4] : (tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
// CHECK-NEXT: %[[K:.*]] = stablehlo.reshape %[[T]] : (tensor<2x2x2x2x2xf32>) -> tensor<2x4x2x2xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reverse %[[K]], dims = [2, 3] : tensor<2x4x2x2xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%arg1, %[[R]]) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [0, 1]], lhs_dilate = [2, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x3x5xf32>, tensor<2x4x2x2xf32>) -> tensor<2x4x6x5xf32>
// CHECK-NEXT: return %[[C]]
func.func @lin(%w: tensor<4x2x2x2xf32>, %t: tensor<2x4x6x5xf32>) -> tensor<2x4x3x5xf32> {
  %0 = stablehlo.convolution(%t, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[0, 1], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x6x5xf32>, tensor<4x2x2x2xf32>) -> tensor<2x4x3x5xf32>
  return %0 : tensor<2x4x3x5xf32>
}

// -----

// Transpose w.r.t. rhs: lhs is correlated with the cotangent as the kernel, batch and
// feature roles exchanged; the window stride 2 becomes the kernel dilation and the
// kernel dilation 2 the stride; batch groups become feature groups.
// CHECK-LABEL: func.func private @lin_t(%arg0: tensor<4x3x7xf32>, %arg1: tensor<2x6x3xf32>) -> tensor<6x3x2xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%arg0, %arg1) dim_numbers = [f, b, 0]x[i, o, 0]->[f, b, 0], window = {stride = [2], pad = {{\[\[}}0, 0]], lhs_dilate = [1], rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<4x3x7xf32>, tensor<2x6x3xf32>) -> tensor<6x3x2xf32>
// CHECK-NEXT: return %[[C]]
func.func @lin(%x: tensor<4x3x7xf32>, %t: tensor<6x3x2xf32>) -> tensor<2x6x3xf32> {
  %0 = stablehlo.convolution(%x, %t) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [2]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x3x7xf32>, tensor<6x3x2xf32>) -> tensor<2x6x3xf32>
  return %0 : tensor<2x6x3xf32>
}
