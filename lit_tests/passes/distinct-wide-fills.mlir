// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-distinct-wide-fills | filecheck %s

// Three int64 pads reading one padding value (two equal constants count as one): the
// second and third read copies of it, each through a barrier of its own tag.

// CHECK-LABEL: func.func @shared_constant(
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<1> : tensor<i64>
// CHECK-NEXT: %[[C2:.*]] = stablehlo.constant dense<1> : tensor<i64>
// CHECK-NEXT: %[[P0:.*]] = stablehlo.pad %arg0, %[[C]], low = [1], high = [0], interior = [0]
// CHECK-NEXT: stablehlo.constant dense<0> : tensor<i64>
// CHECK-NEXT: stablehlo.constant dense<2097153> : tensor<i32>
// CHECK-NEXT: %[[Z1:.*]]:2 = stablehlo.optimization_barrier
// CHECK-NEXT: %[[V1:.*]] = stablehlo.add %[[C]], %[[Z1]]#0 : tensor<i64>
// CHECK-NEXT: %[[P1:.*]] = stablehlo.pad %arg1, %[[V1]], low = [0], high = [2], interior = [0]
// CHECK-NEXT: stablehlo.constant dense<0> : tensor<i64>
// CHECK-NEXT: stablehlo.constant dense<2097154> : tensor<i32>
// CHECK-NEXT: %[[Z2:.*]]:2 = stablehlo.optimization_barrier
// CHECK-NEXT: %[[V2:.*]] = stablehlo.add %[[C2]], %[[Z2]]#0 : tensor<i64>
// CHECK-NEXT: %[[P2:.*]] = stablehlo.pad %arg1, %[[V2]], low = [1], high = [1], interior = [0]
// CHECK-NEXT: return %[[P0]], %[[P1]], %[[P2]]
func.func @shared_constant(%x: tensor<3xi64>, %y: tensor<2xi64>) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) {
  %c = stablehlo.constant dense<1> : tensor<i64>
  %c2 = stablehlo.constant dense<1> : tensor<i64>
  %0 = stablehlo.pad %x, %c, low = [1], high = [0], interior = [0] : (tensor<3xi64>, tensor<i64>) -> tensor<4xi64>
  %1 = stablehlo.pad %y, %c, low = [0], high = [2], interior = [0] : (tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
  %2 = stablehlo.pad %y, %c2, low = [1], high = [1], interior = [0] : (tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
  return %0, %1, %2 : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
}

// -----

// A computed float64 value shared by two pads: the second reads a copy. Different values,
// and 4-byte elements, are left alone.

// CHECK-LABEL: func.func @shared_computed(
// CHECK-NEXT: %[[V:.*]] = stablehlo.convert %arg2
// CHECK-NEXT: %[[P0:.*]] = stablehlo.pad %arg0, %[[V]], low = [1], high = [0], interior = [0]
// CHECK-NEXT: stablehlo.constant dense<-0.000000e+00> : tensor<f64>
// CHECK-NEXT: stablehlo.constant dense<2097153> : tensor<i32>
// CHECK-NEXT: %[[Z:.*]]:2 = stablehlo.optimization_barrier
// CHECK-NEXT: %[[W:.*]] = stablehlo.add %[[V]], %[[Z]]#0 : tensor<f64>
// CHECK-NEXT: %[[P1:.*]] = stablehlo.pad %arg0, %[[W]], low = [0], high = [1], interior = [0]
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<f64>
// CHECK-NEXT: %[[P2:.*]] = stablehlo.pad %arg0, %[[C]], low = [0], high = [1], interior = [0]
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[P3:.*]] = stablehlo.pad %arg1, %[[F]], low = [1], high = [0], interior = [0]
// CHECK-NEXT: %[[P4:.*]] = stablehlo.pad %arg1, %[[F]], low = [0], high = [1], interior = [0]
// CHECK-NEXT: return
func.func @shared_computed(%x: tensor<3xf64>, %y: tensor<3xf32>, %i: tensor<i32>) -> (tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf32>, tensor<4xf32>) {
  %v = stablehlo.convert %i : (tensor<i32>) -> tensor<f64>
  %0 = stablehlo.pad %x, %v, low = [1], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<4xf64>
  %1 = stablehlo.pad %x, %v, low = [0], high = [1], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<4xf64>
  %c = stablehlo.constant dense<2.0> : tensor<f64>
  %2 = stablehlo.pad %x, %c, low = [0], high = [1], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<4xf64>
  %f = stablehlo.constant dense<1.0> : tensor<f32>
  %3 = stablehlo.pad %y, %f, low = [1], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  %4 = stablehlo.pad %y, %f, low = [0], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Two dynamic_update_slices of one int64 splat constant: the second updates a copy. A
// splat read otherwise (an add) is no fill.

// CHECK-LABEL: func.func @updated_splat(
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<1> : tensor<3x4xi64>
// CHECK-NEXT: %[[U0:.*]] = stablehlo.dynamic_update_slice %[[C]], %arg0, %arg2, %arg2
// CHECK-NEXT: stablehlo.constant dense<0> : tensor<i64>
// CHECK-NEXT: stablehlo.constant dense<2097153> : tensor<i32>
// CHECK-NEXT: %[[Z:.*]]:2 = stablehlo.optimization_barrier
// CHECK-NEXT: %[[ZB:.*]] = stablehlo.broadcast_in_dim %[[Z]]#0, dims = []
// CHECK-NEXT: %[[COPY:.*]] = stablehlo.add %[[C]], %[[ZB]] : tensor<3x4xi64>
// CHECK-NEXT: %[[U1:.*]] = stablehlo.dynamic_update_slice %[[COPY]], %arg1, %arg2, %arg2
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[C]], %[[C]]
// CHECK-NEXT: return %[[U0]], %[[U1]], %[[A]]
func.func @updated_splat(%x: tensor<3x1xi64>, %y: tensor<3x1xi64>, %i: tensor<i32>) -> (tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>) {
  %c = stablehlo.constant dense<1> : tensor<3x4xi64>
  %0 = stablehlo.dynamic_update_slice %c, %x, %i, %i : (tensor<3x4xi64>, tensor<3x1xi64>, tensor<i32>, tensor<i32>) -> tensor<3x4xi64>
  %1 = stablehlo.dynamic_update_slice %c, %y, %i, %i : (tensor<3x4xi64>, tensor<3x1xi64>, tensor<i32>, tensor<i32>) -> tensor<3x4xi64>
  %2 = stablehlo.add %c, %c : tensor<3x4xi64>
  return %0, %1, %2 : tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>
}

// -----

// A pad's padding value and a splat array of the same value updated in place are one
// fill value: the update reads a copy.

// CHECK-LABEL: func.func @pad_and_updated_splat(
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<1> : tensor<3x4xi64>
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<i64>
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %arg0, %[[ONE]], low = [0, 1], high = [0, 2], interior = [0, 0]
// CHECK:      %[[COPY:.*]] = stablehlo.add %[[C]], %{{.*}} : tensor<3x4xi64>
// CHECK-NEXT: %[[U:.*]] = stablehlo.dynamic_update_slice %[[COPY]], %arg1, %arg2, %arg2
// CHECK-NEXT: return %[[P]], %[[U]]
func.func @pad_and_updated_splat(%x: tensor<3x1xi64>, %y: tensor<3x1xi64>, %i: tensor<i32>) -> (tensor<3x4xi64>, tensor<3x4xi64>) {
  %c = stablehlo.constant dense<1> : tensor<3x4xi64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %0 = stablehlo.pad %x, %one, low = [0, 1], high = [0, 2], interior = [0, 0] : (tensor<3x1xi64>, tensor<i64>) -> tensor<3x4xi64>
  %1 = stablehlo.dynamic_update_slice %c, %y, %i, %i : (tensor<3x4xi64>, tensor<3x1xi64>, tensor<i32>, tensor<i32>) -> tensor<3x4xi64>
  return %0, %1 : tensor<3x4xi64>, tensor<3x4xi64>
}
