// Fuzzer --seed 423 --data-indices --random --host-loops, f199 (ui16, no loop): a
// ui16 -> i16 -> ui16 round trip (two bitcasts after hostcall-fold-convert-round-trips,
// which IREE folds) updated with a slice of its own source; IREE 3.13 ran the update in
// place and read the update from the buffer it wrote.  Fixed in
// hostcall-guard-self-updates (targets count through same-width bitcasts and views).
// values mismatch: result 0[2]: np.uint16(19), expected np.uint16(4)
func.func @f199(%a0: tensor<5xui16>, %a1: tensor<5xui16>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xui16>) {
  %v34143 = "stablehlo.convert"(%a0) : (tensor<5xui16>) -> tensor<5xi16>
  %v34144 = "stablehlo.convert"(%v34143) : (tensor<5xi16>) -> tensor<5xui16>
  %v34145 = "stablehlo.dynamic_slice"(%a0, %i1) {slice_sizes = array<i64: 4>} : (tensor<5xui16>, tensor<i32>) -> tensor<4xui16>
  %v34146 = "stablehlo.dynamic_update_slice"(%v34144, %v34145, %i0) : (tensor<5xui16>, tensor<4xui16>, tensor<i32>) -> tensor<5xui16>
  return %v34146 : tensor<5xui16>
}
// inputs: [19,  4,  6,  5, 14]; [ 5, 14,  8, 15, 18]; 7; -2
// reference: [19, 19,  4,  6,  5]
// compiled:  [19, 19, 19, 19, 19]
