// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-import-jax-callbacks | filecheck %s
// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-import-jax-callbacks{names=0=cosine,2=show:debug}' | filecheck %s --check-prefix=NAMED

// What JAX 0.10.2 lowers jax.pure_callback, io_callback(ordered=True) and jax.debug.print
// to (tests/inputs/jax/jax_callbacks.mlir, sdy attributes left out): hostcall callbacks
// named by JAX's index; the ordered one is marked ordered, and JAX's tokens are dropped
// (hostcall-order-effects threads its own).

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %[[X:[a-zA-Z0-9_]+]]: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"})
// CHECK-NEXT: %[[P:[0-9]+]] = stablehlo.custom_call @hostcall.callback(%[[X]]) {hostcall.callback = "jax_callback_0", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: stablehlo.custom_call @hostcall.callback(%[[P]]) {has_side_effect = true, hostcall.callback = "jax_callback_1", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>) -> ()
// CHECK-NEXT: stablehlo.custom_call @hostcall.callback(%[[X]]) {has_side_effect = true, hostcall.callback = "jax_callback_2", hostcall.kind = "io", hostcall.ordered = false} : (tensor<4xf32>) -> ()
// CHECK-NOT: xla_ffi_python_cpu_callback
// CHECK-NOT: !stablehlo.token
// CHECK: return %{{.*}} : tensor<4xf32>

// NAMED-LABEL: func.func public @main(
// NAMED: hostcall.callback = "cosine", hostcall.kind = "pure"
// NAMED: hostcall.callback = "jax_callback_1", hostcall.kind = "io", hostcall.ordered = true
// NAMED: hostcall.callback = "show", hostcall.kind = "debug", hostcall.ordered = false
func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<4xf32>) -> (!stablehlo.token {jax.token = true}, tensor<4xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg0, %0) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<4xf32>) -> !stablehlo.token
  stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 2 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = []} : (tensor<4xf32>) -> ()
  %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
  %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %3 = stablehlo.multiply %0, %2 : tensor<4xf32>
  return %1, %3 : !stablehlo.token, tensor<4xf32>
}

// -----

// An ordered callback with results inside a while loop's called function: the token
// leaves the loop, the call, the function and the callback.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:[a-zA-Z0-9_]+]]: tensor<i32>) -> tensor<i32>
// CHECK-NEXT: %[[W:.*]] = stablehlo.while(%[[I:[a-zA-Z0-9_]+]] = %[[X]]) : tensor<i32>
// CHECK: %[[C:[0-9]+]] = func.call @body(%[[I]]) : (tensor<i32>) -> tensor<i32>
// CHECK-NEXT: stablehlo.return %[[C]] : tensor<i32>
// CHECK: return %[[W]] : tensor<i32>
// CHECK-LABEL: func.func private @body(
// CHECK-SAME: %[[A:[a-zA-Z0-9_]+]]: tensor<i32>) -> tensor<i32>
// CHECK-NEXT: %[[R:[0-9]+]] = stablehlo.custom_call @hostcall.callback(%[[A]]) {has_side_effect = true, hostcall.callback = "jax_callback_3", hostcall.kind = "io", hostcall.ordered = true} : (tensor<i32>) -> tensor<i32>
// CHECK-NEXT: return %[[R]] : tensor<i32>
func.func @main(%arg0: !stablehlo.token {jax.token = true}, %x: tensor<i32>) -> (!stablehlo.token {jax.token = true}, tensor<i32>) {
  %0:2 = stablehlo.while(%t = %arg0, %i = %x) : !stablehlo.token, tensor<i32>
  cond {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %1:2 = func.call @body(%t, %i) : (!stablehlo.token, tensor<i32>) -> (!stablehlo.token, tensor<i32>)
    stablehlo.return %1#0, %1#1 : !stablehlo.token, tensor<i32>
  }
  return %0#0, %0#1 : !stablehlo.token, tensor<i32>
}
func.func private @body(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<i32>) -> (!stablehlo.token {jax.token = true}, tensor<i32>) {
  %0:2 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg0, %arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 3 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<i32>) -> (!stablehlo.token, tensor<i32>)
  return %0#0, %0#1 : !stablehlo.token, tensor<i32>
}

// -----

// The legacy form (JAX before the FFI callbacks) passes a descriptor first and records
// no index: callbacks are numbered in module order and the descriptor is dropped.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:[a-zA-Z0-9_]+]]: tensor<f64>)
// CHECK-NEXT: %[[C:[a-z0-9_]+]] = stablehlo.constant dense<56238273106176> : tensor<i64>
// CHECK-NEXT: stablehlo.custom_call @hostcall.callback(%[[X]]) {has_side_effect = true, hostcall.callback = "jax_callback_0", hostcall.kind = "io", hostcall.ordered = false} : (tensor<f64>) -> ()
// CHECK-NEXT: %{{[0-9]+}} = stablehlo.custom_call @hostcall.callback(%[[X]]) {hostcall.callback = "jax_callback_1", hostcall.kind = "pure"
func.func @main(%arg0: tensor<f64>) -> tensor<f64> {
  %c = stablehlo.constant dense<56238273106176> : tensor<i64>
  stablehlo.custom_call @xla_python_cpu_callback(%c, %arg0) {api_version = 2 : i32, backend_config = "56238273106176", has_side_effect = true} : (tensor<i64>, tensor<f64>) -> ()
  %r = stablehlo.custom_call @xla_python_cpu_callback(%c, %arg0) {api_version = 2 : i32, backend_config = "56238273107000"} : (tensor<i64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}

// -----

// Other custom_calls and hostcall's own callbacks are left alone.

// CHECK-LABEL: func.func @others(
// CHECK-NEXT: stablehlo.custom_call @lapack_sgesv_ffi(
// CHECK-NEXT: stablehlo.custom_call @hostcall.callback({{.*}}hostcall.callback = "mine"
func.func @others(%x: tensor<f32>) -> tensor<f32> {
  %a = stablehlo.custom_call @lapack_sgesv_ffi(%x) : (tensor<f32>) -> tensor<f32>
  %b = stablehlo.custom_call @hostcall.callback(%a) {hostcall.callback = "mine", hostcall.kind = "pure", hostcall.ordered = false} : (tensor<f32>) -> tensor<f32>
  return %b : tensor<f32>
}
