// values mismatch: result 1[0, 0, 1, 0]: np.float64(4.562506539920134), expected np.float64(3.9458539500681455)
// IREE 3.13 folds selects nested on one mask (the masks are one value once it inlines
// @f169_v0_fwd and @f169_v0_lin_t_batched_...) inside a fused elementwise op and hands the
// scatter-add after it the wrong result of that op (tests/test_fold_splats.py has the
// minimal module).  Fixed: jit's pipeline inlines private functions (MLIR's `inline`, no
// simplification) after hostcall-dce-pure-callbacks and runs hostcall-fold-splats again,
// which folds such selects (tests/test_fuzz_findings.py checks this file).
// jacrev_vmap [('vmap', [1, 1, None, 0], 0, 2), ('vjp',), ('vmap', [None, None, None, None, 0], 0, 3)] of:
func.func @f169(%a0: tensor<3x4xf64>, %a1: tensor<3x4xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf64>) {
  %c15476 = stablehlo.constant dense<0> : tensor<i32>
  %c15477 = stablehlo.constant dense<2> : tensor<i32>
  %v15478 = "stablehlo.clamp"(%c15476, %i1, %c15477) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15479 = "stablehlo.case"(%v15478) ({
  %c15480 = stablehlo.constant dense<0> : tensor<i32>
  %c15481 = stablehlo.constant dense<2> : tensor<i32>
  %v15482 = "stablehlo.clamp"(%c15480, %i1, %c15481) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15483 = "stablehlo.case"(%v15482) ({
  %c15484 = stablehlo.constant dense<0.0> : tensor<f64>
  %v15485 = "stablehlo.reduce"(%a1, %c15484) ({
  ^bb0(%p15486: tensor<f64>, %q15487: tensor<f64>):
  %v15488 = "stablehlo.add"(%p15486, %q15487) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v15488) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
  %v15489 = "stablehlo.broadcast_in_dim"(%v15485) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf64>) -> tensor<3x4xf64>
  %v15490 = "stablehlo.multiply"(%v15489, %a0) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    "stablehlo.return"(%v15490) : (tensor<3x4xf64>) -> ()
  }, {
  %c15491 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
  %v15492 = "stablehlo.gather"(%a1, %c15491) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xf64>, tensor<3x1xi32>) -> tensor<3x4xf64>
    "stablehlo.return"(%v15492) : (tensor<3x4xf64>) -> ()
  }, {
  %v15493 = "stablehlo.subtract"(%a1, %a1) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    "stablehlo.return"(%v15493) : (tensor<3x4xf64>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf64>
    "stablehlo.return"(%v15483) : (tensor<3x4xf64>) -> ()
  }, {
  %c15494 = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %v15495 = "stablehlo.gather"(%a1, %c15494) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xf64>, tensor<3x1xi32>) -> tensor<3x4xf64>
    "stablehlo.return"(%v15495) : (tensor<3x4xf64>) -> ()
  }, {
  %c15496 = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
  %v15497 = "stablehlo.gather"(%a1, %c15496) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xf64>, tensor<3x1xi32>) -> tensor<3x4xf64>
    "stablehlo.return"(%v15497) : (tensor<3x4xf64>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf64>
  return %v15479 : tensor<3x4xf64>
}
// transformed:
func.func @f169(%arg0: tensor<3x4xf64>, %arg1: tensor<3x4xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x4xf64> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg3, %c_0 : tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.clamp %c_1, %arg3, %c_2 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
      %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xf64>) -> tensor<3x4xf64>
      %6 = stablehlo.multiply %5, %arg0 : tensor<3x4xf64>
      stablehlo.return %6 : tensor<3x4xf64>
    }, {
      %c_3 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
      %4 = "stablehlo.gather"(%arg1, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf64>, tensor<3x1xi32>) -> tensor<3x4xf64>
      stablehlo.return %4 : tensor<3x4xf64>
    }, {
      %4 = stablehlo.subtract %arg1, %arg1 : tensor<3x4xf64>
      stablehlo.return %4 : tensor<3x4xf64>
    }) : (tensor<i32>) -> tensor<3x4xf64>
    stablehlo.return %3 : tensor<3x4xf64>
  }, {
    %c_1 = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
    %2 = "stablehlo.gather"(%arg1, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf64>, tensor<3x1xi32>) -> tensor<3x4xf64>
    stablehlo.return %2 : tensor<3x4xf64>
  }, {
    %c_1 = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
    %2 = "stablehlo.gather"(%arg1, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf64>, tensor<3x1xi32>) -> tensor<3x4xf64>
    stablehlo.return %2 : tensor<3x4xf64>
  }) : (tensor<i32>) -> tensor<3x4xf64>
  return %1 : tensor<3x4xf64>
}
func.func @f169_v0(%arg0: tensor<3x2x4xf64>, %arg1: tensor<3x2x4xf64>, %arg2: tensor<i32>, %arg3: tensor<2xi32>) -> tensor<2x3x4xf64> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x2x4xf64>) -> tensor<2x3x4xf64>
  %1 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<3x2x4xf64>) -> tensor<2x3x4xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %4 = stablehlo.clamp %2, %arg3, %3 : tensor<2xi32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<2> : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %7 = stablehlo.clamp %5, %arg3, %6 : tensor<2xi32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %8 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2x3xf64>
  %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x3xf64>) -> tensor<2x3x4xf64>
  %10 = stablehlo.multiply %9, %0 : tensor<2x3x4xf64>
  %c_3 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
  %11 = stablehlo.broadcast_in_dim %c_3, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
  %12 = "stablehlo.gather"(%1, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf64>, tensor<2x3x1xi32>) -> tensor<2x3x4xf64>
  %13 = stablehlo.subtract %1, %1 : tensor<2x3x4xf64>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %15 = stablehlo.compare LT, %7, %14, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_5 = stablehlo.constant dense<3> : tensor<i32>
  %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %17 = stablehlo.compare GE, %7, %16, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %18 = stablehlo.or %15, %17 : tensor<2xi1>
  %c_6 = stablehlo.constant dense<2> : tensor<i32>
  %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %20 = stablehlo.select %18, %19, %7 : tensor<2xi1>, tensor<2xi32>
  %c_7 = stablehlo.constant dense<1> : tensor<i32>
  %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %22 = stablehlo.compare EQ, %20, %21, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %24 = stablehlo.select %23, %12, %13 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %26 = stablehlo.compare EQ, %20, %25, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %28 = stablehlo.select %27, %10, %24 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %c_9 = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %29 = stablehlo.broadcast_in_dim %c_9, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
  %30 = "stablehlo.gather"(%1, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf64>, tensor<2x3x1xi32>) -> tensor<2x3x4xf64>
  %c_10 = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
  %31 = stablehlo.broadcast_in_dim %c_10, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
  %32 = "stablehlo.gather"(%1, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf64>, tensor<2x3x1xi32>) -> tensor<2x3x4xf64>
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %33 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %34 = stablehlo.compare LT, %4, %33, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_12 = stablehlo.constant dense<3> : tensor<i32>
  %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %36 = stablehlo.compare GE, %4, %35, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %37 = stablehlo.or %34, %36 : tensor<2xi1>
  %c_13 = stablehlo.constant dense<2> : tensor<i32>
  %38 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %39 = stablehlo.select %37, %38, %4 : tensor<2xi1>, tensor<2xi32>
  %c_14 = stablehlo.constant dense<1> : tensor<i32>
  %40 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %41 = stablehlo.compare EQ, %39, %40, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %43 = stablehlo.select %42, %30, %32 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %c_15 = stablehlo.constant dense<0> : tensor<i32>
  %44 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %45 = stablehlo.compare EQ, %39, %44, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %47 = stablehlo.select %46, %28, %43 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  return %47 : tensor<2x3x4xf64>
}
func.func @f169_v0_fwd(%arg0: tensor<3x2x4xf64>, %arg1: tensor<3x2x4xf64>, %arg2: tensor<i32>, %arg3: tensor<2xi32>) -> (tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>, tensor<2x3x1xi32>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x2x4xf64>) -> tensor<2x3x4xf64>
  %1 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<3x2x4xf64>) -> tensor<2x3x4xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %4 = stablehlo.clamp %2, %arg3, %3 : tensor<2xi32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<2> : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %7 = stablehlo.clamp %5, %arg3, %6 : tensor<2xi32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %8 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2x3xf64>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x3xf64>) -> tensor<2x3x4xf64>
  %10 = stablehlo.multiply %9, %0 : tensor<2x3x4xf64>
  %c_4 = stablehlo.constant dense<[[2], [1], [0]]> : tensor<3x1xi32>
  %11 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
  %12 = "stablehlo.gather"(%1, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf64>, tensor<2x3x1xi32>) -> tensor<2x3x4xf64>
  %13 = stablehlo.subtract %1, %1 : tensor<2x3x4xf64>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %15 = stablehlo.compare LT, %7, %14, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_6 = stablehlo.constant dense<3> : tensor<i32>
  %16 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %17 = stablehlo.compare GE, %7, %16, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %18 = stablehlo.or %15, %17 : tensor<2xi1>
  %c_7 = stablehlo.constant dense<2> : tensor<i32>
  %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %20 = stablehlo.select %18, %19, %7 : tensor<2xi1>, tensor<2xi32>
  %c_8 = stablehlo.constant dense<1> : tensor<i32>
  %21 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %22 = stablehlo.compare EQ, %20, %21, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %24 = stablehlo.select %23, %12, %13 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %25 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %26 = stablehlo.compare EQ, %20, %25, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %28 = stablehlo.select %27, %10, %24 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %c_10 = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %29 = stablehlo.broadcast_in_dim %c_10, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
  %30 = "stablehlo.gather"(%1, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf64>, tensor<2x3x1xi32>) -> tensor<2x3x4xf64>
  %c_11 = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
  %31 = stablehlo.broadcast_in_dim %c_11, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
  %32 = "stablehlo.gather"(%1, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf64>, tensor<2x3x1xi32>) -> tensor<2x3x4xf64>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %33 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %34 = stablehlo.compare LT, %4, %33, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_13 = stablehlo.constant dense<3> : tensor<i32>
  %35 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %36 = stablehlo.compare GE, %4, %35, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %37 = stablehlo.or %34, %36 : tensor<2xi1>
  %c_14 = stablehlo.constant dense<2> : tensor<i32>
  %38 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %39 = stablehlo.select %37, %38, %4 : tensor<2xi1>, tensor<2xi32>
  %c_15 = stablehlo.constant dense<1> : tensor<i32>
  %40 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %41 = stablehlo.compare EQ, %39, %40, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %43 = stablehlo.select %42, %30, %32 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %c_16 = stablehlo.constant dense<0> : tensor<i32>
  %44 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %45 = stablehlo.compare EQ, %39, %44, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %47 = stablehlo.select %46, %28, %43 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  return %47, %0, %9, %11, %23, %27, %29, %31, %42, %46 : tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>, tensor<2x3x1xi32>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>
}
func.func @f169_v0_lin(%arg0: tensor<2x3x4xf64>, %arg1: tensor<2x3x4xf64>, %arg2: tensor<2x3x1xi32>, %arg3: tensor<2x3x4xi1>, %arg4: tensor<2x3x4xi1>, %arg5: tensor<2x3x1xi32>, %arg6: tensor<2x3x1xi32>, %arg7: tensor<2x3x4xi1>, %arg8: tensor<2x3x4xi1>, %arg9: tensor<3x2x4xf64>, %arg10: tensor<3x2x4xf64>) -> tensor<2x3x4xf64> attributes {hostcall.num_residuals = 9 : i64} {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %0 = stablehlo.transpose %arg9, dims = [1, 0, 2] : (tensor<3x2x4xf64>) -> tensor<2x3x4xf64>
  %1 = stablehlo.transpose %arg10, dims = [1, 0, 2] : (tensor<3x2x4xf64>) -> tensor<2x3x4xf64>
  %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2x3xf64>
  %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x3xf64>) -> tensor<2x3x4xf64>
  %4 = stablehlo.multiply %3, %arg0 : tensor<2x3x4xf64>
  %5 = stablehlo.multiply %arg1, %0 : tensor<2x3x4xf64>
  %6 = stablehlo.add %4, %5 : tensor<2x3x4xf64>
  %7 = "stablehlo.gather"(%1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf64>, tensor<2x3x1xi32>) -> tensor<2x3x4xf64>
  %8 = stablehlo.negate %1 : tensor<2x3x4xf64>
  %9 = stablehlo.add %1, %8 : tensor<2x3x4xf64>
  %10 = stablehlo.select %arg3, %7, %9 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %11 = stablehlo.select %arg4, %6, %10 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %12 = "stablehlo.gather"(%1, %arg5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf64>, tensor<2x3x1xi32>) -> tensor<2x3x4xf64>
  %13 = "stablehlo.gather"(%1, %arg6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf64>, tensor<2x3x1xi32>) -> tensor<2x3x4xf64>
  %14 = stablehlo.select %arg7, %12, %13 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %15 = stablehlo.select %arg8, %11, %14 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  return %15 : tensor<2x3x4xf64>
}
func.func @f169_v0_lin_t(%arg0: tensor<2x3x4xf64>, %arg1: tensor<2x3x4xf64>, %arg2: tensor<2x3x1xi32>, %arg3: tensor<2x3x4xi1>, %arg4: tensor<2x3x4xi1>, %arg5: tensor<2x3x1xi32>, %arg6: tensor<2x3x1xi32>, %arg7: tensor<2x3x4xi1>, %arg8: tensor<2x3x4xi1>, %arg9: tensor<2x3x4xf64>) -> (tensor<3x2x4xf64>, tensor<3x2x4xf64>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %0 = stablehlo.select %arg8, %arg9, %cst_0 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %1 = stablehlo.select %arg8, %cst_0, %arg9 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %2 = stablehlo.select %arg7, %1, %cst_1 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %3 = stablehlo.select %arg7, %cst_1, %1 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %4 = "stablehlo.scatter"(%cst_2, %arg6, %3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg10: tensor<f64>, %arg11: tensor<f64>):
    %23 = stablehlo.add %arg10, %arg11 : tensor<f64>
    stablehlo.return %23 : tensor<f64>
  }) : (tensor<2x3x4xf64>, tensor<2x3x1xi32>, tensor<2x3x4xf64>) -> tensor<2x3x4xf64>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %5 = "stablehlo.scatter"(%cst_3, %arg5, %2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg10: tensor<f64>, %arg11: tensor<f64>):
    %23 = stablehlo.add %arg10, %arg11 : tensor<f64>
    stablehlo.return %23 : tensor<f64>
  }) : (tensor<2x3x4xf64>, tensor<2x3x1xi32>, tensor<2x3x4xf64>) -> tensor<2x3x4xf64>
  %6 = stablehlo.add %4, %5 : tensor<2x3x4xf64>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %7 = stablehlo.select %arg4, %0, %cst_4 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %8 = stablehlo.select %arg4, %cst_4, %0 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %9 = stablehlo.select %arg3, %8, %cst_5 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %10 = stablehlo.select %arg3, %cst_5, %8 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
  %11 = stablehlo.add %6, %10 : tensor<2x3x4xf64>
  %12 = stablehlo.negate %10 : tensor<2x3x4xf64>
  %13 = stablehlo.add %11, %12 : tensor<2x3x4xf64>
  %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %14 = "stablehlo.scatter"(%cst_6, %arg2, %9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg10: tensor<f64>, %arg11: tensor<f64>):
    %23 = stablehlo.add %arg10, %arg11 : tensor<f64>
    stablehlo.return %23 : tensor<f64>
  }) : (tensor<2x3x4xf64>, tensor<2x3x1xi32>, tensor<2x3x4xf64>) -> tensor<2x3x4xf64>
  %15 = stablehlo.add %13, %14 : tensor<2x3x4xf64>
  %16 = stablehlo.multiply %arg1, %7 : tensor<2x3x4xf64>
  %17 = stablehlo.multiply %7, %arg0 : tensor<2x3x4xf64>
  %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %18 = stablehlo.reduce(%17 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2x3xf64>
  %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x3xf64>) -> tensor<2x3x4xf64>
  %20 = stablehlo.add %15, %19 : tensor<2x3x4xf64>
  %21 = stablehlo.transpose %20, dims = [1, 0, 2] : (tensor<2x3x4xf64>) -> tensor<3x2x4xf64>
  %22 = stablehlo.transpose %16, dims = [1, 0, 2] : (tensor<2x3x4xf64>) -> tensor<3x2x4xf64>
  return %22, %21 : tensor<3x2x4xf64>, tensor<3x2x4xf64>
}
func.func @f169_v0_vjp(%arg0: tensor<3x2x4xf64>, %arg1: tensor<3x2x4xf64>, %arg2: tensor<i32>, %arg3: tensor<2xi32>, %arg4: tensor<2x3x4xf64>) -> (tensor<3x2x4xf64>, tensor<3x2x4xf64>) {
  %0:10 = call @f169_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x2x4xf64>, tensor<3x2x4xf64>, tensor<i32>, tensor<2xi32>) -> (tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>, tensor<2x3x1xi32>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>)
  %1:2 = call @f169_v0_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %arg4) : (tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>, tensor<2x3x1xi32>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>, tensor<2x3x4xf64>) -> (tensor<3x2x4xf64>, tensor<3x2x4xf64>)
  return %1#0, %1#1 : tensor<3x2x4xf64>, tensor<3x2x4xf64>
}
func.func @f169_v0_vjp_v2(%arg0: tensor<3x2x4xf64>, %arg1: tensor<3x2x4xf64>, %arg2: tensor<i32>, %arg3: tensor<2xi32>, %arg4: tensor<3x2x3x4xf64>) -> (tensor<3x3x2x4xf64>, tensor<3x3x2x4xf64>) {
  %0:10 = call @f169_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x2x4xf64>, tensor<3x2x4xf64>, tensor<i32>, tensor<2xi32>) -> (tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>, tensor<2x3x1xi32>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>)
  %1:2 = call @f169_v0_lin_t_batched_uuuuuuuuub(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %arg4) : (tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>, tensor<2x3x1xi32>, tensor<2x3x1xi32>, tensor<2x3x4xi1>, tensor<2x3x4xi1>, tensor<3x2x3x4xf64>) -> (tensor<3x3x2x4xf64>, tensor<3x3x2x4xf64>)
  return %1#0, %1#1 : tensor<3x3x2x4xf64>, tensor<3x3x2x4xf64>
}
func.func @f169_v0_lin_t_batched_uuuuuuuuub(%arg0: tensor<2x3x4xf64>, %arg1: tensor<2x3x4xf64>, %arg2: tensor<2x3x1xi32>, %arg3: tensor<2x3x4xi1>, %arg4: tensor<2x3x4xi1>, %arg5: tensor<2x3x1xi32>, %arg6: tensor<2x3x1xi32>, %arg7: tensor<2x3x4xi1>, %arg8: tensor<2x3x4xi1>, %arg9: tensor<3x2x3x4xf64>) -> (tensor<3x3x2x4xf64>, tensor<3x3x2x4xf64>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %0 = stablehlo.broadcast_in_dim %arg8, dims = [1, 2, 3] : (tensor<2x3x4xi1>) -> tensor<3x2x3x4xi1>
  %1 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %2 = stablehlo.select %0, %arg9, %1 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf64>
  %3 = stablehlo.broadcast_in_dim %arg8, dims = [1, 2, 3] : (tensor<2x3x4xi1>) -> tensor<3x2x3x4xi1>
  %4 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %5 = stablehlo.select %3, %4, %arg9 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf64>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %6 = stablehlo.broadcast_in_dim %arg7, dims = [1, 2, 3] : (tensor<2x3x4xi1>) -> tensor<3x2x3x4xi1>
  %7 = stablehlo.broadcast_in_dim %cst_1, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %8 = stablehlo.select %6, %5, %7 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf64>
  %9 = stablehlo.broadcast_in_dim %arg7, dims = [1, 2, 3] : (tensor<2x3x4xi1>) -> tensor<3x2x3x4xi1>
  %10 = stablehlo.broadcast_in_dim %cst_1, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %11 = stablehlo.select %9, %10, %5 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf64>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %12 = stablehlo.broadcast_in_dim %cst_2, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %13 = stablehlo.broadcast_in_dim %arg6, dims = [1, 2, 3] : (tensor<2x3x1xi32>) -> tensor<3x2x3x1xi32>
  %14 = stablehlo.iota dim = 0 : tensor<3x2x3x1xi32>
  %15 = stablehlo.concatenate %14, %13, dim = 3 : (tensor<3x2x3x1xi32>, tensor<3x2x3x1xi32>) -> tensor<3x2x3x2xi32>
  %16 = "stablehlo.scatter"(%12, %15, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [0, 2], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 3>, unique_indices = false}> ({
  ^bb0(%arg10: tensor<f64>, %arg11: tensor<f64>):
    %53 = stablehlo.add %arg10, %arg11 : tensor<f64>
    stablehlo.return %53 : tensor<f64>
  }) : (tensor<3x2x3x4xf64>, tensor<3x2x3x2xi32>, tensor<3x2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %17 = stablehlo.broadcast_in_dim %cst_3, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %18 = stablehlo.broadcast_in_dim %arg5, dims = [1, 2, 3] : (tensor<2x3x1xi32>) -> tensor<3x2x3x1xi32>
  %19 = stablehlo.iota dim = 0 : tensor<3x2x3x1xi32>
  %20 = stablehlo.concatenate %19, %18, dim = 3 : (tensor<3x2x3x1xi32>, tensor<3x2x3x1xi32>) -> tensor<3x2x3x2xi32>
  %21 = "stablehlo.scatter"(%17, %20, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [0, 2], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 3>, unique_indices = false}> ({
  ^bb0(%arg10: tensor<f64>, %arg11: tensor<f64>):
    %53 = stablehlo.add %arg10, %arg11 : tensor<f64>
    stablehlo.return %53 : tensor<f64>
  }) : (tensor<3x2x3x4xf64>, tensor<3x2x3x2xi32>, tensor<3x2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %22 = stablehlo.add %16, %21 : tensor<3x2x3x4xf64>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %23 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2, 3] : (tensor<2x3x4xi1>) -> tensor<3x2x3x4xi1>
  %24 = stablehlo.broadcast_in_dim %cst_4, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %25 = stablehlo.select %23, %2, %24 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf64>
  %26 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2, 3] : (tensor<2x3x4xi1>) -> tensor<3x2x3x4xi1>
  %27 = stablehlo.broadcast_in_dim %cst_4, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %28 = stablehlo.select %26, %27, %2 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf64>
  %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %29 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2, 3] : (tensor<2x3x4xi1>) -> tensor<3x2x3x4xi1>
  %30 = stablehlo.broadcast_in_dim %cst_5, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %31 = stablehlo.select %29, %28, %30 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf64>
  %32 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2, 3] : (tensor<2x3x4xi1>) -> tensor<3x2x3x4xi1>
  %33 = stablehlo.broadcast_in_dim %cst_5, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %34 = stablehlo.select %32, %33, %28 : tensor<3x2x3x4xi1>, tensor<3x2x3x4xf64>
  %35 = stablehlo.add %22, %34 : tensor<3x2x3x4xf64>
  %36 = stablehlo.negate %34 : tensor<3x2x3x4xf64>
  %37 = stablehlo.add %35, %36 : tensor<3x2x3x4xf64>
  %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x4xf64>
  %38 = stablehlo.broadcast_in_dim %cst_6, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %39 = stablehlo.broadcast_in_dim %arg2, dims = [1, 2, 3] : (tensor<2x3x1xi32>) -> tensor<3x2x3x1xi32>
  %40 = stablehlo.iota dim = 0 : tensor<3x2x3x1xi32>
  %41 = stablehlo.concatenate %40, %39, dim = 3 : (tensor<3x2x3x1xi32>, tensor<3x2x3x1xi32>) -> tensor<3x2x3x2xi32>
  %42 = "stablehlo.scatter"(%38, %41, %31) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [0, 2], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 3>, unique_indices = false}> ({
  ^bb0(%arg10: tensor<f64>, %arg11: tensor<f64>):
    %53 = stablehlo.add %arg10, %arg11 : tensor<f64>
    stablehlo.return %53 : tensor<f64>
  }) : (tensor<3x2x3x4xf64>, tensor<3x2x3x2xi32>, tensor<3x2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %43 = stablehlo.add %37, %42 : tensor<3x2x3x4xf64>
  %44 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %45 = stablehlo.multiply %44, %25 : tensor<3x2x3x4xf64>
  %46 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3] : (tensor<2x3x4xf64>) -> tensor<3x2x3x4xf64>
  %47 = stablehlo.multiply %25, %46 : tensor<3x2x3x4xf64>
  %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %48 = stablehlo.reduce(%47 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<3x2x3x4xf64>, tensor<f64>) -> tensor<3x2x3xf64>
  %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<3x2x3xf64>) -> tensor<3x2x3x4xf64>
  %50 = stablehlo.add %43, %49 : tensor<3x2x3x4xf64>
  %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] : (tensor<3x2x3x4xf64>) -> tensor<3x3x2x4xf64>
  %52 = stablehlo.transpose %45, dims = [0, 2, 1, 3] : (tensor<3x2x3x4xf64>) -> tensor<3x3x2x4xf64>
  return %52, %51 : tensor<3x3x2x4xf64>, tensor<3x3x2x4xf64>
}
// inputs: [[[-4.60582932, -0.49338029,  2.55180377,  0.320291  ],
  [-1.7528472 ,  0.45370438, -1.47546239, -0.08171814]],

 [[ 2.03736295, -0.73851435, -2.38642914,  2.85851749],
  [ 1.32229367, -0.7971797 ,  0.61893369,  2.12930018]],

 [[-1.97427615, -2.05877607, -1.70910318, -1.77591494],
  [ 1.25739434, -0.27704796, -1.0382604 , -1.02896737]]]; [[[-1.1510563 ,  0.47855491, -0.2696829 , -2.0356964 ],
  [-1.44047104,  3.16931198,  2.2090934 ,  1.4349151 ]],

 [[-0.1094028 ,  1.85358089, -0.5649733 , -0.94518276],
  [ 0.6597036 , -1.27636524,  0.18910832, -1.00120404]],

 [[-1.36388956,  1.42780992,  1.91555266, -0.73318883],
  [-0.10971083, -0.56877346, -1.41295967,  0.66004459]]]; 2; [2, 0]; [[[[-0.1334254 , -0.26646858, -0.19064395,  0.39182715],
   [-1.65258179,  0.5919588 , -2.84192475, -1.53395583],
   [ 2.09071684,  0.59669392, -1.75842228,  2.91779782]],

  [[-0.73853695,  0.20023596, -1.67840546, -1.02840652],
   [-0.87357445,  0.68584853,  1.32363248,  0.87869886],
   [ 0.61665259,  1.85685971, -0.73840992, -0.05283468]]],


 [[[ 0.34612969, -1.71624696,  0.85801874, -0.26510049],
   [-0.67755404, -0.6067081 , -0.42504846, -0.43404965],
   [-2.69017208,  1.18253205, -0.98113641,  2.47167579]],

  [[ 1.95197808,  1.80080912, -0.68249169,  1.00207578],
   [ 0.36475252,  1.32923975,  0.75921493,  1.72280038],
   [-3.15017607, -0.13672359,  0.47215224, -0.25112671]]],


 [[[ 0.12113327,  1.2420635 , -0.85084811,  0.73417062],
   [ 2.65719141,  1.97605317,  0.40996684,  0.20059635],
   [ 2.51730802,  1.37197901, -2.47489845,  0.44155534]],

  [[-1.51047647,  3.1870437 , -0.15756932, -1.22396276],
   [ 1.51446227,  0.28716452,  0.81006433,  0.6995764 ],
   [ 0.755421  ,  1.97326658, -2.18845281,  0.76327295]]]]
