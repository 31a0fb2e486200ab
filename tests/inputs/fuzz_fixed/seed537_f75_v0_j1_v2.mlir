// Agrees under the checker (found on commit 9c374f7 by `fuzz_campaign.py --seed 537
// --transforms --host-loops`): result 1[0, 1, 0, 0] is 2.8487e-4 compiled against the
// reference's 2.8246e-4, an element that cancels in a row of scale 4.85 (3.3e-6 off: ~7
// float32 ulps of the row, past the checker's ULPS_OF_SCALE), with either pipeline.
// hostcall's passes keep the value (the host-loop pipeline's output, evaluated by the
// reference, gives 2.8246e-4 exactly); without fused multiply-adds (target CPU x86-64)
// IREE gives 2.8487e-4 too.  The reference with every tanh an ulp lower gives 2.84872e-4:
// IREE's tanh is an ulp off numpy's at an input, and the program amplifies that.  The
// checker now also accepts values within the reach of an ulp's error in the functions
// compilers approximate (tools/differential.py shifted_references).
// values mismatch: result 1[0, 1, 0, 0]: np.float32(0.00028487144), expected np.float32(0.0002824583)
// jacfwd_vmap [('vmap', [0, 0, 0, 0], 0, 2), ('jvp',), ('vmap', [None, None, None, None, 0, 0], 0, 2)] of:
func.func @f75(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf32>) {
  %v8686 = "stablehlo.subtract"(%a1, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c8687 = stablehlo.constant dense<0> : tensor<i32>
  %w8690:2 = "stablehlo.while"(%c8687, %v8686) ({
  ^bb0(%k8688: tensor<i32>, %x8689: tensor<2x3xf32>):
  %c8691 = stablehlo.constant dense<1> : tensor<i32>
  %v8692 = "stablehlo.compare"(%k8688, %c8691) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v8692) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k8693: tensor<i32>, %x8694: tensor<2x3xf32>):
  %c8695 = stablehlo.constant dense<0.0> : tensor<f32>
  %v8696 = "stablehlo.reduce"(%x8694, %c8695) ({
  ^bb0(%p8697: tensor<f32>, %q8698: tensor<f32>):
  %v8699 = "stablehlo.add"(%p8697, %q8698) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v8699) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %v8700 = "stablehlo.broadcast_in_dim"(%v8696) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
  %v8701 = "stablehlo.add"(%v8700, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c8702 = stablehlo.constant dense<1> : tensor<i32>
  %v8703 = "stablehlo.add"(%k8693, %c8702) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v8703, %v8701) : (tensor<i32>, tensor<2x3xf32>) -> ()
  }) {hostcall.trip_count = 1 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
  %c8704 = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %v8705 = "stablehlo.multiply"(%a0, %a0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v8706 = "stablehlo.add"(%v8705, %c8704) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v8707 = "stablehlo.divide"(%w8690#1, %v8706) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v8708 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v8709 = "stablehlo.reshape"(%v8708) : (tensor<ui32>) -> tensor<1xui32>
  %v8710 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v8711 = "stablehlo.reshape"(%v8710) : (tensor<ui32>) -> tensor<1xui32>
  %v8712 = "stablehlo.concatenate"(%v8709, %v8711) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c8713 = stablehlo.constant dense<0> : tensor<i32>
  %c8714 = stablehlo.constant dense<false> : tensor<i1>
  %w8715:4 = "stablehlo.while"(%c8713, %v8712, %c8714, %v8707) ({
  ^bb0(%x8716: tensor<i32>, %x8717: tensor<2xui32>, %x8718: tensor<i1>, %x8719: tensor<2x3xf32>):
  %v8720 = "stablehlo.not"(%x8718) : (tensor<i1>) -> tensor<i1>
  %c8721 = stablehlo.constant dense<1> : tensor<i32>
  %v8722 = "stablehlo.compare"(%x8716, %c8721) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v8723 = "stablehlo.and"(%v8722, %v8720) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v8723) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x8724: tensor<i32>, %x8725: tensor<2xui32>, %x8726: tensor<i1>, %x8727: tensor<2x3xf32>):
  %v8728 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v8729 = "stablehlo.slice"(%x8725) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v8730 = "stablehlo.reshape"(%v8729) : (tensor<1xui32>) -> tensor<ui32>
  %v8731 = "stablehlo.slice"(%x8725) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v8732 = "stablehlo.reshape"(%v8731) : (tensor<1xui32>) -> tensor<ui32>
  %v8733 = "stablehlo.slice"(%v8728) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v8734 = "stablehlo.slice"(%v8728) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v8735 = "stablehlo.xor"(%v8730, %v8732) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c8736 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v8737 = "stablehlo.xor"(%v8735, %c8736) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v8738 = "stablehlo.broadcast_in_dim"(%v8730) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v8739 = "stablehlo.add"(%v8733, %v8738) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8740 = "stablehlo.broadcast_in_dim"(%v8732) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v8741 = "stablehlo.add"(%v8734, %v8740) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c8742 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c8743 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c8744 = stablehlo.constant dense<0> : tensor<i32>
  %w8745:8 = "stablehlo.while"(%c8744, %v8739, %v8741, %v8732, %v8737, %v8730, %c8742, %c8743) ({
  ^bb0(%x8746: tensor<i32>, %x8747: tensor<2xui32>, %x8748: tensor<2xui32>, %x8749: tensor<ui32>, %x8750: tensor<ui32>, %x8751: tensor<ui32>, %x8752: tensor<4xi32>, %x8753: tensor<4xi32>):
  %c8754 = stablehlo.constant dense<5> : tensor<i32>
  %v8755 = "stablehlo.compare"(%x8746, %c8754) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v8755) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x8756: tensor<i32>, %x8757: tensor<2xui32>, %x8758: tensor<2xui32>, %x8759: tensor<ui32>, %x8760: tensor<ui32>, %x8761: tensor<ui32>, %x8762: tensor<4xi32>, %x8763: tensor<4xi32>):
  %v8764 = "stablehlo.slice"(%x8762) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8765 = "stablehlo.reshape"(%v8764) : (tensor<1xi32>) -> tensor<i32>
  %v8766 = "stablehlo.add"(%x8757, %x8758) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8767 = "stablehlo.broadcast_in_dim"(%v8765) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v8768 = "stablehlo.bitcast_convert"(%v8767) : (tensor<2xi32>) -> tensor<2xui32>
  %c8769 = stablehlo.constant dense<32> : tensor<i32>
  %v8770 = "stablehlo.subtract"(%c8769, %v8765) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8771 = "stablehlo.broadcast_in_dim"(%v8770) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v8772 = "stablehlo.bitcast_convert"(%v8771) : (tensor<2xi32>) -> tensor<2xui32>
  %v8773 = "stablehlo.shift_left"(%x8758, %v8768) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8774 = "stablehlo.shift_right_logical"(%x8758, %v8772) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8775 = "stablehlo.or"(%v8773, %v8774) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8776 = "stablehlo.xor"(%v8766, %v8775) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8777 = "stablehlo.slice"(%x8762) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8778 = "stablehlo.reshape"(%v8777) : (tensor<1xi32>) -> tensor<i32>
  %v8779 = "stablehlo.add"(%v8766, %v8776) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8780 = "stablehlo.broadcast_in_dim"(%v8778) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v8781 = "stablehlo.bitcast_convert"(%v8780) : (tensor<2xi32>) -> tensor<2xui32>
  %c8782 = stablehlo.constant dense<32> : tensor<i32>
  %v8783 = "stablehlo.subtract"(%c8782, %v8778) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8784 = "stablehlo.broadcast_in_dim"(%v8783) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v8785 = "stablehlo.bitcast_convert"(%v8784) : (tensor<2xi32>) -> tensor<2xui32>
  %v8786 = "stablehlo.shift_left"(%v8776, %v8781) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8787 = "stablehlo.shift_right_logical"(%v8776, %v8785) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8788 = "stablehlo.or"(%v8786, %v8787) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8789 = "stablehlo.xor"(%v8779, %v8788) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8790 = "stablehlo.slice"(%x8762) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8791 = "stablehlo.reshape"(%v8790) : (tensor<1xi32>) -> tensor<i32>
  %v8792 = "stablehlo.add"(%v8779, %v8789) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8793 = "stablehlo.broadcast_in_dim"(%v8791) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v8794 = "stablehlo.bitcast_convert"(%v8793) : (tensor<2xi32>) -> tensor<2xui32>
  %c8795 = stablehlo.constant dense<32> : tensor<i32>
  %v8796 = "stablehlo.subtract"(%c8795, %v8791) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8797 = "stablehlo.broadcast_in_dim"(%v8796) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v8798 = "stablehlo.bitcast_convert"(%v8797) : (tensor<2xi32>) -> tensor<2xui32>
  %v8799 = "stablehlo.shift_left"(%v8789, %v8794) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8800 = "stablehlo.shift_right_logical"(%v8789, %v8798) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8801 = "stablehlo.or"(%v8799, %v8800) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8802 = "stablehlo.xor"(%v8792, %v8801) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8803 = "stablehlo.slice"(%x8762) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8804 = "stablehlo.reshape"(%v8803) : (tensor<1xi32>) -> tensor<i32>
  %v8805 = "stablehlo.add"(%v8792, %v8802) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8806 = "stablehlo.broadcast_in_dim"(%v8804) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v8807 = "stablehlo.bitcast_convert"(%v8806) : (tensor<2xi32>) -> tensor<2xui32>
  %c8808 = stablehlo.constant dense<32> : tensor<i32>
  %v8809 = "stablehlo.subtract"(%c8808, %v8804) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8810 = "stablehlo.broadcast_in_dim"(%v8809) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v8811 = "stablehlo.bitcast_convert"(%v8810) : (tensor<2xi32>) -> tensor<2xui32>
  %v8812 = "stablehlo.shift_left"(%v8802, %v8807) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8813 = "stablehlo.shift_right_logical"(%v8802, %v8811) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8814 = "stablehlo.or"(%v8812, %v8813) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8815 = "stablehlo.xor"(%v8805, %v8814) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c8816 = stablehlo.constant dense<1> : tensor<i32>
  %v8817 = "stablehlo.add"(%x8756, %c8816) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8818 = "stablehlo.broadcast_in_dim"(%x8759) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v8819 = "stablehlo.add"(%v8805, %v8818) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v8820 = "stablehlo.convert"(%v8817) : (tensor<i32>) -> tensor<ui32>
  %v8821 = "stablehlo.add"(%x8760, %v8820) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v8822 = "stablehlo.broadcast_in_dim"(%v8821) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v8823 = "stablehlo.add"(%v8815, %v8822) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v8817, %v8819, %v8823, %x8760, %x8761, %x8759, %x8763, %x8762) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v8824 = "stablehlo.concatenate"(%w8745#1, %w8745#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %v8825 = "stablehlo.slice"(%v8824) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v8826 = "stablehlo.slice"(%v8824) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v8827 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xui32>
  %v8828 = "stablehlo.slice"(%v8826) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v8829 = "stablehlo.reshape"(%v8828) : (tensor<1xui32>) -> tensor<ui32>
  %v8830 = "stablehlo.slice"(%v8826) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v8831 = "stablehlo.reshape"(%v8830) : (tensor<1xui32>) -> tensor<ui32>
  %v8832 = "stablehlo.slice"(%v8827) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<3xui32>
  %v8833 = "stablehlo.slice"(%v8827) {start_indices = array<i64: 3>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<6xui32>) -> tensor<3xui32>
  %v8834 = "stablehlo.xor"(%v8829, %v8831) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c8835 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v8836 = "stablehlo.xor"(%v8834, %c8835) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v8837 = "stablehlo.broadcast_in_dim"(%v8829) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v8838 = "stablehlo.add"(%v8832, %v8837) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8839 = "stablehlo.broadcast_in_dim"(%v8831) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v8840 = "stablehlo.add"(%v8833, %v8839) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %c8841 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c8842 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c8843 = stablehlo.constant dense<0> : tensor<i32>
  %w8844:8 = "stablehlo.while"(%c8843, %v8838, %v8840, %v8831, %v8836, %v8829, %c8841, %c8842) ({
  ^bb0(%x8845: tensor<i32>, %x8846: tensor<3xui32>, %x8847: tensor<3xui32>, %x8848: tensor<ui32>, %x8849: tensor<ui32>, %x8850: tensor<ui32>, %x8851: tensor<4xi32>, %x8852: tensor<4xi32>):
  %c8853 = stablehlo.constant dense<5> : tensor<i32>
  %v8854 = "stablehlo.compare"(%x8845, %c8853) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v8854) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x8855: tensor<i32>, %x8856: tensor<3xui32>, %x8857: tensor<3xui32>, %x8858: tensor<ui32>, %x8859: tensor<ui32>, %x8860: tensor<ui32>, %x8861: tensor<4xi32>, %x8862: tensor<4xi32>):
  %v8863 = "stablehlo.slice"(%x8861) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8864 = "stablehlo.reshape"(%v8863) : (tensor<1xi32>) -> tensor<i32>
  %v8865 = "stablehlo.add"(%x8856, %x8857) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8866 = "stablehlo.broadcast_in_dim"(%v8864) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v8867 = "stablehlo.bitcast_convert"(%v8866) : (tensor<3xi32>) -> tensor<3xui32>
  %c8868 = stablehlo.constant dense<32> : tensor<i32>
  %v8869 = "stablehlo.subtract"(%c8868, %v8864) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8870 = "stablehlo.broadcast_in_dim"(%v8869) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v8871 = "stablehlo.bitcast_convert"(%v8870) : (tensor<3xi32>) -> tensor<3xui32>
  %v8872 = "stablehlo.shift_left"(%x8857, %v8867) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8873 = "stablehlo.shift_right_logical"(%x8857, %v8871) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8874 = "stablehlo.or"(%v8872, %v8873) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8875 = "stablehlo.xor"(%v8865, %v8874) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8876 = "stablehlo.slice"(%x8861) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8877 = "stablehlo.reshape"(%v8876) : (tensor<1xi32>) -> tensor<i32>
  %v8878 = "stablehlo.add"(%v8865, %v8875) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8879 = "stablehlo.broadcast_in_dim"(%v8877) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v8880 = "stablehlo.bitcast_convert"(%v8879) : (tensor<3xi32>) -> tensor<3xui32>
  %c8881 = stablehlo.constant dense<32> : tensor<i32>
  %v8882 = "stablehlo.subtract"(%c8881, %v8877) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8883 = "stablehlo.broadcast_in_dim"(%v8882) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v8884 = "stablehlo.bitcast_convert"(%v8883) : (tensor<3xi32>) -> tensor<3xui32>
  %v8885 = "stablehlo.shift_left"(%v8875, %v8880) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8886 = "stablehlo.shift_right_logical"(%v8875, %v8884) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8887 = "stablehlo.or"(%v8885, %v8886) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8888 = "stablehlo.xor"(%v8878, %v8887) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8889 = "stablehlo.slice"(%x8861) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8890 = "stablehlo.reshape"(%v8889) : (tensor<1xi32>) -> tensor<i32>
  %v8891 = "stablehlo.add"(%v8878, %v8888) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8892 = "stablehlo.broadcast_in_dim"(%v8890) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v8893 = "stablehlo.bitcast_convert"(%v8892) : (tensor<3xi32>) -> tensor<3xui32>
  %c8894 = stablehlo.constant dense<32> : tensor<i32>
  %v8895 = "stablehlo.subtract"(%c8894, %v8890) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8896 = "stablehlo.broadcast_in_dim"(%v8895) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v8897 = "stablehlo.bitcast_convert"(%v8896) : (tensor<3xi32>) -> tensor<3xui32>
  %v8898 = "stablehlo.shift_left"(%v8888, %v8893) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8899 = "stablehlo.shift_right_logical"(%v8888, %v8897) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8900 = "stablehlo.or"(%v8898, %v8899) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8901 = "stablehlo.xor"(%v8891, %v8900) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8902 = "stablehlo.slice"(%x8861) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v8903 = "stablehlo.reshape"(%v8902) : (tensor<1xi32>) -> tensor<i32>
  %v8904 = "stablehlo.add"(%v8891, %v8901) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8905 = "stablehlo.broadcast_in_dim"(%v8903) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v8906 = "stablehlo.bitcast_convert"(%v8905) : (tensor<3xi32>) -> tensor<3xui32>
  %c8907 = stablehlo.constant dense<32> : tensor<i32>
  %v8908 = "stablehlo.subtract"(%c8907, %v8903) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8909 = "stablehlo.broadcast_in_dim"(%v8908) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3xi32>
  %v8910 = "stablehlo.bitcast_convert"(%v8909) : (tensor<3xi32>) -> tensor<3xui32>
  %v8911 = "stablehlo.shift_left"(%v8901, %v8906) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8912 = "stablehlo.shift_right_logical"(%v8901, %v8910) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8913 = "stablehlo.or"(%v8911, %v8912) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8914 = "stablehlo.xor"(%v8904, %v8913) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %c8915 = stablehlo.constant dense<1> : tensor<i32>
  %v8916 = "stablehlo.add"(%x8855, %c8915) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v8917 = "stablehlo.broadcast_in_dim"(%x8858) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v8918 = "stablehlo.add"(%v8904, %v8917) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  %v8919 = "stablehlo.convert"(%v8916) : (tensor<i32>) -> tensor<ui32>
  %v8920 = "stablehlo.add"(%x8859, %v8919) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v8921 = "stablehlo.broadcast_in_dim"(%v8920) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3xui32>
  %v8922 = "stablehlo.add"(%v8914, %v8921) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "stablehlo.return"(%v8916, %v8918, %v8922, %x8859, %x8860, %x8858, %x8862, %x8861) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v8923 = "stablehlo.concatenate"(%w8844#1, %w8844#2) {dimension = 0 : i64} : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
  %c8924 = stablehlo.constant dense<9> : tensor<6xui32>
  %v8925 = "stablehlo.shift_right_logical"(%v8923, %c8924) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c8926 = stablehlo.constant dense<1065353216> : tensor<6xui32>
  %v8927 = "stablehlo.or"(%v8925, %c8926) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v8928 = "stablehlo.bitcast_convert"(%v8927) : (tensor<6xui32>) -> tensor<6xf32>
  %c8929 = stablehlo.constant dense<1.0> : tensor<6xf32>
  %v8930 = "stablehlo.subtract"(%v8928, %c8929) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %v8931 = "stablehlo.reshape"(%v8930) : (tensor<6xf32>) -> tensor<2x3xf32>
  %v8932 = "stablehlo.slice"(%v8931) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<1x1xf32>
  %v8933 = "stablehlo.reshape"(%v8932) : (tensor<1x1xf32>) -> tensor<f32>
  %c8934 = stablehlo.constant dense<7.5e-01> : tensor<f32>
  %v8935 = "stablehlo.compare"(%v8933, %c8934) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v8936 = "stablehlo.subtract"(%x8727, %v8931) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c8937 = stablehlo.constant dense<1> : tensor<i32>
  %v8938 = "stablehlo.add"(%x8724, %c8937) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v8938, %v8825, %v8935, %v8936) : (tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<2x3xf32>) -> ()
  }) : (tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<2x3xf32>)
  %v8939 = "stablehlo.tanh"(%w8690#1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %v8940 = "stablehlo.exponential"(%v8939) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %v8940 : tensor<2x3xf32>
}
// transformed:
func.func @f75(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xf32> {
  %0 = stablehlo.subtract %arg1, %arg0 : tensor<2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.while(%iterArg = %c, %iterArg_2 = %0) : tensor<i32>, tensor<2x3xf32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.compare LT, %iterArg, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %13 : tensor<i1>
  } do {
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%iterArg_2 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %15 = stablehlo.add %14, %arg0 : tensor<2x3xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.add %iterArg, %c_4 : tensor<i32>
    stablehlo.return %16, %15 : tensor<i32>, tensor<2x3xf32>
  }
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %2 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf32>
  %3 = stablehlo.add %2, %cst : tensor<2x3xf32>
  %4 = stablehlo.divide %1#1, %3 : tensor<2x3xf32>
  %5 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %6 = stablehlo.reshape %5 : (tensor<ui32>) -> tensor<1xui32>
  %7 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
  %8 = stablehlo.reshape %7 : (tensor<ui32>) -> tensor<1xui32>
  %9 = stablehlo.concatenate %6, %8, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<false> : tensor<i1>
  %10:4 = stablehlo.while(%iterArg = %c_0, %iterArg_2 = %9, %iterArg_3 = %c_1, %iterArg_4 = %4) : tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<2x3xf32>
  cond {
    %13 = stablehlo.not %iterArg_3 : tensor<i1>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = stablehlo.and %14, %13 : tensor<i1>
    stablehlo.return %15 : tensor<i1>
  } do {
    %13 = stablehlo.iota dim = 0 : tensor<4xui32>
    %14 = stablehlo.slice %iterArg_2 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
    %16 = stablehlo.slice %iterArg_2 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
    %18 = stablehlo.slice %13 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %19 = stablehlo.slice %13 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %20 = stablehlo.xor %15, %17 : tensor<ui32>
    %c_5 = stablehlo.constant dense<466688986> : tensor<ui32>
    %21 = stablehlo.xor %20, %c_5 : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %23 = stablehlo.add %18, %22 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.add %19, %24 : tensor<2xui32>
    %c_6 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_7 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %26:8 = stablehlo.while(%iterArg_18 = %c_8, %iterArg_19 = %23, %iterArg_20 = %25, %iterArg_21 = %17, %iterArg_22 = %21, %iterArg_23 = %15, %iterArg_24 = %c_6, %iterArg_25 = %c_7) : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_26 = stablehlo.constant dense<5> : tensor<i32>
      %55 = stablehlo.compare LT, %iterArg_18, %c_26 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    } do {
      %55 = stablehlo.slice %iterArg_24 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %56 = stablehlo.reshape %55 : (tensor<1xi32>) -> tensor<i32>
      %57 = stablehlo.add %iterArg_19, %iterArg_20 : tensor<2xui32>
      %58 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %59 = stablehlo.bitcast_convert %58 : (tensor<2xi32>) -> tensor<2xui32>
      %c_26 = stablehlo.constant dense<32> : tensor<i32>
      %60 = stablehlo.subtract %c_26, %56 : tensor<i32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %62 = stablehlo.bitcast_convert %61 : (tensor<2xi32>) -> tensor<2xui32>
      %63 = stablehlo.shift_left %iterArg_20, %59 : tensor<2xui32>
      %64 = stablehlo.shift_right_logical %iterArg_20, %62 : tensor<2xui32>
      %65 = stablehlo.or %63, %64 : tensor<2xui32>
      %66 = stablehlo.xor %57, %65 : tensor<2xui32>
      %67 = stablehlo.slice %iterArg_24 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %68 = stablehlo.reshape %67 : (tensor<1xi32>) -> tensor<i32>
      %69 = stablehlo.add %57, %66 : tensor<2xui32>
      %70 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %71 = stablehlo.bitcast_convert %70 : (tensor<2xi32>) -> tensor<2xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %72 = stablehlo.subtract %c_27, %68 : tensor<i32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %74 = stablehlo.bitcast_convert %73 : (tensor<2xi32>) -> tensor<2xui32>
      %75 = stablehlo.shift_left %66, %71 : tensor<2xui32>
      %76 = stablehlo.shift_right_logical %66, %74 : tensor<2xui32>
      %77 = stablehlo.or %75, %76 : tensor<2xui32>
      %78 = stablehlo.xor %69, %77 : tensor<2xui32>
      %79 = stablehlo.slice %iterArg_24 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %80 = stablehlo.reshape %79 : (tensor<1xi32>) -> tensor<i32>
      %81 = stablehlo.add %69, %78 : tensor<2xui32>
      %82 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %83 = stablehlo.bitcast_convert %82 : (tensor<2xi32>) -> tensor<2xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %84 = stablehlo.subtract %c_28, %80 : tensor<i32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %86 = stablehlo.bitcast_convert %85 : (tensor<2xi32>) -> tensor<2xui32>
      %87 = stablehlo.shift_left %78, %83 : tensor<2xui32>
      %88 = stablehlo.shift_right_logical %78, %86 : tensor<2xui32>
      %89 = stablehlo.or %87, %88 : tensor<2xui32>
      %90 = stablehlo.xor %81, %89 : tensor<2xui32>
      %91 = stablehlo.slice %iterArg_24 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %92 = stablehlo.reshape %91 : (tensor<1xi32>) -> tensor<i32>
      %93 = stablehlo.add %81, %90 : tensor<2xui32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %95 = stablehlo.bitcast_convert %94 : (tensor<2xi32>) -> tensor<2xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %96 = stablehlo.subtract %c_29, %92 : tensor<i32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<2xi32>) -> tensor<2xui32>
      %99 = stablehlo.shift_left %90, %95 : tensor<2xui32>
      %100 = stablehlo.shift_right_logical %90, %98 : tensor<2xui32>
      %101 = stablehlo.or %99, %100 : tensor<2xui32>
      %102 = stablehlo.xor %93, %101 : tensor<2xui32>
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %103 = stablehlo.add %iterArg_18, %c_30 : tensor<i32>
      %104 = stablehlo.broadcast_in_dim %iterArg_21, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %105 = stablehlo.add %93, %104 : tensor<2xui32>
      %106 = stablehlo.convert %103 : (tensor<i32>) -> tensor<ui32>
      %107 = stablehlo.add %iterArg_22, %106 : tensor<ui32>
      %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %109 = stablehlo.add %102, %108 : tensor<2xui32>
      stablehlo.return %103, %105, %109, %iterArg_22, %iterArg_23, %iterArg_21, %iterArg_25, %iterArg_24 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %27 = stablehlo.concatenate %26#1, %26#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %28 = stablehlo.slice %27 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %29 = stablehlo.slice %27 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %30 = stablehlo.iota dim = 0 : tensor<6xui32>
    %31 = stablehlo.slice %29 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.slice %29 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
    %35 = stablehlo.slice %30 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
    %36 = stablehlo.slice %30 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
    %37 = stablehlo.xor %32, %34 : tensor<ui32>
    %c_9 = stablehlo.constant dense<466688986> : tensor<ui32>
    %38 = stablehlo.xor %37, %c_9 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %40 = stablehlo.add %35, %39 : tensor<3xui32>
    %41 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.add %36, %41 : tensor<3xui32>
    %c_10 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_11 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %43:8 = stablehlo.while(%iterArg_18 = %c_12, %iterArg_19 = %40, %iterArg_20 = %42, %iterArg_21 = %34, %iterArg_22 = %38, %iterArg_23 = %32, %iterArg_24 = %c_10, %iterArg_25 = %c_11) : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_26 = stablehlo.constant dense<5> : tensor<i32>
      %55 = stablehlo.compare LT, %iterArg_18, %c_26 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    } do {
      %55 = stablehlo.slice %iterArg_24 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %56 = stablehlo.reshape %55 : (tensor<1xi32>) -> tensor<i32>
      %57 = stablehlo.add %iterArg_19, %iterArg_20 : tensor<3xui32>
      %58 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %59 = stablehlo.bitcast_convert %58 : (tensor<3xi32>) -> tensor<3xui32>
      %c_26 = stablehlo.constant dense<32> : tensor<i32>
      %60 = stablehlo.subtract %c_26, %56 : tensor<i32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %62 = stablehlo.bitcast_convert %61 : (tensor<3xi32>) -> tensor<3xui32>
      %63 = stablehlo.shift_left %iterArg_20, %59 : tensor<3xui32>
      %64 = stablehlo.shift_right_logical %iterArg_20, %62 : tensor<3xui32>
      %65 = stablehlo.or %63, %64 : tensor<3xui32>
      %66 = stablehlo.xor %57, %65 : tensor<3xui32>
      %67 = stablehlo.slice %iterArg_24 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %68 = stablehlo.reshape %67 : (tensor<1xi32>) -> tensor<i32>
      %69 = stablehlo.add %57, %66 : tensor<3xui32>
      %70 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %71 = stablehlo.bitcast_convert %70 : (tensor<3xi32>) -> tensor<3xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %72 = stablehlo.subtract %c_27, %68 : tensor<i32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %74 = stablehlo.bitcast_convert %73 : (tensor<3xi32>) -> tensor<3xui32>
      %75 = stablehlo.shift_left %66, %71 : tensor<3xui32>
      %76 = stablehlo.shift_right_logical %66, %74 : tensor<3xui32>
      %77 = stablehlo.or %75, %76 : tensor<3xui32>
      %78 = stablehlo.xor %69, %77 : tensor<3xui32>
      %79 = stablehlo.slice %iterArg_24 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %80 = stablehlo.reshape %79 : (tensor<1xi32>) -> tensor<i32>
      %81 = stablehlo.add %69, %78 : tensor<3xui32>
      %82 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %83 = stablehlo.bitcast_convert %82 : (tensor<3xi32>) -> tensor<3xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %84 = stablehlo.subtract %c_28, %80 : tensor<i32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %86 = stablehlo.bitcast_convert %85 : (tensor<3xi32>) -> tensor<3xui32>
      %87 = stablehlo.shift_left %78, %83 : tensor<3xui32>
      %88 = stablehlo.shift_right_logical %78, %86 : tensor<3xui32>
      %89 = stablehlo.or %87, %88 : tensor<3xui32>
      %90 = stablehlo.xor %81, %89 : tensor<3xui32>
      %91 = stablehlo.slice %iterArg_24 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %92 = stablehlo.reshape %91 : (tensor<1xi32>) -> tensor<i32>
      %93 = stablehlo.add %81, %90 : tensor<3xui32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %95 = stablehlo.bitcast_convert %94 : (tensor<3xi32>) -> tensor<3xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %96 = stablehlo.subtract %c_29, %92 : tensor<i32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<3xi32>) -> tensor<3xui32>
      %99 = stablehlo.shift_left %90, %95 : tensor<3xui32>
      %100 = stablehlo.shift_right_logical %90, %98 : tensor<3xui32>
      %101 = stablehlo.or %99, %100 : tensor<3xui32>
      %102 = stablehlo.xor %93, %101 : tensor<3xui32>
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %103 = stablehlo.add %iterArg_18, %c_30 : tensor<i32>
      %104 = stablehlo.broadcast_in_dim %iterArg_21, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %105 = stablehlo.add %93, %104 : tensor<3xui32>
      %106 = stablehlo.convert %103 : (tensor<i32>) -> tensor<ui32>
      %107 = stablehlo.add %iterArg_22, %106 : tensor<ui32>
      %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %109 = stablehlo.add %102, %108 : tensor<3xui32>
      stablehlo.return %103, %105, %109, %iterArg_22, %iterArg_23, %iterArg_21, %iterArg_25, %iterArg_24 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %44 = stablehlo.concatenate %43#1, %43#2, dim = 0 : (tensor<3xui32>, tensor<3xui32>) -> tensor<6xui32>
    %c_13 = stablehlo.constant dense<9> : tensor<6xui32>
    %45 = stablehlo.shift_right_logical %44, %c_13 : tensor<6xui32>
    %c_14 = stablehlo.constant dense<1065353216> : tensor<6xui32>
    %46 = stablehlo.or %45, %c_14 : tensor<6xui32>
    %47 = stablehlo.bitcast_convert %46 : (tensor<6xui32>) -> tensor<6xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
    %48 = stablehlo.subtract %47, %cst_15 : tensor<6xf32>
    %49 = stablehlo.reshape %48 : (tensor<6xf32>) -> tensor<2x3xf32>
    %50 = stablehlo.slice %49 [0:1, 0:1] : (tensor<2x3xf32>) -> tensor<1x1xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x1xf32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %52 = stablehlo.compare LT, %51, %cst_16 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %53 = stablehlo.subtract %iterArg_4, %49 : tensor<2x3xf32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %54 = stablehlo.add %iterArg, %c_17 : tensor<i32>
    stablehlo.return %54, %28, %52, %53 : tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<2x3xf32>
  }
  %11 = stablehlo.tanh %1#1 : tensor<2x3xf32>
  %12 = stablehlo.exponential %11 : tensor<2x3xf32>
  return %12 : tensor<2x3xf32>
}
func.func @f75_v0(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>) -> tensor<2x2x3xf32> {
  %0 = stablehlo.subtract %arg1, %arg0 : tensor<2x2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.while(%iterArg = %c, %iterArg_2 = %0) : tensor<i32>, tensor<2x2x3xf32> attributes {hostcall.trip_count = 1 : i64}
  cond {
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.compare LT, %iterArg, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %16 : tensor<i1>
  } do {
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%iterArg_2 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x3xf32>
    %18 = stablehlo.add %17, %arg0 : tensor<2x2x3xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %iterArg, %c_4 : tensor<i32>
    stablehlo.return %19, %18 : tensor<i32>, tensor<2x2x3xf32>
  }
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %2 = stablehlo.multiply %arg0, %arg0 : tensor<2x2x3xf32>
  %3 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %4 = stablehlo.add %2, %3 : tensor<2x2x3xf32>
  %5 = stablehlo.divide %1#1, %4 : tensor<2x2x3xf32>
  %6 = stablehlo.bitcast_convert %arg2 : (tensor<2xi32>) -> tensor<2xui32>
  %7 = stablehlo.reshape %6 : (tensor<2xui32>) -> tensor<2x1xui32>
  %8 = stablehlo.bitcast_convert %arg3 : (tensor<2xi32>) -> tensor<2xui32>
  %9 = stablehlo.reshape %8 : (tensor<2xui32>) -> tensor<2x1xui32>
  %10 = stablehlo.concatenate %7, %9, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<false> : tensor<i1>
  %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<2xi1>
  %13:4 = stablehlo.while(%iterArg = %11, %iterArg_2 = %10, %iterArg_3 = %12, %iterArg_4 = %5) : tensor<2xi32>, tensor<2x2xui32>, tensor<2xi1>, tensor<2x2x3xf32>
  cond {
    %16 = stablehlo.not %iterArg_3 : tensor<2xi1>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %18 = stablehlo.compare LT, %iterArg, %17 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %19 = stablehlo.and %18, %16 : tensor<2xi1>
    %c_6 = stablehlo.constant dense<false> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_6) applies stablehlo.or across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %20 : tensor<i1>
  } do {
    %16 = stablehlo.not %iterArg_3 : tensor<2xi1>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %18 = stablehlo.compare LT, %iterArg, %17 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %19 = stablehlo.and %18, %16 : tensor<2xi1>
    %20 = stablehlo.iota dim = 0 : tensor<4xui32>
    %21 = stablehlo.slice %iterArg_2 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %22 = stablehlo.reshape %21 : (tensor<2x1xui32>) -> tensor<2xui32>
    %23 = stablehlo.slice %iterArg_2 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %24 = stablehlo.reshape %23 : (tensor<2x1xui32>) -> tensor<2xui32>
    %25 = stablehlo.slice %20 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %26 = stablehlo.slice %20 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %27 = stablehlo.xor %22, %24 : tensor<2xui32>
    %c_6 = stablehlo.constant dense<466688986> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %29 = stablehlo.xor %27, %28 : tensor<2xui32>
    %30 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %32 = stablehlo.add %31, %30 : tensor<2x2xui32>
    %33 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
    %34 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %35 = stablehlo.add %34, %33 : tensor<2x2xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_8 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %36:8 = stablehlo.while(%iterArg_19 = %c_9, %iterArg_20 = %32, %iterArg_21 = %35, %iterArg_22 = %24, %iterArg_23 = %29, %iterArg_24 = %22, %iterArg_25 = %c_7, %iterArg_26 = %c_8) : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %79 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %79 : tensor<i1>
    } do {
      %79 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %80 = stablehlo.reshape %79 : (tensor<1xi32>) -> tensor<i32>
      %81 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<2x2xui32>
      %82 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %83 = stablehlo.bitcast_convert %82 : (tensor<2xi32>) -> tensor<2xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %84 = stablehlo.subtract %c_27, %80 : tensor<i32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %86 = stablehlo.bitcast_convert %85 : (tensor<2xi32>) -> tensor<2xui32>
      %87 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %88 = stablehlo.shift_left %iterArg_21, %87 : tensor<2x2xui32>
      %89 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %90 = stablehlo.shift_right_logical %iterArg_21, %89 : tensor<2x2xui32>
      %91 = stablehlo.or %88, %90 : tensor<2x2xui32>
      %92 = stablehlo.xor %81, %91 : tensor<2x2xui32>
      %93 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %94 = stablehlo.reshape %93 : (tensor<1xi32>) -> tensor<i32>
      %95 = stablehlo.add %81, %92 : tensor<2x2xui32>
      %96 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %97 = stablehlo.bitcast_convert %96 : (tensor<2xi32>) -> tensor<2xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %98 = stablehlo.subtract %c_28, %94 : tensor<i32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %100 = stablehlo.bitcast_convert %99 : (tensor<2xi32>) -> tensor<2xui32>
      %101 = stablehlo.broadcast_in_dim %97, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %102 = stablehlo.shift_left %92, %101 : tensor<2x2xui32>
      %103 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %104 = stablehlo.shift_right_logical %92, %103 : tensor<2x2xui32>
      %105 = stablehlo.or %102, %104 : tensor<2x2xui32>
      %106 = stablehlo.xor %95, %105 : tensor<2x2xui32>
      %107 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %108 = stablehlo.reshape %107 : (tensor<1xi32>) -> tensor<i32>
      %109 = stablehlo.add %95, %106 : tensor<2x2xui32>
      %110 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %111 = stablehlo.bitcast_convert %110 : (tensor<2xi32>) -> tensor<2xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %112 = stablehlo.subtract %c_29, %108 : tensor<i32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %114 = stablehlo.bitcast_convert %113 : (tensor<2xi32>) -> tensor<2xui32>
      %115 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %116 = stablehlo.shift_left %106, %115 : tensor<2x2xui32>
      %117 = stablehlo.broadcast_in_dim %114, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %118 = stablehlo.shift_right_logical %106, %117 : tensor<2x2xui32>
      %119 = stablehlo.or %116, %118 : tensor<2x2xui32>
      %120 = stablehlo.xor %109, %119 : tensor<2x2xui32>
      %121 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %122 = stablehlo.reshape %121 : (tensor<1xi32>) -> tensor<i32>
      %123 = stablehlo.add %109, %120 : tensor<2x2xui32>
      %124 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %125 = stablehlo.bitcast_convert %124 : (tensor<2xi32>) -> tensor<2xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %126 = stablehlo.subtract %c_30, %122 : tensor<i32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %128 = stablehlo.bitcast_convert %127 : (tensor<2xi32>) -> tensor<2xui32>
      %129 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %130 = stablehlo.shift_left %120, %129 : tensor<2x2xui32>
      %131 = stablehlo.broadcast_in_dim %128, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %132 = stablehlo.shift_right_logical %120, %131 : tensor<2x2xui32>
      %133 = stablehlo.or %130, %132 : tensor<2x2xui32>
      %134 = stablehlo.xor %123, %133 : tensor<2x2xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %135 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %136 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %137 = stablehlo.add %123, %136 : tensor<2x2xui32>
      %138 = stablehlo.convert %135 : (tensor<i32>) -> tensor<ui32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %140 = stablehlo.add %iterArg_23, %139 : tensor<2xui32>
      %141 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %142 = stablehlo.add %134, %141 : tensor<2x2xui32>
      stablehlo.return %135, %137, %142, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %37 = stablehlo.concatenate %36#1, %36#2, dim = 1 : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x4xui32>
    %38 = stablehlo.slice %37 [0:2, 0:2] : (tensor<2x4xui32>) -> tensor<2x2xui32>
    %39 = stablehlo.slice %37 [0:2, 2:4] : (tensor<2x4xui32>) -> tensor<2x2xui32>
    %40 = stablehlo.iota dim = 0 : tensor<6xui32>
    %41 = stablehlo.slice %39 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %42 = stablehlo.reshape %41 : (tensor<2x1xui32>) -> tensor<2xui32>
    %43 = stablehlo.slice %39 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %44 = stablehlo.reshape %43 : (tensor<2x1xui32>) -> tensor<2xui32>
    %45 = stablehlo.slice %40 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
    %46 = stablehlo.slice %40 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
    %47 = stablehlo.xor %42, %44 : tensor<2xui32>
    %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %49 = stablehlo.xor %47, %48 : tensor<2xui32>
    %50 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
    %51 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %52 = stablehlo.add %51, %50 : tensor<2x3xui32>
    %53 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
    %54 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %55 = stablehlo.add %54, %53 : tensor<2x3xui32>
    %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %56:8 = stablehlo.while(%iterArg_19 = %c_13, %iterArg_20 = %52, %iterArg_21 = %55, %iterArg_22 = %44, %iterArg_23 = %49, %iterArg_24 = %42, %iterArg_25 = %c_11, %iterArg_26 = %c_12) : tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_27 = stablehlo.constant dense<5> : tensor<i32>
      %79 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %79 : tensor<i1>
    } do {
      %79 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %80 = stablehlo.reshape %79 : (tensor<1xi32>) -> tensor<i32>
      %81 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<2x3xui32>
      %82 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %83 = stablehlo.bitcast_convert %82 : (tensor<3xi32>) -> tensor<3xui32>
      %c_27 = stablehlo.constant dense<32> : tensor<i32>
      %84 = stablehlo.subtract %c_27, %80 : tensor<i32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %86 = stablehlo.bitcast_convert %85 : (tensor<3xi32>) -> tensor<3xui32>
      %87 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %88 = stablehlo.shift_left %iterArg_21, %87 : tensor<2x3xui32>
      %89 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %90 = stablehlo.shift_right_logical %iterArg_21, %89 : tensor<2x3xui32>
      %91 = stablehlo.or %88, %90 : tensor<2x3xui32>
      %92 = stablehlo.xor %81, %91 : tensor<2x3xui32>
      %93 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %94 = stablehlo.reshape %93 : (tensor<1xi32>) -> tensor<i32>
      %95 = stablehlo.add %81, %92 : tensor<2x3xui32>
      %96 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %97 = stablehlo.bitcast_convert %96 : (tensor<3xi32>) -> tensor<3xui32>
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %98 = stablehlo.subtract %c_28, %94 : tensor<i32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %100 = stablehlo.bitcast_convert %99 : (tensor<3xi32>) -> tensor<3xui32>
      %101 = stablehlo.broadcast_in_dim %97, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %102 = stablehlo.shift_left %92, %101 : tensor<2x3xui32>
      %103 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %104 = stablehlo.shift_right_logical %92, %103 : tensor<2x3xui32>
      %105 = stablehlo.or %102, %104 : tensor<2x3xui32>
      %106 = stablehlo.xor %95, %105 : tensor<2x3xui32>
      %107 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %108 = stablehlo.reshape %107 : (tensor<1xi32>) -> tensor<i32>
      %109 = stablehlo.add %95, %106 : tensor<2x3xui32>
      %110 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %111 = stablehlo.bitcast_convert %110 : (tensor<3xi32>) -> tensor<3xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %112 = stablehlo.subtract %c_29, %108 : tensor<i32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %114 = stablehlo.bitcast_convert %113 : (tensor<3xi32>) -> tensor<3xui32>
      %115 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %116 = stablehlo.shift_left %106, %115 : tensor<2x3xui32>
      %117 = stablehlo.broadcast_in_dim %114, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %118 = stablehlo.shift_right_logical %106, %117 : tensor<2x3xui32>
      %119 = stablehlo.or %116, %118 : tensor<2x3xui32>
      %120 = stablehlo.xor %109, %119 : tensor<2x3xui32>
      %121 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %122 = stablehlo.reshape %121 : (tensor<1xi32>) -> tensor<i32>
      %123 = stablehlo.add %109, %120 : tensor<2x3xui32>
      %124 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %125 = stablehlo.bitcast_convert %124 : (tensor<3xi32>) -> tensor<3xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %126 = stablehlo.subtract %c_30, %122 : tensor<i32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %128 = stablehlo.bitcast_convert %127 : (tensor<3xi32>) -> tensor<3xui32>
      %129 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %130 = stablehlo.shift_left %120, %129 : tensor<2x3xui32>
      %131 = stablehlo.broadcast_in_dim %128, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %132 = stablehlo.shift_right_logical %120, %131 : tensor<2x3xui32>
      %133 = stablehlo.or %130, %132 : tensor<2x3xui32>
      %134 = stablehlo.xor %123, %133 : tensor<2x3xui32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %135 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      %136 = stablehlo.broadcast_in_dim %iterArg_22, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
      %137 = stablehlo.add %123, %136 : tensor<2x3xui32>
      %138 = stablehlo.convert %135 : (tensor<i32>) -> tensor<ui32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %140 = stablehlo.add %iterArg_23, %139 : tensor<2xui32>
      %141 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
      %142 = stablehlo.add %134, %141 : tensor<2x3xui32>
      stablehlo.return %135, %137, %142, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %57 = stablehlo.concatenate %56#1, %56#2, dim = 1 : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x6xui32>
    %c_14 = stablehlo.constant dense<9> : tensor<6xui32>
    %58 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %59 = stablehlo.shift_right_logical %57, %58 : tensor<2x6xui32>
    %c_15 = stablehlo.constant dense<1065353216> : tensor<6xui32>
    %60 = stablehlo.broadcast_in_dim %c_15, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %61 = stablehlo.or %59, %60 : tensor<2x6xui32>
    %62 = stablehlo.bitcast_convert %61 : (tensor<2x6xui32>) -> tensor<2x6xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
    %63 = stablehlo.broadcast_in_dim %cst_16, dims = [1] : (tensor<6xf32>) -> tensor<2x6xf32>
    %64 = stablehlo.subtract %62, %63 : tensor<2x6xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x6xf32>) -> tensor<2x2x3xf32>
    %66 = stablehlo.slice %65 [0:2, 0:1, 0:1] : (tensor<2x2x3xf32>) -> tensor<2x1x1xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %cst_17 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %69 = stablehlo.compare LT, %67, %68 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %70 = stablehlo.subtract %iterArg_4, %65 : tensor<2x2x3xf32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %72 = stablehlo.add %iterArg, %71 : tensor<2xi32>
    %73 = stablehlo.select %19, %72, %iterArg : tensor<2xi1>, tensor<2xi32>
    %74 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
    %75 = stablehlo.select %74, %38, %iterArg_2 : tensor<2x2xi1>, tensor<2x2xui32>
    %76 = stablehlo.select %19, %69, %iterArg_3 : tensor<2xi1>, tensor<2xi1>
    %77 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
    %78 = stablehlo.select %77, %70, %iterArg_4 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    stablehlo.return %73, %75, %76, %78 : tensor<2xi32>, tensor<2x2xui32>, tensor<2xi1>, tensor<2x2x3xf32>
  }
  %14 = stablehlo.tanh %1#1 : tensor<2x2x3xf32>
  %15 = stablehlo.exponential %14 : tensor<2x2x3xf32>
  return %15 : tensor<2x2x3xf32>
}
func.func @f75_v0_j1(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2x2x3xf32>, %arg5: tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>) {
  %0 = stablehlo.subtract %arg1, %arg0 : tensor<2x2x3xf32>
  %1 = stablehlo.negate %arg4 : tensor<2x2x3xf32>
  %2 = stablehlo.add %arg5, %1 : tensor<2x2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %3:3 = stablehlo.while(%iterArg = %c, %iterArg_3 = %0, %iterArg_4 = %2) : tensor<i32>, tensor<2x2x3xf32>, tensor<2x2x3xf32> attributes {hostcall.num_primal_carries = 2 : i64, hostcall.trip_count = 1 : i64}
  cond {
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %30 : tensor<i1>
  } do {
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%iterArg_3 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%iterArg_4 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x3xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x3xf32>
    %34 = stablehlo.add %32, %arg0 : tensor<2x2x3xf32>
    %35 = stablehlo.add %33, %arg4 : tensor<2x2x3xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.add %iterArg, %c_7 : tensor<i32>
    stablehlo.return %36, %34, %35 : tensor<i32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>
  }
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %4 = stablehlo.multiply %arg0, %arg0 : tensor<2x2x3xf32>
  %5 = stablehlo.multiply %arg4, %arg0 : tensor<2x2x3xf32>
  %6 = stablehlo.multiply %arg0, %arg4 : tensor<2x2x3xf32>
  %7 = stablehlo.add %5, %6 : tensor<2x2x3xf32>
  %8 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %9 = stablehlo.add %4, %8 : tensor<2x2x3xf32>
  %10 = stablehlo.divide %3#1, %9 : tensor<2x2x3xf32>
  %11 = stablehlo.divide %3#2, %9 : tensor<2x2x3xf32>
  %12 = stablehlo.multiply %7, %10 : tensor<2x2x3xf32>
  %13 = stablehlo.divide %12, %9 : tensor<2x2x3xf32>
  %14 = stablehlo.negate %13 : tensor<2x2x3xf32>
  %15 = stablehlo.add %11, %14 : tensor<2x2x3xf32>
  %16 = stablehlo.bitcast_convert %arg2 : (tensor<2xi32>) -> tensor<2xui32>
  %17 = stablehlo.reshape %16 : (tensor<2xui32>) -> tensor<2x1xui32>
  %18 = stablehlo.bitcast_convert %arg3 : (tensor<2xi32>) -> tensor<2xui32>
  %19 = stablehlo.reshape %18 : (tensor<2xui32>) -> tensor<2x1xui32>
  %20 = stablehlo.concatenate %17, %19, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<false> : tensor<i1>
  %21 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %22 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<2xi1>
  %23:5 = stablehlo.while(%iterArg = %21, %iterArg_3 = %20, %iterArg_4 = %22, %iterArg_5 = %10, %iterArg_6 = %15) : tensor<2xi32>, tensor<2x2xui32>, tensor<2xi1>, tensor<2x2x3xf32>, tensor<2x2x3xf32> attributes {hostcall.num_primal_carries = 4 : i64}
  cond {
    %30 = stablehlo.not %iterArg_4 : tensor<2xi1>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %32 = stablehlo.compare LT, %iterArg, %31 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %33 = stablehlo.and %32, %30 : tensor<2xi1>
    %c_8 = stablehlo.constant dense<false> : tensor<i1>
    %34 = stablehlo.reduce(%33 init: %c_8) applies stablehlo.or across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %34 : tensor<i1>
  } do {
    %30 = stablehlo.not %iterArg_4 : tensor<2xi1>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %32 = stablehlo.compare LT, %iterArg, %31 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %33 = stablehlo.and %32, %30 : tensor<2xi1>
    %34 = stablehlo.iota dim = 0 : tensor<4xui32>
    %35 = stablehlo.slice %iterArg_3 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %36 = stablehlo.reshape %35 : (tensor<2x1xui32>) -> tensor<2xui32>
    %37 = stablehlo.slice %iterArg_3 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %38 = stablehlo.reshape %37 : (tensor<2x1xui32>) -> tensor<2xui32>
    %39 = stablehlo.slice %34 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %40 = stablehlo.slice %34 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %41 = stablehlo.xor %36, %38 : tensor<2xui32>
    %c_8 = stablehlo.constant dense<466688986> : tensor<ui32>
    %42 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %43 = stablehlo.xor %41, %42 : tensor<2xui32>
    %44 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
    %45 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %46 = stablehlo.add %45, %44 : tensor<2x2xui32>
    %47 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
    %48 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %49 = stablehlo.add %48, %47 : tensor<2x2xui32>
    %c_9 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_10 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %50:8 = stablehlo.while(%iterArg_21 = %c_11, %iterArg_22 = %46, %iterArg_23 = %49, %iterArg_24 = %38, %iterArg_25 = %43, %iterArg_26 = %36, %iterArg_27 = %c_9, %iterArg_28 = %c_10) : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_29 = stablehlo.constant dense<5> : tensor<i32>
      %94 = stablehlo.compare LT, %iterArg_21, %c_29 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %94 : tensor<i1>
    } do {
      %94 = stablehlo.slice %iterArg_27 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
      %96 = stablehlo.add %iterArg_22, %iterArg_23 : tensor<2x2xui32>
      %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<2xi32>) -> tensor<2xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %99 = stablehlo.subtract %c_29, %95 : tensor<i32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %101 = stablehlo.bitcast_convert %100 : (tensor<2xi32>) -> tensor<2xui32>
      %102 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %103 = stablehlo.shift_left %iterArg_23, %102 : tensor<2x2xui32>
      %104 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %105 = stablehlo.shift_right_logical %iterArg_23, %104 : tensor<2x2xui32>
      %106 = stablehlo.or %103, %105 : tensor<2x2xui32>
      %107 = stablehlo.xor %96, %106 : tensor<2x2xui32>
      %108 = stablehlo.slice %iterArg_27 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %109 = stablehlo.reshape %108 : (tensor<1xi32>) -> tensor<i32>
      %110 = stablehlo.add %96, %107 : tensor<2x2xui32>
      %111 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %112 = stablehlo.bitcast_convert %111 : (tensor<2xi32>) -> tensor<2xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %113 = stablehlo.subtract %c_30, %109 : tensor<i32>
      %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %115 = stablehlo.bitcast_convert %114 : (tensor<2xi32>) -> tensor<2xui32>
      %116 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %117 = stablehlo.shift_left %107, %116 : tensor<2x2xui32>
      %118 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %119 = stablehlo.shift_right_logical %107, %118 : tensor<2x2xui32>
      %120 = stablehlo.or %117, %119 : tensor<2x2xui32>
      %121 = stablehlo.xor %110, %120 : tensor<2x2xui32>
      %122 = stablehlo.slice %iterArg_27 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %123 = stablehlo.reshape %122 : (tensor<1xi32>) -> tensor<i32>
      %124 = stablehlo.add %110, %121 : tensor<2x2xui32>
      %125 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %126 = stablehlo.bitcast_convert %125 : (tensor<2xi32>) -> tensor<2xui32>
      %c_31 = stablehlo.constant dense<32> : tensor<i32>
      %127 = stablehlo.subtract %c_31, %123 : tensor<i32>
      %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %129 = stablehlo.bitcast_convert %128 : (tensor<2xi32>) -> tensor<2xui32>
      %130 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %131 = stablehlo.shift_left %121, %130 : tensor<2x2xui32>
      %132 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %133 = stablehlo.shift_right_logical %121, %132 : tensor<2x2xui32>
      %134 = stablehlo.or %131, %133 : tensor<2x2xui32>
      %135 = stablehlo.xor %124, %134 : tensor<2x2xui32>
      %136 = stablehlo.slice %iterArg_27 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %137 = stablehlo.reshape %136 : (tensor<1xi32>) -> tensor<i32>
      %138 = stablehlo.add %124, %135 : tensor<2x2xui32>
      %139 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %140 = stablehlo.bitcast_convert %139 : (tensor<2xi32>) -> tensor<2xui32>
      %c_32 = stablehlo.constant dense<32> : tensor<i32>
      %141 = stablehlo.subtract %c_32, %137 : tensor<i32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %143 = stablehlo.bitcast_convert %142 : (tensor<2xi32>) -> tensor<2xui32>
      %144 = stablehlo.broadcast_in_dim %140, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %145 = stablehlo.shift_left %135, %144 : tensor<2x2xui32>
      %146 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %147 = stablehlo.shift_right_logical %135, %146 : tensor<2x2xui32>
      %148 = stablehlo.or %145, %147 : tensor<2x2xui32>
      %149 = stablehlo.xor %138, %148 : tensor<2x2xui32>
      %c_33 = stablehlo.constant dense<1> : tensor<i32>
      %150 = stablehlo.add %iterArg_21, %c_33 : tensor<i32>
      %151 = stablehlo.broadcast_in_dim %iterArg_24, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %152 = stablehlo.add %138, %151 : tensor<2x2xui32>
      %153 = stablehlo.convert %150 : (tensor<i32>) -> tensor<ui32>
      %154 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %155 = stablehlo.add %iterArg_25, %154 : tensor<2xui32>
      %156 = stablehlo.broadcast_in_dim %155, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %157 = stablehlo.add %149, %156 : tensor<2x2xui32>
      stablehlo.return %150, %152, %157, %iterArg_25, %iterArg_26, %iterArg_24, %iterArg_28, %iterArg_27 : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %51 = stablehlo.concatenate %50#1, %50#2, dim = 1 : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x4xui32>
    %52 = stablehlo.slice %51 [0:2, 0:2] : (tensor<2x4xui32>) -> tensor<2x2xui32>
    %53 = stablehlo.slice %51 [0:2, 2:4] : (tensor<2x4xui32>) -> tensor<2x2xui32>
    %54 = stablehlo.iota dim = 0 : tensor<6xui32>
    %55 = stablehlo.slice %53 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %56 = stablehlo.reshape %55 : (tensor<2x1xui32>) -> tensor<2xui32>
    %57 = stablehlo.slice %53 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %58 = stablehlo.reshape %57 : (tensor<2x1xui32>) -> tensor<2xui32>
    %59 = stablehlo.slice %54 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
    %60 = stablehlo.slice %54 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
    %61 = stablehlo.xor %56, %58 : tensor<2xui32>
    %c_12 = stablehlo.constant dense<466688986> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %63 = stablehlo.xor %61, %62 : tensor<2xui32>
    %64 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
    %65 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %66 = stablehlo.add %65, %64 : tensor<2x3xui32>
    %67 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
    %68 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %69 = stablehlo.add %68, %67 : tensor<2x3xui32>
    %c_13 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_14 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %70:8 = stablehlo.while(%iterArg_21 = %c_15, %iterArg_22 = %66, %iterArg_23 = %69, %iterArg_24 = %58, %iterArg_25 = %63, %iterArg_26 = %56, %iterArg_27 = %c_13, %iterArg_28 = %c_14) : tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_29 = stablehlo.constant dense<5> : tensor<i32>
      %94 = stablehlo.compare LT, %iterArg_21, %c_29 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %94 : tensor<i1>
    } do {
      %94 = stablehlo.slice %iterArg_27 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
      %96 = stablehlo.add %iterArg_22, %iterArg_23 : tensor<2x3xui32>
      %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<3xi32>) -> tensor<3xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %99 = stablehlo.subtract %c_29, %95 : tensor<i32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %101 = stablehlo.bitcast_convert %100 : (tensor<3xi32>) -> tensor<3xui32>
      %102 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %103 = stablehlo.shift_left %iterArg_23, %102 : tensor<2x3xui32>
      %104 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %105 = stablehlo.shift_right_logical %iterArg_23, %104 : tensor<2x3xui32>
      %106 = stablehlo.or %103, %105 : tensor<2x3xui32>
      %107 = stablehlo.xor %96, %106 : tensor<2x3xui32>
      %108 = stablehlo.slice %iterArg_27 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %109 = stablehlo.reshape %108 : (tensor<1xi32>) -> tensor<i32>
      %110 = stablehlo.add %96, %107 : tensor<2x3xui32>
      %111 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %112 = stablehlo.bitcast_convert %111 : (tensor<3xi32>) -> tensor<3xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %113 = stablehlo.subtract %c_30, %109 : tensor<i32>
      %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %115 = stablehlo.bitcast_convert %114 : (tensor<3xi32>) -> tensor<3xui32>
      %116 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %117 = stablehlo.shift_left %107, %116 : tensor<2x3xui32>
      %118 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %119 = stablehlo.shift_right_logical %107, %118 : tensor<2x3xui32>
      %120 = stablehlo.or %117, %119 : tensor<2x3xui32>
      %121 = stablehlo.xor %110, %120 : tensor<2x3xui32>
      %122 = stablehlo.slice %iterArg_27 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %123 = stablehlo.reshape %122 : (tensor<1xi32>) -> tensor<i32>
      %124 = stablehlo.add %110, %121 : tensor<2x3xui32>
      %125 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %126 = stablehlo.bitcast_convert %125 : (tensor<3xi32>) -> tensor<3xui32>
      %c_31 = stablehlo.constant dense<32> : tensor<i32>
      %127 = stablehlo.subtract %c_31, %123 : tensor<i32>
      %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %129 = stablehlo.bitcast_convert %128 : (tensor<3xi32>) -> tensor<3xui32>
      %130 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %131 = stablehlo.shift_left %121, %130 : tensor<2x3xui32>
      %132 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %133 = stablehlo.shift_right_logical %121, %132 : tensor<2x3xui32>
      %134 = stablehlo.or %131, %133 : tensor<2x3xui32>
      %135 = stablehlo.xor %124, %134 : tensor<2x3xui32>
      %136 = stablehlo.slice %iterArg_27 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %137 = stablehlo.reshape %136 : (tensor<1xi32>) -> tensor<i32>
      %138 = stablehlo.add %124, %135 : tensor<2x3xui32>
      %139 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %140 = stablehlo.bitcast_convert %139 : (tensor<3xi32>) -> tensor<3xui32>
      %c_32 = stablehlo.constant dense<32> : tensor<i32>
      %141 = stablehlo.subtract %c_32, %137 : tensor<i32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %143 = stablehlo.bitcast_convert %142 : (tensor<3xi32>) -> tensor<3xui32>
      %144 = stablehlo.broadcast_in_dim %140, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %145 = stablehlo.shift_left %135, %144 : tensor<2x3xui32>
      %146 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %147 = stablehlo.shift_right_logical %135, %146 : tensor<2x3xui32>
      %148 = stablehlo.or %145, %147 : tensor<2x3xui32>
      %149 = stablehlo.xor %138, %148 : tensor<2x3xui32>
      %c_33 = stablehlo.constant dense<1> : tensor<i32>
      %150 = stablehlo.add %iterArg_21, %c_33 : tensor<i32>
      %151 = stablehlo.broadcast_in_dim %iterArg_24, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
      %152 = stablehlo.add %138, %151 : tensor<2x3xui32>
      %153 = stablehlo.convert %150 : (tensor<i32>) -> tensor<ui32>
      %154 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %155 = stablehlo.add %iterArg_25, %154 : tensor<2xui32>
      %156 = stablehlo.broadcast_in_dim %155, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
      %157 = stablehlo.add %149, %156 : tensor<2x3xui32>
      stablehlo.return %150, %152, %157, %iterArg_25, %iterArg_26, %iterArg_24, %iterArg_28, %iterArg_27 : tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %71 = stablehlo.concatenate %70#1, %70#2, dim = 1 : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x6xui32>
    %c_16 = stablehlo.constant dense<9> : tensor<6xui32>
    %72 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %73 = stablehlo.shift_right_logical %71, %72 : tensor<2x6xui32>
    %c_17 = stablehlo.constant dense<1065353216> : tensor<6xui32>
    %74 = stablehlo.broadcast_in_dim %c_17, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %75 = stablehlo.or %73, %74 : tensor<2x6xui32>
    %76 = stablehlo.bitcast_convert %75 : (tensor<2x6xui32>) -> tensor<2x6xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
    %77 = stablehlo.broadcast_in_dim %cst_18, dims = [1] : (tensor<6xf32>) -> tensor<2x6xf32>
    %78 = stablehlo.subtract %76, %77 : tensor<2x6xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x6xf32>) -> tensor<2x2x3xf32>
    %80 = stablehlo.slice %79 [0:2, 0:1, 0:1] : (tensor<2x2x3xf32>) -> tensor<2x1x1xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %cst_19 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %83 = stablehlo.compare LT, %81, %82 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %84 = stablehlo.subtract %iterArg_5, %79 : tensor<2x2x3xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %85 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %86 = stablehlo.add %iterArg, %85 : tensor<2xi32>
    %87 = stablehlo.select %33, %86, %iterArg : tensor<2xi1>, tensor<2xi32>
    %88 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
    %89 = stablehlo.select %88, %52, %iterArg_3 : tensor<2x2xi1>, tensor<2x2xui32>
    %90 = stablehlo.select %33, %83, %iterArg_4 : tensor<2xi1>, tensor<2xi1>
    %91 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
    %92 = stablehlo.select %91, %84, %iterArg_5 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %93 = stablehlo.select %91, %iterArg_6, %iterArg_6 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    stablehlo.return %87, %89, %90, %92, %93 : tensor<2xi32>, tensor<2x2xui32>, tensor<2xi1>, tensor<2x2x3xf32>, tensor<2x2x3xf32>
  }
  %24 = stablehlo.tanh %3#1 : tensor<2x2x3xf32>
  %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x2x3xf32>
  %25 = stablehlo.multiply %24, %24 : tensor<2x2x3xf32>
  %26 = stablehlo.subtract %cst_2, %25 : tensor<2x2x3xf32>
  %27 = stablehlo.multiply %3#2, %26 : tensor<2x2x3xf32>
  %28 = stablehlo.exponential %24 : tensor<2x2x3xf32>
  %29 = stablehlo.multiply %27, %28 : tensor<2x2x3xf32>
  return %28, %29 : tensor<2x2x3xf32>, tensor<2x2x3xf32>
}
func.func @f75_v0_j1_v2(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2x2x2x3xf32>, %arg5: tensor<2x2x2x3xf32>) -> (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) {
  %0 = stablehlo.subtract %arg1, %arg0 : tensor<2x2x3xf32>
  %1 = stablehlo.negate %arg4 : tensor<2x2x2x3xf32>
  %2 = stablehlo.add %arg5, %1 : tensor<2x2x2x3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %3:3 = stablehlo.while(%iterArg = %c, %iterArg_3 = %0, %iterArg_4 = %2) : tensor<i32>, tensor<2x2x3xf32>, tensor<2x2x2x3xf32> attributes {hostcall.num_primal_carries = 2 : i64, hostcall.trip_count = 1 : i64}
  cond {
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %38 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %38 : tensor<i1>
  } do {
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%iterArg_3 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%iterArg_4 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x3xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<2x2x2xf32>) -> tensor<2x2x2x3xf32>
    %42 = stablehlo.add %40, %arg0 : tensor<2x2x3xf32>
    %43 = stablehlo.add %41, %arg4 : tensor<2x2x2x3xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.add %iterArg, %c_7 : tensor<i32>
    stablehlo.return %44, %42, %43 : tensor<i32>, tensor<2x2x3xf32>, tensor<2x2x2x3xf32>
  }
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %4 = stablehlo.multiply %arg0, %arg0 : tensor<2x2x3xf32>
  %5 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %6 = stablehlo.multiply %arg4, %5 : tensor<2x2x2x3xf32>
  %7 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %8 = stablehlo.multiply %7, %arg4 : tensor<2x2x2x3xf32>
  %9 = stablehlo.add %6, %8 : tensor<2x2x2x3xf32>
  %10 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %11 = stablehlo.add %4, %10 : tensor<2x2x3xf32>
  %12 = stablehlo.divide %3#1, %11 : tensor<2x2x3xf32>
  %13 = stablehlo.broadcast_in_dim %11, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %14 = stablehlo.divide %3#2, %13 : tensor<2x2x2x3xf32>
  %15 = stablehlo.broadcast_in_dim %12, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %16 = stablehlo.multiply %9, %15 : tensor<2x2x2x3xf32>
  %17 = stablehlo.broadcast_in_dim %11, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %18 = stablehlo.divide %16, %17 : tensor<2x2x2x3xf32>
  %19 = stablehlo.negate %18 : tensor<2x2x2x3xf32>
  %20 = stablehlo.add %14, %19 : tensor<2x2x2x3xf32>
  %21 = stablehlo.bitcast_convert %arg2 : (tensor<2xi32>) -> tensor<2xui32>
  %22 = stablehlo.reshape %21 : (tensor<2xui32>) -> tensor<2x1xui32>
  %23 = stablehlo.bitcast_convert %arg3 : (tensor<2xi32>) -> tensor<2xui32>
  %24 = stablehlo.reshape %23 : (tensor<2xui32>) -> tensor<2x1xui32>
  %25 = stablehlo.concatenate %22, %24, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %c_1 = stablehlo.constant dense<false> : tensor<i1>
  %26 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %27 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<2xi1>
  %28:5 = stablehlo.while(%iterArg = %26, %iterArg_3 = %25, %iterArg_4 = %27, %iterArg_5 = %12, %iterArg_6 = %20) : tensor<2xi32>, tensor<2x2xui32>, tensor<2xi1>, tensor<2x2x3xf32>, tensor<2x2x2x3xf32> attributes {hostcall.num_primal_carries = 4 : i64}
  cond {
    %38 = stablehlo.not %iterArg_4 : tensor<2xi1>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %40 = stablehlo.compare LT, %iterArg, %39 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %41 = stablehlo.and %40, %38 : tensor<2xi1>
    %c_8 = stablehlo.constant dense<false> : tensor<i1>
    %42 = stablehlo.reduce(%41 init: %c_8) applies stablehlo.or across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %42 : tensor<i1>
  } do {
    %38 = stablehlo.not %iterArg_4 : tensor<2xi1>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %40 = stablehlo.compare LT, %iterArg, %39 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %41 = stablehlo.and %40, %38 : tensor<2xi1>
    %42 = stablehlo.iota dim = 0 : tensor<4xui32>
    %43 = stablehlo.slice %iterArg_3 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %44 = stablehlo.reshape %43 : (tensor<2x1xui32>) -> tensor<2xui32>
    %45 = stablehlo.slice %iterArg_3 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %46 = stablehlo.reshape %45 : (tensor<2x1xui32>) -> tensor<2xui32>
    %47 = stablehlo.slice %42 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %48 = stablehlo.slice %42 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %49 = stablehlo.xor %44, %46 : tensor<2xui32>
    %c_8 = stablehlo.constant dense<466688986> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %51 = stablehlo.xor %49, %50 : tensor<2xui32>
    %52 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
    %53 = stablehlo.broadcast_in_dim %47, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %54 = stablehlo.add %53, %52 : tensor<2x2xui32>
    %55 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
    %56 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %57 = stablehlo.add %56, %55 : tensor<2x2xui32>
    %c_9 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_10 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %58:8 = stablehlo.while(%iterArg_21 = %c_11, %iterArg_22 = %54, %iterArg_23 = %57, %iterArg_24 = %46, %iterArg_25 = %51, %iterArg_26 = %44, %iterArg_27 = %c_9, %iterArg_28 = %c_10) : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_29 = stablehlo.constant dense<5> : tensor<i32>
      %103 = stablehlo.compare LT, %iterArg_21, %c_29 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %103 : tensor<i1>
    } do {
      %103 = stablehlo.slice %iterArg_27 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %104 = stablehlo.reshape %103 : (tensor<1xi32>) -> tensor<i32>
      %105 = stablehlo.add %iterArg_22, %iterArg_23 : tensor<2x2xui32>
      %106 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %107 = stablehlo.bitcast_convert %106 : (tensor<2xi32>) -> tensor<2xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %108 = stablehlo.subtract %c_29, %104 : tensor<i32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %110 = stablehlo.bitcast_convert %109 : (tensor<2xi32>) -> tensor<2xui32>
      %111 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %112 = stablehlo.shift_left %iterArg_23, %111 : tensor<2x2xui32>
      %113 = stablehlo.broadcast_in_dim %110, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %114 = stablehlo.shift_right_logical %iterArg_23, %113 : tensor<2x2xui32>
      %115 = stablehlo.or %112, %114 : tensor<2x2xui32>
      %116 = stablehlo.xor %105, %115 : tensor<2x2xui32>
      %117 = stablehlo.slice %iterArg_27 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %118 = stablehlo.reshape %117 : (tensor<1xi32>) -> tensor<i32>
      %119 = stablehlo.add %105, %116 : tensor<2x2xui32>
      %120 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %121 = stablehlo.bitcast_convert %120 : (tensor<2xi32>) -> tensor<2xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %122 = stablehlo.subtract %c_30, %118 : tensor<i32>
      %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %124 = stablehlo.bitcast_convert %123 : (tensor<2xi32>) -> tensor<2xui32>
      %125 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %126 = stablehlo.shift_left %116, %125 : tensor<2x2xui32>
      %127 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %128 = stablehlo.shift_right_logical %116, %127 : tensor<2x2xui32>
      %129 = stablehlo.or %126, %128 : tensor<2x2xui32>
      %130 = stablehlo.xor %119, %129 : tensor<2x2xui32>
      %131 = stablehlo.slice %iterArg_27 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %132 = stablehlo.reshape %131 : (tensor<1xi32>) -> tensor<i32>
      %133 = stablehlo.add %119, %130 : tensor<2x2xui32>
      %134 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %135 = stablehlo.bitcast_convert %134 : (tensor<2xi32>) -> tensor<2xui32>
      %c_31 = stablehlo.constant dense<32> : tensor<i32>
      %136 = stablehlo.subtract %c_31, %132 : tensor<i32>
      %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %138 = stablehlo.bitcast_convert %137 : (tensor<2xi32>) -> tensor<2xui32>
      %139 = stablehlo.broadcast_in_dim %135, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %140 = stablehlo.shift_left %130, %139 : tensor<2x2xui32>
      %141 = stablehlo.broadcast_in_dim %138, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %142 = stablehlo.shift_right_logical %130, %141 : tensor<2x2xui32>
      %143 = stablehlo.or %140, %142 : tensor<2x2xui32>
      %144 = stablehlo.xor %133, %143 : tensor<2x2xui32>
      %145 = stablehlo.slice %iterArg_27 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %146 = stablehlo.reshape %145 : (tensor<1xi32>) -> tensor<i32>
      %147 = stablehlo.add %133, %144 : tensor<2x2xui32>
      %148 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %149 = stablehlo.bitcast_convert %148 : (tensor<2xi32>) -> tensor<2xui32>
      %c_32 = stablehlo.constant dense<32> : tensor<i32>
      %150 = stablehlo.subtract %c_32, %146 : tensor<i32>
      %151 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %152 = stablehlo.bitcast_convert %151 : (tensor<2xi32>) -> tensor<2xui32>
      %153 = stablehlo.broadcast_in_dim %149, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %154 = stablehlo.shift_left %144, %153 : tensor<2x2xui32>
      %155 = stablehlo.broadcast_in_dim %152, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
      %156 = stablehlo.shift_right_logical %144, %155 : tensor<2x2xui32>
      %157 = stablehlo.or %154, %156 : tensor<2x2xui32>
      %158 = stablehlo.xor %147, %157 : tensor<2x2xui32>
      %c_33 = stablehlo.constant dense<1> : tensor<i32>
      %159 = stablehlo.add %iterArg_21, %c_33 : tensor<i32>
      %160 = stablehlo.broadcast_in_dim %iterArg_24, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %161 = stablehlo.add %147, %160 : tensor<2x2xui32>
      %162 = stablehlo.convert %159 : (tensor<i32>) -> tensor<ui32>
      %163 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %164 = stablehlo.add %iterArg_25, %163 : tensor<2xui32>
      %165 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<2xui32>) -> tensor<2x2xui32>
      %166 = stablehlo.add %158, %165 : tensor<2x2xui32>
      stablehlo.return %159, %161, %166, %iterArg_25, %iterArg_26, %iterArg_24, %iterArg_28, %iterArg_27 : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %59 = stablehlo.concatenate %58#1, %58#2, dim = 1 : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x4xui32>
    %60 = stablehlo.slice %59 [0:2, 0:2] : (tensor<2x4xui32>) -> tensor<2x2xui32>
    %61 = stablehlo.slice %59 [0:2, 2:4] : (tensor<2x4xui32>) -> tensor<2x2xui32>
    %62 = stablehlo.iota dim = 0 : tensor<6xui32>
    %63 = stablehlo.slice %61 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %64 = stablehlo.reshape %63 : (tensor<2x1xui32>) -> tensor<2xui32>
    %65 = stablehlo.slice %61 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %66 = stablehlo.reshape %65 : (tensor<2x1xui32>) -> tensor<2xui32>
    %67 = stablehlo.slice %62 [0:3] : (tensor<6xui32>) -> tensor<3xui32>
    %68 = stablehlo.slice %62 [3:6] : (tensor<6xui32>) -> tensor<3xui32>
    %69 = stablehlo.xor %64, %66 : tensor<2xui32>
    %c_12 = stablehlo.constant dense<466688986> : tensor<ui32>
    %70 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %71 = stablehlo.xor %69, %70 : tensor<2xui32>
    %72 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
    %73 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %74 = stablehlo.add %73, %72 : tensor<2x3xui32>
    %75 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
    %76 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %77 = stablehlo.add %76, %75 : tensor<2x3xui32>
    %c_13 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_14 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %78:8 = stablehlo.while(%iterArg_21 = %c_15, %iterArg_22 = %74, %iterArg_23 = %77, %iterArg_24 = %66, %iterArg_25 = %71, %iterArg_26 = %64, %iterArg_27 = %c_13, %iterArg_28 = %c_14) : tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_29 = stablehlo.constant dense<5> : tensor<i32>
      %103 = stablehlo.compare LT, %iterArg_21, %c_29 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %103 : tensor<i1>
    } do {
      %103 = stablehlo.slice %iterArg_27 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %104 = stablehlo.reshape %103 : (tensor<1xi32>) -> tensor<i32>
      %105 = stablehlo.add %iterArg_22, %iterArg_23 : tensor<2x3xui32>
      %106 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %107 = stablehlo.bitcast_convert %106 : (tensor<3xi32>) -> tensor<3xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %108 = stablehlo.subtract %c_29, %104 : tensor<i32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %110 = stablehlo.bitcast_convert %109 : (tensor<3xi32>) -> tensor<3xui32>
      %111 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %112 = stablehlo.shift_left %iterArg_23, %111 : tensor<2x3xui32>
      %113 = stablehlo.broadcast_in_dim %110, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %114 = stablehlo.shift_right_logical %iterArg_23, %113 : tensor<2x3xui32>
      %115 = stablehlo.or %112, %114 : tensor<2x3xui32>
      %116 = stablehlo.xor %105, %115 : tensor<2x3xui32>
      %117 = stablehlo.slice %iterArg_27 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %118 = stablehlo.reshape %117 : (tensor<1xi32>) -> tensor<i32>
      %119 = stablehlo.add %105, %116 : tensor<2x3xui32>
      %120 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %121 = stablehlo.bitcast_convert %120 : (tensor<3xi32>) -> tensor<3xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %122 = stablehlo.subtract %c_30, %118 : tensor<i32>
      %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %124 = stablehlo.bitcast_convert %123 : (tensor<3xi32>) -> tensor<3xui32>
      %125 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %126 = stablehlo.shift_left %116, %125 : tensor<2x3xui32>
      %127 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %128 = stablehlo.shift_right_logical %116, %127 : tensor<2x3xui32>
      %129 = stablehlo.or %126, %128 : tensor<2x3xui32>
      %130 = stablehlo.xor %119, %129 : tensor<2x3xui32>
      %131 = stablehlo.slice %iterArg_27 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %132 = stablehlo.reshape %131 : (tensor<1xi32>) -> tensor<i32>
      %133 = stablehlo.add %119, %130 : tensor<2x3xui32>
      %134 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %135 = stablehlo.bitcast_convert %134 : (tensor<3xi32>) -> tensor<3xui32>
      %c_31 = stablehlo.constant dense<32> : tensor<i32>
      %136 = stablehlo.subtract %c_31, %132 : tensor<i32>
      %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %138 = stablehlo.bitcast_convert %137 : (tensor<3xi32>) -> tensor<3xui32>
      %139 = stablehlo.broadcast_in_dim %135, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %140 = stablehlo.shift_left %130, %139 : tensor<2x3xui32>
      %141 = stablehlo.broadcast_in_dim %138, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %142 = stablehlo.shift_right_logical %130, %141 : tensor<2x3xui32>
      %143 = stablehlo.or %140, %142 : tensor<2x3xui32>
      %144 = stablehlo.xor %133, %143 : tensor<2x3xui32>
      %145 = stablehlo.slice %iterArg_27 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %146 = stablehlo.reshape %145 : (tensor<1xi32>) -> tensor<i32>
      %147 = stablehlo.add %133, %144 : tensor<2x3xui32>
      %148 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %149 = stablehlo.bitcast_convert %148 : (tensor<3xi32>) -> tensor<3xui32>
      %c_32 = stablehlo.constant dense<32> : tensor<i32>
      %150 = stablehlo.subtract %c_32, %146 : tensor<i32>
      %151 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %152 = stablehlo.bitcast_convert %151 : (tensor<3xi32>) -> tensor<3xui32>
      %153 = stablehlo.broadcast_in_dim %149, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %154 = stablehlo.shift_left %144, %153 : tensor<2x3xui32>
      %155 = stablehlo.broadcast_in_dim %152, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
      %156 = stablehlo.shift_right_logical %144, %155 : tensor<2x3xui32>
      %157 = stablehlo.or %154, %156 : tensor<2x3xui32>
      %158 = stablehlo.xor %147, %157 : tensor<2x3xui32>
      %c_33 = stablehlo.constant dense<1> : tensor<i32>
      %159 = stablehlo.add %iterArg_21, %c_33 : tensor<i32>
      %160 = stablehlo.broadcast_in_dim %iterArg_24, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
      %161 = stablehlo.add %147, %160 : tensor<2x3xui32>
      %162 = stablehlo.convert %159 : (tensor<i32>) -> tensor<ui32>
      %163 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %164 = stablehlo.add %iterArg_25, %163 : tensor<2xui32>
      %165 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<2xui32>) -> tensor<2x3xui32>
      %166 = stablehlo.add %158, %165 : tensor<2x3xui32>
      stablehlo.return %159, %161, %166, %iterArg_25, %iterArg_26, %iterArg_24, %iterArg_28, %iterArg_27 : tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %79 = stablehlo.concatenate %78#1, %78#2, dim = 1 : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x6xui32>
    %c_16 = stablehlo.constant dense<9> : tensor<6xui32>
    %80 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %81 = stablehlo.shift_right_logical %79, %80 : tensor<2x6xui32>
    %c_17 = stablehlo.constant dense<1065353216> : tensor<6xui32>
    %82 = stablehlo.broadcast_in_dim %c_17, dims = [1] : (tensor<6xui32>) -> tensor<2x6xui32>
    %83 = stablehlo.or %81, %82 : tensor<2x6xui32>
    %84 = stablehlo.bitcast_convert %83 : (tensor<2x6xui32>) -> tensor<2x6xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<6xf32>
    %85 = stablehlo.broadcast_in_dim %cst_18, dims = [1] : (tensor<6xf32>) -> tensor<2x6xf32>
    %86 = stablehlo.subtract %84, %85 : tensor<2x6xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x6xf32>) -> tensor<2x2x3xf32>
    %88 = stablehlo.slice %87 [0:2, 0:1, 0:1] : (tensor<2x2x3xf32>) -> tensor<2x1x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %cst_19 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %91 = stablehlo.compare LT, %89, %90 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %92 = stablehlo.subtract %iterArg_5, %87 : tensor<2x2x3xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %94 = stablehlo.add %iterArg, %93 : tensor<2xi32>
    %95 = stablehlo.select %41, %94, %iterArg : tensor<2xi1>, tensor<2xi32>
    %96 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
    %97 = stablehlo.select %96, %60, %iterArg_3 : tensor<2x2xi1>, tensor<2x2xui32>
    %98 = stablehlo.select %41, %91, %iterArg_4 : tensor<2xi1>, tensor<2xi1>
    %99 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
    %100 = stablehlo.select %99, %92, %iterArg_5 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [1, 2, 3] : (tensor<2x2x3xi1>) -> tensor<2x2x2x3xi1>
    %102 = stablehlo.select %101, %iterArg_6, %iterArg_6 : tensor<2x2x2x3xi1>, tensor<2x2x2x3xf32>
    stablehlo.return %95, %97, %98, %100, %102 : tensor<2xi32>, tensor<2x2xui32>, tensor<2xi1>, tensor<2x2x3xf32>, tensor<2x2x2x3xf32>
  }
  %29 = stablehlo.tanh %3#1 : tensor<2x2x3xf32>
  %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x2x3xf32>
  %30 = stablehlo.multiply %29, %29 : tensor<2x2x3xf32>
  %31 = stablehlo.subtract %cst_2, %30 : tensor<2x2x3xf32>
  %32 = stablehlo.broadcast_in_dim %31, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %33 = stablehlo.multiply %3#2, %32 : tensor<2x2x2x3xf32>
  %34 = stablehlo.exponential %29 : tensor<2x2x3xf32>
  %35 = stablehlo.broadcast_in_dim %34, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %36 = stablehlo.multiply %33, %35 : tensor<2x2x2x3xf32>
  %37 = stablehlo.broadcast_in_dim %34, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x2x3xf32>
  return %37, %36 : tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>
}
// inputs: [[[-0.5437629 ,  0.70697093, -0.9096174 ],  [-1.0733142 , -0.19881012,  1.7559887 ]], [[-0.15043254, -1.428617  , -0.11691619],  [ 1.5238616 , -3.1583023 ,  0.06116174]]]; [[[ 0.17681302,  0.7598311 , -0.18531854],  [-0.99625707,  1.6646596 , -0.43443313]], [[ 0.26607874,  2.2694008 ,  2.2010448 ],  [ 0.7768505 , -0.3812588 , -1.7832007 ]]]; [1, 1]; [1, 1]; [[[[-1.3740768 , -1.8756425 , -1.5156535 ],   [-0.24496691,  0.42284304, -0.31701493]],  [[ 0.732598  , -0.25882384, -3.2136886 ],   [ 3.758172  , -0.49378937, -0.7956264 ]]], [[[ 1.8520104 ,  0.7844407 , -0.78716314],   [-0.90036047,  0.46215716,  1.7344053 ]],  [[-2.892067  , -0.35696387, -0.16938041],   [ 2.2537296 , -1.6742941 , -0.37609208]]]]; [[[[ 0.03655314, -0.7067491 ,  1.386895  ],   [-1.4112945 , -0.9696381 , -0.7169471 ]],  [[ 1.08422   ,  1.2286702 ,  1.66478   ],   [ 2.263587  ,  2.4641638 , -0.16295807]]], [[[ 2.5372164 , -1.1453564 ,  1.9878305 ],   [-1.829045  , -3.8372967 , -0.66998494]],  [[ 2.031627  , -0.4064028 ,  0.03082993],   [ 0.20976691,  1.3280133 , -0.58037853]]]]
// reference: [[[[2.0992415 , 2.6537337 , 1.6964544 ],   [0.41996673, 0.6564991 , 2.4750075 ]],  [[2.718263  , 2.7180371 , 2.7182639 ],   [2.5512667 , 0.36980578, 1.2737154 ]]], [[[2.0992415 , 2.6537337 , 1.6964544 ],   [0.41996673, 0.6564991 , 2.4750075 ]],  [[2.718263  , 2.7180371 , 2.7182639 ],   [2.5512667 , 0.36980578, 1.2737154 ]]]]; [[[[ 3.8812139e+00,  4.5447698e-01,  4.8491106e+00],   [-3.3273706e-01, -1.3699739e+00, -1.4490007e+00]],  [[ 2.8245829e-04,  3.1621258e-03,  1.2489516e-04],   [ 1.8340849e+00,  6.1729806e-03,  1.5593992e+00]]], [[[ 3.1956873e+00,  2.9171318e-01,  9.0864092e-01],   [-8.8622576e-01, -3.8736663e+00, -2.6089811e+00]],  [[ 8.2741113e-05,  2.3096274e-03,  1.7484005e-04],   [ 9.4232005e-01, -3.5453946e-03,  4.5324180e-01]]]]
// compiled:  [[[[2.0992413 , 2.6537337 , 1.6964544 ],   [0.41996673, 0.6564991 , 2.4750075 ]],  [[2.7182627 , 2.7180371 , 2.7182639 ],   [2.5512667 , 0.36980578, 1.2737153 ]]], [[[2.0992413 , 2.6537337 , 1.6964544 ],   [0.41996673, 0.6564991 , 2.4750075 ]],  [[2.7182627 , 2.7180371 , 2.7182639 ],   [2.5512667 , 0.36980578, 1.2737153 ]]]]; [[[[ 3.8812134e+00,  4.5447704e-01,  4.8491106e+00],   [-3.3273706e-01, -1.3699739e+00, -1.4489989e+00]],  [[ 2.8487144e-04,  3.1598909e-03,  1.2603015e-04],   [ 1.8340846e+00,  6.1729224e-03,  1.5593991e+00]]], [[[ 3.1956871e+00,  2.9171324e-01,  9.0864092e-01],   [-8.8622570e-01, -3.8736663e+00, -2.6089778e+00]],  [[ 8.3447994e-05,  2.3079950e-03,  1.7642890e-04],   [ 9.4231987e-01, -3.5453616e-03,  4.5324177e-01]]]]
