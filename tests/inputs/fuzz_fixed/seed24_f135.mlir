// Differential fuzzer, --seed 24 --count 300 --x64, f135 (shrunk).  No loop: IREE 3.13
// folds select(a0 <= a0, a1, ...) on integers to the argument a1, updates it in place
// (dynamic_update_slice) and returned that buffer for the select's result too: result 1
// was the update, [-16, 3, 19, 18], not a1.  Fixed by hostcall-guard-returned-arguments
// (a select may be either of its branches).
func.func @f135(%a0: tensor<4xi32>, %a1: tensor<4xi32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %v3321 = "stablehlo.compare"(%a1, %a0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %v3322 = "stablehlo.select"(%v3321, %a0, %a1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %v3354 = "stablehlo.compare"(%a0, %a0) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %v3355 = "stablehlo.select"(%v3354, %a1, %v3322) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %v3356 = "stablehlo.dynamic_slice"(%a0, %i0) {slice_sizes = array<i64: 3>} : (tensor<4xi32>, tensor<i32>) -> tensor<3xi32>
  %v3357 = "stablehlo.dynamic_update_slice"(%v3355, %v3356, %i1) : (tensor<4xi32>, tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  return %v3357, %v3355 : tensor<4xi32>, tensor<4xi32>
}
