// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-fold-splats | filecheck %s

// Elementwise ops on splat constants become splat constants, through chains
// (broadcast, compare, convert), so a reduction sees a constant operand.

// CHECK-LABEL: func.func @mask_mean(
// CHECK-NOT: stablehlo.compare
// CHECK-NOT: stablehlo.convert
// CHECK: %[[ONES:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4x5xf32>
// CHECK: stablehlo.reduce(%[[ONES]] init:
func.func @mask_mean(%x: tensor<f32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0.0> : tensor<f32>
  %b0 = stablehlo.broadcast_in_dim %c0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
  %c1 = stablehlo.constant dense<-1.0> : tensor<f32>
  %b1 = stablehlo.broadcast_in_dim %c1, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
  %p = stablehlo.compare GT, %b0, %b1 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
  %f = stablehlo.convert %p : (tensor<4x5xi1>) -> tensor<4x5xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%f init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
  %r = stablehlo.add %s, %x : tensor<f32>
  return %r : tensor<f32>
}

// -----

// Integer arithmetic and unsigned comparison fold in the operands' own types.

// CHECK-LABEL: func.func @ints(
// CHECK: %[[W:.*]] = stablehlo.constant dense<-2> : tensor<3xi8>
// CHECK: %[[U:.*]] = stablehlo.constant dense<true> : tensor<3xi1>
// CHECK: return %[[W]], %[[U]]
func.func @ints() -> (tensor<3xi8>, tensor<3xi1>) {
  %a = stablehlo.constant dense<127> : tensor<3xi8>
  %b = stablehlo.constant dense<127> : tensor<3xi8>
  %w = stablehlo.add %a, %b : tensor<3xi8>
  %m = stablehlo.constant dense<200> : tensor<3xui8>
  %n = stablehlo.constant dense<100> : tensor<3xui8>
  %u = stablehlo.compare GT, %m, %n, UNSIGNED : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  return %w, %u : tensor<3xi8>, tensor<3xi1>
}

// -----

// Left alone: a non-splat or runtime operand, ops outside the table, and a float to int
// conversion out of range (StableHLO leaves its result open).

// CHECK-LABEL: func.func @kept(
// CHECK: stablehlo.add %arg0
// CHECK: stablehlo.divide
// CHECK: stablehlo.convert
// CHECK: stablehlo.multiply
func.func @kept(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xi8>, tensor<2xf32>) {
  %c = stablehlo.constant dense<3.0> : tensor<2xf32>
  %a = stablehlo.add %x, %c : tensor<2xf32>
  %d = stablehlo.divide %c, %c : tensor<2xf32>
  %big = stablehlo.constant dense<1.0e6> : tensor<2xf32>
  %i = stablehlo.convert %big : (tensor<2xf32>) -> tensor<2xi8>
  %v = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %m = stablehlo.multiply %v, %c : tensor<2xf32>
  return %a, %d, %i, %m : tensor<2xf32>, tensor<2xf32>, tensor<2xi8>, tensor<2xf32>
}

// -----

// Complex constants are left alone.

// CHECK-LABEL: func.func @complex(
// CHECK: stablehlo.add
func.func @complex() -> tensor<2xcomplex<f32>> {
  %c = stablehlo.constant dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>
  %a = stablehlo.add %c, %c : tensor<2xcomplex<f32>>
  return %a : tensor<2xcomplex<f32>>
}

// -----

// An integer operand times a splat zero is zero whatever it holds (IREE folds it too);
// floats are left alone (0 * inf is NaN).

// CHECK-LABEL: func.func @absorbed(
// CHECK: %[[TWOS:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<4x5xf32>
// CHECK: stablehlo.reduce(%[[TWOS]] init:
// CHECK: stablehlo.multiply %arg1
func.func @absorbed(%m: tensor<4x5xi32>, %f: tensor<4x5xf32>) -> (tensor<f32>, tensor<4x5xf32>) {
  %z = stablehlo.constant dense<0> : tensor<4x5xi32>
  %p = stablehlo.multiply %m, %z : tensor<4x5xi32>
  %two = stablehlo.constant dense<2> : tensor<4x5xi32>
  %q = stablehlo.add %p, %two : tensor<4x5xi32>
  %c = stablehlo.convert %q : (tensor<4x5xi32>) -> tensor<4x5xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%c init: %init) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
  %fz = stablehlo.constant dense<0.0> : tensor<4x5xf32>
  %g = stablehlo.multiply %f, %fz : tensor<4x5xf32>
  return %s, %g : tensor<f32>, tensor<4x5xf32>
}

