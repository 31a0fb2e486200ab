// RUN: hostcall-opt %s -split-input-file --pass-pipeline="hostcall-kernelize-loops{vectorize=false}" | filecheck %s

// A counted loop over an elementwise state becomes one linalg.generic whose body runs
// the whole loop on scalars; the 0-d counter is computed by every element alike, and a
// product read once by an add is fused into math.fma as LLVM fuses the host loop's code.

// CHECK-LABEL: func.func @fori(
// CHECK-NOT: stablehlo.while
// CHECK: %[[I0:.*]] = tensor.extract %{{.*}}[] : tensor<i32>
// CHECK: %[[G:.*]]:2 = linalg.generic {{.*}} ins(%arg0 : tensor<3xf32>) outs({{.*}} : tensor<3xi32>, tensor<3xf32>) attrs = {hostcall.loop_kernel = "elementwise"}
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: i32, %{{.*}}: f32):
// CHECK-NEXT: %[[W:.*]]:2 = scf.while (%[[I:.*]] = %[[I0]], %[[V:.*]] = %[[X]]) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: arith.cmpi slt, %[[I]], %{{.*}} : i32
// CHECK-NEXT: scf.condition
// CHECK: math.sin
// CHECK-NEXT: math.fma
// CHECK-NEXT: arith.addi
// CHECK-NEXT: scf.yield
// CHECK: linalg.yield %[[W]]#0, %[[W]]#1 : i32, f32
// CHECK: return %[[G]]#1 : tensor<3xf32>
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

// All-scalar state with a data-dependent exit (Newton's method): a 0-d generic; the
// loop-invariant %a is read as a scalar captured from above.

// CHECK-LABEL: func.func @newton(
// CHECK: %[[A:.*]] = tensor.extract %arg0[] : tensor<f32>
// CHECK: linalg.generic {indexing_maps = [#{{.*}}], iterator_types = []} outs(%{{.*}} : tensor<f32>)
// CHECK: scf.while
// CHECK: arith.cmpf ogt
// CHECK: arith.divf %[[A]], %{{.*}} : f32
// CHECK-NOT: stablehlo.while
func.func @newton(%a: tensor<f32>) -> tensor<f32> {
  %r = stablehlo.while(%y = %a) : tensor<f32>
  cond {
    %sq = stablehlo.multiply %y, %y : tensor<f32>
    %d = stablehlo.subtract %sq, %a : tensor<f32>
    %ad = stablehlo.abs %d : tensor<f32>
    %eps = stablehlo.constant dense<1.0e-6> : tensor<f32>
    %p = stablehlo.compare GT, %ad, %eps, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %q = stablehlo.divide %a, %y : tensor<f32>
    %s = stablehlo.add %y, %q : tensor<f32>
    %h = stablehlo.constant dense<0.5> : tensor<f32>
    %n = stablehlo.multiply %s, %h : tensor<f32>
    stablehlo.return %n : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

// Integer division follows the spec: x / 0 = -1, INT_MIN / -1 = INT_MIN; shifts past
// the width give 0.

// CHECK-LABEL: func.func @int_ops(
// CHECK: linalg.generic
// CHECK: arith.cmpi eq
// CHECK: arith.divsi
// CHECK: arith.select
// CHECK: arith.cmpi ugt
// CHECK: arith.shli
// CHECK: arith.select
func.func @int_ops(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r:2 = stablehlo.while(%i = %a, %v = %b) : tensor<4xi32>, tensor<4xi32>
  cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %q = stablehlo.divide %i, %v : tensor<4xi32>
    %s = stablehlo.shift_left %q, %v : tensor<4xi32>
    stablehlo.return %s, %v : tensor<4xi32>, tensor<4xi32>
  }
  return %r#0 : tensor<4xi32>
}

// -----

// Nested loops and conditionals nest as scf ops inside the one kernel; iota reads the
// element's index.

// CHECK-LABEL: func.func @nested(
// CHECK: linalg.generic
// CHECK: linalg.index 0 : index
// CHECK: scf.while
// CHECK: scf.while
// CHECK: scf.if
// CHECK-NOT: stablehlo.while
func.func @nested(%x: tensor<5xf32>) -> tensor<5xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<5xf32>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %k:2 = stablehlo.while(%j = %c0, %w = %v) : tensor<i32>, tensor<5xf32>
    cond {
      %m = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %j, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %io = stablehlo.iota dim = 0 : tensor<5xf32>
      %w2 = stablehlo.add %w, %io : tensor<5xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j2 = stablehlo.add %j, %one : tensor<i32>
      stablehlo.return %j2, %w2 : tensor<i32>, tensor<5xf32>
    }
    %two = stablehlo.constant dense<2> : tensor<i32>
    %odd = stablehlo.remainder %i, %two : tensor<i32>
    %z = stablehlo.compare EQ, %odd, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %y = "stablehlo.if"(%z) ({
      %h = stablehlo.constant dense<0.5> : tensor<5xf32>
      %a = stablehlo.multiply %k#1, %h : tensor<5xf32>
      stablehlo.return %a : tensor<5xf32>
    }, {
      %b = stablehlo.negate %k#1 : tensor<5xf32>
      stablehlo.return %b : tensor<5xf32>
    }) : (tensor<i1>) -> tensor<5xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %y : tensor<i32>, tensor<5xf32>
  }
  return %r#1 : tensor<5xf32>
}

