// run mismatch: IndexError: Error invoking function: c/runtime/src/iree/hal/command_buffer_validation.c:196: OUT_OF_RANGE; indirect buffer reference slot 0 is out range of the declared binding capacity of the command buffer 0; while invoking native function hal.command_buffer.copy_buffer; while calling import; [ 0] bytecode module@119:4020 -
// fixed by hostcall-guard-loop-entries: the rejection loop of branch 0 starts from the
// seed argument and two computed tangents; IREE 3.13 packed the two into one buffer and
// its VM passed that buffer in two block arguments, one left null; the loop now enters
// with copies of all its initial carries, made together.
// jvp [('jvp',)] of:
func.func @f256(%a0: tensor<2x3xf64>, %a1: tensor<2x3xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf64>) {
  %v20790 = "stablehlo.add"(%a0, %a0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c20791 = stablehlo.constant dense<0> : tensor<i32>
  %c20792 = stablehlo.constant dense<2> : tensor<i32>
  %v20793 = "stablehlo.clamp"(%c20791, %i0, %c20792) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v20794 = "stablehlo.case"(%v20793) ({
  %c20795 = stablehlo.constant dense<0> : tensor<i32>
  %c20796 = stablehlo.constant dense<1> : tensor<i32>
  %v20797 = "stablehlo.clamp"(%c20795, %i0, %c20796) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v20798 = "stablehlo.case"(%v20797) ({
  %v20799 = "stablehlo.multiply"(%a0, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "stablehlo.return"(%v20799) : (tensor<2x3xf64>) -> ()
  }, {
  %c20800 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %v20801 = "stablehlo.gather"(%a1, %c20800) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
    "stablehlo.return"(%v20801) : (tensor<2x3xf64>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf64>
    "stablehlo.return"(%v20798) : (tensor<2x3xf64>) -> ()
  }, {
  %c20802 = stablehlo.constant dense<1.0> : tensor<2x3xf64>
  %v20803 = "stablehlo.multiply"(%a1, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v20804 = "stablehlo.add"(%v20803, %c20802) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v20805 = "stablehlo.divide"(%a0, %v20804) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c20806 = stablehlo.constant dense<0> : tensor<i32>
  %c20807 = stablehlo.constant dense<0> : tensor<i32>
  %w20810:2 = "stablehlo.while"(%c20807, %v20805) ({
  ^bb0(%k20808: tensor<i32>, %x20809: tensor<2x3xf64>):
  %c20811 = stablehlo.constant dense<2> : tensor<i32>
  %v20812 = "stablehlo.compare"(%k20808, %c20811) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v20812) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k20813: tensor<i32>, %x20814: tensor<2x3xf64>):
  %v20815 = "stablehlo.dynamic_slice"(%v20790, %k20813, %c20806) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
  %v20816 = "stablehlo.dynamic_slice"(%x20814, %k20813, %c20806) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
  %v20817 = "stablehlo.subtract"(%v20815, %v20816) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
  %v20818 = "stablehlo.dynamic_update_slice"(%x20814, %v20817, %k20813, %c20806) : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
  %c20819 = stablehlo.constant dense<1> : tensor<i32>
  %v20820 = "stablehlo.add"(%k20813, %c20819) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v20820, %v20818) : (tensor<i32>, tensor<2x3xf64>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<2x3xf64>) -> (tensor<i32>, tensor<2x3xf64>)
    "stablehlo.return"(%w20810#1) : (tensor<2x3xf64>) -> ()
  }, {
  %v20821 = "stablehlo.multiply"(%a0, %v20790) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v20822 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v20823 = "stablehlo.reshape"(%v20822) : (tensor<ui32>) -> tensor<1xui32>
  %v20824 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v20825 = "stablehlo.reshape"(%v20824) : (tensor<ui32>) -> tensor<1xui32>
  %v20826 = "stablehlo.concatenate"(%v20823, %v20825) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c20827 = stablehlo.constant dense<0> : tensor<i64>
  %w20828:3 = "stablehlo.while"(%c20827, %v20826, %v20821) ({
  ^bb0(%x20829: tensor<i64>, %x20830: tensor<2xui32>, %x20831: tensor<2x3xf64>):
  %c20832 = stablehlo.constant dense<2> : tensor<i64>
  %v20833 = "stablehlo.compare"(%x20829, %c20832) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%v20833) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x20834: tensor<i64>, %x20835: tensor<2xui32>, %x20836: tensor<2x3xf64>):
  %v20837 = "stablehlo.convert"(%x20834) : (tensor<i64>) -> tensor<ui32>
  %v20838 = "stablehlo.reshape"(%v20837) : (tensor<ui32>) -> tensor<1xui32>
  %c20839 = stablehlo.constant dense<0> : tensor<1xui32>
  %v20840 = "stablehlo.concatenate"(%c20839, %v20838) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v20841 = "stablehlo.slice"(%x20835) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v20842 = "stablehlo.reshape"(%v20841) : (tensor<1xui32>) -> tensor<ui32>
  %v20843 = "stablehlo.slice"(%x20835) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v20844 = "stablehlo.reshape"(%v20843) : (tensor<1xui32>) -> tensor<ui32>
  %v20845 = "stablehlo.slice"(%v20840) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v20846 = "stablehlo.slice"(%v20840) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v20847 = "stablehlo.xor"(%v20842, %v20844) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c20848 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v20849 = "stablehlo.xor"(%v20847, %c20848) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v20850 = "stablehlo.broadcast_in_dim"(%v20842) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v20851 = "stablehlo.add"(%v20845, %v20850) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20852 = "stablehlo.broadcast_in_dim"(%v20844) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v20853 = "stablehlo.add"(%v20846, %v20852) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c20854 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c20855 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c20856 = stablehlo.constant dense<0> : tensor<i32>
  %w20857:8 = "stablehlo.while"(%c20856, %v20851, %v20853, %v20844, %v20849, %v20842, %c20854, %c20855) ({
  ^bb0(%x20858: tensor<i32>, %x20859: tensor<1xui32>, %x20860: tensor<1xui32>, %x20861: tensor<ui32>, %x20862: tensor<ui32>, %x20863: tensor<ui32>, %x20864: tensor<4xi32>, %x20865: tensor<4xi32>):
  %c20866 = stablehlo.constant dense<5> : tensor<i32>
  %v20867 = "stablehlo.compare"(%x20858, %c20866) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v20867) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x20868: tensor<i32>, %x20869: tensor<1xui32>, %x20870: tensor<1xui32>, %x20871: tensor<ui32>, %x20872: tensor<ui32>, %x20873: tensor<ui32>, %x20874: tensor<4xi32>, %x20875: tensor<4xi32>):
  %v20876 = "stablehlo.slice"(%x20874) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v20877 = "stablehlo.reshape"(%v20876) : (tensor<1xi32>) -> tensor<i32>
  %v20878 = "stablehlo.add"(%x20869, %x20870) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20879 = "stablehlo.broadcast_in_dim"(%v20877) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v20880 = "stablehlo.bitcast_convert"(%v20879) : (tensor<1xi32>) -> tensor<1xui32>
  %c20881 = stablehlo.constant dense<32> : tensor<i32>
  %v20882 = "stablehlo.subtract"(%c20881, %v20877) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v20883 = "stablehlo.broadcast_in_dim"(%v20882) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v20884 = "stablehlo.bitcast_convert"(%v20883) : (tensor<1xi32>) -> tensor<1xui32>
  %v20885 = "stablehlo.shift_left"(%x20870, %v20880) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20886 = "stablehlo.shift_right_logical"(%x20870, %v20884) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20887 = "stablehlo.or"(%v20885, %v20886) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20888 = "stablehlo.xor"(%v20878, %v20887) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20889 = "stablehlo.slice"(%x20874) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v20890 = "stablehlo.reshape"(%v20889) : (tensor<1xi32>) -> tensor<i32>
  %v20891 = "stablehlo.add"(%v20878, %v20888) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20892 = "stablehlo.broadcast_in_dim"(%v20890) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v20893 = "stablehlo.bitcast_convert"(%v20892) : (tensor<1xi32>) -> tensor<1xui32>
  %c20894 = stablehlo.constant dense<32> : tensor<i32>
  %v20895 = "stablehlo.subtract"(%c20894, %v20890) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v20896 = "stablehlo.broadcast_in_dim"(%v20895) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v20897 = "stablehlo.bitcast_convert"(%v20896) : (tensor<1xi32>) -> tensor<1xui32>
  %v20898 = "stablehlo.shift_left"(%v20888, %v20893) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20899 = "stablehlo.shift_right_logical"(%v20888, %v20897) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20900 = "stablehlo.or"(%v20898, %v20899) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20901 = "stablehlo.xor"(%v20891, %v20900) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20902 = "stablehlo.slice"(%x20874) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v20903 = "stablehlo.reshape"(%v20902) : (tensor<1xi32>) -> tensor<i32>
  %v20904 = "stablehlo.add"(%v20891, %v20901) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20905 = "stablehlo.broadcast_in_dim"(%v20903) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v20906 = "stablehlo.bitcast_convert"(%v20905) : (tensor<1xi32>) -> tensor<1xui32>
  %c20907 = stablehlo.constant dense<32> : tensor<i32>
  %v20908 = "stablehlo.subtract"(%c20907, %v20903) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v20909 = "stablehlo.broadcast_in_dim"(%v20908) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v20910 = "stablehlo.bitcast_convert"(%v20909) : (tensor<1xi32>) -> tensor<1xui32>
  %v20911 = "stablehlo.shift_left"(%v20901, %v20906) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20912 = "stablehlo.shift_right_logical"(%v20901, %v20910) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20913 = "stablehlo.or"(%v20911, %v20912) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20914 = "stablehlo.xor"(%v20904, %v20913) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20915 = "stablehlo.slice"(%x20874) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v20916 = "stablehlo.reshape"(%v20915) : (tensor<1xi32>) -> tensor<i32>
  %v20917 = "stablehlo.add"(%v20904, %v20914) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20918 = "stablehlo.broadcast_in_dim"(%v20916) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v20919 = "stablehlo.bitcast_convert"(%v20918) : (tensor<1xi32>) -> tensor<1xui32>
  %c20920 = stablehlo.constant dense<32> : tensor<i32>
  %v20921 = "stablehlo.subtract"(%c20920, %v20916) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v20922 = "stablehlo.broadcast_in_dim"(%v20921) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v20923 = "stablehlo.bitcast_convert"(%v20922) : (tensor<1xi32>) -> tensor<1xui32>
  %v20924 = "stablehlo.shift_left"(%v20914, %v20919) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20925 = "stablehlo.shift_right_logical"(%v20914, %v20923) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20926 = "stablehlo.or"(%v20924, %v20925) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20927 = "stablehlo.xor"(%v20917, %v20926) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c20928 = stablehlo.constant dense<1> : tensor<i32>
  %v20929 = "stablehlo.add"(%x20868, %c20928) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v20930 = "stablehlo.broadcast_in_dim"(%x20871) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v20931 = "stablehlo.add"(%v20917, %v20930) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v20932 = "stablehlo.convert"(%v20929) : (tensor<i32>) -> tensor<ui32>
  %v20933 = "stablehlo.add"(%x20872, %v20932) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v20934 = "stablehlo.broadcast_in_dim"(%v20933) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v20935 = "stablehlo.add"(%v20927, %v20934) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v20929, %v20931, %v20935, %x20872, %x20873, %x20871, %x20875, %x20874) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v20936 = "stablehlo.concatenate"(%w20857#1, %w20857#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v20937 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<12xui32>
  %v20938 = "stablehlo.slice"(%v20936) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v20939 = "stablehlo.reshape"(%v20938) : (tensor<1xui32>) -> tensor<ui32>
  %v20940 = "stablehlo.slice"(%v20936) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v20941 = "stablehlo.reshape"(%v20940) : (tensor<1xui32>) -> tensor<ui32>
  %v20942 = "stablehlo.slice"(%v20937) {start_indices = array<i64: 0>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v20943 = "stablehlo.slice"(%v20937) {start_indices = array<i64: 6>, limit_indices = array<i64: 12>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v20944 = "stablehlo.xor"(%v20939, %v20941) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c20945 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v20946 = "stablehlo.xor"(%v20944, %c20945) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v20947 = "stablehlo.broadcast_in_dim"(%v20939) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v20948 = "stablehlo.add"(%v20942, %v20947) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20949 = "stablehlo.broadcast_in_dim"(%v20941) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v20950 = "stablehlo.add"(%v20943, %v20949) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c20951 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c20952 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c20953 = stablehlo.constant dense<0> : tensor<i32>
  %w20954:8 = "stablehlo.while"(%c20953, %v20948, %v20950, %v20941, %v20946, %v20939, %c20951, %c20952) ({
  ^bb0(%x20955: tensor<i32>, %x20956: tensor<6xui32>, %x20957: tensor<6xui32>, %x20958: tensor<ui32>, %x20959: tensor<ui32>, %x20960: tensor<ui32>, %x20961: tensor<4xi32>, %x20962: tensor<4xi32>):
  %c20963 = stablehlo.constant dense<5> : tensor<i32>
  %v20964 = "stablehlo.compare"(%x20955, %c20963) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v20964) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x20965: tensor<i32>, %x20966: tensor<6xui32>, %x20967: tensor<6xui32>, %x20968: tensor<ui32>, %x20969: tensor<ui32>, %x20970: tensor<ui32>, %x20971: tensor<4xi32>, %x20972: tensor<4xi32>):
  %v20973 = "stablehlo.slice"(%x20971) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v20974 = "stablehlo.reshape"(%v20973) : (tensor<1xi32>) -> tensor<i32>
  %v20975 = "stablehlo.add"(%x20966, %x20967) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20976 = "stablehlo.broadcast_in_dim"(%v20974) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v20977 = "stablehlo.bitcast_convert"(%v20976) : (tensor<6xi32>) -> tensor<6xui32>
  %c20978 = stablehlo.constant dense<32> : tensor<i32>
  %v20979 = "stablehlo.subtract"(%c20978, %v20974) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v20980 = "stablehlo.broadcast_in_dim"(%v20979) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v20981 = "stablehlo.bitcast_convert"(%v20980) : (tensor<6xi32>) -> tensor<6xui32>
  %v20982 = "stablehlo.shift_left"(%x20967, %v20977) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20983 = "stablehlo.shift_right_logical"(%x20967, %v20981) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20984 = "stablehlo.or"(%v20982, %v20983) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20985 = "stablehlo.xor"(%v20975, %v20984) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20986 = "stablehlo.slice"(%x20971) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v20987 = "stablehlo.reshape"(%v20986) : (tensor<1xi32>) -> tensor<i32>
  %v20988 = "stablehlo.add"(%v20975, %v20985) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20989 = "stablehlo.broadcast_in_dim"(%v20987) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v20990 = "stablehlo.bitcast_convert"(%v20989) : (tensor<6xi32>) -> tensor<6xui32>
  %c20991 = stablehlo.constant dense<32> : tensor<i32>
  %v20992 = "stablehlo.subtract"(%c20991, %v20987) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v20993 = "stablehlo.broadcast_in_dim"(%v20992) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v20994 = "stablehlo.bitcast_convert"(%v20993) : (tensor<6xi32>) -> tensor<6xui32>
  %v20995 = "stablehlo.shift_left"(%v20985, %v20990) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20996 = "stablehlo.shift_right_logical"(%v20985, %v20994) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20997 = "stablehlo.or"(%v20995, %v20996) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20998 = "stablehlo.xor"(%v20988, %v20997) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v20999 = "stablehlo.slice"(%x20971) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v21000 = "stablehlo.reshape"(%v20999) : (tensor<1xi32>) -> tensor<i32>
  %v21001 = "stablehlo.add"(%v20988, %v20998) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v21002 = "stablehlo.broadcast_in_dim"(%v21000) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v21003 = "stablehlo.bitcast_convert"(%v21002) : (tensor<6xi32>) -> tensor<6xui32>
  %c21004 = stablehlo.constant dense<32> : tensor<i32>
  %v21005 = "stablehlo.subtract"(%c21004, %v21000) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21006 = "stablehlo.broadcast_in_dim"(%v21005) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v21007 = "stablehlo.bitcast_convert"(%v21006) : (tensor<6xi32>) -> tensor<6xui32>
  %v21008 = "stablehlo.shift_left"(%v20998, %v21003) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v21009 = "stablehlo.shift_right_logical"(%v20998, %v21007) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v21010 = "stablehlo.or"(%v21008, %v21009) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v21011 = "stablehlo.xor"(%v21001, %v21010) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v21012 = "stablehlo.slice"(%x20971) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v21013 = "stablehlo.reshape"(%v21012) : (tensor<1xi32>) -> tensor<i32>
  %v21014 = "stablehlo.add"(%v21001, %v21011) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v21015 = "stablehlo.broadcast_in_dim"(%v21013) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v21016 = "stablehlo.bitcast_convert"(%v21015) : (tensor<6xi32>) -> tensor<6xui32>
  %c21017 = stablehlo.constant dense<32> : tensor<i32>
  %v21018 = "stablehlo.subtract"(%c21017, %v21013) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21019 = "stablehlo.broadcast_in_dim"(%v21018) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
  %v21020 = "stablehlo.bitcast_convert"(%v21019) : (tensor<6xi32>) -> tensor<6xui32>
  %v21021 = "stablehlo.shift_left"(%v21011, %v21016) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v21022 = "stablehlo.shift_right_logical"(%v21011, %v21020) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v21023 = "stablehlo.or"(%v21021, %v21022) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v21024 = "stablehlo.xor"(%v21014, %v21023) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %c21025 = stablehlo.constant dense<1> : tensor<i32>
  %v21026 = "stablehlo.add"(%x20965, %c21025) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21027 = "stablehlo.broadcast_in_dim"(%x20968) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v21028 = "stablehlo.add"(%v21014, %v21027) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  %v21029 = "stablehlo.convert"(%v21026) : (tensor<i32>) -> tensor<ui32>
  %v21030 = "stablehlo.add"(%x20969, %v21029) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v21031 = "stablehlo.broadcast_in_dim"(%v21030) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<6xui32>
  %v21032 = "stablehlo.add"(%v21024, %v21031) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "stablehlo.return"(%v21026, %v21028, %v21032, %x20969, %x20970, %x20968, %x20972, %x20971) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v21033 = "stablehlo.concatenate"(%w20954#1, %w20954#2) {dimension = 0 : i64} : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
  %v21034 = "stablehlo.slice"(%v21033) {start_indices = array<i64: 0>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v21035 = "stablehlo.convert"(%v21034) : (tensor<6xui32>) -> tensor<6xui64>
  %v21036 = "stablehlo.slice"(%v21033) {start_indices = array<i64: 6>, limit_indices = array<i64: 12>, strides = array<i64: 1>} : (tensor<12xui32>) -> tensor<6xui32>
  %v21037 = "stablehlo.convert"(%v21036) : (tensor<6xui32>) -> tensor<6xui64>
  %c21038 = stablehlo.constant dense<32> : tensor<6xui64>
  %v21039 = "stablehlo.shift_left"(%v21035, %c21038) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  %v21040 = "stablehlo.or"(%v21039, %v21037) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  %c21041 = stablehlo.constant dense<12> : tensor<6xui64>
  %v21042 = "stablehlo.shift_right_logical"(%v21040, %c21041) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  %c21043 = stablehlo.constant dense<4607182418800017408> : tensor<6xui64>
  %v21044 = "stablehlo.or"(%v21042, %c21043) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  %v21045 = "stablehlo.bitcast_convert"(%v21044) : (tensor<6xui64>) -> tensor<6xf64>
  %c21046 = stablehlo.constant dense<1.0> : tensor<6xf64>
  %v21047 = "stablehlo.subtract"(%v21045, %c21046) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
  %v21048 = "stablehlo.reshape"(%v21047) : (tensor<6xf64>) -> tensor<2x3xf64>
  %v21049 = "stablehlo.subtract"(%x20836, %v21048) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c21050 = stablehlo.constant dense<1> : tensor<i64>
  %v21051 = "stablehlo.add"(%x20834, %c21050) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v21051, %x20835, %v21049) : (tensor<i64>, tensor<2xui32>, tensor<2x3xf64>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i64>, tensor<2xui32>, tensor<2x3xf64>) -> (tensor<i64>, tensor<2xui32>, tensor<2x3xf64>)
    "stablehlo.return"(%w20828#2) : (tensor<2x3xf64>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf64>
  %c21052 = stablehlo.constant dense<0> : tensor<i32>
  %c21053 = stablehlo.constant dense<2> : tensor<i32>
  %v21054 = "stablehlo.clamp"(%c21052, %i0, %c21053) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21055 = "stablehlo.case"(%v21054) ({
  %v21056 = "stablehlo.add"(%v20794, %v20790) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c21057 = stablehlo.constant dense<true> : tensor<i1>
  %c21058 = stablehlo.constant dense<0> : tensor<i64>
  %w21059:4 = "stablehlo.while"(%c21058, %i0, %c21057, %v21056) ({
  ^bb0(%x21060: tensor<i64>, %x21061: tensor<i32>, %x21062: tensor<i1>, %x21063: tensor<2x3xf64>):
  %c21064 = stablehlo.constant dense<1> : tensor<i64>
  %v21065 = "stablehlo.compare"(%x21060, %c21064) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %v21066 = "stablehlo.and"(%v21065, %x21062) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v21066) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x21067: tensor<i64>, %x21068: tensor<i32>, %x21069: tensor<i1>, %x21070: tensor<2x3xf64>):
  %c21071 = stablehlo.constant dense<1.0> : tensor<2x3xf64>
  %v21072 = "stablehlo.multiply"(%x21070, %x21070) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v21073 = "stablehlo.add"(%v21072, %c21071) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v21074 = "stablehlo.divide"(%v20794, %v21073) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c21075 = stablehlo.constant dense<0> : tensor<i32>
  %c21076 = stablehlo.constant dense<0> : tensor<i32>
  %v21077 = "stablehlo.clamp"(%c21075, %i1, %c21076) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c21078 = stablehlo.constant dense<0> : tensor<i32>
  %c21079 = stablehlo.constant dense<1> : tensor<i32>
  %v21080 = "stablehlo.clamp"(%c21078, %i1, %c21079) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21081 = "stablehlo.dynamic_slice"(%x21070, %v21077, %v21080) {slice_sizes = array<i64: 2, 2>} : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x2xf64>
  %c21082 = stablehlo.constant dense<0> : tensor<i32>
  %c21083 = stablehlo.constant dense<0> : tensor<i32>
  %v21084 = "stablehlo.clamp"(%c21082, %i1, %c21083) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c21085 = stablehlo.constant dense<0> : tensor<i32>
  %c21086 = stablehlo.constant dense<1> : tensor<i32>
  %v21087 = "stablehlo.clamp"(%c21085, %i1, %c21086) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21088 = "stablehlo.dynamic_update_slice"(%v21074, %v21081, %v21084, %v21087) : (tensor<2x3xf64>, tensor<2x2xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
  %c21089 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c21090 = stablehlo.constant dense<12345> : tensor<i32>
  %v21091 = "stablehlo.multiply"(%x21068, %c21089) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21092 = "stablehlo.add"(%v21091, %c21090) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c21093 = stablehlo.constant dense<16> : tensor<i32>
  %c21094 = stablehlo.constant dense<7> : tensor<i32>
  %v21095 = "stablehlo.shift_right_logical"(%v21092, %c21093) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21096 = "stablehlo.and"(%v21095, %c21094) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c21097 = stablehlo.constant dense<0> : tensor<i32>
  %v21098 = "stablehlo.compare"(%v21096, %c21097) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c21099 = stablehlo.constant dense<1> : tensor<i64>
  %v21100 = "stablehlo.add"(%x21067, %c21099) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v21100, %v21092, %v21098, %v21088) : (tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>) -> ()
  }) : (tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>) -> (tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>)
  %c21101 = stablehlo.constant dense<15> : tensor<i32>
  %v21102 = "stablehlo.and"(%w21059#1, %c21101) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21103 = "stablehlo.convert"(%v21102) : (tensor<i32>) -> tensor<f64>
  %v21104 = "stablehlo.broadcast_in_dim"(%v21103) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
  %c21105 = stablehlo.constant dense<1.0> : tensor<2x3xf64>
  %v21106 = "stablehlo.multiply"(%v21104, %v21104) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v21107 = "stablehlo.add"(%v21106, %c21105) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v21108 = "stablehlo.divide"(%w21059#3, %v21107) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "stablehlo.return"(%v21108) : (tensor<2x3xf64>) -> ()
  }, {
  %c21109 = stablehlo.constant dense<1.0> : tensor<2x3xf64>
  %v21110 = "stablehlo.multiply"(%a0, %a0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v21111 = "stablehlo.add"(%v21110, %c21109) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %v21112 = "stablehlo.divide"(%v20794, %v21111) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c21113 = stablehlo.constant dense<0> : tensor<i32>
  %w21116:2 = "stablehlo.while"(%c21113, %v21112) ({
  ^bb0(%k21114: tensor<i32>, %x21115: tensor<2x3xf64>):
  %c21117 = stablehlo.constant dense<1> : tensor<i32>
  %v21118 = "stablehlo.compare"(%k21114, %c21117) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v21118) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k21119: tensor<i32>, %x21120: tensor<2x3xf64>):
  %v21121 = "stablehlo.add"(%a1, %x21120) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c21122 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  %v21123 = "stablehlo.scatter"(%v21121, %c21122, %x21120) ({
  ^bb0(%p21124: tensor<f64>, %q21125: tensor<f64>):
    "stablehlo.return"(%q21125) : (tensor<f64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c21126 = stablehlo.constant dense<1> : tensor<i32>
  %v21127 = "stablehlo.add"(%k21119, %c21126) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v21127, %v21123) : (tensor<i32>, tensor<2x3xf64>) -> ()
  }) {hostcall.trip_count = 1 : i64} : (tensor<i32>, tensor<2x3xf64>) -> (tensor<i32>, tensor<2x3xf64>)
    "stablehlo.return"(%w21116#1) : (tensor<2x3xf64>) -> ()
  }, {
  %v21128 = "stablehlo.subtract"(%v20790, %v20794) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c21129 = stablehlo.constant dense<true> : tensor<i1>
  %c21130 = stablehlo.constant dense<0> : tensor<i64>
  %w21131:4 = "stablehlo.while"(%c21130, %i0, %c21129, %v21128) ({
  ^bb0(%x21132: tensor<i64>, %x21133: tensor<i32>, %x21134: tensor<i1>, %x21135: tensor<2x3xf64>):
  %c21136 = stablehlo.constant dense<2> : tensor<i64>
  %v21137 = "stablehlo.compare"(%x21132, %c21136) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %v21138 = "stablehlo.and"(%v21137, %x21134) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v21138) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x21139: tensor<i64>, %x21140: tensor<i32>, %x21141: tensor<i1>, %x21142: tensor<2x3xf64>):
  %v21143 = "stablehlo.subtract"(%x21142, %a1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %c21144 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c21145 = stablehlo.constant dense<12345> : tensor<i32>
  %v21146 = "stablehlo.multiply"(%x21140, %c21144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21147 = "stablehlo.add"(%v21146, %c21145) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c21148 = stablehlo.constant dense<16> : tensor<i32>
  %c21149 = stablehlo.constant dense<7> : tensor<i32>
  %v21150 = "stablehlo.shift_right_logical"(%v21147, %c21148) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v21151 = "stablehlo.and"(%v21150, %c21149) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c21152 = stablehlo.constant dense<0> : tensor<i32>
  %v21153 = "stablehlo.compare"(%v21151, %c21152) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c21154 = stablehlo.constant dense<1> : tensor<i64>
  %v21155 = "stablehlo.add"(%x21139, %c21154) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v21155, %v21147, %v21153, %v21143) : (tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>) -> ()
  }) : (tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>) -> (tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>)
    "stablehlo.return"(%w21131#3) : (tensor<2x3xf64>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf64>
  return %v21055 : tensor<2x3xf64>
}
// transformed:
func.func @f256(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xf64> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %1 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
  %2 = "stablehlo.case"(%1) ({
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.clamp %c_3, %arg2, %c_4 : tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %7 = stablehlo.multiply %arg0, %arg1 : tensor<2x3xf64>
      stablehlo.return %7 : tensor<2x3xf64>
    }, {
      %c_5 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
      %7 = "stablehlo.gather"(%arg1, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
      stablehlo.return %7 : tensor<2x3xf64>
    }) : (tensor<i32>) -> tensor<2x3xf64>
    stablehlo.return %6 : tensor<2x3xf64>
  }, {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %5 = stablehlo.multiply %arg1, %arg1 : tensor<2x3xf64>
    %6 = stablehlo.add %5, %cst : tensor<2x3xf64>
    %7 = stablehlo.divide %arg0, %6 : tensor<2x3xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8:2 = stablehlo.while(%iterArg = %c_4, %iterArg_5 = %7) : tensor<i32>, tensor<2x3xf64> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = stablehlo.dynamic_slice %0, %iterArg, %c_3, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
      %10 = stablehlo.dynamic_slice %iterArg_5, %iterArg, %c_3, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
      %11 = stablehlo.subtract %9, %10 : tensor<1x3xf64>
      %12 = stablehlo.dynamic_update_slice %iterArg_5, %11, %iterArg, %c_3 : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %13, %12 : tensor<i32>, tensor<2x3xf64>
    }
    stablehlo.return %8#1 : tensor<2x3xf64>
  }, {
    %5 = stablehlo.multiply %arg0, %0 : tensor<2x3xf64>
    %6 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
    %7 = stablehlo.reshape %6 : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
    %9 = stablehlo.reshape %8 : (tensor<ui32>) -> tensor<1xui32>
    %10 = stablehlo.concatenate %7, %9, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %11:3 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %10, %iterArg_5 = %5) : tensor<i64>, tensor<2xui32>, tensor<2x3xf64> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_6 = stablehlo.constant dense<2> : tensor<i64>
      %12 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12 = stablehlo.convert %iterArg : (tensor<i64>) -> tensor<ui32>
      %13 = stablehlo.reshape %12 : (tensor<ui32>) -> tensor<1xui32>
      %c_6 = stablehlo.constant dense<0> : tensor<1xui32>
      %14 = stablehlo.concatenate %c_6, %13, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %15 = stablehlo.slice %iterArg_4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.slice %14 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %20 = stablehlo.slice %14 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %21 = stablehlo.xor %16, %18 : tensor<ui32>
      %c_7 = stablehlo.constant dense<466688986> : tensor<ui32>
      %22 = stablehlo.xor %21, %c_7 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %24 = stablehlo.add %19, %23 : tensor<1xui32>
      %25 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %26 = stablehlo.add %20, %25 : tensor<1xui32>
      %c_8 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_9 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %27:8 = stablehlo.while(%iterArg_19 = %c_10, %iterArg_20 = %24, %iterArg_21 = %26, %iterArg_22 = %18, %iterArg_23 = %22, %iterArg_24 = %16, %iterArg_25 = %c_8, %iterArg_26 = %c_9) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_27 = stablehlo.constant dense<5> : tensor<i32>
        %57 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %57 : tensor<i1>
      } do {
        %57 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %58 = stablehlo.reshape %57 : (tensor<1xi32>) -> tensor<i32>
        %59 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<1xui32>
        %60 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %61 = stablehlo.bitcast_convert %60 : (tensor<1xi32>) -> tensor<1xui32>
        %c_27 = stablehlo.constant dense<32> : tensor<i32>
        %62 = stablehlo.subtract %c_27, %58 : tensor<i32>
        %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %64 = stablehlo.bitcast_convert %63 : (tensor<1xi32>) -> tensor<1xui32>
        %65 = stablehlo.shift_left %iterArg_21, %61 : tensor<1xui32>
        %66 = stablehlo.shift_right_logical %iterArg_21, %64 : tensor<1xui32>
        %67 = stablehlo.or %65, %66 : tensor<1xui32>
        %68 = stablehlo.xor %59, %67 : tensor<1xui32>
        %69 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %70 = stablehlo.reshape %69 : (tensor<1xi32>) -> tensor<i32>
        %71 = stablehlo.add %59, %68 : tensor<1xui32>
        %72 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %73 = stablehlo.bitcast_convert %72 : (tensor<1xi32>) -> tensor<1xui32>
        %c_28 = stablehlo.constant dense<32> : tensor<i32>
        %74 = stablehlo.subtract %c_28, %70 : tensor<i32>
        %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %76 = stablehlo.bitcast_convert %75 : (tensor<1xi32>) -> tensor<1xui32>
        %77 = stablehlo.shift_left %68, %73 : tensor<1xui32>
        %78 = stablehlo.shift_right_logical %68, %76 : tensor<1xui32>
        %79 = stablehlo.or %77, %78 : tensor<1xui32>
        %80 = stablehlo.xor %71, %79 : tensor<1xui32>
        %81 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %82 = stablehlo.reshape %81 : (tensor<1xi32>) -> tensor<i32>
        %83 = stablehlo.add %71, %80 : tensor<1xui32>
        %84 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %85 = stablehlo.bitcast_convert %84 : (tensor<1xi32>) -> tensor<1xui32>
        %c_29 = stablehlo.constant dense<32> : tensor<i32>
        %86 = stablehlo.subtract %c_29, %82 : tensor<i32>
        %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %88 = stablehlo.bitcast_convert %87 : (tensor<1xi32>) -> tensor<1xui32>
        %89 = stablehlo.shift_left %80, %85 : tensor<1xui32>
        %90 = stablehlo.shift_right_logical %80, %88 : tensor<1xui32>
        %91 = stablehlo.or %89, %90 : tensor<1xui32>
        %92 = stablehlo.xor %83, %91 : tensor<1xui32>
        %93 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %94 = stablehlo.reshape %93 : (tensor<1xi32>) -> tensor<i32>
        %95 = stablehlo.add %83, %92 : tensor<1xui32>
        %96 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %97 = stablehlo.bitcast_convert %96 : (tensor<1xi32>) -> tensor<1xui32>
        %c_30 = stablehlo.constant dense<32> : tensor<i32>
        %98 = stablehlo.subtract %c_30, %94 : tensor<i32>
        %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %100 = stablehlo.bitcast_convert %99 : (tensor<1xi32>) -> tensor<1xui32>
        %101 = stablehlo.shift_left %92, %97 : tensor<1xui32>
        %102 = stablehlo.shift_right_logical %92, %100 : tensor<1xui32>
        %103 = stablehlo.or %101, %102 : tensor<1xui32>
        %104 = stablehlo.xor %95, %103 : tensor<1xui32>
        %c_31 = stablehlo.constant dense<1> : tensor<i32>
        %105 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
        %106 = stablehlo.broadcast_in_dim %iterArg_22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %107 = stablehlo.add %95, %106 : tensor<1xui32>
        %108 = stablehlo.convert %105 : (tensor<i32>) -> tensor<ui32>
        %109 = stablehlo.add %iterArg_23, %108 : tensor<ui32>
        %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %111 = stablehlo.add %104, %110 : tensor<1xui32>
        stablehlo.return %105, %107, %111, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %28 = stablehlo.concatenate %27#1, %27#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %29 = stablehlo.iota dim = 0 : tensor<12xui32>
      %30 = stablehlo.slice %28 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %31 = stablehlo.reshape %30 : (tensor<1xui32>) -> tensor<ui32>
      %32 = stablehlo.slice %28 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %33 = stablehlo.reshape %32 : (tensor<1xui32>) -> tensor<ui32>
      %34 = stablehlo.slice %29 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
      %35 = stablehlo.slice %29 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
      %36 = stablehlo.xor %31, %33 : tensor<ui32>
      %c_11 = stablehlo.constant dense<466688986> : tensor<ui32>
      %37 = stablehlo.xor %36, %c_11 : tensor<ui32>
      %38 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %39 = stablehlo.add %34, %38 : tensor<6xui32>
      %40 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %41 = stablehlo.add %35, %40 : tensor<6xui32>
      %c_12 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_13 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %42:8 = stablehlo.while(%iterArg_19 = %c_14, %iterArg_20 = %39, %iterArg_21 = %41, %iterArg_22 = %33, %iterArg_23 = %37, %iterArg_24 = %31, %iterArg_25 = %c_12, %iterArg_26 = %c_13) : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_27 = stablehlo.constant dense<5> : tensor<i32>
        %57 = stablehlo.compare LT, %iterArg_19, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %57 : tensor<i1>
      } do {
        %57 = stablehlo.slice %iterArg_25 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %58 = stablehlo.reshape %57 : (tensor<1xi32>) -> tensor<i32>
        %59 = stablehlo.add %iterArg_20, %iterArg_21 : tensor<6xui32>
        %60 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %61 = stablehlo.bitcast_convert %60 : (tensor<6xi32>) -> tensor<6xui32>
        %c_27 = stablehlo.constant dense<32> : tensor<i32>
        %62 = stablehlo.subtract %c_27, %58 : tensor<i32>
        %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %64 = stablehlo.bitcast_convert %63 : (tensor<6xi32>) -> tensor<6xui32>
        %65 = stablehlo.shift_left %iterArg_21, %61 : tensor<6xui32>
        %66 = stablehlo.shift_right_logical %iterArg_21, %64 : tensor<6xui32>
        %67 = stablehlo.or %65, %66 : tensor<6xui32>
        %68 = stablehlo.xor %59, %67 : tensor<6xui32>
        %69 = stablehlo.slice %iterArg_25 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %70 = stablehlo.reshape %69 : (tensor<1xi32>) -> tensor<i32>
        %71 = stablehlo.add %59, %68 : tensor<6xui32>
        %72 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %73 = stablehlo.bitcast_convert %72 : (tensor<6xi32>) -> tensor<6xui32>
        %c_28 = stablehlo.constant dense<32> : tensor<i32>
        %74 = stablehlo.subtract %c_28, %70 : tensor<i32>
        %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %76 = stablehlo.bitcast_convert %75 : (tensor<6xi32>) -> tensor<6xui32>
        %77 = stablehlo.shift_left %68, %73 : tensor<6xui32>
        %78 = stablehlo.shift_right_logical %68, %76 : tensor<6xui32>
        %79 = stablehlo.or %77, %78 : tensor<6xui32>
        %80 = stablehlo.xor %71, %79 : tensor<6xui32>
        %81 = stablehlo.slice %iterArg_25 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %82 = stablehlo.reshape %81 : (tensor<1xi32>) -> tensor<i32>
        %83 = stablehlo.add %71, %80 : tensor<6xui32>
        %84 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %85 = stablehlo.bitcast_convert %84 : (tensor<6xi32>) -> tensor<6xui32>
        %c_29 = stablehlo.constant dense<32> : tensor<i32>
        %86 = stablehlo.subtract %c_29, %82 : tensor<i32>
        %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %88 = stablehlo.bitcast_convert %87 : (tensor<6xi32>) -> tensor<6xui32>
        %89 = stablehlo.shift_left %80, %85 : tensor<6xui32>
        %90 = stablehlo.shift_right_logical %80, %88 : tensor<6xui32>
        %91 = stablehlo.or %89, %90 : tensor<6xui32>
        %92 = stablehlo.xor %83, %91 : tensor<6xui32>
        %93 = stablehlo.slice %iterArg_25 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %94 = stablehlo.reshape %93 : (tensor<1xi32>) -> tensor<i32>
        %95 = stablehlo.add %83, %92 : tensor<6xui32>
        %96 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %97 = stablehlo.bitcast_convert %96 : (tensor<6xi32>) -> tensor<6xui32>
        %c_30 = stablehlo.constant dense<32> : tensor<i32>
        %98 = stablehlo.subtract %c_30, %94 : tensor<i32>
        %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %100 = stablehlo.bitcast_convert %99 : (tensor<6xi32>) -> tensor<6xui32>
        %101 = stablehlo.shift_left %92, %97 : tensor<6xui32>
        %102 = stablehlo.shift_right_logical %92, %100 : tensor<6xui32>
        %103 = stablehlo.or %101, %102 : tensor<6xui32>
        %104 = stablehlo.xor %95, %103 : tensor<6xui32>
        %c_31 = stablehlo.constant dense<1> : tensor<i32>
        %105 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
        %106 = stablehlo.broadcast_in_dim %iterArg_22, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %107 = stablehlo.add %95, %106 : tensor<6xui32>
        %108 = stablehlo.convert %105 : (tensor<i32>) -> tensor<ui32>
        %109 = stablehlo.add %iterArg_23, %108 : tensor<ui32>
        %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %111 = stablehlo.add %104, %110 : tensor<6xui32>
        stablehlo.return %105, %107, %111, %iterArg_23, %iterArg_24, %iterArg_22, %iterArg_26, %iterArg_25 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %43 = stablehlo.concatenate %42#1, %42#2, dim = 0 : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
      %44 = stablehlo.slice %43 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
      %45 = stablehlo.convert %44 : (tensor<6xui32>) -> tensor<6xui64>
      %46 = stablehlo.slice %43 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
      %47 = stablehlo.convert %46 : (tensor<6xui32>) -> tensor<6xui64>
      %c_15 = stablehlo.constant dense<32> : tensor<6xui64>
      %48 = stablehlo.shift_left %45, %c_15 : tensor<6xui64>
      %49 = stablehlo.or %48, %47 : tensor<6xui64>
      %c_16 = stablehlo.constant dense<12> : tensor<6xui64>
      %50 = stablehlo.shift_right_logical %49, %c_16 : tensor<6xui64>
      %c_17 = stablehlo.constant dense<4607182418800017408> : tensor<6xui64>
      %51 = stablehlo.or %50, %c_17 : tensor<6xui64>
      %52 = stablehlo.bitcast_convert %51 : (tensor<6xui64>) -> tensor<6xf64>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<6xf64>
      %53 = stablehlo.subtract %52, %cst : tensor<6xf64>
      %54 = stablehlo.reshape %53 : (tensor<6xf64>) -> tensor<2x3xf64>
      %55 = stablehlo.subtract %iterArg_5, %54 : tensor<2x3xf64>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %iterArg_4, %55 : tensor<i64>, tensor<2xui32>, tensor<2x3xf64>
    }
    stablehlo.return %11#2 : tensor<2x3xf64>
  }) : (tensor<i32>) -> tensor<2x3xf64>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<2> : tensor<i32>
  %3 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
  %4 = "stablehlo.case"(%3) ({
    %5 = stablehlo.add %2, %0 : tensor<2x3xf64>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %6:4 = stablehlo.while(%iterArg = %c_4, %iterArg_6 = %arg2, %iterArg_7 = %c_3, %iterArg_8 = %5) : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>
    cond {
      %c_9 = stablehlo.constant dense<1> : tensor<i64>
      %13 = stablehlo.compare LT, %iterArg, %c_9 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %14 = stablehlo.and %13, %iterArg_7 : tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
      %13 = stablehlo.multiply %iterArg_8, %iterArg_8 : tensor<2x3xf64>
      %14 = stablehlo.add %13, %cst_9 : tensor<2x3xf64>
      %15 = stablehlo.divide %2, %14 : tensor<2x3xf64>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.clamp %c_10, %arg3, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.clamp %c_12, %arg3, %c_13 : tensor<i32>
      %18 = stablehlo.dynamic_slice %iterArg_8, %16, %17, sizes = [2, 2] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x2xf64>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.clamp %c_14, %arg3, %c_15 : tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.clamp %c_16, %arg3, %c_17 : tensor<i32>
      %21 = stablehlo.dynamic_update_slice %15, %18, %19, %20 : (tensor<2x3xf64>, tensor<2x2xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
      %c_18 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_19 = stablehlo.constant dense<12345> : tensor<i32>
      %22 = stablehlo.multiply %iterArg_6, %c_18 : tensor<i32>
      %23 = stablehlo.add %22, %c_19 : tensor<i32>
      %c_20 = stablehlo.constant dense<16> : tensor<i32>
      %c_21 = stablehlo.constant dense<7> : tensor<i32>
      %24 = stablehlo.shift_right_logical %23, %c_20 : tensor<i32>
      %25 = stablehlo.and %24, %c_21 : tensor<i32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %26 = stablehlo.compare NE, %25, %c_22 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_23 = stablehlo.constant dense<1> : tensor<i64>
      %27 = stablehlo.add %iterArg, %c_23 : tensor<i64>
      stablehlo.return %27, %23, %26, %21 : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>
    }
    %c_5 = stablehlo.constant dense<15> : tensor<i32>
    %7 = stablehlo.and %6#1, %c_5 : tensor<i32>
    %8 = stablehlo.convert %7 : (tensor<i32>) -> tensor<f64>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<2x3xf64>
    %11 = stablehlo.add %10, %cst : tensor<2x3xf64>
    %12 = stablehlo.divide %6#3, %11 : tensor<2x3xf64>
    stablehlo.return %12 : tensor<2x3xf64>
  }, {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf64>
    %6 = stablehlo.add %5, %cst : tensor<2x3xf64>
    %7 = stablehlo.divide %2, %6 : tensor<2x3xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8:2 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %7) : tensor<i32>, tensor<2x3xf64> attributes {hostcall.trip_count = 1 : i64}
    cond {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = stablehlo.add %arg1, %iterArg_4 : tensor<2x3xf64>
      %c_5 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
      %10 = "stablehlo.scatter"(%9, %c_5, %iterArg_4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %11, %10 : tensor<i32>, tensor<2x3xf64>
    }
    stablehlo.return %8#1 : tensor<2x3xf64>
  }, {
    %5 = stablehlo.subtract %0, %2 : tensor<2x3xf64>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %6:4 = stablehlo.while(%iterArg = %c_4, %iterArg_5 = %arg2, %iterArg_6 = %c_3, %iterArg_7 = %5) : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>
    cond {
      %c_8 = stablehlo.constant dense<2> : tensor<i64>
      %7 = stablehlo.compare LT, %iterArg, %c_8 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %8 = stablehlo.and %7, %iterArg_6 : tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %7 = stablehlo.subtract %iterArg_7, %arg1 : tensor<2x3xf64>
      %c_8 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_9 = stablehlo.constant dense<12345> : tensor<i32>
      %8 = stablehlo.multiply %iterArg_5, %c_8 : tensor<i32>
      %9 = stablehlo.add %8, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<16> : tensor<i32>
      %c_11 = stablehlo.constant dense<7> : tensor<i32>
      %10 = stablehlo.shift_right_logical %9, %c_10 : tensor<i32>
      %11 = stablehlo.and %10, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare NE, %11, %c_12 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_13 = stablehlo.constant dense<1> : tensor<i64>
      %13 = stablehlo.add %iterArg, %c_13 : tensor<i64>
      stablehlo.return %13, %9, %12, %7 : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>
    }
    stablehlo.return %6#3 : tensor<2x3xf64>
  }) : (tensor<i32>) -> tensor<2x3xf64>
  return %4 : tensor<2x3xf64>
}
func.func @f256_j0(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<2x3xf64>, %arg5: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xf64>
  %1 = stablehlo.add %arg4, %arg4 : tensor<2x3xf64>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %2 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
  %3:9 = "stablehlo.case"(%2) ({
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.clamp %c_3, %arg2, %c_4 : tensor<i32>
    %8:2 = "stablehlo.case"(%7) ({
      %9 = stablehlo.multiply %arg0, %arg1 : tensor<2x3xf64>
      %c_10 = stablehlo.constant dense<0> : tensor<2x1xi32>
      stablehlo.return %9, %c_10 : tensor<2x3xf64>, tensor<2x1xi32>
    }, {
      %c_10 = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
      %9 = "stablehlo.gather"(%arg1, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
      stablehlo.return %9, %c_10 : tensor<2x3xf64>, tensor<2x1xi32>
    }) : (tensor<i32>) -> (tensor<2x3xf64>, tensor<2x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %c_6 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %8#0, %8#1, %7, %cst, %cst_5, %c_6, %c_7, %c_8, %c_9 : tensor<2x3xf64>, tensor<2x1xi32>, tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>
  }, {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %7 = stablehlo.multiply %arg1, %arg1 : tensor<2x3xf64>
    %8 = stablehlo.add %7, %cst : tensor<2x3xf64>
    %9 = stablehlo.divide %arg0, %8 : tensor<2x3xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %c_4, %iterArg_13 = %9, %iterArg_14 = %c_5, %iterArg_15 = %c_7) : tensor<i32>, tensor<2x3xf64>, tensor<2xi32>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_16 = stablehlo.constant dense<2> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %11 = stablehlo.dynamic_slice %0, %iterArg, %c_3, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
      %12 = stablehlo.dynamic_slice %iterArg_13, %iterArg, %c_3, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
      %13 = stablehlo.subtract %11, %12 : tensor<1x3xf64>
      %14 = stablehlo.dynamic_update_slice %iterArg_13, %13, %iterArg, %c_3 : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg, %c_16 : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.reshape %iterArg : (tensor<i32>) -> tensor<1xi32>
      %17 = stablehlo.dynamic_update_slice %iterArg_14, %16, %iterArg_15 : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg_15, %c_18 : tensor<i32>
      stablehlo.return %15, %14, %17, %18 : tensor<i32>, tensor<2x3xf64>, tensor<2xi32>, tensor<i32>
    }
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<2x1xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %10#1, %c_10, %c_11, %8, %9, %10#2, %c_3, %c_9, %c_12 : tensor<2x3xf64>, tensor<2x1xi32>, tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>
  }, {
    %7 = stablehlo.multiply %arg0, %0 : tensor<2x3xf64>
    %8 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
    %9 = stablehlo.reshape %8 : (tensor<ui32>) -> tensor<1xui32>
    %10 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
    %11 = stablehlo.reshape %10 : (tensor<ui32>) -> tensor<1xui32>
    %12 = stablehlo.concatenate %9, %11, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %13:4 = stablehlo.while(%iterArg = %c_3, %iterArg_14 = %12, %iterArg_15 = %7, %iterArg_16 = %c_5) : tensor<i64>, tensor<2xui32>, tensor<2x3xf64>, tensor<i32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_17 = stablehlo.constant dense<2> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = stablehlo.convert %iterArg : (tensor<i64>) -> tensor<ui32>
      %15 = stablehlo.reshape %14 : (tensor<ui32>) -> tensor<1xui32>
      %c_17 = stablehlo.constant dense<0> : tensor<1xui32>
      %16 = stablehlo.concatenate %c_17, %15, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %17 = stablehlo.slice %iterArg_14 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.slice %iterArg_14 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %20 = stablehlo.reshape %19 : (tensor<1xui32>) -> tensor<ui32>
      %21 = stablehlo.slice %16 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %22 = stablehlo.slice %16 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %23 = stablehlo.xor %18, %20 : tensor<ui32>
      %c_18 = stablehlo.constant dense<466688986> : tensor<ui32>
      %24 = stablehlo.xor %23, %c_18 : tensor<ui32>
      %25 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %26 = stablehlo.add %21, %25 : tensor<1xui32>
      %27 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %28 = stablehlo.add %22, %27 : tensor<1xui32>
      %c_19 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_20 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %29:8 = stablehlo.while(%iterArg_33 = %c_21, %iterArg_34 = %26, %iterArg_35 = %28, %iterArg_36 = %20, %iterArg_37 = %24, %iterArg_38 = %18, %iterArg_39 = %c_19, %iterArg_40 = %c_20) : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_41 = stablehlo.constant dense<5> : tensor<i32>
        %60 = stablehlo.compare LT, %iterArg_33, %c_41 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %60 : tensor<i1>
      } do {
        %60 = stablehlo.slice %iterArg_39 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %61 = stablehlo.reshape %60 : (tensor<1xi32>) -> tensor<i32>
        %62 = stablehlo.add %iterArg_34, %iterArg_35 : tensor<1xui32>
        %63 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %64 = stablehlo.bitcast_convert %63 : (tensor<1xi32>) -> tensor<1xui32>
        %c_41 = stablehlo.constant dense<32> : tensor<i32>
        %65 = stablehlo.subtract %c_41, %61 : tensor<i32>
        %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %67 = stablehlo.bitcast_convert %66 : (tensor<1xi32>) -> tensor<1xui32>
        %68 = stablehlo.shift_left %iterArg_35, %64 : tensor<1xui32>
        %69 = stablehlo.shift_right_logical %iterArg_35, %67 : tensor<1xui32>
        %70 = stablehlo.or %68, %69 : tensor<1xui32>
        %71 = stablehlo.xor %62, %70 : tensor<1xui32>
        %72 = stablehlo.slice %iterArg_39 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %73 = stablehlo.reshape %72 : (tensor<1xi32>) -> tensor<i32>
        %74 = stablehlo.add %62, %71 : tensor<1xui32>
        %75 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %76 = stablehlo.bitcast_convert %75 : (tensor<1xi32>) -> tensor<1xui32>
        %c_42 = stablehlo.constant dense<32> : tensor<i32>
        %77 = stablehlo.subtract %c_42, %73 : tensor<i32>
        %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %79 = stablehlo.bitcast_convert %78 : (tensor<1xi32>) -> tensor<1xui32>
        %80 = stablehlo.shift_left %71, %76 : tensor<1xui32>
        %81 = stablehlo.shift_right_logical %71, %79 : tensor<1xui32>
        %82 = stablehlo.or %80, %81 : tensor<1xui32>
        %83 = stablehlo.xor %74, %82 : tensor<1xui32>
        %84 = stablehlo.slice %iterArg_39 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %85 = stablehlo.reshape %84 : (tensor<1xi32>) -> tensor<i32>
        %86 = stablehlo.add %74, %83 : tensor<1xui32>
        %87 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %88 = stablehlo.bitcast_convert %87 : (tensor<1xi32>) -> tensor<1xui32>
        %c_43 = stablehlo.constant dense<32> : tensor<i32>
        %89 = stablehlo.subtract %c_43, %85 : tensor<i32>
        %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %91 = stablehlo.bitcast_convert %90 : (tensor<1xi32>) -> tensor<1xui32>
        %92 = stablehlo.shift_left %83, %88 : tensor<1xui32>
        %93 = stablehlo.shift_right_logical %83, %91 : tensor<1xui32>
        %94 = stablehlo.or %92, %93 : tensor<1xui32>
        %95 = stablehlo.xor %86, %94 : tensor<1xui32>
        %96 = stablehlo.slice %iterArg_39 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %97 = stablehlo.reshape %96 : (tensor<1xi32>) -> tensor<i32>
        %98 = stablehlo.add %86, %95 : tensor<1xui32>
        %99 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %100 = stablehlo.bitcast_convert %99 : (tensor<1xi32>) -> tensor<1xui32>
        %c_44 = stablehlo.constant dense<32> : tensor<i32>
        %101 = stablehlo.subtract %c_44, %97 : tensor<i32>
        %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %103 = stablehlo.bitcast_convert %102 : (tensor<1xi32>) -> tensor<1xui32>
        %104 = stablehlo.shift_left %95, %100 : tensor<1xui32>
        %105 = stablehlo.shift_right_logical %95, %103 : tensor<1xui32>
        %106 = stablehlo.or %104, %105 : tensor<1xui32>
        %107 = stablehlo.xor %98, %106 : tensor<1xui32>
        %c_45 = stablehlo.constant dense<1> : tensor<i32>
        %108 = stablehlo.add %iterArg_33, %c_45 : tensor<i32>
        %109 = stablehlo.broadcast_in_dim %iterArg_36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %110 = stablehlo.add %98, %109 : tensor<1xui32>
        %111 = stablehlo.convert %108 : (tensor<i32>) -> tensor<ui32>
        %112 = stablehlo.add %iterArg_37, %111 : tensor<ui32>
        %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<ui32>) -> tensor<1xui32>
        %114 = stablehlo.add %107, %113 : tensor<1xui32>
        stablehlo.return %108, %110, %114, %iterArg_37, %iterArg_38, %iterArg_36, %iterArg_40, %iterArg_39 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %30 = stablehlo.concatenate %29#1, %29#2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
      %31 = stablehlo.iota dim = 0 : tensor<12xui32>
      %32 = stablehlo.slice %30 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %33 = stablehlo.reshape %32 : (tensor<1xui32>) -> tensor<ui32>
      %34 = stablehlo.slice %30 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
      %35 = stablehlo.reshape %34 : (tensor<1xui32>) -> tensor<ui32>
      %36 = stablehlo.slice %31 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
      %37 = stablehlo.slice %31 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
      %38 = stablehlo.xor %33, %35 : tensor<ui32>
      %c_22 = stablehlo.constant dense<466688986> : tensor<ui32>
      %39 = stablehlo.xor %38, %c_22 : tensor<ui32>
      %40 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %41 = stablehlo.add %36, %40 : tensor<6xui32>
      %42 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %43 = stablehlo.add %37, %42 : tensor<6xui32>
      %c_23 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
      %c_24 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %44:8 = stablehlo.while(%iterArg_33 = %c_25, %iterArg_34 = %41, %iterArg_35 = %43, %iterArg_36 = %35, %iterArg_37 = %39, %iterArg_38 = %33, %iterArg_39 = %c_23, %iterArg_40 = %c_24) : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
      cond {
        %c_41 = stablehlo.constant dense<5> : tensor<i32>
        %60 = stablehlo.compare LT, %iterArg_33, %c_41 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %60 : tensor<i1>
      } do {
        %60 = stablehlo.slice %iterArg_39 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
        %61 = stablehlo.reshape %60 : (tensor<1xi32>) -> tensor<i32>
        %62 = stablehlo.add %iterArg_34, %iterArg_35 : tensor<6xui32>
        %63 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %64 = stablehlo.bitcast_convert %63 : (tensor<6xi32>) -> tensor<6xui32>
        %c_41 = stablehlo.constant dense<32> : tensor<i32>
        %65 = stablehlo.subtract %c_41, %61 : tensor<i32>
        %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %67 = stablehlo.bitcast_convert %66 : (tensor<6xi32>) -> tensor<6xui32>
        %68 = stablehlo.shift_left %iterArg_35, %64 : tensor<6xui32>
        %69 = stablehlo.shift_right_logical %iterArg_35, %67 : tensor<6xui32>
        %70 = stablehlo.or %68, %69 : tensor<6xui32>
        %71 = stablehlo.xor %62, %70 : tensor<6xui32>
        %72 = stablehlo.slice %iterArg_39 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
        %73 = stablehlo.reshape %72 : (tensor<1xi32>) -> tensor<i32>
        %74 = stablehlo.add %62, %71 : tensor<6xui32>
        %75 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %76 = stablehlo.bitcast_convert %75 : (tensor<6xi32>) -> tensor<6xui32>
        %c_42 = stablehlo.constant dense<32> : tensor<i32>
        %77 = stablehlo.subtract %c_42, %73 : tensor<i32>
        %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %79 = stablehlo.bitcast_convert %78 : (tensor<6xi32>) -> tensor<6xui32>
        %80 = stablehlo.shift_left %71, %76 : tensor<6xui32>
        %81 = stablehlo.shift_right_logical %71, %79 : tensor<6xui32>
        %82 = stablehlo.or %80, %81 : tensor<6xui32>
        %83 = stablehlo.xor %74, %82 : tensor<6xui32>
        %84 = stablehlo.slice %iterArg_39 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
        %85 = stablehlo.reshape %84 : (tensor<1xi32>) -> tensor<i32>
        %86 = stablehlo.add %74, %83 : tensor<6xui32>
        %87 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %88 = stablehlo.bitcast_convert %87 : (tensor<6xi32>) -> tensor<6xui32>
        %c_43 = stablehlo.constant dense<32> : tensor<i32>
        %89 = stablehlo.subtract %c_43, %85 : tensor<i32>
        %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %91 = stablehlo.bitcast_convert %90 : (tensor<6xi32>) -> tensor<6xui32>
        %92 = stablehlo.shift_left %83, %88 : tensor<6xui32>
        %93 = stablehlo.shift_right_logical %83, %91 : tensor<6xui32>
        %94 = stablehlo.or %92, %93 : tensor<6xui32>
        %95 = stablehlo.xor %86, %94 : tensor<6xui32>
        %96 = stablehlo.slice %iterArg_39 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
        %97 = stablehlo.reshape %96 : (tensor<1xi32>) -> tensor<i32>
        %98 = stablehlo.add %86, %95 : tensor<6xui32>
        %99 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %100 = stablehlo.bitcast_convert %99 : (tensor<6xi32>) -> tensor<6xui32>
        %c_44 = stablehlo.constant dense<32> : tensor<i32>
        %101 = stablehlo.subtract %c_44, %97 : tensor<i32>
        %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<i32>) -> tensor<6xi32>
        %103 = stablehlo.bitcast_convert %102 : (tensor<6xi32>) -> tensor<6xui32>
        %104 = stablehlo.shift_left %95, %100 : tensor<6xui32>
        %105 = stablehlo.shift_right_logical %95, %103 : tensor<6xui32>
        %106 = stablehlo.or %104, %105 : tensor<6xui32>
        %107 = stablehlo.xor %98, %106 : tensor<6xui32>
        %c_45 = stablehlo.constant dense<1> : tensor<i32>
        %108 = stablehlo.add %iterArg_33, %c_45 : tensor<i32>
        %109 = stablehlo.broadcast_in_dim %iterArg_36, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %110 = stablehlo.add %98, %109 : tensor<6xui32>
        %111 = stablehlo.convert %108 : (tensor<i32>) -> tensor<ui32>
        %112 = stablehlo.add %iterArg_37, %111 : tensor<ui32>
        %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %114 = stablehlo.add %107, %113 : tensor<6xui32>
        stablehlo.return %108, %110, %114, %iterArg_37, %iterArg_38, %iterArg_36, %iterArg_40, %iterArg_39 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
      }
      %45 = stablehlo.concatenate %44#1, %44#2, dim = 0 : (tensor<6xui32>, tensor<6xui32>) -> tensor<12xui32>
      %46 = stablehlo.slice %45 [0:6] : (tensor<12xui32>) -> tensor<6xui32>
      %47 = stablehlo.convert %46 : (tensor<6xui32>) -> tensor<6xui64>
      %48 = stablehlo.slice %45 [6:12] : (tensor<12xui32>) -> tensor<6xui32>
      %49 = stablehlo.convert %48 : (tensor<6xui32>) -> tensor<6xui64>
      %c_26 = stablehlo.constant dense<32> : tensor<6xui64>
      %50 = stablehlo.shift_left %47, %c_26 : tensor<6xui64>
      %51 = stablehlo.or %50, %49 : tensor<6xui64>
      %c_27 = stablehlo.constant dense<12> : tensor<6xui64>
      %52 = stablehlo.shift_right_logical %51, %c_27 : tensor<6xui64>
      %c_28 = stablehlo.constant dense<4607182418800017408> : tensor<6xui64>
      %53 = stablehlo.or %52, %c_28 : tensor<6xui64>
      %54 = stablehlo.bitcast_convert %53 : (tensor<6xui64>) -> tensor<6xf64>
      %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<6xf64>
      %55 = stablehlo.subtract %54, %cst_29 : tensor<6xf64>
      %56 = stablehlo.reshape %55 : (tensor<6xf64>) -> tensor<2x3xf64>
      %57 = stablehlo.subtract %iterArg_15, %56 : tensor<2x3xf64>
      %c_30 = stablehlo.constant dense<1> : tensor<i64>
      %58 = stablehlo.add %iterArg, %c_30 : tensor<i64>
      %c_31 = stablehlo.constant dense<0> : tensor<i32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg_16, %c_32 : tensor<i32>
      stablehlo.return %58, %iterArg_14, %57, %59 : tensor<i64>, tensor<2xui32>, tensor<2x3xf64>, tensor<i32>
    }
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<2x1xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
    %c_11 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %13#2, %c_8, %c_9, %cst, %cst_10, %c_11, %c_12, %c_13, %c_7 : tensor<2x3xf64>, tensor<2x1xi32>, tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<2x3xf64>, tensor<2x1xi32>, tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>)
  %4 = "stablehlo.case"(%2) ({
    %7 = "stablehlo.case"(%3#2) ({
      %8 = stablehlo.multiply %arg4, %arg1 : tensor<2x3xf64>
      %9 = stablehlo.multiply %arg0, %arg5 : tensor<2x3xf64>
      %10 = stablehlo.add %8, %9 : tensor<2x3xf64>
      stablehlo.return %10 : tensor<2x3xf64>
    }, {
      %8 = "stablehlo.gather"(%arg5, %3#1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf64>, tensor<2x1xi32>) -> tensor<2x3xf64>
      stablehlo.return %8 : tensor<2x3xf64>
    }) : (tensor<i32>) -> tensor<2x3xf64>
    stablehlo.return %7 : tensor<2x3xf64>
  }, {
    %7 = stablehlo.multiply %arg5, %arg1 : tensor<2x3xf64>
    %8 = stablehlo.multiply %arg1, %arg5 : tensor<2x3xf64>
    %9 = stablehlo.add %7, %8 : tensor<2x3xf64>
    %10 = stablehlo.divide %arg4, %3#3 : tensor<2x3xf64>
    %11 = stablehlo.multiply %9, %3#4 : tensor<2x3xf64>
    %12 = stablehlo.divide %11, %3#3 : tensor<2x3xf64>
    %13 = stablehlo.negate %12 : tensor<2x3xf64>
    %14 = stablehlo.add %10, %13 : tensor<2x3xf64>
    %15:2 = stablehlo.while(%iterArg = %14, %iterArg_3 = %3#7) : tensor<2x3xf64>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
    cond {
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.dynamic_slice %3#5, %iterArg_3, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
      %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
      %18 = stablehlo.dynamic_slice %1, %17, %3#6, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
      %19 = stablehlo.dynamic_slice %iterArg, %17, %3#6, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<1x3xf64>
      %20 = stablehlo.negate %19 : tensor<1x3xf64>
      %21 = stablehlo.add %18, %20 : tensor<1x3xf64>
      %22 = stablehlo.dynamic_update_slice %iterArg, %21, %17, %3#6 : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_3, %c_5 : tensor<i32>
      stablehlo.return %22, %23 : tensor<2x3xf64>, tensor<i32>
    }
    stablehlo.return %15#0 : tensor<2x3xf64>
  }, {
    %7 = stablehlo.multiply %arg4, %0 : tensor<2x3xf64>
    %8 = stablehlo.multiply %arg0, %1 : tensor<2x3xf64>
    %9 = stablehlo.add %7, %8 : tensor<2x3xf64>
    %10:2 = stablehlo.while(%iterArg = %9, %iterArg_3 = %3#8) : tensor<2x3xf64>, tensor<i32> attributes {hostcall.reverse_counter = 1 : i64, hostcall.trip_count = 2 : i64}
    cond {
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_3, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %11 : tensor<2x3xf64>, tensor<i32>
    }
    stablehlo.return %10#0 : tensor<2x3xf64>
  }) : (tensor<i32>) -> tensor<2x3xf64>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<2> : tensor<i32>
  %5 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
  %6:2 = "stablehlo.case"(%5) ({
    %7 = stablehlo.add %3#0, %0 : tensor<2x3xf64>
    %8 = stablehlo.add %4, %1 : tensor<2x3xf64>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %9:5 = stablehlo.while(%iterArg = %c_4, %iterArg_6 = %arg2, %iterArg_7 = %c_3, %iterArg_8 = %7, %iterArg_9 = %8) : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>, tensor<2x3xf64> attributes {hostcall.num_primal_carries = 4 : i64}
    cond {
      %c_10 = stablehlo.constant dense<1> : tensor<i64>
      %17 = stablehlo.compare LT, %iterArg, %c_10 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %18 = stablehlo.and %17, %iterArg_7 : tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
      %17 = stablehlo.multiply %iterArg_8, %iterArg_8 : tensor<2x3xf64>
      %18 = stablehlo.multiply %iterArg_9, %iterArg_8 : tensor<2x3xf64>
      %19 = stablehlo.multiply %iterArg_8, %iterArg_9 : tensor<2x3xf64>
      %20 = stablehlo.add %18, %19 : tensor<2x3xf64>
      %21 = stablehlo.add %17, %cst_10 : tensor<2x3xf64>
      %22 = stablehlo.divide %3#0, %21 : tensor<2x3xf64>
      %23 = stablehlo.divide %4, %21 : tensor<2x3xf64>
      %24 = stablehlo.multiply %20, %22 : tensor<2x3xf64>
      %25 = stablehlo.divide %24, %21 : tensor<2x3xf64>
      %26 = stablehlo.negate %25 : tensor<2x3xf64>
      %27 = stablehlo.add %23, %26 : tensor<2x3xf64>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %28 = stablehlo.clamp %c_11, %arg3, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.clamp %c_13, %arg3, %c_14 : tensor<i32>
      %30 = stablehlo.dynamic_slice %iterArg_8, %28, %29, sizes = [2, 2] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x2xf64>
      %31 = stablehlo.dynamic_slice %iterArg_9, %28, %29, sizes = [2, 2] : (tensor<2x3xf64>, tensor<i32>, tensor<i32>) -> tensor<2x2xf64>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.clamp %c_15, %arg3, %c_16 : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.clamp %c_17, %arg3, %c_18 : tensor<i32>
      %34 = stablehlo.dynamic_update_slice %22, %30, %32, %33 : (tensor<2x3xf64>, tensor<2x2xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
      %35 = stablehlo.dynamic_update_slice %27, %31, %32, %33 : (tensor<2x3xf64>, tensor<2x2xf64>, tensor<i32>, tensor<i32>) -> tensor<2x3xf64>
      %c_19 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_20 = stablehlo.constant dense<12345> : tensor<i32>
      %36 = stablehlo.multiply %iterArg_6, %c_19 : tensor<i32>
      %37 = stablehlo.add %36, %c_20 : tensor<i32>
      %c_21 = stablehlo.constant dense<16> : tensor<i32>
      %c_22 = stablehlo.constant dense<7> : tensor<i32>
      %38 = stablehlo.shift_right_logical %37, %c_21 : tensor<i32>
      %39 = stablehlo.and %38, %c_22 : tensor<i32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %40 = stablehlo.compare NE, %39, %c_23 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_24 = stablehlo.constant dense<1> : tensor<i64>
      %41 = stablehlo.add %iterArg, %c_24 : tensor<i64>
      stablehlo.return %41, %37, %40, %34, %35 : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>, tensor<2x3xf64>
    }
    %c_5 = stablehlo.constant dense<15> : tensor<i32>
    %10 = stablehlo.and %9#1, %c_5 : tensor<i32>
    %11 = stablehlo.convert %10 : (tensor<i32>) -> tensor<f64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %13 = stablehlo.multiply %12, %12 : tensor<2x3xf64>
    %14 = stablehlo.add %13, %cst : tensor<2x3xf64>
    %15 = stablehlo.divide %9#3, %14 : tensor<2x3xf64>
    %16 = stablehlo.divide %9#4, %14 : tensor<2x3xf64>
    stablehlo.return %15, %16 : tensor<2x3xf64>, tensor<2x3xf64>
  }, {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf64>
    %7 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf64>
    %8 = stablehlo.multiply %arg4, %arg0 : tensor<2x3xf64>
    %9 = stablehlo.multiply %arg0, %arg4 : tensor<2x3xf64>
    %10 = stablehlo.add %8, %9 : tensor<2x3xf64>
    %11 = stablehlo.add %7, %cst : tensor<2x3xf64>
    %12 = stablehlo.divide %3#0, %11 : tensor<2x3xf64>
    %13 = stablehlo.divide %4, %11 : tensor<2x3xf64>
    %14 = stablehlo.multiply %10, %12 : tensor<2x3xf64>
    %15 = stablehlo.divide %14, %11 : tensor<2x3xf64>
    %16 = stablehlo.negate %15 : tensor<2x3xf64>
    %17 = stablehlo.add %13, %16 : tensor<2x3xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %18:3 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %12, %iterArg_5 = %17) : tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64> attributes {hostcall.num_primal_carries = 2 : i64, hostcall.trip_count = 1 : i64}
    cond {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    } do {
      %19 = stablehlo.add %arg1, %iterArg_4 : tensor<2x3xf64>
      %20 = stablehlo.add %arg5, %iterArg_5 : tensor<2x3xf64>
      %c_6 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
      %21 = "stablehlo.scatter"(%19, %c_6, %iterArg_4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
        stablehlo.return %arg7 : tensor<f64>
      }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
      %22 = stablehlo.iota dim = 0 : tensor<6xi32>
      %c_7 = stablehlo.constant dense<1> : tensor<6xi32>
      %23 = stablehlo.add %22, %c_7 : tensor<6xi32>
      %24 = stablehlo.reshape %23 : (tensor<6xi32>) -> tensor<2x3xi32>
      %c_8 = stablehlo.constant dense<0> : tensor<2x3xi32>
      %25 = "stablehlo.scatter"(%c_8, %c_6, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
        stablehlo.return %arg7 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
      %26 = "stablehlo.gather"(%25, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
      %27 = stablehlo.compare EQ, %26, %24, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
      %28 = stablehlo.select %27, %iterArg_5, %cst_9 : tensor<2x3xi1>, tensor<2x3xf64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
      %29 = "stablehlo.scatter"(%cst_10, %c_6, %28) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
        %33 = stablehlo.add %arg6, %arg7 : tensor<f64>
        stablehlo.return %33 : tensor<f64>
      }) : (tensor<2x3xf64>, tensor<2x1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>
      %30 = stablehlo.compare NE, %25, %c_8, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
      %31 = stablehlo.select %30, %29, %20 : tensor<2x3xi1>, tensor<2x3xf64>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      stablehlo.return %32, %21, %31 : tensor<i32>, tensor<2x3xf64>, tensor<2x3xf64>
    }
    stablehlo.return %18#1, %18#2 : tensor<2x3xf64>, tensor<2x3xf64>
  }, {
    %7 = stablehlo.subtract %0, %3#0 : tensor<2x3xf64>
    %8 = stablehlo.negate %4 : tensor<2x3xf64>
    %9 = stablehlo.add %1, %8 : tensor<2x3xf64>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %10:5 = stablehlo.while(%iterArg = %c_4, %iterArg_5 = %arg2, %iterArg_6 = %c_3, %iterArg_7 = %7, %iterArg_8 = %9) : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>, tensor<2x3xf64> attributes {hostcall.num_primal_carries = 4 : i64}
    cond {
      %c_9 = stablehlo.constant dense<2> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg, %c_9 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %12 = stablehlo.and %11, %iterArg_6 : tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %11 = stablehlo.subtract %iterArg_7, %arg1 : tensor<2x3xf64>
      %12 = stablehlo.negate %arg5 : tensor<2x3xf64>
      %13 = stablehlo.add %iterArg_8, %12 : tensor<2x3xf64>
      %c_9 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_10 = stablehlo.constant dense<12345> : tensor<i32>
      %14 = stablehlo.multiply %iterArg_5, %c_9 : tensor<i32>
      %15 = stablehlo.add %14, %c_10 : tensor<i32>
      %c_11 = stablehlo.constant dense<16> : tensor<i32>
      %c_12 = stablehlo.constant dense<7> : tensor<i32>
      %16 = stablehlo.shift_right_logical %15, %c_11 : tensor<i32>
      %17 = stablehlo.and %16, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.compare NE, %17, %c_13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<1> : tensor<i64>
      %19 = stablehlo.add %iterArg, %c_14 : tensor<i64>
      stablehlo.return %19, %15, %18, %11, %13 : tensor<i64>, tensor<i32>, tensor<i1>, tensor<2x3xf64>, tensor<2x3xf64>
    }
    stablehlo.return %10#3, %10#4 : tensor<2x3xf64>, tensor<2x3xf64>
  }) : (tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>)
  return %6#0, %6#1 : tensor<2x3xf64>, tensor<2x3xf64>
}
// inputs: [[2.51692038, 0.3597097 , 0.48166108], [0.4243246 , 1.63541209, 2.28932977]]; [[-1.17946711,  1.67075364, -2.09349483], [-0.23631154,  2.18896907,  0.59394948]]; 0; 0; [[ 0.65097651, -0.78674309,  0.40385992], [-0.11322643, -1.43520732, -3.90211644]]; [[ 0.57346103,  0.95218829,  0.64476941], [ 0.44783171, -1.52162544, -2.24699896]]
// reference: [[ 0.02518556,  0.01610251, -0.01227212], [ 0.00912654,  0.08354501,  0.00045726]]; [[ 0.0241159 , -0.03104181, -0.00681111], [-0.00011793, -0.10366492, -0.00022312]]
