// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-guard-returned-arguments | filecheck %s

// An argument returned unchanged while a dynamic_update_slice or scatter updates it is
// returned through an optimization_barrier: IREE 3.13 otherwise returns the updated buffer.

// CHECK-LABEL: func.func @returned_and_updated(
// CHECK-SAME: %[[X:.*]]: tensor<3xf32>
// CHECK: %[[U:.*]] = stablehlo.dynamic_update_slice %[[X]]
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[X]] : tensor<3xf32>
// CHECK-NEXT: return %[[B]], %[[U]] : tensor<3xf32>, tensor<3xf32>
func.func @returned_and_updated(%x: tensor<3xf32>, %v: tensor<1xf32>, %i: tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %u = stablehlo.dynamic_update_slice %x, %v, %i : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
  return %x, %u : tensor<3xf32>, tensor<3xf32>
}

// -----

// A while loop that carries the argument through unchanged may return it too.

// CHECK-LABEL: func.func @through_a_loop(
// CHECK: %[[W:.*]]:2 = stablehlo.while
// CHECK: stablehlo.scatter
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[W]]#1 : tensor<3xf32>
// CHECK-NEXT: return %[[B]], %{{.*}} : tensor<3xf32>, tensor<3xf32>
func.func @through_a_loop(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%k = %z, %x = %a) : tensor<i32>, tensor<3xf32>
    cond {
      %n = stablehlo.constant dense<1> : tensor<i32>
      %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %k1 = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %k1, %x : tensor<i32>, tensor<3xf32>
    }
  %c = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %s = "stablehlo.scatter"(%a, %c, %b) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<3xf32>
  return %w#1, %s : tensor<3xf32>, tensor<3xf32>
}

// -----

// Nothing to guard: no in-place update of the returned argument, or a private function.

// CHECK-LABEL: func.func @not_updated(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @not_updated(%x: tensor<3xf32>, %y: tensor<3xf32>, %v: tensor<1xf32>, %i: tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %u = stablehlo.dynamic_update_slice %y, %v, %i : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
  return %x, %u : tensor<3xf32>, tensor<3xf32>
}

// CHECK-LABEL: func.func private @private(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func private @private(%x: tensor<3xf32>, %v: tensor<1xf32>, %i: tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %u = stablehlo.dynamic_update_slice %x, %v, %i : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
  return %x, %u : tensor<3xf32>, tensor<3xf32>
}

// -----

// A full-size dynamic_slice of the argument (IREE folds it to the argument) returned
// beside the argument's update is guarded too.

// CHECK-LABEL: func.func @folds_to_the_argument(
// CHECK: %[[S:.*]] = stablehlo.dynamic_slice
// CHECK: %[[U:.*]] = stablehlo.dynamic_update_slice
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[S]] : tensor<3xf32>
// CHECK-NEXT: return %[[B]], %[[U]] : tensor<3xf32>, tensor<3xf32>
func.func @folds_to_the_argument(%x: tensor<3xf32>, %v: tensor<1xf32>, %i: tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %s = stablehlo.dynamic_slice %x, %i, sizes = [3] : (tensor<3xf32>, tensor<i32>) -> tensor<3xf32>
  %u = stablehlo.dynamic_update_slice %x, %v, %i : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
  return %s, %u : tensor<3xf32>, tensor<3xf32>
}

// -----

// A select of the argument (IREE folds `select(a <= a, x, y)` on integers to x) updated
// in place and returned: the differential fuzzer's seed 24 f135 got the update back for
// both results.  A max of the argument with itself is the argument too.  Such updates
// write into a copy (x + barrier(0)): IREE otherwise updated the argument itself while
// later ops still read it (seed 28 f121); the results then need no barrier.

