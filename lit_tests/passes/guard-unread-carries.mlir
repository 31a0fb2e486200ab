// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-guard-unread-carries | filecheck %s

// A carry the body overwrites without reading it (%x), its result used after the loop:
// IREE 3.13 drops it from the do-while form of the loop and its stream conversion then
// fails. The body returns select(never, carry, next value), never a barrier of false
// built before the loop.

// CHECK-LABEL: func.func @overwritten_carry(
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT: %[[NEVER:.*]] = stablehlo.optimization_barrier %[[F]] : tensor<i1>
// CHECK-NEXT: %[[W:.*]]:2 = stablehlo.while(%[[X:.*]] = %arg0, %[[Y:.*]] = %arg1)
// CHECK: } do {
// CHECK-NEXT: %[[TWO:.*]] = stablehlo.constant dense<2.000000e+00>
// CHECK-NEXT: %[[Y2:.*]] = stablehlo.multiply %[[Y]], %[[TWO]]
// CHECK-NEXT: %[[X2:.*]] = stablehlo.add %[[Y]], %[[Y]]
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %[[NEVER]], %[[X]], %[[X2]] : tensor<i1>, tensor<4xf32>
// CHECK-NEXT: stablehlo.return %[[S]], %[[Y2]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NOT: optimization_barrier
// CHECK: return %[[W]]#0 : tensor<4xf32>
func.func @overwritten_carry(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = stablehlo.while(%x = %a, %y = %b) : tensor<4xf32>, tensor<4xf32>
  cond {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%y init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %lim = stablehlo.constant dense<100.0> : tensor<f32>
    %p = stablehlo.compare LT, %s, %lim, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %two = stablehlo.constant dense<2.0> : tensor<4xf32>
    %y2 = stablehlo.multiply %y, %two : tensor<4xf32>
    %x2 = stablehlo.add %y, %y : tensor<4xf32>
    stablehlo.return %x2, %y2 : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}

// -----

// The next value is another carry (%x takes %y's value), in a loop nested in another
// loop's body; the condition reads the overwritten carry. The outer loop's carries are all
// read by its body: it is left as it is, and holds no barrier (the barrier of false goes
// before it).

// CHECK-LABEL: func.func @next_value_is_another_carry(
// CHECK: %[[F:.*]] = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT: %[[NEVER:.*]] = stablehlo.optimization_barrier %[[F]] : tensor<i1>
// CHECK-NEXT: stablehlo.while(%[[K:.*]] = %{{.*}}, %[[V:.*]] = %arg0)
// CHECK: } do {
// CHECK-NEXT: %[[W:.*]]:2 = stablehlo.while(%[[X:.*]] = %[[V]], %[[Y:.*]] = %arg1)
// CHECK: } do {
// CHECK-NEXT: %[[TWO:.*]] = stablehlo.constant dense<2.000000e+00>
// CHECK-NEXT: %[[Y2:.*]] = stablehlo.multiply %[[Y]], %[[TWO]]
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %[[NEVER]], %[[X]], %[[Y]] : tensor<i1>, tensor<4xf32>
// CHECK-NEXT: stablehlo.return %[[S]], %[[Y2]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1>
// CHECK-NEXT: %[[K2:.*]] = stablehlo.add %[[K]], %[[ONE]]
// CHECK-NEXT: stablehlo.return %[[K2]], %[[W]]#0
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @next_value_is_another_carry(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %o:2 = stablehlo.while(%k = %c0, %v = %a) : tensor<i32>, tensor<4xf32>
  cond {
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %r:2 = stablehlo.while(%x = %v, %y = %b) : tensor<4xf32>, tensor<4xf32>
    cond {
      %z = stablehlo.constant dense<0.0> : tensor<f32>
      %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %lim = stablehlo.constant dense<100.0> : tensor<f32>
      %p = stablehlo.compare LT, %s, %lim, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %two = stablehlo.constant dense<2.0> : tensor<4xf32>
      %y2 = stablehlo.multiply %y, %two : tensor<4xf32>
      stablehlo.return %y, %y2 : tensor<4xf32>, tensor<4xf32>
    }
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %r#0 : tensor<i32>, tensor<4xf32>
  }
  return %o#1 : tensor<4xf32>
}

// -----

// A carry only the condition reads (%t), its result unused (a continued fraction's
// tolerance test): IREE 3.13's scf.while canonicalization stopped forwarding it to the
// body and the stream conversion failed to verify. The body reads it in a select too.

// CHECK-LABEL: func.func @condition_only_carry(
// CHECK: %[[NEVER:.*]] = stablehlo.optimization_barrier
// CHECK: stablehlo.while(%[[X:.*]] = %arg0, %[[Y:.*]] = %arg1, %[[T:.*]] = %arg0)
// CHECK: } do {
// CHECK-NEXT: %[[X2:.*]] = stablehlo.add %[[X]], %[[Y]]
// CHECK-NEXT: %[[Y2:.*]] = stablehlo.multiply %[[Y]], %[[Y]]
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %[[NEVER]], %[[T]], %[[X2]] : tensor<i1>, tensor<4xf32>
// CHECK-NEXT: stablehlo.return %[[X2]], %[[Y2]], %[[S]]
func.func @condition_only_carry(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r:3 = stablehlo.while(%x = %a, %y = %b, %t = %a) : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  cond {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%t init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %lim = stablehlo.constant dense<100.0> : tensor<f32>
    %p = stablehlo.compare LT, %s, %lim, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %x2 = stablehlo.add %x, %y : tensor<4xf32>
    %y2 = stablehlo.multiply %y, %y : tensor<4xf32>
    stablehlo.return %x2, %y2, %x2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}

// -----

// tests/inputs/fuzz_fixed/seed307_f249.mlir, shrunk: a flag only the condition reads, the
// other carries folded away by IREE (the array's ui8 round trip), so no result of the loop
// is used after IREE's folding. A barrier of the flag in the body kept that dead loop and
// IREE's stream pipeline gave up on it ("maximum iteration count exceeded in fixed point
// pipeline"); the select in the body is pure, the barrier is outside the loop.

// CHECK-LABEL: func.func @flag_only_the_condition_reads(
// CHECK: %[[F:.*]] = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT: %[[NEVER:.*]] = stablehlo.optimization_barrier %[[F]] : tensor<i1>
// CHECK-NEXT: stablehlo.while(%[[K:.*]] = %{{.*}}, %[[S:.*]] = %arg1, %[[T:.*]] = %{{.*}}, %[[X:.*]] = %arg0)
// CHECK: } do {
// CHECK-NOT: optimization_barrier
// CHECK: %[[NEXT:.*]] = stablehlo.xor
// CHECK-NOT: optimization_barrier
// CHECK: %[[SEL:.*]] = stablehlo.select %[[NEVER]], %[[T]], %[[NEXT]] : tensor<i1>, tensor<i1>
// CHECK-NEXT: stablehlo.return %{{.*}}, %{{.*}}, %[[SEL]], %{{.*}} :
func.func @flag_only_the_condition_reads(%a: tensor<5xi8>, %i: tensor<i32>) -> tensor<5xi8> {
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:4 = stablehlo.while(%k = %c0, %s = %i, %t = %true, %x = %a) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<5xi8>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %k, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %p = stablehlo.and %lt, %t : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %u = stablehlo.bitcast_convert %x : (tensor<5xi8>) -> tensor<5xui8>
    %x2 = stablehlo.bitcast_convert %u : (tensor<5xui8>) -> tensor<5xi8>
    %m = stablehlo.constant dense<1103515245> : tensor<i32>
    %s2 = stablehlo.multiply %s, %m : tensor<i32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %f1 = stablehlo.compare NE, %s2, %z, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %x0 = stablehlo.slice %x2 [0:1] : (tensor<5xi8>) -> tensor<1xi8>
    %x00 = stablehlo.reshape %x0 : (tensor<1xi8>) -> tensor<i8>
    %five = stablehlo.constant dense<5> : tensor<i8>
    %f2 = stablehlo.compare NE, %x00, %five, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %t2 = stablehlo.xor %f1, %f2 : tensor<i1>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %s2, %t2, %x2 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<5xi8>
  }
  return %r#3 : tensor<5xi8>
}

// -----

// Carries the body reads, and one nothing reads (%u, dead): the loop is left as it is.

// CHECK-LABEL: func.func @read_or_dead_carries(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @read_or_dead_carries(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r:3 = stablehlo.while(%x = %a, %y = %b, %u = %a) : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  cond {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %lim = stablehlo.constant dense<100.0> : tensor<f32>
    %p = stablehlo.compare LT, %s, %lim, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %x2 = stablehlo.add %x, %y : tensor<4xf32>
    %y2 = stablehlo.multiply %y, %y : tensor<4xf32>
    stablehlo.return %x2, %y2, %x2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}

