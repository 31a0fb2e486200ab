// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-lower-triangular-solve | filecheck %s

// IREE 3.13 cannot legalize stablehlo.triangular_solve.  A system of two rows becomes
// unrolled forward substitution: the triangle read is masked (the other one is never used), then
// row i is (b_i - L[i, :i] x[:i]) / L[i, i].

// CHECK-LABEL: func.func @left_lower(
// CHECK-NEXT: %[[R:.*]] = stablehlo.iota dim = 0 : tensor<2x2xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.iota dim = 1 : tensor<2x2xi32>
// CHECK-NEXT: %[[BELOW:.*]] = stablehlo.compare GT, %[[R]], %[[C]], SIGNED
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT: %[[DIAG:.*]] = stablehlo.compare EQ, %[[R]], %[[C]], SIGNED
// CHECK-NEXT: %[[D:.*]] = stablehlo.select %[[DIAG]], %arg0, %[[ZERO]]
// CHECK-NEXT: %[[L:.*]] = stablehlo.select %[[BELOW]], %arg0, %[[D]]
// CHECK-NEXT: %[[B0:.*]] = stablehlo.slice %arg1 [0:1, 0:3]
// CHECK-NEXT: %[[L00:.*]] = stablehlo.slice %[[L]] [0:1, 0:1]
// CHECK-NEXT: %[[L00B:.*]] = stablehlo.broadcast_in_dim %[[L00]], dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
// CHECK-NEXT: %[[X0:.*]] = stablehlo.divide %[[B0]], %[[L00B]] : tensor<1x3xf32>
// CHECK-NEXT: %[[B1:.*]] = stablehlo.slice %arg1 [1:2, 0:3]
// CHECK-NEXT: %[[L10:.*]] = stablehlo.slice %[[L]] [1:2, 0:1]
// CHECK-NEXT: %[[P:.*]] = stablehlo.dot_general %[[L10]], %[[X0]], contracting_dims = [1] x [0]
// CHECK-NEXT: %[[S:.*]] = stablehlo.subtract %[[B1]], %[[P]] : tensor<1x3xf32>
// CHECK-NEXT: %[[L11:.*]] = stablehlo.slice %[[L]] [1:2, 1:2]
// CHECK-NEXT: %[[L11B:.*]] = stablehlo.broadcast_in_dim %[[L11]], dims = [0, 1]
// CHECK-NEXT: %[[X1:.*]] = stablehlo.divide %[[S]], %[[L11B]] : tensor<1x3xf32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.concatenate %[[X0]], %[[X1]], dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[X]] : tensor<2x3xf32>
func.func @left_lower(%a: tensor<2x2xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// x a^T = b with a upper is a x^T = b^T: b is transposed, a's rows and columns and b's
// rows are reversed (upper becomes lower), a unit diagonal is ones, and the batch axis
// is a dot_general batching dimension.

// CHECK-LABEL: func.func @right_upper_transposed_unit(
// CHECK-NEXT: %[[BT:.*]] = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<4x3x2xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.reverse %arg0, dims = [1, 2] : tensor<4x2x2xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.reverse %[[BT]], dims = [1] : tensor<4x2x3xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.iota dim = 1 : tensor<4x2x2xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.iota dim = 2 : tensor<4x2x2xi32>
// CHECK-NEXT: %[[BELOW:.*]] = stablehlo.compare GT, %[[R]], %[[C]], SIGNED
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4x2x2xf32>
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4x2x2xf32>
// CHECK-NEXT: %[[DIAG:.*]] = stablehlo.compare EQ, %[[R]], %[[C]], SIGNED
// CHECK-NEXT: %[[D:.*]] = stablehlo.select %[[DIAG]], %[[ONE]], %[[ZERO]]
// CHECK-NEXT: %[[L:.*]] = stablehlo.select %[[BELOW]], %[[A]], %[[D]]
// CHECK-NEXT: %[[X0:.*]] = stablehlo.slice %[[B]] [0:4, 0:1, 0:3]
// CHECK-NEXT: %[[B1:.*]] = stablehlo.slice %[[B]] [0:4, 1:2, 0:3]
// CHECK-NEXT: %[[L10:.*]] = stablehlo.slice %[[L]] [0:4, 1:2, 0:1]
// CHECK-NEXT: %[[P:.*]] = stablehlo.dot_general %[[L10]], %[[X0]], batching_dims = [0] x [0], contracting_dims = [2] x [1]
// CHECK-NEXT: %[[X1:.*]] = stablehlo.subtract %[[B1]], %[[P]] : tensor<4x1x3xf32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.concatenate %[[X0]], %[[X1]], dim = 1
// CHECK-NEXT: %[[XR:.*]] = stablehlo.reverse %[[X]], dims = [1] : tensor<4x2x3xf32>
// CHECK-NEXT: %[[OUT:.*]] = stablehlo.transpose %[[XR]], dims = [0, 2, 1] : (tensor<4x2x3xf32>) -> tensor<4x3x2xf32>
// CHECK-NEXT: return %[[OUT]] : tensor<4x3x2xf32>
func.func @right_upper_transposed_unit(%a: tensor<4x2x2xf32>, %b: tensor<4x3x2xf32>) -> tensor<4x3x2xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<4x2x2xf32>, tensor<4x3x2xf32>) -> tensor<4x3x2xf32>
  return %0 : tensor<4x3x2xf32>
}

