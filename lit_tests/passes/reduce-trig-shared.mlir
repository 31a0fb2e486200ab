// RUN: hostcall-opt %s -split-input-file --pass-pipeline="hostcall-reduce-trig{share-above=2}" | filecheck %s
// RUN: hostcall-opt %s -split-input-file --pass-pipeline="hostcall-reduce-trig{share-above=0 max-elements=4}" | filecheck %s --check-prefix=LIMIT

// More than share-above sites at a function's top level: one flow.executable per op and
// element type, whose kernel runs the expansion as scalar arith over a 1-D tensor of any
// length (the 2/pi tables read with tensor.extract); each site flattens its operand,
// dispatches the kernel and takes its shape back.  Sites in loops keep the expansion.

// CHECK-LABEL: flow.executable private @hostcall_trig_cosine_f32 {
// CHECK: flow.executable.export public @cosine_f32 workgroups(%{{.*}}: index)
// CHECK: func.func @cosine_f32(%{{.*}}: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %{{.*}}: index, %{{.*}}: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>)
// CHECK: arith.constant dense<"0x{{.*}}"> : tensor<256xf64>
// CHECK: linalg.generic
// CHECK: tensor.extract
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK-NOT: arith.cmpi slt
// CHECK: linalg.yield
// CHECK-LABEL: flow.executable private @hostcall_trig_sine_f32 {
// CHECK: func.func @sine_f32(
// CHECK: arith.cmpi slt
// CHECK: linalg.yield
// CHECK-LABEL: flow.executable private @hostcall_trig_tan_bf16 {
// CHECK: func.func @tan_bf16(
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.divf
// CHECK: arith.truncf %{{.*}} : f64 to bf16

// With max-elements=4, the 6-element sine keeps its expansion.
// LIMIT-LABEL: func.func @sites(
// LIMIT-NEXT: stablehlo.bitcast_convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi32>
// LIMIT-NOT: hostcall_trig_sine
// LIMIT: flow.dispatch @hostcall_trig_cosine_f32::@cosine_f32
// LIMIT: flow.dispatch @hostcall_trig_tan_bf16::@tan_bf16

// CHECK-LABEL: func.func @sites(
// CHECK-NEXT: %[[FLAT:.*]] = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT: %[[ANY:.*]] = tensor.cast %[[FLAT]] : tensor<6xf32> to tensor<?xf32>
// CHECK-NEXT: %[[N:.*]] = arith.constant 6 : index
// CHECK-NEXT: %[[D:.*]] = flow.dispatch @hostcall_trig_sine_f32::@sine_f32[%[[N]]](%[[ANY]], %[[N]]) : (tensor<?xf32>{%[[N]]}, index) -> tensor<?xf32>{%[[N]]}
// CHECK-NEXT: %[[BACK:.*]] = tensor.cast %[[D]] : tensor<?xf32> to tensor<6xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.reshape %[[BACK]] : (tensor<6xf32>) -> tensor<2x3xf32>
// CHECK: flow.dispatch @hostcall_trig_cosine_f32::@cosine_f32
// CHECK: flow.dispatch @hostcall_trig_tan_bf16::@tan_bf16
// CHECK: stablehlo.while
// CHECK-NOT: flow.dispatch
// CHECK: stablehlo.bitcast_convert
// CHECK: return %[[S]]
func.func @sites(%a: tensor<2x3xf32>, %b: tensor<4xf32>, %c: tensor<4xbf16>, %n: tensor<i32>) -> (tensor<2x3xf32>, tensor<4xf32>, tensor<4xbf16>, tensor<4xf32>) {
  %0 = stablehlo.sine %a : tensor<2x3xf32>
  %1 = stablehlo.cosine %b : tensor<4xf32>
  %2 = stablehlo.tan %c : tensor<4xbf16>
  %3 = stablehlo.while(%x = %b) : tensor<4xf32>
  cond {
    %p = stablehlo.compare LT, %n, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = stablehlo.sine %x : tensor<4xf32>
    stablehlo.return %s : tensor<4xf32>
  }
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<4xf32>, tensor<4xbf16>, tensor<4xf32>
}

// -----

// As many sites as share-above (two): each expanded in place; with share-above=0, shared.

// LIMIT-LABEL: func.func @few(
// LIMIT-NEXT: tensor.cast %arg0
// LIMIT: flow.dispatch @hostcall_trig_sine_f32::@sine_f32
// LIMIT: flow.dispatch @hostcall_trig_cosine_f32::@cosine_f32

// CHECK-LABEL: func.func @few(
// CHECK-NOT: flow.dispatch
// CHECK: return
// CHECK-NOT: flow.executable
func.func @few(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.sine %a : tensor<4xf32>
  %1 = stablehlo.cosine %a : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
