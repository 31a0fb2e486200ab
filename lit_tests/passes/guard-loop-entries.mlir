// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-guard-loop-entries | filecheck %s

// An initial carry that ops after the loop read again is read there through a barrier
// placed after the loop: IREE 3.13 rejected such modules ("circular dependency: input
// operation uses partition output"; the fuzzer's seed 26 f204).  The loop's own operand
// stays as it is; a later in-place update of the value updates a copy of the barrier's
// result (behind the barrier alone IREE updated the value's own buffer: seed 12 f284).

// CHECK-LABEL: func.func @reused_after(
// CHECK: %[[M:.*]] = stablehlo.multiply %arg1, %arg1
// CHECK: %[[W:.*]]:2 = stablehlo.while(%{{.*}} = %c, %{{.*}} = %[[M]])
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[M]] : tensor<2x3xf64>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f64>
// CHECK-NEXT: %[[Zb:.*]] = stablehlo.optimization_barrier %[[Z]] : tensor<f64>
// CHECK-NEXT: %[[Zs:.*]] = stablehlo.broadcast_in_dim %[[Zb]], dims = [] : (tensor<f64>) -> tensor<2x3xf64>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[B]], %[[Zs]] : tensor<2x3xf64>
// CHECK-NEXT: %[[P:.*]] = stablehlo.compare NE, %[[W]]#1, %[[B]]
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %[[P]], %arg1, %arg0
// CHECK-NEXT: %[[R:.*]] = stablehlo.slice %[[S]]
// CHECK-NEXT: %[[U:.*]] = stablehlo.dynamic_update_slice %[[C]], %[[R]], %c, %c
func.func @reused_after(%a: tensor<2x3xf64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %m = stablehlo.multiply %b, %b : tensor<2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c, %x = %m) : tensor<i32>, tensor<2x3xf64>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y = stablehlo.reverse %x, dims = [0] : tensor<2x3xf64>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %y : tensor<i32>, tensor<2x3xf64>
  }
  %ne = stablehlo.compare NE, %r#1, %m, FLOAT : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
  %s = stablehlo.select %ne, %b, %a : tensor<2x3xi1>, tensor<2x3xf64>
  %row = stablehlo.slice %s [0:1, 0:3] : (tensor<2x3xf64>) -> tensor<1x3xf64>
  %u = stablehlo.dynamic_update_slice %m, %row, %c, %c : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
  return %u : tensor<2x3xf64>
}

// -----

// A loop starts %y from a non-splat constant and hands it, as it is, to a nested while
// (a Newton solve: %err, after it, is read): the loop enters with a copy of the constant.
// IREE 3.13 keeps the constant as a global whose size it carries through the outer loop;
// the nested while's analysis in iree-stream-refine-usage then crashed (SIGSEGV).

