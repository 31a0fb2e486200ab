// RUN: hostcall-opt %s -split-input-file --pass-pipeline='builtin.module(hostcall-dce-pure-callbacks,canonicalize,cse)' | filecheck %s
// RUN: hostcall-opt %s -split-input-file | hostcall-opt -split-input-file | filecheck %s

// Modules exported by JAX parse and go through hostcall's and MLIR's passes with
// their mhlo.*, jax.* and sdy attributes intact.

// CHECK: module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}
// CHECK: "sdy.mesh"() {mesh = #sdy.mesh<["a"=1]>, sym_name = "mesh"} : () -> ()
// CHECK-LABEL: func.func public @main
// CHECK-SAME: mhlo.layout_mode = "default", mhlo.sharding = "{replicated}", sdy.sharding = #sdy.sharding<@mesh, [{}]>
// CHECK-SAME: jax.result_info = "result"
// CHECK: stablehlo.sine
// CHECK: stablehlo.custom_call @Sharding({{.*}}) {mhlo.sharding = "{replicated}"}
#loc1 = loc("f.py":3:10)
module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=1]>
  func.func public @main(%arg0: tensor<4xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<4xf32> {jax.result_info = "result", mhlo.layout_mode = "default"}) {
    %0 = stablehlo.sine %arg0 : tensor<4xf32> loc(#loc1)
    %1 = stablehlo.custom_call @Sharding(%0) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}

// -----

// A module without Shardy: mhlo attributes only.
// CHECK-LABEL: func.func public @main
// CHECK-SAME: mhlo.sharding = "{replicated}"
// CHECK: stablehlo.cosine
module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<2xf32> {jax.result_info = ""}) {
    %0 = stablehlo.cosine %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
