// RUN: hostcall-opt %s --pass-pipeline='hostcall-linearize{function=f diff-args=0},hostcall-transpose{function=f_lin linear-args=2}' | filecheck %s

// Linearize splits the jvp into a primal function returning residuals (cos x and the
// non-differentiated w) and a linear one; transposing the linear one gives the vjp.

// CHECK-LABEL: func.func private @f_fwd(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> (tensor<2xf32>, tensor<2x3xf32>, tensor<3xf32>)
// CHECK: %[[SIN:.*]] = stablehlo.sine %arg0
// CHECK: %[[COS:.*]] = stablehlo.cosine %arg0
// CHECK: %[[Y:.*]] = stablehlo.dot_general %[[SIN]], %arg1, contracting_dims = [1] x [0]
// CHECK: return %[[Y]], %[[COS]], %arg1

// CHECK-LABEL: func.func private @f_lin(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2xf32>
// CHECK-NOT: sine
// CHECK: %[[T:.*]] = stablehlo.multiply %arg2, %arg0
// CHECK: stablehlo.dot_general %[[T]], %arg1, contracting_dims = [1] x [0]

// CHECK-LABEL: func.func private @f_lin_t(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>) -> tensor<2x3xf32>
// CHECK: %[[OUTER:.*]] = stablehlo.dot_general %arg2, %arg1, contracting_dims = [] x []
// CHECK: %[[CT:.*]] = stablehlo.multiply %[[OUTER]], %arg0
// CHECK: return %[[CT]]
func.func @f(%x: tensor<2x3xf32>, %w: tensor<3xf32>) -> tensor<2xf32> {
  %0 = stablehlo.sine %x : tensor<2x3xf32>
  %1 = stablehlo.dot_general %0, %w, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
