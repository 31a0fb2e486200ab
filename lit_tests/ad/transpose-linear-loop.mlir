// RUN: hostcall-opt %s --pass-pipeline='hostcall-transpose{function=f linear-args=1}' | filecheck %s

// A counted loop linear in one carry (%v, scaled by the primal carry %m that doubles
// each step), written by hand rather than by hostcall-jvp: it is split into a loop of
// the primal carries, which stacks %m per iteration, and a tangent loop, which the
// transpose runs backwards, reading the stacked %m from the last iteration down.

// CHECK-LABEL: func.func private @f_t(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32>
// CHECK: %[[P:.*]]:4 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[M:.*]] = %arg0, %[[B:.*]] = %{{.*}}, %[[K:.*]] = %{{.*}}) : tensor<i32>, tensor<f32>, tensor<3xf32>, tensor<i32>
// CHECK: stablehlo.add %[[M]], %[[M]]
// CHECK: %[[ROW:.*]] = stablehlo.reshape %[[M]]
// CHECK: stablehlo.dynamic_update_slice %[[B]], %[[ROW]], %[[K]]
// CHECK: %[[T:.*]]:2 = stablehlo.while(%[[CT:.*]] = %arg1, %[[J:.*]] = %{{.*}}) : tensor<f32>, tensor<i32>
// CHECK: %[[LAST:.*]] = stablehlo.subtract %{{.*}}, %[[J]]
// CHECK: %[[S:.*]] = stablehlo.dynamic_slice %[[P]]#2, %[[LAST]]
// CHECK: %[[MS:.*]] = stablehlo.reshape %[[S]]
// CHECK: stablehlo.multiply %[[CT]], %[[MS]]
// CHECK: return %[[T]]#0
func.func @f(%a: tensor<f32>, %x: tensor<f32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = "stablehlo.while"(%c0, %a, %x) ({
  ^bb0(%i: tensor<i32>, %m: tensor<f32>, %v: tensor<f32>):
    %n = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }, {
  ^bb0(%i: tensor<i32>, %m: tensor<f32>, %v: tensor<f32>):
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %v1 = stablehlo.multiply %v, %m : tensor<f32>
    %m1 = stablehlo.add %m, %m : tensor<f32>
    stablehlo.return %i1, %m1, %v1 : tensor<i32>, tensor<f32>, tensor<f32>
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<f32>, tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<f32>)
  return %r#2 : tensor<f32>
}
