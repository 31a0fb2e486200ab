// Fixed (found on commit f609303 by `fuzz_campaign.py --seed 521 --layout --transforms
// --host-loops`): with host loops iree-compile 3.13 failed with "'stream.async.splat' op :
// streamable op expected to be in an execution region": the zero splats of the
// transposed dynamic_slices, merged into one and read before and in the host loops of
// the linearized program.  hostcall-splat-constants makes each reader's splat a
// broadcast of a barrier's scalar in functions with host loops.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: <unknown>:0: error: 'stream.async.splat' op : streamable op expected to be in an execution region
// vjp [('vjp',)] of:
func.func @f122(%a0: tensor<5xf32>, %a1: tensor<5xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xf32>) {
  %v4912 = "stablehlo.slice"(%a0) {start_indices = array<i64: 2>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<5xf32>) -> tensor<3xf32>
  %v4915:1 = "stablehlo.sort"(%v4912) ({
  ^bb0(%p4913: tensor<f32>, %q4914: tensor<f32>):
  %v4916 = "stablehlo.compare"(%p4913, %q4914) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v4917 = "stablehlo.compare"(%p4913, %p4913) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v4918 = "stablehlo.compare"(%q4914, %q4914) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v4919 = "stablehlo.and"(%v4917, %v4918) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %v4920 = "stablehlo.or"(%v4916, %v4919) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v4920) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<3xf32>) -> (tensor<3xf32>)
  %c4921 = stablehlo.constant dense<0.5> : tensor<f32>
  %v4922 = "stablehlo.pad"(%v4915#0, %c4921) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  %v4923 = "stablehlo.add"(%a0, %v4922) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c4924 = stablehlo.constant dense<0> : tensor<i32>
  %w4927:2 = "stablehlo.while"(%c4924, %v4923) ({
  ^bb0(%k4925: tensor<i32>, %x4926: tensor<5xf32>):
  %c4928 = stablehlo.constant dense<5> : tensor<i32>
  %v4929 = "stablehlo.compare"(%k4925, %c4928) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v4929) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k4930: tensor<i32>, %x4931: tensor<5xf32>):
  %v4932 = "stablehlo.dynamic_slice"(%a0, %k4930) {slice_sizes = array<i64: 1>} : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
  %v4933 = "stablehlo.dynamic_slice"(%x4931, %k4930) {slice_sizes = array<i64: 1>} : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
  %v4934 = "stablehlo.add"(%v4932, %v4933) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v4935 = "stablehlo.dynamic_update_slice"(%x4931, %v4934, %k4930) : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
  %c4936 = stablehlo.constant dense<1> : tensor<i32>
  %v4937 = "stablehlo.add"(%k4930, %c4936) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v4937, %v4935) : (tensor<i32>, tensor<5xf32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
  %v4938 = "stablehlo.subtract"(%w4927#1, %v4922) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c4939 = stablehlo.constant dense<0> : tensor<i32>
  %w4942:2 = "stablehlo.while"(%c4939, %v4938) ({
  ^bb0(%k4940: tensor<i32>, %x4941: tensor<5xf32>):
  %c4943 = stablehlo.constant dense<1> : tensor<i32>
  %v4944 = "stablehlo.compare"(%k4940, %c4943) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v4944) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k4945: tensor<i32>, %x4946: tensor<5xf32>):
  %c4947 = stablehlo.constant dense<1.0> : tensor<5xf32>
  %v4948 = "stablehlo.multiply"(%x4946, %x4946) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v4949 = "stablehlo.add"(%v4948, %c4947) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v4950 = "stablehlo.divide"(%v4922, %v4949) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c4951 = stablehlo.constant dense<0> : tensor<i32>
  %w4954:2 = "stablehlo.while"(%c4951, %v4950) ({
  ^bb0(%k4952: tensor<i32>, %x4953: tensor<5xf32>):
  %c4955 = stablehlo.constant dense<5> : tensor<i32>
  %v4956 = "stablehlo.compare"(%k4952, %c4955) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v4956) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k4957: tensor<i32>, %x4958: tensor<5xf32>):
  %v4959 = "stablehlo.dynamic_slice"(%v4922, %k4957) {slice_sizes = array<i64: 1>} : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
  %v4960 = "stablehlo.dynamic_slice"(%x4958, %k4957) {slice_sizes = array<i64: 1>} : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
  %v4961 = "stablehlo.multiply"(%v4959, %v4960) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v4962 = "stablehlo.dynamic_update_slice"(%x4958, %v4961, %k4957) : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
  %c4963 = stablehlo.constant dense<1> : tensor<i32>
  %v4964 = "stablehlo.add"(%k4957, %c4963) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v4964, %v4962) : (tensor<i32>, tensor<5xf32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
  %c4965 = stablehlo.constant dense<1> : tensor<i32>
  %v4966 = "stablehlo.add"(%k4945, %c4965) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v4966, %w4954#1) : (tensor<i32>, tensor<5xf32>) -> ()
  }) {hostcall.trip_count = 1 : i64} : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
  return %w4942#1 : tensor<5xf32>
}
// transformed:
func.func @f122(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<5xf32> {
  %0 = stablehlo.slice %arg0 [2:5] : (tensor<5xf32>) -> tensor<3xf32>
  %1 = "stablehlo.sort"(%0) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %7 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = stablehlo.and %8, %9 : tensor<i1>
    %11 = stablehlo.or %7, %10 : tensor<i1>
    stablehlo.return %11 : tensor<i1>
  }) : (tensor<3xf32>) -> tensor<3xf32>
  %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %2 = stablehlo.pad %1, %cst, low = [1], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  %3 = stablehlo.add %arg0, %2 : tensor<5xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %4:2 = stablehlo.while(%iterArg = %c, %iterArg_1 = %3) : tensor<i32>, tensor<5xf32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %7 = stablehlo.compare LT, %iterArg, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %7 : tensor<i1>
  } do {
    %7 = stablehlo.dynamic_slice %arg0, %iterArg, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %8 = stablehlo.dynamic_slice %iterArg_1, %iterArg, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %9 = stablehlo.add %7, %8 : tensor<1xf32>
    %10 = stablehlo.dynamic_update_slice %iterArg_1, %9, %iterArg : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.add %iterArg, %c_2 : tensor<i32>
    stablehlo.return %11, %10 : tensor<i32>, tensor<5xf32>
  }
  %5 = stablehlo.subtract %4#1, %2 : tensor<5xf32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %6:2 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %5) : tensor<i32>, tensor<5xf32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.compare LT, %iterArg, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %7 : tensor<i1>
  } do {
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
    %7 = stablehlo.multiply %iterArg_1, %iterArg_1 : tensor<5xf32>
    %8 = stablehlo.add %7, %cst_2 : tensor<5xf32>
    %9 = stablehlo.divide %2, %8 : tensor<5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10:2 = stablehlo.while(%iterArg_5 = %c_3, %iterArg_6 = %9) : tensor<i32>, tensor<5xf32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_7 = stablehlo.constant dense<5> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_5, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12 = stablehlo.dynamic_slice %2, %iterArg_5, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
      %13 = stablehlo.dynamic_slice %iterArg_6, %iterArg_5, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
      %14 = stablehlo.multiply %12, %13 : tensor<1xf32>
      %15 = stablehlo.dynamic_update_slice %iterArg_6, %14, %iterArg_5 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_5, %c_7 : tensor<i32>
      stablehlo.return %16, %15 : tensor<i32>, tensor<5xf32>
    }
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.add %iterArg, %c_4 : tensor<i32>
    stablehlo.return %11, %10#1 : tensor<i32>, tensor<5xf32>
  }
  return %6#1 : tensor<5xf32>
}
func.func @f122_fwd(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<5xf32>, tensor<3x1xi32>, tensor<5xi32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xi32>, tensor<1x5x1xf32>, tensor<1x5x1xf32>) {
  %0 = stablehlo.slice %arg0 [2:5] : (tensor<5xf32>) -> tensor<3xf32>
  %1 = "stablehlo.sort"(%0) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %10 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %11 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %12 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %13 = stablehlo.and %11, %12 : tensor<i1>
    %14 = stablehlo.or %10, %13 : tensor<i1>
    stablehlo.return %14 : tensor<i1>
  }) : (tensor<3xf32>) -> tensor<3xf32>
  %2 = stablehlo.iota dim = 0 : tensor<3xi32>
  %3:2 = "stablehlo.sort"(%0, %2) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
    %10 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %11 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %12 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %13 = stablehlo.and %11, %12 : tensor<i1>
    %14 = stablehlo.or %10, %13 : tensor<i1>
    stablehlo.return %14 : tensor<i1>
  }) : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
  %4 = stablehlo.reshape %3#1 : (tensor<3xi32>) -> tensor<3x1xi32>
  %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %5 = stablehlo.pad %1, %cst, low = [1], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %6 = stablehlo.add %arg0, %5 : tensor<5xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<5xi32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %7:4 = stablehlo.while(%iterArg = %c, %iterArg_17 = %6, %iterArg_18 = %c_1, %iterArg_19 = %c_3) : tensor<i32>, tensor<5xf32>, tensor<5xi32>, tensor<i32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_20 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.compare LT, %iterArg_19, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %10 : tensor<i1>
  } do {
    %10 = stablehlo.dynamic_slice %arg0, %iterArg, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %11 = stablehlo.dynamic_slice %iterArg_17, %iterArg, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %12 = stablehlo.add %10, %11 : tensor<1xf32>
    %13 = stablehlo.dynamic_update_slice %iterArg_17, %12, %iterArg : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %iterArg, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.dynamic_update_slice %iterArg_18, %15, %iterArg_19 : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.add %iterArg_19, %c_22 : tensor<i32>
    stablehlo.return %14, %13, %16, %17 : tensor<i32>, tensor<5xf32>, tensor<5xi32>, tensor<i32>
  }
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %8 = stablehlo.subtract %7#1, %5 : tensor<5xf32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<1x5xf32>
  %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<1x5xf32>
  %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<1x5xf32>
  %c_10 = stablehlo.constant dense<0> : tensor<1x5xi32>
  %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<1x5x1xf32>
  %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<1x5x1xf32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %c_14 = stablehlo.constant dense<0> : tensor<i32>
  %9:9 = stablehlo.while(%iterArg = %c_6, %iterArg_17 = %8, %iterArg_18 = %cst_7, %iterArg_19 = %cst_8, %iterArg_20 = %cst_9, %iterArg_21 = %c_10, %iterArg_22 = %cst_11, %iterArg_23 = %cst_12, %iterArg_24 = %c_14) : tensor<i32>, tensor<5xf32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xi32>, tensor<1x5x1xf32>, tensor<1x5x1xf32>, tensor<i32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.compare LT, %iterArg_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %10 : tensor<i1>
  } do {
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
    %10 = stablehlo.multiply %iterArg_17, %iterArg_17 : tensor<5xf32>
    %11 = stablehlo.add %10, %cst_25 : tensor<5xf32>
    %12 = stablehlo.divide %5, %11 : tensor<5xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<5xi32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<5x1xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<5x1xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %13:6 = stablehlo.while(%iterArg_37 = %c_26, %iterArg_38 = %12, %iterArg_39 = %c_27, %iterArg_40 = %cst_28, %iterArg_41 = %cst_29, %iterArg_42 = %c_31) : tensor<i32>, tensor<5xf32>, tensor<5xi32>, tensor<5x1xf32>, tensor<5x1xf32>, tensor<i32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_43 = stablehlo.constant dense<5> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_42, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = stablehlo.dynamic_slice %5, %iterArg_37, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
      %29 = stablehlo.dynamic_slice %iterArg_38, %iterArg_37, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
      %30 = stablehlo.multiply %28, %29 : tensor<1xf32>
      %31 = stablehlo.dynamic_update_slice %iterArg_38, %30, %iterArg_37 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg_37, %c_43 : tensor<i32>
      %c_44 = stablehlo.constant dense<0> : tensor<i32>
      %33 = stablehlo.reshape %iterArg_37 : (tensor<i32>) -> tensor<1xi32>
      %34 = stablehlo.dynamic_update_slice %iterArg_39, %33, %iterArg_42 : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %35 = stablehlo.reshape %29 : (tensor<1xf32>) -> tensor<1x1xf32>
      %36 = stablehlo.dynamic_update_slice %iterArg_40, %35, %iterArg_42, %c_44 : (tensor<5x1xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
      %37 = stablehlo.reshape %28 : (tensor<1xf32>) -> tensor<1x1xf32>
      %38 = stablehlo.dynamic_update_slice %iterArg_41, %37, %iterArg_42, %c_44 : (tensor<5x1xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
      %c_45 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.add %iterArg_42, %c_45 : tensor<i32>
      stablehlo.return %32, %31, %34, %36, %38, %39 : tensor<i32>, tensor<5xf32>, tensor<5xi32>, tensor<5x1xf32>, tensor<5x1xf32>, tensor<i32>
    }
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %c_34 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %iterArg, %c_34 : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.reshape %iterArg_17 : (tensor<5xf32>) -> tensor<1x5xf32>
    %16 = stablehlo.dynamic_update_slice %iterArg_18, %15, %iterArg_24, %c_35 : (tensor<1x5xf32>, tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %17 = stablehlo.reshape %11 : (tensor<5xf32>) -> tensor<1x5xf32>
    %18 = stablehlo.dynamic_update_slice %iterArg_19, %17, %iterArg_24, %c_35 : (tensor<1x5xf32>, tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %19 = stablehlo.reshape %12 : (tensor<5xf32>) -> tensor<1x5xf32>
    %20 = stablehlo.dynamic_update_slice %iterArg_20, %19, %iterArg_24, %c_35 : (tensor<1x5xf32>, tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %21 = stablehlo.reshape %13#2 : (tensor<5xi32>) -> tensor<1x5xi32>
    %22 = stablehlo.dynamic_update_slice %iterArg_21, %21, %iterArg_24, %c_35 : (tensor<1x5xi32>, tensor<1x5xi32>, tensor<i32>, tensor<i32>) -> tensor<1x5xi32>
    %23 = stablehlo.reshape %13#3 : (tensor<5x1xf32>) -> tensor<1x5x1xf32>
    %24 = stablehlo.dynamic_update_slice %iterArg_22, %23, %iterArg_24, %c_35, %c_35 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x5x1xf32>
    %25 = stablehlo.reshape %13#4 : (tensor<5x1xf32>) -> tensor<1x5x1xf32>
    %26 = stablehlo.dynamic_update_slice %iterArg_23, %25, %iterArg_24, %c_35, %c_35 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x5x1xf32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.add %iterArg_24, %c_36 : tensor<i32>
    stablehlo.return %14, %13#1, %16, %18, %20, %22, %24, %26, %27 : tensor<i32>, tensor<5xf32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xi32>, tensor<1x5x1xf32>, tensor<1x5x1xf32>, tensor<i32>
  }
  %c_15 = stablehlo.constant dense<0> : tensor<i32>
  %c_16 = stablehlo.constant dense<0> : tensor<i32>
  return %9#1, %4, %7#2, %9#2, %9#3, %9#4, %9#5, %9#6, %9#7 : tensor<5xf32>, tensor<3x1xi32>, tensor<5xi32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xi32>, tensor<1x5x1xf32>, tensor<1x5x1xf32>
}
func.func @f122_lin(%arg0: tensor<3x1xi32>, %arg1: tensor<5xi32>, %arg2: tensor<1x5xf32>, %arg3: tensor<1x5xf32>, %arg4: tensor<1x5xf32>, %arg5: tensor<1x5xi32>, %arg6: tensor<1x5x1xf32>, %arg7: tensor<1x5x1xf32>, %arg8: tensor<5xf32>, %arg9: tensor<5xf32>) -> tensor<5xf32> attributes {hostcall.num_residuals = 8 : i64} {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.slice %arg8 [2:5] : (tensor<5xf32>) -> tensor<3xf32>
  %1 = "stablehlo.gather"(%0, %arg0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<3x1xi32>) -> tensor<3xf32>
  %2 = stablehlo.pad %1, %cst, low = [1], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  %3 = stablehlo.add %arg8, %2 : tensor<5xf32>
  %4:2 = stablehlo.while(%iterArg = %3, %iterArg_1 = %c) : tensor<5xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 5 : i64}
  cond {
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg1, %iterArg_1, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
    %10 = stablehlo.dynamic_slice %arg8, %9, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %11 = stablehlo.dynamic_slice %iterArg, %9, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %12 = stablehlo.add %10, %11 : tensor<1xf32>
    %13 = stablehlo.dynamic_update_slice %iterArg, %12, %9 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
    stablehlo.return %13, %14 : tensor<5xf32>, tensor<i32>
  }
  %5 = stablehlo.negate %2 : tensor<5xf32>
  %6 = stablehlo.add %4#0, %5 : tensor<5xf32>
  %7:2 = stablehlo.while(%iterArg = %6, %iterArg_1 = %c_0) : tensor<5xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 1 : i64}
  cond {
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg2, %iterArg_1, %c_2, sizes = [1, 5] : (tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x5xf32>) -> tensor<5xf32>
    %10 = stablehlo.dynamic_slice %arg3, %iterArg_1, %c_2, sizes = [1, 5] : (tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x5xf32>) -> tensor<5xf32>
    %12 = stablehlo.dynamic_slice %arg4, %iterArg_1, %c_2, sizes = [1, 5] : (tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x5xf32>) -> tensor<5xf32>
    %14 = stablehlo.dynamic_slice %arg5, %iterArg_1, %c_2, sizes = [1, 5] : (tensor<1x5xi32>, tensor<i32>, tensor<i32>) -> tensor<1x5xi32>
    %15 = stablehlo.reshape %14 : (tensor<1x5xi32>) -> tensor<5xi32>
    %16 = stablehlo.dynamic_slice %arg6, %iterArg_1, %c_2, %c_2, sizes = [1, 5, 1] : (tensor<1x5x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x5x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x5x1xf32>) -> tensor<5x1xf32>
    %18 = stablehlo.dynamic_slice %arg7, %iterArg_1, %c_2, %c_2, sizes = [1, 5, 1] : (tensor<1x5x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x5x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x5x1xf32>) -> tensor<5x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.multiply %iterArg, %9 : tensor<5xf32>
    %21 = stablehlo.multiply %9, %iterArg : tensor<5xf32>
    %22 = stablehlo.add %20, %21 : tensor<5xf32>
    %23 = stablehlo.divide %2, %11 : tensor<5xf32>
    %24 = stablehlo.multiply %22, %13 : tensor<5xf32>
    %25 = stablehlo.divide %24, %11 : tensor<5xf32>
    %26 = stablehlo.negate %25 : tensor<5xf32>
    %27 = stablehlo.add %23, %26 : tensor<5xf32>
    %28:2 = stablehlo.while(%iterArg_5 = %27, %iterArg_6 = %c_3) : tensor<5xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 5 : i64}
    cond {
      %c_7 = stablehlo.constant dense<5> : tensor<i32>
      %30 = stablehlo.compare LT, %iterArg_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %30 = stablehlo.dynamic_slice %15, %iterArg_6, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %31 = stablehlo.reshape %30 : (tensor<1xi32>) -> tensor<i32>
      %32 = stablehlo.dynamic_slice %17, %iterArg_6, %c_7, sizes = [1, 1] : (tensor<5x1xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %33 = stablehlo.reshape %32 : (tensor<1x1xf32>) -> tensor<1xf32>
      %34 = stablehlo.dynamic_slice %19, %iterArg_6, %c_7, sizes = [1, 1] : (tensor<5x1xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %35 = stablehlo.reshape %34 : (tensor<1x1xf32>) -> tensor<1xf32>
      %36 = stablehlo.dynamic_slice %2, %31, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
      %37 = stablehlo.dynamic_slice %iterArg_5, %31, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
      %38 = stablehlo.multiply %36, %33 : tensor<1xf32>
      %39 = stablehlo.multiply %35, %37 : tensor<1xf32>
      %40 = stablehlo.add %38, %39 : tensor<1xf32>
      %41 = stablehlo.dynamic_update_slice %iterArg_5, %40, %31 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.add %iterArg_6, %c_8 : tensor<i32>
      stablehlo.return %41, %42 : tensor<5xf32>, tensor<i32>
    }
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %29 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
    stablehlo.return %28#0, %29 : tensor<5xf32>, tensor<i32>
  }
  return %7#0 : tensor<5xf32>
}
func.func @f122_lin_t(%arg0: tensor<3x1xi32>, %arg1: tensor<5xi32>, %arg2: tensor<1x5xf32>, %arg3: tensor<1x5xf32>, %arg4: tensor<1x5xf32>, %arg5: tensor<1x5xi32>, %arg6: tensor<1x5x1xf32>, %arg7: tensor<1x5x1xf32>, %arg8: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %arg8, %iterArg_15 = %cst_2, %iterArg_16 = %c_4) : tensor<5xf32>, tensor<5xf32>, tensor<i32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.compare LT, %iterArg_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  } do {
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.subtract %c_17, %iterArg_16 : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.dynamic_slice %arg2, %11, %c_18, sizes = [1, 5] : (tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x5xf32>) -> tensor<5xf32>
    %14 = stablehlo.dynamic_slice %arg3, %11, %c_18, sizes = [1, 5] : (tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x5xf32>) -> tensor<5xf32>
    %16 = stablehlo.dynamic_slice %arg4, %11, %c_18, sizes = [1, 5] : (tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x5xf32>) -> tensor<5xf32>
    %18 = stablehlo.dynamic_slice %arg5, %11, %c_18, sizes = [1, 5] : (tensor<1x5xi32>, tensor<i32>, tensor<i32>) -> tensor<1x5xi32>
    %19 = stablehlo.reshape %18 : (tensor<1x5xi32>) -> tensor<5xi32>
    %20 = stablehlo.dynamic_slice %arg6, %11, %c_18, %c_18, sizes = [1, 5, 1] : (tensor<1x5x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x5x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x5x1xf32>) -> tensor<5x1xf32>
    %22 = stablehlo.dynamic_slice %arg7, %11, %c_18, %c_18, sizes = [1, 5, 1] : (tensor<1x5x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x5x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x5x1xf32>) -> tensor<5x1xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %11, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %25:3 = stablehlo.while(%iterArg_26 = %iterArg, %iterArg_27 = %cst_22, %iterArg_28 = %c_24) : tensor<5xf32>, tensor<5xf32>, tensor<i32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_29 = stablehlo.constant dense<5> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_28, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %36 : tensor<i1>
    } do {
      %c_29 = stablehlo.constant dense<4> : tensor<i32>
      %36 = stablehlo.subtract %c_29, %iterArg_28 : tensor<i32>
      %c_30 = stablehlo.constant dense<0> : tensor<i32>
      %37 = stablehlo.dynamic_slice %19, %36, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %38 = stablehlo.reshape %37 : (tensor<1xi32>) -> tensor<i32>
      %39 = stablehlo.dynamic_slice %21, %36, %c_30, sizes = [1, 1] : (tensor<5x1xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %40 = stablehlo.reshape %39 : (tensor<1x1xf32>) -> tensor<1xf32>
      %41 = stablehlo.dynamic_slice %23, %36, %c_30, sizes = [1, 1] : (tensor<5x1xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %42 = stablehlo.reshape %41 : (tensor<1x1xf32>) -> tensor<1xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.add %36, %c_31 : tensor<i32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
      %44 = stablehlo.dynamic_update_slice %iterArg_26, %cst_32, %38 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      %45 = stablehlo.dynamic_slice %iterArg_26, %38, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
      %46 = stablehlo.multiply %42, %45 : tensor<1xf32>
      %47 = stablehlo.multiply %45, %40 : tensor<1xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
      %48 = stablehlo.dynamic_update_slice %cst_33, %46, %38 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      %49 = stablehlo.add %44, %48 : tensor<5xf32>
      %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
      %50 = stablehlo.dynamic_update_slice %cst_34, %47, %38 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      %51 = stablehlo.add %iterArg_27, %50 : tensor<5xf32>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_28, %c_35 : tensor<i32>
      stablehlo.return %49, %51, %52 : tensor<5xf32>, tensor<5xf32>, tensor<i32>
    }
    %26 = stablehlo.negate %25#0 : tensor<5xf32>
    %27 = stablehlo.divide %26, %15 : tensor<5xf32>
    %28 = stablehlo.multiply %27, %17 : tensor<5xf32>
    %29 = stablehlo.divide %25#0, %15 : tensor<5xf32>
    %30 = stablehlo.add %25#1, %29 : tensor<5xf32>
    %31 = stablehlo.multiply %13, %28 : tensor<5xf32>
    %32 = stablehlo.multiply %28, %13 : tensor<5xf32>
    %33 = stablehlo.add %31, %32 : tensor<5xf32>
    %34 = stablehlo.add %iterArg_15, %30 : tensor<5xf32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.add %iterArg_16, %c_25 : tensor<i32>
    stablehlo.return %33, %34, %35 : tensor<5xf32>, tensor<5xf32>, tensor<i32>
  }
  %1 = stablehlo.negate %0#0 : tensor<5xf32>
  %2 = stablehlo.add %0#1, %1 : tensor<5xf32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %3:3 = stablehlo.while(%iterArg = %0#0, %iterArg_15 = %cst_6, %iterArg_16 = %c_8) : tensor<5xf32>, tensor<5xf32>, tensor<i32> attributes {hostcall.trip_count = 5 : i64}
  cond {
    %c_17 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.compare LT, %iterArg_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  } do {
    %c_17 = stablehlo.constant dense<4> : tensor<i32>
    %11 = stablehlo.subtract %c_17, %iterArg_16 : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.dynamic_slice %arg1, %11, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.reshape %12 : (tensor<1xi32>) -> tensor<i32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %11, %c_19 : tensor<i32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %15 = stablehlo.dynamic_update_slice %iterArg, %cst_20, %13 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %16 = stablehlo.dynamic_slice %iterArg, %13, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
    %17 = stablehlo.dynamic_update_slice %cst_21, %16, %13 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %18 = stablehlo.add %15, %17 : tensor<5xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
    %19 = stablehlo.dynamic_update_slice %cst_22, %16, %13 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    %20 = stablehlo.add %iterArg_15, %19 : tensor<5xf32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.add %iterArg_16, %c_23 : tensor<i32>
    stablehlo.return %18, %20, %21 : tensor<5xf32>, tensor<5xf32>, tensor<i32>
  }
  %4 = stablehlo.add %3#1, %3#0 : tensor<5xf32>
  %5 = stablehlo.add %2, %3#0 : tensor<5xf32>
  %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %6 = stablehlo.slice %5 [1:4] : (tensor<5xf32>) -> tensor<3xf32>
  %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
  %c_11 = stablehlo.constant dense<0> : tensor<3x1xi32>
  %c_12 = stablehlo.constant dense<2> : tensor<3x1xi32>
  %7 = stablehlo.clamp %c_11, %arg0, %c_12 : tensor<3x1xi32>
  %8 = "stablehlo.scatter"(%cst_10, %7, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
    %11 = stablehlo.add %arg9, %arg10 : tensor<f32>
    stablehlo.return %11 : tensor<f32>
  }) : (tensor<3xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<3xf32>
  %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %9 = stablehlo.pad %8, %cst_13, low = [2], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  %10 = stablehlo.add %4, %9 : tensor<5xf32>
  %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
  return %10, %cst_14 : tensor<5xf32>, tensor<5xf32>
}
func.func @f122_vjp(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %0:9 = call @f122_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<i32>) -> (tensor<5xf32>, tensor<3x1xi32>, tensor<5xi32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xi32>, tensor<1x5x1xf32>, tensor<1x5x1xf32>)
  %1:2 = call @f122_lin_t(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %arg4) : (tensor<3x1xi32>, tensor<5xi32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xi32>, tensor<1x5x1xf32>, tensor<1x5x1xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
  return %1#0, %1#1 : tensor<5xf32>, tensor<5xf32>
}
// inputs: [ 0.47720975, -2.5013611 , -0.75472075, -2.3750033 , -0.6965121 ]; [ 0.23983201, -0.09713788,  2.4318287 , -1.5552552 ,  1.1478513 ]; 3; 3; [-3.527377 , -1.4777046,  1.2302531, -0.6367632, -1.9416157]
