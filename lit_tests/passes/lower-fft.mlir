// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-lower-fft | filecheck %s

// IREE 3.13 cannot legalize stablehlo.fft.  A short transform is a product of the
// (real, imaginary) parts with the cosine and sine matrices (quarter turns exact).

// CHECK-LABEL: func.func @fft4(
// CHECK-NEXT: %[[RE:.*]] = stablehlo.real %arg0 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[IM:.*]] = stablehlo.imag %arg0
// CHECK-NEXT: %[[COS:.*]] = stablehlo.constant dense<{{\[\[}}1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, -0.000000e+00, -1.000000e+00, 0.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 0.000000e+00, -1.000000e+00, -0.000000e+00]]> : tensor<4x4xf32>
// CHECK-NEXT: %[[SIN:.*]] = stablehlo.constant dense<{{\[\[}}-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -1.000000e+00, 0.000000e+00, 1.000000e+00], [-0.000000e+00, 0.000000e+00, -0.000000e+00, 0.000000e+00], [-0.000000e+00, 1.000000e+00, 0.000000e+00, -1.000000e+00]]> : tensor<4x4xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.dot_general %[[RE]], %[[COS]], contracting_dims = [1] x [0]
// CHECK-NEXT: %[[B:.*]] = stablehlo.dot_general %[[IM]], %[[SIN]], contracting_dims = [1] x [0]
// CHECK-NEXT: %[[YR:.*]] = stablehlo.subtract %[[A]], %[[B]] : tensor<2x4xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.dot_general %[[RE]], %[[SIN]], contracting_dims = [1] x [0]
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %[[IM]], %[[COS]], contracting_dims = [1] x [0]
// CHECK-NEXT: %[[YI:.*]] = stablehlo.add %[[C]], %[[D]] : tensor<2x4xf32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.complex %[[YR]], %[[YI]] : tensor<2x4xcomplex<f32>>
// CHECK-NEXT: return %[[Y]]
func.func @fft4(%x: tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  return %0 : tensor<2x4xcomplex<f32>>
}

// -----

// IRFFT weights the frequencies 1 .. n/2 - 1 twice, ignores the imaginary parts of the
// frequencies 0 and n/2 (zero rows of the sine matrix) and scales by 1/n at the end.

