// RUN: hostcall-opt %s --pass-pipeline='hostcall-transpose{function=lin}' | filecheck %s

// A linear argument no output depends on gets a zero cotangent (the pass built it without
// a current location and failed when run by hostcall-opt).

// CHECK-LABEL: func.func private @lin_t(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
// CHECK-NEXT: %[[CT:.*]] = stablehlo.add %arg0, %arg0
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
// CHECK-NEXT: return %[[CT]], %[[ZERO]]
func.func @lin(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %x, %x : tensor<3xf32>
  return %0 : tensor<3xf32>
}
