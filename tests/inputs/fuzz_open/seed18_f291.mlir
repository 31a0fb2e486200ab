// values mismatch: result 0[0, 0]: np.int16(1023), expected np.int16(1024)
func.func @f291(%a0: tensor<3x4xi16>, %a1: tensor<3x4xi16>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xi16>, tensor<3x4xi16>) {
  %c8454 = stablehlo.constant dense<[[3], [-2], [0]]> : tensor<3x1xi32>
  %v8455 = "stablehlo.scatter"(%a1, %c8454, %a0) ({
  ^bb0(%p8456: tensor<i16>, %q8457: tensor<i16>):
    "stablehlo.return"(%q8457) : (tensor<i16>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xi16>, tensor<3x1xi32>, tensor<3x4xi16>) -> tensor<3x4xi16>
  %c8460 = stablehlo.constant dense<15> : tensor<3x4xi16>
  %v8461 = "stablehlo.and"(%a0, %c8460) : (tensor<3x4xi16>, tensor<3x4xi16>) -> tensor<3x4xi16>
  %v8462 = "stablehlo.shift_right_logical"(%v8455, %v8461) : (tensor<3x4xi16>, tensor<3x4xi16>) -> tensor<3x4xi16>
  %v8474 = "stablehlo.convert"(%v8462) : (tensor<3x4xi16>) -> tensor<3x4xbf16>
  %v8475 = "stablehlo.minimum"(%v8474, %v8474) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
  %v8476 = "stablehlo.convert"(%v8475) : (tensor<3x4xbf16>) -> tensor<3x4xi16>
  return %v8476, %v8462 : tensor<3x4xi16>, tensor<3x4xi16>
}
// inputs: [[  6, -17,   9,  -8],
 [ -7,   0,  16,   0],
 [-18, -20,  16,   6]]; [[ 13,   8,  -4,  12],
 [ 13, -20,  13,  -2],
 [ -6,   3,  -2,  17]]; 4; 1
// reference: [[1024,    1,    0,    0],
 [   0,  -20,   13,   -2],
 [   3,    0,   -2,    0]]; [[1023,    1,    0,    0],
 [   0,  -20,   13,   -2],
 [   3,    0,   -2,    0]]
// compiled:  [[1023,    1,    0,    0],
 [   0,  -20,   13,   -2],
 [   3,    0,   -2,    0]]; [[1023,    1,    0,    0],
 [   0,  -20,   13,   -2],
 [   3,    0,   -2,    0]]
