// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-reduce-trig | filecheck %s

// float32 sine: x in float64 times the three pieces of 2**E 2/pi mod 4 (scaled by 2**-E)
// gathered by x's exponent bits; k = round(p0) by adding 1.5 * 2**52, whose low bits
// are the quadrant; f = ((p0 - k) + p1) + p2 (the first sum exact); one Estrin polynomial
// in f**2 whose coefficients (sine's or cosine's) and factor (f or 1, signed) the quadrant
// selects; one rounding to f32; tiny arguments pass through.

// CHECK-LABEL: func.func @sine(
// CHECK-NEXT: %[[BITS:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
// CHECK-NEXT: stablehlo.constant dense<23>
// CHECK-NEXT: %[[SHIFT:.*]] = stablehlo.shift_right_logical %[[BITS]]
// CHECK-NEXT: stablehlo.constant dense<255>
// CHECK-NEXT: %[[E:.*]] = stablehlo.and %[[SHIFT]], %{{.*}} : tensor<4xi32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf64>
// CHECK-NEXT: %[[T0:.*]] = stablehlo.constant dense<"0x{{.*}}"> : tensor<256xf64>
// CHECK-NEXT: %[[D0:.*]] = "stablehlo.gather"(%[[T0]], %[[E]]) {{.*}} : (tensor<256xf64>, tensor<4xi32>) -> tensor<4xf64>
// CHECK-NEXT: %[[P0:.*]] = stablehlo.multiply %[[X]], %[[D0]] : tensor<4xf64>
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: %[[D1:.*]] = "stablehlo.gather"(%{{.*}}, %[[E]])
// CHECK-NEXT: %[[P1:.*]] = stablehlo.multiply %[[X]], %[[D1]]
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: %[[D2:.*]] = "stablehlo.gather"(%{{.*}}, %[[E]])
// CHECK-NEXT: %[[P2:.*]] = stablehlo.multiply %[[X]], %[[D2]]
// CHECK-NEXT: %[[M:.*]] = stablehlo.constant dense<0x4338000000000000> : tensor<4xf64>
// CHECK-NEXT: %[[T:.*]] = stablehlo.add %[[P0]], %[[M]]
// CHECK-NEXT: %[[M2:.*]] = stablehlo.constant dense<0x4338000000000000>
// CHECK-NEXT: %[[K:.*]] = stablehlo.subtract %[[T]], %[[M2]]
// CHECK-NEXT: %[[A:.*]] = stablehlo.subtract %[[P0]], %[[K]]
// CHECK-NEXT: %[[HI:.*]] = stablehlo.add %[[A]], %[[P1]]
// CHECK-NEXT: %[[F:.*]] = stablehlo.add %[[HI]], %[[P2]]
// CHECK-NEXT: %[[U:.*]] = stablehlo.multiply %[[F]], %[[F]]
// CHECK-NEXT: %[[Q:.*]] = stablehlo.bitcast_convert %[[T]] : (tensor<4xf64>) -> tensor<4xi64>
// CHECK-NEXT: stablehlo.constant dense<1> : tensor<4xi64>
// CHECK-NEXT: %[[Q1:.*]] = stablehlo.and %[[Q]]
// CHECK-NEXT: stablehlo.constant dense<0> : tensor<4xi64>
// CHECK-NEXT: %[[ODD:.*]] = stablehlo.compare NE, %[[Q1]]
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf64>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.select %[[ODD]], %[[ONE]], %[[F]]
// CHECK-NEXT: stablehlo.constant dense<2> : tensor<4xi64>
// CHECK-NEXT: %[[Q2:.*]] = stablehlo.and %[[Q]]
// CHECK-NEXT: stablehlo.constant dense<0> : tensor<4xi64>
// CHECK-NEXT: %[[NEG:.*]] = stablehlo.compare NE, %[[Q2]]
// CHECK-NEXT: %[[MZ:.*]] = stablehlo.negate %[[Z]]
// CHECK-NEXT: %[[FACTOR:.*]] = stablehlo.select %[[NEG]], %[[MZ]], %[[Z]]
// CHECK-NEXT: %[[C0:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf64>
// CHECK-NEXT: %[[S0:.*]] = stablehlo.constant dense<1.5707963267948966> : tensor<4xf64>
// CHECK-NEXT: %[[K0:.*]] = stablehlo.select %[[ODD]], %[[C0]], %[[S0]]
// CHECK-NEXT: stablehlo.constant dense<-1.2337005501361693>
// CHECK-NEXT: stablehlo.constant dense<-0.64596409750624617>
// CHECK-NEXT: %[[K1:.*]] = stablehlo.select %[[ODD]]
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.select %[[ODD]]
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.select %[[ODD]]
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.select %[[ODD]]
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.select %[[ODD]]
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.select %[[ODD]]
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.select %[[ODD]]
// CHECK-NEXT: %[[E01:.*]] = stablehlo.multiply %[[K1]], %[[U]]
// CHECK-NEXT: stablehlo.add %[[K0]], %[[E01]]
// CHECK: %[[U2:.*]] = stablehlo.multiply %[[U]], %[[U]]
// CHECK: %[[U4:.*]] = stablehlo.multiply %[[U2]], %[[U2]]
// CHECK-NEXT: %[[HIGH:.*]] = stablehlo.multiply %{{.*}}, %[[U4]]
// CHECK-NEXT: %[[POLY:.*]] = stablehlo.add %{{.*}}, %[[HIGH]]
// CHECK-NEXT: %[[V:.*]] = stablehlo.multiply %[[FACTOR]], %[[POLY]]
// CHECK-NEXT: %[[V32:.*]] = stablehlo.convert %[[V]] : (tensor<4xf64>) -> tensor<4xf32>
// CHECK-NEXT: %[[BITS2:.*]] = stablehlo.bitcast_convert %arg0
// CHECK-NEXT: stablehlo.constant dense<2147483647>
// CHECK-NEXT: %[[MAG:.*]] = stablehlo.and %[[BITS2]]
// CHECK-NEXT: stablehlo.constant dense<964689920>
// CHECK-NEXT: %[[TINY:.*]] = stablehlo.compare LT, %[[MAG]]
// CHECK-NEXT: %[[R:.*]] = stablehlo.select %[[TINY]], %arg0, %[[V32]] : tensor<4xi1>, tensor<4xf32>
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

// cosine is sine one quadrant on (the quadrant's bits plus one); no pass-through.

// CHECK-LABEL: func.func @cosine(
// CHECK-NOT: stablehlo.cosine
// CHECK: %[[Q:.*]] = stablehlo.bitcast_convert %{{.*}} : (tensor<2xf64>) -> tensor<2xi64>
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<2xi64>
// CHECK-NEXT: %[[Q1:.*]] = stablehlo.add %[[Q]], %[[ONE]] : tensor<2xi64>
// CHECK-NEXT: stablehlo.constant dense<1> : tensor<2xi64>
// CHECK-NEXT: stablehlo.and %[[Q1]]
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
