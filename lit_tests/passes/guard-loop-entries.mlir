// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-guard-loop-entries | filecheck %s

// A loop that calls the host enters with the second of two equal zero stacks copied (plus
// a -0.0 IREE cannot see through): IREE 3.13's VM otherwise branches into the loop with one
// buffer in two block arguments and reads a null buffer.  The carries stay out of any
// barrier (a barriered array's size becomes an i64 block argument, which the VM's branch
// into the loop mixed up with the i32 counter).

// CHECK-LABEL: func.func @equal_stacks(
// CHECK: %[[Z0:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3x2xf32>
// CHECK-NEXT: %[[Z1:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3x2xf32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[N]] : tensor<f32>
// CHECK-NEXT: %[[Bc:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [] : (tensor<f32>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[Z1]], %[[Bc]] : tensor<3x2xf32>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %c, %{{.*}} = %[[Z0]], %{{.*}} = %[[C]])
func.func private @hostcall_rt.cb0(tensor<2xf32>) -> tensor<2xf32>
func.func @equal_stacks(%x: tensor<2xf32>) -> tensor<3x2xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %z0 = stablehlo.constant dense<0.0> : tensor<3x2xf32>
  %z1 = stablehlo.constant dense<0.0> : tensor<3x2xf32>
  %r:3 = stablehlo.while(%i = %c, %a = %z0, %b = %z1) : tensor<i32>, tensor<3x2xf32>, tensor<3x2xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y = func.call @hostcall_rt.cb0(%x) : (tensor<2xf32>) -> tensor<2xf32>
    %row = stablehlo.reshape %y : (tensor<2xf32>) -> tensor<1x2xf32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %a2 = stablehlo.dynamic_update_slice %a, %row, %i, %zero : (tensor<3x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %a2, %b : tensor<i32>, tensor<3x2xf32>, tensor<3x2xf32>
  }
  %s = stablehlo.add %r#1, %r#2 : tensor<3x2xf32>
  return %s : tensor<3x2xf32>
}

// -----

// One value carried twice (i32 and i1 copies add 0 and `or` false), a callback op not yet
// lowered, and an effect token, which is left as it is.

// CHECK-LABEL: func.func @same_value_twice(
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT: %[[B:.*]]:2 = stablehlo.optimization_barrier %[[Z]], %[[F]] : tensor<i32>, tensor<i1>
// CHECK-NEXT: %[[I:.*]] = stablehlo.add %arg0, %[[B]]#0 : tensor<i32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.or %arg1, %[[B]]#1 : tensor<i1>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %arg0, %{{.*}} = %[[I]], %{{.*}} = %arg1, %{{.*}} = %[[P]], %{{.*}} = %arg2)
func.func @same_value_twice(%n: tensor<i32>, %q: tensor<i1>, %t: !stablehlo.token) -> tensor<i32> {
  %r:5 = stablehlo.while(%i = %n, %j = %n, %p = %q, %p2 = %q, %tok = %t) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, !stablehlo.token
  cond {
    stablehlo.return %p : tensor<i1>
  } do {
    %t2 = stablehlo.custom_call @hostcall.callback(%tok, %i) {has_side_effect = true, hostcall.callback = "show", hostcall.kind = "io", hostcall.ordered = true} : (!stablehlo.token, tensor<i32>) -> !stablehlo.token
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %i, %j, %f, %p2, %t2 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, !stablehlo.token
  }
  return %r#1 : tensor<i32>
}

// -----

// A loop that never calls the host is left alone (IREE runs it right; its two carries
// starting as one value are scalars), and so is a loop calling a function that does not.

// CHECK-LABEL: func.func @device_only(
// CHECK-NOT: optimization_barrier
// CHECK: stablehlo.while(%{{.*}} = %arg0, %{{.*}} = %arg0)
func.func private @twice(%x: tensor<f32>) -> tensor<f32> {
  %y = stablehlo.add %x, %x : tensor<f32>
  return %y : tensor<f32>
}
func.func @device_only(%x: tensor<f32>) -> tensor<f32> {
  %r:2 = stablehlo.while(%a = %x, %b = %x) : tensor<f32>, tensor<f32>
  cond {
    %l = stablehlo.constant dense<1.0e+01> : tensor<f32>
    %p = stablehlo.compare LT, %a, %l : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a2 = func.call @twice(%a) : (tensor<f32>) -> tensor<f32>
    stablehlo.return %a2, %b : tensor<f32>, tensor<f32>
  }
  return %r#1 : tensor<f32>
}

