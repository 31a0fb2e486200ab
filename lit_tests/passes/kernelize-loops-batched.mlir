// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-kernelize-loops | filecheck %s

// A loop under vmap whose rows are too many to scalarize (160 elements past max-scalars =
// 128) but whose ops keep rows apart: the batched form.  The state is turned 2 x 80 (one
// row element per line), an scf.for runs tiles of 32 rows, each the scalarized loop with
// every row element a vector<32xf32> over the rows; the counter stays a scalar.

// CHECK-LABEL: func.func @rotate_rows(
// CHECK: %[[T:.*]] = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<80x2xf32>) -> tensor<2x80xf32>
// CHECK: %[[D:.*]]:2 = flow.dispatch.region -> (tensor<i32>, tensor<2x80xf32>) attributes {hostcall.loop_kernel = "batched"}
// CHECK: scf.for %[[OFF:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(
// CHECK: %[[X0:.*]] = vector.transfer_read %[[T]][%{{.*}}, %[[OFF]]], %{{.*}} : tensor<2x80xf32>, vector<32xf32>
// CHECK: %[[X1:.*]] = vector.transfer_read %[[T]][%{{.*}}, %[[OFF]]], %{{.*}} : tensor<2x80xf32>, vector<32xf32>
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[X0]], %{{.*}} = %[[X1]]) : (i32, vector<32xf32>, vector<32xf32>) -> (i32, vector<32xf32>, vector<32xf32>)
// CHECK: ^bb0(%{{.*}}: i32, %[[P:.*]]: vector<32xf32>, %[[Q:.*]]: vector<32xf32>):
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[P]] : vector<32xf32>
// CHECK: scf.yield %{{.*}}, %[[Q]], %[[N]] : i32, vector<32xf32>, vector<32xf32>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %[[OFF]]] : vector<32xf32>, tensor<2x80xf32>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %[[OFF]]] : vector<32xf32>, tensor<2x80xf32>
// CHECK: %[[U:.*]] = stablehlo.transpose %[[D]]#1, dims = [1, 0] : (tensor<2x80xf32>) -> tensor<80x2xf32>
// CHECK: return %[[U]] : tensor<80x2xf32>
func.func @rotate_rows(%x: tensor<80x2xf32>) -> tensor<80x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<80x2xf32>
  cond {
    %n = stablehlo.constant dense<7> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a = stablehlo.slice %v [0:80, 0:1] : (tensor<80x2xf32>) -> tensor<80x1xf32>
    %b = stablehlo.slice %v [0:80, 1:2] : (tensor<80x2xf32>) -> tensor<80x1xf32>
    %na = stablehlo.negate %a : tensor<80x1xf32>
    %y = stablehlo.concatenate %b, %na, dim = 1 : (tensor<80x1xf32>, tensor<80x1xf32>) -> tensor<80x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<80x2xf32>
  }
  return %r#1 : tensor<80x2xf32>
}

// -----

// A slice across the rows (row b reads row b + 1) mixes the batch: the loop stays.

// CHECK-LABEL: func.func @shift_rows(
// CHECK-NOT: flow.dispatch.region
// CHECK: stablehlo.while
func.func @shift_rows(%x: tensor<80x2xf32>) -> tensor<80x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<80x2xf32>
  cond {
    %n = stablehlo.constant dense<7> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a = stablehlo.slice %v [1:80, 0:2] : (tensor<80x2xf32>) -> tensor<79x2xf32>
    %b = stablehlo.slice %v [0:1, 0:2] : (tensor<80x2xf32>) -> tensor<1x2xf32>
    %y = stablehlo.concatenate %a, %b, dim = 0 : (tensor<79x2xf32>, tensor<1x2xf32>) -> tensor<80x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<80x2xf32>
  }
  return %r#1 : tensor<80x2xf32>
}

// -----

// A reduce over a row (not over the batch) runs its body per lane: the row's two
// elements are added as vectors (the second column never changes: the canonicalizer
// takes it out of the carries).

