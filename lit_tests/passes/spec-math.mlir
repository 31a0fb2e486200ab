// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-spec-math | filecheck %s

// Boolean add is OR (IREE computes XOR); integer add is left alone.

// CHECK-LABEL: func.func @add_i1(
// CHECK-NEXT: %[[R:.*]] = stablehlo.or %arg0, %arg1 : tensor<2xi1>
// CHECK-NEXT: return %[[R]]
func.func @add_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %r = stablehlo.add %a, %b : tensor<2xi1>
  return %r : tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @add_i32(
// CHECK-NEXT: %[[R:.*]] = stablehlo.add %arg0, %arg1 : tensor<2xi32>
// CHECK-NEXT: return %[[R]]
func.func @add_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = stablehlo.add %a, %b : tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// ceil of a subnormal (read from its bits: magnitude nonzero and below the smallest
// normal, 128 for bf16) is 1 or -0.

// CHECK-LABEL: func.func @ceil_bf16(
// CHECK-NEXT: %[[C:.*]] = stablehlo.ceil %arg0 : tensor<2xbf16>
// CHECK: %[[TINY:.*]] = stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<2xi1>, tensor<2xbf16>
// CHECK: stablehlo.constant dense<32767> : tensor<2xi16>
// CHECK: stablehlo.constant dense<128> : tensor<2xi16>
// CHECK: %[[SUB:.*]] = stablehlo.and
// CHECK-NEXT: %[[R:.*]] = stablehlo.select %[[SUB]], %[[TINY]], %[[C]]
// CHECK-NEXT: return %[[R]]
func.func @ceil_bf16(%x: tensor<2xbf16>) -> tensor<2xbf16> {
  %r = stablehlo.ceil %x : tensor<2xbf16>
  return %r : tensor<2xbf16>
}

// -----

// Complex maximum compares the real parts, then the imaginary parts.

// CHECK-LABEL: func.func @max_complex(
// CHECK: %[[RA:.*]] = stablehlo.real %arg0
// CHECK: %[[RB:.*]] = stablehlo.real %arg1
// CHECK: %[[IA:.*]] = stablehlo.imag %arg0
// CHECK: %[[IB:.*]] = stablehlo.imag %arg1
// CHECK-NEXT: %[[GT:.*]] = stablehlo.compare GT, %[[RA]], %[[RB]]
// CHECK-NEXT: %[[EQ:.*]] = stablehlo.compare EQ, %[[RA]], %[[RB]]
// CHECK-NEXT: %[[GTI:.*]] = stablehlo.compare GT, %[[IA]], %[[IB]]
// CHECK-NEXT: %[[AND:.*]] = stablehlo.and %[[EQ]], %[[GTI]]
// CHECK-NEXT: %[[FIRST:.*]] = stablehlo.or %[[GT]], %[[AND]]
// CHECK-NEXT: %[[R:.*]] = stablehlo.select %[[FIRST]], %arg0, %arg1
// CHECK-NEXT: return %[[R]]
func.func @max_complex(%a: tensor<2xcomplex<f32>>, %b: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %r = stablehlo.maximum %a, %b : tensor<2xcomplex<f32>>
  return %r : tensor<2xcomplex<f32>>
}

// -----

// f32 power is computed in f64 on |x|; odd integer exponents of a negative base negate,
// other non-integer ones give NaN; x^0 = 1^y = (-1)^+-inf = 1.

// CHECK-LABEL: func.func @power_f32(
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<2xf64>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.convert %arg1 : (tensor<2xf32>) -> tensor<2xf64>
// CHECK-NEXT: %[[A:.*]] = stablehlo.abs %[[X]]
// CHECK-NEXT: stablehlo.power %[[A]], %[[Y]] : tensor<2xf64>
// CHECK: stablehlo.negate
// CHECK: stablehlo.constant dense<0x7FF8000000000000> : tensor<2xf64>
// CHECK: %[[M1:.*]] = stablehlo.compare EQ, %[[X]], %{{.*}}, FLOAT
// CHECK-NEXT: %[[AY:.*]] = stablehlo.abs %[[Y]]
// CHECK-NEXT: %[[INF:.*]] = stablehlo.constant dense<0x7FF0000000000000> : tensor<2xf64>
// CHECK-NEXT: %[[YINF:.*]] = stablehlo.compare EQ, %[[AY]], %[[INF]], FLOAT
// CHECK-NEXT: %[[M1INF:.*]] = stablehlo.and %[[M1]], %[[YINF]]
// CHECK: %[[Y0:.*]] = stablehlo.compare EQ, %[[Y]],
// CHECK: %[[X1:.*]] = stablehlo.compare EQ, %[[X]],
// CHECK-NEXT: %[[O:.*]] = stablehlo.or %[[Y0]], %[[X1]]
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.or %[[O]], %[[M1INF]]
// CHECK: stablehlo.select %[[ONE]]
// CHECK: %[[R:.*]] = stablehlo.convert %{{.*}} : (tensor<2xf64>) -> tensor<2xf32>
// CHECK-NEXT: return %[[R]]
func.func @power_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.power %a, %b : tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// f64 power takes integer exponents |y| < 1024 by binary powering (Dekker products).

// CHECK-LABEL: func.func @power_f64(
// CHECK: stablehlo.power
// CHECK: stablehlo.constant dense<0x41A0000002000000> : tensor<2xf64>
// CHECK: stablehlo.constant dense<1.024000e+03> : tensor<2xf64>
// CHECK: stablehlo.is_finite
func.func @power_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %r = stablehlo.power %a, %b : tensor<2xf64>
  return %r : tensor<2xf64>
}

