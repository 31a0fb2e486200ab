// RUN: %hostcall-opt %s -split-input-file -p hostcall-jvp | %filecheck %s
// RUN: %hostcall-opt %s -split-input-file -p hostcall-linearize | %filecheck %s --check-prefix=LIN

// Float results whose tangent is zero (floor, sign, a constant) get a zero tangent built at
// the function's return (this failed with "An MLIR function requires a Location").

// CHECK-LABEL: func.func private @main_jvp(
// CHECK-NEXT: %[[F:.*]] = stablehlo.floor %arg0 : tensor<4xf32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT: return %[[F]], %[[Z]] : tensor<4xf32>, tensor<4xf32>
// LIN-LABEL: func.func
// LIN: stablehlo.floor
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.floor %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func private @main_jvp(
// CHECK: stablehlo.sign
// CHECK: return {{.*}} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
// LIN-LABEL: func.func
// LIN: stablehlo.sign
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = stablehlo.constant dense<1.0> : tensor<4xf32>
  %0 = stablehlo.sign %x : tensor<4xf32>
  return %c, %0 : tensor<4xf32>, tensor<4xf32>
}
