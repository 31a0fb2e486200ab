// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-reduce-trig | filecheck %s

// float32 sine: x's mantissa m (an integer, as f64) times the pieces of 2**E 2/pi mod 4
// gathered by x's exponent bits; k = round(m c0 mod 4 + m c1), the rest summed exactly
// (two-sum); f64 Taylor polynomials of r = f pi/2; the quadrant picks; x's sign is put
// back; one rounding to f32; tiny arguments pass through.

// CHECK-LABEL: func.func @sine(
// CHECK-NEXT: %[[BITS:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = stablehlo.and %{{.*}}, %{{.*}} : tensor<4xi32>
// CHECK: %[[M:.*]] = stablehlo.convert %{{.*}} : (tensor<4xi32>) -> tensor<4xf64>
// CHECK: %[[C0:.*]] = "stablehlo.gather"(%{{.*}}, %[[E]]) {{.*}} : (tensor<256xf64>, tensor<4xi32>) -> tensor<4xf64>
// CHECK: %[[C1:.*]] = "stablehlo.gather"(%{{.*}}, %[[E]])
// CHECK: %[[C2:.*]] = "stablehlo.gather"(%{{.*}}, %[[E]])
// CHECK-NEXT: %[[P0:.*]] = stablehlo.multiply %[[M]], %[[C0]] : tensor<4xf64>
// CHECK: stablehlo.floor
// CHECK: %[[P0MOD:.*]] = stablehlo.subtract %[[P0]], %{{.*}}
// CHECK-NEXT: %[[P1:.*]] = stablehlo.multiply %[[M]], %[[C1]]
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[P0MOD]], %[[P1]]
// CHECK-NEXT: %[[K:.*]] = stablehlo.round_nearest_even %[[S]] : tensor<4xf64>
// CHECK: stablehlo.multiply %[[M]], %[[C2]]
// CHECK: stablehlo.constant dense<1.5707963267948966> : tensor<4xf64>
// CHECK: stablehlo.constant dense<-0.16666666666666666> : tensor<4xf64>
// CHECK: stablehlo.constant dense<-5.000000e-01> : tensor<4xf64>
// CHECK: stablehlo.convert %[[K]] : (tensor<4xf64>) -> tensor<4xi32>
// CHECK: stablehlo.compare LT, %[[BITS]]
// CHECK: %[[V:.*]] = stablehlo.convert %{{.*}} : (tensor<4xf64>) -> tensor<4xf32>
// CHECK: %[[TINY:.*]] = stablehlo.compare LT
// CHECK-NEXT: %[[R:.*]] = stablehlo.select %[[TINY]], %arg0, %[[V]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: return %[[R]] : tensor<4xf32>
func.func @sine(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = stablehlo.sine %x : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// tan divides the quadrant's sine and cosine; bfloat16 is widened to float32 and the
// float64 value rounded once to bfloat16.

// CHECK-LABEL: func.func @tan_bf16(
// CHECK: %[[W:.*]] = stablehlo.convert %arg0 : (tensor<3xbf16>) -> tensor<3xf32>
// CHECK: stablehlo.divide
// CHECK: %[[N:.*]] = stablehlo.convert %{{.*}} : (tensor<3xf64>) -> tensor<3xbf16>
// CHECK: %[[R:.*]] = stablehlo.select %{{.*}}, %arg0, %[[N]]
// CHECK-NEXT: return %[[R]]
func.func @tan_bf16(%x: tensor<3xbf16>) -> tensor<3xbf16> {
  %t = stablehlo.tan %x : tensor<3xbf16>
  return %t : tensor<3xbf16>
}

// -----

// cosine is even: no sign, no pass-through.

// CHECK-LABEL: func.func @cosine(
// CHECK-NOT: stablehlo.cosine
// CHECK: %[[N:.*]] = stablehlo.convert %{{.*}} : (tensor<2xf64>) -> tensor<2xf16>
// CHECK-NEXT: return %[[N]]
func.func @cosine(%x: tensor<2xf16>) -> tensor<2xf16> {
  %c = stablehlo.cosine %x : tensor<2xf16>
  return %c : tensor<2xf16>
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

// -----

// Dynamic shapes and element types numpy lacks are left to IREE.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NEXT: stablehlo.sine %arg0 : tensor<?xf32>
// CHECK-NEXT: stablehlo.cosine %arg1 : tensor<2xf8E4M3FN>
func.func @left_alone(%d: tensor<?xf32>, %q: tensor<2xf8E4M3FN>) -> (tensor<?xf32>, tensor<2xf8E4M3FN>) {
  %g = stablehlo.sine %d : tensor<?xf32>
  %h = stablehlo.cosine %q : tensor<2xf8E4M3FN>
  return %g, %h : tensor<?xf32>, tensor<2xf8E4M3FN>
}