// -----

// atan2 of two zeros and of two infinities get C's values (pi, 3 pi / 4, pi / 4, 0)
// with y's sign.

// CHECK-LABEL: func.func @atan2_f32(
// CHECK-NEXT: %[[A:.*]] = stablehlo.atan2 %arg0, %arg1 : tensor<2xf32>
// CHECK: stablehlo.constant dense<3.14159274> : tensor<2xf32>
// CHECK: stablehlo.constant dense<2.3561945> : tensor<2xf32>
// CHECK: %[[Z:.*]] = stablehlo.select %{{.*}}, %{{.*}}, %[[A]]
// CHECK: %[[R:.*]] = stablehlo.select %{{.*}}, %{{.*}}, %[[Z]]
// CHECK-NEXT: return %[[R]]
func.func @atan2_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.atan2 %a, %b : tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// atan2 with x < 0 and y < 0 whose quotient underflows (-1e-200 / -1e200) gave +pi: where
// both sign bits are set and the result is positive, it takes y's sign.

// CHECK-LABEL: func.func @atan2_underflowing_quotient(
// CHECK: %[[A:.*]] = stablehlo.atan2 %arg0, %arg1 : tensor<2xf64>
// CHECK: %[[Z:.*]] = stablehlo.select %{{.*}}, %{{.*}}, %[[A]]
// CHECK: %[[POS:.*]] = stablehlo.compare GT, %[[Z]], %{{.*}}, FLOAT
// CHECK-NEXT: %[[LOST:.*]] = stablehlo.and %{{.*}}, %[[POS]]
// CHECK-NEXT: %[[M:.*]] = stablehlo.select %[[LOST]], %[[Z]], %{{.*}}
// CHECK: %[[NEG:.*]] = stablehlo.negate %[[M]]
// CHECK-NEXT: %[[FIXED:.*]] = stablehlo.select %{{.*}}, %[[NEG]], %[[M]]
// CHECK-NEXT: %[[ANY:.*]] = stablehlo.or %{{.*}}, %[[LOST]]
// CHECK-NEXT: %[[R:.*]] = stablehlo.select %[[ANY]], %[[FIXED]], %[[Z]]
// CHECK-NEXT: return %[[R]]
func.func @atan2_underflowing_quotient(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %r = stablehlo.atan2 %a, %b : tensor<2xf64>
  return %r : tensor<2xf64>
}

// -----

// logistic below the smallest normal: e^(x + 126 ln 2) placed on the subnormal grid by
// adding 1 and subtracting 1's bits.