// CHECK-LABEL: func.func @constant_into_nested_loop(
// CHECK: %[[Y0:.*]] = stablehlo.constant dense<[5.000000e-01, 1.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[N]] : tensor<f32>
// CHECK-NEXT: %[[Bc:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [] : (tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[Y0]], %[[Bc]] : tensor<2xf32>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %c, %[[Y:.*]] = %[[C]])
// CHECK: stablehlo.while(%{{.*}} = %[[Y]], %{{.*}} = %cst_{{[0-9]+}})
func.func @constant_into_nested_loop() -> tensor<2xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %y0 = stablehlo.constant dense<[0.5, 1.0]> : tensor<2xf32>
  %r:2 = stablehlo.while(%i = %c, %y = %y0) : tensor<i32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %s:2 = stablehlo.while(%z = %y, %err = %one) : tensor<2xf32>, tensor<f32>
    cond {
      %tol = stablehlo.constant dense<1.0e-6> : tensor<f32>
      %p = stablehlo.compare GT, %err, %tol, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %h = stablehlo.constant dense<0.5> : tensor<2xf32>
      %z2 = stablehlo.multiply %z, %h : tensor<2xf32>
      %zero = stablehlo.constant dense<0.0> : tensor<f32>
      %sum = stablehlo.reduce(%z2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
      %e2 = stablehlo.multiply %sum, %err : tensor<f32>
      stablehlo.return %z2, %e2 : tensor<2xf32>, tensor<f32>
    }
    %k = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %k : tensor<i32>
    stablehlo.return %i2, %s#0 : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

// -----

// The constant reaches the loop through an argument of a private function (every call
// passes a constant: IREE inlines it), and the nested while sits in a function the body
// calls: the copy is made in the function, before the loop.  Two constants, one reshaped
// and one behind a barrier (both still the constant's buffer to IREE), share one barrier.

// CHECK-LABEL: func.func private @newton(
// CHECK-LABEL: func.func private @scan(
// CHECK-SAME: %[[A:[a-z0-9]+]]: tensor<2xf32>
// CHECK: %[[R:.*]] = stablehlo.reshape %cst
// CHECK-NEXT: %[[Q:.*]] = stablehlo.optimization_barrier %[[R]]
// CHECK-NEXT: %[[N0:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[N1:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]]:2 = stablehlo.optimization_barrier %[[N0]], %[[N1]] : tensor<f32>, tensor<f32>
// CHECK-NEXT: %[[B0:.*]] = stablehlo.broadcast_in_dim %[[B]]#0, dims = [] : (tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[C0:.*]] = stablehlo.add %[[A]], %[[B0]] : tensor<2xf32>
// CHECK-NEXT: %[[B1:.*]] = stablehlo.broadcast_in_dim %[[B]]#1, dims = [] : (tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[C1:.*]] = stablehlo.add %[[Q]], %[[B1]] : tensor<2xf32>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %c, %{{.*}} = %[[C0]], %{{.*}} = %[[C1]])
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[K:.*]] = stablehlo.constant dense<[2.500000e-01, 7.500000e-01]>
// CHECK-NEXT: call @scan(%[[K]])
func.func private @newton(%y: tensor<2xf32>) -> tensor<2xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %s:2 = stablehlo.while(%z = %y, %err = %one) : tensor<2xf32>, tensor<f32>
  cond {
    %tol = stablehlo.constant dense<1.0e-6> : tensor<f32>
    %p = stablehlo.compare GT, %err, %tol, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %h = stablehlo.constant dense<0.5> : tensor<2xf32>
    %z2 = stablehlo.multiply %z, %h : tensor<2xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %sum = stablehlo.reduce(%z2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %e2 = stablehlo.multiply %sum, %err : tensor<f32>
    stablehlo.return %z2, %e2 : tensor<2xf32>, tensor<f32>
  }
  return %s#0 : tensor<2xf32>
}
func.func private @scan(%a: tensor<2xf32>) -> tensor<2xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<[[0.5, 1.0]]> : tensor<1x2xf32>
  %r0 = stablehlo.reshape %cst : (tensor<1x2xf32>) -> tensor<2xf32>
  %q0 = stablehlo.optimization_barrier %r0 : tensor<2xf32>
  %r:3 = stablehlo.while(%i = %c, %y = %a, %w = %q0) : tensor<i32>, tensor<2xf32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y2 = func.call @newton(%y) : (tensor<2xf32>) -> tensor<2xf32>
    %w2 = func.call @newton(%w) : (tensor<2xf32>) -> tensor<2xf32>
    %k = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %k : tensor<i32>
    stablehlo.return %i2, %y2, %w2 : tensor<i32>, tensor<2xf32>, tensor<2xf32>
  }
  %s = stablehlo.add %r#1, %r#2 : tensor<2xf32>
  return %s : tensor<2xf32>
}
func.func @main() -> tensor<2xf32> {
  %k = stablehlo.constant dense<[0.25, 0.75]> : tensor<2xf32>
  %r = call @scan(%k) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// Left alone: a splat start (IREE splats it in place), an argument of a public function,
// a constant the body hands on computed (negated), a constant the nested while carries
// last (no read carry after it: IREE 3.13 compiled these), and a start the pass already
// copied (so the pass is idempotent).

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: optimization_barrier
// CHECK: stablehlo.while(%{{.*}} = %c, %{{.*}} = %cst, %{{.*}} = %arg0, %{{.*}} = %cst_0, %{{.*}} = %cst_1)
// CHECK-LABEL: func.func @already_copied(
// CHECK: stablehlo.optimization_barrier
// CHECK-NOT: stablehlo.optimization_barrier
func.func @left_alone(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %splat = stablehlo.constant dense<0.5> : tensor<2xf32>
  %neg = stablehlo.constant dense<[0.5, 1.0]> : tensor<2xf32>
  %last = stablehlo.constant dense<[1.5, 2.0]> : tensor<2xf32>
  %r:5 = stablehlo.while(%i = %c, %a = %splat, %b = %x, %d = %neg, %e = %last) : tensor<i32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %dn = stablehlo.negate %d : tensor<2xf32>
    %h0 = stablehlo.constant dense<[2.5, 3.0]> : tensor<2xf32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %s:6 = stablehlo.while(%err = %one, %z1 = %a, %z2 = %b, %z3 = %dn, %z4 = %e, %dead = %h0) : tensor<f32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
    cond {
      %tol = stablehlo.constant dense<1.0e-6> : tensor<f32>
      %p = stablehlo.compare GT, %err, %tol, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %h = stablehlo.constant dense<0.5> : tensor<2xf32>
      %w = stablehlo.multiply %z4, %h : tensor<2xf32>
      %zero = stablehlo.constant dense<0.0> : tensor<f32>
      %sum = stablehlo.reduce(%w init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
      %e2 = stablehlo.multiply %sum, %err : tensor<f32>
      stablehlo.return %e2, %z1, %z2, %z3, %w, %w : tensor<f32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
    }
    %k = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %k : tensor<i32>
    stablehlo.return %i2, %s#1, %s#2, %s#3, %s#4 : tensor<i32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  }
  return %r#4 : tensor<2xf32>
}
func.func @already_copied() -> tensor<2xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %y0 = stablehlo.constant dense<[0.5, 1.0]> : tensor<2xf32>
  %n0 = stablehlo.constant dense<-0.0> : tensor<f32>
  %b = stablehlo.optimization_barrier %n0 : tensor<f32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<f32>) -> tensor<2xf32>
  %y1 = stablehlo.add %y0, %bb : tensor<2xf32>
  %r:2 = stablehlo.while(%i = %c, %y = %y1) : tensor<i32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %s:2 = stablehlo.while(%z = %y, %err = %one) : tensor<2xf32>, tensor<f32>
    cond {
      %tol = stablehlo.constant dense<1.0e-6> : tensor<f32>
      %p = stablehlo.compare GT, %err, %tol, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %h = stablehlo.constant dense<0.5> : tensor<2xf32>
      %z2 = stablehlo.multiply %z, %h : tensor<2xf32>
      %zero = stablehlo.constant dense<0.0> : tensor<f32>
      %sum = stablehlo.reduce(%z2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
      %e2 = stablehlo.multiply %sum, %err : tensor<f32>
      stablehlo.return %z2, %e2 : tensor<2xf32>, tensor<f32>
    }
    %k = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %k : tensor<i32>
    stablehlo.return %i2, %s#0 : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

// -----

// Ops before a loop computed from its initial carry (%d from %x, %e from %d, %g from %f)
// and read only after it move past it, in order, and read the carries through the barrier
// after the loop: IREE 3.13 sank them into the dispatches after the loop and rejected the
// module ("circular dependency"; tests/inputs/fuzz_fixed/seed302_f34_v0_vjp.mlir).  %f,
// which the loop itself takes, stays.

// CHECK-LABEL: func.func @entry_readers(
// CHECK: %[[X:.*]] = stablehlo.negate %arg0
// CHECK-NEXT: %[[TWO:.*]] = stablehlo.constant dense<2.0
// CHECK-NEXT: %[[F:.*]] = stablehlo.abs %[[X]]
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{.*}} = %[[X]], %{{.*}} = %[[F]], %{{.*}} = %c)
// CHECK: %[[B:.*]]:2 = stablehlo.optimization_barrier %[[X]], %[[F]]
// CHECK-NEXT: %[[D:.*]] = stablehlo.multiply %[[TWO]], %[[B]]#0
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %[[D]]
// CHECK-NEXT: %[[G:.*]] = stablehlo.add %[[B]]#1, %[[B]]#1
// CHECK-NEXT: %[[T:.*]] = stablehlo.add %[[E]], %[[W]]#0
// CHECK-NEXT: %[[U:.*]] = stablehlo.add %[[T]], %[[W]]#1
// CHECK-NEXT: return %[[U]], %[[G]]
func.func @entry_readers(%a: tensor<3x5xf32>, %n: tensor<i32>) -> (tensor<3x5xf32>, tensor<3x5xf32>) {
  %x = stablehlo.negate %a : tensor<3x5xf32>
  %two = stablehlo.constant dense<2.0> : tensor<3x5xf32>
  %d = stablehlo.multiply %two, %x : tensor<3x5xf32>
  %e = stablehlo.exponential %d : tensor<3x5xf32>
  %f = stablehlo.abs %x : tensor<3x5xf32>
  %g = stablehlo.add %f, %f : tensor<3x5xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:3 = stablehlo.while(%y = %x, %z = %f, %k = %c0) : tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32>
  cond {
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y2 = stablehlo.multiply %y, %z : tensor<3x5xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %y2, %z, %k2 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<i32>
  }
  %t = stablehlo.add %e, %w#0 : tensor<3x5xf32>
  %u = stablehlo.add %t, %w#1 : tensor<3x5xf32>
  return %u, %g : tensor<3x5xf32>, tensor<3x5xf32>
}