// -----

// A 0-d index into a table defined outside the loop: the table becomes a constant tensor
// in the kernel (not an input), read with tensor.extract at the clamped index.

// CHECK-LABEL: func.func @table(
// CHECK: %[[T:.*]] = arith.constant dense<[1.000000e+00, 2.500000e-01, -3.000000e+00]> : tensor<3xf64>
// CHECK: linalg.generic
// CHECK: scf.while
// CHECK: ^bb0(%{{.*}}: i64, %[[I:.*]]: i64, %[[A:.*]]: f64):
// CHECK-NEXT: %[[LO:.*]] = arith.maxsi %[[I]], %{{.*}} : i64
// CHECK-NEXT: %[[HI:.*]] = arith.minsi %[[LO]], %{{.*}} : i64
// CHECK-NEXT: %[[X:.*]] = arith.index_cast %[[HI]] : i64 to index
// CHECK-NEXT: %[[V:.*]] = tensor.extract %[[T]][%[[X]]] : tensor<3xf64>
// CHECK-NEXT: arith.mulf %[[A]], %[[V]] : f64
// CHECK-NOT: stablehlo.gather
func.func @table(%i0: tensor<i64>, %a0: tensor<f64>) -> tensor<f64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %t = stablehlo.constant dense<[1.0, 0.25, -3.0]> : tensor<3xf64>
  %r:3 = stablehlo.while(%k = %c0, %i = %i0, %a = %a0) : tensor<i64>, tensor<i64>, tensor<f64>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i64>
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %g = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<3xf64>, tensor<i64>) -> tensor<f64>
    %a2 = stablehlo.multiply %a, %g : tensor<f64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %k2 = stablehlo.add %k, %one : tensor<i64>
    %i2 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %k2, %i2, %a2 : tensor<i64>, tensor<i64>, tensor<f64>
  }
  return %r#2 : tensor<f64>
}

// -----

// A 0-d carry read after the loop is element 0 of its result, sliced as a tensor (a
// tensor.extract outside a dispatch made IREE read it back to the host, and ran the f16
// arithmetic after the loop in its VM, which has none).
// CHECK-LABEL: func.func @counter_read_after(
// CHECK: %[[G:.*]]:2 = linalg.generic
// CHECK: %[[S:.*]] = tensor.extract_slice %[[G]]#0[0] [1] [1] : tensor<5xi32> to tensor<1xi32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[S]] [] : tensor<1xi32> into tensor<i32>
// CHECK: stablehlo.convert %[[C]] : (tensor<i32>) -> tensor<f16>
func.func @counter_read_after(%x: tensor<5xf16>, %n: tensor<i32>) -> (tensor<5xf16>, tensor<f16>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<5xf16>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %h = stablehlo.constant dense<0.5> : tensor<5xf16>
    %w = stablehlo.multiply %v, %h : tensor<5xf16>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %w : tensor<i32>, tensor<5xf16>
  }
  %f = stablehlo.convert %r#0 : (tensor<i32>) -> tensor<f16>
  return %r#1, %f : tensor<5xf16>, tensor<f16>
}

// -----

// bf16 arithmetic is rounded to the bf16 grid after each op, by integer ops (IREE 3.13
// keeps a kernel's bf16 values in float32 between ops), and a bf16 product is not fused
// into an fma with the add reading it (the product is rounded first).

// CHECK-LABEL: func.func @bf16_ops(
// CHECK: scf.while
// CHECK: %[[M:.*]] = arith.mulf %{{.*}}, %{{.*}} : bf16
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[M]] : bf16 to f32
// CHECK-NEXT: %[[B:.*]] = arith.bitcast %[[W]] : f32 to i32
// CHECK: %[[H:.*]] = arith.trunci %{{.*}} : i32 to i16
// CHECK-NEXT: %[[R:.*]] = arith.bitcast %[[H]] : i16 to bf16
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[R]], %{{.*}} : bf16
// CHECK-NEXT: arith.extf %[[S]] : bf16 to f32
// CHECK-NOT: math.fma
// CHECK: linalg.yield
func.func @bf16_ops(%x: tensor<3xbf16>) -> tensor<3xbf16> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xbf16>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %m = stablehlo.multiply %v, %v : tensor<3xbf16>
    %y = stablehlo.add %m, %x : tensor<3xbf16>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<3xbf16>
  }
  return %r#1 : tensor<3xbf16>
}
