// Fixed (found on commit 7076cbd by `fuzz_campaign.py --seed 472 --data-indices --random
// --x64 --host-loops`; the same on the code before that stop): iree-compile 3.13 crashed
// with either pipeline ("LLVM ERROR: out of memory" or a segmentation fault).  A flag
// loop's five-element carry is read only in a case branch, by a dynamic_update_slice of
// five elements (``x.at[i:i + 5].set(a[i:i + 5])``), which IREE folds to its update: IREE
// saw the carry overwritten unread, hostcall-guard-unread-carries saw it read.
// hostcall-fold-splats now folds whole-array updates and slices as IREE does
// (tests/test_fold_splats.py has the canary).
// compile mismatch: <fuzz>: error: IREE failed to compile the module: Error invoking IREE compiler tool iree-compile
func.func @f7(%a0: tensor<5xui64>, %a1: tensor<5xui64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xui64>) {
  %c1549 = stablehlo.constant dense<true> : tensor<i1>
  %c1550 = stablehlo.constant dense<0> : tensor<i64>
  %w1551:4 = "stablehlo.while"(%c1550, %i1, %c1549, %a1) ({
  ^bb0(%x1552: tensor<i64>, %x1553: tensor<i32>, %x1554: tensor<i1>, %x1555: tensor<5xui64>):
  %c1556 = stablehlo.constant dense<6> : tensor<i64>
  %v1557 = "stablehlo.compare"(%x1552, %c1556) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %v1558 = "stablehlo.and"(%v1557, %x1554) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v1558) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x1559: tensor<i64>, %x1560: tensor<i32>, %x1561: tensor<i1>, %x1562: tensor<5xui64>):
  %v1563 = "stablehlo.case"(%i0) ({
  %c1564 = stablehlo.constant dense<[[4], [1], [3], [7], [6]]> : tensor<5x1xi32>
  %v1565 = "stablehlo.scatter"(%a1, %c1564, %a1) ({
  ^bb0(%p1566: tensor<ui64>, %q1567: tensor<ui64>):
    "stablehlo.return"(%q1567) : (tensor<ui64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<5xui64>, tensor<5x1xi32>, tensor<5xui64>) -> tensor<5xui64>
    "stablehlo.return"(%v1565) : (tensor<5xui64>) -> ()
  }, {
  %v1568 = "stablehlo.maximum"(%a1, %a1) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    "stablehlo.return"(%v1568) : (tensor<5xui64>) -> ()
  }, {
  %v1569 = "stablehlo.dynamic_slice"(%a1, %i0) {slice_sizes = array<i64: 5>} : (tensor<5xui64>, tensor<i32>) -> tensor<5xui64>
  %v1570 = "stablehlo.dynamic_update_slice"(%x1562, %v1569, %i0) : (tensor<5xui64>, tensor<5xui64>, tensor<i32>) -> tensor<5xui64>
    "stablehlo.return"(%v1570) : (tensor<5xui64>) -> ()
  }) : (tensor<i32>) -> tensor<5xui64>
  %c1571 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c1572 = stablehlo.constant dense<12345> : tensor<i32>
  %v1573 = "stablehlo.multiply"(%x1560, %c1571) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1574 = "stablehlo.add"(%v1573, %c1572) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c1575 = stablehlo.constant dense<16> : tensor<i32>
  %c1576 = stablehlo.constant dense<7> : tensor<i32>
  %v1577 = "stablehlo.shift_right_logical"(%v1574, %c1575) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1578 = "stablehlo.and"(%v1577, %c1576) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c1579 = stablehlo.constant dense<0> : tensor<i32>
  %v1580 = "stablehlo.compare"(%v1578, %c1579) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v1581 = "stablehlo.slice"(%v1563) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<5xui64>) -> tensor<1xui64>
  %v1582 = "stablehlo.reshape"(%v1581) : (tensor<1xui64>) -> tensor<ui64>
  %c1583 = stablehlo.constant dense<6> : tensor<ui64>
  %v1584 = "stablehlo.compare"(%v1582, %c1583) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
  %v1585 = "stablehlo.xor"(%v1580, %v1584) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %c1586 = stablehlo.constant dense<1> : tensor<i64>
  %v1587 = "stablehlo.add"(%x1559, %c1586) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v1587, %v1574, %v1585, %v1563) : (tensor<i64>, tensor<i32>, tensor<i1>, tensor<5xui64>) -> ()
  }) : (tensor<i64>, tensor<i32>, tensor<i1>, tensor<5xui64>) -> (tensor<i64>, tensor<i32>, tensor<i1>, tensor<5xui64>)
  %c1588 = stablehlo.constant dense<15> : tensor<i32>
  %v1589 = "stablehlo.and"(%w1551#1, %c1588) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1590 = "stablehlo.convert"(%v1589) : (tensor<i32>) -> tensor<ui64>
  %v1591 = "stablehlo.broadcast_in_dim"(%v1590) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<5xui64>
  %v1592 = "stablehlo.minimum"(%w1551#3, %v1591) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
  %v1594 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v1595 = "stablehlo.reshape"(%v1594) : (tensor<ui32>) -> tensor<1xui32>
  %v1596 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v1597 = "stablehlo.reshape"(%v1596) : (tensor<ui32>) -> tensor<1xui32>
  %v1598 = "stablehlo.concatenate"(%v1595, %v1597) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c1599 = stablehlo.constant dense<0> : tensor<i64>
  %w1600:3 = "stablehlo.while"(%c1599, %v1598, %v1592) ({
  ^bb0(%x1601: tensor<i64>, %x1602: tensor<2xui32>, %x1603: tensor<5xui64>):
  %c1604 = stablehlo.constant dense<1> : tensor<i64>
  %v1605 = "stablehlo.compare"(%x1601, %c1604) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%v1605) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x1606: tensor<i64>, %x1607: tensor<2xui32>, %x1608: tensor<5xui64>):
  %v1609 = "stablehlo.convert"(%x1606) : (tensor<i64>) -> tensor<ui32>
  %v1610 = "stablehlo.reshape"(%v1609) : (tensor<ui32>) -> tensor<1xui32>
  %c1611 = stablehlo.constant dense<0> : tensor<1xui32>
  %v1612 = "stablehlo.concatenate"(%c1611, %v1610) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v1613 = "stablehlo.slice"(%x1607) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v1614 = "stablehlo.reshape"(%v1613) : (tensor<1xui32>) -> tensor<ui32>
  %v1615 = "stablehlo.slice"(%x1607) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v1616 = "stablehlo.reshape"(%v1615) : (tensor<1xui32>) -> tensor<ui32>
  %v1617 = "stablehlo.slice"(%v1612) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v1618 = "stablehlo.slice"(%v1612) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v1619 = "stablehlo.xor"(%v1614, %v1616) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c1620 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v1621 = "stablehlo.xor"(%v1619, %c1620) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v1622 = "stablehlo.broadcast_in_dim"(%v1614) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v1623 = "stablehlo.add"(%v1617, %v1622) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1624 = "stablehlo.broadcast_in_dim"(%v1616) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v1625 = "stablehlo.add"(%v1618, %v1624) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c1626 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c1627 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c1628 = stablehlo.constant dense<0> : tensor<i32>
  %w1629:8 = "stablehlo.while"(%c1628, %v1623, %v1625, %v1616, %v1621, %v1614, %c1626, %c1627) ({
  ^bb0(%x1630: tensor<i32>, %x1631: tensor<1xui32>, %x1632: tensor<1xui32>, %x1633: tensor<ui32>, %x1634: tensor<ui32>, %x1635: tensor<ui32>, %x1636: tensor<4xi32>, %x1637: tensor<4xi32>):
  %c1638 = stablehlo.constant dense<5> : tensor<i32>
  %v1639 = "stablehlo.compare"(%x1630, %c1638) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v1639) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x1640: tensor<i32>, %x1641: tensor<1xui32>, %x1642: tensor<1xui32>, %x1643: tensor<ui32>, %x1644: tensor<ui32>, %x1645: tensor<ui32>, %x1646: tensor<4xi32>, %x1647: tensor<4xi32>):
  %v1648 = "stablehlo.slice"(%x1646) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1649 = "stablehlo.reshape"(%v1648) : (tensor<1xi32>) -> tensor<i32>
  %v1650 = "stablehlo.add"(%x1641, %x1642) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1651 = "stablehlo.broadcast_in_dim"(%v1649) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v1652 = "stablehlo.bitcast_convert"(%v1651) : (tensor<1xi32>) -> tensor<1xui32>
  %c1653 = stablehlo.constant dense<32> : tensor<i32>
  %v1654 = "stablehlo.subtract"(%c1653, %v1649) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1655 = "stablehlo.broadcast_in_dim"(%v1654) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v1656 = "stablehlo.bitcast_convert"(%v1655) : (tensor<1xi32>) -> tensor<1xui32>
  %v1657 = "stablehlo.shift_left"(%x1642, %v1652) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1658 = "stablehlo.shift_right_logical"(%x1642, %v1656) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1659 = "stablehlo.or"(%v1657, %v1658) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1660 = "stablehlo.xor"(%v1650, %v1659) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1661 = "stablehlo.slice"(%x1646) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1662 = "stablehlo.reshape"(%v1661) : (tensor<1xi32>) -> tensor<i32>
  %v1663 = "stablehlo.add"(%v1650, %v1660) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1664 = "stablehlo.broadcast_in_dim"(%v1662) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v1665 = "stablehlo.bitcast_convert"(%v1664) : (tensor<1xi32>) -> tensor<1xui32>
  %c1666 = stablehlo.constant dense<32> : tensor<i32>
  %v1667 = "stablehlo.subtract"(%c1666, %v1662) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1668 = "stablehlo.broadcast_in_dim"(%v1667) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v1669 = "stablehlo.bitcast_convert"(%v1668) : (tensor<1xi32>) -> tensor<1xui32>
  %v1670 = "stablehlo.shift_left"(%v1660, %v1665) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1671 = "stablehlo.shift_right_logical"(%v1660, %v1669) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1672 = "stablehlo.or"(%v1670, %v1671) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1673 = "stablehlo.xor"(%v1663, %v1672) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1674 = "stablehlo.slice"(%x1646) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1675 = "stablehlo.reshape"(%v1674) : (tensor<1xi32>) -> tensor<i32>
  %v1676 = "stablehlo.add"(%v1663, %v1673) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1677 = "stablehlo.broadcast_in_dim"(%v1675) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v1678 = "stablehlo.bitcast_convert"(%v1677) : (tensor<1xi32>) -> tensor<1xui32>
  %c1679 = stablehlo.constant dense<32> : tensor<i32>
  %v1680 = "stablehlo.subtract"(%c1679, %v1675) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1681 = "stablehlo.broadcast_in_dim"(%v1680) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v1682 = "stablehlo.bitcast_convert"(%v1681) : (tensor<1xi32>) -> tensor<1xui32>
  %v1683 = "stablehlo.shift_left"(%v1673, %v1678) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1684 = "stablehlo.shift_right_logical"(%v1673, %v1682) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1685 = "stablehlo.or"(%v1683, %v1684) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1686 = "stablehlo.xor"(%v1676, %v1685) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1687 = "stablehlo.slice"(%x1646) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1688 = "stablehlo.reshape"(%v1687) : (tensor<1xi32>) -> tensor<i32>
  %v1689 = "stablehlo.add"(%v1676, %v1686) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1690 = "stablehlo.broadcast_in_dim"(%v1688) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v1691 = "stablehlo.bitcast_convert"(%v1690) : (tensor<1xi32>) -> tensor<1xui32>
  %c1692 = stablehlo.constant dense<32> : tensor<i32>
  %v1693 = "stablehlo.subtract"(%c1692, %v1688) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1694 = "stablehlo.broadcast_in_dim"(%v1693) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v1695 = "stablehlo.bitcast_convert"(%v1694) : (tensor<1xi32>) -> tensor<1xui32>
  %v1696 = "stablehlo.shift_left"(%v1686, %v1691) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1697 = "stablehlo.shift_right_logical"(%v1686, %v1695) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1698 = "stablehlo.or"(%v1696, %v1697) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1699 = "stablehlo.xor"(%v1689, %v1698) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c1700 = stablehlo.constant dense<1> : tensor<i32>
  %v1701 = "stablehlo.add"(%x1640, %c1700) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1702 = "stablehlo.broadcast_in_dim"(%x1643) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v1703 = "stablehlo.add"(%v1689, %v1702) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v1704 = "stablehlo.convert"(%v1701) : (tensor<i32>) -> tensor<ui32>
  %v1705 = "stablehlo.add"(%x1644, %v1704) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v1706 = "stablehlo.broadcast_in_dim"(%v1705) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v1707 = "stablehlo.add"(%v1699, %v1706) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v1701, %v1703, %v1707, %x1644, %x1645, %x1643, %x1647, %x1646) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v1708 = "stablehlo.concatenate"(%w1629#1, %w1629#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v1709 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5xui32>
  %c1710 = stablehlo.constant dense<0> : tensor<1xui32>
  %v1711 = "stablehlo.concatenate"(%v1709, %c1710) {dimension = 0 : i64} : (tensor<5xui32>, tensor<1xui32>) -> tensor<6xui32>
  %v1712 = "stablehlo.slice"(%v1708) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v1713 = "stablehlo.reshape"(%v1712) : (tensor<1xui32>) -> tensor<ui32>
  %v1714 = "stablehlo.slice"(%v1708) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v1715 = "stablehlo.reshape"(%v1714) : (tensor<1xui32>) -> tensor<ui32>
  %v1716 = "stablehlo.slice"(%v1711) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<3xui32>
  %v1717 = "stablehlo.slice"(%v1711) {start_indices = array<i64: 3>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<3xui32>
  %v1718 = "stablehlo.xor"(%v1713, %v1715) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c1719 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v1720 = "stablehlo.xor"(%v1718, %c1719) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v1721 = "stablehlo.broadcast_in_dim"(%v1713) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v1722 = "stablehlo.add"(%v1716, %v1721) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1723 = "stablehlo.broadcast_in_dim"(%v1715) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v1724 = "stablehlo.add"(%v1717, %v1723) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %c1725 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c1726 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c1727 = stablehlo.constant dense<0> : tensor<i32>
  %w1728:8 = "stablehlo.while"(%c1727, %v1722, %v1724, %v1715, %v1720, %v1713, %c1725, %c1726) ({
  ^bb0(%x1729: tensor<i32>, %x1730: tensor<3xui32>, %x1731: tensor<3xui32>, %x1732: tensor<ui32>, %x1733: tensor<ui32>, %x1734: tensor<ui32>, %x1735: tensor<4xi32>, %x1736: tensor<4xi32>):
  %c1737 = stablehlo.constant dense<5> : tensor<i32>
  %v1738 = "stablehlo.compare"(%x1729, %c1737) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v1738) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x1739: tensor<i32>, %x1740: tensor<3xui32>, %x1741: tensor<3xui32>, %x1742: tensor<ui32>, %x1743: tensor<ui32>, %x1744: tensor<ui32>, %x1745: tensor<4xi32>, %x1746: tensor<4xi32>):
  %v1747 = "stablehlo.slice"(%x1745) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1748 = "stablehlo.reshape"(%v1747) : (tensor<1xi32>) -> tensor<i32>
  %v1749 = "stablehlo.add"(%x1740, %x1741) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1750 = "stablehlo.broadcast_in_dim"(%v1748) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v1751 = "stablehlo.bitcast_convert"(%v1750) : (tensor<3xi32>) -> tensor<3xui32>
  %c1752 = stablehlo.constant dense<32> : tensor<i32>
  %v1753 = "stablehlo.subtract"(%c1752, %v1748) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1754 = "stablehlo.broadcast_in_dim"(%v1753) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v1755 = "stablehlo.bitcast_convert"(%v1754) : (tensor<3xi32>) -> tensor<3xui32>
  %v1756 = "stablehlo.shift_left"(%x1741, %v1751) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1757 = "stablehlo.shift_right_logical"(%x1741, %v1755) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1758 = "stablehlo.or"(%v1756, %v1757) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1759 = "stablehlo.xor"(%v1749, %v1758) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1760 = "stablehlo.slice"(%x1745) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1761 = "stablehlo.reshape"(%v1760) : (tensor<1xi32>) -> tensor<i32>
  %v1762 = "stablehlo.add"(%v1749, %v1759) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1763 = "stablehlo.broadcast_in_dim"(%v1761) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v1764 = "stablehlo.bitcast_convert"(%v1763) : (tensor<3xi32>) -> tensor<3xui32>
  %c1765 = stablehlo.constant dense<32> : tensor<i32>
  %v1766 = "stablehlo.subtract"(%c1765, %v1761) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1767 = "stablehlo.broadcast_in_dim"(%v1766) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v1768 = "stablehlo.bitcast_convert"(%v1767) : (tensor<3xi32>) -> tensor<3xui32>
  %v1769 = "stablehlo.shift_left"(%v1759, %v1764) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1770 = "stablehlo.shift_right_logical"(%v1759, %v1768) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1771 = "stablehlo.or"(%v1769, %v1770) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1772 = "stablehlo.xor"(%v1762, %v1771) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1773 = "stablehlo.slice"(%x1745) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1774 = "stablehlo.reshape"(%v1773) : (tensor<1xi32>) -> tensor<i32>
  %v1775 = "stablehlo.add"(%v1762, %v1772) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1776 = "stablehlo.broadcast_in_dim"(%v1774) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v1777 = "stablehlo.bitcast_convert"(%v1776) : (tensor<3xi32>) -> tensor<3xui32>
  %c1778 = stablehlo.constant dense<32> : tensor<i32>
  %v1779 = "stablehlo.subtract"(%c1778, %v1774) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1780 = "stablehlo.broadcast_in_dim"(%v1779) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v1781 = "stablehlo.bitcast_convert"(%v1780) : (tensor<3xi32>) -> tensor<3xui32>
  %v1782 = "stablehlo.shift_left"(%v1772, %v1777) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1783 = "stablehlo.shift_right_logical"(%v1772, %v1781) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1784 = "stablehlo.or"(%v1782, %v1783) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1785 = "stablehlo.xor"(%v1775, %v1784) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1786 = "stablehlo.slice"(%x1745) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1787 = "stablehlo.reshape"(%v1786) : (tensor<1xi32>) -> tensor<i32>
  %v1788 = "stablehlo.add"(%v1775, %v1785) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1789 = "stablehlo.broadcast_in_dim"(%v1787) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v1790 = "stablehlo.bitcast_convert"(%v1789) : (tensor<3xi32>) -> tensor<3xui32>
  %c1791 = stablehlo.constant dense<32> : tensor<i32>
  %v1792 = "stablehlo.subtract"(%c1791, %v1787) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1793 = "stablehlo.broadcast_in_dim"(%v1792) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v1794 = "stablehlo.bitcast_convert"(%v1793) : (tensor<3xi32>) -> tensor<3xui32>
  %v1795 = "stablehlo.shift_left"(%v1785, %v1790) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1796 = "stablehlo.shift_right_logical"(%v1785, %v1794) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1797 = "stablehlo.or"(%v1795, %v1796) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1798 = "stablehlo.xor"(%v1788, %v1797) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %c1799 = stablehlo.constant dense<1> : tensor<i32>
  %v1800 = "stablehlo.add"(%x1739, %c1799) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1801 = "stablehlo.broadcast_in_dim"(%x1742) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v1802 = "stablehlo.add"(%v1788, %v1801) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v1803 = "stablehlo.convert"(%v1800) : (tensor<i32>) -> tensor<ui32>
  %v1804 = "stablehlo.add"(%x1743, %v1803) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v1805 = "stablehlo.broadcast_in_dim"(%v1804) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v1806 = "stablehlo.add"(%v1798, %v1805) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "stablehlo.return"(%v1800, %v1802, %v1806, %x1743, %x1744, %x1742, %x1746, %x1745) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v1807 = "stablehlo.concatenate"(%w1728#1, %w1728#2) {dimension = 0 : i64} : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
  %v1808 = "stablehlo.slice"(%v1807) {start_indices = array<i64: 0>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<5xui32>
  %c1809 = stablehlo.constant dense<9> : tensor<5xui32>
  %v1810 = "stablehlo.shift_right_logical"(%v1808, %c1809) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
  %c1811 = stablehlo.constant dense<1065353216> : tensor<5xui32>
  %v1812 = "stablehlo.or"(%v1810, %c1811) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
  %v1813 = "stablehlo.bitcast_convert"(%v1812) : (tensor<5xui32>) -> tensor<5xf32>
  %c1814 = stablehlo.constant dense<1.0> : tensor<5xf32>
  %v1815 = "stablehlo.subtract"(%v1813, %c1814) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v1816 = "stablehlo.reshape"(%v1815) : (tensor<5xf32>) -> tensor<5xf32>
  %c1817 = stablehlo.constant dense<1.6e+01> : tensor<5xf32>
  %v1818 = "stablehlo.multiply"(%v1816, %c1817) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %v1819 = "stablehlo.convert"(%v1818) : (tensor<5xf32>) -> tensor<5xui64>
  %v1820 = "stablehlo.or"(%x1608, %v1819) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
  %v1821 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v1822 = "stablehlo.slice"(%x1607) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v1823 = "stablehlo.reshape"(%v1822) : (tensor<1xui32>) -> tensor<ui32>
  %v1824 = "stablehlo.slice"(%x1607) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v1825 = "stablehlo.reshape"(%v1824) : (tensor<1xui32>) -> tensor<ui32>
  %v1826 = "stablehlo.slice"(%v1821) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v1827 = "stablehlo.slice"(%v1821) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v1828 = "stablehlo.xor"(%v1823, %v1825) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c1829 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v1830 = "stablehlo.xor"(%v1828, %c1829) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v1831 = "stablehlo.broadcast_in_dim"(%v1823) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v1832 = "stablehlo.add"(%v1826, %v1831) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1833 = "stablehlo.broadcast_in_dim"(%v1825) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v1834 = "stablehlo.add"(%v1827, %v1833) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c1835 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c1836 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c1837 = stablehlo.constant dense<0> : tensor<i32>
  %w1838:8 = "stablehlo.while"(%c1837, %v1832, %v1834, %v1825, %v1830, %v1823, %c1835, %c1836) ({
  ^bb0(%x1839: tensor<i32>, %x1840: tensor<2xui32>, %x1841: tensor<2xui32>, %x1842: tensor<ui32>, %x1843: tensor<ui32>, %x1844: tensor<ui32>, %x1845: tensor<4xi32>, %x1846: tensor<4xi32>):
  %c1847 = stablehlo.constant dense<5> : tensor<i32>
  %v1848 = "stablehlo.compare"(%x1839, %c1847) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v1848) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x1849: tensor<i32>, %x1850: tensor<2xui32>, %x1851: tensor<2xui32>, %x1852: tensor<ui32>, %x1853: tensor<ui32>, %x1854: tensor<ui32>, %x1855: tensor<4xi32>, %x1856: tensor<4xi32>):
  %v1857 = "stablehlo.slice"(%x1855) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1858 = "stablehlo.reshape"(%v1857) : (tensor<1xi32>) -> tensor<i32>
  %v1859 = "stablehlo.add"(%x1850, %x1851) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1860 = "stablehlo.broadcast_in_dim"(%v1858) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v1861 = "stablehlo.bitcast_convert"(%v1860) : (tensor<2xi32>) -> tensor<2xui32>
  %c1862 = stablehlo.constant dense<32> : tensor<i32>
  %v1863 = "stablehlo.subtract"(%c1862, %v1858) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1864 = "stablehlo.broadcast_in_dim"(%v1863) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v1865 = "stablehlo.bitcast_convert"(%v1864) : (tensor<2xi32>) -> tensor<2xui32>
  %v1866 = "stablehlo.shift_left"(%x1851, %v1861) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1867 = "stablehlo.shift_right_logical"(%x1851, %v1865) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1868 = "stablehlo.or"(%v1866, %v1867) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1869 = "stablehlo.xor"(%v1859, %v1868) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1870 = "stablehlo.slice"(%x1855) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1871 = "stablehlo.reshape"(%v1870) : (tensor<1xi32>) -> tensor<i32>
  %v1872 = "stablehlo.add"(%v1859, %v1869) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1873 = "stablehlo.broadcast_in_dim"(%v1871) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v1874 = "stablehlo.bitcast_convert"(%v1873) : (tensor<2xi32>) -> tensor<2xui32>
  %c1875 = stablehlo.constant dense<32> : tensor<i32>
  %v1876 = "stablehlo.subtract"(%c1875, %v1871) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1877 = "stablehlo.broadcast_in_dim"(%v1876) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v1878 = "stablehlo.bitcast_convert"(%v1877) : (tensor<2xi32>) -> tensor<2xui32>
  %v1879 = "stablehlo.shift_left"(%v1869, %v1874) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1880 = "stablehlo.shift_right_logical"(%v1869, %v1878) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1881 = "stablehlo.or"(%v1879, %v1880) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1882 = "stablehlo.xor"(%v1872, %v1881) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1883 = "stablehlo.slice"(%x1855) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1884 = "stablehlo.reshape"(%v1883) : (tensor<1xi32>) -> tensor<i32>
  %v1885 = "stablehlo.add"(%v1872, %v1882) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1886 = "stablehlo.broadcast_in_dim"(%v1884) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v1887 = "stablehlo.bitcast_convert"(%v1886) : (tensor<2xi32>) -> tensor<2xui32>
  %c1888 = stablehlo.constant dense<32> : tensor<i32>
  %v1889 = "stablehlo.subtract"(%c1888, %v1884) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1890 = "stablehlo.broadcast_in_dim"(%v1889) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v1891 = "stablehlo.bitcast_convert"(%v1890) : (tensor<2xi32>) -> tensor<2xui32>
  %v1892 = "stablehlo.shift_left"(%v1882, %v1887) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1893 = "stablehlo.shift_right_logical"(%v1882, %v1891) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1894 = "stablehlo.or"(%v1892, %v1893) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1895 = "stablehlo.xor"(%v1885, %v1894) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1896 = "stablehlo.slice"(%x1855) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v1897 = "stablehlo.reshape"(%v1896) : (tensor<1xi32>) -> tensor<i32>
  %v1898 = "stablehlo.add"(%v1885, %v1895) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1899 = "stablehlo.broadcast_in_dim"(%v1897) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v1900 = "stablehlo.bitcast_convert"(%v1899) : (tensor<2xi32>) -> tensor<2xui32>
  %c1901 = stablehlo.constant dense<32> : tensor<i32>
  %v1902 = "stablehlo.subtract"(%c1901, %v1897) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1903 = "stablehlo.broadcast_in_dim"(%v1902) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v1904 = "stablehlo.bitcast_convert"(%v1903) : (tensor<2xi32>) -> tensor<2xui32>
  %v1905 = "stablehlo.shift_left"(%v1895, %v1900) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1906 = "stablehlo.shift_right_logical"(%v1895, %v1904) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1907 = "stablehlo.or"(%v1905, %v1906) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1908 = "stablehlo.xor"(%v1898, %v1907) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c1909 = stablehlo.constant dense<1> : tensor<i32>
  %v1910 = "stablehlo.add"(%x1849, %c1909) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v1911 = "stablehlo.broadcast_in_dim"(%x1852) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v1912 = "stablehlo.add"(%v1898, %v1911) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v1913 = "stablehlo.convert"(%v1910) : (tensor<i32>) -> tensor<ui32>
  %v1914 = "stablehlo.add"(%x1853, %v1913) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v1915 = "stablehlo.broadcast_in_dim"(%v1914) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v1916 = "stablehlo.add"(%v1908, %v1915) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v1910, %v1912, %v1916, %x1853, %x1854, %x1852, %x1856, %x1855) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v1917 = "stablehlo.concatenate"(%w1838#1, %w1838#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %v1918 = "stablehlo.slice"(%v1917) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v1919 = "stablehlo.slice"(%v1917) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %c1920 = stablehlo.constant dense<1> : tensor<i64>
  %v1921 = "stablehlo.add"(%x1606, %c1920) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v1921, %v1918, %v1820) : (tensor<i64>, tensor<2xui32>, tensor<5xui64>) -> ()
  }) {hostcall.trip_count = 1 : i64} : (tensor<i64>, tensor<2xui32>, tensor<5xui64>) -> (tensor<i64>, tensor<2xui32>, tensor<5xui64>)
  return %w1600#2 : tensor<5xui64>
}
// inputs: [ 3, 11,  2, 15,  3]; [16, 14, 14,  1,  6]; 5; 4
