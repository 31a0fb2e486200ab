// RUN: hostcall-opt %s -p "hostcall-vmap{function=main batch-size=4 result=batched},hostcall-lower-callbacks" | hostcall inspect - | filecheck %s

// After vmap, the per-element loop of a sequential callback is one host call; inspect
// says the runtime calls the handler once per row.

// CHECK: #  callback  kind  ordered  chain  operands      results       function  location
// CHECK-NEXT: 0  scale     pure  no       -      float32[3]    float32[3]    -         import hostcall_rt.cb0{{$}}
// CHECK-NEXT: 1  scale     pure  no       -      float32[4,3]  float32[4,3]  -         import hostcall_rt.cb1, once per row of 4
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false, hostcall.callback = "scale", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