// CHECK-LABEL: func.func @row_sum(
// CHECK: flow.dispatch.region -> (tensor<i32>, tensor<2x80xf32>) attributes {hostcall.loop_kernel = "batched"}
// CHECK: ^bb0(%{{.*}}: i32, %[[P:.*]]: vector<32xf32>):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[P]], %{{.*}} : vector<32xf32>
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[S]], %{{.*}} : vector<32xf32>
// CHECK: scf.yield %{{.*}}, %[[T]] : i32, vector<32xf32>
func.func @row_sum(%x: tensor<80x2xf32>) -> tensor<80x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<80x2xf32>
  cond {
    %n = stablehlo.constant dense<7> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%v init: %z) applies stablehlo.add across dimensions = [1] : (tensor<80x2xf32>, tensor<f32>) -> tensor<80xf32>
    %b = stablehlo.reshape %s : (tensor<80xf32>) -> tensor<80x1xf32>
    %q = stablehlo.slice %v [0:80, 1:2] : (tensor<80x2xf32>) -> tensor<80x1xf32>
    %y = stablehlo.concatenate %b, %q, dim = 1 : (tensor<80x1xf32>, tensor<80x1xf32>) -> tensor<80x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<80x2xf32>
  }
  return %r#1 : tensor<80x2xf32>
}

// -----

// A scan's xs under vmap (80 rows of 5 steps of 2) stays in memory, turned 10 x 80: each
// step reads one vector of lanes per row element at the column of the clamped starts.

// CHECK-LABEL: func.func @xs_in_place(
// CHECK: %[[R:.*]] = stablehlo.reshape %arg1 : (tensor<80x5x2xf32>) -> tensor<80x10xf32>
// CHECK: %[[T:.*]] = stablehlo.transpose %[[R]], dims = [1, 0] : (tensor<80x10xf32>) -> tensor<10x80xf32>
// CHECK: flow.dispatch.region -> (tensor<i32>, tensor<2x80xf32>) attributes {hostcall.loop_kernel = "batched"}
// CHECK: scf.for %[[OFF:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(
// CHECK: ^bb0(%[[I:.*]]: i32, %[[C0:.*]]: vector<32xf32>, %[[C1:.*]]: vector<32xf32>):
// CHECK: %[[S:.*]] = arith.minsi %{{.*}}, %{{.*}} : i32
// CHECK: %[[J:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK: %[[X0:.*]] = vector.transfer_read %[[T]][%{{.*}}, %[[OFF]]], %{{.*}} : tensor<10x80xf32>, vector<32xf32>
// CHECK: %[[X1:.*]] = vector.transfer_read %[[T]][%{{.*}}, %[[OFF]]], %{{.*}} : tensor<10x80xf32>, vector<32xf32>
// CHECK: arith.addf %[[C0]], %[[X0]] : vector<32xf32>
// CHECK: arith.addf %[[C1]], %[[X1]] : vector<32xf32>
func.func @xs_in_place(%c: tensor<80x2xf32>, %xs: tensor<80x5x2xf32>) -> tensor<80x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %c) : tensor<i32>, tensor<80x2xf32>
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %x = stablehlo.dynamic_slice %xs, %z, %i, %z, sizes = [80, 1, 2] : (tensor<80x5x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x1x2xf32>
    %x1 = stablehlo.reshape %x : (tensor<80x1x2xf32>) -> tensor<80x2xf32>
    %y = stablehlo.add %v, %x1 : tensor<80x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<80x2xf32>
  }
  return %r#1 : tensor<80x2xf32>
}

// -----

// A scan's ys under vmap (80 rows, 4 steps, starting as zeros) stays in memory, turned
// 4 x 80: each tile writes the zeros, then one vector of lanes per step into the carried
// tensor itself, at the clamped start.