// -----

// Ops on one value twice fold as IREE folds them: integer x - x and x == x become
// splats, min(x, x) becomes x, and two identical iotas count as one value. Floats
// compared with themselves are left alone (NaN).

// CHECK-LABEL: func.func @same_operands(
// CHECK-DAG: %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[TRUE:.*]] = stablehlo.constant dense<true> : tensor<4xi1>
// CHECK-DAG: %[[FALSE:.*]] = stablehlo.constant dense<false> : tensor<4xi1>
// CHECK: %[[F:.*]] = stablehlo.compare EQ, %arg1, %arg1
// CHECK: return %[[ZERO]], %[[TRUE]], %arg0, %[[FALSE]], %[[F]]
func.func @same_operands(%x: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>) {
  %d = stablehlo.subtract %x, %x : tensor<4xi32>
  %e = stablehlo.compare GE, %x, %x, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %m = stablehlo.minimum %x, %x : tensor<4xi32>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %j = stablehlo.iota dim = 0 : tensor<4xi32>
  %n = stablehlo.compare NE, %i, %j, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %g = stablehlo.compare EQ, %f, %f : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %d, %e, %m, %n, %g : tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>
}

// -----

// An integer comparison with the lowest or highest value of its type, on either side,
// is decided whatever the other operand holds; one with another value is kept.

