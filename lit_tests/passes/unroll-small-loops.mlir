// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-unroll-small-loops | filecheck %s

// A counted loop of 2 trips in another loop's body: its body twice, the counter the
// constants 0 and 1, the second copy reading the first's carry (the copies' counter
// steps and the old start are left unread, for canonicalize).

// CHECK-LABEL: func.func @nested(
// CHECK: stablehlo.while
// CHECK: } do {
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[C0:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[S0:.*]] = stablehlo.dynamic_slice %arg0, %[[C0]], sizes = [1]
// CHECK-NEXT: %[[A0:.*]] = stablehlo.add %{{.*}}, %[[S0]]
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: stablehlo.add %[[C0]], %[[ONE]]
// CHECK-NEXT: %[[C1:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[S1:.*]] = stablehlo.dynamic_slice %arg0, %[[C1]], sizes = [1]
// CHECK-NEXT: %[[A1:.*]] = stablehlo.add %[[A0]], %[[S1]]
// CHECK-NOT: stablehlo.while
// CHECK: stablehlo.return %{{.*}}, %[[A1]]
func.func @nested(%x: tensor<2xf32>, %y0: tensor<1xf32>) -> tensor<1xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %y = %y0) : tensor<i32>, tensor<1xf32>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %inner:2 = stablehlo.while(%k = %z, %acc = %y) : tensor<i32>, tensor<1xf32>
    cond {
      %m = stablehlo.constant dense<2> : tensor<i32>
      %q = stablehlo.compare LT, %k, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %s = stablehlo.dynamic_slice %x, %k, sizes = [1] : (tensor<2xf32>, tensor<i32>) -> tensor<1xf32>
      %a = stablehlo.add %acc, %s : tensor<1xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %k1 = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %k1, %a : tensor<i32>, tensor<1xf32>
    }
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %inner#1 : tensor<i32>, tensor<1xf32>
  }
  return %w#1 : tensor<1xf32>
}

// -----

// Left alone: a loop at a function's top level, a nested loop of more trips than
// max-trips (8), a nested loop whose condition reads more than its counter, and (all of
// these) loops whose counter indexes nothing.

// CHECK-LABEL: func.func @left_alone(
// CHECK-COUNT-4: stablehlo.while
func.func @left_alone(%y0: tensor<f32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %y = %y0) : tensor<i32>, tensor<f32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %long:2 = stablehlo.while(%k = %z, %acc = %y) : tensor<i32>, tensor<f32>
    cond {
      %m = stablehlo.constant dense<9> : tensor<i32>
      %q = stablehlo.compare LT, %k, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %a = stablehlo.add %acc, %acc : tensor<f32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %k1 = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %k1, %a : tensor<i32>, tensor<f32>
    }
    %flag:2 = stablehlo.while(%k = %z, %acc = %long#1) : tensor<i32>, tensor<f32>
    cond {
      %m = stablehlo.constant dense<2> : tensor<i32>
      %q = stablehlo.compare LT, %k, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %lim = stablehlo.constant dense<100.0> : tensor<f32>
      %r = stablehlo.compare LT, %acc, %lim, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %both = stablehlo.and %q, %r : tensor<i1>
      stablehlo.return %both : tensor<i1>
    } do {
      %a = stablehlo.multiply %acc, %acc : tensor<f32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %k1 = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %k1, %a : tensor<i32>, tensor<f32>
    }
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %flag#1 : tensor<i32>, tensor<f32>
  }
  %top:2 = stablehlo.while(%k = %c0, %acc = %w#1) : tensor<i32>, tensor<f32>
  cond {
    %m = stablehlo.constant dense<2> : tensor<i32>
    %q = stablehlo.compare LT, %k, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %q : tensor<i1>
  } do {
    %a = stablehlo.add %acc, %acc : tensor<f32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k1, %a : tensor<i32>, tensor<f32>
  }
  return %top#1 : tensor<f32>
}

// -----

// A nested loop of no trips (it starts at its stop) is its initial carries.

// CHECK-LABEL: func.func @no_trips(
// CHECK: } do {
// CHECK-NOT: stablehlo.while
// CHECK: stablehlo.return %{{.*}}, %iterArg_0 : tensor<i32>, tensor<f32>
func.func @no_trips(%x: tensor<6xf32>, %y0: tensor<f32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %y = %y0) : tensor<i32>, tensor<f32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %five = stablehlo.constant dense<5> : tensor<i32>
    %inner:2 = stablehlo.while(%k = %five, %acc = %y) : tensor<i32>, tensor<f32>
    cond {
      %m = stablehlo.constant dense<5> : tensor<i32>
      %q = stablehlo.compare LT, %k, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %s = stablehlo.dynamic_slice %x, %k, sizes = [1] : (tensor<6xf32>, tensor<i32>) -> tensor<1xf32>
      %r = stablehlo.reshape %s : (tensor<1xf32>) -> tensor<f32>
      %a = stablehlo.add %acc, %r : tensor<f32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %k1 = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %k1, %a : tensor<i32>, tensor<f32>
    }
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %inner#1 : tensor<i32>, tensor<f32>
  }
  return %w#1 : tensor<f32>
}

// -----

// Loops of one trip are their body wherever they stand and whatever they index, as IREE
// folds them: one at the top level, one nested whose counter indexes nothing (its second
// carry starts from the outer carry and only a second trip would read it).

// CHECK-LABEL: func.func @one_trip(
// CHECK-NEXT: %[[C0:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.add %arg0, %arg0 : tensor<4xf32>
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: stablehlo.add %[[Z]], %[[ONE]] : tensor<i32>
// CHECK-NEXT: %[[W:.*]]:2 = stablehlo.while(%[[G:.*]] = %arg1, %[[X:.*]] = %[[D]])
// CHECK: } do {
// CHECK-NEXT: stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %arg0, %arg0 : tensor<4xf32>
// CHECK-NEXT: stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: stablehlo.add %[[N]], %{{.*}} : tensor<i32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.slice %[[S]] [0:1]
// CHECK-NOT: stablehlo.while
// CHECK: stablehlo.return %{{.*}}, %[[S]] : tensor<i1>, tensor<4xf32>
// CHECK: return %[[W]]#1 : tensor<4xf32>
func.func @one_trip(%a: tensor<4xf32>, %go0: tensor<i1>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %first:2 = stablehlo.while(%k = %c0, %x = %a) : tensor<i32>, tensor<4xf32>
  cond {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %q = stablehlo.compare LT, %k, %c1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %q : tensor<i1>
  } do {
    %d = stablehlo.add %x, %x : tensor<4xf32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %c1 : tensor<i32>
    stablehlo.return %k1, %d : tensor<i32>, tensor<4xf32>
  }
  %w:2 = stablehlo.while(%go = %go0, %x = %first#1) : tensor<i1>, tensor<4xf32>
  cond {
    stablehlo.return %go : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %v:3 = stablehlo.while(%k = %z, %y = %x, %u = %a) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %q = stablehlo.compare LT, %k, %c1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %s = stablehlo.add %u, %a : tensor<4xf32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %k1 = stablehlo.add %k, %c1 : tensor<i32>
      stablehlo.return %k1, %s, %y : tensor<i32>, tensor<4xf32>, tensor<4xf32>
    }
    %e = stablehlo.slice %v#1 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %r = stablehlo.reshape %e : (tensor<1xf32>) -> tensor<f32>
    %c9 = stablehlo.constant dense<9.0> : tensor<f32>
    %g = stablehlo.compare LT, %r, %c9 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %g, %v#1 : tensor<i1>, tensor<4xf32>
  }
  return %w#1 : tensor<4xf32>
}
