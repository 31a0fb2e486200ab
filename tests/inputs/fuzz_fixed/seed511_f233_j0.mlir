// Fixed (found on commit 9688afa by `fuzz_campaign.py --seed 511 --layout --transforms`;
// the same on the code before this stop, ce9d782): the jvp of a sort of a strided slice
// padded back gathers the tangent, x[::2], at the sort's permutation; hostcall-table-lookups
// makes that a torch_index_select of a strided view, which iree-compile 3.13 could not
// lower ("failed to translate the MLIR LLVM dialect to the native llvm::Module", as for
// the strided indices hostcall-contiguous-gather-indices guards).  The pass now guards a
// gathered array that is such a view too.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: failed to translate the MLIR LLVM dialect to the native llvm::Module
// jvp [('jvp',)] of:
func.func @f233(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xf32>) {
  %v11483 = "stablehlo.slice"(%a0) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 2>} : (tensor<4xf32>) -> tensor<2xf32>
  %v11486:1 = "stablehlo.sort"(%v11483) ({
  ^bb0(%p11484: tensor<f32>, %q11485: tensor<f32>):
  %v11487 = "stablehlo.compare"(%p11484, %q11485) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v11488 = "stablehlo.compare"(%p11484, %p11484) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v11489 = "stablehlo.compare"(%q11485, %q11485) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v11490 = "stablehlo.and"(%v11488, %v11489) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %v11491 = "stablehlo.or"(%v11487, %v11490) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v11491) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2xf32>) -> (tensor<2xf32>)
  %c11492 = stablehlo.constant dense<0.5> : tensor<f32>
  %v11493 = "stablehlo.pad"(%v11486#0, %c11492) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %v11493 : tensor<4xf32>
}
// transformed:
func.func @f233(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<4xf32> {
  %0 = stablehlo.slice %arg0 [0:4:2] : (tensor<4xf32>) -> tensor<2xf32>
  %1 = "stablehlo.sort"(%0) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %3 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.and %4, %5 : tensor<i1>
    %7 = stablehlo.or %3, %6 : tensor<i1>
    stablehlo.return %7 : tensor<i1>
  }) : (tensor<2xf32>) -> tensor<2xf32>
  %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %2 = stablehlo.pad %1, %cst, low = [0], high = [2], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func @f233_j0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.slice %arg0 [0:4:2] : (tensor<4xf32>) -> tensor<2xf32>
  %1 = stablehlo.slice %arg4 [0:4:2] : (tensor<4xf32>) -> tensor<2xf32>
  %2 = "stablehlo.sort"(%0) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
    %9 = stablehlo.compare LT, %arg6, %arg7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = stablehlo.compare EQ, %arg6, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %11 = stablehlo.compare NE, %arg7, %arg7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %12 = stablehlo.and %10, %11 : tensor<i1>
    %13 = stablehlo.or %9, %12 : tensor<i1>
    stablehlo.return %13 : tensor<i1>
  }) : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.iota dim = 0 : tensor<2xi32>
  %4:2 = "stablehlo.sort"(%0, %3) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<i32>, %arg9: tensor<i32>):
    %9 = stablehlo.compare LT, %arg6, %arg7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = stablehlo.compare EQ, %arg6, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %11 = stablehlo.compare NE, %arg7, %arg7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %12 = stablehlo.and %10, %11 : tensor<i1>
    %13 = stablehlo.or %9, %12 : tensor<i1>
    stablehlo.return %13 : tensor<i1>
  }) : (tensor<2xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2xi32>)
  %5 = stablehlo.reshape %4#1 : (tensor<2xi32>) -> tensor<2x1xi32>
  %6 = "stablehlo.gather"(%1, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<2x1xi32>) -> tensor<2xf32>
  %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %7 = stablehlo.pad %2, %cst, low = [0], high = [2], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %8 = stablehlo.pad %6, %cst_0, low = [0], high = [2], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %7, %8 : tensor<4xf32>, tensor<4xf32>
}
// inputs: [0.62237394, 2.0491874 , 0.8960658 , 0.7069214 ]; [-1.3891517 , -0.3336301 , -1.1961845 , -0.73701715]; 3; 2; [-2.4249115, -0.3353286, -1.8085046, -2.0081842]; [ 1.402023  , -0.48541144, -0.31035504, -0.38947484]
