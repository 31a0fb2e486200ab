// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-distinct-branch-refs | filecheck %s

// A module of IREE's VM dialect (iree-compile --compile-to=vm). A branch passing one
// reference in two block arguments passes, for the second, select(cmp_nz(x), x, null):
// the same reference in a value of its own. Integers passed twice stay as they are.

// CHECK-LABEL: vm.func @repeated_buffer(
// CHECK-SAME: %[[A:.*]]: !vm.ref<!hal.buffer>, %[[N:.*]]: i32
// CHECK-NEXT: %[[NULL:.*]] = vm.const.ref.zero : !vm.ref<!hal.buffer>
// CHECK-NEXT: %[[NZ:.*]] = vm.cmp.nz.ref %[[A]] : !vm.ref<!hal.buffer>
// CHECK-NEXT: %[[COPY:.*]] = vm.select.ref %[[NZ]], %[[A]], %[[NULL]] : !vm.ref<!hal.buffer>
// CHECK-NEXT: vm.br ^bb1(%[[A]], %[[COPY]], %[[N]], %[[N]] : !vm.ref<!hal.buffer>, !vm.ref<!hal.buffer>, i32, i32)
vm.module @m {
  vm.func @repeated_buffer(%a: !vm.ref<!hal.buffer>, %n: i32) -> !vm.ref<!hal.buffer> {
    vm.br ^bb1(%a, %a, %n, %n : !vm.ref<!hal.buffer>, !vm.ref<!hal.buffer>, i32, i32)
  ^bb1(%x: !vm.ref<!hal.buffer>, %y: !vm.ref<!hal.buffer>, %i: i32, %j: i32):
    vm.return %y : !vm.ref<!hal.buffer>
  }
}

// -----

// Repeats count per successor: the false branch receives %a once and keeps it; the
// true branch's second %a and second fence are replaced.

// CHECK-LABEL: vm.func @per_successor(
// CHECK-SAME: %[[A:.*]]: !vm.ref<!hal.buffer>, %[[B:.*]]: !vm.ref<!hal.buffer>, %[[F:.*]]: !vm.ref<!hal.fence>, %[[C:.*]]: i32
// CHECK: %[[CA:.*]] = vm.select.ref %{{.*}}, %[[A]], %{{.*}} : !vm.ref<!hal.buffer>
// CHECK: %[[CF:.*]] = vm.select.ref %{{.*}}, %[[F]], %{{.*}} : !vm.ref<!hal.fence>
// CHECK-NEXT: vm.cond_br %[[C]], ^bb1(%[[A]], %[[F]], %[[CA]], %[[CF]] : {{.*}}), ^bb1(%[[A]], %[[F]], %[[B]], %{{.*}} : {{.*}})
// CHECK-NOT: vm.select.ref
vm.module @m {
  vm.func @per_successor(%a: !vm.ref<!hal.buffer>, %b: !vm.ref<!hal.buffer>, %f: !vm.ref<!hal.fence>, %c: i32) -> !vm.ref<!hal.buffer> {
    %g = vm.const.ref.zero : !vm.ref<!hal.fence>
    vm.cond_br %c, ^bb1(%a, %f, %a, %f : !vm.ref<!hal.buffer>, !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>, !vm.ref<!hal.fence>), ^bb1(%a, %f, %b, %g : !vm.ref<!hal.buffer>, !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>, !vm.ref<!hal.fence>)
  ^bb1(%x: !vm.ref<!hal.buffer>, %y: !vm.ref<!hal.fence>, %z: !vm.ref<!hal.buffer>, %w: !vm.ref<!hal.fence>):
    vm.return %z : !vm.ref<!hal.buffer>
  }
}

// -----

// Distinct references, and a function of one block, are left as they are.

// CHECK-LABEL: vm.func @distinct(
// CHECK-NOT: vm.select.ref
// CHECK: vm.return
vm.module @m {
  vm.func @distinct(%a: !vm.ref<!hal.buffer>, %b: !vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer> {
    vm.br ^bb1(%a, %b : !vm.ref<!hal.buffer>, !vm.ref<!hal.buffer>)
  ^bb1(%x: !vm.ref<!hal.buffer>, %y: !vm.ref<!hal.buffer>):
    vm.return %y : !vm.ref<!hal.buffer>
  }
}

// -----

// A reference passed to a block argument and read again in a later block (^bb2 moves
// %a out of its register, which ^bb1's argument may share) is passed as a copy.

// CHECK-LABEL: vm.func @read_later(
// CHECK-SAME: %[[A:.*]]: !vm.ref<!hal.buffer>
// CHECK: %[[COPY:.*]] = vm.select.ref %{{.*}}, %[[A]], %{{.*}} : !vm.ref<!hal.buffer>
// CHECK-NEXT: vm.br ^bb1(%[[COPY]] : !vm.ref<!hal.buffer>)
// CHECK: vm.br ^bb2(%[[A]] : !vm.ref<!hal.buffer>)
vm.module @m {
  vm.func @read_later(%a: !vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer> {
    vm.br ^bb1(%a : !vm.ref<!hal.buffer>)
  ^bb1(%x: !vm.ref<!hal.buffer>):
    vm.br ^bb2(%a : !vm.ref<!hal.buffer>)
  ^bb2(%y: !vm.ref<!hal.buffer>):
    vm.return %x : !vm.ref<!hal.buffer>
  }
}