// -----

// The callback sits in a function the loop calls: the loop is guarded, and its one carry
// repeats no other, so nothing changes.

// CHECK-LABEL: func.func @through_a_call(
// CHECK-NEXT: stablehlo.while(%{{.*}} = %arg0)
func.func private @host_sin(%x: tensor<f32>) -> tensor<f32> {
  %y = stablehlo.custom_call @hostcall.callback(%x) {hostcall.callback = "sin", hostcall.kind = "pure", hostcall.ordered = false} : (tensor<f32>) -> tensor<f32>
  return %y : tensor<f32>
}
func.func @through_a_call(%x: tensor<f32>) -> tensor<f32> {
  %r = stablehlo.while(%a = %x) : tensor<f32>
  cond {
    %l = stablehlo.constant dense<1.0e+01> : tensor<f32>
    %p = stablehlo.compare LT, %a, %l : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a2 = func.call @host_sin(%a) : (tensor<f32>) -> tensor<f32>
    stablehlo.return %a2 : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

// No callback, but two array carries start as one argument: guarded, the second a copy.

// CHECK-LABEL: func.func @one_array_twice(
// CHECK: %[[N:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[N]] : tensor<f32>
// CHECK-NEXT: %[[Bc:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %arg0, %[[Bc]] : tensor<4xf32>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %arg0, %{{.*}} = %[[C]])
func.func @one_array_twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = stablehlo.while(%a = %x, %b = %x) : tensor<4xf32>, tensor<4xf32>
  cond {
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %s = stablehlo.add %a, %b : tensor<4xf32>
    stablehlo.return %s, %b : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}

// -----

// bf16 (numpy kind "V") is copied too: the differential fuzzer's seed 14 f239, a bf16
// while(%k, %x, %x), read a null buffer ("ref is null") when the copy was skipped.

// CHECK-LABEL: func.func @bf16_twice(
// CHECK: %[[N:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<bf16>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[N]] : tensor<bf16>
// CHECK-NEXT: %[[Bc:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [] : (tensor<bf16>) -> tensor<5xbf16>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %arg0, %[[Bc]] : tensor<5xbf16>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %c, %{{.*}} = %arg0, %{{.*}} = %[[C]])
func.func @bf16_twice(%x: tensor<5xbf16>) -> tensor<5xbf16> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%k = %c, %a = %x, %b = %x) : tensor<i32>, tensor<5xbf16>, tensor<5xbf16>
  cond {
    %n = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = stablehlo.add %a, %b : tensor<5xbf16>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %s, %b : tensor<i32>, tensor<5xbf16>, tensor<5xbf16>
  }
  return %r#1 : tensor<5xbf16>
}

// -----

// An initial carry that ops after the loop read again is read there through a barrier
// placed after the loop: IREE 3.13 rejected such modules ("circular dependency: input
// operation uses partition output"; the fuzzer's seed 26 f204).  The loop's own operand
// stays as it is, and so does a later in-place update of the value (behind the barrier
// IREE updated the value's own buffer: seed 12 f284).

// CHECK-LABEL: func.func @reused_after(
// CHECK: %[[M:.*]] = stablehlo.multiply %arg1, %arg1
// CHECK: %[[W:.*]]:2 = stablehlo.while(%{{.*}} = %c, %{{.*}} = %[[M]])
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[M]] : tensor<2x3xf64>
// CHECK-NEXT: %[[P:.*]] = stablehlo.compare NE, %[[W]]#1, %[[B]]
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %[[P]], %arg1, %arg0
// CHECK-NEXT: %[[R:.*]] = stablehlo.slice %[[S]]
// CHECK-NEXT: %[[U:.*]] = stablehlo.dynamic_update_slice %[[M]], %[[R]], %c, %c
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

// A host loop holding a loop kernel that starts from the function's arguments enters with
// copies of all its initial carries, made together: IREE 3.13 packs the carries the body
// computes into one buffer while the arguments enter as separate ones, and the VM's branch
// out of the body passed that buffer in two block arguments, one of them left null.

