// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-widen-bool-windows | filecheck %s

// A reduce_window over booleans reduces i8 0/1 and converts back: IREE 3.13 does not
// compile an i1 reduce_window it takes for a scan (a cumulative or, and, max or min).

// CHECK-LABEL: func.func @cumulative_or(
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<8xi1>) -> tensor<8xi8>
// CHECK-NEXT: %[[I:.*]] = stablehlo.convert %[[F]] : (tensor<i1>) -> tensor<i8>
// CHECK-NEXT: %[[W:.*]] = "stablehlo.reduce_window"(%[[X]], %[[I]]) <{padding = dense<{{\[\[}}7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i8>, %[[B:.*]]: tensor<i8>):
// CHECK-NEXT: %[[O:.*]] = stablehlo.or %[[A]], %[[B]] : tensor<i8>
// CHECK-NEXT: stablehlo.return %[[O]] : tensor<i8>
// CHECK-NEXT: }) : (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>
// CHECK-NEXT: %[[R:.*]] = stablehlo.convert %[[W]] : (tensor<8xi8>) -> tensor<8xi1>
// CHECK-NEXT: return %[[R]]
func.func @cumulative_or(%x: tensor<8xi1>) -> tensor<8xi1> {
  %init = stablehlo.constant dense<false> : tensor<i1>
  %r = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %s = stablehlo.or %a, %b : tensor<i1>
    stablehlo.return %s : tensor<i1>
  }) {window_dimensions = array<i64: 8>, padding = dense<[[7, 0]]> : tensor<1x2xi64>}
     : (tensor<8xi1>, tensor<i1>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

// -----

// The spec's boolean multiply is and on the bytes (add is or); strides and padding stay.

// CHECK-LABEL: func.func @strided_multiply(
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<7x4xi1>) -> tensor<7x4xi8>
// CHECK-NEXT: %[[I:.*]] = stablehlo.convert %[[T]] : (tensor<i1>) -> tensor<i8>
// CHECK-NEXT: %[[W:.*]] = "stablehlo.reduce_window"(%[[X]], %[[I]]) <{padding = dense<{{\[\[}}1, 0], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 2, 2>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i8>, %[[B:.*]]: tensor<i8>):
// CHECK-NEXT: %[[M:.*]] = stablehlo.and %[[A]], %[[B]] : tensor<i8>
// CHECK-NEXT: stablehlo.return %[[M]] : tensor<i8>
// CHECK-NEXT: }) : (tensor<7x4xi8>, tensor<i8>) -> tensor<3x2xi8>
// CHECK-NEXT: %[[R:.*]] = stablehlo.convert %[[W]] : (tensor<3x2xi8>) -> tensor<3x2xi1>
// CHECK-NEXT: return %[[R]]
func.func @strided_multiply(%x: tensor<7x4xi1>) -> tensor<3x2xi1> {
  %init = stablehlo.constant dense<true> : tensor<i1>
  %r = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %s = stablehlo.multiply %a, %b : tensor<i1>
    stablehlo.return %s : tensor<i1>
  }) {window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 2, 2>,
      padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>}
     : (tensor<7x4xi1>, tensor<i1>) -> tensor<3x2xi1>
  return %r : tensor<3x2xi1>
}

// -----

// Beside a float input, only the boolean one widens; an op with no byte form (not, the
// select's predicate) reads its boolean operands converted back to i1.

// CHECK-LABEL: func.func @mixed_body(
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<6xi1>) -> tensor<6xi8>
// CHECK-NEXT: %[[I:.*]] = stablehlo.convert %[[T]] : (tensor<i1>) -> tensor<i8>
// CHECK-NEXT: %[[W:.*]]:2 = "stablehlo.reduce_window"(%[[X]], %arg1, %[[I]], %[[Z]]) <{window_dimensions = array<i64: 2>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i8>, %[[AF:.*]]: tensor<f32>, %[[B:.*]]: tensor<i8>, %[[BF:.*]]: tensor<f32>):
// CHECK-NEXT: %[[BB:.*]] = stablehlo.convert %[[B]] : (tensor<i8>) -> tensor<i1>
// CHECK-NEXT: %[[N:.*]] = stablehlo.not %[[BB]] : tensor<i1>
// CHECK-NEXT: %[[NB:.*]] = stablehlo.convert %[[N]] : (tensor<i1>) -> tensor<i8>
// CHECK-NEXT: %[[S:.*]] = stablehlo.and %[[A]], %[[NB]] : tensor<i8>
// CHECK-NEXT: %[[P:.*]] = stablehlo.select %[[BB]], %[[BF]], %[[AF]] : tensor<i1>, tensor<f32>
// CHECK-NEXT: stablehlo.return %[[S]], %[[P]] : tensor<i8>, tensor<f32>
// CHECK-NEXT: }) : (tensor<6xi8>, tensor<6xf32>, tensor<i8>, tensor<f32>) -> (tensor<5xi8>, tensor<5xf32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.convert %[[W]]#0 : (tensor<5xi8>) -> tensor<5xi1>
// CHECK-NEXT: return %[[R]], %[[W]]#1
func.func @mixed_body(%x: tensor<6xi1>, %y: tensor<6xf32>) -> (tensor<5xi1>, tensor<5xf32>) {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r:2 = "stablehlo.reduce_window"(%x, %y, %t, %z) ({
  ^bb0(%a: tensor<i1>, %af: tensor<f32>, %b: tensor<i1>, %bf: tensor<f32>):
    %n = stablehlo.not %b : tensor<i1>
    %s = stablehlo.and %a, %n : tensor<i1>
    %p = stablehlo.select %b, %bf, %af : tensor<i1>, tensor<f32>
    stablehlo.return %s, %p : tensor<i1>, tensor<f32>
  }) {window_dimensions = array<i64: 2>}
     : (tensor<6xi1>, tensor<6xf32>, tensor<i1>, tensor<f32>) -> (tensor<5xi1>, tensor<5xf32>)
  return %r#0, %r#1 : tensor<5xi1>, tensor<5xf32>
}

// -----

// A reduce_window of other types, and booleans outside windows, are left alone.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i8>
// CHECK-NEXT: %[[W:.*]] = "stablehlo.reduce_window"(%arg0, %[[Z]]) <{padding = dense<{{\[\[}}3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i8>, %[[B:.*]]: tensor<i8>):
// CHECK-NEXT: %[[M:.*]] = stablehlo.maximum %[[A]], %[[B]] : tensor<i8>
// CHECK-NEXT: stablehlo.return %[[M]] : tensor<i8>
// CHECK-NEXT: }) : (tensor<4xi8>, tensor<i8>) -> tensor<4xi8>
// CHECK-NEXT: %[[O:.*]] = stablehlo.or %arg1, %arg1 : tensor<4xi1>
// CHECK-NEXT: return %[[W]], %[[O]]
func.func @left_alone(%x: tensor<4xi8>, %y: tensor<4xi1>) -> (tensor<4xi8>, tensor<4xi1>) {
  %init = stablehlo.constant dense<0> : tensor<i8>
  %r = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<i8>, %b: tensor<i8>):
    %s = stablehlo.maximum %a, %b : tensor<i8>
    stablehlo.return %s : tensor<i8>
  }) {window_dimensions = array<i64: 4>, padding = dense<[[3, 0]]> : tensor<1x2xi64>}
     : (tensor<4xi8>, tensor<i8>) -> tensor<4xi8>
  %o = stablehlo.or %y, %y : tensor<4xi1>
  return %r, %o : tensor<4xi8>, tensor<4xi1>
}
