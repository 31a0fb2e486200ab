// RUN: hostcall-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(hostcall-vmap{function=f batch-size=2})'

func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{Cannot `vmap` ordered IO callback.}}
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "cb", hostcall.kind = "io", hostcall.ordered = true} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @f(%p: tensor<i1>) -> tensor<i1> {
  "stablehlo.if"(%p) ({
    // expected-error @+1 {{IO effect not supported in vmap-of-cond.}}
    stablehlo.custom_call @hostcall.callback() {has_side_effect = true, hostcall.callback = "cb", hostcall.kind = "io", hostcall.ordered = false} : () -> ()
    stablehlo.return
  }, {
    stablehlo.return
  }) : (tensor<i1>) -> ()
  return %p : tensor<i1>
}

// -----

func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{Batching rule for 'stablehlo.custom_call' not implemented: custom_call @my_kernel}}
  %0 = stablehlo.custom_call @my_kernel(%x) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
