// RUN: hostcall inspect %s | filecheck %s
// RUN: hostcall inspect %s --dot | filecheck %s --check-prefix=DOT
// RUN: hostcall-opt %s -p hostcall-order-effects | hostcall inspect - | filecheck %s --check-prefix=TOKENS
// RUN: hostcall-opt %s -p hostcall-order-effects,hostcall-lower-callbacks | hostcall inspect - | filecheck %s --check-prefix=LOWERED

// The callback table lists every callback in program order with its token chain.

// CHECK: #  callback  kind   ordered  chain  operands                      results        function  location
// CHECK-NEXT: 0  double    pure   no       -      tensor<4xf32>                 tensor<4xf32>  @main     {{.*}}inspect.mlir:[[# @LINE + 21]]:8
// CHECK-NEXT: 1  log       io     yes      io[0]  tensor<4xf32>                 ()             @main     {{.*}}inspect.mlir:[[# @LINE + 21]]:3
// CHECK-NEXT: 2  combine   io     yes      io[1]  tensor<4xf32>, tensor<4xf32>  tensor<4xf32>  @main     {{.*}}inspect.mlir:[[# @LINE + 21]]:8
// CHECK-NEXT: 3  show      debug  yes      debug[0]  tensor<4xf32>
// CHECK-NEXT: 4  trace     debug  no       -

// DOT: digraph effects {
// DOT-DAG: cb0 [label="double\npure\n(tensor<4xf32>) -> (tensor<4xf32>)", style=dashed];
// DOT-DAG: io_entry -> cb1 [label="io"];
// DOT-DAG: cb1 -> cb2 [label="io"];
// DOT-DAG: cb2 -> io_exit [label="io"];
// DOT-DAG: debug_entry -> cb3 [label="debug"];
// DOT-DAG: cb3 -> debug_exit [label="debug"];
// DOT: }

// TOKENS: 1  log       io     yes      io[0]
// TOKENS: 2  combine   io     yes      io[1]

// LOWERED: 0  double    pure   no       -      float32[4]              float32[4]  -         import hostcall_rt.cb0
// LOWERED: 2  combine   io     yes      io[1]  float32[4], float32[4]  float32[4]  -         import hostcall_rt.cb2
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "double", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
  stablehlo.custom_call @hostcall.callback(%0) {has_side_effect = true, hostcall.callback = "log", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>) -> ()
  %1 = stablehlo.custom_call @hostcall.callback(%0, %x) {has_side_effect = true, hostcall.callback = "combine", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  stablehlo.custom_call @hostcall.callback(%1) {has_side_effect = true, hostcall.callback = "show", hostcall.kind = "debug", hostcall.ordered = true} : (tensor<4xf32>) -> ()
  stablehlo.custom_call @hostcall.callback(%1) {has_side_effect = true, hostcall.callback = "trace", hostcall.kind = "debug", hostcall.ordered = false} : (tensor<4xf32>) -> ()
  return %1 : tensor<4xf32>
}
