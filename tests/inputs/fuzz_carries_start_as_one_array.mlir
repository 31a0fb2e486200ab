// A differential-fuzzer program (seed 9, f260, shrunk): the second loop's two array
// carries start as one value; IREE 3.13's VM read a null buffer entering it.
func.func @main(%a0: tensor<2x3xf16>, %a1: tensor<2x3xf16>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf16>) {
  %c6804 = stablehlo.constant dense<[[4], [4]]> : tensor<2x1xi32>
  %v6805 = "stablehlo.gather"(%a1, %c6804) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xf16>, tensor<2x1xi32>) -> tensor<2x3xf16>
  %c6806 = stablehlo.constant dense<0> : tensor<i32>
  %c6807 = stablehlo.constant dense<0> : tensor<i32>
  %w6810:2 = "stablehlo.while"(%c6807, %v6805) ({
  ^bb0(%k6808: tensor<i32>, %x6809: tensor<2x3xf16>):
  %c6811 = stablehlo.constant dense<2> : tensor<i32>
  %v6812 = "stablehlo.compare"(%k6808, %c6811) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v6812) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k6813: tensor<i32>, %x6814: tensor<2x3xf16>):
  %v6815 = "stablehlo.dynamic_slice"(%v6805, %k6813, %c6806) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf16>, tensor<i32>, tensor<i32>) -> tensor<1x3xf16>
  %v6816 = "stablehlo.dynamic_slice"(%x6814, %k6813, %c6806) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf16>, tensor<i32>, tensor<i32>) -> tensor<1x3xf16>
  %v6817 = "stablehlo.maximum"(%v6815, %v6816) : (tensor<1x3xf16>, tensor<1x3xf16>) -> tensor<1x3xf16>
  %v6818 = "stablehlo.dynamic_update_slice"(%x6814, %v6817, %k6813, %c6806) : (tensor<2x3xf16>, tensor<1x3xf16>, tensor<i32>, tensor<i32>) -> tensor<2x3xf16>
  %c6819 = stablehlo.constant dense<1> : tensor<i32>
  %v6820 = "stablehlo.add"(%k6813, %c6819) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v6820, %v6818) : (tensor<i32>, tensor<2x3xf16>) -> ()
  }) : (tensor<i32>, tensor<2x3xf16>) -> (tensor<i32>, tensor<2x3xf16>)
  %c6821 = stablehlo.constant dense<0> : tensor<i32>
  %w6825:3 = "stablehlo.while"(%c6821, %w6810#1, %w6810#1) ({
  ^bb0(%k6822: tensor<i32>, %x6823: tensor<2x3xf16>, %x6824: tensor<2x3xf16>):
  %c6826 = stablehlo.constant dense<3> : tensor<i32>
  %v6827 = "stablehlo.compare"(%k6822, %c6826) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v6827) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k6828: tensor<i32>, %x6829: tensor<2x3xf16>, %x6830: tensor<2x3xf16>):
  %v6831 = "stablehlo.dynamic_slice"(%x6829, %k6828, %k6828) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf16>, tensor<i32>, tensor<i32>) -> tensor<1x3xf16>
  %v6832 = "stablehlo.dynamic_update_slice"(%x6830, %v6831, %i0, %i0) : (tensor<2x3xf16>, tensor<1x3xf16>, tensor<i32>, tensor<i32>) -> tensor<2x3xf16>
  %v6833 = "stablehlo.case"(%k6828) ({
  %v6834 = "stablehlo.convert"(%x6830) : (tensor<2x3xf16>) -> tensor<2x3xf64>
  %v6835 = "stablehlo.convert"(%v6834) : (tensor<2x3xf64>) -> tensor<2x3xf16>
    "stablehlo.return"(%v6835) : (tensor<2x3xf16>) -> ()
  }, {
  %c6836 = stablehlo.constant dense<[[-2], [-1]]> : tensor<2x1xi32>
  %v6837 = "stablehlo.gather"(%v6805, %c6836) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xf16>, tensor<2x1xi32>) -> tensor<2x3xf16>
    "stablehlo.return"(%v6837) : (tensor<2x3xf16>) -> ()
  }, {
  %v6838 = "stablehlo.compare"(%v6832, %v6832) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xi1>
  %v6839 = "stablehlo.select"(%v6838, %x6830, %v6832) : (tensor<2x3xi1>, tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
    "stablehlo.return"(%v6839) : (tensor<2x3xf16>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf16>
  %c6840 = stablehlo.constant dense<1> : tensor<i32>
  %v6841 = "stablehlo.add"(%k6828, %c6840) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v6841, %v6832, %v6833) : (tensor<i32>, tensor<2x3xf16>, tensor<2x3xf16>) -> ()
  }) : (tensor<i32>, tensor<2x3xf16>, tensor<2x3xf16>) -> (tensor<i32>, tensor<2x3xf16>, tensor<2x3xf16>)
  return %w6825#1 : tensor<2x3xf16>
}
