// Differential fuzzer, --seed 29 --count 300 --x64 --host-loops, f184 (shrunk; no loop).
// IREE 3.13 folds the full-size dynamic_update_slice %v4413 to a slice of %a1, so
// and(%a1, %v4413) is %a1, updated in place by %v4415 and returned: result 1 came out
// with %v4415's row.  Fixed by hostcall-guard-returned-arguments (an idempotent op is an
// argument both its operands may be).
func.func @f184(%a0: tensor<2x3xui64>, %a1: tensor<2x3xui64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xui64>, tensor<2x3xui64>) {
  %v4412 = "stablehlo.dynamic_slice"(%a1, %i1, %i1) {slice_sizes = array<i64: 2, 3>} : (tensor<2x3xui64>, tensor<i32>, tensor<i32>) -> tensor<2x3xui64>
  %v4413 = "stablehlo.dynamic_update_slice"(%a0, %v4412, %i1, %i0) : (tensor<2x3xui64>, tensor<2x3xui64>, tensor<i32>, tensor<i32>) -> tensor<2x3xui64>
  %v4414 = "stablehlo.dynamic_slice"(%a0, %i0, %i1) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xui64>, tensor<i32>, tensor<i32>) -> tensor<1x3xui64>
  %v4415 = "stablehlo.dynamic_update_slice"(%a1, %v4414, %i1, %i1) : (tensor<2x3xui64>, tensor<1x3xui64>, tensor<i32>, tensor<i32>) -> tensor<2x3xui64>
  %v4416 = "stablehlo.and"(%a1, %v4413) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
  %c4417 = stablehlo.constant dense<[[3], [-2]]> : tensor<2x1xi32>
  %v4418 = "stablehlo.gather"(%v4415, %c4417) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xui64>, tensor<2x1xi32>) -> tensor<2x3xui64>
  return %v4418, %v4416 : tensor<2x3xui64>, tensor<2x3xui64>
}
