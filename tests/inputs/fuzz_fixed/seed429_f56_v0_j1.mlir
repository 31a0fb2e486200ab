// Not a compiler bug: float32 rounding, 2.3e-7 on an element cancelling to 1e-3 of a row of order 1 (2 ulps of the
// scale); the checker allows ULPS_OF_SCALE (4) ulps of a result's largest magnitude
// (tools/differential._beyond_tolerance; tests/test_fuzz_findings.py).
// values mismatch: result 1[0, 0, 3]: np.float32(-0.0011723018), expected np.float32(-0.0011720742)
// jvp_vmap [('vmap', [2, 0, 0, 0], 0, 2), ('jvp',)] of:
func.func @f56(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>) {
  %c5483 = stablehlo.constant dense<0> : tensor<i32>
  %c5484 = stablehlo.constant dense<1> : tensor<i32>
  %v5485 = "stablehlo.clamp"(%c5483, %i0, %c5484) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v5486 = "stablehlo.case"(%v5485) ({
  %v5487 = "stablehlo.subtract"(%a0, %a1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c5488 = stablehlo.constant dense<0> : tensor<i32>
  %w5491:2 = "stablehlo.while"(%c5488, %v5487) ({
  ^bb0(%k5489: tensor<i32>, %x5490: tensor<3x4xf32>):
  %c5492 = stablehlo.constant dense<0> : tensor<i32>
  %v5493 = "stablehlo.compare"(%k5489, %c5492) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v5493) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k5494: tensor<i32>, %x5495: tensor<3x4xf32>):
  %c5496 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
  %v5497 = "stablehlo.gather"(%x5495, %c5496) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  %c5498 = stablehlo.constant dense<1> : tensor<i32>
  %v5499 = "stablehlo.add"(%k5494, %c5498) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v5499, %v5497) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 0 : i64} : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
    "stablehlo.return"(%w5491#1) : (tensor<3x4xf32>) -> ()
  }, {
  %v5500 = "stablehlo.subtract"(%a1, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %c5501 = stablehlo.constant dense<0> : tensor<i32>
  %w5504:2 = "stablehlo.while"(%c5501, %v5500) ({
  ^bb0(%k5502: tensor<i32>, %x5503: tensor<3x4xf32>):
  %c5505 = stablehlo.constant dense<3> : tensor<i32>
  %v5506 = "stablehlo.compare"(%k5502, %c5505) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v5506) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k5507: tensor<i32>, %x5508: tensor<3x4xf32>):
  %v5509 = "stablehlo.tanh"(%x5508) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %v5510 = "stablehlo.exponential"(%v5509) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %c5511 = stablehlo.constant dense<1> : tensor<i32>
  %v5512 = "stablehlo.add"(%k5507, %c5511) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v5512, %v5510) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
    "stablehlo.return"(%w5504#1) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
  return %v5486 : tensor<3x4xf32>
}
// transformed:
func.func @f56(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %2 = stablehlo.subtract %arg0, %arg1 : tensor<3x4xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %2) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 0 : i64}
    cond {
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
      %4 = "stablehlo.gather"(%iterArg_2, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %5, %4 : tensor<i32>, tensor<3x4xf32>
    }
    stablehlo.return %3#1 : tensor<3x4xf32>
  }, {
    %2 = stablehlo.subtract %arg1, %arg0 : tensor<3x4xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %2) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.tanh %iterArg_2 : tensor<3x4xf32>
      %5 = stablehlo.exponential %4 : tensor<3x4xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %6, %5 : tensor<i32>, tensor<3x4xf32>
    }
    stablehlo.return %3#1 : tensor<3x4xf32>
  }) : (tensor<i32>) -> tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}
