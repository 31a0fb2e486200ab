// RUN: hostcall-opt %s -split-input-file | filecheck %s
// RUN: not hostcall-opt %s -split-input-file --pass-pipeline='builtin.module(nosuch)' 2>&1 | filecheck %s --check-prefix=BADPASS

// Each chunk is parsed and printed on its own; outputs are joined by '// -----'.

// CHECK-LABEL: func.func @first
// CHECK: stablehlo.negate
// CHECK: // -----
// CHECK-LABEL: func.func @second
// CHECK: stablehlo.abs
// CHECK: // -----
// CHECK-LABEL: func.func @first
// CHECK: stablehlo.exponential
// BADPASS: hostcall-opt: error: unknown pass 'nosuch'
func.func @first(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.negate %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @second(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.abs %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Symbols of different chunks do not clash: each chunk is its own module.
func.func @first(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.exponential %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}
