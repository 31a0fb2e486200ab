// Differential fuzzer, --seed 12 --count 300 --x64, f217 (shrunk).  An inner loop
// updates (dynamic_update_slice) a value computed before the loops; IREE 3.13 ran the
// update in place on that value's buffer in every iteration without copying it, so the
// second iteration kept the first one's column: result 0[1, 3] was -2, not 15.  Fixed by
// hostcall-guard-self-updates (the update writes into a copy made in the loop body).
func.func @f217(%a0: tensor<3x4xi32>, %a1: tensor<3x4xi32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xi32>, tensor<3x4xi32>) {
  %v6095 = "stablehlo.convert"(%a0) : (tensor<3x4xi32>) -> tensor<3x4xi8>
  %v6096 = "stablehlo.convert"(%v6095) : (tensor<3x4xi8>) -> tensor<3x4xi32>
  %c6100 = stablehlo.constant dense<0> : tensor<i32>
  %w6104:3 = "stablehlo.while"(%c6100, %a0, %a0) ({
  ^bb0(%k6101: tensor<i32>, %x6102: tensor<3x4xi32>, %x6103: tensor<3x4xi32>):
  %c6105 = stablehlo.constant dense<2> : tensor<i32>
  %v6106 = "stablehlo.compare"(%k6101, %c6105) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v6106) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k6107: tensor<i32>, %x6108: tensor<3x4xi32>, %x6109: tensor<3x4xi32>):
  %v6110 = "stablehlo.minimum"(%x6109, %x6109) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
  %c6111 = stablehlo.constant dense<0> : tensor<i32>
  %w6115:3 = "stablehlo.while"(%c6111, %x6108, %x6109) ({
  ^bb0(%k6112: tensor<i32>, %x6113: tensor<3x4xi32>, %x6114: tensor<3x4xi32>):
  %c6116 = stablehlo.constant dense<2> : tensor<i32>
  %v6117 = "stablehlo.compare"(%k6112, %c6116) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v6117) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k6118: tensor<i32>, %x6119: tensor<3x4xi32>, %x6120: tensor<3x4xi32>):
  %v6121 = "stablehlo.dynamic_slice"(%x6120, %k6118, %k6107) {slice_sizes = array<i64: 3, 3>} : (tensor<3x4xi32>, tensor<i32>, tensor<i32>) -> tensor<3x3xi32>
  %v6122 = "stablehlo.dynamic_update_slice"(%v6096, %v6121, %i0, %k6107) : (tensor<3x4xi32>, tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x4xi32>
  %c6123 = stablehlo.constant dense<[[-1], [0], [5]]> : tensor<3x1xi32>
  %v6124 = "stablehlo.gather"(%v6096, %c6123) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xi32>, tensor<3x1xi32>) -> tensor<3x4xi32>
  %c6125 = stablehlo.constant dense<1> : tensor<i32>
  %v6126 = "stablehlo.add"(%k6118, %c6125) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v6126, %v6122, %v6124) : (tensor<i32>, tensor<3x4xi32>, tensor<3x4xi32>) -> ()
  }) : (tensor<i32>, tensor<3x4xi32>, tensor<3x4xi32>) -> (tensor<i32>, tensor<3x4xi32>, tensor<3x4xi32>)
  %c6127 = stablehlo.constant dense<1> : tensor<i32>
  %v6128 = "stablehlo.add"(%k6107, %c6127) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v6128, %v6110, %w6115#1) : (tensor<i32>, tensor<3x4xi32>, tensor<3x4xi32>) -> ()
  }) : (tensor<i32>, tensor<3x4xi32>, tensor<3x4xi32>) -> (tensor<i32>, tensor<3x4xi32>, tensor<3x4xi32>)
  return %w6104#1, %v6096 : tensor<3x4xi32>, tensor<3x4xi32>
}
