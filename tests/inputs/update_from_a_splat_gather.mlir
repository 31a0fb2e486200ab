// A dynamic_update_slice into zeros whose update is a slice of a gather of a broadcast of
// a splat constant: IREE 3.13 folds the update to a slice of a larger fill and its CPU code
// generator rejects the dispatch ("write affecting operations on global resources are
// restricted to workgroup distributed contexts"; the fuzzer's seed 443 f75_vjp_v1, shrunk).
func.func @main(%x: tensor<2x2x3xf32>, %idx: tensor<2x2xi32>, %j0: tensor<i32>, %j1: tensor<i32>) -> (tensor<2x2x3xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<2x3xf32>
  %b = stablehlo.broadcast_in_dim %z, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %g = "stablehlo.gather"(%b, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<2x2x3xf32>, tensor<2x2xi32>) -> tensor<2x1x2xf32>
  %k0 = stablehlo.constant dense<0> : tensor<i32>
  %k1 = stablehlo.constant dense<1> : tensor<i32>
  %s0 = stablehlo.dynamic_slice %g, %k0, %k0, %k0, sizes = [1, 1, 2] : (tensor<2x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2xf32>
  %zt = stablehlo.constant dense<0.0> : tensor<2x2x3xf32>
  %u0 = stablehlo.dynamic_update_slice %zt, %s0, %k0, %j0, %j1 : (tensor<2x2x3xf32>, tensor<1x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
  %s1 = stablehlo.dynamic_slice %g, %k1, %k0, %k0, sizes = [1, 1, 2] : (tensor<2x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2xf32>
  %u1 = stablehlo.dynamic_update_slice %u0, %s1, %k1, %j1, %j0 : (tensor<2x2x3xf32>, tensor<1x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
  %a = stablehlo.add %x, %u1 : tensor<2x2x3xf32>
  return %a : tensor<2x2x3xf32>
}
