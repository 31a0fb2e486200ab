// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-jvp{function=f}' | filecheck %s

// Scatter-set: the tangent of the update that wins each written position (found by
// scattering the updates' ids and reading them back), the operand's tangent elsewhere.

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<5xf32>, %arg1: tensor<2x1xi32>, %arg2: tensor<2xf32>, %arg3: tensor<5xf32>, %arg4: tensor<2xf32>)
// CHECK: %[[Y:.*]] = "stablehlo.scatter"(%arg0, %arg1, %arg2)
// CHECK: stablehlo.iota dim = 0 : tensor<2xi32>
// CHECK: %[[IDS:.*]] = stablehlo.reshape
// CHECK: %[[LANDED:.*]] = "stablehlo.scatter"(%{{.*}}, %arg1, %[[IDS]])
// CHECK: (tensor<5xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<5xi32>
// CHECK: %[[BACK:.*]] = "stablehlo.gather"(%[[LANDED]], %arg1)
// CHECK: %[[WON:.*]] = stablehlo.compare EQ, %[[BACK]], %[[IDS]]
// CHECK: %[[WINNERS:.*]] = stablehlo.select %[[WON]], %arg4, %{{.*}}
// CHECK: %[[WRITTEN:.*]] = "stablehlo.scatter"(%{{.*}}, %arg1, %[[WINNERS]])
// CHECK: stablehlo.add
// CHECK: %[[TOUCHED:.*]] = stablehlo.compare NE, %[[LANDED]]
// CHECK: %[[T:.*]] = stablehlo.select %[[TOUCHED]], %[[WRITTEN]], %arg3
// CHECK: return %[[Y]], %[[T]]
func.func @f(%x: tensor<5xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<5xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<5xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// Cumulative product (a window over the whole axis): a log-step scan of (product,
// tangent) pairs; 4 elements take 2 steps of shift (pad), multiply and add.

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>)
// CHECK: %[[Y:.*]] = "stablehlo.reduce_window"(%arg0
// CHECK: %[[A1:.*]] = stablehlo.pad %arg0, %{{.*}}, low = [1], high = [-1]
// CHECK: %[[T1:.*]] = stablehlo.pad %arg1, %{{.*}}, low = [1], high = [-1]
// CHECK: stablehlo.pad %{{.*}}, low = [2], high = [-2]
// CHECK: stablehlo.pad %{{.*}}, low = [2], high = [-2]
// CHECK-NOT: stablehlo.pad
// CHECK-NOT: stablehlo.divide
// CHECK: %[[T:.*]] = stablehlo.add
// CHECK-NEXT: return %[[Y]], %[[T]]
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %one) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
