// The gather of strided_gather_indices.mlir in a loop body, its column read from a carry
// that flips between rows 0 and 1 each trip: iree-compile 3.13 fails on it as on the
// gather alone; hostcall-contiguous-gather-indices gives the body a copy of the column.
func.func @main(%operand: tensor<3x2x3xf32>, %x: tensor<2x3x2x3xi32>, %n: tensor<i32>) -> tensor<2x3x2x3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %zero = stablehlo.constant dense<0.0> : tensor<2x3x2x3xf32>
  %w:3 = stablehlo.while(%i = %c0, %acc = %zero, %y = %x) : tensor<i32>, tensor<2x3x2x3xf32>, tensor<2x3x2x3xi32>
  cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %column = stablehlo.slice %y [0:2, 0:3, 0:2, 0:1] : (tensor<2x3x2x3xi32>) -> tensor<2x3x2x1xi32>
    %rows = "stablehlo.gather"(%operand, %column) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<2x3x2x1xi32>) -> tensor<2x3x2x3xf32>
    %acc1 = stablehlo.add %acc, %rows : tensor<2x3x2x3xf32>
    %one = stablehlo.constant dense<1> : tensor<2x3x2x3xi32>
    %y1 = stablehlo.subtract %one, %y : tensor<2x3x2x3xi32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %i1, %acc1, %y1 : tensor<i32>, tensor<2x3x2x3xf32>, tensor<2x3x2x3xi32>
  }
  return %w#1 : tensor<2x3x2x3xf32>
}