// CHECK-LABEL: func.func @logistic_f32(
// CHECK-NEXT: %[[L:.*]] = stablehlo.logistic %arg0 : tensor<2xf32>
// CHECK-NEXT: stablehlo.constant dense<87.3365478> : tensor<2xf32>
// CHECK-NEXT: stablehlo.add %arg0
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.multiply
// CHECK-NEXT: stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.bitcast_convert %{{.*}} : (tensor<2xf32>) -> tensor<2xi32>
// CHECK-NEXT: stablehlo.constant dense<1065353216> : tensor<2xi32>
// CHECK-NEXT: stablehlo.subtract
// CHECK-NEXT: %[[TINY:.*]] = stablehlo.bitcast_convert %{{.*}} : (tensor<2xi32>) -> tensor<2xf32>
// CHECK-NEXT: stablehlo.constant dense<-87.3365478> : tensor<2xf32>
// CHECK-NEXT: %[[LT:.*]] = stablehlo.compare LT, %arg0
// CHECK-NEXT: %[[R:.*]] = stablehlo.select %[[LT]], %[[TINY]], %[[L]]
// CHECK-NEXT: return %[[R]]
func.func @logistic_f32(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.logistic %x : tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// float -> int saturates (as XLA): clamp into range, then min / max past it, 0 for NaN.

// CHECK-LABEL: func.func @convert_f32_i8(
// CHECK-NEXT: %[[LO:.*]] = stablehlo.constant dense<-1.280000e+02> : tensor<2xf32>
// CHECK-NEXT: %[[HI:.*]] = stablehlo.constant dense<127.999992> : tensor<2xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.clamp %[[LO]], %arg0, %[[HI]]
// CHECK-NEXT: stablehlo.convert %[[C]] : (tensor<2xf32>) -> tensor<2xi8>
// CHECK-NEXT: stablehlo.constant dense<1.280000e+02> : tensor<2xf32>
// CHECK-NEXT: stablehlo.compare GE, %arg0
// CHECK-NEXT: stablehlo.constant dense<127> : tensor<2xi8>
// CHECK-NEXT: stablehlo.select
// CHECK-NEXT: stablehlo.constant dense<-1.280000e+02> : tensor<2xf32>
// CHECK-NEXT: stablehlo.compare LE, %arg0
// CHECK-NEXT: stablehlo.constant dense<-128> : tensor<2xi8>
// CHECK-NEXT: stablehlo.select
// CHECK-NEXT: %[[NAN:.*]] = stablehlo.compare NE, %arg0, %arg0
// CHECK-NEXT: stablehlo.constant dense<0> : tensor<2xi8>
// CHECK-NEXT: %[[R:.*]] = stablehlo.select %[[NAN]]
// CHECK-NEXT: return %[[R]]
func.func @convert_f32_i8(%x: tensor<2xf32>) -> tensor<2xi8> {
  %r = stablehlo.convert %x : (tensor<2xf32>) -> tensor<2xi8>
  return %r : tensor<2xi8>
}

// -----

// Integer -> integer converts wrap, as in the spec: left alone.

// CHECK-LABEL: func.func @convert_i32_i8(
// CHECK-NEXT: %[[R:.*]] = stablehlo.convert %arg0 : (tensor<2xi32>) -> tensor<2xi8>
// CHECK-NEXT: return %[[R]]
func.func @convert_i32_i8(%x: tensor<2xi32>) -> tensor<2xi8> {
  %r = stablehlo.convert %x : (tensor<2xi32>) -> tensor<2xi8>
  return %r : tensor<2xi8>
}

// -----

// Types numpy has no dtype for, f8's rounding ops, and dynamic shapes are left alone.

// CHECK-LABEL: func.func @other_types(
// CHECK-NEXT: stablehlo.add %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
// CHECK-NEXT: stablehlo.add %arg1, %arg1 : tensor<2xi2>
// CHECK-NEXT: stablehlo.ceil %arg2 : tensor<2xf8E4M3FN>
// CHECK-NEXT: stablehlo.floor %arg3 : tensor<?xf32>
func.func @other_types(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>, %t: tensor<2xi2>, %f: tensor<2xf8E4M3FN>, %d: tensor<?xf32>) -> (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2xi2>, tensor<2xf8E4M3FN>, tensor<?xf32>) {
  %r = stablehlo.add %a, %a : tensor<2x!quant.uniform<i8:f32, 0.5>>
  %s = stablehlo.add %t, %t : tensor<2xi2>
  %c = stablehlo.ceil %f : tensor<2xf8E4M3FN>
  %g = stablehlo.floor %d : tensor<?xf32>
  return %r, %s, %c, %g : tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2xi2>, tensor<2xf8E4M3FN>, tensor<?xf32>
}

// -----

// Converts to 2- and 4-bit integers saturate at their ranges; f8 and f4 sources are read
// through f32, which holds them exactly.

// CHECK-LABEL: func.func @convert_narrow(
// CHECK-NEXT: %[[W:.*]] = stablehlo.convert %arg0 : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
// CHECK-NEXT: stablehlo.constant dense<-1.280000e+02> : tensor<2xf32>
// CHECK-NEXT: stablehlo.constant dense<127.999992> : tensor<2xf32>
// CHECK-NEXT: stablehlo.clamp %{{.*}}, %[[W]], %{{.*}}
// CHECK-NEXT: stablehlo.convert %{{.*}} : (tensor<2xf32>) -> tensor<2xi8>
// CHECK: %[[NAN:.*]] = stablehlo.compare NE, %[[W]], %[[W]]
// CHECK: %[[I:.*]] = stablehlo.select %[[NAN]]
// CHECK-NEXT: stablehlo.constant dense<-8.000000e+00> : tensor<2xf32>
// CHECK-NEXT: stablehlo.constant dense<7.99999952> : tensor<2xf32>
// CHECK-NEXT: stablehlo.clamp %{{.*}}, %arg1, %{{.*}}
// CHECK-NEXT: stablehlo.convert %{{.*}} : (tensor<2xf32>) -> tensor<2xi4>
// CHECK: stablehlo.constant dense<7> : tensor<2xi4>
// CHECK: stablehlo.constant dense<-8> : tensor<2xi4>
// CHECK: %[[NAN4:.*]] = stablehlo.compare NE, %arg1, %arg1
// CHECK: %[[J:.*]] = stablehlo.select %[[NAN4]]
// CHECK-NEXT: return %[[I]], %[[J]]
func.func @convert_narrow(%f: tensor<2xf8E4M3FN>, %x: tensor<2xf32>) -> (tensor<2xi8>, tensor<2xi4>) {
  %i = stablehlo.convert %f : (tensor<2xf8E4M3FN>) -> tensor<2xi8>
  %j = stablehlo.convert %x : (tensor<2xf32>) -> tensor<2xi4>
  return %i, %j : tensor<2xi8>, tensor<2xi4>
}

// -----

// float64 log1p is log(u) x / (u - 1), u = 1 + x (IREE computed log(1 + x)): x where u
// rounds to 1, log u where u overflows.  float32 is left alone.

// CHECK-LABEL: func.func @log1p_f64(
// CHECK-SAME: %[[X:.*]]: tensor<4xf64>)
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf64>
// CHECK-NEXT: %[[U:.*]] = stablehlo.add %[[ONE]], %[[X]] : tensor<4xf64>
// CHECK-NEXT: %[[D:.*]] = stablehlo.subtract %[[U]], %[[ONE]] : tensor<4xf64>
// CHECK-NEXT: %[[L:.*]] = stablehlo.log %[[U]] : tensor<4xf64>
// CHECK-NEXT: %[[P:.*]] = stablehlo.multiply %[[L]], %[[X]] : tensor<4xf64>
// CHECK-NEXT: %[[Q:.*]] = stablehlo.divide %[[P]], %[[D]] : tensor<4xf64>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4xf64>
// CHECK-NEXT: %[[E:.*]] = stablehlo.compare EQ, %[[D]], %[[Z]], FLOAT
// CHECK-NEXT: %[[V:.*]] = stablehlo.select %[[E]], %[[X]], %[[Q]]
// CHECK-NEXT: %[[INF:.*]] = stablehlo.constant dense<0x7FF0000000000000> : tensor<4xf64>
// CHECK-NEXT: %[[O:.*]] = stablehlo.compare EQ, %[[U]], %[[INF]], FLOAT
// CHECK-NEXT: %[[R:.*]] = stablehlo.select %[[O]], %[[L]], %[[V]]
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func @log1p_f32(
// CHECK-NEXT: stablehlo.log_plus_one
func.func @log1p_f64(%x: tensor<4xf64>) -> tensor<4xf64> {
  %r = stablehlo.log_plus_one %x : tensor<4xf64>
  return %r : tensor<4xf64>
}
func.func @log1p_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = stablehlo.log_plus_one %x : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// float64 expm1 is (u - 1) x / log u, u = exp x: x where u rounds to 1, -1 where u - 1
// does, u where it overflows.

// CHECK-LABEL: func.func @expm1_f64(
// CHECK-SAME: %[[X:.*]]: tensor<2xf64>)
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %[[U:.*]] = stablehlo.exponential %[[X]] : tensor<2xf64>
// CHECK-NEXT: %[[D:.*]] = stablehlo.subtract %[[U]], %[[ONE]] : tensor<2xf64>
// CHECK-NEXT: %[[P:.*]] = stablehlo.multiply %[[D]], %[[X]] : tensor<2xf64>
// CHECK-NEXT: %[[L:.*]] = stablehlo.log %[[U]] : tensor<2xf64>
// CHECK-NEXT: %[[Q:.*]] = stablehlo.divide %[[P]], %[[L]] : tensor<2xf64>
// CHECK-NEXT: %[[E:.*]] = stablehlo.compare EQ, %[[U]], %[[ONE]], FLOAT
// CHECK-NEXT: %[[V:.*]] = stablehlo.select %[[E]], %[[X]], %[[Q]]
// CHECK-NEXT: %[[M:.*]] = stablehlo.constant dense<-1.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %[[C:.*]] = stablehlo.compare EQ, %[[D]], %[[M]], FLOAT
// CHECK-NEXT: %[[W:.*]] = stablehlo.select %[[C]], %[[D]], %[[V]]
// CHECK-NEXT: %[[INF:.*]] = stablehlo.constant dense<0x7FF0000000000000> : tensor<2xf64>
// CHECK-NEXT: %[[O:.*]] = stablehlo.compare EQ, %[[U]], %[[INF]], FLOAT
// CHECK-NEXT: %[[R:.*]] = stablehlo.select %[[O]], %[[U]], %[[W]]
// CHECK-NEXT: return %[[R]]
func.func @expm1_f64(%x: tensor<2xf64>) -> tensor<2xf64> {
  %r = stablehlo.exponential_minus_one %x : tensor<2xf64>
  return %r : tensor<2xf64>
}

// -----

// cbrt is computed in f64: exp(log |x| / 3), one Newton step (2 r + |x| / r^2) / 3, x's
// sign bit; zeros, infinities and NaN are their own cube roots (IREE gave NaN for +-inf).

// CHECK-LABEL: func.func @cbrt_f32(
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<2xf64>
// CHECK-NEXT: %[[A:.*]] = stablehlo.abs %[[X]]
// CHECK-NEXT: %[[L:.*]] = stablehlo.log %[[A]]
// CHECK-NEXT: %[[THIRD:.*]] = stablehlo.constant dense<0.33333333333333331> : tensor<2xf64>
// CHECK-NEXT: %[[LT:.*]] = stablehlo.multiply %[[L]], %[[THIRD]]
// CHECK-NEXT: %[[G:.*]] = stablehlo.exponential %[[LT]]
// CHECK-NEXT: %[[G2:.*]] = stablehlo.add %[[G]], %[[G]]
// CHECK-NEXT: %[[SQ:.*]] = stablehlo.multiply %[[G]], %[[G]]
// CHECK-NEXT: %[[Q:.*]] = stablehlo.divide %[[A]], %[[SQ]]
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[G2]], %[[Q]]
// CHECK-NEXT: %[[THREE:.*]] = stablehlo.constant dense<3.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %[[N:.*]] = stablehlo.divide %[[S]], %[[THREE]]
// CHECK: %[[SIGNED:.*]] = stablehlo.select %{{.*}}, %{{.*}}, %[[N]]
// CHECK: %[[Z:.*]] = stablehlo.compare EQ, %[[A]], %{{.*}}, FLOAT
// CHECK-NEXT: %[[F:.*]] = stablehlo.is_finite %[[X]]
// CHECK-NEXT: %[[NF:.*]] = stablehlo.not %[[F]]
// CHECK-NEXT: %[[SELF:.*]] = stablehlo.or %[[Z]], %[[NF]]
// CHECK-NEXT: %[[V:.*]] = stablehlo.select %[[SELF]], %[[X]], %[[SIGNED]]
// CHECK-NEXT: %[[R:.*]] = stablehlo.convert %[[V]] : (tensor<2xf64>) -> tensor<2xf32>
// CHECK-NEXT: return %[[R]]
func.func @cbrt_f32(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.cbrt %x : tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// float64 cbrt (which IREE did not compile) takes the same form without the converts.

// CHECK-LABEL: func.func @cbrt_f64(
// CHECK-NOT: stablehlo.convert
// CHECK-NOT: stablehlo.cbrt
// CHECK: %[[SELF:.*]] = stablehlo.or
// CHECK-NEXT: %[[V:.*]] = stablehlo.select %[[SELF]], %arg0, %{{.*}} : tensor<2xi1>, tensor<2xf64>
// CHECK-NEXT: return %[[V]]
func.func @cbrt_f64(%x: tensor<2xf64>) -> tensor<2xf64> {
  %r = stablehlo.cbrt %x : tensor<2xf64>
  return %r : tensor<2xf64>
}
