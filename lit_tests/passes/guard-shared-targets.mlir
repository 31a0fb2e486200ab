// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-guard-shared-targets | filecheck %s

// A scatter or dynamic_update_slice whose operand is computed here and read by another op
// too updates a copy of it (plus a -0.0 IREE cannot see through, the barrier tagged per
// update): IREE 3.13 updated the operand's buffer in place and ran the other reader after
// the update.

// CHECK-LABEL: func.func @scatter_of_a_shared_value(
// CHECK: %[[X:.*]] = stablehlo.divide %arg0, %arg1 : tensor<2x3xf32>
// CHECK-NEXT: %[[XB:.*]] = stablehlo.broadcast_in_dim %[[X]], dims = [1, 2]
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<{{\[}}[1], [0]]> : tensor<2x1xi32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[Z:.*]]:2 = stablehlo.optimization_barrier %[[N]], %[[T]] : tensor<f32>, tensor<i32>
// CHECK-NEXT: %[[ZB:.*]] = stablehlo.broadcast_in_dim %[[Z]]#0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[X]], %[[ZB]] : tensor<2x3xf32>
// CHECK-NEXT: "stablehlo.scatter"(%[[C]], %[[I]], %arg2)
func.func @scatter_of_a_shared_value(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %u: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x2x3xf32>) {
  %x = stablehlo.divide %a, %b : tensor<2x3xf32>
  %xb = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %i = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %s = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %s, %xb : tensor<2x3xf32>, tensor<2x2x3xf32>
}

// -----

// Two partial dynamic_update_slices of one computed array: each updates its own copy
// (the barriers' tags 0 and 1 keep CSE from merging the copies).

// CHECK-LABEL: func.func @two_updates_of_one_value(
// CHECK: %[[X:.*]] = stablehlo.negate %arg0 : tensor<4xf32>
// CHECK: %[[T0:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK: stablehlo.optimization_barrier %{{.*}}, %[[T0]]
// CHECK: %[[C0:.*]] = stablehlo.add %[[X]], %{{.*}} : tensor<4xf32>
// CHECK-NEXT: stablehlo.dynamic_update_slice %[[C0]], %arg1, %arg2
// CHECK: %[[T1:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK: stablehlo.optimization_barrier %{{.*}}, %[[T1]]
// CHECK: %[[C1:.*]] = stablehlo.add %[[X]], %{{.*}} : tensor<4xf32>
// CHECK-NEXT: stablehlo.dynamic_update_slice %[[C1]], %arg1, %arg3
func.func @two_updates_of_one_value(%a: tensor<4xf32>, %u: tensor<2xf32>, %i: tensor<i32>, %j: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %x = stablehlo.negate %a : tensor<4xf32>
  %y = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  %z = stablehlo.dynamic_update_slice %x, %u, %j : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  return %y, %z : tensor<4xf32>, tensor<4xf32>
}

// -----

