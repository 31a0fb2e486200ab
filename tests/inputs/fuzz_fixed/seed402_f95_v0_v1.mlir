// compile mismatch: <fuzz>: error: IREE failed to compile the module: failed to translate the MLIR LLVM dialect to the native llvm::Module
// Fixed by hostcall-contiguous-gather-indices: the batched gather's start indices are
// column 0 of the loop's 2x3x2x3 result rounded through f32 (a slice IREE 3.13 reads as
// a view whose last stride is 3), fused into the gather's dispatch through converts and
// clamps; its CPU code generator left a vector.gather from that strided memref that MLIR
// cannot lower to LLVM.  The pass reads such indices through an optimization_barrier
// (tests/inputs/strided_gather_indices.mlir is the reduced form, with the canary).
// vmap_vmap [('vmap', [0, 0, None, 0], 0, 3), ('vmap', [None, 2, None, 0], 1, 2)] of:
func.func @f95(%a0: tensor<2x3xf64>, %a1: tensor<2x3xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %v8586 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v8587 = "stablehlo.reshape"(%v8586) : (tensor<ui32>) -> tensor<1xui32>
  %v8588 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v8589 = "stablehlo.reshape"(%v8588) : (tensor<ui32>) -> tensor<1xui32>
  %v8590 = "stablehlo.concatenate"(%v8587, %v8589) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c8591 = stablehlo.constant dense<0> : tensor<i64>
  %w8592:3 = "stablehlo.while"(%c8591, %v8590, %a1) ({
  ^bb0(%x8593: tensor<i64>, %x8594: tensor<2xui32>, %x8595: tensor<2x3xf64>):
  %c8596 = stablehlo.constant dense<2> : tensor<i64>
  %v8597 = "stablehlo.compare"(%x8593, %c8596) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%v8597) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x8598: tensor<i64>, %x8599: tensor<2xui32>, %x8600: tensor<2x3xf64>):
  %v8601 = "stablehlo.convert"(%x8598) : (tensor<i64>) -> tensor<ui32>
  %v8602 = "stablehlo.reshape"(%v8601) : (tensor<ui32>) -> tensor<1xui32>
  %c8603 = stablehlo.constant dense<0> : tensor<1xui32>
  %v8604 = "stablehlo.concatenate"(%c8603, %v8602) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v8605 = "stablehlo.slice"(%x8599) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v8606 = "stablehlo.reshape"(%v8605) : (tensor<1xui32>) -> tensor<ui32>
  %v8607 = "stablehlo.slice"(%x8599) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v8608 = "stablehlo.reshape"(%v8607) : (tensor<1xui32>) -> tensor<ui32>
  %v8609 = "stablehlo.slice"(%v8604) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v8610 = "stablehlo.slice"(%v8604) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v8611 = "stablehlo.xor"(%v8606, %v8608) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c8612 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v8613 = "stablehlo.xor"(%v8611, %c8612) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v8614 = "stablehlo.broadcast_in_dim"(%v8606) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v8615 = "stablehlo.add"(%v8609, %v8614) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8616 = "stablehlo.broadcast_in_dim"(%v8608) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v8617 = "stablehlo.add"(%v8610, %v8616) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c8618 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c8619 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c8620 = stablehlo.constant dense<0> : tensor<i32>
  %w8621:8 = "stablehlo.while"(%c8620, %v8615, %v8617, %v8608, %v8613, %v8606, %c8618, %c8619) ({
  ^bb0(%x8622: tensor<i32>, %x8623: tensor<1xui32>, %x8624: tensor<1xui32>, %x8625: tensor<ui32>, %x8626: tensor<ui32>, %x8627: tensor<ui32>, %x8628: tensor<4xi32>, %x8629: tensor<4xi32>):
  %c8630 = stablehlo.constant dense<5> : tensor<i32>
  %v8631 = "stablehlo.compare"(%x8622, %c8630) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v8631) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x8632: tensor<i32>, %x8633: tensor<1xui32>, %x8634: tensor<1xui32>, %x8635: tensor<ui32>, %x8636: tensor<ui32>, %x8637: tensor<ui32>, %x8638: tensor<4xi32>, %x8639: tensor<4xi32>):
  %v8640 = "stablehlo.slice"(%x8638) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8641 = "stablehlo.reshape"(%v8640) : (tensor<1xi32>) -> tensor<i32>
  %v8642 = "stablehlo.add"(%x8633, %x8634) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8643 = "stablehlo.broadcast_in_dim"(%v8641) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v8644 = "stablehlo.bitcast_convert"(%v8643) : (tensor<1xi32>) -> tensor<1xui32>
  %c8645 = stablehlo.constant dense<32> : tensor<i32>
  %v8646 = "stablehlo.subtract"(%c8645, %v8641) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8647 = "stablehlo.broadcast_in_dim"(%v8646) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v8648 = "stablehlo.bitcast_convert"(%v8647) : (tensor<1xi32>) -> tensor<1xui32>
  %v8649 = "stablehlo.shift_left"(%x8634, %v8644) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8650 = "stablehlo.shift_right_logical"(%x8634, %v8648) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8651 = "stablehlo.or"(%v8649, %v8650) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8652 = "stablehlo.xor"(%v8642, %v8651) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8653 = "stablehlo.slice"(%x8638) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8654 = "stablehlo.reshape"(%v8653) : (tensor<1xi32>) -> tensor<i32>
  %v8655 = "stablehlo.add"(%v8642, %v8652) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8656 = "stablehlo.broadcast_in_dim"(%v8654) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v8657 = "stablehlo.bitcast_convert"(%v8656) : (tensor<1xi32>) -> tensor<1xui32>
  %c8658 = stablehlo.constant dense<32> : tensor<i32>
  %v8659 = "stablehlo.subtract"(%c8658, %v8654) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8660 = "stablehlo.broadcast_in_dim"(%v8659) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v8661 = "stablehlo.bitcast_convert"(%v8660) : (tensor<1xi32>) -> tensor<1xui32>
  %v8662 = "stablehlo.shift_left"(%v8652, %v8657) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8663 = "stablehlo.shift_right_logical"(%v8652, %v8661) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8664 = "stablehlo.or"(%v8662, %v8663) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8665 = "stablehlo.xor"(%v8655, %v8664) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8666 = "stablehlo.slice"(%x8638) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8667 = "stablehlo.reshape"(%v8666) : (tensor<1xi32>) -> tensor<i32>
  %v8668 = "stablehlo.add"(%v8655, %v8665) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8669 = "stablehlo.broadcast_in_dim"(%v8667) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v8670 = "stablehlo.bitcast_convert"(%v8669) : (tensor<1xi32>) -> tensor<1xui32>
  %c8671 = stablehlo.constant dense<32> : tensor<i32>
  %v8672 = "stablehlo.subtract"(%c8671, %v8667) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8673 = "stablehlo.broadcast_in_dim"(%v8672) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v8674 = "stablehlo.bitcast_convert"(%v8673) : (tensor<1xi32>) -> tensor<1xui32>
  %v8675 = "stablehlo.shift_left"(%v8665, %v8670) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8676 = "stablehlo.shift_right_logical"(%v8665, %v8674) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8677 = "stablehlo.or"(%v8675, %v8676) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8678 = "stablehlo.xor"(%v8668, %v8677) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8679 = "stablehlo.slice"(%x8638) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8680 = "stablehlo.reshape"(%v8679) : (tensor<1xi32>) -> tensor<i32>
  %v8681 = "stablehlo.add"(%v8668, %v8678) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8682 = "stablehlo.broadcast_in_dim"(%v8680) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v8683 = "stablehlo.bitcast_convert"(%v8682) : (tensor<1xi32>) -> tensor<1xui32>
  %c8684 = stablehlo.constant dense<32> : tensor<i32>
  %v8685 = "stablehlo.subtract"(%c8684, %v8680) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8686 = "stablehlo.broadcast_in_dim"(%v8685) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v8687 = "stablehlo.bitcast_convert"(%v8686) : (tensor<1xi32>) -> tensor<1xui32>
  %v8688 = "stablehlo.shift_left"(%v8678, %v8683) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8689 = "stablehlo.shift_right_logical"(%v8678, %v8687) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8690 = "stablehlo.or"(%v8688, %v8689) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8691 = "stablehlo.xor"(%v8681, %v8690) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c8692 = stablehlo.constant dense<1> : tensor<i32>
  %v8693 = "stablehlo.add"(%x8632, %c8692) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8694 = "stablehlo.broadcast_in_dim"(%x8635) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v8695 = "stablehlo.add"(%v8681, %v8694) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v8696 = "stablehlo.convert"(%v8693) : (tensor<i32>) -> tensor<ui32>
  %v8697 = "stablehlo.add"(%x8636, %v8696) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v8698 = "stablehlo.broadcast_in_dim"(%v8697) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v8699 = "stablehlo.add"(%v8691, %v8698) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v8693, %v8695, %v8699, %x8636, %x8637, %x8635, %x8639, %x8638) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v8700 = "stablehlo.concatenate"(%w8621#1, %w8621#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v8701 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<12xui32>
  %v8702 = "stablehlo.slice"(%v8700) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v8703 = "stablehlo.reshape"(%v8702) : (tensor<1xui32>) -> tensor<ui32>
  %v8704 = "stablehlo.slice"(%v8700) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v8705 = "stablehlo.reshape"(%v8704) : (tensor<1xui32>) -> tensor<ui32>
  %v8706 = "stablehlo.slice"(%v8701) {start_indices = array<i64: 0>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v8707 = "stablehlo.slice"(%v8701) {start_indices = array<i64: 6>, limit_indices = array<i64: 12>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v8708 = "stablehlo.xor"(%v8703, %v8705) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c8709 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v8710 = "stablehlo.xor"(%v8708, %c8709) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v8711 = "stablehlo.broadcast_in_dim"(%v8703) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v8712 = "stablehlo.add"(%v8706, %v8711) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8713 = "stablehlo.broadcast_in_dim"(%v8705) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v8714 = "stablehlo.add"(%v8707, %v8713) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c8715 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c8716 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c8717 = stablehlo.constant dense<0> : tensor<i32>
  %w8718:8 = "stablehlo.while"(%c8717, %v8712, %v8714, %v8705, %v8710, %v8703, %c8715, %c8716) ({
  ^bb0(%x8719: tensor<i32>, %x8720: tensor<6xui32>, %x8721: tensor<6xui32>, %x8722: tensor<ui32>, %x8723: tensor<ui32>, %x8724: tensor<ui32>, %x8725: tensor<4xi32>, %x8726: tensor<4xi32>):
  %c8727 = stablehlo.constant dense<5> : tensor<i32>
  %v8728 = "stablehlo.compare"(%x8719, %c8727) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v8728) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x8729: tensor<i32>, %x8730: tensor<6xui32>, %x8731: tensor<6xui32>, %x8732: tensor<ui32>, %x8733: tensor<ui32>, %x8734: tensor<ui32>, %x8735: tensor<4xi32>, %x8736: tensor<4xi32>):
  %v8737 = "stablehlo.slice"(%x8735) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8738 = "stablehlo.reshape"(%v8737) : (tensor<1xi32>) -> tensor<i32>
  %v8739 = "stablehlo.add"(%x8730, %x8731) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8740 = "stablehlo.broadcast_in_dim"(%v8738) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v8741 = "stablehlo.bitcast_convert"(%v8740) : (tensor<6xi32>) -> tensor<6xui32>
  %c8742 = stablehlo.constant dense<32> : tensor<i32>
  %v8743 = "stablehlo.subtract"(%c8742, %v8738) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8744 = "stablehlo.broadcast_in_dim"(%v8743) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v8745 = "stablehlo.bitcast_convert"(%v8744) : (tensor<6xi32>) -> tensor<6xui32>
  %v8746 = "stablehlo.shift_left"(%x8731, %v8741) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8747 = "stablehlo.shift_right_logical"(%x8731, %v8745) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8748 = "stablehlo.or"(%v8746, %v8747) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8749 = "stablehlo.xor"(%v8739, %v8748) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8750 = "stablehlo.slice"(%x8735) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8751 = "stablehlo.reshape"(%v8750) : (tensor<1xi32>) -> tensor<i32>
  %v8752 = "stablehlo.add"(%v8739, %v8749) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8753 = "stablehlo.broadcast_in_dim"(%v8751) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v8754 = "stablehlo.bitcast_convert"(%v8753) : (tensor<6xi32>) -> tensor<6xui32>
  %c8755 = stablehlo.constant dense<32> : tensor<i32>
  %v8756 = "stablehlo.subtract"(%c8755, %v8751) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8757 = "stablehlo.broadcast_in_dim"(%v8756) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v8758 = "stablehlo.bitcast_convert"(%v8757) : (tensor<6xi32>) -> tensor<6xui32>
  %v8759 = "stablehlo.shift_left"(%v8749, %v8754) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8760 = "stablehlo.shift_right_logical"(%v8749, %v8758) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8761 = "stablehlo.or"(%v8759, %v8760) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8762 = "stablehlo.xor"(%v8752, %v8761) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8763 = "stablehlo.slice"(%x8735) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8764 = "stablehlo.reshape"(%v8763) : (tensor<1xi32>) -> tensor<i32>
  %v8765 = "stablehlo.add"(%v8752, %v8762) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8766 = "stablehlo.broadcast_in_dim"(%v8764) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v8767 = "stablehlo.bitcast_convert"(%v8766) : (tensor<6xi32>) -> tensor<6xui32>
  %c8768 = stablehlo.constant dense<32> : tensor<i32>
  %v8769 = "stablehlo.subtract"(%c8768, %v8764) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8770 = "stablehlo.broadcast_in_dim"(%v8769) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v8771 = "stablehlo.bitcast_convert"(%v8770) : (tensor<6xi32>) -> tensor<6xui32>
  %v8772 = "stablehlo.shift_left"(%v8762, %v8767) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8773 = "stablehlo.shift_right_logical"(%v8762, %v8771) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8774 = "stablehlo.or"(%v8772, %v8773) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8775 = "stablehlo.xor"(%v8765, %v8774) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8776 = "stablehlo.slice"(%x8735) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8777 = "stablehlo.reshape"(%v8776) : (tensor<1xi32>) -> tensor<i32>
  %v8778 = "stablehlo.add"(%v8765, %v8775) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8779 = "stablehlo.broadcast_in_dim"(%v8777) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v8780 = "stablehlo.bitcast_convert"(%v8779) : (tensor<6xi32>) -> tensor<6xui32>
  %c8781 = stablehlo.constant dense<32> : tensor<i32>
  %v8782 = "stablehlo.subtract"(%c8781, %v8777) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8783 = "stablehlo.broadcast_in_dim"(%v8782) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v8784 = "stablehlo.bitcast_convert"(%v8783) : (tensor<6xi32>) -> tensor<6xui32>
  %v8785 = "stablehlo.shift_left"(%v8775, %v8780) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8786 = "stablehlo.shift_right_logical"(%v8775, %v8784) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8787 = "stablehlo.or"(%v8785, %v8786) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8788 = "stablehlo.xor"(%v8778, %v8787) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c8789 = stablehlo.constant dense<1> : tensor<i32>
  %v8790 = "stablehlo.add"(%x8729, %c8789) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8791 = "stablehlo.broadcast_in_dim"(%x8732) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v8792 = "stablehlo.add"(%v8778, %v8791) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8793 = "stablehlo.convert"(%v8790) : (tensor<i32>) -> tensor<ui32>
  %v8794 = "stablehlo.add"(%x8733, %v8793) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v8795 = "stablehlo.broadcast_in_dim"(%v8794) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v8796 = "stablehlo.add"(%v8788, %v8795) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "stablehlo.return"(%v8790, %v8792, %v8796, %x8733, %x8734, %x8732, %x8736, %x8735) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v8797 = "stablehlo.concatenate"(%w8718#1, %w8718#2) {dimension = 0 : i64} : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
  %v8798 = "stablehlo.slice"(%v8797) {start_indices = array<i64: 0>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v8799 = "stablehlo.convert"(%v8798) : (tensor<6xui32>) -> tensor<6xui64>
  %v8800 = "stablehlo.slice"(%v8797) {start_indices = array<i64: 6>, limit_indices = array<i64: 12>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v8801 = "stablehlo.convert"(%v8800) : (tensor<6xui32>) -> tensor<6xui64>
  %c8802 = stablehlo.constant dense<32> : tensor<6xui64>
  %v8803 = "stablehlo.shift_left"(%v8799, %c8802) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  %v8804 = "stablehlo.or"(%v8803, %v8801) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  %c8805 = stablehlo.constant dense<12> : tensor<6xui64>
  %v8806 = "stablehlo.shift_right_logical"(%v8804, %c8805) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  %c8807 = stablehlo.constant dense<4607182418800017408> : tensor<6xui64>
  %v8808 = "stablehlo.or"(%v8806, %c8807) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  %v8809 = "stablehlo.bitcast_convert"(%v8808) : (tensor<6xui64>) -> tensor<6xf64>
  %c8810 = stablehlo.constant dense<1.0> : tensor<6xf64>
  %v8811 = "stablehlo.subtract"(%v8809, %c8810) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
  %v8812 = "stablehlo.reshape"(%v8811) : (tensor<6xf64>) -> tensor<2x3xf64>
  %v8813 = "stablehlo.add"(%x8600, %v8812) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c8814 = stablehlo.constant dense<1> : tensor<i64>
  %v8815 = "stablehlo.add"(%x8598, %c8814) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v8815, %x8599, %v8813) : (tensor<i64>, tensor<2xui32>, tensor<2x3xf64>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i64>, tensor<2xui32>, tensor<2x3xf64>) -> (tensor<i64>, tensor<2xui32>, tensor<2x3xf64>)
  %v8816 = "stablehlo.convert"(%a1) : (tensor<2x3xf64>) -> tensor<2x3xf32>
  %v8817 = "stablehlo.convert"(%v8816) : (tensor<2x3xf32>) -> tensor<2x3xf64>
  %v8818 = "stablehlo.slice"(%v8817) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xf64>) -> tensor<2x1xf64>
  %c8819 = stablehlo.constant dense<-1.0e+02> : tensor<2x1xf64>
  %c8820 = stablehlo.constant dense<1.0e+02> : tensor<2x1xf64>
  %v8821 = "stablehlo.clamp"(%c8819, %v8818, %c8820) : (tensor<2x1xf64>, tensor<2x1xf64>, tensor<2x1xf64>) -> tensor<2x1xf64>
  %v8822 = "stablehlo.convert"(%v8821) : (tensor<2x1xf64>) -> tensor<2x1xi64>
  %c8823 = stablehlo.constant dense<0> : tensor<2x1xi64>
  %c8824 = stablehlo.constant dense<1> : tensor<2x1xi64>
  %v8825 = "stablehlo.clamp"(%c8823, %v8822, %c8824) : (tensor<2x1xi64>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
  %v8826 = "stablehlo.gather"(%a0, %v8825) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xf64>, tensor<2x1xi64>) -> tensor<2x3xf64>
  return %v8826, %v8817 : tensor<2x3xf64>, tensor<2x3xf64>
}
// transformed:
func.func @f95(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %0 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %1 = stablehlo.reshape %0 : (tensor<ui32>) -> tensor<1xui32>
  %2 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
  %3 = stablehlo.reshape %2 : (tensor<ui32>) -> tensor<1xui32>
  %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c = stablehlo.constant dense<0> : tensor<i64>
  %5:3 = stablehlo.while(%iterArg = %c, %iterArg_3 = %4, %iterArg_4 = %arg1) : tensor<i64>, tensor<2xui32>, tensor<2x3xf64> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_5 = stablehlo.constant dense<2> : tensor<i64>
    %13 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %13 : tensor<i1>
  } do {
    %13 = stablehlo.convert %iterArg : (tensor<i64>) -> tensor<ui32>
    %14 = stablehlo.reshape %13 : (tensor<ui32>) -> tensor<1xui32>
    %c_5 = stablehlo.constant dense<0> : tensor<1xui32>
    %15 = stablehlo.concatenate %c_5, %14, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %16 = stablehlo.slice %iterArg_3 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
    %18 = stablehlo.slice %iterArg_3 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %19 = stablehlo.reshape %18 : (tensor<1xui32>) -> tensor<ui32>
    %20 = stablehlo.slice %15 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %21 = stablehlo.slice %15 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %22 = stablehlo.xor %17, %19 : tensor<ui32>
    %c_6 = stablehlo.constant dense<466688986> : tensor<ui32>
    %23 = stablehlo.xor %22, %c_6 : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.add %20, %24 : tensor<1xui32>
    %26 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %27 = stablehlo.add %21, %26 : tensor<1xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_8 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28:8 = stablehlo.while(%iterArg_19 = %c_9, %iterArg_20 = %25, %iterArg_21 = %27, %iterArg_22 = %19, %iterArg_23 = %23, %iterArg_24 = %17, %iterArg_25 = %c_7, %iterArg_26 = %c_8) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %58 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %58 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %59 = stablehlo.reshape %58 : (tensor<1xi32>) -> tensor<i32>
      %60 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<1xui32>
      %61 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %62 = stablehlo.bitcast_convert %61 : (tensor<1xi32>) -> tensor<1xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %63 = stablehlo.subtract %c_27, %59 : tensor<i32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %65 = stablehlo.bitcast_convert %64 : (tensor<1xi32>) -> tensor<1xui32>
      %66 = stablehlo.shift_left %iterArg_21, %62 : tensor<1xui32>
      %67 = stablehlo.shift_right_logical %iterArg_21, %65 : tensor<1xui32>
      %68 = stablehlo.or %66, %67 : tensor<1xui32>
      %69 = stablehlo.xor %60, %68 : tensor<1xui32>
      %70 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %71 = stablehlo.reshape %70 : (tensor<1xi32>) -> tensor<i32>
      %72 = stablehlo.add %60, %69 : tensor<1xui32>
      %73 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %74 = stablehlo.bitcast_convert %73 : (tensor<1xi32>) -> tensor<1xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %75 = stablehlo.subtract %c_28, %71 : tensor<i32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %77 = stablehlo.bitcast_convert %76 : (tensor<1xi32>) -> tensor<1xui32>
      %78 = stablehlo.shift_left %69, %74 : tensor<1xui32>
      %79 = stablehlo.shift_right_logical %69, %77 : tensor<1xui32>
      %80 = stablehlo.or %78, %79 : tensor<1xui32>
      %81 = stablehlo.xor %72, %80 : tensor<1xui32>
      %82 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %83 = stablehlo.reshape %82 : (tensor<1xi32>) -> tensor<i32>
      %84 = stablehlo.add %72, %81 : tensor<1xui32>
      %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %86 = stablehlo.bitcast_convert %85 : (tensor<1xi32>) -> tensor<1xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %87 = stablehlo.subtract %c_29, %83 : tensor<i32>
      %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %89 = stablehlo.bitcast_convert %88 : (tensor<1xi32>) -> tensor<1xui32>
      %90 = stablehlo.shift_left %81, %86 : tensor<1xui32>
      %91 = stablehlo.shift_right_logical %81, %89 : tensor<1xui32>
      %92 = stablehlo.or %90, %91 : tensor<1xui32>
      %93 = stablehlo.xor %84, %92 : tensor<1xui32>
      %94 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
      %96 = stablehlo.add %84, %93 : tensor<1xui32>
      %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<1xi32>) -> tensor<1xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %99 = stablehlo.subtract %c_30, %95 : tensor<i32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %101 = stablehlo.bitcast_convert %100 : (tensor<1xi32>) -> tensor<1xui32>
      %102 = stablehlo.shift_left %93, %98 : tensor<1xui32>
      %103 = stablehlo.shift_right_logical %93, %101 : tensor<1xui32>
      %104 = stablehlo.or %102, %103 : tensor<1xui32>
      %105 = stablehlo.xor %96, %104 : tensor<1xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %106 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %107 = stablehlo.broadcast_in_dim %iterArg_22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %108 = stablehlo.add %96, %107 : tensor<1xui32>
      %109 = stablehlo.convert %106 : (tensor<i32>) -> tensor<ui32>
      %110 = stablehlo.add %iterArg_23, %109 : tensor<ui32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %112 = stablehlo.add %105, %111 : tensor<1xui32>
      stablehlo.return %106, %108, %112, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %29 = stablehlo.concatenate %28#1, %28#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %30 = stablehlo.iota dim = 0 : tensor<12xui32>
    %31 = stablehlo.slice %29 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.slice %29 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
    %35 = stablehlo.slice %30 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
    %36 = stablehlo.slice %30 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
    %37 = stablehlo.xor %32, %34 : tensor<ui32>
    %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
    %38 = stablehlo.xor %37, %c_10 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %40 = stablehlo.add %35, %39 : tensor<6xui32>
    %41 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %42 = stablehlo.add %36, %41 : tensor<6xui32>
    %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %43:8 = stablehlo.while(%iterArg_19 = %c_13, %iterArg_20 = %40, %iterArg_21 = %42, %iterArg_22 = %34, %iterArg_23 = %38, %iterArg_24 = %32, %iterArg_25 = %c_11, %iterArg_26 = %c_12) : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %58 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %58 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %59 = stablehlo.reshape %58 : (tensor<1xi32>) -> tensor<i32>
      %60 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<6xui32>
      %61 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %62 = stablehlo.bitcast_convert %61 : (tensor<6xi32>) -> tensor<6xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %63 = stablehlo.subtract %c_27, %59 : tensor<i32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %65 = stablehlo.bitcast_convert %64 : (tensor<6xi32>) -> tensor<6xui32>
      %66 = stablehlo.shift_left %iterArg_21, %62 : tensor<6xui32>
      %67 = stablehlo.shift_right_logical %iterArg_21, %65 : tensor<6xui32>
      %68 = stablehlo.or %66, %67 : tensor<6xui32>
      %69 = stablehlo.xor %60, %68 : tensor<6xui32>
      %70 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %71 = stablehlo.reshape %70 : (tensor<1xi32>) -> tensor<i32>
      %72 = stablehlo.add %60, %69 : tensor<6xui32>
      %73 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %74 = stablehlo.bitcast_convert %73 : (tensor<6xi32>) -> tensor<6xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %75 = stablehlo.subtract %c_28, %71 : tensor<i32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %77 = stablehlo.bitcast_convert %76 : (tensor<6xi32>) -> tensor<6xui32>
      %78 = stablehlo.shift_left %69, %74 : tensor<6xui32>
      %79 = stablehlo.shift_right_logical %69, %77 : tensor<6xui32>
      %80 = stablehlo.or %78, %79 : tensor<6xui32>
      %81 = stablehlo.xor %72, %80 : tensor<6xui32>
      %82 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %83 = stablehlo.reshape %82 : (tensor<1xi32>) -> tensor<i32>
      %84 = stablehlo.add %72, %81 : tensor<6xui32>
      %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %86 = stablehlo.bitcast_convert %85 : (tensor<6xi32>) -> tensor<6xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %87 = stablehlo.subtract %c_29, %83 : tensor<i32>
      %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %89 = stablehlo.bitcast_convert %88 : (tensor<6xi32>) -> tensor<6xui32>
      %90 = stablehlo.shift_left %81, %86 : tensor<6xui32>
      %91 = stablehlo.shift_right_logical %81, %89 : tensor<6xui32>
      %92 = stablehlo.or %90, %91 : tensor<6xui32>
      %93 = stablehlo.xor %84, %92 : tensor<6xui32>
      %94 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
      %96 = stablehlo.add %84, %93 : tensor<6xui32>
      %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<6xi32>) -> tensor<6xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %99 = stablehlo.subtract %c_30, %95 : tensor<i32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %101 = stablehlo.bitcast_convert %100 : (tensor<6xi32>) -> tensor<6xui32>
      %102 = stablehlo.shift_left %93, %98 : tensor<6xui32>
      %103 = stablehlo.shift_right_logical %93, %101 : tensor<6xui32>
      %104 = stablehlo.or %102, %103 : tensor<6xui32>
      %105 = stablehlo.xor %96, %104 : tensor<6xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %106 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %107 = stablehlo.broadcast_in_dim %iterArg_22, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %108 = stablehlo.add %96, %107 : tensor<6xui32>
      %109 = stablehlo.convert %106 : (tensor<i32>) -> tensor<ui32>
      %110 = stablehlo.add %iterArg_23, %109 : tensor<ui32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %112 = stablehlo.add %105, %111 : tensor<6xui32>
      stablehlo.return %106, %108, %112, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %44 = stablehlo.concatenate %43#1, %43#2, dim = 0 : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
    %45 = stablehlo.slice %44 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
    %46 = stablehlo.convert %45 : (tensor<6xui32>) -> tensor<6xui64>
    %47 = stablehlo.slice %44 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
    %48 = stablehlo.convert %47 : (tensor<6xui32>) -> tensor<6xui64>
    %c_14 = stablehlo.constant dense<32> : tensor<6xui64>
    %49 = stablehlo.shift_left %46, %c_14 : tensor<6xui64>
    %50 = stablehlo.or %49, %48 : tensor<6xui64>
    %c_15 = stablehlo.constant dense<12> : tensor<6xui64>
    %51 = stablehlo.shift_right_logical %50, %c_15 : tensor<6xui64>
    %c_16 = stablehlo.constant dense<4607182418800017408> : tensor<6xui64>
    %52 = stablehlo.or %51, %c_16 : tensor<6xui64>
    %53 = stablehlo.bitcast_convert %52 : (tensor<6xui64>) -> tensor<6xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<6xf64>
    %54 = stablehlo.subtract %53, %cst_17 : tensor<6xf64>
    %55 = stablehlo.reshape %54 : (tensor<6xf64>) -> tensor<2x3xf64>
    %56 = stablehlo.add %iterArg_4, %55 : tensor<2x3xf64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %57 = stablehlo.add %iterArg, %c_18 : tensor<i64>
    stablehlo.return %57, %iterArg_3, %56 : tensor<i64>, tensor<2xui32>, tensor<2x3xf64>
  }
  %6 = stablehlo.convert %arg1 : (tensor<2x3xf64>) -> tensor<2x3xf32>
  %7 = stablehlo.convert %6 : (tensor<2x3xf32>) -> tensor<2x3xf64>
  %8 = stablehlo.slice %7 [0:2, 0:1] : (tensor<2x3xf64>) -> tensor<2x1xf64>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<2x1xf64>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<2x1xf64>
  %9 = stablehlo.clamp %cst, %8, %cst_0 : tensor<2x1xf64>
  %10 = stablehlo.convert %9 : (tensor<2x1xf64>) -> tensor<2x1xi64>
  %c_1 = stablehlo.constant dense<0> : tensor<2x1xi64>
  %c_2 = stablehlo.constant dense<1> : tensor<2x1xi64>
  %11 = stablehlo.clamp %c_1, %10, %c_2 : tensor<2x1xi64>
  %12 = "stablehlo.gather"(%arg0, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi64>) -> tensor<2x3xf64>
  return %12, %7 : tensor<2x3xf64>, tensor<2x3xf64>
}
func.func @f95_v0(%arg0: tensor<3x2x3xf64>, %arg1: tensor<3x2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<3xi32>) -> (tensor<3x2x3xf64>, tensor<3x2x3xf64>) {
  %0 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %1 = stablehlo.reshape %0 : (tensor<ui32>) -> tensor<1xui32>
  %2 = stablehlo.bitcast_convert %arg3 : (tensor<3xi32>) -> tensor<3xui32>
  %3 = stablehlo.reshape %2 : (tensor<3xui32>) -> tensor<3x1xui32>
  %4 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
  %5 = stablehlo.concatenate %4, %3, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
  %c = stablehlo.constant dense<0> : tensor<i64>
  %6:3 = stablehlo.while(%iterArg = %c, %iterArg_3 = %5, %iterArg_4 = %arg1) : tensor<i64>, tensor<3x2xui32>, tensor<3x2x3xf64> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_5 = stablehlo.constant dense<2> : tensor<i64>
    %18 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %18 : tensor<i1>
  } do {
    %18 = stablehlo.convert %iterArg : (tensor<i64>) -> tensor<ui32>
    %19 = stablehlo.reshape %18 : (tensor<ui32>) -> tensor<1xui32>
    %c_5 = stablehlo.constant dense<0> : tensor<1xui32>
    %20 = stablehlo.concatenate %c_5, %19, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %21 = stablehlo.slice %iterArg_3 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %22 = stablehlo.reshape %21 : (tensor<3x1xui32>) -> tensor<3xui32>
    %23 = stablehlo.slice %iterArg_3 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %24 = stablehlo.reshape %23 : (tensor<3x1xui32>) -> tensor<3xui32>
    %25 = stablehlo.slice %20 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %26 = stablehlo.slice %20 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %27 = stablehlo.xor %22, %24 : tensor<3xui32>
    %c_6 = stablehlo.constant dense<466688986> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %29 = stablehlo.xor %27, %28 : tensor<3xui32>
    %30 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
    %32 = stablehlo.add %31, %30 : tensor<3x1xui32>
    %33 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %34 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
    %35 = stablehlo.add %34, %33 : tensor<3x1xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_8 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %36:8 = stablehlo.while(%iterArg_19 = %c_9, %iterArg_20 = %32, %iterArg_21 = %35, %iterArg_22 = %24, %iterArg_23 = %29, %iterArg_24 = %22, %iterArg_25 = %c_7, %iterArg_26 = %c_8) : tensor<i32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %73 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %73 : tensor<i1>
    } do {
      %73 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %74 = stablehlo.reshape %73 : (tensor<1xi32>) -> tensor<i32>
      %75 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<3x1xui32>
      %76 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %77 = stablehlo.bitcast_convert %76 : (tensor<1xi32>) -> tensor<1xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %78 = stablehlo.subtract %c_27, %74 : tensor<i32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %80 = stablehlo.bitcast_convert %79 : (tensor<1xi32>) -> tensor<1xui32>
      %81 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %82 = stablehlo.shift_left %iterArg_21, %81 : tensor<3x1xui32>
      %83 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %84 = stablehlo.shift_right_logical %iterArg_21, %83 : tensor<3x1xui32>
      %85 = stablehlo.or %82, %84 : tensor<3x1xui32>
      %86 = stablehlo.xor %75, %85 : tensor<3x1xui32>
      %87 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %88 = stablehlo.reshape %87 : (tensor<1xi32>) -> tensor<i32>
      %89 = stablehlo.add %75, %86 : tensor<3x1xui32>
      %90 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %91 = stablehlo.bitcast_convert %90 : (tensor<1xi32>) -> tensor<1xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %92 = stablehlo.subtract %c_28, %88 : tensor<i32>
      %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %94 = stablehlo.bitcast_convert %93 : (tensor<1xi32>) -> tensor<1xui32>
      %95 = stablehlo.broadcast_in_dim %91, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %96 = stablehlo.shift_left %86, %95 : tensor<3x1xui32>
      %97 = stablehlo.broadcast_in_dim %94, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %98 = stablehlo.shift_right_logical %86, %97 : tensor<3x1xui32>
      %99 = stablehlo.or %96, %98 : tensor<3x1xui32>
      %100 = stablehlo.xor %89, %99 : tensor<3x1xui32>
      %101 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %102 = stablehlo.reshape %101 : (tensor<1xi32>) -> tensor<i32>
      %103 = stablehlo.add %89, %100 : tensor<3x1xui32>
      %104 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %105 = stablehlo.bitcast_convert %104 : (tensor<1xi32>) -> tensor<1xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %106 = stablehlo.subtract %c_29, %102 : tensor<i32>
      %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %108 = stablehlo.bitcast_convert %107 : (tensor<1xi32>) -> tensor<1xui32>
      %109 = stablehlo.broadcast_in_dim %105, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %110 = stablehlo.shift_left %100, %109 : tensor<3x1xui32>
      %111 = stablehlo.broadcast_in_dim %108, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %112 = stablehlo.shift_right_logical %100, %111 : tensor<3x1xui32>
      %113 = stablehlo.or %110, %112 : tensor<3x1xui32>
      %114 = stablehlo.xor %103, %113 : tensor<3x1xui32>
      %115 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %116 = stablehlo.reshape %115 : (tensor<1xi32>) -> tensor<i32>
      %117 = stablehlo.add %103, %114 : tensor<3x1xui32>
      %118 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %119 = stablehlo.bitcast_convert %118 : (tensor<1xi32>) -> tensor<1xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %120 = stablehlo.subtract %c_30, %116 : tensor<i32>
      %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %122 = stablehlo.bitcast_convert %121 : (tensor<1xi32>) -> tensor<1xui32>
      %123 = stablehlo.broadcast_in_dim %119, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %124 = stablehlo.shift_left %114, %123 : tensor<3x1xui32>
      %125 = stablehlo.broadcast_in_dim %122, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %126 = stablehlo.shift_right_logical %114, %125 : tensor<3x1xui32>
      %127 = stablehlo.or %124, %126 : tensor<3x1xui32>
      %128 = stablehlo.xor %117, %127 : tensor<3x1xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %129 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %130 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
      %131 = stablehlo.add %117, %130 : tensor<3x1xui32>
      %132 = stablehlo.convert %129 : (tensor<i32>) -> tensor<ui32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %134 = stablehlo.add %iterArg_23, %133 : tensor<3xui32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
      %136 = stablehlo.add %128, %135 : tensor<3x1xui32>
      stablehlo.return %129, %131, %136, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %37 = stablehlo.concatenate %36#1, %36#2, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    %38 = stablehlo.iota dim = 0 : tensor<12xui32>
    %39 = stablehlo.slice %37 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %40 = stablehlo.reshape %39 : (tensor<3x1xui32>) -> tensor<3xui32>
    %41 = stablehlo.slice %37 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %42 = stablehlo.reshape %41 : (tensor<3x1xui32>) -> tensor<3xui32>
    %43 = stablehlo.slice %38 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
    %44 = stablehlo.slice %38 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
    %45 = stablehlo.xor %40, %42 : tensor<3xui32>
    %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %47 = stablehlo.xor %45, %46 : tensor<3xui32>
    %48 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<3xui32>) -> tensor<3x6xui32>
    %49 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
    %50 = stablehlo.add %49, %48 : tensor<3x6xui32>
    %51 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<3xui32>) -> tensor<3x6xui32>
    %52 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
    %53 = stablehlo.add %52, %51 : tensor<3x6xui32>
    %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %54:8 = stablehlo.while(%iterArg_19 = %c_13, %iterArg_20 = %50, %iterArg_21 = %53, %iterArg_22 = %42, %iterArg_23 = %47, %iterArg_24 = %40, %iterArg_25 = %c_11, %iterArg_26 = %c_12) : tensor<i32>, tensor<3x6xui32>, tensor<3x6xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %73 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %73 : tensor<i1>
    } do {
      %73 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %74 = stablehlo.reshape %73 : (tensor<1xi32>) -> tensor<i32>
      %75 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<3x6xui32>
      %76 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %77 = stablehlo.bitcast_convert %76 : (tensor<6xi32>) -> tensor<6xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %78 = stablehlo.subtract %c_27, %74 : tensor<i32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %80 = stablehlo.bitcast_convert %79 : (tensor<6xi32>) -> tensor<6xui32>
      %81 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %82 = stablehlo.shift_left %iterArg_21, %81 : tensor<3x6xui32>
      %83 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %84 = stablehlo.shift_right_logical %iterArg_21, %83 : tensor<3x6xui32>
      %85 = stablehlo.or %82, %84 : tensor<3x6xui32>
      %86 = stablehlo.xor %75, %85 : tensor<3x6xui32>
      %87 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %88 = stablehlo.reshape %87 : (tensor<1xi32>) -> tensor<i32>
      %89 = stablehlo.add %75, %86 : tensor<3x6xui32>
      %90 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %91 = stablehlo.bitcast_convert %90 : (tensor<6xi32>) -> tensor<6xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %92 = stablehlo.subtract %c_28, %88 : tensor<i32>
      %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %94 = stablehlo.bitcast_convert %93 : (tensor<6xi32>) -> tensor<6xui32>
      %95 = stablehlo.broadcast_in_dim %91, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %96 = stablehlo.shift_left %86, %95 : tensor<3x6xui32>
      %97 = stablehlo.broadcast_in_dim %94, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %98 = stablehlo.shift_right_logical %86, %97 : tensor<3x6xui32>
      %99 = stablehlo.or %96, %98 : tensor<3x6xui32>
      %100 = stablehlo.xor %89, %99 : tensor<3x6xui32>
      %101 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %102 = stablehlo.reshape %101 : (tensor<1xi32>) -> tensor<i32>
      %103 = stablehlo.add %89, %100 : tensor<3x6xui32>
      %104 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %105 = stablehlo.bitcast_convert %104 : (tensor<6xi32>) -> tensor<6xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %106 = stablehlo.subtract %c_29, %102 : tensor<i32>
      %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %108 = stablehlo.bitcast_convert %107 : (tensor<6xi32>) -> tensor<6xui32>
      %109 = stablehlo.broadcast_in_dim %105, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %110 = stablehlo.shift_left %100, %109 : tensor<3x6xui32>
      %111 = stablehlo.broadcast_in_dim %108, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %112 = stablehlo.shift_right_logical %100, %111 : tensor<3x6xui32>
      %113 = stablehlo.or %110, %112 : tensor<3x6xui32>
      %114 = stablehlo.xor %103, %113 : tensor<3x6xui32>
      %115 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %116 = stablehlo.reshape %115 : (tensor<1xi32>) -> tensor<i32>
      %117 = stablehlo.add %103, %114 : tensor<3x6xui32>
      %118 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %119 = stablehlo.bitcast_convert %118 : (tensor<6xi32>) -> tensor<6xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %120 = stablehlo.subtract %c_30, %116 : tensor<i32>
      %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %122 = stablehlo.bitcast_convert %121 : (tensor<6xi32>) -> tensor<6xui32>
      %123 = stablehlo.broadcast_in_dim %119, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %124 = stablehlo.shift_left %114, %123 : tensor<3x6xui32>
      %125 = stablehlo.broadcast_in_dim %122, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %126 = stablehlo.shift_right_logical %114, %125 : tensor<3x6xui32>
      %127 = stablehlo.or %124, %126 : tensor<3x6xui32>
      %128 = stablehlo.xor %117, %127 : tensor<3x6xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %129 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %130 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0] : (tensor<3xui32>) -> tensor<3x6xui32>
      %131 = stablehlo.add %117, %130 : tensor<3x6xui32>
      %132 = stablehlo.convert %129 : (tensor<i32>) -> tensor<ui32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %134 = stablehlo.add %iterArg_23, %133 : tensor<3xui32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [0] : (tensor<3xui32>) -> tensor<3x6xui32>
      %136 = stablehlo.add %128, %135 : tensor<3x6xui32>
      stablehlo.return %129, %131, %136, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<3x6xui32>, tensor<3x6xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %55 = stablehlo.concatenate %54#1, %54#2, dim = 1 : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x12xui32>
    %56 = stablehlo.slice %55 [0:3, 0:6] : (tensor<3x12xui32>) -> tensor<3x6xui32>
    %57 = stablehlo.convert %56 : (tensor<3x6xui32>) -> tensor<3x6xui64>
    %58 = stablehlo.slice %55 [0:3, 6:12] : (tensor<3x12xui32>) -> tensor<3x6xui32>
    %59 = stablehlo.convert %58 : (tensor<3x6xui32>) -> tensor<3x6xui64>
    %c_14 = stablehlo.constant dense<32> : tensor<6xui64>
    %60 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<6xui64>) -> tensor<3x6xui64>
    %61 = stablehlo.shift_left %57, %60 : tensor<3x6xui64>
    %62 = stablehlo.or %61, %59 : tensor<3x6xui64>
    %c_15 = stablehlo.constant dense<12> : tensor<6xui64>
    %63 = stablehlo.broadcast_in_dim %c_15, dims = [1] : (tensor<6xui64>) -> tensor<3x6xui64>
    %64 = stablehlo.shift_right_logical %62, %63 : tensor<3x6xui64>
    %c_16 = stablehlo.constant dense<4607182418800017408> : tensor<6xui64>
    %65 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<6xui64>) -> tensor<3x6xui64>
    %66 = stablehlo.or %64, %65 : tensor<3x6xui64>
    %67 = stablehlo.bitcast_convert %66 : (tensor<3x6xui64>) -> tensor<3x6xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<6xf64>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [1] : (tensor<6xf64>) -> tensor<3x6xf64>
    %69 = stablehlo.subtract %67, %68 : tensor<3x6xf64>
    %70 = stablehlo.reshape %69 : (tensor<3x6xf64>) -> tensor<3x2x3xf64>
    %71 = stablehlo.add %iterArg_4, %70 : tensor<3x2x3xf64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %72 = stablehlo.add %iterArg, %c_18 : tensor<i64>
    stablehlo.return %72, %iterArg_3, %71 : tensor<i64>, tensor<3x2xui32>, tensor<3x2x3xf64>
  }
  %7 = stablehlo.convert %arg1 : (tensor<3x2x3xf64>) -> tensor<3x2x3xf32>
  %8 = stablehlo.convert %7 : (tensor<3x2x3xf32>) -> tensor<3x2x3xf64>
  %9 = stablehlo.slice %8 [0:3, 0:2, 0:1] : (tensor<3x2x3xf64>) -> tensor<3x2x1xf64>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<2x1xf64>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<2x1xf64>
  %10 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x1xf64>) -> tensor<3x2x1xf64>
  %11 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2] : (tensor<2x1xf64>) -> tensor<3x2x1xf64>
  %12 = stablehlo.clamp %10, %9, %11 : tensor<3x2x1xf64>
  %13 = stablehlo.convert %12 : (tensor<3x2x1xf64>) -> tensor<3x2x1xi64>
  %c_1 = stablehlo.constant dense<0> : tensor<2x1xi64>
  %c_2 = stablehlo.constant dense<1> : tensor<2x1xi64>
  %14 = stablehlo.broadcast_in_dim %c_1, dims = [1, 2] : (tensor<2x1xi64>) -> tensor<3x2x1xi64>
  %15 = stablehlo.broadcast_in_dim %c_2, dims = [1, 2] : (tensor<2x1xi64>) -> tensor<3x2x1xi64>
  %16 = stablehlo.clamp %14, %13, %15 : tensor<3x2x1xi64>
  %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf64>, tensor<3x2x1xi64>) -> tensor<3x2x3xf64>
  return %17, %8 : tensor<3x2x3xf64>, tensor<3x2x3xf64>
}
func.func @f95_v0_v1(%arg0: tensor<3x2x3xf64>, %arg1: tensor<3x2x2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<2x3xi32>) -> (tensor<3x2x2x3xf64>, tensor<3x2x2x3xf64>) {
  %0 = stablehlo.transpose %arg1, dims = [2, 0, 1, 3] : (tensor<3x2x2x3xf64>) -> tensor<2x3x2x3xf64>
  %1 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %2 = stablehlo.reshape %1 : (tensor<ui32>) -> tensor<1xui32>
  %3 = stablehlo.bitcast_convert %arg3 : (tensor<2x3xi32>) -> tensor<2x3xui32>
  %4 = stablehlo.reshape %3 : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
  %5 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
  %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
  %7 = stablehlo.concatenate %6, %4, dim = 2 : (tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
  %c = stablehlo.constant dense<0> : tensor<i64>
  %8:3 = stablehlo.while(%iterArg = %c, %iterArg_3 = %7, %iterArg_4 = %0) : tensor<i64>, tensor<2x3x2xui32>, tensor<2x3x2x3xf64> attributes {hostcall.trip_count = 2 : i64}
  cond {
    %c_5 = stablehlo.constant dense<2> : tensor<i64>
    %26 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %26 : tensor<i1>
  } do {
    %26 = stablehlo.convert %iterArg : (tensor<i64>) -> tensor<ui32>
    %27 = stablehlo.reshape %26 : (tensor<ui32>) -> tensor<1xui32>
    %c_5 = stablehlo.constant dense<0> : tensor<1xui32>
    %28 = stablehlo.concatenate %c_5, %27, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %29 = stablehlo.slice %iterArg_3 [0:2, 0:3, 0:1] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %30 = stablehlo.reshape %29 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %31 = stablehlo.slice %iterArg_3 [0:2, 0:3, 1:2] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %32 = stablehlo.reshape %31 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %33 = stablehlo.slice %28 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %34 = stablehlo.slice %28 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %35 = stablehlo.xor %30, %32 : tensor<2x3xui32>
    %c_6 = stablehlo.constant dense<466688986> : tensor<ui32>
    %36 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %38 = stablehlo.xor %35, %37 : tensor<2x3xui32>
    %39 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %40 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
    %42 = stablehlo.add %41, %39 : tensor<2x3x1xui32>
    %43 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %44 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
    %46 = stablehlo.add %45, %43 : tensor<2x3x1xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_8 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %47:8 = stablehlo.while(%iterArg_19 = %c_9, %iterArg_20 = %42, %iterArg_21 = %46, %iterArg_22 = %32, %iterArg_23 = %38, %iterArg_24 = %30, %iterArg_25 = %c_7, %iterArg_26 = %c_8) : tensor<i32>, tensor<2x3x1xui32>, tensor<2x3x1xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %91 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %91 : tensor<i1>
    } do {
      %91 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %92 = stablehlo.reshape %91 : (tensor<1xi32>) -> tensor<i32>
      %93 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<2x3x1xui32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %95 = stablehlo.bitcast_convert %94 : (tensor<1xi32>) -> tensor<1xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %96 = stablehlo.subtract %c_27, %92 : tensor<i32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<1xi32>) -> tensor<1xui32>
      %99 = stablehlo.broadcast_in_dim %95, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
      %101 = stablehlo.shift_left %iterArg_21, %100 : tensor<2x3x1xui32>
      %102 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
      %104 = stablehlo.shift_right_logical %iterArg_21, %103 : tensor<2x3x1xui32>
      %105 = stablehlo.or %101, %104 : tensor<2x3x1xui32>
      %106 = stablehlo.xor %93, %105 : tensor<2x3x1xui32>
      %107 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %108 = stablehlo.reshape %107 : (tensor<1xi32>) -> tensor<i32>
      %109 = stablehlo.add %93, %106 : tensor<2x3x1xui32>
      %110 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %111 = stablehlo.bitcast_convert %110 : (tensor<1xi32>) -> tensor<1xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %112 = stablehlo.subtract %c_28, %108 : tensor<i32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %114 = stablehlo.bitcast_convert %113 : (tensor<1xi32>) -> tensor<1xui32>
      %115 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %116 = stablehlo.broadcast_in_dim %115, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
      %117 = stablehlo.shift_left %106, %116 : tensor<2x3x1xui32>
      %118 = stablehlo.broadcast_in_dim %114, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %119 = stablehlo.broadcast_in_dim %118, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
      %120 = stablehlo.shift_right_logical %106, %119 : tensor<2x3x1xui32>
      %121 = stablehlo.or %117, %120 : tensor<2x3x1xui32>
      %122 = stablehlo.xor %109, %121 : tensor<2x3x1xui32>
      %123 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %124 = stablehlo.reshape %123 : (tensor<1xi32>) -> tensor<i32>
      %125 = stablehlo.add %109, %122 : tensor<2x3x1xui32>
      %126 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %127 = stablehlo.bitcast_convert %126 : (tensor<1xi32>) -> tensor<1xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %128 = stablehlo.subtract %c_29, %124 : tensor<i32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %130 = stablehlo.bitcast_convert %129 : (tensor<1xi32>) -> tensor<1xui32>
      %131 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
      %133 = stablehlo.shift_left %122, %132 : tensor<2x3x1xui32>
      %134 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
      %136 = stablehlo.shift_right_logical %122, %135 : tensor<2x3x1xui32>
      %137 = stablehlo.or %133, %136 : tensor<2x3x1xui32>
      %138 = stablehlo.xor %125, %137 : tensor<2x3x1xui32>
      %139 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %140 = stablehlo.reshape %139 : (tensor<1xi32>) -> tensor<i32>
      %141 = stablehlo.add %125, %138 : tensor<2x3x1xui32>
      %142 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %143 = stablehlo.bitcast_convert %142 : (tensor<1xi32>) -> tensor<1xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %144 = stablehlo.subtract %c_30, %140 : tensor<i32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %146 = stablehlo.bitcast_convert %145 : (tensor<1xi32>) -> tensor<1xui32>
      %147 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %148 = stablehlo.broadcast_in_dim %147, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
      %149 = stablehlo.shift_left %138, %148 : tensor<2x3x1xui32>
      %150 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<1xui32>) -> tensor<3x1xui32>
      %151 = stablehlo.broadcast_in_dim %150, dims = [1, 2] : (tensor<3x1xui32>) -> tensor<2x3x1xui32>
      %152 = stablehlo.shift_right_logical %138, %151 : tensor<2x3x1xui32>
      %153 = stablehlo.or %149, %152 : tensor<2x3x1xui32>
      %154 = stablehlo.xor %141, %153 : tensor<2x3x1xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %155 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %156 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
      %157 = stablehlo.add %141, %156 : tensor<2x3x1xui32>
      %158 = stablehlo.convert %155 : (tensor<i32>) -> tensor<ui32>
      %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %160 = stablehlo.broadcast_in_dim %159, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %161 = stablehlo.add %iterArg_23, %160 : tensor<2x3xui32>
      %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
      %163 = stablehlo.add %154, %162 : tensor<2x3x1xui32>
      stablehlo.return %155, %157, %163, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<2x3x1xui32>, tensor<2x3x1xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %48 = stablehlo.concatenate %47#1, %47#2, dim = 2 : (tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %49 = stablehlo.iota dim = 0 : tensor<12xui32>
    %50 = stablehlo.slice %48 [0:2, 0:3, 0:1] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %51 = stablehlo.reshape %50 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %52 = stablehlo.slice %48 [0:2, 0:3, 1:2] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %53 = stablehlo.reshape %52 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %54 = stablehlo.slice %49 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
    %55 = stablehlo.slice %49 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
    %56 = stablehlo.xor %51, %53 : tensor<2x3xui32>
    %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %59 = stablehlo.xor %56, %58 : tensor<2x3xui32>
    %60 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x6xui32>
    %61 = stablehlo.broadcast_in_dim %54, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1, 2] : (tensor<3x6xui32>) -> tensor<2x3x6xui32>
    %63 = stablehlo.add %62, %60 : tensor<2x3x6xui32>
    %64 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x6xui32>
    %65 = stablehlo.broadcast_in_dim %55, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [1, 2] : (tensor<3x6xui32>) -> tensor<2x3x6xui32>
    %67 = stablehlo.add %66, %64 : tensor<2x3x6xui32>
    %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %68:8 = stablehlo.while(%iterArg_19 = %c_13, %iterArg_20 = %63, %iterArg_21 = %67, %iterArg_22 = %53, %iterArg_23 = %59, %iterArg_24 = %51, %iterArg_25 = %c_11, %iterArg_26 = %c_12) : tensor<i32>, tensor<2x3x6xui32>, tensor<2x3x6xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %91 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %91 : tensor<i1>
    } do {
      %91 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %92 = stablehlo.reshape %91 : (tensor<1xi32>) -> tensor<i32>
      %93 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<2x3x6xui32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %95 = stablehlo.bitcast_convert %94 : (tensor<6xi32>) -> tensor<6xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %96 = stablehlo.subtract %c_27, %92 : tensor<i32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<6xi32>) -> tensor<6xui32>
      %99 = stablehlo.broadcast_in_dim %95, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [1, 2] : (tensor<3x6xui32>) -> tensor<2x3x6xui32>
      %101 = stablehlo.shift_left %iterArg_21, %100 : tensor<2x3x6xui32>
      %102 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [1, 2] : (tensor<3x6xui32>) -> tensor<2x3x6xui32>
      %104 = stablehlo.shift_right_logical %iterArg_21, %103 : tensor<2x3x6xui32>
      %105 = stablehlo.or %101, %104 : tensor<2x3x6xui32>
      %106 = stablehlo.xor %93, %105 : tensor<2x3x6xui32>
      %107 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %108 = stablehlo.reshape %107 : (tensor<1xi32>) -> tensor<i32>
      %109 = stablehlo.add %93, %106 : tensor<2x3x6xui32>
      %110 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %111 = stablehlo.bitcast_convert %110 : (tensor<6xi32>) -> tensor<6xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %112 = stablehlo.subtract %c_28, %108 : tensor<i32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %114 = stablehlo.bitcast_convert %113 : (tensor<6xi32>) -> tensor<6xui32>
      %115 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %116 = stablehlo.broadcast_in_dim %115, dims = [1, 2] : (tensor<3x6xui32>) -> tensor<2x3x6xui32>
      %117 = stablehlo.shift_left %106, %116 : tensor<2x3x6xui32>
      %118 = stablehlo.broadcast_in_dim %114, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %119 = stablehlo.broadcast_in_dim %118, dims = [1, 2] : (tensor<3x6xui32>) -> tensor<2x3x6xui32>
      %120 = stablehlo.shift_right_logical %106, %119 : tensor<2x3x6xui32>
      %121 = stablehlo.or %117, %120 : tensor<2x3x6xui32>
      %122 = stablehlo.xor %109, %121 : tensor<2x3x6xui32>
      %123 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %124 = stablehlo.reshape %123 : (tensor<1xi32>) -> tensor<i32>
      %125 = stablehlo.add %109, %122 : tensor<2x3x6xui32>
      %126 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %127 = stablehlo.bitcast_convert %126 : (tensor<6xi32>) -> tensor<6xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %128 = stablehlo.subtract %c_29, %124 : tensor<i32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %130 = stablehlo.bitcast_convert %129 : (tensor<6xi32>) -> tensor<6xui32>
      %131 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [1, 2] : (tensor<3x6xui32>) -> tensor<2x3x6xui32>
      %133 = stablehlo.shift_left %122, %132 : tensor<2x3x6xui32>
      %134 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [1, 2] : (tensor<3x6xui32>) -> tensor<2x3x6xui32>
      %136 = stablehlo.shift_right_logical %122, %135 : tensor<2x3x6xui32>
      %137 = stablehlo.or %133, %136 : tensor<2x3x6xui32>
      %138 = stablehlo.xor %125, %137 : tensor<2x3x6xui32>
      %139 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %140 = stablehlo.reshape %139 : (tensor<1xi32>) -> tensor<i32>
      %141 = stablehlo.add %125, %138 : tensor<2x3x6xui32>
      %142 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %143 = stablehlo.bitcast_convert %142 : (tensor<6xi32>) -> tensor<6xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %144 = stablehlo.subtract %c_30, %140 : tensor<i32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %146 = stablehlo.bitcast_convert %145 : (tensor<6xi32>) -> tensor<6xui32>
      %147 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %148 = stablehlo.broadcast_in_dim %147, dims = [1, 2] : (tensor<3x6xui32>) -> tensor<2x3x6xui32>
      %149 = stablehlo.shift_left %138, %148 : tensor<2x3x6xui32>
      %150 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
      %151 = stablehlo.broadcast_in_dim %150, dims = [1, 2] : (tensor<3x6xui32>) -> tensor<2x3x6xui32>
      %152 = stablehlo.shift_right_logical %138, %151 : tensor<2x3x6xui32>
      %153 = stablehlo.or %149, %152 : tensor<2x3x6xui32>
      %154 = stablehlo.xor %141, %153 : tensor<2x3x6xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %155 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %156 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x6xui32>
      %157 = stablehlo.add %141, %156 : tensor<2x3x6xui32>
      %158 = stablehlo.convert %155 : (tensor<i32>) -> tensor<ui32>
      %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %160 = stablehlo.broadcast_in_dim %159, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %161 = stablehlo.add %iterArg_23, %160 : tensor<2x3xui32>
      %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x6xui32>
      %163 = stablehlo.add %154, %162 : tensor<2x3x6xui32>
      stablehlo.return %155, %157, %163, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<2x3x6xui32>, tensor<2x3x6xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %69 = stablehlo.concatenate %68#1, %68#2, dim = 2 : (tensor<2x3x6xui32>, tensor<2x3x6xui32>) -> tensor<2x3x12xui32>
    %70 = stablehlo.slice %69 [0:2, 0:3, 0:6] : (tensor<2x3x12xui32>) -> tensor<2x3x6xui32>
    %71 = stablehlo.convert %70 : (tensor<2x3x6xui32>) -> tensor<2x3x6xui64>
    %72 = stablehlo.slice %69 [0:2, 0:3, 6:12] : (tensor<2x3x12xui32>) -> tensor<2x3x6xui32>
    %73 = stablehlo.convert %72 : (tensor<2x3x6xui32>) -> tensor<2x3x6xui64>
    %c_14 = stablehlo.constant dense<32> : tensor<6xui64>
    %74 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<6xui64>) -> tensor<3x6xui64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 2] : (tensor<3x6xui64>) -> tensor<2x3x6xui64>
    %76 = stablehlo.shift_left %71, %75 : tensor<2x3x6xui64>
    %77 = stablehlo.or %76, %73 : tensor<2x3x6xui64>
    %c_15 = stablehlo.constant dense<12> : tensor<6xui64>
    %78 = stablehlo.broadcast_in_dim %c_15, dims = [1] : (tensor<6xui64>) -> tensor<3x6xui64>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 2] : (tensor<3x6xui64>) -> tensor<2x3x6xui64>
    %80 = stablehlo.shift_right_logical %77, %79 : tensor<2x3x6xui64>
    %c_16 = stablehlo.constant dense<4607182418800017408> : tensor<6xui64>
    %81 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<6xui64>) -> tensor<3x6xui64>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 2] : (tensor<3x6xui64>) -> tensor<2x3x6xui64>
    %83 = stablehlo.or %80, %82 : tensor<2x3x6xui64>
    %84 = stablehlo.bitcast_convert %83 : (tensor<2x3x6xui64>) -> tensor<2x3x6xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<6xf64>
    %85 = stablehlo.broadcast_in_dim %cst_17, dims = [1] : (tensor<6xf64>) -> tensor<3x6xf64>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1, 2] : (tensor<3x6xf64>) -> tensor<2x3x6xf64>
    %87 = stablehlo.subtract %84, %86 : tensor<2x3x6xf64>
    %88 = stablehlo.reshape %87 : (tensor<2x3x6xf64>) -> tensor<2x3x2x3xf64>
    %89 = stablehlo.add %iterArg_4, %88 : tensor<2x3x2x3xf64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %90 = stablehlo.add %iterArg, %c_18 : tensor<i64>
    stablehlo.return %90, %iterArg_3, %89 : tensor<i64>, tensor<2x3x2xui32>, tensor<2x3x2x3xf64>
  }
  %9 = stablehlo.convert %0 : (tensor<2x3x2x3xf64>) -> tensor<2x3x2x3xf32>
  %10 = stablehlo.convert %9 : (tensor<2x3x2x3xf32>) -> tensor<2x3x2x3xf64>
  %11 = stablehlo.slice %10 [0:2, 0:3, 0:2, 0:1] : (tensor<2x3x2x3xf64>) -> tensor<2x3x2x1xf64>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<2x1xf64>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<2x1xf64>
  %12 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x1xf64>) -> tensor<3x2x1xf64>
  %13 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2] : (tensor<2x1xf64>) -> tensor<3x2x1xf64>
  %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2, 3] : (tensor<3x2x1xf64>) -> tensor<2x3x2x1xf64>
  %15 = stablehlo.broadcast_in_dim %13, dims = [1, 2, 3] : (tensor<3x2x1xf64>) -> tensor<2x3x2x1xf64>
  %16 = stablehlo.clamp %14, %11, %15 : tensor<2x3x2x1xf64>
  %17 = stablehlo.convert %16 : (tensor<2x3x2x1xf64>) -> tensor<2x3x2x1xi64>
  %c_1 = stablehlo.constant dense<0> : tensor<2x1xi64>
  %c_2 = stablehlo.constant dense<1> : tensor<2x1xi64>
  %18 = stablehlo.broadcast_in_dim %c_1, dims = [1, 2] : (tensor<2x1xi64>) -> tensor<3x2x1xi64>
  %19 = stablehlo.broadcast_in_dim %c_2, dims = [1, 2] : (tensor<2x1xi64>) -> tensor<3x2x1xi64>
  %20 = stablehlo.broadcast_in_dim %18, dims = [1, 2, 3] : (tensor<3x2x1xi64>) -> tensor<2x3x2x1xi64>
  %21 = stablehlo.broadcast_in_dim %19, dims = [1, 2, 3] : (tensor<3x2x1xi64>) -> tensor<2x3x2x1xi64>
  %22 = stablehlo.clamp %20, %17, %21 : tensor<2x3x2x1xi64>
  %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf64>, tensor<2x3x2x1xi64>) -> tensor<2x3x2x3xf64>
  %24 = stablehlo.transpose %23, dims = [1, 0, 2, 3] : (tensor<2x3x2x3xf64>) -> tensor<3x2x2x3xf64>
  %25 = stablehlo.transpose %10, dims = [1, 0, 2, 3] : (tensor<2x3x2x3xf64>) -> tensor<3x2x2x3xf64>
  return %24, %25 : tensor<3x2x2x3xf64>, tensor<3x2x2x3xf64>
}
// inputs: [[[-1.13415212, -1.94414185,  0.51212933], [-0.45501381, -0.43410315, -0.99366322]],  [[ 0.18624822, -2.69946406, -1.04526249], [ 0.78982436, -2.6283082 ,  0.86896516]],  [[ 1.17781119,  1.3810077 ,  0.09014252], [ 0.07582642,  1.26329343,  0.2175886 ]]]; [[[[-0.5396607 , -1.3239888 ,  1.55282198], [-0.81656884, -2.57163167,  0.92328707]],  [[ 0.8352942 ,  2.42211022, -2.25752409], [ 1.1243299 ,  0.88119896, -2.29637551]]],   [[[ 0.5041487 , -0.13856873,  1.36666967], [ 3.60480847, -0.75171447, -1.48296317]],  [[ 0.69880851,  0.46660431,  0.97556715], [ 0.58512797, -0.67324088, -0.89643388]]],   [[[ 0.14447247,  0.55694628,  1.40475925], [ 1.5943868 , -1.71929372,  0.14855335]],  [[-0.45959383,  0.29294621, -2.45125771], [ 0.54384462,  1.09254122,  0.80500052]]]]; 0; [[0, 1, 0], [1, 1, 0]]