// -----

// A reduction computed from the initial carry before the loop and returned moves past it as
// well (the shrunk transpose of seed 302 f179's loops).

// CHECK-LABEL: func.func @reduction_of_an_entry(
// CHECK: %[[W:.*]]:2 = stablehlo.while
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %arg0
// CHECK-NEXT: %[[R:.*]] = stablehlo.reduce(%[[B]] init: %{{.*}}) applies stablehlo.add
// CHECK-NEXT: return %[[W]]#0, %[[R]]
func.func @reduction_of_an_entry(%x: tensor<3x4xf32>, %n: tensor<i32>) -> (tensor<3x4xf32>, tensor<4xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%y = %x, %k = %c0) : tensor<3x4xf32>, tensor<i32>
  cond {
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y2 = stablehlo.multiply %y, %y : tensor<3x4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %y2, %k2 : tensor<3x4xf32>, tensor<i32>
  }
  return %w#0, %r : tensor<3x4xf32>, tensor<4xf32>
}

// -----

// The arrays an initial carry is computed from count as the carry (%nx, of which %s is a
// select): IREE fuses them into the dispatch making the carry, and the reduction of %nx
// read after the loop hit the same error (seed 302 f179_v0_v1_vjp).  The function's own
// arguments do not count.

// CHECK-LABEL: func.func @reduction_of_a_source(
// CHECK: %[[NX:.*]] = stablehlo.negate %arg0
// CHECK: %[[W:.*]]:2 = stablehlo.while
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[NX]] : tensor<3x4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reduce(%[[B]] init:
// CHECK-NEXT: return %[[W]]#0, %[[R]]
func.func @reduction_of_a_source(%x: tensor<3x4xf32>, %m: tensor<3x4xi1>, %n: tensor<i32>) -> (tensor<3x4xf32>, tensor<4xf32>) {
  %nx = stablehlo.negate %x : tensor<3x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<3x4xf32>
  %s = stablehlo.select %m, %nx, %zero : tensor<3x4xi1>, tensor<3x4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%nx init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%y = %s, %k = %c0) : tensor<3x4xf32>, tensor<i32>
  cond {
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y2 = stablehlo.multiply %y, %y : tensor<3x4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %y2, %k2 : tensor<3x4xf32>, tensor<i32>
  }
  return %w#0, %r : tensor<3x4xf32>, tensor<4xf32>
}