// Left alone: an operand only the update reads, a function argument (other passes guard
// those), a constant and a full-size dynamic_update_slice (IREE folds it to its update).

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @left_alone(%a: tensor<4xf32>, %u: tensor<2xf32>, %w: tensor<4xf32>, %i: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %x = stablehlo.negate %a : tensor<4xf32>
  %y = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  %z = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  %c = stablehlo.constant dense<1.0> : tensor<4xf32>
  %k = stablehlo.dynamic_update_slice %c, %u, %i : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  %e = stablehlo.add %c, %a : tensor<4xf32>
  %v = stablehlo.exponential %a : tensor<4xf32>
  %f = stablehlo.dynamic_update_slice %v, %w, %i : (tensor<4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  return %y, %z, %k, %e, %f, %v : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// An update of a while's result counts the readers of the carry's initial value: IREE 3.13
// folds a body that leaves the carry as it is (select(a != x, x, a) is x) and hands on
// the initial buffer, which the update then overwrote under a later reader (the fuzzer's
// seed 407 f472).  Through a same-width bitcast_convert too (IREE's integers are
// signless).

// CHECK-LABEL: func.func @update_of_a_loop_started_from_a_shared_value(
// CHECK: %[[X:.*]] = stablehlo.negate %arg0 : tensor<4xi32>
// CHECK: %[[W:.*]]:2 = stablehlo.while
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[X]] : tensor<4xi32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[ZB:.*]]:2 = stablehlo.optimization_barrier %[[Z]], %[[T]] : tensor<i32>, tensor<i32>
// CHECK-NEXT: %[[ZS:.*]] = stablehlo.broadcast_in_dim %[[ZB]]#0, dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[W]]#1, %[[ZS]] : tensor<4xi32>
// CHECK-NEXT: stablehlo.dynamic_update_slice %[[C]], %arg1, %arg2
// CHECK: %[[U:.*]] = stablehlo.bitcast_convert %[[W]]#1 : (tensor<4xi32>) -> tensor<4xui32>
// CHECK: %[[CU:.*]] = stablehlo.add %[[U]], %{{.*}} : tensor<4xui32>
// CHECK-NEXT: stablehlo.dynamic_update_slice %[[CU]], %{{.*}}, %arg2
func.func @update_of_a_loop_started_from_a_shared_value(%a: tensor<4xi32>, %u: tensor<2xi32>, %i: tensor<i32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xui32>) {
  %x = stablehlo.negate %a : tensor<4xi32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%k = %c0, %y = %x) : tensor<i32>, tensor<4xi32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %m = stablehlo.compare NE, %a, %y : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %s = stablehlo.select %m, %y, %a : tensor<4xi1>, tensor<4xi32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %c1 : tensor<i32>
    stablehlo.return %k1, %s : tensor<i32>, tensor<4xi32>
  }
  %b = stablehlo.optimization_barrier %x : tensor<4xi32>
  %d = stablehlo.dynamic_update_slice %w#1, %u, %i : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  %wu = stablehlo.bitcast_convert %w#1 : (tensor<4xi32>) -> tensor<4xui32>
  %uu = stablehlo.bitcast_convert %u : (tensor<2xi32>) -> tensor<2xui32>
  %e = stablehlo.dynamic_update_slice %wu, %uu, %i : (tensor<4xui32>, tensor<2xui32>, tensor<i32>) -> tensor<4xui32>
  return %d, %b, %e : tensor<4xi32>, tensor<4xi32>, tensor<4xui32>
}

// -----

// An update of a carry of the loop body holding it, when another op reads the carry (here
// the update of y, reading x's element before x's update): x's update goes into a copy.
// IREE 3.13 updated the carry in place before the dispatch reading it ran.

// CHECK-LABEL: func.func @carry_read_by_another_update(
// CHECK: %[[N:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[Z:.*]]:2 = stablehlo.optimization_barrier %[[N]], %[[T]] : tensor<f32>, tensor<i32>
// CHECK-NEXT: stablehlo.while
// CHECK: %[[Y:.*]] = stablehlo.dynamic_update_slice %iterArg_2, %{{.*}}, %iterArg
// CHECK-NEXT: %[[ZB:.*]] = stablehlo.broadcast_in_dim %[[Z]]#0, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %iterArg_1, %[[ZB]] : tensor<4xf32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.dynamic_update_slice %[[C]], %{{.*}}, %iterArg
func.func @carry_read_by_another_update(%a: tensor<4xf32>, %x0: tensor<4xf32>, %y0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%k = %c0, %x = %x0, %y = %y0) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %sa = stablehlo.dynamic_slice %a, %k, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %sx = stablehlo.dynamic_slice %x, %k, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %nx = stablehlo.multiply %sa, %sx : tensor<1xf32>
    %ny = stablehlo.negate %sx : tensor<1xf32>
    %y1 = stablehlo.dynamic_update_slice %y, %ny, %k : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    %x1 = stablehlo.dynamic_update_slice %x, %nx, %k : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k1, %x1, %y1 : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#1, %r#2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Left alone: a loop started from a value only the loop reads, and a bitcast_convert to
// a wider element (a reshaped buffer, not the same one).

// CHECK-LABEL: func.func @loop_started_from_its_own_value(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @loop_started_from_its_own_value(%a: tensor<4xi32>, %u: tensor<2xi32>, %v: tensor<1xi64>, %i: tensor<i32>) -> (tensor<4xi32>, tensor<2xi64>, tensor<2x2xi32>) {
  %x = stablehlo.negate %a : tensor<4xi32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%k = %c0, %y = %x) : tensor<i32>, tensor<4xi32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %c1 : tensor<i32>
    stablehlo.return %k1, %y : tensor<i32>, tensor<4xi32>
  }
  %d = stablehlo.dynamic_update_slice %w#1, %u, %i : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  %n = stablehlo.negate %a : tensor<4xi32>
  %r = stablehlo.reshape %n : (tensor<4xi32>) -> tensor<2x2xi32>
  %wide = stablehlo.bitcast_convert %r : (tensor<2x2xi32>) -> tensor<2xi64>
  %e = stablehlo.dynamic_update_slice %wide, %v, %i : (tensor<2xi64>, tensor<1xi64>, tensor<i32>) -> tensor<2xi64>
  return %d, %e, %r : tensor<4xi32>, tensor<2xi64>, tensor<2x2xi32>
}

