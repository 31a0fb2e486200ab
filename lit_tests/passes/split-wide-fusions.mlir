// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-split-wide-fusions | filecheck %s

// 18 arguments added up: the add that would read a 17th argument gets a barrier on the
// running sum; the adds after it read the barrier's result and two arguments.

// CHECK-LABEL: func.func @wide_sum(
// CHECK-NEXT: %[[S1:.*]] = stablehlo.add %arg0, %arg1
// CHECK-NEXT: %[[S2:.*]] = stablehlo.add %[[S1]], %arg2
// CHECK-NEXT: %[[S3:.*]] = stablehlo.add %[[S2]], %arg3
// CHECK-NEXT: %[[S4:.*]] = stablehlo.add %[[S3]], %arg4
// CHECK-NEXT: %[[S5:.*]] = stablehlo.add %[[S4]], %arg5
// CHECK-NEXT: %[[S6:.*]] = stablehlo.add %[[S5]], %arg6
// CHECK-NEXT: %[[S7:.*]] = stablehlo.add %[[S6]], %arg7
// CHECK-NEXT: %[[S8:.*]] = stablehlo.add %[[S7]], %arg8
// CHECK-NEXT: %[[S9:.*]] = stablehlo.add %[[S8]], %arg9
// CHECK-NEXT: %[[S10:.*]] = stablehlo.add %[[S9]], %arg10
// CHECK-NEXT: %[[S11:.*]] = stablehlo.add %[[S10]], %arg11
// CHECK-NEXT: %[[S12:.*]] = stablehlo.add %[[S11]], %arg12
// CHECK-NEXT: %[[S13:.*]] = stablehlo.add %[[S12]], %arg13
// CHECK-NEXT: %[[S14:.*]] = stablehlo.add %[[S13]], %arg14
// CHECK-NEXT: %[[S15:.*]] = stablehlo.add %[[S14]], %arg15
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[S15]]
// CHECK-NEXT: %[[S16:.*]] = stablehlo.add %[[B]], %arg16
// CHECK-NEXT: %[[S17:.*]] = stablehlo.add %[[S16]], %arg17
// CHECK-NEXT: return %[[S17]]
func.func @wide_sum(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %a2: tensor<4xf32>, %a3: tensor<4xf32>, %a4: tensor<4xf32>, %a5: tensor<4xf32>, %a6: tensor<4xf32>, %a7: tensor<4xf32>, %a8: tensor<4xf32>, %a9: tensor<4xf32>, %a10: tensor<4xf32>, %a11: tensor<4xf32>, %a12: tensor<4xf32>, %a13: tensor<4xf32>, %a14: tensor<4xf32>, %a15: tensor<4xf32>, %a16: tensor<4xf32>, %a17: tensor<4xf32>) -> tensor<4xf32> {
  %s1 = stablehlo.add %a0, %a1 : tensor<4xf32>
  %s2 = stablehlo.add %s1, %a2 : tensor<4xf32>
  %s3 = stablehlo.add %s2, %a3 : tensor<4xf32>
  %s4 = stablehlo.add %s3, %a4 : tensor<4xf32>
  %s5 = stablehlo.add %s4, %a5 : tensor<4xf32>
  %s6 = stablehlo.add %s5, %a6 : tensor<4xf32>
  %s7 = stablehlo.add %s6, %a7 : tensor<4xf32>
  %s8 = stablehlo.add %s7, %a8 : tensor<4xf32>
  %s9 = stablehlo.add %s8, %a9 : tensor<4xf32>
  %s10 = stablehlo.add %s9, %a10 : tensor<4xf32>
  %s11 = stablehlo.add %s10, %a11 : tensor<4xf32>
  %s12 = stablehlo.add %s11, %a12 : tensor<4xf32>
  %s13 = stablehlo.add %s12, %a13 : tensor<4xf32>
  %s14 = stablehlo.add %s13, %a14 : tensor<4xf32>
  %s15 = stablehlo.add %s14, %a15 : tensor<4xf32>
  %s16 = stablehlo.add %s15, %a16 : tensor<4xf32>
  %s17 = stablehlo.add %s16, %a17 : tensor<4xf32>
  return %s17 : tensor<4xf32>
}

