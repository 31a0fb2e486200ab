// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-kernelize-loops | filecheck %s

// By default an elementwise loop runs in one dispatch region whose scf.while carries the
// state as a vector (0-d values stay scalars, and are broadcast where they meet the state).

// CHECK-LABEL: func.func @fori(
// CHECK: flow.dispatch.region -> (tensor<i32>, tensor<3xf32>) attributes {hostcall.loop_kernel = "vectorized"}
// CHECK: %[[V:.*]] = vector.transfer_read %arg0[%{{.*}}], %{{.*}} {in_bounds = [true]} : tensor<3xf32>, vector<3xf32>
// CHECK: %[[W:.*]]:2 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[V]]) : (i32, vector<3xf32>) -> (i32, vector<3xf32>)
// CHECK: ^bb0(%{{.*}}: i32, %[[X:.*]]: vector<3xf32>):
// CHECK-NEXT: %[[S:.*]] = math.sin %[[X]] : vector<3xf32>
// CHECK-NEXT: math.fma %[[X]], %{{.*}}, %[[S]] : vector<3xf32>
// CHECK: vector.transfer_write %[[W]]#1, %{{.*}}[%{{.*}}] {in_bounds = [true]} : vector<3xf32>, tensor<3xf32>
// CHECK-NOT: stablehlo.while
func.func @fori(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<100> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %h = stablehlo.constant dense<0.5> : tensor<3xf32>
    %m = stablehlo.multiply %v, %h : tensor<3xf32>
    %s = stablehlo.sine %v : tensor<3xf32>
    %y = stablehlo.add %m, %s : tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<3xf32>
  }
  return %r#1 : tensor<3xf32>
}

// -----

// A 0-d step size read from outside is broadcast to the state's vector; a compare and a
// select on vectors spell out the vector of conditions.

// CHECK-LABEL: func.func @scaled(
// CHECK: %[[H:.*]] = tensor.extract %arg1[] : tensor<f32>
// CHECK: scf.while
// CHECK: vector.broadcast %[[H]] : f32 to vector<2x2xf32>
// CHECK: arith.cmpf ogt, %{{.*}}, %{{.*}} : vector<2x2xf32>
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<2x2xi1>, vector<2x2xf32>
func.func @scaled(%x: tensor<2x2xf32>, %h: tensor<f32>) -> tensor<2x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<2x2xf32>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %hb = stablehlo.broadcast_in_dim %h, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %d = stablehlo.divide %v, %hb : tensor<2x2xf32>
    %z = stablehlo.constant dense<1.0> : tensor<2x2xf32>
    %g = stablehlo.compare GT, %d, %z, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %y = stablehlo.select %g, %z, %d : tensor<2x2xi1>, tensor<2x2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<2x2xf32>
  }
  return %r#1 : tensor<2x2xf32>
}

// -----

// A gather from a constant table by one index per element: the table stays a constant
// (flattened), each lane's index is clamped into the column (the spec's start clamping),
// scaled by the row length and read with vector.gather.

// CHECK-LABEL: func.func @table(
// CHECK: %[[T:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf32>
// CHECK: flow.dispatch.region
// CHECK: %[[I:.*]] = vector.transfer_read %arg0
// CHECK: ^bb0(%{{.*}}: i32, %[[A:.*]]: vector<4xf32>):
// CHECK-NEXT: %[[LO:.*]] = arith.maxsi %[[I]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[HI:.*]] = arith.minsi %[[LO]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[X:.*]] = arith.index_cast %[[HI]] : vector<4xi32> to vector<4xindex>
// CHECK-NEXT: %[[Y:.*]] = arith.muli %[[X]], %{{.*}} : vector<4xindex>
// CHECK-NEXT: %[[G:.*]] = vector.gather %[[T]][%{{.*}}] [%[[Y]]], %{{.*}}, %{{.*}} : tensor<6xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: arith.addf %[[A]], %[[G]] : vector<4xf32>
// CHECK-NOT: stablehlo.gather
func.func @table(%i0: tensor<4xi32>, %a0: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%k = %c0, %i = %i0, %a = %a0) : tensor<i32>, tensor<4xi32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %t = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
    %g = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x2xf32>, tensor<4xi32>) -> tensor<4xf32>
    %a2 = stablehlo.add %a, %g : tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %i, %a2 : tensor<i32>, tensor<4xi32>, tensor<4xf32>
  }
  return %r#2 : tensor<4xf32>
}

// -----

// Two carries that start as one argument and both stay it: IREE 3.13's canonicalizer
// merges the vectorized kernel's repeated results wrongly (an i32 result where an i8 array
// is due), so the next form that survives it, elementwise, is used.
// CHECK-LABEL: func.func @carries_stay_their_common_start(
// CHECK-NOT: stablehlo.while
// CHECK: hostcall.loop_kernel = "elementwise"
func.func @carries_stay_their_common_start(%a: tensor<5xi8>) -> tensor<5xi8> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %x = %a, %y = %a) : tensor<i32>, tensor<5xi8>, tensor<5xi8>
  cond {
    %n = stablehlo.constant dense<1> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %le = stablehlo.compare LE, %y, %a, SIGNED : (tensor<5xi8>, tensor<5xi8>) -> tensor<5xi1>
    %s = stablehlo.select %le, %x, %x : tensor<5xi1>, tensor<5xi8>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %s, %y : tensor<i32>, tensor<5xi8>, tensor<5xi8>
  }
  return %r#1 : tensor<5xi8>
}

// -----

