module {
  func.func @main(%arg0: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<4096x4096xf32>
    return %4 : tensor<4096x4096xf32>
  }
}
