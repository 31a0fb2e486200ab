"""IREE's rejections reach users as a hostcall error naming the function, the op and its
source line, with IREE's whole output kept in an attribute (issue 12 B5)."""
import inspect

import pytest

import hostcall as hc
from hostcall import lax, random
from hostcall.runtime import CompileError, cache


def looped_fold_in(key):
    return lax.fori_loop(0, 3, lambda i, acc: acc + random.uniform(random.fold_in(key, i)), 0.0)


def test_iree_rejection_names_function_op_and_line():
    lowered = hc.jit(looped_fold_in).lower(random.PRNGKey(0))
    # without the pass that rewrites it, IREE 3.13 rejects this module's host loop (loops
    # of uint32 values otherwise become kernels, which IREE compiles)
    lowered.pipeline = ",".join(p for p in lowered.pipeline.split(",")
                                if p not in ("hostcall-int-sign-convert",
                                             "hostcall-kernelize-loops"))
    with pytest.raises(CompileError) as info:
        lowered.compile()
    err = info.value
    line = inspect.getsourcelines(looped_fold_in)[1] + 1
    message = str(err)
    assert message.startswith("jit(looped_fold_in): IREE could not compile the program at "
                              "`stablehlo.concatenate`")
    assert f"test_compile_errors.py:{line})" in message
    assert "'tensor.from_elements' op failed to verify" in message
    # the dump stays out of the message and in the attribute
    assert "Invoked with" not in message and "iree-compile" not in message
    assert "Invoked with" in err.diagnostics and err.op_name == "stablehlo.concatenate"
    assert err.line is not None and err.column is not None
    assert any("diagnostics" in note for note in err.__notes__)


def test_cache_error_keeps_first_error_and_dump():
    with pytest.raises(CompileError) as info:
        cache.compile_text("func.func @main() { this is not mlir }", "cpu", use_disk=False)
    err = info.value
    assert str(err).startswith("IREE failed to compile the module for cpu: ")
    assert "\n" not in str(err)
    assert err.line == 1 and err.reason and err.reason in str(err)
    assert "Invoked with" in err.diagnostics