// -----

// A carry the body only hands to a nested loop as the start of a carry nothing reads
// there counts as unread: it gets the select.

// CHECK-LABEL: func.func @into_a_dead_nested_carry(
// CHECK: %[[NEVER:.*]] = stablehlo.optimization_barrier
// CHECK: stablehlo.while
// CHECK: %[[IN:.*]]:2 = stablehlo.while
// CHECK: %[[SEL:.*]] = stablehlo.select %[[NEVER]], %iterArg_1, %[[IN]]#0
// CHECK: stablehlo.return %{{.*}}, %[[SEL]]
func.func @into_a_dead_nested_carry(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c0, %a = %x) : tensor<i32>, tensor<3xf32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %in:2 = stablehlo.while(%y = %x, %dead = %a) : tensor<3xf32>, tensor<3xf32>
    cond {
      %t = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %y2 = stablehlo.add %y, %x : tensor<3xf32>
      %d2 = stablehlo.multiply %y, %y : tensor<3xf32>
      stablehlo.return %y2, %d2 : tensor<3xf32>, tensor<3xf32>
    }
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k1, %in#0 : tensor<i32>, tensor<3xf32>
  }
  return %r#1 : tensor<3xf32>
}

// -----

// A carry read only by ops whose results nothing reads (a slice feeding an update that is
// dropped) counts as unread: IREE deletes those ops and then sees the carry overwritten
// unread (the fuzzer's seed 446 f110).

