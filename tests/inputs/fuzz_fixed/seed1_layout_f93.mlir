// Fixed (found by `fuzz_campaign.py --seed 1 --layout`): a sort of (x, x), one argument
// given twice: IREE 3.13 copies each operand into its result's buffer inside the in-place
// sort and rejected the second copy ("write affecting operations on global resources").
// hostcall-sort-copies sorts a copy of the repeated operand.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: 'linalg.generic' op write affecting operations on global resources are restricted to workgroup distributed contexts.
func.func @f93(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xi32>) {
  %v2108:2 = "stablehlo.sort"(%a0, %a0) ({
  ^bb0(%p2104: tensor<i32>, %q2105: tensor<i32>, %p2106: tensor<i32>, %q2107: tensor<i32>):
  %v2109 = "stablehlo.compare"(%p2104, %q2105) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v2109) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2x3xi32>, tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>)
  return %v2108#1 : tensor<2x3xi32>
}
// inputs: [[ -3,  17, -12], [-16, -19,  15]]; [[-13,   7,  12], [ 15,  14,   1]]; -3; 0
