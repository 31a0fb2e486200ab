"""Long compiles log a start and an end line on the ``hostcall.compile`` logger."""
import logging
import time

import hostcall
import hostcall.numpy as jnp
from hostcall import progress


def test_a_long_compile_logs_what_compiles_and_its_stages(monkeypatch, caplog):
    monkeypatch.setattr(progress, "SLOW_SECONDS", 0.0)
    caplog.set_level(logging.INFO, logger="hostcall.compile")

    def slowly_traced(a):
        time.sleep(0.05)   # the start line is logged while the compile still runs
        return jnp.tanh(a) * 3

    hostcall.jit(slowly_traced)(jnp.ones(5))
    messages = [r.getMessage() for r in caplog.records if r.name == "hostcall.compile"]
    assert messages[0].startswith("compiling slowly_traced")
    end = messages[-1]
    assert end.startswith("compiled slowly_traced in ")
    for stage in ("trace", "passes", "IREE", "load"):
        assert f"{stage} " in end
    assert end.endswith(" ops)") and int(end.rsplit("; ", 1)[1].split()[0]) > 2


def test_a_short_compile_logs_nothing(monkeypatch, caplog):
    monkeypatch.setattr(progress, "SLOW_SECONDS", 3600.0)
    caplog.set_level(logging.INFO, logger="hostcall.compile")
    hostcall.jit(lambda a: a * 7 - 1)(jnp.ones(3))
    assert not [r for r in caplog.records if r.name == "hostcall.compile"]
