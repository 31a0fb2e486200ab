// RUN: hostcall-opt %s --pass-pipeline='builtin.module(hostcall-vmap{function=loop batch-size=2})' | filecheck %s

// An ordered debug callback in the cond of a loop whose predicate becomes batched: the
// predicate is computed once before the loop and carried, the body computes the next one
// from the body's results (so the callback runs once per iteration, per element, as in
// JAX), and finished elements keep their values through the select.
// CHECK-LABEL: func.func @loop_batched(%arg0: tensor<2xi32>) -> tensor<2xi32>
// CHECK: stablehlo.while
// CHECK: hostcall.callback = "show"
// CHECK: %[[P0:.*]] = stablehlo.compare LT
// CHECK: %[[W:.*]]:2 = stablehlo.while(%[[P:.*]] = %[[P0]], %[[X:.*]] = %{{.*}}) : tensor<2xi1>, tensor<2xi32>
// CHECK: cond
// CHECK: stablehlo.reduce(%[[P]] init: %{{.*}}) applies stablehlo.or across dimensions = [0]
// CHECK: do
// CHECK: %[[N:.*]] = stablehlo.add %[[X]]
// CHECK: hostcall.callback = "show"
// CHECK: %[[Q:.*]] = stablehlo.compare LT, %[[N]]
// CHECK: stablehlo.select %[[P]], %[[Q]], %[[P]]
// CHECK: stablehlo.select %[[P]], %[[N]], %[[X]]
// CHECK-NOT: hostcall.callback
// CHECK: return %[[W]]#1
func.func @loop(%x: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.while(%i = %x) : tensor<i32>
   cond {
    stablehlo.custom_call @hostcall.callback(%i) {has_side_effect = true, hostcall.callback = "show", hostcall.kind = "debug", hostcall.ordered = true} : (tensor<i32>) -> ()
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
