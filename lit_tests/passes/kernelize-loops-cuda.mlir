// RUN: hostcall-opt %s -split-input-file --pass-pipeline="hostcall-kernelize-loops{target=cuda}" | filecheck %s

// For cuda, only the forms IREE 3.13 compiles for cuda: an elementwise loop, vectorized
// on the CPU, runs per element in a linalg.generic.

// CHECK-LABEL: func.func @fori(
// CHECK-NOT: flow.dispatch.region
// CHECK: %[[G:.*]]:2 = linalg.generic {{.*}} ins(%arg0 : tensor<3xf32>) outs({{.*}} : tensor<3xi32>, tensor<3xf32>) attrs = {hostcall.loop_kernel = "elementwise"}
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: i32, %{{.*}}: f32):
// CHECK-NEXT: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[X]]) : (i32, f32) -> (i32, f32)
// CHECK-NOT: stablehlo.while
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

// A loop that mixes elements (scalarized on the CPU) stays a host loop for cuda: IREE
// 3.13 for cuda fails to translate the scalarized kernel to LLVM IR.

// CHECK-LABEL: func.func @swap_and_rotate(
// CHECK-NOT: flow.dispatch.region
// CHECK: %[[W:.*]]:2 = stablehlo.while
// CHECK-NOT: flow.dispatch.region
// CHECK: return %[[W]]#1 : tensor<2xf32>
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
