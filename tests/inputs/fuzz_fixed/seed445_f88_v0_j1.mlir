// Closed, not a compiler bug: float32 cancellation.  Result 2[1, 1, 3] is -3.35e-6 in
// float64, -4.12e-6 by the float32 reference and -0.0 compiled: 3.4e-6 from the float64
// value, 7 ulps of the result's scale 4.48 (the reference is 1.6 off), an element that
// cancels to 7e-7 of the scale through a reduce whose association order IREE chooses.
// values mismatch: result 2[1, 1, 3]: np.float32(-0.0), expected np.float32(-4.1170288e-06)
// jvp_vmap [('vmap', [0, 0, None, 0], 0, 3), ('jvp',)] of:
func.func @f88(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %c8891 = stablehlo.constant dense<0> : tensor<i32>
  %c8892 = stablehlo.constant dense<1> : tensor<i32>
  %v8893 = "stablehlo.clamp"(%c8891, %i0, %c8892) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8894 = "stablehlo.case"(%v8893) ({
  %v8895 = "stablehlo.subtract"(%a0, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c8896 = stablehlo.constant dense<0> : tensor<i32>
  %c8897 = stablehlo.constant dense<0> : tensor<i32>
  %w8900:2 = "stablehlo.while"(%c8897, %v8895) ({
  ^bb0(%k8898: tensor<i32>, %x8899: tensor<3x4xf32>):
  %c8901 = stablehlo.constant dense<3> : tensor<i32>
  %v8902 = "stablehlo.compare"(%k8898, %c8901) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v8902) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k8903: tensor<i32>, %x8904: tensor<3x4xf32>):
  %v8905 = "stablehlo.dynamic_slice"(%a1, %k8903, %c8896) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v8906 = "stablehlo.dynamic_slice"(%x8904, %k8903, %c8896) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v8907 = "stablehlo.subtract"(%v8905, %v8906) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %v8908 = "stablehlo.dynamic_update_slice"(%x8904, %v8907, %k8903, %c8896) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c8909 = stablehlo.constant dense<1> : tensor<i32>
  %v8910 = "stablehlo.add"(%k8903, %c8909) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v8910, %v8908) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
    "stablehlo.return"(%w8900#1) : (tensor<3x4xf32>) -> ()
  }, {
  %c8911 = stablehlo.constant dense<0.0> : tensor<f32>
  %v8912 = "stablehlo.reduce"(%a0, %c8911) ({
  ^bb0(%p8913: tensor<f32>, %q8914: tensor<f32>):
  %v8915 = "stablehlo.add"(%p8913, %q8914) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v8915) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %v8916 = "stablehlo.broadcast_in_dim"(%v8912) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
  %c8917 = stablehlo.constant dense<1.0> : tensor<3x4xf32>
  %v8918 = "stablehlo.multiply"(%a1, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v8919 = "stablehlo.add"(%v8918, %c8917) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v8920 = "stablehlo.divide"(%v8916, %v8919) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v8920) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
  %c8921 = stablehlo.constant dense<1.0> : tensor<3x4xf32>
  %v8922 = "stablehlo.multiply"(%a0, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v8923 = "stablehlo.add"(%v8922, %c8921) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v8924 = "stablehlo.divide"(%v8894, %v8923) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c8925 = stablehlo.constant dense<true> : tensor<i1>
  %c8926 = stablehlo.constant dense<0> : tensor<i32>
  %w8927:4 = "stablehlo.while"(%c8926, %i1, %c8925, %v8924) ({
  ^bb0(%x8928: tensor<i32>, %x8929: tensor<i32>, %x8930: tensor<i1>, %x8931: tensor<3x4xf32>):
  %c8932 = stablehlo.constant dense<2> : tensor<i32>
  %v8933 = "stablehlo.compare"(%x8928, %c8932) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v8934 = "stablehlo.and"(%v8933, %x8930) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v8934) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x8935: tensor<i32>, %x8936: tensor<i32>, %x8937: tensor<i1>, %x8938: tensor<3x4xf32>):
  %v8939 = "stablehlo.add"(%a0, %x8938) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c8940 = stablehlo.constant dense<true> : tensor<i1>
  %c8941 = stablehlo.constant dense<0> : tensor<i32>
  %w8942:4 = "stablehlo.while"(%c8941, %i1, %c8940, %v8939) ({
  ^bb0(%x8943: tensor<i32>, %x8944: tensor<i32>, %x8945: tensor<i1>, %x8946: tensor<3x4xf32>):
  %c8947 = stablehlo.constant dense<1> : tensor<i32>
  %v8948 = "stablehlo.compare"(%x8943, %c8947) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v8949 = "stablehlo.and"(%v8948, %x8945) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v8949) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x8950: tensor<i32>, %x8951: tensor<i32>, %x8952: tensor<i1>, %x8953: tensor<3x4xf32>):
  %v8954 = "stablehlo.add"(%x8938, %x8953) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c8955 = stablehlo.constant dense<0> : tensor<i32>
  %c8956 = stablehlo.constant dense<2> : tensor<i32>
  %v8957 = "stablehlo.clamp"(%c8955, %i1, %c8956) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c8958 = stablehlo.constant dense<0> : tensor<i32>
  %c8959 = stablehlo.constant dense<3> : tensor<i32>
  %v8960 = "stablehlo.clamp"(%c8958, %i1, %c8959) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8961 = "stablehlo.dynamic_slice"(%x8953, %v8957, %v8960) {slice_sizes = array<i64: 1, 1>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
  %c8962 = stablehlo.constant dense<0> : tensor<i32>
  %c8963 = stablehlo.constant dense<2> : tensor<i32>
  %v8964 = "stablehlo.clamp"(%c8962, %i0, %c8963) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c8965 = stablehlo.constant dense<0> : tensor<i32>
  %c8966 = stablehlo.constant dense<3> : tensor<i32>
  %v8967 = "stablehlo.clamp"(%c8965, %i0, %c8966) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8968 = "stablehlo.dynamic_update_slice"(%v8954, %v8961, %v8964, %v8967) : (tensor<3x4xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c8969 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c8970 = stablehlo.constant dense<12345> : tensor<i32>
  %v8971 = "stablehlo.multiply"(%x8951, %c8969) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8972 = "stablehlo.add"(%v8971, %c8970) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c8973 = stablehlo.constant dense<16> : tensor<i32>
  %c8974 = stablehlo.constant dense<7> : tensor<i32>
  %v8975 = "stablehlo.shift_right_logical"(%v8972, %c8973) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8976 = "stablehlo.and"(%v8975, %c8974) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c8977 = stablehlo.constant dense<0> : tensor<i32>
  %v8978 = "stablehlo.compare"(%v8976, %c8977) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c8979 = stablehlo.constant dense<1> : tensor<i32>
  %v8980 = "stablehlo.add"(%x8950, %c8979) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v8980, %v8972, %v8978, %v8968) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf32>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf32>)
  %c8981 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c8982 = stablehlo.constant dense<12345> : tensor<i32>
  %v8983 = "stablehlo.multiply"(%x8936, %c8981) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8984 = "stablehlo.add"(%v8983, %c8982) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c8985 = stablehlo.constant dense<16> : tensor<i32>
  %c8986 = stablehlo.constant dense<7> : tensor<i32>
  %v8987 = "stablehlo.shift_right_logical"(%v8984, %c8985) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8988 = "stablehlo.and"(%v8987, %c8986) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c8989 = stablehlo.constant dense<0> : tensor<i32>
  %v8990 = "stablehlo.compare"(%v8988, %c8989) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c8991 = stablehlo.constant dense<1> : tensor<i32>
  %v8992 = "stablehlo.add"(%x8935, %c8991) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v8992, %v8984, %v8990, %w8942#3) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf32>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf32>)
  %c8993 = stablehlo.constant dense<15> : tensor<i32>
  %v8994 = "stablehlo.and"(%w8927#1, %c8993) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8995 = "stablehlo.convert"(%v8994) : (tensor<i32>) -> tensor<f32>
  %v8996 = "stablehlo.broadcast_in_dim"(%v8995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
  %v8997 = "stablehlo.add"(%w8927#3, %v8996) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v8998 = "stablehlo.tanh"(%v8997) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %v8999 = "stablehlo.exponential"(%v8998) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %v8999, %v8997 : tensor<3x4xf32>, tensor<3x4xf32>
}
// transformed:
func.func @f88(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %12 = stablehlo.subtract %arg0, %arg1 : tensor<3x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %13:2 = stablehlo.while(%iterArg = %c_5, %iterArg_6 = %12) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = stablehlo.dynamic_slice %arg1, %iterArg, %c_4, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
      %15 = stablehlo.dynamic_slice %iterArg_6, %iterArg, %c_4, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
      %16 = stablehlo.subtract %14, %15 : tensor<1x4xf32>
      %17 = stablehlo.dynamic_update_slice %iterArg_6, %16, %iterArg, %c_4 : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg, %c_7 : tensor<i32>
      stablehlo.return %18, %17 : tensor<i32>, tensor<3x4xf32>
    }
    stablehlo.return %13#1 : tensor<3x4xf32>
  }, {
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
    %14 = stablehlo.multiply %arg1, %arg1 : tensor<3x4xf32>
    %15 = stablehlo.add %14, %cst_5 : tensor<3x4xf32>
    %16 = stablehlo.divide %13, %15 : tensor<3x4xf32>
    stablehlo.return %16 : tensor<3x4xf32>
  }) : (tensor<i32>) -> tensor<3x4xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
  %2 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf32>
  %3 = stablehlo.add %2, %cst : tensor<3x4xf32>
  %4 = stablehlo.divide %1, %3 : tensor<3x4xf32>
  %c_1 = stablehlo.constant dense<true> : tensor<i1>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %5:4 = stablehlo.while(%iterArg = %c_2, %iterArg_4 = %arg3, %iterArg_5 = %c_1, %iterArg_6 = %4) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf32>
  cond {
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %12 = stablehlo.compare LT, %iterArg, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = stablehlo.and %12, %iterArg_5 : tensor<i1>
    stablehlo.return %13 : tensor<i1>
  } do {
    %12 = stablehlo.add %arg0, %iterArg_6 : tensor<3x4xf32>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %13:4 = stablehlo.while(%iterArg_15 = %c_8, %iterArg_16 = %arg3, %iterArg_17 = %c_7, %iterArg_18 = %12) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf32>
    cond {
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.compare LT, %iterArg_15, %c_19 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %21 = stablehlo.and %20, %iterArg_17 : tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %20 = stablehlo.add %iterArg_6, %iterArg_18 : tensor<3x4xf32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %c_20 = stablehlo.constant dense<2> : tensor<i32>
      %21 = stablehlo.clamp %c_19, %arg3, %c_20 : tensor<i32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %c_22 = stablehlo.constant dense<3> : tensor<i32>
      %22 = stablehlo.clamp %c_21, %arg3, %c_22 : tensor<i32>
      %23 = stablehlo.dynamic_slice %iterArg_18, %21, %22, sizes = [1, 1] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %c_24 = stablehlo.constant dense<2> : tensor<i32>
      %24 = stablehlo.clamp %c_23, %arg2, %c_24 : tensor<i32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %c_26 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.clamp %c_25, %arg2, %c_26 : tensor<i32>
      %26 = stablehlo.dynamic_update_slice %20, %23, %24, %25 : (tensor<3x4xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      %c_27 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_28 = stablehlo.constant dense<12345> : tensor<i32>
      %27 = stablehlo.multiply %iterArg_16, %c_27 : tensor<i32>
      %28 = stablehlo.add %27, %c_28 : tensor<i32>
      %c_29 = stablehlo.constant dense<16> : tensor<i32>
      %c_30 = stablehlo.constant dense<7> : tensor<i32>
      %29 = stablehlo.shift_right_logical %28, %c_29 : tensor<i32>
      %30 = stablehlo.and %29, %c_30 : tensor<i32>
      %c_31 = stablehlo.constant dense<0> : tensor<i32>
      %31 = stablehlo.compare NE, %30, %c_31 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg_15, %c_32 : tensor<i32>
      stablehlo.return %32, %28, %31, %26 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf32>
    }
    %c_9 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_10 = stablehlo.constant dense<12345> : tensor<i32>
    %14 = stablehlo.multiply %iterArg_4, %c_9 : tensor<i32>
    %15 = stablehlo.add %14, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<16> : tensor<i32>
    %c_12 = stablehlo.constant dense<7> : tensor<i32>
    %16 = stablehlo.shift_right_logical %15, %c_11 : tensor<i32>
    %17 = stablehlo.and %16, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare NE, %17, %c_13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %iterArg, %c_14 : tensor<i32>
    stablehlo.return %19, %15, %18, %13#3 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x4xf32>
  }
  %c_3 = stablehlo.constant dense<15> : tensor<i32>
  %6 = stablehlo.and %5#1, %c_3 : tensor<i32>
  %7 = stablehlo.convert %6 : (tensor<i32>) -> tensor<f32>
  %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
  %9 = stablehlo.add %5#3, %8 : tensor<3x4xf32>
  %10 = stablehlo.tanh %9 : tensor<3x4xf32>
  %11 = stablehlo.exponential %10 : tensor<3x4xf32>
  return %11, %9 : tensor<3x4xf32>, tensor<3x4xf32>
}
func.func @f88_v0(%arg0: tensor<3x3x4xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %16 = stablehlo.subtract %arg0, %arg1 : tensor<3x3x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %17:2 = stablehlo.while(%iterArg = %c_5, %iterArg_6 = %16) : tensor<i32>, tensor<3x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.dynamic_slice %arg1, %c_7, %iterArg, %c_4, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.dynamic_slice %iterArg_6, %c_8, %iterArg, %c_4, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
      %20 = stablehlo.subtract %18, %19 : tensor<3x1x4xf32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %21 = stablehlo.dynamic_update_slice %iterArg_6, %20, %c_9, %iterArg, %c_4 : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.add %iterArg, %c_10 : tensor<i32>
      stablehlo.return %22, %21 : tensor<i32>, tensor<3x3x4xf32>
    }
    stablehlo.return %17#1 : tensor<3x3x4xf32>
  }, {
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
    %18 = stablehlo.multiply %arg1, %arg1 : tensor<3x3x4xf32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
    %20 = stablehlo.add %18, %19 : tensor<3x3x4xf32>
    %21 = stablehlo.divide %17, %20 : tensor<3x3x4xf32>
    stablehlo.return %21 : tensor<3x3x4xf32>
  }) : (tensor<i32>) -> tensor<3x3x4xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
  %2 = stablehlo.multiply %arg0, %arg0 : tensor<3x3x4xf32>
  %3 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
  %4 = stablehlo.add %2, %3 : tensor<3x3x4xf32>
  %5 = stablehlo.divide %1, %4 : tensor<3x3x4xf32>
  %c_1 = stablehlo.constant dense<true> : tensor<i1>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %8:4 = stablehlo.while(%iterArg = %6, %iterArg_4 = %arg3, %iterArg_5 = %7, %iterArg_6 = %5) : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x3x4xf32>
  cond {
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %17 = stablehlo.compare LT, %iterArg, %16 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %18 = stablehlo.and %17, %iterArg_5 : tensor<3xi1>
    %c_8 = stablehlo.constant dense<false> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c_8) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %17 = stablehlo.compare LT, %iterArg, %16 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %18 = stablehlo.and %17, %iterArg_5 : tensor<3xi1>
    %19 = stablehlo.add %arg0, %iterArg_6 : tensor<3x3x4xf32>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %21 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %22:4 = stablehlo.while(%iterArg_16 = %20, %iterArg_17 = %arg3, %iterArg_18 = %21, %iterArg_19 = %19) : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x3x4xf32>
    cond {
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %40 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %41 = stablehlo.compare LT, %iterArg_16, %40 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %42 = stablehlo.and %41, %iterArg_18 : tensor<3xi1>
      %c_21 = stablehlo.constant dense<false> : tensor<i1>
      %43 = stablehlo.reduce(%42 init: %c_21) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %43 : tensor<i1>
    } do {
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %40 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %41 = stablehlo.compare LT, %iterArg_16, %40 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %42 = stablehlo.and %41, %iterArg_18 : tensor<3xi1>
      %43 = stablehlo.add %iterArg_6, %iterArg_19 : tensor<3x3x4xf32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %c_22 = stablehlo.constant dense<2> : tensor<i32>
      %44 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %45 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %46 = stablehlo.clamp %44, %arg3, %45 : tensor<3xi32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %c_24 = stablehlo.constant dense<3> : tensor<i32>
      %47 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %48 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %49 = stablehlo.clamp %47, %arg3, %48 : tensor<3xi32>
      %50 = stablehlo.reshape %46 : (tensor<3xi32>) -> tensor<3x1xi32>
      %51 = stablehlo.reshape %49 : (tensor<3xi32>) -> tensor<3x1xi32>
      %52 = stablehlo.concatenate %50, %51, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %53 = "stablehlo.gather"(%iterArg_19, %52) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x3x4xf32>, tensor<3x2xi32>) -> tensor<3x1x1xf32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %c_26 = stablehlo.constant dense<2> : tensor<i32>
      %54 = stablehlo.clamp %c_25, %arg2, %c_26 : tensor<i32>
      %c_27 = stablehlo.constant dense<0> : tensor<i32>
      %c_28 = stablehlo.constant dense<3> : tensor<i32>
      %55 = stablehlo.clamp %c_27, %arg2, %c_28 : tensor<i32>
      %c_29 = stablehlo.constant dense<0> : tensor<i32>
      %56 = stablehlo.dynamic_update_slice %43, %53, %c_29, %54, %55 : (tensor<3x3x4xf32>, tensor<3x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_30 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_31 = stablehlo.constant dense<12345> : tensor<i32>
      %57 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %58 = stablehlo.multiply %iterArg_17, %57 : tensor<3xi32>
      %59 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %60 = stablehlo.add %58, %59 : tensor<3xi32>
      %c_32 = stablehlo.constant dense<16> : tensor<i32>
      %c_33 = stablehlo.constant dense<7> : tensor<i32>
      %61 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %62 = stablehlo.shift_right_logical %60, %61 : tensor<3xi32>
      %63 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %64 = stablehlo.and %62, %63 : tensor<3xi32>
      %c_34 = stablehlo.constant dense<0> : tensor<i32>
      %65 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %66 = stablehlo.compare NE, %64, %65 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %67 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %68 = stablehlo.add %iterArg_16, %67 : tensor<3xi32>
      %69 = stablehlo.select %42, %68, %iterArg_16 : tensor<3xi1>, tensor<3xi32>
      %70 = stablehlo.select %42, %60, %iterArg_17 : tensor<3xi1>, tensor<3xi32>
      %71 = stablehlo.select %42, %66, %iterArg_18 : tensor<3xi1>, tensor<3xi1>
      %72 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<3xi1>) -> tensor<3x3x4xi1>
      %73 = stablehlo.select %72, %56, %iterArg_19 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
      stablehlo.return %69, %70, %71, %73 : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x3x4xf32>
    }
    %c_10 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_11 = stablehlo.constant dense<12345> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.multiply %iterArg_4, %23 : tensor<3xi32>
    %25 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.add %24, %25 : tensor<3xi32>
    %c_12 = stablehlo.constant dense<16> : tensor<i32>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<3xi32>
    %29 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %30 = stablehlo.and %28, %29 : tensor<3xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %32 = stablehlo.compare NE, %30, %31 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %34 = stablehlo.add %iterArg, %33 : tensor<3xi32>
    %35 = stablehlo.select %18, %34, %iterArg : tensor<3xi1>, tensor<3xi32>
    %36 = stablehlo.select %18, %26, %iterArg_4 : tensor<3xi1>, tensor<3xi32>
    %37 = stablehlo.select %18, %32, %iterArg_5 : tensor<3xi1>, tensor<3xi1>
    %38 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<3xi1>) -> tensor<3x3x4xi1>
    %39 = stablehlo.select %38, %22#3, %iterArg_6 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
    stablehlo.return %35, %36, %37, %39 : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x3x4xf32>
  }
  %c_3 = stablehlo.constant dense<15> : tensor<i32>
  %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %10 = stablehlo.and %8#1, %9 : tensor<3xi32>
  %11 = stablehlo.convert %10 : (tensor<3xi32>) -> tensor<3xf32>
  %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xf32>) -> tensor<3x3x4xf32>
  %13 = stablehlo.add %8#3, %12 : tensor<3x3x4xf32>
  %14 = stablehlo.tanh %13 : tensor<3x3x4xf32>
  %15 = stablehlo.exponential %14 : tensor<3x3x4xf32>
  return %15, %13 : tensor<3x3x4xf32>, tensor<3x3x4xf32>
}
func.func @f88_v0_j1(%arg0: tensor<3x3x4xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>, %arg4: tensor<3x3x4xf32>, %arg5: tensor<3x3x4xf32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
  %1:7 = "stablehlo.case"(%0) ({
    %29 = stablehlo.subtract %arg0, %arg1 : tensor<3x3x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %30:4 = stablehlo.while(%iterArg = %c_6, %iterArg_15 = %29, %iterArg_16 = %c_7, %iterArg_17 = %c_9) : tensor<i32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<i32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_18 = stablehlo.constant dense<3> : tensor<i32>
      %31 = stablehlo.compare LT, %iterArg_17, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    } do {
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %31 = stablehlo.dynamic_slice %arg1, %c_18, %iterArg, %c_5, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.dynamic_slice %iterArg_15, %c_19, %iterArg, %c_5, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
      %33 = stablehlo.subtract %31, %32 : tensor<3x1x4xf32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %34 = stablehlo.dynamic_update_slice %iterArg_15, %33, %c_20, %iterArg, %c_5 : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %35 = stablehlo.add %iterArg, %c_21 : tensor<i32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %36 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
      %37 = stablehlo.dynamic_update_slice %iterArg_16, %36, %iterArg_17 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %38 = stablehlo.add %iterArg_17, %c_23 : tensor<i32>
      stablehlo.return %35, %34, %37, %38 : tensor<i32>, tensor<3x3x4xf32>, tensor<3xi32>, tensor<i32>
    }
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x4xf32>
    stablehlo.return %30#1, %30#2, %c_5, %c_11, %cst_12, %cst_13, %cst_14 : tensor<3x3x4xf32>, tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
  }, {
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%arg0 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
    %31 = stablehlo.multiply %arg1, %arg1 : tensor<3x3x4xf32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
    %33 = stablehlo.add %31, %32 : tensor<3x3x4xf32>
    %34 = stablehlo.divide %30, %33 : tensor<3x3x4xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %34, %c_8, %c_9, %c_10, %cst_6, %33, %34 : tensor<3x3x4xf32>, tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
  }) : (tensor<i32>) -> (tensor<3x3x4xf32>, tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>)
  %2 = "stablehlo.case"(%0) ({
    %29 = stablehlo.negate %arg5 : tensor<3x3x4xf32>
    %30 = stablehlo.add %arg4, %29 : tensor<3x3x4xf32>
    %31:2 = stablehlo.while(%iterArg = %30, %iterArg_5 = %1#3) : tensor<3x3x4xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 3 : i64}
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.dynamic_slice %1#1, %iterArg_5, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %34 = stablehlo.dynamic_slice %arg5, %c_7, %33, %1#2, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
      %35 = stablehlo.dynamic_slice %iterArg, %c_8, %33, %1#2, sizes = [3, 1, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x4xf32>
      %36 = stablehlo.negate %35 : tensor<3x1x4xf32>
      %37 = stablehlo.add %34, %36 : tensor<3x1x4xf32>
      %38 = stablehlo.dynamic_update_slice %iterArg, %37, %c_9, %33, %1#2 : (tensor<3x3x4xf32>, tensor<3x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.add %iterArg_5, %c_10 : tensor<i32>
      stablehlo.return %38, %39 : tensor<3x3x4xf32>, tensor<i32>
    }
    stablehlo.return %31#0 : tensor<3x3x4xf32>
  }, {
    %29 = stablehlo.reduce(%arg4 init: %1#4) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x4xf32>
    %31 = stablehlo.multiply %arg5, %arg1 : tensor<3x3x4xf32>
    %32 = stablehlo.multiply %arg1, %arg5 : tensor<3x3x4xf32>
    %33 = stablehlo.add %31, %32 : tensor<3x3x4xf32>
    %34 = stablehlo.divide %30, %1#5 : tensor<3x3x4xf32>
    %35 = stablehlo.multiply %33, %1#6 : tensor<3x3x4xf32>
    %36 = stablehlo.divide %35, %1#5 : tensor<3x3x4xf32>
    %37 = stablehlo.negate %36 : tensor<3x3x4xf32>
    %38 = stablehlo.add %34, %37 : tensor<3x3x4xf32>
    stablehlo.return %38 : tensor<3x3x4xf32>
  }) : (tensor<i32>) -> tensor<3x3x4xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf32>
  %3 = stablehlo.multiply %arg0, %arg0 : tensor<3x3x4xf32>
  %4 = stablehlo.multiply %arg4, %arg0 : tensor<3x3x4xf32>
  %5 = stablehlo.multiply %arg0, %arg4 : tensor<3x3x4xf32>
  %6 = stablehlo.add %4, %5 : tensor<3x3x4xf32>
  %7 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
  %8 = stablehlo.add %3, %7 : tensor<3x3x4xf32>
  %9 = stablehlo.divide %1#0, %8 : tensor<3x3x4xf32>
  %10 = stablehlo.divide %2, %8 : tensor<3x3x4xf32>
  %11 = stablehlo.multiply %6, %9 : tensor<3x3x4xf32>
  %12 = stablehlo.divide %11, %8 : tensor<3x3x4xf32>
  %13 = stablehlo.negate %12 : tensor<3x3x4xf32>
  %14 = stablehlo.add %10, %13 : tensor<3x3x4xf32>
  %c_1 = stablehlo.constant dense<true> : tensor<i1>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %17:5 = stablehlo.while(%iterArg = %15, %iterArg_5 = %arg3, %iterArg_6 = %16, %iterArg_7 = %9, %iterArg_8 = %14) : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x3x4xf32>, tensor<3x3x4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
  cond {
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %30 = stablehlo.compare LT, %iterArg, %29 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %31 = stablehlo.and %30, %iterArg_6 : tensor<3xi1>
    %c_10 = stablehlo.constant dense<false> : tensor<i1>
    %32 = stablehlo.reduce(%31 init: %c_10) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %32 : tensor<i1>
  } do {
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %30 = stablehlo.compare LT, %iterArg, %29 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %31 = stablehlo.and %30, %iterArg_6 : tensor<3xi1>
    %32 = stablehlo.add %arg0, %iterArg_7 : tensor<3x3x4xf32>
    %33 = stablehlo.add %arg4, %iterArg_8 : tensor<3x3x4xf32>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %36:5 = stablehlo.while(%iterArg_18 = %34, %iterArg_19 = %arg3, %iterArg_20 = %35, %iterArg_21 = %32, %iterArg_22 = %33) : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x3x4xf32>, tensor<3x3x4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
    cond {
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %56 = stablehlo.compare LT, %iterArg_18, %55 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %57 = stablehlo.and %56, %iterArg_20 : tensor<3xi1>
      %c_24 = stablehlo.constant dense<false> : tensor<i1>
      %58 = stablehlo.reduce(%57 init: %c_24) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %56 = stablehlo.compare LT, %iterArg_18, %55 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %57 = stablehlo.and %56, %iterArg_20 : tensor<3xi1>
      %58 = stablehlo.add %iterArg_7, %iterArg_21 : tensor<3x3x4xf32>
      %59 = stablehlo.add %iterArg_8, %iterArg_22 : tensor<3x3x4xf32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %c_25 = stablehlo.constant dense<2> : tensor<i32>
      %60 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %61 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %62 = stablehlo.clamp %60, %arg3, %61 : tensor<3xi32>
      %c_26 = stablehlo.constant dense<0> : tensor<i32>
      %c_27 = stablehlo.constant dense<3> : tensor<i32>
      %63 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %64 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %65 = stablehlo.clamp %63, %arg3, %64 : tensor<3xi32>
      %66 = stablehlo.reshape %62 : (tensor<3xi32>) -> tensor<3x1xi32>
      %67 = stablehlo.reshape %65 : (tensor<3xi32>) -> tensor<3x1xi32>
      %68 = stablehlo.concatenate %66, %67, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %69 = "stablehlo.gather"(%iterArg_21, %68) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x3x4xf32>, tensor<3x2xi32>) -> tensor<3x1x1xf32>
      %70 = "stablehlo.gather"(%iterArg_22, %68) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x3x4xf32>, tensor<3x2xi32>) -> tensor<3x1x1xf32>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %c_29 = stablehlo.constant dense<2> : tensor<i32>
      %71 = stablehlo.clamp %c_28, %arg2, %c_29 : tensor<i32>
      %c_30 = stablehlo.constant dense<0> : tensor<i32>
      %c_31 = stablehlo.constant dense<3> : tensor<i32>
      %72 = stablehlo.clamp %c_30, %arg2, %c_31 : tensor<i32>
      %c_32 = stablehlo.constant dense<0> : tensor<i32>
      %73 = stablehlo.dynamic_update_slice %58, %69, %c_32, %71, %72 : (tensor<3x3x4xf32>, tensor<3x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %74 = stablehlo.dynamic_update_slice %59, %70, %c_32, %71, %72 : (tensor<3x3x4xf32>, tensor<3x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_33 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_34 = stablehlo.constant dense<12345> : tensor<i32>
      %75 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %76 = stablehlo.multiply %iterArg_19, %75 : tensor<3xi32>
      %77 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %78 = stablehlo.add %76, %77 : tensor<3xi32>
      %c_35 = stablehlo.constant dense<16> : tensor<i32>
      %c_36 = stablehlo.constant dense<7> : tensor<i32>
      %79 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %80 = stablehlo.shift_right_logical %78, %79 : tensor<3xi32>
      %81 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %82 = stablehlo.and %80, %81 : tensor<3xi32>
      %c_37 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %84 = stablehlo.compare NE, %82, %83 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %85 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %86 = stablehlo.add %iterArg_18, %85 : tensor<3xi32>
      %87 = stablehlo.select %57, %86, %iterArg_18 : tensor<3xi1>, tensor<3xi32>
      %88 = stablehlo.select %57, %78, %iterArg_19 : tensor<3xi1>, tensor<3xi32>
      %89 = stablehlo.select %57, %84, %iterArg_20 : tensor<3xi1>, tensor<3xi1>
      %90 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<3xi1>) -> tensor<3x3x4xi1>
      %91 = stablehlo.select %90, %73, %iterArg_21 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
      %92 = stablehlo.select %90, %74, %iterArg_22 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
      stablehlo.return %87, %88, %89, %91, %92 : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
    }
    %c_12 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_13 = stablehlo.constant dense<12345> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %38 = stablehlo.multiply %iterArg_5, %37 : tensor<3xi32>
    %39 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %40 = stablehlo.add %38, %39 : tensor<3xi32>
    %c_14 = stablehlo.constant dense<16> : tensor<i32>
    %c_15 = stablehlo.constant dense<7> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %42 = stablehlo.shift_right_logical %40, %41 : tensor<3xi32>
    %43 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %44 = stablehlo.and %42, %43 : tensor<3xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %46 = stablehlo.compare NE, %44, %45 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %48 = stablehlo.add %iterArg, %47 : tensor<3xi32>
    %49 = stablehlo.select %31, %48, %iterArg : tensor<3xi1>, tensor<3xi32>
    %50 = stablehlo.select %31, %40, %iterArg_5 : tensor<3xi1>, tensor<3xi32>
    %51 = stablehlo.select %31, %46, %iterArg_6 : tensor<3xi1>, tensor<3xi1>
    %52 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<3xi1>) -> tensor<3x3x4xi1>
    %53 = stablehlo.select %52, %36#3, %iterArg_7 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
    %54 = stablehlo.select %52, %36#4, %iterArg_8 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
    stablehlo.return %49, %50, %51, %53, %54 : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
  }
  %c_3 = stablehlo.constant dense<15> : tensor<i32>
  %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %19 = stablehlo.and %17#1, %18 : tensor<3xi32>
  %20 = stablehlo.convert %19 : (tensor<3xi32>) -> tensor<3xf32>
  %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xf32>) -> tensor<3x3x4xf32>
  %22 = stablehlo.add %17#3, %21 : tensor<3x3x4xf32>
  %23 = stablehlo.tanh %22 : tensor<3x3x4xf32>
  %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<3x3x4xf32>
  %24 = stablehlo.multiply %23, %23 : tensor<3x3x4xf32>
  %25 = stablehlo.subtract %cst_4, %24 : tensor<3x3x4xf32>
  %26 = stablehlo.multiply %17#4, %25 : tensor<3x3x4xf32>
  %27 = stablehlo.exponential %23 : tensor<3x3x4xf32>
  %28 = stablehlo.multiply %26, %27 : tensor<3x3x4xf32>
  return %27, %22, %28, %17#4 : tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
}
// inputs: [[[-0.44751397,  0.33812547,  1.1508864 ,  0.75501364],  [-1.366351  ,  2.1267953 , -0.500687  , -2.0022624 ],  [ 0.69182295, -1.5009815 , -0.61809367,  0.25505957]], [[ 2.9931104 , -1.9035568 ,  0.41020176, -0.29452077],  [-1.8363277 , -0.223458  ,  0.6641734 ,  2.5450807 ],  [-1.8579211 ,  1.7228369 , -0.47184232, -0.24581847]], [[-1.2118484 , -0.41347384, -1.1433129 , -0.39799595],  [-1.2626133 , -1.5936469 ,  2.4024367 , -1.3853742 ],  [ 1.5694197 ,  1.6212522 , -0.9388415 , -0.54513377]]]; [[[ 0.40614676, -1.4684374 , -0.09218957, -0.72863424],  [-0.8985102 ,  0.2709561 ,  0.27956897, -0.24402733],  [ 1.8618947 , -1.5585451 , -1.6587799 ,  0.11235142]], [[-1.410491  , -0.56326103,  1.111786  ,  2.111355  ],  [ 1.6118019 , -1.3091543 , -0.88548845,  0.23282634],  [-1.7677348 , -0.7728213 , -0.7185444 , -2.566572  ]], [[ 1.4947829 ,  3.5247583 ,  0.80173475,  0.12162636],  [ 2.3258445 , -0.07415507, -0.13288032,  0.0115054 ],  [ 1.1787319 , -1.8068311 ,  2.139942  , -0.5524015 ]]]; 1; [1, 2, 1]; [[[-0.54626423,  0.02254814, -0.8391413 ,  0.11464032],  [ 3.0158331 , -1.4918264 , -1.3937919 ,  0.16678368],  [-0.19764087, -2.0127861 ,  1.230403  , -0.1989443 ]], [[-0.04986905,  2.2022662 , -1.4511554 , -0.6788032 ],  [-2.448915  ,  2.2417724 , -2.441222  , -0.9764541 ],  [-0.66241777,  0.6625052 ,  1.0381236 ,  0.10718736]], [[ 1.760074  , -0.08894552, -0.88301677,  1.0587028 ],  [-0.49812564, -0.1153485 ,  0.67319345,  0.05193606],  [ 1.4796289 ,  2.0165722 , -0.61356324,  2.5297213 ]]]; [[[-0.15499301, -1.7145638 ,  2.4481168 ,  0.5281817 ],  [ 0.23495632,  0.6181025 ,  0.01837614,  0.32869947],  [-1.6211885 ,  1.6241405 ,  1.1830299 ,  0.03771864]], [[ 2.8401024 , -2.405177  ,  1.1430811 ,  3.992497  ],  [-1.0390024 ,  0.5044085 ,  0.99125576, -0.5665517 ],  [ 2.4395657 ,  2.6523304 ,  0.26011854,  1.3200345 ]], [[-0.65191793, -1.3867489 , -0.03456247,  0.34631968],  [-2.5926628 , -0.67796   , -0.604942  ,  2.069148  ],  [ 1.0064405 ,  0.8476071 , -1.0602847 , -2.2449367 ]]]
// reference: [[[2.718282  , 2.718282  , 2.718282  , 2.718282  ],  [2.4961016 , 2.718282  , 1.3738414 , 0.7337646 ],  [2.7182817 , 2.6354785 , 2.717157  , 2.7124498 ]], [[2.7182817 , 0.36791867, 2.7067568 , 0.93179667],  [0.36790106, 0.38557726, 2.7154577 , 2.7182813 ],  [0.36788672, 2.717765  , 0.36897364, 0.43977305]], [[2.5714822 , 2.7180114 , 1.251366  , 0.36791494],  [2.6970897 , 2.7108467 , 2.718282  , 1.3678379 ],  [2.718282  , 2.718282  , 2.717938  , 2.7182817 ]]]; [[[10.79674   , 10.057512  , 13.517992  , 12.254748  ],  [ 1.5557556 , 10.959683  ,  0.3289876 , -0.32006645],  [ 8.36553   ,  2.0767097 ,  4.2413874 ,  3.417684  ]], [[ 9.141263  , -4.9191074 ,  3.0760667 , -0.07075855],  [-5.216691  , -1.8636372 ,  3.7808115 ,  8.218523  ],  [-5.7595115 ,  4.6303453 , -3.2554321 , -1.1614026 ]], [[ 1.7780266 ,  4.953763  ,  0.22811174, -4.9690857 ],  [ 2.7697158 ,  3.295958  , 13.139757  ,  0.32412434],  [12.5332775 , 12.304933  ,  4.8338237 ,  9.39696   ]]]; [[[-0.0000000e+00, -0.0000000e+00, -0.0000000e+00, -0.0000000e+00],  [ 2.0766246e+00, -0.0000000e+00,  3.1093771e+00,  2.3236758e-01],  [-1.5539822e-06, -1.0115274e+00,  1.8896180e-03, -6.2238175e-02]], [[ 9.4699452e-08,  5.0471193e-04, -1.0411493e-01, -4.4791150e+00],  [-3.7216800e-04,  8.3077714e-02, -4.0510118e-02, -4.1170288e-06],  [-2.9550260e-05,  1.6933347e-03,  8.0049876e-03,  7.0254192e-02]], [[ 6.9622767e-01, -1.8023542e-04,  2.5099933e+00,  1.7876831e-04],  [-8.7702356e-02, -1.3937298e-03,  0.0000000e+00,  3.7567526e-01],  [ 0.0000000e+00,  0.0000000e+00,  2.4243115e-04,  6.8981471e-06]]]; [[[-6.747604  , -4.6394296 , -0.7281888 , -0.5598172 ],  [ 5.095567  , -3.1795125 ,  2.5171988 ,  0.35024303],  [-2.3977919 , -6.3009357 ,  0.84029794, -5.347328  ]], [[ 0.29224217,  6.428781  , -4.536195  , -4.8310738 ],  [-8.59767   ,  2.3479924 , -7.1793985 , -4.2350464 ],  [-2.0234518 ,  1.6386951 ,  3.6578612 ,  0.49132445]], [[ 2.508037  , -0.33309054,  2.1119974 ,  2.5160427 ],  [-2.0854893 , -0.09398012,  2.7629752 ,  0.3045273 ],  [ 5.129566  ,  6.970628  ,  0.35244292, 21.287659  ]]]
// compiled:  [[[2.7182817 , 2.7182817 , 2.7182817 , 2.7182817 ],  [2.4961016 , 2.7182817 , 1.3738415 , 0.7337646 ],  [2.7182817 , 2.6354787 , 2.717157  , 2.7124498 ]], [[2.7182817 , 0.36791873, 2.7067568 , 0.9317966 ],  [0.3679011 , 0.38557723, 2.7154574 , 2.7182817 ],  [0.36788678, 2.7177649 , 0.36897367, 0.43977305]], [[2.5714822 , 2.7180111 , 1.251366  , 0.36791497],  [2.6970897 , 2.7108464 , 2.7182817 , 1.3678379 ],  [2.7182817 , 2.7182817 , 2.717938  , 2.7182817 ]]]; [[[10.79674   , 10.057512  , 13.517992  , 12.254748  ],  [ 1.5557556 , 10.959683  ,  0.3289876 , -0.32006645],  [ 8.36553   ,  2.0767097 ,  4.2413874 ,  3.417684  ]], [[ 9.141263  , -4.9191074 ,  3.076067  , -0.07075855],  [-5.216691  , -1.8636373 ,  3.7808115 ,  8.218523  ],  [-5.7595115 ,  4.6303453 , -3.2554324 , -1.1614026 ]], [[ 1.7780266 ,  4.953763  ,  0.22811174, -4.9690857 ],  [ 2.7697158 ,  3.295958  , 13.139757  ,  0.32412434],  [12.5332775 , 12.304933  ,  4.833824  ,  9.39696   ]]]; [[[-0.0000000e+00, -0.0000000e+00, -0.0000000e+00, -0.0000000e+00],  [ 2.0766244e+00, -0.0000000e+00,  3.1093774e+00,  2.3236758e-01],  [-0.0000000e+00, -1.0115260e+00,  1.8896350e-03, -6.2237836e-02]], [[ 0.0000000e+00,  5.0496706e-04, -1.0411503e-01, -4.4791150e+00],  [-3.7253412e-04,  8.3077595e-02, -4.0512282e-02, -0.0000000e+00],  [-2.9638710e-05,  1.6939696e-03,  8.0051506e-03,  7.0254162e-02]], [[ 6.9622785e-01, -1.8033435e-04,  2.5099933e+00,  1.7875970e-04],  [-8.7702446e-02, -1.3937316e-03,  0.0000000e+00,  3.7567526e-01],  [ 0.0000000e+00,  0.0000000e+00,  2.4241580e-04,  0.0000000e+00]]]; [[[-6.747604  , -4.6394296 , -0.7281888 , -0.5598172 ],  [ 5.0955667 , -3.1795125 ,  2.5171988 ,  0.35024303],  [-2.3977919 , -6.3009357 ,  0.84029794, -5.347328  ]], [[ 0.29224217,  6.428781  , -4.536195  , -4.8310738 ],  [-8.59767   ,  2.3479924 , -7.1793985 , -4.2350464 ],  [-2.0234518 ,  1.638695  ,  3.6578612 ,  0.49132445]], [[ 2.508037  , -0.33309054,  2.1119974 ,  2.5160427 ],  [-2.0854893 , -0.09398012,  2.7629752 ,  0.3045273 ],  [ 5.1295657 ,  6.970628  ,  0.35244292, 21.287659  ]]]
