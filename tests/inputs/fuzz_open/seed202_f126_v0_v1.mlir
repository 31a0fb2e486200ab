// values mismatch: result 0[0, 0, 0, 0]: np.float32(-1.4772516), expected np.float32(0.39900678)
// vmap_vmap [('vmap', [2, None, 0, 0], 0, 3), ('vmap', [None, 1, None, None], 0, 3)] of:
func.func @f126(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf32>) {
  %v9166 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v9167 = "stablehlo.reshape"(%v9166) : (tensor<ui32>) -> tensor<1xui32>
  %v9168 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v9169 = "stablehlo.reshape"(%v9168) : (tensor<ui32>) -> tensor<1xui32>
  %v9170 = "stablehlo.concatenate"(%v9167, %v9169) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c9171 = stablehlo.constant dense<0> : tensor<i64>
  %c9172 = stablehlo.constant dense<false> : tensor<i1>
  %w9173:4 = "stablehlo.while"(%c9171, %v9170, %c9172, %a1) ({
  ^bb0(%x9174: tensor<i64>, %x9175: tensor<2xui32>, %x9176: tensor<i1>, %x9177: tensor<2x3xf32>):
  %v9178 = "stablehlo.not"(%x9176) : (tensor<i1>) -> tensor<i1>
  %c9179 = stablehlo.constant dense<1> : tensor<i64>
  %v9180 = "stablehlo.compare"(%x9174, %c9179) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %v9181 = "stablehlo.and"(%v9180, %v9178) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v9181) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x9182: tensor<i64>, %x9183: tensor<2xui32>, %x9184: tensor<i1>, %x9185: tensor<2x3xf32>):
  %v9186 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v9187 = "stablehlo.slice"(%x9183) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v9188 = "stablehlo.reshape"(%v9187) : (tensor<1xui32>) -> tensor<ui32>
  %v9189 = "stablehlo.slice"(%x9183) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v9190 = "stablehlo.reshape"(%v9189) : (tensor<1xui32>) -> tensor<ui32>
  %v9191 = "stablehlo.slice"(%v9186) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v9192 = "stablehlo.slice"(%v9186) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v9193 = "stablehlo.xor"(%v9188, %v9190) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c9194 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v9195 = "stablehlo.xor"(%v9193, %c9194) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v9196 = "stablehlo.broadcast_in_dim"(%v9188) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v9197 = "stablehlo.add"(%v9191, %v9196) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9198 = "stablehlo.broadcast_in_dim"(%v9190) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v9199 = "stablehlo.add"(%v9192, %v9198) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c9200 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c9201 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c9202 = stablehlo.constant dense<0> : tensor<i32>
  %w9203:8 = "stablehlo.while"(%c9202, %v9197, %v9199, %v9190, %v9195, %v9188, %c9200, %c9201) ({
  ^bb0(%x9204: tensor<i32>, %x9205: tensor<2xui32>, %x9206: tensor<2xui32>, %x9207: tensor<ui32>, %x9208: tensor<ui32>, %x9209: tensor<ui32>, %x9210: tensor<4xi32>, %x9211: tensor<4xi32>):
  %c9212 = stablehlo.constant dense<5> : tensor<i32>
  %v9213 = "stablehlo.compare"(%x9204, %c9212) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v9213) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x9214: tensor<i32>, %x9215: tensor<2xui32>, %x9216: tensor<2xui32>, %x9217: tensor<ui32>, %x9218: tensor<ui32>, %x9219: tensor<ui32>, %x9220: tensor<4xi32>, %x9221: tensor<4xi32>):
  %v9222 = "stablehlo.slice"(%x9220) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9223 = "stablehlo.reshape"(%v9222) : (tensor<1xi32>) -> tensor<i32>
  %v9224 = "stablehlo.add"(%x9215, %x9216) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9225 = "stablehlo.broadcast_in_dim"(%v9223) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v9226 = "stablehlo.bitcast_convert"(%v9225) : (tensor<2xi32>) -> tensor<2xui32>
  %c9227 = stablehlo.constant dense<32> : tensor<i32>
  %v9228 = "stablehlo.subtract"(%c9227, %v9223) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9229 = "stablehlo.broadcast_in_dim"(%v9228) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v9230 = "stablehlo.bitcast_convert"(%v9229) : (tensor<2xi32>) -> tensor<2xui32>
  %v9231 = "stablehlo.shift_left"(%x9216, %v9226) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9232 = "stablehlo.shift_right_logical"(%x9216, %v9230) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9233 = "stablehlo.or"(%v9231, %v9232) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9234 = "stablehlo.xor"(%v9224, %v9233) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9235 = "stablehlo.slice"(%x9220) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9236 = "stablehlo.reshape"(%v9235) : (tensor<1xi32>) -> tensor<i32>
  %v9237 = "stablehlo.add"(%v9224, %v9234) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9238 = "stablehlo.broadcast_in_dim"(%v9236) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v9239 = "stablehlo.bitcast_convert"(%v9238) : (tensor<2xi32>) -> tensor<2xui32>
  %c9240 = stablehlo.constant dense<32> : tensor<i32>
  %v9241 = "stablehlo.subtract"(%c9240, %v9236) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9242 = "stablehlo.broadcast_in_dim"(%v9241) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v9243 = "stablehlo.bitcast_convert"(%v9242) : (tensor<2xi32>) -> tensor<2xui32>
  %v9244 = "stablehlo.shift_left"(%v9234, %v9239) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9245 = "stablehlo.shift_right_logical"(%v9234, %v9243) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9246 = "stablehlo.or"(%v9244, %v9245) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9247 = "stablehlo.xor"(%v9237, %v9246) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9248 = "stablehlo.slice"(%x9220) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9249 = "stablehlo.reshape"(%v9248) : (tensor<1xi32>) -> tensor<i32>
  %v9250 = "stablehlo.add"(%v9237, %v9247) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9251 = "stablehlo.broadcast_in_dim"(%v9249) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v9252 = "stablehlo.bitcast_convert"(%v9251) : (tensor<2xi32>) -> tensor<2xui32>
  %c9253 = stablehlo.constant dense<32> : tensor<i32>
  %v9254 = "stablehlo.subtract"(%c9253, %v9249) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9255 = "stablehlo.broadcast_in_dim"(%v9254) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v9256 = "stablehlo.bitcast_convert"(%v9255) : (tensor<2xi32>) -> tensor<2xui32>
  %v9257 = "stablehlo.shift_left"(%v9247, %v9252) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9258 = "stablehlo.shift_right_logical"(%v9247, %v9256) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9259 = "stablehlo.or"(%v9257, %v9258) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9260 = "stablehlo.xor"(%v9250, %v9259) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9261 = "stablehlo.slice"(%x9220) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9262 = "stablehlo.reshape"(%v9261) : (tensor<1xi32>) -> tensor<i32>
  %v9263 = "stablehlo.add"(%v9250, %v9260) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9264 = "stablehlo.broadcast_in_dim"(%v9262) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v9265 = "stablehlo.bitcast_convert"(%v9264) : (tensor<2xi32>) -> tensor<2xui32>
  %c9266 = stablehlo.constant dense<32> : tensor<i32>
  %v9267 = "stablehlo.subtract"(%c9266, %v9262) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9268 = "stablehlo.broadcast_in_dim"(%v9267) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v9269 = "stablehlo.bitcast_convert"(%v9268) : (tensor<2xi32>) -> tensor<2xui32>
  %v9270 = "stablehlo.shift_left"(%v9260, %v9265) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9271 = "stablehlo.shift_right_logical"(%v9260, %v9269) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9272 = "stablehlo.or"(%v9270, %v9271) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9273 = "stablehlo.xor"(%v9263, %v9272) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c9274 = stablehlo.constant dense<1> : tensor<i32>
  %v9275 = "stablehlo.add"(%x9214, %c9274) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9276 = "stablehlo.broadcast_in_dim"(%x9217) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v9277 = "stablehlo.add"(%v9263, %v9276) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v9278 = "stablehlo.convert"(%v9275) : (tensor<i32>) -> tensor<ui32>
  %v9279 = "stablehlo.add"(%x9218, %v9278) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v9280 = "stablehlo.broadcast_in_dim"(%v9279) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v9281 = "stablehlo.add"(%v9273, %v9280) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v9275, %v9277, %v9281, %x9218, %x9219, %x9217, %x9221, %x9220) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v9282 = "stablehlo.concatenate"(%w9203#1, %w9203#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %v9283 = "stablehlo.slice"(%v9282) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v9284 = "stablehlo.slice"(%v9282) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v9285 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xui32>
  %v9286 = "stablehlo.slice"(%v9284) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v9287 = "stablehlo.reshape"(%v9286) : (tensor<1xui32>) -> tensor<ui32>
  %v9288 = "stablehlo.slice"(%v9284) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v9289 = "stablehlo.reshape"(%v9288) : (tensor<1xui32>) -> tensor<ui32>
  %v9290 = "stablehlo.slice"(%v9285) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<3xui32>
  %v9291 = "stablehlo.slice"(%v9285) {start_indices = array<i64: 3>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<3xui32>
  %v9292 = "stablehlo.xor"(%v9287, %v9289) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c9293 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v9294 = "stablehlo.xor"(%v9292, %c9293) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v9295 = "stablehlo.broadcast_in_dim"(%v9287) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v9296 = "stablehlo.add"(%v9290, %v9295) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9297 = "stablehlo.broadcast_in_dim"(%v9289) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v9298 = "stablehlo.add"(%v9291, %v9297) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %c9299 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c9300 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c9301 = stablehlo.constant dense<0> : tensor<i32>
  %w9302:8 = "stablehlo.while"(%c9301, %v9296, %v9298, %v9289, %v9294, %v9287, %c9299, %c9300) ({
  ^bb0(%x9303: tensor<i32>, %x9304: tensor<3xui32>, %x9305: tensor<3xui32>, %x9306: tensor<ui32>, %x9307: tensor<ui32>, %x9308: tensor<ui32>, %x9309: tensor<4xi32>, %x9310: tensor<4xi32>):
  %c9311 = stablehlo.constant dense<5> : tensor<i32>
  %v9312 = "stablehlo.compare"(%x9303, %c9311) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v9312) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x9313: tensor<i32>, %x9314: tensor<3xui32>, %x9315: tensor<3xui32>, %x9316: tensor<ui32>, %x9317: tensor<ui32>, %x9318: tensor<ui32>, %x9319: tensor<4xi32>, %x9320: tensor<4xi32>):
  %v9321 = "stablehlo.slice"(%x9319) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9322 = "stablehlo.reshape"(%v9321) : (tensor<1xi32>) -> tensor<i32>
  %v9323 = "stablehlo.add"(%x9314, %x9315) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9324 = "stablehlo.broadcast_in_dim"(%v9322) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9325 = "stablehlo.bitcast_convert"(%v9324) : (tensor<3xi32>) -> tensor<3xui32>
  %c9326 = stablehlo.constant dense<32> : tensor<i32>
  %v9327 = "stablehlo.subtract"(%c9326, %v9322) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9328 = "stablehlo.broadcast_in_dim"(%v9327) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9329 = "stablehlo.bitcast_convert"(%v9328) : (tensor<3xi32>) -> tensor<3xui32>
  %v9330 = "stablehlo.shift_left"(%x9315, %v9325) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9331 = "stablehlo.shift_right_logical"(%x9315, %v9329) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9332 = "stablehlo.or"(%v9330, %v9331) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9333 = "stablehlo.xor"(%v9323, %v9332) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9334 = "stablehlo.slice"(%x9319) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9335 = "stablehlo.reshape"(%v9334) : (tensor<1xi32>) -> tensor<i32>
  %v9336 = "stablehlo.add"(%v9323, %v9333) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9337 = "stablehlo.broadcast_in_dim"(%v9335) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9338 = "stablehlo.bitcast_convert"(%v9337) : (tensor<3xi32>) -> tensor<3xui32>
  %c9339 = stablehlo.constant dense<32> : tensor<i32>
  %v9340 = "stablehlo.subtract"(%c9339, %v9335) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9341 = "stablehlo.broadcast_in_dim"(%v9340) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9342 = "stablehlo.bitcast_convert"(%v9341) : (tensor<3xi32>) -> tensor<3xui32>
  %v9343 = "stablehlo.shift_left"(%v9333, %v9338) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9344 = "stablehlo.shift_right_logical"(%v9333, %v9342) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9345 = "stablehlo.or"(%v9343, %v9344) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9346 = "stablehlo.xor"(%v9336, %v9345) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9347 = "stablehlo.slice"(%x9319) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9348 = "stablehlo.reshape"(%v9347) : (tensor<1xi32>) -> tensor<i32>
  %v9349 = "stablehlo.add"(%v9336, %v9346) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9350 = "stablehlo.broadcast_in_dim"(%v9348) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9351 = "stablehlo.bitcast_convert"(%v9350) : (tensor<3xi32>) -> tensor<3xui32>
  %c9352 = stablehlo.constant dense<32> : tensor<i32>
  %v9353 = "stablehlo.subtract"(%c9352, %v9348) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9354 = "stablehlo.broadcast_in_dim"(%v9353) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9355 = "stablehlo.bitcast_convert"(%v9354) : (tensor<3xi32>) -> tensor<3xui32>
  %v9356 = "stablehlo.shift_left"(%v9346, %v9351) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9357 = "stablehlo.shift_right_logical"(%v9346, %v9355) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9358 = "stablehlo.or"(%v9356, %v9357) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9359 = "stablehlo.xor"(%v9349, %v9358) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9360 = "stablehlo.slice"(%x9319) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9361 = "stablehlo.reshape"(%v9360) : (tensor<1xi32>) -> tensor<i32>
  %v9362 = "stablehlo.add"(%v9349, %v9359) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9363 = "stablehlo.broadcast_in_dim"(%v9361) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9364 = "stablehlo.bitcast_convert"(%v9363) : (tensor<3xi32>) -> tensor<3xui32>
  %c9365 = stablehlo.constant dense<32> : tensor<i32>
  %v9366 = "stablehlo.subtract"(%c9365, %v9361) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9367 = "stablehlo.broadcast_in_dim"(%v9366) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9368 = "stablehlo.bitcast_convert"(%v9367) : (tensor<3xi32>) -> tensor<3xui32>
  %v9369 = "stablehlo.shift_left"(%v9359, %v9364) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9370 = "stablehlo.shift_right_logical"(%v9359, %v9368) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9371 = "stablehlo.or"(%v9369, %v9370) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9372 = "stablehlo.xor"(%v9362, %v9371) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %c9373 = stablehlo.constant dense<1> : tensor<i32>
  %v9374 = "stablehlo.add"(%x9313, %c9373) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9375 = "stablehlo.broadcast_in_dim"(%x9316) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v9376 = "stablehlo.add"(%v9362, %v9375) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9377 = "stablehlo.convert"(%v9374) : (tensor<i32>) -> tensor<ui32>
  %v9378 = "stablehlo.add"(%x9317, %v9377) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v9379 = "stablehlo.broadcast_in_dim"(%v9378) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v9380 = "stablehlo.add"(%v9372, %v9379) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "stablehlo.return"(%v9374, %v9376, %v9380, %x9317, %x9318, %x9316, %x9320, %x9319) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v9381 = "stablehlo.concatenate"(%w9302#1, %w9302#2) {dimension = 0 : i64} : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
  %c9382 = stablehlo.constant dense<9> : tensor<6xui32>
  %v9383 = "stablehlo.shift_right_logical"(%v9381, %c9382) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c9384 = stablehlo.constant dense<1065353216> : tensor<6xui32>
  %v9385 = "stablehlo.or"(%v9383, %c9384) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v9386 = "stablehlo.bitcast_convert"(%v9385) : (tensor<6xui32>) -> tensor<6xf32>
  %c9387 = stablehlo.constant dense<1.0> : tensor<6xf32>
  %v9388 = "stablehlo.subtract"(%v9386, %c9387) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %v9389 = "stablehlo.reshape"(%v9388) : (tensor<6xf32>) -> tensor<2x3xf32>
  %v9390 = "stablehlo.slice"(%v9389) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<1x1xf32>
  %v9391 = "stablehlo.reshape"(%v9390) : (tensor<1x1xf32>) -> tensor<f32>
  %c9392 = stablehlo.constant dense<2.5e-01> : tensor<f32>
  %v9393 = "stablehlo.compare"(%v9391, %c9392) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v9394 = "stablehlo.multiply"(%x9185, %v9389) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c9395 = stablehlo.constant dense<1> : tensor<i64>
  %v9396 = "stablehlo.add"(%x9182, %c9395) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v9396, %v9283, %v9393, %v9394) : (tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<2x3xf32>) -> ()
  }) : (tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<2x3xf32>) -> (tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<2x3xf32>)
  %c9397 = stablehlo.constant dense<0> : tensor<i32>
  %w9400:2 = "stablehlo.while"(%c9397, %w9173#3) ({
  ^bb0(%k9398: tensor<i32>, %x9399: tensor<2x3xf32>):
  %c9401 = stablehlo.constant dense<2> : tensor<i32>
  %v9402 = "stablehlo.compare"(%k9398, %c9401) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v9402) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k9403: tensor<i32>, %x9404: tensor<2x3xf32>):
  %v9405 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v9406 = "stablehlo.reshape"(%v9405) : (tensor<ui32>) -> tensor<1xui32>
  %v9407 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v9408 = "stablehlo.reshape"(%v9407) : (tensor<ui32>) -> tensor<1xui32>
  %v9409 = "stablehlo.concatenate"(%v9406, %v9408) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c9410 = stablehlo.constant dense<0> : tensor<i64>
  %w9411:3 = "stablehlo.while"(%c9410, %v9409, %x9404) ({
  ^bb0(%x9412: tensor<i64>, %x9413: tensor<2xui32>, %x9414: tensor<2x3xf32>):
  %c9415 = stablehlo.constant dense<3> : tensor<i64>
  %v9416 = "stablehlo.compare"(%x9412, %c9415) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%v9416) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x9417: tensor<i64>, %x9418: tensor<2xui32>, %x9419: tensor<2x3xf32>):
  %v9420 = "stablehlo.convert"(%x9417) : (tensor<i64>) -> tensor<ui32>
  %v9421 = "stablehlo.reshape"(%v9420) : (tensor<ui32>) -> tensor<1xui32>
  %c9422 = stablehlo.constant dense<0> : tensor<1xui32>
  %v9423 = "stablehlo.concatenate"(%c9422, %v9421) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v9424 = "stablehlo.slice"(%x9418) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v9425 = "stablehlo.reshape"(%v9424) : (tensor<1xui32>) -> tensor<ui32>
  %v9426 = "stablehlo.slice"(%x9418) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v9427 = "stablehlo.reshape"(%v9426) : (tensor<1xui32>) -> tensor<ui32>
  %v9428 = "stablehlo.slice"(%v9423) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v9429 = "stablehlo.slice"(%v9423) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v9430 = "stablehlo.xor"(%v9425, %v9427) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c9431 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v9432 = "stablehlo.xor"(%v9430, %c9431) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v9433 = "stablehlo.broadcast_in_dim"(%v9425) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v9434 = "stablehlo.add"(%v9428, %v9433) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9435 = "stablehlo.broadcast_in_dim"(%v9427) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v9436 = "stablehlo.add"(%v9429, %v9435) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c9437 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c9438 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c9439 = stablehlo.constant dense<0> : tensor<i32>
  %w9440:8 = "stablehlo.while"(%c9439, %v9434, %v9436, %v9427, %v9432, %v9425, %c9437, %c9438) ({
  ^bb0(%x9441: tensor<i32>, %x9442: tensor<1xui32>, %x9443: tensor<1xui32>, %x9444: tensor<ui32>, %x9445: tensor<ui32>, %x9446: tensor<ui32>, %x9447: tensor<4xi32>, %x9448: tensor<4xi32>):
  %c9449 = stablehlo.constant dense<5> : tensor<i32>
  %v9450 = "stablehlo.compare"(%x9441, %c9449) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v9450) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x9451: tensor<i32>, %x9452: tensor<1xui32>, %x9453: tensor<1xui32>, %x9454: tensor<ui32>, %x9455: tensor<ui32>, %x9456: tensor<ui32>, %x9457: tensor<4xi32>, %x9458: tensor<4xi32>):
  %v9459 = "stablehlo.slice"(%x9457) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9460 = "stablehlo.reshape"(%v9459) : (tensor<1xi32>) -> tensor<i32>
  %v9461 = "stablehlo.add"(%x9452, %x9453) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9462 = "stablehlo.broadcast_in_dim"(%v9460) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v9463 = "stablehlo.bitcast_convert"(%v9462) : (tensor<1xi32>) -> tensor<1xui32>
  %c9464 = stablehlo.constant dense<32> : tensor<i32>
  %v9465 = "stablehlo.subtract"(%c9464, %v9460) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9466 = "stablehlo.broadcast_in_dim"(%v9465) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v9467 = "stablehlo.bitcast_convert"(%v9466) : (tensor<1xi32>) -> tensor<1xui32>
  %v9468 = "stablehlo.shift_left"(%x9453, %v9463) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9469 = "stablehlo.shift_right_logical"(%x9453, %v9467) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9470 = "stablehlo.or"(%v9468, %v9469) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9471 = "stablehlo.xor"(%v9461, %v9470) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9472 = "stablehlo.slice"(%x9457) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9473 = "stablehlo.reshape"(%v9472) : (tensor<1xi32>) -> tensor<i32>
  %v9474 = "stablehlo.add"(%v9461, %v9471) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9475 = "stablehlo.broadcast_in_dim"(%v9473) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v9476 = "stablehlo.bitcast_convert"(%v9475) : (tensor<1xi32>) -> tensor<1xui32>
  %c9477 = stablehlo.constant dense<32> : tensor<i32>
  %v9478 = "stablehlo.subtract"(%c9477, %v9473) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9479 = "stablehlo.broadcast_in_dim"(%v9478) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v9480 = "stablehlo.bitcast_convert"(%v9479) : (tensor<1xi32>) -> tensor<1xui32>
  %v9481 = "stablehlo.shift_left"(%v9471, %v9476) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9482 = "stablehlo.shift_right_logical"(%v9471, %v9480) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9483 = "stablehlo.or"(%v9481, %v9482) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9484 = "stablehlo.xor"(%v9474, %v9483) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9485 = "stablehlo.slice"(%x9457) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9486 = "stablehlo.reshape"(%v9485) : (tensor<1xi32>) -> tensor<i32>
  %v9487 = "stablehlo.add"(%v9474, %v9484) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9488 = "stablehlo.broadcast_in_dim"(%v9486) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v9489 = "stablehlo.bitcast_convert"(%v9488) : (tensor<1xi32>) -> tensor<1xui32>
  %c9490 = stablehlo.constant dense<32> : tensor<i32>
  %v9491 = "stablehlo.subtract"(%c9490, %v9486) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9492 = "stablehlo.broadcast_in_dim"(%v9491) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v9493 = "stablehlo.bitcast_convert"(%v9492) : (tensor<1xi32>) -> tensor<1xui32>
  %v9494 = "stablehlo.shift_left"(%v9484, %v9489) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9495 = "stablehlo.shift_right_logical"(%v9484, %v9493) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9496 = "stablehlo.or"(%v9494, %v9495) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9497 = "stablehlo.xor"(%v9487, %v9496) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9498 = "stablehlo.slice"(%x9457) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9499 = "stablehlo.reshape"(%v9498) : (tensor<1xi32>) -> tensor<i32>
  %v9500 = "stablehlo.add"(%v9487, %v9497) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9501 = "stablehlo.broadcast_in_dim"(%v9499) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v9502 = "stablehlo.bitcast_convert"(%v9501) : (tensor<1xi32>) -> tensor<1xui32>
  %c9503 = stablehlo.constant dense<32> : tensor<i32>
  %v9504 = "stablehlo.subtract"(%c9503, %v9499) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9505 = "stablehlo.broadcast_in_dim"(%v9504) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v9506 = "stablehlo.bitcast_convert"(%v9505) : (tensor<1xi32>) -> tensor<1xui32>
  %v9507 = "stablehlo.shift_left"(%v9497, %v9502) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9508 = "stablehlo.shift_right_logical"(%v9497, %v9506) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9509 = "stablehlo.or"(%v9507, %v9508) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9510 = "stablehlo.xor"(%v9500, %v9509) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c9511 = stablehlo.constant dense<1> : tensor<i32>
  %v9512 = "stablehlo.add"(%x9451, %c9511) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9513 = "stablehlo.broadcast_in_dim"(%x9454) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v9514 = "stablehlo.add"(%v9500, %v9513) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v9515 = "stablehlo.convert"(%v9512) : (tensor<i32>) -> tensor<ui32>
  %v9516 = "stablehlo.add"(%x9455, %v9515) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v9517 = "stablehlo.broadcast_in_dim"(%v9516) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v9518 = "stablehlo.add"(%v9510, %v9517) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v9512, %v9514, %v9518, %x9455, %x9456, %x9454, %x9458, %x9457) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v9519 = "stablehlo.concatenate"(%w9440#1, %w9440#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v9520 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xui32>
  %v9521 = "stablehlo.slice"(%v9519) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v9522 = "stablehlo.reshape"(%v9521) : (tensor<1xui32>) -> tensor<ui32>
  %v9523 = "stablehlo.slice"(%v9519) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v9524 = "stablehlo.reshape"(%v9523) : (tensor<1xui32>) -> tensor<ui32>
  %v9525 = "stablehlo.slice"(%v9520) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<3xui32>
  %v9526 = "stablehlo.slice"(%v9520) {start_indices = array<i64: 3>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<3xui32>
  %v9527 = "stablehlo.xor"(%v9522, %v9524) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c9528 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v9529 = "stablehlo.xor"(%v9527, %c9528) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v9530 = "stablehlo.broadcast_in_dim"(%v9522) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v9531 = "stablehlo.add"(%v9525, %v9530) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9532 = "stablehlo.broadcast_in_dim"(%v9524) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v9533 = "stablehlo.add"(%v9526, %v9532) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %c9534 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c9535 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c9536 = stablehlo.constant dense<0> : tensor<i32>
  %w9537:8 = "stablehlo.while"(%c9536, %v9531, %v9533, %v9524, %v9529, %v9522, %c9534, %c9535) ({
  ^bb0(%x9538: tensor<i32>, %x9539: tensor<3xui32>, %x9540: tensor<3xui32>, %x9541: tensor<ui32>, %x9542: tensor<ui32>, %x9543: tensor<ui32>, %x9544: tensor<4xi32>, %x9545: tensor<4xi32>):
  %c9546 = stablehlo.constant dense<5> : tensor<i32>
  %v9547 = "stablehlo.compare"(%x9538, %c9546) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v9547) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x9548: tensor<i32>, %x9549: tensor<3xui32>, %x9550: tensor<3xui32>, %x9551: tensor<ui32>, %x9552: tensor<ui32>, %x9553: tensor<ui32>, %x9554: tensor<4xi32>, %x9555: tensor<4xi32>):
  %v9556 = "stablehlo.slice"(%x9554) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9557 = "stablehlo.reshape"(%v9556) : (tensor<1xi32>) -> tensor<i32>
  %v9558 = "stablehlo.add"(%x9549, %x9550) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9559 = "stablehlo.broadcast_in_dim"(%v9557) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9560 = "stablehlo.bitcast_convert"(%v9559) : (tensor<3xi32>) -> tensor<3xui32>
  %c9561 = stablehlo.constant dense<32> : tensor<i32>
  %v9562 = "stablehlo.subtract"(%c9561, %v9557) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9563 = "stablehlo.broadcast_in_dim"(%v9562) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9564 = "stablehlo.bitcast_convert"(%v9563) : (tensor<3xi32>) -> tensor<3xui32>
  %v9565 = "stablehlo.shift_left"(%x9550, %v9560) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9566 = "stablehlo.shift_right_logical"(%x9550, %v9564) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9567 = "stablehlo.or"(%v9565, %v9566) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9568 = "stablehlo.xor"(%v9558, %v9567) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9569 = "stablehlo.slice"(%x9554) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9570 = "stablehlo.reshape"(%v9569) : (tensor<1xi32>) -> tensor<i32>
  %v9571 = "stablehlo.add"(%v9558, %v9568) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9572 = "stablehlo.broadcast_in_dim"(%v9570) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9573 = "stablehlo.bitcast_convert"(%v9572) : (tensor<3xi32>) -> tensor<3xui32>
  %c9574 = stablehlo.constant dense<32> : tensor<i32>
  %v9575 = "stablehlo.subtract"(%c9574, %v9570) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9576 = "stablehlo.broadcast_in_dim"(%v9575) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9577 = "stablehlo.bitcast_convert"(%v9576) : (tensor<3xi32>) -> tensor<3xui32>
  %v9578 = "stablehlo.shift_left"(%v9568, %v9573) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9579 = "stablehlo.shift_right_logical"(%v9568, %v9577) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9580 = "stablehlo.or"(%v9578, %v9579) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9581 = "stablehlo.xor"(%v9571, %v9580) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9582 = "stablehlo.slice"(%x9554) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9583 = "stablehlo.reshape"(%v9582) : (tensor<1xi32>) -> tensor<i32>
  %v9584 = "stablehlo.add"(%v9571, %v9581) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9585 = "stablehlo.broadcast_in_dim"(%v9583) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9586 = "stablehlo.bitcast_convert"(%v9585) : (tensor<3xi32>) -> tensor<3xui32>
  %c9587 = stablehlo.constant dense<32> : tensor<i32>
  %v9588 = "stablehlo.subtract"(%c9587, %v9583) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9589 = "stablehlo.broadcast_in_dim"(%v9588) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9590 = "stablehlo.bitcast_convert"(%v9589) : (tensor<3xi32>) -> tensor<3xui32>
  %v9591 = "stablehlo.shift_left"(%v9581, %v9586) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9592 = "stablehlo.shift_right_logical"(%v9581, %v9590) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9593 = "stablehlo.or"(%v9591, %v9592) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9594 = "stablehlo.xor"(%v9584, %v9593) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9595 = "stablehlo.slice"(%x9554) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v9596 = "stablehlo.reshape"(%v9595) : (tensor<1xi32>) -> tensor<i32>
  %v9597 = "stablehlo.add"(%v9584, %v9594) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9598 = "stablehlo.broadcast_in_dim"(%v9596) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9599 = "stablehlo.bitcast_convert"(%v9598) : (tensor<3xi32>) -> tensor<3xui32>
  %c9600 = stablehlo.constant dense<32> : tensor<i32>
  %v9601 = "stablehlo.subtract"(%c9600, %v9596) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9602 = "stablehlo.broadcast_in_dim"(%v9601) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v9603 = "stablehlo.bitcast_convert"(%v9602) : (tensor<3xi32>) -> tensor<3xui32>
  %v9604 = "stablehlo.shift_left"(%v9594, %v9599) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9605 = "stablehlo.shift_right_logical"(%v9594, %v9603) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9606 = "stablehlo.or"(%v9604, %v9605) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9607 = "stablehlo.xor"(%v9597, %v9606) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %c9608 = stablehlo.constant dense<1> : tensor<i32>
  %v9609 = "stablehlo.add"(%x9548, %c9608) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v9610 = "stablehlo.broadcast_in_dim"(%x9551) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v9611 = "stablehlo.add"(%v9597, %v9610) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v9612 = "stablehlo.convert"(%v9609) : (tensor<i32>) -> tensor<ui32>
  %v9613 = "stablehlo.add"(%x9552, %v9612) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v9614 = "stablehlo.broadcast_in_dim"(%v9613) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v9615 = "stablehlo.add"(%v9607, %v9614) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "stablehlo.return"(%v9609, %v9611, %v9615, %x9552, %x9553, %x9551, %x9555, %x9554) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v9616 = "stablehlo.concatenate"(%w9537#1, %w9537#2) {dimension = 0 : i64} : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
  %c9617 = stablehlo.constant dense<9> : tensor<6xui32>
  %v9618 = "stablehlo.shift_right_logical"(%v9616, %c9617) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c9619 = stablehlo.constant dense<1065353216> : tensor<6xui32>
  %v9620 = "stablehlo.or"(%v9618, %c9619) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v9621 = "stablehlo.bitcast_convert"(%v9620) : (tensor<6xui32>) -> tensor<6xf32>
  %c9622 = stablehlo.constant dense<1.0> : tensor<6xf32>
  %v9623 = "stablehlo.subtract"(%v9621, %c9622) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %v9624 = "stablehlo.reshape"(%v9623) : (tensor<6xf32>) -> tensor<2x3xf32>
  %c9625 = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %v9626 = "stablehlo.abs"(%v9624) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %v9627 = "stablehlo.add"(%v9626, %c9625) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v9628 = "stablehlo.divide"(%x9419, %v9627) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c9629 = stablehlo.constant dense<1> : tensor<i64>
  %v9630 = "stablehlo.add"(%x9417, %c9629) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v9630, %x9418, %v9628) : (tensor<i64>, tensor<2xui32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i64>, tensor<2xui32>, tensor<2x3xf32>) -> (tensor<i64>, tensor<2xui32>, tensor<2x3xf32>)
  %c9631 = stablehlo.constant dense<1> : tensor<i32>
  %v9632 = "stablehlo.add"(%k9403, %c9631) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v9632, %w9411#2) : (tensor<i32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
  %c9633 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %v9634 = "stablehlo.scatter"(%a0, %c9633, %a0) ({
  ^bb0(%p9635: tensor<f32>, %q9636: tensor<f32>):
    "stablehlo.return"(%q9636) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %v9634 : tensor<2x3xf32>
}
// transformed:
func.func @f126(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xf32> {
  %0 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %1 = stablehlo.reshape %0 : (tensor<ui32>) -> tensor<1xui32>
  %2 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
  %3 = stablehlo.reshape %2 : (tensor<ui32>) -> tensor<1xui32>
  %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c = stablehlo.constant dense<0> : tensor<i64>
  %c_0 = stablehlo.constant dense<false> : tensor<i1>
  %5:4 = stablehlo.while(%iterArg = %c, %iterArg_3 = %4, %iterArg_4 = %c_0, %iterArg_5 = %arg1) : tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<2x3xf32>
  cond {
    %8 = stablehlo.not %iterArg_4 : tensor<i1>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %9 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.and %9, %8 : tensor<i1>
    stablehlo.return %10 : tensor<i1>
  } do {
    %8 = stablehlo.iota dim = 0 : tensor<4xui32>
    %9 = stablehlo.slice %iterArg_3 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
    %11 = stablehlo.slice %iterArg_3 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.slice %8 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %14 = stablehlo.slice %8 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %15 = stablehlo.xor %10, %12 : tensor<ui32>
    %c_6 = stablehlo.constant dense<466688986> : tensor<ui32>
    %16 = stablehlo.xor %15, %c_6 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.add %13, %17 : tensor<2xui32>
    %19 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %20 = stablehlo.add %14, %19 : tensor<2xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_8 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %21:8 = stablehlo.while(%iterArg_18 = %c_9, %iterArg_19 = %18, %iterArg_20 = %20, %iterArg_21 = %12, %iterArg_22 = %16, %iterArg_23 = %10, %iterArg_24 = %c_7, %iterArg_25 = %c_8) : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_26 = stablehlo.constant dense<5> : tensor<i32>
      %50 = stablehlo.compare LT, %iterArg_18, %c_26 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %50 : tensor<i1>
    } do {
      %50 = stablehlo.slice %iterArg_24 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %51 = stablehlo.reshape %50 : (tensor<1xi32>) -> tensor<i32>
      %52 = stablehlo.add %iterArg_19, %iterArg_20 : tensor<2xui32>
      %53 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %54 = stablehlo.bitcast_convert %53 : (tensor<2xi32>) -> tensor<2xui32>
      %c_26 = stablehlo.constant dense<32> : tensor<i32>
      %55 = stablehlo.subtract %c_26, %51 : tensor<i32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %57 = stablehlo.bitcast_convert %56 : (tensor<2xi32>) -> tensor<2xui32>
      %58 = stablehlo.shift_left %iterArg_20, %54 : tensor<2xui32>
      %59 = stablehlo.shift_right_logical %iterArg_20, %57 : tensor<2xui32>
      %60 = stablehlo.or %58, %59 : tensor<2xui32>
      %61 = stablehlo.xor %52, %60 : tensor<2xui32>
      %62 = stablehlo.slice %iterArg_24 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %63 = stablehlo.reshape %62 : (tensor<1xi32>) -> tensor<i32>
      %64 = stablehlo.add %52, %61 : tensor<2xui32>
      %65 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %66 = stablehlo.bitcast_convert %65 : (tensor<2xi32>) -> tensor<2xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %67 = stablehlo.subtract %c_27, %63 : tensor<i32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %69 = stablehlo.bitcast_convert %68 : (tensor<2xi32>) -> tensor<2xui32>
      %70 = stablehlo.shift_left %61, %66 : tensor<2xui32>
      %71 = stablehlo.shift_right_logical %61, %69 : tensor<2xui32>
      %72 = stablehlo.or %70, %71 : tensor<2xui32>
      %73 = stablehlo.xor %64, %72 : tensor<2xui32>
      %74 = stablehlo.slice %iterArg_24 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %75 = stablehlo.reshape %74 : (tensor<1xi32>) -> tensor<i32>
      %76 = stablehlo.add %64, %73 : tensor<2xui32>
      %77 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %78 = stablehlo.bitcast_convert %77 : (tensor<2xi32>) -> tensor<2xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %79 = stablehlo.subtract %c_28, %75 : tensor<i32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %81 = stablehlo.bitcast_convert %80 : (tensor<2xi32>) -> tensor<2xui32>
      %82 = stablehlo.shift_left %73, %78 : tensor<2xui32>
      %83 = stablehlo.shift_right_logical %73, %81 : tensor<2xui32>
      %84 = stablehlo.or %82, %83 : tensor<2xui32>
      %85 = stablehlo.xor %76, %84 : tensor<2xui32>
      %86 = stablehlo.slice %iterArg_24 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %87 = stablehlo.reshape %86 : (tensor<1xi32>) -> tensor<i32>
      %88 = stablehlo.add %76, %85 : tensor<2xui32>
      %89 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %90 = stablehlo.bitcast_convert %89 : (tensor<2xi32>) -> tensor<2xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %91 = stablehlo.subtract %c_29, %87 : tensor<i32>
      %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %93 = stablehlo.bitcast_convert %92 : (tensor<2xi32>) -> tensor<2xui32>
      %94 = stablehlo.shift_left %85, %90 : tensor<2xui32>
      %95 = stablehlo.shift_right_logical %85, %93 : tensor<2xui32>
      %96 = stablehlo.or %94, %95 : tensor<2xui32>
      %97 = stablehlo.xor %88, %96 : tensor<2xui32>
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %98 = stablehlo.add %iterArg_18, %c_30 : tensor<i32>
      %99 = stablehlo.broadcast_in_dim %iterArg_21, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %100 = stablehlo.add %88, %99 : tensor<2xui32>
      %101 = stablehlo.convert %98 : (tensor<i32>) -> tensor<ui32>
      %102 = stablehlo.add %iterArg_22, %101 : tensor<ui32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %104 = stablehlo.add %97, %103 : tensor<2xui32>
      stablehlo.return %98, %100, %104, %iterArg_22, %iterArg_23, %iterArg_21, %iterArg_25, %iterArg_24 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %22 = stablehlo.concatenate %21#1, %21#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %23 = stablehlo.slice %22 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %24 = stablehlo.slice %22 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %25 = stablehlo.iota dim = 0 : tensor<6xui32>
    %26 = stablehlo.slice %24 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
    %28 = stablehlo.slice %24 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %29 = stablehlo.reshape %28 : (tensor<1xui32>) -> tensor<ui32>
    %30 = stablehlo.slice %25 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
    %31 = stablehlo.slice %25 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
    %32 = stablehlo.xor %27, %29 : tensor<ui32>
    %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
    %33 = stablehlo.xor %32, %c_10 : tensor<ui32>
    %34 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.add %30, %34 : tensor<3xui32>
    %36 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %37 = stablehlo.add %31, %36 : tensor<3xui32>
    %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %38:8 = stablehlo.while(%iterArg_18 = %c_13, %iterArg_19 = %35, %iterArg_20 = %37, %iterArg_21 = %29, %iterArg_22 = %33, %iterArg_23 = %27, %iterArg_24 = %c_11, %iterArg_25 = %c_12) : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_26 = stablehlo.constant dense<5> : tensor<i32>
      %50 = stablehlo.compare LT, %iterArg_18, %c_26 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %50 : tensor<i1>
    } do {
      %50 = stablehlo.slice %iterArg_24 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %51 = stablehlo.reshape %50 : (tensor<1xi32>) -> tensor<i32>
      %52 = stablehlo.add %iterArg_19, %iterArg_20 : tensor<3xui32>
      %53 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %54 = stablehlo.bitcast_convert %53 : (tensor<3xi32>) -> tensor<3xui32>
      %c_26 = stablehlo.constant dense<32> : tensor<i32>
      %55 = stablehlo.subtract %c_26, %51 : tensor<i32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %57 = stablehlo.bitcast_convert %56 : (tensor<3xi32>) -> tensor<3xui32>
      %58 = stablehlo.shift_left %iterArg_20, %54 : tensor<3xui32>
      %59 = stablehlo.shift_right_logical %iterArg_20, %57 : tensor<3xui32>
      %60 = stablehlo.or %58, %59 : tensor<3xui32>
      %61 = stablehlo.xor %52, %60 : tensor<3xui32>
      %62 = stablehlo.slice %iterArg_24 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %63 = stablehlo.reshape %62 : (tensor<1xi32>) -> tensor<i32>
      %64 = stablehlo.add %52, %61 : tensor<3xui32>
      %65 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %66 = stablehlo.bitcast_convert %65 : (tensor<3xi32>) -> tensor<3xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %67 = stablehlo.subtract %c_27, %63 : tensor<i32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %69 = stablehlo.bitcast_convert %68 : (tensor<3xi32>) -> tensor<3xui32>
      %70 = stablehlo.shift_left %61, %66 : tensor<3xui32>
      %71 = stablehlo.shift_right_logical %61, %69 : tensor<3xui32>
      %72 = stablehlo.or %70, %71 : tensor<3xui32>
      %73 = stablehlo.xor %64, %72 : tensor<3xui32>
      %74 = stablehlo.slice %iterArg_24 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %75 = stablehlo.reshape %74 : (tensor<1xi32>) -> tensor<i32>
      %76 = stablehlo.add %64, %73 : tensor<3xui32>
      %77 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %78 = stablehlo.bitcast_convert %77 : (tensor<3xi32>) -> tensor<3xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %79 = stablehlo.subtract %c_28, %75 : tensor<i32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %81 = stablehlo.bitcast_convert %80 : (tensor<3xi32>) -> tensor<3xui32>
      %82 = stablehlo.shift_left %73, %78 : tensor<3xui32>
      %83 = stablehlo.shift_right_logical %73, %81 : tensor<3xui32>
      %84 = stablehlo.or %82, %83 : tensor<3xui32>
      %85 = stablehlo.xor %76, %84 : tensor<3xui32>
      %86 = stablehlo.slice %iterArg_24 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %87 = stablehlo.reshape %86 : (tensor<1xi32>) -> tensor<i32>
      %88 = stablehlo.add %76, %85 : tensor<3xui32>
      %89 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %90 = stablehlo.bitcast_convert %89 : (tensor<3xi32>) -> tensor<3xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %91 = stablehlo.subtract %c_29, %87 : tensor<i32>
      %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %93 = stablehlo.bitcast_convert %92 : (tensor<3xi32>) -> tensor<3xui32>
      %94 = stablehlo.shift_left %85, %90 : tensor<3xui32>
      %95 = stablehlo.shift_right_logical %85, %93 : tensor<3xui32>
      %96 = stablehlo.or %94, %95 : tensor<3xui32>
      %97 = stablehlo.xor %88, %96 : tensor<3xui32>
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %98 = stablehlo.add %iterArg_18, %c_30 : tensor<i32>
      %99 = stablehlo.broadcast_in_dim %iterArg_21, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %100 = stablehlo.add %88, %99 : tensor<3xui32>
      %101 = stablehlo.convert %98 : (tensor<i32>) -> tensor<ui32>
      %102 = stablehlo.add %iterArg_22, %101 : tensor<ui32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %104 = stablehlo.add %97, %103 : tensor<3xui32>
      stablehlo.return %98, %100, %104, %iterArg_22, %iterArg_23, %iterArg_21, %iterArg_25, %iterArg_24 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %39 = stablehlo.concatenate %38#1, %38#2, dim = 0 : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
    %c_14 = stablehlo.constant dense<9> : tensor<6xui32>
    %40 = stablehlo.shift_right_logical %39, %c_14 : tensor<6xui32>
    %c_15 = stablehlo.constant dense<1065353216> : tensor<6xui32>
    %41 = stablehlo.or %40, %c_15 : tensor<6xui32>
    %42 = stablehlo.bitcast_convert %41 : (tensor<6xui32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
    %43 = stablehlo.subtract %42, %cst : tensor<6xf32>
    %44 = stablehlo.reshape %43 : (tensor<6xf32>) -> tensor<2x3xf32>
    %45 = stablehlo.slice %44 [0:1, 0:1] : (tensor<2x3xf32>) -> tensor<1x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x1xf32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %47 = stablehlo.compare LT, %46, %cst_16 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %48 = stablehlo.multiply %iterArg_5, %44 : tensor<2x3xf32>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %49 = stablehlo.add %iterArg, %c_17 : tensor<i64>
    stablehlo.return %49, %23, %47, %48 : tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<2x3xf32>
  }
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %6:2 = stablehlo.while(%iterArg = %c_1, %iterArg_3 = %5#3) : tensor<i32>, tensor<2x3xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %8 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
    %9 = stablehlo.reshape %8 : (tensor<ui32>) -> tensor<1xui32>
    %10 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
    %11 = stablehlo.reshape %10 : (tensor<ui32>) -> tensor<1xui32>
    %12 = stablehlo.concatenate %9, %11, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %13:3 = stablehlo.while(%iterArg_6 = %c_4, %iterArg_7 = %12, %iterArg_8 = %iterArg_3) : tensor<i64>, tensor<2xui32>, tensor<2x3xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_9 = stablehlo.constant dense<3> : tensor<i64>
      %15 = stablehlo.compare LT, %iterArg_6, %c_9 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %15 = stablehlo.convert %iterArg_6 : (tensor<i64>) -> tensor<ui32>
      %16 = stablehlo.reshape %15 : (tensor<ui32>) -> tensor<1xui32>
      %c_9 = stablehlo.constant dense<0> : tensor<1xui32>
      %17 = stablehlo.concatenate %c_9, %16, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %18 = stablehlo.slice %iterArg_7 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %19 = stablehlo.reshape %18 : (tensor<1xui32>) -> tensor<ui32>
      %20 = stablehlo.slice %iterArg_7 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %21 = stablehlo.reshape %20 : (tensor<1xui32>) -> tensor<ui32>
      %22 = stablehlo.slice %17 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %23 = stablehlo.slice %17 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %24 = stablehlo.xor %19, %21 : tensor<ui32>
      %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
      %25 = stablehlo.xor %24, %c_10 : tensor<ui32>
      %26 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %27 = stablehlo.add %22, %26 : tensor<1xui32>
      %28 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %29 = stablehlo.add %23, %28 : tensor<1xui32>
      %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %30:8 = stablehlo.while(%iterArg_22 = %c_13, %iterArg_23 = %27, %iterArg_24 = %29, %iterArg_25 = %21, %iterArg_26 = %25, %iterArg_27 = %19, %iterArg_28 = %c_11, %iterArg_29 = %c_12) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_30 = stablehlo.constant dense<5> : tensor<i32>
        %56 = stablehlo.compare LT, %iterArg_22, %c_30 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %56 : tensor<i1>
      } do {
        %56 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %57 = stablehlo.reshape %56 : (tensor<1xi32>) -> tensor<i32>
        %58 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<1xui32>
        %59 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %60 = stablehlo.bitcast_convert %59 : (tensor<1xi32>) -> tensor<1xui32>
        %c_30 = stablehlo.constant dense<32> : tensor<i32>
        %61 = stablehlo.subtract %c_30, %57 : tensor<i32>
        %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %63 = stablehlo.bitcast_convert %62 : (tensor<1xi32>) -> tensor<1xui32>
        %64 = stablehlo.shift_left %iterArg_24, %60 : tensor<1xui32>
        %65 = stablehlo.shift_right_logical %iterArg_24, %63 : tensor<1xui32>
        %66 = stablehlo.or %64, %65 : tensor<1xui32>
        %67 = stablehlo.xor %58, %66 : tensor<1xui32>
        %68 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %69 = stablehlo.reshape %68 : (tensor<1xi32>) -> tensor<i32>
        %70 = stablehlo.add %58, %67 : tensor<1xui32>
        %71 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %72 = stablehlo.bitcast_convert %71 : (tensor<1xi32>) -> tensor<1xui32>
        %c_31 = stablehlo.constant dense<32> : tensor<i32>
        %73 = stablehlo.subtract %c_31, %69 : tensor<i32>
        %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %75 = stablehlo.bitcast_convert %74 : (tensor<1xi32>) -> tensor<1xui32>
        %76 = stablehlo.shift_left %67, %72 : tensor<1xui32>
        %77 = stablehlo.shift_right_logical %67, %75 : tensor<1xui32>
        %78 = stablehlo.or %76, %77 : tensor<1xui32>
        %79 = stablehlo.xor %70, %78 : tensor<1xui32>
        %80 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %81 = stablehlo.reshape %80 : (tensor<1xi32>) -> tensor<i32>
        %82 = stablehlo.add %70, %79 : tensor<1xui32>
        %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %84 = stablehlo.bitcast_convert %83 : (tensor<1xi32>) -> tensor<1xui32>
        %c_32 = stablehlo.constant dense<32> : tensor<i32>
        %85 = stablehlo.subtract %c_32, %81 : tensor<i32>
        %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %87 = stablehlo.bitcast_convert %86 : (tensor<1xi32>) -> tensor<1xui32>
        %88 = stablehlo.shift_left %79, %84 : tensor<1xui32>
        %89 = stablehlo.shift_right_logical %79, %87 : tensor<1xui32>
        %90 = stablehlo.or %88, %89 : tensor<1xui32>
        %91 = stablehlo.xor %82, %90 : tensor<1xui32>
        %92 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %93 = stablehlo.reshape %92 : (tensor<1xi32>) -> tensor<i32>
        %94 = stablehlo.add %82, %91 : tensor<1xui32>
        %95 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %96 = stablehlo.bitcast_convert %95 : (tensor<1xi32>) -> tensor<1xui32>
        %c_33 = stablehlo.constant dense<32> : tensor<i32>
        %97 = stablehlo.subtract %c_33, %93 : tensor<i32>
        %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %99 = stablehlo.bitcast_convert %98 : (tensor<1xi32>) -> tensor<1xui32>
        %100 = stablehlo.shift_left %91, %96 : tensor<1xui32>
        %101 = stablehlo.shift_right_logical %91, %99 : tensor<1xui32>
        %102 = stablehlo.or %100, %101 : tensor<1xui32>
        %103 = stablehlo.xor %94, %102 : tensor<1xui32>
        %c_34 = stablehlo.constant dense<1> : tensor<i32>
        %104 = stablehlo.add %iterArg_22, %c_34 : tensor<i32>
        %105 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %106 = stablehlo.add %94, %105 : tensor<1xui32>
        %107 = stablehlo.convert %104 : (tensor<i32>) -> tensor<ui32>
        %108 = stablehlo.add %iterArg_26, %107 : tensor<ui32>
        %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %110 = stablehlo.add %103, %109 : tensor<1xui32>
        stablehlo.return %104, %106, %110, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %31 = stablehlo.concatenate %30#1, %30#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %32 = stablehlo.iota dim = 0 : tensor<6xui32>
      %33 = stablehlo.slice %31 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
      %35 = stablehlo.slice %31 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %36 = stablehlo.reshape %35 : (tensor<1xui32>) -> tensor<ui32>
      %37 = stablehlo.slice %32 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
      %38 = stablehlo.slice %32 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
      %39 = stablehlo.xor %34, %36 : tensor<ui32>
      %c_14 = stablehlo.constant dense<466688986> : tensor<ui32>
      %40 = stablehlo.xor %39, %c_14 : tensor<ui32>
      %41 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %42 = stablehlo.add %37, %41 : tensor<3xui32>
      %43 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %44 = stablehlo.add %38, %43 : tensor<3xui32>
      %c_15 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_16 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %45:8 = stablehlo.while(%iterArg_22 = %c_17, %iterArg_23 = %42, %iterArg_24 = %44, %iterArg_25 = %36, %iterArg_26 = %40, %iterArg_27 = %34, %iterArg_28 = %c_15, %iterArg_29 = %c_16) : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_30 = stablehlo.constant dense<5> : tensor<i32>
        %56 = stablehlo.compare LT, %iterArg_22, %c_30 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %56 : tensor<i1>
      } do {
        %56 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %57 = stablehlo.reshape %56 : (tensor<1xi32>) -> tensor<i32>
        %58 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3xui32>
        %59 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %60 = stablehlo.bitcast_convert %59 : (tensor<3xi32>) -> tensor<3xui32>
        %c_30 = stablehlo.constant dense<32> : tensor<i32>
        %61 = stablehlo.subtract %c_30, %57 : tensor<i32>
        %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %63 = stablehlo.bitcast_convert %62 : (tensor<3xi32>) -> tensor<3xui32>
        %64 = stablehlo.shift_left %iterArg_24, %60 : tensor<3xui32>
        %65 = stablehlo.shift_right_logical %iterArg_24, %63 : tensor<3xui32>
        %66 = stablehlo.or %64, %65 : tensor<3xui32>
        %67 = stablehlo.xor %58, %66 : tensor<3xui32>
        %68 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %69 = stablehlo.reshape %68 : (tensor<1xi32>) -> tensor<i32>
        %70 = stablehlo.add %58, %67 : tensor<3xui32>
        %71 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %72 = stablehlo.bitcast_convert %71 : (tensor<3xi32>) -> tensor<3xui32>
        %c_31 = stablehlo.constant dense<32> : tensor<i32>
        %73 = stablehlo.subtract %c_31, %69 : tensor<i32>
        %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %75 = stablehlo.bitcast_convert %74 : (tensor<3xi32>) -> tensor<3xui32>
        %76 = stablehlo.shift_left %67, %72 : tensor<3xui32>
        %77 = stablehlo.shift_right_logical %67, %75 : tensor<3xui32>
        %78 = stablehlo.or %76, %77 : tensor<3xui32>
        %79 = stablehlo.xor %70, %78 : tensor<3xui32>
        %80 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %81 = stablehlo.reshape %80 : (tensor<1xi32>) -> tensor<i32>
        %82 = stablehlo.add %70, %79 : tensor<3xui32>
        %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %84 = stablehlo.bitcast_convert %83 : (tensor<3xi32>) -> tensor<3xui32>
        %c_32 = stablehlo.constant dense<32> : tensor<i32>
        %85 = stablehlo.subtract %c_32, %81 : tensor<i32>
        %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %87 = stablehlo.bitcast_convert %86 : (tensor<3xi32>) -> tensor<3xui32>
        %88 = stablehlo.shift_left %79, %84 : tensor<3xui32>
        %89 = stablehlo.shift_right_logical %79, %87 : tensor<3xui32>
        %90 = stablehlo.or %88, %89 : tensor<3xui32>
        %91 = stablehlo.xor %82, %90 : tensor<3xui32>
        %92 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %93 = stablehlo.reshape %92 : (tensor<1xi32>) -> tensor<i32>
        %94 = stablehlo.add %82, %91 : tensor<3xui32>
        %95 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %96 = stablehlo.bitcast_convert %95 : (tensor<3xi32>) -> tensor<3xui32>
        %c_33 = stablehlo.constant dense<32> : tensor<i32>
        %97 = stablehlo.subtract %c_33, %93 : tensor<i32>
        %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %99 = stablehlo.bitcast_convert %98 : (tensor<3xi32>) -> tensor<3xui32>
        %100 = stablehlo.shift_left %91, %96 : tensor<3xui32>
        %101 = stablehlo.shift_right_logical %91, %99 : tensor<3xui32>
        %102 = stablehlo.or %100, %101 : tensor<3xui32>
        %103 = stablehlo.xor %94, %102 : tensor<3xui32>
        %c_34 = stablehlo.constant dense<1> : tensor<i32>
        %104 = stablehlo.add %iterArg_22, %c_34 : tensor<i32>
        %105 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %106 = stablehlo.add %94, %105 : tensor<3xui32>
        %107 = stablehlo.convert %104 : (tensor<i32>) -> tensor<ui32>
        %108 = stablehlo.add %iterArg_26, %107 : tensor<ui32>
        %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %110 = stablehlo.add %103, %109 : tensor<3xui32>
        stablehlo.return %104, %106, %110, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %46 = stablehlo.concatenate %45#1, %45#2, dim = 0 : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
      %c_18 = stablehlo.constant dense<9> : tensor<6xui32>
      %47 = stablehlo.shift_right_logical %46, %c_18 : tensor<6xui32>
      %c_19 = stablehlo.constant dense<1065353216> : tensor<6xui32>
      %48 = stablehlo.or %47, %c_19 : tensor<6xui32>
      %49 = stablehlo.bitcast_convert %48 : (tensor<6xui32>) -> tensor<6xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
      %50 = stablehlo.subtract %49, %cst : tensor<6xf32>
      %51 = stablehlo.reshape %50 : (tensor<6xf32>) -> tensor<2x3xf32>
      %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
      %52 = stablehlo.abs %51 : tensor<2x3xf32>
      %53 = stablehlo.add %52, %cst_20 : tensor<2x3xf32>
      %54 = stablehlo.divide %iterArg_8, %53 : tensor<2x3xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg_6, %c_21 : tensor<i64>
      stablehlo.return %55, %iterArg_7, %54 : tensor<i64>, tensor<2xui32>, tensor<2x3xf32>
    }
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %iterArg, %c_5 : tensor<i32>
    stablehlo.return %14, %13#2 : tensor<i32>, tensor<2x3xf32>
  }
  %c_2 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %7 = "stablehlo.scatter"(%arg0, %c_2, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %7 : tensor<2x3xf32>
}
func.func @f126_v0(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> tensor<3x2x3xf32> {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x3xf32>) -> tensor<3x2x3xf32>
  %1 = stablehlo.bitcast_convert %arg2 : (tensor<3xi32>) -> tensor<3xui32>
  %2 = stablehlo.reshape %1 : (tensor<3xui32>) -> tensor<3x1xui32>
  %3 = stablehlo.bitcast_convert %arg3 : (tensor<3xi32>) -> tensor<3xui32>
  %4 = stablehlo.reshape %3 : (tensor<3xui32>) -> tensor<3x1xui32>
  %5 = stablehlo.concatenate %2, %4, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
  %c = stablehlo.constant dense<0> : tensor<i64>
  %c_0 = stablehlo.constant dense<false> : tensor<i1>
  %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
  %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %8 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
  %9:4 = stablehlo.while(%iterArg = %6, %iterArg_3 = %5, %iterArg_4 = %7, %iterArg_5 = %8) : tensor<3xi64>, tensor<3x2xui32>, tensor<3xi1>, tensor<3x2x3xf32>
  cond {
    %17 = stablehlo.not %iterArg_4 : tensor<3xi1>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %19 = stablehlo.compare LT, %iterArg, %18 : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %20 = stablehlo.and %19, %17 : tensor<3xi1>
    %c_7 = stablehlo.constant dense<false> : tensor<i1>
    %21 = stablehlo.reduce(%20 init: %c_7) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %21 : tensor<i1>
  } do {
    %17 = stablehlo.not %iterArg_4 : tensor<3xi1>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %19 = stablehlo.compare LT, %iterArg, %18 : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %20 = stablehlo.and %19, %17 : tensor<3xi1>
    %21 = stablehlo.iota dim = 0 : tensor<4xui32>
    %22 = stablehlo.slice %iterArg_3 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %23 = stablehlo.reshape %22 : (tensor<3x1xui32>) -> tensor<3xui32>
    %24 = stablehlo.slice %iterArg_3 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %25 = stablehlo.reshape %24 : (tensor<3x1xui32>) -> tensor<3xui32>
    %26 = stablehlo.slice %21 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %27 = stablehlo.slice %21 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %28 = stablehlo.xor %23, %25 : tensor<3xui32>
    %c_7 = stablehlo.constant dense<466688986> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %30 = stablehlo.xor %28, %29 : tensor<3xui32>
    %31 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
    %32 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %33 = stablehlo.add %32, %31 : tensor<3x2xui32>
    %34 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
    %35 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %36 = stablehlo.add %35, %34 : tensor<3x2xui32>
    %c_8 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_9 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %37:8 = stablehlo.while(%iterArg_19 = %c_10, %iterArg_20 = %33, %iterArg_21 = %36, %iterArg_22 = %25, %iterArg_23 = %30, %iterArg_24 = %23, %iterArg_25 = %c_8, %iterArg_26 = %c_9) : tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %80 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %80 : tensor<i1>
    } do {
      %80 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %81 = stablehlo.reshape %80 : (tensor<1xi32>) -> tensor<i32>
      %82 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<3x2xui32>
      %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %84 = stablehlo.bitcast_convert %83 : (tensor<2xi32>) -> tensor<2xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %85 = stablehlo.subtract %c_27, %81 : tensor<i32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %87 = stablehlo.bitcast_convert %86 : (tensor<2xi32>) -> tensor<2xui32>
      %88 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %89 = stablehlo.shift_left %iterArg_21, %88 : tensor<3x2xui32>
      %90 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %91 = stablehlo.shift_right_logical %iterArg_21, %90 : tensor<3x2xui32>
      %92 = stablehlo.or %89, %91 : tensor<3x2xui32>
      %93 = stablehlo.xor %82, %92 : tensor<3x2xui32>
      %94 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
      %96 = stablehlo.add %82, %93 : tensor<3x2xui32>
      %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<2xi32>) -> tensor<2xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %99 = stablehlo.subtract %c_28, %95 : tensor<i32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %101 = stablehlo.bitcast_convert %100 : (tensor<2xi32>) -> tensor<2xui32>
      %102 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %103 = stablehlo.shift_left %93, %102 : tensor<3x2xui32>
      %104 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %105 = stablehlo.shift_right_logical %93, %104 : tensor<3x2xui32>
      %106 = stablehlo.or %103, %105 : tensor<3x2xui32>
      %107 = stablehlo.xor %96, %106 : tensor<3x2xui32>
      %108 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %109 = stablehlo.reshape %108 : (tensor<1xi32>) -> tensor<i32>
      %110 = stablehlo.add %96, %107 : tensor<3x2xui32>
      %111 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %112 = stablehlo.bitcast_convert %111 : (tensor<2xi32>) -> tensor<2xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %113 = stablehlo.subtract %c_29, %109 : tensor<i32>
      %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %115 = stablehlo.bitcast_convert %114 : (tensor<2xi32>) -> tensor<2xui32>
      %116 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %117 = stablehlo.shift_left %107, %116 : tensor<3x2xui32>
      %118 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %119 = stablehlo.shift_right_logical %107, %118 : tensor<3x2xui32>
      %120 = stablehlo.or %117, %119 : tensor<3x2xui32>
      %121 = stablehlo.xor %110, %120 : tensor<3x2xui32>
      %122 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %123 = stablehlo.reshape %122 : (tensor<1xi32>) -> tensor<i32>
      %124 = stablehlo.add %110, %121 : tensor<3x2xui32>
      %125 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %126 = stablehlo.bitcast_convert %125 : (tensor<2xi32>) -> tensor<2xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %127 = stablehlo.subtract %c_30, %123 : tensor<i32>
      %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %129 = stablehlo.bitcast_convert %128 : (tensor<2xi32>) -> tensor<2xui32>
      %130 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %131 = stablehlo.shift_left %121, %130 : tensor<3x2xui32>
      %132 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %133 = stablehlo.shift_right_logical %121, %132 : tensor<3x2xui32>
      %134 = stablehlo.or %131, %133 : tensor<3x2xui32>
      %135 = stablehlo.xor %124, %134 : tensor<3x2xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %136 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %137 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
      %138 = stablehlo.add %124, %137 : tensor<3x2xui32>
      %139 = stablehlo.convert %136 : (tensor<i32>) -> tensor<ui32>
      %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %141 = stablehlo.add %iterArg_23, %140 : tensor<3xui32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
      %143 = stablehlo.add %135, %142 : tensor<3x2xui32>
      stablehlo.return %136, %138, %143, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %38 = stablehlo.concatenate %37#1, %37#2, dim = 1 : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x4xui32>
    %39 = stablehlo.slice %38 [0:3, 0:2] : (tensor<3x4xui32>) -> tensor<3x2xui32>
    %40 = stablehlo.slice %38 [0:3, 2:4] : (tensor<3x4xui32>) -> tensor<3x2xui32>
    %41 = stablehlo.iota dim = 0 : tensor<6xui32>
    %42 = stablehlo.slice %40 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %43 = stablehlo.reshape %42 : (tensor<3x1xui32>) -> tensor<3xui32>
    %44 = stablehlo.slice %40 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %45 = stablehlo.reshape %44 : (tensor<3x1xui32>) -> tensor<3xui32>
    %46 = stablehlo.slice %41 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
    %47 = stablehlo.slice %41 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
    %48 = stablehlo.xor %43, %45 : tensor<3xui32>
    %c_11 = stablehlo.constant dense<466688986> : tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %50 = stablehlo.xor %48, %49 : tensor<3xui32>
    %51 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
    %52 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
    %53 = stablehlo.add %52, %51 : tensor<3x3xui32>
    %54 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
    %55 = stablehlo.broadcast_in_dim %47, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
    %56 = stablehlo.add %55, %54 : tensor<3x3xui32>
    %c_12 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %57:8 = stablehlo.while(%iterArg_19 = %c_14, %iterArg_20 = %53, %iterArg_21 = %56, %iterArg_22 = %45, %iterArg_23 = %50, %iterArg_24 = %43, %iterArg_25 = %c_12, %iterArg_26 = %c_13) : tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %80 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %80 : tensor<i1>
    } do {
      %80 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %81 = stablehlo.reshape %80 : (tensor<1xi32>) -> tensor<i32>
      %82 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<3x3xui32>
      %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %84 = stablehlo.bitcast_convert %83 : (tensor<3xi32>) -> tensor<3xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %85 = stablehlo.subtract %c_27, %81 : tensor<i32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %87 = stablehlo.bitcast_convert %86 : (tensor<3xi32>) -> tensor<3xui32>
      %88 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %89 = stablehlo.shift_left %iterArg_21, %88 : tensor<3x3xui32>
      %90 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %91 = stablehlo.shift_right_logical %iterArg_21, %90 : tensor<3x3xui32>
      %92 = stablehlo.or %89, %91 : tensor<3x3xui32>
      %93 = stablehlo.xor %82, %92 : tensor<3x3xui32>
      %94 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
      %96 = stablehlo.add %82, %93 : tensor<3x3xui32>
      %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<3xi32>) -> tensor<3xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %99 = stablehlo.subtract %c_28, %95 : tensor<i32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %101 = stablehlo.bitcast_convert %100 : (tensor<3xi32>) -> tensor<3xui32>
      %102 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %103 = stablehlo.shift_left %93, %102 : tensor<3x3xui32>
      %104 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %105 = stablehlo.shift_right_logical %93, %104 : tensor<3x3xui32>
      %106 = stablehlo.or %103, %105 : tensor<3x3xui32>
      %107 = stablehlo.xor %96, %106 : tensor<3x3xui32>
      %108 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %109 = stablehlo.reshape %108 : (tensor<1xi32>) -> tensor<i32>
      %110 = stablehlo.add %96, %107 : tensor<3x3xui32>
      %111 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %112 = stablehlo.bitcast_convert %111 : (tensor<3xi32>) -> tensor<3xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %113 = stablehlo.subtract %c_29, %109 : tensor<i32>
      %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %115 = stablehlo.bitcast_convert %114 : (tensor<3xi32>) -> tensor<3xui32>
      %116 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %117 = stablehlo.shift_left %107, %116 : tensor<3x3xui32>
      %118 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %119 = stablehlo.shift_right_logical %107, %118 : tensor<3x3xui32>
      %120 = stablehlo.or %117, %119 : tensor<3x3xui32>
      %121 = stablehlo.xor %110, %120 : tensor<3x3xui32>
      %122 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %123 = stablehlo.reshape %122 : (tensor<1xi32>) -> tensor<i32>
      %124 = stablehlo.add %110, %121 : tensor<3x3xui32>
      %125 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %126 = stablehlo.bitcast_convert %125 : (tensor<3xi32>) -> tensor<3xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %127 = stablehlo.subtract %c_30, %123 : tensor<i32>
      %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %129 = stablehlo.bitcast_convert %128 : (tensor<3xi32>) -> tensor<3xui32>
      %130 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %131 = stablehlo.shift_left %121, %130 : tensor<3x3xui32>
      %132 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %133 = stablehlo.shift_right_logical %121, %132 : tensor<3x3xui32>
      %134 = stablehlo.or %131, %133 : tensor<3x3xui32>
      %135 = stablehlo.xor %124, %134 : tensor<3x3xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %136 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %137 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
      %138 = stablehlo.add %124, %137 : tensor<3x3xui32>
      %139 = stablehlo.convert %136 : (tensor<i32>) -> tensor<ui32>
      %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %141 = stablehlo.add %iterArg_23, %140 : tensor<3xui32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
      %143 = stablehlo.add %135, %142 : tensor<3x3xui32>
      stablehlo.return %136, %138, %143, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %58 = stablehlo.concatenate %57#1, %57#2, dim = 1 : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x6xui32>
    %c_15 = stablehlo.constant dense<9> : tensor<6xui32>
    %59 = stablehlo.broadcast_in_dim %c_15, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
    %60 = stablehlo.shift_right_logical %58, %59 : tensor<3x6xui32>
    %c_16 = stablehlo.constant dense<1065353216> : tensor<6xui32>
    %61 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
    %62 = stablehlo.or %60, %61 : tensor<3x6xui32>
    %63 = stablehlo.bitcast_convert %62 : (tensor<3x6xui32>) -> tensor<3x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
    %64 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<6xf32>) -> tensor<3x6xf32>
    %65 = stablehlo.subtract %63, %64 : tensor<3x6xf32>
    %66 = stablehlo.reshape %65 : (tensor<3x6xf32>) -> tensor<3x2x3xf32>
    %67 = stablehlo.slice %66 [0:3, 0:1, 0:1] : (tensor<3x2x3xf32>) -> tensor<3x1x1xf32>
    %68 = stablehlo.reshape %67 : (tensor<3x1x1xf32>) -> tensor<3xf32>
    %cst_17 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %70 = stablehlo.compare LT, %68, %69 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %71 = stablehlo.multiply %iterArg_5, %66 : tensor<3x2x3xf32>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %72 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %73 = stablehlo.add %iterArg, %72 : tensor<3xi64>
    %74 = stablehlo.select %20, %73, %iterArg : tensor<3xi1>, tensor<3xi64>
    %75 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %76 = stablehlo.select %75, %39, %iterArg_3 : tensor<3x2xi1>, tensor<3x2xui32>
    %77 = stablehlo.select %20, %70, %iterArg_4 : tensor<3xi1>, tensor<3xi1>
    %78 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi1>) -> tensor<3x2x3xi1>
    %79 = stablehlo.select %78, %71, %iterArg_5 : tensor<3x2x3xi1>, tensor<3x2x3xf32>
    stablehlo.return %74, %76, %77, %79 : tensor<3xi64>, tensor<3x2xui32>, tensor<3xi1>, tensor<3x2x3xf32>
  }
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %10:2 = stablehlo.while(%iterArg = %c_1, %iterArg_3 = %9#3) : tensor<i32>, tensor<3x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %17 : tensor<i1>
  } do {
    %17 = stablehlo.bitcast_convert %arg2 : (tensor<3xi32>) -> tensor<3xui32>
    %18 = stablehlo.reshape %17 : (tensor<3xui32>) -> tensor<3x1xui32>
    %19 = stablehlo.bitcast_convert %arg3 : (tensor<3xi32>) -> tensor<3xui32>
    %20 = stablehlo.reshape %19 : (tensor<3xui32>) -> tensor<3x1xui32>
    %21 = stablehlo.concatenate %18, %20, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %22:3 = stablehlo.while(%iterArg_6 = %c_4, %iterArg_7 = %21, %iterArg_8 = %iterArg_3) : tensor<i64>, tensor<3x2xui32>, tensor<3x2x3xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_9 = stablehlo.constant dense<3> : tensor<i64>
      %24 = stablehlo.compare LT, %iterArg_6, %c_9 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %24 = stablehlo.convert %iterArg_6 : (tensor<i64>) -> tensor<ui32>
      %25 = stablehlo.reshape %24 : (tensor<ui32>) -> tensor<1xui32>
      %c_9 = stablehlo.constant dense<0> : tensor<1xui32>
      %26 = stablehlo.concatenate %c_9, %25, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %27 = stablehlo.slice %iterArg_7 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
      %28 = stablehlo.reshape %27 : (tensor<3x1xui32>) -> tensor<3xui32>
      %29 = stablehlo.slice %iterArg_7 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
      %30 = stablehlo.reshape %29 : (tensor<3x1xui32>) -> tensor<3xui32>
      %31 = stablehlo.slice %26 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %32 = stablehlo.slice %26 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %33 = stablehlo.xor %28, %30 : tensor<3xui32>
      %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
      %34 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %35 = stablehlo.xor %33, %34 : tensor<3xui32>
      %36 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
      %37 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %38 = stablehlo.add %37, %36 : tensor<3x1xui32>
      %39 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
      %40 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %41 = stablehlo.add %40, %39 : tensor<3x1xui32>
      %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %42:8 = stablehlo.while(%iterArg_22 = %c_13, %iterArg_23 = %38, %iterArg_24 = %41, %iterArg_25 = %30, %iterArg_26 = %35, %iterArg_27 = %28, %iterArg_28 = %c_11, %iterArg_29 = %c_12) : tensor<i32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_30 = stablehlo.constant dense<5> : tensor<i32>
        %75 = stablehlo.compare LT, %iterArg_22, %c_30 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %75 : tensor<i1>
      } do {
        %75 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %76 = stablehlo.reshape %75 : (tensor<1xi32>) -> tensor<i32>
        %77 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3x1xui32>
        %78 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %79 = stablehlo.bitcast_convert %78 : (tensor<1xi32>) -> tensor<1xui32>
        %c_30 = stablehlo.constant dense<32> : tensor<i32>
        %80 = stablehlo.subtract %c_30, %76 : tensor<i32>
        %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %82 = stablehlo.bitcast_convert %81 : (tensor<1xi32>) -> tensor<1xui32>
        %83 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %84 = stablehlo.shift_left %iterArg_24, %83 : tensor<3x1xui32>
        %85 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %86 = stablehlo.shift_right_logical %iterArg_24, %85 : tensor<3x1xui32>
        %87 = stablehlo.or %84, %86 : tensor<3x1xui32>
        %88 = stablehlo.xor %77, %87 : tensor<3x1xui32>
        %89 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %90 = stablehlo.reshape %89 : (tensor<1xi32>) -> tensor<i32>
        %91 = stablehlo.add %77, %88 : tensor<3x1xui32>
        %92 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %93 = stablehlo.bitcast_convert %92 : (tensor<1xi32>) -> tensor<1xui32>
        %c_31 = stablehlo.constant dense<32> : tensor<i32>
        %94 = stablehlo.subtract %c_31, %90 : tensor<i32>
        %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %96 = stablehlo.bitcast_convert %95 : (tensor<1xi32>) -> tensor<1xui32>
        %97 = stablehlo.broadcast_in_dim %93, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %98 = stablehlo.shift_left %88, %97 : tensor<3x1xui32>
        %99 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %100 = stablehlo.shift_right_logical %88, %99 : tensor<3x1xui32>
        %101 = stablehlo.or %98, %100 : tensor<3x1xui32>
        %102 = stablehlo.xor %91, %101 : tensor<3x1xui32>
        %103 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %104 = stablehlo.reshape %103 : (tensor<1xi32>) -> tensor<i32>
        %105 = stablehlo.add %91, %102 : tensor<3x1xui32>
        %106 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %107 = stablehlo.bitcast_convert %106 : (tensor<1xi32>) -> tensor<1xui32>
        %c_32 = stablehlo.constant dense<32> : tensor<i32>
        %108 = stablehlo.subtract %c_32, %104 : tensor<i32>
        %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %110 = stablehlo.bitcast_convert %109 : (tensor<1xi32>) -> tensor<1xui32>
        %111 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %112 = stablehlo.shift_left %102, %111 : tensor<3x1xui32>
        %113 = stablehlo.broadcast_in_dim %110, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %114 = stablehlo.shift_right_logical %102, %113 : tensor<3x1xui32>
        %115 = stablehlo.or %112, %114 : tensor<3x1xui32>
        %116 = stablehlo.xor %105, %115 : tensor<3x1xui32>
        %117 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %118 = stablehlo.reshape %117 : (tensor<1xi32>) -> tensor<i32>
        %119 = stablehlo.add %105, %116 : tensor<3x1xui32>
        %120 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %121 = stablehlo.bitcast_convert %120 : (tensor<1xi32>) -> tensor<1xui32>
        %c_33 = stablehlo.constant dense<32> : tensor<i32>
        %122 = stablehlo.subtract %c_33, %118 : tensor<i32>
        %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %124 = stablehlo.bitcast_convert %123 : (tensor<1xi32>) -> tensor<1xui32>
        %125 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %126 = stablehlo.shift_left %116, %125 : tensor<3x1xui32>
        %127 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %128 = stablehlo.shift_right_logical %116, %127 : tensor<3x1xui32>
        %129 = stablehlo.or %126, %128 : tensor<3x1xui32>
        %130 = stablehlo.xor %119, %129 : tensor<3x1xui32>
        %c_34 = stablehlo.constant dense<1> : tensor<i32>
        %131 = stablehlo.add %iterArg_22, %c_34 : tensor<i32>
        %132 = stablehlo.broadcast_in_dim %iterArg_25, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
        %133 = stablehlo.add %119, %132 : tensor<3x1xui32>
        %134 = stablehlo.convert %131 : (tensor<i32>) -> tensor<ui32>
        %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %136 = stablehlo.add %iterArg_26, %135 : tensor<3xui32>
        %137 = stablehlo.broadcast_in_dim %136, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
        %138 = stablehlo.add %130, %137 : tensor<3x1xui32>
        stablehlo.return %131, %133, %138, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
      }
      %43 = stablehlo.concatenate %42#1, %42#2, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
      %44 = stablehlo.iota dim = 0 : tensor<6xui32>
      %45 = stablehlo.slice %43 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
      %46 = stablehlo.reshape %45 : (tensor<3x1xui32>) -> tensor<3xui32>
      %47 = stablehlo.slice %43 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
      %48 = stablehlo.reshape %47 : (tensor<3x1xui32>) -> tensor<3xui32>
      %49 = stablehlo.slice %44 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
      %50 = stablehlo.slice %44 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
      %51 = stablehlo.xor %46, %48 : tensor<3xui32>
      %c_14 = stablehlo.constant dense<466688986> : tensor<ui32>
      %52 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %53 = stablehlo.xor %51, %52 : tensor<3xui32>
      %54 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
      %55 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %56 = stablehlo.add %55, %54 : tensor<3x3xui32>
      %57 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
      %58 = stablehlo.broadcast_in_dim %50, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %59 = stablehlo.add %58, %57 : tensor<3x3xui32>
      %c_15 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_16 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %60:8 = stablehlo.while(%iterArg_22 = %c_17, %iterArg_23 = %56, %iterArg_24 = %59, %iterArg_25 = %48, %iterArg_26 = %53, %iterArg_27 = %46, %iterArg_28 = %c_15, %iterArg_29 = %c_16) : tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_30 = stablehlo.constant dense<5> : tensor<i32>
        %75 = stablehlo.compare LT, %iterArg_22, %c_30 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %75 : tensor<i1>
      } do {
        %75 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %76 = stablehlo.reshape %75 : (tensor<1xi32>) -> tensor<i32>
        %77 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3x3xui32>
        %78 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %79 = stablehlo.bitcast_convert %78 : (tensor<3xi32>) -> tensor<3xui32>
        %c_30 = stablehlo.constant dense<32> : tensor<i32>
        %80 = stablehlo.subtract %c_30, %76 : tensor<i32>
        %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %82 = stablehlo.bitcast_convert %81 : (tensor<3xi32>) -> tensor<3xui32>
        %83 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %84 = stablehlo.shift_left %iterArg_24, %83 : tensor<3x3xui32>
        %85 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %86 = stablehlo.shift_right_logical %iterArg_24, %85 : tensor<3x3xui32>
        %87 = stablehlo.or %84, %86 : tensor<3x3xui32>
        %88 = stablehlo.xor %77, %87 : tensor<3x3xui32>
        %89 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %90 = stablehlo.reshape %89 : (tensor<1xi32>) -> tensor<i32>
        %91 = stablehlo.add %77, %88 : tensor<3x3xui32>
        %92 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %93 = stablehlo.bitcast_convert %92 : (tensor<3xi32>) -> tensor<3xui32>
        %c_31 = stablehlo.constant dense<32> : tensor<i32>
        %94 = stablehlo.subtract %c_31, %90 : tensor<i32>
        %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %96 = stablehlo.bitcast_convert %95 : (tensor<3xi32>) -> tensor<3xui32>
        %97 = stablehlo.broadcast_in_dim %93, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %98 = stablehlo.shift_left %88, %97 : tensor<3x3xui32>
        %99 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %100 = stablehlo.shift_right_logical %88, %99 : tensor<3x3xui32>
        %101 = stablehlo.or %98, %100 : tensor<3x3xui32>
        %102 = stablehlo.xor %91, %101 : tensor<3x3xui32>
        %103 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %104 = stablehlo.reshape %103 : (tensor<1xi32>) -> tensor<i32>
        %105 = stablehlo.add %91, %102 : tensor<3x3xui32>
        %106 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %107 = stablehlo.bitcast_convert %106 : (tensor<3xi32>) -> tensor<3xui32>
        %c_32 = stablehlo.constant dense<32> : tensor<i32>
        %108 = stablehlo.subtract %c_32, %104 : tensor<i32>
        %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %110 = stablehlo.bitcast_convert %109 : (tensor<3xi32>) -> tensor<3xui32>
        %111 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %112 = stablehlo.shift_left %102, %111 : tensor<3x3xui32>
        %113 = stablehlo.broadcast_in_dim %110, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %114 = stablehlo.shift_right_logical %102, %113 : tensor<3x3xui32>
        %115 = stablehlo.or %112, %114 : tensor<3x3xui32>
        %116 = stablehlo.xor %105, %115 : tensor<3x3xui32>
        %117 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %118 = stablehlo.reshape %117 : (tensor<1xi32>) -> tensor<i32>
        %119 = stablehlo.add %105, %116 : tensor<3x3xui32>
        %120 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %121 = stablehlo.bitcast_convert %120 : (tensor<3xi32>) -> tensor<3xui32>
        %c_33 = stablehlo.constant dense<32> : tensor<i32>
        %122 = stablehlo.subtract %c_33, %118 : tensor<i32>
        %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %124 = stablehlo.bitcast_convert %123 : (tensor<3xi32>) -> tensor<3xui32>
        %125 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %126 = stablehlo.shift_left %116, %125 : tensor<3x3xui32>
        %127 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %128 = stablehlo.shift_right_logical %116, %127 : tensor<3x3xui32>
        %129 = stablehlo.or %126, %128 : tensor<3x3xui32>
        %130 = stablehlo.xor %119, %129 : tensor<3x3xui32>
        %c_34 = stablehlo.constant dense<1> : tensor<i32>
        %131 = stablehlo.add %iterArg_22, %c_34 : tensor<i32>
        %132 = stablehlo.broadcast_in_dim %iterArg_25, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
        %133 = stablehlo.add %119, %132 : tensor<3x3xui32>
        %134 = stablehlo.convert %131 : (tensor<i32>) -> tensor<ui32>
        %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %136 = stablehlo.add %iterArg_26, %135 : tensor<3xui32>
        %137 = stablehlo.broadcast_in_dim %136, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
        %138 = stablehlo.add %130, %137 : tensor<3x3xui32>
        stablehlo.return %131, %133, %138, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
      }
      %61 = stablehlo.concatenate %60#1, %60#2, dim = 1 : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x6xui32>
      %c_18 = stablehlo.constant dense<9> : tensor<6xui32>
      %62 = stablehlo.broadcast_in_dim %c_18, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %63 = stablehlo.shift_right_logical %61, %62 : tensor<3x6xui32>
      %c_19 = stablehlo.constant dense<1065353216> : tensor<6xui32>
      %64 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %65 = stablehlo.or %63, %64 : tensor<3x6xui32>
      %66 = stablehlo.bitcast_convert %65 : (tensor<3x6xui32>) -> tensor<3x6xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
      %67 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<6xf32>) -> tensor<3x6xf32>
      %68 = stablehlo.subtract %66, %67 : tensor<3x6xf32>
      %69 = stablehlo.reshape %68 : (tensor<3x6xf32>) -> tensor<3x2x3xf32>
      %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
      %70 = stablehlo.abs %69 : tensor<3x2x3xf32>
      %71 = stablehlo.broadcast_in_dim %cst_20, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
      %72 = stablehlo.add %70, %71 : tensor<3x2x3xf32>
      %73 = stablehlo.divide %iterArg_8, %72 : tensor<3x2x3xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %74 = stablehlo.add %iterArg_6, %c_21 : tensor<i64>
      stablehlo.return %74, %iterArg_7, %73 : tensor<i64>, tensor<3x2xui32>, tensor<3x2x3xf32>
    }
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.add %iterArg, %c_5 : tensor<i32>
    stablehlo.return %23, %22#2 : tensor<i32>, tensor<3x2x3xf32>
  }
  %c_2 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %11 = stablehlo.broadcast_in_dim %c_2, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %12 = stablehlo.iota dim = 0 : tensor<3x2x1xi32>
  %13 = stablehlo.concatenate %12, %11, dim = 2 : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x2xi32>
  %14 = stablehlo.reshape %13 : (tensor<3x2x2xi32>) -> tensor<6x2xi32>
  %15 = stablehlo.reshape %0 : (tensor<3x2x3xf32>) -> tensor<6x3xf32>
  %16 = "stablehlo.scatter"(%0, %14, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<3x2x3xf32>, tensor<6x2xi32>, tensor<6x3xf32>) -> tensor<3x2x3xf32>
  return %16 : tensor<3x2x3xf32>
}
func.func @f126_v0_v1(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3x3xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> tensor<3x3x2x3xf32> {
  %0 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<2x3x3xf32>) -> tensor<3x2x3xf32>
  %1 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x3xf32>) -> tensor<3x2x3xf32>
  %2 = stablehlo.bitcast_convert %arg2 : (tensor<3xi32>) -> tensor<3xui32>
  %3 = stablehlo.reshape %2 : (tensor<3xui32>) -> tensor<3x1xui32>
  %4 = stablehlo.bitcast_convert %arg3 : (tensor<3xi32>) -> tensor<3xui32>
  %5 = stablehlo.reshape %4 : (tensor<3xui32>) -> tensor<3x1xui32>
  %6 = stablehlo.concatenate %3, %5, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
  %c = stablehlo.constant dense<0> : tensor<i64>
  %c_0 = stablehlo.constant dense<false> : tensor<i1>
  %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
  %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %9 = stablehlo.broadcast_in_dim %0, dims = [0, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
  %10:4 = stablehlo.while(%iterArg = %7, %iterArg_3 = %6, %iterArg_4 = %8, %iterArg_5 = %9) : tensor<3xi64>, tensor<3x2xui32>, tensor<3xi1>, tensor<3x3x2x3xf32>
  cond {
    %19 = stablehlo.not %iterArg_4 : tensor<3xi1>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %21 = stablehlo.compare LT, %iterArg, %20 : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %22 = stablehlo.and %21, %19 : tensor<3xi1>
    %c_7 = stablehlo.constant dense<false> : tensor<i1>
    %23 = stablehlo.reduce(%22 init: %c_7) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %23 : tensor<i1>
  } do {
    %19 = stablehlo.not %iterArg_4 : tensor<3xi1>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %21 = stablehlo.compare LT, %iterArg, %20 : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %22 = stablehlo.and %21, %19 : tensor<3xi1>
    %23 = stablehlo.iota dim = 0 : tensor<4xui32>
    %24 = stablehlo.slice %iterArg_3 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %25 = stablehlo.reshape %24 : (tensor<3x1xui32>) -> tensor<3xui32>
    %26 = stablehlo.slice %iterArg_3 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %27 = stablehlo.reshape %26 : (tensor<3x1xui32>) -> tensor<3xui32>
    %28 = stablehlo.slice %23 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %29 = stablehlo.slice %23 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %30 = stablehlo.xor %25, %27 : tensor<3xui32>
    %c_7 = stablehlo.constant dense<466688986> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %32 = stablehlo.xor %30, %31 : tensor<3xui32>
    %33 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
    %34 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %35 = stablehlo.add %34, %33 : tensor<3x2xui32>
    %36 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
    %37 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %38 = stablehlo.add %37, %36 : tensor<3x2xui32>
    %c_8 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_9 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %39:8 = stablehlo.while(%iterArg_19 = %c_10, %iterArg_20 = %35, %iterArg_21 = %38, %iterArg_22 = %27, %iterArg_23 = %32, %iterArg_24 = %25, %iterArg_25 = %c_8, %iterArg_26 = %c_9) : tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %84 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %84 : tensor<i1>
    } do {
      %84 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %85 = stablehlo.reshape %84 : (tensor<1xi32>) -> tensor<i32>
      %86 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<3x2xui32>
      %87 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %88 = stablehlo.bitcast_convert %87 : (tensor<2xi32>) -> tensor<2xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %89 = stablehlo.subtract %c_27, %85 : tensor<i32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %91 = stablehlo.bitcast_convert %90 : (tensor<2xi32>) -> tensor<2xui32>
      %92 = stablehlo.broadcast_in_dim %88, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %93 = stablehlo.shift_left %iterArg_21, %92 : tensor<3x2xui32>
      %94 = stablehlo.broadcast_in_dim %91, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %95 = stablehlo.shift_right_logical %iterArg_21, %94 : tensor<3x2xui32>
      %96 = stablehlo.or %93, %95 : tensor<3x2xui32>
      %97 = stablehlo.xor %86, %96 : tensor<3x2xui32>
      %98 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %99 = stablehlo.reshape %98 : (tensor<1xi32>) -> tensor<i32>
      %100 = stablehlo.add %86, %97 : tensor<3x2xui32>
      %101 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %102 = stablehlo.bitcast_convert %101 : (tensor<2xi32>) -> tensor<2xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %103 = stablehlo.subtract %c_28, %99 : tensor<i32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %105 = stablehlo.bitcast_convert %104 : (tensor<2xi32>) -> tensor<2xui32>
      %106 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %107 = stablehlo.shift_left %97, %106 : tensor<3x2xui32>
      %108 = stablehlo.broadcast_in_dim %105, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %109 = stablehlo.shift_right_logical %97, %108 : tensor<3x2xui32>
      %110 = stablehlo.or %107, %109 : tensor<3x2xui32>
      %111 = stablehlo.xor %100, %110 : tensor<3x2xui32>
      %112 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %113 = stablehlo.reshape %112 : (tensor<1xi32>) -> tensor<i32>
      %114 = stablehlo.add %100, %111 : tensor<3x2xui32>
      %115 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %116 = stablehlo.bitcast_convert %115 : (tensor<2xi32>) -> tensor<2xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %117 = stablehlo.subtract %c_29, %113 : tensor<i32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %119 = stablehlo.bitcast_convert %118 : (tensor<2xi32>) -> tensor<2xui32>
      %120 = stablehlo.broadcast_in_dim %116, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %121 = stablehlo.shift_left %111, %120 : tensor<3x2xui32>
      %122 = stablehlo.broadcast_in_dim %119, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %123 = stablehlo.shift_right_logical %111, %122 : tensor<3x2xui32>
      %124 = stablehlo.or %121, %123 : tensor<3x2xui32>
      %125 = stablehlo.xor %114, %124 : tensor<3x2xui32>
      %126 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %127 = stablehlo.reshape %126 : (tensor<1xi32>) -> tensor<i32>
      %128 = stablehlo.add %114, %125 : tensor<3x2xui32>
      %129 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %130 = stablehlo.bitcast_convert %129 : (tensor<2xi32>) -> tensor<2xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %131 = stablehlo.subtract %c_30, %127 : tensor<i32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %133 = stablehlo.bitcast_convert %132 : (tensor<2xi32>) -> tensor<2xui32>
      %134 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %135 = stablehlo.shift_left %125, %134 : tensor<3x2xui32>
      %136 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %137 = stablehlo.shift_right_logical %125, %136 : tensor<3x2xui32>
      %138 = stablehlo.or %135, %137 : tensor<3x2xui32>
      %139 = stablehlo.xor %128, %138 : tensor<3x2xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %140 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %141 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
      %142 = stablehlo.add %128, %141 : tensor<3x2xui32>
      %143 = stablehlo.convert %140 : (tensor<i32>) -> tensor<ui32>
      %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %145 = stablehlo.add %iterArg_23, %144 : tensor<3xui32>
      %146 = stablehlo.broadcast_in_dim %145, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
      %147 = stablehlo.add %139, %146 : tensor<3x2xui32>
      stablehlo.return %140, %142, %147, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %40 = stablehlo.concatenate %39#1, %39#2, dim = 1 : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x4xui32>
    %41 = stablehlo.slice %40 [0:3, 0:2] : (tensor<3x4xui32>) -> tensor<3x2xui32>
    %42 = stablehlo.slice %40 [0:3, 2:4] : (tensor<3x4xui32>) -> tensor<3x2xui32>
    %43 = stablehlo.iota dim = 0 : tensor<6xui32>
    %44 = stablehlo.slice %42 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %45 = stablehlo.reshape %44 : (tensor<3x1xui32>) -> tensor<3xui32>
    %46 = stablehlo.slice %42 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %47 = stablehlo.reshape %46 : (tensor<3x1xui32>) -> tensor<3xui32>
    %48 = stablehlo.slice %43 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
    %49 = stablehlo.slice %43 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
    %50 = stablehlo.xor %45, %47 : tensor<3xui32>
    %c_11 = stablehlo.constant dense<466688986> : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %52 = stablehlo.xor %50, %51 : tensor<3xui32>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
    %54 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
    %55 = stablehlo.add %54, %53 : tensor<3x3xui32>
    %56 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
    %57 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
    %58 = stablehlo.add %57, %56 : tensor<3x3xui32>
    %c_12 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %59:8 = stablehlo.while(%iterArg_19 = %c_14, %iterArg_20 = %55, %iterArg_21 = %58, %iterArg_22 = %47, %iterArg_23 = %52, %iterArg_24 = %45, %iterArg_25 = %c_12, %iterArg_26 = %c_13) : tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %84 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %84 : tensor<i1>
    } do {
      %84 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %85 = stablehlo.reshape %84 : (tensor<1xi32>) -> tensor<i32>
      %86 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<3x3xui32>
      %87 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %88 = stablehlo.bitcast_convert %87 : (tensor<3xi32>) -> tensor<3xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %89 = stablehlo.subtract %c_27, %85 : tensor<i32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %91 = stablehlo.bitcast_convert %90 : (tensor<3xi32>) -> tensor<3xui32>
      %92 = stablehlo.broadcast_in_dim %88, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %93 = stablehlo.shift_left %iterArg_21, %92 : tensor<3x3xui32>
      %94 = stablehlo.broadcast_in_dim %91, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %95 = stablehlo.shift_right_logical %iterArg_21, %94 : tensor<3x3xui32>
      %96 = stablehlo.or %93, %95 : tensor<3x3xui32>
      %97 = stablehlo.xor %86, %96 : tensor<3x3xui32>
      %98 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %99 = stablehlo.reshape %98 : (tensor<1xi32>) -> tensor<i32>
      %100 = stablehlo.add %86, %97 : tensor<3x3xui32>
      %101 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %102 = stablehlo.bitcast_convert %101 : (tensor<3xi32>) -> tensor<3xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %103 = stablehlo.subtract %c_28, %99 : tensor<i32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %105 = stablehlo.bitcast_convert %104 : (tensor<3xi32>) -> tensor<3xui32>
      %106 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %107 = stablehlo.shift_left %97, %106 : tensor<3x3xui32>
      %108 = stablehlo.broadcast_in_dim %105, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %109 = stablehlo.shift_right_logical %97, %108 : tensor<3x3xui32>
      %110 = stablehlo.or %107, %109 : tensor<3x3xui32>
      %111 = stablehlo.xor %100, %110 : tensor<3x3xui32>
      %112 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %113 = stablehlo.reshape %112 : (tensor<1xi32>) -> tensor<i32>
      %114 = stablehlo.add %100, %111 : tensor<3x3xui32>
      %115 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %116 = stablehlo.bitcast_convert %115 : (tensor<3xi32>) -> tensor<3xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %117 = stablehlo.subtract %c_29, %113 : tensor<i32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %119 = stablehlo.bitcast_convert %118 : (tensor<3xi32>) -> tensor<3xui32>
      %120 = stablehlo.broadcast_in_dim %116, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %121 = stablehlo.shift_left %111, %120 : tensor<3x3xui32>
      %122 = stablehlo.broadcast_in_dim %119, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %123 = stablehlo.shift_right_logical %111, %122 : tensor<3x3xui32>
      %124 = stablehlo.or %121, %123 : tensor<3x3xui32>
      %125 = stablehlo.xor %114, %124 : tensor<3x3xui32>
      %126 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %127 = stablehlo.reshape %126 : (tensor<1xi32>) -> tensor<i32>
      %128 = stablehlo.add %114, %125 : tensor<3x3xui32>
      %129 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %130 = stablehlo.bitcast_convert %129 : (tensor<3xi32>) -> tensor<3xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %131 = stablehlo.subtract %c_30, %127 : tensor<i32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %133 = stablehlo.bitcast_convert %132 : (tensor<3xi32>) -> tensor<3xui32>
      %134 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %135 = stablehlo.shift_left %125, %134 : tensor<3x3xui32>
      %136 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %137 = stablehlo.shift_right_logical %125, %136 : tensor<3x3xui32>
      %138 = stablehlo.or %135, %137 : tensor<3x3xui32>
      %139 = stablehlo.xor %128, %138 : tensor<3x3xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %140 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %141 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
      %142 = stablehlo.add %128, %141 : tensor<3x3xui32>
      %143 = stablehlo.convert %140 : (tensor<i32>) -> tensor<ui32>
      %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %145 = stablehlo.add %iterArg_23, %144 : tensor<3xui32>
      %146 = stablehlo.broadcast_in_dim %145, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
      %147 = stablehlo.add %139, %146 : tensor<3x3xui32>
      stablehlo.return %140, %142, %147, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %60 = stablehlo.concatenate %59#1, %59#2, dim = 1 : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x6xui32>
    %c_15 = stablehlo.constant dense<9> : tensor<6xui32>
    %61 = stablehlo.broadcast_in_dim %c_15, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
    %62 = stablehlo.shift_right_logical %60, %61 : tensor<3x6xui32>
    %c_16 = stablehlo.constant dense<1065353216> : tensor<6xui32>
    %63 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
    %64 = stablehlo.or %62, %63 : tensor<3x6xui32>
    %65 = stablehlo.bitcast_convert %64 : (tensor<3x6xui32>) -> tensor<3x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
    %66 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<6xf32>) -> tensor<3x6xf32>
    %67 = stablehlo.subtract %65, %66 : tensor<3x6xf32>
    %68 = stablehlo.reshape %67 : (tensor<3x6xf32>) -> tensor<3x2x3xf32>
    %69 = stablehlo.slice %68 [0:3, 0:1, 0:1] : (tensor<3x2x3xf32>) -> tensor<3x1x1xf32>
    %70 = stablehlo.reshape %69 : (tensor<3x1x1xf32>) -> tensor<3xf32>
    %cst_17 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %72 = stablehlo.compare LT, %70, %71 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %73 = stablehlo.broadcast_in_dim %68, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
    %74 = stablehlo.multiply %iterArg_5, %73 : tensor<3x3x2x3xf32>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %76 = stablehlo.add %iterArg, %75 : tensor<3xi64>
    %77 = stablehlo.select %22, %76, %iterArg : tensor<3xi1>, tensor<3xi64>
    %78 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %79 = stablehlo.select %78, %41, %iterArg_3 : tensor<3x2xi1>, tensor<3x2xui32>
    %80 = stablehlo.select %22, %72, %iterArg_4 : tensor<3xi1>, tensor<3xi1>
    %81 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xi1>) -> tensor<3x2x3xi1>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 2, 3] : (tensor<3x2x3xi1>) -> tensor<3x3x2x3xi1>
    %83 = stablehlo.select %82, %74, %iterArg_5 : tensor<3x3x2x3xi1>, tensor<3x3x2x3xf32>
    stablehlo.return %77, %79, %80, %83 : tensor<3xi64>, tensor<3x2xui32>, tensor<3xi1>, tensor<3x3x2x3xf32>
  }
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %11:2 = stablehlo.while(%iterArg = %c_1, %iterArg_3 = %10#3) : tensor<i32>, tensor<3x3x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %19 = stablehlo.bitcast_convert %arg2 : (tensor<3xi32>) -> tensor<3xui32>
    %20 = stablehlo.reshape %19 : (tensor<3xui32>) -> tensor<3x1xui32>
    %21 = stablehlo.bitcast_convert %arg3 : (tensor<3xi32>) -> tensor<3xui32>
    %22 = stablehlo.reshape %21 : (tensor<3xui32>) -> tensor<3x1xui32>
    %23 = stablehlo.concatenate %20, %22, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %24:3 = stablehlo.while(%iterArg_6 = %c_4, %iterArg_7 = %23, %iterArg_8 = %iterArg_3) : tensor<i64>, tensor<3x2xui32>, tensor<3x3x2x3xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_9 = stablehlo.constant dense<3> : tensor<i64>
      %26 = stablehlo.compare LT, %iterArg_6, %c_9 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %26 = stablehlo.convert %iterArg_6 : (tensor<i64>) -> tensor<ui32>
      %27 = stablehlo.reshape %26 : (tensor<ui32>) -> tensor<1xui32>
      %c_9 = stablehlo.constant dense<0> : tensor<1xui32>
      %28 = stablehlo.concatenate %c_9, %27, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %29 = stablehlo.slice %iterArg_7 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
      %30 = stablehlo.reshape %29 : (tensor<3x1xui32>) -> tensor<3xui32>
      %31 = stablehlo.slice %iterArg_7 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
      %32 = stablehlo.reshape %31 : (tensor<3x1xui32>) -> tensor<3xui32>
      %33 = stablehlo.slice %28 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %34 = stablehlo.slice %28 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %35 = stablehlo.xor %30, %32 : tensor<3xui32>
      %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %37 = stablehlo.xor %35, %36 : tensor<3xui32>
      %38 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
      %39 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %40 = stablehlo.add %39, %38 : tensor<3x1xui32>
      %41 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
      %42 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %43 = stablehlo.add %42, %41 : tensor<3x1xui32>
      %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %44:8 = stablehlo.while(%iterArg_22 = %c_13, %iterArg_23 = %40, %iterArg_24 = %43, %iterArg_25 = %32, %iterArg_26 = %37, %iterArg_27 = %30, %iterArg_28 = %c_11, %iterArg_29 = %c_12) : tensor<i32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_30 = stablehlo.constant dense<5> : tensor<i32>
        %78 = stablehlo.compare LT, %iterArg_22, %c_30 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %78 : tensor<i1>
      } do {
        %78 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %79 = stablehlo.reshape %78 : (tensor<1xi32>) -> tensor<i32>
        %80 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3x1xui32>
        %81 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %82 = stablehlo.bitcast_convert %81 : (tensor<1xi32>) -> tensor<1xui32>
        %c_30 = stablehlo.constant dense<32> : tensor<i32>
        %83 = stablehlo.subtract %c_30, %79 : tensor<i32>
        %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %85 = stablehlo.bitcast_convert %84 : (tensor<1xi32>) -> tensor<1xui32>
        %86 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %87 = stablehlo.shift_left %iterArg_24, %86 : tensor<3x1xui32>
        %88 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %89 = stablehlo.shift_right_logical %iterArg_24, %88 : tensor<3x1xui32>
        %90 = stablehlo.or %87, %89 : tensor<3x1xui32>
        %91 = stablehlo.xor %80, %90 : tensor<3x1xui32>
        %92 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %93 = stablehlo.reshape %92 : (tensor<1xi32>) -> tensor<i32>
        %94 = stablehlo.add %80, %91 : tensor<3x1xui32>
        %95 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %96 = stablehlo.bitcast_convert %95 : (tensor<1xi32>) -> tensor<1xui32>
        %c_31 = stablehlo.constant dense<32> : tensor<i32>
        %97 = stablehlo.subtract %c_31, %93 : tensor<i32>
        %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %99 = stablehlo.bitcast_convert %98 : (tensor<1xi32>) -> tensor<1xui32>
        %100 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %101 = stablehlo.shift_left %91, %100 : tensor<3x1xui32>
        %102 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %103 = stablehlo.shift_right_logical %91, %102 : tensor<3x1xui32>
        %104 = stablehlo.or %101, %103 : tensor<3x1xui32>
        %105 = stablehlo.xor %94, %104 : tensor<3x1xui32>
        %106 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %107 = stablehlo.reshape %106 : (tensor<1xi32>) -> tensor<i32>
        %108 = stablehlo.add %94, %105 : tensor<3x1xui32>
        %109 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %110 = stablehlo.bitcast_convert %109 : (tensor<1xi32>) -> tensor<1xui32>
        %c_32 = stablehlo.constant dense<32> : tensor<i32>
        %111 = stablehlo.subtract %c_32, %107 : tensor<i32>
        %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %113 = stablehlo.bitcast_convert %112 : (tensor<1xi32>) -> tensor<1xui32>
        %114 = stablehlo.broadcast_in_dim %110, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %115 = stablehlo.shift_left %105, %114 : tensor<3x1xui32>
        %116 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %117 = stablehlo.shift_right_logical %105, %116 : tensor<3x1xui32>
        %118 = stablehlo.or %115, %117 : tensor<3x1xui32>
        %119 = stablehlo.xor %108, %118 : tensor<3x1xui32>
        %120 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %121 = stablehlo.reshape %120 : (tensor<1xi32>) -> tensor<i32>
        %122 = stablehlo.add %108, %119 : tensor<3x1xui32>
        %123 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %124 = stablehlo.bitcast_convert %123 : (tensor<1xi32>) -> tensor<1xui32>
        %c_33 = stablehlo.constant dense<32> : tensor<i32>
        %125 = stablehlo.subtract %c_33, %121 : tensor<i32>
        %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %127 = stablehlo.bitcast_convert %126 : (tensor<1xi32>) -> tensor<1xui32>
        %128 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %129 = stablehlo.shift_left %119, %128 : tensor<3x1xui32>
        %130 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
        %131 = stablehlo.shift_right_logical %119, %130 : tensor<3x1xui32>
        %132 = stablehlo.or %129, %131 : tensor<3x1xui32>
        %133 = stablehlo.xor %122, %132 : tensor<3x1xui32>
        %c_34 = stablehlo.constant dense<1> : tensor<i32>
        %134 = stablehlo.add %iterArg_22, %c_34 : tensor<i32>
        %135 = stablehlo.broadcast_in_dim %iterArg_25, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
        %136 = stablehlo.add %122, %135 : tensor<3x1xui32>
        %137 = stablehlo.convert %134 : (tensor<i32>) -> tensor<ui32>
        %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %139 = stablehlo.add %iterArg_26, %138 : tensor<3xui32>
        %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
        %141 = stablehlo.add %133, %140 : tensor<3x1xui32>
        stablehlo.return %134, %136, %141, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
      }
      %45 = stablehlo.concatenate %44#1, %44#2, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
      %46 = stablehlo.iota dim = 0 : tensor<6xui32>
      %47 = stablehlo.slice %45 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
      %48 = stablehlo.reshape %47 : (tensor<3x1xui32>) -> tensor<3xui32>
      %49 = stablehlo.slice %45 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
      %50 = stablehlo.reshape %49 : (tensor<3x1xui32>) -> tensor<3xui32>
      %51 = stablehlo.slice %46 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
      %52 = stablehlo.slice %46 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
      %53 = stablehlo.xor %48, %50 : tensor<3xui32>
      %c_14 = stablehlo.constant dense<466688986> : tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %55 = stablehlo.xor %53, %54 : tensor<3xui32>
      %56 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
      %57 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %58 = stablehlo.add %57, %56 : tensor<3x3xui32>
      %59 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
      %60 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
      %61 = stablehlo.add %60, %59 : tensor<3x3xui32>
      %c_15 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_16 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %62:8 = stablehlo.while(%iterArg_22 = %c_17, %iterArg_23 = %58, %iterArg_24 = %61, %iterArg_25 = %50, %iterArg_26 = %55, %iterArg_27 = %48, %iterArg_28 = %c_15, %iterArg_29 = %c_16) : tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_30 = stablehlo.constant dense<5> : tensor<i32>
        %78 = stablehlo.compare LT, %iterArg_22, %c_30 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %78 : tensor<i1>
      } do {
        %78 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %79 = stablehlo.reshape %78 : (tensor<1xi32>) -> tensor<i32>
        %80 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3x3xui32>
        %81 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %82 = stablehlo.bitcast_convert %81 : (tensor<3xi32>) -> tensor<3xui32>
        %c_30 = stablehlo.constant dense<32> : tensor<i32>
        %83 = stablehlo.subtract %c_30, %79 : tensor<i32>
        %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %85 = stablehlo.bitcast_convert %84 : (tensor<3xi32>) -> tensor<3xui32>
        %86 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %87 = stablehlo.shift_left %iterArg_24, %86 : tensor<3x3xui32>
        %88 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %89 = stablehlo.shift_right_logical %iterArg_24, %88 : tensor<3x3xui32>
        %90 = stablehlo.or %87, %89 : tensor<3x3xui32>
        %91 = stablehlo.xor %80, %90 : tensor<3x3xui32>
        %92 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %93 = stablehlo.reshape %92 : (tensor<1xi32>) -> tensor<i32>
        %94 = stablehlo.add %80, %91 : tensor<3x3xui32>
        %95 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %96 = stablehlo.bitcast_convert %95 : (tensor<3xi32>) -> tensor<3xui32>
        %c_31 = stablehlo.constant dense<32> : tensor<i32>
        %97 = stablehlo.subtract %c_31, %93 : tensor<i32>
        %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %99 = stablehlo.bitcast_convert %98 : (tensor<3xi32>) -> tensor<3xui32>
        %100 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %101 = stablehlo.shift_left %91, %100 : tensor<3x3xui32>
        %102 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %103 = stablehlo.shift_right_logical %91, %102 : tensor<3x3xui32>
        %104 = stablehlo.or %101, %103 : tensor<3x3xui32>
        %105 = stablehlo.xor %94, %104 : tensor<3x3xui32>
        %106 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %107 = stablehlo.reshape %106 : (tensor<1xi32>) -> tensor<i32>
        %108 = stablehlo.add %94, %105 : tensor<3x3xui32>
        %109 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %110 = stablehlo.bitcast_convert %109 : (tensor<3xi32>) -> tensor<3xui32>
        %c_32 = stablehlo.constant dense<32> : tensor<i32>
        %111 = stablehlo.subtract %c_32, %107 : tensor<i32>
        %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %113 = stablehlo.bitcast_convert %112 : (tensor<3xi32>) -> tensor<3xui32>
        %114 = stablehlo.broadcast_in_dim %110, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %115 = stablehlo.shift_left %105, %114 : tensor<3x3xui32>
        %116 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %117 = stablehlo.shift_right_logical %105, %116 : tensor<3x3xui32>
        %118 = stablehlo.or %115, %117 : tensor<3x3xui32>
        %119 = stablehlo.xor %108, %118 : tensor<3x3xui32>
        %120 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %121 = stablehlo.reshape %120 : (tensor<1xi32>) -> tensor<i32>
        %122 = stablehlo.add %108, %119 : tensor<3x3xui32>
        %123 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %124 = stablehlo.bitcast_convert %123 : (tensor<3xi32>) -> tensor<3xui32>
        %c_33 = stablehlo.constant dense<32> : tensor<i32>
        %125 = stablehlo.subtract %c_33, %121 : tensor<i32>
        %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %127 = stablehlo.bitcast_convert %126 : (tensor<3xi32>) -> tensor<3xui32>
        %128 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %129 = stablehlo.shift_left %119, %128 : tensor<3x3xui32>
        %130 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<3xui32>) -> tensor<3x3xui32>
        %131 = stablehlo.shift_right_logical %119, %130 : tensor<3x3xui32>
        %132 = stablehlo.or %129, %131 : tensor<3x3xui32>
        %133 = stablehlo.xor %122, %132 : tensor<3x3xui32>
        %c_34 = stablehlo.constant dense<1> : tensor<i32>
        %134 = stablehlo.add %iterArg_22, %c_34 : tensor<i32>
        %135 = stablehlo.broadcast_in_dim %iterArg_25, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
        %136 = stablehlo.add %122, %135 : tensor<3x3xui32>
        %137 = stablehlo.convert %134 : (tensor<i32>) -> tensor<ui32>
        %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %139 = stablehlo.add %iterArg_26, %138 : tensor<3xui32>
        %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<3xui32>) -> tensor<3x3xui32>
        %141 = stablehlo.add %133, %140 : tensor<3x3xui32>
        stablehlo.return %134, %136, %141, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
      }
      %63 = stablehlo.concatenate %62#1, %62#2, dim = 1 : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x6xui32>
      %c_18 = stablehlo.constant dense<9> : tensor<6xui32>
      %64 = stablehlo.broadcast_in_dim %c_18, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %65 = stablehlo.shift_right_logical %63, %64 : tensor<3x6xui32>
      %c_19 = stablehlo.constant dense<1065353216> : tensor<6xui32>
      %66 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %67 = stablehlo.or %65, %66 : tensor<3x6xui32>
      %68 = stablehlo.bitcast_convert %67 : (tensor<3x6xui32>) -> tensor<3x6xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
      %69 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<6xf32>) -> tensor<3x6xf32>
      %70 = stablehlo.subtract %68, %69 : tensor<3x6xf32>
      %71 = stablehlo.reshape %70 : (tensor<3x6xf32>) -> tensor<3x2x3xf32>
      %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
      %72 = stablehlo.abs %71 : tensor<3x2x3xf32>
      %73 = stablehlo.broadcast_in_dim %cst_20, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
      %74 = stablehlo.add %72, %73 : tensor<3x2x3xf32>
      %75 = stablehlo.broadcast_in_dim %74, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
      %76 = stablehlo.divide %iterArg_8, %75 : tensor<3x3x2x3xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %77 = stablehlo.add %iterArg_6, %c_21 : tensor<i64>
      stablehlo.return %77, %iterArg_7, %76 : tensor<i64>, tensor<3x2xui32>, tensor<3x3x2x3xf32>
    }
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.add %iterArg, %c_5 : tensor<i32>
    stablehlo.return %25, %24#2 : tensor<i32>, tensor<3x3x2x3xf32>
  }
  %c_2 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %12 = stablehlo.broadcast_in_dim %c_2, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %13 = stablehlo.iota dim = 0 : tensor<3x2x1xi32>
  %14 = stablehlo.concatenate %13, %12, dim = 2 : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x2xi32>
  %15 = stablehlo.reshape %14 : (tensor<3x2x2xi32>) -> tensor<6x2xi32>
  %16 = stablehlo.reshape %1 : (tensor<3x2x3xf32>) -> tensor<6x3xf32>
  %17 = "stablehlo.scatter"(%1, %15, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<3x2x3xf32>, tensor<6x2xi32>, tensor<6x3xf32>) -> tensor<3x2x3xf32>
  %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<3x3x2x3xf32>
  return %18 : tensor<3x3x2x3xf32>
}
// inputs: [[[-1.4772516 ,  2.595153  ,  1.4257634 ],
  [ 1.0035791 ,  1.3637141 ,  1.1221783 ],
  [ 1.0225544 ,  1.2088885 , -2.0214014 ]],

 [[ 0.39900678,  2.1450803 , -2.5620418 ],
  [ 0.8371982 , -0.02564505, -1.3849765 ],
  [ 0.4104853 ,  0.8366311 ,  1.4906694 ]]]; [[[ 3.024169  , -1.582854  , -1.1499944 ],
  [ 0.8657033 , -0.18764558,  1.0963268 ],
  [-1.3965985 , -0.02647945,  0.798768  ]],

 [[-2.987546  ,  0.31444725, -0.14331482],
  [ 0.04615731,  1.7241927 , -0.8618762 ],
  [ 2.0897882 ,  0.01306828, -0.46498358]]]; [0, 1, 1]; [1, 0, 1]
