// RUN: not hostcall-opt %s -split-input-file --verify-diagnostics 2>&1 | filecheck %s

// --verify-diagnostics fails on unexpected diagnostics and on expected ones that
// were not produced, naming both.

// CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 3]]:8: error: unexpected error: 'stablehlo.add' op requires the same shape
// CHECK-NOT: see current operation
func.func @unexpected(%a: tensor<4xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 2]]:6: error: expected error "this never happens" was not produced
func.func @missing(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{this never happens}}
  return %a : tensor<4xf32>
}

// -----

// CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 4]]:8: error: unexpected error: op requires the same element type
// CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 2]]:6: error: expected error "a different message" was not produced
func.func @wrong_message(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{a different message}}
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
