// Reduced from @f239_v0_lin_t of the fuzzer's seed 534 f239_v0_vjp_v2 (host loops): a loop
// in a case branch starts from a select, which a reduction reads again after the loop
// beside one of the loop's results.  IREE 3.13's stream partitioning puts the select's
// dispatch in the partition of the reductions after the loop: "circular dependency: input
// operation uses partition output", without hostcall-guard-loop-entries and with its
// plain copy of the select after the loop.
func.func @main(%k: tensor<i32>, %m: tensor<2x2x3xi1>, %p: tensor<2x2x3xf32>, %q: tensor<2x2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.case"(%k) ({
    %s = stablehlo.select %m, %p, %q : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %w:2 = stablehlo.while(%i = %c0, %u = %s) : tensor<i32>, tensor<2x2x3xf32>
    cond {
      %c2 = stablehlo.constant dense<2> : tensor<i32>
      %go = stablehlo.compare LT, %i, %c2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %go : tensor<i1>
    } do {
      %u1 = stablehlo.reverse %u, dims = [0] : tensor<2x2x3xf32>
      %i1 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i1, %u1 : tensor<i32>, tensor<2x2x3xf32>
    }
    %rs = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %ru = stablehlo.reduce(%w#1 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %t = stablehlo.add %ru, %rs : tensor<2x3xf32>
    stablehlo.return %t : tensor<2x3xf32>
  }, {
    stablehlo.return %b : tensor<2x3xf32>
  }) : (tensor<i32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
