// RUN: hostcall run %s --handlers %S/Inputs/handlers.py --input f32[4]=1,2,3,4 | filecheck %s
// RUN: not hostcall run %s --input f32[4]=1,2,3,4 2>&1 | filecheck %s --check-prefix=NOHANDLERS
// RUN: not hostcall run %s --handlers %S/Inputs/raising_handlers.py --input f32[4]=1,2,3,4 2>&1 | filecheck %s --check-prefix=RAISES
// RUN: hostcall compile %s -o %t.zip | filecheck %s --check-prefix=COMPILE
// RUN: hostcall run %t.zip --handlers %S/Inputs/handlers.py --input f32[4]=1,2,3,4 | filecheck %s --check-prefix=ARTIFACT
// RUN: %python -c "import numpy as np, hostcall.runtime as r; p = r.load('%t.zip', handlers={'double': lambda x: x * 3, 'log': lambda x: None, 'combine': lambda a, b: a - b}); print(p(np.arange(4, dtype=np.float32)))" | filecheck %s --check-prefix=LOAD

// Compile and run with handlers bound by callback name; results print one per line.

// CHECK: log: [2. 4. 6. 8.]
// CHECK-NEXT: result 0: float32[4] = [ 3.,  6.,  9., 12.]
// NOHANDLERS: run.mlir: error: no handler for host callback(s) combine, double, log; handlers given: none
// RAISES: raising_handlers.py:2: error: running {{.*}}run.mlir failed: ValueError: no doubling today
// COMPILE: wrote {{.*}}.zip ({{[0-9]+}} bytes of cpu code; host callbacks: combine, double, log)
// ARTIFACT: log: [2. 4. 6. 8.]
// ARTIFACT-NEXT: result 0: float32[4] = [ 3.,  6.,  9., 12.]
// LOAD: [array([0., 2., 4., 6.], dtype=float32)]
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "double", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
  stablehlo.custom_call @hostcall.callback(%0) {has_side_effect = true, hostcall.callback = "log", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>) -> ()
  %1 = stablehlo.custom_call @hostcall.callback(%0, %x) {has_side_effect = true, hostcall.callback = "combine", hostcall.kind = "io", hostcall.ordered = true} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
