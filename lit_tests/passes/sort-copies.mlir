// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-sort-copies | filecheck %s

// A sort of a slice sorts a copy of it: the slice plus -0.0 from behind a
// barrier.

// CHECK-LABEL: func.func @slice_of_argument(
// CHECK-NEXT: %[[X:.*]] = stablehlo.slice %arg0 [0:8, 0:48]
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[Z]]
// CHECK-NEXT: %[[ZS:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [] : (tensor<f32>) -> tensor<8x48xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[X]], %[[ZS]] : tensor<8x48xf32>
// CHECK-NEXT: "stablehlo.sort"(%[[C]])
func.func @slice_of_argument(%m: tensor<64x48xf32>) -> tensor<8x48xf32> {
  %x = stablehlo.slice %m [0:8, 0:48] : (tensor<64x48xf32>) -> tensor<8x48xf32>
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<8x48xf32>) -> tensor<8x48xf32>
  return %s : tensor<8x48xf32>
}

// -----

// Left alone: a sort of an argument, and what reads the sorted values but a pad.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: stablehlo.optimization_barrier
// CHECK: return
func.func @left_alone(%m: tensor<64x48xf32>) -> (tensor<8x48xf32>, tensor<64x48xf32>) {
  %t = "stablehlo.sort"(%m) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<64x48xf32>) -> tensor<64x48xf32>
  %x = stablehlo.slice %t [0:8, 0:48] : (tensor<64x48xf32>) -> tensor<8x48xf32>
  %r = stablehlo.reverse %t, dims = [0] : tensor<64x48xf32>
  return %x, %r : tensor<8x48xf32>, tensor<64x48xf32>
}

// -----

// A pad of sorted values pads them through a barrier (outside loops; a copy inside).

// CHECK-LABEL: func.func @padded(
// CHECK: %[[S:.*]] = "stablehlo.sort"(%arg0)
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[S]] : tensor<8x48xf32>
// CHECK-NEXT: stablehlo.pad %[[B]]
// CHECK-NEXT: stablehlo.reverse %[[S]]
func.func @padded(%m: tensor<8x48xf32>) -> (tensor<10x50xf32>, tensor<8x48xf32>) {
  %s = "stablehlo.sort"(%m) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<8x48xf32>) -> tensor<8x48xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %s, %z, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<8x48xf32>, tensor<f32>) -> tensor<10x50xf32>
  %r = stablehlo.reverse %s, dims = [0] : tensor<8x48xf32>
  return %p, %r : tensor<10x50xf32>, tensor<8x48xf32>
}

// -----

// A reduce_window with padding reads sorted values through a barrier too; one without
// padding reads them as they are.

// CHECK-LABEL: func.func @padded_window(
// CHECK: %[[S:.*]] = "stablehlo.sort"(%arg0)
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[S]] : tensor<8x48xf32>
// CHECK-NEXT: "stablehlo.reduce_window"(%[[B]], %{{.*}}) <{padding
// CHECK: "stablehlo.reduce_window"(%[[S]], %{{.*}}) <{window_dimensions
func.func @padded_window(%m: tensor<8x48xf32>) -> (tensor<8x48xf32>, tensor<8x47xf32>) {
  %s = "stablehlo.sort"(%m) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<8x48xf32>) -> tensor<8x48xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %w = "stablehlo.reduce_window"(%s, %z) <{padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) : (tensor<8x48xf32>, tensor<f32>) -> tensor<8x48xf32>
  %v = "stablehlo.reduce_window"(%s, %z) <{window_dimensions = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) : (tensor<8x48xf32>, tensor<f32>) -> tensor<8x47xf32>
  return %w, %v : tensor<8x48xf32>, tensor<8x47xf32>
}

// -----

// An operand given twice: the second is a copy (its barrier tagged with the operand's
// position, so that copies of one value stay distinct).

// CHECK-LABEL: func.func @repeated_operand(
// CHECK: %[[T:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK: stablehlo.optimization_barrier %{{.*}}, %[[T]]
// CHECK: %[[C:.*]] = stablehlo.add %arg0, %{{.*}} : tensor<8x48xi32>
// CHECK-NEXT: "stablehlo.sort"(%arg0, %[[C]])
func.func @repeated_operand(%m: tensor<8x48xi32>) -> tensor<8x48xi32> {
  %s:2 = "stablehlo.sort"(%m, %m) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %l = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %l : tensor<i1>
  }) : (tensor<8x48xi32>, tensor<8x48xi32>) -> (tensor<8x48xi32>, tensor<8x48xi32>)
  return %s#1 : tensor<8x48xi32>
}

// -----

// A broadcast among several operands is a copy whose zeros have its whole shape (a
// broadcast zero would fold back into a broadcast), its barrier holding its position.

