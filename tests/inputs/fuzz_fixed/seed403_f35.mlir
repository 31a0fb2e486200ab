// values mismatch: result 1[0]: np.uint16(31), expected np.uint16(19)
func.func @f35(%a0: tensor<4xui16>, %a1: tensor<4xui16>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xui16>, tensor<4xui16>) {
  %v7914 = "stablehlo.convert"(%a0) : (tensor<4xui16>) -> tensor<4xui8>
  %v7915 = "stablehlo.convert"(%v7914) : (tensor<4xui8>) -> tensor<4xui16>
  %c7916 = stablehlo.constant dense<true> : tensor<i1>
  %c7917 = stablehlo.constant dense<0> : tensor<i32>
  %w7918:4 = "stablehlo.while"(%c7917, %i1, %c7916, %a1) ({
  ^bb0(%x7919: tensor<i32>, %x7920: tensor<i32>, %x7921: tensor<i1>, %x7922: tensor<4xui16>):
  %c7923 = stablehlo.constant dense<6> : tensor<i32>
  %v7924 = "stablehlo.compare"(%x7919, %c7923) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v7925 = "stablehlo.and"(%v7924, %x7921) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v7925) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x7926: tensor<i32>, %x7927: tensor<i32>, %x7928: tensor<i1>, %x7929: tensor<4xui16>):
  %v7930 = "stablehlo.reshape"(%a1) : (tensor<4xui16>) -> tensor<4x1xui16>
  %v7931 = "stablehlo.convert"(%v7930) : (tensor<4x1xui16>) -> tensor<4x1xi32>
  %v7932 = "stablehlo.gather"(%a1, %v7931) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<4xui16>, tensor<4x1xi32>) -> tensor<4xui16>
  %c7933 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c7934 = stablehlo.constant dense<12345> : tensor<i32>
  %v7935 = "stablehlo.multiply"(%x7927, %c7933) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v7936 = "stablehlo.add"(%v7935, %c7934) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c7937 = stablehlo.constant dense<16> : tensor<i32>
  %c7938 = stablehlo.constant dense<7> : tensor<i32>
  %v7939 = "stablehlo.shift_right_logical"(%v7936, %c7937) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v7940 = "stablehlo.and"(%v7939, %c7938) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c7941 = stablehlo.constant dense<0> : tensor<i32>
  %v7942 = "stablehlo.compare"(%v7940, %c7941) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v7943 = "stablehlo.slice"(%v7932) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xui16>) -> tensor<1xui16>
  %v7944 = "stablehlo.reshape"(%v7943) : (tensor<1xui16>) -> tensor<ui16>
  %c7945 = stablehlo.constant dense<1> : tensor<ui16>
  %v7946 = "stablehlo.compare"(%v7944, %c7945) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
  %v7947 = "stablehlo.xor"(%v7942, %v7946) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %c7948 = stablehlo.constant dense<1> : tensor<i32>
  %v7949 = "stablehlo.add"(%x7926, %c7948) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v7949, %v7936, %v7947, %v7932) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xui16>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xui16>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xui16>)
  %c7964 = stablehlo.constant dense<[[3], [0], [2], [3]]> : tensor<4x1xi32>
  %v7965 = "stablehlo.scatter"(%a1, %c7964, %a1) ({
  ^bb0(%p7966: tensor<ui16>, %q7967: tensor<ui16>):
  %v7968 = "stablehlo.add"(%p7966, %q7967) : (tensor<ui16>, tensor<ui16>) -> tensor<ui16>
    "stablehlo.return"(%v7968) : (tensor<ui16>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xui16>, tensor<4x1xi32>, tensor<4xui16>) -> tensor<4xui16>
  %v7969 = "stablehlo.slice"(%v7915) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui16>) -> tensor<1xui16>
  %v7970 = "stablehlo.reshape"(%v7969) : (tensor<1xui16>) -> tensor<ui16>
  %v7971 = "stablehlo.convert"(%v7970) : (tensor<ui16>) -> tensor<i32>
  %v7972 = "stablehlo.dynamic_slice"(%w7918#3, %v7971) {slice_sizes = array<i64: 3>} : (tensor<4xui16>, tensor<i32>) -> tensor<3xui16>
  %v7973 = "stablehlo.slice"(%v7915) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xui16>) -> tensor<1xui16>
  %v7974 = "stablehlo.reshape"(%v7973) : (tensor<1xui16>) -> tensor<ui16>
  %v7975 = "stablehlo.convert"(%v7974) : (tensor<ui16>) -> tensor<i32>
  %v7976 = "stablehlo.dynamic_update_slice"(%a1, %v7972, %v7975) : (tensor<4xui16>, tensor<3xui16>, tensor<i32>) -> tensor<4xui16>
  %c7977 = stablehlo.constant dense<0> : tensor<i32>
  %w7980:2 = "stablehlo.while"(%c7977, %v7965) ({
  ^bb0(%k7978: tensor<i32>, %x7979: tensor<4xui16>):
  %c7981 = stablehlo.constant dense<4> : tensor<i32>
  %v7982 = "stablehlo.compare"(%k7978, %c7981) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v7982) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k7983: tensor<i32>, %x7984: tensor<4xui16>):
  %v7985 = "stablehlo.dynamic_slice"(%w7918#3, %k7983) {slice_sizes = array<i64: 1>} : (tensor<4xui16>, tensor<i32>) -> tensor<1xui16>
  %v7986 = "stablehlo.dynamic_slice"(%x7984, %k7983) {slice_sizes = array<i64: 1>} : (tensor<4xui16>, tensor<i32>) -> tensor<1xui16>
  %v7987 = "stablehlo.minimum"(%v7985, %v7986) : (tensor<1xui16>, tensor<1xui16>) -> tensor<1xui16>
  %v7988 = "stablehlo.dynamic_update_slice"(%x7984, %v7987, %k7983) : (tensor<4xui16>, tensor<1xui16>, tensor<i32>) -> tensor<4xui16>
  %c7989 = stablehlo.constant dense<1> : tensor<i32>
  %v7990 = "stablehlo.add"(%k7983, %c7989) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v7990, %v7988) : (tensor<i32>, tensor<4xui16>) -> ()
  }) : (tensor<i32>, tensor<4xui16>) -> (tensor<i32>, tensor<4xui16>)
  return %w7980#1, %v7976 : tensor<4xui16>, tensor<4xui16>
}
// inputs: [11, 19,  6, 16]; [19, 12, 15, 19]; 3; 0
// reference: [19, 12, 19, 19]; [19, 19, 19, 19]
// compiled:  [19, 12, 19, 19]; [31, 19, 19, 19]
