// values mismatch: result 1[0, 0, 0, 2]: np.float64(1.3651383359514153), expected np.float64(0.8665360680648899)
// vmap_vmap [('vmap', [0, None, None, None], 0, 3), ('vmap', [1, 1, None, 0], 0, 3)] of:
func.func @f65(%a0: tensor<3x4xf64>, %a1: tensor<3x4xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf64>, tensor<3x4xf64>) {
  %v4226 = "stablehlo.slice"(%a1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x4xf64>) -> tensor<3x1xf64>
  %c4227 = stablehlo.constant dense<-1.0e+02> : tensor<3x1xf64>
  %c4228 = stablehlo.constant dense<1.0e+02> : tensor<3x1xf64>
  %v4229 = "stablehlo.clamp"(%c4227, %v4226, %c4228) : (tensor<3x1xf64>, tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x1xf64>
  %v4230 = "stablehlo.convert"(%v4229) : (tensor<3x1xf64>) -> tensor<3x1xi64>
  %c4231 = stablehlo.constant dense<0> : tensor<3x1xi64>
  %c4232 = stablehlo.constant dense<2> : tensor<3x1xi64>
  %v4233 = "stablehlo.clamp"(%c4231, %v4230, %c4232) : (tensor<3x1xi64>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
  %v4234 = "stablehlo.scatter"(%a0, %v4233, %a0) ({
  ^bb0(%p4235: tensor<f64>, %q4236: tensor<f64>):
  %v4237 = "stablehlo.maximum"(%p4235, %q4236) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v4237) : (tensor<f64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf64>, tensor<3x1xi64>, tensor<3x4xf64>) -> tensor<3x4xf64>
  %v4238 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v4239 = "stablehlo.reshape"(%v4238) : (tensor<ui32>) -> tensor<1xui32>
  %v4240 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v4241 = "stablehlo.reshape"(%v4240) : (tensor<ui32>) -> tensor<1xui32>
  %v4242 = "stablehlo.concatenate"(%v4239, %v4241) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c4243 = stablehlo.constant dense<0> : tensor<i64>
  %w4244:3 = "stablehlo.while"(%c4243, %v4242, %a1) ({
  ^bb0(%x4245: tensor<i64>, %x4246: tensor<2xui32>, %x4247: tensor<3x4xf64>):
  %c4248 = stablehlo.constant dense<3> : tensor<i64>
  %v4249 = "stablehlo.compare"(%x4245, %c4248) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%v4249) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x4250: tensor<i64>, %x4251: tensor<2xui32>, %x4252: tensor<3x4xf64>):
  %v4253 = "stablehlo.convert"(%x4250) : (tensor<i64>) -> tensor<ui32>
  %v4254 = "stablehlo.reshape"(%v4253) : (tensor<ui32>) -> tensor<1xui32>
  %c4255 = stablehlo.constant dense<0> : tensor<1xui32>
  %v4256 = "stablehlo.concatenate"(%c4255, %v4254) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v4257 = "stablehlo.slice"(%x4251) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v4258 = "stablehlo.reshape"(%v4257) : (tensor<1xui32>) -> tensor<ui32>
  %v4259 = "stablehlo.slice"(%x4251) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v4260 = "stablehlo.reshape"(%v4259) : (tensor<1xui32>) -> tensor<ui32>
  %v4261 = "stablehlo.slice"(%v4256) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v4262 = "stablehlo.slice"(%v4256) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v4263 = "stablehlo.xor"(%v4258, %v4260) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c4264 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v4265 = "stablehlo.xor"(%v4263, %c4264) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v4266 = "stablehlo.broadcast_in_dim"(%v4258) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v4267 = "stablehlo.add"(%v4261, %v4266) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4268 = "stablehlo.broadcast_in_dim"(%v4260) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v4269 = "stablehlo.add"(%v4262, %v4268) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c4270 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c4271 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c4272 = stablehlo.constant dense<0> : tensor<i32>
  %w4273:8 = "stablehlo.while"(%c4272, %v4267, %v4269, %v4260, %v4265, %v4258, %c4270, %c4271) ({
  ^bb0(%x4274: tensor<i32>, %x4275: tensor<1xui32>, %x4276: tensor<1xui32>, %x4277: tensor<ui32>, %x4278: tensor<ui32>, %x4279: tensor<ui32>, %x4280: tensor<4xi32>, %x4281: tensor<4xi32>):
  %c4282 = stablehlo.constant dense<5> : tensor<i32>
  %v4283 = "stablehlo.compare"(%x4274, %c4282) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v4283) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x4284: tensor<i32>, %x4285: tensor<1xui32>, %x4286: tensor<1xui32>, %x4287: tensor<ui32>, %x4288: tensor<ui32>, %x4289: tensor<ui32>, %x4290: tensor<4xi32>, %x4291: tensor<4xi32>):
  %v4292 = "stablehlo.slice"(%x4290) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v4293 = "stablehlo.reshape"(%v4292) : (tensor<1xi32>) -> tensor<i32>
  %v4294 = "stablehlo.add"(%x4285, %x4286) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4295 = "stablehlo.broadcast_in_dim"(%v4293) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v4296 = "stablehlo.bitcast_convert"(%v4295) : (tensor<1xi32>) -> tensor<1xui32>
  %c4297 = stablehlo.constant dense<32> : tensor<i32>
  %v4298 = "stablehlo.subtract"(%c4297, %v4293) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v4299 = "stablehlo.broadcast_in_dim"(%v4298) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v4300 = "stablehlo.bitcast_convert"(%v4299) : (tensor<1xi32>) -> tensor<1xui32>
  %v4301 = "stablehlo.shift_left"(%x4286, %v4296) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4302 = "stablehlo.shift_right_logical"(%x4286, %v4300) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4303 = "stablehlo.or"(%v4301, %v4302) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4304 = "stablehlo.xor"(%v4294, %v4303) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4305 = "stablehlo.slice"(%x4290) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v4306 = "stablehlo.reshape"(%v4305) : (tensor<1xi32>) -> tensor<i32>
  %v4307 = "stablehlo.add"(%v4294, %v4304) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4308 = "stablehlo.broadcast_in_dim"(%v4306) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v4309 = "stablehlo.bitcast_convert"(%v4308) : (tensor<1xi32>) -> tensor<1xui32>
  %c4310 = stablehlo.constant dense<32> : tensor<i32>
  %v4311 = "stablehlo.subtract"(%c4310, %v4306) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v4312 = "stablehlo.broadcast_in_dim"(%v4311) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v4313 = "stablehlo.bitcast_convert"(%v4312) : (tensor<1xi32>) -> tensor<1xui32>
  %v4314 = "stablehlo.shift_left"(%v4304, %v4309) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4315 = "stablehlo.shift_right_logical"(%v4304, %v4313) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4316 = "stablehlo.or"(%v4314, %v4315) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4317 = "stablehlo.xor"(%v4307, %v4316) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4318 = "stablehlo.slice"(%x4290) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v4319 = "stablehlo.reshape"(%v4318) : (tensor<1xi32>) -> tensor<i32>
  %v4320 = "stablehlo.add"(%v4307, %v4317) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4321 = "stablehlo.broadcast_in_dim"(%v4319) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v4322 = "stablehlo.bitcast_convert"(%v4321) : (tensor<1xi32>) -> tensor<1xui32>
  %c4323 = stablehlo.constant dense<32> : tensor<i32>
  %v4324 = "stablehlo.subtract"(%c4323, %v4319) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v4325 = "stablehlo.broadcast_in_dim"(%v4324) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v4326 = "stablehlo.bitcast_convert"(%v4325) : (tensor<1xi32>) -> tensor<1xui32>
  %v4327 = "stablehlo.shift_left"(%v4317, %v4322) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4328 = "stablehlo.shift_right_logical"(%v4317, %v4326) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4329 = "stablehlo.or"(%v4327, %v4328) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4330 = "stablehlo.xor"(%v4320, %v4329) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4331 = "stablehlo.slice"(%x4290) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v4332 = "stablehlo.reshape"(%v4331) : (tensor<1xi32>) -> tensor<i32>
  %v4333 = "stablehlo.add"(%v4320, %v4330) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4334 = "stablehlo.broadcast_in_dim"(%v4332) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v4335 = "stablehlo.bitcast_convert"(%v4334) : (tensor<1xi32>) -> tensor<1xui32>
  %c4336 = stablehlo.constant dense<32> : tensor<i32>
  %v4337 = "stablehlo.subtract"(%c4336, %v4332) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v4338 = "stablehlo.broadcast_in_dim"(%v4337) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v4339 = "stablehlo.bitcast_convert"(%v4338) : (tensor<1xi32>) -> tensor<1xui32>
  %v4340 = "stablehlo.shift_left"(%v4330, %v4335) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4341 = "stablehlo.shift_right_logical"(%v4330, %v4339) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4342 = "stablehlo.or"(%v4340, %v4341) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4343 = "stablehlo.xor"(%v4333, %v4342) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c4344 = stablehlo.constant dense<1> : tensor<i32>
  %v4345 = "stablehlo.add"(%x4284, %c4344) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v4346 = "stablehlo.broadcast_in_dim"(%x4287) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v4347 = "stablehlo.add"(%v4333, %v4346) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v4348 = "stablehlo.convert"(%v4345) : (tensor<i32>) -> tensor<ui32>
  %v4349 = "stablehlo.add"(%x4288, %v4348) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v4350 = "stablehlo.broadcast_in_dim"(%v4349) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v4351 = "stablehlo.add"(%v4343, %v4350) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v4345, %v4347, %v4351, %x4288, %x4289, %x4287, %x4291, %x4290) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v4352 = "stablehlo.concatenate"(%w4273#1, %w4273#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v4353 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<24xui32>
  %v4354 = "stablehlo.slice"(%v4352) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v4355 = "stablehlo.reshape"(%v4354) : (tensor<1xui32>) -> tensor<ui32>
  %v4356 = "stablehlo.slice"(%v4352) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v4357 = "stablehlo.reshape"(%v4356) : (tensor<1xui32>) -> tensor<ui32>
  %v4358 = "stablehlo.slice"(%v4353) {start_indices = array<i64: 0>, limit_indices = array<i64: 12>, strides = array<i64: 1>} : (tensor<24xui32>) -> tensor<12xui32>
  %v4359 = "stablehlo.slice"(%v4353) {start_indices = array<i64: 12>, limit_indices = array<i64: 24>, strides = array<i64: 1>} : (tensor<24xui32>) -> tensor<12xui32>
  %v4360 = "stablehlo.xor"(%v4355, %v4357) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c4361 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v4362 = "stablehlo.xor"(%v4360, %c4361) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v4363 = "stablehlo.broadcast_in_dim"(%v4355) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<12xui32>
  %v4364 = "stablehlo.add"(%v4358, %v4363) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4365 = "stablehlo.broadcast_in_dim"(%v4357) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<12xui32>
  %v4366 = "stablehlo.add"(%v4359, %v4365) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %c4367 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c4368 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c4369 = stablehlo.constant dense<0> : tensor<i32>
  %w4370:8 = "stablehlo.while"(%c4369, %v4364, %v4366, %v4357, %v4362, %v4355, %c4367, %c4368) ({
  ^bb0(%x4371: tensor<i32>, %x4372: tensor<12xui32>, %x4373: tensor<12xui32>, %x4374: tensor<ui32>, %x4375: tensor<ui32>, %x4376: tensor<ui32>, %x4377: tensor<4xi32>, %x4378: tensor<4xi32>):
  %c4379 = stablehlo.constant dense<5> : tensor<i32>
  %v4380 = "stablehlo.compare"(%x4371, %c4379) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v4380) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x4381: tensor<i32>, %x4382: tensor<12xui32>, %x4383: tensor<12xui32>, %x4384: tensor<ui32>, %x4385: tensor<ui32>, %x4386: tensor<ui32>, %x4387: tensor<4xi32>, %x4388: tensor<4xi32>):
  %v4389 = "stablehlo.slice"(%x4387) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v4390 = "stablehlo.reshape"(%v4389) : (tensor<1xi32>) -> tensor<i32>
  %v4391 = "stablehlo.add"(%x4382, %x4383) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4392 = "stablehlo.broadcast_in_dim"(%v4390) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
  %v4393 = "stablehlo.bitcast_convert"(%v4392) : (tensor<12xi32>) -> tensor<12xui32>
  %c4394 = stablehlo.constant dense<32> : tensor<i32>
  %v4395 = "stablehlo.subtract"(%c4394, %v4390) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v4396 = "stablehlo.broadcast_in_dim"(%v4395) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
  %v4397 = "stablehlo.bitcast_convert"(%v4396) : (tensor<12xi32>) -> tensor<12xui32>
  %v4398 = "stablehlo.shift_left"(%x4383, %v4393) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4399 = "stablehlo.shift_right_logical"(%x4383, %v4397) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4400 = "stablehlo.or"(%v4398, %v4399) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4401 = "stablehlo.xor"(%v4391, %v4400) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4402 = "stablehlo.slice"(%x4387) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v4403 = "stablehlo.reshape"(%v4402) : (tensor<1xi32>) -> tensor<i32>
  %v4404 = "stablehlo.add"(%v4391, %v4401) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4405 = "stablehlo.broadcast_in_dim"(%v4403) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
  %v4406 = "stablehlo.bitcast_convert"(%v4405) : (tensor<12xi32>) -> tensor<12xui32>
  %c4407 = stablehlo.constant dense<32> : tensor<i32>
  %v4408 = "stablehlo.subtract"(%c4407, %v4403) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v4409 = "stablehlo.broadcast_in_dim"(%v4408) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
  %v4410 = "stablehlo.bitcast_convert"(%v4409) : (tensor<12xi32>) -> tensor<12xui32>
  %v4411 = "stablehlo.shift_left"(%v4401, %v4406) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4412 = "stablehlo.shift_right_logical"(%v4401, %v4410) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4413 = "stablehlo.or"(%v4411, %v4412) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4414 = "stablehlo.xor"(%v4404, %v4413) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4415 = "stablehlo.slice"(%x4387) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v4416 = "stablehlo.reshape"(%v4415) : (tensor<1xi32>) -> tensor<i32>
  %v4417 = "stablehlo.add"(%v4404, %v4414) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4418 = "stablehlo.broadcast_in_dim"(%v4416) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
  %v4419 = "stablehlo.bitcast_convert"(%v4418) : (tensor<12xi32>) -> tensor<12xui32>
  %c4420 = stablehlo.constant dense<32> : tensor<i32>
  %v4421 = "stablehlo.subtract"(%c4420, %v4416) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v4422 = "stablehlo.broadcast_in_dim"(%v4421) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
  %v4423 = "stablehlo.bitcast_convert"(%v4422) : (tensor<12xi32>) -> tensor<12xui32>
  %v4424 = "stablehlo.shift_left"(%v4414, %v4419) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4425 = "stablehlo.shift_right_logical"(%v4414, %v4423) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4426 = "stablehlo.or"(%v4424, %v4425) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4427 = "stablehlo.xor"(%v4417, %v4426) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4428 = "stablehlo.slice"(%x4387) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v4429 = "stablehlo.reshape"(%v4428) : (tensor<1xi32>) -> tensor<i32>
  %v4430 = "stablehlo.add"(%v4417, %v4427) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4431 = "stablehlo.broadcast_in_dim"(%v4429) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
  %v4432 = "stablehlo.bitcast_convert"(%v4431) : (tensor<12xi32>) -> tensor<12xui32>
  %c4433 = stablehlo.constant dense<32> : tensor<i32>
  %v4434 = "stablehlo.subtract"(%c4433, %v4429) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v4435 = "stablehlo.broadcast_in_dim"(%v4434) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
  %v4436 = "stablehlo.bitcast_convert"(%v4435) : (tensor<12xi32>) -> tensor<12xui32>
  %v4437 = "stablehlo.shift_left"(%v4427, %v4432) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4438 = "stablehlo.shift_right_logical"(%v4427, %v4436) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4439 = "stablehlo.or"(%v4437, %v4438) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4440 = "stablehlo.xor"(%v4430, %v4439) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %c4441 = stablehlo.constant dense<1> : tensor<i32>
  %v4442 = "stablehlo.add"(%x4381, %c4441) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v4443 = "stablehlo.broadcast_in_dim"(%x4384) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<12xui32>
  %v4444 = "stablehlo.add"(%v4430, %v4443) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v4445 = "stablehlo.convert"(%v4442) : (tensor<i32>) -> tensor<ui32>
  %v4446 = "stablehlo.add"(%x4385, %v4445) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v4447 = "stablehlo.broadcast_in_dim"(%v4446) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<12xui32>
  %v4448 = "stablehlo.add"(%v4440, %v4447) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
    "stablehlo.return"(%v4442, %v4444, %v4448, %x4385, %x4386, %x4384, %x4388, %x4387) : (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v4449 = "stablehlo.concatenate"(%w4370#1, %w4370#2) {dimension = 0 : i64} : (tensor<12xui32>, tensor<12xui32>) -> tensor<24xui32>
  %v4450 = "stablehlo.slice"(%v4449) {start_indices = array<i64: 0>, limit_indices = array<i64: 12>, strides = array<i64: 1>} : (tensor<24xui32>) -> tensor<12xui32>
  %v4451 = "stablehlo.convert"(%v4450) : (tensor<12xui32>) -> tensor<12xui64>
  %v4452 = "stablehlo.slice"(%v4449) {start_indices = array<i64: 12>, limit_indices = array<i64: 24>, strides = array<i64: 1>} : (tensor<24xui32>) -> tensor<12xui32>
  %v4453 = "stablehlo.convert"(%v4452) : (tensor<12xui32>) -> tensor<12xui64>
  %c4454 = stablehlo.constant dense<32> : tensor<12xui64>
  %v4455 = "stablehlo.shift_left"(%v4451, %c4454) : (tensor<12xui64>, tensor<12xui64>) -> tensor<12xui64>
  %v4456 = "stablehlo.or"(%v4455, %v4453) : (tensor<12xui64>, tensor<12xui64>) -> tensor<12xui64>
  %c4457 = stablehlo.constant dense<12> : tensor<12xui64>
  %v4458 = "stablehlo.shift_right_logical"(%v4456, %c4457) : (tensor<12xui64>, tensor<12xui64>) -> tensor<12xui64>
  %c4459 = stablehlo.constant dense<4607182418800017408> : tensor<12xui64>
  %v4460 = "stablehlo.or"(%v4458, %c4459) : (tensor<12xui64>, tensor<12xui64>) -> tensor<12xui64>
  %v4461 = "stablehlo.bitcast_convert"(%v4460) : (tensor<12xui64>) -> tensor<12xf64>
  %c4462 = stablehlo.constant dense<1.0> : tensor<12xf64>
  %v4463 = "stablehlo.subtract"(%v4461, %c4462) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
  %v4464 = "stablehlo.reshape"(%v4463) : (tensor<12xf64>) -> tensor<3x4xf64>
  %v4465 = "stablehlo.minimum"(%x4252, %v4464) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
  %c4466 = stablehlo.constant dense<1> : tensor<i64>
  %v4467 = "stablehlo.add"(%x4250, %c4466) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v4467, %x4251, %v4465) : (tensor<i64>, tensor<2xui32>, tensor<3x4xf64>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i64>, tensor<2xui32>, tensor<3x4xf64>) -> (tensor<i64>, tensor<2xui32>, tensor<3x4xf64>)
  return %w4244#2, %v4234 : tensor<3x4xf64>, tensor<3x4xf64>
}
// transformed:
func.func @f65(%arg0: tensor<3x4xf64>, %arg1: tensor<3x4xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<3x4xf64>, tensor<3x4xf64>) {
  %0 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x4xf64>) -> tensor<3x1xf64>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<3x1xf64>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<3x1xf64>
  %1 = stablehlo.clamp %cst, %0, %cst_0 : tensor<3x1xf64>
  %2 = stablehlo.convert %1 : (tensor<3x1xf64>) -> tensor<3x1xi64>
  %c = stablehlo.constant dense<0> : tensor<3x1xi64>
  %c_1 = stablehlo.constant dense<2> : tensor<3x1xi64>
  %3 = stablehlo.clamp %c, %2, %c_1 : tensor<3x1xi64>
  %4 = "stablehlo.scatter"(%arg0, %3, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    %11 = stablehlo.maximum %arg4, %arg5 : tensor<f64>
    stablehlo.return %11 : tensor<f64>
  }) : (tensor<3x4xf64>, tensor<3x1xi64>, tensor<3x4xf64>) -> tensor<3x4xf64>
  %5 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %6 = stablehlo.reshape %5 : (tensor<ui32>) -> tensor<1xui32>
  %7 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
  %8 = stablehlo.reshape %7 : (tensor<ui32>) -> tensor<1xui32>
  %9 = stablehlo.concatenate %6, %8, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c_2 = stablehlo.constant dense<0> : tensor<i64>
  %10:3 = stablehlo.while(%iterArg = %c_2, %iterArg_3 = %9, %iterArg_4 = %arg1) : tensor<i64>, tensor<2xui32>, tensor<3x4xf64> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i64>
    %11 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  } do {
    %11 = stablehlo.convert %iterArg : (tensor<i64>) -> tensor<ui32>
    %12 = stablehlo.reshape %11 : (tensor<ui32>) -> tensor<1xui32>
    %c_5 = stablehlo.constant dense<0> : tensor<1xui32>
    %13 = stablehlo.concatenate %c_5, %12, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %14 = stablehlo.slice %iterArg_3 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
    %16 = stablehlo.slice %iterArg_3 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
    %18 = stablehlo.slice %13 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %19 = stablehlo.slice %13 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %20 = stablehlo.xor %15, %17 : tensor<ui32>
    %c_6 = stablehlo.constant dense<466688986> : tensor<ui32>
    %21 = stablehlo.xor %20, %c_6 : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %23 = stablehlo.add %18, %22 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.add %19, %24 : tensor<1xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_8 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %26:8 = stablehlo.while(%iterArg_19 = %c_9, %iterArg_20 = %23, %iterArg_21 = %25, %iterArg_22 = %17, %iterArg_23 = %21, %iterArg_24 = %15, %iterArg_25 = %c_7, %iterArg_26 = %c_8) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %56 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %56 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %57 = stablehlo.reshape %56 : (tensor<1xi32>) -> tensor<i32>
      %58 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<1xui32>
      %59 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %60 = stablehlo.bitcast_convert %59 : (tensor<1xi32>) -> tensor<1xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %61 = stablehlo.subtract %c_27, %57 : tensor<i32>
      %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %63 = stablehlo.bitcast_convert %62 : (tensor<1xi32>) -> tensor<1xui32>
      %64 = stablehlo.shift_left %iterArg_21, %60 : tensor<1xui32>
      %65 = stablehlo.shift_right_logical %iterArg_21, %63 : tensor<1xui32>
      %66 = stablehlo.or %64, %65 : tensor<1xui32>
      %67 = stablehlo.xor %58, %66 : tensor<1xui32>
      %68 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %69 = stablehlo.reshape %68 : (tensor<1xi32>) -> tensor<i32>
      %70 = stablehlo.add %58, %67 : tensor<1xui32>
      %71 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %72 = stablehlo.bitcast_convert %71 : (tensor<1xi32>) -> tensor<1xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %73 = stablehlo.subtract %c_28, %69 : tensor<i32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %75 = stablehlo.bitcast_convert %74 : (tensor<1xi32>) -> tensor<1xui32>
      %76 = stablehlo.shift_left %67, %72 : tensor<1xui32>
      %77 = stablehlo.shift_right_logical %67, %75 : tensor<1xui32>
      %78 = stablehlo.or %76, %77 : tensor<1xui32>
      %79 = stablehlo.xor %70, %78 : tensor<1xui32>
      %80 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %81 = stablehlo.reshape %80 : (tensor<1xi32>) -> tensor<i32>
      %82 = stablehlo.add %70, %79 : tensor<1xui32>
      %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %84 = stablehlo.bitcast_convert %83 : (tensor<1xi32>) -> tensor<1xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %85 = stablehlo.subtract %c_29, %81 : tensor<i32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %87 = stablehlo.bitcast_convert %86 : (tensor<1xi32>) -> tensor<1xui32>
      %88 = stablehlo.shift_left %79, %84 : tensor<1xui32>
      %89 = stablehlo.shift_right_logical %79, %87 : tensor<1xui32>
      %90 = stablehlo.or %88, %89 : tensor<1xui32>
      %91 = stablehlo.xor %82, %90 : tensor<1xui32>
      %92 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %93 = stablehlo.reshape %92 : (tensor<1xi32>) -> tensor<i32>
      %94 = stablehlo.add %82, %91 : tensor<1xui32>
      %95 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %96 = stablehlo.bitcast_convert %95 : (tensor<1xi32>) -> tensor<1xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %97 = stablehlo.subtract %c_30, %93 : tensor<i32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %99 = stablehlo.bitcast_convert %98 : (tensor<1xi32>) -> tensor<1xui32>
      %100 = stablehlo.shift_left %91, %96 : tensor<1xui32>
      %101 = stablehlo.shift_right_logical %91, %99 : tensor<1xui32>
      %102 = stablehlo.or %100, %101 : tensor<1xui32>
      %103 = stablehlo.xor %94, %102 : tensor<1xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %104 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %105 = stablehlo.broadcast_in_dim %iterArg_22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %106 = stablehlo.add %94, %105 : tensor<1xui32>
      %107 = stablehlo.convert %104 : (tensor<i32>) -> tensor<ui32>
      %108 = stablehlo.add %iterArg_23, %107 : tensor<ui32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %110 = stablehlo.add %103, %109 : tensor<1xui32>
      stablehlo.return %104, %106, %110, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %27 = stablehlo.concatenate %26#1, %26#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %28 = stablehlo.iota dim = 0 : tensor<24xui32>
    %29 = stablehlo.slice %27 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %30 = stablehlo.reshape %29 : (tensor<1xui32>) -> tensor<ui32>
    %31 = stablehlo.slice %27 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.slice %28 [0:12] : (tensor<24xui32>) -> tensor<12xui32>
    %34 = stablehlo.slice %28 [12:24] : (tensor<24xui32>) -> tensor<12xui32>
    %35 = stablehlo.xor %30, %32 : tensor<ui32>
    %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
    %36 = stablehlo.xor %35, %c_10 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %38 = stablehlo.add %33, %37 : tensor<12xui32>
    %39 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %40 = stablehlo.add %34, %39 : tensor<12xui32>
    %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %41:8 = stablehlo.while(%iterArg_19 = %c_13, %iterArg_20 = %38, %iterArg_21 = %40, %iterArg_22 = %32, %iterArg_23 = %36, %iterArg_24 = %30, %iterArg_25 = %c_11, %iterArg_26 = %c_12) : tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %56 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %56 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %57 = stablehlo.reshape %56 : (tensor<1xi32>) -> tensor<i32>
      %58 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<12xui32>
      %59 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %60 = stablehlo.bitcast_convert %59 : (tensor<12xi32>) -> tensor<12xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %61 = stablehlo.subtract %c_27, %57 : tensor<i32>
      %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %63 = stablehlo.bitcast_convert %62 : (tensor<12xi32>) -> tensor<12xui32>
      %64 = stablehlo.shift_left %iterArg_21, %60 : tensor<12xui32>
      %65 = stablehlo.shift_right_logical %iterArg_21, %63 : tensor<12xui32>
      %66 = stablehlo.or %64, %65 : tensor<12xui32>
      %67 = stablehlo.xor %58, %66 : tensor<12xui32>
      %68 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %69 = stablehlo.reshape %68 : (tensor<1xi32>) -> tensor<i32>
      %70 = stablehlo.add %58, %67 : tensor<12xui32>
      %71 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %72 = stablehlo.bitcast_convert %71 : (tensor<12xi32>) -> tensor<12xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %73 = stablehlo.subtract %c_28, %69 : tensor<i32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %75 = stablehlo.bitcast_convert %74 : (tensor<12xi32>) -> tensor<12xui32>
      %76 = stablehlo.shift_left %67, %72 : tensor<12xui32>
      %77 = stablehlo.shift_right_logical %67, %75 : tensor<12xui32>
      %78 = stablehlo.or %76, %77 : tensor<12xui32>
      %79 = stablehlo.xor %70, %78 : tensor<12xui32>
      %80 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %81 = stablehlo.reshape %80 : (tensor<1xi32>) -> tensor<i32>
      %82 = stablehlo.add %70, %79 : tensor<12xui32>
      %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %84 = stablehlo.bitcast_convert %83 : (tensor<12xi32>) -> tensor<12xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %85 = stablehlo.subtract %c_29, %81 : tensor<i32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %87 = stablehlo.bitcast_convert %86 : (tensor<12xi32>) -> tensor<12xui32>
      %88 = stablehlo.shift_left %79, %84 : tensor<12xui32>
      %89 = stablehlo.shift_right_logical %79, %87 : tensor<12xui32>
      %90 = stablehlo.or %88, %89 : tensor<12xui32>
      %91 = stablehlo.xor %82, %90 : tensor<12xui32>
      %92 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %93 = stablehlo.reshape %92 : (tensor<1xi32>) -> tensor<i32>
      %94 = stablehlo.add %82, %91 : tensor<12xui32>
      %95 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %96 = stablehlo.bitcast_convert %95 : (tensor<12xi32>) -> tensor<12xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %97 = stablehlo.subtract %c_30, %93 : tensor<i32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %99 = stablehlo.bitcast_convert %98 : (tensor<12xi32>) -> tensor<12xui32>
      %100 = stablehlo.shift_left %91, %96 : tensor<12xui32>
      %101 = stablehlo.shift_right_logical %91, %99 : tensor<12xui32>
      %102 = stablehlo.or %100, %101 : tensor<12xui32>
      %103 = stablehlo.xor %94, %102 : tensor<12xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %104 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %105 = stablehlo.broadcast_in_dim %iterArg_22, dims = [] : (tensor<ui32>) -> tensor<12xui32>
      %106 = stablehlo.add %94, %105 : tensor<12xui32>
      %107 = stablehlo.convert %104 : (tensor<i32>) -> tensor<ui32>
      %108 = stablehlo.add %iterArg_23, %107 : tensor<ui32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<ui32>) -> tensor<12xui32>
      %110 = stablehlo.add %103, %109 : tensor<12xui32>
      stablehlo.return %104, %106, %110, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %42 = stablehlo.concatenate %41#1, %41#2, dim = 0 : (tensor<12xui32>, tensor<12xui32>) -> tensor<24xui32>
    %43 = stablehlo.slice %42 [0:12] : (tensor<24xui32>) -> tensor<12xui32>
    %44 = stablehlo.convert %43 : (tensor<12xui32>) -> tensor<12xui64>
    %45 = stablehlo.slice %42 [12:24] : (tensor<24xui32>) -> tensor<12xui32>
    %46 = stablehlo.convert %45 : (tensor<12xui32>) -> tensor<12xui64>
    %c_14 = stablehlo.constant dense<32> : tensor<12xui64>
    %47 = stablehlo.shift_left %44, %c_14 : tensor<12xui64>
    %48 = stablehlo.or %47, %46 : tensor<12xui64>
    %c_15 = stablehlo.constant dense<12> : tensor<12xui64>
    %49 = stablehlo.shift_right_logical %48, %c_15 : tensor<12xui64>
    %c_16 = stablehlo.constant dense<4607182418800017408> : tensor<12xui64>
    %50 = stablehlo.or %49, %c_16 : tensor<12xui64>
    %51 = stablehlo.bitcast_convert %50 : (tensor<12xui64>) -> tensor<12xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<12xf64>
    %52 = stablehlo.subtract %51, %cst_17 : tensor<12xf64>
    %53 = stablehlo.reshape %52 : (tensor<12xf64>) -> tensor<3x4xf64>
    %54 = stablehlo.minimum %iterArg_4, %53 : tensor<3x4xf64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %55 = stablehlo.add %iterArg, %c_18 : tensor<i64>
    stablehlo.return %55, %iterArg_3, %54 : tensor<i64>, tensor<2xui32>, tensor<3x4xf64>
  }
  return %10#2, %4 : tensor<3x4xf64>, tensor<3x4xf64>
}
func.func @f65_v0(%arg0: tensor<3x3x4xf64>, %arg1: tensor<3x4xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<3x3x4xf64>, tensor<3x3x4xf64>) {
  %0 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x4xf64>) -> tensor<3x1xf64>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<3x1xf64>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<3x1xf64>
  %1 = stablehlo.clamp %cst, %0, %cst_0 : tensor<3x1xf64>
  %2 = stablehlo.convert %1 : (tensor<3x1xf64>) -> tensor<3x1xi64>
  %c = stablehlo.constant dense<0> : tensor<3x1xi64>
  %c_1 = stablehlo.constant dense<2> : tensor<3x1xi64>
  %3 = stablehlo.clamp %c, %2, %c_1 : tensor<3x1xi64>
  %4 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<3x1xi64>) -> tensor<3x3x1xi64>
  %5 = stablehlo.iota dim = 0 : tensor<3x3x1xi64>
  %6 = stablehlo.concatenate %5, %4, dim = 2 : (tensor<3x3x1xi64>, tensor<3x3x1xi64>) -> tensor<3x3x2xi64>
  %7 = stablehlo.reshape %6 : (tensor<3x3x2xi64>) -> tensor<9x2xi64>
  %8 = stablehlo.reshape %arg0 : (tensor<3x3x4xf64>) -> tensor<9x4xf64>
  %9 = "stablehlo.scatter"(%arg0, %7, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    %17 = stablehlo.maximum %arg4, %arg5 : tensor<f64>
    stablehlo.return %17 : tensor<f64>
  }) : (tensor<3x3x4xf64>, tensor<9x2xi64>, tensor<9x4xf64>) -> tensor<3x3x4xf64>
  %10 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %11 = stablehlo.reshape %10 : (tensor<ui32>) -> tensor<1xui32>
  %12 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
  %13 = stablehlo.reshape %12 : (tensor<ui32>) -> tensor<1xui32>
  %14 = stablehlo.concatenate %11, %13, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c_2 = stablehlo.constant dense<0> : tensor<i64>
  %15:3 = stablehlo.while(%iterArg = %c_2, %iterArg_3 = %14, %iterArg_4 = %arg1) : tensor<i64>, tensor<2xui32>, tensor<3x4xf64> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i64>
    %17 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %17 : tensor<i1>
  } do {
    %17 = stablehlo.convert %iterArg : (tensor<i64>) -> tensor<ui32>
    %18 = stablehlo.reshape %17 : (tensor<ui32>) -> tensor<1xui32>
    %c_5 = stablehlo.constant dense<0> : tensor<1xui32>
    %19 = stablehlo.concatenate %c_5, %18, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %20 = stablehlo.slice %iterArg_3 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %21 = stablehlo.reshape %20 : (tensor<1xui32>) -> tensor<ui32>
    %22 = stablehlo.slice %iterArg_3 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
    %24 = stablehlo.slice %19 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %25 = stablehlo.slice %19 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %26 = stablehlo.xor %21, %23 : tensor<ui32>
    %c_6 = stablehlo.constant dense<466688986> : tensor<ui32>
    %27 = stablehlo.xor %26, %c_6 : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %29 = stablehlo.add %24, %28 : tensor<1xui32>
    %30 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %31 = stablehlo.add %25, %30 : tensor<1xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_8 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %32:8 = stablehlo.while(%iterArg_19 = %c_9, %iterArg_20 = %29, %iterArg_21 = %31, %iterArg_22 = %23, %iterArg_23 = %27, %iterArg_24 = %21, %iterArg_25 = %c_7, %iterArg_26 = %c_8) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %62 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %62 : tensor<i1>
    } do {
      %62 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %63 = stablehlo.reshape %62 : (tensor<1xi32>) -> tensor<i32>
      %64 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<1xui32>
      %65 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %66 = stablehlo.bitcast_convert %65 : (tensor<1xi32>) -> tensor<1xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %67 = stablehlo.subtract %c_27, %63 : tensor<i32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %69 = stablehlo.bitcast_convert %68 : (tensor<1xi32>) -> tensor<1xui32>
      %70 = stablehlo.shift_left %iterArg_21, %66 : tensor<1xui32>
      %71 = stablehlo.shift_right_logical %iterArg_21, %69 : tensor<1xui32>
      %72 = stablehlo.or %70, %71 : tensor<1xui32>
      %73 = stablehlo.xor %64, %72 : tensor<1xui32>
      %74 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %75 = stablehlo.reshape %74 : (tensor<1xi32>) -> tensor<i32>
      %76 = stablehlo.add %64, %73 : tensor<1xui32>
      %77 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %78 = stablehlo.bitcast_convert %77 : (tensor<1xi32>) -> tensor<1xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %79 = stablehlo.subtract %c_28, %75 : tensor<i32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %81 = stablehlo.bitcast_convert %80 : (tensor<1xi32>) -> tensor<1xui32>
      %82 = stablehlo.shift_left %73, %78 : tensor<1xui32>
      %83 = stablehlo.shift_right_logical %73, %81 : tensor<1xui32>
      %84 = stablehlo.or %82, %83 : tensor<1xui32>
      %85 = stablehlo.xor %76, %84 : tensor<1xui32>
      %86 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %87 = stablehlo.reshape %86 : (tensor<1xi32>) -> tensor<i32>
      %88 = stablehlo.add %76, %85 : tensor<1xui32>
      %89 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %90 = stablehlo.bitcast_convert %89 : (tensor<1xi32>) -> tensor<1xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %91 = stablehlo.subtract %c_29, %87 : tensor<i32>
      %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %93 = stablehlo.bitcast_convert %92 : (tensor<1xi32>) -> tensor<1xui32>
      %94 = stablehlo.shift_left %85, %90 : tensor<1xui32>
      %95 = stablehlo.shift_right_logical %85, %93 : tensor<1xui32>
      %96 = stablehlo.or %94, %95 : tensor<1xui32>
      %97 = stablehlo.xor %88, %96 : tensor<1xui32>
      %98 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %99 = stablehlo.reshape %98 : (tensor<1xi32>) -> tensor<i32>
      %100 = stablehlo.add %88, %97 : tensor<1xui32>
      %101 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %102 = stablehlo.bitcast_convert %101 : (tensor<1xi32>) -> tensor<1xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %103 = stablehlo.subtract %c_30, %99 : tensor<i32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %105 = stablehlo.bitcast_convert %104 : (tensor<1xi32>) -> tensor<1xui32>
      %106 = stablehlo.shift_left %97, %102 : tensor<1xui32>
      %107 = stablehlo.shift_right_logical %97, %105 : tensor<1xui32>
      %108 = stablehlo.or %106, %107 : tensor<1xui32>
      %109 = stablehlo.xor %100, %108 : tensor<1xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %110 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %111 = stablehlo.broadcast_in_dim %iterArg_22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %112 = stablehlo.add %100, %111 : tensor<1xui32>
      %113 = stablehlo.convert %110 : (tensor<i32>) -> tensor<ui32>
      %114 = stablehlo.add %iterArg_23, %113 : tensor<ui32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %116 = stablehlo.add %109, %115 : tensor<1xui32>
      stablehlo.return %110, %112, %116, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %33 = stablehlo.concatenate %32#1, %32#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %34 = stablehlo.iota dim = 0 : tensor<24xui32>
    %35 = stablehlo.slice %33 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %36 = stablehlo.reshape %35 : (tensor<1xui32>) -> tensor<ui32>
    %37 = stablehlo.slice %33 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %38 = stablehlo.reshape %37 : (tensor<1xui32>) -> tensor<ui32>
    %39 = stablehlo.slice %34 [0:12] : (tensor<24xui32>) -> tensor<12xui32>
    %40 = stablehlo.slice %34 [12:24] : (tensor<24xui32>) -> tensor<12xui32>
    %41 = stablehlo.xor %36, %38 : tensor<ui32>
    %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
    %42 = stablehlo.xor %41, %c_10 : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %44 = stablehlo.add %39, %43 : tensor<12xui32>
    %45 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %46 = stablehlo.add %40, %45 : tensor<12xui32>
    %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %47:8 = stablehlo.while(%iterArg_19 = %c_13, %iterArg_20 = %44, %iterArg_21 = %46, %iterArg_22 = %38, %iterArg_23 = %42, %iterArg_24 = %36, %iterArg_25 = %c_11, %iterArg_26 = %c_12) : tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %62 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %62 : tensor<i1>
    } do {
      %62 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %63 = stablehlo.reshape %62 : (tensor<1xi32>) -> tensor<i32>
      %64 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<12xui32>
      %65 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %66 = stablehlo.bitcast_convert %65 : (tensor<12xi32>) -> tensor<12xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %67 = stablehlo.subtract %c_27, %63 : tensor<i32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %69 = stablehlo.bitcast_convert %68 : (tensor<12xi32>) -> tensor<12xui32>
      %70 = stablehlo.shift_left %iterArg_21, %66 : tensor<12xui32>
      %71 = stablehlo.shift_right_logical %iterArg_21, %69 : tensor<12xui32>
      %72 = stablehlo.or %70, %71 : tensor<12xui32>
      %73 = stablehlo.xor %64, %72 : tensor<12xui32>
      %74 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %75 = stablehlo.reshape %74 : (tensor<1xi32>) -> tensor<i32>
      %76 = stablehlo.add %64, %73 : tensor<12xui32>
      %77 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %78 = stablehlo.bitcast_convert %77 : (tensor<12xi32>) -> tensor<12xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %79 = stablehlo.subtract %c_28, %75 : tensor<i32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %81 = stablehlo.bitcast_convert %80 : (tensor<12xi32>) -> tensor<12xui32>
      %82 = stablehlo.shift_left %73, %78 : tensor<12xui32>
      %83 = stablehlo.shift_right_logical %73, %81 : tensor<12xui32>
      %84 = stablehlo.or %82, %83 : tensor<12xui32>
      %85 = stablehlo.xor %76, %84 : tensor<12xui32>
      %86 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %87 = stablehlo.reshape %86 : (tensor<1xi32>) -> tensor<i32>
      %88 = stablehlo.add %76, %85 : tensor<12xui32>
      %89 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %90 = stablehlo.bitcast_convert %89 : (tensor<12xi32>) -> tensor<12xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %91 = stablehlo.subtract %c_29, %87 : tensor<i32>
      %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %93 = stablehlo.bitcast_convert %92 : (tensor<12xi32>) -> tensor<12xui32>
      %94 = stablehlo.shift_left %85, %90 : tensor<12xui32>
      %95 = stablehlo.shift_right_logical %85, %93 : tensor<12xui32>
      %96 = stablehlo.or %94, %95 : tensor<12xui32>
      %97 = stablehlo.xor %88, %96 : tensor<12xui32>
      %98 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %99 = stablehlo.reshape %98 : (tensor<1xi32>) -> tensor<i32>
      %100 = stablehlo.add %88, %97 : tensor<12xui32>
      %101 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %102 = stablehlo.bitcast_convert %101 : (tensor<12xi32>) -> tensor<12xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %103 = stablehlo.subtract %c_30, %99 : tensor<i32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %105 = stablehlo.bitcast_convert %104 : (tensor<12xi32>) -> tensor<12xui32>
      %106 = stablehlo.shift_left %97, %102 : tensor<12xui32>
      %107 = stablehlo.shift_right_logical %97, %105 : tensor<12xui32>
      %108 = stablehlo.or %106, %107 : tensor<12xui32>
      %109 = stablehlo.xor %100, %108 : tensor<12xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %110 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %111 = stablehlo.broadcast_in_dim %iterArg_22, dims = [] : (tensor<ui32>) -> tensor<12xui32>
      %112 = stablehlo.add %100, %111 : tensor<12xui32>
      %113 = stablehlo.convert %110 : (tensor<i32>) -> tensor<ui32>
      %114 = stablehlo.add %iterArg_23, %113 : tensor<ui32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<ui32>) -> tensor<12xui32>
      %116 = stablehlo.add %109, %115 : tensor<12xui32>
      stablehlo.return %110, %112, %116, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %48 = stablehlo.concatenate %47#1, %47#2, dim = 0 : (tensor<12xui32>, tensor<12xui32>) -> tensor<24xui32>
    %49 = stablehlo.slice %48 [0:12] : (tensor<24xui32>) -> tensor<12xui32>
    %50 = stablehlo.convert %49 : (tensor<12xui32>) -> tensor<12xui64>
    %51 = stablehlo.slice %48 [12:24] : (tensor<24xui32>) -> tensor<12xui32>
    %52 = stablehlo.convert %51 : (tensor<12xui32>) -> tensor<12xui64>
    %c_14 = stablehlo.constant dense<32> : tensor<12xui64>
    %53 = stablehlo.shift_left %50, %c_14 : tensor<12xui64>
    %54 = stablehlo.or %53, %52 : tensor<12xui64>
    %c_15 = stablehlo.constant dense<12> : tensor<12xui64>
    %55 = stablehlo.shift_right_logical %54, %c_15 : tensor<12xui64>
    %c_16 = stablehlo.constant dense<4607182418800017408> : tensor<12xui64>
    %56 = stablehlo.or %55, %c_16 : tensor<12xui64>
    %57 = stablehlo.bitcast_convert %56 : (tensor<12xui64>) -> tensor<12xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<12xf64>
    %58 = stablehlo.subtract %57, %cst_17 : tensor<12xf64>
    %59 = stablehlo.reshape %58 : (tensor<12xf64>) -> tensor<3x4xf64>
    %60 = stablehlo.minimum %iterArg_4, %59 : tensor<3x4xf64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %61 = stablehlo.add %iterArg, %c_18 : tensor<i64>
    stablehlo.return %61, %iterArg_3, %60 : tensor<i64>, tensor<2xui32>, tensor<3x4xf64>
  }
  %16 = stablehlo.broadcast_in_dim %15#2, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  return %16, %9 : tensor<3x3x4xf64>, tensor<3x3x4xf64>
}
func.func @f65_v0_v1(%arg0: tensor<3x3x3x4xf64>, %arg1: tensor<3x3x4xf64>, %arg2: tensor<i32>, %arg3: tensor<3xi32>) -> (tensor<3x3x3x4xf64>, tensor<3x3x3x4xf64>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<3x3x3x4xf64>) -> tensor<3x3x3x4xf64>
  %1 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<3x3x4xf64>) -> tensor<3x3x4xf64>
  %2 = stablehlo.slice %1 [0:3, 0:3, 0:1] : (tensor<3x3x4xf64>) -> tensor<3x3x1xf64>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<3x1xf64>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<3x1xf64>
  %3 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x1xf64>) -> tensor<3x3x1xf64>
  %4 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2] : (tensor<3x1xf64>) -> tensor<3x3x1xf64>
  %5 = stablehlo.clamp %3, %2, %4 : tensor<3x3x1xf64>
  %6 = stablehlo.convert %5 : (tensor<3x3x1xf64>) -> tensor<3x3x1xi64>
  %c = stablehlo.constant dense<0> : tensor<3x1xi64>
  %c_1 = stablehlo.constant dense<2> : tensor<3x1xi64>
  %7 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<3x1xi64>) -> tensor<3x3x1xi64>
  %8 = stablehlo.broadcast_in_dim %c_1, dims = [1, 2] : (tensor<3x1xi64>) -> tensor<3x3x1xi64>
  %9 = stablehlo.clamp %7, %6, %8 : tensor<3x3x1xi64>
  %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2, 3] : (tensor<3x3x1xi64>) -> tensor<3x3x3x1xi64>
  %11 = stablehlo.iota dim = 0 : tensor<3x3x1xi64>
  %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2, 3] : (tensor<3x3x1xi64>) -> tensor<3x3x3x1xi64>
  %13 = stablehlo.concatenate %12, %10, dim = 3 : (tensor<3x3x3x1xi64>, tensor<3x3x3x1xi64>) -> tensor<3x3x3x2xi64>
  %14 = stablehlo.reshape %13 : (tensor<3x3x3x2xi64>) -> tensor<3x9x2xi64>
  %15 = stablehlo.reshape %0 : (tensor<3x3x3x4xf64>) -> tensor<3x9x4xf64>
  %16 = stablehlo.iota dim = 0 : tensor<3x9x1xi64>
  %17 = stablehlo.concatenate %16, %14, dim = 2 : (tensor<3x9x1xi64>, tensor<3x9x2xi64>) -> tensor<3x9x3xi64>
  %18 = stablehlo.reshape %17 : (tensor<3x9x3xi64>) -> tensor<27x3xi64>
  %19 = stablehlo.reshape %15 : (tensor<3x9x4xf64>) -> tensor<27x4xf64>
  %20 = "stablehlo.scatter"(%0, %18, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    %29 = stablehlo.maximum %arg4, %arg5 : tensor<f64>
    stablehlo.return %29 : tensor<f64>
  }) : (tensor<3x3x3x4xf64>, tensor<27x3xi64>, tensor<27x4xf64>) -> tensor<3x3x3x4xf64>
  %21 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %22 = stablehlo.reshape %21 : (tensor<ui32>) -> tensor<1xui32>
  %23 = stablehlo.bitcast_convert %arg3 : (tensor<3xi32>) -> tensor<3xui32>
  %24 = stablehlo.reshape %23 : (tensor<3xui32>) -> tensor<3x1xui32>
  %25 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
  %26 = stablehlo.concatenate %25, %24, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
  %c_2 = stablehlo.constant dense<0> : tensor<i64>
  %27:3 = stablehlo.while(%iterArg = %c_2, %iterArg_3 = %26, %iterArg_4 = %1) : tensor<i64>, tensor<3x2xui32>, tensor<3x3x4xf64> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i64>
    %29 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %29 : tensor<i1>
  } do {
    %29 = stablehlo.convert %iterArg : (tensor<i64>) -> tensor<ui32>
    %30 = stablehlo.reshape %29 : (tensor<ui32>) -> tensor<1xui32>
    %c_5 = stablehlo.constant dense<0> : tensor<1xui32>
    %31 = stablehlo.concatenate %c_5, %30, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %32 = stablehlo.slice %iterArg_3 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %33 = stablehlo.reshape %32 : (tensor<3x1xui32>) -> tensor<3xui32>
    %34 = stablehlo.slice %iterArg_3 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %35 = stablehlo.reshape %34 : (tensor<3x1xui32>) -> tensor<3xui32>
    %36 = stablehlo.slice %31 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %37 = stablehlo.slice %31 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %38 = stablehlo.xor %33, %35 : tensor<3xui32>
    %c_6 = stablehlo.constant dense<466688986> : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %40 = stablehlo.xor %38, %39 : tensor<3xui32>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %42 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
    %43 = stablehlo.add %42, %41 : tensor<3x1xui32>
    %44 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %45 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
    %46 = stablehlo.add %45, %44 : tensor<3x1xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_8 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %47:8 = stablehlo.while(%iterArg_19 = %c_9, %iterArg_20 = %43, %iterArg_21 = %46, %iterArg_22 = %35, %iterArg_23 = %40, %iterArg_24 = %33, %iterArg_25 = %c_7, %iterArg_26 = %c_8) : tensor<i32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %84 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %84 : tensor<i1>
    } do {
      %84 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %85 = stablehlo.reshape %84 : (tensor<1xi32>) -> tensor<i32>
      %86 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<3x1xui32>
      %87 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %88 = stablehlo.bitcast_convert %87 : (tensor<1xi32>) -> tensor<1xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %89 = stablehlo.subtract %c_27, %85 : tensor<i32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %91 = stablehlo.bitcast_convert %90 : (tensor<1xi32>) -> tensor<1xui32>
      %92 = stablehlo.broadcast_in_dim %88, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %93 = stablehlo.shift_left %iterArg_21, %92 : tensor<3x1xui32>
      %94 = stablehlo.broadcast_in_dim %91, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %95 = stablehlo.shift_right_logical %iterArg_21, %94 : tensor<3x1xui32>
      %96 = stablehlo.or %93, %95 : tensor<3x1xui32>
      %97 = stablehlo.xor %86, %96 : tensor<3x1xui32>
      %98 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %99 = stablehlo.reshape %98 : (tensor<1xi32>) -> tensor<i32>
      %100 = stablehlo.add %86, %97 : tensor<3x1xui32>
      %101 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %102 = stablehlo.bitcast_convert %101 : (tensor<1xi32>) -> tensor<1xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %103 = stablehlo.subtract %c_28, %99 : tensor<i32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %105 = stablehlo.bitcast_convert %104 : (tensor<1xi32>) -> tensor<1xui32>
      %106 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %107 = stablehlo.shift_left %97, %106 : tensor<3x1xui32>
      %108 = stablehlo.broadcast_in_dim %105, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %109 = stablehlo.shift_right_logical %97, %108 : tensor<3x1xui32>
      %110 = stablehlo.or %107, %109 : tensor<3x1xui32>
      %111 = stablehlo.xor %100, %110 : tensor<3x1xui32>
      %112 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %113 = stablehlo.reshape %112 : (tensor<1xi32>) -> tensor<i32>
      %114 = stablehlo.add %100, %111 : tensor<3x1xui32>
      %115 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %116 = stablehlo.bitcast_convert %115 : (tensor<1xi32>) -> tensor<1xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %117 = stablehlo.subtract %c_29, %113 : tensor<i32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %119 = stablehlo.bitcast_convert %118 : (tensor<1xi32>) -> tensor<1xui32>
      %120 = stablehlo.broadcast_in_dim %116, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %121 = stablehlo.shift_left %111, %120 : tensor<3x1xui32>
      %122 = stablehlo.broadcast_in_dim %119, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %123 = stablehlo.shift_right_logical %111, %122 : tensor<3x1xui32>
      %124 = stablehlo.or %121, %123 : tensor<3x1xui32>
      %125 = stablehlo.xor %114, %124 : tensor<3x1xui32>
      %126 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %127 = stablehlo.reshape %126 : (tensor<1xi32>) -> tensor<i32>
      %128 = stablehlo.add %114, %125 : tensor<3x1xui32>
      %129 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %130 = stablehlo.bitcast_convert %129 : (tensor<1xi32>) -> tensor<1xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %131 = stablehlo.subtract %c_30, %127 : tensor<i32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %133 = stablehlo.bitcast_convert %132 : (tensor<1xi32>) -> tensor<1xui32>
      %134 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %135 = stablehlo.shift_left %125, %134 : tensor<3x1xui32>
      %136 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %137 = stablehlo.shift_right_logical %125, %136 : tensor<3x1xui32>
      %138 = stablehlo.or %135, %137 : tensor<3x1xui32>
      %139 = stablehlo.xor %128, %138 : tensor<3x1xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %140 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %141 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
      %142 = stablehlo.add %128, %141 : tensor<3x1xui32>
      %143 = stablehlo.convert %140 : (tensor<i32>) -> tensor<ui32>
      %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %145 = stablehlo.add %iterArg_23, %144 : tensor<3xui32>
      %146 = stablehlo.broadcast_in_dim %145, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
      %147 = stablehlo.add %139, %146 : tensor<3x1xui32>
      stablehlo.return %140, %142, %147, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %48 = stablehlo.concatenate %47#1, %47#2, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    %49 = stablehlo.iota dim = 0 : tensor<24xui32>
    %50 = stablehlo.slice %48 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %51 = stablehlo.reshape %50 : (tensor<3x1xui32>) -> tensor<3xui32>
    %52 = stablehlo.slice %48 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %53 = stablehlo.reshape %52 : (tensor<3x1xui32>) -> tensor<3xui32>
    %54 = stablehlo.slice %49 [0:12] : (tensor<24xui32>) -> tensor<12xui32>
    %55 = stablehlo.slice %49 [12:24] : (tensor<24xui32>) -> tensor<12xui32>
    %56 = stablehlo.xor %51, %53 : tensor<3xui32>
    %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %58 = stablehlo.xor %56, %57 : tensor<3xui32>
    %59 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<3xui32>) -> tensor<3x12xui32>
    %60 = stablehlo.broadcast_in_dim %54, dims = [1] : (tensor<12xui32>) -> tensor<3x12xui32>
    %61 = stablehlo.add %60, %59 : tensor<3x12xui32>
    %62 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<3xui32>) -> tensor<3x12xui32>
    %63 = stablehlo.broadcast_in_dim %55, dims = [1] : (tensor<12xui32>) -> tensor<3x12xui32>
    %64 = stablehlo.add %63, %62 : tensor<3x12xui32>
    %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %65:8 = stablehlo.while(%iterArg_19 = %c_13, %iterArg_20 = %61, %iterArg_21 = %64, %iterArg_22 = %53, %iterArg_23 = %58, %iterArg_24 = %51, %iterArg_25 = %c_11, %iterArg_26 = %c_12) : tensor<i32>, tensor<3x12xui32>, tensor<3x12xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %84 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %84 : tensor<i1>
    } do {
      %84 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %85 = stablehlo.reshape %84 : (tensor<1xi32>) -> tensor<i32>
      %86 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<3x12xui32>
      %87 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %88 = stablehlo.bitcast_convert %87 : (tensor<12xi32>) -> tensor<12xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %89 = stablehlo.subtract %c_27, %85 : tensor<i32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %91 = stablehlo.bitcast_convert %90 : (tensor<12xi32>) -> tensor<12xui32>
      %92 = stablehlo.broadcast_in_dim %88, dims = [1] : (tensor<12xui32>) -> tensor<3x12xui32>
      %93 = stablehlo.shift_left %iterArg_21, %92 : tensor<3x12xui32>
      %94 = stablehlo.broadcast_in_dim %91, dims = [1] : (tensor<12xui32>) -> tensor<3x12xui32>
      %95 = stablehlo.shift_right_logical %iterArg_21, %94 : tensor<3x12xui32>
      %96 = stablehlo.or %93, %95 : tensor<3x12xui32>
      %97 = stablehlo.xor %86, %96 : tensor<3x12xui32>
      %98 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %99 = stablehlo.reshape %98 : (tensor<1xi32>) -> tensor<i32>
      %100 = stablehlo.add %86, %97 : tensor<3x12xui32>
      %101 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %102 = stablehlo.bitcast_convert %101 : (tensor<12xi32>) -> tensor<12xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %103 = stablehlo.subtract %c_28, %99 : tensor<i32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %105 = stablehlo.bitcast_convert %104 : (tensor<12xi32>) -> tensor<12xui32>
      %106 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<12xui32>) -> tensor<3x12xui32>
      %107 = stablehlo.shift_left %97, %106 : tensor<3x12xui32>
      %108 = stablehlo.broadcast_in_dim %105, dims = [1] : (tensor<12xui32>) -> tensor<3x12xui32>
      %109 = stablehlo.shift_right_logical %97, %108 : tensor<3x12xui32>
      %110 = stablehlo.or %107, %109 : tensor<3x12xui32>
      %111 = stablehlo.xor %100, %110 : tensor<3x12xui32>
      %112 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %113 = stablehlo.reshape %112 : (tensor<1xi32>) -> tensor<i32>
      %114 = stablehlo.add %100, %111 : tensor<3x12xui32>
      %115 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %116 = stablehlo.bitcast_convert %115 : (tensor<12xi32>) -> tensor<12xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %117 = stablehlo.subtract %c_29, %113 : tensor<i32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %119 = stablehlo.bitcast_convert %118 : (tensor<12xi32>) -> tensor<12xui32>
      %120 = stablehlo.broadcast_in_dim %116, dims = [1] : (tensor<12xui32>) -> tensor<3x12xui32>
      %121 = stablehlo.shift_left %111, %120 : tensor<3x12xui32>
      %122 = stablehlo.broadcast_in_dim %119, dims = [1] : (tensor<12xui32>) -> tensor<3x12xui32>
      %123 = stablehlo.shift_right_logical %111, %122 : tensor<3x12xui32>
      %124 = stablehlo.or %121, %123 : tensor<3x12xui32>
      %125 = stablehlo.xor %114, %124 : tensor<3x12xui32>
      %126 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %127 = stablehlo.reshape %126 : (tensor<1xi32>) -> tensor<i32>
      %128 = stablehlo.add %114, %125 : tensor<3x12xui32>
      %129 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %130 = stablehlo.bitcast_convert %129 : (tensor<12xi32>) -> tensor<12xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %131 = stablehlo.subtract %c_30, %127 : tensor<i32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %133 = stablehlo.bitcast_convert %132 : (tensor<12xi32>) -> tensor<12xui32>
      %134 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<12xui32>) -> tensor<3x12xui32>
      %135 = stablehlo.shift_left %125, %134 : tensor<3x12xui32>
      %136 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<12xui32>) -> tensor<3x12xui32>
      %137 = stablehlo.shift_right_logical %125, %136 : tensor<3x12xui32>
      %138 = stablehlo.or %135, %137 : tensor<3x12xui32>
      %139 = stablehlo.xor %128, %138 : tensor<3x12xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %140 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %141 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0] : (tensor<3xui32>) -> tensor<3x12xui32>
      %142 = stablehlo.add %128, %141 : tensor<3x12xui32>
      %143 = stablehlo.convert %140 : (tensor<i32>) -> tensor<ui32>
      %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %145 = stablehlo.add %iterArg_23, %144 : tensor<3xui32>
      %146 = stablehlo.broadcast_in_dim %145, dims = [0] : (tensor<3xui32>) -> tensor<3x12xui32>
      %147 = stablehlo.add %139, %146 : tensor<3x12xui32>
      stablehlo.return %140, %142, %147, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<3x12xui32>, tensor<3x12xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %66 = stablehlo.concatenate %65#1, %65#2, dim = 1 : (tensor<3x12xui32>, tensor<3x12xui32>) -> tensor<3x24xui32>
    %67 = stablehlo.slice %66 [0:3, 0:12] : (tensor<3x24xui32>) -> tensor<3x12xui32>
    %68 = stablehlo.convert %67 : (tensor<3x12xui32>) -> tensor<3x12xui64>
    %69 = stablehlo.slice %66 [0:3, 12:24] : (tensor<3x24xui32>) -> tensor<3x12xui32>
    %70 = stablehlo.convert %69 : (tensor<3x12xui32>) -> tensor<3x12xui64>
    %c_14 = stablehlo.constant dense<32> : tensor<12xui64>
    %71 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<12xui64>) -> tensor<3x12xui64>
    %72 = stablehlo.shift_left %68, %71 : tensor<3x12xui64>
    %73 = stablehlo.or %72, %70 : tensor<3x12xui64>
    %c_15 = stablehlo.constant dense<12> : tensor<12xui64>
    %74 = stablehlo.broadcast_in_dim %c_15, dims = [1] : (tensor<12xui64>) -> tensor<3x12xui64>
    %75 = stablehlo.shift_right_logical %73, %74 : tensor<3x12xui64>
    %c_16 = stablehlo.constant dense<4607182418800017408> : tensor<12xui64>
    %76 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<12xui64>) -> tensor<3x12xui64>
    %77 = stablehlo.or %75, %76 : tensor<3x12xui64>
    %78 = stablehlo.bitcast_convert %77 : (tensor<3x12xui64>) -> tensor<3x12xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<12xf64>
    %79 = stablehlo.broadcast_in_dim %cst_17, dims = [1] : (tensor<12xf64>) -> tensor<3x12xf64>
    %80 = stablehlo.subtract %78, %79 : tensor<3x12xf64>
    %81 = stablehlo.reshape %80 : (tensor<3x12xf64>) -> tensor<3x3x4xf64>
    %82 = stablehlo.minimum %iterArg_4, %81 : tensor<3x3x4xf64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %83 = stablehlo.add %iterArg, %c_18 : tensor<i64>
    stablehlo.return %83, %iterArg_3, %82 : tensor<i64>, tensor<3x2xui32>, tensor<3x3x4xf64>
  }
  %28 = stablehlo.broadcast_in_dim %27#2, dims = [0, 2, 3] : (tensor<3x3x4xf64>) -> tensor<3x3x3x4xf64>
  return %28, %20 : tensor<3x3x3x4xf64>, tensor<3x3x3x4xf64>
}
// inputs: [[[[-1.90443416, -0.11851378,  0.86653607, -1.25158327],
   [-1.56594113, -1.72796248,  1.36513834,  0.75472285],
   [-1.23698096, -0.44037228, -2.44597493,  0.28108653]],

  [[-3.23507139, -1.18042808,  1.14443255,  0.51439926],
   [ 1.67388387,  1.46979587, -0.52749911,  0.99472273],
   [-1.6854856 , -0.32900142, -2.14472966,  0.71175196]],

  [[ 0.42433411,  1.51934621,  0.39215138,  0.35275927],
   [-0.17018698, -0.76444934, -0.30709098, -2.04640171],
   [ 3.30993659,  1.209279  , -0.29922565, -0.73743938]]],


 [[[ 2.14655601, -1.99254205,  0.31419193,  0.38612956],
   [ 0.35383167,  1.88636279,  0.16601149,  0.67643079],
   [-0.23858737,  1.9317544 ,  2.65098255, -0.83969383]],

  [[ 0.77223698, -0.57522633,  0.99639419, -0.05033604],
   [-0.10069799,  0.98934044, -1.03536636, -0.64495264],
   [-0.68416558,  0.25335822, -1.73828573, -0.9376255 ]],

  [[-0.24555759, -1.1555622 , -1.32136545,  0.45246115],
   [-1.31325989,  2.58821806,  1.22559648,  0.32766997],
   [ 1.7778296 , -1.54248231, -0.22227708,  0.90063539]]],


 [[[-2.91558525, -1.01140383, -0.00833002, -2.42535779],
   [-0.48693443,  0.61547363,  0.75970379,  0.68569649],
   [-2.16340507, -1.69113973,  1.26447336, -1.38749882]],

  [[-0.02031927,  1.32537406,  0.07386006, -0.37782111],
   [-1.88266069, -1.27970935, -0.46610909, -0.0300269 ],
   [-2.56213461, -0.3496111 ,  0.0651689 ,  0.18501824]],

  [[ 1.87214416, -2.83068956, -0.19070954, -0.82101269],
   [ 0.51429343, -1.0457055 , -0.34278785, -1.44531036],
   [-1.34441151,  0.79271134, -1.83936167,  0.96774616]]]]; [[[ 0.47114891,  6.32875087, -1.02675517,  0.9941126 ],
  [-2.89184369, -0.08324687, -3.68145346, -0.75981702],
  [-0.89816394,  1.30246847,  1.33879276, -0.27758186]],

 [[ 2.0164691 , -0.01550528,  0.39035837, -1.4382294 ],
  [ 2.00498261,  2.88796751,  1.90074431, -0.73725359],
  [ 0.11111166,  0.29402725,  0.14468221, -2.9062444 ]],

 [[ 0.33596729, -0.2613575 , -0.16886067, -2.09569328],
  [ 1.50752126,  3.22917896, -1.76693812, -1.7645689 ],
  [ 1.69786408, -1.45315154,  3.14541464, -0.26612557]]]; 2; [0, 0, 0]
