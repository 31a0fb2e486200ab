// values mismatch: result 1[0, 0, 0, 0]: np.float64(-0.3600642507278311), expected np.float64(0.480230816196918)
// fixed by hostcall-guard-shared-targets: not the transformations (the transformed module
// evaluated by the reference matches central differences of the base function); IREE
// 3.13 ran the first scatter of @f57_v0_j1_v2 in place on its computed operand (%9) and
// the dispatch computing %17 from %9 after it (tests/test_guard_shared_targets.py has the
// shrunk program and the canary)
// jacfwd_vmap [('vmap', [None, 0, 0, None], 0, 3), ('jvp',), ('vmap', [None, None, None, None, 0, 0], 0, 3)] of:
func.func @f57(%a0: tensor<3x4xf64>, %a1: tensor<3x4xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf64>) {
  %c5393 = stablehlo.constant dense<1.0> : tensor<3x4xf64>
  %v5394 = "stablehlo.multiply"(%a0, %a0) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
  %v5395 = "stablehlo.add"(%v5394, %c5393) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
  %v5396 = "stablehlo.divide"(%a1, %v5395) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
  %c5397 = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %v5398 = "stablehlo.scatter"(%v5396, %c5397, %a0) ({
  ^bb0(%p5399: tensor<f64>, %q5400: tensor<f64>):
  %v5401 = "stablehlo.add"(%p5399, %q5400) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%v5401) : (tensor<f64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf64>, tensor<3x1xi32>, tensor<3x4xf64>) -> tensor<3x4xf64>
  return %v5398 : tensor<3x4xf64>
}
// transformed:
func.func @f57(%arg0: tensor<3x4xf64>, %arg1: tensor<3x4xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<3x4xf64> {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf64>
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
  %1 = stablehlo.add %0, %cst : tensor<3x4xf64>
  %2 = stablehlo.divide %arg1, %1 : tensor<3x4xf64>
  %c = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %3 = "stablehlo.scatter"(%2, %c, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    %4 = stablehlo.add %arg4, %arg5 : tensor<f64>
    stablehlo.return %4 : tensor<f64>
  }) : (tensor<3x4xf64>, tensor<3x1xi32>, tensor<3x4xf64>) -> tensor<3x4xf64>
  return %3 : tensor<3x4xf64>
}
func.func @f57_v0(%arg0: tensor<3x4xf64>, %arg1: tensor<3x3x4xf64>, %arg2: tensor<3xi32>, %arg3: tensor<i32>) -> tensor<3x3x4xf64> {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf64>
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
  %1 = stablehlo.add %0, %cst : tensor<3x4xf64>
  %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  %3 = stablehlo.divide %arg1, %2 : tensor<3x3x4xf64>
  %c = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %4 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %5 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  %6 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
  %7 = stablehlo.concatenate %6, %4, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
  %8 = stablehlo.reshape %7 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
  %9 = stablehlo.reshape %5 : (tensor<3x3x4xf64>) -> tensor<9x4xf64>
  %10 = "stablehlo.scatter"(%3, %8, %9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
    %11 = stablehlo.add %arg4, %arg5 : tensor<f64>
    stablehlo.return %11 : tensor<f64>
  }) : (tensor<3x3x4xf64>, tensor<9x2xi32>, tensor<9x4xf64>) -> tensor<3x3x4xf64>
  return %10 : tensor<3x3x4xf64>
}
func.func @f57_v0_j1(%arg0: tensor<3x4xf64>, %arg1: tensor<3x3x4xf64>, %arg2: tensor<3xi32>, %arg3: tensor<i32>, %arg4: tensor<3x4xf64>, %arg5: tensor<3x3x4xf64>) -> (tensor<3x3x4xf64>, tensor<3x3x4xf64>) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf64>
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
  %1 = stablehlo.multiply %arg4, %arg0 : tensor<3x4xf64>
  %2 = stablehlo.multiply %arg0, %arg4 : tensor<3x4xf64>
  %3 = stablehlo.add %1, %2 : tensor<3x4xf64>
  %4 = stablehlo.add %0, %cst : tensor<3x4xf64>
  %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  %6 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  %7 = stablehlo.divide %arg1, %5 : tensor<3x3x4xf64>
  %8 = stablehlo.divide %arg5, %5 : tensor<3x3x4xf64>
  %9 = stablehlo.multiply %6, %7 : tensor<3x3x4xf64>
  %10 = stablehlo.divide %9, %5 : tensor<3x3x4xf64>
  %11 = stablehlo.negate %10 : tensor<3x3x4xf64>
  %12 = stablehlo.add %8, %11 : tensor<3x3x4xf64>
  %c = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %13 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %14 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  %15 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  %16 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
  %17 = stablehlo.concatenate %16, %13, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
  %18 = stablehlo.reshape %17 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
  %19 = stablehlo.reshape %14 : (tensor<3x3x4xf64>) -> tensor<9x4xf64>
  %20 = stablehlo.reshape %15 : (tensor<3x3x4xf64>) -> tensor<9x4xf64>
  %21 = "stablehlo.scatter"(%7, %18, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
    %23 = stablehlo.add %arg6, %arg7 : tensor<f64>
    stablehlo.return %23 : tensor<f64>
  }) : (tensor<3x3x4xf64>, tensor<9x2xi32>, tensor<9x4xf64>) -> tensor<3x3x4xf64>
  %22 = "stablehlo.scatter"(%12, %18, %20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
    %23 = stablehlo.add %arg6, %arg7 : tensor<f64>
    stablehlo.return %23 : tensor<f64>
  }) : (tensor<3x3x4xf64>, tensor<9x2xi32>, tensor<9x4xf64>) -> tensor<3x3x4xf64>
  return %21, %22 : tensor<3x3x4xf64>, tensor<3x3x4xf64>
}
func.func @f57_v0_j1_v2(%arg0: tensor<3x4xf64>, %arg1: tensor<3x3x4xf64>, %arg2: tensor<3xi32>, %arg3: tensor<i32>, %arg4: tensor<3x3x4xf64>, %arg5: tensor<3x3x3x4xf64>) -> (tensor<3x3x3x4xf64>, tensor<3x3x3x4xf64>) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf64>
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf64>
  %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  %2 = stablehlo.multiply %arg4, %1 : tensor<3x3x4xf64>
  %3 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  %4 = stablehlo.multiply %3, %arg4 : tensor<3x3x4xf64>
  %5 = stablehlo.add %2, %4 : tensor<3x3x4xf64>
  %6 = stablehlo.add %0, %cst : tensor<3x4xf64>
  %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  %8 = stablehlo.broadcast_in_dim %5, dims = [0, 2, 3] : (tensor<3x3x4xf64>) -> tensor<3x3x3x4xf64>
  %9 = stablehlo.divide %arg1, %7 : tensor<3x3x4xf64>
  %10 = stablehlo.broadcast_in_dim %7, dims = [1, 2, 3] : (tensor<3x3x4xf64>) -> tensor<3x3x3x4xf64>
  %11 = stablehlo.divide %arg5, %10 : tensor<3x3x3x4xf64>
  %12 = stablehlo.broadcast_in_dim %9, dims = [1, 2, 3] : (tensor<3x3x4xf64>) -> tensor<3x3x3x4xf64>
  %13 = stablehlo.multiply %8, %12 : tensor<3x3x3x4xf64>
  %14 = stablehlo.broadcast_in_dim %7, dims = [1, 2, 3] : (tensor<3x3x4xf64>) -> tensor<3x3x3x4xf64>
  %15 = stablehlo.divide %13, %14 : tensor<3x3x3x4xf64>
  %16 = stablehlo.negate %15 : tensor<3x3x3x4xf64>
  %17 = stablehlo.add %11, %16 : tensor<3x3x3x4xf64>
  %c = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi32>
  %18 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
  %19 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf64>) -> tensor<3x3x4xf64>
  %20 = stablehlo.broadcast_in_dim %arg4, dims = [0, 2, 3] : (tensor<3x3x4xf64>) -> tensor<3x3x3x4xf64>
  %21 = stablehlo.iota dim = 0 : tensor<3x3x1xi32>
  %22 = stablehlo.concatenate %21, %18, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
  %23 = stablehlo.reshape %22 : (tensor<3x3x2xi32>) -> tensor<9x2xi32>
  %24 = stablehlo.reshape %19 : (tensor<3x3x4xf64>) -> tensor<9x4xf64>
  %25 = stablehlo.reshape %20 : (tensor<3x3x3x4xf64>) -> tensor<3x9x4xf64>
  %26 = "stablehlo.scatter"(%9, %23, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
    %34 = stablehlo.add %arg6, %arg7 : tensor<f64>
    stablehlo.return %34 : tensor<f64>
  }) : (tensor<3x3x4xf64>, tensor<9x2xi32>, tensor<9x4xf64>) -> tensor<3x3x4xf64>
  %27 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<9x2xi32>) -> tensor<3x9x2xi32>
  %28 = stablehlo.iota dim = 0 : tensor<3x9x1xi32>
  %29 = stablehlo.concatenate %28, %27, dim = 2 : (tensor<3x9x1xi32>, tensor<3x9x2xi32>) -> tensor<3x9x3xi32>
  %30 = stablehlo.reshape %29 : (tensor<3x9x3xi32>) -> tensor<27x3xi32>
  %31 = stablehlo.reshape %25 : (tensor<3x9x4xf64>) -> tensor<27x4xf64>
  %32 = "stablehlo.scatter"(%17, %30, %31) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
    %34 = stablehlo.add %arg6, %arg7 : tensor<f64>
    stablehlo.return %34 : tensor<f64>
  }) : (tensor<3x3x3x4xf64>, tensor<27x3xi32>, tensor<27x4xf64>) -> tensor<3x3x3x4xf64>
  %33 = stablehlo.broadcast_in_dim %26, dims = [1, 2, 3] : (tensor<3x3x4xf64>) -> tensor<3x3x3x4xf64>
  return %33, %32 : tensor<3x3x3x4xf64>, tensor<3x3x3x4xf64>
}
// inputs: [[ 0.79290823,  1.28403914,  0.89844311, -1.59674282], [-0.55955662,  1.70168777, -2.13996001,  2.16469679], [-0.92271292,  1.18430568, -2.27268799, -0.96305499]]; [[[-0.58761747, -0.33565802, -1.45190549, -0.34268225], [-1.43094147,  1.28414484,  0.29800238, -0.52655084], [ 1.94298322,  2.44333981,  0.33472218,  0.16780699]],  [[ 0.52532164,  1.26712972,  1.52876291,  0.35365845], [ 1.32047943,  0.67612114, -0.99225977,  0.7253783 ], [ 1.96437871, -0.18589765, -0.80611833, -1.07857441]],  [[-0.47130161,  1.1676673 ,  2.18569674, -3.37273814], [-0.93819498, -2.67281049,  2.72317619, -0.80992006], [ 0.76308767,  2.73146285,  0.16317267,  0.24919329]]]; [2, 2, 0]; 0; [[[-1.54232848, -2.36776567, -4.18313554,  0.90400395], [-0.75232571,  0.68601007,  0.13401582,  2.22135568], [-1.70873823, -0.27245871, -1.4302961 , -0.82496523]],  [[-0.97119855, -1.15993206,  1.7495692 , -1.13707836], [-0.52017628, -1.39554335,  1.82478172,  1.61759018], [ 0.97563081,  0.89520782,  0.6281886 ,  0.55871698]],  [[ 1.96802562, -0.75008976, -0.27470341, -0.5191877 ], [ 0.95543047, -3.45570061,  1.65956552,  0.9843535 ], [ 2.70193243,  2.82783823, -1.93614706, -0.89711036]]]; [[[[ 2.88990360e+00,  2.55497854e-01, -1.35954670e+00,  9.34782895e-01], [-9.39914251e-01,  7.29516007e-01,  2.22610700e-01, -2.16954843e+00], [ 5.34552837e-01, -1.52846241e+00,  3.50752013e-01, -2.23909185e+00]],  [[ 6.91365203e-02,  1.46185396e-01, -1.37582022e+00, -6.58914295e-01], [-2.36085387e+00, -7.64814350e-01,  1.57351972e-01, -2.03181945e+00], [ 1.00355593e+00,  4.57201384e+00, -2.38056602e-02, -6.79979374e-02]],  [[ 1.27395754e+00, -2.52987760e+00,  1.18078528e+00, -2.65736707e+00], [ 1.32399152e+00, -3.59563839e+00,  9.21688871e-01,  8.86280669e-01], [ 1.03282857e+00, -6.92393387e-01,  1.48973916e+00,  6.13341590e-02]]],   [[[ 3.35089413e+00, -1.45368786e-01, -1.14068477e-01, -2.01589959e+00], [-1.65445649e-01, -5.63257991e-01,  1.36378685e+00,  2.15162433e+00], [-2.13877818e-01,  1.79821852e+00, -1.31095210e-01,  2.03674213e+00]],  [[ 1.75394184e+00,  2.04781484e+00, -9.76571313e-01, -1.99086847e+00], [ 3.69364524e-01, -2.75225395e+00,  2.85381480e-01,  1.60383836e+00], [-1.84997823e+00, -3.98953091e+00,  9.43147491e-01, -4.56576003e-01]],  [[-1.42016088e+00,  3.02458745e-01, -4.60881332e-01, -1.07577339e+00], [ 2.53124002e+00, -3.61962661e-01,  1.19041695e+00, -3.29378864e+00], [ 1.38279374e+00,  3.75237980e-01,  8.80640695e-01,  3.29870911e-01]]],   [[[ 2.69899434e+00,  1.18661940e+00, -2.42561012e-01,  3.06068125e+00], [-1.56642254e+00, -5.72863185e-01, -5.45310483e-01, -1.16747738e+00], [ 1.79990842e+00,  1.50474799e+00,  4.52372103e-01, -1.75092633e-01]],  [[-2.96400708e+00,  2.39555801e+00,  3.54449104e-01,  1.90738453e+00], [ 2.84427129e+00, -7.33968694e-01,  1.87725846e-03,  1.53659505e+00], [-3.59900485e-01,  1.74519202e+00, -5.06017561e-01,  2.48080058e+00]],  [[ 8.85230424e-01, -1.17102993e+00,  8.93511780e-01,  9.31318301e-01], [ 2.64241881e+00, -4.05246651e-01, -1.18219350e+00,  1.14983322e+00], [ 1.32789147e-01,  1.28244658e+00, -2.84473150e+00, -2.50776404e-01]]]]
// reference: [[[[-0.92034511,  1.57496491, -2.94336056,  2.06815536], [-2.01245288,  1.51393353, -2.21927708, -1.05566121], [ 1.84237573,  2.30100418,  0.95273608, -1.50968229]],  [[-0.23701684,  2.18007441, -1.29403101,  2.26433046], [ 0.08290417,  1.35785959, -2.45053052, -0.83548033], [ 1.85393212,  1.20666496,  0.76768823, -2.15632178]],  [[-0.84892888,  2.14252381, -0.93052182,  1.21451934], [-1.63719956,  0.49822046, -1.78461362, -1.10549828], [ 1.20507634,  2.42092653,  0.92491023, -1.46745798]]],   [[[-0.92034511,  1.57496491, -2.94336056,  2.06815536], [-2.01245288,  1.51393353, -2.21927708, -1.05566121], [ 1.84237573,  2.30100418,  0.95273608, -1.50968229]],  [[-0.23701684,  2.18007441, -1.29403101,  2.26433046], [ 0.08290417,  1.35785959, -2.45053052, -0.83548033], [ 1.85393212,  1.20666496,  0.76768823, -2.15632178]],  [[-0.84892888,  2.14252381, -0.93052182,  1.21451934], [-1.63719956,  0.49822046, -1.78461362, -1.10549828], [ 1.20507634,  2.42092653,  0.92491023, -1.46745798]]],   [[[-0.92034511,  1.57496491, -2.94336056,  2.06815536], [-2.01245288,  1.51393353, -2.21927708, -1.05566121], [ 1.84237573,  2.30100418,  0.95273608, -1.50968229]],  [[-0.23701684,  2.18007441, -1.29403101,  2.26433046], [ 0.08290417,  1.35785959, -2.45053052, -0.83548033], [ 1.85393212,  1.20666496,  0.76768823, -2.15632178]],  [[-0.84892888,  2.14252381, -0.93052182,  1.21451934], [-1.63719956,  0.49822046, -1.78461362, -1.10549828], [ 1.20507634,  2.42092653,  0.92491023, -1.46745798]]]]; [[[[ 0.48023082,  0.49155876, -3.95983217,  2.40618706], [-1.72581315, -0.28274754, -1.38490687, -1.04989713], [-3.04107886, -2.73077763, -4.18349552, -0.32943818]],  [[-0.2255138 ,  1.8394067 ,  2.89115693,  2.11675776], [-4.15144021, -0.57279163, -1.42037652, -1.3980871 ], [-2.8074384 , -0.48558875, -4.04911323,  1.33003198]],  [[-0.40468943,  0.74289462,  5.81776462,  0.69992351], [-0.24233092, -0.7842486 , -1.21492691, -0.42816428], [-1.68647978, -2.35057768, -3.96940535,  0.82924497]]],   [[[ 1.19605288, -1.59293802,  3.1592458 ,  1.14842747], [ 1.33274763,  1.15249612,  0.94738289,  1.05119078], [-0.06613144, -1.30900246,  1.75345079, -0.0317813 ]],  [[ 0.86171991, -0.08442578, -0.18716119,  0.95479134], [ 0.8111034 ,  0.40032138,  0.43039874,  0.68365903], [-0.93860331, -2.75216493,  1.84199189, -1.68638102]],  [[-1.66577182, -0.7855894 , -0.53416306,  2.28655584], [ 3.22006035, -0.03415684,  1.5247389 ,  0.15487115], [ 0.17651916, -2.00711194,  1.90467001, -0.89375439]]],   [[[ 3.30391756, -3.09986779,  1.30590894,  1.89171206], [ 0.62166207,  3.67591957, -1.965889  , -1.03302905], [ 5.76665545, -2.95893799, -0.2788289 , -0.68807572]],  [[-1.4824782 , -2.20338881,  2.08675054,  1.47516828], [ 5.68685467,  3.16338593, -2.16221036, -0.72248296], [ 4.63119729,  0.1920009 , -0.17013223,  1.26953371]],  [[ 2.05344511, -3.57721131,  2.48432398,  1.69055668], [ 4.13248579,  0.65255849, -1.52669568, -0.58812261], [ 3.14980662, -3.38579052, -0.77390869, -0.76519452]]]]
// compiled:  [[[[-0.92034511,  1.57496491, -2.94336056,  2.06815536], [-2.01245288,  1.51393353, -2.21927708, -1.05566121], [ 1.84237573,  2.30100418,  0.95273608, -1.50968229]],  [[-0.23701684,  2.18007441, -1.29403101,  2.26433046], [ 0.08290417,  1.35785959, -2.45053052, -0.83548033], [ 1.85393212,  1.20666496,  0.76768823, -2.15632178]],  [[-0.84892888,  2.14252381, -0.93052182,  1.21451934], [-1.63719956,  0.49822046, -1.78461362, -1.10549828], [ 1.20507634,  2.42092653,  0.92491023, -1.46745798]]],   [[[-0.92034511,  1.57496491, -2.94336056,  2.06815536], [-2.01245288,  1.51393353, -2.21927708, -1.05566121], [ 1.84237573,  2.30100418,  0.95273608, -1.50968229]],  [[-0.23701684,  2.18007441, -1.29403101,  2.26433046], [ 0.08290417,  1.35785959, -2.45053052, -0.83548033], [ 1.85393212,  1.20666496,  0.76768823, -2.15632178]],  [[-0.84892888,  2.14252381, -0.93052182,  1.21451934], [-1.63719956,  0.49822046, -1.78461362, -1.10549828], [ 1.20507634,  2.42092653,  0.92491023, -1.46745798]]],   [[[-0.92034511,  1.57496491, -2.94336056,  2.06815536], [-2.01245288,  1.51393353, -2.21927708, -1.05566121], [ 1.84237573,  2.30100418,  0.95273608, -1.50968229]],  [[-0.23701684,  2.18007441, -1.29403101,  2.26433046], [ 0.08290417,  1.35785959, -2.45053052, -0.83548033], [ 1.85393212,  1.20666496,  0.76768823, -2.15632178]],  [[-0.84892888,  2.14252381, -0.93052182,  1.21451934], [-1.63719956,  0.49822046, -1.78461362, -1.10549828], [ 1.20507634,  2.42092653,  0.92491023, -1.46745798]]]]; [[[[-3.60064251e-01,  4.39803169e+00, -1.28604868e+01,  4.16676179e+00], [-1.13418675e+00, -9.92511703e-01, -1.61854397e+00,  5.79009192e-01], [-4.39158016e+00, -2.38587625e+00, -5.13092190e+00,  9.86886317e-01]],  [[-1.06580887e+00,  5.74587962e+00, -6.00949772e+00,  3.87733249e+00], [-3.55981381e+00, -1.28255579e+00, -1.65401362e+00,  2.30819222e-01], [-4.15793970e+00, -1.40687381e-01, -4.99653961e+00,  2.64635647e+00]],  [[-1.24498449e+00,  4.64936754e+00, -3.08289004e+00,  2.46049824e+00], [ 3.49295475e-01, -1.49401277e+00, -1.44856401e+00,  1.20074204e+00], [-3.03698107e+00, -2.00567630e+00, -4.91683173e+00,  2.14556946e+00]]],   [[[ 6.66922179e-01,  3.20783110e-01,  6.88188666e+00, -1.06606666e+00], [ 1.74181249e+00,  2.59636219e+00, -2.23385868e+00,  2.23735961e+00], [ 7.04958387e-01, -2.44223253e+00,  2.16956215e+00, -9.23276878e-01]],  [[ 3.32589204e-01,  1.82929534e+00,  3.53547967e+00, -1.25970279e+00], [ 1.22016826e+00,  1.84418744e+00, -2.75084282e+00,  1.86982786e+00], [-1.67513481e-01, -3.88539500e+00,  2.25810325e+00, -2.57787660e+00]],  [[-2.19490253e+00,  1.12813172e+00,  3.18847779e+00,  7.20617167e-02], [ 3.62912522e+00,  1.40970923e+00, -1.65650266e+00,  1.34103998e+00], [ 9.47608992e-01, -3.14034201e+00,  2.32078137e+00, -1.78524997e+00]]],   [[[ 4.37614195e+00, -1.86232753e+00,  7.21409538e-01,  8.80578474e-01], [-1.29685225e-01,  7.25127884e+00, -4.85910015e+00, -3.11208741e-01], [ 7.90212780e+00, -6.53865572e+00, -1.56133034e+00,  7.43364417e-01]],  [[-4.10253809e-01, -9.65848551e-01,  1.50225114e+00,  4.64034693e-01], [ 4.93550738e+00,  6.73874520e+00, -5.05542150e+00, -6.62655715e-04], [ 6.76666964e+00, -3.38771684e+00, -1.45263366e+00,  2.70097385e+00]],  [[ 3.12566951e+00, -2.33967105e+00,  1.89982458e+00,  6.79423095e-01], [ 3.38113850e+00,  4.22791776e+00, -4.41990683e+00,  1.33697698e-01], [ 5.28527897e+00, -6.96550825e+00, -2.05641012e+00,  6.66245615e-01]]]]