// CHECK-LABEL: func.func @read_only_by_dead_ops(
// CHECK: %[[N:.*]] = stablehlo.optimization_barrier %{{.*}} : tensor<i1>
// CHECK: stablehlo.while
// CHECK: %[[S:.*]] = stablehlo.select %[[N]], %iterArg_1, %{{.*}} : tensor<i1>, tensor<4xf32>
// CHECK-NEXT: stablehlo.return %{{.*}}, %[[S]] : tensor<i32>, tensor<4xf32>
func.func @read_only_by_dead_ops(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %z, %x = %a) : tensor<i32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = stablehlo.slice %x [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    %dead = stablehlo.dynamic_update_slice %b, %s, %k : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
    %y = stablehlo.negate %b : tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %y : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// A carry read only by a scatter nothing reads (a pure op with a region) counts as
// unread: it gets the select.

// CHECK-LABEL: func.func @dead_scatter(
// CHECK: %[[N:.*]] = stablehlo.optimization_barrier
// CHECK: stablehlo.while(%{{.*}} = %{{.*}}, %[[X:.*]] = %arg1)
// CHECK: %[[S:.*]] = stablehlo.select %[[N]], %[[X]], %{{.*}} : tensor<i1>, tensor<3xf32>
// CHECK-NEXT: stablehlo.return %{{.*}}, %[[S]]
func.func @dead_scatter(%a: tensor<3xf32>, %x0: tensor<3xf32>, %n: tensor<i32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %x = %x0) : tensor<i32>, tensor<3xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %idx = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %u = stablehlo.slice %a [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    %dead = "stablehlo.scatter"(%x, %idx, %u) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %r = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<3xf32>
    %next = stablehlo.add %a, %a : tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %next : tensor<i32>, tensor<3xf32>
  }
  return %w#1 : tensor<3xf32>
}
