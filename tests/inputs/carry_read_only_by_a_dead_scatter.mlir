// A flag loop whose array carry %x only a scatter reads, and nothing reads the scatter's
// result (what a one-trip loop unrolled into a body leaves: the fuzzer's seed 481 f271,
// shrunk): IREE deletes the scatter, sees %x overwritten unread, and iree-compile 3.13
// crashes.
func.func @main(%a: tensor<2x3xi32>, %x0: tensor<2x3xi32>, %s0: tensor<i32>) -> tensor<2x3xi32> {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %w:3 = stablehlo.while(%go = %t, %s = %s0, %x = %x0) : tensor<i1>, tensor<i32>, tensor<2x3xi32>
  cond {
    stablehlo.return %go : tensor<i1>
  } do {
    %idx = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
    %dead = "stablehlo.scatter"(%x, %idx, %a) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %r = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %r : tensor<i32>
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %next = stablehlo.add %a, %a : tensor<2x3xi32>
    %k = stablehlo.constant dense<1103515245> : tensor<i32>
    %m = stablehlo.multiply %s, %k : tensor<i32>
    %sh = stablehlo.constant dense<16> : tensor<i32>
    %r2 = stablehlo.shift_right_logical %m, %sh : tensor<i32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %g = stablehlo.compare NE, %r2, %z : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %g, %m, %next : tensor<i1>, tensor<i32>, tensor<2x3xi32>
  }
  return %w#2 : tensor<2x3xi32>
}
