// Fixed in hostcall-guard-unread-carries: with host loops iree-compile 3.13 crashed ("LLVM
// ERROR: out of memory" or a segmentation fault, varying between runs).  The nested
// threefry-like loops of the flag loops' bodies are small counted loops that
// hostcall-unroll-small-loops unrolls; a carry was then read only by ops whose results
// nothing reads (IREE deletes them, and then sees the carry overwritten unread: the
// crash guard-unread-carries exists for).  Such dead reads no longer count as reads.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: Error invoking IREE compiler tool iree-compile
// vmap_jvp [('jvp',), ('vmap', [0, 0, 0, 0, 0, 0], 0, 3)] of:
func.func @f207(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %v15745 = "stablehlo.add"(%a1, %a0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c15746 = stablehlo.constant dense<true> : tensor<i1>
  %c15747 = stablehlo.constant dense<0> : tensor<i32>
  %w15748:4 = "stablehlo.while"(%c15747, %i1, %c15746, %v15745) ({
  ^bb0(%x15749: tensor<i32>, %x15750: tensor<i32>, %x15751: tensor<i1>, %x15752: tensor<4xf32>):
  %c15753 = stablehlo.constant dense<4> : tensor<i32>
  %v15754 = "stablehlo.compare"(%x15749, %c15753) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v15755 = "stablehlo.and"(%v15754, %x15751) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v15755) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x15756: tensor<i32>, %x15757: tensor<i32>, %x15758: tensor<i1>, %x15759: tensor<4xf32>):
  %v15760 = "stablehlo.subtract"(%x15759, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v15761 = "stablehlo.subtract"(%x15759, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c15762 = stablehlo.constant dense<0> : tensor<i32>
  %w15766:3 = "stablehlo.while"(%c15762, %v15760, %v15761) ({
  ^bb0(%k15763: tensor<i32>, %x15764: tensor<4xf32>, %x15765: tensor<4xf32>):
  %c15767 = stablehlo.constant dense<2> : tensor<i32>
  %v15768 = "stablehlo.compare"(%k15763, %c15767) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v15768) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k15769: tensor<i32>, %x15770: tensor<4xf32>, %x15771: tensor<4xf32>):
  %c15772 = stablehlo.constant dense<0.0> : tensor<f32>
  %v15773 = "stablehlo.reduce"(%a1, %c15772) ({
  ^bb0(%p15774: tensor<f32>, %q15775: tensor<f32>):
  %v15776 = "stablehlo.add"(%p15774, %q15775) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%v15776) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %v15777 = "stablehlo.broadcast_in_dim"(%v15773) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
  %v15778 = "stablehlo.subtract"(%v15777, %x15771) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c15779 = stablehlo.constant dense<0> : tensor<i32>
  %c15780 = stablehlo.constant dense<0> : tensor<i32>
  %v15781 = "stablehlo.clamp"(%c15779, %k15769, %c15780) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15782 = "stablehlo.dynamic_slice"(%x15770, %v15781) {slice_sizes = array<i64: 4>} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  %c15783 = stablehlo.constant dense<0> : tensor<i32>
  %c15784 = stablehlo.constant dense<0> : tensor<i32>
  %v15785 = "stablehlo.clamp"(%c15783, %i1, %c15784) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15786 = "stablehlo.dynamic_update_slice"(%v15778, %v15782, %v15785) : (tensor<4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  %c15787 = stablehlo.constant dense<1> : tensor<i32>
  %v15788 = "stablehlo.add"(%k15769, %c15787) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v15788, %v15777, %v15786) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) {hostcall.trip_count = 2 : i64} : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>)
  %c15789 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c15790 = stablehlo.constant dense<12345> : tensor<i32>
  %v15791 = "stablehlo.multiply"(%x15757, %c15789) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15792 = "stablehlo.add"(%v15791, %c15790) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c15793 = stablehlo.constant dense<16> : tensor<i32>
  %c15794 = stablehlo.constant dense<7> : tensor<i32>
  %v15795 = "stablehlo.shift_right_logical"(%v15792, %c15793) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15796 = "stablehlo.and"(%v15795, %c15794) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c15797 = stablehlo.constant dense<0> : tensor<i32>
  %v15798 = "stablehlo.compare"(%v15796, %c15797) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c15799 = stablehlo.constant dense<1> : tensor<i32>
  %v15800 = "stablehlo.add"(%x15756, %c15799) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v15800, %v15792, %v15798, %w15766#1) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>)
  %c15801 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %v15802 = "stablehlo.multiply"(%w15748#3, %w15748#3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v15803 = "stablehlo.add"(%v15802, %c15801) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v15804 = "stablehlo.divide"(%a0, %v15803) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c15805 = stablehlo.constant dense<true> : tensor<i1>
  %c15806 = stablehlo.constant dense<0> : tensor<i32>
  %w15807:4 = "stablehlo.while"(%c15806, %i0, %c15805, %v15804) ({
  ^bb0(%x15808: tensor<i32>, %x15809: tensor<i32>, %x15810: tensor<i1>, %x15811: tensor<4xf32>):
  %c15812 = stablehlo.constant dense<5> : tensor<i32>
  %v15813 = "stablehlo.compare"(%x15808, %c15812) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v15814 = "stablehlo.and"(%v15813, %x15810) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v15814) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x15815: tensor<i32>, %x15816: tensor<i32>, %x15817: tensor<i1>, %x15818: tensor<4xf32>):
  %v15819 = "stablehlo.add"(%w15748#3, %x15818) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c15820 = stablehlo.constant dense<0> : tensor<i32>
  %w15823:2 = "stablehlo.while"(%c15820, %v15819) ({
  ^bb0(%k15821: tensor<i32>, %x15822: tensor<4xf32>):
  %c15824 = stablehlo.constant dense<4> : tensor<i32>
  %v15825 = "stablehlo.compare"(%k15821, %c15824) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v15825) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k15826: tensor<i32>, %x15827: tensor<4xf32>):
  %v15828 = "stablehlo.dynamic_slice"(%x15818, %k15826) {slice_sizes = array<i64: 1>} : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
  %v15829 = "stablehlo.dynamic_slice"(%x15827, %k15826) {slice_sizes = array<i64: 1>} : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
  %v15830 = "stablehlo.add"(%v15828, %v15829) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v15831 = "stablehlo.dynamic_update_slice"(%x15827, %v15830, %k15826) : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
  %c15832 = stablehlo.constant dense<1> : tensor<i32>
  %v15833 = "stablehlo.add"(%k15826, %c15832) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v15833, %v15831) : (tensor<i32>, tensor<4xf32>) -> ()
  }) {hostcall.trip_count = 4 : i64} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  %c15834 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c15835 = stablehlo.constant dense<12345> : tensor<i32>
  %v15836 = "stablehlo.multiply"(%x15816, %c15834) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15837 = "stablehlo.add"(%v15836, %c15835) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c15838 = stablehlo.constant dense<16> : tensor<i32>
  %c15839 = stablehlo.constant dense<7> : tensor<i32>
  %v15840 = "stablehlo.shift_right_logical"(%v15837, %c15838) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15841 = "stablehlo.and"(%v15840, %c15839) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c15842 = stablehlo.constant dense<0> : tensor<i32>
  %v15843 = "stablehlo.compare"(%v15841, %c15842) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c15844 = stablehlo.constant dense<1> : tensor<i32>
  %v15845 = "stablehlo.add"(%x15815, %c15844) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v15845, %v15837, %v15843, %w15823#1) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>)
  %v15846 = "stablehlo.multiply"(%w15807#3, %w15748#3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v15847 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v15848 = "stablehlo.reshape"(%v15847) : (tensor<ui32>) -> tensor<1xui32>
  %v15849 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v15850 = "stablehlo.reshape"(%v15849) : (tensor<ui32>) -> tensor<1xui32>
  %v15851 = "stablehlo.concatenate"(%v15848, %v15850) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c15852 = stablehlo.constant dense<0> : tensor<i32>
  %c15853 = stablehlo.constant dense<false> : tensor<i1>
  %w15854:4 = "stablehlo.while"(%c15852, %v15851, %c15853, %v15846) ({
  ^bb0(%x15855: tensor<i32>, %x15856: tensor<2xui32>, %x15857: tensor<i1>, %x15858: tensor<4xf32>):
  %v15859 = "stablehlo.not"(%x15857) : (tensor<i1>) -> tensor<i1>
  %c15860 = stablehlo.constant dense<5> : tensor<i32>
  %v15861 = "stablehlo.compare"(%x15855, %c15860) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v15862 = "stablehlo.and"(%v15861, %v15859) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v15862) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x15863: tensor<i32>, %x15864: tensor<2xui32>, %x15865: tensor<i1>, %x15866: tensor<4xf32>):
  %v15867 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v15868 = "stablehlo.slice"(%x15864) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v15869 = "stablehlo.reshape"(%v15868) : (tensor<1xui32>) -> tensor<ui32>
  %v15870 = "stablehlo.slice"(%x15864) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v15871 = "stablehlo.reshape"(%v15870) : (tensor<1xui32>) -> tensor<ui32>
  %v15872 = "stablehlo.slice"(%v15867) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v15873 = "stablehlo.slice"(%v15867) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v15874 = "stablehlo.xor"(%v15869, %v15871) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c15875 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v15876 = "stablehlo.xor"(%v15874, %c15875) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v15877 = "stablehlo.broadcast_in_dim"(%v15869) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v15878 = "stablehlo.add"(%v15872, %v15877) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15879 = "stablehlo.broadcast_in_dim"(%v15871) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v15880 = "stablehlo.add"(%v15873, %v15879) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c15881 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c15882 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c15883 = stablehlo.constant dense<0> : tensor<i32>
  %w15884:8 = "stablehlo.while"(%c15883, %v15878, %v15880, %v15871, %v15876, %v15869, %c15881, %c15882) ({
  ^bb0(%x15885: tensor<i32>, %x15886: tensor<2xui32>, %x15887: tensor<2xui32>, %x15888: tensor<ui32>, %x15889: tensor<ui32>, %x15890: tensor<ui32>, %x15891: tensor<4xi32>, %x15892: tensor<4xi32>):
  %c15893 = stablehlo.constant dense<5> : tensor<i32>
  %v15894 = "stablehlo.compare"(%x15885, %c15893) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v15894) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x15895: tensor<i32>, %x15896: tensor<2xui32>, %x15897: tensor<2xui32>, %x15898: tensor<ui32>, %x15899: tensor<ui32>, %x15900: tensor<ui32>, %x15901: tensor<4xi32>, %x15902: tensor<4xi32>):
  %v15903 = "stablehlo.slice"(%x15901) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v15904 = "stablehlo.reshape"(%v15903) : (tensor<1xi32>) -> tensor<i32>
  %v15905 = "stablehlo.add"(%x15896, %x15897) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15906 = "stablehlo.broadcast_in_dim"(%v15904) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v15907 = "stablehlo.bitcast_convert"(%v15906) : (tensor<2xi32>) -> tensor<2xui32>
  %c15908 = stablehlo.constant dense<32> : tensor<i32>
  %v15909 = "stablehlo.subtract"(%c15908, %v15904) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15910 = "stablehlo.broadcast_in_dim"(%v15909) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v15911 = "stablehlo.bitcast_convert"(%v15910) : (tensor<2xi32>) -> tensor<2xui32>
  %v15912 = "stablehlo.shift_left"(%x15897, %v15907) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15913 = "stablehlo.shift_right_logical"(%x15897, %v15911) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15914 = "stablehlo.or"(%v15912, %v15913) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15915 = "stablehlo.xor"(%v15905, %v15914) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15916 = "stablehlo.slice"(%x15901) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v15917 = "stablehlo.reshape"(%v15916) : (tensor<1xi32>) -> tensor<i32>
  %v15918 = "stablehlo.add"(%v15905, %v15915) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15919 = "stablehlo.broadcast_in_dim"(%v15917) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v15920 = "stablehlo.bitcast_convert"(%v15919) : (tensor<2xi32>) -> tensor<2xui32>
  %c15921 = stablehlo.constant dense<32> : tensor<i32>
  %v15922 = "stablehlo.subtract"(%c15921, %v15917) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15923 = "stablehlo.broadcast_in_dim"(%v15922) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v15924 = "stablehlo.bitcast_convert"(%v15923) : (tensor<2xi32>) -> tensor<2xui32>
  %v15925 = "stablehlo.shift_left"(%v15915, %v15920) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15926 = "stablehlo.shift_right_logical"(%v15915, %v15924) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15927 = "stablehlo.or"(%v15925, %v15926) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15928 = "stablehlo.xor"(%v15918, %v15927) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15929 = "stablehlo.slice"(%x15901) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v15930 = "stablehlo.reshape"(%v15929) : (tensor<1xi32>) -> tensor<i32>
  %v15931 = "stablehlo.add"(%v15918, %v15928) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15932 = "stablehlo.broadcast_in_dim"(%v15930) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v15933 = "stablehlo.bitcast_convert"(%v15932) : (tensor<2xi32>) -> tensor<2xui32>
  %c15934 = stablehlo.constant dense<32> : tensor<i32>
  %v15935 = "stablehlo.subtract"(%c15934, %v15930) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15936 = "stablehlo.broadcast_in_dim"(%v15935) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v15937 = "stablehlo.bitcast_convert"(%v15936) : (tensor<2xi32>) -> tensor<2xui32>
  %v15938 = "stablehlo.shift_left"(%v15928, %v15933) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15939 = "stablehlo.shift_right_logical"(%v15928, %v15937) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15940 = "stablehlo.or"(%v15938, %v15939) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15941 = "stablehlo.xor"(%v15931, %v15940) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15942 = "stablehlo.slice"(%x15901) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v15943 = "stablehlo.reshape"(%v15942) : (tensor<1xi32>) -> tensor<i32>
  %v15944 = "stablehlo.add"(%v15931, %v15941) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15945 = "stablehlo.broadcast_in_dim"(%v15943) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v15946 = "stablehlo.bitcast_convert"(%v15945) : (tensor<2xi32>) -> tensor<2xui32>
  %c15947 = stablehlo.constant dense<32> : tensor<i32>
  %v15948 = "stablehlo.subtract"(%c15947, %v15943) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15949 = "stablehlo.broadcast_in_dim"(%v15948) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v15950 = "stablehlo.bitcast_convert"(%v15949) : (tensor<2xi32>) -> tensor<2xui32>
  %v15951 = "stablehlo.shift_left"(%v15941, %v15946) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15952 = "stablehlo.shift_right_logical"(%v15941, %v15950) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15953 = "stablehlo.or"(%v15951, %v15952) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15954 = "stablehlo.xor"(%v15944, %v15953) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c15955 = stablehlo.constant dense<1> : tensor<i32>
  %v15956 = "stablehlo.add"(%x15895, %c15955) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v15957 = "stablehlo.broadcast_in_dim"(%x15898) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v15958 = "stablehlo.add"(%v15944, %v15957) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15959 = "stablehlo.convert"(%v15956) : (tensor<i32>) -> tensor<ui32>
  %v15960 = "stablehlo.add"(%x15899, %v15959) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v15961 = "stablehlo.broadcast_in_dim"(%v15960) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v15962 = "stablehlo.add"(%v15954, %v15961) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v15956, %v15958, %v15962, %x15899, %x15900, %x15898, %x15902, %x15901) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v15963 = "stablehlo.concatenate"(%w15884#1, %w15884#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %v15964 = "stablehlo.slice"(%v15963) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v15965 = "stablehlo.slice"(%v15963) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v15966 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v15967 = "stablehlo.slice"(%v15965) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v15968 = "stablehlo.reshape"(%v15967) : (tensor<1xui32>) -> tensor<ui32>
  %v15969 = "stablehlo.slice"(%v15965) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v15970 = "stablehlo.reshape"(%v15969) : (tensor<1xui32>) -> tensor<ui32>
  %v15971 = "stablehlo.slice"(%v15966) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v15972 = "stablehlo.slice"(%v15966) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v15973 = "stablehlo.xor"(%v15968, %v15970) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c15974 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v15975 = "stablehlo.xor"(%v15973, %c15974) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v15976 = "stablehlo.broadcast_in_dim"(%v15968) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v15977 = "stablehlo.add"(%v15971, %v15976) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v15978 = "stablehlo.broadcast_in_dim"(%v15970) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v15979 = "stablehlo.add"(%v15972, %v15978) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c15980 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c15981 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c15982 = stablehlo.constant dense<0> : tensor<i32>
  %w15983:8 = "stablehlo.while"(%c15982, %v15977, %v15979, %v15970, %v15975, %v15968, %c15980, %c15981) ({
  ^bb0(%x15984: tensor<i32>, %x15985: tensor<2xui32>, %x15986: tensor<2xui32>, %x15987: tensor<ui32>, %x15988: tensor<ui32>, %x15989: tensor<ui32>, %x15990: tensor<4xi32>, %x15991: tensor<4xi32>):
  %c15992 = stablehlo.constant dense<5> : tensor<i32>
  %v15993 = "stablehlo.compare"(%x15984, %c15992) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v15993) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x15994: tensor<i32>, %x15995: tensor<2xui32>, %x15996: tensor<2xui32>, %x15997: tensor<ui32>, %x15998: tensor<ui32>, %x15999: tensor<ui32>, %x16000: tensor<4xi32>, %x16001: tensor<4xi32>):
  %v16002 = "stablehlo.slice"(%x16000) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v16003 = "stablehlo.reshape"(%v16002) : (tensor<1xi32>) -> tensor<i32>
  %v16004 = "stablehlo.add"(%x15995, %x15996) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16005 = "stablehlo.broadcast_in_dim"(%v16003) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v16006 = "stablehlo.bitcast_convert"(%v16005) : (tensor<2xi32>) -> tensor<2xui32>
  %c16007 = stablehlo.constant dense<32> : tensor<i32>
  %v16008 = "stablehlo.subtract"(%c16007, %v16003) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v16009 = "stablehlo.broadcast_in_dim"(%v16008) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v16010 = "stablehlo.bitcast_convert"(%v16009) : (tensor<2xi32>) -> tensor<2xui32>
  %v16011 = "stablehlo.shift_left"(%x15996, %v16006) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16012 = "stablehlo.shift_right_logical"(%x15996, %v16010) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16013 = "stablehlo.or"(%v16011, %v16012) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16014 = "stablehlo.xor"(%v16004, %v16013) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16015 = "stablehlo.slice"(%x16000) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v16016 = "stablehlo.reshape"(%v16015) : (tensor<1xi32>) -> tensor<i32>
  %v16017 = "stablehlo.add"(%v16004, %v16014) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16018 = "stablehlo.broadcast_in_dim"(%v16016) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v16019 = "stablehlo.bitcast_convert"(%v16018) : (tensor<2xi32>) -> tensor<2xui32>
  %c16020 = stablehlo.constant dense<32> : tensor<i32>
  %v16021 = "stablehlo.subtract"(%c16020, %v16016) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v16022 = "stablehlo.broadcast_in_dim"(%v16021) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v16023 = "stablehlo.bitcast_convert"(%v16022) : (tensor<2xi32>) -> tensor<2xui32>
  %v16024 = "stablehlo.shift_left"(%v16014, %v16019) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16025 = "stablehlo.shift_right_logical"(%v16014, %v16023) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16026 = "stablehlo.or"(%v16024, %v16025) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16027 = "stablehlo.xor"(%v16017, %v16026) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16028 = "stablehlo.slice"(%x16000) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v16029 = "stablehlo.reshape"(%v16028) : (tensor<1xi32>) -> tensor<i32>
  %v16030 = "stablehlo.add"(%v16017, %v16027) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16031 = "stablehlo.broadcast_in_dim"(%v16029) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v16032 = "stablehlo.bitcast_convert"(%v16031) : (tensor<2xi32>) -> tensor<2xui32>
  %c16033 = stablehlo.constant dense<32> : tensor<i32>
  %v16034 = "stablehlo.subtract"(%c16033, %v16029) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v16035 = "stablehlo.broadcast_in_dim"(%v16034) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v16036 = "stablehlo.bitcast_convert"(%v16035) : (tensor<2xi32>) -> tensor<2xui32>
  %v16037 = "stablehlo.shift_left"(%v16027, %v16032) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16038 = "stablehlo.shift_right_logical"(%v16027, %v16036) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16039 = "stablehlo.or"(%v16037, %v16038) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16040 = "stablehlo.xor"(%v16030, %v16039) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16041 = "stablehlo.slice"(%x16000) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v16042 = "stablehlo.reshape"(%v16041) : (tensor<1xi32>) -> tensor<i32>
  %v16043 = "stablehlo.add"(%v16030, %v16040) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16044 = "stablehlo.broadcast_in_dim"(%v16042) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v16045 = "stablehlo.bitcast_convert"(%v16044) : (tensor<2xi32>) -> tensor<2xui32>
  %c16046 = stablehlo.constant dense<32> : tensor<i32>
  %v16047 = "stablehlo.subtract"(%c16046, %v16042) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v16048 = "stablehlo.broadcast_in_dim"(%v16047) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v16049 = "stablehlo.bitcast_convert"(%v16048) : (tensor<2xi32>) -> tensor<2xui32>
  %v16050 = "stablehlo.shift_left"(%v16040, %v16045) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16051 = "stablehlo.shift_right_logical"(%v16040, %v16049) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16052 = "stablehlo.or"(%v16050, %v16051) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16053 = "stablehlo.xor"(%v16043, %v16052) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c16054 = stablehlo.constant dense<1> : tensor<i32>
  %v16055 = "stablehlo.add"(%x15994, %c16054) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v16056 = "stablehlo.broadcast_in_dim"(%x15997) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v16057 = "stablehlo.add"(%v16043, %v16056) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v16058 = "stablehlo.convert"(%v16055) : (tensor<i32>) -> tensor<ui32>
  %v16059 = "stablehlo.add"(%x15998, %v16058) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v16060 = "stablehlo.broadcast_in_dim"(%v16059) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v16061 = "stablehlo.add"(%v16053, %v16060) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v16055, %v16057, %v16061, %x15998, %x15999, %x15997, %x16001, %x16000) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v16062 = "stablehlo.concatenate"(%w15983#1, %w15983#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %c16063 = stablehlo.constant dense<9> : tensor<4xui32>
  %v16064 = "stablehlo.shift_right_logical"(%v16062, %c16063) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  %c16065 = stablehlo.constant dense<1065353216> : tensor<4xui32>
  %v16066 = "stablehlo.or"(%v16064, %c16065) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  %v16067 = "stablehlo.bitcast_convert"(%v16066) : (tensor<4xui32>) -> tensor<4xf32>
  %c16068 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %v16069 = "stablehlo.subtract"(%v16067, %c16068) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v16070 = "stablehlo.reshape"(%v16069) : (tensor<4xf32>) -> tensor<4xf32>
  %v16071 = "stablehlo.slice"(%v16070) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
  %v16072 = "stablehlo.reshape"(%v16071) : (tensor<1xf32>) -> tensor<f32>
  %c16073 = stablehlo.constant dense<7.5e-01> : tensor<f32>
  %v16074 = "stablehlo.compare"(%v16072, %c16073) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v16075 = "stablehlo.subtract"(%x15866, %v16070) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c16076 = stablehlo.constant dense<1> : tensor<i32>
  %v16077 = "stablehlo.add"(%x15863, %c16076) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v16077, %v15964, %v16074, %v16075) : (tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<4xf32>) -> ()
  }) : (tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<4xf32>) -> (tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<4xf32>)
  return %w15854#3, %w15807#3 : tensor<4xf32>, tensor<4xf32>
}
// transformed:
func.func @f207(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.add %arg1, %arg0 : tensor<4xf32>
  %c = stablehlo.constant dense<true> : tensor<i1>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %1:4 = stablehlo.while(%iterArg = %c_0, %iterArg_5 = %arg3, %iterArg_6 = %c, %iterArg_7 = %0) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>
  cond {
    %c_8 = stablehlo.constant dense<4> : tensor<i32>
    %13 = stablehlo.compare LT, %iterArg, %c_8 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = stablehlo.and %13, %iterArg_6 : tensor<i1>
    stablehlo.return %14 : tensor<i1>
  } do {
    %13 = stablehlo.subtract %iterArg_7, %arg1 : tensor<4xf32>
    %14 = stablehlo.subtract %iterArg_7, %arg1 : tensor<4xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %15:3 = stablehlo.while(%iterArg_15 = %c_8, %iterArg_16 = %13, %iterArg_17 = %14) : tensor<i32>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.trip_count = 2 : i64}
    cond {
      %c_18 = stablehlo.constant dense<2> : tensor<i32>
      %22 = stablehlo.compare LT, %iterArg_15, %c_18 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %22 : tensor<i1>
    } do {
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.reduce(%arg1 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %24 = stablehlo.subtract %23, %iterArg_17 : tensor<4xf32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %25 = stablehlo.clamp %c_19, %iterArg_15, %c_20 : tensor<i32>
      %26 = stablehlo.dynamic_slice %iterArg_16, %25, sizes = [4] : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.clamp %c_21, %arg3, %c_22 : tensor<i32>
      %28 = stablehlo.dynamic_update_slice %24, %26, %27 : (tensor<4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.add %iterArg_15, %c_23 : tensor<i32>
      stablehlo.return %29, %23, %28 : tensor<i32>, tensor<4xf32>, tensor<4xf32>
    }
    %c_9 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_10 = stablehlo.constant dense<12345> : tensor<i32>
    %16 = stablehlo.multiply %iterArg_5, %c_9 : tensor<i32>
    %17 = stablehlo.add %16, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<16> : tensor<i32>
    %c_12 = stablehlo.constant dense<7> : tensor<i32>
    %18 = stablehlo.shift_right_logical %17, %c_11 : tensor<i32>
    %19 = stablehlo.and %18, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare NE, %19, %c_13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.add %iterArg, %c_14 : tensor<i32>
    stablehlo.return %21, %17, %20, %15#1 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>
  }
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %2 = stablehlo.multiply %1#3, %1#3 : tensor<4xf32>
  %3 = stablehlo.add %2, %cst : tensor<4xf32>
  %4 = stablehlo.divide %arg0, %3 : tensor<4xf32>
  %c_1 = stablehlo.constant dense<true> : tensor<i1>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %5:4 = stablehlo.while(%iterArg = %c_2, %iterArg_5 = %arg2, %iterArg_6 = %c_1, %iterArg_7 = %4) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>
  cond {
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.compare LT, %iterArg, %c_8 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = stablehlo.and %13, %iterArg_6 : tensor<i1>
    stablehlo.return %14 : tensor<i1>
  } do {
    %13 = stablehlo.add %1#3, %iterArg_7 : tensor<4xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %14:2 = stablehlo.while(%iterArg_15 = %c_8, %iterArg_16 = %13) : tensor<i32>, tensor<4xf32> attributes {hostcall.trip_count = 4 : i64}
    cond {
      %c_17 = stablehlo.constant dense<4> : tensor<i32>
      %21 = stablehlo.compare LT, %iterArg_15, %c_17 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %21 = stablehlo.dynamic_slice %iterArg_7, %iterArg_15, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %22 = stablehlo.dynamic_slice %iterArg_16, %iterArg_15, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %23 = stablehlo.add %21, %22 : tensor<1xf32>
      %24 = stablehlo.dynamic_update_slice %iterArg_16, %23, %iterArg_15 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_15, %c_17 : tensor<i32>
      stablehlo.return %25, %24 : tensor<i32>, tensor<4xf32>
    }
    %c_9 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_10 = stablehlo.constant dense<12345> : tensor<i32>
    %15 = stablehlo.multiply %iterArg_5, %c_9 : tensor<i32>
    %16 = stablehlo.add %15, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<16> : tensor<i32>
    %c_12 = stablehlo.constant dense<7> : tensor<i32>
    %17 = stablehlo.shift_right_logical %16, %c_11 : tensor<i32>
    %18 = stablehlo.and %17, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare NE, %18, %c_13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.add %iterArg, %c_14 : tensor<i32>
    stablehlo.return %20, %16, %19, %14#1 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>
  }
  %6 = stablehlo.multiply %5#3, %1#3 : tensor<4xf32>
  %7 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %8 = stablehlo.reshape %7 : (tensor<ui32>) -> tensor<1xui32>
  %9 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
  %10 = stablehlo.reshape %9 : (tensor<ui32>) -> tensor<1xui32>
  %11 = stablehlo.concatenate %8, %10, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<false> : tensor<i1>
  %12:4 = stablehlo.while(%iterArg = %c_3, %iterArg_5 = %11, %iterArg_6 = %c_4, %iterArg_7 = %6) : tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<4xf32>
  cond {
    %13 = stablehlo.not %iterArg_6 : tensor<i1>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %14 = stablehlo.compare LT, %iterArg, %c_8 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = stablehlo.and %14, %13 : tensor<i1>
    stablehlo.return %15 : tensor<i1>
  } do {
    %13 = stablehlo.iota dim = 0 : tensor<4xui32>
    %14 = stablehlo.slice %iterArg_5 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
    %16 = stablehlo.slice %iterArg_5 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
    %18 = stablehlo.slice %13 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %19 = stablehlo.slice %13 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %20 = stablehlo.xor %15, %17 : tensor<ui32>
    %c_8 = stablehlo.constant dense<466688986> : tensor<ui32>
    %21 = stablehlo.xor %20, %c_8 : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %23 = stablehlo.add %18, %22 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.add %19, %24 : tensor<2xui32>
    %c_9 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_10 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %26:8 = stablehlo.while(%iterArg_21 = %c_11, %iterArg_22 = %23, %iterArg_23 = %25, %iterArg_24 = %17, %iterArg_25 = %21, %iterArg_26 = %15, %iterArg_27 = %c_9, %iterArg_28 = %c_10) : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_29 = stablehlo.constant dense<5> : tensor<i32>
      %55 = stablehlo.compare LT, %iterArg_21, %c_29 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    } do {
      %55 = stablehlo.slice %iterArg_27 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %56 = stablehlo.reshape %55 : (tensor<1xi32>) -> tensor<i32>
      %57 = stablehlo.add %iterArg_22, %iterArg_23 : tensor<2xui32>
      %58 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %59 = stablehlo.bitcast_convert %58 : (tensor<2xi32>) -> tensor<2xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %60 = stablehlo.subtract %c_29, %56 : tensor<i32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %62 = stablehlo.bitcast_convert %61 : (tensor<2xi32>) -> tensor<2xui32>
      %63 = stablehlo.shift_left %iterArg_23, %59 : tensor<2xui32>
      %64 = stablehlo.shift_right_logical %iterArg_23, %62 : tensor<2xui32>
      %65 = stablehlo.or %63, %64 : tensor<2xui32>
      %66 = stablehlo.xor %57, %65 : tensor<2xui32>
      %67 = stablehlo.slice %iterArg_27 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %68 = stablehlo.reshape %67 : (tensor<1xi32>) -> tensor<i32>
      %69 = stablehlo.add %57, %66 : tensor<2xui32>
      %70 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %71 = stablehlo.bitcast_convert %70 : (tensor<2xi32>) -> tensor<2xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %72 = stablehlo.subtract %c_30, %68 : tensor<i32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %74 = stablehlo.bitcast_convert %73 : (tensor<2xi32>) -> tensor<2xui32>
      %75 = stablehlo.shift_left %66, %71 : tensor<2xui32>
      %76 = stablehlo.shift_right_logical %66, %74 : tensor<2xui32>
      %77 = stablehlo.or %75, %76 : tensor<2xui32>
      %78 = stablehlo.xor %69, %77 : tensor<2xui32>
      %79 = stablehlo.slice %iterArg_27 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %80 = stablehlo.reshape %79 : (tensor<1xi32>) -> tensor<i32>
      %81 = stablehlo.add %69, %78 : tensor<2xui32>
      %82 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %83 = stablehlo.bitcast_convert %82 : (tensor<2xi32>) -> tensor<2xui32>
      %c_31 = stablehlo.constant dense<32> : tensor<i32>
      %84 = stablehlo.subtract %c_31, %80 : tensor<i32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %86 = stablehlo.bitcast_convert %85 : (tensor<2xi32>) -> tensor<2xui32>
      %87 = stablehlo.shift_left %78, %83 : tensor<2xui32>
      %88 = stablehlo.shift_right_logical %78, %86 : tensor<2xui32>
      %89 = stablehlo.or %87, %88 : tensor<2xui32>
      %90 = stablehlo.xor %81, %89 : tensor<2xui32>
      %91 = stablehlo.slice %iterArg_27 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %92 = stablehlo.reshape %91 : (tensor<1xi32>) -> tensor<i32>
      %93 = stablehlo.add %81, %90 : tensor<2xui32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %95 = stablehlo.bitcast_convert %94 : (tensor<2xi32>) -> tensor<2xui32>
      %c_32 = stablehlo.constant dense<32> : tensor<i32>
      %96 = stablehlo.subtract %c_32, %92 : tensor<i32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<2xi32>) -> tensor<2xui32>
      %99 = stablehlo.shift_left %90, %95 : tensor<2xui32>
      %100 = stablehlo.shift_right_logical %90, %98 : tensor<2xui32>
      %101 = stablehlo.or %99, %100 : tensor<2xui32>
      %102 = stablehlo.xor %93, %101 : tensor<2xui32>
      %c_33 = stablehlo.constant dense<1> : tensor<i32>
      %103 = stablehlo.add %iterArg_21, %c_33 : tensor<i32>
      %104 = stablehlo.broadcast_in_dim %iterArg_24, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %105 = stablehlo.add %93, %104 : tensor<2xui32>
      %106 = stablehlo.convert %103 : (tensor<i32>) -> tensor<ui32>
      %107 = stablehlo.add %iterArg_25, %106 : tensor<ui32>
      %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %109 = stablehlo.add %102, %108 : tensor<2xui32>
      stablehlo.return %103, %105, %109, %iterArg_25, %iterArg_26, %iterArg_24, %iterArg_28, %iterArg_27 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %27 = stablehlo.concatenate %26#1, %26#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %28 = stablehlo.slice %27 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %29 = stablehlo.slice %27 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %30 = stablehlo.iota dim = 0 : tensor<4xui32>
    %31 = stablehlo.slice %29 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.slice %29 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
    %35 = stablehlo.slice %30 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %36 = stablehlo.slice %30 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %37 = stablehlo.xor %32, %34 : tensor<ui32>
    %c_12 = stablehlo.constant dense<466688986> : tensor<ui32>
    %38 = stablehlo.xor %37, %c_12 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %40 = stablehlo.add %35, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %36, %41 : tensor<2xui32>
    %c_13 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_14 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %43:8 = stablehlo.while(%iterArg_21 = %c_15, %iterArg_22 = %40, %iterArg_23 = %42, %iterArg_24 = %34, %iterArg_25 = %38, %iterArg_26 = %32, %iterArg_27 = %c_13, %iterArg_28 = %c_14) : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_29 = stablehlo.constant dense<5> : tensor<i32>
      %55 = stablehlo.compare LT, %iterArg_21, %c_29 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    } do {
      %55 = stablehlo.slice %iterArg_27 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %56 = stablehlo.reshape %55 : (tensor<1xi32>) -> tensor<i32>
      %57 = stablehlo.add %iterArg_22, %iterArg_23 : tensor<2xui32>
      %58 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %59 = stablehlo.bitcast_convert %58 : (tensor<2xi32>) -> tensor<2xui32>
      %c_29 = stablehlo.constant dense<32> : tensor<i32>
      %60 = stablehlo.subtract %c_29, %56 : tensor<i32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %62 = stablehlo.bitcast_convert %61 : (tensor<2xi32>) -> tensor<2xui32>
      %63 = stablehlo.shift_left %iterArg_23, %59 : tensor<2xui32>
      %64 = stablehlo.shift_right_logical %iterArg_23, %62 : tensor<2xui32>
      %65 = stablehlo.or %63, %64 : tensor<2xui32>
      %66 = stablehlo.xor %57, %65 : tensor<2xui32>
      %67 = stablehlo.slice %iterArg_27 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %68 = stablehlo.reshape %67 : (tensor<1xi32>) -> tensor<i32>
      %69 = stablehlo.add %57, %66 : tensor<2xui32>
      %70 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %71 = stablehlo.bitcast_convert %70 : (tensor<2xi32>) -> tensor<2xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %72 = stablehlo.subtract %c_30, %68 : tensor<i32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %74 = stablehlo.bitcast_convert %73 : (tensor<2xi32>) -> tensor<2xui32>
      %75 = stablehlo.shift_left %66, %71 : tensor<2xui32>
      %76 = stablehlo.shift_right_logical %66, %74 : tensor<2xui32>
      %77 = stablehlo.or %75, %76 : tensor<2xui32>
      %78 = stablehlo.xor %69, %77 : tensor<2xui32>
      %79 = stablehlo.slice %iterArg_27 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %80 = stablehlo.reshape %79 : (tensor<1xi32>) -> tensor<i32>
      %81 = stablehlo.add %69, %78 : tensor<2xui32>
      %82 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %83 = stablehlo.bitcast_convert %82 : (tensor<2xi32>) -> tensor<2xui32>
      %c_31 = stablehlo.constant dense<32> : tensor<i32>
      %84 = stablehlo.subtract %c_31, %80 : tensor<i32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %86 = stablehlo.bitcast_convert %85 : (tensor<2xi32>) -> tensor<2xui32>
      %87 = stablehlo.shift_left %78, %83 : tensor<2xui32>
      %88 = stablehlo.shift_right_logical %78, %86 : tensor<2xui32>
      %89 = stablehlo.or %87, %88 : tensor<2xui32>
      %90 = stablehlo.xor %81, %89 : tensor<2xui32>
      %91 = stablehlo.slice %iterArg_27 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %92 = stablehlo.reshape %91 : (tensor<1xi32>) -> tensor<i32>
      %93 = stablehlo.add %81, %90 : tensor<2xui32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %95 = stablehlo.bitcast_convert %94 : (tensor<2xi32>) -> tensor<2xui32>
      %c_32 = stablehlo.constant dense<32> : tensor<i32>
      %96 = stablehlo.subtract %c_32, %92 : tensor<i32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<2xi32>) -> tensor<2xui32>
      %99 = stablehlo.shift_left %90, %95 : tensor<2xui32>
      %100 = stablehlo.shift_right_logical %90, %98 : tensor<2xui32>
      %101 = stablehlo.or %99, %100 : tensor<2xui32>
      %102 = stablehlo.xor %93, %101 : tensor<2xui32>
      %c_33 = stablehlo.constant dense<1> : tensor<i32>
      %103 = stablehlo.add %iterArg_21, %c_33 : tensor<i32>
      %104 = stablehlo.broadcast_in_dim %iterArg_24, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %105 = stablehlo.add %93, %104 : tensor<2xui32>
      %106 = stablehlo.convert %103 : (tensor<i32>) -> tensor<ui32>
      %107 = stablehlo.add %iterArg_25, %106 : tensor<ui32>
      %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %109 = stablehlo.add %102, %108 : tensor<2xui32>
      stablehlo.return %103, %105, %109, %iterArg_25, %iterArg_26, %iterArg_24, %iterArg_28, %iterArg_27 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %44 = stablehlo.concatenate %43#1, %43#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %c_16 = stablehlo.constant dense<9> : tensor<4xui32>
    %45 = stablehlo.shift_right_logical %44, %c_16 : tensor<4xui32>
    %c_17 = stablehlo.constant dense<1065353216> : tensor<4xui32>
    %46 = stablehlo.or %45, %c_17 : tensor<4xui32>
    %47 = stablehlo.bitcast_convert %46 : (tensor<4xui32>) -> tensor<4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %48 = stablehlo.subtract %47, %cst_18 : tensor<4xf32>
    %49 = stablehlo.reshape %48 : (tensor<4xf32>) -> tensor<4xf32>
    %50 = stablehlo.slice %49 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %51 = stablehlo.reshape %50 : (tensor<1xf32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %52 = stablehlo.compare LT, %51, %cst_19 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %53 = stablehlo.subtract %iterArg_7, %49 : tensor<4xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %54 = stablehlo.add %iterArg, %c_20 : tensor<i32>
    stablehlo.return %54, %28, %52, %53 : tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<4xf32>
  }
  return %12#3, %5#3 : tensor<4xf32>, tensor<4xf32>
}
func.func @f207_j0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.add %arg1, %arg0 : tensor<4xf32>
  %1 = stablehlo.add %arg5, %arg4 : tensor<4xf32>
  %c = stablehlo.constant dense<true> : tensor<i1>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %2:5 = stablehlo.while(%iterArg = %c_0, %iterArg_5 = %arg3, %iterArg_6 = %c, %iterArg_7 = %0, %iterArg_8 = %1) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
  cond {
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.compare LT, %iterArg, %c_9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = stablehlo.and %25, %iterArg_6 : tensor<i1>
    stablehlo.return %26 : tensor<i1>
  } do {
    %25 = stablehlo.subtract %iterArg_7, %arg1 : tensor<4xf32>
    %26 = stablehlo.negate %arg5 : tensor<4xf32>
    %27 = stablehlo.add %iterArg_8, %26 : tensor<4xf32>
    %28 = stablehlo.subtract %iterArg_7, %arg1 : tensor<4xf32>
    %29 = stablehlo.negate %arg5 : tensor<4xf32>
    %30 = stablehlo.add %iterArg_8, %29 : tensor<4xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %31:5 = stablehlo.while(%iterArg_16 = %c_9, %iterArg_17 = %25, %iterArg_18 = %28, %iterArg_19 = %27, %iterArg_20 = %30) : tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.num_primal_carries = 3 : i64, hostcall.trip_count = 2 : i64}
    cond {
      %c_21 = stablehlo.constant dense<2> : tensor<i32>
      %38 = stablehlo.compare LT, %iterArg_16, %c_21 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    } do {
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %38 = stablehlo.reduce(%arg1 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %39 = stablehlo.reduce(%arg5 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %40 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %41 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %42 = stablehlo.subtract %40, %iterArg_18 : tensor<4xf32>
      %43 = stablehlo.negate %iterArg_20 : tensor<4xf32>
      %44 = stablehlo.add %41, %43 : tensor<4xf32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %45 = stablehlo.clamp %c_23, %iterArg_16, %c_24 : tensor<i32>
      %46 = stablehlo.dynamic_slice %iterArg_17, %45, sizes = [4] : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
      %47 = stablehlo.dynamic_slice %iterArg_19, %45, sizes = [4] : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %c_26 = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.clamp %c_25, %arg3, %c_26 : tensor<i32>
      %49 = stablehlo.dynamic_update_slice %42, %46, %48 : (tensor<4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
      %50 = stablehlo.dynamic_update_slice %44, %47, %48 : (tensor<4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_16, %c_27 : tensor<i32>
      stablehlo.return %51, %40, %49, %41, %50 : tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %c_10 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_11 = stablehlo.constant dense<12345> : tensor<i32>
    %32 = stablehlo.multiply %iterArg_5, %c_10 : tensor<i32>
    %33 = stablehlo.add %32, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<16> : tensor<i32>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %34 = stablehlo.shift_right_logical %33, %c_12 : tensor<i32>
    %35 = stablehlo.and %34, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.compare NE, %35, %c_14 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.add %iterArg, %c_15 : tensor<i32>
    stablehlo.return %37, %33, %36, %31#1, %31#3 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>, tensor<4xf32>
  }
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %3 = stablehlo.multiply %2#3, %2#3 : tensor<4xf32>
  %4 = stablehlo.multiply %2#4, %2#3 : tensor<4xf32>
  %5 = stablehlo.multiply %2#3, %2#4 : tensor<4xf32>
  %6 = stablehlo.add %4, %5 : tensor<4xf32>
  %7 = stablehlo.add %3, %cst : tensor<4xf32>
  %8 = stablehlo.divide %arg0, %7 : tensor<4xf32>
  %9 = stablehlo.divide %arg4, %7 : tensor<4xf32>
  %10 = stablehlo.multiply %6, %8 : tensor<4xf32>
  %11 = stablehlo.divide %10, %7 : tensor<4xf32>
  %12 = stablehlo.negate %11 : tensor<4xf32>
  %13 = stablehlo.add %9, %12 : tensor<4xf32>
  %c_1 = stablehlo.constant dense<true> : tensor<i1>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %14:5 = stablehlo.while(%iterArg = %c_2, %iterArg_5 = %arg2, %iterArg_6 = %c_1, %iterArg_7 = %8, %iterArg_8 = %13) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
  cond {
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %25 = stablehlo.compare LT, %iterArg, %c_9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = stablehlo.and %25, %iterArg_6 : tensor<i1>
    stablehlo.return %26 : tensor<i1>
  } do {
    %25 = stablehlo.add %2#3, %iterArg_7 : tensor<4xf32>
    %26 = stablehlo.add %2#4, %iterArg_8 : tensor<4xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %27:3 = stablehlo.while(%iterArg_16 = %c_9, %iterArg_17 = %25, %iterArg_18 = %26) : tensor<i32>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.num_primal_carries = 2 : i64, hostcall.trip_count = 4 : i64}
    cond {
      %c_19 = stablehlo.constant dense<4> : tensor<i32>
      %34 = stablehlo.compare LT, %iterArg_16, %c_19 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %34 = stablehlo.dynamic_slice %iterArg_7, %iterArg_16, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %35 = stablehlo.dynamic_slice %iterArg_8, %iterArg_16, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %36 = stablehlo.dynamic_slice %iterArg_17, %iterArg_16, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %37 = stablehlo.dynamic_slice %iterArg_18, %iterArg_16, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %38 = stablehlo.add %34, %36 : tensor<1xf32>
      %39 = stablehlo.add %35, %37 : tensor<1xf32>
      %40 = stablehlo.dynamic_update_slice %iterArg_17, %38, %iterArg_16 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %41 = stablehlo.dynamic_update_slice %iterArg_18, %39, %iterArg_16 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.add %iterArg_16, %c_19 : tensor<i32>
      stablehlo.return %42, %40, %41 : tensor<i32>, tensor<4xf32>, tensor<4xf32>
    }
    %c_10 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_11 = stablehlo.constant dense<12345> : tensor<i32>
    %28 = stablehlo.multiply %iterArg_5, %c_10 : tensor<i32>
    %29 = stablehlo.add %28, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<16> : tensor<i32>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %30 = stablehlo.shift_right_logical %29, %c_12 : tensor<i32>
    %31 = stablehlo.and %30, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.compare NE, %31, %c_14 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.add %iterArg, %c_15 : tensor<i32>
    stablehlo.return %33, %29, %32, %27#1, %27#2 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xf32>, tensor<4xf32>
  }
  %15 = stablehlo.multiply %14#3, %2#3 : tensor<4xf32>
  %16 = stablehlo.multiply %14#4, %2#3 : tensor<4xf32>
  %17 = stablehlo.multiply %14#3, %2#4 : tensor<4xf32>
  %18 = stablehlo.add %16, %17 : tensor<4xf32>
  %19 = stablehlo.bitcast_convert %arg2 : (tensor<i32>) -> tensor<ui32>
  %20 = stablehlo.reshape %19 : (tensor<ui32>) -> tensor<1xui32>
  %21 = stablehlo.bitcast_convert %arg3 : (tensor<i32>) -> tensor<ui32>
  %22 = stablehlo.reshape %21 : (tensor<ui32>) -> tensor<1xui32>
  %23 = stablehlo.concatenate %20, %22, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<false> : tensor<i1>
  %24:5 = stablehlo.while(%iterArg = %c_3, %iterArg_5 = %23, %iterArg_6 = %c_4, %iterArg_7 = %15, %iterArg_8 = %18) : tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<4xf32>, tensor<4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
  cond {
    %25 = stablehlo.not %iterArg_6 : tensor<i1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %26 = stablehlo.compare LT, %iterArg, %c_9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %27 = stablehlo.and %26, %25 : tensor<i1>
    stablehlo.return %27 : tensor<i1>
  } do {
    %25 = stablehlo.iota dim = 0 : tensor<4xui32>
    %26 = stablehlo.slice %iterArg_5 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
    %28 = stablehlo.slice %iterArg_5 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %29 = stablehlo.reshape %28 : (tensor<1xui32>) -> tensor<ui32>
    %30 = stablehlo.slice %25 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %31 = stablehlo.slice %25 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %32 = stablehlo.xor %27, %29 : tensor<ui32>
    %c_9 = stablehlo.constant dense<466688986> : tensor<ui32>
    %33 = stablehlo.xor %32, %c_9 : tensor<ui32>
    %34 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.add %30, %34 : tensor<2xui32>
    %36 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %37 = stablehlo.add %31, %36 : tensor<2xui32>
    %c_10 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_11 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38:8 = stablehlo.while(%iterArg_22 = %c_12, %iterArg_23 = %35, %iterArg_24 = %37, %iterArg_25 = %29, %iterArg_26 = %33, %iterArg_27 = %27, %iterArg_28 = %c_10, %iterArg_29 = %c_11) : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_30 = stablehlo.constant dense<5> : tensor<i32>
      %67 = stablehlo.compare LT, %iterArg_22, %c_30 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %67 : tensor<i1>
    } do {
      %67 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %68 = stablehlo.reshape %67 : (tensor<1xi32>) -> tensor<i32>
      %69 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<2xui32>
      %70 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %71 = stablehlo.bitcast_convert %70 : (tensor<2xi32>) -> tensor<2xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %72 = stablehlo.subtract %c_30, %68 : tensor<i32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %74 = stablehlo.bitcast_convert %73 : (tensor<2xi32>) -> tensor<2xui32>
      %75 = stablehlo.shift_left %iterArg_24, %71 : tensor<2xui32>
      %76 = stablehlo.shift_right_logical %iterArg_24, %74 : tensor<2xui32>
      %77 = stablehlo.or %75, %76 : tensor<2xui32>
      %78 = stablehlo.xor %69, %77 : tensor<2xui32>
      %79 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %80 = stablehlo.reshape %79 : (tensor<1xi32>) -> tensor<i32>
      %81 = stablehlo.add %69, %78 : tensor<2xui32>
      %82 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %83 = stablehlo.bitcast_convert %82 : (tensor<2xi32>) -> tensor<2xui32>
      %c_31 = stablehlo.constant dense<32> : tensor<i32>
      %84 = stablehlo.subtract %c_31, %80 : tensor<i32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %86 = stablehlo.bitcast_convert %85 : (tensor<2xi32>) -> tensor<2xui32>
      %87 = stablehlo.shift_left %78, %83 : tensor<2xui32>
      %88 = stablehlo.shift_right_logical %78, %86 : tensor<2xui32>
      %89 = stablehlo.or %87, %88 : tensor<2xui32>
      %90 = stablehlo.xor %81, %89 : tensor<2xui32>
      %91 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %92 = stablehlo.reshape %91 : (tensor<1xi32>) -> tensor<i32>
      %93 = stablehlo.add %81, %90 : tensor<2xui32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %95 = stablehlo.bitcast_convert %94 : (tensor<2xi32>) -> tensor<2xui32>
      %c_32 = stablehlo.constant dense<32> : tensor<i32>
      %96 = stablehlo.subtract %c_32, %92 : tensor<i32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<2xi32>) -> tensor<2xui32>
      %99 = stablehlo.shift_left %90, %95 : tensor<2xui32>
      %100 = stablehlo.shift_right_logical %90, %98 : tensor<2xui32>
      %101 = stablehlo.or %99, %100 : tensor<2xui32>
      %102 = stablehlo.xor %93, %101 : tensor<2xui32>
      %103 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %104 = stablehlo.reshape %103 : (tensor<1xi32>) -> tensor<i32>
      %105 = stablehlo.add %93, %102 : tensor<2xui32>
      %106 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %107 = stablehlo.bitcast_convert %106 : (tensor<2xi32>) -> tensor<2xui32>
      %c_33 = stablehlo.constant dense<32> : tensor<i32>
      %108 = stablehlo.subtract %c_33, %104 : tensor<i32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %110 = stablehlo.bitcast_convert %109 : (tensor<2xi32>) -> tensor<2xui32>
      %111 = stablehlo.shift_left %102, %107 : tensor<2xui32>
      %112 = stablehlo.shift_right_logical %102, %110 : tensor<2xui32>
      %113 = stablehlo.or %111, %112 : tensor<2xui32>
      %114 = stablehlo.xor %105, %113 : tensor<2xui32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %115 = stablehlo.add %iterArg_22, %c_34 : tensor<i32>
      %116 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %117 = stablehlo.add %105, %116 : tensor<2xui32>
      %118 = stablehlo.convert %115 : (tensor<i32>) -> tensor<ui32>
      %119 = stablehlo.add %iterArg_26, %118 : tensor<ui32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %121 = stablehlo.add %114, %120 : tensor<2xui32>
      stablehlo.return %115, %117, %121, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %39 = stablehlo.concatenate %38#1, %38#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %40 = stablehlo.slice %39 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %41 = stablehlo.slice %39 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %42 = stablehlo.iota dim = 0 : tensor<4xui32>
    %43 = stablehlo.slice %41 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %44 = stablehlo.reshape %43 : (tensor<1xui32>) -> tensor<ui32>
    %45 = stablehlo.slice %41 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %46 = stablehlo.reshape %45 : (tensor<1xui32>) -> tensor<ui32>
    %47 = stablehlo.slice %42 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %48 = stablehlo.slice %42 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %49 = stablehlo.xor %44, %46 : tensor<ui32>
    %c_13 = stablehlo.constant dense<466688986> : tensor<ui32>
    %50 = stablehlo.xor %49, %c_13 : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %52 = stablehlo.add %47, %51 : tensor<2xui32>
    %53 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %54 = stablehlo.add %48, %53 : tensor<2xui32>
    %c_14 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_15 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %55:8 = stablehlo.while(%iterArg_22 = %c_16, %iterArg_23 = %52, %iterArg_24 = %54, %iterArg_25 = %46, %iterArg_26 = %50, %iterArg_27 = %44, %iterArg_28 = %c_14, %iterArg_29 = %c_15) : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_30 = stablehlo.constant dense<5> : tensor<i32>
      %67 = stablehlo.compare LT, %iterArg_22, %c_30 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %67 : tensor<i1>
    } do {
      %67 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %68 = stablehlo.reshape %67 : (tensor<1xi32>) -> tensor<i32>
      %69 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<2xui32>
      %70 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %71 = stablehlo.bitcast_convert %70 : (tensor<2xi32>) -> tensor<2xui32>
      %c_30 = stablehlo.constant dense<32> : tensor<i32>
      %72 = stablehlo.subtract %c_30, %68 : tensor<i32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %74 = stablehlo.bitcast_convert %73 : (tensor<2xi32>) -> tensor<2xui32>
      %75 = stablehlo.shift_left %iterArg_24, %71 : tensor<2xui32>
      %76 = stablehlo.shift_right_logical %iterArg_24, %74 : tensor<2xui32>
      %77 = stablehlo.or %75, %76 : tensor<2xui32>
      %78 = stablehlo.xor %69, %77 : tensor<2xui32>
      %79 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %80 = stablehlo.reshape %79 : (tensor<1xi32>) -> tensor<i32>
      %81 = stablehlo.add %69, %78 : tensor<2xui32>
      %82 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %83 = stablehlo.bitcast_convert %82 : (tensor<2xi32>) -> tensor<2xui32>
      %c_31 = stablehlo.constant dense<32> : tensor<i32>
      %84 = stablehlo.subtract %c_31, %80 : tensor<i32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %86 = stablehlo.bitcast_convert %85 : (tensor<2xi32>) -> tensor<2xui32>
      %87 = stablehlo.shift_left %78, %83 : tensor<2xui32>
      %88 = stablehlo.shift_right_logical %78, %86 : tensor<2xui32>
      %89 = stablehlo.or %87, %88 : tensor<2xui32>
      %90 = stablehlo.xor %81, %89 : tensor<2xui32>
      %91 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %92 = stablehlo.reshape %91 : (tensor<1xi32>) -> tensor<i32>
      %93 = stablehlo.add %81, %90 : tensor<2xui32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %95 = stablehlo.bitcast_convert %94 : (tensor<2xi32>) -> tensor<2xui32>
      %c_32 = stablehlo.constant dense<32> : tensor<i32>
      %96 = stablehlo.subtract %c_32, %92 : tensor<i32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.bitcast_convert %97 : (tensor<2xi32>) -> tensor<2xui32>
      %99 = stablehlo.shift_left %90, %95 : tensor<2xui32>
      %100 = stablehlo.shift_right_logical %90, %98 : tensor<2xui32>
      %101 = stablehlo.or %99, %100 : tensor<2xui32>
      %102 = stablehlo.xor %93, %101 : tensor<2xui32>
      %103 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %104 = stablehlo.reshape %103 : (tensor<1xi32>) -> tensor<i32>
      %105 = stablehlo.add %93, %102 : tensor<2xui32>
      %106 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %107 = stablehlo.bitcast_convert %106 : (tensor<2xi32>) -> tensor<2xui32>
      %c_33 = stablehlo.constant dense<32> : tensor<i32>
      %108 = stablehlo.subtract %c_33, %104 : tensor<i32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %110 = stablehlo.bitcast_convert %109 : (tensor<2xi32>) -> tensor<2xui32>
      %111 = stablehlo.shift_left %102, %107 : tensor<2xui32>
      %112 = stablehlo.shift_right_logical %102, %110 : tensor<2xui32>
      %113 = stablehlo.or %111, %112 : tensor<2xui32>
      %114 = stablehlo.xor %105, %113 : tensor<2xui32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %115 = stablehlo.add %iterArg_22, %c_34 : tensor<i32>
      %116 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %117 = stablehlo.add %105, %116 : tensor<2xui32>
      %118 = stablehlo.convert %115 : (tensor<i32>) -> tensor<ui32>
      %119 = stablehlo.add %iterArg_26, %118 : tensor<ui32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %121 = stablehlo.add %114, %120 : tensor<2xui32>
      stablehlo.return %115, %117, %121, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>
    }
    %56 = stablehlo.concatenate %55#1, %55#2, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %c_17 = stablehlo.constant dense<9> : tensor<4xui32>
    %57 = stablehlo.shift_right_logical %56, %c_17 : tensor<4xui32>
    %c_18 = stablehlo.constant dense<1065353216> : tensor<4xui32>
    %58 = stablehlo.or %57, %c_18 : tensor<4xui32>
    %59 = stablehlo.bitcast_convert %58 : (tensor<4xui32>) -> tensor<4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %60 = stablehlo.subtract %59, %cst_19 : tensor<4xf32>
    %61 = stablehlo.reshape %60 : (tensor<4xf32>) -> tensor<4xf32>
    %62 = stablehlo.slice %61 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %63 = stablehlo.reshape %62 : (tensor<1xf32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %64 = stablehlo.compare LT, %63, %cst_20 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %65 = stablehlo.subtract %iterArg_7, %61 : tensor<4xf32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %66 = stablehlo.add %iterArg, %c_21 : tensor<i32>
    stablehlo.return %66, %40, %64, %65, %iterArg_8 : tensor<i32>, tensor<2xui32>, tensor<i1>, tensor<4xf32>, tensor<4xf32>
  }
  return %24#3, %14#3, %24#4, %14#4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
func.func @f207_j0_v1(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<3x4xf32>, %arg5: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = stablehlo.add %arg1, %arg0 : tensor<3x4xf32>
  %1 = stablehlo.add %arg5, %arg4 : tensor<3x4xf32>
  %c = stablehlo.constant dense<true> : tensor<i1>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %4:5 = stablehlo.while(%iterArg = %2, %iterArg_5 = %arg3, %iterArg_6 = %3, %iterArg_7 = %0, %iterArg_8 = %1) : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x4xf32>, tensor<3x4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
  cond {
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %33 = stablehlo.compare LT, %iterArg, %32 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %34 = stablehlo.and %33, %iterArg_6 : tensor<3xi1>
    %c_10 = stablehlo.constant dense<false> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_10) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %35 : tensor<i1>
  } do {
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %33 = stablehlo.compare LT, %iterArg, %32 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %34 = stablehlo.and %33, %iterArg_6 : tensor<3xi1>
    %35 = stablehlo.subtract %iterArg_7, %arg1 : tensor<3x4xf32>
    %36 = stablehlo.negate %arg5 : tensor<3x4xf32>
    %37 = stablehlo.add %iterArg_8, %36 : tensor<3x4xf32>
    %38 = stablehlo.subtract %iterArg_7, %arg1 : tensor<3x4xf32>
    %39 = stablehlo.negate %arg5 : tensor<3x4xf32>
    %40 = stablehlo.add %iterArg_8, %39 : tensor<3x4xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %41:5 = stablehlo.while(%iterArg_17 = %c_10, %iterArg_18 = %35, %iterArg_19 = %38, %iterArg_20 = %37, %iterArg_21 = %40) : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32> attributes {hostcall.num_primal_carries = 3 : i64, hostcall.trip_count = 2 : i64}
    cond {
      %c_22 = stablehlo.constant dense<2> : tensor<i32>
      %61 = stablehlo.compare LT, %iterArg_17, %c_22 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %61 = stablehlo.reduce(%arg1 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %62 = stablehlo.reduce(%arg5 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
      %63 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
      %64 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
      %65 = stablehlo.subtract %63, %iterArg_19 : tensor<3x4xf32>
      %66 = stablehlo.negate %iterArg_21 : tensor<3x4xf32>
      %67 = stablehlo.add %64, %66 : tensor<3x4xf32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %68 = stablehlo.clamp %c_24, %iterArg_17, %c_25 : tensor<i32>
      %c_26 = stablehlo.constant dense<0> : tensor<i32>
      %69 = stablehlo.dynamic_slice %iterArg_18, %c_26, %68, sizes = [3, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      %c_27 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_slice %iterArg_20, %c_27, %68, sizes = [3, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %c_29 = stablehlo.constant dense<0> : tensor<i32>
      %71 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %72 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %73 = stablehlo.clamp %71, %arg3, %72 : tensor<3xi32>
      %c_30 = stablehlo.constant dense<0> : tensor<i32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %c_32 = stablehlo.constant dense<3> : tensor<i32>
      %74:2 = stablehlo.while(%iterArg_37 = %c_30, %iterArg_38 = %65) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
      cond {
        %77 = stablehlo.compare LT, %iterArg_37, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %77 : tensor<i1>
      } do {
        %77 = stablehlo.dynamic_slice %73, %iterArg_37, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %78 = stablehlo.reshape %77 : (tensor<1xi32>) -> tensor<i32>
        %c_39 = stablehlo.constant dense<0> : tensor<i32>
        %79 = stablehlo.dynamic_slice %69, %iterArg_37, %c_39, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
        %80 = stablehlo.add %iterArg_37, %c_31 : tensor<i32>
        %81 = stablehlo.dynamic_update_slice %iterArg_38, %79, %iterArg_37, %78 : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
        stablehlo.return %80, %81 : tensor<i32>, tensor<3x4xf32>
      }
      %c_33 = stablehlo.constant dense<0> : tensor<i32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %c_35 = stablehlo.constant dense<3> : tensor<i32>
      %75:2 = stablehlo.while(%iterArg_37 = %c_33, %iterArg_38 = %67) : tensor<i32>, tensor<3x4xf32> attributes {hostcall.trip_count = 3 : i64}
      cond {
        %77 = stablehlo.compare LT, %iterArg_37, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %77 : tensor<i1>
      } do {
        %77 = stablehlo.dynamic_slice %73, %iterArg_37, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %78 = stablehlo.reshape %77 : (tensor<1xi32>) -> tensor<i32>
        %c_39 = stablehlo.constant dense<0> : tensor<i32>
        %79 = stablehlo.dynamic_slice %70, %iterArg_37, %c_39, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
        %80 = stablehlo.add %iterArg_37, %c_34 : tensor<i32>
        %81 = stablehlo.dynamic_update_slice %iterArg_38, %79, %iterArg_37, %78 : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
        stablehlo.return %80, %81 : tensor<i32>, tensor<3x4xf32>
      }
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %76 = stablehlo.add %iterArg_17, %c_36 : tensor<i32>
      stablehlo.return %76, %63, %74#1, %64, %75#1 : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
    }
    %c_11 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_12 = stablehlo.constant dense<12345> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %43 = stablehlo.multiply %iterArg_5, %42 : tensor<3xi32>
    %44 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %45 = stablehlo.add %43, %44 : tensor<3xi32>
    %c_13 = stablehlo.constant dense<16> : tensor<i32>
    %c_14 = stablehlo.constant dense<7> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %47 = stablehlo.shift_right_logical %45, %46 : tensor<3xi32>
    %48 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %49 = stablehlo.and %47, %48 : tensor<3xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %51 = stablehlo.compare NE, %49, %50 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %53 = stablehlo.add %iterArg, %52 : tensor<3xi32>
    %54 = stablehlo.select %34, %53, %iterArg : tensor<3xi1>, tensor<3xi32>
    %55 = stablehlo.select %34, %45, %iterArg_5 : tensor<3xi1>, tensor<3xi32>
    %56 = stablehlo.select %34, %51, %iterArg_6 : tensor<3xi1>, tensor<3xi1>
    %57 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %58 = stablehlo.select %57, %41#1, %iterArg_7 : tensor<3x4xi1>, tensor<3x4xf32>
    %59 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %60 = stablehlo.select %59, %41#3, %iterArg_8 : tensor<3x4xi1>, tensor<3x4xf32>
    stablehlo.return %54, %55, %56, %58, %60 : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x4xf32>, tensor<3x4xf32>
  }
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %5 = stablehlo.multiply %4#3, %4#3 : tensor<3x4xf32>
  %6 = stablehlo.multiply %4#4, %4#3 : tensor<3x4xf32>
  %7 = stablehlo.multiply %4#3, %4#4 : tensor<3x4xf32>
  %8 = stablehlo.add %6, %7 : tensor<3x4xf32>
  %9 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
  %10 = stablehlo.add %5, %9 : tensor<3x4xf32>
  %11 = stablehlo.divide %arg0, %10 : tensor<3x4xf32>
  %12 = stablehlo.divide %arg4, %10 : tensor<3x4xf32>
  %13 = stablehlo.multiply %8, %11 : tensor<3x4xf32>
  %14 = stablehlo.divide %13, %10 : tensor<3x4xf32>
  %15 = stablehlo.negate %14 : tensor<3x4xf32>
  %16 = stablehlo.add %12, %15 : tensor<3x4xf32>
  %c_1 = stablehlo.constant dense<true> : tensor<i1>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %19:5 = stablehlo.while(%iterArg = %17, %iterArg_5 = %arg2, %iterArg_6 = %18, %iterArg_7 = %11, %iterArg_8 = %16) : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x4xf32>, tensor<3x4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
  cond {
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %33 = stablehlo.compare LT, %iterArg, %32 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %34 = stablehlo.and %33, %iterArg_6 : tensor<3xi1>
    %c_10 = stablehlo.constant dense<false> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_10) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %35 : tensor<i1>
  } do {
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %33 = stablehlo.compare LT, %iterArg, %32 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %34 = stablehlo.and %33, %iterArg_6 : tensor<3xi1>
    %35 = stablehlo.add %4#3, %iterArg_7 : tensor<3x4xf32>
    %36 = stablehlo.add %4#4, %iterArg_8 : tensor<3x4xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %37:3 = stablehlo.while(%iterArg_17 = %c_10, %iterArg_18 = %35, %iterArg_19 = %36) : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32> attributes {hostcall.num_primal_carries = 2 : i64, hostcall.trip_count = 4 : i64}
    cond {
      %c_20 = stablehlo.constant dense<4> : tensor<i32>
      %57 = stablehlo.compare LT, %iterArg_17, %c_20 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %57 : tensor<i1>
    } do {
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %57 = stablehlo.dynamic_slice %iterArg_7, %c_20, %iterArg_17, sizes = [3, 1] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x1xf32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %58 = stablehlo.dynamic_slice %iterArg_8, %c_21, %iterArg_17, sizes = [3, 1] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x1xf32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %59 = stablehlo.dynamic_slice %iterArg_18, %c_22, %iterArg_17, sizes = [3, 1] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x1xf32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %60 = stablehlo.dynamic_slice %iterArg_19, %c_23, %iterArg_17, sizes = [3, 1] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x1xf32>
      %61 = stablehlo.add %57, %59 : tensor<3x1xf32>
      %62 = stablehlo.add %58, %60 : tensor<3x1xf32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %63 = stablehlo.dynamic_update_slice %iterArg_18, %61, %c_24, %iterArg_17 : (tensor<3x4xf32>, tensor<3x1xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %64 = stablehlo.dynamic_update_slice %iterArg_19, %62, %c_25, %iterArg_17 : (tensor<3x4xf32>, tensor<3x1xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
      %c_26 = stablehlo.constant dense<1> : tensor<i32>
      %65 = stablehlo.add %iterArg_17, %c_26 : tensor<i32>
      stablehlo.return %65, %63, %64 : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>
    }
    %c_11 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_12 = stablehlo.constant dense<12345> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %39 = stablehlo.multiply %iterArg_5, %38 : tensor<3xi32>
    %40 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %41 = stablehlo.add %39, %40 : tensor<3xi32>
    %c_13 = stablehlo.constant dense<16> : tensor<i32>
    %c_14 = stablehlo.constant dense<7> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %43 = stablehlo.shift_right_logical %41, %42 : tensor<3xi32>
    %44 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %45 = stablehlo.and %43, %44 : tensor<3xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %47 = stablehlo.compare NE, %45, %46 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %49 = stablehlo.add %iterArg, %48 : tensor<3xi32>
    %50 = stablehlo.select %34, %49, %iterArg : tensor<3xi1>, tensor<3xi32>
    %51 = stablehlo.select %34, %41, %iterArg_5 : tensor<3xi1>, tensor<3xi32>
    %52 = stablehlo.select %34, %47, %iterArg_6 : tensor<3xi1>, tensor<3xi1>
    %53 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %54 = stablehlo.select %53, %37#1, %iterArg_7 : tensor<3x4xi1>, tensor<3x4xf32>
    %55 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %56 = stablehlo.select %55, %37#2, %iterArg_8 : tensor<3x4xi1>, tensor<3x4xf32>
    stablehlo.return %50, %51, %52, %54, %56 : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x4xf32>, tensor<3x4xf32>
  }
  %20 = stablehlo.multiply %19#3, %4#3 : tensor<3x4xf32>
  %21 = stablehlo.multiply %19#4, %4#3 : tensor<3x4xf32>
  %22 = stablehlo.multiply %19#3, %4#4 : tensor<3x4xf32>
  %23 = stablehlo.add %21, %22 : tensor<3x4xf32>
  %24 = stablehlo.bitcast_convert %arg2 : (tensor<3xi32>) -> tensor<3xui32>
  %25 = stablehlo.reshape %24 : (tensor<3xui32>) -> tensor<3x1xui32>
  %26 = stablehlo.bitcast_convert %arg3 : (tensor<3xi32>) -> tensor<3xui32>
  %27 = stablehlo.reshape %26 : (tensor<3xui32>) -> tensor<3x1xui32>
  %28 = stablehlo.concatenate %25, %27, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<false> : tensor<i1>
  %29 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %30 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %31:5 = stablehlo.while(%iterArg = %29, %iterArg_5 = %28, %iterArg_6 = %30, %iterArg_7 = %20, %iterArg_8 = %23) : tensor<3xi32>, tensor<3x2xui32>, tensor<3xi1>, tensor<3x4xf32>, tensor<3x4xf32> attributes {hostcall.num_primal_carries = 4 : i64}
  cond {
    %32 = stablehlo.not %iterArg_6 : tensor<3xi1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %34 = stablehlo.compare LT, %iterArg, %33 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %35 = stablehlo.and %34, %32 : tensor<3xi1>
    %c_10 = stablehlo.constant dense<false> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_10) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %36 : tensor<i1>
  } do {
    %32 = stablehlo.not %iterArg_6 : tensor<3xi1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %34 = stablehlo.compare LT, %iterArg, %33 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %35 = stablehlo.and %34, %32 : tensor<3xi1>
    %36 = stablehlo.iota dim = 0 : tensor<4xui32>
    %37 = stablehlo.slice %iterArg_5 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %38 = stablehlo.reshape %37 : (tensor<3x1xui32>) -> tensor<3xui32>
    %39 = stablehlo.slice %iterArg_5 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %40 = stablehlo.reshape %39 : (tensor<3x1xui32>) -> tensor<3xui32>
    %41 = stablehlo.slice %36 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %42 = stablehlo.slice %36 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %43 = stablehlo.xor %38, %40 : tensor<3xui32>
    %c_10 = stablehlo.constant dense<466688986> : tensor<ui32>
    %44 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %45 = stablehlo.xor %43, %44 : tensor<3xui32>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
    %47 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %48 = stablehlo.add %47, %46 : tensor<3x2xui32>
    %49 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
    %50 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %51 = stablehlo.add %50, %49 : tensor<3x2xui32>
    %c_11 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_12 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %52:8 = stablehlo.while(%iterArg_23 = %c_13, %iterArg_24 = %48, %iterArg_25 = %51, %iterArg_26 = %40, %iterArg_27 = %45, %iterArg_28 = %38, %iterArg_29 = %c_11, %iterArg_30 = %c_12) : tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_31 = stablehlo.constant dense<5> : tensor<i32>
      %97 = stablehlo.compare LT, %iterArg_23, %c_31 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    } do {
      %97 = stablehlo.slice %iterArg_29 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %98 = stablehlo.reshape %97 : (tensor<1xi32>) -> tensor<i32>
      %99 = stablehlo.add %iterArg_24, %iterArg_25 : tensor<3x2xui32>
      %100 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %101 = stablehlo.bitcast_convert %100 : (tensor<2xi32>) -> tensor<2xui32>
      %c_31 = stablehlo.constant dense<32> : tensor<i32>
      %102 = stablehlo.subtract %c_31, %98 : tensor<i32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %104 = stablehlo.bitcast_convert %103 : (tensor<2xi32>) -> tensor<2xui32>
      %105 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %106 = stablehlo.shift_left %iterArg_25, %105 : tensor<3x2xui32>
      %107 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %108 = stablehlo.shift_right_logical %iterArg_25, %107 : tensor<3x2xui32>
      %109 = stablehlo.or %106, %108 : tensor<3x2xui32>
      %110 = stablehlo.xor %99, %109 : tensor<3x2xui32>
      %111 = stablehlo.slice %iterArg_29 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %112 = stablehlo.reshape %111 : (tensor<1xi32>) -> tensor<i32>
      %113 = stablehlo.add %99, %110 : tensor<3x2xui32>
      %114 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %115 = stablehlo.bitcast_convert %114 : (tensor<2xi32>) -> tensor<2xui32>
      %c_32 = stablehlo.constant dense<32> : tensor<i32>
      %116 = stablehlo.subtract %c_32, %112 : tensor<i32>
      %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %118 = stablehlo.bitcast_convert %117 : (tensor<2xi32>) -> tensor<2xui32>
      %119 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %120 = stablehlo.shift_left %110, %119 : tensor<3x2xui32>
      %121 = stablehlo.broadcast_in_dim %118, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %122 = stablehlo.shift_right_logical %110, %121 : tensor<3x2xui32>
      %123 = stablehlo.or %120, %122 : tensor<3x2xui32>
      %124 = stablehlo.xor %113, %123 : tensor<3x2xui32>
      %125 = stablehlo.slice %iterArg_29 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %126 = stablehlo.reshape %125 : (tensor<1xi32>) -> tensor<i32>
      %127 = stablehlo.add %113, %124 : tensor<3x2xui32>
      %128 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %129 = stablehlo.bitcast_convert %128 : (tensor<2xi32>) -> tensor<2xui32>
      %c_33 = stablehlo.constant dense<32> : tensor<i32>
      %130 = stablehlo.subtract %c_33, %126 : tensor<i32>
      %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %132 = stablehlo.bitcast_convert %131 : (tensor<2xi32>) -> tensor<2xui32>
      %133 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %134 = stablehlo.shift_left %124, %133 : tensor<3x2xui32>
      %135 = stablehlo.broadcast_in_dim %132, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %136 = stablehlo.shift_right_logical %124, %135 : tensor<3x2xui32>
      %137 = stablehlo.or %134, %136 : tensor<3x2xui32>
      %138 = stablehlo.xor %127, %137 : tensor<3x2xui32>
      %139 = stablehlo.slice %iterArg_29 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %140 = stablehlo.reshape %139 : (tensor<1xi32>) -> tensor<i32>
      %141 = stablehlo.add %127, %138 : tensor<3x2xui32>
      %142 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %143 = stablehlo.bitcast_convert %142 : (tensor<2xi32>) -> tensor<2xui32>
      %c_34 = stablehlo.constant dense<32> : tensor<i32>
      %144 = stablehlo.subtract %c_34, %140 : tensor<i32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %146 = stablehlo.bitcast_convert %145 : (tensor<2xi32>) -> tensor<2xui32>
      %147 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %148 = stablehlo.shift_left %138, %147 : tensor<3x2xui32>
      %149 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %150 = stablehlo.shift_right_logical %138, %149 : tensor<3x2xui32>
      %151 = stablehlo.or %148, %150 : tensor<3x2xui32>
      %152 = stablehlo.xor %141, %151 : tensor<3x2xui32>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %153 = stablehlo.add %iterArg_23, %c_35 : tensor<i32>
      %154 = stablehlo.broadcast_in_dim %iterArg_26, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
      %155 = stablehlo.add %141, %154 : tensor<3x2xui32>
      %156 = stablehlo.convert %153 : (tensor<i32>) -> tensor<ui32>
      %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %158 = stablehlo.add %iterArg_27, %157 : tensor<3xui32>
      %159 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
      %160 = stablehlo.add %152, %159 : tensor<3x2xui32>
      stablehlo.return %153, %155, %160, %iterArg_27, %iterArg_28, %iterArg_26, %iterArg_30, %iterArg_29 : tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %53 = stablehlo.concatenate %52#1, %52#2, dim = 1 : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x4xui32>
    %54 = stablehlo.slice %53 [0:3, 0:2] : (tensor<3x4xui32>) -> tensor<3x2xui32>
    %55 = stablehlo.slice %53 [0:3, 2:4] : (tensor<3x4xui32>) -> tensor<3x2xui32>
    %56 = stablehlo.iota dim = 0 : tensor<4xui32>
    %57 = stablehlo.slice %55 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %58 = stablehlo.reshape %57 : (tensor<3x1xui32>) -> tensor<3xui32>
    %59 = stablehlo.slice %55 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %60 = stablehlo.reshape %59 : (tensor<3x1xui32>) -> tensor<3xui32>
    %61 = stablehlo.slice %56 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %62 = stablehlo.slice %56 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %63 = stablehlo.xor %58, %60 : tensor<3xui32>
    %c_14 = stablehlo.constant dense<466688986> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %65 = stablehlo.xor %63, %64 : tensor<3xui32>
    %66 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
    %67 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %68 = stablehlo.add %67, %66 : tensor<3x2xui32>
    %69 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
    %70 = stablehlo.broadcast_in_dim %62, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %71 = stablehlo.add %70, %69 : tensor<3x2xui32>
    %c_15 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c_16 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %72:8 = stablehlo.while(%iterArg_23 = %c_17, %iterArg_24 = %68, %iterArg_25 = %71, %iterArg_26 = %60, %iterArg_27 = %65, %iterArg_28 = %58, %iterArg_29 = %c_15, %iterArg_30 = %c_16) : tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32> attributes {hostcall.trip_count = 5 : i64}
    cond {
      %c_31 = stablehlo.constant dense<5> : tensor<i32>
      %97 = stablehlo.compare LT, %iterArg_23, %c_31 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    } do {
      %97 = stablehlo.slice %iterArg_29 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
      %98 = stablehlo.reshape %97 : (tensor<1xi32>) -> tensor<i32>
      %99 = stablehlo.add %iterArg_24, %iterArg_25 : tensor<3x2xui32>
      %100 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %101 = stablehlo.bitcast_convert %100 : (tensor<2xi32>) -> tensor<2xui32>
      %c_31 = stablehlo.constant dense<32> : tensor<i32>
      %102 = stablehlo.subtract %c_31, %98 : tensor<i32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %104 = stablehlo.bitcast_convert %103 : (tensor<2xi32>) -> tensor<2xui32>
      %105 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %106 = stablehlo.shift_left %iterArg_25, %105 : tensor<3x2xui32>
      %107 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %108 = stablehlo.shift_right_logical %iterArg_25, %107 : tensor<3x2xui32>
      %109 = stablehlo.or %106, %108 : tensor<3x2xui32>
      %110 = stablehlo.xor %99, %109 : tensor<3x2xui32>
      %111 = stablehlo.slice %iterArg_29 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
      %112 = stablehlo.reshape %111 : (tensor<1xi32>) -> tensor<i32>
      %113 = stablehlo.add %99, %110 : tensor<3x2xui32>
      %114 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %115 = stablehlo.bitcast_convert %114 : (tensor<2xi32>) -> tensor<2xui32>
      %c_32 = stablehlo.constant dense<32> : tensor<i32>
      %116 = stablehlo.subtract %c_32, %112 : tensor<i32>
      %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %118 = stablehlo.bitcast_convert %117 : (tensor<2xi32>) -> tensor<2xui32>
      %119 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %120 = stablehlo.shift_left %110, %119 : tensor<3x2xui32>
      %121 = stablehlo.broadcast_in_dim %118, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %122 = stablehlo.shift_right_logical %110, %121 : tensor<3x2xui32>
      %123 = stablehlo.or %120, %122 : tensor<3x2xui32>
      %124 = stablehlo.xor %113, %123 : tensor<3x2xui32>
      %125 = stablehlo.slice %iterArg_29 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
      %126 = stablehlo.reshape %125 : (tensor<1xi32>) -> tensor<i32>
      %127 = stablehlo.add %113, %124 : tensor<3x2xui32>
      %128 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %129 = stablehlo.bitcast_convert %128 : (tensor<2xi32>) -> tensor<2xui32>
      %c_33 = stablehlo.constant dense<32> : tensor<i32>
      %130 = stablehlo.subtract %c_33, %126 : tensor<i32>
      %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %132 = stablehlo.bitcast_convert %131 : (tensor<2xi32>) -> tensor<2xui32>
      %133 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %134 = stablehlo.shift_left %124, %133 : tensor<3x2xui32>
      %135 = stablehlo.broadcast_in_dim %132, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %136 = stablehlo.shift_right_logical %124, %135 : tensor<3x2xui32>
      %137 = stablehlo.or %134, %136 : tensor<3x2xui32>
      %138 = stablehlo.xor %127, %137 : tensor<3x2xui32>
      %139 = stablehlo.slice %iterArg_29 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
      %140 = stablehlo.reshape %139 : (tensor<1xi32>) -> tensor<i32>
      %141 = stablehlo.add %127, %138 : tensor<3x2xui32>
      %142 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %143 = stablehlo.bitcast_convert %142 : (tensor<2xi32>) -> tensor<2xui32>
      %c_34 = stablehlo.constant dense<32> : tensor<i32>
      %144 = stablehlo.subtract %c_34, %140 : tensor<i32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %146 = stablehlo.bitcast_convert %145 : (tensor<2xi32>) -> tensor<2xui32>
      %147 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %148 = stablehlo.shift_left %138, %147 : tensor<3x2xui32>
      %149 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
      %150 = stablehlo.shift_right_logical %138, %149 : tensor<3x2xui32>
      %151 = stablehlo.or %148, %150 : tensor<3x2xui32>
      %152 = stablehlo.xor %141, %151 : tensor<3x2xui32>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %153 = stablehlo.add %iterArg_23, %c_35 : tensor<i32>
      %154 = stablehlo.broadcast_in_dim %iterArg_26, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
      %155 = stablehlo.add %141, %154 : tensor<3x2xui32>
      %156 = stablehlo.convert %153 : (tensor<i32>) -> tensor<ui32>
      %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %158 = stablehlo.add %iterArg_27, %157 : tensor<3xui32>
      %159 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<3xui32>) -> tensor<3x2xui32>
      %160 = stablehlo.add %152, %159 : tensor<3x2xui32>
      stablehlo.return %153, %155, %160, %iterArg_27, %iterArg_28, %iterArg_26, %iterArg_30, %iterArg_29 : tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xi32>, tensor<4xi32>
    }
    %73 = stablehlo.concatenate %72#1, %72#2, dim = 1 : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x4xui32>
    %c_18 = stablehlo.constant dense<9> : tensor<4xui32>
    %74 = stablehlo.broadcast_in_dim %c_18, dims = [1] : (tensor<4xui32>) -> tensor<3x4xui32>
    %75 = stablehlo.shift_right_logical %73, %74 : tensor<3x4xui32>
    %c_19 = stablehlo.constant dense<1065353216> : tensor<4xui32>
    %76 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<4xui32>) -> tensor<3x4xui32>
    %77 = stablehlo.or %75, %76 : tensor<3x4xui32>
    %78 = stablehlo.bitcast_convert %77 : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %80 = stablehlo.subtract %78, %79 : tensor<3x4xf32>
    %81 = stablehlo.reshape %80 : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %82 = stablehlo.slice %81 [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %83 = stablehlo.reshape %82 : (tensor<3x1xf32>) -> tensor<3xf32>
    %cst_21 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %85 = stablehlo.compare LT, %83, %84 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %86 = stablehlo.subtract %iterArg_7, %81 : tensor<3x4xf32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %88 = stablehlo.add %iterArg, %87 : tensor<3xi32>
    %89 = stablehlo.select %35, %88, %iterArg : tensor<3xi1>, tensor<3xi32>
    %90 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %91 = stablehlo.select %90, %54, %iterArg_5 : tensor<3x2xi1>, tensor<3x2xui32>
    %92 = stablehlo.select %35, %85, %iterArg_6 : tensor<3xi1>, tensor<3xi1>
    %93 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %94 = stablehlo.select %93, %86, %iterArg_7 : tensor<3x4xi1>, tensor<3x4xf32>
    %95 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %96 = stablehlo.select %95, %iterArg_8, %iterArg_8 : tensor<3x4xi1>, tensor<3x4xf32>
    stablehlo.return %89, %91, %92, %94, %96 : tensor<3xi32>, tensor<3x2xui32>, tensor<3xi1>, tensor<3x4xf32>, tensor<3x4xf32>
  }
  return %31#3, %19#3, %31#4, %19#4 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}
// inputs: [[-3.1149347 ,  0.24869879,  2.737217  , -0.19717951], [-1.6423855 , -2.829007  ,  0.5233433 , -0.5541246 ], [-0.73458225,  0.03802784,  2.2159176 ,  2.2210095 ]]; [[-0.08011482,  1.1687621 ,  1.849716  , -0.41416448], [-1.3781528 ,  1.4217863 , -1.1766598 , -0.34587333], [-0.76292485, -0.6025179 , -0.58711284, -0.21432248]]; [0, 1, 3]; [3, 3, 1]; [[ 0.975018  , -1.1473516 , -0.21667463,  2.8770726 ], [ 0.6046766 ,  0.65534383,  0.83321506,  3.0445862 ], [-1.4270511 ,  0.68191034,  0.8984028 ,  0.10373145]]; [[ 1.5691347 ,  0.4764246 ,  0.18004246, -2.4925866 ], [-1.6204101 ,  2.1450386 ,  0.17445913,  1.6094215 ], [ 0.75071317, -0.15132317, -2.8685815 ,  0.35806927]]
