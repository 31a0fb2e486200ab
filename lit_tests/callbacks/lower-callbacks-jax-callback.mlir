// RUN: hostcall-opt %s --verify-diagnostics --pass-pipeline=hostcall-lower-callbacks

// JAX's own Python callbacks look alike but hostcall cannot run them.

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{custom_call @xla_ffi_python_cpu_callback is not a hostcall callback}}
  %r = stablehlo.custom_call @xla_ffi_python_cpu_callback(%x) {has_side_effect = true} : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