// CHECK-LABEL: func.func @extremes(
// CHECK-NOT: stablehlo.compare
// CHECK: %[[GE:.*]] = stablehlo.constant dense<true> : tensor<4xi1>
// CHECK-NOT: stablehlo.compare
// CHECK: %[[GT:.*]] = stablehlo.constant dense<false> : tensor<4xi1>
// CHECK-NOT: stablehlo.compare
// CHECK: %[[MIRRORED:.*]] = stablehlo.constant dense<true> : tensor<4xi1>
// CHECK: %[[K:.*]] = stablehlo.compare GE, %arg0
// CHECK: return %[[GE]], %[[GT]], %[[MIRRORED]], %[[K]]
func.func @extremes(%u: tensor<4xui32>, %i: tensor<4xi32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %zero = stablehlo.constant dense<0> : tensor<4xui32>
  %ge = stablehlo.compare GE, %u, %zero, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  %max = stablehlo.constant dense<2147483647> : tensor<4xi32>
  %gt = stablehlo.compare GT, %i, %max, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %mirrored = stablehlo.compare GE, %max, %i, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %one = stablehlo.constant dense<1> : tensor<4xui32>
  %kept = stablehlo.compare GE, %u, %one, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  return %ge, %gt, %mirrored, %kept : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// Shifts of splats fold with StableHLO's rule for amounts past the width.

// CHECK-LABEL: func.func @shifts(
// CHECK-DAG: %[[L:.*]] = stablehlo.constant dense<6> : tensor<2xi8>
// CHECK-DAG: %[[OUT:.*]] = stablehlo.constant dense<0> : tensor<2xi8>
// CHECK-DAG: %[[A:.*]] = stablehlo.constant dense<-1> : tensor<2xi8>
// CHECK: return %[[L]], %[[OUT]], %[[A]]
func.func @shifts() -> (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>) {
  %three = stablehlo.constant dense<3> : tensor<2xi8>
  %one = stablehlo.constant dense<1> : tensor<2xi8>
  %nine = stablehlo.constant dense<9> : tensor<2xi8>
  %minus = stablehlo.constant dense<-5> : tensor<2xi8>
  %l = stablehlo.shift_left %three, %one : tensor<2xi8>
  %out = stablehlo.shift_right_logical %three, %nine : tensor<2xi8>
  %a = stablehlo.shift_right_arithmetic %minus, %nine : tensor<2xi8>
  return %l, %out, %a : tensor<2xi8>, tensor<2xi8>, tensor<2xi8>
}

// -----

// A reduction (or a call) whose input follows from constants but did not fold reads it
// through an optimization_barrier; a runtime input or a plain constant needs none.

// CHECK-LABEL: func.func @constant_inputs(
// CHECK: %[[Q:.*]] = stablehlo.divide
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[Q]]
// CHECK: stablehlo.reduce(%[[B]] init:
// CHECK: %[[C:.*]] = stablehlo.optimization_barrier %[[Q]]
// CHECK: call @sum(%[[C]])
// CHECK-NOT: optimization_barrier
// CHECK: stablehlo.reduce(%arg0 init:
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @constant_inputs(%x: tensor<4xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %four = stablehlo.constant dense<4.0> : tensor<4xf32>
  %q = stablehlo.divide %one, %four : tensor<4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %c = func.call @sum(%q) : (tensor<4xf32>) -> tensor<f32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %s, %c, %r : tensor<f32>, tensor<f32>, tensor<f32>
}
func.func private @sum(%v: tensor<4xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%v init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// In a loop body the constant input is computed again before the loop, with its barrier
// there: IREE 3.13 gave up on a loop whose body holds a barrier ("maximum iteration count
// exceeded in fixed point pipeline").

// CHECK-LABEL: func.func @constant_input_in_a_loop(
// CHECK: %[[Q:.*]] = stablehlo.divide
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[Q]]
// CHECK-NEXT: stablehlo.while
// CHECK-NOT: optimization_barrier
// CHECK: stablehlo.reduce(%[[B]] init:
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @constant_input_in_a_loop(%x: tensor<f32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c0, %acc = %x) : tensor<i32>, tensor<f32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1.0> : tensor<4xf32>
    %four = stablehlo.constant dense<4.0> : tensor<4xf32>
    %q = stablehlo.divide %one, %four : tensor<4xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %a = stablehlo.add %acc, %s : tensor<f32>
    %i1 = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %i1 : tensor<i32>
    stablehlo.return %k1, %a : tensor<i32>, tensor<f32>
  }
  return %r#1 : tensor<f32>
}

// -----

// Types numpy cannot hold here (i4, quantized), tuples and tokens are left alone, not an
// internal error; the other ops of the function still fold.

// CHECK-LABEL: func.func @sub_byte_integers(
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<3> : tensor<4xi4>
// CHECK-NEXT: %[[D:.*]] = stablehlo.constant dense<2> : tensor<4xi4>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[C]], %[[D]] : tensor<4xi4>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[S]] : tensor<4xi4>
// CHECK: %[[F:.*]] = stablehlo.constant dense<5> : tensor<2xi8>
// CHECK-NEXT: return %[[M]], %[[F]]
func.func @sub_byte_integers(%x: tensor<4xi4>) -> (tensor<4xi4>, tensor<2xi8>) {
  %c = stablehlo.constant dense<3> : tensor<4xi4>
  %d = stablehlo.constant dense<2> : tensor<4xi4>
  %s = stablehlo.add %c, %d : tensor<4xi4>
  %m = stablehlo.multiply %x, %s : tensor<4xi4>
  %e = stablehlo.constant dense<3> : tensor<2xi8>
  %f = stablehlo.constant dense<2> : tensor<2xi8>
  %g = stablehlo.add %e, %f : tensor<2xi8>
  return %m, %g : tensor<4xi4>, tensor<2xi8>
}

// -----

