// Fixed (found on commit 9688afa by `fuzz_campaign.py --seed 511 --layout --transforms`;
// wrong values with either pipeline before): vmap of vmap of a scatter of an unbatched
// argument into itself at batched indices scatters into broadcast(a0) the rows of
// reshape(broadcast(reshape(a0))); IREE 3.13 finds the two the same array and reads the
// updates from the buffer it updates.  hostcall-guard-self-updates copies an update laid
// out from its target's source.
// values mismatch: result 0[2, 1, 0, 0]: np.float32(1.1762457), expected np.float32(-2.024703)
// vmap_vmap [('vmap', [0, 1, 0, 0], 0, 3), ('vmap', [None, 0, None, 0], 0, 3)] of:
func.func @f276(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %v14474 = "stablehlo.slice"(%a1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x4xf32>) -> tensor<3x1xf32>
  %c14475 = stablehlo.constant dense<-1.0e+02> : tensor<3x1xf32>
  %c14476 = stablehlo.constant dense<1.0e+02> : tensor<3x1xf32>
  %v14477 = "stablehlo.clamp"(%c14475, %v14474, %c14476) : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  %v14478 = "stablehlo.convert"(%v14477) : (tensor<3x1xf32>) -> tensor<3x1xi32>
  %c14479 = stablehlo.constant dense<0> : tensor<3x1xi32>
  %c14480 = stablehlo.constant dense<2> : tensor<3x1xi32>
  %v14481 = "stablehlo.clamp"(%c14479, %v14478, %c14480) : (tensor<3x1xi32>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
  %v14482 = "stablehlo.scatter"(%a0, %v14481, %a0) ({
  ^bb0(%p14483: tensor<f32>, %q14484: tensor<f32>):
  %v14485 = "stablehlo.add"(%p14483, %q14484) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v14485) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v14486 = "stablehlo.slice"(%v14482) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<3x4xf32>) -> tensor<1x1xf32>
  %v14487 = "stablehlo.reshape"(%v14486) : (tensor<1x1xf32>) -> tensor<f32>
  %c14488 = stablehlo.constant dense<-1.0e+02> : tensor<f32>
  %c14489 = stablehlo.constant dense<1.0e+02> : tensor<f32>
  %v14490 = "stablehlo.clamp"(%c14488, %v14487, %c14489) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  %v14491 = "stablehlo.convert"(%v14490) : (tensor<f32>) -> tensor<i32>
  %c14492 = stablehlo.constant dense<0> : tensor<i32>
  %c14493 = stablehlo.constant dense<0> : tensor<i32>
  %v14494 = "stablehlo.clamp"(%c14492, %v14491, %c14493) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14495 = "stablehlo.slice"(%v14482) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 1, 3>, strides = array<i64: 1, 1>} : (tensor<3x4xf32>) -> tensor<1x1xf32>
  %v14496 = "stablehlo.reshape"(%v14495) : (tensor<1x1xf32>) -> tensor<f32>
  %c14497 = stablehlo.constant dense<-1.0e+02> : tensor<f32>
  %c14498 = stablehlo.constant dense<1.0e+02> : tensor<f32>
  %v14499 = "stablehlo.clamp"(%c14497, %v14496, %c14498) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  %v14500 = "stablehlo.convert"(%v14499) : (tensor<f32>) -> tensor<i32>
  %c14501 = stablehlo.constant dense<0> : tensor<i32>
  %c14502 = stablehlo.constant dense<3> : tensor<i32>
  %v14503 = "stablehlo.clamp"(%c14501, %v14500, %c14502) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14504 = "stablehlo.dynamic_slice"(%a1, %v14494, %v14503) {slice_sizes = array<i64: 3, 1>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x1xf32>
  %v14505 = "stablehlo.slice"(%v14482) {start_indices = array<i64: 1, 2>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<3x4xf32>) -> tensor<1x1xf32>
  %v14506 = "stablehlo.reshape"(%v14505) : (tensor<1x1xf32>) -> tensor<f32>
  %c14507 = stablehlo.constant dense<-1.0e+02> : tensor<f32>
  %c14508 = stablehlo.constant dense<1.0e+02> : tensor<f32>
  %v14509 = "stablehlo.clamp"(%c14507, %v14506, %c14508) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  %v14510 = "stablehlo.convert"(%v14509) : (tensor<f32>) -> tensor<i32>
  %c14511 = stablehlo.constant dense<0> : tensor<i32>
  %c14512 = stablehlo.constant dense<0> : tensor<i32>
  %v14513 = "stablehlo.clamp"(%c14511, %v14510, %c14512) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14514 = "stablehlo.slice"(%v14482) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<3x4xf32>) -> tensor<1x1xf32>
  %v14515 = "stablehlo.reshape"(%v14514) : (tensor<1x1xf32>) -> tensor<f32>
  %c14516 = stablehlo.constant dense<-1.0e+02> : tensor<f32>
  %c14517 = stablehlo.constant dense<1.0e+02> : tensor<f32>
  %v14518 = "stablehlo.clamp"(%c14516, %v14515, %c14517) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  %v14519 = "stablehlo.convert"(%v14518) : (tensor<f32>) -> tensor<i32>
  %c14520 = stablehlo.constant dense<0> : tensor<i32>
  %c14521 = stablehlo.constant dense<3> : tensor<i32>
  %v14522 = "stablehlo.clamp"(%c14520, %v14519, %c14521) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v14523 = "stablehlo.dynamic_update_slice"(%a1, %v14504, %v14513, %v14522) : (tensor<3x4xf32>, tensor<3x1xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  return %v14523, %v14482 : tensor<3x4xf32>, tensor<3x4xf32>
}
// transformed:
func.func @f276(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<3x1xf32>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<3x1xf32>
  %1 = stablehlo.clamp %cst, %0, %cst_0 : tensor<3x1xf32>
  %2 = stablehlo.convert %1 : (tensor<3x1xf32>) -> tensor<3x1xi32>
  %c = stablehlo.constant dense<0> : tensor<3x1xi32>
  %c_1 = stablehlo.constant dense<2> : tensor<3x1xi32>
  %3 = stablehlo.clamp %c, %2, %c_1 : tensor<3x1xi32>
  %4 = "stablehlo.scatter"(%arg0, %3, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %27 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %27 : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %5 = stablehlo.slice %4 [1:2, 1:2] : (tensor<3x4xf32>) -> tensor<1x1xf32>
  %6 = stablehlo.reshape %5 : (tensor<1x1xf32>) -> tensor<f32>
  %cst_2 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_3 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %7 = stablehlo.clamp %cst_2, %6, %cst_3 : tensor<f32>
  %8 = stablehlo.convert %7 : (tensor<f32>) -> tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %9 = stablehlo.clamp %c_4, %8, %c_5 : tensor<i32>
  %10 = stablehlo.slice %4 [0:1, 2:3] : (tensor<3x4xf32>) -> tensor<1x1xf32>
  %11 = stablehlo.reshape %10 : (tensor<1x1xf32>) -> tensor<f32>
  %cst_6 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_7 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %12 = stablehlo.clamp %cst_6, %11, %cst_7 : tensor<f32>
  %13 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<3> : tensor<i32>
  %14 = stablehlo.clamp %c_8, %13, %c_9 : tensor<i32>
  %15 = stablehlo.dynamic_slice %arg1, %9, %14, sizes = [3, 1] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x1xf32>
  %16 = stablehlo.slice %4 [1:2, 2:3] : (tensor<3x4xf32>) -> tensor<1x1xf32>
  %17 = stablehlo.reshape %16 : (tensor<1x1xf32>) -> tensor<f32>
  %cst_10 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_11 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %18 = stablehlo.clamp %cst_10, %17, %cst_11 : tensor<f32>
  %19 = stablehlo.convert %18 : (tensor<f32>) -> tensor<i32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %20 = stablehlo.clamp %c_12, %19, %c_13 : tensor<i32>
  %21 = stablehlo.slice %4 [1:2, 1:2] : (tensor<3x4xf32>) -> tensor<1x1xf32>
  %22 = stablehlo.reshape %21 : (tensor<1x1xf32>) -> tensor<f32>
  %cst_14 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_15 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %23 = stablehlo.clamp %cst_14, %22, %cst_15 : tensor<f32>
  %24 = stablehlo.convert %23 : (tensor<f32>) -> tensor<i32>
  %c_16 = stablehlo.constant dense<0> : tensor<i32>
  %c_17 = stablehlo.constant dense<3> : tensor<i32>
  %25 = stablehlo.clamp %c_16, %24, %c_17 : tensor<i32>
  %26 = stablehlo.dynamic_update_slice %arg1, %15, %20, %25 : (tensor<3x4xf32>, tensor<3x1xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  return %26, %4 : tensor<3x4xf32>, tensor<3x4xf32>
}
func.func @f276_v0(%arg0: tensor<3x3x4xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>) {
  %0 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.slice %0 [0:3, 0:3, 0:1] : (tensor<3x3x4xf32>) -> tensor<3x3x1xf32>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<3x1xf32>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<3x1xf32>
  %2 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x1xf32>) -> tensor<3x3x1xf32>
  %3 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2] : (tensor<3x1xf32>) -> tensor<3x3x1xf32>
  %4 = stablehlo.clamp %2, %1, %3 : tensor<3x3x1xf32>
  %5 = stablehlo.convert %4 : (tensor<3x3x1xf32>) -> tensor<3x3x1xi32>
  %c = stablehlo.constant dense<0> : tensor<3x1xi32>
  %c_1 = stablehlo.constant dense<2> : tensor<3x1xi32>
  %6 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %7 = stablehlo.broadcast_in_dim %c_1, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %8 = stablehlo.clamp %6, %5, %7 : tensor<3x3x1xi32>
  %9 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
  %10 = stablehlo.concatenate %9, %8, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
  %11 = stablehlo.reshape %10 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
  %12 = stablehlo.reshape %arg0 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
  %13 = "stablehlo.scatter"(%arg0, %11, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %55 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %55 : tensor<f32>
  }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
  %14 = stablehlo.slice %13 [0:3, 1:2, 1:2] : (tensor<3x3x4xf32>) -> tensor<3x1x1xf32>
  %15 = stablehlo.reshape %14 : (tensor<3x1x1xf32>) -> tensor<3xf32>
  %cst_2 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_3 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %18 = stablehlo.clamp %16, %15, %17 : tensor<3xf32>
  %19 = stablehlo.convert %18 : (tensor<3xf32>) -> tensor<3xi32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %22 = stablehlo.clamp %20, %19, %21 : tensor<3xi32>
  %23 = stablehlo.slice %13 [0:3, 0:1, 2:3] : (tensor<3x3x4xf32>) -> tensor<3x1x1xf32>
  %24 = stablehlo.reshape %23 : (tensor<3x1x1xf32>) -> tensor<3xf32>
  %cst_6 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_7 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %27 = stablehlo.clamp %25, %24, %26 : tensor<3xf32>
  %28 = stablehlo.convert %27 : (tensor<3xf32>) -> tensor<3xi32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<3> : tensor<i32>
  %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %30 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %31 = stablehlo.clamp %29, %28, %30 : tensor<3xi32>
  %32 = stablehlo.reshape %22 : (tensor<3xi32>) -> tensor<3x1xi32>
  %33 = stablehlo.reshape %31 : (tensor<3xi32>) -> tensor<3x1xi32>
  %34 = stablehlo.concatenate %32, %33, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
  %35 = "stablehlo.gather"(%0, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 1>}> : (tensor<3x3x4xf32>, tensor<3x2xi32>) -> tensor<3x3x1xf32>
  %36 = stablehlo.slice %13 [0:3, 1:2, 2:3] : (tensor<3x3x4xf32>) -> tensor<3x1x1xf32>
  %37 = stablehlo.reshape %36 : (tensor<3x1x1xf32>) -> tensor<3xf32>
  %cst_10 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_11 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %40 = stablehlo.clamp %38, %37, %39 : tensor<3xf32>
  %41 = stablehlo.convert %40 : (tensor<3xf32>) -> tensor<3xi32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %42 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %43 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %44 = stablehlo.clamp %42, %41, %43 : tensor<3xi32>
  %45 = stablehlo.slice %13 [0:3, 1:2, 1:2] : (tensor<3x3x4xf32>) -> tensor<3x1x1xf32>
  %46 = stablehlo.reshape %45 : (tensor<3x1x1xf32>) -> tensor<3xf32>
  %cst_14 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_15 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %48 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %49 = stablehlo.clamp %47, %46, %48 : tensor<3xf32>
  %50 = stablehlo.convert %49 : (tensor<3xf32>) -> tensor<3xi32>
  %c_16 = stablehlo.constant dense<0> : tensor<i32>
  %c_17 = stablehlo.constant dense<3> : tensor<i32>
  %51 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %53 = stablehlo.clamp %51, %50, %52 : tensor<3xi32>
  %c_18 = stablehlo.constant dense<0> : tensor<i32>
  %c_19 = stablehlo.constant dense<1> : tensor<i32>
  %c_20 = stablehlo.constant dense<3> : tensor<i32>
  %54:2 = stablehlo.while(%iterArg = %c_18, %iterArg_21 = %0) : tensor<i32>, tensor<3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %55 = stablehlo.compare LT, %iterArg, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %55 : tensor<i1>
  } do {
    %55 = stablehlo.dynamic_slice %44, %iterArg, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %56 = stablehlo.reshape %55 : (tensor<1xi32>) -> tensor<i32>
    %57 = stablehlo.dynamic_slice %53, %iterArg, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.reshape %57 : (tensor<1xi32>) -> tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.dynamic_slice %35, %iterArg, %c_22, %c_22, sizes = [1, 3, 1] : (tensor<3x3x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1xf32>
    %60 = stablehlo.add %iterArg, %c_19 : tensor<i32>
    %61 = stablehlo.dynamic_update_slice %iterArg_21, %59, %iterArg, %56, %58 : (tensor<3x3x4xf32>, tensor<1x3x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    stablehlo.return %60, %61 : tensor<i32>, tensor<3x3x4xf32>
  }
  return %54#1, %13 : tensor<3x3x4xf32>, tensor<3x3x4xf32>
}
func.func @f276_v0_v1(%arg0: tensor<3x3x4xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3x3xi32>) -> (tensor<3x3x3x4xf32>, tensor<3x3x3x4xf32>) {
  %0 = stablehlo.transpose %arg1, dims = [0, 2, 1, 3] : (tensor<3x3x3x4xf32>) -> tensor<3x3x3x4xf32>
  %1 = stablehlo.slice %0 [0:3, 0:3, 0:3, 0:1] : (tensor<3x3x3x4xf32>) -> tensor<3x3x3x1xf32>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<3x1xf32>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<3x1xf32>
  %2 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x1xf32>) -> tensor<3x3x1xf32>
  %3 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2] : (tensor<3x1xf32>) -> tensor<3x3x1xf32>
  %4 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<3x3x1xf32>) -> tensor<3x3x3x1xf32>
  %5 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3] : (tensor<3x3x1xf32>) -> tensor<3x3x3x1xf32>
  %6 = stablehlo.clamp %4, %1, %5 : tensor<3x3x3x1xf32>
  %7 = stablehlo.convert %6 : (tensor<3x3x3x1xf32>) -> tensor<3x3x3x1xi32>
  %c = stablehlo.constant dense<0> : tensor<3x1xi32>
  %c_1 = stablehlo.constant dense<2> : tensor<3x1xi32>
  %8 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %9 = stablehlo.broadcast_in_dim %c_1, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %10 = stablehlo.broadcast_in_dim %8, dims = [1, 2, 3] : (tensor<3x3x1xi32>) -> tensor<3x3x3x1xi32>
  %11 = stablehlo.broadcast_in_dim %9, dims = [1, 2, 3] : (tensor<3x3x1xi32>) -> tensor<3x3x3x1xi32>
  %12 = stablehlo.clamp %10, %7, %11 : tensor<3x3x3x1xi32>
  %13 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
  %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2, 3] : (tensor<3x3x1xi32>) -> tensor<3x3x3x1xi32>
  %15 = stablehlo.concatenate %14, %12, dim = 3 : (tensor<3x3x3x1xi32>, tensor<3x3x3x1xi32>) -> tensor<3x3x3x2xi32>
  %16 = stablehlo.reshape %15 : (tensor<3x3x3x2xi32>) -> tensor<3x9x2xi32>
  %17 = stablehlo.reshape %arg0 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
  %18 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3] : (tensor<3x3x4xf32>) -> tensor<3x3x3x4xf32>
  %19 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<9x4xf32>) -> tensor<3x9x4xf32>
  %20 = stablehlo.iota dim = 0 : tensor<3x9x1xi32>
  %21 = stablehlo.concatenate %20, %16, dim = 2 : (tensor<3x9x1xi32>, tensor<3x9x2xi32>) -> tensor<3x9x3xi32>
  %22 = stablehlo.reshape %21 : (tensor<3x9x3xi32>) -> tensor<27x3xi32>
  %23 = stablehlo.reshape %19 : (tensor<3x9x4xf32>) -> tensor<27x4xf32>
  %24 = "stablehlo.scatter"(%18, %22, %23) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %82 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %82 : tensor<f32>
  }) : (tensor<3x3x3x4xf32>, tensor<27x3xi32>, tensor<27x4xf32>) -> tensor<3x3x3x4xf32>
  %25 = stablehlo.slice %24 [0:3, 0:3, 1:2, 1:2] : (tensor<3x3x3x4xf32>) -> tensor<3x3x1x1xf32>
  %26 = stablehlo.reshape %25 : (tensor<3x3x1x1xf32>) -> tensor<3x3xf32>
  %cst_2 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_3 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %29 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
  %30 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
  %31 = stablehlo.clamp %29, %26, %30 : tensor<3x3xf32>
  %32 = stablehlo.convert %31 : (tensor<3x3xf32>) -> tensor<3x3xi32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %33 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %34 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %35 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<3xi32>) -> tensor<3x3xi32>
  %36 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<3xi32>) -> tensor<3x3xi32>
  %37 = stablehlo.clamp %35, %32, %36 : tensor<3x3xi32>
  %38 = stablehlo.slice %24 [0:3, 0:3, 0:1, 2:3] : (tensor<3x3x3x4xf32>) -> tensor<3x3x1x1xf32>
  %39 = stablehlo.reshape %38 : (tensor<3x3x1x1xf32>) -> tensor<3x3xf32>
  %cst_6 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_7 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %42 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
  %43 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
  %44 = stablehlo.clamp %42, %39, %43 : tensor<3x3xf32>
  %45 = stablehlo.convert %44 : (tensor<3x3xf32>) -> tensor<3x3xi32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<3> : tensor<i32>
  %46 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %47 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %48 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<3xi32>) -> tensor<3x3xi32>
  %49 = stablehlo.broadcast_in_dim %47, dims = [1] : (tensor<3xi32>) -> tensor<3x3xi32>
  %50 = stablehlo.clamp %48, %45, %49 : tensor<3x3xi32>
  %51 = stablehlo.reshape %37 : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
  %52 = stablehlo.reshape %50 : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
  %53 = stablehlo.concatenate %51, %52, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
  %54 = "stablehlo.gather"(%0, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3, 1>}> : (tensor<3x3x3x4xf32>, tensor<3x3x2xi32>) -> tensor<3x3x3x1xf32>
  %55 = stablehlo.slice %24 [0:3, 0:3, 1:2, 2:3] : (tensor<3x3x3x4xf32>) -> tensor<3x3x1x1xf32>
  %56 = stablehlo.reshape %55 : (tensor<3x3x1x1xf32>) -> tensor<3x3xf32>
  %cst_10 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_11 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %58 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %59 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
  %60 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
  %61 = stablehlo.clamp %59, %56, %60 : tensor<3x3xf32>
  %62 = stablehlo.convert %61 : (tensor<3x3xf32>) -> tensor<3x3xi32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %63 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %64 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %65 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<3xi32>) -> tensor<3x3xi32>
  %66 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<3xi32>) -> tensor<3x3xi32>
  %67 = stablehlo.clamp %65, %62, %66 : tensor<3x3xi32>
  %68 = stablehlo.slice %24 [0:3, 0:3, 1:2, 1:2] : (tensor<3x3x3x4xf32>) -> tensor<3x3x1x1xf32>
  %69 = stablehlo.reshape %68 : (tensor<3x3x1x1xf32>) -> tensor<3x3xf32>
  %cst_14 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
  %cst_15 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
  %70 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %71 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %72 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
  %73 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
  %74 = stablehlo.clamp %72, %69, %73 : tensor<3x3xf32>
  %75 = stablehlo.convert %74 : (tensor<3x3xf32>) -> tensor<3x3xi32>
  %c_16 = stablehlo.constant dense<0> : tensor<i32>
  %c_17 = stablehlo.constant dense<3> : tensor<i32>
  %76 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %77 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %78 = stablehlo.broadcast_in_dim %76, dims = [1] : (tensor<3xi32>) -> tensor<3x3xi32>
  %79 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<3xi32>) -> tensor<3x3xi32>
  %80 = stablehlo.clamp %78, %75, %79 : tensor<3x3xi32>
  %c_18 = stablehlo.constant dense<0> : tensor<i32>
  %c_19 = stablehlo.constant dense<1> : tensor<i32>
  %c_20 = stablehlo.constant dense<3> : tensor<i32>
  %81:2 = stablehlo.while(%iterArg = %c_18, %iterArg_21 = %0) : tensor<i32>, tensor<3x3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %82 = stablehlo.compare LT, %iterArg, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %82 : tensor<i1>
  } do {
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %82 = stablehlo.dynamic_slice %67, %c_22, %iterArg, sizes = [3, 1] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x1xi32>
    %83 = stablehlo.reshape %82 : (tensor<3x1xi32>) -> tensor<3xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %84 = stablehlo.dynamic_slice %80, %c_23, %iterArg, sizes = [3, 1] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x1xi32>
    %85 = stablehlo.reshape %84 : (tensor<3x1xi32>) -> tensor<3xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %86 = stablehlo.dynamic_slice %54, %c_25, %iterArg, %c_24, %c_24, sizes = [3, 1, 3, 1] : (tensor<3x3x3x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x3x1xf32>
    %87 = stablehlo.add %iterArg, %c_19 : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %c_28 = stablehlo.constant dense<3> : tensor<i32>
    %88:2 = stablehlo.while(%iterArg_29 = %c_26, %iterArg_30 = %iterArg_21) : tensor<i32>, tensor<3x3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %89 = stablehlo.compare LT, %iterArg_29, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %89 : tensor<i1>
    } do {
      %89 = stablehlo.dynamic_slice %83, %iterArg_29, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %90 = stablehlo.reshape %89 : (tensor<1xi32>) -> tensor<i32>
      %91 = stablehlo.dynamic_slice %85, %iterArg_29, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %92 = stablehlo.reshape %91 : (tensor<1xi32>) -> tensor<i32>
      %c_31 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %86, %iterArg_29, %c_31, %c_31, %c_31, sizes = [1, 1, 3, 1] : (tensor<3x1x3x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3x1xf32>
      %94 = stablehlo.add %iterArg_29, %c_27 : tensor<i32>
      %95 = stablehlo.dynamic_update_slice %iterArg_30, %93, %iterArg_29, %iterArg, %90, %92 : (tensor<3x3x3x4xf32>, tensor<1x1x3x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x3x4xf32>
      stablehlo.return %94, %95 : tensor<i32>, tensor<3x3x3x4xf32>
    }
    stablehlo.return %87, %88#1 : tensor<i32>, tensor<3x3x3x4xf32>
  }
  return %81#1, %24 : tensor<3x3x3x4xf32>, tensor<3x3x3x4xf32>
}
// inputs: [[[ 2.997837  ,  0.5135826 ,  0.3524874 , -0.55605865],  [ 0.9026406 ,  0.26851958,  2.6639242 , -1.4501451 ],  [-0.2799203 , -0.5482193 ,  0.47862837,  0.05073754]], [[ 2.9655297 ,  0.32313928,  2.8743267 , -0.08573183],  [ 1.7388586 , -0.08956718, -0.9302212 , -1.2363285 ],  [-0.014643  , -0.72611904,  0.98784447, -3.9634633 ]], [[ 0.8739364 , -2.052047  , -1.9102228 , -1.8146417 ],  [ 0.182449  ,  0.688855  ,  0.90738356,  1.819791  ],  [-0.99807405,  1.2344799 ,  0.01329255,  0.01250743]]]; [[[[ 2.536111  ,  2.4443495 ,  0.0235662 , -1.7119597 ],   [-0.10280725, -1.9993804 ,  2.6162343 ,  0.58893275],   [ 0.78881586,  1.0674738 ,  0.21092927,  0.5189199 ]],  [[-0.82729965,  1.2411684 , -0.73435944,  0.89332056],   [-0.98495   , -1.369171  ,  0.40878353, -1.2868519 ],   [ 0.57172847, -1.2293762 , -0.6494432 , -0.2602626 ]],  [[-0.16158198,  0.15025494, -0.415114  , -0.87884074],   [-0.10689986,  0.6139362 ,  0.82991254, -1.5208534 ],   [ 0.69464016, -2.3966577 ,  1.1366606 , -0.8168969 ]]], [[[ 1.6284337 ,  1.5083442 ,  0.05565442, -0.1535228 ],   [ 0.29871392, -1.122895  ,  0.3520551 , -1.6561966 ],   [-0.4231306 , -2.550802  ,  2.4542494 ,  0.0793893 ]],  [[-0.86552817, -0.6017247 ,  0.85827225,  0.79109704],   [-2.2597413 ,  0.85763997, -0.9286626 ,  0.840326  ],   [-1.5833666 ,  1.833431  , -0.19400038, -0.18345185]],  [[-1.9107136 , -0.36468264, -3.02565   , -0.28057405],   [-0.96098703, -0.940729  ,  1.1775563 , -1.0465798 ],   [ 2.3295295 ,  0.8079449 ,  2.2619696 ,  0.39324912]]], [[[-1.0456501 ,  0.9135573 , -3.2664578 ,  3.087397  ],   [ 1.4533464 ,  0.95318323, -2.024703  ,  1.1762457 ],   [ 0.56096214, -2.1778224 , -0.14164858,  1.3129057 ]],  [[-0.53237796, -1.6267854 , -0.2617744 , -0.1762911 ],   [ 0.21220124, -0.47732493,  0.6512612 ,  2.0885177 ],   [-0.20947659,  1.7443637 , -0.33328432,  0.9216903 ]],  [[-0.13692544,  0.59595495, -1.3857437 ,  2.1941767 ],   [-2.034052  , -1.1506263 ,  0.2734236 ,  1.2276753 ],   [ 1.6482038 ,  3.2416441 ,  1.4240199 ,  1.3145863 ]]]]; [2, 1, 1]; [[0, 0, 2], [2, 2, 2], [0, 0, 2]]
// reference: [[[[-1.7119597 ,  2.4443495 ,  0.0235662 , -1.7119597 ],   [ 0.89332056,  1.2411684 , -0.73435944,  0.89332056],   [-0.87884074,  0.15025494, -0.415114  , -0.87884074]],  [[ 0.58893275, -1.9993804 ,  2.6162343 ,  0.58893275],   [-1.2868519 , -1.369171  ,  0.40878353, -1.2868519 ],   [-1.5208534 ,  0.6139362 ,  0.82991254, -1.5208534 ]],  [[ 0.78881586,  1.0674738 ,  0.21092927,  0.5189199 ],   [ 0.57172847, -1.2293762 , -0.6494432 , -0.2602626 ],   [ 0.69464016, -2.3966577 ,  1.1366606 , -0.8168969 ]]], [[[-0.1535228 ,  1.5083442 ,  0.05565442, -0.1535228 ],   [ 0.79109704, -0.6017247 ,  0.85827225,  0.79109704],   [-0.28057405, -0.36468264, -3.02565   , -0.28057405]],  [[-1.6561966 , -1.122895  ,  0.3520551 , -1.6561966 ],   [ 0.840326  ,  0.85763997, -0.9286626 ,  0.840326  ],   [-1.0465798 , -0.940729  ,  1.1775563 , -1.0465798 ]],  [[-0.4231306 , -2.550802  ,  2.4542494 ,  0.0793893 ],   [-1.5833666 ,  1.833431  , -0.19400038, -0.18345185],   [ 2.3295295 ,  0.8079449 ,  2.2619696 ,  0.39324912]]], [[[ 3.087397  ,  0.9135573 , -3.2664578 ,  3.087397  ],   [-0.1762911 , -1.6267854 , -0.2617744 , -0.1762911 ],   [ 2.1941767 ,  0.59595495, -1.3857437 ,  2.1941767 ]],  [[-2.024703  ,  0.95318323, -2.024703  ,  1.1762457 ],   [ 0.6512612 , -0.47732493,  0.6512612 ,  2.0885177 ],   [ 0.2734236 , -1.1506263 ,  0.2734236 ,  1.2276753 ]],  [[ 0.56096214,  0.56096214, -0.14164858,  1.3129057 ],   [-0.20947659, -0.20947659, -0.33328432,  0.9216903 ],   [ 1.6482038 ,  1.6482038 ,  1.4240199 ,  1.3145863 ]]]]; [[[[ 3.6205573 ,  0.23388284,  3.49504   , -1.9554662 ],   [ 0.9026406 ,  0.26851958,  2.6639242 , -1.4501451 ],   [ 2.7179167 , -0.03463674,  0.8311157 , -0.5053211 ]],  [[ 7.655275  , -0.16940767,  5.806277  , -5.3712554 ],   [ 1.7388586 , -0.08956718, -0.9302212 , -1.2363285 ],   [-0.014643  , -0.72611904,  0.98784447, -3.9634633 ]],  [[ 0.93224776, -2.1807592 , -2.8997695 , -1.796985  ],   [ 0.182449  ,  0.688855  ,  0.90738356,  1.819791  ],   [-0.99807405,  1.2344799 ,  0.01329255,  0.01250743]]], [[[ 3.6205573 ,  0.23388284,  3.49504   , -1.9554662 ],   [ 3.9004776 ,  0.78210217,  3.0164115 , -2.0062037 ],   [-0.2799203 , -0.5482193 ,  0.47862837,  0.05073754]],  [[ 7.655275  , -0.16940767,  5.806277  , -5.3712554 ],   [ 1.7388586 , -0.08956718, -0.9302212 , -1.2363285 ],   [-0.014643  , -0.72611904,  0.98784447, -3.9634633 ]],  [[ 1.9303218 , -3.415239  , -2.913062  , -1.8094925 ],   [ 0.182449  ,  0.688855  ,  0.90738356,  1.819791  ],   [-1.9961481 ,  2.4689598 ,  0.02658511,  0.02501486]]], [[[ 6.6183944 ,  0.7474655 ,  3.8475273 , -2.511525  ],   [ 0.9026406 ,  0.26851958,  2.6639242 , -1.4501451 ],   [-0.2799203 , -0.5482193 ,  0.47862837,  0.05073754]],  [[ 4.689745  , -0.49254695,  2.93195   , -5.2855234 ],   [ 4.704388  ,  0.2335721 ,  1.9441055 , -1.3220603 ],   [-0.014643  , -0.72611904,  0.98784447, -3.9634633 ]],  [[ 1.9303218 , -3.415239  , -2.913062  , -1.8094925 ],   [-0.8156251 ,  1.9233348 ,  0.9206761 ,  1.8322984 ],   [-0.99807405,  1.2344799 ,  0.01329255,  0.01250743]]]]
// compiled:  [[[[-1.7119597 ,  2.4443495 ,  0.0235662 , -1.7119597 ],   [ 0.89332056,  1.2411684 , -0.73435944,  0.89332056],   [-0.87884074,  0.15025494, -0.415114  , -0.87884074]],  [[ 0.58893275, -1.9993804 ,  2.6162343 ,  0.58893275],   [-1.2868519 , -1.369171  ,  0.40878353, -1.2868519 ],   [-1.5208534 ,  0.6139362 ,  0.82991254, -1.5208534 ]],  [[ 0.78881586,  1.0674738 ,  0.21092927,  0.5189199 ],   [ 0.57172847, -1.2293762 , -0.6494432 , -0.2602626 ],   [ 0.69464016, -2.3966577 ,  1.1366606 , -0.8168969 ]]], [[[-0.1535228 ,  1.5083442 ,  0.05565442, -0.1535228 ],   [ 0.79109704, -0.6017247 ,  0.85827225,  0.79109704],   [-0.28057405, -0.36468264, -3.02565   , -0.28057405]],  [[-1.6561966 , -1.122895  ,  0.3520551 , -1.6561966 ],   [ 0.840326  ,  0.85763997, -0.9286626 ,  0.840326  ],   [-1.0465798 , -0.940729  ,  1.1775563 , -1.0465798 ]],  [[-0.4231306 , -2.550802  ,  2.4542494 ,  0.0793893 ],   [-1.5833666 ,  1.833431  , -0.19400038, -0.18345185],   [ 2.3295295 ,  0.8079449 ,  2.2619696 ,  0.39324912]]], [[[ 3.087397  ,  0.9135573 , -3.2664578 ,  3.087397  ],   [-0.1762911 , -1.6267854 , -0.2617744 , -0.1762911 ],   [ 2.1941767 ,  0.59595495, -1.3857437 ,  2.1941767 ]],  [[ 1.1762457 ,  0.95318323, -2.024703  ,  1.1762457 ],   [ 2.0885177 , -0.47732493,  0.6512612 ,  2.0885177 ],   [ 1.2276753 , -1.1506263 ,  0.2734236 ,  1.2276753 ]],  [[ 0.56096214,  0.56096214, -0.14164858,  1.3129057 ],   [-0.20947659, -0.20947659, -0.33328432,  0.9216903 ],   [ 1.6482038 ,  1.6482038 ,  1.4240199 ,  1.3145863 ]]]]; [[[[ 6.6183944 ,  0.74746543,  3.8475273 , -2.5115247 ],   [ 0.9026406 ,  0.26851958,  2.6639242 , -1.4501451 ],   [ 2.7179167 , -0.03463674,  0.8311157 , -0.5053211 ]],  [[ 7.655275  , -0.16940767,  5.806277  , -5.3712554 ],   [ 1.7388586 , -0.08956718, -0.9302212 , -1.2363285 ],   [-0.014643  , -0.72611904,  0.98784447, -3.9634633 ]],  [[ 0.93224776, -2.1807592 , -2.8997695 , -1.796985  ],   [ 0.182449  ,  0.688855  ,  0.90738356,  1.819791  ],   [-0.99807405,  1.2344799 ,  0.01329255,  0.01250743]]], [[[ 6.6183944 ,  0.7474655 ,  3.8475273 , -2.5115247 ],   [ 3.9004776 ,  0.78210217,  3.0164115 , -2.0062037 ],   [-0.2799203 , -0.5482193 ,  0.47862837,  0.05073754]],  [[ 7.655275  , -0.16940767,  5.806277  , -5.3712554 ],   [ 1.7388586 , -0.08956718, -0.9302212 , -1.2363285 ],   [-0.014643  , -0.72611904,  0.98784447, -3.9634633 ]],  [[ 1.9303218 , -3.415239  , -2.913062  , -1.8094925 ],   [ 0.182449  ,  0.688855  ,  0.90738356,  1.819791  ],   [-1.9961481 ,  2.4689598 ,  0.02658511,  0.02501486]]], [[[ 6.6183944 ,  0.7474655 ,  3.8475273 , -2.511525  ],   [ 0.9026406 ,  0.26851958,  2.6639242 , -1.4501451 ],   [-0.2799203 , -0.5482193 ,  0.47862837,  0.05073754]],  [[ 7.655275  , -0.16940767,  5.806277  , -5.3712554 ],   [ 4.704388  ,  0.2335721 ,  1.9441055 , -1.3220603 ],   [-0.014643  , -0.72611904,  0.98784447, -3.9634633 ]],  [[ 1.9303218 , -3.415239  , -2.913062  , -1.8094925 ],   [-0.8156251 ,  1.9233348 ,  0.9206761 ,  1.8322984 ],   [-0.99807405,  1.2344799 ,  0.01329255,  0.01250743]]]]
