// Fixed (found by `fuzz_campaign.py --seed 1 --layout`): iree-compile 3.13 crashed (in
// iree-stablehlo-to-stablehlo-preprocessing, with inprocess.GLOBAL_FLAGS) on a stable sort
// of a broadcast (a min-reduction broadcast back): hostcall-stable-sort adds an iota, and a
// sort of several operands one of which is a broadcast crashes.  hostcall-sort-copies reads
// such an operand through a barrier of its own.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: Error invoking IREE compiler tool iree-compile
func.func @f85(%a0: tensor<5xi8>, %a1: tensor<5xi8>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xi8>, tensor<5xi8>) {
  %c1946 = stablehlo.constant dense<127> : tensor<i8>
  %v1947 = "stablehlo.reduce"(%a0, %c1946) ({
  ^bb0(%p1948: tensor<i8>, %q1949: tensor<i8>):
  %v1950 = "stablehlo.minimum"(%p1948, %q1949) : (tensor<i8>, tensor<i8>) -> tensor<i8>
    "stablehlo.return"(%v1950) : (tensor<i8>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<5xi8>, tensor<i8>) -> tensor<i8>
  %v1951 = "stablehlo.broadcast_in_dim"(%v1947) {broadcast_dimensions = array<i64>} : (tensor<i8>) -> tensor<5xi8>
  %v1959:1 = "stablehlo.sort"(%v1951) ({
  ^bb0(%p1957: tensor<i8>, %q1958: tensor<i8>):
  %v1960 = "stablehlo.compare"(%p1957, %q1958) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i8>, tensor<i8>) -> tensor<i1>
    "stablehlo.return"(%v1960) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xi8>) -> (tensor<5xi8>)
  return %v1959#0, %v1951 : tensor<5xi8>, tensor<5xi8>
}
// inputs: [ 19,  17,   5, -16,  14]; [-9, -1,  4,  8, -3]; 8; -1