// -----

// More than 2 rows: a while loop over the rows; rows not solved yet are still zero, so
// the dot takes L's whole row i.

// CHECK-LABEL: func.func @loop(
// CHECK: %[[L:.*]] = stablehlo.select %{{[0-9]+}}, %arg0, %{{[0-9]+}} :
// CHECK-NEXT: %[[I0:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[X0:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<9x1xf64>
// CHECK-NEXT: %[[W:.*]]:2 = stablehlo.while(%[[I:.*]] = %[[I0]], %[[X:.*]] = %[[X0]]) : tensor<i32>, tensor<9x1xf64>
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[N:.*]] = stablehlo.constant dense<9> : tensor<i32>
// CHECK-NEXT: %[[LT:.*]] = stablehlo.compare LT, %[[I]], %[[N]], SIGNED
// CHECK-NEXT: stablehlo.return %[[LT]] : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[ROW:.*]] = stablehlo.dynamic_slice %[[L]], %[[I]], %[[Z]], sizes = [1, 9]
// CHECK-NEXT: %[[Z2:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[BI:.*]] = stablehlo.dynamic_slice %arg1, %[[I]], %[[Z2]], sizes = [1, 1]
// CHECK-NEXT: %[[P:.*]] = stablehlo.dot_general %[[ROW]], %[[X]], contracting_dims = [1] x [0] : (tensor<1x9xf64>, tensor<9x1xf64>) -> tensor<1x1xf64>
// CHECK-NEXT: %[[S:.*]] = stablehlo.subtract %[[BI]], %[[P]]
// CHECK-NEXT: %[[D:.*]] = stablehlo.dynamic_slice %[[L]], %[[I]], %[[I]], sizes = [1, 1]
// CHECK-NEXT: %[[DB:.*]] = stablehlo.broadcast_in_dim %[[D]], dims = [0, 1]
// CHECK-NEXT: %[[XI:.*]] = stablehlo.divide %[[S]], %[[DB]]
// CHECK-NEXT: %[[Z3:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[NEW:.*]] = stablehlo.dynamic_update_slice %[[X]], %[[XI]], %[[I]], %[[Z3]]
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[NEXT:.*]] = stablehlo.add %[[I]], %[[ONE]]
// CHECK-NEXT: stablehlo.return %[[NEXT]], %[[NEW]] : tensor<i32>, tensor<9x1xf64>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[W]]#1 : tensor<9x1xf64>
func.func @loop(%a: tensor<9x9xf64>, %b: tensor<9x1xf64>) -> tensor<9x1xf64> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<9x9xf64>, tensor<9x1xf64>) -> tensor<9x1xf64>
  return %0 : tensor<9x1xf64>
}
