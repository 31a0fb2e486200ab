// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-kernelize-loops | filecheck %s

// A loop whose body mixes elements (slices, concatenate, dot_general, reduce) becomes
// one flow.dispatch.region: scf.while carries every element as a scalar, the inputs
// are extracted once, and the results are rebuilt with tensor.from_elements.

// CHECK-LABEL: func.func @swap_and_rotate(
// CHECK: %[[D:.*]]:2 = flow.dispatch.region -> (tensor<i32>, tensor<2xf32>) attributes {hostcall.loop_kernel = "scalarized"}
// CHECK: %[[X0:.*]] = tensor.extract %arg0[%{{.*}}] : tensor<2xf32>
// CHECK: %[[X1:.*]] = tensor.extract %arg0[%{{.*}}] : tensor<2xf32>
// CHECK: %[[W:.*]]:3 = scf.while (%{{.*}} = %{{.*}}, %[[A:.*]] = %[[X0]], %[[B:.*]] = %[[X1]]) : (i32, f32, f32) -> (i32, f32, f32)
// CHECK: ^bb0(%{{.*}}: i32, %[[P:.*]]: f32, %[[Q:.*]]: f32):
// CHECK: %[[N:.*]] = arith.negf %[[P]] : f32
// CHECK: scf.yield %{{.*}}, %[[Q]], %[[N]] : i32, f32, f32
// CHECK: %[[T:.*]] = tensor.from_elements %[[W]]#1, %[[W]]#2 : tensor<2xf32>
// CHECK: flow.return %{{.*}}, %[[T]] : tensor<i32>, tensor<2xf32>
// CHECK: return %[[D]]#1 : tensor<2xf32>
func.func @swap_and_rotate(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<7> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a = stablehlo.slice %v [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %b = stablehlo.slice %v [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %na = stablehlo.negate %a : tensor<1xf32>
    %y = stablehlo.concatenate %b, %na, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

// -----

// A matrix-vector product and a sum: fma chains and the reduce body applied in order.

// CHECK-LABEL: func.func @power_step(
// CHECK: flow.dispatch.region
// CHECK: scf.while
// CHECK: arith.mulf
// CHECK-NEXT: math.fma
// CHECK: arith.addf
// CHECK: math.sqrt
// CHECK: arith.divf
// CHECK-NOT: stablehlo.while
func.func @power_step(%a: tensor<2x2xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y = stablehlo.dot_general %a, %v, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%y init: %z) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %q = stablehlo.sqrt %s : tensor<f32>
    %qb = stablehlo.broadcast_in_dim %q, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %u = stablehlo.divide %y, %qb : tensor<2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %u : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

// -----

// A product read only by an add, through a reshape (x + k @ v with v a column): IREE folds
// the add into the product's accumulator, so each sum starts from the addend's element,
// as the host loop's; no separate add.

// CHECK-LABEL: func.func @gain_update(
// CHECK: flow.dispatch.region
// CHECK: ^bb0(%{{.*}}: i32, %[[X0:.*]]: f32, %[[X1:.*]]: f32):
// CHECK: %[[A0:.*]] = math.fma %{{.*}}, %[[X0]], %[[X0]] : f32
// CHECK-NEXT: %[[S0:.*]] = math.fma %{{.*}}, %[[X1]], %[[A0]] : f32
// CHECK-NEXT: %[[A1:.*]] = math.fma %{{.*}}, %[[X0]], %[[X1]] : f32
// CHECK-NEXT: %[[S1:.*]] = math.fma %{{.*}}, %[[X1]], %[[A1]] : f32
// CHECK-NOT: arith.addf
// CHECK: scf.yield %{{.*}}, %[[S0]], %[[S1]] : i32, f32, f32
func.func @gain_update(%k: tensor<2x2xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %col = stablehlo.reshape %v : (tensor<2xf32>) -> tensor<2x1xf32>
    %y = stablehlo.dot_general %k, %col, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %yv = stablehlo.reshape %y : (tensor<2x1xf32>) -> tensor<2xf32>
    %u = stablehlo.add %v, %yv : tensor<2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %u : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

// -----

// A scan reading xs: the row is read where it lies, at the spec's clamped start.

// CHECK-LABEL: func.func @scan_xs(
// CHECK: flow.dispatch.region
// CHECK: scf.while
// CHECK: arith.maxsi
// CHECK-NEXT: arith.minsi
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: tensor.extract %arg1[%{{.*}}] : tensor<100xf32>
func.func @scan_xs(%c: tensor<f32>, %xs: tensor<100xf32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %c) : tensor<i32>, tensor<f32>
  cond {
    %n = stablehlo.constant dense<100> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %row = stablehlo.dynamic_slice %xs, %i, sizes = [1] : (tensor<100xf32>, tensor<i32>) -> tensor<1xf32>
    %x = stablehlo.reshape %row : (tensor<1xf32>) -> tensor<f32>
    %y = stablehlo.add %v, %x : tensor<f32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<f32>
  }
  return %r#1 : tensor<f32>
}

// -----

// Stacks starting as a splat (a scan's ys, residuals under grad) are made inside the
// region: one scf.for nest per shape fills them, so IREE puts them in the dispatch's
// result buffers and they may pass the 16 KiB stack bound (here 2 x 40 KiB). Each is then
// written in place with tensor.insert.

// CHECK-LABEL: func.func @stacks(
// CHECK: flow.dispatch.region -> (tensor<i32>, tensor<f32>, tensor<10000xf32>, tensor<10000xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<10000xf32>
// CHECK: %[[F:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[E]], %[[B:.*]] = %[[E]])
// CHECK-NEXT: %[[X:.*]] = tensor.insert %{{.*}} into %[[A]][%[[I]]] : tensor<10000xf32>
// CHECK-NEXT: %[[Y:.*]] = tensor.insert %{{.*}} into %[[B]][%[[I]]] : tensor<10000xf32>
// CHECK-NEXT: scf.yield %[[X]], %[[Y]]
// CHECK: scf.while ({{.*}}%[[F]]#0, %{{.*}} = %[[F]]#1
// CHECK: tensor.insert %{{.*}} : tensor<10000xf32>
// CHECK: tensor.insert %{{.*}} : tensor<10000xf32>
// CHECK-NOT: stablehlo.while
func.func @stacks(%c: tensor<f32>) -> (tensor<10000xf32>, tensor<10000xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<10000xf32>
  %o = stablehlo.constant dense<1.0> : tensor<10000xf32>
  %r:4 = stablehlo.while(%i = %c0, %v = %c, %ys = %z, %ws = %o) : tensor<i32>, tensor<f32>, tensor<10000xf32>, tensor<10000xf32>
  cond {
    %n = stablehlo.constant dense<10000> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %h = stablehlo.constant dense<0.5> : tensor<f32>
    %y = stablehlo.multiply %v, %h : tensor<f32>
    %row = stablehlo.reshape %y : (tensor<f32>) -> tensor<1xf32>
    %ys2 = stablehlo.dynamic_update_slice %ys, %row, %i : (tensor<10000xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10000xf32>
    %ws2 = stablehlo.dynamic_update_slice %ws, %row, %i : (tensor<10000xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10000xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y, %ys2, %ws2 : tensor<i32>, tensor<f32>, tensor<10000xf32>, tensor<10000xf32>
  }
  return %r#2, %r#3 : tensor<10000xf32>, tensor<10000xf32>
}

// -----

// A gather of single elements by (row, column) index pairs: each result element reads the
// table input where it lies, its two starts clamped into the table's dimensions.

// CHECK-LABEL: func.func @pairs(
// CHECK: flow.dispatch.region
// CHECK: %[[R:.*]] = tensor.extract %arg0[%[[C0:.*]], %[[C0]]] : tensor<2x2xi32>
// CHECK-NEXT: %[[C:.*]] = tensor.extract %arg0[%[[C0]], %[[C1:.*]]] : tensor<2x2xi32>
// CHECK: scf.while
// CHECK: ^bb0(%{{.*}}: i32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[RL:.*]] = arith.maxsi %[[R]], %{{.*}} : i32
// CHECK-NEXT: %[[RH:.*]] = arith.minsi %[[RL]], %{{.*}} : i32
// CHECK-NEXT: %[[RX:.*]] = arith.index_cast %[[RH]] : i32 to index
// CHECK-NEXT: %[[CL:.*]] = arith.maxsi %[[C]], %{{.*}} : i32
// CHECK-NEXT: %[[CH:.*]] = arith.minsi %[[CL]], %{{.*}} : i32
// CHECK-NEXT: %[[CX:.*]] = arith.index_cast %[[CH]] : i32 to index
// CHECK-NEXT: tensor.extract %{{.*}}[%[[RX]], %[[CX]]] : tensor<2x3xf32>
// CHECK-NOT: stablehlo.gather
func.func @pairs(%i: tensor<2x2xi32>, %t: tensor<2x3xf32>, %a0: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c0, %a = %a0) : tensor<i32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %g = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<2xf32>
    %a2 = stablehlo.add %a, %g : tensor<2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %a2 : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

// -----

// pad (what grad makes of slices): each result element is an operand element or the
// padding value; edges (negative ones crop) and interior padding are index arithmetic,
// no ops. [a, b] -> [0, a] - [b, 0] = [-b, a] (a - 0 folds to a).

// CHECK-LABEL: func.func @pad_rotate(
// CHECK: flow.dispatch.region
// CHECK: %[[W:.*]]:3 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (i32, f32, f32) -> (i32, f32, f32)
// CHECK: ^bb0(%{{.*}}: i32, %[[P:.*]]: f32, %[[Q:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.subf %{{.*}}, %[[Q]] : f32
// CHECK: scf.yield %{{.*}}, %[[S]], %[[P]] : i32, f32, f32
// CHECK-NOT: stablehlo.pad
func.func @pad_rotate(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %a = stablehlo.pad %v, %z, low = [1], high = [-1], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    %b = stablehlo.pad %v, %z, low = [-1], high = [1], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    %y = stablehlo.subtract %a, %b : tensor<2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

// -----

// reverse: index arithmetic too, [a, b, c] -> [c, b, a] emits nothing (the middle
// element never changes: the canonicalizer takes it out of the carries).

// CHECK-LABEL: func.func @reverse_rows(
// CHECK: ^bb0(%{{.*}}: i32, %[[A:.*]]: f32, %[[C:.*]]: f32):
// CHECK-NEXT: %{{.*}} = arith.addi
// CHECK-NEXT: scf.yield %{{.*}}, %[[C]], %[[A]] : i32, f32, f32
// CHECK-NOT: stablehlo.reverse
func.func @reverse_rows(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y = stablehlo.reverse %v, dims = [0] : tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<3xf32>
  }
  return %r#1 : tensor<3xf32>
}

// -----

// A carry read by dynamic_slices and written by one dynamic_update_slice (the cotangent
// of a scan's ys under grad: a row read, then zeroed) stays in memory. It starts from an
// input, so the region copies it into a tensor of its own (its result buffer) first; the
// row is read with tensor.extract before the write, which goes last, into the iter_arg.

// CHECK-LABEL: func.func @read_then_zero(
// CHECK: flow.dispatch.region
// CHECK: %[[E:.*]] = tensor.empty() : tensor<6000x2xf32>
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[X:.*]] = tensor.extract %arg1[%{{.*}}, %{{.*}}] : tensor<6000x2xf32>
// CHECK-NEXT: tensor.insert %[[X]] into
// CHECK: ^bb0(%[[T:.*]]: tensor<6000x2xf32>, %{{.*}}: i32, %{{.*}}: f32):
// CHECK: %[[R:.*]] = tensor.extract %[[T]][%{{.*}}, %{{.*}}] : tensor<6000x2xf32>
// CHECK: %[[Z:.*]] = tensor.insert %{{.*}} into %[[T]][%{{.*}}, %{{.*}}] : tensor<6000x2xf32>
// CHECK-NEXT: %[[Z2:.*]] = tensor.insert %{{.*}} into %[[Z]][%{{.*}}, %{{.*}}] : tensor<6000x2xf32>
// CHECK: scf.yield %[[Z2]], %{{.*}}, %{{.*}} : tensor<6000x2xf32>, i32, f32
// CHECK-NOT: stablehlo.while
func.func @read_then_zero(%c: tensor<f32>, %ct: tensor<6000x2xf32>) -> (tensor<f32>, tensor<6000x2xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %v = %c, %t = %ct) : tensor<i32>, tensor<f32>, tensor<6000x2xf32>
  cond {
    %n = stablehlo.constant dense<6000> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %zero = stablehlo.constant dense<0.0> : tensor<1x2xf32>
    %t2 = stablehlo.dynamic_update_slice %t, %zero, %i, %z : (tensor<6000x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<6000x2xf32>
    %row = stablehlo.dynamic_slice %t, %i, %z, sizes = [1, 2] : (tensor<6000x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %a = stablehlo.slice %row [0:1, 1:2] : (tensor<1x2xf32>) -> tensor<1x1xf32>
    %s = stablehlo.reshape %a : (tensor<1x1xf32>) -> tensor<f32>
    %v2 = stablehlo.add %v, %s : tensor<f32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %v2, %t2 : tensor<i32>, tensor<f32>, tensor<6000x2xf32>
  }
  return %r#1, %r#2 : tensor<f32>, tensor<6000x2xf32>
}

// -----

// `.at[i, j].add` in nested loops: the scatter's select of a one-element update and the
// array itself (out-of-bounds updates dropped) is a write into memory that keeps the old
// element where the predicate fails (the element read, here the one the add read); the
// array passes to the inner loop as a tensor.

// CHECK-LABEL: func.func @nested_at_add(
// CHECK: flow.dispatch.region
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (tensor<40x40xf32>, i32)
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (tensor<40x40xf32>, i32)
// CHECK: %[[OLD:.*]] = tensor.extract %[[A:.*]][%[[I:.*]], %[[J:.*]]] : tensor<40x40xf32>
// CHECK: %[[NEW:.*]] = arith.addf %[[OLD]], %{{.*}} : f32
// CHECK: %[[V:.*]] = arith.select %{{.*}}, %[[NEW]], %[[OLD]] : f32
// CHECK-NEXT: tensor.insert %[[V]] into %[[A]][%[[I]], %[[J]]] : tensor<40x40xf32>
// CHECK-NOT: stablehlo.while
func.func @nested_at_add(%x: tensor<f32>) -> tensor<40x40xf32> {
  %zeros = stablehlo.constant dense<0.0> : tensor<40x40xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %zeros) : tensor<i32>, tensor<40x40xf32>
  cond {
    %n = stablehlo.constant dense<40> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %q:2 = stablehlo.while(%j = %z, %a = %acc) : tensor<i32>, tensor<40x40xf32>
    cond {
      %n = stablehlo.constant dense<40> : tensor<i32>
      %p = stablehlo.compare LT, %j, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %old = stablehlo.dynamic_slice %a, %i, %j, sizes = [1, 1] : (tensor<40x40xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %u = stablehlo.reshape %x : (tensor<f32>) -> tensor<1x1xf32>
      %new = stablehlo.add %old, %u : tensor<1x1xf32>
      %w = stablehlo.dynamic_update_slice %a, %new, %i, %j : (tensor<40x40xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<40x40xf32>
      %lim = stablehlo.constant dense<39> : tensor<i32>
      %ok = stablehlo.compare LT, %i, %lim, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %okb = stablehlo.broadcast_in_dim %ok, dims = [] : (tensor<i1>) -> tensor<40x40xi1>
      %s = stablehlo.select %okb, %w, %a : tensor<40x40xi1>, tensor<40x40xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j2 = stablehlo.add %j, %one : tensor<i32>
      stablehlo.return %j2, %s : tensor<i32>, tensor<40x40xf32>
    }
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %q#1 : tensor<i32>, tensor<40x40xf32>
  }
  return %r#1 : tensor<40x40xf32>
}

// -----

// A sort in the body: an odd-even transposition network of its comparator; a pair swaps
// only when the right element compares strictly first (stable).

// CHECK-LABEL: func.func @sort_rows(
// CHECK: ^bb0(%{{.*}}: i32, %[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32):
// CHECK-NEXT: %[[S0:.*]] = arith.cmpf olt, %[[B]], %[[A]] : f32
// CHECK-NEXT: %[[L0:.*]] = arith.select %[[S0]], %[[B]], %[[A]] : f32
// CHECK-NEXT: %[[H0:.*]] = arith.select %[[S0]], %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[S1:.*]] = arith.cmpf olt, %[[C]], %[[H0]] : f32
// CHECK-NEXT: %[[L1:.*]] = arith.select %[[S1]], %[[C]], %[[H0]] : f32
// CHECK-NEXT: %[[H1:.*]] = arith.select %[[S1]], %[[H0]], %[[C]] : f32
// CHECK-NEXT: %[[S2:.*]] = arith.cmpf olt, %[[L1]], %[[L0]] : f32
// CHECK-NEXT: %[[L2:.*]] = arith.select %[[S2]], %[[L1]], %[[L0]] : f32
// CHECK-NEXT: %[[H2:.*]] = arith.select %[[S2]], %[[L0]], %[[L1]] : f32
// CHECK-NEXT: arith.negf %[[L2]] : f32
// CHECK-NEXT: arith.negf %[[H2]] : f32
// CHECK-NEXT: arith.negf %[[H1]] : f32
func.func @sort_rows(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = "stablehlo.sort"(%v) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }) {dimension = 0 : i64, is_stable = true} : (tensor<3xf32>) -> tensor<3xf32>
    %neg = stablehlo.negate %s : tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %neg : tensor<i32>, tensor<3xf32>
  }
  return %r#1 : tensor<3xf32>
}

// -----

// A gather of a row at the counter: each element reads the table at the clamped start
// plus its offset in the window.

// CHECK-LABEL: func.func @gather_rows(
// CHECK: hostcall.loop_kernel = "scalarized"
// CHECK: ^bb0(%[[I:.*]]: i32, %[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[LO:.*]] = arith.maxsi %[[I]], %{{.*}} : i32
// CHECK-NEXT: %[[S:.*]] = arith.minsi %[[LO]], %{{.*}} : i32
// CHECK-NEXT: %[[X:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT: %[[T0:.*]] = tensor.extract %arg0[%[[X]], %{{.*}}] : tensor<3x2xf32>
// CHECK-NEXT: %[[T1:.*]] = tensor.extract %arg0[%[[X]], %{{.*}}] : tensor<3x2xf32>
// CHECK-NEXT: arith.addf %[[A]], %[[T0]] : f32
// CHECK-NEXT: arith.addf %[[B]], %[[T1]] : f32
func.func @gather_rows(%t: tensor<3x2xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %ix = stablehlo.reshape %i : (tensor<i32>) -> tensor<1xi32>
    %row = "stablehlo.gather"(%t, %ix) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<3x2xf32>, tensor<1xi32>) -> tensor<2xf32>
    %s = stablehlo.add %v, %row : tensor<2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %s : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

// -----

// Boolean tensors (IREE stores them as i8 and rejects i1 tensor.extract / insert) are
// held as bytes: a stablehlo.convert takes them in and out, each read truncates to i1
// and each write extends to i8.  Here a stack of flags written row by row, kept in
// memory, and a mask read from an argument (behind a barrier, as every widened input:
// see @widened_table).
// CHECK-LABEL: func.func @boolean_stack(
// CHECK: %[[C:.*]] = stablehlo.convert %arg1 : (tensor<2xi1>) -> tensor<2xi8>
// CHECK: %[[M:.*]] = stablehlo.optimization_barrier %[[C]] : tensor<2xi8>
// CHECK: %[[D:.*]]:3 = flow.dispatch.region -> (tensor<i32>, tensor<2xf32>, tensor<4x2xi8>) attributes {hostcall.loop_kernel = "scalarized"}
// CHECK: %[[B:.*]] = tensor.extract %[[M]][%{{.*}}] : tensor<2xi8>
// CHECK: %[[P:.*]] = arith.trunci %[[B]] : i8 to i1
// CHECK: scf.while
// CHECK: %[[F:.*]] = arith.cmpf ogt
// CHECK: arith.select %[[P]]
// CHECK: %[[E:.*]] = arith.extui %[[F]] : i1 to i8
// CHECK: tensor.insert %[[E]] into %{{.*}} : tensor<4x2xi8>
// CHECK: %[[Y:.*]] = stablehlo.convert %[[D]]#2 : (tensor<4x2xi8>) -> tensor<4x2xi1>
// CHECK: return %[[D]]#1, %[[Y]] : tensor<2xf32>, tensor<4x2xi1>
func.func @boolean_stack(%x: tensor<2xf32>, %mask: tensor<2xi1>) -> (tensor<2xf32>, tensor<4x2xi1>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %no = stablehlo.constant dense<false> : tensor<4x2xi1>
  %r:3 = stablehlo.while(%i = %c0, %v = %x, %ys = %no) : tensor<i32>, tensor<2xf32>, tensor<4x2xi1>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %zero = stablehlo.constant dense<0.0> : tensor<2xf32>
    %pos = stablehlo.compare GT, %v, %zero, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %row = stablehlo.reshape %pos : (tensor<2xi1>) -> tensor<1x2xi1>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %ys2 = stablehlo.dynamic_update_slice %ys, %row, %i, %z : (tensor<4x2xi1>, tensor<1x2xi1>, tensor<i32>, tensor<i32>) -> tensor<4x2xi1>
    %neg = stablehlo.negate %v : tensor<2xf32>
    %half = stablehlo.constant dense<0.5> : tensor<2xf32>
    %h = stablehlo.multiply %neg, %half : tensor<2xf32>
    %w = stablehlo.select %mask, %h, %neg : tensor<2xi1>, tensor<2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %w, %ys2 : tensor<i32>, tensor<2xf32>, tensor<4x2xi1>
  }
  return %r#1, %r#2 : tensor<2xf32>, tensor<4x2xi1>
}

// -----

// An input widened from a narrower type (int16 to uint32 here, through the signless i32
// the kernel reads) goes into the dispatch region behind an optimization_barrier: IREE
// 3.13 clones a widening convert into every dispatch region reading it, where it becomes
// the dispatch's root, and rejects the kernel's stores outside its workgroups
// (tests/inputs/fuzz_fixed/seed407_f472).  An input that is not widened goes in as it is.
// CHECK-LABEL: func.func @widened_table(
// CHECK: %[[W:.*]] = stablehlo.convert %arg0 : (tensor<2x3xi16>) -> tensor<2x3xui32>
// CHECK: %[[S:.*]] = stablehlo.bitcast_convert %[[W]] : (tensor<2x3xui32>) -> tensor<2x3xi32>
// CHECK: %[[T:.*]] = stablehlo.optimization_barrier %[[S]] : tensor<2x3xi32>
// CHECK-NOT: optimization_barrier
// CHECK: flow.dispatch.region {{.*}} attributes {hostcall.loop_kernel = "scalarized"}
// CHECK: tensor.extract %{{.*}}[%{{.*}}] : tensor<3xi32>
// CHECK: scf.while
// CHECK: %[[R:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: tensor.extract %[[T]][%[[R]], %{{.*}}] : tensor<2x3xi32>
func.func @widened_table(%a: tensor<2x3xi16>, %x: tensor<3xui32>) -> tensor<3xui32> {
  %t = stablehlo.convert %a : (tensor<2x3xi16>) -> tensor<2x3xui32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xui32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %first = stablehlo.slice %v [0:1] : (tensor<3xui32>) -> tensor<1xui32>
    %one_u = stablehlo.constant dense<1> : tensor<1xui32>
    %low = stablehlo.and %first, %one_u : tensor<1xui32>
    %ix = stablehlo.convert %low : (tensor<1xui32>) -> tensor<1xi32>
    %row = "stablehlo.gather"(%t, %ix) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xui32>, tensor<1xi32>) -> tensor<3xui32>
    %s = stablehlo.add %v, %row : tensor<3xui32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %s : tensor<i32>, tensor<3xui32>
  }
  return %r#1 : tensor<3xui32>
}

