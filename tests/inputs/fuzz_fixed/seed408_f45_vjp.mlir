// Fixed by hostcall-stack-kernel-results (the family of seed406_f92_vjp: a loop kernel of no
// trips returning one value twice, IREE 3.13 pointing the repeat at its first result).
// values mismatch: result 1[0, 0]: np.float32(-0.67240494), expected np.float32(-2.205597)
// vjp [('vjp',)] of:
func.func @f45(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %c3138 = stablehlo.constant dense<0.0> : tensor<f32>
  %v3139 = "stablehlo.reduce"(%a0, %c3138) ({
  ^bb0(%p3140: tensor<f32>, %q3141: tensor<f32>):
  %v3142 = "stablehlo.add"(%p3140, %q3141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v3142) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %v3143 = "stablehlo.broadcast_in_dim"(%v3139) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
  %v3144 = "stablehlo.multiply"(%v3143, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v3145 = "stablehlo.multiply"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c3146 = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %v3147 = "stablehlo.multiply"(%a1, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v3148 = "stablehlo.add"(%v3147, %c3146) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v3149 = "stablehlo.divide"(%v3144, %v3148) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c3150 = stablehlo.constant dense<0> : tensor<i32>
  %w3154:3 = "stablehlo.while"(%c3150, %v3145, %v3149) ({
  ^bb0(%k3151: tensor<i32>, %x3152: tensor<2x3xf32>, %x3153: tensor<2x3xf32>):
  %c3155 = stablehlo.constant dense<0> : tensor<i32>
  %v3156 = "stablehlo.compare"(%k3151, %c3155) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v3156) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k3157: tensor<i32>, %x3158: tensor<2x3xf32>, %x3159: tensor<2x3xf32>):
  %c3160 = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %v3161 = "stablehlo.multiply"(%x3158, %x3158) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v3162 = "stablehlo.add"(%v3161, %c3160) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v3163 = "stablehlo.divide"(%x3159, %v3162) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c3164 = stablehlo.constant dense<0> : tensor<i32>
  %c3165 = stablehlo.constant dense<0> : tensor<i32>
  %v3166 = "stablehlo.clamp"(%c3164, %k3157, %c3165) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c3167 = stablehlo.constant dense<0> : tensor<i32>
  %c3168 = stablehlo.constant dense<1> : tensor<i32>
  %v3169 = "stablehlo.clamp"(%c3167, %i1, %c3168) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v3170 = "stablehlo.dynamic_slice"(%a1, %v3166, %v3169) {slice_sizes = array<i64: 2, 2>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  %c3171 = stablehlo.constant dense<0> : tensor<i32>
  %c3172 = stablehlo.constant dense<0> : tensor<i32>
  %v3173 = "stablehlo.clamp"(%c3171, %i0, %c3172) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c3174 = stablehlo.constant dense<0> : tensor<i32>
  %c3175 = stablehlo.constant dense<1> : tensor<i32>
  %v3176 = "stablehlo.clamp"(%c3174, %i0, %c3175) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v3177 = "stablehlo.dynamic_update_slice"(%v3163, %v3170, %v3173, %v3176) : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %c3178 = stablehlo.constant dense<0.0> : tensor<f32>
  %v3179 = "stablehlo.reduce"(%x3159, %c3178) ({
  ^bb0(%p3180: tensor<f32>, %q3181: tensor<f32>):
  %v3182 = "stablehlo.add"(%p3180, %q3181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v3182) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %v3183 = "stablehlo.broadcast_in_dim"(%v3179) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
  %v3184 = "stablehlo.add"(%v3183, %x3158) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c3185 = stablehlo.constant dense<1> : tensor<i32>
  %v3186 = "stablehlo.add"(%k3157, %c3185) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v3186, %v3177, %v3184) : (tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 0 : i64} : (tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>)
  return %w3154#1, %v3144 : tensor<2x3xf32>, tensor<2x3xf32>
}
// transformed:
func.func @f45(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.multiply %1, %arg0 : tensor<2x3xf32>
  %3 = stablehlo.multiply %arg0, %arg1 : tensor<2x3xf32>
  %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %4 = stablehlo.multiply %arg1, %arg1 : tensor<2x3xf32>
  %5 = stablehlo.add %4, %cst_0 : tensor<2x3xf32>
  %6 = stablehlo.divide %2, %5 : tensor<2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %7:3 = stablehlo.while(%iterArg = %c, %iterArg_1 = %3, %iterArg_2 = %6) : tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
    %8 = stablehlo.multiply %iterArg_1, %iterArg_1 : tensor<2x3xf32>
    %9 = stablehlo.add %8, %cst_3 : tensor<2x3xf32>
    %10 = stablehlo.divide %iterArg_2, %9 : tensor<2x3xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.clamp %c_4, %iterArg, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.clamp %c_6, %arg3, %c_7 : tensor<i32>
    %13 = stablehlo.dynamic_slice %arg1, %11, %12, sizes = [2, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.clamp %c_8, %arg2, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.clamp %c_10, %arg2, %c_11 : tensor<i32>
    %16 = stablehlo.dynamic_update_slice %10, %13, %14, %15 : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%iterArg_2 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %19 = stablehlo.add %18, %iterArg_1 : tensor<2x3xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.add %iterArg, %c_13 : tensor<i32>
    stablehlo.return %20, %16, %19 : tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>
  }
  return %7#1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @f45_fwd(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.multiply %1, %arg0 : tensor<2x3xf32>
  %3 = stablehlo.multiply %arg0, %arg1 : tensor<2x3xf32>
  %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %4 = stablehlo.multiply %arg1, %arg1 : tensor<2x3xf32>
  %5 = stablehlo.add %4, %cst_1 : tensor<2x3xf32>
  %6 = stablehlo.divide %2, %5 : tensor<2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<1x2x3xf32>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<1x2x3xf32>
  %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<1x2x3xf32>
  %c_5 = stablehlo.constant dense<0> : tensor<1xi32>
  %c_6 = stablehlo.constant dense<0> : tensor<1xi32>
  %c_7 = stablehlo.constant dense<0> : tensor<1xi32>
  %c_8 = stablehlo.constant dense<0> : tensor<1xi32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %7:11 = stablehlo.while(%iterArg = %c, %iterArg_13 = %3, %iterArg_14 = %6, %iterArg_15 = %cst_2, %iterArg_16 = %cst_3, %iterArg_17 = %cst_4, %iterArg_18 = %c_5, %iterArg_19 = %c_6, %iterArg_20 = %c_7, %iterArg_21 = %c_8, %iterArg_22 = %c_10) : tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %iterArg_22, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %8 : tensor<i1>
  } do {
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
    %8 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<2x3xf32>
    %9 = stablehlo.add %8, %cst_23 : tensor<2x3xf32>
    %10 = stablehlo.divide %iterArg_14, %9 : tensor<2x3xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.clamp %c_24, %iterArg, %c_25 : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.clamp %c_26, %arg3, %c_27 : tensor<i32>
    %13 = stablehlo.dynamic_slice %arg1, %11, %12, sizes = [2, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.clamp %c_28, %arg2, %c_29 : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.clamp %c_30, %arg2, %c_31 : tensor<i32>
    %16 = stablehlo.dynamic_update_slice %10, %13, %14, %15 : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%iterArg_14 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %19 = stablehlo.add %18, %iterArg_13 : tensor<2x3xf32>
    %c_34 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.add %iterArg, %c_34 : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.reshape %iterArg_13 : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %22 = stablehlo.dynamic_update_slice %iterArg_15, %21, %iterArg_22, %c_35, %c_35 : (tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %23 = stablehlo.reshape %9 : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %24 = stablehlo.dynamic_update_slice %iterArg_16, %23, %iterArg_22, %c_35, %c_35 : (tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %25 = stablehlo.reshape %10 : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %26 = stablehlo.dynamic_update_slice %iterArg_17, %25, %iterArg_22, %c_35, %c_35 : (tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %27 = stablehlo.reshape %11 : (tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.dynamic_update_slice %iterArg_18, %27, %iterArg_22 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %29 = stablehlo.reshape %12 : (tensor<i32>) -> tensor<1xi32>
    %30 = stablehlo.dynamic_update_slice %iterArg_19, %29, %iterArg_22 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.reshape %14 : (tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.dynamic_update_slice %iterArg_20, %31, %iterArg_22 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.reshape %15 : (tensor<i32>) -> tensor<1xi32>
    %34 = stablehlo.dynamic_update_slice %iterArg_21, %33, %iterArg_22 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.add %iterArg_22, %c_36 : tensor<i32>
    stablehlo.return %20, %16, %19, %22, %24, %26, %28, %30, %32, %34, %35 : tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<i32>
  }
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  return %7#1, %2, %arg0, %1, %arg1, %5, %6, %7#3, %7#4, %7#5, %7#6, %7#7, %7#8, %7#9 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>
}
func.func @f45_lin(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<2x3xf32>, %arg5: tensor<1x2x3xf32>, %arg6: tensor<1x2x3xf32>, %arg7: tensor<1x2x3xf32>, %arg8: tensor<1xi32>, %arg9: tensor<1xi32>, %arg10: tensor<1xi32>, %arg11: tensor<1xi32>, %arg12: tensor<2x3xf32>, %arg13: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) attributes {hostcall.num_residuals = 12 : i64} {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%arg12 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.multiply %1, %arg0 : tensor<2x3xf32>
  %3 = stablehlo.multiply %arg1, %arg12 : tensor<2x3xf32>
  %4 = stablehlo.add %2, %3 : tensor<2x3xf32>
  %5 = stablehlo.multiply %arg12, %arg2 : tensor<2x3xf32>
  %6 = stablehlo.multiply %arg0, %arg13 : tensor<2x3xf32>
  %7 = stablehlo.add %5, %6 : tensor<2x3xf32>
  %8 = stablehlo.multiply %arg13, %arg2 : tensor<2x3xf32>
  %9 = stablehlo.multiply %arg2, %arg13 : tensor<2x3xf32>
  %10 = stablehlo.add %8, %9 : tensor<2x3xf32>
  %11 = stablehlo.divide %4, %arg3 : tensor<2x3xf32>
  %12 = stablehlo.multiply %10, %arg4 : tensor<2x3xf32>
  %13 = stablehlo.divide %12, %arg3 : tensor<2x3xf32>
  %14 = stablehlo.negate %13 : tensor<2x3xf32>
  %15 = stablehlo.add %11, %14 : tensor<2x3xf32>
  %16:3 = stablehlo.while(%iterArg = %7, %iterArg_0 = %15, %iterArg_1 = %c) : tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 2 : i64, hostcall.trip_count = 0 : i64}
  cond {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %iterArg_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %17 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.dynamic_slice %arg5, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 3] : (tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %19 = stablehlo.dynamic_slice %arg6, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 3] : (tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %21 = stablehlo.dynamic_slice %arg7, %iterArg_1, %c_2, %c_2, sizes = [1, 2, 3] : (tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %23 = stablehlo.dynamic_slice %arg8, %iterArg_1, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.reshape %23 : (tensor<1xi32>) -> tensor<i32>
    %25 = stablehlo.dynamic_slice %arg9, %iterArg_1, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %26 = stablehlo.reshape %25 : (tensor<1xi32>) -> tensor<i32>
    %27 = stablehlo.dynamic_slice %arg10, %iterArg_1, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.reshape %27 : (tensor<1xi32>) -> tensor<i32>
    %29 = stablehlo.dynamic_slice %arg11, %iterArg_1, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %30 = stablehlo.reshape %29 : (tensor<1xi32>) -> tensor<i32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.multiply %iterArg, %18 : tensor<2x3xf32>
    %32 = stablehlo.multiply %18, %iterArg : tensor<2x3xf32>
    %33 = stablehlo.add %31, %32 : tensor<2x3xf32>
    %34 = stablehlo.divide %iterArg_0, %20 : tensor<2x3xf32>
    %35 = stablehlo.multiply %33, %22 : tensor<2x3xf32>
    %36 = stablehlo.divide %35, %20 : tensor<2x3xf32>
    %37 = stablehlo.negate %36 : tensor<2x3xf32>
    %38 = stablehlo.add %34, %37 : tensor<2x3xf32>
    %39 = stablehlo.dynamic_slice %arg13, %24, %26, sizes = [2, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %40 = stablehlo.dynamic_update_slice %38, %39, %28, %30 : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %41 = stablehlo.reduce(%iterArg_0 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %43 = stablehlo.add %42, %iterArg : tensor<2x3xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
    stablehlo.return %40, %43, %44 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>
  }
  return %16#0, %4 : tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @f45_lin_t(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<2x3xf32>, %arg5: tensor<1x2x3xf32>, %arg6: tensor<1x2x3xf32>, %arg7: tensor<1x2x3xf32>, %arg8: tensor<1xi32>, %arg9: tensor<1xi32>, %arg10: tensor<1xi32>, %arg11: tensor<1xi32>, %arg12: tensor<2x3xf32>, %arg13: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %0:4 = stablehlo.while(%iterArg = %arg12, %iterArg_6 = %cst_0, %iterArg_7 = %cst_2, %iterArg_8 = %c_4) : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %19 = stablehlo.subtract %c_9, %iterArg_8 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_slice %arg5, %19, %c_10, %c_10, sizes = [1, 2, 3] : (tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %22 = stablehlo.dynamic_slice %arg6, %19, %c_10, %c_10, sizes = [1, 2, 3] : (tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %24 = stablehlo.dynamic_slice %arg7, %19, %c_10, %c_10, sizes = [1, 2, 3] : (tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %26 = stablehlo.dynamic_slice %arg8, %19, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %27 = stablehlo.reshape %26 : (tensor<1xi32>) -> tensor<i32>
    %28 = stablehlo.dynamic_slice %arg9, %19, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
    %30 = stablehlo.dynamic_slice %arg10, %19, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.reshape %30 : (tensor<1xi32>) -> tensor<i32>
    %32 = stablehlo.dynamic_slice %arg11, %19, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.add %19, %c_12 : tensor<i32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%iterArg_6 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x2xf32>
    %37 = stablehlo.dynamic_update_slice %iterArg, %cst_14, %31, %33 : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %38 = stablehlo.dynamic_slice %iterArg, %31, %33, sizes = [2, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
    %39 = stablehlo.dynamic_update_slice %cst_15, %38, %27, %29 : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %40 = stablehlo.negate %37 : tensor<2x3xf32>
    %41 = stablehlo.divide %40, %23 : tensor<2x3xf32>
    %42 = stablehlo.multiply %41, %25 : tensor<2x3xf32>
    %43 = stablehlo.divide %37, %23 : tensor<2x3xf32>
    %44 = stablehlo.add %36, %43 : tensor<2x3xf32>
    %45 = stablehlo.multiply %21, %42 : tensor<2x3xf32>
    %46 = stablehlo.add %iterArg_6, %45 : tensor<2x3xf32>
    %47 = stablehlo.multiply %42, %21 : tensor<2x3xf32>
    %48 = stablehlo.add %46, %47 : tensor<2x3xf32>
    %49 = stablehlo.add %iterArg_7, %39 : tensor<2x3xf32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.add %iterArg_8, %c_16 : tensor<i32>
    stablehlo.return %48, %44, %49, %50 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>
  }
  %1 = stablehlo.negate %0#1 : tensor<2x3xf32>
  %2 = stablehlo.divide %1, %arg3 : tensor<2x3xf32>
  %3 = stablehlo.multiply %2, %arg4 : tensor<2x3xf32>
  %4 = stablehlo.divide %0#1, %arg3 : tensor<2x3xf32>
  %5 = stablehlo.add %arg13, %4 : tensor<2x3xf32>
  %6 = stablehlo.multiply %arg2, %3 : tensor<2x3xf32>
  %7 = stablehlo.add %0#2, %6 : tensor<2x3xf32>
  %8 = stablehlo.multiply %3, %arg2 : tensor<2x3xf32>
  %9 = stablehlo.add %7, %8 : tensor<2x3xf32>
  %10 = stablehlo.multiply %arg0, %0#0 : tensor<2x3xf32>
  %11 = stablehlo.add %9, %10 : tensor<2x3xf32>
  %12 = stablehlo.multiply %0#0, %arg2 : tensor<2x3xf32>
  %13 = stablehlo.multiply %arg1, %5 : tensor<2x3xf32>
  %14 = stablehlo.add %12, %13 : tensor<2x3xf32>
  %15 = stablehlo.multiply %5, %arg0 : tensor<2x3xf32>
  %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %16 = stablehlo.reduce(%15 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
  %18 = stablehlo.add %14, %17 : tensor<2x3xf32>
  return %18, %11 : tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @f45_vjp(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<2x3xf32>, %arg5: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0:14 = call @f45_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>)
  %1:2 = call @f45_lin_t(%0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %arg4, %arg5) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  return %1#0, %1#1 : tensor<2x3xf32>, tensor<2x3xf32>
}
// inputs: [[-1.4385654 ,  2.7226586 , -0.05723376], [-1.5668229 , -0.84590954,  0.19306917]]; [[-0.27764794, -1.1945468 ,  0.8939152 ], [ 0.278847  , -0.68148583, -0.05459708]]; 1; 0; [[ 1.533192  , -0.66165614,  0.5718376 ], [-1.565726  , -1.0368047 ,  0.9698926 ]]; [[-1.4675546 ,  1.8525926 ,  1.0571032 ], [-2.461634  ,  0.01900466, -2.3645194 ]]
// reference: [[ 4.868478, 10.157898,  8.90274 ], [ 8.411753,  4.048736,  8.579836]]; [[-2.205597  , -1.8014638 , -0.03272841], [ 2.4532154 ,  0.87704295,  0.18725637]]
// compiled:  [[ 4.868478, 10.157898,  8.90274 ], [ 8.411753,  4.048736,  8.579836]]; [[-0.67240494, -2.46312   ,  0.5391092 ], [ 0.8874894 , -0.15976171,  1.157149  ]]