// -----

// Ops after the loop that repeat an entry source (%n2 = negate %b as %n, %e2 = %a + %n2 as
// %e, the carry itself) read the source through the barrier instead; the repeats stay,
// unread.  IREE 3.13 merges them with the source as common subexpressions, and the
// module was rejected ("circular dependency"; tests/inputs/fuzz_fixed/
// seed408_f40_vjp_v1.mlir).  %m, a negate of another value, is no repeat.

// CHECK-LABEL: func.func @repeats_of_a_source(
// CHECK: %[[N:.*]] = stablehlo.negate %arg1
// CHECK-NEXT: %[[E:.*]] = stablehlo.add %arg0, %[[N]]
// CHECK: %[[W:.*]]:2 = stablehlo.while(%{{.*}} = %[[E]], %{{.*}} = %c)
// CHECK: %[[B:.*]]:2 = stablehlo.optimization_barrier %[[E]], %[[N]]
// CHECK-NEXT: %[[N2:.*]] = stablehlo.negate %arg1
// CHECK-NEXT: %[[E2:.*]] = stablehlo.add %arg0, %[[B]]#1
// CHECK-NEXT: %[[M:.*]] = stablehlo.negate %arg0
// CHECK-NEXT: %[[T:.*]] = stablehlo.add %[[B]]#1, %[[B]]#0
// CHECK-NEXT: %[[U:.*]] = stablehlo.add %[[T]], %[[M]]
// CHECK-NEXT: return %[[W]]#0, %[[U]]
func.func @repeats_of_a_source(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %k: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %n = stablehlo.negate %b : tensor<2x3xf32>
  %e = stablehlo.add %a, %n : tensor<2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%x = %e, %i = %c) : tensor<2x3xf32>, tensor<i32>
  cond {
    %p = stablehlo.compare LT, %i, %k, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %x2 = stablehlo.add %a, %x : tensor<2x3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %x2, %i2 : tensor<2x3xf32>, tensor<i32>
  }
  %n2 = stablehlo.negate %b : tensor<2x3xf32>
  %e2 = stablehlo.add %a, %n2 : tensor<2x3xf32>
  %m = stablehlo.negate %a : tensor<2x3xf32>
  %t = stablehlo.add %n2, %e2 : tensor<2x3xf32>
  %u = stablehlo.add %t, %m : tensor<2x3xf32>
  return %w#0, %u : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// An in-place update after the loop is the only read of the loop's initial carry there