// CHECK-LABEL: func.func @ys_in_place(
// CHECK: flow.dispatch.region -> (tensor<i32>, tensor<2x80xf32>, tensor<4x80xf32>) attributes {hostcall.loop_kernel = "batched"}
// CHECK: scf.for %[[OFF:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %[[YS:.*]] = %{{.*}}) -> (i32, tensor<2x80xf32>, tensor<4x80xf32>)
// CHECK: %[[Z:.*]] = vector.transfer_write %{{.*}}, %[[YS]][%{{.*}}, %[[OFF]]] : vector<32xf32>, tensor<4x80xf32>
// CHECK: scf.while ({{.*}}) : (tensor<4x80xf32>, i32, vector<32xf32>, vector<32xf32>) -> (tensor<4x80xf32>, i32, vector<32xf32>, vector<32xf32>)
// CHECK: ^bb0(%[[T:.*]]: tensor<4x80xf32>, %{{.*}}: i32, %[[P:.*]]: vector<32xf32>, %{{.*}}: vector<32xf32>):
// CHECK: %[[J:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK-NEXT: %[[W:.*]] = vector.transfer_write %[[P]], %[[T]][%[[J]], %[[OFF]]] : vector<32xf32>, tensor<4x80xf32>
// CHECK: %[[U:.*]] = stablehlo.transpose %{{.*}}#2, dims = [1, 0] : (tensor<4x80xf32>) -> tensor<80x4xf32>
func.func @ys_in_place(%x: tensor<80x2xf32>) -> (tensor<80x2xf32>, tensor<80x4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %zeros = stablehlo.constant dense<0.0> : tensor<80x4xf32>
  %r:3 = stablehlo.while(%i = %c0, %v = %x, %ys = %zeros) : tensor<i32>, tensor<80x2xf32>, tensor<80x4xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a = stablehlo.slice %v [0:80, 0:1] : (tensor<80x2xf32>) -> tensor<80x1xf32>
    %b = stablehlo.slice %v [0:80, 1:2] : (tensor<80x2xf32>) -> tensor<80x1xf32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %ys2 = stablehlo.dynamic_update_slice %ys, %a, %z, %i : (tensor<80x4xf32>, tensor<80x1xf32>, tensor<i32>, tensor<i32>) -> tensor<80x4xf32>
    %y = stablehlo.concatenate %b, %a, dim = 1 : (tensor<80x1xf32>, tensor<80x1xf32>) -> tensor<80x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y, %ys2 : tensor<i32>, tensor<80x2xf32>, tensor<80x4xf32>
  }
  return %r#1, %r#2 : tensor<80x2xf32>, tensor<80x4xf32>
}

// -----

// A nested loop whose condition reads only row-independent values: its batched carries
// are vectors, its counter a scalar.

// CHECK-LABEL: func.func @nested(
// CHECK: flow.dispatch.region {{.*}} attributes {hostcall.loop_kernel = "batched"}
// CHECK: scf.while ({{.*}}) : (i32, vector<32xf32>, vector<32xf32>) -> (i32, vector<32xf32>, vector<32xf32>)
// CHECK: scf.while ({{.*}}) : (i32, vector<32xf32>, vector<32xf32>) -> (i32, vector<32xf32>, vector<32xf32>)
// CHECK: arith.negf %{{.*}} : vector<32xf32>
// CHECK-NOT: stablehlo.while
func.func @nested(%x: tensor<80x2xf32>) -> tensor<80x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<80x2xf32>
  cond {
    %n = stablehlo.constant dense<7> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %k0 = stablehlo.constant dense<0> : tensor<i32>
    %s:2 = stablehlo.while(%k = %k0, %w = %v) : tensor<i32>, tensor<80x2xf32>
    cond {
      %m = stablehlo.constant dense<3> : tensor<i32>
      %q = stablehlo.compare LT, %k, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %a = stablehlo.slice %w [0:80, 0:1] : (tensor<80x2xf32>) -> tensor<80x1xf32>
      %b = stablehlo.slice %w [0:80, 1:2] : (tensor<80x2xf32>) -> tensor<80x1xf32>
      %na = stablehlo.negate %a : tensor<80x1xf32>
      %y = stablehlo.concatenate %b, %na, dim = 1 : (tensor<80x1xf32>, tensor<80x1xf32>) -> tensor<80x2xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %kk = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %kk, %y : tensor<i32>, tensor<80x2xf32>
    }
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %s#1 : tensor<i32>, tensor<80x2xf32>
  }
  return %r#1 : tensor<80x2xf32>
}

