func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %unused = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "expensive", hostcall.kind = "pure", hostcall.ordered = false} : (tensor<4xf32>) -> tensor<4xf32>
  %y = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "log", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
