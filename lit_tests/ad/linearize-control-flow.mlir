// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-linearize{function=f},hostcall-transpose{function=f_lin}' | filecheck %s

// The jvp of an if is split: the primal if also returns what each branch's tangent
// needs (cos x from the first branch, a zero in its slot from the second), the tangent
// if reads those residuals; transposing keeps the if.

// CHECK-LABEL: func.func private @f_fwd(%arg0: tensor<i1>, %arg1: tensor<f32>)
// CHECK: "stablehlo.if"(%arg0)
// CHECK: %[[S:.*]] = stablehlo.sine %arg1
// CHECK: %[[C:.*]] = stablehlo.cosine %arg1
// CHECK: stablehlo.return %[[S]], %[[C]]
// CHECK: %[[M:.*]] = stablehlo.multiply %arg1, %arg1
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00>
// CHECK: stablehlo.return %[[M]], %[[Z]]

// CHECK-LABEL: func.func private @f_lin(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<f32>) -> tensor<f32> attributes {hostcall.num_residuals = 3 : i64}
// CHECK: "stablehlo.if"(%arg2)
// CHECK-NOT: sine
// CHECK: stablehlo.multiply %arg3, %arg0

// CHECK-LABEL: func.func private @f_lin_t(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<f32>) -> tensor<f32>
// CHECK: "stablehlo.if"(%arg2)
// CHECK: stablehlo.multiply %arg3, %arg0
func.func @f(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%p) ({
    %1 = stablehlo.sine %x : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }, {
    %1 = stablehlo.multiply %x, %x : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A counted loop: the primal loop stacks cos(v) per iteration into a 3-element buffer,
// the tangent loop reads it at its counter, and the transposed loop reads it backwards
// (index 2 - j).

// CHECK-LABEL: func.func private @f_fwd(%arg0: tensor<f32>) -> (tensor<f32>, tensor<3xf32>)
// CHECK: stablehlo.while
// CHECK-SAME: hostcall.trip_count = 3
// CHECK: %[[COS:.*]] = stablehlo.cosine
// CHECK: %[[ROW:.*]] = stablehlo.reshape %[[COS]] : (tensor<f32>) -> tensor<1xf32>
// CHECK: stablehlo.dynamic_update_slice %{{.*}}, %[[ROW]]

// CHECK-LABEL: func.func private @f_lin(%arg0: tensor<3xf32>, %arg1: tensor<f32>)
// CHECK: stablehlo.while(%[[T:.*]] = %arg1, %[[I:.*]] = %c)
// CHECK-SAME: hostcall.reverse_counter = 1
// CHECK: stablehlo.dynamic_slice %arg0, %[[I]], sizes = [1]

// CHECK-LABEL: func.func private @f_lin_t(%arg0: tensor<3xf32>, %arg1: tensor<f32>) -> tensor<f32>
// CHECK: stablehlo.while(%[[CT:.*]] = %arg1, %[[J:.*]] = %{{.*}})
// CHECK: %[[LAST:.*]] = stablehlo.constant dense<2>
// CHECK: %[[IDX:.*]] = stablehlo.subtract %[[LAST]], %[[J]]
// CHECK: stablehlo.dynamic_slice %arg0, %[[IDX]], sizes = [1]
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<f32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %w = stablehlo.sine %v : tensor<f32>
    stablehlo.return %j, %w : tensor<i32>, tensor<f32>
  }
  return %r#1 : tensor<f32>
}