// -----

// The batch dimension may move: dot_general of a row-independent matrix with the rows
// puts it second, a transpose brings it back; each row's product is two fma chains of
// lanes by the matrix's (broadcast) scalars.  A dot_general contracting over the batch
// mixes rows: that loop stays.

// CHECK-LABEL: func.func @matrix_rows(
// CHECK: flow.dispatch.region {{.*}} attributes {hostcall.loop_kernel = "batched"}
// CHECK: tensor.extract %arg1[
// CHECK: scf.while ({{.*}}) : (i32, vector<32xf32>, vector<32xf32>) -> (i32, vector<32xf32>, vector<32xf32>)
// CHECK: ^bb0(
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<32xf32>
// CHECK-NEXT: math.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<32xf32>
// CHECK-LABEL: func.func @contract_rows(
// CHECK: stablehlo.while
// CHECK: stablehlo.dot_general
func.func @matrix_rows(%x: tensor<80x2xf32>, %a: tensor<2x2xf32>) -> tensor<80x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<80x2xf32>
  cond {
    %n = stablehlo.constant dense<7> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %d = stablehlo.dot_general %a, %v, contracting_dims = [1] x [1] : (tensor<2x2xf32>, tensor<80x2xf32>) -> tensor<2x80xf32>
    %y = stablehlo.transpose %d, dims = [1, 0] : (tensor<2x80xf32>) -> tensor<80x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<80x2xf32>
  }
  return %r#1 : tensor<80x2xf32>
}
func.func @contract_rows(%x: tensor<80x2xf32>, %a: tensor<2x80xf32>) -> tensor<80x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<80x2xf32>
  cond {
    %n = stablehlo.constant dense<7> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %d = stablehlo.dot_general %a, %v, contracting_dims = [1] x [0] : (tensor<2x80xf32>, tensor<80x2xf32>) -> tensor<2x2xf32>
    %e = stablehlo.broadcast_in_dim %d, dims = [1, 2] : (tensor<2x2xf32>) -> tensor<40x2x2xf32>
    %y = stablehlo.reshape %e : (tensor<40x2x2xf32>) -> tensor<80x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<80x2xf32>
  }
  return %r#1 : tensor<80x2xf32>
}

// -----

// An if on a row-independent predicate (the counter) is one scf.if for all lanes; a splat
// returned as rows becomes a vector (the canonicalizer makes one of the two results a
// select).  An if on a row's value (vmap makes those selects,
// but a foreign module may not) stays a host loop.