// Unsigned integers run as the signless integers of their width (bitcast_convert in and
// out of the kernel); the ops whose meaning depends on signedness take their unsigned
// forms: shrui, divui (x / 0 = all bits set), cmpi ugt, maxui, uitofp / fptoui.  The
// splat 4294967295 is -1 as an i32.

// CHECK-LABEL: func.func @uint_carry(
// CHECK-DAG: %[[X:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<4xui32>) -> tensor<4xi32>
// CHECK-DAG: %[[D:.*]] = stablehlo.bitcast_convert %arg1 : (tensor<4xui32>) -> tensor<4xi32>
// CHECK-DAG: %[[ONES:.*]] = arith.constant dense<-1> : vector<4xi32>
// CHECK: %[[K:.*]]:3 = flow.dispatch.region -> (tensor<i32>, tensor<4xi32>, tensor<4xi32>) attributes {hostcall.loop_kernel = "vectorized"}
// CHECK: vector.transfer_read %[[X]]
// CHECK: ^bb0(%{{.*}}: i32, %[[V:.*]]: vector<4xi32>):
// CHECK-NEXT: %[[SH:.*]] = arith.shrui %[[V]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[Z:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[SAFE:.*]] = arith.select %[[Z]], %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[Q0:.*]] = arith.divui %[[V]], %[[SAFE]] : vector<4xi32>
// CHECK-NEXT: %[[Q:.*]] = arith.select %[[Z]], %[[ONES]], %[[Q0]] : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[GT:.*]] = arith.cmpi ugt, %[[SH]], %[[Q]] : vector<4xi32>
// CHECK-NEXT: %[[M:.*]] = arith.maxui %[[SH]], %[[Q]] : vector<4xi32>
// CHECK-NEXT: %[[N:.*]] = arith.xori %[[M]], %[[ONES]] : vector<4xi32>
// CHECK-NEXT: %[[Y:.*]] = arith.select %[[GT]], %[[N]], %[[V]] : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[F:.*]] = arith.uitofp %[[Y]] : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %[[G:.*]] = arith.fptoui %[[F]] : vector<4xf32> to vector<4xi32>
// CHECK: %[[R:.*]] = stablehlo.bitcast_convert %[[K]]#1 : (tensor<4xi32>) -> tensor<4xui32>
// CHECK: return %[[R]] : tensor<4xui32>
func.func @uint_carry(%x: tensor<4xui32>, %d: tensor<4xui32>) -> tensor<4xui32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %v = %x, %w = %d) : tensor<i32>, tensor<4xui32>, tensor<4xui32>
  cond {
    %n = stablehlo.constant dense<100> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = stablehlo.constant dense<17> : tensor<4xui32>
    %big = stablehlo.constant dense<4294967295> : tensor<4xui32>
    %sh = stablehlo.shift_right_logical %v, %s : tensor<4xui32>
    %q = stablehlo.divide %v, %w : tensor<4xui32>
    %gt = stablehlo.compare GT, %sh, %q, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
    %m = stablehlo.maximum %sh, %q : tensor<4xui32>
    %x2 = stablehlo.xor %m, %big : tensor<4xui32>
    %y = stablehlo.select %gt, %x2, %v : tensor<4xi1>, tensor<4xui32>
    %f = stablehlo.convert %y : (tensor<4xui32>) -> tensor<4xf32>
    %g = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xui32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %g, %w : tensor<i32>, tensor<4xui32>, tensor<4xui32>
  }
  return %r#1 : tensor<4xui32>
}

// -----

// remainder is remui (x % 0 = x), minimum minui, clamp maxui then minui (StableHLO has no
// sign or abs of unsigned integers).

// CHECK-LABEL: func.func @uint_rem_min_clamp(
// CHECK: ^bb0(%{{.*}}: i32, %[[V:.*]]: vector<2xi8>):
// CHECK-NEXT: %[[Z:.*]] = arith.cmpi eq, %[[W:.*]], %{{.*}} : vector<2xi8>
// CHECK-NEXT: %[[SAFE:.*]] = arith.select %[[Z]], %{{.*}}, %[[W]] : vector<2xi1>, vector<2xi8>
// CHECK-NEXT: %[[R0:.*]] = arith.remui %[[V]], %[[SAFE]] : vector<2xi8>
// CHECK-NEXT: %[[R:.*]] = arith.select %[[Z]], %[[V]], %[[R0]] : vector<2xi1>, vector<2xi8>
// CHECK-NEXT: %[[M:.*]] = arith.minui %[[R]], %[[V]] : vector<2xi8>
// CHECK-NEXT: %[[UP:.*]] = arith.maxui %[[M]], %{{.*}} : vector<2xi8>
// CHECK-NEXT: %{{.*}} = arith.minui %[[UP]], %{{.*}} : vector<2xi8>
func.func @uint_rem_min_clamp(%x: tensor<2xui8>, %d: tensor<2xui8>) -> tensor<2xui8> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<2xui8>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %lo = stablehlo.constant dense<3> : tensor<ui8>
    %hi = stablehlo.constant dense<200> : tensor<ui8>
    %m = stablehlo.remainder %v, %d : tensor<2xui8>
    %y = stablehlo.minimum %m, %v : tensor<2xui8>
    %c = stablehlo.clamp %lo, %y, %hi : (tensor<ui8>, tensor<2xui8>, tensor<ui8>) -> tensor<2xui8>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %c : tensor<i32>, tensor<2xui8>
  }
  return %r#1 : tensor<2xui8>
}
