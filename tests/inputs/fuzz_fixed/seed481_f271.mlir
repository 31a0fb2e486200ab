// Fixed (found on commit 70c8175 by `fuzz_campaign.py --seed 481 --data-indices --random
// --x64`; the same on the code before that stop): iree-compile 3.13 crashed (in
// ConvertToStreamPass) with loop kernels and with host loops.  A one-trip loop in a flag
// loop's body starts both its carries from the flag loop's carry; unrolled, the carry is
// read only by a scatter whose result nothing reads.  hostcall-guard-unread-carries took
// the scatter (an op with a region) for a live read; a pure op with regions counts as a
// dead read now (tests/test_guard_unread_carries.py has the canary).
// compile mismatch: <fuzz>: error: IREE failed to compile the module: Error invoking IREE compiler tool iree-compile
func.func @f271(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xi32>, tensor<2x3xi32>) {
  %c46257 = stablehlo.constant dense<true> : tensor<i1>
  %c46258 = stablehlo.constant dense<0> : tensor<i64>
  %w46259:4 = "stablehlo.while"(%c46258, %i0, %c46257, %a1) ({
  ^bb0(%x46260: tensor<i64>, %x46261: tensor<i32>, %x46262: tensor<i1>, %x46263: tensor<2x3xi32>):
  %c46264 = stablehlo.constant dense<5> : tensor<i64>
  %v46265 = "stablehlo.compare"(%x46260, %c46264) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %v46266 = "stablehlo.and"(%v46265, %x46262) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v46266) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x46267: tensor<i64>, %x46268: tensor<i32>, %x46269: tensor<i1>, %x46270: tensor<2x3xi32>):
  %c46271 = stablehlo.constant dense<0> : tensor<i32>
  %w46275:3 = "stablehlo.while"(%c46271, %x46270, %x46270) ({
  ^bb0(%k46272: tensor<i32>, %x46273: tensor<2x3xi32>, %x46274: tensor<2x3xi32>):
  %c46276 = stablehlo.constant dense<1> : tensor<i32>
  %v46277 = "stablehlo.compare"(%k46272, %c46276) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v46277) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k46278: tensor<i32>, %x46279: tensor<2x3xi32>, %x46280: tensor<2x3xi32>):
  %v46281 = "stablehlo.convert"(%a1) : (tensor<2x3xi32>) -> tensor<2x3xf16>
  %v46282 = "stablehlo.convert"(%v46281) : (tensor<2x3xf16>) -> tensor<2x3xi32>
  %v46283 = "stablehlo.slice"(%a1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %v46284 = "stablehlo.convert"(%v46283) : (tensor<2x1xi32>) -> tensor<2x1xi64>
  %v46285 = "stablehlo.scatter"(%x46279, %v46284, %v46282) ({
  ^bb0(%p46286: tensor<i32>, %q46287: tensor<i32>):
  %v46288 = "stablehlo.add"(%p46286, %q46287) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v46288) : (tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xi32>, tensor<2x1xi64>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %c46289 = stablehlo.constant dense<1> : tensor<i32>
  %v46290 = "stablehlo.add"(%k46278, %c46289) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v46290, %v46282, %v46285) : (tensor<i32>, tensor<2x3xi32>, tensor<2x3xi32>) -> ()
  }) : (tensor<i32>, tensor<2x3xi32>, tensor<2x3xi32>) -> (tensor<i32>, tensor<2x3xi32>, tensor<2x3xi32>)
  %c46291 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c46292 = stablehlo.constant dense<12345> : tensor<i32>
  %v46293 = "stablehlo.multiply"(%x46268, %c46291) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46294 = "stablehlo.add"(%v46293, %c46292) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c46295 = stablehlo.constant dense<16> : tensor<i32>
  %c46296 = stablehlo.constant dense<7> : tensor<i32>
  %v46297 = "stablehlo.shift_right_logical"(%v46294, %c46295) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46298 = "stablehlo.and"(%v46297, %c46296) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c46299 = stablehlo.constant dense<0> : tensor<i32>
  %v46300 = "stablehlo.compare"(%v46298, %c46299) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c46301 = stablehlo.constant dense<1> : tensor<i64>
  %v46302 = "stablehlo.add"(%x46267, %c46301) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v46302, %v46294, %v46300, %w46275#1) : (tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xi32>) -> ()
  }) : (tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xi32>) -> (tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xi32>)
  %v46307 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v46308 = "stablehlo.reshape"(%v46307) : (tensor<ui32>) -> tensor<1xui32>
  %v46309 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v46310 = "stablehlo.reshape"(%v46309) : (tensor<ui32>) -> tensor<1xui32>
  %v46311 = "stablehlo.concatenate"(%v46308, %v46310) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c46312 = stablehlo.constant dense<0> : tensor<i64>
  %w46313:3 = "stablehlo.while"(%c46312, %v46311, %w46259#3) ({
  ^bb0(%x46314: tensor<i64>, %x46315: tensor<2xui32>, %x46316: tensor<2x3xi32>):
  %c46317 = stablehlo.constant dense<1> : tensor<i64>
  %v46318 = "stablehlo.compare"(%x46314, %c46317) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%v46318) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x46319: tensor<i64>, %x46320: tensor<2xui32>, %x46321: tensor<2x3xi32>):
  %v46322 = "stablehlo.convert"(%x46319) : (tensor<i64>) -> tensor<ui32>
  %v46323 = "stablehlo.reshape"(%v46322) : (tensor<ui32>) -> tensor<1xui32>
  %c46324 = stablehlo.constant dense<0> : tensor<1xui32>
  %v46325 = "stablehlo.concatenate"(%c46324, %v46323) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v46326 = "stablehlo.slice"(%x46320) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v46327 = "stablehlo.reshape"(%v46326) : (tensor<1xui32>) -> tensor<ui32>
  %v46328 = "stablehlo.slice"(%x46320) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v46329 = "stablehlo.reshape"(%v46328) : (tensor<1xui32>) -> tensor<ui32>
  %v46330 = "stablehlo.slice"(%v46325) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v46331 = "stablehlo.slice"(%v46325) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v46332 = "stablehlo.xor"(%v46327, %v46329) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c46333 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v46334 = "stablehlo.xor"(%v46332, %c46333) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v46335 = "stablehlo.broadcast_in_dim"(%v46327) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v46336 = "stablehlo.add"(%v46330, %v46335) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46337 = "stablehlo.broadcast_in_dim"(%v46329) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v46338 = "stablehlo.add"(%v46331, %v46337) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c46339 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c46340 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c46341 = stablehlo.constant dense<0> : tensor<i32>
  %w46342:8 = "stablehlo.while"(%c46341, %v46336, %v46338, %v46329, %v46334, %v46327, %c46339, %c46340) ({
  ^bb0(%x46343: tensor<i32>, %x46344: tensor<1xui32>, %x46345: tensor<1xui32>, %x46346: tensor<ui32>, %x46347: tensor<ui32>, %x46348: tensor<ui32>, %x46349: tensor<4xi32>, %x46350: tensor<4xi32>):
  %c46351 = stablehlo.constant dense<5> : tensor<i32>
  %v46352 = "stablehlo.compare"(%x46343, %c46351) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v46352) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x46353: tensor<i32>, %x46354: tensor<1xui32>, %x46355: tensor<1xui32>, %x46356: tensor<ui32>, %x46357: tensor<ui32>, %x46358: tensor<ui32>, %x46359: tensor<4xi32>, %x46360: tensor<4xi32>):
  %v46361 = "stablehlo.slice"(%x46359) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46362 = "stablehlo.reshape"(%v46361) : (tensor<1xi32>) -> tensor<i32>
  %v46363 = "stablehlo.add"(%x46354, %x46355) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46364 = "stablehlo.broadcast_in_dim"(%v46362) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v46365 = "stablehlo.bitcast_convert"(%v46364) : (tensor<1xi32>) -> tensor<1xui32>
  %c46366 = stablehlo.constant dense<32> : tensor<i32>
  %v46367 = "stablehlo.subtract"(%c46366, %v46362) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46368 = "stablehlo.broadcast_in_dim"(%v46367) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v46369 = "stablehlo.bitcast_convert"(%v46368) : (tensor<1xi32>) -> tensor<1xui32>
  %v46370 = "stablehlo.shift_left"(%x46355, %v46365) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46371 = "stablehlo.shift_right_logical"(%x46355, %v46369) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46372 = "stablehlo.or"(%v46370, %v46371) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46373 = "stablehlo.xor"(%v46363, %v46372) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46374 = "stablehlo.slice"(%x46359) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46375 = "stablehlo.reshape"(%v46374) : (tensor<1xi32>) -> tensor<i32>
  %v46376 = "stablehlo.add"(%v46363, %v46373) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46377 = "stablehlo.broadcast_in_dim"(%v46375) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v46378 = "stablehlo.bitcast_convert"(%v46377) : (tensor<1xi32>) -> tensor<1xui32>
  %c46379 = stablehlo.constant dense<32> : tensor<i32>
  %v46380 = "stablehlo.subtract"(%c46379, %v46375) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46381 = "stablehlo.broadcast_in_dim"(%v46380) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v46382 = "stablehlo.bitcast_convert"(%v46381) : (tensor<1xi32>) -> tensor<1xui32>
  %v46383 = "stablehlo.shift_left"(%v46373, %v46378) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46384 = "stablehlo.shift_right_logical"(%v46373, %v46382) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46385 = "stablehlo.or"(%v46383, %v46384) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46386 = "stablehlo.xor"(%v46376, %v46385) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46387 = "stablehlo.slice"(%x46359) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46388 = "stablehlo.reshape"(%v46387) : (tensor<1xi32>) -> tensor<i32>
  %v46389 = "stablehlo.add"(%v46376, %v46386) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46390 = "stablehlo.broadcast_in_dim"(%v46388) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v46391 = "stablehlo.bitcast_convert"(%v46390) : (tensor<1xi32>) -> tensor<1xui32>
  %c46392 = stablehlo.constant dense<32> : tensor<i32>
  %v46393 = "stablehlo.subtract"(%c46392, %v46388) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46394 = "stablehlo.broadcast_in_dim"(%v46393) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v46395 = "stablehlo.bitcast_convert"(%v46394) : (tensor<1xi32>) -> tensor<1xui32>
  %v46396 = "stablehlo.shift_left"(%v46386, %v46391) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46397 = "stablehlo.shift_right_logical"(%v46386, %v46395) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46398 = "stablehlo.or"(%v46396, %v46397) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46399 = "stablehlo.xor"(%v46389, %v46398) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46400 = "stablehlo.slice"(%x46359) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46401 = "stablehlo.reshape"(%v46400) : (tensor<1xi32>) -> tensor<i32>
  %v46402 = "stablehlo.add"(%v46389, %v46399) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46403 = "stablehlo.broadcast_in_dim"(%v46401) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v46404 = "stablehlo.bitcast_convert"(%v46403) : (tensor<1xi32>) -> tensor<1xui32>
  %c46405 = stablehlo.constant dense<32> : tensor<i32>
  %v46406 = "stablehlo.subtract"(%c46405, %v46401) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46407 = "stablehlo.broadcast_in_dim"(%v46406) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v46408 = "stablehlo.bitcast_convert"(%v46407) : (tensor<1xi32>) -> tensor<1xui32>
  %v46409 = "stablehlo.shift_left"(%v46399, %v46404) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46410 = "stablehlo.shift_right_logical"(%v46399, %v46408) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46411 = "stablehlo.or"(%v46409, %v46410) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46412 = "stablehlo.xor"(%v46402, %v46411) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c46413 = stablehlo.constant dense<1> : tensor<i32>
  %v46414 = "stablehlo.add"(%x46353, %c46413) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46415 = "stablehlo.broadcast_in_dim"(%x46356) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v46416 = "stablehlo.add"(%v46402, %v46415) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v46417 = "stablehlo.convert"(%v46414) : (tensor<i32>) -> tensor<ui32>
  %v46418 = "stablehlo.add"(%x46357, %v46417) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v46419 = "stablehlo.broadcast_in_dim"(%v46418) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v46420 = "stablehlo.add"(%v46412, %v46419) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v46414, %v46416, %v46420, %x46357, %x46358, %x46356, %x46360, %x46359) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v46421 = "stablehlo.concatenate"(%w46342#1, %w46342#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v46422 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xui32>
  %v46423 = "stablehlo.slice"(%v46421) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v46424 = "stablehlo.reshape"(%v46423) : (tensor<1xui32>) -> tensor<ui32>
  %v46425 = "stablehlo.slice"(%v46421) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v46426 = "stablehlo.reshape"(%v46425) : (tensor<1xui32>) -> tensor<ui32>
  %v46427 = "stablehlo.slice"(%v46422) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<3xui32>
  %v46428 = "stablehlo.slice"(%v46422) {start_indices = array<i64: 3>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<3xui32>
  %v46429 = "stablehlo.xor"(%v46424, %v46426) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c46430 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v46431 = "stablehlo.xor"(%v46429, %c46430) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v46432 = "stablehlo.broadcast_in_dim"(%v46424) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v46433 = "stablehlo.add"(%v46427, %v46432) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46434 = "stablehlo.broadcast_in_dim"(%v46426) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v46435 = "stablehlo.add"(%v46428, %v46434) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %c46436 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c46437 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c46438 = stablehlo.constant dense<0> : tensor<i32>
  %w46439:8 = "stablehlo.while"(%c46438, %v46433, %v46435, %v46426, %v46431, %v46424, %c46436, %c46437) ({
  ^bb0(%x46440: tensor<i32>, %x46441: tensor<3xui32>, %x46442: tensor<3xui32>, %x46443: tensor<ui32>, %x46444: tensor<ui32>, %x46445: tensor<ui32>, %x46446: tensor<4xi32>, %x46447: tensor<4xi32>):
  %c46448 = stablehlo.constant dense<5> : tensor<i32>
  %v46449 = "stablehlo.compare"(%x46440, %c46448) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v46449) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x46450: tensor<i32>, %x46451: tensor<3xui32>, %x46452: tensor<3xui32>, %x46453: tensor<ui32>, %x46454: tensor<ui32>, %x46455: tensor<ui32>, %x46456: tensor<4xi32>, %x46457: tensor<4xi32>):
  %v46458 = "stablehlo.slice"(%x46456) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46459 = "stablehlo.reshape"(%v46458) : (tensor<1xi32>) -> tensor<i32>
  %v46460 = "stablehlo.add"(%x46451, %x46452) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46461 = "stablehlo.broadcast_in_dim"(%v46459) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v46462 = "stablehlo.bitcast_convert"(%v46461) : (tensor<3xi32>) -> tensor<3xui32>
  %c46463 = stablehlo.constant dense<32> : tensor<i32>
  %v46464 = "stablehlo.subtract"(%c46463, %v46459) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46465 = "stablehlo.broadcast_in_dim"(%v46464) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v46466 = "stablehlo.bitcast_convert"(%v46465) : (tensor<3xi32>) -> tensor<3xui32>
  %v46467 = "stablehlo.shift_left"(%x46452, %v46462) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46468 = "stablehlo.shift_right_logical"(%x46452, %v46466) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46469 = "stablehlo.or"(%v46467, %v46468) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46470 = "stablehlo.xor"(%v46460, %v46469) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46471 = "stablehlo.slice"(%x46456) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46472 = "stablehlo.reshape"(%v46471) : (tensor<1xi32>) -> tensor<i32>
  %v46473 = "stablehlo.add"(%v46460, %v46470) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46474 = "stablehlo.broadcast_in_dim"(%v46472) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v46475 = "stablehlo.bitcast_convert"(%v46474) : (tensor<3xi32>) -> tensor<3xui32>
  %c46476 = stablehlo.constant dense<32> : tensor<i32>
  %v46477 = "stablehlo.subtract"(%c46476, %v46472) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46478 = "stablehlo.broadcast_in_dim"(%v46477) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v46479 = "stablehlo.bitcast_convert"(%v46478) : (tensor<3xi32>) -> tensor<3xui32>
  %v46480 = "stablehlo.shift_left"(%v46470, %v46475) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46481 = "stablehlo.shift_right_logical"(%v46470, %v46479) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46482 = "stablehlo.or"(%v46480, %v46481) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46483 = "stablehlo.xor"(%v46473, %v46482) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46484 = "stablehlo.slice"(%x46456) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46485 = "stablehlo.reshape"(%v46484) : (tensor<1xi32>) -> tensor<i32>
  %v46486 = "stablehlo.add"(%v46473, %v46483) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46487 = "stablehlo.broadcast_in_dim"(%v46485) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v46488 = "stablehlo.bitcast_convert"(%v46487) : (tensor<3xi32>) -> tensor<3xui32>
  %c46489 = stablehlo.constant dense<32> : tensor<i32>
  %v46490 = "stablehlo.subtract"(%c46489, %v46485) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46491 = "stablehlo.broadcast_in_dim"(%v46490) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v46492 = "stablehlo.bitcast_convert"(%v46491) : (tensor<3xi32>) -> tensor<3xui32>
  %v46493 = "stablehlo.shift_left"(%v46483, %v46488) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46494 = "stablehlo.shift_right_logical"(%v46483, %v46492) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46495 = "stablehlo.or"(%v46493, %v46494) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46496 = "stablehlo.xor"(%v46486, %v46495) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46497 = "stablehlo.slice"(%x46456) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46498 = "stablehlo.reshape"(%v46497) : (tensor<1xi32>) -> tensor<i32>
  %v46499 = "stablehlo.add"(%v46486, %v46496) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46500 = "stablehlo.broadcast_in_dim"(%v46498) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v46501 = "stablehlo.bitcast_convert"(%v46500) : (tensor<3xi32>) -> tensor<3xui32>
  %c46502 = stablehlo.constant dense<32> : tensor<i32>
  %v46503 = "stablehlo.subtract"(%c46502, %v46498) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46504 = "stablehlo.broadcast_in_dim"(%v46503) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v46505 = "stablehlo.bitcast_convert"(%v46504) : (tensor<3xi32>) -> tensor<3xui32>
  %v46506 = "stablehlo.shift_left"(%v46496, %v46501) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46507 = "stablehlo.shift_right_logical"(%v46496, %v46505) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46508 = "stablehlo.or"(%v46506, %v46507) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46509 = "stablehlo.xor"(%v46499, %v46508) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %c46510 = stablehlo.constant dense<1> : tensor<i32>
  %v46511 = "stablehlo.add"(%x46450, %c46510) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46512 = "stablehlo.broadcast_in_dim"(%x46453) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v46513 = "stablehlo.add"(%v46499, %v46512) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v46514 = "stablehlo.convert"(%v46511) : (tensor<i32>) -> tensor<ui32>
  %v46515 = "stablehlo.add"(%x46454, %v46514) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v46516 = "stablehlo.broadcast_in_dim"(%v46515) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v46517 = "stablehlo.add"(%v46509, %v46516) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "stablehlo.return"(%v46511, %v46513, %v46517, %x46454, %x46455, %x46453, %x46457, %x46456) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v46518 = "stablehlo.concatenate"(%w46439#1, %w46439#2) {dimension = 0 : i64} : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
  %c46519 = stablehlo.constant dense<9> : tensor<6xui32>
  %v46520 = "stablehlo.shift_right_logical"(%v46518, %c46519) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c46521 = stablehlo.constant dense<1065353216> : tensor<6xui32>
  %v46522 = "stablehlo.or"(%v46520, %c46521) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v46523 = "stablehlo.bitcast_convert"(%v46522) : (tensor<6xui32>) -> tensor<6xf32>
  %c46524 = stablehlo.constant dense<1.0> : tensor<6xf32>
  %v46525 = "stablehlo.subtract"(%v46523, %c46524) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %v46526 = "stablehlo.reshape"(%v46525) : (tensor<6xf32>) -> tensor<2x3xf32>
  %c46527 = stablehlo.constant dense<1.6e+01> : tensor<2x3xf32>
  %v46528 = "stablehlo.multiply"(%v46526, %c46527) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v46529 = "stablehlo.convert"(%v46528) : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %c46530 = stablehlo.constant dense<31> : tensor<2x3xi32>
  %v46531 = "stablehlo.and"(%v46529, %c46530) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %v46532 = "stablehlo.shift_left"(%x46321, %v46531) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %v46533 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v46534 = "stablehlo.slice"(%x46320) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v46535 = "stablehlo.reshape"(%v46534) : (tensor<1xui32>) -> tensor<ui32>
  %v46536 = "stablehlo.slice"(%x46320) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v46537 = "stablehlo.reshape"(%v46536) : (tensor<1xui32>) -> tensor<ui32>
  %v46538 = "stablehlo.slice"(%v46533) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v46539 = "stablehlo.slice"(%v46533) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v46540 = "stablehlo.xor"(%v46535, %v46537) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c46541 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v46542 = "stablehlo.xor"(%v46540, %c46541) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v46543 = "stablehlo.broadcast_in_dim"(%v46535) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v46544 = "stablehlo.add"(%v46538, %v46543) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46545 = "stablehlo.broadcast_in_dim"(%v46537) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v46546 = "stablehlo.add"(%v46539, %v46545) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c46547 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c46548 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c46549 = stablehlo.constant dense<0> : tensor<i32>
  %w46550:8 = "stablehlo.while"(%c46549, %v46544, %v46546, %v46537, %v46542, %v46535, %c46547, %c46548) ({
  ^bb0(%x46551: tensor<i32>, %x46552: tensor<2xui32>, %x46553: tensor<2xui32>, %x46554: tensor<ui32>, %x46555: tensor<ui32>, %x46556: tensor<ui32>, %x46557: tensor<4xi32>, %x46558: tensor<4xi32>):
  %c46559 = stablehlo.constant dense<5> : tensor<i32>
  %v46560 = "stablehlo.compare"(%x46551, %c46559) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v46560) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x46561: tensor<i32>, %x46562: tensor<2xui32>, %x46563: tensor<2xui32>, %x46564: tensor<ui32>, %x46565: tensor<ui32>, %x46566: tensor<ui32>, %x46567: tensor<4xi32>, %x46568: tensor<4xi32>):
  %v46569 = "stablehlo.slice"(%x46567) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46570 = "stablehlo.reshape"(%v46569) : (tensor<1xi32>) -> tensor<i32>
  %v46571 = "stablehlo.add"(%x46562, %x46563) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46572 = "stablehlo.broadcast_in_dim"(%v46570) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v46573 = "stablehlo.bitcast_convert"(%v46572) : (tensor<2xi32>) -> tensor<2xui32>
  %c46574 = stablehlo.constant dense<32> : tensor<i32>
  %v46575 = "stablehlo.subtract"(%c46574, %v46570) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46576 = "stablehlo.broadcast_in_dim"(%v46575) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v46577 = "stablehlo.bitcast_convert"(%v46576) : (tensor<2xi32>) -> tensor<2xui32>
  %v46578 = "stablehlo.shift_left"(%x46563, %v46573) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46579 = "stablehlo.shift_right_logical"(%x46563, %v46577) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46580 = "stablehlo.or"(%v46578, %v46579) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46581 = "stablehlo.xor"(%v46571, %v46580) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46582 = "stablehlo.slice"(%x46567) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46583 = "stablehlo.reshape"(%v46582) : (tensor<1xi32>) -> tensor<i32>
  %v46584 = "stablehlo.add"(%v46571, %v46581) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46585 = "stablehlo.broadcast_in_dim"(%v46583) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v46586 = "stablehlo.bitcast_convert"(%v46585) : (tensor<2xi32>) -> tensor<2xui32>
  %c46587 = stablehlo.constant dense<32> : tensor<i32>
  %v46588 = "stablehlo.subtract"(%c46587, %v46583) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46589 = "stablehlo.broadcast_in_dim"(%v46588) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v46590 = "stablehlo.bitcast_convert"(%v46589) : (tensor<2xi32>) -> tensor<2xui32>
  %v46591 = "stablehlo.shift_left"(%v46581, %v46586) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46592 = "stablehlo.shift_right_logical"(%v46581, %v46590) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46593 = "stablehlo.or"(%v46591, %v46592) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46594 = "stablehlo.xor"(%v46584, %v46593) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46595 = "stablehlo.slice"(%x46567) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46596 = "stablehlo.reshape"(%v46595) : (tensor<1xi32>) -> tensor<i32>
  %v46597 = "stablehlo.add"(%v46584, %v46594) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46598 = "stablehlo.broadcast_in_dim"(%v46596) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v46599 = "stablehlo.bitcast_convert"(%v46598) : (tensor<2xi32>) -> tensor<2xui32>
  %c46600 = stablehlo.constant dense<32> : tensor<i32>
  %v46601 = "stablehlo.subtract"(%c46600, %v46596) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46602 = "stablehlo.broadcast_in_dim"(%v46601) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v46603 = "stablehlo.bitcast_convert"(%v46602) : (tensor<2xi32>) -> tensor<2xui32>
  %v46604 = "stablehlo.shift_left"(%v46594, %v46599) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46605 = "stablehlo.shift_right_logical"(%v46594, %v46603) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46606 = "stablehlo.or"(%v46604, %v46605) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46607 = "stablehlo.xor"(%v46597, %v46606) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46608 = "stablehlo.slice"(%x46567) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v46609 = "stablehlo.reshape"(%v46608) : (tensor<1xi32>) -> tensor<i32>
  %v46610 = "stablehlo.add"(%v46597, %v46607) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46611 = "stablehlo.broadcast_in_dim"(%v46609) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v46612 = "stablehlo.bitcast_convert"(%v46611) : (tensor<2xi32>) -> tensor<2xui32>
  %c46613 = stablehlo.constant dense<32> : tensor<i32>
  %v46614 = "stablehlo.subtract"(%c46613, %v46609) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46615 = "stablehlo.broadcast_in_dim"(%v46614) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v46616 = "stablehlo.bitcast_convert"(%v46615) : (tensor<2xi32>) -> tensor<2xui32>
  %v46617 = "stablehlo.shift_left"(%v46607, %v46612) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46618 = "stablehlo.shift_right_logical"(%v46607, %v46616) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46619 = "stablehlo.or"(%v46617, %v46618) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46620 = "stablehlo.xor"(%v46610, %v46619) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c46621 = stablehlo.constant dense<1> : tensor<i32>
  %v46622 = "stablehlo.add"(%x46561, %c46621) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v46623 = "stablehlo.broadcast_in_dim"(%x46564) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v46624 = "stablehlo.add"(%v46610, %v46623) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v46625 = "stablehlo.convert"(%v46622) : (tensor<i32>) -> tensor<ui32>
  %v46626 = "stablehlo.add"(%x46565, %v46625) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v46627 = "stablehlo.broadcast_in_dim"(%v46626) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v46628 = "stablehlo.add"(%v46620, %v46627) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v46622, %v46624, %v46628, %x46565, %x46566, %x46564, %x46568, %x46567) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v46629 = "stablehlo.concatenate"(%w46550#1, %w46550#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %v46630 = "stablehlo.slice"(%v46629) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v46631 = "stablehlo.slice"(%v46629) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %c46632 = stablehlo.constant dense<1> : tensor<i64>
  %v46633 = "stablehlo.add"(%x46319, %c46632) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v46633, %v46630, %v46532) : (tensor<i64>, tensor<2xui32>, tensor<2x3xi32>) -> ()
  }) {hostcall.trip_count = 1 : i64} : (tensor<i64>, tensor<2xui32>, tensor<2x3xi32>) -> (tensor<i64>, tensor<2xui32>, tensor<2x3xi32>)
  return %w46313#2, %w46259#3 : tensor<2x3xi32>, tensor<2x3xi32>
}
// inputs: [[  2,   1,  11], [ 16,   7, -19]]; [[ 1,  4, -8], [14,  9, 11]]; -3; -3