// CHECK-LABEL: func.func @argument_entries(
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT: %[[Z0:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[Z1:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[B:.*]]:3 = stablehlo.optimization_barrier %[[F]], %[[Z0]], %[[Z1]] : tensor<i1>, tensor<i32>, tensor<i32>
// CHECK-NEXT: %[[FB:.*]] = stablehlo.broadcast_in_dim %[[B]]#0, dims = [] : (tensor<i1>) -> tensor<3xi1>
// CHECK-NEXT: %[[X:.*]] = stablehlo.or %arg0, %[[FB]] : tensor<3xi1>
// CHECK-NEXT: %[[ZB:.*]] = stablehlo.broadcast_in_dim %[[B]]#1, dims = [] : (tensor<i32>) -> tensor<2xi32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.add %arg1, %[[ZB]] : tensor<2xi32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.add %arg2, %[[B]]#2 : tensor<i32>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %[[X]], %{{.*}} = %[[Y]], %{{.*}} = %[[N]])
func.func @argument_entries(%b: tensor<3xi1>, %k: tensor<2xi32>, %n: tensor<i32>) -> (tensor<3xi1>, tensor<2xi32>, tensor<i32>) {
  %r:3 = stablehlo.while(%x = %b, %y = %k, %i = %n) : tensor<3xi1>, tensor<2xi32>, tensor<i32>
  cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    %a = stablehlo.reduce(%x init: %f) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %p = stablehlo.not %a : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c0 = arith.constant 0 : index
    %y2 = flow.dispatch.region -> (tensor<2xi32>) attributes {hostcall.loop_kernel = "scalarized"} {
      %e = tensor.extract %y[%c0] : tensor<2xi32>
      %t = tensor.from_elements %e, %e : tensor<2xi32>
      flow.return %t : tensor<2xi32>
    }
    %s = stablehlo.slice %y2 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %bc = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %z = stablehlo.constant dense<0> : tensor<3xi32>
    %x2 = stablehlo.compare EQ, %bc, %z : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %x2, %y2, %i2 : tensor<3xi1>, tensor<2xi32>, tensor<i32>
  }
  return %r#0, %r#1, %r#2 : tensor<3xi1>, tensor<2xi32>, tensor<i32>
}

// -----

// A loop without a kernel in its body that computes one array carry is left as it is:
// IREE ran those, and extra copies change its allocation elsewhere.

// CHECK-LABEL: func.func @argument_entries_without_kernel(
// CHECK-NEXT: stablehlo.while(%{{.*}} = %arg0, %{{.*}} = %arg1)
func.func @argument_entries_without_kernel(%k: tensor<2xi32>, %n: tensor<i32>) -> (tensor<2xi32>, tensor<i32>) {
  %r:2 = stablehlo.while(%y = %k, %i = %n) : tensor<2xi32>, tensor<i32>
  cond {
    %lim = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %lim, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y2 = stablehlo.add %y, %y : tensor<2xi32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %y2, %i2 : tensor<2xi32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<2xi32>, tensor<i32>
}

// -----

// A host loop in a branch whose body computes two of its array carries is copied in the
// same way when one initial carry is an argument, kernel or none: IREE 3.13 packed the
// two computed arrays into one buffer and its VM passed it in two block arguments, one
// left null ("indirect buffer reference slot 0 is out range" in
// hal.command_buffer.copy_buffer; tests/inputs/fuzz_fixed/seed406_f256_j0.mlir, a
// rejection loop in a case branch).  The same loop outside a branch is left alone.

// CHECK-LABEL: func.func @branch_loop_two_arrays(
// CHECK-NEXT: %[[R:.*]] = "stablehlo.case"(%arg1) ({
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %arg0 : tensor<2xf64>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %arg0 : tensor<2xf64>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[M0:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f64>
// CHECK-NEXT: %[[M1:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f64>
// CHECK-NEXT: %[[B:.*]]:3 = stablehlo.optimization_barrier %[[Z]], %[[M0]], %[[M1]] : tensor<i32>, tensor<f64>, tensor<f64>
// CHECK-NEXT: %[[N:.*]] = stablehlo.add %arg1, %[[B]]#0 : tensor<i32>
// CHECK-NEXT: %[[B1:.*]] = stablehlo.broadcast_in_dim %[[B]]#1, dims = [] : (tensor<f64>) -> tensor<2xf64>
// CHECK-NEXT: %[[X:.*]] = stablehlo.add %[[A]], %[[B1]] : tensor<2xf64>
// CHECK-NEXT: %[[B2:.*]] = stablehlo.broadcast_in_dim %[[B]]#2, dims = [] : (tensor<f64>) -> tensor<2xf64>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.add %[[M]], %[[B2]] : tensor<2xf64>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %[[N]], %{{.*}} = %[[X]], %{{.*}} = %[[Y]])
// CHECK-LABEL: func.func @outside_a_branch(
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %arg0 : tensor<2xf64>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %arg1, %{{.*}} = %arg0, %{{.*}} = %[[A]])
func.func @branch_loop_two_arrays(%k: tensor<2xf64>, %n: tensor<i32>) -> tensor<2xf64> {
  %r = "stablehlo.case"(%n) ({
    %a = stablehlo.add %k, %k : tensor<2xf64>
    %b = stablehlo.multiply %k, %k : tensor<2xf64>
    %w:3 = stablehlo.while(%i = %n, %x = %a, %y = %b) : tensor<i32>, tensor<2xf64>, tensor<2xf64>
    cond {
      %lim = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %lim, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %x2 = stablehlo.multiply %x, %y : tensor<2xf64>
      %y2 = stablehlo.subtract %y, %x : tensor<2xf64>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i2, %x2, %y2 : tensor<i32>, tensor<2xf64>, tensor<2xf64>
    }
    stablehlo.return %w#1 : tensor<2xf64>
  }, {
    stablehlo.return %k : tensor<2xf64>
  }) : (tensor<i32>) -> tensor<2xf64>
  return %r : tensor<2xf64>
}
func.func @outside_a_branch(%k: tensor<2xf64>, %n: tensor<i32>) -> (tensor<2xf64>, tensor<2xf64>) {
  %a = stablehlo.add %k, %k : tensor<2xf64>
  %r:3 = stablehlo.while(%i = %n, %x = %k, %y = %a) : tensor<i32>, tensor<2xf64>, tensor<2xf64>
  cond {
    %lim = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %lim, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %x2 = stablehlo.multiply %x, %y : tensor<2xf64>
    %y2 = stablehlo.subtract %y, %x : tensor<2xf64>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %x2, %y2 : tensor<i32>, tensor<2xf64>, tensor<2xf64>
  }
  return %r#1, %r#2 : tensor<2xf64>, tensor<2xf64>
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

// The same copies for a rejection loop (its condition reads a flag carry) in another
// while's body whose body computes two array carries and that starts from two arrays
// computed before it, with no function argument: IREE 3.13 packed the two into one buffer
// and its VM's branch into the loop kept it for one block argument and moved it out for
// the other ("indirect buffer reference slot 0 is out range" in copy_buffer;
// tests/inputs/fuzz_fixed/seed409_f86.mlir).  A counted loop there (its condition reads the
// counter alone, as threefry's rounds) is left alone: such copies in the rounds of a
// rejection sampler made iree-compile give up (seed 307 f46).

// CHECK-LABEL: func.func @nested_rejection_loop(
// CHECK: %[[A:.*]] = stablehlo.add %iterArg_0, %iterArg_0 : tensor<2xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %iterArg_0, %iterArg_0 : tensor<2xf32>
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT: %[[F0:.*]] = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT: %[[M0:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[M1:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]]:3 = stablehlo.optimization_barrier %[[F0]], %[[M0]], %[[M1]] : tensor<i1>, tensor<f32>, tensor<f32>
// CHECK-NEXT: %[[G:.*]] = stablehlo.or %[[F]], %[[B]]#0 : tensor<i1>
// CHECK-NEXT: %[[B1:.*]] = stablehlo.broadcast_in_dim %[[B]]#1, dims = [] : (tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.add %[[A]], %[[B1]] : tensor<2xf32>
// CHECK-NEXT: %[[B2:.*]] = stablehlo.broadcast_in_dim %[[B]]#2, dims = [] : (tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.add %[[M]], %[[B2]] : tensor<2xf32>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %[[G]], %{{.*}} = %[[X]], %{{.*}} = %[[Y]])
// CHECK-LABEL: func.func @nested_counted_loop(
// CHECK: %[[A:.*]] = stablehlo.add %iterArg_0, %iterArg_0 : tensor<2xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %iterArg_0, %iterArg_0 : tensor<2xf32>
// CHECK-NEXT: stablehlo.while(%{{.*}} = %c, %{{.*}} = %[[A]], %{{.*}} = %[[M]])
func.func @nested_rejection_loop(%k: tensor<2xf32>, %n: tensor<i32>) -> tensor<2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %v = %k) : tensor<i32>, tensor<2xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a = stablehlo.add %v, %v : tensor<2xf32>
    %b = stablehlo.multiply %v, %v : tensor<2xf32>
    %f0 = stablehlo.constant dense<false> : tensor<i1>
    %r:3 = stablehlo.while(%f = %f0, %x = %a, %y = %b) : tensor<i1>, tensor<2xf32>, tensor<2xf32>
    cond {
      %go = stablehlo.not %f : tensor<i1>
      %x0 = stablehlo.slice %x [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %x1 = stablehlo.reshape %x0 : (tensor<1xf32>) -> tensor<f32>
      %lim = stablehlo.constant dense<1.0e+03> : tensor<f32>
      %small = stablehlo.compare LT, %x1, %lim : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %p = stablehlo.and %go, %small : tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %x2 = stablehlo.multiply %x, %y : tensor<2xf32>
      %y2 = stablehlo.subtract %y, %x : tensor<2xf32>
      %y0 = stablehlo.slice %y2 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %y1 = stablehlo.reshape %y0 : (tensor<1xf32>) -> tensor<f32>
      %z = stablehlo.constant dense<0.0> : tensor<f32>
      %f2 = stablehlo.compare LT, %y1, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %f2, %x2, %y2 : tensor<i1>, tensor<2xf32>, tensor<2xf32>
    }
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %r#1 : tensor<i32>, tensor<2xf32>
  }
  return %w#1 : tensor<2xf32>
}
func.func @nested_counted_loop(%k: tensor<2xf32>, %n: tensor<i32>) -> tensor<2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %v = %k) : tensor<i32>, tensor<2xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a = stablehlo.add %v, %v : tensor<2xf32>
    %b = stablehlo.multiply %v, %v : tensor<2xf32>
    %r:3 = stablehlo.while(%j = %c0, %x = %a, %y = %b) : tensor<i32>, tensor<2xf32>, tensor<2xf32>
    cond {
      %lim = stablehlo.constant dense<5> : tensor<i32>
      %p = stablehlo.compare LT, %j, %lim, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %x2 = stablehlo.multiply %x, %y : tensor<2xf32>
      %y2 = stablehlo.subtract %y, %x : tensor<2xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j2 = stablehlo.add %j, %one : tensor<i32>
      stablehlo.return %j2, %x2, %y2 : tensor<i32>, tensor<2xf32>, tensor<2xf32>
    }
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %r#1 : tensor<i32>, tensor<2xf32>
  }
  return %w#1 : tensor<2xf32>
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

