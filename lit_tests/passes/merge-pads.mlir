// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-merge-pads | filecheck %s

// An edge pad of an interior pad with the same (splat) padding value: one pad with the
// summed edges and the inner interior.

// CHECK-LABEL: func.func @interior_then_edges(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[Z2:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %arg0, %[[Z2]], low = [1, 3], high = [1, 1], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x9xf32>
// CHECK-NEXT: return %[[P]]
func.func @interior_then_edges(%x: tensor<2x3xf32>) -> tensor<4x9xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %z2 = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %x, %z, low = [0, 2], high = [0, 0], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x7xf32>
  %1 = stablehlo.pad %0, %z2, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<2x7xf32>, tensor<f32>) -> tensor<4x9xf32>
  return %1 : tensor<4x9xf32>
}

// -----

// Cropping (negative edges), an outer interior, or another padding value: left alone.

// CHECK-LABEL: func.func @not_merged(
// CHECK-NEXT: stablehlo.constant dense<0.000000e+00>
// CHECK-NEXT: stablehlo.constant dense<1.000000e+00>
// CHECK-NEXT: %[[A:.*]] = stablehlo.pad %arg0, %{{.*}}, low = [-1], high = [0], interior = [1]
// CHECK-NEXT: %[[B:.*]] = stablehlo.pad %[[A]], %{{.*}}, low = [1], high = [1], interior = [0]
// CHECK-NEXT: %[[C:.*]] = stablehlo.pad %arg0, %{{.*}}, low = [0], high = [0], interior = [1]
// CHECK-NEXT: %[[D:.*]] = stablehlo.pad %[[C]], %{{.*}}, low = [0], high = [0], interior = [1]
// CHECK-NEXT: %[[E:.*]] = stablehlo.pad %[[C]], %{{.*}}, low = [1], high = [1], interior = [0]
// CHECK-NEXT: return %[[B]], %[[D]], %[[E]]
func.func @not_merged(%x: tensor<3xf32>) -> (tensor<6xf32>, tensor<9xf32>, tensor<7xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.pad %x, %z, low = [-1], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.pad %0, %z, low = [1], high = [1], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<6xf32>
  %2 = stablehlo.pad %x, %z, low = [0], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  %3 = stablehlo.pad %2, %z, low = [0], high = [0], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<9xf32>
  %4 = stablehlo.pad %2, %one, low = [1], high = [1], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<7xf32>
  return %1, %3, %4 : tensor<6xf32>, tensor<9xf32>, tensor<7xf32>
}
