// RUN: hostcall-opt %s | filecheck %s
// RUN: hostcall-opt %s | hostcall-opt | filecheck %s
// RUN: hostcall-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// Parse, verify and print: the printed module parses again to the same text.

// CHECK-LABEL: func.func @add_sin
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<4xf32>
// CHECK: %[[R:.*]] = stablehlo.sine %[[S]] : tensor<4xf32>
// CHECK: return %[[R]] : tensor<4xf32>
// GENERIC-LABEL: "func.func"
// GENERIC: "stablehlo.add"
// GENERIC: "stablehlo.sine"
// GENERIC: "func.return"
func.func @add_sin(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.sine %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: func.func @while_loop
// CHECK: stablehlo.while
// CHECK: stablehlo.compare LT
// CHECK: stablehlo.return
func.func @while_loop(%n: tensor<i32>) -> tensor<i32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %r = stablehlo.while(%i = %c0) : tensor<i32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %j = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %j : tensor<i32>
    }
  return %r : tensor<i32>
}
