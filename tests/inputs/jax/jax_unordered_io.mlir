module @jit_unordered_io attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg0) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
