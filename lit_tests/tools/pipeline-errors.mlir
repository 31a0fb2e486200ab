// RUN: not hostcall-opt %s --pass-pipeline='builtin.module(cse,no-such-pass)' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not hostcall-opt %s --pass-pipeline='hostcall-order-effects{no-such-option=1}' 2>&1 | filecheck %s --check-prefix=HC-OPTION
// RUN: hostcall-opt --list-passes | filecheck %s --check-prefix=LIST

// Bad pipelines are reported in one line, before anything runs; the known hostcall
// passes are listed.

// UNKNOWN: hostcall-opt: error: unknown pass 'no-such-pass' in pipeline; hostcall passes: {{.*}}hostcall-dce-pure-callbacks
// UNKNOWN-NOT: Traceback
// HC-OPTION: hostcall-opt: error: pass hostcall-order-effects has no option 'no-such-option' (options: entry)
// LIST: hostcall-dce-pure-callbacks: Remove pure callbacks
// LIST: hostcall-order-effects:
// LIST-NEXT: entry=
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
