// Fixed finding (was tools/differential.py KNOWN_COMPILE_CRASHES, statement kind
// data_while): `fuzz_campaign.py --seed 307 --data-indices --random`, f62, shrunk to 1
// statement: a data_while loop (k < 2 && flag; flag from integer state xor the first
// element of a case result whose branches gather from / select with the i1 array carry).
// The only reads of the array carry are selects on compare(x, x, GT), which
// hostcall-fold-splats folded to false but left in place; IREE folds the selects, sees a
// carry the body overwrites without reading, and iree-compile 3.13 crashed in
// ConvertToStreamPass (SIGSEGV; "LLVM ERROR: out of memory" for the jit version in
// tests/test_fold_splats.py), the crash of hostcall-guard-unread-carries' docstring.
// hostcall-fold-splats now folds a select on a constant predicate, and the guard reads
// the carry.
func.func @f62(%a0: tensor<4xi1>, %a1: tensor<4xi1>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xi1>) {
  %c10910 = stablehlo.constant dense<true> : tensor<i1>
  %c10911 = stablehlo.constant dense<0> : tensor<i32>
  %w10912:4 = "stablehlo.while"(%c10911, %i0, %c10910, %a1) ({
  ^bb0(%x10913: tensor<i32>, %x10914: tensor<i32>, %x10915: tensor<i1>, %x10916: tensor<4xi1>):
  %c10917 = stablehlo.constant dense<2> : tensor<i32>
  %v10918 = "stablehlo.compare"(%x10913, %c10917) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v10919 = "stablehlo.and"(%v10918, %x10915) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v10919) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x10920: tensor<i32>, %x10921: tensor<i32>, %x10922: tensor<i1>, %x10923: tensor<4xi1>):
  %v10924 = "stablehlo.case"(%i0) ({
  %c10925 = stablehlo.constant dense<[[5], [-2], [-2], [0]]> : tensor<4x1xi32>
  %v10926 = "stablehlo.gather"(%a0, %c10925) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<4xi1>, tensor<4x1xi32>) -> tensor<4xi1>
    "stablehlo.return"(%v10926) : (tensor<4xi1>) -> ()
  }, {
  %v10927 = "stablehlo.compare"(%a0, %a0) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %v10928 = "stablehlo.select"(%v10927, %x10923, %a0) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    "stablehlo.return"(%v10928) : (tensor<4xi1>) -> ()
  }, {
  %v10929 = "stablehlo.compare"(%x10923, %x10923) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %v10930 = "stablehlo.select"(%v10929, %x10923, %a0) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    "stablehlo.return"(%v10930) : (tensor<4xi1>) -> ()
  }) : (tensor<i32>) -> tensor<4xi1>
  %c10931 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c10932 = stablehlo.constant dense<12345> : tensor<i32>
  %v10933 = "stablehlo.multiply"(%x10921, %c10931) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v10934 = "stablehlo.add"(%v10933, %c10932) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c10935 = stablehlo.constant dense<16> : tensor<i32>
  %c10936 = stablehlo.constant dense<7> : tensor<i32>
  %v10937 = "stablehlo.shift_right_logical"(%v10934, %c10935) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v10938 = "stablehlo.and"(%v10937, %c10936) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c10939 = stablehlo.constant dense<0> : tensor<i32>
  %v10940 = "stablehlo.compare"(%v10938, %c10939) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v10941 = "stablehlo.slice"(%v10924) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi1>) -> tensor<1xi1>
  %v10942 = "stablehlo.reshape"(%v10941) : (tensor<1xi1>) -> tensor<i1>
  %v10943 = "stablehlo.xor"(%v10940, %v10942) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %c10944 = stablehlo.constant dense<1> : tensor<i32>
  %v10945 = "stablehlo.add"(%x10920, %c10944) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v10945, %v10934, %v10943, %v10924) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xi1>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xi1>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xi1>)
  return %w10912#3 : tensor<4xi1>
}
// inputs: [False,  True,  True, False]; [ True, False, False,  True]; 6; 5