// CHECK-LABEL: func.func @irfft4(
// CHECK-NEXT: %[[RE:.*]] = stablehlo.real %arg0
// CHECK-NEXT: %[[IM:.*]] = stablehlo.imag %arg0
// CHECK-NEXT: %[[COS:.*]] = stablehlo.constant dense<{{\[\[}}1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [2.000000e+00, -0.000000e+00, -2.000000e+00, 0.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00]]> : tensor<3x4xf64>
// CHECK-NEXT: %[[A:.*]] = stablehlo.dot_general %[[RE]], %[[COS]], contracting_dims = [0] x [0] : (tensor<3xf64>, tensor<3x4xf64>) -> tensor<4xf64>
// CHECK-NEXT: %[[SIN:.*]] = stablehlo.constant dense<{{\[\[}}0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 2.000000e+00, -0.000000e+00, -2.000000e+00], [0.000000e+00, -0.000000e+00, 0.000000e+00, -0.000000e+00]]> : tensor<3x4xf64>
// CHECK-NEXT: %[[B:.*]] = stablehlo.dot_general %[[IM]], %[[SIN]]
// CHECK-NEXT: %[[Y:.*]] = stablehlo.subtract %[[A]], %[[B]] : tensor<4xf64>
// CHECK-NEXT: %[[S:.*]] = stablehlo.constant dense<2.500000e-01> : tensor<f64>
// CHECK-NEXT: %[[SB:.*]] = stablehlo.broadcast_in_dim %[[S]], dims = []
// CHECK-NEXT: %[[OUT:.*]] = stablehlo.multiply %[[Y]], %[[SB]] : tensor<4xf64>
// CHECK-NEXT: return %[[OUT]] : tensor<4xf64>
func.func @irfft4(%x: tensor<3xcomplex<f64>>) -> tensor<4xf64> {
  %0 = stablehlo.fft %x, type = IRFFT, length = [4] : (tensor<3xcomplex<f64>>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// Length 18 = 3 x 6: length-3 transforms over the strided sub-sequences, twiddles,
// length-6 transforms, a transpose back to frequency order; RFFT keeps 10 frequencies.

// CHECK-LABEL: func.func @rfft_four_step(
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<18xf32>) -> tensor<3x6xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[R]], dims = [1, 0] : (tensor<3x6xf32>) -> tensor<6x3xf32>
// CHECK-NEXT: %[[C3:.*]] = stablehlo.constant {{.*}} : tensor<3x3xf32>
// CHECK-NEXT: %[[S3:.*]] = stablehlo.constant {{.*}} : tensor<3x3xf32>
// CHECK-NEXT: %[[AR:.*]] = stablehlo.dot_general %[[T]], %[[C3]]
// CHECK-NEXT: %[[AI:.*]] = stablehlo.dot_general %[[T]], %[[S3]]
// CHECK-NEXT: %[[WR:.*]] = stablehlo.constant {{.*}} : tensor<6x3xf32>
// CHECK-NEXT: %[[WI:.*]] = stablehlo.constant {{.*}} : tensor<6x3xf32>
// CHECK-NEXT: %[[P1:.*]] = stablehlo.multiply %[[AR]], %[[WR]]
// CHECK-NEXT: %[[P2:.*]] = stablehlo.multiply %[[AI]], %[[WI]]
// CHECK-NEXT: %[[BR:.*]] = stablehlo.subtract %[[P1]], %[[P2]]
// CHECK-NEXT: %[[P3:.*]] = stablehlo.multiply %[[AR]], %[[WI]]
// CHECK-NEXT: %[[P4:.*]] = stablehlo.multiply %[[AI]], %[[WR]]
// CHECK-NEXT: %[[BI:.*]] = stablehlo.add %[[P3]], %[[P4]]
// CHECK-NEXT: %[[TR:.*]] = stablehlo.transpose %[[BR]], dims = [1, 0] : (tensor<6x3xf32>) -> tensor<3x6xf32>
// CHECK-NEXT: %[[TI:.*]] = stablehlo.transpose %[[BI]], dims = [1, 0]
// CHECK-NEXT: %[[C6:.*]] = stablehlo.constant {{.*}} : tensor<6x6xf32>
// CHECK-NEXT: %[[S6:.*]] = stablehlo.constant {{.*}} : tensor<6x6xf32>
// CHECK-NEXT: %[[D1:.*]] = stablehlo.dot_general %[[TR]], %[[C6]]
// CHECK-NEXT: %[[D2:.*]] = stablehlo.dot_general %[[TI]], %[[S6]]
// CHECK-NEXT: %[[ZR:.*]] = stablehlo.subtract %[[D1]], %[[D2]]
// CHECK-NEXT: %[[D3:.*]] = stablehlo.dot_general %[[TR]], %[[S6]]
// CHECK-NEXT: %[[D4:.*]] = stablehlo.dot_general %[[TI]], %[[C6]]
// CHECK-NEXT: %[[ZI:.*]] = stablehlo.add %[[D3]], %[[D4]]
// CHECK-NEXT: %[[UR:.*]] = stablehlo.transpose %[[ZR]], dims = [1, 0] : (tensor<3x6xf32>) -> tensor<6x3xf32>
// CHECK-NEXT: %[[FR:.*]] = stablehlo.reshape %[[UR]] : (tensor<6x3xf32>) -> tensor<18xf32>
// CHECK-NEXT: %[[UI:.*]] = stablehlo.transpose %[[ZI]], dims = [1, 0]
// CHECK-NEXT: %[[FI:.*]] = stablehlo.reshape %[[UI]]
// CHECK-NEXT: %[[HR:.*]] = stablehlo.slice %[[FR]] [0:10] : (tensor<18xf32>) -> tensor<10xf32>
// CHECK-NEXT: %[[HI:.*]] = stablehlo.slice %[[FI]] [0:10]
// CHECK-NEXT: %[[Y:.*]] = stablehlo.complex %[[HR]], %[[HI]] : tensor<10xcomplex<f32>>
// CHECK-NEXT: return %[[Y]]
func.func @rfft_four_step(%x: tensor<18xf32>) -> tensor<10xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = RFFT, length = [18] : (tensor<18xf32>) -> tensor<10xcomplex<f32>>
  return %0 : tensor<10xcomplex<f32>>
}

// -----

// A long prime is Bluestein's chirp convolution, zero-padded to a power of two.

// CHECK-LABEL: func.func @bluestein(
// CHECK-NOT: stablehlo.fft
// CHECK: stablehlo.pad {{.*}} : (tensor<131xf32>, tensor<f32>) -> tensor<512xf32>
// CHECK: stablehlo.slice {{.*}} [0:131] : (tensor<512xf32>) -> tensor<131xf32>
// CHECK: return {{.*}} : tensor<131xcomplex<f32>>
func.func @bluestein(%x: tensor<131xcomplex<f32>>) -> tensor<131xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [131] : (tensor<131xcomplex<f32>>) -> tensor<131xcomplex<f32>>
  return %0 : tensor<131xcomplex<f32>>
}