// reference: [[[[ 0.22756044,  0.0473481 , -1.02675517,  0.48201572],
   [ 0.07615796, -0.01550528,  0.39035837, -1.4382294 ],
   [ 0.05927365, -0.2613575 , -0.16886067, -2.09569328]],

  [[ 0.22756044,  0.0473481 , -1.02675517,  0.48201572],
   [ 0.07615796, -0.01550528,  0.39035837, -1.4382294 ],
   [ 0.05927365, -0.2613575 , -0.16886067, -2.09569328]],

  [[ 0.22756044,  0.0473481 , -1.02675517,  0.48201572],
   [ 0.07615796, -0.01550528,  0.39035837, -1.4382294 ],
   [ 0.05927365, -0.2613575 , -0.16886067, -2.09569328]]],


 [[[-2.89184369, -0.08324687, -3.68145346, -0.75981702],
   [ 0.07615796,  0.29420345,  0.43228318, -0.73725359],
   [ 0.05927365,  0.34272508, -1.76693812, -1.7645689 ]],

  [[-2.89184369, -0.08324687, -3.68145346, -0.75981702],
   [ 0.07615796,  0.29420345,  0.43228318, -0.73725359],
   [ 0.05927365,  0.34272508, -1.76693812, -1.7645689 ]],

  [[-2.89184369, -0.08324687, -3.68145346, -0.75981702],
   [ 0.07615796,  0.29420345,  0.43228318, -0.73725359],
   [ 0.05927365,  0.34272508, -1.76693812, -1.7645689 ]]],


 [[[-0.89816394,  0.0473481 ,  0.05863427, -0.27758186],
   [ 0.07615796,  0.29402725,  0.14468221, -2.9062444 ],
   [ 0.05927365, -1.45315154,  0.08823209, -0.26612557]],

  [[-0.89816394,  0.0473481 ,  0.05863427, -0.27758186],
   [ 0.07615796,  0.29402725,  0.14468221, -2.9062444 ],
   [ 0.05927365, -1.45315154,  0.08823209, -0.26612557]],

  [[-0.89816394,  0.0473481 ,  0.05863427, -0.27758186],
   [ 0.07615796,  0.29402725,  0.14468221, -2.9062444 ],
   [ 0.05927365, -1.45315154,  0.08823209, -0.26612557]]]]; [[[[-1.23698096, -0.11851378,  0.86653607,  0.28108653],
   [-1.56594113, -1.72796248,  1.36513834,  0.75472285],
   [-1.23698096, -0.44037228,  1.36513834,  0.75472285]],

  [[ 2.14655601,  1.9317544 ,  2.65098255,  0.38612956],
   [ 0.35383167,  1.88636279,  0.16601149,  0.67643079],
   [ 0.35383167,  1.9317544 ,  2.65098255,  0.67643079]],

  [[-2.16340507, -1.01140383,  1.26447336, -1.38749882],
   [-0.48693443,  0.61547363,  0.75970379,  0.68569649],
   [-0.48693443,  0.61547363,  1.26447336,  0.68569649]]],


 [[[-3.23507139, -1.18042808,  1.14443255,  0.51439926],
   [ 1.67388387,  1.46979587, -0.52749911,  0.99472273],
   [ 1.67388387,  1.46979587, -0.52749911,  0.99472273]],

  [[ 0.77223698, -0.57522633,  0.99639419, -0.05033604],
   [-0.10069799,  0.98934044, -1.03536636, -0.64495264],
   [-0.10069799,  0.98934044, -1.03536636, -0.64495264]],

  [[-0.02031927,  1.32537406,  0.07386006, -0.37782111],
   [-1.88266069, -0.3496111 ,  0.0651689 ,  0.18501824],
   [-1.88266069, -0.3496111 ,  0.0651689 ,  0.18501824]]],


 [[[ 0.42433411,  1.51934621,  0.39215138,  0.35275927],
   [ 3.30993659,  1.209279  , -0.29922565, -0.73743938],
   [ 3.30993659,  1.209279  , -0.29922565, -0.73743938]],

  [[-0.24555759,  2.58821806,  1.22559648,  0.45246115],
   [ 1.7778296 ,  2.58821806,  1.22559648,  0.90063539],
   [ 1.7778296 , -1.54248231, -0.22227708,  0.90063539]],

  [[ 1.87214416, -1.0457055 , -0.19070954, -0.82101269],
   [ 0.51429343,  0.79271134, -0.34278785,  0.96774616],
   [-1.34441151,  0.79271134, -1.83936167,  0.96774616]]]]
