// Fixed finding (was KNOWN_MISMATCHES["fold_in_single_trip"]): a counted loop of one trip
// that folds its counter into a threefry key and draws a uniform float from the folded
// key.  IREE 3.13 compiled it; running it failed: OUT_OF_RANGE; indirect buffer reference
// slot 0 is out range of the declared binding capacity of the command buffer
// (copy_buffer), with loop kernels and host loops alike; with 2 trips it ran.  Runs since
// hostcall-stack-carry-cycles (a pass since replaced by dialects/vm_branches.py, the
// compile driver's rewrite of IREE's VM module) and loop kernels for unsigned types.
// Made by reference/fuzz.py's _fold_in_loop (seed 1 of the --random campaign, f39).
func.func @main(%a0: tensor<1xf32>, %a1: tensor<1xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<1xf32>) {
  %v1 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v2 = "stablehlo.reshape"(%v1) : (tensor<ui32>) -> tensor<1xui32>
  %v3 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v4 = "stablehlo.reshape"(%v3) : (tensor<ui32>) -> tensor<1xui32>
  %v5 = "stablehlo.concatenate"(%v2, %v4) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c6 = stablehlo.constant dense<0> : tensor<i32>
  %w7:3 = "stablehlo.while"(%c6, %v5, %a1) ({
  ^bb0(%x8: tensor<i32>, %x9: tensor<2xui32>, %x10: tensor<1xf32>):
  %c11 = stablehlo.constant dense<1> : tensor<i32>
  %v12 = "stablehlo.compare"(%x8, %c11) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v12) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x13: tensor<i32>, %x14: tensor<2xui32>, %x15: tensor<1xf32>):
  %v16 = "stablehlo.convert"(%x13) : (tensor<i32>) -> tensor<ui32>
  %v17 = "stablehlo.reshape"(%v16) : (tensor<ui32>) -> tensor<1xui32>
  %c18 = stablehlo.constant dense<0> : tensor<1xui32>
  %v19 = "stablehlo.concatenate"(%c18, %v17) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v20 = "stablehlo.slice"(%x14) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v21 = "stablehlo.reshape"(%v20) : (tensor<1xui32>) -> tensor<ui32>
  %v22 = "stablehlo.slice"(%x14) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v23 = "stablehlo.reshape"(%v22) : (tensor<1xui32>) -> tensor<ui32>
  %v24 = "stablehlo.slice"(%v19) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v25 = "stablehlo.slice"(%v19) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v26 = "stablehlo.xor"(%v21, %v23) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c27 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v28 = "stablehlo.xor"(%v26, %c27) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v29 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v30 = "stablehlo.add"(%v24, %v29) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v31 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v32 = "stablehlo.add"(%v25, %v31) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c33 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c34 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c35 = stablehlo.constant dense<0> : tensor<i32>
  %w36:8 = "stablehlo.while"(%c35, %v30, %v32, %v23, %v28, %v21, %c33, %c34) ({
  ^bb0(%x37: tensor<i32>, %x38: tensor<1xui32>, %x39: tensor<1xui32>, %x40: tensor<ui32>, %x41: tensor<ui32>, %x42: tensor<ui32>, %x43: tensor<4xi32>, %x44: tensor<4xi32>):
  %c45 = stablehlo.constant dense<5> : tensor<i32>
  %v46 = "stablehlo.compare"(%x37, %c45) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v46) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x47: tensor<i32>, %x48: tensor<1xui32>, %x49: tensor<1xui32>, %x50: tensor<ui32>, %x51: tensor<ui32>, %x52: tensor<ui32>, %x53: tensor<4xi32>, %x54: tensor<4xi32>):
  %v55 = "stablehlo.slice"(%x53) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v56 = "stablehlo.reshape"(%v55) : (tensor<1xi32>) -> tensor<i32>
  %v57 = "stablehlo.add"(%x48, %x49) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v58 = "stablehlo.broadcast_in_dim"(%v56) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v59 = "stablehlo.bitcast_convert"(%v58) : (tensor<1xi32>) -> tensor<1xui32>
  %c60 = stablehlo.constant dense<32> : tensor<i32>
  %v61 = "stablehlo.subtract"(%c60, %v56) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v62 = "stablehlo.broadcast_in_dim"(%v61) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v63 = "stablehlo.bitcast_convert"(%v62) : (tensor<1xi32>) -> tensor<1xui32>
  %v64 = "stablehlo.shift_left"(%x49, %v59) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v65 = "stablehlo.shift_right_logical"(%x49, %v63) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v66 = "stablehlo.or"(%v64, %v65) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v67 = "stablehlo.xor"(%v57, %v66) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v68 = "stablehlo.slice"(%x53) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v69 = "stablehlo.reshape"(%v68) : (tensor<1xi32>) -> tensor<i32>
  %v70 = "stablehlo.add"(%v57, %v67) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v71 = "stablehlo.broadcast_in_dim"(%v69) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v72 = "stablehlo.bitcast_convert"(%v71) : (tensor<1xi32>) -> tensor<1xui32>
  %c73 = stablehlo.constant dense<32> : tensor<i32>
  %v74 = "stablehlo.subtract"(%c73, %v69) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v75 = "stablehlo.broadcast_in_dim"(%v74) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v76 = "stablehlo.bitcast_convert"(%v75) : (tensor<1xi32>) -> tensor<1xui32>
  %v77 = "stablehlo.shift_left"(%v67, %v72) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v78 = "stablehlo.shift_right_logical"(%v67, %v76) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v79 = "stablehlo.or"(%v77, %v78) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v80 = "stablehlo.xor"(%v70, %v79) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v81 = "stablehlo.slice"(%x53) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v82 = "stablehlo.reshape"(%v81) : (tensor<1xi32>) -> tensor<i32>
  %v83 = "stablehlo.add"(%v70, %v80) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v84 = "stablehlo.broadcast_in_dim"(%v82) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v85 = "stablehlo.bitcast_convert"(%v84) : (tensor<1xi32>) -> tensor<1xui32>
  %c86 = stablehlo.constant dense<32> : tensor<i32>
  %v87 = "stablehlo.subtract"(%c86, %v82) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v88 = "stablehlo.broadcast_in_dim"(%v87) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v89 = "stablehlo.bitcast_convert"(%v88) : (tensor<1xi32>) -> tensor<1xui32>
  %v90 = "stablehlo.shift_left"(%v80, %v85) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v91 = "stablehlo.shift_right_logical"(%v80, %v89) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v92 = "stablehlo.or"(%v90, %v91) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v93 = "stablehlo.xor"(%v83, %v92) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v94 = "stablehlo.slice"(%x53) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v95 = "stablehlo.reshape"(%v94) : (tensor<1xi32>) -> tensor<i32>
  %v96 = "stablehlo.add"(%v83, %v93) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v97 = "stablehlo.broadcast_in_dim"(%v95) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v98 = "stablehlo.bitcast_convert"(%v97) : (tensor<1xi32>) -> tensor<1xui32>
  %c99 = stablehlo.constant dense<32> : tensor<i32>
  %v100 = "stablehlo.subtract"(%c99, %v95) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v101 = "stablehlo.broadcast_in_dim"(%v100) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v102 = "stablehlo.bitcast_convert"(%v101) : (tensor<1xi32>) -> tensor<1xui32>
  %v103 = "stablehlo.shift_left"(%v93, %v98) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v104 = "stablehlo.shift_right_logical"(%v93, %v102) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v105 = "stablehlo.or"(%v103, %v104) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v106 = "stablehlo.xor"(%v96, %v105) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c107 = stablehlo.constant dense<1> : tensor<i32>
  %v108 = "stablehlo.add"(%x47, %c107) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v109 = "stablehlo.broadcast_in_dim"(%x50) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v110 = "stablehlo.add"(%v96, %v109) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v111 = "stablehlo.convert"(%v108) : (tensor<i32>) -> tensor<ui32>
  %v112 = "stablehlo.add"(%x51, %v111) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v113 = "stablehlo.broadcast_in_dim"(%v112) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v114 = "stablehlo.add"(%v106, %v113) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v108, %v110, %v114, %x51, %x52, %x50, %x54, %x53) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v115 = "stablehlo.concatenate"(%w36#1, %w36#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v116 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xui32>
  %c117 = stablehlo.constant dense<0> : tensor<1xui32>
  %v118 = "stablehlo.concatenate"(%v116, %c117) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v119 = "stablehlo.slice"(%v115) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v120 = "stablehlo.reshape"(%v119) : (tensor<1xui32>) -> tensor<ui32>
  %v121 = "stablehlo.slice"(%v115) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v122 = "stablehlo.reshape"(%v121) : (tensor<1xui32>) -> tensor<ui32>
  %v123 = "stablehlo.slice"(%v118) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v124 = "stablehlo.slice"(%v118) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v125 = "stablehlo.xor"(%v120, %v122) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c126 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v127 = "stablehlo.xor"(%v125, %c126) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v128 = "stablehlo.broadcast_in_dim"(%v120) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v129 = "stablehlo.add"(%v123, %v128) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v130 = "stablehlo.broadcast_in_dim"(%v122) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v131 = "stablehlo.add"(%v124, %v130) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c132 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c133 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c134 = stablehlo.constant dense<0> : tensor<i32>
  %w135:8 = "stablehlo.while"(%c134, %v129, %v131, %v122, %v127, %v120, %c132, %c133) ({
  ^bb0(%x136: tensor<i32>, %x137: tensor<1xui32>, %x138: tensor<1xui32>, %x139: tensor<ui32>, %x140: tensor<ui32>, %x141: tensor<ui32>, %x142: tensor<4xi32>, %x143: tensor<4xi32>):
  %c144 = stablehlo.constant dense<5> : tensor<i32>
  %v145 = "stablehlo.compare"(%x136, %c144) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v145) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x146: tensor<i32>, %x147: tensor<1xui32>, %x148: tensor<1xui32>, %x149: tensor<ui32>, %x150: tensor<ui32>, %x151: tensor<ui32>, %x152: tensor<4xi32>, %x153: tensor<4xi32>):
  %v154 = "stablehlo.slice"(%x152) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v155 = "stablehlo.reshape"(%v154) : (tensor<1xi32>) -> tensor<i32>
  %v156 = "stablehlo.add"(%x147, %x148) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v157 = "stablehlo.broadcast_in_dim"(%v155) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v158 = "stablehlo.bitcast_convert"(%v157) : (tensor<1xi32>) -> tensor<1xui32>
  %c159 = stablehlo.constant dense<32> : tensor<i32>
  %v160 = "stablehlo.subtract"(%c159, %v155) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v161 = "stablehlo.broadcast_in_dim"(%v160) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v162 = "stablehlo.bitcast_convert"(%v161) : (tensor<1xi32>) -> tensor<1xui32>
  %v163 = "stablehlo.shift_left"(%x148, %v158) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v164 = "stablehlo.shift_right_logical"(%x148, %v162) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v165 = "stablehlo.or"(%v163, %v164) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v166 = "stablehlo.xor"(%v156, %v165) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v167 = "stablehlo.slice"(%x152) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v168 = "stablehlo.reshape"(%v167) : (tensor<1xi32>) -> tensor<i32>
  %v169 = "stablehlo.add"(%v156, %v166) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v170 = "stablehlo.broadcast_in_dim"(%v168) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v171 = "stablehlo.bitcast_convert"(%v170) : (tensor<1xi32>) -> tensor<1xui32>
  %c172 = stablehlo.constant dense<32> : tensor<i32>
  %v173 = "stablehlo.subtract"(%c172, %v168) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v174 = "stablehlo.broadcast_in_dim"(%v173) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v175 = "stablehlo.bitcast_convert"(%v174) : (tensor<1xi32>) -> tensor<1xui32>
  %v176 = "stablehlo.shift_left"(%v166, %v171) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v177 = "stablehlo.shift_right_logical"(%v166, %v175) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v178 = "stablehlo.or"(%v176, %v177) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v179 = "stablehlo.xor"(%v169, %v178) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v180 = "stablehlo.slice"(%x152) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v181 = "stablehlo.reshape"(%v180) : (tensor<1xi32>) -> tensor<i32>
  %v182 = "stablehlo.add"(%v169, %v179) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v183 = "stablehlo.broadcast_in_dim"(%v181) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v184 = "stablehlo.bitcast_convert"(%v183) : (tensor<1xi32>) -> tensor<1xui32>
  %c185 = stablehlo.constant dense<32> : tensor<i32>
  %v186 = "stablehlo.subtract"(%c185, %v181) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v187 = "stablehlo.broadcast_in_dim"(%v186) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v188 = "stablehlo.bitcast_convert"(%v187) : (tensor<1xi32>) -> tensor<1xui32>
  %v189 = "stablehlo.shift_left"(%v179, %v184) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v190 = "stablehlo.shift_right_logical"(%v179, %v188) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v191 = "stablehlo.or"(%v189, %v190) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v192 = "stablehlo.xor"(%v182, %v191) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v193 = "stablehlo.slice"(%x152) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v194 = "stablehlo.reshape"(%v193) : (tensor<1xi32>) -> tensor<i32>
  %v195 = "stablehlo.add"(%v182, %v192) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v196 = "stablehlo.broadcast_in_dim"(%v194) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v197 = "stablehlo.bitcast_convert"(%v196) : (tensor<1xi32>) -> tensor<1xui32>
  %c198 = stablehlo.constant dense<32> : tensor<i32>
  %v199 = "stablehlo.subtract"(%c198, %v194) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v200 = "stablehlo.broadcast_in_dim"(%v199) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v201 = "stablehlo.bitcast_convert"(%v200) : (tensor<1xi32>) -> tensor<1xui32>
  %v202 = "stablehlo.shift_left"(%v192, %v197) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v203 = "stablehlo.shift_right_logical"(%v192, %v201) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v204 = "stablehlo.or"(%v202, %v203) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v205 = "stablehlo.xor"(%v195, %v204) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c206 = stablehlo.constant dense<1> : tensor<i32>
  %v207 = "stablehlo.add"(%x146, %c206) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v208 = "stablehlo.broadcast_in_dim"(%x149) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v209 = "stablehlo.add"(%v195, %v208) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v210 = "stablehlo.convert"(%v207) : (tensor<i32>) -> tensor<ui32>
  %v211 = "stablehlo.add"(%x150, %v210) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v212 = "stablehlo.broadcast_in_dim"(%v211) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v213 = "stablehlo.add"(%v205, %v212) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v207, %v209, %v213, %x150, %x151, %x149, %x153, %x152) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v214 = "stablehlo.concatenate"(%w135#1, %w135#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v215 = "stablehlo.slice"(%v214) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %c216 = stablehlo.constant dense<9> : tensor<1xui32>
  %v217 = "stablehlo.shift_right_logical"(%v215, %c216) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c218 = stablehlo.constant dense<1065353216> : tensor<1xui32>
  %v219 = "stablehlo.or"(%v217, %c218) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v220 = "stablehlo.bitcast_convert"(%v219) : (tensor<1xui32>) -> tensor<1xf32>
  %c221 = stablehlo.constant dense<1.0> : tensor<1xf32>
  %v222 = "stablehlo.subtract"(%v220, %c221) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v223 = "stablehlo.reshape"(%v222) : (tensor<1xf32>) -> tensor<1xf32>
  %v224 = "stablehlo.add"(%x15, %v223) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v225 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v226 = "stablehlo.slice"(%x14) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v227 = "stablehlo.reshape"(%v226) : (tensor<1xui32>) -> tensor<ui32>
  %v228 = "stablehlo.slice"(%x14) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v229 = "stablehlo.reshape"(%v228) : (tensor<1xui32>) -> tensor<ui32>
  %v230 = "stablehlo.slice"(%v225) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v231 = "stablehlo.slice"(%v225) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v232 = "stablehlo.xor"(%v227, %v229) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c233 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v234 = "stablehlo.xor"(%v232, %c233) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v235 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v236 = "stablehlo.add"(%v230, %v235) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v237 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v238 = "stablehlo.add"(%v231, %v237) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c239 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c240 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c241 = stablehlo.constant dense<0> : tensor<i32>
  %w242:8 = "stablehlo.while"(%c241, %v236, %v238, %v229, %v234, %v227, %c239, %c240) ({
  ^bb0(%x243: tensor<i32>, %x244: tensor<2xui32>, %x245: tensor<2xui32>, %x246: tensor<ui32>, %x247: tensor<ui32>, %x248: tensor<ui32>, %x249: tensor<4xi32>, %x250: tensor<4xi32>):
  %c251 = stablehlo.constant dense<5> : tensor<i32>
  %v252 = "stablehlo.compare"(%x243, %c251) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v252) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x253: tensor<i32>, %x254: tensor<2xui32>, %x255: tensor<2xui32>, %x256: tensor<ui32>, %x257: tensor<ui32>, %x258: tensor<ui32>, %x259: tensor<4xi32>, %x260: tensor<4xi32>):
  %v261 = "stablehlo.slice"(%x259) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v262 = "stablehlo.reshape"(%v261) : (tensor<1xi32>) -> tensor<i32>
  %v263 = "stablehlo.add"(%x254, %x255) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v264 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v265 = "stablehlo.bitcast_convert"(%v264) : (tensor<2xi32>) -> tensor<2xui32>
  %c266 = stablehlo.constant dense<32> : tensor<i32>
  %v267 = "stablehlo.subtract"(%c266, %v262) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v268 = "stablehlo.broadcast_in_dim"(%v267) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v269 = "stablehlo.bitcast_convert"(%v268) : (tensor<2xi32>) -> tensor<2xui32>
  %v270 = "stablehlo.shift_left"(%x255, %v265) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v271 = "stablehlo.shift_right_logical"(%x255, %v269) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v272 = "stablehlo.or"(%v270, %v271) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v273 = "stablehlo.xor"(%v263, %v272) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v274 = "stablehlo.slice"(%x259) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v275 = "stablehlo.reshape"(%v274) : (tensor<1xi32>) -> tensor<i32>
  %v276 = "stablehlo.add"(%v263, %v273) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v277 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v278 = "stablehlo.bitcast_convert"(%v277) : (tensor<2xi32>) -> tensor<2xui32>
  %c279 = stablehlo.constant dense<32> : tensor<i32>
  %v280 = "stablehlo.subtract"(%c279, %v275) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v281 = "stablehlo.broadcast_in_dim"(%v280) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v282 = "stablehlo.bitcast_convert"(%v281) : (tensor<2xi32>) -> tensor<2xui32>
  %v283 = "stablehlo.shift_left"(%v273, %v278) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v284 = "stablehlo.shift_right_logical"(%v273, %v282) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v285 = "stablehlo.or"(%v283, %v284) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v286 = "stablehlo.xor"(%v276, %v285) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v287 = "stablehlo.slice"(%x259) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v288 = "stablehlo.reshape"(%v287) : (tensor<1xi32>) -> tensor<i32>
  %v289 = "stablehlo.add"(%v276, %v286) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v290 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v291 = "stablehlo.bitcast_convert"(%v290) : (tensor<2xi32>) -> tensor<2xui32>
  %c292 = stablehlo.constant dense<32> : tensor<i32>
  %v293 = "stablehlo.subtract"(%c292, %v288) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v294 = "stablehlo.broadcast_in_dim"(%v293) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v295 = "stablehlo.bitcast_convert"(%v294) : (tensor<2xi32>) -> tensor<2xui32>
  %v296 = "stablehlo.shift_left"(%v286, %v291) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v297 = "stablehlo.shift_right_logical"(%v286, %v295) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v298 = "stablehlo.or"(%v296, %v297) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v299 = "stablehlo.xor"(%v289, %v298) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v300 = "stablehlo.slice"(%x259) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v301 = "stablehlo.reshape"(%v300) : (tensor<1xi32>) -> tensor<i32>
  %v302 = "stablehlo.add"(%v289, %v299) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v303 = "stablehlo.broadcast_in_dim"(%v301) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v304 = "stablehlo.bitcast_convert"(%v303) : (tensor<2xi32>) -> tensor<2xui32>
  %c305 = stablehlo.constant dense<32> : tensor<i32>
  %v306 = "stablehlo.subtract"(%c305, %v301) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v307 = "stablehlo.broadcast_in_dim"(%v306) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v308 = "stablehlo.bitcast_convert"(%v307) : (tensor<2xi32>) -> tensor<2xui32>
  %v309 = "stablehlo.shift_left"(%v299, %v304) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v310 = "stablehlo.shift_right_logical"(%v299, %v308) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v311 = "stablehlo.or"(%v309, %v310) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v312 = "stablehlo.xor"(%v302, %v311) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c313 = stablehlo.constant dense<1> : tensor<i32>
  %v314 = "stablehlo.add"(%x253, %c313) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v315 = "stablehlo.broadcast_in_dim"(%x256) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v316 = "stablehlo.add"(%v302, %v315) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v317 = "stablehlo.convert"(%v314) : (tensor<i32>) -> tensor<ui32>
  %v318 = "stablehlo.add"(%x257, %v317) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v319 = "stablehlo.broadcast_in_dim"(%v318) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v320 = "stablehlo.add"(%v312, %v319) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v314, %v316, %v320, %x257, %x258, %x256, %x260, %x259) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v321 = "stablehlo.concatenate"(%w242#1, %w242#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %v322 = "stablehlo.slice"(%v321) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v323 = "stablehlo.slice"(%v321) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %c324 = stablehlo.constant dense<1> : tensor<i32>
  %v325 = "stablehlo.add"(%x13, %c324) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v325, %v322, %v224) : (tensor<i32>, tensor<2xui32>, tensor<1xf32>) -> ()
  }) : (tensor<i32>, tensor<2xui32>, tensor<1xf32>) -> (tensor<i32>, tensor<2xui32>, tensor<1xf32>)
  return %w7#2 : tensor<1xf32>
}