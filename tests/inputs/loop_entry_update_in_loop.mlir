// loop_entry_update_after.mlir's program as the body of a loop of two trips over %a1's
// rows: IREE 3.13 rejects it too ("circular dependency: input operation uses partition
// output"); hostcall-guard-loop-entries reads the inner loop's entry through copies there,
// their zeros' barrier before the outer loop.
func.func @main(%a0: tensor<5xf32>, %a1: tensor<2x5xf32>, %i: tensor<2xi32>) -> tensor<2x5xf32> {
  %n0 = stablehlo.constant dense<0> : tensor<i32>
  %outer:2 = stablehlo.while(%n = %n0, %y = %a1) : tensor<i32>, tensor<2x5xf32>
  cond {
    %three = stablehlo.constant dense<2> : tensor<i32>
    %go = stablehlo.compare LT, %n, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %go : tensor<i1>
  } do {
    %lo = stablehlo.constant dense<0> : tensor<2xi32>
    %hi = stablehlo.constant dense<2> : tensor<2xi32>
    %j = stablehlo.clamp %lo, %i, %hi : tensor<2xi32>
    %b = stablehlo.broadcast_in_dim %a0, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
    %sq = stablehlo.multiply %y, %y : tensor<2x5xf32>
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %no = stablehlo.compare LT, %c0, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %r:2 = stablehlo.while(%k = %c0, %x = %sq) : tensor<i32>, tensor<2x5xf32>
    cond {
      %p = stablehlo.compare LT, %k, %c2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %k1 = stablehlo.add %k, %c1 : tensor<i32>
      %x1 = stablehlo.select %no, %b, %x : tensor<i1>, tensor<2x5xf32>
      stablehlo.return %k1, %x1 : tensor<i32>, tensor<2x5xf32>
    }
    %d = stablehlo.add %b, %b : tensor<2x5xf32>
    %e = stablehlo.multiply %d, %d : tensor<2x5xf32>
    %s:2 = stablehlo.while(%k = %c0, %x = %e) : tensor<i32>, tensor<2x5xf32>
    cond {
      %p = stablehlo.compare LT, %k, %c2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %jk1 = stablehlo.dynamic_slice %j, %k, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %jk = stablehlo.reshape %jk1 : (tensor<1xi32>) -> tensor<i32>
      %row = stablehlo.dynamic_slice %d, %k, %c0, sizes = [1, 3] : (tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %x1 = stablehlo.dynamic_update_slice %x, %row, %k, %jk : (tensor<2x5xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
      %k1 = stablehlo.add %k, %c1 : tensor<i32>
      stablehlo.return %k1, %x1 : tensor<i32>, tensor<2x5xf32>
    }
    %cols = stablehlo.constant dense<[[2], [3], [0], [1], [1]]> : tensor<5x1xi32>
    %colsb = stablehlo.broadcast_in_dim %cols, dims = [1, 2] : (tensor<5x1xi32>) -> tensor<2x5x1xi32>
    %rows = stablehlo.iota dim = 0 : tensor<2x5x1xi32>
    %at3 = stablehlo.concatenate %rows, %colsb, dim = 2 : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x2xi32>
    %at = stablehlo.reshape %at3 : (tensor<2x5x2xi32>) -> tensor<10x2xi32>
    %upd = stablehlo.reshape %y : (tensor<2x5xf32>) -> tensor<10xf32>
    %t = "stablehlo.scatter"(%e, %at, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%u: tensor<f32>, %v: tensor<f32>):
      %w = stablehlo.add %u, %v : tensor<f32>
      stablehlo.return %w : tensor<f32>
    }) : (tensor<2x5xf32>, tensor<10x2xi32>, tensor<10xf32>) -> tensor<2x5xf32>
    %one = stablehlo.constant dense<1> : tensor<2xi32>
    %is1 = stablehlo.compare EQ, %j, %one, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %m1 = stablehlo.broadcast_in_dim %is1, dims = [0] : (tensor<2xi1>) -> tensor<2x5xi1>
    %q = stablehlo.select %m1, %s#1, %t : tensor<2x5xi1>, tensor<2x5xf32>
    %is0 = stablehlo.compare EQ, %j, %lo, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %m0 = stablehlo.broadcast_in_dim %is0, dims = [0] : (tensor<2xi1>) -> tensor<2x5xi1>
    %o = stablehlo.select %m0, %r#1, %q : tensor<2x5xi1>, tensor<2x5xf32>
    %step = stablehlo.constant dense<1> : tensor<i32>
    %n1 = stablehlo.add %n, %step : tensor<i32>
    stablehlo.return %n1, %o : tensor<i32>, tensor<2x5xf32>
  }
  return %outer#1 : tensor<2x5xf32>
}
