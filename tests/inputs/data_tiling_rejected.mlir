module {
  func.func @main(%arg0: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reshape %0 : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %cst_1 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x4x1xf32>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<3x4x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reshape %5 : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %cst_4 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x4x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<3x4x1xf32>
    %9 = stablehlo.multiply %3, %3 : tensor<3x4x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<3x4x1xf32>
    %11 = stablehlo.reshape %3 : (tensor<3x4x1xf32>) -> tensor<3x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x5xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<3x4x5xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4x1xf32>
    %15 = stablehlo.add %10, %14 : tensor<3x4x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<3x4x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<3x4x1xf32>
    %17 = stablehlo.multiply %cst_6, %16 : tensor<3x4x1xf32>
    %18 = stablehlo.divide %17, %15 : tensor<3x4x1xf32>
    %19 = stablehlo.reshape %16 : (tensor<3x4x1xf32>) -> tensor<3x4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x5xf32>
    %21 = stablehlo.multiply %13, %20 : tensor<3x4x5xf32>
    %cst_7 = stablehlo.constant dense<[[0.189053386, -0.52274847, -0.413063556, -2.44146729, 1.79970741], [1.14416587, -0.325422823, 0.773806571, 0.281210661, -0.553822815], [0.977567434, -0.310556561, -0.328823894, -0.792146742, 0.454958081], [-0.0991980507, 0.545288742, -0.607185721, 0.126827851, -8.922740e-01]]> : tensor<4x5xf32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [1, 2] : (tensor<4x5xf32>) -> tensor<3x4x5xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<3x4x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %26 = stablehlo.multiply %25, %22 : tensor<3x4x5xf32>
    %27 = stablehlo.multiply %13, %26 : tensor<3x4x5xf32>
    %28 = stablehlo.multiply %26, %20 : tensor<3x4x5xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%27 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %30 = stablehlo.reshape %29 : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %31 = stablehlo.multiply %30, %18 : tensor<3x4x1xf32>
    %32 = stablehlo.negate %28 : tensor<3x4x5xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
    %34 = stablehlo.reshape %33 : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %35 = stablehlo.negate %31 : tensor<3x4x1xf32>
    %36 = stablehlo.multiply %3, %35 : tensor<3x4x1xf32>
    %37 = stablehlo.add %34, %36 : tensor<3x4x1xf32>
    %38 = stablehlo.multiply %35, %3 : tensor<3x4x1xf32>
    %39 = stablehlo.add %37, %38 : tensor<3x4x1xf32>
    %40 = stablehlo.divide %31, %7 : tensor<3x4x1xf32>
    %41 = stablehlo.reshape %40 : (tensor<3x4x1xf32>) -> tensor<3x4xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x5xf32>
    %43 = stablehlo.multiply %arg0, %42 : tensor<3x4x5xf32>
    %44 = stablehlo.add %28, %43 : tensor<3x4x5xf32>
    %45 = stablehlo.multiply %42, %arg0 : tensor<3x4x5xf32>
    %46 = stablehlo.add %44, %45 : tensor<3x4x5xf32>
    %47 = stablehlo.divide %39, %2 : tensor<3x4x1xf32>
    %48 = stablehlo.reshape %47 : (tensor<3x4x1xf32>) -> tensor<3x4xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x5xf32>
    %50 = stablehlo.add %46, %49 : tensor<3x4x5xf32>
    return %50 : tensor<3x4x5xf32>
  }
}
