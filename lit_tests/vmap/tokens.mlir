// RUN: %hostcall-opt %s -p "hostcall-vmap{batch-size=3}" | %filecheck %s

// Tokens are never batched: with the default in-axes (0 for every argument) a token
// argument and a token result stay one token (this was an internal error).

// CHECK-LABEL: func.func @main_batched(
// CHECK-SAME: %arg0: !stablehlo.token, %arg1: tensor<3x4xf32>) -> (!stablehlo.token, tensor<3x4xf32>)
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg1, %arg1 : tensor<3x4xf32>
// CHECK-NEXT: return %arg0, %[[A]] : !stablehlo.token, tensor<3x4xf32>
func.func @main(%t: !stablehlo.token, %x: tensor<4xf32>) -> (!stablehlo.token, tensor<4xf32>) {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  return %t, %0 : !stablehlo.token, tensor<4xf32>
}
