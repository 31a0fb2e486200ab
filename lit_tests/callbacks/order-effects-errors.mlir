// RUN: hostcall-opt %s -split-input-file --verify-diagnostics --pass-pipeline=hostcall-order-effects

// Tokens cannot leave a reduction body.

func.func @main(%x: tensor<4xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{ordered callbacks are supported only in function bodies and in stablehlo.while, stablehlo.if, stablehlo.case regions, not inside this op}}
  %r = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
      stablehlo.custom_call @hostcall.callback(%a) {has_side_effect = true, hostcall.callback = "in_reduce", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> ()
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }
  return %r : tensor<f32>
}

// -----

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{a pure callback cannot be ordered}}
  %r = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "p", hostcall.kind = "pure", hostcall.ordered = true} : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
