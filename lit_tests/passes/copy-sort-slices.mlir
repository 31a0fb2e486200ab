// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-copy-sort-slices | filecheck %s

// A sort of a slice of an argument sorts a copy of it: the slice plus -0.0 from behind a
// barrier.

// CHECK-LABEL: func.func @slice_of_argument(
// CHECK-NEXT: %[[X:.*]] = stablehlo.slice %arg0 [0:8, 0:48]
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[Z]]
// CHECK-NEXT: %[[ZS:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [] : (tensor<f32>) -> tensor<8x48xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[X]], %[[ZS]] : tensor<8x48xf32>
// CHECK-NEXT: "stablehlo.sort"(%[[C]])
func.func @slice_of_argument(%m: tensor<64x48xf32>) -> tensor<8x48xf32> {
  %x = stablehlo.slice %m [0:8, 0:48] : (tensor<64x48xf32>) -> tensor<8x48xf32>
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<8x48xf32>) -> tensor<8x48xf32>
  return %s : tensor<8x48xf32>
}

// -----

// Left alone: a slice of a computed value, and a sort of the argument itself.

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: stablehlo.optimization_barrier
// CHECK: return
func.func @left_alone(%m: tensor<64x48xf32>) -> (tensor<8x48xf32>, tensor<64x48xf32>) {
  %y = stablehlo.add %m, %m : tensor<64x48xf32>
  %x = stablehlo.slice %y [0:8, 0:48] : (tensor<64x48xf32>) -> tensor<8x48xf32>
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<8x48xf32>) -> tensor<8x48xf32>
  %t = "stablehlo.sort"(%m) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<64x48xf32>) -> tensor<64x48xf32>
  return %s, %t : tensor<8x48xf32>, tensor<64x48xf32>
}
