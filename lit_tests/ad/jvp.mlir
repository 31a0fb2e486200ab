// RUN: hostcall-opt %s -split-input-file --pass-pipeline='hostcall-jvp{function=f}' | filecheck %s

// Each op is copied and followed by its tangent; integer values get no tangent.

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
// CHECK: %[[SIN:.*]] = stablehlo.sine %arg0
// CHECK: %[[COS:.*]] = stablehlo.cosine %arg0
// CHECK: %[[T:.*]] = stablehlo.multiply %arg1, %[[COS]]
// CHECK: %[[Y:.*]] = stablehlo.multiply %[[SIN]], %arg0
// CHECK: %[[TA:.*]] = stablehlo.multiply %[[T]], %arg0
// CHECK: %[[TB:.*]] = stablehlo.multiply %[[SIN]], %arg1
// CHECK: %[[TY:.*]] = stablehlo.add %[[TA]], %[[TB]]
// CHECK: return %[[Y]], %[[TY]]
func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.sine %x : tensor<3xf32>
  %1 = stablehlo.multiply %0, %x : tensor<3xf32>
  return %1 : tensor<3xf32>
}

// -----

// Only the float argument gets a tangent; the integer result has none.

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>, %arg2: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi32>, tensor<2xf32>)
// CHECK: %[[C:.*]] = stablehlo.convert %arg1
// CHECK: %[[Y:.*]] = stablehlo.multiply %arg0, %[[C]]
// CHECK: %[[TY:.*]] = stablehlo.multiply %arg2, %[[C]]
// CHECK: %[[N:.*]] = stablehlo.add %arg1, %arg1
// CHECK: return %[[Y]], %[[N]], %[[TY]]
func.func @f(%x: tensor<2xf32>, %n: tensor<2xi32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %c = stablehlo.convert %n : (tensor<2xi32>) -> tensor<2xf32>
  %0 = stablehlo.multiply %x, %c : tensor<2xf32>
  %1 = stablehlo.add %n, %n : tensor<2xi32>
  return %0, %1 : tensor<2xf32>, tensor<2xi32>
}

// -----

// A while carries its tangents as extra operands and results.

// CHECK-LABEL: func.func private @f_jvp
// CHECK: stablehlo.while(%{{[a-zA-Z_0-9]+}} = %c, %[[X:[a-zA-Z_0-9]+]] = %arg0, %[[T:[a-zA-Z_0-9]+]] = %arg1)
// CHECK-SAME: hostcall.num_primal_carries = 2
// CHECK: stablehlo.multiply %[[X]], %[[X]]
// CHECK: stablehlo.multiply %[[T]], %[[X]]
// CHECK: stablehlo.multiply %[[X]], %[[T]]
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<f32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %w = stablehlo.multiply %v, %v : tensor<f32>
    stablehlo.return %j, %w : tensor<i32>, tensor<f32>
  }
  return %r#1 : tensor<f32>
}

// -----

// A custom_jvp call is replaced by its rule's body; a debug callback stays primal.

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<f32>, %arg1: tensor<f32>)
// CHECK-NOT: call @g
// CHECK: stablehlo.custom_call @hostcall.callback(%arg0) {{.*}}hostcall.kind = "debug"
// CHECK: %[[Y:.*]] = stablehlo.exponential %arg0
// CHECK: %[[T:.*]] = stablehlo.multiply %arg1, %[[Y]]
// CHECK: return %[[Y]], %[[T]]
func.func private @g(%x: tensor<f32>) -> tensor<f32> attributes {hostcall.custom_jvp = @g_rule, hostcall.custom_nargs = 1 : i64} {
  %0 = stablehlo.exponential %x : tensor<f32>
  return %0 : tensor<f32>
}
func.func private @g_rule(%x: tensor<f32>, %t: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = stablehlo.exponential %x : tensor<f32>
  %1 = stablehlo.multiply %t, %0 : tensor<f32>
  return %0, %1 : tensor<f32>, tensor<f32>
}
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "log", hostcall.kind = "debug", hostcall.ordered = false} : (tensor<f32>) -> ()
  %0 = func.call @g(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A pure callback that no tangent reaches stays, and its result is a constant factor.

// CHECK-LABEL: func.func private @f_jvp(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>)
// CHECK: %[[C:.*]] = stablehlo.custom_call @hostcall.callback(%arg1) {{.*}}hostcall.callback = "host_int"
// CHECK: %[[Y:.*]] = stablehlo.multiply %[[C]], %arg0
// CHECK: %[[T:.*]] = stablehlo.multiply %[[C]], %arg2
// CHECK: return %[[Y]], %[[T]]
func.func @f(%x: tensor<f32>, %n: tensor<i32>) -> tensor<f32> {
  %0 = stablehlo.custom_call @hostcall.callback(%n) {has_side_effect = false, hostcall.callback = "host_int", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<i32>) -> tensor<f32>
  %1 = stablehlo.multiply %0, %x : tensor<f32>
  return %1 : tensor<f32>
}