// CHECK-LABEL: func.func @if_on_counter(
// CHECK: flow.dispatch.region {{.*}} attributes {hostcall.loop_kernel = "batched"}
// CHECK: ^bb0(%[[I:.*]]: i32, %[[P:.*]]: vector<32xf32>, %[[Q:.*]]: vector<32xf32>):
// CHECK-NEXT: %[[C:.*]] = arith.cmpi eq, %[[I]], %{{.*}} : i32
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[Z:.*]], %[[Q]] : vector<32xf32>
// CHECK-NEXT: %[[F:.*]] = scf.if %[[C]] -> (vector<32xf32>) {
// CHECK-NEXT: scf.yield %[[Z]] : vector<32xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[P]] : vector<32xf32>
// CHECK-LABEL: func.func @if_on_row(
// CHECK: stablehlo.while
// CHECK: stablehlo.if
func.func @if_on_counter(%x: tensor<80x2xf32>) -> tensor<80x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<80x2xf32>
  cond {
    %n = stablehlo.constant dense<7> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %three = stablehlo.constant dense<3> : tensor<i32>
    %q = stablehlo.compare EQ, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %y = "stablehlo.if"(%q) ({
      %z = stablehlo.constant dense<0.0> : tensor<80x2xf32>
      stablehlo.return %z : tensor<80x2xf32>
    }, {
      %a = stablehlo.slice %v [0:80, 0:1] : (tensor<80x2xf32>) -> tensor<80x1xf32>
      %b = stablehlo.slice %v [0:80, 1:2] : (tensor<80x2xf32>) -> tensor<80x1xf32>
      %na = stablehlo.negate %a : tensor<80x1xf32>
      %w = stablehlo.concatenate %b, %na, dim = 1 : (tensor<80x1xf32>, tensor<80x1xf32>) -> tensor<80x2xf32>
      stablehlo.return %w : tensor<80x2xf32>
    }) : (tensor<i1>) -> tensor<80x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<80x2xf32>
  }
  return %r#1 : tensor<80x2xf32>
}
func.func @if_on_row(%x: tensor<80x2xf32>) -> tensor<80x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<80x2xf32>
  cond {
    %n = stablehlo.constant dense<7> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %e = stablehlo.slice %v [0:1, 0:1] : (tensor<80x2xf32>) -> tensor<1x1xf32>
    %f = stablehlo.reshape %e : (tensor<1x1xf32>) -> tensor<f32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %q = stablehlo.compare GT, %f, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %y = "stablehlo.if"(%q) ({
      stablehlo.return %v : tensor<80x2xf32>
    }, {
      %w = stablehlo.negate %v : tensor<80x2xf32>
      stablehlo.return %w : tensor<80x2xf32>
    }) : (tensor<i1>) -> tensor<80x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<80x2xf32>
  }
  return %r#1 : tensor<80x2xf32>
}

// -----

// Under vmap `x + a @ x` is dot_general, a transpose moving the batch back, a reshape and
// the add: IREE folds the add into the product's accumulator, so each row's sums start
// from the addend, a vector of lanes; no separate add.

// CHECK-LABEL: func.func @rows_plus_product(
// CHECK: flow.dispatch.region -> (tensor<i32>, tensor<2x80xf32>) attributes {hostcall.loop_kernel = "batched"}
// CHECK: ^bb0(%{{.*}}: i32, %[[P:.*]]: vector<32xf32>, %[[Q:.*]]: vector<32xf32>):
// CHECK-NEXT: %[[A:.*]] = math.fma %{{.*}}, %[[P]], %[[P]] : vector<32xf32>
// CHECK-NEXT: %[[S:.*]] = math.fma %{{.*}}, %[[Q]], %[[A]] : vector<32xf32>
// CHECK-NEXT: %[[B:.*]] = math.fma %{{.*}}, %[[P]], %[[Q]] : vector<32xf32>
// CHECK-NEXT: %[[T:.*]] = math.fma %{{.*}}, %[[Q]], %[[B]] : vector<32xf32>
// CHECK-NEXT: arith.addi
// CHECK-NEXT: scf.yield %{{.*}}, %[[S]], %[[T]] : i32, vector<32xf32>, vector<32xf32>
func.func @rows_plus_product(%x: tensor<80x2xf32>) -> tensor<80x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<80x2xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %col = stablehlo.reshape %v : (tensor<80x2xf32>) -> tensor<80x2x1xf32>
    %a = stablehlo.constant dense<[[0.5, 0.25], [-0.25, 0.5]]> : tensor<2x2xf32>
    %y = stablehlo.dot_general %a, %col, contracting_dims = [1] x [1] : (tensor<2x2xf32>, tensor<80x2x1xf32>) -> tensor<2x80x1xf32>
    %t = stablehlo.transpose %y, dims = [1, 0, 2] : (tensor<2x80x1xf32>) -> tensor<80x2x1xf32>
    %yv = stablehlo.reshape %t : (tensor<80x2x1xf32>) -> tensor<80x2xf32>
    %u = stablehlo.add %v, %yv : tensor<80x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %u : tensor<i32>, tensor<80x2xf32>
  }
  return %r#1 : tensor<80x2xf32>
}
