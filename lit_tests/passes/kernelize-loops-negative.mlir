// RUN: hostcall-opt %s -split-input-file --pass-pipeline="hostcall-kernelize-loops{max-elements=8 max-scalars=8}" | filecheck %s

// Loops the pass leaves alone: a host callback in the body (it keeps its place and
// order), a state above max-elements, an op with no scalar rule, a complex carry.

// CHECK-LABEL: func.func @callback_inside(
// CHECK: stablehlo.while
// CHECK: stablehlo.custom_call @hostcall.callback
// CHECK-NOT: linalg.generic
func.func @callback_inside(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y = stablehlo.custom_call @hostcall.callback(%v) {has_side_effect = false, hostcall.callback = "f_0", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<3xf32>) -> tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<3xf32>
  }
  return %r#1 : tensor<3xf32>
}

// -----

// Past 128 x max-elements even the tiled form is not tried.
// CHECK-LABEL: func.func @too_large(
// CHECK: stablehlo.while
// CHECK-NOT: linalg.generic
func.func @too_large(%x: tensor<2048xf32>) -> tensor<2048xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<2048xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y = stablehlo.add %v, %v : tensor<2048xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<2048xf32>
  }
  return %r#1 : tensor<2048xf32>
}

// -----

// sort has no scalar rule in either form.

// CHECK-LABEL: func.func @unsupported_op(
// CHECK: stablehlo.while
// CHECK: stablehlo.sort
// CHECK-NOT: linalg.generic
// CHECK-NOT: flow.dispatch.region
func.func @unsupported_op(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = "stablehlo.sort"(%v) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }) {dimension = 0 : i64, is_stable = false} : (tensor<4xf32>) -> tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %s : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @complex_carry(
// CHECK: stablehlo.while
// CHECK-NOT: linalg.generic
func.func @complex_carry(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %r = stablehlo.while(%v = %x) : tensor<2xcomplex<f32>>
  cond {
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %y = stablehlo.add %v, %v : tensor<2xcomplex<f32>>
    stablehlo.return %y : tensor<2xcomplex<f32>>
  }
  return %r : tensor<2xcomplex<f32>>
}

// -----

// A gather of windows larger than one element (offset_dims) has no kernel rule, and a
// gather from a value computed in the loop is no constant table: both stay host loops.

// CHECK-LABEL: func.func @gather_window(
// CHECK: stablehlo.while
// CHECK: stablehlo.gather
// CHECK-NOT: flow.dispatch.region
// CHECK-LABEL: func.func @gather_computed(
// CHECK: stablehlo.while
// CHECK: stablehlo.gather
// CHECK-NOT: flow.dispatch.region
// CHECK-NOT: linalg.generic
func.func @gather_window(%x: tensor<3xf32>, %s: tensor<i32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %t = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
    %g = "stablehlo.gather"(%t, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0], index_vector_dim = 0>, indices_are_sorted = false, slice_sizes = array<i64: 3>}> : (tensor<6xf32>, tensor<i32>) -> tensor<3xf32>
    %y = stablehlo.add %v, %g : tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %y : tensor<i32>, tensor<3xf32>
  }
  return %r#1 : tensor<3xf32>
}
func.func @gather_computed(%x: tensor<3xf32>, %k: tensor<3xi32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %w = stablehlo.multiply %v, %v : tensor<3xf32>
    %g = "stablehlo.gather"(%w, %k) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<3xi32>) -> tensor<3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %g : tensor<i32>, tensor<3xf32>
  }
  return %r#1 : tensor<3xf32>
}
