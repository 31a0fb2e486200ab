// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-kernelize-loops | filecheck %s

// An elementwise loop over a state past max-elements (a loop under vmap, here 100 x 3)
// runs tile after tile: an scf.for over the flattened state whose body reads one tile of
// 32 elements as a vector (the last one masked: in_bounds false), runs the whole loop on
// it and writes it back at the tile's offset.

// CHECK-LABEL: func.func @vmapped_fori(
// CHECK: %[[T:.*]] = arith.constant 32 : index
// CHECK: %[[N:.*]] = arith.constant 300 : index
// CHECK: flow.dispatch.region -> (tensor<i32>, tensor<100x3xf32>) attributes {hostcall.loop_kernel = "tiled"}
// CHECK: %[[F:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<100x3xf32> into tensor<300xf32>
// CHECK: %[[L:.*]]:2 = scf.for %[[OFF:.*]] = %{{.*}} to %[[N]] step %[[T]] iter_args(%{{.*}} = %{{.*}}, %[[ACC:.*]] = %{{.*}}) -> (i32, tensor<300xf32>)
// CHECK-NEXT: %[[V:.*]] = vector.transfer_read %[[F]][%[[OFF]]], %{{.*}} : tensor<300xf32>, vector<32xf32>
// CHECK: %[[W:.*]]:2 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[V]]) : (i32, vector<32xf32>) -> (i32, vector<32xf32>)
// CHECK: math.sin %{{.*}} : vector<32xf32>
// CHECK: %[[OUT:.*]] = vector.transfer_write %[[W]]#1, %[[ACC]][%[[OFF]]] : vector<32xf32>, tensor<300xf32>
// CHECK-NEXT: scf.yield %[[W]]#0, %[[OUT]] : i32, tensor<300xf32>
// CHECK: tensor.expand_shape %[[L]]#1 {{\[\[}}0, 1]] output_shape [100, 3] : tensor<300xf32> into tensor<100x3xf32>
// CHECK-NOT: stablehlo.while
func.func @vmapped_fori(%x: tensor<100x3xf32>) -> tensor<100x3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<100x3xf32>
  cond {
    %n = stablehlo.constant dense<100> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %h = stablehlo.constant dense<0.5> : tensor<100x3xf32>
    %m = stablehlo.multiply %v, %h : tensor<100x3xf32>
    %s = stablehlo.sine %v : tensor<100x3xf32>
    %y = stablehlo.add %m, %s : tensor<100x3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<100x3xf32>
  }
  return %r#1 : tensor<100x3xf32>
}

// -----

// A state-shaped iota differs from tile to tile: the loop is not tiled (too large for
// the other forms, it stays a host loop).

// CHECK-LABEL: func.func @iota_stays(
// CHECK-NOT: flow.dispatch.region
// CHECK: stablehlo.while
func.func @iota_stays(%x: tensor<300xf32>) -> tensor<300xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<300xf32>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %k = stablehlo.iota dim = 0 : tensor<300xf32>
    %y = stablehlo.add %v, %k : tensor<300xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<300xf32>
  }
  return %r#1 : tensor<300xf32>
}