// (a scatter of the array a per-example dynamic_update_slice's loop starts from: vmap of
// vjp, the fuzzer's seed 429 f268_vjp_v1, "circular dependency" in IREE 3.13): the
// scatter updates a copy of the barrier's result.

// CHECK-LABEL: func.func @updated_after(
// CHECK: %[[E:.*]] = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
// CHECK: %[[W:.*]]:2 = stablehlo.while(%{{.*}} = %c, %{{.*}} = %[[E]])
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[E]] : tensor<4xf32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[Zb:.*]] = stablehlo.optimization_barrier %[[Z]] : tensor<f32>
// CHECK-NEXT: %[[Zs:.*]] = stablehlo.broadcast_in_dim %[[Zb]], dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[B]], %[[Zs]] : tensor<4xf32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<{{\[}}[2], [0]]> : tensor<2x1xi32>
// CHECK-NEXT: %[[T:.*]] = "stablehlo.scatter"(%[[C]], %[[I]], %arg1)
// CHECK: stablehlo.add %[[W]]#1, %[[T]]
func.func @updated_after(%a: tensor<4xf32>, %u: tensor<2xf32>) -> tensor<4xf32> {
  %e = stablehlo.multiply %a, %a : tensor<4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c, %x = %e) : tensor<i32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y = stablehlo.reverse %x, dims = [0] : tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %y : tensor<i32>, tensor<4xf32>
  }
  %at = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %t = "stablehlo.scatter"(%e, %at, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%v: tensor<f32>, %w: tensor<f32>):
    %s = stablehlo.add %v, %w : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  %o = stablehlo.add %r#1, %t : tensor<4xf32>
  return %o : tensor<4xf32>
}

// -----

// The same reads in another loop's body read copies made there instead, in the taken
// branch of an if on a barrier of true: the barriers of true and of the zeros stand before
// the outer loop.  A barrier of the value itself in that body made IREE 3.13's fixed-point
// pipeline give up (the threefry loops of a rejection sampler's body, the fuzzer's seed 429
// f153_j0_v1); a plain copy after the loop left IREE's "circular dependency" (the dispatch
// making %m, the inner loop's entry, read again after it: seed 475 f140_v0_vjp).

