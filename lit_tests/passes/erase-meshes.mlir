// RUN: %hostcall-opt %s -split-input-file | %filecheck %s --check-prefix=PARSE
// RUN: %hostcall-opt %s -split-input-file -p hostcall-erase-meshes | %filecheck %s
// RUN: %hostcall run %s --input f32[4]=1,2,3,4 | %filecheck %s --check-prefix=RESULT

// JAX 0.10 exports of functions with callbacks name a maximal mesh with an attribute
// dictionary after it; it parses, and the pass drops every mesh (one device needs none).

// PARSE-LABEL: module @jit_f
// PARSE-NEXT: "sdy.mesh"() {mesh = #sdy.mesh<[], device_ids=[0]>, stablehlo.mesh = {kind = "maximal"}, sym_name = "maximal_mesh_0"} : () -> ()
// PARSE-NEXT: "sdy.mesh"() {mesh = #sdy.mesh<["x"=1]>, sym_name = "mesh"} : () -> ()

// CHECK-LABEL: module @jit_f
// CHECK-NOT: sdy.mesh
// CHECK: func.func public @main
// CHECK-NEXT: stablehlo.add
// RESULT: result 0: float32[4] = [2., 4., 6., 8.]
module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {kind = "maximal"}}
  sdy.mesh @mesh = <["x"=1]>
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
