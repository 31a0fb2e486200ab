// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-reduce-trig | filecheck %s

// float32 sine: x is reduced by k pi/2 (k rounded to even), sine and cosine of |r| are
// taken, and the quadrant picks one; tiny arguments pass through.

// CHECK-LABEL: func.func @sine(
// CHECK: stablehlo.round_nearest_even
// CHECK: %[[A:.*]] = stablehlo.abs
// CHECK: stablehlo.sine %[[A]] : tensor<4xf32>
// CHECK: stablehlo.cosine %[[A]] : tensor<4xf32>
// CHECK: stablehlo.and
// CHECK: %[[R:.*]] = stablehlo.select %{{.*}}, %arg0, %{{.*}} : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: return %[[R]] : tensor<4xf32>
func.func @sine(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = stablehlo.sine %x : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// tan divides the quadrant's sine and cosine; bfloat16 is computed in float32.

// CHECK-LABEL: func.func @tan_bf16(
// CHECK: %[[W:.*]] = stablehlo.convert %arg0 : (tensor<3xbf16>) -> tensor<3xf32>
// CHECK: stablehlo.divide
// CHECK: %[[N:.*]] = stablehlo.convert %{{.*}} : (tensor<3xf32>) -> tensor<3xbf16>
// CHECK: return %[[N]]
func.func @tan_bf16(%x: tensor<3xbf16>) -> tensor<3xbf16> {
  %t = stablehlo.tan %x : tensor<3xbf16>
  return %t : tensor<3xbf16>
}

// -----

// float64 is left as it is (IREE calls the C library for it).

// CHECK-LABEL: func.func @f64(
// CHECK-NEXT: %[[C:.*]] = stablehlo.cosine %arg0 : tensor<2xf64>
// CHECK-NEXT: return %[[C]]
func.func @f64(%x: tensor<2xf64>) -> tensor<2xf64> {
  %c = stablehlo.cosine %x : tensor<2xf64>
  return %c : tensor<2xf64>
}