// reference: [[[[ 0.39900678,  0.8371982 ,  0.4104853 ],
   [-1.4772516 ,  1.0035791 ,  1.0225544 ]],

  [[ 2.1450803 , -0.02564505,  0.8366311 ],
   [ 2.595153  ,  1.3637141 ,  1.2088885 ]],

  [[-2.5620418 , -1.3849765 ,  1.4906694 ],
   [ 1.4257634 ,  1.1221783 , -2.0214014 ]]],


 [[[ 0.39900678,  0.8371982 ,  0.4104853 ],
   [-1.4772516 ,  1.0035791 ,  1.0225544 ]],

  [[ 2.1450803 , -0.02564505,  0.8366311 ],
   [ 2.595153  ,  1.3637141 ,  1.2088885 ]],

  [[-2.5620418 , -1.3849765 ,  1.4906694 ],
   [ 1.4257634 ,  1.1221783 , -2.0214014 ]]],


 [[[ 0.39900678,  0.8371982 ,  0.4104853 ],
   [-1.4772516 ,  1.0035791 ,  1.0225544 ]],

  [[ 2.1450803 , -0.02564505,  0.8366311 ],
   [ 2.595153  ,  1.3637141 ,  1.2088885 ]],

  [[-2.5620418 , -1.3849765 ,  1.4906694 ],
   [ 1.4257634 ,  1.1221783 , -2.0214014 ]]]]
// compiled:  [[[[-1.4772516,  1.0035791,  1.0225544],
   [-1.4772516,  1.0035791,  1.0225544]],

  [[ 2.595153 ,  1.3637141,  1.2088885],
   [ 2.595153 ,  1.3637141,  1.2088885]],

  [[ 1.4257634,  1.1221783, -2.0214014],
   [ 1.4257634,  1.1221783, -2.0214014]]],


 [[[-1.4772516,  1.0035791,  1.0225544],
   [-1.4772516,  1.0035791,  1.0225544]],

  [[ 2.595153 ,  1.3637141,  1.2088885],
   [ 2.595153 ,  1.3637141,  1.2088885]],

  [[ 1.4257634,  1.1221783, -2.0214014],
   [ 1.4257634,  1.1221783, -2.0214014]]],


 [[[-1.4772516,  1.0035791,  1.0225544],
   [-1.4772516,  1.0035791,  1.0225544]],

  [[ 2.595153 ,  1.3637141,  1.2088885],
   [ 2.595153 ,  1.3637141,  1.2088885]],

  [[ 1.4257634,  1.1221783, -2.0214014],
   [ 1.4257634,  1.1221783, -2.0214014]]]]
