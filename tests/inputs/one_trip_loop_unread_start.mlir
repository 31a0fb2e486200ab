// A flag loop whose array carry %x starts the carry %y of a nested counted loop of one
// trip; only a second trip would read %y (as the start of %u).  IREE 3.13 folds the one-trip
// loop to its body, sees %x overwritten unread and crashes in ConvertToStreamPass (the
// fuzzer's seed 457 f231, shrunk).  The canary of tests/test_unroll_small_loops.py.
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %w:2 = stablehlo.while(%go = %t, %x = %a) : tensor<i1>, tensor<4xf32>
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
