// RUN: hostcall inspect %s | filecheck %s
// RUN: hostcall inspect %s --dot | filecheck %s --check-prefix=DOT

// Chain positions follow execution: a callee's callbacks come where it is first called.

// CHECK: 0 before io yes io[0] tensor<f32> () @main {{.*}}inspect-calls.mlir:[[# @LINE + 14]]:3
// CHECK-NEXT: 1 in_helper io yes io[1] tensor<f32> () @helper {{.*}}inspect-calls.mlir:[[# @LINE + 9]]:3
// CHECK-NEXT: 2 after io yes io[2] tensor<f32> () @main
// CHECK-NOT: in_helper

// DOT: io_entry -> cb0
// DOT-NEXT: cb0 -> cb1
// DOT-NEXT: cb1 -> cb2
// DOT-NEXT: cb2 -> io_exit
func.func private @helper(%x: tensor<f32>) -> tensor<f32> {
  stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "in_helper", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> ()
  return %x : tensor<f32>
}
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "before", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> ()
  %0 = func.call @helper(%x) : (tensor<f32>) -> tensor<f32>
  %1 = func.call @helper(%0) : (tensor<f32>) -> tensor<f32>
  stablehlo.custom_call @hostcall.callback(%1) {has_side_effect = true, hostcall.callback = "after", hostcall.kind = "io", hostcall.ordered = true} : (tensor<f32>) -> ()
  return %1 : tensor<f32>
}
