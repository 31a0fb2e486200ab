// RUN: hostcall-opt %s -split-input-file --verify-diagnostics --pass-pipeline=hostcall-import-jax-callbacks

// An FFI callback without JAX's index cannot get a stable name.

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{custom_call @xla_ffi_python_cpu_callback records no callback index}}
  %r = stablehlo.custom_call @xla_ffi_python_cpu_callback(%x) {has_side_effect = true} : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// A token in but none out is not what JAX emits for an ordered callback.

func.func @main(%t: !stablehlo.token, %x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{callback 0 takes an effect token but does not return one first}}
  %r = stablehlo.custom_call @xla_ffi_python_cpu_callback(%t, %x) {has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}} : (!stablehlo.token, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// Tuples are not hostcall callback operands.

func.func @main(%x: tuple<tensor<f32>>) -> tensor<f32> {
  // expected-error @+1 {{callback 0 takes or returns tuple<tensor<f32>>; hostcall callbacks take and return ranked tensors}}
  %r = stablehlo.custom_call @xla_ffi_python_cpu_callback(%x) {mhlo.backend_config = {index = 0 : ui64}} : (tuple<tensor<f32>>) -> tensor<f32>
  return %r : tensor<f32>
}