// A case branch returning two results of a nested case sends the second through a
// barrier and a copy: IREE 3.13 packs the nested case's results into one buffer, and its
// VM's branch to the outer merge passed it in two block arguments, moving it out of one.
// The first branch (one op's result twice, no nested op) is left alone.
// CHECK-LABEL: func.func @nested_case_results
// CHECK-NEXT: %0:3 = "stablehlo.case"(%arg0) ({
// CHECK-NEXT: %1 = stablehlo.negate %arg2
// CHECK-NEXT: stablehlo.return %1, %1, %arg2
// CHECK: %1:2 = "stablehlo.case"(%arg1)
// CHECK: %cst = stablehlo.constant dense<0.000000e+00>
// CHECK-NEXT: %2 = stablehlo.optimization_barrier %1#1
// CHECK-NEXT: %cst_0 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %3 = stablehlo.optimization_barrier %cst_0
// CHECK-NEXT: %4 = stablehlo.broadcast_in_dim %3, dims = []
// CHECK-NEXT: %5 = stablehlo.add %2, %4
// CHECK-NEXT: stablehlo.return %cst, %1#0, %5
func.func @nested_case_results(%i: tensor<i32>, %j: tensor<i32>, %x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.case"(%i) ({
    %n = stablehlo.negate %x : tensor<3xf32>
    stablehlo.return %n, %n, %x : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }, {
    %s:2 = "stablehlo.case"(%j) ({
      %a = stablehlo.add %x, %x : tensor<3xf32>
      %m = stablehlo.multiply %x, %x : tensor<3xf32>
      stablehlo.return %a, %m : tensor<3xf32>, tensor<3xf32>
    }, {
      %e = stablehlo.exponential %x : tensor<3xf32>
      stablehlo.return %e, %x : tensor<3xf32>, tensor<3xf32>
    }) : (tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>)
    %z = stablehlo.constant dense<0.0> : tensor<3xf32>
    stablehlo.return %z, %s#0, %s#1 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }) : (tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %r#0, %r#1, %r#2 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
