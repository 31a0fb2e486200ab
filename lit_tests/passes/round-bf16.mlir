// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-round-bf16 | filecheck %s

// A bf16 divide is computed in f32 and rounded to the bf16 grid with integer ops (add
// 0x7fff plus the kept part's lowest bit, clear the low 16 bits; NaNs kept) before it is
// converted to bf16: IREE 3.13 keeps f32 values inside fused bf16 chains.

// CHECK-LABEL: func.func @divide(
// CHECK-SAME: %[[A:.*]]: tensor<3xbf16>, %[[B:.*]]: tensor<3xbf16>
// CHECK-NEXT: %[[AF:.*]] = stablehlo.convert %[[A]] : (tensor<3xbf16>) -> tensor<3xf32>
// CHECK-NEXT: %[[BF:.*]] = stablehlo.convert %[[B]] : (tensor<3xbf16>) -> tensor<3xf32>
// CHECK-NEXT: %[[Q:.*]] = stablehlo.divide %[[AF]], %[[BF]] : tensor<3xf32>
// CHECK-NEXT: %[[BITS:.*]] = stablehlo.bitcast_convert %[[Q]] : (tensor<3xf32>) -> tensor<3xui32>
// CHECK: stablehlo.shift_right_logical %[[BITS]]
// CHECK: %[[NAN:.*]] = stablehlo.compare NE, %[[Q]], %[[Q]]
// CHECK-NEXT: %[[R:.*]] = stablehlo.bitcast_convert %{{.*}} : (tensor<3xui32>) -> tensor<3xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %[[NAN]], %[[Q]], %[[R]]
// CHECK-NEXT: %[[N:.*]] = stablehlo.convert %[[S]] : (tensor<3xf32>) -> tensor<3xbf16>
// CHECK-NEXT: return %[[N]] : tensor<3xbf16>
func.func @divide(%a: tensor<3xbf16>, %b: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = stablehlo.divide %a, %b : tensor<3xbf16>
  return %0 : tensor<3xbf16>
}

// -----

// A float32 -> bf16 conversion rounds on the bf16 grid first.

// CHECK-LABEL: func.func @narrowing(
// CHECK: %[[S:.*]] = stablehlo.select
// CHECK-NEXT: %[[N:.*]] = stablehlo.convert %[[S]] : (tensor<2xf32>) -> tensor<2xbf16>
// CHECK-NEXT: return %[[N]]
func.func @narrowing(%x: tensor<2xf32>) -> tensor<2xbf16> {
  %0 = stablehlo.convert %x : (tensor<2xf32>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// -----

// Exact bf16 ops and other types are left alone.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NEXT: stablehlo.maximum %{{.*}} : tensor<3xbf16>
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: stablehlo.add %{{.*}} : tensor<3xf32>
// CHECK-NEXT: return
func.func @left_alone(%a: tensor<3xbf16>, %x: tensor<3xf32>) -> (tensor<3xbf16>, tensor<3xbf16>, tensor<3xf32>) {
  %0 = stablehlo.maximum %a, %a : tensor<3xbf16>
  %1 = stablehlo.negate %0 : tensor<3xbf16>
  %2 = stablehlo.add %x, %x : tensor<3xf32>
  return %0, %1, %2 : tensor<3xbf16>, tensor<3xbf16>, tensor<3xf32>
}

// -----

// A float64 -> bf16 conversion goes through float32 rounded to odd (toward zero, the
// lowest bit set when inexact), then the bf16 grid.

// CHECK-LABEL: func.func @from_f64(
// CHECK-SAME: %[[D:.*]]: tensor<2xf64>
// CHECK-NEXT: %[[F:.*]] = stablehlo.convert %[[D]] : (tensor<2xf64>) -> tensor<2xf32>
// CHECK-NEXT: %[[BACK:.*]] = stablehlo.convert %[[F]] : (tensor<2xf32>) -> tensor<2xf64>
// CHECK: stablehlo.or
// CHECK: stablehlo.shift_right_logical
// CHECK: %[[N:.*]] = stablehlo.convert %{{.*}} : (tensor<2xf32>) -> tensor<2xbf16>
// CHECK-NEXT: return %[[N]]
func.func @from_f64(%d: tensor<2xf64>) -> tensor<2xbf16> {
  %0 = stablehlo.convert %d : (tensor<2xf64>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// -----

// The adds of a reduction's body are the reduction's own: left as IREE and XLA compute
// them (in float32, rounded once).

// CHECK-LABEL: func.func @sum(
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [0]
// CHECK-NEXT: return
func.func @sum(%a: tensor<4xbf16>) -> tensor<bf16> {
  %z = stablehlo.constant dense<0.0> : tensor<bf16>
  %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xbf16>, tensor<bf16>) -> tensor<bf16>
  return %0 : tensor<bf16>
}
