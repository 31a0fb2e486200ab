// Differential fuzzer, --seed 14 --count 300 --x64, f239 (shrunk).  The second loop's two
// bf16 carries start as one argument; hostcall-guard-loop-entries copied repeated carries
// of numpy kinds "iufc" only, so the bf16 one (kind "V") entered the loop as the same
// buffer twice and IREE 3.13's VM moved it out of the register the other carry kept:
// "ref is null" in hal.buffer_view.create (host loops).  Fixed by copying bf16 carries.
func.func @f239(%a0: tensor<5xbf16>, %a1: tensor<5xbf16>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xbf16>, tensor<5xbf16>) {
  %c6166 = stablehlo.constant dense<0> : tensor<i32>
  %w6169:2 = "stablehlo.while"(%c6166, %a0) ({
  ^bb0(%k6167: tensor<i32>, %x6168: tensor<5xbf16>):
  %c6170 = stablehlo.constant dense<5> : tensor<i32>
  %v6171 = "stablehlo.compare"(%k6167, %c6170) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v6171) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k6172: tensor<i32>, %x6173: tensor<5xbf16>):
  %v6174 = "stablehlo.dynamic_slice"(%a0, %k6172) {slice_sizes = array<i64: 1>} : (tensor<5xbf16>, tensor<i32>) -> tensor<1xbf16>
  %v6175 = "stablehlo.dynamic_slice"(%x6173, %k6172) {slice_sizes = array<i64: 1>} : (tensor<5xbf16>, tensor<i32>) -> tensor<1xbf16>
  %v6176 = "stablehlo.add"(%v6174, %v6175) : (tensor<1xbf16>, tensor<1xbf16>) -> tensor<1xbf16>
  %v6177 = "stablehlo.dynamic_update_slice"(%x6173, %v6176, %k6172) : (tensor<5xbf16>, tensor<1xbf16>, tensor<i32>) -> tensor<5xbf16>
  %c6178 = stablehlo.constant dense<1> : tensor<i32>
  %v6179 = "stablehlo.add"(%k6172, %c6178) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v6179, %v6177) : (tensor<i32>, tensor<5xbf16>) -> ()
  }) : (tensor<i32>, tensor<5xbf16>) -> (tensor<i32>, tensor<5xbf16>)
  %c6180 = stablehlo.constant dense<0> : tensor<i32>
  %w6184:3 = "stablehlo.while"(%c6180, %a0, %a0) ({
  ^bb0(%k6181: tensor<i32>, %x6182: tensor<5xbf16>, %x6183: tensor<5xbf16>):
  %c6185 = stablehlo.constant dense<0> : tensor<i32>
  %v6186 = "stablehlo.compare"(%k6181, %c6185) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v6186) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k6187: tensor<i32>, %x6188: tensor<5xbf16>, %x6189: tensor<5xbf16>):
  %v6190 = "stablehlo.compare"(%x6189, %x6189) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<5xbf16>, tensor<5xbf16>) -> tensor<5xi1>
  %v6191 = "stablehlo.select"(%v6190, %x6188, %w6169#1) : (tensor<5xi1>, tensor<5xbf16>, tensor<5xbf16>) -> tensor<5xbf16>
  %v6192 = "stablehlo.dynamic_slice"(%w6169#1, %i1) {slice_sizes = array<i64: 5>} : (tensor<5xbf16>, tensor<i32>) -> tensor<5xbf16>
  %v6193 = "stablehlo.dynamic_update_slice"(%x6189, %v6192, %i0) : (tensor<5xbf16>, tensor<5xbf16>, tensor<i32>) -> tensor<5xbf16>
  %c6194 = stablehlo.constant dense<1> : tensor<i32>
  %v6195 = "stablehlo.add"(%k6187, %c6194) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v6195, %v6191, %v6193) : (tensor<i32>, tensor<5xbf16>, tensor<5xbf16>) -> ()
  }) : (tensor<i32>, tensor<5xbf16>, tensor<5xbf16>) -> (tensor<i32>, tensor<5xbf16>, tensor<5xbf16>)
  %c6196 = stablehlo.constant dense<0> : tensor<i32>
  %w6199:2 = "stablehlo.while"(%c6196, %a1) ({
  ^bb0(%k6197: tensor<i32>, %x6198: tensor<5xbf16>):
  %c6200 = stablehlo.constant dense<5> : tensor<i32>
  %v6201 = "stablehlo.compare"(%k6197, %c6200) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v6201) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k6202: tensor<i32>, %x6203: tensor<5xbf16>):
  %v6204 = "stablehlo.dynamic_slice"(%w6169#1, %k6202) {slice_sizes = array<i64: 1>} : (tensor<5xbf16>, tensor<i32>) -> tensor<1xbf16>
  %v6205 = "stablehlo.dynamic_slice"(%x6203, %k6202) {slice_sizes = array<i64: 1>} : (tensor<5xbf16>, tensor<i32>) -> tensor<1xbf16>
  %v6206 = "stablehlo.minimum"(%v6204, %v6205) : (tensor<1xbf16>, tensor<1xbf16>) -> tensor<1xbf16>
  %v6207 = "stablehlo.dynamic_update_slice"(%x6203, %v6206, %k6202) : (tensor<5xbf16>, tensor<1xbf16>, tensor<i32>) -> tensor<5xbf16>
  %c6208 = stablehlo.constant dense<1> : tensor<i32>
  %v6209 = "stablehlo.add"(%k6202, %c6208) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v6209, %v6207) : (tensor<i32>, tensor<5xbf16>) -> ()
  }) : (tensor<i32>, tensor<5xbf16>) -> (tensor<i32>, tensor<5xbf16>)
  return %w6199#1, %w6184#1 : tensor<5xbf16>, tensor<5xbf16>
}
