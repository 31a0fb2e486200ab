// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-vmap{function=f batch-size=3 in-axes=0}' | filecheck %s

// Both operands batched: the batch axis joins lhs's features (batch-major) and the
// kernel's output features, and each batch element becomes feature groups of its own:
// feature_group_count 2 -> 6.  The result's features are split again.
// CHECK-LABEL: func.func @f_batched(%arg0: tensor<3x2x4x6x5xf32>, %arg1: tensor<3x4x2x2x2xf32>) -> tensor<3x2x4x5x3xf32>
// CHECK-NEXT: %[[W:.*]] = stablehlo.reshape %arg1 : (tensor<3x4x2x2x2xf32>) -> tensor<12x2x2x2xf32>
// CHECK-NEXT: %[[XT:.*]] = stablehlo.transpose %arg0, dims = [1, 0, 2, 3, 4] : (tensor<3x2x4x6x5xf32>) -> tensor<2x3x4x6x5xf32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.reshape %[[XT]] : (tensor<2x3x4x6x5xf32>) -> tensor<2x12x6x5xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%[[X]], %[[W]]) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = {{\[\[}}0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64} : (tensor<2x12x6x5xf32>, tensor<12x2x2x2xf32>) -> tensor<2x12x5x3xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[C]] : (tensor<2x12x5x3xf32>) -> tensor<2x3x4x5x3xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[R]], dims = [1, 0, 2, 3, 4] : (tensor<2x3x4x5x3xf32>) -> tensor<3x2x4x5x3xf32>
// CHECK-NEXT: return %[[T]]
func.func @f(%x: tensor<2x4x6x5xf32>, %w: tensor<4x2x2x2xf32>) -> tensor<2x4x5x3xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x6x5xf32>, tensor<4x2x2x2xf32>) -> tensor<2x4x5x3xf32>
  return %0 : tensor<2x4x5x3xf32>
}

// -----

// Only lhs batched (NHWC): the batch axis joins lhs's batch dimension, which is
// already major, so two reshapes do it.
// CHECK-LABEL: func.func @f_batched(%arg0: tensor<3x2x5x5x3xf32>) -> tensor<3x2x5x5x4xf32>
// CHECK-NEXT: %[[W:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<3x3x3x4xf32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.reshape %arg0 : (tensor<3x2x5x5x3xf32>) -> tensor<6x5x5x3xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%[[X]], %[[W]]) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], {{.*}} : (tensor<6x5x5x3xf32>, tensor<3x3x3x4xf32>) -> tensor<6x5x5x4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[C]] : (tensor<6x5x5x4xf32>) -> tensor<3x2x5x5x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @f(%x: tensor<2x5x5x3xf32>) -> tensor<2x5x5x4xf32> {
  %w = stablehlo.constant dense<1.0> : tensor<3x3x3x4xf32>
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x5x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x5x5x4xf32>
  return %0 : tensor<2x5x5x4xf32>
}

// -----

// Only lhs batched, with batch groups: inside each of the 2 batch groups the batch axis
// goes before the group's own batch elements.
// CHECK-LABEL: func.func @f_batched(%arg0: tensor<3x4x3x5xf32>) -> tensor<3x2x6x4xf32>
// CHECK: %[[S:.*]] = stablehlo.reshape %arg0 : (tensor<3x4x3x5xf32>) -> tensor<3x2x2x3x5xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[S]], dims = [1, 0, 2, 3, 4] : (tensor<3x2x2x3x5xf32>) -> tensor<2x3x2x3x5xf32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.reshape %[[T]] : (tensor<2x3x2x3x5xf32>) -> tensor<12x3x5xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%[[X]], %{{.*}}) {{.*}} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<12x3x5xf32>, tensor<6x3x2xf32>) -> tensor<6x6x4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[C]] : (tensor<6x6x4xf32>) -> tensor<3x2x6x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @f(%x: tensor<4x3x5xf32>) -> tensor<2x6x4xf32> {
  %w = stablehlo.constant dense<1.0> : tensor<6x3x2xf32>
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x3x5xf32>, tensor<6x3x2xf32>) -> tensor<2x6x4xf32>
  return %0 : tensor<2x6x4xf32>
}

// -----

// Only the kernel batched, with batch groups: the batch axis goes inside each group of
// output features, (groups, B, features per group), and comes out of the result's features.
// CHECK-LABEL: func.func @f_batched(%arg0: tensor<3x6x3x2xf32>) -> tensor<3x2x6x4xf32>
// CHECK: %[[S:.*]] = stablehlo.reshape %arg0 : (tensor<3x6x3x2xf32>) -> tensor<3x2x3x3x2xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[S]], dims = [1, 0, 2, 3, 4] : (tensor<3x2x3x3x2xf32>) -> tensor<2x3x3x3x2xf32>
// CHECK-NEXT: %[[W:.*]] = stablehlo.reshape %[[T]] : (tensor<2x3x3x3x2xf32>) -> tensor<18x3x2xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%{{.*}}, %[[W]]) {{.*}} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x3x5xf32>, tensor<18x3x2xf32>) -> tensor<2x18x4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[C]] : (tensor<2x18x4xf32>) -> tensor<2x2x3x3x4xf32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.transpose %[[R]], dims = [2, 0, 1, 3, 4] : (tensor<2x2x3x3x4xf32>) -> tensor<3x2x2x3x4xf32>
// CHECK-NEXT: %[[O:.*]] = stablehlo.reshape %[[U]] : (tensor<3x2x2x3x4xf32>) -> tensor<3x2x6x4xf32>
// CHECK-NEXT: return %[[O]]
func.func @f(%w: tensor<6x3x2xf32>) -> tensor<2x6x4xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<4x3x5xf32>
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x3x5xf32>, tensor<6x3x2xf32>) -> tensor<2x6x4xf32>
  return %0 : tensor<2x6x4xf32>
}
