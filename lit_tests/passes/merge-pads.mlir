// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-merge-pads | filecheck %s

// An edge pad of an interior pad with the same (splat) padding value: one pad with the
// summed edges and the inner interior.

// CHECK-LABEL: func.func @interior_then_edges(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[Z2:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %arg0, %[[Z2]], low = [1, 3], high = [1, 1], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x9xf32>
// CHECK-NEXT: return %[[P]]
func.func @interior_then_edges(%x: tensor<2x3xf32>) -> tensor<4x9xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %z2 = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %x, %z, low = [0, 2], high = [0, 0], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x7xf32>
  %1 = stablehlo.pad %0, %z2, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<2x7xf32>, tensor<f32>) -> tensor<4x9xf32>
  return %1 : tensor<4x9xf32>
}

// -----

// Cropping (negative edges), an outer interior, or another padding value: left alone.

// CHECK-LABEL: func.func @not_merged(
// CHECK-NEXT: stablehlo.constant dense<0.000000e+00>
// CHECK-NEXT: stablehlo.constant dense<1.000000e+00>
// CHECK-NEXT: %[[A:.*]] = stablehlo.pad %arg0, %{{.*}}, low = [-1], high = [0], interior = [1]
// CHECK-NEXT: %[[B:.*]] = stablehlo.pad %[[A]], %{{.*}}, low = [1], high = [1], interior = [0]
// CHECK-NEXT: %[[C:.*]] = stablehlo.pad %arg0, %{{.*}}, low = [0], high = [0], interior = [1]
// CHECK-NEXT: %[[D:.*]] = stablehlo.pad %[[C]], %{{.*}}, low = [0], high = [0], interior = [1]
// CHECK-NEXT: %[[E:.*]] = stablehlo.pad %[[C]], %{{.*}}, low = [1], high = [1], interior = [0]
// CHECK-NEXT: return %[[B]], %[[D]], %[[E]]
func.func @not_merged(%x: tensor<3xf32>) -> (tensor<6xf32>, tensor<9xf32>, tensor<7xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.pad %x, %z, low = [-1], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.pad %0, %z, low = [1], high = [1], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<6xf32>
  %2 = stablehlo.pad %x, %z, low = [0], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  %3 = stablehlo.pad %2, %z, low = [0], high = [0], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<9xf32>
  %4 = stablehlo.pad %2, %one, low = [1], high = [1], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<7xf32>
  return %1, %3, %4 : tensor<6xf32>, tensor<9xf32>, tensor<7xf32>
}

// -----

// A chain of two padding values updated in place (a scatter, a dynamic_update_slice, also
// through a same-type reshape): the outer pad reads a copy of the inner one. A chain
// nothing updates is left alone.

// CHECK-LABEL: func.func @updated_chains(
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %arg0, %arg4, low = [1], high = [0], interior = [0]
// CHECK-NEXT: stablehlo.constant dense<0>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.optimization_barrier
// CHECK-NEXT: %[[ZB:.*]] = stablehlo.broadcast_in_dim %[[Z]], dims = []
// CHECK-NEXT: %[[COPY:.*]] = stablehlo.add %[[P]], %[[ZB]]
// CHECK-NEXT: %[[Q:.*]] = stablehlo.pad %[[COPY]], %arg5, low = [0], high = [1], interior = [0]
// CHECK-NEXT: %[[S:.*]] = "stablehlo.scatter"(%[[Q]], %arg1, %arg2)
// CHECK:      %[[ZB2:.*]] = stablehlo.broadcast_in_dim %{{.*}}, dims = []
// CHECK-NEXT: %[[COPY2:.*]] = stablehlo.add %[[P]], %[[ZB2]]
// CHECK-NEXT: %[[R:.*]] = stablehlo.pad %[[COPY2]], %arg5, low = [0], high = [1], interior = [0]
// CHECK-NEXT: %[[RS:.*]] = stablehlo.reshape %[[R]]
// CHECK-NEXT: stablehlo.dynamic_update_slice %[[RS]], %arg3, %arg6
// CHECK-NEXT: %[[UNTOUCHED:.*]] = stablehlo.pad %[[P]], %arg5, low = [0], high = [1], interior = [0]
// CHECK-NEXT: return
func.func @updated_chains(%x: tensor<3xi16>, %i: tensor<4x1xi32>, %u: tensor<4xi16>, %v: tensor<2xi16>, %a: tensor<i16>, %b: tensor<i16>, %s: tensor<i32>) -> (tensor<5xi16>, tensor<5xi16>, tensor<5xi16>) {
  %p = stablehlo.pad %x, %a, low = [1], high = [0], interior = [0] : (tensor<3xi16>, tensor<i16>) -> tensor<4xi16>
  %q = stablehlo.pad %p, %b, low = [0], high = [1], interior = [0] : (tensor<4xi16>, tensor<i16>) -> tensor<5xi16>
  %0 = "stablehlo.scatter"(%q, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%o: tensor<i16>, %n: tensor<i16>):
    stablehlo.return %n : tensor<i16>
  }) : (tensor<5xi16>, tensor<4x1xi32>, tensor<4xi16>) -> tensor<5xi16>
  %r = stablehlo.pad %p, %b, low = [0], high = [1], interior = [0] : (tensor<4xi16>, tensor<i16>) -> tensor<5xi16>
  %rs = stablehlo.reshape %r : (tensor<5xi16>) -> tensor<5xi16>
  %1 = stablehlo.dynamic_update_slice %rs, %v, %s : (tensor<5xi16>, tensor<2xi16>, tensor<i32>) -> tensor<5xi16>
  %2 = stablehlo.pad %p, %b, low = [0], high = [1], interior = [0] : (tensor<4xi16>, tensor<i16>) -> tensor<5xi16>
  return %0, %1, %2 : tensor<5xi16>, tensor<5xi16>, tensor<5xi16>
}
