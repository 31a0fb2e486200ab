// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-stable-sort | filecheck %s

// A stable sort gets the positions along its dimension as a last operand and the
// comparator less(a, b) or (not less(b, a) and position(a) < position(b)); the new sort
// is unstable (no ties are left).

// CHECK-LABEL: func.func @stable_2d(
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[0, 1, 2]> : tensor<3xi32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.broadcast_in_dim %[[R]], dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT: %[[S:.*]]:3 = "stablehlo.sort"(%arg0, %arg1, %[[P]]) <{dimension = 1 : i64, is_stable = false}>
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>, %[[PA:.*]]: tensor<i32>, %[[PB:.*]]: tensor<i32>):
// CHECK-NEXT: %[[LESS:.*]] = stablehlo.compare GT, %[[A]], %[[B]], FLOAT
// CHECK-NEXT: %[[GREATER:.*]] = stablehlo.compare GT, %[[B]], %[[A]], FLOAT
// CHECK-NEXT: %[[NG:.*]] = stablehlo.not %[[GREATER]]
// CHECK-NEXT: %[[EARLIER:.*]] = stablehlo.compare LT, %[[PA]], %[[PB]], SIGNED
// CHECK-NEXT: %[[TIE:.*]] = stablehlo.and %[[NG]], %[[EARLIER]]
// CHECK-NEXT: %[[OR:.*]] = stablehlo.or %[[LESS]], %[[TIE]]
// CHECK-NEXT: stablehlo.return %[[OR]]
// CHECK: return %[[S]]#0, %[[S]]#1
func.func @stable_2d(%k: tensor<2x3xf32>, %v: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %r:2 = "stablehlo.sort"(%k, %v) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) : (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %r#0, %r#1 : tensor<2x3xf32>, tensor<2x3xi32>
}

// -----

// A negative dimension counts from the end; a 1-d sort takes the positions as they are.

// CHECK-LABEL: func.func @stable_negative_dimension(
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
// CHECK-NEXT: "stablehlo.sort"(%arg0, %[[R]]) <{dimension = 0 : i64, is_stable = false}>
func.func @stable_negative_dimension(%k: tensor<4xi32>) -> tensor<4xi32> {
  %r = "stablehlo.sort"(%k) <{dimension = -1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

// An unstable sort is left alone.

// CHECK-LABEL: func.func @unstable(
// CHECK-NEXT: "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = false}>
// CHECK-NOT: stablehlo.constant
func.func @unstable(%k: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.sort"(%k) <{dimension = 0 : i64, is_stable = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
