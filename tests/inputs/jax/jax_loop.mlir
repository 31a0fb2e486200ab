module @jit_loop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<4xf32>) -> (!stablehlo.token {jax.token = true}, tensor<4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg1) : !stablehlo.token, tensor<i32>, tensor<i32>, tensor<4xf32>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:3 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (!stablehlo.token, tensor<i32>, tensor<4xf32>) -> (!stablehlo.token, tensor<i32>, tensor<4xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %1#0, %2, %1#1, %1#2 : !stablehlo.token, tensor<i32>, tensor<i32>, tensor<4xf32>
    }
    return %0#0, %0#3 : !stablehlo.token, tensor<4xf32>
  }
  func.func private @closed_call(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<i32>, %arg2: tensor<4xf32>) -> (!stablehlo.token {jax.token = true}, tensor<i32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg0, %arg1, %arg2) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<i32>, tensor<4xf32>) -> !stablehlo.token
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.add %arg2, %2 : tensor<4xf32>
    return %1, %0, %3 : !stablehlo.token, tensor<i32>, tensor<4xf32>
  }
}
