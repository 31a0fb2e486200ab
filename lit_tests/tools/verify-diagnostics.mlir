// RUN: hostcall-opt %s -split-input-file --verify-diagnostics

// Negative tests: each chunk is invalid IR and names the error it must produce.

func.func @shape_mismatch(%a: tensor<4xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{requires the same shape for all operands and results}}
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @element_type_mismatch(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  // expected-error @-1 {{op requires the same element type for all operands and results}}
  return %0 : tensor<4xf32>
}

// -----

func.func @wrong_return(%a: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @below {{type of return operand 0 ('tensor<4xf32>') doesn't match function result type ('tensor<2xf32>')}}
  return %a : tensor<4xf32>
}

// -----

func.func @undeclared_value() -> tensor<4xf32> {
  return %missing : tensor<4xf32> // expected-error {{use of undeclared SSA value name}}
}

// -----

func.func @bad_transpose(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.transpose %a, dims = [0, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // expected-error @above {{attribute permutation must be a permutation of [0, 1] but got 0, 0}}
  // expected-error @above {{'stablehlo.transpose' op failed to infer returned types}}
  return %0 : tensor<3x2xf32>
}

// -----

func.func @bad_dot(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{contracting dimension sizes must match}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// A valid chunk among invalid ones produces no diagnostics.
func.func @valid(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
