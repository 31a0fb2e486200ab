"""``hostcall.sharding``: hostcall arrays live whole on one device; their ``.sharding``
is a SingleDeviceSharding, with the parts of JAX's Sharding interface that code reads."""
from __future__ import annotations


class SingleDeviceSharding:
    """An array placed whole on one device (JAX's jax.sharding.SingleDeviceSharding)."""

    def __init__(self, device, *, memory_kind: str | None = None):
        self._device = device
        self.memory_kind = memory_kind or "device"

    @property
    def device_set(self) -> set:
        return {self._device}

    @property
    def num_devices(self) -> int:
        return 1

    addressable_devices = device_set
    is_fully_addressable = True
    is_fully_replicated = True
    has_addressable_devices = True

    def devices_indices_map(self, global_shape) -> dict:
        """Each device with the index of the part of the array it holds: all of it."""
        return {self._device: (slice(None),) * len(tuple(global_shape))}

    addressable_devices_indices_map = devices_indices_map

    def shard_shape(self, global_shape) -> tuple:
        return tuple(global_shape)

    def is_equivalent_to(self, other, ndim: int) -> bool:
        return self == other

    def with_memory_kind(self, kind: str) -> "SingleDeviceSharding":
        return SingleDeviceSharding(self._device, memory_kind=kind)

    def __eq__(self, other):
        return isinstance(other, SingleDeviceSharding) and other._device is self._device \
            and other.memory_kind == self.memory_kind

    def __hash__(self):
        return hash((id(self._device), self.memory_kind))

    def __repr__(self):
        return f"SingleDeviceSharding(device={self._device!r}, memory_kind={self.memory_kind})"
