"""Shared fixtures: x64 mode switched on for one test and restored after it."""
import pytest

import hostcall


@pytest.fixture
def x64():
    """Run the test with enable_x64 on; the previous value comes back afterwards."""
    before = hostcall.config.read("enable_x64")
    hostcall.config.update("enable_x64", True)
    try:
        yield
    finally:
        hostcall.config.update("enable_x64", before)


@pytest.fixture
def x32():
    """Run the test with enable_x64 off, whatever the environment says."""
    before = hostcall.config.read("enable_x64")
    hostcall.config.update("enable_x64", False)
    try:
        yield
    finally:
        hostcall.config.update("enable_x64", before)
