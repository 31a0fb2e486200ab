// run mismatch: IndexError: Error invoking function: c/runtime/src/iree/hal/command_buffer_validation.c:196: OUT_OF_RANGE; indirect buffer reference slot 0 is out range of the declared binding capacity of the command buffer 0; binding[1]; while invoking native function hal.command_buffer.dispatch; while calling import; [ 0] bytecode module@181:11356 -
// vjp_vmap [('vmap', [2, 2, None, None], 0, 3), ('vjp',)] of:
func.func @f283(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>) {
  %c24486 = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
  %v24487 = "stablehlo.gather"(%a0, %c24486) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  %c24488 = stablehlo.constant dense<0> : tensor<i32>
  %c24489 = stablehlo.constant dense<1> : tensor<i32>
  %v24490 = "stablehlo.clamp"(%c24488, %i1, %c24489) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v24491 = "stablehlo.case"(%v24490) ({
  %v24492 = "stablehlo.add"(%a0, %v24487) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24492) : (tensor<3x4xf32>) -> ()
  }, {
  %c24493 = stablehlo.constant dense<0> : tensor<i32>
  %c24494 = stablehlo.constant dense<2> : tensor<i32>
  %v24495 = "stablehlo.clamp"(%c24493, %i0, %c24494) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v24496 = "stablehlo.case"(%v24495) ({
  %v24497 = "stablehlo.subtract"(%a1, %v24487) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c24498 = stablehlo.constant dense<0> : tensor<i32>
  %c24499 = stablehlo.constant dense<0> : tensor<i32>
  %v24500 = "stablehlo.clamp"(%c24498, %i0, %c24499) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c24501 = stablehlo.constant dense<0> : tensor<i32>
  %c24502 = stablehlo.constant dense<2> : tensor<i32>
  %v24503 = "stablehlo.clamp"(%c24501, %i0, %c24502) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v24504 = "stablehlo.dynamic_slice"(%v24487, %v24500, %v24503) {slice_sizes = array<i64: 3, 2>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
  %c24505 = stablehlo.constant dense<0> : tensor<i32>
  %c24506 = stablehlo.constant dense<0> : tensor<i32>
  %v24507 = "stablehlo.clamp"(%c24505, %i1, %c24506) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c24508 = stablehlo.constant dense<0> : tensor<i32>
  %c24509 = stablehlo.constant dense<2> : tensor<i32>
  %v24510 = "stablehlo.clamp"(%c24508, %i1, %c24509) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v24511 = "stablehlo.dynamic_update_slice"(%v24497, %v24504, %v24507, %v24510) : (tensor<3x4xf32>, tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24511) : (tensor<3x4xf32>) -> ()
  }, {
  %c24512 = stablehlo.constant dense<1.0> : tensor<3x4xf32>
  %v24513 = "stablehlo.multiply"(%a0, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v24514 = "stablehlo.add"(%v24513, %c24512) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v24515 = "stablehlo.divide"(%a1, %v24514) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c24516 = stablehlo.constant dense<0> : tensor<i32>
  %c24517 = stablehlo.constant dense<0> : tensor<i32>
  %v24518 = "stablehlo.clamp"(%c24516, %i0, %c24517) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c24519 = stablehlo.constant dense<0> : tensor<i32>
  %c24520 = stablehlo.constant dense<0> : tensor<i32>
  %v24521 = "stablehlo.clamp"(%c24519, %i0, %c24520) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v24522 = "stablehlo.dynamic_slice"(%a1, %v24518, %v24521) {slice_sizes = array<i64: 3, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c24523 = stablehlo.constant dense<0> : tensor<i32>
  %c24524 = stablehlo.constant dense<0> : tensor<i32>
  %v24525 = "stablehlo.clamp"(%c24523, %i0, %c24524) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c24526 = stablehlo.constant dense<0> : tensor<i32>
  %c24527 = stablehlo.constant dense<0> : tensor<i32>
  %v24528 = "stablehlo.clamp"(%c24526, %i0, %c24527) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v24529 = "stablehlo.dynamic_update_slice"(%v24515, %v24522, %v24525, %v24528) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24529) : (tensor<3x4xf32>) -> ()
  }, {
  %c24530 = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
  %v24531 = "stablehlo.gather"(%a1, %c24530) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24531) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24496) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
  %c24532 = stablehlo.constant dense<0> : tensor<i32>
  %c24533 = stablehlo.constant dense<2> : tensor<i32>
  %v24534 = "stablehlo.clamp"(%c24532, %i1, %c24533) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v24535 = "stablehlo.case"(%v24534) ({
  %v24536 = "stablehlo.negate"(%v24491) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24536) : (tensor<3x4xf32>) -> ()
  }, {
  %c24537 = stablehlo.constant dense<0> : tensor<i32>
  %c24538 = stablehlo.constant dense<2> : tensor<i32>
  %v24539 = "stablehlo.clamp"(%c24537, %i0, %c24538) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v24540 = "stablehlo.case"(%v24539) ({
  %c24541 = stablehlo.constant dense<1.0> : tensor<3x4xf32>
  %v24542 = "stablehlo.multiply"(%a0, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v24543 = "stablehlo.add"(%v24542, %c24541) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v24544 = "stablehlo.divide"(%v24487, %v24543) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c24545 = stablehlo.constant dense<[[1], [1], [0]]> : tensor<3x1xi32>
  %v24546 = "stablehlo.scatter"(%v24544, %c24545, %a0) ({
  ^bb0(%p24547: tensor<f32>, %q24548: tensor<f32>):
  %v24549 = "stablehlo.add"(%p24547, %q24548) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v24549) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24546) : (tensor<3x4xf32>) -> ()
  }, {
  %v24550 = "stablehlo.add"(%v24487, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c24551 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
  %v24552 = "stablehlo.scatter"(%v24550, %c24551, %v24487) ({
  ^bb0(%p24553: tensor<f32>, %q24554: tensor<f32>):
    "stablehlo.return"(%q24554) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24552) : (tensor<3x4xf32>) -> ()
  }, {
  %c24555 = stablehlo.constant dense<0.0> : tensor<f32>
  %v24556 = "stablehlo.reduce"(%a0, %c24555) ({
  ^bb0(%p24557: tensor<f32>, %q24558: tensor<f32>):
  %v24559 = "stablehlo.add"(%p24557, %q24558) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v24559) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %v24560 = "stablehlo.broadcast_in_dim"(%v24556) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24560) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24540) : (tensor<3x4xf32>) -> ()
  }, {
  %v24561 = "stablehlo.subtract"(%a0, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v24561) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
  return %v24535 : tensor<3x4xf32>
}
// transformed:
func.func @f283(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x4xf32> {
  %c = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
  %0 = "stablehlo.gather"(%arg0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.clamp %c_0, %arg3, %c_1 : tensor<i32>
  %2 = "stablehlo.case"(%1) ({
    %5 = stablehlo.add %arg0, %0 : tensor<3x4xf32>
    stablehlo.return %5 : tensor<3x4xf32>
  }, {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %7 = stablehlo.subtract %arg1, %0 : tensor<3x4xf32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.clamp %c_6, %arg2, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<2> : tensor<i32>
      %9 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
      %10 = stablehlo.dynamic_slice %0, %8, %9, sizes = [3, 2] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.clamp %c_10, %arg3, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<2> : tensor<i32>
      %12 = stablehlo.clamp %c_12, %arg3, %c_13 : tensor<i32>
      %13 = stablehlo.dynamic_update_slice %7, %10, %11, %12 : (tensor<3x4xf32>, tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      stablehlo.return %13 : tensor<3x4xf32>
    }, {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
      %7 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf32>
      %8 = stablehlo.add %7, %cst : tensor<3x4xf32>
      %9 = stablehlo.divide %arg1, %8 : tensor<3x4xf32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.clamp %c_6, %arg2, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
      %12 = stablehlo.dynamic_slice %arg1, %10, %11, sizes = [3, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.clamp %c_10, %arg2, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.clamp %c_12, %arg2, %c_13 : tensor<i32>
      %15 = stablehlo.dynamic_update_slice %9, %12, %13, %14 : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      stablehlo.return %15 : tensor<3x4xf32>
    }, {
      %c_6 = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
      %7 = "stablehlo.gather"(%arg1, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
      stablehlo.return %7 : tensor<3x4xf32>
    }) : (tensor<i32>) -> tensor<3x4xf32>
    stablehlo.return %6 : tensor<3x4xf32>
  }) : (tensor<i32>) -> tensor<3x4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<2> : tensor<i32>
  %3 = stablehlo.clamp %c_2, %arg3, %c_3 : tensor<i32>
  %4 = "stablehlo.case"(%3) ({
    %5 = stablehlo.negate %2 : tensor<3x4xf32>
    stablehlo.return %5 : tensor<3x4xf32>
  }, {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
      %7 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf32>
      %8 = stablehlo.add %7, %cst : tensor<3x4xf32>
      %9 = stablehlo.divide %0, %8 : tensor<3x4xf32>
      %c_6 = stablehlo.constant dense<[[1], [1], [0]]> : tensor<3x1xi32>
      %10 = "stablehlo.scatter"(%9, %c_6, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %11 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %11 : tensor<f32>
      }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      stablehlo.return %10 : tensor<3x4xf32>
    }, {
      %7 = stablehlo.add %0, %arg0 : tensor<3x4xf32>
      %c_6 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %8 = "stablehlo.scatter"(%7, %c_6, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        stablehlo.return %arg5 : tensor<f32>
      }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      stablehlo.return %8 : tensor<3x4xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
      stablehlo.return %8 : tensor<3x4xf32>
    }) : (tensor<i32>) -> tensor<3x4xf32>
    stablehlo.return %6 : tensor<3x4xf32>
  }, {
    %5 = stablehlo.subtract %arg0, %arg0 : tensor<3x4xf32>
    stablehlo.return %5 : tensor<3x4xf32>
  }) : (tensor<i32>) -> tensor<3x4xf32>
  return %4 : tensor<3x4xf32>
}
func.func @f283_v0(%arg0: tensor<3x4x3xf32>, %arg1: tensor<3x4x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x3x4xf32> {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %c = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %3 = "stablehlo.gather"(%0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %4 = stablehlo.clamp %c_0, %arg3, %c_1 : tensor<i32>
  %5 = "stablehlo.case"(%4) ({
    %8 = stablehlo.add %0, %3 : tensor<3x3x4xf32>
    stablehlo.return %8 : tensor<3x3x4xf32>
  }, {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %10 = stablehlo.subtract %1, %3 : tensor<3x3x4xf32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.clamp %c_6, %arg2, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<2> : tensor<i32>
      %12 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.dynamic_slice %3, %c_10, %11, %12, sizes = [3, 3, 2] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2xf32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.clamp %c_11, %arg3, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %c_14 = stablehlo.constant dense<2> : tensor<i32>
      %15 = stablehlo.clamp %c_13, %arg3, %c_14 : tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.dynamic_update_slice %10, %13, %c_15, %14, %15 : (tensor<3x3x4xf32>, tensor<3x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      stablehlo.return %16 : tensor<3x3x4xf32>
    }, {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
      %10 = stablehlo.multiply %0, %0 : tensor<3x3x4xf32>
      %11 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
      %12 = stablehlo.add %10, %11 : tensor<3x3x4xf32>
      %13 = stablehlo.divide %1, %12 : tensor<3x3x4xf32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.clamp %c_6, %arg2, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.dynamic_slice %1, %c_10, %14, %15, sizes = [3, 3, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %17 = stablehlo.clamp %c_11, %arg2, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.clamp %c_13, %arg2, %c_14 : tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.dynamic_update_slice %13, %16, %c_15, %17, %18 : (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      stablehlo.return %19 : tensor<3x3x4xf32>
    }, {
      %c_6 = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
      %10 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
      %11 = "stablehlo.gather"(%1, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
      stablehlo.return %11 : tensor<3x3x4xf32>
    }) : (tensor<i32>) -> tensor<3x3x4xf32>
    stablehlo.return %9 : tensor<3x3x4xf32>
  }) : (tensor<i32>) -> tensor<3x3x4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<2> : tensor<i32>
  %6 = stablehlo.clamp %c_2, %arg3, %c_3 : tensor<i32>
  %7 = "stablehlo.case"(%6) ({
    %8 = stablehlo.negate %5 : tensor<3x3x4xf32>
    stablehlo.return %8 : tensor<3x3x4xf32>
  }, {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
      %10 = stablehlo.multiply %0, %0 : tensor<3x3x4xf32>
      %11 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
      %12 = stablehlo.add %10, %11 : tensor<3x3x4xf32>
      %13 = stablehlo.divide %3, %12 : tensor<3x3x4xf32>
      %c_6 = stablehlo.constant dense<[[1], [1], [0]]> : tensor<3x1xi32>
      %14 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
      %15 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
      %16 = stablehlo.concatenate %15, %14, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
      %17 = stablehlo.reshape %16 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
      %18 = stablehlo.reshape %0 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
      %19 = "stablehlo.scatter"(%13, %17, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %20 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
      stablehlo.return %19 : tensor<3x3x4xf32>
    }, {
      %10 = stablehlo.add %3, %0 : tensor<3x3x4xf32>
      %c_6 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %11 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
      %12 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
      %13 = stablehlo.concatenate %12, %11, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
      %14 = stablehlo.reshape %13 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
      %15 = stablehlo.reshape %3 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
      %16 = "stablehlo.scatter"(%10, %14, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        stablehlo.return %arg5 : tensor<f32>
      }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
      stablehlo.return %16 : tensor<3x3x4xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
      stablehlo.return %11 : tensor<3x3x4xf32>
    }) : (tensor<i32>) -> tensor<3x3x4xf32>
    stablehlo.return %9 : tensor<3x3x4xf32>
  }, {
    %8 = stablehlo.subtract %0, %0 : tensor<3x3x4xf32>
    stablehlo.return %8 : tensor<3x3x4xf32>
  }) : (tensor<i32>) -> tensor<3x3x4xf32>
  return %7 : tensor<3x3x4xf32>
}
func.func @f283_v0_fwd(%arg0: tensor<3x4x3xf32>, %arg1: tensor<3x4x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>, tensor<i32>) {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %c = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %3 = "stablehlo.gather"(%0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %4 = stablehlo.clamp %c_0, %arg3, %c_1 : tensor<i32>
  %5:17 = "stablehlo.case"(%4) ({
    %8 = stablehlo.add %0, %3 : tensor<3x3x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %8, %c_4, %c_5, %c_6, %c_7, %c_8, %c_9, %cst, %cst_10, %c_11, %c_12, %c_13, %c_14, %c_15, %c_16, %c_17, %c_18 : tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>, tensor<i32>
  }, {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
    %9:16 = "stablehlo.case"(%8) ({
      %10 = stablehlo.subtract %1, %3 : tensor<3x3x4xf32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.clamp %c_6, %arg2, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<2> : tensor<i32>
      %12 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.dynamic_slice %3, %c_10, %11, %12, sizes = [3, 3, 2] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2xf32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.clamp %c_11, %arg3, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %c_14 = stablehlo.constant dense<2> : tensor<i32>
      %15 = stablehlo.clamp %c_13, %arg3, %c_14 : tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.dynamic_update_slice %10, %13, %c_15, %14, %15 : (tensor<3x3x4xf32>, tensor<3x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %c_23 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
      stablehlo.return %16, %c_10, %11, %12, %c_15, %14, %15, %cst, %cst_16, %c_17, %c_18, %c_19, %c_20, %c_21, %c_22, %c_23 : tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>
    }, {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
      %10 = stablehlo.multiply %0, %0 : tensor<3x3x4xf32>
      %11 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
      %12 = stablehlo.add %10, %11 : tensor<3x3x4xf32>
      %13 = stablehlo.divide %1, %12 : tensor<3x3x4xf32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.clamp %c_6, %arg2, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.dynamic_slice %1, %c_10, %14, %15, sizes = [3, 3, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %17 = stablehlo.clamp %c_11, %arg2, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.clamp %c_13, %arg2, %c_14 : tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.dynamic_update_slice %13, %16, %c_15, %17, %18 : (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %c_22 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
      stablehlo.return %19, %c_16, %c_17, %c_18, %c_19, %c_20, %c_21, %12, %13, %c_10, %14, %15, %c_15, %17, %18, %c_22 : tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>
    }, {
      %c_6 = stablehlo.constant dense<[[1], [2], [2]]> : tensor<3x1xi32>
      %10 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
      %11 = "stablehlo.gather"(%1, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %11, %c_7, %c_8, %c_9, %c_10, %c_11, %c_12, %cst, %cst_13, %c_14, %c_15, %c_16, %c_17, %c_18, %c_19, %10 : tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>
    }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>)
    stablehlo.return %9#0, %9#1, %9#2, %9#3, %9#4, %9#5, %9#6, %9#7, %9#8, %9#9, %9#10, %9#11, %9#12, %9#13, %9#14, %9#15, %8 : tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>, tensor<i32>)
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<2> : tensor<i32>
  %6 = stablehlo.clamp %c_2, %arg3, %c_3 : tensor<i32>
  %7:11 = "stablehlo.case"(%6) ({
    %8 = stablehlo.negate %5#0 : tensor<3x3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<9x2xi32>
    %c_6 = stablehlo.constant dense<false> : tensor<9x4xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<9x2xi32>
    %c_10 = stablehlo.constant dense<false> : tensor<3x3x4xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %8, %cst, %cst_4, %c_5, %c_6, %cst_7, %cst_8, %c_9, %c_10, %cst_11, %c_12 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>
  }, {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.clamp %c_4, %arg2, %c_5 : tensor<i32>
    %9:10 = "stablehlo.case"(%8) ({
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
      %10 = stablehlo.multiply %0, %0 : tensor<3x3x4xf32>
      %11 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
      %12 = stablehlo.add %10, %11 : tensor<3x3x4xf32>
      %13 = stablehlo.divide %3, %12 : tensor<3x3x4xf32>
      %c_6 = stablehlo.constant dense<[[1], [1], [0]]> : tensor<3x1xi32>
      %14 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
      %15 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
      %16 = stablehlo.concatenate %15, %14, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
      %17 = stablehlo.reshape %16 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
      %18 = stablehlo.reshape %0 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
      %19 = "stablehlo.scatter"(%13, %17, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %20 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
      %c_7 = stablehlo.constant dense<false> : tensor<9x4xi1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<9x2xi32>
      %c_11 = stablehlo.constant dense<false> : tensor<3x3x4xi1>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      stablehlo.return %19, %12, %13, %17, %c_7, %cst_8, %cst_9, %c_10, %c_11, %cst_12 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>
    }, {
      %10 = stablehlo.add %3, %0 : tensor<3x3x4xf32>
      %c_6 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %11 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
      %12 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
      %13 = stablehlo.concatenate %12, %11, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
      %14 = stablehlo.reshape %13 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
      %15 = stablehlo.reshape %3 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
      %16 = "stablehlo.scatter"(%10, %14, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        stablehlo.return %arg5 : tensor<f32>
      }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
      %17 = stablehlo.iota dim = 0 : tensor<36xi32>
      %c_7 = stablehlo.constant dense<1> : tensor<36xi32>
      %18 = stablehlo.add %17, %c_7 : tensor<36xi32>
      %19 = stablehlo.reshape %18 : (tensor<36xi32>) -> tensor<9x4xi32>
      %c_8 = stablehlo.constant dense<0> : tensor<3x3x4xi32>
      %20 = "stablehlo.scatter"(%c_8, %14, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
        stablehlo.return %arg5 : tensor<i32>
      }) : (tensor<3x3x4xi32>, tensor<9x2xi32>, tensor<9x4xi32>) -> tensor<3x3x4xi32>
      %21 = "stablehlo.gather"(%20, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xi32>, tensor<9x2xi32>) -> tensor<9x4xi32>
      %22 = stablehlo.compare EQ, %21, %19, SIGNED : (tensor<9x4xi32>, tensor<9x4xi32>) -> tensor<9x4xi1>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %23 = stablehlo.compare NE, %20, %c_8, SIGNED : (tensor<3x3x4xi32>, tensor<3x3x4xi32>) -> tensor<3x3x4xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_12 = stablehlo.constant dense<0> : tensor<9x2xi32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      stablehlo.return %16, %cst_10, %cst_11, %c_12, %22, %cst, %cst_9, %14, %23, %cst_13 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_9 = stablehlo.constant dense<0> : tensor<9x2xi32>
      %c_10 = stablehlo.constant dense<false> : tensor<9x4xi1>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_13 = stablehlo.constant dense<0> : tensor<9x2xi32>
      %c_14 = stablehlo.constant dense<false> : tensor<3x3x4xi1>
      stablehlo.return %11, %cst_7, %cst_8, %c_9, %c_10, %cst_11, %cst_12, %c_13, %c_14, %cst_6 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>)
    stablehlo.return %9#0, %9#1, %9#2, %9#3, %9#4, %9#5, %9#6, %9#7, %9#8, %9#9, %8 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>
  }, {
    %8 = stablehlo.subtract %0, %0 : tensor<3x3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<9x2xi32>
    %c_6 = stablehlo.constant dense<false> : tensor<9x4xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<9x2xi32>
    %c_10 = stablehlo.constant dense<false> : tensor<3x3x4xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %8, %cst, %cst_4, %c_5, %c_6, %cst_7, %cst_8, %c_9, %c_10, %cst_11, %c_12 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>)
  return %7#0, %2, %5#1, %5#2, %5#3, %5#4, %5#5, %5#6, %0, %5#7, %5#8, %5#9, %5#10, %5#11, %5#12, %5#13, %5#14, %5#15, %5#16, %4, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7, %7#8, %7#9, %7#10, %6 : tensor<3x3x4xf32>, tensor<3x3x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>, tensor<i32>
}
func.func @f283_v0_lin(%arg0: tensor<3x3x1xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<3x3x4xf32>, %arg8: tensor<3x3x4xf32>, %arg9: tensor<3x3x4xf32>, %arg10: tensor<i32>, %arg11: tensor<i32>, %arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<3x3x1xi32>, %arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<3x3x4xf32>, %arg20: tensor<3x3x4xf32>, %arg21: tensor<9x2xi32>, %arg22: tensor<9x4xi1>, %arg23: tensor<9x4xf32>, %arg24: tensor<3x3x4xf32>, %arg25: tensor<9x2xi32>, %arg26: tensor<3x3x4xi1>, %arg27: tensor<f32>, %arg28: tensor<i32>, %arg29: tensor<i32>, %arg30: tensor<3x4x3xf32>, %arg31: tensor<3x4x3xf32>) -> tensor<3x3x4xf32> attributes {hostcall.num_residuals = 30 : i64} {
  %0 = stablehlo.transpose %arg30, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.transpose %arg31, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %2 = "stablehlo.gather"(%0, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
  %3 = "stablehlo.case"(%arg18) ({
    %5 = stablehlo.add %0, %2 : tensor<3x3x4xf32>
    stablehlo.return %5 : tensor<3x3x4xf32>
  }, {
    %5 = "stablehlo.case"(%arg17) ({
      %6 = stablehlo.negate %2 : tensor<3x3x4xf32>
      %7 = stablehlo.add %1, %6 : tensor<3x3x4xf32>
      %8 = stablehlo.dynamic_slice %2, %arg1, %arg2, %arg3, sizes = [3, 3, 2] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2xf32>
      %9 = stablehlo.dynamic_update_slice %7, %8, %arg4, %arg5, %arg6 : (tensor<3x3x4xf32>, tensor<3x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      stablehlo.return %9 : tensor<3x3x4xf32>
    }, {
      %6 = stablehlo.multiply %0, %arg7 : tensor<3x3x4xf32>
      %7 = stablehlo.multiply %arg7, %0 : tensor<3x3x4xf32>
      %8 = stablehlo.add %6, %7 : tensor<3x3x4xf32>
      %9 = stablehlo.divide %1, %arg8 : tensor<3x3x4xf32>
      %10 = stablehlo.multiply %8, %arg9 : tensor<3x3x4xf32>
      %11 = stablehlo.divide %10, %arg8 : tensor<3x3x4xf32>
      %12 = stablehlo.negate %11 : tensor<3x3x4xf32>
      %13 = stablehlo.add %9, %12 : tensor<3x3x4xf32>
      %14 = stablehlo.dynamic_slice %1, %arg10, %arg11, %arg12, sizes = [3, 3, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %15 = stablehlo.dynamic_update_slice %13, %14, %arg13, %arg14, %arg15 : (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      stablehlo.return %15 : tensor<3x3x4xf32>
    }, {
      %6 = "stablehlo.gather"(%1, %arg16) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
      stablehlo.return %6 : tensor<3x3x4xf32>
    }) : (tensor<i32>) -> tensor<3x3x4xf32>
    stablehlo.return %5 : tensor<3x3x4xf32>
  }) : (tensor<i32>) -> tensor<3x3x4xf32>
  %4 = "stablehlo.case"(%arg29) ({
    %5 = stablehlo.negate %3 : tensor<3x3x4xf32>
    stablehlo.return %5 : tensor<3x3x4xf32>
  }, {
    %5 = "stablehlo.case"(%arg28) ({
      %6 = stablehlo.multiply %0, %arg7 : tensor<3x3x4xf32>
      %7 = stablehlo.multiply %arg7, %0 : tensor<3x3x4xf32>
      %8 = stablehlo.add %6, %7 : tensor<3x3x4xf32>
      %9 = stablehlo.divide %2, %arg19 : tensor<3x3x4xf32>
      %10 = stablehlo.multiply %8, %arg20 : tensor<3x3x4xf32>
      %11 = stablehlo.divide %10, %arg19 : tensor<3x3x4xf32>
      %12 = stablehlo.negate %11 : tensor<3x3x4xf32>
      %13 = stablehlo.add %9, %12 : tensor<3x3x4xf32>
      %14 = stablehlo.reshape %0 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
      %15 = "stablehlo.scatter"(%13, %arg21, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
        %16 = stablehlo.add %arg32, %arg33 : tensor<f32>
        stablehlo.return %16 : tensor<f32>
      }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
      stablehlo.return %15 : tensor<3x3x4xf32>
    }, {
      %6 = stablehlo.add %2, %0 : tensor<3x3x4xf32>
      %7 = stablehlo.reshape %2 : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
      %8 = stablehlo.select %arg22, %7, %arg23 : tensor<9x4xi1>, tensor<9x4xf32>
      %9 = "stablehlo.scatter"(%arg24, %arg25, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
        %11 = stablehlo.add %arg32, %arg33 : tensor<f32>
        stablehlo.return %11 : tensor<f32>
      }) : (tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xf32>) -> tensor<3x3x4xf32>
      %10 = stablehlo.select %arg26, %9, %6 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
      stablehlo.return %10 : tensor<3x3x4xf32>
    }, {
      %6 = stablehlo.reduce(%0 init: %arg27) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
      stablehlo.return %7 : tensor<3x3x4xf32>
    }) : (tensor<i32>) -> tensor<3x3x4xf32>
    stablehlo.return %5 : tensor<3x3x4xf32>
  }, {
    %5 = stablehlo.negate %0 : tensor<3x3x4xf32>
    %6 = stablehlo.add %0, %5 : tensor<3x3x4xf32>
    stablehlo.return %6 : tensor<3x3x4xf32>
  }) : (tensor<i32>) -> tensor<3x3x4xf32>
  return %4 : tensor<3x3x4xf32>
}
func.func @f283_v0_lin_t(%arg0: tensor<3x3x1xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<3x3x4xf32>, %arg8: tensor<3x3x4xf32>, %arg9: tensor<3x3x4xf32>, %arg10: tensor<i32>, %arg11: tensor<i32>, %arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<3x3x1xi32>, %arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<3x3x4xf32>, %arg20: tensor<3x3x4xf32>, %arg21: tensor<9x2xi32>, %arg22: tensor<9x4xi1>, %arg23: tensor<9x4xf32>, %arg24: tensor<3x3x4xf32>, %arg25: tensor<9x2xi32>, %arg26: tensor<3x3x4xi1>, %arg27: tensor<f32>, %arg28: tensor<i32>, %arg29: tensor<i32>, %arg30: tensor<3x3x4xf32>) -> (tensor<3x4x3xf32>, tensor<3x4x3xf32>) {
  %0:3 = "stablehlo.case"(%arg29) ({
    %9 = stablehlo.negate %arg30 : tensor<3x3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    stablehlo.return %9, %cst_1, %cst_2 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
  }, {
    %9:2 = "stablehlo.case"(%arg28) ({
      %10 = "stablehlo.gather"(%arg30, %arg21) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<9x2xi32>) -> tensor<9x4xf32>
      %11 = stablehlo.reshape %10 : (tensor<9x4xf32>) -> tensor<3x3x4xf32>
      %12 = stablehlo.negate %arg30 : tensor<3x3x4xf32>
      %13 = stablehlo.divide %12, %arg19 : tensor<3x3x4xf32>
      %14 = stablehlo.multiply %13, %arg20 : tensor<3x3x4xf32>
      %15 = stablehlo.divide %arg30, %arg19 : tensor<3x3x4xf32>
      %16 = stablehlo.multiply %arg7, %14 : tensor<3x3x4xf32>
      %17 = stablehlo.add %11, %16 : tensor<3x3x4xf32>
      %18 = stablehlo.multiply %14, %arg7 : tensor<3x3x4xf32>
      %19 = stablehlo.add %17, %18 : tensor<3x3x4xf32>
      stablehlo.return %19, %15 : tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }, {
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %10 = stablehlo.select %arg26, %arg30, %cst_2 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
      %11 = stablehlo.select %arg26, %cst_2, %arg30 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
      %12 = "stablehlo.gather"(%10, %arg25) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<9x2xi32>) -> tensor<9x4xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<9x4xf32>
      %13 = stablehlo.select %arg22, %12, %cst_3 : tensor<9x4xi1>, tensor<9x4xf32>
      %14 = stablehlo.reshape %13 : (tensor<9x4xf32>) -> tensor<3x3x4xf32>
      %15 = stablehlo.add %14, %11 : tensor<3x3x4xf32>
      stablehlo.return %11, %15 : tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }, {
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.reduce(%arg30 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      stablehlo.return %11, %cst_3 : tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>)
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    stablehlo.return %cst_1, %9#0, %9#1 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
  }, {
    %9 = stablehlo.negate %arg30 : tensor<3x3x4xf32>
    %10 = stablehlo.add %arg30, %9 : tensor<3x3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    stablehlo.return %cst_1, %10, %cst_2 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
  }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>)
  %1:3 = "stablehlo.case"(%arg18) ({
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    stablehlo.return %0#0, %0#0, %cst_1 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
  }, {
    %9:3 = "stablehlo.case"(%arg17) ({
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x2xf32>
      %10 = stablehlo.dynamic_update_slice %0#0, %cst_1, %arg4, %arg5, %arg6 : (tensor<3x3x4xf32>, tensor<3x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %11 = stablehlo.dynamic_slice %0#0, %arg4, %arg5, %arg6, sizes = [3, 3, 2] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %12 = stablehlo.dynamic_update_slice %cst_2, %11, %arg1, %arg2, %arg3 : (tensor<3x3x4xf32>, tensor<3x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %13 = stablehlo.negate %10 : tensor<3x3x4xf32>
      %14 = stablehlo.add %12, %13 : tensor<3x3x4xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      stablehlo.return %14, %10, %cst_3 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }, {
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %10 = stablehlo.dynamic_update_slice %0#0, %cst_1, %arg13, %arg14, %arg15 : (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %11 = stablehlo.dynamic_slice %0#0, %arg13, %arg14, %arg15, sizes = [3, 3, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %12 = stablehlo.dynamic_update_slice %cst_2, %11, %arg10, %arg11, %arg12 : (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %13 = stablehlo.negate %10 : tensor<3x3x4xf32>
      %14 = stablehlo.divide %13, %arg8 : tensor<3x3x4xf32>
      %15 = stablehlo.multiply %14, %arg9 : tensor<3x3x4xf32>
      %16 = stablehlo.divide %10, %arg8 : tensor<3x3x4xf32>
      %17 = stablehlo.add %12, %16 : tensor<3x3x4xf32>
      %18 = stablehlo.multiply %arg7, %15 : tensor<3x3x4xf32>
      %19 = stablehlo.multiply %15, %arg7 : tensor<3x3x4xf32>
      %20 = stablehlo.add %18, %19 : tensor<3x3x4xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      stablehlo.return %cst_3, %17, %20 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }, {
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %c_2 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
      %c_3 = stablehlo.constant dense<2> : tensor<3x3x1xi32>
      %10 = stablehlo.clamp %c_2, %arg16, %c_3 : tensor<3x3x1xi32>
      %11 = "stablehlo.scatter"(%cst_1, %10, %0#0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
      ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
        %12 = stablehlo.add %arg31, %arg32 : tensor<f32>
        stablehlo.return %12 : tensor<f32>
      }) : (tensor<3x3x4xf32>, tensor<3x3x1xi32>, tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
      stablehlo.return %cst_4, %11, %cst_5 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>)
    stablehlo.return %9#2, %9#0, %9#1 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
  }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>)
  %2 = stablehlo.add %0#1, %1#0 : tensor<3x3x4xf32>
  %3 = stablehlo.add %0#2, %1#1 : tensor<3x3x4xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<3x3x1xi32>
  %c_0 = stablehlo.constant dense<2> : tensor<3x3x1xi32>
  %4 = stablehlo.clamp %c, %arg0, %c_0 : tensor<3x3x1xi32>
  %5 = "stablehlo.scatter"(%cst, %4, %3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
    %9 = stablehlo.add %arg31, %arg32 : tensor<f32>
    stablehlo.return %9 : tensor<f32>
  }) : (tensor<3x3x4xf32>, tensor<3x3x1xi32>, tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  %6 = stablehlo.add %2, %5 : tensor<3x3x4xf32>
  %7 = stablehlo.transpose %1#2, dims = [1, 2, 0] : (tensor<3x3x4xf32>) -> tensor<3x4x3xf32>
  %8 = stablehlo.transpose %6, dims = [1, 2, 0] : (tensor<3x3x4xf32>) -> tensor<3x4x3xf32>
  return %8, %7 : tensor<3x4x3xf32>, tensor<3x4x3xf32>
}
func.func @f283_v0_vjp(%arg0: tensor<3x4x3xf32>, %arg1: tensor<3x4x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<3x3x4xf32>) -> (tensor<3x4x3xf32>, tensor<3x4x3xf32>) {
  %0:31 = call @f283_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x4x3xf32>, tensor<3x4x3xf32>, tensor<i32>, tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3x3x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>, tensor<i32>)
  %1:2 = call @f283_v0_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %arg4) : (tensor<3x3x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x3x1xi32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<9x4xi1>, tensor<9x4xf32>, tensor<3x3x4xf32>, tensor<9x2xi32>, tensor<3x3x4xi1>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<3x3x4xf32>) -> (tensor<3x4x3xf32>, tensor<3x4x3xf32>)
  return %1#0, %1#1 : tensor<3x4x3xf32>, tensor<3x4x3xf32>
}
// inputs: [[[ 3.1656032 , -1.5072076 , -1.0492194 ],  [-0.1699967 ,  0.5639817 , -0.42362437],  [ 1.8168107 ,  1.673293  , -1.5388358 ],  [-1.5592259 , -1.170977  ,  1.0677392 ]], [[-0.67762464, -0.64779943, -0.93652785],  [ 1.6473534 , -2.2431636 , -0.96692026],  [-0.17124882,  0.2717493 ,  0.66771317],  [ 2.312848  , -0.49999854, -0.0949419 ]], [[-1.596974  ,  0.8939554 , -0.70916146],  [ 0.4151357 ,  1.6891893 ,  0.2635738 ],  [ 0.8307911 ,  1.111512  , -2.7039585 ],  [ 1.3227727 ,  1.6394365 ,  2.0854766 ]]]; [[[ 0.40122512, -0.01517946,  0.20998496],  [-2.7312534 ,  1.4715034 ,  1.1222339 ],  [ 1.766397  ,  0.22931498,  1.023836  ],  [-1.3838646 , -0.6398284 , -0.73276824]], [[-1.9223659 ,  0.06112259,  2.1723697 ],  [ 0.05353041,  1.1675663 ,  1.4815106 ],  [-0.9961069 , -0.77594334, -2.418289  ],  [-0.94715106,  0.76991266,  0.8040165 ]], [[ 2.0023181 ,  4.4704623 ,  0.07211735],  [ 0.76610285, -0.3176566 ,  0.7715121 ],  [ 0.6307436 , -0.6467011 , -1.6685358 ],  [ 2.3021095 ,  0.15492374, -0.82992774]]]; 1; 2; [[[-1.3118895 ,  0.9448123 ,  1.0648996 ,  1.6139427 ],  [-1.046317  , -0.5122195 ,  0.8165076 , -0.8706452 ],  [-1.2106265 ,  1.5745935 ,  1.7263615 , -1.1476222 ]], [[-2.4477193 , -0.67598915,  1.6317674 ,  0.2741626 ],  [ 0.97730565, -0.5626942 , -1.2328343 , -0.07602002],  [-0.47234935,  0.60904557,  3.4542658 , -0.81275   ]], [[ 0.27416974,  1.6534837 ,  2.8499854 ,  0.34132925],  [-1.3198161 ,  0.76483005, -0.40299958,  0.793787  ],  [-2.324876  ,  0.05986862,  0.07011736,  0.33751136]]]
// reference: [[[0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.]], [[0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.]], [[0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.]]]; [[[0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.]], [[0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.]], [[0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.],  [0., 0., 0.]]]
