"""Shared fixtures: x64 mode switched on (or off) for one test and restored after it."""
import pytest

from hostcall.experimental import disable_x64, enable_x64


@pytest.fixture
def x64():
    """Run the test with enable_x64 on; the previous value comes back afterwards."""
    with enable_x64():
        yield


@pytest.fixture
def x32():
    """Run the test with enable_x64 off, whatever the environment says."""
    with disable_x64():
        yield


def pytest_collection_modifyitems(config, items):
    """Tests marked ``gpu`` run last: an opened Vulkan device keeps polling threads busy
    (about half a core on lavapipe, even idle), which would slow every test after it."""
    items.sort(key=lambda item: item.get_closest_marker("gpu") is not None)
