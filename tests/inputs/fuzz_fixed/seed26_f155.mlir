// Differential fuzzer, --seed 26 --count 300 --x64, f155 (shrunk).  iree-compile 3.13
// rejected it: "circular dependency: input operation uses partition output", with or
// without hostcall's passes: the loop starts a carry as %a0 and %v4565, which ops after
// the loop read again (IREE's stream partitioning put their producers in a cycle with the
// loop).  Fixed by hostcall-guard-loop-entries, which reads such values after the loop
// through an optimization_barrier.
func.func @f155(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>) {
  %c4564 = stablehlo.constant dense<[[3], [1], [4]]> : tensor<3x1xi32>
  %v4565 = "stablehlo.gather"(%a0, %c4564) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  %c4566 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %v4567 = "stablehlo.reduce"(%a0, %c4566) ({
  ^bb0(%p4568: tensor<f32>, %q4569: tensor<f32>):
  %v4570 = "stablehlo.maximum"(%p4568, %q4569) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v4570) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %v4571 = "stablehlo.broadcast_in_dim"(%v4567) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
  %v4572 = "stablehlo.multiply"(%v4571, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c4573 = stablehlo.constant dense<0> : tensor<i32>
  %w4577:3 = "stablehlo.while"(%c4573, %v4565, %a0) ({
  ^bb0(%k4574: tensor<i32>, %x4575: tensor<3x4xf32>, %x4576: tensor<3x4xf32>):
  %c4578 = stablehlo.constant dense<2> : tensor<i32>
  %v4579 = "stablehlo.compare"(%k4574, %c4578) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v4579) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k4580: tensor<i32>, %x4581: tensor<3x4xf32>, %x4582: tensor<3x4xf32>):
  %v4583 = "stablehlo.maximum"(%x4582, %v4572) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c4584 = stablehlo.constant dense<[[0], [4], [0]]> : tensor<3x1xi32>
  %v4585 = "stablehlo.gather"(%x4582, %c4584) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  %c4586 = stablehlo.constant dense<1> : tensor<i32>
  %v4587 = "stablehlo.add"(%k4580, %c4586) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v4587, %v4583, %v4585) : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
  }) : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>)
  %v4588 = "stablehlo.compare"(%a0, %v4565) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %v4589 = "stablehlo.select"(%v4588, %w4577#1, %a0) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %v4589 : tensor<3x4xf32>
}
