func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.cholesky %x, lower = true : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
