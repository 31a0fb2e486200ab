// RUN: hostcall-opt %s -split-input-file --verify-diagnostics --pass-pipeline='hostcall-transpose{function=f}'

func.func @f(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{Pure callbacks do not support transpose. Please use `hostcall.custom_vjp` to use callbacks while taking gradients.}}
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "ident", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @f(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{IO callbacks do not support transpose.}}
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "io", hostcall.kind = "io", hostcall.ordered = false} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