// -----

// Constants and broadcasts of constants are folded into the dispatch: not counted.

// CHECK-LABEL: func.func @constants(
// CHECK-NOT: optimization_barrier
func.func @constants(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0.0> : tensor<4xf32>
  %m0 = stablehlo.multiply %x, %c0 : tensor<4xf32>
  %c1 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %m1 = stablehlo.multiply %m0, %c1 : tensor<4xf32>
  %c2 = stablehlo.constant dense<2.0> : tensor<4xf32>
  %m2 = stablehlo.multiply %m1, %c2 : tensor<4xf32>
  %c3 = stablehlo.constant dense<3.0> : tensor<4xf32>
  %m3 = stablehlo.multiply %m2, %c3 : tensor<4xf32>
  %c4 = stablehlo.constant dense<4.0> : tensor<4xf32>
  %m4 = stablehlo.multiply %m3, %c4 : tensor<4xf32>
  %c5 = stablehlo.constant dense<5.0> : tensor<4xf32>
  %m5 = stablehlo.multiply %m4, %c5 : tensor<4xf32>
  %c6 = stablehlo.constant dense<6.0> : tensor<4xf32>
  %m6 = stablehlo.multiply %m5, %c6 : tensor<4xf32>
  %c7 = stablehlo.constant dense<7.0> : tensor<4xf32>
  %m7 = stablehlo.multiply %m6, %c7 : tensor<4xf32>
  %c8 = stablehlo.constant dense<8.0> : tensor<4xf32>
  %m8 = stablehlo.multiply %m7, %c8 : tensor<4xf32>
  %c9 = stablehlo.constant dense<9.0> : tensor<4xf32>
  %m9 = stablehlo.multiply %m8, %c9 : tensor<4xf32>
  %c10 = stablehlo.constant dense<10.0> : tensor<4xf32>
  %m10 = stablehlo.multiply %m9, %c10 : tensor<4xf32>
  %c11 = stablehlo.constant dense<11.0> : tensor<4xf32>
  %m11 = stablehlo.multiply %m10, %c11 : tensor<4xf32>
  %c12 = stablehlo.constant dense<12.0> : tensor<4xf32>
  %m12 = stablehlo.multiply %m11, %c12 : tensor<4xf32>
  %c13 = stablehlo.constant dense<13.0> : tensor<4xf32>
  %m13 = stablehlo.multiply %m12, %c13 : tensor<4xf32>
  %c14 = stablehlo.constant dense<14.0> : tensor<4xf32>
  %m14 = stablehlo.multiply %m13, %c14 : tensor<4xf32>
  %c15 = stablehlo.constant dense<15.0> : tensor<4xf32>
  %m15 = stablehlo.multiply %m14, %c15 : tensor<4xf32>
  %c16 = stablehlo.constant dense<16.0> : tensor<4xf32>
  %m16 = stablehlo.multiply %m15, %c16 : tensor<4xf32>
  %c17 = stablehlo.constant dense<17.0> : tensor<4xf32>
  %m17 = stablehlo.multiply %m16, %c17 : tensor<4xf32>
  %c18 = stablehlo.constant dense<18.0> : tensor<4xf32>
  %m18 = stablehlo.multiply %m17, %c18 : tensor<4xf32>
  %c19 = stablehlo.constant dense<19.0> : tensor<4xf32>
  %m19 = stablehlo.multiply %m18, %c19 : tensor<4xf32>
  return %m19 : tensor<4xf32>
}

// -----

// A non-elementwise op (a dot) starts a new fusion: each one reads 10 tensors.

