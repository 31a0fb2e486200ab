// Fixed (found by `fuzz_campaign.py --seed 1 --layout`, the new layout statements): a sort
// of a slice of a value another op reads (returned too), padded back: IREE 3.13 fused the
// slice's copy and the pad's fill into its in-place sort and rejected both ("write affecting
// operations on global resources are restricted to workgroup distributed contexts").
// hostcall-sort-copies copies the slice and the sorted values the pad reads.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: 'linalg.generic' op write affecting operations on global resources are restricted to workgroup distributed contexts.
func.func @f8(%a0: tensor<2x3xui32>, %a1: tensor<2x3xui32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xui32>, tensor<2x3xui32>) {
  %v132 = "stablehlo.slice"(%a1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xui32>) -> tensor<1x1xui32>
  %v135:1 = "stablehlo.sort"(%v132) ({
  ^bb0(%p133: tensor<ui32>, %q134: tensor<ui32>):
  %v136 = "stablehlo.compare"(%p133, %q134) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    "stablehlo.return"(%v136) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<1x1xui32>) -> (tensor<1x1xui32>)
  %c137 = stablehlo.constant dense<3> : tensor<ui32>
  %v138 = "stablehlo.pad"(%v135#0, %c137) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 1, 1>, interior_padding = array<i64: 0, 0>} : (tensor<1x1xui32>, tensor<ui32>) -> tensor<2x3xui32>
  return %v138, %a1 : tensor<2x3xui32>, tensor<2x3xui32>
}
// inputs: [[10,  4, 19], [19, 16, 14]]; [[17, 16, 14], [ 2, 10,  0]]; 1; -2