// CHECK-LABEL: func.func @reused_after_in_a_loop_body(
// CHECK: %[[T:.*]] = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: %[[Tb:.*]] = stablehlo.optimization_barrier %[[T]] : tensor<i1>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[Zb:.*]] = stablehlo.optimization_barrier %[[Z]] : tensor<f32>
// CHECK-NEXT: stablehlo.while
// CHECK: %[[M:.*]] = stablehlo.multiply %{{.*}}, %{{.*}} : tensor<4xf32>
// CHECK: %[[W:.*]]:2 = stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %[[M]])
// CHECK: stablehlo.reverse
// CHECK: %[[C:.*]] = "stablehlo.if"(%[[Tb]]) ({
// CHECK-NEXT: %[[Zs:.*]] = stablehlo.broadcast_in_dim %[[Zb]], dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %[[Mc:.*]] = stablehlo.add %[[M]], %[[Zs]] : tensor<4xf32>
// CHECK-NEXT: stablehlo.return %[[Mc]] : tensor<4xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT: stablehlo.return %[[M]] : tensor<4xf32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<4xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.subtract %[[W]]#1, %[[C]] : tensor<4xf32>
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @reused_after_in_a_loop_body(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c, %x = %a) : tensor<i32>, tensor<4xf32>
  cond {
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %m = stablehlo.multiply %x, %x : tensor<4xf32>
    %in:2 = stablehlo.while(%j = %c, %y = %m) : tensor<i32>, tensor<4xf32>
    cond {
      %q = stablehlo.compare LT, %j, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %y2 = stablehlo.reverse %y, dims = [0] : tensor<4xf32>
      %j2 = stablehlo.add %j, %one : tensor<i32>
      stablehlo.return %j2, %y2 : tensor<i32>, tensor<4xf32>
    }
    %s = stablehlo.subtract %in#1, %m : tensor<4xf32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %s : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// In a case's branch likewise: a loop started from a select that a reduction reads again
// after it (the fuzzer's seed 534 f239_v0_vjp_v2) reads it through the if's copy; the
// barriers stand before the case.

// CHECK-LABEL: func.func @reused_after_in_a_case_branch(
// CHECK: %[[Tb:.*]] = stablehlo.optimization_barrier %{{.*}} : tensor<i1>
// CHECK: %[[Zb:.*]] = stablehlo.optimization_barrier %{{.*}} : tensor<f32>
// CHECK-NEXT: "stablehlo.case"
// CHECK-NEXT: %[[S:.*]] = stablehlo.select
// CHECK-NEXT: %[[W:.*]]:2 = stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %[[S]])
// CHECK: %[[C:.*]] = "stablehlo.if"(%[[Tb]]) ({
// CHECK-NEXT: %[[Zs:.*]] = stablehlo.broadcast_in_dim %[[Zb]], dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[Sc:.*]] = stablehlo.add %[[S]], %[[Zs]] : tensor<2x3xf32>
// CHECK-NEXT: stablehlo.return %[[Sc]] : tensor<2x3xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT: stablehlo.return %[[S]] : tensor<2x3xf32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<2x3xf32>
// CHECK-NEXT: stablehlo.reduce(%[[C]] init: %{{.*}})
// CHECK-NEXT: stablehlo.reduce(%[[W]]#1 init: %{{.*}})
func.func @reused_after_in_a_case_branch(%k: tensor<i32>, %m: tensor<2x3xi1>, %p: tensor<2x3xf32>, %q: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<2> : tensor<i32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r = "stablehlo.case"(%k) ({
    %s = stablehlo.select %m, %p, %q : tensor<2x3xi1>, tensor<2x3xf32>
    %w:2 = stablehlo.while(%j = %c, %u = %s) : tensor<i32>, tensor<2x3xf32>
    cond {
      %go = stablehlo.compare LT, %j, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %go : tensor<i1>
    } do {
      %u1 = stablehlo.reverse %u, dims = [0] : tensor<2x3xf32>
      %j1 = stablehlo.add %j, %one : tensor<i32>
      stablehlo.return %j1, %u1 : tensor<i32>, tensor<2x3xf32>
    }
    %rs = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %ru = stablehlo.reduce(%w#1 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %t = stablehlo.add %ru, %rs : tensor<3xf32>
    stablehlo.return %t : tensor<3xf32>
  }, {
    stablehlo.return %b : tensor<3xf32>
  }) : (tensor<i32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// The body's own argument read after the nested loop keeps the barrier (a copy of it made
// an HMC sampler's leapfrog entry a "circular dependency").

// CHECK-LABEL: func.func @argument_reused_after_in_a_loop_body(
// CHECK: } do {
// CHECK-NEXT: %[[W:.*]]:2 = stablehlo.while(%{{[^ ]*}} = %{{[^ ]*}}, %{{[^ ]*}} = %[[X:[^)]*]])
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.subtract %[[W]]#1, %[[B]] : tensor<4xf32>
func.func @argument_reused_after_in_a_loop_body(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c, %x = %a) : tensor<i32>, tensor<4xf32>
  cond {
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %in:2 = stablehlo.while(%j = %c, %y = %x) : tensor<i32>, tensor<4xf32>
    cond {
      %q = stablehlo.compare LT, %j, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %y2 = stablehlo.reverse %y, dims = [0] : tensor<4xf32>
      %j2 = stablehlo.add %j, %one : tensor<i32>
      stablehlo.return %j2, %y2 : tensor<i32>, tensor<4xf32>
    }
    %s = stablehlo.subtract %in#1, %x : tensor<4xf32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %s : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// A carry computed from constants alone (an iota and its slices, as threefry's counters)
// is not guarded: IREE makes it in each dispatch that reads it.

// CHECK-LABEL: func.func @constant_entry_reused_after(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @constant_entry_reused_after(%a: tensor<2xui32>) -> tensor<2xui32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<5> : tensor<i32>
  %iota = stablehlo.iota dim = 0 : tensor<4xui32>
  %lo = stablehlo.slice %iota [0:2] : (tensor<4xui32>) -> tensor<2xui32>
  %r:2 = stablehlo.while(%k = %c, %x = %lo) : tensor<i32>, tensor<2xui32>
  cond {
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %x2 = stablehlo.add %x, %a : tensor<2xui32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %x2 : tensor<i32>, tensor<2xui32>
  }
  %s = stablehlo.xor %r#1, %lo : tensor<2xui32>
  return %s : tensor<2xui32>
}

// -----

// A carry's sources are followed through chains of any length: the transpose %t is six
// ops back from the loop's entry and read again after the loop (the shrunk linearized
// jvp of the fuzzer's seed 452 f87_v0_vjp; IREE 3.13 fuses the whole chain into the
// entry's dispatch).

// CHECK-LABEL: func.func @long_chain(
// CHECK: %[[T:.*]] = stablehlo.transpose %arg2
// CHECK: %[[W:.*]]:2 = stablehlo.while
// CHECK: stablehlo.return %{{.*}}, %{{.*}} : tensor<3x5xf32>, tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[T]] : tensor<3x5xf32>
// CHECK-NEXT: %[[Q:.*]] = stablehlo.divide %[[B]], %arg1
// CHECK-NEXT: stablehlo.add %[[W]]#0, %[[Q]]
func.func @long_chain(%x: tensor<3x5xf32>, %a: tensor<3x5xf32>, %m: tensor<5x3xf32>, %n: tensor<i32>) -> tensor<3x5xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %t = stablehlo.transpose %m, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.multiply %t, %x : tensor<3x5xf32>
  %2 = stablehlo.divide %1, %a : tensor<3x5xf32>
  %3 = stablehlo.negate %2 : tensor<3x5xf32>
  %4 = stablehlo.multiply %3, %a : tensor<3x5xf32>
  %5 = stablehlo.add %4, %x : tensor<3x5xf32>
  %w:2 = stablehlo.while(%v = %5, %i = %c) : tensor<3x5xf32>, tensor<i32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %d = stablehlo.subtract %v, %x : tensor<3x5xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %d, %i1 : tensor<3x5xf32>, tensor<i32>
  }
  %q = stablehlo.divide %t, %a : tensor<3x5xf32>
  %r = stablehlo.add %w#0, %q : tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

// An entry source computed again before the loop (IREE merges the two): the source's
// readers, the loop among them, read the earlier value, and the ops computed from it
// that only ops after the loop read move past the loop, reading it through the barrier.

// CHECK-LABEL: func.func @repeat_before(
// CHECK-NEXT: %[[D:.*]] = stablehlo.subtract %arg1, %arg0
// CHECK: stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %[[D]])
// CHECK: stablehlo.return %{{.*}}, %{{.*}} : tensor<i32>, tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[D]] : tensor<2x3xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.subtract %arg1, %[[B]]
// CHECK-NEXT: stablehlo.multiply %[[E]], %arg1
func.func @repeat_before(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %n: tensor<i32>) -> tensor<2x3xf32> {
  %d = stablehlo.subtract %b, %a : tensor<2x3xf32>
  %e = stablehlo.subtract %b, %d : tensor<2x3xf32>
  %s = stablehlo.multiply %e, %b : tensor<2x3xf32>
  %d2 = stablehlo.subtract %b, %a : tensor<2x3xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %x = %d2) : tensor<i32>, tensor<2x3xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %t = stablehlo.tanh %x : tensor<2x3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %t : tensor<i32>, tensor<2x3xf32>
  }
  %o = stablehlo.add %w#1, %s : tensor<2x3xf32>
  return %o : tensor<2x3xf32>
}
