module {
  func.func @main(%arg0: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4096x4096xf32>
    %5 = stablehlo.exponential %4 : tensor<4096x4096xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %cst_1 = stablehlo.constant dense<-0.000000e+00> : tensor<4096xf32>
    %7 = stablehlo.add %6, %cst_1 : tensor<4096xf32>
    %8 = stablehlo.reshape %7 : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
    %11 = stablehlo.divide %5, %10 : tensor<4096x4096xf32>
    return %11 : tensor<4096x4096xf32>
  }
}
