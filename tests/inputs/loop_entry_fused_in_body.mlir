// Reduced from @f140_v0_lin_t of the fuzzer's seed 475 f140_v0_vjp (host loops): a loop
// nested in another loop's body starts from ``x + t``, and ``t`` is read again after it.
// IREE 3.13 makes ``t`` and ``x + t`` in one dispatch and its stream partitioning puts that
// dispatch in the partition of the dispatches after the inner loop, which read the loop's
// results: "circular dependency: input operation uses partition output", without
// hostcall-guard-loop-entries and with its plain copy of ``t`` after the inner loop.
func.func @main(%x0: tensor<3x2x3xf32>, %y0: tensor<3x2x3xf32>, %a: tensor<3x2x3xf32>, %b: tensor<3x2x3xf32>) -> (tensor<3x2x3xf32>, tensor<3x2x3xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %zeros = stablehlo.constant dense<0.0> : tensor<3x2x3xf32>
  %outer:3 = stablehlo.while(%i = %c0, %x = %x0, %y = %y0) : tensor<i32>, tensor<3x2x3xf32>, tensor<3x2x3xf32>
  cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %go = stablehlo.compare LT, %i, %c2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %go : tensor<i1>
  } do {
    %t = stablehlo.add %a, %y : tensor<3x2x3xf32>
    %s = stablehlo.add %x, %t : tensor<3x2x3xf32>
    %inner:3 = stablehlo.while(%j = %c0, %u = %s, %v = %zeros) : tensor<i32>, tensor<3x2x3xf32>, tensor<3x2x3xf32>
    cond {
      %c3 = stablehlo.constant dense<3> : tensor<i32>
      %go = stablehlo.compare LT, %j, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %go : tensor<i1>
    } do {
      %r = stablehlo.reduce(%u init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<3x2x3xf32>, tensor<f32>) -> tensor<3x2xf32>
      %h = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<3x2xf32>) -> tensor<3x2x3xf32>
      %v1 = stablehlo.add %v, %u : tensor<3x2x3xf32>
      %j1 = stablehlo.add %j, %c1 : tensor<i32>
      stablehlo.return %j1, %h, %v1 : tensor<i32>, tensor<3x2x3xf32>, tensor<3x2x3xf32>
    }
    %x1 = stablehlo.multiply %t, %b : tensor<3x2x3xf32>
    %y1 = stablehlo.add %inner#1, %inner#2 : tensor<3x2x3xf32>
    %i1 = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %i1, %x1, %y1 : tensor<i32>, tensor<3x2x3xf32>, tensor<3x2x3xf32>
  }
  return %outer#1, %outer#2 : tensor<3x2x3xf32>, tensor<3x2x3xf32>
}
