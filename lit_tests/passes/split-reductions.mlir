// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-split-reductions | filecheck %s
// RUN: hostcall-opt %s -split-input-file --pass-pipeline="hostcall-split-reductions{vector-bytes=64}" | filecheck %s --check-prefix=LANES

// A sum of 2^20 elements: rows of 4096 summed from the identity, then the 256 row sums
// from the original init.

// CHECK-LABEL: func.func @long_sum(
// CHECK-NEXT: %[[INIT:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[ROWS:.*]] = stablehlo.reshape %arg0 : (tensor<1048576xf32>) -> tensor<256x4096xf32>
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[PARTS:.*]] = stablehlo.reduce(%[[ROWS]] init: %[[ZERO]]) applies stablehlo.add across dimensions = [1] : (tensor<256x4096xf32>, tensor<f32>) -> tensor<256xf32>
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.reduce(%[[PARTS]] init: %[[INIT]]) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %[[SUM]]
func.func @long_sum(%a: tensor<1048576xf32>) -> tensor<f32> {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %s = stablehlo.reduce(%a init: %one) applies stablehlo.add across dimensions = [0] : (tensor<1048576xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// A max over the leading dimension of a 2-D array: the kept trailing dimension stays.
// 100000 = 25 x 4000 (the largest divisor up to 4096).

// CHECK-LABEL: func.func @leading_max(
// CHECK: stablehlo.reshape %arg0 : (tensor<100000x3xi32>) -> tensor<25x4000x3xi32>
// CHECK: stablehlo.constant dense<-2147483648> : tensor<i32>
// CHECK: applies stablehlo.maximum across dimensions = [1] : (tensor<25x4000x3xi32>, tensor<i32>) -> tensor<25x3xi32>
// CHECK: applies stablehlo.maximum across dimensions = [0] : (tensor<25x3xi32>, tensor<i32>) -> tensor<3xi32>
func.func @leading_max(%a: tensor<100000x3xi32>, %init: tensor<i32>) -> tensor<3xi32> {
  %s = stablehlo.reduce(%a init: %init) applies stablehlo.maximum across dimensions = [0] : (tensor<100000x3xi32>, tensor<i32>) -> tensor<3xi32>
  return %s : tensor<3xi32>
}

// -----

// A full reduction of a 2-D array (a contiguous run of dimensions): one reshape to rows.

// CHECK-LABEL: func.func @all_dims(
// CHECK: stablehlo.reshape %arg0 : (tensor<512x512xf32>) -> tensor<64x4096xf32>
// CHECK: across dimensions = [1]
// CHECK: across dimensions = [0]
func.func @all_dims(%a: tensor<512x512xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// Left alone: short rows, a length with no divisor in [256, 4096] (a prime), dimensions
// that are not one run, and a body that is not one monoid op.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: stablehlo.reshape
// CHECK: return
func.func @left_alone(%a: tensor<4096x16xf32>, %p: tensor<65537xf32>, %q: tensor<256x4x256xf32>) -> (tensor<16xf32>, tensor<f32>, tensor<4xf32>, tensor<f32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4096x16xf32>, tensor<f32>) -> tensor<16xf32>
  %s1 = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [0] : (tensor<65537xf32>, tensor<f32>) -> tensor<f32>
  %s2 = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0, 2] : (tensor<256x4x256xf32>, tensor<f32>) -> tensor<4xf32>
  %s3 = stablehlo.reduce(%p init: %z) across dimensions = [0] : (tensor<65537xf32>, tensor<f32>) -> tensor<f32>
    reducer(%x: tensor<f32>, %y: tensor<f32>) {
      %d = stablehlo.subtract %x, %y : tensor<f32>
      stablehlo.return %d : tensor<f32>
    }
  return %s0, %s1, %s2, %s3 : tensor<16xf32>, tensor<f32>, tensor<4xf32>, tensor<f32>
}

// -----

// The CPU's layouts (vector-bytes=64: lanes of 16 float32).  A sum of 2^20 elements:
// 16 parts of 4096 steps of 16 lanes, each part summed along its steps from the
// identity, then the parts and lanes from the original init.

// LANES-LABEL: func.func @lanes_sum(
// LANES-NEXT: %[[INIT:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// LANES-NEXT: %[[TILED:.*]] = stablehlo.reshape %arg0 : (tensor<1048576xf32>) -> tensor<16x4096x16xf32>
// LANES-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// LANES-NEXT: %[[PARTS:.*]] = stablehlo.reduce(%[[TILED]] init: %[[ZERO]]) applies stablehlo.add across dimensions = [1] : (tensor<16x4096x16xf32>, tensor<f32>) -> tensor<16x16xf32>
// LANES-NEXT: %[[SUM:.*]] = stablehlo.reduce(%[[PARTS]] init: %[[INIT]]) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<f32>
// LANES-NEXT: return %[[SUM]]
func.func @lanes_sum(%a: tensor<1048576xf32>) -> tensor<f32> {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %s = stablehlo.reduce(%a init: %one) applies stablehlo.add across dimensions = [0] : (tensor<1048576xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// Rows of 4096: each row's 256 steps of 16 lanes, then its lanes.

// LANES-LABEL: func.func @row_sums(
// LANES: stablehlo.reshape %arg0 : (tensor<4096x4096xf32>) -> tensor<4096x256x16xf32>
// LANES: across dimensions = [1] : (tensor<4096x256x16xf32>, tensor<f32>) -> tensor<4096x16xf32>
// LANES: across dimensions = [1] : (tensor<4096x16xf32>, tensor<f32>) -> tensor<4096xf32>
func.func @row_sums(%a: tensor<4096x4096xf32>) -> tensor<4096xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
  return %s : tensor<4096xf32>
}

// -----

// A run of two dimensions: each is expanded in place (1024 = 4 parts x 256 steps,
// 256 = 16 steps x 16 lanes), never merged with the other, so that IREE carries the
// reshape through the ops that make the operand.

// LANES-LABEL: func.func @expanded_in_place(
// LANES: stablehlo.reshape %arg0 : (tensor<64x1024x256xi32>) -> tensor<64x4x256x16x16xi32>
// LANES: across dimensions = [2, 3] : (tensor<64x4x256x16x16xi32>, tensor<i32>) -> tensor<64x4x16xi32>
// LANES: across dimensions = [1, 2] : (tensor<64x4x16xi32>, tensor<i32>) -> tensor<64xi32>
func.func @expanded_in_place(%a: tensor<64x1024x256xi32>) -> tensor<64xi32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1, 2] : (tensor<64x1024x256xi32>, tensor<i32>) -> tensor<64xi32>
  return %s : tensor<64xi32>
}