// -----

// So does an int64 table gathered at int32 start indices (IREE lowers the gather to the
// elementwise op it clones, int32 in and int64 out); rows gathered from an int32 table go
// in as they are (@gathered_as_wide_as_its_indices).
// CHECK-LABEL: func.func @gathered_wider_than_its_indices(
// CHECK: %[[G:.*]] = "stablehlo.gather"
// CHECK: %[[T:.*]] = stablehlo.optimization_barrier %[[G]] : tensor<2x3xi64>
// CHECK: flow.dispatch.region {{.*}} attributes {hostcall.loop_kernel = "scalarized"}
// CHECK: tensor.extract %[[T]][%{{.*}}, %{{.*}}] : tensor<2x3xi64>
func.func @gathered_wider_than_its_indices(%a: tensor<2x3xi64>, %x: tensor<3xi64>) -> tensor<3xi64> {
  %idx = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %t = "stablehlo.gather"(%a, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xi64>, tensor<2x1xi32>) -> tensor<2x3xi64>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xi64>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %first = stablehlo.slice %v [0:1] : (tensor<3xi64>) -> tensor<1xi64>
    %ix = stablehlo.convert %first : (tensor<1xi64>) -> tensor<1xi32>
    %one_u = stablehlo.constant dense<1> : tensor<1xi32>
    %low = stablehlo.and %ix, %one_u : tensor<1xi32>
    %row = "stablehlo.gather"(%t, %low) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xi64>, tensor<1xi32>) -> tensor<3xi64>
    %s = stablehlo.add %v, %row : tensor<3xi64>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %s : tensor<i32>, tensor<3xi64>
  }
  return %r#1 : tensor<3xi64>
}

