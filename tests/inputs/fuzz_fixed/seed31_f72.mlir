// Differential fuzzer, --seed 31 --count 300 --host-loops, f72 (shrunk).  iree-compile
// 3.13 crashed on it (segmentation fault, "Error code: -11"), with the default pipeline,
// with host loops and with none of hostcall's passes alike.  It needs the loop's ui8 ->
// ui16 -> ui8 round trip of its carry and the nested case reading the loop's result
// (without either it compiles; signed types crash too).  Fixed by
// hostcall-fold-convert-round-trips, which folds the lossless round trip before IREE.
func.func @f72(%a0: tensor<4xui8>, %a1: tensor<4xui8>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xui8>) {
  %c1693 = stablehlo.constant dense<0> : tensor<i32>
  %w1696:2 = "stablehlo.while"(%c1693, %a1) ({
  ^bb0(%k1694: tensor<i32>, %x1695: tensor<4xui8>):
  %c1697 = stablehlo.constant dense<2> : tensor<i32>
  %v1698 = "stablehlo.compare"(%k1694, %c1697) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v1698) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k1699: tensor<i32>, %x1700: tensor<4xui8>):
  %v1701 = "stablehlo.convert"(%x1700) : (tensor<4xui8>) -> tensor<4xui16>
  %v1702 = "stablehlo.convert"(%v1701) : (tensor<4xui16>) -> tensor<4xui8>
  %c1703 = stablehlo.constant dense<1> : tensor<i32>
  %v1704 = "stablehlo.add"(%k1699, %c1703) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v1704, %v1702) : (tensor<i32>, tensor<4xui8>) -> ()
  }) : (tensor<i32>, tensor<4xui8>) -> (tensor<i32>, tensor<4xui8>)
  %v1705 = "stablehlo.case"(%i0) ({
  %v1706 = "stablehlo.convert"(%w1696#1) : (tensor<4xui8>) -> tensor<4xui64>
  %v1707 = "stablehlo.maximum"(%v1706, %v1706) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
  %v1708 = "stablehlo.convert"(%v1707) : (tensor<4xui64>) -> tensor<4xui8>
    "stablehlo.return"(%v1708) : (tensor<4xui8>) -> ()
  }, {
  %v1709 = "stablehlo.case"(%i1) ({
  %c1710 = stablehlo.constant dense<127> : tensor<ui8>
  %v1711 = "stablehlo.reduce"(%a1, %c1710) ({
  ^bb0(%p1712: tensor<ui8>, %q1713: tensor<ui8>):
  %v1714 = "stablehlo.minimum"(%p1712, %q1713) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    "stablehlo.return"(%v1714) : (tensor<ui8>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xui8>, tensor<ui8>) -> tensor<ui8>
  %v1715 = "stablehlo.broadcast_in_dim"(%v1711) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<4xui8>
  %v1716 = "stablehlo.maximum"(%v1715, %w1696#1) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    "stablehlo.return"(%v1716) : (tensor<4xui8>) -> ()
  }, {
  %c1717 = stablehlo.constant dense<0> : tensor<ui8>
  %v1718 = "stablehlo.reduce"(%w1696#1, %c1717) ({
  ^bb0(%p1719: tensor<ui8>, %q1720: tensor<ui8>):
  %v1721 = "stablehlo.maximum"(%p1719, %q1720) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    "stablehlo.return"(%v1721) : (tensor<ui8>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xui8>, tensor<ui8>) -> tensor<ui8>
  %v1722 = "stablehlo.broadcast_in_dim"(%v1718) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<4xui8>
    "stablehlo.return"(%v1722) : (tensor<4xui8>) -> ()
  }, {
  %v1723 = "stablehlo.dynamic_slice"(%a1, %i1) {slice_sizes = array<i64: 2>} : (tensor<4xui8>, tensor<i32>) -> tensor<2xui8>
  %v1724 = "stablehlo.dynamic_update_slice"(%w1696#1, %v1723, %i1) : (tensor<4xui8>, tensor<2xui8>, tensor<i32>) -> tensor<4xui8>
    "stablehlo.return"(%v1724) : (tensor<4xui8>) -> ()
  }) : (tensor<i32>) -> tensor<4xui8>
    "stablehlo.return"(%v1709) : (tensor<4xui8>) -> ()
  }, {
  %c1725 = stablehlo.constant dense<0> : tensor<ui8>
  %v1726 = "stablehlo.reduce"(%a1, %c1725) ({
  ^bb0(%p1727: tensor<ui8>, %q1728: tensor<ui8>):
  %v1729 = "stablehlo.maximum"(%p1727, %q1728) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    "stablehlo.return"(%v1729) : (tensor<ui8>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xui8>, tensor<ui8>) -> tensor<ui8>
  %v1730 = "stablehlo.broadcast_in_dim"(%v1726) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<4xui8>
    "stablehlo.return"(%v1730) : (tensor<4xui8>) -> ()
  }) : (tensor<i32>) -> tensor<4xui8>
  return %v1705 : tensor<4xui8>
}
