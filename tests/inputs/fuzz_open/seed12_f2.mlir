// values mismatch: result 0[0]: np.uint8(15), expected np.uint8(14)
func.func @f2(%a0: tensor<5xui8>, %a1: tensor<5xui8>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xui8>, tensor<5xui8>) {
  %v105 = "stablehlo.dynamic_slice"(%a0, %i0) {slice_sizes = array<i64: 3>} : (tensor<5xui8>, tensor<i32>) -> tensor<3xui8>
  %v106 = "stablehlo.dynamic_update_slice"(%a1, %v105, %i1) : (tensor<5xui8>, tensor<3xui8>, tensor<i32>) -> tensor<5xui8>
  %v123 = "stablehlo.dynamic_slice"(%a1, %i1) {slice_sizes = array<i64: 5>} : (tensor<5xui8>, tensor<i32>) -> tensor<5xui8>
  %v124 = "stablehlo.dynamic_update_slice"(%v106, %v123, %i0) : (tensor<5xui8>, tensor<5xui8>, tensor<i32>) -> tensor<5xui8>
  return %v124, %v106 : tensor<5xui8>, tensor<5xui8>
}
// inputs: [ 6, 12, 15,  1, 12]; [14,  8,  5, 17,  6]; 5; -1
// reference: [14,  8,  5, 17,  6]; [15,  1, 12, 17,  6]
// compiled:  [15,  1, 12, 17,  6]; [15,  1, 12, 17,  6]
