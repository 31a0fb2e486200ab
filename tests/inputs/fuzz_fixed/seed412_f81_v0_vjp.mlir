// Fixed by dialects/vm_branches.py (the compile driver's rewrite of IREE's VM module):
// IREE 3.13's VM passed one packed buffer or fence in two block arguments of a branch
// and moved it out of the register one of them kept (tests/test_vm_branches.py).
// run mismatch: IndexError: Error invoking function: c/runtime/src/iree/hal/command_buffer_validation.c:196: OUT_OF_RANGE; indirect buffer reference slot 0 is out range of the declared binding capacity of the command buffer 0; while invoking native function hal.command_buffer.copy_buffer; while calling import; [ 0] bytecode module@155:6144 -
// vjp_vmap [('vmap', [2, 0, 0, 0], 1, 3), ('vjp',)] of:
func.func @f81(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %v2336 = "stablehlo.subtract"(%a0, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c2337 = stablehlo.constant dense<0> : tensor<i32>
  %c2338 = stablehlo.constant dense<0> : tensor<i32>
  %w2341:2 = "stablehlo.while"(%c2338, %v2336) ({
  ^bb0(%k2339: tensor<i32>, %x2340: tensor<3x4xf32>):
  %c2342 = stablehlo.constant dense<3> : tensor<i32>
  %v2343 = "stablehlo.compare"(%k2339, %c2342) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v2343) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k2344: tensor<i32>, %x2345: tensor<3x4xf32>):
  %v2346 = "stablehlo.dynamic_slice"(%a0, %k2344, %c2337) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v2347 = "stablehlo.dynamic_slice"(%x2345, %k2344, %c2337) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v2348 = "stablehlo.multiply"(%v2346, %v2347) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %v2349 = "stablehlo.dynamic_update_slice"(%x2345, %v2348, %k2344, %c2337) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c2350 = stablehlo.constant dense<1> : tensor<i32>
  %v2351 = "stablehlo.add"(%k2344, %c2350) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v2351, %v2349) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
  %v2352 = "stablehlo.subtract"(%a1, %w2341#1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v2353 = "stablehlo.multiply"(%a1, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c2354 = stablehlo.constant dense<0> : tensor<i32>
  %w2358:3 = "stablehlo.while"(%c2354, %v2352, %v2353) ({
  ^bb0(%k2355: tensor<i32>, %x2356: tensor<3x4xf32>, %x2357: tensor<3x4xf32>):
  %c2359 = stablehlo.constant dense<3> : tensor<i32>
  %v2360 = "stablehlo.compare"(%k2355, %c2359) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v2360) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k2361: tensor<i32>, %x2362: tensor<3x4xf32>, %x2363: tensor<3x4xf32>):
  %c2364 = stablehlo.constant dense<0.0> : tensor<f32>
  %v2365 = "stablehlo.reduce"(%w2341#1, %c2364) ({
  ^bb0(%p2366: tensor<f32>, %q2367: tensor<f32>):
  %v2368 = "stablehlo.add"(%p2366, %q2367) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v2368) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %v2369 = "stablehlo.broadcast_in_dim"(%v2365) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
  %v2370 = "stablehlo.add"(%v2369, %w2341#1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c2371 = stablehlo.constant dense<0> : tensor<i32>
  %c2372 = stablehlo.constant dense<0> : tensor<i32>
  %v2373 = "stablehlo.clamp"(%c2371, %i1, %c2372) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c2374 = stablehlo.constant dense<0> : tensor<i32>
  %c2375 = stablehlo.constant dense<1> : tensor<i32>
  %v2376 = "stablehlo.clamp"(%c2374, %k2361, %c2375) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v2377 = "stablehlo.dynamic_slice"(%x2362, %v2373, %v2376) {slice_sizes = array<i64: 3, 3>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
  %c2378 = stablehlo.constant dense<0> : tensor<i32>
  %c2379 = stablehlo.constant dense<0> : tensor<i32>
  %v2380 = "stablehlo.clamp"(%c2378, %i0, %c2379) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c2381 = stablehlo.constant dense<0> : tensor<i32>
  %c2382 = stablehlo.constant dense<1> : tensor<i32>
  %v2383 = "stablehlo.clamp"(%c2381, %i0, %c2382) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v2384 = "stablehlo.dynamic_update_slice"(%v2370, %v2377, %v2380, %v2383) : (tensor<3x4xf32>, tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c2385 = stablehlo.constant dense<1> : tensor<i32>
  %v2386 = "stablehlo.add"(%k2361, %c2385) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v2386, %v2369, %v2384) : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>)
  %c2387 = stablehlo.constant dense<[[1], [2], [1]]> : tensor<3x1xi32>
  %v2388 = "stablehlo.gather"(%w2358#1, %c2387) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return %v2388, %w2358#1 : tensor<3x4xf32>, tensor<3x4xf32>
}
// transformed:
func.func @f81(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = stablehlo.subtract %arg0, %arg1 : tensor<3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.while(%iterArg = %c_0, %iterArg_3 = %0) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %6 : tensor<i1>
  } do {
    %6 = stablehlo.dynamic_slice %arg0, %iterArg, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %7 = stablehlo.dynamic_slice %iterArg_3, %iterArg, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1x4xf32>
    %9 = stablehlo.dynamic_update_slice %iterArg_3, %8, %iterArg, %c : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.add %iterArg, %c_4 : tensor<i32>
    stablehlo.return %10, %9 : tensor<i32>, tensor<3x4xf32>
  }
  %2 = stablehlo.subtract %arg1, %1#1 : tensor<3x4xf32>
  %3 = stablehlo.multiply %arg1, %arg0 : tensor<3x4xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %4:3 = stablehlo.while(%iterArg = %c_1, %iterArg_3 = %2, %iterArg_4 = %3) : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %6 : tensor<i1>
  } do {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%1#1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
    %8 = stablehlo.add %7, %1#1 : tensor<3x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.clamp %c_5, %arg3, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.clamp %c_7, %iterArg, %c_8 : tensor<i32>
    %11 = stablehlo.dynamic_slice %iterArg_3, %9, %10, sizes = [3, 3] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.clamp %c_9, %arg2, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.clamp %c_11, %arg2, %c_12 : tensor<i32>
    %14 = stablehlo.dynamic_update_slice %8, %11, %12, %13 : (tensor<3x4xf32>, tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.add %iterArg, %c_13 : tensor<i32>
    stablehlo.return %15, %7, %14 : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
  %c_2 = stablehlo.constant dense<[[1], [2], [1]]> : tensor<3x1xi32>
  %5 = "stablehlo.gather"(%4#1, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return %5, %4#1 : tensor<3x4xf32>, tensor<3x4xf32>
}
func.func @f81_v0(%arg0: tensor<3x4x3xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>) {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.subtract %0, %arg1 : tensor<3x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %2:2 = stablehlo.while(%iterArg = %c_0, %iterArg_3 = %1) : tensor<i32>, tensor<3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %10 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %10 : tensor<i1>
  } do {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_slice %0, %c_4, %iterArg, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.dynamic_slice %iterArg_3, %c_5, %iterArg, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<3x1x4xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_update_slice %iterArg_3, %12, %c_6, %iterArg, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %iterArg, %c_7 : tensor<i32>
    stablehlo.return %14, %13 : tensor<i32>, tensor<3x3x4xf32>
  }
  %3 = stablehlo.subtract %arg1, %2#1 : tensor<3x3x4xf32>
  %4 = stablehlo.multiply %arg1, %0 : tensor<3x3x4xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %5:3 = stablehlo.while(%iterArg = %c_1, %iterArg_3 = %3, %iterArg_4 = %4) : tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %10 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %10 : tensor<i1>
  } do {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%2#1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
    %12 = stablehlo.add %11, %2#1 : tensor<3x3x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %15 = stablehlo.clamp %13, %arg3, %14 : tensor<3xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.clamp %c_7, %iterArg, %c_8 : tensor<i32>
    %17 = stablehlo.reshape %15 : (tensor<3xi32>) -> tensor<3x1xi32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %19 = stablehlo.reshape %18 : (tensor<3xi32>) -> tensor<3x1xi32>
    %20 = stablehlo.concatenate %17, %19, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %21 = "stablehlo.gather"(%iterArg_3, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<3x3x4xf32>, tensor<3x2xi32>) -> tensor<3x3x3xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %23 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.clamp %22, %arg2, %23 : tensor<3xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %27 = stablehlo.clamp %25, %arg2, %26 : tensor<3xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %c_15 = stablehlo.constant dense<3> : tensor<i32>
    %28:2 = stablehlo.while(%iterArg_17 = %c_13, %iterArg_18 = %12) : tensor<i32>, tensor<3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %30 = stablehlo.compare LT, %iterArg_17, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %30 = stablehlo.dynamic_slice %24, %iterArg_17, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %31 = stablehlo.reshape %30 : (tensor<1xi32>) -> tensor<i32>
      %32 = stablehlo.dynamic_slice %27, %iterArg_17, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %34 = stablehlo.dynamic_slice %21, %iterArg_17, %c_19, %c_19, sizes = [1, 3, 3] : (tensor<3x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3xf32>
      %35 = stablehlo.add %iterArg_17, %c_14 : tensor<i32>
      %36 = stablehlo.dynamic_update_slice %iterArg_18, %34, %iterArg_17, %31, %33 : (tensor<3x3x4xf32>, tensor<1x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      stablehlo.return %35, %36 : tensor<i32>, tensor<3x3x4xf32>
    }
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %29 = stablehlo.add %iterArg, %c_16 : tensor<i32>
    stablehlo.return %29, %11, %28#1 : tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
  }
  %c_2 = stablehlo.constant dense<[[1], [2], [1]]> : tensor<3x1xi32>
  %6 = stablehlo.broadcast_in_dim %c_2, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %7 = "stablehlo.gather"(%5#1, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
  %8 = stablehlo.transpose %7, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  %9 = stablehlo.transpose %5#1, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  return %8, %9 : tensor<3x3x4xf32>, tensor<3x3x4xf32>
}
func.func @f81_v0_fwd(%arg0: tensor<3x4x3xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3x1xi32>) {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.subtract %0, %arg1 : tensor<3x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<3xi32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x1x4xf32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x1x4xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %2:6 = stablehlo.while(%iterArg = %c_0, %iterArg_17 = %1, %iterArg_18 = %c_1, %iterArg_19 = %cst, %iterArg_20 = %cst_2, %iterArg_21 = %c_4) : tensor<i32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_22 = stablehlo.constant dense<3> : tensor<i32>
    %10 = stablehlo.compare LT, %iterArg_21, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %10 : tensor<i1>
  } do {
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_slice %0, %c_22, %iterArg, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.dynamic_slice %iterArg_17, %c_23, %iterArg, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<3x1x4xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_update_slice %iterArg_17, %12, %c_24, %iterArg, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %iterArg, %c_25 : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.dynamic_update_slice %iterArg_18, %15, %iterArg_21 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %17 = stablehlo.reshape %11 : (tensor<3x1x4xf32>) -> tensor<1x3x1x4xf32>
    %18 = stablehlo.dynamic_update_slice %iterArg_19, %17, %iterArg_21, %c_26, %c_26, %c_26 : (tensor<3x3x1x4xf32>, tensor<1x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x1x4xf32>
    %19 = stablehlo.reshape %10 : (tensor<3x1x4xf32>) -> tensor<1x3x1x4xf32>
    %20 = stablehlo.dynamic_update_slice %iterArg_20, %19, %iterArg_21, %c_26, %c_26, %c_26 : (tensor<3x3x1x4xf32>, tensor<1x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x1x4xf32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.add %iterArg_21, %c_27 : tensor<i32>
    stablehlo.return %14, %13, %16, %18, %20, %21 : tensor<i32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<i32>
  }
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %3 = stablehlo.subtract %arg1, %2#1 : tensor<3x3x4xf32>
  %4 = stablehlo.multiply %arg1, %0 : tensor<3x3x4xf32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %c_8 = stablehlo.constant dense<0> : tensor<3x3x2xi32>
  %c_9 = stablehlo.constant dense<0> : tensor<3x3xi32>
  %c_10 = stablehlo.constant dense<0> : tensor<3x3xi32>
  %c_11 = stablehlo.constant dense<0> : tensor<3x3xi32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %5:8 = stablehlo.while(%iterArg = %c_7, %iterArg_17 = %3, %iterArg_18 = %4, %iterArg_19 = %c_8, %iterArg_20 = %c_9, %iterArg_21 = %c_10, %iterArg_22 = %c_11, %iterArg_23 = %c_13) : tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_24 = stablehlo.constant dense<3> : tensor<i32>
    %10 = stablehlo.compare LT, %iterArg_23, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %10 : tensor<i1>
  } do {
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%2#1 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
    %12 = stablehlo.add %11, %2#1 : tensor<3x3x4xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %15 = stablehlo.clamp %13, %arg3, %14 : tensor<3xi32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.clamp %c_28, %iterArg, %c_29 : tensor<i32>
    %17 = stablehlo.reshape %15 : (tensor<3xi32>) -> tensor<3x1xi32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %19 = stablehlo.reshape %18 : (tensor<3xi32>) -> tensor<3x1xi32>
    %20 = stablehlo.concatenate %17, %19, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %21 = "stablehlo.gather"(%iterArg_17, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<3x3x4xf32>, tensor<3x2xi32>) -> tensor<3x3x3xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %23 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.clamp %22, %arg2, %23 : tensor<3xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %27 = stablehlo.clamp %25, %arg2, %26 : tensor<3xi32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %c_36 = stablehlo.constant dense<3> : tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_39 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %28:6 = stablehlo.while(%iterArg_47 = %c_34, %iterArg_48 = %12, %iterArg_49 = %c_37, %iterArg_50 = %c_38, %iterArg_51 = %c_39, %iterArg_52 = %c_41) : tensor<i32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_53 = stablehlo.constant dense<3> : tensor<i32>
      %39 = stablehlo.compare LT, %iterArg_52, %c_53, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %39 : tensor<i1>
    } do {
      %39 = stablehlo.dynamic_slice %24, %iterArg_47, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %40 = stablehlo.reshape %39 : (tensor<1xi32>) -> tensor<i32>
      %41 = stablehlo.dynamic_slice %27, %iterArg_47, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %42 = stablehlo.reshape %41 : (tensor<1xi32>) -> tensor<i32>
      %c_53 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.dynamic_slice %21, %iterArg_47, %c_53, %c_53, sizes = [1, 3, 3] : (tensor<3x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3xf32>
      %44 = stablehlo.add %iterArg_47, %c_35 : tensor<i32>
      %45 = stablehlo.dynamic_update_slice %iterArg_48, %43, %iterArg_47, %40, %42 : (tensor<3x3x4xf32>, tensor<1x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_54 = stablehlo.constant dense<0> : tensor<i32>
      %46 = stablehlo.reshape %iterArg_47 : (tensor<i32>) -> tensor<1xi32>
      %47 = stablehlo.dynamic_update_slice %iterArg_49, %46, %iterArg_52 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %48 = stablehlo.reshape %40 : (tensor<i32>) -> tensor<1xi32>
      %49 = stablehlo.dynamic_update_slice %iterArg_50, %48, %iterArg_52 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %50 = stablehlo.reshape %42 : (tensor<i32>) -> tensor<1xi32>
      %51 = stablehlo.dynamic_update_slice %iterArg_51, %50, %iterArg_52 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_55 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_52, %c_55 : tensor<i32>
      stablehlo.return %44, %45, %47, %49, %51, %52 : tensor<i32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
    }
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %29 = stablehlo.add %iterArg, %c_44 : tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.reshape %20 : (tensor<3x2xi32>) -> tensor<1x3x2xi32>
    %31 = stablehlo.dynamic_update_slice %iterArg_19, %30, %iterArg_23, %c_45, %c_45 : (tensor<3x3x2xi32>, tensor<1x3x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x2xi32>
    %32 = stablehlo.reshape %28#2 : (tensor<3xi32>) -> tensor<1x3xi32>
    %33 = stablehlo.dynamic_update_slice %iterArg_20, %32, %iterArg_23, %c_45 : (tensor<3x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x3xi32>
    %34 = stablehlo.reshape %28#3 : (tensor<3xi32>) -> tensor<1x3xi32>
    %35 = stablehlo.dynamic_update_slice %iterArg_21, %34, %iterArg_23, %c_45 : (tensor<3x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x3xi32>
    %36 = stablehlo.reshape %28#4 : (tensor<3xi32>) -> tensor<1x3xi32>
    %37 = stablehlo.dynamic_update_slice %iterArg_22, %36, %iterArg_23, %c_45 : (tensor<3x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x3xi32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %38 = stablehlo.add %iterArg_23, %c_46 : tensor<i32>
    stablehlo.return %29, %11, %28#1, %31, %33, %35, %37, %38 : tensor<i32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<i32>
  }
  %c_14 = stablehlo.constant dense<0> : tensor<i32>
  %c_15 = stablehlo.constant dense<0> : tensor<i32>
  %c_16 = stablehlo.constant dense<[[1], [2], [1]]> : tensor<3x1xi32>
  %6 = stablehlo.broadcast_in_dim %c_16, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %7 = "stablehlo.gather"(%5#1, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
  %8 = stablehlo.transpose %7, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  %9 = stablehlo.transpose %5#1, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  return %8, %9, %2#2, %2#3, %2#4, %0, %arg1, %5#3, %5#4, %5#5, %5#6, %6 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3x1xi32>
}
func.func @f81_v0_lin(%arg0: tensor<3xi32>, %arg1: tensor<3x3x1x4xf32>, %arg2: tensor<3x3x1x4xf32>, %arg3: tensor<3x3x4xf32>, %arg4: tensor<3x3x4xf32>, %arg5: tensor<3x3x2xi32>, %arg6: tensor<3x3xi32>, %arg7: tensor<3x3xi32>, %arg8: tensor<3x3xi32>, %arg9: tensor<3x3x1xi32>, %arg10: tensor<3x4x3xf32>, %arg11: tensor<3x3x4xf32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>) attributes {hostcall.num_residuals = 10 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg10, dims = [2, 0, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.negate %arg11 : tensor<3x3x4xf32>
  %2 = stablehlo.add %0, %1 : tensor<3x3x4xf32>
  %3:2 = stablehlo.while(%iterArg = %2, %iterArg_2 = %c_0) : tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
  cond {
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %13 = stablehlo.compare LT, %iterArg_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %13 : tensor<i1>
  } do {
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_slice %arg0, %iterArg_2, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.reshape %13 : (tensor<1xi32>) -> tensor<i32>
    %15 = stablehlo.dynamic_slice %arg1, %iterArg_2, %c_3, %c_3, %c_3, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %17 = stablehlo.dynamic_slice %arg2, %iterArg_2, %c_3, %c_3, %c_3, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.dynamic_slice %0, %c_4, %14, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %20 = stablehlo.dynamic_slice %iterArg, %c_5, %14, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %21 = stablehlo.multiply %19, %16 : tensor<3x1x4xf32>
    %22 = stablehlo.multiply %18, %20 : tensor<3x1x4xf32>
    %23 = stablehlo.add %21, %22 : tensor<3x1x4xf32>
    %24 = stablehlo.dynamic_update_slice %iterArg, %23, %c_6, %14, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.add %iterArg_2, %c_7 : tensor<i32>
    stablehlo.return %24, %25 : tensor<3x3x4xf32>, tensor<i32>
  }
  %4 = stablehlo.negate %3#0 : tensor<3x3x4xf32>
  %5 = stablehlo.add %arg11, %4 : tensor<3x3x4xf32>
  %6 = stablehlo.multiply %arg11, %arg3 : tensor<3x3x4xf32>
  %7 = stablehlo.multiply %arg4, %0 : tensor<3x3x4xf32>
  %8 = stablehlo.add %6, %7 : tensor<3x3x4xf32>
  %9:3 = stablehlo.while(%iterArg = %5, %iterArg_2 = %8, %iterArg_3 = %c_1) : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 2 : i64, hostcall.trip_count = 3 : i64}
  cond {
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %13 = stablehlo.compare LT, %iterArg_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %13 : tensor<i1>
  } do {
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_slice %arg5, %iterArg_3, %c_4, %c_4, sizes = [1, 3, 2] : (tensor<3x3x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xi32>
    %14 = stablehlo.reshape %13 : (tensor<1x3x2xi32>) -> tensor<3x2xi32>
    %15 = stablehlo.dynamic_slice %arg6, %iterArg_3, %c_4, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %16 = stablehlo.reshape %15 : (tensor<1x3xi32>) -> tensor<3xi32>
    %17 = stablehlo.dynamic_slice %arg7, %iterArg_3, %c_4, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %18 = stablehlo.reshape %17 : (tensor<1x3xi32>) -> tensor<3xi32>
    %19 = stablehlo.dynamic_slice %arg8, %iterArg_3, %c_4, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %20 = stablehlo.reshape %19 : (tensor<1x3xi32>) -> tensor<3xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.reduce(%3#0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
    %23 = stablehlo.add %22, %3#0 : tensor<3x3x4xf32>
    %24 = "stablehlo.gather"(%iterArg, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<3x3x4xf32>, tensor<3x2xi32>) -> tensor<3x3x3xf32>
    %25:2 = stablehlo.while(%iterArg_7 = %23, %iterArg_8 = %c_5) : tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
    cond {
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.dynamic_slice %16, %iterArg_8, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %28 = stablehlo.reshape %27 : (tensor<1xi32>) -> tensor<i32>
      %29 = stablehlo.dynamic_slice %18, %iterArg_8, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %30 = stablehlo.reshape %29 : (tensor<1xi32>) -> tensor<i32>
      %31 = stablehlo.dynamic_slice %20, %iterArg_8, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %32 = stablehlo.reshape %31 : (tensor<1xi32>) -> tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %33 = stablehlo.dynamic_slice %24, %28, %c_10, %c_10, sizes = [1, 3, 3] : (tensor<3x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3xf32>
      %34 = stablehlo.dynamic_update_slice %iterArg_7, %33, %28, %30, %32 : (tensor<3x3x4xf32>, tensor<1x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %35 = stablehlo.add %iterArg_8, %c_11 : tensor<i32>
      stablehlo.return %34, %35 : tensor<3x3x4xf32>, tensor<i32>
    }
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
    stablehlo.return %22, %25#0, %26 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>
  }
  %10 = "stablehlo.gather"(%9#0, %arg9) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
  %11 = stablehlo.transpose %10, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  %12 = stablehlo.transpose %9#0, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  return %11, %12 : tensor<3x3x4xf32>, tensor<3x3x4xf32>
}
func.func @f81_v0_lin_t(%arg0: tensor<3xi32>, %arg1: tensor<3x3x1x4xf32>, %arg2: tensor<3x3x1x4xf32>, %arg3: tensor<3x3x4xf32>, %arg4: tensor<3x3x4xf32>, %arg5: tensor<3x3x2xi32>, %arg6: tensor<3x3xi32>, %arg7: tensor<3x3xi32>, %arg8: tensor<3x3xi32>, %arg9: tensor<3x3x1xi32>, %arg10: tensor<3x3x4xf32>, %arg11: tensor<3x3x4xf32>) -> (tensor<3x4x3xf32>, tensor<3x3x4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg11, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  %1 = stablehlo.transpose %arg10, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
  %c_3 = stablehlo.constant dense<2> : tensor<3x3x1xi32>
  %2 = stablehlo.clamp %c_2, %arg9, %c_3 : tensor<3x3x1xi32>
  %3 = "stablehlo.scatter"(%cst, %2, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
    %17 = stablehlo.add %arg12, %arg13 : tensor<f32>
    stablehlo.return %17 : tensor<f32>
  }) : (tensor<3x3x4xf32>, tensor<3x3x1xi32>, tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  %4 = stablehlo.add %0, %3 : tensor<3x3x4xf32>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %5:4 = stablehlo.while(%iterArg = %4, %iterArg_13 = %cst_4, %iterArg_14 = %cst_6, %iterArg_15 = %c_8) : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_16 = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.compare LT, %iterArg_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %17 : tensor<i1>
  } do {
    %c_16 = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.subtract %c_16, %iterArg_15 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.dynamic_slice %arg5, %17, %c_17, %c_17, sizes = [1, 3, 2] : (tensor<3x3x2xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xi32>
    %19 = stablehlo.reshape %18 : (tensor<1x3x2xi32>) -> tensor<3x2xi32>
    %20 = stablehlo.dynamic_slice %arg6, %17, %c_17, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %21 = stablehlo.reshape %20 : (tensor<1x3xi32>) -> tensor<3xi32>
    %22 = stablehlo.dynamic_slice %arg7, %17, %c_17, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %23 = stablehlo.reshape %22 : (tensor<1x3xi32>) -> tensor<3xi32>
    %24 = stablehlo.dynamic_slice %arg8, %17, %c_17, sizes = [1, 3] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %25 = stablehlo.reshape %24 : (tensor<1x3xi32>) -> tensor<3xi32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.add %17, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x3xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %27:3 = stablehlo.while(%iterArg_31 = %iterArg_13, %iterArg_32 = %cst_22, %iterArg_33 = %c_24) : tensor<3x3x4xf32>, tensor<3x3x3xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_34 = stablehlo.constant dense<3> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_33, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    } do {
      %c_34 = stablehlo.constant dense<2> : tensor<i32>
      %37 = stablehlo.subtract %c_34, %iterArg_33 : tensor<i32>
      %c_35 = stablehlo.constant dense<0> : tensor<i32>
      %38 = stablehlo.dynamic_slice %21, %37, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %39 = stablehlo.reshape %38 : (tensor<1xi32>) -> tensor<i32>
      %40 = stablehlo.dynamic_slice %23, %37, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %41 = stablehlo.reshape %40 : (tensor<1xi32>) -> tensor<i32>
      %42 = stablehlo.dynamic_slice %25, %37, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %43 = stablehlo.reshape %42 : (tensor<1xi32>) -> tensor<i32>
      %c_36 = stablehlo.constant dense<0> : tensor<i32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.add %37, %c_37 : tensor<i32>
      %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<1x3x3xf32>
      %45 = stablehlo.dynamic_update_slice %iterArg_31, %cst_38, %39, %41, %43 : (tensor<3x3x4xf32>, tensor<1x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %46 = stablehlo.dynamic_slice %iterArg_31, %39, %41, %43, sizes = [1, 3, 3] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3xf32>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x3xf32>
      %47 = stablehlo.dynamic_update_slice %cst_39, %46, %39, %c_36, %c_36 : (tensor<3x3x3xf32>, tensor<1x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x3xf32>
      %48 = stablehlo.add %iterArg_32, %47 : tensor<3x3x3xf32>
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_33, %c_40 : tensor<i32>
      stablehlo.return %45, %48, %49 : tensor<3x3x4xf32>, tensor<3x3x3xf32>, tensor<i32>
    }
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<3x2xi32>
    %c_27 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
    %28 = stablehlo.broadcast_in_dim %c_27, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %29 = stablehlo.clamp %c_26, %19, %28 : tensor<3x2xi32>
    %30 = "stablehlo.scatter"(%cst_25, %29, %27#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %37 = stablehlo.add %arg12, %arg13 : tensor<f32>
      stablehlo.return %37 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<3x2xi32>, tensor<3x3x3xf32>) -> tensor<3x3x4xf32>
    %31 = stablehlo.add %iterArg, %27#0 : tensor<3x3x4xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
    %34 = stablehlo.add %27#0, %33 : tensor<3x3x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %35 = stablehlo.add %iterArg_14, %34 : tensor<3x3x4xf32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.add %iterArg_15, %c_30 : tensor<i32>
    stablehlo.return %30, %cst_29, %35, %36 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>
  }
  %6 = stablehlo.multiply %arg4, %5#1 : tensor<3x3x4xf32>
  %7 = stablehlo.multiply %5#1, %arg3 : tensor<3x3x4xf32>
  %8 = stablehlo.add %7, %5#0 : tensor<3x3x4xf32>
  %9 = stablehlo.negate %5#0 : tensor<3x3x4xf32>
  %10 = stablehlo.add %5#2, %9 : tensor<3x3x4xf32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %11:3 = stablehlo.while(%iterArg = %10, %iterArg_13 = %cst_10, %iterArg_14 = %c_12) : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_15 = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.compare LT, %iterArg_14, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %17 : tensor<i1>
  } do {
    %c_15 = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.subtract %c_15, %iterArg_14 : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.dynamic_slice %arg0, %17, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.reshape %18 : (tensor<1xi32>) -> tensor<i32>
    %20 = stablehlo.dynamic_slice %arg1, %17, %c_16, %c_16, %c_16, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %22 = stablehlo.dynamic_slice %arg2, %17, %c_16, %c_16, %c_16, sizes = [1, 3, 1, 4] : (tensor<3x3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x3x1x4xf32>) -> tensor<3x1x4xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %17, %c_20 : tensor<i32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<3x1x4xf32>
    %25 = stablehlo.dynamic_update_slice %iterArg, %cst_21, %c_19, %19, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %26 = stablehlo.dynamic_slice %iterArg, %c_19, %19, %c, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
    %27 = stablehlo.multiply %23, %26 : tensor<3x1x4xf32>
    %28 = stablehlo.multiply %26, %21 : tensor<3x1x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %29 = stablehlo.dynamic_update_slice %cst_22, %27, %c_18, %19, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %30 = stablehlo.add %25, %29 : tensor<3x3x4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %31 = stablehlo.dynamic_update_slice %cst_23, %28, %c_17, %19, %c : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    %32 = stablehlo.add %iterArg_13, %31 : tensor<3x3x4xf32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.add %iterArg_14, %c_24 : tensor<i32>
    stablehlo.return %30, %32, %33 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<i32>
  }
  %12 = stablehlo.add %6, %11#1 : tensor<3x3x4xf32>
  %13 = stablehlo.add %12, %11#0 : tensor<3x3x4xf32>
  %14 = stablehlo.negate %11#0 : tensor<3x3x4xf32>
  %15 = stablehlo.add %8, %14 : tensor<3x3x4xf32>
  %16 = stablehlo.transpose %13, dims = [1, 2, 0] : (tensor<3x3x4xf32>) -> tensor<3x4x3xf32>
  return %16, %15 : tensor<3x4x3xf32>, tensor<3x3x4xf32>
}
func.func @f81_v0_vjp(%arg0: tensor<3x4x3xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<3x3x4xf32>, %arg5: tensor<3x3x4xf32>) -> (tensor<3x4x3xf32>, tensor<3x3x4xf32>) {
  %0:12 = call @f81_v0_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<3x4x3xf32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3x1xi32>)
  %1:2 = call @f81_v0_lin_t(%0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %arg4, %arg5) : (tensor<3xi32>, tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x2xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<3x3x1xi32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>) -> (tensor<3x4x3xf32>, tensor<3x3x4xf32>)
  return %1#0, %1#1 : tensor<3x4x3xf32>, tensor<3x3x4xf32>
}
// inputs: [[[-2.6326203e-01, -1.0889729e+00,  2.0676085e-01],  [-9.8349147e-02,  4.8991486e-02, -5.0191879e-01],  [ 2.2621261e-02,  2.6351752e+00, -2.1094840e-02],  [-1.2690049e-01, -2.2404287e-03, -1.2102839e+00]], [[ 2.6759017e-01,  2.5089130e+00, -3.2770503e-01],  [-3.1787653e+00,  5.4300416e-01, -4.8754174e-01],  [-2.2676896e-02,  1.4306573e+00, -1.0351067e+00],  [ 3.7258174e+00,  4.7119939e-01,  2.3496857e+00]], [[-9.9291873e-01,  9.0214066e-02, -2.7308991e+00],  [ 4.0669651e+00,  9.3665421e-01,  4.2357713e-01],  [ 2.1178114e+00,  9.7188586e-01, -1.6963725e+00],  [ 3.4427540e+00,  1.1404712e+00, -2.8373712e-01]]]; [[[ 1.215516  , -1.7985444 ,  0.6632335 ,  0.47895968],  [ 0.3727109 , -0.03648468, -0.27782264, -1.5720668 ],  [ 0.36108914, -0.8649278 , -1.8071886 , -1.3108653 ]], [[ 0.9281789 , -0.60041136,  0.37907335,  0.27157655],  [-2.1128576 , -0.25834873,  3.0206025 , -1.643322  ],  [-1.3559164 , -2.631385  , -1.7681787 , -0.69239044]], [[ 0.28635564,  1.8904576 , -1.7450274 ,  1.1460458 ],  [ 1.6188306 ,  0.07746882, -1.3955209 ,  1.118505  ],  [ 2.904797  , -3.0533435 , -0.69458836,  0.26990455]]]; [2, 0, 0]; [2, 2, 0]; [[[ 0.6520846 , -0.57939726,  0.94355136, -1.8314332 ],  [-0.71870166,  0.3674462 ,  0.41115054,  2.791536  ],  [ 1.4097403 ,  0.315286  ,  1.3759254 ,  1.8860013 ]], [[-0.42941698,  1.972473  , -1.1254064 , -0.17578916],  [-3.4895885 , -0.43445215, -0.3471935 , -0.42528278],  [ 2.2460635 , -2.3516195 , -0.08631489, -1.5026699 ]], [[ 0.07427566, -0.12051853, -1.4866757 , -0.7371225 ],  [-1.6050719 ,  0.31814915, -0.3964945 , -2.412334  ],  [-3.3943639 ,  2.1123464 , -0.25728616, -1.7245594 ]]]; [[[ 0.8784567 , -0.430896  ,  0.74007756,  1.1993136 ],  [-1.819465  , -0.48786038, -0.6989474 , -0.98087585],  [ 3.399909  , -0.47472414, -0.49173027, -2.9706273 ]], [[-0.0770883 ,  2.3256905 , -2.2140408 , -1.6230738 ],  [-0.49225584,  0.40845132,  1.5598543 ,  0.6777243 ],  [ 0.6969961 ,  1.9725602 ,  2.304269  , -1.9028296 ]], [[-1.321488  , -0.3126753 , -0.21205474,  2.0954208 ],  [-1.2387203 , -1.3645301 , -1.6688368 ,  0.63876504],  [-0.6528475 , -2.252148  ,  0.1365427 ,  1.9766793 ]]]
// reference: [[[ -4.158166  ,  12.384582  ,  -0.06831013],  [  3.8235297 ,  -2.7846022 ,   1.5547359 ],  [ -1.4751148 , -19.50225   ,  -0.91471773],  [ -1.7490644 ,   1.1006819 ,   1.9158869 ]], [[ -0.7593411 ,   6.485029  , -10.902903  ],  [ 29.542976  ,   1.2226309 ,  -5.0460253 ],  [ -1.0865009 ,  -0.14486504,  -3.2345328 ],  [-42.174507  ,   2.3515942 ,  17.166977  ]], [[ -1.1524893 , -12.797503  ,  20.801987  ],  [  4.4190083 , -37.523376  ,  -9.697863  ],  [  2.9674027 , -30.919952  ,   6.7084656 ],  [  4.0249376 , -24.767387  ,   2.081987  ]]]; [[[ 6.28393829e-01,  2.34754682e-01, -5.39958626e-02,  3.02905381e-01],  [ 1.25064898e+00, -1.48567476e+01, -1.05986096e-01,  1.74135323e+01],  [ 4.87585872e-01, -1.99713707e+00, -1.03997934e+00, -1.69060993e+00]], [[-4.34189701e+00,  1.95336342e-01,  1.05068359e+01, -8.93292297e-03],  [-2.28174090e+00, -4.93837297e-01, -1.30111694e+00, -4.28534180e-01],  [ 7.51468718e-01,  7.80217934e+00,  8.09565353e+00,  9.49994278e+00]], [[ 1.11066259e-01, -2.69616991e-01, -1.13315694e-02, -6.50131285e-01],  [ 1.57104576e+00,  2.33731651e+00,  4.96238947e+00, -1.12645931e+01],  [-6.78987360e+00,  1.05314589e+00, -4.21771526e+00, -7.05459654e-01]]]