// CHECK-LABEL: func.func @broadcast_operand(
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0
// CHECK-NEXT: %[[I:.*]] = stablehlo.iota
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<5xi8>
// CHECK-NEXT: %[[P:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[H:.*]]:2 = stablehlo.optimization_barrier %[[Z]], %[[P]] : tensor<5xi8>, tensor<i32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[B]], %[[H]]#0 : tensor<5xi8>
// CHECK-NEXT: "stablehlo.sort"(%[[C]], %[[I]])
func.func @broadcast_operand(%s: tensor<i8>) -> tensor<5xi32> {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i8>) -> tensor<5xi8>
  %i = stablehlo.iota dim = 0 : tensor<5xi32>
  %r:2 = "stablehlo.sort"(%b, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%p: tensor<i8>, %q: tensor<i8>, %u: tensor<i32>, %v: tensor<i32>):
    %c = stablehlo.compare LT, %p, %q, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<5xi8>, tensor<5xi32>) -> (tensor<5xi8>, tensor<5xi32>)
  return %r#1 : tensor<5xi32>
}

// -----

// Operands IREE would merge (two broadcasts of one iota, as the batched jvp of a sort
// gives): each a copy through a barrier holding its own position.

// CHECK-LABEL: func.func @merged_operands(
// CHECK: %[[P1:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[H1:.*]]:2 = stablehlo.optimization_barrier %{{.*}}, %[[P1]]
// CHECK-NEXT: %[[C1:.*]] = stablehlo.add %{{.*}}, %[[H1]]#0
// CHECK: %[[P2:.*]] = stablehlo.constant dense<2> : tensor<i32>
// CHECK-NEXT: %[[H2:.*]]:2 = stablehlo.optimization_barrier %{{.*}}, %[[P2]]
// CHECK-NEXT: %[[C2:.*]] = stablehlo.add %{{.*}}, %[[H2]]#0
// CHECK-NEXT: "stablehlo.sort"(%arg0, %[[C1]], %[[C2]])
func.func @merged_operands(%x: tensor<2x5xf32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
  %c = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
  %b1 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<5xi32>) -> tensor<2x5xi32>
  %b2 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<5xi32>) -> tensor<2x5xi32>
  %r:3 = "stablehlo.sort"(%x, %b1, %b2) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>, %u: tensor<i32>, %v: tensor<i32>, %w: tensor<i32>, %y: tensor<i32>):
    %l = stablehlo.compare LT, %p, %q, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %l : tensor<i1>
  }) : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<2x5xi32>) -> (tensor<2x5xf32>, tensor<2x5xi32>, tensor<2x5xi32>)
  return %r#1, %r#2 : tensor<2x5xi32>, tensor<2x5xi32>
}

// -----

// A slice behind a same-width bitcast (hostcall-signed-regions sorts unsigned values as
// signed bit patterns) is copied, and a pad of a sorted value bitcast back reads it
// through a barrier: IREE folds the bitcasts away.

// CHECK-LABEL: func.func @through_bitcasts(
// CHECK: %[[S:.*]] = stablehlo.slice %arg0
// CHECK-NEXT: %[[B:.*]] = stablehlo.bitcast_convert %[[S]] : (tensor<1x3xui32>) -> tensor<1x3xi32>
// CHECK: %[[C:.*]] = stablehlo.add %[[B]], %{{.*}} : tensor<1x3xi32>
// CHECK-NEXT: %[[R:.*]] = "stablehlo.sort"(%[[C]])
// CHECK: %[[U:.*]] = stablehlo.bitcast_convert %[[R]] : (tensor<1x3xi32>) -> tensor<1x3xui32>
// CHECK: %[[K:.*]] = stablehlo.optimization_barrier %[[U]]
// CHECK-NEXT: stablehlo.pad %[[K]]
func.func @through_bitcasts(%a: tensor<2x3xui32>) -> tensor<2x5xui32> {
  %s = stablehlo.slice %a [0:1, 0:3] : (tensor<2x3xui32>) -> tensor<1x3xui32>
  %b = stablehlo.bitcast_convert %s : (tensor<1x3xui32>) -> tensor<1x3xi32>
  %r = "stablehlo.sort"(%b) ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %l = stablehlo.compare LT, %p, %q, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %l : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<1x3xi32>) -> tensor<1x3xi32>
  %u = stablehlo.bitcast_convert %r : (tensor<1x3xi32>) -> tensor<1x3xui32>
  %c = stablehlo.constant dense<3> : tensor<ui32>
  %p = stablehlo.pad %u, %c, low = [0, 1], high = [1, 1], interior = [0, 0] : (tensor<1x3xui32>, tensor<ui32>) -> tensor<2x5xui32>
  return %p : tensor<2x5xui32>
}