// -----

// Left alone: carries that only their own update's computation reads (x[k] = a[k] * x[k];
// y, which only its update reads).

// CHECK-LABEL: func.func @carries_read_by_their_updates_alone(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @carries_read_by_their_updates_alone(%a: tensor<4xf32>, %x0: tensor<4xf32>, %y0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%k = %c0, %x = %x0, %y = %y0) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %sa = stablehlo.dynamic_slice %a, %k, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %sx = stablehlo.dynamic_slice %x, %k, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %nx = stablehlo.multiply %sa, %sx : tensor<1xf32>
    %x1 = stablehlo.dynamic_update_slice %x, %nx, %k : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    %y1 = stablehlo.dynamic_update_slice %y, %sa, %k : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k1, %x1, %y1 : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#1, %r#2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The scatter's operand %y is read by the scatter alone, but %x repeats it (the same op of
// the same operands) and is returned: IREE merges the two, so %y's readers are %x's too,
// and the scatter updates a copy.

// CHECK-LABEL: func.func @repeat_read_elsewhere(
// CHECK: %[[X:.*]] = stablehlo.multiply %arg1, %arg0
// CHECK-NEXT: %[[Y:.*]] = stablehlo.multiply %arg1, %arg0
// CHECK: %[[Z:.*]]:2 = stablehlo.optimization_barrier
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[Z]]#0
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[Y]], %[[B]]
// CHECK-NEXT: "stablehlo.scatter"(%[[C]],
// CHECK: return %{{.*}}, %[[X]]
func.func @repeat_read_elsewhere(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %x = stablehlo.multiply %b, %a : tensor<4xf32>
  %y = stablehlo.multiply %b, %a : tensor<4xf32>
  %i = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %u = stablehlo.slice %a [0:2] : (tensor<4xf32>) -> tensor<2xf32>
  %s = "stablehlo.scatter"(%y, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  return %s, %x : tensor<4xf32>, tensor<4xf32>
}

// -----

// A sort sorts its operands in place too: a computed operand another op reads (here an
// optimization_barrier, whose readers IREE 3.13 handed the sorted values: vmap of vmap of
// a switch between a row gather and a sort, hostcall-guard-batched-gathers' barrier over
// the gathered array; the fuzzer's seed 545 f19_v0_v1) is sorted as a copy.

// CHECK-LABEL: func.func @sort_of_an_array_a_barrier_reads(
// CHECK: %[[X:.*]] = stablehlo.negate %arg0 : tensor<2x3xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[X]] : tensor<2x3xf32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[Z:.*]]:2 = stablehlo.optimization_barrier %[[N]], %[[T]] : tensor<f32>, tensor<i32>
// CHECK-NEXT: %[[ZB:.*]] = stablehlo.broadcast_in_dim %[[Z]]#0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[X]], %[[ZB]] : tensor<2x3xf32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.sort"(%[[C]])
// CHECK: return %[[B]], %[[S]]
func.func @sort_of_an_array_a_barrier_reads(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %x = stablehlo.negate %a : tensor<2x3xf32>
  %b = stablehlo.optimization_barrier %x : tensor<2x3xf32>
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = false}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %lt = stablehlo.compare LT, %p, %q, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %b, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// Left alone: a sort's operand it alone reads, and an argument another op reads too.

// CHECK-LABEL: func.func @sort_of_arrays_it_alone_reads(
// CHECK: %[[X:.*]] = stablehlo.negate %arg0 : tensor<2x3xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %arg0 : tensor<2x3xf32>
// CHECK-NEXT: "stablehlo.sort"(%[[X]], %arg0)
func.func @sort_of_arrays_it_alone_reads(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %x = stablehlo.negate %a : tensor<2x3xf32>
  %b = stablehlo.optimization_barrier %a : tensor<2x3xf32>
  %s:2 = "stablehlo.sort"(%x, %a) <{dimension = 1 : i64, is_stable = false}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>, %r: tensor<f32>, %t: tensor<f32>):
    %lt = stablehlo.compare LT, %p, %q, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  return %b, %s#0 : tensor<2x3xf32>, tensor<2x3xf32>
}