// reference: [[[[-0.        , -0.        , -0.        , -0.        ],
   [-3.96804783,  1.07583767, -9.01781982, -5.52547337]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [ 1.24812593, -0.97991113, -1.89114965, -1.25544746]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [-0.88267613, -2.65790782,  1.05695949,  0.07562752]]],


 [[[-0.        , -0.        , -0.        , -0.        ],
   [10.48768435,  9.67547627, -3.66692508,  5.38400227]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [-0.52114285, -1.89916107, -1.08473392, -2.46146372]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [ 4.50916003,  0.19570606, -0.67583842,  0.35946261]]],


 [[[-0.        , -0.        , -0.        , -0.        ],
   [-8.11556265, 17.12350598, -0.84659622, -6.57616763]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [-2.16379912, -0.41028843, -1.15738538, -0.99952493]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [-1.08130914, -2.82453253,  3.13254997, -1.09254841]]]]; [[[[ 0.        ,  0.        ,  0.        ,  0.        ],
   [ 3.94585395,  3.94585395,  3.94585395,  3.94585395]],

  [[-0.1334254 , -0.26646858, -0.19064395,  0.39182715],
   [ 0.98838788,  0.98838788,  0.98838788,  0.98838788]],

  [[ 0.43813506,  1.18865272, -4.60034702,  1.383842  ],
   [ 1.08196322,  1.08196322,  1.08196322,  1.08196322]]],


 [[[ 0.        ,  0.        ,  0.        ,  0.        ],
   [-1.67938126, -1.67938126, -1.67938126, -1.67938126]],

  [[ 0.34612969, -1.71624696,  0.85801874, -0.26510049],
   [ 3.56092987,  3.56092987,  3.56092987,  3.56092987]],

  [[-3.36772612,  0.57582394, -1.40618487,  2.03762614],
   [-4.15495034, -4.15495034, -4.15495034, -4.15495034]]],


 [[[ 0.        ,  0.        ,  0.        ,  0.        ],
   [ 4.42611771,  4.42611771,  4.42611771,  4.42611771]],

  [[ 0.12113327,  1.2420635 , -0.85084811,  0.73417062],
   [ 3.76462641,  3.76462641,  3.76462641,  3.76462641]],

  [[ 5.17449943,  3.34803218, -2.06493161,  0.64215168],
   [ 1.88997354,  1.88997354,  1.88997354,  1.88997354]]]]
