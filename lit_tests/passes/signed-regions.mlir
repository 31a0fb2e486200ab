// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-signed-regions | filecheck %s

// An unsigned scatter scatters the bit patterns as signed integers; the combiner computes
// on the unsigned values (bitcast in and out): IREE 3.13 rejects an unsigned scatter in a
// while loop ("unresolved materialization from tensor<4xi8> to tensor<4xui8>").  Sorts
// and reduce_windows likewise.

// CHECK-LABEL: func.func @max_u8(
// CHECK-NEXT: %[[X:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<4xui8>) -> tensor<4xi8>
// CHECK: %[[C:.*]] = stablehlo.add %[[X]], %{{.*}} : tensor<4xi8>
// CHECK-NEXT: %[[U:.*]] = stablehlo.bitcast_convert %arg2 : (tensor<2xui8>) -> tensor<2xi8>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.scatter"(%[[C]], %arg1, %[[U]])
// CHECK-NEXT: ^bb0(%[[P:.*]]: tensor<i8>, %[[Q:.*]]: tensor<i8>):
// CHECK-NEXT: %[[PU:.*]] = stablehlo.bitcast_convert %[[P]] : (tensor<i8>) -> tensor<ui8>
// CHECK-NEXT: %[[QU:.*]] = stablehlo.bitcast_convert %[[Q]] : (tensor<i8>) -> tensor<ui8>
// CHECK-NEXT: %[[M:.*]] = stablehlo.maximum %[[PU]], %[[QU]] : tensor<ui8>
// CHECK-NEXT: %[[MS:.*]] = stablehlo.bitcast_convert %[[M]] : (tensor<ui8>) -> tensor<i8>
// CHECK-NEXT: stablehlo.return %[[MS]] : tensor<i8>
// CHECK-NEXT: }) : (tensor<4xi8>, tensor<2x1xi32>, tensor<2xi8>) -> tensor<4xi8>
// CHECK-NEXT: %[[R:.*]] = stablehlo.bitcast_convert %[[S]] : (tensor<4xi8>) -> tensor<4xui8>
// CHECK-NEXT: return %[[R]]
func.func @max_u8(%x: tensor<4xui8>, %i: tensor<2x1xi32>, %u: tensor<2xui8>) -> tensor<4xui8> {
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<ui8>, %q: tensor<ui8>):
    %m = stablehlo.maximum %p, %q : tensor<ui8>
    stablehlo.return %m : tensor<ui8>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [],
        inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      indices_are_sorted = false, unique_indices = false}
     : (tensor<4xui8>, tensor<2x1xi32>, tensor<2xui8>) -> tensor<4xui8>
  return %s : tensor<4xui8>
}

// -----

// A signed scatter is left alone.

// CHECK-LABEL: func.func @set_i32(
// CHECK-NOT: bitcast_convert
// CHECK: return
func.func @set_i32(%x: tensor<4xi32>, %i: tensor<2x1xi32>, %u: tensor<2xi32>) -> tensor<4xi32> {
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    stablehlo.return %q : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [],
        inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      indices_are_sorted = false, unique_indices = false}
     : (tensor<4xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<4xi32>
  return %s : tensor<4xi32>
}

// -----

// A function argument (above too) or a value other ops read enters the scatter as a copy:
// behind the bitcast IREE 3.13 scattered in place into the argument's buffer, which later
// reads saw.

// CHECK-LABEL: func.func @argument(
// CHECK-NEXT: %[[X:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<4xui16>) -> tensor<4xi16>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i16>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[Z]] : tensor<i16>
// CHECK-NEXT: %[[ZS:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [] : (tensor<i16>) -> tensor<4xi16>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[X]], %[[ZS]] : tensor<4xi16>
// CHECK-NEXT: %[[U:.*]] = stablehlo.bitcast_convert %arg2 : (tensor<2xui16>) -> tensor<2xi16>
// CHECK-NEXT: "stablehlo.scatter"(%[[C]], %arg1, %[[U]])
func.func @argument(%x: tensor<4xui16>, %i: tensor<2x1xi32>, %u: tensor<2xui16>) -> (tensor<4xui16>, tensor<4xui16>) {
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<ui16>, %b: tensor<ui16>):
    %s = stablehlo.add %a, %b : tensor<ui16>
    stablehlo.return %s : tensor<ui16>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xui16>, tensor<2x1xi32>, tensor<2xui16>) -> tensor<4xui16>
  return %r, %x : tensor<4xui16>, tensor<4xui16>
}