// CHECK-LABEL: func.func @quantized(
// CHECK-NEXT: stablehlo.uniform_quantize
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.uniform_dequantize
func.func @quantized(%x: tensor<4xf32>) -> tensor<4xf32> {
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %q2 = stablehlo.add %q, %q : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %d = stablehlo.uniform_dequantize %q2 : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @tuples(
// CHECK-NEXT: stablehlo.tuple
// CHECK-NEXT: stablehlo.get_tuple_element
// CHECK-NEXT: stablehlo.get_tuple_element
// CHECK-NEXT: stablehlo.subtract
func.func @tuples(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = stablehlo.tuple %x, %x : tuple<tensor<4xf32>, tensor<4xf32>>
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  %r = stablehlo.subtract %a, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @tokens(
// CHECK-NEXT: %[[A:.*]] = stablehlo.after_all %arg1 : !stablehlo.token
// CHECK-NEXT: %[[B:.*]] = stablehlo.after_all %arg1 : !stablehlo.token
// CHECK-NEXT: %[[C:.*]] = stablehlo.after_all %[[A]], %[[B]] : !stablehlo.token
// CHECK-NEXT: return %arg0, %[[C]]
func.func @tokens(%x: tensor<4xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, !stablehlo.token) {
  %t1 = stablehlo.after_all %t : !stablehlo.token
  %t2 = stablehlo.after_all %t : !stablehlo.token
  %t3 = stablehlo.after_all %t1, %t2 : !stablehlo.token
  return %x, %t3 : tensor<4xf32>, !stablehlo.token
}

// -----

// The scalar constant under a folded broadcast is erased with it (one per `x * 1.5`).

// CHECK-LABEL: func.func @scaled(
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<1.500000e+00> : tensor<4xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[C]]
// CHECK-NEXT: return %[[M]]
func.func @scaled(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<1.5> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %m = stablehlo.multiply %x, %b : tensor<4xf32>
  return %m : tensor<4xf32>
}

// -----

// A select on a splat constant predicate is the operand it picks, as IREE folds it: a loop
// carry only such a select reads is then unread for hostcall-guard-unread-carries as it is
// for IREE (tests/inputs/fuzz_fixed/seed307_f62.mlir).

// CHECK-LABEL: func.func @constant_predicate(
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %arg2, %arg0, %arg1
// CHECK-NEXT: return %arg1, %arg0, %[[S]]
func.func @constant_predicate(%x: tensor<4xi1>, %y: tensor<4xi1>, %p: tensor<i1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %gt = stablehlo.compare GT, %x, %x, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %0 = stablehlo.select %gt, %x, %y : tensor<4xi1>, tensor<4xi1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %1 = stablehlo.select %t, %x, %y : tensor<i1>, tensor<4xi1>
  %2 = stablehlo.select %p, %x, %y : tensor<i1>, tensor<4xi1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// A select whose operand is a select on the same predicate takes that select's pick on
// its side: %b is select(%m, 0, 0), then 0; %c is select(%n, 0, 0), then 0.  IREE 3.13
// folds these inside the op it fuses them into and handed the barrier the wrong result.

// CHECK-LABEL: func.func @same_predicate(
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3x2xf32>
// CHECK: %[[A:.*]] = stablehlo.select %{{.*}}, %arg1, %[[Z]]
// CHECK-NOT: stablehlo.select
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[Z]]
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[Z]], %[[B]]
// CHECK-NEXT: return %[[A]], %[[S]]
func.func @same_predicate(%i: tensor<2xi32>, %x: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<3x2xf32>
  %c0 = stablehlo.constant dense<0> : tensor<2xi32>
  %c1 = stablehlo.constant dense<1> : tensor<2xi32>
  %e0 = stablehlo.compare EQ, %i, %c0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %e1 = stablehlo.compare EQ, %i, %c1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %m = stablehlo.broadcast_in_dim %e0, dims = [1] : (tensor<2xi1>) -> tensor<3x2xi1>
  %n = stablehlo.broadcast_in_dim %e1, dims = [1] : (tensor<2xi1>) -> tensor<3x2xi1>
  %a = stablehlo.select %m, %x, %zero : tensor<3x2xi1>, tensor<3x2xf32>
  %b = stablehlo.select %m, %zero, %a : tensor<3x2xi1>, tensor<3x2xf32>
  %c = stablehlo.select %n, %b, %zero : tensor<3x2xi1>, tensor<3x2xf32>
  %cb = stablehlo.optimization_barrier %c : tensor<3x2xf32>
  %s = stablehlo.add %b, %cb : tensor<3x2xf32>
  return %a, %s : tensor<3x2xf32>, tensor<3x2xf32>
}

// -----

// A slice, dynamic_slice, gather or reverse of a splat is a splat of its own shape,
// whatever the indices.

// CHECK-LABEL: func.func @selections(
// CHECK-DAG: %[[S:.*]] = stablehlo.constant dense<2.500000e+00> : tensor<1x2xf32>
// CHECK-DAG: %[[D:.*]] = stablehlo.constant dense<2.500000e+00> : tensor<2x1xf32>
// CHECK-DAG: %[[G:.*]] = stablehlo.constant dense<2.500000e+00> : tensor<2x3xf32>
// CHECK-DAG: %[[R:.*]] = stablehlo.constant dense<2.500000e+00> : tensor<4x3xf32>
// CHECK-NOT: stablehlo.slice
// CHECK-NOT: stablehlo.gather
// CHECK: return %[[S]], %[[D]], %[[G]], %[[R]]
func.func @selections(%i: tensor<i32>, %idx: tensor<2x1xi32>) -> (tensor<1x2xf32>, tensor<2x1xf32>, tensor<2x3xf32>, tensor<4x3xf32>) {
  %c = stablehlo.constant dense<2.5> : tensor<4x3xf32>
  %s = stablehlo.slice %c [1:2, 0:2] : (tensor<4x3xf32>) -> tensor<1x2xf32>
  %d = stablehlo.dynamic_slice %c, %i, %i, sizes = [2, 1] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
  %g = "stablehlo.gather"(%c, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  %r = stablehlo.reverse %c, dims = [0] : tensor<4x3xf32>
  return %s, %d, %g, %r : tensor<1x2xf32>, tensor<2x1xf32>, tensor<2x3xf32>, tensor<4x3xf32>
}

// -----

// A carry that starts as a splat constant and that the body returns as that constant
// (%z, as a zero cotangent of an unused input) or unchanged (%u) is that constant in the
// condition, the body and after the loop; %x, which the body changes, stays a carry.

// CHECK-LABEL: func.func @constant_carries(
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<3xf32>
// CHECK-NEXT: %[[W:.*]]:4 = stablehlo.while(%{{.*}} = %{{.*}}, %[[X:.*]] = %arg0,
// CHECK: } do {
// CHECK-NEXT: %[[UB:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<3xf32>
// CHECK-NEXT: %[[ZB:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[X]], %[[ZB]]
// CHECK-NEXT: stablehlo.multiply %[[A]], %[[UB]]
// CHECK: return %[[W]]#1, %[[Z]], %[[U]]
func.func @constant_carries(%x0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %z0 = stablehlo.constant dense<0.0> : tensor<3xf32>
  %u0 = stablehlo.constant dense<1.0> : tensor<3xf32>
  %w:4 = stablehlo.while(%i = %c0, %x = %x0, %z = %z0, %u = %u0) : tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a = stablehlo.add %x, %z : tensor<3xf32>
    %m = stablehlo.multiply %a, %u : tensor<3xf32>
    %zz = stablehlo.constant dense<0.0> : tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %m, %zz, %u : tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  return %w#1, %w#2, %w#3 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// An update as large as its operand is the update; a slice or dynamic_slice of the whole
// operand is the operand.

// CHECK-LABEL: func.func @whole_arrays(
// CHECK-NEXT: return %arg1, %arg0, %arg0
func.func @whole_arrays(%x: tensor<5xf32>, %a: tensor<5xf32>, %i: tensor<i32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) {
  %u = stablehlo.dynamic_update_slice %x, %a, %i : (tensor<5xf32>, tensor<5xf32>, tensor<i32>) -> tensor<5xf32>
  %d = stablehlo.dynamic_slice %x, %i, sizes = [5] : (tensor<5xf32>, tensor<i32>) -> tensor<5xf32>
  %s = stablehlo.slice %x [0:5] : (tensor<5xf32>) -> tensor<5xf32>
  return %u, %d, %s : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
}