// compiled:  [[[[-0.        , -0.        , -0.        , -0.        ],
   [-3.96804783,  1.07583767, -9.01781982, -5.52547337]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [ 1.24812593, -0.97991113, -1.89114965, -1.25544746]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [-0.88267613, -2.65790782,  1.05695949,  0.07562752]]],


 [[[-0.        , -0.        , -0.        , -0.        ],
   [10.48768435,  9.67547627, -3.66692508,  5.38400227]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [-0.52114285, -1.89916107, -1.08473392, -2.46146372]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [ 4.50916003,  0.19570606, -0.67583842,  0.35946261]]],


 [[[-0.        , -0.        , -0.        , -0.        ],
   [-8.11556265, 17.12350598, -0.84659622, -6.57616763]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [-2.16379912, -0.41028843, -1.15738538, -0.99952493]],

  [[ 0.        ,  0.        ,  0.        ,  0.        ],
   [-1.08130914, -2.82453253,  3.13254997, -1.09254841]]]]; [[[[ 0.        ,  0.        ,  0.        ,  0.        ],
   [ 4.56250654,  5.80271366,  3.20744403,  3.89301927]],

  [[-0.1334254 , -0.26646858, -0.19064395,  0.39182715],
   [ 0.11481343,  1.67423641,  2.31202036,  1.86708674]],

  [[ 0.43813506,  1.18865272, -4.60034702,  1.383842  ],
   [ 0.34342627,  1.28219918, -0.59644224,  0.0535567 ]]],


 [[[ 0.        ,  0.        ,  0.        ,  0.        ],
   [-4.82955733, -1.81610486, -1.20722902, -1.93050797]],

  [[ 0.34612969, -1.71624696,  0.85801874, -0.26510049],
   [ 3.9256824 ,  4.89016962,  4.3201448 ,  5.28373026]],

  [[-3.36772612,  0.57582394, -1.40618487,  2.03762614],
   [-2.20297226, -2.35414122, -4.83744203, -3.15287457]]],


 [[[ 0.        ,  0.        ,  0.        ,  0.        ],
   [ 5.18153871,  6.39938429,  2.23766489,  5.18939065]],

  [[ 0.12113327,  1.2420635 , -0.85084811,  0.73417062],
   [ 5.27908869,  4.05179094,  4.57469075,  4.46420281]],

  [[ 5.17449943,  3.34803218, -2.06493161,  0.64215168],
   [ 0.37949707,  5.07701724,  1.73240422,  0.66601078]]]]