// -----

// Column sums (kept rows of 512 elements, 32 vectors): 128 parts of 32 rows (part p the
// rows p, p + 128, ...), then the parts.

// LANES-LABEL: func.func @column_sums(
// LANES: stablehlo.reshape %arg0 : (tensor<4096x512xf32>) -> tensor<32x128x512xf32>
// LANES: across dimensions = [0] : (tensor<32x128x512xf32>, tensor<f32>) -> tensor<128x512xf32>
// LANES: across dimensions = [0] : (tensor<128x512xf32>, tensor<f32>) -> tensor<512xf32>
func.func @column_sums(%a: tensor<4096x512xf32>) -> tensor<512xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4096x512xf32>, tensor<f32>) -> tensor<512xf32>
  return %s : tensor<512xf32>
}

// -----

// A sum of products: + 0 between the product and the reduction.

// LANES-LABEL: func.func @sum_of_products(
// LANES: %[[P:.*]] = stablehlo.multiply %arg0, %arg1
// LANES: %[[TILED:.*]] = stablehlo.reshape %[[P]] : (tensor<1048576xf32>) -> tensor<16x4096x16xf32>
// LANES-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<16x4096x16xf32>
// LANES-NEXT: %[[KEPT:.*]] = stablehlo.add %[[TILED]], %[[Z]]
// LANES: stablehlo.reduce(%[[KEPT]]
func.func @sum_of_products(%a: tensor<1048576xf32>, %b: tensor<1048576xf32>) -> tensor<f32> {
  %p = stablehlo.multiply %a, %b : tensor<1048576xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [0] : (tensor<1048576xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// Column sums of products: + 0 for a product of two full arrays (sum(m * m, axis=0)), none
// for a product with a broadcast factor (v @ m after hostcall-dot-products), where IREE's
// contraction runs as vector multiply-adds and the + 0 made it slower.

// LANES-LABEL: func.func @column_sums_of_products(
// LANES: %[[T:.*]] = stablehlo.reshape %{{.*}} : (tensor<4096x512xf32>) -> tensor<32x128x512xf32>
// LANES-NEXT: stablehlo.constant dense<0.000000e+00> : tensor<32x128x512xf32>
// LANES-NEXT: stablehlo.add %[[T]]
// LANES: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0]
// LANES-NEXT: %[[P:.*]] = stablehlo.multiply %[[B]], %arg0
// LANES-NEXT: stablehlo.constant dense<0.000000e+00> : tensor<f32>
// LANES-NEXT: %[[U:.*]] = stablehlo.reshape %[[P]] : (tensor<4096x512xf32>) -> tensor<32x128x512xf32>
// LANES-NEXT: stablehlo.constant dense<0.000000e+00> : tensor<f32>
// LANES-NEXT: stablehlo.reduce(%[[U]]
func.func @column_sums_of_products(%m: tensor<4096x512xf32>, %v: tensor<4096xf32>) -> (tensor<512xf32>, tensor<512xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %sq = stablehlo.multiply %m, %m : tensor<4096x512xf32>
  %s = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4096x512xf32>, tensor<f32>) -> tensor<512xf32>
  %b = stablehlo.broadcast_in_dim %v, dims = [0] : (tensor<4096xf32>) -> tensor<4096x512xf32>
  %p = stablehlo.multiply %b, %m : tensor<4096x512xf32>
  %z2 = stablehlo.constant dense<0.0> : tensor<f32>
  %t = stablehlo.reduce(%p init: %z2) applies stablehlo.add across dimensions = [0] : (tensor<4096x512xf32>, tensor<f32>) -> tensor<512xf32>
  return %s, %t : tensor<512xf32>, tensor<512xf32>
}

// -----

// Sums of products left in one stage (a prime length, an operand read twice): + 0 only
// for the sum from +0; a sum from -0.0 of -0.0 products is -0.0, which + 0 would change.

// LANES-LABEL: func.func @unsplit_sums_of_products(
// LANES: %[[P:.*]] = stablehlo.multiply %arg0, %arg0
// LANES: %[[KEPT:.*]] = stablehlo.add %[[P]], %{{.*}} : tensor<65537xf32>
// LANES-NEXT: stablehlo.reduce(%[[KEPT]] init:
// LANES-NEXT: stablehlo.reduce(%[[P]] init:
func.func @unsplit_sums_of_products(%a: tensor<65537xf32>) -> (tensor<f32>, tensor<f32>) {
  %p = stablehlo.multiply %a, %a : tensor<65537xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %nz = stablehlo.constant dense<-0.0> : tensor<f32>
  %s = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [0] : (tensor<65537xf32>, tensor<f32>) -> tensor<f32>
  %t = stablehlo.reduce(%p init: %nz) applies stablehlo.add across dimensions = [0] : (tensor<65537xf32>, tensor<f32>) -> tensor<f32>
  return %s, %t : tensor<f32>, tensor<f32>
}

// -----

// A float maximum: adjacent steps combined in pairs before the reduction.

// LANES-LABEL: func.func @float_max_in_pairs(
// LANES: %[[TILED:.*]] = stablehlo.reshape %arg0 : (tensor<1048576xf32>) -> tensor<16x4096x16xf32>
// LANES-NEXT: %[[PAIRS:.*]] = stablehlo.reshape %[[TILED]] : (tensor<16x4096x16xf32>) -> tensor<16x2048x2x16xf32>
// LANES-NEXT: %[[E:.*]] = stablehlo.slice %[[PAIRS]] [0:16, 0:2048, 0:1, 0:16]
// LANES-NEXT: %[[EVEN:.*]] = stablehlo.reshape %[[E]] : (tensor<16x2048x1x16xf32>) -> tensor<16x2048x16xf32>
// LANES-NEXT: %[[O:.*]] = stablehlo.slice %[[PAIRS]] [0:16, 0:2048, 1:2, 0:16]
// LANES-NEXT: %[[ODD:.*]] = stablehlo.reshape %[[O]] : (tensor<16x2048x1x16xf32>) -> tensor<16x2048x16xf32>
// LANES-NEXT: %[[BOTH:.*]] = stablehlo.maximum %[[EVEN]], %[[ODD]]
// LANES: stablehlo.reduce(%[[BOTH]] init: %{{.*}}) applies stablehlo.maximum across dimensions = [1]
func.func @float_max_in_pairs(%a: tensor<1048576xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.maximum across dimensions = [0] : (tensor<1048576xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// An operand read by another op too (a softmax's exponentials): the rows layout, which
// keeps IREE's fusion of the reduction with that op.

// LANES-LABEL: func.func @operand_read_elsewhere(
// LANES: stablehlo.reshape %{{.*}} : (tensor<1048576xf32>) -> tensor<256x4096xf32>
func.func @operand_read_elsewhere(%a: tensor<1048576xf32>) -> (tensor<f32>, tensor<1048576xf32>) {
  %e = stablehlo.exponential %a : tensor<1048576xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [0] : (tensor<1048576xf32>, tensor<f32>) -> tensor<f32>
  return %s, %e : tensor<f32>, tensor<1048576xf32>
}
