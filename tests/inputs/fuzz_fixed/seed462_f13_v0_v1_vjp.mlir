// Fixed (found on commit 0f5861b by `fuzz_campaign.py --seed 462 --transforms
// --host-loops`): with host loops IREE 3.13 rejected @f13_v0 ("circular dependency: input
// operation uses partition output").  A loop of one trip (unrolled by
// hostcall-unroll-small-loops, or folded by IREE) computed ``b - a``, a scatter of
// ``b - (b - a)`` was read only after the next loop, and that loop started from ``b - a``
// computed again; IREE merges the two.  hostcall-guard-loop-entries' merge_entry_repeats
// now merges repeats of an entry source before the loop too
// (tests/test_guard_entry_readers.py has the shrunk module's canary).
// compile mismatch: -:143:9: error: IREE failed to compile the module: circular dependency: input operation uses partition output %28 = "stream.async.dispatch"(%18, %19, %3, %3, %7, %7, %3, %3, %3, %3, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@f13_v0_dispatch_4::@f13_v0_dispatch_4_elementwise_12_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient> loc(callsite("-":143:9 at "-":94:1)) - this indicates the operation should be inside the partition
// vjp_vmap_vmap [('vmap', [0, 0, 0, None], 0, 2), ('vmap', [2, 1, 0, None], 0, 2), ('vjp',)] of:
func.func @f13(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %c1629 = stablehlo.constant dense<0> : tensor<i32>
  %c1630 = stablehlo.constant dense<2> : tensor<i32>
  %v1631 = "stablehlo.clamp"(%c1629, %i0, %c1630) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1632 = "stablehlo.case"(%v1631) ({
  %v1633 = "stablehlo.subtract"(%a1, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c1634 = stablehlo.constant dense<0> : tensor<i32>
  %w1637:2 = "stablehlo.while"(%c1634, %v1633) ({
  ^bb0(%k1635: tensor<i32>, %x1636: tensor<2x3xf32>):
  %c1638 = stablehlo.constant dense<1> : tensor<i32>
  %v1639 = "stablehlo.compare"(%k1635, %c1638) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v1639) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k1640: tensor<i32>, %x1641: tensor<2x3xf32>):
  %v1642 = "stablehlo.subtract"(%a1, %x1641) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c1643 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  %v1644 = "stablehlo.scatter"(%v1642, %c1643, %a1) ({
  ^bb0(%p1645: tensor<f32>, %q1646: tensor<f32>):
  %v1647 = "stablehlo.add"(%p1645, %q1646) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v1647) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c1648 = stablehlo.constant dense<1> : tensor<i32>
  %v1649 = "stablehlo.add"(%k1640, %c1648) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v1649, %v1644) : (tensor<i32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 1 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
    "stablehlo.return"(%w1637#1) : (tensor<2x3xf32>) -> ()
  }, {
  %v1650 = "stablehlo.subtract"(%a1, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c1651 = stablehlo.constant dense<0> : tensor<i32>
  %w1654:2 = "stablehlo.while"(%c1651, %v1650) ({
  ^bb0(%k1652: tensor<i32>, %x1653: tensor<2x3xf32>):
  %c1655 = stablehlo.constant dense<2> : tensor<i32>
  %v1656 = "stablehlo.compare"(%k1652, %c1655) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v1656) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k1657: tensor<i32>, %x1658: tensor<2x3xf32>):
  %v1659 = "stablehlo.tanh"(%x1658) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %v1660 = "stablehlo.exponential"(%v1659) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %c1661 = stablehlo.constant dense<1> : tensor<i32>
  %v1662 = "stablehlo.add"(%k1657, %c1661) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v1662, %v1660) : (tensor<i32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
    "stablehlo.return"(%w1654#1) : (tensor<2x3xf32>) -> ()
  }, {
  %c1663 = stablehlo.constant dense<0> : tensor<i32>
  %c1664 = stablehlo.constant dense<1> : tensor<i32>
  %v1665 = "stablehlo.clamp"(%c1663, %i0, %c1664) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1666 = "stablehlo.case"(%v1665) ({
  %v1667 = "stablehlo.subtract"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c1668 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  %v1669 = "stablehlo.scatter"(%v1667, %c1668, %a0) ({
  ^bb0(%p1670: tensor<f32>, %q1671: tensor<f32>):
    "stablehlo.return"(%q1671) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v1669) : (tensor<2x3xf32>) -> ()
  }, {
  %v1672 = "stablehlo.subtract"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c1673 = stablehlo.constant dense<0> : tensor<i32>
  %c1674 = stablehlo.constant dense<0> : tensor<i32>
  %v1675 = "stablehlo.clamp"(%c1673, %i0, %c1674) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c1676 = stablehlo.constant dense<0> : tensor<i32>
  %c1677 = stablehlo.constant dense<2> : tensor<i32>
  %v1678 = "stablehlo.clamp"(%c1676, %i0, %c1677) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1679 = "stablehlo.dynamic_slice"(%a0, %v1675, %v1678) {slice_sizes = array<i64: 2, 1>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
  %c1680 = stablehlo.constant dense<0> : tensor<i32>
  %c1681 = stablehlo.constant dense<0> : tensor<i32>
  %v1682 = "stablehlo.clamp"(%c1680, %i0, %c1681) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c1683 = stablehlo.constant dense<0> : tensor<i32>
  %c1684 = stablehlo.constant dense<2> : tensor<i32>
  %v1685 = "stablehlo.clamp"(%c1683, %i1, %c1684) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1686 = "stablehlo.dynamic_update_slice"(%v1672, %v1679, %v1682, %v1685) : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v1686) : (tensor<2x3xf32>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v1666) : (tensor<2x3xf32>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf32>
  %c1687 = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %v1688 = "stablehlo.multiply"(%v1632, %v1632) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v1689 = "stablehlo.add"(%v1688, %c1687) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v1690 = "stablehlo.divide"(%a0, %v1689) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c1691 = stablehlo.constant dense<0> : tensor<i32>
  %c1692 = stablehlo.constant dense<1> : tensor<i32>
  %v1693 = "stablehlo.clamp"(%c1691, %i1, %c1692) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c1694 = stablehlo.constant dense<0> : tensor<i32>
  %c1695 = stablehlo.constant dense<2> : tensor<i32>
  %v1696 = "stablehlo.clamp"(%c1694, %i0, %c1695) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1697 = "stablehlo.dynamic_slice"(%a0, %v1693, %v1696) {slice_sizes = array<i64: 1, 1>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
  %c1698 = stablehlo.constant dense<0> : tensor<i32>
  %c1699 = stablehlo.constant dense<1> : tensor<i32>
  %v1700 = "stablehlo.clamp"(%c1698, %i1, %c1699) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c1701 = stablehlo.constant dense<0> : tensor<i32>
  %c1702 = stablehlo.constant dense<2> : tensor<i32>
  %v1703 = "stablehlo.clamp"(%c1701, %i0, %c1702) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1704 = "stablehlo.dynamic_update_slice"(%v1690, %v1697, %v1700, %v1703) : (tensor<2x3xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  return %v1704, %v1632 : tensor<2x3xf32>, tensor<2x3xf32>
}
// transformed:
func.func @f13(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %11 = stablehlo.subtract %arg1, %arg0 : tensor<2x3xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %12:2 = stablehlo.while(%iterArg = %c_9, %iterArg_10 = %11) : tensor<i32>, tensor<2x3xf32> attributes {hostcall.trip_count = 1 : i64}
    cond {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %13 = stablehlo.subtract %arg1, %iterArg_10 : tensor<2x3xf32>
      %c_11 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
      %14 = "stablehlo.scatter"(%13, %c_11, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %16 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %16 : tensor<f32>
      }) : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %15, %14 : tensor<i32>, tensor<2x3xf32>
    }
    stablehlo.return %12#1 : tensor<2x3xf32>
  }, {
    %11 = stablehlo.subtract %arg1, %arg0 : tensor<2x3xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %12:2 = stablehlo.while(%iterArg = %c_9, %iterArg_10 = %11) : tensor<i32>, tensor<2x3xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_11 = stablehlo.constant dense<2> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %13 = stablehlo.tanh %iterArg_10 : tensor<2x3xf32>
      %14 = stablehlo.exponential %13 : tensor<2x3xf32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      stablehlo.return %15, %14 : tensor<i32>, tensor<2x3xf32>
    }
    stablehlo.return %12#1 : tensor<2x3xf32>
  }, {
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.clamp %c_9, %arg2, %c_10 : tensor<i32>
    %12 = "stablehlo.case"(%11) ({
      %13 = stablehlo.subtract %arg0, %arg1 : tensor<2x3xf32>
      %c_11 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
      %14 = "stablehlo.scatter"(%13, %c_11, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        stablehlo.return %arg5 : tensor<f32>
      }) : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      stablehlo.return %14 : tensor<2x3xf32>
    }, {
      %13 = stablehlo.subtract %arg0, %arg1 : tensor<2x3xf32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.clamp %c_11, %arg2, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %c_14 = stablehlo.constant dense<2> : tensor<i32>
      %15 = stablehlo.clamp %c_13, %arg2, %c_14 : tensor<i32>
      %16 = stablehlo.dynamic_slice %arg0, %14, %15, sizes = [2, 1] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %17 = stablehlo.clamp %c_15, %arg2, %c_16 : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %c_18 = stablehlo.constant dense<2> : tensor<i32>
      %18 = stablehlo.clamp %c_17, %arg3, %c_18 : tensor<i32>
      %19 = stablehlo.dynamic_update_slice %13, %16, %17, %18 : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      stablehlo.return %19 : tensor<2x3xf32>
    }) : (tensor<i32>) -> tensor<2x3xf32>
    stablehlo.return %12 : tensor<2x3xf32>
  }) : (tensor<i32>) -> tensor<2x3xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<2x3xf32>
  %3 = stablehlo.add %2, %cst : tensor<2x3xf32>
  %4 = stablehlo.divide %arg0, %3 : tensor<2x3xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<1> : tensor<i32>
  %5 = stablehlo.clamp %c_1, %arg3, %c_2 : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<2> : tensor<i32>
  %6 = stablehlo.clamp %c_3, %arg2, %c_4 : tensor<i32>
  %7 = stablehlo.dynamic_slice %arg0, %5, %6, sizes = [1, 1] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<1> : tensor<i32>
  %8 = stablehlo.clamp %c_5, %arg3, %c_6 : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %c_8 = stablehlo.constant dense<2> : tensor<i32>
  %9 = stablehlo.clamp %c_7, %arg2, %c_8 : tensor<i32>
  %10 = stablehlo.dynamic_update_slice %4, %7, %8, %9 : (tensor<2x3xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  return %10, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @f13_v0(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %2 = stablehlo.clamp %0, %arg2, %1 : tensor<2xi32>
  %3 = stablehlo.subtract %arg1, %arg0 : tensor<2x2x3xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %4:2 = stablehlo.while(%iterArg = %c_1, %iterArg_37 = %3) : tensor<i32>, tensor<2x2x3xf32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %77 = stablehlo.compare LT, %iterArg, %c_38 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %77 : tensor<i1>
  } do {
    %77 = stablehlo.subtract %arg1, %iterArg_37 : tensor<2x2x3xf32>
    %c_38 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
    %78 = stablehlo.broadcast_in_dim %c_38, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
    %79 = stablehlo.iota dim = 0 : tensor<2x2x1xi32>
    %80 = stablehlo.concatenate %79, %78, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
    %81 = stablehlo.reshape %80 : (tensor<2x2x2xi32>) -> tensor<4x2xi32>
    %82 = stablehlo.reshape %arg1 : (tensor<2x2x3xf32>) -> tensor<4x3xf32>
    %83 = "stablehlo.scatter"(%77, %81, %82) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %85 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %85 : tensor<f32>
    }) : (tensor<2x2x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>) -> tensor<2x2x3xf32>
    %c_39 = stablehlo.constant dense<1> : tensor<i32>
    %84 = stablehlo.add %iterArg, %c_39 : tensor<i32>
    stablehlo.return %84, %83 : tensor<i32>, tensor<2x2x3xf32>
  }
  %5 = stablehlo.subtract %arg1, %arg0 : tensor<2x2x3xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %6:2 = stablehlo.while(%iterArg = %c_2, %iterArg_37 = %5) : tensor<i32>, tensor<2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_38 = stablehlo.constant dense<2> : tensor<i32>
    %77 = stablehlo.compare LT, %iterArg, %c_38 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %77 : tensor<i1>
  } do {
    %77 = stablehlo.tanh %iterArg_37 : tensor<2x2x3xf32>
    %78 = stablehlo.exponential %77 : tensor<2x2x3xf32>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %79 = stablehlo.add %iterArg, %c_38 : tensor<i32>
    stablehlo.return %79, %78 : tensor<i32>, tensor<2x2x3xf32>
  }
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %7 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %8 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %9 = stablehlo.clamp %7, %arg2, %8 : tensor<2xi32>
  %10 = stablehlo.subtract %arg0, %arg1 : tensor<2x2x3xf32>
  %c_5 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  %11 = stablehlo.broadcast_in_dim %c_5, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
  %12 = stablehlo.iota dim = 0 : tensor<2x2x1xi32>
  %13 = stablehlo.concatenate %12, %11, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
  %14 = stablehlo.reshape %13 : (tensor<2x2x2xi32>) -> tensor<4x2xi32>
  %15 = stablehlo.reshape %arg0 : (tensor<2x2x3xf32>) -> tensor<4x3xf32>
  %16 = "stablehlo.scatter"(%10, %14, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<2x2x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>) -> tensor<2x2x3xf32>
  %17 = stablehlo.subtract %arg0, %arg1 : tensor<2x2x3xf32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %20 = stablehlo.clamp %18, %arg2, %19 : tensor<2xi32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<2> : tensor<i32>
  %21 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %22 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %23 = stablehlo.clamp %21, %arg2, %22 : tensor<2xi32>
  %24 = stablehlo.reshape %20 : (tensor<2xi32>) -> tensor<2x1xi32>
  %25 = stablehlo.reshape %23 : (tensor<2xi32>) -> tensor<2x1xi32>
  %26 = stablehlo.concatenate %24, %25, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
  %27 = "stablehlo.gather"(%arg0, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 1>}> : (tensor<2x2x3xf32>, tensor<2x2xi32>) -> tensor<2x2x1xf32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %28 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %29 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %30 = stablehlo.clamp %28, %arg2, %29 : tensor<2xi32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<2> : tensor<i32>
  %31 = stablehlo.clamp %c_12, %arg3, %c_13 : tensor<i32>
  %c_14 = stablehlo.constant dense<0> : tensor<i32>
  %c_15 = stablehlo.constant dense<1> : tensor<i32>
  %c_16 = stablehlo.constant dense<2> : tensor<i32>
  %32:2 = stablehlo.while(%iterArg = %c_14, %iterArg_37 = %17) : tensor<i32>, tensor<2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %77 = stablehlo.compare LT, %iterArg, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %77 : tensor<i1>
  } do {
    %77 = stablehlo.dynamic_slice %30, %iterArg, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %78 = stablehlo.reshape %77 : (tensor<1xi32>) -> tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %79 = stablehlo.dynamic_slice %27, %iterArg, %c_38, %c_38, sizes = [1, 2, 1] : (tensor<2x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1xf32>
    %80 = stablehlo.add %iterArg, %c_15 : tensor<i32>
    %81 = stablehlo.dynamic_update_slice %iterArg_37, %79, %iterArg, %78, %31 : (tensor<2x2x3xf32>, tensor<1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
    stablehlo.return %80, %81 : tensor<i32>, tensor<2x2x3xf32>
  }
  %c_17 = stablehlo.constant dense<0> : tensor<i32>
  %33 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %34 = stablehlo.compare LT, %9, %33, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_18 = stablehlo.constant dense<2> : tensor<i32>
  %35 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %36 = stablehlo.compare GE, %9, %35, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %37 = stablehlo.or %34, %36 : tensor<2xi1>
  %c_19 = stablehlo.constant dense<1> : tensor<i32>
  %38 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %39 = stablehlo.select %37, %38, %9 : tensor<2xi1>, tensor<2xi32>
  %c_20 = stablehlo.constant dense<0> : tensor<i32>
  %40 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %41 = stablehlo.compare EQ, %39, %40, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
  %43 = stablehlo.select %42, %16, %32#1 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
  %c_21 = stablehlo.constant dense<0> : tensor<i32>
  %44 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %45 = stablehlo.compare LT, %2, %44, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_22 = stablehlo.constant dense<3> : tensor<i32>
  %46 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %47 = stablehlo.compare GE, %2, %46, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %48 = stablehlo.or %45, %47 : tensor<2xi1>
  %c_23 = stablehlo.constant dense<2> : tensor<i32>
  %49 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %50 = stablehlo.select %48, %49, %2 : tensor<2xi1>, tensor<2xi32>
  %c_24 = stablehlo.constant dense<1> : tensor<i32>
  %51 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %52 = stablehlo.compare EQ, %50, %51, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
  %54 = stablehlo.select %53, %6#1, %43 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
  %c_25 = stablehlo.constant dense<0> : tensor<i32>
  %55 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %56 = stablehlo.compare EQ, %50, %55, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
  %58 = stablehlo.select %57, %4#1, %54 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %59 = stablehlo.multiply %58, %58 : tensor<2x2x3xf32>
  %60 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %61 = stablehlo.add %59, %60 : tensor<2x2x3xf32>
  %62 = stablehlo.divide %arg0, %61 : tensor<2x2x3xf32>
  %c_26 = stablehlo.constant dense<0> : tensor<i32>
  %c_27 = stablehlo.constant dense<1> : tensor<i32>
  %63 = stablehlo.clamp %c_26, %arg3, %c_27 : tensor<i32>
  %c_28 = stablehlo.constant dense<0> : tensor<i32>
  %c_29 = stablehlo.constant dense<2> : tensor<i32>
  %64 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %65 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %66 = stablehlo.clamp %64, %arg2, %65 : tensor<2xi32>
  %67 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %68 = stablehlo.reshape %67 : (tensor<2xi32>) -> tensor<2x1xi32>
  %69 = stablehlo.reshape %66 : (tensor<2xi32>) -> tensor<2x1xi32>
  %70 = stablehlo.concatenate %68, %69, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
  %71 = "stablehlo.gather"(%arg0, %70) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x2x3xf32>, tensor<2x2xi32>) -> tensor<2x1x1xf32>
  %c_30 = stablehlo.constant dense<0> : tensor<i32>
  %c_31 = stablehlo.constant dense<1> : tensor<i32>
  %72 = stablehlo.clamp %c_30, %arg3, %c_31 : tensor<i32>
  %c_32 = stablehlo.constant dense<0> : tensor<i32>
  %c_33 = stablehlo.constant dense<2> : tensor<i32>
  %73 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %74 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %75 = stablehlo.clamp %73, %arg2, %74 : tensor<2xi32>
  %c_34 = stablehlo.constant dense<0> : tensor<i32>
  %c_35 = stablehlo.constant dense<1> : tensor<i32>
  %c_36 = stablehlo.constant dense<2> : tensor<i32>
  %76:2 = stablehlo.while(%iterArg = %c_34, %iterArg_37 = %62) : tensor<i32>, tensor<2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %77 = stablehlo.compare LT, %iterArg, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %77 : tensor<i1>
  } do {
    %77 = stablehlo.dynamic_slice %75, %iterArg, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %78 = stablehlo.reshape %77 : (tensor<1xi32>) -> tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %79 = stablehlo.dynamic_slice %71, %iterArg, %c_38, %c_38, sizes = [1, 1, 1] : (tensor<2x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xf32>
    %80 = stablehlo.add %iterArg, %c_35 : tensor<i32>
    %81 = stablehlo.dynamic_update_slice %iterArg_37, %79, %iterArg, %72, %78 : (tensor<2x2x3xf32>, tensor<1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
    stablehlo.return %80, %81 : tensor<i32>, tensor<2x2x3xf32>
  }
  return %76#1, %58 : tensor<2x2x3xf32>, tensor<2x2x3xf32>
}
func.func @f13_v0_v1(%arg0: tensor<2x2x2x3xf32>, %arg1: tensor<2x2x2x3xf32>, %arg2: tensor<2x2xi32>, %arg3: tensor<i32>) -> (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1, 3] : (tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %1 = stablehlo.transpose %arg1, dims = [1, 0, 2, 3] : (tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %5 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %6 = stablehlo.clamp %4, %arg2, %5 : tensor<2x2xi32>
  %7 = stablehlo.subtract %1, %0 : tensor<2x2x2x3xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %8:2 = stablehlo.while(%iterArg = %c_1, %iterArg_37 = %7) : tensor<i32>, tensor<2x2x2x3xf32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %109 = stablehlo.compare LT, %iterArg, %c_38 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %109 : tensor<i1>
  } do {
    %109 = stablehlo.subtract %1, %iterArg_37 : tensor<2x2x2x3xf32>
    %c_38 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
    %110 = stablehlo.broadcast_in_dim %c_38, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
    %111 = stablehlo.iota dim = 0 : tensor<2x2x1xi32>
    %112 = stablehlo.concatenate %111, %110, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
    %113 = stablehlo.reshape %112 : (tensor<2x2x2xi32>) -> tensor<4x2xi32>
    %114 = stablehlo.reshape %1 : (tensor<2x2x2x3xf32>) -> tensor<2x4x3xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [1, 2] : (tensor<4x2xi32>) -> tensor<2x4x2xi32>
    %116 = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
    %117 = stablehlo.concatenate %116, %115, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x2xi32>) -> tensor<2x4x3xi32>
    %118 = stablehlo.reshape %117 : (tensor<2x4x3xi32>) -> tensor<8x3xi32>
    %119 = stablehlo.reshape %114 : (tensor<2x4x3xf32>) -> tensor<8x3xf32>
    %120 = "stablehlo.scatter"(%109, %118, %119) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %122 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %122 : tensor<f32>
    }) : (tensor<2x2x2x3xf32>, tensor<8x3xi32>, tensor<8x3xf32>) -> tensor<2x2x2x3xf32>
    %c_39 = stablehlo.constant dense<1> : tensor<i32>
    %121 = stablehlo.add %iterArg, %c_39 : tensor<i32>
    stablehlo.return %121, %120 : tensor<i32>, tensor<2x2x2x3xf32>
  }
  %9 = stablehlo.subtract %1, %0 : tensor<2x2x2x3xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %10:2 = stablehlo.while(%iterArg = %c_2, %iterArg_37 = %9) : tensor<i32>, tensor<2x2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_38 = stablehlo.constant dense<2> : tensor<i32>
    %109 = stablehlo.compare LT, %iterArg, %c_38 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %109 : tensor<i1>
  } do {
    %109 = stablehlo.tanh %iterArg_37 : tensor<2x2x2x3xf32>
    %110 = stablehlo.exponential %109 : tensor<2x2x2x3xf32>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %111 = stablehlo.add %iterArg, %c_38 : tensor<i32>
    stablehlo.return %111, %110 : tensor<i32>, tensor<2x2x2x3xf32>
  }
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %13 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %15 = stablehlo.clamp %13, %arg2, %14 : tensor<2x2xi32>
  %16 = stablehlo.subtract %0, %1 : tensor<2x2x2x3xf32>
  %c_5 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  %17 = stablehlo.broadcast_in_dim %c_5, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
  %18 = stablehlo.iota dim = 0 : tensor<2x2x1xi32>
  %19 = stablehlo.concatenate %18, %17, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
  %20 = stablehlo.reshape %19 : (tensor<2x2x2xi32>) -> tensor<4x2xi32>
  %21 = stablehlo.reshape %0 : (tensor<2x2x2x3xf32>) -> tensor<2x4x3xf32>
  %22 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<4x2xi32>) -> tensor<2x4x2xi32>
  %23 = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
  %24 = stablehlo.concatenate %23, %22, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x2xi32>) -> tensor<2x4x3xi32>
  %25 = stablehlo.reshape %24 : (tensor<2x4x3xi32>) -> tensor<8x3xi32>
  %26 = stablehlo.reshape %21 : (tensor<2x4x3xf32>) -> tensor<8x3xf32>
  %27 = "stablehlo.scatter"(%16, %25, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<2x2x2x3xf32>, tensor<8x3xi32>, tensor<8x3xf32>) -> tensor<2x2x2x3xf32>
  %28 = stablehlo.subtract %0, %1 : tensor<2x2x2x3xf32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %31 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %32 = stablehlo.broadcast_in_dim %30, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %33 = stablehlo.clamp %31, %arg2, %32 : tensor<2x2xi32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<2> : tensor<i32>
  %34 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %36 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %37 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %38 = stablehlo.clamp %36, %arg2, %37 : tensor<2x2xi32>
  %39 = stablehlo.reshape %33 : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
  %40 = stablehlo.reshape %38 : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
  %41 = stablehlo.concatenate %39, %40, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
  %42 = "stablehlo.gather"(%0, %41) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 1>}> : (tensor<2x2x2x3xf32>, tensor<2x2x2xi32>) -> tensor<2x2x2x1xf32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %44 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %45 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %46 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %47 = stablehlo.clamp %45, %arg2, %46 : tensor<2x2xi32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<2> : tensor<i32>
  %48 = stablehlo.clamp %c_12, %arg3, %c_13 : tensor<i32>
  %c_14 = stablehlo.constant dense<0> : tensor<i32>
  %c_15 = stablehlo.constant dense<1> : tensor<i32>
  %c_16 = stablehlo.constant dense<2> : tensor<i32>
  %49:2 = stablehlo.while(%iterArg = %c_14, %iterArg_37 = %28) : tensor<i32>, tensor<2x2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %109 = stablehlo.compare LT, %iterArg, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %109 : tensor<i1>
  } do {
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %109 = stablehlo.dynamic_slice %47, %c_38, %iterArg, sizes = [2, 1] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
    %110 = stablehlo.reshape %109 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %111 = stablehlo.dynamic_slice %42, %c_40, %iterArg, %c_39, %c_39, sizes = [2, 1, 2, 1] : (tensor<2x2x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x1xf32>
    %112 = stablehlo.add %iterArg, %c_15 : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %c_43 = stablehlo.constant dense<2> : tensor<i32>
    %113:2 = stablehlo.while(%iterArg_44 = %c_41, %iterArg_45 = %iterArg_37) : tensor<i32>, tensor<2x2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %114 = stablehlo.compare LT, %iterArg_44, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %114 : tensor<i1>
    } do {
      %114 = stablehlo.dynamic_slice %110, %iterArg_44, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %115 = stablehlo.reshape %114 : (tensor<1xi32>) -> tensor<i32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %116 = stablehlo.dynamic_slice %111, %iterArg_44, %c_46, %c_46, %c_46, sizes = [1, 1, 2, 1] : (tensor<2x1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x1xf32>
      %117 = stablehlo.add %iterArg_44, %c_42 : tensor<i32>
      %118 = stablehlo.dynamic_update_slice %iterArg_45, %116, %iterArg_44, %iterArg, %115, %48 : (tensor<2x2x2x3xf32>, tensor<1x1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      stablehlo.return %117, %118 : tensor<i32>, tensor<2x2x2x3xf32>
    }
    stablehlo.return %112, %113#1 : tensor<i32>, tensor<2x2x2x3xf32>
  }
  %c_17 = stablehlo.constant dense<0> : tensor<i32>
  %50 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %51 = stablehlo.broadcast_in_dim %50, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %52 = stablehlo.compare LT, %15, %51, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %c_18 = stablehlo.constant dense<2> : tensor<i32>
  %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %55 = stablehlo.compare GE, %15, %54, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %56 = stablehlo.or %52, %55 : tensor<2x2xi1>
  %c_19 = stablehlo.constant dense<1> : tensor<i32>
  %57 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %59 = stablehlo.select %56, %58, %15 : tensor<2x2xi1>, tensor<2x2xi32>
  %c_20 = stablehlo.constant dense<0> : tensor<i32>
  %60 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %62 = stablehlo.compare EQ, %59, %61, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x2x3xi1>
  %64 = stablehlo.select %63, %27, %49#1 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %c_21 = stablehlo.constant dense<0> : tensor<i32>
  %65 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %66 = stablehlo.broadcast_in_dim %65, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %67 = stablehlo.compare LT, %6, %66, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %c_22 = stablehlo.constant dense<3> : tensor<i32>
  %68 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %70 = stablehlo.compare GE, %6, %69, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %71 = stablehlo.or %67, %70 : tensor<2x2xi1>
  %c_23 = stablehlo.constant dense<2> : tensor<i32>
  %72 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %73 = stablehlo.broadcast_in_dim %72, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %74 = stablehlo.select %71, %73, %6 : tensor<2x2xi1>, tensor<2x2xi32>
  %c_24 = stablehlo.constant dense<1> : tensor<i32>
  %75 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %76 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %77 = stablehlo.compare EQ, %74, %76, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x2x3xi1>
  %79 = stablehlo.select %78, %10#1, %64 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %c_25 = stablehlo.constant dense<0> : tensor<i32>
  %80 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %81 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %82 = stablehlo.compare EQ, %74, %81, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x2x3xi1>
  %84 = stablehlo.select %83, %8#1, %79 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %85 = stablehlo.multiply %84, %84 : tensor<2x2x2x3xf32>
  %86 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %87 = stablehlo.broadcast_in_dim %86, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %88 = stablehlo.add %85, %87 : tensor<2x2x2x3xf32>
  %89 = stablehlo.divide %0, %88 : tensor<2x2x2x3xf32>
  %c_26 = stablehlo.constant dense<0> : tensor<i32>
  %c_27 = stablehlo.constant dense<1> : tensor<i32>
  %90 = stablehlo.clamp %c_26, %arg3, %c_27 : tensor<i32>
  %c_28 = stablehlo.constant dense<0> : tensor<i32>
  %c_29 = stablehlo.constant dense<2> : tensor<i32>
  %91 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %92 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %93 = stablehlo.broadcast_in_dim %91, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %94 = stablehlo.broadcast_in_dim %92, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %95 = stablehlo.clamp %93, %arg2, %94 : tensor<2x2xi32>
  %96 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %97 = stablehlo.reshape %96 : (tensor<2xi32>) -> tensor<2x1xi32>
  %98 = stablehlo.reshape %95 : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
  %99 = stablehlo.broadcast_in_dim %97, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
  %100 = stablehlo.concatenate %99, %98, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
  %101 = "stablehlo.gather"(%0, %100) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x2x3xf32>, tensor<2x2x2xi32>) -> tensor<2x2x1x1xf32>
  %c_30 = stablehlo.constant dense<0> : tensor<i32>
  %c_31 = stablehlo.constant dense<1> : tensor<i32>
  %102 = stablehlo.clamp %c_30, %arg3, %c_31 : tensor<i32>
  %c_32 = stablehlo.constant dense<0> : tensor<i32>
  %c_33 = stablehlo.constant dense<2> : tensor<i32>
  %103 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %104 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %105 = stablehlo.broadcast_in_dim %103, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %106 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %107 = stablehlo.clamp %105, %arg2, %106 : tensor<2x2xi32>
  %c_34 = stablehlo.constant dense<0> : tensor<i32>
  %c_35 = stablehlo.constant dense<1> : tensor<i32>
  %c_36 = stablehlo.constant dense<2> : tensor<i32>
  %108:2 = stablehlo.while(%iterArg = %c_34, %iterArg_37 = %89) : tensor<i32>, tensor<2x2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %109 = stablehlo.compare LT, %iterArg, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %109 : tensor<i1>
  } do {
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %109 = stablehlo.dynamic_slice %107, %c_38, %iterArg, sizes = [2, 1] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
    %110 = stablehlo.reshape %109 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %111 = stablehlo.dynamic_slice %101, %c_40, %iterArg, %c_39, %c_39, sizes = [2, 1, 1, 1] : (tensor<2x2x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x1xf32>
    %112 = stablehlo.add %iterArg, %c_35 : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %c_43 = stablehlo.constant dense<2> : tensor<i32>
    %113:2 = stablehlo.while(%iterArg_44 = %c_41, %iterArg_45 = %iterArg_37) : tensor<i32>, tensor<2x2x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %114 = stablehlo.compare LT, %iterArg_44, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %114 : tensor<i1>
    } do {
      %114 = stablehlo.dynamic_slice %110, %iterArg_44, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %115 = stablehlo.reshape %114 : (tensor<1xi32>) -> tensor<i32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %116 = stablehlo.dynamic_slice %111, %iterArg_44, %c_46, %c_46, %c_46, sizes = [1, 1, 1, 1] : (tensor<2x1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x1xf32>
      %117 = stablehlo.add %iterArg_44, %c_42 : tensor<i32>
      %118 = stablehlo.dynamic_update_slice %iterArg_45, %116, %iterArg_44, %iterArg, %102, %115 : (tensor<2x2x2x3xf32>, tensor<1x1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      stablehlo.return %117, %118 : tensor<i32>, tensor<2x2x2x3xf32>
    }
    stablehlo.return %112, %113#1 : tensor<i32>, tensor<2x2x2x3xf32>
  }
  return %108#1, %84 : tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>
}
func.func @f13_v0_v1_fwd(%arg0: tensor<2x2x2x3xf32>, %arg1: tensor<2x2x2x3xf32>, %arg2: tensor<2x2xi32>, %arg3: tensor<i32>) -> (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<1x8x3xi32>, tensor<2x2x2x2x3xf32>, tensor<2x2x2x2x3xf32>, tensor<8x3xi1>, tensor<8x3xi32>, tensor<2x2x2x3xi1>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>) {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1, 3] : (tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %1 = stablehlo.transpose %arg1, dims = [1, 0, 2, 3] : (tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %5 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %6 = stablehlo.clamp %4, %arg2, %5 : tensor<2x2xi32>
  %7 = stablehlo.subtract %1, %0 : tensor<2x2x2x3xf32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<1x8x3xi32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %8:4 = stablehlo.while(%iterArg = %c_1, %iterArg_66 = %7, %iterArg_67 = %c_2, %iterArg_68 = %c_4) : tensor<i32>, tensor<2x2x2x3xf32>, tensor<1x8x3xi32>, tensor<i32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_69 = stablehlo.constant dense<1> : tensor<i32>
    %116 = stablehlo.compare LT, %iterArg_68, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %116 : tensor<i1>
  } do {
    %116 = stablehlo.subtract %1, %iterArg_66 : tensor<2x2x2x3xf32>
    %c_69 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
    %117 = stablehlo.broadcast_in_dim %c_69, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
    %118 = stablehlo.iota dim = 0 : tensor<2x2x1xi32>
    %119 = stablehlo.concatenate %118, %117, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
    %120 = stablehlo.reshape %119 : (tensor<2x2x2xi32>) -> tensor<4x2xi32>
    %121 = stablehlo.reshape %1 : (tensor<2x2x2x3xf32>) -> tensor<2x4x3xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [1, 2] : (tensor<4x2xi32>) -> tensor<2x4x2xi32>
    %123 = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
    %124 = stablehlo.concatenate %123, %122, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x2xi32>) -> tensor<2x4x3xi32>
    %125 = stablehlo.reshape %124 : (tensor<2x4x3xi32>) -> tensor<8x3xi32>
    %126 = stablehlo.reshape %121 : (tensor<2x4x3xf32>) -> tensor<8x3xf32>
    %127 = "stablehlo.scatter"(%116, %125, %126) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %132 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %132 : tensor<f32>
    }) : (tensor<2x2x2x3xf32>, tensor<8x3xi32>, tensor<8x3xf32>) -> tensor<2x2x2x3xf32>
    %c_70 = stablehlo.constant dense<1> : tensor<i32>
    %128 = stablehlo.add %iterArg, %c_70 : tensor<i32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.reshape %125 : (tensor<8x3xi32>) -> tensor<1x8x3xi32>
    %130 = stablehlo.dynamic_update_slice %iterArg_67, %129, %iterArg_68, %c_71, %c_71 : (tensor<1x8x3xi32>, tensor<1x8x3xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x3xi32>
    %c_72 = stablehlo.constant dense<1> : tensor<i32>
    %131 = stablehlo.add %iterArg_68, %c_72 : tensor<i32>
    stablehlo.return %128, %127, %130, %131 : tensor<i32>, tensor<2x2x2x3xf32>, tensor<1x8x3xi32>, tensor<i32>
  }
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %9 = stablehlo.subtract %1, %0 : tensor<2x2x2x3xf32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x2x3xf32>
  %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x2x3xf32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %10:5 = stablehlo.while(%iterArg = %c_7, %iterArg_66 = %9, %iterArg_67 = %cst, %iterArg_68 = %cst_8, %iterArg_69 = %c_10) : tensor<i32>, tensor<2x2x2x3xf32>, tensor<2x2x2x2x3xf32>, tensor<2x2x2x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_70 = stablehlo.constant dense<2> : tensor<i32>
    %116 = stablehlo.compare LT, %iterArg_69, %c_70, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %116 : tensor<i1>
  } do {
    %116 = stablehlo.tanh %iterArg_66 : tensor<2x2x2x3xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<2x2x2x3xf32>
    %117 = stablehlo.multiply %116, %116 : tensor<2x2x2x3xf32>
    %118 = stablehlo.subtract %cst_70, %117 : tensor<2x2x2x3xf32>
    %119 = stablehlo.exponential %116 : tensor<2x2x2x3xf32>
    %c_71 = stablehlo.constant dense<1> : tensor<i32>
    %120 = stablehlo.add %iterArg, %c_71 : tensor<i32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %121 = stablehlo.reshape %118 : (tensor<2x2x2x3xf32>) -> tensor<1x2x2x2x3xf32>
    %122 = stablehlo.dynamic_update_slice %iterArg_67, %121, %iterArg_69, %c_72, %c_72, %c_72, %c_72 : (tensor<2x2x2x2x3xf32>, tensor<1x2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x2x3xf32>
    %123 = stablehlo.reshape %119 : (tensor<2x2x2x3xf32>) -> tensor<1x2x2x2x3xf32>
    %124 = stablehlo.dynamic_update_slice %iterArg_68, %123, %iterArg_69, %c_72, %c_72, %c_72, %c_72 : (tensor<2x2x2x2x3xf32>, tensor<1x2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x2x3xf32>
    %c_73 = stablehlo.constant dense<1> : tensor<i32>
    %125 = stablehlo.add %iterArg_69, %c_73 : tensor<i32>
    stablehlo.return %120, %119, %122, %124, %125 : tensor<i32>, tensor<2x2x2x3xf32>, tensor<2x2x2x2x3xf32>, tensor<2x2x2x2x3xf32>, tensor<i32>
  }
  %c_11 = stablehlo.constant dense<0> : tensor<i32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %c_14 = stablehlo.constant dense<1> : tensor<i32>
  %11 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %12 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %13 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %15 = stablehlo.clamp %13, %arg2, %14 : tensor<2x2xi32>
  %16 = stablehlo.subtract %0, %1 : tensor<2x2x2x3xf32>
  %c_15 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  %17 = stablehlo.broadcast_in_dim %c_15, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
  %18 = stablehlo.iota dim = 0 : tensor<2x2x1xi32>
  %19 = stablehlo.concatenate %18, %17, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
  %20 = stablehlo.reshape %19 : (tensor<2x2x2xi32>) -> tensor<4x2xi32>
  %21 = stablehlo.reshape %0 : (tensor<2x2x2x3xf32>) -> tensor<2x4x3xf32>
  %22 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<4x2xi32>) -> tensor<2x4x2xi32>
  %23 = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
  %24 = stablehlo.concatenate %23, %22, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x2xi32>) -> tensor<2x4x3xi32>
  %25 = stablehlo.reshape %24 : (tensor<2x4x3xi32>) -> tensor<8x3xi32>
  %26 = stablehlo.reshape %21 : (tensor<2x4x3xf32>) -> tensor<8x3xf32>
  %27 = "stablehlo.scatter"(%16, %25, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    stablehlo.return %arg5 : tensor<f32>
  }) : (tensor<2x2x2x3xf32>, tensor<8x3xi32>, tensor<8x3xf32>) -> tensor<2x2x2x3xf32>
  %28 = stablehlo.iota dim = 0 : tensor<24xi32>
  %c_16 = stablehlo.constant dense<1> : tensor<24xi32>
  %29 = stablehlo.add %28, %c_16 : tensor<24xi32>
  %30 = stablehlo.reshape %29 : (tensor<24xi32>) -> tensor<8x3xi32>
  %c_17 = stablehlo.constant dense<0> : tensor<2x2x2x3xi32>
  %31 = "stablehlo.scatter"(%c_17, %25, %30) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
    stablehlo.return %arg5 : tensor<i32>
  }) : (tensor<2x2x2x3xi32>, tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<2x2x2x3xi32>
  %32 = "stablehlo.gather"(%31, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 3>}> : (tensor<2x2x2x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi32>
  %33 = stablehlo.compare EQ, %32, %30, SIGNED : (tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi1>
  %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
  %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x3xf32>
  %34 = stablehlo.compare NE, %31, %c_17, SIGNED : (tensor<2x2x2x3xi32>, tensor<2x2x2x3xi32>) -> tensor<2x2x2x3xi1>
  %35 = stablehlo.subtract %0, %1 : tensor<2x2x2x3xf32>
  %c_20 = stablehlo.constant dense<0> : tensor<i32>
  %c_21 = stablehlo.constant dense<0> : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %37 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %38 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %39 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %40 = stablehlo.clamp %38, %arg2, %39 : tensor<2x2xi32>
  %c_22 = stablehlo.constant dense<0> : tensor<i32>
  %c_23 = stablehlo.constant dense<2> : tensor<i32>
  %41 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %42 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %43 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %44 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %45 = stablehlo.clamp %43, %arg2, %44 : tensor<2x2xi32>
  %46 = stablehlo.reshape %40 : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
  %47 = stablehlo.reshape %45 : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
  %48 = stablehlo.concatenate %46, %47, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
  %49 = "stablehlo.gather"(%0, %48) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 1>}> : (tensor<2x2x2x3xf32>, tensor<2x2x2xi32>) -> tensor<2x2x2x1xf32>
  %c_24 = stablehlo.constant dense<0> : tensor<i32>
  %c_25 = stablehlo.constant dense<0> : tensor<i32>
  %50 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %51 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %52 = stablehlo.broadcast_in_dim %50, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %53 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %54 = stablehlo.clamp %52, %arg2, %53 : tensor<2x2xi32>
  %c_26 = stablehlo.constant dense<0> : tensor<i32>
  %c_27 = stablehlo.constant dense<2> : tensor<i32>
  %55 = stablehlo.clamp %c_26, %arg3, %c_27 : tensor<i32>
  %c_28 = stablehlo.constant dense<0> : tensor<i32>
  %c_29 = stablehlo.constant dense<1> : tensor<i32>
  %c_30 = stablehlo.constant dense<2> : tensor<i32>
  %c_31 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_32 = stablehlo.constant dense<0> : tensor<2x2xi32>
  %c_33 = stablehlo.constant dense<0> : tensor<2x2xi32>
  %c_34 = stablehlo.constant dense<0> : tensor<i32>
  %c_35 = stablehlo.constant dense<0> : tensor<i32>
  %56:6 = stablehlo.while(%iterArg = %c_28, %iterArg_66 = %35, %iterArg_67 = %c_31, %iterArg_68 = %c_32, %iterArg_69 = %c_33, %iterArg_70 = %c_35) : tensor<i32>, tensor<2x2x2x3xf32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_71 = stablehlo.constant dense<2> : tensor<i32>
    %116 = stablehlo.compare LT, %iterArg_70, %c_71, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %116 : tensor<i1>
  } do {
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %116 = stablehlo.dynamic_slice %54, %c_71, %iterArg, sizes = [2, 1] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
    %117 = stablehlo.reshape %116 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.dynamic_slice %49, %c_73, %iterArg, %c_72, %c_72, sizes = [2, 1, 2, 1] : (tensor<2x2x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x1xf32>
    %119 = stablehlo.add %iterArg, %c_29 : tensor<i32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %c_75 = stablehlo.constant dense<1> : tensor<i32>
    %c_76 = stablehlo.constant dense<2> : tensor<i32>
    %c_77 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_78 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %120:5 = stablehlo.while(%iterArg_85 = %c_74, %iterArg_86 = %iterArg_66, %iterArg_87 = %c_77, %iterArg_88 = %c_78, %iterArg_89 = %c_80) : tensor<i32>, tensor<2x2x2x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_90 = stablehlo.constant dense<2> : tensor<i32>
      %128 = stablehlo.compare LT, %iterArg_89, %c_90, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %128 : tensor<i1>
    } do {
      %128 = stablehlo.dynamic_slice %117, %iterArg_85, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %129 = stablehlo.reshape %128 : (tensor<1xi32>) -> tensor<i32>
      %c_90 = stablehlo.constant dense<0> : tensor<i32>
      %130 = stablehlo.dynamic_slice %118, %iterArg_85, %c_90, %c_90, %c_90, sizes = [1, 1, 2, 1] : (tensor<2x1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x1xf32>
      %131 = stablehlo.add %iterArg_85, %c_75 : tensor<i32>
      %132 = stablehlo.dynamic_update_slice %iterArg_86, %130, %iterArg_85, %iterArg, %129, %55 : (tensor<2x2x2x3xf32>, tensor<1x1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      %c_91 = stablehlo.constant dense<0> : tensor<i32>
      %133 = stablehlo.reshape %iterArg_85 : (tensor<i32>) -> tensor<1xi32>
      %134 = stablehlo.dynamic_update_slice %iterArg_87, %133, %iterArg_89 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %135 = stablehlo.reshape %129 : (tensor<i32>) -> tensor<1xi32>
      %136 = stablehlo.dynamic_update_slice %iterArg_88, %135, %iterArg_89 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %c_92 = stablehlo.constant dense<1> : tensor<i32>
      %137 = stablehlo.add %iterArg_89, %c_92 : tensor<i32>
      stablehlo.return %131, %132, %134, %136, %137 : tensor<i32>, tensor<2x2x2x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>
    }
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %121 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %122 = stablehlo.dynamic_update_slice %iterArg_67, %121, %iterArg_70 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %123 = stablehlo.reshape %120#2 : (tensor<2xi32>) -> tensor<1x2xi32>
    %124 = stablehlo.dynamic_update_slice %iterArg_68, %123, %iterArg_70, %c_83 : (tensor<2x2xi32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
    %125 = stablehlo.reshape %120#3 : (tensor<2xi32>) -> tensor<1x2xi32>
    %126 = stablehlo.dynamic_update_slice %iterArg_69, %125, %iterArg_70, %c_83 : (tensor<2x2xi32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
    %c_84 = stablehlo.constant dense<1> : tensor<i32>
    %127 = stablehlo.add %iterArg_70, %c_84 : tensor<i32>
    stablehlo.return %119, %120#1, %122, %124, %126, %127 : tensor<i32>, tensor<2x2x2x3xf32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>
  }
  %c_36 = stablehlo.constant dense<0> : tensor<i32>
  %c_37 = stablehlo.constant dense<0> : tensor<i32>
  %c_38 = stablehlo.constant dense<0> : tensor<i32>
  %57 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %59 = stablehlo.compare LT, %15, %58, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %c_39 = stablehlo.constant dense<2> : tensor<i32>
  %60 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %62 = stablehlo.compare GE, %15, %61, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %63 = stablehlo.or %59, %62 : tensor<2x2xi1>
  %c_40 = stablehlo.constant dense<1> : tensor<i32>
  %64 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %65 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %66 = stablehlo.select %63, %65, %15 : tensor<2x2xi1>, tensor<2x2xi32>
  %c_41 = stablehlo.constant dense<0> : tensor<i32>
  %67 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %68 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %69 = stablehlo.compare EQ, %66, %68, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x2x3xi1>
  %71 = stablehlo.select %70, %27, %56#1 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %c_42 = stablehlo.constant dense<0> : tensor<i32>
  %72 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %73 = stablehlo.broadcast_in_dim %72, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %74 = stablehlo.compare LT, %6, %73, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %c_43 = stablehlo.constant dense<3> : tensor<i32>
  %75 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %76 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %77 = stablehlo.compare GE, %6, %76, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %78 = stablehlo.or %74, %77 : tensor<2x2xi1>
  %c_44 = stablehlo.constant dense<2> : tensor<i32>
  %79 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %80 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %81 = stablehlo.select %78, %80, %6 : tensor<2x2xi1>, tensor<2x2xi32>
  %c_45 = stablehlo.constant dense<1> : tensor<i32>
  %82 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %83 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %84 = stablehlo.compare EQ, %81, %83, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x2x3xi1>
  %86 = stablehlo.select %85, %10#1, %71 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %c_46 = stablehlo.constant dense<0> : tensor<i32>
  %87 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %88 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %89 = stablehlo.compare EQ, %81, %88, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x2x3xi1>
  %91 = stablehlo.select %90, %8#1, %86 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %92 = stablehlo.multiply %91, %91 : tensor<2x2x2x3xf32>
  %93 = stablehlo.broadcast_in_dim %cst_47, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %94 = stablehlo.broadcast_in_dim %93, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %95 = stablehlo.add %92, %94 : tensor<2x2x2x3xf32>
  %96 = stablehlo.divide %0, %95 : tensor<2x2x2x3xf32>
  %c_48 = stablehlo.constant dense<0> : tensor<i32>
  %c_49 = stablehlo.constant dense<1> : tensor<i32>
  %97 = stablehlo.clamp %c_48, %arg3, %c_49 : tensor<i32>
  %c_50 = stablehlo.constant dense<0> : tensor<i32>
  %c_51 = stablehlo.constant dense<2> : tensor<i32>
  %98 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %99 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %100 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %101 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %102 = stablehlo.clamp %100, %arg2, %101 : tensor<2x2xi32>
  %103 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %104 = stablehlo.reshape %103 : (tensor<2xi32>) -> tensor<2x1xi32>
  %105 = stablehlo.reshape %102 : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
  %106 = stablehlo.broadcast_in_dim %104, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<2x2x1xi32>
  %107 = stablehlo.concatenate %106, %105, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
  %108 = "stablehlo.gather"(%0, %107) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x2x3xf32>, tensor<2x2x2xi32>) -> tensor<2x2x1x1xf32>
  %c_52 = stablehlo.constant dense<0> : tensor<i32>
  %c_53 = stablehlo.constant dense<1> : tensor<i32>
  %109 = stablehlo.clamp %c_52, %arg3, %c_53 : tensor<i32>
  %c_54 = stablehlo.constant dense<0> : tensor<i32>
  %c_55 = stablehlo.constant dense<2> : tensor<i32>
  %110 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %111 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %112 = stablehlo.broadcast_in_dim %110, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %113 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<2xi32>) -> tensor<2x2xi32>
  %114 = stablehlo.clamp %112, %arg2, %113 : tensor<2x2xi32>
  %c_56 = stablehlo.constant dense<0> : tensor<i32>
  %c_57 = stablehlo.constant dense<1> : tensor<i32>
  %c_58 = stablehlo.constant dense<2> : tensor<i32>
  %c_59 = stablehlo.constant dense<0> : tensor<2xi32>
  %c_60 = stablehlo.constant dense<0> : tensor<2x2xi32>
  %c_61 = stablehlo.constant dense<0> : tensor<2x2xi32>
  %c_62 = stablehlo.constant dense<0> : tensor<i32>
  %c_63 = stablehlo.constant dense<0> : tensor<i32>
  %115:6 = stablehlo.while(%iterArg = %c_56, %iterArg_66 = %96, %iterArg_67 = %c_59, %iterArg_68 = %c_60, %iterArg_69 = %c_61, %iterArg_70 = %c_63) : tensor<i32>, tensor<2x2x2x3xf32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_71 = stablehlo.constant dense<2> : tensor<i32>
    %116 = stablehlo.compare LT, %iterArg_70, %c_71, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %116 : tensor<i1>
  } do {
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %116 = stablehlo.dynamic_slice %114, %c_71, %iterArg, sizes = [2, 1] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
    %117 = stablehlo.reshape %116 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.dynamic_slice %108, %c_73, %iterArg, %c_72, %c_72, sizes = [2, 1, 1, 1] : (tensor<2x2x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x1xf32>
    %119 = stablehlo.add %iterArg, %c_57 : tensor<i32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %c_75 = stablehlo.constant dense<1> : tensor<i32>
    %c_76 = stablehlo.constant dense<2> : tensor<i32>
    %c_77 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_78 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %120:5 = stablehlo.while(%iterArg_85 = %c_74, %iterArg_86 = %iterArg_66, %iterArg_87 = %c_77, %iterArg_88 = %c_78, %iterArg_89 = %c_80) : tensor<i32>, tensor<2x2x2x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_90 = stablehlo.constant dense<2> : tensor<i32>
      %128 = stablehlo.compare LT, %iterArg_89, %c_90, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %128 : tensor<i1>
    } do {
      %128 = stablehlo.dynamic_slice %117, %iterArg_85, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %129 = stablehlo.reshape %128 : (tensor<1xi32>) -> tensor<i32>
      %c_90 = stablehlo.constant dense<0> : tensor<i32>
      %130 = stablehlo.dynamic_slice %118, %iterArg_85, %c_90, %c_90, %c_90, sizes = [1, 1, 1, 1] : (tensor<2x1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x1xf32>
      %131 = stablehlo.add %iterArg_85, %c_75 : tensor<i32>
      %132 = stablehlo.dynamic_update_slice %iterArg_86, %130, %iterArg_85, %iterArg, %109, %129 : (tensor<2x2x2x3xf32>, tensor<1x1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      %c_91 = stablehlo.constant dense<0> : tensor<i32>
      %133 = stablehlo.reshape %iterArg_85 : (tensor<i32>) -> tensor<1xi32>
      %134 = stablehlo.dynamic_update_slice %iterArg_87, %133, %iterArg_89 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %135 = stablehlo.reshape %129 : (tensor<i32>) -> tensor<1xi32>
      %136 = stablehlo.dynamic_update_slice %iterArg_88, %135, %iterArg_89 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %c_92 = stablehlo.constant dense<1> : tensor<i32>
      %137 = stablehlo.add %iterArg_89, %c_92 : tensor<i32>
      stablehlo.return %131, %132, %134, %136, %137 : tensor<i32>, tensor<2x2x2x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>
    }
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %121 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
    %122 = stablehlo.dynamic_update_slice %iterArg_67, %121, %iterArg_70 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %123 = stablehlo.reshape %120#2 : (tensor<2xi32>) -> tensor<1x2xi32>
    %124 = stablehlo.dynamic_update_slice %iterArg_68, %123, %iterArg_70, %c_83 : (tensor<2x2xi32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
    %125 = stablehlo.reshape %120#3 : (tensor<2xi32>) -> tensor<1x2xi32>
    %126 = stablehlo.dynamic_update_slice %iterArg_69, %125, %iterArg_70, %c_83 : (tensor<2x2xi32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
    %c_84 = stablehlo.constant dense<1> : tensor<i32>
    %127 = stablehlo.add %iterArg_70, %c_84 : tensor<i32>
    stablehlo.return %119, %120#1, %122, %124, %126, %127 : tensor<i32>, tensor<2x2x2x3xf32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>
  }
  %c_64 = stablehlo.constant dense<0> : tensor<i32>
  %c_65 = stablehlo.constant dense<0> : tensor<i32>
  return %115#1, %91, %8#2, %10#2, %10#3, %33, %25, %34, %48, %56#2, %56#3, %56#4, %55, %70, %85, %90, %91, %95, %96, %107, %115#2, %115#3, %115#4, %109 : tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<1x8x3xi32>, tensor<2x2x2x2x3xf32>, tensor<2x2x2x2x3xf32>, tensor<8x3xi1>, tensor<8x3xi32>, tensor<2x2x2x3xi1>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>
}
func.func @f13_v0_v1_lin(%arg0: tensor<1x8x3xi32>, %arg1: tensor<2x2x2x2x3xf32>, %arg2: tensor<2x2x2x2x3xf32>, %arg3: tensor<8x3xi1>, %arg4: tensor<8x3xi32>, %arg5: tensor<2x2x2x3xi1>, %arg6: tensor<2x2x2xi32>, %arg7: tensor<2xi32>, %arg8: tensor<2x2xi32>, %arg9: tensor<2x2xi32>, %arg10: tensor<i32>, %arg11: tensor<2x2x2x3xi1>, %arg12: tensor<2x2x2x3xi1>, %arg13: tensor<2x2x2x3xi1>, %arg14: tensor<2x2x2x3xf32>, %arg15: tensor<2x2x2x3xf32>, %arg16: tensor<2x2x2x3xf32>, %arg17: tensor<2x2x2xi32>, %arg18: tensor<2xi32>, %arg19: tensor<2x2xi32>, %arg20: tensor<2x2xi32>, %arg21: tensor<i32>, %arg22: tensor<2x2x2x3xf32>, %arg23: tensor<2x2x2x3xf32>) -> (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) attributes {hostcall.num_residuals = 22 : i64} {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x3xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg22, dims = [2, 0, 1, 3] : (tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %1 = stablehlo.transpose %arg23, dims = [1, 0, 2, 3] : (tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %2 = stablehlo.negate %0 : tensor<2x2x2x3xf32>
  %3 = stablehlo.add %1, %2 : tensor<2x2x2x3xf32>
  %4:2 = stablehlo.while(%iterArg = %3, %iterArg_4 = %c) : tensor<2x2x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 1 : i64}
  cond {
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %32 : tensor<i1>
  } do {
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.dynamic_slice %arg0, %iterArg_4, %c_5, %c_5, sizes = [1, 8, 3] : (tensor<1x8x3xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x3xi32>
    %33 = stablehlo.reshape %32 : (tensor<1x8x3xi32>) -> tensor<8x3xi32>
    %34 = stablehlo.negate %iterArg : tensor<2x2x2x3xf32>
    %35 = stablehlo.add %1, %34 : tensor<2x2x2x3xf32>
    %36 = stablehlo.reshape %1 : (tensor<2x2x2x3xf32>) -> tensor<2x4x3xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x4x3xf32>) -> tensor<8x3xf32>
    %38 = "stablehlo.scatter"(%35, %33, %37) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %40 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %40 : tensor<f32>
    }) : (tensor<2x2x2x3xf32>, tensor<8x3xi32>, tensor<8x3xf32>) -> tensor<2x2x2x3xf32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
    stablehlo.return %38, %39 : tensor<2x2x2x3xf32>, tensor<i32>
  }
  %5 = stablehlo.negate %0 : tensor<2x2x2x3xf32>
  %6 = stablehlo.add %1, %5 : tensor<2x2x2x3xf32>
  %7:2 = stablehlo.while(%iterArg = %6, %iterArg_4 = %c_0) : tensor<2x2x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
  cond {
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %32 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %32 : tensor<i1>
  } do {
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.dynamic_slice %arg1, %iterArg_4, %c_5, %c_5, %c_5, %c_5, sizes = [1, 2, 2, 2, 3] : (tensor<2x2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x2x3xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %34 = stablehlo.dynamic_slice %arg2, %iterArg_4, %c_5, %c_5, %c_5, %c_5, sizes = [1, 2, 2, 2, 3] : (tensor<2x2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x2x3xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %36 = stablehlo.multiply %iterArg, %33 : tensor<2x2x2x3xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<2x2x2x3xf32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %38 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
    stablehlo.return %37, %38 : tensor<2x2x2x3xf32>, tensor<i32>
  }
  %8 = stablehlo.negate %1 : tensor<2x2x2x3xf32>
  %9 = stablehlo.add %0, %8 : tensor<2x2x2x3xf32>
  %10 = stablehlo.reshape %0 : (tensor<2x2x2x3xf32>) -> tensor<2x4x3xf32>
  %11 = stablehlo.reshape %10 : (tensor<2x4x3xf32>) -> tensor<8x3xf32>
  %12 = stablehlo.select %arg3, %11, %cst : tensor<8x3xi1>, tensor<8x3xf32>
  %13 = "stablehlo.scatter"(%cst_1, %arg4, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
    %32 = stablehlo.add %arg24, %arg25 : tensor<f32>
    stablehlo.return %32 : tensor<f32>
  }) : (tensor<2x2x2x3xf32>, tensor<8x3xi32>, tensor<8x3xf32>) -> tensor<2x2x2x3xf32>
  %14 = stablehlo.select %arg5, %13, %9 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %15 = stablehlo.negate %1 : tensor<2x2x2x3xf32>
  %16 = stablehlo.add %0, %15 : tensor<2x2x2x3xf32>
  %17 = "stablehlo.gather"(%0, %arg6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 1>}> : (tensor<2x2x2x3xf32>, tensor<2x2x2xi32>) -> tensor<2x2x2x1xf32>
  %18:2 = stablehlo.while(%iterArg = %16, %iterArg_4 = %c_2) : tensor<2x2x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
  cond {
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %32 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %32 : tensor<i1>
  } do {
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.dynamic_slice %arg7, %iterArg_4, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
    %34 = stablehlo.dynamic_slice %arg8, %iterArg_4, %c_5, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %35 = stablehlo.reshape %34 : (tensor<1x2xi32>) -> tensor<2xi32>
    %36 = stablehlo.dynamic_slice %arg9, %iterArg_4, %c_5, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %37 = stablehlo.reshape %36 : (tensor<1x2xi32>) -> tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.dynamic_slice %17, %c_7, %33, %c_6, %c_6, sizes = [2, 1, 2, 1] : (tensor<2x2x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x1xf32>
    %39:2 = stablehlo.while(%iterArg_10 = %iterArg, %iterArg_11 = %c_8) : tensor<2x2x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
    cond {
      %c_12 = stablehlo.constant dense<2> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %41 = stablehlo.dynamic_slice %35, %iterArg_11, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %42 = stablehlo.reshape %41 : (tensor<1xi32>) -> tensor<i32>
      %43 = stablehlo.dynamic_slice %37, %iterArg_11, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %44 = stablehlo.reshape %43 : (tensor<1xi32>) -> tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %45 = stablehlo.dynamic_slice %38, %42, %c_13, %c_13, %c_13, sizes = [1, 1, 2, 1] : (tensor<2x1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x1xf32>
      %46 = stablehlo.dynamic_update_slice %iterArg_10, %45, %42, %33, %44, %arg10 : (tensor<2x2x2x3xf32>, tensor<1x1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %47 = stablehlo.add %iterArg_11, %c_14 : tensor<i32>
      stablehlo.return %46, %47 : tensor<2x2x2x3xf32>, tensor<i32>
    }
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.add %iterArg_4, %c_9 : tensor<i32>
    stablehlo.return %39#0, %40 : tensor<2x2x2x3xf32>, tensor<i32>
  }
  %19 = stablehlo.select %arg11, %14, %18#0 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %20 = stablehlo.select %arg12, %7#0, %19 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %21 = stablehlo.select %arg13, %4#0, %20 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %22 = stablehlo.multiply %21, %arg14 : tensor<2x2x2x3xf32>
  %23 = stablehlo.multiply %arg14, %21 : tensor<2x2x2x3xf32>
  %24 = stablehlo.add %22, %23 : tensor<2x2x2x3xf32>
  %25 = stablehlo.divide %0, %arg15 : tensor<2x2x2x3xf32>
  %26 = stablehlo.multiply %24, %arg16 : tensor<2x2x2x3xf32>
  %27 = stablehlo.divide %26, %arg15 : tensor<2x2x2x3xf32>
  %28 = stablehlo.negate %27 : tensor<2x2x2x3xf32>
  %29 = stablehlo.add %25, %28 : tensor<2x2x2x3xf32>
  %30 = "stablehlo.gather"(%0, %arg17) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x2x3xf32>, tensor<2x2x2xi32>) -> tensor<2x2x1x1xf32>
  %31:2 = stablehlo.while(%iterArg = %29, %iterArg_4 = %c_3) : tensor<2x2x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
  cond {
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %32 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %32 : tensor<i1>
  } do {
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.dynamic_slice %arg18, %iterArg_4, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
    %34 = stablehlo.dynamic_slice %arg19, %iterArg_4, %c_5, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %35 = stablehlo.reshape %34 : (tensor<1x2xi32>) -> tensor<2xi32>
    %36 = stablehlo.dynamic_slice %arg20, %iterArg_4, %c_5, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %37 = stablehlo.reshape %36 : (tensor<1x2xi32>) -> tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.dynamic_slice %30, %c_7, %33, %c_6, %c_6, sizes = [2, 1, 1, 1] : (tensor<2x2x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x1xf32>
    %39:2 = stablehlo.while(%iterArg_10 = %iterArg, %iterArg_11 = %c_8) : tensor<2x2x2x3xf32>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
    cond {
      %c_12 = stablehlo.constant dense<2> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %41 = stablehlo.dynamic_slice %35, %iterArg_11, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %42 = stablehlo.reshape %41 : (tensor<1xi32>) -> tensor<i32>
      %43 = stablehlo.dynamic_slice %37, %iterArg_11, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %44 = stablehlo.reshape %43 : (tensor<1xi32>) -> tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %45 = stablehlo.dynamic_slice %38, %42, %c_13, %c_13, %c_13, sizes = [1, 1, 1, 1] : (tensor<2x1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x1xf32>
      %46 = stablehlo.dynamic_update_slice %iterArg_10, %45, %42, %33, %arg21, %44 : (tensor<2x2x2x3xf32>, tensor<1x1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %47 = stablehlo.add %iterArg_11, %c_14 : tensor<i32>
      stablehlo.return %46, %47 : tensor<2x2x2x3xf32>, tensor<i32>
    }
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.add %iterArg_4, %c_9 : tensor<i32>
    stablehlo.return %39#0, %40 : tensor<2x2x2x3xf32>, tensor<i32>
  }
  return %31#0, %21 : tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>
}
func.func @f13_v0_v1_lin_t(%arg0: tensor<1x8x3xi32>, %arg1: tensor<2x2x2x2x3xf32>, %arg2: tensor<2x2x2x2x3xf32>, %arg3: tensor<8x3xi1>, %arg4: tensor<8x3xi32>, %arg5: tensor<2x2x2x3xi1>, %arg6: tensor<2x2x2xi32>, %arg7: tensor<2xi32>, %arg8: tensor<2x2xi32>, %arg9: tensor<2x2xi32>, %arg10: tensor<i32>, %arg11: tensor<2x2x2x3xi1>, %arg12: tensor<2x2x2x3xi1>, %arg13: tensor<2x2x2x3xi1>, %arg14: tensor<2x2x2x3xf32>, %arg15: tensor<2x2x2x3xf32>, %arg16: tensor<2x2x2x3xf32>, %arg17: tensor<2x2x2xi32>, %arg18: tensor<2xi32>, %arg19: tensor<2x2xi32>, %arg20: tensor<2x2xi32>, %arg21: tensor<i32>, %arg22: tensor<2x2x2x3xf32>, %arg23: tensor<2x2x2x3xf32>) -> (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x3xf32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x1x1xf32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %arg22, %iterArg_30 = %cst_5, %iterArg_31 = %c_7) : tensor<2x2x2x3xf32>, tensor<2x2x1x1xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %47 = stablehlo.compare LT, %iterArg_31, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %47 : tensor<i1>
  } do {
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.subtract %c_32, %iterArg_31 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.dynamic_slice %arg18, %47, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %49 = stablehlo.reshape %48 : (tensor<1xi32>) -> tensor<i32>
    %50 = stablehlo.dynamic_slice %arg19, %47, %c_33, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %51 = stablehlo.reshape %50 : (tensor<1x2xi32>) -> tensor<2xi32>
    %52 = stablehlo.dynamic_slice %arg20, %47, %c_33, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %53 = stablehlo.reshape %52 : (tensor<1x2xi32>) -> tensor<2xi32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %54 = stablehlo.add %47, %c_37 : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x1x1xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %55:3 = stablehlo.while(%iterArg_44 = %iterArg, %iterArg_45 = %cst_39, %iterArg_46 = %c_41) : tensor<2x2x2x3xf32>, tensor<2x1x1x1xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_47 = stablehlo.constant dense<2> : tensor<i32>
      %59 = stablehlo.compare LT, %iterArg_46, %c_47, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %59 : tensor<i1>
    } do {
      %c_47 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.subtract %c_47, %iterArg_46 : tensor<i32>
      %c_48 = stablehlo.constant dense<0> : tensor<i32>
      %60 = stablehlo.dynamic_slice %51, %59, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %61 = stablehlo.reshape %60 : (tensor<1xi32>) -> tensor<i32>
      %62 = stablehlo.dynamic_slice %53, %59, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %63 = stablehlo.reshape %62 : (tensor<1xi32>) -> tensor<i32>
      %c_49 = stablehlo.constant dense<0> : tensor<i32>
      %c_50 = stablehlo.constant dense<1> : tensor<i32>
      %64 = stablehlo.add %59, %c_50 : tensor<i32>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1x1xf32>
      %65 = stablehlo.dynamic_update_slice %iterArg_44, %cst_51, %61, %49, %arg21, %63 : (tensor<2x2x2x3xf32>, tensor<1x1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      %66 = stablehlo.dynamic_slice %iterArg_44, %61, %49, %arg21, %63, sizes = [1, 1, 1, 1] : (tensor<2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x1xf32>
      %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x1x1xf32>
      %67 = stablehlo.dynamic_update_slice %cst_52, %66, %61, %c_49, %c_49, %c_49 : (tensor<2x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x1xf32>
      %68 = stablehlo.add %iterArg_45, %67 : tensor<2x1x1x1xf32>
      %c_53 = stablehlo.constant dense<1> : tensor<i32>
      %69 = stablehlo.add %iterArg_46, %c_53 : tensor<i32>
      stablehlo.return %65, %68, %69 : tensor<2x2x2x3xf32>, tensor<2x1x1x1xf32>, tensor<i32>
    }
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x1x1xf32>
    %56 = stablehlo.dynamic_update_slice %cst_42, %55#1, %c_35, %49, %c_34, %c_34 : (tensor<2x2x1x1xf32>, tensor<2x1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x1xf32>
    %57 = stablehlo.add %iterArg_30, %56 : tensor<2x2x1x1xf32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.add %iterArg_31, %c_43 : tensor<i32>
    stablehlo.return %55#0, %57, %58 : tensor<2x2x2x3xf32>, tensor<2x2x1x1xf32>, tensor<i32>
  }
  %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x3xf32>
  %c_9 = stablehlo.constant dense<0> : tensor<2x2x2xi32>
  %c_10 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.broadcast_in_dim %c_10, dims = [2] : (tensor<2xi32>) -> tensor<2x2x2xi32>
  %2 = stablehlo.clamp %c_9, %arg17, %1 : tensor<2x2x2xi32>
  %3 = "stablehlo.scatter"(%cst_8, %2, %0#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2, 3], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
    %47 = stablehlo.add %arg24, %arg25 : tensor<f32>
    stablehlo.return %47 : tensor<f32>
  }) : (tensor<2x2x2x3xf32>, tensor<2x2x2xi32>, tensor<2x2x1x1xf32>) -> tensor<2x2x2x3xf32>
  %4 = stablehlo.negate %0#0 : tensor<2x2x2x3xf32>
  %5 = stablehlo.divide %4, %arg15 : tensor<2x2x2x3xf32>
  %6 = stablehlo.multiply %5, %arg16 : tensor<2x2x2x3xf32>
  %7 = stablehlo.divide %0#0, %arg15 : tensor<2x2x2x3xf32>
  %8 = stablehlo.add %3, %7 : tensor<2x2x2x3xf32>
  %9 = stablehlo.multiply %arg14, %6 : tensor<2x2x2x3xf32>
  %10 = stablehlo.add %arg23, %9 : tensor<2x2x2x3xf32>
  %11 = stablehlo.multiply %6, %arg14 : tensor<2x2x2x3xf32>
  %12 = stablehlo.add %10, %11 : tensor<2x2x2x3xf32>
  %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x3xf32>
  %13 = stablehlo.select %arg13, %12, %cst_11 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %14 = stablehlo.select %arg13, %cst_11, %12 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x3xf32>
  %15 = stablehlo.select %arg12, %14, %cst_12 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %16 = stablehlo.select %arg12, %cst_12, %14 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x3xf32>
  %17 = stablehlo.select %arg11, %16, %cst_13 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %18 = stablehlo.select %arg11, %cst_13, %16 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %c_14 = stablehlo.constant dense<0> : tensor<i32>
  %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x1xf32>
  %c_16 = stablehlo.constant dense<0> : tensor<i32>
  %c_17 = stablehlo.constant dense<0> : tensor<i32>
  %19:3 = stablehlo.while(%iterArg = %18, %iterArg_30 = %cst_15, %iterArg_31 = %c_17) : tensor<2x2x2x3xf32>, tensor<2x2x2x1xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %47 = stablehlo.compare LT, %iterArg_31, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %47 : tensor<i1>
  } do {
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.subtract %c_32, %iterArg_31 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.dynamic_slice %arg7, %47, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %49 = stablehlo.reshape %48 : (tensor<1xi32>) -> tensor<i32>
    %50 = stablehlo.dynamic_slice %arg8, %47, %c_33, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %51 = stablehlo.reshape %50 : (tensor<1x2xi32>) -> tensor<2xi32>
    %52 = stablehlo.dynamic_slice %arg9, %47, %c_33, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %53 = stablehlo.reshape %52 : (tensor<1x2xi32>) -> tensor<2xi32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %54 = stablehlo.add %47, %c_37 : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x2x1xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %55:3 = stablehlo.while(%iterArg_44 = %iterArg, %iterArg_45 = %cst_39, %iterArg_46 = %c_41) : tensor<2x2x2x3xf32>, tensor<2x1x2x1xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_47 = stablehlo.constant dense<2> : tensor<i32>
      %59 = stablehlo.compare LT, %iterArg_46, %c_47, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %59 : tensor<i1>
    } do {
      %c_47 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.subtract %c_47, %iterArg_46 : tensor<i32>
      %c_48 = stablehlo.constant dense<0> : tensor<i32>
      %60 = stablehlo.dynamic_slice %51, %59, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %61 = stablehlo.reshape %60 : (tensor<1xi32>) -> tensor<i32>
      %62 = stablehlo.dynamic_slice %53, %59, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %63 = stablehlo.reshape %62 : (tensor<1xi32>) -> tensor<i32>
      %c_49 = stablehlo.constant dense<0> : tensor<i32>
      %c_50 = stablehlo.constant dense<1> : tensor<i32>
      %64 = stablehlo.add %59, %c_50 : tensor<i32>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x2x1xf32>
      %65 = stablehlo.dynamic_update_slice %iterArg_44, %cst_51, %61, %49, %63, %arg10 : (tensor<2x2x2x3xf32>, tensor<1x1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x3xf32>
      %66 = stablehlo.dynamic_slice %iterArg_44, %61, %49, %63, %arg10, sizes = [1, 1, 2, 1] : (tensor<2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x1xf32>
      %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x2x1xf32>
      %67 = stablehlo.dynamic_update_slice %cst_52, %66, %61, %c_49, %c_49, %c_49 : (tensor<2x1x2x1xf32>, tensor<1x1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x1xf32>
      %68 = stablehlo.add %iterArg_45, %67 : tensor<2x1x2x1xf32>
      %c_53 = stablehlo.constant dense<1> : tensor<i32>
      %69 = stablehlo.add %iterArg_46, %c_53 : tensor<i32>
      stablehlo.return %65, %68, %69 : tensor<2x2x2x3xf32>, tensor<2x1x2x1xf32>, tensor<i32>
    }
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x1xf32>
    %56 = stablehlo.dynamic_update_slice %cst_42, %55#1, %c_35, %49, %c_34, %c_34 : (tensor<2x2x2x1xf32>, tensor<2x1x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x1xf32>
    %57 = stablehlo.add %iterArg_30, %56 : tensor<2x2x2x1xf32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.add %iterArg_31, %c_43 : tensor<i32>
    stablehlo.return %55#0, %57, %58 : tensor<2x2x2x3xf32>, tensor<2x2x2x1xf32>, tensor<i32>
  }
  %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x3xf32>
  %c_19 = stablehlo.constant dense<0> : tensor<2x2x2xi32>
  %c_20 = stablehlo.constant dense<[0, 2]> : tensor<2xi32>
  %20 = stablehlo.broadcast_in_dim %c_20, dims = [2] : (tensor<2xi32>) -> tensor<2x2x2xi32>
  %21 = stablehlo.clamp %c_19, %arg6, %20 : tensor<2x2x2xi32>
  %22 = "stablehlo.scatter"(%cst_18, %21, %19#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2, 3], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
    %47 = stablehlo.add %arg24, %arg25 : tensor<f32>
    stablehlo.return %47 : tensor<f32>
  }) : (tensor<2x2x2x3xf32>, tensor<2x2x2xi32>, tensor<2x2x2x1xf32>) -> tensor<2x2x2x3xf32>
  %23 = stablehlo.add %8, %22 : tensor<2x2x2x3xf32>
  %24 = stablehlo.add %23, %19#0 : tensor<2x2x2x3xf32>
  %25 = stablehlo.negate %19#0 : tensor<2x2x2x3xf32>
  %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x3xf32>
  %26 = stablehlo.select %arg5, %17, %cst_21 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %27 = stablehlo.select %arg5, %cst_21, %17 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
  %28 = "stablehlo.gather"(%26, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 3>}> : (tensor<2x2x2x3xf32>, tensor<8x3xi32>) -> tensor<8x3xf32>
  %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
  %29 = stablehlo.select %arg3, %28, %cst_22 : tensor<8x3xi1>, tensor<8x3xf32>
  %30 = stablehlo.reshape %29 : (tensor<8x3xf32>) -> tensor<2x4x3xf32>
  %31 = stablehlo.reshape %30 : (tensor<2x4x3xf32>) -> tensor<2x2x2x3xf32>
  %32 = stablehlo.add %24, %31 : tensor<2x2x2x3xf32>
  %33 = stablehlo.add %32, %27 : tensor<2x2x2x3xf32>
  %34 = stablehlo.negate %27 : tensor<2x2x2x3xf32>
  %35 = stablehlo.add %25, %34 : tensor<2x2x2x3xf32>
  %c_23 = stablehlo.constant dense<0> : tensor<i32>
  %c_24 = stablehlo.constant dense<0> : tensor<i32>
  %c_25 = stablehlo.constant dense<0> : tensor<i32>
  %36:2 = stablehlo.while(%iterArg = %15, %iterArg_30 = %c_25) : tensor<2x2x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_31 = stablehlo.constant dense<2> : tensor<i32>
    %47 = stablehlo.compare LT, %iterArg_30, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %47 : tensor<i1>
  } do {
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.subtract %c_31, %iterArg_30 : tensor<i32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.dynamic_slice %arg1, %47, %c_32, %c_32, %c_32, %c_32, sizes = [1, 2, 2, 2, 3] : (tensor<2x2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x2x3xf32>
    %49 = stablehlo.reshape %48 : (tensor<1x2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %50 = stablehlo.dynamic_slice %arg2, %47, %c_32, %c_32, %c_32, %c_32, sizes = [1, 2, 2, 2, 3] : (tensor<2x2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x2x3xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %52 = stablehlo.add %47, %c_33 : tensor<i32>
    %53 = stablehlo.multiply %iterArg, %51 : tensor<2x2x2x3xf32>
    %54 = stablehlo.multiply %53, %49 : tensor<2x2x2x3xf32>
    %c_34 = stablehlo.constant dense<1> : tensor<i32>
    %55 = stablehlo.add %iterArg_30, %c_34 : tensor<i32>
    stablehlo.return %54, %55 : tensor<2x2x2x3xf32>, tensor<i32>
  }
  %37 = stablehlo.add %35, %36#0 : tensor<2x2x2x3xf32>
  %38 = stablehlo.negate %36#0 : tensor<2x2x2x3xf32>
  %39 = stablehlo.add %33, %38 : tensor<2x2x2x3xf32>
  %c_26 = stablehlo.constant dense<0> : tensor<i32>
  %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2x3xf32>
  %c_28 = stablehlo.constant dense<0> : tensor<i32>
  %c_29 = stablehlo.constant dense<0> : tensor<i32>
  %40:3 = stablehlo.while(%iterArg = %13, %iterArg_30 = %cst_27, %iterArg_31 = %c_29) : tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<i32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.compare LT, %iterArg_31, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %47 : tensor<i1>
  } do {
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.subtract %c_32, %iterArg_31 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.dynamic_slice %arg0, %47, %c_33, %c_33, sizes = [1, 8, 3] : (tensor<1x8x3xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x3xi32>
    %49 = stablehlo.reshape %48 : (tensor<1x8x3xi32>) -> tensor<8x3xi32>
    %c_34 = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.add %47, %c_34 : tensor<i32>
    %51 = "stablehlo.gather"(%iterArg, %49) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 3>}> : (tensor<2x2x2x3xf32>, tensor<8x3xi32>) -> tensor<8x3xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x3xf32>) -> tensor<2x4x3xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x4x3xf32>) -> tensor<2x2x2x3xf32>
    %54 = stablehlo.add %53, %iterArg : tensor<2x2x2x3xf32>
    %55 = stablehlo.negate %iterArg : tensor<2x2x2x3xf32>
    %56 = stablehlo.add %iterArg_30, %54 : tensor<2x2x2x3xf32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.add %iterArg_31, %c_35 : tensor<i32>
    stablehlo.return %55, %56, %57 : tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<i32>
  }
  %41 = stablehlo.add %37, %40#1 : tensor<2x2x2x3xf32>
  %42 = stablehlo.add %41, %40#0 : tensor<2x2x2x3xf32>
  %43 = stablehlo.negate %40#0 : tensor<2x2x2x3xf32>
  %44 = stablehlo.add %39, %43 : tensor<2x2x2x3xf32>
  %45 = stablehlo.transpose %42, dims = [1, 0, 2, 3] : (tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %46 = stablehlo.transpose %44, dims = [1, 2, 0, 3] : (tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  return %46, %45 : tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>
}
func.func @f13_v0_v1_vjp(%arg0: tensor<2x2x2x3xf32>, %arg1: tensor<2x2x2x3xf32>, %arg2: tensor<2x2xi32>, %arg3: tensor<i32>, %arg4: tensor<2x2x2x3xf32>, %arg5: tensor<2x2x2x3xf32>) -> (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) {
  %0:24 = call @f13_v0_v1_fwd(%arg0, %arg1, %arg2, %arg3) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2xi32>, tensor<i32>) -> (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<1x8x3xi32>, tensor<2x2x2x2x3xf32>, tensor<2x2x2x2x3xf32>, tensor<8x3xi1>, tensor<8x3xi32>, tensor<2x2x2x3xi1>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>)
  %1:2 = call @f13_v0_v1_lin_t(%0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %arg4, %arg5) : (tensor<1x8x3xi32>, tensor<2x2x2x2x3xf32>, tensor<2x2x2x2x3xf32>, tensor<8x3xi1>, tensor<8x3xi32>, tensor<2x2x2x3xi1>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>)
  return %1#0, %1#1 : tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>
}
// inputs: [[[[-1.4653791 , -0.40381914, -1.4380244 ],   [-0.7663927 ,  0.32270187, -2.3054395 ]],  [[-0.76144135,  3.1680584 ,  2.7543545 ],   [-1.5812725 , -0.13049985,  3.0125988 ]]], [[[ 3.6551597 ,  1.8064275 ,  1.1860608 ],   [ 0.4989379 ,  3.1827369 , -2.3280504 ]],  [[-1.0609199 , -1.5073515 , -1.9562467 ],   [ 0.2612111 , -1.571699  , -1.5584261 ]]]]; [[[[-1.1866628 , -0.96040934, -0.5196809 ],   [-0.9489864 ,  0.5280792 , -3.7858438 ]],  [[-0.30782244, -0.38807166, -1.4936813 ],   [-0.01572019,  1.1766175 ,  0.44225383]]], [[[ 0.51957726, -0.7027264 ,  0.52476335],   [ 1.4526373 ,  1.2662346 , -0.43031988]],  [[ 1.3153025 , -0.883001  ,  0.35021177],   [ 2.6583793 ,  1.1392065 , -1.9683372 ]]]]; [[1, 0], [1, 1]]; 1; [[[[ 0.6888412 , -0.62809765,  1.9437042 ],   [ 3.6926363 ,  1.2418883 ,  3.1977577 ]],  [[ 1.8071556 ,  1.9886453 , -0.5152165 ],   [ 0.51190907,  1.5338926 ,  0.02113614]]], [[[-4.3177433 , -1.3040283 , -0.23344174],   [-2.6646214 , -0.27285457, -0.14438835]],  [[-0.8907462 , -1.1421279 , -1.4606216 ],   [ 0.05487562, -0.11579942, -1.1260874 ]]]]; [[[[-0.20985265, -0.95302427,  1.0247873 ],   [ 2.7124958 ,  0.9789097 ,  1.7341722 ]],  [[ 1.365706  , -0.99330974, -1.139534  ],   [ 2.6043584 , -1.5480658 ,  4.4449167 ]]], [[[-1.5262852 ,  0.61168957,  0.4984471 ],   [ 0.3921216 , -0.58208346, -0.17584036]],  [[ 1.1326085 , -0.72775465, -0.32163832],   [-1.566183  , -1.263347  ,  2.1328928 ]]]]