// CHECK-LABEL: func.func @select_of_the_argument(
// CHECK: %[[S:.*]] = stablehlo.select
// CHECK-NEXT: %[[M:.*]] = stablehlo.maximum %arg1, %arg1
// CHECK-NEXT: %[[D:.*]] = stablehlo.dynamic_slice %arg0
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[Z]] : tensor<i32>
// CHECK-NEXT: %[[Bc:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[S]], %[[Bc]] : tensor<4xi32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.dynamic_update_slice %[[C]], %[[D]]
// CHECK: %[[C2:.*]] = stablehlo.add %[[M]], %{{.*}} : tensor<4xi32>
// CHECK-NEXT: %[[V:.*]] = stablehlo.dynamic_update_slice %[[C2]], %[[D]]
// CHECK-NEXT: return %[[U]], %[[S]], %[[V]], %[[M]]
func.func @select_of_the_argument(%a: tensor<4xi32>, %b: tensor<4xi32>, %i: tensor<i32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %p = stablehlo.compare LE, %a, %a, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %s = stablehlo.select %p, %b, %a : tensor<4xi1>, tensor<4xi32>
  %m = stablehlo.maximum %b, %b : tensor<4xi32>
  %d = stablehlo.dynamic_slice %a, %i, sizes = [3] : (tensor<4xi32>, tensor<i32>) -> tensor<3xi32>
  %u = stablehlo.dynamic_update_slice %s, %d, %i : (tensor<4xi32>, tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  %v = stablehlo.dynamic_update_slice %m, %d, %i : (tensor<4xi32>, tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  return %u, %s, %v, %m : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// and(%a, full-size dynamic_update_slice by %a): both operands may be %a, so the `and`
// may be %a too, and is returned beside %a's update through the barrier (the fuzzer's seed
// 29 f184).  An `and` of two different arguments is neither.

// CHECK-LABEL: func.func @idempotent_of_the_argument(
// CHECK: %[[N:.*]] = stablehlo.and %arg0, %{{.*}}
// CHECK-NEXT: %[[O:.*]] = stablehlo.and %arg0, %arg1
// CHECK-NEXT: %[[U:.*]] = stablehlo.dynamic_update_slice %arg0
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[N]] : tensor<4xi32>
// CHECK-NEXT: return %[[U]], %[[B]], %[[O]]
func.func @idempotent_of_the_argument(%a: tensor<4xi32>, %b: tensor<4xi32>, %i: tensor<i32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %f = stablehlo.dynamic_update_slice %b, %a, %i : (tensor<4xi32>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %n = stablehlo.and %a, %f : tensor<4xi32>
  %o = stablehlo.and %a, %b : tensor<4xi32>
  %u = stablehlo.dynamic_update_slice %a, %o, %i : (tensor<4xi32>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  return %u, %n, %o : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// A bitcast there and back (hostcall-int-sign-convert's form of a ui32 -> i32 -> ui32
// round trip), which IREE folds to the argument: returned beside the argument's update,
// through the barrier (the fuzzer's seed 520 f247).

// CHECK-LABEL: func.func @bitcast_round_trip(
// CHECK: %[[R:.*]] = stablehlo.bitcast_convert %{{.*}} : (tensor<4xi32>) -> tensor<4xui32>
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[R]] : tensor<4xui32>
// CHECK-NEXT: return %[[B]], %{{.*}}
func.func @bitcast_round_trip(%a: tensor<4xui32>, %v: tensor<1xui32>, %i: tensor<i32>) -> (tensor<4xui32>, tensor<4xui32>) {
  %s = stablehlo.bitcast_convert %a : (tensor<4xui32>) -> tensor<4xi32>
  %r = stablehlo.bitcast_convert %s : (tensor<4xi32>) -> tensor<4xui32>
  %u = stablehlo.dynamic_update_slice %a, %v, %i : (tensor<4xui32>, tensor<1xui32>, tensor<i32>) -> tensor<4xui32>
  return %r, %u : tensor<4xui32>, tensor<4xui32>
}

// -----

// One same-width bitcast of the argument (x.astype(int32) of a uint32 x, as
// hostcall-int-sign-convert writes it) is the argument's buffer to IREE: returned beside
// the argument's update, through the barrier.

// CHECK-LABEL: func.func @same_width_bitcast(
// CHECK: %[[R:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<4xui32>) -> tensor<4xi32>
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[R]] : tensor<4xi32>
// CHECK-NEXT: return %[[B]], %{{.*}}
func.func @same_width_bitcast(%a: tensor<4xui32>, %v: tensor<1xui32>, %i: tensor<i32>) -> (tensor<4xi32>, tensor<4xui32>) {
  %r = stablehlo.bitcast_convert %a : (tensor<4xui32>) -> tensor<4xi32>
  %u = stablehlo.dynamic_update_slice %a, %v, %i : (tensor<4xui32>, tensor<1xui32>, tensor<i32>) -> tensor<4xui32>
  return %r, %u : tensor<4xi32>, tensor<4xui32>
}
