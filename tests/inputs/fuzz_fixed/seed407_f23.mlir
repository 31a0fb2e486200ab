// Fixed finding: `fuzz_campaign.py --seed 407 --data-indices --random`, f23: iree-compile 3.13
// gave up ("maximum iteration count exceeded in fixed point pipeline").  The i8 -> bf16
// convert in the loop's case branch went through float32 with hostcall-int-to-bf16's
// optimization_barrier between the conversions, in the body; IREE folds the only reader of
// the loop's result (select(a0 != r, a0, r) is a0) but keeps a loop whose body holds a
// barrier, and its stream pipeline then never settled.  hostcall-int-to-bf16 now adds a
// -0.0 from a barrier built before the outermost loop (and jit's trace no longer puts its
// own barrier there: the pass is the one place of the workaround).
// compile mismatch: <fuzz>: error: IREE failed to compile the module: maximum iteration count exceeded in fixed point pipeline
func.func @f23(%a0: tensor<5xi8>, %a1: tensor<5xi8>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xi8>) {
  %c5402 = stablehlo.constant dense<true> : tensor<i1>
  %c5403 = stablehlo.constant dense<0> : tensor<i32>
  %w5404:4 = "stablehlo.while"(%c5403, %i1, %c5402, %a0) ({
  ^bb0(%x5405: tensor<i32>, %x5406: tensor<i32>, %x5407: tensor<i1>, %x5408: tensor<5xi8>):
  %c5409 = stablehlo.constant dense<1> : tensor<i32>
  %v5410 = "stablehlo.compare"(%x5405, %c5409) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v5411 = "stablehlo.and"(%v5410, %x5407) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v5411) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x5412: tensor<i32>, %x5413: tensor<i32>, %x5414: tensor<i1>, %x5415: tensor<5xi8>):
  %v5416 = "stablehlo.case"(%i1) ({
  %c5417 = stablehlo.constant dense<[[0], [5], [3], [6], [-1]]> : tensor<5x1xi32>
  %v5418 = "stablehlo.gather"(%x5415, %c5417) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<5xi8>, tensor<5x1xi32>) -> tensor<5xi8>
    "stablehlo.return"(%v5418) : (tensor<5xi8>) -> ()
  }, {
  %c5419 = stablehlo.constant dense<[[5], [7], [5], [-1], [2]]> : tensor<5x1xi32>
  %v5420 = "stablehlo.gather"(%a1, %c5419) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<5xi8>, tensor<5x1xi32>) -> tensor<5xi8>
    "stablehlo.return"(%v5420) : (tensor<5xi8>) -> ()
  }, {
  %v5421 = "stablehlo.convert"(%a1) : (tensor<5xi8>) -> tensor<5xbf16>
  %v5422 = "stablehlo.subtract"(%v5421, %v5421) : (tensor<5xbf16>, tensor<5xbf16>) -> tensor<5xbf16>
  %v5423 = "stablehlo.convert"(%v5422) : (tensor<5xbf16>) -> tensor<5xi8>
    "stablehlo.return"(%v5423) : (tensor<5xi8>) -> ()
  }) : (tensor<i32>) -> tensor<5xi8>
  %c5424 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c5425 = stablehlo.constant dense<12345> : tensor<i32>
  %v5426 = "stablehlo.multiply"(%x5413, %c5424) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v5427 = "stablehlo.add"(%v5426, %c5425) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c5428 = stablehlo.constant dense<16> : tensor<i32>
  %c5429 = stablehlo.constant dense<7> : tensor<i32>
  %v5430 = "stablehlo.shift_right_logical"(%v5427, %c5428) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v5431 = "stablehlo.and"(%v5430, %c5429) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c5432 = stablehlo.constant dense<0> : tensor<i32>
  %v5433 = "stablehlo.compare"(%v5431, %c5432) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v5434 = "stablehlo.slice"(%v5416) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<5xi8>) -> tensor<1xi8>
  %v5435 = "stablehlo.reshape"(%v5434) : (tensor<1xi8>) -> tensor<i8>
  %c5436 = stablehlo.constant dense<0> : tensor<i8>
  %v5437 = "stablehlo.compare"(%v5435, %c5436) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i8>, tensor<i8>) -> tensor<i1>
  %v5438 = "stablehlo.xor"(%v5433, %v5437) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %c5439 = stablehlo.constant dense<1> : tensor<i32>
  %v5440 = "stablehlo.add"(%x5412, %c5439) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v5440, %v5427, %v5438, %v5416) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<5xi8>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<5xi8>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<5xi8>)
  %v5443 = "stablehlo.compare"(%a0, %w5404#3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi8>, tensor<5xi8>) -> tensor<5xi1>
  %v5444 = "stablehlo.select"(%v5443, %a0, %w5404#3) : (tensor<5xi1>, tensor<5xi8>, tensor<5xi8>) -> tensor<5xi8>
  return %v5444 : tensor<5xi8>
}
// inputs: [ 7, -5, 12, -9,  9]; [-20,  13,  -3,  -3, -16]; 8; 3
