// RUN: hostcall-opt %s --pass-pipeline='hostcall-linearize{function=f diff-args=0},hostcall-transpose{function=f_lin linear-args=0}' | filecheck %s

// The transpose of a strided, padded, base-dilated windowed sum: the cotangent spread
// at the strides (interior padding) and padded by the window's reach, summed over
// windows at every position of the padded, dilated operand, read at the operand's
// positions (start = low padding, step = base dilation).  Here the op is the identity
// (each window holds one element and one hole), so is its transpose.

// CHECK-LABEL: func.func private @f_lin_t(%arg0: tensor<5xf32>) -> tensor<5xf32>
// CHECK: %[[Z:.*]] = stablehlo.pad %arg0, %[[ZERO:.*]], low = [1], high = [1], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<11xf32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.reduce_window"(%[[Z]], %[[ZERO]]) <{padding = dense<0> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}>
// CHECK: stablehlo.add
// CHECK: (tensor<11xf32>, tensor<f32>) -> tensor<10xf32>
// CHECK-NEXT: %[[CT:.*]] = stablehlo.slice %[[S]] [1:10:2] : (tensor<10xf32>) -> tensor<5xf32>
// CHECK-NEXT: return %[[CT]]
func.func @f(%x: tensor<5xf32>) -> tensor<5xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, base_dilations = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
