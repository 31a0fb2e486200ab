// RUN: not hostcall-opt %s 2>&1 >/dev/null | filecheck %s

// Shardy ops other than sdy.mesh cannot be parsed: the error says why.
// CHECK-NOT: Traceback
// CHECK: jax-export-sdy-ops.mlir:[[# @LINE + 4]]:10: error: Dialect `sdy' not found for custom op 'sdy.sharding_constraint'{{.*}}: the Shardy dialect (sdy) is not registered
module @jit_h {
  sdy.mesh @mesh = <["a"=1]>
  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{}]> : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