// CHECK-LABEL: func.func @gathered_as_wide_as_its_indices(
// CHECK-NOT: optimization_barrier
// CHECK: flow.dispatch.region {{.*}} attributes {hostcall.loop_kernel = "scalarized"}
func.func @gathered_as_wide_as_its_indices(%a: tensor<2x3xi32>, %x: tensor<3xi32>) -> tensor<3xi32> {
  %idx = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %t = "stablehlo.gather"(%a, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xi32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %first = stablehlo.slice %v [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %ix = stablehlo.convert %first : (tensor<1xi32>) -> tensor<1xi32>
    %one_u = stablehlo.constant dense<1> : tensor<1xi32>
    %low = stablehlo.and %ix, %one_u : tensor<1xi32>
    %row = "stablehlo.gather"(%t, %low) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<3xi32>
    %s = stablehlo.add %v, %row : tensor<3xi32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %s : tensor<i32>, tensor<3xi32>
  }
  return %r#1 : tensor<3xi32>
}

// -----

// A carry kept in memory goes first among the scf.while's values, scalars after it: MLIR's
// scf.while canonicalization drops a forwarded scalar nothing after the condition reads
// (the flag here, unused after the loop), and IREE 3.13's bufferization then pairs the
// tensor with the iter_arg at its new position ("Condition arg #2 is not equivalent to
// the corresponding iter bbArg").
// CHECK-LABEL: func.func @flag_and_memory(
// CHECK: flow.dispatch.region {{.*}} attributes {hostcall.loop_kernel = "scalarized"}
// CHECK: scf.while ({{.*}}) : (tensor<8xf32>, i32, i1) -> (tensor<8xf32>, i32, i1)
// CHECK: scf.condition(%{{.*}}) %{{.*}}, %{{.*}}, %{{.*}} : tensor<8xf32>, i32, i1
// CHECK: ^bb0(%[[T:.*]]: tensor<8xf32>, %[[I:.*]]: i32, %{{.*}}: i1):
// CHECK: tensor.insert %{{.*}} into %[[T]][%{{.*}}] : tensor<8xf32>
// CHECK: scf.yield %{{.*}}, %{{.*}}, %{{.*}} : tensor<8xf32>, i32, i1
func.func @flag_and_memory(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %go = stablehlo.constant dense<true> : tensor<i1>
  %zeros = stablehlo.constant dense<0.0> : tensor<8xf32>
  %r:3 = stablehlo.while(%i = %c0, %g = %go, %b = %zeros) : tensor<i32>, tensor<i1>, tensor<8xf32>
  cond {
    %n = stablehlo.constant dense<6> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %q = stablehlo.and %p, %g : tensor<i1>
    stablehlo.return %q : tensor<i1>
  } do {
    %row = stablehlo.dynamic_slice %x, %i, sizes = [1] : (tensor<8xf32>, tensor<i32>) -> tensor<1xf32>
    %b2 = stablehlo.dynamic_update_slice %b, %row, %i : (tensor<8xf32>, tensor<1xf32>, tensor<i32>) -> tensor<8xf32>
    %v = stablehlo.reshape %row : (tensor<1xf32>) -> tensor<f32>
    %limit = stablehlo.constant dense<4.0> : tensor<f32>
    %g2 = stablehlo.compare LT, %v, %limit, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %g2, %b2 : tensor<i32>, tensor<i1>, tensor<8xf32>
  }
  return %r#2 : tensor<8xf32>
}

// -----

// Two cases on one index, one right after the other (a case and its tangent, as the jvp
// of a loop switching on its counter makes them): each is a chain of scf.if on the
// index (branch k where it is k, the last one otherwise), not an scf.index_switch,
// which IREE 3.13 merges with its neighbour and crashes on (builders.case_branches).

// CHECK-LABEL: func.func @tangent_case_after_primal_case(
// CHECK-NOT: scf.index_switch
// CHECK: scf.while
// CHECK: %[[J:.*]] = arith.addi
// CHECK-NEXT: %[[K:.*]] = arith.index_cast %[[J]] : i32 to index
// CHECK-NEXT: %[[IS0:.*]] = arith.cmpi eq, %[[K]], %c0 : index
// CHECK-NEXT: %[[Y:.*]]:2 = scf.if %[[IS0]] -> (f32, f32) {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[IS1:.*]] = arith.cmpi eq, %[[K]], %c1 : index
// CHECK-NEXT: %[[Y1:.*]]:2 = scf.if %[[IS1]] -> (f32, f32) {
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } else {
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[Y1]]#0, %[[Y1]]#1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %[[DY:.*]]:2 = scf.if %[[IS0]] -> (f32, f32) {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[IS1B:.*]] = arith.cmpi eq, %[[K]], %c1 : index
// CHECK-NEXT: scf.if %[[IS1B]] -> (f32, f32) {
// CHECK: math.fma
// CHECK: scf.yield %{{.*}}, %[[Y]]#0, %[[Y]]#1, %[[DY]]#0, %[[DY]]#1 : i32, f32, f32, f32, f32
// CHECK-NOT: scf.index_switch
func.func @tangent_case_after_primal_case(%x: tensor<2xf32>, %t: tensor<2xf32>, %a: tensor<3x2xf32>, %ta: tensor<3x2xf32>, %k: tensor<i32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:3 = stablehlo.while(%i = %c0, %p = %x, %q = %t) : tensor<i32>, tensor<2xf32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %j = stablehlo.add %i, %k : tensor<i32>
    %s0 = stablehlo.slice %a [0:1, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %a0 = stablehlo.reshape %s0 : (tensor<1x2xf32>) -> tensor<2xf32>
    %s1 = stablehlo.slice %a [1:2, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %a1 = stablehlo.reshape %s1 : (tensor<1x2xf32>) -> tensor<2xf32>
    %s2 = stablehlo.slice %a [2:3, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %a2 = stablehlo.reshape %s2 : (tensor<1x2xf32>) -> tensor<2xf32>
    %u0 = stablehlo.slice %ta [0:1, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %t0 = stablehlo.reshape %u0 : (tensor<1x2xf32>) -> tensor<2xf32>
    %u1 = stablehlo.slice %ta [1:2, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %t1 = stablehlo.reshape %u1 : (tensor<1x2xf32>) -> tensor<2xf32>
    %u2 = stablehlo.slice %ta [2:3, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %t2 = stablehlo.reshape %u2 : (tensor<1x2xf32>) -> tensor<2xf32>
    %y = "stablehlo.case"(%j) ({
      stablehlo.return %a0 : tensor<2xf32>
    }, {
      %m = stablehlo.multiply %p, %a1 : tensor<2xf32>
      stablehlo.return %m : tensor<2xf32>
    }, {
      %m = stablehlo.add %p, %a2 : tensor<2xf32>
      stablehlo.return %m : tensor<2xf32>
    }) : (tensor<i32>) -> tensor<2xf32>
    %dy = "stablehlo.case"(%j) ({
      stablehlo.return %t0 : tensor<2xf32>
    }, {
      %d = stablehlo.multiply %q, %a1 : tensor<2xf32>
      %e = stablehlo.multiply %p, %t1 : tensor<2xf32>
      %f = stablehlo.add %d, %e : tensor<2xf32>
      stablehlo.return %f : tensor<2xf32>
    }, {
      %d = stablehlo.add %q, %t2 : tensor<2xf32>
      stablehlo.return %d : tensor<2xf32>
    }) : (tensor<i32>) -> tensor<2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %n1, %y, %dy : tensor<i32>, tensor<2xf32>, tensor<2xf32>
  }
  return %w#1, %w#2 : tensor<2xf32>, tensor<2xf32>
}
