// Fixed (found on commit 8d7af96 by `fuzz_campaign.py --seed 546 --host-loops --x64
// --layout`): the padding of result 0 came out as stale memory (float bit patterns, 0)
// instead of 1.  Two int64 pads of one result type read one padding value (two equal
// constants, which IREE merges), one of a product, one of the loop's result; IREE 3.13
// fills only one of them (raw iree-compile too, without the loop).
// hostcall-distinct-wide-fills gives every such pad after the first a copy of the value
// (tests/test_distinct_wide_fills.py).
// values mismatch: result 0[0, 0]: np.int64(4619187839930196635), expected np.int64(1)
func.func @f50(%a0: tensor<3x4xi64>, %a1: tensor<3x4xi64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xi64>, tensor<3x4xi64>) {
  %v875 = "stablehlo.dynamic_slice"(%a1, %i1, %i0) {slice_sizes = array<i64: 3, 3>} : (tensor<3x4xi64>, tensor<i32>, tensor<i32>) -> tensor<3x3xi64>
  %v876 = "stablehlo.dynamic_update_slice"(%a1, %v875, %i0, %i1) : (tensor<3x4xi64>, tensor<3x3xi64>, tensor<i32>, tensor<i32>) -> tensor<3x4xi64>
  %c877 = stablehlo.constant dense<0> : tensor<i32>
  %c878 = stablehlo.constant dense<0> : tensor<i32>
  %w881:2 = "stablehlo.while"(%c878, %v876) ({
  ^bb0(%k879: tensor<i32>, %x880: tensor<3x4xi64>):
  %c882 = stablehlo.constant dense<3> : tensor<i32>
  %v883 = "stablehlo.compare"(%k879, %c882) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v883) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k884: tensor<i32>, %x885: tensor<3x4xi64>):
  %v886 = "stablehlo.dynamic_slice"(%v876, %k884, %c877) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi64>, tensor<i32>, tensor<i32>) -> tensor<1x4xi64>
  %v887 = "stablehlo.dynamic_slice"(%x885, %k884, %c877) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi64>, tensor<i32>, tensor<i32>) -> tensor<1x4xi64>
  %v888 = "stablehlo.minimum"(%v886, %v887) : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi64>
  %v889 = "stablehlo.dynamic_update_slice"(%x885, %v888, %k884, %c877) : (tensor<3x4xi64>, tensor<1x4xi64>, tensor<i32>, tensor<i32>) -> tensor<3x4xi64>
  %c890 = stablehlo.constant dense<1> : tensor<i32>
  %v891 = "stablehlo.add"(%k884, %c890) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v891, %v889) : (tensor<i32>, tensor<3x4xi64>) -> ()
  }) : (tensor<i32>, tensor<3x4xi64>) -> (tensor<i32>, tensor<3x4xi64>)
  %v892 = "stablehlo.multiply"(%a0, %a1) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
  %v893 = "stablehlo.slice"(%w881#1) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<3x4xi64>) -> tensor<3x1xi64>
  %c894 = stablehlo.constant dense<1> : tensor<i64>
  %v895 = "stablehlo.pad"(%v893, %c894) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 3>, interior_padding = array<i64: 0, 0>} : (tensor<3x1xi64>, tensor<i64>) -> tensor<3x4xi64>
  %v896 = "stablehlo.slice"(%v892) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<3x4xi64>) -> tensor<3x1xi64>
  %c897 = stablehlo.constant dense<1> : tensor<i64>
  %v898 = "stablehlo.pad"(%v896, %c897) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 2>, interior_padding = array<i64: 0, 0>} : (tensor<3x1xi64>, tensor<i64>) -> tensor<3x4xi64>
  return %v898, %v895 : tensor<3x4xi64>, tensor<3x4xi64>
}
// inputs: [[-10,  -2,  -7, -15], [ 17,  17, -20,  -3], [  9,  -7,   3,  -7]]; [[-20, -10,  16,   9], [  5,  19,   8,   6], [  1,   0,   1,   7]]; -3; 4
// reference: [[   1, -112,    1,    1], [   1, -160,    1,    1], [   1,    3,    1,    1]]; [[-10,   1,   1,   1], [ 19,   1,   1,   1], [  0,   1,   1,   1]]
// compiled:  [[ 4619187839930196635,                 -112,  4617041365584826579,  -4604219934717268753], [                   0,                 -160,                    0,                     0], [-9223372036854775808,                    3,                    0,                     0]]; [[-10,   1,   1,   1], [ 19,   1,   1,   1], [  0,   1,   1,   1]]
