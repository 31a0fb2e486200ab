// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-split-complex-splats | filecheck %s

// iree-compile 3.13 emits a complex arith.constant (and rejects it) where a splat complex
// constant fills a buffer: the splat is built from real and imaginary splats.

// CHECK-LABEL: func.func @fill_then_update(
// CHECK-NEXT: %[[RE:.*]] = stablehlo.constant dense<1.500000e+00> : tensor<f32>
// CHECK-NEXT: %[[IM:.*]] = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.complex %[[RE]], %[[IM]] : tensor<complex<f32>>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[Z]], dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.dynamic_update_slice %[[B]], %arg0, %[[I]], %[[I]]
// CHECK-NEXT: return %[[U]]
func.func @fill_then_update(%row: tensor<1x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
  %cst = stablehlo.constant dense<(1.5,-2.0)> : tensor<complex<f32>>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
  %c = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.dynamic_update_slice %0, %row, %c, %c : (tensor<3x3xcomplex<f32>>, tensor<1x3xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<3x3xcomplex<f32>>
  return %1 : tensor<3x3xcomplex<f32>>
}

// -----

// Shaped f64 splats, and splats inside loop bodies, keep their shape and precision.

// CHECK-LABEL: func.func @shaped_in_loop(
// CHECK: stablehlo.while
// CHECK: %[[RE:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %[[IM:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.complex %[[RE]], %[[IM]] : tensor<2xcomplex<f64>>
// CHECK-NEXT: stablehlo.add %{{.*}}, %[[Z]] : tensor<2xcomplex<f64>>
func.func @shaped_in_loop(%x: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<2xcomplex<f64>>
   cond {
    %p = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %j = stablehlo.constant dense<(0.0,1.0)> : tensor<2xcomplex<f64>>
    %w = stablehlo.add %v, %j : tensor<2xcomplex<f64>>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %n, %w : tensor<i32>, tensor<2xcomplex<f64>>
  }
  return %0#1 : tensor<2xcomplex<f64>>
}

// -----

// Complex constants that are not splats, and real splats, are left alone.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<2xf32>
// CHECK-NEXT: return %[[C]], %[[R]]
func.func @left_alone() -> (tensor<2xcomplex<f32>>, tensor<2xf32>) {
  %0 = stablehlo.constant dense<[(1.0,2.0),(3.0,4.0)]> : tensor<2xcomplex<f32>>
  %1 = stablehlo.constant dense<2.0> : tensor<2xf32>
  return %0, %1 : tensor<2xcomplex<f32>>, tensor<2xf32>
}