// -----

// A sort of unsigned operands sorts their bit patterns; the comparator compares the
// unsigned values.  An operand that is an argument is sorted as a copy (IREE sorts in
// place); a signed operand is left as it is.

// CHECK-LABEL: func.func @sort_u32(
// CHECK-NEXT: %[[X:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<4xui32>) -> tensor<4xi32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[H:.*]] = stablehlo.optimization_barrier %[[Z]] : tensor<i32>
// CHECK-NEXT: %[[Zb:.*]] = stablehlo.broadcast_in_dim %[[H]], dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[X]], %[[Zb]] : tensor<4xi32>
// CHECK-NEXT: %[[S:.*]]:2 = "stablehlo.sort"(%[[C]], %arg1)
// CHECK-NEXT: ^bb0(%[[P:.*]]: tensor<i32>, %[[Q:.*]]: tensor<i32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-NEXT: %[[PU:.*]] = stablehlo.bitcast_convert %[[P]] : (tensor<i32>) -> tensor<ui32>
// CHECK-NEXT: %[[QU:.*]] = stablehlo.bitcast_convert %[[Q]] : (tensor<i32>) -> tensor<ui32>
// CHECK-NEXT: %[[L:.*]] = stablehlo.compare LT, %[[PU]], %[[QU]], UNSIGNED
// CHECK-NEXT: stablehlo.return %[[L]] : tensor<i1>
// CHECK-NEXT: }) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.bitcast_convert %[[S]]#0 : (tensor<4xi32>) -> tensor<4xui32>
// CHECK-NEXT: return %[[R]], %[[S]]#1
func.func @sort_u32(%x: tensor<4xui32>, %y: tensor<4xi32>) -> (tensor<4xui32>, tensor<4xi32>) {
  %s:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%p: tensor<ui32>, %q: tensor<ui32>, %a: tensor<i32>, %b: tensor<i32>):
    %l = stablehlo.compare LT, %p, %q, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    stablehlo.return %l : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xui32>, tensor<4xi32>) -> (tensor<4xui32>, tensor<4xi32>)
  return %s#0, %s#1 : tensor<4xui32>, tensor<4xi32>
}

// -----

// An unsigned cumulative sum (IREE 3.13 rejects one anywhere: "unresolved target
// materialization from ui32 to i32") adds bit patterns whose sum it computes unsigned;
// the init value is bitcast too, and nothing is copied (a reduce_window updates nothing).

// CHECK-LABEL: func.func @cumsum_u32(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<ui32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<4xui32>) -> tensor<4xi32>
// CHECK-NEXT: %[[ZS:.*]] = stablehlo.bitcast_convert %[[Z]] : (tensor<ui32>) -> tensor<i32>
// CHECK-NEXT: %[[W:.*]] = "stablehlo.reduce_window"(%[[X]], %[[ZS]])
// CHECK-NEXT: ^bb0(%[[P:.*]]: tensor<i32>, %[[Q:.*]]: tensor<i32>):
// CHECK-NEXT: %[[PU:.*]] = stablehlo.bitcast_convert %[[P]] : (tensor<i32>) -> tensor<ui32>
// CHECK-NEXT: %[[QU:.*]] = stablehlo.bitcast_convert %[[Q]] : (tensor<i32>) -> tensor<ui32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[PU]], %[[QU]] : tensor<ui32>
// CHECK-NEXT: %[[AS:.*]] = stablehlo.bitcast_convert %[[A]] : (tensor<ui32>) -> tensor<i32>
// CHECK-NEXT: stablehlo.return %[[AS]] : tensor<i32>
// CHECK: %[[R:.*]] = stablehlo.bitcast_convert %[[W]] : (tensor<4xi32>) -> tensor<4xui32>
// CHECK-NEXT: return %[[R]]
func.func @cumsum_u32(%x: tensor<4xui32>) -> tensor<4xui32> {
  %z = stablehlo.constant dense<0> : tensor<ui32>
  %r = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):
    %q = stablehlo.add %a, %b : tensor<ui32>
    stablehlo.return %q : tensor<ui32>
  }) {window_dimensions = array<i64: 4>, padding = dense<[[3, 0]]> : tensor<1x2xi64>} : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  return %r : tensor<4xui32>
}
