// Differential fuzzer, --seed 26 --count 300 --x64, f204 (shrunk).  iree-compile 3.13
// rejected it: "circular dependency: input operation uses partition output": the loop
// starts its carry as %v5729 = a1 * a1, which the compare after the loop reads again.
// Fixed by hostcall-guard-loop-entries, which reads such values after the loop through an
// optimization_barrier.
func.func @f204(%a0: tensor<2x3xf64>, %a1: tensor<2x3xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf64>) {
  %v5729 = "stablehlo.multiply"(%a1, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c5730 = stablehlo.constant dense<0> : tensor<i32>
  %w5733:2 = "stablehlo.while"(%c5730, %v5729) ({
  ^bb0(%k5731: tensor<i32>, %x5732: tensor<2x3xf64>):
  %c5734 = stablehlo.constant dense<3> : tensor<i32>
  %v5735 = "stablehlo.compare"(%k5731, %c5734) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v5735) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k5736: tensor<i32>, %x5737: tensor<2x3xf64>):
  %c5738 = stablehlo.constant dense<[[4], [-2]]> : tensor<2x1xi32>
  %v5739 = "stablehlo.gather"(%x5737, %c5738) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
  %c5740 = stablehlo.constant dense<1> : tensor<i32>
  %v5741 = "stablehlo.add"(%k5736, %c5740) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v5741, %v5739) : (tensor<i32>, tensor<2x3xf64>) -> ()
  }) : (tensor<i32>, tensor<2x3xf64>) -> (tensor<i32>, tensor<2x3xf64>)
  %v5745 = "stablehlo.compare"(%w5733#1, %v5729) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
  %v5746 = "stablehlo.select"(%v5745, %a1, %a0) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %v5746 : tensor<2x3xf64>
}
