// Fixed (found on commit 5c3c4e2 by `fuzz_campaign.py --seed 457 --data-indices --random
// --host-loops`; iree-compile 3.13 crashed, "LLVM ERROR: out of memory" in
// ConvertToStreamPass, with either pipeline and with none of hostcall's passes).
// The flag loop's array carry starts the carry of a nested loop of one trip that only that
// loop's second trip would read (through the dynamic_update_slice into the carry the
// next trip scatters from).  IREE folds a one-trip loop to its body, sees the outer carry
// overwritten unread, and crashes as in seed 441 f207; hostcall-guard-unread-carries saw
// the carry read.  hostcall-unroll-small-loops now unrolls every counted loop of one trip
// or none, so the guard sees what IREE sees (tests/test_unroll_small_loops.py has the
// canary and a jit program of the same shape).
// compile mismatch: <fuzz>: error: IREE failed to compile the module: Error invoking IREE compiler tool iree-compile
func.func @f231(%a0: tensor<3x4xi64>, %a1: tensor<3x4xi64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xi64>) {
  %c38312 = stablehlo.constant dense<true> : tensor<i1>
  %c38313 = stablehlo.constant dense<0> : tensor<i32>
  %w38314:4 = "stablehlo.while"(%c38313, %i0, %c38312, %a1) ({
  ^bb0(%x38315: tensor<i32>, %x38316: tensor<i32>, %x38317: tensor<i1>, %x38318: tensor<3x4xi64>):
  %c38319 = stablehlo.constant dense<1> : tensor<i32>
  %v38320 = "stablehlo.compare"(%x38315, %c38319) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v38321 = "stablehlo.and"(%v38320, %x38317) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v38321) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x38322: tensor<i32>, %x38323: tensor<i32>, %x38324: tensor<i1>, %x38325: tensor<3x4xi64>):
  %c38326 = stablehlo.constant dense<0> : tensor<i32>
  %w38330:3 = "stablehlo.while"(%c38326, %x38325, %a1) ({
  ^bb0(%k38327: tensor<i32>, %x38328: tensor<3x4xi64>, %x38329: tensor<3x4xi64>):
  %c38331 = stablehlo.constant dense<1> : tensor<i32>
  %v38332 = "stablehlo.compare"(%k38327, %c38331) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v38332) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k38333: tensor<i32>, %x38334: tensor<3x4xi64>, %x38335: tensor<3x4xi64>):
  %c38336 = stablehlo.constant dense<[[4], [1], [3]]> : tensor<3x1xi32>
  %v38337 = "stablehlo.scatter"(%a1, %c38336, %x38335) ({
  ^bb0(%p38338: tensor<i64>, %q38339: tensor<i64>):
  %v38340 = "stablehlo.add"(%p38338, %q38339) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v38340) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xi64>, tensor<3x1xi32>, tensor<3x4xi64>) -> tensor<3x4xi64>
  %v38341 = "stablehlo.slice"(%x38335) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<3x4xi64>) -> tensor<1x1xi64>
  %v38342 = "stablehlo.reshape"(%v38341) : (tensor<1x1xi64>) -> tensor<i64>
  %c38343 = stablehlo.constant dense<1023> : tensor<i64>
  %v38344 = "stablehlo.and"(%v38342, %c38343) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  %v38345 = "stablehlo.convert"(%v38344) : (tensor<i64>) -> tensor<i32>
  %v38346 = "stablehlo.slice"(%x38335) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 1, 3>, strides = array<i64: 1, 1>} : (tensor<3x4xi64>) -> tensor<1x1xi64>
  %v38347 = "stablehlo.reshape"(%v38346) : (tensor<1x1xi64>) -> tensor<i64>
  %c38348 = stablehlo.constant dense<1023> : tensor<i64>
  %v38349 = "stablehlo.and"(%v38347, %c38348) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  %v38350 = "stablehlo.convert"(%v38349) : (tensor<i64>) -> tensor<i32>
  %v38351 = "stablehlo.dynamic_slice"(%a1, %v38345, %v38350) {slice_sizes = array<i64: 3, 1>} : (tensor<3x4xi64>, tensor<i32>, tensor<i32>) -> tensor<3x1xi64>
  %v38352 = "stablehlo.slice"(%x38335) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<3x4xi64>) -> tensor<1x1xi64>
  %v38353 = "stablehlo.reshape"(%v38352) : (tensor<1x1xi64>) -> tensor<i64>
  %c38354 = stablehlo.constant dense<1023> : tensor<i64>
  %v38355 = "stablehlo.and"(%v38353, %c38354) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  %v38356 = "stablehlo.convert"(%v38355) : (tensor<i64>) -> tensor<i32>
  %v38357 = "stablehlo.slice"(%x38335) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<3x4xi64>) -> tensor<1x1xi64>
  %v38358 = "stablehlo.reshape"(%v38357) : (tensor<1x1xi64>) -> tensor<i64>
  %c38359 = stablehlo.constant dense<1023> : tensor<i64>
  %v38360 = "stablehlo.and"(%v38358, %c38359) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  %v38361 = "stablehlo.convert"(%v38360) : (tensor<i64>) -> tensor<i32>
  %v38362 = "stablehlo.dynamic_update_slice"(%x38334, %v38351, %v38356, %v38361) : (tensor<3x4xi64>, tensor<3x1xi64>, tensor<i32>, tensor<i32>) -> tensor<3x4xi64>
  %c38363 = stablehlo.constant dense<1> : tensor<i32>
  %v38364 = "stablehlo.add"(%k38333, %c38363) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v38364, %v38337, %v38362) : (tensor<i32>, tensor<3x4xi64>, tensor<3x4xi64>) -> ()
  }) : (tensor<i32>, tensor<3x4xi64>, tensor<3x4xi64>) -> (tensor<i32>, tensor<3x4xi64>, tensor<3x4xi64>)
  %c38365 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c38366 = stablehlo.constant dense<12345> : tensor<i32>
  %v38367 = "stablehlo.multiply"(%x38323, %c38365) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v38368 = "stablehlo.add"(%v38367, %c38366) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c38369 = stablehlo.constant dense<16> : tensor<i32>
  %c38370 = stablehlo.constant dense<7> : tensor<i32>
  %v38371 = "stablehlo.shift_right_logical"(%v38368, %c38369) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v38372 = "stablehlo.and"(%v38371, %c38370) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c38373 = stablehlo.constant dense<0> : tensor<i32>
  %v38374 = "stablehlo.compare"(%v38372, %c38373) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v38375 = "stablehlo.slice"(%w38330#1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<3x4xi64>) -> tensor<1x1xi64>
  %v38376 = "stablehlo.reshape"(%v38375) : (tensor<1x1xi64>) -> tensor<i64>
  %c38377 = stablehlo.constant dense<0> : tensor<i64>
  %v38378 = "stablehlo.compare"(%v38376, %c38377) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %v38379 = "stablehlo.xor"(%v38374, %v38378) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %c38380 = stablehlo.constant dense<1> : tensor<i32>
  %v38381 = "stablehlo.add"(%x38322, %c38380) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v38381, %v38368, %v38379, %w38330#1) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xi64>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xi64>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xi64>)
  return %w38314#3 : tensor<3x4xi64>
}
// inputs: [[ 18,  -6,   2, -12], [-10,   8, -17,  -3], [  4,   2,   7,   7]]; [[-17,   7, -16,  -4], [ 16,   3,  19,   4], [ -5,   3,   7, -18]]; 2; -3
