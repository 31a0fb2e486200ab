// RUN: hostcall-opt %s -split-input-file --verify-diagnostics --pass-pipeline='hostcall-jvp{function=f}'

// A pure callback reached by a tangent has no derivative.

func.func @f(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{Pure callbacks do not support JVP. Please use `hostcall.custom_jvp` to use callbacks while taking gradients.}}
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "host_sin", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @f(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{IO callbacks do not support JVP.}}
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "io", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// An op without a rule is named with its location, once its tangent is used.

func.func @f(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{differentiation rule for 'stablehlo.cholesky' not implemented}}
  %0 = stablehlo.cholesky %x, lower = true : tensor<3x3xf32>
  %1 = stablehlo.negate %0 : tensor<3x3xf32>
  %unused = stablehlo.cholesky %x, lower = true : tensor<3x3xf32>
  return %1 : tensor<3x3xf32>
}

// -----

func.func @f(%x: tensor<5xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{differentiation of a scatter other than scatter-add or scatter-set is not supported}}
  %0 = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<5xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
