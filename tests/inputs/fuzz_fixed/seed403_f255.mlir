// Fixed finding (was open): `fuzz_campaign.py --seed 403 --data-indices --random`, f255:
// iree-compile 3.13 crashed (SIGSEGV / SIGABRT) on this bf16 loop after the host-loop
// pipeline: the outer loop's array carry only started a carry of the nested loop that
// nothing reads, so hostcall-guard-unread-carries did not count it unread.  It now does
// (tests/inputs/carry_into_a_dead_nested_carry.mlir is the canary's input).
// compile mismatch: <fuzz>: error: IREE failed to compile the module: Error invoking IREE compiler tool iree-compile
func.func @f255(%a0: tensor<2x3xbf16>, %a1: tensor<2x3xbf16>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xbf16>) {
  %c49244 = stablehlo.constant dense<true> : tensor<i1>
  %c49245 = stablehlo.constant dense<0> : tensor<i32>
  %w49246:4 = "stablehlo.while"(%c49245, %i1, %c49244, %a1) ({
  ^bb0(%x49247: tensor<i32>, %x49248: tensor<i32>, %x49249: tensor<i1>, %x49250: tensor<2x3xbf16>):
  %c49251 = stablehlo.constant dense<6> : tensor<i32>
  %v49252 = "stablehlo.compare"(%x49247, %c49251) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v49253 = "stablehlo.and"(%v49252, %x49249) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v49253) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x49254: tensor<i32>, %x49255: tensor<i32>, %x49256: tensor<i1>, %x49257: tensor<2x3xbf16>):
  %c49258 = stablehlo.constant dense<0> : tensor<i32>
  %w49262:3 = "stablehlo.while"(%c49258, %a0, %x49257) ({
  ^bb0(%k49259: tensor<i32>, %x49260: tensor<2x3xbf16>, %x49261: tensor<2x3xbf16>):
  %c49263 = stablehlo.constant dense<3> : tensor<i32>
  %v49264 = "stablehlo.compare"(%k49259, %c49263) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v49264) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k49265: tensor<i32>, %x49266: tensor<2x3xbf16>, %x49267: tensor<2x3xbf16>):
  %c49268 = stablehlo.constant dense<[[-2], [-2]]> : tensor<2x1xi32>
  %v49269 = "stablehlo.gather"(%a0, %c49268) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xbf16>, tensor<2x1xi32>) -> tensor<2x3xbf16>
  %v49270 = "stablehlo.convert"(%x49266) : (tensor<2x3xbf16>) -> tensor<2x3xf32>
  %c49271 = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %v49272 = "stablehlo.abs"(%v49270) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %v49273 = "stablehlo.add"(%v49272, %c49271) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v49274 = "stablehlo.divide"(%v49270, %v49273) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v49275 = "stablehlo.convert"(%v49274) : (tensor<2x3xf32>) -> tensor<2x3xbf16>
  %c49276 = stablehlo.constant dense<1> : tensor<i32>
  %v49277 = "stablehlo.add"(%k49265, %c49276) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v49277, %v49269, %v49275) : (tensor<i32>, tensor<2x3xbf16>, tensor<2x3xbf16>) -> ()
  }) : (tensor<i32>, tensor<2x3xbf16>, tensor<2x3xbf16>) -> (tensor<i32>, tensor<2x3xbf16>, tensor<2x3xbf16>)
  %c49278 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c49279 = stablehlo.constant dense<12345> : tensor<i32>
  %v49280 = "stablehlo.multiply"(%x49255, %c49278) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v49281 = "stablehlo.add"(%v49280, %c49279) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c49282 = stablehlo.constant dense<16> : tensor<i32>
  %c49283 = stablehlo.constant dense<7> : tensor<i32>
  %v49284 = "stablehlo.shift_right_logical"(%v49281, %c49282) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v49285 = "stablehlo.and"(%v49284, %c49283) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c49286 = stablehlo.constant dense<0> : tensor<i32>
  %v49287 = "stablehlo.compare"(%v49285, %c49286) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c49288 = stablehlo.constant dense<1> : tensor<i32>
  %v49289 = "stablehlo.add"(%x49254, %c49288) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v49289, %v49281, %v49287, %w49262#1) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xbf16>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xbf16>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xbf16>)
  return %w49246#3 : tensor<2x3xbf16>
}
// inputs: [[-0.820312, 4.90625, 2.10938], [0.964844, -1.76562, -4.25]]; [[2.5, 0.0247803, -5.90625], [7.46875, -3.04688, 1.46875]]; 5; 2
