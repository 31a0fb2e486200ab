// Fixed (found on commit 6c58e35 by `fuzz_campaign.py --seed 531 --transforms --host-loops`;
// the same on 4a44c68, the code before that stop, with either pipeline): iree-compile 3.13
// crashed (SIGSEGV in its canonicalizer, DispatchWorkgroupsOp::getResultAccess).  The
// scatter of vmap of vmap of ``x.at[p].set(x)`` read a copy of ``x`` as its target and,
// from hostcall-guard-self-updates, a copy of ``reshape(x)`` as its updates; both copies'
// barriers were ``barrier(-0.0)``, which CSE merged, so the two copies were one array
// again.  The update's copy now has a tagged barrier (guard_self_updates.UPDATE_TAG); with
// an extra barrier instead of the tag it compiled and gave wrong values.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: Error invoking IREE compiler tool iree-compile
// vmap_vmap [('vmap', [0, 0, 0, 0], 0, 2), ('vmap', [0, 0, None, 1], 0, 3)] of:
func.func @f150(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %c14135 = stablehlo.constant dense<0> : tensor<i32>
  %w14139:3 = "stablehlo.while"(%c14135, %a1, %a0) ({
  ^bb0(%k14136: tensor<i32>, %x14137: tensor<3x4xf32>, %x14138: tensor<3x4xf32>):
  %c14140 = stablehlo.constant dense<0> : tensor<i32>
  %v14141 = "stablehlo.compare"(%k14136, %c14140) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v14141) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k14142: tensor<i32>, %x14143: tensor<3x4xf32>, %x14144: tensor<3x4xf32>):
  %c14145 = stablehlo.constant dense<1.0e+04> : tensor<f32>
  %v14146 = "stablehlo.reduce"(%x14143, %c14145) ({
  ^bb0(%p14147: tensor<f32>, %q14148: tensor<f32>):
  %v14149 = "stablehlo.minimum"(%p14147, %q14148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v14149) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %v14150 = "stablehlo.broadcast_in_dim"(%v14146) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
  %v14151 = "stablehlo.multiply"(%v14150, %x14144) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c14152 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
  %v14153 = "stablehlo.scatter"(%x14143, %c14152, %x14144) ({
  ^bb0(%p14154: tensor<f32>, %q14155: tensor<f32>):
    "stablehlo.return"(%q14155) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c14156 = stablehlo.constant dense<1> : tensor<i32>
  %v14157 = "stablehlo.add"(%k14142, %c14156) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v14157, %v14151, %v14153) : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 0 : i64} : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>)
  %v14158 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v14159 = "stablehlo.reshape"(%v14158) : (tensor<ui32>) -> tensor<1xui32>
  %v14160 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v14161 = "stablehlo.reshape"(%v14160) : (tensor<ui32>) -> tensor<1xui32>
  %v14162 = "stablehlo.concatenate"(%v14159, %v14161) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c14163 = stablehlo.constant dense<0> : tensor<i32>
  %w14164:3 = "stablehlo.while"(%c14163, %v14162, %w14139#1) ({
  ^bb0(%x14165: tensor<i32>, %x14166: tensor<2xui32>, %x14167: tensor<3x4xf32>):
  %c14168 = stablehlo.constant dense<1> : tensor<i32>
  %v14169 = "stablehlo.compare"(%x14165, %c14168) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v14169) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x14170: tensor<i32>, %x14171: tensor<2xui32>, %x14172: tensor<3x4xf32>):
  %v14173 = "stablehlo.convert"(%x14170) : (tensor<i32>) -> tensor<ui32>
  %v14174 = "stablehlo.reshape"(%v14173) : (tensor<ui32>) -> tensor<1xui32>
  %c14175 = stablehlo.constant dense<0> : tensor<1xui32>
  %v14176 = "stablehlo.concatenate"(%c14175, %v14174) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v14177 = "stablehlo.slice"(%x14171) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v14178 = "stablehlo.reshape"(%v14177) : (tensor<1xui32>) -> tensor<ui32>
  %v14179 = "stablehlo.slice"(%x14171) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v14180 = "stablehlo.reshape"(%v14179) : (tensor<1xui32>) -> tensor<ui32>
  %v14181 = "stablehlo.slice"(%v14176) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v14182 = "stablehlo.slice"(%v14176) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v14183 = "stablehlo.xor"(%v14178, %v14180) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c14184 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v14185 = "stablehlo.xor"(%v14183, %c14184) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v14186 = "stablehlo.broadcast_in_dim"(%v14178) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v14187 = "stablehlo.add"(%v14181, %v14186) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14188 = "stablehlo.broadcast_in_dim"(%v14180) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v14189 = "stablehlo.add"(%v14182, %v14188) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c14190 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c14191 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c14192 = stablehlo.constant dense<0> : tensor<i32>
  %w14193:8 = "stablehlo.while"(%c14192, %v14187, %v14189, %v14180, %v14185, %v14178, %c14190, %c14191) ({
  ^bb0(%x14194: tensor<i32>, %x14195: tensor<1xui32>, %x14196: tensor<1xui32>, %x14197: tensor<ui32>, %x14198: tensor<ui32>, %x14199: tensor<ui32>, %x14200: tensor<4xi32>, %x14201: tensor<4xi32>):
  %c14202 = stablehlo.constant dense<5> : tensor<i32>
  %v14203 = "stablehlo.compare"(%x14194, %c14202) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v14203) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x14204: tensor<i32>, %x14205: tensor<1xui32>, %x14206: tensor<1xui32>, %x14207: tensor<ui32>, %x14208: tensor<ui32>, %x14209: tensor<ui32>, %x14210: tensor<4xi32>, %x14211: tensor<4xi32>):
  %v14212 = "stablehlo.slice"(%x14210) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14213 = "stablehlo.reshape"(%v14212) : (tensor<1xi32>) -> tensor<i32>
  %v14214 = "stablehlo.add"(%x14205, %x14206) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14215 = "stablehlo.broadcast_in_dim"(%v14213) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v14216 = "stablehlo.bitcast_convert"(%v14215) : (tensor<1xi32>) -> tensor<1xui32>
  %c14217 = stablehlo.constant dense<32> : tensor<i32>
  %v14218 = "stablehlo.subtract"(%c14217, %v14213) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14219 = "stablehlo.broadcast_in_dim"(%v14218) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v14220 = "stablehlo.bitcast_convert"(%v14219) : (tensor<1xi32>) -> tensor<1xui32>
  %v14221 = "stablehlo.shift_left"(%x14206, %v14216) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14222 = "stablehlo.shift_right_logical"(%x14206, %v14220) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14223 = "stablehlo.or"(%v14221, %v14222) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14224 = "stablehlo.xor"(%v14214, %v14223) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14225 = "stablehlo.slice"(%x14210) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14226 = "stablehlo.reshape"(%v14225) : (tensor<1xi32>) -> tensor<i32>
  %v14227 = "stablehlo.add"(%v14214, %v14224) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14228 = "stablehlo.broadcast_in_dim"(%v14226) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v14229 = "stablehlo.bitcast_convert"(%v14228) : (tensor<1xi32>) -> tensor<1xui32>
  %c14230 = stablehlo.constant dense<32> : tensor<i32>
  %v14231 = "stablehlo.subtract"(%c14230, %v14226) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14232 = "stablehlo.broadcast_in_dim"(%v14231) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v14233 = "stablehlo.bitcast_convert"(%v14232) : (tensor<1xi32>) -> tensor<1xui32>
  %v14234 = "stablehlo.shift_left"(%v14224, %v14229) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14235 = "stablehlo.shift_right_logical"(%v14224, %v14233) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14236 = "stablehlo.or"(%v14234, %v14235) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14237 = "stablehlo.xor"(%v14227, %v14236) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14238 = "stablehlo.slice"(%x14210) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14239 = "stablehlo.reshape"(%v14238) : (tensor<1xi32>) -> tensor<i32>
  %v14240 = "stablehlo.add"(%v14227, %v14237) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14241 = "stablehlo.broadcast_in_dim"(%v14239) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v14242 = "stablehlo.bitcast_convert"(%v14241) : (tensor<1xi32>) -> tensor<1xui32>
  %c14243 = stablehlo.constant dense<32> : tensor<i32>
  %v14244 = "stablehlo.subtract"(%c14243, %v14239) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14245 = "stablehlo.broadcast_in_dim"(%v14244) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v14246 = "stablehlo.bitcast_convert"(%v14245) : (tensor<1xi32>) -> tensor<1xui32>
  %v14247 = "stablehlo.shift_left"(%v14237, %v14242) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14248 = "stablehlo.shift_right_logical"(%v14237, %v14246) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14249 = "stablehlo.or"(%v14247, %v14248) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14250 = "stablehlo.xor"(%v14240, %v14249) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14251 = "stablehlo.slice"(%x14210) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14252 = "stablehlo.reshape"(%v14251) : (tensor<1xi32>) -> tensor<i32>
  %v14253 = "stablehlo.add"(%v14240, %v14250) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14254 = "stablehlo.broadcast_in_dim"(%v14252) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v14255 = "stablehlo.bitcast_convert"(%v14254) : (tensor<1xi32>) -> tensor<1xui32>
  %c14256 = stablehlo.constant dense<32> : tensor<i32>
  %v14257 = "stablehlo.subtract"(%c14256, %v14252) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14258 = "stablehlo.broadcast_in_dim"(%v14257) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v14259 = "stablehlo.bitcast_convert"(%v14258) : (tensor<1xi32>) -> tensor<1xui32>
  %v14260 = "stablehlo.shift_left"(%v14250, %v14255) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14261 = "stablehlo.shift_right_logical"(%v14250, %v14259) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14262 = "stablehlo.or"(%v14260, %v14261) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14263 = "stablehlo.xor"(%v14253, %v14262) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c14264 = stablehlo.constant dense<1> : tensor<i32>
  %v14265 = "stablehlo.add"(%x14204, %c14264) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14266 = "stablehlo.broadcast_in_dim"(%x14207) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v14267 = "stablehlo.add"(%v14253, %v14266) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v14268 = "stablehlo.convert"(%v14265) : (tensor<i32>) -> tensor<ui32>
  %v14269 = "stablehlo.add"(%x14208, %v14268) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v14270 = "stablehlo.broadcast_in_dim"(%v14269) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v14271 = "stablehlo.add"(%v14263, %v14270) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v14265, %v14267, %v14271, %x14208, %x14209, %x14207, %x14211, %x14210) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v14272 = "stablehlo.concatenate"(%w14193#1, %w14193#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v14273 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<12xui32>
  %v14274 = "stablehlo.slice"(%v14272) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v14275 = "stablehlo.reshape"(%v14274) : (tensor<1xui32>) -> tensor<ui32>
  %v14276 = "stablehlo.slice"(%v14272) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v14277 = "stablehlo.reshape"(%v14276) : (tensor<1xui32>) -> tensor<ui32>
  %v14278 = "stablehlo.slice"(%v14273) {start_indices = array<i64: 0>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v14279 = "stablehlo.slice"(%v14273) {start_indices = array<i64: 6>, limit_indices = array<i64: 12>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v14280 = "stablehlo.xor"(%v14275, %v14277) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c14281 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v14282 = "stablehlo.xor"(%v14280, %c14281) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v14283 = "stablehlo.broadcast_in_dim"(%v14275) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v14284 = "stablehlo.add"(%v14278, %v14283) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14285 = "stablehlo.broadcast_in_dim"(%v14277) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v14286 = "stablehlo.add"(%v14279, %v14285) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c14287 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c14288 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c14289 = stablehlo.constant dense<0> : tensor<i32>
  %w14290:8 = "stablehlo.while"(%c14289, %v14284, %v14286, %v14277, %v14282, %v14275, %c14287, %c14288) ({
  ^bb0(%x14291: tensor<i32>, %x14292: tensor<6xui32>, %x14293: tensor<6xui32>, %x14294: tensor<ui32>, %x14295: tensor<ui32>, %x14296: tensor<ui32>, %x14297: tensor<4xi32>, %x14298: tensor<4xi32>):
  %c14299 = stablehlo.constant dense<5> : tensor<i32>
  %v14300 = "stablehlo.compare"(%x14291, %c14299) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v14300) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x14301: tensor<i32>, %x14302: tensor<6xui32>, %x14303: tensor<6xui32>, %x14304: tensor<ui32>, %x14305: tensor<ui32>, %x14306: tensor<ui32>, %x14307: tensor<4xi32>, %x14308: tensor<4xi32>):
  %v14309 = "stablehlo.slice"(%x14307) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14310 = "stablehlo.reshape"(%v14309) : (tensor<1xi32>) -> tensor<i32>
  %v14311 = "stablehlo.add"(%x14302, %x14303) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14312 = "stablehlo.broadcast_in_dim"(%v14310) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14313 = "stablehlo.bitcast_convert"(%v14312) : (tensor<6xi32>) -> tensor<6xui32>
  %c14314 = stablehlo.constant dense<32> : tensor<i32>
  %v14315 = "stablehlo.subtract"(%c14314, %v14310) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14316 = "stablehlo.broadcast_in_dim"(%v14315) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14317 = "stablehlo.bitcast_convert"(%v14316) : (tensor<6xi32>) -> tensor<6xui32>
  %v14318 = "stablehlo.shift_left"(%x14303, %v14313) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14319 = "stablehlo.shift_right_logical"(%x14303, %v14317) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14320 = "stablehlo.or"(%v14318, %v14319) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14321 = "stablehlo.xor"(%v14311, %v14320) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14322 = "stablehlo.slice"(%x14307) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14323 = "stablehlo.reshape"(%v14322) : (tensor<1xi32>) -> tensor<i32>
  %v14324 = "stablehlo.add"(%v14311, %v14321) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14325 = "stablehlo.broadcast_in_dim"(%v14323) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14326 = "stablehlo.bitcast_convert"(%v14325) : (tensor<6xi32>) -> tensor<6xui32>
  %c14327 = stablehlo.constant dense<32> : tensor<i32>
  %v14328 = "stablehlo.subtract"(%c14327, %v14323) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14329 = "stablehlo.broadcast_in_dim"(%v14328) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14330 = "stablehlo.bitcast_convert"(%v14329) : (tensor<6xi32>) -> tensor<6xui32>
  %v14331 = "stablehlo.shift_left"(%v14321, %v14326) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14332 = "stablehlo.shift_right_logical"(%v14321, %v14330) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14333 = "stablehlo.or"(%v14331, %v14332) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14334 = "stablehlo.xor"(%v14324, %v14333) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14335 = "stablehlo.slice"(%x14307) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14336 = "stablehlo.reshape"(%v14335) : (tensor<1xi32>) -> tensor<i32>
  %v14337 = "stablehlo.add"(%v14324, %v14334) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14338 = "stablehlo.broadcast_in_dim"(%v14336) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14339 = "stablehlo.bitcast_convert"(%v14338) : (tensor<6xi32>) -> tensor<6xui32>
  %c14340 = stablehlo.constant dense<32> : tensor<i32>
  %v14341 = "stablehlo.subtract"(%c14340, %v14336) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14342 = "stablehlo.broadcast_in_dim"(%v14341) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14343 = "stablehlo.bitcast_convert"(%v14342) : (tensor<6xi32>) -> tensor<6xui32>
  %v14344 = "stablehlo.shift_left"(%v14334, %v14339) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14345 = "stablehlo.shift_right_logical"(%v14334, %v14343) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14346 = "stablehlo.or"(%v14344, %v14345) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14347 = "stablehlo.xor"(%v14337, %v14346) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14348 = "stablehlo.slice"(%x14307) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14349 = "stablehlo.reshape"(%v14348) : (tensor<1xi32>) -> tensor<i32>
  %v14350 = "stablehlo.add"(%v14337, %v14347) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14351 = "stablehlo.broadcast_in_dim"(%v14349) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14352 = "stablehlo.bitcast_convert"(%v14351) : (tensor<6xi32>) -> tensor<6xui32>
  %c14353 = stablehlo.constant dense<32> : tensor<i32>
  %v14354 = "stablehlo.subtract"(%c14353, %v14349) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14355 = "stablehlo.broadcast_in_dim"(%v14354) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14356 = "stablehlo.bitcast_convert"(%v14355) : (tensor<6xi32>) -> tensor<6xui32>
  %v14357 = "stablehlo.shift_left"(%v14347, %v14352) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14358 = "stablehlo.shift_right_logical"(%v14347, %v14356) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14359 = "stablehlo.or"(%v14357, %v14358) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14360 = "stablehlo.xor"(%v14350, %v14359) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c14361 = stablehlo.constant dense<1> : tensor<i32>
  %v14362 = "stablehlo.add"(%x14301, %c14361) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14363 = "stablehlo.broadcast_in_dim"(%x14304) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v14364 = "stablehlo.add"(%v14350, %v14363) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14365 = "stablehlo.convert"(%v14362) : (tensor<i32>) -> tensor<ui32>
  %v14366 = "stablehlo.add"(%x14305, %v14365) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v14367 = "stablehlo.broadcast_in_dim"(%v14366) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v14368 = "stablehlo.add"(%v14360, %v14367) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "stablehlo.return"(%v14362, %v14364, %v14368, %x14305, %x14306, %x14304, %x14308, %x14307) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v14369 = "stablehlo.concatenate"(%w14290#1, %w14290#2) {dimension = 0 : i64} : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
  %c14370 = stablehlo.constant dense<9> : tensor<12xui32>
  %v14371 = "stablehlo.shift_right_logical"(%v14369, %c14370) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %c14372 = stablehlo.constant dense<1065353216> : tensor<12xui32>
  %v14373 = "stablehlo.or"(%v14371, %c14372) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v14374 = "stablehlo.bitcast_convert"(%v14373) : (tensor<12xui32>) -> tensor<12xf32>
  %c14375 = stablehlo.constant dense<1.0> : tensor<12xf32>
  %v14376 = "stablehlo.subtract"(%v14374, %c14375) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
  %v14377 = "stablehlo.reshape"(%v14376) : (tensor<12xf32>) -> tensor<3x4xf32>
  %c14378 = stablehlo.constant dense<1.0> : tensor<3x4xf32>
  %v14379 = "stablehlo.abs"(%v14377) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %v14380 = "stablehlo.add"(%v14379, %c14378) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v14381 = "stablehlo.divide"(%x14172, %v14380) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c14382 = stablehlo.constant dense<1> : tensor<i32>
  %v14383 = "stablehlo.add"(%x14170, %c14382) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v14383, %x14171, %v14381) : (tensor<i32>, tensor<2xui32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 1 : i64} : (tensor<i32>, tensor<2xui32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<2xui32>, tensor<3x4xf32>)
  %v14384 = "stablehlo.case"(%i1) ({
  %v14385 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v14386 = "stablehlo.reshape"(%v14385) : (tensor<ui32>) -> tensor<1xui32>
  %v14387 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v14388 = "stablehlo.reshape"(%v14387) : (tensor<ui32>) -> tensor<1xui32>
  %v14389 = "stablehlo.concatenate"(%v14386, %v14388) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c14390 = stablehlo.constant dense<0> : tensor<i32>
  %c14391 = stablehlo.constant dense<false> : tensor<i1>
  %w14392:4 = "stablehlo.while"(%c14390, %v14389, %c14391, %a1) ({
  ^bb0(%x14393: tensor<i32>, %x14394: tensor<2xui32>, %x14395: tensor<i1>, %x14396: tensor<3x4xf32>):
  %v14397 = "stablehlo.not"(%x14395) : (tensor<i1>) -> tensor<i1>
  %c14398 = stablehlo.constant dense<3> : tensor<i32>
  %v14399 = "stablehlo.compare"(%x14393, %c14398) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v14400 = "stablehlo.and"(%v14399, %v14397) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v14400) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x14401: tensor<i32>, %x14402: tensor<2xui32>, %x14403: tensor<i1>, %x14404: tensor<3x4xf32>):
  %v14405 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v14406 = "stablehlo.slice"(%x14402) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v14407 = "stablehlo.reshape"(%v14406) : (tensor<1xui32>) -> tensor<ui32>
  %v14408 = "stablehlo.slice"(%x14402) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v14409 = "stablehlo.reshape"(%v14408) : (tensor<1xui32>) -> tensor<ui32>
  %v14410 = "stablehlo.slice"(%v14405) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v14411 = "stablehlo.slice"(%v14405) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v14412 = "stablehlo.xor"(%v14407, %v14409) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c14413 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v14414 = "stablehlo.xor"(%v14412, %c14413) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v14415 = "stablehlo.broadcast_in_dim"(%v14407) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v14416 = "stablehlo.add"(%v14410, %v14415) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14417 = "stablehlo.broadcast_in_dim"(%v14409) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v14418 = "stablehlo.add"(%v14411, %v14417) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c14419 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c14420 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c14421 = stablehlo.constant dense<0> : tensor<i32>
  %w14422:8 = "stablehlo.while"(%c14421, %v14416, %v14418, %v14409, %v14414, %v14407, %c14419, %c14420) ({
  ^bb0(%x14423: tensor<i32>, %x14424: tensor<2xui32>, %x14425: tensor<2xui32>, %x14426: tensor<ui32>, %x14427: tensor<ui32>, %x14428: tensor<ui32>, %x14429: tensor<4xi32>, %x14430: tensor<4xi32>):
  %c14431 = stablehlo.constant dense<5> : tensor<i32>
  %v14432 = "stablehlo.compare"(%x14423, %c14431) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v14432) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x14433: tensor<i32>, %x14434: tensor<2xui32>, %x14435: tensor<2xui32>, %x14436: tensor<ui32>, %x14437: tensor<ui32>, %x14438: tensor<ui32>, %x14439: tensor<4xi32>, %x14440: tensor<4xi32>):
  %v14441 = "stablehlo.slice"(%x14439) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14442 = "stablehlo.reshape"(%v14441) : (tensor<1xi32>) -> tensor<i32>
  %v14443 = "stablehlo.add"(%x14434, %x14435) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14444 = "stablehlo.broadcast_in_dim"(%v14442) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v14445 = "stablehlo.bitcast_convert"(%v14444) : (tensor<2xi32>) -> tensor<2xui32>
  %c14446 = stablehlo.constant dense<32> : tensor<i32>
  %v14447 = "stablehlo.subtract"(%c14446, %v14442) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14448 = "stablehlo.broadcast_in_dim"(%v14447) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v14449 = "stablehlo.bitcast_convert"(%v14448) : (tensor<2xi32>) -> tensor<2xui32>
  %v14450 = "stablehlo.shift_left"(%x14435, %v14445) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14451 = "stablehlo.shift_right_logical"(%x14435, %v14449) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14452 = "stablehlo.or"(%v14450, %v14451) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14453 = "stablehlo.xor"(%v14443, %v14452) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14454 = "stablehlo.slice"(%x14439) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14455 = "stablehlo.reshape"(%v14454) : (tensor<1xi32>) -> tensor<i32>
  %v14456 = "stablehlo.add"(%v14443, %v14453) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14457 = "stablehlo.broadcast_in_dim"(%v14455) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v14458 = "stablehlo.bitcast_convert"(%v14457) : (tensor<2xi32>) -> tensor<2xui32>
  %c14459 = stablehlo.constant dense<32> : tensor<i32>
  %v14460 = "stablehlo.subtract"(%c14459, %v14455) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14461 = "stablehlo.broadcast_in_dim"(%v14460) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v14462 = "stablehlo.bitcast_convert"(%v14461) : (tensor<2xi32>) -> tensor<2xui32>
  %v14463 = "stablehlo.shift_left"(%v14453, %v14458) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14464 = "stablehlo.shift_right_logical"(%v14453, %v14462) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14465 = "stablehlo.or"(%v14463, %v14464) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14466 = "stablehlo.xor"(%v14456, %v14465) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14467 = "stablehlo.slice"(%x14439) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14468 = "stablehlo.reshape"(%v14467) : (tensor<1xi32>) -> tensor<i32>
  %v14469 = "stablehlo.add"(%v14456, %v14466) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14470 = "stablehlo.broadcast_in_dim"(%v14468) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v14471 = "stablehlo.bitcast_convert"(%v14470) : (tensor<2xi32>) -> tensor<2xui32>
  %c14472 = stablehlo.constant dense<32> : tensor<i32>
  %v14473 = "stablehlo.subtract"(%c14472, %v14468) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14474 = "stablehlo.broadcast_in_dim"(%v14473) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v14475 = "stablehlo.bitcast_convert"(%v14474) : (tensor<2xi32>) -> tensor<2xui32>
  %v14476 = "stablehlo.shift_left"(%v14466, %v14471) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14477 = "stablehlo.shift_right_logical"(%v14466, %v14475) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14478 = "stablehlo.or"(%v14476, %v14477) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14479 = "stablehlo.xor"(%v14469, %v14478) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14480 = "stablehlo.slice"(%x14439) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14481 = "stablehlo.reshape"(%v14480) : (tensor<1xi32>) -> tensor<i32>
  %v14482 = "stablehlo.add"(%v14469, %v14479) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14483 = "stablehlo.broadcast_in_dim"(%v14481) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v14484 = "stablehlo.bitcast_convert"(%v14483) : (tensor<2xi32>) -> tensor<2xui32>
  %c14485 = stablehlo.constant dense<32> : tensor<i32>
  %v14486 = "stablehlo.subtract"(%c14485, %v14481) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14487 = "stablehlo.broadcast_in_dim"(%v14486) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v14488 = "stablehlo.bitcast_convert"(%v14487) : (tensor<2xi32>) -> tensor<2xui32>
  %v14489 = "stablehlo.shift_left"(%v14479, %v14484) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14490 = "stablehlo.shift_right_logical"(%v14479, %v14488) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14491 = "stablehlo.or"(%v14489, %v14490) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14492 = "stablehlo.xor"(%v14482, %v14491) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c14493 = stablehlo.constant dense<1> : tensor<i32>
  %v14494 = "stablehlo.add"(%x14433, %c14493) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14495 = "stablehlo.broadcast_in_dim"(%x14436) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v14496 = "stablehlo.add"(%v14482, %v14495) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v14497 = "stablehlo.convert"(%v14494) : (tensor<i32>) -> tensor<ui32>
  %v14498 = "stablehlo.add"(%x14437, %v14497) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v14499 = "stablehlo.broadcast_in_dim"(%v14498) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v14500 = "stablehlo.add"(%v14492, %v14499) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v14494, %v14496, %v14500, %x14437, %x14438, %x14436, %x14440, %x14439) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v14501 = "stablehlo.concatenate"(%w14422#1, %w14422#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %v14502 = "stablehlo.slice"(%v14501) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v14503 = "stablehlo.slice"(%v14501) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v14504 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<12xui32>
  %v14505 = "stablehlo.slice"(%v14503) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v14506 = "stablehlo.reshape"(%v14505) : (tensor<1xui32>) -> tensor<ui32>
  %v14507 = "stablehlo.slice"(%v14503) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v14508 = "stablehlo.reshape"(%v14507) : (tensor<1xui32>) -> tensor<ui32>
  %v14509 = "stablehlo.slice"(%v14504) {start_indices = array<i64: 0>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v14510 = "stablehlo.slice"(%v14504) {start_indices = array<i64: 6>, limit_indices = array<i64: 12>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v14511 = "stablehlo.xor"(%v14506, %v14508) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c14512 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v14513 = "stablehlo.xor"(%v14511, %c14512) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v14514 = "stablehlo.broadcast_in_dim"(%v14506) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v14515 = "stablehlo.add"(%v14509, %v14514) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14516 = "stablehlo.broadcast_in_dim"(%v14508) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v14517 = "stablehlo.add"(%v14510, %v14516) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c14518 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c14519 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c14520 = stablehlo.constant dense<0> : tensor<i32>
  %w14521:8 = "stablehlo.while"(%c14520, %v14515, %v14517, %v14508, %v14513, %v14506, %c14518, %c14519) ({
  ^bb0(%x14522: tensor<i32>, %x14523: tensor<6xui32>, %x14524: tensor<6xui32>, %x14525: tensor<ui32>, %x14526: tensor<ui32>, %x14527: tensor<ui32>, %x14528: tensor<4xi32>, %x14529: tensor<4xi32>):
  %c14530 = stablehlo.constant dense<5> : tensor<i32>
  %v14531 = "stablehlo.compare"(%x14522, %c14530) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v14531) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x14532: tensor<i32>, %x14533: tensor<6xui32>, %x14534: tensor<6xui32>, %x14535: tensor<ui32>, %x14536: tensor<ui32>, %x14537: tensor<ui32>, %x14538: tensor<4xi32>, %x14539: tensor<4xi32>):
  %v14540 = "stablehlo.slice"(%x14538) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14541 = "stablehlo.reshape"(%v14540) : (tensor<1xi32>) -> tensor<i32>
  %v14542 = "stablehlo.add"(%x14533, %x14534) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14543 = "stablehlo.broadcast_in_dim"(%v14541) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14544 = "stablehlo.bitcast_convert"(%v14543) : (tensor<6xi32>) -> tensor<6xui32>
  %c14545 = stablehlo.constant dense<32> : tensor<i32>
  %v14546 = "stablehlo.subtract"(%c14545, %v14541) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14547 = "stablehlo.broadcast_in_dim"(%v14546) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14548 = "stablehlo.bitcast_convert"(%v14547) : (tensor<6xi32>) -> tensor<6xui32>
  %v14549 = "stablehlo.shift_left"(%x14534, %v14544) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14550 = "stablehlo.shift_right_logical"(%x14534, %v14548) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14551 = "stablehlo.or"(%v14549, %v14550) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14552 = "stablehlo.xor"(%v14542, %v14551) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14553 = "stablehlo.slice"(%x14538) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14554 = "stablehlo.reshape"(%v14553) : (tensor<1xi32>) -> tensor<i32>
  %v14555 = "stablehlo.add"(%v14542, %v14552) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14556 = "stablehlo.broadcast_in_dim"(%v14554) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14557 = "stablehlo.bitcast_convert"(%v14556) : (tensor<6xi32>) -> tensor<6xui32>
  %c14558 = stablehlo.constant dense<32> : tensor<i32>
  %v14559 = "stablehlo.subtract"(%c14558, %v14554) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14560 = "stablehlo.broadcast_in_dim"(%v14559) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14561 = "stablehlo.bitcast_convert"(%v14560) : (tensor<6xi32>) -> tensor<6xui32>
  %v14562 = "stablehlo.shift_left"(%v14552, %v14557) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14563 = "stablehlo.shift_right_logical"(%v14552, %v14561) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14564 = "stablehlo.or"(%v14562, %v14563) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14565 = "stablehlo.xor"(%v14555, %v14564) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14566 = "stablehlo.slice"(%x14538) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14567 = "stablehlo.reshape"(%v14566) : (tensor<1xi32>) -> tensor<i32>
  %v14568 = "stablehlo.add"(%v14555, %v14565) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14569 = "stablehlo.broadcast_in_dim"(%v14567) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14570 = "stablehlo.bitcast_convert"(%v14569) : (tensor<6xi32>) -> tensor<6xui32>
  %c14571 = stablehlo.constant dense<32> : tensor<i32>
  %v14572 = "stablehlo.subtract"(%c14571, %v14567) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14573 = "stablehlo.broadcast_in_dim"(%v14572) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14574 = "stablehlo.bitcast_convert"(%v14573) : (tensor<6xi32>) -> tensor<6xui32>
  %v14575 = "stablehlo.shift_left"(%v14565, %v14570) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14576 = "stablehlo.shift_right_logical"(%v14565, %v14574) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14577 = "stablehlo.or"(%v14575, %v14576) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14578 = "stablehlo.xor"(%v14568, %v14577) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14579 = "stablehlo.slice"(%x14538) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v14580 = "stablehlo.reshape"(%v14579) : (tensor<1xi32>) -> tensor<i32>
  %v14581 = "stablehlo.add"(%v14568, %v14578) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14582 = "stablehlo.broadcast_in_dim"(%v14580) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14583 = "stablehlo.bitcast_convert"(%v14582) : (tensor<6xi32>) -> tensor<6xui32>
  %c14584 = stablehlo.constant dense<32> : tensor<i32>
  %v14585 = "stablehlo.subtract"(%c14584, %v14580) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14586 = "stablehlo.broadcast_in_dim"(%v14585) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v14587 = "stablehlo.bitcast_convert"(%v14586) : (tensor<6xi32>) -> tensor<6xui32>
  %v14588 = "stablehlo.shift_left"(%v14578, %v14583) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14589 = "stablehlo.shift_right_logical"(%v14578, %v14587) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14590 = "stablehlo.or"(%v14588, %v14589) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14591 = "stablehlo.xor"(%v14581, %v14590) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c14592 = stablehlo.constant dense<1> : tensor<i32>
  %v14593 = "stablehlo.add"(%x14532, %c14592) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14594 = "stablehlo.broadcast_in_dim"(%x14535) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v14595 = "stablehlo.add"(%v14581, %v14594) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v14596 = "stablehlo.convert"(%v14593) : (tensor<i32>) -> tensor<ui32>
  %v14597 = "stablehlo.add"(%x14536, %v14596) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v14598 = "stablehlo.broadcast_in_dim"(%v14597) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v14599 = "stablehlo.add"(%v14591, %v14598) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "stablehlo.return"(%v14593, %v14595, %v14599, %x14536, %x14537, %x14535, %x14539, %x14538) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v14600 = "stablehlo.concatenate"(%w14521#1, %w14521#2) {dimension = 0 : i64} : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
  %c14601 = stablehlo.constant dense<9> : tensor<12xui32>
  %v14602 = "stablehlo.shift_right_logical"(%v14600, %c14601) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %c14603 = stablehlo.constant dense<1065353216> : tensor<12xui32>
  %v14604 = "stablehlo.or"(%v14602, %c14603) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v14605 = "stablehlo.bitcast_convert"(%v14604) : (tensor<12xui32>) -> tensor<12xf32>
  %c14606 = stablehlo.constant dense<1.0> : tensor<12xf32>
  %v14607 = "stablehlo.subtract"(%v14605, %c14606) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
  %v14608 = "stablehlo.reshape"(%v14607) : (tensor<12xf32>) -> tensor<3x4xf32>
  %v14609 = "stablehlo.slice"(%v14608) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<3x4xf32>) -> tensor<1x1xf32>
  %v14610 = "stablehlo.reshape"(%v14609) : (tensor<1x1xf32>) -> tensor<f32>
  %c14611 = stablehlo.constant dense<7.5e-01> : tensor<f32>
  %v14612 = "stablehlo.compare"(%v14610, %c14611) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v14613 = "stablehlo.multiply"(%x14404, %v14608) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c14614 = stablehlo.constant dense<1> : tensor<i32>
  %v14615 = "stablehlo.add"(%x14401, %c14614) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v14615, %v14502, %v14612, %v14613) : (tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<3x4xf32>) -> ()
  }) : (tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<3x4xf32>) -> (tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<3x4xf32>)
    "stablehlo.return"(%w14392#3) : (tensor<3x4xf32>) -> ()
  }, {
  %c14616 = stablehlo.constant dense<1.0e+04> : tensor<f32>
  %v14617 = "stablehlo.reduce"(%a1, %c14616) ({
  ^bb0(%p14618: tensor<f32>, %q14619: tensor<f32>):
  %v14620 = "stablehlo.minimum"(%p14618, %q14619) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v14620) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %v14621 = "stablehlo.broadcast_in_dim"(%v14617) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
  %v14622 = "stablehlo.minimum"(%v14621, %w14164#2) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v14622) : (tensor<3x4xf32>) -> ()
  }, {
  %c14623 = stablehlo.constant dense<0> : tensor<i32>
  %w14626:2 = "stablehlo.while"(%c14623, %w14164#2) ({
  ^bb0(%k14624: tensor<i32>, %x14625: tensor<3x4xf32>):
  %c14627 = stablehlo.constant dense<1> : tensor<i32>
  %v14628 = "stablehlo.compare"(%k14624, %c14627) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v14628) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k14629: tensor<i32>, %x14630: tensor<3x4xf32>):
  %c14631 = stablehlo.constant dense<[[1], [0], [2]]> : tensor<3x1xi32>
  %v14632 = "stablehlo.scatter"(%a1, %c14631, %a1) ({
  ^bb0(%p14633: tensor<f32>, %q14634: tensor<f32>):
    "stablehlo.return"(%q14634) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c14635 = stablehlo.constant dense<1> : tensor<i32>
  %v14636 = "stablehlo.add"(%k14629, %c14635) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v14636, %v14632) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 1 : i64} : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
    "stablehlo.return"(%w14626#1) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
  return %v14384, %w14164#2 : tensor<3x4xf32>, tensor<3x4xf32>
}
// transformed:
func.func @f150(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %c, %iterArg_1 = %arg1, %iterArg_2 = %arg0) : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %cst = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %8 = stablehlo.reduce(%iterArg_1 init: %cst) applies stablehlo.minimum across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
    %10 = stablehlo.multiply %9, %iterArg_2 : tensor<3x4xf32>
    %c_3 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
    %11 = "stablehlo.scatter"(%iterArg_1, %c_3, %iterArg_2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.add %iterArg, %c_4 : tensor<i32>
    stablehlo.return %12, %10, %11 : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
  %1 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %2 = stablehlo.reshape %1 : (tensor<ui32>) -> tensor<1xui32>
  %3 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
  %4 = stablehlo.reshape %3 : (tensor<ui32>) -> tensor<1xui32>
  %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %6:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %5, %iterArg_2 = %0#1) : tensor<i32>, tensor<2xui32>, tensor<3x4xf32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %8 = stablehlo.convert %iterArg : (tensor<i32>) -> tensor<ui32>
    %9 = stablehlo.reshape %8 : (tensor<ui32>) -> tensor<1xui32>
    %c_3 = stablehlo.constant dense<0> : tensor<1xui32>
    %10 = stablehlo.concatenate %c_3, %9, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %iterArg_1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.slice %iterArg_1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.slice %10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %16 = stablehlo.slice %10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %17 = stablehlo.xor %12, %14 : tensor<ui32>
    %c_4 = stablehlo.constant dense<466688986> : tensor<ui32>
    %18 = stablehlo.xor %17, %c_4 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %20 = stablehlo.add %15, %19 : tensor<1xui32>
    %21 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %22 = stablehlo.add %16, %21 : tensor<1xui32>
    %c_5 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_6 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %23:8 = stablehlo.while(%iterArg_16 = %c_7, %iterArg_17 = %20, %iterArg_18 = %22, %iterArg_19 = %14, %iterArg_20 = %18, %iterArg_21 = %12, %iterArg_22 = %c_5, %iterArg_23 = %c_6) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_24 = stablehlo.constant dense<5> : tensor<i32>
      %49 = stablehlo.compare LT, %iterArg_16, %c_24 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %49 : tensor<i1>
    } do {
      %49 = stablehlo.slice %iterArg_22 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %50 = stablehlo.reshape %49 : (tensor<1xi32>) -> tensor<i32>
      %51 = stablehlo.add %iterArg_17, %iterArg_18 : tensor<1xui32>
      %52 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %53 = stablehlo.bitcast_convert %52 : (tensor<1xi32>) -> tensor<1xui32>
      %c_24 = stablehlo.constant dense<32> : tensor<i32>
      %54 = stablehlo.subtract %c_24, %50 : tensor<i32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %56 = stablehlo.bitcast_convert %55 : (tensor<1xi32>) -> tensor<1xui32>
      %57 = stablehlo.shift_left %iterArg_18, %53 : tensor<1xui32>
      %58 = stablehlo.shift_right_logical %iterArg_18, %56 : tensor<1xui32>
      %59 = stablehlo.or %57, %58 : tensor<1xui32>
      %60 = stablehlo.xor %51, %59 : tensor<1xui32>
      %61 = stablehlo.slice %iterArg_22 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %62 = stablehlo.reshape %61 : (tensor<1xi32>) -> tensor<i32>
      %63 = stablehlo.add %51, %60 : tensor<1xui32>
      %64 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %65 = stablehlo.bitcast_convert %64 : (tensor<1xi32>) -> tensor<1xui32>
      %c_25 = stablehlo.constant dense<32> : tensor<i32>
      %66 = stablehlo.subtract %c_25, %62 : tensor<i32>
      %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %68 = stablehlo.bitcast_convert %67 : (tensor<1xi32>) -> tensor<1xui32>
      %69 = stablehlo.shift_left %60, %65 : tensor<1xui32>
      %70 = stablehlo.shift_right_logical %60, %68 : tensor<1xui32>
      %71 = stablehlo.or %69, %70 : tensor<1xui32>
      %72 = stablehlo.xor %63, %71 : tensor<1xui32>
      %73 = stablehlo.slice %iterArg_22 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %74 = stablehlo.reshape %73 : (tensor<1xi32>) -> tensor<i32>
      %75 = stablehlo.add %63, %72 : tensor<1xui32>
      %76 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %77 = stablehlo.bitcast_convert %76 : (tensor<1xi32>) -> tensor<1xui32>
      %c_26 = stablehlo.constant dense<32> : tensor<i32>
      %78 = stablehlo.subtract %c_26, %74 : tensor<i32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %80 = stablehlo.bitcast_convert %79 : (tensor<1xi32>) -> tensor<1xui32>
      %81 = stablehlo.shift_left %72, %77 : tensor<1xui32>
      %82 = stablehlo.shift_right_logical %72, %80 : tensor<1xui32>
      %83 = stablehlo.or %81, %82 : tensor<1xui32>
      %84 = stablehlo.xor %75, %83 : tensor<1xui32>
      %85 = stablehlo.slice %iterArg_22 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %86 = stablehlo.reshape %85 : (tensor<1xi32>) -> tensor<i32>
      %87 = stablehlo.add %75, %84 : tensor<1xui32>
      %88 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %89 = stablehlo.bitcast_convert %88 : (tensor<1xi32>) -> tensor<1xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %90 = stablehlo.subtract %c_27, %86 : tensor<i32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %92 = stablehlo.bitcast_convert %91 : (tensor<1xi32>) -> tensor<1xui32>
      %93 = stablehlo.shift_left %84, %89 : tensor<1xui32>
      %94 = stablehlo.shift_right_logical %84, %92 : tensor<1xui32>
      %95 = stablehlo.or %93, %94 : tensor<1xui32>
      %96 = stablehlo.xor %87, %95 : tensor<1xui32>
      %c_28 = stablehlo.constant dense<1> : tensor<i32>
      %97 = stablehlo.add %iterArg_16, %c_28 : tensor<i32>
      %98 = stablehlo.broadcast_in_dim %iterArg_19, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %99 = stablehlo.add %87, %98 : tensor<1xui32>
      %100 = stablehlo.convert %97 : (tensor<i32>) -> tensor<ui32>
      %101 = stablehlo.add %iterArg_20, %100 : tensor<ui32>
      %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %103 = stablehlo.add %96, %102 : tensor<1xui32>
      stablehlo.return %97, %99, %103, %iterArg_20, %iterArg_21, %iterArg_19, %iterArg_23, %iterArg_22 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %24 = stablehlo.concatenate %23#1, %23#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %25 = stablehlo.iota dim = 0 : tensor<12xui32>
    %26 = stablehlo.slice %24 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
    %28 = stablehlo.slice %24 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %29 = stablehlo.reshape %28 : (tensor<1xui32>) -> tensor<ui32>
    %30 = stablehlo.slice %25 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
    %31 = stablehlo.slice %25 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
    %32 = stablehlo.xor %27, %29 : tensor<ui32>
    %c_8 = stablehlo.constant dense<466688986> : tensor<ui32>
    %33 = stablehlo.xor %32, %c_8 : tensor<ui32>
    %34 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %35 = stablehlo.add %30, %34 : tensor<6xui32>
    %36 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %37 = stablehlo.add %31, %36 : tensor<6xui32>
    %c_9 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_10 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %38:8 = stablehlo.while(%iterArg_16 = %c_11, %iterArg_17 = %35, %iterArg_18 = %37, %iterArg_19 = %29, %iterArg_20 = %33, %iterArg_21 = %27, %iterArg_22 = %c_9, %iterArg_23 = %c_10) : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_24 = stablehlo.constant dense<5> : tensor<i32>
      %49 = stablehlo.compare LT, %iterArg_16, %c_24 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %49 : tensor<i1>
    } do {
      %49 = stablehlo.slice %iterArg_22 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %50 = stablehlo.reshape %49 : (tensor<1xi32>) -> tensor<i32>
      %51 = stablehlo.add %iterArg_17, %iterArg_18 : tensor<6xui32>
      %52 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %53 = stablehlo.bitcast_convert %52 : (tensor<6xi32>) -> tensor<6xui32>
      %c_24 = stablehlo.constant dense<32> : tensor<i32>
      %54 = stablehlo.subtract %c_24, %50 : tensor<i32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %56 = stablehlo.bitcast_convert %55 : (tensor<6xi32>) -> tensor<6xui32>
      %57 = stablehlo.shift_left %iterArg_18, %53 : tensor<6xui32>
      %58 = stablehlo.shift_right_logical %iterArg_18, %56 : tensor<6xui32>
      %59 = stablehlo.or %57, %58 : tensor<6xui32>
      %60 = stablehlo.xor %51, %59 : tensor<6xui32>
      %61 = stablehlo.slice %iterArg_22 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %62 = stablehlo.reshape %61 : (tensor<1xi32>) -> tensor<i32>
      %63 = stablehlo.add %51, %60 : tensor<6xui32>
      %64 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %65 = stablehlo.bitcast_convert %64 : (tensor<6xi32>) -> tensor<6xui32>
      %c_25 = stablehlo.constant dense<32> : tensor<i32>
      %66 = stablehlo.subtract %c_25, %62 : tensor<i32>
      %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %68 = stablehlo.bitcast_convert %67 : (tensor<6xi32>) -> tensor<6xui32>
      %69 = stablehlo.shift_left %60, %65 : tensor<6xui32>
      %70 = stablehlo.shift_right_logical %60, %68 : tensor<6xui32>
      %71 = stablehlo.or %69, %70 : tensor<6xui32>
      %72 = stablehlo.xor %63, %71 : tensor<6xui32>
      %73 = stablehlo.slice %iterArg_22 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %74 = stablehlo.reshape %73 : (tensor<1xi32>) -> tensor<i32>
      %75 = stablehlo.add %63, %72 : tensor<6xui32>
      %76 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %77 = stablehlo.bitcast_convert %76 : (tensor<6xi32>) -> tensor<6xui32>
      %c_26 = stablehlo.constant dense<32> : tensor<i32>
      %78 = stablehlo.subtract %c_26, %74 : tensor<i32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %80 = stablehlo.bitcast_convert %79 : (tensor<6xi32>) -> tensor<6xui32>
      %81 = stablehlo.shift_left %72, %77 : tensor<6xui32>
      %82 = stablehlo.shift_right_logical %72, %80 : tensor<6xui32>
      %83 = stablehlo.or %81, %82 : tensor<6xui32>
      %84 = stablehlo.xor %75, %83 : tensor<6xui32>
      %85 = stablehlo.slice %iterArg_22 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %86 = stablehlo.reshape %85 : (tensor<1xi32>) -> tensor<i32>
      %87 = stablehlo.add %75, %84 : tensor<6xui32>
      %88 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %89 = stablehlo.bitcast_convert %88 : (tensor<6xi32>) -> tensor<6xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %90 = stablehlo.subtract %c_27, %86 : tensor<i32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %92 = stablehlo.bitcast_convert %91 : (tensor<6xi32>) -> tensor<6xui32>
      %93 = stablehlo.shift_left %84, %89 : tensor<6xui32>
      %94 = stablehlo.shift_right_logical %84, %92 : tensor<6xui32>
      %95 = stablehlo.or %93, %94 : tensor<6xui32>
      %96 = stablehlo.xor %87, %95 : tensor<6xui32>
      %c_28 = stablehlo.constant dense<1> : tensor<i32>
      %97 = stablehlo.add %iterArg_16, %c_28 : tensor<i32>
      %98 = stablehlo.broadcast_in_dim %iterArg_19, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %99 = stablehlo.add %87, %98 : tensor<6xui32>
      %100 = stablehlo.convert %97 : (tensor<i32>) -> tensor<ui32>
      %101 = stablehlo.add %iterArg_20, %100 : tensor<ui32>
      %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %103 = stablehlo.add %96, %102 : tensor<6xui32>
      stablehlo.return %97, %99, %103, %iterArg_20, %iterArg_21, %iterArg_19, %iterArg_23, %iterArg_22 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %39 = stablehlo.concatenate %38#1, %38#2, dim = 0 : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
    %c_12 = stablehlo.constant dense<9> : tensor<12xui32>
    %40 = stablehlo.shift_right_logical %39, %c_12 : tensor<12xui32>
    %c_13 = stablehlo.constant dense<1065353216> : tensor<12xui32>
    %41 = stablehlo.or %40, %c_13 : tensor<12xui32>
    %42 = stablehlo.bitcast_convert %41 : (tensor<12xui32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<12xf32>
    %43 = stablehlo.subtract %42, %cst : tensor<12xf32>
    %44 = stablehlo.reshape %43 : (tensor<12xf32>) -> tensor<3x4xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
    %45 = stablehlo.abs %44 : tensor<3x4xf32>
    %46 = stablehlo.add %45, %cst_14 : tensor<3x4xf32>
    %47 = stablehlo.divide %iterArg_2, %46 : tensor<3x4xf32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %48 = stablehlo.add %iterArg, %c_15 : tensor<i32>
    stablehlo.return %48, %iterArg_1, %47 : tensor<i32>, tensor<2xui32>, tensor<3x4xf32>
  }
  %7 = "stablehlo.case"(%arg3) ({
    %8 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
    %9 = stablehlo.reshape %8 : (tensor<ui32>) -> tensor<1xui32>
    %10 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
    %11 = stablehlo.reshape %10 : (tensor<ui32>) -> tensor<1xui32>
    %12 = stablehlo.concatenate %9, %11, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %13:4 = stablehlo.while(%iterArg = %c_1, %iterArg_3 = %12, %iterArg_4 = %c_2, %iterArg_5 = %arg1) : tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<3x4xf32>
    cond {
      %14 = stablehlo.not %iterArg_4 : tensor<i1>
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.and %15, %14 : tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %14 = stablehlo.iota dim = 0 : tensor<4xui32>
      %15 = stablehlo.slice %iterArg_3 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_3 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.slice %14 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
      %20 = stablehlo.slice %14 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
      %21 = stablehlo.xor %16, %18 : tensor<ui32>
      %c_6 = stablehlo.constant dense<466688986> : tensor<ui32>
      %22 = stablehlo.xor %21, %c_6 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %24 = stablehlo.add %19, %23 : tensor<2xui32>
      %25 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %26 = stablehlo.add %20, %25 : tensor<2xui32>
      %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_8 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %27:8 = stablehlo.while(%iterArg_18 = %c_9, %iterArg_19 = %24, %iterArg_20 = %26, %iterArg_21 = %18, %iterArg_22 = %22, %iterArg_23 = %16, %iterArg_24 = %c_7, %iterArg_25 = %c_8) : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_26 = stablehlo.constant dense<5> : tensor<i32>
        %56 = stablehlo.compare LT, %iterArg_18, %c_26 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %56 : tensor<i1>
      } do {
        %56 = stablehlo.slice %iterArg_24 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %57 = stablehlo.reshape %56 : (tensor<1xi32>) -> tensor<i32>
        %58 = stablehlo.add %iterArg_19, %iterArg_20 : tensor<2xui32>
        %59 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %60 = stablehlo.bitcast_convert %59 : (tensor<2xi32>) -> tensor<2xui32>
        %c_26 = stablehlo.constant dense<32> : tensor<i32>
        %61 = stablehlo.subtract %c_26, %57 : tensor<i32>
        %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %63 = stablehlo.bitcast_convert %62 : (tensor<2xi32>) -> tensor<2xui32>
        %64 = stablehlo.shift_left %iterArg_20, %60 : tensor<2xui32>
        %65 = stablehlo.shift_right_logical %iterArg_20, %63 : tensor<2xui32>
        %66 = stablehlo.or %64, %65 : tensor<2xui32>
        %67 = stablehlo.xor %58, %66 : tensor<2xui32>
        %68 = stablehlo.slice %iterArg_24 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %69 = stablehlo.reshape %68 : (tensor<1xi32>) -> tensor<i32>
        %70 = stablehlo.add %58, %67 : tensor<2xui32>
        %71 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %72 = stablehlo.bitcast_convert %71 : (tensor<2xi32>) -> tensor<2xui32>
        %c_27 = stablehlo.constant dense<32> : tensor<i32>
        %73 = stablehlo.subtract %c_27, %69 : tensor<i32>
        %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %75 = stablehlo.bitcast_convert %74 : (tensor<2xi32>) -> tensor<2xui32>
        %76 = stablehlo.shift_left %67, %72 : tensor<2xui32>
        %77 = stablehlo.shift_right_logical %67, %75 : tensor<2xui32>
        %78 = stablehlo.or %76, %77 : tensor<2xui32>
        %79 = stablehlo.xor %70, %78 : tensor<2xui32>
        %80 = stablehlo.slice %iterArg_24 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %81 = stablehlo.reshape %80 : (tensor<1xi32>) -> tensor<i32>
        %82 = stablehlo.add %70, %79 : tensor<2xui32>
        %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %84 = stablehlo.bitcast_convert %83 : (tensor<2xi32>) -> tensor<2xui32>
        %c_28 = stablehlo.constant dense<32> : tensor<i32>
        %85 = stablehlo.subtract %c_28, %81 : tensor<i32>
        %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %87 = stablehlo.bitcast_convert %86 : (tensor<2xi32>) -> tensor<2xui32>
        %88 = stablehlo.shift_left %79, %84 : tensor<2xui32>
        %89 = stablehlo.shift_right_logical %79, %87 : tensor<2xui32>
        %90 = stablehlo.or %88, %89 : tensor<2xui32>
        %91 = stablehlo.xor %82, %90 : tensor<2xui32>
        %92 = stablehlo.slice %iterArg_24 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %93 = stablehlo.reshape %92 : (tensor<1xi32>) -> tensor<i32>
        %94 = stablehlo.add %82, %91 : tensor<2xui32>
        %95 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %96 = stablehlo.bitcast_convert %95 : (tensor<2xi32>) -> tensor<2xui32>
        %c_29 = stablehlo.constant dense<32> : tensor<i32>
        %97 = stablehlo.subtract %c_29, %93 : tensor<i32>
        %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %99 = stablehlo.bitcast_convert %98 : (tensor<2xi32>) -> tensor<2xui32>
        %100 = stablehlo.shift_left %91, %96 : tensor<2xui32>
        %101 = stablehlo.shift_right_logical %91, %99 : tensor<2xui32>
        %102 = stablehlo.or %100, %101 : tensor<2xui32>
        %103 = stablehlo.xor %94, %102 : tensor<2xui32>
        %c_30 = stablehlo.constant dense<1> : tensor<i32>
        %104 = stablehlo.add %iterArg_18, %c_30 : tensor<i32>
        %105 = stablehlo.broadcast_in_dim %iterArg_21, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %106 = stablehlo.add %94, %105 : tensor<2xui32>
        %107 = stablehlo.convert %104 : (tensor<i32>) -> tensor<ui32>
        %108 = stablehlo.add %iterArg_22, %107 : tensor<ui32>
        %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %110 = stablehlo.add %103, %109 : tensor<2xui32>
        stablehlo.return %104, %106, %110, %iterArg_22, %iterArg_23, %iterArg_21, %iterArg_25, %iterArg_24 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %28 = stablehlo.concatenate %27#1, %27#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
      %29 = stablehlo.slice %28 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
      %30 = stablehlo.slice %28 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
      %31 = stablehlo.iota dim = 0 : tensor<12xui32>
      %32 = stablehlo.slice %30 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %33 = stablehlo.reshape %32 : (tensor<1xui32>) -> tensor<ui32>
      %34 = stablehlo.slice %30 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %35 = stablehlo.reshape %34 : (tensor<1xui32>) -> tensor<ui32>
      %36 = stablehlo.slice %31 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
      %37 = stablehlo.slice %31 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
      %38 = stablehlo.xor %33, %35 : tensor<ui32>
      %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
      %39 = stablehlo.xor %38, %c_10 : tensor<ui32>
      %40 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %41 = stablehlo.add %36, %40 : tensor<6xui32>
      %42 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %43 = stablehlo.add %37, %42 : tensor<6xui32>
      %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %44:8 = stablehlo.while(%iterArg_18 = %c_13, %iterArg_19 = %41, %iterArg_20 = %43, %iterArg_21 = %35, %iterArg_22 = %39, %iterArg_23 = %33, %iterArg_24 = %c_11, %iterArg_25 = %c_12) : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_26 = stablehlo.constant dense<5> : tensor<i32>
        %56 = stablehlo.compare LT, %iterArg_18, %c_26 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %56 : tensor<i1>
      } do {
        %56 = stablehlo.slice %iterArg_24 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %57 = stablehlo.reshape %56 : (tensor<1xi32>) -> tensor<i32>
        %58 = stablehlo.add %iterArg_19, %iterArg_20 : tensor<6xui32>
        %59 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %60 = stablehlo.bitcast_convert %59 : (tensor<6xi32>) -> tensor<6xui32>
        %c_26 = stablehlo.constant dense<32> : tensor<i32>
        %61 = stablehlo.subtract %c_26, %57 : tensor<i32>
        %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %63 = stablehlo.bitcast_convert %62 : (tensor<6xi32>) -> tensor<6xui32>
        %64 = stablehlo.shift_left %iterArg_20, %60 : tensor<6xui32>
        %65 = stablehlo.shift_right_logical %iterArg_20, %63 : tensor<6xui32>
        %66 = stablehlo.or %64, %65 : tensor<6xui32>
        %67 = stablehlo.xor %58, %66 : tensor<6xui32>
        %68 = stablehlo.slice %iterArg_24 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %69 = stablehlo.reshape %68 : (tensor<1xi32>) -> tensor<i32>
        %70 = stablehlo.add %58, %67 : tensor<6xui32>
        %71 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %72 = stablehlo.bitcast_convert %71 : (tensor<6xi32>) -> tensor<6xui32>
        %c_27 = stablehlo.constant dense<32> : tensor<i32>
        %73 = stablehlo.subtract %c_27, %69 : tensor<i32>
        %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %75 = stablehlo.bitcast_convert %74 : (tensor<6xi32>) -> tensor<6xui32>
        %76 = stablehlo.shift_left %67, %72 : tensor<6xui32>
        %77 = stablehlo.shift_right_logical %67, %75 : tensor<6xui32>
        %78 = stablehlo.or %76, %77 : tensor<6xui32>
        %79 = stablehlo.xor %70, %78 : tensor<6xui32>
        %80 = stablehlo.slice %iterArg_24 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %81 = stablehlo.reshape %80 : (tensor<1xi32>) -> tensor<i32>
        %82 = stablehlo.add %70, %79 : tensor<6xui32>
        %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %84 = stablehlo.bitcast_convert %83 : (tensor<6xi32>) -> tensor<6xui32>
        %c_28 = stablehlo.constant dense<32> : tensor<i32>
        %85 = stablehlo.subtract %c_28, %81 : tensor<i32>
        %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %87 = stablehlo.bitcast_convert %86 : (tensor<6xi32>) -> tensor<6xui32>
        %88 = stablehlo.shift_left %79, %84 : tensor<6xui32>
        %89 = stablehlo.shift_right_logical %79, %87 : tensor<6xui32>
        %90 = stablehlo.or %88, %89 : tensor<6xui32>
        %91 = stablehlo.xor %82, %90 : tensor<6xui32>
        %92 = stablehlo.slice %iterArg_24 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %93 = stablehlo.reshape %92 : (tensor<1xi32>) -> tensor<i32>
        %94 = stablehlo.add %82, %91 : tensor<6xui32>
        %95 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %96 = stablehlo.bitcast_convert %95 : (tensor<6xi32>) -> tensor<6xui32>
        %c_29 = stablehlo.constant dense<32> : tensor<i32>
        %97 = stablehlo.subtract %c_29, %93 : tensor<i32>
        %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %99 = stablehlo.bitcast_convert %98 : (tensor<6xi32>) -> tensor<6xui32>
        %100 = stablehlo.shift_left %91, %96 : tensor<6xui32>
        %101 = stablehlo.shift_right_logical %91, %99 : tensor<6xui32>
        %102 = stablehlo.or %100, %101 : tensor<6xui32>
        %103 = stablehlo.xor %94, %102 : tensor<6xui32>
        %c_30 = stablehlo.constant dense<1> : tensor<i32>
        %104 = stablehlo.add %iterArg_18, %c_30 : tensor<i32>
        %105 = stablehlo.broadcast_in_dim %iterArg_21, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %106 = stablehlo.add %94, %105 : tensor<6xui32>
        %107 = stablehlo.convert %104 : (tensor<i32>) -> tensor<ui32>
        %108 = stablehlo.add %iterArg_22, %107 : tensor<ui32>
        %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %110 = stablehlo.add %103, %109 : tensor<6xui32>
        stablehlo.return %104, %106, %110, %iterArg_22, %iterArg_23, %iterArg_21, %iterArg_25, %iterArg_24 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %45 = stablehlo.concatenate %44#1, %44#2, dim = 0 : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
      %c_14 = stablehlo.constant dense<9> : tensor<12xui32>
      %46 = stablehlo.shift_right_logical %45, %c_14 : tensor<12xui32>
      %c_15 = stablehlo.constant dense<1065353216> : tensor<12xui32>
      %47 = stablehlo.or %46, %c_15 : tensor<12xui32>
      %48 = stablehlo.bitcast_convert %47 : (tensor<12xui32>) -> tensor<12xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<12xf32>
      %49 = stablehlo.subtract %48, %cst : tensor<12xf32>
      %50 = stablehlo.reshape %49 : (tensor<12xf32>) -> tensor<3x4xf32>
      %51 = stablehlo.slice %50 [0:1, 0:1] : (tensor<3x4xf32>) -> tensor<1x1xf32>
      %52 = stablehlo.reshape %51 : (tensor<1x1xf32>) -> tensor<f32>
      %cst_16 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
      %53 = stablehlo.compare LT, %52, %cst_16 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %54 = stablehlo.multiply %iterArg_5, %50 : tensor<3x4xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg, %c_17 : tensor<i32>
      stablehlo.return %55, %29, %53, %54 : tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<3x4xf32>
    }
    stablehlo.return %13#3 : tensor<3x4xf32>
  }, {
    %cst = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %8 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.minimum across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
    %10 = stablehlo.minimum %9, %6#2 : tensor<3x4xf32>
    stablehlo.return %10 : tensor<3x4xf32>
  }, {
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8:2 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %6#2) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 1 : i64}
    cond {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<[[1], [0], [2]]> : tensor<3x1xi32>
      %9 = "stablehlo.scatter"(%arg1, %c_3, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        stablehlo.return %arg5 : tensor<f32>
      }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %10, %9 : tensor<i32>, tensor<3x4xf32>
    }
    stablehlo.return %8#1 : tensor<3x4xf32>
  }) : (tensor<i32>) -> tensor<3x4xf32>
  return %7, %6#2 : tensor<3x4xf32>, tensor<3x4xf32>
}
func.func @f150_v0(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %c, %iterArg_9 = %arg1, %iterArg_10 = %arg0) : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %34 : tensor<i1>
  } do {
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %34 = stablehlo.reduce(%iterArg_9 init: %cst_11) applies stablehlo.minimum across dimensions = [2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
    %36 = stablehlo.multiply %35, %iterArg_10 : tensor<2x3x4xf32>
    %c_12 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
    %37 = stablehlo.broadcast_in_dim %c_12, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
    %38 = stablehlo.iota dim = 0 : tensor<2x3x1xi32>
    %39 = stablehlo.concatenate %38, %37, dim = 2 : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
    %40 = stablehlo.reshape %39 : (tensor<2x3x2xi32>) -> tensor<6x2xi32>
    %41 = stablehlo.reshape %iterArg_10 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %42 = "stablehlo.scatter"(%iterArg_9, %40, %41) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<2x3x4xf32>, tensor<6x2xi32>, tensor<6x4xf32>) -> tensor<2x3x4xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %iterArg, %c_13 : tensor<i32>
    stablehlo.return %43, %36, %42 : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
  }
  %1 = stablehlo.bitcast_convert %arg2 : (tensor<2xi32>) -> tensor<2xui32>
  %2 = stablehlo.reshape %1 : (tensor<2xui32>) -> tensor<2x1xui32>
  %3 = stablehlo.bitcast_convert %arg3 : (tensor<2xi32>) -> tensor<2xui32>
  %4 = stablehlo.reshape %3 : (tensor<2xui32>) -> tensor<2x1xui32>
  %5 = stablehlo.concatenate %2, %4, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %6:3 = stablehlo.while(%iterArg = %c_0, %iterArg_9 = %5, %iterArg_10 = %0#1) : tensor<i32>, tensor<2x2xui32>, tensor<2x3x4xf32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %34 : tensor<i1>
  } do {
    %34 = stablehlo.convert %iterArg : (tensor<i32>) -> tensor<ui32>
    %35 = stablehlo.reshape %34 : (tensor<ui32>) -> tensor<1xui32>
    %c_11 = stablehlo.constant dense<0> : tensor<1xui32>
    %36 = stablehlo.concatenate %c_11, %35, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %37 = stablehlo.slice %iterArg_9 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %38 = stablehlo.reshape %37 : (tensor<2x1xui32>) -> tensor<2xui32>
    %39 = stablehlo.slice %iterArg_9 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %40 = stablehlo.reshape %39 : (tensor<2x1xui32>) -> tensor<2xui32>
    %41 = stablehlo.slice %36 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %42 = stablehlo.slice %36 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %43 = stablehlo.xor %38, %40 : tensor<2xui32>
    %c_12 = stablehlo.constant dense<466688986> : tensor<ui32>
    %44 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %45 = stablehlo.xor %43, %44 : tensor<2xui32>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %47 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
    %48 = stablehlo.add %47, %46 : tensor<2x1xui32>
    %49 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %50 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
    %51 = stablehlo.add %50, %49 : tensor<2x1xui32>
    %c_13 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_14 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %52:8 = stablehlo.while(%iterArg_25 = %c_15, %iterArg_26 = %48, %iterArg_27 = %51, %iterArg_28 = %40, %iterArg_29 = %45, %iterArg_30 = %38, %iterArg_31 = %c_13, %iterArg_32 = %c_14) : tensor<i32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_33 = stablehlo.constant dense<5> : tensor<i32>
      %85 = stablehlo.compare LT, %iterArg_25, %c_33 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %85 : tensor<i1>
    } do {
      %85 = stablehlo.slice %iterArg_31 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %86 = stablehlo.reshape %85 : (tensor<1xi32>) -> tensor<i32>
      %87 = stablehlo.add %iterArg_26, %iterArg_27 : tensor<2x1xui32>
      %88 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %89 = stablehlo.bitcast_convert %88 : (tensor<1xi32>) -> tensor<1xui32>
      %c_33 = stablehlo.constant dense<32> : tensor<i32>
      %90 = stablehlo.subtract %c_33, %86 : tensor<i32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %92 = stablehlo.bitcast_convert %91 : (tensor<1xi32>) -> tensor<1xui32>
      %93 = stablehlo.broadcast_in_dim %89, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %94 = stablehlo.shift_left %iterArg_27, %93 : tensor<2x1xui32>
      %95 = stablehlo.broadcast_in_dim %92, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %96 = stablehlo.shift_right_logical %iterArg_27, %95 : tensor<2x1xui32>
      %97 = stablehlo.or %94, %96 : tensor<2x1xui32>
      %98 = stablehlo.xor %87, %97 : tensor<2x1xui32>
      %99 = stablehlo.slice %iterArg_31 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %100 = stablehlo.reshape %99 : (tensor<1xi32>) -> tensor<i32>
      %101 = stablehlo.add %87, %98 : tensor<2x1xui32>
      %102 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %103 = stablehlo.bitcast_convert %102 : (tensor<1xi32>) -> tensor<1xui32>
      %c_34 = stablehlo.constant dense<32> : tensor<i32>
      %104 = stablehlo.subtract %c_34, %100 : tensor<i32>
      %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %106 = stablehlo.bitcast_convert %105 : (tensor<1xi32>) -> tensor<1xui32>
      %107 = stablehlo.broadcast_in_dim %103, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %108 = stablehlo.shift_left %98, %107 : tensor<2x1xui32>
      %109 = stablehlo.broadcast_in_dim %106, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %110 = stablehlo.shift_right_logical %98, %109 : tensor<2x1xui32>
      %111 = stablehlo.or %108, %110 : tensor<2x1xui32>
      %112 = stablehlo.xor %101, %111 : tensor<2x1xui32>
      %113 = stablehlo.slice %iterArg_31 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %114 = stablehlo.reshape %113 : (tensor<1xi32>) -> tensor<i32>
      %115 = stablehlo.add %101, %112 : tensor<2x1xui32>
      %116 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %117 = stablehlo.bitcast_convert %116 : (tensor<1xi32>) -> tensor<1xui32>
      %c_35 = stablehlo.constant dense<32> : tensor<i32>
      %118 = stablehlo.subtract %c_35, %114 : tensor<i32>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %120 = stablehlo.bitcast_convert %119 : (tensor<1xi32>) -> tensor<1xui32>
      %121 = stablehlo.broadcast_in_dim %117, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %122 = stablehlo.shift_left %112, %121 : tensor<2x1xui32>
      %123 = stablehlo.broadcast_in_dim %120, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %124 = stablehlo.shift_right_logical %112, %123 : tensor<2x1xui32>
      %125 = stablehlo.or %122, %124 : tensor<2x1xui32>
      %126 = stablehlo.xor %115, %125 : tensor<2x1xui32>
      %127 = stablehlo.slice %iterArg_31 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %128 = stablehlo.reshape %127 : (tensor<1xi32>) -> tensor<i32>
      %129 = stablehlo.add %115, %126 : tensor<2x1xui32>
      %130 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %131 = stablehlo.bitcast_convert %130 : (tensor<1xi32>) -> tensor<1xui32>
      %c_36 = stablehlo.constant dense<32> : tensor<i32>
      %132 = stablehlo.subtract %c_36, %128 : tensor<i32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %134 = stablehlo.bitcast_convert %133 : (tensor<1xi32>) -> tensor<1xui32>
      %135 = stablehlo.broadcast_in_dim %131, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %136 = stablehlo.shift_left %126, %135 : tensor<2x1xui32>
      %137 = stablehlo.broadcast_in_dim %134, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %138 = stablehlo.shift_right_logical %126, %137 : tensor<2x1xui32>
      %139 = stablehlo.or %136, %138 : tensor<2x1xui32>
      %140 = stablehlo.xor %129, %139 : tensor<2x1xui32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %141 = stablehlo.add %iterArg_25, %c_37 : tensor<i32>
      %142 = stablehlo.broadcast_in_dim %iterArg_28, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
      %143 = stablehlo.add %129, %142 : tensor<2x1xui32>
      %144 = stablehlo.convert %141 : (tensor<i32>) -> tensor<ui32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %146 = stablehlo.add %iterArg_29, %145 : tensor<2xui32>
      %147 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
      %148 = stablehlo.add %140, %147 : tensor<2x1xui32>
      stablehlo.return %141, %143, %148, %iterArg_29, %iterArg_30, %iterArg_28, %iterArg_32, %iterArg_31 : tensor<i32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %53 = stablehlo.concatenate %52#1, %52#2, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    %54 = stablehlo.iota dim = 0 : tensor<12xui32>
    %55 = stablehlo.slice %53 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %56 = stablehlo.reshape %55 : (tensor<2x1xui32>) -> tensor<2xui32>
    %57 = stablehlo.slice %53 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %58 = stablehlo.reshape %57 : (tensor<2x1xui32>) -> tensor<2xui32>
    %59 = stablehlo.slice %54 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
    %60 = stablehlo.slice %54 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
    %61 = stablehlo.xor %56, %58 : tensor<2xui32>
    %c_16 = stablehlo.constant dense<466688986> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %63 = stablehlo.xor %61, %62 : tensor<2xui32>
    %64 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<2xui32>) -> tensor<2x6xui32>
    %65 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %66 = stablehlo.add %65, %64 : tensor<2x6xui32>
    %67 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<2xui32>) -> tensor<2x6xui32>
    %68 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %69 = stablehlo.add %68, %67 : tensor<2x6xui32>
    %c_17 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_18 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %70:8 = stablehlo.while(%iterArg_25 = %c_19, %iterArg_26 = %66, %iterArg_27 = %69, %iterArg_28 = %58, %iterArg_29 = %63, %iterArg_30 = %56, %iterArg_31 = %c_17, %iterArg_32 = %c_18) : tensor<i32>, tensor<2x6xui32>, tensor<2x6xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_33 = stablehlo.constant dense<5> : tensor<i32>
      %85 = stablehlo.compare LT, %iterArg_25, %c_33 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %85 : tensor<i1>
    } do {
      %85 = stablehlo.slice %iterArg_31 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %86 = stablehlo.reshape %85 : (tensor<1xi32>) -> tensor<i32>
      %87 = stablehlo.add %iterArg_26, %iterArg_27 : tensor<2x6xui32>
      %88 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %89 = stablehlo.bitcast_convert %88 : (tensor<6xi32>) -> tensor<6xui32>
      %c_33 = stablehlo.constant dense<32> : tensor<i32>
      %90 = stablehlo.subtract %c_33, %86 : tensor<i32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %92 = stablehlo.bitcast_convert %91 : (tensor<6xi32>) -> tensor<6xui32>
      %93 = stablehlo.broadcast_in_dim %89, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %94 = stablehlo.shift_left %iterArg_27, %93 : tensor<2x6xui32>
      %95 = stablehlo.broadcast_in_dim %92, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %96 = stablehlo.shift_right_logical %iterArg_27, %95 : tensor<2x6xui32>
      %97 = stablehlo.or %94, %96 : tensor<2x6xui32>
      %98 = stablehlo.xor %87, %97 : tensor<2x6xui32>
      %99 = stablehlo.slice %iterArg_31 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %100 = stablehlo.reshape %99 : (tensor<1xi32>) -> tensor<i32>
      %101 = stablehlo.add %87, %98 : tensor<2x6xui32>
      %102 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %103 = stablehlo.bitcast_convert %102 : (tensor<6xi32>) -> tensor<6xui32>
      %c_34 = stablehlo.constant dense<32> : tensor<i32>
      %104 = stablehlo.subtract %c_34, %100 : tensor<i32>
      %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %106 = stablehlo.bitcast_convert %105 : (tensor<6xi32>) -> tensor<6xui32>
      %107 = stablehlo.broadcast_in_dim %103, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %108 = stablehlo.shift_left %98, %107 : tensor<2x6xui32>
      %109 = stablehlo.broadcast_in_dim %106, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %110 = stablehlo.shift_right_logical %98, %109 : tensor<2x6xui32>
      %111 = stablehlo.or %108, %110 : tensor<2x6xui32>
      %112 = stablehlo.xor %101, %111 : tensor<2x6xui32>
      %113 = stablehlo.slice %iterArg_31 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %114 = stablehlo.reshape %113 : (tensor<1xi32>) -> tensor<i32>
      %115 = stablehlo.add %101, %112 : tensor<2x6xui32>
      %116 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %117 = stablehlo.bitcast_convert %116 : (tensor<6xi32>) -> tensor<6xui32>
      %c_35 = stablehlo.constant dense<32> : tensor<i32>
      %118 = stablehlo.subtract %c_35, %114 : tensor<i32>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %120 = stablehlo.bitcast_convert %119 : (tensor<6xi32>) -> tensor<6xui32>
      %121 = stablehlo.broadcast_in_dim %117, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %122 = stablehlo.shift_left %112, %121 : tensor<2x6xui32>
      %123 = stablehlo.broadcast_in_dim %120, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %124 = stablehlo.shift_right_logical %112, %123 : tensor<2x6xui32>
      %125 = stablehlo.or %122, %124 : tensor<2x6xui32>
      %126 = stablehlo.xor %115, %125 : tensor<2x6xui32>
      %127 = stablehlo.slice %iterArg_31 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %128 = stablehlo.reshape %127 : (tensor<1xi32>) -> tensor<i32>
      %129 = stablehlo.add %115, %126 : tensor<2x6xui32>
      %130 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %131 = stablehlo.bitcast_convert %130 : (tensor<6xi32>) -> tensor<6xui32>
      %c_36 = stablehlo.constant dense<32> : tensor<i32>
      %132 = stablehlo.subtract %c_36, %128 : tensor<i32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %134 = stablehlo.bitcast_convert %133 : (tensor<6xi32>) -> tensor<6xui32>
      %135 = stablehlo.broadcast_in_dim %131, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %136 = stablehlo.shift_left %126, %135 : tensor<2x6xui32>
      %137 = stablehlo.broadcast_in_dim %134, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %138 = stablehlo.shift_right_logical %126, %137 : tensor<2x6xui32>
      %139 = stablehlo.or %136, %138 : tensor<2x6xui32>
      %140 = stablehlo.xor %129, %139 : tensor<2x6xui32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %141 = stablehlo.add %iterArg_25, %c_37 : tensor<i32>
      %142 = stablehlo.broadcast_in_dim %iterArg_28, dims = [0] : (tensor<2xui32>) -> tensor<2x6xui32>
      %143 = stablehlo.add %129, %142 : tensor<2x6xui32>
      %144 = stablehlo.convert %141 : (tensor<i32>) -> tensor<ui32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %146 = stablehlo.add %iterArg_29, %145 : tensor<2xui32>
      %147 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<2xui32>) -> tensor<2x6xui32>
      %148 = stablehlo.add %140, %147 : tensor<2x6xui32>
      stablehlo.return %141, %143, %148, %iterArg_29, %iterArg_30, %iterArg_28, %iterArg_32, %iterArg_31 : tensor<i32>, tensor<2x6xui32>, tensor<2x6xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %71 = stablehlo.concatenate %70#1, %70#2, dim = 1 : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x12xui32>
    %c_20 = stablehlo.constant dense<9> : tensor<12xui32>
    %72 = stablehlo.broadcast_in_dim %c_20, dims = [1] : (tensor<12xui32>) -> tensor<2x12xui32>
    %73 = stablehlo.shift_right_logical %71, %72 : tensor<2x12xui32>
    %c_21 = stablehlo.constant dense<1065353216> : tensor<12xui32>
    %74 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<12xui32>) -> tensor<2x12xui32>
    %75 = stablehlo.or %73, %74 : tensor<2x12xui32>
    %76 = stablehlo.bitcast_convert %75 : (tensor<2x12xui32>) -> tensor<2x12xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<12xf32>
    %77 = stablehlo.broadcast_in_dim %cst_22, dims = [1] : (tensor<12xf32>) -> tensor<2x12xf32>
    %78 = stablehlo.subtract %76, %77 : tensor<2x12xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x12xf32>) -> tensor<2x3x4xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
    %80 = stablehlo.abs %79 : tensor<2x3x4xf32>
    %81 = stablehlo.broadcast_in_dim %cst_23, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<2x3x4xf32>
    %82 = stablehlo.add %80, %81 : tensor<2x3x4xf32>
    %83 = stablehlo.divide %iterArg_10, %82 : tensor<2x3x4xf32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %84 = stablehlo.add %iterArg, %c_24 : tensor<i32>
    stablehlo.return %84, %iterArg_9, %83 : tensor<i32>, tensor<2x2xui32>, tensor<2x3x4xf32>
  }
  %7 = stablehlo.bitcast_convert %arg2 : (tensor<2xi32>) -> tensor<2xui32>
  %8 = stablehlo.reshape %7 : (tensor<2xui32>) -> tensor<2x1xui32>
  %9 = stablehlo.bitcast_convert %arg3 : (tensor<2xi32>) -> tensor<2xui32>
  %10 = stablehlo.reshape %9 : (tensor<2xui32>) -> tensor<2x1xui32>
  %11 = stablehlo.concatenate %8, %10, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<false> : tensor<i1>
  %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<2xi1>
  %14:4 = stablehlo.while(%iterArg = %12, %iterArg_9 = %11, %iterArg_10 = %13, %iterArg_11 = %arg1) : tensor<2xi32>, tensor<2x2xui32>, tensor<2xi1>, tensor<2x3x4xf32>
  cond {
    %34 = stablehlo.not %iterArg_10 : tensor<2xi1>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %36 = stablehlo.compare LT, %iterArg, %35 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %37 = stablehlo.and %36, %34 : tensor<2xi1>
    %c_13 = stablehlo.constant dense<false> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_13) applies stablehlo.or across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %38 : tensor<i1>
  } do {
    %34 = stablehlo.not %iterArg_10 : tensor<2xi1>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %36 = stablehlo.compare LT, %iterArg, %35 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %37 = stablehlo.and %36, %34 : tensor<2xi1>
    %38 = stablehlo.iota dim = 0 : tensor<4xui32>
    %39 = stablehlo.slice %iterArg_9 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %40 = stablehlo.reshape %39 : (tensor<2x1xui32>) -> tensor<2xui32>
    %41 = stablehlo.slice %iterArg_9 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %42 = stablehlo.reshape %41 : (tensor<2x1xui32>) -> tensor<2xui32>
    %43 = stablehlo.slice %38 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %44 = stablehlo.slice %38 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %45 = stablehlo.xor %40, %42 : tensor<2xui32>
    %c_13 = stablehlo.constant dense<466688986> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %47 = stablehlo.xor %45, %46 : tensor<2xui32>
    %48 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
    %49 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %50 = stablehlo.add %49, %48 : tensor<2x2xui32>
    %51 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
    %52 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %53 = stablehlo.add %52, %51 : tensor<2x2xui32>
    %c_14 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_15 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %54:8 = stablehlo.while(%iterArg_26 = %c_16, %iterArg_27 = %50, %iterArg_28 = %53, %iterArg_29 = %42, %iterArg_30 = %47, %iterArg_31 = %40, %iterArg_32 = %c_14, %iterArg_33 = %c_15) : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_34 = stablehlo.constant dense<5> : tensor<i32>
      %97 = stablehlo.compare LT, %iterArg_26, %c_34 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    } do {
      %97 = stablehlo.slice %iterArg_32 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %98 = stablehlo.reshape %97 : (tensor<1xi32>) -> tensor<i32>
      %99 = stablehlo.add %iterArg_27, %iterArg_28 : tensor<2x2xui32>
      %100 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %101 = stablehlo.bitcast_convert %100 : (tensor<2xi32>) -> tensor<2xui32>
      %c_34 = stablehlo.constant dense<32> : tensor<i32>
      %102 = stablehlo.subtract %c_34, %98 : tensor<i32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %104 = stablehlo.bitcast_convert %103 : (tensor<2xi32>) -> tensor<2xui32>
      %105 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %106 = stablehlo.shift_left %iterArg_28, %105 : tensor<2x2xui32>
      %107 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %108 = stablehlo.shift_right_logical %iterArg_28, %107 : tensor<2x2xui32>
      %109 = stablehlo.or %106, %108 : tensor<2x2xui32>
      %110 = stablehlo.xor %99, %109 : tensor<2x2xui32>
      %111 = stablehlo.slice %iterArg_32 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %112 = stablehlo.reshape %111 : (tensor<1xi32>) -> tensor<i32>
      %113 = stablehlo.add %99, %110 : tensor<2x2xui32>
      %114 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %115 = stablehlo.bitcast_convert %114 : (tensor<2xi32>) -> tensor<2xui32>
      %c_35 = stablehlo.constant dense<32> : tensor<i32>
      %116 = stablehlo.subtract %c_35, %112 : tensor<i32>
      %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %118 = stablehlo.bitcast_convert %117 : (tensor<2xi32>) -> tensor<2xui32>
      %119 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %120 = stablehlo.shift_left %110, %119 : tensor<2x2xui32>
      %121 = stablehlo.broadcast_in_dim %118, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %122 = stablehlo.shift_right_logical %110, %121 : tensor<2x2xui32>
      %123 = stablehlo.or %120, %122 : tensor<2x2xui32>
      %124 = stablehlo.xor %113, %123 : tensor<2x2xui32>
      %125 = stablehlo.slice %iterArg_32 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %126 = stablehlo.reshape %125 : (tensor<1xi32>) -> tensor<i32>
      %127 = stablehlo.add %113, %124 : tensor<2x2xui32>
      %128 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %129 = stablehlo.bitcast_convert %128 : (tensor<2xi32>) -> tensor<2xui32>
      %c_36 = stablehlo.constant dense<32> : tensor<i32>
      %130 = stablehlo.subtract %c_36, %126 : tensor<i32>
      %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %132 = stablehlo.bitcast_convert %131 : (tensor<2xi32>) -> tensor<2xui32>
      %133 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %134 = stablehlo.shift_left %124, %133 : tensor<2x2xui32>
      %135 = stablehlo.broadcast_in_dim %132, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %136 = stablehlo.shift_right_logical %124, %135 : tensor<2x2xui32>
      %137 = stablehlo.or %134, %136 : tensor<2x2xui32>
      %138 = stablehlo.xor %127, %137 : tensor<2x2xui32>
      %139 = stablehlo.slice %iterArg_32 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %140 = stablehlo.reshape %139 : (tensor<1xi32>) -> tensor<i32>
      %141 = stablehlo.add %127, %138 : tensor<2x2xui32>
      %142 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %143 = stablehlo.bitcast_convert %142 : (tensor<2xi32>) -> tensor<2xui32>
      %c_37 = stablehlo.constant dense<32> : tensor<i32>
      %144 = stablehlo.subtract %c_37, %140 : tensor<i32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %146 = stablehlo.bitcast_convert %145 : (tensor<2xi32>) -> tensor<2xui32>
      %147 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %148 = stablehlo.shift_left %138, %147 : tensor<2x2xui32>
      %149 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %150 = stablehlo.shift_right_logical %138, %149 : tensor<2x2xui32>
      %151 = stablehlo.or %148, %150 : tensor<2x2xui32>
      %152 = stablehlo.xor %141, %151 : tensor<2x2xui32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %153 = stablehlo.add %iterArg_26, %c_38 : tensor<i32>
      %154 = stablehlo.broadcast_in_dim %iterArg_29, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %155 = stablehlo.add %141, %154 : tensor<2x2xui32>
      %156 = stablehlo.convert %153 : (tensor<i32>) -> tensor<ui32>
      %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %158 = stablehlo.add %iterArg_30, %157 : tensor<2xui32>
      %159 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %160 = stablehlo.add %152, %159 : tensor<2x2xui32>
      stablehlo.return %153, %155, %160, %iterArg_30, %iterArg_31, %iterArg_29, %iterArg_33, %iterArg_32 : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %55 = stablehlo.concatenate %54#1, %54#2, dim = 1 : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x4xui32>
    %56 = stablehlo.slice %55 [0:2, 0:2] : (tensor<2x4xui32>) -> tensor<2x2xui32>
    %57 = stablehlo.slice %55 [0:2, 2:4] : (tensor<2x4xui32>) -> tensor<2x2xui32>
    %58 = stablehlo.iota dim = 0 : tensor<12xui32>
    %59 = stablehlo.slice %57 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %60 = stablehlo.reshape %59 : (tensor<2x1xui32>) -> tensor<2xui32>
    %61 = stablehlo.slice %57 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %62 = stablehlo.reshape %61 : (tensor<2x1xui32>) -> tensor<2xui32>
    %63 = stablehlo.slice %58 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
    %64 = stablehlo.slice %58 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
    %65 = stablehlo.xor %60, %62 : tensor<2xui32>
    %c_17 = stablehlo.constant dense<466688986> : tensor<ui32>
    %66 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %67 = stablehlo.xor %65, %66 : tensor<2xui32>
    %68 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<2xui32>) -> tensor<2x6xui32>
    %69 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %70 = stablehlo.add %69, %68 : tensor<2x6xui32>
    %71 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<2xui32>) -> tensor<2x6xui32>
    %72 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %73 = stablehlo.add %72, %71 : tensor<2x6xui32>
    %c_18 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_19 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %74:8 = stablehlo.while(%iterArg_26 = %c_20, %iterArg_27 = %70, %iterArg_28 = %73, %iterArg_29 = %62, %iterArg_30 = %67, %iterArg_31 = %60, %iterArg_32 = %c_18, %iterArg_33 = %c_19) : tensor<i32>, tensor<2x6xui32>, tensor<2x6xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_34 = stablehlo.constant dense<5> : tensor<i32>
      %97 = stablehlo.compare LT, %iterArg_26, %c_34 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    } do {
      %97 = stablehlo.slice %iterArg_32 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %98 = stablehlo.reshape %97 : (tensor<1xi32>) -> tensor<i32>
      %99 = stablehlo.add %iterArg_27, %iterArg_28 : tensor<2x6xui32>
      %100 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %101 = stablehlo.bitcast_convert %100 : (tensor<6xi32>) -> tensor<6xui32>
      %c_34 = stablehlo.constant dense<32> : tensor<i32>
      %102 = stablehlo.subtract %c_34, %98 : tensor<i32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %104 = stablehlo.bitcast_convert %103 : (tensor<6xi32>) -> tensor<6xui32>
      %105 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %106 = stablehlo.shift_left %iterArg_28, %105 : tensor<2x6xui32>
      %107 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %108 = stablehlo.shift_right_logical %iterArg_28, %107 : tensor<2x6xui32>
      %109 = stablehlo.or %106, %108 : tensor<2x6xui32>
      %110 = stablehlo.xor %99, %109 : tensor<2x6xui32>
      %111 = stablehlo.slice %iterArg_32 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %112 = stablehlo.reshape %111 : (tensor<1xi32>) -> tensor<i32>
      %113 = stablehlo.add %99, %110 : tensor<2x6xui32>
      %114 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %115 = stablehlo.bitcast_convert %114 : (tensor<6xi32>) -> tensor<6xui32>
      %c_35 = stablehlo.constant dense<32> : tensor<i32>
      %116 = stablehlo.subtract %c_35, %112 : tensor<i32>
      %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %118 = stablehlo.bitcast_convert %117 : (tensor<6xi32>) -> tensor<6xui32>
      %119 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %120 = stablehlo.shift_left %110, %119 : tensor<2x6xui32>
      %121 = stablehlo.broadcast_in_dim %118, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %122 = stablehlo.shift_right_logical %110, %121 : tensor<2x6xui32>
      %123 = stablehlo.or %120, %122 : tensor<2x6xui32>
      %124 = stablehlo.xor %113, %123 : tensor<2x6xui32>
      %125 = stablehlo.slice %iterArg_32 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %126 = stablehlo.reshape %125 : (tensor<1xi32>) -> tensor<i32>
      %127 = stablehlo.add %113, %124 : tensor<2x6xui32>
      %128 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %129 = stablehlo.bitcast_convert %128 : (tensor<6xi32>) -> tensor<6xui32>
      %c_36 = stablehlo.constant dense<32> : tensor<i32>
      %130 = stablehlo.subtract %c_36, %126 : tensor<i32>
      %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %132 = stablehlo.bitcast_convert %131 : (tensor<6xi32>) -> tensor<6xui32>
      %133 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %134 = stablehlo.shift_left %124, %133 : tensor<2x6xui32>
      %135 = stablehlo.broadcast_in_dim %132, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %136 = stablehlo.shift_right_logical %124, %135 : tensor<2x6xui32>
      %137 = stablehlo.or %134, %136 : tensor<2x6xui32>
      %138 = stablehlo.xor %127, %137 : tensor<2x6xui32>
      %139 = stablehlo.slice %iterArg_32 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %140 = stablehlo.reshape %139 : (tensor<1xi32>) -> tensor<i32>
      %141 = stablehlo.add %127, %138 : tensor<2x6xui32>
      %142 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %143 = stablehlo.bitcast_convert %142 : (tensor<6xi32>) -> tensor<6xui32>
      %c_37 = stablehlo.constant dense<32> : tensor<i32>
      %144 = stablehlo.subtract %c_37, %140 : tensor<i32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %146 = stablehlo.bitcast_convert %145 : (tensor<6xi32>) -> tensor<6xui32>
      %147 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %148 = stablehlo.shift_left %138, %147 : tensor<2x6xui32>
      %149 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %150 = stablehlo.shift_right_logical %138, %149 : tensor<2x6xui32>
      %151 = stablehlo.or %148, %150 : tensor<2x6xui32>
      %152 = stablehlo.xor %141, %151 : tensor<2x6xui32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %153 = stablehlo.add %iterArg_26, %c_38 : tensor<i32>
      %154 = stablehlo.broadcast_in_dim %iterArg_29, dims = [0] : (tensor<2xui32>) -> tensor<2x6xui32>
      %155 = stablehlo.add %141, %154 : tensor<2x6xui32>
      %156 = stablehlo.convert %153 : (tensor<i32>) -> tensor<ui32>
      %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %158 = stablehlo.add %iterArg_30, %157 : tensor<2xui32>
      %159 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<2xui32>) -> tensor<2x6xui32>
      %160 = stablehlo.add %152, %159 : tensor<2x6xui32>
      stablehlo.return %153, %155, %160, %iterArg_30, %iterArg_31, %iterArg_29, %iterArg_33, %iterArg_32 : tensor<i32>, tensor<2x6xui32>, tensor<2x6xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %75 = stablehlo.concatenate %74#1, %74#2, dim = 1 : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x12xui32>
    %c_21 = stablehlo.constant dense<9> : tensor<12xui32>
    %76 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<12xui32>) -> tensor<2x12xui32>
    %77 = stablehlo.shift_right_logical %75, %76 : tensor<2x12xui32>
    %c_22 = stablehlo.constant dense<1065353216> : tensor<12xui32>
    %78 = stablehlo.broadcast_in_dim %c_22, dims = [1] : (tensor<12xui32>) -> tensor<2x12xui32>
    %79 = stablehlo.or %77, %78 : tensor<2x12xui32>
    %80 = stablehlo.bitcast_convert %79 : (tensor<2x12xui32>) -> tensor<2x12xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<12xf32>
    %81 = stablehlo.broadcast_in_dim %cst_23, dims = [1] : (tensor<12xf32>) -> tensor<2x12xf32>
    %82 = stablehlo.subtract %80, %81 : tensor<2x12xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x12xf32>) -> tensor<2x3x4xf32>
    %84 = stablehlo.slice %83 [0:2, 0:1, 0:1] : (tensor<2x3x4xf32>) -> tensor<2x1x1xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %cst_24 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %87 = stablehlo.compare LT, %85, %86 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %88 = stablehlo.multiply %iterArg_11, %83 : tensor<2x3x4xf32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %90 = stablehlo.add %iterArg, %89 : tensor<2xi32>
    %91 = stablehlo.select %37, %90, %iterArg : tensor<2xi1>, tensor<2xi32>
    %92 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
    %93 = stablehlo.select %92, %56, %iterArg_9 : tensor<2x2xi1>, tensor<2x2xui32>
    %94 = stablehlo.select %37, %87, %iterArg_10 : tensor<2xi1>, tensor<2xi1>
    %95 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
    %96 = stablehlo.select %95, %88, %iterArg_11 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
    stablehlo.return %91, %93, %94, %96 : tensor<2xi32>, tensor<2x2xui32>, tensor<2xi1>, tensor<2x3x4xf32>
  }
  %cst = stablehlo.constant dense<1.000000e+04> : tensor<f32>
  %15 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.minimum across dimensions = [2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
  %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
  %17 = stablehlo.minimum %16, %6#2 : tensor<2x3x4xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %18:2 = stablehlo.while(%iterArg = %c_3, %iterArg_9 = %6#2) : tensor<i32>, tensor<2x3x4xf32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.compare LT, %iterArg, %c_10 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %34 : tensor<i1>
  } do {
    %c_10 = stablehlo.constant dense<[[1], [0], [2]]> : tensor<3x1xi32>
    %34 = stablehlo.broadcast_in_dim %c_10, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
    %35 = stablehlo.iota dim = 0 : tensor<2x3x1xi32>
    %36 = stablehlo.concatenate %35, %34, dim = 2 : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
    %37 = stablehlo.reshape %36 : (tensor<2x3x2xi32>) -> tensor<6x2xi32>
    %38 = stablehlo.reshape %arg1 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %39 = "stablehlo.scatter"(%arg1, %37, %38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<2x3x4xf32>, tensor<6x2xi32>, tensor<6x4xf32>) -> tensor<2x3x4xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.add %iterArg, %c_11 : tensor<i32>
    stablehlo.return %40, %39 : tensor<i32>, tensor<2x3x4xf32>
  }
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %20 = stablehlo.compare LT, %arg3, %19, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_5 = stablehlo.constant dense<3> : tensor<i32>
  %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %22 = stablehlo.compare GE, %arg3, %21, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %23 = stablehlo.or %20, %22 : tensor<2xi1>
  %c_6 = stablehlo.constant dense<2> : tensor<i32>
  %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %25 = stablehlo.select %23, %24, %arg3 : tensor<2xi1>, tensor<2xi32>
  %c_7 = stablehlo.constant dense<1> : tensor<i32>
  %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %27 = stablehlo.compare EQ, %25, %26, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %29 = stablehlo.select %28, %17, %18#1 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %31 = stablehlo.compare EQ, %25, %30, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %33 = stablehlo.select %32, %14#3, %29 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
  return %33, %6#2 : tensor<2x3x4xf32>, tensor<2x3x4xf32>
}
func.func @f150_v0_v1(%arg0: tensor<3x2x3x4xf32>, %arg1: tensor<3x2x3x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2x3xi32>) -> (tensor<3x2x3x4xf32>, tensor<3x2x3x4xf32>) {
  %0 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:3 = stablehlo.while(%iterArg = %c, %iterArg_9 = %arg1, %iterArg_10 = %arg0) : tensor<i32>, tensor<3x2x3x4xf32>, tensor<3x2x3x4xf32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %44 : tensor<i1>
  } do {
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %44 = stablehlo.reduce(%iterArg_9 init: %cst_11) applies stablehlo.minimum across dimensions = [3] : (tensor<3x2x3x4xf32>, tensor<f32>) -> tensor<3x2x3xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<3x2x3xf32>) -> tensor<3x2x3x4xf32>
    %46 = stablehlo.multiply %45, %iterArg_10 : tensor<3x2x3x4xf32>
    %c_12 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
    %47 = stablehlo.broadcast_in_dim %c_12, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
    %48 = stablehlo.iota dim = 0 : tensor<2x3x1xi32>
    %49 = stablehlo.concatenate %48, %47, dim = 2 : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
    %50 = stablehlo.reshape %49 : (tensor<2x3x2xi32>) -> tensor<6x2xi32>
    %51 = stablehlo.reshape %iterArg_10 : (tensor<3x2x3x4xf32>) -> tensor<3x6x4xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [1, 2] : (tensor<6x2xi32>) -> tensor<3x6x2xi32>
    %53 = stablehlo.iota dim = 0 : tensor<3x6x1xi32>
    %54 = stablehlo.concatenate %53, %52, dim = 2 : (tensor<3x6x1xi32>, tensor<3x6x2xi32>) -> tensor<3x6x3xi32>
    %55 = stablehlo.reshape %54 : (tensor<3x6x3xi32>) -> tensor<18x3xi32>
    %56 = stablehlo.reshape %51 : (tensor<3x6x4xf32>) -> tensor<18x4xf32>
    %57 = "stablehlo.scatter"(%iterArg_9, %55, %56) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<3x2x3x4xf32>, tensor<18x3xi32>, tensor<18x4xf32>) -> tensor<3x2x3x4xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.add %iterArg, %c_13 : tensor<i32>
    stablehlo.return %58, %46, %57 : tensor<i32>, tensor<3x2x3x4xf32>, tensor<3x2x3x4xf32>
  }
  %2 = stablehlo.bitcast_convert %arg2 : (tensor<2xi32>) -> tensor<2xui32>
  %3 = stablehlo.reshape %2 : (tensor<2xui32>) -> tensor<2x1xui32>
  %4 = stablehlo.bitcast_convert %0 : (tensor<3x2xi32>) -> tensor<3x2xui32>
  %5 = stablehlo.reshape %4 : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
  %6 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
  %7 = stablehlo.concatenate %6, %5, dim = 2 : (tensor<3x2x1xui32>, tensor<3x2x1xui32>) -> tensor<3x2x2xui32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %8:3 = stablehlo.while(%iterArg = %c_0, %iterArg_9 = %7, %iterArg_10 = %1#1) : tensor<i32>, tensor<3x2x2xui32>, tensor<3x2x3x4xf32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %44 : tensor<i1>
  } do {
    %44 = stablehlo.convert %iterArg : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.reshape %44 : (tensor<ui32>) -> tensor<1xui32>
    %c_11 = stablehlo.constant dense<0> : tensor<1xui32>
    %46 = stablehlo.concatenate %c_11, %45, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %47 = stablehlo.slice %iterArg_9 [0:3, 0:2, 0:1] : (tensor<3x2x2xui32>) -> tensor<3x2x1xui32>
    %48 = stablehlo.reshape %47 : (tensor<3x2x1xui32>) -> tensor<3x2xui32>
    %49 = stablehlo.slice %iterArg_9 [0:3, 0:2, 1:2] : (tensor<3x2x2xui32>) -> tensor<3x2x1xui32>
    %50 = stablehlo.reshape %49 : (tensor<3x2x1xui32>) -> tensor<3x2xui32>
    %51 = stablehlo.slice %46 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %52 = stablehlo.slice %46 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %53 = stablehlo.xor %48, %50 : tensor<3x2xui32>
    %c_12 = stablehlo.constant dense<466688986> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %56 = stablehlo.xor %53, %55 : tensor<3x2xui32>
    %57 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %58 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
    %60 = stablehlo.add %59, %57 : tensor<3x2x1xui32>
    %61 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %62 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
    %64 = stablehlo.add %63, %61 : tensor<3x2x1xui32>
    %c_13 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_14 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %65:8 = stablehlo.while(%iterArg_25 = %c_15, %iterArg_26 = %60, %iterArg_27 = %64, %iterArg_28 = %50, %iterArg_29 = %56, %iterArg_30 = %48, %iterArg_31 = %c_13, %iterArg_32 = %c_14) : tensor<i32>, tensor<3x2x1xui32>, tensor<3x2x1xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_33 = stablehlo.constant dense<5> : tensor<i32>
      %105 = stablehlo.compare LT, %iterArg_25, %c_33 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %105 : tensor<i1>
    } do {
      %105 = stablehlo.slice %iterArg_31 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %106 = stablehlo.reshape %105 : (tensor<1xi32>) -> tensor<i32>
      %107 = stablehlo.add %iterArg_26, %iterArg_27 : tensor<3x2x1xui32>
      %108 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %109 = stablehlo.bitcast_convert %108 : (tensor<1xi32>) -> tensor<1xui32>
      %c_33 = stablehlo.constant dense<32> : tensor<i32>
      %110 = stablehlo.subtract %c_33, %106 : tensor<i32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %112 = stablehlo.bitcast_convert %111 : (tensor<1xi32>) -> tensor<1xui32>
      %113 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %114 = stablehlo.broadcast_in_dim %113, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
      %115 = stablehlo.shift_left %iterArg_27, %114 : tensor<3x2x1xui32>
      %116 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %117 = stablehlo.broadcast_in_dim %116, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
      %118 = stablehlo.shift_right_logical %iterArg_27, %117 : tensor<3x2x1xui32>
      %119 = stablehlo.or %115, %118 : tensor<3x2x1xui32>
      %120 = stablehlo.xor %107, %119 : tensor<3x2x1xui32>
      %121 = stablehlo.slice %iterArg_31 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %122 = stablehlo.reshape %121 : (tensor<1xi32>) -> tensor<i32>
      %123 = stablehlo.add %107, %120 : tensor<3x2x1xui32>
      %124 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %125 = stablehlo.bitcast_convert %124 : (tensor<1xi32>) -> tensor<1xui32>
      %c_34 = stablehlo.constant dense<32> : tensor<i32>
      %126 = stablehlo.subtract %c_34, %122 : tensor<i32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %128 = stablehlo.bitcast_convert %127 : (tensor<1xi32>) -> tensor<1xui32>
      %129 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %130 = stablehlo.broadcast_in_dim %129, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
      %131 = stablehlo.shift_left %120, %130 : tensor<3x2x1xui32>
      %132 = stablehlo.broadcast_in_dim %128, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
      %134 = stablehlo.shift_right_logical %120, %133 : tensor<3x2x1xui32>
      %135 = stablehlo.or %131, %134 : tensor<3x2x1xui32>
      %136 = stablehlo.xor %123, %135 : tensor<3x2x1xui32>
      %137 = stablehlo.slice %iterArg_31 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %138 = stablehlo.reshape %137 : (tensor<1xi32>) -> tensor<i32>
      %139 = stablehlo.add %123, %136 : tensor<3x2x1xui32>
      %140 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %141 = stablehlo.bitcast_convert %140 : (tensor<1xi32>) -> tensor<1xui32>
      %c_35 = stablehlo.constant dense<32> : tensor<i32>
      %142 = stablehlo.subtract %c_35, %138 : tensor<i32>
      %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %144 = stablehlo.bitcast_convert %143 : (tensor<1xi32>) -> tensor<1xui32>
      %145 = stablehlo.broadcast_in_dim %141, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %146 = stablehlo.broadcast_in_dim %145, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
      %147 = stablehlo.shift_left %136, %146 : tensor<3x2x1xui32>
      %148 = stablehlo.broadcast_in_dim %144, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %149 = stablehlo.broadcast_in_dim %148, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
      %150 = stablehlo.shift_right_logical %136, %149 : tensor<3x2x1xui32>
      %151 = stablehlo.or %147, %150 : tensor<3x2x1xui32>
      %152 = stablehlo.xor %139, %151 : tensor<3x2x1xui32>
      %153 = stablehlo.slice %iterArg_31 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %154 = stablehlo.reshape %153 : (tensor<1xi32>) -> tensor<i32>
      %155 = stablehlo.add %139, %152 : tensor<3x2x1xui32>
      %156 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %157 = stablehlo.bitcast_convert %156 : (tensor<1xi32>) -> tensor<1xui32>
      %c_36 = stablehlo.constant dense<32> : tensor<i32>
      %158 = stablehlo.subtract %c_36, %154 : tensor<i32>
      %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %160 = stablehlo.bitcast_convert %159 : (tensor<1xi32>) -> tensor<1xui32>
      %161 = stablehlo.broadcast_in_dim %157, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %162 = stablehlo.broadcast_in_dim %161, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
      %163 = stablehlo.shift_left %152, %162 : tensor<3x2x1xui32>
      %164 = stablehlo.broadcast_in_dim %160, dims = [1] : (tensor<1xui32>) -> tensor<2x1xui32>
      %165 = stablehlo.broadcast_in_dim %164, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
      %166 = stablehlo.shift_right_logical %152, %165 : tensor<3x2x1xui32>
      %167 = stablehlo.or %163, %166 : tensor<3x2x1xui32>
      %168 = stablehlo.xor %155, %167 : tensor<3x2x1xui32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %169 = stablehlo.add %iterArg_25, %c_37 : tensor<i32>
      %170 = stablehlo.broadcast_in_dim %iterArg_28, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
      %171 = stablehlo.add %155, %170 : tensor<3x2x1xui32>
      %172 = stablehlo.convert %169 : (tensor<i32>) -> tensor<ui32>
      %173 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %174 = stablehlo.broadcast_in_dim %173, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %175 = stablehlo.add %iterArg_29, %174 : tensor<3x2xui32>
      %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
      %177 = stablehlo.add %168, %176 : tensor<3x2x1xui32>
      stablehlo.return %169, %171, %177, %iterArg_29, %iterArg_30, %iterArg_28, %iterArg_32, %iterArg_31 : tensor<i32>, tensor<3x2x1xui32>, tensor<3x2x1xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %66 = stablehlo.concatenate %65#1, %65#2, dim = 2 : (tensor<3x2x1xui32>, tensor<3x2x1xui32>) -> tensor<3x2x2xui32>
    %67 = stablehlo.iota dim = 0 : tensor<12xui32>
    %68 = stablehlo.slice %66 [0:3, 0:2, 0:1] : (tensor<3x2x2xui32>) -> tensor<3x2x1xui32>
    %69 = stablehlo.reshape %68 : (tensor<3x2x1xui32>) -> tensor<3x2xui32>
    %70 = stablehlo.slice %66 [0:3, 0:2, 1:2] : (tensor<3x2x2xui32>) -> tensor<3x2x1xui32>
    %71 = stablehlo.reshape %70 : (tensor<3x2x1xui32>) -> tensor<3x2xui32>
    %72 = stablehlo.slice %67 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
    %73 = stablehlo.slice %67 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
    %74 = stablehlo.xor %69, %71 : tensor<3x2xui32>
    %c_16 = stablehlo.constant dense<466688986> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %77 = stablehlo.xor %74, %76 : tensor<3x2xui32>
    %78 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x6xui32>
    %79 = stablehlo.broadcast_in_dim %72, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
    %81 = stablehlo.add %80, %78 : tensor<3x2x6xui32>
    %82 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x6xui32>
    %83 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
    %85 = stablehlo.add %84, %82 : tensor<3x2x6xui32>
    %c_17 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_18 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %86:8 = stablehlo.while(%iterArg_25 = %c_19, %iterArg_26 = %81, %iterArg_27 = %85, %iterArg_28 = %71, %iterArg_29 = %77, %iterArg_30 = %69, %iterArg_31 = %c_17, %iterArg_32 = %c_18) : tensor<i32>, tensor<3x2x6xui32>, tensor<3x2x6xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_33 = stablehlo.constant dense<5> : tensor<i32>
      %105 = stablehlo.compare LT, %iterArg_25, %c_33 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %105 : tensor<i1>
    } do {
      %105 = stablehlo.slice %iterArg_31 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %106 = stablehlo.reshape %105 : (tensor<1xi32>) -> tensor<i32>
      %107 = stablehlo.add %iterArg_26, %iterArg_27 : tensor<3x2x6xui32>
      %108 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %109 = stablehlo.bitcast_convert %108 : (tensor<6xi32>) -> tensor<6xui32>
      %c_33 = stablehlo.constant dense<32> : tensor<i32>
      %110 = stablehlo.subtract %c_33, %106 : tensor<i32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %112 = stablehlo.bitcast_convert %111 : (tensor<6xi32>) -> tensor<6xui32>
      %113 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %114 = stablehlo.broadcast_in_dim %113, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %115 = stablehlo.shift_left %iterArg_27, %114 : tensor<3x2x6xui32>
      %116 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %117 = stablehlo.broadcast_in_dim %116, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %118 = stablehlo.shift_right_logical %iterArg_27, %117 : tensor<3x2x6xui32>
      %119 = stablehlo.or %115, %118 : tensor<3x2x6xui32>
      %120 = stablehlo.xor %107, %119 : tensor<3x2x6xui32>
      %121 = stablehlo.slice %iterArg_31 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %122 = stablehlo.reshape %121 : (tensor<1xi32>) -> tensor<i32>
      %123 = stablehlo.add %107, %120 : tensor<3x2x6xui32>
      %124 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %125 = stablehlo.bitcast_convert %124 : (tensor<6xi32>) -> tensor<6xui32>
      %c_34 = stablehlo.constant dense<32> : tensor<i32>
      %126 = stablehlo.subtract %c_34, %122 : tensor<i32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %128 = stablehlo.bitcast_convert %127 : (tensor<6xi32>) -> tensor<6xui32>
      %129 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %130 = stablehlo.broadcast_in_dim %129, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %131 = stablehlo.shift_left %120, %130 : tensor<3x2x6xui32>
      %132 = stablehlo.broadcast_in_dim %128, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %134 = stablehlo.shift_right_logical %120, %133 : tensor<3x2x6xui32>
      %135 = stablehlo.or %131, %134 : tensor<3x2x6xui32>
      %136 = stablehlo.xor %123, %135 : tensor<3x2x6xui32>
      %137 = stablehlo.slice %iterArg_31 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %138 = stablehlo.reshape %137 : (tensor<1xi32>) -> tensor<i32>
      %139 = stablehlo.add %123, %136 : tensor<3x2x6xui32>
      %140 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %141 = stablehlo.bitcast_convert %140 : (tensor<6xi32>) -> tensor<6xui32>
      %c_35 = stablehlo.constant dense<32> : tensor<i32>
      %142 = stablehlo.subtract %c_35, %138 : tensor<i32>
      %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %144 = stablehlo.bitcast_convert %143 : (tensor<6xi32>) -> tensor<6xui32>
      %145 = stablehlo.broadcast_in_dim %141, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %146 = stablehlo.broadcast_in_dim %145, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %147 = stablehlo.shift_left %136, %146 : tensor<3x2x6xui32>
      %148 = stablehlo.broadcast_in_dim %144, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %149 = stablehlo.broadcast_in_dim %148, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %150 = stablehlo.shift_right_logical %136, %149 : tensor<3x2x6xui32>
      %151 = stablehlo.or %147, %150 : tensor<3x2x6xui32>
      %152 = stablehlo.xor %139, %151 : tensor<3x2x6xui32>
      %153 = stablehlo.slice %iterArg_31 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %154 = stablehlo.reshape %153 : (tensor<1xi32>) -> tensor<i32>
      %155 = stablehlo.add %139, %152 : tensor<3x2x6xui32>
      %156 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %157 = stablehlo.bitcast_convert %156 : (tensor<6xi32>) -> tensor<6xui32>
      %c_36 = stablehlo.constant dense<32> : tensor<i32>
      %158 = stablehlo.subtract %c_36, %154 : tensor<i32>
      %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %160 = stablehlo.bitcast_convert %159 : (tensor<6xi32>) -> tensor<6xui32>
      %161 = stablehlo.broadcast_in_dim %157, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %162 = stablehlo.broadcast_in_dim %161, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %163 = stablehlo.shift_left %152, %162 : tensor<3x2x6xui32>
      %164 = stablehlo.broadcast_in_dim %160, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %165 = stablehlo.broadcast_in_dim %164, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %166 = stablehlo.shift_right_logical %152, %165 : tensor<3x2x6xui32>
      %167 = stablehlo.or %163, %166 : tensor<3x2x6xui32>
      %168 = stablehlo.xor %155, %167 : tensor<3x2x6xui32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %169 = stablehlo.add %iterArg_25, %c_37 : tensor<i32>
      %170 = stablehlo.broadcast_in_dim %iterArg_28, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x6xui32>
      %171 = stablehlo.add %155, %170 : tensor<3x2x6xui32>
      %172 = stablehlo.convert %169 : (tensor<i32>) -> tensor<ui32>
      %173 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %174 = stablehlo.broadcast_in_dim %173, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %175 = stablehlo.add %iterArg_29, %174 : tensor<3x2xui32>
      %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x6xui32>
      %177 = stablehlo.add %168, %176 : tensor<3x2x6xui32>
      stablehlo.return %169, %171, %177, %iterArg_29, %iterArg_30, %iterArg_28, %iterArg_32, %iterArg_31 : tensor<i32>, tensor<3x2x6xui32>, tensor<3x2x6xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %87 = stablehlo.concatenate %86#1, %86#2, dim = 2 : (tensor<3x2x6xui32>, tensor<3x2x6xui32>) -> tensor<3x2x12xui32>
    %c_20 = stablehlo.constant dense<9> : tensor<12xui32>
    %88 = stablehlo.broadcast_in_dim %c_20, dims = [1] : (tensor<12xui32>) -> tensor<2x12xui32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [1, 2] : (tensor<2x12xui32>) -> tensor<3x2x12xui32>
    %90 = stablehlo.shift_right_logical %87, %89 : tensor<3x2x12xui32>
    %c_21 = stablehlo.constant dense<1065353216> : tensor<12xui32>
    %91 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<12xui32>) -> tensor<2x12xui32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2] : (tensor<2x12xui32>) -> tensor<3x2x12xui32>
    %93 = stablehlo.or %90, %92 : tensor<3x2x12xui32>
    %94 = stablehlo.bitcast_convert %93 : (tensor<3x2x12xui32>) -> tensor<3x2x12xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<12xf32>
    %95 = stablehlo.broadcast_in_dim %cst_22, dims = [1] : (tensor<12xf32>) -> tensor<2x12xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [1, 2] : (tensor<2x12xf32>) -> tensor<3x2x12xf32>
    %97 = stablehlo.subtract %94, %96 : tensor<3x2x12xf32>
    %98 = stablehlo.reshape %97 : (tensor<3x2x12xf32>) -> tensor<3x2x3x4xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
    %99 = stablehlo.abs %98 : tensor<3x2x3x4xf32>
    %100 = stablehlo.broadcast_in_dim %cst_23, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<2x3x4xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [1, 2, 3] : (tensor<2x3x4xf32>) -> tensor<3x2x3x4xf32>
    %102 = stablehlo.add %99, %101 : tensor<3x2x3x4xf32>
    %103 = stablehlo.divide %iterArg_10, %102 : tensor<3x2x3x4xf32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %104 = stablehlo.add %iterArg, %c_24 : tensor<i32>
    stablehlo.return %104, %iterArg_9, %103 : tensor<i32>, tensor<3x2x2xui32>, tensor<3x2x3x4xf32>
  }
  %9 = stablehlo.bitcast_convert %arg2 : (tensor<2xi32>) -> tensor<2xui32>
  %10 = stablehlo.reshape %9 : (tensor<2xui32>) -> tensor<2x1xui32>
  %11 = stablehlo.bitcast_convert %0 : (tensor<3x2xi32>) -> tensor<3x2xui32>
  %12 = stablehlo.reshape %11 : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
  %13 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<2x1xui32>) -> tensor<3x2x1xui32>
  %14 = stablehlo.concatenate %13, %12, dim = 2 : (tensor<3x2x1xui32>, tensor<3x2x1xui32>) -> tensor<3x2x2xui32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<false> : tensor<i1>
  %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<2xi1>
  %17 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
  %18 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<2xi1>) -> tensor<3x2xi1>
  %19:4 = stablehlo.while(%iterArg = %17, %iterArg_9 = %14, %iterArg_10 = %18, %iterArg_11 = %arg1) : tensor<3x2xi32>, tensor<3x2x2xui32>, tensor<3x2xi1>, tensor<3x2x3x4xf32>
  cond {
    %44 = stablehlo.not %iterArg_10 : tensor<3x2xi1>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %47 = stablehlo.compare LT, %iterArg, %46 : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %48 = stablehlo.and %47, %44 : tensor<3x2xi1>
    %c_13 = stablehlo.constant dense<false> : tensor<i1>
    %49 = stablehlo.reduce(%48 init: %c_13) applies stablehlo.or across dimensions = [1] : (tensor<3x2xi1>, tensor<i1>) -> tensor<3xi1>
    %c_14 = stablehlo.constant dense<false> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_14) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %50 : tensor<i1>
  } do {
    %44 = stablehlo.not %iterArg_10 : tensor<3x2xi1>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %47 = stablehlo.compare LT, %iterArg, %46 : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %48 = stablehlo.and %47, %44 : tensor<3x2xi1>
    %c_13 = stablehlo.constant dense<false> : tensor<i1>
    %49 = stablehlo.reduce(%48 init: %c_13) applies stablehlo.or across dimensions = [1] : (tensor<3x2xi1>, tensor<i1>) -> tensor<3xi1>
    %50 = stablehlo.not %iterArg_10 : tensor<3x2xi1>
    %c_14 = stablehlo.constant dense<3> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %53 = stablehlo.compare LT, %iterArg, %52 : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %54 = stablehlo.and %53, %50 : tensor<3x2xi1>
    %55 = stablehlo.iota dim = 0 : tensor<4xui32>
    %56 = stablehlo.slice %iterArg_9 [0:3, 0:2, 0:1] : (tensor<3x2x2xui32>) -> tensor<3x2x1xui32>
    %57 = stablehlo.reshape %56 : (tensor<3x2x1xui32>) -> tensor<3x2xui32>
    %58 = stablehlo.slice %iterArg_9 [0:3, 0:2, 1:2] : (tensor<3x2x2xui32>) -> tensor<3x2x1xui32>
    %59 = stablehlo.reshape %58 : (tensor<3x2x1xui32>) -> tensor<3x2xui32>
    %60 = stablehlo.slice %55 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %61 = stablehlo.slice %55 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %62 = stablehlo.xor %57, %59 : tensor<3x2xui32>
    %c_15 = stablehlo.constant dense<466688986> : tensor<ui32>
    %63 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %65 = stablehlo.xor %62, %64 : tensor<3x2xui32>
    %66 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
    %67 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
    %69 = stablehlo.add %68, %66 : tensor<3x2x2xui32>
    %70 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
    %71 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
    %73 = stablehlo.add %72, %70 : tensor<3x2x2xui32>
    %c_16 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_17 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %74:8 = stablehlo.while(%iterArg_28 = %c_18, %iterArg_29 = %69, %iterArg_30 = %73, %iterArg_31 = %59, %iterArg_32 = %65, %iterArg_33 = %57, %iterArg_34 = %c_16, %iterArg_35 = %c_17) : tensor<i32>, tensor<3x2x2xui32>, tensor<3x2x2xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_36 = stablehlo.constant dense<5> : tensor<i32>
      %133 = stablehlo.compare LT, %iterArg_28, %c_36 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %133 : tensor<i1>
    } do {
      %133 = stablehlo.slice %iterArg_34 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %134 = stablehlo.reshape %133 : (tensor<1xi32>) -> tensor<i32>
      %135 = stablehlo.add %iterArg_29, %iterArg_30 : tensor<3x2x2xui32>
      %136 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %137 = stablehlo.bitcast_convert %136 : (tensor<2xi32>) -> tensor<2xui32>
      %c_36 = stablehlo.constant dense<32> : tensor<i32>
      %138 = stablehlo.subtract %c_36, %134 : tensor<i32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %140 = stablehlo.bitcast_convert %139 : (tensor<2xi32>) -> tensor<2xui32>
      %141 = stablehlo.broadcast_in_dim %137, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
      %143 = stablehlo.shift_left %iterArg_30, %142 : tensor<3x2x2xui32>
      %144 = stablehlo.broadcast_in_dim %140, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
      %146 = stablehlo.shift_right_logical %iterArg_30, %145 : tensor<3x2x2xui32>
      %147 = stablehlo.or %143, %146 : tensor<3x2x2xui32>
      %148 = stablehlo.xor %135, %147 : tensor<3x2x2xui32>
      %149 = stablehlo.slice %iterArg_34 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %150 = stablehlo.reshape %149 : (tensor<1xi32>) -> tensor<i32>
      %151 = stablehlo.add %135, %148 : tensor<3x2x2xui32>
      %152 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %153 = stablehlo.bitcast_convert %152 : (tensor<2xi32>) -> tensor<2xui32>
      %c_37 = stablehlo.constant dense<32> : tensor<i32>
      %154 = stablehlo.subtract %c_37, %150 : tensor<i32>
      %155 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %156 = stablehlo.bitcast_convert %155 : (tensor<2xi32>) -> tensor<2xui32>
      %157 = stablehlo.broadcast_in_dim %153, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %158 = stablehlo.broadcast_in_dim %157, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
      %159 = stablehlo.shift_left %148, %158 : tensor<3x2x2xui32>
      %160 = stablehlo.broadcast_in_dim %156, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %161 = stablehlo.broadcast_in_dim %160, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
      %162 = stablehlo.shift_right_logical %148, %161 : tensor<3x2x2xui32>
      %163 = stablehlo.or %159, %162 : tensor<3x2x2xui32>
      %164 = stablehlo.xor %151, %163 : tensor<3x2x2xui32>
      %165 = stablehlo.slice %iterArg_34 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %166 = stablehlo.reshape %165 : (tensor<1xi32>) -> tensor<i32>
      %167 = stablehlo.add %151, %164 : tensor<3x2x2xui32>
      %168 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %169 = stablehlo.bitcast_convert %168 : (tensor<2xi32>) -> tensor<2xui32>
      %c_38 = stablehlo.constant dense<32> : tensor<i32>
      %170 = stablehlo.subtract %c_38, %166 : tensor<i32>
      %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %172 = stablehlo.bitcast_convert %171 : (tensor<2xi32>) -> tensor<2xui32>
      %173 = stablehlo.broadcast_in_dim %169, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %174 = stablehlo.broadcast_in_dim %173, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
      %175 = stablehlo.shift_left %164, %174 : tensor<3x2x2xui32>
      %176 = stablehlo.broadcast_in_dim %172, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %177 = stablehlo.broadcast_in_dim %176, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
      %178 = stablehlo.shift_right_logical %164, %177 : tensor<3x2x2xui32>
      %179 = stablehlo.or %175, %178 : tensor<3x2x2xui32>
      %180 = stablehlo.xor %167, %179 : tensor<3x2x2xui32>
      %181 = stablehlo.slice %iterArg_34 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %182 = stablehlo.reshape %181 : (tensor<1xi32>) -> tensor<i32>
      %183 = stablehlo.add %167, %180 : tensor<3x2x2xui32>
      %184 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %185 = stablehlo.bitcast_convert %184 : (tensor<2xi32>) -> tensor<2xui32>
      %c_39 = stablehlo.constant dense<32> : tensor<i32>
      %186 = stablehlo.subtract %c_39, %182 : tensor<i32>
      %187 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %188 = stablehlo.bitcast_convert %187 : (tensor<2xi32>) -> tensor<2xui32>
      %189 = stablehlo.broadcast_in_dim %185, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %190 = stablehlo.broadcast_in_dim %189, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
      %191 = stablehlo.shift_left %180, %190 : tensor<3x2x2xui32>
      %192 = stablehlo.broadcast_in_dim %188, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %193 = stablehlo.broadcast_in_dim %192, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
      %194 = stablehlo.shift_right_logical %180, %193 : tensor<3x2x2xui32>
      %195 = stablehlo.or %191, %194 : tensor<3x2x2xui32>
      %196 = stablehlo.xor %183, %195 : tensor<3x2x2xui32>
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %197 = stablehlo.add %iterArg_28, %c_40 : tensor<i32>
      %198 = stablehlo.broadcast_in_dim %iterArg_31, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
      %199 = stablehlo.add %183, %198 : tensor<3x2x2xui32>
      %200 = stablehlo.convert %197 : (tensor<i32>) -> tensor<ui32>
      %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %202 = stablehlo.broadcast_in_dim %201, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %203 = stablehlo.add %iterArg_32, %202 : tensor<3x2xui32>
      %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
      %205 = stablehlo.add %196, %204 : tensor<3x2x2xui32>
      stablehlo.return %197, %199, %205, %iterArg_32, %iterArg_33, %iterArg_31, %iterArg_35, %iterArg_34 : tensor<i32>, tensor<3x2x2xui32>, tensor<3x2x2xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %75 = stablehlo.concatenate %74#1, %74#2, dim = 2 : (tensor<3x2x2xui32>, tensor<3x2x2xui32>) -> tensor<3x2x4xui32>
    %76 = stablehlo.slice %75 [0:3, 0:2, 0:2] : (tensor<3x2x4xui32>) -> tensor<3x2x2xui32>
    %77 = stablehlo.slice %75 [0:3, 0:2, 2:4] : (tensor<3x2x4xui32>) -> tensor<3x2x2xui32>
    %78 = stablehlo.iota dim = 0 : tensor<12xui32>
    %79 = stablehlo.slice %77 [0:3, 0:2, 0:1] : (tensor<3x2x2xui32>) -> tensor<3x2x1xui32>
    %80 = stablehlo.reshape %79 : (tensor<3x2x1xui32>) -> tensor<3x2xui32>
    %81 = stablehlo.slice %77 [0:3, 0:2, 1:2] : (tensor<3x2x2xui32>) -> tensor<3x2x1xui32>
    %82 = stablehlo.reshape %81 : (tensor<3x2x1xui32>) -> tensor<3x2xui32>
    %83 = stablehlo.slice %78 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
    %84 = stablehlo.slice %78 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
    %85 = stablehlo.xor %80, %82 : tensor<3x2xui32>
    %c_19 = stablehlo.constant dense<466688986> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %88 = stablehlo.xor %85, %87 : tensor<3x2xui32>
    %89 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x6xui32>
    %90 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
    %92 = stablehlo.add %91, %89 : tensor<3x2x6xui32>
    %93 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x6xui32>
    %94 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
    %96 = stablehlo.add %95, %93 : tensor<3x2x6xui32>
    %c_20 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_21 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %97:8 = stablehlo.while(%iterArg_28 = %c_22, %iterArg_29 = %92, %iterArg_30 = %96, %iterArg_31 = %82, %iterArg_32 = %88, %iterArg_33 = %80, %iterArg_34 = %c_20, %iterArg_35 = %c_21) : tensor<i32>, tensor<3x2x6xui32>, tensor<3x2x6xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_36 = stablehlo.constant dense<5> : tensor<i32>
      %133 = stablehlo.compare LT, %iterArg_28, %c_36 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %133 : tensor<i1>
    } do {
      %133 = stablehlo.slice %iterArg_34 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %134 = stablehlo.reshape %133 : (tensor<1xi32>) -> tensor<i32>
      %135 = stablehlo.add %iterArg_29, %iterArg_30 : tensor<3x2x6xui32>
      %136 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %137 = stablehlo.bitcast_convert %136 : (tensor<6xi32>) -> tensor<6xui32>
      %c_36 = stablehlo.constant dense<32> : tensor<i32>
      %138 = stablehlo.subtract %c_36, %134 : tensor<i32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %140 = stablehlo.bitcast_convert %139 : (tensor<6xi32>) -> tensor<6xui32>
      %141 = stablehlo.broadcast_in_dim %137, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %143 = stablehlo.shift_left %iterArg_30, %142 : tensor<3x2x6xui32>
      %144 = stablehlo.broadcast_in_dim %140, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %146 = stablehlo.shift_right_logical %iterArg_30, %145 : tensor<3x2x6xui32>
      %147 = stablehlo.or %143, %146 : tensor<3x2x6xui32>
      %148 = stablehlo.xor %135, %147 : tensor<3x2x6xui32>
      %149 = stablehlo.slice %iterArg_34 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %150 = stablehlo.reshape %149 : (tensor<1xi32>) -> tensor<i32>
      %151 = stablehlo.add %135, %148 : tensor<3x2x6xui32>
      %152 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %153 = stablehlo.bitcast_convert %152 : (tensor<6xi32>) -> tensor<6xui32>
      %c_37 = stablehlo.constant dense<32> : tensor<i32>
      %154 = stablehlo.subtract %c_37, %150 : tensor<i32>
      %155 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %156 = stablehlo.bitcast_convert %155 : (tensor<6xi32>) -> tensor<6xui32>
      %157 = stablehlo.broadcast_in_dim %153, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %158 = stablehlo.broadcast_in_dim %157, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %159 = stablehlo.shift_left %148, %158 : tensor<3x2x6xui32>
      %160 = stablehlo.broadcast_in_dim %156, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %161 = stablehlo.broadcast_in_dim %160, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %162 = stablehlo.shift_right_logical %148, %161 : tensor<3x2x6xui32>
      %163 = stablehlo.or %159, %162 : tensor<3x2x6xui32>
      %164 = stablehlo.xor %151, %163 : tensor<3x2x6xui32>
      %165 = stablehlo.slice %iterArg_34 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %166 = stablehlo.reshape %165 : (tensor<1xi32>) -> tensor<i32>
      %167 = stablehlo.add %151, %164 : tensor<3x2x6xui32>
      %168 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %169 = stablehlo.bitcast_convert %168 : (tensor<6xi32>) -> tensor<6xui32>
      %c_38 = stablehlo.constant dense<32> : tensor<i32>
      %170 = stablehlo.subtract %c_38, %166 : tensor<i32>
      %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %172 = stablehlo.bitcast_convert %171 : (tensor<6xi32>) -> tensor<6xui32>
      %173 = stablehlo.broadcast_in_dim %169, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %174 = stablehlo.broadcast_in_dim %173, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %175 = stablehlo.shift_left %164, %174 : tensor<3x2x6xui32>
      %176 = stablehlo.broadcast_in_dim %172, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %177 = stablehlo.broadcast_in_dim %176, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %178 = stablehlo.shift_right_logical %164, %177 : tensor<3x2x6xui32>
      %179 = stablehlo.or %175, %178 : tensor<3x2x6xui32>
      %180 = stablehlo.xor %167, %179 : tensor<3x2x6xui32>
      %181 = stablehlo.slice %iterArg_34 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %182 = stablehlo.reshape %181 : (tensor<1xi32>) -> tensor<i32>
      %183 = stablehlo.add %167, %180 : tensor<3x2x6xui32>
      %184 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %185 = stablehlo.bitcast_convert %184 : (tensor<6xi32>) -> tensor<6xui32>
      %c_39 = stablehlo.constant dense<32> : tensor<i32>
      %186 = stablehlo.subtract %c_39, %182 : tensor<i32>
      %187 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %188 = stablehlo.bitcast_convert %187 : (tensor<6xi32>) -> tensor<6xui32>
      %189 = stablehlo.broadcast_in_dim %185, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %190 = stablehlo.broadcast_in_dim %189, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %191 = stablehlo.shift_left %180, %190 : tensor<3x2x6xui32>
      %192 = stablehlo.broadcast_in_dim %188, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
      %193 = stablehlo.broadcast_in_dim %192, dims = [1, 2] : (tensor<2x6xui32>) -> tensor<3x2x6xui32>
      %194 = stablehlo.shift_right_logical %180, %193 : tensor<3x2x6xui32>
      %195 = stablehlo.or %191, %194 : tensor<3x2x6xui32>
      %196 = stablehlo.xor %183, %195 : tensor<3x2x6xui32>
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %197 = stablehlo.add %iterArg_28, %c_40 : tensor<i32>
      %198 = stablehlo.broadcast_in_dim %iterArg_31, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x6xui32>
      %199 = stablehlo.add %183, %198 : tensor<3x2x6xui32>
      %200 = stablehlo.convert %197 : (tensor<i32>) -> tensor<ui32>
      %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %202 = stablehlo.broadcast_in_dim %201, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %203 = stablehlo.add %iterArg_32, %202 : tensor<3x2xui32>
      %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x6xui32>
      %205 = stablehlo.add %196, %204 : tensor<3x2x6xui32>
      stablehlo.return %197, %199, %205, %iterArg_32, %iterArg_33, %iterArg_31, %iterArg_35, %iterArg_34 : tensor<i32>, tensor<3x2x6xui32>, tensor<3x2x6xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %98 = stablehlo.concatenate %97#1, %97#2, dim = 2 : (tensor<3x2x6xui32>, tensor<3x2x6xui32>) -> tensor<3x2x12xui32>
    %c_23 = stablehlo.constant dense<9> : tensor<12xui32>
    %99 = stablehlo.broadcast_in_dim %c_23, dims = [1] : (tensor<12xui32>) -> tensor<2x12xui32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1, 2] : (tensor<2x12xui32>) -> tensor<3x2x12xui32>
    %101 = stablehlo.shift_right_logical %98, %100 : tensor<3x2x12xui32>
    %c_24 = stablehlo.constant dense<1065353216> : tensor<12xui32>
    %102 = stablehlo.broadcast_in_dim %c_24, dims = [1] : (tensor<12xui32>) -> tensor<2x12xui32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [1, 2] : (tensor<2x12xui32>) -> tensor<3x2x12xui32>
    %104 = stablehlo.or %101, %103 : tensor<3x2x12xui32>
    %105 = stablehlo.bitcast_convert %104 : (tensor<3x2x12xui32>) -> tensor<3x2x12xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<12xf32>
    %106 = stablehlo.broadcast_in_dim %cst_25, dims = [1] : (tensor<12xf32>) -> tensor<2x12xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [1, 2] : (tensor<2x12xf32>) -> tensor<3x2x12xf32>
    %108 = stablehlo.subtract %105, %107 : tensor<3x2x12xf32>
    %109 = stablehlo.reshape %108 : (tensor<3x2x12xf32>) -> tensor<3x2x3x4xf32>
    %110 = stablehlo.slice %109 [0:3, 0:2, 0:1, 0:1] : (tensor<3x2x3x4xf32>) -> tensor<3x2x1x1xf32>
    %111 = stablehlo.reshape %110 : (tensor<3x2x1x1xf32>) -> tensor<3x2xf32>
    %cst_26 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %114 = stablehlo.compare LT, %111, %113 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %115 = stablehlo.multiply %iterArg_11, %109 : tensor<3x2x3x4xf32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %118 = stablehlo.add %iterArg, %117 : tensor<3x2xi32>
    %119 = stablehlo.select %54, %118, %iterArg : tensor<3x2xi1>, tensor<3x2xi32>
    %120 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<3x2xi1>) -> tensor<3x2x2xi1>
    %121 = stablehlo.select %120, %76, %iterArg_9 : tensor<3x2x2xi1>, tensor<3x2x2xui32>
    %122 = stablehlo.select %54, %114, %iterArg_10 : tensor<3x2xi1>, tensor<3x2xi1>
    %123 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<3x2xi1>) -> tensor<3x2x3x4xi1>
    %124 = stablehlo.select %123, %115, %iterArg_11 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf32>
    %125 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %126 = stablehlo.select %125, %119, %iterArg : tensor<3x2xi1>, tensor<3x2xi32>
    %127 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<3xi1>) -> tensor<3x2x2xi1>
    %128 = stablehlo.select %127, %121, %iterArg_9 : tensor<3x2x2xi1>, tensor<3x2x2xui32>
    %129 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %130 = stablehlo.select %129, %122, %iterArg_10 : tensor<3x2xi1>, tensor<3x2xi1>
    %131 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<3xi1>) -> tensor<3x2x3x4xi1>
    %132 = stablehlo.select %131, %124, %iterArg_11 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf32>
    stablehlo.return %126, %128, %130, %132 : tensor<3x2xi32>, tensor<3x2x2xui32>, tensor<3x2xi1>, tensor<3x2x3x4xf32>
  }
  %cst = stablehlo.constant dense<1.000000e+04> : tensor<f32>
  %20 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.minimum across dimensions = [3] : (tensor<3x2x3x4xf32>, tensor<f32>) -> tensor<3x2x3xf32>
  %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<3x2x3xf32>) -> tensor<3x2x3x4xf32>
  %22 = stablehlo.minimum %21, %8#2 : tensor<3x2x3x4xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %23:2 = stablehlo.while(%iterArg = %c_3, %iterArg_9 = %8#2) : tensor<i32>, tensor<3x2x3x4xf32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.compare LT, %iterArg, %c_10 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %44 : tensor<i1>
  } do {
    %c_10 = stablehlo.constant dense<[[1], [0], [2]]> : tensor<3x1xi32>
    %44 = stablehlo.broadcast_in_dim %c_10, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
    %45 = stablehlo.iota dim = 0 : tensor<2x3x1xi32>
    %46 = stablehlo.concatenate %45, %44, dim = 2 : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
    %47 = stablehlo.reshape %46 : (tensor<2x3x2xi32>) -> tensor<6x2xi32>
    %48 = stablehlo.reshape %arg1 : (tensor<3x2x3x4xf32>) -> tensor<3x6x4xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [1, 2] : (tensor<6x2xi32>) -> tensor<3x6x2xi32>
    %50 = stablehlo.iota dim = 0 : tensor<3x6x1xi32>
    %51 = stablehlo.concatenate %50, %49, dim = 2 : (tensor<3x6x1xi32>, tensor<3x6x2xi32>) -> tensor<3x6x3xi32>
    %52 = stablehlo.reshape %51 : (tensor<3x6x3xi32>) -> tensor<18x3xi32>
    %53 = stablehlo.reshape %48 : (tensor<3x6x4xf32>) -> tensor<18x4xf32>
    %54 = "stablehlo.scatter"(%arg1, %52, %53) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<3x2x3x4xf32>, tensor<18x3xi32>, tensor<18x4xf32>) -> tensor<3x2x3x4xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %55 = stablehlo.add %iterArg, %c_11 : tensor<i32>
    stablehlo.return %55, %54 : tensor<i32>, tensor<3x2x3x4xf32>
  }
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
  %26 = stablehlo.compare LT, %0, %25, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
  %c_5 = stablehlo.constant dense<3> : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
  %29 = stablehlo.compare GE, %0, %28, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
  %30 = stablehlo.or %26, %29 : tensor<3x2xi1>
  %c_6 = stablehlo.constant dense<2> : tensor<i32>
  %31 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
  %33 = stablehlo.select %30, %32, %0 : tensor<3x2xi1>, tensor<3x2xi32>
  %c_7 = stablehlo.constant dense<1> : tensor<i32>
  %34 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
  %36 = stablehlo.compare EQ, %33, %35, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
  %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<3x2xi1>) -> tensor<3x2x3x4xi1>
  %38 = stablehlo.select %37, %22, %23#1 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %39 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %40 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
  %41 = stablehlo.compare EQ, %33, %40, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
  %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<3x2xi1>) -> tensor<3x2x3x4xi1>
  %43 = stablehlo.select %42, %19#3, %38 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf32>
  return %43, %8#2 : tensor<3x2x3x4xf32>, tensor<3x2x3x4xf32>
}
// inputs: [[[[ 8.3833104e-01,  1.0476996e+00, -2.9191914e-01, -1.6082668e+00],   [-1.6988549e-01, -5.6168038e-01, -6.1386222e-01, -1.6873273e+00],   [ 8.5530698e-01,  1.7086536e+00,  9.9519068e-01, -3.7016056e+00]],  [[-1.0187105e+00,  1.5181820e+00,  1.6423872e+00,  9.5051032e-01],   [ 1.0539064e+00, -2.0220578e+00, -9.1415805e-01,  1.5471289e+00],   [ 1.0201838e+00, -1.9354166e+00, -3.7945464e-01, -4.9229512e-01]]], [[[-1.2328875e+00, -3.5933623e-01,  3.0656669e-01,  1.1855373e+00],   [-4.8640028e-01,  2.7400476e-01, -4.2090335e-01,  2.4524796e-01],   [ 1.7555312e+00,  6.2390769e-01, -3.0910277e-01, -1.5271299e+00]],  [[ 5.9395456e-01, -1.8600617e-01, -2.4968333e+00, -1.1049356e+00],   [-6.7047614e-01,  1.0971209e+00, -2.1615565e-02,  7.9217070e-01],   [ 1.1562778e+00, -1.5832539e+00, -5.9886837e-01, -1.3080295e+00]]], [[[-4.3384437e-02, -1.2174675e+00, -1.9744053e+00, -2.7049758e+00],   [-2.6338601e+00,  4.4807491e-01, -7.6720059e-01, -1.6213170e+00],   [ 1.9696419e-04, -1.2786084e+00,  5.7683647e-01,  9.0479448e-02]],  [[-8.5482508e-01,  1.4581766e+00,  1.6339011e+00,  3.8748401e-01],   [-1.7158744e+00,  5.3919148e-01, -9.2340082e-01,  2.1008363e-01],   [ 1.9967607e+00,  6.1351067e-01, -2.5121981e-01,  1.3100996e+00]]]]; [[[[ 0.5370287 ,  0.21817026, -0.4462345 ,  1.801195  ],   [ 3.5609722 ,  3.036808  ,  1.6825612 , -0.33328098],   [ 2.245479  ,  1.7995267 ,  2.4528344 , -1.5084684 ]],  [[-0.40447035, -0.30569464,  0.1446296 ,  0.9385704 ],   [ 2.8572268 , -0.49938366,  0.759364  ,  0.44402346],   [-1.4014264 , -0.07853531,  3.5724308 ,  2.3399787 ]]], [[[-0.98149174, -2.4263499 ,  0.7516413 ,  1.622952  ],   [-1.9882016 ,  2.3379161 , -0.4754163 ,  0.32801357],   [ 1.5611819 ,  0.11979542,  0.29489902,  1.3682369 ]],  [[ 0.29988188, -1.556533  , -1.9551324 , -2.3718836 ],   [-1.1710403 , -0.5730726 ,  1.5513442 , -0.50886935],   [-0.5549967 , -1.472379  ,  0.8526775 , -1.7213386 ]]], [[[-3.55655   ,  0.451364  ,  1.0105282 , -1.5045463 ],   [ 0.7494382 ,  0.47582012, -0.15164347, -1.2951708 ],   [-0.22874852,  2.5161223 , -1.3160478 ,  0.08097713]],  [[-1.2814114 ,  1.6139624 ,  1.9224178 , -0.13593714],   [ 0.7754606 ,  0.09237574,  0.09120635, -0.3630825 ],   [-3.6882243 ,  1.761643  , -0.1021358 , -1.8857353 ]]]]; [2, 2]; [[0, 2, 0], [0, 0, 2]]
