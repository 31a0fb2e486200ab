// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-jvp{function=f}' | filecheck %s

// 2x2 stride-2 max pooling: a reduce_window over (value, flat position) pairs keeps the
// first maximum of each window (the later candidate wins only when greater, or equal
// with a smaller position); padding would carry position 16, where the gather reads the
// zero appended to the flattened tangent.

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>)
// CHECK: %[[Y:.*]] = "stablehlo.reduce_window"(%arg0, %[[NINF:.*]]) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}>
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<16xi32>
// CHECK-NEXT: %[[POS:.*]] = stablehlo.reshape %[[IOTA]] : (tensor<16xi32>) -> tensor<4x4xi32>
// CHECK-NEXT: %[[NOWHERE:.*]] = stablehlo.constant dense<16> : tensor<i32>
// CHECK-NEXT: %[[SEL:.*]]:2 = "stablehlo.reduce_window"(%arg0, %[[POS]], %[[NINF]], %[[NOWHERE]]) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}>
// CHECK-NEXT: ^bb0(%[[AV:.*]]: tensor<f32>, %[[AI:.*]]: tensor<i32>, %[[BV:.*]]: tensor<f32>, %[[BI:.*]]: tensor<i32>):
// CHECK-NEXT: %[[GT:.*]] = stablehlo.compare GT, %[[BV]], %[[AV]], FLOAT
// CHECK-NEXT: %[[EQ:.*]] = stablehlo.compare EQ, %[[BV]], %[[AV]], FLOAT
// CHECK-NEXT: %[[EARLIER:.*]] = stablehlo.compare LT, %[[BI]], %[[AI]], SIGNED
// CHECK-NEXT: %[[TIE:.*]] = stablehlo.and %[[EQ]], %[[EARLIER]]
// CHECK-NEXT: %[[TAKE:.*]] = stablehlo.or %[[GT]], %[[TIE]]
// CHECK: %[[FLAT:.*]] = stablehlo.reshape %arg1 : (tensor<4x4xf32>) -> tensor<16xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.pad %[[FLAT]], %{{.*}}, low = [0], high = [1], interior = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<17xf32>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.reshape %[[SEL]]#1 : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
// CHECK-NEXT: %[[DY:.*]] = "stablehlo.gather"(%[[T]], %[[IDX]]) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<17xf32>, tensor<2x2x1xi32>) -> tensor<2x2xf32>
// CHECK-NEXT: return %[[Y]], %[[DY]]
func.func @f(%x: tensor<4x4xf32>) -> tensor<2x2xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// top_k: the values' tangent is the tangent at the selected indices (a gather along
// the last axis, the others batching dims); the indices have none.

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<2x5xf32>, %arg1: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>)
// CHECK-NEXT: %[[V:.*]], %[[I:.*]] = chlo.top_k(%arg0, k = 3)
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.reshape %[[I]] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
// CHECK-NEXT: %[[DV:.*]] = "stablehlo.gather"(%arg1, %[[IDX]]) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[V]], %[[I]], %[[DV]]
func.func @f(%x: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = chlo.top_k(%x, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}

// -----

// select_and_scatter with an add scatter is linear in its source: the tangent is the
// same op on the source's tangent (the operand's tangent only moves ties).

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<4x4xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<4x4xf32>, %arg3: tensor<2x2xf32>)
// CHECK: %[[Y:.*]] = "stablehlo.select_and_scatter"(%arg0, %arg1, %{{.*}})
// CHECK: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[DY:.*]] = "stablehlo.select_and_scatter"(%arg0, %arg3, %[[ZERO]]) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}>
// CHECK: stablehlo.compare GE
// CHECK: stablehlo.add
// CHECK: return %[[Y]], %[[DY]]
func.func @f(%x: tensor<4x4xf32>, %ct: tensor<2x2xf32>) -> tensor<4x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %ct, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// A windowed product that is not cumulative: init * sum_k dx_k prod_{j != k} x_j over
// the window offsets k, each x_k a strided slice (no division by x).

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>)
// CHECK: %[[Y:.*]] = "stablehlo.reduce_window"(%arg0, %[[ONE:.*]])
// CHECK: %[[X0:.*]] = stablehlo.slice %arg0 [0:3:2] : (tensor<4xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[X1:.*]] = stablehlo.slice %arg0 [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[T0:.*]] = stablehlo.slice %arg1 [0:3:2] : (tensor<4xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[P0:.*]] = stablehlo.multiply %[[T0]], %[[X1]] : tensor<2xf32>
// CHECK-NEXT: %[[T1:.*]] = stablehlo.slice %arg1 [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[P1:.*]] = stablehlo.multiply %[[T1]], %[[X0]] : tensor<2xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[P0]], %[[P1]] : tensor<2xf32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.broadcast_in_dim %[[ONE]], dims = [] : (tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[DY:.*]] = stablehlo.multiply %[[S]], %[[I]] : tensor<2xf32>
// CHECK-NEXT: return %[[Y]], %[[DY]]
func.func @f(%x: tensor<4xf32>) -> tensor<2xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %one) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A multi-operand body (argmax pooling): one reduce_window over the primal operands
// and the tangent of the float one, whose body is the body's jvp (the select picks the
// tangent too), gives the tangent; the integer operand has none.  The primal results
// come from a copy of the op, which linearization keeps in the primal function.

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>, tensor<2xf32>)
// CHECK: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK: %[[TZ:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[R:.*]]:3 = "stablehlo.reduce_window"(%arg0, %[[I]], %arg1, %{{.*}}, %{{.*}}, %[[TZ]]) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}>
// CHECK-NEXT: ^bb0(%[[AV:.*]]: tensor<f32>, %[[AI:.*]]: tensor<i32>, %[[AT:.*]]: tensor<f32>, %[[BV:.*]]: tensor<f32>, %[[BI:.*]]: tensor<i32>, %[[BT:.*]]: tensor<f32>):
// CHECK-NEXT: %[[GT:.*]] = stablehlo.compare GT, %[[BV]], %[[AV]]
// CHECK-NEXT: %[[V:.*]] = stablehlo.select %[[GT]], %[[BV]], %[[AV]]
// CHECK-NEXT: %[[T:.*]] = stablehlo.select %[[GT]], %[[BT]], %[[AT]]
// CHECK-NEXT: %[[K:.*]] = stablehlo.select %[[GT]], %[[BI]], %[[AI]]
// CHECK-NEXT: stablehlo.return %[[V]], %[[K]], %[[T]]
// CHECK: %[[P:.*]]:2 = "stablehlo.reduce_window"(%arg0, %[[I]], %{{.*}}, %{{.*}}) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}>
// CHECK: return %[[P]]#0, %[[P]]#1, %[[R]]#2
func.func @f(%x: tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = "stablehlo.reduce_window"(%x, %i, %ninf, %zero) ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = stablehlo.compare GT, %bv, %av : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %bv, %av : tensor<i1>, tensor<f32>
    %k = stablehlo.select %gt, %bi, %ai : tensor<i1>, tensor<i32>
    stablehlo.return %v, %k : tensor<f32>, tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xi32>
}
