// Fixed by dialects/vm_branches.py: IREE 3.13's VM kept a buffer passed to a block
// argument in the buffer's own register and moved it out in a later block (host loops
// only; tests/test_vm_branches.py).
// run mismatch: IndexError: Error invoking function: c/runtime/src/iree/hal/command_buffer_validation.c:196: OUT_OF_RANGE; indirect buffer reference slot 0 is out range of the declared binding capacity of the command buffer 0; binding[1]; while invoking native function hal.command_buffer.dispatch; while calling import; [ 0] bytecode module@2:2760 -
func.func @f236(%a0: tensor<3x4xf16>, %a1: tensor<3x4xf16>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf16>) {
  %v42078 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v42079 = "stablehlo.reshape"(%v42078) : (tensor<ui32>) -> tensor<1xui32>
  %v42080 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v42081 = "stablehlo.reshape"(%v42080) : (tensor<ui32>) -> tensor<1xui32>
  %v42082 = "stablehlo.concatenate"(%v42079, %v42081) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c42083 = stablehlo.constant dense<0> : tensor<i32>
  %w42084:3 = "stablehlo.while"(%c42083, %v42082, %a0) ({
  ^bb0(%x42085: tensor<i32>, %x42086: tensor<2xui32>, %x42087: tensor<3x4xf16>):
  %c42088 = stablehlo.constant dense<3> : tensor<i32>
  %v42089 = "stablehlo.compare"(%x42085, %c42088) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v42089) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x42090: tensor<i32>, %x42091: tensor<2xui32>, %x42092: tensor<3x4xf16>):
  %v42093 = "stablehlo.convert"(%x42090) : (tensor<i32>) -> tensor<ui32>
  %v42094 = "stablehlo.reshape"(%v42093) : (tensor<ui32>) -> tensor<1xui32>
  %c42095 = stablehlo.constant dense<0> : tensor<1xui32>
  %v42096 = "stablehlo.concatenate"(%c42095, %v42094) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v42097 = "stablehlo.slice"(%x42091) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v42098 = "stablehlo.reshape"(%v42097) : (tensor<1xui32>) -> tensor<ui32>
  %v42099 = "stablehlo.slice"(%x42091) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v42100 = "stablehlo.reshape"(%v42099) : (tensor<1xui32>) -> tensor<ui32>
  %v42101 = "stablehlo.slice"(%v42096) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v42102 = "stablehlo.slice"(%v42096) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v42103 = "stablehlo.xor"(%v42098, %v42100) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c42104 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v42105 = "stablehlo.xor"(%v42103, %c42104) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v42106 = "stablehlo.broadcast_in_dim"(%v42098) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v42107 = "stablehlo.add"(%v42101, %v42106) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42108 = "stablehlo.broadcast_in_dim"(%v42100) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v42109 = "stablehlo.add"(%v42102, %v42108) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c42110 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c42111 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c42112 = stablehlo.constant dense<0> : tensor<i32>
  %w42113:8 = "stablehlo.while"(%c42112, %v42107, %v42109, %v42100, %v42105, %v42098, %c42110, %c42111) ({
  ^bb0(%x42114: tensor<i32>, %x42115: tensor<1xui32>, %x42116: tensor<1xui32>, %x42117: tensor<ui32>, %x42118: tensor<ui32>, %x42119: tensor<ui32>, %x42120: tensor<4xi32>, %x42121: tensor<4xi32>):
  %c42122 = stablehlo.constant dense<5> : tensor<i32>
  %v42123 = "stablehlo.compare"(%x42114, %c42122) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v42123) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x42124: tensor<i32>, %x42125: tensor<1xui32>, %x42126: tensor<1xui32>, %x42127: tensor<ui32>, %x42128: tensor<ui32>, %x42129: tensor<ui32>, %x42130: tensor<4xi32>, %x42131: tensor<4xi32>):
  %v42132 = "stablehlo.slice"(%x42130) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v42133 = "stablehlo.reshape"(%v42132) : (tensor<1xi32>) -> tensor<i32>
  %v42134 = "stablehlo.add"(%x42125, %x42126) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42135 = "stablehlo.broadcast_in_dim"(%v42133) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v42136 = "stablehlo.bitcast_convert"(%v42135) : (tensor<1xi32>) -> tensor<1xui32>
  %c42137 = stablehlo.constant dense<32> : tensor<i32>
  %v42138 = "stablehlo.subtract"(%c42137, %v42133) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42139 = "stablehlo.broadcast_in_dim"(%v42138) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v42140 = "stablehlo.bitcast_convert"(%v42139) : (tensor<1xi32>) -> tensor<1xui32>
  %v42141 = "stablehlo.shift_left"(%x42126, %v42136) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42142 = "stablehlo.shift_right_logical"(%x42126, %v42140) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42143 = "stablehlo.or"(%v42141, %v42142) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42144 = "stablehlo.xor"(%v42134, %v42143) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42145 = "stablehlo.slice"(%x42130) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v42146 = "stablehlo.reshape"(%v42145) : (tensor<1xi32>) -> tensor<i32>
  %v42147 = "stablehlo.add"(%v42134, %v42144) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42148 = "stablehlo.broadcast_in_dim"(%v42146) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v42149 = "stablehlo.bitcast_convert"(%v42148) : (tensor<1xi32>) -> tensor<1xui32>
  %c42150 = stablehlo.constant dense<32> : tensor<i32>
  %v42151 = "stablehlo.subtract"(%c42150, %v42146) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42152 = "stablehlo.broadcast_in_dim"(%v42151) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v42153 = "stablehlo.bitcast_convert"(%v42152) : (tensor<1xi32>) -> tensor<1xui32>
  %v42154 = "stablehlo.shift_left"(%v42144, %v42149) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42155 = "stablehlo.shift_right_logical"(%v42144, %v42153) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42156 = "stablehlo.or"(%v42154, %v42155) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42157 = "stablehlo.xor"(%v42147, %v42156) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42158 = "stablehlo.slice"(%x42130) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v42159 = "stablehlo.reshape"(%v42158) : (tensor<1xi32>) -> tensor<i32>
  %v42160 = "stablehlo.add"(%v42147, %v42157) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42161 = "stablehlo.broadcast_in_dim"(%v42159) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v42162 = "stablehlo.bitcast_convert"(%v42161) : (tensor<1xi32>) -> tensor<1xui32>
  %c42163 = stablehlo.constant dense<32> : tensor<i32>
  %v42164 = "stablehlo.subtract"(%c42163, %v42159) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42165 = "stablehlo.broadcast_in_dim"(%v42164) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v42166 = "stablehlo.bitcast_convert"(%v42165) : (tensor<1xi32>) -> tensor<1xui32>
  %v42167 = "stablehlo.shift_left"(%v42157, %v42162) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42168 = "stablehlo.shift_right_logical"(%v42157, %v42166) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42169 = "stablehlo.or"(%v42167, %v42168) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42170 = "stablehlo.xor"(%v42160, %v42169) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42171 = "stablehlo.slice"(%x42130) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v42172 = "stablehlo.reshape"(%v42171) : (tensor<1xi32>) -> tensor<i32>
  %v42173 = "stablehlo.add"(%v42160, %v42170) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42174 = "stablehlo.broadcast_in_dim"(%v42172) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v42175 = "stablehlo.bitcast_convert"(%v42174) : (tensor<1xi32>) -> tensor<1xui32>
  %c42176 = stablehlo.constant dense<32> : tensor<i32>
  %v42177 = "stablehlo.subtract"(%c42176, %v42172) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42178 = "stablehlo.broadcast_in_dim"(%v42177) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v42179 = "stablehlo.bitcast_convert"(%v42178) : (tensor<1xi32>) -> tensor<1xui32>
  %v42180 = "stablehlo.shift_left"(%v42170, %v42175) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42181 = "stablehlo.shift_right_logical"(%v42170, %v42179) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42182 = "stablehlo.or"(%v42180, %v42181) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42183 = "stablehlo.xor"(%v42173, %v42182) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c42184 = stablehlo.constant dense<1> : tensor<i32>
  %v42185 = "stablehlo.add"(%x42124, %c42184) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42186 = "stablehlo.broadcast_in_dim"(%x42127) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v42187 = "stablehlo.add"(%v42173, %v42186) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v42188 = "stablehlo.convert"(%v42185) : (tensor<i32>) -> tensor<ui32>
  %v42189 = "stablehlo.add"(%x42128, %v42188) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v42190 = "stablehlo.broadcast_in_dim"(%v42189) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v42191 = "stablehlo.add"(%v42183, %v42190) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v42185, %v42187, %v42191, %x42128, %x42129, %x42127, %x42131, %x42130) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v42192 = "stablehlo.concatenate"(%w42113#1, %w42113#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v42193 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<12xui32>
  %v42194 = "stablehlo.slice"(%v42192) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v42195 = "stablehlo.reshape"(%v42194) : (tensor<1xui32>) -> tensor<ui32>
  %v42196 = "stablehlo.slice"(%v42192) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v42197 = "stablehlo.reshape"(%v42196) : (tensor<1xui32>) -> tensor<ui32>
  %v42198 = "stablehlo.slice"(%v42193) {start_indices = array<i64: 0>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v42199 = "stablehlo.slice"(%v42193) {start_indices = array<i64: 6>, limit_indices = array<i64: 12>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v42200 = "stablehlo.xor"(%v42195, %v42197) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c42201 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v42202 = "stablehlo.xor"(%v42200, %c42201) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v42203 = "stablehlo.broadcast_in_dim"(%v42195) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v42204 = "stablehlo.add"(%v42198, %v42203) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42205 = "stablehlo.broadcast_in_dim"(%v42197) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v42206 = "stablehlo.add"(%v42199, %v42205) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c42207 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c42208 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c42209 = stablehlo.constant dense<0> : tensor<i32>
  %w42210:8 = "stablehlo.while"(%c42209, %v42204, %v42206, %v42197, %v42202, %v42195, %c42207, %c42208) ({
  ^bb0(%x42211: tensor<i32>, %x42212: tensor<6xui32>, %x42213: tensor<6xui32>, %x42214: tensor<ui32>, %x42215: tensor<ui32>, %x42216: tensor<ui32>, %x42217: tensor<4xi32>, %x42218: tensor<4xi32>):
  %c42219 = stablehlo.constant dense<5> : tensor<i32>
  %v42220 = "stablehlo.compare"(%x42211, %c42219) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v42220) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x42221: tensor<i32>, %x42222: tensor<6xui32>, %x42223: tensor<6xui32>, %x42224: tensor<ui32>, %x42225: tensor<ui32>, %x42226: tensor<ui32>, %x42227: tensor<4xi32>, %x42228: tensor<4xi32>):
  %v42229 = "stablehlo.slice"(%x42227) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v42230 = "stablehlo.reshape"(%v42229) : (tensor<1xi32>) -> tensor<i32>
  %v42231 = "stablehlo.add"(%x42222, %x42223) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42232 = "stablehlo.broadcast_in_dim"(%v42230) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v42233 = "stablehlo.bitcast_convert"(%v42232) : (tensor<6xi32>) -> tensor<6xui32>
  %c42234 = stablehlo.constant dense<32> : tensor<i32>
  %v42235 = "stablehlo.subtract"(%c42234, %v42230) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42236 = "stablehlo.broadcast_in_dim"(%v42235) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v42237 = "stablehlo.bitcast_convert"(%v42236) : (tensor<6xi32>) -> tensor<6xui32>
  %v42238 = "stablehlo.shift_left"(%x42223, %v42233) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42239 = "stablehlo.shift_right_logical"(%x42223, %v42237) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42240 = "stablehlo.or"(%v42238, %v42239) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42241 = "stablehlo.xor"(%v42231, %v42240) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42242 = "stablehlo.slice"(%x42227) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v42243 = "stablehlo.reshape"(%v42242) : (tensor<1xi32>) -> tensor<i32>
  %v42244 = "stablehlo.add"(%v42231, %v42241) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42245 = "stablehlo.broadcast_in_dim"(%v42243) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v42246 = "stablehlo.bitcast_convert"(%v42245) : (tensor<6xi32>) -> tensor<6xui32>
  %c42247 = stablehlo.constant dense<32> : tensor<i32>
  %v42248 = "stablehlo.subtract"(%c42247, %v42243) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42249 = "stablehlo.broadcast_in_dim"(%v42248) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v42250 = "stablehlo.bitcast_convert"(%v42249) : (tensor<6xi32>) -> tensor<6xui32>
  %v42251 = "stablehlo.shift_left"(%v42241, %v42246) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42252 = "stablehlo.shift_right_logical"(%v42241, %v42250) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42253 = "stablehlo.or"(%v42251, %v42252) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42254 = "stablehlo.xor"(%v42244, %v42253) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42255 = "stablehlo.slice"(%x42227) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v42256 = "stablehlo.reshape"(%v42255) : (tensor<1xi32>) -> tensor<i32>
  %v42257 = "stablehlo.add"(%v42244, %v42254) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42258 = "stablehlo.broadcast_in_dim"(%v42256) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v42259 = "stablehlo.bitcast_convert"(%v42258) : (tensor<6xi32>) -> tensor<6xui32>
  %c42260 = stablehlo.constant dense<32> : tensor<i32>
  %v42261 = "stablehlo.subtract"(%c42260, %v42256) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42262 = "stablehlo.broadcast_in_dim"(%v42261) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v42263 = "stablehlo.bitcast_convert"(%v42262) : (tensor<6xi32>) -> tensor<6xui32>
  %v42264 = "stablehlo.shift_left"(%v42254, %v42259) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42265 = "stablehlo.shift_right_logical"(%v42254, %v42263) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42266 = "stablehlo.or"(%v42264, %v42265) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42267 = "stablehlo.xor"(%v42257, %v42266) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42268 = "stablehlo.slice"(%x42227) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v42269 = "stablehlo.reshape"(%v42268) : (tensor<1xi32>) -> tensor<i32>
  %v42270 = "stablehlo.add"(%v42257, %v42267) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42271 = "stablehlo.broadcast_in_dim"(%v42269) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v42272 = "stablehlo.bitcast_convert"(%v42271) : (tensor<6xi32>) -> tensor<6xui32>
  %c42273 = stablehlo.constant dense<32> : tensor<i32>
  %v42274 = "stablehlo.subtract"(%c42273, %v42269) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42275 = "stablehlo.broadcast_in_dim"(%v42274) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v42276 = "stablehlo.bitcast_convert"(%v42275) : (tensor<6xi32>) -> tensor<6xui32>
  %v42277 = "stablehlo.shift_left"(%v42267, %v42272) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42278 = "stablehlo.shift_right_logical"(%v42267, %v42276) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42279 = "stablehlo.or"(%v42277, %v42278) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42280 = "stablehlo.xor"(%v42270, %v42279) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c42281 = stablehlo.constant dense<1> : tensor<i32>
  %v42282 = "stablehlo.add"(%x42221, %c42281) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42283 = "stablehlo.broadcast_in_dim"(%x42224) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v42284 = "stablehlo.add"(%v42270, %v42283) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v42285 = "stablehlo.convert"(%v42282) : (tensor<i32>) -> tensor<ui32>
  %v42286 = "stablehlo.add"(%x42225, %v42285) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v42287 = "stablehlo.broadcast_in_dim"(%v42286) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v42288 = "stablehlo.add"(%v42280, %v42287) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "stablehlo.return"(%v42282, %v42284, %v42288, %x42225, %x42226, %x42224, %x42228, %x42227) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v42289 = "stablehlo.concatenate"(%w42210#1, %w42210#2) {dimension = 0 : i64} : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
  %c42290 = stablehlo.constant dense<9> : tensor<12xui32>
  %v42291 = "stablehlo.shift_right_logical"(%v42289, %c42290) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %c42292 = stablehlo.constant dense<1065353216> : tensor<12xui32>
  %v42293 = "stablehlo.or"(%v42291, %c42292) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
  %v42294 = "stablehlo.bitcast_convert"(%v42293) : (tensor<12xui32>) -> tensor<12xf32>
  %c42295 = stablehlo.constant dense<1.0> : tensor<12xf32>
  %v42296 = "stablehlo.subtract"(%v42294, %c42295) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
  %v42297 = "stablehlo.reshape"(%v42296) : (tensor<12xf32>) -> tensor<3x4xf32>
  %v42298 = "stablehlo.convert"(%v42297) : (tensor<3x4xf32>) -> tensor<3x4xf16>
  %v42299 = "stablehlo.maximum"(%x42092, %v42298) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
  %c42300 = stablehlo.constant dense<1> : tensor<i32>
  %v42301 = "stablehlo.add"(%x42090, %c42300) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v42301, %x42091, %v42299) : (tensor<i32>, tensor<2xui32>, tensor<3x4xf16>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<2xui32>, tensor<3x4xf16>) -> (tensor<i32>, tensor<2xui32>, tensor<3x4xf16>)
  %c42302 = stablehlo.constant dense<true> : tensor<i1>
  %c42303 = stablehlo.constant dense<0> : tensor<i32>
  %w42304:4 = "stablehlo.while"(%c42303, %i1, %c42302, %a0) ({
  ^bb0(%x42305: tensor<i32>, %x42306: tensor<i32>, %x42307: tensor<i1>, %x42308: tensor<3x4xf16>):
  %c42309 = stablehlo.constant dense<5> : tensor<i32>
  %v42310 = "stablehlo.compare"(%x42305, %c42309) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v42311 = "stablehlo.and"(%v42310, %x42307) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v42311) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x42312: tensor<i32>, %x42313: tensor<i32>, %x42314: tensor<i1>, %x42315: tensor<3x4xf16>):
  %v42316 = "stablehlo.negate"(%x42315) : (tensor<3x4xf16>) -> tensor<3x4xf16>
  %c42317 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c42318 = stablehlo.constant dense<12345> : tensor<i32>
  %v42319 = "stablehlo.multiply"(%x42313, %c42317) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42320 = "stablehlo.add"(%v42319, %c42318) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c42321 = stablehlo.constant dense<16> : tensor<i32>
  %c42322 = stablehlo.constant dense<7> : tensor<i32>
  %v42323 = "stablehlo.shift_right_logical"(%v42320, %c42321) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42324 = "stablehlo.and"(%v42323, %c42322) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c42325 = stablehlo.constant dense<0> : tensor<i32>
  %v42326 = "stablehlo.compare"(%v42324, %c42325) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c42327 = stablehlo.constant dense<1> : tensor<i32>
  %v42328 = "stablehlo.add"(%x42312, %c42327) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v42328, %v42320, %v42326, %v42316) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf16>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf16>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf16>)
  %c42329 = stablehlo.constant dense<15> : tensor<i32>
  %v42330 = "stablehlo.and"(%w42304#1, %c42329) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v42331 = "stablehlo.convert"(%v42330) : (tensor<i32>) -> tensor<f16>
  %v42332 = "stablehlo.broadcast_in_dim"(%v42331) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<3x4xf16>
  %c42333 = stablehlo.constant dense<1.0> : tensor<3x4xf16>
  %v42334 = "stablehlo.abs"(%v42332) : (tensor<3x4xf16>) -> tensor<3x4xf16>
  %v42335 = "stablehlo.add"(%v42334, %c42333) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
  %v42336 = "stablehlo.divide"(%w42304#3, %v42335) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
  %c42341 = stablehlo.constant dense<0> : tensor<i32>
  %c42342 = stablehlo.constant dense<0> : tensor<i32>
  %w42345:2 = "stablehlo.while"(%c42342, %a0) ({
  ^bb0(%k42343: tensor<i32>, %x42344: tensor<3x4xf16>):
  %c42346 = stablehlo.constant dense<3> : tensor<i32>
  %v42347 = "stablehlo.compare"(%k42343, %c42346) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v42347) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k42348: tensor<i32>, %x42349: tensor<3x4xf16>):
  %v42350 = "stablehlo.dynamic_slice"(%v42336, %k42348, %c42341) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf16>, tensor<i32>, tensor<i32>) -> tensor<1x4xf16>
  %v42351 = "stablehlo.dynamic_slice"(%x42349, %k42348, %c42341) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf16>, tensor<i32>, tensor<i32>) -> tensor<1x4xf16>
  %v42352 = "stablehlo.add"(%v42350, %v42351) : (tensor<1x4xf16>, tensor<1x4xf16>) -> tensor<1x4xf16>
  %v42353 = "stablehlo.dynamic_update_slice"(%x42349, %v42352, %k42348, %c42341) : (tensor<3x4xf16>, tensor<1x4xf16>, tensor<i32>, tensor<i32>) -> tensor<3x4xf16>
  %c42354 = stablehlo.constant dense<1> : tensor<i32>
  %v42355 = "stablehlo.add"(%k42348, %c42354) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v42355, %v42353) : (tensor<i32>, tensor<3x4xf16>) -> ()
  }) : (tensor<i32>, tensor<3x4xf16>) -> (tensor<i32>, tensor<3x4xf16>)
  return %w42345#1 : tensor<3x4xf16>
}
// inputs: [[-2.154 , -0.6904,  2.637 , -0.2595], [-3.264 , -1.084 , -6.71  ,  3.842 ], [ 3.674 ,  1.422 ,  1.969 ,  5.17  ]]; [[-5.574 ,  0.1968,  3.883 , -5.676 ], [-4.664 , -3.871 , -0.148 ,  4.418 ], [-4.97  ,  2.545 , -2.06  , -1.22  ]]; 2; 3
// reference: [[-2.29  , -0.7334,  2.8   , -0.2756], [-3.467 , -1.151 , -7.13  ,  4.082 ], [ 3.904 ,  1.511 ,  2.092 ,  5.496 ]]
