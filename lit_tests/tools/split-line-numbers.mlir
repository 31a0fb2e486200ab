// RUN: not hostcall-opt %s -split-input-file 2>&1 | filecheck %s

// Diagnostics in later chunks report lines of the whole file, like mlir-opt;
// the good chunk is still printed and the exit code is 1.

// CHECK: split-line-numbers.mlir:[[# @LINE + 6]]:8: error: 'stablehlo.add' op requires the same shape for all operands and results
// CHECK-NEXT: {{^}}  %0 = stablehlo.add %a, %b
// CHECK-NEXT: {{^}}       ^
// CHECK: split-line-numbers.mlir:[[# @LINE + 10]]:10: error: use of undeclared SSA value name
// CHECK: func.func @good
func.func @bad_shapes(%a: tensor<4xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undeclared() -> tensor<4xf32> {
  return %nope : tensor<4xf32>
}

// -----

func.func @good(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
