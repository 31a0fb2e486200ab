// Reduced from the differential fuzzer's seed 402 f95 (vmap of vmap of a float64 program,
// tests/inputs/fuzz_fixed/seed402_f95_v0_v1.mlir): a gather whose start indices are
// column 0 of a wider last dimension.  iree-compile 3.13 fails on it: "failed to translate
// the MLIR LLVM dialect to the native llvm::Module" (see hostcall-contiguous-gather-indices).
func.func @main(%operand: tensor<3x2x3xf32>, %x: tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xf32> {
  %column = stablehlo.slice %x [0:2, 0:3, 0:2, 0:1] : (tensor<2x3x2x3xi32>) -> tensor<2x3x2x1xi32>
  %rows = "stablehlo.gather"(%operand, %column) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<2x3x2x1xi32>) -> tensor<2x3x2x3xf32>
  return %rows : tensor<2x3x2x3xf32>
}
