// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-lower-callbacks | filecheck %s
// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-order-effects,hostcall-lower-callbacks | filecheck %s --check-prefix=ORDERED

// Each callback becomes a call of its own private import @hostcall_rt.cb<N>; the module
// records the manifest.  Tokens become order values (tensor<i32>) that each ordered
// import takes and returns, through loops and branches; the entry takes none.

// CHECK: module attributes {hostcall.manifest = "[{\22import\22: \22cb0\22, \22callback\22: \22first\22, \22kind\22: \22io\22, \22ordered\22: true, \22operands\22: [[[2, 3], \22float32\22]], \22results\22: [[[2, 3], \22float32\22]]}, {\22import\22: \22cb1\22, \22callback\22: \22body\22, \22kind\22: \22pure\22, \22ordered\22: false, \22operands\22: [[[2, 3], \22float32\22], [[], \22int32\22]], \22results\22: [[[2, 3], \22float32\22]]}, {\22import\22: \22cb2\22, \22callback\22: \22print\22, \22kind\22: \22debug\22, \22ordered\22: true, \22operands\22: [[[2, 3], \22float32\22]], \22results\22: []}]"}
// CHECK: func.func private @hostcall_rt.cb0(tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: func.func private @hostcall_rt.cb1(tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
// CHECK: func.func private @hostcall_rt.cb2(tensor<2x3xf32>)
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:[a-zA-Z0-9_]+]]: tensor<2x3xf32>, %[[N:[a-zA-Z0-9_]+]]: tensor<i32>) -> tensor<2x3xf32>
// CHECK: %[[A:[0-9]+]] = call @hostcall_rt.cb0(%[[X]])
// CHECK: stablehlo.while(%[[I:[a-zA-Z0-9_]+]] = %{{.*}}, %[[C:[a-zA-Z0-9_]+]] = %[[A]]) : tensor<i32>, tensor<2x3xf32>
// CHECK: func.call @hostcall_rt.cb1(%[[C]], %[[I]])
// CHECK: func.call @hostcall_rt.cb2(
// CHECK-NOT: !stablehlo.token
// CHECK-NOT: custom_call

// ORDERED: \22token\22: true}, {\22import\22: \22cb1\22
// ORDERED: func.func private @hostcall_rt.cb0(tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
// ORDERED: func.func private @hostcall_rt.cb1(tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
// ORDERED: func.func private @hostcall_rt.cb2(tensor<i32>, tensor<2x3xf32>) -> tensor<i32>
// ORDERED-LABEL: func.func @main(
// ORDERED-SAME: %[[X:[a-zA-Z0-9_]+]]: tensor<2x3xf32>, %{{.*}}: tensor<i32>) -> tensor<2x3xf32>
// ORDERED-NEXT: %[[IO:[a-zA-Z0-9_]+]] = stablehlo.constant dense<0> : tensor<i32>
// ORDERED-NEXT: %[[DBG:[a-zA-Z0-9_]+]] = stablehlo.constant dense<0> : tensor<i32>
// ORDERED-NEXT: %[[A:[0-9]+]]:2 = call @hostcall_rt.cb0(%[[IO]], %[[X]])
// ORDERED: stablehlo.while(%[[T:[a-zA-Z0-9_]+]] = %[[DBG]], %{{.*}}) : tensor<i32>, tensor<i32>, tensor<2x3xf32>
// ORDERED: %[[B:[0-9]+]] = func.call @hostcall_rt.cb1(
// ORDERED-NEXT: %[[T2:[0-9]+]] = func.call @hostcall_rt.cb2(%[[T]], %[[B]]) : (tensor<i32>, tensor<2x3xf32>) -> tensor<i32>
// ORDERED-NEXT: %[[J:[0-9]+]] = stablehlo.add
// ORDERED-NEXT: stablehlo.return %[[T2]], %[[J]], %[[B]]
// ORDERED-NOT: !stablehlo.token
// ORDERED-NOT: custom_call
func.func @main(%x: tensor<2x3xf32>, %n: tensor<i32>) -> tensor<2x3xf32> {
  %a = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = true, hostcall.callback = "first", hostcall.kind = "io", hostcall.ordered = true} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %w:2 = stablehlo.while(%i = %zero, %c = %a) : tensor<i32>, tensor<2x3xf32>
  cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %b = stablehlo.custom_call @hostcall.callback(%c, %i) {has_side_effect = false, hostcall.callback = "body", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
    stablehlo.custom_call @hostcall.callback(%b) {has_side_effect = true, hostcall.callback = "print", hostcall.kind = "debug", hostcall.ordered = true} : (tensor<2x3xf32>) -> ()
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %b : tensor<i32>, tensor<2x3xf32>
  }
  return %w#1 : tensor<2x3xf32>
}

// -----

// An entry function with tokens already threaded (as JAX exports it) takes and returns
// none; its chain starts at a constant order value.

// CHECK-LABEL: func.func @exported(
// CHECK-SAME: %[[X:[a-zA-Z0-9_]+]]: tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %[[T:[a-zA-Z0-9_]+]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[R:[0-9]+]]:2 = call @hostcall_rt.cb0(%[[T]], %[[X]]) : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
// CHECK-NEXT: return %[[R]]#1 : tensor<f32>
func.func @exported(%t: !stablehlo.token, %x: tensor<f32>) -> (!stablehlo.token, tensor<f32>) {
  %t1, %r = stablehlo.custom_call @hostcall.callback(%t, %x) {has_side_effect = true, hostcall.callback = "io", hostcall.kind = "io", hostcall.ordered = true} : (!stablehlo.token, tensor<f32>) -> (!stablehlo.token, tensor<f32>)
  %t2 = stablehlo.after_all %t1 : !stablehlo.token
  return %t2, %r : !stablehlo.token, tensor<f32>
}

// -----

// after_all joins order values into their sum, which depends on each; create_token
// starts a chain at a constant; private signatures carry order values.

// CHECK-LABEL: func.func private @join(
// CHECK-SAME: %[[A:[a-zA-Z0-9_]+]]: tensor<i32>, %[[B:[a-zA-Z0-9_]+]]: tensor<i32>, %[[X:[a-zA-Z0-9_]+]]: tensor<f32>) -> (tensor<i32>, tensor<f32>)
// CHECK-NEXT: %[[T:[0-9]+]] = stablehlo.add %[[A]], %[[B]] : tensor<i32>
// CHECK-NEXT: %[[R:[0-9]+]]:2 = call @hostcall_rt.cb0(%[[T]], %[[X]])
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1 : tensor<i32>, tensor<f32>
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[S:[a-zA-Z0-9_]+]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %{{[0-9]+}}:2 = call @join(%[[S]], %[[S]], %{{.*}}) : (tensor<i32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
func.func private @join(%a: !stablehlo.token, %b: !stablehlo.token, %x: tensor<f32>) -> (!stablehlo.token, tensor<f32>) {
  %t = stablehlo.after_all %a, %b : !stablehlo.token
  %t1, %r = stablehlo.custom_call @hostcall.callback(%t, %x) {has_side_effect = true, hostcall.callback = "io", hostcall.kind = "io", hostcall.ordered = true} : (!stablehlo.token, tensor<f32>) -> (!stablehlo.token, tensor<f32>)
  return %t1, %r : !stablehlo.token, tensor<f32>
}
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %t = stablehlo.create_token : !stablehlo.token
  %t2, %r = func.call @join(%t, %t, %x) : (!stablehlo.token, !stablehlo.token, tensor<f32>) -> (!stablehlo.token, tensor<f32>)
  return %r : tensor<f32>
}