func.func @f56_v0(%arg0: tensor<3x4x2xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>) -> tensor<2x3x4xf32> {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %3 = stablehlo.clamp %1, %arg2, %2 : tensor<2xi32>
  %4 = stablehlo.subtract %0, %arg1 : tensor<2x3x4xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %5:2 = stablehlo.while(%iterArg = %c_1, %iterArg_7 = %4) : tensor<i32>, tensor<2x3x4xf32> attributes {hostcall.trip_count = 0 : i64}
  cond {
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg, %c_8 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %c_8 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
    %19 = stablehlo.broadcast_in_dim %c_8, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
    %20 = "stablehlo.gather"(%iterArg_7, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf32>, tensor<2x3x1xi32>) -> tensor<2x3x4xf32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.add %iterArg, %c_9 : tensor<i32>
    stablehlo.return %21, %20 : tensor<i32>, tensor<2x3x4xf32>
  }
  %6 = stablehlo.subtract %arg1, %0 : tensor<2x3x4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %7:2 = stablehlo.while(%iterArg = %c_2, %iterArg_7 = %6) : tensor<i32>, tensor<2x3x4xf32> attributes {hostcall.trip_count = 3 : i64}
  cond {
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %19 = stablehlo.compare LT, %iterArg, %c_8 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %19 : tensor<i1>
  } do {
    %19 = stablehlo.tanh %iterArg_7 : tensor<2x3x4xf32>
    %20 = stablehlo.exponential %19 : tensor<2x3x4xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.add %iterArg, %c_8 : tensor<i32>
    stablehlo.return %21, %20 : tensor<i32>, tensor<2x3x4xf32>
  }
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %9 = stablehlo.compare LT, %3, %8, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_4 = stablehlo.constant dense<2> : tensor<i32>
  %10 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %11 = stablehlo.compare GE, %3, %10, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %12 = stablehlo.or %9, %11 : tensor<2xi1>
  %c_5 = stablehlo.constant dense<1> : tensor<i32>
  %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %14 = stablehlo.select %12, %13, %3 : tensor<2xi1>, tensor<2xi32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %15 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %16 = stablehlo.compare EQ, %14, %15, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %18 = stablehlo.select %17, %5#1, %7#1 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
  return %18 : tensor<2x3x4xf32>
}
func.func @f56_v0_j1(%arg0: tensor<3x4x2xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<3x4x2xf32>, %arg5: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
  %1 = stablehlo.transpose %arg4, dims = [2, 0, 1] : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %4 = stablehlo.clamp %2, %arg2, %3 : tensor<2xi32>
  %5 = stablehlo.subtract %0, %arg1 : tensor<2x3x4xf32>
  %6 = stablehlo.negate %arg5 : tensor<2x3x4xf32>
  %7 = stablehlo.add %1, %6 : tensor<2x3x4xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %8:3 = stablehlo.while(%iterArg = %c_1, %iterArg_7 = %5, %iterArg_8 = %7) : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32> attributes {hostcall.num_primal_carries = 2 : i64, hostcall.trip_count = 0 : i64}
  cond {
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.compare LT, %iterArg, %c_9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %25 : tensor<i1>
  } do {
    %c_9 = stablehlo.constant dense<[[0], [2], [1]]> : tensor<3x1xi32>
    %25 = stablehlo.broadcast_in_dim %c_9, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<2x3x1xi32>
    %26 = "stablehlo.gather"(%iterArg_7, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf32>, tensor<2x3x1xi32>) -> tensor<2x3x4xf32>
    %27 = "stablehlo.gather"(%iterArg_8, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf32>, tensor<2x3x1xi32>) -> tensor<2x3x4xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.add %iterArg, %c_10 : tensor<i32>
    stablehlo.return %28, %26, %27 : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
  }
  %9 = stablehlo.subtract %arg1, %0 : tensor<2x3x4xf32>
  %10 = stablehlo.negate %1 : tensor<2x3x4xf32>
  %11 = stablehlo.add %arg5, %10 : tensor<2x3x4xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %12:3 = stablehlo.while(%iterArg = %c_2, %iterArg_7 = %9, %iterArg_8 = %11) : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32> attributes {hostcall.num_primal_carries = 2 : i64, hostcall.trip_count = 3 : i64}
  cond {
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.compare LT, %iterArg, %c_9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %25 : tensor<i1>
  } do {
    %25 = stablehlo.tanh %iterArg_7 : tensor<2x3x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3x4xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<2x3x4xf32>
    %27 = stablehlo.subtract %cst, %26 : tensor<2x3x4xf32>
    %28 = stablehlo.multiply %iterArg_8, %27 : tensor<2x3x4xf32>
    %29 = stablehlo.exponential %25 : tensor<2x3x4xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<2x3x4xf32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %31 = stablehlo.add %iterArg, %c_9 : tensor<i32>
    stablehlo.return %31, %29, %30 : tensor<i32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
  }
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %14 = stablehlo.compare LT, %4, %13, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_4 = stablehlo.constant dense<2> : tensor<i32>
  %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %16 = stablehlo.compare GE, %4, %15, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %17 = stablehlo.or %14, %16 : tensor<2xi1>
  %c_5 = stablehlo.constant dense<1> : tensor<i32>
  %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %19 = stablehlo.select %17, %18, %4 : tensor<2xi1>, tensor<2xi32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %21 = stablehlo.compare EQ, %19, %20, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<2xi1>) -> tensor<2x3x4xi1>
  %23 = stablehlo.select %22, %8#1, %12#1 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
  %24 = stablehlo.select %22, %8#2, %12#2 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
  return %23, %24 : tensor<2x3x4xf32>, tensor<2x3x4xf32>
}
// inputs: [[[-0.34976384,  0.67139584],  [-0.6576042 ,  1.6802205 ],  [ 2.296972  , -0.71949136],  [ 0.89067334, -0.19486761]], [[ 1.3418435 ,  0.62612116],  [-0.3568408 , -1.0850085 ],  [ 1.2484001 ,  0.26244283],  [ 2.2889223 , -1.7843105 ]], [[ 3.2176292 ,  2.7211003 ],  [-1.6788397 , -2.1062005 ],  [-0.86337996, -0.49425614],  [-1.6992315 , -0.86283714]]]; [[[-0.82878554, -0.4331936 , -1.3850343 , -2.9540637 ],  [-1.6898656 , -2.1067057 , -1.4271828 , -0.03573608],  [-3.365446  ,  2.3727949 , -1.0168834 ,  1.1645838 ]], [[-2.2266328 ,  1.6724845 , -1.9313006 , -0.17169616],  [-0.15036702, -2.5780377 , -0.40488145, -1.2338974 ],  [-0.7634839 , -0.9765686 , -0.06150803, -1.5675473 ]]]; [1, 2]; [0, 1]; [[[-1.1150984 , -0.06909171],  [-1.0895686 , -1.9172261 ],  [ 0.05706178, -0.4127797 ],  [ 2.0711355 ,  1.0537645 ]], [[ 0.09402155,  3.3411896 ],  [ 1.0435911 , -1.327197  ],  [ 1.7221913 , -2.2294054 ],  [-3.4756608 ,  1.9598047 ]], [[-0.25878122, -2.0704868 ],  [-0.85558695, -1.8138093 ],  [-0.8346983 , -0.57538867],  [ 2.1933625 , -1.1408376 ]]]; [[[ 0.39609948, -0.7289518 , -1.6595678 , -0.69108397],  [ 1.8144308 ,  1.7248106 ,  0.26954395, -2.973509  ],  [ 0.10870842,  0.43306717,  2.3999856 , -1.177875  ]], [[-2.8590388 , -0.95927787,  1.2866007 ,  2.622048  ],  [-1.2530632 , -1.2310123 , -0.66391224,  1.8135517 ],  [-0.40202725,  2.1085076 ,  0.09761988,  1.5125226 ]]]
// reference: [[[2.56637  , 2.6681347, 2.4355123, 2.4354308],  [2.4362962, 2.448948 , 2.4374115, 2.439629 ],  [2.4352193, 2.693692 , 2.623142 , 2.693655 ]], [[2.4366255, 2.6443021, 2.4738283, 2.6481953],  [2.5188856, 2.4578412, 2.534917 , 2.6843271],  [2.4356544, 2.691898 , 2.680216 , 2.5292175]]]; [[[ 2.66384363e-01,  2.76976433e-02, -1.00835611e-03, -1.17207423e-03],  [ 3.70207429e-03,  1.83144249e-02, -6.35197386e-03,  4.40124515e-03],  [ 6.50328843e-07,  9.63185812e-06,  5.15445471e-01, -2.76853185e-04]], [[-7.83634465e-03,  1.24082945e-01,  1.22519709e-01,  1.91910535e-01],  [-6.34703338e-01,  4.19513090e-03,  2.43044168e-01, -4.21124976e-03],  [ 1.45399873e-03,  1.82555988e-02,  2.81413496e-02,  3.96991998e-01]]]
// compiled:  [[[2.56637  , 2.6681347, 2.435512 , 2.4354305],  [2.436296 , 2.448948 , 2.4374115, 2.439629 ],  [2.4352193, 2.6936917, 2.6231418, 2.6936555]], [[2.4366255, 2.6443024, 2.4738283, 2.6481953],  [2.5188856, 2.4578412, 2.534917 , 2.6843274],  [2.4356544, 2.6918976, 2.6802163, 2.5292175]]]; [[[ 2.66384333e-01,  2.76976414e-02, -1.00835902e-03, -1.17230183e-03],  [ 3.70208733e-03,  1.83144286e-02, -6.35197060e-03,  4.40123305e-03],  [ 6.50327536e-07,  9.63482580e-06,  5.15446126e-01, -2.76853913e-04]], [[-7.83618726e-03,  1.24082454e-01,  1.22519664e-01,  1.91910133e-01],  [-6.34703457e-01,  4.19512996e-03,  2.43044212e-01, -4.21120925e-03],  [ 1.45403959e-03,  1.82557143e-02,  2.81413719e-02,  3.96991611e-01]]]
