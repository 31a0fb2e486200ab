// RUN: hostcall-opt %s --pass-pipeline='builtin.module(hostcall-vmap{function=loop batch-size=2}, hostcall-vmap{function=branch batch-size=2 in-axes=0,none}, hostcall-vmap{function=seq batch-size=3 in-axes=0,none}, hostcall-vmap{function=expand batch-size=3 in-axes=0,none})' | filecheck %s

// A batched predicate: the loop runs while any element's predicate holds; the body
// recomputes the predicate and freezes finished elements with a select.
// CHECK-LABEL: func.func @loop_batched(%arg0: tensor<2xi32>) -> tensor<2xi32>
// CHECK: stablehlo.while
// CHECK: %[[P:.*]] = stablehlo.compare LT
// CHECK: stablehlo.reduce(%[[P]] init: %{{.*}}) applies stablehlo.or across dimensions = [0]
// CHECK: do
// CHECK: %[[Q:.*]] = stablehlo.compare LT
// CHECK: %[[N:.*]] = stablehlo.add
// CHECK: stablehlo.select %[[Q]], %[[N]], %{{.*}} : tensor<2xi1>, tensor<2xi32>
func.func @loop(%x: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.while(%i = %x) : tensor<i32>
   cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %n : tensor<i32>
  }
  return %0 : tensor<i32>
}

// A batched predicate: both branches run, the results are selected per element.
// CHECK-LABEL: func.func @branch_batched(%arg0: tensor<2xi1>, %arg1: tensor<f32>) -> tensor<2xf32>
// CHECK-NOT: stablehlo.if
// CHECK-DAG: stablehlo.sine %arg1
// CHECK-DAG: stablehlo.cosine %arg1
// CHECK: stablehlo.select
// CHECK: return
func.func @branch(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%p) ({
    %s = stablehlo.sine %x : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }, {
    %c = stablehlo.cosine %x : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// sequential: a loop over the batch, one call per element; the unbatched operand is
// passed unchanged and the results are stacked.
// CHECK-LABEL: func.func @seq_batched(%arg0: tensor<3xf32>, %arg1: tensor<f32>) -> tensor<3xf32>
// CHECK: stablehlo.while
// CHECK: %[[E:.*]] = stablehlo.dynamic_slice %arg0
// CHECK: %[[S:.*]] = stablehlo.reshape %[[E]] : (tensor<1xf32>) -> tensor<f32>
// CHECK: stablehlo.custom_call @hostcall.callback(%[[S]], %arg1) {hostcall.callback = "cb0", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>, tensor<f32>) -> tensor<f32>
// CHECK: stablehlo.dynamic_update_slice
func.func @seq(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.custom_call @hostcall.callback(%x, %y) {has_side_effect = false, hostcall.callback = "cb0", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// expand_dims: one call on the whole batch; the unbatched operand gets a size-1 axis.
// CHECK-LABEL: func.func @expand_batched(%arg0: tensor<3xf32>, %arg1: tensor<f32>) -> tensor<3xf32>
// CHECK: %[[Y:.*]] = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
// CHECK: stablehlo.custom_call @hostcall.callback(%arg0, %[[Y]]) {{.*}} : (tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>
// CHECK-NOT: stablehlo.while
func.func @expand(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.custom_call @hostcall.callback(%x, %y) {has_side_effect = false, hostcall.callback = "cb1", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "expand_dims"} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