// compiled:  [[[[ 0.22756044,  0.0473481 , -1.02675517,  0.48201572],
   [ 0.07615796, -0.01550528,  0.39035837, -1.4382294 ],
   [ 0.05927365, -0.2613575 , -0.16886067, -2.09569328]],

  [[ 0.22756044,  0.0473481 , -1.02675517,  0.48201572],
   [ 0.07615796, -0.01550528,  0.39035837, -1.4382294 ],
   [ 0.05927365, -0.2613575 , -0.16886067, -2.09569328]],

  [[ 0.22756044,  0.0473481 , -1.02675517,  0.48201572],
   [ 0.07615796, -0.01550528,  0.39035837, -1.4382294 ],
   [ 0.05927365, -0.2613575 , -0.16886067, -2.09569328]]],


 [[[-2.89184369, -0.08324687, -3.68145346, -0.75981702],
   [ 0.07615796,  0.29420345,  0.43228318, -0.73725359],
   [ 0.05927365,  0.34272508, -1.76693812, -1.7645689 ]],

  [[-2.89184369, -0.08324687, -3.68145346, -0.75981702],
   [ 0.07615796,  0.29420345,  0.43228318, -0.73725359],
   [ 0.05927365,  0.34272508, -1.76693812, -1.7645689 ]],

  [[-2.89184369, -0.08324687, -3.68145346, -0.75981702],
   [ 0.07615796,  0.29420345,  0.43228318, -0.73725359],
   [ 0.05927365,  0.34272508, -1.76693812, -1.7645689 ]]],


 [[[-0.89816394,  0.0473481 ,  0.05863427, -0.27758186],
   [ 0.07615796,  0.29402725,  0.14468221, -2.9062444 ],
   [ 0.05927365, -1.45315154,  0.08823209, -0.26612557]],

  [[-0.89816394,  0.0473481 ,  0.05863427, -0.27758186],
   [ 0.07615796,  0.29402725,  0.14468221, -2.9062444 ],
   [ 0.05927365, -1.45315154,  0.08823209, -0.26612557]],

  [[-0.89816394,  0.0473481 ,  0.05863427, -0.27758186],
   [ 0.07615796,  0.29402725,  0.14468221, -2.9062444 ],
   [ 0.05927365, -1.45315154,  0.08823209, -0.26612557]]]]; [[[[-1.23698096, -0.11851378,  1.36513834,  0.75472285],
   [-1.56594113, -1.72796248,  1.36513834,  0.75472285],
   [-1.23698096, -0.44037228,  1.36513834,  0.75472285]],

  [[ 2.14655601,  1.9317544 ,  2.65098255,  0.67643079],
   [ 0.35383167,  1.88636279,  0.16601149,  0.67643079],
   [ 0.35383167,  1.9317544 ,  2.65098255,  0.67643079]],

  [[-0.48693443,  0.61547363,  1.26447336,  0.68569649],
   [-0.48693443,  0.61547363,  0.75970379,  0.68569649],
   [-0.48693443,  0.61547363,  1.26447336,  0.68569649]]],


 [[[-3.23507139, -1.18042808,  1.14443255,  0.51439926],
   [ 1.67388387,  1.46979587, -0.52749911,  0.99472273],
   [ 1.67388387,  1.46979587, -0.52749911,  0.99472273]],

  [[ 0.77223698, -0.57522633,  0.99639419, -0.05033604],
   [-0.10069799,  0.98934044, -1.03536636, -0.64495264],
   [-0.10069799,  0.98934044, -1.03536636, -0.64495264]],

  [[-0.02031927,  1.32537406,  0.07386006, -0.37782111],
   [-1.88266069, -0.3496111 ,  0.0651689 ,  0.18501824],
   [-1.88266069, -0.3496111 ,  0.0651689 ,  0.18501824]]],


 [[[ 0.42433411,  1.51934621,  0.39215138,  0.35275927],
   [ 3.30993659,  1.209279  , -0.29922565, -0.73743938],
   [ 3.30993659,  1.209279  , -0.29922565, -0.73743938]],

  [[-0.24555759,  2.58821806,  1.22559648,  0.45246115],
   [ 1.7778296 ,  2.58821806,  1.22559648,  0.90063539],
   [ 1.7778296 , -1.54248231, -0.22227708,  0.90063539]],

  [[ 1.87214416, -1.0457055 , -0.19070954, -0.82101269],
   [ 0.51429343,  0.79271134, -0.34278785,  0.96774616],
   [-1.34441151,  0.79271134, -1.83936167,  0.96774616]]]]
