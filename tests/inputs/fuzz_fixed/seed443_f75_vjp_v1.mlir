// Fixed (found on commit 9707a07 by `fuzz_campaign.py --seed 443 --transforms`):
// iree-compile 3.13 rejected this vmap of a vjp, with and without loop kernels:
// "'linalg.generic' op write affecting operations on global resources are restricted to
// workgroup distributed contexts".  In the batched transposed loop the cotangent carry of
// an unused input starts as zeros and stays zeros; IREE folds it, so two
// dynamic_update_slices into zeros whose updates are slices of a gather of that carry
// became a dispatch storing a slice of a larger fill, which its code generator rejects.
// (Copying the update's target, tried first, made a float64 gradient of a scan of inv and
// det wrong and was taken back.)  hostcall-fold-splats now folds a selection (slice,
// dynamic_slice, gather, reverse) of a splat and a carry that stays its splat constant,
// as IREE does, so the update is a splat of its own shape (tests/test_fold_splats.py has
// the canary).
// compile mismatch: <fuzz>: error: IREE failed to compile the module: 'linalg.generic' op write affecting operations on global resources are restricted to workgroup distributed contexts.
// vmap_vjp [('vjp',), ('vmap', [0, None, 0, 0, None], 0, 2)] of:
func.func @f75(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf32>) {
  %c8396 = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %v8397 = "stablehlo.multiply"(%a1, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v8398 = "stablehlo.add"(%v8397, %c8396) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v8399 = "stablehlo.divide"(%a0, %v8398) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v8400 = "stablehlo.add"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c8401 = stablehlo.constant dense<0> : tensor<i32>
  %w8405:3 = "stablehlo.while"(%c8401, %v8399, %v8400) ({
  ^bb0(%k8402: tensor<i32>, %x8403: tensor<2x3xf32>, %x8404: tensor<2x3xf32>):
  %c8406 = stablehlo.constant dense<2> : tensor<i32>
  %v8407 = "stablehlo.compare"(%k8402, %c8406) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v8407) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k8408: tensor<i32>, %x8409: tensor<2x3xf32>, %x8410: tensor<2x3xf32>):
  %c8411 = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %v8412 = "stablehlo.multiply"(%a0, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v8413 = "stablehlo.add"(%v8412, %c8411) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v8414 = "stablehlo.divide"(%x8409, %v8413) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c8415 = stablehlo.constant dense<0> : tensor<i32>
  %c8416 = stablehlo.constant dense<0> : tensor<i32>
  %w8419:2 = "stablehlo.while"(%c8416, %v8414) ({
  ^bb0(%k8417: tensor<i32>, %x8418: tensor<2x3xf32>):
  %c8420 = stablehlo.constant dense<2> : tensor<i32>
  %v8421 = "stablehlo.compare"(%k8417, %c8420) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v8421) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k8422: tensor<i32>, %x8423: tensor<2x3xf32>):
  %v8424 = "stablehlo.dynamic_slice"(%a0, %k8422, %c8415) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
  %v8425 = "stablehlo.dynamic_slice"(%x8423, %k8422, %c8415) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
  %v8426 = "stablehlo.multiply"(%v8424, %v8425) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %v8427 = "stablehlo.dynamic_update_slice"(%x8423, %v8426, %k8422, %c8415) : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %c8428 = stablehlo.constant dense<1> : tensor<i32>
  %v8429 = "stablehlo.add"(%k8422, %c8428) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v8429, %v8427) : (tensor<i32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
  %v8430 = "stablehlo.add"(%x8409, %w8419#1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c8431 = stablehlo.constant dense<0> : tensor<i32>
  %c8432 = stablehlo.constant dense<1> : tensor<i32>
  %v8433 = "stablehlo.clamp"(%c8431, %i0, %c8432) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c8434 = stablehlo.constant dense<0> : tensor<i32>
  %c8435 = stablehlo.constant dense<1> : tensor<i32>
  %v8436 = "stablehlo.clamp"(%c8434, %i1, %c8435) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8437 = "stablehlo.dynamic_slice"(%a0, %v8433, %v8436) {slice_sizes = array<i64: 1, 2>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
  %c8438 = stablehlo.constant dense<0> : tensor<i32>
  %c8439 = stablehlo.constant dense<1> : tensor<i32>
  %v8440 = "stablehlo.clamp"(%c8438, %i0, %c8439) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c8441 = stablehlo.constant dense<0> : tensor<i32>
  %c8442 = stablehlo.constant dense<1> : tensor<i32>
  %v8443 = "stablehlo.clamp"(%c8441, %k8408, %c8442) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8444 = "stablehlo.dynamic_update_slice"(%v8430, %v8437, %v8440, %v8443) : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %c8445 = stablehlo.constant dense<1> : tensor<i32>
  %v8446 = "stablehlo.add"(%k8408, %c8445) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v8446, %w8419#1, %v8444) : (tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>)
  return %w8405#1 : tensor<2x3xf32>
}
// transformed:
func.func @f75(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xf32> {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x3xf32>
  %1 = stablehlo.add %0, %cst : tensor<2x3xf32>
  %2 = stablehlo.divide %arg0, %1 : tensor<2x3xf32>
  %3 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %4:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %2, %iterArg_1 = %3) : tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.compare LT, %iterArg, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %5 : tensor<i1>
  } do {
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf32>
    %6 = stablehlo.add %5, %cst_2 : tensor<2x3xf32>
    %7 = stablehlo.divide %iterArg_0, %6 : tensor<2x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8:2 = stablehlo.while(%iterArg_14 = %c_4, %iterArg_15 = %7) : tensor<i32>, tensor<2x3xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_16 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.compare LT, %iterArg_14, %c_16 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %17 : tensor<i1>
    } do {
      %17 = stablehlo.dynamic_slice %arg0, %iterArg_14, %c_3, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %18 = stablehlo.dynamic_slice %iterArg_15, %iterArg_14, %c_3, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %19 = stablehlo.multiply %17, %18 : tensor<1x3xf32>
      %20 = stablehlo.dynamic_update_slice %iterArg_15, %19, %iterArg_14, %c_3 : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.add %iterArg_14, %c_16 : tensor<i32>
      stablehlo.return %21, %20 : tensor<i32>, tensor<2x3xf32>
    }
    %9 = stablehlo.add %iterArg_0, %8#1 : tensor<2x3xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.clamp %c_5, %arg2, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.clamp %c_7, %arg3, %c_8 : tensor<i32>
    %12 = stablehlo.dynamic_slice %arg0, %10, %11, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.clamp %c_9, %arg2, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.clamp %c_11, %iterArg, %c_12 : tensor<i32>
    %15 = stablehlo.dynamic_update_slice %9, %12, %13, %14 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.add %iterArg, %c_13 : tensor<i32>
    stablehlo.return %16, %8#1, %15 : tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>
  }
  return %4#1 : tensor<2x3xf32>
}
func.func @f75_fwd(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x1x3xf32>, tensor<2x2x1x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x3xf32>) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x3xf32>
  %1 = stablehlo.add %0, %cst : tensor<2x3xf32>
  %2 = stablehlo.divide %arg0, %1 : tensor<2x3xf32>
  %3 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<2x2xi32>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x1x3xf32>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x1x3xf32>
  %c_5 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_6 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_7 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_8 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %4:13 = stablehlo.while(%iterArg = %c, %iterArg_13 = %2, %iterArg_14 = %3, %iterArg_15 = %cst_0, %iterArg_16 = %cst_1, %iterArg_17 = %c_2, %iterArg_18 = %cst_3, %iterArg_19 = %cst_4, %iterArg_20 = %c_5, %iterArg_21 = %c_6, %iterArg_22 = %c_7, %iterArg_23 = %c_8, %iterArg_24 = %c_10) : tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x1x3xf32>, tensor<2x2x1x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_25 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.compare LT, %iterArg_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %5 : tensor<i1>
  } do {
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf32>
    %6 = stablehlo.add %5, %cst_25 : tensor<2x3xf32>
    %7 = stablehlo.divide %iterArg_13, %6 : tensor<2x3xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<2xi32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %8:6 = stablehlo.while(%iterArg_46 = %c_27, %iterArg_47 = %7, %iterArg_48 = %c_28, %iterArg_49 = %cst_29, %iterArg_50 = %cst_30, %iterArg_51 = %c_32) : tensor<i32>, tensor<2x3xf32>, tensor<2xi32>, tensor<2x1x3xf32>, tensor<2x1x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_52 = stablehlo.constant dense<2> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_51, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %36 : tensor<i1>
    } do {
      %36 = stablehlo.dynamic_slice %arg0, %iterArg_46, %c_26, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %37 = stablehlo.dynamic_slice %iterArg_47, %iterArg_46, %c_26, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %38 = stablehlo.multiply %36, %37 : tensor<1x3xf32>
      %39 = stablehlo.dynamic_update_slice %iterArg_47, %38, %iterArg_46, %c_26 : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      %c_52 = stablehlo.constant dense<1> : tensor<i32>
      %40 = stablehlo.add %iterArg_46, %c_52 : tensor<i32>
      %c_53 = stablehlo.constant dense<0> : tensor<i32>
      %41 = stablehlo.reshape %iterArg_46 : (tensor<i32>) -> tensor<1xi32>
      %42 = stablehlo.dynamic_update_slice %iterArg_48, %41, %iterArg_51 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %43 = stablehlo.reshape %37 : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
      %44 = stablehlo.dynamic_update_slice %iterArg_49, %43, %iterArg_51, %c_53, %c_53 : (tensor<2x1x3xf32>, tensor<1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %45 = stablehlo.reshape %36 : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
      %46 = stablehlo.dynamic_update_slice %iterArg_50, %45, %iterArg_51, %c_53, %c_53 : (tensor<2x1x3xf32>, tensor<1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %c_54 = stablehlo.constant dense<1> : tensor<i32>
      %47 = stablehlo.add %iterArg_51, %c_54 : tensor<i32>
      stablehlo.return %40, %39, %42, %44, %46, %47 : tensor<i32>, tensor<2x3xf32>, tensor<2xi32>, tensor<2x1x3xf32>, tensor<2x1x3xf32>, tensor<i32>
    }
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.add %iterArg_13, %8#1 : tensor<2x3xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.clamp %c_35, %arg2, %c_36 : tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.clamp %c_37, %arg3, %c_38 : tensor<i32>
    %12 = stablehlo.dynamic_slice %arg0, %10, %11, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.clamp %c_39, %arg2, %c_40 : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.clamp %c_41, %iterArg, %c_42 : tensor<i32>
    %15 = stablehlo.dynamic_update_slice %9, %12, %13, %14 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.add %iterArg, %c_43 : tensor<i32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.reshape %6 : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %18 = stablehlo.dynamic_update_slice %iterArg_15, %17, %iterArg_24, %c_44, %c_44 : (tensor<2x2x3xf32>, tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
    %19 = stablehlo.reshape %7 : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %20 = stablehlo.dynamic_update_slice %iterArg_16, %19, %iterArg_24, %c_44, %c_44 : (tensor<2x2x3xf32>, tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
    %21 = stablehlo.reshape %8#2 : (tensor<2xi32>) -> tensor<1x2xi32>
    %22 = stablehlo.dynamic_update_slice %iterArg_17, %21, %iterArg_24, %c_44 : (tensor<2x2xi32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
    %23 = stablehlo.reshape %8#3 : (tensor<2x1x3xf32>) -> tensor<1x2x1x3xf32>
    %24 = stablehlo.dynamic_update_slice %iterArg_18, %23, %iterArg_24, %c_44, %c_44, %c_44 : (tensor<2x2x1x3xf32>, tensor<1x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x3xf32>
    %25 = stablehlo.reshape %8#4 : (tensor<2x1x3xf32>) -> tensor<1x2x1x3xf32>
    %26 = stablehlo.dynamic_update_slice %iterArg_19, %25, %iterArg_24, %c_44, %c_44, %c_44 : (tensor<2x2x1x3xf32>, tensor<1x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x3xf32>
    %27 = stablehlo.reshape %10 : (tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.dynamic_update_slice %iterArg_20, %27, %iterArg_24 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %29 = stablehlo.reshape %11 : (tensor<i32>) -> tensor<1xi32>
    %30 = stablehlo.dynamic_update_slice %iterArg_21, %29, %iterArg_24 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %31 = stablehlo.reshape %13 : (tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.dynamic_update_slice %iterArg_22, %31, %iterArg_24 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %33 = stablehlo.reshape %14 : (tensor<i32>) -> tensor<1xi32>
    %34 = stablehlo.dynamic_update_slice %iterArg_23, %33, %iterArg_24 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %c_45 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.add %iterArg_24, %c_45 : tensor<i32>
    stablehlo.return %16, %8#1, %15, %18, %20, %22, %24, %26, %28, %30, %32, %34, %35 : tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x1x3xf32>, tensor<2x2x1x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>
  }
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  return %4#1, %arg1, %1, %2, %4#3, %4#4, %4#5, %4#6, %4#7, %4#8, %4#9, %4#10, %4#11, %arg0 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x1x3xf32>, tensor<2x2x1x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x3xf32>
}
func.func @f75_lin(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x2x3xf32>, %arg4: tensor<2x2x3xf32>, %arg5: tensor<2x2xi32>, %arg6: tensor<2x2x1x3xf32>, %arg7: tensor<2x2x1x3xf32>, %arg8: tensor<2xi32>, %arg9: tensor<2xi32>, %arg10: tensor<2xi32>, %arg11: tensor<2xi32>, %arg12: tensor<2x3xf32>, %arg13: tensor<2x3xf32>, %arg14: tensor<2x3xf32>) -> tensor<2x3xf32> attributes {hostcall.num_residuals = 13 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.multiply %arg14, %arg0 : tensor<2x3xf32>
  %1 = stablehlo.multiply %arg0, %arg14 : tensor<2x3xf32>
  %2 = stablehlo.add %0, %1 : tensor<2x3xf32>
  %3 = stablehlo.divide %arg13, %arg1 : tensor<2x3xf32>
  %4 = stablehlo.multiply %2, %arg2 : tensor<2x3xf32>
  %5 = stablehlo.divide %4, %arg1 : tensor<2x3xf32>
  %6 = stablehlo.negate %5 : tensor<2x3xf32>
  %7 = stablehlo.add %3, %6 : tensor<2x3xf32>
  %8 = stablehlo.add %arg13, %arg14 : tensor<2x3xf32>
  %9:3 = stablehlo.while(%iterArg = %7, %iterArg_0 = %8, %iterArg_1 = %c) : tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 2 : i64, hostcall.trip_count = 2 : i64}
  cond {
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.compare LT, %iterArg_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %10 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_slice %arg3, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %12 = stablehlo.dynamic_slice %arg4, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %14 = stablehlo.dynamic_slice %arg5, %iterArg_1, %c_2, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %15 = stablehlo.reshape %14 : (tensor<1x2xi32>) -> tensor<2xi32>
    %16 = stablehlo.dynamic_slice %arg6, %iterArg_1, %c_2, %c_2, %c_2, sizes = [1, 2, 1, 3] : (tensor<2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x3xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x2x1x3xf32>) -> tensor<2x1x3xf32>
    %18 = stablehlo.dynamic_slice %arg7, %iterArg_1, %c_2, %c_2, %c_2, sizes = [1, 2, 1, 3] : (tensor<2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x3xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x2x1x3xf32>) -> tensor<2x1x3xf32>
    %20 = stablehlo.dynamic_slice %arg8, %iterArg_1, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %20 : (tensor<1xi32>) -> tensor<i32>
    %22 = stablehlo.dynamic_slice %arg9, %iterArg_1, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
    %24 = stablehlo.dynamic_slice %arg10, %iterArg_1, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.reshape %24 : (tensor<1xi32>) -> tensor<i32>
    %26 = stablehlo.dynamic_slice %arg11, %iterArg_1, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %27 = stablehlo.reshape %26 : (tensor<1xi32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.multiply %arg13, %arg12 : tensor<2x3xf32>
    %29 = stablehlo.multiply %arg12, %arg13 : tensor<2x3xf32>
    %30 = stablehlo.add %28, %29 : tensor<2x3xf32>
    %31 = stablehlo.divide %iterArg, %11 : tensor<2x3xf32>
    %32 = stablehlo.multiply %30, %13 : tensor<2x3xf32>
    %33 = stablehlo.divide %32, %11 : tensor<2x3xf32>
    %34 = stablehlo.negate %33 : tensor<2x3xf32>
    %35 = stablehlo.add %31, %34 : tensor<2x3xf32>
    %36:2 = stablehlo.while(%iterArg_6 = %35, %iterArg_7 = %c_4) : tensor<2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
    cond {
      %c_8 = stablehlo.constant dense<2> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_7, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %41 = stablehlo.dynamic_slice %15, %iterArg_7, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %42 = stablehlo.reshape %41 : (tensor<1xi32>) -> tensor<i32>
      %43 = stablehlo.dynamic_slice %17, %iterArg_7, %c_8, %c_8, sizes = [1, 1, 3] : (tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3xf32>
      %44 = stablehlo.reshape %43 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
      %45 = stablehlo.dynamic_slice %19, %iterArg_7, %c_8, %c_8, sizes = [1, 1, 3] : (tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3xf32>
      %46 = stablehlo.reshape %45 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
      %47 = stablehlo.dynamic_slice %arg13, %42, %c_3, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %48 = stablehlo.dynamic_slice %iterArg_6, %42, %c_3, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %49 = stablehlo.multiply %47, %44 : tensor<1x3xf32>
      %50 = stablehlo.multiply %46, %48 : tensor<1x3xf32>
      %51 = stablehlo.add %49, %50 : tensor<1x3xf32>
      %52 = stablehlo.dynamic_update_slice %iterArg_6, %51, %42, %c_3 : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %53 = stablehlo.add %iterArg_7, %c_9 : tensor<i32>
      stablehlo.return %52, %53 : tensor<2x3xf32>, tensor<i32>
    }
    %37 = stablehlo.add %iterArg, %36#0 : tensor<2x3xf32>
    %38 = stablehlo.dynamic_slice %arg13, %21, %23, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %39 = stablehlo.dynamic_update_slice %37, %38, %25, %27 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.add %iterArg_1, %c_5 : tensor<i32>
    stablehlo.return %36#0, %39, %40 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>
  }
  return %9#0 : tensor<2x3xf32>
}
func.func @f75_lin_t(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x2x3xf32>, %arg4: tensor<2x2x3xf32>, %arg5: tensor<2x2xi32>, %arg6: tensor<2x2x1x3xf32>, %arg7: tensor<2x2x1x3xf32>, %arg8: tensor<2xi32>, %arg9: tensor<2xi32>, %arg10: tensor<2xi32>, %arg11: tensor<2xi32>, %arg12: tensor<2x3xf32>, %arg13: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %0:4 = stablehlo.while(%iterArg = %arg13, %iterArg_4 = %cst, %iterArg_5 = %cst_1, %iterArg_6 = %c_3) : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %11 = stablehlo.compare LT, %iterArg_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  } do {
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.subtract %c_7, %iterArg_6 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.dynamic_slice %arg3, %11, %c_8, %c_8, sizes = [1, 2, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %14 = stablehlo.dynamic_slice %arg4, %11, %c_8, %c_8, sizes = [1, 2, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %16 = stablehlo.dynamic_slice %arg5, %11, %c_8, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %17 = stablehlo.reshape %16 : (tensor<1x2xi32>) -> tensor<2xi32>
    %18 = stablehlo.dynamic_slice %arg6, %11, %c_8, %c_8, %c_8, sizes = [1, 2, 1, 3] : (tensor<2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x3xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x2x1x3xf32>) -> tensor<2x1x3xf32>
    %20 = stablehlo.dynamic_slice %arg7, %11, %c_8, %c_8, %c_8, sizes = [1, 2, 1, 3] : (tensor<2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x3xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x2x1x3xf32>) -> tensor<2x1x3xf32>
    %22 = stablehlo.dynamic_slice %arg8, %11, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
    %24 = stablehlo.dynamic_slice %arg9, %11, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.reshape %24 : (tensor<1xi32>) -> tensor<i32>
    %26 = stablehlo.dynamic_slice %arg10, %11, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %27 = stablehlo.reshape %26 : (tensor<1xi32>) -> tensor<i32>
    %28 = stablehlo.dynamic_slice %arg11, %11, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.add %11, %c_11 : tensor<i32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<1x2xf32>
    %31 = stablehlo.dynamic_update_slice %iterArg_4, %cst_12, %27, %29 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %32 = stablehlo.dynamic_slice %iterArg_4, %27, %29, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
    %33 = stablehlo.dynamic_update_slice %cst_13, %32, %23, %25 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %34 = stablehlo.add %iterArg, %31 : tensor<2x3xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %35:3 = stablehlo.while(%iterArg_20 = %34, %iterArg_21 = %cst_15, %iterArg_22 = %c_17) : tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_23 = stablehlo.constant dense<2> : tensor<i32>
      %48 = stablehlo.compare LT, %iterArg_22, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %48 : tensor<i1>
    } do {
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %48 = stablehlo.subtract %c_23, %iterArg_22 : tensor<i32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %49 = stablehlo.dynamic_slice %17, %48, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %50 = stablehlo.reshape %49 : (tensor<1xi32>) -> tensor<i32>
      %51 = stablehlo.dynamic_slice %19, %48, %c_24, %c_24, sizes = [1, 1, 3] : (tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3xf32>
      %52 = stablehlo.reshape %51 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
      %53 = stablehlo.dynamic_slice %21, %48, %c_24, %c_24, sizes = [1, 1, 3] : (tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3xf32>
      %54 = stablehlo.reshape %53 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %48, %c_25 : tensor<i32>
      %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<1x3xf32>
      %56 = stablehlo.dynamic_update_slice %iterArg_20, %cst_26, %50, %c_9 : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      %57 = stablehlo.dynamic_slice %iterArg_20, %50, %c_9, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %58 = stablehlo.multiply %54, %57 : tensor<1x3xf32>
      %59 = stablehlo.multiply %57, %52 : tensor<1x3xf32>
      %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
      %60 = stablehlo.dynamic_update_slice %cst_27, %58, %50, %c_9 : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      %61 = stablehlo.add %56, %60 : tensor<2x3xf32>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
      %62 = stablehlo.dynamic_update_slice %cst_28, %59, %50, %c_9 : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      %63 = stablehlo.add %iterArg_21, %62 : tensor<2x3xf32>
      %c_29 = stablehlo.constant dense<1> : tensor<i32>
      %64 = stablehlo.add %iterArg_22, %c_29 : tensor<i32>
      stablehlo.return %61, %63, %64 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>
    }
    %36 = stablehlo.add %33, %35#1 : tensor<2x3xf32>
    %37 = stablehlo.negate %35#0 : tensor<2x3xf32>
    %38 = stablehlo.divide %37, %13 : tensor<2x3xf32>
    %39 = stablehlo.multiply %38, %15 : tensor<2x3xf32>
    %40 = stablehlo.divide %35#0, %13 : tensor<2x3xf32>
    %41 = stablehlo.add %31, %40 : tensor<2x3xf32>
    %42 = stablehlo.multiply %arg12, %39 : tensor<2x3xf32>
    %43 = stablehlo.add %36, %42 : tensor<2x3xf32>
    %44 = stablehlo.multiply %39, %arg12 : tensor<2x3xf32>
    %45 = stablehlo.add %43, %44 : tensor<2x3xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
    %46 = stablehlo.add %iterArg_5, %45 : tensor<2x3xf32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.add %iterArg_6, %c_19 : tensor<i32>
    stablehlo.return %41, %cst_18, %46, %47 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>
  }
  %1 = stablehlo.add %0#2, %0#1 : tensor<2x3xf32>
  %2 = stablehlo.negate %0#0 : tensor<2x3xf32>
  %3 = stablehlo.divide %2, %arg1 : tensor<2x3xf32>
  %4 = stablehlo.multiply %3, %arg2 : tensor<2x3xf32>
  %5 = stablehlo.divide %0#0, %arg1 : tensor<2x3xf32>
  %6 = stablehlo.add %1, %5 : tensor<2x3xf32>
  %7 = stablehlo.multiply %arg0, %4 : tensor<2x3xf32>
  %8 = stablehlo.add %0#1, %7 : tensor<2x3xf32>
  %9 = stablehlo.multiply %4, %arg0 : tensor<2x3xf32>
  %10 = stablehlo.add %8, %9 : tensor<2x3xf32>
  return %6, %10 : tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @f75_vjp(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0:14 = call @f75_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x1x3xf32>, tensor<2x2x1x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x3xf32>)
  %1:2 = call @f75_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %arg4) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x1x3xf32>, tensor<2x2x1x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  return %1#0, %1#1 : tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @f75_vjp_v1(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>) {
  %0:14 = call @f75_fwd_batched_bubb(%arg0, %arg1, %arg2, %arg3) : (tensor<2x2x3xf32>, tensor<2x3xf32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2x2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x2x1x3xf32>, tensor<2x2x2x1x3xf32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2x2x3xf32>)
  %1:2 = call @f75_lin_t_batched_uubbbubbbbbubu(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %arg4) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x2x1x3xf32>, tensor<2x2x2x1x3xf32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2x2x3xf32>, tensor<2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>)
  return %1#0, %1#1 : tensor<2x2x3xf32>, tensor<2x2x3xf32>
}
func.func @f75_fwd_batched_bubb(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>) -> (tensor<2x2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x2x1x3xf32>, tensor<2x2x2x1x3xf32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2x2x3xf32>) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x3xf32>
  %1 = stablehlo.add %0, %cst : tensor<2x3xf32>
  %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %3 = stablehlo.divide %arg0, %2 : tensor<2x2x3xf32>
  %4 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %5 = stablehlo.add %arg0, %4 : tensor<2x2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x3xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<2x2xi32>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x1x3xf32>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x1x3xf32>
  %c_5 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_6 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_7 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_8 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %6 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %7 = stablehlo.broadcast_in_dim %cst_1, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %8 = stablehlo.broadcast_in_dim %cst_3, dims = [1, 2, 3, 4] : (tensor<2x2x1x3xf32>) -> tensor<2x2x2x1x3xf32>
  %9 = stablehlo.broadcast_in_dim %cst_4, dims = [1, 2, 3, 4] : (tensor<2x2x1x3xf32>) -> tensor<2x2x2x1x3xf32>
  %10 = stablehlo.broadcast_in_dim %c_5, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %11 = stablehlo.broadcast_in_dim %c_6, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %12 = stablehlo.broadcast_in_dim %c_7, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %13:13 = stablehlo.while(%iterArg = %c, %iterArg_13 = %3, %iterArg_14 = %5, %iterArg_15 = %6, %iterArg_16 = %7, %iterArg_17 = %c_2, %iterArg_18 = %8, %iterArg_19 = %9, %iterArg_20 = %10, %iterArg_21 = %11, %iterArg_22 = %12, %iterArg_23 = %c_8, %iterArg_24 = %c_10) : tensor<i32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x2x1x3xf32>, tensor<2x2x2x1x3xf32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_25 = stablehlo.constant dense<2> : tensor<i32>
    %14 = stablehlo.compare LT, %iterArg_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %14 : tensor<i1>
  } do {
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
    %14 = stablehlo.multiply %arg0, %arg0 : tensor<2x2x3xf32>
    %15 = stablehlo.broadcast_in_dim %cst_25, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x2x3xf32>
    %17 = stablehlo.divide %iterArg_13, %16 : tensor<2x2x3xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<2xi32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %cst_29, dims = [1, 2, 3] : (tensor<2x1x3xf32>) -> tensor<2x2x1x3xf32>
    %19 = stablehlo.broadcast_in_dim %cst_30, dims = [1, 2, 3] : (tensor<2x1x3xf32>) -> tensor<2x2x1x3xf32>
    %20:6 = stablehlo.while(%iterArg_56 = %c_27, %iterArg_57 = %17, %iterArg_58 = %c_28, %iterArg_59 = %18, %iterArg_60 = %19, %iterArg_61 = %c_32) : tensor<i32>, tensor<2x2x3xf32>, tensor<2xi32>, tensor<2x2x1x3xf32>, tensor<2x2x1x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_62 = stablehlo.constant dense<2> : tensor<i32>
      %57 = stablehlo.compare LT, %iterArg_61, %c_62, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %57 : tensor<i1>
    } do {
      %c_62 = stablehlo.constant dense<0> : tensor<i32>
      %57 = stablehlo.dynamic_slice %arg0, %c_62, %iterArg_56, %c_26, sizes = [2, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %c_63 = stablehlo.constant dense<0> : tensor<i32>
      %58 = stablehlo.dynamic_slice %iterArg_57, %c_63, %iterArg_56, %c_26, sizes = [2, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %59 = stablehlo.multiply %57, %58 : tensor<2x1x3xf32>
      %c_64 = stablehlo.constant dense<0> : tensor<i32>
      %60 = stablehlo.dynamic_update_slice %iterArg_57, %59, %c_64, %iterArg_56, %c_26 : (tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_65 = stablehlo.constant dense<1> : tensor<i32>
      %61 = stablehlo.add %iterArg_56, %c_65 : tensor<i32>
      %c_66 = stablehlo.constant dense<0> : tensor<i32>
      %62 = stablehlo.reshape %iterArg_56 : (tensor<i32>) -> tensor<1xi32>
      %63 = stablehlo.dynamic_update_slice %iterArg_58, %62, %iterArg_61 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %64 = stablehlo.reshape %58 : (tensor<2x1x3xf32>) -> tensor<2x1x1x3xf32>
      %c_67 = stablehlo.constant dense<0> : tensor<i32>
      %65 = stablehlo.dynamic_update_slice %iterArg_59, %64, %c_67, %iterArg_61, %c_66, %c_66 : (tensor<2x2x1x3xf32>, tensor<2x1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x3xf32>
      %66 = stablehlo.reshape %57 : (tensor<2x1x3xf32>) -> tensor<2x1x1x3xf32>
      %c_68 = stablehlo.constant dense<0> : tensor<i32>
      %67 = stablehlo.dynamic_update_slice %iterArg_60, %66, %c_68, %iterArg_61, %c_66, %c_66 : (tensor<2x2x1x3xf32>, tensor<2x1x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x3xf32>
      %c_69 = stablehlo.constant dense<1> : tensor<i32>
      %68 = stablehlo.add %iterArg_61, %c_69 : tensor<i32>
      stablehlo.return %61, %60, %63, %65, %67, %68 : tensor<i32>, tensor<2x2x3xf32>, tensor<2xi32>, tensor<2x2x1x3xf32>, tensor<2x2x1x3xf32>, tensor<i32>
    }
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.add %iterArg_13, %20#1 : tensor<2x2x3xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %23 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %24 = stablehlo.clamp %22, %arg2, %23 : tensor<2xi32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %26 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %27 = stablehlo.clamp %25, %arg3, %26 : tensor<2xi32>
    %28 = stablehlo.reshape %24 : (tensor<2xi32>) -> tensor<2x1xi32>
    %29 = stablehlo.reshape %27 : (tensor<2xi32>) -> tensor<2x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %31 = "stablehlo.gather"(%arg0, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<2x2x3xf32>, tensor<2x2xi32>) -> tensor<2x1x2xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %33 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %34 = stablehlo.clamp %32, %arg2, %33 : tensor<2xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.clamp %c_41, %iterArg, %c_42 : tensor<i32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %c_45 = stablehlo.constant dense<2> : tensor<i32>
    %36:2 = stablehlo.while(%iterArg_56 = %c_43, %iterArg_57 = %21) : tensor<i32>, tensor<2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %57 = stablehlo.compare LT, %iterArg_56, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %57 : tensor<i1>
    } do {
      %57 = stablehlo.dynamic_slice %34, %iterArg_56, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %58 = stablehlo.reshape %57 : (tensor<1xi32>) -> tensor<i32>
      %c_58 = stablehlo.constant dense<0> : tensor<i32>
      %59 = stablehlo.dynamic_slice %31, %iterArg_56, %c_58, %c_58, sizes = [1, 1, 2] : (tensor<2x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2xf32>
      %60 = stablehlo.add %iterArg_56, %c_44 : tensor<i32>
      %61 = stablehlo.dynamic_update_slice %iterArg_57, %59, %iterArg_56, %58, %35 : (tensor<2x2x3xf32>, tensor<1x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      stablehlo.return %60, %61 : tensor<i32>, tensor<2x2x3xf32>
    }
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.add %iterArg, %c_46 : tensor<i32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.reshape %16 : (tensor<2x2x3xf32>) -> tensor<2x1x2x3xf32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.dynamic_update_slice %iterArg_15, %38, %c_48, %iterArg_24, %c_47, %c_47 : (tensor<2x2x2x3xf32>, tensor<2x1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
    %40 = stablehlo.reshape %17 : (tensor<2x2x3xf32>) -> tensor<2x1x2x3xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.dynamic_update_slice %iterArg_16, %40, %c_49, %iterArg_24, %c_47, %c_47 : (tensor<2x2x2x3xf32>, tensor<2x1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
    %42 = stablehlo.reshape %20#2 : (tensor<2xi32>) -> tensor<1x2xi32>
    %43 = stablehlo.dynamic_update_slice %iterArg_17, %42, %iterArg_24, %c_47 : (tensor<2x2xi32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
    %44 = stablehlo.reshape %20#3 : (tensor<2x2x1x3xf32>) -> tensor<2x1x2x1x3xf32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.dynamic_update_slice %iterArg_18, %44, %c_50, %iterArg_24, %c_47, %c_47, %c_47 : (tensor<2x2x2x1x3xf32>, tensor<2x1x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x1x3xf32>
    %46 = stablehlo.reshape %20#4 : (tensor<2x2x1x3xf32>) -> tensor<2x1x2x1x3xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.dynamic_update_slice %iterArg_19, %46, %c_51, %iterArg_24, %c_47, %c_47, %c_47 : (tensor<2x2x2x1x3xf32>, tensor<2x1x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x1x3xf32>
    %48 = stablehlo.reshape %24 : (tensor<2xi32>) -> tensor<2x1xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.dynamic_update_slice %iterArg_20, %48, %c_52, %iterArg_24 : (tensor<2x2xi32>, tensor<2x1xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
    %50 = stablehlo.reshape %27 : (tensor<2xi32>) -> tensor<2x1xi32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.dynamic_update_slice %iterArg_21, %50, %c_53, %iterArg_24 : (tensor<2x2xi32>, tensor<2x1xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
    %52 = stablehlo.reshape %34 : (tensor<2xi32>) -> tensor<2x1xi32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.dynamic_update_slice %iterArg_22, %52, %c_54, %iterArg_24 : (tensor<2x2xi32>, tensor<2x1xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
    %54 = stablehlo.reshape %35 : (tensor<i32>) -> tensor<1xi32>
    %55 = stablehlo.dynamic_update_slice %iterArg_23, %54, %iterArg_24 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %c_55 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.add %iterArg_24, %c_55 : tensor<i32>
    stablehlo.return %37, %20#1, %36#1, %39, %41, %43, %45, %47, %49, %51, %53, %55, %56 : tensor<i32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x2x1x3xf32>, tensor<2x2x2x1x3xf32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<i32>
  }
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  return %13#1, %arg1, %1, %3, %13#3, %13#4, %13#5, %13#6, %13#7, %13#8, %13#9, %13#10, %13#11, %arg0 : tensor<2x2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2xi32>, tensor<2x2x2x1x3xf32>, tensor<2x2x2x1x3xf32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2x2x3xf32>
}
func.func @f75_lin_t_batched_uubbbubbbbbubu(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x2x3xf32>, %arg3: tensor<2x2x2x3xf32>, %arg4: tensor<2x2x2x3xf32>, %arg5: tensor<2x2xi32>, %arg6: tensor<2x2x2x1x3xf32>, %arg7: tensor<2x2x2x1x3xf32>, %arg8: tensor<2x2xi32>, %arg9: tensor<2x2xi32>, %arg10: tensor<2x2xi32>, %arg11: tensor<2xi32>, %arg12: tensor<2x2x3xf32>, %arg13: tensor<2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %arg13, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %1 = stablehlo.broadcast_in_dim %cst_1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %2:4 = stablehlo.while(%iterArg = %0, %iterArg_4 = %cst, %iterArg_5 = %1, %iterArg_6 = %c_3) : tensor<2x2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.subtract %c_7, %iterArg_6 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %arg3, %c_9, %19, %c_8, %c_8, sizes = [2, 1, 2, 3] : (tensor<2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x3xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x1x2x3xf32>) -> tensor<2x2x3xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.dynamic_slice %arg4, %c_10, %19, %c_8, %c_8, sizes = [2, 1, 2, 3] : (tensor<2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x3xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x1x2x3xf32>) -> tensor<2x2x3xf32>
    %24 = stablehlo.dynamic_slice %arg5, %19, %c_8, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %25 = stablehlo.reshape %24 : (tensor<1x2xi32>) -> tensor<2xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.dynamic_slice %arg6, %c_11, %19, %c_8, %c_8, %c_8, sizes = [2, 1, 2, 1, 3] : (tensor<2x2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x1x3xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x1x2x1x3xf32>) -> tensor<2x2x1x3xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.dynamic_slice %arg7, %c_12, %19, %c_8, %c_8, %c_8, sizes = [2, 1, 2, 1, 3] : (tensor<2x2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x1x3xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x1x2x1x3xf32>) -> tensor<2x2x1x3xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.dynamic_slice %arg8, %c_13, %19, sizes = [2, 1] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
    %31 = stablehlo.reshape %30 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.dynamic_slice %arg9, %c_14, %19, sizes = [2, 1] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
    %33 = stablehlo.reshape %32 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.dynamic_slice %arg10, %c_15, %19, sizes = [2, 1] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
    %35 = stablehlo.reshape %34 : (tensor<2x1xi32>) -> tensor<2xi32>
    %36 = stablehlo.dynamic_slice %arg11, %19, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %37 = stablehlo.reshape %36 : (tensor<1xi32>) -> tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %38 = stablehlo.add %19, %c_18 : tensor<i32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<1x2xf32>
    %39 = stablehlo.broadcast_in_dim %iterArg_4, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %40 = stablehlo.broadcast_in_dim %cst_19, dims = [1, 2] : (tensor<1x2xf32>) -> tensor<2x1x2xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %41:2 = stablehlo.while(%iterArg_33 = %c_20, %iterArg_34 = %39) : tensor<i32>, tensor<2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %65 = stablehlo.compare LT, %iterArg_33, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %65 : tensor<i1>
    } do {
      %65 = stablehlo.dynamic_slice %35, %iterArg_33, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %66 = stablehlo.reshape %65 : (tensor<1xi32>) -> tensor<i32>
      %c_35 = stablehlo.constant dense<0> : tensor<i32>
      %67 = stablehlo.dynamic_slice %40, %iterArg_33, %c_35, %c_35, sizes = [1, 1, 2] : (tensor<2x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2xf32>
      %68 = stablehlo.add %iterArg_33, %c_21 : tensor<i32>
      %69 = stablehlo.dynamic_update_slice %iterArg_34, %67, %iterArg_33, %66, %37 : (tensor<2x2x3xf32>, tensor<1x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      stablehlo.return %68, %69 : tensor<i32>, tensor<2x2x3xf32>
    }
    %42 = stablehlo.broadcast_in_dim %iterArg_4, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %43 = stablehlo.reshape %35 : (tensor<2xi32>) -> tensor<2x1xi32>
    %44 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %45 = stablehlo.reshape %44 : (tensor<2xi32>) -> tensor<2x1xi32>
    %46 = stablehlo.concatenate %43, %45, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %47 = "stablehlo.gather"(%42, %46) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<2x2x3xf32>, tensor<2x2xi32>) -> tensor<2x1x2xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
    %48 = stablehlo.broadcast_in_dim %cst_23, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %c_26 = stablehlo.constant dense<2> : tensor<i32>
    %49:2 = stablehlo.while(%iterArg_33 = %c_24, %iterArg_34 = %48) : tensor<i32>, tensor<2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %65 = stablehlo.compare LT, %iterArg_33, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %65 : tensor<i1>
    } do {
      %65 = stablehlo.dynamic_slice %31, %iterArg_33, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %66 = stablehlo.reshape %65 : (tensor<1xi32>) -> tensor<i32>
      %67 = stablehlo.dynamic_slice %33, %iterArg_33, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %68 = stablehlo.reshape %67 : (tensor<1xi32>) -> tensor<i32>
      %c_35 = stablehlo.constant dense<0> : tensor<i32>
      %69 = stablehlo.dynamic_slice %47, %iterArg_33, %c_35, %c_35, sizes = [1, 1, 2] : (tensor<2x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2xf32>
      %70 = stablehlo.add %iterArg_33, %c_25 : tensor<i32>
      %71 = stablehlo.dynamic_update_slice %iterArg_34, %69, %iterArg_33, %66, %68 : (tensor<2x2x3xf32>, tensor<1x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      stablehlo.return %70, %71 : tensor<i32>, tensor<2x2x3xf32>
    }
    %50 = stablehlo.add %iterArg, %41#1 : tensor<2x2x3xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %cst_28, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %52:3 = stablehlo.while(%iterArg_33 = %50, %iterArg_34 = %51, %iterArg_35 = %c_30) : tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_36 = stablehlo.constant dense<2> : tensor<i32>
      %65 = stablehlo.compare LT, %iterArg_35, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %65 : tensor<i1>
    } do {
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %65 = stablehlo.subtract %c_36, %iterArg_35 : tensor<i32>
      %c_37 = stablehlo.constant dense<0> : tensor<i32>
      %66 = stablehlo.dynamic_slice %25, %65, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %67 = stablehlo.reshape %66 : (tensor<1xi32>) -> tensor<i32>
      %c_38 = stablehlo.constant dense<0> : tensor<i32>
      %68 = stablehlo.dynamic_slice %27, %c_38, %65, %c_37, %c_37, sizes = [2, 1, 1, 3] : (tensor<2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x3xf32>
      %69 = stablehlo.reshape %68 : (tensor<2x1x1x3xf32>) -> tensor<2x1x3xf32>
      %c_39 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_slice %29, %c_39, %65, %c_37, %c_37, sizes = [2, 1, 1, 3] : (tensor<2x2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x3xf32>
      %71 = stablehlo.reshape %70 : (tensor<2x1x1x3xf32>) -> tensor<2x1x3xf32>
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %72 = stablehlo.add %65, %c_40 : tensor<i32>
      %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<1x3xf32>
      %73 = stablehlo.broadcast_in_dim %cst_41, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<2x1x3xf32>
      %c_42 = stablehlo.constant dense<0> : tensor<i32>
      %74 = stablehlo.dynamic_update_slice %iterArg_33, %73, %c_42, %67, %c_16 : (tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %c_43 = stablehlo.constant dense<0> : tensor<i32>
      %75 = stablehlo.dynamic_slice %iterArg_33, %c_43, %67, %c_16, sizes = [2, 1, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xf32>
      %76 = stablehlo.multiply %71, %75 : tensor<2x1x3xf32>
      %77 = stablehlo.multiply %75, %69 : tensor<2x1x3xf32>
      %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
      %78 = stablehlo.broadcast_in_dim %cst_44, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
      %c_45 = stablehlo.constant dense<0> : tensor<i32>
      %79 = stablehlo.dynamic_update_slice %78, %76, %c_45, %67, %c_16 : (tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %80 = stablehlo.add %74, %79 : tensor<2x2x3xf32>
      %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
      %81 = stablehlo.broadcast_in_dim %cst_46, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
      %c_47 = stablehlo.constant dense<0> : tensor<i32>
      %82 = stablehlo.dynamic_update_slice %81, %77, %c_47, %67, %c_16 : (tensor<2x2x3xf32>, tensor<2x1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
      %83 = stablehlo.add %iterArg_34, %82 : tensor<2x2x3xf32>
      %c_48 = stablehlo.constant dense<1> : tensor<i32>
      %84 = stablehlo.add %iterArg_35, %c_48 : tensor<i32>
      stablehlo.return %80, %83, %84 : tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<i32>
    }
    %53 = stablehlo.add %49#1, %52#1 : tensor<2x2x3xf32>
    %54 = stablehlo.negate %52#0 : tensor<2x2x3xf32>
    %55 = stablehlo.divide %54, %21 : tensor<2x2x3xf32>
    %56 = stablehlo.multiply %55, %23 : tensor<2x2x3xf32>
    %57 = stablehlo.divide %52#0, %21 : tensor<2x2x3xf32>
    %58 = stablehlo.add %41#1, %57 : tensor<2x2x3xf32>
    %59 = stablehlo.multiply %arg12, %56 : tensor<2x2x3xf32>
    %60 = stablehlo.add %53, %59 : tensor<2x2x3xf32>
    %61 = stablehlo.multiply %56, %arg12 : tensor<2x2x3xf32>
    %62 = stablehlo.add %60, %61 : tensor<2x2x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
    %63 = stablehlo.add %iterArg_5, %62 : tensor<2x2x3xf32>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %64 = stablehlo.add %iterArg_6, %c_32 : tensor<i32>
    stablehlo.return %58, %cst_31, %63, %64 : tensor<2x2x3xf32>, tensor<2x3xf32>, tensor<2x2x3xf32>, tensor<i32>
  }
  %3 = stablehlo.broadcast_in_dim %2#1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %4 = stablehlo.add %2#2, %3 : tensor<2x2x3xf32>
  %5 = stablehlo.negate %2#0 : tensor<2x2x3xf32>
  %6 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %7 = stablehlo.divide %5, %6 : tensor<2x2x3xf32>
  %8 = stablehlo.multiply %7, %arg2 : tensor<2x2x3xf32>
  %9 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %10 = stablehlo.divide %2#0, %9 : tensor<2x2x3xf32>
  %11 = stablehlo.add %4, %10 : tensor<2x2x3xf32>
  %12 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %13 = stablehlo.multiply %12, %8 : tensor<2x2x3xf32>
  %14 = stablehlo.broadcast_in_dim %2#1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %15 = stablehlo.add %14, %13 : tensor<2x2x3xf32>
  %16 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %17 = stablehlo.multiply %8, %16 : tensor<2x2x3xf32>
  %18 = stablehlo.add %15, %17 : tensor<2x2x3xf32>
  return %11, %18 : tensor<2x2x3xf32>, tensor<2x2x3xf32>
}
// inputs: [[[-0.31132704,  0.11384892, -3.5788398 ],  [ 4.4226575 , -3.5651271 ,  0.35676506]], [[-2.279983  ,  0.35065112,  0.64184827],  [ 0.71069473, -1.3348185 ,  2.453667  ]]]; [[-0.94518673, -1.2187997 ,  0.18818231], [ 2.268071  , -0.05804772, -1.1669803 ]]; [0, 0]; [1, 1]; [[-0.10305424, -0.15476921, -0.67080486], [ 1.2325232 ,  0.21052486,  0.61300033]]
