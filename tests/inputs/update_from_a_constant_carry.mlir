// The same as update_from_a_splat_gather.mlir in a loop body, the splat a carry that
// starts as zeros and that the body returns as zeros (a zero cotangent carry).
func.func @main(%x0: tensor<2x2x3xf32>, %idx: tensor<2x2xi32>, %j: tensor<2xi32>) -> (tensor<2x2x3xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %z0 = stablehlo.constant dense<0.0> : tensor<2x3xf32>
  %w:3 = stablehlo.while(%i = %c0, %x = %x0, %z = %z0) : tensor<i32>, tensor<2x2x3xf32>, tensor<2x3xf32>
  cond {
    %n = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %b = stablehlo.broadcast_in_dim %z, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %g = "stablehlo.gather"(%b, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<2x2x3xf32>, tensor<2x2xi32>) -> tensor<2x1x2xf32>
    %k0 = stablehlo.constant dense<0> : tensor<i32>
    %k1 = stablehlo.constant dense<1> : tensor<i32>
    %j0s = stablehlo.slice %j [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %j0 = stablehlo.reshape %j0s : (tensor<1xi32>) -> tensor<i32>
    %j1s = stablehlo.slice %j [1:2] : (tensor<2xi32>) -> tensor<1xi32>
    %j1 = stablehlo.reshape %j1s : (tensor<1xi32>) -> tensor<i32>
    %s0 = stablehlo.dynamic_slice %g, %k0, %k0, %k0, sizes = [1, 1, 2] : (tensor<2x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2xf32>
    %zt = stablehlo.constant dense<0.0> : tensor<2x2x3xf32>
    %u0 = stablehlo.dynamic_update_slice %zt, %s0, %k0, %j0, %j1 : (tensor<2x2x3xf32>, tensor<1x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
    %s1 = stablehlo.dynamic_slice %g, %k1, %k0, %k0, sizes = [1, 1, 2] : (tensor<2x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2xf32>
    %u1 = stablehlo.dynamic_update_slice %u0, %s1, %k1, %j1, %j0 : (tensor<2x2x3xf32>, tensor<1x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
    %a = stablehlo.add %x, %u1 : tensor<2x2x3xf32>
    %zz = stablehlo.constant dense<0.0> : tensor<2x3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %a, %zz : tensor<i32>, tensor<2x2x3xf32>, tensor<2x3xf32>
  }
  return %w#1 : tensor<2x2x3xf32>
}
