// RUN: %hostcall run %s --reference --handlers %S/Inputs/handlers.py --input f32[4]=1,2,3,4 --input i32[]=7 | %filecheck %s
// RUN: not %hostcall run %s --reference --input f32[4]=1,2,3,4 --input i32[]=7 2>&1 | %filecheck %s --check-prefix=NOHANDLERS
// RUN: not %hostcall run %S/Inputs/unsupported-op.mlir --reference --input f32[2,2]=1 2>&1 | %filecheck %s --check-prefix=BADOP
// RUN: not %hostcall run %s --reference --handlers %S/Inputs/handlers.py --input f32[3]=1 --input i32[]=7 2>&1 | %filecheck %s --check-prefix=BADINPUT

// `hostcall run --reference` interprets the module with the numpy reference evaluator
// (the StableHLO spec's semantics) and prints what `hostcall run` prints: host callbacks
// run their handlers, dynamic_slice clamps its start index (7 reads from 2), i1 add is OR,
// the while loop runs 3 times.

// CHECK: log: [2. 4. 6. 8.]
// CHECK-NEXT: result 0: float32[4] = [ 3.,  6.,  9., 12.]
// CHECK-NEXT: result 1: float32[2] = [3., 4.]
// CHECK-NEXT: result 2: bool[2] = [ True,  True]
// CHECK-NEXT: result 3: int32[] = 21
// NOHANDLERS: run-reference.mlir:20:8: error: evaluating {{.*}}run-reference.mlir failed: 'stablehlo.custom_call': no handler for host callback double; handlers given: none
// BADOP: unsupported-op.mlir:2:8: error: evaluating {{.*}}unsupported-op.mlir failed: 'stablehlo.cholesky': op not supported by the reference evaluator
// BADINPUT: error: evaluating {{.*}}run-reference.mlir failed: @main argument 0: expected shape [4] (tensor<4xf32>), got [3]
func.func @main(%x: tensor<4xf32>, %i: tensor<i32>) -> (tensor<4xf32>, tensor<2xf32>, tensor<2xi1>, tensor<i32>) {
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "double", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
  stablehlo.custom_call @hostcall.callback(%0) {has_side_effect = true, hostcall.callback = "log", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>) -> ()
  %1 = stablehlo.custom_call @hostcall.callback(%0, %x) {has_side_effect = true, hostcall.callback = "combine", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<4xf32>, tensor<i32>) -> tensor<2xf32>
  %t = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %u = stablehlo.constant dense<[true, true]> : tensor<2xi1>
  %3 = stablehlo.add %t, %u : tensor<2xi1>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %4:2 = stablehlo.while(%k = %zero, %acc = %zero) : tensor<i32>, tensor<i32>
    cond {
      %three = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %k, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %next = stablehlo.add %k, %one : tensor<i32>
      %sum = stablehlo.add %acc, %i : tensor<i32>
      stablehlo.return %next, %sum : tensor<i32>, tensor<i32>
    }
  return %1, %2, %3, %4#1 : tensor<4xf32>, tensor<2xf32>, tensor<2xi1>, tensor<i32>
}