// CHECK-LABEL: func.func @separated(
// CHECK-NOT: optimization_barrier
func.func @separated(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %a2: tensor<4xf32>, %a3: tensor<4xf32>, %a4: tensor<4xf32>, %a5: tensor<4xf32>, %a6: tensor<4xf32>, %a7: tensor<4xf32>, %a8: tensor<4xf32>, %a9: tensor<4xf32>, %a10: tensor<4xf32>, %a11: tensor<4xf32>, %a12: tensor<4xf32>, %a13: tensor<4xf32>, %a14: tensor<4xf32>, %a15: tensor<4xf32>, %a16: tensor<4xf32>, %a17: tensor<4xf32>, %a18: tensor<4xf32>, %a19: tensor<4xf32>) -> tensor<4xf32> {
  %s1 = stablehlo.add %a0, %a1 : tensor<4xf32>
  %s2 = stablehlo.add %s1, %a2 : tensor<4xf32>
  %s3 = stablehlo.add %s2, %a3 : tensor<4xf32>
  %s4 = stablehlo.add %s3, %a4 : tensor<4xf32>
  %s5 = stablehlo.add %s4, %a5 : tensor<4xf32>
  %s6 = stablehlo.add %s5, %a6 : tensor<4xf32>
  %s7 = stablehlo.add %s6, %a7 : tensor<4xf32>
  %s8 = stablehlo.add %s7, %a8 : tensor<4xf32>
  %s9 = stablehlo.add %s8, %a9 : tensor<4xf32>
  %d = stablehlo.dot_general %s9, %s9, contracting_dims = [0] x [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  %db = stablehlo.broadcast_in_dim %d, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %t10 = stablehlo.add %db, %a10 : tensor<4xf32>
  %t11 = stablehlo.add %t10, %a11 : tensor<4xf32>
  %t12 = stablehlo.add %t11, %a12 : tensor<4xf32>
  %t13 = stablehlo.add %t12, %a13 : tensor<4xf32>
  %t14 = stablehlo.add %t13, %a14 : tensor<4xf32>
  %t15 = stablehlo.add %t14, %a15 : tensor<4xf32>
  %t16 = stablehlo.add %t15, %a16 : tensor<4xf32>
  %t17 = stablehlo.add %t16, %a17 : tensor<4xf32>
  %t18 = stablehlo.add %t17, %a18 : tensor<4xf32>
  %t19 = stablehlo.add %t18, %a19 : tensor<4xf32>
  return %t19 : tensor<4xf32>
}

// -----

// Values several elementwise ops read stay in the fusion (IREE fuses their users with
// them): 20 of them over one argument read one tensor, no cut.  A cut here turned a
// gradient's one dispatch of 5 bindings into one of 89.

// CHECK-LABEL: func.func @fan_out(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @fan_out(%x: tensor<4xf32>) -> tensor<4xf32> {
  %one = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %v0 = stablehlo.add %x, %one : tensor<4xf32>
  %s0 = stablehlo.add %one, %v0 : tensor<4xf32>
  %p0 = stablehlo.multiply %one, %v0 : tensor<4xf32>
  %v1 = stablehlo.exponential %s0 : tensor<4xf32>
  %s1 = stablehlo.add %s0, %v1 : tensor<4xf32>
  %p1 = stablehlo.multiply %p0, %v1 : tensor<4xf32>
  %v2 = stablehlo.exponential %s1 : tensor<4xf32>
  %s2 = stablehlo.add %s1, %v2 : tensor<4xf32>
  %p2 = stablehlo.multiply %p1, %v2 : tensor<4xf32>
  %v3 = stablehlo.exponential %s2 : tensor<4xf32>
  %s3 = stablehlo.add %s2, %v3 : tensor<4xf32>
  %p3 = stablehlo.multiply %p2, %v3 : tensor<4xf32>
  %v4 = stablehlo.exponential %s3 : tensor<4xf32>
  %s4 = stablehlo.add %s3, %v4 : tensor<4xf32>
  %p4 = stablehlo.multiply %p3, %v4 : tensor<4xf32>
  %v5 = stablehlo.exponential %s4 : tensor<4xf32>
  %s5 = stablehlo.add %s4, %v5 : tensor<4xf32>
  %p5 = stablehlo.multiply %p4, %v5 : tensor<4xf32>
  %v6 = stablehlo.exponential %s5 : tensor<4xf32>
  %s6 = stablehlo.add %s5, %v6 : tensor<4xf32>
  %p6 = stablehlo.multiply %p5, %v6 : tensor<4xf32>
  %v7 = stablehlo.exponential %s6 : tensor<4xf32>
  %s7 = stablehlo.add %s6, %v7 : tensor<4xf32>
  %p7 = stablehlo.multiply %p6, %v7 : tensor<4xf32>
  %v8 = stablehlo.exponential %s7 : tensor<4xf32>
  %s8 = stablehlo.add %s7, %v8 : tensor<4xf32>
  %p8 = stablehlo.multiply %p7, %v8 : tensor<4xf32>
  %v9 = stablehlo.exponential %s8 : tensor<4xf32>
  %s9 = stablehlo.add %s8, %v9 : tensor<4xf32>
  %p9 = stablehlo.multiply %p8, %v9 : tensor<4xf32>
  %v10 = stablehlo.exponential %s9 : tensor<4xf32>
  %s10 = stablehlo.add %s9, %v10 : tensor<4xf32>
  %p10 = stablehlo.multiply %p9, %v10 : tensor<4xf32>
  %v11 = stablehlo.exponential %s10 : tensor<4xf32>
  %s11 = stablehlo.add %s10, %v11 : tensor<4xf32>
  %p11 = stablehlo.multiply %p10, %v11 : tensor<4xf32>
  %v12 = stablehlo.exponential %s11 : tensor<4xf32>
  %s12 = stablehlo.add %s11, %v12 : tensor<4xf32>
  %p12 = stablehlo.multiply %p11, %v12 : tensor<4xf32>
  %v13 = stablehlo.exponential %s12 : tensor<4xf32>
  %s13 = stablehlo.add %s12, %v13 : tensor<4xf32>
  %p13 = stablehlo.multiply %p12, %v13 : tensor<4xf32>
  %v14 = stablehlo.exponential %s13 : tensor<4xf32>
  %s14 = stablehlo.add %s13, %v14 : tensor<4xf32>
  %p14 = stablehlo.multiply %p13, %v14 : tensor<4xf32>
  %v15 = stablehlo.exponential %s14 : tensor<4xf32>
  %s15 = stablehlo.add %s14, %v15 : tensor<4xf32>
  %p15 = stablehlo.multiply %p14, %v15 : tensor<4xf32>
  %v16 = stablehlo.exponential %s15 : tensor<4xf32>
  %s16 = stablehlo.add %s15, %v16 : tensor<4xf32>
  %p16 = stablehlo.multiply %p15, %v16 : tensor<4xf32>
  %v17 = stablehlo.exponential %s16 : tensor<4xf32>
  %s17 = stablehlo.add %s16, %v17 : tensor<4xf32>
  %p17 = stablehlo.multiply %p16, %v17 : tensor<4xf32>
  %v18 = stablehlo.exponential %s17 : tensor<4xf32>
  %s18 = stablehlo.add %s17, %v18 : tensor<4xf32>
  %p18 = stablehlo.multiply %p17, %v18 : tensor<4xf32>
  %v19 = stablehlo.exponential %s18 : tensor<4xf32>
  %s19 = stablehlo.add %s18, %v19 : tensor<4xf32>
  %p19 = stablehlo.multiply %p18, %v19 : tensor<4xf32>
  %r = stablehlo.add %s19, %p19 : tensor<4xf32>
  return %r : tensor<4xf32>
}
