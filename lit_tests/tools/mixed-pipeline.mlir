// RUN: hostcall-opt %s --pass-pipeline='builtin.module(hostcall-dce-pure-callbacks,cse,canonicalize)' | filecheck %s
// RUN: hostcall-opt %s --pass-pipeline='cse' | filecheck %s --check-prefix=CSE
// RUN: hostcall-opt %s -p 'hostcall-dce-pure-callbacks,cse' --print-ir-after-all 2>&1 >/dev/null | filecheck %s --check-prefix=AFTER
// RUN: hostcall-opt %s -p 'cse,hostcall-dce-pure-callbacks' --print-ir-before-all 2>&1 >/dev/null | filecheck %s --check-prefix=BEFORE

// hostcall's passes and MLIR's own run in one pipeline string.

// CHECK-LABEL: func.func @main
// CHECK-NOT: hostcall.callback
// CHECK: %[[S:.*]] = stablehlo.add %arg0, %arg0
// CHECK-NOT: stablehlo.add
// CHECK: stablehlo.multiply %[[S]], %[[S]]

// cse alone merges the adds (and, like canonicalize, drops the unused pure callback:
// it has has_side_effect = false).
// CSE-LABEL: func.func @main
// CSE-NOT: hostcall.callback
// CSE: stablehlo.add
// CSE-NOT: stablehlo.add
// CSE: stablehlo.multiply

// AFTER: // -----// IR Dump After hostcall-dce-pure-callbacks //----- //
// AFTER-NOT: hostcall.callback
// AFTER: stablehlo.add
// AFTER: stablehlo.add
// AFTER: // -----// IR Dump After cse //----- //
// AFTER: stablehlo.add
// AFTER-NOT: stablehlo.add

// BEFORE: // -----// IR Dump Before cse //----- //
// BEFORE: hostcall.callback
// BEFORE: // -----// IR Dump Before hostcall-dce-pure-callbacks //----- //
// BEFORE-NOT: hostcall.callback
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %unused = stablehlo.custom_call @hostcall.callback(%a) {has_side_effect = false, hostcall.callback = "f_host_0", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %1 = stablehlo.add %a, %a : tensor<4xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
